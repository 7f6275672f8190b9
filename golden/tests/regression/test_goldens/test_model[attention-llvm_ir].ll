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
  %251 = call ptr @malloc(i64 1088)
  %252 = ptrtoint ptr %251 to i64
  %253 = add i64 %252, 63
  %254 = urem i64 %253, 64
  %255 = sub i64 %253, %254
  %256 = inttoptr i64 %255 to ptr
  %257 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %251, 0
  %258 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %257, ptr %256, 1
  %259 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %258, i64 0, 2
  %260 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %259, i64 1, 3, 0
  %261 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %260, i64 8, 3, 1
  %262 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %261, i64 32, 3, 2
  %263 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %262, i64 256, 4, 0
  %264 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %263, i64 32, 4, 1
  %265 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %264, i64 1, 4, 2
  br label %266

266:                                              ; preds = %294, %250
  %267 = phi i64 [ %295, %294 ], [ 0, %250 ]
  %268 = icmp slt i64 %267, 1
  br i1 %268, label %269, label %296

269:                                              ; preds = %266
  br label %270

270:                                              ; preds = %292, %269
  %271 = phi i64 [ %293, %292 ], [ 0, %269 ]
  %272 = icmp slt i64 %271, 8
  br i1 %272, label %273, label %294

273:                                              ; preds = %270
  br label %274

274:                                              ; preds = %277, %273
  %275 = phi i64 [ %291, %277 ], [ 0, %273 ]
  %276 = icmp slt i64 %275, 32
  br i1 %276, label %277, label %292

277:                                              ; preds = %274
  %278 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %58, 1
  %279 = mul nuw nsw i64 %267, 256
  %280 = mul nuw nsw i64 %271, 32
  %281 = add nuw nsw i64 %279, %280
  %282 = add nuw nsw i64 %281, %275
  %283 = getelementptr inbounds nuw float, ptr %278, i64 %282
  %284 = load float, ptr %283, align 4
  %285 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %265, 1
  %286 = mul nuw nsw i64 %267, 256
  %287 = mul nuw nsw i64 %271, 32
  %288 = add nuw nsw i64 %286, %287
  %289 = add nuw nsw i64 %288, %275
  %290 = getelementptr inbounds nuw float, ptr %285, i64 %289
  store float %284, ptr %290, align 4
  %291 = add i64 %275, 1
  br label %274

292:                                              ; preds = %274
  %293 = add i64 %271, 1
  br label %270

294:                                              ; preds = %270
  %295 = add i64 %267, 1
  br label %266

296:                                              ; preds = %266
  br label %297

297:                                              ; preds = %344, %296
  %298 = phi i64 [ %345, %344 ], [ 0, %296 ]
  %299 = icmp slt i64 %298, 1
  br i1 %299, label %300, label %346

300:                                              ; preds = %297
  br label %301

301:                                              ; preds = %342, %300
  %302 = phi i64 [ %343, %342 ], [ 0, %300 ]
  %303 = icmp slt i64 %302, 8
  br i1 %303, label %304, label %344

304:                                              ; preds = %301
  br label %305

305:                                              ; preds = %340, %304
  %306 = phi i64 [ %341, %340 ], [ 0, %304 ]
  %307 = icmp slt i64 %306, 32
  br i1 %307, label %308, label %342

308:                                              ; preds = %305
  br label %309

309:                                              ; preds = %312, %308
  %310 = phi i64 [ %339, %312 ], [ 0, %308 ]
  %311 = icmp slt i64 %310, 32
  br i1 %311, label %312, label %340

312:                                              ; preds = %309
  %313 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, 1
  %314 = mul nuw nsw i64 %298, 256
  %315 = mul nuw nsw i64 %302, 32
  %316 = add nuw nsw i64 %314, %315
  %317 = add nuw nsw i64 %316, %310
  %318 = getelementptr inbounds nuw float, ptr %313, i64 %317
  %319 = load float, ptr %318, align 4
  %320 = mul nuw nsw i64 %306, 32
  %321 = add nuw nsw i64 %320, %310
  %322 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32, i64 %321
  %323 = load float, ptr %322, align 4
  %324 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %265, 1
  %325 = mul nuw nsw i64 %298, 256
  %326 = mul nuw nsw i64 %302, 32
  %327 = add nuw nsw i64 %325, %326
  %328 = add nuw nsw i64 %327, %306
  %329 = getelementptr inbounds nuw float, ptr %324, i64 %328
  %330 = load float, ptr %329, align 4
  %331 = fmul float %319, %323
  %332 = fadd float %330, %331
  %333 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %265, 1
  %334 = mul nuw nsw i64 %298, 256
  %335 = mul nuw nsw i64 %302, 32
  %336 = add nuw nsw i64 %334, %335
  %337 = add nuw nsw i64 %336, %306
  %338 = getelementptr inbounds nuw float, ptr %333, i64 %337
  store float %332, ptr %338, align 4
  %339 = add i64 %310, 1
  br label %309

340:                                              ; preds = %309
  %341 = add i64 %306, 1
  br label %305

342:                                              ; preds = %305
  %343 = add i64 %302, 1
  br label %301

344:                                              ; preds = %301
  %345 = add i64 %298, 1
  br label %297

346:                                              ; preds = %297
  %347 = call ptr @malloc(i64 320)
  %348 = ptrtoint ptr %347 to i64
  %349 = add i64 %348, 63
  %350 = urem i64 %349, 64
  %351 = sub i64 %349, %350
  %352 = inttoptr i64 %351 to ptr
  %353 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %347, 0
  %354 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %353, ptr %352, 1
  %355 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %354, i64 0, 2
  %356 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %355, i64 1, 3, 0
  %357 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %356, i64 8, 3, 1
  %358 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %357, i64 8, 3, 2
  %359 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %358, i64 64, 4, 0
  %360 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %359, i64 8, 4, 1
  %361 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %360, i64 1, 4, 2
  br label %362

362:                                              ; preds = %383, %346
  %363 = phi i64 [ %384, %383 ], [ 0, %346 ]
  %364 = icmp slt i64 %363, 1
  br i1 %364, label %365, label %385

365:                                              ; preds = %362
  br label %366

366:                                              ; preds = %381, %365
  %367 = phi i64 [ %382, %381 ], [ 0, %365 ]
  %368 = icmp slt i64 %367, 8
  br i1 %368, label %369, label %383

369:                                              ; preds = %366
  br label %370

370:                                              ; preds = %373, %369
  %371 = phi i64 [ %380, %373 ], [ 0, %369 ]
  %372 = icmp slt i64 %371, 8
  br i1 %372, label %373, label %381

373:                                              ; preds = %370
  %374 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %361, 1
  %375 = mul nuw nsw i64 %363, 64
  %376 = mul nuw nsw i64 %367, 8
  %377 = add nuw nsw i64 %375, %376
  %378 = add nuw nsw i64 %377, %371
  %379 = getelementptr inbounds nuw float, ptr %374, i64 %378
  store float 0.000000e+00, ptr %379, align 4
  %380 = add i64 %371, 1
  br label %370

381:                                              ; preds = %370
  %382 = add i64 %367, 1
  br label %366

383:                                              ; preds = %366
  %384 = add i64 %363, 1
  br label %362

385:                                              ; preds = %362
  %386 = call ptr @malloc(i64 320)
  %387 = ptrtoint ptr %386 to i64
  %388 = add i64 %387, 63
  %389 = urem i64 %388, 64
  %390 = sub i64 %388, %389
  %391 = inttoptr i64 %390 to ptr
  %392 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %386, 0
  %393 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %392, ptr %391, 1
  %394 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %393, i64 0, 2
  %395 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %394, i64 1, 3, 0
  %396 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %395, i64 8, 3, 1
  %397 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %396, i64 8, 3, 2
  %398 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %397, i64 64, 4, 0
  %399 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %398, i64 8, 4, 1
  %400 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %399, i64 1, 4, 2
  br label %401

401:                                              ; preds = %429, %385
  %402 = phi i64 [ %430, %429 ], [ 0, %385 ]
  %403 = icmp slt i64 %402, 1
  br i1 %403, label %404, label %431

404:                                              ; preds = %401
  br label %405

405:                                              ; preds = %427, %404
  %406 = phi i64 [ %428, %427 ], [ 0, %404 ]
  %407 = icmp slt i64 %406, 8
  br i1 %407, label %408, label %429

408:                                              ; preds = %405
  br label %409

409:                                              ; preds = %412, %408
  %410 = phi i64 [ %426, %412 ], [ 0, %408 ]
  %411 = icmp slt i64 %410, 8
  br i1 %411, label %412, label %427

412:                                              ; preds = %409
  %413 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %361, 1
  %414 = mul nuw nsw i64 %402, 64
  %415 = mul nuw nsw i64 %406, 8
  %416 = add nuw nsw i64 %414, %415
  %417 = add nuw nsw i64 %416, %410
  %418 = getelementptr inbounds nuw float, ptr %413, i64 %417
  %419 = load float, ptr %418, align 4
  %420 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %400, 1
  %421 = mul nuw nsw i64 %402, 64
  %422 = mul nuw nsw i64 %406, 8
  %423 = add nuw nsw i64 %421, %422
  %424 = add nuw nsw i64 %423, %410
  %425 = getelementptr inbounds nuw float, ptr %420, i64 %424
  store float %419, ptr %425, align 4
  %426 = add i64 %410, 1
  br label %409

427:                                              ; preds = %409
  %428 = add i64 %406, 1
  br label %405

429:                                              ; preds = %405
  %430 = add i64 %402, 1
  br label %401

431:                                              ; preds = %401
  br label %432

432:                                              ; preds = %488, %431
  %433 = phi i64 [ %489, %488 ], [ 0, %431 ]
  %434 = icmp slt i64 %433, 1
  br i1 %434, label %435, label %490

435:                                              ; preds = %432
  br label %436

436:                                              ; preds = %486, %435
  %437 = phi i64 [ %487, %486 ], [ 0, %435 ]
  %438 = icmp slt i64 %437, 8
  br i1 %438, label %439, label %488

439:                                              ; preds = %436
  br label %440

440:                                              ; preds = %484, %439
  %441 = phi i64 [ %485, %484 ], [ 0, %439 ]
  %442 = icmp slt i64 %441, 8
  br i1 %442, label %443, label %486

443:                                              ; preds = %440
  br label %444

444:                                              ; preds = %447, %443
  %445 = phi i64 [ %483, %447 ], [ 0, %443 ]
  %446 = icmp slt i64 %445, 32
  br i1 %446, label %447, label %484

447:                                              ; preds = %444
  %448 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %73, 1
  %449 = mul nuw nsw i64 %433, 256
  %450 = mul nuw nsw i64 %437, 32
  %451 = add nuw nsw i64 %449, %450
  %452 = add nuw nsw i64 %451, %445
  %453 = getelementptr inbounds nuw float, ptr %448, i64 %452
  %454 = load float, ptr %453, align 4
  %455 = getelementptr inbounds nuw float, ptr @__constant_32xf32_4, i64 %445
  %456 = load float, ptr %455, align 4
  %457 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %169, 1
  %458 = mul nuw nsw i64 %433, 256
  %459 = mul nuw nsw i64 %441, 32
  %460 = add nuw nsw i64 %458, %459
  %461 = add nuw nsw i64 %460, %445
  %462 = getelementptr inbounds nuw float, ptr %457, i64 %461
  %463 = load float, ptr %462, align 4
  %464 = getelementptr inbounds nuw float, ptr @__constant_32xf32_2, i64 %445
  %465 = load float, ptr %464, align 4
  %466 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %400, 1
  %467 = mul nuw nsw i64 %433, 64
  %468 = mul nuw nsw i64 %437, 8
  %469 = add nuw nsw i64 %467, %468
  %470 = add nuw nsw i64 %469, %441
  %471 = getelementptr inbounds nuw float, ptr %466, i64 %470
  %472 = load float, ptr %471, align 4
  %473 = fadd float %463, %465
  %474 = fadd float %454, %456
  %475 = fmul float %474, %473
  %476 = fadd float %472, %475
  %477 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %400, 1
  %478 = mul nuw nsw i64 %433, 64
  %479 = mul nuw nsw i64 %437, 8
  %480 = add nuw nsw i64 %478, %479
  %481 = add nuw nsw i64 %480, %441
  %482 = getelementptr inbounds nuw float, ptr %477, i64 %481
  store float %476, ptr %482, align 4
  %483 = add i64 %445, 1
  br label %444

484:                                              ; preds = %444
  %485 = add i64 %441, 1
  br label %440

486:                                              ; preds = %440
  %487 = add i64 %437, 1
  br label %436

488:                                              ; preds = %436
  %489 = add i64 %433, 1
  br label %432

490:                                              ; preds = %432
  %491 = call ptr @malloc(i64 320)
  %492 = ptrtoint ptr %491 to i64
  %493 = add i64 %492, 63
  %494 = urem i64 %493, 64
  %495 = sub i64 %493, %494
  %496 = inttoptr i64 %495 to ptr
  %497 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %491, 0
  %498 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %497, ptr %496, 1
  %499 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %498, i64 0, 2
  %500 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %499, i64 1, 3, 0
  %501 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %500, i64 8, 3, 1
  %502 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %501, i64 8, 3, 2
  %503 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %502, i64 64, 4, 0
  %504 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %503, i64 8, 4, 1
  %505 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %504, i64 1, 4, 2
  br label %506

506:                                              ; preds = %535, %490
  %507 = phi i64 [ %536, %535 ], [ 0, %490 ]
  %508 = icmp slt i64 %507, 1
  br i1 %508, label %509, label %537

509:                                              ; preds = %506
  br label %510

510:                                              ; preds = %533, %509
  %511 = phi i64 [ %534, %533 ], [ 0, %509 ]
  %512 = icmp slt i64 %511, 8
  br i1 %512, label %513, label %535

513:                                              ; preds = %510
  br label %514

514:                                              ; preds = %517, %513
  %515 = phi i64 [ %532, %517 ], [ 0, %513 ]
  %516 = icmp slt i64 %515, 8
  br i1 %516, label %517, label %533

517:                                              ; preds = %514
  %518 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %400, 1
  %519 = mul nuw nsw i64 %507, 64
  %520 = mul nuw nsw i64 %511, 8
  %521 = add nuw nsw i64 %519, %520
  %522 = add nuw nsw i64 %521, %515
  %523 = getelementptr inbounds nuw float, ptr %518, i64 %522
  %524 = load float, ptr %523, align 4
  %525 = fmul float %524, f0x3E3504F3
  %526 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %505, 1
  %527 = mul nuw nsw i64 %507, 64
  %528 = mul nuw nsw i64 %511, 8
  %529 = add nuw nsw i64 %527, %528
  %530 = add nuw nsw i64 %529, %515
  %531 = getelementptr inbounds nuw float, ptr %526, i64 %530
  store float %525, ptr %531, align 4
  %532 = add i64 %515, 1
  br label %514

533:                                              ; preds = %514
  %534 = add i64 %511, 1
  br label %510

535:                                              ; preds = %510
  %536 = add i64 %507, 1
  br label %506

537:                                              ; preds = %506
  %538 = call ptr @malloc(i64 96)
  %539 = ptrtoint ptr %538 to i64
  %540 = add i64 %539, 63
  %541 = urem i64 %540, 64
  %542 = sub i64 %540, %541
  %543 = inttoptr i64 %542 to ptr
  %544 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %538, 0
  %545 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %544, ptr %543, 1
  %546 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %545, i64 0, 2
  %547 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %546, i64 1, 3, 0
  %548 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %547, i64 8, 3, 1
  %549 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %548, i64 1, 3, 2
  %550 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %549, i64 8, 4, 0
  %551 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %550, i64 1, 4, 1
  %552 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %551, i64 1, 4, 2
  br label %553

553:                                              ; preds = %573, %537
  %554 = phi i64 [ %574, %573 ], [ 0, %537 ]
  %555 = icmp slt i64 %554, 1
  br i1 %555, label %556, label %575

556:                                              ; preds = %553
  br label %557

557:                                              ; preds = %571, %556
  %558 = phi i64 [ %572, %571 ], [ 0, %556 ]
  %559 = icmp slt i64 %558, 8
  br i1 %559, label %560, label %573

560:                                              ; preds = %557
  br label %561

561:                                              ; preds = %564, %560
  %562 = phi i64 [ %570, %564 ], [ 0, %560 ]
  %563 = icmp slt i64 %562, 1
  br i1 %563, label %564, label %571

564:                                              ; preds = %561
  %565 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %552, 1
  %566 = mul nuw nsw i64 %554, 8
  %567 = add nuw nsw i64 %566, %558
  %568 = add nuw nsw i64 %567, %562
  %569 = getelementptr inbounds nuw float, ptr %565, i64 %568
  store float -inf, ptr %569, align 4
  %570 = add i64 %562, 1
  br label %561

571:                                              ; preds = %561
  %572 = add i64 %558, 1
  br label %557

573:                                              ; preds = %557
  %574 = add i64 %554, 1
  br label %553

575:                                              ; preds = %553
  %576 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %505, 0
  %577 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %505, 1
  %578 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %576, 0
  %579 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %578, ptr %577, 1
  %580 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %579, i64 0, 2
  %581 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %580, i64 1, 3, 0
  %582 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %581, i64 64, 4, 0
  %583 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %582, i64 8, 3, 1
  %584 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %583, i64 8, 4, 1
  %585 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %584, i64 1, 3, 2
  %586 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %585, i64 8, 4, 2
  %587 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %586, i64 8, 3, 3
  %588 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %587, i64 1, 4, 3
  %589 = call ptr @malloc(i64 96)
  %590 = ptrtoint ptr %589 to i64
  %591 = add i64 %590, 63
  %592 = urem i64 %591, 64
  %593 = sub i64 %591, %592
  %594 = inttoptr i64 %593 to ptr
  %595 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %589, 0
  %596 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %595, ptr %594, 1
  %597 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %596, i64 0, 2
  %598 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %597, i64 1, 3, 0
  %599 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %598, i64 8, 3, 1
  %600 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %599, i64 1, 3, 2
  %601 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %600, i64 8, 4, 0
  %602 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %601, i64 1, 4, 1
  %603 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %602, i64 1, 4, 2
  br label %604

604:                                              ; preds = %630, %575
  %605 = phi i64 [ %631, %630 ], [ 0, %575 ]
  %606 = icmp slt i64 %605, 1
  br i1 %606, label %607, label %632

607:                                              ; preds = %604
  br label %608

608:                                              ; preds = %628, %607
  %609 = phi i64 [ %629, %628 ], [ 0, %607 ]
  %610 = icmp slt i64 %609, 8
  br i1 %610, label %611, label %630

611:                                              ; preds = %608
  br label %612

612:                                              ; preds = %615, %611
  %613 = phi i64 [ %627, %615 ], [ 0, %611 ]
  %614 = icmp slt i64 %613, 1
  br i1 %614, label %615, label %628

615:                                              ; preds = %612
  %616 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %552, 1
  %617 = mul nuw nsw i64 %605, 8
  %618 = add nuw nsw i64 %617, %609
  %619 = add nuw nsw i64 %618, %613
  %620 = getelementptr inbounds nuw float, ptr %616, i64 %619
  %621 = load float, ptr %620, align 4
  %622 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %603, 1
  %623 = mul nuw nsw i64 %605, 8
  %624 = add nuw nsw i64 %623, %609
  %625 = add nuw nsw i64 %624, %613
  %626 = getelementptr inbounds nuw float, ptr %622, i64 %625
  store float %621, ptr %626, align 4
  %627 = add i64 %613, 1
  br label %612

628:                                              ; preds = %612
  %629 = add i64 %609, 1
  br label %608

630:                                              ; preds = %608
  %631 = add i64 %605, 1
  br label %604

632:                                              ; preds = %604
  br label %633

633:                                              ; preds = %675, %632
  %634 = phi i64 [ %676, %675 ], [ 0, %632 ]
  %635 = icmp slt i64 %634, 1
  br i1 %635, label %636, label %677

636:                                              ; preds = %633
  br label %637

637:                                              ; preds = %673, %636
  %638 = phi i64 [ %674, %673 ], [ 0, %636 ]
  %639 = icmp slt i64 %638, 8
  br i1 %639, label %640, label %675

640:                                              ; preds = %637
  br label %641

641:                                              ; preds = %671, %640
  %642 = phi i64 [ %672, %671 ], [ 0, %640 ]
  %643 = icmp slt i64 %642, 1
  br i1 %643, label %644, label %673

644:                                              ; preds = %641
  br label %645

645:                                              ; preds = %648, %644
  %646 = phi i64 [ %670, %648 ], [ 0, %644 ]
  %647 = icmp slt i64 %646, 8
  br i1 %647, label %648, label %671

648:                                              ; preds = %645
  %649 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %588, 1
  %650 = mul nuw nsw i64 %634, 64
  %651 = mul nuw nsw i64 %638, 8
  %652 = add nuw nsw i64 %650, %651
  %653 = mul nuw nsw i64 %642, 8
  %654 = add nuw nsw i64 %652, %653
  %655 = add nuw nsw i64 %654, %646
  %656 = getelementptr inbounds nuw float, ptr %649, i64 %655
  %657 = load float, ptr %656, align 4
  %658 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %603, 1
  %659 = mul nuw nsw i64 %634, 8
  %660 = add nuw nsw i64 %659, %638
  %661 = add nuw nsw i64 %660, %642
  %662 = getelementptr inbounds nuw float, ptr %658, i64 %661
  %663 = load float, ptr %662, align 4
  %664 = call float @llvm.maximum.f32(float %657, float %663)
  %665 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %603, 1
  %666 = mul nuw nsw i64 %634, 8
  %667 = add nuw nsw i64 %666, %638
  %668 = add nuw nsw i64 %667, %642
  %669 = getelementptr inbounds nuw float, ptr %665, i64 %668
  store float %664, ptr %669, align 4
  %670 = add i64 %646, 1
  br label %645

671:                                              ; preds = %645
  %672 = add i64 %642, 1
  br label %641

673:                                              ; preds = %641
  %674 = add i64 %638, 1
  br label %637

675:                                              ; preds = %637
  %676 = add i64 %634, 1
  br label %633

677:                                              ; preds = %633
  %678 = call ptr @malloc(i64 320)
  %679 = ptrtoint ptr %678 to i64
  %680 = add i64 %679, 63
  %681 = urem i64 %680, 64
  %682 = sub i64 %680, %681
  %683 = inttoptr i64 %682 to ptr
  %684 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %678, 0
  %685 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %684, ptr %683, 1
  %686 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %685, i64 0, 2
  %687 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %686, i64 1, 3, 0
  %688 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %687, i64 8, 3, 1
  %689 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %688, i64 8, 3, 2
  %690 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %689, i64 64, 4, 0
  %691 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %690, i64 8, 4, 1
  %692 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %691, i64 1, 4, 2
  br label %693

693:                                              ; preds = %730, %677
  %694 = phi i64 [ %731, %730 ], [ 0, %677 ]
  %695 = icmp slt i64 %694, 1
  br i1 %695, label %696, label %732

696:                                              ; preds = %693
  br label %697

697:                                              ; preds = %728, %696
  %698 = phi i64 [ %729, %728 ], [ 0, %696 ]
  %699 = icmp slt i64 %698, 8
  br i1 %699, label %700, label %730

700:                                              ; preds = %697
  br label %701

701:                                              ; preds = %704, %700
  %702 = phi i64 [ %727, %704 ], [ 0, %700 ]
  %703 = icmp slt i64 %702, 8
  br i1 %703, label %704, label %728

704:                                              ; preds = %701
  %705 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %505, 1
  %706 = mul nuw nsw i64 %694, 64
  %707 = mul nuw nsw i64 %698, 8
  %708 = add nuw nsw i64 %706, %707
  %709 = add nuw nsw i64 %708, %702
  %710 = getelementptr inbounds nuw float, ptr %705, i64 %709
  %711 = load float, ptr %710, align 4
  %712 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %603, 1
  %713 = mul nuw nsw i64 %694, 8
  %714 = add nuw nsw i64 %713, %698
  %715 = add nuw nsw i64 %714, 0
  %716 = getelementptr inbounds nuw float, ptr %712, i64 %715
  %717 = load float, ptr %716, align 4
  %718 = fsub float %711, %717
  %719 = fmul float %718, f0x3FB8AA3B
  %720 = call float @llvm.exp2.f32(float %719)
  %721 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %692, 1
  %722 = mul nuw nsw i64 %694, 64
  %723 = mul nuw nsw i64 %698, 8
  %724 = add nuw nsw i64 %722, %723
  %725 = add nuw nsw i64 %724, %702
  %726 = getelementptr inbounds nuw float, ptr %721, i64 %725
  store float %720, ptr %726, align 4
  %727 = add i64 %702, 1
  br label %701

728:                                              ; preds = %701
  %729 = add i64 %698, 1
  br label %697

730:                                              ; preds = %697
  %731 = add i64 %694, 1
  br label %693

732:                                              ; preds = %693
  %733 = call ptr @malloc(i64 96)
  %734 = ptrtoint ptr %733 to i64
  %735 = add i64 %734, 63
  %736 = urem i64 %735, 64
  %737 = sub i64 %735, %736
  %738 = inttoptr i64 %737 to ptr
  %739 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %733, 0
  %740 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %739, ptr %738, 1
  %741 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %740, i64 0, 2
  %742 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %741, i64 1, 3, 0
  %743 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %742, i64 8, 3, 1
  %744 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %743, i64 1, 3, 2
  %745 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %744, i64 8, 4, 0
  %746 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %745, i64 1, 4, 1
  %747 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %746, i64 1, 4, 2
  br label %748

748:                                              ; preds = %768, %732
  %749 = phi i64 [ %769, %768 ], [ 0, %732 ]
  %750 = icmp slt i64 %749, 1
  br i1 %750, label %751, label %770

751:                                              ; preds = %748
  br label %752

752:                                              ; preds = %766, %751
  %753 = phi i64 [ %767, %766 ], [ 0, %751 ]
  %754 = icmp slt i64 %753, 8
  br i1 %754, label %755, label %768

755:                                              ; preds = %752
  br label %756

756:                                              ; preds = %759, %755
  %757 = phi i64 [ %765, %759 ], [ 0, %755 ]
  %758 = icmp slt i64 %757, 1
  br i1 %758, label %759, label %766

759:                                              ; preds = %756
  %760 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %747, 1
  %761 = mul nuw nsw i64 %749, 8
  %762 = add nuw nsw i64 %761, %753
  %763 = add nuw nsw i64 %762, %757
  %764 = getelementptr inbounds nuw float, ptr %760, i64 %763
  store float 0.000000e+00, ptr %764, align 4
  %765 = add i64 %757, 1
  br label %756

766:                                              ; preds = %756
  %767 = add i64 %753, 1
  br label %752

768:                                              ; preds = %752
  %769 = add i64 %749, 1
  br label %748

770:                                              ; preds = %748
  %771 = call ptr @malloc(i64 96)
  %772 = ptrtoint ptr %771 to i64
  %773 = add i64 %772, 63
  %774 = urem i64 %773, 64
  %775 = sub i64 %773, %774
  %776 = inttoptr i64 %775 to ptr
  %777 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %771, 0
  %778 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %777, ptr %776, 1
  %779 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %778, i64 0, 2
  %780 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %779, i64 1, 3, 0
  %781 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %780, i64 8, 3, 1
  %782 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %781, i64 1, 3, 2
  %783 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %782, i64 8, 4, 0
  %784 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %783, i64 1, 4, 1
  %785 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %784, i64 1, 4, 2
  br label %786

786:                                              ; preds = %812, %770
  %787 = phi i64 [ %813, %812 ], [ 0, %770 ]
  %788 = icmp slt i64 %787, 1
  br i1 %788, label %789, label %814

789:                                              ; preds = %786
  br label %790

790:                                              ; preds = %810, %789
  %791 = phi i64 [ %811, %810 ], [ 0, %789 ]
  %792 = icmp slt i64 %791, 8
  br i1 %792, label %793, label %812

793:                                              ; preds = %790
  br label %794

794:                                              ; preds = %797, %793
  %795 = phi i64 [ %809, %797 ], [ 0, %793 ]
  %796 = icmp slt i64 %795, 1
  br i1 %796, label %797, label %810

797:                                              ; preds = %794
  %798 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %747, 1
  %799 = mul nuw nsw i64 %787, 8
  %800 = add nuw nsw i64 %799, %791
  %801 = add nuw nsw i64 %800, %795
  %802 = getelementptr inbounds nuw float, ptr %798, i64 %801
  %803 = load float, ptr %802, align 4
  %804 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %785, 1
  %805 = mul nuw nsw i64 %787, 8
  %806 = add nuw nsw i64 %805, %791
  %807 = add nuw nsw i64 %806, %795
  %808 = getelementptr inbounds nuw float, ptr %804, i64 %807
  store float %803, ptr %808, align 4
  %809 = add i64 %795, 1
  br label %794

810:                                              ; preds = %794
  %811 = add i64 %791, 1
  br label %790

812:                                              ; preds = %790
  %813 = add i64 %787, 1
  br label %786

814:                                              ; preds = %786
  br label %815

815:                                              ; preds = %849, %814
  %816 = phi i64 [ %850, %849 ], [ 0, %814 ]
  %817 = icmp slt i64 %816, 1
  br i1 %817, label %818, label %851

818:                                              ; preds = %815
  br label %819

819:                                              ; preds = %847, %818
  %820 = phi i64 [ %848, %847 ], [ 0, %818 ]
  %821 = icmp slt i64 %820, 8
  br i1 %821, label %822, label %849

822:                                              ; preds = %819
  br label %823

823:                                              ; preds = %826, %822
  %824 = phi i64 [ %846, %826 ], [ 0, %822 ]
  %825 = icmp slt i64 %824, 8
  br i1 %825, label %826, label %847

826:                                              ; preds = %823
  %827 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %692, 1
  %828 = mul nuw nsw i64 %816, 64
  %829 = mul nuw nsw i64 %820, 8
  %830 = add nuw nsw i64 %828, %829
  %831 = add nuw nsw i64 %830, %824
  %832 = getelementptr inbounds nuw float, ptr %827, i64 %831
  %833 = load float, ptr %832, align 4
  %834 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %785, 1
  %835 = mul nuw nsw i64 %816, 8
  %836 = add nuw nsw i64 %835, %820
  %837 = add nuw nsw i64 %836, 0
  %838 = getelementptr inbounds nuw float, ptr %834, i64 %837
  %839 = load float, ptr %838, align 4
  %840 = fadd float %833, %839
  %841 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %785, 1
  %842 = mul nuw nsw i64 %816, 8
  %843 = add nuw nsw i64 %842, %820
  %844 = add nuw nsw i64 %843, 0
  %845 = getelementptr inbounds nuw float, ptr %841, i64 %844
  store float %840, ptr %845, align 4
  %846 = add i64 %824, 1
  br label %823

847:                                              ; preds = %823
  %848 = add i64 %820, 1
  br label %819

849:                                              ; preds = %819
  %850 = add i64 %816, 1
  br label %815

851:                                              ; preds = %815
  %852 = call ptr @malloc(i64 1088)
  %853 = ptrtoint ptr %852 to i64
  %854 = add i64 %853, 63
  %855 = urem i64 %854, 64
  %856 = sub i64 %854, %855
  %857 = inttoptr i64 %856 to ptr
  %858 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %852, 0
  %859 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %858, ptr %857, 1
  %860 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %859, i64 0, 2
  %861 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %860, i64 1, 3, 0
  %862 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %861, i64 8, 3, 1
  %863 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %862, i64 32, 3, 2
  %864 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %863, i64 256, 4, 0
  %865 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %864, i64 32, 4, 1
  %866 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %865, i64 1, 4, 2
  br label %867

867:                                              ; preds = %888, %851
  %868 = phi i64 [ %889, %888 ], [ 0, %851 ]
  %869 = icmp slt i64 %868, 1
  br i1 %869, label %870, label %890

870:                                              ; preds = %867
  br label %871

871:                                              ; preds = %886, %870
  %872 = phi i64 [ %887, %886 ], [ 0, %870 ]
  %873 = icmp slt i64 %872, 8
  br i1 %873, label %874, label %888

874:                                              ; preds = %871
  br label %875

875:                                              ; preds = %878, %874
  %876 = phi i64 [ %885, %878 ], [ 0, %874 ]
  %877 = icmp slt i64 %876, 32
  br i1 %877, label %878, label %886

878:                                              ; preds = %875
  %879 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %866, 1
  %880 = mul nuw nsw i64 %868, 256
  %881 = mul nuw nsw i64 %872, 32
  %882 = add nuw nsw i64 %880, %881
  %883 = add nuw nsw i64 %882, %876
  %884 = getelementptr inbounds nuw float, ptr %879, i64 %883
  store float 0.000000e+00, ptr %884, align 4
  %885 = add i64 %876, 1
  br label %875

886:                                              ; preds = %875
  %887 = add i64 %872, 1
  br label %871

888:                                              ; preds = %871
  %889 = add i64 %868, 1
  br label %867

890:                                              ; preds = %867
  %891 = call ptr @malloc(i64 1088)
  %892 = ptrtoint ptr %891 to i64
  %893 = add i64 %892, 63
  %894 = urem i64 %893, 64
  %895 = sub i64 %893, %894
  %896 = inttoptr i64 %895 to ptr
  %897 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %891, 0
  %898 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %897, ptr %896, 1
  %899 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %898, i64 0, 2
  %900 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %899, i64 1, 3, 0
  %901 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %900, i64 8, 3, 1
  %902 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %901, i64 32, 3, 2
  %903 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %902, i64 256, 4, 0
  %904 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %903, i64 32, 4, 1
  %905 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %904, i64 1, 4, 2
  br label %906

906:                                              ; preds = %934, %890
  %907 = phi i64 [ %935, %934 ], [ 0, %890 ]
  %908 = icmp slt i64 %907, 1
  br i1 %908, label %909, label %936

909:                                              ; preds = %906
  br label %910

910:                                              ; preds = %932, %909
  %911 = phi i64 [ %933, %932 ], [ 0, %909 ]
  %912 = icmp slt i64 %911, 8
  br i1 %912, label %913, label %934

913:                                              ; preds = %910
  br label %914

914:                                              ; preds = %917, %913
  %915 = phi i64 [ %931, %917 ], [ 0, %913 ]
  %916 = icmp slt i64 %915, 32
  br i1 %916, label %917, label %932

917:                                              ; preds = %914
  %918 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %866, 1
  %919 = mul nuw nsw i64 %907, 256
  %920 = mul nuw nsw i64 %911, 32
  %921 = add nuw nsw i64 %919, %920
  %922 = add nuw nsw i64 %921, %915
  %923 = getelementptr inbounds nuw float, ptr %918, i64 %922
  %924 = load float, ptr %923, align 4
  %925 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %905, 1
  %926 = mul nuw nsw i64 %907, 256
  %927 = mul nuw nsw i64 %911, 32
  %928 = add nuw nsw i64 %926, %927
  %929 = add nuw nsw i64 %928, %915
  %930 = getelementptr inbounds nuw float, ptr %925, i64 %929
  store float %924, ptr %930, align 4
  %931 = add i64 %915, 1
  br label %914

932:                                              ; preds = %914
  %933 = add i64 %911, 1
  br label %910

934:                                              ; preds = %910
  %935 = add i64 %907, 1
  br label %906

936:                                              ; preds = %906
  br label %937

937:                                              ; preds = %997, %936
  %938 = phi i64 [ %998, %997 ], [ 0, %936 ]
  %939 = icmp slt i64 %938, 1
  br i1 %939, label %940, label %999

940:                                              ; preds = %937
  br label %941

941:                                              ; preds = %995, %940
  %942 = phi i64 [ %996, %995 ], [ 0, %940 ]
  %943 = icmp slt i64 %942, 8
  br i1 %943, label %944, label %997

944:                                              ; preds = %941
  br label %945

945:                                              ; preds = %993, %944
  %946 = phi i64 [ %994, %993 ], [ 0, %944 ]
  %947 = icmp slt i64 %946, 32
  br i1 %947, label %948, label %995

948:                                              ; preds = %945
  br label %949

949:                                              ; preds = %952, %948
  %950 = phi i64 [ %992, %952 ], [ 0, %948 ]
  %951 = icmp slt i64 %950, 8
  br i1 %951, label %952, label %993

952:                                              ; preds = %949
  %953 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %692, 1
  %954 = mul nuw nsw i64 %938, 64
  %955 = mul nuw nsw i64 %942, 8
  %956 = add nuw nsw i64 %954, %955
  %957 = add nuw nsw i64 %956, %950
  %958 = getelementptr inbounds nuw float, ptr %953, i64 %957
  %959 = load float, ptr %958, align 4
  %960 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %785, 1
  %961 = mul nuw nsw i64 %938, 8
  %962 = add nuw nsw i64 %961, %942
  %963 = add nuw nsw i64 %962, 0
  %964 = getelementptr inbounds nuw float, ptr %960, i64 %963
  %965 = load float, ptr %964, align 4
  %966 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %265, 1
  %967 = mul nuw nsw i64 %938, 256
  %968 = mul nuw nsw i64 %950, 32
  %969 = add nuw nsw i64 %967, %968
  %970 = add nuw nsw i64 %969, %946
  %971 = getelementptr inbounds nuw float, ptr %966, i64 %970
  %972 = load float, ptr %971, align 4
  %973 = getelementptr inbounds nuw float, ptr @__constant_32xf32_1, i64 %946
  %974 = load float, ptr %973, align 4
  %975 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %905, 1
  %976 = mul nuw nsw i64 %938, 256
  %977 = mul nuw nsw i64 %942, 32
  %978 = add nuw nsw i64 %976, %977
  %979 = add nuw nsw i64 %978, %946
  %980 = getelementptr inbounds nuw float, ptr %975, i64 %979
  %981 = load float, ptr %980, align 4
  %982 = fadd float %972, %974
  %983 = fdiv float %959, %965
  %984 = fmul float %983, %982
  %985 = fadd float %981, %984
  %986 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %905, 1
  %987 = mul nuw nsw i64 %938, 256
  %988 = mul nuw nsw i64 %942, 32
  %989 = add nuw nsw i64 %987, %988
  %990 = add nuw nsw i64 %989, %946
  %991 = getelementptr inbounds nuw float, ptr %986, i64 %990
  store float %985, ptr %991, align 4
  %992 = add i64 %950, 1
  br label %949

993:                                              ; preds = %949
  %994 = add i64 %946, 1
  br label %945

995:                                              ; preds = %945
  %996 = add i64 %942, 1
  br label %941

997:                                              ; preds = %941
  %998 = add i64 %938, 1
  br label %937

999:                                              ; preds = %937
  %1000 = call ptr @malloc(i64 1088)
  %1001 = ptrtoint ptr %1000 to i64
  %1002 = add i64 %1001, 63
  %1003 = urem i64 %1002, 64
  %1004 = sub i64 %1002, %1003
  %1005 = inttoptr i64 %1004 to ptr
  %1006 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1000, 0
  %1007 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1006, ptr %1005, 1
  %1008 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1007, i64 0, 2
  %1009 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1008, i64 1, 3, 0
  %1010 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1009, i64 8, 3, 1
  %1011 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1010, i64 32, 3, 2
  %1012 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1011, i64 256, 4, 0
  %1013 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1012, i64 32, 4, 1
  %1014 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1013, i64 1, 4, 2
  br label %1015

1015:                                             ; preds = %1051, %999
  %1016 = phi i64 [ %1052, %1051 ], [ 0, %999 ]
  %1017 = icmp slt i64 %1016, 1
  br i1 %1017, label %1018, label %1053

1018:                                             ; preds = %1015
  br label %1019

1019:                                             ; preds = %1049, %1018
  %1020 = phi i64 [ %1050, %1049 ], [ 0, %1018 ]
  %1021 = icmp slt i64 %1020, 8
  br i1 %1021, label %1022, label %1051

1022:                                             ; preds = %1019
  br label %1023

1023:                                             ; preds = %1026, %1022
  %1024 = phi i64 [ %1048, %1026 ], [ 0, %1022 ]
  %1025 = icmp slt i64 %1024, 32
  br i1 %1025, label %1026, label %1049

1026:                                             ; preds = %1023
  %1027 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %905, 1
  %1028 = mul nuw nsw i64 %1016, 256
  %1029 = mul nuw nsw i64 %1020, 32
  %1030 = add nuw nsw i64 %1028, %1029
  %1031 = add nuw nsw i64 %1030, %1024
  %1032 = getelementptr inbounds nuw float, ptr %1027, i64 %1031
  %1033 = load float, ptr %1032, align 4
  %1034 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, 1
  %1035 = mul nuw nsw i64 %1016, 256
  %1036 = mul nuw nsw i64 %1020, 32
  %1037 = add nuw nsw i64 %1035, %1036
  %1038 = add nuw nsw i64 %1037, %1024
  %1039 = getelementptr inbounds nuw float, ptr %1034, i64 %1038
  %1040 = load float, ptr %1039, align 4
  %1041 = fadd float %1033, %1040
  %1042 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1014, 1
  %1043 = mul nuw nsw i64 %1016, 256
  %1044 = mul nuw nsw i64 %1020, 32
  %1045 = add nuw nsw i64 %1043, %1044
  %1046 = add nuw nsw i64 %1045, %1024
  %1047 = getelementptr inbounds nuw float, ptr %1042, i64 %1046
  store float %1041, ptr %1047, align 4
  %1048 = add i64 %1024, 1
  br label %1023

1049:                                             ; preds = %1023
  %1050 = add i64 %1020, 1
  br label %1019

1051:                                             ; preds = %1019
  %1052 = add i64 %1016, 1
  br label %1015

1053:                                             ; preds = %1015
  %1054 = call ptr @malloc(i64 2112)
  %1055 = ptrtoint ptr %1054 to i64
  %1056 = add i64 %1055, 63
  %1057 = urem i64 %1056, 64
  %1058 = sub i64 %1056, %1057
  %1059 = inttoptr i64 %1058 to ptr
  %1060 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1054, 0
  %1061 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1060, ptr %1059, 1
  %1062 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1061, i64 0, 2
  %1063 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1062, i64 1, 3, 0
  %1064 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1063, i64 8, 3, 1
  %1065 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1064, i64 32, 3, 2
  %1066 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1065, i64 256, 4, 0
  %1067 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1066, i64 32, 4, 1
  %1068 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1067, i64 1, 4, 2
  br label %1069

1069:                                             ; preds = %1098, %1053
  %1070 = phi i64 [ %1099, %1098 ], [ 0, %1053 ]
  %1071 = icmp slt i64 %1070, 1
  br i1 %1071, label %1072, label %1100

1072:                                             ; preds = %1069
  br label %1073

1073:                                             ; preds = %1096, %1072
  %1074 = phi i64 [ %1097, %1096 ], [ 0, %1072 ]
  %1075 = icmp slt i64 %1074, 8
  br i1 %1075, label %1076, label %1098

1076:                                             ; preds = %1073
  br label %1077

1077:                                             ; preds = %1080, %1076
  %1078 = phi i64 [ %1095, %1080 ], [ 0, %1076 ]
  %1079 = icmp slt i64 %1078, 32
  br i1 %1079, label %1080, label %1096

1080:                                             ; preds = %1077
  %1081 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1014, 1
  %1082 = mul nuw nsw i64 %1070, 256
  %1083 = mul nuw nsw i64 %1074, 32
  %1084 = add nuw nsw i64 %1082, %1083
  %1085 = add nuw nsw i64 %1084, %1078
  %1086 = getelementptr inbounds nuw float, ptr %1081, i64 %1085
  %1087 = load float, ptr %1086, align 4
  %1088 = fpext float %1087 to double
  %1089 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1068, 1
  %1090 = mul nuw nsw i64 %1070, 256
  %1091 = mul nuw nsw i64 %1074, 32
  %1092 = add nuw nsw i64 %1090, %1091
  %1093 = add nuw nsw i64 %1092, %1078
  %1094 = getelementptr inbounds nuw double, ptr %1089, i64 %1093
  store double %1088, ptr %1094, align 8
  %1095 = add i64 %1078, 1
  br label %1077

1096:                                             ; preds = %1077
  %1097 = add i64 %1074, 1
  br label %1073

1098:                                             ; preds = %1073
  %1099 = add i64 %1070, 1
  br label %1069

1100:                                             ; preds = %1069
  %1101 = call ptr @malloc(i64 128)
  %1102 = ptrtoint ptr %1101 to i64
  %1103 = add i64 %1102, 63
  %1104 = urem i64 %1103, 64
  %1105 = sub i64 %1103, %1104
  %1106 = inttoptr i64 %1105 to ptr
  %1107 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1101, 0
  %1108 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1107, ptr %1106, 1
  %1109 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1108, i64 0, 2
  %1110 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1109, i64 1, 3, 0
  %1111 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1110, i64 8, 3, 1
  %1112 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1111, i64 1, 3, 2
  %1113 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1112, i64 8, 4, 0
  %1114 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1113, i64 1, 4, 1
  %1115 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1114, i64 1, 4, 2
  br label %1116

1116:                                             ; preds = %1136, %1100
  %1117 = phi i64 [ %1137, %1136 ], [ 0, %1100 ]
  %1118 = icmp slt i64 %1117, 1
  br i1 %1118, label %1119, label %1138

1119:                                             ; preds = %1116
  br label %1120

1120:                                             ; preds = %1134, %1119
  %1121 = phi i64 [ %1135, %1134 ], [ 0, %1119 ]
  %1122 = icmp slt i64 %1121, 8
  br i1 %1122, label %1123, label %1136

1123:                                             ; preds = %1120
  br label %1124

1124:                                             ; preds = %1127, %1123
  %1125 = phi i64 [ %1133, %1127 ], [ 0, %1123 ]
  %1126 = icmp slt i64 %1125, 1
  br i1 %1126, label %1127, label %1134

1127:                                             ; preds = %1124
  %1128 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1115, 1
  %1129 = mul nuw nsw i64 %1117, 8
  %1130 = add nuw nsw i64 %1129, %1121
  %1131 = add nuw nsw i64 %1130, %1125
  %1132 = getelementptr inbounds nuw double, ptr %1128, i64 %1131
  store double 0.000000e+00, ptr %1132, align 8
  %1133 = add i64 %1125, 1
  br label %1124

1134:                                             ; preds = %1124
  %1135 = add i64 %1121, 1
  br label %1120

1136:                                             ; preds = %1120
  %1137 = add i64 %1117, 1
  br label %1116

1138:                                             ; preds = %1116
  %1139 = call ptr @malloc(i64 128)
  %1140 = ptrtoint ptr %1139 to i64
  %1141 = add i64 %1140, 63
  %1142 = urem i64 %1141, 64
  %1143 = sub i64 %1141, %1142
  %1144 = inttoptr i64 %1143 to ptr
  %1145 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1139, 0
  %1146 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1145, ptr %1144, 1
  %1147 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1146, i64 0, 2
  %1148 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1147, i64 1, 3, 0
  %1149 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1148, i64 8, 3, 1
  %1150 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1149, i64 1, 3, 2
  %1151 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1150, i64 8, 4, 0
  %1152 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1151, i64 1, 4, 1
  %1153 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1152, i64 1, 4, 2
  br label %1154

1154:                                             ; preds = %1180, %1138
  %1155 = phi i64 [ %1181, %1180 ], [ 0, %1138 ]
  %1156 = icmp slt i64 %1155, 1
  br i1 %1156, label %1157, label %1182

1157:                                             ; preds = %1154
  br label %1158

1158:                                             ; preds = %1178, %1157
  %1159 = phi i64 [ %1179, %1178 ], [ 0, %1157 ]
  %1160 = icmp slt i64 %1159, 8
  br i1 %1160, label %1161, label %1180

1161:                                             ; preds = %1158
  br label %1162

1162:                                             ; preds = %1165, %1161
  %1163 = phi i64 [ %1177, %1165 ], [ 0, %1161 ]
  %1164 = icmp slt i64 %1163, 1
  br i1 %1164, label %1165, label %1178

1165:                                             ; preds = %1162
  %1166 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1115, 1
  %1167 = mul nuw nsw i64 %1155, 8
  %1168 = add nuw nsw i64 %1167, %1159
  %1169 = add nuw nsw i64 %1168, %1163
  %1170 = getelementptr inbounds nuw double, ptr %1166, i64 %1169
  %1171 = load double, ptr %1170, align 8
  %1172 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1153, 1
  %1173 = mul nuw nsw i64 %1155, 8
  %1174 = add nuw nsw i64 %1173, %1159
  %1175 = add nuw nsw i64 %1174, %1163
  %1176 = getelementptr inbounds nuw double, ptr %1172, i64 %1175
  store double %1171, ptr %1176, align 8
  %1177 = add i64 %1163, 1
  br label %1162

1178:                                             ; preds = %1162
  %1179 = add i64 %1159, 1
  br label %1158

1180:                                             ; preds = %1158
  %1181 = add i64 %1155, 1
  br label %1154

1182:                                             ; preds = %1154
  br label %1183

1183:                                             ; preds = %1217, %1182
  %1184 = phi i64 [ %1218, %1217 ], [ 0, %1182 ]
  %1185 = icmp slt i64 %1184, 1
  br i1 %1185, label %1186, label %1219

1186:                                             ; preds = %1183
  br label %1187

1187:                                             ; preds = %1215, %1186
  %1188 = phi i64 [ %1216, %1215 ], [ 0, %1186 ]
  %1189 = icmp slt i64 %1188, 8
  br i1 %1189, label %1190, label %1217

1190:                                             ; preds = %1187
  br label %1191

1191:                                             ; preds = %1194, %1190
  %1192 = phi i64 [ %1214, %1194 ], [ 0, %1190 ]
  %1193 = icmp slt i64 %1192, 32
  br i1 %1193, label %1194, label %1215

1194:                                             ; preds = %1191
  %1195 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1068, 1
  %1196 = mul nuw nsw i64 %1184, 256
  %1197 = mul nuw nsw i64 %1188, 32
  %1198 = add nuw nsw i64 %1196, %1197
  %1199 = add nuw nsw i64 %1198, %1192
  %1200 = getelementptr inbounds nuw double, ptr %1195, i64 %1199
  %1201 = load double, ptr %1200, align 8
  %1202 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1153, 1
  %1203 = mul nuw nsw i64 %1184, 8
  %1204 = add nuw nsw i64 %1203, %1188
  %1205 = add nuw nsw i64 %1204, 0
  %1206 = getelementptr inbounds nuw double, ptr %1202, i64 %1205
  %1207 = load double, ptr %1206, align 8
  %1208 = fadd double %1201, %1207
  %1209 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1153, 1
  %1210 = mul nuw nsw i64 %1184, 8
  %1211 = add nuw nsw i64 %1210, %1188
  %1212 = add nuw nsw i64 %1211, 0
  %1213 = getelementptr inbounds nuw double, ptr %1209, i64 %1212
  store double %1208, ptr %1213, align 8
  %1214 = add i64 %1192, 1
  br label %1191

1215:                                             ; preds = %1191
  %1216 = add i64 %1188, 1
  br label %1187

1217:                                             ; preds = %1187
  %1218 = add i64 %1184, 1
  br label %1183

1219:                                             ; preds = %1183
  %1220 = call ptr @malloc(i64 128)
  %1221 = ptrtoint ptr %1220 to i64
  %1222 = add i64 %1221, 63
  %1223 = urem i64 %1222, 64
  %1224 = sub i64 %1222, %1223
  %1225 = inttoptr i64 %1224 to ptr
  %1226 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1220, 0
  %1227 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1226, ptr %1225, 1
  %1228 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1227, i64 0, 2
  %1229 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1228, i64 1, 3, 0
  %1230 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1229, i64 8, 3, 1
  %1231 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1230, i64 1, 3, 2
  %1232 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1231, i64 8, 4, 0
  %1233 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1232, i64 1, 4, 1
  %1234 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1233, i64 1, 4, 2
  br label %1235

1235:                                             ; preds = %1261, %1219
  %1236 = phi i64 [ %1262, %1261 ], [ 0, %1219 ]
  %1237 = icmp slt i64 %1236, 1
  br i1 %1237, label %1238, label %1263

1238:                                             ; preds = %1235
  br label %1239

1239:                                             ; preds = %1259, %1238
  %1240 = phi i64 [ %1260, %1259 ], [ 0, %1238 ]
  %1241 = icmp slt i64 %1240, 8
  br i1 %1241, label %1242, label %1261

1242:                                             ; preds = %1239
  br label %1243

1243:                                             ; preds = %1246, %1242
  %1244 = phi i64 [ %1258, %1246 ], [ 0, %1242 ]
  %1245 = icmp slt i64 %1244, 1
  br i1 %1245, label %1246, label %1259

1246:                                             ; preds = %1243
  %1247 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1115, 1
  %1248 = mul nuw nsw i64 %1236, 8
  %1249 = add nuw nsw i64 %1248, %1240
  %1250 = add nuw nsw i64 %1249, %1244
  %1251 = getelementptr inbounds nuw double, ptr %1247, i64 %1250
  %1252 = load double, ptr %1251, align 8
  %1253 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1234, 1
  %1254 = mul nuw nsw i64 %1236, 8
  %1255 = add nuw nsw i64 %1254, %1240
  %1256 = add nuw nsw i64 %1255, %1244
  %1257 = getelementptr inbounds nuw double, ptr %1253, i64 %1256
  store double %1252, ptr %1257, align 8
  %1258 = add i64 %1244, 1
  br label %1243

1259:                                             ; preds = %1243
  %1260 = add i64 %1240, 1
  br label %1239

1261:                                             ; preds = %1239
  %1262 = add i64 %1236, 1
  br label %1235

1263:                                             ; preds = %1235
  br label %1264

1264:                                             ; preds = %1307, %1263
  %1265 = phi i64 [ %1308, %1307 ], [ 0, %1263 ]
  %1266 = icmp slt i64 %1265, 1
  br i1 %1266, label %1267, label %1309

1267:                                             ; preds = %1264
  br label %1268

1268:                                             ; preds = %1305, %1267
  %1269 = phi i64 [ %1306, %1305 ], [ 0, %1267 ]
  %1270 = icmp slt i64 %1269, 8
  br i1 %1270, label %1271, label %1307

1271:                                             ; preds = %1268
  br label %1272

1272:                                             ; preds = %1275, %1271
  %1273 = phi i64 [ %1304, %1275 ], [ 0, %1271 ]
  %1274 = icmp slt i64 %1273, 32
  br i1 %1274, label %1275, label %1305

1275:                                             ; preds = %1272
  %1276 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1068, 1
  %1277 = mul nuw nsw i64 %1265, 256
  %1278 = mul nuw nsw i64 %1269, 32
  %1279 = add nuw nsw i64 %1277, %1278
  %1280 = add nuw nsw i64 %1279, %1273
  %1281 = getelementptr inbounds nuw double, ptr %1276, i64 %1280
  %1282 = load double, ptr %1281, align 8
  %1283 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1153, 1
  %1284 = mul nuw nsw i64 %1265, 8
  %1285 = add nuw nsw i64 %1284, %1269
  %1286 = add nuw nsw i64 %1285, 0
  %1287 = getelementptr inbounds nuw double, ptr %1283, i64 %1286
  %1288 = load double, ptr %1287, align 8
  %1289 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1234, 1
  %1290 = mul nuw nsw i64 %1265, 8
  %1291 = add nuw nsw i64 %1290, %1269
  %1292 = add nuw nsw i64 %1291, 0
  %1293 = getelementptr inbounds nuw double, ptr %1289, i64 %1292
  %1294 = load double, ptr %1293, align 8
  %1295 = fdiv double %1288, 3.200000e+01
  %1296 = fsub double %1282, %1295
  %1297 = fmul double %1296, %1296
  %1298 = fadd double %1297, %1294
  %1299 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1234, 1
  %1300 = mul nuw nsw i64 %1265, 8
  %1301 = add nuw nsw i64 %1300, %1269
  %1302 = add nuw nsw i64 %1301, 0
  %1303 = getelementptr inbounds nuw double, ptr %1299, i64 %1302
  store double %1298, ptr %1303, align 8
  %1304 = add i64 %1273, 1
  br label %1272

1305:                                             ; preds = %1272
  %1306 = add i64 %1269, 1
  br label %1268

1307:                                             ; preds = %1268
  %1308 = add i64 %1265, 1
  br label %1264

1309:                                             ; preds = %1264
  %1310 = call ptr @malloc(i64 96)
  %1311 = ptrtoint ptr %1310 to i64
  %1312 = add i64 %1311, 63
  %1313 = urem i64 %1312, 64
  %1314 = sub i64 %1312, %1313
  %1315 = inttoptr i64 %1314 to ptr
  %1316 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1310, 0
  %1317 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1316, ptr %1315, 1
  %1318 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1317, i64 0, 2
  %1319 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1318, i64 1, 3, 0
  %1320 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1319, i64 8, 3, 1
  %1321 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1320, i64 1, 3, 2
  %1322 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1321, i64 8, 4, 0
  %1323 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1322, i64 1, 4, 1
  %1324 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1323, i64 1, 4, 2
  br label %1325

1325:                                             ; preds = %1351, %1309
  %1326 = phi i64 [ %1352, %1351 ], [ 0, %1309 ]
  %1327 = icmp slt i64 %1326, 1
  br i1 %1327, label %1328, label %1353

1328:                                             ; preds = %1325
  br label %1329

1329:                                             ; preds = %1349, %1328
  %1330 = phi i64 [ %1350, %1349 ], [ 0, %1328 ]
  %1331 = icmp slt i64 %1330, 8
  br i1 %1331, label %1332, label %1351

1332:                                             ; preds = %1329
  br label %1333

1333:                                             ; preds = %1336, %1332
  %1334 = phi i64 [ %1348, %1336 ], [ 0, %1332 ]
  %1335 = icmp slt i64 %1334, 1
  br i1 %1335, label %1336, label %1349

1336:                                             ; preds = %1333
  %1337 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %747, 1
  %1338 = mul nuw nsw i64 %1326, 8
  %1339 = add nuw nsw i64 %1338, %1330
  %1340 = add nuw nsw i64 %1339, %1334
  %1341 = getelementptr inbounds nuw float, ptr %1337, i64 %1340
  %1342 = load float, ptr %1341, align 4
  %1343 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1324, 1
  %1344 = mul nuw nsw i64 %1326, 8
  %1345 = add nuw nsw i64 %1344, %1330
  %1346 = add nuw nsw i64 %1345, %1334
  %1347 = getelementptr inbounds nuw float, ptr %1343, i64 %1346
  store float %1342, ptr %1347, align 4
  %1348 = add i64 %1334, 1
  br label %1333

1349:                                             ; preds = %1333
  %1350 = add i64 %1330, 1
  br label %1329

1351:                                             ; preds = %1329
  %1352 = add i64 %1326, 1
  br label %1325

1353:                                             ; preds = %1325
  br label %1354

1354:                                             ; preds = %1388, %1353
  %1355 = phi i64 [ %1389, %1388 ], [ 0, %1353 ]
  %1356 = icmp slt i64 %1355, 1
  br i1 %1356, label %1357, label %1390

1357:                                             ; preds = %1354
  br label %1358

1358:                                             ; preds = %1386, %1357
  %1359 = phi i64 [ %1387, %1386 ], [ 0, %1357 ]
  %1360 = icmp slt i64 %1359, 8
  br i1 %1360, label %1361, label %1388

1361:                                             ; preds = %1358
  br label %1362

1362:                                             ; preds = %1365, %1361
  %1363 = phi i64 [ %1385, %1365 ], [ 0, %1361 ]
  %1364 = icmp slt i64 %1363, 32
  br i1 %1364, label %1365, label %1386

1365:                                             ; preds = %1362
  %1366 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1014, 1
  %1367 = mul nuw nsw i64 %1355, 256
  %1368 = mul nuw nsw i64 %1359, 32
  %1369 = add nuw nsw i64 %1367, %1368
  %1370 = add nuw nsw i64 %1369, %1363
  %1371 = getelementptr inbounds nuw float, ptr %1366, i64 %1370
  %1372 = load float, ptr %1371, align 4
  %1373 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1324, 1
  %1374 = mul nuw nsw i64 %1355, 8
  %1375 = add nuw nsw i64 %1374, %1359
  %1376 = add nuw nsw i64 %1375, 0
  %1377 = getelementptr inbounds nuw float, ptr %1373, i64 %1376
  %1378 = load float, ptr %1377, align 4
  %1379 = fadd float %1372, %1378
  %1380 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1324, 1
  %1381 = mul nuw nsw i64 %1355, 8
  %1382 = add nuw nsw i64 %1381, %1359
  %1383 = add nuw nsw i64 %1382, 0
  %1384 = getelementptr inbounds nuw float, ptr %1380, i64 %1383
  store float %1379, ptr %1384, align 4
  %1385 = add i64 %1363, 1
  br label %1362

1386:                                             ; preds = %1362
  %1387 = add i64 %1359, 1
  br label %1358

1388:                                             ; preds = %1358
  %1389 = add i64 %1355, 1
  br label %1354

1390:                                             ; preds = %1354
  %1391 = call ptr @malloc(i64 1088)
  %1392 = ptrtoint ptr %1391 to i64
  %1393 = add i64 %1392, 63
  %1394 = urem i64 %1393, 64
  %1395 = sub i64 %1393, %1394
  %1396 = inttoptr i64 %1395 to ptr
  %1397 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1391, 0
  %1398 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1397, ptr %1396, 1
  %1399 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1398, i64 0, 2
  %1400 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1399, i64 1, 3, 0
  %1401 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1400, i64 8, 3, 1
  %1402 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1401, i64 32, 3, 2
  %1403 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1402, i64 256, 4, 0
  %1404 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1403, i64 32, 4, 1
  %1405 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1404, i64 1, 4, 2
  br label %1406

1406:                                             ; preds = %1460, %1390
  %1407 = phi i64 [ %1461, %1460 ], [ 0, %1390 ]
  %1408 = icmp slt i64 %1407, 1
  br i1 %1408, label %1409, label %1462

1409:                                             ; preds = %1406
  br label %1410

1410:                                             ; preds = %1458, %1409
  %1411 = phi i64 [ %1459, %1458 ], [ 0, %1409 ]
  %1412 = icmp slt i64 %1411, 8
  br i1 %1412, label %1413, label %1460

1413:                                             ; preds = %1410
  br label %1414

1414:                                             ; preds = %1417, %1413
  %1415 = phi i64 [ %1457, %1417 ], [ 0, %1413 ]
  %1416 = icmp slt i64 %1415, 32
  br i1 %1416, label %1417, label %1458

1417:                                             ; preds = %1414
  %1418 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1014, 1
  %1419 = mul nuw nsw i64 %1407, 256
  %1420 = mul nuw nsw i64 %1411, 32
  %1421 = add nuw nsw i64 %1419, %1420
  %1422 = add nuw nsw i64 %1421, %1415
  %1423 = getelementptr inbounds nuw float, ptr %1418, i64 %1422
  %1424 = load float, ptr %1423, align 4
  %1425 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1324, 1
  %1426 = mul nuw nsw i64 %1407, 8
  %1427 = add nuw nsw i64 %1426, %1411
  %1428 = add nuw nsw i64 %1427, 0
  %1429 = getelementptr inbounds nuw float, ptr %1425, i64 %1428
  %1430 = load float, ptr %1429, align 4
  %1431 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1234, 1
  %1432 = mul nuw nsw i64 %1407, 8
  %1433 = add nuw nsw i64 %1432, %1411
  %1434 = add nuw nsw i64 %1433, 0
  %1435 = getelementptr inbounds nuw double, ptr %1431, i64 %1434
  %1436 = load double, ptr %1435, align 8
  %1437 = getelementptr inbounds nuw float, ptr @__constant_32xf32_0, i64 %1415
  %1438 = load float, ptr %1437, align 4
  %1439 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %1415
  %1440 = load float, ptr %1439, align 4
  %1441 = fdiv double %1436, 3.200000e+01
  %1442 = fptrunc double %1441 to float
  %1443 = fadd float %1442, f0x3727C5AC
  %1444 = call float @llvm.sqrt.f32(float %1443)
  %1445 = fdiv float 1.000000e+00, %1444
  %1446 = fdiv float %1430, 3.200000e+01
  %1447 = fsub float %1424, %1446
  %1448 = fmul float %1447, %1445
  %1449 = fmul float %1448, %1438
  %1450 = fadd float %1449, %1440
  %1451 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1405, 1
  %1452 = mul nuw nsw i64 %1407, 256
  %1453 = mul nuw nsw i64 %1411, 32
  %1454 = add nuw nsw i64 %1452, %1453
  %1455 = add nuw nsw i64 %1454, %1415
  %1456 = getelementptr inbounds nuw float, ptr %1451, i64 %1455
  store float %1450, ptr %1456, align 4
  %1457 = add i64 %1415, 1
  br label %1414

1458:                                             ; preds = %1414
  %1459 = add i64 %1411, 1
  br label %1410

1460:                                             ; preds = %1410
  %1461 = add i64 %1407, 1
  br label %1406

1462:                                             ; preds = %1406
  %1463 = call ptr @malloc(i64 96)
  %1464 = ptrtoint ptr %1463 to i64
  %1465 = add i64 %1464, 63
  %1466 = urem i64 %1465, 64
  %1467 = sub i64 %1465, %1466
  %1468 = inttoptr i64 %1467 to ptr
  %1469 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1463, 0
  %1470 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1469, ptr %1468, 1
  %1471 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1470, i64 0, 2
  %1472 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1471, i64 1, 3, 0
  %1473 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1472, i64 8, 3, 1
  %1474 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1473, i64 1, 3, 2
  %1475 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1474, i64 8, 4, 0
  %1476 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1475, i64 1, 4, 1
  %1477 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1476, i64 1, 4, 2
  br label %1478

1478:                                             ; preds = %1504, %1462
  %1479 = phi i64 [ %1505, %1504 ], [ 0, %1462 ]
  %1480 = icmp slt i64 %1479, 1
  br i1 %1480, label %1481, label %1506

1481:                                             ; preds = %1478
  br label %1482

1482:                                             ; preds = %1502, %1481
  %1483 = phi i64 [ %1503, %1502 ], [ 0, %1481 ]
  %1484 = icmp slt i64 %1483, 8
  br i1 %1484, label %1485, label %1504

1485:                                             ; preds = %1482
  br label %1486

1486:                                             ; preds = %1489, %1485
  %1487 = phi i64 [ %1501, %1489 ], [ 0, %1485 ]
  %1488 = icmp slt i64 %1487, 1
  br i1 %1488, label %1489, label %1502

1489:                                             ; preds = %1486
  %1490 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %747, 1
  %1491 = mul nuw nsw i64 %1479, 8
  %1492 = add nuw nsw i64 %1491, %1483
  %1493 = add nuw nsw i64 %1492, %1487
  %1494 = getelementptr inbounds nuw float, ptr %1490, i64 %1493
  %1495 = load float, ptr %1494, align 4
  %1496 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1477, 1
  %1497 = mul nuw nsw i64 %1479, 8
  %1498 = add nuw nsw i64 %1497, %1483
  %1499 = add nuw nsw i64 %1498, %1487
  %1500 = getelementptr inbounds nuw float, ptr %1496, i64 %1499
  store float %1495, ptr %1500, align 4
  %1501 = add i64 %1487, 1
  br label %1486

1502:                                             ; preds = %1486
  %1503 = add i64 %1483, 1
  br label %1482

1504:                                             ; preds = %1482
  %1505 = add i64 %1479, 1
  br label %1478

1506:                                             ; preds = %1478
  br label %1507

1507:                                             ; preds = %1542, %1506
  %1508 = phi i64 [ %1543, %1542 ], [ 0, %1506 ]
  %1509 = icmp slt i64 %1508, 1
  br i1 %1509, label %1510, label %1544

1510:                                             ; preds = %1507
  br label %1511

1511:                                             ; preds = %1540, %1510
  %1512 = phi i64 [ %1541, %1540 ], [ 0, %1510 ]
  %1513 = icmp slt i64 %1512, 8
  br i1 %1513, label %1514, label %1542

1514:                                             ; preds = %1511
  br label %1515

1515:                                             ; preds = %1518, %1514
  %1516 = phi i64 [ %1539, %1518 ], [ 0, %1514 ]
  %1517 = icmp slt i64 %1516, 32
  br i1 %1517, label %1518, label %1540

1518:                                             ; preds = %1515
  %1519 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1405, 1
  %1520 = mul nuw nsw i64 %1508, 256
  %1521 = mul nuw nsw i64 %1512, 32
  %1522 = add nuw nsw i64 %1520, %1521
  %1523 = add nuw nsw i64 %1522, %1516
  %1524 = getelementptr inbounds nuw float, ptr %1519, i64 %1523
  %1525 = load float, ptr %1524, align 4
  %1526 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1477, 1
  %1527 = mul nuw nsw i64 %1508, 8
  %1528 = add nuw nsw i64 %1527, %1512
  %1529 = add nuw nsw i64 %1528, 0
  %1530 = getelementptr inbounds nuw float, ptr %1526, i64 %1529
  %1531 = load float, ptr %1530, align 4
  %1532 = fmul float %1525, %1525
  %1533 = fadd float %1532, %1531
  %1534 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1477, 1
  %1535 = mul nuw nsw i64 %1508, 8
  %1536 = add nuw nsw i64 %1535, %1512
  %1537 = add nuw nsw i64 %1536, 0
  %1538 = getelementptr inbounds nuw float, ptr %1534, i64 %1537
  store float %1533, ptr %1538, align 4
  %1539 = add i64 %1516, 1
  br label %1515

1540:                                             ; preds = %1515
  %1541 = add i64 %1512, 1
  br label %1511

1542:                                             ; preds = %1511
  %1543 = add i64 %1508, 1
  br label %1507

1544:                                             ; preds = %1507
  %1545 = call ptr @malloc(i64 1088)
  %1546 = ptrtoint ptr %1545 to i64
  %1547 = add i64 %1546, 63
  %1548 = urem i64 %1547, 64
  %1549 = sub i64 %1547, %1548
  %1550 = inttoptr i64 %1549 to ptr
  %1551 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1545, 0
  %1552 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1551, ptr %1550, 1
  %1553 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1552, i64 0, 2
  %1554 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1553, i64 1, 3, 0
  %1555 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1554, i64 8, 3, 1
  %1556 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1555, i64 32, 3, 2
  %1557 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1556, i64 256, 4, 0
  %1558 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1557, i64 32, 4, 1
  %1559 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1558, i64 1, 4, 2
  br label %1560

1560:                                             ; preds = %1611, %1544
  %1561 = phi i64 [ %1612, %1611 ], [ 0, %1544 ]
  %1562 = icmp slt i64 %1561, 1
  br i1 %1562, label %1563, label %1613

1563:                                             ; preds = %1560
  br label %1564

1564:                                             ; preds = %1609, %1563
  %1565 = phi i64 [ %1610, %1609 ], [ 0, %1563 ]
  %1566 = icmp slt i64 %1565, 8
  br i1 %1566, label %1567, label %1611

1567:                                             ; preds = %1564
  br label %1568

1568:                                             ; preds = %1571, %1567
  %1569 = phi i64 [ %1608, %1571 ], [ 0, %1567 ]
  %1570 = icmp slt i64 %1569, 32
  br i1 %1570, label %1571, label %1609

1571:                                             ; preds = %1568
  %1572 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1405, 1
  %1573 = mul nuw nsw i64 %1561, 256
  %1574 = mul nuw nsw i64 %1565, 32
  %1575 = add nuw nsw i64 %1573, %1574
  %1576 = add nuw nsw i64 %1575, %1569
  %1577 = getelementptr inbounds nuw float, ptr %1572, i64 %1576
  %1578 = load float, ptr %1577, align 4
  %1579 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1477, 1
  %1580 = mul nuw nsw i64 %1561, 8
  %1581 = add nuw nsw i64 %1580, %1565
  %1582 = add nuw nsw i64 %1581, 0
  %1583 = getelementptr inbounds nuw float, ptr %1579, i64 %1582
  %1584 = load float, ptr %1583, align 4
  %1585 = fdiv float %1584, 3.200000e+01
  %1586 = fadd float %1585, f0x358637BD
  %1587 = call float @llvm.sqrt.f32(float %1586)
  %1588 = fdiv float 1.000000e+00, %1587
  %1589 = fmul float %1578, %1588
  %1590 = fcmp olt float %1589, 0.000000e+00
  %1591 = uitofp i1 %1590 to float
  %1592 = fmul float %1591, -2.000000e+00
  %1593 = fadd float %1592, 1.000000e+00
  %1594 = fmul float %1593, %1589
  %1595 = fmul float %1594, -2.000000e+00
  %1596 = fmul float %1595, f0x3FB8AA3B
  %1597 = call float @llvm.exp2.f32(float %1596)
  %1598 = fsub float 1.000000e+00, %1597
  %1599 = fadd float %1597, 1.000000e+00
  %1600 = fdiv float %1598, %1599
  %1601 = fmul float %1593, %1600
  %1602 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1559, 1
  %1603 = mul nuw nsw i64 %1561, 256
  %1604 = mul nuw nsw i64 %1565, 32
  %1605 = add nuw nsw i64 %1603, %1604
  %1606 = add nuw nsw i64 %1605, %1569
  %1607 = getelementptr inbounds nuw float, ptr %1602, i64 %1606
  store float %1601, ptr %1607, align 4
  %1608 = add i64 %1569, 1
  br label %1568

1609:                                             ; preds = %1568
  %1610 = add i64 %1565, 1
  br label %1564

1611:                                             ; preds = %1564
  %1612 = add i64 %1561, 1
  br label %1560

1613:                                             ; preds = %1560
  %1614 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %31, 0
  call void @free(ptr %1614)
  %1615 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %73, 0
  call void @free(ptr %1615)
  %1616 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %169, 0
  call void @free(ptr %1616)
  %1617 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %265, 0
  call void @free(ptr %1617)
  %1618 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %361, 0
  call void @free(ptr %1618)
  %1619 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %400, 0
  call void @free(ptr %1619)
  %1620 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %505, 0
  call void @free(ptr %1620)
  %1621 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %552, 0
  call void @free(ptr %1621)
  %1622 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %603, 0
  call void @free(ptr %1622)
  %1623 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %692, 0
  call void @free(ptr %1623)
  %1624 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %747, 0
  call void @free(ptr %1624)
  %1625 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %785, 0
  call void @free(ptr %1625)
  %1626 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %866, 0
  call void @free(ptr %1626)
  %1627 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %905, 0
  call void @free(ptr %1627)
  %1628 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1014, 0
  call void @free(ptr %1628)
  %1629 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1068, 0
  call void @free(ptr %1629)
  %1630 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1115, 0
  call void @free(ptr %1630)
  %1631 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1153, 0
  call void @free(ptr %1631)
  %1632 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1234, 0
  call void @free(ptr %1632)
  %1633 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1324, 0
  call void @free(ptr %1633)
  %1634 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1405, 0
  call void @free(ptr %1634)
  %1635 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1477, 0
  call void @free(ptr %1635)
  ret { ptr, ptr, i64, [3 x i64], [3 x i64] } %1559
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
; irlower-stages: fx_graph=8e61057b8a82 torch_mlir=43a6a598ed0e linalg_on_tensors_mlir=c5ba5b247171 llvm_mlir=45cd1c5909e8
