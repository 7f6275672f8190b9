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
  %72 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 0
  %73 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 1
  %74 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %72, 0
  %75 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %74, ptr %73, 1
  %76 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %75, i64 19, 2
  %77 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %76, i64 1, 3, 0
  %78 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %77, i64 972, 4, 0
  %79 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %78, i64 3, 3, 1
  %80 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %79, i64 324, 4, 1
  %81 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %80, i64 16, 3, 2
  %82 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %81, i64 18, 4, 2
  %83 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %82, i64 16, 3, 3
  %84 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %83, i64 1, 4, 3
  br label %85

85:                                               ; preds = %124, %71
  %86 = phi i64 [ %125, %124 ], [ 0, %71 ]
  %87 = icmp slt i64 %86, 1
  br i1 %87, label %88, label %126

88:                                               ; preds = %85
  br label %89

89:                                               ; preds = %122, %88
  %90 = phi i64 [ %123, %122 ], [ 0, %88 ]
  %91 = icmp slt i64 %90, 3
  br i1 %91, label %92, label %124

92:                                               ; preds = %89
  br label %93

93:                                               ; preds = %120, %92
  %94 = phi i64 [ %121, %120 ], [ 0, %92 ]
  %95 = icmp slt i64 %94, 16
  br i1 %95, label %96, label %122

96:                                               ; preds = %93
  br label %97

97:                                               ; preds = %100, %96
  %98 = phi i64 [ %119, %100 ], [ 0, %96 ]
  %99 = icmp slt i64 %98, 16
  br i1 %99, label %100, label %120

100:                                              ; preds = %97
  %101 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %22, 1
  %102 = mul nuw nsw i64 %86, 768
  %103 = mul nuw nsw i64 %90, 256
  %104 = add nuw nsw i64 %102, %103
  %105 = mul nuw nsw i64 %94, 16
  %106 = add nuw nsw i64 %104, %105
  %107 = add nuw nsw i64 %106, %98
  %108 = getelementptr inbounds nuw float, ptr %101, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %84, 1
  %111 = getelementptr float, ptr %110, i64 19
  %112 = mul nuw nsw i64 %86, 972
  %113 = mul nuw nsw i64 %90, 324
  %114 = add nuw nsw i64 %112, %113
  %115 = mul nuw nsw i64 %94, 18
  %116 = add nuw nsw i64 %114, %115
  %117 = add nuw nsw i64 %116, %98
  %118 = getelementptr inbounds nuw float, ptr %111, i64 %117
  store float %109, ptr %118, align 4
  %119 = add i64 %98, 1
  br label %97

120:                                              ; preds = %97
  %121 = add i64 %94, 1
  br label %93

122:                                              ; preds = %93
  %123 = add i64 %90, 1
  br label %89

124:                                              ; preds = %89
  %125 = add i64 %86, 1
  br label %85

126:                                              ; preds = %85
  %127 = call ptr @malloc(i64 8256)
  %128 = ptrtoint ptr %127 to i64
  %129 = add i64 %128, 63
  %130 = urem i64 %129, 64
  %131 = sub i64 %129, %130
  %132 = inttoptr i64 %131 to ptr
  %133 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %127, 0
  %134 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %133, ptr %132, 1
  %135 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %134, i64 0, 2
  %136 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %135, i64 1, 3, 0
  %137 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %136, i64 8, 3, 1
  %138 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %137, i64 16, 3, 2
  %139 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %138, i64 16, 3, 3
  %140 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %139, i64 2048, 4, 0
  %141 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %140, i64 256, 4, 1
  %142 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %141, i64 16, 4, 2
  %143 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %142, i64 1, 4, 3
  br label %144

144:                                              ; preds = %175, %126
  %145 = phi i64 [ %176, %175 ], [ 0, %126 ]
  %146 = icmp slt i64 %145, 1
  br i1 %146, label %147, label %177

147:                                              ; preds = %144
  br label %148

148:                                              ; preds = %173, %147
  %149 = phi i64 [ %174, %173 ], [ 0, %147 ]
  %150 = icmp slt i64 %149, 8
  br i1 %150, label %151, label %175

151:                                              ; preds = %148
  br label %152

152:                                              ; preds = %171, %151
  %153 = phi i64 [ %172, %171 ], [ 0, %151 ]
  %154 = icmp slt i64 %153, 16
  br i1 %154, label %155, label %173

155:                                              ; preds = %152
  br label %156

156:                                              ; preds = %159, %155
  %157 = phi i64 [ %170, %159 ], [ 0, %155 ]
  %158 = icmp slt i64 %157, 16
  br i1 %158, label %159, label %171

159:                                              ; preds = %156
  %160 = getelementptr inbounds nuw float, ptr @__constant_8xf32, i64 %149
  %161 = load float, ptr %160, align 4
  %162 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 1
  %163 = mul nuw nsw i64 %145, 2048
  %164 = mul nuw nsw i64 %149, 256
  %165 = add nuw nsw i64 %163, %164
  %166 = mul nuw nsw i64 %153, 16
  %167 = add nuw nsw i64 %165, %166
  %168 = add nuw nsw i64 %167, %157
  %169 = getelementptr inbounds nuw float, ptr %162, i64 %168
  store float %161, ptr %169, align 4
  %170 = add i64 %157, 1
  br label %156

171:                                              ; preds = %156
  %172 = add i64 %153, 1
  br label %152

173:                                              ; preds = %152
  %174 = add i64 %149, 1
  br label %148

175:                                              ; preds = %148
  %176 = add i64 %145, 1
  br label %144

177:                                              ; preds = %144
  br label %178

178:                                              ; preds = %255, %177
  %179 = phi i64 [ %256, %255 ], [ 0, %177 ]
  %180 = icmp slt i64 %179, 1
  br i1 %180, label %181, label %257

181:                                              ; preds = %178
  br label %182

182:                                              ; preds = %253, %181
  %183 = phi i64 [ %254, %253 ], [ 0, %181 ]
  %184 = icmp slt i64 %183, 8
  br i1 %184, label %185, label %255

185:                                              ; preds = %182
  br label %186

186:                                              ; preds = %251, %185
  %187 = phi i64 [ %252, %251 ], [ 0, %185 ]
  %188 = icmp slt i64 %187, 16
  br i1 %188, label %189, label %253

189:                                              ; preds = %186
  br label %190

190:                                              ; preds = %249, %189
  %191 = phi i64 [ %250, %249 ], [ 0, %189 ]
  %192 = icmp slt i64 %191, 16
  br i1 %192, label %193, label %251

193:                                              ; preds = %190
  br label %194

194:                                              ; preds = %247, %193
  %195 = phi i64 [ %248, %247 ], [ 0, %193 ]
  %196 = icmp slt i64 %195, 3
  br i1 %196, label %197, label %249

197:                                              ; preds = %194
  br label %198

198:                                              ; preds = %245, %197
  %199 = phi i64 [ %246, %245 ], [ 0, %197 ]
  %200 = icmp slt i64 %199, 3
  br i1 %200, label %201, label %247

201:                                              ; preds = %198
  br label %202

202:                                              ; preds = %205, %201
  %203 = phi i64 [ %244, %205 ], [ 0, %201 ]
  %204 = icmp slt i64 %203, 3
  br i1 %204, label %205, label %245

205:                                              ; preds = %202
  %206 = add i64 %187, %199
  %207 = add i64 %191, %203
  %208 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 1
  %209 = mul nuw nsw i64 %179, 972
  %210 = mul nuw nsw i64 %195, 324
  %211 = add nuw nsw i64 %209, %210
  %212 = mul nuw nsw i64 %206, 18
  %213 = add nuw nsw i64 %211, %212
  %214 = add nuw nsw i64 %213, %207
  %215 = getelementptr inbounds nuw float, ptr %208, i64 %214
  %216 = load float, ptr %215, align 4
  %217 = mul nuw nsw i64 %183, 27
  %218 = mul nuw nsw i64 %195, 9
  %219 = add nuw nsw i64 %217, %218
  %220 = mul nuw nsw i64 %199, 3
  %221 = add nuw nsw i64 %219, %220
  %222 = add nuw nsw i64 %221, %203
  %223 = getelementptr inbounds nuw float, ptr @__constant_8x3x3x3xf32, i64 %222
  %224 = load float, ptr %223, align 4
  %225 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 1
  %226 = mul nuw nsw i64 %179, 2048
  %227 = mul nuw nsw i64 %183, 256
  %228 = add nuw nsw i64 %226, %227
  %229 = mul nuw nsw i64 %187, 16
  %230 = add nuw nsw i64 %228, %229
  %231 = add nuw nsw i64 %230, %191
  %232 = getelementptr inbounds nuw float, ptr %225, i64 %231
  %233 = load float, ptr %232, align 4
  %234 = fmul float %216, %224
  %235 = fadd float %233, %234
  %236 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 1
  %237 = mul nuw nsw i64 %179, 2048
  %238 = mul nuw nsw i64 %183, 256
  %239 = add nuw nsw i64 %237, %238
  %240 = mul nuw nsw i64 %187, 16
  %241 = add nuw nsw i64 %239, %240
  %242 = add nuw nsw i64 %241, %191
  %243 = getelementptr inbounds nuw float, ptr %236, i64 %242
  store float %235, ptr %243, align 4
  %244 = add i64 %203, 1
  br label %202

245:                                              ; preds = %202
  %246 = add i64 %199, 1
  br label %198

247:                                              ; preds = %198
  %248 = add i64 %195, 1
  br label %194

249:                                              ; preds = %194
  %250 = add i64 %191, 1
  br label %190

251:                                              ; preds = %190
  %252 = add i64 %187, 1
  br label %186

253:                                              ; preds = %186
  %254 = add i64 %183, 1
  br label %182

255:                                              ; preds = %182
  %256 = add i64 %179, 1
  br label %178

257:                                              ; preds = %178
  %258 = call ptr @malloc(i64 2112)
  %259 = ptrtoint ptr %258 to i64
  %260 = add i64 %259, 63
  %261 = urem i64 %260, 64
  %262 = sub i64 %260, %261
  %263 = inttoptr i64 %262 to ptr
  %264 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %258, 0
  %265 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %264, ptr %263, 1
  %266 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %265, i64 0, 2
  %267 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %266, i64 1, 3, 0
  %268 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %267, i64 8, 3, 1
  %269 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %268, i64 8, 3, 2
  %270 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %269, i64 8, 3, 3
  %271 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %270, i64 512, 4, 0
  %272 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %271, i64 64, 4, 1
  %273 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %272, i64 8, 4, 2
  %274 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %273, i64 1, 4, 3
  br label %275

275:                                              ; preds = %304, %257
  %276 = phi i64 [ %305, %304 ], [ 0, %257 ]
  %277 = icmp slt i64 %276, 1
  br i1 %277, label %278, label %306

278:                                              ; preds = %275
  br label %279

279:                                              ; preds = %302, %278
  %280 = phi i64 [ %303, %302 ], [ 0, %278 ]
  %281 = icmp slt i64 %280, 8
  br i1 %281, label %282, label %304

282:                                              ; preds = %279
  br label %283

283:                                              ; preds = %300, %282
  %284 = phi i64 [ %301, %300 ], [ 0, %282 ]
  %285 = icmp slt i64 %284, 8
  br i1 %285, label %286, label %302

286:                                              ; preds = %283
  br label %287

287:                                              ; preds = %290, %286
  %288 = phi i64 [ %299, %290 ], [ 0, %286 ]
  %289 = icmp slt i64 %288, 8
  br i1 %289, label %290, label %300

290:                                              ; preds = %287
  %291 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %274, 1
  %292 = mul nuw nsw i64 %276, 512
  %293 = mul nuw nsw i64 %280, 64
  %294 = add nuw nsw i64 %292, %293
  %295 = mul nuw nsw i64 %284, 8
  %296 = add nuw nsw i64 %294, %295
  %297 = add nuw nsw i64 %296, %288
  %298 = getelementptr inbounds nuw float, ptr %291, i64 %297
  store float -inf, ptr %298, align 4
  %299 = add i64 %288, 1
  br label %287

300:                                              ; preds = %287
  %301 = add i64 %284, 1
  br label %283

302:                                              ; preds = %283
  %303 = add i64 %280, 1
  br label %279

304:                                              ; preds = %279
  %305 = add i64 %276, 1
  br label %275

306:                                              ; preds = %275
  %307 = call ptr @malloc(i64 80)
  %308 = ptrtoint ptr %307 to i64
  %309 = add i64 %308, 63
  %310 = urem i64 %309, 64
  %311 = sub i64 %309, %310
  %312 = inttoptr i64 %311 to ptr
  %313 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %307, 0
  %314 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %313, ptr %312, 1
  %315 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %314, i64 0, 2
  %316 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %315, i64 2, 3, 0
  %317 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %316, i64 2, 3, 1
  %318 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %317, i64 2, 4, 0
  %319 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %318, i64 1, 4, 1
  br label %320

320:                                              ; preds = %386, %306
  %321 = phi i64 [ %387, %386 ], [ 0, %306 ]
  %322 = icmp slt i64 %321, 1
  br i1 %322, label %323, label %388

323:                                              ; preds = %320
  br label %324

324:                                              ; preds = %384, %323
  %325 = phi i64 [ %385, %384 ], [ 0, %323 ]
  %326 = icmp slt i64 %325, 8
  br i1 %326, label %327, label %386

327:                                              ; preds = %324
  br label %328

328:                                              ; preds = %382, %327
  %329 = phi i64 [ %383, %382 ], [ 0, %327 ]
  %330 = icmp slt i64 %329, 8
  br i1 %330, label %331, label %384

331:                                              ; preds = %328
  br label %332

332:                                              ; preds = %380, %331
  %333 = phi i64 [ %381, %380 ], [ 0, %331 ]
  %334 = icmp slt i64 %333, 8
  br i1 %334, label %335, label %382

335:                                              ; preds = %332
  br label %336

336:                                              ; preds = %378, %335
  %337 = phi i64 [ %379, %378 ], [ 0, %335 ]
  %338 = icmp slt i64 %337, 2
  br i1 %338, label %339, label %380

339:                                              ; preds = %336
  br label %340

340:                                              ; preds = %343, %339
  %341 = phi i64 [ %377, %343 ], [ 0, %339 ]
  %342 = icmp slt i64 %341, 2
  br i1 %342, label %343, label %378

343:                                              ; preds = %340
  %344 = mul nsw i64 %329, 2
  %345 = add i64 %344, %337
  %346 = mul nsw i64 %333, 2
  %347 = add i64 %346, %341
  %348 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 1
  %349 = mul nuw nsw i64 %321, 2048
  %350 = mul nuw nsw i64 %325, 256
  %351 = add nuw nsw i64 %349, %350
  %352 = mul nuw nsw i64 %345, 16
  %353 = add nuw nsw i64 %351, %352
  %354 = add nuw nsw i64 %353, %347
  %355 = getelementptr inbounds nuw float, ptr %348, i64 %354
  %356 = load float, ptr %355, align 4
  %357 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %274, 1
  %358 = mul nuw nsw i64 %321, 512
  %359 = mul nuw nsw i64 %325, 64
  %360 = add nuw nsw i64 %358, %359
  %361 = mul nuw nsw i64 %329, 8
  %362 = add nuw nsw i64 %360, %361
  %363 = add nuw nsw i64 %362, %333
  %364 = getelementptr inbounds nuw float, ptr %357, i64 %363
  %365 = load float, ptr %364, align 4
  %366 = fcmp ugt float %356, 0.000000e+00
  %367 = select i1 %366, float %356, float 0.000000e+00
  %368 = call float @llvm.maximum.f32(float %365, float %367)
  %369 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %274, 1
  %370 = mul nuw nsw i64 %321, 512
  %371 = mul nuw nsw i64 %325, 64
  %372 = add nuw nsw i64 %370, %371
  %373 = mul nuw nsw i64 %329, 8
  %374 = add nuw nsw i64 %372, %373
  %375 = add nuw nsw i64 %374, %333
  %376 = getelementptr inbounds nuw float, ptr %369, i64 %375
  store float %368, ptr %376, align 4
  %377 = add i64 %341, 1
  br label %340

378:                                              ; preds = %340
  %379 = add i64 %337, 1
  br label %336

380:                                              ; preds = %336
  %381 = add i64 %333, 1
  br label %332

382:                                              ; preds = %332
  %383 = add i64 %329, 1
  br label %328

384:                                              ; preds = %328
  %385 = add i64 %325, 1
  br label %324

386:                                              ; preds = %324
  %387 = add i64 %321, 1
  br label %320

388:                                              ; preds = %320
  %389 = call ptr @malloc(i64 1216)
  %390 = ptrtoint ptr %389 to i64
  %391 = add i64 %390, 63
  %392 = urem i64 %391, 64
  %393 = sub i64 %391, %392
  %394 = inttoptr i64 %393 to ptr
  %395 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %389, 0
  %396 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %395, ptr %394, 1
  %397 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %396, i64 0, 2
  %398 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %397, i64 1, 3, 0
  %399 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %398, i64 8, 3, 1
  %400 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %399, i64 6, 3, 2
  %401 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %400, i64 6, 3, 3
  %402 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %401, i64 288, 4, 0
  %403 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %402, i64 36, 4, 1
  %404 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %403, i64 6, 4, 2
  %405 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %404, i64 1, 4, 3
  br label %406

406:                                              ; preds = %437, %388
  %407 = phi i64 [ %438, %437 ], [ 0, %388 ]
  %408 = icmp slt i64 %407, 1
  br i1 %408, label %409, label %439

409:                                              ; preds = %406
  br label %410

410:                                              ; preds = %435, %409
  %411 = phi i64 [ %436, %435 ], [ 0, %409 ]
  %412 = icmp slt i64 %411, 8
  br i1 %412, label %413, label %437

413:                                              ; preds = %410
  br label %414

414:                                              ; preds = %433, %413
  %415 = phi i64 [ %434, %433 ], [ 0, %413 ]
  %416 = icmp slt i64 %415, 6
  br i1 %416, label %417, label %435

417:                                              ; preds = %414
  br label %418

418:                                              ; preds = %421, %417
  %419 = phi i64 [ %432, %421 ], [ 0, %417 ]
  %420 = icmp slt i64 %419, 6
  br i1 %420, label %421, label %433

421:                                              ; preds = %418
  %422 = getelementptr inbounds nuw float, ptr @__constant_8xf32_0, i64 %411
  %423 = load float, ptr %422, align 4
  %424 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %405, 1
  %425 = mul nuw nsw i64 %407, 288
  %426 = mul nuw nsw i64 %411, 36
  %427 = add nuw nsw i64 %425, %426
  %428 = mul nuw nsw i64 %415, 6
  %429 = add nuw nsw i64 %427, %428
  %430 = add nuw nsw i64 %429, %419
  %431 = getelementptr inbounds nuw float, ptr %424, i64 %430
  store float %423, ptr %431, align 4
  %432 = add i64 %419, 1
  br label %418

433:                                              ; preds = %418
  %434 = add i64 %415, 1
  br label %414

435:                                              ; preds = %414
  %436 = add i64 %411, 1
  br label %410

437:                                              ; preds = %410
  %438 = add i64 %407, 1
  br label %406

439:                                              ; preds = %406
  br label %440

440:                                              ; preds = %517, %439
  %441 = phi i64 [ %518, %517 ], [ 0, %439 ]
  %442 = icmp slt i64 %441, 1
  br i1 %442, label %443, label %519

443:                                              ; preds = %440
  br label %444

444:                                              ; preds = %515, %443
  %445 = phi i64 [ %516, %515 ], [ 0, %443 ]
  %446 = icmp slt i64 %445, 8
  br i1 %446, label %447, label %517

447:                                              ; preds = %444
  br label %448

448:                                              ; preds = %513, %447
  %449 = phi i64 [ %514, %513 ], [ 0, %447 ]
  %450 = icmp slt i64 %449, 6
  br i1 %450, label %451, label %515

451:                                              ; preds = %448
  br label %452

452:                                              ; preds = %511, %451
  %453 = phi i64 [ %512, %511 ], [ 0, %451 ]
  %454 = icmp slt i64 %453, 6
  br i1 %454, label %455, label %513

455:                                              ; preds = %452
  br label %456

456:                                              ; preds = %509, %455
  %457 = phi i64 [ %510, %509 ], [ 0, %455 ]
  %458 = icmp slt i64 %457, 8
  br i1 %458, label %459, label %511

459:                                              ; preds = %456
  br label %460

460:                                              ; preds = %507, %459
  %461 = phi i64 [ %508, %507 ], [ 0, %459 ]
  %462 = icmp slt i64 %461, 3
  br i1 %462, label %463, label %509

463:                                              ; preds = %460
  br label %464

464:                                              ; preds = %467, %463
  %465 = phi i64 [ %506, %467 ], [ 0, %463 ]
  %466 = icmp slt i64 %465, 3
  br i1 %466, label %467, label %507

467:                                              ; preds = %464
  %468 = add i64 %449, %461
  %469 = add i64 %453, %465
  %470 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %274, 1
  %471 = mul nuw nsw i64 %441, 512
  %472 = mul nuw nsw i64 %457, 64
  %473 = add nuw nsw i64 %471, %472
  %474 = mul nuw nsw i64 %468, 8
  %475 = add nuw nsw i64 %473, %474
  %476 = add nuw nsw i64 %475, %469
  %477 = getelementptr inbounds nuw float, ptr %470, i64 %476
  %478 = load float, ptr %477, align 4
  %479 = mul nuw nsw i64 %445, 72
  %480 = mul nuw nsw i64 %457, 9
  %481 = add nuw nsw i64 %479, %480
  %482 = mul nuw nsw i64 %461, 3
  %483 = add nuw nsw i64 %481, %482
  %484 = add nuw nsw i64 %483, %465
  %485 = getelementptr inbounds nuw float, ptr @__constant_8x8x3x3xf32, i64 %484
  %486 = load float, ptr %485, align 4
  %487 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %405, 1
  %488 = mul nuw nsw i64 %441, 288
  %489 = mul nuw nsw i64 %445, 36
  %490 = add nuw nsw i64 %488, %489
  %491 = mul nuw nsw i64 %449, 6
  %492 = add nuw nsw i64 %490, %491
  %493 = add nuw nsw i64 %492, %453
  %494 = getelementptr inbounds nuw float, ptr %487, i64 %493
  %495 = load float, ptr %494, align 4
  %496 = fmul float %478, %486
  %497 = fadd float %495, %496
  %498 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %405, 1
  %499 = mul nuw nsw i64 %441, 288
  %500 = mul nuw nsw i64 %445, 36
  %501 = add nuw nsw i64 %499, %500
  %502 = mul nuw nsw i64 %449, 6
  %503 = add nuw nsw i64 %501, %502
  %504 = add nuw nsw i64 %503, %453
  %505 = getelementptr inbounds nuw float, ptr %498, i64 %504
  store float %497, ptr %505, align 4
  %506 = add i64 %465, 1
  br label %464

507:                                              ; preds = %464
  %508 = add i64 %461, 1
  br label %460

509:                                              ; preds = %460
  %510 = add i64 %457, 1
  br label %456

511:                                              ; preds = %456
  %512 = add i64 %453, 1
  br label %452

513:                                              ; preds = %452
  %514 = add i64 %449, 1
  br label %448

515:                                              ; preds = %448
  %516 = add i64 %445, 1
  br label %444

517:                                              ; preds = %444
  %518 = add i64 %441, 1
  br label %440

519:                                              ; preds = %440
  %520 = call ptr @malloc(i64 96)
  %521 = ptrtoint ptr %520 to i64
  %522 = add i64 %521, 63
  %523 = urem i64 %522, 64
  %524 = sub i64 %522, %523
  %525 = inttoptr i64 %524 to ptr
  %526 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %520, 0
  %527 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %526, ptr %525, 1
  %528 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %527, i64 0, 2
  %529 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %528, i64 1, 3, 0
  %530 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %529, i64 8, 3, 1
  %531 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %530, i64 1, 3, 2
  %532 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %531, i64 1, 3, 3
  %533 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %532, i64 8, 4, 0
  %534 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %533, i64 1, 4, 1
  %535 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %534, i64 1, 4, 2
  %536 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %535, i64 1, 4, 3
  br label %537

537:                                              ; preds = %564, %519
  %538 = phi i64 [ %565, %564 ], [ 0, %519 ]
  %539 = icmp slt i64 %538, 1
  br i1 %539, label %540, label %566

540:                                              ; preds = %537
  br label %541

541:                                              ; preds = %562, %540
  %542 = phi i64 [ %563, %562 ], [ 0, %540 ]
  %543 = icmp slt i64 %542, 8
  br i1 %543, label %544, label %564

544:                                              ; preds = %541
  br label %545

545:                                              ; preds = %560, %544
  %546 = phi i64 [ %561, %560 ], [ 0, %544 ]
  %547 = icmp slt i64 %546, 1
  br i1 %547, label %548, label %562

548:                                              ; preds = %545
  br label %549

549:                                              ; preds = %552, %548
  %550 = phi i64 [ %559, %552 ], [ 0, %548 ]
  %551 = icmp slt i64 %550, 1
  br i1 %551, label %552, label %560

552:                                              ; preds = %549
  %553 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %536, 1
  %554 = mul nuw nsw i64 %538, 8
  %555 = add nuw nsw i64 %554, %542
  %556 = add nuw nsw i64 %555, %546
  %557 = add nuw nsw i64 %556, %550
  %558 = getelementptr inbounds nuw float, ptr %553, i64 %557
  store float 0.000000e+00, ptr %558, align 4
  %559 = add i64 %550, 1
  br label %549

560:                                              ; preds = %549
  %561 = add i64 %546, 1
  br label %545

562:                                              ; preds = %545
  %563 = add i64 %542, 1
  br label %541

564:                                              ; preds = %541
  %565 = add i64 %538, 1
  br label %537

566:                                              ; preds = %537
  br label %567

567:                                              ; preds = %611, %566
  %568 = phi i64 [ %612, %611 ], [ 0, %566 ]
  %569 = icmp slt i64 %568, 1
  br i1 %569, label %570, label %613

570:                                              ; preds = %567
  br label %571

571:                                              ; preds = %609, %570
  %572 = phi i64 [ %610, %609 ], [ 0, %570 ]
  %573 = icmp slt i64 %572, 8
  br i1 %573, label %574, label %611

574:                                              ; preds = %571
  br label %575

575:                                              ; preds = %607, %574
  %576 = phi i64 [ %608, %607 ], [ 0, %574 ]
  %577 = icmp slt i64 %576, 6
  br i1 %577, label %578, label %609

578:                                              ; preds = %575
  br label %579

579:                                              ; preds = %582, %578
  %580 = phi i64 [ %606, %582 ], [ 0, %578 ]
  %581 = icmp slt i64 %580, 6
  br i1 %581, label %582, label %607

582:                                              ; preds = %579
  %583 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %405, 1
  %584 = mul nuw nsw i64 %568, 288
  %585 = mul nuw nsw i64 %572, 36
  %586 = add nuw nsw i64 %584, %585
  %587 = mul nuw nsw i64 %576, 6
  %588 = add nuw nsw i64 %586, %587
  %589 = add nuw nsw i64 %588, %580
  %590 = getelementptr inbounds nuw float, ptr %583, i64 %589
  %591 = load float, ptr %590, align 4
  %592 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %536, 1
  %593 = mul nuw nsw i64 %568, 8
  %594 = add nuw nsw i64 %593, %572
  %595 = add nuw nsw i64 %594, 0
  %596 = add nuw nsw i64 %595, 0
  %597 = getelementptr inbounds nuw float, ptr %592, i64 %596
  %598 = load float, ptr %597, align 4
  %599 = fadd float %591, %598
  %600 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %536, 1
  %601 = mul nuw nsw i64 %568, 8
  %602 = add nuw nsw i64 %601, %572
  %603 = add nuw nsw i64 %602, 0
  %604 = add nuw nsw i64 %603, 0
  %605 = getelementptr inbounds nuw float, ptr %600, i64 %604
  store float %599, ptr %605, align 4
  %606 = add i64 %580, 1
  br label %579

607:                                              ; preds = %579
  %608 = add i64 %576, 1
  br label %575

609:                                              ; preds = %575
  %610 = add i64 %572, 1
  br label %571

611:                                              ; preds = %571
  %612 = add i64 %568, 1
  br label %567

613:                                              ; preds = %567
  %614 = call ptr @malloc(i64 80)
  %615 = ptrtoint ptr %614 to i64
  %616 = add i64 %615, 63
  %617 = urem i64 %616, 64
  %618 = sub i64 %616, %617
  %619 = inttoptr i64 %618 to ptr
  %620 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %614, 0
  %621 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %620, ptr %619, 1
  %622 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %621, i64 0, 2
  %623 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %622, i64 1, 3, 0
  %624 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %623, i64 4, 3, 1
  %625 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %624, i64 4, 4, 0
  %626 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %625, i64 1, 4, 1
  br label %627

627:                                              ; preds = %640, %613
  %628 = phi i64 [ %641, %640 ], [ 0, %613 ]
  %629 = icmp slt i64 %628, 1
  br i1 %629, label %630, label %642

630:                                              ; preds = %627
  br label %631

631:                                              ; preds = %634, %630
  %632 = phi i64 [ %639, %634 ], [ 0, %630 ]
  %633 = icmp slt i64 %632, 4
  br i1 %633, label %634, label %640

634:                                              ; preds = %631
  %635 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %626, 1
  %636 = mul nuw nsw i64 %628, 4
  %637 = add nuw nsw i64 %636, %632
  %638 = getelementptr inbounds nuw float, ptr %635, i64 %637
  store float 0.000000e+00, ptr %638, align 4
  %639 = add i64 %632, 1
  br label %631

640:                                              ; preds = %631
  %641 = add i64 %628, 1
  br label %627

642:                                              ; preds = %627
  br label %643

643:                                              ; preds = %697, %642
  %644 = phi i64 [ %698, %697 ], [ 0, %642 ]
  %645 = icmp slt i64 %644, 1
  br i1 %645, label %646, label %699

646:                                              ; preds = %643
  br label %647

647:                                              ; preds = %695, %646
  %648 = phi i64 [ %696, %695 ], [ 0, %646 ]
  %649 = icmp slt i64 %648, 4
  br i1 %649, label %650, label %697

650:                                              ; preds = %647
  br label %651

651:                                              ; preds = %693, %650
  %652 = phi i64 [ %694, %693 ], [ 0, %650 ]
  %653 = icmp slt i64 %652, 8
  br i1 %653, label %654, label %695

654:                                              ; preds = %651
  br label %655

655:                                              ; preds = %691, %654
  %656 = phi i64 [ %692, %691 ], [ 0, %654 ]
  %657 = icmp slt i64 %656, 1
  br i1 %657, label %658, label %693

658:                                              ; preds = %655
  br label %659

659:                                              ; preds = %662, %658
  %660 = phi i64 [ %690, %662 ], [ 0, %658 ]
  %661 = icmp slt i64 %660, 1
  br i1 %661, label %662, label %691

662:                                              ; preds = %659
  %663 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %536, 1
  %664 = mul nuw nsw i64 %644, 8
  %665 = add nuw nsw i64 %664, %652
  %666 = add nuw nsw i64 %665, %656
  %667 = add nuw nsw i64 %666, %660
  %668 = getelementptr inbounds nuw float, ptr %663, i64 %667
  %669 = load float, ptr %668, align 4
  %670 = mul nuw nsw i64 %652, 4
  %671 = mul nuw nsw i64 %656, 4
  %672 = add nuw nsw i64 %670, %671
  %673 = mul nuw nsw i64 %660, 4
  %674 = add nuw nsw i64 %672, %673
  %675 = add nuw nsw i64 %674, %648
  %676 = getelementptr inbounds nuw float, ptr @__constant_8x1x1x4xf32, i64 %675
  %677 = load float, ptr %676, align 4
  %678 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %626, 1
  %679 = mul nuw nsw i64 %644, 4
  %680 = add nuw nsw i64 %679, %648
  %681 = getelementptr inbounds nuw float, ptr %678, i64 %680
  %682 = load float, ptr %681, align 4
  %683 = fdiv float %669, 3.600000e+01
  %684 = fmul float %683, %677
  %685 = fadd float %682, %684
  %686 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %626, 1
  %687 = mul nuw nsw i64 %644, 4
  %688 = add nuw nsw i64 %687, %648
  %689 = getelementptr inbounds nuw float, ptr %686, i64 %688
  store float %685, ptr %689, align 4
  %690 = add i64 %660, 1
  br label %659

691:                                              ; preds = %659
  %692 = add i64 %656, 1
  br label %655

693:                                              ; preds = %655
  %694 = add i64 %652, 1
  br label %651

695:                                              ; preds = %651
  %696 = add i64 %648, 1
  br label %647

697:                                              ; preds = %647
  %698 = add i64 %644, 1
  br label %643

699:                                              ; preds = %643
  br label %700

700:                                              ; preds = %721, %699
  %701 = phi i64 [ %722, %721 ], [ 0, %699 ]
  %702 = icmp slt i64 %701, 1
  br i1 %702, label %703, label %723

703:                                              ; preds = %700
  br label %704

704:                                              ; preds = %707, %703
  %705 = phi i64 [ %720, %707 ], [ 0, %703 ]
  %706 = icmp slt i64 %705, 4
  br i1 %706, label %707, label %721

707:                                              ; preds = %704
  %708 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %626, 1
  %709 = mul nuw nsw i64 %701, 4
  %710 = add nuw nsw i64 %709, %705
  %711 = getelementptr inbounds nuw float, ptr %708, i64 %710
  %712 = load float, ptr %711, align 4
  %713 = getelementptr inbounds nuw float, ptr @__constant_4xf32, i64 %705
  %714 = load float, ptr %713, align 4
  %715 = fadd float %712, %714
  %716 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %626, 1
  %717 = mul nuw nsw i64 %701, 4
  %718 = add nuw nsw i64 %717, %705
  %719 = getelementptr inbounds nuw float, ptr %716, i64 %718
  store float %715, ptr %719, align 4
  %720 = add i64 %705, 1
  br label %704

721:                                              ; preds = %704
  %722 = add i64 %701, 1
  br label %700

723:                                              ; preds = %700
  %724 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 0
  call void @free(ptr %724)
  %725 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 0
  call void @free(ptr %725)
  %726 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %274, 0
  call void @free(ptr %726)
  %727 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %319, 0
  call void @free(ptr %727)
  %728 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %405, 0
  call void @free(ptr %728)
  %729 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %536, 0
  call void @free(ptr %729)
  ret { ptr, ptr, i64, [2 x i64], [2 x i64] } %626
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; irlower-stages: fx_graph=f1590a9bd845 onnx=ff8ad91810f3 torch_mlir=17a659e8e4a9 linalg_on_tensors_mlir=5529955f7505 llvm_mlir=44f0711cd776
