; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@__constant_1x64xi64_32 = private constant [1 x [64 x i64]] zeroinitializer, align 64 ; 64 elements elided
@__constant_1x64xi64 = private constant [1 x [64 x i64]] zeroinitializer, align 64
@__constant_128x32xf32 = private constant [128 x [32 x float]] zeroinitializer, align 64 ; 4096 elements elided
@__constant_2x32xf32 = private constant [2 x [32 x float]] zeroinitializer, align 64 ; 64 elements elided
@__constant_64x32xf32_31 = private constant [64 x [32 x float]] zeroinitializer, align 64 ; 2048 elements elided
@__constant_32xf32_30 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_29 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x32xf32_28 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_27 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x32xf32_26 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_25 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x32xf32_24 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_23 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x32xf32_22 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_21 = private constant [32 x float] zeroinitializer, align 64
@__constant_32xf32_20 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_19 = private constant [32 x float] zeroinitializer, align 64
@__constant_64x32xf32_18 = private constant [64 x [32 x float]] zeroinitializer, align 64 ; 2048 elements elided
@__constant_64xf32_17 = private constant [64 x float] zeroinitializer, align 64
@__constant_32x64xf32_16 = private constant [32 x [64 x float]] zeroinitializer, align 64 ; 2048 elements elided
@__constant_32xf32_15 = private constant [32 x float] zeroinitializer, align 64
@__constant_32xf32_14 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_13 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x32xf32_12 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_11 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x32xf32_10 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_9 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x32xf32_8 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_7 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x32xf32_6 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_5 = private constant [32 x float] zeroinitializer, align 64
@__constant_32xf32_4 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_3 = private constant [32 x float] zeroinitializer, align 64
@__constant_64x32xf32 = private constant [64 x [32 x float]] zeroinitializer, align 64 ; 2048 elements elided
@__constant_64xf32 = private constant [64 x float] zeroinitializer, align 64
@__constant_32x64xf32 = private constant [32 x [64 x float]] zeroinitializer, align 64 ; 2048 elements elided
@__constant_32xf32_2 = private constant [32 x float] zeroinitializer, align 64
@__constant_32xf32_1 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_0 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x32xf32 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32 = private constant [32 x float] zeroinitializer, align 64

declare void @free(ptr)

declare ptr @malloc(i64)

define { { ptr, ptr, i64, [3 x i64], [3 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } @main(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
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
  br label %30

30:                                               ; preds = %78, %7
  %31 = phi i64 [ %79, %78 ], [ 0, %7 ]
  %32 = icmp slt i64 %31, 1
  br i1 %32, label %33, label %80

33:                                               ; preds = %30
  br label %34

34:                                               ; preds = %76, %33
  %35 = phi i64 [ %77, %76 ], [ 0, %33 ]
  %36 = icmp slt i64 %35, 8
  br i1 %36, label %37, label %78

37:                                               ; preds = %34
  br label %38

38:                                               ; preds = %41, %37
  %39 = phi i64 [ %75, %41 ], [ 0, %37 ]
  %40 = icmp slt i64 %39, 32
  br i1 %40, label %41, label %76

41:                                               ; preds = %38
  %42 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, 1
  %43 = mul nuw nsw i64 %31, 8
  %44 = add nuw nsw i64 %43, %35
  %45 = getelementptr inbounds nuw i64, ptr %42, i64 %44
  %46 = load i64, ptr %45, align 4
  %47 = mul nuw nsw i64 %31, 64
  %48 = add nuw nsw i64 %47, %35
  %49 = getelementptr inbounds nuw i64, ptr @__constant_1x64xi64, i64 %48
  %50 = load i64, ptr %49, align 4
  %51 = mul nuw nsw i64 %31, 64
  %52 = add nuw nsw i64 %51, %35
  %53 = getelementptr inbounds nuw i64, ptr @__constant_1x64xi64_32, i64 %52
  %54 = load i64, ptr %53, align 4
  %55 = mul nuw nsw i64 %54, 32
  %56 = add nuw nsw i64 %55, %39
  %57 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_31, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = mul nuw nsw i64 %50, 32
  %60 = add nuw nsw i64 %59, %39
  %61 = getelementptr inbounds nuw float, ptr @__constant_2x32xf32, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = mul nuw nsw i64 %46, 32
  %64 = add nuw nsw i64 %63, %39
  %65 = getelementptr inbounds nuw float, ptr @__constant_128x32xf32, i64 %64
  %66 = load float, ptr %65, align 4
  %67 = fadd float %66, %62
  %68 = fadd float %67, %58
  %69 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %70 = mul nuw nsw i64 %31, 256
  %71 = mul nuw nsw i64 %35, 32
  %72 = add nuw nsw i64 %70, %71
  %73 = add nuw nsw i64 %72, %39
  %74 = getelementptr inbounds nuw float, ptr %69, i64 %73
  store float %68, ptr %74, align 4
  %75 = add i64 %39, 1
  br label %38

76:                                               ; preds = %38
  %77 = add i64 %35, 1
  br label %34

78:                                               ; preds = %34
  %79 = add i64 %31, 1
  br label %30

80:                                               ; preds = %30
  %81 = call ptr @malloc(i64 2112)
  %82 = ptrtoint ptr %81 to i64
  %83 = add i64 %82, 63
  %84 = urem i64 %83, 64
  %85 = sub i64 %83, %84
  %86 = inttoptr i64 %85 to ptr
  %87 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %81, 0
  %88 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %87, ptr %86, 1
  %89 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %88, i64 0, 2
  %90 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %89, i64 1, 3, 0
  %91 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %90, i64 8, 3, 1
  %92 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %91, i64 32, 3, 2
  %93 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %92, i64 256, 4, 0
  %94 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %93, i64 32, 4, 1
  %95 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %94, i64 1, 4, 2
  br label %96

96:                                               ; preds = %125, %80
  %97 = phi i64 [ %126, %125 ], [ 0, %80 ]
  %98 = icmp slt i64 %97, 1
  br i1 %98, label %99, label %127

99:                                               ; preds = %96
  br label %100

100:                                              ; preds = %123, %99
  %101 = phi i64 [ %124, %123 ], [ 0, %99 ]
  %102 = icmp slt i64 %101, 8
  br i1 %102, label %103, label %125

103:                                              ; preds = %100
  br label %104

104:                                              ; preds = %107, %103
  %105 = phi i64 [ %122, %107 ], [ 0, %103 ]
  %106 = icmp slt i64 %105, 32
  br i1 %106, label %107, label %123

107:                                              ; preds = %104
  %108 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %109 = mul nuw nsw i64 %97, 256
  %110 = mul nuw nsw i64 %101, 32
  %111 = add nuw nsw i64 %109, %110
  %112 = add nuw nsw i64 %111, %105
  %113 = getelementptr inbounds nuw float, ptr %108, i64 %112
  %114 = load float, ptr %113, align 4
  %115 = fpext float %114 to double
  %116 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %95, 1
  %117 = mul nuw nsw i64 %97, 256
  %118 = mul nuw nsw i64 %101, 32
  %119 = add nuw nsw i64 %117, %118
  %120 = add nuw nsw i64 %119, %105
  %121 = getelementptr inbounds nuw double, ptr %116, i64 %120
  store double %115, ptr %121, align 8
  %122 = add i64 %105, 1
  br label %104

123:                                              ; preds = %104
  %124 = add i64 %101, 1
  br label %100

125:                                              ; preds = %100
  %126 = add i64 %97, 1
  br label %96

127:                                              ; preds = %96
  %128 = call ptr @malloc(i64 128)
  %129 = ptrtoint ptr %128 to i64
  %130 = add i64 %129, 63
  %131 = urem i64 %130, 64
  %132 = sub i64 %130, %131
  %133 = inttoptr i64 %132 to ptr
  %134 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %128, 0
  %135 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %134, ptr %133, 1
  %136 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %135, i64 0, 2
  %137 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %136, i64 1, 3, 0
  %138 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %137, i64 8, 3, 1
  %139 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %138, i64 1, 3, 2
  %140 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %139, i64 8, 4, 0
  %141 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %140, i64 1, 4, 1
  %142 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, i64 1, 4, 2
  br label %143

143:                                              ; preds = %163, %127
  %144 = phi i64 [ %164, %163 ], [ 0, %127 ]
  %145 = icmp slt i64 %144, 1
  br i1 %145, label %146, label %165

146:                                              ; preds = %143
  br label %147

147:                                              ; preds = %161, %146
  %148 = phi i64 [ %162, %161 ], [ 0, %146 ]
  %149 = icmp slt i64 %148, 8
  br i1 %149, label %150, label %163

150:                                              ; preds = %147
  br label %151

151:                                              ; preds = %154, %150
  %152 = phi i64 [ %160, %154 ], [ 0, %150 ]
  %153 = icmp slt i64 %152, 1
  br i1 %153, label %154, label %161

154:                                              ; preds = %151
  %155 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %156 = mul nuw nsw i64 %144, 8
  %157 = add nuw nsw i64 %156, %148
  %158 = add nuw nsw i64 %157, %152
  %159 = getelementptr inbounds nuw double, ptr %155, i64 %158
  store double 0.000000e+00, ptr %159, align 8
  %160 = add i64 %152, 1
  br label %151

161:                                              ; preds = %151
  %162 = add i64 %148, 1
  br label %147

163:                                              ; preds = %147
  %164 = add i64 %144, 1
  br label %143

165:                                              ; preds = %143
  %166 = call ptr @malloc(i64 128)
  %167 = ptrtoint ptr %166 to i64
  %168 = add i64 %167, 63
  %169 = urem i64 %168, 64
  %170 = sub i64 %168, %169
  %171 = inttoptr i64 %170 to ptr
  %172 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %166, 0
  %173 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %172, ptr %171, 1
  %174 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %173, i64 0, 2
  %175 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %174, i64 1, 3, 0
  %176 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %175, i64 8, 3, 1
  %177 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %176, i64 1, 3, 2
  %178 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %177, i64 8, 4, 0
  %179 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %178, i64 1, 4, 1
  %180 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %179, i64 1, 4, 2
  br label %181

181:                                              ; preds = %207, %165
  %182 = phi i64 [ %208, %207 ], [ 0, %165 ]
  %183 = icmp slt i64 %182, 1
  br i1 %183, label %184, label %209

184:                                              ; preds = %181
  br label %185

185:                                              ; preds = %205, %184
  %186 = phi i64 [ %206, %205 ], [ 0, %184 ]
  %187 = icmp slt i64 %186, 8
  br i1 %187, label %188, label %207

188:                                              ; preds = %185
  br label %189

189:                                              ; preds = %192, %188
  %190 = phi i64 [ %204, %192 ], [ 0, %188 ]
  %191 = icmp slt i64 %190, 1
  br i1 %191, label %192, label %205

192:                                              ; preds = %189
  %193 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %194 = mul nuw nsw i64 %182, 8
  %195 = add nuw nsw i64 %194, %186
  %196 = add nuw nsw i64 %195, %190
  %197 = getelementptr inbounds nuw double, ptr %193, i64 %196
  %198 = load double, ptr %197, align 8
  %199 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %180, 1
  %200 = mul nuw nsw i64 %182, 8
  %201 = add nuw nsw i64 %200, %186
  %202 = add nuw nsw i64 %201, %190
  %203 = getelementptr inbounds nuw double, ptr %199, i64 %202
  store double %198, ptr %203, align 8
  %204 = add i64 %190, 1
  br label %189

205:                                              ; preds = %189
  %206 = add i64 %186, 1
  br label %185

207:                                              ; preds = %185
  %208 = add i64 %182, 1
  br label %181

209:                                              ; preds = %181
  br label %210

210:                                              ; preds = %244, %209
  %211 = phi i64 [ %245, %244 ], [ 0, %209 ]
  %212 = icmp slt i64 %211, 1
  br i1 %212, label %213, label %246

213:                                              ; preds = %210
  br label %214

214:                                              ; preds = %242, %213
  %215 = phi i64 [ %243, %242 ], [ 0, %213 ]
  %216 = icmp slt i64 %215, 8
  br i1 %216, label %217, label %244

217:                                              ; preds = %214
  br label %218

218:                                              ; preds = %221, %217
  %219 = phi i64 [ %241, %221 ], [ 0, %217 ]
  %220 = icmp slt i64 %219, 32
  br i1 %220, label %221, label %242

221:                                              ; preds = %218
  %222 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %95, 1
  %223 = mul nuw nsw i64 %211, 256
  %224 = mul nuw nsw i64 %215, 32
  %225 = add nuw nsw i64 %223, %224
  %226 = add nuw nsw i64 %225, %219
  %227 = getelementptr inbounds nuw double, ptr %222, i64 %226
  %228 = load double, ptr %227, align 8
  %229 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %180, 1
  %230 = mul nuw nsw i64 %211, 8
  %231 = add nuw nsw i64 %230, %215
  %232 = add nuw nsw i64 %231, 0
  %233 = getelementptr inbounds nuw double, ptr %229, i64 %232
  %234 = load double, ptr %233, align 8
  %235 = fadd double %228, %234
  %236 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %180, 1
  %237 = mul nuw nsw i64 %211, 8
  %238 = add nuw nsw i64 %237, %215
  %239 = add nuw nsw i64 %238, 0
  %240 = getelementptr inbounds nuw double, ptr %236, i64 %239
  store double %235, ptr %240, align 8
  %241 = add i64 %219, 1
  br label %218

242:                                              ; preds = %218
  %243 = add i64 %215, 1
  br label %214

244:                                              ; preds = %214
  %245 = add i64 %211, 1
  br label %210

246:                                              ; preds = %210
  %247 = call ptr @malloc(i64 128)
  %248 = ptrtoint ptr %247 to i64
  %249 = add i64 %248, 63
  %250 = urem i64 %249, 64
  %251 = sub i64 %249, %250
  %252 = inttoptr i64 %251 to ptr
  %253 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %247, 0
  %254 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %253, ptr %252, 1
  %255 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %254, i64 0, 2
  %256 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %255, i64 1, 3, 0
  %257 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %256, i64 8, 3, 1
  %258 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %257, i64 1, 3, 2
  %259 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %258, i64 8, 4, 0
  %260 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %259, i64 1, 4, 1
  %261 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %260, i64 1, 4, 2
  br label %262

262:                                              ; preds = %288, %246
  %263 = phi i64 [ %289, %288 ], [ 0, %246 ]
  %264 = icmp slt i64 %263, 1
  br i1 %264, label %265, label %290

265:                                              ; preds = %262
  br label %266

266:                                              ; preds = %286, %265
  %267 = phi i64 [ %287, %286 ], [ 0, %265 ]
  %268 = icmp slt i64 %267, 8
  br i1 %268, label %269, label %288

269:                                              ; preds = %266
  br label %270

270:                                              ; preds = %273, %269
  %271 = phi i64 [ %285, %273 ], [ 0, %269 ]
  %272 = icmp slt i64 %271, 1
  br i1 %272, label %273, label %286

273:                                              ; preds = %270
  %274 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %275 = mul nuw nsw i64 %263, 8
  %276 = add nuw nsw i64 %275, %267
  %277 = add nuw nsw i64 %276, %271
  %278 = getelementptr inbounds nuw double, ptr %274, i64 %277
  %279 = load double, ptr %278, align 8
  %280 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %261, 1
  %281 = mul nuw nsw i64 %263, 8
  %282 = add nuw nsw i64 %281, %267
  %283 = add nuw nsw i64 %282, %271
  %284 = getelementptr inbounds nuw double, ptr %280, i64 %283
  store double %279, ptr %284, align 8
  %285 = add i64 %271, 1
  br label %270

286:                                              ; preds = %270
  %287 = add i64 %267, 1
  br label %266

288:                                              ; preds = %266
  %289 = add i64 %263, 1
  br label %262

290:                                              ; preds = %262
  br label %291

291:                                              ; preds = %334, %290
  %292 = phi i64 [ %335, %334 ], [ 0, %290 ]
  %293 = icmp slt i64 %292, 1
  br i1 %293, label %294, label %336

294:                                              ; preds = %291
  br label %295

295:                                              ; preds = %332, %294
  %296 = phi i64 [ %333, %332 ], [ 0, %294 ]
  %297 = icmp slt i64 %296, 8
  br i1 %297, label %298, label %334

298:                                              ; preds = %295
  br label %299

299:                                              ; preds = %302, %298
  %300 = phi i64 [ %331, %302 ], [ 0, %298 ]
  %301 = icmp slt i64 %300, 32
  br i1 %301, label %302, label %332

302:                                              ; preds = %299
  %303 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %95, 1
  %304 = mul nuw nsw i64 %292, 256
  %305 = mul nuw nsw i64 %296, 32
  %306 = add nuw nsw i64 %304, %305
  %307 = add nuw nsw i64 %306, %300
  %308 = getelementptr inbounds nuw double, ptr %303, i64 %307
  %309 = load double, ptr %308, align 8
  %310 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %180, 1
  %311 = mul nuw nsw i64 %292, 8
  %312 = add nuw nsw i64 %311, %296
  %313 = add nuw nsw i64 %312, 0
  %314 = getelementptr inbounds nuw double, ptr %310, i64 %313
  %315 = load double, ptr %314, align 8
  %316 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %261, 1
  %317 = mul nuw nsw i64 %292, 8
  %318 = add nuw nsw i64 %317, %296
  %319 = add nuw nsw i64 %318, 0
  %320 = getelementptr inbounds nuw double, ptr %316, i64 %319
  %321 = load double, ptr %320, align 8
  %322 = fdiv double %315, 3.200000e+01
  %323 = fsub double %309, %322
  %324 = fmul double %323, %323
  %325 = fadd double %324, %321
  %326 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %261, 1
  %327 = mul nuw nsw i64 %292, 8
  %328 = add nuw nsw i64 %327, %296
  %329 = add nuw nsw i64 %328, 0
  %330 = getelementptr inbounds nuw double, ptr %326, i64 %329
  store double %325, ptr %330, align 8
  %331 = add i64 %300, 1
  br label %299

332:                                              ; preds = %299
  %333 = add i64 %296, 1
  br label %295

334:                                              ; preds = %295
  %335 = add i64 %292, 1
  br label %291

336:                                              ; preds = %291
  %337 = call ptr @malloc(i64 96)
  %338 = ptrtoint ptr %337 to i64
  %339 = add i64 %338, 63
  %340 = urem i64 %339, 64
  %341 = sub i64 %339, %340
  %342 = inttoptr i64 %341 to ptr
  %343 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %337, 0
  %344 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %343, ptr %342, 1
  %345 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %344, i64 0, 2
  %346 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %345, i64 1, 3, 0
  %347 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %346, i64 8, 3, 1
  %348 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %347, i64 1, 3, 2
  %349 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %348, i64 8, 4, 0
  %350 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %349, i64 1, 4, 1
  %351 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %350, i64 1, 4, 2
  br label %352

352:                                              ; preds = %372, %336
  %353 = phi i64 [ %373, %372 ], [ 0, %336 ]
  %354 = icmp slt i64 %353, 1
  br i1 %354, label %355, label %374

355:                                              ; preds = %352
  br label %356

356:                                              ; preds = %370, %355
  %357 = phi i64 [ %371, %370 ], [ 0, %355 ]
  %358 = icmp slt i64 %357, 8
  br i1 %358, label %359, label %372

359:                                              ; preds = %356
  br label %360

360:                                              ; preds = %363, %359
  %361 = phi i64 [ %369, %363 ], [ 0, %359 ]
  %362 = icmp slt i64 %361, 1
  br i1 %362, label %363, label %370

363:                                              ; preds = %360
  %364 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %351, 1
  %365 = mul nuw nsw i64 %353, 8
  %366 = add nuw nsw i64 %365, %357
  %367 = add nuw nsw i64 %366, %361
  %368 = getelementptr inbounds nuw float, ptr %364, i64 %367
  store float 0.000000e+00, ptr %368, align 4
  %369 = add i64 %361, 1
  br label %360

370:                                              ; preds = %360
  %371 = add i64 %357, 1
  br label %356

372:                                              ; preds = %356
  %373 = add i64 %353, 1
  br label %352

374:                                              ; preds = %352
  %375 = call ptr @malloc(i64 96)
  %376 = ptrtoint ptr %375 to i64
  %377 = add i64 %376, 63
  %378 = urem i64 %377, 64
  %379 = sub i64 %377, %378
  %380 = inttoptr i64 %379 to ptr
  %381 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %375, 0
  %382 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %381, ptr %380, 1
  %383 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %382, i64 0, 2
  %384 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %383, i64 1, 3, 0
  %385 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %384, i64 8, 3, 1
  %386 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %385, i64 1, 3, 2
  %387 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %386, i64 8, 4, 0
  %388 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %387, i64 1, 4, 1
  %389 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %388, i64 1, 4, 2
  br label %390

390:                                              ; preds = %416, %374
  %391 = phi i64 [ %417, %416 ], [ 0, %374 ]
  %392 = icmp slt i64 %391, 1
  br i1 %392, label %393, label %418

393:                                              ; preds = %390
  br label %394

394:                                              ; preds = %414, %393
  %395 = phi i64 [ %415, %414 ], [ 0, %393 ]
  %396 = icmp slt i64 %395, 8
  br i1 %396, label %397, label %416

397:                                              ; preds = %394
  br label %398

398:                                              ; preds = %401, %397
  %399 = phi i64 [ %413, %401 ], [ 0, %397 ]
  %400 = icmp slt i64 %399, 1
  br i1 %400, label %401, label %414

401:                                              ; preds = %398
  %402 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %351, 1
  %403 = mul nuw nsw i64 %391, 8
  %404 = add nuw nsw i64 %403, %395
  %405 = add nuw nsw i64 %404, %399
  %406 = getelementptr inbounds nuw float, ptr %402, i64 %405
  %407 = load float, ptr %406, align 4
  %408 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %389, 1
  %409 = mul nuw nsw i64 %391, 8
  %410 = add nuw nsw i64 %409, %395
  %411 = add nuw nsw i64 %410, %399
  %412 = getelementptr inbounds nuw float, ptr %408, i64 %411
  store float %407, ptr %412, align 4
  %413 = add i64 %399, 1
  br label %398

414:                                              ; preds = %398
  %415 = add i64 %395, 1
  br label %394

416:                                              ; preds = %394
  %417 = add i64 %391, 1
  br label %390

418:                                              ; preds = %390
  br label %419

419:                                              ; preds = %453, %418
  %420 = phi i64 [ %454, %453 ], [ 0, %418 ]
  %421 = icmp slt i64 %420, 1
  br i1 %421, label %422, label %455

422:                                              ; preds = %419
  br label %423

423:                                              ; preds = %451, %422
  %424 = phi i64 [ %452, %451 ], [ 0, %422 ]
  %425 = icmp slt i64 %424, 8
  br i1 %425, label %426, label %453

426:                                              ; preds = %423
  br label %427

427:                                              ; preds = %430, %426
  %428 = phi i64 [ %450, %430 ], [ 0, %426 ]
  %429 = icmp slt i64 %428, 32
  br i1 %429, label %430, label %451

430:                                              ; preds = %427
  %431 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %432 = mul nuw nsw i64 %420, 256
  %433 = mul nuw nsw i64 %424, 32
  %434 = add nuw nsw i64 %432, %433
  %435 = add nuw nsw i64 %434, %428
  %436 = getelementptr inbounds nuw float, ptr %431, i64 %435
  %437 = load float, ptr %436, align 4
  %438 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %389, 1
  %439 = mul nuw nsw i64 %420, 8
  %440 = add nuw nsw i64 %439, %424
  %441 = add nuw nsw i64 %440, 0
  %442 = getelementptr inbounds nuw float, ptr %438, i64 %441
  %443 = load float, ptr %442, align 4
  %444 = fadd float %437, %443
  %445 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %389, 1
  %446 = mul nuw nsw i64 %420, 8
  %447 = add nuw nsw i64 %446, %424
  %448 = add nuw nsw i64 %447, 0
  %449 = getelementptr inbounds nuw float, ptr %445, i64 %448
  store float %444, ptr %449, align 4
  %450 = add i64 %428, 1
  br label %427

451:                                              ; preds = %427
  %452 = add i64 %424, 1
  br label %423

453:                                              ; preds = %423
  %454 = add i64 %420, 1
  br label %419

455:                                              ; preds = %419
  br label %456

456:                                              ; preds = %510, %455
  %457 = phi i64 [ %511, %510 ], [ 0, %455 ]
  %458 = icmp slt i64 %457, 1
  br i1 %458, label %459, label %512

459:                                              ; preds = %456
  br label %460

460:                                              ; preds = %508, %459
  %461 = phi i64 [ %509, %508 ], [ 0, %459 ]
  %462 = icmp slt i64 %461, 8
  br i1 %462, label %463, label %510

463:                                              ; preds = %460
  br label %464

464:                                              ; preds = %467, %463
  %465 = phi i64 [ %507, %467 ], [ 0, %463 ]
  %466 = icmp slt i64 %465, 32
  br i1 %466, label %467, label %508

467:                                              ; preds = %464
  %468 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %469 = mul nuw nsw i64 %457, 256
  %470 = mul nuw nsw i64 %461, 32
  %471 = add nuw nsw i64 %469, %470
  %472 = add nuw nsw i64 %471, %465
  %473 = getelementptr inbounds nuw float, ptr %468, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %389, 1
  %476 = mul nuw nsw i64 %457, 8
  %477 = add nuw nsw i64 %476, %461
  %478 = add nuw nsw i64 %477, 0
  %479 = getelementptr inbounds nuw float, ptr %475, i64 %478
  %480 = load float, ptr %479, align 4
  %481 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %261, 1
  %482 = mul nuw nsw i64 %457, 8
  %483 = add nuw nsw i64 %482, %461
  %484 = add nuw nsw i64 %483, 0
  %485 = getelementptr inbounds nuw double, ptr %481, i64 %484
  %486 = load double, ptr %485, align 8
  %487 = getelementptr inbounds nuw float, ptr @__constant_32xf32_30, i64 %465
  %488 = load float, ptr %487, align 4
  %489 = getelementptr inbounds nuw float, ptr @__constant_32xf32_29, i64 %465
  %490 = load float, ptr %489, align 4
  %491 = fdiv double %486, 3.200000e+01
  %492 = fptrunc double %491 to float
  %493 = fadd float %492, f0x2B8CBCCC
  %494 = call float @llvm.sqrt.f32(float %493)
  %495 = fdiv float 1.000000e+00, %494
  %496 = fdiv float %480, 3.200000e+01
  %497 = fsub float %474, %496
  %498 = fmul float %497, %495
  %499 = fmul float %498, %488
  %500 = fadd float %499, %490
  %501 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %502 = mul nuw nsw i64 %457, 256
  %503 = mul nuw nsw i64 %461, 32
  %504 = add nuw nsw i64 %502, %503
  %505 = add nuw nsw i64 %504, %465
  %506 = getelementptr inbounds nuw float, ptr %501, i64 %505
  store float %500, ptr %506, align 4
  %507 = add i64 %465, 1
  br label %464

508:                                              ; preds = %464
  %509 = add i64 %461, 1
  br label %460

510:                                              ; preds = %460
  %511 = add i64 %457, 1
  br label %456

512:                                              ; preds = %456
  %513 = call ptr @malloc(i64 1088)
  %514 = ptrtoint ptr %513 to i64
  %515 = add i64 %514, 63
  %516 = urem i64 %515, 64
  %517 = sub i64 %515, %516
  %518 = inttoptr i64 %517 to ptr
  %519 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %513, 0
  %520 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %519, ptr %518, 1
  %521 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %520, i64 0, 2
  %522 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %521, i64 8, 3, 0
  %523 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %522, i64 32, 3, 1
  %524 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %523, i64 32, 4, 0
  %525 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %524, i64 1, 4, 1
  br label %526

526:                                              ; preds = %539, %512
  %527 = phi i64 [ %540, %539 ], [ 0, %512 ]
  %528 = icmp slt i64 %527, 8
  br i1 %528, label %529, label %541

529:                                              ; preds = %526
  br label %530

530:                                              ; preds = %533, %529
  %531 = phi i64 [ %538, %533 ], [ 0, %529 ]
  %532 = icmp slt i64 %531, 32
  br i1 %532, label %533, label %539

533:                                              ; preds = %530
  %534 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %525, 1
  %535 = mul nuw nsw i64 %527, 32
  %536 = add nuw nsw i64 %535, %531
  %537 = getelementptr inbounds nuw float, ptr %534, i64 %536
  store float 0.000000e+00, ptr %537, align 4
  %538 = add i64 %531, 1
  br label %530

539:                                              ; preds = %530
  %540 = add i64 %527, 1
  br label %526

541:                                              ; preds = %526
  %542 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %525, 0
  %543 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %525, 1
  %544 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %542, 0
  %545 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %544, ptr %543, 1
  %546 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %545, i64 0, 2
  %547 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %546, i64 1, 3, 0
  %548 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %547, i64 256, 4, 0
  %549 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %548, i64 8, 3, 1
  %550 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %549, i64 32, 4, 1
  %551 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %550, i64 2, 3, 2
  %552 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %551, i64 16, 4, 2
  %553 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %552, i64 16, 3, 3
  %554 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %553, i64 1, 4, 3
  %555 = call ptr @malloc(i64 1088)
  %556 = ptrtoint ptr %555 to i64
  %557 = add i64 %556, 63
  %558 = urem i64 %557, 64
  %559 = sub i64 %557, %558
  %560 = inttoptr i64 %559 to ptr
  %561 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %555, 0
  %562 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %561, ptr %560, 1
  %563 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %562, i64 0, 2
  %564 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %563, i64 1, 3, 0
  %565 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %564, i64 8, 3, 1
  %566 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %565, i64 2, 3, 2
  %567 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %566, i64 16, 3, 3
  %568 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %567, i64 256, 4, 0
  %569 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %568, i64 32, 4, 1
  %570 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %569, i64 16, 4, 2
  %571 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %570, i64 1, 4, 3
  br label %572

572:                                              ; preds = %610, %541
  %573 = phi i64 [ %611, %610 ], [ 0, %541 ]
  %574 = icmp slt i64 %573, 1
  br i1 %574, label %575, label %612

575:                                              ; preds = %572
  br label %576

576:                                              ; preds = %608, %575
  %577 = phi i64 [ %609, %608 ], [ 0, %575 ]
  %578 = icmp slt i64 %577, 8
  br i1 %578, label %579, label %610

579:                                              ; preds = %576
  br label %580

580:                                              ; preds = %606, %579
  %581 = phi i64 [ %607, %606 ], [ 0, %579 ]
  %582 = icmp slt i64 %581, 2
  br i1 %582, label %583, label %608

583:                                              ; preds = %580
  br label %584

584:                                              ; preds = %587, %583
  %585 = phi i64 [ %605, %587 ], [ 0, %583 ]
  %586 = icmp slt i64 %585, 16
  br i1 %586, label %587, label %606

587:                                              ; preds = %584
  %588 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %554, 1
  %589 = mul nuw nsw i64 %573, 256
  %590 = mul nuw nsw i64 %577, 32
  %591 = add nuw nsw i64 %589, %590
  %592 = mul nuw nsw i64 %581, 16
  %593 = add nuw nsw i64 %591, %592
  %594 = add nuw nsw i64 %593, %585
  %595 = getelementptr inbounds nuw float, ptr %588, i64 %594
  %596 = load float, ptr %595, align 4
  %597 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %571, 1
  %598 = mul nuw nsw i64 %573, 256
  %599 = mul nuw nsw i64 %577, 32
  %600 = add nuw nsw i64 %598, %599
  %601 = mul nuw nsw i64 %581, 16
  %602 = add nuw nsw i64 %600, %601
  %603 = add nuw nsw i64 %602, %585
  %604 = getelementptr inbounds nuw float, ptr %597, i64 %603
  store float %596, ptr %604, align 4
  %605 = add i64 %585, 1
  br label %584

606:                                              ; preds = %584
  %607 = add i64 %581, 1
  br label %580

608:                                              ; preds = %580
  %609 = add i64 %577, 1
  br label %576

610:                                              ; preds = %576
  %611 = add i64 %573, 1
  br label %572

612:                                              ; preds = %572
  br label %613

613:                                              ; preds = %672, %612
  %614 = phi i64 [ %673, %672 ], [ 0, %612 ]
  %615 = icmp slt i64 %614, 1
  br i1 %615, label %616, label %674

616:                                              ; preds = %613
  br label %617

617:                                              ; preds = %670, %616
  %618 = phi i64 [ %671, %670 ], [ 0, %616 ]
  %619 = icmp slt i64 %618, 8
  br i1 %619, label %620, label %672

620:                                              ; preds = %617
  br label %621

621:                                              ; preds = %668, %620
  %622 = phi i64 [ %669, %668 ], [ 0, %620 ]
  %623 = icmp slt i64 %622, 2
  br i1 %623, label %624, label %670

624:                                              ; preds = %621
  br label %625

625:                                              ; preds = %666, %624
  %626 = phi i64 [ %667, %666 ], [ 0, %624 ]
  %627 = icmp slt i64 %626, 16
  br i1 %627, label %628, label %668

628:                                              ; preds = %625
  br label %629

629:                                              ; preds = %632, %628
  %630 = phi i64 [ %665, %632 ], [ 0, %628 ]
  %631 = icmp slt i64 %630, 32
  br i1 %631, label %632, label %666

632:                                              ; preds = %629
  %633 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %634 = mul nuw nsw i64 %614, 256
  %635 = mul nuw nsw i64 %618, 32
  %636 = add nuw nsw i64 %634, %635
  %637 = add nuw nsw i64 %636, %630
  %638 = getelementptr inbounds nuw float, ptr %633, i64 %637
  %639 = load float, ptr %638, align 4
  %640 = mul nuw nsw i64 %622, 512
  %641 = mul nuw nsw i64 %626, 32
  %642 = add nuw nsw i64 %640, %641
  %643 = add nuw nsw i64 %642, %630
  %644 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_28, i64 %643
  %645 = load float, ptr %644, align 4
  %646 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %571, 1
  %647 = mul nuw nsw i64 %614, 256
  %648 = mul nuw nsw i64 %618, 32
  %649 = add nuw nsw i64 %647, %648
  %650 = mul nuw nsw i64 %622, 16
  %651 = add nuw nsw i64 %649, %650
  %652 = add nuw nsw i64 %651, %626
  %653 = getelementptr inbounds nuw float, ptr %646, i64 %652
  %654 = load float, ptr %653, align 4
  %655 = fmul float %639, %645
  %656 = fadd float %654, %655
  %657 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %571, 1
  %658 = mul nuw nsw i64 %614, 256
  %659 = mul nuw nsw i64 %618, 32
  %660 = add nuw nsw i64 %658, %659
  %661 = mul nuw nsw i64 %622, 16
  %662 = add nuw nsw i64 %660, %661
  %663 = add nuw nsw i64 %662, %626
  %664 = getelementptr inbounds nuw float, ptr %657, i64 %663
  store float %656, ptr %664, align 4
  %665 = add i64 %630, 1
  br label %629

666:                                              ; preds = %629
  %667 = add i64 %626, 1
  br label %625

668:                                              ; preds = %625
  %669 = add i64 %622, 1
  br label %621

670:                                              ; preds = %621
  %671 = add i64 %618, 1
  br label %617

672:                                              ; preds = %617
  %673 = add i64 %614, 1
  br label %613

674:                                              ; preds = %613
  %675 = call ptr @malloc(i64 1088)
  %676 = ptrtoint ptr %675 to i64
  %677 = add i64 %676, 63
  %678 = urem i64 %677, 64
  %679 = sub i64 %677, %678
  %680 = inttoptr i64 %679 to ptr
  %681 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %675, 0
  %682 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %681, ptr %680, 1
  %683 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %682, i64 0, 2
  %684 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %683, i64 1, 3, 0
  %685 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %684, i64 8, 3, 1
  %686 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %685, i64 2, 3, 2
  %687 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %686, i64 16, 3, 3
  %688 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %687, i64 256, 4, 0
  %689 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %688, i64 32, 4, 1
  %690 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %689, i64 16, 4, 2
  %691 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %690, i64 1, 4, 3
  br label %692

692:                                              ; preds = %730, %674
  %693 = phi i64 [ %731, %730 ], [ 0, %674 ]
  %694 = icmp slt i64 %693, 1
  br i1 %694, label %695, label %732

695:                                              ; preds = %692
  br label %696

696:                                              ; preds = %728, %695
  %697 = phi i64 [ %729, %728 ], [ 0, %695 ]
  %698 = icmp slt i64 %697, 8
  br i1 %698, label %699, label %730

699:                                              ; preds = %696
  br label %700

700:                                              ; preds = %726, %699
  %701 = phi i64 [ %727, %726 ], [ 0, %699 ]
  %702 = icmp slt i64 %701, 2
  br i1 %702, label %703, label %728

703:                                              ; preds = %700
  br label %704

704:                                              ; preds = %707, %703
  %705 = phi i64 [ %725, %707 ], [ 0, %703 ]
  %706 = icmp slt i64 %705, 16
  br i1 %706, label %707, label %726

707:                                              ; preds = %704
  %708 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %554, 1
  %709 = mul nuw nsw i64 %693, 256
  %710 = mul nuw nsw i64 %697, 32
  %711 = add nuw nsw i64 %709, %710
  %712 = mul nuw nsw i64 %701, 16
  %713 = add nuw nsw i64 %711, %712
  %714 = add nuw nsw i64 %713, %705
  %715 = getelementptr inbounds nuw float, ptr %708, i64 %714
  %716 = load float, ptr %715, align 4
  %717 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %691, 1
  %718 = mul nuw nsw i64 %693, 256
  %719 = mul nuw nsw i64 %697, 32
  %720 = add nuw nsw i64 %718, %719
  %721 = mul nuw nsw i64 %701, 16
  %722 = add nuw nsw i64 %720, %721
  %723 = add nuw nsw i64 %722, %705
  %724 = getelementptr inbounds nuw float, ptr %717, i64 %723
  store float %716, ptr %724, align 4
  %725 = add i64 %705, 1
  br label %704

726:                                              ; preds = %704
  %727 = add i64 %701, 1
  br label %700

728:                                              ; preds = %700
  %729 = add i64 %697, 1
  br label %696

730:                                              ; preds = %696
  %731 = add i64 %693, 1
  br label %692

732:                                              ; preds = %692
  br label %733

733:                                              ; preds = %792, %732
  %734 = phi i64 [ %793, %792 ], [ 0, %732 ]
  %735 = icmp slt i64 %734, 1
  br i1 %735, label %736, label %794

736:                                              ; preds = %733
  br label %737

737:                                              ; preds = %790, %736
  %738 = phi i64 [ %791, %790 ], [ 0, %736 ]
  %739 = icmp slt i64 %738, 8
  br i1 %739, label %740, label %792

740:                                              ; preds = %737
  br label %741

741:                                              ; preds = %788, %740
  %742 = phi i64 [ %789, %788 ], [ 0, %740 ]
  %743 = icmp slt i64 %742, 2
  br i1 %743, label %744, label %790

744:                                              ; preds = %741
  br label %745

745:                                              ; preds = %786, %744
  %746 = phi i64 [ %787, %786 ], [ 0, %744 ]
  %747 = icmp slt i64 %746, 16
  br i1 %747, label %748, label %788

748:                                              ; preds = %745
  br label %749

749:                                              ; preds = %752, %748
  %750 = phi i64 [ %785, %752 ], [ 0, %748 ]
  %751 = icmp slt i64 %750, 32
  br i1 %751, label %752, label %786

752:                                              ; preds = %749
  %753 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %754 = mul nuw nsw i64 %734, 256
  %755 = mul nuw nsw i64 %738, 32
  %756 = add nuw nsw i64 %754, %755
  %757 = add nuw nsw i64 %756, %750
  %758 = getelementptr inbounds nuw float, ptr %753, i64 %757
  %759 = load float, ptr %758, align 4
  %760 = mul nuw nsw i64 %742, 512
  %761 = mul nuw nsw i64 %746, 32
  %762 = add nuw nsw i64 %760, %761
  %763 = add nuw nsw i64 %762, %750
  %764 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_26, i64 %763
  %765 = load float, ptr %764, align 4
  %766 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %691, 1
  %767 = mul nuw nsw i64 %734, 256
  %768 = mul nuw nsw i64 %738, 32
  %769 = add nuw nsw i64 %767, %768
  %770 = mul nuw nsw i64 %742, 16
  %771 = add nuw nsw i64 %769, %770
  %772 = add nuw nsw i64 %771, %746
  %773 = getelementptr inbounds nuw float, ptr %766, i64 %772
  %774 = load float, ptr %773, align 4
  %775 = fmul float %759, %765
  %776 = fadd float %774, %775
  %777 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %691, 1
  %778 = mul nuw nsw i64 %734, 256
  %779 = mul nuw nsw i64 %738, 32
  %780 = add nuw nsw i64 %778, %779
  %781 = mul nuw nsw i64 %742, 16
  %782 = add nuw nsw i64 %780, %781
  %783 = add nuw nsw i64 %782, %746
  %784 = getelementptr inbounds nuw float, ptr %777, i64 %783
  store float %776, ptr %784, align 4
  %785 = add i64 %750, 1
  br label %749

786:                                              ; preds = %749
  %787 = add i64 %746, 1
  br label %745

788:                                              ; preds = %745
  %789 = add i64 %742, 1
  br label %741

790:                                              ; preds = %741
  %791 = add i64 %738, 1
  br label %737

792:                                              ; preds = %737
  %793 = add i64 %734, 1
  br label %733

794:                                              ; preds = %733
  %795 = call ptr @malloc(i64 1088)
  %796 = ptrtoint ptr %795 to i64
  %797 = add i64 %796, 63
  %798 = urem i64 %797, 64
  %799 = sub i64 %797, %798
  %800 = inttoptr i64 %799 to ptr
  %801 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %795, 0
  %802 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %801, ptr %800, 1
  %803 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %802, i64 0, 2
  %804 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %803, i64 1, 3, 0
  %805 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %804, i64 8, 3, 1
  %806 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %805, i64 2, 3, 2
  %807 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %806, i64 16, 3, 3
  %808 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %807, i64 256, 4, 0
  %809 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %808, i64 32, 4, 1
  %810 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %809, i64 16, 4, 2
  %811 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %810, i64 1, 4, 3
  br label %812

812:                                              ; preds = %850, %794
  %813 = phi i64 [ %851, %850 ], [ 0, %794 ]
  %814 = icmp slt i64 %813, 1
  br i1 %814, label %815, label %852

815:                                              ; preds = %812
  br label %816

816:                                              ; preds = %848, %815
  %817 = phi i64 [ %849, %848 ], [ 0, %815 ]
  %818 = icmp slt i64 %817, 8
  br i1 %818, label %819, label %850

819:                                              ; preds = %816
  br label %820

820:                                              ; preds = %846, %819
  %821 = phi i64 [ %847, %846 ], [ 0, %819 ]
  %822 = icmp slt i64 %821, 2
  br i1 %822, label %823, label %848

823:                                              ; preds = %820
  br label %824

824:                                              ; preds = %827, %823
  %825 = phi i64 [ %845, %827 ], [ 0, %823 ]
  %826 = icmp slt i64 %825, 16
  br i1 %826, label %827, label %846

827:                                              ; preds = %824
  %828 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %554, 1
  %829 = mul nuw nsw i64 %813, 256
  %830 = mul nuw nsw i64 %817, 32
  %831 = add nuw nsw i64 %829, %830
  %832 = mul nuw nsw i64 %821, 16
  %833 = add nuw nsw i64 %831, %832
  %834 = add nuw nsw i64 %833, %825
  %835 = getelementptr inbounds nuw float, ptr %828, i64 %834
  %836 = load float, ptr %835, align 4
  %837 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %811, 1
  %838 = mul nuw nsw i64 %813, 256
  %839 = mul nuw nsw i64 %817, 32
  %840 = add nuw nsw i64 %838, %839
  %841 = mul nuw nsw i64 %821, 16
  %842 = add nuw nsw i64 %840, %841
  %843 = add nuw nsw i64 %842, %825
  %844 = getelementptr inbounds nuw float, ptr %837, i64 %843
  store float %836, ptr %844, align 4
  %845 = add i64 %825, 1
  br label %824

846:                                              ; preds = %824
  %847 = add i64 %821, 1
  br label %820

848:                                              ; preds = %820
  %849 = add i64 %817, 1
  br label %816

850:                                              ; preds = %816
  %851 = add i64 %813, 1
  br label %812

852:                                              ; preds = %812
  br label %853

853:                                              ; preds = %912, %852
  %854 = phi i64 [ %913, %912 ], [ 0, %852 ]
  %855 = icmp slt i64 %854, 1
  br i1 %855, label %856, label %914

856:                                              ; preds = %853
  br label %857

857:                                              ; preds = %910, %856
  %858 = phi i64 [ %911, %910 ], [ 0, %856 ]
  %859 = icmp slt i64 %858, 8
  br i1 %859, label %860, label %912

860:                                              ; preds = %857
  br label %861

861:                                              ; preds = %908, %860
  %862 = phi i64 [ %909, %908 ], [ 0, %860 ]
  %863 = icmp slt i64 %862, 2
  br i1 %863, label %864, label %910

864:                                              ; preds = %861
  br label %865

865:                                              ; preds = %906, %864
  %866 = phi i64 [ %907, %906 ], [ 0, %864 ]
  %867 = icmp slt i64 %866, 16
  br i1 %867, label %868, label %908

868:                                              ; preds = %865
  br label %869

869:                                              ; preds = %872, %868
  %870 = phi i64 [ %905, %872 ], [ 0, %868 ]
  %871 = icmp slt i64 %870, 32
  br i1 %871, label %872, label %906

872:                                              ; preds = %869
  %873 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %874 = mul nuw nsw i64 %854, 256
  %875 = mul nuw nsw i64 %858, 32
  %876 = add nuw nsw i64 %874, %875
  %877 = add nuw nsw i64 %876, %870
  %878 = getelementptr inbounds nuw float, ptr %873, i64 %877
  %879 = load float, ptr %878, align 4
  %880 = mul nuw nsw i64 %862, 512
  %881 = mul nuw nsw i64 %866, 32
  %882 = add nuw nsw i64 %880, %881
  %883 = add nuw nsw i64 %882, %870
  %884 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_24, i64 %883
  %885 = load float, ptr %884, align 4
  %886 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %811, 1
  %887 = mul nuw nsw i64 %854, 256
  %888 = mul nuw nsw i64 %858, 32
  %889 = add nuw nsw i64 %887, %888
  %890 = mul nuw nsw i64 %862, 16
  %891 = add nuw nsw i64 %889, %890
  %892 = add nuw nsw i64 %891, %866
  %893 = getelementptr inbounds nuw float, ptr %886, i64 %892
  %894 = load float, ptr %893, align 4
  %895 = fmul float %879, %885
  %896 = fadd float %894, %895
  %897 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %811, 1
  %898 = mul nuw nsw i64 %854, 256
  %899 = mul nuw nsw i64 %858, 32
  %900 = add nuw nsw i64 %898, %899
  %901 = mul nuw nsw i64 %862, 16
  %902 = add nuw nsw i64 %900, %901
  %903 = add nuw nsw i64 %902, %866
  %904 = getelementptr inbounds nuw float, ptr %897, i64 %903
  store float %896, ptr %904, align 4
  %905 = add i64 %870, 1
  br label %869

906:                                              ; preds = %869
  %907 = add i64 %866, 1
  br label %865

908:                                              ; preds = %865
  %909 = add i64 %862, 1
  br label %861

910:                                              ; preds = %861
  %911 = add i64 %858, 1
  br label %857

912:                                              ; preds = %857
  %913 = add i64 %854, 1
  br label %853

914:                                              ; preds = %853
  %915 = call ptr @malloc(i64 576)
  %916 = ptrtoint ptr %915 to i64
  %917 = add i64 %916, 63
  %918 = urem i64 %917, 64
  %919 = sub i64 %917, %918
  %920 = inttoptr i64 %919 to ptr
  %921 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %915, 0
  %922 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %921, ptr %920, 1
  %923 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %922, i64 0, 2
  %924 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %923, i64 2, 3, 0
  %925 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %924, i64 8, 3, 1
  %926 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %925, i64 8, 3, 2
  %927 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %926, i64 64, 4, 0
  %928 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %927, i64 8, 4, 1
  %929 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %928, i64 1, 4, 2
  br label %930

930:                                              ; preds = %951, %914
  %931 = phi i64 [ %952, %951 ], [ 0, %914 ]
  %932 = icmp slt i64 %931, 2
  br i1 %932, label %933, label %953

933:                                              ; preds = %930
  br label %934

934:                                              ; preds = %949, %933
  %935 = phi i64 [ %950, %949 ], [ 0, %933 ]
  %936 = icmp slt i64 %935, 8
  br i1 %936, label %937, label %951

937:                                              ; preds = %934
  br label %938

938:                                              ; preds = %941, %937
  %939 = phi i64 [ %948, %941 ], [ 0, %937 ]
  %940 = icmp slt i64 %939, 8
  br i1 %940, label %941, label %949

941:                                              ; preds = %938
  %942 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %929, 1
  %943 = mul nuw nsw i64 %931, 64
  %944 = mul nuw nsw i64 %935, 8
  %945 = add nuw nsw i64 %943, %944
  %946 = add nuw nsw i64 %945, %939
  %947 = getelementptr inbounds nuw float, ptr %942, i64 %946
  store float 0.000000e+00, ptr %947, align 4
  %948 = add i64 %939, 1
  br label %938

949:                                              ; preds = %938
  %950 = add i64 %935, 1
  br label %934

951:                                              ; preds = %934
  %952 = add i64 %931, 1
  br label %930

953:                                              ; preds = %930
  %954 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %929, 0
  %955 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %929, 1
  %956 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %954, 0
  %957 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %956, ptr %955, 1
  %958 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %957, i64 0, 2
  %959 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %958, i64 1, 3, 0
  %960 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %959, i64 128, 4, 0
  %961 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %960, i64 2, 3, 1
  %962 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %961, i64 64, 4, 1
  %963 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %962, i64 8, 3, 2
  %964 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %963, i64 8, 4, 2
  %965 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %964, i64 8, 3, 3
  %966 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %965, i64 1, 4, 3
  %967 = call ptr @malloc(i64 576)
  %968 = ptrtoint ptr %967 to i64
  %969 = add i64 %968, 63
  %970 = urem i64 %969, 64
  %971 = sub i64 %969, %970
  %972 = inttoptr i64 %971 to ptr
  %973 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %967, 0
  %974 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %973, ptr %972, 1
  %975 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %974, i64 0, 2
  %976 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %975, i64 1, 3, 0
  %977 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %976, i64 2, 3, 1
  %978 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %977, i64 8, 3, 2
  %979 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %978, i64 8, 3, 3
  %980 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %979, i64 128, 4, 0
  %981 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %980, i64 64, 4, 1
  %982 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %981, i64 8, 4, 2
  %983 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %982, i64 1, 4, 3
  br label %984

984:                                              ; preds = %1022, %953
  %985 = phi i64 [ %1023, %1022 ], [ 0, %953 ]
  %986 = icmp slt i64 %985, 1
  br i1 %986, label %987, label %1024

987:                                              ; preds = %984
  br label %988

988:                                              ; preds = %1020, %987
  %989 = phi i64 [ %1021, %1020 ], [ 0, %987 ]
  %990 = icmp slt i64 %989, 2
  br i1 %990, label %991, label %1022

991:                                              ; preds = %988
  br label %992

992:                                              ; preds = %1018, %991
  %993 = phi i64 [ %1019, %1018 ], [ 0, %991 ]
  %994 = icmp slt i64 %993, 8
  br i1 %994, label %995, label %1020

995:                                              ; preds = %992
  br label %996

996:                                              ; preds = %999, %995
  %997 = phi i64 [ %1017, %999 ], [ 0, %995 ]
  %998 = icmp slt i64 %997, 8
  br i1 %998, label %999, label %1018

999:                                              ; preds = %996
  %1000 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %966, 1
  %1001 = mul nuw nsw i64 %985, 128
  %1002 = mul nuw nsw i64 %989, 64
  %1003 = add nuw nsw i64 %1001, %1002
  %1004 = mul nuw nsw i64 %993, 8
  %1005 = add nuw nsw i64 %1003, %1004
  %1006 = add nuw nsw i64 %1005, %997
  %1007 = getelementptr inbounds nuw float, ptr %1000, i64 %1006
  %1008 = load float, ptr %1007, align 4
  %1009 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %983, 1
  %1010 = mul nuw nsw i64 %985, 128
  %1011 = mul nuw nsw i64 %989, 64
  %1012 = add nuw nsw i64 %1010, %1011
  %1013 = mul nuw nsw i64 %993, 8
  %1014 = add nuw nsw i64 %1012, %1013
  %1015 = add nuw nsw i64 %1014, %997
  %1016 = getelementptr inbounds nuw float, ptr %1009, i64 %1015
  store float %1008, ptr %1016, align 4
  %1017 = add i64 %997, 1
  br label %996

1018:                                             ; preds = %996
  %1019 = add i64 %993, 1
  br label %992

1020:                                             ; preds = %992
  %1021 = add i64 %989, 1
  br label %988

1022:                                             ; preds = %988
  %1023 = add i64 %985, 1
  br label %984

1024:                                             ; preds = %984
  br label %1025

1025:                                             ; preds = %1099, %1024
  %1026 = phi i64 [ %1100, %1099 ], [ 0, %1024 ]
  %1027 = icmp slt i64 %1026, 1
  br i1 %1027, label %1028, label %1101

1028:                                             ; preds = %1025
  br label %1029

1029:                                             ; preds = %1097, %1028
  %1030 = phi i64 [ %1098, %1097 ], [ 0, %1028 ]
  %1031 = icmp slt i64 %1030, 2
  br i1 %1031, label %1032, label %1099

1032:                                             ; preds = %1029
  br label %1033

1033:                                             ; preds = %1095, %1032
  %1034 = phi i64 [ %1096, %1095 ], [ 0, %1032 ]
  %1035 = icmp slt i64 %1034, 8
  br i1 %1035, label %1036, label %1097

1036:                                             ; preds = %1033
  br label %1037

1037:                                             ; preds = %1093, %1036
  %1038 = phi i64 [ %1094, %1093 ], [ 0, %1036 ]
  %1039 = icmp slt i64 %1038, 8
  br i1 %1039, label %1040, label %1095

1040:                                             ; preds = %1037
  br label %1041

1041:                                             ; preds = %1044, %1040
  %1042 = phi i64 [ %1092, %1044 ], [ 0, %1040 ]
  %1043 = icmp slt i64 %1042, 16
  br i1 %1043, label %1044, label %1093

1044:                                             ; preds = %1041
  %1045 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %571, 1
  %1046 = mul nuw nsw i64 %1026, 256
  %1047 = mul nuw nsw i64 %1034, 32
  %1048 = add nuw nsw i64 %1046, %1047
  %1049 = mul nuw nsw i64 %1030, 16
  %1050 = add nuw nsw i64 %1048, %1049
  %1051 = add nuw nsw i64 %1050, %1042
  %1052 = getelementptr inbounds nuw float, ptr %1045, i64 %1051
  %1053 = load float, ptr %1052, align 4
  %1054 = mul nuw nsw i64 %1030, 16
  %1055 = add nuw nsw i64 %1054, %1042
  %1056 = getelementptr inbounds nuw float, ptr @__constant_32xf32_27, i64 %1055
  %1057 = load float, ptr %1056, align 4
  %1058 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %691, 1
  %1059 = mul nuw nsw i64 %1026, 256
  %1060 = mul nuw nsw i64 %1038, 32
  %1061 = add nuw nsw i64 %1059, %1060
  %1062 = mul nuw nsw i64 %1030, 16
  %1063 = add nuw nsw i64 %1061, %1062
  %1064 = add nuw nsw i64 %1063, %1042
  %1065 = getelementptr inbounds nuw float, ptr %1058, i64 %1064
  %1066 = load float, ptr %1065, align 4
  %1067 = mul nuw nsw i64 %1030, 16
  %1068 = add nuw nsw i64 %1067, %1042
  %1069 = getelementptr inbounds nuw float, ptr @__constant_32xf32_25, i64 %1068
  %1070 = load float, ptr %1069, align 4
  %1071 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %983, 1
  %1072 = mul nuw nsw i64 %1026, 128
  %1073 = mul nuw nsw i64 %1030, 64
  %1074 = add nuw nsw i64 %1072, %1073
  %1075 = mul nuw nsw i64 %1034, 8
  %1076 = add nuw nsw i64 %1074, %1075
  %1077 = add nuw nsw i64 %1076, %1038
  %1078 = getelementptr inbounds nuw float, ptr %1071, i64 %1077
  %1079 = load float, ptr %1078, align 4
  %1080 = fadd float %1066, %1070
  %1081 = fadd float %1053, %1057
  %1082 = fmul float %1081, %1080
  %1083 = fadd float %1079, %1082
  %1084 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %983, 1
  %1085 = mul nuw nsw i64 %1026, 128
  %1086 = mul nuw nsw i64 %1030, 64
  %1087 = add nuw nsw i64 %1085, %1086
  %1088 = mul nuw nsw i64 %1034, 8
  %1089 = add nuw nsw i64 %1087, %1088
  %1090 = add nuw nsw i64 %1089, %1038
  %1091 = getelementptr inbounds nuw float, ptr %1084, i64 %1090
  store float %1083, ptr %1091, align 4
  %1092 = add i64 %1042, 1
  br label %1041

1093:                                             ; preds = %1041
  %1094 = add i64 %1038, 1
  br label %1037

1095:                                             ; preds = %1037
  %1096 = add i64 %1034, 1
  br label %1033

1097:                                             ; preds = %1033
  %1098 = add i64 %1030, 1
  br label %1029

1099:                                             ; preds = %1029
  %1100 = add i64 %1026, 1
  br label %1025

1101:                                             ; preds = %1025
  %1102 = call ptr @malloc(i64 576)
  %1103 = ptrtoint ptr %1102 to i64
  %1104 = add i64 %1103, 63
  %1105 = urem i64 %1104, 64
  %1106 = sub i64 %1104, %1105
  %1107 = inttoptr i64 %1106 to ptr
  %1108 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1102, 0
  %1109 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1108, ptr %1107, 1
  %1110 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, i64 0, 2
  %1111 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1110, i64 1, 3, 0
  %1112 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1111, i64 2, 3, 1
  %1113 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1112, i64 8, 3, 2
  %1114 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1113, i64 8, 3, 3
  %1115 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1114, i64 128, 4, 0
  %1116 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1115, i64 64, 4, 1
  %1117 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1116, i64 8, 4, 2
  %1118 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1117, i64 1, 4, 3
  br label %1119

1119:                                             ; preds = %1158, %1101
  %1120 = phi i64 [ %1159, %1158 ], [ 0, %1101 ]
  %1121 = icmp slt i64 %1120, 1
  br i1 %1121, label %1122, label %1160

1122:                                             ; preds = %1119
  br label %1123

1123:                                             ; preds = %1156, %1122
  %1124 = phi i64 [ %1157, %1156 ], [ 0, %1122 ]
  %1125 = icmp slt i64 %1124, 2
  br i1 %1125, label %1126, label %1158

1126:                                             ; preds = %1123
  br label %1127

1127:                                             ; preds = %1154, %1126
  %1128 = phi i64 [ %1155, %1154 ], [ 0, %1126 ]
  %1129 = icmp slt i64 %1128, 8
  br i1 %1129, label %1130, label %1156

1130:                                             ; preds = %1127
  br label %1131

1131:                                             ; preds = %1134, %1130
  %1132 = phi i64 [ %1153, %1134 ], [ 0, %1130 ]
  %1133 = icmp slt i64 %1132, 8
  br i1 %1133, label %1134, label %1154

1134:                                             ; preds = %1131
  %1135 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %983, 1
  %1136 = mul nuw nsw i64 %1120, 128
  %1137 = mul nuw nsw i64 %1124, 64
  %1138 = add nuw nsw i64 %1136, %1137
  %1139 = mul nuw nsw i64 %1128, 8
  %1140 = add nuw nsw i64 %1138, %1139
  %1141 = add nuw nsw i64 %1140, %1132
  %1142 = getelementptr inbounds nuw float, ptr %1135, i64 %1141
  %1143 = load float, ptr %1142, align 4
  %1144 = fdiv float %1143, 4.000000e+00
  %1145 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1118, 1
  %1146 = mul nuw nsw i64 %1120, 128
  %1147 = mul nuw nsw i64 %1124, 64
  %1148 = add nuw nsw i64 %1146, %1147
  %1149 = mul nuw nsw i64 %1128, 8
  %1150 = add nuw nsw i64 %1148, %1149
  %1151 = add nuw nsw i64 %1150, %1132
  %1152 = getelementptr inbounds nuw float, ptr %1145, i64 %1151
  store float %1144, ptr %1152, align 4
  %1153 = add i64 %1132, 1
  br label %1131

1154:                                             ; preds = %1131
  %1155 = add i64 %1128, 1
  br label %1127

1156:                                             ; preds = %1127
  %1157 = add i64 %1124, 1
  br label %1123

1158:                                             ; preds = %1123
  %1159 = add i64 %1120, 1
  br label %1119

1160:                                             ; preds = %1119
  %1161 = call ptr @malloc(i64 128)
  %1162 = ptrtoint ptr %1161 to i64
  %1163 = add i64 %1162, 63
  %1164 = urem i64 %1163, 64
  %1165 = sub i64 %1163, %1164
  %1166 = inttoptr i64 %1165 to ptr
  %1167 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1161, 0
  %1168 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1167, ptr %1166, 1
  %1169 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1168, i64 0, 2
  %1170 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1169, i64 1, 3, 0
  %1171 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1170, i64 2, 3, 1
  %1172 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1171, i64 8, 3, 2
  %1173 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1172, i64 16, 4, 0
  %1174 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1173, i64 8, 4, 1
  %1175 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1174, i64 1, 4, 2
  br label %1176

1176:                                             ; preds = %1197, %1160
  %1177 = phi i64 [ %1198, %1197 ], [ 0, %1160 ]
  %1178 = icmp slt i64 %1177, 1
  br i1 %1178, label %1179, label %1199

1179:                                             ; preds = %1176
  br label %1180

1180:                                             ; preds = %1195, %1179
  %1181 = phi i64 [ %1196, %1195 ], [ 0, %1179 ]
  %1182 = icmp slt i64 %1181, 2
  br i1 %1182, label %1183, label %1197

1183:                                             ; preds = %1180
  br label %1184

1184:                                             ; preds = %1187, %1183
  %1185 = phi i64 [ %1194, %1187 ], [ 0, %1183 ]
  %1186 = icmp slt i64 %1185, 8
  br i1 %1186, label %1187, label %1195

1187:                                             ; preds = %1184
  %1188 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1175, 1
  %1189 = mul nuw nsw i64 %1177, 16
  %1190 = mul nuw nsw i64 %1181, 8
  %1191 = add nuw nsw i64 %1189, %1190
  %1192 = add nuw nsw i64 %1191, %1185
  %1193 = getelementptr inbounds nuw float, ptr %1188, i64 %1192
  store float -inf, ptr %1193, align 4
  %1194 = add i64 %1185, 1
  br label %1184

1195:                                             ; preds = %1184
  %1196 = add i64 %1181, 1
  br label %1180

1197:                                             ; preds = %1180
  %1198 = add i64 %1177, 1
  br label %1176

1199:                                             ; preds = %1176
  %1200 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1118, 0
  %1201 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1118, 1
  %1202 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %1200, 0
  %1203 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1202, ptr %1201, 1
  %1204 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1203, i64 0, 2
  %1205 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1204, i64 1, 3, 0
  %1206 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1205, i64 128, 4, 0
  %1207 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1206, i64 2, 3, 1
  %1208 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1207, i64 64, 4, 1
  %1209 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1208, i64 8, 3, 2
  %1210 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1209, i64 8, 4, 2
  %1211 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1210, i64 1, 3, 3
  %1212 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1211, i64 8, 4, 3
  %1213 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1212, i64 8, 3, 4
  %1214 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1213, i64 1, 4, 4
  %1215 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1175, 0
  %1216 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1175, 1
  %1217 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1215, 0
  %1218 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1217, ptr %1216, 1
  %1219 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1218, i64 0, 2
  %1220 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1219, i64 1, 3, 0
  %1221 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1220, i64 16, 4, 0
  %1222 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1221, i64 2, 3, 1
  %1223 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1222, i64 8, 4, 1
  %1224 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1223, i64 8, 3, 2
  %1225 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1224, i64 1, 4, 2
  %1226 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1225, i64 1, 3, 3
  %1227 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1226, i64 1, 4, 3
  %1228 = call ptr @malloc(i64 128)
  %1229 = ptrtoint ptr %1228 to i64
  %1230 = add i64 %1229, 63
  %1231 = urem i64 %1230, 64
  %1232 = sub i64 %1230, %1231
  %1233 = inttoptr i64 %1232 to ptr
  %1234 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1228, 0
  %1235 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1234, ptr %1233, 1
  %1236 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1235, i64 0, 2
  %1237 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1236, i64 1, 3, 0
  %1238 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1237, i64 2, 3, 1
  %1239 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1238, i64 8, 3, 2
  %1240 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1239, i64 1, 3, 3
  %1241 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1240, i64 16, 4, 0
  %1242 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1241, i64 8, 4, 1
  %1243 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1242, i64 1, 4, 2
  %1244 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1243, i64 1, 4, 3
  br label %1245

1245:                                             ; preds = %1281, %1199
  %1246 = phi i64 [ %1282, %1281 ], [ 0, %1199 ]
  %1247 = icmp slt i64 %1246, 1
  br i1 %1247, label %1248, label %1283

1248:                                             ; preds = %1245
  br label %1249

1249:                                             ; preds = %1279, %1248
  %1250 = phi i64 [ %1280, %1279 ], [ 0, %1248 ]
  %1251 = icmp slt i64 %1250, 2
  br i1 %1251, label %1252, label %1281

1252:                                             ; preds = %1249
  br label %1253

1253:                                             ; preds = %1277, %1252
  %1254 = phi i64 [ %1278, %1277 ], [ 0, %1252 ]
  %1255 = icmp slt i64 %1254, 8
  br i1 %1255, label %1256, label %1279

1256:                                             ; preds = %1253
  br label %1257

1257:                                             ; preds = %1260, %1256
  %1258 = phi i64 [ %1276, %1260 ], [ 0, %1256 ]
  %1259 = icmp slt i64 %1258, 1
  br i1 %1259, label %1260, label %1277

1260:                                             ; preds = %1257
  %1261 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1227, 1
  %1262 = mul nuw nsw i64 %1246, 16
  %1263 = mul nuw nsw i64 %1250, 8
  %1264 = add nuw nsw i64 %1262, %1263
  %1265 = add nuw nsw i64 %1264, %1254
  %1266 = add nuw nsw i64 %1265, %1258
  %1267 = getelementptr inbounds nuw float, ptr %1261, i64 %1266
  %1268 = load float, ptr %1267, align 4
  %1269 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1244, 1
  %1270 = mul nuw nsw i64 %1246, 16
  %1271 = mul nuw nsw i64 %1250, 8
  %1272 = add nuw nsw i64 %1270, %1271
  %1273 = add nuw nsw i64 %1272, %1254
  %1274 = add nuw nsw i64 %1273, %1258
  %1275 = getelementptr inbounds nuw float, ptr %1269, i64 %1274
  store float %1268, ptr %1275, align 4
  %1276 = add i64 %1258, 1
  br label %1257

1277:                                             ; preds = %1257
  %1278 = add i64 %1254, 1
  br label %1253

1279:                                             ; preds = %1253
  %1280 = add i64 %1250, 1
  br label %1249

1281:                                             ; preds = %1249
  %1282 = add i64 %1246, 1
  br label %1245

1283:                                             ; preds = %1245
  br label %1284

1284:                                             ; preds = %1338, %1283
  %1285 = phi i64 [ %1339, %1338 ], [ 0, %1283 ]
  %1286 = icmp slt i64 %1285, 1
  br i1 %1286, label %1287, label %1340

1287:                                             ; preds = %1284
  br label %1288

1288:                                             ; preds = %1336, %1287
  %1289 = phi i64 [ %1337, %1336 ], [ 0, %1287 ]
  %1290 = icmp slt i64 %1289, 2
  br i1 %1290, label %1291, label %1338

1291:                                             ; preds = %1288
  br label %1292

1292:                                             ; preds = %1334, %1291
  %1293 = phi i64 [ %1335, %1334 ], [ 0, %1291 ]
  %1294 = icmp slt i64 %1293, 8
  br i1 %1294, label %1295, label %1336

1295:                                             ; preds = %1292
  br label %1296

1296:                                             ; preds = %1332, %1295
  %1297 = phi i64 [ %1333, %1332 ], [ 0, %1295 ]
  %1298 = icmp slt i64 %1297, 1
  br i1 %1298, label %1299, label %1334

1299:                                             ; preds = %1296
  br label %1300

1300:                                             ; preds = %1303, %1299
  %1301 = phi i64 [ %1331, %1303 ], [ 0, %1299 ]
  %1302 = icmp slt i64 %1301, 8
  br i1 %1302, label %1303, label %1332

1303:                                             ; preds = %1300
  %1304 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1214, 1
  %1305 = mul nuw nsw i64 %1285, 128
  %1306 = mul nuw nsw i64 %1289, 64
  %1307 = add nuw nsw i64 %1305, %1306
  %1308 = mul nuw nsw i64 %1293, 8
  %1309 = add nuw nsw i64 %1307, %1308
  %1310 = mul nuw nsw i64 %1297, 8
  %1311 = add nuw nsw i64 %1309, %1310
  %1312 = add nuw nsw i64 %1311, %1301
  %1313 = getelementptr inbounds nuw float, ptr %1304, i64 %1312
  %1314 = load float, ptr %1313, align 4
  %1315 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1244, 1
  %1316 = mul nuw nsw i64 %1285, 16
  %1317 = mul nuw nsw i64 %1289, 8
  %1318 = add nuw nsw i64 %1316, %1317
  %1319 = add nuw nsw i64 %1318, %1293
  %1320 = add nuw nsw i64 %1319, %1297
  %1321 = getelementptr inbounds nuw float, ptr %1315, i64 %1320
  %1322 = load float, ptr %1321, align 4
  %1323 = call float @llvm.maximum.f32(float %1314, float %1322)
  %1324 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1244, 1
  %1325 = mul nuw nsw i64 %1285, 16
  %1326 = mul nuw nsw i64 %1289, 8
  %1327 = add nuw nsw i64 %1325, %1326
  %1328 = add nuw nsw i64 %1327, %1293
  %1329 = add nuw nsw i64 %1328, %1297
  %1330 = getelementptr inbounds nuw float, ptr %1324, i64 %1329
  store float %1323, ptr %1330, align 4
  %1331 = add i64 %1301, 1
  br label %1300

1332:                                             ; preds = %1300
  %1333 = add i64 %1297, 1
  br label %1296

1334:                                             ; preds = %1296
  %1335 = add i64 %1293, 1
  br label %1292

1336:                                             ; preds = %1292
  %1337 = add i64 %1289, 1
  br label %1288

1338:                                             ; preds = %1288
  %1339 = add i64 %1285, 1
  br label %1284

1340:                                             ; preds = %1284
  br label %1341

1341:                                             ; preds = %1390, %1340
  %1342 = phi i64 [ %1391, %1390 ], [ 0, %1340 ]
  %1343 = icmp slt i64 %1342, 1
  br i1 %1343, label %1344, label %1392

1344:                                             ; preds = %1341
  br label %1345

1345:                                             ; preds = %1388, %1344
  %1346 = phi i64 [ %1389, %1388 ], [ 0, %1344 ]
  %1347 = icmp slt i64 %1346, 2
  br i1 %1347, label %1348, label %1390

1348:                                             ; preds = %1345
  br label %1349

1349:                                             ; preds = %1386, %1348
  %1350 = phi i64 [ %1387, %1386 ], [ 0, %1348 ]
  %1351 = icmp slt i64 %1350, 8
  br i1 %1351, label %1352, label %1388

1352:                                             ; preds = %1349
  br label %1353

1353:                                             ; preds = %1356, %1352
  %1354 = phi i64 [ %1385, %1356 ], [ 0, %1352 ]
  %1355 = icmp slt i64 %1354, 8
  br i1 %1355, label %1356, label %1386

1356:                                             ; preds = %1353
  %1357 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1118, 1
  %1358 = mul nuw nsw i64 %1342, 128
  %1359 = mul nuw nsw i64 %1346, 64
  %1360 = add nuw nsw i64 %1358, %1359
  %1361 = mul nuw nsw i64 %1350, 8
  %1362 = add nuw nsw i64 %1360, %1361
  %1363 = add nuw nsw i64 %1362, %1354
  %1364 = getelementptr inbounds nuw float, ptr %1357, i64 %1363
  %1365 = load float, ptr %1364, align 4
  %1366 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1244, 1
  %1367 = mul nuw nsw i64 %1342, 16
  %1368 = mul nuw nsw i64 %1346, 8
  %1369 = add nuw nsw i64 %1367, %1368
  %1370 = add nuw nsw i64 %1369, %1350
  %1371 = add nuw nsw i64 %1370, 0
  %1372 = getelementptr inbounds nuw float, ptr %1366, i64 %1371
  %1373 = load float, ptr %1372, align 4
  %1374 = fsub float %1365, %1373
  %1375 = fmul float %1374, f0x3FB8AA3B
  %1376 = call float @llvm.exp2.f32(float %1375)
  %1377 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1118, 1
  %1378 = mul nuw nsw i64 %1342, 128
  %1379 = mul nuw nsw i64 %1346, 64
  %1380 = add nuw nsw i64 %1378, %1379
  %1381 = mul nuw nsw i64 %1350, 8
  %1382 = add nuw nsw i64 %1380, %1381
  %1383 = add nuw nsw i64 %1382, %1354
  %1384 = getelementptr inbounds nuw float, ptr %1377, i64 %1383
  store float %1376, ptr %1384, align 4
  %1385 = add i64 %1354, 1
  br label %1353

1386:                                             ; preds = %1353
  %1387 = add i64 %1350, 1
  br label %1349

1388:                                             ; preds = %1349
  %1389 = add i64 %1346, 1
  br label %1345

1390:                                             ; preds = %1345
  %1391 = add i64 %1342, 1
  br label %1341

1392:                                             ; preds = %1341
  %1393 = call ptr @malloc(i64 128)
  %1394 = ptrtoint ptr %1393 to i64
  %1395 = add i64 %1394, 63
  %1396 = urem i64 %1395, 64
  %1397 = sub i64 %1395, %1396
  %1398 = inttoptr i64 %1397 to ptr
  %1399 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1393, 0
  %1400 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1399, ptr %1398, 1
  %1401 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1400, i64 0, 2
  %1402 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1401, i64 1, 3, 0
  %1403 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1402, i64 2, 3, 1
  %1404 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1403, i64 8, 3, 2
  %1405 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1404, i64 1, 3, 3
  %1406 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1405, i64 16, 4, 0
  %1407 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1406, i64 8, 4, 1
  %1408 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1407, i64 1, 4, 2
  %1409 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1408, i64 1, 4, 3
  br label %1410

1410:                                             ; preds = %1438, %1392
  %1411 = phi i64 [ %1439, %1438 ], [ 0, %1392 ]
  %1412 = icmp slt i64 %1411, 1
  br i1 %1412, label %1413, label %1440

1413:                                             ; preds = %1410
  br label %1414

1414:                                             ; preds = %1436, %1413
  %1415 = phi i64 [ %1437, %1436 ], [ 0, %1413 ]
  %1416 = icmp slt i64 %1415, 2
  br i1 %1416, label %1417, label %1438

1417:                                             ; preds = %1414
  br label %1418

1418:                                             ; preds = %1434, %1417
  %1419 = phi i64 [ %1435, %1434 ], [ 0, %1417 ]
  %1420 = icmp slt i64 %1419, 8
  br i1 %1420, label %1421, label %1436

1421:                                             ; preds = %1418
  br label %1422

1422:                                             ; preds = %1425, %1421
  %1423 = phi i64 [ %1433, %1425 ], [ 0, %1421 ]
  %1424 = icmp slt i64 %1423, 1
  br i1 %1424, label %1425, label %1434

1425:                                             ; preds = %1422
  %1426 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1409, 1
  %1427 = mul nuw nsw i64 %1411, 16
  %1428 = mul nuw nsw i64 %1415, 8
  %1429 = add nuw nsw i64 %1427, %1428
  %1430 = add nuw nsw i64 %1429, %1419
  %1431 = add nuw nsw i64 %1430, %1423
  %1432 = getelementptr inbounds nuw float, ptr %1426, i64 %1431
  store float 0.000000e+00, ptr %1432, align 4
  %1433 = add i64 %1423, 1
  br label %1422

1434:                                             ; preds = %1422
  %1435 = add i64 %1419, 1
  br label %1418

1436:                                             ; preds = %1418
  %1437 = add i64 %1415, 1
  br label %1414

1438:                                             ; preds = %1414
  %1439 = add i64 %1411, 1
  br label %1410

1440:                                             ; preds = %1410
  %1441 = call ptr @malloc(i64 128)
  %1442 = ptrtoint ptr %1441 to i64
  %1443 = add i64 %1442, 63
  %1444 = urem i64 %1443, 64
  %1445 = sub i64 %1443, %1444
  %1446 = inttoptr i64 %1445 to ptr
  %1447 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1441, 0
  %1448 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1447, ptr %1446, 1
  %1449 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1448, i64 0, 2
  %1450 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1449, i64 1, 3, 0
  %1451 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1450, i64 2, 3, 1
  %1452 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1451, i64 8, 3, 2
  %1453 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1452, i64 1, 3, 3
  %1454 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1453, i64 16, 4, 0
  %1455 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1454, i64 8, 4, 1
  %1456 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1455, i64 1, 4, 2
  %1457 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1456, i64 1, 4, 3
  br label %1458

1458:                                             ; preds = %1494, %1440
  %1459 = phi i64 [ %1495, %1494 ], [ 0, %1440 ]
  %1460 = icmp slt i64 %1459, 1
  br i1 %1460, label %1461, label %1496

1461:                                             ; preds = %1458
  br label %1462

1462:                                             ; preds = %1492, %1461
  %1463 = phi i64 [ %1493, %1492 ], [ 0, %1461 ]
  %1464 = icmp slt i64 %1463, 2
  br i1 %1464, label %1465, label %1494

1465:                                             ; preds = %1462
  br label %1466

1466:                                             ; preds = %1490, %1465
  %1467 = phi i64 [ %1491, %1490 ], [ 0, %1465 ]
  %1468 = icmp slt i64 %1467, 8
  br i1 %1468, label %1469, label %1492

1469:                                             ; preds = %1466
  br label %1470

1470:                                             ; preds = %1473, %1469
  %1471 = phi i64 [ %1489, %1473 ], [ 0, %1469 ]
  %1472 = icmp slt i64 %1471, 1
  br i1 %1472, label %1473, label %1490

1473:                                             ; preds = %1470
  %1474 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1409, 1
  %1475 = mul nuw nsw i64 %1459, 16
  %1476 = mul nuw nsw i64 %1463, 8
  %1477 = add nuw nsw i64 %1475, %1476
  %1478 = add nuw nsw i64 %1477, %1467
  %1479 = add nuw nsw i64 %1478, %1471
  %1480 = getelementptr inbounds nuw float, ptr %1474, i64 %1479
  %1481 = load float, ptr %1480, align 4
  %1482 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1457, 1
  %1483 = mul nuw nsw i64 %1459, 16
  %1484 = mul nuw nsw i64 %1463, 8
  %1485 = add nuw nsw i64 %1483, %1484
  %1486 = add nuw nsw i64 %1485, %1467
  %1487 = add nuw nsw i64 %1486, %1471
  %1488 = getelementptr inbounds nuw float, ptr %1482, i64 %1487
  store float %1481, ptr %1488, align 4
  %1489 = add i64 %1471, 1
  br label %1470

1490:                                             ; preds = %1470
  %1491 = add i64 %1467, 1
  br label %1466

1492:                                             ; preds = %1466
  %1493 = add i64 %1463, 1
  br label %1462

1494:                                             ; preds = %1462
  %1495 = add i64 %1459, 1
  br label %1458

1496:                                             ; preds = %1458
  br label %1497

1497:                                             ; preds = %1543, %1496
  %1498 = phi i64 [ %1544, %1543 ], [ 0, %1496 ]
  %1499 = icmp slt i64 %1498, 1
  br i1 %1499, label %1500, label %1545

1500:                                             ; preds = %1497
  br label %1501

1501:                                             ; preds = %1541, %1500
  %1502 = phi i64 [ %1542, %1541 ], [ 0, %1500 ]
  %1503 = icmp slt i64 %1502, 2
  br i1 %1503, label %1504, label %1543

1504:                                             ; preds = %1501
  br label %1505

1505:                                             ; preds = %1539, %1504
  %1506 = phi i64 [ %1540, %1539 ], [ 0, %1504 ]
  %1507 = icmp slt i64 %1506, 8
  br i1 %1507, label %1508, label %1541

1508:                                             ; preds = %1505
  br label %1509

1509:                                             ; preds = %1512, %1508
  %1510 = phi i64 [ %1538, %1512 ], [ 0, %1508 ]
  %1511 = icmp slt i64 %1510, 8
  br i1 %1511, label %1512, label %1539

1512:                                             ; preds = %1509
  %1513 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1118, 1
  %1514 = mul nuw nsw i64 %1498, 128
  %1515 = mul nuw nsw i64 %1502, 64
  %1516 = add nuw nsw i64 %1514, %1515
  %1517 = mul nuw nsw i64 %1506, 8
  %1518 = add nuw nsw i64 %1516, %1517
  %1519 = add nuw nsw i64 %1518, %1510
  %1520 = getelementptr inbounds nuw float, ptr %1513, i64 %1519
  %1521 = load float, ptr %1520, align 4
  %1522 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1457, 1
  %1523 = mul nuw nsw i64 %1498, 16
  %1524 = mul nuw nsw i64 %1502, 8
  %1525 = add nuw nsw i64 %1523, %1524
  %1526 = add nuw nsw i64 %1525, %1506
  %1527 = add nuw nsw i64 %1526, 0
  %1528 = getelementptr inbounds nuw float, ptr %1522, i64 %1527
  %1529 = load float, ptr %1528, align 4
  %1530 = fadd float %1521, %1529
  %1531 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1457, 1
  %1532 = mul nuw nsw i64 %1498, 16
  %1533 = mul nuw nsw i64 %1502, 8
  %1534 = add nuw nsw i64 %1532, %1533
  %1535 = add nuw nsw i64 %1534, %1506
  %1536 = add nuw nsw i64 %1535, 0
  %1537 = getelementptr inbounds nuw float, ptr %1531, i64 %1536
  store float %1530, ptr %1537, align 4
  %1538 = add i64 %1510, 1
  br label %1509

1539:                                             ; preds = %1509
  %1540 = add i64 %1506, 1
  br label %1505

1541:                                             ; preds = %1505
  %1542 = add i64 %1502, 1
  br label %1501

1543:                                             ; preds = %1501
  %1544 = add i64 %1498, 1
  br label %1497

1545:                                             ; preds = %1497
  %1546 = call ptr @malloc(i64 1088)
  %1547 = ptrtoint ptr %1546 to i64
  %1548 = add i64 %1547, 63
  %1549 = urem i64 %1548, 64
  %1550 = sub i64 %1548, %1549
  %1551 = inttoptr i64 %1550 to ptr
  %1552 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1546, 0
  %1553 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1552, ptr %1551, 1
  %1554 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1553, i64 0, 2
  %1555 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1554, i64 2, 3, 0
  %1556 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1555, i64 8, 3, 1
  %1557 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1556, i64 16, 3, 2
  %1558 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1557, i64 128, 4, 0
  %1559 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1558, i64 16, 4, 1
  %1560 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1559, i64 1, 4, 2
  br label %1561

1561:                                             ; preds = %1582, %1545
  %1562 = phi i64 [ %1583, %1582 ], [ 0, %1545 ]
  %1563 = icmp slt i64 %1562, 2
  br i1 %1563, label %1564, label %1584

1564:                                             ; preds = %1561
  br label %1565

1565:                                             ; preds = %1580, %1564
  %1566 = phi i64 [ %1581, %1580 ], [ 0, %1564 ]
  %1567 = icmp slt i64 %1566, 8
  br i1 %1567, label %1568, label %1582

1568:                                             ; preds = %1565
  br label %1569

1569:                                             ; preds = %1572, %1568
  %1570 = phi i64 [ %1579, %1572 ], [ 0, %1568 ]
  %1571 = icmp slt i64 %1570, 16
  br i1 %1571, label %1572, label %1580

1572:                                             ; preds = %1569
  %1573 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1560, 1
  %1574 = mul nuw nsw i64 %1562, 128
  %1575 = mul nuw nsw i64 %1566, 16
  %1576 = add nuw nsw i64 %1574, %1575
  %1577 = add nuw nsw i64 %1576, %1570
  %1578 = getelementptr inbounds nuw float, ptr %1573, i64 %1577
  store float 0.000000e+00, ptr %1578, align 4
  %1579 = add i64 %1570, 1
  br label %1569

1580:                                             ; preds = %1569
  %1581 = add i64 %1566, 1
  br label %1565

1582:                                             ; preds = %1565
  %1583 = add i64 %1562, 1
  br label %1561

1584:                                             ; preds = %1561
  %1585 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1560, 0
  %1586 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1560, 1
  %1587 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1585, 0
  %1588 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1587, ptr %1586, 1
  %1589 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1588, i64 0, 2
  %1590 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1589, i64 1, 3, 0
  %1591 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1590, i64 256, 4, 0
  %1592 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1591, i64 2, 3, 1
  %1593 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1592, i64 128, 4, 1
  %1594 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1593, i64 8, 3, 2
  %1595 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1594, i64 16, 4, 2
  %1596 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1595, i64 16, 3, 3
  %1597 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1596, i64 1, 4, 3
  %1598 = call ptr @malloc(i64 1088)
  %1599 = ptrtoint ptr %1598 to i64
  %1600 = add i64 %1599, 63
  %1601 = urem i64 %1600, 64
  %1602 = sub i64 %1600, %1601
  %1603 = inttoptr i64 %1602 to ptr
  %1604 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1598, 0
  %1605 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1604, ptr %1603, 1
  %1606 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1605, i64 0, 2
  %1607 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1606, i64 1, 3, 0
  %1608 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1607, i64 2, 3, 1
  %1609 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1608, i64 8, 3, 2
  %1610 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1609, i64 16, 3, 3
  %1611 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1610, i64 256, 4, 0
  %1612 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1611, i64 128, 4, 1
  %1613 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1612, i64 16, 4, 2
  %1614 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1613, i64 1, 4, 3
  br label %1615

1615:                                             ; preds = %1653, %1584
  %1616 = phi i64 [ %1654, %1653 ], [ 0, %1584 ]
  %1617 = icmp slt i64 %1616, 1
  br i1 %1617, label %1618, label %1655

1618:                                             ; preds = %1615
  br label %1619

1619:                                             ; preds = %1651, %1618
  %1620 = phi i64 [ %1652, %1651 ], [ 0, %1618 ]
  %1621 = icmp slt i64 %1620, 2
  br i1 %1621, label %1622, label %1653

1622:                                             ; preds = %1619
  br label %1623

1623:                                             ; preds = %1649, %1622
  %1624 = phi i64 [ %1650, %1649 ], [ 0, %1622 ]
  %1625 = icmp slt i64 %1624, 8
  br i1 %1625, label %1626, label %1651

1626:                                             ; preds = %1623
  br label %1627

1627:                                             ; preds = %1630, %1626
  %1628 = phi i64 [ %1648, %1630 ], [ 0, %1626 ]
  %1629 = icmp slt i64 %1628, 16
  br i1 %1629, label %1630, label %1649

1630:                                             ; preds = %1627
  %1631 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1597, 1
  %1632 = mul nuw nsw i64 %1616, 256
  %1633 = mul nuw nsw i64 %1620, 128
  %1634 = add nuw nsw i64 %1632, %1633
  %1635 = mul nuw nsw i64 %1624, 16
  %1636 = add nuw nsw i64 %1634, %1635
  %1637 = add nuw nsw i64 %1636, %1628
  %1638 = getelementptr inbounds nuw float, ptr %1631, i64 %1637
  %1639 = load float, ptr %1638, align 4
  %1640 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1614, 1
  %1641 = mul nuw nsw i64 %1616, 256
  %1642 = mul nuw nsw i64 %1620, 128
  %1643 = add nuw nsw i64 %1641, %1642
  %1644 = mul nuw nsw i64 %1624, 16
  %1645 = add nuw nsw i64 %1643, %1644
  %1646 = add nuw nsw i64 %1645, %1628
  %1647 = getelementptr inbounds nuw float, ptr %1640, i64 %1646
  store float %1639, ptr %1647, align 4
  %1648 = add i64 %1628, 1
  br label %1627

1649:                                             ; preds = %1627
  %1650 = add i64 %1624, 1
  br label %1623

1651:                                             ; preds = %1623
  %1652 = add i64 %1620, 1
  br label %1619

1653:                                             ; preds = %1619
  %1654 = add i64 %1616, 1
  br label %1615

1655:                                             ; preds = %1615
  br label %1656

1656:                                             ; preds = %1734, %1655
  %1657 = phi i64 [ %1735, %1734 ], [ 0, %1655 ]
  %1658 = icmp slt i64 %1657, 1
  br i1 %1658, label %1659, label %1736

1659:                                             ; preds = %1656
  br label %1660

1660:                                             ; preds = %1732, %1659
  %1661 = phi i64 [ %1733, %1732 ], [ 0, %1659 ]
  %1662 = icmp slt i64 %1661, 2
  br i1 %1662, label %1663, label %1734

1663:                                             ; preds = %1660
  br label %1664

1664:                                             ; preds = %1730, %1663
  %1665 = phi i64 [ %1731, %1730 ], [ 0, %1663 ]
  %1666 = icmp slt i64 %1665, 8
  br i1 %1666, label %1667, label %1732

1667:                                             ; preds = %1664
  br label %1668

1668:                                             ; preds = %1728, %1667
  %1669 = phi i64 [ %1729, %1728 ], [ 0, %1667 ]
  %1670 = icmp slt i64 %1669, 16
  br i1 %1670, label %1671, label %1730

1671:                                             ; preds = %1668
  br label %1672

1672:                                             ; preds = %1675, %1671
  %1673 = phi i64 [ %1727, %1675 ], [ 0, %1671 ]
  %1674 = icmp slt i64 %1673, 8
  br i1 %1674, label %1675, label %1728

1675:                                             ; preds = %1672
  %1676 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1118, 1
  %1677 = mul nuw nsw i64 %1657, 128
  %1678 = mul nuw nsw i64 %1661, 64
  %1679 = add nuw nsw i64 %1677, %1678
  %1680 = mul nuw nsw i64 %1665, 8
  %1681 = add nuw nsw i64 %1679, %1680
  %1682 = add nuw nsw i64 %1681, %1673
  %1683 = getelementptr inbounds nuw float, ptr %1676, i64 %1682
  %1684 = load float, ptr %1683, align 4
  %1685 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1457, 1
  %1686 = mul nuw nsw i64 %1657, 16
  %1687 = mul nuw nsw i64 %1661, 8
  %1688 = add nuw nsw i64 %1686, %1687
  %1689 = add nuw nsw i64 %1688, %1665
  %1690 = add nuw nsw i64 %1689, 0
  %1691 = getelementptr inbounds nuw float, ptr %1685, i64 %1690
  %1692 = load float, ptr %1691, align 4
  %1693 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %811, 1
  %1694 = mul nuw nsw i64 %1657, 256
  %1695 = mul nuw nsw i64 %1673, 32
  %1696 = add nuw nsw i64 %1694, %1695
  %1697 = mul nuw nsw i64 %1661, 16
  %1698 = add nuw nsw i64 %1696, %1697
  %1699 = add nuw nsw i64 %1698, %1669
  %1700 = getelementptr inbounds nuw float, ptr %1693, i64 %1699
  %1701 = load float, ptr %1700, align 4
  %1702 = mul nuw nsw i64 %1661, 16
  %1703 = add nuw nsw i64 %1702, %1669
  %1704 = getelementptr inbounds nuw float, ptr @__constant_32xf32_23, i64 %1703
  %1705 = load float, ptr %1704, align 4
  %1706 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1614, 1
  %1707 = mul nuw nsw i64 %1657, 256
  %1708 = mul nuw nsw i64 %1661, 128
  %1709 = add nuw nsw i64 %1707, %1708
  %1710 = mul nuw nsw i64 %1665, 16
  %1711 = add nuw nsw i64 %1709, %1710
  %1712 = add nuw nsw i64 %1711, %1669
  %1713 = getelementptr inbounds nuw float, ptr %1706, i64 %1712
  %1714 = load float, ptr %1713, align 4
  %1715 = fadd float %1701, %1705
  %1716 = fdiv float %1684, %1692
  %1717 = fmul float %1716, %1715
  %1718 = fadd float %1714, %1717
  %1719 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1614, 1
  %1720 = mul nuw nsw i64 %1657, 256
  %1721 = mul nuw nsw i64 %1661, 128
  %1722 = add nuw nsw i64 %1720, %1721
  %1723 = mul nuw nsw i64 %1665, 16
  %1724 = add nuw nsw i64 %1722, %1723
  %1725 = add nuw nsw i64 %1724, %1669
  %1726 = getelementptr inbounds nuw float, ptr %1719, i64 %1725
  store float %1718, ptr %1726, align 4
  %1727 = add i64 %1673, 1
  br label %1672

1728:                                             ; preds = %1672
  %1729 = add i64 %1669, 1
  br label %1668

1730:                                             ; preds = %1668
  %1731 = add i64 %1665, 1
  br label %1664

1732:                                             ; preds = %1664
  %1733 = add i64 %1661, 1
  br label %1660

1734:                                             ; preds = %1660
  %1735 = add i64 %1657, 1
  br label %1656

1736:                                             ; preds = %1656
  %1737 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %525, 0
  %1738 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %525, 1
  %1739 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1737, 0
  %1740 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1739, ptr %1738, 1
  %1741 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1740, i64 0, 2
  %1742 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1741, i64 1, 3, 0
  %1743 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1742, i64 256, 4, 0
  %1744 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1743, i64 8, 3, 1
  %1745 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1744, i64 32, 4, 1
  %1746 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1745, i64 32, 3, 2
  %1747 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1746, i64 1, 4, 2
  %1748 = call ptr @malloc(i64 1088)
  %1749 = ptrtoint ptr %1748 to i64
  %1750 = add i64 %1749, 63
  %1751 = urem i64 %1750, 64
  %1752 = sub i64 %1750, %1751
  %1753 = inttoptr i64 %1752 to ptr
  %1754 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1748, 0
  %1755 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1754, ptr %1753, 1
  %1756 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1755, i64 0, 2
  %1757 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1756, i64 1, 3, 0
  %1758 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1757, i64 8, 3, 1
  %1759 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1758, i64 32, 3, 2
  %1760 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1759, i64 256, 4, 0
  %1761 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1760, i64 32, 4, 1
  %1762 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1761, i64 1, 4, 2
  br label %1763

1763:                                             ; preds = %1791, %1736
  %1764 = phi i64 [ %1792, %1791 ], [ 0, %1736 ]
  %1765 = icmp slt i64 %1764, 1
  br i1 %1765, label %1766, label %1793

1766:                                             ; preds = %1763
  br label %1767

1767:                                             ; preds = %1789, %1766
  %1768 = phi i64 [ %1790, %1789 ], [ 0, %1766 ]
  %1769 = icmp slt i64 %1768, 8
  br i1 %1769, label %1770, label %1791

1770:                                             ; preds = %1767
  br label %1771

1771:                                             ; preds = %1774, %1770
  %1772 = phi i64 [ %1788, %1774 ], [ 0, %1770 ]
  %1773 = icmp slt i64 %1772, 32
  br i1 %1773, label %1774, label %1789

1774:                                             ; preds = %1771
  %1775 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1747, 1
  %1776 = mul nuw nsw i64 %1764, 256
  %1777 = mul nuw nsw i64 %1768, 32
  %1778 = add nuw nsw i64 %1776, %1777
  %1779 = add nuw nsw i64 %1778, %1772
  %1780 = getelementptr inbounds nuw float, ptr %1775, i64 %1779
  %1781 = load float, ptr %1780, align 4
  %1782 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1762, 1
  %1783 = mul nuw nsw i64 %1764, 256
  %1784 = mul nuw nsw i64 %1768, 32
  %1785 = add nuw nsw i64 %1783, %1784
  %1786 = add nuw nsw i64 %1785, %1772
  %1787 = getelementptr inbounds nuw float, ptr %1782, i64 %1786
  store float %1781, ptr %1787, align 4
  %1788 = add i64 %1772, 1
  br label %1771

1789:                                             ; preds = %1771
  %1790 = add i64 %1768, 1
  br label %1767

1791:                                             ; preds = %1767
  %1792 = add i64 %1764, 1
  br label %1763

1793:                                             ; preds = %1763
  br label %1794

1794:                                             ; preds = %1851, %1793
  %1795 = phi i64 [ %1852, %1851 ], [ 0, %1793 ]
  %1796 = icmp slt i64 %1795, 1
  br i1 %1796, label %1797, label %1853

1797:                                             ; preds = %1794
  br label %1798

1798:                                             ; preds = %1849, %1797
  %1799 = phi i64 [ %1850, %1849 ], [ 0, %1797 ]
  %1800 = icmp slt i64 %1799, 8
  br i1 %1800, label %1801, label %1851

1801:                                             ; preds = %1798
  br label %1802

1802:                                             ; preds = %1847, %1801
  %1803 = phi i64 [ %1848, %1847 ], [ 0, %1801 ]
  %1804 = icmp slt i64 %1803, 32
  br i1 %1804, label %1805, label %1849

1805:                                             ; preds = %1802
  br label %1806

1806:                                             ; preds = %1845, %1805
  %1807 = phi i64 [ %1846, %1845 ], [ 0, %1805 ]
  %1808 = icmp slt i64 %1807, 2
  br i1 %1808, label %1809, label %1847

1809:                                             ; preds = %1806
  br label %1810

1810:                                             ; preds = %1813, %1809
  %1811 = phi i64 [ %1844, %1813 ], [ 0, %1809 ]
  %1812 = icmp slt i64 %1811, 16
  br i1 %1812, label %1813, label %1845

1813:                                             ; preds = %1810
  %1814 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1614, 1
  %1815 = mul nuw nsw i64 %1795, 256
  %1816 = mul nuw nsw i64 %1807, 128
  %1817 = add nuw nsw i64 %1815, %1816
  %1818 = mul nuw nsw i64 %1799, 16
  %1819 = add nuw nsw i64 %1817, %1818
  %1820 = add nuw nsw i64 %1819, %1811
  %1821 = getelementptr inbounds nuw float, ptr %1814, i64 %1820
  %1822 = load float, ptr %1821, align 4
  %1823 = mul nuw nsw i64 %1803, 32
  %1824 = mul nuw nsw i64 %1807, 16
  %1825 = add nuw nsw i64 %1823, %1824
  %1826 = add nuw nsw i64 %1825, %1811
  %1827 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_22, i64 %1826
  %1828 = load float, ptr %1827, align 4
  %1829 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1762, 1
  %1830 = mul nuw nsw i64 %1795, 256
  %1831 = mul nuw nsw i64 %1799, 32
  %1832 = add nuw nsw i64 %1830, %1831
  %1833 = add nuw nsw i64 %1832, %1803
  %1834 = getelementptr inbounds nuw float, ptr %1829, i64 %1833
  %1835 = load float, ptr %1834, align 4
  %1836 = fmul float %1822, %1828
  %1837 = fadd float %1835, %1836
  %1838 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1762, 1
  %1839 = mul nuw nsw i64 %1795, 256
  %1840 = mul nuw nsw i64 %1799, 32
  %1841 = add nuw nsw i64 %1839, %1840
  %1842 = add nuw nsw i64 %1841, %1803
  %1843 = getelementptr inbounds nuw float, ptr %1838, i64 %1842
  store float %1837, ptr %1843, align 4
  %1844 = add i64 %1811, 1
  br label %1810

1845:                                             ; preds = %1810
  %1846 = add i64 %1807, 1
  br label %1806

1847:                                             ; preds = %1806
  %1848 = add i64 %1803, 1
  br label %1802

1849:                                             ; preds = %1802
  %1850 = add i64 %1799, 1
  br label %1798

1851:                                             ; preds = %1798
  %1852 = add i64 %1795, 1
  br label %1794

1853:                                             ; preds = %1794
  br label %1854

1854:                                             ; preds = %1893, %1853
  %1855 = phi i64 [ %1894, %1893 ], [ 0, %1853 ]
  %1856 = icmp slt i64 %1855, 1
  br i1 %1856, label %1857, label %1895

1857:                                             ; preds = %1854
  br label %1858

1858:                                             ; preds = %1891, %1857
  %1859 = phi i64 [ %1892, %1891 ], [ 0, %1857 ]
  %1860 = icmp slt i64 %1859, 8
  br i1 %1860, label %1861, label %1893

1861:                                             ; preds = %1858
  br label %1862

1862:                                             ; preds = %1865, %1861
  %1863 = phi i64 [ %1890, %1865 ], [ 0, %1861 ]
  %1864 = icmp slt i64 %1863, 32
  br i1 %1864, label %1865, label %1891

1865:                                             ; preds = %1862
  %1866 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1762, 1
  %1867 = mul nuw nsw i64 %1855, 256
  %1868 = mul nuw nsw i64 %1859, 32
  %1869 = add nuw nsw i64 %1867, %1868
  %1870 = add nuw nsw i64 %1869, %1863
  %1871 = getelementptr inbounds nuw float, ptr %1866, i64 %1870
  %1872 = load float, ptr %1871, align 4
  %1873 = getelementptr inbounds nuw float, ptr @__constant_32xf32_21, i64 %1863
  %1874 = load float, ptr %1873, align 4
  %1875 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %1876 = mul nuw nsw i64 %1855, 256
  %1877 = mul nuw nsw i64 %1859, 32
  %1878 = add nuw nsw i64 %1876, %1877
  %1879 = add nuw nsw i64 %1878, %1863
  %1880 = getelementptr inbounds nuw float, ptr %1875, i64 %1879
  %1881 = load float, ptr %1880, align 4
  %1882 = fadd float %1872, %1874
  %1883 = fadd float %1882, %1881
  %1884 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %1885 = mul nuw nsw i64 %1855, 256
  %1886 = mul nuw nsw i64 %1859, 32
  %1887 = add nuw nsw i64 %1885, %1886
  %1888 = add nuw nsw i64 %1887, %1863
  %1889 = getelementptr inbounds nuw float, ptr %1884, i64 %1888
  store float %1883, ptr %1889, align 4
  %1890 = add i64 %1863, 1
  br label %1862

1891:                                             ; preds = %1862
  %1892 = add i64 %1859, 1
  br label %1858

1893:                                             ; preds = %1858
  %1894 = add i64 %1855, 1
  br label %1854

1895:                                             ; preds = %1854
  br label %1896

1896:                                             ; preds = %1925, %1895
  %1897 = phi i64 [ %1926, %1925 ], [ 0, %1895 ]
  %1898 = icmp slt i64 %1897, 1
  br i1 %1898, label %1899, label %1927

1899:                                             ; preds = %1896
  br label %1900

1900:                                             ; preds = %1923, %1899
  %1901 = phi i64 [ %1924, %1923 ], [ 0, %1899 ]
  %1902 = icmp slt i64 %1901, 8
  br i1 %1902, label %1903, label %1925

1903:                                             ; preds = %1900
  br label %1904

1904:                                             ; preds = %1907, %1903
  %1905 = phi i64 [ %1922, %1907 ], [ 0, %1903 ]
  %1906 = icmp slt i64 %1905, 32
  br i1 %1906, label %1907, label %1923

1907:                                             ; preds = %1904
  %1908 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %1909 = mul nuw nsw i64 %1897, 256
  %1910 = mul nuw nsw i64 %1901, 32
  %1911 = add nuw nsw i64 %1909, %1910
  %1912 = add nuw nsw i64 %1911, %1905
  %1913 = getelementptr inbounds nuw float, ptr %1908, i64 %1912
  %1914 = load float, ptr %1913, align 4
  %1915 = fpext float %1914 to double
  %1916 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %95, 1
  %1917 = mul nuw nsw i64 %1897, 256
  %1918 = mul nuw nsw i64 %1901, 32
  %1919 = add nuw nsw i64 %1917, %1918
  %1920 = add nuw nsw i64 %1919, %1905
  %1921 = getelementptr inbounds nuw double, ptr %1916, i64 %1920
  store double %1915, ptr %1921, align 8
  %1922 = add i64 %1905, 1
  br label %1904

1923:                                             ; preds = %1904
  %1924 = add i64 %1901, 1
  br label %1900

1925:                                             ; preds = %1900
  %1926 = add i64 %1897, 1
  br label %1896

1927:                                             ; preds = %1896
  %1928 = call ptr @malloc(i64 128)
  %1929 = ptrtoint ptr %1928 to i64
  %1930 = add i64 %1929, 63
  %1931 = urem i64 %1930, 64
  %1932 = sub i64 %1930, %1931
  %1933 = inttoptr i64 %1932 to ptr
  %1934 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1928, 0
  %1935 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1934, ptr %1933, 1
  %1936 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1935, i64 0, 2
  %1937 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1936, i64 1, 3, 0
  %1938 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1937, i64 8, 3, 1
  %1939 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1938, i64 1, 3, 2
  %1940 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1939, i64 8, 4, 0
  %1941 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1940, i64 1, 4, 1
  %1942 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1941, i64 1, 4, 2
  br label %1943

1943:                                             ; preds = %1969, %1927
  %1944 = phi i64 [ %1970, %1969 ], [ 0, %1927 ]
  %1945 = icmp slt i64 %1944, 1
  br i1 %1945, label %1946, label %1971

1946:                                             ; preds = %1943
  br label %1947

1947:                                             ; preds = %1967, %1946
  %1948 = phi i64 [ %1968, %1967 ], [ 0, %1946 ]
  %1949 = icmp slt i64 %1948, 8
  br i1 %1949, label %1950, label %1969

1950:                                             ; preds = %1947
  br label %1951

1951:                                             ; preds = %1954, %1950
  %1952 = phi i64 [ %1966, %1954 ], [ 0, %1950 ]
  %1953 = icmp slt i64 %1952, 1
  br i1 %1953, label %1954, label %1967

1954:                                             ; preds = %1951
  %1955 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %1956 = mul nuw nsw i64 %1944, 8
  %1957 = add nuw nsw i64 %1956, %1948
  %1958 = add nuw nsw i64 %1957, %1952
  %1959 = getelementptr inbounds nuw double, ptr %1955, i64 %1958
  %1960 = load double, ptr %1959, align 8
  %1961 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1942, 1
  %1962 = mul nuw nsw i64 %1944, 8
  %1963 = add nuw nsw i64 %1962, %1948
  %1964 = add nuw nsw i64 %1963, %1952
  %1965 = getelementptr inbounds nuw double, ptr %1961, i64 %1964
  store double %1960, ptr %1965, align 8
  %1966 = add i64 %1952, 1
  br label %1951

1967:                                             ; preds = %1951
  %1968 = add i64 %1948, 1
  br label %1947

1969:                                             ; preds = %1947
  %1970 = add i64 %1944, 1
  br label %1943

1971:                                             ; preds = %1943
  br label %1972

1972:                                             ; preds = %2006, %1971
  %1973 = phi i64 [ %2007, %2006 ], [ 0, %1971 ]
  %1974 = icmp slt i64 %1973, 1
  br i1 %1974, label %1975, label %2008

1975:                                             ; preds = %1972
  br label %1976

1976:                                             ; preds = %2004, %1975
  %1977 = phi i64 [ %2005, %2004 ], [ 0, %1975 ]
  %1978 = icmp slt i64 %1977, 8
  br i1 %1978, label %1979, label %2006

1979:                                             ; preds = %1976
  br label %1980

1980:                                             ; preds = %1983, %1979
  %1981 = phi i64 [ %2003, %1983 ], [ 0, %1979 ]
  %1982 = icmp slt i64 %1981, 32
  br i1 %1982, label %1983, label %2004

1983:                                             ; preds = %1980
  %1984 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %95, 1
  %1985 = mul nuw nsw i64 %1973, 256
  %1986 = mul nuw nsw i64 %1977, 32
  %1987 = add nuw nsw i64 %1985, %1986
  %1988 = add nuw nsw i64 %1987, %1981
  %1989 = getelementptr inbounds nuw double, ptr %1984, i64 %1988
  %1990 = load double, ptr %1989, align 8
  %1991 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1942, 1
  %1992 = mul nuw nsw i64 %1973, 8
  %1993 = add nuw nsw i64 %1992, %1977
  %1994 = add nuw nsw i64 %1993, 0
  %1995 = getelementptr inbounds nuw double, ptr %1991, i64 %1994
  %1996 = load double, ptr %1995, align 8
  %1997 = fadd double %1990, %1996
  %1998 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1942, 1
  %1999 = mul nuw nsw i64 %1973, 8
  %2000 = add nuw nsw i64 %1999, %1977
  %2001 = add nuw nsw i64 %2000, 0
  %2002 = getelementptr inbounds nuw double, ptr %1998, i64 %2001
  store double %1997, ptr %2002, align 8
  %2003 = add i64 %1981, 1
  br label %1980

2004:                                             ; preds = %1980
  %2005 = add i64 %1977, 1
  br label %1976

2006:                                             ; preds = %1976
  %2007 = add i64 %1973, 1
  br label %1972

2008:                                             ; preds = %1972
  %2009 = call ptr @malloc(i64 128)
  %2010 = ptrtoint ptr %2009 to i64
  %2011 = add i64 %2010, 63
  %2012 = urem i64 %2011, 64
  %2013 = sub i64 %2011, %2012
  %2014 = inttoptr i64 %2013 to ptr
  %2015 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2009, 0
  %2016 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2015, ptr %2014, 1
  %2017 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2016, i64 0, 2
  %2018 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2017, i64 1, 3, 0
  %2019 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2018, i64 8, 3, 1
  %2020 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2019, i64 1, 3, 2
  %2021 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2020, i64 8, 4, 0
  %2022 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2021, i64 1, 4, 1
  %2023 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2022, i64 1, 4, 2
  br label %2024

2024:                                             ; preds = %2050, %2008
  %2025 = phi i64 [ %2051, %2050 ], [ 0, %2008 ]
  %2026 = icmp slt i64 %2025, 1
  br i1 %2026, label %2027, label %2052

2027:                                             ; preds = %2024
  br label %2028

2028:                                             ; preds = %2048, %2027
  %2029 = phi i64 [ %2049, %2048 ], [ 0, %2027 ]
  %2030 = icmp slt i64 %2029, 8
  br i1 %2030, label %2031, label %2050

2031:                                             ; preds = %2028
  br label %2032

2032:                                             ; preds = %2035, %2031
  %2033 = phi i64 [ %2047, %2035 ], [ 0, %2031 ]
  %2034 = icmp slt i64 %2033, 1
  br i1 %2034, label %2035, label %2048

2035:                                             ; preds = %2032
  %2036 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %2037 = mul nuw nsw i64 %2025, 8
  %2038 = add nuw nsw i64 %2037, %2029
  %2039 = add nuw nsw i64 %2038, %2033
  %2040 = getelementptr inbounds nuw double, ptr %2036, i64 %2039
  %2041 = load double, ptr %2040, align 8
  %2042 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2023, 1
  %2043 = mul nuw nsw i64 %2025, 8
  %2044 = add nuw nsw i64 %2043, %2029
  %2045 = add nuw nsw i64 %2044, %2033
  %2046 = getelementptr inbounds nuw double, ptr %2042, i64 %2045
  store double %2041, ptr %2046, align 8
  %2047 = add i64 %2033, 1
  br label %2032

2048:                                             ; preds = %2032
  %2049 = add i64 %2029, 1
  br label %2028

2050:                                             ; preds = %2028
  %2051 = add i64 %2025, 1
  br label %2024

2052:                                             ; preds = %2024
  br label %2053

2053:                                             ; preds = %2096, %2052
  %2054 = phi i64 [ %2097, %2096 ], [ 0, %2052 ]
  %2055 = icmp slt i64 %2054, 1
  br i1 %2055, label %2056, label %2098

2056:                                             ; preds = %2053
  br label %2057

2057:                                             ; preds = %2094, %2056
  %2058 = phi i64 [ %2095, %2094 ], [ 0, %2056 ]
  %2059 = icmp slt i64 %2058, 8
  br i1 %2059, label %2060, label %2096

2060:                                             ; preds = %2057
  br label %2061

2061:                                             ; preds = %2064, %2060
  %2062 = phi i64 [ %2093, %2064 ], [ 0, %2060 ]
  %2063 = icmp slt i64 %2062, 32
  br i1 %2063, label %2064, label %2094

2064:                                             ; preds = %2061
  %2065 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %95, 1
  %2066 = mul nuw nsw i64 %2054, 256
  %2067 = mul nuw nsw i64 %2058, 32
  %2068 = add nuw nsw i64 %2066, %2067
  %2069 = add nuw nsw i64 %2068, %2062
  %2070 = getelementptr inbounds nuw double, ptr %2065, i64 %2069
  %2071 = load double, ptr %2070, align 8
  %2072 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1942, 1
  %2073 = mul nuw nsw i64 %2054, 8
  %2074 = add nuw nsw i64 %2073, %2058
  %2075 = add nuw nsw i64 %2074, 0
  %2076 = getelementptr inbounds nuw double, ptr %2072, i64 %2075
  %2077 = load double, ptr %2076, align 8
  %2078 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2023, 1
  %2079 = mul nuw nsw i64 %2054, 8
  %2080 = add nuw nsw i64 %2079, %2058
  %2081 = add nuw nsw i64 %2080, 0
  %2082 = getelementptr inbounds nuw double, ptr %2078, i64 %2081
  %2083 = load double, ptr %2082, align 8
  %2084 = fdiv double %2077, 3.200000e+01
  %2085 = fsub double %2071, %2084
  %2086 = fmul double %2085, %2085
  %2087 = fadd double %2086, %2083
  %2088 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2023, 1
  %2089 = mul nuw nsw i64 %2054, 8
  %2090 = add nuw nsw i64 %2089, %2058
  %2091 = add nuw nsw i64 %2090, 0
  %2092 = getelementptr inbounds nuw double, ptr %2088, i64 %2091
  store double %2087, ptr %2092, align 8
  %2093 = add i64 %2062, 1
  br label %2061

2094:                                             ; preds = %2061
  %2095 = add i64 %2058, 1
  br label %2057

2096:                                             ; preds = %2057
  %2097 = add i64 %2054, 1
  br label %2053

2098:                                             ; preds = %2053
  %2099 = call ptr @malloc(i64 96)
  %2100 = ptrtoint ptr %2099 to i64
  %2101 = add i64 %2100, 63
  %2102 = urem i64 %2101, 64
  %2103 = sub i64 %2101, %2102
  %2104 = inttoptr i64 %2103 to ptr
  %2105 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2099, 0
  %2106 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2105, ptr %2104, 1
  %2107 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2106, i64 0, 2
  %2108 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2107, i64 1, 3, 0
  %2109 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2108, i64 8, 3, 1
  %2110 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2109, i64 1, 3, 2
  %2111 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2110, i64 8, 4, 0
  %2112 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2111, i64 1, 4, 1
  %2113 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2112, i64 1, 4, 2
  br label %2114

2114:                                             ; preds = %2140, %2098
  %2115 = phi i64 [ %2141, %2140 ], [ 0, %2098 ]
  %2116 = icmp slt i64 %2115, 1
  br i1 %2116, label %2117, label %2142

2117:                                             ; preds = %2114
  br label %2118

2118:                                             ; preds = %2138, %2117
  %2119 = phi i64 [ %2139, %2138 ], [ 0, %2117 ]
  %2120 = icmp slt i64 %2119, 8
  br i1 %2120, label %2121, label %2140

2121:                                             ; preds = %2118
  br label %2122

2122:                                             ; preds = %2125, %2121
  %2123 = phi i64 [ %2137, %2125 ], [ 0, %2121 ]
  %2124 = icmp slt i64 %2123, 1
  br i1 %2124, label %2125, label %2138

2125:                                             ; preds = %2122
  %2126 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %351, 1
  %2127 = mul nuw nsw i64 %2115, 8
  %2128 = add nuw nsw i64 %2127, %2119
  %2129 = add nuw nsw i64 %2128, %2123
  %2130 = getelementptr inbounds nuw float, ptr %2126, i64 %2129
  %2131 = load float, ptr %2130, align 4
  %2132 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2113, 1
  %2133 = mul nuw nsw i64 %2115, 8
  %2134 = add nuw nsw i64 %2133, %2119
  %2135 = add nuw nsw i64 %2134, %2123
  %2136 = getelementptr inbounds nuw float, ptr %2132, i64 %2135
  store float %2131, ptr %2136, align 4
  %2137 = add i64 %2123, 1
  br label %2122

2138:                                             ; preds = %2122
  %2139 = add i64 %2119, 1
  br label %2118

2140:                                             ; preds = %2118
  %2141 = add i64 %2115, 1
  br label %2114

2142:                                             ; preds = %2114
  br label %2143

2143:                                             ; preds = %2177, %2142
  %2144 = phi i64 [ %2178, %2177 ], [ 0, %2142 ]
  %2145 = icmp slt i64 %2144, 1
  br i1 %2145, label %2146, label %2179

2146:                                             ; preds = %2143
  br label %2147

2147:                                             ; preds = %2175, %2146
  %2148 = phi i64 [ %2176, %2175 ], [ 0, %2146 ]
  %2149 = icmp slt i64 %2148, 8
  br i1 %2149, label %2150, label %2177

2150:                                             ; preds = %2147
  br label %2151

2151:                                             ; preds = %2154, %2150
  %2152 = phi i64 [ %2174, %2154 ], [ 0, %2150 ]
  %2153 = icmp slt i64 %2152, 32
  br i1 %2153, label %2154, label %2175

2154:                                             ; preds = %2151
  %2155 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2156 = mul nuw nsw i64 %2144, 256
  %2157 = mul nuw nsw i64 %2148, 32
  %2158 = add nuw nsw i64 %2156, %2157
  %2159 = add nuw nsw i64 %2158, %2152
  %2160 = getelementptr inbounds nuw float, ptr %2155, i64 %2159
  %2161 = load float, ptr %2160, align 4
  %2162 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2113, 1
  %2163 = mul nuw nsw i64 %2144, 8
  %2164 = add nuw nsw i64 %2163, %2148
  %2165 = add nuw nsw i64 %2164, 0
  %2166 = getelementptr inbounds nuw float, ptr %2162, i64 %2165
  %2167 = load float, ptr %2166, align 4
  %2168 = fadd float %2161, %2167
  %2169 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2113, 1
  %2170 = mul nuw nsw i64 %2144, 8
  %2171 = add nuw nsw i64 %2170, %2148
  %2172 = add nuw nsw i64 %2171, 0
  %2173 = getelementptr inbounds nuw float, ptr %2169, i64 %2172
  store float %2168, ptr %2173, align 4
  %2174 = add i64 %2152, 1
  br label %2151

2175:                                             ; preds = %2151
  %2176 = add i64 %2148, 1
  br label %2147

2177:                                             ; preds = %2147
  %2178 = add i64 %2144, 1
  br label %2143

2179:                                             ; preds = %2143
  br label %2180

2180:                                             ; preds = %2234, %2179
  %2181 = phi i64 [ %2235, %2234 ], [ 0, %2179 ]
  %2182 = icmp slt i64 %2181, 1
  br i1 %2182, label %2183, label %2236

2183:                                             ; preds = %2180
  br label %2184

2184:                                             ; preds = %2232, %2183
  %2185 = phi i64 [ %2233, %2232 ], [ 0, %2183 ]
  %2186 = icmp slt i64 %2185, 8
  br i1 %2186, label %2187, label %2234

2187:                                             ; preds = %2184
  br label %2188

2188:                                             ; preds = %2191, %2187
  %2189 = phi i64 [ %2231, %2191 ], [ 0, %2187 ]
  %2190 = icmp slt i64 %2189, 32
  br i1 %2190, label %2191, label %2232

2191:                                             ; preds = %2188
  %2192 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2193 = mul nuw nsw i64 %2181, 256
  %2194 = mul nuw nsw i64 %2185, 32
  %2195 = add nuw nsw i64 %2193, %2194
  %2196 = add nuw nsw i64 %2195, %2189
  %2197 = getelementptr inbounds nuw float, ptr %2192, i64 %2196
  %2198 = load float, ptr %2197, align 4
  %2199 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2113, 1
  %2200 = mul nuw nsw i64 %2181, 8
  %2201 = add nuw nsw i64 %2200, %2185
  %2202 = add nuw nsw i64 %2201, 0
  %2203 = getelementptr inbounds nuw float, ptr %2199, i64 %2202
  %2204 = load float, ptr %2203, align 4
  %2205 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2023, 1
  %2206 = mul nuw nsw i64 %2181, 8
  %2207 = add nuw nsw i64 %2206, %2185
  %2208 = add nuw nsw i64 %2207, 0
  %2209 = getelementptr inbounds nuw double, ptr %2205, i64 %2208
  %2210 = load double, ptr %2209, align 8
  %2211 = getelementptr inbounds nuw float, ptr @__constant_32xf32_20, i64 %2189
  %2212 = load float, ptr %2211, align 4
  %2213 = getelementptr inbounds nuw float, ptr @__constant_32xf32_19, i64 %2189
  %2214 = load float, ptr %2213, align 4
  %2215 = fdiv double %2210, 3.200000e+01
  %2216 = fptrunc double %2215 to float
  %2217 = fadd float %2216, f0x2B8CBCCC
  %2218 = call float @llvm.sqrt.f32(float %2217)
  %2219 = fdiv float 1.000000e+00, %2218
  %2220 = fdiv float %2204, 3.200000e+01
  %2221 = fsub float %2198, %2220
  %2222 = fmul float %2221, %2219
  %2223 = fmul float %2222, %2212
  %2224 = fadd float %2223, %2214
  %2225 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2226 = mul nuw nsw i64 %2181, 256
  %2227 = mul nuw nsw i64 %2185, 32
  %2228 = add nuw nsw i64 %2226, %2227
  %2229 = add nuw nsw i64 %2228, %2189
  %2230 = getelementptr inbounds nuw float, ptr %2225, i64 %2229
  store float %2224, ptr %2230, align 4
  %2231 = add i64 %2189, 1
  br label %2188

2232:                                             ; preds = %2188
  %2233 = add i64 %2185, 1
  br label %2184

2234:                                             ; preds = %2184
  %2235 = add i64 %2181, 1
  br label %2180

2236:                                             ; preds = %2180
  %2237 = call ptr @malloc(i64 2112)
  %2238 = ptrtoint ptr %2237 to i64
  %2239 = add i64 %2238, 63
  %2240 = urem i64 %2239, 64
  %2241 = sub i64 %2239, %2240
  %2242 = inttoptr i64 %2241 to ptr
  %2243 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %2237, 0
  %2244 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2243, ptr %2242, 1
  %2245 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2244, i64 0, 2
  %2246 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2245, i64 8, 3, 0
  %2247 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2246, i64 64, 3, 1
  %2248 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2247, i64 64, 4, 0
  %2249 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2248, i64 1, 4, 1
  br label %2250

2250:                                             ; preds = %2263, %2236
  %2251 = phi i64 [ %2264, %2263 ], [ 0, %2236 ]
  %2252 = icmp slt i64 %2251, 8
  br i1 %2252, label %2253, label %2265

2253:                                             ; preds = %2250
  br label %2254

2254:                                             ; preds = %2257, %2253
  %2255 = phi i64 [ %2262, %2257 ], [ 0, %2253 ]
  %2256 = icmp slt i64 %2255, 64
  br i1 %2256, label %2257, label %2263

2257:                                             ; preds = %2254
  %2258 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2249, 1
  %2259 = mul nuw nsw i64 %2251, 64
  %2260 = add nuw nsw i64 %2259, %2255
  %2261 = getelementptr inbounds nuw float, ptr %2258, i64 %2260
  store float 0.000000e+00, ptr %2261, align 4
  %2262 = add i64 %2255, 1
  br label %2254

2263:                                             ; preds = %2254
  %2264 = add i64 %2251, 1
  br label %2250

2265:                                             ; preds = %2250
  %2266 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2249, 0
  %2267 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2249, 1
  %2268 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2266, 0
  %2269 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2268, ptr %2267, 1
  %2270 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2269, i64 0, 2
  %2271 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2270, i64 1, 3, 0
  %2272 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2271, i64 512, 4, 0
  %2273 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2272, i64 8, 3, 1
  %2274 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2273, i64 64, 4, 1
  %2275 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2274, i64 64, 3, 2
  %2276 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2275, i64 1, 4, 2
  %2277 = call ptr @malloc(i64 2112)
  %2278 = ptrtoint ptr %2277 to i64
  %2279 = add i64 %2278, 63
  %2280 = urem i64 %2279, 64
  %2281 = sub i64 %2279, %2280
  %2282 = inttoptr i64 %2281 to ptr
  %2283 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2277, 0
  %2284 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2283, ptr %2282, 1
  %2285 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2284, i64 0, 2
  %2286 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2285, i64 1, 3, 0
  %2287 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2286, i64 8, 3, 1
  %2288 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2287, i64 64, 3, 2
  %2289 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2288, i64 512, 4, 0
  %2290 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2289, i64 64, 4, 1
  %2291 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2290, i64 1, 4, 2
  br label %2292

2292:                                             ; preds = %2320, %2265
  %2293 = phi i64 [ %2321, %2320 ], [ 0, %2265 ]
  %2294 = icmp slt i64 %2293, 1
  br i1 %2294, label %2295, label %2322

2295:                                             ; preds = %2292
  br label %2296

2296:                                             ; preds = %2318, %2295
  %2297 = phi i64 [ %2319, %2318 ], [ 0, %2295 ]
  %2298 = icmp slt i64 %2297, 8
  br i1 %2298, label %2299, label %2320

2299:                                             ; preds = %2296
  br label %2300

2300:                                             ; preds = %2303, %2299
  %2301 = phi i64 [ %2317, %2303 ], [ 0, %2299 ]
  %2302 = icmp slt i64 %2301, 64
  br i1 %2302, label %2303, label %2318

2303:                                             ; preds = %2300
  %2304 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2276, 1
  %2305 = mul nuw nsw i64 %2293, 512
  %2306 = mul nuw nsw i64 %2297, 64
  %2307 = add nuw nsw i64 %2305, %2306
  %2308 = add nuw nsw i64 %2307, %2301
  %2309 = getelementptr inbounds nuw float, ptr %2304, i64 %2308
  %2310 = load float, ptr %2309, align 4
  %2311 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2291, 1
  %2312 = mul nuw nsw i64 %2293, 512
  %2313 = mul nuw nsw i64 %2297, 64
  %2314 = add nuw nsw i64 %2312, %2313
  %2315 = add nuw nsw i64 %2314, %2301
  %2316 = getelementptr inbounds nuw float, ptr %2311, i64 %2315
  store float %2310, ptr %2316, align 4
  %2317 = add i64 %2301, 1
  br label %2300

2318:                                             ; preds = %2300
  %2319 = add i64 %2297, 1
  br label %2296

2320:                                             ; preds = %2296
  %2321 = add i64 %2293, 1
  br label %2292

2322:                                             ; preds = %2292
  br label %2323

2323:                                             ; preds = %2370, %2322
  %2324 = phi i64 [ %2371, %2370 ], [ 0, %2322 ]
  %2325 = icmp slt i64 %2324, 1
  br i1 %2325, label %2326, label %2372

2326:                                             ; preds = %2323
  br label %2327

2327:                                             ; preds = %2368, %2326
  %2328 = phi i64 [ %2369, %2368 ], [ 0, %2326 ]
  %2329 = icmp slt i64 %2328, 8
  br i1 %2329, label %2330, label %2370

2330:                                             ; preds = %2327
  br label %2331

2331:                                             ; preds = %2366, %2330
  %2332 = phi i64 [ %2367, %2366 ], [ 0, %2330 ]
  %2333 = icmp slt i64 %2332, 64
  br i1 %2333, label %2334, label %2368

2334:                                             ; preds = %2331
  br label %2335

2335:                                             ; preds = %2338, %2334
  %2336 = phi i64 [ %2365, %2338 ], [ 0, %2334 ]
  %2337 = icmp slt i64 %2336, 32
  br i1 %2337, label %2338, label %2366

2338:                                             ; preds = %2335
  %2339 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2340 = mul nuw nsw i64 %2324, 256
  %2341 = mul nuw nsw i64 %2328, 32
  %2342 = add nuw nsw i64 %2340, %2341
  %2343 = add nuw nsw i64 %2342, %2336
  %2344 = getelementptr inbounds nuw float, ptr %2339, i64 %2343
  %2345 = load float, ptr %2344, align 4
  %2346 = mul nuw nsw i64 %2332, 32
  %2347 = add nuw nsw i64 %2346, %2336
  %2348 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_18, i64 %2347
  %2349 = load float, ptr %2348, align 4
  %2350 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2291, 1
  %2351 = mul nuw nsw i64 %2324, 512
  %2352 = mul nuw nsw i64 %2328, 64
  %2353 = add nuw nsw i64 %2351, %2352
  %2354 = add nuw nsw i64 %2353, %2332
  %2355 = getelementptr inbounds nuw float, ptr %2350, i64 %2354
  %2356 = load float, ptr %2355, align 4
  %2357 = fmul float %2345, %2349
  %2358 = fadd float %2356, %2357
  %2359 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2291, 1
  %2360 = mul nuw nsw i64 %2324, 512
  %2361 = mul nuw nsw i64 %2328, 64
  %2362 = add nuw nsw i64 %2360, %2361
  %2363 = add nuw nsw i64 %2362, %2332
  %2364 = getelementptr inbounds nuw float, ptr %2359, i64 %2363
  store float %2358, ptr %2364, align 4
  %2365 = add i64 %2336, 1
  br label %2335

2366:                                             ; preds = %2335
  %2367 = add i64 %2332, 1
  br label %2331

2368:                                             ; preds = %2331
  %2369 = add i64 %2328, 1
  br label %2327

2370:                                             ; preds = %2327
  %2371 = add i64 %2324, 1
  br label %2323

2372:                                             ; preds = %2323
  %2373 = call ptr @malloc(i64 1088)
  %2374 = ptrtoint ptr %2373 to i64
  %2375 = add i64 %2374, 63
  %2376 = urem i64 %2375, 64
  %2377 = sub i64 %2375, %2376
  %2378 = inttoptr i64 %2377 to ptr
  %2379 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2373, 0
  %2380 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2379, ptr %2378, 1
  %2381 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2380, i64 0, 2
  %2382 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2381, i64 1, 3, 0
  %2383 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2382, i64 8, 3, 1
  %2384 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2383, i64 32, 3, 2
  %2385 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2384, i64 256, 4, 0
  %2386 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2385, i64 32, 4, 1
  %2387 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2386, i64 1, 4, 2
  br label %2388

2388:                                             ; preds = %2416, %2372
  %2389 = phi i64 [ %2417, %2416 ], [ 0, %2372 ]
  %2390 = icmp slt i64 %2389, 1
  br i1 %2390, label %2391, label %2418

2391:                                             ; preds = %2388
  br label %2392

2392:                                             ; preds = %2414, %2391
  %2393 = phi i64 [ %2415, %2414 ], [ 0, %2391 ]
  %2394 = icmp slt i64 %2393, 8
  br i1 %2394, label %2395, label %2416

2395:                                             ; preds = %2392
  br label %2396

2396:                                             ; preds = %2399, %2395
  %2397 = phi i64 [ %2413, %2399 ], [ 0, %2395 ]
  %2398 = icmp slt i64 %2397, 32
  br i1 %2398, label %2399, label %2414

2399:                                             ; preds = %2396
  %2400 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1747, 1
  %2401 = mul nuw nsw i64 %2389, 256
  %2402 = mul nuw nsw i64 %2393, 32
  %2403 = add nuw nsw i64 %2401, %2402
  %2404 = add nuw nsw i64 %2403, %2397
  %2405 = getelementptr inbounds nuw float, ptr %2400, i64 %2404
  %2406 = load float, ptr %2405, align 4
  %2407 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2387, 1
  %2408 = mul nuw nsw i64 %2389, 256
  %2409 = mul nuw nsw i64 %2393, 32
  %2410 = add nuw nsw i64 %2408, %2409
  %2411 = add nuw nsw i64 %2410, %2397
  %2412 = getelementptr inbounds nuw float, ptr %2407, i64 %2411
  store float %2406, ptr %2412, align 4
  %2413 = add i64 %2397, 1
  br label %2396

2414:                                             ; preds = %2396
  %2415 = add i64 %2393, 1
  br label %2392

2416:                                             ; preds = %2392
  %2417 = add i64 %2389, 1
  br label %2388

2418:                                             ; preds = %2388
  br label %2419

2419:                                             ; preds = %2518, %2418
  %2420 = phi i64 [ %2519, %2518 ], [ 0, %2418 ]
  %2421 = icmp slt i64 %2420, 1
  br i1 %2421, label %2422, label %2520

2422:                                             ; preds = %2419
  br label %2423

2423:                                             ; preds = %2516, %2422
  %2424 = phi i64 [ %2517, %2516 ], [ 0, %2422 ]
  %2425 = icmp slt i64 %2424, 8
  br i1 %2425, label %2426, label %2518

2426:                                             ; preds = %2423
  br label %2427

2427:                                             ; preds = %2514, %2426
  %2428 = phi i64 [ %2515, %2514 ], [ 0, %2426 ]
  %2429 = icmp slt i64 %2428, 32
  br i1 %2429, label %2430, label %2516

2430:                                             ; preds = %2427
  br label %2431

2431:                                             ; preds = %2434, %2430
  %2432 = phi i64 [ %2513, %2434 ], [ 0, %2430 ]
  %2433 = icmp slt i64 %2432, 64
  br i1 %2433, label %2434, label %2514

2434:                                             ; preds = %2431
  %2435 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2291, 1
  %2436 = mul nuw nsw i64 %2420, 512
  %2437 = mul nuw nsw i64 %2424, 64
  %2438 = add nuw nsw i64 %2436, %2437
  %2439 = add nuw nsw i64 %2438, %2432
  %2440 = getelementptr inbounds nuw float, ptr %2435, i64 %2439
  %2441 = load float, ptr %2440, align 4
  %2442 = getelementptr inbounds nuw float, ptr @__constant_64xf32_17, i64 %2432
  %2443 = load float, ptr %2442, align 4
  %2444 = mul nuw nsw i64 %2428, 64
  %2445 = add nuw nsw i64 %2444, %2432
  %2446 = getelementptr inbounds nuw float, ptr @__constant_32x64xf32_16, i64 %2445
  %2447 = load float, ptr %2446, align 4
  %2448 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2387, 1
  %2449 = mul nuw nsw i64 %2420, 256
  %2450 = mul nuw nsw i64 %2424, 32
  %2451 = add nuw nsw i64 %2449, %2450
  %2452 = add nuw nsw i64 %2451, %2428
  %2453 = getelementptr inbounds nuw float, ptr %2448, i64 %2452
  %2454 = load float, ptr %2453, align 4
  %2455 = fadd float %2441, %2443
  %2456 = fdiv float %2455, f0x3FB504F3
  %2457 = fcmp olt float %2456, 0.000000e+00
  %2458 = fneg float %2456
  %2459 = select i1 %2457, float %2458, float %2456
  %2460 = fcmp olt float %2459, 8.000000e-01
  %2461 = select i1 %2460, float f0x3F906EBA, float f0x3F905225
  %2462 = select i1 %2460, float f0xBEED51AF, float -3.276070e-01
  %2463 = select i1 %2460, float f0xBF05E48B, float f0xBEBABCC4
  %2464 = select i1 %2460, float f0x3F04EC44, float f0x3EE590A2
  %2465 = select i1 %2460, float f0x3E56C688, float f0x3DF27F94
  %2466 = select i1 %2460, float f0xBE06F8EE, float f0xBDB4EEE3
  %2467 = select i1 %2460, float f0x3CD3794F, float f0x3D17D100
  %2468 = select i1 %2460, float f0x3D9782A4, float f0x3D6A78FA
  %2469 = fcmp olt float %2459, 2.000000e+00
  %2470 = select i1 %2469, float 0.000000e+00, float f0xBB58546D
  %2471 = select i1 %2469, float %2461, float f0x3B66A96A
  %2472 = select i1 %2469, float %2462, float f0xC003E25F
  %2473 = select i1 %2469, float %2463, float f0xBAB94D1E
  %2474 = select i1 %2469, float %2464, float f0x3FD0437B
  %2475 = select i1 %2469, float %2465, float f0x3984E118
  %2476 = select i1 %2469, float %2466, float f0xBF15590A
  %2477 = select i1 %2469, float %2467, float f0xB78F7C49
  %2478 = select i1 %2469, float %2468, float f0x3DA853B3
  %2479 = select i1 %2469, float 0.000000e+00, float 1.000000e+00
  %2480 = fcmp ult float %2459, 3.750000e+00
  %2481 = fmul float %2459, %2477
  %2482 = fadd float %2481, %2475
  %2483 = fmul float %2459, %2482
  %2484 = fadd float %2483, %2473
  %2485 = fmul float %2459, %2484
  %2486 = fadd float %2485, %2471
  %2487 = fmul float %2459, %2486
  %2488 = fadd float %2487, %2470
  %2489 = fmul float %2459, %2478
  %2490 = fadd float %2489, %2476
  %2491 = fmul float %2459, %2490
  %2492 = fadd float %2491, %2474
  %2493 = fmul float %2459, %2492
  %2494 = fadd float %2493, %2472
  %2495 = fmul float %2459, %2494
  %2496 = fadd float %2495, 1.000000e+00
  %2497 = fdiv float %2488, %2496
  %2498 = fadd float %2479, %2497
  %2499 = select i1 %2480, float %2498, float 1.000000e+00
  %2500 = fneg float %2499
  %2501 = select i1 %2457, float %2500, float %2499
  %2502 = fadd float %2501, 1.000000e+00
  %2503 = fmul float %2502, 5.000000e-01
  %2504 = fmul float %2455, %2503
  %2505 = fmul float %2504, %2447
  %2506 = fadd float %2454, %2505
  %2507 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2387, 1
  %2508 = mul nuw nsw i64 %2420, 256
  %2509 = mul nuw nsw i64 %2424, 32
  %2510 = add nuw nsw i64 %2508, %2509
  %2511 = add nuw nsw i64 %2510, %2428
  %2512 = getelementptr inbounds nuw float, ptr %2507, i64 %2511
  store float %2506, ptr %2512, align 4
  %2513 = add i64 %2432, 1
  br label %2431

2514:                                             ; preds = %2431
  %2515 = add i64 %2428, 1
  br label %2427

2516:                                             ; preds = %2427
  %2517 = add i64 %2424, 1
  br label %2423

2518:                                             ; preds = %2423
  %2519 = add i64 %2420, 1
  br label %2419

2520:                                             ; preds = %2419
  br label %2521

2521:                                             ; preds = %2560, %2520
  %2522 = phi i64 [ %2561, %2560 ], [ 0, %2520 ]
  %2523 = icmp slt i64 %2522, 1
  br i1 %2523, label %2524, label %2562

2524:                                             ; preds = %2521
  br label %2525

2525:                                             ; preds = %2558, %2524
  %2526 = phi i64 [ %2559, %2558 ], [ 0, %2524 ]
  %2527 = icmp slt i64 %2526, 8
  br i1 %2527, label %2528, label %2560

2528:                                             ; preds = %2525
  br label %2529

2529:                                             ; preds = %2532, %2528
  %2530 = phi i64 [ %2557, %2532 ], [ 0, %2528 ]
  %2531 = icmp slt i64 %2530, 32
  br i1 %2531, label %2532, label %2558

2532:                                             ; preds = %2529
  %2533 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2387, 1
  %2534 = mul nuw nsw i64 %2522, 256
  %2535 = mul nuw nsw i64 %2526, 32
  %2536 = add nuw nsw i64 %2534, %2535
  %2537 = add nuw nsw i64 %2536, %2530
  %2538 = getelementptr inbounds nuw float, ptr %2533, i64 %2537
  %2539 = load float, ptr %2538, align 4
  %2540 = getelementptr inbounds nuw float, ptr @__constant_32xf32_15, i64 %2530
  %2541 = load float, ptr %2540, align 4
  %2542 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2543 = mul nuw nsw i64 %2522, 256
  %2544 = mul nuw nsw i64 %2526, 32
  %2545 = add nuw nsw i64 %2543, %2544
  %2546 = add nuw nsw i64 %2545, %2530
  %2547 = getelementptr inbounds nuw float, ptr %2542, i64 %2546
  %2548 = load float, ptr %2547, align 4
  %2549 = fadd float %2539, %2541
  %2550 = fadd float %2549, %2548
  %2551 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2552 = mul nuw nsw i64 %2522, 256
  %2553 = mul nuw nsw i64 %2526, 32
  %2554 = add nuw nsw i64 %2552, %2553
  %2555 = add nuw nsw i64 %2554, %2530
  %2556 = getelementptr inbounds nuw float, ptr %2551, i64 %2555
  store float %2550, ptr %2556, align 4
  %2557 = add i64 %2530, 1
  br label %2529

2558:                                             ; preds = %2529
  %2559 = add i64 %2526, 1
  br label %2525

2560:                                             ; preds = %2525
  %2561 = add i64 %2522, 1
  br label %2521

2562:                                             ; preds = %2521
  br label %2563

2563:                                             ; preds = %2592, %2562
  %2564 = phi i64 [ %2593, %2592 ], [ 0, %2562 ]
  %2565 = icmp slt i64 %2564, 1
  br i1 %2565, label %2566, label %2594

2566:                                             ; preds = %2563
  br label %2567

2567:                                             ; preds = %2590, %2566
  %2568 = phi i64 [ %2591, %2590 ], [ 0, %2566 ]
  %2569 = icmp slt i64 %2568, 8
  br i1 %2569, label %2570, label %2592

2570:                                             ; preds = %2567
  br label %2571

2571:                                             ; preds = %2574, %2570
  %2572 = phi i64 [ %2589, %2574 ], [ 0, %2570 ]
  %2573 = icmp slt i64 %2572, 32
  br i1 %2573, label %2574, label %2590

2574:                                             ; preds = %2571
  %2575 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2576 = mul nuw nsw i64 %2564, 256
  %2577 = mul nuw nsw i64 %2568, 32
  %2578 = add nuw nsw i64 %2576, %2577
  %2579 = add nuw nsw i64 %2578, %2572
  %2580 = getelementptr inbounds nuw float, ptr %2575, i64 %2579
  %2581 = load float, ptr %2580, align 4
  %2582 = fpext float %2581 to double
  %2583 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %95, 1
  %2584 = mul nuw nsw i64 %2564, 256
  %2585 = mul nuw nsw i64 %2568, 32
  %2586 = add nuw nsw i64 %2584, %2585
  %2587 = add nuw nsw i64 %2586, %2572
  %2588 = getelementptr inbounds nuw double, ptr %2583, i64 %2587
  store double %2582, ptr %2588, align 8
  %2589 = add i64 %2572, 1
  br label %2571

2590:                                             ; preds = %2571
  %2591 = add i64 %2568, 1
  br label %2567

2592:                                             ; preds = %2567
  %2593 = add i64 %2564, 1
  br label %2563

2594:                                             ; preds = %2563
  %2595 = call ptr @malloc(i64 128)
  %2596 = ptrtoint ptr %2595 to i64
  %2597 = add i64 %2596, 63
  %2598 = urem i64 %2597, 64
  %2599 = sub i64 %2597, %2598
  %2600 = inttoptr i64 %2599 to ptr
  %2601 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2595, 0
  %2602 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2601, ptr %2600, 1
  %2603 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2602, i64 0, 2
  %2604 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2603, i64 1, 3, 0
  %2605 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2604, i64 8, 3, 1
  %2606 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2605, i64 1, 3, 2
  %2607 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2606, i64 8, 4, 0
  %2608 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2607, i64 1, 4, 1
  %2609 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2608, i64 1, 4, 2
  br label %2610

2610:                                             ; preds = %2636, %2594
  %2611 = phi i64 [ %2637, %2636 ], [ 0, %2594 ]
  %2612 = icmp slt i64 %2611, 1
  br i1 %2612, label %2613, label %2638

2613:                                             ; preds = %2610
  br label %2614

2614:                                             ; preds = %2634, %2613
  %2615 = phi i64 [ %2635, %2634 ], [ 0, %2613 ]
  %2616 = icmp slt i64 %2615, 8
  br i1 %2616, label %2617, label %2636

2617:                                             ; preds = %2614
  br label %2618

2618:                                             ; preds = %2621, %2617
  %2619 = phi i64 [ %2633, %2621 ], [ 0, %2617 ]
  %2620 = icmp slt i64 %2619, 1
  br i1 %2620, label %2621, label %2634

2621:                                             ; preds = %2618
  %2622 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %2623 = mul nuw nsw i64 %2611, 8
  %2624 = add nuw nsw i64 %2623, %2615
  %2625 = add nuw nsw i64 %2624, %2619
  %2626 = getelementptr inbounds nuw double, ptr %2622, i64 %2625
  %2627 = load double, ptr %2626, align 8
  %2628 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2609, 1
  %2629 = mul nuw nsw i64 %2611, 8
  %2630 = add nuw nsw i64 %2629, %2615
  %2631 = add nuw nsw i64 %2630, %2619
  %2632 = getelementptr inbounds nuw double, ptr %2628, i64 %2631
  store double %2627, ptr %2632, align 8
  %2633 = add i64 %2619, 1
  br label %2618

2634:                                             ; preds = %2618
  %2635 = add i64 %2615, 1
  br label %2614

2636:                                             ; preds = %2614
  %2637 = add i64 %2611, 1
  br label %2610

2638:                                             ; preds = %2610
  br label %2639

2639:                                             ; preds = %2673, %2638
  %2640 = phi i64 [ %2674, %2673 ], [ 0, %2638 ]
  %2641 = icmp slt i64 %2640, 1
  br i1 %2641, label %2642, label %2675

2642:                                             ; preds = %2639
  br label %2643

2643:                                             ; preds = %2671, %2642
  %2644 = phi i64 [ %2672, %2671 ], [ 0, %2642 ]
  %2645 = icmp slt i64 %2644, 8
  br i1 %2645, label %2646, label %2673

2646:                                             ; preds = %2643
  br label %2647

2647:                                             ; preds = %2650, %2646
  %2648 = phi i64 [ %2670, %2650 ], [ 0, %2646 ]
  %2649 = icmp slt i64 %2648, 32
  br i1 %2649, label %2650, label %2671

2650:                                             ; preds = %2647
  %2651 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %95, 1
  %2652 = mul nuw nsw i64 %2640, 256
  %2653 = mul nuw nsw i64 %2644, 32
  %2654 = add nuw nsw i64 %2652, %2653
  %2655 = add nuw nsw i64 %2654, %2648
  %2656 = getelementptr inbounds nuw double, ptr %2651, i64 %2655
  %2657 = load double, ptr %2656, align 8
  %2658 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2609, 1
  %2659 = mul nuw nsw i64 %2640, 8
  %2660 = add nuw nsw i64 %2659, %2644
  %2661 = add nuw nsw i64 %2660, 0
  %2662 = getelementptr inbounds nuw double, ptr %2658, i64 %2661
  %2663 = load double, ptr %2662, align 8
  %2664 = fadd double %2657, %2663
  %2665 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2609, 1
  %2666 = mul nuw nsw i64 %2640, 8
  %2667 = add nuw nsw i64 %2666, %2644
  %2668 = add nuw nsw i64 %2667, 0
  %2669 = getelementptr inbounds nuw double, ptr %2665, i64 %2668
  store double %2664, ptr %2669, align 8
  %2670 = add i64 %2648, 1
  br label %2647

2671:                                             ; preds = %2647
  %2672 = add i64 %2644, 1
  br label %2643

2673:                                             ; preds = %2643
  %2674 = add i64 %2640, 1
  br label %2639

2675:                                             ; preds = %2639
  %2676 = call ptr @malloc(i64 128)
  %2677 = ptrtoint ptr %2676 to i64
  %2678 = add i64 %2677, 63
  %2679 = urem i64 %2678, 64
  %2680 = sub i64 %2678, %2679
  %2681 = inttoptr i64 %2680 to ptr
  %2682 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2676, 0
  %2683 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2682, ptr %2681, 1
  %2684 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2683, i64 0, 2
  %2685 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2684, i64 1, 3, 0
  %2686 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2685, i64 8, 3, 1
  %2687 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2686, i64 1, 3, 2
  %2688 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2687, i64 8, 4, 0
  %2689 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2688, i64 1, 4, 1
  %2690 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2689, i64 1, 4, 2
  br label %2691

2691:                                             ; preds = %2717, %2675
  %2692 = phi i64 [ %2718, %2717 ], [ 0, %2675 ]
  %2693 = icmp slt i64 %2692, 1
  br i1 %2693, label %2694, label %2719

2694:                                             ; preds = %2691
  br label %2695

2695:                                             ; preds = %2715, %2694
  %2696 = phi i64 [ %2716, %2715 ], [ 0, %2694 ]
  %2697 = icmp slt i64 %2696, 8
  br i1 %2697, label %2698, label %2717

2698:                                             ; preds = %2695
  br label %2699

2699:                                             ; preds = %2702, %2698
  %2700 = phi i64 [ %2714, %2702 ], [ 0, %2698 ]
  %2701 = icmp slt i64 %2700, 1
  br i1 %2701, label %2702, label %2715

2702:                                             ; preds = %2699
  %2703 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %2704 = mul nuw nsw i64 %2692, 8
  %2705 = add nuw nsw i64 %2704, %2696
  %2706 = add nuw nsw i64 %2705, %2700
  %2707 = getelementptr inbounds nuw double, ptr %2703, i64 %2706
  %2708 = load double, ptr %2707, align 8
  %2709 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2690, 1
  %2710 = mul nuw nsw i64 %2692, 8
  %2711 = add nuw nsw i64 %2710, %2696
  %2712 = add nuw nsw i64 %2711, %2700
  %2713 = getelementptr inbounds nuw double, ptr %2709, i64 %2712
  store double %2708, ptr %2713, align 8
  %2714 = add i64 %2700, 1
  br label %2699

2715:                                             ; preds = %2699
  %2716 = add i64 %2696, 1
  br label %2695

2717:                                             ; preds = %2695
  %2718 = add i64 %2692, 1
  br label %2691

2719:                                             ; preds = %2691
  br label %2720

2720:                                             ; preds = %2763, %2719
  %2721 = phi i64 [ %2764, %2763 ], [ 0, %2719 ]
  %2722 = icmp slt i64 %2721, 1
  br i1 %2722, label %2723, label %2765

2723:                                             ; preds = %2720
  br label %2724

2724:                                             ; preds = %2761, %2723
  %2725 = phi i64 [ %2762, %2761 ], [ 0, %2723 ]
  %2726 = icmp slt i64 %2725, 8
  br i1 %2726, label %2727, label %2763

2727:                                             ; preds = %2724
  br label %2728

2728:                                             ; preds = %2731, %2727
  %2729 = phi i64 [ %2760, %2731 ], [ 0, %2727 ]
  %2730 = icmp slt i64 %2729, 32
  br i1 %2730, label %2731, label %2761

2731:                                             ; preds = %2728
  %2732 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %95, 1
  %2733 = mul nuw nsw i64 %2721, 256
  %2734 = mul nuw nsw i64 %2725, 32
  %2735 = add nuw nsw i64 %2733, %2734
  %2736 = add nuw nsw i64 %2735, %2729
  %2737 = getelementptr inbounds nuw double, ptr %2732, i64 %2736
  %2738 = load double, ptr %2737, align 8
  %2739 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2609, 1
  %2740 = mul nuw nsw i64 %2721, 8
  %2741 = add nuw nsw i64 %2740, %2725
  %2742 = add nuw nsw i64 %2741, 0
  %2743 = getelementptr inbounds nuw double, ptr %2739, i64 %2742
  %2744 = load double, ptr %2743, align 8
  %2745 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2690, 1
  %2746 = mul nuw nsw i64 %2721, 8
  %2747 = add nuw nsw i64 %2746, %2725
  %2748 = add nuw nsw i64 %2747, 0
  %2749 = getelementptr inbounds nuw double, ptr %2745, i64 %2748
  %2750 = load double, ptr %2749, align 8
  %2751 = fdiv double %2744, 3.200000e+01
  %2752 = fsub double %2738, %2751
  %2753 = fmul double %2752, %2752
  %2754 = fadd double %2753, %2750
  %2755 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2690, 1
  %2756 = mul nuw nsw i64 %2721, 8
  %2757 = add nuw nsw i64 %2756, %2725
  %2758 = add nuw nsw i64 %2757, 0
  %2759 = getelementptr inbounds nuw double, ptr %2755, i64 %2758
  store double %2754, ptr %2759, align 8
  %2760 = add i64 %2729, 1
  br label %2728

2761:                                             ; preds = %2728
  %2762 = add i64 %2725, 1
  br label %2724

2763:                                             ; preds = %2724
  %2764 = add i64 %2721, 1
  br label %2720

2765:                                             ; preds = %2720
  %2766 = call ptr @malloc(i64 96)
  %2767 = ptrtoint ptr %2766 to i64
  %2768 = add i64 %2767, 63
  %2769 = urem i64 %2768, 64
  %2770 = sub i64 %2768, %2769
  %2771 = inttoptr i64 %2770 to ptr
  %2772 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2766, 0
  %2773 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2772, ptr %2771, 1
  %2774 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2773, i64 0, 2
  %2775 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2774, i64 1, 3, 0
  %2776 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2775, i64 8, 3, 1
  %2777 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2776, i64 1, 3, 2
  %2778 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2777, i64 8, 4, 0
  %2779 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2778, i64 1, 4, 1
  %2780 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2779, i64 1, 4, 2
  br label %2781

2781:                                             ; preds = %2807, %2765
  %2782 = phi i64 [ %2808, %2807 ], [ 0, %2765 ]
  %2783 = icmp slt i64 %2782, 1
  br i1 %2783, label %2784, label %2809

2784:                                             ; preds = %2781
  br label %2785

2785:                                             ; preds = %2805, %2784
  %2786 = phi i64 [ %2806, %2805 ], [ 0, %2784 ]
  %2787 = icmp slt i64 %2786, 8
  br i1 %2787, label %2788, label %2807

2788:                                             ; preds = %2785
  br label %2789

2789:                                             ; preds = %2792, %2788
  %2790 = phi i64 [ %2804, %2792 ], [ 0, %2788 ]
  %2791 = icmp slt i64 %2790, 1
  br i1 %2791, label %2792, label %2805

2792:                                             ; preds = %2789
  %2793 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %351, 1
  %2794 = mul nuw nsw i64 %2782, 8
  %2795 = add nuw nsw i64 %2794, %2786
  %2796 = add nuw nsw i64 %2795, %2790
  %2797 = getelementptr inbounds nuw float, ptr %2793, i64 %2796
  %2798 = load float, ptr %2797, align 4
  %2799 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2780, 1
  %2800 = mul nuw nsw i64 %2782, 8
  %2801 = add nuw nsw i64 %2800, %2786
  %2802 = add nuw nsw i64 %2801, %2790
  %2803 = getelementptr inbounds nuw float, ptr %2799, i64 %2802
  store float %2798, ptr %2803, align 4
  %2804 = add i64 %2790, 1
  br label %2789

2805:                                             ; preds = %2789
  %2806 = add i64 %2786, 1
  br label %2785

2807:                                             ; preds = %2785
  %2808 = add i64 %2782, 1
  br label %2781

2809:                                             ; preds = %2781
  br label %2810

2810:                                             ; preds = %2844, %2809
  %2811 = phi i64 [ %2845, %2844 ], [ 0, %2809 ]
  %2812 = icmp slt i64 %2811, 1
  br i1 %2812, label %2813, label %2846

2813:                                             ; preds = %2810
  br label %2814

2814:                                             ; preds = %2842, %2813
  %2815 = phi i64 [ %2843, %2842 ], [ 0, %2813 ]
  %2816 = icmp slt i64 %2815, 8
  br i1 %2816, label %2817, label %2844

2817:                                             ; preds = %2814
  br label %2818

2818:                                             ; preds = %2821, %2817
  %2819 = phi i64 [ %2841, %2821 ], [ 0, %2817 ]
  %2820 = icmp slt i64 %2819, 32
  br i1 %2820, label %2821, label %2842

2821:                                             ; preds = %2818
  %2822 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2823 = mul nuw nsw i64 %2811, 256
  %2824 = mul nuw nsw i64 %2815, 32
  %2825 = add nuw nsw i64 %2823, %2824
  %2826 = add nuw nsw i64 %2825, %2819
  %2827 = getelementptr inbounds nuw float, ptr %2822, i64 %2826
  %2828 = load float, ptr %2827, align 4
  %2829 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2780, 1
  %2830 = mul nuw nsw i64 %2811, 8
  %2831 = add nuw nsw i64 %2830, %2815
  %2832 = add nuw nsw i64 %2831, 0
  %2833 = getelementptr inbounds nuw float, ptr %2829, i64 %2832
  %2834 = load float, ptr %2833, align 4
  %2835 = fadd float %2828, %2834
  %2836 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2780, 1
  %2837 = mul nuw nsw i64 %2811, 8
  %2838 = add nuw nsw i64 %2837, %2815
  %2839 = add nuw nsw i64 %2838, 0
  %2840 = getelementptr inbounds nuw float, ptr %2836, i64 %2839
  store float %2835, ptr %2840, align 4
  %2841 = add i64 %2819, 1
  br label %2818

2842:                                             ; preds = %2818
  %2843 = add i64 %2815, 1
  br label %2814

2844:                                             ; preds = %2814
  %2845 = add i64 %2811, 1
  br label %2810

2846:                                             ; preds = %2810
  br label %2847

2847:                                             ; preds = %2901, %2846
  %2848 = phi i64 [ %2902, %2901 ], [ 0, %2846 ]
  %2849 = icmp slt i64 %2848, 1
  br i1 %2849, label %2850, label %2903

2850:                                             ; preds = %2847
  br label %2851

2851:                                             ; preds = %2899, %2850
  %2852 = phi i64 [ %2900, %2899 ], [ 0, %2850 ]
  %2853 = icmp slt i64 %2852, 8
  br i1 %2853, label %2854, label %2901

2854:                                             ; preds = %2851
  br label %2855

2855:                                             ; preds = %2858, %2854
  %2856 = phi i64 [ %2898, %2858 ], [ 0, %2854 ]
  %2857 = icmp slt i64 %2856, 32
  br i1 %2857, label %2858, label %2899

2858:                                             ; preds = %2855
  %2859 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2860 = mul nuw nsw i64 %2848, 256
  %2861 = mul nuw nsw i64 %2852, 32
  %2862 = add nuw nsw i64 %2860, %2861
  %2863 = add nuw nsw i64 %2862, %2856
  %2864 = getelementptr inbounds nuw float, ptr %2859, i64 %2863
  %2865 = load float, ptr %2864, align 4
  %2866 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2780, 1
  %2867 = mul nuw nsw i64 %2848, 8
  %2868 = add nuw nsw i64 %2867, %2852
  %2869 = add nuw nsw i64 %2868, 0
  %2870 = getelementptr inbounds nuw float, ptr %2866, i64 %2869
  %2871 = load float, ptr %2870, align 4
  %2872 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2690, 1
  %2873 = mul nuw nsw i64 %2848, 8
  %2874 = add nuw nsw i64 %2873, %2852
  %2875 = add nuw nsw i64 %2874, 0
  %2876 = getelementptr inbounds nuw double, ptr %2872, i64 %2875
  %2877 = load double, ptr %2876, align 8
  %2878 = getelementptr inbounds nuw float, ptr @__constant_32xf32_14, i64 %2856
  %2879 = load float, ptr %2878, align 4
  %2880 = getelementptr inbounds nuw float, ptr @__constant_32xf32_13, i64 %2856
  %2881 = load float, ptr %2880, align 4
  %2882 = fdiv double %2877, 3.200000e+01
  %2883 = fptrunc double %2882 to float
  %2884 = fadd float %2883, f0x2B8CBCCC
  %2885 = call float @llvm.sqrt.f32(float %2884)
  %2886 = fdiv float 1.000000e+00, %2885
  %2887 = fdiv float %2871, 3.200000e+01
  %2888 = fsub float %2865, %2887
  %2889 = fmul float %2888, %2886
  %2890 = fmul float %2889, %2879
  %2891 = fadd float %2890, %2881
  %2892 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2893 = mul nuw nsw i64 %2848, 256
  %2894 = mul nuw nsw i64 %2852, 32
  %2895 = add nuw nsw i64 %2893, %2894
  %2896 = add nuw nsw i64 %2895, %2856
  %2897 = getelementptr inbounds nuw float, ptr %2892, i64 %2896
  store float %2891, ptr %2897, align 4
  %2898 = add i64 %2856, 1
  br label %2855

2899:                                             ; preds = %2855
  %2900 = add i64 %2852, 1
  br label %2851

2901:                                             ; preds = %2851
  %2902 = add i64 %2848, 1
  br label %2847

2903:                                             ; preds = %2847
  %2904 = call ptr @malloc(i64 1088)
  %2905 = ptrtoint ptr %2904 to i64
  %2906 = add i64 %2905, 63
  %2907 = urem i64 %2906, 64
  %2908 = sub i64 %2906, %2907
  %2909 = inttoptr i64 %2908 to ptr
  %2910 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2904, 0
  %2911 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2910, ptr %2909, 1
  %2912 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2911, i64 0, 2
  %2913 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2912, i64 1, 3, 0
  %2914 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2913, i64 8, 3, 1
  %2915 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2914, i64 2, 3, 2
  %2916 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2915, i64 16, 3, 3
  %2917 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2916, i64 256, 4, 0
  %2918 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2917, i64 32, 4, 1
  %2919 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2918, i64 16, 4, 2
  %2920 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2919, i64 1, 4, 3
  br label %2921

2921:                                             ; preds = %2959, %2903
  %2922 = phi i64 [ %2960, %2959 ], [ 0, %2903 ]
  %2923 = icmp slt i64 %2922, 1
  br i1 %2923, label %2924, label %2961

2924:                                             ; preds = %2921
  br label %2925

2925:                                             ; preds = %2957, %2924
  %2926 = phi i64 [ %2958, %2957 ], [ 0, %2924 ]
  %2927 = icmp slt i64 %2926, 8
  br i1 %2927, label %2928, label %2959

2928:                                             ; preds = %2925
  br label %2929

2929:                                             ; preds = %2955, %2928
  %2930 = phi i64 [ %2956, %2955 ], [ 0, %2928 ]
  %2931 = icmp slt i64 %2930, 2
  br i1 %2931, label %2932, label %2957

2932:                                             ; preds = %2929
  br label %2933

2933:                                             ; preds = %2936, %2932
  %2934 = phi i64 [ %2954, %2936 ], [ 0, %2932 ]
  %2935 = icmp slt i64 %2934, 16
  br i1 %2935, label %2936, label %2955

2936:                                             ; preds = %2933
  %2937 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %554, 1
  %2938 = mul nuw nsw i64 %2922, 256
  %2939 = mul nuw nsw i64 %2926, 32
  %2940 = add nuw nsw i64 %2938, %2939
  %2941 = mul nuw nsw i64 %2930, 16
  %2942 = add nuw nsw i64 %2940, %2941
  %2943 = add nuw nsw i64 %2942, %2934
  %2944 = getelementptr inbounds nuw float, ptr %2937, i64 %2943
  %2945 = load float, ptr %2944, align 4
  %2946 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2920, 1
  %2947 = mul nuw nsw i64 %2922, 256
  %2948 = mul nuw nsw i64 %2926, 32
  %2949 = add nuw nsw i64 %2947, %2948
  %2950 = mul nuw nsw i64 %2930, 16
  %2951 = add nuw nsw i64 %2949, %2950
  %2952 = add nuw nsw i64 %2951, %2934
  %2953 = getelementptr inbounds nuw float, ptr %2946, i64 %2952
  store float %2945, ptr %2953, align 4
  %2954 = add i64 %2934, 1
  br label %2933

2955:                                             ; preds = %2933
  %2956 = add i64 %2930, 1
  br label %2929

2957:                                             ; preds = %2929
  %2958 = add i64 %2926, 1
  br label %2925

2959:                                             ; preds = %2925
  %2960 = add i64 %2922, 1
  br label %2921

2961:                                             ; preds = %2921
  br label %2962

2962:                                             ; preds = %3021, %2961
  %2963 = phi i64 [ %3022, %3021 ], [ 0, %2961 ]
  %2964 = icmp slt i64 %2963, 1
  br i1 %2964, label %2965, label %3023

2965:                                             ; preds = %2962
  br label %2966

2966:                                             ; preds = %3019, %2965
  %2967 = phi i64 [ %3020, %3019 ], [ 0, %2965 ]
  %2968 = icmp slt i64 %2967, 8
  br i1 %2968, label %2969, label %3021

2969:                                             ; preds = %2966
  br label %2970

2970:                                             ; preds = %3017, %2969
  %2971 = phi i64 [ %3018, %3017 ], [ 0, %2969 ]
  %2972 = icmp slt i64 %2971, 2
  br i1 %2972, label %2973, label %3019

2973:                                             ; preds = %2970
  br label %2974

2974:                                             ; preds = %3015, %2973
  %2975 = phi i64 [ %3016, %3015 ], [ 0, %2973 ]
  %2976 = icmp slt i64 %2975, 16
  br i1 %2976, label %2977, label %3017

2977:                                             ; preds = %2974
  br label %2978

2978:                                             ; preds = %2981, %2977
  %2979 = phi i64 [ %3014, %2981 ], [ 0, %2977 ]
  %2980 = icmp slt i64 %2979, 32
  br i1 %2980, label %2981, label %3015

2981:                                             ; preds = %2978
  %2982 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2983 = mul nuw nsw i64 %2963, 256
  %2984 = mul nuw nsw i64 %2967, 32
  %2985 = add nuw nsw i64 %2983, %2984
  %2986 = add nuw nsw i64 %2985, %2979
  %2987 = getelementptr inbounds nuw float, ptr %2982, i64 %2986
  %2988 = load float, ptr %2987, align 4
  %2989 = mul nuw nsw i64 %2971, 512
  %2990 = mul nuw nsw i64 %2975, 32
  %2991 = add nuw nsw i64 %2989, %2990
  %2992 = add nuw nsw i64 %2991, %2979
  %2993 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_12, i64 %2992
  %2994 = load float, ptr %2993, align 4
  %2995 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2920, 1
  %2996 = mul nuw nsw i64 %2963, 256
  %2997 = mul nuw nsw i64 %2967, 32
  %2998 = add nuw nsw i64 %2996, %2997
  %2999 = mul nuw nsw i64 %2971, 16
  %3000 = add nuw nsw i64 %2998, %2999
  %3001 = add nuw nsw i64 %3000, %2975
  %3002 = getelementptr inbounds nuw float, ptr %2995, i64 %3001
  %3003 = load float, ptr %3002, align 4
  %3004 = fmul float %2988, %2994
  %3005 = fadd float %3003, %3004
  %3006 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2920, 1
  %3007 = mul nuw nsw i64 %2963, 256
  %3008 = mul nuw nsw i64 %2967, 32
  %3009 = add nuw nsw i64 %3007, %3008
  %3010 = mul nuw nsw i64 %2971, 16
  %3011 = add nuw nsw i64 %3009, %3010
  %3012 = add nuw nsw i64 %3011, %2975
  %3013 = getelementptr inbounds nuw float, ptr %3006, i64 %3012
  store float %3005, ptr %3013, align 4
  %3014 = add i64 %2979, 1
  br label %2978

3015:                                             ; preds = %2978
  %3016 = add i64 %2975, 1
  br label %2974

3017:                                             ; preds = %2974
  %3018 = add i64 %2971, 1
  br label %2970

3019:                                             ; preds = %2970
  %3020 = add i64 %2967, 1
  br label %2966

3021:                                             ; preds = %2966
  %3022 = add i64 %2963, 1
  br label %2962

3023:                                             ; preds = %2962
  %3024 = call ptr @malloc(i64 1088)
  %3025 = ptrtoint ptr %3024 to i64
  %3026 = add i64 %3025, 63
  %3027 = urem i64 %3026, 64
  %3028 = sub i64 %3026, %3027
  %3029 = inttoptr i64 %3028 to ptr
  %3030 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3024, 0
  %3031 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3030, ptr %3029, 1
  %3032 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3031, i64 0, 2
  %3033 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3032, i64 1, 3, 0
  %3034 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3033, i64 8, 3, 1
  %3035 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3034, i64 2, 3, 2
  %3036 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3035, i64 16, 3, 3
  %3037 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3036, i64 256, 4, 0
  %3038 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3037, i64 32, 4, 1
  %3039 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3038, i64 16, 4, 2
  %3040 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3039, i64 1, 4, 3
  br label %3041

3041:                                             ; preds = %3079, %3023
  %3042 = phi i64 [ %3080, %3079 ], [ 0, %3023 ]
  %3043 = icmp slt i64 %3042, 1
  br i1 %3043, label %3044, label %3081

3044:                                             ; preds = %3041
  br label %3045

3045:                                             ; preds = %3077, %3044
  %3046 = phi i64 [ %3078, %3077 ], [ 0, %3044 ]
  %3047 = icmp slt i64 %3046, 8
  br i1 %3047, label %3048, label %3079

3048:                                             ; preds = %3045
  br label %3049

3049:                                             ; preds = %3075, %3048
  %3050 = phi i64 [ %3076, %3075 ], [ 0, %3048 ]
  %3051 = icmp slt i64 %3050, 2
  br i1 %3051, label %3052, label %3077

3052:                                             ; preds = %3049
  br label %3053

3053:                                             ; preds = %3056, %3052
  %3054 = phi i64 [ %3074, %3056 ], [ 0, %3052 ]
  %3055 = icmp slt i64 %3054, 16
  br i1 %3055, label %3056, label %3075

3056:                                             ; preds = %3053
  %3057 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %554, 1
  %3058 = mul nuw nsw i64 %3042, 256
  %3059 = mul nuw nsw i64 %3046, 32
  %3060 = add nuw nsw i64 %3058, %3059
  %3061 = mul nuw nsw i64 %3050, 16
  %3062 = add nuw nsw i64 %3060, %3061
  %3063 = add nuw nsw i64 %3062, %3054
  %3064 = getelementptr inbounds nuw float, ptr %3057, i64 %3063
  %3065 = load float, ptr %3064, align 4
  %3066 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3040, 1
  %3067 = mul nuw nsw i64 %3042, 256
  %3068 = mul nuw nsw i64 %3046, 32
  %3069 = add nuw nsw i64 %3067, %3068
  %3070 = mul nuw nsw i64 %3050, 16
  %3071 = add nuw nsw i64 %3069, %3070
  %3072 = add nuw nsw i64 %3071, %3054
  %3073 = getelementptr inbounds nuw float, ptr %3066, i64 %3072
  store float %3065, ptr %3073, align 4
  %3074 = add i64 %3054, 1
  br label %3053

3075:                                             ; preds = %3053
  %3076 = add i64 %3050, 1
  br label %3049

3077:                                             ; preds = %3049
  %3078 = add i64 %3046, 1
  br label %3045

3079:                                             ; preds = %3045
  %3080 = add i64 %3042, 1
  br label %3041

3081:                                             ; preds = %3041
  br label %3082

3082:                                             ; preds = %3141, %3081
  %3083 = phi i64 [ %3142, %3141 ], [ 0, %3081 ]
  %3084 = icmp slt i64 %3083, 1
  br i1 %3084, label %3085, label %3143

3085:                                             ; preds = %3082
  br label %3086

3086:                                             ; preds = %3139, %3085
  %3087 = phi i64 [ %3140, %3139 ], [ 0, %3085 ]
  %3088 = icmp slt i64 %3087, 8
  br i1 %3088, label %3089, label %3141

3089:                                             ; preds = %3086
  br label %3090

3090:                                             ; preds = %3137, %3089
  %3091 = phi i64 [ %3138, %3137 ], [ 0, %3089 ]
  %3092 = icmp slt i64 %3091, 2
  br i1 %3092, label %3093, label %3139

3093:                                             ; preds = %3090
  br label %3094

3094:                                             ; preds = %3135, %3093
  %3095 = phi i64 [ %3136, %3135 ], [ 0, %3093 ]
  %3096 = icmp slt i64 %3095, 16
  br i1 %3096, label %3097, label %3137

3097:                                             ; preds = %3094
  br label %3098

3098:                                             ; preds = %3101, %3097
  %3099 = phi i64 [ %3134, %3101 ], [ 0, %3097 ]
  %3100 = icmp slt i64 %3099, 32
  br i1 %3100, label %3101, label %3135

3101:                                             ; preds = %3098
  %3102 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3103 = mul nuw nsw i64 %3083, 256
  %3104 = mul nuw nsw i64 %3087, 32
  %3105 = add nuw nsw i64 %3103, %3104
  %3106 = add nuw nsw i64 %3105, %3099
  %3107 = getelementptr inbounds nuw float, ptr %3102, i64 %3106
  %3108 = load float, ptr %3107, align 4
  %3109 = mul nuw nsw i64 %3091, 512
  %3110 = mul nuw nsw i64 %3095, 32
  %3111 = add nuw nsw i64 %3109, %3110
  %3112 = add nuw nsw i64 %3111, %3099
  %3113 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_10, i64 %3112
  %3114 = load float, ptr %3113, align 4
  %3115 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3040, 1
  %3116 = mul nuw nsw i64 %3083, 256
  %3117 = mul nuw nsw i64 %3087, 32
  %3118 = add nuw nsw i64 %3116, %3117
  %3119 = mul nuw nsw i64 %3091, 16
  %3120 = add nuw nsw i64 %3118, %3119
  %3121 = add nuw nsw i64 %3120, %3095
  %3122 = getelementptr inbounds nuw float, ptr %3115, i64 %3121
  %3123 = load float, ptr %3122, align 4
  %3124 = fmul float %3108, %3114
  %3125 = fadd float %3123, %3124
  %3126 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3040, 1
  %3127 = mul nuw nsw i64 %3083, 256
  %3128 = mul nuw nsw i64 %3087, 32
  %3129 = add nuw nsw i64 %3127, %3128
  %3130 = mul nuw nsw i64 %3091, 16
  %3131 = add nuw nsw i64 %3129, %3130
  %3132 = add nuw nsw i64 %3131, %3095
  %3133 = getelementptr inbounds nuw float, ptr %3126, i64 %3132
  store float %3125, ptr %3133, align 4
  %3134 = add i64 %3099, 1
  br label %3098

3135:                                             ; preds = %3098
  %3136 = add i64 %3095, 1
  br label %3094

3137:                                             ; preds = %3094
  %3138 = add i64 %3091, 1
  br label %3090

3139:                                             ; preds = %3090
  %3140 = add i64 %3087, 1
  br label %3086

3141:                                             ; preds = %3086
  %3142 = add i64 %3083, 1
  br label %3082

3143:                                             ; preds = %3082
  %3144 = call ptr @malloc(i64 1088)
  %3145 = ptrtoint ptr %3144 to i64
  %3146 = add i64 %3145, 63
  %3147 = urem i64 %3146, 64
  %3148 = sub i64 %3146, %3147
  %3149 = inttoptr i64 %3148 to ptr
  %3150 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3144, 0
  %3151 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3150, ptr %3149, 1
  %3152 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3151, i64 0, 2
  %3153 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3152, i64 1, 3, 0
  %3154 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3153, i64 8, 3, 1
  %3155 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3154, i64 2, 3, 2
  %3156 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3155, i64 16, 3, 3
  %3157 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3156, i64 256, 4, 0
  %3158 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3157, i64 32, 4, 1
  %3159 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3158, i64 16, 4, 2
  %3160 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3159, i64 1, 4, 3
  br label %3161

3161:                                             ; preds = %3199, %3143
  %3162 = phi i64 [ %3200, %3199 ], [ 0, %3143 ]
  %3163 = icmp slt i64 %3162, 1
  br i1 %3163, label %3164, label %3201

3164:                                             ; preds = %3161
  br label %3165

3165:                                             ; preds = %3197, %3164
  %3166 = phi i64 [ %3198, %3197 ], [ 0, %3164 ]
  %3167 = icmp slt i64 %3166, 8
  br i1 %3167, label %3168, label %3199

3168:                                             ; preds = %3165
  br label %3169

3169:                                             ; preds = %3195, %3168
  %3170 = phi i64 [ %3196, %3195 ], [ 0, %3168 ]
  %3171 = icmp slt i64 %3170, 2
  br i1 %3171, label %3172, label %3197

3172:                                             ; preds = %3169
  br label %3173

3173:                                             ; preds = %3176, %3172
  %3174 = phi i64 [ %3194, %3176 ], [ 0, %3172 ]
  %3175 = icmp slt i64 %3174, 16
  br i1 %3175, label %3176, label %3195

3176:                                             ; preds = %3173
  %3177 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %554, 1
  %3178 = mul nuw nsw i64 %3162, 256
  %3179 = mul nuw nsw i64 %3166, 32
  %3180 = add nuw nsw i64 %3178, %3179
  %3181 = mul nuw nsw i64 %3170, 16
  %3182 = add nuw nsw i64 %3180, %3181
  %3183 = add nuw nsw i64 %3182, %3174
  %3184 = getelementptr inbounds nuw float, ptr %3177, i64 %3183
  %3185 = load float, ptr %3184, align 4
  %3186 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3160, 1
  %3187 = mul nuw nsw i64 %3162, 256
  %3188 = mul nuw nsw i64 %3166, 32
  %3189 = add nuw nsw i64 %3187, %3188
  %3190 = mul nuw nsw i64 %3170, 16
  %3191 = add nuw nsw i64 %3189, %3190
  %3192 = add nuw nsw i64 %3191, %3174
  %3193 = getelementptr inbounds nuw float, ptr %3186, i64 %3192
  store float %3185, ptr %3193, align 4
  %3194 = add i64 %3174, 1
  br label %3173

3195:                                             ; preds = %3173
  %3196 = add i64 %3170, 1
  br label %3169

3197:                                             ; preds = %3169
  %3198 = add i64 %3166, 1
  br label %3165

3199:                                             ; preds = %3165
  %3200 = add i64 %3162, 1
  br label %3161

3201:                                             ; preds = %3161
  br label %3202

3202:                                             ; preds = %3261, %3201
  %3203 = phi i64 [ %3262, %3261 ], [ 0, %3201 ]
  %3204 = icmp slt i64 %3203, 1
  br i1 %3204, label %3205, label %3263

3205:                                             ; preds = %3202
  br label %3206

3206:                                             ; preds = %3259, %3205
  %3207 = phi i64 [ %3260, %3259 ], [ 0, %3205 ]
  %3208 = icmp slt i64 %3207, 8
  br i1 %3208, label %3209, label %3261

3209:                                             ; preds = %3206
  br label %3210

3210:                                             ; preds = %3257, %3209
  %3211 = phi i64 [ %3258, %3257 ], [ 0, %3209 ]
  %3212 = icmp slt i64 %3211, 2
  br i1 %3212, label %3213, label %3259

3213:                                             ; preds = %3210
  br label %3214

3214:                                             ; preds = %3255, %3213
  %3215 = phi i64 [ %3256, %3255 ], [ 0, %3213 ]
  %3216 = icmp slt i64 %3215, 16
  br i1 %3216, label %3217, label %3257

3217:                                             ; preds = %3214
  br label %3218

3218:                                             ; preds = %3221, %3217
  %3219 = phi i64 [ %3254, %3221 ], [ 0, %3217 ]
  %3220 = icmp slt i64 %3219, 32
  br i1 %3220, label %3221, label %3255

3221:                                             ; preds = %3218
  %3222 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3223 = mul nuw nsw i64 %3203, 256
  %3224 = mul nuw nsw i64 %3207, 32
  %3225 = add nuw nsw i64 %3223, %3224
  %3226 = add nuw nsw i64 %3225, %3219
  %3227 = getelementptr inbounds nuw float, ptr %3222, i64 %3226
  %3228 = load float, ptr %3227, align 4
  %3229 = mul nuw nsw i64 %3211, 512
  %3230 = mul nuw nsw i64 %3215, 32
  %3231 = add nuw nsw i64 %3229, %3230
  %3232 = add nuw nsw i64 %3231, %3219
  %3233 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_8, i64 %3232
  %3234 = load float, ptr %3233, align 4
  %3235 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3160, 1
  %3236 = mul nuw nsw i64 %3203, 256
  %3237 = mul nuw nsw i64 %3207, 32
  %3238 = add nuw nsw i64 %3236, %3237
  %3239 = mul nuw nsw i64 %3211, 16
  %3240 = add nuw nsw i64 %3238, %3239
  %3241 = add nuw nsw i64 %3240, %3215
  %3242 = getelementptr inbounds nuw float, ptr %3235, i64 %3241
  %3243 = load float, ptr %3242, align 4
  %3244 = fmul float %3228, %3234
  %3245 = fadd float %3243, %3244
  %3246 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3160, 1
  %3247 = mul nuw nsw i64 %3203, 256
  %3248 = mul nuw nsw i64 %3207, 32
  %3249 = add nuw nsw i64 %3247, %3248
  %3250 = mul nuw nsw i64 %3211, 16
  %3251 = add nuw nsw i64 %3249, %3250
  %3252 = add nuw nsw i64 %3251, %3215
  %3253 = getelementptr inbounds nuw float, ptr %3246, i64 %3252
  store float %3245, ptr %3253, align 4
  %3254 = add i64 %3219, 1
  br label %3218

3255:                                             ; preds = %3218
  %3256 = add i64 %3215, 1
  br label %3214

3257:                                             ; preds = %3214
  %3258 = add i64 %3211, 1
  br label %3210

3259:                                             ; preds = %3210
  %3260 = add i64 %3207, 1
  br label %3206

3261:                                             ; preds = %3206
  %3262 = add i64 %3203, 1
  br label %3202

3263:                                             ; preds = %3202
  br label %3264

3264:                                             ; preds = %3338, %3263
  %3265 = phi i64 [ %3339, %3338 ], [ 0, %3263 ]
  %3266 = icmp slt i64 %3265, 1
  br i1 %3266, label %3267, label %3340

3267:                                             ; preds = %3264
  br label %3268

3268:                                             ; preds = %3336, %3267
  %3269 = phi i64 [ %3337, %3336 ], [ 0, %3267 ]
  %3270 = icmp slt i64 %3269, 2
  br i1 %3270, label %3271, label %3338

3271:                                             ; preds = %3268
  br label %3272

3272:                                             ; preds = %3334, %3271
  %3273 = phi i64 [ %3335, %3334 ], [ 0, %3271 ]
  %3274 = icmp slt i64 %3273, 8
  br i1 %3274, label %3275, label %3336

3275:                                             ; preds = %3272
  br label %3276

3276:                                             ; preds = %3332, %3275
  %3277 = phi i64 [ %3333, %3332 ], [ 0, %3275 ]
  %3278 = icmp slt i64 %3277, 8
  br i1 %3278, label %3279, label %3334

3279:                                             ; preds = %3276
  br label %3280

3280:                                             ; preds = %3283, %3279
  %3281 = phi i64 [ %3331, %3283 ], [ 0, %3279 ]
  %3282 = icmp slt i64 %3281, 16
  br i1 %3282, label %3283, label %3332

3283:                                             ; preds = %3280
  %3284 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2920, 1
  %3285 = mul nuw nsw i64 %3265, 256
  %3286 = mul nuw nsw i64 %3273, 32
  %3287 = add nuw nsw i64 %3285, %3286
  %3288 = mul nuw nsw i64 %3269, 16
  %3289 = add nuw nsw i64 %3287, %3288
  %3290 = add nuw nsw i64 %3289, %3281
  %3291 = getelementptr inbounds nuw float, ptr %3284, i64 %3290
  %3292 = load float, ptr %3291, align 4
  %3293 = mul nuw nsw i64 %3269, 16
  %3294 = add nuw nsw i64 %3293, %3281
  %3295 = getelementptr inbounds nuw float, ptr @__constant_32xf32_11, i64 %3294
  %3296 = load float, ptr %3295, align 4
  %3297 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3040, 1
  %3298 = mul nuw nsw i64 %3265, 256
  %3299 = mul nuw nsw i64 %3277, 32
  %3300 = add nuw nsw i64 %3298, %3299
  %3301 = mul nuw nsw i64 %3269, 16
  %3302 = add nuw nsw i64 %3300, %3301
  %3303 = add nuw nsw i64 %3302, %3281
  %3304 = getelementptr inbounds nuw float, ptr %3297, i64 %3303
  %3305 = load float, ptr %3304, align 4
  %3306 = mul nuw nsw i64 %3269, 16
  %3307 = add nuw nsw i64 %3306, %3281
  %3308 = getelementptr inbounds nuw float, ptr @__constant_32xf32_9, i64 %3307
  %3309 = load float, ptr %3308, align 4
  %3310 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %966, 1
  %3311 = mul nuw nsw i64 %3265, 128
  %3312 = mul nuw nsw i64 %3269, 64
  %3313 = add nuw nsw i64 %3311, %3312
  %3314 = mul nuw nsw i64 %3273, 8
  %3315 = add nuw nsw i64 %3313, %3314
  %3316 = add nuw nsw i64 %3315, %3277
  %3317 = getelementptr inbounds nuw float, ptr %3310, i64 %3316
  %3318 = load float, ptr %3317, align 4
  %3319 = fadd float %3305, %3309
  %3320 = fadd float %3292, %3296
  %3321 = fmul float %3320, %3319
  %3322 = fadd float %3318, %3321
  %3323 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %966, 1
  %3324 = mul nuw nsw i64 %3265, 128
  %3325 = mul nuw nsw i64 %3269, 64
  %3326 = add nuw nsw i64 %3324, %3325
  %3327 = mul nuw nsw i64 %3273, 8
  %3328 = add nuw nsw i64 %3326, %3327
  %3329 = add nuw nsw i64 %3328, %3277
  %3330 = getelementptr inbounds nuw float, ptr %3323, i64 %3329
  store float %3322, ptr %3330, align 4
  %3331 = add i64 %3281, 1
  br label %3280

3332:                                             ; preds = %3280
  %3333 = add i64 %3277, 1
  br label %3276

3334:                                             ; preds = %3276
  %3335 = add i64 %3273, 1
  br label %3272

3336:                                             ; preds = %3272
  %3337 = add i64 %3269, 1
  br label %3268

3338:                                             ; preds = %3268
  %3339 = add i64 %3265, 1
  br label %3264

3340:                                             ; preds = %3264
  br label %3341

3341:                                             ; preds = %3380, %3340
  %3342 = phi i64 [ %3381, %3380 ], [ 0, %3340 ]
  %3343 = icmp slt i64 %3342, 1
  br i1 %3343, label %3344, label %3382

3344:                                             ; preds = %3341
  br label %3345

3345:                                             ; preds = %3378, %3344
  %3346 = phi i64 [ %3379, %3378 ], [ 0, %3344 ]
  %3347 = icmp slt i64 %3346, 2
  br i1 %3347, label %3348, label %3380

3348:                                             ; preds = %3345
  br label %3349

3349:                                             ; preds = %3376, %3348
  %3350 = phi i64 [ %3377, %3376 ], [ 0, %3348 ]
  %3351 = icmp slt i64 %3350, 8
  br i1 %3351, label %3352, label %3378

3352:                                             ; preds = %3349
  br label %3353

3353:                                             ; preds = %3356, %3352
  %3354 = phi i64 [ %3375, %3356 ], [ 0, %3352 ]
  %3355 = icmp slt i64 %3354, 8
  br i1 %3355, label %3356, label %3376

3356:                                             ; preds = %3353
  %3357 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %966, 1
  %3358 = mul nuw nsw i64 %3342, 128
  %3359 = mul nuw nsw i64 %3346, 64
  %3360 = add nuw nsw i64 %3358, %3359
  %3361 = mul nuw nsw i64 %3350, 8
  %3362 = add nuw nsw i64 %3360, %3361
  %3363 = add nuw nsw i64 %3362, %3354
  %3364 = getelementptr inbounds nuw float, ptr %3357, i64 %3363
  %3365 = load float, ptr %3364, align 4
  %3366 = fdiv float %3365, 4.000000e+00
  %3367 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1118, 1
  %3368 = mul nuw nsw i64 %3342, 128
  %3369 = mul nuw nsw i64 %3346, 64
  %3370 = add nuw nsw i64 %3368, %3369
  %3371 = mul nuw nsw i64 %3350, 8
  %3372 = add nuw nsw i64 %3370, %3371
  %3373 = add nuw nsw i64 %3372, %3354
  %3374 = getelementptr inbounds nuw float, ptr %3367, i64 %3373
  store float %3366, ptr %3374, align 4
  %3375 = add i64 %3354, 1
  br label %3353

3376:                                             ; preds = %3353
  %3377 = add i64 %3350, 1
  br label %3349

3378:                                             ; preds = %3349
  %3379 = add i64 %3346, 1
  br label %3345

3380:                                             ; preds = %3345
  %3381 = add i64 %3342, 1
  br label %3341

3382:                                             ; preds = %3341
  br label %3383

3383:                                             ; preds = %3437, %3382
  %3384 = phi i64 [ %3438, %3437 ], [ 0, %3382 ]
  %3385 = icmp slt i64 %3384, 1
  br i1 %3385, label %3386, label %3439

3386:                                             ; preds = %3383
  br label %3387

3387:                                             ; preds = %3435, %3386
  %3388 = phi i64 [ %3436, %3435 ], [ 0, %3386 ]
  %3389 = icmp slt i64 %3388, 2
  br i1 %3389, label %3390, label %3437

3390:                                             ; preds = %3387
  br label %3391

3391:                                             ; preds = %3433, %3390
  %3392 = phi i64 [ %3434, %3433 ], [ 0, %3390 ]
  %3393 = icmp slt i64 %3392, 8
  br i1 %3393, label %3394, label %3435

3394:                                             ; preds = %3391
  br label %3395

3395:                                             ; preds = %3431, %3394
  %3396 = phi i64 [ %3432, %3431 ], [ 0, %3394 ]
  %3397 = icmp slt i64 %3396, 1
  br i1 %3397, label %3398, label %3433

3398:                                             ; preds = %3395
  br label %3399

3399:                                             ; preds = %3402, %3398
  %3400 = phi i64 [ %3430, %3402 ], [ 0, %3398 ]
  %3401 = icmp slt i64 %3400, 8
  br i1 %3401, label %3402, label %3431

3402:                                             ; preds = %3399
  %3403 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1214, 1
  %3404 = mul nuw nsw i64 %3384, 128
  %3405 = mul nuw nsw i64 %3388, 64
  %3406 = add nuw nsw i64 %3404, %3405
  %3407 = mul nuw nsw i64 %3392, 8
  %3408 = add nuw nsw i64 %3406, %3407
  %3409 = mul nuw nsw i64 %3396, 8
  %3410 = add nuw nsw i64 %3408, %3409
  %3411 = add nuw nsw i64 %3410, %3400
  %3412 = getelementptr inbounds nuw float, ptr %3403, i64 %3411
  %3413 = load float, ptr %3412, align 4
  %3414 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1227, 1
  %3415 = mul nuw nsw i64 %3384, 16
  %3416 = mul nuw nsw i64 %3388, 8
  %3417 = add nuw nsw i64 %3415, %3416
  %3418 = add nuw nsw i64 %3417, %3392
  %3419 = add nuw nsw i64 %3418, %3396
  %3420 = getelementptr inbounds nuw float, ptr %3414, i64 %3419
  %3421 = load float, ptr %3420, align 4
  %3422 = call float @llvm.maximum.f32(float %3413, float %3421)
  %3423 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1227, 1
  %3424 = mul nuw nsw i64 %3384, 16
  %3425 = mul nuw nsw i64 %3388, 8
  %3426 = add nuw nsw i64 %3424, %3425
  %3427 = add nuw nsw i64 %3426, %3392
  %3428 = add nuw nsw i64 %3427, %3396
  %3429 = getelementptr inbounds nuw float, ptr %3423, i64 %3428
  store float %3422, ptr %3429, align 4
  %3430 = add i64 %3400, 1
  br label %3399

3431:                                             ; preds = %3399
  %3432 = add i64 %3396, 1
  br label %3395

3433:                                             ; preds = %3395
  %3434 = add i64 %3392, 1
  br label %3391

3435:                                             ; preds = %3391
  %3436 = add i64 %3388, 1
  br label %3387

3437:                                             ; preds = %3387
  %3438 = add i64 %3384, 1
  br label %3383

3439:                                             ; preds = %3383
  br label %3440

3440:                                             ; preds = %3489, %3439
  %3441 = phi i64 [ %3490, %3489 ], [ 0, %3439 ]
  %3442 = icmp slt i64 %3441, 1
  br i1 %3442, label %3443, label %3491

3443:                                             ; preds = %3440
  br label %3444

3444:                                             ; preds = %3487, %3443
  %3445 = phi i64 [ %3488, %3487 ], [ 0, %3443 ]
  %3446 = icmp slt i64 %3445, 2
  br i1 %3446, label %3447, label %3489

3447:                                             ; preds = %3444
  br label %3448

3448:                                             ; preds = %3485, %3447
  %3449 = phi i64 [ %3486, %3485 ], [ 0, %3447 ]
  %3450 = icmp slt i64 %3449, 8
  br i1 %3450, label %3451, label %3487

3451:                                             ; preds = %3448
  br label %3452

3452:                                             ; preds = %3455, %3451
  %3453 = phi i64 [ %3484, %3455 ], [ 0, %3451 ]
  %3454 = icmp slt i64 %3453, 8
  br i1 %3454, label %3455, label %3485

3455:                                             ; preds = %3452
  %3456 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1118, 1
  %3457 = mul nuw nsw i64 %3441, 128
  %3458 = mul nuw nsw i64 %3445, 64
  %3459 = add nuw nsw i64 %3457, %3458
  %3460 = mul nuw nsw i64 %3449, 8
  %3461 = add nuw nsw i64 %3459, %3460
  %3462 = add nuw nsw i64 %3461, %3453
  %3463 = getelementptr inbounds nuw float, ptr %3456, i64 %3462
  %3464 = load float, ptr %3463, align 4
  %3465 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1227, 1
  %3466 = mul nuw nsw i64 %3441, 16
  %3467 = mul nuw nsw i64 %3445, 8
  %3468 = add nuw nsw i64 %3466, %3467
  %3469 = add nuw nsw i64 %3468, %3449
  %3470 = add nuw nsw i64 %3469, 0
  %3471 = getelementptr inbounds nuw float, ptr %3465, i64 %3470
  %3472 = load float, ptr %3471, align 4
  %3473 = fsub float %3464, %3472
  %3474 = fmul float %3473, f0x3FB8AA3B
  %3475 = call float @llvm.exp2.f32(float %3474)
  %3476 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1118, 1
  %3477 = mul nuw nsw i64 %3441, 128
  %3478 = mul nuw nsw i64 %3445, 64
  %3479 = add nuw nsw i64 %3477, %3478
  %3480 = mul nuw nsw i64 %3449, 8
  %3481 = add nuw nsw i64 %3479, %3480
  %3482 = add nuw nsw i64 %3481, %3453
  %3483 = getelementptr inbounds nuw float, ptr %3476, i64 %3482
  store float %3475, ptr %3483, align 4
  %3484 = add i64 %3453, 1
  br label %3452

3485:                                             ; preds = %3452
  %3486 = add i64 %3449, 1
  br label %3448

3487:                                             ; preds = %3448
  %3488 = add i64 %3445, 1
  br label %3444

3489:                                             ; preds = %3444
  %3490 = add i64 %3441, 1
  br label %3440

3491:                                             ; preds = %3440
  br label %3492

3492:                                             ; preds = %3538, %3491
  %3493 = phi i64 [ %3539, %3538 ], [ 0, %3491 ]
  %3494 = icmp slt i64 %3493, 1
  br i1 %3494, label %3495, label %3540

3495:                                             ; preds = %3492
  br label %3496

3496:                                             ; preds = %3536, %3495
  %3497 = phi i64 [ %3537, %3536 ], [ 0, %3495 ]
  %3498 = icmp slt i64 %3497, 2
  br i1 %3498, label %3499, label %3538

3499:                                             ; preds = %3496
  br label %3500

3500:                                             ; preds = %3534, %3499
  %3501 = phi i64 [ %3535, %3534 ], [ 0, %3499 ]
  %3502 = icmp slt i64 %3501, 8
  br i1 %3502, label %3503, label %3536

3503:                                             ; preds = %3500
  br label %3504

3504:                                             ; preds = %3507, %3503
  %3505 = phi i64 [ %3533, %3507 ], [ 0, %3503 ]
  %3506 = icmp slt i64 %3505, 8
  br i1 %3506, label %3507, label %3534

3507:                                             ; preds = %3504
  %3508 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1118, 1
  %3509 = mul nuw nsw i64 %3493, 128
  %3510 = mul nuw nsw i64 %3497, 64
  %3511 = add nuw nsw i64 %3509, %3510
  %3512 = mul nuw nsw i64 %3501, 8
  %3513 = add nuw nsw i64 %3511, %3512
  %3514 = add nuw nsw i64 %3513, %3505
  %3515 = getelementptr inbounds nuw float, ptr %3508, i64 %3514
  %3516 = load float, ptr %3515, align 4
  %3517 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1409, 1
  %3518 = mul nuw nsw i64 %3493, 16
  %3519 = mul nuw nsw i64 %3497, 8
  %3520 = add nuw nsw i64 %3518, %3519
  %3521 = add nuw nsw i64 %3520, %3501
  %3522 = add nuw nsw i64 %3521, 0
  %3523 = getelementptr inbounds nuw float, ptr %3517, i64 %3522
  %3524 = load float, ptr %3523, align 4
  %3525 = fadd float %3516, %3524
  %3526 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1409, 1
  %3527 = mul nuw nsw i64 %3493, 16
  %3528 = mul nuw nsw i64 %3497, 8
  %3529 = add nuw nsw i64 %3527, %3528
  %3530 = add nuw nsw i64 %3529, %3501
  %3531 = add nuw nsw i64 %3530, 0
  %3532 = getelementptr inbounds nuw float, ptr %3526, i64 %3531
  store float %3525, ptr %3532, align 4
  %3533 = add i64 %3505, 1
  br label %3504

3534:                                             ; preds = %3504
  %3535 = add i64 %3501, 1
  br label %3500

3536:                                             ; preds = %3500
  %3537 = add i64 %3497, 1
  br label %3496

3538:                                             ; preds = %3496
  %3539 = add i64 %3493, 1
  br label %3492

3540:                                             ; preds = %3492
  br label %3541

3541:                                             ; preds = %3619, %3540
  %3542 = phi i64 [ %3620, %3619 ], [ 0, %3540 ]
  %3543 = icmp slt i64 %3542, 1
  br i1 %3543, label %3544, label %3621

3544:                                             ; preds = %3541
  br label %3545

3545:                                             ; preds = %3617, %3544
  %3546 = phi i64 [ %3618, %3617 ], [ 0, %3544 ]
  %3547 = icmp slt i64 %3546, 2
  br i1 %3547, label %3548, label %3619

3548:                                             ; preds = %3545
  br label %3549

3549:                                             ; preds = %3615, %3548
  %3550 = phi i64 [ %3616, %3615 ], [ 0, %3548 ]
  %3551 = icmp slt i64 %3550, 8
  br i1 %3551, label %3552, label %3617

3552:                                             ; preds = %3549
  br label %3553

3553:                                             ; preds = %3613, %3552
  %3554 = phi i64 [ %3614, %3613 ], [ 0, %3552 ]
  %3555 = icmp slt i64 %3554, 16
  br i1 %3555, label %3556, label %3615

3556:                                             ; preds = %3553
  br label %3557

3557:                                             ; preds = %3560, %3556
  %3558 = phi i64 [ %3612, %3560 ], [ 0, %3556 ]
  %3559 = icmp slt i64 %3558, 8
  br i1 %3559, label %3560, label %3613

3560:                                             ; preds = %3557
  %3561 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1118, 1
  %3562 = mul nuw nsw i64 %3542, 128
  %3563 = mul nuw nsw i64 %3546, 64
  %3564 = add nuw nsw i64 %3562, %3563
  %3565 = mul nuw nsw i64 %3550, 8
  %3566 = add nuw nsw i64 %3564, %3565
  %3567 = add nuw nsw i64 %3566, %3558
  %3568 = getelementptr inbounds nuw float, ptr %3561, i64 %3567
  %3569 = load float, ptr %3568, align 4
  %3570 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1409, 1
  %3571 = mul nuw nsw i64 %3542, 16
  %3572 = mul nuw nsw i64 %3546, 8
  %3573 = add nuw nsw i64 %3571, %3572
  %3574 = add nuw nsw i64 %3573, %3550
  %3575 = add nuw nsw i64 %3574, 0
  %3576 = getelementptr inbounds nuw float, ptr %3570, i64 %3575
  %3577 = load float, ptr %3576, align 4
  %3578 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3160, 1
  %3579 = mul nuw nsw i64 %3542, 256
  %3580 = mul nuw nsw i64 %3558, 32
  %3581 = add nuw nsw i64 %3579, %3580
  %3582 = mul nuw nsw i64 %3546, 16
  %3583 = add nuw nsw i64 %3581, %3582
  %3584 = add nuw nsw i64 %3583, %3554
  %3585 = getelementptr inbounds nuw float, ptr %3578, i64 %3584
  %3586 = load float, ptr %3585, align 4
  %3587 = mul nuw nsw i64 %3546, 16
  %3588 = add nuw nsw i64 %3587, %3554
  %3589 = getelementptr inbounds nuw float, ptr @__constant_32xf32_7, i64 %3588
  %3590 = load float, ptr %3589, align 4
  %3591 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1597, 1
  %3592 = mul nuw nsw i64 %3542, 256
  %3593 = mul nuw nsw i64 %3546, 128
  %3594 = add nuw nsw i64 %3592, %3593
  %3595 = mul nuw nsw i64 %3550, 16
  %3596 = add nuw nsw i64 %3594, %3595
  %3597 = add nuw nsw i64 %3596, %3554
  %3598 = getelementptr inbounds nuw float, ptr %3591, i64 %3597
  %3599 = load float, ptr %3598, align 4
  %3600 = fadd float %3586, %3590
  %3601 = fdiv float %3569, %3577
  %3602 = fmul float %3601, %3600
  %3603 = fadd float %3599, %3602
  %3604 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1597, 1
  %3605 = mul nuw nsw i64 %3542, 256
  %3606 = mul nuw nsw i64 %3546, 128
  %3607 = add nuw nsw i64 %3605, %3606
  %3608 = mul nuw nsw i64 %3550, 16
  %3609 = add nuw nsw i64 %3607, %3608
  %3610 = add nuw nsw i64 %3609, %3554
  %3611 = getelementptr inbounds nuw float, ptr %3604, i64 %3610
  store float %3603, ptr %3611, align 4
  %3612 = add i64 %3558, 1
  br label %3557

3613:                                             ; preds = %3557
  %3614 = add i64 %3554, 1
  br label %3553

3615:                                             ; preds = %3553
  %3616 = add i64 %3550, 1
  br label %3549

3617:                                             ; preds = %3549
  %3618 = add i64 %3546, 1
  br label %3545

3619:                                             ; preds = %3545
  %3620 = add i64 %3542, 1
  br label %3541

3621:                                             ; preds = %3541
  %3622 = call ptr @malloc(i64 1088)
  %3623 = ptrtoint ptr %3622 to i64
  %3624 = add i64 %3623, 63
  %3625 = urem i64 %3624, 64
  %3626 = sub i64 %3624, %3625
  %3627 = inttoptr i64 %3626 to ptr
  %3628 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3622, 0
  %3629 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3628, ptr %3627, 1
  %3630 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3629, i64 0, 2
  %3631 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3630, i64 1, 3, 0
  %3632 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3631, i64 8, 3, 1
  %3633 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3632, i64 32, 3, 2
  %3634 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3633, i64 256, 4, 0
  %3635 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3634, i64 32, 4, 1
  %3636 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3635, i64 1, 4, 2
  br label %3637

3637:                                             ; preds = %3665, %3621
  %3638 = phi i64 [ %3666, %3665 ], [ 0, %3621 ]
  %3639 = icmp slt i64 %3638, 1
  br i1 %3639, label %3640, label %3667

3640:                                             ; preds = %3637
  br label %3641

3641:                                             ; preds = %3663, %3640
  %3642 = phi i64 [ %3664, %3663 ], [ 0, %3640 ]
  %3643 = icmp slt i64 %3642, 8
  br i1 %3643, label %3644, label %3665

3644:                                             ; preds = %3641
  br label %3645

3645:                                             ; preds = %3648, %3644
  %3646 = phi i64 [ %3662, %3648 ], [ 0, %3644 ]
  %3647 = icmp slt i64 %3646, 32
  br i1 %3647, label %3648, label %3663

3648:                                             ; preds = %3645
  %3649 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1747, 1
  %3650 = mul nuw nsw i64 %3638, 256
  %3651 = mul nuw nsw i64 %3642, 32
  %3652 = add nuw nsw i64 %3650, %3651
  %3653 = add nuw nsw i64 %3652, %3646
  %3654 = getelementptr inbounds nuw float, ptr %3649, i64 %3653
  %3655 = load float, ptr %3654, align 4
  %3656 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3636, 1
  %3657 = mul nuw nsw i64 %3638, 256
  %3658 = mul nuw nsw i64 %3642, 32
  %3659 = add nuw nsw i64 %3657, %3658
  %3660 = add nuw nsw i64 %3659, %3646
  %3661 = getelementptr inbounds nuw float, ptr %3656, i64 %3660
  store float %3655, ptr %3661, align 4
  %3662 = add i64 %3646, 1
  br label %3645

3663:                                             ; preds = %3645
  %3664 = add i64 %3642, 1
  br label %3641

3665:                                             ; preds = %3641
  %3666 = add i64 %3638, 1
  br label %3637

3667:                                             ; preds = %3637
  br label %3668

3668:                                             ; preds = %3725, %3667
  %3669 = phi i64 [ %3726, %3725 ], [ 0, %3667 ]
  %3670 = icmp slt i64 %3669, 1
  br i1 %3670, label %3671, label %3727

3671:                                             ; preds = %3668
  br label %3672

3672:                                             ; preds = %3723, %3671
  %3673 = phi i64 [ %3724, %3723 ], [ 0, %3671 ]
  %3674 = icmp slt i64 %3673, 8
  br i1 %3674, label %3675, label %3725

3675:                                             ; preds = %3672
  br label %3676

3676:                                             ; preds = %3721, %3675
  %3677 = phi i64 [ %3722, %3721 ], [ 0, %3675 ]
  %3678 = icmp slt i64 %3677, 32
  br i1 %3678, label %3679, label %3723

3679:                                             ; preds = %3676
  br label %3680

3680:                                             ; preds = %3719, %3679
  %3681 = phi i64 [ %3720, %3719 ], [ 0, %3679 ]
  %3682 = icmp slt i64 %3681, 2
  br i1 %3682, label %3683, label %3721

3683:                                             ; preds = %3680
  br label %3684

3684:                                             ; preds = %3687, %3683
  %3685 = phi i64 [ %3718, %3687 ], [ 0, %3683 ]
  %3686 = icmp slt i64 %3685, 16
  br i1 %3686, label %3687, label %3719

3687:                                             ; preds = %3684
  %3688 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1597, 1
  %3689 = mul nuw nsw i64 %3669, 256
  %3690 = mul nuw nsw i64 %3681, 128
  %3691 = add nuw nsw i64 %3689, %3690
  %3692 = mul nuw nsw i64 %3673, 16
  %3693 = add nuw nsw i64 %3691, %3692
  %3694 = add nuw nsw i64 %3693, %3685
  %3695 = getelementptr inbounds nuw float, ptr %3688, i64 %3694
  %3696 = load float, ptr %3695, align 4
  %3697 = mul nuw nsw i64 %3677, 32
  %3698 = mul nuw nsw i64 %3681, 16
  %3699 = add nuw nsw i64 %3697, %3698
  %3700 = add nuw nsw i64 %3699, %3685
  %3701 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_6, i64 %3700
  %3702 = load float, ptr %3701, align 4
  %3703 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3636, 1
  %3704 = mul nuw nsw i64 %3669, 256
  %3705 = mul nuw nsw i64 %3673, 32
  %3706 = add nuw nsw i64 %3704, %3705
  %3707 = add nuw nsw i64 %3706, %3677
  %3708 = getelementptr inbounds nuw float, ptr %3703, i64 %3707
  %3709 = load float, ptr %3708, align 4
  %3710 = fmul float %3696, %3702
  %3711 = fadd float %3709, %3710
  %3712 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3636, 1
  %3713 = mul nuw nsw i64 %3669, 256
  %3714 = mul nuw nsw i64 %3673, 32
  %3715 = add nuw nsw i64 %3713, %3714
  %3716 = add nuw nsw i64 %3715, %3677
  %3717 = getelementptr inbounds nuw float, ptr %3712, i64 %3716
  store float %3711, ptr %3717, align 4
  %3718 = add i64 %3685, 1
  br label %3684

3719:                                             ; preds = %3684
  %3720 = add i64 %3681, 1
  br label %3680

3721:                                             ; preds = %3680
  %3722 = add i64 %3677, 1
  br label %3676

3723:                                             ; preds = %3676
  %3724 = add i64 %3673, 1
  br label %3672

3725:                                             ; preds = %3672
  %3726 = add i64 %3669, 1
  br label %3668

3727:                                             ; preds = %3668
  br label %3728

3728:                                             ; preds = %3767, %3727
  %3729 = phi i64 [ %3768, %3767 ], [ 0, %3727 ]
  %3730 = icmp slt i64 %3729, 1
  br i1 %3730, label %3731, label %3769

3731:                                             ; preds = %3728
  br label %3732

3732:                                             ; preds = %3765, %3731
  %3733 = phi i64 [ %3766, %3765 ], [ 0, %3731 ]
  %3734 = icmp slt i64 %3733, 8
  br i1 %3734, label %3735, label %3767

3735:                                             ; preds = %3732
  br label %3736

3736:                                             ; preds = %3739, %3735
  %3737 = phi i64 [ %3764, %3739 ], [ 0, %3735 ]
  %3738 = icmp slt i64 %3737, 32
  br i1 %3738, label %3739, label %3765

3739:                                             ; preds = %3736
  %3740 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3636, 1
  %3741 = mul nuw nsw i64 %3729, 256
  %3742 = mul nuw nsw i64 %3733, 32
  %3743 = add nuw nsw i64 %3741, %3742
  %3744 = add nuw nsw i64 %3743, %3737
  %3745 = getelementptr inbounds nuw float, ptr %3740, i64 %3744
  %3746 = load float, ptr %3745, align 4
  %3747 = getelementptr inbounds nuw float, ptr @__constant_32xf32_5, i64 %3737
  %3748 = load float, ptr %3747, align 4
  %3749 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3750 = mul nuw nsw i64 %3729, 256
  %3751 = mul nuw nsw i64 %3733, 32
  %3752 = add nuw nsw i64 %3750, %3751
  %3753 = add nuw nsw i64 %3752, %3737
  %3754 = getelementptr inbounds nuw float, ptr %3749, i64 %3753
  %3755 = load float, ptr %3754, align 4
  %3756 = fadd float %3746, %3748
  %3757 = fadd float %3756, %3755
  %3758 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3759 = mul nuw nsw i64 %3729, 256
  %3760 = mul nuw nsw i64 %3733, 32
  %3761 = add nuw nsw i64 %3759, %3760
  %3762 = add nuw nsw i64 %3761, %3737
  %3763 = getelementptr inbounds nuw float, ptr %3758, i64 %3762
  store float %3757, ptr %3763, align 4
  %3764 = add i64 %3737, 1
  br label %3736

3765:                                             ; preds = %3736
  %3766 = add i64 %3733, 1
  br label %3732

3767:                                             ; preds = %3732
  %3768 = add i64 %3729, 1
  br label %3728

3769:                                             ; preds = %3728
  br label %3770

3770:                                             ; preds = %3799, %3769
  %3771 = phi i64 [ %3800, %3799 ], [ 0, %3769 ]
  %3772 = icmp slt i64 %3771, 1
  br i1 %3772, label %3773, label %3801

3773:                                             ; preds = %3770
  br label %3774

3774:                                             ; preds = %3797, %3773
  %3775 = phi i64 [ %3798, %3797 ], [ 0, %3773 ]
  %3776 = icmp slt i64 %3775, 8
  br i1 %3776, label %3777, label %3799

3777:                                             ; preds = %3774
  br label %3778

3778:                                             ; preds = %3781, %3777
  %3779 = phi i64 [ %3796, %3781 ], [ 0, %3777 ]
  %3780 = icmp slt i64 %3779, 32
  br i1 %3780, label %3781, label %3797

3781:                                             ; preds = %3778
  %3782 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3783 = mul nuw nsw i64 %3771, 256
  %3784 = mul nuw nsw i64 %3775, 32
  %3785 = add nuw nsw i64 %3783, %3784
  %3786 = add nuw nsw i64 %3785, %3779
  %3787 = getelementptr inbounds nuw float, ptr %3782, i64 %3786
  %3788 = load float, ptr %3787, align 4
  %3789 = fpext float %3788 to double
  %3790 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %95, 1
  %3791 = mul nuw nsw i64 %3771, 256
  %3792 = mul nuw nsw i64 %3775, 32
  %3793 = add nuw nsw i64 %3791, %3792
  %3794 = add nuw nsw i64 %3793, %3779
  %3795 = getelementptr inbounds nuw double, ptr %3790, i64 %3794
  store double %3789, ptr %3795, align 8
  %3796 = add i64 %3779, 1
  br label %3778

3797:                                             ; preds = %3778
  %3798 = add i64 %3775, 1
  br label %3774

3799:                                             ; preds = %3774
  %3800 = add i64 %3771, 1
  br label %3770

3801:                                             ; preds = %3770
  %3802 = call ptr @malloc(i64 128)
  %3803 = ptrtoint ptr %3802 to i64
  %3804 = add i64 %3803, 63
  %3805 = urem i64 %3804, 64
  %3806 = sub i64 %3804, %3805
  %3807 = inttoptr i64 %3806 to ptr
  %3808 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3802, 0
  %3809 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3808, ptr %3807, 1
  %3810 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3809, i64 0, 2
  %3811 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3810, i64 1, 3, 0
  %3812 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3811, i64 8, 3, 1
  %3813 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3812, i64 1, 3, 2
  %3814 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3813, i64 8, 4, 0
  %3815 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3814, i64 1, 4, 1
  %3816 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3815, i64 1, 4, 2
  br label %3817

3817:                                             ; preds = %3843, %3801
  %3818 = phi i64 [ %3844, %3843 ], [ 0, %3801 ]
  %3819 = icmp slt i64 %3818, 1
  br i1 %3819, label %3820, label %3845

3820:                                             ; preds = %3817
  br label %3821

3821:                                             ; preds = %3841, %3820
  %3822 = phi i64 [ %3842, %3841 ], [ 0, %3820 ]
  %3823 = icmp slt i64 %3822, 8
  br i1 %3823, label %3824, label %3843

3824:                                             ; preds = %3821
  br label %3825

3825:                                             ; preds = %3828, %3824
  %3826 = phi i64 [ %3840, %3828 ], [ 0, %3824 ]
  %3827 = icmp slt i64 %3826, 1
  br i1 %3827, label %3828, label %3841

3828:                                             ; preds = %3825
  %3829 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %3830 = mul nuw nsw i64 %3818, 8
  %3831 = add nuw nsw i64 %3830, %3822
  %3832 = add nuw nsw i64 %3831, %3826
  %3833 = getelementptr inbounds nuw double, ptr %3829, i64 %3832
  %3834 = load double, ptr %3833, align 8
  %3835 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3816, 1
  %3836 = mul nuw nsw i64 %3818, 8
  %3837 = add nuw nsw i64 %3836, %3822
  %3838 = add nuw nsw i64 %3837, %3826
  %3839 = getelementptr inbounds nuw double, ptr %3835, i64 %3838
  store double %3834, ptr %3839, align 8
  %3840 = add i64 %3826, 1
  br label %3825

3841:                                             ; preds = %3825
  %3842 = add i64 %3822, 1
  br label %3821

3843:                                             ; preds = %3821
  %3844 = add i64 %3818, 1
  br label %3817

3845:                                             ; preds = %3817
  br label %3846

3846:                                             ; preds = %3880, %3845
  %3847 = phi i64 [ %3881, %3880 ], [ 0, %3845 ]
  %3848 = icmp slt i64 %3847, 1
  br i1 %3848, label %3849, label %3882

3849:                                             ; preds = %3846
  br label %3850

3850:                                             ; preds = %3878, %3849
  %3851 = phi i64 [ %3879, %3878 ], [ 0, %3849 ]
  %3852 = icmp slt i64 %3851, 8
  br i1 %3852, label %3853, label %3880

3853:                                             ; preds = %3850
  br label %3854

3854:                                             ; preds = %3857, %3853
  %3855 = phi i64 [ %3877, %3857 ], [ 0, %3853 ]
  %3856 = icmp slt i64 %3855, 32
  br i1 %3856, label %3857, label %3878

3857:                                             ; preds = %3854
  %3858 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %95, 1
  %3859 = mul nuw nsw i64 %3847, 256
  %3860 = mul nuw nsw i64 %3851, 32
  %3861 = add nuw nsw i64 %3859, %3860
  %3862 = add nuw nsw i64 %3861, %3855
  %3863 = getelementptr inbounds nuw double, ptr %3858, i64 %3862
  %3864 = load double, ptr %3863, align 8
  %3865 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3816, 1
  %3866 = mul nuw nsw i64 %3847, 8
  %3867 = add nuw nsw i64 %3866, %3851
  %3868 = add nuw nsw i64 %3867, 0
  %3869 = getelementptr inbounds nuw double, ptr %3865, i64 %3868
  %3870 = load double, ptr %3869, align 8
  %3871 = fadd double %3864, %3870
  %3872 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3816, 1
  %3873 = mul nuw nsw i64 %3847, 8
  %3874 = add nuw nsw i64 %3873, %3851
  %3875 = add nuw nsw i64 %3874, 0
  %3876 = getelementptr inbounds nuw double, ptr %3872, i64 %3875
  store double %3871, ptr %3876, align 8
  %3877 = add i64 %3855, 1
  br label %3854

3878:                                             ; preds = %3854
  %3879 = add i64 %3851, 1
  br label %3850

3880:                                             ; preds = %3850
  %3881 = add i64 %3847, 1
  br label %3846

3882:                                             ; preds = %3846
  %3883 = call ptr @malloc(i64 128)
  %3884 = ptrtoint ptr %3883 to i64
  %3885 = add i64 %3884, 63
  %3886 = urem i64 %3885, 64
  %3887 = sub i64 %3885, %3886
  %3888 = inttoptr i64 %3887 to ptr
  %3889 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3883, 0
  %3890 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3889, ptr %3888, 1
  %3891 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3890, i64 0, 2
  %3892 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3891, i64 1, 3, 0
  %3893 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3892, i64 8, 3, 1
  %3894 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3893, i64 1, 3, 2
  %3895 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3894, i64 8, 4, 0
  %3896 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3895, i64 1, 4, 1
  %3897 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3896, i64 1, 4, 2
  br label %3898

3898:                                             ; preds = %3924, %3882
  %3899 = phi i64 [ %3925, %3924 ], [ 0, %3882 ]
  %3900 = icmp slt i64 %3899, 1
  br i1 %3900, label %3901, label %3926

3901:                                             ; preds = %3898
  br label %3902

3902:                                             ; preds = %3922, %3901
  %3903 = phi i64 [ %3923, %3922 ], [ 0, %3901 ]
  %3904 = icmp slt i64 %3903, 8
  br i1 %3904, label %3905, label %3924

3905:                                             ; preds = %3902
  br label %3906

3906:                                             ; preds = %3909, %3905
  %3907 = phi i64 [ %3921, %3909 ], [ 0, %3905 ]
  %3908 = icmp slt i64 %3907, 1
  br i1 %3908, label %3909, label %3922

3909:                                             ; preds = %3906
  %3910 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %3911 = mul nuw nsw i64 %3899, 8
  %3912 = add nuw nsw i64 %3911, %3903
  %3913 = add nuw nsw i64 %3912, %3907
  %3914 = getelementptr inbounds nuw double, ptr %3910, i64 %3913
  %3915 = load double, ptr %3914, align 8
  %3916 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3897, 1
  %3917 = mul nuw nsw i64 %3899, 8
  %3918 = add nuw nsw i64 %3917, %3903
  %3919 = add nuw nsw i64 %3918, %3907
  %3920 = getelementptr inbounds nuw double, ptr %3916, i64 %3919
  store double %3915, ptr %3920, align 8
  %3921 = add i64 %3907, 1
  br label %3906

3922:                                             ; preds = %3906
  %3923 = add i64 %3903, 1
  br label %3902

3924:                                             ; preds = %3902
  %3925 = add i64 %3899, 1
  br label %3898

3926:                                             ; preds = %3898
  br label %3927

3927:                                             ; preds = %3970, %3926
  %3928 = phi i64 [ %3971, %3970 ], [ 0, %3926 ]
  %3929 = icmp slt i64 %3928, 1
  br i1 %3929, label %3930, label %3972

3930:                                             ; preds = %3927
  br label %3931

3931:                                             ; preds = %3968, %3930
  %3932 = phi i64 [ %3969, %3968 ], [ 0, %3930 ]
  %3933 = icmp slt i64 %3932, 8
  br i1 %3933, label %3934, label %3970

3934:                                             ; preds = %3931
  br label %3935

3935:                                             ; preds = %3938, %3934
  %3936 = phi i64 [ %3967, %3938 ], [ 0, %3934 ]
  %3937 = icmp slt i64 %3936, 32
  br i1 %3937, label %3938, label %3968

3938:                                             ; preds = %3935
  %3939 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %95, 1
  %3940 = mul nuw nsw i64 %3928, 256
  %3941 = mul nuw nsw i64 %3932, 32
  %3942 = add nuw nsw i64 %3940, %3941
  %3943 = add nuw nsw i64 %3942, %3936
  %3944 = getelementptr inbounds nuw double, ptr %3939, i64 %3943
  %3945 = load double, ptr %3944, align 8
  %3946 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3816, 1
  %3947 = mul nuw nsw i64 %3928, 8
  %3948 = add nuw nsw i64 %3947, %3932
  %3949 = add nuw nsw i64 %3948, 0
  %3950 = getelementptr inbounds nuw double, ptr %3946, i64 %3949
  %3951 = load double, ptr %3950, align 8
  %3952 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3897, 1
  %3953 = mul nuw nsw i64 %3928, 8
  %3954 = add nuw nsw i64 %3953, %3932
  %3955 = add nuw nsw i64 %3954, 0
  %3956 = getelementptr inbounds nuw double, ptr %3952, i64 %3955
  %3957 = load double, ptr %3956, align 8
  %3958 = fdiv double %3951, 3.200000e+01
  %3959 = fsub double %3945, %3958
  %3960 = fmul double %3959, %3959
  %3961 = fadd double %3960, %3957
  %3962 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3897, 1
  %3963 = mul nuw nsw i64 %3928, 8
  %3964 = add nuw nsw i64 %3963, %3932
  %3965 = add nuw nsw i64 %3964, 0
  %3966 = getelementptr inbounds nuw double, ptr %3962, i64 %3965
  store double %3961, ptr %3966, align 8
  %3967 = add i64 %3936, 1
  br label %3935

3968:                                             ; preds = %3935
  %3969 = add i64 %3932, 1
  br label %3931

3970:                                             ; preds = %3931
  %3971 = add i64 %3928, 1
  br label %3927

3972:                                             ; preds = %3927
  %3973 = call ptr @malloc(i64 96)
  %3974 = ptrtoint ptr %3973 to i64
  %3975 = add i64 %3974, 63
  %3976 = urem i64 %3975, 64
  %3977 = sub i64 %3975, %3976
  %3978 = inttoptr i64 %3977 to ptr
  %3979 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3973, 0
  %3980 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3979, ptr %3978, 1
  %3981 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3980, i64 0, 2
  %3982 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3981, i64 1, 3, 0
  %3983 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3982, i64 8, 3, 1
  %3984 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3983, i64 1, 3, 2
  %3985 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3984, i64 8, 4, 0
  %3986 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3985, i64 1, 4, 1
  %3987 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3986, i64 1, 4, 2
  br label %3988

3988:                                             ; preds = %4014, %3972
  %3989 = phi i64 [ %4015, %4014 ], [ 0, %3972 ]
  %3990 = icmp slt i64 %3989, 1
  br i1 %3990, label %3991, label %4016

3991:                                             ; preds = %3988
  br label %3992

3992:                                             ; preds = %4012, %3991
  %3993 = phi i64 [ %4013, %4012 ], [ 0, %3991 ]
  %3994 = icmp slt i64 %3993, 8
  br i1 %3994, label %3995, label %4014

3995:                                             ; preds = %3992
  br label %3996

3996:                                             ; preds = %3999, %3995
  %3997 = phi i64 [ %4011, %3999 ], [ 0, %3995 ]
  %3998 = icmp slt i64 %3997, 1
  br i1 %3998, label %3999, label %4012

3999:                                             ; preds = %3996
  %4000 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %351, 1
  %4001 = mul nuw nsw i64 %3989, 8
  %4002 = add nuw nsw i64 %4001, %3993
  %4003 = add nuw nsw i64 %4002, %3997
  %4004 = getelementptr inbounds nuw float, ptr %4000, i64 %4003
  %4005 = load float, ptr %4004, align 4
  %4006 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3987, 1
  %4007 = mul nuw nsw i64 %3989, 8
  %4008 = add nuw nsw i64 %4007, %3993
  %4009 = add nuw nsw i64 %4008, %3997
  %4010 = getelementptr inbounds nuw float, ptr %4006, i64 %4009
  store float %4005, ptr %4010, align 4
  %4011 = add i64 %3997, 1
  br label %3996

4012:                                             ; preds = %3996
  %4013 = add i64 %3993, 1
  br label %3992

4014:                                             ; preds = %3992
  %4015 = add i64 %3989, 1
  br label %3988

4016:                                             ; preds = %3988
  br label %4017

4017:                                             ; preds = %4051, %4016
  %4018 = phi i64 [ %4052, %4051 ], [ 0, %4016 ]
  %4019 = icmp slt i64 %4018, 1
  br i1 %4019, label %4020, label %4053

4020:                                             ; preds = %4017
  br label %4021

4021:                                             ; preds = %4049, %4020
  %4022 = phi i64 [ %4050, %4049 ], [ 0, %4020 ]
  %4023 = icmp slt i64 %4022, 8
  br i1 %4023, label %4024, label %4051

4024:                                             ; preds = %4021
  br label %4025

4025:                                             ; preds = %4028, %4024
  %4026 = phi i64 [ %4048, %4028 ], [ 0, %4024 ]
  %4027 = icmp slt i64 %4026, 32
  br i1 %4027, label %4028, label %4049

4028:                                             ; preds = %4025
  %4029 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4030 = mul nuw nsw i64 %4018, 256
  %4031 = mul nuw nsw i64 %4022, 32
  %4032 = add nuw nsw i64 %4030, %4031
  %4033 = add nuw nsw i64 %4032, %4026
  %4034 = getelementptr inbounds nuw float, ptr %4029, i64 %4033
  %4035 = load float, ptr %4034, align 4
  %4036 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3987, 1
  %4037 = mul nuw nsw i64 %4018, 8
  %4038 = add nuw nsw i64 %4037, %4022
  %4039 = add nuw nsw i64 %4038, 0
  %4040 = getelementptr inbounds nuw float, ptr %4036, i64 %4039
  %4041 = load float, ptr %4040, align 4
  %4042 = fadd float %4035, %4041
  %4043 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3987, 1
  %4044 = mul nuw nsw i64 %4018, 8
  %4045 = add nuw nsw i64 %4044, %4022
  %4046 = add nuw nsw i64 %4045, 0
  %4047 = getelementptr inbounds nuw float, ptr %4043, i64 %4046
  store float %4042, ptr %4047, align 4
  %4048 = add i64 %4026, 1
  br label %4025

4049:                                             ; preds = %4025
  %4050 = add i64 %4022, 1
  br label %4021

4051:                                             ; preds = %4021
  %4052 = add i64 %4018, 1
  br label %4017

4053:                                             ; preds = %4017
  br label %4054

4054:                                             ; preds = %4108, %4053
  %4055 = phi i64 [ %4109, %4108 ], [ 0, %4053 ]
  %4056 = icmp slt i64 %4055, 1
  br i1 %4056, label %4057, label %4110

4057:                                             ; preds = %4054
  br label %4058

4058:                                             ; preds = %4106, %4057
  %4059 = phi i64 [ %4107, %4106 ], [ 0, %4057 ]
  %4060 = icmp slt i64 %4059, 8
  br i1 %4060, label %4061, label %4108

4061:                                             ; preds = %4058
  br label %4062

4062:                                             ; preds = %4065, %4061
  %4063 = phi i64 [ %4105, %4065 ], [ 0, %4061 ]
  %4064 = icmp slt i64 %4063, 32
  br i1 %4064, label %4065, label %4106

4065:                                             ; preds = %4062
  %4066 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4067 = mul nuw nsw i64 %4055, 256
  %4068 = mul nuw nsw i64 %4059, 32
  %4069 = add nuw nsw i64 %4067, %4068
  %4070 = add nuw nsw i64 %4069, %4063
  %4071 = getelementptr inbounds nuw float, ptr %4066, i64 %4070
  %4072 = load float, ptr %4071, align 4
  %4073 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3987, 1
  %4074 = mul nuw nsw i64 %4055, 8
  %4075 = add nuw nsw i64 %4074, %4059
  %4076 = add nuw nsw i64 %4075, 0
  %4077 = getelementptr inbounds nuw float, ptr %4073, i64 %4076
  %4078 = load float, ptr %4077, align 4
  %4079 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3897, 1
  %4080 = mul nuw nsw i64 %4055, 8
  %4081 = add nuw nsw i64 %4080, %4059
  %4082 = add nuw nsw i64 %4081, 0
  %4083 = getelementptr inbounds nuw double, ptr %4079, i64 %4082
  %4084 = load double, ptr %4083, align 8
  %4085 = getelementptr inbounds nuw float, ptr @__constant_32xf32_4, i64 %4063
  %4086 = load float, ptr %4085, align 4
  %4087 = getelementptr inbounds nuw float, ptr @__constant_32xf32_3, i64 %4063
  %4088 = load float, ptr %4087, align 4
  %4089 = fdiv double %4084, 3.200000e+01
  %4090 = fptrunc double %4089 to float
  %4091 = fadd float %4090, f0x2B8CBCCC
  %4092 = call float @llvm.sqrt.f32(float %4091)
  %4093 = fdiv float 1.000000e+00, %4092
  %4094 = fdiv float %4078, 3.200000e+01
  %4095 = fsub float %4072, %4094
  %4096 = fmul float %4095, %4093
  %4097 = fmul float %4096, %4086
  %4098 = fadd float %4097, %4088
  %4099 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4100 = mul nuw nsw i64 %4055, 256
  %4101 = mul nuw nsw i64 %4059, 32
  %4102 = add nuw nsw i64 %4100, %4101
  %4103 = add nuw nsw i64 %4102, %4063
  %4104 = getelementptr inbounds nuw float, ptr %4099, i64 %4103
  store float %4098, ptr %4104, align 4
  %4105 = add i64 %4063, 1
  br label %4062

4106:                                             ; preds = %4062
  %4107 = add i64 %4059, 1
  br label %4058

4108:                                             ; preds = %4058
  %4109 = add i64 %4055, 1
  br label %4054

4110:                                             ; preds = %4054
  br label %4111

4111:                                             ; preds = %4158, %4110
  %4112 = phi i64 [ %4159, %4158 ], [ 0, %4110 ]
  %4113 = icmp slt i64 %4112, 1
  br i1 %4113, label %4114, label %4160

4114:                                             ; preds = %4111
  br label %4115

4115:                                             ; preds = %4156, %4114
  %4116 = phi i64 [ %4157, %4156 ], [ 0, %4114 ]
  %4117 = icmp slt i64 %4116, 8
  br i1 %4117, label %4118, label %4158

4118:                                             ; preds = %4115
  br label %4119

4119:                                             ; preds = %4154, %4118
  %4120 = phi i64 [ %4155, %4154 ], [ 0, %4118 ]
  %4121 = icmp slt i64 %4120, 64
  br i1 %4121, label %4122, label %4156

4122:                                             ; preds = %4119
  br label %4123

4123:                                             ; preds = %4126, %4122
  %4124 = phi i64 [ %4153, %4126 ], [ 0, %4122 ]
  %4125 = icmp slt i64 %4124, 32
  br i1 %4125, label %4126, label %4154

4126:                                             ; preds = %4123
  %4127 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4128 = mul nuw nsw i64 %4112, 256
  %4129 = mul nuw nsw i64 %4116, 32
  %4130 = add nuw nsw i64 %4128, %4129
  %4131 = add nuw nsw i64 %4130, %4124
  %4132 = getelementptr inbounds nuw float, ptr %4127, i64 %4131
  %4133 = load float, ptr %4132, align 4
  %4134 = mul nuw nsw i64 %4120, 32
  %4135 = add nuw nsw i64 %4134, %4124
  %4136 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32, i64 %4135
  %4137 = load float, ptr %4136, align 4
  %4138 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2276, 1
  %4139 = mul nuw nsw i64 %4112, 512
  %4140 = mul nuw nsw i64 %4116, 64
  %4141 = add nuw nsw i64 %4139, %4140
  %4142 = add nuw nsw i64 %4141, %4120
  %4143 = getelementptr inbounds nuw float, ptr %4138, i64 %4142
  %4144 = load float, ptr %4143, align 4
  %4145 = fmul float %4133, %4137
  %4146 = fadd float %4144, %4145
  %4147 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2276, 1
  %4148 = mul nuw nsw i64 %4112, 512
  %4149 = mul nuw nsw i64 %4116, 64
  %4150 = add nuw nsw i64 %4148, %4149
  %4151 = add nuw nsw i64 %4150, %4120
  %4152 = getelementptr inbounds nuw float, ptr %4147, i64 %4151
  store float %4146, ptr %4152, align 4
  %4153 = add i64 %4124, 1
  br label %4123

4154:                                             ; preds = %4123
  %4155 = add i64 %4120, 1
  br label %4119

4156:                                             ; preds = %4119
  %4157 = add i64 %4116, 1
  br label %4115

4158:                                             ; preds = %4115
  %4159 = add i64 %4112, 1
  br label %4111

4160:                                             ; preds = %4111
  br label %4161

4161:                                             ; preds = %4260, %4160
  %4162 = phi i64 [ %4261, %4260 ], [ 0, %4160 ]
  %4163 = icmp slt i64 %4162, 1
  br i1 %4163, label %4164, label %4262

4164:                                             ; preds = %4161
  br label %4165

4165:                                             ; preds = %4258, %4164
  %4166 = phi i64 [ %4259, %4258 ], [ 0, %4164 ]
  %4167 = icmp slt i64 %4166, 8
  br i1 %4167, label %4168, label %4260

4168:                                             ; preds = %4165
  br label %4169

4169:                                             ; preds = %4256, %4168
  %4170 = phi i64 [ %4257, %4256 ], [ 0, %4168 ]
  %4171 = icmp slt i64 %4170, 32
  br i1 %4171, label %4172, label %4258

4172:                                             ; preds = %4169
  br label %4173

4173:                                             ; preds = %4176, %4172
  %4174 = phi i64 [ %4255, %4176 ], [ 0, %4172 ]
  %4175 = icmp slt i64 %4174, 64
  br i1 %4175, label %4176, label %4256

4176:                                             ; preds = %4173
  %4177 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2276, 1
  %4178 = mul nuw nsw i64 %4162, 512
  %4179 = mul nuw nsw i64 %4166, 64
  %4180 = add nuw nsw i64 %4178, %4179
  %4181 = add nuw nsw i64 %4180, %4174
  %4182 = getelementptr inbounds nuw float, ptr %4177, i64 %4181
  %4183 = load float, ptr %4182, align 4
  %4184 = getelementptr inbounds nuw float, ptr @__constant_64xf32, i64 %4174
  %4185 = load float, ptr %4184, align 4
  %4186 = mul nuw nsw i64 %4170, 64
  %4187 = add nuw nsw i64 %4186, %4174
  %4188 = getelementptr inbounds nuw float, ptr @__constant_32x64xf32, i64 %4187
  %4189 = load float, ptr %4188, align 4
  %4190 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1747, 1
  %4191 = mul nuw nsw i64 %4162, 256
  %4192 = mul nuw nsw i64 %4166, 32
  %4193 = add nuw nsw i64 %4191, %4192
  %4194 = add nuw nsw i64 %4193, %4170
  %4195 = getelementptr inbounds nuw float, ptr %4190, i64 %4194
  %4196 = load float, ptr %4195, align 4
  %4197 = fadd float %4183, %4185
  %4198 = fdiv float %4197, f0x3FB504F3
  %4199 = fcmp olt float %4198, 0.000000e+00
  %4200 = fneg float %4198
  %4201 = select i1 %4199, float %4200, float %4198
  %4202 = fcmp olt float %4201, 8.000000e-01
  %4203 = select i1 %4202, float f0x3F906EBA, float f0x3F905225
  %4204 = select i1 %4202, float f0xBEED51AF, float -3.276070e-01
  %4205 = select i1 %4202, float f0xBF05E48B, float f0xBEBABCC4
  %4206 = select i1 %4202, float f0x3F04EC44, float f0x3EE590A2
  %4207 = select i1 %4202, float f0x3E56C688, float f0x3DF27F94
  %4208 = select i1 %4202, float f0xBE06F8EE, float f0xBDB4EEE3
  %4209 = select i1 %4202, float f0x3CD3794F, float f0x3D17D100
  %4210 = select i1 %4202, float f0x3D9782A4, float f0x3D6A78FA
  %4211 = fcmp olt float %4201, 2.000000e+00
  %4212 = select i1 %4211, float 0.000000e+00, float f0xBB58546D
  %4213 = select i1 %4211, float %4203, float f0x3B66A96A
  %4214 = select i1 %4211, float %4204, float f0xC003E25F
  %4215 = select i1 %4211, float %4205, float f0xBAB94D1E
  %4216 = select i1 %4211, float %4206, float f0x3FD0437B
  %4217 = select i1 %4211, float %4207, float f0x3984E118
  %4218 = select i1 %4211, float %4208, float f0xBF15590A
  %4219 = select i1 %4211, float %4209, float f0xB78F7C49
  %4220 = select i1 %4211, float %4210, float f0x3DA853B3
  %4221 = select i1 %4211, float 0.000000e+00, float 1.000000e+00
  %4222 = fcmp ult float %4201, 3.750000e+00
  %4223 = fmul float %4201, %4219
  %4224 = fadd float %4223, %4217
  %4225 = fmul float %4201, %4224
  %4226 = fadd float %4225, %4215
  %4227 = fmul float %4201, %4226
  %4228 = fadd float %4227, %4213
  %4229 = fmul float %4201, %4228
  %4230 = fadd float %4229, %4212
  %4231 = fmul float %4201, %4220
  %4232 = fadd float %4231, %4218
  %4233 = fmul float %4201, %4232
  %4234 = fadd float %4233, %4216
  %4235 = fmul float %4201, %4234
  %4236 = fadd float %4235, %4214
  %4237 = fmul float %4201, %4236
  %4238 = fadd float %4237, 1.000000e+00
  %4239 = fdiv float %4230, %4238
  %4240 = fadd float %4221, %4239
  %4241 = select i1 %4222, float %4240, float 1.000000e+00
  %4242 = fneg float %4241
  %4243 = select i1 %4199, float %4242, float %4241
  %4244 = fadd float %4243, 1.000000e+00
  %4245 = fmul float %4244, 5.000000e-01
  %4246 = fmul float %4197, %4245
  %4247 = fmul float %4246, %4189
  %4248 = fadd float %4196, %4247
  %4249 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1747, 1
  %4250 = mul nuw nsw i64 %4162, 256
  %4251 = mul nuw nsw i64 %4166, 32
  %4252 = add nuw nsw i64 %4250, %4251
  %4253 = add nuw nsw i64 %4252, %4170
  %4254 = getelementptr inbounds nuw float, ptr %4249, i64 %4253
  store float %4248, ptr %4254, align 4
  %4255 = add i64 %4174, 1
  br label %4173

4256:                                             ; preds = %4173
  %4257 = add i64 %4170, 1
  br label %4169

4258:                                             ; preds = %4169
  %4259 = add i64 %4166, 1
  br label %4165

4260:                                             ; preds = %4165
  %4261 = add i64 %4162, 1
  br label %4161

4262:                                             ; preds = %4161
  br label %4263

4263:                                             ; preds = %4302, %4262
  %4264 = phi i64 [ %4303, %4302 ], [ 0, %4262 ]
  %4265 = icmp slt i64 %4264, 1
  br i1 %4265, label %4266, label %4304

4266:                                             ; preds = %4263
  br label %4267

4267:                                             ; preds = %4300, %4266
  %4268 = phi i64 [ %4301, %4300 ], [ 0, %4266 ]
  %4269 = icmp slt i64 %4268, 8
  br i1 %4269, label %4270, label %4302

4270:                                             ; preds = %4267
  br label %4271

4271:                                             ; preds = %4274, %4270
  %4272 = phi i64 [ %4299, %4274 ], [ 0, %4270 ]
  %4273 = icmp slt i64 %4272, 32
  br i1 %4273, label %4274, label %4300

4274:                                             ; preds = %4271
  %4275 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1747, 1
  %4276 = mul nuw nsw i64 %4264, 256
  %4277 = mul nuw nsw i64 %4268, 32
  %4278 = add nuw nsw i64 %4276, %4277
  %4279 = add nuw nsw i64 %4278, %4272
  %4280 = getelementptr inbounds nuw float, ptr %4275, i64 %4279
  %4281 = load float, ptr %4280, align 4
  %4282 = getelementptr inbounds nuw float, ptr @__constant_32xf32_2, i64 %4272
  %4283 = load float, ptr %4282, align 4
  %4284 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4285 = mul nuw nsw i64 %4264, 256
  %4286 = mul nuw nsw i64 %4268, 32
  %4287 = add nuw nsw i64 %4285, %4286
  %4288 = add nuw nsw i64 %4287, %4272
  %4289 = getelementptr inbounds nuw float, ptr %4284, i64 %4288
  %4290 = load float, ptr %4289, align 4
  %4291 = fadd float %4281, %4283
  %4292 = fadd float %4291, %4290
  %4293 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4294 = mul nuw nsw i64 %4264, 256
  %4295 = mul nuw nsw i64 %4268, 32
  %4296 = add nuw nsw i64 %4294, %4295
  %4297 = add nuw nsw i64 %4296, %4272
  %4298 = getelementptr inbounds nuw float, ptr %4293, i64 %4297
  store float %4292, ptr %4298, align 4
  %4299 = add i64 %4272, 1
  br label %4271

4300:                                             ; preds = %4271
  %4301 = add i64 %4268, 1
  br label %4267

4302:                                             ; preds = %4267
  %4303 = add i64 %4264, 1
  br label %4263

4304:                                             ; preds = %4263
  br label %4305

4305:                                             ; preds = %4334, %4304
  %4306 = phi i64 [ %4335, %4334 ], [ 0, %4304 ]
  %4307 = icmp slt i64 %4306, 1
  br i1 %4307, label %4308, label %4336

4308:                                             ; preds = %4305
  br label %4309

4309:                                             ; preds = %4332, %4308
  %4310 = phi i64 [ %4333, %4332 ], [ 0, %4308 ]
  %4311 = icmp slt i64 %4310, 8
  br i1 %4311, label %4312, label %4334

4312:                                             ; preds = %4309
  br label %4313

4313:                                             ; preds = %4316, %4312
  %4314 = phi i64 [ %4331, %4316 ], [ 0, %4312 ]
  %4315 = icmp slt i64 %4314, 32
  br i1 %4315, label %4316, label %4332

4316:                                             ; preds = %4313
  %4317 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4318 = mul nuw nsw i64 %4306, 256
  %4319 = mul nuw nsw i64 %4310, 32
  %4320 = add nuw nsw i64 %4318, %4319
  %4321 = add nuw nsw i64 %4320, %4314
  %4322 = getelementptr inbounds nuw float, ptr %4317, i64 %4321
  %4323 = load float, ptr %4322, align 4
  %4324 = fpext float %4323 to double
  %4325 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %95, 1
  %4326 = mul nuw nsw i64 %4306, 256
  %4327 = mul nuw nsw i64 %4310, 32
  %4328 = add nuw nsw i64 %4326, %4327
  %4329 = add nuw nsw i64 %4328, %4314
  %4330 = getelementptr inbounds nuw double, ptr %4325, i64 %4329
  store double %4324, ptr %4330, align 8
  %4331 = add i64 %4314, 1
  br label %4313

4332:                                             ; preds = %4313
  %4333 = add i64 %4310, 1
  br label %4309

4334:                                             ; preds = %4309
  %4335 = add i64 %4306, 1
  br label %4305

4336:                                             ; preds = %4305
  %4337 = call ptr @malloc(i64 128)
  %4338 = ptrtoint ptr %4337 to i64
  %4339 = add i64 %4338, 63
  %4340 = urem i64 %4339, 64
  %4341 = sub i64 %4339, %4340
  %4342 = inttoptr i64 %4341 to ptr
  %4343 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4337, 0
  %4344 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4343, ptr %4342, 1
  %4345 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4344, i64 0, 2
  %4346 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4345, i64 1, 3, 0
  %4347 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4346, i64 8, 3, 1
  %4348 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4347, i64 1, 3, 2
  %4349 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4348, i64 8, 4, 0
  %4350 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4349, i64 1, 4, 1
  %4351 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4350, i64 1, 4, 2
  br label %4352

4352:                                             ; preds = %4378, %4336
  %4353 = phi i64 [ %4379, %4378 ], [ 0, %4336 ]
  %4354 = icmp slt i64 %4353, 1
  br i1 %4354, label %4355, label %4380

4355:                                             ; preds = %4352
  br label %4356

4356:                                             ; preds = %4376, %4355
  %4357 = phi i64 [ %4377, %4376 ], [ 0, %4355 ]
  %4358 = icmp slt i64 %4357, 8
  br i1 %4358, label %4359, label %4378

4359:                                             ; preds = %4356
  br label %4360

4360:                                             ; preds = %4363, %4359
  %4361 = phi i64 [ %4375, %4363 ], [ 0, %4359 ]
  %4362 = icmp slt i64 %4361, 1
  br i1 %4362, label %4363, label %4376

4363:                                             ; preds = %4360
  %4364 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %4365 = mul nuw nsw i64 %4353, 8
  %4366 = add nuw nsw i64 %4365, %4357
  %4367 = add nuw nsw i64 %4366, %4361
  %4368 = getelementptr inbounds nuw double, ptr %4364, i64 %4367
  %4369 = load double, ptr %4368, align 8
  %4370 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4351, 1
  %4371 = mul nuw nsw i64 %4353, 8
  %4372 = add nuw nsw i64 %4371, %4357
  %4373 = add nuw nsw i64 %4372, %4361
  %4374 = getelementptr inbounds nuw double, ptr %4370, i64 %4373
  store double %4369, ptr %4374, align 8
  %4375 = add i64 %4361, 1
  br label %4360

4376:                                             ; preds = %4360
  %4377 = add i64 %4357, 1
  br label %4356

4378:                                             ; preds = %4356
  %4379 = add i64 %4353, 1
  br label %4352

4380:                                             ; preds = %4352
  br label %4381

4381:                                             ; preds = %4415, %4380
  %4382 = phi i64 [ %4416, %4415 ], [ 0, %4380 ]
  %4383 = icmp slt i64 %4382, 1
  br i1 %4383, label %4384, label %4417

4384:                                             ; preds = %4381
  br label %4385

4385:                                             ; preds = %4413, %4384
  %4386 = phi i64 [ %4414, %4413 ], [ 0, %4384 ]
  %4387 = icmp slt i64 %4386, 8
  br i1 %4387, label %4388, label %4415

4388:                                             ; preds = %4385
  br label %4389

4389:                                             ; preds = %4392, %4388
  %4390 = phi i64 [ %4412, %4392 ], [ 0, %4388 ]
  %4391 = icmp slt i64 %4390, 32
  br i1 %4391, label %4392, label %4413

4392:                                             ; preds = %4389
  %4393 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %95, 1
  %4394 = mul nuw nsw i64 %4382, 256
  %4395 = mul nuw nsw i64 %4386, 32
  %4396 = add nuw nsw i64 %4394, %4395
  %4397 = add nuw nsw i64 %4396, %4390
  %4398 = getelementptr inbounds nuw double, ptr %4393, i64 %4397
  %4399 = load double, ptr %4398, align 8
  %4400 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4351, 1
  %4401 = mul nuw nsw i64 %4382, 8
  %4402 = add nuw nsw i64 %4401, %4386
  %4403 = add nuw nsw i64 %4402, 0
  %4404 = getelementptr inbounds nuw double, ptr %4400, i64 %4403
  %4405 = load double, ptr %4404, align 8
  %4406 = fadd double %4399, %4405
  %4407 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4351, 1
  %4408 = mul nuw nsw i64 %4382, 8
  %4409 = add nuw nsw i64 %4408, %4386
  %4410 = add nuw nsw i64 %4409, 0
  %4411 = getelementptr inbounds nuw double, ptr %4407, i64 %4410
  store double %4406, ptr %4411, align 8
  %4412 = add i64 %4390, 1
  br label %4389

4413:                                             ; preds = %4389
  %4414 = add i64 %4386, 1
  br label %4385

4415:                                             ; preds = %4385
  %4416 = add i64 %4382, 1
  br label %4381

4417:                                             ; preds = %4381
  br label %4418

4418:                                             ; preds = %4461, %4417
  %4419 = phi i64 [ %4462, %4461 ], [ 0, %4417 ]
  %4420 = icmp slt i64 %4419, 1
  br i1 %4420, label %4421, label %4463

4421:                                             ; preds = %4418
  br label %4422

4422:                                             ; preds = %4459, %4421
  %4423 = phi i64 [ %4460, %4459 ], [ 0, %4421 ]
  %4424 = icmp slt i64 %4423, 8
  br i1 %4424, label %4425, label %4461

4425:                                             ; preds = %4422
  br label %4426

4426:                                             ; preds = %4429, %4425
  %4427 = phi i64 [ %4458, %4429 ], [ 0, %4425 ]
  %4428 = icmp slt i64 %4427, 32
  br i1 %4428, label %4429, label %4459

4429:                                             ; preds = %4426
  %4430 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %95, 1
  %4431 = mul nuw nsw i64 %4419, 256
  %4432 = mul nuw nsw i64 %4423, 32
  %4433 = add nuw nsw i64 %4431, %4432
  %4434 = add nuw nsw i64 %4433, %4427
  %4435 = getelementptr inbounds nuw double, ptr %4430, i64 %4434
  %4436 = load double, ptr %4435, align 8
  %4437 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4351, 1
  %4438 = mul nuw nsw i64 %4419, 8
  %4439 = add nuw nsw i64 %4438, %4423
  %4440 = add nuw nsw i64 %4439, 0
  %4441 = getelementptr inbounds nuw double, ptr %4437, i64 %4440
  %4442 = load double, ptr %4441, align 8
  %4443 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %4444 = mul nuw nsw i64 %4419, 8
  %4445 = add nuw nsw i64 %4444, %4423
  %4446 = add nuw nsw i64 %4445, 0
  %4447 = getelementptr inbounds nuw double, ptr %4443, i64 %4446
  %4448 = load double, ptr %4447, align 8
  %4449 = fdiv double %4442, 3.200000e+01
  %4450 = fsub double %4436, %4449
  %4451 = fmul double %4450, %4450
  %4452 = fadd double %4451, %4448
  %4453 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %4454 = mul nuw nsw i64 %4419, 8
  %4455 = add nuw nsw i64 %4454, %4423
  %4456 = add nuw nsw i64 %4455, 0
  %4457 = getelementptr inbounds nuw double, ptr %4453, i64 %4456
  store double %4452, ptr %4457, align 8
  %4458 = add i64 %4427, 1
  br label %4426

4459:                                             ; preds = %4426
  %4460 = add i64 %4423, 1
  br label %4422

4461:                                             ; preds = %4422
  %4462 = add i64 %4419, 1
  br label %4418

4463:                                             ; preds = %4418
  br label %4464

4464:                                             ; preds = %4498, %4463
  %4465 = phi i64 [ %4499, %4498 ], [ 0, %4463 ]
  %4466 = icmp slt i64 %4465, 1
  br i1 %4466, label %4467, label %4500

4467:                                             ; preds = %4464
  br label %4468

4468:                                             ; preds = %4496, %4467
  %4469 = phi i64 [ %4497, %4496 ], [ 0, %4467 ]
  %4470 = icmp slt i64 %4469, 8
  br i1 %4470, label %4471, label %4498

4471:                                             ; preds = %4468
  br label %4472

4472:                                             ; preds = %4475, %4471
  %4473 = phi i64 [ %4495, %4475 ], [ 0, %4471 ]
  %4474 = icmp slt i64 %4473, 32
  br i1 %4474, label %4475, label %4496

4475:                                             ; preds = %4472
  %4476 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4477 = mul nuw nsw i64 %4465, 256
  %4478 = mul nuw nsw i64 %4469, 32
  %4479 = add nuw nsw i64 %4477, %4478
  %4480 = add nuw nsw i64 %4479, %4473
  %4481 = getelementptr inbounds nuw float, ptr %4476, i64 %4480
  %4482 = load float, ptr %4481, align 4
  %4483 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %351, 1
  %4484 = mul nuw nsw i64 %4465, 8
  %4485 = add nuw nsw i64 %4484, %4469
  %4486 = add nuw nsw i64 %4485, 0
  %4487 = getelementptr inbounds nuw float, ptr %4483, i64 %4486
  %4488 = load float, ptr %4487, align 4
  %4489 = fadd float %4482, %4488
  %4490 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %351, 1
  %4491 = mul nuw nsw i64 %4465, 8
  %4492 = add nuw nsw i64 %4491, %4469
  %4493 = add nuw nsw i64 %4492, 0
  %4494 = getelementptr inbounds nuw float, ptr %4490, i64 %4493
  store float %4489, ptr %4494, align 4
  %4495 = add i64 %4473, 1
  br label %4472

4496:                                             ; preds = %4472
  %4497 = add i64 %4469, 1
  br label %4468

4498:                                             ; preds = %4468
  %4499 = add i64 %4465, 1
  br label %4464

4500:                                             ; preds = %4464
  br label %4501

4501:                                             ; preds = %4555, %4500
  %4502 = phi i64 [ %4556, %4555 ], [ 0, %4500 ]
  %4503 = icmp slt i64 %4502, 1
  br i1 %4503, label %4504, label %4557

4504:                                             ; preds = %4501
  br label %4505

4505:                                             ; preds = %4553, %4504
  %4506 = phi i64 [ %4554, %4553 ], [ 0, %4504 ]
  %4507 = icmp slt i64 %4506, 8
  br i1 %4507, label %4508, label %4555

4508:                                             ; preds = %4505
  br label %4509

4509:                                             ; preds = %4512, %4508
  %4510 = phi i64 [ %4552, %4512 ], [ 0, %4508 ]
  %4511 = icmp slt i64 %4510, 32
  br i1 %4511, label %4512, label %4553

4512:                                             ; preds = %4509
  %4513 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4514 = mul nuw nsw i64 %4502, 256
  %4515 = mul nuw nsw i64 %4506, 32
  %4516 = add nuw nsw i64 %4514, %4515
  %4517 = add nuw nsw i64 %4516, %4510
  %4518 = getelementptr inbounds nuw float, ptr %4513, i64 %4517
  %4519 = load float, ptr %4518, align 4
  %4520 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %351, 1
  %4521 = mul nuw nsw i64 %4502, 8
  %4522 = add nuw nsw i64 %4521, %4506
  %4523 = add nuw nsw i64 %4522, 0
  %4524 = getelementptr inbounds nuw float, ptr %4520, i64 %4523
  %4525 = load float, ptr %4524, align 4
  %4526 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %4527 = mul nuw nsw i64 %4502, 8
  %4528 = add nuw nsw i64 %4527, %4506
  %4529 = add nuw nsw i64 %4528, 0
  %4530 = getelementptr inbounds nuw double, ptr %4526, i64 %4529
  %4531 = load double, ptr %4530, align 8
  %4532 = getelementptr inbounds nuw float, ptr @__constant_32xf32_1, i64 %4510
  %4533 = load float, ptr %4532, align 4
  %4534 = getelementptr inbounds nuw float, ptr @__constant_32xf32_0, i64 %4510
  %4535 = load float, ptr %4534, align 4
  %4536 = fdiv double %4531, 3.200000e+01
  %4537 = fptrunc double %4536 to float
  %4538 = fadd float %4537, f0x2B8CBCCC
  %4539 = call float @llvm.sqrt.f32(float %4538)
  %4540 = fdiv float 1.000000e+00, %4539
  %4541 = fdiv float %4525, 3.200000e+01
  %4542 = fsub float %4519, %4541
  %4543 = fmul float %4542, %4540
  %4544 = fmul float %4543, %4533
  %4545 = fadd float %4544, %4535
  %4546 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4547 = mul nuw nsw i64 %4502, 256
  %4548 = mul nuw nsw i64 %4506, 32
  %4549 = add nuw nsw i64 %4547, %4548
  %4550 = add nuw nsw i64 %4549, %4510
  %4551 = getelementptr inbounds nuw float, ptr %4546, i64 %4550
  store float %4545, ptr %4551, align 4
  %4552 = add i64 %4510, 1
  br label %4509

4553:                                             ; preds = %4509
  %4554 = add i64 %4506, 1
  br label %4505

4555:                                             ; preds = %4505
  %4556 = add i64 %4502, 1
  br label %4501

4557:                                             ; preds = %4501
  %4558 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 0
  %4559 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4560 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4558, 0
  %4561 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4560, ptr %4559, 1
  %4562 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4561, i64 0, 2
  %4563 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4562, i64 1, 3, 0
  %4564 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4563, i64 256, 4, 0
  %4565 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4564, i64 1, 3, 1
  %4566 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4565, i64 32, 4, 1
  %4567 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4566, i64 32, 3, 2
  %4568 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4567, i64 1, 4, 2
  %4569 = call ptr @malloc(i64 192)
  %4570 = ptrtoint ptr %4569 to i64
  %4571 = add i64 %4570, 63
  %4572 = urem i64 %4571, 64
  %4573 = sub i64 %4571, %4572
  %4574 = inttoptr i64 %4573 to ptr
  %4575 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4569, 0
  %4576 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4575, ptr %4574, 1
  %4577 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4576, i64 0, 2
  %4578 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4577, i64 1, 3, 0
  %4579 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4578, i64 1, 3, 1
  %4580 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4579, i64 32, 3, 2
  %4581 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4580, i64 32, 4, 0
  %4582 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4581, i64 32, 4, 1
  %4583 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4582, i64 1, 4, 2
  br label %4584

4584:                                             ; preds = %4605, %4557
  %4585 = phi i64 [ %4606, %4605 ], [ 0, %4557 ]
  %4586 = icmp slt i64 %4585, 1
  br i1 %4586, label %4587, label %4607

4587:                                             ; preds = %4584
  br label %4588

4588:                                             ; preds = %4603, %4587
  %4589 = phi i64 [ %4604, %4603 ], [ 0, %4587 ]
  %4590 = icmp slt i64 %4589, 1
  br i1 %4590, label %4591, label %4605

4591:                                             ; preds = %4588
  br label %4592

4592:                                             ; preds = %4595, %4591
  %4593 = phi i64 [ %4602, %4595 ], [ 0, %4591 ]
  %4594 = icmp slt i64 %4593, 32
  br i1 %4594, label %4595, label %4603

4595:                                             ; preds = %4592
  %4596 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4583, 1
  %4597 = mul nuw nsw i64 %4585, 32
  %4598 = mul nuw nsw i64 %4589, 32
  %4599 = add nuw nsw i64 %4597, %4598
  %4600 = add nuw nsw i64 %4599, %4593
  %4601 = getelementptr inbounds nuw float, ptr %4596, i64 %4600
  store float 0.000000e+00, ptr %4601, align 4
  %4602 = add i64 %4593, 1
  br label %4592

4603:                                             ; preds = %4592
  %4604 = add i64 %4589, 1
  br label %4588

4605:                                             ; preds = %4588
  %4606 = add i64 %4585, 1
  br label %4584

4607:                                             ; preds = %4584
  br label %4608

4608:                                             ; preds = %4655, %4607
  %4609 = phi i64 [ %4656, %4655 ], [ 0, %4607 ]
  %4610 = icmp slt i64 %4609, 1
  br i1 %4610, label %4611, label %4657

4611:                                             ; preds = %4608
  br label %4612

4612:                                             ; preds = %4653, %4611
  %4613 = phi i64 [ %4654, %4653 ], [ 0, %4611 ]
  %4614 = icmp slt i64 %4613, 1
  br i1 %4614, label %4615, label %4655

4615:                                             ; preds = %4612
  br label %4616

4616:                                             ; preds = %4651, %4615
  %4617 = phi i64 [ %4652, %4651 ], [ 0, %4615 ]
  %4618 = icmp slt i64 %4617, 32
  br i1 %4618, label %4619, label %4653

4619:                                             ; preds = %4616
  br label %4620

4620:                                             ; preds = %4623, %4619
  %4621 = phi i64 [ %4650, %4623 ], [ 0, %4619 ]
  %4622 = icmp slt i64 %4621, 32
  br i1 %4622, label %4623, label %4651

4623:                                             ; preds = %4620
  %4624 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4568, 1
  %4625 = mul nuw nsw i64 %4609, 256
  %4626 = mul nuw nsw i64 %4613, 32
  %4627 = add nuw nsw i64 %4625, %4626
  %4628 = add nuw nsw i64 %4627, %4621
  %4629 = getelementptr inbounds nuw float, ptr %4624, i64 %4628
  %4630 = load float, ptr %4629, align 4
  %4631 = mul nuw nsw i64 %4617, 32
  %4632 = add nuw nsw i64 %4631, %4621
  %4633 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32, i64 %4632
  %4634 = load float, ptr %4633, align 4
  %4635 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4583, 1
  %4636 = mul nuw nsw i64 %4609, 32
  %4637 = mul nuw nsw i64 %4613, 32
  %4638 = add nuw nsw i64 %4636, %4637
  %4639 = add nuw nsw i64 %4638, %4617
  %4640 = getelementptr inbounds nuw float, ptr %4635, i64 %4639
  %4641 = load float, ptr %4640, align 4
  %4642 = fmul float %4630, %4634
  %4643 = fadd float %4641, %4642
  %4644 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4583, 1
  %4645 = mul nuw nsw i64 %4609, 32
  %4646 = mul nuw nsw i64 %4613, 32
  %4647 = add nuw nsw i64 %4645, %4646
  %4648 = add nuw nsw i64 %4647, %4617
  %4649 = getelementptr inbounds nuw float, ptr %4644, i64 %4648
  store float %4643, ptr %4649, align 4
  %4650 = add i64 %4621, 1
  br label %4620

4651:                                             ; preds = %4620
  %4652 = add i64 %4617, 1
  br label %4616

4653:                                             ; preds = %4616
  %4654 = add i64 %4613, 1
  br label %4612

4655:                                             ; preds = %4612
  %4656 = add i64 %4609, 1
  br label %4608

4657:                                             ; preds = %4608
  %4658 = call ptr @malloc(i64 192)
  %4659 = ptrtoint ptr %4658 to i64
  %4660 = add i64 %4659, 63
  %4661 = urem i64 %4660, 64
  %4662 = sub i64 %4660, %4661
  %4663 = inttoptr i64 %4662 to ptr
  %4664 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4658, 0
  %4665 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4664, ptr %4663, 1
  %4666 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4665, i64 0, 2
  %4667 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4666, i64 1, 3, 0
  %4668 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4667, i64 1, 3, 1
  %4669 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4668, i64 32, 3, 2
  %4670 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4669, i64 32, 4, 0
  %4671 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4670, i64 32, 4, 1
  %4672 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4671, i64 1, 4, 2
  br label %4673

4673:                                             ; preds = %4716, %4657
  %4674 = phi i64 [ %4717, %4716 ], [ 0, %4657 ]
  %4675 = icmp slt i64 %4674, 1
  br i1 %4675, label %4676, label %4718

4676:                                             ; preds = %4673
  br label %4677

4677:                                             ; preds = %4714, %4676
  %4678 = phi i64 [ %4715, %4714 ], [ 0, %4676 ]
  %4679 = icmp slt i64 %4678, 1
  br i1 %4679, label %4680, label %4716

4680:                                             ; preds = %4677
  br label %4681

4681:                                             ; preds = %4684, %4680
  %4682 = phi i64 [ %4713, %4684 ], [ 0, %4680 ]
  %4683 = icmp slt i64 %4682, 32
  br i1 %4683, label %4684, label %4714

4684:                                             ; preds = %4681
  %4685 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4583, 1
  %4686 = mul nuw nsw i64 %4674, 32
  %4687 = mul nuw nsw i64 %4678, 32
  %4688 = add nuw nsw i64 %4686, %4687
  %4689 = add nuw nsw i64 %4688, %4682
  %4690 = getelementptr inbounds nuw float, ptr %4685, i64 %4689
  %4691 = load float, ptr %4690, align 4
  %4692 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %4682
  %4693 = load float, ptr %4692, align 4
  %4694 = fadd float %4691, %4693
  %4695 = fcmp olt float %4694, 0.000000e+00
  %4696 = uitofp i1 %4695 to float
  %4697 = fmul float %4696, -2.000000e+00
  %4698 = fadd float %4697, 1.000000e+00
  %4699 = fmul float %4698, %4694
  %4700 = fmul float %4699, -2.000000e+00
  %4701 = fmul float %4700, f0x3FB8AA3B
  %4702 = call float @llvm.exp2.f32(float %4701)
  %4703 = fsub float 1.000000e+00, %4702
  %4704 = fadd float %4702, 1.000000e+00
  %4705 = fdiv float %4703, %4704
  %4706 = fmul float %4698, %4705
  %4707 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4672, 1
  %4708 = mul nuw nsw i64 %4674, 32
  %4709 = mul nuw nsw i64 %4678, 32
  %4710 = add nuw nsw i64 %4708, %4709
  %4711 = add nuw nsw i64 %4710, %4682
  %4712 = getelementptr inbounds nuw float, ptr %4707, i64 %4711
  store float %4706, ptr %4712, align 4
  %4713 = add i64 %4682, 1
  br label %4681

4714:                                             ; preds = %4681
  %4715 = add i64 %4678, 1
  br label %4677

4716:                                             ; preds = %4677
  %4717 = add i64 %4674, 1
  br label %4673

4718:                                             ; preds = %4673
  %4719 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4672, 0
  %4720 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4672, 1
  %4721 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %4719, 0
  %4722 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4721, ptr %4720, 1
  %4723 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4722, i64 0, 2
  %4724 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4723, i64 1, 3, 0
  %4725 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4724, i64 32, 4, 0
  %4726 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4725, i64 32, 3, 1
  %4727 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4726, i64 1, 4, 1
  %4728 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %95, 0
  call void @free(ptr %4728)
  %4729 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 0
  call void @free(ptr %4729)
  %4730 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %180, 0
  call void @free(ptr %4730)
  %4731 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %261, 0
  call void @free(ptr %4731)
  %4732 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %351, 0
  call void @free(ptr %4732)
  %4733 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %389, 0
  call void @free(ptr %4733)
  %4734 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %525, 0
  call void @free(ptr %4734)
  %4735 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %571, 0
  call void @free(ptr %4735)
  %4736 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %691, 0
  call void @free(ptr %4736)
  %4737 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %811, 0
  call void @free(ptr %4737)
  %4738 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %929, 0
  call void @free(ptr %4738)
  %4739 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %983, 0
  call void @free(ptr %4739)
  %4740 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1118, 0
  call void @free(ptr %4740)
  %4741 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1175, 0
  call void @free(ptr %4741)
  %4742 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1244, 0
  call void @free(ptr %4742)
  %4743 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1409, 0
  call void @free(ptr %4743)
  %4744 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1457, 0
  call void @free(ptr %4744)
  %4745 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1560, 0
  call void @free(ptr %4745)
  %4746 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1614, 0
  call void @free(ptr %4746)
  %4747 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1762, 0
  call void @free(ptr %4747)
  %4748 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1942, 0
  call void @free(ptr %4748)
  %4749 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2023, 0
  call void @free(ptr %4749)
  %4750 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2113, 0
  call void @free(ptr %4750)
  %4751 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2249, 0
  call void @free(ptr %4751)
  %4752 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2291, 0
  call void @free(ptr %4752)
  %4753 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2387, 0
  call void @free(ptr %4753)
  %4754 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2609, 0
  call void @free(ptr %4754)
  %4755 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2690, 0
  call void @free(ptr %4755)
  %4756 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2780, 0
  call void @free(ptr %4756)
  %4757 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2920, 0
  call void @free(ptr %4757)
  %4758 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3040, 0
  call void @free(ptr %4758)
  %4759 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3160, 0
  call void @free(ptr %4759)
  %4760 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3636, 0
  call void @free(ptr %4760)
  %4761 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3816, 0
  call void @free(ptr %4761)
  %4762 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3897, 0
  call void @free(ptr %4762)
  %4763 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3987, 0
  call void @free(ptr %4763)
  %4764 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4351, 0
  call void @free(ptr %4764)
  %4765 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4583, 0
  call void @free(ptr %4765)
  %4766 = insertvalue { { ptr, ptr, i64, [3 x i64], [3 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } poison, { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 0
  %4767 = insertvalue { { ptr, ptr, i64, [3 x i64], [3 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %4766, { ptr, ptr, i64, [2 x i64], [2 x i64] } %4727, 1
  ret { { ptr, ptr, i64, [3 x i64], [3 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %4767
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; irlower-stages: fx_graph=4f0f272bad02 torch_mlir=ab235db08ed4 linalg_on_tensors_mlir=cfcb383fe200 llvm_mlir=51cba53cff65
