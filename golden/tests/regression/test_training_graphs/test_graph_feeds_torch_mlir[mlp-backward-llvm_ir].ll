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
  %158 = call ptr @malloc(i64 320)
  %159 = ptrtoint ptr %158 to i64
  %160 = add i64 %159, 63
  %161 = urem i64 %160, 64
  %162 = sub i64 %160, %161
  %163 = inttoptr i64 %162 to ptr
  %164 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %158, 0
  %165 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %164, ptr %163, 1
  %166 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %165, i64 0, 2
  %167 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %166, i64 2, 3, 0
  %168 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %167, i64 32, 3, 1
  %169 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %168, i64 32, 4, 0
  %170 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %169, i64 1, 4, 1
  br label %171

171:                                              ; preds = %184, %157
  %172 = phi i64 [ %185, %184 ], [ 0, %157 ]
  %173 = icmp slt i64 %172, 2
  br i1 %173, label %174, label %186

174:                                              ; preds = %171
  br label %175

175:                                              ; preds = %178, %174
  %176 = phi i64 [ %183, %178 ], [ 0, %174 ]
  %177 = icmp slt i64 %176, 32
  br i1 %177, label %178, label %184

178:                                              ; preds = %175
  %179 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %170, 1
  %180 = mul nuw nsw i64 %172, 32
  %181 = add nuw nsw i64 %180, %176
  %182 = getelementptr inbounds nuw float, ptr %179, i64 %181
  store float 0.000000e+00, ptr %182, align 4
  %183 = add i64 %176, 1
  br label %175

184:                                              ; preds = %175
  %185 = add i64 %172, 1
  br label %171

186:                                              ; preds = %171
  %187 = call ptr @malloc(i64 320)
  %188 = ptrtoint ptr %187 to i64
  %189 = add i64 %188, 63
  %190 = urem i64 %189, 64
  %191 = sub i64 %189, %190
  %192 = inttoptr i64 %191 to ptr
  %193 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %187, 0
  %194 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %193, ptr %192, 1
  %195 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %194, i64 0, 2
  %196 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %195, i64 2, 3, 0
  %197 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %196, i64 32, 3, 1
  %198 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %197, i64 32, 4, 0
  %199 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %198, i64 1, 4, 1
  br label %200

200:                                              ; preds = %218, %186
  %201 = phi i64 [ %219, %218 ], [ 0, %186 ]
  %202 = icmp slt i64 %201, 2
  br i1 %202, label %203, label %220

203:                                              ; preds = %200
  br label %204

204:                                              ; preds = %207, %203
  %205 = phi i64 [ %217, %207 ], [ 0, %203 ]
  %206 = icmp slt i64 %205, 32
  br i1 %206, label %207, label %218

207:                                              ; preds = %204
  %208 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %170, 1
  %209 = mul nuw nsw i64 %201, 32
  %210 = add nuw nsw i64 %209, %205
  %211 = getelementptr inbounds nuw float, ptr %208, i64 %210
  %212 = load float, ptr %211, align 4
  %213 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %199, 1
  %214 = mul nuw nsw i64 %201, 32
  %215 = add nuw nsw i64 %214, %205
  %216 = getelementptr inbounds nuw float, ptr %213, i64 %215
  store float %212, ptr %216, align 4
  %217 = add i64 %205, 1
  br label %204

218:                                              ; preds = %204
  %219 = add i64 %201, 1
  br label %200

220:                                              ; preds = %200
  br label %221

221:                                              ; preds = %257, %220
  %222 = phi i64 [ %258, %257 ], [ 0, %220 ]
  %223 = icmp slt i64 %222, 2
  br i1 %223, label %224, label %259

224:                                              ; preds = %221
  br label %225

225:                                              ; preds = %255, %224
  %226 = phi i64 [ %256, %255 ], [ 0, %224 ]
  %227 = icmp slt i64 %226, 32
  br i1 %227, label %228, label %257

228:                                              ; preds = %225
  br label %229

229:                                              ; preds = %232, %228
  %230 = phi i64 [ %254, %232 ], [ 0, %228 ]
  %231 = icmp slt i64 %230, 8
  br i1 %231, label %232, label %255

232:                                              ; preds = %229
  %233 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %131, 1
  %234 = mul nuw nsw i64 %222, 8
  %235 = add nuw nsw i64 %234, %230
  %236 = getelementptr inbounds nuw float, ptr %233, i64 %235
  %237 = load float, ptr %236, align 4
  %238 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %76, 1
  %239 = mul nuw nsw i64 %226, 8
  %240 = add nuw nsw i64 %239, %230
  %241 = getelementptr inbounds nuw float, ptr %238, i64 %240
  %242 = load float, ptr %241, align 4
  %243 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %199, 1
  %244 = mul nuw nsw i64 %222, 32
  %245 = add nuw nsw i64 %244, %226
  %246 = getelementptr inbounds nuw float, ptr %243, i64 %245
  %247 = load float, ptr %246, align 4
  %248 = fmul float %237, %242
  %249 = fadd float %247, %248
  %250 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %199, 1
  %251 = mul nuw nsw i64 %222, 32
  %252 = add nuw nsw i64 %251, %226
  %253 = getelementptr inbounds nuw float, ptr %250, i64 %252
  store float %249, ptr %253, align 4
  %254 = add i64 %230, 1
  br label %229

255:                                              ; preds = %229
  %256 = add i64 %226, 1
  br label %225

257:                                              ; preds = %225
  %258 = add i64 %222, 1
  br label %221

259:                                              ; preds = %221
  %260 = call ptr @malloc(i64 1088)
  %261 = ptrtoint ptr %260 to i64
  %262 = add i64 %261, 63
  %263 = urem i64 %262, 64
  %264 = sub i64 %262, %263
  %265 = inttoptr i64 %264 to ptr
  %266 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %260, 0
  %267 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %266, ptr %265, 1
  %268 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %267, i64 0, 2
  %269 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %268, i64 8, 3, 0
  %270 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %269, i64 32, 3, 1
  %271 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %270, i64 32, 4, 0
  %272 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %271, i64 1, 4, 1
  br label %273

273:                                              ; preds = %286, %259
  %274 = phi i64 [ %287, %286 ], [ 0, %259 ]
  %275 = icmp slt i64 %274, 8
  br i1 %275, label %276, label %288

276:                                              ; preds = %273
  br label %277

277:                                              ; preds = %280, %276
  %278 = phi i64 [ %285, %280 ], [ 0, %276 ]
  %279 = icmp slt i64 %278, 32
  br i1 %279, label %280, label %286

280:                                              ; preds = %277
  %281 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %272, 1
  %282 = mul nuw nsw i64 %274, 32
  %283 = add nuw nsw i64 %282, %278
  %284 = getelementptr inbounds nuw float, ptr %281, i64 %283
  store float 0.000000e+00, ptr %284, align 4
  %285 = add i64 %278, 1
  br label %277

286:                                              ; preds = %277
  %287 = add i64 %274, 1
  br label %273

288:                                              ; preds = %273
  %289 = call ptr @malloc(i64 1088)
  %290 = ptrtoint ptr %289 to i64
  %291 = add i64 %290, 63
  %292 = urem i64 %291, 64
  %293 = sub i64 %291, %292
  %294 = inttoptr i64 %293 to ptr
  %295 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %289, 0
  %296 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %295, ptr %294, 1
  %297 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %296, i64 0, 2
  %298 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %297, i64 8, 3, 0
  %299 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %298, i64 32, 3, 1
  %300 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %299, i64 32, 4, 0
  %301 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %300, i64 1, 4, 1
  br label %302

302:                                              ; preds = %320, %288
  %303 = phi i64 [ %321, %320 ], [ 0, %288 ]
  %304 = icmp slt i64 %303, 8
  br i1 %304, label %305, label %322

305:                                              ; preds = %302
  br label %306

306:                                              ; preds = %309, %305
  %307 = phi i64 [ %319, %309 ], [ 0, %305 ]
  %308 = icmp slt i64 %307, 32
  br i1 %308, label %309, label %320

309:                                              ; preds = %306
  %310 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %272, 1
  %311 = mul nuw nsw i64 %303, 32
  %312 = add nuw nsw i64 %311, %307
  %313 = getelementptr inbounds nuw float, ptr %310, i64 %312
  %314 = load float, ptr %313, align 4
  %315 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %301, 1
  %316 = mul nuw nsw i64 %303, 32
  %317 = add nuw nsw i64 %316, %307
  %318 = getelementptr inbounds nuw float, ptr %315, i64 %317
  store float %314, ptr %318, align 4
  %319 = add i64 %307, 1
  br label %306

320:                                              ; preds = %306
  %321 = add i64 %303, 1
  br label %302

322:                                              ; preds = %302
  br label %323

323:                                              ; preds = %359, %322
  %324 = phi i64 [ %360, %359 ], [ 0, %322 ]
  %325 = icmp slt i64 %324, 8
  br i1 %325, label %326, label %361

326:                                              ; preds = %323
  br label %327

327:                                              ; preds = %357, %326
  %328 = phi i64 [ %358, %357 ], [ 0, %326 ]
  %329 = icmp slt i64 %328, 32
  br i1 %329, label %330, label %359

330:                                              ; preds = %327
  br label %331

331:                                              ; preds = %334, %330
  %332 = phi i64 [ %356, %334 ], [ 0, %330 ]
  %333 = icmp slt i64 %332, 2
  br i1 %333, label %334, label %357

334:                                              ; preds = %331
  %335 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %131, 1
  %336 = mul nuw nsw i64 %332, 8
  %337 = add nuw nsw i64 %336, %324
  %338 = getelementptr inbounds nuw float, ptr %335, i64 %337
  %339 = load float, ptr %338, align 4
  %340 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %83, 1
  %341 = mul nuw nsw i64 %332, 32
  %342 = add nuw nsw i64 %341, %328
  %343 = getelementptr inbounds nuw float, ptr %340, i64 %342
  %344 = load float, ptr %343, align 4
  %345 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %301, 1
  %346 = mul nuw nsw i64 %324, 32
  %347 = add nuw nsw i64 %346, %328
  %348 = getelementptr inbounds nuw float, ptr %345, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = fmul float %339, %344
  %351 = fadd float %349, %350
  %352 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %301, 1
  %353 = mul nuw nsw i64 %324, 32
  %354 = add nuw nsw i64 %353, %328
  %355 = getelementptr inbounds nuw float, ptr %352, i64 %354
  store float %351, ptr %355, align 4
  %356 = add i64 %332, 1
  br label %331

357:                                              ; preds = %331
  %358 = add i64 %328, 1
  br label %327

359:                                              ; preds = %327
  %360 = add i64 %324, 1
  br label %323

361:                                              ; preds = %323
  %362 = call ptr @malloc(i64 96)
  %363 = ptrtoint ptr %362 to i64
  %364 = add i64 %363, 63
  %365 = urem i64 %364, 64
  %366 = sub i64 %364, %365
  %367 = inttoptr i64 %366 to ptr
  %368 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %362, 0
  %369 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %368, ptr %367, 1
  %370 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %369, i64 0, 2
  %371 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %370, i64 1, 3, 0
  %372 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %371, i64 8, 3, 1
  %373 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %372, i64 8, 4, 0
  %374 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %373, i64 1, 4, 1
  br label %375

375:                                              ; preds = %388, %361
  %376 = phi i64 [ %389, %388 ], [ 0, %361 ]
  %377 = icmp slt i64 %376, 1
  br i1 %377, label %378, label %390

378:                                              ; preds = %375
  br label %379

379:                                              ; preds = %382, %378
  %380 = phi i64 [ %387, %382 ], [ 0, %378 ]
  %381 = icmp slt i64 %380, 8
  br i1 %381, label %382, label %388

382:                                              ; preds = %379
  %383 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %374, 1
  %384 = mul nuw nsw i64 %376, 8
  %385 = add nuw nsw i64 %384, %380
  %386 = getelementptr inbounds nuw float, ptr %383, i64 %385
  store float 0.000000e+00, ptr %386, align 4
  %387 = add i64 %380, 1
  br label %379

388:                                              ; preds = %379
  %389 = add i64 %376, 1
  br label %375

390:                                              ; preds = %375
  %391 = call ptr @malloc(i64 96)
  %392 = ptrtoint ptr %391 to i64
  %393 = add i64 %392, 63
  %394 = urem i64 %393, 64
  %395 = sub i64 %393, %394
  %396 = inttoptr i64 %395 to ptr
  %397 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %391, 0
  %398 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %397, ptr %396, 1
  %399 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %398, i64 0, 2
  %400 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %399, i64 1, 3, 0
  %401 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %400, i64 8, 3, 1
  %402 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %401, i64 8, 4, 0
  %403 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %402, i64 1, 4, 1
  br label %404

404:                                              ; preds = %422, %390
  %405 = phi i64 [ %423, %422 ], [ 0, %390 ]
  %406 = icmp slt i64 %405, 1
  br i1 %406, label %407, label %424

407:                                              ; preds = %404
  br label %408

408:                                              ; preds = %411, %407
  %409 = phi i64 [ %421, %411 ], [ 0, %407 ]
  %410 = icmp slt i64 %409, 8
  br i1 %410, label %411, label %422

411:                                              ; preds = %408
  %412 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %374, 1
  %413 = mul nuw nsw i64 %405, 8
  %414 = add nuw nsw i64 %413, %409
  %415 = getelementptr inbounds nuw float, ptr %412, i64 %414
  %416 = load float, ptr %415, align 4
  %417 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %403, 1
  %418 = mul nuw nsw i64 %405, 8
  %419 = add nuw nsw i64 %418, %409
  %420 = getelementptr inbounds nuw float, ptr %417, i64 %419
  store float %416, ptr %420, align 4
  %421 = add i64 %409, 1
  br label %408

422:                                              ; preds = %408
  %423 = add i64 %405, 1
  br label %404

424:                                              ; preds = %404
  br label %425

425:                                              ; preds = %447, %424
  %426 = phi i64 [ %448, %447 ], [ 0, %424 ]
  %427 = icmp slt i64 %426, 2
  br i1 %427, label %428, label %449

428:                                              ; preds = %425
  br label %429

429:                                              ; preds = %432, %428
  %430 = phi i64 [ %446, %432 ], [ 0, %428 ]
  %431 = icmp slt i64 %430, 8
  br i1 %431, label %432, label %447

432:                                              ; preds = %429
  %433 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %131, 1
  %434 = mul nuw nsw i64 %426, 8
  %435 = add nuw nsw i64 %434, %430
  %436 = getelementptr inbounds nuw float, ptr %433, i64 %435
  %437 = load float, ptr %436, align 4
  %438 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %403, 1
  %439 = add nuw nsw i64 0, %430
  %440 = getelementptr inbounds nuw float, ptr %438, i64 %439
  %441 = load float, ptr %440, align 4
  %442 = fadd float %437, %441
  %443 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %403, 1
  %444 = add nuw nsw i64 0, %430
  %445 = getelementptr inbounds nuw float, ptr %443, i64 %444
  store float %442, ptr %445, align 4
  %446 = add i64 %430, 1
  br label %429

447:                                              ; preds = %429
  %448 = add i64 %426, 1
  br label %425

449:                                              ; preds = %425
  %450 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %403, 0
  %451 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %403, 1
  %452 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %450, 0
  %453 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %452, ptr %451, 1
  %454 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %453, i64 0, 2
  %455 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %454, i64 8, 3, 0
  %456 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %455, i64 1, 4, 0
  %457 = call ptr @malloc(i64 320)
  %458 = ptrtoint ptr %457 to i64
  %459 = add i64 %458, 63
  %460 = urem i64 %459, 64
  %461 = sub i64 %459, %460
  %462 = inttoptr i64 %461 to ptr
  %463 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %457, 0
  %464 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %463, ptr %462, 1
  %465 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %464, i64 0, 2
  %466 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %465, i64 2, 3, 0
  %467 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %466, i64 32, 3, 1
  %468 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %467, i64 32, 4, 0
  %469 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %468, i64 1, 4, 1
  br label %470

470:                                              ; preds = %503, %449
  %471 = phi i64 [ %504, %503 ], [ 0, %449 ]
  %472 = icmp slt i64 %471, 2
  br i1 %472, label %473, label %505

473:                                              ; preds = %470
  br label %474

474:                                              ; preds = %477, %473
  %475 = phi i64 [ %502, %477 ], [ 0, %473 ]
  %476 = icmp slt i64 %475, 32
  br i1 %476, label %477, label %503

477:                                              ; preds = %474
  %478 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %199, 1
  %479 = mul nuw nsw i64 %471, 32
  %480 = add nuw nsw i64 %479, %475
  %481 = getelementptr inbounds nuw float, ptr %478, i64 %480
  %482 = load float, ptr %481, align 4
  %483 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %90, 1
  %484 = mul nuw nsw i64 %471, 32
  %485 = add nuw nsw i64 %484, %475
  %486 = getelementptr inbounds nuw float, ptr %483, i64 %485
  %487 = load float, ptr %486, align 4
  %488 = fneg float %487
  %489 = fmul float %488, f0x3FB8AA3B
  %490 = call float @llvm.exp2.f32(float %489)
  %491 = fadd float %490, 1.000000e+00
  %492 = fdiv float 1.000000e+00, %491
  %493 = fsub float 1.000000e+00, %492
  %494 = fmul float %487, %493
  %495 = fadd float %494, 1.000000e+00
  %496 = fmul float %482, %492
  %497 = fmul float %496, %495
  %498 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %469, 1
  %499 = mul nuw nsw i64 %471, 32
  %500 = add nuw nsw i64 %499, %475
  %501 = getelementptr inbounds nuw float, ptr %498, i64 %500
  store float %497, ptr %501, align 4
  %502 = add i64 %475, 1
  br label %474

503:                                              ; preds = %474
  %504 = add i64 %471, 1
  br label %470

505:                                              ; preds = %470
  %506 = call ptr @malloc(i64 320)
  %507 = ptrtoint ptr %506 to i64
  %508 = add i64 %507, 63
  %509 = urem i64 %508, 64
  %510 = sub i64 %508, %509
  %511 = inttoptr i64 %510 to ptr
  %512 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %506, 0
  %513 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %512, ptr %511, 1
  %514 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %513, i64 0, 2
  %515 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %514, i64 2, 3, 0
  %516 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %515, i64 32, 3, 1
  %517 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %516, i64 32, 4, 0
  %518 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %517, i64 1, 4, 1
  br label %519

519:                                              ; preds = %537, %505
  %520 = phi i64 [ %538, %537 ], [ 0, %505 ]
  %521 = icmp slt i64 %520, 2
  br i1 %521, label %522, label %539

522:                                              ; preds = %519
  br label %523

523:                                              ; preds = %526, %522
  %524 = phi i64 [ %536, %526 ], [ 0, %522 ]
  %525 = icmp slt i64 %524, 32
  br i1 %525, label %526, label %537

526:                                              ; preds = %523
  %527 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %170, 1
  %528 = mul nuw nsw i64 %520, 32
  %529 = add nuw nsw i64 %528, %524
  %530 = getelementptr inbounds nuw float, ptr %527, i64 %529
  %531 = load float, ptr %530, align 4
  %532 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %518, 1
  %533 = mul nuw nsw i64 %520, 32
  %534 = add nuw nsw i64 %533, %524
  %535 = getelementptr inbounds nuw float, ptr %532, i64 %534
  store float %531, ptr %535, align 4
  %536 = add i64 %524, 1
  br label %523

537:                                              ; preds = %523
  %538 = add i64 %520, 1
  br label %519

539:                                              ; preds = %519
  br label %540

540:                                              ; preds = %576, %539
  %541 = phi i64 [ %577, %576 ], [ 0, %539 ]
  %542 = icmp slt i64 %541, 2
  br i1 %542, label %543, label %578

543:                                              ; preds = %540
  br label %544

544:                                              ; preds = %574, %543
  %545 = phi i64 [ %575, %574 ], [ 0, %543 ]
  %546 = icmp slt i64 %545, 32
  br i1 %546, label %547, label %576

547:                                              ; preds = %544
  br label %548

548:                                              ; preds = %551, %547
  %549 = phi i64 [ %573, %551 ], [ 0, %547 ]
  %550 = icmp slt i64 %549, 32
  br i1 %550, label %551, label %574

551:                                              ; preds = %548
  %552 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %469, 1
  %553 = mul nuw nsw i64 %541, 32
  %554 = add nuw nsw i64 %553, %549
  %555 = getelementptr inbounds nuw float, ptr %552, i64 %554
  %556 = load float, ptr %555, align 4
  %557 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %97, 1
  %558 = mul nuw nsw i64 %545, 32
  %559 = add nuw nsw i64 %558, %549
  %560 = getelementptr inbounds nuw float, ptr %557, i64 %559
  %561 = load float, ptr %560, align 4
  %562 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %518, 1
  %563 = mul nuw nsw i64 %541, 32
  %564 = add nuw nsw i64 %563, %545
  %565 = getelementptr inbounds nuw float, ptr %562, i64 %564
  %566 = load float, ptr %565, align 4
  %567 = fmul float %556, %561
  %568 = fadd float %566, %567
  %569 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %518, 1
  %570 = mul nuw nsw i64 %541, 32
  %571 = add nuw nsw i64 %570, %545
  %572 = getelementptr inbounds nuw float, ptr %569, i64 %571
  store float %568, ptr %572, align 4
  %573 = add i64 %549, 1
  br label %548

574:                                              ; preds = %548
  %575 = add i64 %545, 1
  br label %544

576:                                              ; preds = %544
  %577 = add i64 %541, 1
  br label %540

578:                                              ; preds = %540
  %579 = call ptr @malloc(i64 4160)
  %580 = ptrtoint ptr %579 to i64
  %581 = add i64 %580, 63
  %582 = urem i64 %581, 64
  %583 = sub i64 %581, %582
  %584 = inttoptr i64 %583 to ptr
  %585 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %579, 0
  %586 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %585, ptr %584, 1
  %587 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %586, i64 0, 2
  %588 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %587, i64 32, 3, 0
  %589 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %588, i64 32, 3, 1
  %590 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %589, i64 32, 4, 0
  %591 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %590, i64 1, 4, 1
  br label %592

592:                                              ; preds = %605, %578
  %593 = phi i64 [ %606, %605 ], [ 0, %578 ]
  %594 = icmp slt i64 %593, 32
  br i1 %594, label %595, label %607

595:                                              ; preds = %592
  br label %596

596:                                              ; preds = %599, %595
  %597 = phi i64 [ %604, %599 ], [ 0, %595 ]
  %598 = icmp slt i64 %597, 32
  br i1 %598, label %599, label %605

599:                                              ; preds = %596
  %600 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %591, 1
  %601 = mul nuw nsw i64 %593, 32
  %602 = add nuw nsw i64 %601, %597
  %603 = getelementptr inbounds nuw float, ptr %600, i64 %602
  store float 0.000000e+00, ptr %603, align 4
  %604 = add i64 %597, 1
  br label %596

605:                                              ; preds = %596
  %606 = add i64 %593, 1
  br label %592

607:                                              ; preds = %592
  %608 = call ptr @malloc(i64 4160)
  %609 = ptrtoint ptr %608 to i64
  %610 = add i64 %609, 63
  %611 = urem i64 %610, 64
  %612 = sub i64 %610, %611
  %613 = inttoptr i64 %612 to ptr
  %614 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %608, 0
  %615 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %614, ptr %613, 1
  %616 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %615, i64 0, 2
  %617 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %616, i64 32, 3, 0
  %618 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %617, i64 32, 3, 1
  %619 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %618, i64 32, 4, 0
  %620 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %619, i64 1, 4, 1
  br label %621

621:                                              ; preds = %639, %607
  %622 = phi i64 [ %640, %639 ], [ 0, %607 ]
  %623 = icmp slt i64 %622, 32
  br i1 %623, label %624, label %641

624:                                              ; preds = %621
  br label %625

625:                                              ; preds = %628, %624
  %626 = phi i64 [ %638, %628 ], [ 0, %624 ]
  %627 = icmp slt i64 %626, 32
  br i1 %627, label %628, label %639

628:                                              ; preds = %625
  %629 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %591, 1
  %630 = mul nuw nsw i64 %622, 32
  %631 = add nuw nsw i64 %630, %626
  %632 = getelementptr inbounds nuw float, ptr %629, i64 %631
  %633 = load float, ptr %632, align 4
  %634 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %620, 1
  %635 = mul nuw nsw i64 %622, 32
  %636 = add nuw nsw i64 %635, %626
  %637 = getelementptr inbounds nuw float, ptr %634, i64 %636
  store float %633, ptr %637, align 4
  %638 = add i64 %626, 1
  br label %625

639:                                              ; preds = %625
  %640 = add i64 %622, 1
  br label %621

641:                                              ; preds = %621
  br label %642

642:                                              ; preds = %678, %641
  %643 = phi i64 [ %679, %678 ], [ 0, %641 ]
  %644 = icmp slt i64 %643, 32
  br i1 %644, label %645, label %680

645:                                              ; preds = %642
  br label %646

646:                                              ; preds = %676, %645
  %647 = phi i64 [ %677, %676 ], [ 0, %645 ]
  %648 = icmp slt i64 %647, 32
  br i1 %648, label %649, label %678

649:                                              ; preds = %646
  br label %650

650:                                              ; preds = %653, %649
  %651 = phi i64 [ %675, %653 ], [ 0, %649 ]
  %652 = icmp slt i64 %651, 2
  br i1 %652, label %653, label %676

653:                                              ; preds = %650
  %654 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %469, 1
  %655 = mul nuw nsw i64 %651, 32
  %656 = add nuw nsw i64 %655, %643
  %657 = getelementptr inbounds nuw float, ptr %654, i64 %656
  %658 = load float, ptr %657, align 4
  %659 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %104, 1
  %660 = mul nuw nsw i64 %651, 32
  %661 = add nuw nsw i64 %660, %647
  %662 = getelementptr inbounds nuw float, ptr %659, i64 %661
  %663 = load float, ptr %662, align 4
  %664 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %620, 1
  %665 = mul nuw nsw i64 %643, 32
  %666 = add nuw nsw i64 %665, %647
  %667 = getelementptr inbounds nuw float, ptr %664, i64 %666
  %668 = load float, ptr %667, align 4
  %669 = fmul float %658, %663
  %670 = fadd float %668, %669
  %671 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %620, 1
  %672 = mul nuw nsw i64 %643, 32
  %673 = add nuw nsw i64 %672, %647
  %674 = getelementptr inbounds nuw float, ptr %671, i64 %673
  store float %670, ptr %674, align 4
  %675 = add i64 %651, 1
  br label %650

676:                                              ; preds = %650
  %677 = add i64 %647, 1
  br label %646

678:                                              ; preds = %646
  %679 = add i64 %643, 1
  br label %642

680:                                              ; preds = %642
  %681 = call ptr @malloc(i64 192)
  %682 = ptrtoint ptr %681 to i64
  %683 = add i64 %682, 63
  %684 = urem i64 %683, 64
  %685 = sub i64 %683, %684
  %686 = inttoptr i64 %685 to ptr
  %687 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %681, 0
  %688 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %687, ptr %686, 1
  %689 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %688, i64 0, 2
  %690 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %689, i64 1, 3, 0
  %691 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %690, i64 32, 3, 1
  %692 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %691, i64 32, 4, 0
  %693 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %692, i64 1, 4, 1
  br label %694

694:                                              ; preds = %707, %680
  %695 = phi i64 [ %708, %707 ], [ 0, %680 ]
  %696 = icmp slt i64 %695, 1
  br i1 %696, label %697, label %709

697:                                              ; preds = %694
  br label %698

698:                                              ; preds = %701, %697
  %699 = phi i64 [ %706, %701 ], [ 0, %697 ]
  %700 = icmp slt i64 %699, 32
  br i1 %700, label %701, label %707

701:                                              ; preds = %698
  %702 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %693, 1
  %703 = mul nuw nsw i64 %695, 32
  %704 = add nuw nsw i64 %703, %699
  %705 = getelementptr inbounds nuw float, ptr %702, i64 %704
  store float 0.000000e+00, ptr %705, align 4
  %706 = add i64 %699, 1
  br label %698

707:                                              ; preds = %698
  %708 = add i64 %695, 1
  br label %694

709:                                              ; preds = %694
  %710 = call ptr @malloc(i64 192)
  %711 = ptrtoint ptr %710 to i64
  %712 = add i64 %711, 63
  %713 = urem i64 %712, 64
  %714 = sub i64 %712, %713
  %715 = inttoptr i64 %714 to ptr
  %716 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %710, 0
  %717 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %716, ptr %715, 1
  %718 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %717, i64 0, 2
  %719 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %718, i64 1, 3, 0
  %720 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %719, i64 32, 3, 1
  %721 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %720, i64 32, 4, 0
  %722 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %721, i64 1, 4, 1
  br label %723

723:                                              ; preds = %741, %709
  %724 = phi i64 [ %742, %741 ], [ 0, %709 ]
  %725 = icmp slt i64 %724, 1
  br i1 %725, label %726, label %743

726:                                              ; preds = %723
  br label %727

727:                                              ; preds = %730, %726
  %728 = phi i64 [ %740, %730 ], [ 0, %726 ]
  %729 = icmp slt i64 %728, 32
  br i1 %729, label %730, label %741

730:                                              ; preds = %727
  %731 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %693, 1
  %732 = mul nuw nsw i64 %724, 32
  %733 = add nuw nsw i64 %732, %728
  %734 = getelementptr inbounds nuw float, ptr %731, i64 %733
  %735 = load float, ptr %734, align 4
  %736 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %722, 1
  %737 = mul nuw nsw i64 %724, 32
  %738 = add nuw nsw i64 %737, %728
  %739 = getelementptr inbounds nuw float, ptr %736, i64 %738
  store float %735, ptr %739, align 4
  %740 = add i64 %728, 1
  br label %727

741:                                              ; preds = %727
  %742 = add i64 %724, 1
  br label %723

743:                                              ; preds = %723
  br label %744

744:                                              ; preds = %766, %743
  %745 = phi i64 [ %767, %766 ], [ 0, %743 ]
  %746 = icmp slt i64 %745, 2
  br i1 %746, label %747, label %768

747:                                              ; preds = %744
  br label %748

748:                                              ; preds = %751, %747
  %749 = phi i64 [ %765, %751 ], [ 0, %747 ]
  %750 = icmp slt i64 %749, 32
  br i1 %750, label %751, label %766

751:                                              ; preds = %748
  %752 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %469, 1
  %753 = mul nuw nsw i64 %745, 32
  %754 = add nuw nsw i64 %753, %749
  %755 = getelementptr inbounds nuw float, ptr %752, i64 %754
  %756 = load float, ptr %755, align 4
  %757 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %722, 1
  %758 = add nuw nsw i64 0, %749
  %759 = getelementptr inbounds nuw float, ptr %757, i64 %758
  %760 = load float, ptr %759, align 4
  %761 = fadd float %756, %760
  %762 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %722, 1
  %763 = add nuw nsw i64 0, %749
  %764 = getelementptr inbounds nuw float, ptr %762, i64 %763
  store float %761, ptr %764, align 4
  %765 = add i64 %749, 1
  br label %748

766:                                              ; preds = %748
  %767 = add i64 %745, 1
  br label %744

768:                                              ; preds = %744
  %769 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %722, 0
  %770 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %722, 1
  %771 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %769, 0
  %772 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %771, ptr %770, 1
  %773 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %772, i64 0, 2
  %774 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %773, i64 32, 3, 0
  %775 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %774, i64 1, 4, 0
  %776 = call ptr @malloc(i64 320)
  %777 = ptrtoint ptr %776 to i64
  %778 = add i64 %777, 63
  %779 = urem i64 %778, 64
  %780 = sub i64 %778, %779
  %781 = inttoptr i64 %780 to ptr
  %782 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %776, 0
  %783 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %782, ptr %781, 1
  %784 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %783, i64 0, 2
  %785 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %784, i64 2, 3, 0
  %786 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %785, i64 32, 3, 1
  %787 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %786, i64 32, 4, 0
  %788 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %787, i64 1, 4, 1
  br label %789

789:                                              ; preds = %868, %768
  %790 = phi i64 [ %869, %868 ], [ 0, %768 ]
  %791 = icmp slt i64 %790, 2
  br i1 %791, label %792, label %870

792:                                              ; preds = %789
  br label %793

793:                                              ; preds = %796, %792
  %794 = phi i64 [ %867, %796 ], [ 0, %792 ]
  %795 = icmp slt i64 %794, 32
  br i1 %795, label %796, label %868

796:                                              ; preds = %793
  %797 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %518, 1
  %798 = mul nuw nsw i64 %790, 32
  %799 = add nuw nsw i64 %798, %794
  %800 = getelementptr inbounds nuw float, ptr %797, i64 %799
  %801 = load float, ptr %800, align 4
  %802 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %111, 1
  %803 = mul nuw nsw i64 %790, 32
  %804 = add nuw nsw i64 %803, %794
  %805 = getelementptr inbounds nuw float, ptr %802, i64 %804
  %806 = load float, ptr %805, align 4
  %807 = fmul float %806, %806
  %808 = fmul float %807, -5.000000e-01
  %809 = fmul float %808, f0x3FB8AA3B
  %810 = call float @llvm.exp2.f32(float %809)
  %811 = fmul float %810, f0x3ECC422A
  %812 = fmul float %806, %811
  %813 = fmul float %806, f0x3F3504F3
  %814 = fcmp olt float %813, 0.000000e+00
  %815 = fneg float %813
  %816 = select i1 %814, float %815, float %813
  %817 = fcmp olt float %816, 8.000000e-01
  %818 = select i1 %817, float f0x3F906EBA, float f0x3F905225
  %819 = select i1 %817, float f0xBEED51AF, float -3.276070e-01
  %820 = select i1 %817, float f0xBF05E48B, float f0xBEBABCC4
  %821 = select i1 %817, float f0x3F04EC44, float f0x3EE590A2
  %822 = select i1 %817, float f0x3E56C688, float f0x3DF27F94
  %823 = select i1 %817, float f0xBE06F8EE, float f0xBDB4EEE3
  %824 = select i1 %817, float f0x3CD3794F, float f0x3D17D100
  %825 = select i1 %817, float f0x3D9782A4, float f0x3D6A78FA
  %826 = fcmp olt float %816, 2.000000e+00
  %827 = select i1 %826, float 0.000000e+00, float f0xBB58546D
  %828 = select i1 %826, float %818, float f0x3B66A96A
  %829 = select i1 %826, float %819, float f0xC003E25F
  %830 = select i1 %826, float %820, float f0xBAB94D1E
  %831 = select i1 %826, float %821, float f0x3FD0437B
  %832 = select i1 %826, float %822, float f0x3984E118
  %833 = select i1 %826, float %823, float f0xBF15590A
  %834 = select i1 %826, float %824, float f0xB78F7C49
  %835 = select i1 %826, float %825, float f0x3DA853B3
  %836 = select i1 %826, float 0.000000e+00, float 1.000000e+00
  %837 = fcmp ult float %816, 3.750000e+00
  %838 = fmul float %816, %834
  %839 = fadd float %838, %832
  %840 = fmul float %816, %839
  %841 = fadd float %840, %830
  %842 = fmul float %816, %841
  %843 = fadd float %842, %828
  %844 = fmul float %816, %843
  %845 = fadd float %844, %827
  %846 = fmul float %816, %835
  %847 = fadd float %846, %833
  %848 = fmul float %816, %847
  %849 = fadd float %848, %831
  %850 = fmul float %816, %849
  %851 = fadd float %850, %829
  %852 = fmul float %816, %851
  %853 = fadd float %852, 1.000000e+00
  %854 = fdiv float %845, %853
  %855 = fadd float %836, %854
  %856 = select i1 %837, float %855, float 1.000000e+00
  %857 = fneg float %856
  %858 = select i1 %814, float %857, float %856
  %859 = fadd float %858, 1.000000e+00
  %860 = fmul float %859, 5.000000e-01
  %861 = fadd float %860, %812
  %862 = fmul float %801, %861
  %863 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %788, 1
  %864 = mul nuw nsw i64 %790, 32
  %865 = add nuw nsw i64 %864, %794
  %866 = getelementptr inbounds nuw float, ptr %863, i64 %865
  store float %862, ptr %866, align 4
  %867 = add i64 %794, 1
  br label %793

868:                                              ; preds = %793
  %869 = add i64 %790, 1
  br label %789

870:                                              ; preds = %789
  %871 = call ptr @malloc(i64 2112)
  %872 = ptrtoint ptr %871 to i64
  %873 = add i64 %872, 63
  %874 = urem i64 %873, 64
  %875 = sub i64 %873, %874
  %876 = inttoptr i64 %875 to ptr
  %877 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %871, 0
  %878 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %877, ptr %876, 1
  %879 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %878, i64 0, 2
  %880 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %879, i64 32, 3, 0
  %881 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %880, i64 16, 3, 1
  %882 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %881, i64 16, 4, 0
  %883 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %882, i64 1, 4, 1
  br label %884

884:                                              ; preds = %897, %870
  %885 = phi i64 [ %898, %897 ], [ 0, %870 ]
  %886 = icmp slt i64 %885, 32
  br i1 %886, label %887, label %899

887:                                              ; preds = %884
  br label %888

888:                                              ; preds = %891, %887
  %889 = phi i64 [ %896, %891 ], [ 0, %887 ]
  %890 = icmp slt i64 %889, 16
  br i1 %890, label %891, label %897

891:                                              ; preds = %888
  %892 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %883, 1
  %893 = mul nuw nsw i64 %885, 16
  %894 = add nuw nsw i64 %893, %889
  %895 = getelementptr inbounds nuw float, ptr %892, i64 %894
  store float 0.000000e+00, ptr %895, align 4
  %896 = add i64 %889, 1
  br label %888

897:                                              ; preds = %888
  %898 = add i64 %885, 1
  br label %884

899:                                              ; preds = %884
  %900 = call ptr @malloc(i64 2112)
  %901 = ptrtoint ptr %900 to i64
  %902 = add i64 %901, 63
  %903 = urem i64 %902, 64
  %904 = sub i64 %902, %903
  %905 = inttoptr i64 %904 to ptr
  %906 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %900, 0
  %907 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %906, ptr %905, 1
  %908 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %907, i64 0, 2
  %909 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %908, i64 32, 3, 0
  %910 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %909, i64 16, 3, 1
  %911 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %910, i64 16, 4, 0
  %912 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %911, i64 1, 4, 1
  br label %913

913:                                              ; preds = %931, %899
  %914 = phi i64 [ %932, %931 ], [ 0, %899 ]
  %915 = icmp slt i64 %914, 32
  br i1 %915, label %916, label %933

916:                                              ; preds = %913
  br label %917

917:                                              ; preds = %920, %916
  %918 = phi i64 [ %930, %920 ], [ 0, %916 ]
  %919 = icmp slt i64 %918, 16
  br i1 %919, label %920, label %931

920:                                              ; preds = %917
  %921 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %883, 1
  %922 = mul nuw nsw i64 %914, 16
  %923 = add nuw nsw i64 %922, %918
  %924 = getelementptr inbounds nuw float, ptr %921, i64 %923
  %925 = load float, ptr %924, align 4
  %926 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %912, 1
  %927 = mul nuw nsw i64 %914, 16
  %928 = add nuw nsw i64 %927, %918
  %929 = getelementptr inbounds nuw float, ptr %926, i64 %928
  store float %925, ptr %929, align 4
  %930 = add i64 %918, 1
  br label %917

931:                                              ; preds = %917
  %932 = add i64 %914, 1
  br label %913

933:                                              ; preds = %913
  br label %934

934:                                              ; preds = %970, %933
  %935 = phi i64 [ %971, %970 ], [ 0, %933 ]
  %936 = icmp slt i64 %935, 32
  br i1 %936, label %937, label %972

937:                                              ; preds = %934
  br label %938

938:                                              ; preds = %968, %937
  %939 = phi i64 [ %969, %968 ], [ 0, %937 ]
  %940 = icmp slt i64 %939, 16
  br i1 %940, label %941, label %970

941:                                              ; preds = %938
  br label %942

942:                                              ; preds = %945, %941
  %943 = phi i64 [ %967, %945 ], [ 0, %941 ]
  %944 = icmp slt i64 %943, 2
  br i1 %944, label %945, label %968

945:                                              ; preds = %942
  %946 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %788, 1
  %947 = mul nuw nsw i64 %943, 32
  %948 = add nuw nsw i64 %947, %935
  %949 = getelementptr inbounds nuw float, ptr %946, i64 %948
  %950 = load float, ptr %949, align 4
  %951 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %118, 1
  %952 = mul nuw nsw i64 %943, 16
  %953 = add nuw nsw i64 %952, %939
  %954 = getelementptr inbounds nuw float, ptr %951, i64 %953
  %955 = load float, ptr %954, align 4
  %956 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %912, 1
  %957 = mul nuw nsw i64 %935, 16
  %958 = add nuw nsw i64 %957, %939
  %959 = getelementptr inbounds nuw float, ptr %956, i64 %958
  %960 = load float, ptr %959, align 4
  %961 = fmul float %950, %955
  %962 = fadd float %960, %961
  %963 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %912, 1
  %964 = mul nuw nsw i64 %935, 16
  %965 = add nuw nsw i64 %964, %939
  %966 = getelementptr inbounds nuw float, ptr %963, i64 %965
  store float %962, ptr %966, align 4
  %967 = add i64 %943, 1
  br label %942

968:                                              ; preds = %942
  %969 = add i64 %939, 1
  br label %938

970:                                              ; preds = %938
  %971 = add i64 %935, 1
  br label %934

972:                                              ; preds = %934
  %973 = call ptr @malloc(i64 192)
  %974 = ptrtoint ptr %973 to i64
  %975 = add i64 %974, 63
  %976 = urem i64 %975, 64
  %977 = sub i64 %975, %976
  %978 = inttoptr i64 %977 to ptr
  %979 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %973, 0
  %980 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %979, ptr %978, 1
  %981 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %980, i64 0, 2
  %982 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %981, i64 1, 3, 0
  %983 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %982, i64 32, 3, 1
  %984 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %983, i64 32, 4, 0
  %985 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %984, i64 1, 4, 1
  br label %986

986:                                              ; preds = %1004, %972
  %987 = phi i64 [ %1005, %1004 ], [ 0, %972 ]
  %988 = icmp slt i64 %987, 1
  br i1 %988, label %989, label %1006

989:                                              ; preds = %986
  br label %990

990:                                              ; preds = %993, %989
  %991 = phi i64 [ %1003, %993 ], [ 0, %989 ]
  %992 = icmp slt i64 %991, 32
  br i1 %992, label %993, label %1004

993:                                              ; preds = %990
  %994 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %693, 1
  %995 = mul nuw nsw i64 %987, 32
  %996 = add nuw nsw i64 %995, %991
  %997 = getelementptr inbounds nuw float, ptr %994, i64 %996
  %998 = load float, ptr %997, align 4
  %999 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %985, 1
  %1000 = mul nuw nsw i64 %987, 32
  %1001 = add nuw nsw i64 %1000, %991
  %1002 = getelementptr inbounds nuw float, ptr %999, i64 %1001
  store float %998, ptr %1002, align 4
  %1003 = add i64 %991, 1
  br label %990

1004:                                             ; preds = %990
  %1005 = add i64 %987, 1
  br label %986

1006:                                             ; preds = %986
  br label %1007

1007:                                             ; preds = %1029, %1006
  %1008 = phi i64 [ %1030, %1029 ], [ 0, %1006 ]
  %1009 = icmp slt i64 %1008, 2
  br i1 %1009, label %1010, label %1031

1010:                                             ; preds = %1007
  br label %1011

1011:                                             ; preds = %1014, %1010
  %1012 = phi i64 [ %1028, %1014 ], [ 0, %1010 ]
  %1013 = icmp slt i64 %1012, 32
  br i1 %1013, label %1014, label %1029

1014:                                             ; preds = %1011
  %1015 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %788, 1
  %1016 = mul nuw nsw i64 %1008, 32
  %1017 = add nuw nsw i64 %1016, %1012
  %1018 = getelementptr inbounds nuw float, ptr %1015, i64 %1017
  %1019 = load float, ptr %1018, align 4
  %1020 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %985, 1
  %1021 = add nuw nsw i64 0, %1012
  %1022 = getelementptr inbounds nuw float, ptr %1020, i64 %1021
  %1023 = load float, ptr %1022, align 4
  %1024 = fadd float %1019, %1023
  %1025 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %985, 1
  %1026 = add nuw nsw i64 0, %1012
  %1027 = getelementptr inbounds nuw float, ptr %1025, i64 %1026
  store float %1024, ptr %1027, align 4
  %1028 = add i64 %1012, 1
  br label %1011

1029:                                             ; preds = %1011
  %1030 = add i64 %1008, 1
  br label %1007

1031:                                             ; preds = %1007
  %1032 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %985, 0
  %1033 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %985, 1
  %1034 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %1032, 0
  %1035 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %1034, ptr %1033, 1
  %1036 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %1035, i64 0, 2
  %1037 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %1036, i64 32, 3, 0
  %1038 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %1037, i64 1, 4, 0
  %1039 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %131, 0
  call void @free(ptr %1039)
  %1040 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %170, 0
  call void @free(ptr %1040)
  %1041 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %199, 0
  call void @free(ptr %1041)
  %1042 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %272, 0
  call void @free(ptr %1042)
  %1043 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %374, 0
  call void @free(ptr %1043)
  %1044 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %469, 0
  call void @free(ptr %1044)
  %1045 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %518, 0
  call void @free(ptr %1045)
  %1046 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %591, 0
  call void @free(ptr %1046)
  %1047 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %693, 0
  call void @free(ptr %1047)
  %1048 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %788, 0
  call void @free(ptr %1048)
  %1049 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %883, 0
  call void @free(ptr %1049)
  %1050 = insertvalue { { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } poison, { ptr, ptr, i64, [2 x i64], [2 x i64] } %912, 0
  %1051 = insertvalue { { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } %1050, { ptr, ptr, i64, [1 x i64], [1 x i64] } %1038, 1
  %1052 = insertvalue { { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } %1051, { ptr, ptr, i64, [2 x i64], [2 x i64] } %620, 2
  %1053 = insertvalue { { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } %1052, { ptr, ptr, i64, [1 x i64], [1 x i64] } %775, 3
  %1054 = insertvalue { { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } %1053, { ptr, ptr, i64, [2 x i64], [2 x i64] } %301, 4
  %1055 = insertvalue { { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } %1054, { ptr, ptr, i64, [1 x i64], [1 x i64] } %456, 5
  ret { { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } %1055
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; irlower-stages: aot_joint_graph=88d1a12a260f aot_backward_graph=c85db375ea0a torch_mlir=c76b193bc9be linalg_on_tensors_mlir=e2089db894ea llvm_mlir=79cb0e4f3a13
