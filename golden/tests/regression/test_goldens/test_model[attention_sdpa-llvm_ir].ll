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

432:                                              ; preds = %490, %431
  %433 = phi i64 [ %491, %490 ], [ 0, %431 ]
  %434 = icmp slt i64 %433, 1
  br i1 %434, label %435, label %492

435:                                              ; preds = %432
  br label %436

436:                                              ; preds = %488, %435
  %437 = phi i64 [ %489, %488 ], [ 0, %435 ]
  %438 = icmp slt i64 %437, 8
  br i1 %438, label %439, label %490

439:                                              ; preds = %436
  br label %440

440:                                              ; preds = %486, %439
  %441 = phi i64 [ %487, %486 ], [ 0, %439 ]
  %442 = icmp slt i64 %441, 8
  br i1 %442, label %443, label %488

443:                                              ; preds = %440
  br label %444

444:                                              ; preds = %447, %443
  %445 = phi i64 [ %485, %447 ], [ 0, %443 ]
  %446 = icmp slt i64 %445, 32
  br i1 %446, label %447, label %486

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
  %474 = fmul float %473, f0x3ED744FD
  %475 = fadd float %454, %456
  %476 = fmul float %475, f0x3ED744FD
  %477 = fmul float %476, %474
  %478 = fadd float %472, %477
  %479 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %400, 1
  %480 = mul nuw nsw i64 %433, 64
  %481 = mul nuw nsw i64 %437, 8
  %482 = add nuw nsw i64 %480, %481
  %483 = add nuw nsw i64 %482, %441
  %484 = getelementptr inbounds nuw float, ptr %479, i64 %483
  store float %478, ptr %484, align 4
  %485 = add i64 %445, 1
  br label %444

486:                                              ; preds = %444
  %487 = add i64 %441, 1
  br label %440

488:                                              ; preds = %440
  %489 = add i64 %437, 1
  br label %436

490:                                              ; preds = %436
  %491 = add i64 %433, 1
  br label %432

492:                                              ; preds = %432
  %493 = call ptr @malloc(i64 96)
  %494 = ptrtoint ptr %493 to i64
  %495 = add i64 %494, 63
  %496 = urem i64 %495, 64
  %497 = sub i64 %495, %496
  %498 = inttoptr i64 %497 to ptr
  %499 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %493, 0
  %500 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %499, ptr %498, 1
  %501 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %500, i64 0, 2
  %502 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %501, i64 1, 3, 0
  %503 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %502, i64 8, 3, 1
  %504 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %503, i64 1, 3, 2
  %505 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %504, i64 8, 4, 0
  %506 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %505, i64 1, 4, 1
  %507 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %506, i64 1, 4, 2
  br label %508

508:                                              ; preds = %528, %492
  %509 = phi i64 [ %529, %528 ], [ 0, %492 ]
  %510 = icmp slt i64 %509, 1
  br i1 %510, label %511, label %530

511:                                              ; preds = %508
  br label %512

512:                                              ; preds = %526, %511
  %513 = phi i64 [ %527, %526 ], [ 0, %511 ]
  %514 = icmp slt i64 %513, 8
  br i1 %514, label %515, label %528

515:                                              ; preds = %512
  br label %516

516:                                              ; preds = %519, %515
  %517 = phi i64 [ %525, %519 ], [ 0, %515 ]
  %518 = icmp slt i64 %517, 1
  br i1 %518, label %519, label %526

519:                                              ; preds = %516
  %520 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %507, 1
  %521 = mul nuw nsw i64 %509, 8
  %522 = add nuw nsw i64 %521, %513
  %523 = add nuw nsw i64 %522, %517
  %524 = getelementptr inbounds nuw float, ptr %520, i64 %523
  store float -inf, ptr %524, align 4
  %525 = add i64 %517, 1
  br label %516

526:                                              ; preds = %516
  %527 = add i64 %513, 1
  br label %512

528:                                              ; preds = %512
  %529 = add i64 %509, 1
  br label %508

530:                                              ; preds = %508
  %531 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %400, 0
  %532 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %400, 1
  %533 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %531, 0
  %534 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %533, ptr %532, 1
  %535 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %534, i64 0, 2
  %536 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %535, i64 1, 3, 0
  %537 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %536, i64 64, 4, 0
  %538 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %537, i64 8, 3, 1
  %539 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %538, i64 8, 4, 1
  %540 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %539, i64 1, 3, 2
  %541 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %540, i64 8, 4, 2
  %542 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %541, i64 8, 3, 3
  %543 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %542, i64 1, 4, 3
  %544 = call ptr @malloc(i64 96)
  %545 = ptrtoint ptr %544 to i64
  %546 = add i64 %545, 63
  %547 = urem i64 %546, 64
  %548 = sub i64 %546, %547
  %549 = inttoptr i64 %548 to ptr
  %550 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %544, 0
  %551 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %550, ptr %549, 1
  %552 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %551, i64 0, 2
  %553 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %552, i64 1, 3, 0
  %554 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %553, i64 8, 3, 1
  %555 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %554, i64 1, 3, 2
  %556 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %555, i64 8, 4, 0
  %557 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %556, i64 1, 4, 1
  %558 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %557, i64 1, 4, 2
  br label %559

559:                                              ; preds = %585, %530
  %560 = phi i64 [ %586, %585 ], [ 0, %530 ]
  %561 = icmp slt i64 %560, 1
  br i1 %561, label %562, label %587

562:                                              ; preds = %559
  br label %563

563:                                              ; preds = %583, %562
  %564 = phi i64 [ %584, %583 ], [ 0, %562 ]
  %565 = icmp slt i64 %564, 8
  br i1 %565, label %566, label %585

566:                                              ; preds = %563
  br label %567

567:                                              ; preds = %570, %566
  %568 = phi i64 [ %582, %570 ], [ 0, %566 ]
  %569 = icmp slt i64 %568, 1
  br i1 %569, label %570, label %583

570:                                              ; preds = %567
  %571 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %507, 1
  %572 = mul nuw nsw i64 %560, 8
  %573 = add nuw nsw i64 %572, %564
  %574 = add nuw nsw i64 %573, %568
  %575 = getelementptr inbounds nuw float, ptr %571, i64 %574
  %576 = load float, ptr %575, align 4
  %577 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %558, 1
  %578 = mul nuw nsw i64 %560, 8
  %579 = add nuw nsw i64 %578, %564
  %580 = add nuw nsw i64 %579, %568
  %581 = getelementptr inbounds nuw float, ptr %577, i64 %580
  store float %576, ptr %581, align 4
  %582 = add i64 %568, 1
  br label %567

583:                                              ; preds = %567
  %584 = add i64 %564, 1
  br label %563

585:                                              ; preds = %563
  %586 = add i64 %560, 1
  br label %559

587:                                              ; preds = %559
  br label %588

588:                                              ; preds = %630, %587
  %589 = phi i64 [ %631, %630 ], [ 0, %587 ]
  %590 = icmp slt i64 %589, 1
  br i1 %590, label %591, label %632

591:                                              ; preds = %588
  br label %592

592:                                              ; preds = %628, %591
  %593 = phi i64 [ %629, %628 ], [ 0, %591 ]
  %594 = icmp slt i64 %593, 8
  br i1 %594, label %595, label %630

595:                                              ; preds = %592
  br label %596

596:                                              ; preds = %626, %595
  %597 = phi i64 [ %627, %626 ], [ 0, %595 ]
  %598 = icmp slt i64 %597, 1
  br i1 %598, label %599, label %628

599:                                              ; preds = %596
  br label %600

600:                                              ; preds = %603, %599
  %601 = phi i64 [ %625, %603 ], [ 0, %599 ]
  %602 = icmp slt i64 %601, 8
  br i1 %602, label %603, label %626

603:                                              ; preds = %600
  %604 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %543, 1
  %605 = mul nuw nsw i64 %589, 64
  %606 = mul nuw nsw i64 %593, 8
  %607 = add nuw nsw i64 %605, %606
  %608 = mul nuw nsw i64 %597, 8
  %609 = add nuw nsw i64 %607, %608
  %610 = add nuw nsw i64 %609, %601
  %611 = getelementptr inbounds nuw float, ptr %604, i64 %610
  %612 = load float, ptr %611, align 4
  %613 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %558, 1
  %614 = mul nuw nsw i64 %589, 8
  %615 = add nuw nsw i64 %614, %593
  %616 = add nuw nsw i64 %615, %597
  %617 = getelementptr inbounds nuw float, ptr %613, i64 %616
  %618 = load float, ptr %617, align 4
  %619 = call float @llvm.maximum.f32(float %612, float %618)
  %620 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %558, 1
  %621 = mul nuw nsw i64 %589, 8
  %622 = add nuw nsw i64 %621, %593
  %623 = add nuw nsw i64 %622, %597
  %624 = getelementptr inbounds nuw float, ptr %620, i64 %623
  store float %619, ptr %624, align 4
  %625 = add i64 %601, 1
  br label %600

626:                                              ; preds = %600
  %627 = add i64 %597, 1
  br label %596

628:                                              ; preds = %596
  %629 = add i64 %593, 1
  br label %592

630:                                              ; preds = %592
  %631 = add i64 %589, 1
  br label %588

632:                                              ; preds = %588
  %633 = call ptr @malloc(i64 320)
  %634 = ptrtoint ptr %633 to i64
  %635 = add i64 %634, 63
  %636 = urem i64 %635, 64
  %637 = sub i64 %635, %636
  %638 = inttoptr i64 %637 to ptr
  %639 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %633, 0
  %640 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %639, ptr %638, 1
  %641 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %640, i64 0, 2
  %642 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %641, i64 1, 3, 0
  %643 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %642, i64 8, 3, 1
  %644 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %643, i64 8, 3, 2
  %645 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %644, i64 64, 4, 0
  %646 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %645, i64 8, 4, 1
  %647 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %646, i64 1, 4, 2
  br label %648

648:                                              ; preds = %685, %632
  %649 = phi i64 [ %686, %685 ], [ 0, %632 ]
  %650 = icmp slt i64 %649, 1
  br i1 %650, label %651, label %687

651:                                              ; preds = %648
  br label %652

652:                                              ; preds = %683, %651
  %653 = phi i64 [ %684, %683 ], [ 0, %651 ]
  %654 = icmp slt i64 %653, 8
  br i1 %654, label %655, label %685

655:                                              ; preds = %652
  br label %656

656:                                              ; preds = %659, %655
  %657 = phi i64 [ %682, %659 ], [ 0, %655 ]
  %658 = icmp slt i64 %657, 8
  br i1 %658, label %659, label %683

659:                                              ; preds = %656
  %660 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %400, 1
  %661 = mul nuw nsw i64 %649, 64
  %662 = mul nuw nsw i64 %653, 8
  %663 = add nuw nsw i64 %661, %662
  %664 = add nuw nsw i64 %663, %657
  %665 = getelementptr inbounds nuw float, ptr %660, i64 %664
  %666 = load float, ptr %665, align 4
  %667 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %558, 1
  %668 = mul nuw nsw i64 %649, 8
  %669 = add nuw nsw i64 %668, %653
  %670 = add nuw nsw i64 %669, 0
  %671 = getelementptr inbounds nuw float, ptr %667, i64 %670
  %672 = load float, ptr %671, align 4
  %673 = fsub float %666, %672
  %674 = fmul float %673, f0x3FB8AA3B
  %675 = call float @llvm.exp2.f32(float %674)
  %676 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %647, 1
  %677 = mul nuw nsw i64 %649, 64
  %678 = mul nuw nsw i64 %653, 8
  %679 = add nuw nsw i64 %677, %678
  %680 = add nuw nsw i64 %679, %657
  %681 = getelementptr inbounds nuw float, ptr %676, i64 %680
  store float %675, ptr %681, align 4
  %682 = add i64 %657, 1
  br label %656

683:                                              ; preds = %656
  %684 = add i64 %653, 1
  br label %652

685:                                              ; preds = %652
  %686 = add i64 %649, 1
  br label %648

687:                                              ; preds = %648
  %688 = call ptr @malloc(i64 96)
  %689 = ptrtoint ptr %688 to i64
  %690 = add i64 %689, 63
  %691 = urem i64 %690, 64
  %692 = sub i64 %690, %691
  %693 = inttoptr i64 %692 to ptr
  %694 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %688, 0
  %695 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %694, ptr %693, 1
  %696 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %695, i64 0, 2
  %697 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %696, i64 1, 3, 0
  %698 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %697, i64 8, 3, 1
  %699 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %698, i64 1, 3, 2
  %700 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %699, i64 8, 4, 0
  %701 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %700, i64 1, 4, 1
  %702 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %701, i64 1, 4, 2
  br label %703

703:                                              ; preds = %723, %687
  %704 = phi i64 [ %724, %723 ], [ 0, %687 ]
  %705 = icmp slt i64 %704, 1
  br i1 %705, label %706, label %725

706:                                              ; preds = %703
  br label %707

707:                                              ; preds = %721, %706
  %708 = phi i64 [ %722, %721 ], [ 0, %706 ]
  %709 = icmp slt i64 %708, 8
  br i1 %709, label %710, label %723

710:                                              ; preds = %707
  br label %711

711:                                              ; preds = %714, %710
  %712 = phi i64 [ %720, %714 ], [ 0, %710 ]
  %713 = icmp slt i64 %712, 1
  br i1 %713, label %714, label %721

714:                                              ; preds = %711
  %715 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %702, 1
  %716 = mul nuw nsw i64 %704, 8
  %717 = add nuw nsw i64 %716, %708
  %718 = add nuw nsw i64 %717, %712
  %719 = getelementptr inbounds nuw float, ptr %715, i64 %718
  store float 0.000000e+00, ptr %719, align 4
  %720 = add i64 %712, 1
  br label %711

721:                                              ; preds = %711
  %722 = add i64 %708, 1
  br label %707

723:                                              ; preds = %707
  %724 = add i64 %704, 1
  br label %703

725:                                              ; preds = %703
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

741:                                              ; preds = %767, %725
  %742 = phi i64 [ %768, %767 ], [ 0, %725 ]
  %743 = icmp slt i64 %742, 1
  br i1 %743, label %744, label %769

744:                                              ; preds = %741
  br label %745

745:                                              ; preds = %765, %744
  %746 = phi i64 [ %766, %765 ], [ 0, %744 ]
  %747 = icmp slt i64 %746, 8
  br i1 %747, label %748, label %767

748:                                              ; preds = %745
  br label %749

749:                                              ; preds = %752, %748
  %750 = phi i64 [ %764, %752 ], [ 0, %748 ]
  %751 = icmp slt i64 %750, 1
  br i1 %751, label %752, label %765

752:                                              ; preds = %749
  %753 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %702, 1
  %754 = mul nuw nsw i64 %742, 8
  %755 = add nuw nsw i64 %754, %746
  %756 = add nuw nsw i64 %755, %750
  %757 = getelementptr inbounds nuw float, ptr %753, i64 %756
  %758 = load float, ptr %757, align 4
  %759 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %740, 1
  %760 = mul nuw nsw i64 %742, 8
  %761 = add nuw nsw i64 %760, %746
  %762 = add nuw nsw i64 %761, %750
  %763 = getelementptr inbounds nuw float, ptr %759, i64 %762
  store float %758, ptr %763, align 4
  %764 = add i64 %750, 1
  br label %749

765:                                              ; preds = %749
  %766 = add i64 %746, 1
  br label %745

767:                                              ; preds = %745
  %768 = add i64 %742, 1
  br label %741

769:                                              ; preds = %741
  br label %770

770:                                              ; preds = %804, %769
  %771 = phi i64 [ %805, %804 ], [ 0, %769 ]
  %772 = icmp slt i64 %771, 1
  br i1 %772, label %773, label %806

773:                                              ; preds = %770
  br label %774

774:                                              ; preds = %802, %773
  %775 = phi i64 [ %803, %802 ], [ 0, %773 ]
  %776 = icmp slt i64 %775, 8
  br i1 %776, label %777, label %804

777:                                              ; preds = %774
  br label %778

778:                                              ; preds = %781, %777
  %779 = phi i64 [ %801, %781 ], [ 0, %777 ]
  %780 = icmp slt i64 %779, 8
  br i1 %780, label %781, label %802

781:                                              ; preds = %778
  %782 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %647, 1
  %783 = mul nuw nsw i64 %771, 64
  %784 = mul nuw nsw i64 %775, 8
  %785 = add nuw nsw i64 %783, %784
  %786 = add nuw nsw i64 %785, %779
  %787 = getelementptr inbounds nuw float, ptr %782, i64 %786
  %788 = load float, ptr %787, align 4
  %789 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %740, 1
  %790 = mul nuw nsw i64 %771, 8
  %791 = add nuw nsw i64 %790, %775
  %792 = add nuw nsw i64 %791, 0
  %793 = getelementptr inbounds nuw float, ptr %789, i64 %792
  %794 = load float, ptr %793, align 4
  %795 = fadd float %788, %794
  %796 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %740, 1
  %797 = mul nuw nsw i64 %771, 8
  %798 = add nuw nsw i64 %797, %775
  %799 = add nuw nsw i64 %798, 0
  %800 = getelementptr inbounds nuw float, ptr %796, i64 %799
  store float %795, ptr %800, align 4
  %801 = add i64 %779, 1
  br label %778

802:                                              ; preds = %778
  %803 = add i64 %775, 1
  br label %774

804:                                              ; preds = %774
  %805 = add i64 %771, 1
  br label %770

806:                                              ; preds = %770
  %807 = call ptr @malloc(i64 72)
  %808 = ptrtoint ptr %807 to i64
  %809 = add i64 %808, 63
  %810 = urem i64 %809, 64
  %811 = sub i64 %809, %810
  %812 = inttoptr i64 %811 to ptr
  %813 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %807, 0
  %814 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %813, ptr %812, 1
  %815 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %814, i64 0, 2
  %816 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %815, i64 1, 3, 0
  %817 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %816, i64 8, 3, 1
  %818 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %817, i64 1, 3, 2
  %819 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %818, i64 8, 4, 0
  %820 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %819, i64 1, 4, 1
  %821 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %820, i64 1, 4, 2
  br label %822

822:                                              ; preds = %842, %806
  %823 = phi i64 [ %843, %842 ], [ 0, %806 ]
  %824 = icmp slt i64 %823, 1
  br i1 %824, label %825, label %844

825:                                              ; preds = %822
  br label %826

826:                                              ; preds = %840, %825
  %827 = phi i64 [ %841, %840 ], [ 0, %825 ]
  %828 = icmp slt i64 %827, 8
  br i1 %828, label %829, label %842

829:                                              ; preds = %826
  br label %830

830:                                              ; preds = %833, %829
  %831 = phi i64 [ %839, %833 ], [ 0, %829 ]
  %832 = icmp slt i64 %831, 1
  br i1 %832, label %833, label %840

833:                                              ; preds = %830
  %834 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %821, 1
  %835 = mul nuw nsw i64 %823, 8
  %836 = add nuw nsw i64 %835, %827
  %837 = add nuw nsw i64 %836, %831
  %838 = getelementptr inbounds nuw i1, ptr %834, i64 %837
  store i1 true, ptr %838, align 1
  %839 = add i64 %831, 1
  br label %830

840:                                              ; preds = %830
  %841 = add i64 %827, 1
  br label %826

842:                                              ; preds = %826
  %843 = add i64 %823, 1
  br label %822

844:                                              ; preds = %822
  %845 = call ptr @malloc(i64 72)
  %846 = ptrtoint ptr %845 to i64
  %847 = add i64 %846, 63
  %848 = urem i64 %847, 64
  %849 = sub i64 %847, %848
  %850 = inttoptr i64 %849 to ptr
  %851 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %845, 0
  %852 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %851, ptr %850, 1
  %853 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %852, i64 0, 2
  %854 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %853, i64 1, 3, 0
  %855 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %854, i64 8, 3, 1
  %856 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %855, i64 1, 3, 2
  %857 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %856, i64 8, 4, 0
  %858 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %857, i64 1, 4, 1
  %859 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %858, i64 1, 4, 2
  br label %860

860:                                              ; preds = %886, %844
  %861 = phi i64 [ %887, %886 ], [ 0, %844 ]
  %862 = icmp slt i64 %861, 1
  br i1 %862, label %863, label %888

863:                                              ; preds = %860
  br label %864

864:                                              ; preds = %884, %863
  %865 = phi i64 [ %885, %884 ], [ 0, %863 ]
  %866 = icmp slt i64 %865, 8
  br i1 %866, label %867, label %886

867:                                              ; preds = %864
  br label %868

868:                                              ; preds = %871, %867
  %869 = phi i64 [ %883, %871 ], [ 0, %867 ]
  %870 = icmp slt i64 %869, 1
  br i1 %870, label %871, label %884

871:                                              ; preds = %868
  %872 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %821, 1
  %873 = mul nuw nsw i64 %861, 8
  %874 = add nuw nsw i64 %873, %865
  %875 = add nuw nsw i64 %874, %869
  %876 = getelementptr inbounds nuw i1, ptr %872, i64 %875
  %877 = load i1, ptr %876, align 1
  %878 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %859, 1
  %879 = mul nuw nsw i64 %861, 8
  %880 = add nuw nsw i64 %879, %865
  %881 = add nuw nsw i64 %880, %869
  %882 = getelementptr inbounds nuw i1, ptr %878, i64 %881
  store i1 %877, ptr %882, align 1
  %883 = add i64 %869, 1
  br label %868

884:                                              ; preds = %868
  %885 = add i64 %865, 1
  br label %864

886:                                              ; preds = %864
  %887 = add i64 %861, 1
  br label %860

888:                                              ; preds = %860
  br label %889

889:                                              ; preds = %925, %888
  %890 = phi i64 [ %926, %925 ], [ 0, %888 ]
  %891 = icmp slt i64 %890, 1
  br i1 %891, label %892, label %927

892:                                              ; preds = %889
  br label %893

893:                                              ; preds = %923, %892
  %894 = phi i64 [ %924, %923 ], [ 0, %892 ]
  %895 = icmp slt i64 %894, 8
  br i1 %895, label %896, label %925

896:                                              ; preds = %893
  br label %897

897:                                              ; preds = %900, %896
  %898 = phi i64 [ %922, %900 ], [ 0, %896 ]
  %899 = icmp slt i64 %898, 8
  br i1 %899, label %900, label %923

900:                                              ; preds = %897
  %901 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %400, 1
  %902 = mul nuw nsw i64 %890, 64
  %903 = mul nuw nsw i64 %894, 8
  %904 = add nuw nsw i64 %902, %903
  %905 = add nuw nsw i64 %904, %898
  %906 = getelementptr inbounds nuw float, ptr %901, i64 %905
  %907 = load float, ptr %906, align 4
  %908 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %859, 1
  %909 = mul nuw nsw i64 %890, 8
  %910 = add nuw nsw i64 %909, %894
  %911 = add nuw nsw i64 %910, 0
  %912 = getelementptr inbounds nuw i1, ptr %908, i64 %911
  %913 = load i1, ptr %912, align 1
  %914 = fpext float %907 to double
  %915 = fcmp oeq double %914, -inf
  %916 = and i1 %915, %913
  %917 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %859, 1
  %918 = mul nuw nsw i64 %890, 8
  %919 = add nuw nsw i64 %918, %894
  %920 = add nuw nsw i64 %919, 0
  %921 = getelementptr inbounds nuw i1, ptr %917, i64 %920
  store i1 %916, ptr %921, align 1
  %922 = add i64 %898, 1
  br label %897

923:                                              ; preds = %897
  %924 = add i64 %894, 1
  br label %893

925:                                              ; preds = %893
  %926 = add i64 %890, 1
  br label %889

927:                                              ; preds = %889
  %928 = call ptr @malloc(i64 1088)
  %929 = ptrtoint ptr %928 to i64
  %930 = add i64 %929, 63
  %931 = urem i64 %930, 64
  %932 = sub i64 %930, %931
  %933 = inttoptr i64 %932 to ptr
  %934 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %928, 0
  %935 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %934, ptr %933, 1
  %936 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %935, i64 0, 2
  %937 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %936, i64 1, 3, 0
  %938 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %937, i64 8, 3, 1
  %939 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %938, i64 32, 3, 2
  %940 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %939, i64 256, 4, 0
  %941 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %940, i64 32, 4, 1
  %942 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %941, i64 1, 4, 2
  br label %943

943:                                              ; preds = %964, %927
  %944 = phi i64 [ %965, %964 ], [ 0, %927 ]
  %945 = icmp slt i64 %944, 1
  br i1 %945, label %946, label %966

946:                                              ; preds = %943
  br label %947

947:                                              ; preds = %962, %946
  %948 = phi i64 [ %963, %962 ], [ 0, %946 ]
  %949 = icmp slt i64 %948, 8
  br i1 %949, label %950, label %964

950:                                              ; preds = %947
  br label %951

951:                                              ; preds = %954, %950
  %952 = phi i64 [ %961, %954 ], [ 0, %950 ]
  %953 = icmp slt i64 %952, 32
  br i1 %953, label %954, label %962

954:                                              ; preds = %951
  %955 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %942, 1
  %956 = mul nuw nsw i64 %944, 256
  %957 = mul nuw nsw i64 %948, 32
  %958 = add nuw nsw i64 %956, %957
  %959 = add nuw nsw i64 %958, %952
  %960 = getelementptr inbounds nuw float, ptr %955, i64 %959
  store float 0.000000e+00, ptr %960, align 4
  %961 = add i64 %952, 1
  br label %951

962:                                              ; preds = %951
  %963 = add i64 %948, 1
  br label %947

964:                                              ; preds = %947
  %965 = add i64 %944, 1
  br label %943

966:                                              ; preds = %943
  %967 = call ptr @malloc(i64 1088)
  %968 = ptrtoint ptr %967 to i64
  %969 = add i64 %968, 63
  %970 = urem i64 %969, 64
  %971 = sub i64 %969, %970
  %972 = inttoptr i64 %971 to ptr
  %973 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %967, 0
  %974 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %973, ptr %972, 1
  %975 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %974, i64 0, 2
  %976 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %975, i64 1, 3, 0
  %977 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %976, i64 8, 3, 1
  %978 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %977, i64 32, 3, 2
  %979 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %978, i64 256, 4, 0
  %980 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %979, i64 32, 4, 1
  %981 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %980, i64 1, 4, 2
  br label %982

982:                                              ; preds = %1010, %966
  %983 = phi i64 [ %1011, %1010 ], [ 0, %966 ]
  %984 = icmp slt i64 %983, 1
  br i1 %984, label %985, label %1012

985:                                              ; preds = %982
  br label %986

986:                                              ; preds = %1008, %985
  %987 = phi i64 [ %1009, %1008 ], [ 0, %985 ]
  %988 = icmp slt i64 %987, 8
  br i1 %988, label %989, label %1010

989:                                              ; preds = %986
  br label %990

990:                                              ; preds = %993, %989
  %991 = phi i64 [ %1007, %993 ], [ 0, %989 ]
  %992 = icmp slt i64 %991, 32
  br i1 %992, label %993, label %1008

993:                                              ; preds = %990
  %994 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %942, 1
  %995 = mul nuw nsw i64 %983, 256
  %996 = mul nuw nsw i64 %987, 32
  %997 = add nuw nsw i64 %995, %996
  %998 = add nuw nsw i64 %997, %991
  %999 = getelementptr inbounds nuw float, ptr %994, i64 %998
  %1000 = load float, ptr %999, align 4
  %1001 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %981, 1
  %1002 = mul nuw nsw i64 %983, 256
  %1003 = mul nuw nsw i64 %987, 32
  %1004 = add nuw nsw i64 %1002, %1003
  %1005 = add nuw nsw i64 %1004, %991
  %1006 = getelementptr inbounds nuw float, ptr %1001, i64 %1005
  store float %1000, ptr %1006, align 4
  %1007 = add i64 %991, 1
  br label %990

1008:                                             ; preds = %990
  %1009 = add i64 %987, 1
  br label %986

1010:                                             ; preds = %986
  %1011 = add i64 %983, 1
  br label %982

1012:                                             ; preds = %982
  br label %1013

1013:                                             ; preds = %1080, %1012
  %1014 = phi i64 [ %1081, %1080 ], [ 0, %1012 ]
  %1015 = icmp slt i64 %1014, 1
  br i1 %1015, label %1016, label %1082

1016:                                             ; preds = %1013
  br label %1017

1017:                                             ; preds = %1078, %1016
  %1018 = phi i64 [ %1079, %1078 ], [ 0, %1016 ]
  %1019 = icmp slt i64 %1018, 8
  br i1 %1019, label %1020, label %1080

1020:                                             ; preds = %1017
  br label %1021

1021:                                             ; preds = %1076, %1020
  %1022 = phi i64 [ %1077, %1076 ], [ 0, %1020 ]
  %1023 = icmp slt i64 %1022, 32
  br i1 %1023, label %1024, label %1078

1024:                                             ; preds = %1021
  br label %1025

1025:                                             ; preds = %1028, %1024
  %1026 = phi i64 [ %1075, %1028 ], [ 0, %1024 ]
  %1027 = icmp slt i64 %1026, 8
  br i1 %1027, label %1028, label %1076

1028:                                             ; preds = %1025
  %1029 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %859, 1
  %1030 = mul nuw nsw i64 %1014, 8
  %1031 = add nuw nsw i64 %1030, %1018
  %1032 = add nuw nsw i64 %1031, 0
  %1033 = getelementptr inbounds nuw i1, ptr %1029, i64 %1032
  %1034 = load i1, ptr %1033, align 1
  %1035 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %647, 1
  %1036 = mul nuw nsw i64 %1014, 64
  %1037 = mul nuw nsw i64 %1018, 8
  %1038 = add nuw nsw i64 %1036, %1037
  %1039 = add nuw nsw i64 %1038, %1026
  %1040 = getelementptr inbounds nuw float, ptr %1035, i64 %1039
  %1041 = load float, ptr %1040, align 4
  %1042 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %740, 1
  %1043 = mul nuw nsw i64 %1014, 8
  %1044 = add nuw nsw i64 %1043, %1018
  %1045 = add nuw nsw i64 %1044, 0
  %1046 = getelementptr inbounds nuw float, ptr %1042, i64 %1045
  %1047 = load float, ptr %1046, align 4
  %1048 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %265, 1
  %1049 = mul nuw nsw i64 %1014, 256
  %1050 = mul nuw nsw i64 %1026, 32
  %1051 = add nuw nsw i64 %1049, %1050
  %1052 = add nuw nsw i64 %1051, %1022
  %1053 = getelementptr inbounds nuw float, ptr %1048, i64 %1052
  %1054 = load float, ptr %1053, align 4
  %1055 = getelementptr inbounds nuw float, ptr @__constant_32xf32_1, i64 %1022
  %1056 = load float, ptr %1055, align 4
  %1057 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %981, 1
  %1058 = mul nuw nsw i64 %1014, 256
  %1059 = mul nuw nsw i64 %1018, 32
  %1060 = add nuw nsw i64 %1058, %1059
  %1061 = add nuw nsw i64 %1060, %1022
  %1062 = getelementptr inbounds nuw float, ptr %1057, i64 %1061
  %1063 = load float, ptr %1062, align 4
  %1064 = fadd float %1054, %1056
  %1065 = fdiv float %1041, %1047
  %1066 = select i1 %1034, float 0.000000e+00, float %1065
  %1067 = fmul float %1066, %1064
  %1068 = fadd float %1063, %1067
  %1069 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %981, 1
  %1070 = mul nuw nsw i64 %1014, 256
  %1071 = mul nuw nsw i64 %1018, 32
  %1072 = add nuw nsw i64 %1070, %1071
  %1073 = add nuw nsw i64 %1072, %1022
  %1074 = getelementptr inbounds nuw float, ptr %1069, i64 %1073
  store float %1068, ptr %1074, align 4
  %1075 = add i64 %1026, 1
  br label %1025

1076:                                             ; preds = %1025
  %1077 = add i64 %1022, 1
  br label %1021

1078:                                             ; preds = %1021
  %1079 = add i64 %1018, 1
  br label %1017

1080:                                             ; preds = %1017
  %1081 = add i64 %1014, 1
  br label %1013

1082:                                             ; preds = %1013
  %1083 = call ptr @malloc(i64 1088)
  %1084 = ptrtoint ptr %1083 to i64
  %1085 = add i64 %1084, 63
  %1086 = urem i64 %1085, 64
  %1087 = sub i64 %1085, %1086
  %1088 = inttoptr i64 %1087 to ptr
  %1089 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1083, 0
  %1090 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1089, ptr %1088, 1
  %1091 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1090, i64 0, 2
  %1092 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1091, i64 1, 3, 0
  %1093 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1092, i64 8, 3, 1
  %1094 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1093, i64 32, 3, 2
  %1095 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1094, i64 256, 4, 0
  %1096 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1095, i64 32, 4, 1
  %1097 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1096, i64 1, 4, 2
  br label %1098

1098:                                             ; preds = %1134, %1082
  %1099 = phi i64 [ %1135, %1134 ], [ 0, %1082 ]
  %1100 = icmp slt i64 %1099, 1
  br i1 %1100, label %1101, label %1136

1101:                                             ; preds = %1098
  br label %1102

1102:                                             ; preds = %1132, %1101
  %1103 = phi i64 [ %1133, %1132 ], [ 0, %1101 ]
  %1104 = icmp slt i64 %1103, 8
  br i1 %1104, label %1105, label %1134

1105:                                             ; preds = %1102
  br label %1106

1106:                                             ; preds = %1109, %1105
  %1107 = phi i64 [ %1131, %1109 ], [ 0, %1105 ]
  %1108 = icmp slt i64 %1107, 32
  br i1 %1108, label %1109, label %1132

1109:                                             ; preds = %1106
  %1110 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %981, 1
  %1111 = mul nuw nsw i64 %1099, 256
  %1112 = mul nuw nsw i64 %1103, 32
  %1113 = add nuw nsw i64 %1111, %1112
  %1114 = add nuw nsw i64 %1113, %1107
  %1115 = getelementptr inbounds nuw float, ptr %1110, i64 %1114
  %1116 = load float, ptr %1115, align 4
  %1117 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, 1
  %1118 = mul nuw nsw i64 %1099, 256
  %1119 = mul nuw nsw i64 %1103, 32
  %1120 = add nuw nsw i64 %1118, %1119
  %1121 = add nuw nsw i64 %1120, %1107
  %1122 = getelementptr inbounds nuw float, ptr %1117, i64 %1121
  %1123 = load float, ptr %1122, align 4
  %1124 = fadd float %1116, %1123
  %1125 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1097, 1
  %1126 = mul nuw nsw i64 %1099, 256
  %1127 = mul nuw nsw i64 %1103, 32
  %1128 = add nuw nsw i64 %1126, %1127
  %1129 = add nuw nsw i64 %1128, %1107
  %1130 = getelementptr inbounds nuw float, ptr %1125, i64 %1129
  store float %1124, ptr %1130, align 4
  %1131 = add i64 %1107, 1
  br label %1106

1132:                                             ; preds = %1106
  %1133 = add i64 %1103, 1
  br label %1102

1134:                                             ; preds = %1102
  %1135 = add i64 %1099, 1
  br label %1098

1136:                                             ; preds = %1098
  %1137 = call ptr @malloc(i64 2112)
  %1138 = ptrtoint ptr %1137 to i64
  %1139 = add i64 %1138, 63
  %1140 = urem i64 %1139, 64
  %1141 = sub i64 %1139, %1140
  %1142 = inttoptr i64 %1141 to ptr
  %1143 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1137, 0
  %1144 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1143, ptr %1142, 1
  %1145 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1144, i64 0, 2
  %1146 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1145, i64 1, 3, 0
  %1147 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1146, i64 8, 3, 1
  %1148 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1147, i64 32, 3, 2
  %1149 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1148, i64 256, 4, 0
  %1150 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1149, i64 32, 4, 1
  %1151 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1150, i64 1, 4, 2
  br label %1152

1152:                                             ; preds = %1181, %1136
  %1153 = phi i64 [ %1182, %1181 ], [ 0, %1136 ]
  %1154 = icmp slt i64 %1153, 1
  br i1 %1154, label %1155, label %1183

1155:                                             ; preds = %1152
  br label %1156

1156:                                             ; preds = %1179, %1155
  %1157 = phi i64 [ %1180, %1179 ], [ 0, %1155 ]
  %1158 = icmp slt i64 %1157, 8
  br i1 %1158, label %1159, label %1181

1159:                                             ; preds = %1156
  br label %1160

1160:                                             ; preds = %1163, %1159
  %1161 = phi i64 [ %1178, %1163 ], [ 0, %1159 ]
  %1162 = icmp slt i64 %1161, 32
  br i1 %1162, label %1163, label %1179

1163:                                             ; preds = %1160
  %1164 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1097, 1
  %1165 = mul nuw nsw i64 %1153, 256
  %1166 = mul nuw nsw i64 %1157, 32
  %1167 = add nuw nsw i64 %1165, %1166
  %1168 = add nuw nsw i64 %1167, %1161
  %1169 = getelementptr inbounds nuw float, ptr %1164, i64 %1168
  %1170 = load float, ptr %1169, align 4
  %1171 = fpext float %1170 to double
  %1172 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1151, 1
  %1173 = mul nuw nsw i64 %1153, 256
  %1174 = mul nuw nsw i64 %1157, 32
  %1175 = add nuw nsw i64 %1173, %1174
  %1176 = add nuw nsw i64 %1175, %1161
  %1177 = getelementptr inbounds nuw double, ptr %1172, i64 %1176
  store double %1171, ptr %1177, align 8
  %1178 = add i64 %1161, 1
  br label %1160

1179:                                             ; preds = %1160
  %1180 = add i64 %1157, 1
  br label %1156

1181:                                             ; preds = %1156
  %1182 = add i64 %1153, 1
  br label %1152

1183:                                             ; preds = %1152
  %1184 = call ptr @malloc(i64 128)
  %1185 = ptrtoint ptr %1184 to i64
  %1186 = add i64 %1185, 63
  %1187 = urem i64 %1186, 64
  %1188 = sub i64 %1186, %1187
  %1189 = inttoptr i64 %1188 to ptr
  %1190 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1184, 0
  %1191 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1190, ptr %1189, 1
  %1192 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1191, i64 0, 2
  %1193 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1192, i64 1, 3, 0
  %1194 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1193, i64 8, 3, 1
  %1195 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1194, i64 1, 3, 2
  %1196 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1195, i64 8, 4, 0
  %1197 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1196, i64 1, 4, 1
  %1198 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1197, i64 1, 4, 2
  br label %1199

1199:                                             ; preds = %1219, %1183
  %1200 = phi i64 [ %1220, %1219 ], [ 0, %1183 ]
  %1201 = icmp slt i64 %1200, 1
  br i1 %1201, label %1202, label %1221

1202:                                             ; preds = %1199
  br label %1203

1203:                                             ; preds = %1217, %1202
  %1204 = phi i64 [ %1218, %1217 ], [ 0, %1202 ]
  %1205 = icmp slt i64 %1204, 8
  br i1 %1205, label %1206, label %1219

1206:                                             ; preds = %1203
  br label %1207

1207:                                             ; preds = %1210, %1206
  %1208 = phi i64 [ %1216, %1210 ], [ 0, %1206 ]
  %1209 = icmp slt i64 %1208, 1
  br i1 %1209, label %1210, label %1217

1210:                                             ; preds = %1207
  %1211 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1198, 1
  %1212 = mul nuw nsw i64 %1200, 8
  %1213 = add nuw nsw i64 %1212, %1204
  %1214 = add nuw nsw i64 %1213, %1208
  %1215 = getelementptr inbounds nuw double, ptr %1211, i64 %1214
  store double 0.000000e+00, ptr %1215, align 8
  %1216 = add i64 %1208, 1
  br label %1207

1217:                                             ; preds = %1207
  %1218 = add i64 %1204, 1
  br label %1203

1219:                                             ; preds = %1203
  %1220 = add i64 %1200, 1
  br label %1199

1221:                                             ; preds = %1199
  %1222 = call ptr @malloc(i64 128)
  %1223 = ptrtoint ptr %1222 to i64
  %1224 = add i64 %1223, 63
  %1225 = urem i64 %1224, 64
  %1226 = sub i64 %1224, %1225
  %1227 = inttoptr i64 %1226 to ptr
  %1228 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1222, 0
  %1229 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1228, ptr %1227, 1
  %1230 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1229, i64 0, 2
  %1231 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1230, i64 1, 3, 0
  %1232 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1231, i64 8, 3, 1
  %1233 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1232, i64 1, 3, 2
  %1234 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1233, i64 8, 4, 0
  %1235 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1234, i64 1, 4, 1
  %1236 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1235, i64 1, 4, 2
  br label %1237

1237:                                             ; preds = %1263, %1221
  %1238 = phi i64 [ %1264, %1263 ], [ 0, %1221 ]
  %1239 = icmp slt i64 %1238, 1
  br i1 %1239, label %1240, label %1265

1240:                                             ; preds = %1237
  br label %1241

1241:                                             ; preds = %1261, %1240
  %1242 = phi i64 [ %1262, %1261 ], [ 0, %1240 ]
  %1243 = icmp slt i64 %1242, 8
  br i1 %1243, label %1244, label %1263

1244:                                             ; preds = %1241
  br label %1245

1245:                                             ; preds = %1248, %1244
  %1246 = phi i64 [ %1260, %1248 ], [ 0, %1244 ]
  %1247 = icmp slt i64 %1246, 1
  br i1 %1247, label %1248, label %1261

1248:                                             ; preds = %1245
  %1249 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1198, 1
  %1250 = mul nuw nsw i64 %1238, 8
  %1251 = add nuw nsw i64 %1250, %1242
  %1252 = add nuw nsw i64 %1251, %1246
  %1253 = getelementptr inbounds nuw double, ptr %1249, i64 %1252
  %1254 = load double, ptr %1253, align 8
  %1255 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1236, 1
  %1256 = mul nuw nsw i64 %1238, 8
  %1257 = add nuw nsw i64 %1256, %1242
  %1258 = add nuw nsw i64 %1257, %1246
  %1259 = getelementptr inbounds nuw double, ptr %1255, i64 %1258
  store double %1254, ptr %1259, align 8
  %1260 = add i64 %1246, 1
  br label %1245

1261:                                             ; preds = %1245
  %1262 = add i64 %1242, 1
  br label %1241

1263:                                             ; preds = %1241
  %1264 = add i64 %1238, 1
  br label %1237

1265:                                             ; preds = %1237
  br label %1266

1266:                                             ; preds = %1300, %1265
  %1267 = phi i64 [ %1301, %1300 ], [ 0, %1265 ]
  %1268 = icmp slt i64 %1267, 1
  br i1 %1268, label %1269, label %1302

1269:                                             ; preds = %1266
  br label %1270

1270:                                             ; preds = %1298, %1269
  %1271 = phi i64 [ %1299, %1298 ], [ 0, %1269 ]
  %1272 = icmp slt i64 %1271, 8
  br i1 %1272, label %1273, label %1300

1273:                                             ; preds = %1270
  br label %1274

1274:                                             ; preds = %1277, %1273
  %1275 = phi i64 [ %1297, %1277 ], [ 0, %1273 ]
  %1276 = icmp slt i64 %1275, 32
  br i1 %1276, label %1277, label %1298

1277:                                             ; preds = %1274
  %1278 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1151, 1
  %1279 = mul nuw nsw i64 %1267, 256
  %1280 = mul nuw nsw i64 %1271, 32
  %1281 = add nuw nsw i64 %1279, %1280
  %1282 = add nuw nsw i64 %1281, %1275
  %1283 = getelementptr inbounds nuw double, ptr %1278, i64 %1282
  %1284 = load double, ptr %1283, align 8
  %1285 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1236, 1
  %1286 = mul nuw nsw i64 %1267, 8
  %1287 = add nuw nsw i64 %1286, %1271
  %1288 = add nuw nsw i64 %1287, 0
  %1289 = getelementptr inbounds nuw double, ptr %1285, i64 %1288
  %1290 = load double, ptr %1289, align 8
  %1291 = fadd double %1284, %1290
  %1292 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1236, 1
  %1293 = mul nuw nsw i64 %1267, 8
  %1294 = add nuw nsw i64 %1293, %1271
  %1295 = add nuw nsw i64 %1294, 0
  %1296 = getelementptr inbounds nuw double, ptr %1292, i64 %1295
  store double %1291, ptr %1296, align 8
  %1297 = add i64 %1275, 1
  br label %1274

1298:                                             ; preds = %1274
  %1299 = add i64 %1271, 1
  br label %1270

1300:                                             ; preds = %1270
  %1301 = add i64 %1267, 1
  br label %1266

1302:                                             ; preds = %1266
  %1303 = call ptr @malloc(i64 128)
  %1304 = ptrtoint ptr %1303 to i64
  %1305 = add i64 %1304, 63
  %1306 = urem i64 %1305, 64
  %1307 = sub i64 %1305, %1306
  %1308 = inttoptr i64 %1307 to ptr
  %1309 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1303, 0
  %1310 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1309, ptr %1308, 1
  %1311 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1310, i64 0, 2
  %1312 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1311, i64 1, 3, 0
  %1313 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1312, i64 8, 3, 1
  %1314 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1313, i64 1, 3, 2
  %1315 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1314, i64 8, 4, 0
  %1316 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1315, i64 1, 4, 1
  %1317 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1316, i64 1, 4, 2
  br label %1318

1318:                                             ; preds = %1344, %1302
  %1319 = phi i64 [ %1345, %1344 ], [ 0, %1302 ]
  %1320 = icmp slt i64 %1319, 1
  br i1 %1320, label %1321, label %1346

1321:                                             ; preds = %1318
  br label %1322

1322:                                             ; preds = %1342, %1321
  %1323 = phi i64 [ %1343, %1342 ], [ 0, %1321 ]
  %1324 = icmp slt i64 %1323, 8
  br i1 %1324, label %1325, label %1344

1325:                                             ; preds = %1322
  br label %1326

1326:                                             ; preds = %1329, %1325
  %1327 = phi i64 [ %1341, %1329 ], [ 0, %1325 ]
  %1328 = icmp slt i64 %1327, 1
  br i1 %1328, label %1329, label %1342

1329:                                             ; preds = %1326
  %1330 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1198, 1
  %1331 = mul nuw nsw i64 %1319, 8
  %1332 = add nuw nsw i64 %1331, %1323
  %1333 = add nuw nsw i64 %1332, %1327
  %1334 = getelementptr inbounds nuw double, ptr %1330, i64 %1333
  %1335 = load double, ptr %1334, align 8
  %1336 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1317, 1
  %1337 = mul nuw nsw i64 %1319, 8
  %1338 = add nuw nsw i64 %1337, %1323
  %1339 = add nuw nsw i64 %1338, %1327
  %1340 = getelementptr inbounds nuw double, ptr %1336, i64 %1339
  store double %1335, ptr %1340, align 8
  %1341 = add i64 %1327, 1
  br label %1326

1342:                                             ; preds = %1326
  %1343 = add i64 %1323, 1
  br label %1322

1344:                                             ; preds = %1322
  %1345 = add i64 %1319, 1
  br label %1318

1346:                                             ; preds = %1318
  br label %1347

1347:                                             ; preds = %1390, %1346
  %1348 = phi i64 [ %1391, %1390 ], [ 0, %1346 ]
  %1349 = icmp slt i64 %1348, 1
  br i1 %1349, label %1350, label %1392

1350:                                             ; preds = %1347
  br label %1351

1351:                                             ; preds = %1388, %1350
  %1352 = phi i64 [ %1389, %1388 ], [ 0, %1350 ]
  %1353 = icmp slt i64 %1352, 8
  br i1 %1353, label %1354, label %1390

1354:                                             ; preds = %1351
  br label %1355

1355:                                             ; preds = %1358, %1354
  %1356 = phi i64 [ %1387, %1358 ], [ 0, %1354 ]
  %1357 = icmp slt i64 %1356, 32
  br i1 %1357, label %1358, label %1388

1358:                                             ; preds = %1355
  %1359 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1151, 1
  %1360 = mul nuw nsw i64 %1348, 256
  %1361 = mul nuw nsw i64 %1352, 32
  %1362 = add nuw nsw i64 %1360, %1361
  %1363 = add nuw nsw i64 %1362, %1356
  %1364 = getelementptr inbounds nuw double, ptr %1359, i64 %1363
  %1365 = load double, ptr %1364, align 8
  %1366 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1236, 1
  %1367 = mul nuw nsw i64 %1348, 8
  %1368 = add nuw nsw i64 %1367, %1352
  %1369 = add nuw nsw i64 %1368, 0
  %1370 = getelementptr inbounds nuw double, ptr %1366, i64 %1369
  %1371 = load double, ptr %1370, align 8
  %1372 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1317, 1
  %1373 = mul nuw nsw i64 %1348, 8
  %1374 = add nuw nsw i64 %1373, %1352
  %1375 = add nuw nsw i64 %1374, 0
  %1376 = getelementptr inbounds nuw double, ptr %1372, i64 %1375
  %1377 = load double, ptr %1376, align 8
  %1378 = fdiv double %1371, 3.200000e+01
  %1379 = fsub double %1365, %1378
  %1380 = fmul double %1379, %1379
  %1381 = fadd double %1380, %1377
  %1382 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1317, 1
  %1383 = mul nuw nsw i64 %1348, 8
  %1384 = add nuw nsw i64 %1383, %1352
  %1385 = add nuw nsw i64 %1384, 0
  %1386 = getelementptr inbounds nuw double, ptr %1382, i64 %1385
  store double %1381, ptr %1386, align 8
  %1387 = add i64 %1356, 1
  br label %1355

1388:                                             ; preds = %1355
  %1389 = add i64 %1352, 1
  br label %1351

1390:                                             ; preds = %1351
  %1391 = add i64 %1348, 1
  br label %1347

1392:                                             ; preds = %1347
  %1393 = call ptr @malloc(i64 96)
  %1394 = ptrtoint ptr %1393 to i64
  %1395 = add i64 %1394, 63
  %1396 = urem i64 %1395, 64
  %1397 = sub i64 %1395, %1396
  %1398 = inttoptr i64 %1397 to ptr
  %1399 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1393, 0
  %1400 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1399, ptr %1398, 1
  %1401 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1400, i64 0, 2
  %1402 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1401, i64 1, 3, 0
  %1403 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1402, i64 8, 3, 1
  %1404 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1403, i64 1, 3, 2
  %1405 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1404, i64 8, 4, 0
  %1406 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1405, i64 1, 4, 1
  %1407 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1406, i64 1, 4, 2
  br label %1408

1408:                                             ; preds = %1434, %1392
  %1409 = phi i64 [ %1435, %1434 ], [ 0, %1392 ]
  %1410 = icmp slt i64 %1409, 1
  br i1 %1410, label %1411, label %1436

1411:                                             ; preds = %1408
  br label %1412

1412:                                             ; preds = %1432, %1411
  %1413 = phi i64 [ %1433, %1432 ], [ 0, %1411 ]
  %1414 = icmp slt i64 %1413, 8
  br i1 %1414, label %1415, label %1434

1415:                                             ; preds = %1412
  br label %1416

1416:                                             ; preds = %1419, %1415
  %1417 = phi i64 [ %1431, %1419 ], [ 0, %1415 ]
  %1418 = icmp slt i64 %1417, 1
  br i1 %1418, label %1419, label %1432

1419:                                             ; preds = %1416
  %1420 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %702, 1
  %1421 = mul nuw nsw i64 %1409, 8
  %1422 = add nuw nsw i64 %1421, %1413
  %1423 = add nuw nsw i64 %1422, %1417
  %1424 = getelementptr inbounds nuw float, ptr %1420, i64 %1423
  %1425 = load float, ptr %1424, align 4
  %1426 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1407, 1
  %1427 = mul nuw nsw i64 %1409, 8
  %1428 = add nuw nsw i64 %1427, %1413
  %1429 = add nuw nsw i64 %1428, %1417
  %1430 = getelementptr inbounds nuw float, ptr %1426, i64 %1429
  store float %1425, ptr %1430, align 4
  %1431 = add i64 %1417, 1
  br label %1416

1432:                                             ; preds = %1416
  %1433 = add i64 %1413, 1
  br label %1412

1434:                                             ; preds = %1412
  %1435 = add i64 %1409, 1
  br label %1408

1436:                                             ; preds = %1408
  br label %1437

1437:                                             ; preds = %1471, %1436
  %1438 = phi i64 [ %1472, %1471 ], [ 0, %1436 ]
  %1439 = icmp slt i64 %1438, 1
  br i1 %1439, label %1440, label %1473

1440:                                             ; preds = %1437
  br label %1441

1441:                                             ; preds = %1469, %1440
  %1442 = phi i64 [ %1470, %1469 ], [ 0, %1440 ]
  %1443 = icmp slt i64 %1442, 8
  br i1 %1443, label %1444, label %1471

1444:                                             ; preds = %1441
  br label %1445

1445:                                             ; preds = %1448, %1444
  %1446 = phi i64 [ %1468, %1448 ], [ 0, %1444 ]
  %1447 = icmp slt i64 %1446, 32
  br i1 %1447, label %1448, label %1469

1448:                                             ; preds = %1445
  %1449 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1097, 1
  %1450 = mul nuw nsw i64 %1438, 256
  %1451 = mul nuw nsw i64 %1442, 32
  %1452 = add nuw nsw i64 %1450, %1451
  %1453 = add nuw nsw i64 %1452, %1446
  %1454 = getelementptr inbounds nuw float, ptr %1449, i64 %1453
  %1455 = load float, ptr %1454, align 4
  %1456 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1407, 1
  %1457 = mul nuw nsw i64 %1438, 8
  %1458 = add nuw nsw i64 %1457, %1442
  %1459 = add nuw nsw i64 %1458, 0
  %1460 = getelementptr inbounds nuw float, ptr %1456, i64 %1459
  %1461 = load float, ptr %1460, align 4
  %1462 = fadd float %1455, %1461
  %1463 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1407, 1
  %1464 = mul nuw nsw i64 %1438, 8
  %1465 = add nuw nsw i64 %1464, %1442
  %1466 = add nuw nsw i64 %1465, 0
  %1467 = getelementptr inbounds nuw float, ptr %1463, i64 %1466
  store float %1462, ptr %1467, align 4
  %1468 = add i64 %1446, 1
  br label %1445

1469:                                             ; preds = %1445
  %1470 = add i64 %1442, 1
  br label %1441

1471:                                             ; preds = %1441
  %1472 = add i64 %1438, 1
  br label %1437

1473:                                             ; preds = %1437
  %1474 = call ptr @malloc(i64 1088)
  %1475 = ptrtoint ptr %1474 to i64
  %1476 = add i64 %1475, 63
  %1477 = urem i64 %1476, 64
  %1478 = sub i64 %1476, %1477
  %1479 = inttoptr i64 %1478 to ptr
  %1480 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1474, 0
  %1481 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1480, ptr %1479, 1
  %1482 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1481, i64 0, 2
  %1483 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1482, i64 1, 3, 0
  %1484 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1483, i64 8, 3, 1
  %1485 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1484, i64 32, 3, 2
  %1486 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1485, i64 256, 4, 0
  %1487 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1486, i64 32, 4, 1
  %1488 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1487, i64 1, 4, 2
  br label %1489

1489:                                             ; preds = %1543, %1473
  %1490 = phi i64 [ %1544, %1543 ], [ 0, %1473 ]
  %1491 = icmp slt i64 %1490, 1
  br i1 %1491, label %1492, label %1545

1492:                                             ; preds = %1489
  br label %1493

1493:                                             ; preds = %1541, %1492
  %1494 = phi i64 [ %1542, %1541 ], [ 0, %1492 ]
  %1495 = icmp slt i64 %1494, 8
  br i1 %1495, label %1496, label %1543

1496:                                             ; preds = %1493
  br label %1497

1497:                                             ; preds = %1500, %1496
  %1498 = phi i64 [ %1540, %1500 ], [ 0, %1496 ]
  %1499 = icmp slt i64 %1498, 32
  br i1 %1499, label %1500, label %1541

1500:                                             ; preds = %1497
  %1501 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1097, 1
  %1502 = mul nuw nsw i64 %1490, 256
  %1503 = mul nuw nsw i64 %1494, 32
  %1504 = add nuw nsw i64 %1502, %1503
  %1505 = add nuw nsw i64 %1504, %1498
  %1506 = getelementptr inbounds nuw float, ptr %1501, i64 %1505
  %1507 = load float, ptr %1506, align 4
  %1508 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1407, 1
  %1509 = mul nuw nsw i64 %1490, 8
  %1510 = add nuw nsw i64 %1509, %1494
  %1511 = add nuw nsw i64 %1510, 0
  %1512 = getelementptr inbounds nuw float, ptr %1508, i64 %1511
  %1513 = load float, ptr %1512, align 4
  %1514 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1317, 1
  %1515 = mul nuw nsw i64 %1490, 8
  %1516 = add nuw nsw i64 %1515, %1494
  %1517 = add nuw nsw i64 %1516, 0
  %1518 = getelementptr inbounds nuw double, ptr %1514, i64 %1517
  %1519 = load double, ptr %1518, align 8
  %1520 = getelementptr inbounds nuw float, ptr @__constant_32xf32_0, i64 %1498
  %1521 = load float, ptr %1520, align 4
  %1522 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %1498
  %1523 = load float, ptr %1522, align 4
  %1524 = fdiv double %1519, 3.200000e+01
  %1525 = fptrunc double %1524 to float
  %1526 = fadd float %1525, f0x3727C5AC
  %1527 = call float @llvm.sqrt.f32(float %1526)
  %1528 = fdiv float 1.000000e+00, %1527
  %1529 = fdiv float %1513, 3.200000e+01
  %1530 = fsub float %1507, %1529
  %1531 = fmul float %1530, %1528
  %1532 = fmul float %1531, %1521
  %1533 = fadd float %1532, %1523
  %1534 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1488, 1
  %1535 = mul nuw nsw i64 %1490, 256
  %1536 = mul nuw nsw i64 %1494, 32
  %1537 = add nuw nsw i64 %1535, %1536
  %1538 = add nuw nsw i64 %1537, %1498
  %1539 = getelementptr inbounds nuw float, ptr %1534, i64 %1538
  store float %1533, ptr %1539, align 4
  %1540 = add i64 %1498, 1
  br label %1497

1541:                                             ; preds = %1497
  %1542 = add i64 %1494, 1
  br label %1493

1543:                                             ; preds = %1493
  %1544 = add i64 %1490, 1
  br label %1489

1545:                                             ; preds = %1489
  %1546 = call ptr @malloc(i64 96)
  %1547 = ptrtoint ptr %1546 to i64
  %1548 = add i64 %1547, 63
  %1549 = urem i64 %1548, 64
  %1550 = sub i64 %1548, %1549
  %1551 = inttoptr i64 %1550 to ptr
  %1552 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1546, 0
  %1553 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1552, ptr %1551, 1
  %1554 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1553, i64 0, 2
  %1555 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1554, i64 1, 3, 0
  %1556 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1555, i64 8, 3, 1
  %1557 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1556, i64 1, 3, 2
  %1558 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1557, i64 8, 4, 0
  %1559 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1558, i64 1, 4, 1
  %1560 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1559, i64 1, 4, 2
  br label %1561

1561:                                             ; preds = %1587, %1545
  %1562 = phi i64 [ %1588, %1587 ], [ 0, %1545 ]
  %1563 = icmp slt i64 %1562, 1
  br i1 %1563, label %1564, label %1589

1564:                                             ; preds = %1561
  br label %1565

1565:                                             ; preds = %1585, %1564
  %1566 = phi i64 [ %1586, %1585 ], [ 0, %1564 ]
  %1567 = icmp slt i64 %1566, 8
  br i1 %1567, label %1568, label %1587

1568:                                             ; preds = %1565
  br label %1569

1569:                                             ; preds = %1572, %1568
  %1570 = phi i64 [ %1584, %1572 ], [ 0, %1568 ]
  %1571 = icmp slt i64 %1570, 1
  br i1 %1571, label %1572, label %1585

1572:                                             ; preds = %1569
  %1573 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %702, 1
  %1574 = mul nuw nsw i64 %1562, 8
  %1575 = add nuw nsw i64 %1574, %1566
  %1576 = add nuw nsw i64 %1575, %1570
  %1577 = getelementptr inbounds nuw float, ptr %1573, i64 %1576
  %1578 = load float, ptr %1577, align 4
  %1579 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1560, 1
  %1580 = mul nuw nsw i64 %1562, 8
  %1581 = add nuw nsw i64 %1580, %1566
  %1582 = add nuw nsw i64 %1581, %1570
  %1583 = getelementptr inbounds nuw float, ptr %1579, i64 %1582
  store float %1578, ptr %1583, align 4
  %1584 = add i64 %1570, 1
  br label %1569

1585:                                             ; preds = %1569
  %1586 = add i64 %1566, 1
  br label %1565

1587:                                             ; preds = %1565
  %1588 = add i64 %1562, 1
  br label %1561

1589:                                             ; preds = %1561
  br label %1590

1590:                                             ; preds = %1625, %1589
  %1591 = phi i64 [ %1626, %1625 ], [ 0, %1589 ]
  %1592 = icmp slt i64 %1591, 1
  br i1 %1592, label %1593, label %1627

1593:                                             ; preds = %1590
  br label %1594

1594:                                             ; preds = %1623, %1593
  %1595 = phi i64 [ %1624, %1623 ], [ 0, %1593 ]
  %1596 = icmp slt i64 %1595, 8
  br i1 %1596, label %1597, label %1625

1597:                                             ; preds = %1594
  br label %1598

1598:                                             ; preds = %1601, %1597
  %1599 = phi i64 [ %1622, %1601 ], [ 0, %1597 ]
  %1600 = icmp slt i64 %1599, 32
  br i1 %1600, label %1601, label %1623

1601:                                             ; preds = %1598
  %1602 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1488, 1
  %1603 = mul nuw nsw i64 %1591, 256
  %1604 = mul nuw nsw i64 %1595, 32
  %1605 = add nuw nsw i64 %1603, %1604
  %1606 = add nuw nsw i64 %1605, %1599
  %1607 = getelementptr inbounds nuw float, ptr %1602, i64 %1606
  %1608 = load float, ptr %1607, align 4
  %1609 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1560, 1
  %1610 = mul nuw nsw i64 %1591, 8
  %1611 = add nuw nsw i64 %1610, %1595
  %1612 = add nuw nsw i64 %1611, 0
  %1613 = getelementptr inbounds nuw float, ptr %1609, i64 %1612
  %1614 = load float, ptr %1613, align 4
  %1615 = fmul float %1608, %1608
  %1616 = fadd float %1615, %1614
  %1617 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1560, 1
  %1618 = mul nuw nsw i64 %1591, 8
  %1619 = add nuw nsw i64 %1618, %1595
  %1620 = add nuw nsw i64 %1619, 0
  %1621 = getelementptr inbounds nuw float, ptr %1617, i64 %1620
  store float %1616, ptr %1621, align 4
  %1622 = add i64 %1599, 1
  br label %1598

1623:                                             ; preds = %1598
  %1624 = add i64 %1595, 1
  br label %1594

1625:                                             ; preds = %1594
  %1626 = add i64 %1591, 1
  br label %1590

1627:                                             ; preds = %1590
  %1628 = call ptr @malloc(i64 1088)
  %1629 = ptrtoint ptr %1628 to i64
  %1630 = add i64 %1629, 63
  %1631 = urem i64 %1630, 64
  %1632 = sub i64 %1630, %1631
  %1633 = inttoptr i64 %1632 to ptr
  %1634 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1628, 0
  %1635 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1634, ptr %1633, 1
  %1636 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1635, i64 0, 2
  %1637 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1636, i64 1, 3, 0
  %1638 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1637, i64 8, 3, 1
  %1639 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1638, i64 32, 3, 2
  %1640 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1639, i64 256, 4, 0
  %1641 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1640, i64 32, 4, 1
  %1642 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1641, i64 1, 4, 2
  br label %1643

1643:                                             ; preds = %1694, %1627
  %1644 = phi i64 [ %1695, %1694 ], [ 0, %1627 ]
  %1645 = icmp slt i64 %1644, 1
  br i1 %1645, label %1646, label %1696

1646:                                             ; preds = %1643
  br label %1647

1647:                                             ; preds = %1692, %1646
  %1648 = phi i64 [ %1693, %1692 ], [ 0, %1646 ]
  %1649 = icmp slt i64 %1648, 8
  br i1 %1649, label %1650, label %1694

1650:                                             ; preds = %1647
  br label %1651

1651:                                             ; preds = %1654, %1650
  %1652 = phi i64 [ %1691, %1654 ], [ 0, %1650 ]
  %1653 = icmp slt i64 %1652, 32
  br i1 %1653, label %1654, label %1692

1654:                                             ; preds = %1651
  %1655 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1488, 1
  %1656 = mul nuw nsw i64 %1644, 256
  %1657 = mul nuw nsw i64 %1648, 32
  %1658 = add nuw nsw i64 %1656, %1657
  %1659 = add nuw nsw i64 %1658, %1652
  %1660 = getelementptr inbounds nuw float, ptr %1655, i64 %1659
  %1661 = load float, ptr %1660, align 4
  %1662 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1560, 1
  %1663 = mul nuw nsw i64 %1644, 8
  %1664 = add nuw nsw i64 %1663, %1648
  %1665 = add nuw nsw i64 %1664, 0
  %1666 = getelementptr inbounds nuw float, ptr %1662, i64 %1665
  %1667 = load float, ptr %1666, align 4
  %1668 = fdiv float %1667, 3.200000e+01
  %1669 = fadd float %1668, f0x358637BD
  %1670 = call float @llvm.sqrt.f32(float %1669)
  %1671 = fdiv float 1.000000e+00, %1670
  %1672 = fmul float %1661, %1671
  %1673 = fcmp olt float %1672, 0.000000e+00
  %1674 = uitofp i1 %1673 to float
  %1675 = fmul float %1674, -2.000000e+00
  %1676 = fadd float %1675, 1.000000e+00
  %1677 = fmul float %1676, %1672
  %1678 = fmul float %1677, -2.000000e+00
  %1679 = fmul float %1678, f0x3FB8AA3B
  %1680 = call float @llvm.exp2.f32(float %1679)
  %1681 = fsub float 1.000000e+00, %1680
  %1682 = fadd float %1680, 1.000000e+00
  %1683 = fdiv float %1681, %1682
  %1684 = fmul float %1676, %1683
  %1685 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1642, 1
  %1686 = mul nuw nsw i64 %1644, 256
  %1687 = mul nuw nsw i64 %1648, 32
  %1688 = add nuw nsw i64 %1686, %1687
  %1689 = add nuw nsw i64 %1688, %1652
  %1690 = getelementptr inbounds nuw float, ptr %1685, i64 %1689
  store float %1684, ptr %1690, align 4
  %1691 = add i64 %1652, 1
  br label %1651

1692:                                             ; preds = %1651
  %1693 = add i64 %1648, 1
  br label %1647

1694:                                             ; preds = %1647
  %1695 = add i64 %1644, 1
  br label %1643

1696:                                             ; preds = %1643
  %1697 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %31, 0
  call void @free(ptr %1697)
  %1698 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %73, 0
  call void @free(ptr %1698)
  %1699 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %169, 0
  call void @free(ptr %1699)
  %1700 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %265, 0
  call void @free(ptr %1700)
  %1701 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %361, 0
  call void @free(ptr %1701)
  %1702 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %400, 0
  call void @free(ptr %1702)
  %1703 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %507, 0
  call void @free(ptr %1703)
  %1704 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %558, 0
  call void @free(ptr %1704)
  %1705 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %647, 0
  call void @free(ptr %1705)
  %1706 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %702, 0
  call void @free(ptr %1706)
  %1707 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %740, 0
  call void @free(ptr %1707)
  %1708 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %821, 0
  call void @free(ptr %1708)
  %1709 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %859, 0
  call void @free(ptr %1709)
  %1710 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %942, 0
  call void @free(ptr %1710)
  %1711 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %981, 0
  call void @free(ptr %1711)
  %1712 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1097, 0
  call void @free(ptr %1712)
  %1713 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1151, 0
  call void @free(ptr %1713)
  %1714 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1198, 0
  call void @free(ptr %1714)
  %1715 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1236, 0
  call void @free(ptr %1715)
  %1716 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1317, 0
  call void @free(ptr %1716)
  %1717 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1407, 0
  call void @free(ptr %1717)
  %1718 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1488, 0
  call void @free(ptr %1718)
  %1719 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1560, 0
  call void @free(ptr %1719)
  ret { ptr, ptr, i64, [3 x i64], [3 x i64] } %1642
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
; irlower-stages: fx_graph=44fa9db92603 torch_mlir=ea2bd53a2937 linalg_on_tensors_mlir=7f7e54a39b04 llvm_mlir=162fbdb077a4
