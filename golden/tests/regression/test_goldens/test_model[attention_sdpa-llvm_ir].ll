; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@__constant_32x32xf32_5 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_4 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32x32xf32_3 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_2 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32x32xf32 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_1 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_0 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32 = private constant [32 x float] zeroinitializer, align 64

declare void @free(ptr)

declare ptr @malloc(i64)

define { ptr, ptr, i64, [3 x i64], [3 x i64] } @main(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) {
  %10 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %0, 0
  %11 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %10, ptr %1, 1
  %12 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %11, i64 %2, 2
  %13 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %12, i64 %3, 3, 0
  %14 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %13, i64 %6, 4, 0
  %15 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %14, i64 %4, 3, 1
  %16 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %15, i64 %7, 4, 1
  %17 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %16, i64 %5, 3, 2
  %18 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %17, i64 %8, 4, 2
  %19 = call ptr @malloc(i64 1088)
  %20 = ptrtoint ptr %19 to i64
  %21 = add i64 %20, 63
  %22 = urem i64 %21, 64
  %23 = sub i64 %21, %22
  %24 = inttoptr i64 %23 to ptr
  %25 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %19, 0
  %26 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %25, ptr %24, 1
  %27 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %26, i64 0, 2
  %28 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %27, i64 8, 3, 0
  %29 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %28, i64 32, 3, 1
  %30 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %29, i64 32, 4, 0
  %31 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %30, i64 1, 4, 1
  br label %32

32:                                               ; preds = %45, %9
  %33 = phi i64 [ %46, %45 ], [ 0, %9 ]
  %34 = icmp slt i64 %33, 8
  br i1 %34, label %35, label %47

35:                                               ; preds = %32
  br label %36

36:                                               ; preds = %39, %35
  %37 = phi i64 [ %44, %39 ], [ 0, %35 ]
  %38 = icmp slt i64 %37, 32
  br i1 %38, label %39, label %45

39:                                               ; preds = %36
  %40 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %31, 1
  %41 = mul nuw nsw i64 %33, 32
  %42 = add nuw nsw i64 %41, %37
  %43 = getelementptr inbounds nuw float, ptr %40, i64 %42
  store float 0.000000e+00, ptr %43, align 4
  %44 = add i64 %37, 1
  br label %36

45:                                               ; preds = %36
  %46 = add i64 %33, 1
  br label %32

47:                                               ; preds = %32
  %48 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %31, 0
  %49 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %31, 1
  %50 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %48, 0
  %51 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %50, ptr %49, 1
  %52 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %51, i64 0, 2
  %53 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %52, i64 1, 3, 0
  %54 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %53, i64 256, 4, 0
  %55 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %54, i64 8, 3, 1
  %56 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %55, i64 32, 4, 1
  %57 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %56, i64 32, 3, 2
  %58 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %57, i64 1, 4, 2
  %59 = call ptr @malloc(i64 1088)
  %60 = ptrtoint ptr %59 to i64
  %61 = add i64 %60, 63
  %62 = urem i64 %61, 64
  %63 = sub i64 %61, %62
  %64 = inttoptr i64 %63 to ptr
  %65 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %59, 0
  %66 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %65, ptr %64, 1
  %67 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %66, i64 0, 2
  %68 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %67, i64 1, 3, 0
  %69 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %68, i64 8, 3, 1
  %70 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %69, i64 32, 3, 2
  %71 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %70, i64 256, 4, 0
  %72 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %71, i64 32, 4, 1
  %73 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %72, i64 1, 4, 2
  br label %74

74:                                               ; preds = %102, %47
  %75 = phi i64 [ %103, %102 ], [ 0, %47 ]
  %76 = icmp slt i64 %75, 1
  br i1 %76, label %77, label %104

77:                                               ; preds = %74
  br label %78

78:                                               ; preds = %100, %77
  %79 = phi i64 [ %101, %100 ], [ 0, %77 ]
  %80 = icmp slt i64 %79, 8
  br i1 %80, label %81, label %102

81:                                               ; preds = %78
  br label %82

82:                                               ; preds = %85, %81
  %83 = phi i64 [ %99, %85 ], [ 0, %81 ]
  %84 = icmp slt i64 %83, 32
  br i1 %84, label %85, label %100

85:                                               ; preds = %82
  %86 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %58, 1
  %87 = mul nuw nsw i64 %75, 256
  %88 = mul nuw nsw i64 %79, 32
  %89 = add nuw nsw i64 %87, %88
  %90 = add nuw nsw i64 %89, %83
  %91 = getelementptr inbounds nuw float, ptr %86, i64 %90
  %92 = load float, ptr %91, align 4
  %93 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %73, 1
  %94 = mul nuw nsw i64 %75, 256
  %95 = mul nuw nsw i64 %79, 32
  %96 = add nuw nsw i64 %94, %95
  %97 = add nuw nsw i64 %96, %83
  %98 = getelementptr inbounds nuw float, ptr %93, i64 %97
  store float %92, ptr %98, align 4
  %99 = add i64 %83, 1
  br label %82

100:                                              ; preds = %82
  %101 = add i64 %79, 1
  br label %78

102:                                              ; preds = %78
  %103 = add i64 %75, 1
  br label %74

104:                                              ; preds = %74
  br label %105

105:                                              ; preds = %152, %104
  %106 = phi i64 [ %153, %152 ], [ 0, %104 ]
  %107 = icmp slt i64 %106, 1
  br i1 %107, label %108, label %154

108:                                              ; preds = %105
  br label %109

109:                                              ; preds = %150, %108
  %110 = phi i64 [ %151, %150 ], [ 0, %108 ]
  %111 = icmp slt i64 %110, 8
  br i1 %111, label %112, label %152

112:                                              ; preds = %109
  br label %113

113:                                              ; preds = %148, %112
  %114 = phi i64 [ %149, %148 ], [ 0, %112 ]
  %115 = icmp slt i64 %114, 32
  br i1 %115, label %116, label %150

116:                                              ; preds = %113
  br label %117

117:                                              ; preds = %120, %116
  %118 = phi i64 [ %147, %120 ], [ 0, %116 ]
  %119 = icmp slt i64 %118, 32
  br i1 %119, label %120, label %148

120:                                              ; preds = %117
  %121 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, 1
  %122 = mul nuw nsw i64 %106, 256
  %123 = mul nuw nsw i64 %110, 32
  %124 = add nuw nsw i64 %122, %123
  %125 = add nuw nsw i64 %124, %118
  %126 = getelementptr inbounds nuw float, ptr %121, i64 %125
  %127 = load float, ptr %126, align 4
  %128 = mul nuw nsw i64 %114, 32
  %129 = add nuw nsw i64 %128, %118
  %130 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_5, i64 %129
  %131 = load float, ptr %130, align 4
  %132 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %73, 1
  %133 = mul nuw nsw i64 %106, 256
  %134 = mul nuw nsw i64 %110, 32
  %135 = add nuw nsw i64 %133, %134
  %136 = add nuw nsw i64 %135, %114
  %137 = getelementptr inbounds nuw float, ptr %132, i64 %136
  %138 = load float, ptr %137, align 4
  %139 = fmul float %127, %131
  %140 = fadd float %138, %139
  %141 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %73, 1
  %142 = mul nuw nsw i64 %106, 256
  %143 = mul nuw nsw i64 %110, 32
  %144 = add nuw nsw i64 %142, %143
  %145 = add nuw nsw i64 %144, %114
  %146 = getelementptr inbounds nuw float, ptr %141, i64 %145
  store float %140, ptr %146, align 4
  %147 = add i64 %118, 1
  br label %117

148:                                              ; preds = %117
  %149 = add i64 %114, 1
  br label %113

150:                                              ; preds = %113
  %151 = add i64 %110, 1
  br label %109

152:                                              ; preds = %109
  %153 = add i64 %106, 1
  br label %105

154:                                              ; preds = %105
  %155 = call ptr @malloc(i64 1088)
  %156 = ptrtoint ptr %155 to i64
  %157 = add i64 %156, 63
  %158 = urem i64 %157, 64
  %159 = sub i64 %157, %158
  %160 = inttoptr i64 %159 to ptr
  %161 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %155, 0
  %162 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %161, ptr %160, 1
  %163 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %162, i64 0, 2
  %164 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %163, i64 1, 3, 0
  %165 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %164, i64 8, 3, 1
  %166 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %165, i64 32, 3, 2
  %167 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %166, i64 256, 4, 0
  %168 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %167, i64 32, 4, 1
  %169 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %168, i64 1, 4, 2
  br label %170

170:                                              ; preds = %198, %154
  %171 = phi i64 [ %199, %198 ], [ 0, %154 ]
  %172 = icmp slt i64 %171, 1
  br i1 %172, label %173, label %200

173:                                              ; preds = %170
  br label %174

174:                                              ; preds = %196, %173
  %175 = phi i64 [ %197, %196 ], [ 0, %173 ]
  %176 = icmp slt i64 %175, 8
  br i1 %176, label %177, label %198

177:                                              ; preds = %174
  br label %178

178:                                              ; preds = %181, %177
  %179 = phi i64 [ %195, %181 ], [ 0, %177 ]
  %180 = icmp slt i64 %179, 32
  br i1 %180, label %181, label %196

181:                                              ; preds = %178
  %182 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %58, 1
  %183 = mul nuw nsw i64 %171, 256
  %184 = mul nuw nsw i64 %175, 32
  %185 = add nuw nsw i64 %183, %184
  %186 = add nuw nsw i64 %185, %179
  %187 = getelementptr inbounds nuw float, ptr %182, i64 %186
  %188 = load float, ptr %187, align 4
  %189 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %169, 1
  %190 = mul nuw nsw i64 %171, 256
  %191 = mul nuw nsw i64 %175, 32
  %192 = add nuw nsw i64 %190, %191
  %193 = add nuw nsw i64 %192, %179
  %194 = getelementptr inbounds nuw float, ptr %189, i64 %193
  store float %188, ptr %194, align 4
  %195 = add i64 %179, 1
  br label %178

196:                                              ; preds = %178
  %197 = add i64 %175, 1
  br label %174

198:                                              ; preds = %174
  %199 = add i64 %171, 1
  br label %170

200:                                              ; preds = %170
  br label %201

201:                                              ; preds = %248, %200
  %202 = phi i64 [ %249, %248 ], [ 0, %200 ]
  %203 = icmp slt i64 %202, 1
  br i1 %203, label %204, label %250

204:                                              ; preds = %201
  br label %205

205:                                              ; preds = %246, %204
  %206 = phi i64 [ %247, %246 ], [ 0, %204 ]
  %207 = icmp slt i64 %206, 8
  br i1 %207, label %208, label %248

208:                                              ; preds = %205
  br label %209

209:                                              ; preds = %244, %208
  %210 = phi i64 [ %245, %244 ], [ 0, %208 ]
  %211 = icmp slt i64 %210, 32
  br i1 %211, label %212, label %246

212:                                              ; preds = %209
  br label %213

213:                                              ; preds = %216, %212
  %214 = phi i64 [ %243, %216 ], [ 0, %212 ]
  %215 = icmp slt i64 %214, 32
  br i1 %215, label %216, label %244

216:                                              ; preds = %213
  %217 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, 1
  %218 = mul nuw nsw i64 %202, 256
  %219 = mul nuw nsw i64 %206, 32
  %220 = add nuw nsw i64 %218, %219
  %221 = add nuw nsw i64 %220, %214
  %222 = getelementptr inbounds nuw float, ptr %217, i64 %221
  %223 = load float, ptr %222, align 4
  %224 = mul nuw nsw i64 %210, 32
  %225 = add nuw nsw i64 %224, %214
  %226 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_3, i64 %225
  %227 = load float, ptr %226, align 4
  %228 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %169, 1
  %229 = mul nuw nsw i64 %202, 256
  %230 = mul nuw nsw i64 %206, 32
  %231 = add nuw nsw i64 %229, %230
  %232 = add nuw nsw i64 %231, %210
  %233 = getelementptr inbounds nuw float, ptr %228, i64 %232
  %234 = load float, ptr %233, align 4
  %235 = fmul float %223, %227
  %236 = fadd float %234, %235
  %237 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %169, 1
  %238 = mul nuw nsw i64 %202, 256
  %239 = mul nuw nsw i64 %206, 32
  %240 = add nuw nsw i64 %238, %239
  %241 = add nuw nsw i64 %240, %210
  %242 = getelementptr inbounds nuw float, ptr %237, i64 %241
  store float %236, ptr %242, align 4
  %243 = add i64 %214, 1
  br label %213

244:                                              ; preds = %213
  %245 = add i64 %210, 1
  br label %209

246:                                              ; preds = %209
  %247 = add i64 %206, 1
  br label %205

248:                                              ; preds = %205
  %249 = add i64 %202, 1
  br label %201

250:                                              ; preds = %201
  br label %251

251:                                              ; preds = %298, %250
  %252 = phi i64 [ %299, %298 ], [ 0, %250 ]
  %253 = icmp slt i64 %252, 1
  br i1 %253, label %254, label %300

254:                                              ; preds = %251
  br label %255

255:                                              ; preds = %296, %254
  %256 = phi i64 [ %297, %296 ], [ 0, %254 ]
  %257 = icmp slt i64 %256, 8
  br i1 %257, label %258, label %298

258:                                              ; preds = %255
  br label %259

259:                                              ; preds = %294, %258
  %260 = phi i64 [ %295, %294 ], [ 0, %258 ]
  %261 = icmp slt i64 %260, 32
  br i1 %261, label %262, label %296

262:                                              ; preds = %259
  br label %263

263:                                              ; preds = %266, %262
  %264 = phi i64 [ %293, %266 ], [ 0, %262 ]
  %265 = icmp slt i64 %264, 32
  br i1 %265, label %266, label %294

266:                                              ; preds = %263
  %267 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, 1
  %268 = mul nuw nsw i64 %252, 256
  %269 = mul nuw nsw i64 %256, 32
  %270 = add nuw nsw i64 %268, %269
  %271 = add nuw nsw i64 %270, %264
  %272 = getelementptr inbounds nuw float, ptr %267, i64 %271
  %273 = load float, ptr %272, align 4
  %274 = mul nuw nsw i64 %260, 32
  %275 = add nuw nsw i64 %274, %264
  %276 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32, i64 %275
  %277 = load float, ptr %276, align 4
  %278 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %58, 1
  %279 = mul nuw nsw i64 %252, 256
  %280 = mul nuw nsw i64 %256, 32
  %281 = add nuw nsw i64 %279, %280
  %282 = add nuw nsw i64 %281, %260
  %283 = getelementptr inbounds nuw float, ptr %278, i64 %282
  %284 = load float, ptr %283, align 4
  %285 = fmul float %273, %277
  %286 = fadd float %284, %285
  %287 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %58, 1
  %288 = mul nuw nsw i64 %252, 256
  %289 = mul nuw nsw i64 %256, 32
  %290 = add nuw nsw i64 %288, %289
  %291 = add nuw nsw i64 %290, %260
  %292 = getelementptr inbounds nuw float, ptr %287, i64 %291
  store float %286, ptr %292, align 4
  %293 = add i64 %264, 1
  br label %263

294:                                              ; preds = %263
  %295 = add i64 %260, 1
  br label %259

296:                                              ; preds = %259
  %297 = add i64 %256, 1
  br label %255

298:                                              ; preds = %255
  %299 = add i64 %252, 1
  br label %251

300:                                              ; preds = %251
  %301 = call ptr @malloc(i64 1088)
  %302 = ptrtoint ptr %301 to i64
  %303 = add i64 %302, 63
  %304 = urem i64 %303, 64
  %305 = sub i64 %303, %304
  %306 = inttoptr i64 %305 to ptr
  %307 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %301, 0
  %308 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %307, ptr %306, 1
  %309 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %308, i64 0, 2
  %310 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %309, i64 1, 3, 0
  %311 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %310, i64 8, 3, 1
  %312 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %311, i64 32, 3, 2
  %313 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %312, i64 256, 4, 0
  %314 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %313, i64 32, 4, 1
  %315 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %314, i64 1, 4, 2
  %316 = call ptr @malloc(i64 320)
  %317 = ptrtoint ptr %316 to i64
  %318 = add i64 %317, 63
  %319 = urem i64 %318, 64
  %320 = sub i64 %318, %319
  %321 = inttoptr i64 %320 to ptr
  %322 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %316, 0
  %323 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %322, ptr %321, 1
  %324 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %323, i64 0, 2
  %325 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %324, i64 1, 3, 0
  %326 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %325, i64 8, 3, 1
  %327 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %326, i64 8, 3, 2
  %328 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %327, i64 64, 4, 0
  %329 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %328, i64 8, 4, 1
  %330 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %329, i64 1, 4, 2
  %331 = call ptr @malloc(i64 320)
  %332 = ptrtoint ptr %331 to i64
  %333 = add i64 %332, 63
  %334 = urem i64 %333, 64
  %335 = sub i64 %333, %334
  %336 = inttoptr i64 %335 to ptr
  %337 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %331, 0
  %338 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %337, ptr %336, 1
  %339 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %338, i64 0, 2
  %340 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %339, i64 1, 3, 0
  %341 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %340, i64 8, 3, 1
  %342 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %341, i64 8, 3, 2
  %343 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %342, i64 64, 4, 0
  %344 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %343, i64 8, 4, 1
  %345 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %344, i64 1, 4, 2
  br label %346

346:                                              ; preds = %367, %300
  %347 = phi i64 [ %368, %367 ], [ 0, %300 ]
  %348 = icmp slt i64 %347, 1
  br i1 %348, label %349, label %369

349:                                              ; preds = %346
  br label %350

350:                                              ; preds = %365, %349
  %351 = phi i64 [ %366, %365 ], [ 0, %349 ]
  %352 = icmp slt i64 %351, 8
  br i1 %352, label %353, label %367

353:                                              ; preds = %350
  br label %354

354:                                              ; preds = %357, %353
  %355 = phi i64 [ %364, %357 ], [ 0, %353 ]
  %356 = icmp slt i64 %355, 8
  br i1 %356, label %357, label %365

357:                                              ; preds = %354
  %358 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %345, 1
  %359 = mul nuw nsw i64 %347, 64
  %360 = mul nuw nsw i64 %351, 8
  %361 = add nuw nsw i64 %359, %360
  %362 = add nuw nsw i64 %361, %355
  %363 = getelementptr inbounds nuw float, ptr %358, i64 %362
  store float 0.000000e+00, ptr %363, align 4
  %364 = add i64 %355, 1
  br label %354

365:                                              ; preds = %354
  %366 = add i64 %351, 1
  br label %350

367:                                              ; preds = %350
  %368 = add i64 %347, 1
  br label %346

369:                                              ; preds = %346
  br label %370

370:                                              ; preds = %428, %369
  %371 = phi i64 [ %429, %428 ], [ 0, %369 ]
  %372 = icmp slt i64 %371, 1
  br i1 %372, label %373, label %430

373:                                              ; preds = %370
  br label %374

374:                                              ; preds = %426, %373
  %375 = phi i64 [ %427, %426 ], [ 0, %373 ]
  %376 = icmp slt i64 %375, 8
  br i1 %376, label %377, label %428

377:                                              ; preds = %374
  br label %378

378:                                              ; preds = %424, %377
  %379 = phi i64 [ %425, %424 ], [ 0, %377 ]
  %380 = icmp slt i64 %379, 8
  br i1 %380, label %381, label %426

381:                                              ; preds = %378
  br label %382

382:                                              ; preds = %385, %381
  %383 = phi i64 [ %423, %385 ], [ 0, %381 ]
  %384 = icmp slt i64 %383, 32
  br i1 %384, label %385, label %424

385:                                              ; preds = %382
  %386 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %73, 1
  %387 = mul nuw nsw i64 %371, 256
  %388 = mul nuw nsw i64 %375, 32
  %389 = add nuw nsw i64 %387, %388
  %390 = add nuw nsw i64 %389, %383
  %391 = getelementptr inbounds nuw float, ptr %386, i64 %390
  %392 = load float, ptr %391, align 4
  %393 = getelementptr inbounds nuw float, ptr @__constant_32xf32_4, i64 %383
  %394 = load float, ptr %393, align 4
  %395 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %169, 1
  %396 = mul nuw nsw i64 %371, 256
  %397 = mul nuw nsw i64 %379, 32
  %398 = add nuw nsw i64 %396, %397
  %399 = add nuw nsw i64 %398, %383
  %400 = getelementptr inbounds nuw float, ptr %395, i64 %399
  %401 = load float, ptr %400, align 4
  %402 = getelementptr inbounds nuw float, ptr @__constant_32xf32_2, i64 %383
  %403 = load float, ptr %402, align 4
  %404 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %345, 1
  %405 = mul nuw nsw i64 %371, 64
  %406 = mul nuw nsw i64 %375, 8
  %407 = add nuw nsw i64 %405, %406
  %408 = add nuw nsw i64 %407, %379
  %409 = getelementptr inbounds nuw float, ptr %404, i64 %408
  %410 = load float, ptr %409, align 4
  %411 = fadd float %401, %403
  %412 = fmul float %411, f0x3ED744FD
  %413 = fadd float %392, %394
  %414 = fmul float %413, f0x3ED744FD
  %415 = fmul float %414, %412
  %416 = fadd float %410, %415
  %417 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %345, 1
  %418 = mul nuw nsw i64 %371, 64
  %419 = mul nuw nsw i64 %375, 8
  %420 = add nuw nsw i64 %418, %419
  %421 = add nuw nsw i64 %420, %379
  %422 = getelementptr inbounds nuw float, ptr %417, i64 %421
  store float %416, ptr %422, align 4
  %423 = add i64 %383, 1
  br label %382

424:                                              ; preds = %382
  %425 = add i64 %379, 1
  br label %378

426:                                              ; preds = %378
  %427 = add i64 %375, 1
  br label %374

428:                                              ; preds = %374
  %429 = add i64 %371, 1
  br label %370

430:                                              ; preds = %370
  %431 = call ptr @malloc(i64 96)
  %432 = ptrtoint ptr %431 to i64
  %433 = add i64 %432, 63
  %434 = urem i64 %433, 64
  %435 = sub i64 %433, %434
  %436 = inttoptr i64 %435 to ptr
  %437 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %431, 0
  %438 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %437, ptr %436, 1
  %439 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %438, i64 0, 2
  %440 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %439, i64 1, 3, 0
  %441 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %440, i64 8, 3, 1
  %442 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %441, i64 1, 3, 2
  %443 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %442, i64 8, 4, 0
  %444 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %443, i64 1, 4, 1
  %445 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %444, i64 1, 4, 2
  br label %446

446:                                              ; preds = %466, %430
  %447 = phi i64 [ %467, %466 ], [ 0, %430 ]
  %448 = icmp slt i64 %447, 1
  br i1 %448, label %449, label %468

449:                                              ; preds = %446
  br label %450

450:                                              ; preds = %464, %449
  %451 = phi i64 [ %465, %464 ], [ 0, %449 ]
  %452 = icmp slt i64 %451, 8
  br i1 %452, label %453, label %466

453:                                              ; preds = %450
  br label %454

454:                                              ; preds = %457, %453
  %455 = phi i64 [ %463, %457 ], [ 0, %453 ]
  %456 = icmp slt i64 %455, 1
  br i1 %456, label %457, label %464

457:                                              ; preds = %454
  %458 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %445, 1
  %459 = mul nuw nsw i64 %447, 8
  %460 = add nuw nsw i64 %459, %451
  %461 = add nuw nsw i64 %460, %455
  %462 = getelementptr inbounds nuw float, ptr %458, i64 %461
  store float -inf, ptr %462, align 4
  %463 = add i64 %455, 1
  br label %454

464:                                              ; preds = %454
  %465 = add i64 %451, 1
  br label %450

466:                                              ; preds = %450
  %467 = add i64 %447, 1
  br label %446

468:                                              ; preds = %446
  %469 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %345, 0
  %470 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %345, 1
  %471 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %469, 0
  %472 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %471, ptr %470, 1
  %473 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %472, i64 0, 2
  %474 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %473, i64 1, 3, 0
  %475 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %474, i64 64, 4, 0
  %476 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %475, i64 8, 3, 1
  %477 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %476, i64 8, 4, 1
  %478 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %477, i64 1, 3, 2
  %479 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %478, i64 8, 4, 2
  %480 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %479, i64 8, 3, 3
  %481 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %480, i64 1, 4, 3
  br label %482

482:                                              ; preds = %524, %468
  %483 = phi i64 [ %525, %524 ], [ 0, %468 ]
  %484 = icmp slt i64 %483, 1
  br i1 %484, label %485, label %526

485:                                              ; preds = %482
  br label %486

486:                                              ; preds = %522, %485
  %487 = phi i64 [ %523, %522 ], [ 0, %485 ]
  %488 = icmp slt i64 %487, 8
  br i1 %488, label %489, label %524

489:                                              ; preds = %486
  br label %490

490:                                              ; preds = %520, %489
  %491 = phi i64 [ %521, %520 ], [ 0, %489 ]
  %492 = icmp slt i64 %491, 1
  br i1 %492, label %493, label %522

493:                                              ; preds = %490
  br label %494

494:                                              ; preds = %497, %493
  %495 = phi i64 [ %519, %497 ], [ 0, %493 ]
  %496 = icmp slt i64 %495, 8
  br i1 %496, label %497, label %520

497:                                              ; preds = %494
  %498 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %481, 1
  %499 = mul nuw nsw i64 %483, 64
  %500 = mul nuw nsw i64 %487, 8
  %501 = add nuw nsw i64 %499, %500
  %502 = mul nuw nsw i64 %491, 8
  %503 = add nuw nsw i64 %501, %502
  %504 = add nuw nsw i64 %503, %495
  %505 = getelementptr inbounds nuw float, ptr %498, i64 %504
  %506 = load float, ptr %505, align 4
  %507 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %445, 1
  %508 = mul nuw nsw i64 %483, 8
  %509 = add nuw nsw i64 %508, %487
  %510 = add nuw nsw i64 %509, %491
  %511 = getelementptr inbounds nuw float, ptr %507, i64 %510
  %512 = load float, ptr %511, align 4
  %513 = call float @llvm.maximum.f32(float %506, float %512)
  %514 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %445, 1
  %515 = mul nuw nsw i64 %483, 8
  %516 = add nuw nsw i64 %515, %487
  %517 = add nuw nsw i64 %516, %491
  %518 = getelementptr inbounds nuw float, ptr %514, i64 %517
  store float %513, ptr %518, align 4
  %519 = add i64 %495, 1
  br label %494

520:                                              ; preds = %494
  %521 = add i64 %491, 1
  br label %490

522:                                              ; preds = %490
  %523 = add i64 %487, 1
  br label %486

524:                                              ; preds = %486
  %525 = add i64 %483, 1
  br label %482

526:                                              ; preds = %482
  br label %527

527:                                              ; preds = %564, %526
  %528 = phi i64 [ %565, %564 ], [ 0, %526 ]
  %529 = icmp slt i64 %528, 1
  br i1 %529, label %530, label %566

530:                                              ; preds = %527
  br label %531

531:                                              ; preds = %562, %530
  %532 = phi i64 [ %563, %562 ], [ 0, %530 ]
  %533 = icmp slt i64 %532, 8
  br i1 %533, label %534, label %564

534:                                              ; preds = %531
  br label %535

535:                                              ; preds = %538, %534
  %536 = phi i64 [ %561, %538 ], [ 0, %534 ]
  %537 = icmp slt i64 %536, 8
  br i1 %537, label %538, label %562

538:                                              ; preds = %535
  %539 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %345, 1
  %540 = mul nuw nsw i64 %528, 64
  %541 = mul nuw nsw i64 %532, 8
  %542 = add nuw nsw i64 %540, %541
  %543 = add nuw nsw i64 %542, %536
  %544 = getelementptr inbounds nuw float, ptr %539, i64 %543
  %545 = load float, ptr %544, align 4
  %546 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %445, 1
  %547 = mul nuw nsw i64 %528, 8
  %548 = add nuw nsw i64 %547, %532
  %549 = add nuw nsw i64 %548, 0
  %550 = getelementptr inbounds nuw float, ptr %546, i64 %549
  %551 = load float, ptr %550, align 4
  %552 = fsub float %545, %551
  %553 = fmul float %552, f0x3FB8AA3B
  %554 = call float @llvm.exp2.f32(float %553)
  %555 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %330, 1
  %556 = mul nuw nsw i64 %528, 64
  %557 = mul nuw nsw i64 %532, 8
  %558 = add nuw nsw i64 %556, %557
  %559 = add nuw nsw i64 %558, %536
  %560 = getelementptr inbounds nuw float, ptr %555, i64 %559
  store float %554, ptr %560, align 4
  %561 = add i64 %536, 1
  br label %535

562:                                              ; preds = %535
  %563 = add i64 %532, 1
  br label %531

564:                                              ; preds = %531
  %565 = add i64 %528, 1
  br label %527

566:                                              ; preds = %527
  %567 = call ptr @malloc(i64 96)
  %568 = ptrtoint ptr %567 to i64
  %569 = add i64 %568, 63
  %570 = urem i64 %569, 64
  %571 = sub i64 %569, %570
  %572 = inttoptr i64 %571 to ptr
  %573 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %567, 0
  %574 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %573, ptr %572, 1
  %575 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %574, i64 0, 2
  %576 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %575, i64 1, 3, 0
  %577 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %576, i64 8, 3, 1
  %578 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %577, i64 1, 3, 2
  %579 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %578, i64 8, 4, 0
  %580 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %579, i64 1, 4, 1
  %581 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %580, i64 1, 4, 2
  br label %582

582:                                              ; preds = %602, %566
  %583 = phi i64 [ %603, %602 ], [ 0, %566 ]
  %584 = icmp slt i64 %583, 1
  br i1 %584, label %585, label %604

585:                                              ; preds = %582
  br label %586

586:                                              ; preds = %600, %585
  %587 = phi i64 [ %601, %600 ], [ 0, %585 ]
  %588 = icmp slt i64 %587, 8
  br i1 %588, label %589, label %602

589:                                              ; preds = %586
  br label %590

590:                                              ; preds = %593, %589
  %591 = phi i64 [ %599, %593 ], [ 0, %589 ]
  %592 = icmp slt i64 %591, 1
  br i1 %592, label %593, label %600

593:                                              ; preds = %590
  %594 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %581, 1
  %595 = mul nuw nsw i64 %583, 8
  %596 = add nuw nsw i64 %595, %587
  %597 = add nuw nsw i64 %596, %591
  %598 = getelementptr inbounds nuw float, ptr %594, i64 %597
  store float 0.000000e+00, ptr %598, align 4
  %599 = add i64 %591, 1
  br label %590

600:                                              ; preds = %590
  %601 = add i64 %587, 1
  br label %586

602:                                              ; preds = %586
  %603 = add i64 %583, 1
  br label %582

604:                                              ; preds = %582
  %605 = call ptr @malloc(i64 96)
  %606 = ptrtoint ptr %605 to i64
  %607 = add i64 %606, 63
  %608 = urem i64 %607, 64
  %609 = sub i64 %607, %608
  %610 = inttoptr i64 %609 to ptr
  %611 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %605, 0
  %612 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %611, ptr %610, 1
  %613 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %612, i64 0, 2
  %614 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %613, i64 1, 3, 0
  %615 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %614, i64 8, 3, 1
  %616 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %615, i64 1, 3, 2
  %617 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %616, i64 8, 4, 0
  %618 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %617, i64 1, 4, 1
  %619 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %618, i64 1, 4, 2
  br label %620

620:                                              ; preds = %646, %604
  %621 = phi i64 [ %647, %646 ], [ 0, %604 ]
  %622 = icmp slt i64 %621, 1
  br i1 %622, label %623, label %648

623:                                              ; preds = %620
  br label %624

624:                                              ; preds = %644, %623
  %625 = phi i64 [ %645, %644 ], [ 0, %623 ]
  %626 = icmp slt i64 %625, 8
  br i1 %626, label %627, label %646

627:                                              ; preds = %624
  br label %628

628:                                              ; preds = %631, %627
  %629 = phi i64 [ %643, %631 ], [ 0, %627 ]
  %630 = icmp slt i64 %629, 1
  br i1 %630, label %631, label %644

631:                                              ; preds = %628
  %632 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %581, 1
  %633 = mul nuw nsw i64 %621, 8
  %634 = add nuw nsw i64 %633, %625
  %635 = add nuw nsw i64 %634, %629
  %636 = getelementptr inbounds nuw float, ptr %632, i64 %635
  %637 = load float, ptr %636, align 4
  %638 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %619, 1
  %639 = mul nuw nsw i64 %621, 8
  %640 = add nuw nsw i64 %639, %625
  %641 = add nuw nsw i64 %640, %629
  %642 = getelementptr inbounds nuw float, ptr %638, i64 %641
  store float %637, ptr %642, align 4
  %643 = add i64 %629, 1
  br label %628

644:                                              ; preds = %628
  %645 = add i64 %625, 1
  br label %624

646:                                              ; preds = %624
  %647 = add i64 %621, 1
  br label %620

648:                                              ; preds = %620
  br label %649

649:                                              ; preds = %683, %648
  %650 = phi i64 [ %684, %683 ], [ 0, %648 ]
  %651 = icmp slt i64 %650, 1
  br i1 %651, label %652, label %685

652:                                              ; preds = %649
  br label %653

653:                                              ; preds = %681, %652
  %654 = phi i64 [ %682, %681 ], [ 0, %652 ]
  %655 = icmp slt i64 %654, 8
  br i1 %655, label %656, label %683

656:                                              ; preds = %653
  br label %657

657:                                              ; preds = %660, %656
  %658 = phi i64 [ %680, %660 ], [ 0, %656 ]
  %659 = icmp slt i64 %658, 8
  br i1 %659, label %660, label %681

660:                                              ; preds = %657
  %661 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %330, 1
  %662 = mul nuw nsw i64 %650, 64
  %663 = mul nuw nsw i64 %654, 8
  %664 = add nuw nsw i64 %662, %663
  %665 = add nuw nsw i64 %664, %658
  %666 = getelementptr inbounds nuw float, ptr %661, i64 %665
  %667 = load float, ptr %666, align 4
  %668 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %619, 1
  %669 = mul nuw nsw i64 %650, 8
  %670 = add nuw nsw i64 %669, %654
  %671 = add nuw nsw i64 %670, 0
  %672 = getelementptr inbounds nuw float, ptr %668, i64 %671
  %673 = load float, ptr %672, align 4
  %674 = fadd float %667, %673
  %675 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %619, 1
  %676 = mul nuw nsw i64 %650, 8
  %677 = add nuw nsw i64 %676, %654
  %678 = add nuw nsw i64 %677, 0
  %679 = getelementptr inbounds nuw float, ptr %675, i64 %678
  store float %674, ptr %679, align 4
  %680 = add i64 %658, 1
  br label %657

681:                                              ; preds = %657
  %682 = add i64 %654, 1
  br label %653

683:                                              ; preds = %653
  %684 = add i64 %650, 1
  br label %649

685:                                              ; preds = %649
  %686 = call ptr @malloc(i64 72)
  %687 = ptrtoint ptr %686 to i64
  %688 = add i64 %687, 63
  %689 = urem i64 %688, 64
  %690 = sub i64 %688, %689
  %691 = inttoptr i64 %690 to ptr
  %692 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %686, 0
  %693 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %692, ptr %691, 1
  %694 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %693, i64 0, 2
  %695 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %694, i64 1, 3, 0
  %696 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %695, i64 8, 3, 1
  %697 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %696, i64 1, 3, 2
  %698 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %697, i64 8, 4, 0
  %699 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %698, i64 1, 4, 1
  %700 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %699, i64 1, 4, 2
  br label %701

701:                                              ; preds = %721, %685
  %702 = phi i64 [ %722, %721 ], [ 0, %685 ]
  %703 = icmp slt i64 %702, 1
  br i1 %703, label %704, label %723

704:                                              ; preds = %701
  br label %705

705:                                              ; preds = %719, %704
  %706 = phi i64 [ %720, %719 ], [ 0, %704 ]
  %707 = icmp slt i64 %706, 8
  br i1 %707, label %708, label %721

708:                                              ; preds = %705
  br label %709

709:                                              ; preds = %712, %708
  %710 = phi i64 [ %718, %712 ], [ 0, %708 ]
  %711 = icmp slt i64 %710, 1
  br i1 %711, label %712, label %719

712:                                              ; preds = %709
  %713 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %700, 1
  %714 = mul nuw nsw i64 %702, 8
  %715 = add nuw nsw i64 %714, %706
  %716 = add nuw nsw i64 %715, %710
  %717 = getelementptr inbounds nuw i1, ptr %713, i64 %716
  store i1 true, ptr %717, align 1
  %718 = add i64 %710, 1
  br label %709

719:                                              ; preds = %709
  %720 = add i64 %706, 1
  br label %705

721:                                              ; preds = %705
  %722 = add i64 %702, 1
  br label %701

723:                                              ; preds = %701
  br label %724

724:                                              ; preds = %760, %723
  %725 = phi i64 [ %761, %760 ], [ 0, %723 ]
  %726 = icmp slt i64 %725, 1
  br i1 %726, label %727, label %762

727:                                              ; preds = %724
  br label %728

728:                                              ; preds = %758, %727
  %729 = phi i64 [ %759, %758 ], [ 0, %727 ]
  %730 = icmp slt i64 %729, 8
  br i1 %730, label %731, label %760

731:                                              ; preds = %728
  br label %732

732:                                              ; preds = %735, %731
  %733 = phi i64 [ %757, %735 ], [ 0, %731 ]
  %734 = icmp slt i64 %733, 8
  br i1 %734, label %735, label %758

735:                                              ; preds = %732
  %736 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %345, 1
  %737 = mul nuw nsw i64 %725, 64
  %738 = mul nuw nsw i64 %729, 8
  %739 = add nuw nsw i64 %737, %738
  %740 = add nuw nsw i64 %739, %733
  %741 = getelementptr inbounds nuw float, ptr %736, i64 %740
  %742 = load float, ptr %741, align 4
  %743 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %700, 1
  %744 = mul nuw nsw i64 %725, 8
  %745 = add nuw nsw i64 %744, %729
  %746 = add nuw nsw i64 %745, 0
  %747 = getelementptr inbounds nuw i1, ptr %743, i64 %746
  %748 = load i1, ptr %747, align 1
  %749 = fpext float %742 to double
  %750 = fcmp oeq double %749, -inf
  %751 = and i1 %750, %748
  %752 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %700, 1
  %753 = mul nuw nsw i64 %725, 8
  %754 = add nuw nsw i64 %753, %729
  %755 = add nuw nsw i64 %754, 0
  %756 = getelementptr inbounds nuw i1, ptr %752, i64 %755
  store i1 %751, ptr %756, align 1
  %757 = add i64 %733, 1
  br label %732

758:                                              ; preds = %732
  %759 = add i64 %729, 1
  br label %728

760:                                              ; preds = %728
  %761 = add i64 %725, 1
  br label %724

762:                                              ; preds = %724
  br label %763

763:                                              ; preds = %784, %762
  %764 = phi i64 [ %785, %784 ], [ 0, %762 ]
  %765 = icmp slt i64 %764, 1
  br i1 %765, label %766, label %786

766:                                              ; preds = %763
  br label %767

767:                                              ; preds = %782, %766
  %768 = phi i64 [ %783, %782 ], [ 0, %766 ]
  %769 = icmp slt i64 %768, 8
  br i1 %769, label %770, label %784

770:                                              ; preds = %767
  br label %771

771:                                              ; preds = %774, %770
  %772 = phi i64 [ %781, %774 ], [ 0, %770 ]
  %773 = icmp slt i64 %772, 32
  br i1 %773, label %774, label %782

774:                                              ; preds = %771
  %775 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
  %776 = mul nuw nsw i64 %764, 256
  %777 = mul nuw nsw i64 %768, 32
  %778 = add nuw nsw i64 %776, %777
  %779 = add nuw nsw i64 %778, %772
  %780 = getelementptr inbounds nuw float, ptr %775, i64 %779
  store float 0.000000e+00, ptr %780, align 4
  %781 = add i64 %772, 1
  br label %771

782:                                              ; preds = %771
  %783 = add i64 %768, 1
  br label %767

784:                                              ; preds = %767
  %785 = add i64 %764, 1
  br label %763

786:                                              ; preds = %763
  br label %787

787:                                              ; preds = %854, %786
  %788 = phi i64 [ %855, %854 ], [ 0, %786 ]
  %789 = icmp slt i64 %788, 1
  br i1 %789, label %790, label %856

790:                                              ; preds = %787
  br label %791

791:                                              ; preds = %852, %790
  %792 = phi i64 [ %853, %852 ], [ 0, %790 ]
  %793 = icmp slt i64 %792, 8
  br i1 %793, label %794, label %854

794:                                              ; preds = %791
  br label %795

795:                                              ; preds = %850, %794
  %796 = phi i64 [ %851, %850 ], [ 0, %794 ]
  %797 = icmp slt i64 %796, 32
  br i1 %797, label %798, label %852

798:                                              ; preds = %795
  br label %799

799:                                              ; preds = %802, %798
  %800 = phi i64 [ %849, %802 ], [ 0, %798 ]
  %801 = icmp slt i64 %800, 8
  br i1 %801, label %802, label %850

802:                                              ; preds = %799
  %803 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %700, 1
  %804 = mul nuw nsw i64 %788, 8
  %805 = add nuw nsw i64 %804, %792
  %806 = add nuw nsw i64 %805, 0
  %807 = getelementptr inbounds nuw i1, ptr %803, i64 %806
  %808 = load i1, ptr %807, align 1
  %809 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %330, 1
  %810 = mul nuw nsw i64 %788, 64
  %811 = mul nuw nsw i64 %792, 8
  %812 = add nuw nsw i64 %810, %811
  %813 = add nuw nsw i64 %812, %800
  %814 = getelementptr inbounds nuw float, ptr %809, i64 %813
  %815 = load float, ptr %814, align 4
  %816 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %619, 1
  %817 = mul nuw nsw i64 %788, 8
  %818 = add nuw nsw i64 %817, %792
  %819 = add nuw nsw i64 %818, 0
  %820 = getelementptr inbounds nuw float, ptr %816, i64 %819
  %821 = load float, ptr %820, align 4
  %822 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %58, 1
  %823 = mul nuw nsw i64 %788, 256
  %824 = mul nuw nsw i64 %800, 32
  %825 = add nuw nsw i64 %823, %824
  %826 = add nuw nsw i64 %825, %796
  %827 = getelementptr inbounds nuw float, ptr %822, i64 %826
  %828 = load float, ptr %827, align 4
  %829 = getelementptr inbounds nuw float, ptr @__constant_32xf32_1, i64 %796
  %830 = load float, ptr %829, align 4
  %831 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
  %832 = mul nuw nsw i64 %788, 256
  %833 = mul nuw nsw i64 %792, 32
  %834 = add nuw nsw i64 %832, %833
  %835 = add nuw nsw i64 %834, %796
  %836 = getelementptr inbounds nuw float, ptr %831, i64 %835
  %837 = load float, ptr %836, align 4
  %838 = fadd float %828, %830
  %839 = fdiv float %815, %821
  %840 = select i1 %808, float 0.000000e+00, float %839
  %841 = fmul float %840, %838
  %842 = fadd float %837, %841
  %843 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
  %844 = mul nuw nsw i64 %788, 256
  %845 = mul nuw nsw i64 %792, 32
  %846 = add nuw nsw i64 %844, %845
  %847 = add nuw nsw i64 %846, %796
  %848 = getelementptr inbounds nuw float, ptr %843, i64 %847
  store float %842, ptr %848, align 4
  %849 = add i64 %800, 1
  br label %799

850:                                              ; preds = %799
  %851 = add i64 %796, 1
  br label %795

852:                                              ; preds = %795
  %853 = add i64 %792, 1
  br label %791

854:                                              ; preds = %791
  %855 = add i64 %788, 1
  br label %787

856:                                              ; preds = %787
  br label %857

857:                                              ; preds = %893, %856
  %858 = phi i64 [ %894, %893 ], [ 0, %856 ]
  %859 = icmp slt i64 %858, 1
  br i1 %859, label %860, label %895

860:                                              ; preds = %857
  br label %861

861:                                              ; preds = %891, %860
  %862 = phi i64 [ %892, %891 ], [ 0, %860 ]
  %863 = icmp slt i64 %862, 8
  br i1 %863, label %864, label %893

864:                                              ; preds = %861
  br label %865

865:                                              ; preds = %868, %864
  %866 = phi i64 [ %890, %868 ], [ 0, %864 ]
  %867 = icmp slt i64 %866, 32
  br i1 %867, label %868, label %891

868:                                              ; preds = %865
  %869 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
  %870 = mul nuw nsw i64 %858, 256
  %871 = mul nuw nsw i64 %862, 32
  %872 = add nuw nsw i64 %870, %871
  %873 = add nuw nsw i64 %872, %866
  %874 = getelementptr inbounds nuw float, ptr %869, i64 %873
  %875 = load float, ptr %874, align 4
  %876 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, 1
  %877 = mul nuw nsw i64 %858, 256
  %878 = mul nuw nsw i64 %862, 32
  %879 = add nuw nsw i64 %877, %878
  %880 = add nuw nsw i64 %879, %866
  %881 = getelementptr inbounds nuw float, ptr %876, i64 %880
  %882 = load float, ptr %881, align 4
  %883 = fadd float %875, %882
  %884 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
  %885 = mul nuw nsw i64 %858, 256
  %886 = mul nuw nsw i64 %862, 32
  %887 = add nuw nsw i64 %885, %886
  %888 = add nuw nsw i64 %887, %866
  %889 = getelementptr inbounds nuw float, ptr %884, i64 %888
  store float %883, ptr %889, align 4
  %890 = add i64 %866, 1
  br label %865

891:                                              ; preds = %865
  %892 = add i64 %862, 1
  br label %861

893:                                              ; preds = %861
  %894 = add i64 %858, 1
  br label %857

895:                                              ; preds = %857
  %896 = call ptr @malloc(i64 2112)
  %897 = ptrtoint ptr %896 to i64
  %898 = add i64 %897, 63
  %899 = urem i64 %898, 64
  %900 = sub i64 %898, %899
  %901 = inttoptr i64 %900 to ptr
  %902 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %896, 0
  %903 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %902, ptr %901, 1
  %904 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %903, i64 0, 2
  %905 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %904, i64 1, 3, 0
  %906 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %905, i64 8, 3, 1
  %907 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %906, i64 32, 3, 2
  %908 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %907, i64 256, 4, 0
  %909 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %908, i64 32, 4, 1
  %910 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %909, i64 1, 4, 2
  br label %911

911:                                              ; preds = %940, %895
  %912 = phi i64 [ %941, %940 ], [ 0, %895 ]
  %913 = icmp slt i64 %912, 1
  br i1 %913, label %914, label %942

914:                                              ; preds = %911
  br label %915

915:                                              ; preds = %938, %914
  %916 = phi i64 [ %939, %938 ], [ 0, %914 ]
  %917 = icmp slt i64 %916, 8
  br i1 %917, label %918, label %940

918:                                              ; preds = %915
  br label %919

919:                                              ; preds = %922, %918
  %920 = phi i64 [ %937, %922 ], [ 0, %918 ]
  %921 = icmp slt i64 %920, 32
  br i1 %921, label %922, label %938

922:                                              ; preds = %919
  %923 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
  %924 = mul nuw nsw i64 %912, 256
  %925 = mul nuw nsw i64 %916, 32
  %926 = add nuw nsw i64 %924, %925
  %927 = add nuw nsw i64 %926, %920
  %928 = getelementptr inbounds nuw float, ptr %923, i64 %927
  %929 = load float, ptr %928, align 4
  %930 = fpext float %929 to double
  %931 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %910, 1
  %932 = mul nuw nsw i64 %912, 256
  %933 = mul nuw nsw i64 %916, 32
  %934 = add nuw nsw i64 %932, %933
  %935 = add nuw nsw i64 %934, %920
  %936 = getelementptr inbounds nuw double, ptr %931, i64 %935
  store double %930, ptr %936, align 8
  %937 = add i64 %920, 1
  br label %919

938:                                              ; preds = %919
  %939 = add i64 %916, 1
  br label %915

940:                                              ; preds = %915
  %941 = add i64 %912, 1
  br label %911

942:                                              ; preds = %911
  %943 = call ptr @malloc(i64 128)
  %944 = ptrtoint ptr %943 to i64
  %945 = add i64 %944, 63
  %946 = urem i64 %945, 64
  %947 = sub i64 %945, %946
  %948 = inttoptr i64 %947 to ptr
  %949 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %943, 0
  %950 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %949, ptr %948, 1
  %951 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %950, i64 0, 2
  %952 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %951, i64 1, 3, 0
  %953 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %952, i64 8, 3, 1
  %954 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %953, i64 1, 3, 2
  %955 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %954, i64 8, 4, 0
  %956 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %955, i64 1, 4, 1
  %957 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %956, i64 1, 4, 2
  br label %958

958:                                              ; preds = %978, %942
  %959 = phi i64 [ %979, %978 ], [ 0, %942 ]
  %960 = icmp slt i64 %959, 1
  br i1 %960, label %961, label %980

961:                                              ; preds = %958
  br label %962

962:                                              ; preds = %976, %961
  %963 = phi i64 [ %977, %976 ], [ 0, %961 ]
  %964 = icmp slt i64 %963, 8
  br i1 %964, label %965, label %978

965:                                              ; preds = %962
  br label %966

966:                                              ; preds = %969, %965
  %967 = phi i64 [ %975, %969 ], [ 0, %965 ]
  %968 = icmp slt i64 %967, 1
  br i1 %968, label %969, label %976

969:                                              ; preds = %966
  %970 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %957, 1
  %971 = mul nuw nsw i64 %959, 8
  %972 = add nuw nsw i64 %971, %963
  %973 = add nuw nsw i64 %972, %967
  %974 = getelementptr inbounds nuw double, ptr %970, i64 %973
  store double 0.000000e+00, ptr %974, align 8
  %975 = add i64 %967, 1
  br label %966

976:                                              ; preds = %966
  %977 = add i64 %963, 1
  br label %962

978:                                              ; preds = %962
  %979 = add i64 %959, 1
  br label %958

980:                                              ; preds = %958
  %981 = call ptr @malloc(i64 128)
  %982 = ptrtoint ptr %981 to i64
  %983 = add i64 %982, 63
  %984 = urem i64 %983, 64
  %985 = sub i64 %983, %984
  %986 = inttoptr i64 %985 to ptr
  %987 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %981, 0
  %988 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %987, ptr %986, 1
  %989 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %988, i64 0, 2
  %990 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %989, i64 1, 3, 0
  %991 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %990, i64 8, 3, 1
  %992 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %991, i64 1, 3, 2
  %993 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %992, i64 8, 4, 0
  %994 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %993, i64 1, 4, 1
  %995 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %994, i64 1, 4, 2
  br label %996

996:                                              ; preds = %1022, %980
  %997 = phi i64 [ %1023, %1022 ], [ 0, %980 ]
  %998 = icmp slt i64 %997, 1
  br i1 %998, label %999, label %1024

999:                                              ; preds = %996
  br label %1000

1000:                                             ; preds = %1020, %999
  %1001 = phi i64 [ %1021, %1020 ], [ 0, %999 ]
  %1002 = icmp slt i64 %1001, 8
  br i1 %1002, label %1003, label %1022

1003:                                             ; preds = %1000
  br label %1004

1004:                                             ; preds = %1007, %1003
  %1005 = phi i64 [ %1019, %1007 ], [ 0, %1003 ]
  %1006 = icmp slt i64 %1005, 1
  br i1 %1006, label %1007, label %1020

1007:                                             ; preds = %1004
  %1008 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %957, 1
  %1009 = mul nuw nsw i64 %997, 8
  %1010 = add nuw nsw i64 %1009, %1001
  %1011 = add nuw nsw i64 %1010, %1005
  %1012 = getelementptr inbounds nuw double, ptr %1008, i64 %1011
  %1013 = load double, ptr %1012, align 8
  %1014 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %995, 1
  %1015 = mul nuw nsw i64 %997, 8
  %1016 = add nuw nsw i64 %1015, %1001
  %1017 = add nuw nsw i64 %1016, %1005
  %1018 = getelementptr inbounds nuw double, ptr %1014, i64 %1017
  store double %1013, ptr %1018, align 8
  %1019 = add i64 %1005, 1
  br label %1004

1020:                                             ; preds = %1004
  %1021 = add i64 %1001, 1
  br label %1000

1022:                                             ; preds = %1000
  %1023 = add i64 %997, 1
  br label %996

1024:                                             ; preds = %996
  br label %1025

1025:                                             ; preds = %1059, %1024
  %1026 = phi i64 [ %1060, %1059 ], [ 0, %1024 ]
  %1027 = icmp slt i64 %1026, 1
  br i1 %1027, label %1028, label %1061

1028:                                             ; preds = %1025
  br label %1029

1029:                                             ; preds = %1057, %1028
  %1030 = phi i64 [ %1058, %1057 ], [ 0, %1028 ]
  %1031 = icmp slt i64 %1030, 8
  br i1 %1031, label %1032, label %1059

1032:                                             ; preds = %1029
  br label %1033

1033:                                             ; preds = %1036, %1032
  %1034 = phi i64 [ %1056, %1036 ], [ 0, %1032 ]
  %1035 = icmp slt i64 %1034, 32
  br i1 %1035, label %1036, label %1057

1036:                                             ; preds = %1033
  %1037 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %910, 1
  %1038 = mul nuw nsw i64 %1026, 256
  %1039 = mul nuw nsw i64 %1030, 32
  %1040 = add nuw nsw i64 %1038, %1039
  %1041 = add nuw nsw i64 %1040, %1034
  %1042 = getelementptr inbounds nuw double, ptr %1037, i64 %1041
  %1043 = load double, ptr %1042, align 8
  %1044 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %995, 1
  %1045 = mul nuw nsw i64 %1026, 8
  %1046 = add nuw nsw i64 %1045, %1030
  %1047 = add nuw nsw i64 %1046, 0
  %1048 = getelementptr inbounds nuw double, ptr %1044, i64 %1047
  %1049 = load double, ptr %1048, align 8
  %1050 = fadd double %1043, %1049
  %1051 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %995, 1
  %1052 = mul nuw nsw i64 %1026, 8
  %1053 = add nuw nsw i64 %1052, %1030
  %1054 = add nuw nsw i64 %1053, 0
  %1055 = getelementptr inbounds nuw double, ptr %1051, i64 %1054
  store double %1050, ptr %1055, align 8
  %1056 = add i64 %1034, 1
  br label %1033

1057:                                             ; preds = %1033
  %1058 = add i64 %1030, 1
  br label %1029

1059:                                             ; preds = %1029
  %1060 = add i64 %1026, 1
  br label %1025

1061:                                             ; preds = %1025
  br label %1062

1062:                                             ; preds = %1105, %1061
  %1063 = phi i64 [ %1106, %1105 ], [ 0, %1061 ]
  %1064 = icmp slt i64 %1063, 1
  br i1 %1064, label %1065, label %1107

1065:                                             ; preds = %1062
  br label %1066

1066:                                             ; preds = %1103, %1065
  %1067 = phi i64 [ %1104, %1103 ], [ 0, %1065 ]
  %1068 = icmp slt i64 %1067, 8
  br i1 %1068, label %1069, label %1105

1069:                                             ; preds = %1066
  br label %1070

1070:                                             ; preds = %1073, %1069
  %1071 = phi i64 [ %1102, %1073 ], [ 0, %1069 ]
  %1072 = icmp slt i64 %1071, 32
  br i1 %1072, label %1073, label %1103

1073:                                             ; preds = %1070
  %1074 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %910, 1
  %1075 = mul nuw nsw i64 %1063, 256
  %1076 = mul nuw nsw i64 %1067, 32
  %1077 = add nuw nsw i64 %1075, %1076
  %1078 = add nuw nsw i64 %1077, %1071
  %1079 = getelementptr inbounds nuw double, ptr %1074, i64 %1078
  %1080 = load double, ptr %1079, align 8
  %1081 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %995, 1
  %1082 = mul nuw nsw i64 %1063, 8
  %1083 = add nuw nsw i64 %1082, %1067
  %1084 = add nuw nsw i64 %1083, 0
  %1085 = getelementptr inbounds nuw double, ptr %1081, i64 %1084
  %1086 = load double, ptr %1085, align 8
  %1087 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %957, 1
  %1088 = mul nuw nsw i64 %1063, 8
  %1089 = add nuw nsw i64 %1088, %1067
  %1090 = add nuw nsw i64 %1089, 0
  %1091 = getelementptr inbounds nuw double, ptr %1087, i64 %1090
  %1092 = load double, ptr %1091, align 8
  %1093 = fdiv double %1086, 3.200000e+01
  %1094 = fsub double %1080, %1093
  %1095 = fmul double %1094, %1094
  %1096 = fadd double %1095, %1092
  %1097 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %957, 1
  %1098 = mul nuw nsw i64 %1063, 8
  %1099 = add nuw nsw i64 %1098, %1067
  %1100 = add nuw nsw i64 %1099, 0
  %1101 = getelementptr inbounds nuw double, ptr %1097, i64 %1100
  store double %1096, ptr %1101, align 8
  %1102 = add i64 %1071, 1
  br label %1070

1103:                                             ; preds = %1070
  %1104 = add i64 %1067, 1
  br label %1066

1105:                                             ; preds = %1066
  %1106 = add i64 %1063, 1
  br label %1062

1107:                                             ; preds = %1062
  %1108 = call ptr @malloc(i64 96)
  %1109 = ptrtoint ptr %1108 to i64
  %1110 = add i64 %1109, 63
  %1111 = urem i64 %1110, 64
  %1112 = sub i64 %1110, %1111
  %1113 = inttoptr i64 %1112 to ptr
  %1114 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1108, 0
  %1115 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1114, ptr %1113, 1
  %1116 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1115, i64 0, 2
  %1117 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1116, i64 1, 3, 0
  %1118 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1117, i64 8, 3, 1
  %1119 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1118, i64 1, 3, 2
  %1120 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1119, i64 8, 4, 0
  %1121 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1120, i64 1, 4, 1
  %1122 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1121, i64 1, 4, 2
  br label %1123

1123:                                             ; preds = %1149, %1107
  %1124 = phi i64 [ %1150, %1149 ], [ 0, %1107 ]
  %1125 = icmp slt i64 %1124, 1
  br i1 %1125, label %1126, label %1151

1126:                                             ; preds = %1123
  br label %1127

1127:                                             ; preds = %1147, %1126
  %1128 = phi i64 [ %1148, %1147 ], [ 0, %1126 ]
  %1129 = icmp slt i64 %1128, 8
  br i1 %1129, label %1130, label %1149

1130:                                             ; preds = %1127
  br label %1131

1131:                                             ; preds = %1134, %1130
  %1132 = phi i64 [ %1146, %1134 ], [ 0, %1130 ]
  %1133 = icmp slt i64 %1132, 1
  br i1 %1133, label %1134, label %1147

1134:                                             ; preds = %1131
  %1135 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %581, 1
  %1136 = mul nuw nsw i64 %1124, 8
  %1137 = add nuw nsw i64 %1136, %1128
  %1138 = add nuw nsw i64 %1137, %1132
  %1139 = getelementptr inbounds nuw float, ptr %1135, i64 %1138
  %1140 = load float, ptr %1139, align 4
  %1141 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1122, 1
  %1142 = mul nuw nsw i64 %1124, 8
  %1143 = add nuw nsw i64 %1142, %1128
  %1144 = add nuw nsw i64 %1143, %1132
  %1145 = getelementptr inbounds nuw float, ptr %1141, i64 %1144
  store float %1140, ptr %1145, align 4
  %1146 = add i64 %1132, 1
  br label %1131

1147:                                             ; preds = %1131
  %1148 = add i64 %1128, 1
  br label %1127

1149:                                             ; preds = %1127
  %1150 = add i64 %1124, 1
  br label %1123

1151:                                             ; preds = %1123
  br label %1152

1152:                                             ; preds = %1186, %1151
  %1153 = phi i64 [ %1187, %1186 ], [ 0, %1151 ]
  %1154 = icmp slt i64 %1153, 1
  br i1 %1154, label %1155, label %1188

1155:                                             ; preds = %1152
  br label %1156

1156:                                             ; preds = %1184, %1155
  %1157 = phi i64 [ %1185, %1184 ], [ 0, %1155 ]
  %1158 = icmp slt i64 %1157, 8
  br i1 %1158, label %1159, label %1186

1159:                                             ; preds = %1156
  br label %1160

1160:                                             ; preds = %1163, %1159
  %1161 = phi i64 [ %1183, %1163 ], [ 0, %1159 ]
  %1162 = icmp slt i64 %1161, 32
  br i1 %1162, label %1163, label %1184

1163:                                             ; preds = %1160
  %1164 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
  %1165 = mul nuw nsw i64 %1153, 256
  %1166 = mul nuw nsw i64 %1157, 32
  %1167 = add nuw nsw i64 %1165, %1166
  %1168 = add nuw nsw i64 %1167, %1161
  %1169 = getelementptr inbounds nuw float, ptr %1164, i64 %1168
  %1170 = load float, ptr %1169, align 4
  %1171 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1122, 1
  %1172 = mul nuw nsw i64 %1153, 8
  %1173 = add nuw nsw i64 %1172, %1157
  %1174 = add nuw nsw i64 %1173, 0
  %1175 = getelementptr inbounds nuw float, ptr %1171, i64 %1174
  %1176 = load float, ptr %1175, align 4
  %1177 = fadd float %1170, %1176
  %1178 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1122, 1
  %1179 = mul nuw nsw i64 %1153, 8
  %1180 = add nuw nsw i64 %1179, %1157
  %1181 = add nuw nsw i64 %1180, 0
  %1182 = getelementptr inbounds nuw float, ptr %1178, i64 %1181
  store float %1177, ptr %1182, align 4
  %1183 = add i64 %1161, 1
  br label %1160

1184:                                             ; preds = %1160
  %1185 = add i64 %1157, 1
  br label %1156

1186:                                             ; preds = %1156
  %1187 = add i64 %1153, 1
  br label %1152

1188:                                             ; preds = %1152
  br label %1189

1189:                                             ; preds = %1243, %1188
  %1190 = phi i64 [ %1244, %1243 ], [ 0, %1188 ]
  %1191 = icmp slt i64 %1190, 1
  br i1 %1191, label %1192, label %1245

1192:                                             ; preds = %1189
  br label %1193

1193:                                             ; preds = %1241, %1192
  %1194 = phi i64 [ %1242, %1241 ], [ 0, %1192 ]
  %1195 = icmp slt i64 %1194, 8
  br i1 %1195, label %1196, label %1243

1196:                                             ; preds = %1193
  br label %1197

1197:                                             ; preds = %1200, %1196
  %1198 = phi i64 [ %1240, %1200 ], [ 0, %1196 ]
  %1199 = icmp slt i64 %1198, 32
  br i1 %1199, label %1200, label %1241

1200:                                             ; preds = %1197
  %1201 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
  %1202 = mul nuw nsw i64 %1190, 256
  %1203 = mul nuw nsw i64 %1194, 32
  %1204 = add nuw nsw i64 %1202, %1203
  %1205 = add nuw nsw i64 %1204, %1198
  %1206 = getelementptr inbounds nuw float, ptr %1201, i64 %1205
  %1207 = load float, ptr %1206, align 4
  %1208 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1122, 1
  %1209 = mul nuw nsw i64 %1190, 8
  %1210 = add nuw nsw i64 %1209, %1194
  %1211 = add nuw nsw i64 %1210, 0
  %1212 = getelementptr inbounds nuw float, ptr %1208, i64 %1211
  %1213 = load float, ptr %1212, align 4
  %1214 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %957, 1
  %1215 = mul nuw nsw i64 %1190, 8
  %1216 = add nuw nsw i64 %1215, %1194
  %1217 = add nuw nsw i64 %1216, 0
  %1218 = getelementptr inbounds nuw double, ptr %1214, i64 %1217
  %1219 = load double, ptr %1218, align 8
  %1220 = getelementptr inbounds nuw float, ptr @__constant_32xf32_0, i64 %1198
  %1221 = load float, ptr %1220, align 4
  %1222 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %1198
  %1223 = load float, ptr %1222, align 4
  %1224 = fdiv double %1219, 3.200000e+01
  %1225 = fptrunc double %1224 to float
  %1226 = fadd float %1225, f0x3727C5AC
  %1227 = call float @llvm.sqrt.f32(float %1226)
  %1228 = fdiv float 1.000000e+00, %1227
  %1229 = fdiv float %1213, 3.200000e+01
  %1230 = fsub float %1207, %1229
  %1231 = fmul float %1230, %1228
  %1232 = fmul float %1231, %1221
  %1233 = fadd float %1232, %1223
  %1234 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
  %1235 = mul nuw nsw i64 %1190, 256
  %1236 = mul nuw nsw i64 %1194, 32
  %1237 = add nuw nsw i64 %1235, %1236
  %1238 = add nuw nsw i64 %1237, %1198
  %1239 = getelementptr inbounds nuw float, ptr %1234, i64 %1238
  store float %1233, ptr %1239, align 4
  %1240 = add i64 %1198, 1
  br label %1197

1241:                                             ; preds = %1197
  %1242 = add i64 %1194, 1
  br label %1193

1243:                                             ; preds = %1193
  %1244 = add i64 %1190, 1
  br label %1189

1245:                                             ; preds = %1189
  br label %1246

1246:                                             ; preds = %1281, %1245
  %1247 = phi i64 [ %1282, %1281 ], [ 0, %1245 ]
  %1248 = icmp slt i64 %1247, 1
  br i1 %1248, label %1249, label %1283

1249:                                             ; preds = %1246
  br label %1250

1250:                                             ; preds = %1279, %1249
  %1251 = phi i64 [ %1280, %1279 ], [ 0, %1249 ]
  %1252 = icmp slt i64 %1251, 8
  br i1 %1252, label %1253, label %1281

1253:                                             ; preds = %1250
  br label %1254

1254:                                             ; preds = %1257, %1253
  %1255 = phi i64 [ %1278, %1257 ], [ 0, %1253 ]
  %1256 = icmp slt i64 %1255, 32
  br i1 %1256, label %1257, label %1279

1257:                                             ; preds = %1254
  %1258 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
  %1259 = mul nuw nsw i64 %1247, 256
  %1260 = mul nuw nsw i64 %1251, 32
  %1261 = add nuw nsw i64 %1259, %1260
  %1262 = add nuw nsw i64 %1261, %1255
  %1263 = getelementptr inbounds nuw float, ptr %1258, i64 %1262
  %1264 = load float, ptr %1263, align 4
  %1265 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %581, 1
  %1266 = mul nuw nsw i64 %1247, 8
  %1267 = add nuw nsw i64 %1266, %1251
  %1268 = add nuw nsw i64 %1267, 0
  %1269 = getelementptr inbounds nuw float, ptr %1265, i64 %1268
  %1270 = load float, ptr %1269, align 4
  %1271 = fmul float %1264, %1264
  %1272 = fadd float %1271, %1270
  %1273 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %581, 1
  %1274 = mul nuw nsw i64 %1247, 8
  %1275 = add nuw nsw i64 %1274, %1251
  %1276 = add nuw nsw i64 %1275, 0
  %1277 = getelementptr inbounds nuw float, ptr %1273, i64 %1276
  store float %1272, ptr %1277, align 4
  %1278 = add i64 %1255, 1
  br label %1254

1279:                                             ; preds = %1254
  %1280 = add i64 %1251, 1
  br label %1250

1281:                                             ; preds = %1250
  %1282 = add i64 %1247, 1
  br label %1246

1283:                                             ; preds = %1246
  br label %1284

1284:                                             ; preds = %1335, %1283
  %1285 = phi i64 [ %1336, %1335 ], [ 0, %1283 ]
  %1286 = icmp slt i64 %1285, 1
  br i1 %1286, label %1287, label %1337

1287:                                             ; preds = %1284
  br label %1288

1288:                                             ; preds = %1333, %1287
  %1289 = phi i64 [ %1334, %1333 ], [ 0, %1287 ]
  %1290 = icmp slt i64 %1289, 8
  br i1 %1290, label %1291, label %1335

1291:                                             ; preds = %1288
  br label %1292

1292:                                             ; preds = %1295, %1291
  %1293 = phi i64 [ %1332, %1295 ], [ 0, %1291 ]
  %1294 = icmp slt i64 %1293, 32
  br i1 %1294, label %1295, label %1333

1295:                                             ; preds = %1292
  %1296 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
  %1297 = mul nuw nsw i64 %1285, 256
  %1298 = mul nuw nsw i64 %1289, 32
  %1299 = add nuw nsw i64 %1297, %1298
  %1300 = add nuw nsw i64 %1299, %1293
  %1301 = getelementptr inbounds nuw float, ptr %1296, i64 %1300
  %1302 = load float, ptr %1301, align 4
  %1303 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %581, 1
  %1304 = mul nuw nsw i64 %1285, 8
  %1305 = add nuw nsw i64 %1304, %1289
  %1306 = add nuw nsw i64 %1305, 0
  %1307 = getelementptr inbounds nuw float, ptr %1303, i64 %1306
  %1308 = load float, ptr %1307, align 4
  %1309 = fdiv float %1308, 3.200000e+01
  %1310 = fadd float %1309, f0x358637BD
  %1311 = call float @llvm.sqrt.f32(float %1310)
  %1312 = fdiv float 1.000000e+00, %1311
  %1313 = fmul float %1302, %1312
  %1314 = fcmp olt float %1313, 0.000000e+00
  %1315 = uitofp i1 %1314 to float
  %1316 = fmul float %1315, -2.000000e+00
  %1317 = fadd float %1316, 1.000000e+00
  %1318 = fmul float %1317, %1313
  %1319 = fmul float %1318, -2.000000e+00
  %1320 = fmul float %1319, f0x3FB8AA3B
  %1321 = call float @llvm.exp2.f32(float %1320)
  %1322 = fsub float 1.000000e+00, %1321
  %1323 = fadd float %1321, 1.000000e+00
  %1324 = fdiv float %1322, %1323
  %1325 = fmul float %1317, %1324
  %1326 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
  %1327 = mul nuw nsw i64 %1285, 256
  %1328 = mul nuw nsw i64 %1289, 32
  %1329 = add nuw nsw i64 %1327, %1328
  %1330 = add nuw nsw i64 %1329, %1293
  %1331 = getelementptr inbounds nuw float, ptr %1326, i64 %1330
  store float %1325, ptr %1331, align 4
  %1332 = add i64 %1293, 1
  br label %1292

1333:                                             ; preds = %1292
  %1334 = add i64 %1289, 1
  br label %1288

1335:                                             ; preds = %1288
  %1336 = add i64 %1285, 1
  br label %1284

1337:                                             ; preds = %1284
  %1338 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %31, 0
  call void @free(ptr %1338)
  %1339 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %73, 0
  call void @free(ptr %1339)
  %1340 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %169, 0
  call void @free(ptr %1340)
  %1341 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %330, 0
  call void @free(ptr %1341)
  %1342 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %345, 0
  call void @free(ptr %1342)
  %1343 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %445, 0
  call void @free(ptr %1343)
  %1344 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %581, 0
  call void @free(ptr %1344)
  %1345 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %619, 0
  call void @free(ptr %1345)
  %1346 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %700, 0
  call void @free(ptr %1346)
  %1347 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %910, 0
  call void @free(ptr %1347)
  %1348 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %957, 0
  call void @free(ptr %1348)
  %1349 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %995, 0
  call void @free(ptr %1349)
  %1350 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1122, 0
  call void @free(ptr %1350)
  ret { ptr, ptr, i64, [3 x i64], [3 x i64] } %315
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
; irlower-stages: fx_graph=44fa9db92603 torch_mlir=ea2bd53a2937 linalg_on_tensors_mlir=7f7e54a39b04 llvm_mlir=455ffe7cb57e
