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
  %301 = call ptr @malloc(i64 320)
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
  %312 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %311, i64 8, 3, 2
  %313 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %312, i64 64, 4, 0
  %314 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %313, i64 8, 4, 1
  %315 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %314, i64 1, 4, 2
  br label %316

316:                                              ; preds = %337, %300
  %317 = phi i64 [ %338, %337 ], [ 0, %300 ]
  %318 = icmp slt i64 %317, 1
  br i1 %318, label %319, label %339

319:                                              ; preds = %316
  br label %320

320:                                              ; preds = %335, %319
  %321 = phi i64 [ %336, %335 ], [ 0, %319 ]
  %322 = icmp slt i64 %321, 8
  br i1 %322, label %323, label %337

323:                                              ; preds = %320
  br label %324

324:                                              ; preds = %327, %323
  %325 = phi i64 [ %334, %327 ], [ 0, %323 ]
  %326 = icmp slt i64 %325, 8
  br i1 %326, label %327, label %335

327:                                              ; preds = %324
  %328 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
  %329 = mul nuw nsw i64 %317, 64
  %330 = mul nuw nsw i64 %321, 8
  %331 = add nuw nsw i64 %329, %330
  %332 = add nuw nsw i64 %331, %325
  %333 = getelementptr inbounds nuw float, ptr %328, i64 %332
  store float 0.000000e+00, ptr %333, align 4
  %334 = add i64 %325, 1
  br label %324

335:                                              ; preds = %324
  %336 = add i64 %321, 1
  br label %320

337:                                              ; preds = %320
  %338 = add i64 %317, 1
  br label %316

339:                                              ; preds = %316
  br label %340

340:                                              ; preds = %396, %339
  %341 = phi i64 [ %397, %396 ], [ 0, %339 ]
  %342 = icmp slt i64 %341, 1
  br i1 %342, label %343, label %398

343:                                              ; preds = %340
  br label %344

344:                                              ; preds = %394, %343
  %345 = phi i64 [ %395, %394 ], [ 0, %343 ]
  %346 = icmp slt i64 %345, 8
  br i1 %346, label %347, label %396

347:                                              ; preds = %344
  br label %348

348:                                              ; preds = %392, %347
  %349 = phi i64 [ %393, %392 ], [ 0, %347 ]
  %350 = icmp slt i64 %349, 8
  br i1 %350, label %351, label %394

351:                                              ; preds = %348
  br label %352

352:                                              ; preds = %355, %351
  %353 = phi i64 [ %391, %355 ], [ 0, %351 ]
  %354 = icmp slt i64 %353, 32
  br i1 %354, label %355, label %392

355:                                              ; preds = %352
  %356 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %73, 1
  %357 = mul nuw nsw i64 %341, 256
  %358 = mul nuw nsw i64 %345, 32
  %359 = add nuw nsw i64 %357, %358
  %360 = add nuw nsw i64 %359, %353
  %361 = getelementptr inbounds nuw float, ptr %356, i64 %360
  %362 = load float, ptr %361, align 4
  %363 = getelementptr inbounds nuw float, ptr @__constant_32xf32_4, i64 %353
  %364 = load float, ptr %363, align 4
  %365 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %169, 1
  %366 = mul nuw nsw i64 %341, 256
  %367 = mul nuw nsw i64 %349, 32
  %368 = add nuw nsw i64 %366, %367
  %369 = add nuw nsw i64 %368, %353
  %370 = getelementptr inbounds nuw float, ptr %365, i64 %369
  %371 = load float, ptr %370, align 4
  %372 = getelementptr inbounds nuw float, ptr @__constant_32xf32_2, i64 %353
  %373 = load float, ptr %372, align 4
  %374 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
  %375 = mul nuw nsw i64 %341, 64
  %376 = mul nuw nsw i64 %345, 8
  %377 = add nuw nsw i64 %375, %376
  %378 = add nuw nsw i64 %377, %349
  %379 = getelementptr inbounds nuw float, ptr %374, i64 %378
  %380 = load float, ptr %379, align 4
  %381 = fadd float %371, %373
  %382 = fadd float %362, %364
  %383 = fmul float %382, %381
  %384 = fadd float %380, %383
  %385 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
  %386 = mul nuw nsw i64 %341, 64
  %387 = mul nuw nsw i64 %345, 8
  %388 = add nuw nsw i64 %386, %387
  %389 = add nuw nsw i64 %388, %349
  %390 = getelementptr inbounds nuw float, ptr %385, i64 %389
  store float %384, ptr %390, align 4
  %391 = add i64 %353, 1
  br label %352

392:                                              ; preds = %352
  %393 = add i64 %349, 1
  br label %348

394:                                              ; preds = %348
  %395 = add i64 %345, 1
  br label %344

396:                                              ; preds = %344
  %397 = add i64 %341, 1
  br label %340

398:                                              ; preds = %340
  br label %399

399:                                              ; preds = %428, %398
  %400 = phi i64 [ %429, %428 ], [ 0, %398 ]
  %401 = icmp slt i64 %400, 1
  br i1 %401, label %402, label %430

402:                                              ; preds = %399
  br label %403

403:                                              ; preds = %426, %402
  %404 = phi i64 [ %427, %426 ], [ 0, %402 ]
  %405 = icmp slt i64 %404, 8
  br i1 %405, label %406, label %428

406:                                              ; preds = %403
  br label %407

407:                                              ; preds = %410, %406
  %408 = phi i64 [ %425, %410 ], [ 0, %406 ]
  %409 = icmp slt i64 %408, 8
  br i1 %409, label %410, label %426

410:                                              ; preds = %407
  %411 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
  %412 = mul nuw nsw i64 %400, 64
  %413 = mul nuw nsw i64 %404, 8
  %414 = add nuw nsw i64 %412, %413
  %415 = add nuw nsw i64 %414, %408
  %416 = getelementptr inbounds nuw float, ptr %411, i64 %415
  %417 = load float, ptr %416, align 4
  %418 = fmul float %417, f0x3E3504F3
  %419 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
  %420 = mul nuw nsw i64 %400, 64
  %421 = mul nuw nsw i64 %404, 8
  %422 = add nuw nsw i64 %420, %421
  %423 = add nuw nsw i64 %422, %408
  %424 = getelementptr inbounds nuw float, ptr %419, i64 %423
  store float %418, ptr %424, align 4
  %425 = add i64 %408, 1
  br label %407

426:                                              ; preds = %407
  %427 = add i64 %404, 1
  br label %403

428:                                              ; preds = %403
  %429 = add i64 %400, 1
  br label %399

430:                                              ; preds = %399
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
  %469 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 0
  %470 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
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
  %539 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
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
  %555 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
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
  %661 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
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
  %686 = call ptr @malloc(i64 1088)
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
  %697 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %696, i64 32, 3, 2
  %698 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %697, i64 256, 4, 0
  %699 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %698, i64 32, 4, 1
  %700 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %699, i64 1, 4, 2
  br label %701

701:                                              ; preds = %722, %685
  %702 = phi i64 [ %723, %722 ], [ 0, %685 ]
  %703 = icmp slt i64 %702, 1
  br i1 %703, label %704, label %724

704:                                              ; preds = %701
  br label %705

705:                                              ; preds = %720, %704
  %706 = phi i64 [ %721, %720 ], [ 0, %704 ]
  %707 = icmp slt i64 %706, 8
  br i1 %707, label %708, label %722

708:                                              ; preds = %705
  br label %709

709:                                              ; preds = %712, %708
  %710 = phi i64 [ %719, %712 ], [ 0, %708 ]
  %711 = icmp slt i64 %710, 32
  br i1 %711, label %712, label %720

712:                                              ; preds = %709
  %713 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %700, 1
  %714 = mul nuw nsw i64 %702, 256
  %715 = mul nuw nsw i64 %706, 32
  %716 = add nuw nsw i64 %714, %715
  %717 = add nuw nsw i64 %716, %710
  %718 = getelementptr inbounds nuw float, ptr %713, i64 %717
  store float 0.000000e+00, ptr %718, align 4
  %719 = add i64 %710, 1
  br label %709

720:                                              ; preds = %709
  %721 = add i64 %706, 1
  br label %705

722:                                              ; preds = %705
  %723 = add i64 %702, 1
  br label %701

724:                                              ; preds = %701
  br label %725

725:                                              ; preds = %785, %724
  %726 = phi i64 [ %786, %785 ], [ 0, %724 ]
  %727 = icmp slt i64 %726, 1
  br i1 %727, label %728, label %787

728:                                              ; preds = %725
  br label %729

729:                                              ; preds = %783, %728
  %730 = phi i64 [ %784, %783 ], [ 0, %728 ]
  %731 = icmp slt i64 %730, 8
  br i1 %731, label %732, label %785

732:                                              ; preds = %729
  br label %733

733:                                              ; preds = %781, %732
  %734 = phi i64 [ %782, %781 ], [ 0, %732 ]
  %735 = icmp slt i64 %734, 32
  br i1 %735, label %736, label %783

736:                                              ; preds = %733
  br label %737

737:                                              ; preds = %740, %736
  %738 = phi i64 [ %780, %740 ], [ 0, %736 ]
  %739 = icmp slt i64 %738, 8
  br i1 %739, label %740, label %781

740:                                              ; preds = %737
  %741 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 1
  %742 = mul nuw nsw i64 %726, 64
  %743 = mul nuw nsw i64 %730, 8
  %744 = add nuw nsw i64 %742, %743
  %745 = add nuw nsw i64 %744, %738
  %746 = getelementptr inbounds nuw float, ptr %741, i64 %745
  %747 = load float, ptr %746, align 4
  %748 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %619, 1
  %749 = mul nuw nsw i64 %726, 8
  %750 = add nuw nsw i64 %749, %730
  %751 = add nuw nsw i64 %750, 0
  %752 = getelementptr inbounds nuw float, ptr %748, i64 %751
  %753 = load float, ptr %752, align 4
  %754 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %58, 1
  %755 = mul nuw nsw i64 %726, 256
  %756 = mul nuw nsw i64 %738, 32
  %757 = add nuw nsw i64 %755, %756
  %758 = add nuw nsw i64 %757, %734
  %759 = getelementptr inbounds nuw float, ptr %754, i64 %758
  %760 = load float, ptr %759, align 4
  %761 = getelementptr inbounds nuw float, ptr @__constant_32xf32_1, i64 %734
  %762 = load float, ptr %761, align 4
  %763 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %700, 1
  %764 = mul nuw nsw i64 %726, 256
  %765 = mul nuw nsw i64 %730, 32
  %766 = add nuw nsw i64 %764, %765
  %767 = add nuw nsw i64 %766, %734
  %768 = getelementptr inbounds nuw float, ptr %763, i64 %767
  %769 = load float, ptr %768, align 4
  %770 = fadd float %760, %762
  %771 = fdiv float %747, %753
  %772 = fmul float %771, %770
  %773 = fadd float %769, %772
  %774 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %700, 1
  %775 = mul nuw nsw i64 %726, 256
  %776 = mul nuw nsw i64 %730, 32
  %777 = add nuw nsw i64 %775, %776
  %778 = add nuw nsw i64 %777, %734
  %779 = getelementptr inbounds nuw float, ptr %774, i64 %778
  store float %773, ptr %779, align 4
  %780 = add i64 %738, 1
  br label %737

781:                                              ; preds = %737
  %782 = add i64 %734, 1
  br label %733

783:                                              ; preds = %733
  %784 = add i64 %730, 1
  br label %729

785:                                              ; preds = %729
  %786 = add i64 %726, 1
  br label %725

787:                                              ; preds = %725
  br label %788

788:                                              ; preds = %824, %787
  %789 = phi i64 [ %825, %824 ], [ 0, %787 ]
  %790 = icmp slt i64 %789, 1
  br i1 %790, label %791, label %826

791:                                              ; preds = %788
  br label %792

792:                                              ; preds = %822, %791
  %793 = phi i64 [ %823, %822 ], [ 0, %791 ]
  %794 = icmp slt i64 %793, 8
  br i1 %794, label %795, label %824

795:                                              ; preds = %792
  br label %796

796:                                              ; preds = %799, %795
  %797 = phi i64 [ %821, %799 ], [ 0, %795 ]
  %798 = icmp slt i64 %797, 32
  br i1 %798, label %799, label %822

799:                                              ; preds = %796
  %800 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %700, 1
  %801 = mul nuw nsw i64 %789, 256
  %802 = mul nuw nsw i64 %793, 32
  %803 = add nuw nsw i64 %801, %802
  %804 = add nuw nsw i64 %803, %797
  %805 = getelementptr inbounds nuw float, ptr %800, i64 %804
  %806 = load float, ptr %805, align 4
  %807 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, 1
  %808 = mul nuw nsw i64 %789, 256
  %809 = mul nuw nsw i64 %793, 32
  %810 = add nuw nsw i64 %808, %809
  %811 = add nuw nsw i64 %810, %797
  %812 = getelementptr inbounds nuw float, ptr %807, i64 %811
  %813 = load float, ptr %812, align 4
  %814 = fadd float %806, %813
  %815 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %700, 1
  %816 = mul nuw nsw i64 %789, 256
  %817 = mul nuw nsw i64 %793, 32
  %818 = add nuw nsw i64 %816, %817
  %819 = add nuw nsw i64 %818, %797
  %820 = getelementptr inbounds nuw float, ptr %815, i64 %819
  store float %814, ptr %820, align 4
  %821 = add i64 %797, 1
  br label %796

822:                                              ; preds = %796
  %823 = add i64 %793, 1
  br label %792

824:                                              ; preds = %792
  %825 = add i64 %789, 1
  br label %788

826:                                              ; preds = %788
  %827 = call ptr @malloc(i64 2112)
  %828 = ptrtoint ptr %827 to i64
  %829 = add i64 %828, 63
  %830 = urem i64 %829, 64
  %831 = sub i64 %829, %830
  %832 = inttoptr i64 %831 to ptr
  %833 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %827, 0
  %834 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %833, ptr %832, 1
  %835 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %834, i64 0, 2
  %836 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %835, i64 1, 3, 0
  %837 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %836, i64 8, 3, 1
  %838 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %837, i64 32, 3, 2
  %839 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %838, i64 256, 4, 0
  %840 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %839, i64 32, 4, 1
  %841 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %840, i64 1, 4, 2
  br label %842

842:                                              ; preds = %871, %826
  %843 = phi i64 [ %872, %871 ], [ 0, %826 ]
  %844 = icmp slt i64 %843, 1
  br i1 %844, label %845, label %873

845:                                              ; preds = %842
  br label %846

846:                                              ; preds = %869, %845
  %847 = phi i64 [ %870, %869 ], [ 0, %845 ]
  %848 = icmp slt i64 %847, 8
  br i1 %848, label %849, label %871

849:                                              ; preds = %846
  br label %850

850:                                              ; preds = %853, %849
  %851 = phi i64 [ %868, %853 ], [ 0, %849 ]
  %852 = icmp slt i64 %851, 32
  br i1 %852, label %853, label %869

853:                                              ; preds = %850
  %854 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %700, 1
  %855 = mul nuw nsw i64 %843, 256
  %856 = mul nuw nsw i64 %847, 32
  %857 = add nuw nsw i64 %855, %856
  %858 = add nuw nsw i64 %857, %851
  %859 = getelementptr inbounds nuw float, ptr %854, i64 %858
  %860 = load float, ptr %859, align 4
  %861 = fpext float %860 to double
  %862 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %841, 1
  %863 = mul nuw nsw i64 %843, 256
  %864 = mul nuw nsw i64 %847, 32
  %865 = add nuw nsw i64 %863, %864
  %866 = add nuw nsw i64 %865, %851
  %867 = getelementptr inbounds nuw double, ptr %862, i64 %866
  store double %861, ptr %867, align 8
  %868 = add i64 %851, 1
  br label %850

869:                                              ; preds = %850
  %870 = add i64 %847, 1
  br label %846

871:                                              ; preds = %846
  %872 = add i64 %843, 1
  br label %842

873:                                              ; preds = %842
  %874 = call ptr @malloc(i64 128)
  %875 = ptrtoint ptr %874 to i64
  %876 = add i64 %875, 63
  %877 = urem i64 %876, 64
  %878 = sub i64 %876, %877
  %879 = inttoptr i64 %878 to ptr
  %880 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %874, 0
  %881 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %880, ptr %879, 1
  %882 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %881, i64 0, 2
  %883 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %882, i64 1, 3, 0
  %884 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %883, i64 8, 3, 1
  %885 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %884, i64 1, 3, 2
  %886 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %885, i64 8, 4, 0
  %887 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %886, i64 1, 4, 1
  %888 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %887, i64 1, 4, 2
  br label %889

889:                                              ; preds = %909, %873
  %890 = phi i64 [ %910, %909 ], [ 0, %873 ]
  %891 = icmp slt i64 %890, 1
  br i1 %891, label %892, label %911

892:                                              ; preds = %889
  br label %893

893:                                              ; preds = %907, %892
  %894 = phi i64 [ %908, %907 ], [ 0, %892 ]
  %895 = icmp slt i64 %894, 8
  br i1 %895, label %896, label %909

896:                                              ; preds = %893
  br label %897

897:                                              ; preds = %900, %896
  %898 = phi i64 [ %906, %900 ], [ 0, %896 ]
  %899 = icmp slt i64 %898, 1
  br i1 %899, label %900, label %907

900:                                              ; preds = %897
  %901 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %888, 1
  %902 = mul nuw nsw i64 %890, 8
  %903 = add nuw nsw i64 %902, %894
  %904 = add nuw nsw i64 %903, %898
  %905 = getelementptr inbounds nuw double, ptr %901, i64 %904
  store double 0.000000e+00, ptr %905, align 8
  %906 = add i64 %898, 1
  br label %897

907:                                              ; preds = %897
  %908 = add i64 %894, 1
  br label %893

909:                                              ; preds = %893
  %910 = add i64 %890, 1
  br label %889

911:                                              ; preds = %889
  %912 = call ptr @malloc(i64 128)
  %913 = ptrtoint ptr %912 to i64
  %914 = add i64 %913, 63
  %915 = urem i64 %914, 64
  %916 = sub i64 %914, %915
  %917 = inttoptr i64 %916 to ptr
  %918 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %912, 0
  %919 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %918, ptr %917, 1
  %920 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %919, i64 0, 2
  %921 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %920, i64 1, 3, 0
  %922 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %921, i64 8, 3, 1
  %923 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %922, i64 1, 3, 2
  %924 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %923, i64 8, 4, 0
  %925 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %924, i64 1, 4, 1
  %926 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %925, i64 1, 4, 2
  br label %927

927:                                              ; preds = %953, %911
  %928 = phi i64 [ %954, %953 ], [ 0, %911 ]
  %929 = icmp slt i64 %928, 1
  br i1 %929, label %930, label %955

930:                                              ; preds = %927
  br label %931

931:                                              ; preds = %951, %930
  %932 = phi i64 [ %952, %951 ], [ 0, %930 ]
  %933 = icmp slt i64 %932, 8
  br i1 %933, label %934, label %953

934:                                              ; preds = %931
  br label %935

935:                                              ; preds = %938, %934
  %936 = phi i64 [ %950, %938 ], [ 0, %934 ]
  %937 = icmp slt i64 %936, 1
  br i1 %937, label %938, label %951

938:                                              ; preds = %935
  %939 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %888, 1
  %940 = mul nuw nsw i64 %928, 8
  %941 = add nuw nsw i64 %940, %932
  %942 = add nuw nsw i64 %941, %936
  %943 = getelementptr inbounds nuw double, ptr %939, i64 %942
  %944 = load double, ptr %943, align 8
  %945 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %926, 1
  %946 = mul nuw nsw i64 %928, 8
  %947 = add nuw nsw i64 %946, %932
  %948 = add nuw nsw i64 %947, %936
  %949 = getelementptr inbounds nuw double, ptr %945, i64 %948
  store double %944, ptr %949, align 8
  %950 = add i64 %936, 1
  br label %935

951:                                              ; preds = %935
  %952 = add i64 %932, 1
  br label %931

953:                                              ; preds = %931
  %954 = add i64 %928, 1
  br label %927

955:                                              ; preds = %927
  br label %956

956:                                              ; preds = %990, %955
  %957 = phi i64 [ %991, %990 ], [ 0, %955 ]
  %958 = icmp slt i64 %957, 1
  br i1 %958, label %959, label %992

959:                                              ; preds = %956
  br label %960

960:                                              ; preds = %988, %959
  %961 = phi i64 [ %989, %988 ], [ 0, %959 ]
  %962 = icmp slt i64 %961, 8
  br i1 %962, label %963, label %990

963:                                              ; preds = %960
  br label %964

964:                                              ; preds = %967, %963
  %965 = phi i64 [ %987, %967 ], [ 0, %963 ]
  %966 = icmp slt i64 %965, 32
  br i1 %966, label %967, label %988

967:                                              ; preds = %964
  %968 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %841, 1
  %969 = mul nuw nsw i64 %957, 256
  %970 = mul nuw nsw i64 %961, 32
  %971 = add nuw nsw i64 %969, %970
  %972 = add nuw nsw i64 %971, %965
  %973 = getelementptr inbounds nuw double, ptr %968, i64 %972
  %974 = load double, ptr %973, align 8
  %975 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %926, 1
  %976 = mul nuw nsw i64 %957, 8
  %977 = add nuw nsw i64 %976, %961
  %978 = add nuw nsw i64 %977, 0
  %979 = getelementptr inbounds nuw double, ptr %975, i64 %978
  %980 = load double, ptr %979, align 8
  %981 = fadd double %974, %980
  %982 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %926, 1
  %983 = mul nuw nsw i64 %957, 8
  %984 = add nuw nsw i64 %983, %961
  %985 = add nuw nsw i64 %984, 0
  %986 = getelementptr inbounds nuw double, ptr %982, i64 %985
  store double %981, ptr %986, align 8
  %987 = add i64 %965, 1
  br label %964

988:                                              ; preds = %964
  %989 = add i64 %961, 1
  br label %960

990:                                              ; preds = %960
  %991 = add i64 %957, 1
  br label %956

992:                                              ; preds = %956
  br label %993

993:                                              ; preds = %1036, %992
  %994 = phi i64 [ %1037, %1036 ], [ 0, %992 ]
  %995 = icmp slt i64 %994, 1
  br i1 %995, label %996, label %1038

996:                                              ; preds = %993
  br label %997

997:                                              ; preds = %1034, %996
  %998 = phi i64 [ %1035, %1034 ], [ 0, %996 ]
  %999 = icmp slt i64 %998, 8
  br i1 %999, label %1000, label %1036

1000:                                             ; preds = %997
  br label %1001

1001:                                             ; preds = %1004, %1000
  %1002 = phi i64 [ %1033, %1004 ], [ 0, %1000 ]
  %1003 = icmp slt i64 %1002, 32
  br i1 %1003, label %1004, label %1034

1004:                                             ; preds = %1001
  %1005 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %841, 1
  %1006 = mul nuw nsw i64 %994, 256
  %1007 = mul nuw nsw i64 %998, 32
  %1008 = add nuw nsw i64 %1006, %1007
  %1009 = add nuw nsw i64 %1008, %1002
  %1010 = getelementptr inbounds nuw double, ptr %1005, i64 %1009
  %1011 = load double, ptr %1010, align 8
  %1012 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %926, 1
  %1013 = mul nuw nsw i64 %994, 8
  %1014 = add nuw nsw i64 %1013, %998
  %1015 = add nuw nsw i64 %1014, 0
  %1016 = getelementptr inbounds nuw double, ptr %1012, i64 %1015
  %1017 = load double, ptr %1016, align 8
  %1018 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %888, 1
  %1019 = mul nuw nsw i64 %994, 8
  %1020 = add nuw nsw i64 %1019, %998
  %1021 = add nuw nsw i64 %1020, 0
  %1022 = getelementptr inbounds nuw double, ptr %1018, i64 %1021
  %1023 = load double, ptr %1022, align 8
  %1024 = fdiv double %1017, 3.200000e+01
  %1025 = fsub double %1011, %1024
  %1026 = fmul double %1025, %1025
  %1027 = fadd double %1026, %1023
  %1028 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %888, 1
  %1029 = mul nuw nsw i64 %994, 8
  %1030 = add nuw nsw i64 %1029, %998
  %1031 = add nuw nsw i64 %1030, 0
  %1032 = getelementptr inbounds nuw double, ptr %1028, i64 %1031
  store double %1027, ptr %1032, align 8
  %1033 = add i64 %1002, 1
  br label %1001

1034:                                             ; preds = %1001
  %1035 = add i64 %998, 1
  br label %997

1036:                                             ; preds = %997
  %1037 = add i64 %994, 1
  br label %993

1038:                                             ; preds = %993
  %1039 = call ptr @malloc(i64 96)
  %1040 = ptrtoint ptr %1039 to i64
  %1041 = add i64 %1040, 63
  %1042 = urem i64 %1041, 64
  %1043 = sub i64 %1041, %1042
  %1044 = inttoptr i64 %1043 to ptr
  %1045 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1039, 0
  %1046 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1045, ptr %1044, 1
  %1047 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1046, i64 0, 2
  %1048 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1047, i64 1, 3, 0
  %1049 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1048, i64 8, 3, 1
  %1050 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1049, i64 1, 3, 2
  %1051 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1050, i64 8, 4, 0
  %1052 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1051, i64 1, 4, 1
  %1053 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1052, i64 1, 4, 2
  br label %1054

1054:                                             ; preds = %1080, %1038
  %1055 = phi i64 [ %1081, %1080 ], [ 0, %1038 ]
  %1056 = icmp slt i64 %1055, 1
  br i1 %1056, label %1057, label %1082

1057:                                             ; preds = %1054
  br label %1058

1058:                                             ; preds = %1078, %1057
  %1059 = phi i64 [ %1079, %1078 ], [ 0, %1057 ]
  %1060 = icmp slt i64 %1059, 8
  br i1 %1060, label %1061, label %1080

1061:                                             ; preds = %1058
  br label %1062

1062:                                             ; preds = %1065, %1061
  %1063 = phi i64 [ %1077, %1065 ], [ 0, %1061 ]
  %1064 = icmp slt i64 %1063, 1
  br i1 %1064, label %1065, label %1078

1065:                                             ; preds = %1062
  %1066 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %581, 1
  %1067 = mul nuw nsw i64 %1055, 8
  %1068 = add nuw nsw i64 %1067, %1059
  %1069 = add nuw nsw i64 %1068, %1063
  %1070 = getelementptr inbounds nuw float, ptr %1066, i64 %1069
  %1071 = load float, ptr %1070, align 4
  %1072 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1053, 1
  %1073 = mul nuw nsw i64 %1055, 8
  %1074 = add nuw nsw i64 %1073, %1059
  %1075 = add nuw nsw i64 %1074, %1063
  %1076 = getelementptr inbounds nuw float, ptr %1072, i64 %1075
  store float %1071, ptr %1076, align 4
  %1077 = add i64 %1063, 1
  br label %1062

1078:                                             ; preds = %1062
  %1079 = add i64 %1059, 1
  br label %1058

1080:                                             ; preds = %1058
  %1081 = add i64 %1055, 1
  br label %1054

1082:                                             ; preds = %1054
  br label %1083

1083:                                             ; preds = %1117, %1082
  %1084 = phi i64 [ %1118, %1117 ], [ 0, %1082 ]
  %1085 = icmp slt i64 %1084, 1
  br i1 %1085, label %1086, label %1119

1086:                                             ; preds = %1083
  br label %1087

1087:                                             ; preds = %1115, %1086
  %1088 = phi i64 [ %1116, %1115 ], [ 0, %1086 ]
  %1089 = icmp slt i64 %1088, 8
  br i1 %1089, label %1090, label %1117

1090:                                             ; preds = %1087
  br label %1091

1091:                                             ; preds = %1094, %1090
  %1092 = phi i64 [ %1114, %1094 ], [ 0, %1090 ]
  %1093 = icmp slt i64 %1092, 32
  br i1 %1093, label %1094, label %1115

1094:                                             ; preds = %1091
  %1095 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %700, 1
  %1096 = mul nuw nsw i64 %1084, 256
  %1097 = mul nuw nsw i64 %1088, 32
  %1098 = add nuw nsw i64 %1096, %1097
  %1099 = add nuw nsw i64 %1098, %1092
  %1100 = getelementptr inbounds nuw float, ptr %1095, i64 %1099
  %1101 = load float, ptr %1100, align 4
  %1102 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1053, 1
  %1103 = mul nuw nsw i64 %1084, 8
  %1104 = add nuw nsw i64 %1103, %1088
  %1105 = add nuw nsw i64 %1104, 0
  %1106 = getelementptr inbounds nuw float, ptr %1102, i64 %1105
  %1107 = load float, ptr %1106, align 4
  %1108 = fadd float %1101, %1107
  %1109 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1053, 1
  %1110 = mul nuw nsw i64 %1084, 8
  %1111 = add nuw nsw i64 %1110, %1088
  %1112 = add nuw nsw i64 %1111, 0
  %1113 = getelementptr inbounds nuw float, ptr %1109, i64 %1112
  store float %1108, ptr %1113, align 4
  %1114 = add i64 %1092, 1
  br label %1091

1115:                                             ; preds = %1091
  %1116 = add i64 %1088, 1
  br label %1087

1117:                                             ; preds = %1087
  %1118 = add i64 %1084, 1
  br label %1083

1119:                                             ; preds = %1083
  br label %1120

1120:                                             ; preds = %1174, %1119
  %1121 = phi i64 [ %1175, %1174 ], [ 0, %1119 ]
  %1122 = icmp slt i64 %1121, 1
  br i1 %1122, label %1123, label %1176

1123:                                             ; preds = %1120
  br label %1124

1124:                                             ; preds = %1172, %1123
  %1125 = phi i64 [ %1173, %1172 ], [ 0, %1123 ]
  %1126 = icmp slt i64 %1125, 8
  br i1 %1126, label %1127, label %1174

1127:                                             ; preds = %1124
  br label %1128

1128:                                             ; preds = %1131, %1127
  %1129 = phi i64 [ %1171, %1131 ], [ 0, %1127 ]
  %1130 = icmp slt i64 %1129, 32
  br i1 %1130, label %1131, label %1172

1131:                                             ; preds = %1128
  %1132 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %700, 1
  %1133 = mul nuw nsw i64 %1121, 256
  %1134 = mul nuw nsw i64 %1125, 32
  %1135 = add nuw nsw i64 %1133, %1134
  %1136 = add nuw nsw i64 %1135, %1129
  %1137 = getelementptr inbounds nuw float, ptr %1132, i64 %1136
  %1138 = load float, ptr %1137, align 4
  %1139 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1053, 1
  %1140 = mul nuw nsw i64 %1121, 8
  %1141 = add nuw nsw i64 %1140, %1125
  %1142 = add nuw nsw i64 %1141, 0
  %1143 = getelementptr inbounds nuw float, ptr %1139, i64 %1142
  %1144 = load float, ptr %1143, align 4
  %1145 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %888, 1
  %1146 = mul nuw nsw i64 %1121, 8
  %1147 = add nuw nsw i64 %1146, %1125
  %1148 = add nuw nsw i64 %1147, 0
  %1149 = getelementptr inbounds nuw double, ptr %1145, i64 %1148
  %1150 = load double, ptr %1149, align 8
  %1151 = getelementptr inbounds nuw float, ptr @__constant_32xf32_0, i64 %1129
  %1152 = load float, ptr %1151, align 4
  %1153 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %1129
  %1154 = load float, ptr %1153, align 4
  %1155 = fdiv double %1150, 3.200000e+01
  %1156 = fptrunc double %1155 to float
  %1157 = fadd float %1156, f0x3727C5AC
  %1158 = call float @llvm.sqrt.f32(float %1157)
  %1159 = fdiv float 1.000000e+00, %1158
  %1160 = fdiv float %1144, 3.200000e+01
  %1161 = fsub float %1138, %1160
  %1162 = fmul float %1161, %1159
  %1163 = fmul float %1162, %1152
  %1164 = fadd float %1163, %1154
  %1165 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %700, 1
  %1166 = mul nuw nsw i64 %1121, 256
  %1167 = mul nuw nsw i64 %1125, 32
  %1168 = add nuw nsw i64 %1166, %1167
  %1169 = add nuw nsw i64 %1168, %1129
  %1170 = getelementptr inbounds nuw float, ptr %1165, i64 %1169
  store float %1164, ptr %1170, align 4
  %1171 = add i64 %1129, 1
  br label %1128

1172:                                             ; preds = %1128
  %1173 = add i64 %1125, 1
  br label %1124

1174:                                             ; preds = %1124
  %1175 = add i64 %1121, 1
  br label %1120

1176:                                             ; preds = %1120
  br label %1177

1177:                                             ; preds = %1212, %1176
  %1178 = phi i64 [ %1213, %1212 ], [ 0, %1176 ]
  %1179 = icmp slt i64 %1178, 1
  br i1 %1179, label %1180, label %1214

1180:                                             ; preds = %1177
  br label %1181

1181:                                             ; preds = %1210, %1180
  %1182 = phi i64 [ %1211, %1210 ], [ 0, %1180 ]
  %1183 = icmp slt i64 %1182, 8
  br i1 %1183, label %1184, label %1212

1184:                                             ; preds = %1181
  br label %1185

1185:                                             ; preds = %1188, %1184
  %1186 = phi i64 [ %1209, %1188 ], [ 0, %1184 ]
  %1187 = icmp slt i64 %1186, 32
  br i1 %1187, label %1188, label %1210

1188:                                             ; preds = %1185
  %1189 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %700, 1
  %1190 = mul nuw nsw i64 %1178, 256
  %1191 = mul nuw nsw i64 %1182, 32
  %1192 = add nuw nsw i64 %1190, %1191
  %1193 = add nuw nsw i64 %1192, %1186
  %1194 = getelementptr inbounds nuw float, ptr %1189, i64 %1193
  %1195 = load float, ptr %1194, align 4
  %1196 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %581, 1
  %1197 = mul nuw nsw i64 %1178, 8
  %1198 = add nuw nsw i64 %1197, %1182
  %1199 = add nuw nsw i64 %1198, 0
  %1200 = getelementptr inbounds nuw float, ptr %1196, i64 %1199
  %1201 = load float, ptr %1200, align 4
  %1202 = fmul float %1195, %1195
  %1203 = fadd float %1202, %1201
  %1204 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %581, 1
  %1205 = mul nuw nsw i64 %1178, 8
  %1206 = add nuw nsw i64 %1205, %1182
  %1207 = add nuw nsw i64 %1206, 0
  %1208 = getelementptr inbounds nuw float, ptr %1204, i64 %1207
  store float %1203, ptr %1208, align 4
  %1209 = add i64 %1186, 1
  br label %1185

1210:                                             ; preds = %1185
  %1211 = add i64 %1182, 1
  br label %1181

1212:                                             ; preds = %1181
  %1213 = add i64 %1178, 1
  br label %1177

1214:                                             ; preds = %1177
  br label %1215

1215:                                             ; preds = %1266, %1214
  %1216 = phi i64 [ %1267, %1266 ], [ 0, %1214 ]
  %1217 = icmp slt i64 %1216, 1
  br i1 %1217, label %1218, label %1268

1218:                                             ; preds = %1215
  br label %1219

1219:                                             ; preds = %1264, %1218
  %1220 = phi i64 [ %1265, %1264 ], [ 0, %1218 ]
  %1221 = icmp slt i64 %1220, 8
  br i1 %1221, label %1222, label %1266

1222:                                             ; preds = %1219
  br label %1223

1223:                                             ; preds = %1226, %1222
  %1224 = phi i64 [ %1263, %1226 ], [ 0, %1222 ]
  %1225 = icmp slt i64 %1224, 32
  br i1 %1225, label %1226, label %1264

1226:                                             ; preds = %1223
  %1227 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %700, 1
  %1228 = mul nuw nsw i64 %1216, 256
  %1229 = mul nuw nsw i64 %1220, 32
  %1230 = add nuw nsw i64 %1228, %1229
  %1231 = add nuw nsw i64 %1230, %1224
  %1232 = getelementptr inbounds nuw float, ptr %1227, i64 %1231
  %1233 = load float, ptr %1232, align 4
  %1234 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %581, 1
  %1235 = mul nuw nsw i64 %1216, 8
  %1236 = add nuw nsw i64 %1235, %1220
  %1237 = add nuw nsw i64 %1236, 0
  %1238 = getelementptr inbounds nuw float, ptr %1234, i64 %1237
  %1239 = load float, ptr %1238, align 4
  %1240 = fdiv float %1239, 3.200000e+01
  %1241 = fadd float %1240, f0x358637BD
  %1242 = call float @llvm.sqrt.f32(float %1241)
  %1243 = fdiv float 1.000000e+00, %1242
  %1244 = fmul float %1233, %1243
  %1245 = fcmp olt float %1244, 0.000000e+00
  %1246 = uitofp i1 %1245 to float
  %1247 = fmul float %1246, -2.000000e+00
  %1248 = fadd float %1247, 1.000000e+00
  %1249 = fmul float %1248, %1244
  %1250 = fmul float %1249, -2.000000e+00
  %1251 = fmul float %1250, f0x3FB8AA3B
  %1252 = call float @llvm.exp2.f32(float %1251)
  %1253 = fsub float 1.000000e+00, %1252
  %1254 = fadd float %1252, 1.000000e+00
  %1255 = fdiv float %1253, %1254
  %1256 = fmul float %1248, %1255
  %1257 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %700, 1
  %1258 = mul nuw nsw i64 %1216, 256
  %1259 = mul nuw nsw i64 %1220, 32
  %1260 = add nuw nsw i64 %1258, %1259
  %1261 = add nuw nsw i64 %1260, %1224
  %1262 = getelementptr inbounds nuw float, ptr %1257, i64 %1261
  store float %1256, ptr %1262, align 4
  %1263 = add i64 %1224, 1
  br label %1223

1264:                                             ; preds = %1223
  %1265 = add i64 %1220, 1
  br label %1219

1266:                                             ; preds = %1219
  %1267 = add i64 %1216, 1
  br label %1215

1268:                                             ; preds = %1215
  %1269 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %31, 0
  call void @free(ptr %1269)
  %1270 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %73, 0
  call void @free(ptr %1270)
  %1271 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %169, 0
  call void @free(ptr %1271)
  %1272 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %315, 0
  call void @free(ptr %1272)
  %1273 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %445, 0
  call void @free(ptr %1273)
  %1274 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %581, 0
  call void @free(ptr %1274)
  %1275 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %619, 0
  call void @free(ptr %1275)
  %1276 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %841, 0
  call void @free(ptr %1276)
  %1277 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %888, 0
  call void @free(ptr %1277)
  %1278 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %926, 0
  call void @free(ptr %1278)
  %1279 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1053, 0
  call void @free(ptr %1279)
  ret { ptr, ptr, i64, [3 x i64], [3 x i64] } %700
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
; irlower-stages: fx_graph=8e61057b8a82 torch_mlir=43a6a598ed0e linalg_on_tensors_mlir=c5ba5b247171 llvm_mlir=fcffdab558d8
