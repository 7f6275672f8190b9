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
  %160 = getelementptr inbounds nuw float, ptr @__constant_8xf32_4, i64 %149
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

320:                                              ; preds = %409, %306
  %321 = phi i64 [ %410, %409 ], [ 0, %306 ]
  %322 = icmp slt i64 %321, 1
  br i1 %322, label %323, label %411

323:                                              ; preds = %320
  br label %324

324:                                              ; preds = %407, %323
  %325 = phi i64 [ %408, %407 ], [ 0, %323 ]
  %326 = icmp slt i64 %325, 8
  br i1 %326, label %327, label %409

327:                                              ; preds = %324
  br label %328

328:                                              ; preds = %405, %327
  %329 = phi i64 [ %406, %405 ], [ 0, %327 ]
  %330 = icmp slt i64 %329, 8
  br i1 %330, label %331, label %407

331:                                              ; preds = %328
  br label %332

332:                                              ; preds = %403, %331
  %333 = phi i64 [ %404, %403 ], [ 0, %331 ]
  %334 = icmp slt i64 %333, 8
  br i1 %334, label %335, label %405

335:                                              ; preds = %332
  br label %336

336:                                              ; preds = %401, %335
  %337 = phi i64 [ %402, %401 ], [ 0, %335 ]
  %338 = icmp slt i64 %337, 2
  br i1 %338, label %339, label %403

339:                                              ; preds = %336
  br label %340

340:                                              ; preds = %343, %339
  %341 = phi i64 [ %400, %343 ], [ 0, %339 ]
  %342 = icmp slt i64 %341, 2
  br i1 %342, label %343, label %401

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
  %357 = add nuw nsw i64 %325, 0
  %358 = add nuw nsw i64 %357, 0
  %359 = getelementptr inbounds nuw float, ptr @__constant_8xf32_3, i64 %358
  %360 = load float, ptr %359, align 4
  %361 = add nuw nsw i64 %325, 0
  %362 = add nuw nsw i64 %361, 0
  %363 = getelementptr inbounds nuw float, ptr @__constant_8xf32_2, i64 %362
  %364 = load float, ptr %363, align 4
  %365 = add nuw nsw i64 %325, 0
  %366 = add nuw nsw i64 %365, 0
  %367 = getelementptr inbounds nuw float, ptr @__constant_8xf32_1, i64 %366
  %368 = load float, ptr %367, align 4
  %369 = add nuw nsw i64 %325, 0
  %370 = add nuw nsw i64 %369, 0
  %371 = getelementptr inbounds nuw float, ptr @__constant_8xf32_0, i64 %370
  %372 = load float, ptr %371, align 4
  %373 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %274, 1
  %374 = mul nuw nsw i64 %321, 512
  %375 = mul nuw nsw i64 %325, 64
  %376 = add nuw nsw i64 %374, %375
  %377 = mul nuw nsw i64 %329, 8
  %378 = add nuw nsw i64 %376, %377
  %379 = add nuw nsw i64 %378, %333
  %380 = getelementptr inbounds nuw float, ptr %373, i64 %379
  %381 = load float, ptr %380, align 4
  %382 = fadd float %364, f0x3727C5AC
  %383 = call float @llvm.sqrt.f32(float %382)
  %384 = fdiv float 1.000000e+00, %383
  %385 = fsub float %356, %360
  %386 = fmul float %385, %384
  %387 = fmul float %386, %368
  %388 = fadd float %387, %372
  %389 = fcmp ugt float %388, 0.000000e+00
  %390 = select i1 %389, float %388, float 0.000000e+00
  %391 = call float @llvm.maximum.f32(float %381, float %390)
  %392 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %274, 1
  %393 = mul nuw nsw i64 %321, 512
  %394 = mul nuw nsw i64 %325, 64
  %395 = add nuw nsw i64 %393, %394
  %396 = mul nuw nsw i64 %329, 8
  %397 = add nuw nsw i64 %395, %396
  %398 = add nuw nsw i64 %397, %333
  %399 = getelementptr inbounds nuw float, ptr %392, i64 %398
  store float %391, ptr %399, align 4
  %400 = add i64 %341, 1
  br label %340

401:                                              ; preds = %340
  %402 = add i64 %337, 1
  br label %336

403:                                              ; preds = %336
  %404 = add i64 %333, 1
  br label %332

405:                                              ; preds = %332
  %406 = add i64 %329, 1
  br label %328

407:                                              ; preds = %328
  %408 = add i64 %325, 1
  br label %324

409:                                              ; preds = %324
  %410 = add i64 %321, 1
  br label %320

411:                                              ; preds = %320
  %412 = call ptr @malloc(i64 1216)
  %413 = ptrtoint ptr %412 to i64
  %414 = add i64 %413, 63
  %415 = urem i64 %414, 64
  %416 = sub i64 %414, %415
  %417 = inttoptr i64 %416 to ptr
  %418 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %412, 0
  %419 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %418, ptr %417, 1
  %420 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %419, i64 0, 2
  %421 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %420, i64 1, 3, 0
  %422 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %421, i64 8, 3, 1
  %423 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %422, i64 6, 3, 2
  %424 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %423, i64 6, 3, 3
  %425 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %424, i64 288, 4, 0
  %426 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %425, i64 36, 4, 1
  %427 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %426, i64 6, 4, 2
  %428 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %427, i64 1, 4, 3
  br label %429

429:                                              ; preds = %460, %411
  %430 = phi i64 [ %461, %460 ], [ 0, %411 ]
  %431 = icmp slt i64 %430, 1
  br i1 %431, label %432, label %462

432:                                              ; preds = %429
  br label %433

433:                                              ; preds = %458, %432
  %434 = phi i64 [ %459, %458 ], [ 0, %432 ]
  %435 = icmp slt i64 %434, 8
  br i1 %435, label %436, label %460

436:                                              ; preds = %433
  br label %437

437:                                              ; preds = %456, %436
  %438 = phi i64 [ %457, %456 ], [ 0, %436 ]
  %439 = icmp slt i64 %438, 6
  br i1 %439, label %440, label %458

440:                                              ; preds = %437
  br label %441

441:                                              ; preds = %444, %440
  %442 = phi i64 [ %455, %444 ], [ 0, %440 ]
  %443 = icmp slt i64 %442, 6
  br i1 %443, label %444, label %456

444:                                              ; preds = %441
  %445 = getelementptr inbounds nuw float, ptr @__constant_8xf32, i64 %434
  %446 = load float, ptr %445, align 4
  %447 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %428, 1
  %448 = mul nuw nsw i64 %430, 288
  %449 = mul nuw nsw i64 %434, 36
  %450 = add nuw nsw i64 %448, %449
  %451 = mul nuw nsw i64 %438, 6
  %452 = add nuw nsw i64 %450, %451
  %453 = add nuw nsw i64 %452, %442
  %454 = getelementptr inbounds nuw float, ptr %447, i64 %453
  store float %446, ptr %454, align 4
  %455 = add i64 %442, 1
  br label %441

456:                                              ; preds = %441
  %457 = add i64 %438, 1
  br label %437

458:                                              ; preds = %437
  %459 = add i64 %434, 1
  br label %433

460:                                              ; preds = %433
  %461 = add i64 %430, 1
  br label %429

462:                                              ; preds = %429
  br label %463

463:                                              ; preds = %540, %462
  %464 = phi i64 [ %541, %540 ], [ 0, %462 ]
  %465 = icmp slt i64 %464, 1
  br i1 %465, label %466, label %542

466:                                              ; preds = %463
  br label %467

467:                                              ; preds = %538, %466
  %468 = phi i64 [ %539, %538 ], [ 0, %466 ]
  %469 = icmp slt i64 %468, 8
  br i1 %469, label %470, label %540

470:                                              ; preds = %467
  br label %471

471:                                              ; preds = %536, %470
  %472 = phi i64 [ %537, %536 ], [ 0, %470 ]
  %473 = icmp slt i64 %472, 6
  br i1 %473, label %474, label %538

474:                                              ; preds = %471
  br label %475

475:                                              ; preds = %534, %474
  %476 = phi i64 [ %535, %534 ], [ 0, %474 ]
  %477 = icmp slt i64 %476, 6
  br i1 %477, label %478, label %536

478:                                              ; preds = %475
  br label %479

479:                                              ; preds = %532, %478
  %480 = phi i64 [ %533, %532 ], [ 0, %478 ]
  %481 = icmp slt i64 %480, 8
  br i1 %481, label %482, label %534

482:                                              ; preds = %479
  br label %483

483:                                              ; preds = %530, %482
  %484 = phi i64 [ %531, %530 ], [ 0, %482 ]
  %485 = icmp slt i64 %484, 3
  br i1 %485, label %486, label %532

486:                                              ; preds = %483
  br label %487

487:                                              ; preds = %490, %486
  %488 = phi i64 [ %529, %490 ], [ 0, %486 ]
  %489 = icmp slt i64 %488, 3
  br i1 %489, label %490, label %530

490:                                              ; preds = %487
  %491 = add i64 %472, %484
  %492 = add i64 %476, %488
  %493 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %274, 1
  %494 = mul nuw nsw i64 %464, 512
  %495 = mul nuw nsw i64 %480, 64
  %496 = add nuw nsw i64 %494, %495
  %497 = mul nuw nsw i64 %491, 8
  %498 = add nuw nsw i64 %496, %497
  %499 = add nuw nsw i64 %498, %492
  %500 = getelementptr inbounds nuw float, ptr %493, i64 %499
  %501 = load float, ptr %500, align 4
  %502 = mul nuw nsw i64 %468, 72
  %503 = mul nuw nsw i64 %480, 9
  %504 = add nuw nsw i64 %502, %503
  %505 = mul nuw nsw i64 %484, 3
  %506 = add nuw nsw i64 %504, %505
  %507 = add nuw nsw i64 %506, %488
  %508 = getelementptr inbounds nuw float, ptr @__constant_8x8x3x3xf32, i64 %507
  %509 = load float, ptr %508, align 4
  %510 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %428, 1
  %511 = mul nuw nsw i64 %464, 288
  %512 = mul nuw nsw i64 %468, 36
  %513 = add nuw nsw i64 %511, %512
  %514 = mul nuw nsw i64 %472, 6
  %515 = add nuw nsw i64 %513, %514
  %516 = add nuw nsw i64 %515, %476
  %517 = getelementptr inbounds nuw float, ptr %510, i64 %516
  %518 = load float, ptr %517, align 4
  %519 = fmul float %501, %509
  %520 = fadd float %518, %519
  %521 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %428, 1
  %522 = mul nuw nsw i64 %464, 288
  %523 = mul nuw nsw i64 %468, 36
  %524 = add nuw nsw i64 %522, %523
  %525 = mul nuw nsw i64 %472, 6
  %526 = add nuw nsw i64 %524, %525
  %527 = add nuw nsw i64 %526, %476
  %528 = getelementptr inbounds nuw float, ptr %521, i64 %527
  store float %520, ptr %528, align 4
  %529 = add i64 %488, 1
  br label %487

530:                                              ; preds = %487
  %531 = add i64 %484, 1
  br label %483

532:                                              ; preds = %483
  %533 = add i64 %480, 1
  br label %479

534:                                              ; preds = %479
  %535 = add i64 %476, 1
  br label %475

536:                                              ; preds = %475
  %537 = add i64 %472, 1
  br label %471

538:                                              ; preds = %471
  %539 = add i64 %468, 1
  br label %467

540:                                              ; preds = %467
  %541 = add i64 %464, 1
  br label %463

542:                                              ; preds = %463
  %543 = call ptr @malloc(i64 96)
  %544 = ptrtoint ptr %543 to i64
  %545 = add i64 %544, 63
  %546 = urem i64 %545, 64
  %547 = sub i64 %545, %546
  %548 = inttoptr i64 %547 to ptr
  %549 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %543, 0
  %550 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %549, ptr %548, 1
  %551 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %550, i64 0, 2
  %552 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %551, i64 1, 3, 0
  %553 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %552, i64 8, 3, 1
  %554 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %553, i64 1, 3, 2
  %555 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %554, i64 1, 3, 3
  %556 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %555, i64 8, 4, 0
  %557 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %556, i64 1, 4, 1
  %558 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %557, i64 1, 4, 2
  %559 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %558, i64 1, 4, 3
  br label %560

560:                                              ; preds = %587, %542
  %561 = phi i64 [ %588, %587 ], [ 0, %542 ]
  %562 = icmp slt i64 %561, 1
  br i1 %562, label %563, label %589

563:                                              ; preds = %560
  br label %564

564:                                              ; preds = %585, %563
  %565 = phi i64 [ %586, %585 ], [ 0, %563 ]
  %566 = icmp slt i64 %565, 8
  br i1 %566, label %567, label %587

567:                                              ; preds = %564
  br label %568

568:                                              ; preds = %583, %567
  %569 = phi i64 [ %584, %583 ], [ 0, %567 ]
  %570 = icmp slt i64 %569, 1
  br i1 %570, label %571, label %585

571:                                              ; preds = %568
  br label %572

572:                                              ; preds = %575, %571
  %573 = phi i64 [ %582, %575 ], [ 0, %571 ]
  %574 = icmp slt i64 %573, 1
  br i1 %574, label %575, label %583

575:                                              ; preds = %572
  %576 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %559, 1
  %577 = mul nuw nsw i64 %561, 8
  %578 = add nuw nsw i64 %577, %565
  %579 = add nuw nsw i64 %578, %569
  %580 = add nuw nsw i64 %579, %573
  %581 = getelementptr inbounds nuw float, ptr %576, i64 %580
  store float 0.000000e+00, ptr %581, align 4
  %582 = add i64 %573, 1
  br label %572

583:                                              ; preds = %572
  %584 = add i64 %569, 1
  br label %568

585:                                              ; preds = %568
  %586 = add i64 %565, 1
  br label %564

587:                                              ; preds = %564
  %588 = add i64 %561, 1
  br label %560

589:                                              ; preds = %560
  br label %590

590:                                              ; preds = %634, %589
  %591 = phi i64 [ %635, %634 ], [ 0, %589 ]
  %592 = icmp slt i64 %591, 1
  br i1 %592, label %593, label %636

593:                                              ; preds = %590
  br label %594

594:                                              ; preds = %632, %593
  %595 = phi i64 [ %633, %632 ], [ 0, %593 ]
  %596 = icmp slt i64 %595, 8
  br i1 %596, label %597, label %634

597:                                              ; preds = %594
  br label %598

598:                                              ; preds = %630, %597
  %599 = phi i64 [ %631, %630 ], [ 0, %597 ]
  %600 = icmp slt i64 %599, 6
  br i1 %600, label %601, label %632

601:                                              ; preds = %598
  br label %602

602:                                              ; preds = %605, %601
  %603 = phi i64 [ %629, %605 ], [ 0, %601 ]
  %604 = icmp slt i64 %603, 6
  br i1 %604, label %605, label %630

605:                                              ; preds = %602
  %606 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %428, 1
  %607 = mul nuw nsw i64 %591, 288
  %608 = mul nuw nsw i64 %595, 36
  %609 = add nuw nsw i64 %607, %608
  %610 = mul nuw nsw i64 %599, 6
  %611 = add nuw nsw i64 %609, %610
  %612 = add nuw nsw i64 %611, %603
  %613 = getelementptr inbounds nuw float, ptr %606, i64 %612
  %614 = load float, ptr %613, align 4
  %615 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %559, 1
  %616 = mul nuw nsw i64 %591, 8
  %617 = add nuw nsw i64 %616, %595
  %618 = add nuw nsw i64 %617, 0
  %619 = add nuw nsw i64 %618, 0
  %620 = getelementptr inbounds nuw float, ptr %615, i64 %619
  %621 = load float, ptr %620, align 4
  %622 = fadd float %614, %621
  %623 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %559, 1
  %624 = mul nuw nsw i64 %591, 8
  %625 = add nuw nsw i64 %624, %595
  %626 = add nuw nsw i64 %625, 0
  %627 = add nuw nsw i64 %626, 0
  %628 = getelementptr inbounds nuw float, ptr %623, i64 %627
  store float %622, ptr %628, align 4
  %629 = add i64 %603, 1
  br label %602

630:                                              ; preds = %602
  %631 = add i64 %599, 1
  br label %598

632:                                              ; preds = %598
  %633 = add i64 %595, 1
  br label %594

634:                                              ; preds = %594
  %635 = add i64 %591, 1
  br label %590

636:                                              ; preds = %590
  %637 = call ptr @malloc(i64 80)
  %638 = ptrtoint ptr %637 to i64
  %639 = add i64 %638, 63
  %640 = urem i64 %639, 64
  %641 = sub i64 %639, %640
  %642 = inttoptr i64 %641 to ptr
  %643 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %637, 0
  %644 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %643, ptr %642, 1
  %645 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %644, i64 0, 2
  %646 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %645, i64 1, 3, 0
  %647 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %646, i64 4, 3, 1
  %648 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %647, i64 4, 4, 0
  %649 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %648, i64 1, 4, 1
  br label %650

650:                                              ; preds = %663, %636
  %651 = phi i64 [ %664, %663 ], [ 0, %636 ]
  %652 = icmp slt i64 %651, 1
  br i1 %652, label %653, label %665

653:                                              ; preds = %650
  br label %654

654:                                              ; preds = %657, %653
  %655 = phi i64 [ %662, %657 ], [ 0, %653 ]
  %656 = icmp slt i64 %655, 4
  br i1 %656, label %657, label %663

657:                                              ; preds = %654
  %658 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %649, 1
  %659 = mul nuw nsw i64 %651, 4
  %660 = add nuw nsw i64 %659, %655
  %661 = getelementptr inbounds nuw float, ptr %658, i64 %660
  store float 0.000000e+00, ptr %661, align 4
  %662 = add i64 %655, 1
  br label %654

663:                                              ; preds = %654
  %664 = add i64 %651, 1
  br label %650

665:                                              ; preds = %650
  br label %666

666:                                              ; preds = %718, %665
  %667 = phi i64 [ %719, %718 ], [ 0, %665 ]
  %668 = icmp slt i64 %667, 1
  br i1 %668, label %669, label %720

669:                                              ; preds = %666
  br label %670

670:                                              ; preds = %716, %669
  %671 = phi i64 [ %717, %716 ], [ 0, %669 ]
  %672 = icmp slt i64 %671, 4
  br i1 %672, label %673, label %718

673:                                              ; preds = %670
  br label %674

674:                                              ; preds = %714, %673
  %675 = phi i64 [ %715, %714 ], [ 0, %673 ]
  %676 = icmp slt i64 %675, 8
  br i1 %676, label %677, label %716

677:                                              ; preds = %674
  br label %678

678:                                              ; preds = %712, %677
  %679 = phi i64 [ %713, %712 ], [ 0, %677 ]
  %680 = icmp slt i64 %679, 1
  br i1 %680, label %681, label %714

681:                                              ; preds = %678
  br label %682

682:                                              ; preds = %685, %681
  %683 = phi i64 [ %711, %685 ], [ 0, %681 ]
  %684 = icmp slt i64 %683, 1
  br i1 %684, label %685, label %712

685:                                              ; preds = %682
  %686 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %559, 1
  %687 = mul nuw nsw i64 %667, 8
  %688 = add nuw nsw i64 %687, %675
  %689 = add nuw nsw i64 %688, %679
  %690 = add nuw nsw i64 %689, %683
  %691 = getelementptr inbounds nuw float, ptr %686, i64 %690
  %692 = load float, ptr %691, align 4
  %693 = mul nuw nsw i64 %671, 8
  %694 = add nuw nsw i64 %693, %675
  %695 = add nuw nsw i64 %694, %679
  %696 = add nuw nsw i64 %695, %683
  %697 = getelementptr inbounds nuw float, ptr @__constant_4x8xf32, i64 %696
  %698 = load float, ptr %697, align 4
  %699 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %649, 1
  %700 = mul nuw nsw i64 %667, 4
  %701 = add nuw nsw i64 %700, %671
  %702 = getelementptr inbounds nuw float, ptr %699, i64 %701
  %703 = load float, ptr %702, align 4
  %704 = fdiv float %692, 3.600000e+01
  %705 = fmul float %704, %698
  %706 = fadd float %703, %705
  %707 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %649, 1
  %708 = mul nuw nsw i64 %667, 4
  %709 = add nuw nsw i64 %708, %671
  %710 = getelementptr inbounds nuw float, ptr %707, i64 %709
  store float %706, ptr %710, align 4
  %711 = add i64 %683, 1
  br label %682

712:                                              ; preds = %682
  %713 = add i64 %679, 1
  br label %678

714:                                              ; preds = %678
  %715 = add i64 %675, 1
  br label %674

716:                                              ; preds = %674
  %717 = add i64 %671, 1
  br label %670

718:                                              ; preds = %670
  %719 = add i64 %667, 1
  br label %666

720:                                              ; preds = %666
  br label %721

721:                                              ; preds = %742, %720
  %722 = phi i64 [ %743, %742 ], [ 0, %720 ]
  %723 = icmp slt i64 %722, 1
  br i1 %723, label %724, label %744

724:                                              ; preds = %721
  br label %725

725:                                              ; preds = %728, %724
  %726 = phi i64 [ %741, %728 ], [ 0, %724 ]
  %727 = icmp slt i64 %726, 4
  br i1 %727, label %728, label %742

728:                                              ; preds = %725
  %729 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %649, 1
  %730 = mul nuw nsw i64 %722, 4
  %731 = add nuw nsw i64 %730, %726
  %732 = getelementptr inbounds nuw float, ptr %729, i64 %731
  %733 = load float, ptr %732, align 4
  %734 = getelementptr inbounds nuw float, ptr @__constant_4xf32, i64 %726
  %735 = load float, ptr %734, align 4
  %736 = fadd float %733, %735
  %737 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %649, 1
  %738 = mul nuw nsw i64 %722, 4
  %739 = add nuw nsw i64 %738, %726
  %740 = getelementptr inbounds nuw float, ptr %737, i64 %739
  store float %736, ptr %740, align 4
  %741 = add i64 %726, 1
  br label %725

742:                                              ; preds = %725
  %743 = add i64 %722, 1
  br label %721

744:                                              ; preds = %721
  %745 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 0
  call void @free(ptr %745)
  %746 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 0
  call void @free(ptr %746)
  %747 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %274, 0
  call void @free(ptr %747)
  %748 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %319, 0
  call void @free(ptr %748)
  %749 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %428, 0
  call void @free(ptr %749)
  %750 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %559, 0
  call void @free(ptr %750)
  ret { ptr, ptr, i64, [2 x i64], [2 x i64] } %649
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; irlower-stages: fx_graph=f1590a9bd845 torch_mlir=a9e53efeb770 linalg_on_tensors_mlir=8d3f80bcf4b5 llvm_mlir=c6181407c082
