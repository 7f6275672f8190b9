; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare ptr @malloc(i64)

define { { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } @main(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, ptr %7, ptr %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, ptr %14, ptr %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20, ptr %21, ptr %22, i64 %23, i64 %24, i64 %25, i64 %26, i64 %27, ptr %28, ptr %29, i64 %30, i64 %31, i64 %32, i64 %33, i64 %34, ptr %35, ptr %36, i64 %37, i64 %38, i64 %39, i64 %40, i64 %41, ptr %42, ptr %43, i64 %44, i64 %45, i64 %46, i64 %47, i64 %48, ptr %49, ptr %50, i64 %51, i64 %52, i64 %53, i64 %54, i64 %55, ptr %56, ptr %57, i64 %58) {
  %60 = insertvalue { ptr, ptr, i64 } poison, ptr %56, 0
  %61 = insertvalue { ptr, ptr, i64 } %60, ptr %57, 1
  %62 = insertvalue { ptr, ptr, i64 } %61, i64 %58, 2
  %63 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %49, 0
  %64 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %63, ptr %50, 1
  %65 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %64, i64 %51, 2
  %66 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %65, i64 %52, 3, 0
  %67 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %66, i64 %54, 4, 0
  %68 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %67, i64 %53, 3, 1
  %69 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %68, i64 %55, 4, 1
  %70 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %42, 0
  %71 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %70, ptr %43, 1
  %72 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %71, i64 %44, 2
  %73 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %72, i64 %45, 3, 0
  %74 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %73, i64 %47, 4, 0
  %75 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %74, i64 %46, 3, 1
  %76 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %75, i64 %48, 4, 1
  %77 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %35, 0
  %78 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %77, ptr %36, 1
  %79 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %78, i64 %37, 2
  %80 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %79, i64 %38, 3, 0
  %81 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %80, i64 %40, 4, 0
  %82 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %81, i64 %39, 3, 1
  %83 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %82, i64 %41, 4, 1
  %84 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %28, 0
  %85 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %84, ptr %29, 1
  %86 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %85, i64 %30, 2
  %87 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %86, i64 %31, 3, 0
  %88 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %87, i64 %33, 4, 0
  %89 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %88, i64 %32, 3, 1
  %90 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %89, i64 %34, 4, 1
  %91 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %21, 0
  %92 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %91, ptr %22, 1
  %93 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %92, i64 %23, 2
  %94 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %93, i64 %24, 3, 0
  %95 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %94, i64 %26, 4, 0
  %96 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %95, i64 %25, 3, 1
  %97 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %96, i64 %27, 4, 1
  %98 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %14, 0
  %99 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %98, ptr %15, 1
  %100 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %99, i64 %16, 2
  %101 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %100, i64 %17, 3, 0
  %102 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %101, i64 %19, 4, 0
  %103 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %102, i64 %18, 3, 1
  %104 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %103, i64 %20, 4, 1
  %105 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %7, 0
  %106 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %105, ptr %8, 1
  %107 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %106, i64 %9, 2
  %108 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %107, i64 %10, 3, 0
  %109 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %108, i64 %12, 4, 0
  %110 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %109, i64 %11, 3, 1
  %111 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %110, i64 %13, 4, 1
  %112 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %0, 0
  %113 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %112, ptr %1, 1
  %114 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %113, i64 %2, 2
  %115 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %114, i64 %3, 3, 0
  %116 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %115, i64 %5, 4, 0
  %117 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %116, i64 %4, 3, 1
  %118 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %117, i64 %6, 4, 1
  %119 = call ptr @malloc(i64 128)
  %120 = ptrtoint ptr %119 to i64
  %121 = add i64 %120, 63
  %122 = urem i64 %121, 64
  %123 = sub i64 %121, %122
  %124 = inttoptr i64 %123 to ptr
  %125 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %119, 0
  %126 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %125, ptr %124, 1
  %127 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %126, i64 0, 2
  %128 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %127, i64 2, 3, 0
  %129 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %128, i64 8, 3, 1
  %130 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %129, i64 8, 4, 0
  %131 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %130, i64 1, 4, 1
  br label %132

132:                                              ; preds = %155, %59
  %133 = phi i64 [ %156, %155 ], [ 0, %59 ]
  %134 = icmp slt i64 %133, 2
  br i1 %134, label %135, label %157

135:                                              ; preds = %132
  br label %136

136:                                              ; preds = %139, %135
  %137 = phi i64 [ %154, %139 ], [ 0, %135 ]
  %138 = icmp slt i64 %137, 8
  br i1 %138, label %139, label %155

139:                                              ; preds = %136
  %140 = extractvalue { ptr, ptr, i64 } %62, 1
  %141 = load float, ptr %140, align 4
  %142 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %69, 1
  %143 = mul nuw nsw i64 %133, 8
  %144 = add nuw nsw i64 %143, %137
  %145 = getelementptr inbounds nuw float, ptr %142, i64 %144
  %146 = load float, ptr %145, align 4
  %147 = fmul float %146, 2.000000e+00
  %148 = fdiv float %141, 1.600000e+01
  %149 = fmul float %148, %147
  %150 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %131, 1
  %151 = mul nuw nsw i64 %133, 8
  %152 = add nuw nsw i64 %151, %137
  %153 = getelementptr inbounds nuw float, ptr %150, i64 %152
  store float %149, ptr %153, align 4
  %154 = add i64 %137, 1
  br label %136

155:                                              ; preds = %136
  %156 = add i64 %133, 1
  br label %132

157:                                              ; preds = %132
  %158 = call ptr @malloc(i64 1088)
  %159 = ptrtoint ptr %158 to i64
  %160 = add i64 %159, 63
  %161 = urem i64 %160, 64
  %162 = sub i64 %160, %161
  %163 = inttoptr i64 %162 to ptr
  %164 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %158, 0
  %165 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %164, ptr %163, 1
  %166 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %165, i64 0, 2
  %167 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %166, i64 8, 3, 0
  %168 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %167, i64 32, 3, 1
  %169 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %168, i64 32, 4, 0
  %170 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %169, i64 1, 4, 1
  %171 = call ptr @malloc(i64 320)
  %172 = ptrtoint ptr %171 to i64
  %173 = add i64 %172, 63
  %174 = urem i64 %173, 64
  %175 = sub i64 %173, %174
  %176 = inttoptr i64 %175 to ptr
  %177 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %171, 0
  %178 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %177, ptr %176, 1
  %179 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %178, i64 0, 2
  %180 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %179, i64 2, 3, 0
  %181 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %180, i64 32, 3, 1
  %182 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %181, i64 32, 4, 0
  %183 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %182, i64 1, 4, 1
  %184 = call ptr @malloc(i64 320)
  %185 = ptrtoint ptr %184 to i64
  %186 = add i64 %185, 63
  %187 = urem i64 %186, 64
  %188 = sub i64 %186, %187
  %189 = inttoptr i64 %188 to ptr
  %190 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %184, 0
  %191 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %190, ptr %189, 1
  %192 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %191, i64 0, 2
  %193 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %192, i64 2, 3, 0
  %194 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %193, i64 32, 3, 1
  %195 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %194, i64 32, 4, 0
  %196 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %195, i64 1, 4, 1
  br label %197

197:                                              ; preds = %210, %157
  %198 = phi i64 [ %211, %210 ], [ 0, %157 ]
  %199 = icmp slt i64 %198, 2
  br i1 %199, label %200, label %212

200:                                              ; preds = %197
  br label %201

201:                                              ; preds = %204, %200
  %202 = phi i64 [ %209, %204 ], [ 0, %200 ]
  %203 = icmp slt i64 %202, 32
  br i1 %203, label %204, label %210

204:                                              ; preds = %201
  %205 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %196, 1
  %206 = mul nuw nsw i64 %198, 32
  %207 = add nuw nsw i64 %206, %202
  %208 = getelementptr inbounds nuw float, ptr %205, i64 %207
  store float 0.000000e+00, ptr %208, align 4
  %209 = add i64 %202, 1
  br label %201

210:                                              ; preds = %201
  %211 = add i64 %198, 1
  br label %197

212:                                              ; preds = %197
  %213 = call ptr @malloc(i64 320)
  %214 = ptrtoint ptr %213 to i64
  %215 = add i64 %214, 63
  %216 = urem i64 %215, 64
  %217 = sub i64 %215, %216
  %218 = inttoptr i64 %217 to ptr
  %219 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %213, 0
  %220 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %219, ptr %218, 1
  %221 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %220, i64 0, 2
  %222 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %221, i64 2, 3, 0
  %223 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %222, i64 32, 3, 1
  %224 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %223, i64 32, 4, 0
  %225 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %224, i64 1, 4, 1
  br label %226

226:                                              ; preds = %244, %212
  %227 = phi i64 [ %245, %244 ], [ 0, %212 ]
  %228 = icmp slt i64 %227, 2
  br i1 %228, label %229, label %246

229:                                              ; preds = %226
  br label %230

230:                                              ; preds = %233, %229
  %231 = phi i64 [ %243, %233 ], [ 0, %229 ]
  %232 = icmp slt i64 %231, 32
  br i1 %232, label %233, label %244

233:                                              ; preds = %230
  %234 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %196, 1
  %235 = mul nuw nsw i64 %227, 32
  %236 = add nuw nsw i64 %235, %231
  %237 = getelementptr inbounds nuw float, ptr %234, i64 %236
  %238 = load float, ptr %237, align 4
  %239 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %225, 1
  %240 = mul nuw nsw i64 %227, 32
  %241 = add nuw nsw i64 %240, %231
  %242 = getelementptr inbounds nuw float, ptr %239, i64 %241
  store float %238, ptr %242, align 4
  %243 = add i64 %231, 1
  br label %230

244:                                              ; preds = %230
  %245 = add i64 %227, 1
  br label %226

246:                                              ; preds = %226
  br label %247

247:                                              ; preds = %283, %246
  %248 = phi i64 [ %284, %283 ], [ 0, %246 ]
  %249 = icmp slt i64 %248, 2
  br i1 %249, label %250, label %285

250:                                              ; preds = %247
  br label %251

251:                                              ; preds = %281, %250
  %252 = phi i64 [ %282, %281 ], [ 0, %250 ]
  %253 = icmp slt i64 %252, 32
  br i1 %253, label %254, label %283

254:                                              ; preds = %251
  br label %255

255:                                              ; preds = %258, %254
  %256 = phi i64 [ %280, %258 ], [ 0, %254 ]
  %257 = icmp slt i64 %256, 8
  br i1 %257, label %258, label %281

258:                                              ; preds = %255
  %259 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %131, 1
  %260 = mul nuw nsw i64 %248, 8
  %261 = add nuw nsw i64 %260, %256
  %262 = getelementptr inbounds nuw float, ptr %259, i64 %261
  %263 = load float, ptr %262, align 4
  %264 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %76, 1
  %265 = mul nuw nsw i64 %252, 8
  %266 = add nuw nsw i64 %265, %256
  %267 = getelementptr inbounds nuw float, ptr %264, i64 %266
  %268 = load float, ptr %267, align 4
  %269 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %225, 1
  %270 = mul nuw nsw i64 %248, 32
  %271 = add nuw nsw i64 %270, %252
  %272 = getelementptr inbounds nuw float, ptr %269, i64 %271
  %273 = load float, ptr %272, align 4
  %274 = fmul float %263, %268
  %275 = fadd float %273, %274
  %276 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %225, 1
  %277 = mul nuw nsw i64 %248, 32
  %278 = add nuw nsw i64 %277, %252
  %279 = getelementptr inbounds nuw float, ptr %276, i64 %278
  store float %275, ptr %279, align 4
  %280 = add i64 %256, 1
  br label %255

281:                                              ; preds = %255
  %282 = add i64 %252, 1
  br label %251

283:                                              ; preds = %251
  %284 = add i64 %248, 1
  br label %247

285:                                              ; preds = %247
  br label %286

286:                                              ; preds = %299, %285
  %287 = phi i64 [ %300, %299 ], [ 0, %285 ]
  %288 = icmp slt i64 %287, 8
  br i1 %288, label %289, label %301

289:                                              ; preds = %286
  br label %290

290:                                              ; preds = %293, %289
  %291 = phi i64 [ %298, %293 ], [ 0, %289 ]
  %292 = icmp slt i64 %291, 32
  br i1 %292, label %293, label %299

293:                                              ; preds = %290
  %294 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %170, 1
  %295 = mul nuw nsw i64 %287, 32
  %296 = add nuw nsw i64 %295, %291
  %297 = getelementptr inbounds nuw float, ptr %294, i64 %296
  store float 0.000000e+00, ptr %297, align 4
  %298 = add i64 %291, 1
  br label %290

299:                                              ; preds = %290
  %300 = add i64 %287, 1
  br label %286

301:                                              ; preds = %286
  br label %302

302:                                              ; preds = %338, %301
  %303 = phi i64 [ %339, %338 ], [ 0, %301 ]
  %304 = icmp slt i64 %303, 8
  br i1 %304, label %305, label %340

305:                                              ; preds = %302
  br label %306

306:                                              ; preds = %336, %305
  %307 = phi i64 [ %337, %336 ], [ 0, %305 ]
  %308 = icmp slt i64 %307, 32
  br i1 %308, label %309, label %338

309:                                              ; preds = %306
  br label %310

310:                                              ; preds = %313, %309
  %311 = phi i64 [ %335, %313 ], [ 0, %309 ]
  %312 = icmp slt i64 %311, 2
  br i1 %312, label %313, label %336

313:                                              ; preds = %310
  %314 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %131, 1
  %315 = mul nuw nsw i64 %311, 8
  %316 = add nuw nsw i64 %315, %303
  %317 = getelementptr inbounds nuw float, ptr %314, i64 %316
  %318 = load float, ptr %317, align 4
  %319 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %83, 1
  %320 = mul nuw nsw i64 %311, 32
  %321 = add nuw nsw i64 %320, %307
  %322 = getelementptr inbounds nuw float, ptr %319, i64 %321
  %323 = load float, ptr %322, align 4
  %324 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %170, 1
  %325 = mul nuw nsw i64 %303, 32
  %326 = add nuw nsw i64 %325, %307
  %327 = getelementptr inbounds nuw float, ptr %324, i64 %326
  %328 = load float, ptr %327, align 4
  %329 = fmul float %318, %323
  %330 = fadd float %328, %329
  %331 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %170, 1
  %332 = mul nuw nsw i64 %303, 32
  %333 = add nuw nsw i64 %332, %307
  %334 = getelementptr inbounds nuw float, ptr %331, i64 %333
  store float %330, ptr %334, align 4
  %335 = add i64 %311, 1
  br label %310

336:                                              ; preds = %310
  %337 = add i64 %307, 1
  br label %306

338:                                              ; preds = %306
  %339 = add i64 %303, 1
  br label %302

340:                                              ; preds = %302
  %341 = call ptr @malloc(i64 96)
  %342 = ptrtoint ptr %341 to i64
  %343 = add i64 %342, 63
  %344 = urem i64 %343, 64
  %345 = sub i64 %343, %344
  %346 = inttoptr i64 %345 to ptr
  %347 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %341, 0
  %348 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %347, ptr %346, 1
  %349 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %348, i64 0, 2
  %350 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %349, i64 1, 3, 0
  %351 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %350, i64 8, 3, 1
  %352 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %351, i64 8, 4, 0
  %353 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %352, i64 1, 4, 1
  br label %354

354:                                              ; preds = %367, %340
  %355 = phi i64 [ %368, %367 ], [ 0, %340 ]
  %356 = icmp slt i64 %355, 1
  br i1 %356, label %357, label %369

357:                                              ; preds = %354
  br label %358

358:                                              ; preds = %361, %357
  %359 = phi i64 [ %366, %361 ], [ 0, %357 ]
  %360 = icmp slt i64 %359, 8
  br i1 %360, label %361, label %367

361:                                              ; preds = %358
  %362 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %353, 1
  %363 = mul nuw nsw i64 %355, 8
  %364 = add nuw nsw i64 %363, %359
  %365 = getelementptr inbounds nuw float, ptr %362, i64 %364
  store float 0.000000e+00, ptr %365, align 4
  %366 = add i64 %359, 1
  br label %358

367:                                              ; preds = %358
  %368 = add i64 %355, 1
  br label %354

369:                                              ; preds = %354
  br label %370

370:                                              ; preds = %392, %369
  %371 = phi i64 [ %393, %392 ], [ 0, %369 ]
  %372 = icmp slt i64 %371, 2
  br i1 %372, label %373, label %394

373:                                              ; preds = %370
  br label %374

374:                                              ; preds = %377, %373
  %375 = phi i64 [ %391, %377 ], [ 0, %373 ]
  %376 = icmp slt i64 %375, 8
  br i1 %376, label %377, label %392

377:                                              ; preds = %374
  %378 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %131, 1
  %379 = mul nuw nsw i64 %371, 8
  %380 = add nuw nsw i64 %379, %375
  %381 = getelementptr inbounds nuw float, ptr %378, i64 %380
  %382 = load float, ptr %381, align 4
  %383 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %353, 1
  %384 = add nuw nsw i64 0, %375
  %385 = getelementptr inbounds nuw float, ptr %383, i64 %384
  %386 = load float, ptr %385, align 4
  %387 = fadd float %382, %386
  %388 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %353, 1
  %389 = add nuw nsw i64 0, %375
  %390 = getelementptr inbounds nuw float, ptr %388, i64 %389
  store float %387, ptr %390, align 4
  %391 = add i64 %375, 1
  br label %374

392:                                              ; preds = %374
  %393 = add i64 %371, 1
  br label %370

394:                                              ; preds = %370
  %395 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %353, 0
  %396 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %353, 1
  %397 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %395, 0
  %398 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %397, ptr %396, 1
  %399 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %398, i64 0, 2
  %400 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %399, i64 8, 3, 0
  %401 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %400, i64 1, 4, 0
  br label %402

402:                                              ; preds = %435, %394
  %403 = phi i64 [ %436, %435 ], [ 0, %394 ]
  %404 = icmp slt i64 %403, 2
  br i1 %404, label %405, label %437

405:                                              ; preds = %402
  br label %406

406:                                              ; preds = %409, %405
  %407 = phi i64 [ %434, %409 ], [ 0, %405 ]
  %408 = icmp slt i64 %407, 32
  br i1 %408, label %409, label %435

409:                                              ; preds = %406
  %410 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %225, 1
  %411 = mul nuw nsw i64 %403, 32
  %412 = add nuw nsw i64 %411, %407
  %413 = getelementptr inbounds nuw float, ptr %410, i64 %412
  %414 = load float, ptr %413, align 4
  %415 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %90, 1
  %416 = mul nuw nsw i64 %403, 32
  %417 = add nuw nsw i64 %416, %407
  %418 = getelementptr inbounds nuw float, ptr %415, i64 %417
  %419 = load float, ptr %418, align 4
  %420 = fneg float %419
  %421 = fmul float %420, f0x3FB8AA3B
  %422 = call float @llvm.exp2.f32(float %421)
  %423 = fadd float %422, 1.000000e+00
  %424 = fdiv float 1.000000e+00, %423
  %425 = fsub float 1.000000e+00, %424
  %426 = fmul float %419, %425
  %427 = fadd float %426, 1.000000e+00
  %428 = fmul float %414, %424
  %429 = fmul float %428, %427
  %430 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %183, 1
  %431 = mul nuw nsw i64 %403, 32
  %432 = add nuw nsw i64 %431, %407
  %433 = getelementptr inbounds nuw float, ptr %430, i64 %432
  store float %429, ptr %433, align 4
  %434 = add i64 %407, 1
  br label %406

435:                                              ; preds = %406
  %436 = add i64 %403, 1
  br label %402

437:                                              ; preds = %402
  %438 = call ptr @malloc(i64 4160)
  %439 = ptrtoint ptr %438 to i64
  %440 = add i64 %439, 63
  %441 = urem i64 %440, 64
  %442 = sub i64 %440, %441
  %443 = inttoptr i64 %442 to ptr
  %444 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %438, 0
  %445 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %444, ptr %443, 1
  %446 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %445, i64 0, 2
  %447 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %446, i64 32, 3, 0
  %448 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %447, i64 32, 3, 1
  %449 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %448, i64 32, 4, 0
  %450 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %449, i64 1, 4, 1
  br label %451

451:                                              ; preds = %487, %437
  %452 = phi i64 [ %488, %487 ], [ 0, %437 ]
  %453 = icmp slt i64 %452, 2
  br i1 %453, label %454, label %489

454:                                              ; preds = %451
  br label %455

455:                                              ; preds = %485, %454
  %456 = phi i64 [ %486, %485 ], [ 0, %454 ]
  %457 = icmp slt i64 %456, 32
  br i1 %457, label %458, label %487

458:                                              ; preds = %455
  br label %459

459:                                              ; preds = %462, %458
  %460 = phi i64 [ %484, %462 ], [ 0, %458 ]
  %461 = icmp slt i64 %460, 32
  br i1 %461, label %462, label %485

462:                                              ; preds = %459
  %463 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %183, 1
  %464 = mul nuw nsw i64 %452, 32
  %465 = add nuw nsw i64 %464, %460
  %466 = getelementptr inbounds nuw float, ptr %463, i64 %465
  %467 = load float, ptr %466, align 4
  %468 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %97, 1
  %469 = mul nuw nsw i64 %456, 32
  %470 = add nuw nsw i64 %469, %460
  %471 = getelementptr inbounds nuw float, ptr %468, i64 %470
  %472 = load float, ptr %471, align 4
  %473 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %196, 1
  %474 = mul nuw nsw i64 %452, 32
  %475 = add nuw nsw i64 %474, %456
  %476 = getelementptr inbounds nuw float, ptr %473, i64 %475
  %477 = load float, ptr %476, align 4
  %478 = fmul float %467, %472
  %479 = fadd float %477, %478
  %480 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %196, 1
  %481 = mul nuw nsw i64 %452, 32
  %482 = add nuw nsw i64 %481, %456
  %483 = getelementptr inbounds nuw float, ptr %480, i64 %482
  store float %479, ptr %483, align 4
  %484 = add i64 %460, 1
  br label %459

485:                                              ; preds = %459
  %486 = add i64 %456, 1
  br label %455

487:                                              ; preds = %455
  %488 = add i64 %452, 1
  br label %451

489:                                              ; preds = %451
  br label %490

490:                                              ; preds = %503, %489
  %491 = phi i64 [ %504, %503 ], [ 0, %489 ]
  %492 = icmp slt i64 %491, 32
  br i1 %492, label %493, label %505

493:                                              ; preds = %490
  br label %494

494:                                              ; preds = %497, %493
  %495 = phi i64 [ %502, %497 ], [ 0, %493 ]
  %496 = icmp slt i64 %495, 32
  br i1 %496, label %497, label %503

497:                                              ; preds = %494
  %498 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %450, 1
  %499 = mul nuw nsw i64 %491, 32
  %500 = add nuw nsw i64 %499, %495
  %501 = getelementptr inbounds nuw float, ptr %498, i64 %500
  store float 0.000000e+00, ptr %501, align 4
  %502 = add i64 %495, 1
  br label %494

503:                                              ; preds = %494
  %504 = add i64 %491, 1
  br label %490

505:                                              ; preds = %490
  br label %506

506:                                              ; preds = %542, %505
  %507 = phi i64 [ %543, %542 ], [ 0, %505 ]
  %508 = icmp slt i64 %507, 32
  br i1 %508, label %509, label %544

509:                                              ; preds = %506
  br label %510

510:                                              ; preds = %540, %509
  %511 = phi i64 [ %541, %540 ], [ 0, %509 ]
  %512 = icmp slt i64 %511, 32
  br i1 %512, label %513, label %542

513:                                              ; preds = %510
  br label %514

514:                                              ; preds = %517, %513
  %515 = phi i64 [ %539, %517 ], [ 0, %513 ]
  %516 = icmp slt i64 %515, 2
  br i1 %516, label %517, label %540

517:                                              ; preds = %514
  %518 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %183, 1
  %519 = mul nuw nsw i64 %515, 32
  %520 = add nuw nsw i64 %519, %507
  %521 = getelementptr inbounds nuw float, ptr %518, i64 %520
  %522 = load float, ptr %521, align 4
  %523 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %104, 1
  %524 = mul nuw nsw i64 %515, 32
  %525 = add nuw nsw i64 %524, %511
  %526 = getelementptr inbounds nuw float, ptr %523, i64 %525
  %527 = load float, ptr %526, align 4
  %528 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %450, 1
  %529 = mul nuw nsw i64 %507, 32
  %530 = add nuw nsw i64 %529, %511
  %531 = getelementptr inbounds nuw float, ptr %528, i64 %530
  %532 = load float, ptr %531, align 4
  %533 = fmul float %522, %527
  %534 = fadd float %532, %533
  %535 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %450, 1
  %536 = mul nuw nsw i64 %507, 32
  %537 = add nuw nsw i64 %536, %511
  %538 = getelementptr inbounds nuw float, ptr %535, i64 %537
  store float %534, ptr %538, align 4
  %539 = add i64 %515, 1
  br label %514

540:                                              ; preds = %514
  %541 = add i64 %511, 1
  br label %510

542:                                              ; preds = %510
  %543 = add i64 %507, 1
  br label %506

544:                                              ; preds = %506
  %545 = call ptr @malloc(i64 192)
  %546 = ptrtoint ptr %545 to i64
  %547 = add i64 %546, 63
  %548 = urem i64 %547, 64
  %549 = sub i64 %547, %548
  %550 = inttoptr i64 %549 to ptr
  %551 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %545, 0
  %552 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %551, ptr %550, 1
  %553 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %552, i64 0, 2
  %554 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %553, i64 1, 3, 0
  %555 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %554, i64 32, 3, 1
  %556 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %555, i64 32, 4, 0
  %557 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %556, i64 1, 4, 1
  br label %558

558:                                              ; preds = %571, %544
  %559 = phi i64 [ %572, %571 ], [ 0, %544 ]
  %560 = icmp slt i64 %559, 1
  br i1 %560, label %561, label %573

561:                                              ; preds = %558
  br label %562

562:                                              ; preds = %565, %561
  %563 = phi i64 [ %570, %565 ], [ 0, %561 ]
  %564 = icmp slt i64 %563, 32
  br i1 %564, label %565, label %571

565:                                              ; preds = %562
  %566 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %557, 1
  %567 = mul nuw nsw i64 %559, 32
  %568 = add nuw nsw i64 %567, %563
  %569 = getelementptr inbounds nuw float, ptr %566, i64 %568
  store float 0.000000e+00, ptr %569, align 4
  %570 = add i64 %563, 1
  br label %562

571:                                              ; preds = %562
  %572 = add i64 %559, 1
  br label %558

573:                                              ; preds = %558
  %574 = call ptr @malloc(i64 192)
  %575 = ptrtoint ptr %574 to i64
  %576 = add i64 %575, 63
  %577 = urem i64 %576, 64
  %578 = sub i64 %576, %577
  %579 = inttoptr i64 %578 to ptr
  %580 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %574, 0
  %581 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %580, ptr %579, 1
  %582 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %581, i64 0, 2
  %583 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %582, i64 1, 3, 0
  %584 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %583, i64 32, 3, 1
  %585 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %584, i64 32, 4, 0
  %586 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %585, i64 1, 4, 1
  br label %587

587:                                              ; preds = %605, %573
  %588 = phi i64 [ %606, %605 ], [ 0, %573 ]
  %589 = icmp slt i64 %588, 1
  br i1 %589, label %590, label %607

590:                                              ; preds = %587
  br label %591

591:                                              ; preds = %594, %590
  %592 = phi i64 [ %604, %594 ], [ 0, %590 ]
  %593 = icmp slt i64 %592, 32
  br i1 %593, label %594, label %605

594:                                              ; preds = %591
  %595 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %557, 1
  %596 = mul nuw nsw i64 %588, 32
  %597 = add nuw nsw i64 %596, %592
  %598 = getelementptr inbounds nuw float, ptr %595, i64 %597
  %599 = load float, ptr %598, align 4
  %600 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %586, 1
  %601 = mul nuw nsw i64 %588, 32
  %602 = add nuw nsw i64 %601, %592
  %603 = getelementptr inbounds nuw float, ptr %600, i64 %602
  store float %599, ptr %603, align 4
  %604 = add i64 %592, 1
  br label %591

605:                                              ; preds = %591
  %606 = add i64 %588, 1
  br label %587

607:                                              ; preds = %587
  br label %608

608:                                              ; preds = %630, %607
  %609 = phi i64 [ %631, %630 ], [ 0, %607 ]
  %610 = icmp slt i64 %609, 2
  br i1 %610, label %611, label %632

611:                                              ; preds = %608
  br label %612

612:                                              ; preds = %615, %611
  %613 = phi i64 [ %629, %615 ], [ 0, %611 ]
  %614 = icmp slt i64 %613, 32
  br i1 %614, label %615, label %630

615:                                              ; preds = %612
  %616 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %183, 1
  %617 = mul nuw nsw i64 %609, 32
  %618 = add nuw nsw i64 %617, %613
  %619 = getelementptr inbounds nuw float, ptr %616, i64 %618
  %620 = load float, ptr %619, align 4
  %621 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %586, 1
  %622 = add nuw nsw i64 0, %613
  %623 = getelementptr inbounds nuw float, ptr %621, i64 %622
  %624 = load float, ptr %623, align 4
  %625 = fadd float %620, %624
  %626 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %586, 1
  %627 = add nuw nsw i64 0, %613
  %628 = getelementptr inbounds nuw float, ptr %626, i64 %627
  store float %625, ptr %628, align 4
  %629 = add i64 %613, 1
  br label %612

630:                                              ; preds = %612
  %631 = add i64 %609, 1
  br label %608

632:                                              ; preds = %608
  %633 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %586, 0
  %634 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %586, 1
  %635 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %633, 0
  %636 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %635, ptr %634, 1
  %637 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %636, i64 0, 2
  %638 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %637, i64 32, 3, 0
  %639 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %638, i64 1, 4, 0
  br label %640

640:                                              ; preds = %719, %632
  %641 = phi i64 [ %720, %719 ], [ 0, %632 ]
  %642 = icmp slt i64 %641, 2
  br i1 %642, label %643, label %721

643:                                              ; preds = %640
  br label %644

644:                                              ; preds = %647, %643
  %645 = phi i64 [ %718, %647 ], [ 0, %643 ]
  %646 = icmp slt i64 %645, 32
  br i1 %646, label %647, label %719

647:                                              ; preds = %644
  %648 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %196, 1
  %649 = mul nuw nsw i64 %641, 32
  %650 = add nuw nsw i64 %649, %645
  %651 = getelementptr inbounds nuw float, ptr %648, i64 %650
  %652 = load float, ptr %651, align 4
  %653 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %111, 1
  %654 = mul nuw nsw i64 %641, 32
  %655 = add nuw nsw i64 %654, %645
  %656 = getelementptr inbounds nuw float, ptr %653, i64 %655
  %657 = load float, ptr %656, align 4
  %658 = fmul float %657, %657
  %659 = fmul float %658, -5.000000e-01
  %660 = fmul float %659, f0x3FB8AA3B
  %661 = call float @llvm.exp2.f32(float %660)
  %662 = fmul float %661, f0x3ECC422A
  %663 = fmul float %657, %662
  %664 = fmul float %657, f0x3F3504F3
  %665 = fcmp olt float %664, 0.000000e+00
  %666 = fneg float %664
  %667 = select i1 %665, float %666, float %664
  %668 = fcmp olt float %667, 8.000000e-01
  %669 = select i1 %668, float f0x3F906EBA, float f0x3F905225
  %670 = select i1 %668, float f0xBEED51AF, float -3.276070e-01
  %671 = select i1 %668, float f0xBF05E48B, float f0xBEBABCC4
  %672 = select i1 %668, float f0x3F04EC44, float f0x3EE590A2
  %673 = select i1 %668, float f0x3E56C688, float f0x3DF27F94
  %674 = select i1 %668, float f0xBE06F8EE, float f0xBDB4EEE3
  %675 = select i1 %668, float f0x3CD3794F, float f0x3D17D100
  %676 = select i1 %668, float f0x3D9782A4, float f0x3D6A78FA
  %677 = fcmp olt float %667, 2.000000e+00
  %678 = select i1 %677, float 0.000000e+00, float f0xBB58546D
  %679 = select i1 %677, float %669, float f0x3B66A96A
  %680 = select i1 %677, float %670, float f0xC003E25F
  %681 = select i1 %677, float %671, float f0xBAB94D1E
  %682 = select i1 %677, float %672, float f0x3FD0437B
  %683 = select i1 %677, float %673, float f0x3984E118
  %684 = select i1 %677, float %674, float f0xBF15590A
  %685 = select i1 %677, float %675, float f0xB78F7C49
  %686 = select i1 %677, float %676, float f0x3DA853B3
  %687 = select i1 %677, float 0.000000e+00, float 1.000000e+00
  %688 = fcmp ult float %667, 3.750000e+00
  %689 = fmul float %667, %685
  %690 = fadd float %689, %683
  %691 = fmul float %667, %690
  %692 = fadd float %691, %681
  %693 = fmul float %667, %692
  %694 = fadd float %693, %679
  %695 = fmul float %667, %694
  %696 = fadd float %695, %678
  %697 = fmul float %667, %686
  %698 = fadd float %697, %684
  %699 = fmul float %667, %698
  %700 = fadd float %699, %682
  %701 = fmul float %667, %700
  %702 = fadd float %701, %680
  %703 = fmul float %667, %702
  %704 = fadd float %703, 1.000000e+00
  %705 = fdiv float %696, %704
  %706 = fadd float %687, %705
  %707 = select i1 %688, float %706, float 1.000000e+00
  %708 = fneg float %707
  %709 = select i1 %665, float %708, float %707
  %710 = fadd float %709, 1.000000e+00
  %711 = fmul float %710, 5.000000e-01
  %712 = fadd float %711, %663
  %713 = fmul float %652, %712
  %714 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %183, 1
  %715 = mul nuw nsw i64 %641, 32
  %716 = add nuw nsw i64 %715, %645
  %717 = getelementptr inbounds nuw float, ptr %714, i64 %716
  store float %713, ptr %717, align 4
  %718 = add i64 %645, 1
  br label %644

719:                                              ; preds = %644
  %720 = add i64 %641, 1
  br label %640

721:                                              ; preds = %640
  %722 = call ptr @malloc(i64 2112)
  %723 = ptrtoint ptr %722 to i64
  %724 = add i64 %723, 63
  %725 = urem i64 %724, 64
  %726 = sub i64 %724, %725
  %727 = inttoptr i64 %726 to ptr
  %728 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %722, 0
  %729 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %728, ptr %727, 1
  %730 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %729, i64 0, 2
  %731 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %730, i64 32, 3, 0
  %732 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %731, i64 16, 3, 1
  %733 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %732, i64 16, 4, 0
  %734 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %733, i64 1, 4, 1
  br label %735

735:                                              ; preds = %748, %721
  %736 = phi i64 [ %749, %748 ], [ 0, %721 ]
  %737 = icmp slt i64 %736, 32
  br i1 %737, label %738, label %750

738:                                              ; preds = %735
  br label %739

739:                                              ; preds = %742, %738
  %740 = phi i64 [ %747, %742 ], [ 0, %738 ]
  %741 = icmp slt i64 %740, 16
  br i1 %741, label %742, label %748

742:                                              ; preds = %739
  %743 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %734, 1
  %744 = mul nuw nsw i64 %736, 16
  %745 = add nuw nsw i64 %744, %740
  %746 = getelementptr inbounds nuw float, ptr %743, i64 %745
  store float 0.000000e+00, ptr %746, align 4
  %747 = add i64 %740, 1
  br label %739

748:                                              ; preds = %739
  %749 = add i64 %736, 1
  br label %735

750:                                              ; preds = %735
  br label %751

751:                                              ; preds = %787, %750
  %752 = phi i64 [ %788, %787 ], [ 0, %750 ]
  %753 = icmp slt i64 %752, 32
  br i1 %753, label %754, label %789

754:                                              ; preds = %751
  br label %755

755:                                              ; preds = %785, %754
  %756 = phi i64 [ %786, %785 ], [ 0, %754 ]
  %757 = icmp slt i64 %756, 16
  br i1 %757, label %758, label %787

758:                                              ; preds = %755
  br label %759

759:                                              ; preds = %762, %758
  %760 = phi i64 [ %784, %762 ], [ 0, %758 ]
  %761 = icmp slt i64 %760, 2
  br i1 %761, label %762, label %785

762:                                              ; preds = %759
  %763 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %183, 1
  %764 = mul nuw nsw i64 %760, 32
  %765 = add nuw nsw i64 %764, %752
  %766 = getelementptr inbounds nuw float, ptr %763, i64 %765
  %767 = load float, ptr %766, align 4
  %768 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %118, 1
  %769 = mul nuw nsw i64 %760, 16
  %770 = add nuw nsw i64 %769, %756
  %771 = getelementptr inbounds nuw float, ptr %768, i64 %770
  %772 = load float, ptr %771, align 4
  %773 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %734, 1
  %774 = mul nuw nsw i64 %752, 16
  %775 = add nuw nsw i64 %774, %756
  %776 = getelementptr inbounds nuw float, ptr %773, i64 %775
  %777 = load float, ptr %776, align 4
  %778 = fmul float %767, %772
  %779 = fadd float %777, %778
  %780 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %734, 1
  %781 = mul nuw nsw i64 %752, 16
  %782 = add nuw nsw i64 %781, %756
  %783 = getelementptr inbounds nuw float, ptr %780, i64 %782
  store float %779, ptr %783, align 4
  %784 = add i64 %760, 1
  br label %759

785:                                              ; preds = %759
  %786 = add i64 %756, 1
  br label %755

787:                                              ; preds = %755
  %788 = add i64 %752, 1
  br label %751

789:                                              ; preds = %751
  br label %790

790:                                              ; preds = %812, %789
  %791 = phi i64 [ %813, %812 ], [ 0, %789 ]
  %792 = icmp slt i64 %791, 2
  br i1 %792, label %793, label %814

793:                                              ; preds = %790
  br label %794

794:                                              ; preds = %797, %793
  %795 = phi i64 [ %811, %797 ], [ 0, %793 ]
  %796 = icmp slt i64 %795, 32
  br i1 %796, label %797, label %812

797:                                              ; preds = %794
  %798 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %183, 1
  %799 = mul nuw nsw i64 %791, 32
  %800 = add nuw nsw i64 %799, %795
  %801 = getelementptr inbounds nuw float, ptr %798, i64 %800
  %802 = load float, ptr %801, align 4
  %803 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %557, 1
  %804 = add nuw nsw i64 0, %795
  %805 = getelementptr inbounds nuw float, ptr %803, i64 %804
  %806 = load float, ptr %805, align 4
  %807 = fadd float %802, %806
  %808 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %557, 1
  %809 = add nuw nsw i64 0, %795
  %810 = getelementptr inbounds nuw float, ptr %808, i64 %809
  store float %807, ptr %810, align 4
  %811 = add i64 %795, 1
  br label %794

812:                                              ; preds = %794
  %813 = add i64 %791, 1
  br label %790

814:                                              ; preds = %790
  %815 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %557, 0
  %816 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %557, 1
  %817 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %815, 0
  %818 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %817, ptr %816, 1
  %819 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %818, i64 0, 2
  %820 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %819, i64 32, 3, 0
  %821 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %820, i64 1, 4, 0
  %822 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %131, 0
  call void @free(ptr %822)
  %823 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %183, 0
  call void @free(ptr %823)
  %824 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %196, 0
  call void @free(ptr %824)
  %825 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %225, 0
  call void @free(ptr %825)
  %826 = insertvalue { { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } poison, { ptr, ptr, i64, [2 x i64], [2 x i64] } %734, 0
  %827 = insertvalue { { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } %826, { ptr, ptr, i64, [1 x i64], [1 x i64] } %821, 1
  %828 = insertvalue { { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } %827, { ptr, ptr, i64, [2 x i64], [2 x i64] } %450, 2
  %829 = insertvalue { { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } %828, { ptr, ptr, i64, [1 x i64], [1 x i64] } %639, 3
  %830 = insertvalue { { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } %829, { ptr, ptr, i64, [2 x i64], [2 x i64] } %170, 4
  %831 = insertvalue { { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } %830, { ptr, ptr, i64, [1 x i64], [1 x i64] } %401, 5
  ret { { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } %831
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; irlower-stages: aot_joint_graph=88d1a12a260f aot_backward_graph=c85db375ea0a torch_mlir=c76b193bc9be linalg_on_tensors_mlir=e2089db894ea llvm_mlir=8e0adf1cb656
