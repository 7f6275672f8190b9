; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@__constant_8xf32_4 = private constant [8 x float] [float f0xBE1A25F7, float f0xBDCE947B, float f0x3E1F21B7, float f0xBE1FEE3C, float f0xBC62698B, float f0x3E42F2BC, float 6.952010e-02, float f0x3BB28C3E], align 64
@__constant_8x3x3x3xf32 = private constant [8 x [3 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 216 elements elided
@__constant_8xf32_3 = private constant [8 x float] zeroinitializer, align 64
@__constant_8xf32_2 = private constant [8 x float] [float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00], align 64
@__constant_8xf32_1 = private constant [8 x float] [float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00], align 64
@__constant_8xf32_0 = private constant [8 x float] zeroinitializer, align 64
@__constant_8x8x3x3xf32 = private constant [8 x [8 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 576 elements elided
@__constant_8xf32 = private constant [8 x float] [float f0x3D56BE44, float f0xBD4E54E0, float f0x3DC06991, float -8.269380e-02, float f0x39AF9CE8, float f0x3DD8F668, float f0x3DF00101, float f0xBD8BCF6B], align 64
@__constant_4x8xf32 = private constant [4 x [8 x float]] zeroinitializer, align 64 ; 32 elements elided
@__constant_4xf32 = private constant [4 x float] [float f0xBD82ECE8, float f0x3E6C9563, float f0x3CA40E57, float f0x3E08C15A], align 64

declare void @free(ptr)

declare ptr @malloc(i64)

define { ptr, ptr, i64, [2 x i64], [2 x i64] } @main(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10) {
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
  %218 = getelementptr inbounds nuw float, ptr @__constant_8xf32_4, i64 %207
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

494:                                              ; preds = %583, %493
  %495 = phi i64 [ %584, %583 ], [ 0, %493 ]
  %496 = icmp slt i64 %495, 1
  br i1 %496, label %497, label %585

497:                                              ; preds = %494
  br label %498

498:                                              ; preds = %581, %497
  %499 = phi i64 [ %582, %581 ], [ 0, %497 ]
  %500 = icmp slt i64 %499, 8
  br i1 %500, label %501, label %583

501:                                              ; preds = %498
  br label %502

502:                                              ; preds = %579, %501
  %503 = phi i64 [ %580, %579 ], [ 0, %501 ]
  %504 = icmp slt i64 %503, 8
  br i1 %504, label %505, label %581

505:                                              ; preds = %502
  br label %506

506:                                              ; preds = %577, %505
  %507 = phi i64 [ %578, %577 ], [ 0, %505 ]
  %508 = icmp slt i64 %507, 8
  br i1 %508, label %509, label %579

509:                                              ; preds = %506
  br label %510

510:                                              ; preds = %575, %509
  %511 = phi i64 [ %576, %575 ], [ 0, %509 ]
  %512 = icmp slt i64 %511, 2
  br i1 %512, label %513, label %577

513:                                              ; preds = %510
  br label %514

514:                                              ; preds = %517, %513
  %515 = phi i64 [ %574, %517 ], [ 0, %513 ]
  %516 = icmp slt i64 %515, 2
  br i1 %516, label %517, label %575

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
  %531 = add nuw nsw i64 %499, 0
  %532 = add nuw nsw i64 %531, 0
  %533 = getelementptr inbounds nuw float, ptr @__constant_8xf32_3, i64 %532
  %534 = load float, ptr %533, align 4
  %535 = add nuw nsw i64 %499, 0
  %536 = add nuw nsw i64 %535, 0
  %537 = getelementptr inbounds nuw float, ptr @__constant_8xf32_2, i64 %536
  %538 = load float, ptr %537, align 4
  %539 = add nuw nsw i64 %499, 0
  %540 = add nuw nsw i64 %539, 0
  %541 = getelementptr inbounds nuw float, ptr @__constant_8xf32_1, i64 %540
  %542 = load float, ptr %541, align 4
  %543 = add nuw nsw i64 %499, 0
  %544 = add nuw nsw i64 %543, 0
  %545 = getelementptr inbounds nuw float, ptr @__constant_8xf32_0, i64 %544
  %546 = load float, ptr %545, align 4
  %547 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %452, 1
  %548 = mul nuw nsw i64 %495, 512
  %549 = mul nuw nsw i64 %499, 64
  %550 = add nuw nsw i64 %548, %549
  %551 = mul nuw nsw i64 %503, 8
  %552 = add nuw nsw i64 %550, %551
  %553 = add nuw nsw i64 %552, %507
  %554 = getelementptr inbounds nuw float, ptr %547, i64 %553
  %555 = load float, ptr %554, align 4
  %556 = fadd float %538, f0x3727C5AC
  %557 = call float @llvm.sqrt.f32(float %556)
  %558 = fdiv float 1.000000e+00, %557
  %559 = fsub float %530, %534
  %560 = fmul float %559, %558
  %561 = fmul float %560, %542
  %562 = fadd float %561, %546
  %563 = fcmp ugt float %562, 0.000000e+00
  %564 = select i1 %563, float %562, float 0.000000e+00
  %565 = call float @llvm.maximum.f32(float %555, float %564)
  %566 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %452, 1
  %567 = mul nuw nsw i64 %495, 512
  %568 = mul nuw nsw i64 %499, 64
  %569 = add nuw nsw i64 %567, %568
  %570 = mul nuw nsw i64 %503, 8
  %571 = add nuw nsw i64 %569, %570
  %572 = add nuw nsw i64 %571, %507
  %573 = getelementptr inbounds nuw float, ptr %566, i64 %572
  store float %565, ptr %573, align 4
  %574 = add i64 %515, 1
  br label %514

575:                                              ; preds = %514
  %576 = add i64 %511, 1
  br label %510

577:                                              ; preds = %510
  %578 = add i64 %507, 1
  br label %506

579:                                              ; preds = %506
  %580 = add i64 %503, 1
  br label %502

581:                                              ; preds = %502
  %582 = add i64 %499, 1
  br label %498

583:                                              ; preds = %498
  %584 = add i64 %495, 1
  br label %494

585:                                              ; preds = %494
  %586 = call ptr @malloc(i64 1216)
  %587 = ptrtoint ptr %586 to i64
  %588 = add i64 %587, 63
  %589 = urem i64 %588, 64
  %590 = sub i64 %588, %589
  %591 = inttoptr i64 %590 to ptr
  %592 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %586, 0
  %593 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %592, ptr %591, 1
  %594 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %593, i64 0, 2
  %595 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %594, i64 1, 3, 0
  %596 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %595, i64 8, 3, 1
  %597 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %596, i64 6, 3, 2
  %598 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %597, i64 6, 3, 3
  %599 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %598, i64 288, 4, 0
  %600 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %599, i64 36, 4, 1
  %601 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %600, i64 6, 4, 2
  %602 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %601, i64 1, 4, 3
  br label %603

603:                                              ; preds = %634, %585
  %604 = phi i64 [ %635, %634 ], [ 0, %585 ]
  %605 = icmp slt i64 %604, 1
  br i1 %605, label %606, label %636

606:                                              ; preds = %603
  br label %607

607:                                              ; preds = %632, %606
  %608 = phi i64 [ %633, %632 ], [ 0, %606 ]
  %609 = icmp slt i64 %608, 8
  br i1 %609, label %610, label %634

610:                                              ; preds = %607
  br label %611

611:                                              ; preds = %630, %610
  %612 = phi i64 [ %631, %630 ], [ 0, %610 ]
  %613 = icmp slt i64 %612, 6
  br i1 %613, label %614, label %632

614:                                              ; preds = %611
  br label %615

615:                                              ; preds = %618, %614
  %616 = phi i64 [ %629, %618 ], [ 0, %614 ]
  %617 = icmp slt i64 %616, 6
  br i1 %617, label %618, label %630

618:                                              ; preds = %615
  %619 = getelementptr inbounds nuw float, ptr @__constant_8xf32, i64 %608
  %620 = load float, ptr %619, align 4
  %621 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %602, 1
  %622 = mul nuw nsw i64 %604, 288
  %623 = mul nuw nsw i64 %608, 36
  %624 = add nuw nsw i64 %622, %623
  %625 = mul nuw nsw i64 %612, 6
  %626 = add nuw nsw i64 %624, %625
  %627 = add nuw nsw i64 %626, %616
  %628 = getelementptr inbounds nuw float, ptr %621, i64 %627
  store float %620, ptr %628, align 4
  %629 = add i64 %616, 1
  br label %615

630:                                              ; preds = %615
  %631 = add i64 %612, 1
  br label %611

632:                                              ; preds = %611
  %633 = add i64 %608, 1
  br label %607

634:                                              ; preds = %607
  %635 = add i64 %604, 1
  br label %603

636:                                              ; preds = %603
  %637 = call ptr @malloc(i64 1216)
  %638 = ptrtoint ptr %637 to i64
  %639 = add i64 %638, 63
  %640 = urem i64 %639, 64
  %641 = sub i64 %639, %640
  %642 = inttoptr i64 %641 to ptr
  %643 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %637, 0
  %644 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %643, ptr %642, 1
  %645 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %644, i64 0, 2
  %646 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %645, i64 1, 3, 0
  %647 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %646, i64 8, 3, 1
  %648 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %647, i64 6, 3, 2
  %649 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %648, i64 6, 3, 3
  %650 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %649, i64 288, 4, 0
  %651 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %650, i64 36, 4, 1
  %652 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %651, i64 6, 4, 2
  %653 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %652, i64 1, 4, 3
  br label %654

654:                                              ; preds = %692, %636
  %655 = phi i64 [ %693, %692 ], [ 0, %636 ]
  %656 = icmp slt i64 %655, 1
  br i1 %656, label %657, label %694

657:                                              ; preds = %654
  br label %658

658:                                              ; preds = %690, %657
  %659 = phi i64 [ %691, %690 ], [ 0, %657 ]
  %660 = icmp slt i64 %659, 8
  br i1 %660, label %661, label %692

661:                                              ; preds = %658
  br label %662

662:                                              ; preds = %688, %661
  %663 = phi i64 [ %689, %688 ], [ 0, %661 ]
  %664 = icmp slt i64 %663, 6
  br i1 %664, label %665, label %690

665:                                              ; preds = %662
  br label %666

666:                                              ; preds = %669, %665
  %667 = phi i64 [ %687, %669 ], [ 0, %665 ]
  %668 = icmp slt i64 %667, 6
  br i1 %668, label %669, label %688

669:                                              ; preds = %666
  %670 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %602, 1
  %671 = mul nuw nsw i64 %655, 288
  %672 = mul nuw nsw i64 %659, 36
  %673 = add nuw nsw i64 %671, %672
  %674 = mul nuw nsw i64 %663, 6
  %675 = add nuw nsw i64 %673, %674
  %676 = add nuw nsw i64 %675, %667
  %677 = getelementptr inbounds nuw float, ptr %670, i64 %676
  %678 = load float, ptr %677, align 4
  %679 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %653, 1
  %680 = mul nuw nsw i64 %655, 288
  %681 = mul nuw nsw i64 %659, 36
  %682 = add nuw nsw i64 %680, %681
  %683 = mul nuw nsw i64 %663, 6
  %684 = add nuw nsw i64 %682, %683
  %685 = add nuw nsw i64 %684, %667
  %686 = getelementptr inbounds nuw float, ptr %679, i64 %685
  store float %678, ptr %686, align 4
  %687 = add i64 %667, 1
  br label %666

688:                                              ; preds = %666
  %689 = add i64 %663, 1
  br label %662

690:                                              ; preds = %662
  %691 = add i64 %659, 1
  br label %658

692:                                              ; preds = %658
  %693 = add i64 %655, 1
  br label %654

694:                                              ; preds = %654
  br label %695

695:                                              ; preds = %772, %694
  %696 = phi i64 [ %773, %772 ], [ 0, %694 ]
  %697 = icmp slt i64 %696, 1
  br i1 %697, label %698, label %774

698:                                              ; preds = %695
  br label %699

699:                                              ; preds = %770, %698
  %700 = phi i64 [ %771, %770 ], [ 0, %698 ]
  %701 = icmp slt i64 %700, 8
  br i1 %701, label %702, label %772

702:                                              ; preds = %699
  br label %703

703:                                              ; preds = %768, %702
  %704 = phi i64 [ %769, %768 ], [ 0, %702 ]
  %705 = icmp slt i64 %704, 6
  br i1 %705, label %706, label %770

706:                                              ; preds = %703
  br label %707

707:                                              ; preds = %766, %706
  %708 = phi i64 [ %767, %766 ], [ 0, %706 ]
  %709 = icmp slt i64 %708, 6
  br i1 %709, label %710, label %768

710:                                              ; preds = %707
  br label %711

711:                                              ; preds = %764, %710
  %712 = phi i64 [ %765, %764 ], [ 0, %710 ]
  %713 = icmp slt i64 %712, 8
  br i1 %713, label %714, label %766

714:                                              ; preds = %711
  br label %715

715:                                              ; preds = %762, %714
  %716 = phi i64 [ %763, %762 ], [ 0, %714 ]
  %717 = icmp slt i64 %716, 3
  br i1 %717, label %718, label %764

718:                                              ; preds = %715
  br label %719

719:                                              ; preds = %722, %718
  %720 = phi i64 [ %761, %722 ], [ 0, %718 ]
  %721 = icmp slt i64 %720, 3
  br i1 %721, label %722, label %762

722:                                              ; preds = %719
  %723 = add i64 %704, %716
  %724 = add i64 %708, %720
  %725 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %452, 1
  %726 = mul nuw nsw i64 %696, 512
  %727 = mul nuw nsw i64 %712, 64
  %728 = add nuw nsw i64 %726, %727
  %729 = mul nuw nsw i64 %723, 8
  %730 = add nuw nsw i64 %728, %729
  %731 = add nuw nsw i64 %730, %724
  %732 = getelementptr inbounds nuw float, ptr %725, i64 %731
  %733 = load float, ptr %732, align 4
  %734 = mul nuw nsw i64 %700, 72
  %735 = mul nuw nsw i64 %712, 9
  %736 = add nuw nsw i64 %734, %735
  %737 = mul nuw nsw i64 %716, 3
  %738 = add nuw nsw i64 %736, %737
  %739 = add nuw nsw i64 %738, %720
  %740 = getelementptr inbounds nuw float, ptr @__constant_8x8x3x3xf32, i64 %739
  %741 = load float, ptr %740, align 4
  %742 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %653, 1
  %743 = mul nuw nsw i64 %696, 288
  %744 = mul nuw nsw i64 %700, 36
  %745 = add nuw nsw i64 %743, %744
  %746 = mul nuw nsw i64 %704, 6
  %747 = add nuw nsw i64 %745, %746
  %748 = add nuw nsw i64 %747, %708
  %749 = getelementptr inbounds nuw float, ptr %742, i64 %748
  %750 = load float, ptr %749, align 4
  %751 = fmul float %733, %741
  %752 = fadd float %750, %751
  %753 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %653, 1
  %754 = mul nuw nsw i64 %696, 288
  %755 = mul nuw nsw i64 %700, 36
  %756 = add nuw nsw i64 %754, %755
  %757 = mul nuw nsw i64 %704, 6
  %758 = add nuw nsw i64 %756, %757
  %759 = add nuw nsw i64 %758, %708
  %760 = getelementptr inbounds nuw float, ptr %753, i64 %759
  store float %752, ptr %760, align 4
  %761 = add i64 %720, 1
  br label %719

762:                                              ; preds = %719
  %763 = add i64 %716, 1
  br label %715

764:                                              ; preds = %715
  %765 = add i64 %712, 1
  br label %711

766:                                              ; preds = %711
  %767 = add i64 %708, 1
  br label %707

768:                                              ; preds = %707
  %769 = add i64 %704, 1
  br label %703

770:                                              ; preds = %703
  %771 = add i64 %700, 1
  br label %699

772:                                              ; preds = %699
  %773 = add i64 %696, 1
  br label %695

774:                                              ; preds = %695
  %775 = call ptr @malloc(i64 96)
  %776 = ptrtoint ptr %775 to i64
  %777 = add i64 %776, 63
  %778 = urem i64 %777, 64
  %779 = sub i64 %777, %778
  %780 = inttoptr i64 %779 to ptr
  %781 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %775, 0
  %782 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %781, ptr %780, 1
  %783 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %782, i64 0, 2
  %784 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %783, i64 1, 3, 0
  %785 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %784, i64 8, 3, 1
  %786 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %785, i64 1, 3, 2
  %787 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %786, i64 1, 3, 3
  %788 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %787, i64 8, 4, 0
  %789 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %788, i64 1, 4, 1
  %790 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %789, i64 1, 4, 2
  %791 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %790, i64 1, 4, 3
  br label %792

792:                                              ; preds = %819, %774
  %793 = phi i64 [ %820, %819 ], [ 0, %774 ]
  %794 = icmp slt i64 %793, 1
  br i1 %794, label %795, label %821

795:                                              ; preds = %792
  br label %796

796:                                              ; preds = %817, %795
  %797 = phi i64 [ %818, %817 ], [ 0, %795 ]
  %798 = icmp slt i64 %797, 8
  br i1 %798, label %799, label %819

799:                                              ; preds = %796
  br label %800

800:                                              ; preds = %815, %799
  %801 = phi i64 [ %816, %815 ], [ 0, %799 ]
  %802 = icmp slt i64 %801, 1
  br i1 %802, label %803, label %817

803:                                              ; preds = %800
  br label %804

804:                                              ; preds = %807, %803
  %805 = phi i64 [ %814, %807 ], [ 0, %803 ]
  %806 = icmp slt i64 %805, 1
  br i1 %806, label %807, label %815

807:                                              ; preds = %804
  %808 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %791, 1
  %809 = mul nuw nsw i64 %793, 8
  %810 = add nuw nsw i64 %809, %797
  %811 = add nuw nsw i64 %810, %801
  %812 = add nuw nsw i64 %811, %805
  %813 = getelementptr inbounds nuw float, ptr %808, i64 %812
  store float 0.000000e+00, ptr %813, align 4
  %814 = add i64 %805, 1
  br label %804

815:                                              ; preds = %804
  %816 = add i64 %801, 1
  br label %800

817:                                              ; preds = %800
  %818 = add i64 %797, 1
  br label %796

819:                                              ; preds = %796
  %820 = add i64 %793, 1
  br label %792

821:                                              ; preds = %792
  %822 = call ptr @malloc(i64 96)
  %823 = ptrtoint ptr %822 to i64
  %824 = add i64 %823, 63
  %825 = urem i64 %824, 64
  %826 = sub i64 %824, %825
  %827 = inttoptr i64 %826 to ptr
  %828 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %822, 0
  %829 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %828, ptr %827, 1
  %830 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %829, i64 0, 2
  %831 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %830, i64 1, 3, 0
  %832 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %831, i64 8, 3, 1
  %833 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %832, i64 1, 3, 2
  %834 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %833, i64 1, 3, 3
  %835 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %834, i64 8, 4, 0
  %836 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %835, i64 1, 4, 1
  %837 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %836, i64 1, 4, 2
  %838 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %837, i64 1, 4, 3
  br label %839

839:                                              ; preds = %873, %821
  %840 = phi i64 [ %874, %873 ], [ 0, %821 ]
  %841 = icmp slt i64 %840, 1
  br i1 %841, label %842, label %875

842:                                              ; preds = %839
  br label %843

843:                                              ; preds = %871, %842
  %844 = phi i64 [ %872, %871 ], [ 0, %842 ]
  %845 = icmp slt i64 %844, 8
  br i1 %845, label %846, label %873

846:                                              ; preds = %843
  br label %847

847:                                              ; preds = %869, %846
  %848 = phi i64 [ %870, %869 ], [ 0, %846 ]
  %849 = icmp slt i64 %848, 1
  br i1 %849, label %850, label %871

850:                                              ; preds = %847
  br label %851

851:                                              ; preds = %854, %850
  %852 = phi i64 [ %868, %854 ], [ 0, %850 ]
  %853 = icmp slt i64 %852, 1
  br i1 %853, label %854, label %869

854:                                              ; preds = %851
  %855 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %791, 1
  %856 = mul nuw nsw i64 %840, 8
  %857 = add nuw nsw i64 %856, %844
  %858 = add nuw nsw i64 %857, %848
  %859 = add nuw nsw i64 %858, %852
  %860 = getelementptr inbounds nuw float, ptr %855, i64 %859
  %861 = load float, ptr %860, align 4
  %862 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %838, 1
  %863 = mul nuw nsw i64 %840, 8
  %864 = add nuw nsw i64 %863, %844
  %865 = add nuw nsw i64 %864, %848
  %866 = add nuw nsw i64 %865, %852
  %867 = getelementptr inbounds nuw float, ptr %862, i64 %866
  store float %861, ptr %867, align 4
  %868 = add i64 %852, 1
  br label %851

869:                                              ; preds = %851
  %870 = add i64 %848, 1
  br label %847

871:                                              ; preds = %847
  %872 = add i64 %844, 1
  br label %843

873:                                              ; preds = %843
  %874 = add i64 %840, 1
  br label %839

875:                                              ; preds = %839
  br label %876

876:                                              ; preds = %920, %875
  %877 = phi i64 [ %921, %920 ], [ 0, %875 ]
  %878 = icmp slt i64 %877, 1
  br i1 %878, label %879, label %922

879:                                              ; preds = %876
  br label %880

880:                                              ; preds = %918, %879
  %881 = phi i64 [ %919, %918 ], [ 0, %879 ]
  %882 = icmp slt i64 %881, 8
  br i1 %882, label %883, label %920

883:                                              ; preds = %880
  br label %884

884:                                              ; preds = %916, %883
  %885 = phi i64 [ %917, %916 ], [ 0, %883 ]
  %886 = icmp slt i64 %885, 6
  br i1 %886, label %887, label %918

887:                                              ; preds = %884
  br label %888

888:                                              ; preds = %891, %887
  %889 = phi i64 [ %915, %891 ], [ 0, %887 ]
  %890 = icmp slt i64 %889, 6
  br i1 %890, label %891, label %916

891:                                              ; preds = %888
  %892 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %653, 1
  %893 = mul nuw nsw i64 %877, 288
  %894 = mul nuw nsw i64 %881, 36
  %895 = add nuw nsw i64 %893, %894
  %896 = mul nuw nsw i64 %885, 6
  %897 = add nuw nsw i64 %895, %896
  %898 = add nuw nsw i64 %897, %889
  %899 = getelementptr inbounds nuw float, ptr %892, i64 %898
  %900 = load float, ptr %899, align 4
  %901 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %838, 1
  %902 = mul nuw nsw i64 %877, 8
  %903 = add nuw nsw i64 %902, %881
  %904 = add nuw nsw i64 %903, 0
  %905 = add nuw nsw i64 %904, 0
  %906 = getelementptr inbounds nuw float, ptr %901, i64 %905
  %907 = load float, ptr %906, align 4
  %908 = fadd float %900, %907
  %909 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %838, 1
  %910 = mul nuw nsw i64 %877, 8
  %911 = add nuw nsw i64 %910, %881
  %912 = add nuw nsw i64 %911, 0
  %913 = add nuw nsw i64 %912, 0
  %914 = getelementptr inbounds nuw float, ptr %909, i64 %913
  store float %908, ptr %914, align 4
  %915 = add i64 %889, 1
  br label %888

916:                                              ; preds = %888
  %917 = add i64 %885, 1
  br label %884

918:                                              ; preds = %884
  %919 = add i64 %881, 1
  br label %880

920:                                              ; preds = %880
  %921 = add i64 %877, 1
  br label %876

922:                                              ; preds = %876
  %923 = call ptr @malloc(i64 80)
  %924 = ptrtoint ptr %923 to i64
  %925 = add i64 %924, 63
  %926 = urem i64 %925, 64
  %927 = sub i64 %925, %926
  %928 = inttoptr i64 %927 to ptr
  %929 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %923, 0
  %930 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %929, ptr %928, 1
  %931 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %930, i64 0, 2
  %932 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %931, i64 1, 3, 0
  %933 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %932, i64 4, 3, 1
  %934 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %933, i64 4, 4, 0
  %935 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %934, i64 1, 4, 1
  br label %936

936:                                              ; preds = %949, %922
  %937 = phi i64 [ %950, %949 ], [ 0, %922 ]
  %938 = icmp slt i64 %937, 1
  br i1 %938, label %939, label %951

939:                                              ; preds = %936
  br label %940

940:                                              ; preds = %943, %939
  %941 = phi i64 [ %948, %943 ], [ 0, %939 ]
  %942 = icmp slt i64 %941, 4
  br i1 %942, label %943, label %949

943:                                              ; preds = %940
  %944 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %935, 1
  %945 = mul nuw nsw i64 %937, 4
  %946 = add nuw nsw i64 %945, %941
  %947 = getelementptr inbounds nuw float, ptr %944, i64 %946
  store float 0.000000e+00, ptr %947, align 4
  %948 = add i64 %941, 1
  br label %940

949:                                              ; preds = %940
  %950 = add i64 %937, 1
  br label %936

951:                                              ; preds = %936
  %952 = call ptr @malloc(i64 80)
  %953 = ptrtoint ptr %952 to i64
  %954 = add i64 %953, 63
  %955 = urem i64 %954, 64
  %956 = sub i64 %954, %955
  %957 = inttoptr i64 %956 to ptr
  %958 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %952, 0
  %959 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %958, ptr %957, 1
  %960 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %959, i64 0, 2
  %961 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %960, i64 1, 3, 0
  %962 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %961, i64 4, 3, 1
  %963 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %962, i64 4, 4, 0
  %964 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %963, i64 1, 4, 1
  br label %965

965:                                              ; preds = %983, %951
  %966 = phi i64 [ %984, %983 ], [ 0, %951 ]
  %967 = icmp slt i64 %966, 1
  br i1 %967, label %968, label %985

968:                                              ; preds = %965
  br label %969

969:                                              ; preds = %972, %968
  %970 = phi i64 [ %982, %972 ], [ 0, %968 ]
  %971 = icmp slt i64 %970, 4
  br i1 %971, label %972, label %983

972:                                              ; preds = %969
  %973 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %935, 1
  %974 = mul nuw nsw i64 %966, 4
  %975 = add nuw nsw i64 %974, %970
  %976 = getelementptr inbounds nuw float, ptr %973, i64 %975
  %977 = load float, ptr %976, align 4
  %978 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %964, 1
  %979 = mul nuw nsw i64 %966, 4
  %980 = add nuw nsw i64 %979, %970
  %981 = getelementptr inbounds nuw float, ptr %978, i64 %980
  store float %977, ptr %981, align 4
  %982 = add i64 %970, 1
  br label %969

983:                                              ; preds = %969
  %984 = add i64 %966, 1
  br label %965

985:                                              ; preds = %965
  br label %986

986:                                              ; preds = %1038, %985
  %987 = phi i64 [ %1039, %1038 ], [ 0, %985 ]
  %988 = icmp slt i64 %987, 1
  br i1 %988, label %989, label %1040

989:                                              ; preds = %986
  br label %990

990:                                              ; preds = %1036, %989
  %991 = phi i64 [ %1037, %1036 ], [ 0, %989 ]
  %992 = icmp slt i64 %991, 4
  br i1 %992, label %993, label %1038

993:                                              ; preds = %990
  br label %994

994:                                              ; preds = %1034, %993
  %995 = phi i64 [ %1035, %1034 ], [ 0, %993 ]
  %996 = icmp slt i64 %995, 8
  br i1 %996, label %997, label %1036

997:                                              ; preds = %994
  br label %998

998:                                              ; preds = %1032, %997
  %999 = phi i64 [ %1033, %1032 ], [ 0, %997 ]
  %1000 = icmp slt i64 %999, 1
  br i1 %1000, label %1001, label %1034

1001:                                             ; preds = %998
  br label %1002

1002:                                             ; preds = %1005, %1001
  %1003 = phi i64 [ %1031, %1005 ], [ 0, %1001 ]
  %1004 = icmp slt i64 %1003, 1
  br i1 %1004, label %1005, label %1032

1005:                                             ; preds = %1002
  %1006 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %838, 1
  %1007 = mul nuw nsw i64 %987, 8
  %1008 = add nuw nsw i64 %1007, %995
  %1009 = add nuw nsw i64 %1008, %999
  %1010 = add nuw nsw i64 %1009, %1003
  %1011 = getelementptr inbounds nuw float, ptr %1006, i64 %1010
  %1012 = load float, ptr %1011, align 4
  %1013 = mul nuw nsw i64 %991, 8
  %1014 = add nuw nsw i64 %1013, %995
  %1015 = add nuw nsw i64 %1014, %999
  %1016 = add nuw nsw i64 %1015, %1003
  %1017 = getelementptr inbounds nuw float, ptr @__constant_4x8xf32, i64 %1016
  %1018 = load float, ptr %1017, align 4
  %1019 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %964, 1
  %1020 = mul nuw nsw i64 %987, 4
  %1021 = add nuw nsw i64 %1020, %991
  %1022 = getelementptr inbounds nuw float, ptr %1019, i64 %1021
  %1023 = load float, ptr %1022, align 4
  %1024 = fdiv float %1012, 3.600000e+01
  %1025 = fmul float %1024, %1018
  %1026 = fadd float %1023, %1025
  %1027 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %964, 1
  %1028 = mul nuw nsw i64 %987, 4
  %1029 = add nuw nsw i64 %1028, %991
  %1030 = getelementptr inbounds nuw float, ptr %1027, i64 %1029
  store float %1026, ptr %1030, align 4
  %1031 = add i64 %1003, 1
  br label %1002

1032:                                             ; preds = %1002
  %1033 = add i64 %999, 1
  br label %998

1034:                                             ; preds = %998
  %1035 = add i64 %995, 1
  br label %994

1036:                                             ; preds = %994
  %1037 = add i64 %991, 1
  br label %990

1038:                                             ; preds = %990
  %1039 = add i64 %987, 1
  br label %986

1040:                                             ; preds = %986
  %1041 = call ptr @malloc(i64 80)
  %1042 = ptrtoint ptr %1041 to i64
  %1043 = add i64 %1042, 63
  %1044 = urem i64 %1043, 64
  %1045 = sub i64 %1043, %1044
  %1046 = inttoptr i64 %1045 to ptr
  %1047 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1041, 0
  %1048 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1047, ptr %1046, 1
  %1049 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1048, i64 0, 2
  %1050 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1049, i64 1, 3, 0
  %1051 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1050, i64 4, 3, 1
  %1052 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1051, i64 4, 4, 0
  %1053 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1052, i64 1, 4, 1
  br label %1054

1054:                                             ; preds = %1075, %1040
  %1055 = phi i64 [ %1076, %1075 ], [ 0, %1040 ]
  %1056 = icmp slt i64 %1055, 1
  br i1 %1056, label %1057, label %1077

1057:                                             ; preds = %1054
  br label %1058

1058:                                             ; preds = %1061, %1057
  %1059 = phi i64 [ %1074, %1061 ], [ 0, %1057 ]
  %1060 = icmp slt i64 %1059, 4
  br i1 %1060, label %1061, label %1075

1061:                                             ; preds = %1058
  %1062 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %964, 1
  %1063 = mul nuw nsw i64 %1055, 4
  %1064 = add nuw nsw i64 %1063, %1059
  %1065 = getelementptr inbounds nuw float, ptr %1062, i64 %1064
  %1066 = load float, ptr %1065, align 4
  %1067 = getelementptr inbounds nuw float, ptr @__constant_4xf32, i64 %1059
  %1068 = load float, ptr %1067, align 4
  %1069 = fadd float %1066, %1068
  %1070 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1053, 1
  %1071 = mul nuw nsw i64 %1055, 4
  %1072 = add nuw nsw i64 %1071, %1059
  %1073 = getelementptr inbounds nuw float, ptr %1070, i64 %1072
  store float %1069, ptr %1073, align 4
  %1074 = add i64 %1059, 1
  br label %1058

1075:                                             ; preds = %1058
  %1076 = add i64 %1055, 1
  br label %1054

1077:                                             ; preds = %1054
  %1078 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 0
  call void @free(ptr %1078)
  %1079 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %88, 0
  call void @free(ptr %1079)
  %1080 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %201, 0
  call void @free(ptr %1080)
  %1081 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %252, 0
  call void @free(ptr %1081)
  %1082 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %390, 0
  call void @free(ptr %1082)
  %1083 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %435, 0
  call void @free(ptr %1083)
  %1084 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %452, 0
  call void @free(ptr %1084)
  %1085 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %602, 0
  call void @free(ptr %1085)
  %1086 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %653, 0
  call void @free(ptr %1086)
  %1087 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %791, 0
  call void @free(ptr %1087)
  %1088 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %838, 0
  call void @free(ptr %1088)
  %1089 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %935, 0
  call void @free(ptr %1089)
  %1090 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %964, 0
  call void @free(ptr %1090)
  ret { ptr, ptr, i64, [2 x i64], [2 x i64] } %1053
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; irlower-stages: fx_graph=f1590a9bd845 torch_mlir=a9e53efeb770 linalg_on_tensors_mlir=8d3f80bcf4b5 llvm_mlir=7e3c36894d78
