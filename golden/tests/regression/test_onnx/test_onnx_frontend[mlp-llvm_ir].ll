; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@__constant_16x32xf32 = private constant [16 x [32 x float]] zeroinitializer, align 64 ; 512 elements elided
@__constant_8xf32 = private constant [8 x float] [float f0x3E16ABC8, float f0x3DBA0CD0, float f0x3BD9A0C4, float f0x3E1BFF5A, float f0xBDD4A7AA, float f0x3E2ABC24, float f0x3E30E3C6, float f0x3E2CEC04], align 64
@__constant_32xf32_0 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32x32xf32 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32x8xf32 = private constant [32 x [8 x float]] zeroinitializer, align 64 ; 256 elements elided

declare void @free(ptr)

declare ptr @malloc(i64)

define { ptr, ptr, i64, [2 x i64], [2 x i64] } @main_graph(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %0, 0
  %9 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, ptr %1, 1
  %10 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %9, i64 %2, 2
  %11 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, i64 %3, 3, 0
  %12 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %12, i64 %4, 3, 1
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, i64 %6, 4, 1
  %15 = call ptr @malloc(i64 320)
  %16 = ptrtoint ptr %15 to i64
  %17 = add i64 %16, 63
  %18 = urem i64 %17, 64
  %19 = sub i64 %17, %18
  %20 = inttoptr i64 %19 to ptr
  %21 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %15, 0
  %22 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %21, ptr %20, 1
  %23 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %22, i64 0, 2
  %24 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %23, i64 2, 3, 0
  %25 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %24, i64 32, 3, 1
  %26 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %25, i64 32, 4, 0
  %27 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %26, i64 1, 4, 1
  br label %28

28:                                               ; preds = %41, %7
  %29 = phi i64 [ %42, %41 ], [ 0, %7 ]
  %30 = icmp slt i64 %29, 2
  br i1 %30, label %31, label %43

31:                                               ; preds = %28
  br label %32

32:                                               ; preds = %35, %31
  %33 = phi i64 [ %40, %35 ], [ 0, %31 ]
  %34 = icmp slt i64 %33, 32
  br i1 %34, label %35, label %41

35:                                               ; preds = %32
  %36 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %27, 1
  %37 = mul nuw nsw i64 %29, 32
  %38 = add nuw nsw i64 %37, %33
  %39 = getelementptr inbounds nuw float, ptr %36, i64 %38
  store float 0.000000e+00, ptr %39, align 4
  %40 = add i64 %33, 1
  br label %32

41:                                               ; preds = %32
  %42 = add i64 %29, 1
  br label %28

43:                                               ; preds = %28
  %44 = call ptr @malloc(i64 320)
  %45 = ptrtoint ptr %44 to i64
  %46 = add i64 %45, 63
  %47 = urem i64 %46, 64
  %48 = sub i64 %46, %47
  %49 = inttoptr i64 %48 to ptr
  %50 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %44, 0
  %51 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %50, ptr %49, 1
  %52 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %51, i64 0, 2
  %53 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %52, i64 2, 3, 0
  %54 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %53, i64 32, 3, 1
  %55 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %54, i64 32, 4, 0
  %56 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %55, i64 1, 4, 1
  br label %57

57:                                               ; preds = %75, %43
  %58 = phi i64 [ %76, %75 ], [ 0, %43 ]
  %59 = icmp slt i64 %58, 2
  br i1 %59, label %60, label %77

60:                                               ; preds = %57
  br label %61

61:                                               ; preds = %64, %60
  %62 = phi i64 [ %74, %64 ], [ 0, %60 ]
  %63 = icmp slt i64 %62, 32
  br i1 %63, label %64, label %75

64:                                               ; preds = %61
  %65 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %27, 1
  %66 = mul nuw nsw i64 %58, 32
  %67 = add nuw nsw i64 %66, %62
  %68 = getelementptr inbounds nuw float, ptr %65, i64 %67
  %69 = load float, ptr %68, align 4
  %70 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %56, 1
  %71 = mul nuw nsw i64 %58, 32
  %72 = add nuw nsw i64 %71, %62
  %73 = getelementptr inbounds nuw float, ptr %70, i64 %72
  store float %69, ptr %73, align 4
  %74 = add i64 %62, 1
  br label %61

75:                                               ; preds = %61
  %76 = add i64 %58, 1
  br label %57

77:                                               ; preds = %57
  br label %78

78:                                               ; preds = %113, %77
  %79 = phi i64 [ %114, %113 ], [ 0, %77 ]
  %80 = icmp slt i64 %79, 2
  br i1 %80, label %81, label %115

81:                                               ; preds = %78
  br label %82

82:                                               ; preds = %111, %81
  %83 = phi i64 [ %112, %111 ], [ 0, %81 ]
  %84 = icmp slt i64 %83, 32
  br i1 %84, label %85, label %113

85:                                               ; preds = %82
  br label %86

86:                                               ; preds = %89, %85
  %87 = phi i64 [ %110, %89 ], [ 0, %85 ]
  %88 = icmp slt i64 %87, 16
  br i1 %88, label %89, label %111

89:                                               ; preds = %86
  %90 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, 1
  %91 = mul nuw nsw i64 %79, 16
  %92 = add nuw nsw i64 %91, %87
  %93 = getelementptr inbounds nuw float, ptr %90, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = mul nuw nsw i64 %87, 32
  %96 = add nuw nsw i64 %95, %83
  %97 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32, i64 %96
  %98 = load float, ptr %97, align 4
  %99 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %56, 1
  %100 = mul nuw nsw i64 %79, 32
  %101 = add nuw nsw i64 %100, %83
  %102 = getelementptr inbounds nuw float, ptr %99, i64 %101
  %103 = load float, ptr %102, align 4
  %104 = fmul float %94, %98
  %105 = fadd float %103, %104
  %106 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %56, 1
  %107 = mul nuw nsw i64 %79, 32
  %108 = add nuw nsw i64 %107, %83
  %109 = getelementptr inbounds nuw float, ptr %106, i64 %108
  store float %105, ptr %109, align 4
  %110 = add i64 %87, 1
  br label %86

111:                                              ; preds = %86
  %112 = add i64 %83, 1
  br label %82

113:                                              ; preds = %82
  %114 = add i64 %79, 1
  br label %78

115:                                              ; preds = %78
  %116 = call ptr @malloc(i64 320)
  %117 = ptrtoint ptr %116 to i64
  %118 = add i64 %117, 63
  %119 = urem i64 %118, 64
  %120 = sub i64 %118, %119
  %121 = inttoptr i64 %120 to ptr
  %122 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %116, 0
  %123 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %122, ptr %121, 1
  %124 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %123, i64 0, 2
  %125 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %124, i64 2, 3, 0
  %126 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %125, i64 32, 3, 1
  %127 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %126, i64 32, 4, 0
  %128 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %127, i64 1, 4, 1
  br label %129

129:                                              ; preds = %147, %115
  %130 = phi i64 [ %148, %147 ], [ 0, %115 ]
  %131 = icmp slt i64 %130, 2
  br i1 %131, label %132, label %149

132:                                              ; preds = %129
  br label %133

133:                                              ; preds = %136, %132
  %134 = phi i64 [ %146, %136 ], [ 0, %132 ]
  %135 = icmp slt i64 %134, 32
  br i1 %135, label %136, label %147

136:                                              ; preds = %133
  %137 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %27, 1
  %138 = mul nuw nsw i64 %130, 32
  %139 = add nuw nsw i64 %138, %134
  %140 = getelementptr inbounds nuw float, ptr %137, i64 %139
  %141 = load float, ptr %140, align 4
  %142 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %128, 1
  %143 = mul nuw nsw i64 %130, 32
  %144 = add nuw nsw i64 %143, %134
  %145 = getelementptr inbounds nuw float, ptr %142, i64 %144
  store float %141, ptr %145, align 4
  %146 = add i64 %134, 1
  br label %133

147:                                              ; preds = %133
  %148 = add i64 %130, 1
  br label %129

149:                                              ; preds = %129
  br label %150

150:                                              ; preds = %237, %149
  %151 = phi i64 [ %238, %237 ], [ 0, %149 ]
  %152 = icmp slt i64 %151, 2
  br i1 %152, label %153, label %239

153:                                              ; preds = %150
  br label %154

154:                                              ; preds = %235, %153
  %155 = phi i64 [ %236, %235 ], [ 0, %153 ]
  %156 = icmp slt i64 %155, 32
  br i1 %156, label %157, label %237

157:                                              ; preds = %154
  br label %158

158:                                              ; preds = %161, %157
  %159 = phi i64 [ %234, %161 ], [ 0, %157 ]
  %160 = icmp slt i64 %159, 32
  br i1 %160, label %161, label %235

161:                                              ; preds = %158
  %162 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %56, 1
  %163 = mul nuw nsw i64 %151, 32
  %164 = add nuw nsw i64 %163, %159
  %165 = getelementptr inbounds nuw float, ptr %162, i64 %164
  %166 = load float, ptr %165, align 4
  %167 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %159
  %168 = load float, ptr %167, align 4
  %169 = mul nuw nsw i64 %159, 32
  %170 = add nuw nsw i64 %169, %155
  %171 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32, i64 %170
  %172 = load float, ptr %171, align 4
  %173 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %128, 1
  %174 = mul nuw nsw i64 %151, 32
  %175 = add nuw nsw i64 %174, %155
  %176 = getelementptr inbounds nuw float, ptr %173, i64 %175
  %177 = load float, ptr %176, align 4
  %178 = fadd float %166, %168
  %179 = fdiv float %178, f0x3FB504F3
  %180 = fcmp olt float %179, 0.000000e+00
  %181 = fneg float %179
  %182 = select i1 %180, float %181, float %179
  %183 = fcmp olt float %182, 8.000000e-01
  %184 = select i1 %183, float f0x3F906EBA, float f0x3F905225
  %185 = select i1 %183, float f0xBEED51AF, float -3.276070e-01
  %186 = select i1 %183, float f0xBF05E48B, float f0xBEBABCC4
  %187 = select i1 %183, float f0x3F04EC44, float f0x3EE590A2
  %188 = select i1 %183, float f0x3E56C688, float f0x3DF27F94
  %189 = select i1 %183, float f0xBE06F8EE, float f0xBDB4EEE3
  %190 = select i1 %183, float f0x3CD3794F, float f0x3D17D100
  %191 = select i1 %183, float f0x3D9782A4, float f0x3D6A78FA
  %192 = fcmp olt float %182, 2.000000e+00
  %193 = select i1 %192, float 0.000000e+00, float f0xBB58546D
  %194 = select i1 %192, float %184, float f0x3B66A96A
  %195 = select i1 %192, float %185, float f0xC003E25F
  %196 = select i1 %192, float %186, float f0xBAB94D1E
  %197 = select i1 %192, float %187, float f0x3FD0437B
  %198 = select i1 %192, float %188, float f0x3984E118
  %199 = select i1 %192, float %189, float f0xBF15590A
  %200 = select i1 %192, float %190, float f0xB78F7C49
  %201 = select i1 %192, float %191, float f0x3DA853B3
  %202 = select i1 %192, float 0.000000e+00, float 1.000000e+00
  %203 = fcmp ult float %182, 3.750000e+00
  %204 = fmul float %182, %200
  %205 = fadd float %204, %198
  %206 = fmul float %182, %205
  %207 = fadd float %206, %196
  %208 = fmul float %182, %207
  %209 = fadd float %208, %194
  %210 = fmul float %182, %209
  %211 = fadd float %210, %193
  %212 = fmul float %182, %201
  %213 = fadd float %212, %199
  %214 = fmul float %182, %213
  %215 = fadd float %214, %197
  %216 = fmul float %182, %215
  %217 = fadd float %216, %195
  %218 = fmul float %182, %217
  %219 = fadd float %218, 1.000000e+00
  %220 = fdiv float %211, %219
  %221 = fadd float %202, %220
  %222 = select i1 %203, float %221, float 1.000000e+00
  %223 = fneg float %222
  %224 = select i1 %180, float %223, float %222
  %225 = fadd float %224, 1.000000e+00
  %226 = fmul float %225, 5.000000e-01
  %227 = fmul float %178, %226
  %228 = fmul float %227, %172
  %229 = fadd float %177, %228
  %230 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %128, 1
  %231 = mul nuw nsw i64 %151, 32
  %232 = add nuw nsw i64 %231, %155
  %233 = getelementptr inbounds nuw float, ptr %230, i64 %232
  store float %229, ptr %233, align 4
  %234 = add i64 %159, 1
  br label %158

235:                                              ; preds = %158
  %236 = add i64 %155, 1
  br label %154

237:                                              ; preds = %154
  %238 = add i64 %151, 1
  br label %150

239:                                              ; preds = %150
  %240 = call ptr @malloc(i64 128)
  %241 = ptrtoint ptr %240 to i64
  %242 = add i64 %241, 63
  %243 = urem i64 %242, 64
  %244 = sub i64 %242, %243
  %245 = inttoptr i64 %244 to ptr
  %246 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %240, 0
  %247 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %246, ptr %245, 1
  %248 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %247, i64 0, 2
  %249 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %248, i64 2, 3, 0
  %250 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %249, i64 8, 3, 1
  %251 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %250, i64 8, 4, 0
  %252 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %251, i64 1, 4, 1
  br label %253

253:                                              ; preds = %266, %239
  %254 = phi i64 [ %267, %266 ], [ 0, %239 ]
  %255 = icmp slt i64 %254, 2
  br i1 %255, label %256, label %268

256:                                              ; preds = %253
  br label %257

257:                                              ; preds = %260, %256
  %258 = phi i64 [ %265, %260 ], [ 0, %256 ]
  %259 = icmp slt i64 %258, 8
  br i1 %259, label %260, label %266

260:                                              ; preds = %257
  %261 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %252, 1
  %262 = mul nuw nsw i64 %254, 8
  %263 = add nuw nsw i64 %262, %258
  %264 = getelementptr inbounds nuw float, ptr %261, i64 %263
  store float 0.000000e+00, ptr %264, align 4
  %265 = add i64 %258, 1
  br label %257

266:                                              ; preds = %257
  %267 = add i64 %254, 1
  br label %253

268:                                              ; preds = %253
  %269 = call ptr @malloc(i64 128)
  %270 = ptrtoint ptr %269 to i64
  %271 = add i64 %270, 63
  %272 = urem i64 %271, 64
  %273 = sub i64 %271, %272
  %274 = inttoptr i64 %273 to ptr
  %275 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %269, 0
  %276 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %275, ptr %274, 1
  %277 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %276, i64 0, 2
  %278 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %277, i64 2, 3, 0
  %279 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %278, i64 8, 3, 1
  %280 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %279, i64 8, 4, 0
  %281 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %280, i64 1, 4, 1
  br label %282

282:                                              ; preds = %300, %268
  %283 = phi i64 [ %301, %300 ], [ 0, %268 ]
  %284 = icmp slt i64 %283, 2
  br i1 %284, label %285, label %302

285:                                              ; preds = %282
  br label %286

286:                                              ; preds = %289, %285
  %287 = phi i64 [ %299, %289 ], [ 0, %285 ]
  %288 = icmp slt i64 %287, 8
  br i1 %288, label %289, label %300

289:                                              ; preds = %286
  %290 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %252, 1
  %291 = mul nuw nsw i64 %283, 8
  %292 = add nuw nsw i64 %291, %287
  %293 = getelementptr inbounds nuw float, ptr %290, i64 %292
  %294 = load float, ptr %293, align 4
  %295 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %281, 1
  %296 = mul nuw nsw i64 %283, 8
  %297 = add nuw nsw i64 %296, %287
  %298 = getelementptr inbounds nuw float, ptr %295, i64 %297
  store float %294, ptr %298, align 4
  %299 = add i64 %287, 1
  br label %286

300:                                              ; preds = %286
  %301 = add i64 %283, 1
  br label %282

302:                                              ; preds = %282
  br label %303

303:                                              ; preds = %347, %302
  %304 = phi i64 [ %348, %347 ], [ 0, %302 ]
  %305 = icmp slt i64 %304, 2
  br i1 %305, label %306, label %349

306:                                              ; preds = %303
  br label %307

307:                                              ; preds = %345, %306
  %308 = phi i64 [ %346, %345 ], [ 0, %306 ]
  %309 = icmp slt i64 %308, 8
  br i1 %309, label %310, label %347

310:                                              ; preds = %307
  br label %311

311:                                              ; preds = %314, %310
  %312 = phi i64 [ %344, %314 ], [ 0, %310 ]
  %313 = icmp slt i64 %312, 32
  br i1 %313, label %314, label %345

314:                                              ; preds = %311
  %315 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %128, 1
  %316 = mul nuw nsw i64 %304, 32
  %317 = add nuw nsw i64 %316, %312
  %318 = getelementptr inbounds nuw float, ptr %315, i64 %317
  %319 = load float, ptr %318, align 4
  %320 = getelementptr inbounds nuw float, ptr @__constant_32xf32_0, i64 %312
  %321 = load float, ptr %320, align 4
  %322 = mul nuw nsw i64 %312, 8
  %323 = add nuw nsw i64 %322, %308
  %324 = getelementptr inbounds nuw float, ptr @__constant_32x8xf32, i64 %323
  %325 = load float, ptr %324, align 4
  %326 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %281, 1
  %327 = mul nuw nsw i64 %304, 8
  %328 = add nuw nsw i64 %327, %308
  %329 = getelementptr inbounds nuw float, ptr %326, i64 %328
  %330 = load float, ptr %329, align 4
  %331 = fadd float %319, %321
  %332 = fneg float %331
  %333 = fmul float %332, f0x3FB8AA3B
  %334 = call float @llvm.exp2.f32(float %333)
  %335 = fadd float %334, 1.000000e+00
  %336 = fdiv float 1.000000e+00, %335
  %337 = fmul float %331, %336
  %338 = fmul float %337, %325
  %339 = fadd float %330, %338
  %340 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %281, 1
  %341 = mul nuw nsw i64 %304, 8
  %342 = add nuw nsw i64 %341, %308
  %343 = getelementptr inbounds nuw float, ptr %340, i64 %342
  store float %339, ptr %343, align 4
  %344 = add i64 %312, 1
  br label %311

345:                                              ; preds = %311
  %346 = add i64 %308, 1
  br label %307

347:                                              ; preds = %307
  %348 = add i64 %304, 1
  br label %303

349:                                              ; preds = %303
  %350 = call ptr @malloc(i64 128)
  %351 = ptrtoint ptr %350 to i64
  %352 = add i64 %351, 63
  %353 = urem i64 %352, 64
  %354 = sub i64 %352, %353
  %355 = inttoptr i64 %354 to ptr
  %356 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %350, 0
  %357 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %356, ptr %355, 1
  %358 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %357, i64 0, 2
  %359 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %358, i64 2, 3, 0
  %360 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %359, i64 8, 3, 1
  %361 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %360, i64 8, 4, 0
  %362 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %361, i64 1, 4, 1
  br label %363

363:                                              ; preds = %384, %349
  %364 = phi i64 [ %385, %384 ], [ 0, %349 ]
  %365 = icmp slt i64 %364, 2
  br i1 %365, label %366, label %386

366:                                              ; preds = %363
  br label %367

367:                                              ; preds = %370, %366
  %368 = phi i64 [ %383, %370 ], [ 0, %366 ]
  %369 = icmp slt i64 %368, 8
  br i1 %369, label %370, label %384

370:                                              ; preds = %367
  %371 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %281, 1
  %372 = mul nuw nsw i64 %364, 8
  %373 = add nuw nsw i64 %372, %368
  %374 = getelementptr inbounds nuw float, ptr %371, i64 %373
  %375 = load float, ptr %374, align 4
  %376 = getelementptr inbounds nuw float, ptr @__constant_8xf32, i64 %368
  %377 = load float, ptr %376, align 4
  %378 = fadd float %375, %377
  %379 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %362, 1
  %380 = mul nuw nsw i64 %364, 8
  %381 = add nuw nsw i64 %380, %368
  %382 = getelementptr inbounds nuw float, ptr %379, i64 %381
  store float %378, ptr %382, align 4
  %383 = add i64 %368, 1
  br label %367

384:                                              ; preds = %367
  %385 = add i64 %364, 1
  br label %363

386:                                              ; preds = %363
  %387 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %27, 0
  call void @free(ptr %387)
  %388 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %56, 0
  call void @free(ptr %388)
  %389 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %128, 0
  call void @free(ptr %389)
  %390 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %252, 0
  call void @free(ptr %390)
  %391 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %281, 0
  call void @free(ptr %391)
  ret { ptr, ptr, i64, [2 x i64], [2 x i64] } %362
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; irlower-stages: fx_graph=f7ad5df53030 onnx=5fce7730ce0f torch_mlir=0625139cabce linalg_on_tensors_mlir=1050b52f6374 llvm_mlir=d6af65c82fb9
