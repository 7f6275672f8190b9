; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@__constant_96x32xf32 = private constant [96 x [32 x float]] zeroinitializer, align 64 ; 3072 elements elided
@__constant_96xf32 = private constant [96 x float] zeroinitializer, align 64
@__constant_32x32xf32 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_4 = private constant [32 x float] zeroinitializer, align 64
@__constant_32xf32_3 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_2 = private constant [32 x float] zeroinitializer, align 64
@__constant_64x32xf32 = private constant [64 x [32 x float]] zeroinitializer, align 64 ; 2048 elements elided
@__constant_64xf32 = private constant [64 x float] zeroinitializer, align 64 ; 64 elements elided
@__constant_32x64xf32 = private constant [32 x [64 x float]] zeroinitializer, align 64 ; 2048 elements elided
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
  %19 = call ptr @malloc(i64 3136)
  %20 = ptrtoint ptr %19 to i64
  %21 = add i64 %20, 63
  %22 = urem i64 %21, 64
  %23 = sub i64 %21, %22
  %24 = inttoptr i64 %23 to ptr
  %25 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %19, 0
  %26 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %25, ptr %24, 1
  %27 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %26, i64 0, 2
  %28 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %27, i64 1, 3, 0
  %29 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %28, i64 8, 3, 1
  %30 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %29, i64 1, 3, 2
  %31 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %30, i64 3, 3, 3
  %32 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %31, i64 32, 3, 4
  %33 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %32, i64 768, 4, 0
  %34 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %33, i64 96, 4, 1
  %35 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %34, i64 96, 4, 2
  %36 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %35, i64 32, 4, 3
  %37 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %36, i64 1, 4, 4
  br label %38

38:                                               ; preds = %75, %9
  %39 = phi i64 [ %76, %75 ], [ 0, %9 ]
  %40 = icmp slt i64 %39, 1
  br i1 %40, label %41, label %77

41:                                               ; preds = %38
  br label %42

42:                                               ; preds = %73, %41
  %43 = phi i64 [ %74, %73 ], [ 0, %41 ]
  %44 = icmp slt i64 %43, 8
  br i1 %44, label %45, label %75

45:                                               ; preds = %42
  br label %46

46:                                               ; preds = %71, %45
  %47 = phi i64 [ %72, %71 ], [ 0, %45 ]
  %48 = icmp slt i64 %47, 1
  br i1 %48, label %49, label %73

49:                                               ; preds = %46
  br label %50

50:                                               ; preds = %69, %49
  %51 = phi i64 [ %70, %69 ], [ 0, %49 ]
  %52 = icmp slt i64 %51, 3
  br i1 %52, label %53, label %71

53:                                               ; preds = %50
  br label %54

54:                                               ; preds = %57, %53
  %55 = phi i64 [ %68, %57 ], [ 0, %53 ]
  %56 = icmp slt i64 %55, 32
  br i1 %56, label %57, label %69

57:                                               ; preds = %54
  %58 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %37, 1
  %59 = mul nuw nsw i64 %39, 768
  %60 = mul nuw nsw i64 %43, 96
  %61 = add nuw nsw i64 %59, %60
  %62 = mul nuw nsw i64 %47, 96
  %63 = add nuw nsw i64 %61, %62
  %64 = mul nuw nsw i64 %51, 32
  %65 = add nuw nsw i64 %63, %64
  %66 = add nuw nsw i64 %65, %55
  %67 = getelementptr inbounds nuw float, ptr %58, i64 %66
  store float 0.000000e+00, ptr %67, align 4
  %68 = add i64 %55, 1
  br label %54

69:                                               ; preds = %54
  %70 = add i64 %51, 1
  br label %50

71:                                               ; preds = %50
  %72 = add i64 %47, 1
  br label %46

73:                                               ; preds = %46
  %74 = add i64 %43, 1
  br label %42

75:                                               ; preds = %42
  %76 = add i64 %39, 1
  br label %38

77:                                               ; preds = %38
  %78 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, 0
  %79 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, 1
  %80 = insertvalue { ptr, ptr, i64 } poison, ptr %78, 0
  %81 = insertvalue { ptr, ptr, i64 } %80, ptr %79, 1
  %82 = insertvalue { ptr, ptr, i64 } %81, i64 0, 2
  %83 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, 2
  %84 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, 3, 0
  %85 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, 3, 1
  %86 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, 3, 2
  %87 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, 4, 0
  %88 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, 4, 1
  %89 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, 4, 2
  %90 = extractvalue { ptr, ptr, i64 } %82, 0
  %91 = extractvalue { ptr, ptr, i64 } %82, 1
  %92 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %90, 0
  %93 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %92, ptr %91, 1
  %94 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %93, i64 0, 2
  %95 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %94, i64 1, 3, 0
  %96 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %95, i64 256, 4, 0
  %97 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %96, i64 1, 3, 1
  %98 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %97, i64 256, 4, 1
  %99 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %98, i64 8, 3, 2
  %100 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %99, i64 32, 4, 2
  %101 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %100, i64 32, 3, 3
  %102 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %101, i64 1, 4, 3
  %103 = call ptr @malloc(i64 3136)
  %104 = ptrtoint ptr %103 to i64
  %105 = add i64 %104, 63
  %106 = urem i64 %105, 64
  %107 = sub i64 %105, %106
  %108 = inttoptr i64 %107 to ptr
  %109 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %103, 0
  %110 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %109, ptr %108, 1
  %111 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %110, i64 0, 2
  %112 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %111, i64 1, 3, 0
  %113 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %112, i64 8, 3, 1
  %114 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %113, i64 1, 3, 2
  %115 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %114, i64 3, 3, 3
  %116 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %115, i64 32, 3, 4
  %117 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %116, i64 768, 4, 0
  %118 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %117, i64 96, 4, 1
  %119 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %118, i64 96, 4, 2
  %120 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %119, i64 32, 4, 3
  %121 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %120, i64 1, 4, 4
  br label %122

122:                                              ; preds = %170, %77
  %123 = phi i64 [ %171, %170 ], [ 0, %77 ]
  %124 = icmp slt i64 %123, 1
  br i1 %124, label %125, label %172

125:                                              ; preds = %122
  br label %126

126:                                              ; preds = %168, %125
  %127 = phi i64 [ %169, %168 ], [ 0, %125 ]
  %128 = icmp slt i64 %127, 8
  br i1 %128, label %129, label %170

129:                                              ; preds = %126
  br label %130

130:                                              ; preds = %166, %129
  %131 = phi i64 [ %167, %166 ], [ 0, %129 ]
  %132 = icmp slt i64 %131, 1
  br i1 %132, label %133, label %168

133:                                              ; preds = %130
  br label %134

134:                                              ; preds = %164, %133
  %135 = phi i64 [ %165, %164 ], [ 0, %133 ]
  %136 = icmp slt i64 %135, 3
  br i1 %136, label %137, label %166

137:                                              ; preds = %134
  br label %138

138:                                              ; preds = %141, %137
  %139 = phi i64 [ %163, %141 ], [ 0, %137 ]
  %140 = icmp slt i64 %139, 32
  br i1 %140, label %141, label %164

141:                                              ; preds = %138
  %142 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %37, 1
  %143 = mul nuw nsw i64 %123, 768
  %144 = mul nuw nsw i64 %127, 96
  %145 = add nuw nsw i64 %143, %144
  %146 = mul nuw nsw i64 %131, 96
  %147 = add nuw nsw i64 %145, %146
  %148 = mul nuw nsw i64 %135, 32
  %149 = add nuw nsw i64 %147, %148
  %150 = add nuw nsw i64 %149, %139
  %151 = getelementptr inbounds nuw float, ptr %142, i64 %150
  %152 = load float, ptr %151, align 4
  %153 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %121, 1
  %154 = mul nuw nsw i64 %123, 768
  %155 = mul nuw nsw i64 %127, 96
  %156 = add nuw nsw i64 %154, %155
  %157 = mul nuw nsw i64 %131, 96
  %158 = add nuw nsw i64 %156, %157
  %159 = mul nuw nsw i64 %135, 32
  %160 = add nuw nsw i64 %158, %159
  %161 = add nuw nsw i64 %160, %139
  %162 = getelementptr inbounds nuw float, ptr %153, i64 %161
  store float %152, ptr %162, align 4
  %163 = add i64 %139, 1
  br label %138

164:                                              ; preds = %138
  %165 = add i64 %135, 1
  br label %134

166:                                              ; preds = %134
  %167 = add i64 %131, 1
  br label %130

168:                                              ; preds = %130
  %169 = add i64 %127, 1
  br label %126

170:                                              ; preds = %126
  %171 = add i64 %123, 1
  br label %122

172:                                              ; preds = %122
  br label %173

173:                                              ; preds = %254, %172
  %174 = phi i64 [ %255, %254 ], [ 0, %172 ]
  %175 = icmp slt i64 %174, 1
  br i1 %175, label %176, label %256

176:                                              ; preds = %173
  br label %177

177:                                              ; preds = %252, %176
  %178 = phi i64 [ %253, %252 ], [ 0, %176 ]
  %179 = icmp slt i64 %178, 8
  br i1 %179, label %180, label %254

180:                                              ; preds = %177
  br label %181

181:                                              ; preds = %250, %180
  %182 = phi i64 [ %251, %250 ], [ 0, %180 ]
  %183 = icmp slt i64 %182, 1
  br i1 %183, label %184, label %252

184:                                              ; preds = %181
  br label %185

185:                                              ; preds = %248, %184
  %186 = phi i64 [ %249, %248 ], [ 0, %184 ]
  %187 = icmp slt i64 %186, 3
  br i1 %187, label %188, label %250

188:                                              ; preds = %185
  br label %189

189:                                              ; preds = %246, %188
  %190 = phi i64 [ %247, %246 ], [ 0, %188 ]
  %191 = icmp slt i64 %190, 32
  br i1 %191, label %192, label %248

192:                                              ; preds = %189
  br label %193

193:                                              ; preds = %244, %192
  %194 = phi i64 [ %245, %244 ], [ 0, %192 ]
  %195 = icmp slt i64 %194, 1
  br i1 %195, label %196, label %246

196:                                              ; preds = %193
  br label %197

197:                                              ; preds = %200, %196
  %198 = phi i64 [ %243, %200 ], [ 0, %196 ]
  %199 = icmp slt i64 %198, 32
  br i1 %199, label %200, label %244

200:                                              ; preds = %197
  %201 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %102, 1
  %202 = mul nuw nsw i64 %194, 256
  %203 = mul nuw nsw i64 %174, 256
  %204 = add nuw nsw i64 %202, %203
  %205 = mul nuw nsw i64 %178, 32
  %206 = add nuw nsw i64 %204, %205
  %207 = add nuw nsw i64 %206, %198
  %208 = getelementptr inbounds nuw float, ptr %201, i64 %207
  %209 = load float, ptr %208, align 4
  %210 = mul nuw nsw i64 %182, 3072
  %211 = mul nuw nsw i64 %186, 1024
  %212 = add nuw nsw i64 %210, %211
  %213 = mul nuw nsw i64 %190, 32
  %214 = add nuw nsw i64 %212, %213
  %215 = mul nuw nsw i64 %194, 32
  %216 = add nuw nsw i64 %214, %215
  %217 = add nuw nsw i64 %216, %198
  %218 = getelementptr inbounds nuw float, ptr @__constant_96x32xf32, i64 %217
  %219 = load float, ptr %218, align 4
  %220 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %121, 1
  %221 = mul nuw nsw i64 %174, 768
  %222 = mul nuw nsw i64 %178, 96
  %223 = add nuw nsw i64 %221, %222
  %224 = mul nuw nsw i64 %182, 96
  %225 = add nuw nsw i64 %223, %224
  %226 = mul nuw nsw i64 %186, 32
  %227 = add nuw nsw i64 %225, %226
  %228 = add nuw nsw i64 %227, %190
  %229 = getelementptr inbounds nuw float, ptr %220, i64 %228
  %230 = load float, ptr %229, align 4
  %231 = fmul float %209, %219
  %232 = fadd float %230, %231
  %233 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %121, 1
  %234 = mul nuw nsw i64 %174, 768
  %235 = mul nuw nsw i64 %178, 96
  %236 = add nuw nsw i64 %234, %235
  %237 = mul nuw nsw i64 %182, 96
  %238 = add nuw nsw i64 %236, %237
  %239 = mul nuw nsw i64 %186, 32
  %240 = add nuw nsw i64 %238, %239
  %241 = add nuw nsw i64 %240, %190
  %242 = getelementptr inbounds nuw float, ptr %233, i64 %241
  store float %232, ptr %242, align 4
  %243 = add i64 %198, 1
  br label %197

244:                                              ; preds = %197
  %245 = add i64 %194, 1
  br label %193

246:                                              ; preds = %193
  %247 = add i64 %190, 1
  br label %189

248:                                              ; preds = %189
  %249 = add i64 %186, 1
  br label %185

250:                                              ; preds = %185
  %251 = add i64 %182, 1
  br label %181

252:                                              ; preds = %181
  %253 = add i64 %178, 1
  br label %177

254:                                              ; preds = %177
  %255 = add i64 %174, 1
  br label %173

256:                                              ; preds = %173
  %257 = call ptr @malloc(i64 3136)
  %258 = ptrtoint ptr %257 to i64
  %259 = add i64 %258, 63
  %260 = urem i64 %259, 64
  %261 = sub i64 %259, %260
  %262 = inttoptr i64 %261 to ptr
  %263 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %257, 0
  %264 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %263, ptr %262, 1
  %265 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %264, i64 0, 2
  %266 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %265, i64 3, 3, 0
  %267 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %266, i64 8, 3, 1
  %268 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %267, i64 1, 3, 2
  %269 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %268, i64 1, 3, 3
  %270 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %269, i64 32, 3, 4
  %271 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %270, i64 256, 4, 0
  %272 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %271, i64 32, 4, 1
  %273 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %272, i64 32, 4, 2
  %274 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %273, i64 32, 4, 3
  %275 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %274, i64 1, 4, 4
  br label %276

276:                                              ; preds = %331, %256
  %277 = phi i64 [ %332, %331 ], [ 0, %256 ]
  %278 = icmp slt i64 %277, 3
  br i1 %278, label %279, label %333

279:                                              ; preds = %276
  br label %280

280:                                              ; preds = %329, %279
  %281 = phi i64 [ %330, %329 ], [ 0, %279 ]
  %282 = icmp slt i64 %281, 8
  br i1 %282, label %283, label %331

283:                                              ; preds = %280
  br label %284

284:                                              ; preds = %327, %283
  %285 = phi i64 [ %328, %327 ], [ 0, %283 ]
  %286 = icmp slt i64 %285, 1
  br i1 %286, label %287, label %329

287:                                              ; preds = %284
  br label %288

288:                                              ; preds = %325, %287
  %289 = phi i64 [ %326, %325 ], [ 0, %287 ]
  %290 = icmp slt i64 %289, 1
  br i1 %290, label %291, label %327

291:                                              ; preds = %288
  br label %292

292:                                              ; preds = %295, %291
  %293 = phi i64 [ %324, %295 ], [ 0, %291 ]
  %294 = icmp slt i64 %293, 32
  br i1 %294, label %295, label %325

295:                                              ; preds = %292
  %296 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %121, 1
  %297 = mul nuw nsw i64 %289, 768
  %298 = mul nuw nsw i64 %281, 96
  %299 = add nuw nsw i64 %297, %298
  %300 = mul nuw nsw i64 %285, 96
  %301 = add nuw nsw i64 %299, %300
  %302 = mul nuw nsw i64 %277, 32
  %303 = add nuw nsw i64 %301, %302
  %304 = add nuw nsw i64 %303, %293
  %305 = getelementptr inbounds nuw float, ptr %296, i64 %304
  %306 = load float, ptr %305, align 4
  %307 = mul nuw nsw i64 %285, 96
  %308 = mul nuw nsw i64 %277, 32
  %309 = add nuw nsw i64 %307, %308
  %310 = add nuw nsw i64 %309, %293
  %311 = getelementptr inbounds nuw float, ptr @__constant_96xf32, i64 %310
  %312 = load float, ptr %311, align 4
  %313 = fadd float %306, %312
  %314 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %275, 1
  %315 = mul nuw nsw i64 %277, 256
  %316 = mul nuw nsw i64 %281, 32
  %317 = add nuw nsw i64 %315, %316
  %318 = mul nuw nsw i64 %285, 32
  %319 = add nuw nsw i64 %317, %318
  %320 = mul nuw nsw i64 %289, 32
  %321 = add nuw nsw i64 %319, %320
  %322 = add nuw nsw i64 %321, %293
  %323 = getelementptr inbounds nuw float, ptr %314, i64 %322
  store float %313, ptr %323, align 4
  %324 = add i64 %293, 1
  br label %292

325:                                              ; preds = %292
  %326 = add i64 %289, 1
  br label %288

327:                                              ; preds = %288
  %328 = add i64 %285, 1
  br label %284

329:                                              ; preds = %284
  %330 = add i64 %281, 1
  br label %280

331:                                              ; preds = %280
  %332 = add i64 %277, 1
  br label %276

333:                                              ; preds = %276
  %334 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %275, 0
  %335 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %275, 1
  %336 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %334, 0
  %337 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %336, ptr %335, 1
  %338 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %337, i64 0, 2
  %339 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %338, i64 8, 3, 0
  %340 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %339, i64 32, 4, 0
  %341 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %340, i64 1, 3, 1
  %342 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %341, i64 32, 4, 1
  %343 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %342, i64 4, 3, 2
  %344 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %343, i64 8, 4, 2
  %345 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %344, i64 8, 3, 3
  %346 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %345, i64 1, 4, 3
  %347 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %275, 0
  %348 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %275, 1
  %349 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %347, 0
  %350 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %349, ptr %348, 1
  %351 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %350, i64 256, 2
  %352 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %351, i64 8, 3, 0
  %353 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %352, i64 32, 4, 0
  %354 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %353, i64 1, 3, 1
  %355 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %354, i64 32, 4, 1
  %356 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %355, i64 4, 3, 2
  %357 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %356, i64 8, 4, 2
  %358 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %357, i64 8, 3, 3
  %359 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %358, i64 1, 4, 3
  %360 = call ptr @malloc(i64 1088)
  %361 = ptrtoint ptr %360 to i64
  %362 = add i64 %361, 63
  %363 = urem i64 %362, 64
  %364 = sub i64 %362, %363
  %365 = inttoptr i64 %364 to ptr
  %366 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %360, 0
  %367 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %366, ptr %365, 1
  %368 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %367, i64 0, 2
  %369 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %368, i64 4, 3, 0
  %370 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %369, i64 8, 3, 1
  %371 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %370, i64 8, 3, 2
  %372 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %371, i64 64, 4, 0
  %373 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %372, i64 8, 4, 1
  %374 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %373, i64 1, 4, 2
  br label %375

375:                                              ; preds = %396, %333
  %376 = phi i64 [ %397, %396 ], [ 0, %333 ]
  %377 = icmp slt i64 %376, 4
  br i1 %377, label %378, label %398

378:                                              ; preds = %375
  br label %379

379:                                              ; preds = %394, %378
  %380 = phi i64 [ %395, %394 ], [ 0, %378 ]
  %381 = icmp slt i64 %380, 8
  br i1 %381, label %382, label %396

382:                                              ; preds = %379
  br label %383

383:                                              ; preds = %386, %382
  %384 = phi i64 [ %393, %386 ], [ 0, %382 ]
  %385 = icmp slt i64 %384, 8
  br i1 %385, label %386, label %394

386:                                              ; preds = %383
  %387 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %374, 1
  %388 = mul nuw nsw i64 %376, 64
  %389 = mul nuw nsw i64 %380, 8
  %390 = add nuw nsw i64 %388, %389
  %391 = add nuw nsw i64 %390, %384
  %392 = getelementptr inbounds nuw float, ptr %387, i64 %391
  store float 0.000000e+00, ptr %392, align 4
  %393 = add i64 %384, 1
  br label %383

394:                                              ; preds = %383
  %395 = add i64 %380, 1
  br label %379

396:                                              ; preds = %379
  %397 = add i64 %376, 1
  br label %375

398:                                              ; preds = %375
  %399 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %374, 0
  %400 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %374, 1
  %401 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %399, 0
  %402 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %401, ptr %400, 1
  %403 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %402, i64 0, 2
  %404 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %403, i64 1, 3, 0
  %405 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %404, i64 256, 4, 0
  %406 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %405, i64 4, 3, 1
  %407 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %406, i64 64, 4, 1
  %408 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %407, i64 8, 3, 2
  %409 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %408, i64 8, 4, 2
  %410 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %409, i64 8, 3, 3
  %411 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %410, i64 1, 4, 3
  %412 = call ptr @malloc(i64 1088)
  %413 = ptrtoint ptr %412 to i64
  %414 = add i64 %413, 63
  %415 = urem i64 %414, 64
  %416 = sub i64 %414, %415
  %417 = inttoptr i64 %416 to ptr
  %418 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %412, 0
  %419 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %418, ptr %417, 1
  %420 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %419, i64 0, 2
  %421 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %420, i64 1, 3, 0
  %422 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %421, i64 4, 3, 1
  %423 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %422, i64 8, 3, 2
  %424 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %423, i64 8, 3, 3
  %425 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %424, i64 256, 4, 0
  %426 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %425, i64 64, 4, 1
  %427 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %426, i64 8, 4, 2
  %428 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %427, i64 1, 4, 3
  br label %429

429:                                              ; preds = %467, %398
  %430 = phi i64 [ %468, %467 ], [ 0, %398 ]
  %431 = icmp slt i64 %430, 1
  br i1 %431, label %432, label %469

432:                                              ; preds = %429
  br label %433

433:                                              ; preds = %465, %432
  %434 = phi i64 [ %466, %465 ], [ 0, %432 ]
  %435 = icmp slt i64 %434, 4
  br i1 %435, label %436, label %467

436:                                              ; preds = %433
  br label %437

437:                                              ; preds = %463, %436
  %438 = phi i64 [ %464, %463 ], [ 0, %436 ]
  %439 = icmp slt i64 %438, 8
  br i1 %439, label %440, label %465

440:                                              ; preds = %437
  br label %441

441:                                              ; preds = %444, %440
  %442 = phi i64 [ %462, %444 ], [ 0, %440 ]
  %443 = icmp slt i64 %442, 8
  br i1 %443, label %444, label %463

444:                                              ; preds = %441
  %445 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %411, 1
  %446 = mul nuw nsw i64 %430, 256
  %447 = mul nuw nsw i64 %434, 64
  %448 = add nuw nsw i64 %446, %447
  %449 = mul nuw nsw i64 %438, 8
  %450 = add nuw nsw i64 %448, %449
  %451 = add nuw nsw i64 %450, %442
  %452 = getelementptr inbounds nuw float, ptr %445, i64 %451
  %453 = load float, ptr %452, align 4
  %454 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %428, 1
  %455 = mul nuw nsw i64 %430, 256
  %456 = mul nuw nsw i64 %434, 64
  %457 = add nuw nsw i64 %455, %456
  %458 = mul nuw nsw i64 %438, 8
  %459 = add nuw nsw i64 %457, %458
  %460 = add nuw nsw i64 %459, %442
  %461 = getelementptr inbounds nuw float, ptr %454, i64 %460
  store float %453, ptr %461, align 4
  %462 = add i64 %442, 1
  br label %441

463:                                              ; preds = %441
  %464 = add i64 %438, 1
  br label %437

465:                                              ; preds = %437
  %466 = add i64 %434, 1
  br label %433

467:                                              ; preds = %433
  %468 = add i64 %430, 1
  br label %429

469:                                              ; preds = %429
  br label %470

470:                                              ; preds = %537, %469
  %471 = phi i64 [ %538, %537 ], [ 0, %469 ]
  %472 = icmp slt i64 %471, 1
  br i1 %472, label %473, label %539

473:                                              ; preds = %470
  br label %474

474:                                              ; preds = %535, %473
  %475 = phi i64 [ %536, %535 ], [ 0, %473 ]
  %476 = icmp slt i64 %475, 4
  br i1 %476, label %477, label %537

477:                                              ; preds = %474
  br label %478

478:                                              ; preds = %533, %477
  %479 = phi i64 [ %534, %533 ], [ 0, %477 ]
  %480 = icmp slt i64 %479, 8
  br i1 %480, label %481, label %535

481:                                              ; preds = %478
  br label %482

482:                                              ; preds = %531, %481
  %483 = phi i64 [ %532, %531 ], [ 0, %481 ]
  %484 = icmp slt i64 %483, 8
  br i1 %484, label %485, label %533

485:                                              ; preds = %482
  br label %486

486:                                              ; preds = %489, %485
  %487 = phi i64 [ %530, %489 ], [ 0, %485 ]
  %488 = icmp slt i64 %487, 8
  br i1 %488, label %489, label %531

489:                                              ; preds = %486
  %490 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %346, 1
  %491 = mul nuw nsw i64 %479, 32
  %492 = mul nuw nsw i64 %471, 32
  %493 = add nuw nsw i64 %491, %492
  %494 = mul nuw nsw i64 %475, 8
  %495 = add nuw nsw i64 %493, %494
  %496 = add nuw nsw i64 %495, %487
  %497 = getelementptr inbounds nuw float, ptr %490, i64 %496
  %498 = load float, ptr %497, align 4
  %499 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %359, 1
  %500 = getelementptr float, ptr %499, i64 256
  %501 = mul nuw nsw i64 %483, 32
  %502 = mul nuw nsw i64 %471, 32
  %503 = add nuw nsw i64 %501, %502
  %504 = mul nuw nsw i64 %475, 8
  %505 = add nuw nsw i64 %503, %504
  %506 = add nuw nsw i64 %505, %487
  %507 = getelementptr inbounds nuw float, ptr %500, i64 %506
  %508 = load float, ptr %507, align 4
  %509 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %428, 1
  %510 = mul nuw nsw i64 %471, 256
  %511 = mul nuw nsw i64 %475, 64
  %512 = add nuw nsw i64 %510, %511
  %513 = mul nuw nsw i64 %479, 8
  %514 = add nuw nsw i64 %512, %513
  %515 = add nuw nsw i64 %514, %483
  %516 = getelementptr inbounds nuw float, ptr %509, i64 %515
  %517 = load float, ptr %516, align 4
  %518 = fmul float %508, f0x3F1837F0
  %519 = fmul float %498, f0x3F1837F0
  %520 = fmul float %519, %518
  %521 = fadd float %517, %520
  %522 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %428, 1
  %523 = mul nuw nsw i64 %471, 256
  %524 = mul nuw nsw i64 %475, 64
  %525 = add nuw nsw i64 %523, %524
  %526 = mul nuw nsw i64 %479, 8
  %527 = add nuw nsw i64 %525, %526
  %528 = add nuw nsw i64 %527, %483
  %529 = getelementptr inbounds nuw float, ptr %522, i64 %528
  store float %521, ptr %529, align 4
  %530 = add i64 %487, 1
  br label %486

531:                                              ; preds = %486
  %532 = add i64 %483, 1
  br label %482

533:                                              ; preds = %482
  %534 = add i64 %479, 1
  br label %478

535:                                              ; preds = %478
  %536 = add i64 %475, 1
  br label %474

537:                                              ; preds = %474
  %538 = add i64 %471, 1
  br label %470

539:                                              ; preds = %470
  %540 = call ptr @malloc(i64 192)
  %541 = ptrtoint ptr %540 to i64
  %542 = add i64 %541, 63
  %543 = urem i64 %542, 64
  %544 = sub i64 %542, %543
  %545 = inttoptr i64 %544 to ptr
  %546 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %540, 0
  %547 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %546, ptr %545, 1
  %548 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %547, i64 0, 2
  %549 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %548, i64 1, 3, 0
  %550 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %549, i64 4, 3, 1
  %551 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %550, i64 8, 3, 2
  %552 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %551, i64 1, 3, 3
  %553 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %552, i64 32, 4, 0
  %554 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %553, i64 8, 4, 1
  %555 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %554, i64 1, 4, 2
  %556 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %555, i64 1, 4, 3
  br label %557

557:                                              ; preds = %585, %539
  %558 = phi i64 [ %586, %585 ], [ 0, %539 ]
  %559 = icmp slt i64 %558, 1
  br i1 %559, label %560, label %587

560:                                              ; preds = %557
  br label %561

561:                                              ; preds = %583, %560
  %562 = phi i64 [ %584, %583 ], [ 0, %560 ]
  %563 = icmp slt i64 %562, 4
  br i1 %563, label %564, label %585

564:                                              ; preds = %561
  br label %565

565:                                              ; preds = %581, %564
  %566 = phi i64 [ %582, %581 ], [ 0, %564 ]
  %567 = icmp slt i64 %566, 8
  br i1 %567, label %568, label %583

568:                                              ; preds = %565
  br label %569

569:                                              ; preds = %572, %568
  %570 = phi i64 [ %580, %572 ], [ 0, %568 ]
  %571 = icmp slt i64 %570, 1
  br i1 %571, label %572, label %581

572:                                              ; preds = %569
  %573 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %556, 1
  %574 = mul nuw nsw i64 %558, 32
  %575 = mul nuw nsw i64 %562, 8
  %576 = add nuw nsw i64 %574, %575
  %577 = add nuw nsw i64 %576, %566
  %578 = add nuw nsw i64 %577, %570
  %579 = getelementptr inbounds nuw float, ptr %573, i64 %578
  store float -inf, ptr %579, align 4
  %580 = add i64 %570, 1
  br label %569

581:                                              ; preds = %569
  %582 = add i64 %566, 1
  br label %565

583:                                              ; preds = %565
  %584 = add i64 %562, 1
  br label %561

585:                                              ; preds = %561
  %586 = add i64 %558, 1
  br label %557

587:                                              ; preds = %557
  %588 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %428, 0
  %589 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %428, 1
  %590 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %588, 0
  %591 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %590, ptr %589, 1
  %592 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %591, i64 0, 2
  %593 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %592, i64 1, 3, 0
  %594 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %593, i64 256, 4, 0
  %595 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %594, i64 4, 3, 1
  %596 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %595, i64 64, 4, 1
  %597 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %596, i64 8, 3, 2
  %598 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %597, i64 8, 4, 2
  %599 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %598, i64 1, 3, 3
  %600 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %599, i64 8, 4, 3
  %601 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %600, i64 8, 3, 4
  %602 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %601, i64 1, 4, 4
  %603 = call ptr @malloc(i64 192)
  %604 = ptrtoint ptr %603 to i64
  %605 = add i64 %604, 63
  %606 = urem i64 %605, 64
  %607 = sub i64 %605, %606
  %608 = inttoptr i64 %607 to ptr
  %609 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %603, 0
  %610 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %609, ptr %608, 1
  %611 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %610, i64 0, 2
  %612 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %611, i64 1, 3, 0
  %613 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %612, i64 4, 3, 1
  %614 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %613, i64 8, 3, 2
  %615 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %614, i64 1, 3, 3
  %616 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %615, i64 32, 4, 0
  %617 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %616, i64 8, 4, 1
  %618 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %617, i64 1, 4, 2
  %619 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %618, i64 1, 4, 3
  br label %620

620:                                              ; preds = %656, %587
  %621 = phi i64 [ %657, %656 ], [ 0, %587 ]
  %622 = icmp slt i64 %621, 1
  br i1 %622, label %623, label %658

623:                                              ; preds = %620
  br label %624

624:                                              ; preds = %654, %623
  %625 = phi i64 [ %655, %654 ], [ 0, %623 ]
  %626 = icmp slt i64 %625, 4
  br i1 %626, label %627, label %656

627:                                              ; preds = %624
  br label %628

628:                                              ; preds = %652, %627
  %629 = phi i64 [ %653, %652 ], [ 0, %627 ]
  %630 = icmp slt i64 %629, 8
  br i1 %630, label %631, label %654

631:                                              ; preds = %628
  br label %632

632:                                              ; preds = %635, %631
  %633 = phi i64 [ %651, %635 ], [ 0, %631 ]
  %634 = icmp slt i64 %633, 1
  br i1 %634, label %635, label %652

635:                                              ; preds = %632
  %636 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %556, 1
  %637 = mul nuw nsw i64 %621, 32
  %638 = mul nuw nsw i64 %625, 8
  %639 = add nuw nsw i64 %637, %638
  %640 = add nuw nsw i64 %639, %629
  %641 = add nuw nsw i64 %640, %633
  %642 = getelementptr inbounds nuw float, ptr %636, i64 %641
  %643 = load float, ptr %642, align 4
  %644 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %619, 1
  %645 = mul nuw nsw i64 %621, 32
  %646 = mul nuw nsw i64 %625, 8
  %647 = add nuw nsw i64 %645, %646
  %648 = add nuw nsw i64 %647, %629
  %649 = add nuw nsw i64 %648, %633
  %650 = getelementptr inbounds nuw float, ptr %644, i64 %649
  store float %643, ptr %650, align 4
  %651 = add i64 %633, 1
  br label %632

652:                                              ; preds = %632
  %653 = add i64 %629, 1
  br label %628

654:                                              ; preds = %628
  %655 = add i64 %625, 1
  br label %624

656:                                              ; preds = %624
  %657 = add i64 %621, 1
  br label %620

658:                                              ; preds = %620
  br label %659

659:                                              ; preds = %713, %658
  %660 = phi i64 [ %714, %713 ], [ 0, %658 ]
  %661 = icmp slt i64 %660, 1
  br i1 %661, label %662, label %715

662:                                              ; preds = %659
  br label %663

663:                                              ; preds = %711, %662
  %664 = phi i64 [ %712, %711 ], [ 0, %662 ]
  %665 = icmp slt i64 %664, 4
  br i1 %665, label %666, label %713

666:                                              ; preds = %663
  br label %667

667:                                              ; preds = %709, %666
  %668 = phi i64 [ %710, %709 ], [ 0, %666 ]
  %669 = icmp slt i64 %668, 8
  br i1 %669, label %670, label %711

670:                                              ; preds = %667
  br label %671

671:                                              ; preds = %707, %670
  %672 = phi i64 [ %708, %707 ], [ 0, %670 ]
  %673 = icmp slt i64 %672, 1
  br i1 %673, label %674, label %709

674:                                              ; preds = %671
  br label %675

675:                                              ; preds = %678, %674
  %676 = phi i64 [ %706, %678 ], [ 0, %674 ]
  %677 = icmp slt i64 %676, 8
  br i1 %677, label %678, label %707

678:                                              ; preds = %675
  %679 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %602, 1
  %680 = mul nuw nsw i64 %660, 256
  %681 = mul nuw nsw i64 %664, 64
  %682 = add nuw nsw i64 %680, %681
  %683 = mul nuw nsw i64 %668, 8
  %684 = add nuw nsw i64 %682, %683
  %685 = mul nuw nsw i64 %672, 8
  %686 = add nuw nsw i64 %684, %685
  %687 = add nuw nsw i64 %686, %676
  %688 = getelementptr inbounds nuw float, ptr %679, i64 %687
  %689 = load float, ptr %688, align 4
  %690 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %619, 1
  %691 = mul nuw nsw i64 %660, 32
  %692 = mul nuw nsw i64 %664, 8
  %693 = add nuw nsw i64 %691, %692
  %694 = add nuw nsw i64 %693, %668
  %695 = add nuw nsw i64 %694, %672
  %696 = getelementptr inbounds nuw float, ptr %690, i64 %695
  %697 = load float, ptr %696, align 4
  %698 = call float @llvm.maximum.f32(float %689, float %697)
  %699 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %619, 1
  %700 = mul nuw nsw i64 %660, 32
  %701 = mul nuw nsw i64 %664, 8
  %702 = add nuw nsw i64 %700, %701
  %703 = add nuw nsw i64 %702, %668
  %704 = add nuw nsw i64 %703, %672
  %705 = getelementptr inbounds nuw float, ptr %699, i64 %704
  store float %698, ptr %705, align 4
  %706 = add i64 %676, 1
  br label %675

707:                                              ; preds = %675
  %708 = add i64 %672, 1
  br label %671

709:                                              ; preds = %671
  %710 = add i64 %668, 1
  br label %667

711:                                              ; preds = %667
  %712 = add i64 %664, 1
  br label %663

713:                                              ; preds = %663
  %714 = add i64 %660, 1
  br label %659

715:                                              ; preds = %659
  %716 = call ptr @malloc(i64 1088)
  %717 = ptrtoint ptr %716 to i64
  %718 = add i64 %717, 63
  %719 = urem i64 %718, 64
  %720 = sub i64 %718, %719
  %721 = inttoptr i64 %720 to ptr
  %722 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %716, 0
  %723 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %722, ptr %721, 1
  %724 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %723, i64 0, 2
  %725 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %724, i64 1, 3, 0
  %726 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %725, i64 4, 3, 1
  %727 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %726, i64 8, 3, 2
  %728 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %727, i64 8, 3, 3
  %729 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %728, i64 256, 4, 0
  %730 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %729, i64 64, 4, 1
  %731 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %730, i64 8, 4, 2
  %732 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %731, i64 1, 4, 3
  br label %733

733:                                              ; preds = %782, %715
  %734 = phi i64 [ %783, %782 ], [ 0, %715 ]
  %735 = icmp slt i64 %734, 1
  br i1 %735, label %736, label %784

736:                                              ; preds = %733
  br label %737

737:                                              ; preds = %780, %736
  %738 = phi i64 [ %781, %780 ], [ 0, %736 ]
  %739 = icmp slt i64 %738, 4
  br i1 %739, label %740, label %782

740:                                              ; preds = %737
  br label %741

741:                                              ; preds = %778, %740
  %742 = phi i64 [ %779, %778 ], [ 0, %740 ]
  %743 = icmp slt i64 %742, 8
  br i1 %743, label %744, label %780

744:                                              ; preds = %741
  br label %745

745:                                              ; preds = %748, %744
  %746 = phi i64 [ %777, %748 ], [ 0, %744 ]
  %747 = icmp slt i64 %746, 8
  br i1 %747, label %748, label %778

748:                                              ; preds = %745
  %749 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %428, 1
  %750 = mul nuw nsw i64 %734, 256
  %751 = mul nuw nsw i64 %738, 64
  %752 = add nuw nsw i64 %750, %751
  %753 = mul nuw nsw i64 %742, 8
  %754 = add nuw nsw i64 %752, %753
  %755 = add nuw nsw i64 %754, %746
  %756 = getelementptr inbounds nuw float, ptr %749, i64 %755
  %757 = load float, ptr %756, align 4
  %758 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %619, 1
  %759 = mul nuw nsw i64 %734, 32
  %760 = mul nuw nsw i64 %738, 8
  %761 = add nuw nsw i64 %759, %760
  %762 = add nuw nsw i64 %761, %742
  %763 = add nuw nsw i64 %762, 0
  %764 = getelementptr inbounds nuw float, ptr %758, i64 %763
  %765 = load float, ptr %764, align 4
  %766 = fsub float %757, %765
  %767 = fmul float %766, f0x3FB8AA3B
  %768 = call float @llvm.exp2.f32(float %767)
  %769 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %732, 1
  %770 = mul nuw nsw i64 %734, 256
  %771 = mul nuw nsw i64 %738, 64
  %772 = add nuw nsw i64 %770, %771
  %773 = mul nuw nsw i64 %742, 8
  %774 = add nuw nsw i64 %772, %773
  %775 = add nuw nsw i64 %774, %746
  %776 = getelementptr inbounds nuw float, ptr %769, i64 %775
  store float %768, ptr %776, align 4
  %777 = add i64 %746, 1
  br label %745

778:                                              ; preds = %745
  %779 = add i64 %742, 1
  br label %741

780:                                              ; preds = %741
  %781 = add i64 %738, 1
  br label %737

782:                                              ; preds = %737
  %783 = add i64 %734, 1
  br label %733

784:                                              ; preds = %733
  %785 = call ptr @malloc(i64 192)
  %786 = ptrtoint ptr %785 to i64
  %787 = add i64 %786, 63
  %788 = urem i64 %787, 64
  %789 = sub i64 %787, %788
  %790 = inttoptr i64 %789 to ptr
  %791 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %785, 0
  %792 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %791, ptr %790, 1
  %793 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %792, i64 0, 2
  %794 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %793, i64 1, 3, 0
  %795 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %794, i64 4, 3, 1
  %796 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %795, i64 8, 3, 2
  %797 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %796, i64 1, 3, 3
  %798 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %797, i64 32, 4, 0
  %799 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %798, i64 8, 4, 1
  %800 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %799, i64 1, 4, 2
  %801 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %800, i64 1, 4, 3
  br label %802

802:                                              ; preds = %830, %784
  %803 = phi i64 [ %831, %830 ], [ 0, %784 ]
  %804 = icmp slt i64 %803, 1
  br i1 %804, label %805, label %832

805:                                              ; preds = %802
  br label %806

806:                                              ; preds = %828, %805
  %807 = phi i64 [ %829, %828 ], [ 0, %805 ]
  %808 = icmp slt i64 %807, 4
  br i1 %808, label %809, label %830

809:                                              ; preds = %806
  br label %810

810:                                              ; preds = %826, %809
  %811 = phi i64 [ %827, %826 ], [ 0, %809 ]
  %812 = icmp slt i64 %811, 8
  br i1 %812, label %813, label %828

813:                                              ; preds = %810
  br label %814

814:                                              ; preds = %817, %813
  %815 = phi i64 [ %825, %817 ], [ 0, %813 ]
  %816 = icmp slt i64 %815, 1
  br i1 %816, label %817, label %826

817:                                              ; preds = %814
  %818 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %801, 1
  %819 = mul nuw nsw i64 %803, 32
  %820 = mul nuw nsw i64 %807, 8
  %821 = add nuw nsw i64 %819, %820
  %822 = add nuw nsw i64 %821, %811
  %823 = add nuw nsw i64 %822, %815
  %824 = getelementptr inbounds nuw float, ptr %818, i64 %823
  store float 0.000000e+00, ptr %824, align 4
  %825 = add i64 %815, 1
  br label %814

826:                                              ; preds = %814
  %827 = add i64 %811, 1
  br label %810

828:                                              ; preds = %810
  %829 = add i64 %807, 1
  br label %806

830:                                              ; preds = %806
  %831 = add i64 %803, 1
  br label %802

832:                                              ; preds = %802
  %833 = call ptr @malloc(i64 192)
  %834 = ptrtoint ptr %833 to i64
  %835 = add i64 %834, 63
  %836 = urem i64 %835, 64
  %837 = sub i64 %835, %836
  %838 = inttoptr i64 %837 to ptr
  %839 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %833, 0
  %840 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %839, ptr %838, 1
  %841 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %840, i64 0, 2
  %842 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %841, i64 1, 3, 0
  %843 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %842, i64 4, 3, 1
  %844 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %843, i64 8, 3, 2
  %845 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %844, i64 1, 3, 3
  %846 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %845, i64 32, 4, 0
  %847 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %846, i64 8, 4, 1
  %848 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %847, i64 1, 4, 2
  %849 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %848, i64 1, 4, 3
  br label %850

850:                                              ; preds = %886, %832
  %851 = phi i64 [ %887, %886 ], [ 0, %832 ]
  %852 = icmp slt i64 %851, 1
  br i1 %852, label %853, label %888

853:                                              ; preds = %850
  br label %854

854:                                              ; preds = %884, %853
  %855 = phi i64 [ %885, %884 ], [ 0, %853 ]
  %856 = icmp slt i64 %855, 4
  br i1 %856, label %857, label %886

857:                                              ; preds = %854
  br label %858

858:                                              ; preds = %882, %857
  %859 = phi i64 [ %883, %882 ], [ 0, %857 ]
  %860 = icmp slt i64 %859, 8
  br i1 %860, label %861, label %884

861:                                              ; preds = %858
  br label %862

862:                                              ; preds = %865, %861
  %863 = phi i64 [ %881, %865 ], [ 0, %861 ]
  %864 = icmp slt i64 %863, 1
  br i1 %864, label %865, label %882

865:                                              ; preds = %862
  %866 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %801, 1
  %867 = mul nuw nsw i64 %851, 32
  %868 = mul nuw nsw i64 %855, 8
  %869 = add nuw nsw i64 %867, %868
  %870 = add nuw nsw i64 %869, %859
  %871 = add nuw nsw i64 %870, %863
  %872 = getelementptr inbounds nuw float, ptr %866, i64 %871
  %873 = load float, ptr %872, align 4
  %874 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %849, 1
  %875 = mul nuw nsw i64 %851, 32
  %876 = mul nuw nsw i64 %855, 8
  %877 = add nuw nsw i64 %875, %876
  %878 = add nuw nsw i64 %877, %859
  %879 = add nuw nsw i64 %878, %863
  %880 = getelementptr inbounds nuw float, ptr %874, i64 %879
  store float %873, ptr %880, align 4
  %881 = add i64 %863, 1
  br label %862

882:                                              ; preds = %862
  %883 = add i64 %859, 1
  br label %858

884:                                              ; preds = %858
  %885 = add i64 %855, 1
  br label %854

886:                                              ; preds = %854
  %887 = add i64 %851, 1
  br label %850

888:                                              ; preds = %850
  br label %889

889:                                              ; preds = %935, %888
  %890 = phi i64 [ %936, %935 ], [ 0, %888 ]
  %891 = icmp slt i64 %890, 1
  br i1 %891, label %892, label %937

892:                                              ; preds = %889
  br label %893

893:                                              ; preds = %933, %892
  %894 = phi i64 [ %934, %933 ], [ 0, %892 ]
  %895 = icmp slt i64 %894, 4
  br i1 %895, label %896, label %935

896:                                              ; preds = %893
  br label %897

897:                                              ; preds = %931, %896
  %898 = phi i64 [ %932, %931 ], [ 0, %896 ]
  %899 = icmp slt i64 %898, 8
  br i1 %899, label %900, label %933

900:                                              ; preds = %897
  br label %901

901:                                              ; preds = %904, %900
  %902 = phi i64 [ %930, %904 ], [ 0, %900 ]
  %903 = icmp slt i64 %902, 8
  br i1 %903, label %904, label %931

904:                                              ; preds = %901
  %905 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %732, 1
  %906 = mul nuw nsw i64 %890, 256
  %907 = mul nuw nsw i64 %894, 64
  %908 = add nuw nsw i64 %906, %907
  %909 = mul nuw nsw i64 %898, 8
  %910 = add nuw nsw i64 %908, %909
  %911 = add nuw nsw i64 %910, %902
  %912 = getelementptr inbounds nuw float, ptr %905, i64 %911
  %913 = load float, ptr %912, align 4
  %914 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %849, 1
  %915 = mul nuw nsw i64 %890, 32
  %916 = mul nuw nsw i64 %894, 8
  %917 = add nuw nsw i64 %915, %916
  %918 = add nuw nsw i64 %917, %898
  %919 = add nuw nsw i64 %918, 0
  %920 = getelementptr inbounds nuw float, ptr %914, i64 %919
  %921 = load float, ptr %920, align 4
  %922 = fadd float %913, %921
  %923 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %849, 1
  %924 = mul nuw nsw i64 %890, 32
  %925 = mul nuw nsw i64 %894, 8
  %926 = add nuw nsw i64 %924, %925
  %927 = add nuw nsw i64 %926, %898
  %928 = add nuw nsw i64 %927, 0
  %929 = getelementptr inbounds nuw float, ptr %923, i64 %928
  store float %922, ptr %929, align 4
  %930 = add i64 %902, 1
  br label %901

931:                                              ; preds = %901
  %932 = add i64 %898, 1
  br label %897

933:                                              ; preds = %897
  %934 = add i64 %894, 1
  br label %893

935:                                              ; preds = %893
  %936 = add i64 %890, 1
  br label %889

937:                                              ; preds = %889
  %938 = call ptr @malloc(i64 96)
  %939 = ptrtoint ptr %938 to i64
  %940 = add i64 %939, 63
  %941 = urem i64 %940, 64
  %942 = sub i64 %940, %941
  %943 = inttoptr i64 %942 to ptr
  %944 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %938, 0
  %945 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %944, ptr %943, 1
  %946 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %945, i64 0, 2
  %947 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %946, i64 1, 3, 0
  %948 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %947, i64 4, 3, 1
  %949 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %948, i64 8, 3, 2
  %950 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %949, i64 1, 3, 3
  %951 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %950, i64 32, 4, 0
  %952 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %951, i64 8, 4, 1
  %953 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %952, i64 1, 4, 2
  %954 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %953, i64 1, 4, 3
  br label %955

955:                                              ; preds = %983, %937
  %956 = phi i64 [ %984, %983 ], [ 0, %937 ]
  %957 = icmp slt i64 %956, 1
  br i1 %957, label %958, label %985

958:                                              ; preds = %955
  br label %959

959:                                              ; preds = %981, %958
  %960 = phi i64 [ %982, %981 ], [ 0, %958 ]
  %961 = icmp slt i64 %960, 4
  br i1 %961, label %962, label %983

962:                                              ; preds = %959
  br label %963

963:                                              ; preds = %979, %962
  %964 = phi i64 [ %980, %979 ], [ 0, %962 ]
  %965 = icmp slt i64 %964, 8
  br i1 %965, label %966, label %981

966:                                              ; preds = %963
  br label %967

967:                                              ; preds = %970, %966
  %968 = phi i64 [ %978, %970 ], [ 0, %966 ]
  %969 = icmp slt i64 %968, 1
  br i1 %969, label %970, label %979

970:                                              ; preds = %967
  %971 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %954, 1
  %972 = mul nuw nsw i64 %956, 32
  %973 = mul nuw nsw i64 %960, 8
  %974 = add nuw nsw i64 %972, %973
  %975 = add nuw nsw i64 %974, %964
  %976 = add nuw nsw i64 %975, %968
  %977 = getelementptr inbounds nuw i1, ptr %971, i64 %976
  store i1 true, ptr %977, align 1
  %978 = add i64 %968, 1
  br label %967

979:                                              ; preds = %967
  %980 = add i64 %964, 1
  br label %963

981:                                              ; preds = %963
  %982 = add i64 %960, 1
  br label %959

983:                                              ; preds = %959
  %984 = add i64 %956, 1
  br label %955

985:                                              ; preds = %955
  %986 = call ptr @malloc(i64 96)
  %987 = ptrtoint ptr %986 to i64
  %988 = add i64 %987, 63
  %989 = urem i64 %988, 64
  %990 = sub i64 %988, %989
  %991 = inttoptr i64 %990 to ptr
  %992 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %986, 0
  %993 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %992, ptr %991, 1
  %994 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %993, i64 0, 2
  %995 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %994, i64 1, 3, 0
  %996 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %995, i64 4, 3, 1
  %997 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %996, i64 8, 3, 2
  %998 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %997, i64 1, 3, 3
  %999 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %998, i64 32, 4, 0
  %1000 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %999, i64 8, 4, 1
  %1001 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1000, i64 1, 4, 2
  %1002 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1001, i64 1, 4, 3
  br label %1003

1003:                                             ; preds = %1039, %985
  %1004 = phi i64 [ %1040, %1039 ], [ 0, %985 ]
  %1005 = icmp slt i64 %1004, 1
  br i1 %1005, label %1006, label %1041

1006:                                             ; preds = %1003
  br label %1007

1007:                                             ; preds = %1037, %1006
  %1008 = phi i64 [ %1038, %1037 ], [ 0, %1006 ]
  %1009 = icmp slt i64 %1008, 4
  br i1 %1009, label %1010, label %1039

1010:                                             ; preds = %1007
  br label %1011

1011:                                             ; preds = %1035, %1010
  %1012 = phi i64 [ %1036, %1035 ], [ 0, %1010 ]
  %1013 = icmp slt i64 %1012, 8
  br i1 %1013, label %1014, label %1037

1014:                                             ; preds = %1011
  br label %1015

1015:                                             ; preds = %1018, %1014
  %1016 = phi i64 [ %1034, %1018 ], [ 0, %1014 ]
  %1017 = icmp slt i64 %1016, 1
  br i1 %1017, label %1018, label %1035

1018:                                             ; preds = %1015
  %1019 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %954, 1
  %1020 = mul nuw nsw i64 %1004, 32
  %1021 = mul nuw nsw i64 %1008, 8
  %1022 = add nuw nsw i64 %1020, %1021
  %1023 = add nuw nsw i64 %1022, %1012
  %1024 = add nuw nsw i64 %1023, %1016
  %1025 = getelementptr inbounds nuw i1, ptr %1019, i64 %1024
  %1026 = load i1, ptr %1025, align 1
  %1027 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1002, 1
  %1028 = mul nuw nsw i64 %1004, 32
  %1029 = mul nuw nsw i64 %1008, 8
  %1030 = add nuw nsw i64 %1028, %1029
  %1031 = add nuw nsw i64 %1030, %1012
  %1032 = add nuw nsw i64 %1031, %1016
  %1033 = getelementptr inbounds nuw i1, ptr %1027, i64 %1032
  store i1 %1026, ptr %1033, align 1
  %1034 = add i64 %1016, 1
  br label %1015

1035:                                             ; preds = %1015
  %1036 = add i64 %1012, 1
  br label %1011

1037:                                             ; preds = %1011
  %1038 = add i64 %1008, 1
  br label %1007

1039:                                             ; preds = %1007
  %1040 = add i64 %1004, 1
  br label %1003

1041:                                             ; preds = %1003
  br label %1042

1042:                                             ; preds = %1090, %1041
  %1043 = phi i64 [ %1091, %1090 ], [ 0, %1041 ]
  %1044 = icmp slt i64 %1043, 1
  br i1 %1044, label %1045, label %1092

1045:                                             ; preds = %1042
  br label %1046

1046:                                             ; preds = %1088, %1045
  %1047 = phi i64 [ %1089, %1088 ], [ 0, %1045 ]
  %1048 = icmp slt i64 %1047, 4
  br i1 %1048, label %1049, label %1090

1049:                                             ; preds = %1046
  br label %1050

1050:                                             ; preds = %1086, %1049
  %1051 = phi i64 [ %1087, %1086 ], [ 0, %1049 ]
  %1052 = icmp slt i64 %1051, 8
  br i1 %1052, label %1053, label %1088

1053:                                             ; preds = %1050
  br label %1054

1054:                                             ; preds = %1057, %1053
  %1055 = phi i64 [ %1085, %1057 ], [ 0, %1053 ]
  %1056 = icmp slt i64 %1055, 8
  br i1 %1056, label %1057, label %1086

1057:                                             ; preds = %1054
  %1058 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %428, 1
  %1059 = mul nuw nsw i64 %1043, 256
  %1060 = mul nuw nsw i64 %1047, 64
  %1061 = add nuw nsw i64 %1059, %1060
  %1062 = mul nuw nsw i64 %1051, 8
  %1063 = add nuw nsw i64 %1061, %1062
  %1064 = add nuw nsw i64 %1063, %1055
  %1065 = getelementptr inbounds nuw float, ptr %1058, i64 %1064
  %1066 = load float, ptr %1065, align 4
  %1067 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1002, 1
  %1068 = mul nuw nsw i64 %1043, 32
  %1069 = mul nuw nsw i64 %1047, 8
  %1070 = add nuw nsw i64 %1068, %1069
  %1071 = add nuw nsw i64 %1070, %1051
  %1072 = add nuw nsw i64 %1071, 0
  %1073 = getelementptr inbounds nuw i1, ptr %1067, i64 %1072
  %1074 = load i1, ptr %1073, align 1
  %1075 = fpext float %1066 to double
  %1076 = fcmp oeq double %1075, -inf
  %1077 = and i1 %1076, %1074
  %1078 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1002, 1
  %1079 = mul nuw nsw i64 %1043, 32
  %1080 = mul nuw nsw i64 %1047, 8
  %1081 = add nuw nsw i64 %1079, %1080
  %1082 = add nuw nsw i64 %1081, %1051
  %1083 = add nuw nsw i64 %1082, 0
  %1084 = getelementptr inbounds nuw i1, ptr %1078, i64 %1083
  store i1 %1077, ptr %1084, align 1
  %1085 = add i64 %1055, 1
  br label %1054

1086:                                             ; preds = %1054
  %1087 = add i64 %1051, 1
  br label %1050

1088:                                             ; preds = %1050
  %1089 = add i64 %1047, 1
  br label %1046

1090:                                             ; preds = %1046
  %1091 = add i64 %1043, 1
  br label %1042

1092:                                             ; preds = %1042
  %1093 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %275, 0
  %1094 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %275, 1
  %1095 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1093, 0
  %1096 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1095, ptr %1094, 1
  %1097 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1096, i64 512, 2
  %1098 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1097, i64 8, 3, 0
  %1099 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1098, i64 32, 4, 0
  %1100 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1099, i64 1, 3, 1
  %1101 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1100, i64 32, 4, 1
  %1102 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1101, i64 4, 3, 2
  %1103 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1102, i64 8, 4, 2
  %1104 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1103, i64 8, 3, 3
  %1105 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1104, i64 1, 4, 3
  %1106 = call ptr @malloc(i64 1088)
  %1107 = ptrtoint ptr %1106 to i64
  %1108 = add i64 %1107, 63
  %1109 = urem i64 %1108, 64
  %1110 = sub i64 %1108, %1109
  %1111 = inttoptr i64 %1110 to ptr
  %1112 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1106, 0
  %1113 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1112, ptr %1111, 1
  %1114 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1113, i64 0, 2
  %1115 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1114, i64 1, 3, 0
  %1116 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1115, i64 4, 3, 1
  %1117 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1116, i64 8, 3, 2
  %1118 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1117, i64 8, 3, 3
  %1119 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1118, i64 256, 4, 0
  %1120 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1119, i64 64, 4, 1
  %1121 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1120, i64 8, 4, 2
  %1122 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1121, i64 1, 4, 3
  br label %1123

1123:                                             ; preds = %1161, %1092
  %1124 = phi i64 [ %1162, %1161 ], [ 0, %1092 ]
  %1125 = icmp slt i64 %1124, 1
  br i1 %1125, label %1126, label %1163

1126:                                             ; preds = %1123
  br label %1127

1127:                                             ; preds = %1159, %1126
  %1128 = phi i64 [ %1160, %1159 ], [ 0, %1126 ]
  %1129 = icmp slt i64 %1128, 4
  br i1 %1129, label %1130, label %1161

1130:                                             ; preds = %1127
  br label %1131

1131:                                             ; preds = %1157, %1130
  %1132 = phi i64 [ %1158, %1157 ], [ 0, %1130 ]
  %1133 = icmp slt i64 %1132, 8
  br i1 %1133, label %1134, label %1159

1134:                                             ; preds = %1131
  br label %1135

1135:                                             ; preds = %1138, %1134
  %1136 = phi i64 [ %1156, %1138 ], [ 0, %1134 ]
  %1137 = icmp slt i64 %1136, 8
  br i1 %1137, label %1138, label %1157

1138:                                             ; preds = %1135
  %1139 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %411, 1
  %1140 = mul nuw nsw i64 %1124, 256
  %1141 = mul nuw nsw i64 %1128, 64
  %1142 = add nuw nsw i64 %1140, %1141
  %1143 = mul nuw nsw i64 %1132, 8
  %1144 = add nuw nsw i64 %1142, %1143
  %1145 = add nuw nsw i64 %1144, %1136
  %1146 = getelementptr inbounds nuw float, ptr %1139, i64 %1145
  %1147 = load float, ptr %1146, align 4
  %1148 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 1
  %1149 = mul nuw nsw i64 %1124, 256
  %1150 = mul nuw nsw i64 %1128, 64
  %1151 = add nuw nsw i64 %1149, %1150
  %1152 = mul nuw nsw i64 %1132, 8
  %1153 = add nuw nsw i64 %1151, %1152
  %1154 = add nuw nsw i64 %1153, %1136
  %1155 = getelementptr inbounds nuw float, ptr %1148, i64 %1154
  store float %1147, ptr %1155, align 4
  %1156 = add i64 %1136, 1
  br label %1135

1157:                                             ; preds = %1135
  %1158 = add i64 %1132, 1
  br label %1131

1159:                                             ; preds = %1131
  %1160 = add i64 %1128, 1
  br label %1127

1161:                                             ; preds = %1127
  %1162 = add i64 %1124, 1
  br label %1123

1163:                                             ; preds = %1123
  br label %1164

1164:                                             ; preds = %1247, %1163
  %1165 = phi i64 [ %1248, %1247 ], [ 0, %1163 ]
  %1166 = icmp slt i64 %1165, 1
  br i1 %1166, label %1167, label %1249

1167:                                             ; preds = %1164
  br label %1168

1168:                                             ; preds = %1245, %1167
  %1169 = phi i64 [ %1246, %1245 ], [ 0, %1167 ]
  %1170 = icmp slt i64 %1169, 4
  br i1 %1170, label %1171, label %1247

1171:                                             ; preds = %1168
  br label %1172

1172:                                             ; preds = %1243, %1171
  %1173 = phi i64 [ %1244, %1243 ], [ 0, %1171 ]
  %1174 = icmp slt i64 %1173, 8
  br i1 %1174, label %1175, label %1245

1175:                                             ; preds = %1172
  br label %1176

1176:                                             ; preds = %1241, %1175
  %1177 = phi i64 [ %1242, %1241 ], [ 0, %1175 ]
  %1178 = icmp slt i64 %1177, 8
  br i1 %1178, label %1179, label %1243

1179:                                             ; preds = %1176
  br label %1180

1180:                                             ; preds = %1183, %1179
  %1181 = phi i64 [ %1240, %1183 ], [ 0, %1179 ]
  %1182 = icmp slt i64 %1181, 8
  br i1 %1182, label %1183, label %1241

1183:                                             ; preds = %1180
  %1184 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1002, 1
  %1185 = mul nuw nsw i64 %1165, 32
  %1186 = mul nuw nsw i64 %1169, 8
  %1187 = add nuw nsw i64 %1185, %1186
  %1188 = add nuw nsw i64 %1187, %1173
  %1189 = add nuw nsw i64 %1188, 0
  %1190 = getelementptr inbounds nuw i1, ptr %1184, i64 %1189
  %1191 = load i1, ptr %1190, align 1
  %1192 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %732, 1
  %1193 = mul nuw nsw i64 %1165, 256
  %1194 = mul nuw nsw i64 %1169, 64
  %1195 = add nuw nsw i64 %1193, %1194
  %1196 = mul nuw nsw i64 %1173, 8
  %1197 = add nuw nsw i64 %1195, %1196
  %1198 = add nuw nsw i64 %1197, %1181
  %1199 = getelementptr inbounds nuw float, ptr %1192, i64 %1198
  %1200 = load float, ptr %1199, align 4
  %1201 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %849, 1
  %1202 = mul nuw nsw i64 %1165, 32
  %1203 = mul nuw nsw i64 %1169, 8
  %1204 = add nuw nsw i64 %1202, %1203
  %1205 = add nuw nsw i64 %1204, %1173
  %1206 = add nuw nsw i64 %1205, 0
  %1207 = getelementptr inbounds nuw float, ptr %1201, i64 %1206
  %1208 = load float, ptr %1207, align 4
  %1209 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1105, 1
  %1210 = getelementptr float, ptr %1209, i64 512
  %1211 = mul nuw nsw i64 %1181, 32
  %1212 = mul nuw nsw i64 %1165, 32
  %1213 = add nuw nsw i64 %1211, %1212
  %1214 = mul nuw nsw i64 %1169, 8
  %1215 = add nuw nsw i64 %1213, %1214
  %1216 = add nuw nsw i64 %1215, %1177
  %1217 = getelementptr inbounds nuw float, ptr %1210, i64 %1216
  %1218 = load float, ptr %1217, align 4
  %1219 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 1
  %1220 = mul nuw nsw i64 %1165, 256
  %1221 = mul nuw nsw i64 %1169, 64
  %1222 = add nuw nsw i64 %1220, %1221
  %1223 = mul nuw nsw i64 %1173, 8
  %1224 = add nuw nsw i64 %1222, %1223
  %1225 = add nuw nsw i64 %1224, %1177
  %1226 = getelementptr inbounds nuw float, ptr %1219, i64 %1225
  %1227 = load float, ptr %1226, align 4
  %1228 = fdiv float %1200, %1208
  %1229 = select i1 %1191, float 0.000000e+00, float %1228
  %1230 = fmul float %1229, %1218
  %1231 = fadd float %1227, %1230
  %1232 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 1
  %1233 = mul nuw nsw i64 %1165, 256
  %1234 = mul nuw nsw i64 %1169, 64
  %1235 = add nuw nsw i64 %1233, %1234
  %1236 = mul nuw nsw i64 %1173, 8
  %1237 = add nuw nsw i64 %1235, %1236
  %1238 = add nuw nsw i64 %1237, %1177
  %1239 = getelementptr inbounds nuw float, ptr %1232, i64 %1238
  store float %1231, ptr %1239, align 4
  %1240 = add i64 %1181, 1
  br label %1180

1241:                                             ; preds = %1180
  %1242 = add i64 %1177, 1
  br label %1176

1243:                                             ; preds = %1176
  %1244 = add i64 %1173, 1
  br label %1172

1245:                                             ; preds = %1172
  %1246 = add i64 %1169, 1
  br label %1168

1247:                                             ; preds = %1168
  %1248 = add i64 %1165, 1
  br label %1164

1249:                                             ; preds = %1164
  %1250 = call ptr @malloc(i64 1088)
  %1251 = ptrtoint ptr %1250 to i64
  %1252 = add i64 %1251, 63
  %1253 = urem i64 %1252, 64
  %1254 = sub i64 %1252, %1253
  %1255 = inttoptr i64 %1254 to ptr
  %1256 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1250, 0
  %1257 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1256, ptr %1255, 1
  %1258 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1257, i64 0, 2
  %1259 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1258, i64 8, 3, 0
  %1260 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1259, i64 32, 3, 1
  %1261 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1260, i64 32, 4, 0
  %1262 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1261, i64 1, 4, 1
  br label %1263

1263:                                             ; preds = %1276, %1249
  %1264 = phi i64 [ %1277, %1276 ], [ 0, %1249 ]
  %1265 = icmp slt i64 %1264, 8
  br i1 %1265, label %1266, label %1278

1266:                                             ; preds = %1263
  br label %1267

1267:                                             ; preds = %1270, %1266
  %1268 = phi i64 [ %1275, %1270 ], [ 0, %1266 ]
  %1269 = icmp slt i64 %1268, 32
  br i1 %1269, label %1270, label %1276

1270:                                             ; preds = %1267
  %1271 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1262, 1
  %1272 = mul nuw nsw i64 %1264, 32
  %1273 = add nuw nsw i64 %1272, %1268
  %1274 = getelementptr inbounds nuw float, ptr %1271, i64 %1273
  store float 0.000000e+00, ptr %1274, align 4
  %1275 = add i64 %1268, 1
  br label %1267

1276:                                             ; preds = %1267
  %1277 = add i64 %1264, 1
  br label %1263

1278:                                             ; preds = %1263
  %1279 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1262, 0
  %1280 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1262, 1
  %1281 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1279, 0
  %1282 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1281, ptr %1280, 1
  %1283 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1282, i64 0, 2
  %1284 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1283, i64 8, 3, 0
  %1285 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1284, i64 32, 4, 0
  %1286 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1285, i64 1, 3, 1
  %1287 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1286, i64 32, 4, 1
  %1288 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1287, i64 32, 3, 2
  %1289 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1288, i64 1, 4, 2
  %1290 = call ptr @malloc(i64 1088)
  %1291 = ptrtoint ptr %1290 to i64
  %1292 = add i64 %1291, 63
  %1293 = urem i64 %1292, 64
  %1294 = sub i64 %1292, %1293
  %1295 = inttoptr i64 %1294 to ptr
  %1296 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1290, 0
  %1297 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1296, ptr %1295, 1
  %1298 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1297, i64 0, 2
  %1299 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1298, i64 8, 3, 0
  %1300 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1299, i64 1, 3, 1
  %1301 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1300, i64 32, 3, 2
  %1302 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1301, i64 32, 4, 0
  %1303 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1302, i64 32, 4, 1
  %1304 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1303, i64 1, 4, 2
  br label %1305

1305:                                             ; preds = %1333, %1278
  %1306 = phi i64 [ %1334, %1333 ], [ 0, %1278 ]
  %1307 = icmp slt i64 %1306, 8
  br i1 %1307, label %1308, label %1335

1308:                                             ; preds = %1305
  br label %1309

1309:                                             ; preds = %1331, %1308
  %1310 = phi i64 [ %1332, %1331 ], [ 0, %1308 ]
  %1311 = icmp slt i64 %1310, 1
  br i1 %1311, label %1312, label %1333

1312:                                             ; preds = %1309
  br label %1313

1313:                                             ; preds = %1316, %1312
  %1314 = phi i64 [ %1330, %1316 ], [ 0, %1312 ]
  %1315 = icmp slt i64 %1314, 32
  br i1 %1315, label %1316, label %1331

1316:                                             ; preds = %1313
  %1317 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1289, 1
  %1318 = mul nuw nsw i64 %1306, 32
  %1319 = mul nuw nsw i64 %1310, 32
  %1320 = add nuw nsw i64 %1318, %1319
  %1321 = add nuw nsw i64 %1320, %1314
  %1322 = getelementptr inbounds nuw float, ptr %1317, i64 %1321
  %1323 = load float, ptr %1322, align 4
  %1324 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1304, 1
  %1325 = mul nuw nsw i64 %1306, 32
  %1326 = mul nuw nsw i64 %1310, 32
  %1327 = add nuw nsw i64 %1325, %1326
  %1328 = add nuw nsw i64 %1327, %1314
  %1329 = getelementptr inbounds nuw float, ptr %1324, i64 %1328
  store float %1323, ptr %1329, align 4
  %1330 = add i64 %1314, 1
  br label %1313

1331:                                             ; preds = %1313
  %1332 = add i64 %1310, 1
  br label %1309

1333:                                             ; preds = %1309
  %1334 = add i64 %1306, 1
  br label %1305

1335:                                             ; preds = %1305
  br label %1336

1336:                                             ; preds = %1403, %1335
  %1337 = phi i64 [ %1404, %1403 ], [ 0, %1335 ]
  %1338 = icmp slt i64 %1337, 8
  br i1 %1338, label %1339, label %1405

1339:                                             ; preds = %1336
  br label %1340

1340:                                             ; preds = %1401, %1339
  %1341 = phi i64 [ %1402, %1401 ], [ 0, %1339 ]
  %1342 = icmp slt i64 %1341, 1
  br i1 %1342, label %1343, label %1403

1343:                                             ; preds = %1340
  br label %1344

1344:                                             ; preds = %1399, %1343
  %1345 = phi i64 [ %1400, %1399 ], [ 0, %1343 ]
  %1346 = icmp slt i64 %1345, 32
  br i1 %1346, label %1347, label %1401

1347:                                             ; preds = %1344
  br label %1348

1348:                                             ; preds = %1397, %1347
  %1349 = phi i64 [ %1398, %1397 ], [ 0, %1347 ]
  %1350 = icmp slt i64 %1349, 1
  br i1 %1350, label %1351, label %1399

1351:                                             ; preds = %1348
  br label %1352

1352:                                             ; preds = %1395, %1351
  %1353 = phi i64 [ %1396, %1395 ], [ 0, %1351 ]
  %1354 = icmp slt i64 %1353, 4
  br i1 %1354, label %1355, label %1397

1355:                                             ; preds = %1352
  br label %1356

1356:                                             ; preds = %1359, %1355
  %1357 = phi i64 [ %1394, %1359 ], [ 0, %1355 ]
  %1358 = icmp slt i64 %1357, 8
  br i1 %1358, label %1359, label %1395

1359:                                             ; preds = %1356
  %1360 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 1
  %1361 = mul nuw nsw i64 %1349, 256
  %1362 = mul nuw nsw i64 %1353, 64
  %1363 = add nuw nsw i64 %1361, %1362
  %1364 = mul nuw nsw i64 %1337, 8
  %1365 = add nuw nsw i64 %1363, %1364
  %1366 = add nuw nsw i64 %1365, %1357
  %1367 = getelementptr inbounds nuw float, ptr %1360, i64 %1366
  %1368 = load float, ptr %1367, align 4
  %1369 = mul nuw nsw i64 %1341, 1024
  %1370 = mul nuw nsw i64 %1345, 32
  %1371 = add nuw nsw i64 %1369, %1370
  %1372 = mul nuw nsw i64 %1349, 32
  %1373 = add nuw nsw i64 %1371, %1372
  %1374 = mul nuw nsw i64 %1353, 8
  %1375 = add nuw nsw i64 %1373, %1374
  %1376 = add nuw nsw i64 %1375, %1357
  %1377 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32, i64 %1376
  %1378 = load float, ptr %1377, align 4
  %1379 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1304, 1
  %1380 = mul nuw nsw i64 %1337, 32
  %1381 = mul nuw nsw i64 %1341, 32
  %1382 = add nuw nsw i64 %1380, %1381
  %1383 = add nuw nsw i64 %1382, %1345
  %1384 = getelementptr inbounds nuw float, ptr %1379, i64 %1383
  %1385 = load float, ptr %1384, align 4
  %1386 = fmul float %1368, %1378
  %1387 = fadd float %1385, %1386
  %1388 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1304, 1
  %1389 = mul nuw nsw i64 %1337, 32
  %1390 = mul nuw nsw i64 %1341, 32
  %1391 = add nuw nsw i64 %1389, %1390
  %1392 = add nuw nsw i64 %1391, %1345
  %1393 = getelementptr inbounds nuw float, ptr %1388, i64 %1392
  store float %1387, ptr %1393, align 4
  %1394 = add i64 %1357, 1
  br label %1356

1395:                                             ; preds = %1356
  %1396 = add i64 %1353, 1
  br label %1352

1397:                                             ; preds = %1352
  %1398 = add i64 %1349, 1
  br label %1348

1399:                                             ; preds = %1348
  %1400 = add i64 %1345, 1
  br label %1344

1401:                                             ; preds = %1344
  %1402 = add i64 %1341, 1
  br label %1340

1403:                                             ; preds = %1340
  %1404 = add i64 %1337, 1
  br label %1336

1405:                                             ; preds = %1336
  %1406 = call ptr @malloc(i64 1088)
  %1407 = ptrtoint ptr %1406 to i64
  %1408 = add i64 %1407, 63
  %1409 = urem i64 %1408, 64
  %1410 = sub i64 %1408, %1409
  %1411 = inttoptr i64 %1410 to ptr
  %1412 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1406, 0
  %1413 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1412, ptr %1411, 1
  %1414 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1413, i64 0, 2
  %1415 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1414, i64 1, 3, 0
  %1416 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1415, i64 8, 3, 1
  %1417 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1416, i64 32, 3, 2
  %1418 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1417, i64 256, 4, 0
  %1419 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1418, i64 32, 4, 1
  %1420 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1419, i64 1, 4, 2
  br label %1421

1421:                                             ; preds = %1462, %1405
  %1422 = phi i64 [ %1463, %1462 ], [ 0, %1405 ]
  %1423 = icmp slt i64 %1422, 1
  br i1 %1423, label %1424, label %1464

1424:                                             ; preds = %1421
  br label %1425

1425:                                             ; preds = %1460, %1424
  %1426 = phi i64 [ %1461, %1460 ], [ 0, %1424 ]
  %1427 = icmp slt i64 %1426, 8
  br i1 %1427, label %1428, label %1462

1428:                                             ; preds = %1425
  br label %1429

1429:                                             ; preds = %1432, %1428
  %1430 = phi i64 [ %1459, %1432 ], [ 0, %1428 ]
  %1431 = icmp slt i64 %1430, 32
  br i1 %1431, label %1432, label %1460

1432:                                             ; preds = %1429
  %1433 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, 1
  %1434 = mul nuw nsw i64 %1422, 256
  %1435 = mul nuw nsw i64 %1426, 32
  %1436 = add nuw nsw i64 %1434, %1435
  %1437 = add nuw nsw i64 %1436, %1430
  %1438 = getelementptr inbounds nuw float, ptr %1433, i64 %1437
  %1439 = load float, ptr %1438, align 4
  %1440 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1304, 1
  %1441 = mul nuw nsw i64 %1426, 32
  %1442 = mul nuw nsw i64 %1422, 32
  %1443 = add nuw nsw i64 %1441, %1442
  %1444 = add nuw nsw i64 %1443, %1430
  %1445 = getelementptr inbounds nuw float, ptr %1440, i64 %1444
  %1446 = load float, ptr %1445, align 4
  %1447 = mul nuw nsw i64 %1422, 32
  %1448 = add nuw nsw i64 %1447, %1430
  %1449 = getelementptr inbounds nuw float, ptr @__constant_32xf32_4, i64 %1448
  %1450 = load float, ptr %1449, align 4
  %1451 = fadd float %1446, %1450
  %1452 = fadd float %1439, %1451
  %1453 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1420, 1
  %1454 = mul nuw nsw i64 %1422, 256
  %1455 = mul nuw nsw i64 %1426, 32
  %1456 = add nuw nsw i64 %1454, %1455
  %1457 = add nuw nsw i64 %1456, %1430
  %1458 = getelementptr inbounds nuw float, ptr %1453, i64 %1457
  store float %1452, ptr %1458, align 4
  %1459 = add i64 %1430, 1
  br label %1429

1460:                                             ; preds = %1429
  %1461 = add i64 %1426, 1
  br label %1425

1462:                                             ; preds = %1425
  %1463 = add i64 %1422, 1
  br label %1421

1464:                                             ; preds = %1421
  %1465 = call ptr @malloc(i64 2112)
  %1466 = ptrtoint ptr %1465 to i64
  %1467 = add i64 %1466, 63
  %1468 = urem i64 %1467, 64
  %1469 = sub i64 %1467, %1468
  %1470 = inttoptr i64 %1469 to ptr
  %1471 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1465, 0
  %1472 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1471, ptr %1470, 1
  %1473 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1472, i64 0, 2
  %1474 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1473, i64 1, 3, 0
  %1475 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1474, i64 8, 3, 1
  %1476 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1475, i64 32, 3, 2
  %1477 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1476, i64 256, 4, 0
  %1478 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1477, i64 32, 4, 1
  %1479 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1478, i64 1, 4, 2
  br label %1480

1480:                                             ; preds = %1509, %1464
  %1481 = phi i64 [ %1510, %1509 ], [ 0, %1464 ]
  %1482 = icmp slt i64 %1481, 1
  br i1 %1482, label %1483, label %1511

1483:                                             ; preds = %1480
  br label %1484

1484:                                             ; preds = %1507, %1483
  %1485 = phi i64 [ %1508, %1507 ], [ 0, %1483 ]
  %1486 = icmp slt i64 %1485, 8
  br i1 %1486, label %1487, label %1509

1487:                                             ; preds = %1484
  br label %1488

1488:                                             ; preds = %1491, %1487
  %1489 = phi i64 [ %1506, %1491 ], [ 0, %1487 ]
  %1490 = icmp slt i64 %1489, 32
  br i1 %1490, label %1491, label %1507

1491:                                             ; preds = %1488
  %1492 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1420, 1
  %1493 = mul nuw nsw i64 %1481, 256
  %1494 = mul nuw nsw i64 %1485, 32
  %1495 = add nuw nsw i64 %1493, %1494
  %1496 = add nuw nsw i64 %1495, %1489
  %1497 = getelementptr inbounds nuw float, ptr %1492, i64 %1496
  %1498 = load float, ptr %1497, align 4
  %1499 = fpext float %1498 to double
  %1500 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1479, 1
  %1501 = mul nuw nsw i64 %1481, 256
  %1502 = mul nuw nsw i64 %1485, 32
  %1503 = add nuw nsw i64 %1501, %1502
  %1504 = add nuw nsw i64 %1503, %1489
  %1505 = getelementptr inbounds nuw double, ptr %1500, i64 %1504
  store double %1499, ptr %1505, align 8
  %1506 = add i64 %1489, 1
  br label %1488

1507:                                             ; preds = %1488
  %1508 = add i64 %1485, 1
  br label %1484

1509:                                             ; preds = %1484
  %1510 = add i64 %1481, 1
  br label %1480

1511:                                             ; preds = %1480
  %1512 = call ptr @malloc(i64 128)
  %1513 = ptrtoint ptr %1512 to i64
  %1514 = add i64 %1513, 63
  %1515 = urem i64 %1514, 64
  %1516 = sub i64 %1514, %1515
  %1517 = inttoptr i64 %1516 to ptr
  %1518 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1512, 0
  %1519 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1518, ptr %1517, 1
  %1520 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1519, i64 0, 2
  %1521 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1520, i64 1, 3, 0
  %1522 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1521, i64 8, 3, 1
  %1523 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1522, i64 1, 3, 2
  %1524 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1523, i64 8, 4, 0
  %1525 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1524, i64 1, 4, 1
  %1526 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1525, i64 1, 4, 2
  br label %1527

1527:                                             ; preds = %1547, %1511
  %1528 = phi i64 [ %1548, %1547 ], [ 0, %1511 ]
  %1529 = icmp slt i64 %1528, 1
  br i1 %1529, label %1530, label %1549

1530:                                             ; preds = %1527
  br label %1531

1531:                                             ; preds = %1545, %1530
  %1532 = phi i64 [ %1546, %1545 ], [ 0, %1530 ]
  %1533 = icmp slt i64 %1532, 8
  br i1 %1533, label %1534, label %1547

1534:                                             ; preds = %1531
  br label %1535

1535:                                             ; preds = %1538, %1534
  %1536 = phi i64 [ %1544, %1538 ], [ 0, %1534 ]
  %1537 = icmp slt i64 %1536, 1
  br i1 %1537, label %1538, label %1545

1538:                                             ; preds = %1535
  %1539 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1526, 1
  %1540 = mul nuw nsw i64 %1528, 8
  %1541 = add nuw nsw i64 %1540, %1532
  %1542 = add nuw nsw i64 %1541, %1536
  %1543 = getelementptr inbounds nuw double, ptr %1539, i64 %1542
  store double 0.000000e+00, ptr %1543, align 8
  %1544 = add i64 %1536, 1
  br label %1535

1545:                                             ; preds = %1535
  %1546 = add i64 %1532, 1
  br label %1531

1547:                                             ; preds = %1531
  %1548 = add i64 %1528, 1
  br label %1527

1549:                                             ; preds = %1527
  %1550 = call ptr @malloc(i64 128)
  %1551 = ptrtoint ptr %1550 to i64
  %1552 = add i64 %1551, 63
  %1553 = urem i64 %1552, 64
  %1554 = sub i64 %1552, %1553
  %1555 = inttoptr i64 %1554 to ptr
  %1556 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1550, 0
  %1557 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1556, ptr %1555, 1
  %1558 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1557, i64 0, 2
  %1559 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1558, i64 1, 3, 0
  %1560 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1559, i64 8, 3, 1
  %1561 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1560, i64 1, 3, 2
  %1562 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1561, i64 8, 4, 0
  %1563 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1562, i64 1, 4, 1
  %1564 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1563, i64 1, 4, 2
  br label %1565

1565:                                             ; preds = %1591, %1549
  %1566 = phi i64 [ %1592, %1591 ], [ 0, %1549 ]
  %1567 = icmp slt i64 %1566, 1
  br i1 %1567, label %1568, label %1593

1568:                                             ; preds = %1565
  br label %1569

1569:                                             ; preds = %1589, %1568
  %1570 = phi i64 [ %1590, %1589 ], [ 0, %1568 ]
  %1571 = icmp slt i64 %1570, 8
  br i1 %1571, label %1572, label %1591

1572:                                             ; preds = %1569
  br label %1573

1573:                                             ; preds = %1576, %1572
  %1574 = phi i64 [ %1588, %1576 ], [ 0, %1572 ]
  %1575 = icmp slt i64 %1574, 1
  br i1 %1575, label %1576, label %1589

1576:                                             ; preds = %1573
  %1577 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1526, 1
  %1578 = mul nuw nsw i64 %1566, 8
  %1579 = add nuw nsw i64 %1578, %1570
  %1580 = add nuw nsw i64 %1579, %1574
  %1581 = getelementptr inbounds nuw double, ptr %1577, i64 %1580
  %1582 = load double, ptr %1581, align 8
  %1583 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1564, 1
  %1584 = mul nuw nsw i64 %1566, 8
  %1585 = add nuw nsw i64 %1584, %1570
  %1586 = add nuw nsw i64 %1585, %1574
  %1587 = getelementptr inbounds nuw double, ptr %1583, i64 %1586
  store double %1582, ptr %1587, align 8
  %1588 = add i64 %1574, 1
  br label %1573

1589:                                             ; preds = %1573
  %1590 = add i64 %1570, 1
  br label %1569

1591:                                             ; preds = %1569
  %1592 = add i64 %1566, 1
  br label %1565

1593:                                             ; preds = %1565
  br label %1594

1594:                                             ; preds = %1628, %1593
  %1595 = phi i64 [ %1629, %1628 ], [ 0, %1593 ]
  %1596 = icmp slt i64 %1595, 1
  br i1 %1596, label %1597, label %1630

1597:                                             ; preds = %1594
  br label %1598

1598:                                             ; preds = %1626, %1597
  %1599 = phi i64 [ %1627, %1626 ], [ 0, %1597 ]
  %1600 = icmp slt i64 %1599, 8
  br i1 %1600, label %1601, label %1628

1601:                                             ; preds = %1598
  br label %1602

1602:                                             ; preds = %1605, %1601
  %1603 = phi i64 [ %1625, %1605 ], [ 0, %1601 ]
  %1604 = icmp slt i64 %1603, 32
  br i1 %1604, label %1605, label %1626

1605:                                             ; preds = %1602
  %1606 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1479, 1
  %1607 = mul nuw nsw i64 %1595, 256
  %1608 = mul nuw nsw i64 %1599, 32
  %1609 = add nuw nsw i64 %1607, %1608
  %1610 = add nuw nsw i64 %1609, %1603
  %1611 = getelementptr inbounds nuw double, ptr %1606, i64 %1610
  %1612 = load double, ptr %1611, align 8
  %1613 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1564, 1
  %1614 = mul nuw nsw i64 %1595, 8
  %1615 = add nuw nsw i64 %1614, %1599
  %1616 = add nuw nsw i64 %1615, 0
  %1617 = getelementptr inbounds nuw double, ptr %1613, i64 %1616
  %1618 = load double, ptr %1617, align 8
  %1619 = fadd double %1612, %1618
  %1620 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1564, 1
  %1621 = mul nuw nsw i64 %1595, 8
  %1622 = add nuw nsw i64 %1621, %1599
  %1623 = add nuw nsw i64 %1622, 0
  %1624 = getelementptr inbounds nuw double, ptr %1620, i64 %1623
  store double %1619, ptr %1624, align 8
  %1625 = add i64 %1603, 1
  br label %1602

1626:                                             ; preds = %1602
  %1627 = add i64 %1599, 1
  br label %1598

1628:                                             ; preds = %1598
  %1629 = add i64 %1595, 1
  br label %1594

1630:                                             ; preds = %1594
  %1631 = call ptr @malloc(i64 128)
  %1632 = ptrtoint ptr %1631 to i64
  %1633 = add i64 %1632, 63
  %1634 = urem i64 %1633, 64
  %1635 = sub i64 %1633, %1634
  %1636 = inttoptr i64 %1635 to ptr
  %1637 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1631, 0
  %1638 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1637, ptr %1636, 1
  %1639 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1638, i64 0, 2
  %1640 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1639, i64 1, 3, 0
  %1641 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1640, i64 8, 3, 1
  %1642 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1641, i64 1, 3, 2
  %1643 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1642, i64 8, 4, 0
  %1644 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1643, i64 1, 4, 1
  %1645 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1644, i64 1, 4, 2
  br label %1646

1646:                                             ; preds = %1672, %1630
  %1647 = phi i64 [ %1673, %1672 ], [ 0, %1630 ]
  %1648 = icmp slt i64 %1647, 1
  br i1 %1648, label %1649, label %1674

1649:                                             ; preds = %1646
  br label %1650

1650:                                             ; preds = %1670, %1649
  %1651 = phi i64 [ %1671, %1670 ], [ 0, %1649 ]
  %1652 = icmp slt i64 %1651, 8
  br i1 %1652, label %1653, label %1672

1653:                                             ; preds = %1650
  br label %1654

1654:                                             ; preds = %1657, %1653
  %1655 = phi i64 [ %1669, %1657 ], [ 0, %1653 ]
  %1656 = icmp slt i64 %1655, 1
  br i1 %1656, label %1657, label %1670

1657:                                             ; preds = %1654
  %1658 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1526, 1
  %1659 = mul nuw nsw i64 %1647, 8
  %1660 = add nuw nsw i64 %1659, %1651
  %1661 = add nuw nsw i64 %1660, %1655
  %1662 = getelementptr inbounds nuw double, ptr %1658, i64 %1661
  %1663 = load double, ptr %1662, align 8
  %1664 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1645, 1
  %1665 = mul nuw nsw i64 %1647, 8
  %1666 = add nuw nsw i64 %1665, %1651
  %1667 = add nuw nsw i64 %1666, %1655
  %1668 = getelementptr inbounds nuw double, ptr %1664, i64 %1667
  store double %1663, ptr %1668, align 8
  %1669 = add i64 %1655, 1
  br label %1654

1670:                                             ; preds = %1654
  %1671 = add i64 %1651, 1
  br label %1650

1672:                                             ; preds = %1650
  %1673 = add i64 %1647, 1
  br label %1646

1674:                                             ; preds = %1646
  br label %1675

1675:                                             ; preds = %1718, %1674
  %1676 = phi i64 [ %1719, %1718 ], [ 0, %1674 ]
  %1677 = icmp slt i64 %1676, 1
  br i1 %1677, label %1678, label %1720

1678:                                             ; preds = %1675
  br label %1679

1679:                                             ; preds = %1716, %1678
  %1680 = phi i64 [ %1717, %1716 ], [ 0, %1678 ]
  %1681 = icmp slt i64 %1680, 8
  br i1 %1681, label %1682, label %1718

1682:                                             ; preds = %1679
  br label %1683

1683:                                             ; preds = %1686, %1682
  %1684 = phi i64 [ %1715, %1686 ], [ 0, %1682 ]
  %1685 = icmp slt i64 %1684, 32
  br i1 %1685, label %1686, label %1716

1686:                                             ; preds = %1683
  %1687 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1479, 1
  %1688 = mul nuw nsw i64 %1676, 256
  %1689 = mul nuw nsw i64 %1680, 32
  %1690 = add nuw nsw i64 %1688, %1689
  %1691 = add nuw nsw i64 %1690, %1684
  %1692 = getelementptr inbounds nuw double, ptr %1687, i64 %1691
  %1693 = load double, ptr %1692, align 8
  %1694 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1564, 1
  %1695 = mul nuw nsw i64 %1676, 8
  %1696 = add nuw nsw i64 %1695, %1680
  %1697 = add nuw nsw i64 %1696, 0
  %1698 = getelementptr inbounds nuw double, ptr %1694, i64 %1697
  %1699 = load double, ptr %1698, align 8
  %1700 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1645, 1
  %1701 = mul nuw nsw i64 %1676, 8
  %1702 = add nuw nsw i64 %1701, %1680
  %1703 = add nuw nsw i64 %1702, 0
  %1704 = getelementptr inbounds nuw double, ptr %1700, i64 %1703
  %1705 = load double, ptr %1704, align 8
  %1706 = fdiv double %1699, 3.200000e+01
  %1707 = fsub double %1693, %1706
  %1708 = fmul double %1707, %1707
  %1709 = fadd double %1708, %1705
  %1710 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1645, 1
  %1711 = mul nuw nsw i64 %1676, 8
  %1712 = add nuw nsw i64 %1711, %1680
  %1713 = add nuw nsw i64 %1712, 0
  %1714 = getelementptr inbounds nuw double, ptr %1710, i64 %1713
  store double %1709, ptr %1714, align 8
  %1715 = add i64 %1684, 1
  br label %1683

1716:                                             ; preds = %1683
  %1717 = add i64 %1680, 1
  br label %1679

1718:                                             ; preds = %1679
  %1719 = add i64 %1676, 1
  br label %1675

1720:                                             ; preds = %1675
  %1721 = call ptr @malloc(i64 96)
  %1722 = ptrtoint ptr %1721 to i64
  %1723 = add i64 %1722, 63
  %1724 = urem i64 %1723, 64
  %1725 = sub i64 %1723, %1724
  %1726 = inttoptr i64 %1725 to ptr
  %1727 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1721, 0
  %1728 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1727, ptr %1726, 1
  %1729 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1728, i64 0, 2
  %1730 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1729, i64 1, 3, 0
  %1731 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1730, i64 8, 3, 1
  %1732 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1731, i64 1, 3, 2
  %1733 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1732, i64 8, 4, 0
  %1734 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1733, i64 1, 4, 1
  %1735 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1734, i64 1, 4, 2
  br label %1736

1736:                                             ; preds = %1756, %1720
  %1737 = phi i64 [ %1757, %1756 ], [ 0, %1720 ]
  %1738 = icmp slt i64 %1737, 1
  br i1 %1738, label %1739, label %1758

1739:                                             ; preds = %1736
  br label %1740

1740:                                             ; preds = %1754, %1739
  %1741 = phi i64 [ %1755, %1754 ], [ 0, %1739 ]
  %1742 = icmp slt i64 %1741, 8
  br i1 %1742, label %1743, label %1756

1743:                                             ; preds = %1740
  br label %1744

1744:                                             ; preds = %1747, %1743
  %1745 = phi i64 [ %1753, %1747 ], [ 0, %1743 ]
  %1746 = icmp slt i64 %1745, 1
  br i1 %1746, label %1747, label %1754

1747:                                             ; preds = %1744
  %1748 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1735, 1
  %1749 = mul nuw nsw i64 %1737, 8
  %1750 = add nuw nsw i64 %1749, %1741
  %1751 = add nuw nsw i64 %1750, %1745
  %1752 = getelementptr inbounds nuw float, ptr %1748, i64 %1751
  store float 0.000000e+00, ptr %1752, align 4
  %1753 = add i64 %1745, 1
  br label %1744

1754:                                             ; preds = %1744
  %1755 = add i64 %1741, 1
  br label %1740

1756:                                             ; preds = %1740
  %1757 = add i64 %1737, 1
  br label %1736

1758:                                             ; preds = %1736
  %1759 = call ptr @malloc(i64 96)
  %1760 = ptrtoint ptr %1759 to i64
  %1761 = add i64 %1760, 63
  %1762 = urem i64 %1761, 64
  %1763 = sub i64 %1761, %1762
  %1764 = inttoptr i64 %1763 to ptr
  %1765 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1759, 0
  %1766 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1765, ptr %1764, 1
  %1767 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1766, i64 0, 2
  %1768 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1767, i64 1, 3, 0
  %1769 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1768, i64 8, 3, 1
  %1770 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1769, i64 1, 3, 2
  %1771 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1770, i64 8, 4, 0
  %1772 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1771, i64 1, 4, 1
  %1773 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1772, i64 1, 4, 2
  br label %1774

1774:                                             ; preds = %1800, %1758
  %1775 = phi i64 [ %1801, %1800 ], [ 0, %1758 ]
  %1776 = icmp slt i64 %1775, 1
  br i1 %1776, label %1777, label %1802

1777:                                             ; preds = %1774
  br label %1778

1778:                                             ; preds = %1798, %1777
  %1779 = phi i64 [ %1799, %1798 ], [ 0, %1777 ]
  %1780 = icmp slt i64 %1779, 8
  br i1 %1780, label %1781, label %1800

1781:                                             ; preds = %1778
  br label %1782

1782:                                             ; preds = %1785, %1781
  %1783 = phi i64 [ %1797, %1785 ], [ 0, %1781 ]
  %1784 = icmp slt i64 %1783, 1
  br i1 %1784, label %1785, label %1798

1785:                                             ; preds = %1782
  %1786 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1735, 1
  %1787 = mul nuw nsw i64 %1775, 8
  %1788 = add nuw nsw i64 %1787, %1779
  %1789 = add nuw nsw i64 %1788, %1783
  %1790 = getelementptr inbounds nuw float, ptr %1786, i64 %1789
  %1791 = load float, ptr %1790, align 4
  %1792 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1773, 1
  %1793 = mul nuw nsw i64 %1775, 8
  %1794 = add nuw nsw i64 %1793, %1779
  %1795 = add nuw nsw i64 %1794, %1783
  %1796 = getelementptr inbounds nuw float, ptr %1792, i64 %1795
  store float %1791, ptr %1796, align 4
  %1797 = add i64 %1783, 1
  br label %1782

1798:                                             ; preds = %1782
  %1799 = add i64 %1779, 1
  br label %1778

1800:                                             ; preds = %1778
  %1801 = add i64 %1775, 1
  br label %1774

1802:                                             ; preds = %1774
  br label %1803

1803:                                             ; preds = %1837, %1802
  %1804 = phi i64 [ %1838, %1837 ], [ 0, %1802 ]
  %1805 = icmp slt i64 %1804, 1
  br i1 %1805, label %1806, label %1839

1806:                                             ; preds = %1803
  br label %1807

1807:                                             ; preds = %1835, %1806
  %1808 = phi i64 [ %1836, %1835 ], [ 0, %1806 ]
  %1809 = icmp slt i64 %1808, 8
  br i1 %1809, label %1810, label %1837

1810:                                             ; preds = %1807
  br label %1811

1811:                                             ; preds = %1814, %1810
  %1812 = phi i64 [ %1834, %1814 ], [ 0, %1810 ]
  %1813 = icmp slt i64 %1812, 32
  br i1 %1813, label %1814, label %1835

1814:                                             ; preds = %1811
  %1815 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1420, 1
  %1816 = mul nuw nsw i64 %1804, 256
  %1817 = mul nuw nsw i64 %1808, 32
  %1818 = add nuw nsw i64 %1816, %1817
  %1819 = add nuw nsw i64 %1818, %1812
  %1820 = getelementptr inbounds nuw float, ptr %1815, i64 %1819
  %1821 = load float, ptr %1820, align 4
  %1822 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1773, 1
  %1823 = mul nuw nsw i64 %1804, 8
  %1824 = add nuw nsw i64 %1823, %1808
  %1825 = add nuw nsw i64 %1824, 0
  %1826 = getelementptr inbounds nuw float, ptr %1822, i64 %1825
  %1827 = load float, ptr %1826, align 4
  %1828 = fadd float %1821, %1827
  %1829 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1773, 1
  %1830 = mul nuw nsw i64 %1804, 8
  %1831 = add nuw nsw i64 %1830, %1808
  %1832 = add nuw nsw i64 %1831, 0
  %1833 = getelementptr inbounds nuw float, ptr %1829, i64 %1832
  store float %1828, ptr %1833, align 4
  %1834 = add i64 %1812, 1
  br label %1811

1835:                                             ; preds = %1811
  %1836 = add i64 %1808, 1
  br label %1807

1837:                                             ; preds = %1807
  %1838 = add i64 %1804, 1
  br label %1803

1839:                                             ; preds = %1803
  %1840 = call ptr @malloc(i64 1088)
  %1841 = ptrtoint ptr %1840 to i64
  %1842 = add i64 %1841, 63
  %1843 = urem i64 %1842, 64
  %1844 = sub i64 %1842, %1843
  %1845 = inttoptr i64 %1844 to ptr
  %1846 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1840, 0
  %1847 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1846, ptr %1845, 1
  %1848 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1847, i64 0, 2
  %1849 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1848, i64 1, 3, 0
  %1850 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1849, i64 8, 3, 1
  %1851 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1850, i64 32, 3, 2
  %1852 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1851, i64 256, 4, 0
  %1853 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1852, i64 32, 4, 1
  %1854 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1853, i64 1, 4, 2
  br label %1855

1855:                                             ; preds = %1909, %1839
  %1856 = phi i64 [ %1910, %1909 ], [ 0, %1839 ]
  %1857 = icmp slt i64 %1856, 1
  br i1 %1857, label %1858, label %1911

1858:                                             ; preds = %1855
  br label %1859

1859:                                             ; preds = %1907, %1858
  %1860 = phi i64 [ %1908, %1907 ], [ 0, %1858 ]
  %1861 = icmp slt i64 %1860, 8
  br i1 %1861, label %1862, label %1909

1862:                                             ; preds = %1859
  br label %1863

1863:                                             ; preds = %1866, %1862
  %1864 = phi i64 [ %1906, %1866 ], [ 0, %1862 ]
  %1865 = icmp slt i64 %1864, 32
  br i1 %1865, label %1866, label %1907

1866:                                             ; preds = %1863
  %1867 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1420, 1
  %1868 = mul nuw nsw i64 %1856, 256
  %1869 = mul nuw nsw i64 %1860, 32
  %1870 = add nuw nsw i64 %1868, %1869
  %1871 = add nuw nsw i64 %1870, %1864
  %1872 = getelementptr inbounds nuw float, ptr %1867, i64 %1871
  %1873 = load float, ptr %1872, align 4
  %1874 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1773, 1
  %1875 = mul nuw nsw i64 %1856, 8
  %1876 = add nuw nsw i64 %1875, %1860
  %1877 = add nuw nsw i64 %1876, 0
  %1878 = getelementptr inbounds nuw float, ptr %1874, i64 %1877
  %1879 = load float, ptr %1878, align 4
  %1880 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1645, 1
  %1881 = mul nuw nsw i64 %1856, 8
  %1882 = add nuw nsw i64 %1881, %1860
  %1883 = add nuw nsw i64 %1882, 0
  %1884 = getelementptr inbounds nuw double, ptr %1880, i64 %1883
  %1885 = load double, ptr %1884, align 8
  %1886 = getelementptr inbounds nuw float, ptr @__constant_32xf32_3, i64 %1864
  %1887 = load float, ptr %1886, align 4
  %1888 = getelementptr inbounds nuw float, ptr @__constant_32xf32_2, i64 %1864
  %1889 = load float, ptr %1888, align 4
  %1890 = fdiv double %1885, 3.200000e+01
  %1891 = fptrunc double %1890 to float
  %1892 = fadd float %1891, f0x3727C5AC
  %1893 = call float @llvm.sqrt.f32(float %1892)
  %1894 = fdiv float 1.000000e+00, %1893
  %1895 = fdiv float %1879, 3.200000e+01
  %1896 = fsub float %1873, %1895
  %1897 = fmul float %1896, %1894
  %1898 = fmul float %1897, %1887
  %1899 = fadd float %1898, %1889
  %1900 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1854, 1
  %1901 = mul nuw nsw i64 %1856, 256
  %1902 = mul nuw nsw i64 %1860, 32
  %1903 = add nuw nsw i64 %1901, %1902
  %1904 = add nuw nsw i64 %1903, %1864
  %1905 = getelementptr inbounds nuw float, ptr %1900, i64 %1904
  store float %1899, ptr %1905, align 4
  %1906 = add i64 %1864, 1
  br label %1863

1907:                                             ; preds = %1863
  %1908 = add i64 %1860, 1
  br label %1859

1909:                                             ; preds = %1859
  %1910 = add i64 %1856, 1
  br label %1855

1911:                                             ; preds = %1855
  %1912 = call ptr @malloc(i64 2112)
  %1913 = ptrtoint ptr %1912 to i64
  %1914 = add i64 %1913, 63
  %1915 = urem i64 %1914, 64
  %1916 = sub i64 %1914, %1915
  %1917 = inttoptr i64 %1916 to ptr
  %1918 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1912, 0
  %1919 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1918, ptr %1917, 1
  %1920 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1919, i64 0, 2
  %1921 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1920, i64 1, 3, 0
  %1922 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1921, i64 8, 3, 1
  %1923 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1922, i64 64, 3, 2
  %1924 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1923, i64 512, 4, 0
  %1925 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1924, i64 64, 4, 1
  %1926 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1925, i64 1, 4, 2
  br label %1927

1927:                                             ; preds = %1948, %1911
  %1928 = phi i64 [ %1949, %1948 ], [ 0, %1911 ]
  %1929 = icmp slt i64 %1928, 1
  br i1 %1929, label %1930, label %1950

1930:                                             ; preds = %1927
  br label %1931

1931:                                             ; preds = %1946, %1930
  %1932 = phi i64 [ %1947, %1946 ], [ 0, %1930 ]
  %1933 = icmp slt i64 %1932, 8
  br i1 %1933, label %1934, label %1948

1934:                                             ; preds = %1931
  br label %1935

1935:                                             ; preds = %1938, %1934
  %1936 = phi i64 [ %1945, %1938 ], [ 0, %1934 ]
  %1937 = icmp slt i64 %1936, 64
  br i1 %1937, label %1938, label %1946

1938:                                             ; preds = %1935
  %1939 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1926, 1
  %1940 = mul nuw nsw i64 %1928, 512
  %1941 = mul nuw nsw i64 %1932, 64
  %1942 = add nuw nsw i64 %1940, %1941
  %1943 = add nuw nsw i64 %1942, %1936
  %1944 = getelementptr inbounds nuw float, ptr %1939, i64 %1943
  store float 0.000000e+00, ptr %1944, align 4
  %1945 = add i64 %1936, 1
  br label %1935

1946:                                             ; preds = %1935
  %1947 = add i64 %1932, 1
  br label %1931

1948:                                             ; preds = %1931
  %1949 = add i64 %1928, 1
  br label %1927

1950:                                             ; preds = %1927
  %1951 = call ptr @malloc(i64 2112)
  %1952 = ptrtoint ptr %1951 to i64
  %1953 = add i64 %1952, 63
  %1954 = urem i64 %1953, 64
  %1955 = sub i64 %1953, %1954
  %1956 = inttoptr i64 %1955 to ptr
  %1957 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1951, 0
  %1958 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1957, ptr %1956, 1
  %1959 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1958, i64 0, 2
  %1960 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1959, i64 1, 3, 0
  %1961 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1960, i64 8, 3, 1
  %1962 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1961, i64 64, 3, 2
  %1963 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1962, i64 512, 4, 0
  %1964 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1963, i64 64, 4, 1
  %1965 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1964, i64 1, 4, 2
  br label %1966

1966:                                             ; preds = %1994, %1950
  %1967 = phi i64 [ %1995, %1994 ], [ 0, %1950 ]
  %1968 = icmp slt i64 %1967, 1
  br i1 %1968, label %1969, label %1996

1969:                                             ; preds = %1966
  br label %1970

1970:                                             ; preds = %1992, %1969
  %1971 = phi i64 [ %1993, %1992 ], [ 0, %1969 ]
  %1972 = icmp slt i64 %1971, 8
  br i1 %1972, label %1973, label %1994

1973:                                             ; preds = %1970
  br label %1974

1974:                                             ; preds = %1977, %1973
  %1975 = phi i64 [ %1991, %1977 ], [ 0, %1973 ]
  %1976 = icmp slt i64 %1975, 64
  br i1 %1976, label %1977, label %1992

1977:                                             ; preds = %1974
  %1978 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1926, 1
  %1979 = mul nuw nsw i64 %1967, 512
  %1980 = mul nuw nsw i64 %1971, 64
  %1981 = add nuw nsw i64 %1979, %1980
  %1982 = add nuw nsw i64 %1981, %1975
  %1983 = getelementptr inbounds nuw float, ptr %1978, i64 %1982
  %1984 = load float, ptr %1983, align 4
  %1985 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1965, 1
  %1986 = mul nuw nsw i64 %1967, 512
  %1987 = mul nuw nsw i64 %1971, 64
  %1988 = add nuw nsw i64 %1986, %1987
  %1989 = add nuw nsw i64 %1988, %1975
  %1990 = getelementptr inbounds nuw float, ptr %1985, i64 %1989
  store float %1984, ptr %1990, align 4
  %1991 = add i64 %1975, 1
  br label %1974

1992:                                             ; preds = %1974
  %1993 = add i64 %1971, 1
  br label %1970

1994:                                             ; preds = %1970
  %1995 = add i64 %1967, 1
  br label %1966

1996:                                             ; preds = %1966
  br label %1997

1997:                                             ; preds = %2044, %1996
  %1998 = phi i64 [ %2045, %2044 ], [ 0, %1996 ]
  %1999 = icmp slt i64 %1998, 1
  br i1 %1999, label %2000, label %2046

2000:                                             ; preds = %1997
  br label %2001

2001:                                             ; preds = %2042, %2000
  %2002 = phi i64 [ %2043, %2042 ], [ 0, %2000 ]
  %2003 = icmp slt i64 %2002, 8
  br i1 %2003, label %2004, label %2044

2004:                                             ; preds = %2001
  br label %2005

2005:                                             ; preds = %2040, %2004
  %2006 = phi i64 [ %2041, %2040 ], [ 0, %2004 ]
  %2007 = icmp slt i64 %2006, 64
  br i1 %2007, label %2008, label %2042

2008:                                             ; preds = %2005
  br label %2009

2009:                                             ; preds = %2012, %2008
  %2010 = phi i64 [ %2039, %2012 ], [ 0, %2008 ]
  %2011 = icmp slt i64 %2010, 32
  br i1 %2011, label %2012, label %2040

2012:                                             ; preds = %2009
  %2013 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1854, 1
  %2014 = mul nuw nsw i64 %1998, 256
  %2015 = mul nuw nsw i64 %2002, 32
  %2016 = add nuw nsw i64 %2014, %2015
  %2017 = add nuw nsw i64 %2016, %2010
  %2018 = getelementptr inbounds nuw float, ptr %2013, i64 %2017
  %2019 = load float, ptr %2018, align 4
  %2020 = mul nuw nsw i64 %2006, 32
  %2021 = add nuw nsw i64 %2020, %2010
  %2022 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32, i64 %2021
  %2023 = load float, ptr %2022, align 4
  %2024 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1965, 1
  %2025 = mul nuw nsw i64 %1998, 512
  %2026 = mul nuw nsw i64 %2002, 64
  %2027 = add nuw nsw i64 %2025, %2026
  %2028 = add nuw nsw i64 %2027, %2006
  %2029 = getelementptr inbounds nuw float, ptr %2024, i64 %2028
  %2030 = load float, ptr %2029, align 4
  %2031 = fmul float %2019, %2023
  %2032 = fadd float %2030, %2031
  %2033 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1965, 1
  %2034 = mul nuw nsw i64 %1998, 512
  %2035 = mul nuw nsw i64 %2002, 64
  %2036 = add nuw nsw i64 %2034, %2035
  %2037 = add nuw nsw i64 %2036, %2006
  %2038 = getelementptr inbounds nuw float, ptr %2033, i64 %2037
  store float %2032, ptr %2038, align 4
  %2039 = add i64 %2010, 1
  br label %2009

2040:                                             ; preds = %2009
  %2041 = add i64 %2006, 1
  br label %2005

2042:                                             ; preds = %2005
  %2043 = add i64 %2002, 1
  br label %2001

2044:                                             ; preds = %2001
  %2045 = add i64 %1998, 1
  br label %1997

2046:                                             ; preds = %1997
  %2047 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1262, 0
  %2048 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1262, 1
  %2049 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2047, 0
  %2050 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2049, ptr %2048, 1
  %2051 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2050, i64 0, 2
  %2052 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2051, i64 1, 3, 0
  %2053 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2052, i64 256, 4, 0
  %2054 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2053, i64 8, 3, 1
  %2055 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2054, i64 32, 4, 1
  %2056 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2055, i64 32, 3, 2
  %2057 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2056, i64 1, 4, 2
  %2058 = call ptr @malloc(i64 1088)
  %2059 = ptrtoint ptr %2058 to i64
  %2060 = add i64 %2059, 63
  %2061 = urem i64 %2060, 64
  %2062 = sub i64 %2060, %2061
  %2063 = inttoptr i64 %2062 to ptr
  %2064 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2058, 0
  %2065 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2064, ptr %2063, 1
  %2066 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2065, i64 0, 2
  %2067 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2066, i64 1, 3, 0
  %2068 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2067, i64 8, 3, 1
  %2069 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2068, i64 32, 3, 2
  %2070 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2069, i64 256, 4, 0
  %2071 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2070, i64 32, 4, 1
  %2072 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2071, i64 1, 4, 2
  br label %2073

2073:                                             ; preds = %2101, %2046
  %2074 = phi i64 [ %2102, %2101 ], [ 0, %2046 ]
  %2075 = icmp slt i64 %2074, 1
  br i1 %2075, label %2076, label %2103

2076:                                             ; preds = %2073
  br label %2077

2077:                                             ; preds = %2099, %2076
  %2078 = phi i64 [ %2100, %2099 ], [ 0, %2076 ]
  %2079 = icmp slt i64 %2078, 8
  br i1 %2079, label %2080, label %2101

2080:                                             ; preds = %2077
  br label %2081

2081:                                             ; preds = %2084, %2080
  %2082 = phi i64 [ %2098, %2084 ], [ 0, %2080 ]
  %2083 = icmp slt i64 %2082, 32
  br i1 %2083, label %2084, label %2099

2084:                                             ; preds = %2081
  %2085 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2057, 1
  %2086 = mul nuw nsw i64 %2074, 256
  %2087 = mul nuw nsw i64 %2078, 32
  %2088 = add nuw nsw i64 %2086, %2087
  %2089 = add nuw nsw i64 %2088, %2082
  %2090 = getelementptr inbounds nuw float, ptr %2085, i64 %2089
  %2091 = load float, ptr %2090, align 4
  %2092 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2072, 1
  %2093 = mul nuw nsw i64 %2074, 256
  %2094 = mul nuw nsw i64 %2078, 32
  %2095 = add nuw nsw i64 %2093, %2094
  %2096 = add nuw nsw i64 %2095, %2082
  %2097 = getelementptr inbounds nuw float, ptr %2092, i64 %2096
  store float %2091, ptr %2097, align 4
  %2098 = add i64 %2082, 1
  br label %2081

2099:                                             ; preds = %2081
  %2100 = add i64 %2078, 1
  br label %2077

2101:                                             ; preds = %2077
  %2102 = add i64 %2074, 1
  br label %2073

2103:                                             ; preds = %2073
  br label %2104

2104:                                             ; preds = %2156, %2103
  %2105 = phi i64 [ %2157, %2156 ], [ 0, %2103 ]
  %2106 = icmp slt i64 %2105, 1
  br i1 %2106, label %2107, label %2158

2107:                                             ; preds = %2104
  br label %2108

2108:                                             ; preds = %2154, %2107
  %2109 = phi i64 [ %2155, %2154 ], [ 0, %2107 ]
  %2110 = icmp slt i64 %2109, 8
  br i1 %2110, label %2111, label %2156

2111:                                             ; preds = %2108
  br label %2112

2112:                                             ; preds = %2152, %2111
  %2113 = phi i64 [ %2153, %2152 ], [ 0, %2111 ]
  %2114 = icmp slt i64 %2113, 32
  br i1 %2114, label %2115, label %2154

2115:                                             ; preds = %2112
  br label %2116

2116:                                             ; preds = %2119, %2115
  %2117 = phi i64 [ %2151, %2119 ], [ 0, %2115 ]
  %2118 = icmp slt i64 %2117, 64
  br i1 %2118, label %2119, label %2152

2119:                                             ; preds = %2116
  %2120 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1965, 1
  %2121 = mul nuw nsw i64 %2105, 512
  %2122 = mul nuw nsw i64 %2109, 64
  %2123 = add nuw nsw i64 %2121, %2122
  %2124 = add nuw nsw i64 %2123, %2117
  %2125 = getelementptr inbounds nuw float, ptr %2120, i64 %2124
  %2126 = load float, ptr %2125, align 4
  %2127 = getelementptr inbounds nuw float, ptr @__constant_64xf32, i64 %2117
  %2128 = load float, ptr %2127, align 4
  %2129 = mul nuw nsw i64 %2113, 64
  %2130 = add nuw nsw i64 %2129, %2117
  %2131 = getelementptr inbounds nuw float, ptr @__constant_32x64xf32, i64 %2130
  %2132 = load float, ptr %2131, align 4
  %2133 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2072, 1
  %2134 = mul nuw nsw i64 %2105, 256
  %2135 = mul nuw nsw i64 %2109, 32
  %2136 = add nuw nsw i64 %2134, %2135
  %2137 = add nuw nsw i64 %2136, %2113
  %2138 = getelementptr inbounds nuw float, ptr %2133, i64 %2137
  %2139 = load float, ptr %2138, align 4
  %2140 = fadd float %2126, %2128
  %2141 = fcmp ugt float %2140, 0.000000e+00
  %2142 = select i1 %2141, float %2140, float 0.000000e+00
  %2143 = fmul float %2142, %2132
  %2144 = fadd float %2139, %2143
  %2145 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2072, 1
  %2146 = mul nuw nsw i64 %2105, 256
  %2147 = mul nuw nsw i64 %2109, 32
  %2148 = add nuw nsw i64 %2146, %2147
  %2149 = add nuw nsw i64 %2148, %2113
  %2150 = getelementptr inbounds nuw float, ptr %2145, i64 %2149
  store float %2144, ptr %2150, align 4
  %2151 = add i64 %2117, 1
  br label %2116

2152:                                             ; preds = %2116
  %2153 = add i64 %2113, 1
  br label %2112

2154:                                             ; preds = %2112
  %2155 = add i64 %2109, 1
  br label %2108

2156:                                             ; preds = %2108
  %2157 = add i64 %2105, 1
  br label %2104

2158:                                             ; preds = %2104
  %2159 = call ptr @malloc(i64 1088)
  %2160 = ptrtoint ptr %2159 to i64
  %2161 = add i64 %2160, 63
  %2162 = urem i64 %2161, 64
  %2163 = sub i64 %2161, %2162
  %2164 = inttoptr i64 %2163 to ptr
  %2165 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2159, 0
  %2166 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2165, ptr %2164, 1
  %2167 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2166, i64 0, 2
  %2168 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2167, i64 1, 3, 0
  %2169 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2168, i64 8, 3, 1
  %2170 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2169, i64 32, 3, 2
  %2171 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2170, i64 256, 4, 0
  %2172 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2171, i64 32, 4, 1
  %2173 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2172, i64 1, 4, 2
  br label %2174

2174:                                             ; preds = %2213, %2158
  %2175 = phi i64 [ %2214, %2213 ], [ 0, %2158 ]
  %2176 = icmp slt i64 %2175, 1
  br i1 %2176, label %2177, label %2215

2177:                                             ; preds = %2174
  br label %2178

2178:                                             ; preds = %2211, %2177
  %2179 = phi i64 [ %2212, %2211 ], [ 0, %2177 ]
  %2180 = icmp slt i64 %2179, 8
  br i1 %2180, label %2181, label %2213

2181:                                             ; preds = %2178
  br label %2182

2182:                                             ; preds = %2185, %2181
  %2183 = phi i64 [ %2210, %2185 ], [ 0, %2181 ]
  %2184 = icmp slt i64 %2183, 32
  br i1 %2184, label %2185, label %2211

2185:                                             ; preds = %2182
  %2186 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1854, 1
  %2187 = mul nuw nsw i64 %2175, 256
  %2188 = mul nuw nsw i64 %2179, 32
  %2189 = add nuw nsw i64 %2187, %2188
  %2190 = add nuw nsw i64 %2189, %2183
  %2191 = getelementptr inbounds nuw float, ptr %2186, i64 %2190
  %2192 = load float, ptr %2191, align 4
  %2193 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2072, 1
  %2194 = mul nuw nsw i64 %2175, 256
  %2195 = mul nuw nsw i64 %2179, 32
  %2196 = add nuw nsw i64 %2194, %2195
  %2197 = add nuw nsw i64 %2196, %2183
  %2198 = getelementptr inbounds nuw float, ptr %2193, i64 %2197
  %2199 = load float, ptr %2198, align 4
  %2200 = getelementptr inbounds nuw float, ptr @__constant_32xf32_1, i64 %2183
  %2201 = load float, ptr %2200, align 4
  %2202 = fadd float %2199, %2201
  %2203 = fadd float %2192, %2202
  %2204 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2173, 1
  %2205 = mul nuw nsw i64 %2175, 256
  %2206 = mul nuw nsw i64 %2179, 32
  %2207 = add nuw nsw i64 %2205, %2206
  %2208 = add nuw nsw i64 %2207, %2183
  %2209 = getelementptr inbounds nuw float, ptr %2204, i64 %2208
  store float %2203, ptr %2209, align 4
  %2210 = add i64 %2183, 1
  br label %2182

2211:                                             ; preds = %2182
  %2212 = add i64 %2179, 1
  br label %2178

2213:                                             ; preds = %2178
  %2214 = add i64 %2175, 1
  br label %2174

2215:                                             ; preds = %2174
  %2216 = call ptr @malloc(i64 2112)
  %2217 = ptrtoint ptr %2216 to i64
  %2218 = add i64 %2217, 63
  %2219 = urem i64 %2218, 64
  %2220 = sub i64 %2218, %2219
  %2221 = inttoptr i64 %2220 to ptr
  %2222 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2216, 0
  %2223 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2222, ptr %2221, 1
  %2224 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2223, i64 0, 2
  %2225 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2224, i64 1, 3, 0
  %2226 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2225, i64 8, 3, 1
  %2227 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2226, i64 32, 3, 2
  %2228 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2227, i64 256, 4, 0
  %2229 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2228, i64 32, 4, 1
  %2230 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2229, i64 1, 4, 2
  br label %2231

2231:                                             ; preds = %2260, %2215
  %2232 = phi i64 [ %2261, %2260 ], [ 0, %2215 ]
  %2233 = icmp slt i64 %2232, 1
  br i1 %2233, label %2234, label %2262

2234:                                             ; preds = %2231
  br label %2235

2235:                                             ; preds = %2258, %2234
  %2236 = phi i64 [ %2259, %2258 ], [ 0, %2234 ]
  %2237 = icmp slt i64 %2236, 8
  br i1 %2237, label %2238, label %2260

2238:                                             ; preds = %2235
  br label %2239

2239:                                             ; preds = %2242, %2238
  %2240 = phi i64 [ %2257, %2242 ], [ 0, %2238 ]
  %2241 = icmp slt i64 %2240, 32
  br i1 %2241, label %2242, label %2258

2242:                                             ; preds = %2239
  %2243 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2173, 1
  %2244 = mul nuw nsw i64 %2232, 256
  %2245 = mul nuw nsw i64 %2236, 32
  %2246 = add nuw nsw i64 %2244, %2245
  %2247 = add nuw nsw i64 %2246, %2240
  %2248 = getelementptr inbounds nuw float, ptr %2243, i64 %2247
  %2249 = load float, ptr %2248, align 4
  %2250 = fpext float %2249 to double
  %2251 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2230, 1
  %2252 = mul nuw nsw i64 %2232, 256
  %2253 = mul nuw nsw i64 %2236, 32
  %2254 = add nuw nsw i64 %2252, %2253
  %2255 = add nuw nsw i64 %2254, %2240
  %2256 = getelementptr inbounds nuw double, ptr %2251, i64 %2255
  store double %2250, ptr %2256, align 8
  %2257 = add i64 %2240, 1
  br label %2239

2258:                                             ; preds = %2239
  %2259 = add i64 %2236, 1
  br label %2235

2260:                                             ; preds = %2235
  %2261 = add i64 %2232, 1
  br label %2231

2262:                                             ; preds = %2231
  %2263 = call ptr @malloc(i64 128)
  %2264 = ptrtoint ptr %2263 to i64
  %2265 = add i64 %2264, 63
  %2266 = urem i64 %2265, 64
  %2267 = sub i64 %2265, %2266
  %2268 = inttoptr i64 %2267 to ptr
  %2269 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2263, 0
  %2270 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2269, ptr %2268, 1
  %2271 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2270, i64 0, 2
  %2272 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2271, i64 1, 3, 0
  %2273 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2272, i64 8, 3, 1
  %2274 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2273, i64 1, 3, 2
  %2275 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2274, i64 8, 4, 0
  %2276 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2275, i64 1, 4, 1
  %2277 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2276, i64 1, 4, 2
  br label %2278

2278:                                             ; preds = %2304, %2262
  %2279 = phi i64 [ %2305, %2304 ], [ 0, %2262 ]
  %2280 = icmp slt i64 %2279, 1
  br i1 %2280, label %2281, label %2306

2281:                                             ; preds = %2278
  br label %2282

2282:                                             ; preds = %2302, %2281
  %2283 = phi i64 [ %2303, %2302 ], [ 0, %2281 ]
  %2284 = icmp slt i64 %2283, 8
  br i1 %2284, label %2285, label %2304

2285:                                             ; preds = %2282
  br label %2286

2286:                                             ; preds = %2289, %2285
  %2287 = phi i64 [ %2301, %2289 ], [ 0, %2285 ]
  %2288 = icmp slt i64 %2287, 1
  br i1 %2288, label %2289, label %2302

2289:                                             ; preds = %2286
  %2290 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1526, 1
  %2291 = mul nuw nsw i64 %2279, 8
  %2292 = add nuw nsw i64 %2291, %2283
  %2293 = add nuw nsw i64 %2292, %2287
  %2294 = getelementptr inbounds nuw double, ptr %2290, i64 %2293
  %2295 = load double, ptr %2294, align 8
  %2296 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2277, 1
  %2297 = mul nuw nsw i64 %2279, 8
  %2298 = add nuw nsw i64 %2297, %2283
  %2299 = add nuw nsw i64 %2298, %2287
  %2300 = getelementptr inbounds nuw double, ptr %2296, i64 %2299
  store double %2295, ptr %2300, align 8
  %2301 = add i64 %2287, 1
  br label %2286

2302:                                             ; preds = %2286
  %2303 = add i64 %2283, 1
  br label %2282

2304:                                             ; preds = %2282
  %2305 = add i64 %2279, 1
  br label %2278

2306:                                             ; preds = %2278
  br label %2307

2307:                                             ; preds = %2341, %2306
  %2308 = phi i64 [ %2342, %2341 ], [ 0, %2306 ]
  %2309 = icmp slt i64 %2308, 1
  br i1 %2309, label %2310, label %2343

2310:                                             ; preds = %2307
  br label %2311

2311:                                             ; preds = %2339, %2310
  %2312 = phi i64 [ %2340, %2339 ], [ 0, %2310 ]
  %2313 = icmp slt i64 %2312, 8
  br i1 %2313, label %2314, label %2341

2314:                                             ; preds = %2311
  br label %2315

2315:                                             ; preds = %2318, %2314
  %2316 = phi i64 [ %2338, %2318 ], [ 0, %2314 ]
  %2317 = icmp slt i64 %2316, 32
  br i1 %2317, label %2318, label %2339

2318:                                             ; preds = %2315
  %2319 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2230, 1
  %2320 = mul nuw nsw i64 %2308, 256
  %2321 = mul nuw nsw i64 %2312, 32
  %2322 = add nuw nsw i64 %2320, %2321
  %2323 = add nuw nsw i64 %2322, %2316
  %2324 = getelementptr inbounds nuw double, ptr %2319, i64 %2323
  %2325 = load double, ptr %2324, align 8
  %2326 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2277, 1
  %2327 = mul nuw nsw i64 %2308, 8
  %2328 = add nuw nsw i64 %2327, %2312
  %2329 = add nuw nsw i64 %2328, 0
  %2330 = getelementptr inbounds nuw double, ptr %2326, i64 %2329
  %2331 = load double, ptr %2330, align 8
  %2332 = fadd double %2325, %2331
  %2333 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2277, 1
  %2334 = mul nuw nsw i64 %2308, 8
  %2335 = add nuw nsw i64 %2334, %2312
  %2336 = add nuw nsw i64 %2335, 0
  %2337 = getelementptr inbounds nuw double, ptr %2333, i64 %2336
  store double %2332, ptr %2337, align 8
  %2338 = add i64 %2316, 1
  br label %2315

2339:                                             ; preds = %2315
  %2340 = add i64 %2312, 1
  br label %2311

2341:                                             ; preds = %2311
  %2342 = add i64 %2308, 1
  br label %2307

2343:                                             ; preds = %2307
  %2344 = call ptr @malloc(i64 128)
  %2345 = ptrtoint ptr %2344 to i64
  %2346 = add i64 %2345, 63
  %2347 = urem i64 %2346, 64
  %2348 = sub i64 %2346, %2347
  %2349 = inttoptr i64 %2348 to ptr
  %2350 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2344, 0
  %2351 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2350, ptr %2349, 1
  %2352 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2351, i64 0, 2
  %2353 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2352, i64 1, 3, 0
  %2354 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2353, i64 8, 3, 1
  %2355 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2354, i64 1, 3, 2
  %2356 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2355, i64 8, 4, 0
  %2357 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2356, i64 1, 4, 1
  %2358 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2357, i64 1, 4, 2
  br label %2359

2359:                                             ; preds = %2385, %2343
  %2360 = phi i64 [ %2386, %2385 ], [ 0, %2343 ]
  %2361 = icmp slt i64 %2360, 1
  br i1 %2361, label %2362, label %2387

2362:                                             ; preds = %2359
  br label %2363

2363:                                             ; preds = %2383, %2362
  %2364 = phi i64 [ %2384, %2383 ], [ 0, %2362 ]
  %2365 = icmp slt i64 %2364, 8
  br i1 %2365, label %2366, label %2385

2366:                                             ; preds = %2363
  br label %2367

2367:                                             ; preds = %2370, %2366
  %2368 = phi i64 [ %2382, %2370 ], [ 0, %2366 ]
  %2369 = icmp slt i64 %2368, 1
  br i1 %2369, label %2370, label %2383

2370:                                             ; preds = %2367
  %2371 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1526, 1
  %2372 = mul nuw nsw i64 %2360, 8
  %2373 = add nuw nsw i64 %2372, %2364
  %2374 = add nuw nsw i64 %2373, %2368
  %2375 = getelementptr inbounds nuw double, ptr %2371, i64 %2374
  %2376 = load double, ptr %2375, align 8
  %2377 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2358, 1
  %2378 = mul nuw nsw i64 %2360, 8
  %2379 = add nuw nsw i64 %2378, %2364
  %2380 = add nuw nsw i64 %2379, %2368
  %2381 = getelementptr inbounds nuw double, ptr %2377, i64 %2380
  store double %2376, ptr %2381, align 8
  %2382 = add i64 %2368, 1
  br label %2367

2383:                                             ; preds = %2367
  %2384 = add i64 %2364, 1
  br label %2363

2385:                                             ; preds = %2363
  %2386 = add i64 %2360, 1
  br label %2359

2387:                                             ; preds = %2359
  br label %2388

2388:                                             ; preds = %2431, %2387
  %2389 = phi i64 [ %2432, %2431 ], [ 0, %2387 ]
  %2390 = icmp slt i64 %2389, 1
  br i1 %2390, label %2391, label %2433

2391:                                             ; preds = %2388
  br label %2392

2392:                                             ; preds = %2429, %2391
  %2393 = phi i64 [ %2430, %2429 ], [ 0, %2391 ]
  %2394 = icmp slt i64 %2393, 8
  br i1 %2394, label %2395, label %2431

2395:                                             ; preds = %2392
  br label %2396

2396:                                             ; preds = %2399, %2395
  %2397 = phi i64 [ %2428, %2399 ], [ 0, %2395 ]
  %2398 = icmp slt i64 %2397, 32
  br i1 %2398, label %2399, label %2429

2399:                                             ; preds = %2396
  %2400 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2230, 1
  %2401 = mul nuw nsw i64 %2389, 256
  %2402 = mul nuw nsw i64 %2393, 32
  %2403 = add nuw nsw i64 %2401, %2402
  %2404 = add nuw nsw i64 %2403, %2397
  %2405 = getelementptr inbounds nuw double, ptr %2400, i64 %2404
  %2406 = load double, ptr %2405, align 8
  %2407 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2277, 1
  %2408 = mul nuw nsw i64 %2389, 8
  %2409 = add nuw nsw i64 %2408, %2393
  %2410 = add nuw nsw i64 %2409, 0
  %2411 = getelementptr inbounds nuw double, ptr %2407, i64 %2410
  %2412 = load double, ptr %2411, align 8
  %2413 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2358, 1
  %2414 = mul nuw nsw i64 %2389, 8
  %2415 = add nuw nsw i64 %2414, %2393
  %2416 = add nuw nsw i64 %2415, 0
  %2417 = getelementptr inbounds nuw double, ptr %2413, i64 %2416
  %2418 = load double, ptr %2417, align 8
  %2419 = fdiv double %2412, 3.200000e+01
  %2420 = fsub double %2406, %2419
  %2421 = fmul double %2420, %2420
  %2422 = fadd double %2421, %2418
  %2423 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2358, 1
  %2424 = mul nuw nsw i64 %2389, 8
  %2425 = add nuw nsw i64 %2424, %2393
  %2426 = add nuw nsw i64 %2425, 0
  %2427 = getelementptr inbounds nuw double, ptr %2423, i64 %2426
  store double %2422, ptr %2427, align 8
  %2428 = add i64 %2397, 1
  br label %2396

2429:                                             ; preds = %2396
  %2430 = add i64 %2393, 1
  br label %2392

2431:                                             ; preds = %2392
  %2432 = add i64 %2389, 1
  br label %2388

2433:                                             ; preds = %2388
  %2434 = call ptr @malloc(i64 96)
  %2435 = ptrtoint ptr %2434 to i64
  %2436 = add i64 %2435, 63
  %2437 = urem i64 %2436, 64
  %2438 = sub i64 %2436, %2437
  %2439 = inttoptr i64 %2438 to ptr
  %2440 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2434, 0
  %2441 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2440, ptr %2439, 1
  %2442 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2441, i64 0, 2
  %2443 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2442, i64 1, 3, 0
  %2444 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2443, i64 8, 3, 1
  %2445 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2444, i64 1, 3, 2
  %2446 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2445, i64 8, 4, 0
  %2447 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2446, i64 1, 4, 1
  %2448 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2447, i64 1, 4, 2
  br label %2449

2449:                                             ; preds = %2475, %2433
  %2450 = phi i64 [ %2476, %2475 ], [ 0, %2433 ]
  %2451 = icmp slt i64 %2450, 1
  br i1 %2451, label %2452, label %2477

2452:                                             ; preds = %2449
  br label %2453

2453:                                             ; preds = %2473, %2452
  %2454 = phi i64 [ %2474, %2473 ], [ 0, %2452 ]
  %2455 = icmp slt i64 %2454, 8
  br i1 %2455, label %2456, label %2475

2456:                                             ; preds = %2453
  br label %2457

2457:                                             ; preds = %2460, %2456
  %2458 = phi i64 [ %2472, %2460 ], [ 0, %2456 ]
  %2459 = icmp slt i64 %2458, 1
  br i1 %2459, label %2460, label %2473

2460:                                             ; preds = %2457
  %2461 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1735, 1
  %2462 = mul nuw nsw i64 %2450, 8
  %2463 = add nuw nsw i64 %2462, %2454
  %2464 = add nuw nsw i64 %2463, %2458
  %2465 = getelementptr inbounds nuw float, ptr %2461, i64 %2464
  %2466 = load float, ptr %2465, align 4
  %2467 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2448, 1
  %2468 = mul nuw nsw i64 %2450, 8
  %2469 = add nuw nsw i64 %2468, %2454
  %2470 = add nuw nsw i64 %2469, %2458
  %2471 = getelementptr inbounds nuw float, ptr %2467, i64 %2470
  store float %2466, ptr %2471, align 4
  %2472 = add i64 %2458, 1
  br label %2457

2473:                                             ; preds = %2457
  %2474 = add i64 %2454, 1
  br label %2453

2475:                                             ; preds = %2453
  %2476 = add i64 %2450, 1
  br label %2449

2477:                                             ; preds = %2449
  br label %2478

2478:                                             ; preds = %2512, %2477
  %2479 = phi i64 [ %2513, %2512 ], [ 0, %2477 ]
  %2480 = icmp slt i64 %2479, 1
  br i1 %2480, label %2481, label %2514

2481:                                             ; preds = %2478
  br label %2482

2482:                                             ; preds = %2510, %2481
  %2483 = phi i64 [ %2511, %2510 ], [ 0, %2481 ]
  %2484 = icmp slt i64 %2483, 8
  br i1 %2484, label %2485, label %2512

2485:                                             ; preds = %2482
  br label %2486

2486:                                             ; preds = %2489, %2485
  %2487 = phi i64 [ %2509, %2489 ], [ 0, %2485 ]
  %2488 = icmp slt i64 %2487, 32
  br i1 %2488, label %2489, label %2510

2489:                                             ; preds = %2486
  %2490 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2173, 1
  %2491 = mul nuw nsw i64 %2479, 256
  %2492 = mul nuw nsw i64 %2483, 32
  %2493 = add nuw nsw i64 %2491, %2492
  %2494 = add nuw nsw i64 %2493, %2487
  %2495 = getelementptr inbounds nuw float, ptr %2490, i64 %2494
  %2496 = load float, ptr %2495, align 4
  %2497 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2448, 1
  %2498 = mul nuw nsw i64 %2479, 8
  %2499 = add nuw nsw i64 %2498, %2483
  %2500 = add nuw nsw i64 %2499, 0
  %2501 = getelementptr inbounds nuw float, ptr %2497, i64 %2500
  %2502 = load float, ptr %2501, align 4
  %2503 = fadd float %2496, %2502
  %2504 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2448, 1
  %2505 = mul nuw nsw i64 %2479, 8
  %2506 = add nuw nsw i64 %2505, %2483
  %2507 = add nuw nsw i64 %2506, 0
  %2508 = getelementptr inbounds nuw float, ptr %2504, i64 %2507
  store float %2503, ptr %2508, align 4
  %2509 = add i64 %2487, 1
  br label %2486

2510:                                             ; preds = %2486
  %2511 = add i64 %2483, 1
  br label %2482

2512:                                             ; preds = %2482
  %2513 = add i64 %2479, 1
  br label %2478

2514:                                             ; preds = %2478
  %2515 = call ptr @malloc(i64 1088)
  %2516 = ptrtoint ptr %2515 to i64
  %2517 = add i64 %2516, 63
  %2518 = urem i64 %2517, 64
  %2519 = sub i64 %2517, %2518
  %2520 = inttoptr i64 %2519 to ptr
  %2521 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2515, 0
  %2522 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2521, ptr %2520, 1
  %2523 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2522, i64 0, 2
  %2524 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2523, i64 1, 3, 0
  %2525 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2524, i64 8, 3, 1
  %2526 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2525, i64 32, 3, 2
  %2527 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2526, i64 256, 4, 0
  %2528 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2527, i64 32, 4, 1
  %2529 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2528, i64 1, 4, 2
  br label %2530

2530:                                             ; preds = %2584, %2514
  %2531 = phi i64 [ %2585, %2584 ], [ 0, %2514 ]
  %2532 = icmp slt i64 %2531, 1
  br i1 %2532, label %2533, label %2586

2533:                                             ; preds = %2530
  br label %2534

2534:                                             ; preds = %2582, %2533
  %2535 = phi i64 [ %2583, %2582 ], [ 0, %2533 ]
  %2536 = icmp slt i64 %2535, 8
  br i1 %2536, label %2537, label %2584

2537:                                             ; preds = %2534
  br label %2538

2538:                                             ; preds = %2541, %2537
  %2539 = phi i64 [ %2581, %2541 ], [ 0, %2537 ]
  %2540 = icmp slt i64 %2539, 32
  br i1 %2540, label %2541, label %2582

2541:                                             ; preds = %2538
  %2542 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2173, 1
  %2543 = mul nuw nsw i64 %2531, 256
  %2544 = mul nuw nsw i64 %2535, 32
  %2545 = add nuw nsw i64 %2543, %2544
  %2546 = add nuw nsw i64 %2545, %2539
  %2547 = getelementptr inbounds nuw float, ptr %2542, i64 %2546
  %2548 = load float, ptr %2547, align 4
  %2549 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2448, 1
  %2550 = mul nuw nsw i64 %2531, 8
  %2551 = add nuw nsw i64 %2550, %2535
  %2552 = add nuw nsw i64 %2551, 0
  %2553 = getelementptr inbounds nuw float, ptr %2549, i64 %2552
  %2554 = load float, ptr %2553, align 4
  %2555 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2358, 1
  %2556 = mul nuw nsw i64 %2531, 8
  %2557 = add nuw nsw i64 %2556, %2535
  %2558 = add nuw nsw i64 %2557, 0
  %2559 = getelementptr inbounds nuw double, ptr %2555, i64 %2558
  %2560 = load double, ptr %2559, align 8
  %2561 = getelementptr inbounds nuw float, ptr @__constant_32xf32_0, i64 %2539
  %2562 = load float, ptr %2561, align 4
  %2563 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %2539
  %2564 = load float, ptr %2563, align 4
  %2565 = fdiv double %2560, 3.200000e+01
  %2566 = fptrunc double %2565 to float
  %2567 = fadd float %2566, f0x3727C5AC
  %2568 = call float @llvm.sqrt.f32(float %2567)
  %2569 = fdiv float 1.000000e+00, %2568
  %2570 = fdiv float %2554, 3.200000e+01
  %2571 = fsub float %2548, %2570
  %2572 = fmul float %2571, %2569
  %2573 = fmul float %2572, %2562
  %2574 = fadd float %2573, %2564
  %2575 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2529, 1
  %2576 = mul nuw nsw i64 %2531, 256
  %2577 = mul nuw nsw i64 %2535, 32
  %2578 = add nuw nsw i64 %2576, %2577
  %2579 = add nuw nsw i64 %2578, %2539
  %2580 = getelementptr inbounds nuw float, ptr %2575, i64 %2579
  store float %2574, ptr %2580, align 4
  %2581 = add i64 %2539, 1
  br label %2538

2582:                                             ; preds = %2538
  %2583 = add i64 %2535, 1
  br label %2534

2584:                                             ; preds = %2534
  %2585 = add i64 %2531, 1
  br label %2530

2586:                                             ; preds = %2530
  %2587 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %37, 0
  call void @free(ptr %2587)
  %2588 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %121, 0
  call void @free(ptr %2588)
  %2589 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %275, 0
  call void @free(ptr %2589)
  %2590 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %374, 0
  call void @free(ptr %2590)
  %2591 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %428, 0
  call void @free(ptr %2591)
  %2592 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %556, 0
  call void @free(ptr %2592)
  %2593 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %619, 0
  call void @free(ptr %2593)
  %2594 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %732, 0
  call void @free(ptr %2594)
  %2595 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %801, 0
  call void @free(ptr %2595)
  %2596 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %849, 0
  call void @free(ptr %2596)
  %2597 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %954, 0
  call void @free(ptr %2597)
  %2598 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1002, 0
  call void @free(ptr %2598)
  %2599 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 0
  call void @free(ptr %2599)
  %2600 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1262, 0
  call void @free(ptr %2600)
  %2601 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1304, 0
  call void @free(ptr %2601)
  %2602 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1420, 0
  call void @free(ptr %2602)
  %2603 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1479, 0
  call void @free(ptr %2603)
  %2604 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1526, 0
  call void @free(ptr %2604)
  %2605 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1564, 0
  call void @free(ptr %2605)
  %2606 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1645, 0
  call void @free(ptr %2606)
  %2607 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1735, 0
  call void @free(ptr %2607)
  %2608 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1773, 0
  call void @free(ptr %2608)
  %2609 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1854, 0
  call void @free(ptr %2609)
  %2610 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1926, 0
  call void @free(ptr %2610)
  %2611 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1965, 0
  call void @free(ptr %2611)
  %2612 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2072, 0
  call void @free(ptr %2612)
  %2613 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2173, 0
  call void @free(ptr %2613)
  %2614 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2230, 0
  call void @free(ptr %2614)
  %2615 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2277, 0
  call void @free(ptr %2615)
  %2616 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2358, 0
  call void @free(ptr %2616)
  %2617 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2448, 0
  call void @free(ptr %2617)
  ret { ptr, ptr, i64, [3 x i64], [3 x i64] } %2529
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
; irlower-stages: fx_graph=403c138b08c3 torch_mlir=f839db6a1054 linalg_on_tensors_mlir=894d706d5170 llvm_mlir=8c287389e608
