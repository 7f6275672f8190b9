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
  %344 = call ptr @malloc(i64 320)
  %345 = ptrtoint ptr %344 to i64
  %346 = add i64 %345, 63
  %347 = urem i64 %346, 64
  %348 = sub i64 %346, %347
  %349 = inttoptr i64 %348 to ptr
  %350 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %344, 0
  %351 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %350, ptr %349, 1
  %352 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %351, i64 0, 2
  %353 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %352, i64 2, 3, 0
  %354 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %353, i64 32, 3, 1
  %355 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %354, i64 32, 4, 0
  %356 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %355, i64 1, 4, 1
  br label %357

357:                                              ; preds = %375, %343
  %358 = phi i64 [ %376, %375 ], [ 0, %343 ]
  %359 = icmp slt i64 %358, 2
  br i1 %359, label %360, label %377

360:                                              ; preds = %357
  br label %361

361:                                              ; preds = %364, %360
  %362 = phi i64 [ %374, %364 ], [ 0, %360 ]
  %363 = icmp slt i64 %362, 32
  br i1 %363, label %364, label %375

364:                                              ; preds = %361
  %365 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %99, 1
  %366 = mul nuw nsw i64 %358, 32
  %367 = add nuw nsw i64 %366, %362
  %368 = getelementptr inbounds nuw float, ptr %365, i64 %367
  %369 = load float, ptr %368, align 4
  %370 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %356, 1
  %371 = mul nuw nsw i64 %358, 32
  %372 = add nuw nsw i64 %371, %362
  %373 = getelementptr inbounds nuw float, ptr %370, i64 %372
  store float %369, ptr %373, align 4
  %374 = add i64 %362, 1
  br label %361

375:                                              ; preds = %361
  %376 = add i64 %358, 1
  br label %357

377:                                              ; preds = %357
  br label %378

378:                                              ; preds = %414, %377
  %379 = phi i64 [ %415, %414 ], [ 0, %377 ]
  %380 = icmp slt i64 %379, 2
  br i1 %380, label %381, label %416

381:                                              ; preds = %378
  br label %382

382:                                              ; preds = %412, %381
  %383 = phi i64 [ %413, %412 ], [ 0, %381 ]
  %384 = icmp slt i64 %383, 32
  br i1 %384, label %385, label %414

385:                                              ; preds = %382
  br label %386

386:                                              ; preds = %389, %385
  %387 = phi i64 [ %411, %389 ], [ 0, %385 ]
  %388 = icmp slt i64 %387, 32
  br i1 %388, label %389, label %412

389:                                              ; preds = %386
  %390 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %239, 1
  %391 = mul nuw nsw i64 %379, 32
  %392 = add nuw nsw i64 %391, %387
  %393 = getelementptr inbounds nuw float, ptr %390, i64 %392
  %394 = load float, ptr %393, align 4
  %395 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %322, 1
  %396 = mul nuw nsw i64 %387, 32
  %397 = add nuw nsw i64 %396, %383
  %398 = getelementptr inbounds nuw float, ptr %395, i64 %397
  %399 = load float, ptr %398, align 4
  %400 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %356, 1
  %401 = mul nuw nsw i64 %379, 32
  %402 = add nuw nsw i64 %401, %383
  %403 = getelementptr inbounds nuw float, ptr %400, i64 %402
  %404 = load float, ptr %403, align 4
  %405 = fmul float %394, %399
  %406 = fadd float %404, %405
  %407 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %356, 1
  %408 = mul nuw nsw i64 %379, 32
  %409 = add nuw nsw i64 %408, %383
  %410 = getelementptr inbounds nuw float, ptr %407, i64 %409
  store float %406, ptr %410, align 4
  %411 = add i64 %387, 1
  br label %386

412:                                              ; preds = %386
  %413 = add i64 %383, 1
  br label %382

414:                                              ; preds = %382
  %415 = add i64 %379, 1
  br label %378

416:                                              ; preds = %378
  %417 = call ptr @malloc(i64 320)
  %418 = ptrtoint ptr %417 to i64
  %419 = add i64 %418, 63
  %420 = urem i64 %419, 64
  %421 = sub i64 %419, %420
  %422 = inttoptr i64 %421 to ptr
  %423 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %417, 0
  %424 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %423, ptr %422, 1
  %425 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %424, i64 0, 2
  %426 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %425, i64 2, 3, 0
  %427 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %426, i64 32, 3, 1
  %428 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %427, i64 32, 4, 0
  %429 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %428, i64 1, 4, 1
  br label %430

430:                                              ; preds = %452, %416
  %431 = phi i64 [ %453, %452 ], [ 0, %416 ]
  %432 = icmp slt i64 %431, 2
  br i1 %432, label %433, label %454

433:                                              ; preds = %430
  br label %434

434:                                              ; preds = %437, %433
  %435 = phi i64 [ %451, %437 ], [ 0, %433 ]
  %436 = icmp slt i64 %435, 32
  br i1 %436, label %437, label %452

437:                                              ; preds = %434
  %438 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %356, 1
  %439 = mul nuw nsw i64 %431, 32
  %440 = add nuw nsw i64 %439, %435
  %441 = getelementptr inbounds nuw float, ptr %438, i64 %440
  %442 = load float, ptr %441, align 4
  %443 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %67, 1
  %444 = getelementptr inbounds nuw float, ptr %443, i64 %435
  %445 = load float, ptr %444, align 4
  %446 = fadd float %442, %445
  %447 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %429, 1
  %448 = mul nuw nsw i64 %431, 32
  %449 = add nuw nsw i64 %448, %435
  %450 = getelementptr inbounds nuw float, ptr %447, i64 %449
  store float %446, ptr %450, align 4
  %451 = add i64 %435, 1
  br label %434

452:                                              ; preds = %434
  %453 = add i64 %431, 1
  br label %430

454:                                              ; preds = %430
  %455 = call ptr @malloc(i64 320)
  %456 = ptrtoint ptr %455 to i64
  %457 = add i64 %456, 63
  %458 = urem i64 %457, 64
  %459 = sub i64 %457, %458
  %460 = inttoptr i64 %459 to ptr
  %461 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %455, 0
  %462 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %461, ptr %460, 1
  %463 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %462, i64 0, 2
  %464 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %463, i64 2, 3, 0
  %465 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %464, i64 32, 3, 1
  %466 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %465, i64 32, 4, 0
  %467 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %466, i64 1, 4, 1
  br label %468

468:                                              ; preds = %492, %454
  %469 = phi i64 [ %493, %492 ], [ 0, %454 ]
  %470 = icmp slt i64 %469, 2
  br i1 %470, label %471, label %494

471:                                              ; preds = %468
  br label %472

472:                                              ; preds = %475, %471
  %473 = phi i64 [ %491, %475 ], [ 0, %471 ]
  %474 = icmp slt i64 %473, 32
  br i1 %474, label %475, label %492

475:                                              ; preds = %472
  %476 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %429, 1
  %477 = mul nuw nsw i64 %469, 32
  %478 = add nuw nsw i64 %477, %473
  %479 = getelementptr inbounds nuw float, ptr %476, i64 %478
  %480 = load float, ptr %479, align 4
  %481 = fneg float %480
  %482 = fmul float %481, f0x3FB8AA3B
  %483 = call float @llvm.exp2.f32(float %482)
  %484 = fadd float %483, 1.000000e+00
  %485 = fdiv float 1.000000e+00, %484
  %486 = fmul float %480, %485
  %487 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %467, 1
  %488 = mul nuw nsw i64 %469, 32
  %489 = add nuw nsw i64 %488, %473
  %490 = getelementptr inbounds nuw float, ptr %487, i64 %489
  store float %486, ptr %490, align 4
  %491 = add i64 %473, 1
  br label %472

492:                                              ; preds = %472
  %493 = add i64 %469, 1
  br label %468

494:                                              ; preds = %468
  %495 = call ptr @malloc(i64 1088)
  %496 = ptrtoint ptr %495 to i64
  %497 = add i64 %496, 63
  %498 = urem i64 %497, 64
  %499 = sub i64 %497, %498
  %500 = inttoptr i64 %499 to ptr
  %501 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %495, 0
  %502 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %501, ptr %500, 1
  %503 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %502, i64 0, 2
  %504 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %503, i64 32, 3, 0
  %505 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %504, i64 8, 3, 1
  %506 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %505, i64 8, 4, 0
  %507 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %506, i64 1, 4, 1
  br label %508

508:                                              ; preds = %526, %494
  %509 = phi i64 [ %527, %526 ], [ 0, %494 ]
  %510 = icmp slt i64 %509, 32
  br i1 %510, label %511, label %528

511:                                              ; preds = %508
  br label %512

512:                                              ; preds = %515, %511
  %513 = phi i64 [ %525, %515 ], [ 0, %511 ]
  %514 = icmp slt i64 %513, 8
  br i1 %514, label %515, label %526

515:                                              ; preds = %512
  %516 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %62, 1
  %517 = mul nuw nsw i64 %513, 32
  %518 = add nuw nsw i64 %517, %509
  %519 = getelementptr inbounds nuw float, ptr %516, i64 %518
  %520 = load float, ptr %519, align 4
  %521 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %507, 1
  %522 = mul nuw nsw i64 %509, 8
  %523 = add nuw nsw i64 %522, %513
  %524 = getelementptr inbounds nuw float, ptr %521, i64 %523
  store float %520, ptr %524, align 4
  %525 = add i64 %513, 1
  br label %512

526:                                              ; preds = %512
  %527 = add i64 %509, 1
  br label %508

528:                                              ; preds = %508
  %529 = call ptr @malloc(i64 128)
  %530 = ptrtoint ptr %529 to i64
  %531 = add i64 %530, 63
  %532 = urem i64 %531, 64
  %533 = sub i64 %531, %532
  %534 = inttoptr i64 %533 to ptr
  %535 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %529, 0
  %536 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %535, ptr %534, 1
  %537 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %536, i64 0, 2
  %538 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %537, i64 2, 3, 0
  %539 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %538, i64 8, 3, 1
  %540 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %539, i64 8, 4, 0
  %541 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %540, i64 1, 4, 1
  br label %542

542:                                              ; preds = %555, %528
  %543 = phi i64 [ %556, %555 ], [ 0, %528 ]
  %544 = icmp slt i64 %543, 2
  br i1 %544, label %545, label %557

545:                                              ; preds = %542
  br label %546

546:                                              ; preds = %549, %545
  %547 = phi i64 [ %554, %549 ], [ 0, %545 ]
  %548 = icmp slt i64 %547, 8
  br i1 %548, label %549, label %555

549:                                              ; preds = %546
  %550 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %541, 1
  %551 = mul nuw nsw i64 %543, 8
  %552 = add nuw nsw i64 %551, %547
  %553 = getelementptr inbounds nuw float, ptr %550, i64 %552
  store float 0.000000e+00, ptr %553, align 4
  %554 = add i64 %547, 1
  br label %546

555:                                              ; preds = %546
  %556 = add i64 %543, 1
  br label %542

557:                                              ; preds = %542
  %558 = call ptr @malloc(i64 128)
  %559 = ptrtoint ptr %558 to i64
  %560 = add i64 %559, 63
  %561 = urem i64 %560, 64
  %562 = sub i64 %560, %561
  %563 = inttoptr i64 %562 to ptr
  %564 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %558, 0
  %565 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %564, ptr %563, 1
  %566 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %565, i64 0, 2
  %567 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %566, i64 2, 3, 0
  %568 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %567, i64 8, 3, 1
  %569 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %568, i64 8, 4, 0
  %570 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %569, i64 1, 4, 1
  br label %571

571:                                              ; preds = %589, %557
  %572 = phi i64 [ %590, %589 ], [ 0, %557 ]
  %573 = icmp slt i64 %572, 2
  br i1 %573, label %574, label %591

574:                                              ; preds = %571
  br label %575

575:                                              ; preds = %578, %574
  %576 = phi i64 [ %588, %578 ], [ 0, %574 ]
  %577 = icmp slt i64 %576, 8
  br i1 %577, label %578, label %589

578:                                              ; preds = %575
  %579 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %541, 1
  %580 = mul nuw nsw i64 %572, 8
  %581 = add nuw nsw i64 %580, %576
  %582 = getelementptr inbounds nuw float, ptr %579, i64 %581
  %583 = load float, ptr %582, align 4
  %584 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %570, 1
  %585 = mul nuw nsw i64 %572, 8
  %586 = add nuw nsw i64 %585, %576
  %587 = getelementptr inbounds nuw float, ptr %584, i64 %586
  store float %583, ptr %587, align 4
  %588 = add i64 %576, 1
  br label %575

589:                                              ; preds = %575
  %590 = add i64 %572, 1
  br label %571

591:                                              ; preds = %571
  br label %592

592:                                              ; preds = %628, %591
  %593 = phi i64 [ %629, %628 ], [ 0, %591 ]
  %594 = icmp slt i64 %593, 2
  br i1 %594, label %595, label %630

595:                                              ; preds = %592
  br label %596

596:                                              ; preds = %626, %595
  %597 = phi i64 [ %627, %626 ], [ 0, %595 ]
  %598 = icmp slt i64 %597, 8
  br i1 %598, label %599, label %628

599:                                              ; preds = %596
  br label %600

600:                                              ; preds = %603, %599
  %601 = phi i64 [ %625, %603 ], [ 0, %599 ]
  %602 = icmp slt i64 %601, 32
  br i1 %602, label %603, label %626

603:                                              ; preds = %600
  %604 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %467, 1
  %605 = mul nuw nsw i64 %593, 32
  %606 = add nuw nsw i64 %605, %601
  %607 = getelementptr inbounds nuw float, ptr %604, i64 %606
  %608 = load float, ptr %607, align 4
  %609 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %507, 1
  %610 = mul nuw nsw i64 %601, 8
  %611 = add nuw nsw i64 %610, %597
  %612 = getelementptr inbounds nuw float, ptr %609, i64 %611
  %613 = load float, ptr %612, align 4
  %614 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %570, 1
  %615 = mul nuw nsw i64 %593, 8
  %616 = add nuw nsw i64 %615, %597
  %617 = getelementptr inbounds nuw float, ptr %614, i64 %616
  %618 = load float, ptr %617, align 4
  %619 = fmul float %608, %613
  %620 = fadd float %618, %619
  %621 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %570, 1
  %622 = mul nuw nsw i64 %593, 8
  %623 = add nuw nsw i64 %622, %597
  %624 = getelementptr inbounds nuw float, ptr %621, i64 %623
  store float %620, ptr %624, align 4
  %625 = add i64 %601, 1
  br label %600

626:                                              ; preds = %600
  %627 = add i64 %597, 1
  br label %596

628:                                              ; preds = %596
  %629 = add i64 %593, 1
  br label %592

630:                                              ; preds = %592
  %631 = call ptr @malloc(i64 128)
  %632 = ptrtoint ptr %631 to i64
  %633 = add i64 %632, 63
  %634 = urem i64 %633, 64
  %635 = sub i64 %633, %634
  %636 = inttoptr i64 %635 to ptr
  %637 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %631, 0
  %638 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %637, ptr %636, 1
  %639 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %638, i64 0, 2
  %640 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %639, i64 2, 3, 0
  %641 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %640, i64 8, 3, 1
  %642 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %641, i64 8, 4, 0
  %643 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %642, i64 1, 4, 1
  br label %644

644:                                              ; preds = %666, %630
  %645 = phi i64 [ %667, %666 ], [ 0, %630 ]
  %646 = icmp slt i64 %645, 2
  br i1 %646, label %647, label %668

647:                                              ; preds = %644
  br label %648

648:                                              ; preds = %651, %647
  %649 = phi i64 [ %665, %651 ], [ 0, %647 ]
  %650 = icmp slt i64 %649, 8
  br i1 %650, label %651, label %666

651:                                              ; preds = %648
  %652 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %570, 1
  %653 = mul nuw nsw i64 %645, 8
  %654 = add nuw nsw i64 %653, %649
  %655 = getelementptr inbounds nuw float, ptr %652, i64 %654
  %656 = load float, ptr %655, align 4
  %657 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, 1
  %658 = getelementptr inbounds nuw float, ptr %657, i64 %649
  %659 = load float, ptr %658, align 4
  %660 = fadd float %656, %659
  %661 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %643, 1
  %662 = mul nuw nsw i64 %645, 8
  %663 = add nuw nsw i64 %662, %649
  %664 = getelementptr inbounds nuw float, ptr %661, i64 %663
  store float %660, ptr %664, align 4
  %665 = add i64 %649, 1
  br label %648

666:                                              ; preds = %648
  %667 = add i64 %645, 1
  br label %644

668:                                              ; preds = %644
  %669 = call ptr @malloc(i64 68)
  %670 = ptrtoint ptr %669 to i64
  %671 = add i64 %670, 63
  %672 = urem i64 %671, 64
  %673 = sub i64 %671, %672
  %674 = inttoptr i64 %673 to ptr
  %675 = insertvalue { ptr, ptr, i64 } poison, ptr %669, 0
  %676 = insertvalue { ptr, ptr, i64 } %675, ptr %674, 1
  %677 = insertvalue { ptr, ptr, i64 } %676, i64 0, 2
  %678 = extractvalue { ptr, ptr, i64 } %677, 1
  store float 0.000000e+00, ptr %678, align 4
  %679 = call ptr @malloc(i64 68)
  %680 = ptrtoint ptr %679 to i64
  %681 = add i64 %680, 63
  %682 = urem i64 %681, 64
  %683 = sub i64 %681, %682
  %684 = inttoptr i64 %683 to ptr
  %685 = insertvalue { ptr, ptr, i64 } poison, ptr %679, 0
  %686 = insertvalue { ptr, ptr, i64 } %685, ptr %684, 1
  %687 = insertvalue { ptr, ptr, i64 } %686, i64 0, 2
  %688 = extractvalue { ptr, ptr, i64 } %677, 1
  %689 = load float, ptr %688, align 4
  %690 = extractvalue { ptr, ptr, i64 } %687, 1
  store float %689, ptr %690, align 4
  br label %691

691:                                              ; preds = %710, %668
  %692 = phi i64 [ %711, %710 ], [ 0, %668 ]
  %693 = icmp slt i64 %692, 2
  br i1 %693, label %694, label %712

694:                                              ; preds = %691
  br label %695

695:                                              ; preds = %698, %694
  %696 = phi i64 [ %709, %698 ], [ 0, %694 ]
  %697 = icmp slt i64 %696, 8
  br i1 %697, label %698, label %710

698:                                              ; preds = %695
  %699 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %643, 1
  %700 = mul nuw nsw i64 %692, 8
  %701 = add nuw nsw i64 %700, %696
  %702 = getelementptr inbounds nuw float, ptr %699, i64 %701
  %703 = load float, ptr %702, align 4
  %704 = extractvalue { ptr, ptr, i64 } %687, 1
  %705 = load float, ptr %704, align 4
  %706 = fmul float %703, %703
  %707 = fadd float %706, %705
  %708 = extractvalue { ptr, ptr, i64 } %687, 1
  store float %707, ptr %708, align 4
  %709 = add i64 %696, 1
  br label %695

710:                                              ; preds = %695
  %711 = add i64 %692, 1
  br label %691

712:                                              ; preds = %691
  %713 = call ptr @malloc(i64 68)
  %714 = ptrtoint ptr %713 to i64
  %715 = add i64 %714, 63
  %716 = urem i64 %715, 64
  %717 = sub i64 %715, %716
  %718 = inttoptr i64 %717 to ptr
  %719 = insertvalue { ptr, ptr, i64 } poison, ptr %713, 0
  %720 = insertvalue { ptr, ptr, i64 } %719, ptr %718, 1
  %721 = insertvalue { ptr, ptr, i64 } %720, i64 0, 2
  %722 = extractvalue { ptr, ptr, i64 } %687, 1
  %723 = load float, ptr %722, align 4
  %724 = fdiv float %723, 1.600000e+01
  %725 = extractvalue { ptr, ptr, i64 } %721, 1
  store float %724, ptr %725, align 4
  %726 = call ptr @malloc(i64 128)
  %727 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %726, 0
  %728 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %727, ptr %726, 1
  %729 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %728, i64 0, 2
  %730 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %729, i64 2, 3, 0
  %731 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %730, i64 16, 3, 1
  %732 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %731, i64 16, 4, 0
  %733 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %732, i64 1, 4, 1
  br label %734

734:                                              ; preds = %752, %712
  %735 = phi i64 [ %753, %752 ], [ 0, %712 ]
  %736 = icmp slt i64 %735, 2
  br i1 %736, label %737, label %754

737:                                              ; preds = %734
  br label %738

738:                                              ; preds = %741, %737
  %739 = phi i64 [ %751, %741 ], [ 0, %737 ]
  %740 = icmp slt i64 %739, 16
  br i1 %740, label %741, label %752

741:                                              ; preds = %738
  %742 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %50, 1
  %743 = mul nuw nsw i64 %735, 16
  %744 = add nuw nsw i64 %743, %739
  %745 = getelementptr inbounds nuw float, ptr %742, i64 %744
  %746 = load float, ptr %745, align 4
  %747 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %733, 1
  %748 = mul nuw nsw i64 %735, 16
  %749 = add nuw nsw i64 %748, %739
  %750 = getelementptr inbounds nuw float, ptr %747, i64 %749
  store float %746, ptr %750, align 4
  %751 = add i64 %739, 1
  br label %738

752:                                              ; preds = %738
  %753 = add i64 %735, 1
  br label %734

754:                                              ; preds = %734
  %755 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %99, 0
  call void @free(ptr %755)
  %756 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %128, 0
  call void @free(ptr %756)
  %757 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %356, 0
  call void @free(ptr %757)
  %758 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %541, 0
  call void @free(ptr %758)
  %759 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %570, 0
  call void @free(ptr %759)
  %760 = extractvalue { ptr, ptr, i64 } %677, 0
  call void @free(ptr %760)
  %761 = extractvalue { ptr, ptr, i64 } %687, 0
  call void @free(ptr %761)
  %762 = insertvalue { { ptr, ptr, i64 }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } poison, { ptr, ptr, i64 } %721, 0
  %763 = insertvalue { { ptr, ptr, i64 }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %762, { ptr, ptr, i64, [2 x i64], [2 x i64] } %733, 1
  %764 = insertvalue { { ptr, ptr, i64 }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %763, { ptr, ptr, i64, [2 x i64], [2 x i64] } %201, 2
  %765 = insertvalue { { ptr, ptr, i64 }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %764, { ptr, ptr, i64, [2 x i64], [2 x i64] } %239, 3
  %766 = insertvalue { { ptr, ptr, i64 }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %765, { ptr, ptr, i64, [2 x i64], [2 x i64] } %322, 4
  %767 = insertvalue { { ptr, ptr, i64 }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %766, { ptr, ptr, i64, [2 x i64], [2 x i64] } %429, 5
  %768 = insertvalue { { ptr, ptr, i64 }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %767, { ptr, ptr, i64, [2 x i64], [2 x i64] } %467, 6
  %769 = insertvalue { { ptr, ptr, i64 }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %768, { ptr, ptr, i64, [2 x i64], [2 x i64] } %507, 7
  %770 = insertvalue { { ptr, ptr, i64 }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %769, { ptr, ptr, i64, [2 x i64], [2 x i64] } %643, 8
  ret { { ptr, ptr, i64 }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %770
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; irlower-stages: aot_joint_graph=88d1a12a260f aot_forward_graph=07264403bc36 torch_mlir=69a53b38af28 linalg_on_tensors_mlir=1f235b8697aa llvm_mlir=a9237814fdeb
