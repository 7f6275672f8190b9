; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare ptr @malloc(i64)

define { { ptr, ptr, i64 }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } @main(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, ptr %7, ptr %8, i64 %9, i64 %10, i64 %11, ptr %12, ptr %13, i64 %14, i64 %15, i64 %16, i64 %17, i64 %18, ptr %19, ptr %20, i64 %21, i64 %22, i64 %23, ptr %24, ptr %25, i64 %26, i64 %27, i64 %28, i64 %29, i64 %30, ptr %31, ptr %32, i64 %33, i64 %34, i64 %35, ptr %36, ptr %37, i64 %38, i64 %39, i64 %40, i64 %41, i64 %42) {
  %44 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %36, 0
  %45 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %44, ptr %37, 1
  %46 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %45, i64 %38, 2
  %47 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %46, i64 %39, 3, 0
  %48 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %47, i64 %41, 4, 0
  %49 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %48, i64 %40, 3, 1
  %50 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %49, i64 %42, 4, 1
  %51 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %31, 0
  %52 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %51, ptr %32, 1
  %53 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %52, i64 %33, 2
  %54 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %53, i64 %34, 3, 0
  %55 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %54, i64 %35, 4, 0
  %56 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %24, 0
  %57 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %56, ptr %25, 1
  %58 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %57, i64 %26, 2
  %59 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %58, i64 %27, 3, 0
  %60 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %59, i64 %29, 4, 0
  %61 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %60, i64 %28, 3, 1
  %62 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %61, i64 %30, 4, 1
  %63 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %19, 0
  %64 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %63, ptr %20, 1
  %65 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %64, i64 %21, 2
  %66 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %65, i64 %22, 3, 0
  %67 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %66, i64 %23, 4, 0
  %68 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %12, 0
  %69 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %68, ptr %13, 1
  %70 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %69, i64 %14, 2
  %71 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %70, i64 %15, 3, 0
  %72 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %71, i64 %17, 4, 0
  %73 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %72, i64 %16, 3, 1
  %74 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %73, i64 %18, 4, 1
  %75 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %7, 0
  %76 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %75, ptr %8, 1
  %77 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %76, i64 %9, 2
  %78 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %77, i64 %10, 3, 0
  %79 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %78, i64 %11, 4, 0
  %80 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %0, 0
  %81 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %80, ptr %1, 1
  %82 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %81, i64 %2, 2
  %83 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %82, i64 %3, 3, 0
  %84 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %83, i64 %5, 4, 0
  %85 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %84, i64 %4, 3, 1
  %86 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %85, i64 %6, 4, 1
  %87 = call ptr @malloc(i64 320)
  %88 = ptrtoint ptr %87 to i64
  %89 = add i64 %88, 63
  %90 = urem i64 %89, 64
  %91 = sub i64 %89, %90
  %92 = inttoptr i64 %91 to ptr
  %93 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %87, 0
  %94 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %93, ptr %92, 1
  %95 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %94, i64 0, 2
  %96 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %95, i64 2, 3, 0
  %97 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %96, i64 32, 3, 1
  %98 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %97, i64 32, 4, 0
  %99 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %98, i64 1, 4, 1
  br label %100

100:                                              ; preds = %113, %43
  %101 = phi i64 [ %114, %113 ], [ 0, %43 ]
  %102 = icmp slt i64 %101, 2
  br i1 %102, label %103, label %115

103:                                              ; preds = %100
  br label %104

104:                                              ; preds = %107, %103
  %105 = phi i64 [ %112, %107 ], [ 0, %103 ]
  %106 = icmp slt i64 %105, 32
  br i1 %106, label %107, label %113

107:                                              ; preds = %104
  %108 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %99, 1
  %109 = mul nuw nsw i64 %101, 32
  %110 = add nuw nsw i64 %109, %105
  %111 = getelementptr inbounds nuw float, ptr %108, i64 %110
  store float 0.000000e+00, ptr %111, align 4
  %112 = add i64 %105, 1
  br label %104

113:                                              ; preds = %104
  %114 = add i64 %101, 1
  br label %100

115:                                              ; preds = %100
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
  %137 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %99, 1
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

150:                                              ; preds = %186, %149
  %151 = phi i64 [ %187, %186 ], [ 0, %149 ]
  %152 = icmp slt i64 %151, 2
  br i1 %152, label %153, label %188

153:                                              ; preds = %150
  br label %154

154:                                              ; preds = %184, %153
  %155 = phi i64 [ %185, %184 ], [ 0, %153 ]
  %156 = icmp slt i64 %155, 32
  br i1 %156, label %157, label %186

157:                                              ; preds = %154
  br label %158

158:                                              ; preds = %161, %157
  %159 = phi i64 [ %183, %161 ], [ 0, %157 ]
  %160 = icmp slt i64 %159, 16
  br i1 %160, label %161, label %184

161:                                              ; preds = %158
  %162 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %50, 1
  %163 = mul nuw nsw i64 %151, 16
  %164 = add nuw nsw i64 %163, %159
  %165 = getelementptr inbounds nuw float, ptr %162, i64 %164
  %166 = load float, ptr %165, align 4
  %167 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %86, 1
  %168 = mul nuw nsw i64 %155, 16
  %169 = add nuw nsw i64 %168, %159
  %170 = getelementptr inbounds nuw float, ptr %167, i64 %169
  %171 = load float, ptr %170, align 4
  %172 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %128, 1
  %173 = mul nuw nsw i64 %151, 32
  %174 = add nuw nsw i64 %173, %155
  %175 = getelementptr inbounds nuw float, ptr %172, i64 %174
  %176 = load float, ptr %175, align 4
  %177 = fmul float %166, %171
  %178 = fadd float %176, %177
  %179 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %128, 1
  %180 = mul nuw nsw i64 %151, 32
  %181 = add nuw nsw i64 %180, %155
  %182 = getelementptr inbounds nuw float, ptr %179, i64 %181
  store float %178, ptr %182, align 4
  %183 = add i64 %159, 1
  br label %158

184:                                              ; preds = %158
  %185 = add i64 %155, 1
  br label %154

186:                                              ; preds = %154
  %187 = add i64 %151, 1
  br label %150

188:                                              ; preds = %150
  %189 = call ptr @malloc(i64 320)
  %190 = ptrtoint ptr %189 to i64
  %191 = add i64 %190, 63
  %192 = urem i64 %191, 64
  %193 = sub i64 %191, %192
  %194 = inttoptr i64 %193 to ptr
  %195 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %189, 0
  %196 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %195, ptr %194, 1
  %197 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %196, i64 0, 2
  %198 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %197, i64 2, 3, 0
  %199 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %198, i64 32, 3, 1
  %200 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %199, i64 32, 4, 0
  %201 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %200, i64 1, 4, 1
  br label %202

202:                                              ; preds = %224, %188
  %203 = phi i64 [ %225, %224 ], [ 0, %188 ]
  %204 = icmp slt i64 %203, 2
  br i1 %204, label %205, label %226

205:                                              ; preds = %202
  br label %206

206:                                              ; preds = %209, %205
  %207 = phi i64 [ %223, %209 ], [ 0, %205 ]
  %208 = icmp slt i64 %207, 32
  br i1 %208, label %209, label %224

209:                                              ; preds = %206
  %210 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %128, 1
  %211 = mul nuw nsw i64 %203, 32
  %212 = add nuw nsw i64 %211, %207
  %213 = getelementptr inbounds nuw float, ptr %210, i64 %212
  %214 = load float, ptr %213, align 4
  %215 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %79, 1
  %216 = getelementptr inbounds nuw float, ptr %215, i64 %207
  %217 = load float, ptr %216, align 4
  %218 = fadd float %214, %217
  %219 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %201, 1
  %220 = mul nuw nsw i64 %203, 32
  %221 = add nuw nsw i64 %220, %207
  %222 = getelementptr inbounds nuw float, ptr %219, i64 %221
  store float %218, ptr %222, align 4
  %223 = add i64 %207, 1
  br label %206

224:                                              ; preds = %206
  %225 = add i64 %203, 1
  br label %202

226:                                              ; preds = %202
  %227 = call ptr @malloc(i64 320)
  %228 = ptrtoint ptr %227 to i64
  %229 = add i64 %228, 63
  %230 = urem i64 %229, 64
  %231 = sub i64 %229, %230
  %232 = inttoptr i64 %231 to ptr
  %233 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %227, 0
  %234 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %233, ptr %232, 1
  %235 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %234, i64 0, 2
  %236 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %235, i64 2, 3, 0
  %237 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %236, i64 32, 3, 1
  %238 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %237, i64 32, 4, 0
  %239 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %238, i64 1, 4, 1
  br label %240

240:                                              ; preds = %307, %226
  %241 = phi i64 [ %308, %307 ], [ 0, %226 ]
  %242 = icmp slt i64 %241, 2
  br i1 %242, label %243, label %309

243:                                              ; preds = %240
  br label %244

244:                                              ; preds = %247, %243
  %245 = phi i64 [ %306, %247 ], [ 0, %243 ]
  %246 = icmp slt i64 %245, 32
  br i1 %246, label %247, label %307

247:                                              ; preds = %244
  %248 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %201, 1
  %249 = mul nuw nsw i64 %241, 32
  %250 = add nuw nsw i64 %249, %245
  %251 = getelementptr inbounds nuw float, ptr %248, i64 %250
  %252 = load float, ptr %251, align 4
  %253 = fdiv float %252, f0x3FB504F3
  %254 = fcmp olt float %253, 0.000000e+00
  %255 = fneg float %253
  %256 = select i1 %254, float %255, float %253
  %257 = fcmp olt float %256, 8.000000e-01
  %258 = select i1 %257, float f0x3F906EBA, float f0x3F905225
  %259 = select i1 %257, float f0xBEED51AF, float -3.276070e-01
  %260 = select i1 %257, float f0xBF05E48B, float f0xBEBABCC4
  %261 = select i1 %257, float f0x3F04EC44, float f0x3EE590A2
  %262 = select i1 %257, float f0x3E56C688, float f0x3DF27F94
  %263 = select i1 %257, float f0xBE06F8EE, float f0xBDB4EEE3
  %264 = select i1 %257, float f0x3CD3794F, float f0x3D17D100
  %265 = select i1 %257, float f0x3D9782A4, float f0x3D6A78FA
  %266 = fcmp olt float %256, 2.000000e+00
  %267 = select i1 %266, float 0.000000e+00, float f0xBB58546D
  %268 = select i1 %266, float %258, float f0x3B66A96A
  %269 = select i1 %266, float %259, float f0xC003E25F
  %270 = select i1 %266, float %260, float f0xBAB94D1E
  %271 = select i1 %266, float %261, float f0x3FD0437B
  %272 = select i1 %266, float %262, float f0x3984E118
  %273 = select i1 %266, float %263, float f0xBF15590A
  %274 = select i1 %266, float %264, float f0xB78F7C49
  %275 = select i1 %266, float %265, float f0x3DA853B3
  %276 = select i1 %266, float 0.000000e+00, float 1.000000e+00
  %277 = fcmp ult float %256, 3.750000e+00
  %278 = fmul float %256, %274
  %279 = fadd float %278, %272
  %280 = fmul float %256, %279
  %281 = fadd float %280, %270
  %282 = fmul float %256, %281
  %283 = fadd float %282, %268
  %284 = fmul float %256, %283
  %285 = fadd float %284, %267
  %286 = fmul float %256, %275
  %287 = fadd float %286, %273
  %288 = fmul float %256, %287
  %289 = fadd float %288, %271
  %290 = fmul float %256, %289
  %291 = fadd float %290, %269
  %292 = fmul float %256, %291
  %293 = fadd float %292, 1.000000e+00
  %294 = fdiv float %285, %293
  %295 = fadd float %276, %294
  %296 = select i1 %277, float %295, float 1.000000e+00
  %297 = fneg float %296
  %298 = select i1 %254, float %297, float %296
  %299 = fadd float %298, 1.000000e+00
  %300 = fmul float %299, 5.000000e-01
  %301 = fmul float %252, %300
  %302 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %239, 1
  %303 = mul nuw nsw i64 %241, 32
  %304 = add nuw nsw i64 %303, %245
  %305 = getelementptr inbounds nuw float, ptr %302, i64 %304
  store float %301, ptr %305, align 4
  %306 = add i64 %245, 1
  br label %244

307:                                              ; preds = %244
  %308 = add i64 %241, 1
  br label %240

309:                                              ; preds = %240
  %310 = call ptr @malloc(i64 4160)
  %311 = ptrtoint ptr %310 to i64
  %312 = add i64 %311, 63
  %313 = urem i64 %312, 64
  %314 = sub i64 %312, %313
  %315 = inttoptr i64 %314 to ptr
  %316 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %310, 0
  %317 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %316, ptr %315, 1
  %318 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %317, i64 0, 2
  %319 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %318, i64 32, 3, 0
  %320 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %319, i64 32, 3, 1
  %321 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %320, i64 32, 4, 0
  %322 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %321, i64 1, 4, 1
  br label %323

323:                                              ; preds = %341, %309
  %324 = phi i64 [ %342, %341 ], [ 0, %309 ]
  %325 = icmp slt i64 %324, 32
  br i1 %325, label %326, label %343

326:                                              ; preds = %323
  br label %327

327:                                              ; preds = %330, %326
  %328 = phi i64 [ %340, %330 ], [ 0, %326 ]
  %329 = icmp slt i64 %328, 32
  br i1 %329, label %330, label %341

330:                                              ; preds = %327
  %331 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %74, 1
  %332 = mul nuw nsw i64 %328, 32
  %333 = add nuw nsw i64 %332, %324
  %334 = getelementptr inbounds nuw float, ptr %331, i64 %333
  %335 = load float, ptr %334, align 4
  %336 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %322, 1
  %337 = mul nuw nsw i64 %324, 32
  %338 = add nuw nsw i64 %337, %328
  %339 = getelementptr inbounds nuw float, ptr %336, i64 %338
  store float %335, ptr %339, align 4
  %340 = add i64 %328, 1
  br label %327

341:                                              ; preds = %327
  %342 = add i64 %324, 1
  br label %323

343:                                              ; preds = %323
  br label %344

344:                                              ; preds = %380, %343
  %345 = phi i64 [ %381, %380 ], [ 0, %343 ]
  %346 = icmp slt i64 %345, 2
  br i1 %346, label %347, label %382

347:                                              ; preds = %344
  br label %348

348:                                              ; preds = %378, %347
  %349 = phi i64 [ %379, %378 ], [ 0, %347 ]
  %350 = icmp slt i64 %349, 32
  br i1 %350, label %351, label %380

351:                                              ; preds = %348
  br label %352

352:                                              ; preds = %355, %351
  %353 = phi i64 [ %377, %355 ], [ 0, %351 ]
  %354 = icmp slt i64 %353, 32
  br i1 %354, label %355, label %378

355:                                              ; preds = %352
  %356 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %239, 1
  %357 = mul nuw nsw i64 %345, 32
  %358 = add nuw nsw i64 %357, %353
  %359 = getelementptr inbounds nuw float, ptr %356, i64 %358
  %360 = load float, ptr %359, align 4
  %361 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %322, 1
  %362 = mul nuw nsw i64 %353, 32
  %363 = add nuw nsw i64 %362, %349
  %364 = getelementptr inbounds nuw float, ptr %361, i64 %363
  %365 = load float, ptr %364, align 4
  %366 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %99, 1
  %367 = mul nuw nsw i64 %345, 32
  %368 = add nuw nsw i64 %367, %349
  %369 = getelementptr inbounds nuw float, ptr %366, i64 %368
  %370 = load float, ptr %369, align 4
  %371 = fmul float %360, %365
  %372 = fadd float %370, %371
  %373 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %99, 1
  %374 = mul nuw nsw i64 %345, 32
  %375 = add nuw nsw i64 %374, %349
  %376 = getelementptr inbounds nuw float, ptr %373, i64 %375
  store float %372, ptr %376, align 4
  %377 = add i64 %353, 1
  br label %352

378:                                              ; preds = %352
  %379 = add i64 %349, 1
  br label %348

380:                                              ; preds = %348
  %381 = add i64 %345, 1
  br label %344

382:                                              ; preds = %344
  %383 = call ptr @malloc(i64 320)
  %384 = ptrtoint ptr %383 to i64
  %385 = add i64 %384, 63
  %386 = urem i64 %385, 64
  %387 = sub i64 %385, %386
  %388 = inttoptr i64 %387 to ptr
  %389 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %383, 0
  %390 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %389, ptr %388, 1
  %391 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %390, i64 0, 2
  %392 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %391, i64 2, 3, 0
  %393 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %392, i64 32, 3, 1
  %394 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %393, i64 32, 4, 0
  %395 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %394, i64 1, 4, 1
  br label %396

396:                                              ; preds = %418, %382
  %397 = phi i64 [ %419, %418 ], [ 0, %382 ]
  %398 = icmp slt i64 %397, 2
  br i1 %398, label %399, label %420

399:                                              ; preds = %396
  br label %400

400:                                              ; preds = %403, %399
  %401 = phi i64 [ %417, %403 ], [ 0, %399 ]
  %402 = icmp slt i64 %401, 32
  br i1 %402, label %403, label %418

403:                                              ; preds = %400
  %404 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %99, 1
  %405 = mul nuw nsw i64 %397, 32
  %406 = add nuw nsw i64 %405, %401
  %407 = getelementptr inbounds nuw float, ptr %404, i64 %406
  %408 = load float, ptr %407, align 4
  %409 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %67, 1
  %410 = getelementptr inbounds nuw float, ptr %409, i64 %401
  %411 = load float, ptr %410, align 4
  %412 = fadd float %408, %411
  %413 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %395, 1
  %414 = mul nuw nsw i64 %397, 32
  %415 = add nuw nsw i64 %414, %401
  %416 = getelementptr inbounds nuw float, ptr %413, i64 %415
  store float %412, ptr %416, align 4
  %417 = add i64 %401, 1
  br label %400

418:                                              ; preds = %400
  %419 = add i64 %397, 1
  br label %396

420:                                              ; preds = %396
  br label %421

421:                                              ; preds = %445, %420
  %422 = phi i64 [ %446, %445 ], [ 0, %420 ]
  %423 = icmp slt i64 %422, 2
  br i1 %423, label %424, label %447

424:                                              ; preds = %421
  br label %425

425:                                              ; preds = %428, %424
  %426 = phi i64 [ %444, %428 ], [ 0, %424 ]
  %427 = icmp slt i64 %426, 32
  br i1 %427, label %428, label %445

428:                                              ; preds = %425
  %429 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %395, 1
  %430 = mul nuw nsw i64 %422, 32
  %431 = add nuw nsw i64 %430, %426
  %432 = getelementptr inbounds nuw float, ptr %429, i64 %431
  %433 = load float, ptr %432, align 4
  %434 = fneg float %433
  %435 = fmul float %434, f0x3FB8AA3B
  %436 = call float @llvm.exp2.f32(float %435)
  %437 = fadd float %436, 1.000000e+00
  %438 = fdiv float 1.000000e+00, %437
  %439 = fmul float %433, %438
  %440 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %99, 1
  %441 = mul nuw nsw i64 %422, 32
  %442 = add nuw nsw i64 %441, %426
  %443 = getelementptr inbounds nuw float, ptr %440, i64 %442
  store float %439, ptr %443, align 4
  %444 = add i64 %426, 1
  br label %425

445:                                              ; preds = %425
  %446 = add i64 %422, 1
  br label %421

447:                                              ; preds = %421
  %448 = call ptr @malloc(i64 1088)
  %449 = ptrtoint ptr %448 to i64
  %450 = add i64 %449, 63
  %451 = urem i64 %450, 64
  %452 = sub i64 %450, %451
  %453 = inttoptr i64 %452 to ptr
  %454 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %448, 0
  %455 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %454, ptr %453, 1
  %456 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %455, i64 0, 2
  %457 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %456, i64 32, 3, 0
  %458 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %457, i64 8, 3, 1
  %459 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %458, i64 8, 4, 0
  %460 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %459, i64 1, 4, 1
  br label %461

461:                                              ; preds = %479, %447
  %462 = phi i64 [ %480, %479 ], [ 0, %447 ]
  %463 = icmp slt i64 %462, 32
  br i1 %463, label %464, label %481

464:                                              ; preds = %461
  br label %465

465:                                              ; preds = %468, %464
  %466 = phi i64 [ %478, %468 ], [ 0, %464 ]
  %467 = icmp slt i64 %466, 8
  br i1 %467, label %468, label %479

468:                                              ; preds = %465
  %469 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %62, 1
  %470 = mul nuw nsw i64 %466, 32
  %471 = add nuw nsw i64 %470, %462
  %472 = getelementptr inbounds nuw float, ptr %469, i64 %471
  %473 = load float, ptr %472, align 4
  %474 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %460, 1
  %475 = mul nuw nsw i64 %462, 8
  %476 = add nuw nsw i64 %475, %466
  %477 = getelementptr inbounds nuw float, ptr %474, i64 %476
  store float %473, ptr %477, align 4
  %478 = add i64 %466, 1
  br label %465

479:                                              ; preds = %465
  %480 = add i64 %462, 1
  br label %461

481:                                              ; preds = %461
  %482 = call ptr @malloc(i64 128)
  %483 = ptrtoint ptr %482 to i64
  %484 = add i64 %483, 63
  %485 = urem i64 %484, 64
  %486 = sub i64 %484, %485
  %487 = inttoptr i64 %486 to ptr
  %488 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %482, 0
  %489 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %488, ptr %487, 1
  %490 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %489, i64 0, 2
  %491 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %490, i64 2, 3, 0
  %492 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %491, i64 8, 3, 1
  %493 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %492, i64 8, 4, 0
  %494 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %493, i64 1, 4, 1
  br label %495

495:                                              ; preds = %508, %481
  %496 = phi i64 [ %509, %508 ], [ 0, %481 ]
  %497 = icmp slt i64 %496, 2
  br i1 %497, label %498, label %510

498:                                              ; preds = %495
  br label %499

499:                                              ; preds = %502, %498
  %500 = phi i64 [ %507, %502 ], [ 0, %498 ]
  %501 = icmp slt i64 %500, 8
  br i1 %501, label %502, label %508

502:                                              ; preds = %499
  %503 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %494, 1
  %504 = mul nuw nsw i64 %496, 8
  %505 = add nuw nsw i64 %504, %500
  %506 = getelementptr inbounds nuw float, ptr %503, i64 %505
  store float 0.000000e+00, ptr %506, align 4
  %507 = add i64 %500, 1
  br label %499

508:                                              ; preds = %499
  %509 = add i64 %496, 1
  br label %495

510:                                              ; preds = %495
  br label %511

511:                                              ; preds = %547, %510
  %512 = phi i64 [ %548, %547 ], [ 0, %510 ]
  %513 = icmp slt i64 %512, 2
  br i1 %513, label %514, label %549

514:                                              ; preds = %511
  br label %515

515:                                              ; preds = %545, %514
  %516 = phi i64 [ %546, %545 ], [ 0, %514 ]
  %517 = icmp slt i64 %516, 8
  br i1 %517, label %518, label %547

518:                                              ; preds = %515
  br label %519

519:                                              ; preds = %522, %518
  %520 = phi i64 [ %544, %522 ], [ 0, %518 ]
  %521 = icmp slt i64 %520, 32
  br i1 %521, label %522, label %545

522:                                              ; preds = %519
  %523 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %99, 1
  %524 = mul nuw nsw i64 %512, 32
  %525 = add nuw nsw i64 %524, %520
  %526 = getelementptr inbounds nuw float, ptr %523, i64 %525
  %527 = load float, ptr %526, align 4
  %528 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %460, 1
  %529 = mul nuw nsw i64 %520, 8
  %530 = add nuw nsw i64 %529, %516
  %531 = getelementptr inbounds nuw float, ptr %528, i64 %530
  %532 = load float, ptr %531, align 4
  %533 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %494, 1
  %534 = mul nuw nsw i64 %512, 8
  %535 = add nuw nsw i64 %534, %516
  %536 = getelementptr inbounds nuw float, ptr %533, i64 %535
  %537 = load float, ptr %536, align 4
  %538 = fmul float %527, %532
  %539 = fadd float %537, %538
  %540 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %494, 1
  %541 = mul nuw nsw i64 %512, 8
  %542 = add nuw nsw i64 %541, %516
  %543 = getelementptr inbounds nuw float, ptr %540, i64 %542
  store float %539, ptr %543, align 4
  %544 = add i64 %520, 1
  br label %519

545:                                              ; preds = %519
  %546 = add i64 %516, 1
  br label %515

547:                                              ; preds = %515
  %548 = add i64 %512, 1
  br label %511

549:                                              ; preds = %511
  br label %550

550:                                              ; preds = %572, %549
  %551 = phi i64 [ %573, %572 ], [ 0, %549 ]
  %552 = icmp slt i64 %551, 2
  br i1 %552, label %553, label %574

553:                                              ; preds = %550
  br label %554

554:                                              ; preds = %557, %553
  %555 = phi i64 [ %571, %557 ], [ 0, %553 ]
  %556 = icmp slt i64 %555, 8
  br i1 %556, label %557, label %572

557:                                              ; preds = %554
  %558 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %494, 1
  %559 = mul nuw nsw i64 %551, 8
  %560 = add nuw nsw i64 %559, %555
  %561 = getelementptr inbounds nuw float, ptr %558, i64 %560
  %562 = load float, ptr %561, align 4
  %563 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, 1
  %564 = getelementptr inbounds nuw float, ptr %563, i64 %555
  %565 = load float, ptr %564, align 4
  %566 = fadd float %562, %565
  %567 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %494, 1
  %568 = mul nuw nsw i64 %551, 8
  %569 = add nuw nsw i64 %568, %555
  %570 = getelementptr inbounds nuw float, ptr %567, i64 %569
  store float %566, ptr %570, align 4
  %571 = add i64 %555, 1
  br label %554

572:                                              ; preds = %554
  %573 = add i64 %551, 1
  br label %550

574:                                              ; preds = %550
  %575 = call ptr @malloc(i64 68)
  %576 = ptrtoint ptr %575 to i64
  %577 = add i64 %576, 63
  %578 = urem i64 %577, 64
  %579 = sub i64 %577, %578
  %580 = inttoptr i64 %579 to ptr
  %581 = insertvalue { ptr, ptr, i64 } poison, ptr %575, 0
  %582 = insertvalue { ptr, ptr, i64 } %581, ptr %580, 1
  %583 = insertvalue { ptr, ptr, i64 } %582, i64 0, 2
  %584 = extractvalue { ptr, ptr, i64 } %583, 1
  store float 0.000000e+00, ptr %584, align 4
  br label %585

585:                                              ; preds = %604, %574
  %586 = phi i64 [ %605, %604 ], [ 0, %574 ]
  %587 = icmp slt i64 %586, 2
  br i1 %587, label %588, label %606

588:                                              ; preds = %585
  br label %589

589:                                              ; preds = %592, %588
  %590 = phi i64 [ %603, %592 ], [ 0, %588 ]
  %591 = icmp slt i64 %590, 8
  br i1 %591, label %592, label %604

592:                                              ; preds = %589
  %593 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %494, 1
  %594 = mul nuw nsw i64 %586, 8
  %595 = add nuw nsw i64 %594, %590
  %596 = getelementptr inbounds nuw float, ptr %593, i64 %595
  %597 = load float, ptr %596, align 4
  %598 = extractvalue { ptr, ptr, i64 } %583, 1
  %599 = load float, ptr %598, align 4
  %600 = fmul float %597, %597
  %601 = fadd float %600, %599
  %602 = extractvalue { ptr, ptr, i64 } %583, 1
  store float %601, ptr %602, align 4
  %603 = add i64 %590, 1
  br label %589

604:                                              ; preds = %589
  %605 = add i64 %586, 1
  br label %585

606:                                              ; preds = %585
  %607 = extractvalue { ptr, ptr, i64 } %583, 1
  %608 = load float, ptr %607, align 4
  %609 = fdiv float %608, 1.600000e+01
  %610 = extractvalue { ptr, ptr, i64 } %583, 1
  store float %609, ptr %610, align 4
  %611 = call ptr @malloc(i64 128)
  %612 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %611, 0
  %613 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %612, ptr %611, 1
  %614 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %613, i64 0, 2
  %615 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %614, i64 2, 3, 0
  %616 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %615, i64 16, 3, 1
  %617 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %616, i64 16, 4, 0
  %618 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %617, i64 1, 4, 1
  br label %619

619:                                              ; preds = %637, %606
  %620 = phi i64 [ %638, %637 ], [ 0, %606 ]
  %621 = icmp slt i64 %620, 2
  br i1 %621, label %622, label %639

622:                                              ; preds = %619
  br label %623

623:                                              ; preds = %626, %622
  %624 = phi i64 [ %636, %626 ], [ 0, %622 ]
  %625 = icmp slt i64 %624, 16
  br i1 %625, label %626, label %637

626:                                              ; preds = %623
  %627 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %50, 1
  %628 = mul nuw nsw i64 %620, 16
  %629 = add nuw nsw i64 %628, %624
  %630 = getelementptr inbounds nuw float, ptr %627, i64 %629
  %631 = load float, ptr %630, align 4
  %632 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %618, 1
  %633 = mul nuw nsw i64 %620, 16
  %634 = add nuw nsw i64 %633, %624
  %635 = getelementptr inbounds nuw float, ptr %632, i64 %634
  store float %631, ptr %635, align 4
  %636 = add i64 %624, 1
  br label %623

637:                                              ; preds = %623
  %638 = add i64 %620, 1
  br label %619

639:                                              ; preds = %619
  %640 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %128, 0
  call void @free(ptr %640)
  %641 = insertvalue { { ptr, ptr, i64 }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } poison, { ptr, ptr, i64 } %583, 0
  %642 = insertvalue { { ptr, ptr, i64 }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %641, { ptr, ptr, i64, [2 x i64], [2 x i64] } %618, 1
  %643 = insertvalue { { ptr, ptr, i64 }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %642, { ptr, ptr, i64, [2 x i64], [2 x i64] } %201, 2
  %644 = insertvalue { { ptr, ptr, i64 }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %643, { ptr, ptr, i64, [2 x i64], [2 x i64] } %239, 3
  %645 = insertvalue { { ptr, ptr, i64 }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %644, { ptr, ptr, i64, [2 x i64], [2 x i64] } %322, 4
  %646 = insertvalue { { ptr, ptr, i64 }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %645, { ptr, ptr, i64, [2 x i64], [2 x i64] } %395, 5
  %647 = insertvalue { { ptr, ptr, i64 }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %646, { ptr, ptr, i64, [2 x i64], [2 x i64] } %99, 6
  %648 = insertvalue { { ptr, ptr, i64 }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %647, { ptr, ptr, i64, [2 x i64], [2 x i64] } %460, 7
  %649 = insertvalue { { ptr, ptr, i64 }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %648, { ptr, ptr, i64, [2 x i64], [2 x i64] } %494, 8
  ret { { ptr, ptr, i64 }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %649
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; irlower-stages: aot_joint_graph=88d1a12a260f aot_forward_graph=07264403bc36 torch_mlir=69a53b38af28 linalg_on_tensors_mlir=1f235b8697aa llvm_mlir=ada0d8023972
