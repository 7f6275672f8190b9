; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@__constant_4xf32 = private constant [4 x float] [float f0xBD82ECE8, float f0x3E6C9563, float f0x3CA40E57, float f0x3E08C15A], align 64
@__constant_8xf32_0 = private constant [8 x float] [float f0x3D56BE44, float f0xBD4E54E0, float f0x3DC06991, float -8.269380e-02, float f0x39AF9CE8, float f0x3DD8F668, float f0x3DF00101, float f0xBD8BCF6B], align 64
@__constant_8x8x3x3xf32 = private constant [8 x [8 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 576 elements elided
@__constant_8xf32 = private constant [8 x float] [float f0xBE1A25C4, float f0xBDCE9437, float f0x3E1F2183, float f0xBE1FEE08, float f0xBC626941, float f0x3E42F27C, float f0x3D8E605F, float f0x3BB28C03], align 64
@__constant_8x3x3x3xf32 = private constant [8 x [3 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 216 elements elided
@__constant_8x1x1x4xf32 = private constant [8 x [1 x [1 x [4 x float]]]] zeroinitializer, align 64 ; 32 elements elided

declare void @free(ptr)

declare ptr @malloc(i64)

define { ptr, ptr, i64, [2 x i64], [2 x i64] } @main_graph(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10) {
  %12 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %0, 0
  %13 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12, ptr %1, 1
  %14 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13, i64 %2, 2
  %15 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14, i64 %3, 3, 0
  %16 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %15, i64 %7, 4, 0
  %17 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %16, i64 %4, 3, 1
  %18 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %17, i64 %8, 4, 1
  %19 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %18, i64 %5, 3, 2
  %20 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %19, i64 %9, 4, 2
  %21 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %20, i64 %6, 3, 3
  %22 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %21, i64 %10, 4, 3
  %23 = call ptr @malloc(i64 3952)
  %24 = ptrtoint ptr %23 to i64
  %25 = add i64 %24, 63
  %26 = urem i64 %25, 64
  %27 = sub i64 %25, %26
  %28 = inttoptr i64 %27 to ptr
  %29 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %23, 0
  %30 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %29, ptr %28, 1
  %31 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %30, i64 0, 2
  %32 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %31, i64 1, 3, 0
  %33 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %32, i64 3, 3, 1
  %34 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %33, i64 18, 3, 2
  %35 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %34, i64 18, 3, 3
  %36 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %35, i64 972, 4, 0
  %37 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %36, i64 324, 4, 1
  %38 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %37, i64 18, 4, 2
  %39 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %38, i64 1, 4, 3
  br label %40

40:                                               ; preds = %69, %11
  %41 = phi i64 [ %70, %69 ], [ 0, %11 ]
  %42 = icmp slt i64 %41, 1
  br i1 %42, label %43, label %71

43:                                               ; preds = %40
  br label %44

44:                                               ; preds = %67, %43
  %45 = phi i64 [ %68, %67 ], [ 0, %43 ]
  %46 = icmp slt i64 %45, 3
  br i1 %46, label %47, label %69

47:                                               ; preds = %44
  br label %48

48:                                               ; preds = %65, %47
  %49 = phi i64 [ %66, %65 ], [ 0, %47 ]
  %50 = icmp slt i64 %49, 18
  br i1 %50, label %51, label %67

51:                                               ; preds = %48
  br label %52

52:                                               ; preds = %55, %51
  %53 = phi i64 [ %64, %55 ], [ 0, %51 ]
  %54 = icmp slt i64 %53, 18
  br i1 %54, label %55, label %65

55:                                               ; preds = %52
  %56 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 1
  %57 = mul nuw nsw i64 %41, 972
  %58 = mul nuw nsw i64 %45, 324
  %59 = add nuw nsw i64 %57, %58
  %60 = mul nuw nsw i64 %49, 18
  %61 = add nuw nsw i64 %59, %60
  %62 = add nuw nsw i64 %61, %53
  %63 = getelementptr inbounds nuw float, ptr %56, i64 %62
  store float 0.000000e+00, ptr %63, align 4
  %64 = add i64 %53, 1
  br label %52

65:                                               ; preds = %52
  %66 = add i64 %49, 1
  br label %48

67:                                               ; preds = %48
  %68 = add i64 %45, 1
  br label %44

69:                                               ; preds = %44
  %70 = add i64 %41, 1
  br label %40

71:                                               ; preds = %40
  %72 = call ptr @malloc(i64 3952)
  %73 = ptrtoint ptr %72 to i64
  %74 = add i64 %73, 63
  %75 = urem i64 %74, 64
  %76 = sub i64 %74, %75
  %77 = inttoptr i64 %76 to ptr
  %78 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %72, 0
  %79 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %78, ptr %77, 1
  %80 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %79, i64 0, 2
  %81 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %80, i64 1, 3, 0
  %82 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %81, i64 3, 3, 1
  %83 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %82, i64 18, 3, 2
  %84 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %83, i64 18, 3, 3
  %85 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %84, i64 972, 4, 0
  %86 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %85, i64 324, 4, 1
  %87 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %86, i64 18, 4, 2
  %88 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %87, i64 1, 4, 3
  br label %89

89:                                               ; preds = %127, %71
  %90 = phi i64 [ %128, %127 ], [ 0, %71 ]
  %91 = icmp slt i64 %90, 1
  br i1 %91, label %92, label %129

92:                                               ; preds = %89
  br label %93

93:                                               ; preds = %125, %92
  %94 = phi i64 [ %126, %125 ], [ 0, %92 ]
  %95 = icmp slt i64 %94, 3
  br i1 %95, label %96, label %127

96:                                               ; preds = %93
  br label %97

97:                                               ; preds = %123, %96
  %98 = phi i64 [ %124, %123 ], [ 0, %96 ]
  %99 = icmp slt i64 %98, 18
  br i1 %99, label %100, label %125

100:                                              ; preds = %97
  br label %101

101:                                              ; preds = %104, %100
  %102 = phi i64 [ %122, %104 ], [ 0, %100 ]
  %103 = icmp slt i64 %102, 18
  br i1 %103, label %104, label %123

104:                                              ; preds = %101
  %105 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 1
  %106 = mul nuw nsw i64 %90, 972
  %107 = mul nuw nsw i64 %94, 324
  %108 = add nuw nsw i64 %106, %107
  %109 = mul nuw nsw i64 %98, 18
  %110 = add nuw nsw i64 %108, %109
  %111 = add nuw nsw i64 %110, %102
  %112 = getelementptr inbounds nuw float, ptr %105, i64 %111
  %113 = load float, ptr %112, align 4
  %114 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %88, 1
  %115 = mul nuw nsw i64 %90, 972
  %116 = mul nuw nsw i64 %94, 324
  %117 = add nuw nsw i64 %115, %116
  %118 = mul nuw nsw i64 %98, 18
  %119 = add nuw nsw i64 %117, %118
  %120 = add nuw nsw i64 %119, %102
  %121 = getelementptr inbounds nuw float, ptr %114, i64 %120
  store float %113, ptr %121, align 4
  %122 = add i64 %102, 1
  br label %101

123:                                              ; preds = %101
  %124 = add i64 %98, 1
  br label %97

125:                                              ; preds = %97
  %126 = add i64 %94, 1
  br label %93

127:                                              ; preds = %93
  %128 = add i64 %90, 1
  br label %89

129:                                              ; preds = %89
  %130 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %88, 0
  %131 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %88, 1
  %132 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %130, 0
  %133 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %132, ptr %131, 1
  %134 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %133, i64 19, 2
  %135 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %134, i64 1, 3, 0
  %136 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %135, i64 972, 4, 0
  %137 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %136, i64 3, 3, 1
  %138 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %137, i64 324, 4, 1
  %139 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %138, i64 16, 3, 2
  %140 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %139, i64 18, 4, 2
  %141 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %140, i64 16, 3, 3
  %142 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %141, i64 1, 4, 3
  br label %143

143:                                              ; preds = %182, %129
  %144 = phi i64 [ %183, %182 ], [ 0, %129 ]
  %145 = icmp slt i64 %144, 1
  br i1 %145, label %146, label %184

146:                                              ; preds = %143
  br label %147

147:                                              ; preds = %180, %146
  %148 = phi i64 [ %181, %180 ], [ 0, %146 ]
  %149 = icmp slt i64 %148, 3
  br i1 %149, label %150, label %182

150:                                              ; preds = %147
  br label %151

151:                                              ; preds = %178, %150
  %152 = phi i64 [ %179, %178 ], [ 0, %150 ]
  %153 = icmp slt i64 %152, 16
  br i1 %153, label %154, label %180

154:                                              ; preds = %151
  br label %155

155:                                              ; preds = %158, %154
  %156 = phi i64 [ %177, %158 ], [ 0, %154 ]
  %157 = icmp slt i64 %156, 16
  br i1 %157, label %158, label %178

158:                                              ; preds = %155
  %159 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %22, 1
  %160 = mul nuw nsw i64 %144, 768
  %161 = mul nuw nsw i64 %148, 256
  %162 = add nuw nsw i64 %160, %161
  %163 = mul nuw nsw i64 %152, 16
  %164 = add nuw nsw i64 %162, %163
  %165 = add nuw nsw i64 %164, %156
  %166 = getelementptr inbounds nuw float, ptr %159, i64 %165
  %167 = load float, ptr %166, align 4
  %168 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %142, 1
  %169 = getelementptr float, ptr %168, i64 19
  %170 = mul nuw nsw i64 %144, 972
  %171 = mul nuw nsw i64 %148, 324
  %172 = add nuw nsw i64 %170, %171
  %173 = mul nuw nsw i64 %152, 18
  %174 = add nuw nsw i64 %172, %173
  %175 = add nuw nsw i64 %174, %156
  %176 = getelementptr inbounds nuw float, ptr %169, i64 %175
  store float %167, ptr %176, align 4
  %177 = add i64 %156, 1
  br label %155

178:                                              ; preds = %155
  %179 = add i64 %152, 1
  br label %151

180:                                              ; preds = %151
  %181 = add i64 %148, 1
  br label %147

182:                                              ; preds = %147
  %183 = add i64 %144, 1
  br label %143

184:                                              ; preds = %143
  %185 = call ptr @malloc(i64 8256)
  %186 = ptrtoint ptr %185 to i64
  %187 = add i64 %186, 63
  %188 = urem i64 %187, 64
  %189 = sub i64 %187, %188
  %190 = inttoptr i64 %189 to ptr
  %191 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %185, 0
  %192 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %191, ptr %190, 1
  %193 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %192, i64 0, 2
  %194 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %193, i64 1, 3, 0
  %195 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %194, i64 8, 3, 1
  %196 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %195, i64 16, 3, 2
  %197 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %196, i64 16, 3, 3
  %198 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %197, i64 2048, 4, 0
  %199 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %198, i64 256, 4, 1
  %200 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %199, i64 16, 4, 2
  %201 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %200, i64 1, 4, 3
  br label %202

202:                                              ; preds = %233, %184
  %203 = phi i64 [ %234, %233 ], [ 0, %184 ]
  %204 = icmp slt i64 %203, 1
  br i1 %204, label %205, label %235

205:                                              ; preds = %202
  br label %206

206:                                              ; preds = %231, %205
  %207 = phi i64 [ %232, %231 ], [ 0, %205 ]
  %208 = icmp slt i64 %207, 8
  br i1 %208, label %209, label %233

209:                                              ; preds = %206
  br label %210

210:                                              ; preds = %229, %209
  %211 = phi i64 [ %230, %229 ], [ 0, %209 ]
  %212 = icmp slt i64 %211, 16
  br i1 %212, label %213, label %231

213:                                              ; preds = %210
  br label %214

214:                                              ; preds = %217, %213
  %215 = phi i64 [ %228, %217 ], [ 0, %213 ]
  %216 = icmp slt i64 %215, 16
  br i1 %216, label %217, label %229

217:                                              ; preds = %214
  %218 = getelementptr inbounds nuw float, ptr @__constant_8xf32, i64 %207
  %219 = load float, ptr %218, align 4
  %220 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %201, 1
  %221 = mul nuw nsw i64 %203, 2048
  %222 = mul nuw nsw i64 %207, 256
  %223 = add nuw nsw i64 %221, %222
  %224 = mul nuw nsw i64 %211, 16
  %225 = add nuw nsw i64 %223, %224
  %226 = add nuw nsw i64 %225, %215
  %227 = getelementptr inbounds nuw float, ptr %220, i64 %226
  store float %219, ptr %227, align 4
  %228 = add i64 %215, 1
  br label %214

229:                                              ; preds = %214
  %230 = add i64 %211, 1
  br label %210

231:                                              ; preds = %210
  %232 = add i64 %207, 1
  br label %206

233:                                              ; preds = %206
  %234 = add i64 %203, 1
  br label %202

235:                                              ; preds = %202
  %236 = call ptr @malloc(i64 8256)
  %237 = ptrtoint ptr %236 to i64
  %238 = add i64 %237, 63
  %239 = urem i64 %238, 64
  %240 = sub i64 %238, %239
  %241 = inttoptr i64 %240 to ptr
  %242 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %236, 0
  %243 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %242, ptr %241, 1
  %244 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %243, i64 0, 2
  %245 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %244, i64 1, 3, 0
  %246 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %245, i64 8, 3, 1
  %247 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %246, i64 16, 3, 2
  %248 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %247, i64 16, 3, 3
  %249 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %248, i64 2048, 4, 0
  %250 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %249, i64 256, 4, 1
  %251 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %250, i64 16, 4, 2
  %252 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %251, i64 1, 4, 3
  br label %253

253:                                              ; preds = %291, %235
  %254 = phi i64 [ %292, %291 ], [ 0, %235 ]
  %255 = icmp slt i64 %254, 1
  br i1 %255, label %256, label %293

256:                                              ; preds = %253
  br label %257

257:                                              ; preds = %289, %256
  %258 = phi i64 [ %290, %289 ], [ 0, %256 ]
  %259 = icmp slt i64 %258, 8
  br i1 %259, label %260, label %291

260:                                              ; preds = %257
  br label %261

261:                                              ; preds = %287, %260
  %262 = phi i64 [ %288, %287 ], [ 0, %260 ]
  %263 = icmp slt i64 %262, 16
  br i1 %263, label %264, label %289

264:                                              ; preds = %261
  br label %265

265:                                              ; preds = %268, %264
  %266 = phi i64 [ %286, %268 ], [ 0, %264 ]
  %267 = icmp slt i64 %266, 16
  br i1 %267, label %268, label %287

268:                                              ; preds = %265
  %269 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %201, 1
  %270 = mul nuw nsw i64 %254, 2048
  %271 = mul nuw nsw i64 %258, 256
  %272 = add nuw nsw i64 %270, %271
  %273 = mul nuw nsw i64 %262, 16
  %274 = add nuw nsw i64 %272, %273
  %275 = add nuw nsw i64 %274, %266
  %276 = getelementptr inbounds nuw float, ptr %269, i64 %275
  %277 = load float, ptr %276, align 4
  %278 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %252, 1
  %279 = mul nuw nsw i64 %254, 2048
  %280 = mul nuw nsw i64 %258, 256
  %281 = add nuw nsw i64 %279, %280
  %282 = mul nuw nsw i64 %262, 16
  %283 = add nuw nsw i64 %281, %282
  %284 = add nuw nsw i64 %283, %266
  %285 = getelementptr inbounds nuw float, ptr %278, i64 %284
  store float %277, ptr %285, align 4
  %286 = add i64 %266, 1
  br label %265

287:                                              ; preds = %265
  %288 = add i64 %262, 1
  br label %261

289:                                              ; preds = %261
  %290 = add i64 %258, 1
  br label %257

291:                                              ; preds = %257
  %292 = add i64 %254, 1
  br label %253

293:                                              ; preds = %253
  br label %294

294:                                              ; preds = %371, %293
  %295 = phi i64 [ %372, %371 ], [ 0, %293 ]
  %296 = icmp slt i64 %295, 1
  br i1 %296, label %297, label %373

297:                                              ; preds = %294
  br label %298

298:                                              ; preds = %369, %297
  %299 = phi i64 [ %370, %369 ], [ 0, %297 ]
  %300 = icmp slt i64 %299, 8
  br i1 %300, label %301, label %371

301:                                              ; preds = %298
  br label %302

302:                                              ; preds = %367, %301
  %303 = phi i64 [ %368, %367 ], [ 0, %301 ]
  %304 = icmp slt i64 %303, 16
  br i1 %304, label %305, label %369

305:                                              ; preds = %302
  br label %306

306:                                              ; preds = %365, %305
  %307 = phi i64 [ %366, %365 ], [ 0, %305 ]
  %308 = icmp slt i64 %307, 16
  br i1 %308, label %309, label %367

309:                                              ; preds = %306
  br label %310

310:                                              ; preds = %363, %309
  %311 = phi i64 [ %364, %363 ], [ 0, %309 ]
  %312 = icmp slt i64 %311, 3
  br i1 %312, label %313, label %365

313:                                              ; preds = %310
  br label %314

314:                                              ; preds = %361, %313
  %315 = phi i64 [ %362, %361 ], [ 0, %313 ]
  %316 = icmp slt i64 %315, 3
  br i1 %316, label %317, label %363

317:                                              ; preds = %314
  br label %318

318:                                              ; preds = %321, %317
  %319 = phi i64 [ %360, %321 ], [ 0, %317 ]
  %320 = icmp slt i64 %319, 3
  br i1 %320, label %321, label %361

321:                                              ; preds = %318
  %322 = add i64 %303, %315
  %323 = add i64 %307, %319
  %324 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %88, 1
  %325 = mul nuw nsw i64 %295, 972
  %326 = mul nuw nsw i64 %311, 324
  %327 = add nuw nsw i64 %325, %326
  %328 = mul nuw nsw i64 %322, 18
  %329 = add nuw nsw i64 %327, %328
  %330 = add nuw nsw i64 %329, %323
  %331 = getelementptr inbounds nuw float, ptr %324, i64 %330
  %332 = load float, ptr %331, align 4
  %333 = mul nuw nsw i64 %299, 27
  %334 = mul nuw nsw i64 %311, 9
  %335 = add nuw nsw i64 %333, %334
  %336 = mul nuw nsw i64 %315, 3
  %337 = add nuw nsw i64 %335, %336
  %338 = add nuw nsw i64 %337, %319
  %339 = getelementptr inbounds nuw float, ptr @__constant_8x3x3x3xf32, i64 %338
  %340 = load float, ptr %339, align 4
  %341 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %252, 1
  %342 = mul nuw nsw i64 %295, 2048
  %343 = mul nuw nsw i64 %299, 256
  %344 = add nuw nsw i64 %342, %343
  %345 = mul nuw nsw i64 %303, 16
  %346 = add nuw nsw i64 %344, %345
  %347 = add nuw nsw i64 %346, %307
  %348 = getelementptr inbounds nuw float, ptr %341, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = fmul float %332, %340
  %351 = fadd float %349, %350
  %352 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %252, 1
  %353 = mul nuw nsw i64 %295, 2048
  %354 = mul nuw nsw i64 %299, 256
  %355 = add nuw nsw i64 %353, %354
  %356 = mul nuw nsw i64 %303, 16
  %357 = add nuw nsw i64 %355, %356
  %358 = add nuw nsw i64 %357, %307
  %359 = getelementptr inbounds nuw float, ptr %352, i64 %358
  store float %351, ptr %359, align 4
  %360 = add i64 %319, 1
  br label %318

361:                                              ; preds = %318
  %362 = add i64 %315, 1
  br label %314

363:                                              ; preds = %314
  %364 = add i64 %311, 1
  br label %310

365:                                              ; preds = %310
  %366 = add i64 %307, 1
  br label %306

367:                                              ; preds = %306
  %368 = add i64 %303, 1
  br label %302

369:                                              ; preds = %302
  %370 = add i64 %299, 1
  br label %298

371:                                              ; preds = %298
  %372 = add i64 %295, 1
  br label %294

373:                                              ; preds = %294
  %374 = call ptr @malloc(i64 2112)
  %375 = ptrtoint ptr %374 to i64
  %376 = add i64 %375, 63
  %377 = urem i64 %376, 64
  %378 = sub i64 %376, %377
  %379 = inttoptr i64 %378 to ptr
  %380 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %374, 0
  %381 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %380, ptr %379, 1
  %382 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %381, i64 0, 2
  %383 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %382, i64 1, 3, 0
  %384 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %383, i64 8, 3, 1
  %385 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %384, i64 8, 3, 2
  %386 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %385, i64 8, 3, 3
  %387 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %386, i64 512, 4, 0
  %388 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %387, i64 64, 4, 1
  %389 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %388, i64 8, 4, 2
  %390 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %389, i64 1, 4, 3
  br label %391

391:                                              ; preds = %420, %373
  %392 = phi i64 [ %421, %420 ], [ 0, %373 ]
  %393 = icmp slt i64 %392, 1
  br i1 %393, label %394, label %422

394:                                              ; preds = %391
  br label %395

395:                                              ; preds = %418, %394
  %396 = phi i64 [ %419, %418 ], [ 0, %394 ]
  %397 = icmp slt i64 %396, 8
  br i1 %397, label %398, label %420

398:                                              ; preds = %395
  br label %399

399:                                              ; preds = %416, %398
  %400 = phi i64 [ %417, %416 ], [ 0, %398 ]
  %401 = icmp slt i64 %400, 8
  br i1 %401, label %402, label %418

402:                                              ; preds = %399
  br label %403

403:                                              ; preds = %406, %402
  %404 = phi i64 [ %415, %406 ], [ 0, %402 ]
  %405 = icmp slt i64 %404, 8
  br i1 %405, label %406, label %416

406:                                              ; preds = %403
  %407 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %390, 1
  %408 = mul nuw nsw i64 %392, 512
  %409 = mul nuw nsw i64 %396, 64
  %410 = add nuw nsw i64 %408, %409
  %411 = mul nuw nsw i64 %400, 8
  %412 = add nuw nsw i64 %410, %411
  %413 = add nuw nsw i64 %412, %404
  %414 = getelementptr inbounds nuw float, ptr %407, i64 %413
  store float -inf, ptr %414, align 4
  %415 = add i64 %404, 1
  br label %403

416:                                              ; preds = %403
  %417 = add i64 %400, 1
  br label %399

418:                                              ; preds = %399
  %419 = add i64 %396, 1
  br label %395

420:                                              ; preds = %395
  %421 = add i64 %392, 1
  br label %391

422:                                              ; preds = %391
  %423 = call ptr @malloc(i64 80)
  %424 = ptrtoint ptr %423 to i64
  %425 = add i64 %424, 63
  %426 = urem i64 %425, 64
  %427 = sub i64 %425, %426
  %428 = inttoptr i64 %427 to ptr
  %429 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %423, 0
  %430 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %429, ptr %428, 1
  %431 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %430, i64 0, 2
  %432 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %431, i64 2, 3, 0
  %433 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %432, i64 2, 3, 1
  %434 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %433, i64 2, 4, 0
  %435 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %434, i64 1, 4, 1
  %436 = call ptr @malloc(i64 2112)
  %437 = ptrtoint ptr %436 to i64
  %438 = add i64 %437, 63
  %439 = urem i64 %438, 64
  %440 = sub i64 %438, %439
  %441 = inttoptr i64 %440 to ptr
  %442 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %436, 0
  %443 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %442, ptr %441, 1
  %444 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %443, i64 0, 2
  %445 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %444, i64 1, 3, 0
  %446 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %445, i64 8, 3, 1
  %447 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %446, i64 8, 3, 2
  %448 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %447, i64 8, 3, 3
  %449 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %448, i64 512, 4, 0
  %450 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %449, i64 64, 4, 1
  %451 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %450, i64 8, 4, 2
  %452 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %451, i64 1, 4, 3
  br label %453

453:                                              ; preds = %491, %422
  %454 = phi i64 [ %492, %491 ], [ 0, %422 ]
  %455 = icmp slt i64 %454, 1
  br i1 %455, label %456, label %493

456:                                              ; preds = %453
  br label %457

457:                                              ; preds = %489, %456
  %458 = phi i64 [ %490, %489 ], [ 0, %456 ]
  %459 = icmp slt i64 %458, 8
  br i1 %459, label %460, label %491

460:                                              ; preds = %457
  br label %461

461:                                              ; preds = %487, %460
  %462 = phi i64 [ %488, %487 ], [ 0, %460 ]
  %463 = icmp slt i64 %462, 8
  br i1 %463, label %464, label %489

464:                                              ; preds = %461
  br label %465

465:                                              ; preds = %468, %464
  %466 = phi i64 [ %486, %468 ], [ 0, %464 ]
  %467 = icmp slt i64 %466, 8
  br i1 %467, label %468, label %487

468:                                              ; preds = %465
  %469 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %390, 1
  %470 = mul nuw nsw i64 %454, 512
  %471 = mul nuw nsw i64 %458, 64
  %472 = add nuw nsw i64 %470, %471
  %473 = mul nuw nsw i64 %462, 8
  %474 = add nuw nsw i64 %472, %473
  %475 = add nuw nsw i64 %474, %466
  %476 = getelementptr inbounds nuw float, ptr %469, i64 %475
  %477 = load float, ptr %476, align 4
  %478 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %452, 1
  %479 = mul nuw nsw i64 %454, 512
  %480 = mul nuw nsw i64 %458, 64
  %481 = add nuw nsw i64 %479, %480
  %482 = mul nuw nsw i64 %462, 8
  %483 = add nuw nsw i64 %481, %482
  %484 = add nuw nsw i64 %483, %466
  %485 = getelementptr inbounds nuw float, ptr %478, i64 %484
  store float %477, ptr %485, align 4
  %486 = add i64 %466, 1
  br label %465

487:                                              ; preds = %465
  %488 = add i64 %462, 1
  br label %461

489:                                              ; preds = %461
  %490 = add i64 %458, 1
  br label %457

491:                                              ; preds = %457
  %492 = add i64 %454, 1
  br label %453

493:                                              ; preds = %453
  br label %494

494:                                              ; preds = %560, %493
  %495 = phi i64 [ %561, %560 ], [ 0, %493 ]
  %496 = icmp slt i64 %495, 1
  br i1 %496, label %497, label %562

497:                                              ; preds = %494
  br label %498

498:                                              ; preds = %558, %497
  %499 = phi i64 [ %559, %558 ], [ 0, %497 ]
  %500 = icmp slt i64 %499, 8
  br i1 %500, label %501, label %560

501:                                              ; preds = %498
  br label %502

502:                                              ; preds = %556, %501
  %503 = phi i64 [ %557, %556 ], [ 0, %501 ]
  %504 = icmp slt i64 %503, 8
  br i1 %504, label %505, label %558

505:                                              ; preds = %502
  br label %506

506:                                              ; preds = %554, %505
  %507 = phi i64 [ %555, %554 ], [ 0, %505 ]
  %508 = icmp slt i64 %507, 8
  br i1 %508, label %509, label %556

509:                                              ; preds = %506
  br label %510

510:                                              ; preds = %552, %509
  %511 = phi i64 [ %553, %552 ], [ 0, %509 ]
  %512 = icmp slt i64 %511, 2
  br i1 %512, label %513, label %554

513:                                              ; preds = %510
  br label %514

514:                                              ; preds = %517, %513
  %515 = phi i64 [ %551, %517 ], [ 0, %513 ]
  %516 = icmp slt i64 %515, 2
  br i1 %516, label %517, label %552

517:                                              ; preds = %514
  %518 = mul nsw i64 %503, 2
  %519 = add i64 %518, %511
  %520 = mul nsw i64 %507, 2
  %521 = add i64 %520, %515
  %522 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %252, 1
  %523 = mul nuw nsw i64 %495, 2048
  %524 = mul nuw nsw i64 %499, 256
  %525 = add nuw nsw i64 %523, %524
  %526 = mul nuw nsw i64 %519, 16
  %527 = add nuw nsw i64 %525, %526
  %528 = add nuw nsw i64 %527, %521
  %529 = getelementptr inbounds nuw float, ptr %522, i64 %528
  %530 = load float, ptr %529, align 4
  %531 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %452, 1
  %532 = mul nuw nsw i64 %495, 512
  %533 = mul nuw nsw i64 %499, 64
  %534 = add nuw nsw i64 %532, %533
  %535 = mul nuw nsw i64 %503, 8
  %536 = add nuw nsw i64 %534, %535
  %537 = add nuw nsw i64 %536, %507
  %538 = getelementptr inbounds nuw float, ptr %531, i64 %537
  %539 = load float, ptr %538, align 4
  %540 = fcmp ugt float %530, 0.000000e+00
  %541 = select i1 %540, float %530, float 0.000000e+00
  %542 = call float @llvm.maximum.f32(float %539, float %541)
  %543 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %452, 1
  %544 = mul nuw nsw i64 %495, 512
  %545 = mul nuw nsw i64 %499, 64
  %546 = add nuw nsw i64 %544, %545
  %547 = mul nuw nsw i64 %503, 8
  %548 = add nuw nsw i64 %546, %547
  %549 = add nuw nsw i64 %548, %507
  %550 = getelementptr inbounds nuw float, ptr %543, i64 %549
  store float %542, ptr %550, align 4
  %551 = add i64 %515, 1
  br label %514

552:                                              ; preds = %514
  %553 = add i64 %511, 1
  br label %510

554:                                              ; preds = %510
  %555 = add i64 %507, 1
  br label %506

556:                                              ; preds = %506
  %557 = add i64 %503, 1
  br label %502

558:                                              ; preds = %502
  %559 = add i64 %499, 1
  br label %498

560:                                              ; preds = %498
  %561 = add i64 %495, 1
  br label %494

562:                                              ; preds = %494
  %563 = call ptr @malloc(i64 1216)
  %564 = ptrtoint ptr %563 to i64
  %565 = add i64 %564, 63
  %566 = urem i64 %565, 64
  %567 = sub i64 %565, %566
  %568 = inttoptr i64 %567 to ptr
  %569 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %563, 0
  %570 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %569, ptr %568, 1
  %571 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %570, i64 0, 2
  %572 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %571, i64 1, 3, 0
  %573 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %572, i64 8, 3, 1
  %574 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %573, i64 6, 3, 2
  %575 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %574, i64 6, 3, 3
  %576 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %575, i64 288, 4, 0
  %577 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %576, i64 36, 4, 1
  %578 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %577, i64 6, 4, 2
  %579 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %578, i64 1, 4, 3
  br label %580

580:                                              ; preds = %611, %562
  %581 = phi i64 [ %612, %611 ], [ 0, %562 ]
  %582 = icmp slt i64 %581, 1
  br i1 %582, label %583, label %613

583:                                              ; preds = %580
  br label %584

584:                                              ; preds = %609, %583
  %585 = phi i64 [ %610, %609 ], [ 0, %583 ]
  %586 = icmp slt i64 %585, 8
  br i1 %586, label %587, label %611

587:                                              ; preds = %584
  br label %588

588:                                              ; preds = %607, %587
  %589 = phi i64 [ %608, %607 ], [ 0, %587 ]
  %590 = icmp slt i64 %589, 6
  br i1 %590, label %591, label %609

591:                                              ; preds = %588
  br label %592

592:                                              ; preds = %595, %591
  %593 = phi i64 [ %606, %595 ], [ 0, %591 ]
  %594 = icmp slt i64 %593, 6
  br i1 %594, label %595, label %607

595:                                              ; preds = %592
  %596 = getelementptr inbounds nuw float, ptr @__constant_8xf32_0, i64 %585
  %597 = load float, ptr %596, align 4
  %598 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %579, 1
  %599 = mul nuw nsw i64 %581, 288
  %600 = mul nuw nsw i64 %585, 36
  %601 = add nuw nsw i64 %599, %600
  %602 = mul nuw nsw i64 %589, 6
  %603 = add nuw nsw i64 %601, %602
  %604 = add nuw nsw i64 %603, %593
  %605 = getelementptr inbounds nuw float, ptr %598, i64 %604
  store float %597, ptr %605, align 4
  %606 = add i64 %593, 1
  br label %592

607:                                              ; preds = %592
  %608 = add i64 %589, 1
  br label %588

609:                                              ; preds = %588
  %610 = add i64 %585, 1
  br label %584

611:                                              ; preds = %584
  %612 = add i64 %581, 1
  br label %580

613:                                              ; preds = %580
  %614 = call ptr @malloc(i64 1216)
  %615 = ptrtoint ptr %614 to i64
  %616 = add i64 %615, 63
  %617 = urem i64 %616, 64
  %618 = sub i64 %616, %617
  %619 = inttoptr i64 %618 to ptr
  %620 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %614, 0
  %621 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %620, ptr %619, 1
  %622 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %621, i64 0, 2
  %623 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %622, i64 1, 3, 0
  %624 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %623, i64 8, 3, 1
  %625 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %624, i64 6, 3, 2
  %626 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %625, i64 6, 3, 3
  %627 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %626, i64 288, 4, 0
  %628 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %627, i64 36, 4, 1
  %629 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %628, i64 6, 4, 2
  %630 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %629, i64 1, 4, 3
  br label %631

631:                                              ; preds = %669, %613
  %632 = phi i64 [ %670, %669 ], [ 0, %613 ]
  %633 = icmp slt i64 %632, 1
  br i1 %633, label %634, label %671

634:                                              ; preds = %631
  br label %635

635:                                              ; preds = %667, %634
  %636 = phi i64 [ %668, %667 ], [ 0, %634 ]
  %637 = icmp slt i64 %636, 8
  br i1 %637, label %638, label %669

638:                                              ; preds = %635
  br label %639

639:                                              ; preds = %665, %638
  %640 = phi i64 [ %666, %665 ], [ 0, %638 ]
  %641 = icmp slt i64 %640, 6
  br i1 %641, label %642, label %667

642:                                              ; preds = %639
  br label %643

643:                                              ; preds = %646, %642
  %644 = phi i64 [ %664, %646 ], [ 0, %642 ]
  %645 = icmp slt i64 %644, 6
  br i1 %645, label %646, label %665

646:                                              ; preds = %643
  %647 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %579, 1
  %648 = mul nuw nsw i64 %632, 288
  %649 = mul nuw nsw i64 %636, 36
  %650 = add nuw nsw i64 %648, %649
  %651 = mul nuw nsw i64 %640, 6
  %652 = add nuw nsw i64 %650, %651
  %653 = add nuw nsw i64 %652, %644
  %654 = getelementptr inbounds nuw float, ptr %647, i64 %653
  %655 = load float, ptr %654, align 4
  %656 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %630, 1
  %657 = mul nuw nsw i64 %632, 288
  %658 = mul nuw nsw i64 %636, 36
  %659 = add nuw nsw i64 %657, %658
  %660 = mul nuw nsw i64 %640, 6
  %661 = add nuw nsw i64 %659, %660
  %662 = add nuw nsw i64 %661, %644
  %663 = getelementptr inbounds nuw float, ptr %656, i64 %662
  store float %655, ptr %663, align 4
  %664 = add i64 %644, 1
  br label %643

665:                                              ; preds = %643
  %666 = add i64 %640, 1
  br label %639

667:                                              ; preds = %639
  %668 = add i64 %636, 1
  br label %635

669:                                              ; preds = %635
  %670 = add i64 %632, 1
  br label %631

671:                                              ; preds = %631
  br label %672

672:                                              ; preds = %749, %671
  %673 = phi i64 [ %750, %749 ], [ 0, %671 ]
  %674 = icmp slt i64 %673, 1
  br i1 %674, label %675, label %751

675:                                              ; preds = %672
  br label %676

676:                                              ; preds = %747, %675
  %677 = phi i64 [ %748, %747 ], [ 0, %675 ]
  %678 = icmp slt i64 %677, 8
  br i1 %678, label %679, label %749

679:                                              ; preds = %676
  br label %680

680:                                              ; preds = %745, %679
  %681 = phi i64 [ %746, %745 ], [ 0, %679 ]
  %682 = icmp slt i64 %681, 6
  br i1 %682, label %683, label %747

683:                                              ; preds = %680
  br label %684

684:                                              ; preds = %743, %683
  %685 = phi i64 [ %744, %743 ], [ 0, %683 ]
  %686 = icmp slt i64 %685, 6
  br i1 %686, label %687, label %745

687:                                              ; preds = %684
  br label %688

688:                                              ; preds = %741, %687
  %689 = phi i64 [ %742, %741 ], [ 0, %687 ]
  %690 = icmp slt i64 %689, 8
  br i1 %690, label %691, label %743

691:                                              ; preds = %688
  br label %692

692:                                              ; preds = %739, %691
  %693 = phi i64 [ %740, %739 ], [ 0, %691 ]
  %694 = icmp slt i64 %693, 3
  br i1 %694, label %695, label %741

695:                                              ; preds = %692
  br label %696

696:                                              ; preds = %699, %695
  %697 = phi i64 [ %738, %699 ], [ 0, %695 ]
  %698 = icmp slt i64 %697, 3
  br i1 %698, label %699, label %739

699:                                              ; preds = %696
  %700 = add i64 %681, %693
  %701 = add i64 %685, %697
  %702 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %452, 1
  %703 = mul nuw nsw i64 %673, 512
  %704 = mul nuw nsw i64 %689, 64
  %705 = add nuw nsw i64 %703, %704
  %706 = mul nuw nsw i64 %700, 8
  %707 = add nuw nsw i64 %705, %706
  %708 = add nuw nsw i64 %707, %701
  %709 = getelementptr inbounds nuw float, ptr %702, i64 %708
  %710 = load float, ptr %709, align 4
  %711 = mul nuw nsw i64 %677, 72
  %712 = mul nuw nsw i64 %689, 9
  %713 = add nuw nsw i64 %711, %712
  %714 = mul nuw nsw i64 %693, 3
  %715 = add nuw nsw i64 %713, %714
  %716 = add nuw nsw i64 %715, %697
  %717 = getelementptr inbounds nuw float, ptr @__constant_8x8x3x3xf32, i64 %716
  %718 = load float, ptr %717, align 4
  %719 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %630, 1
  %720 = mul nuw nsw i64 %673, 288
  %721 = mul nuw nsw i64 %677, 36
  %722 = add nuw nsw i64 %720, %721
  %723 = mul nuw nsw i64 %681, 6
  %724 = add nuw nsw i64 %722, %723
  %725 = add nuw nsw i64 %724, %685
  %726 = getelementptr inbounds nuw float, ptr %719, i64 %725
  %727 = load float, ptr %726, align 4
  %728 = fmul float %710, %718
  %729 = fadd float %727, %728
  %730 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %630, 1
  %731 = mul nuw nsw i64 %673, 288
  %732 = mul nuw nsw i64 %677, 36
  %733 = add nuw nsw i64 %731, %732
  %734 = mul nuw nsw i64 %681, 6
  %735 = add nuw nsw i64 %733, %734
  %736 = add nuw nsw i64 %735, %685
  %737 = getelementptr inbounds nuw float, ptr %730, i64 %736
  store float %729, ptr %737, align 4
  %738 = add i64 %697, 1
  br label %696

739:                                              ; preds = %696
  %740 = add i64 %693, 1
  br label %692

741:                                              ; preds = %692
  %742 = add i64 %689, 1
  br label %688

743:                                              ; preds = %688
  %744 = add i64 %685, 1
  br label %684

745:                                              ; preds = %684
  %746 = add i64 %681, 1
  br label %680

747:                                              ; preds = %680
  %748 = add i64 %677, 1
  br label %676

749:                                              ; preds = %676
  %750 = add i64 %673, 1
  br label %672

751:                                              ; preds = %672
  %752 = call ptr @malloc(i64 96)
  %753 = ptrtoint ptr %752 to i64
  %754 = add i64 %753, 63
  %755 = urem i64 %754, 64
  %756 = sub i64 %754, %755
  %757 = inttoptr i64 %756 to ptr
  %758 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %752, 0
  %759 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %758, ptr %757, 1
  %760 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %759, i64 0, 2
  %761 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %760, i64 1, 3, 0
  %762 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %761, i64 8, 3, 1
  %763 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %762, i64 1, 3, 2
  %764 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %763, i64 1, 3, 3
  %765 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %764, i64 8, 4, 0
  %766 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %765, i64 1, 4, 1
  %767 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %766, i64 1, 4, 2
  %768 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %767, i64 1, 4, 3
  br label %769

769:                                              ; preds = %796, %751
  %770 = phi i64 [ %797, %796 ], [ 0, %751 ]
  %771 = icmp slt i64 %770, 1
  br i1 %771, label %772, label %798

772:                                              ; preds = %769
  br label %773

773:                                              ; preds = %794, %772
  %774 = phi i64 [ %795, %794 ], [ 0, %772 ]
  %775 = icmp slt i64 %774, 8
  br i1 %775, label %776, label %796

776:                                              ; preds = %773
  br label %777

777:                                              ; preds = %792, %776
  %778 = phi i64 [ %793, %792 ], [ 0, %776 ]
  %779 = icmp slt i64 %778, 1
  br i1 %779, label %780, label %794

780:                                              ; preds = %777
  br label %781

781:                                              ; preds = %784, %780
  %782 = phi i64 [ %791, %784 ], [ 0, %780 ]
  %783 = icmp slt i64 %782, 1
  br i1 %783, label %784, label %792

784:                                              ; preds = %781
  %785 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %768, 1
  %786 = mul nuw nsw i64 %770, 8
  %787 = add nuw nsw i64 %786, %774
  %788 = add nuw nsw i64 %787, %778
  %789 = add nuw nsw i64 %788, %782
  %790 = getelementptr inbounds nuw float, ptr %785, i64 %789
  store float 0.000000e+00, ptr %790, align 4
  %791 = add i64 %782, 1
  br label %781

792:                                              ; preds = %781
  %793 = add i64 %778, 1
  br label %777

794:                                              ; preds = %777
  %795 = add i64 %774, 1
  br label %773

796:                                              ; preds = %773
  %797 = add i64 %770, 1
  br label %769

798:                                              ; preds = %769
  %799 = call ptr @malloc(i64 96)
  %800 = ptrtoint ptr %799 to i64
  %801 = add i64 %800, 63
  %802 = urem i64 %801, 64
  %803 = sub i64 %801, %802
  %804 = inttoptr i64 %803 to ptr
  %805 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %799, 0
  %806 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %805, ptr %804, 1
  %807 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %806, i64 0, 2
  %808 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %807, i64 1, 3, 0
  %809 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %808, i64 8, 3, 1
  %810 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %809, i64 1, 3, 2
  %811 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %810, i64 1, 3, 3
  %812 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %811, i64 8, 4, 0
  %813 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %812, i64 1, 4, 1
  %814 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %813, i64 1, 4, 2
  %815 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %814, i64 1, 4, 3
  br label %816

816:                                              ; preds = %850, %798
  %817 = phi i64 [ %851, %850 ], [ 0, %798 ]
  %818 = icmp slt i64 %817, 1
  br i1 %818, label %819, label %852

819:                                              ; preds = %816
  br label %820

820:                                              ; preds = %848, %819
  %821 = phi i64 [ %849, %848 ], [ 0, %819 ]
  %822 = icmp slt i64 %821, 8
  br i1 %822, label %823, label %850

823:                                              ; preds = %820
  br label %824

824:                                              ; preds = %846, %823
  %825 = phi i64 [ %847, %846 ], [ 0, %823 ]
  %826 = icmp slt i64 %825, 1
  br i1 %826, label %827, label %848

827:                                              ; preds = %824
  br label %828

828:                                              ; preds = %831, %827
  %829 = phi i64 [ %845, %831 ], [ 0, %827 ]
  %830 = icmp slt i64 %829, 1
  br i1 %830, label %831, label %846

831:                                              ; preds = %828
  %832 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %768, 1
  %833 = mul nuw nsw i64 %817, 8
  %834 = add nuw nsw i64 %833, %821
  %835 = add nuw nsw i64 %834, %825
  %836 = add nuw nsw i64 %835, %829
  %837 = getelementptr inbounds nuw float, ptr %832, i64 %836
  %838 = load float, ptr %837, align 4
  %839 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %815, 1
  %840 = mul nuw nsw i64 %817, 8
  %841 = add nuw nsw i64 %840, %821
  %842 = add nuw nsw i64 %841, %825
  %843 = add nuw nsw i64 %842, %829
  %844 = getelementptr inbounds nuw float, ptr %839, i64 %843
  store float %838, ptr %844, align 4
  %845 = add i64 %829, 1
  br label %828

846:                                              ; preds = %828
  %847 = add i64 %825, 1
  br label %824

848:                                              ; preds = %824
  %849 = add i64 %821, 1
  br label %820

850:                                              ; preds = %820
  %851 = add i64 %817, 1
  br label %816

852:                                              ; preds = %816
  br label %853

853:                                              ; preds = %897, %852
  %854 = phi i64 [ %898, %897 ], [ 0, %852 ]
  %855 = icmp slt i64 %854, 1
  br i1 %855, label %856, label %899

856:                                              ; preds = %853
  br label %857

857:                                              ; preds = %895, %856
  %858 = phi i64 [ %896, %895 ], [ 0, %856 ]
  %859 = icmp slt i64 %858, 8
  br i1 %859, label %860, label %897

860:                                              ; preds = %857
  br label %861

861:                                              ; preds = %893, %860
  %862 = phi i64 [ %894, %893 ], [ 0, %860 ]
  %863 = icmp slt i64 %862, 6
  br i1 %863, label %864, label %895

864:                                              ; preds = %861
  br label %865

865:                                              ; preds = %868, %864
  %866 = phi i64 [ %892, %868 ], [ 0, %864 ]
  %867 = icmp slt i64 %866, 6
  br i1 %867, label %868, label %893

868:                                              ; preds = %865
  %869 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %630, 1
  %870 = mul nuw nsw i64 %854, 288
  %871 = mul nuw nsw i64 %858, 36
  %872 = add nuw nsw i64 %870, %871
  %873 = mul nuw nsw i64 %862, 6
  %874 = add nuw nsw i64 %872, %873
  %875 = add nuw nsw i64 %874, %866
  %876 = getelementptr inbounds nuw float, ptr %869, i64 %875
  %877 = load float, ptr %876, align 4
  %878 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %815, 1
  %879 = mul nuw nsw i64 %854, 8
  %880 = add nuw nsw i64 %879, %858
  %881 = add nuw nsw i64 %880, 0
  %882 = add nuw nsw i64 %881, 0
  %883 = getelementptr inbounds nuw float, ptr %878, i64 %882
  %884 = load float, ptr %883, align 4
  %885 = fadd float %877, %884
  %886 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %815, 1
  %887 = mul nuw nsw i64 %854, 8
  %888 = add nuw nsw i64 %887, %858
  %889 = add nuw nsw i64 %888, 0
  %890 = add nuw nsw i64 %889, 0
  %891 = getelementptr inbounds nuw float, ptr %886, i64 %890
  store float %885, ptr %891, align 4
  %892 = add i64 %866, 1
  br label %865

893:                                              ; preds = %865
  %894 = add i64 %862, 1
  br label %861

895:                                              ; preds = %861
  %896 = add i64 %858, 1
  br label %857

897:                                              ; preds = %857
  %898 = add i64 %854, 1
  br label %853

899:                                              ; preds = %853
  %900 = call ptr @malloc(i64 80)
  %901 = ptrtoint ptr %900 to i64
  %902 = add i64 %901, 63
  %903 = urem i64 %902, 64
  %904 = sub i64 %902, %903
  %905 = inttoptr i64 %904 to ptr
  %906 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %900, 0
  %907 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %906, ptr %905, 1
  %908 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %907, i64 0, 2
  %909 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %908, i64 1, 3, 0
  %910 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %909, i64 4, 3, 1
  %911 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %910, i64 4, 4, 0
  %912 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %911, i64 1, 4, 1
  br label %913

913:                                              ; preds = %926, %899
  %914 = phi i64 [ %927, %926 ], [ 0, %899 ]
  %915 = icmp slt i64 %914, 1
  br i1 %915, label %916, label %928

916:                                              ; preds = %913
  br label %917

917:                                              ; preds = %920, %916
  %918 = phi i64 [ %925, %920 ], [ 0, %916 ]
  %919 = icmp slt i64 %918, 4
  br i1 %919, label %920, label %926

920:                                              ; preds = %917
  %921 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %912, 1
  %922 = mul nuw nsw i64 %914, 4
  %923 = add nuw nsw i64 %922, %918
  %924 = getelementptr inbounds nuw float, ptr %921, i64 %923
  store float 0.000000e+00, ptr %924, align 4
  %925 = add i64 %918, 1
  br label %917

926:                                              ; preds = %917
  %927 = add i64 %914, 1
  br label %913

928:                                              ; preds = %913
  %929 = call ptr @malloc(i64 80)
  %930 = ptrtoint ptr %929 to i64
  %931 = add i64 %930, 63
  %932 = urem i64 %931, 64
  %933 = sub i64 %931, %932
  %934 = inttoptr i64 %933 to ptr
  %935 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %929, 0
  %936 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %935, ptr %934, 1
  %937 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %936, i64 0, 2
  %938 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %937, i64 1, 3, 0
  %939 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %938, i64 4, 3, 1
  %940 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %939, i64 4, 4, 0
  %941 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %940, i64 1, 4, 1
  br label %942

942:                                              ; preds = %960, %928
  %943 = phi i64 [ %961, %960 ], [ 0, %928 ]
  %944 = icmp slt i64 %943, 1
  br i1 %944, label %945, label %962

945:                                              ; preds = %942
  br label %946

946:                                              ; preds = %949, %945
  %947 = phi i64 [ %959, %949 ], [ 0, %945 ]
  %948 = icmp slt i64 %947, 4
  br i1 %948, label %949, label %960

949:                                              ; preds = %946
  %950 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %912, 1
  %951 = mul nuw nsw i64 %943, 4
  %952 = add nuw nsw i64 %951, %947
  %953 = getelementptr inbounds nuw float, ptr %950, i64 %952
  %954 = load float, ptr %953, align 4
  %955 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %941, 1
  %956 = mul nuw nsw i64 %943, 4
  %957 = add nuw nsw i64 %956, %947
  %958 = getelementptr inbounds nuw float, ptr %955, i64 %957
  store float %954, ptr %958, align 4
  %959 = add i64 %947, 1
  br label %946

960:                                              ; preds = %946
  %961 = add i64 %943, 1
  br label %942

962:                                              ; preds = %942
  br label %963

963:                                              ; preds = %1017, %962
  %964 = phi i64 [ %1018, %1017 ], [ 0, %962 ]
  %965 = icmp slt i64 %964, 1
  br i1 %965, label %966, label %1019

966:                                              ; preds = %963
  br label %967

967:                                              ; preds = %1015, %966
  %968 = phi i64 [ %1016, %1015 ], [ 0, %966 ]
  %969 = icmp slt i64 %968, 4
  br i1 %969, label %970, label %1017

970:                                              ; preds = %967
  br label %971

971:                                              ; preds = %1013, %970
  %972 = phi i64 [ %1014, %1013 ], [ 0, %970 ]
  %973 = icmp slt i64 %972, 8
  br i1 %973, label %974, label %1015

974:                                              ; preds = %971
  br label %975

975:                                              ; preds = %1011, %974
  %976 = phi i64 [ %1012, %1011 ], [ 0, %974 ]
  %977 = icmp slt i64 %976, 1
  br i1 %977, label %978, label %1013

978:                                              ; preds = %975
  br label %979

979:                                              ; preds = %982, %978
  %980 = phi i64 [ %1010, %982 ], [ 0, %978 ]
  %981 = icmp slt i64 %980, 1
  br i1 %981, label %982, label %1011

982:                                              ; preds = %979
  %983 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %815, 1
  %984 = mul nuw nsw i64 %964, 8
  %985 = add nuw nsw i64 %984, %972
  %986 = add nuw nsw i64 %985, %976
  %987 = add nuw nsw i64 %986, %980
  %988 = getelementptr inbounds nuw float, ptr %983, i64 %987
  %989 = load float, ptr %988, align 4
  %990 = mul nuw nsw i64 %972, 4
  %991 = mul nuw nsw i64 %976, 4
  %992 = add nuw nsw i64 %990, %991
  %993 = mul nuw nsw i64 %980, 4
  %994 = add nuw nsw i64 %992, %993
  %995 = add nuw nsw i64 %994, %968
  %996 = getelementptr inbounds nuw float, ptr @__constant_8x1x1x4xf32, i64 %995
  %997 = load float, ptr %996, align 4
  %998 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %941, 1
  %999 = mul nuw nsw i64 %964, 4
  %1000 = add nuw nsw i64 %999, %968
  %1001 = getelementptr inbounds nuw float, ptr %998, i64 %1000
  %1002 = load float, ptr %1001, align 4
  %1003 = fdiv float %989, 3.600000e+01
  %1004 = fmul float %1003, %997
  %1005 = fadd float %1002, %1004
  %1006 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %941, 1
  %1007 = mul nuw nsw i64 %964, 4
  %1008 = add nuw nsw i64 %1007, %968
  %1009 = getelementptr inbounds nuw float, ptr %1006, i64 %1008
  store float %1005, ptr %1009, align 4
  %1010 = add i64 %980, 1
  br label %979

1011:                                             ; preds = %979
  %1012 = add i64 %976, 1
  br label %975

1013:                                             ; preds = %975
  %1014 = add i64 %972, 1
  br label %971

1015:                                             ; preds = %971
  %1016 = add i64 %968, 1
  br label %967

1017:                                             ; preds = %967
  %1018 = add i64 %964, 1
  br label %963

1019:                                             ; preds = %963
  %1020 = call ptr @malloc(i64 80)
  %1021 = ptrtoint ptr %1020 to i64
  %1022 = add i64 %1021, 63
  %1023 = urem i64 %1022, 64
  %1024 = sub i64 %1022, %1023
  %1025 = inttoptr i64 %1024 to ptr
  %1026 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1020, 0
  %1027 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1026, ptr %1025, 1
  %1028 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1027, i64 0, 2
  %1029 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1028, i64 1, 3, 0
  %1030 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1029, i64 4, 3, 1
  %1031 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1030, i64 4, 4, 0
  %1032 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1031, i64 1, 4, 1
  br label %1033

1033:                                             ; preds = %1054, %1019
  %1034 = phi i64 [ %1055, %1054 ], [ 0, %1019 ]
  %1035 = icmp slt i64 %1034, 1
  br i1 %1035, label %1036, label %1056

1036:                                             ; preds = %1033
  br label %1037

1037:                                             ; preds = %1040, %1036
  %1038 = phi i64 [ %1053, %1040 ], [ 0, %1036 ]
  %1039 = icmp slt i64 %1038, 4
  br i1 %1039, label %1040, label %1054

1040:                                             ; preds = %1037
  %1041 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %941, 1
  %1042 = mul nuw nsw i64 %1034, 4
  %1043 = add nuw nsw i64 %1042, %1038
  %1044 = getelementptr inbounds nuw float, ptr %1041, i64 %1043
  %1045 = load float, ptr %1044, align 4
  %1046 = getelementptr inbounds nuw float, ptr @__constant_4xf32, i64 %1038
  %1047 = load float, ptr %1046, align 4
  %1048 = fadd float %1045, %1047
  %1049 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1032, 1
  %1050 = mul nuw nsw i64 %1034, 4
  %1051 = add nuw nsw i64 %1050, %1038
  %1052 = getelementptr inbounds nuw float, ptr %1049, i64 %1051
  store float %1048, ptr %1052, align 4
  %1053 = add i64 %1038, 1
  br label %1037

1054:                                             ; preds = %1037
  %1055 = add i64 %1034, 1
  br label %1033

1056:                                             ; preds = %1033
  %1057 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 0
  call void @free(ptr %1057)
  %1058 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %88, 0
  call void @free(ptr %1058)
  %1059 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %201, 0
  call void @free(ptr %1059)
  %1060 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %252, 0
  call void @free(ptr %1060)
  %1061 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %390, 0
  call void @free(ptr %1061)
  %1062 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %435, 0
  call void @free(ptr %1062)
  %1063 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %452, 0
  call void @free(ptr %1063)
  %1064 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %579, 0
  call void @free(ptr %1064)
  %1065 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %630, 0
  call void @free(ptr %1065)
  %1066 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %768, 0
  call void @free(ptr %1066)
  %1067 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %815, 0
  call void @free(ptr %1067)
  %1068 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %912, 0
  call void @free(ptr %1068)
  %1069 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %941, 0
  call void @free(ptr %1069)
  ret { ptr, ptr, i64, [2 x i64], [2 x i64] } %1032
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; irlower-stages: fx_graph=f1590a9bd845 onnx=ff8ad91810f3 torch_mlir=17a659e8e4a9 linalg_on_tensors_mlir=5529955f7505 llvm_mlir=c856fc5e259a
