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
  br label %239

239:                                              ; preds = %265, %216
  %240 = phi i64 [ %266, %265 ], [ 0, %216 ]
  %241 = icmp slt i64 %240, 1
  br i1 %241, label %242, label %267

242:                                              ; preds = %239
  br label %243

243:                                              ; preds = %246, %242
  %244 = phi i64 [ %264, %246 ], [ 0, %242 ]
  %245 = icmp slt i64 %244, 8
  br i1 %245, label %246, label %265

246:                                              ; preds = %243
  %247 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %57, 1
  %248 = mul nuw nsw i64 %240, 8
  %249 = add nuw nsw i64 %248, %244
  %250 = getelementptr inbounds nuw i64, ptr %247, i64 %249
  %251 = load i64, ptr %250, align 4
  %252 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %225, 1
  %253 = mul nuw nsw i64 %240, 9
  %254 = add nuw nsw i64 %253, %244
  %255 = getelementptr inbounds nuw i64, ptr %252, i64 %254
  %256 = load i64, ptr %255, align 4
  %257 = sub i64 %251, %256
  %258 = icmp ne i64 %257, 1
  %259 = zext i1 %258 to i64
  %260 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %238, 1
  %261 = mul nuw nsw i64 %240, 8
  %262 = add nuw nsw i64 %261, %244
  %263 = getelementptr inbounds nuw i64, ptr %260, i64 %262
  store i64 %259, ptr %263, align 4
  %264 = add i64 %244, 1
  br label %243

265:                                              ; preds = %243
  %266 = add i64 %240, 1
  br label %239

267:                                              ; preds = %239
  br label %268

268:                                              ; preds = %281, %267
  %269 = phi i64 [ %282, %281 ], [ 0, %267 ]
  %270 = icmp slt i64 %269, 1
  br i1 %270, label %271, label %283

271:                                              ; preds = %268
  br label %272

272:                                              ; preds = %275, %271
  %273 = phi i64 [ %280, %275 ], [ 0, %271 ]
  %274 = icmp slt i64 %273, 8
  br i1 %274, label %275, label %281

275:                                              ; preds = %272
  %276 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %238, 1
  %277 = mul nuw nsw i64 %269, 8
  %278 = add nuw nsw i64 %277, %273
  %279 = getelementptr inbounds nuw i64, ptr %276, i64 %278
  store i64 0, ptr %279, align 4
  %280 = add i64 %273, 1
  br label %272

281:                                              ; preds = %272
  %282 = add i64 %269, 1
  br label %268

283:                                              ; preds = %268
  %284 = call ptr @malloc(i64 72)
  %285 = ptrtoint ptr %284 to i64
  %286 = add i64 %285, 63
  %287 = urem i64 %286, 64
  %288 = sub i64 %286, %287
  %289 = inttoptr i64 %288 to ptr
  %290 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %284, 0
  %291 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %290, ptr %289, 1
  %292 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %291, i64 0, 2
  %293 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %292, i64 1, 3, 0
  %294 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %293, i64 1, 4, 0
  br label %295

295:                                              ; preds = %298, %283
  %296 = phi i64 [ %301, %298 ], [ 0, %283 ]
  %297 = icmp slt i64 %296, 1
  br i1 %297, label %298, label %302

298:                                              ; preds = %295
  %299 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %294, 1
  %300 = getelementptr inbounds nuw i64, ptr %299, i64 %296
  store i64 0, ptr %300, align 4
  %301 = add i64 %296, 1
  br label %295

302:                                              ; preds = %295
  %303 = call ptr @malloc(i64 64)
  %304 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %303, 0
  %305 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %304, ptr %303, 1
  %306 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %305, i64 0, 2
  %307 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %306, i64 1, 3, 0
  %308 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %307, i64 8, 3, 1
  %309 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %308, i64 8, 4, 0
  %310 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %309, i64 1, 4, 1
  %311 = call ptr @malloc(i64 8)
  %312 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %311, 0
  %313 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %312, ptr %311, 1
  %314 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %313, i64 0, 2
  %315 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %314, i64 1, 3, 0
  %316 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %315, i64 1, 4, 0
  br label %317

317:                                              ; preds = %357, %302
  %318 = phi i64 [ %358, %357 ], [ 0, %302 ]
  %319 = icmp slt i64 %318, 1
  br i1 %319, label %320, label %359

320:                                              ; preds = %317
  br label %321

321:                                              ; preds = %355, %320
  %322 = phi i64 [ %356, %355 ], [ 0, %320 ]
  %323 = icmp slt i64 %322, 8
  br i1 %323, label %324, label %357

324:                                              ; preds = %321
  %325 = icmp eq i64 %322, 0
  br i1 %325, label %326, label %336

326:                                              ; preds = %324
  %327 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %238, 1
  %328 = mul nuw nsw i64 %318, 8
  %329 = add nuw nsw i64 %328, %322
  %330 = getelementptr inbounds nuw i64, ptr %327, i64 %329
  %331 = load i64, ptr %330, align 4
  %332 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %310, 1
  %333 = mul nuw nsw i64 %318, 8
  %334 = add nuw nsw i64 %333, %322
  %335 = getelementptr inbounds nuw i64, ptr %332, i64 %334
  store i64 %331, ptr %335, align 4
  br label %355

336:                                              ; preds = %324
  %337 = sub i64 %322, 1
  %338 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %310, 1
  %339 = mul nuw nsw i64 %318, 8
  %340 = add nuw nsw i64 %339, %337
  %341 = getelementptr inbounds nuw i64, ptr %338, i64 %340
  %342 = load i64, ptr %341, align 4
  %343 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %238, 1
  %344 = mul nuw nsw i64 %318, 8
  %345 = add nuw nsw i64 %344, %322
  %346 = getelementptr inbounds nuw i64, ptr %343, i64 %345
  %347 = load i64, ptr %346, align 4
  %348 = add i64 %342, %347
  %349 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %310, 1
  %350 = mul nuw nsw i64 %318, 8
  %351 = add nuw nsw i64 %350, %322
  %352 = getelementptr inbounds nuw i64, ptr %349, i64 %351
  store i64 %348, ptr %352, align 4
  %353 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %316, 1
  %354 = getelementptr inbounds nuw i64, ptr %353, i64 %318
  store i64 %348, ptr %354, align 4
  br label %355

355:                                              ; preds = %326, %336
  %356 = add i64 %322, 1
  br label %321

357:                                              ; preds = %321
  %358 = add i64 %318, 1
  br label %317

359:                                              ; preds = %317
  %360 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %40, 0
  %361 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %40, 1
  %362 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %360, 0
  %363 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %362, ptr %361, 1
  %364 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %363, i64 0, 2
  %365 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %364, i64 1, 3, 0
  %366 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %365, i64 8, 4, 0
  %367 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %366, i64 1, 3, 1
  %368 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %367, i64 8, 4, 1
  %369 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %368, i64 8, 3, 2
  %370 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %369, i64 1, 4, 2
  %371 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %370, i64 1, 3, 3
  %372 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %371, i64 1, 4, 3
  %373 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %40, 0
  %374 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %40, 1
  %375 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %373, 0
  %376 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %375, ptr %374, 1
  %377 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %376, i64 0, 2
  %378 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %377, i64 1, 3, 0
  %379 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %378, i64 8, 4, 0
  %380 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %379, i64 1, 3, 1
  %381 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %380, i64 8, 4, 1
  %382 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %381, i64 1, 3, 2
  %383 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %382, i64 8, 4, 2
  %384 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %383, i64 8, 3, 3
  %385 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %384, i64 1, 4, 3
  %386 = call ptr @malloc(i64 320)
  %387 = ptrtoint ptr %386 to i64
  %388 = add i64 %387, 63
  %389 = urem i64 %388, 64
  %390 = sub i64 %388, %389
  %391 = inttoptr i64 %390 to ptr
  %392 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %386, 0
  %393 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %392, ptr %391, 1
  %394 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %393, i64 0, 2
  %395 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %394, i64 1, 3, 0
  %396 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %395, i64 1, 3, 1
  %397 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %396, i64 8, 3, 2
  %398 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %397, i64 8, 3, 3
  %399 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %398, i64 64, 4, 0
  %400 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %399, i64 64, 4, 1
  %401 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %400, i64 8, 4, 2
  %402 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %401, i64 1, 4, 3
  br label %403

403:                                              ; preds = %467, %359
  %404 = phi i64 [ %468, %467 ], [ 0, %359 ]
  %405 = icmp slt i64 %404, 1
  br i1 %405, label %406, label %469

406:                                              ; preds = %403
  br label %407

407:                                              ; preds = %465, %406
  %408 = phi i64 [ %466, %465 ], [ 0, %406 ]
  %409 = icmp slt i64 %408, 1
  br i1 %409, label %410, label %467

410:                                              ; preds = %407
  br label %411

411:                                              ; preds = %463, %410
  %412 = phi i64 [ %464, %463 ], [ 0, %410 ]
  %413 = icmp slt i64 %412, 8
  br i1 %413, label %414, label %465

414:                                              ; preds = %411
  br label %415

415:                                              ; preds = %418, %414
  %416 = phi i64 [ %462, %418 ], [ 0, %414 ]
  %417 = icmp slt i64 %416, 8
  br i1 %417, label %418, label %463

418:                                              ; preds = %415
  %419 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %372, 1
  %420 = add nuw nsw i64 0, %412
  %421 = add nuw nsw i64 %420, 0
  %422 = getelementptr inbounds nuw i64, ptr %419, i64 %421
  %423 = load i64, ptr %422, align 4
  %424 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %385, 1
  %425 = add nuw nsw i64 0, %416
  %426 = getelementptr inbounds nuw i64, ptr %424, i64 %425
  %427 = load i64, ptr %426, align 4
  %428 = icmp slt i64 %423, 0
  %429 = add i64 %423, 8
  %430 = select i1 %428, i64 %429, i64 %423
  %431 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %57, 1
  %432 = add nuw nsw i64 0, %430
  %433 = getelementptr inbounds nuw i64, ptr %431, i64 %432
  %434 = load i64, ptr %433, align 4
  %435 = icmp slt i64 %427, 0
  %436 = add i64 %427, 8
  %437 = select i1 %435, i64 %436, i64 %427
  %438 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %57, 1
  %439 = add nuw nsw i64 0, %437
  %440 = getelementptr inbounds nuw i64, ptr %438, i64 %439
  %441 = load i64, ptr %440, align 4
  %442 = icmp sle i64 %441, %434
  %443 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %310, 1
  %444 = add nuw nsw i64 0, %437
  %445 = getelementptr inbounds nuw i64, ptr %443, i64 %444
  %446 = load i64, ptr %445, align 4
  %447 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %310, 1
  %448 = add nuw nsw i64 0, %430
  %449 = getelementptr inbounds nuw i64, ptr %447, i64 %448
  %450 = load i64, ptr %449, align 4
  %451 = icmp eq i64 %450, %446
  %452 = and i1 %451, %442
  %453 = select i1 %452, float 0.000000e+00, float f0xFF7FFFFF
  %454 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %402, 1
  %455 = mul nuw nsw i64 %404, 64
  %456 = mul nuw nsw i64 %408, 64
  %457 = add nuw nsw i64 %455, %456
  %458 = mul nuw nsw i64 %412, 8
  %459 = add nuw nsw i64 %457, %458
  %460 = add nuw nsw i64 %459, %416
  %461 = getelementptr inbounds nuw float, ptr %454, i64 %460
  store float %453, ptr %461, align 4
  %462 = add i64 %416, 1
  br label %415

463:                                              ; preds = %415
  %464 = add i64 %412, 1
  br label %411

465:                                              ; preds = %411
  %466 = add i64 %408, 1
  br label %407

467:                                              ; preds = %407
  %468 = add i64 %404, 1
  br label %403

469:                                              ; preds = %403
  %470 = call ptr @malloc(i64 2112)
  %471 = ptrtoint ptr %470 to i64
  %472 = add i64 %471, 63
  %473 = urem i64 %472, 64
  %474 = sub i64 %472, %473
  %475 = inttoptr i64 %474 to ptr
  %476 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %470, 0
  %477 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %476, ptr %475, 1
  %478 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %477, i64 0, 2
  %479 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %478, i64 1, 3, 0
  %480 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %479, i64 8, 3, 1
  %481 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %480, i64 32, 3, 2
  %482 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %481, i64 256, 4, 0
  %483 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %482, i64 32, 4, 1
  %484 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %483, i64 1, 4, 2
  br label %485

485:                                              ; preds = %514, %469
  %486 = phi i64 [ %515, %514 ], [ 0, %469 ]
  %487 = icmp slt i64 %486, 1
  br i1 %487, label %488, label %516

488:                                              ; preds = %485
  br label %489

489:                                              ; preds = %512, %488
  %490 = phi i64 [ %513, %512 ], [ 0, %488 ]
  %491 = icmp slt i64 %490, 8
  br i1 %491, label %492, label %514

492:                                              ; preds = %489
  br label %493

493:                                              ; preds = %496, %492
  %494 = phi i64 [ %511, %496 ], [ 0, %492 ]
  %495 = icmp slt i64 %494, 32
  br i1 %495, label %496, label %512

496:                                              ; preds = %493
  %497 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %498 = mul nuw nsw i64 %486, 256
  %499 = mul nuw nsw i64 %490, 32
  %500 = add nuw nsw i64 %498, %499
  %501 = add nuw nsw i64 %500, %494
  %502 = getelementptr inbounds nuw float, ptr %497, i64 %501
  %503 = load float, ptr %502, align 4
  %504 = fpext float %503 to double
  %505 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %484, 1
  %506 = mul nuw nsw i64 %486, 256
  %507 = mul nuw nsw i64 %490, 32
  %508 = add nuw nsw i64 %506, %507
  %509 = add nuw nsw i64 %508, %494
  %510 = getelementptr inbounds nuw double, ptr %505, i64 %509
  store double %504, ptr %510, align 8
  %511 = add i64 %494, 1
  br label %493

512:                                              ; preds = %493
  %513 = add i64 %490, 1
  br label %489

514:                                              ; preds = %489
  %515 = add i64 %486, 1
  br label %485

516:                                              ; preds = %485
  %517 = call ptr @malloc(i64 128)
  %518 = ptrtoint ptr %517 to i64
  %519 = add i64 %518, 63
  %520 = urem i64 %519, 64
  %521 = sub i64 %519, %520
  %522 = inttoptr i64 %521 to ptr
  %523 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %517, 0
  %524 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %523, ptr %522, 1
  %525 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %524, i64 0, 2
  %526 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %525, i64 1, 3, 0
  %527 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %526, i64 8, 3, 1
  %528 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %527, i64 1, 3, 2
  %529 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %528, i64 8, 4, 0
  %530 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %529, i64 1, 4, 1
  %531 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %530, i64 1, 4, 2
  br label %532

532:                                              ; preds = %552, %516
  %533 = phi i64 [ %553, %552 ], [ 0, %516 ]
  %534 = icmp slt i64 %533, 1
  br i1 %534, label %535, label %554

535:                                              ; preds = %532
  br label %536

536:                                              ; preds = %550, %535
  %537 = phi i64 [ %551, %550 ], [ 0, %535 ]
  %538 = icmp slt i64 %537, 8
  br i1 %538, label %539, label %552

539:                                              ; preds = %536
  br label %540

540:                                              ; preds = %543, %539
  %541 = phi i64 [ %549, %543 ], [ 0, %539 ]
  %542 = icmp slt i64 %541, 1
  br i1 %542, label %543, label %550

543:                                              ; preds = %540
  %544 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %531, 1
  %545 = mul nuw nsw i64 %533, 8
  %546 = add nuw nsw i64 %545, %537
  %547 = add nuw nsw i64 %546, %541
  %548 = getelementptr inbounds nuw double, ptr %544, i64 %547
  store double 0.000000e+00, ptr %548, align 8
  %549 = add i64 %541, 1
  br label %540

550:                                              ; preds = %540
  %551 = add i64 %537, 1
  br label %536

552:                                              ; preds = %536
  %553 = add i64 %533, 1
  br label %532

554:                                              ; preds = %532
  %555 = call ptr @malloc(i64 128)
  %556 = ptrtoint ptr %555 to i64
  %557 = add i64 %556, 63
  %558 = urem i64 %557, 64
  %559 = sub i64 %557, %558
  %560 = inttoptr i64 %559 to ptr
  %561 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %555, 0
  %562 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %561, ptr %560, 1
  %563 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %562, i64 0, 2
  %564 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %563, i64 1, 3, 0
  %565 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %564, i64 8, 3, 1
  %566 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %565, i64 1, 3, 2
  %567 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %566, i64 8, 4, 0
  %568 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %567, i64 1, 4, 1
  %569 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %568, i64 1, 4, 2
  br label %570

570:                                              ; preds = %596, %554
  %571 = phi i64 [ %597, %596 ], [ 0, %554 ]
  %572 = icmp slt i64 %571, 1
  br i1 %572, label %573, label %598

573:                                              ; preds = %570
  br label %574

574:                                              ; preds = %594, %573
  %575 = phi i64 [ %595, %594 ], [ 0, %573 ]
  %576 = icmp slt i64 %575, 8
  br i1 %576, label %577, label %596

577:                                              ; preds = %574
  br label %578

578:                                              ; preds = %581, %577
  %579 = phi i64 [ %593, %581 ], [ 0, %577 ]
  %580 = icmp slt i64 %579, 1
  br i1 %580, label %581, label %594

581:                                              ; preds = %578
  %582 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %531, 1
  %583 = mul nuw nsw i64 %571, 8
  %584 = add nuw nsw i64 %583, %575
  %585 = add nuw nsw i64 %584, %579
  %586 = getelementptr inbounds nuw double, ptr %582, i64 %585
  %587 = load double, ptr %586, align 8
  %588 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %569, 1
  %589 = mul nuw nsw i64 %571, 8
  %590 = add nuw nsw i64 %589, %575
  %591 = add nuw nsw i64 %590, %579
  %592 = getelementptr inbounds nuw double, ptr %588, i64 %591
  store double %587, ptr %592, align 8
  %593 = add i64 %579, 1
  br label %578

594:                                              ; preds = %578
  %595 = add i64 %575, 1
  br label %574

596:                                              ; preds = %574
  %597 = add i64 %571, 1
  br label %570

598:                                              ; preds = %570
  br label %599

599:                                              ; preds = %633, %598
  %600 = phi i64 [ %634, %633 ], [ 0, %598 ]
  %601 = icmp slt i64 %600, 1
  br i1 %601, label %602, label %635

602:                                              ; preds = %599
  br label %603

603:                                              ; preds = %631, %602
  %604 = phi i64 [ %632, %631 ], [ 0, %602 ]
  %605 = icmp slt i64 %604, 8
  br i1 %605, label %606, label %633

606:                                              ; preds = %603
  br label %607

607:                                              ; preds = %610, %606
  %608 = phi i64 [ %630, %610 ], [ 0, %606 ]
  %609 = icmp slt i64 %608, 32
  br i1 %609, label %610, label %631

610:                                              ; preds = %607
  %611 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %484, 1
  %612 = mul nuw nsw i64 %600, 256
  %613 = mul nuw nsw i64 %604, 32
  %614 = add nuw nsw i64 %612, %613
  %615 = add nuw nsw i64 %614, %608
  %616 = getelementptr inbounds nuw double, ptr %611, i64 %615
  %617 = load double, ptr %616, align 8
  %618 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %569, 1
  %619 = mul nuw nsw i64 %600, 8
  %620 = add nuw nsw i64 %619, %604
  %621 = add nuw nsw i64 %620, 0
  %622 = getelementptr inbounds nuw double, ptr %618, i64 %621
  %623 = load double, ptr %622, align 8
  %624 = fadd double %617, %623
  %625 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %569, 1
  %626 = mul nuw nsw i64 %600, 8
  %627 = add nuw nsw i64 %626, %604
  %628 = add nuw nsw i64 %627, 0
  %629 = getelementptr inbounds nuw double, ptr %625, i64 %628
  store double %624, ptr %629, align 8
  %630 = add i64 %608, 1
  br label %607

631:                                              ; preds = %607
  %632 = add i64 %604, 1
  br label %603

633:                                              ; preds = %603
  %634 = add i64 %600, 1
  br label %599

635:                                              ; preds = %599
  %636 = call ptr @malloc(i64 128)
  %637 = ptrtoint ptr %636 to i64
  %638 = add i64 %637, 63
  %639 = urem i64 %638, 64
  %640 = sub i64 %638, %639
  %641 = inttoptr i64 %640 to ptr
  %642 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %636, 0
  %643 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %642, ptr %641, 1
  %644 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %643, i64 0, 2
  %645 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %644, i64 1, 3, 0
  %646 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %645, i64 8, 3, 1
  %647 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %646, i64 1, 3, 2
  %648 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %647, i64 8, 4, 0
  %649 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %648, i64 1, 4, 1
  %650 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %649, i64 1, 4, 2
  br label %651

651:                                              ; preds = %677, %635
  %652 = phi i64 [ %678, %677 ], [ 0, %635 ]
  %653 = icmp slt i64 %652, 1
  br i1 %653, label %654, label %679

654:                                              ; preds = %651
  br label %655

655:                                              ; preds = %675, %654
  %656 = phi i64 [ %676, %675 ], [ 0, %654 ]
  %657 = icmp slt i64 %656, 8
  br i1 %657, label %658, label %677

658:                                              ; preds = %655
  br label %659

659:                                              ; preds = %662, %658
  %660 = phi i64 [ %674, %662 ], [ 0, %658 ]
  %661 = icmp slt i64 %660, 1
  br i1 %661, label %662, label %675

662:                                              ; preds = %659
  %663 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %531, 1
  %664 = mul nuw nsw i64 %652, 8
  %665 = add nuw nsw i64 %664, %656
  %666 = add nuw nsw i64 %665, %660
  %667 = getelementptr inbounds nuw double, ptr %663, i64 %666
  %668 = load double, ptr %667, align 8
  %669 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %650, 1
  %670 = mul nuw nsw i64 %652, 8
  %671 = add nuw nsw i64 %670, %656
  %672 = add nuw nsw i64 %671, %660
  %673 = getelementptr inbounds nuw double, ptr %669, i64 %672
  store double %668, ptr %673, align 8
  %674 = add i64 %660, 1
  br label %659

675:                                              ; preds = %659
  %676 = add i64 %656, 1
  br label %655

677:                                              ; preds = %655
  %678 = add i64 %652, 1
  br label %651

679:                                              ; preds = %651
  br label %680

680:                                              ; preds = %723, %679
  %681 = phi i64 [ %724, %723 ], [ 0, %679 ]
  %682 = icmp slt i64 %681, 1
  br i1 %682, label %683, label %725

683:                                              ; preds = %680
  br label %684

684:                                              ; preds = %721, %683
  %685 = phi i64 [ %722, %721 ], [ 0, %683 ]
  %686 = icmp slt i64 %685, 8
  br i1 %686, label %687, label %723

687:                                              ; preds = %684
  br label %688

688:                                              ; preds = %691, %687
  %689 = phi i64 [ %720, %691 ], [ 0, %687 ]
  %690 = icmp slt i64 %689, 32
  br i1 %690, label %691, label %721

691:                                              ; preds = %688
  %692 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %484, 1
  %693 = mul nuw nsw i64 %681, 256
  %694 = mul nuw nsw i64 %685, 32
  %695 = add nuw nsw i64 %693, %694
  %696 = add nuw nsw i64 %695, %689
  %697 = getelementptr inbounds nuw double, ptr %692, i64 %696
  %698 = load double, ptr %697, align 8
  %699 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %569, 1
  %700 = mul nuw nsw i64 %681, 8
  %701 = add nuw nsw i64 %700, %685
  %702 = add nuw nsw i64 %701, 0
  %703 = getelementptr inbounds nuw double, ptr %699, i64 %702
  %704 = load double, ptr %703, align 8
  %705 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %650, 1
  %706 = mul nuw nsw i64 %681, 8
  %707 = add nuw nsw i64 %706, %685
  %708 = add nuw nsw i64 %707, 0
  %709 = getelementptr inbounds nuw double, ptr %705, i64 %708
  %710 = load double, ptr %709, align 8
  %711 = fdiv double %704, 3.200000e+01
  %712 = fsub double %698, %711
  %713 = fmul double %712, %712
  %714 = fadd double %713, %710
  %715 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %650, 1
  %716 = mul nuw nsw i64 %681, 8
  %717 = add nuw nsw i64 %716, %685
  %718 = add nuw nsw i64 %717, 0
  %719 = getelementptr inbounds nuw double, ptr %715, i64 %718
  store double %714, ptr %719, align 8
  %720 = add i64 %689, 1
  br label %688

721:                                              ; preds = %688
  %722 = add i64 %685, 1
  br label %684

723:                                              ; preds = %684
  %724 = add i64 %681, 1
  br label %680

725:                                              ; preds = %680
  %726 = call ptr @malloc(i64 96)
  %727 = ptrtoint ptr %726 to i64
  %728 = add i64 %727, 63
  %729 = urem i64 %728, 64
  %730 = sub i64 %728, %729
  %731 = inttoptr i64 %730 to ptr
  %732 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %726, 0
  %733 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %732, ptr %731, 1
  %734 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %733, i64 0, 2
  %735 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %734, i64 1, 3, 0
  %736 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %735, i64 8, 3, 1
  %737 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %736, i64 1, 3, 2
  %738 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %737, i64 8, 4, 0
  %739 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %738, i64 1, 4, 1
  %740 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %739, i64 1, 4, 2
  br label %741

741:                                              ; preds = %761, %725
  %742 = phi i64 [ %762, %761 ], [ 0, %725 ]
  %743 = icmp slt i64 %742, 1
  br i1 %743, label %744, label %763

744:                                              ; preds = %741
  br label %745

745:                                              ; preds = %759, %744
  %746 = phi i64 [ %760, %759 ], [ 0, %744 ]
  %747 = icmp slt i64 %746, 8
  br i1 %747, label %748, label %761

748:                                              ; preds = %745
  br label %749

749:                                              ; preds = %752, %748
  %750 = phi i64 [ %758, %752 ], [ 0, %748 ]
  %751 = icmp slt i64 %750, 1
  br i1 %751, label %752, label %759

752:                                              ; preds = %749
  %753 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %740, 1
  %754 = mul nuw nsw i64 %742, 8
  %755 = add nuw nsw i64 %754, %746
  %756 = add nuw nsw i64 %755, %750
  %757 = getelementptr inbounds nuw float, ptr %753, i64 %756
  store float 0.000000e+00, ptr %757, align 4
  %758 = add i64 %750, 1
  br label %749

759:                                              ; preds = %749
  %760 = add i64 %746, 1
  br label %745

761:                                              ; preds = %745
  %762 = add i64 %742, 1
  br label %741

763:                                              ; preds = %741
  %764 = call ptr @malloc(i64 96)
  %765 = ptrtoint ptr %764 to i64
  %766 = add i64 %765, 63
  %767 = urem i64 %766, 64
  %768 = sub i64 %766, %767
  %769 = inttoptr i64 %768 to ptr
  %770 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %764, 0
  %771 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %770, ptr %769, 1
  %772 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %771, i64 0, 2
  %773 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %772, i64 1, 3, 0
  %774 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %773, i64 8, 3, 1
  %775 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %774, i64 1, 3, 2
  %776 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %775, i64 8, 4, 0
  %777 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %776, i64 1, 4, 1
  %778 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %777, i64 1, 4, 2
  br label %779

779:                                              ; preds = %805, %763
  %780 = phi i64 [ %806, %805 ], [ 0, %763 ]
  %781 = icmp slt i64 %780, 1
  br i1 %781, label %782, label %807

782:                                              ; preds = %779
  br label %783

783:                                              ; preds = %803, %782
  %784 = phi i64 [ %804, %803 ], [ 0, %782 ]
  %785 = icmp slt i64 %784, 8
  br i1 %785, label %786, label %805

786:                                              ; preds = %783
  br label %787

787:                                              ; preds = %790, %786
  %788 = phi i64 [ %802, %790 ], [ 0, %786 ]
  %789 = icmp slt i64 %788, 1
  br i1 %789, label %790, label %803

790:                                              ; preds = %787
  %791 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %740, 1
  %792 = mul nuw nsw i64 %780, 8
  %793 = add nuw nsw i64 %792, %784
  %794 = add nuw nsw i64 %793, %788
  %795 = getelementptr inbounds nuw float, ptr %791, i64 %794
  %796 = load float, ptr %795, align 4
  %797 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %778, 1
  %798 = mul nuw nsw i64 %780, 8
  %799 = add nuw nsw i64 %798, %784
  %800 = add nuw nsw i64 %799, %788
  %801 = getelementptr inbounds nuw float, ptr %797, i64 %800
  store float %796, ptr %801, align 4
  %802 = add i64 %788, 1
  br label %787

803:                                              ; preds = %787
  %804 = add i64 %784, 1
  br label %783

805:                                              ; preds = %783
  %806 = add i64 %780, 1
  br label %779

807:                                              ; preds = %779
  br label %808

808:                                              ; preds = %842, %807
  %809 = phi i64 [ %843, %842 ], [ 0, %807 ]
  %810 = icmp slt i64 %809, 1
  br i1 %810, label %811, label %844

811:                                              ; preds = %808
  br label %812

812:                                              ; preds = %840, %811
  %813 = phi i64 [ %841, %840 ], [ 0, %811 ]
  %814 = icmp slt i64 %813, 8
  br i1 %814, label %815, label %842

815:                                              ; preds = %812
  br label %816

816:                                              ; preds = %819, %815
  %817 = phi i64 [ %839, %819 ], [ 0, %815 ]
  %818 = icmp slt i64 %817, 32
  br i1 %818, label %819, label %840

819:                                              ; preds = %816
  %820 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %821 = mul nuw nsw i64 %809, 256
  %822 = mul nuw nsw i64 %813, 32
  %823 = add nuw nsw i64 %821, %822
  %824 = add nuw nsw i64 %823, %817
  %825 = getelementptr inbounds nuw float, ptr %820, i64 %824
  %826 = load float, ptr %825, align 4
  %827 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %778, 1
  %828 = mul nuw nsw i64 %809, 8
  %829 = add nuw nsw i64 %828, %813
  %830 = add nuw nsw i64 %829, 0
  %831 = getelementptr inbounds nuw float, ptr %827, i64 %830
  %832 = load float, ptr %831, align 4
  %833 = fadd float %826, %832
  %834 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %778, 1
  %835 = mul nuw nsw i64 %809, 8
  %836 = add nuw nsw i64 %835, %813
  %837 = add nuw nsw i64 %836, 0
  %838 = getelementptr inbounds nuw float, ptr %834, i64 %837
  store float %833, ptr %838, align 4
  %839 = add i64 %817, 1
  br label %816

840:                                              ; preds = %816
  %841 = add i64 %813, 1
  br label %812

842:                                              ; preds = %812
  %843 = add i64 %809, 1
  br label %808

844:                                              ; preds = %808
  %845 = call ptr @malloc(i64 3136)
  %846 = ptrtoint ptr %845 to i64
  %847 = add i64 %846, 63
  %848 = urem i64 %847, 64
  %849 = sub i64 %847, %848
  %850 = inttoptr i64 %849 to ptr
  %851 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %845, 0
  %852 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %851, ptr %850, 1
  %853 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %852, i64 0, 2
  %854 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %853, i64 8, 3, 0
  %855 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %854, i64 96, 3, 1
  %856 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %855, i64 96, 4, 0
  %857 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %856, i64 1, 4, 1
  br label %858

858:                                              ; preds = %871, %844
  %859 = phi i64 [ %872, %871 ], [ 0, %844 ]
  %860 = icmp slt i64 %859, 8
  br i1 %860, label %861, label %873

861:                                              ; preds = %858
  br label %862

862:                                              ; preds = %865, %861
  %863 = phi i64 [ %870, %865 ], [ 0, %861 ]
  %864 = icmp slt i64 %863, 96
  br i1 %864, label %865, label %871

865:                                              ; preds = %862
  %866 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %857, 1
  %867 = mul nuw nsw i64 %859, 96
  %868 = add nuw nsw i64 %867, %863
  %869 = getelementptr inbounds nuw float, ptr %866, i64 %868
  store float 0.000000e+00, ptr %869, align 4
  %870 = add i64 %863, 1
  br label %862

871:                                              ; preds = %862
  %872 = add i64 %859, 1
  br label %858

873:                                              ; preds = %858
  %874 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %857, 0
  %875 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %857, 1
  %876 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %874, 0
  %877 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %876, ptr %875, 1
  %878 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %877, i64 0, 2
  %879 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %878, i64 1, 3, 0
  %880 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %879, i64 768, 4, 0
  %881 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %880, i64 8, 3, 1
  %882 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %881, i64 96, 4, 1
  %883 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %882, i64 96, 3, 2
  %884 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %883, i64 1, 4, 2
  %885 = call ptr @malloc(i64 3136)
  %886 = ptrtoint ptr %885 to i64
  %887 = add i64 %886, 63
  %888 = urem i64 %887, 64
  %889 = sub i64 %887, %888
  %890 = inttoptr i64 %889 to ptr
  %891 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %885, 0
  %892 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %891, ptr %890, 1
  %893 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %892, i64 0, 2
  %894 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %893, i64 1, 3, 0
  %895 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %894, i64 8, 3, 1
  %896 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %895, i64 96, 3, 2
  %897 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %896, i64 768, 4, 0
  %898 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %897, i64 96, 4, 1
  %899 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %898, i64 1, 4, 2
  br label %900

900:                                              ; preds = %928, %873
  %901 = phi i64 [ %929, %928 ], [ 0, %873 ]
  %902 = icmp slt i64 %901, 1
  br i1 %902, label %903, label %930

903:                                              ; preds = %900
  br label %904

904:                                              ; preds = %926, %903
  %905 = phi i64 [ %927, %926 ], [ 0, %903 ]
  %906 = icmp slt i64 %905, 8
  br i1 %906, label %907, label %928

907:                                              ; preds = %904
  br label %908

908:                                              ; preds = %911, %907
  %909 = phi i64 [ %925, %911 ], [ 0, %907 ]
  %910 = icmp slt i64 %909, 96
  br i1 %910, label %911, label %926

911:                                              ; preds = %908
  %912 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %884, 1
  %913 = mul nuw nsw i64 %901, 768
  %914 = mul nuw nsw i64 %905, 96
  %915 = add nuw nsw i64 %913, %914
  %916 = add nuw nsw i64 %915, %909
  %917 = getelementptr inbounds nuw float, ptr %912, i64 %916
  %918 = load float, ptr %917, align 4
  %919 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %899, 1
  %920 = mul nuw nsw i64 %901, 768
  %921 = mul nuw nsw i64 %905, 96
  %922 = add nuw nsw i64 %920, %921
  %923 = add nuw nsw i64 %922, %909
  %924 = getelementptr inbounds nuw float, ptr %919, i64 %923
  store float %918, ptr %924, align 4
  %925 = add i64 %909, 1
  br label %908

926:                                              ; preds = %908
  %927 = add i64 %905, 1
  br label %904

928:                                              ; preds = %904
  %929 = add i64 %901, 1
  br label %900

930:                                              ; preds = %900
  br label %931

931:                                              ; preds = %1004, %930
  %932 = phi i64 [ %1005, %1004 ], [ 0, %930 ]
  %933 = icmp slt i64 %932, 1
  br i1 %933, label %934, label %1006

934:                                              ; preds = %931
  br label %935

935:                                              ; preds = %1002, %934
  %936 = phi i64 [ %1003, %1002 ], [ 0, %934 ]
  %937 = icmp slt i64 %936, 8
  br i1 %937, label %938, label %1004

938:                                              ; preds = %935
  br label %939

939:                                              ; preds = %1000, %938
  %940 = phi i64 [ %1001, %1000 ], [ 0, %938 ]
  %941 = icmp slt i64 %940, 96
  br i1 %941, label %942, label %1002

942:                                              ; preds = %939
  br label %943

943:                                              ; preds = %946, %942
  %944 = phi i64 [ %999, %946 ], [ 0, %942 ]
  %945 = icmp slt i64 %944, 32
  br i1 %945, label %946, label %1000

946:                                              ; preds = %943
  %947 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %948 = mul nuw nsw i64 %932, 256
  %949 = mul nuw nsw i64 %936, 32
  %950 = add nuw nsw i64 %948, %949
  %951 = add nuw nsw i64 %950, %944
  %952 = getelementptr inbounds nuw float, ptr %947, i64 %951
  %953 = load float, ptr %952, align 4
  %954 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %778, 1
  %955 = mul nuw nsw i64 %932, 8
  %956 = add nuw nsw i64 %955, %936
  %957 = add nuw nsw i64 %956, 0
  %958 = getelementptr inbounds nuw float, ptr %954, i64 %957
  %959 = load float, ptr %958, align 4
  %960 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %650, 1
  %961 = mul nuw nsw i64 %932, 8
  %962 = add nuw nsw i64 %961, %936
  %963 = add nuw nsw i64 %962, 0
  %964 = getelementptr inbounds nuw double, ptr %960, i64 %963
  %965 = load double, ptr %964, align 8
  %966 = getelementptr inbounds nuw float, ptr @__constant_32xf32_18, i64 %944
  %967 = load float, ptr %966, align 4
  %968 = getelementptr inbounds nuw float, ptr @__constant_32xf32_17, i64 %944
  %969 = load float, ptr %968, align 4
  %970 = mul nuw nsw i64 %944, 96
  %971 = add nuw nsw i64 %970, %940
  %972 = getelementptr inbounds nuw float, ptr @__constant_32x96xf32_16, i64 %971
  %973 = load float, ptr %972, align 4
  %974 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %899, 1
  %975 = mul nuw nsw i64 %932, 768
  %976 = mul nuw nsw i64 %936, 96
  %977 = add nuw nsw i64 %975, %976
  %978 = add nuw nsw i64 %977, %940
  %979 = getelementptr inbounds nuw float, ptr %974, i64 %978
  %980 = load float, ptr %979, align 4
  %981 = fdiv double %965, 3.200000e+01
  %982 = fptrunc double %981 to float
  %983 = fadd float %982, f0x3727C5AC
  %984 = call float @llvm.sqrt.f32(float %983)
  %985 = fdiv float 1.000000e+00, %984
  %986 = fdiv float %959, 3.200000e+01
  %987 = fsub float %953, %986
  %988 = fmul float %987, %985
  %989 = fmul float %988, %967
  %990 = fadd float %989, %969
  %991 = fmul float %990, %973
  %992 = fadd float %980, %991
  %993 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %899, 1
  %994 = mul nuw nsw i64 %932, 768
  %995 = mul nuw nsw i64 %936, 96
  %996 = add nuw nsw i64 %994, %995
  %997 = add nuw nsw i64 %996, %940
  %998 = getelementptr inbounds nuw float, ptr %993, i64 %997
  store float %992, ptr %998, align 4
  %999 = add i64 %944, 1
  br label %943

1000:                                             ; preds = %943
  %1001 = add i64 %940, 1
  br label %939

1002:                                             ; preds = %939
  %1003 = add i64 %936, 1
  br label %935

1004:                                             ; preds = %935
  %1005 = add i64 %932, 1
  br label %931

1006:                                             ; preds = %931
  %1007 = call ptr @malloc(i64 3136)
  %1008 = ptrtoint ptr %1007 to i64
  %1009 = add i64 %1008, 63
  %1010 = urem i64 %1009, 64
  %1011 = sub i64 %1009, %1010
  %1012 = inttoptr i64 %1011 to ptr
  %1013 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1007, 0
  %1014 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1013, ptr %1012, 1
  %1015 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1014, i64 0, 2
  %1016 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1015, i64 1, 3, 0
  %1017 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1016, i64 8, 3, 1
  %1018 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1017, i64 96, 3, 2
  %1019 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1018, i64 768, 4, 0
  %1020 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1019, i64 96, 4, 1
  %1021 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1020, i64 1, 4, 2
  br label %1022

1022:                                             ; preds = %1053, %1006
  %1023 = phi i64 [ %1054, %1053 ], [ 0, %1006 ]
  %1024 = icmp slt i64 %1023, 1
  br i1 %1024, label %1025, label %1055

1025:                                             ; preds = %1022
  br label %1026

1026:                                             ; preds = %1051, %1025
  %1027 = phi i64 [ %1052, %1051 ], [ 0, %1025 ]
  %1028 = icmp slt i64 %1027, 8
  br i1 %1028, label %1029, label %1053

1029:                                             ; preds = %1026
  br label %1030

1030:                                             ; preds = %1033, %1029
  %1031 = phi i64 [ %1050, %1033 ], [ 0, %1029 ]
  %1032 = icmp slt i64 %1031, 96
  br i1 %1032, label %1033, label %1051

1033:                                             ; preds = %1030
  %1034 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %899, 1
  %1035 = mul nuw nsw i64 %1023, 768
  %1036 = mul nuw nsw i64 %1027, 96
  %1037 = add nuw nsw i64 %1035, %1036
  %1038 = add nuw nsw i64 %1037, %1031
  %1039 = getelementptr inbounds nuw float, ptr %1034, i64 %1038
  %1040 = load float, ptr %1039, align 4
  %1041 = getelementptr inbounds nuw float, ptr @__constant_96xf32_15, i64 %1031
  %1042 = load float, ptr %1041, align 4
  %1043 = fadd float %1040, %1042
  %1044 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1021, 1
  %1045 = mul nuw nsw i64 %1023, 768
  %1046 = mul nuw nsw i64 %1027, 96
  %1047 = add nuw nsw i64 %1045, %1046
  %1048 = add nuw nsw i64 %1047, %1031
  %1049 = getelementptr inbounds nuw float, ptr %1044, i64 %1048
  store float %1043, ptr %1049, align 4
  %1050 = add i64 %1031, 1
  br label %1030

1051:                                             ; preds = %1030
  %1052 = add i64 %1027, 1
  br label %1026

1053:                                             ; preds = %1026
  %1054 = add i64 %1023, 1
  br label %1022

1055:                                             ; preds = %1022
  %1056 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1021, 0
  %1057 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1021, 1
  %1058 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1056, 0
  %1059 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1058, ptr %1057, 1
  %1060 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1059, i64 32, 2
  %1061 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1060, i64 1, 3, 0
  %1062 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1061, i64 768, 4, 0
  %1063 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1062, i64 8, 3, 1
  %1064 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1063, i64 96, 4, 1
  %1065 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1064, i64 2, 3, 2
  %1066 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1065, i64 16, 4, 2
  %1067 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1066, i64 16, 3, 3
  %1068 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1067, i64 1, 4, 3
  %1069 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1021, 0
  %1070 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1021, 1
  %1071 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1069, 0
  %1072 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1071, ptr %1070, 1
  %1073 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1072, i64 64, 2
  %1074 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1073, i64 1, 3, 0
  %1075 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1074, i64 768, 4, 0
  %1076 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1075, i64 8, 3, 1
  %1077 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1076, i64 96, 4, 1
  %1078 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1077, i64 2, 3, 2
  %1079 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1078, i64 16, 4, 2
  %1080 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1079, i64 16, 3, 3
  %1081 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1080, i64 1, 4, 3
  %1082 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1021, 0
  %1083 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1021, 1
  %1084 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1082, 0
  %1085 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1084, ptr %1083, 1
  %1086 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1085, i64 0, 2
  %1087 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1086, i64 1, 3, 0
  %1088 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1087, i64 768, 4, 0
  %1089 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1088, i64 8, 3, 1
  %1090 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1089, i64 96, 4, 1
  %1091 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1090, i64 2, 3, 2
  %1092 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1091, i64 16, 4, 2
  %1093 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1092, i64 16, 3, 3
  %1094 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1093, i64 1, 4, 3
  %1095 = call ptr @malloc(i64 576)
  %1096 = ptrtoint ptr %1095 to i64
  %1097 = add i64 %1096, 63
  %1098 = urem i64 %1097, 64
  %1099 = sub i64 %1097, %1098
  %1100 = inttoptr i64 %1099 to ptr
  %1101 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1095, 0
  %1102 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1101, ptr %1100, 1
  %1103 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1102, i64 0, 2
  %1104 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1103, i64 2, 3, 0
  %1105 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1104, i64 8, 3, 1
  %1106 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1105, i64 8, 3, 2
  %1107 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1106, i64 64, 4, 0
  %1108 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1107, i64 8, 4, 1
  %1109 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1108, i64 1, 4, 2
  br label %1110

1110:                                             ; preds = %1131, %1055
  %1111 = phi i64 [ %1132, %1131 ], [ 0, %1055 ]
  %1112 = icmp slt i64 %1111, 2
  br i1 %1112, label %1113, label %1133

1113:                                             ; preds = %1110
  br label %1114

1114:                                             ; preds = %1129, %1113
  %1115 = phi i64 [ %1130, %1129 ], [ 0, %1113 ]
  %1116 = icmp slt i64 %1115, 8
  br i1 %1116, label %1117, label %1131

1117:                                             ; preds = %1114
  br label %1118

1118:                                             ; preds = %1121, %1117
  %1119 = phi i64 [ %1128, %1121 ], [ 0, %1117 ]
  %1120 = icmp slt i64 %1119, 8
  br i1 %1120, label %1121, label %1129

1121:                                             ; preds = %1118
  %1122 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1109, 1
  %1123 = mul nuw nsw i64 %1111, 64
  %1124 = mul nuw nsw i64 %1115, 8
  %1125 = add nuw nsw i64 %1123, %1124
  %1126 = add nuw nsw i64 %1125, %1119
  %1127 = getelementptr inbounds nuw float, ptr %1122, i64 %1126
  store float 0.000000e+00, ptr %1127, align 4
  %1128 = add i64 %1119, 1
  br label %1118

1129:                                             ; preds = %1118
  %1130 = add i64 %1115, 1
  br label %1114

1131:                                             ; preds = %1114
  %1132 = add i64 %1111, 1
  br label %1110

1133:                                             ; preds = %1110
  %1134 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1109, 0
  %1135 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1109, 1
  %1136 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1134, 0
  %1137 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1136, ptr %1135, 1
  %1138 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1137, i64 0, 2
  %1139 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1138, i64 1, 3, 0
  %1140 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1139, i64 128, 4, 0
  %1141 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1140, i64 2, 3, 1
  %1142 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1141, i64 64, 4, 1
  %1143 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1142, i64 8, 3, 2
  %1144 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1143, i64 8, 4, 2
  %1145 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1144, i64 8, 3, 3
  %1146 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1145, i64 1, 4, 3
  %1147 = call ptr @malloc(i64 576)
  %1148 = ptrtoint ptr %1147 to i64
  %1149 = add i64 %1148, 63
  %1150 = urem i64 %1149, 64
  %1151 = sub i64 %1149, %1150
  %1152 = inttoptr i64 %1151 to ptr
  %1153 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1147, 0
  %1154 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1153, ptr %1152, 1
  %1155 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1154, i64 0, 2
  %1156 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1155, i64 1, 3, 0
  %1157 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1156, i64 2, 3, 1
  %1158 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1157, i64 8, 3, 2
  %1159 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1158, i64 8, 3, 3
  %1160 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1159, i64 128, 4, 0
  %1161 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1160, i64 64, 4, 1
  %1162 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1161, i64 8, 4, 2
  %1163 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1162, i64 1, 4, 3
  br label %1164

1164:                                             ; preds = %1202, %1133
  %1165 = phi i64 [ %1203, %1202 ], [ 0, %1133 ]
  %1166 = icmp slt i64 %1165, 1
  br i1 %1166, label %1167, label %1204

1167:                                             ; preds = %1164
  br label %1168

1168:                                             ; preds = %1200, %1167
  %1169 = phi i64 [ %1201, %1200 ], [ 0, %1167 ]
  %1170 = icmp slt i64 %1169, 2
  br i1 %1170, label %1171, label %1202

1171:                                             ; preds = %1168
  br label %1172

1172:                                             ; preds = %1198, %1171
  %1173 = phi i64 [ %1199, %1198 ], [ 0, %1171 ]
  %1174 = icmp slt i64 %1173, 8
  br i1 %1174, label %1175, label %1200

1175:                                             ; preds = %1172
  br label %1176

1176:                                             ; preds = %1179, %1175
  %1177 = phi i64 [ %1197, %1179 ], [ 0, %1175 ]
  %1178 = icmp slt i64 %1177, 8
  br i1 %1178, label %1179, label %1198

1179:                                             ; preds = %1176
  %1180 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1146, 1
  %1181 = mul nuw nsw i64 %1165, 128
  %1182 = mul nuw nsw i64 %1169, 64
  %1183 = add nuw nsw i64 %1181, %1182
  %1184 = mul nuw nsw i64 %1173, 8
  %1185 = add nuw nsw i64 %1183, %1184
  %1186 = add nuw nsw i64 %1185, %1177
  %1187 = getelementptr inbounds nuw float, ptr %1180, i64 %1186
  %1188 = load float, ptr %1187, align 4
  %1189 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1163, 1
  %1190 = mul nuw nsw i64 %1165, 128
  %1191 = mul nuw nsw i64 %1169, 64
  %1192 = add nuw nsw i64 %1190, %1191
  %1193 = mul nuw nsw i64 %1173, 8
  %1194 = add nuw nsw i64 %1192, %1193
  %1195 = add nuw nsw i64 %1194, %1177
  %1196 = getelementptr inbounds nuw float, ptr %1189, i64 %1195
  store float %1188, ptr %1196, align 4
  %1197 = add i64 %1177, 1
  br label %1176

1198:                                             ; preds = %1176
  %1199 = add i64 %1173, 1
  br label %1172

1200:                                             ; preds = %1172
  %1201 = add i64 %1169, 1
  br label %1168

1202:                                             ; preds = %1168
  %1203 = add i64 %1165, 1
  br label %1164

1204:                                             ; preds = %1164
  br label %1205

1205:                                             ; preds = %1270, %1204
  %1206 = phi i64 [ %1271, %1270 ], [ 0, %1204 ]
  %1207 = icmp slt i64 %1206, 1
  br i1 %1207, label %1208, label %1272

1208:                                             ; preds = %1205
  br label %1209

1209:                                             ; preds = %1268, %1208
  %1210 = phi i64 [ %1269, %1268 ], [ 0, %1208 ]
  %1211 = icmp slt i64 %1210, 2
  br i1 %1211, label %1212, label %1270

1212:                                             ; preds = %1209
  br label %1213

1213:                                             ; preds = %1266, %1212
  %1214 = phi i64 [ %1267, %1266 ], [ 0, %1212 ]
  %1215 = icmp slt i64 %1214, 8
  br i1 %1215, label %1216, label %1268

1216:                                             ; preds = %1213
  br label %1217

1217:                                             ; preds = %1264, %1216
  %1218 = phi i64 [ %1265, %1264 ], [ 0, %1216 ]
  %1219 = icmp slt i64 %1218, 8
  br i1 %1219, label %1220, label %1266

1220:                                             ; preds = %1217
  br label %1221

1221:                                             ; preds = %1224, %1220
  %1222 = phi i64 [ %1263, %1224 ], [ 0, %1220 ]
  %1223 = icmp slt i64 %1222, 16
  br i1 %1223, label %1224, label %1264

1224:                                             ; preds = %1221
  %1225 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1094, 1
  %1226 = mul nuw nsw i64 %1206, 768
  %1227 = mul nuw nsw i64 %1214, 96
  %1228 = add nuw nsw i64 %1226, %1227
  %1229 = mul nuw nsw i64 %1210, 16
  %1230 = add nuw nsw i64 %1228, %1229
  %1231 = add nuw nsw i64 %1230, %1222
  %1232 = getelementptr inbounds nuw float, ptr %1225, i64 %1231
  %1233 = load float, ptr %1232, align 4
  %1234 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1068, 1
  %1235 = getelementptr float, ptr %1234, i64 32
  %1236 = mul nuw nsw i64 %1206, 768
  %1237 = mul nuw nsw i64 %1218, 96
  %1238 = add nuw nsw i64 %1236, %1237
  %1239 = mul nuw nsw i64 %1210, 16
  %1240 = add nuw nsw i64 %1238, %1239
  %1241 = add nuw nsw i64 %1240, %1222
  %1242 = getelementptr inbounds nuw float, ptr %1235, i64 %1241
  %1243 = load float, ptr %1242, align 4
  %1244 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1163, 1
  %1245 = mul nuw nsw i64 %1206, 128
  %1246 = mul nuw nsw i64 %1210, 64
  %1247 = add nuw nsw i64 %1245, %1246
  %1248 = mul nuw nsw i64 %1214, 8
  %1249 = add nuw nsw i64 %1247, %1248
  %1250 = add nuw nsw i64 %1249, %1218
  %1251 = getelementptr inbounds nuw float, ptr %1244, i64 %1250
  %1252 = load float, ptr %1251, align 4
  %1253 = fmul float %1233, %1243
  %1254 = fadd float %1252, %1253
  %1255 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1163, 1
  %1256 = mul nuw nsw i64 %1206, 128
  %1257 = mul nuw nsw i64 %1210, 64
  %1258 = add nuw nsw i64 %1256, %1257
  %1259 = mul nuw nsw i64 %1214, 8
  %1260 = add nuw nsw i64 %1258, %1259
  %1261 = add nuw nsw i64 %1260, %1218
  %1262 = getelementptr inbounds nuw float, ptr %1255, i64 %1261
  store float %1254, ptr %1262, align 4
  %1263 = add i64 %1222, 1
  br label %1221

1264:                                             ; preds = %1221
  %1265 = add i64 %1218, 1
  br label %1217

1266:                                             ; preds = %1217
  %1267 = add i64 %1214, 1
  br label %1213

1268:                                             ; preds = %1213
  %1269 = add i64 %1210, 1
  br label %1209

1270:                                             ; preds = %1209
  %1271 = add i64 %1206, 1
  br label %1205

1272:                                             ; preds = %1205
  %1273 = call ptr @malloc(i64 576)
  %1274 = ptrtoint ptr %1273 to i64
  %1275 = add i64 %1274, 63
  %1276 = urem i64 %1275, 64
  %1277 = sub i64 %1275, %1276
  %1278 = inttoptr i64 %1277 to ptr
  %1279 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1273, 0
  %1280 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1279, ptr %1278, 1
  %1281 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1280, i64 0, 2
  %1282 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1281, i64 1, 3, 0
  %1283 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1282, i64 2, 3, 1
  %1284 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1283, i64 8, 3, 2
  %1285 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1284, i64 8, 3, 3
  %1286 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1285, i64 128, 4, 0
  %1287 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1286, i64 64, 4, 1
  %1288 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1287, i64 8, 4, 2
  %1289 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1288, i64 1, 4, 3
  br label %1290

1290:                                             ; preds = %1338, %1272
  %1291 = phi i64 [ %1339, %1338 ], [ 0, %1272 ]
  %1292 = icmp slt i64 %1291, 1
  br i1 %1292, label %1293, label %1340

1293:                                             ; preds = %1290
  br label %1294

1294:                                             ; preds = %1336, %1293
  %1295 = phi i64 [ %1337, %1336 ], [ 0, %1293 ]
  %1296 = icmp slt i64 %1295, 2
  br i1 %1296, label %1297, label %1338

1297:                                             ; preds = %1294
  br label %1298

1298:                                             ; preds = %1334, %1297
  %1299 = phi i64 [ %1335, %1334 ], [ 0, %1297 ]
  %1300 = icmp slt i64 %1299, 8
  br i1 %1300, label %1301, label %1336

1301:                                             ; preds = %1298
  br label %1302

1302:                                             ; preds = %1305, %1301
  %1303 = phi i64 [ %1333, %1305 ], [ 0, %1301 ]
  %1304 = icmp slt i64 %1303, 8
  br i1 %1304, label %1305, label %1334

1305:                                             ; preds = %1302
  %1306 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1163, 1
  %1307 = mul nuw nsw i64 %1291, 128
  %1308 = mul nuw nsw i64 %1295, 64
  %1309 = add nuw nsw i64 %1307, %1308
  %1310 = mul nuw nsw i64 %1299, 8
  %1311 = add nuw nsw i64 %1309, %1310
  %1312 = add nuw nsw i64 %1311, %1303
  %1313 = getelementptr inbounds nuw float, ptr %1306, i64 %1312
  %1314 = load float, ptr %1313, align 4
  %1315 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %402, 1
  %1316 = mul nuw nsw i64 %1291, 64
  %1317 = add nuw nsw i64 %1316, 0
  %1318 = mul nuw nsw i64 %1299, 8
  %1319 = add nuw nsw i64 %1317, %1318
  %1320 = add nuw nsw i64 %1319, %1303
  %1321 = getelementptr inbounds nuw float, ptr %1315, i64 %1320
  %1322 = load float, ptr %1321, align 4
  %1323 = fmul float %1314, 2.500000e-01
  %1324 = fadd float %1323, %1322
  %1325 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1289, 1
  %1326 = mul nuw nsw i64 %1291, 128
  %1327 = mul nuw nsw i64 %1295, 64
  %1328 = add nuw nsw i64 %1326, %1327
  %1329 = mul nuw nsw i64 %1299, 8
  %1330 = add nuw nsw i64 %1328, %1329
  %1331 = add nuw nsw i64 %1330, %1303
  %1332 = getelementptr inbounds nuw float, ptr %1325, i64 %1331
  store float %1324, ptr %1332, align 4
  %1333 = add i64 %1303, 1
  br label %1302

1334:                                             ; preds = %1302
  %1335 = add i64 %1299, 1
  br label %1298

1336:                                             ; preds = %1298
  %1337 = add i64 %1295, 1
  br label %1294

1338:                                             ; preds = %1294
  %1339 = add i64 %1291, 1
  br label %1290

1340:                                             ; preds = %1290
  %1341 = call ptr @malloc(i64 128)
  %1342 = ptrtoint ptr %1341 to i64
  %1343 = add i64 %1342, 63
  %1344 = urem i64 %1343, 64
  %1345 = sub i64 %1343, %1344
  %1346 = inttoptr i64 %1345 to ptr
  %1347 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1341, 0
  %1348 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1347, ptr %1346, 1
  %1349 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1348, i64 0, 2
  %1350 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1349, i64 1, 3, 0
  %1351 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1350, i64 2, 3, 1
  %1352 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1351, i64 8, 3, 2
  %1353 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1352, i64 16, 4, 0
  %1354 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1353, i64 8, 4, 1
  %1355 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1354, i64 1, 4, 2
  br label %1356

1356:                                             ; preds = %1377, %1340
  %1357 = phi i64 [ %1378, %1377 ], [ 0, %1340 ]
  %1358 = icmp slt i64 %1357, 1
  br i1 %1358, label %1359, label %1379

1359:                                             ; preds = %1356
  br label %1360

1360:                                             ; preds = %1375, %1359
  %1361 = phi i64 [ %1376, %1375 ], [ 0, %1359 ]
  %1362 = icmp slt i64 %1361, 2
  br i1 %1362, label %1363, label %1377

1363:                                             ; preds = %1360
  br label %1364

1364:                                             ; preds = %1367, %1363
  %1365 = phi i64 [ %1374, %1367 ], [ 0, %1363 ]
  %1366 = icmp slt i64 %1365, 8
  br i1 %1366, label %1367, label %1375

1367:                                             ; preds = %1364
  %1368 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1355, 1
  %1369 = mul nuw nsw i64 %1357, 16
  %1370 = mul nuw nsw i64 %1361, 8
  %1371 = add nuw nsw i64 %1369, %1370
  %1372 = add nuw nsw i64 %1371, %1365
  %1373 = getelementptr inbounds nuw float, ptr %1368, i64 %1372
  store float -inf, ptr %1373, align 4
  %1374 = add i64 %1365, 1
  br label %1364

1375:                                             ; preds = %1364
  %1376 = add i64 %1361, 1
  br label %1360

1377:                                             ; preds = %1360
  %1378 = add i64 %1357, 1
  br label %1356

1379:                                             ; preds = %1356
  %1380 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1289, 0
  %1381 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1289, 1
  %1382 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %1380, 0
  %1383 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1382, ptr %1381, 1
  %1384 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1383, i64 0, 2
  %1385 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1384, i64 1, 3, 0
  %1386 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1385, i64 128, 4, 0
  %1387 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1386, i64 2, 3, 1
  %1388 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1387, i64 64, 4, 1
  %1389 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1388, i64 8, 3, 2
  %1390 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1389, i64 8, 4, 2
  %1391 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1390, i64 1, 3, 3
  %1392 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1391, i64 8, 4, 3
  %1393 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1392, i64 8, 3, 4
  %1394 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1393, i64 1, 4, 4
  %1395 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1355, 0
  %1396 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1355, 1
  %1397 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1395, 0
  %1398 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1397, ptr %1396, 1
  %1399 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1398, i64 0, 2
  %1400 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1399, i64 1, 3, 0
  %1401 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1400, i64 16, 4, 0
  %1402 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1401, i64 2, 3, 1
  %1403 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1402, i64 8, 4, 1
  %1404 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1403, i64 8, 3, 2
  %1405 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1404, i64 1, 4, 2
  %1406 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1405, i64 1, 3, 3
  %1407 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1406, i64 1, 4, 3
  %1408 = call ptr @malloc(i64 128)
  %1409 = ptrtoint ptr %1408 to i64
  %1410 = add i64 %1409, 63
  %1411 = urem i64 %1410, 64
  %1412 = sub i64 %1410, %1411
  %1413 = inttoptr i64 %1412 to ptr
  %1414 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1408, 0
  %1415 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1414, ptr %1413, 1
  %1416 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1415, i64 0, 2
  %1417 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1416, i64 1, 3, 0
  %1418 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1417, i64 2, 3, 1
  %1419 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1418, i64 8, 3, 2
  %1420 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1419, i64 1, 3, 3
  %1421 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1420, i64 16, 4, 0
  %1422 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1421, i64 8, 4, 1
  %1423 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1422, i64 1, 4, 2
  %1424 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1423, i64 1, 4, 3
  br label %1425

1425:                                             ; preds = %1461, %1379
  %1426 = phi i64 [ %1462, %1461 ], [ 0, %1379 ]
  %1427 = icmp slt i64 %1426, 1
  br i1 %1427, label %1428, label %1463

1428:                                             ; preds = %1425
  br label %1429

1429:                                             ; preds = %1459, %1428
  %1430 = phi i64 [ %1460, %1459 ], [ 0, %1428 ]
  %1431 = icmp slt i64 %1430, 2
  br i1 %1431, label %1432, label %1461

1432:                                             ; preds = %1429
  br label %1433

1433:                                             ; preds = %1457, %1432
  %1434 = phi i64 [ %1458, %1457 ], [ 0, %1432 ]
  %1435 = icmp slt i64 %1434, 8
  br i1 %1435, label %1436, label %1459

1436:                                             ; preds = %1433
  br label %1437

1437:                                             ; preds = %1440, %1436
  %1438 = phi i64 [ %1456, %1440 ], [ 0, %1436 ]
  %1439 = icmp slt i64 %1438, 1
  br i1 %1439, label %1440, label %1457

1440:                                             ; preds = %1437
  %1441 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1407, 1
  %1442 = mul nuw nsw i64 %1426, 16
  %1443 = mul nuw nsw i64 %1430, 8
  %1444 = add nuw nsw i64 %1442, %1443
  %1445 = add nuw nsw i64 %1444, %1434
  %1446 = add nuw nsw i64 %1445, %1438
  %1447 = getelementptr inbounds nuw float, ptr %1441, i64 %1446
  %1448 = load float, ptr %1447, align 4
  %1449 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1424, 1
  %1450 = mul nuw nsw i64 %1426, 16
  %1451 = mul nuw nsw i64 %1430, 8
  %1452 = add nuw nsw i64 %1450, %1451
  %1453 = add nuw nsw i64 %1452, %1434
  %1454 = add nuw nsw i64 %1453, %1438
  %1455 = getelementptr inbounds nuw float, ptr %1449, i64 %1454
  store float %1448, ptr %1455, align 4
  %1456 = add i64 %1438, 1
  br label %1437

1457:                                             ; preds = %1437
  %1458 = add i64 %1434, 1
  br label %1433

1459:                                             ; preds = %1433
  %1460 = add i64 %1430, 1
  br label %1429

1461:                                             ; preds = %1429
  %1462 = add i64 %1426, 1
  br label %1425

1463:                                             ; preds = %1425
  br label %1464

1464:                                             ; preds = %1518, %1463
  %1465 = phi i64 [ %1519, %1518 ], [ 0, %1463 ]
  %1466 = icmp slt i64 %1465, 1
  br i1 %1466, label %1467, label %1520

1467:                                             ; preds = %1464
  br label %1468

1468:                                             ; preds = %1516, %1467
  %1469 = phi i64 [ %1517, %1516 ], [ 0, %1467 ]
  %1470 = icmp slt i64 %1469, 2
  br i1 %1470, label %1471, label %1518

1471:                                             ; preds = %1468
  br label %1472

1472:                                             ; preds = %1514, %1471
  %1473 = phi i64 [ %1515, %1514 ], [ 0, %1471 ]
  %1474 = icmp slt i64 %1473, 8
  br i1 %1474, label %1475, label %1516

1475:                                             ; preds = %1472
  br label %1476

1476:                                             ; preds = %1512, %1475
  %1477 = phi i64 [ %1513, %1512 ], [ 0, %1475 ]
  %1478 = icmp slt i64 %1477, 1
  br i1 %1478, label %1479, label %1514

1479:                                             ; preds = %1476
  br label %1480

1480:                                             ; preds = %1483, %1479
  %1481 = phi i64 [ %1511, %1483 ], [ 0, %1479 ]
  %1482 = icmp slt i64 %1481, 8
  br i1 %1482, label %1483, label %1512

1483:                                             ; preds = %1480
  %1484 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1394, 1
  %1485 = mul nuw nsw i64 %1465, 128
  %1486 = mul nuw nsw i64 %1469, 64
  %1487 = add nuw nsw i64 %1485, %1486
  %1488 = mul nuw nsw i64 %1473, 8
  %1489 = add nuw nsw i64 %1487, %1488
  %1490 = mul nuw nsw i64 %1477, 8
  %1491 = add nuw nsw i64 %1489, %1490
  %1492 = add nuw nsw i64 %1491, %1481
  %1493 = getelementptr inbounds nuw float, ptr %1484, i64 %1492
  %1494 = load float, ptr %1493, align 4
  %1495 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1424, 1
  %1496 = mul nuw nsw i64 %1465, 16
  %1497 = mul nuw nsw i64 %1469, 8
  %1498 = add nuw nsw i64 %1496, %1497
  %1499 = add nuw nsw i64 %1498, %1473
  %1500 = add nuw nsw i64 %1499, %1477
  %1501 = getelementptr inbounds nuw float, ptr %1495, i64 %1500
  %1502 = load float, ptr %1501, align 4
  %1503 = call float @llvm.maximum.f32(float %1494, float %1502)
  %1504 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1424, 1
  %1505 = mul nuw nsw i64 %1465, 16
  %1506 = mul nuw nsw i64 %1469, 8
  %1507 = add nuw nsw i64 %1505, %1506
  %1508 = add nuw nsw i64 %1507, %1473
  %1509 = add nuw nsw i64 %1508, %1477
  %1510 = getelementptr inbounds nuw float, ptr %1504, i64 %1509
  store float %1503, ptr %1510, align 4
  %1511 = add i64 %1481, 1
  br label %1480

1512:                                             ; preds = %1480
  %1513 = add i64 %1477, 1
  br label %1476

1514:                                             ; preds = %1476
  %1515 = add i64 %1473, 1
  br label %1472

1516:                                             ; preds = %1472
  %1517 = add i64 %1469, 1
  br label %1468

1518:                                             ; preds = %1468
  %1519 = add i64 %1465, 1
  br label %1464

1520:                                             ; preds = %1464
  br label %1521

1521:                                             ; preds = %1570, %1520
  %1522 = phi i64 [ %1571, %1570 ], [ 0, %1520 ]
  %1523 = icmp slt i64 %1522, 1
  br i1 %1523, label %1524, label %1572

1524:                                             ; preds = %1521
  br label %1525

1525:                                             ; preds = %1568, %1524
  %1526 = phi i64 [ %1569, %1568 ], [ 0, %1524 ]
  %1527 = icmp slt i64 %1526, 2
  br i1 %1527, label %1528, label %1570

1528:                                             ; preds = %1525
  br label %1529

1529:                                             ; preds = %1566, %1528
  %1530 = phi i64 [ %1567, %1566 ], [ 0, %1528 ]
  %1531 = icmp slt i64 %1530, 8
  br i1 %1531, label %1532, label %1568

1532:                                             ; preds = %1529
  br label %1533

1533:                                             ; preds = %1536, %1532
  %1534 = phi i64 [ %1565, %1536 ], [ 0, %1532 ]
  %1535 = icmp slt i64 %1534, 8
  br i1 %1535, label %1536, label %1566

1536:                                             ; preds = %1533
  %1537 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1289, 1
  %1538 = mul nuw nsw i64 %1522, 128
  %1539 = mul nuw nsw i64 %1526, 64
  %1540 = add nuw nsw i64 %1538, %1539
  %1541 = mul nuw nsw i64 %1530, 8
  %1542 = add nuw nsw i64 %1540, %1541
  %1543 = add nuw nsw i64 %1542, %1534
  %1544 = getelementptr inbounds nuw float, ptr %1537, i64 %1543
  %1545 = load float, ptr %1544, align 4
  %1546 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1424, 1
  %1547 = mul nuw nsw i64 %1522, 16
  %1548 = mul nuw nsw i64 %1526, 8
  %1549 = add nuw nsw i64 %1547, %1548
  %1550 = add nuw nsw i64 %1549, %1530
  %1551 = add nuw nsw i64 %1550, 0
  %1552 = getelementptr inbounds nuw float, ptr %1546, i64 %1551
  %1553 = load float, ptr %1552, align 4
  %1554 = fsub float %1545, %1553
  %1555 = fmul float %1554, f0x3FB8AA3B
  %1556 = call float @llvm.exp2.f32(float %1555)
  %1557 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1289, 1
  %1558 = mul nuw nsw i64 %1522, 128
  %1559 = mul nuw nsw i64 %1526, 64
  %1560 = add nuw nsw i64 %1558, %1559
  %1561 = mul nuw nsw i64 %1530, 8
  %1562 = add nuw nsw i64 %1560, %1561
  %1563 = add nuw nsw i64 %1562, %1534
  %1564 = getelementptr inbounds nuw float, ptr %1557, i64 %1563
  store float %1556, ptr %1564, align 4
  %1565 = add i64 %1534, 1
  br label %1533

1566:                                             ; preds = %1533
  %1567 = add i64 %1530, 1
  br label %1529

1568:                                             ; preds = %1529
  %1569 = add i64 %1526, 1
  br label %1525

1570:                                             ; preds = %1525
  %1571 = add i64 %1522, 1
  br label %1521

1572:                                             ; preds = %1521
  %1573 = call ptr @malloc(i64 128)
  %1574 = ptrtoint ptr %1573 to i64
  %1575 = add i64 %1574, 63
  %1576 = urem i64 %1575, 64
  %1577 = sub i64 %1575, %1576
  %1578 = inttoptr i64 %1577 to ptr
  %1579 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1573, 0
  %1580 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1579, ptr %1578, 1
  %1581 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1580, i64 0, 2
  %1582 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1581, i64 1, 3, 0
  %1583 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1582, i64 2, 3, 1
  %1584 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1583, i64 8, 3, 2
  %1585 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1584, i64 1, 3, 3
  %1586 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1585, i64 16, 4, 0
  %1587 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1586, i64 8, 4, 1
  %1588 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1587, i64 1, 4, 2
  %1589 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1588, i64 1, 4, 3
  br label %1590

1590:                                             ; preds = %1618, %1572
  %1591 = phi i64 [ %1619, %1618 ], [ 0, %1572 ]
  %1592 = icmp slt i64 %1591, 1
  br i1 %1592, label %1593, label %1620

1593:                                             ; preds = %1590
  br label %1594

1594:                                             ; preds = %1616, %1593
  %1595 = phi i64 [ %1617, %1616 ], [ 0, %1593 ]
  %1596 = icmp slt i64 %1595, 2
  br i1 %1596, label %1597, label %1618

1597:                                             ; preds = %1594
  br label %1598

1598:                                             ; preds = %1614, %1597
  %1599 = phi i64 [ %1615, %1614 ], [ 0, %1597 ]
  %1600 = icmp slt i64 %1599, 8
  br i1 %1600, label %1601, label %1616

1601:                                             ; preds = %1598
  br label %1602

1602:                                             ; preds = %1605, %1601
  %1603 = phi i64 [ %1613, %1605 ], [ 0, %1601 ]
  %1604 = icmp slt i64 %1603, 1
  br i1 %1604, label %1605, label %1614

1605:                                             ; preds = %1602
  %1606 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1589, 1
  %1607 = mul nuw nsw i64 %1591, 16
  %1608 = mul nuw nsw i64 %1595, 8
  %1609 = add nuw nsw i64 %1607, %1608
  %1610 = add nuw nsw i64 %1609, %1599
  %1611 = add nuw nsw i64 %1610, %1603
  %1612 = getelementptr inbounds nuw float, ptr %1606, i64 %1611
  store float 0.000000e+00, ptr %1612, align 4
  %1613 = add i64 %1603, 1
  br label %1602

1614:                                             ; preds = %1602
  %1615 = add i64 %1599, 1
  br label %1598

1616:                                             ; preds = %1598
  %1617 = add i64 %1595, 1
  br label %1594

1618:                                             ; preds = %1594
  %1619 = add i64 %1591, 1
  br label %1590

1620:                                             ; preds = %1590
  %1621 = call ptr @malloc(i64 128)
  %1622 = ptrtoint ptr %1621 to i64
  %1623 = add i64 %1622, 63
  %1624 = urem i64 %1623, 64
  %1625 = sub i64 %1623, %1624
  %1626 = inttoptr i64 %1625 to ptr
  %1627 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1621, 0
  %1628 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1627, ptr %1626, 1
  %1629 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1628, i64 0, 2
  %1630 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1629, i64 1, 3, 0
  %1631 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1630, i64 2, 3, 1
  %1632 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1631, i64 8, 3, 2
  %1633 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1632, i64 1, 3, 3
  %1634 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1633, i64 16, 4, 0
  %1635 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1634, i64 8, 4, 1
  %1636 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1635, i64 1, 4, 2
  %1637 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1636, i64 1, 4, 3
  br label %1638

1638:                                             ; preds = %1674, %1620
  %1639 = phi i64 [ %1675, %1674 ], [ 0, %1620 ]
  %1640 = icmp slt i64 %1639, 1
  br i1 %1640, label %1641, label %1676

1641:                                             ; preds = %1638
  br label %1642

1642:                                             ; preds = %1672, %1641
  %1643 = phi i64 [ %1673, %1672 ], [ 0, %1641 ]
  %1644 = icmp slt i64 %1643, 2
  br i1 %1644, label %1645, label %1674

1645:                                             ; preds = %1642
  br label %1646

1646:                                             ; preds = %1670, %1645
  %1647 = phi i64 [ %1671, %1670 ], [ 0, %1645 ]
  %1648 = icmp slt i64 %1647, 8
  br i1 %1648, label %1649, label %1672

1649:                                             ; preds = %1646
  br label %1650

1650:                                             ; preds = %1653, %1649
  %1651 = phi i64 [ %1669, %1653 ], [ 0, %1649 ]
  %1652 = icmp slt i64 %1651, 1
  br i1 %1652, label %1653, label %1670

1653:                                             ; preds = %1650
  %1654 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1589, 1
  %1655 = mul nuw nsw i64 %1639, 16
  %1656 = mul nuw nsw i64 %1643, 8
  %1657 = add nuw nsw i64 %1655, %1656
  %1658 = add nuw nsw i64 %1657, %1647
  %1659 = add nuw nsw i64 %1658, %1651
  %1660 = getelementptr inbounds nuw float, ptr %1654, i64 %1659
  %1661 = load float, ptr %1660, align 4
  %1662 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1637, 1
  %1663 = mul nuw nsw i64 %1639, 16
  %1664 = mul nuw nsw i64 %1643, 8
  %1665 = add nuw nsw i64 %1663, %1664
  %1666 = add nuw nsw i64 %1665, %1647
  %1667 = add nuw nsw i64 %1666, %1651
  %1668 = getelementptr inbounds nuw float, ptr %1662, i64 %1667
  store float %1661, ptr %1668, align 4
  %1669 = add i64 %1651, 1
  br label %1650

1670:                                             ; preds = %1650
  %1671 = add i64 %1647, 1
  br label %1646

1672:                                             ; preds = %1646
  %1673 = add i64 %1643, 1
  br label %1642

1674:                                             ; preds = %1642
  %1675 = add i64 %1639, 1
  br label %1638

1676:                                             ; preds = %1638
  br label %1677

1677:                                             ; preds = %1723, %1676
  %1678 = phi i64 [ %1724, %1723 ], [ 0, %1676 ]
  %1679 = icmp slt i64 %1678, 1
  br i1 %1679, label %1680, label %1725

1680:                                             ; preds = %1677
  br label %1681

1681:                                             ; preds = %1721, %1680
  %1682 = phi i64 [ %1722, %1721 ], [ 0, %1680 ]
  %1683 = icmp slt i64 %1682, 2
  br i1 %1683, label %1684, label %1723

1684:                                             ; preds = %1681
  br label %1685

1685:                                             ; preds = %1719, %1684
  %1686 = phi i64 [ %1720, %1719 ], [ 0, %1684 ]
  %1687 = icmp slt i64 %1686, 8
  br i1 %1687, label %1688, label %1721

1688:                                             ; preds = %1685
  br label %1689

1689:                                             ; preds = %1692, %1688
  %1690 = phi i64 [ %1718, %1692 ], [ 0, %1688 ]
  %1691 = icmp slt i64 %1690, 8
  br i1 %1691, label %1692, label %1719

1692:                                             ; preds = %1689
  %1693 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1289, 1
  %1694 = mul nuw nsw i64 %1678, 128
  %1695 = mul nuw nsw i64 %1682, 64
  %1696 = add nuw nsw i64 %1694, %1695
  %1697 = mul nuw nsw i64 %1686, 8
  %1698 = add nuw nsw i64 %1696, %1697
  %1699 = add nuw nsw i64 %1698, %1690
  %1700 = getelementptr inbounds nuw float, ptr %1693, i64 %1699
  %1701 = load float, ptr %1700, align 4
  %1702 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1637, 1
  %1703 = mul nuw nsw i64 %1678, 16
  %1704 = mul nuw nsw i64 %1682, 8
  %1705 = add nuw nsw i64 %1703, %1704
  %1706 = add nuw nsw i64 %1705, %1686
  %1707 = add nuw nsw i64 %1706, 0
  %1708 = getelementptr inbounds nuw float, ptr %1702, i64 %1707
  %1709 = load float, ptr %1708, align 4
  %1710 = fadd float %1701, %1709
  %1711 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1637, 1
  %1712 = mul nuw nsw i64 %1678, 16
  %1713 = mul nuw nsw i64 %1682, 8
  %1714 = add nuw nsw i64 %1712, %1713
  %1715 = add nuw nsw i64 %1714, %1686
  %1716 = add nuw nsw i64 %1715, 0
  %1717 = getelementptr inbounds nuw float, ptr %1711, i64 %1716
  store float %1710, ptr %1717, align 4
  %1718 = add i64 %1690, 1
  br label %1689

1719:                                             ; preds = %1689
  %1720 = add i64 %1686, 1
  br label %1685

1721:                                             ; preds = %1685
  %1722 = add i64 %1682, 1
  br label %1681

1723:                                             ; preds = %1681
  %1724 = add i64 %1678, 1
  br label %1677

1725:                                             ; preds = %1677
  %1726 = call ptr @malloc(i64 1088)
  %1727 = ptrtoint ptr %1726 to i64
  %1728 = add i64 %1727, 63
  %1729 = urem i64 %1728, 64
  %1730 = sub i64 %1728, %1729
  %1731 = inttoptr i64 %1730 to ptr
  %1732 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1726, 0
  %1733 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1732, ptr %1731, 1
  %1734 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1733, i64 0, 2
  %1735 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1734, i64 2, 3, 0
  %1736 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1735, i64 8, 3, 1
  %1737 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1736, i64 16, 3, 2
  %1738 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1737, i64 128, 4, 0
  %1739 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1738, i64 16, 4, 1
  %1740 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1739, i64 1, 4, 2
  br label %1741

1741:                                             ; preds = %1762, %1725
  %1742 = phi i64 [ %1763, %1762 ], [ 0, %1725 ]
  %1743 = icmp slt i64 %1742, 2
  br i1 %1743, label %1744, label %1764

1744:                                             ; preds = %1741
  br label %1745

1745:                                             ; preds = %1760, %1744
  %1746 = phi i64 [ %1761, %1760 ], [ 0, %1744 ]
  %1747 = icmp slt i64 %1746, 8
  br i1 %1747, label %1748, label %1762

1748:                                             ; preds = %1745
  br label %1749

1749:                                             ; preds = %1752, %1748
  %1750 = phi i64 [ %1759, %1752 ], [ 0, %1748 ]
  %1751 = icmp slt i64 %1750, 16
  br i1 %1751, label %1752, label %1760

1752:                                             ; preds = %1749
  %1753 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1740, 1
  %1754 = mul nuw nsw i64 %1742, 128
  %1755 = mul nuw nsw i64 %1746, 16
  %1756 = add nuw nsw i64 %1754, %1755
  %1757 = add nuw nsw i64 %1756, %1750
  %1758 = getelementptr inbounds nuw float, ptr %1753, i64 %1757
  store float 0.000000e+00, ptr %1758, align 4
  %1759 = add i64 %1750, 1
  br label %1749

1760:                                             ; preds = %1749
  %1761 = add i64 %1746, 1
  br label %1745

1762:                                             ; preds = %1745
  %1763 = add i64 %1742, 1
  br label %1741

1764:                                             ; preds = %1741
  %1765 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1740, 0
  %1766 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1740, 1
  %1767 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1765, 0
  %1768 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1767, ptr %1766, 1
  %1769 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1768, i64 0, 2
  %1770 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1769, i64 1, 3, 0
  %1771 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1770, i64 256, 4, 0
  %1772 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1771, i64 2, 3, 1
  %1773 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1772, i64 128, 4, 1
  %1774 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1773, i64 8, 3, 2
  %1775 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1774, i64 16, 4, 2
  %1776 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1775, i64 16, 3, 3
  %1777 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1776, i64 1, 4, 3
  %1778 = call ptr @malloc(i64 1088)
  %1779 = ptrtoint ptr %1778 to i64
  %1780 = add i64 %1779, 63
  %1781 = urem i64 %1780, 64
  %1782 = sub i64 %1780, %1781
  %1783 = inttoptr i64 %1782 to ptr
  %1784 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1778, 0
  %1785 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1784, ptr %1783, 1
  %1786 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1785, i64 0, 2
  %1787 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1786, i64 1, 3, 0
  %1788 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1787, i64 2, 3, 1
  %1789 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1788, i64 8, 3, 2
  %1790 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1789, i64 16, 3, 3
  %1791 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1790, i64 256, 4, 0
  %1792 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1791, i64 128, 4, 1
  %1793 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1792, i64 16, 4, 2
  %1794 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1793, i64 1, 4, 3
  br label %1795

1795:                                             ; preds = %1833, %1764
  %1796 = phi i64 [ %1834, %1833 ], [ 0, %1764 ]
  %1797 = icmp slt i64 %1796, 1
  br i1 %1797, label %1798, label %1835

1798:                                             ; preds = %1795
  br label %1799

1799:                                             ; preds = %1831, %1798
  %1800 = phi i64 [ %1832, %1831 ], [ 0, %1798 ]
  %1801 = icmp slt i64 %1800, 2
  br i1 %1801, label %1802, label %1833

1802:                                             ; preds = %1799
  br label %1803

1803:                                             ; preds = %1829, %1802
  %1804 = phi i64 [ %1830, %1829 ], [ 0, %1802 ]
  %1805 = icmp slt i64 %1804, 8
  br i1 %1805, label %1806, label %1831

1806:                                             ; preds = %1803
  br label %1807

1807:                                             ; preds = %1810, %1806
  %1808 = phi i64 [ %1828, %1810 ], [ 0, %1806 ]
  %1809 = icmp slt i64 %1808, 16
  br i1 %1809, label %1810, label %1829

1810:                                             ; preds = %1807
  %1811 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1777, 1
  %1812 = mul nuw nsw i64 %1796, 256
  %1813 = mul nuw nsw i64 %1800, 128
  %1814 = add nuw nsw i64 %1812, %1813
  %1815 = mul nuw nsw i64 %1804, 16
  %1816 = add nuw nsw i64 %1814, %1815
  %1817 = add nuw nsw i64 %1816, %1808
  %1818 = getelementptr inbounds nuw float, ptr %1811, i64 %1817
  %1819 = load float, ptr %1818, align 4
  %1820 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1794, 1
  %1821 = mul nuw nsw i64 %1796, 256
  %1822 = mul nuw nsw i64 %1800, 128
  %1823 = add nuw nsw i64 %1821, %1822
  %1824 = mul nuw nsw i64 %1804, 16
  %1825 = add nuw nsw i64 %1823, %1824
  %1826 = add nuw nsw i64 %1825, %1808
  %1827 = getelementptr inbounds nuw float, ptr %1820, i64 %1826
  store float %1819, ptr %1827, align 4
  %1828 = add i64 %1808, 1
  br label %1807

1829:                                             ; preds = %1807
  %1830 = add i64 %1804, 1
  br label %1803

1831:                                             ; preds = %1803
  %1832 = add i64 %1800, 1
  br label %1799

1833:                                             ; preds = %1799
  %1834 = add i64 %1796, 1
  br label %1795

1835:                                             ; preds = %1795
  br label %1836

1836:                                             ; preds = %1910, %1835
  %1837 = phi i64 [ %1911, %1910 ], [ 0, %1835 ]
  %1838 = icmp slt i64 %1837, 1
  br i1 %1838, label %1839, label %1912

1839:                                             ; preds = %1836
  br label %1840

1840:                                             ; preds = %1908, %1839
  %1841 = phi i64 [ %1909, %1908 ], [ 0, %1839 ]
  %1842 = icmp slt i64 %1841, 2
  br i1 %1842, label %1843, label %1910

1843:                                             ; preds = %1840
  br label %1844

1844:                                             ; preds = %1906, %1843
  %1845 = phi i64 [ %1907, %1906 ], [ 0, %1843 ]
  %1846 = icmp slt i64 %1845, 8
  br i1 %1846, label %1847, label %1908

1847:                                             ; preds = %1844
  br label %1848

1848:                                             ; preds = %1904, %1847
  %1849 = phi i64 [ %1905, %1904 ], [ 0, %1847 ]
  %1850 = icmp slt i64 %1849, 16
  br i1 %1850, label %1851, label %1906

1851:                                             ; preds = %1848
  br label %1852

1852:                                             ; preds = %1855, %1851
  %1853 = phi i64 [ %1903, %1855 ], [ 0, %1851 ]
  %1854 = icmp slt i64 %1853, 8
  br i1 %1854, label %1855, label %1904

1855:                                             ; preds = %1852
  %1856 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1289, 1
  %1857 = mul nuw nsw i64 %1837, 128
  %1858 = mul nuw nsw i64 %1841, 64
  %1859 = add nuw nsw i64 %1857, %1858
  %1860 = mul nuw nsw i64 %1845, 8
  %1861 = add nuw nsw i64 %1859, %1860
  %1862 = add nuw nsw i64 %1861, %1853
  %1863 = getelementptr inbounds nuw float, ptr %1856, i64 %1862
  %1864 = load float, ptr %1863, align 4
  %1865 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1637, 1
  %1866 = mul nuw nsw i64 %1837, 16
  %1867 = mul nuw nsw i64 %1841, 8
  %1868 = add nuw nsw i64 %1866, %1867
  %1869 = add nuw nsw i64 %1868, %1845
  %1870 = add nuw nsw i64 %1869, 0
  %1871 = getelementptr inbounds nuw float, ptr %1865, i64 %1870
  %1872 = load float, ptr %1871, align 4
  %1873 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1081, 1
  %1874 = getelementptr float, ptr %1873, i64 64
  %1875 = mul nuw nsw i64 %1837, 768
  %1876 = mul nuw nsw i64 %1853, 96
  %1877 = add nuw nsw i64 %1875, %1876
  %1878 = mul nuw nsw i64 %1841, 16
  %1879 = add nuw nsw i64 %1877, %1878
  %1880 = add nuw nsw i64 %1879, %1849
  %1881 = getelementptr inbounds nuw float, ptr %1874, i64 %1880
  %1882 = load float, ptr %1881, align 4
  %1883 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1794, 1
  %1884 = mul nuw nsw i64 %1837, 256
  %1885 = mul nuw nsw i64 %1841, 128
  %1886 = add nuw nsw i64 %1884, %1885
  %1887 = mul nuw nsw i64 %1845, 16
  %1888 = add nuw nsw i64 %1886, %1887
  %1889 = add nuw nsw i64 %1888, %1849
  %1890 = getelementptr inbounds nuw float, ptr %1883, i64 %1889
  %1891 = load float, ptr %1890, align 4
  %1892 = fdiv float %1864, %1872
  %1893 = fmul float %1892, %1882
  %1894 = fadd float %1891, %1893
  %1895 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1794, 1
  %1896 = mul nuw nsw i64 %1837, 256
  %1897 = mul nuw nsw i64 %1841, 128
  %1898 = add nuw nsw i64 %1896, %1897
  %1899 = mul nuw nsw i64 %1845, 16
  %1900 = add nuw nsw i64 %1898, %1899
  %1901 = add nuw nsw i64 %1900, %1849
  %1902 = getelementptr inbounds nuw float, ptr %1895, i64 %1901
  store float %1894, ptr %1902, align 4
  %1903 = add i64 %1853, 1
  br label %1852

1904:                                             ; preds = %1852
  %1905 = add i64 %1849, 1
  br label %1848

1906:                                             ; preds = %1848
  %1907 = add i64 %1845, 1
  br label %1844

1908:                                             ; preds = %1844
  %1909 = add i64 %1841, 1
  br label %1840

1910:                                             ; preds = %1840
  %1911 = add i64 %1837, 1
  br label %1836

1912:                                             ; preds = %1836
  %1913 = call ptr @malloc(i64 1088)
  %1914 = ptrtoint ptr %1913 to i64
  %1915 = add i64 %1914, 63
  %1916 = urem i64 %1915, 64
  %1917 = sub i64 %1915, %1916
  %1918 = inttoptr i64 %1917 to ptr
  %1919 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1913, 0
  %1920 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1919, ptr %1918, 1
  %1921 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1920, i64 0, 2
  %1922 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1921, i64 8, 3, 0
  %1923 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1922, i64 32, 3, 1
  %1924 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1923, i64 32, 4, 0
  %1925 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1924, i64 1, 4, 1
  br label %1926

1926:                                             ; preds = %1939, %1912
  %1927 = phi i64 [ %1940, %1939 ], [ 0, %1912 ]
  %1928 = icmp slt i64 %1927, 8
  br i1 %1928, label %1929, label %1941

1929:                                             ; preds = %1926
  br label %1930

1930:                                             ; preds = %1933, %1929
  %1931 = phi i64 [ %1938, %1933 ], [ 0, %1929 ]
  %1932 = icmp slt i64 %1931, 32
  br i1 %1932, label %1933, label %1939

1933:                                             ; preds = %1930
  %1934 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1925, 1
  %1935 = mul nuw nsw i64 %1927, 32
  %1936 = add nuw nsw i64 %1935, %1931
  %1937 = getelementptr inbounds nuw float, ptr %1934, i64 %1936
  store float 0.000000e+00, ptr %1937, align 4
  %1938 = add i64 %1931, 1
  br label %1930

1939:                                             ; preds = %1930
  %1940 = add i64 %1927, 1
  br label %1926

1941:                                             ; preds = %1926
  %1942 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1925, 0
  %1943 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1925, 1
  %1944 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1942, 0
  %1945 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1944, ptr %1943, 1
  %1946 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1945, i64 0, 2
  %1947 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1946, i64 1, 3, 0
  %1948 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1947, i64 256, 4, 0
  %1949 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1948, i64 8, 3, 1
  %1950 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1949, i64 32, 4, 1
  %1951 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1950, i64 32, 3, 2
  %1952 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1951, i64 1, 4, 2
  %1953 = call ptr @malloc(i64 1088)
  %1954 = ptrtoint ptr %1953 to i64
  %1955 = add i64 %1954, 63
  %1956 = urem i64 %1955, 64
  %1957 = sub i64 %1955, %1956
  %1958 = inttoptr i64 %1957 to ptr
  %1959 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1953, 0
  %1960 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1959, ptr %1958, 1
  %1961 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1960, i64 0, 2
  %1962 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1961, i64 1, 3, 0
  %1963 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1962, i64 8, 3, 1
  %1964 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1963, i64 32, 3, 2
  %1965 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1964, i64 256, 4, 0
  %1966 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1965, i64 32, 4, 1
  %1967 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1966, i64 1, 4, 2
  br label %1968

1968:                                             ; preds = %1996, %1941
  %1969 = phi i64 [ %1997, %1996 ], [ 0, %1941 ]
  %1970 = icmp slt i64 %1969, 1
  br i1 %1970, label %1971, label %1998

1971:                                             ; preds = %1968
  br label %1972

1972:                                             ; preds = %1994, %1971
  %1973 = phi i64 [ %1995, %1994 ], [ 0, %1971 ]
  %1974 = icmp slt i64 %1973, 8
  br i1 %1974, label %1975, label %1996

1975:                                             ; preds = %1972
  br label %1976

1976:                                             ; preds = %1979, %1975
  %1977 = phi i64 [ %1993, %1979 ], [ 0, %1975 ]
  %1978 = icmp slt i64 %1977, 32
  br i1 %1978, label %1979, label %1994

1979:                                             ; preds = %1976
  %1980 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1952, 1
  %1981 = mul nuw nsw i64 %1969, 256
  %1982 = mul nuw nsw i64 %1973, 32
  %1983 = add nuw nsw i64 %1981, %1982
  %1984 = add nuw nsw i64 %1983, %1977
  %1985 = getelementptr inbounds nuw float, ptr %1980, i64 %1984
  %1986 = load float, ptr %1985, align 4
  %1987 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1967, 1
  %1988 = mul nuw nsw i64 %1969, 256
  %1989 = mul nuw nsw i64 %1973, 32
  %1990 = add nuw nsw i64 %1988, %1989
  %1991 = add nuw nsw i64 %1990, %1977
  %1992 = getelementptr inbounds nuw float, ptr %1987, i64 %1991
  store float %1986, ptr %1992, align 4
  %1993 = add i64 %1977, 1
  br label %1976

1994:                                             ; preds = %1976
  %1995 = add i64 %1973, 1
  br label %1972

1996:                                             ; preds = %1972
  %1997 = add i64 %1969, 1
  br label %1968

1998:                                             ; preds = %1968
  br label %1999

1999:                                             ; preds = %2056, %1998
  %2000 = phi i64 [ %2057, %2056 ], [ 0, %1998 ]
  %2001 = icmp slt i64 %2000, 1
  br i1 %2001, label %2002, label %2058

2002:                                             ; preds = %1999
  br label %2003

2003:                                             ; preds = %2054, %2002
  %2004 = phi i64 [ %2055, %2054 ], [ 0, %2002 ]
  %2005 = icmp slt i64 %2004, 8
  br i1 %2005, label %2006, label %2056

2006:                                             ; preds = %2003
  br label %2007

2007:                                             ; preds = %2052, %2006
  %2008 = phi i64 [ %2053, %2052 ], [ 0, %2006 ]
  %2009 = icmp slt i64 %2008, 32
  br i1 %2009, label %2010, label %2054

2010:                                             ; preds = %2007
  br label %2011

2011:                                             ; preds = %2050, %2010
  %2012 = phi i64 [ %2051, %2050 ], [ 0, %2010 ]
  %2013 = icmp slt i64 %2012, 2
  br i1 %2013, label %2014, label %2052

2014:                                             ; preds = %2011
  br label %2015

2015:                                             ; preds = %2018, %2014
  %2016 = phi i64 [ %2049, %2018 ], [ 0, %2014 ]
  %2017 = icmp slt i64 %2016, 16
  br i1 %2017, label %2018, label %2050

2018:                                             ; preds = %2015
  %2019 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1794, 1
  %2020 = mul nuw nsw i64 %2000, 256
  %2021 = mul nuw nsw i64 %2012, 128
  %2022 = add nuw nsw i64 %2020, %2021
  %2023 = mul nuw nsw i64 %2004, 16
  %2024 = add nuw nsw i64 %2022, %2023
  %2025 = add nuw nsw i64 %2024, %2016
  %2026 = getelementptr inbounds nuw float, ptr %2019, i64 %2025
  %2027 = load float, ptr %2026, align 4
  %2028 = mul nuw nsw i64 %2012, 512
  %2029 = mul nuw nsw i64 %2016, 32
  %2030 = add nuw nsw i64 %2028, %2029
  %2031 = add nuw nsw i64 %2030, %2008
  %2032 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_14, i64 %2031
  %2033 = load float, ptr %2032, align 4
  %2034 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1967, 1
  %2035 = mul nuw nsw i64 %2000, 256
  %2036 = mul nuw nsw i64 %2004, 32
  %2037 = add nuw nsw i64 %2035, %2036
  %2038 = add nuw nsw i64 %2037, %2008
  %2039 = getelementptr inbounds nuw float, ptr %2034, i64 %2038
  %2040 = load float, ptr %2039, align 4
  %2041 = fmul float %2027, %2033
  %2042 = fadd float %2040, %2041
  %2043 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1967, 1
  %2044 = mul nuw nsw i64 %2000, 256
  %2045 = mul nuw nsw i64 %2004, 32
  %2046 = add nuw nsw i64 %2044, %2045
  %2047 = add nuw nsw i64 %2046, %2008
  %2048 = getelementptr inbounds nuw float, ptr %2043, i64 %2047
  store float %2042, ptr %2048, align 4
  %2049 = add i64 %2016, 1
  br label %2015

2050:                                             ; preds = %2015
  %2051 = add i64 %2012, 1
  br label %2011

2052:                                             ; preds = %2011
  %2053 = add i64 %2008, 1
  br label %2007

2054:                                             ; preds = %2007
  %2055 = add i64 %2004, 1
  br label %2003

2056:                                             ; preds = %2003
  %2057 = add i64 %2000, 1
  br label %1999

2058:                                             ; preds = %1999
  br label %2059

2059:                                             ; preds = %2098, %2058
  %2060 = phi i64 [ %2099, %2098 ], [ 0, %2058 ]
  %2061 = icmp slt i64 %2060, 1
  br i1 %2061, label %2062, label %2100

2062:                                             ; preds = %2059
  br label %2063

2063:                                             ; preds = %2096, %2062
  %2064 = phi i64 [ %2097, %2096 ], [ 0, %2062 ]
  %2065 = icmp slt i64 %2064, 8
  br i1 %2065, label %2066, label %2098

2066:                                             ; preds = %2063
  br label %2067

2067:                                             ; preds = %2070, %2066
  %2068 = phi i64 [ %2095, %2070 ], [ 0, %2066 ]
  %2069 = icmp slt i64 %2068, 32
  br i1 %2069, label %2070, label %2096

2070:                                             ; preds = %2067
  %2071 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1967, 1
  %2072 = mul nuw nsw i64 %2060, 256
  %2073 = mul nuw nsw i64 %2064, 32
  %2074 = add nuw nsw i64 %2072, %2073
  %2075 = add nuw nsw i64 %2074, %2068
  %2076 = getelementptr inbounds nuw float, ptr %2071, i64 %2075
  %2077 = load float, ptr %2076, align 4
  %2078 = getelementptr inbounds nuw float, ptr @__constant_32xf32_13, i64 %2068
  %2079 = load float, ptr %2078, align 4
  %2080 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2081 = mul nuw nsw i64 %2060, 256
  %2082 = mul nuw nsw i64 %2064, 32
  %2083 = add nuw nsw i64 %2081, %2082
  %2084 = add nuw nsw i64 %2083, %2068
  %2085 = getelementptr inbounds nuw float, ptr %2080, i64 %2084
  %2086 = load float, ptr %2085, align 4
  %2087 = fadd float %2077, %2079
  %2088 = fadd float %2087, %2086
  %2089 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2090 = mul nuw nsw i64 %2060, 256
  %2091 = mul nuw nsw i64 %2064, 32
  %2092 = add nuw nsw i64 %2090, %2091
  %2093 = add nuw nsw i64 %2092, %2068
  %2094 = getelementptr inbounds nuw float, ptr %2089, i64 %2093
  store float %2088, ptr %2094, align 4
  %2095 = add i64 %2068, 1
  br label %2067

2096:                                             ; preds = %2067
  %2097 = add i64 %2064, 1
  br label %2063

2098:                                             ; preds = %2063
  %2099 = add i64 %2060, 1
  br label %2059

2100:                                             ; preds = %2059
  br label %2101

2101:                                             ; preds = %2130, %2100
  %2102 = phi i64 [ %2131, %2130 ], [ 0, %2100 ]
  %2103 = icmp slt i64 %2102, 1
  br i1 %2103, label %2104, label %2132

2104:                                             ; preds = %2101
  br label %2105

2105:                                             ; preds = %2128, %2104
  %2106 = phi i64 [ %2129, %2128 ], [ 0, %2104 ]
  %2107 = icmp slt i64 %2106, 8
  br i1 %2107, label %2108, label %2130

2108:                                             ; preds = %2105
  br label %2109

2109:                                             ; preds = %2112, %2108
  %2110 = phi i64 [ %2127, %2112 ], [ 0, %2108 ]
  %2111 = icmp slt i64 %2110, 32
  br i1 %2111, label %2112, label %2128

2112:                                             ; preds = %2109
  %2113 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2114 = mul nuw nsw i64 %2102, 256
  %2115 = mul nuw nsw i64 %2106, 32
  %2116 = add nuw nsw i64 %2114, %2115
  %2117 = add nuw nsw i64 %2116, %2110
  %2118 = getelementptr inbounds nuw float, ptr %2113, i64 %2117
  %2119 = load float, ptr %2118, align 4
  %2120 = fpext float %2119 to double
  %2121 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %484, 1
  %2122 = mul nuw nsw i64 %2102, 256
  %2123 = mul nuw nsw i64 %2106, 32
  %2124 = add nuw nsw i64 %2122, %2123
  %2125 = add nuw nsw i64 %2124, %2110
  %2126 = getelementptr inbounds nuw double, ptr %2121, i64 %2125
  store double %2120, ptr %2126, align 8
  %2127 = add i64 %2110, 1
  br label %2109

2128:                                             ; preds = %2109
  %2129 = add i64 %2106, 1
  br label %2105

2130:                                             ; preds = %2105
  %2131 = add i64 %2102, 1
  br label %2101

2132:                                             ; preds = %2101
  %2133 = call ptr @malloc(i64 128)
  %2134 = ptrtoint ptr %2133 to i64
  %2135 = add i64 %2134, 63
  %2136 = urem i64 %2135, 64
  %2137 = sub i64 %2135, %2136
  %2138 = inttoptr i64 %2137 to ptr
  %2139 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2133, 0
  %2140 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2139, ptr %2138, 1
  %2141 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2140, i64 0, 2
  %2142 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2141, i64 1, 3, 0
  %2143 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2142, i64 8, 3, 1
  %2144 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2143, i64 1, 3, 2
  %2145 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2144, i64 8, 4, 0
  %2146 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2145, i64 1, 4, 1
  %2147 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2146, i64 1, 4, 2
  br label %2148

2148:                                             ; preds = %2174, %2132
  %2149 = phi i64 [ %2175, %2174 ], [ 0, %2132 ]
  %2150 = icmp slt i64 %2149, 1
  br i1 %2150, label %2151, label %2176

2151:                                             ; preds = %2148
  br label %2152

2152:                                             ; preds = %2172, %2151
  %2153 = phi i64 [ %2173, %2172 ], [ 0, %2151 ]
  %2154 = icmp slt i64 %2153, 8
  br i1 %2154, label %2155, label %2174

2155:                                             ; preds = %2152
  br label %2156

2156:                                             ; preds = %2159, %2155
  %2157 = phi i64 [ %2171, %2159 ], [ 0, %2155 ]
  %2158 = icmp slt i64 %2157, 1
  br i1 %2158, label %2159, label %2172

2159:                                             ; preds = %2156
  %2160 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %531, 1
  %2161 = mul nuw nsw i64 %2149, 8
  %2162 = add nuw nsw i64 %2161, %2153
  %2163 = add nuw nsw i64 %2162, %2157
  %2164 = getelementptr inbounds nuw double, ptr %2160, i64 %2163
  %2165 = load double, ptr %2164, align 8
  %2166 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2147, 1
  %2167 = mul nuw nsw i64 %2149, 8
  %2168 = add nuw nsw i64 %2167, %2153
  %2169 = add nuw nsw i64 %2168, %2157
  %2170 = getelementptr inbounds nuw double, ptr %2166, i64 %2169
  store double %2165, ptr %2170, align 8
  %2171 = add i64 %2157, 1
  br label %2156

2172:                                             ; preds = %2156
  %2173 = add i64 %2153, 1
  br label %2152

2174:                                             ; preds = %2152
  %2175 = add i64 %2149, 1
  br label %2148

2176:                                             ; preds = %2148
  br label %2177

2177:                                             ; preds = %2211, %2176
  %2178 = phi i64 [ %2212, %2211 ], [ 0, %2176 ]
  %2179 = icmp slt i64 %2178, 1
  br i1 %2179, label %2180, label %2213

2180:                                             ; preds = %2177
  br label %2181

2181:                                             ; preds = %2209, %2180
  %2182 = phi i64 [ %2210, %2209 ], [ 0, %2180 ]
  %2183 = icmp slt i64 %2182, 8
  br i1 %2183, label %2184, label %2211

2184:                                             ; preds = %2181
  br label %2185

2185:                                             ; preds = %2188, %2184
  %2186 = phi i64 [ %2208, %2188 ], [ 0, %2184 ]
  %2187 = icmp slt i64 %2186, 32
  br i1 %2187, label %2188, label %2209

2188:                                             ; preds = %2185
  %2189 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %484, 1
  %2190 = mul nuw nsw i64 %2178, 256
  %2191 = mul nuw nsw i64 %2182, 32
  %2192 = add nuw nsw i64 %2190, %2191
  %2193 = add nuw nsw i64 %2192, %2186
  %2194 = getelementptr inbounds nuw double, ptr %2189, i64 %2193
  %2195 = load double, ptr %2194, align 8
  %2196 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2147, 1
  %2197 = mul nuw nsw i64 %2178, 8
  %2198 = add nuw nsw i64 %2197, %2182
  %2199 = add nuw nsw i64 %2198, 0
  %2200 = getelementptr inbounds nuw double, ptr %2196, i64 %2199
  %2201 = load double, ptr %2200, align 8
  %2202 = fadd double %2195, %2201
  %2203 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2147, 1
  %2204 = mul nuw nsw i64 %2178, 8
  %2205 = add nuw nsw i64 %2204, %2182
  %2206 = add nuw nsw i64 %2205, 0
  %2207 = getelementptr inbounds nuw double, ptr %2203, i64 %2206
  store double %2202, ptr %2207, align 8
  %2208 = add i64 %2186, 1
  br label %2185

2209:                                             ; preds = %2185
  %2210 = add i64 %2182, 1
  br label %2181

2211:                                             ; preds = %2181
  %2212 = add i64 %2178, 1
  br label %2177

2213:                                             ; preds = %2177
  %2214 = call ptr @malloc(i64 128)
  %2215 = ptrtoint ptr %2214 to i64
  %2216 = add i64 %2215, 63
  %2217 = urem i64 %2216, 64
  %2218 = sub i64 %2216, %2217
  %2219 = inttoptr i64 %2218 to ptr
  %2220 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2214, 0
  %2221 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2220, ptr %2219, 1
  %2222 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2221, i64 0, 2
  %2223 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2222, i64 1, 3, 0
  %2224 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2223, i64 8, 3, 1
  %2225 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2224, i64 1, 3, 2
  %2226 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2225, i64 8, 4, 0
  %2227 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2226, i64 1, 4, 1
  %2228 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2227, i64 1, 4, 2
  br label %2229

2229:                                             ; preds = %2255, %2213
  %2230 = phi i64 [ %2256, %2255 ], [ 0, %2213 ]
  %2231 = icmp slt i64 %2230, 1
  br i1 %2231, label %2232, label %2257

2232:                                             ; preds = %2229
  br label %2233

2233:                                             ; preds = %2253, %2232
  %2234 = phi i64 [ %2254, %2253 ], [ 0, %2232 ]
  %2235 = icmp slt i64 %2234, 8
  br i1 %2235, label %2236, label %2255

2236:                                             ; preds = %2233
  br label %2237

2237:                                             ; preds = %2240, %2236
  %2238 = phi i64 [ %2252, %2240 ], [ 0, %2236 ]
  %2239 = icmp slt i64 %2238, 1
  br i1 %2239, label %2240, label %2253

2240:                                             ; preds = %2237
  %2241 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %531, 1
  %2242 = mul nuw nsw i64 %2230, 8
  %2243 = add nuw nsw i64 %2242, %2234
  %2244 = add nuw nsw i64 %2243, %2238
  %2245 = getelementptr inbounds nuw double, ptr %2241, i64 %2244
  %2246 = load double, ptr %2245, align 8
  %2247 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2228, 1
  %2248 = mul nuw nsw i64 %2230, 8
  %2249 = add nuw nsw i64 %2248, %2234
  %2250 = add nuw nsw i64 %2249, %2238
  %2251 = getelementptr inbounds nuw double, ptr %2247, i64 %2250
  store double %2246, ptr %2251, align 8
  %2252 = add i64 %2238, 1
  br label %2237

2253:                                             ; preds = %2237
  %2254 = add i64 %2234, 1
  br label %2233

2255:                                             ; preds = %2233
  %2256 = add i64 %2230, 1
  br label %2229

2257:                                             ; preds = %2229
  br label %2258

2258:                                             ; preds = %2301, %2257
  %2259 = phi i64 [ %2302, %2301 ], [ 0, %2257 ]
  %2260 = icmp slt i64 %2259, 1
  br i1 %2260, label %2261, label %2303

2261:                                             ; preds = %2258
  br label %2262

2262:                                             ; preds = %2299, %2261
  %2263 = phi i64 [ %2300, %2299 ], [ 0, %2261 ]
  %2264 = icmp slt i64 %2263, 8
  br i1 %2264, label %2265, label %2301

2265:                                             ; preds = %2262
  br label %2266

2266:                                             ; preds = %2269, %2265
  %2267 = phi i64 [ %2298, %2269 ], [ 0, %2265 ]
  %2268 = icmp slt i64 %2267, 32
  br i1 %2268, label %2269, label %2299

2269:                                             ; preds = %2266
  %2270 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %484, 1
  %2271 = mul nuw nsw i64 %2259, 256
  %2272 = mul nuw nsw i64 %2263, 32
  %2273 = add nuw nsw i64 %2271, %2272
  %2274 = add nuw nsw i64 %2273, %2267
  %2275 = getelementptr inbounds nuw double, ptr %2270, i64 %2274
  %2276 = load double, ptr %2275, align 8
  %2277 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2147, 1
  %2278 = mul nuw nsw i64 %2259, 8
  %2279 = add nuw nsw i64 %2278, %2263
  %2280 = add nuw nsw i64 %2279, 0
  %2281 = getelementptr inbounds nuw double, ptr %2277, i64 %2280
  %2282 = load double, ptr %2281, align 8
  %2283 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2228, 1
  %2284 = mul nuw nsw i64 %2259, 8
  %2285 = add nuw nsw i64 %2284, %2263
  %2286 = add nuw nsw i64 %2285, 0
  %2287 = getelementptr inbounds nuw double, ptr %2283, i64 %2286
  %2288 = load double, ptr %2287, align 8
  %2289 = fdiv double %2282, 3.200000e+01
  %2290 = fsub double %2276, %2289
  %2291 = fmul double %2290, %2290
  %2292 = fadd double %2291, %2288
  %2293 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2228, 1
  %2294 = mul nuw nsw i64 %2259, 8
  %2295 = add nuw nsw i64 %2294, %2263
  %2296 = add nuw nsw i64 %2295, 0
  %2297 = getelementptr inbounds nuw double, ptr %2293, i64 %2296
  store double %2292, ptr %2297, align 8
  %2298 = add i64 %2267, 1
  br label %2266

2299:                                             ; preds = %2266
  %2300 = add i64 %2263, 1
  br label %2262

2301:                                             ; preds = %2262
  %2302 = add i64 %2259, 1
  br label %2258

2303:                                             ; preds = %2258
  %2304 = call ptr @malloc(i64 96)
  %2305 = ptrtoint ptr %2304 to i64
  %2306 = add i64 %2305, 63
  %2307 = urem i64 %2306, 64
  %2308 = sub i64 %2306, %2307
  %2309 = inttoptr i64 %2308 to ptr
  %2310 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2304, 0
  %2311 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2310, ptr %2309, 1
  %2312 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2311, i64 0, 2
  %2313 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2312, i64 1, 3, 0
  %2314 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2313, i64 8, 3, 1
  %2315 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2314, i64 1, 3, 2
  %2316 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2315, i64 8, 4, 0
  %2317 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2316, i64 1, 4, 1
  %2318 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2317, i64 1, 4, 2
  br label %2319

2319:                                             ; preds = %2345, %2303
  %2320 = phi i64 [ %2346, %2345 ], [ 0, %2303 ]
  %2321 = icmp slt i64 %2320, 1
  br i1 %2321, label %2322, label %2347

2322:                                             ; preds = %2319
  br label %2323

2323:                                             ; preds = %2343, %2322
  %2324 = phi i64 [ %2344, %2343 ], [ 0, %2322 ]
  %2325 = icmp slt i64 %2324, 8
  br i1 %2325, label %2326, label %2345

2326:                                             ; preds = %2323
  br label %2327

2327:                                             ; preds = %2330, %2326
  %2328 = phi i64 [ %2342, %2330 ], [ 0, %2326 ]
  %2329 = icmp slt i64 %2328, 1
  br i1 %2329, label %2330, label %2343

2330:                                             ; preds = %2327
  %2331 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %740, 1
  %2332 = mul nuw nsw i64 %2320, 8
  %2333 = add nuw nsw i64 %2332, %2324
  %2334 = add nuw nsw i64 %2333, %2328
  %2335 = getelementptr inbounds nuw float, ptr %2331, i64 %2334
  %2336 = load float, ptr %2335, align 4
  %2337 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2318, 1
  %2338 = mul nuw nsw i64 %2320, 8
  %2339 = add nuw nsw i64 %2338, %2324
  %2340 = add nuw nsw i64 %2339, %2328
  %2341 = getelementptr inbounds nuw float, ptr %2337, i64 %2340
  store float %2336, ptr %2341, align 4
  %2342 = add i64 %2328, 1
  br label %2327

2343:                                             ; preds = %2327
  %2344 = add i64 %2324, 1
  br label %2323

2345:                                             ; preds = %2323
  %2346 = add i64 %2320, 1
  br label %2319

2347:                                             ; preds = %2319
  br label %2348

2348:                                             ; preds = %2382, %2347
  %2349 = phi i64 [ %2383, %2382 ], [ 0, %2347 ]
  %2350 = icmp slt i64 %2349, 1
  br i1 %2350, label %2351, label %2384

2351:                                             ; preds = %2348
  br label %2352

2352:                                             ; preds = %2380, %2351
  %2353 = phi i64 [ %2381, %2380 ], [ 0, %2351 ]
  %2354 = icmp slt i64 %2353, 8
  br i1 %2354, label %2355, label %2382

2355:                                             ; preds = %2352
  br label %2356

2356:                                             ; preds = %2359, %2355
  %2357 = phi i64 [ %2379, %2359 ], [ 0, %2355 ]
  %2358 = icmp slt i64 %2357, 32
  br i1 %2358, label %2359, label %2380

2359:                                             ; preds = %2356
  %2360 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2361 = mul nuw nsw i64 %2349, 256
  %2362 = mul nuw nsw i64 %2353, 32
  %2363 = add nuw nsw i64 %2361, %2362
  %2364 = add nuw nsw i64 %2363, %2357
  %2365 = getelementptr inbounds nuw float, ptr %2360, i64 %2364
  %2366 = load float, ptr %2365, align 4
  %2367 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2318, 1
  %2368 = mul nuw nsw i64 %2349, 8
  %2369 = add nuw nsw i64 %2368, %2353
  %2370 = add nuw nsw i64 %2369, 0
  %2371 = getelementptr inbounds nuw float, ptr %2367, i64 %2370
  %2372 = load float, ptr %2371, align 4
  %2373 = fadd float %2366, %2372
  %2374 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2318, 1
  %2375 = mul nuw nsw i64 %2349, 8
  %2376 = add nuw nsw i64 %2375, %2353
  %2377 = add nuw nsw i64 %2376, 0
  %2378 = getelementptr inbounds nuw float, ptr %2374, i64 %2377
  store float %2373, ptr %2378, align 4
  %2379 = add i64 %2357, 1
  br label %2356

2380:                                             ; preds = %2356
  %2381 = add i64 %2353, 1
  br label %2352

2382:                                             ; preds = %2352
  %2383 = add i64 %2349, 1
  br label %2348

2384:                                             ; preds = %2348
  %2385 = call ptr @malloc(i64 4160)
  %2386 = ptrtoint ptr %2385 to i64
  %2387 = add i64 %2386, 63
  %2388 = urem i64 %2387, 64
  %2389 = sub i64 %2387, %2388
  %2390 = inttoptr i64 %2389 to ptr
  %2391 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %2385, 0
  %2392 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2391, ptr %2390, 1
  %2393 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2392, i64 0, 2
  %2394 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2393, i64 8, 3, 0
  %2395 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2394, i64 128, 3, 1
  %2396 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2395, i64 128, 4, 0
  %2397 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2396, i64 1, 4, 1
  br label %2398

2398:                                             ; preds = %2411, %2384
  %2399 = phi i64 [ %2412, %2411 ], [ 0, %2384 ]
  %2400 = icmp slt i64 %2399, 8
  br i1 %2400, label %2401, label %2413

2401:                                             ; preds = %2398
  br label %2402

2402:                                             ; preds = %2405, %2401
  %2403 = phi i64 [ %2410, %2405 ], [ 0, %2401 ]
  %2404 = icmp slt i64 %2403, 128
  br i1 %2404, label %2405, label %2411

2405:                                             ; preds = %2402
  %2406 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2397, 1
  %2407 = mul nuw nsw i64 %2399, 128
  %2408 = add nuw nsw i64 %2407, %2403
  %2409 = getelementptr inbounds nuw float, ptr %2406, i64 %2408
  store float 0.000000e+00, ptr %2409, align 4
  %2410 = add i64 %2403, 1
  br label %2402

2411:                                             ; preds = %2402
  %2412 = add i64 %2399, 1
  br label %2398

2413:                                             ; preds = %2398
  %2414 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2397, 0
  %2415 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2397, 1
  %2416 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2414, 0
  %2417 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2416, ptr %2415, 1
  %2418 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2417, i64 0, 2
  %2419 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2418, i64 1, 3, 0
  %2420 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2419, i64 1024, 4, 0
  %2421 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2420, i64 8, 3, 1
  %2422 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2421, i64 128, 4, 1
  %2423 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2422, i64 128, 3, 2
  %2424 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2423, i64 1, 4, 2
  %2425 = call ptr @malloc(i64 4160)
  %2426 = ptrtoint ptr %2425 to i64
  %2427 = add i64 %2426, 63
  %2428 = urem i64 %2427, 64
  %2429 = sub i64 %2427, %2428
  %2430 = inttoptr i64 %2429 to ptr
  %2431 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2425, 0
  %2432 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2431, ptr %2430, 1
  %2433 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2432, i64 0, 2
  %2434 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2433, i64 1, 3, 0
  %2435 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2434, i64 8, 3, 1
  %2436 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2435, i64 128, 3, 2
  %2437 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2436, i64 1024, 4, 0
  %2438 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2437, i64 128, 4, 1
  %2439 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2438, i64 1, 4, 2
  br label %2440

2440:                                             ; preds = %2468, %2413
  %2441 = phi i64 [ %2469, %2468 ], [ 0, %2413 ]
  %2442 = icmp slt i64 %2441, 1
  br i1 %2442, label %2443, label %2470

2443:                                             ; preds = %2440
  br label %2444

2444:                                             ; preds = %2466, %2443
  %2445 = phi i64 [ %2467, %2466 ], [ 0, %2443 ]
  %2446 = icmp slt i64 %2445, 8
  br i1 %2446, label %2447, label %2468

2447:                                             ; preds = %2444
  br label %2448

2448:                                             ; preds = %2451, %2447
  %2449 = phi i64 [ %2465, %2451 ], [ 0, %2447 ]
  %2450 = icmp slt i64 %2449, 128
  br i1 %2450, label %2451, label %2466

2451:                                             ; preds = %2448
  %2452 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2424, 1
  %2453 = mul nuw nsw i64 %2441, 1024
  %2454 = mul nuw nsw i64 %2445, 128
  %2455 = add nuw nsw i64 %2453, %2454
  %2456 = add nuw nsw i64 %2455, %2449
  %2457 = getelementptr inbounds nuw float, ptr %2452, i64 %2456
  %2458 = load float, ptr %2457, align 4
  %2459 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2439, 1
  %2460 = mul nuw nsw i64 %2441, 1024
  %2461 = mul nuw nsw i64 %2445, 128
  %2462 = add nuw nsw i64 %2460, %2461
  %2463 = add nuw nsw i64 %2462, %2449
  %2464 = getelementptr inbounds nuw float, ptr %2459, i64 %2463
  store float %2458, ptr %2464, align 4
  %2465 = add i64 %2449, 1
  br label %2448

2466:                                             ; preds = %2448
  %2467 = add i64 %2445, 1
  br label %2444

2468:                                             ; preds = %2444
  %2469 = add i64 %2441, 1
  br label %2440

2470:                                             ; preds = %2440
  br label %2471

2471:                                             ; preds = %2544, %2470
  %2472 = phi i64 [ %2545, %2544 ], [ 0, %2470 ]
  %2473 = icmp slt i64 %2472, 1
  br i1 %2473, label %2474, label %2546

2474:                                             ; preds = %2471
  br label %2475

2475:                                             ; preds = %2542, %2474
  %2476 = phi i64 [ %2543, %2542 ], [ 0, %2474 ]
  %2477 = icmp slt i64 %2476, 8
  br i1 %2477, label %2478, label %2544

2478:                                             ; preds = %2475
  br label %2479

2479:                                             ; preds = %2540, %2478
  %2480 = phi i64 [ %2541, %2540 ], [ 0, %2478 ]
  %2481 = icmp slt i64 %2480, 128
  br i1 %2481, label %2482, label %2542

2482:                                             ; preds = %2479
  br label %2483

2483:                                             ; preds = %2486, %2482
  %2484 = phi i64 [ %2539, %2486 ], [ 0, %2482 ]
  %2485 = icmp slt i64 %2484, 32
  br i1 %2485, label %2486, label %2540

2486:                                             ; preds = %2483
  %2487 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2488 = mul nuw nsw i64 %2472, 256
  %2489 = mul nuw nsw i64 %2476, 32
  %2490 = add nuw nsw i64 %2488, %2489
  %2491 = add nuw nsw i64 %2490, %2484
  %2492 = getelementptr inbounds nuw float, ptr %2487, i64 %2491
  %2493 = load float, ptr %2492, align 4
  %2494 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2318, 1
  %2495 = mul nuw nsw i64 %2472, 8
  %2496 = add nuw nsw i64 %2495, %2476
  %2497 = add nuw nsw i64 %2496, 0
  %2498 = getelementptr inbounds nuw float, ptr %2494, i64 %2497
  %2499 = load float, ptr %2498, align 4
  %2500 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2228, 1
  %2501 = mul nuw nsw i64 %2472, 8
  %2502 = add nuw nsw i64 %2501, %2476
  %2503 = add nuw nsw i64 %2502, 0
  %2504 = getelementptr inbounds nuw double, ptr %2500, i64 %2503
  %2505 = load double, ptr %2504, align 8
  %2506 = getelementptr inbounds nuw float, ptr @__constant_32xf32_12, i64 %2484
  %2507 = load float, ptr %2506, align 4
  %2508 = getelementptr inbounds nuw float, ptr @__constant_32xf32_11, i64 %2484
  %2509 = load float, ptr %2508, align 4
  %2510 = mul nuw nsw i64 %2484, 128
  %2511 = add nuw nsw i64 %2510, %2480
  %2512 = getelementptr inbounds nuw float, ptr @__constant_32x128xf32_10, i64 %2511
  %2513 = load float, ptr %2512, align 4
  %2514 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2439, 1
  %2515 = mul nuw nsw i64 %2472, 1024
  %2516 = mul nuw nsw i64 %2476, 128
  %2517 = add nuw nsw i64 %2515, %2516
  %2518 = add nuw nsw i64 %2517, %2480
  %2519 = getelementptr inbounds nuw float, ptr %2514, i64 %2518
  %2520 = load float, ptr %2519, align 4
  %2521 = fdiv double %2505, 3.200000e+01
  %2522 = fptrunc double %2521 to float
  %2523 = fadd float %2522, f0x3727C5AC
  %2524 = call float @llvm.sqrt.f32(float %2523)
  %2525 = fdiv float 1.000000e+00, %2524
  %2526 = fdiv float %2499, 3.200000e+01
  %2527 = fsub float %2493, %2526
  %2528 = fmul float %2527, %2525
  %2529 = fmul float %2528, %2507
  %2530 = fadd float %2529, %2509
  %2531 = fmul float %2530, %2513
  %2532 = fadd float %2520, %2531
  %2533 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2439, 1
  %2534 = mul nuw nsw i64 %2472, 1024
  %2535 = mul nuw nsw i64 %2476, 128
  %2536 = add nuw nsw i64 %2534, %2535
  %2537 = add nuw nsw i64 %2536, %2480
  %2538 = getelementptr inbounds nuw float, ptr %2533, i64 %2537
  store float %2532, ptr %2538, align 4
  %2539 = add i64 %2484, 1
  br label %2483

2540:                                             ; preds = %2483
  %2541 = add i64 %2480, 1
  br label %2479

2542:                                             ; preds = %2479
  %2543 = add i64 %2476, 1
  br label %2475

2544:                                             ; preds = %2475
  %2545 = add i64 %2472, 1
  br label %2471

2546:                                             ; preds = %2471
  %2547 = call ptr @malloc(i64 1088)
  %2548 = ptrtoint ptr %2547 to i64
  %2549 = add i64 %2548, 63
  %2550 = urem i64 %2549, 64
  %2551 = sub i64 %2549, %2550
  %2552 = inttoptr i64 %2551 to ptr
  %2553 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2547, 0
  %2554 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2553, ptr %2552, 1
  %2555 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2554, i64 0, 2
  %2556 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2555, i64 1, 3, 0
  %2557 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2556, i64 8, 3, 1
  %2558 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2557, i64 32, 3, 2
  %2559 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2558, i64 256, 4, 0
  %2560 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2559, i64 32, 4, 1
  %2561 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2560, i64 1, 4, 2
  br label %2562

2562:                                             ; preds = %2590, %2546
  %2563 = phi i64 [ %2591, %2590 ], [ 0, %2546 ]
  %2564 = icmp slt i64 %2563, 1
  br i1 %2564, label %2565, label %2592

2565:                                             ; preds = %2562
  br label %2566

2566:                                             ; preds = %2588, %2565
  %2567 = phi i64 [ %2589, %2588 ], [ 0, %2565 ]
  %2568 = icmp slt i64 %2567, 8
  br i1 %2568, label %2569, label %2590

2569:                                             ; preds = %2566
  br label %2570

2570:                                             ; preds = %2573, %2569
  %2571 = phi i64 [ %2587, %2573 ], [ 0, %2569 ]
  %2572 = icmp slt i64 %2571, 32
  br i1 %2572, label %2573, label %2588

2573:                                             ; preds = %2570
  %2574 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1952, 1
  %2575 = mul nuw nsw i64 %2563, 256
  %2576 = mul nuw nsw i64 %2567, 32
  %2577 = add nuw nsw i64 %2575, %2576
  %2578 = add nuw nsw i64 %2577, %2571
  %2579 = getelementptr inbounds nuw float, ptr %2574, i64 %2578
  %2580 = load float, ptr %2579, align 4
  %2581 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2561, 1
  %2582 = mul nuw nsw i64 %2563, 256
  %2583 = mul nuw nsw i64 %2567, 32
  %2584 = add nuw nsw i64 %2582, %2583
  %2585 = add nuw nsw i64 %2584, %2571
  %2586 = getelementptr inbounds nuw float, ptr %2581, i64 %2585
  store float %2580, ptr %2586, align 4
  %2587 = add i64 %2571, 1
  br label %2570

2588:                                             ; preds = %2570
  %2589 = add i64 %2567, 1
  br label %2566

2590:                                             ; preds = %2566
  %2591 = add i64 %2563, 1
  br label %2562

2592:                                             ; preds = %2562
  br label %2593

2593:                                             ; preds = %2663, %2592
  %2594 = phi i64 [ %2664, %2663 ], [ 0, %2592 ]
  %2595 = icmp slt i64 %2594, 1
  br i1 %2595, label %2596, label %2665

2596:                                             ; preds = %2593
  br label %2597

2597:                                             ; preds = %2661, %2596
  %2598 = phi i64 [ %2662, %2661 ], [ 0, %2596 ]
  %2599 = icmp slt i64 %2598, 8
  br i1 %2599, label %2600, label %2663

2600:                                             ; preds = %2597
  br label %2601

2601:                                             ; preds = %2659, %2600
  %2602 = phi i64 [ %2660, %2659 ], [ 0, %2600 ]
  %2603 = icmp slt i64 %2602, 32
  br i1 %2603, label %2604, label %2661

2604:                                             ; preds = %2601
  br label %2605

2605:                                             ; preds = %2608, %2604
  %2606 = phi i64 [ %2658, %2608 ], [ 0, %2604 ]
  %2607 = icmp slt i64 %2606, 128
  br i1 %2607, label %2608, label %2659

2608:                                             ; preds = %2605
  %2609 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2439, 1
  %2610 = mul nuw nsw i64 %2594, 1024
  %2611 = mul nuw nsw i64 %2598, 128
  %2612 = add nuw nsw i64 %2610, %2611
  %2613 = add nuw nsw i64 %2612, %2606
  %2614 = getelementptr inbounds nuw float, ptr %2609, i64 %2613
  %2615 = load float, ptr %2614, align 4
  %2616 = getelementptr inbounds nuw float, ptr @__constant_128xf32_9, i64 %2606
  %2617 = load float, ptr %2616, align 4
  %2618 = mul nuw nsw i64 %2606, 32
  %2619 = add nuw nsw i64 %2618, %2602
  %2620 = getelementptr inbounds nuw float, ptr @__constant_128x32xf32_8, i64 %2619
  %2621 = load float, ptr %2620, align 4
  %2622 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2561, 1
  %2623 = mul nuw nsw i64 %2594, 256
  %2624 = mul nuw nsw i64 %2598, 32
  %2625 = add nuw nsw i64 %2623, %2624
  %2626 = add nuw nsw i64 %2625, %2602
  %2627 = getelementptr inbounds nuw float, ptr %2622, i64 %2626
  %2628 = load float, ptr %2627, align 4
  %2629 = fadd float %2615, %2617
  %2630 = fmul float %2629, %2629
  %2631 = fmul float %2630, %2629
  %2632 = fmul float %2631, 4.471500e-02
  %2633 = fadd float %2629, %2632
  %2634 = fmul float %2633, f0x3F4C422A
  %2635 = fcmp olt float %2634, 0.000000e+00
  %2636 = uitofp i1 %2635 to float
  %2637 = fmul float %2636, -2.000000e+00
  %2638 = fadd float %2637, 1.000000e+00
  %2639 = fmul float %2638, %2634
  %2640 = fmul float %2639, -2.000000e+00
  %2641 = fmul float %2640, f0x3FB8AA3B
  %2642 = call float @llvm.exp2.f32(float %2641)
  %2643 = fsub float 1.000000e+00, %2642
  %2644 = fadd float %2642, 1.000000e+00
  %2645 = fdiv float %2643, %2644
  %2646 = fmul float %2638, %2645
  %2647 = fadd float %2646, 1.000000e+00
  %2648 = fmul float %2629, 5.000000e-01
  %2649 = fmul float %2648, %2647
  %2650 = fmul float %2649, %2621
  %2651 = fadd float %2628, %2650
  %2652 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2561, 1
  %2653 = mul nuw nsw i64 %2594, 256
  %2654 = mul nuw nsw i64 %2598, 32
  %2655 = add nuw nsw i64 %2653, %2654
  %2656 = add nuw nsw i64 %2655, %2602
  %2657 = getelementptr inbounds nuw float, ptr %2652, i64 %2656
  store float %2651, ptr %2657, align 4
  %2658 = add i64 %2606, 1
  br label %2605

2659:                                             ; preds = %2605
  %2660 = add i64 %2602, 1
  br label %2601

2661:                                             ; preds = %2601
  %2662 = add i64 %2598, 1
  br label %2597

2663:                                             ; preds = %2597
  %2664 = add i64 %2594, 1
  br label %2593

2665:                                             ; preds = %2593
  br label %2666

2666:                                             ; preds = %2705, %2665
  %2667 = phi i64 [ %2706, %2705 ], [ 0, %2665 ]
  %2668 = icmp slt i64 %2667, 1
  br i1 %2668, label %2669, label %2707

2669:                                             ; preds = %2666
  br label %2670

2670:                                             ; preds = %2703, %2669
  %2671 = phi i64 [ %2704, %2703 ], [ 0, %2669 ]
  %2672 = icmp slt i64 %2671, 8
  br i1 %2672, label %2673, label %2705

2673:                                             ; preds = %2670
  br label %2674

2674:                                             ; preds = %2677, %2673
  %2675 = phi i64 [ %2702, %2677 ], [ 0, %2673 ]
  %2676 = icmp slt i64 %2675, 32
  br i1 %2676, label %2677, label %2703

2677:                                             ; preds = %2674
  %2678 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2679 = mul nuw nsw i64 %2667, 256
  %2680 = mul nuw nsw i64 %2671, 32
  %2681 = add nuw nsw i64 %2679, %2680
  %2682 = add nuw nsw i64 %2681, %2675
  %2683 = getelementptr inbounds nuw float, ptr %2678, i64 %2682
  %2684 = load float, ptr %2683, align 4
  %2685 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2561, 1
  %2686 = mul nuw nsw i64 %2667, 256
  %2687 = mul nuw nsw i64 %2671, 32
  %2688 = add nuw nsw i64 %2686, %2687
  %2689 = add nuw nsw i64 %2688, %2675
  %2690 = getelementptr inbounds nuw float, ptr %2685, i64 %2689
  %2691 = load float, ptr %2690, align 4
  %2692 = getelementptr inbounds nuw float, ptr @__constant_32xf32_7, i64 %2675
  %2693 = load float, ptr %2692, align 4
  %2694 = fadd float %2691, %2693
  %2695 = fadd float %2684, %2694
  %2696 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2697 = mul nuw nsw i64 %2667, 256
  %2698 = mul nuw nsw i64 %2671, 32
  %2699 = add nuw nsw i64 %2697, %2698
  %2700 = add nuw nsw i64 %2699, %2675
  %2701 = getelementptr inbounds nuw float, ptr %2696, i64 %2700
  store float %2695, ptr %2701, align 4
  %2702 = add i64 %2675, 1
  br label %2674

2703:                                             ; preds = %2674
  %2704 = add i64 %2671, 1
  br label %2670

2705:                                             ; preds = %2670
  %2706 = add i64 %2667, 1
  br label %2666

2707:                                             ; preds = %2666
  br label %2708

2708:                                             ; preds = %2737, %2707
  %2709 = phi i64 [ %2738, %2737 ], [ 0, %2707 ]
  %2710 = icmp slt i64 %2709, 1
  br i1 %2710, label %2711, label %2739

2711:                                             ; preds = %2708
  br label %2712

2712:                                             ; preds = %2735, %2711
  %2713 = phi i64 [ %2736, %2735 ], [ 0, %2711 ]
  %2714 = icmp slt i64 %2713, 8
  br i1 %2714, label %2715, label %2737

2715:                                             ; preds = %2712
  br label %2716

2716:                                             ; preds = %2719, %2715
  %2717 = phi i64 [ %2734, %2719 ], [ 0, %2715 ]
  %2718 = icmp slt i64 %2717, 32
  br i1 %2718, label %2719, label %2735

2719:                                             ; preds = %2716
  %2720 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2721 = mul nuw nsw i64 %2709, 256
  %2722 = mul nuw nsw i64 %2713, 32
  %2723 = add nuw nsw i64 %2721, %2722
  %2724 = add nuw nsw i64 %2723, %2717
  %2725 = getelementptr inbounds nuw float, ptr %2720, i64 %2724
  %2726 = load float, ptr %2725, align 4
  %2727 = fpext float %2726 to double
  %2728 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %484, 1
  %2729 = mul nuw nsw i64 %2709, 256
  %2730 = mul nuw nsw i64 %2713, 32
  %2731 = add nuw nsw i64 %2729, %2730
  %2732 = add nuw nsw i64 %2731, %2717
  %2733 = getelementptr inbounds nuw double, ptr %2728, i64 %2732
  store double %2727, ptr %2733, align 8
  %2734 = add i64 %2717, 1
  br label %2716

2735:                                             ; preds = %2716
  %2736 = add i64 %2713, 1
  br label %2712

2737:                                             ; preds = %2712
  %2738 = add i64 %2709, 1
  br label %2708

2739:                                             ; preds = %2708
  %2740 = call ptr @malloc(i64 128)
  %2741 = ptrtoint ptr %2740 to i64
  %2742 = add i64 %2741, 63
  %2743 = urem i64 %2742, 64
  %2744 = sub i64 %2742, %2743
  %2745 = inttoptr i64 %2744 to ptr
  %2746 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2740, 0
  %2747 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2746, ptr %2745, 1
  %2748 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2747, i64 0, 2
  %2749 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2748, i64 1, 3, 0
  %2750 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2749, i64 8, 3, 1
  %2751 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2750, i64 1, 3, 2
  %2752 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2751, i64 8, 4, 0
  %2753 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2752, i64 1, 4, 1
  %2754 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2753, i64 1, 4, 2
  br label %2755

2755:                                             ; preds = %2781, %2739
  %2756 = phi i64 [ %2782, %2781 ], [ 0, %2739 ]
  %2757 = icmp slt i64 %2756, 1
  br i1 %2757, label %2758, label %2783

2758:                                             ; preds = %2755
  br label %2759

2759:                                             ; preds = %2779, %2758
  %2760 = phi i64 [ %2780, %2779 ], [ 0, %2758 ]
  %2761 = icmp slt i64 %2760, 8
  br i1 %2761, label %2762, label %2781

2762:                                             ; preds = %2759
  br label %2763

2763:                                             ; preds = %2766, %2762
  %2764 = phi i64 [ %2778, %2766 ], [ 0, %2762 ]
  %2765 = icmp slt i64 %2764, 1
  br i1 %2765, label %2766, label %2779

2766:                                             ; preds = %2763
  %2767 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %531, 1
  %2768 = mul nuw nsw i64 %2756, 8
  %2769 = add nuw nsw i64 %2768, %2760
  %2770 = add nuw nsw i64 %2769, %2764
  %2771 = getelementptr inbounds nuw double, ptr %2767, i64 %2770
  %2772 = load double, ptr %2771, align 8
  %2773 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2754, 1
  %2774 = mul nuw nsw i64 %2756, 8
  %2775 = add nuw nsw i64 %2774, %2760
  %2776 = add nuw nsw i64 %2775, %2764
  %2777 = getelementptr inbounds nuw double, ptr %2773, i64 %2776
  store double %2772, ptr %2777, align 8
  %2778 = add i64 %2764, 1
  br label %2763

2779:                                             ; preds = %2763
  %2780 = add i64 %2760, 1
  br label %2759

2781:                                             ; preds = %2759
  %2782 = add i64 %2756, 1
  br label %2755

2783:                                             ; preds = %2755
  br label %2784

2784:                                             ; preds = %2818, %2783
  %2785 = phi i64 [ %2819, %2818 ], [ 0, %2783 ]
  %2786 = icmp slt i64 %2785, 1
  br i1 %2786, label %2787, label %2820

2787:                                             ; preds = %2784
  br label %2788

2788:                                             ; preds = %2816, %2787
  %2789 = phi i64 [ %2817, %2816 ], [ 0, %2787 ]
  %2790 = icmp slt i64 %2789, 8
  br i1 %2790, label %2791, label %2818

2791:                                             ; preds = %2788
  br label %2792

2792:                                             ; preds = %2795, %2791
  %2793 = phi i64 [ %2815, %2795 ], [ 0, %2791 ]
  %2794 = icmp slt i64 %2793, 32
  br i1 %2794, label %2795, label %2816

2795:                                             ; preds = %2792
  %2796 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %484, 1
  %2797 = mul nuw nsw i64 %2785, 256
  %2798 = mul nuw nsw i64 %2789, 32
  %2799 = add nuw nsw i64 %2797, %2798
  %2800 = add nuw nsw i64 %2799, %2793
  %2801 = getelementptr inbounds nuw double, ptr %2796, i64 %2800
  %2802 = load double, ptr %2801, align 8
  %2803 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2754, 1
  %2804 = mul nuw nsw i64 %2785, 8
  %2805 = add nuw nsw i64 %2804, %2789
  %2806 = add nuw nsw i64 %2805, 0
  %2807 = getelementptr inbounds nuw double, ptr %2803, i64 %2806
  %2808 = load double, ptr %2807, align 8
  %2809 = fadd double %2802, %2808
  %2810 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2754, 1
  %2811 = mul nuw nsw i64 %2785, 8
  %2812 = add nuw nsw i64 %2811, %2789
  %2813 = add nuw nsw i64 %2812, 0
  %2814 = getelementptr inbounds nuw double, ptr %2810, i64 %2813
  store double %2809, ptr %2814, align 8
  %2815 = add i64 %2793, 1
  br label %2792

2816:                                             ; preds = %2792
  %2817 = add i64 %2789, 1
  br label %2788

2818:                                             ; preds = %2788
  %2819 = add i64 %2785, 1
  br label %2784

2820:                                             ; preds = %2784
  %2821 = call ptr @malloc(i64 128)
  %2822 = ptrtoint ptr %2821 to i64
  %2823 = add i64 %2822, 63
  %2824 = urem i64 %2823, 64
  %2825 = sub i64 %2823, %2824
  %2826 = inttoptr i64 %2825 to ptr
  %2827 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2821, 0
  %2828 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2827, ptr %2826, 1
  %2829 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2828, i64 0, 2
  %2830 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2829, i64 1, 3, 0
  %2831 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2830, i64 8, 3, 1
  %2832 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2831, i64 1, 3, 2
  %2833 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2832, i64 8, 4, 0
  %2834 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2833, i64 1, 4, 1
  %2835 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2834, i64 1, 4, 2
  br label %2836

2836:                                             ; preds = %2862, %2820
  %2837 = phi i64 [ %2863, %2862 ], [ 0, %2820 ]
  %2838 = icmp slt i64 %2837, 1
  br i1 %2838, label %2839, label %2864

2839:                                             ; preds = %2836
  br label %2840

2840:                                             ; preds = %2860, %2839
  %2841 = phi i64 [ %2861, %2860 ], [ 0, %2839 ]
  %2842 = icmp slt i64 %2841, 8
  br i1 %2842, label %2843, label %2862

2843:                                             ; preds = %2840
  br label %2844

2844:                                             ; preds = %2847, %2843
  %2845 = phi i64 [ %2859, %2847 ], [ 0, %2843 ]
  %2846 = icmp slt i64 %2845, 1
  br i1 %2846, label %2847, label %2860

2847:                                             ; preds = %2844
  %2848 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %531, 1
  %2849 = mul nuw nsw i64 %2837, 8
  %2850 = add nuw nsw i64 %2849, %2841
  %2851 = add nuw nsw i64 %2850, %2845
  %2852 = getelementptr inbounds nuw double, ptr %2848, i64 %2851
  %2853 = load double, ptr %2852, align 8
  %2854 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2835, 1
  %2855 = mul nuw nsw i64 %2837, 8
  %2856 = add nuw nsw i64 %2855, %2841
  %2857 = add nuw nsw i64 %2856, %2845
  %2858 = getelementptr inbounds nuw double, ptr %2854, i64 %2857
  store double %2853, ptr %2858, align 8
  %2859 = add i64 %2845, 1
  br label %2844

2860:                                             ; preds = %2844
  %2861 = add i64 %2841, 1
  br label %2840

2862:                                             ; preds = %2840
  %2863 = add i64 %2837, 1
  br label %2836

2864:                                             ; preds = %2836
  br label %2865

2865:                                             ; preds = %2908, %2864
  %2866 = phi i64 [ %2909, %2908 ], [ 0, %2864 ]
  %2867 = icmp slt i64 %2866, 1
  br i1 %2867, label %2868, label %2910

2868:                                             ; preds = %2865
  br label %2869

2869:                                             ; preds = %2906, %2868
  %2870 = phi i64 [ %2907, %2906 ], [ 0, %2868 ]
  %2871 = icmp slt i64 %2870, 8
  br i1 %2871, label %2872, label %2908

2872:                                             ; preds = %2869
  br label %2873

2873:                                             ; preds = %2876, %2872
  %2874 = phi i64 [ %2905, %2876 ], [ 0, %2872 ]
  %2875 = icmp slt i64 %2874, 32
  br i1 %2875, label %2876, label %2906

2876:                                             ; preds = %2873
  %2877 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %484, 1
  %2878 = mul nuw nsw i64 %2866, 256
  %2879 = mul nuw nsw i64 %2870, 32
  %2880 = add nuw nsw i64 %2878, %2879
  %2881 = add nuw nsw i64 %2880, %2874
  %2882 = getelementptr inbounds nuw double, ptr %2877, i64 %2881
  %2883 = load double, ptr %2882, align 8
  %2884 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2754, 1
  %2885 = mul nuw nsw i64 %2866, 8
  %2886 = add nuw nsw i64 %2885, %2870
  %2887 = add nuw nsw i64 %2886, 0
  %2888 = getelementptr inbounds nuw double, ptr %2884, i64 %2887
  %2889 = load double, ptr %2888, align 8
  %2890 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2835, 1
  %2891 = mul nuw nsw i64 %2866, 8
  %2892 = add nuw nsw i64 %2891, %2870
  %2893 = add nuw nsw i64 %2892, 0
  %2894 = getelementptr inbounds nuw double, ptr %2890, i64 %2893
  %2895 = load double, ptr %2894, align 8
  %2896 = fdiv double %2889, 3.200000e+01
  %2897 = fsub double %2883, %2896
  %2898 = fmul double %2897, %2897
  %2899 = fadd double %2898, %2895
  %2900 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2835, 1
  %2901 = mul nuw nsw i64 %2866, 8
  %2902 = add nuw nsw i64 %2901, %2870
  %2903 = add nuw nsw i64 %2902, 0
  %2904 = getelementptr inbounds nuw double, ptr %2900, i64 %2903
  store double %2899, ptr %2904, align 8
  %2905 = add i64 %2874, 1
  br label %2873

2906:                                             ; preds = %2873
  %2907 = add i64 %2870, 1
  br label %2869

2908:                                             ; preds = %2869
  %2909 = add i64 %2866, 1
  br label %2865

2910:                                             ; preds = %2865
  %2911 = call ptr @malloc(i64 96)
  %2912 = ptrtoint ptr %2911 to i64
  %2913 = add i64 %2912, 63
  %2914 = urem i64 %2913, 64
  %2915 = sub i64 %2913, %2914
  %2916 = inttoptr i64 %2915 to ptr
  %2917 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2911, 0
  %2918 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2917, ptr %2916, 1
  %2919 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2918, i64 0, 2
  %2920 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2919, i64 1, 3, 0
  %2921 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2920, i64 8, 3, 1
  %2922 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2921, i64 1, 3, 2
  %2923 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2922, i64 8, 4, 0
  %2924 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2923, i64 1, 4, 1
  %2925 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2924, i64 1, 4, 2
  br label %2926

2926:                                             ; preds = %2952, %2910
  %2927 = phi i64 [ %2953, %2952 ], [ 0, %2910 ]
  %2928 = icmp slt i64 %2927, 1
  br i1 %2928, label %2929, label %2954

2929:                                             ; preds = %2926
  br label %2930

2930:                                             ; preds = %2950, %2929
  %2931 = phi i64 [ %2951, %2950 ], [ 0, %2929 ]
  %2932 = icmp slt i64 %2931, 8
  br i1 %2932, label %2933, label %2952

2933:                                             ; preds = %2930
  br label %2934

2934:                                             ; preds = %2937, %2933
  %2935 = phi i64 [ %2949, %2937 ], [ 0, %2933 ]
  %2936 = icmp slt i64 %2935, 1
  br i1 %2936, label %2937, label %2950

2937:                                             ; preds = %2934
  %2938 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %740, 1
  %2939 = mul nuw nsw i64 %2927, 8
  %2940 = add nuw nsw i64 %2939, %2931
  %2941 = add nuw nsw i64 %2940, %2935
  %2942 = getelementptr inbounds nuw float, ptr %2938, i64 %2941
  %2943 = load float, ptr %2942, align 4
  %2944 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2925, 1
  %2945 = mul nuw nsw i64 %2927, 8
  %2946 = add nuw nsw i64 %2945, %2931
  %2947 = add nuw nsw i64 %2946, %2935
  %2948 = getelementptr inbounds nuw float, ptr %2944, i64 %2947
  store float %2943, ptr %2948, align 4
  %2949 = add i64 %2935, 1
  br label %2934

2950:                                             ; preds = %2934
  %2951 = add i64 %2931, 1
  br label %2930

2952:                                             ; preds = %2930
  %2953 = add i64 %2927, 1
  br label %2926

2954:                                             ; preds = %2926
  br label %2955

2955:                                             ; preds = %2989, %2954
  %2956 = phi i64 [ %2990, %2989 ], [ 0, %2954 ]
  %2957 = icmp slt i64 %2956, 1
  br i1 %2957, label %2958, label %2991

2958:                                             ; preds = %2955
  br label %2959

2959:                                             ; preds = %2987, %2958
  %2960 = phi i64 [ %2988, %2987 ], [ 0, %2958 ]
  %2961 = icmp slt i64 %2960, 8
  br i1 %2961, label %2962, label %2989

2962:                                             ; preds = %2959
  br label %2963

2963:                                             ; preds = %2966, %2962
  %2964 = phi i64 [ %2986, %2966 ], [ 0, %2962 ]
  %2965 = icmp slt i64 %2964, 32
  br i1 %2965, label %2966, label %2987

2966:                                             ; preds = %2963
  %2967 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2968 = mul nuw nsw i64 %2956, 256
  %2969 = mul nuw nsw i64 %2960, 32
  %2970 = add nuw nsw i64 %2968, %2969
  %2971 = add nuw nsw i64 %2970, %2964
  %2972 = getelementptr inbounds nuw float, ptr %2967, i64 %2971
  %2973 = load float, ptr %2972, align 4
  %2974 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2925, 1
  %2975 = mul nuw nsw i64 %2956, 8
  %2976 = add nuw nsw i64 %2975, %2960
  %2977 = add nuw nsw i64 %2976, 0
  %2978 = getelementptr inbounds nuw float, ptr %2974, i64 %2977
  %2979 = load float, ptr %2978, align 4
  %2980 = fadd float %2973, %2979
  %2981 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2925, 1
  %2982 = mul nuw nsw i64 %2956, 8
  %2983 = add nuw nsw i64 %2982, %2960
  %2984 = add nuw nsw i64 %2983, 0
  %2985 = getelementptr inbounds nuw float, ptr %2981, i64 %2984
  store float %2980, ptr %2985, align 4
  %2986 = add i64 %2964, 1
  br label %2963

2987:                                             ; preds = %2963
  %2988 = add i64 %2960, 1
  br label %2959

2989:                                             ; preds = %2959
  %2990 = add i64 %2956, 1
  br label %2955

2991:                                             ; preds = %2955
  br label %2992

2992:                                             ; preds = %3065, %2991
  %2993 = phi i64 [ %3066, %3065 ], [ 0, %2991 ]
  %2994 = icmp slt i64 %2993, 1
  br i1 %2994, label %2995, label %3067

2995:                                             ; preds = %2992
  br label %2996

2996:                                             ; preds = %3063, %2995
  %2997 = phi i64 [ %3064, %3063 ], [ 0, %2995 ]
  %2998 = icmp slt i64 %2997, 8
  br i1 %2998, label %2999, label %3065

2999:                                             ; preds = %2996
  br label %3000

3000:                                             ; preds = %3061, %2999
  %3001 = phi i64 [ %3062, %3061 ], [ 0, %2999 ]
  %3002 = icmp slt i64 %3001, 96
  br i1 %3002, label %3003, label %3063

3003:                                             ; preds = %3000
  br label %3004

3004:                                             ; preds = %3007, %3003
  %3005 = phi i64 [ %3060, %3007 ], [ 0, %3003 ]
  %3006 = icmp slt i64 %3005, 32
  br i1 %3006, label %3007, label %3061

3007:                                             ; preds = %3004
  %3008 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3009 = mul nuw nsw i64 %2993, 256
  %3010 = mul nuw nsw i64 %2997, 32
  %3011 = add nuw nsw i64 %3009, %3010
  %3012 = add nuw nsw i64 %3011, %3005
  %3013 = getelementptr inbounds nuw float, ptr %3008, i64 %3012
  %3014 = load float, ptr %3013, align 4
  %3015 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2925, 1
  %3016 = mul nuw nsw i64 %2993, 8
  %3017 = add nuw nsw i64 %3016, %2997
  %3018 = add nuw nsw i64 %3017, 0
  %3019 = getelementptr inbounds nuw float, ptr %3015, i64 %3018
  %3020 = load float, ptr %3019, align 4
  %3021 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2835, 1
  %3022 = mul nuw nsw i64 %2993, 8
  %3023 = add nuw nsw i64 %3022, %2997
  %3024 = add nuw nsw i64 %3023, 0
  %3025 = getelementptr inbounds nuw double, ptr %3021, i64 %3024
  %3026 = load double, ptr %3025, align 8
  %3027 = getelementptr inbounds nuw float, ptr @__constant_32xf32_6, i64 %3005
  %3028 = load float, ptr %3027, align 4
  %3029 = getelementptr inbounds nuw float, ptr @__constant_32xf32_5, i64 %3005
  %3030 = load float, ptr %3029, align 4
  %3031 = mul nuw nsw i64 %3005, 96
  %3032 = add nuw nsw i64 %3031, %3001
  %3033 = getelementptr inbounds nuw float, ptr @__constant_32x96xf32, i64 %3032
  %3034 = load float, ptr %3033, align 4
  %3035 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %884, 1
  %3036 = mul nuw nsw i64 %2993, 768
  %3037 = mul nuw nsw i64 %2997, 96
  %3038 = add nuw nsw i64 %3036, %3037
  %3039 = add nuw nsw i64 %3038, %3001
  %3040 = getelementptr inbounds nuw float, ptr %3035, i64 %3039
  %3041 = load float, ptr %3040, align 4
  %3042 = fdiv double %3026, 3.200000e+01
  %3043 = fptrunc double %3042 to float
  %3044 = fadd float %3043, f0x3727C5AC
  %3045 = call float @llvm.sqrt.f32(float %3044)
  %3046 = fdiv float 1.000000e+00, %3045
  %3047 = fdiv float %3020, 3.200000e+01
  %3048 = fsub float %3014, %3047
  %3049 = fmul float %3048, %3046
  %3050 = fmul float %3049, %3028
  %3051 = fadd float %3050, %3030
  %3052 = fmul float %3051, %3034
  %3053 = fadd float %3041, %3052
  %3054 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %884, 1
  %3055 = mul nuw nsw i64 %2993, 768
  %3056 = mul nuw nsw i64 %2997, 96
  %3057 = add nuw nsw i64 %3055, %3056
  %3058 = add nuw nsw i64 %3057, %3001
  %3059 = getelementptr inbounds nuw float, ptr %3054, i64 %3058
  store float %3053, ptr %3059, align 4
  %3060 = add i64 %3005, 1
  br label %3004

3061:                                             ; preds = %3004
  %3062 = add i64 %3001, 1
  br label %3000

3063:                                             ; preds = %3000
  %3064 = add i64 %2997, 1
  br label %2996

3065:                                             ; preds = %2996
  %3066 = add i64 %2993, 1
  br label %2992

3067:                                             ; preds = %2992
  %3068 = call ptr @malloc(i64 3136)
  %3069 = ptrtoint ptr %3068 to i64
  %3070 = add i64 %3069, 63
  %3071 = urem i64 %3070, 64
  %3072 = sub i64 %3070, %3071
  %3073 = inttoptr i64 %3072 to ptr
  %3074 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3068, 0
  %3075 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3074, ptr %3073, 1
  %3076 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3075, i64 0, 2
  %3077 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3076, i64 1, 3, 0
  %3078 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3077, i64 8, 3, 1
  %3079 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3078, i64 96, 3, 2
  %3080 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3079, i64 768, 4, 0
  %3081 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3080, i64 96, 4, 1
  %3082 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3081, i64 1, 4, 2
  br label %3083

3083:                                             ; preds = %3114, %3067
  %3084 = phi i64 [ %3115, %3114 ], [ 0, %3067 ]
  %3085 = icmp slt i64 %3084, 1
  br i1 %3085, label %3086, label %3116

3086:                                             ; preds = %3083
  br label %3087

3087:                                             ; preds = %3112, %3086
  %3088 = phi i64 [ %3113, %3112 ], [ 0, %3086 ]
  %3089 = icmp slt i64 %3088, 8
  br i1 %3089, label %3090, label %3114

3090:                                             ; preds = %3087
  br label %3091

3091:                                             ; preds = %3094, %3090
  %3092 = phi i64 [ %3111, %3094 ], [ 0, %3090 ]
  %3093 = icmp slt i64 %3092, 96
  br i1 %3093, label %3094, label %3112

3094:                                             ; preds = %3091
  %3095 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %884, 1
  %3096 = mul nuw nsw i64 %3084, 768
  %3097 = mul nuw nsw i64 %3088, 96
  %3098 = add nuw nsw i64 %3096, %3097
  %3099 = add nuw nsw i64 %3098, %3092
  %3100 = getelementptr inbounds nuw float, ptr %3095, i64 %3099
  %3101 = load float, ptr %3100, align 4
  %3102 = getelementptr inbounds nuw float, ptr @__constant_96xf32, i64 %3092
  %3103 = load float, ptr %3102, align 4
  %3104 = fadd float %3101, %3103
  %3105 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3082, 1
  %3106 = mul nuw nsw i64 %3084, 768
  %3107 = mul nuw nsw i64 %3088, 96
  %3108 = add nuw nsw i64 %3106, %3107
  %3109 = add nuw nsw i64 %3108, %3092
  %3110 = getelementptr inbounds nuw float, ptr %3105, i64 %3109
  store float %3104, ptr %3110, align 4
  %3111 = add i64 %3092, 1
  br label %3091

3112:                                             ; preds = %3091
  %3113 = add i64 %3088, 1
  br label %3087

3114:                                             ; preds = %3087
  %3115 = add i64 %3084, 1
  br label %3083

3116:                                             ; preds = %3083
  %3117 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3082, 0
  %3118 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3082, 1
  %3119 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3117, 0
  %3120 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3119, ptr %3118, 1
  %3121 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3120, i64 32, 2
  %3122 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3121, i64 1, 3, 0
  %3123 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3122, i64 768, 4, 0
  %3124 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3123, i64 8, 3, 1
  %3125 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3124, i64 96, 4, 1
  %3126 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3125, i64 2, 3, 2
  %3127 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3126, i64 16, 4, 2
  %3128 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3127, i64 16, 3, 3
  %3129 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3128, i64 1, 4, 3
  %3130 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3082, 0
  %3131 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3082, 1
  %3132 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3130, 0
  %3133 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3132, ptr %3131, 1
  %3134 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3133, i64 64, 2
  %3135 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3134, i64 1, 3, 0
  %3136 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3135, i64 768, 4, 0
  %3137 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3136, i64 8, 3, 1
  %3138 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3137, i64 96, 4, 1
  %3139 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3138, i64 2, 3, 2
  %3140 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3139, i64 16, 4, 2
  %3141 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3140, i64 16, 3, 3
  %3142 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3141, i64 1, 4, 3
  %3143 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3082, 0
  %3144 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3082, 1
  %3145 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3143, 0
  %3146 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3145, ptr %3144, 1
  %3147 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3146, i64 0, 2
  %3148 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3147, i64 1, 3, 0
  %3149 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3148, i64 768, 4, 0
  %3150 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3149, i64 8, 3, 1
  %3151 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3150, i64 96, 4, 1
  %3152 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3151, i64 2, 3, 2
  %3153 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3152, i64 16, 4, 2
  %3154 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3153, i64 16, 3, 3
  %3155 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3154, i64 1, 4, 3
  br label %3156

3156:                                             ; preds = %3221, %3116
  %3157 = phi i64 [ %3222, %3221 ], [ 0, %3116 ]
  %3158 = icmp slt i64 %3157, 1
  br i1 %3158, label %3159, label %3223

3159:                                             ; preds = %3156
  br label %3160

3160:                                             ; preds = %3219, %3159
  %3161 = phi i64 [ %3220, %3219 ], [ 0, %3159 ]
  %3162 = icmp slt i64 %3161, 2
  br i1 %3162, label %3163, label %3221

3163:                                             ; preds = %3160
  br label %3164

3164:                                             ; preds = %3217, %3163
  %3165 = phi i64 [ %3218, %3217 ], [ 0, %3163 ]
  %3166 = icmp slt i64 %3165, 8
  br i1 %3166, label %3167, label %3219

3167:                                             ; preds = %3164
  br label %3168

3168:                                             ; preds = %3215, %3167
  %3169 = phi i64 [ %3216, %3215 ], [ 0, %3167 ]
  %3170 = icmp slt i64 %3169, 8
  br i1 %3170, label %3171, label %3217

3171:                                             ; preds = %3168
  br label %3172

3172:                                             ; preds = %3175, %3171
  %3173 = phi i64 [ %3214, %3175 ], [ 0, %3171 ]
  %3174 = icmp slt i64 %3173, 16
  br i1 %3174, label %3175, label %3215

3175:                                             ; preds = %3172
  %3176 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3155, 1
  %3177 = mul nuw nsw i64 %3157, 768
  %3178 = mul nuw nsw i64 %3165, 96
  %3179 = add nuw nsw i64 %3177, %3178
  %3180 = mul nuw nsw i64 %3161, 16
  %3181 = add nuw nsw i64 %3179, %3180
  %3182 = add nuw nsw i64 %3181, %3173
  %3183 = getelementptr inbounds nuw float, ptr %3176, i64 %3182
  %3184 = load float, ptr %3183, align 4
  %3185 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3129, 1
  %3186 = getelementptr float, ptr %3185, i64 32
  %3187 = mul nuw nsw i64 %3157, 768
  %3188 = mul nuw nsw i64 %3169, 96
  %3189 = add nuw nsw i64 %3187, %3188
  %3190 = mul nuw nsw i64 %3161, 16
  %3191 = add nuw nsw i64 %3189, %3190
  %3192 = add nuw nsw i64 %3191, %3173
  %3193 = getelementptr inbounds nuw float, ptr %3186, i64 %3192
  %3194 = load float, ptr %3193, align 4
  %3195 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1146, 1
  %3196 = mul nuw nsw i64 %3157, 128
  %3197 = mul nuw nsw i64 %3161, 64
  %3198 = add nuw nsw i64 %3196, %3197
  %3199 = mul nuw nsw i64 %3165, 8
  %3200 = add nuw nsw i64 %3198, %3199
  %3201 = add nuw nsw i64 %3200, %3169
  %3202 = getelementptr inbounds nuw float, ptr %3195, i64 %3201
  %3203 = load float, ptr %3202, align 4
  %3204 = fmul float %3184, %3194
  %3205 = fadd float %3203, %3204
  %3206 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1146, 1
  %3207 = mul nuw nsw i64 %3157, 128
  %3208 = mul nuw nsw i64 %3161, 64
  %3209 = add nuw nsw i64 %3207, %3208
  %3210 = mul nuw nsw i64 %3165, 8
  %3211 = add nuw nsw i64 %3209, %3210
  %3212 = add nuw nsw i64 %3211, %3169
  %3213 = getelementptr inbounds nuw float, ptr %3206, i64 %3212
  store float %3205, ptr %3213, align 4
  %3214 = add i64 %3173, 1
  br label %3172

3215:                                             ; preds = %3172
  %3216 = add i64 %3169, 1
  br label %3168

3217:                                             ; preds = %3168
  %3218 = add i64 %3165, 1
  br label %3164

3219:                                             ; preds = %3164
  %3220 = add i64 %3161, 1
  br label %3160

3221:                                             ; preds = %3160
  %3222 = add i64 %3157, 1
  br label %3156

3223:                                             ; preds = %3156
  br label %3224

3224:                                             ; preds = %3272, %3223
  %3225 = phi i64 [ %3273, %3272 ], [ 0, %3223 ]
  %3226 = icmp slt i64 %3225, 1
  br i1 %3226, label %3227, label %3274

3227:                                             ; preds = %3224
  br label %3228

3228:                                             ; preds = %3270, %3227
  %3229 = phi i64 [ %3271, %3270 ], [ 0, %3227 ]
  %3230 = icmp slt i64 %3229, 2
  br i1 %3230, label %3231, label %3272

3231:                                             ; preds = %3228
  br label %3232

3232:                                             ; preds = %3268, %3231
  %3233 = phi i64 [ %3269, %3268 ], [ 0, %3231 ]
  %3234 = icmp slt i64 %3233, 8
  br i1 %3234, label %3235, label %3270

3235:                                             ; preds = %3232
  br label %3236

3236:                                             ; preds = %3239, %3235
  %3237 = phi i64 [ %3267, %3239 ], [ 0, %3235 ]
  %3238 = icmp slt i64 %3237, 8
  br i1 %3238, label %3239, label %3268

3239:                                             ; preds = %3236
  %3240 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1146, 1
  %3241 = mul nuw nsw i64 %3225, 128
  %3242 = mul nuw nsw i64 %3229, 64
  %3243 = add nuw nsw i64 %3241, %3242
  %3244 = mul nuw nsw i64 %3233, 8
  %3245 = add nuw nsw i64 %3243, %3244
  %3246 = add nuw nsw i64 %3245, %3237
  %3247 = getelementptr inbounds nuw float, ptr %3240, i64 %3246
  %3248 = load float, ptr %3247, align 4
  %3249 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %402, 1
  %3250 = mul nuw nsw i64 %3225, 64
  %3251 = add nuw nsw i64 %3250, 0
  %3252 = mul nuw nsw i64 %3233, 8
  %3253 = add nuw nsw i64 %3251, %3252
  %3254 = add nuw nsw i64 %3253, %3237
  %3255 = getelementptr inbounds nuw float, ptr %3249, i64 %3254
  %3256 = load float, ptr %3255, align 4
  %3257 = fmul float %3248, 2.500000e-01
  %3258 = fadd float %3257, %3256
  %3259 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1289, 1
  %3260 = mul nuw nsw i64 %3225, 128
  %3261 = mul nuw nsw i64 %3229, 64
  %3262 = add nuw nsw i64 %3260, %3261
  %3263 = mul nuw nsw i64 %3233, 8
  %3264 = add nuw nsw i64 %3262, %3263
  %3265 = add nuw nsw i64 %3264, %3237
  %3266 = getelementptr inbounds nuw float, ptr %3259, i64 %3265
  store float %3258, ptr %3266, align 4
  %3267 = add i64 %3237, 1
  br label %3236

3268:                                             ; preds = %3236
  %3269 = add i64 %3233, 1
  br label %3232

3270:                                             ; preds = %3232
  %3271 = add i64 %3229, 1
  br label %3228

3272:                                             ; preds = %3228
  %3273 = add i64 %3225, 1
  br label %3224

3274:                                             ; preds = %3224
  br label %3275

3275:                                             ; preds = %3329, %3274
  %3276 = phi i64 [ %3330, %3329 ], [ 0, %3274 ]
  %3277 = icmp slt i64 %3276, 1
  br i1 %3277, label %3278, label %3331

3278:                                             ; preds = %3275
  br label %3279

3279:                                             ; preds = %3327, %3278
  %3280 = phi i64 [ %3328, %3327 ], [ 0, %3278 ]
  %3281 = icmp slt i64 %3280, 2
  br i1 %3281, label %3282, label %3329

3282:                                             ; preds = %3279
  br label %3283

3283:                                             ; preds = %3325, %3282
  %3284 = phi i64 [ %3326, %3325 ], [ 0, %3282 ]
  %3285 = icmp slt i64 %3284, 8
  br i1 %3285, label %3286, label %3327

3286:                                             ; preds = %3283
  br label %3287

3287:                                             ; preds = %3323, %3286
  %3288 = phi i64 [ %3324, %3323 ], [ 0, %3286 ]
  %3289 = icmp slt i64 %3288, 1
  br i1 %3289, label %3290, label %3325

3290:                                             ; preds = %3287
  br label %3291

3291:                                             ; preds = %3294, %3290
  %3292 = phi i64 [ %3322, %3294 ], [ 0, %3290 ]
  %3293 = icmp slt i64 %3292, 8
  br i1 %3293, label %3294, label %3323

3294:                                             ; preds = %3291
  %3295 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1394, 1
  %3296 = mul nuw nsw i64 %3276, 128
  %3297 = mul nuw nsw i64 %3280, 64
  %3298 = add nuw nsw i64 %3296, %3297
  %3299 = mul nuw nsw i64 %3284, 8
  %3300 = add nuw nsw i64 %3298, %3299
  %3301 = mul nuw nsw i64 %3288, 8
  %3302 = add nuw nsw i64 %3300, %3301
  %3303 = add nuw nsw i64 %3302, %3292
  %3304 = getelementptr inbounds nuw float, ptr %3295, i64 %3303
  %3305 = load float, ptr %3304, align 4
  %3306 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1407, 1
  %3307 = mul nuw nsw i64 %3276, 16
  %3308 = mul nuw nsw i64 %3280, 8
  %3309 = add nuw nsw i64 %3307, %3308
  %3310 = add nuw nsw i64 %3309, %3284
  %3311 = add nuw nsw i64 %3310, %3288
  %3312 = getelementptr inbounds nuw float, ptr %3306, i64 %3311
  %3313 = load float, ptr %3312, align 4
  %3314 = call float @llvm.maximum.f32(float %3305, float %3313)
  %3315 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1407, 1
  %3316 = mul nuw nsw i64 %3276, 16
  %3317 = mul nuw nsw i64 %3280, 8
  %3318 = add nuw nsw i64 %3316, %3317
  %3319 = add nuw nsw i64 %3318, %3284
  %3320 = add nuw nsw i64 %3319, %3288
  %3321 = getelementptr inbounds nuw float, ptr %3315, i64 %3320
  store float %3314, ptr %3321, align 4
  %3322 = add i64 %3292, 1
  br label %3291

3323:                                             ; preds = %3291
  %3324 = add i64 %3288, 1
  br label %3287

3325:                                             ; preds = %3287
  %3326 = add i64 %3284, 1
  br label %3283

3327:                                             ; preds = %3283
  %3328 = add i64 %3280, 1
  br label %3279

3329:                                             ; preds = %3279
  %3330 = add i64 %3276, 1
  br label %3275

3331:                                             ; preds = %3275
  br label %3332

3332:                                             ; preds = %3381, %3331
  %3333 = phi i64 [ %3382, %3381 ], [ 0, %3331 ]
  %3334 = icmp slt i64 %3333, 1
  br i1 %3334, label %3335, label %3383

3335:                                             ; preds = %3332
  br label %3336

3336:                                             ; preds = %3379, %3335
  %3337 = phi i64 [ %3380, %3379 ], [ 0, %3335 ]
  %3338 = icmp slt i64 %3337, 2
  br i1 %3338, label %3339, label %3381

3339:                                             ; preds = %3336
  br label %3340

3340:                                             ; preds = %3377, %3339
  %3341 = phi i64 [ %3378, %3377 ], [ 0, %3339 ]
  %3342 = icmp slt i64 %3341, 8
  br i1 %3342, label %3343, label %3379

3343:                                             ; preds = %3340
  br label %3344

3344:                                             ; preds = %3347, %3343
  %3345 = phi i64 [ %3376, %3347 ], [ 0, %3343 ]
  %3346 = icmp slt i64 %3345, 8
  br i1 %3346, label %3347, label %3377

3347:                                             ; preds = %3344
  %3348 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1289, 1
  %3349 = mul nuw nsw i64 %3333, 128
  %3350 = mul nuw nsw i64 %3337, 64
  %3351 = add nuw nsw i64 %3349, %3350
  %3352 = mul nuw nsw i64 %3341, 8
  %3353 = add nuw nsw i64 %3351, %3352
  %3354 = add nuw nsw i64 %3353, %3345
  %3355 = getelementptr inbounds nuw float, ptr %3348, i64 %3354
  %3356 = load float, ptr %3355, align 4
  %3357 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1407, 1
  %3358 = mul nuw nsw i64 %3333, 16
  %3359 = mul nuw nsw i64 %3337, 8
  %3360 = add nuw nsw i64 %3358, %3359
  %3361 = add nuw nsw i64 %3360, %3341
  %3362 = add nuw nsw i64 %3361, 0
  %3363 = getelementptr inbounds nuw float, ptr %3357, i64 %3362
  %3364 = load float, ptr %3363, align 4
  %3365 = fsub float %3356, %3364
  %3366 = fmul float %3365, f0x3FB8AA3B
  %3367 = call float @llvm.exp2.f32(float %3366)
  %3368 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1289, 1
  %3369 = mul nuw nsw i64 %3333, 128
  %3370 = mul nuw nsw i64 %3337, 64
  %3371 = add nuw nsw i64 %3369, %3370
  %3372 = mul nuw nsw i64 %3341, 8
  %3373 = add nuw nsw i64 %3371, %3372
  %3374 = add nuw nsw i64 %3373, %3345
  %3375 = getelementptr inbounds nuw float, ptr %3368, i64 %3374
  store float %3367, ptr %3375, align 4
  %3376 = add i64 %3345, 1
  br label %3344

3377:                                             ; preds = %3344
  %3378 = add i64 %3341, 1
  br label %3340

3379:                                             ; preds = %3340
  %3380 = add i64 %3337, 1
  br label %3336

3381:                                             ; preds = %3336
  %3382 = add i64 %3333, 1
  br label %3332

3383:                                             ; preds = %3332
  br label %3384

3384:                                             ; preds = %3430, %3383
  %3385 = phi i64 [ %3431, %3430 ], [ 0, %3383 ]
  %3386 = icmp slt i64 %3385, 1
  br i1 %3386, label %3387, label %3432

3387:                                             ; preds = %3384
  br label %3388

3388:                                             ; preds = %3428, %3387
  %3389 = phi i64 [ %3429, %3428 ], [ 0, %3387 ]
  %3390 = icmp slt i64 %3389, 2
  br i1 %3390, label %3391, label %3430

3391:                                             ; preds = %3388
  br label %3392

3392:                                             ; preds = %3426, %3391
  %3393 = phi i64 [ %3427, %3426 ], [ 0, %3391 ]
  %3394 = icmp slt i64 %3393, 8
  br i1 %3394, label %3395, label %3428

3395:                                             ; preds = %3392
  br label %3396

3396:                                             ; preds = %3399, %3395
  %3397 = phi i64 [ %3425, %3399 ], [ 0, %3395 ]
  %3398 = icmp slt i64 %3397, 8
  br i1 %3398, label %3399, label %3426

3399:                                             ; preds = %3396
  %3400 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1289, 1
  %3401 = mul nuw nsw i64 %3385, 128
  %3402 = mul nuw nsw i64 %3389, 64
  %3403 = add nuw nsw i64 %3401, %3402
  %3404 = mul nuw nsw i64 %3393, 8
  %3405 = add nuw nsw i64 %3403, %3404
  %3406 = add nuw nsw i64 %3405, %3397
  %3407 = getelementptr inbounds nuw float, ptr %3400, i64 %3406
  %3408 = load float, ptr %3407, align 4
  %3409 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1589, 1
  %3410 = mul nuw nsw i64 %3385, 16
  %3411 = mul nuw nsw i64 %3389, 8
  %3412 = add nuw nsw i64 %3410, %3411
  %3413 = add nuw nsw i64 %3412, %3393
  %3414 = add nuw nsw i64 %3413, 0
  %3415 = getelementptr inbounds nuw float, ptr %3409, i64 %3414
  %3416 = load float, ptr %3415, align 4
  %3417 = fadd float %3408, %3416
  %3418 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1589, 1
  %3419 = mul nuw nsw i64 %3385, 16
  %3420 = mul nuw nsw i64 %3389, 8
  %3421 = add nuw nsw i64 %3419, %3420
  %3422 = add nuw nsw i64 %3421, %3393
  %3423 = add nuw nsw i64 %3422, 0
  %3424 = getelementptr inbounds nuw float, ptr %3418, i64 %3423
  store float %3417, ptr %3424, align 4
  %3425 = add i64 %3397, 1
  br label %3396

3426:                                             ; preds = %3396
  %3427 = add i64 %3393, 1
  br label %3392

3428:                                             ; preds = %3392
  %3429 = add i64 %3389, 1
  br label %3388

3430:                                             ; preds = %3388
  %3431 = add i64 %3385, 1
  br label %3384

3432:                                             ; preds = %3384
  br label %3433

3433:                                             ; preds = %3507, %3432
  %3434 = phi i64 [ %3508, %3507 ], [ 0, %3432 ]
  %3435 = icmp slt i64 %3434, 1
  br i1 %3435, label %3436, label %3509

3436:                                             ; preds = %3433
  br label %3437

3437:                                             ; preds = %3505, %3436
  %3438 = phi i64 [ %3506, %3505 ], [ 0, %3436 ]
  %3439 = icmp slt i64 %3438, 2
  br i1 %3439, label %3440, label %3507

3440:                                             ; preds = %3437
  br label %3441

3441:                                             ; preds = %3503, %3440
  %3442 = phi i64 [ %3504, %3503 ], [ 0, %3440 ]
  %3443 = icmp slt i64 %3442, 8
  br i1 %3443, label %3444, label %3505

3444:                                             ; preds = %3441
  br label %3445

3445:                                             ; preds = %3501, %3444
  %3446 = phi i64 [ %3502, %3501 ], [ 0, %3444 ]
  %3447 = icmp slt i64 %3446, 16
  br i1 %3447, label %3448, label %3503

3448:                                             ; preds = %3445
  br label %3449

3449:                                             ; preds = %3452, %3448
  %3450 = phi i64 [ %3500, %3452 ], [ 0, %3448 ]
  %3451 = icmp slt i64 %3450, 8
  br i1 %3451, label %3452, label %3501

3452:                                             ; preds = %3449
  %3453 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1289, 1
  %3454 = mul nuw nsw i64 %3434, 128
  %3455 = mul nuw nsw i64 %3438, 64
  %3456 = add nuw nsw i64 %3454, %3455
  %3457 = mul nuw nsw i64 %3442, 8
  %3458 = add nuw nsw i64 %3456, %3457
  %3459 = add nuw nsw i64 %3458, %3450
  %3460 = getelementptr inbounds nuw float, ptr %3453, i64 %3459
  %3461 = load float, ptr %3460, align 4
  %3462 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1589, 1
  %3463 = mul nuw nsw i64 %3434, 16
  %3464 = mul nuw nsw i64 %3438, 8
  %3465 = add nuw nsw i64 %3463, %3464
  %3466 = add nuw nsw i64 %3465, %3442
  %3467 = add nuw nsw i64 %3466, 0
  %3468 = getelementptr inbounds nuw float, ptr %3462, i64 %3467
  %3469 = load float, ptr %3468, align 4
  %3470 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3142, 1
  %3471 = getelementptr float, ptr %3470, i64 64
  %3472 = mul nuw nsw i64 %3434, 768
  %3473 = mul nuw nsw i64 %3450, 96
  %3474 = add nuw nsw i64 %3472, %3473
  %3475 = mul nuw nsw i64 %3438, 16
  %3476 = add nuw nsw i64 %3474, %3475
  %3477 = add nuw nsw i64 %3476, %3446
  %3478 = getelementptr inbounds nuw float, ptr %3471, i64 %3477
  %3479 = load float, ptr %3478, align 4
  %3480 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1777, 1
  %3481 = mul nuw nsw i64 %3434, 256
  %3482 = mul nuw nsw i64 %3438, 128
  %3483 = add nuw nsw i64 %3481, %3482
  %3484 = mul nuw nsw i64 %3442, 16
  %3485 = add nuw nsw i64 %3483, %3484
  %3486 = add nuw nsw i64 %3485, %3446
  %3487 = getelementptr inbounds nuw float, ptr %3480, i64 %3486
  %3488 = load float, ptr %3487, align 4
  %3489 = fdiv float %3461, %3469
  %3490 = fmul float %3489, %3479
  %3491 = fadd float %3488, %3490
  %3492 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1777, 1
  %3493 = mul nuw nsw i64 %3434, 256
  %3494 = mul nuw nsw i64 %3438, 128
  %3495 = add nuw nsw i64 %3493, %3494
  %3496 = mul nuw nsw i64 %3442, 16
  %3497 = add nuw nsw i64 %3495, %3496
  %3498 = add nuw nsw i64 %3497, %3446
  %3499 = getelementptr inbounds nuw float, ptr %3492, i64 %3498
  store float %3491, ptr %3499, align 4
  %3500 = add i64 %3450, 1
  br label %3449

3501:                                             ; preds = %3449
  %3502 = add i64 %3446, 1
  br label %3445

3503:                                             ; preds = %3445
  %3504 = add i64 %3442, 1
  br label %3441

3505:                                             ; preds = %3441
  %3506 = add i64 %3438, 1
  br label %3437

3507:                                             ; preds = %3437
  %3508 = add i64 %3434, 1
  br label %3433

3509:                                             ; preds = %3433
  %3510 = call ptr @malloc(i64 1088)
  %3511 = ptrtoint ptr %3510 to i64
  %3512 = add i64 %3511, 63
  %3513 = urem i64 %3512, 64
  %3514 = sub i64 %3512, %3513
  %3515 = inttoptr i64 %3514 to ptr
  %3516 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3510, 0
  %3517 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3516, ptr %3515, 1
  %3518 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3517, i64 0, 2
  %3519 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3518, i64 1, 3, 0
  %3520 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3519, i64 8, 3, 1
  %3521 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3520, i64 32, 3, 2
  %3522 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3521, i64 256, 4, 0
  %3523 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3522, i64 32, 4, 1
  %3524 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3523, i64 1, 4, 2
  br label %3525

3525:                                             ; preds = %3553, %3509
  %3526 = phi i64 [ %3554, %3553 ], [ 0, %3509 ]
  %3527 = icmp slt i64 %3526, 1
  br i1 %3527, label %3528, label %3555

3528:                                             ; preds = %3525
  br label %3529

3529:                                             ; preds = %3551, %3528
  %3530 = phi i64 [ %3552, %3551 ], [ 0, %3528 ]
  %3531 = icmp slt i64 %3530, 8
  br i1 %3531, label %3532, label %3553

3532:                                             ; preds = %3529
  br label %3533

3533:                                             ; preds = %3536, %3532
  %3534 = phi i64 [ %3550, %3536 ], [ 0, %3532 ]
  %3535 = icmp slt i64 %3534, 32
  br i1 %3535, label %3536, label %3551

3536:                                             ; preds = %3533
  %3537 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1952, 1
  %3538 = mul nuw nsw i64 %3526, 256
  %3539 = mul nuw nsw i64 %3530, 32
  %3540 = add nuw nsw i64 %3538, %3539
  %3541 = add nuw nsw i64 %3540, %3534
  %3542 = getelementptr inbounds nuw float, ptr %3537, i64 %3541
  %3543 = load float, ptr %3542, align 4
  %3544 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3524, 1
  %3545 = mul nuw nsw i64 %3526, 256
  %3546 = mul nuw nsw i64 %3530, 32
  %3547 = add nuw nsw i64 %3545, %3546
  %3548 = add nuw nsw i64 %3547, %3534
  %3549 = getelementptr inbounds nuw float, ptr %3544, i64 %3548
  store float %3543, ptr %3549, align 4
  %3550 = add i64 %3534, 1
  br label %3533

3551:                                             ; preds = %3533
  %3552 = add i64 %3530, 1
  br label %3529

3553:                                             ; preds = %3529
  %3554 = add i64 %3526, 1
  br label %3525

3555:                                             ; preds = %3525
  br label %3556

3556:                                             ; preds = %3613, %3555
  %3557 = phi i64 [ %3614, %3613 ], [ 0, %3555 ]
  %3558 = icmp slt i64 %3557, 1
  br i1 %3558, label %3559, label %3615

3559:                                             ; preds = %3556
  br label %3560

3560:                                             ; preds = %3611, %3559
  %3561 = phi i64 [ %3612, %3611 ], [ 0, %3559 ]
  %3562 = icmp slt i64 %3561, 8
  br i1 %3562, label %3563, label %3613

3563:                                             ; preds = %3560
  br label %3564

3564:                                             ; preds = %3609, %3563
  %3565 = phi i64 [ %3610, %3609 ], [ 0, %3563 ]
  %3566 = icmp slt i64 %3565, 32
  br i1 %3566, label %3567, label %3611

3567:                                             ; preds = %3564
  br label %3568

3568:                                             ; preds = %3607, %3567
  %3569 = phi i64 [ %3608, %3607 ], [ 0, %3567 ]
  %3570 = icmp slt i64 %3569, 2
  br i1 %3570, label %3571, label %3609

3571:                                             ; preds = %3568
  br label %3572

3572:                                             ; preds = %3575, %3571
  %3573 = phi i64 [ %3606, %3575 ], [ 0, %3571 ]
  %3574 = icmp slt i64 %3573, 16
  br i1 %3574, label %3575, label %3607

3575:                                             ; preds = %3572
  %3576 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1777, 1
  %3577 = mul nuw nsw i64 %3557, 256
  %3578 = mul nuw nsw i64 %3569, 128
  %3579 = add nuw nsw i64 %3577, %3578
  %3580 = mul nuw nsw i64 %3561, 16
  %3581 = add nuw nsw i64 %3579, %3580
  %3582 = add nuw nsw i64 %3581, %3573
  %3583 = getelementptr inbounds nuw float, ptr %3576, i64 %3582
  %3584 = load float, ptr %3583, align 4
  %3585 = mul nuw nsw i64 %3569, 512
  %3586 = mul nuw nsw i64 %3573, 32
  %3587 = add nuw nsw i64 %3585, %3586
  %3588 = add nuw nsw i64 %3587, %3565
  %3589 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32, i64 %3588
  %3590 = load float, ptr %3589, align 4
  %3591 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3524, 1
  %3592 = mul nuw nsw i64 %3557, 256
  %3593 = mul nuw nsw i64 %3561, 32
  %3594 = add nuw nsw i64 %3592, %3593
  %3595 = add nuw nsw i64 %3594, %3565
  %3596 = getelementptr inbounds nuw float, ptr %3591, i64 %3595
  %3597 = load float, ptr %3596, align 4
  %3598 = fmul float %3584, %3590
  %3599 = fadd float %3597, %3598
  %3600 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3524, 1
  %3601 = mul nuw nsw i64 %3557, 256
  %3602 = mul nuw nsw i64 %3561, 32
  %3603 = add nuw nsw i64 %3601, %3602
  %3604 = add nuw nsw i64 %3603, %3565
  %3605 = getelementptr inbounds nuw float, ptr %3600, i64 %3604
  store float %3599, ptr %3605, align 4
  %3606 = add i64 %3573, 1
  br label %3572

3607:                                             ; preds = %3572
  %3608 = add i64 %3569, 1
  br label %3568

3609:                                             ; preds = %3568
  %3610 = add i64 %3565, 1
  br label %3564

3611:                                             ; preds = %3564
  %3612 = add i64 %3561, 1
  br label %3560

3613:                                             ; preds = %3560
  %3614 = add i64 %3557, 1
  br label %3556

3615:                                             ; preds = %3556
  br label %3616

3616:                                             ; preds = %3655, %3615
  %3617 = phi i64 [ %3656, %3655 ], [ 0, %3615 ]
  %3618 = icmp slt i64 %3617, 1
  br i1 %3618, label %3619, label %3657

3619:                                             ; preds = %3616
  br label %3620

3620:                                             ; preds = %3653, %3619
  %3621 = phi i64 [ %3654, %3653 ], [ 0, %3619 ]
  %3622 = icmp slt i64 %3621, 8
  br i1 %3622, label %3623, label %3655

3623:                                             ; preds = %3620
  br label %3624

3624:                                             ; preds = %3627, %3623
  %3625 = phi i64 [ %3652, %3627 ], [ 0, %3623 ]
  %3626 = icmp slt i64 %3625, 32
  br i1 %3626, label %3627, label %3653

3627:                                             ; preds = %3624
  %3628 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3524, 1
  %3629 = mul nuw nsw i64 %3617, 256
  %3630 = mul nuw nsw i64 %3621, 32
  %3631 = add nuw nsw i64 %3629, %3630
  %3632 = add nuw nsw i64 %3631, %3625
  %3633 = getelementptr inbounds nuw float, ptr %3628, i64 %3632
  %3634 = load float, ptr %3633, align 4
  %3635 = getelementptr inbounds nuw float, ptr @__constant_32xf32_4, i64 %3625
  %3636 = load float, ptr %3635, align 4
  %3637 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3638 = mul nuw nsw i64 %3617, 256
  %3639 = mul nuw nsw i64 %3621, 32
  %3640 = add nuw nsw i64 %3638, %3639
  %3641 = add nuw nsw i64 %3640, %3625
  %3642 = getelementptr inbounds nuw float, ptr %3637, i64 %3641
  %3643 = load float, ptr %3642, align 4
  %3644 = fadd float %3634, %3636
  %3645 = fadd float %3644, %3643
  %3646 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3647 = mul nuw nsw i64 %3617, 256
  %3648 = mul nuw nsw i64 %3621, 32
  %3649 = add nuw nsw i64 %3647, %3648
  %3650 = add nuw nsw i64 %3649, %3625
  %3651 = getelementptr inbounds nuw float, ptr %3646, i64 %3650
  store float %3645, ptr %3651, align 4
  %3652 = add i64 %3625, 1
  br label %3624

3653:                                             ; preds = %3624
  %3654 = add i64 %3621, 1
  br label %3620

3655:                                             ; preds = %3620
  %3656 = add i64 %3617, 1
  br label %3616

3657:                                             ; preds = %3616
  br label %3658

3658:                                             ; preds = %3687, %3657
  %3659 = phi i64 [ %3688, %3687 ], [ 0, %3657 ]
  %3660 = icmp slt i64 %3659, 1
  br i1 %3660, label %3661, label %3689

3661:                                             ; preds = %3658
  br label %3662

3662:                                             ; preds = %3685, %3661
  %3663 = phi i64 [ %3686, %3685 ], [ 0, %3661 ]
  %3664 = icmp slt i64 %3663, 8
  br i1 %3664, label %3665, label %3687

3665:                                             ; preds = %3662
  br label %3666

3666:                                             ; preds = %3669, %3665
  %3667 = phi i64 [ %3684, %3669 ], [ 0, %3665 ]
  %3668 = icmp slt i64 %3667, 32
  br i1 %3668, label %3669, label %3685

3669:                                             ; preds = %3666
  %3670 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3671 = mul nuw nsw i64 %3659, 256
  %3672 = mul nuw nsw i64 %3663, 32
  %3673 = add nuw nsw i64 %3671, %3672
  %3674 = add nuw nsw i64 %3673, %3667
  %3675 = getelementptr inbounds nuw float, ptr %3670, i64 %3674
  %3676 = load float, ptr %3675, align 4
  %3677 = fpext float %3676 to double
  %3678 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %484, 1
  %3679 = mul nuw nsw i64 %3659, 256
  %3680 = mul nuw nsw i64 %3663, 32
  %3681 = add nuw nsw i64 %3679, %3680
  %3682 = add nuw nsw i64 %3681, %3667
  %3683 = getelementptr inbounds nuw double, ptr %3678, i64 %3682
  store double %3677, ptr %3683, align 8
  %3684 = add i64 %3667, 1
  br label %3666

3685:                                             ; preds = %3666
  %3686 = add i64 %3663, 1
  br label %3662

3687:                                             ; preds = %3662
  %3688 = add i64 %3659, 1
  br label %3658

3689:                                             ; preds = %3658
  %3690 = call ptr @malloc(i64 128)
  %3691 = ptrtoint ptr %3690 to i64
  %3692 = add i64 %3691, 63
  %3693 = urem i64 %3692, 64
  %3694 = sub i64 %3692, %3693
  %3695 = inttoptr i64 %3694 to ptr
  %3696 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3690, 0
  %3697 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3696, ptr %3695, 1
  %3698 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3697, i64 0, 2
  %3699 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3698, i64 1, 3, 0
  %3700 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3699, i64 8, 3, 1
  %3701 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3700, i64 1, 3, 2
  %3702 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3701, i64 8, 4, 0
  %3703 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3702, i64 1, 4, 1
  %3704 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3703, i64 1, 4, 2
  br label %3705

3705:                                             ; preds = %3731, %3689
  %3706 = phi i64 [ %3732, %3731 ], [ 0, %3689 ]
  %3707 = icmp slt i64 %3706, 1
  br i1 %3707, label %3708, label %3733

3708:                                             ; preds = %3705
  br label %3709

3709:                                             ; preds = %3729, %3708
  %3710 = phi i64 [ %3730, %3729 ], [ 0, %3708 ]
  %3711 = icmp slt i64 %3710, 8
  br i1 %3711, label %3712, label %3731

3712:                                             ; preds = %3709
  br label %3713

3713:                                             ; preds = %3716, %3712
  %3714 = phi i64 [ %3728, %3716 ], [ 0, %3712 ]
  %3715 = icmp slt i64 %3714, 1
  br i1 %3715, label %3716, label %3729

3716:                                             ; preds = %3713
  %3717 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %531, 1
  %3718 = mul nuw nsw i64 %3706, 8
  %3719 = add nuw nsw i64 %3718, %3710
  %3720 = add nuw nsw i64 %3719, %3714
  %3721 = getelementptr inbounds nuw double, ptr %3717, i64 %3720
  %3722 = load double, ptr %3721, align 8
  %3723 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3704, 1
  %3724 = mul nuw nsw i64 %3706, 8
  %3725 = add nuw nsw i64 %3724, %3710
  %3726 = add nuw nsw i64 %3725, %3714
  %3727 = getelementptr inbounds nuw double, ptr %3723, i64 %3726
  store double %3722, ptr %3727, align 8
  %3728 = add i64 %3714, 1
  br label %3713

3729:                                             ; preds = %3713
  %3730 = add i64 %3710, 1
  br label %3709

3731:                                             ; preds = %3709
  %3732 = add i64 %3706, 1
  br label %3705

3733:                                             ; preds = %3705
  br label %3734

3734:                                             ; preds = %3768, %3733
  %3735 = phi i64 [ %3769, %3768 ], [ 0, %3733 ]
  %3736 = icmp slt i64 %3735, 1
  br i1 %3736, label %3737, label %3770

3737:                                             ; preds = %3734
  br label %3738

3738:                                             ; preds = %3766, %3737
  %3739 = phi i64 [ %3767, %3766 ], [ 0, %3737 ]
  %3740 = icmp slt i64 %3739, 8
  br i1 %3740, label %3741, label %3768

3741:                                             ; preds = %3738
  br label %3742

3742:                                             ; preds = %3745, %3741
  %3743 = phi i64 [ %3765, %3745 ], [ 0, %3741 ]
  %3744 = icmp slt i64 %3743, 32
  br i1 %3744, label %3745, label %3766

3745:                                             ; preds = %3742
  %3746 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %484, 1
  %3747 = mul nuw nsw i64 %3735, 256
  %3748 = mul nuw nsw i64 %3739, 32
  %3749 = add nuw nsw i64 %3747, %3748
  %3750 = add nuw nsw i64 %3749, %3743
  %3751 = getelementptr inbounds nuw double, ptr %3746, i64 %3750
  %3752 = load double, ptr %3751, align 8
  %3753 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3704, 1
  %3754 = mul nuw nsw i64 %3735, 8
  %3755 = add nuw nsw i64 %3754, %3739
  %3756 = add nuw nsw i64 %3755, 0
  %3757 = getelementptr inbounds nuw double, ptr %3753, i64 %3756
  %3758 = load double, ptr %3757, align 8
  %3759 = fadd double %3752, %3758
  %3760 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3704, 1
  %3761 = mul nuw nsw i64 %3735, 8
  %3762 = add nuw nsw i64 %3761, %3739
  %3763 = add nuw nsw i64 %3762, 0
  %3764 = getelementptr inbounds nuw double, ptr %3760, i64 %3763
  store double %3759, ptr %3764, align 8
  %3765 = add i64 %3743, 1
  br label %3742

3766:                                             ; preds = %3742
  %3767 = add i64 %3739, 1
  br label %3738

3768:                                             ; preds = %3738
  %3769 = add i64 %3735, 1
  br label %3734

3770:                                             ; preds = %3734
  %3771 = call ptr @malloc(i64 128)
  %3772 = ptrtoint ptr %3771 to i64
  %3773 = add i64 %3772, 63
  %3774 = urem i64 %3773, 64
  %3775 = sub i64 %3773, %3774
  %3776 = inttoptr i64 %3775 to ptr
  %3777 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3771, 0
  %3778 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3777, ptr %3776, 1
  %3779 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3778, i64 0, 2
  %3780 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3779, i64 1, 3, 0
  %3781 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3780, i64 8, 3, 1
  %3782 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3781, i64 1, 3, 2
  %3783 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3782, i64 8, 4, 0
  %3784 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3783, i64 1, 4, 1
  %3785 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3784, i64 1, 4, 2
  br label %3786

3786:                                             ; preds = %3812, %3770
  %3787 = phi i64 [ %3813, %3812 ], [ 0, %3770 ]
  %3788 = icmp slt i64 %3787, 1
  br i1 %3788, label %3789, label %3814

3789:                                             ; preds = %3786
  br label %3790

3790:                                             ; preds = %3810, %3789
  %3791 = phi i64 [ %3811, %3810 ], [ 0, %3789 ]
  %3792 = icmp slt i64 %3791, 8
  br i1 %3792, label %3793, label %3812

3793:                                             ; preds = %3790
  br label %3794

3794:                                             ; preds = %3797, %3793
  %3795 = phi i64 [ %3809, %3797 ], [ 0, %3793 ]
  %3796 = icmp slt i64 %3795, 1
  br i1 %3796, label %3797, label %3810

3797:                                             ; preds = %3794
  %3798 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %531, 1
  %3799 = mul nuw nsw i64 %3787, 8
  %3800 = add nuw nsw i64 %3799, %3791
  %3801 = add nuw nsw i64 %3800, %3795
  %3802 = getelementptr inbounds nuw double, ptr %3798, i64 %3801
  %3803 = load double, ptr %3802, align 8
  %3804 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3785, 1
  %3805 = mul nuw nsw i64 %3787, 8
  %3806 = add nuw nsw i64 %3805, %3791
  %3807 = add nuw nsw i64 %3806, %3795
  %3808 = getelementptr inbounds nuw double, ptr %3804, i64 %3807
  store double %3803, ptr %3808, align 8
  %3809 = add i64 %3795, 1
  br label %3794

3810:                                             ; preds = %3794
  %3811 = add i64 %3791, 1
  br label %3790

3812:                                             ; preds = %3790
  %3813 = add i64 %3787, 1
  br label %3786

3814:                                             ; preds = %3786
  br label %3815

3815:                                             ; preds = %3858, %3814
  %3816 = phi i64 [ %3859, %3858 ], [ 0, %3814 ]
  %3817 = icmp slt i64 %3816, 1
  br i1 %3817, label %3818, label %3860

3818:                                             ; preds = %3815
  br label %3819

3819:                                             ; preds = %3856, %3818
  %3820 = phi i64 [ %3857, %3856 ], [ 0, %3818 ]
  %3821 = icmp slt i64 %3820, 8
  br i1 %3821, label %3822, label %3858

3822:                                             ; preds = %3819
  br label %3823

3823:                                             ; preds = %3826, %3822
  %3824 = phi i64 [ %3855, %3826 ], [ 0, %3822 ]
  %3825 = icmp slt i64 %3824, 32
  br i1 %3825, label %3826, label %3856

3826:                                             ; preds = %3823
  %3827 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %484, 1
  %3828 = mul nuw nsw i64 %3816, 256
  %3829 = mul nuw nsw i64 %3820, 32
  %3830 = add nuw nsw i64 %3828, %3829
  %3831 = add nuw nsw i64 %3830, %3824
  %3832 = getelementptr inbounds nuw double, ptr %3827, i64 %3831
  %3833 = load double, ptr %3832, align 8
  %3834 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3704, 1
  %3835 = mul nuw nsw i64 %3816, 8
  %3836 = add nuw nsw i64 %3835, %3820
  %3837 = add nuw nsw i64 %3836, 0
  %3838 = getelementptr inbounds nuw double, ptr %3834, i64 %3837
  %3839 = load double, ptr %3838, align 8
  %3840 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3785, 1
  %3841 = mul nuw nsw i64 %3816, 8
  %3842 = add nuw nsw i64 %3841, %3820
  %3843 = add nuw nsw i64 %3842, 0
  %3844 = getelementptr inbounds nuw double, ptr %3840, i64 %3843
  %3845 = load double, ptr %3844, align 8
  %3846 = fdiv double %3839, 3.200000e+01
  %3847 = fsub double %3833, %3846
  %3848 = fmul double %3847, %3847
  %3849 = fadd double %3848, %3845
  %3850 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3785, 1
  %3851 = mul nuw nsw i64 %3816, 8
  %3852 = add nuw nsw i64 %3851, %3820
  %3853 = add nuw nsw i64 %3852, 0
  %3854 = getelementptr inbounds nuw double, ptr %3850, i64 %3853
  store double %3849, ptr %3854, align 8
  %3855 = add i64 %3824, 1
  br label %3823

3856:                                             ; preds = %3823
  %3857 = add i64 %3820, 1
  br label %3819

3858:                                             ; preds = %3819
  %3859 = add i64 %3816, 1
  br label %3815

3860:                                             ; preds = %3815
  %3861 = call ptr @malloc(i64 96)
  %3862 = ptrtoint ptr %3861 to i64
  %3863 = add i64 %3862, 63
  %3864 = urem i64 %3863, 64
  %3865 = sub i64 %3863, %3864
  %3866 = inttoptr i64 %3865 to ptr
  %3867 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3861, 0
  %3868 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3867, ptr %3866, 1
  %3869 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3868, i64 0, 2
  %3870 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3869, i64 1, 3, 0
  %3871 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3870, i64 8, 3, 1
  %3872 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3871, i64 1, 3, 2
  %3873 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3872, i64 8, 4, 0
  %3874 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3873, i64 1, 4, 1
  %3875 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3874, i64 1, 4, 2
  br label %3876

3876:                                             ; preds = %3902, %3860
  %3877 = phi i64 [ %3903, %3902 ], [ 0, %3860 ]
  %3878 = icmp slt i64 %3877, 1
  br i1 %3878, label %3879, label %3904

3879:                                             ; preds = %3876
  br label %3880

3880:                                             ; preds = %3900, %3879
  %3881 = phi i64 [ %3901, %3900 ], [ 0, %3879 ]
  %3882 = icmp slt i64 %3881, 8
  br i1 %3882, label %3883, label %3902

3883:                                             ; preds = %3880
  br label %3884

3884:                                             ; preds = %3887, %3883
  %3885 = phi i64 [ %3899, %3887 ], [ 0, %3883 ]
  %3886 = icmp slt i64 %3885, 1
  br i1 %3886, label %3887, label %3900

3887:                                             ; preds = %3884
  %3888 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %740, 1
  %3889 = mul nuw nsw i64 %3877, 8
  %3890 = add nuw nsw i64 %3889, %3881
  %3891 = add nuw nsw i64 %3890, %3885
  %3892 = getelementptr inbounds nuw float, ptr %3888, i64 %3891
  %3893 = load float, ptr %3892, align 4
  %3894 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3875, 1
  %3895 = mul nuw nsw i64 %3877, 8
  %3896 = add nuw nsw i64 %3895, %3881
  %3897 = add nuw nsw i64 %3896, %3885
  %3898 = getelementptr inbounds nuw float, ptr %3894, i64 %3897
  store float %3893, ptr %3898, align 4
  %3899 = add i64 %3885, 1
  br label %3884

3900:                                             ; preds = %3884
  %3901 = add i64 %3881, 1
  br label %3880

3902:                                             ; preds = %3880
  %3903 = add i64 %3877, 1
  br label %3876

3904:                                             ; preds = %3876
  br label %3905

3905:                                             ; preds = %3939, %3904
  %3906 = phi i64 [ %3940, %3939 ], [ 0, %3904 ]
  %3907 = icmp slt i64 %3906, 1
  br i1 %3907, label %3908, label %3941

3908:                                             ; preds = %3905
  br label %3909

3909:                                             ; preds = %3937, %3908
  %3910 = phi i64 [ %3938, %3937 ], [ 0, %3908 ]
  %3911 = icmp slt i64 %3910, 8
  br i1 %3911, label %3912, label %3939

3912:                                             ; preds = %3909
  br label %3913

3913:                                             ; preds = %3916, %3912
  %3914 = phi i64 [ %3936, %3916 ], [ 0, %3912 ]
  %3915 = icmp slt i64 %3914, 32
  br i1 %3915, label %3916, label %3937

3916:                                             ; preds = %3913
  %3917 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3918 = mul nuw nsw i64 %3906, 256
  %3919 = mul nuw nsw i64 %3910, 32
  %3920 = add nuw nsw i64 %3918, %3919
  %3921 = add nuw nsw i64 %3920, %3914
  %3922 = getelementptr inbounds nuw float, ptr %3917, i64 %3921
  %3923 = load float, ptr %3922, align 4
  %3924 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3875, 1
  %3925 = mul nuw nsw i64 %3906, 8
  %3926 = add nuw nsw i64 %3925, %3910
  %3927 = add nuw nsw i64 %3926, 0
  %3928 = getelementptr inbounds nuw float, ptr %3924, i64 %3927
  %3929 = load float, ptr %3928, align 4
  %3930 = fadd float %3923, %3929
  %3931 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3875, 1
  %3932 = mul nuw nsw i64 %3906, 8
  %3933 = add nuw nsw i64 %3932, %3910
  %3934 = add nuw nsw i64 %3933, 0
  %3935 = getelementptr inbounds nuw float, ptr %3931, i64 %3934
  store float %3930, ptr %3935, align 4
  %3936 = add i64 %3914, 1
  br label %3913

3937:                                             ; preds = %3913
  %3938 = add i64 %3910, 1
  br label %3909

3939:                                             ; preds = %3909
  %3940 = add i64 %3906, 1
  br label %3905

3941:                                             ; preds = %3905
  br label %3942

3942:                                             ; preds = %4015, %3941
  %3943 = phi i64 [ %4016, %4015 ], [ 0, %3941 ]
  %3944 = icmp slt i64 %3943, 1
  br i1 %3944, label %3945, label %4017

3945:                                             ; preds = %3942
  br label %3946

3946:                                             ; preds = %4013, %3945
  %3947 = phi i64 [ %4014, %4013 ], [ 0, %3945 ]
  %3948 = icmp slt i64 %3947, 8
  br i1 %3948, label %3949, label %4015

3949:                                             ; preds = %3946
  br label %3950

3950:                                             ; preds = %4011, %3949
  %3951 = phi i64 [ %4012, %4011 ], [ 0, %3949 ]
  %3952 = icmp slt i64 %3951, 128
  br i1 %3952, label %3953, label %4013

3953:                                             ; preds = %3950
  br label %3954

3954:                                             ; preds = %3957, %3953
  %3955 = phi i64 [ %4010, %3957 ], [ 0, %3953 ]
  %3956 = icmp slt i64 %3955, 32
  br i1 %3956, label %3957, label %4011

3957:                                             ; preds = %3954
  %3958 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3959 = mul nuw nsw i64 %3943, 256
  %3960 = mul nuw nsw i64 %3947, 32
  %3961 = add nuw nsw i64 %3959, %3960
  %3962 = add nuw nsw i64 %3961, %3955
  %3963 = getelementptr inbounds nuw float, ptr %3958, i64 %3962
  %3964 = load float, ptr %3963, align 4
  %3965 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3875, 1
  %3966 = mul nuw nsw i64 %3943, 8
  %3967 = add nuw nsw i64 %3966, %3947
  %3968 = add nuw nsw i64 %3967, 0
  %3969 = getelementptr inbounds nuw float, ptr %3965, i64 %3968
  %3970 = load float, ptr %3969, align 4
  %3971 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3785, 1
  %3972 = mul nuw nsw i64 %3943, 8
  %3973 = add nuw nsw i64 %3972, %3947
  %3974 = add nuw nsw i64 %3973, 0
  %3975 = getelementptr inbounds nuw double, ptr %3971, i64 %3974
  %3976 = load double, ptr %3975, align 8
  %3977 = getelementptr inbounds nuw float, ptr @__constant_32xf32_3, i64 %3955
  %3978 = load float, ptr %3977, align 4
  %3979 = getelementptr inbounds nuw float, ptr @__constant_32xf32_2, i64 %3955
  %3980 = load float, ptr %3979, align 4
  %3981 = mul nuw nsw i64 %3955, 128
  %3982 = add nuw nsw i64 %3981, %3951
  %3983 = getelementptr inbounds nuw float, ptr @__constant_32x128xf32, i64 %3982
  %3984 = load float, ptr %3983, align 4
  %3985 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2424, 1
  %3986 = mul nuw nsw i64 %3943, 1024
  %3987 = mul nuw nsw i64 %3947, 128
  %3988 = add nuw nsw i64 %3986, %3987
  %3989 = add nuw nsw i64 %3988, %3951
  %3990 = getelementptr inbounds nuw float, ptr %3985, i64 %3989
  %3991 = load float, ptr %3990, align 4
  %3992 = fdiv double %3976, 3.200000e+01
  %3993 = fptrunc double %3992 to float
  %3994 = fadd float %3993, f0x3727C5AC
  %3995 = call float @llvm.sqrt.f32(float %3994)
  %3996 = fdiv float 1.000000e+00, %3995
  %3997 = fdiv float %3970, 3.200000e+01
  %3998 = fsub float %3964, %3997
  %3999 = fmul float %3998, %3996
  %4000 = fmul float %3999, %3978
  %4001 = fadd float %4000, %3980
  %4002 = fmul float %4001, %3984
  %4003 = fadd float %3991, %4002
  %4004 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2424, 1
  %4005 = mul nuw nsw i64 %3943, 1024
  %4006 = mul nuw nsw i64 %3947, 128
  %4007 = add nuw nsw i64 %4005, %4006
  %4008 = add nuw nsw i64 %4007, %3951
  %4009 = getelementptr inbounds nuw float, ptr %4004, i64 %4008
  store float %4003, ptr %4009, align 4
  %4010 = add i64 %3955, 1
  br label %3954

4011:                                             ; preds = %3954
  %4012 = add i64 %3951, 1
  br label %3950

4013:                                             ; preds = %3950
  %4014 = add i64 %3947, 1
  br label %3946

4015:                                             ; preds = %3946
  %4016 = add i64 %3943, 1
  br label %3942

4017:                                             ; preds = %3942
  br label %4018

4018:                                             ; preds = %4088, %4017
  %4019 = phi i64 [ %4089, %4088 ], [ 0, %4017 ]
  %4020 = icmp slt i64 %4019, 1
  br i1 %4020, label %4021, label %4090

4021:                                             ; preds = %4018
  br label %4022

4022:                                             ; preds = %4086, %4021
  %4023 = phi i64 [ %4087, %4086 ], [ 0, %4021 ]
  %4024 = icmp slt i64 %4023, 8
  br i1 %4024, label %4025, label %4088

4025:                                             ; preds = %4022
  br label %4026

4026:                                             ; preds = %4084, %4025
  %4027 = phi i64 [ %4085, %4084 ], [ 0, %4025 ]
  %4028 = icmp slt i64 %4027, 32
  br i1 %4028, label %4029, label %4086

4029:                                             ; preds = %4026
  br label %4030

4030:                                             ; preds = %4033, %4029
  %4031 = phi i64 [ %4083, %4033 ], [ 0, %4029 ]
  %4032 = icmp slt i64 %4031, 128
  br i1 %4032, label %4033, label %4084

4033:                                             ; preds = %4030
  %4034 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2424, 1
  %4035 = mul nuw nsw i64 %4019, 1024
  %4036 = mul nuw nsw i64 %4023, 128
  %4037 = add nuw nsw i64 %4035, %4036
  %4038 = add nuw nsw i64 %4037, %4031
  %4039 = getelementptr inbounds nuw float, ptr %4034, i64 %4038
  %4040 = load float, ptr %4039, align 4
  %4041 = getelementptr inbounds nuw float, ptr @__constant_128xf32, i64 %4031
  %4042 = load float, ptr %4041, align 4
  %4043 = mul nuw nsw i64 %4031, 32
  %4044 = add nuw nsw i64 %4043, %4027
  %4045 = getelementptr inbounds nuw float, ptr @__constant_128x32xf32, i64 %4044
  %4046 = load float, ptr %4045, align 4
  %4047 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1952, 1
  %4048 = mul nuw nsw i64 %4019, 256
  %4049 = mul nuw nsw i64 %4023, 32
  %4050 = add nuw nsw i64 %4048, %4049
  %4051 = add nuw nsw i64 %4050, %4027
  %4052 = getelementptr inbounds nuw float, ptr %4047, i64 %4051
  %4053 = load float, ptr %4052, align 4
  %4054 = fadd float %4040, %4042
  %4055 = fmul float %4054, %4054
  %4056 = fmul float %4055, %4054
  %4057 = fmul float %4056, 4.471500e-02
  %4058 = fadd float %4054, %4057
  %4059 = fmul float %4058, f0x3F4C422A
  %4060 = fcmp olt float %4059, 0.000000e+00
  %4061 = uitofp i1 %4060 to float
  %4062 = fmul float %4061, -2.000000e+00
  %4063 = fadd float %4062, 1.000000e+00
  %4064 = fmul float %4063, %4059
  %4065 = fmul float %4064, -2.000000e+00
  %4066 = fmul float %4065, f0x3FB8AA3B
  %4067 = call float @llvm.exp2.f32(float %4066)
  %4068 = fsub float 1.000000e+00, %4067
  %4069 = fadd float %4067, 1.000000e+00
  %4070 = fdiv float %4068, %4069
  %4071 = fmul float %4063, %4070
  %4072 = fadd float %4071, 1.000000e+00
  %4073 = fmul float %4054, 5.000000e-01
  %4074 = fmul float %4073, %4072
  %4075 = fmul float %4074, %4046
  %4076 = fadd float %4053, %4075
  %4077 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1952, 1
  %4078 = mul nuw nsw i64 %4019, 256
  %4079 = mul nuw nsw i64 %4023, 32
  %4080 = add nuw nsw i64 %4078, %4079
  %4081 = add nuw nsw i64 %4080, %4027
  %4082 = getelementptr inbounds nuw float, ptr %4077, i64 %4081
  store float %4076, ptr %4082, align 4
  %4083 = add i64 %4031, 1
  br label %4030

4084:                                             ; preds = %4030
  %4085 = add i64 %4027, 1
  br label %4026

4086:                                             ; preds = %4026
  %4087 = add i64 %4023, 1
  br label %4022

4088:                                             ; preds = %4022
  %4089 = add i64 %4019, 1
  br label %4018

4090:                                             ; preds = %4018
  br label %4091

4091:                                             ; preds = %4130, %4090
  %4092 = phi i64 [ %4131, %4130 ], [ 0, %4090 ]
  %4093 = icmp slt i64 %4092, 1
  br i1 %4093, label %4094, label %4132

4094:                                             ; preds = %4091
  br label %4095

4095:                                             ; preds = %4128, %4094
  %4096 = phi i64 [ %4129, %4128 ], [ 0, %4094 ]
  %4097 = icmp slt i64 %4096, 8
  br i1 %4097, label %4098, label %4130

4098:                                             ; preds = %4095
  br label %4099

4099:                                             ; preds = %4102, %4098
  %4100 = phi i64 [ %4127, %4102 ], [ 0, %4098 ]
  %4101 = icmp slt i64 %4100, 32
  br i1 %4101, label %4102, label %4128

4102:                                             ; preds = %4099
  %4103 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4104 = mul nuw nsw i64 %4092, 256
  %4105 = mul nuw nsw i64 %4096, 32
  %4106 = add nuw nsw i64 %4104, %4105
  %4107 = add nuw nsw i64 %4106, %4100
  %4108 = getelementptr inbounds nuw float, ptr %4103, i64 %4107
  %4109 = load float, ptr %4108, align 4
  %4110 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1952, 1
  %4111 = mul nuw nsw i64 %4092, 256
  %4112 = mul nuw nsw i64 %4096, 32
  %4113 = add nuw nsw i64 %4111, %4112
  %4114 = add nuw nsw i64 %4113, %4100
  %4115 = getelementptr inbounds nuw float, ptr %4110, i64 %4114
  %4116 = load float, ptr %4115, align 4
  %4117 = getelementptr inbounds nuw float, ptr @__constant_32xf32_1, i64 %4100
  %4118 = load float, ptr %4117, align 4
  %4119 = fadd float %4116, %4118
  %4120 = fadd float %4109, %4119
  %4121 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4122 = mul nuw nsw i64 %4092, 256
  %4123 = mul nuw nsw i64 %4096, 32
  %4124 = add nuw nsw i64 %4122, %4123
  %4125 = add nuw nsw i64 %4124, %4100
  %4126 = getelementptr inbounds nuw float, ptr %4121, i64 %4125
  store float %4120, ptr %4126, align 4
  %4127 = add i64 %4100, 1
  br label %4099

4128:                                             ; preds = %4099
  %4129 = add i64 %4096, 1
  br label %4095

4130:                                             ; preds = %4095
  %4131 = add i64 %4092, 1
  br label %4091

4132:                                             ; preds = %4091
  br label %4133

4133:                                             ; preds = %4162, %4132
  %4134 = phi i64 [ %4163, %4162 ], [ 0, %4132 ]
  %4135 = icmp slt i64 %4134, 1
  br i1 %4135, label %4136, label %4164

4136:                                             ; preds = %4133
  br label %4137

4137:                                             ; preds = %4160, %4136
  %4138 = phi i64 [ %4161, %4160 ], [ 0, %4136 ]
  %4139 = icmp slt i64 %4138, 8
  br i1 %4139, label %4140, label %4162

4140:                                             ; preds = %4137
  br label %4141

4141:                                             ; preds = %4144, %4140
  %4142 = phi i64 [ %4159, %4144 ], [ 0, %4140 ]
  %4143 = icmp slt i64 %4142, 32
  br i1 %4143, label %4144, label %4160

4144:                                             ; preds = %4141
  %4145 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4146 = mul nuw nsw i64 %4134, 256
  %4147 = mul nuw nsw i64 %4138, 32
  %4148 = add nuw nsw i64 %4146, %4147
  %4149 = add nuw nsw i64 %4148, %4142
  %4150 = getelementptr inbounds nuw float, ptr %4145, i64 %4149
  %4151 = load float, ptr %4150, align 4
  %4152 = fpext float %4151 to double
  %4153 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %484, 1
  %4154 = mul nuw nsw i64 %4134, 256
  %4155 = mul nuw nsw i64 %4138, 32
  %4156 = add nuw nsw i64 %4154, %4155
  %4157 = add nuw nsw i64 %4156, %4142
  %4158 = getelementptr inbounds nuw double, ptr %4153, i64 %4157
  store double %4152, ptr %4158, align 8
  %4159 = add i64 %4142, 1
  br label %4141

4160:                                             ; preds = %4141
  %4161 = add i64 %4138, 1
  br label %4137

4162:                                             ; preds = %4137
  %4163 = add i64 %4134, 1
  br label %4133

4164:                                             ; preds = %4133
  %4165 = call ptr @malloc(i64 128)
  %4166 = ptrtoint ptr %4165 to i64
  %4167 = add i64 %4166, 63
  %4168 = urem i64 %4167, 64
  %4169 = sub i64 %4167, %4168
  %4170 = inttoptr i64 %4169 to ptr
  %4171 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4165, 0
  %4172 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4171, ptr %4170, 1
  %4173 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4172, i64 0, 2
  %4174 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4173, i64 1, 3, 0
  %4175 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4174, i64 8, 3, 1
  %4176 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4175, i64 1, 3, 2
  %4177 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4176, i64 8, 4, 0
  %4178 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4177, i64 1, 4, 1
  %4179 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4178, i64 1, 4, 2
  br label %4180

4180:                                             ; preds = %4206, %4164
  %4181 = phi i64 [ %4207, %4206 ], [ 0, %4164 ]
  %4182 = icmp slt i64 %4181, 1
  br i1 %4182, label %4183, label %4208

4183:                                             ; preds = %4180
  br label %4184

4184:                                             ; preds = %4204, %4183
  %4185 = phi i64 [ %4205, %4204 ], [ 0, %4183 ]
  %4186 = icmp slt i64 %4185, 8
  br i1 %4186, label %4187, label %4206

4187:                                             ; preds = %4184
  br label %4188

4188:                                             ; preds = %4191, %4187
  %4189 = phi i64 [ %4203, %4191 ], [ 0, %4187 ]
  %4190 = icmp slt i64 %4189, 1
  br i1 %4190, label %4191, label %4204

4191:                                             ; preds = %4188
  %4192 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %531, 1
  %4193 = mul nuw nsw i64 %4181, 8
  %4194 = add nuw nsw i64 %4193, %4185
  %4195 = add nuw nsw i64 %4194, %4189
  %4196 = getelementptr inbounds nuw double, ptr %4192, i64 %4195
  %4197 = load double, ptr %4196, align 8
  %4198 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4179, 1
  %4199 = mul nuw nsw i64 %4181, 8
  %4200 = add nuw nsw i64 %4199, %4185
  %4201 = add nuw nsw i64 %4200, %4189
  %4202 = getelementptr inbounds nuw double, ptr %4198, i64 %4201
  store double %4197, ptr %4202, align 8
  %4203 = add i64 %4189, 1
  br label %4188

4204:                                             ; preds = %4188
  %4205 = add i64 %4185, 1
  br label %4184

4206:                                             ; preds = %4184
  %4207 = add i64 %4181, 1
  br label %4180

4208:                                             ; preds = %4180
  br label %4209

4209:                                             ; preds = %4243, %4208
  %4210 = phi i64 [ %4244, %4243 ], [ 0, %4208 ]
  %4211 = icmp slt i64 %4210, 1
  br i1 %4211, label %4212, label %4245

4212:                                             ; preds = %4209
  br label %4213

4213:                                             ; preds = %4241, %4212
  %4214 = phi i64 [ %4242, %4241 ], [ 0, %4212 ]
  %4215 = icmp slt i64 %4214, 8
  br i1 %4215, label %4216, label %4243

4216:                                             ; preds = %4213
  br label %4217

4217:                                             ; preds = %4220, %4216
  %4218 = phi i64 [ %4240, %4220 ], [ 0, %4216 ]
  %4219 = icmp slt i64 %4218, 32
  br i1 %4219, label %4220, label %4241

4220:                                             ; preds = %4217
  %4221 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %484, 1
  %4222 = mul nuw nsw i64 %4210, 256
  %4223 = mul nuw nsw i64 %4214, 32
  %4224 = add nuw nsw i64 %4222, %4223
  %4225 = add nuw nsw i64 %4224, %4218
  %4226 = getelementptr inbounds nuw double, ptr %4221, i64 %4225
  %4227 = load double, ptr %4226, align 8
  %4228 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4179, 1
  %4229 = mul nuw nsw i64 %4210, 8
  %4230 = add nuw nsw i64 %4229, %4214
  %4231 = add nuw nsw i64 %4230, 0
  %4232 = getelementptr inbounds nuw double, ptr %4228, i64 %4231
  %4233 = load double, ptr %4232, align 8
  %4234 = fadd double %4227, %4233
  %4235 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4179, 1
  %4236 = mul nuw nsw i64 %4210, 8
  %4237 = add nuw nsw i64 %4236, %4214
  %4238 = add nuw nsw i64 %4237, 0
  %4239 = getelementptr inbounds nuw double, ptr %4235, i64 %4238
  store double %4234, ptr %4239, align 8
  %4240 = add i64 %4218, 1
  br label %4217

4241:                                             ; preds = %4217
  %4242 = add i64 %4214, 1
  br label %4213

4243:                                             ; preds = %4213
  %4244 = add i64 %4210, 1
  br label %4209

4245:                                             ; preds = %4209
  br label %4246

4246:                                             ; preds = %4289, %4245
  %4247 = phi i64 [ %4290, %4289 ], [ 0, %4245 ]
  %4248 = icmp slt i64 %4247, 1
  br i1 %4248, label %4249, label %4291

4249:                                             ; preds = %4246
  br label %4250

4250:                                             ; preds = %4287, %4249
  %4251 = phi i64 [ %4288, %4287 ], [ 0, %4249 ]
  %4252 = icmp slt i64 %4251, 8
  br i1 %4252, label %4253, label %4289

4253:                                             ; preds = %4250
  br label %4254

4254:                                             ; preds = %4257, %4253
  %4255 = phi i64 [ %4286, %4257 ], [ 0, %4253 ]
  %4256 = icmp slt i64 %4255, 32
  br i1 %4256, label %4257, label %4287

4257:                                             ; preds = %4254
  %4258 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %484, 1
  %4259 = mul nuw nsw i64 %4247, 256
  %4260 = mul nuw nsw i64 %4251, 32
  %4261 = add nuw nsw i64 %4259, %4260
  %4262 = add nuw nsw i64 %4261, %4255
  %4263 = getelementptr inbounds nuw double, ptr %4258, i64 %4262
  %4264 = load double, ptr %4263, align 8
  %4265 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4179, 1
  %4266 = mul nuw nsw i64 %4247, 8
  %4267 = add nuw nsw i64 %4266, %4251
  %4268 = add nuw nsw i64 %4267, 0
  %4269 = getelementptr inbounds nuw double, ptr %4265, i64 %4268
  %4270 = load double, ptr %4269, align 8
  %4271 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %531, 1
  %4272 = mul nuw nsw i64 %4247, 8
  %4273 = add nuw nsw i64 %4272, %4251
  %4274 = add nuw nsw i64 %4273, 0
  %4275 = getelementptr inbounds nuw double, ptr %4271, i64 %4274
  %4276 = load double, ptr %4275, align 8
  %4277 = fdiv double %4270, 3.200000e+01
  %4278 = fsub double %4264, %4277
  %4279 = fmul double %4278, %4278
  %4280 = fadd double %4279, %4276
  %4281 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %531, 1
  %4282 = mul nuw nsw i64 %4247, 8
  %4283 = add nuw nsw i64 %4282, %4251
  %4284 = add nuw nsw i64 %4283, 0
  %4285 = getelementptr inbounds nuw double, ptr %4281, i64 %4284
  store double %4280, ptr %4285, align 8
  %4286 = add i64 %4255, 1
  br label %4254

4287:                                             ; preds = %4254
  %4288 = add i64 %4251, 1
  br label %4250

4289:                                             ; preds = %4250
  %4290 = add i64 %4247, 1
  br label %4246

4291:                                             ; preds = %4246
  br label %4292

4292:                                             ; preds = %4326, %4291
  %4293 = phi i64 [ %4327, %4326 ], [ 0, %4291 ]
  %4294 = icmp slt i64 %4293, 1
  br i1 %4294, label %4295, label %4328

4295:                                             ; preds = %4292
  br label %4296

4296:                                             ; preds = %4324, %4295
  %4297 = phi i64 [ %4325, %4324 ], [ 0, %4295 ]
  %4298 = icmp slt i64 %4297, 8
  br i1 %4298, label %4299, label %4326

4299:                                             ; preds = %4296
  br label %4300

4300:                                             ; preds = %4303, %4299
  %4301 = phi i64 [ %4323, %4303 ], [ 0, %4299 ]
  %4302 = icmp slt i64 %4301, 32
  br i1 %4302, label %4303, label %4324

4303:                                             ; preds = %4300
  %4304 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4305 = mul nuw nsw i64 %4293, 256
  %4306 = mul nuw nsw i64 %4297, 32
  %4307 = add nuw nsw i64 %4305, %4306
  %4308 = add nuw nsw i64 %4307, %4301
  %4309 = getelementptr inbounds nuw float, ptr %4304, i64 %4308
  %4310 = load float, ptr %4309, align 4
  %4311 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %740, 1
  %4312 = mul nuw nsw i64 %4293, 8
  %4313 = add nuw nsw i64 %4312, %4297
  %4314 = add nuw nsw i64 %4313, 0
  %4315 = getelementptr inbounds nuw float, ptr %4311, i64 %4314
  %4316 = load float, ptr %4315, align 4
  %4317 = fadd float %4310, %4316
  %4318 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %740, 1
  %4319 = mul nuw nsw i64 %4293, 8
  %4320 = add nuw nsw i64 %4319, %4297
  %4321 = add nuw nsw i64 %4320, 0
  %4322 = getelementptr inbounds nuw float, ptr %4318, i64 %4321
  store float %4317, ptr %4322, align 4
  %4323 = add i64 %4301, 1
  br label %4300

4324:                                             ; preds = %4300
  %4325 = add i64 %4297, 1
  br label %4296

4326:                                             ; preds = %4296
  %4327 = add i64 %4293, 1
  br label %4292

4328:                                             ; preds = %4292
  br label %4329

4329:                                             ; preds = %4383, %4328
  %4330 = phi i64 [ %4384, %4383 ], [ 0, %4328 ]
  %4331 = icmp slt i64 %4330, 1
  br i1 %4331, label %4332, label %4385

4332:                                             ; preds = %4329
  br label %4333

4333:                                             ; preds = %4381, %4332
  %4334 = phi i64 [ %4382, %4381 ], [ 0, %4332 ]
  %4335 = icmp slt i64 %4334, 8
  br i1 %4335, label %4336, label %4383

4336:                                             ; preds = %4333
  br label %4337

4337:                                             ; preds = %4340, %4336
  %4338 = phi i64 [ %4380, %4340 ], [ 0, %4336 ]
  %4339 = icmp slt i64 %4338, 32
  br i1 %4339, label %4340, label %4381

4340:                                             ; preds = %4337
  %4341 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4342 = mul nuw nsw i64 %4330, 256
  %4343 = mul nuw nsw i64 %4334, 32
  %4344 = add nuw nsw i64 %4342, %4343
  %4345 = add nuw nsw i64 %4344, %4338
  %4346 = getelementptr inbounds nuw float, ptr %4341, i64 %4345
  %4347 = load float, ptr %4346, align 4
  %4348 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %740, 1
  %4349 = mul nuw nsw i64 %4330, 8
  %4350 = add nuw nsw i64 %4349, %4334
  %4351 = add nuw nsw i64 %4350, 0
  %4352 = getelementptr inbounds nuw float, ptr %4348, i64 %4351
  %4353 = load float, ptr %4352, align 4
  %4354 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %531, 1
  %4355 = mul nuw nsw i64 %4330, 8
  %4356 = add nuw nsw i64 %4355, %4334
  %4357 = add nuw nsw i64 %4356, 0
  %4358 = getelementptr inbounds nuw double, ptr %4354, i64 %4357
  %4359 = load double, ptr %4358, align 8
  %4360 = getelementptr inbounds nuw float, ptr @__constant_32xf32_0, i64 %4338
  %4361 = load float, ptr %4360, align 4
  %4362 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %4338
  %4363 = load float, ptr %4362, align 4
  %4364 = fdiv double %4359, 3.200000e+01
  %4365 = fptrunc double %4364 to float
  %4366 = fadd float %4365, f0x3727C5AC
  %4367 = call float @llvm.sqrt.f32(float %4366)
  %4368 = fdiv float 1.000000e+00, %4367
  %4369 = fdiv float %4353, 3.200000e+01
  %4370 = fsub float %4347, %4369
  %4371 = fmul float %4370, %4368
  %4372 = fmul float %4371, %4361
  %4373 = fadd float %4372, %4363
  %4374 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4375 = mul nuw nsw i64 %4330, 256
  %4376 = mul nuw nsw i64 %4334, 32
  %4377 = add nuw nsw i64 %4375, %4376
  %4378 = add nuw nsw i64 %4377, %4338
  %4379 = getelementptr inbounds nuw float, ptr %4374, i64 %4378
  store float %4373, ptr %4379, align 4
  %4380 = add i64 %4338, 1
  br label %4337

4381:                                             ; preds = %4337
  %4382 = add i64 %4334, 1
  br label %4333

4383:                                             ; preds = %4333
  %4384 = add i64 %4330, 1
  br label %4329

4385:                                             ; preds = %4329
  %4386 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %40, 0
  call void @free(ptr %4386)
  %4387 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %122, 0
  call void @free(ptr %4387)
  %4388 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %156, 0
  call void @free(ptr %4388)
  %4389 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %238, 0
  call void @free(ptr %4389)
  %4390 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %294, 0
  call void @free(ptr %4390)
  %4391 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %310, 0
  call void @free(ptr %4391)
  %4392 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %316, 0
  call void @free(ptr %4392)
  %4393 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %402, 0
  call void @free(ptr %4393)
  %4394 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %484, 0
  call void @free(ptr %4394)
  %4395 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %531, 0
  call void @free(ptr %4395)
  %4396 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %569, 0
  call void @free(ptr %4396)
  %4397 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %650, 0
  call void @free(ptr %4397)
  %4398 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %740, 0
  call void @free(ptr %4398)
  %4399 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %778, 0
  call void @free(ptr %4399)
  %4400 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %857, 0
  call void @free(ptr %4400)
  %4401 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %899, 0
  call void @free(ptr %4401)
  %4402 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1021, 0
  call void @free(ptr %4402)
  %4403 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1109, 0
  call void @free(ptr %4403)
  %4404 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1163, 0
  call void @free(ptr %4404)
  %4405 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1289, 0
  call void @free(ptr %4405)
  %4406 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1355, 0
  call void @free(ptr %4406)
  %4407 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1424, 0
  call void @free(ptr %4407)
  %4408 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1589, 0
  call void @free(ptr %4408)
  %4409 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1637, 0
  call void @free(ptr %4409)
  %4410 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1740, 0
  call void @free(ptr %4410)
  %4411 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1794, 0
  call void @free(ptr %4411)
  %4412 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1925, 0
  call void @free(ptr %4412)
  %4413 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1967, 0
  call void @free(ptr %4413)
  %4414 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2147, 0
  call void @free(ptr %4414)
  %4415 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2228, 0
  call void @free(ptr %4415)
  %4416 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2318, 0
  call void @free(ptr %4416)
  %4417 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2397, 0
  call void @free(ptr %4417)
  %4418 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2439, 0
  call void @free(ptr %4418)
  %4419 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2561, 0
  call void @free(ptr %4419)
  %4420 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2754, 0
  call void @free(ptr %4420)
  %4421 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2835, 0
  call void @free(ptr %4421)
  %4422 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2925, 0
  call void @free(ptr %4422)
  %4423 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3082, 0
  call void @free(ptr %4423)
  %4424 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3524, 0
  call void @free(ptr %4424)
  %4425 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3704, 0
  call void @free(ptr %4425)
  %4426 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3785, 0
  call void @free(ptr %4426)
  %4427 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3875, 0
  call void @free(ptr %4427)
  %4428 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4179, 0
  call void @free(ptr %4428)
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
; irlower-stages: fx_graph=7b815eaf8853 torch_mlir=39d49863922d linalg_on_tensors_mlir=220d419f06b2 llvm_mlir=337cc2a282e7
