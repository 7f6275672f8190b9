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
  br label %103

103:                                              ; preds = %184, %77
  %104 = phi i64 [ %185, %184 ], [ 0, %77 ]
  %105 = icmp slt i64 %104, 1
  br i1 %105, label %106, label %186

106:                                              ; preds = %103
  br label %107

107:                                              ; preds = %182, %106
  %108 = phi i64 [ %183, %182 ], [ 0, %106 ]
  %109 = icmp slt i64 %108, 8
  br i1 %109, label %110, label %184

110:                                              ; preds = %107
  br label %111

111:                                              ; preds = %180, %110
  %112 = phi i64 [ %181, %180 ], [ 0, %110 ]
  %113 = icmp slt i64 %112, 1
  br i1 %113, label %114, label %182

114:                                              ; preds = %111
  br label %115

115:                                              ; preds = %178, %114
  %116 = phi i64 [ %179, %178 ], [ 0, %114 ]
  %117 = icmp slt i64 %116, 3
  br i1 %117, label %118, label %180

118:                                              ; preds = %115
  br label %119

119:                                              ; preds = %176, %118
  %120 = phi i64 [ %177, %176 ], [ 0, %118 ]
  %121 = icmp slt i64 %120, 32
  br i1 %121, label %122, label %178

122:                                              ; preds = %119
  br label %123

123:                                              ; preds = %174, %122
  %124 = phi i64 [ %175, %174 ], [ 0, %122 ]
  %125 = icmp slt i64 %124, 1
  br i1 %125, label %126, label %176

126:                                              ; preds = %123
  br label %127

127:                                              ; preds = %130, %126
  %128 = phi i64 [ %173, %130 ], [ 0, %126 ]
  %129 = icmp slt i64 %128, 32
  br i1 %129, label %130, label %174

130:                                              ; preds = %127
  %131 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %102, 1
  %132 = mul nuw nsw i64 %124, 256
  %133 = mul nuw nsw i64 %104, 256
  %134 = add nuw nsw i64 %132, %133
  %135 = mul nuw nsw i64 %108, 32
  %136 = add nuw nsw i64 %134, %135
  %137 = add nuw nsw i64 %136, %128
  %138 = getelementptr inbounds nuw float, ptr %131, i64 %137
  %139 = load float, ptr %138, align 4
  %140 = mul nuw nsw i64 %112, 3072
  %141 = mul nuw nsw i64 %116, 1024
  %142 = add nuw nsw i64 %140, %141
  %143 = mul nuw nsw i64 %120, 32
  %144 = add nuw nsw i64 %142, %143
  %145 = mul nuw nsw i64 %124, 32
  %146 = add nuw nsw i64 %144, %145
  %147 = add nuw nsw i64 %146, %128
  %148 = getelementptr inbounds nuw float, ptr @__constant_96x32xf32, i64 %147
  %149 = load float, ptr %148, align 4
  %150 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %37, 1
  %151 = mul nuw nsw i64 %104, 768
  %152 = mul nuw nsw i64 %108, 96
  %153 = add nuw nsw i64 %151, %152
  %154 = mul nuw nsw i64 %112, 96
  %155 = add nuw nsw i64 %153, %154
  %156 = mul nuw nsw i64 %116, 32
  %157 = add nuw nsw i64 %155, %156
  %158 = add nuw nsw i64 %157, %120
  %159 = getelementptr inbounds nuw float, ptr %150, i64 %158
  %160 = load float, ptr %159, align 4
  %161 = fmul float %139, %149
  %162 = fadd float %160, %161
  %163 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %37, 1
  %164 = mul nuw nsw i64 %104, 768
  %165 = mul nuw nsw i64 %108, 96
  %166 = add nuw nsw i64 %164, %165
  %167 = mul nuw nsw i64 %112, 96
  %168 = add nuw nsw i64 %166, %167
  %169 = mul nuw nsw i64 %116, 32
  %170 = add nuw nsw i64 %168, %169
  %171 = add nuw nsw i64 %170, %120
  %172 = getelementptr inbounds nuw float, ptr %163, i64 %171
  store float %162, ptr %172, align 4
  %173 = add i64 %128, 1
  br label %127

174:                                              ; preds = %127
  %175 = add i64 %124, 1
  br label %123

176:                                              ; preds = %123
  %177 = add i64 %120, 1
  br label %119

178:                                              ; preds = %119
  %179 = add i64 %116, 1
  br label %115

180:                                              ; preds = %115
  %181 = add i64 %112, 1
  br label %111

182:                                              ; preds = %111
  %183 = add i64 %108, 1
  br label %107

184:                                              ; preds = %107
  %185 = add i64 %104, 1
  br label %103

186:                                              ; preds = %103
  %187 = call ptr @malloc(i64 3136)
  %188 = ptrtoint ptr %187 to i64
  %189 = add i64 %188, 63
  %190 = urem i64 %189, 64
  %191 = sub i64 %189, %190
  %192 = inttoptr i64 %191 to ptr
  %193 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %187, 0
  %194 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %193, ptr %192, 1
  %195 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %194, i64 0, 2
  %196 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %195, i64 3, 3, 0
  %197 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %196, i64 8, 3, 1
  %198 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %197, i64 1, 3, 2
  %199 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %198, i64 1, 3, 3
  %200 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %199, i64 32, 3, 4
  %201 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %200, i64 256, 4, 0
  %202 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %201, i64 32, 4, 1
  %203 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %202, i64 32, 4, 2
  %204 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %203, i64 32, 4, 3
  %205 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %204, i64 1, 4, 4
  br label %206

206:                                              ; preds = %261, %186
  %207 = phi i64 [ %262, %261 ], [ 0, %186 ]
  %208 = icmp slt i64 %207, 3
  br i1 %208, label %209, label %263

209:                                              ; preds = %206
  br label %210

210:                                              ; preds = %259, %209
  %211 = phi i64 [ %260, %259 ], [ 0, %209 ]
  %212 = icmp slt i64 %211, 8
  br i1 %212, label %213, label %261

213:                                              ; preds = %210
  br label %214

214:                                              ; preds = %257, %213
  %215 = phi i64 [ %258, %257 ], [ 0, %213 ]
  %216 = icmp slt i64 %215, 1
  br i1 %216, label %217, label %259

217:                                              ; preds = %214
  br label %218

218:                                              ; preds = %255, %217
  %219 = phi i64 [ %256, %255 ], [ 0, %217 ]
  %220 = icmp slt i64 %219, 1
  br i1 %220, label %221, label %257

221:                                              ; preds = %218
  br label %222

222:                                              ; preds = %225, %221
  %223 = phi i64 [ %254, %225 ], [ 0, %221 ]
  %224 = icmp slt i64 %223, 32
  br i1 %224, label %225, label %255

225:                                              ; preds = %222
  %226 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %37, 1
  %227 = mul nuw nsw i64 %219, 768
  %228 = mul nuw nsw i64 %211, 96
  %229 = add nuw nsw i64 %227, %228
  %230 = mul nuw nsw i64 %215, 96
  %231 = add nuw nsw i64 %229, %230
  %232 = mul nuw nsw i64 %207, 32
  %233 = add nuw nsw i64 %231, %232
  %234 = add nuw nsw i64 %233, %223
  %235 = getelementptr inbounds nuw float, ptr %226, i64 %234
  %236 = load float, ptr %235, align 4
  %237 = mul nuw nsw i64 %215, 96
  %238 = mul nuw nsw i64 %207, 32
  %239 = add nuw nsw i64 %237, %238
  %240 = add nuw nsw i64 %239, %223
  %241 = getelementptr inbounds nuw float, ptr @__constant_96xf32, i64 %240
  %242 = load float, ptr %241, align 4
  %243 = fadd float %236, %242
  %244 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %205, 1
  %245 = mul nuw nsw i64 %207, 256
  %246 = mul nuw nsw i64 %211, 32
  %247 = add nuw nsw i64 %245, %246
  %248 = mul nuw nsw i64 %215, 32
  %249 = add nuw nsw i64 %247, %248
  %250 = mul nuw nsw i64 %219, 32
  %251 = add nuw nsw i64 %249, %250
  %252 = add nuw nsw i64 %251, %223
  %253 = getelementptr inbounds nuw float, ptr %244, i64 %252
  store float %243, ptr %253, align 4
  %254 = add i64 %223, 1
  br label %222

255:                                              ; preds = %222
  %256 = add i64 %219, 1
  br label %218

257:                                              ; preds = %218
  %258 = add i64 %215, 1
  br label %214

259:                                              ; preds = %214
  %260 = add i64 %211, 1
  br label %210

261:                                              ; preds = %210
  %262 = add i64 %207, 1
  br label %206

263:                                              ; preds = %206
  %264 = call ptr @malloc(i64 1088)
  %265 = ptrtoint ptr %264 to i64
  %266 = add i64 %265, 63
  %267 = urem i64 %266, 64
  %268 = sub i64 %266, %267
  %269 = inttoptr i64 %268 to ptr
  %270 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %264, 0
  %271 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %270, ptr %269, 1
  %272 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %271, i64 0, 2
  %273 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %272, i64 4, 3, 0
  %274 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %273, i64 8, 3, 1
  %275 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %274, i64 8, 3, 2
  %276 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %275, i64 64, 4, 0
  %277 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %276, i64 8, 4, 1
  %278 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %277, i64 1, 4, 2
  %279 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %205, 0
  %280 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %205, 1
  %281 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %279, 0
  %282 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %281, ptr %280, 1
  %283 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %282, i64 0, 2
  %284 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %283, i64 8, 3, 0
  %285 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %284, i64 32, 4, 0
  %286 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %285, i64 1, 3, 1
  %287 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %286, i64 32, 4, 1
  %288 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %287, i64 4, 3, 2
  %289 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %288, i64 8, 4, 2
  %290 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %289, i64 8, 3, 3
  %291 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %290, i64 1, 4, 3
  %292 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %205, 0
  %293 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %205, 1
  %294 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %292, 0
  %295 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %294, ptr %293, 1
  %296 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %295, i64 256, 2
  %297 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %296, i64 8, 3, 0
  %298 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %297, i64 32, 4, 0
  %299 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %298, i64 1, 3, 1
  %300 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %299, i64 32, 4, 1
  %301 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %300, i64 4, 3, 2
  %302 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %301, i64 8, 4, 2
  %303 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %302, i64 8, 3, 3
  %304 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %303, i64 1, 4, 3
  %305 = call ptr @malloc(i64 1088)
  %306 = ptrtoint ptr %305 to i64
  %307 = add i64 %306, 63
  %308 = urem i64 %307, 64
  %309 = sub i64 %307, %308
  %310 = inttoptr i64 %309 to ptr
  %311 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %305, 0
  %312 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %311, ptr %310, 1
  %313 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %312, i64 0, 2
  %314 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %313, i64 1, 3, 0
  %315 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %314, i64 4, 3, 1
  %316 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %315, i64 8, 3, 2
  %317 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %316, i64 8, 3, 3
  %318 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %317, i64 256, 4, 0
  %319 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %318, i64 64, 4, 1
  %320 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %319, i64 8, 4, 2
  %321 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %320, i64 1, 4, 3
  br label %322

322:                                              ; preds = %343, %263
  %323 = phi i64 [ %344, %343 ], [ 0, %263 ]
  %324 = icmp slt i64 %323, 4
  br i1 %324, label %325, label %345

325:                                              ; preds = %322
  br label %326

326:                                              ; preds = %341, %325
  %327 = phi i64 [ %342, %341 ], [ 0, %325 ]
  %328 = icmp slt i64 %327, 8
  br i1 %328, label %329, label %343

329:                                              ; preds = %326
  br label %330

330:                                              ; preds = %333, %329
  %331 = phi i64 [ %340, %333 ], [ 0, %329 ]
  %332 = icmp slt i64 %331, 8
  br i1 %332, label %333, label %341

333:                                              ; preds = %330
  %334 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %278, 1
  %335 = mul nuw nsw i64 %323, 64
  %336 = mul nuw nsw i64 %327, 8
  %337 = add nuw nsw i64 %335, %336
  %338 = add nuw nsw i64 %337, %331
  %339 = getelementptr inbounds nuw float, ptr %334, i64 %338
  store float 0.000000e+00, ptr %339, align 4
  %340 = add i64 %331, 1
  br label %330

341:                                              ; preds = %330
  %342 = add i64 %327, 1
  br label %326

343:                                              ; preds = %326
  %344 = add i64 %323, 1
  br label %322

345:                                              ; preds = %322
  %346 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %278, 0
  %347 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %278, 1
  %348 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %346, 0
  %349 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %348, ptr %347, 1
  %350 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %349, i64 0, 2
  %351 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %350, i64 1, 3, 0
  %352 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %351, i64 256, 4, 0
  %353 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %352, i64 4, 3, 1
  %354 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %353, i64 64, 4, 1
  %355 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %354, i64 8, 3, 2
  %356 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %355, i64 8, 4, 2
  %357 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %356, i64 8, 3, 3
  %358 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %357, i64 1, 4, 3
  %359 = call ptr @malloc(i64 1088)
  %360 = ptrtoint ptr %359 to i64
  %361 = add i64 %360, 63
  %362 = urem i64 %361, 64
  %363 = sub i64 %361, %362
  %364 = inttoptr i64 %363 to ptr
  %365 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %359, 0
  %366 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %365, ptr %364, 1
  %367 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %366, i64 0, 2
  %368 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %367, i64 1, 3, 0
  %369 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %368, i64 4, 3, 1
  %370 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %369, i64 8, 3, 2
  %371 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %370, i64 8, 3, 3
  %372 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %371, i64 256, 4, 0
  %373 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %372, i64 64, 4, 1
  %374 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %373, i64 8, 4, 2
  %375 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %374, i64 1, 4, 3
  br label %376

376:                                              ; preds = %414, %345
  %377 = phi i64 [ %415, %414 ], [ 0, %345 ]
  %378 = icmp slt i64 %377, 1
  br i1 %378, label %379, label %416

379:                                              ; preds = %376
  br label %380

380:                                              ; preds = %412, %379
  %381 = phi i64 [ %413, %412 ], [ 0, %379 ]
  %382 = icmp slt i64 %381, 4
  br i1 %382, label %383, label %414

383:                                              ; preds = %380
  br label %384

384:                                              ; preds = %410, %383
  %385 = phi i64 [ %411, %410 ], [ 0, %383 ]
  %386 = icmp slt i64 %385, 8
  br i1 %386, label %387, label %412

387:                                              ; preds = %384
  br label %388

388:                                              ; preds = %391, %387
  %389 = phi i64 [ %409, %391 ], [ 0, %387 ]
  %390 = icmp slt i64 %389, 8
  br i1 %390, label %391, label %410

391:                                              ; preds = %388
  %392 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %358, 1
  %393 = mul nuw nsw i64 %377, 256
  %394 = mul nuw nsw i64 %381, 64
  %395 = add nuw nsw i64 %393, %394
  %396 = mul nuw nsw i64 %385, 8
  %397 = add nuw nsw i64 %395, %396
  %398 = add nuw nsw i64 %397, %389
  %399 = getelementptr inbounds nuw float, ptr %392, i64 %398
  %400 = load float, ptr %399, align 4
  %401 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %375, 1
  %402 = mul nuw nsw i64 %377, 256
  %403 = mul nuw nsw i64 %381, 64
  %404 = add nuw nsw i64 %402, %403
  %405 = mul nuw nsw i64 %385, 8
  %406 = add nuw nsw i64 %404, %405
  %407 = add nuw nsw i64 %406, %389
  %408 = getelementptr inbounds nuw float, ptr %401, i64 %407
  store float %400, ptr %408, align 4
  %409 = add i64 %389, 1
  br label %388

410:                                              ; preds = %388
  %411 = add i64 %385, 1
  br label %384

412:                                              ; preds = %384
  %413 = add i64 %381, 1
  br label %380

414:                                              ; preds = %380
  %415 = add i64 %377, 1
  br label %376

416:                                              ; preds = %376
  br label %417

417:                                              ; preds = %484, %416
  %418 = phi i64 [ %485, %484 ], [ 0, %416 ]
  %419 = icmp slt i64 %418, 1
  br i1 %419, label %420, label %486

420:                                              ; preds = %417
  br label %421

421:                                              ; preds = %482, %420
  %422 = phi i64 [ %483, %482 ], [ 0, %420 ]
  %423 = icmp slt i64 %422, 4
  br i1 %423, label %424, label %484

424:                                              ; preds = %421
  br label %425

425:                                              ; preds = %480, %424
  %426 = phi i64 [ %481, %480 ], [ 0, %424 ]
  %427 = icmp slt i64 %426, 8
  br i1 %427, label %428, label %482

428:                                              ; preds = %425
  br label %429

429:                                              ; preds = %478, %428
  %430 = phi i64 [ %479, %478 ], [ 0, %428 ]
  %431 = icmp slt i64 %430, 8
  br i1 %431, label %432, label %480

432:                                              ; preds = %429
  br label %433

433:                                              ; preds = %436, %432
  %434 = phi i64 [ %477, %436 ], [ 0, %432 ]
  %435 = icmp slt i64 %434, 8
  br i1 %435, label %436, label %478

436:                                              ; preds = %433
  %437 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %291, 1
  %438 = mul nuw nsw i64 %426, 32
  %439 = mul nuw nsw i64 %418, 32
  %440 = add nuw nsw i64 %438, %439
  %441 = mul nuw nsw i64 %422, 8
  %442 = add nuw nsw i64 %440, %441
  %443 = add nuw nsw i64 %442, %434
  %444 = getelementptr inbounds nuw float, ptr %437, i64 %443
  %445 = load float, ptr %444, align 4
  %446 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %304, 1
  %447 = getelementptr float, ptr %446, i64 256
  %448 = mul nuw nsw i64 %430, 32
  %449 = mul nuw nsw i64 %418, 32
  %450 = add nuw nsw i64 %448, %449
  %451 = mul nuw nsw i64 %422, 8
  %452 = add nuw nsw i64 %450, %451
  %453 = add nuw nsw i64 %452, %434
  %454 = getelementptr inbounds nuw float, ptr %447, i64 %453
  %455 = load float, ptr %454, align 4
  %456 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %375, 1
  %457 = mul nuw nsw i64 %418, 256
  %458 = mul nuw nsw i64 %422, 64
  %459 = add nuw nsw i64 %457, %458
  %460 = mul nuw nsw i64 %426, 8
  %461 = add nuw nsw i64 %459, %460
  %462 = add nuw nsw i64 %461, %430
  %463 = getelementptr inbounds nuw float, ptr %456, i64 %462
  %464 = load float, ptr %463, align 4
  %465 = fmul float %455, f0x3F1837F0
  %466 = fmul float %445, f0x3F1837F0
  %467 = fmul float %466, %465
  %468 = fadd float %464, %467
  %469 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %375, 1
  %470 = mul nuw nsw i64 %418, 256
  %471 = mul nuw nsw i64 %422, 64
  %472 = add nuw nsw i64 %470, %471
  %473 = mul nuw nsw i64 %426, 8
  %474 = add nuw nsw i64 %472, %473
  %475 = add nuw nsw i64 %474, %430
  %476 = getelementptr inbounds nuw float, ptr %469, i64 %475
  store float %468, ptr %476, align 4
  %477 = add i64 %434, 1
  br label %433

478:                                              ; preds = %433
  %479 = add i64 %430, 1
  br label %429

480:                                              ; preds = %429
  %481 = add i64 %426, 1
  br label %425

482:                                              ; preds = %425
  %483 = add i64 %422, 1
  br label %421

484:                                              ; preds = %421
  %485 = add i64 %418, 1
  br label %417

486:                                              ; preds = %417
  %487 = call ptr @malloc(i64 192)
  %488 = ptrtoint ptr %487 to i64
  %489 = add i64 %488, 63
  %490 = urem i64 %489, 64
  %491 = sub i64 %489, %490
  %492 = inttoptr i64 %491 to ptr
  %493 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %487, 0
  %494 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %493, ptr %492, 1
  %495 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %494, i64 0, 2
  %496 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %495, i64 1, 3, 0
  %497 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %496, i64 4, 3, 1
  %498 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %497, i64 8, 3, 2
  %499 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %498, i64 1, 3, 3
  %500 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %499, i64 32, 4, 0
  %501 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %500, i64 8, 4, 1
  %502 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %501, i64 1, 4, 2
  %503 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %502, i64 1, 4, 3
  br label %504

504:                                              ; preds = %532, %486
  %505 = phi i64 [ %533, %532 ], [ 0, %486 ]
  %506 = icmp slt i64 %505, 1
  br i1 %506, label %507, label %534

507:                                              ; preds = %504
  br label %508

508:                                              ; preds = %530, %507
  %509 = phi i64 [ %531, %530 ], [ 0, %507 ]
  %510 = icmp slt i64 %509, 4
  br i1 %510, label %511, label %532

511:                                              ; preds = %508
  br label %512

512:                                              ; preds = %528, %511
  %513 = phi i64 [ %529, %528 ], [ 0, %511 ]
  %514 = icmp slt i64 %513, 8
  br i1 %514, label %515, label %530

515:                                              ; preds = %512
  br label %516

516:                                              ; preds = %519, %515
  %517 = phi i64 [ %527, %519 ], [ 0, %515 ]
  %518 = icmp slt i64 %517, 1
  br i1 %518, label %519, label %528

519:                                              ; preds = %516
  %520 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %503, 1
  %521 = mul nuw nsw i64 %505, 32
  %522 = mul nuw nsw i64 %509, 8
  %523 = add nuw nsw i64 %521, %522
  %524 = add nuw nsw i64 %523, %513
  %525 = add nuw nsw i64 %524, %517
  %526 = getelementptr inbounds nuw float, ptr %520, i64 %525
  store float -inf, ptr %526, align 4
  %527 = add i64 %517, 1
  br label %516

528:                                              ; preds = %516
  %529 = add i64 %513, 1
  br label %512

530:                                              ; preds = %512
  %531 = add i64 %509, 1
  br label %508

532:                                              ; preds = %508
  %533 = add i64 %505, 1
  br label %504

534:                                              ; preds = %504
  %535 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %375, 0
  %536 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %375, 1
  %537 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %535, 0
  %538 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %537, ptr %536, 1
  %539 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %538, i64 0, 2
  %540 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %539, i64 1, 3, 0
  %541 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %540, i64 256, 4, 0
  %542 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %541, i64 4, 3, 1
  %543 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %542, i64 64, 4, 1
  %544 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %543, i64 8, 3, 2
  %545 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %544, i64 8, 4, 2
  %546 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %545, i64 1, 3, 3
  %547 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %546, i64 8, 4, 3
  %548 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %547, i64 8, 3, 4
  %549 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %548, i64 1, 4, 4
  br label %550

550:                                              ; preds = %604, %534
  %551 = phi i64 [ %605, %604 ], [ 0, %534 ]
  %552 = icmp slt i64 %551, 1
  br i1 %552, label %553, label %606

553:                                              ; preds = %550
  br label %554

554:                                              ; preds = %602, %553
  %555 = phi i64 [ %603, %602 ], [ 0, %553 ]
  %556 = icmp slt i64 %555, 4
  br i1 %556, label %557, label %604

557:                                              ; preds = %554
  br label %558

558:                                              ; preds = %600, %557
  %559 = phi i64 [ %601, %600 ], [ 0, %557 ]
  %560 = icmp slt i64 %559, 8
  br i1 %560, label %561, label %602

561:                                              ; preds = %558
  br label %562

562:                                              ; preds = %598, %561
  %563 = phi i64 [ %599, %598 ], [ 0, %561 ]
  %564 = icmp slt i64 %563, 1
  br i1 %564, label %565, label %600

565:                                              ; preds = %562
  br label %566

566:                                              ; preds = %569, %565
  %567 = phi i64 [ %597, %569 ], [ 0, %565 ]
  %568 = icmp slt i64 %567, 8
  br i1 %568, label %569, label %598

569:                                              ; preds = %566
  %570 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %549, 1
  %571 = mul nuw nsw i64 %551, 256
  %572 = mul nuw nsw i64 %555, 64
  %573 = add nuw nsw i64 %571, %572
  %574 = mul nuw nsw i64 %559, 8
  %575 = add nuw nsw i64 %573, %574
  %576 = mul nuw nsw i64 %563, 8
  %577 = add nuw nsw i64 %575, %576
  %578 = add nuw nsw i64 %577, %567
  %579 = getelementptr inbounds nuw float, ptr %570, i64 %578
  %580 = load float, ptr %579, align 4
  %581 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %503, 1
  %582 = mul nuw nsw i64 %551, 32
  %583 = mul nuw nsw i64 %555, 8
  %584 = add nuw nsw i64 %582, %583
  %585 = add nuw nsw i64 %584, %559
  %586 = add nuw nsw i64 %585, %563
  %587 = getelementptr inbounds nuw float, ptr %581, i64 %586
  %588 = load float, ptr %587, align 4
  %589 = call float @llvm.maximum.f32(float %580, float %588)
  %590 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %503, 1
  %591 = mul nuw nsw i64 %551, 32
  %592 = mul nuw nsw i64 %555, 8
  %593 = add nuw nsw i64 %591, %592
  %594 = add nuw nsw i64 %593, %559
  %595 = add nuw nsw i64 %594, %563
  %596 = getelementptr inbounds nuw float, ptr %590, i64 %595
  store float %589, ptr %596, align 4
  %597 = add i64 %567, 1
  br label %566

598:                                              ; preds = %566
  %599 = add i64 %563, 1
  br label %562

600:                                              ; preds = %562
  %601 = add i64 %559, 1
  br label %558

602:                                              ; preds = %558
  %603 = add i64 %555, 1
  br label %554

604:                                              ; preds = %554
  %605 = add i64 %551, 1
  br label %550

606:                                              ; preds = %550
  br label %607

607:                                              ; preds = %656, %606
  %608 = phi i64 [ %657, %656 ], [ 0, %606 ]
  %609 = icmp slt i64 %608, 1
  br i1 %609, label %610, label %658

610:                                              ; preds = %607
  br label %611

611:                                              ; preds = %654, %610
  %612 = phi i64 [ %655, %654 ], [ 0, %610 ]
  %613 = icmp slt i64 %612, 4
  br i1 %613, label %614, label %656

614:                                              ; preds = %611
  br label %615

615:                                              ; preds = %652, %614
  %616 = phi i64 [ %653, %652 ], [ 0, %614 ]
  %617 = icmp slt i64 %616, 8
  br i1 %617, label %618, label %654

618:                                              ; preds = %615
  br label %619

619:                                              ; preds = %622, %618
  %620 = phi i64 [ %651, %622 ], [ 0, %618 ]
  %621 = icmp slt i64 %620, 8
  br i1 %621, label %622, label %652

622:                                              ; preds = %619
  %623 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %375, 1
  %624 = mul nuw nsw i64 %608, 256
  %625 = mul nuw nsw i64 %612, 64
  %626 = add nuw nsw i64 %624, %625
  %627 = mul nuw nsw i64 %616, 8
  %628 = add nuw nsw i64 %626, %627
  %629 = add nuw nsw i64 %628, %620
  %630 = getelementptr inbounds nuw float, ptr %623, i64 %629
  %631 = load float, ptr %630, align 4
  %632 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %503, 1
  %633 = mul nuw nsw i64 %608, 32
  %634 = mul nuw nsw i64 %612, 8
  %635 = add nuw nsw i64 %633, %634
  %636 = add nuw nsw i64 %635, %616
  %637 = add nuw nsw i64 %636, 0
  %638 = getelementptr inbounds nuw float, ptr %632, i64 %637
  %639 = load float, ptr %638, align 4
  %640 = fsub float %631, %639
  %641 = fmul float %640, f0x3FB8AA3B
  %642 = call float @llvm.exp2.f32(float %641)
  %643 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %321, 1
  %644 = mul nuw nsw i64 %608, 256
  %645 = mul nuw nsw i64 %612, 64
  %646 = add nuw nsw i64 %644, %645
  %647 = mul nuw nsw i64 %616, 8
  %648 = add nuw nsw i64 %646, %647
  %649 = add nuw nsw i64 %648, %620
  %650 = getelementptr inbounds nuw float, ptr %643, i64 %649
  store float %642, ptr %650, align 4
  %651 = add i64 %620, 1
  br label %619

652:                                              ; preds = %619
  %653 = add i64 %616, 1
  br label %615

654:                                              ; preds = %615
  %655 = add i64 %612, 1
  br label %611

656:                                              ; preds = %611
  %657 = add i64 %608, 1
  br label %607

658:                                              ; preds = %607
  %659 = call ptr @malloc(i64 192)
  %660 = ptrtoint ptr %659 to i64
  %661 = add i64 %660, 63
  %662 = urem i64 %661, 64
  %663 = sub i64 %661, %662
  %664 = inttoptr i64 %663 to ptr
  %665 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %659, 0
  %666 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %665, ptr %664, 1
  %667 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %666, i64 0, 2
  %668 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %667, i64 1, 3, 0
  %669 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %668, i64 4, 3, 1
  %670 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %669, i64 8, 3, 2
  %671 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %670, i64 1, 3, 3
  %672 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %671, i64 32, 4, 0
  %673 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %672, i64 8, 4, 1
  %674 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %673, i64 1, 4, 2
  %675 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %674, i64 1, 4, 3
  br label %676

676:                                              ; preds = %704, %658
  %677 = phi i64 [ %705, %704 ], [ 0, %658 ]
  %678 = icmp slt i64 %677, 1
  br i1 %678, label %679, label %706

679:                                              ; preds = %676
  br label %680

680:                                              ; preds = %702, %679
  %681 = phi i64 [ %703, %702 ], [ 0, %679 ]
  %682 = icmp slt i64 %681, 4
  br i1 %682, label %683, label %704

683:                                              ; preds = %680
  br label %684

684:                                              ; preds = %700, %683
  %685 = phi i64 [ %701, %700 ], [ 0, %683 ]
  %686 = icmp slt i64 %685, 8
  br i1 %686, label %687, label %702

687:                                              ; preds = %684
  br label %688

688:                                              ; preds = %691, %687
  %689 = phi i64 [ %699, %691 ], [ 0, %687 ]
  %690 = icmp slt i64 %689, 1
  br i1 %690, label %691, label %700

691:                                              ; preds = %688
  %692 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %675, 1
  %693 = mul nuw nsw i64 %677, 32
  %694 = mul nuw nsw i64 %681, 8
  %695 = add nuw nsw i64 %693, %694
  %696 = add nuw nsw i64 %695, %685
  %697 = add nuw nsw i64 %696, %689
  %698 = getelementptr inbounds nuw float, ptr %692, i64 %697
  store float 0.000000e+00, ptr %698, align 4
  %699 = add i64 %689, 1
  br label %688

700:                                              ; preds = %688
  %701 = add i64 %685, 1
  br label %684

702:                                              ; preds = %684
  %703 = add i64 %681, 1
  br label %680

704:                                              ; preds = %680
  %705 = add i64 %677, 1
  br label %676

706:                                              ; preds = %676
  br label %707

707:                                              ; preds = %753, %706
  %708 = phi i64 [ %754, %753 ], [ 0, %706 ]
  %709 = icmp slt i64 %708, 1
  br i1 %709, label %710, label %755

710:                                              ; preds = %707
  br label %711

711:                                              ; preds = %751, %710
  %712 = phi i64 [ %752, %751 ], [ 0, %710 ]
  %713 = icmp slt i64 %712, 4
  br i1 %713, label %714, label %753

714:                                              ; preds = %711
  br label %715

715:                                              ; preds = %749, %714
  %716 = phi i64 [ %750, %749 ], [ 0, %714 ]
  %717 = icmp slt i64 %716, 8
  br i1 %717, label %718, label %751

718:                                              ; preds = %715
  br label %719

719:                                              ; preds = %722, %718
  %720 = phi i64 [ %748, %722 ], [ 0, %718 ]
  %721 = icmp slt i64 %720, 8
  br i1 %721, label %722, label %749

722:                                              ; preds = %719
  %723 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %321, 1
  %724 = mul nuw nsw i64 %708, 256
  %725 = mul nuw nsw i64 %712, 64
  %726 = add nuw nsw i64 %724, %725
  %727 = mul nuw nsw i64 %716, 8
  %728 = add nuw nsw i64 %726, %727
  %729 = add nuw nsw i64 %728, %720
  %730 = getelementptr inbounds nuw float, ptr %723, i64 %729
  %731 = load float, ptr %730, align 4
  %732 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %675, 1
  %733 = mul nuw nsw i64 %708, 32
  %734 = mul nuw nsw i64 %712, 8
  %735 = add nuw nsw i64 %733, %734
  %736 = add nuw nsw i64 %735, %716
  %737 = add nuw nsw i64 %736, 0
  %738 = getelementptr inbounds nuw float, ptr %732, i64 %737
  %739 = load float, ptr %738, align 4
  %740 = fadd float %731, %739
  %741 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %675, 1
  %742 = mul nuw nsw i64 %708, 32
  %743 = mul nuw nsw i64 %712, 8
  %744 = add nuw nsw i64 %742, %743
  %745 = add nuw nsw i64 %744, %716
  %746 = add nuw nsw i64 %745, 0
  %747 = getelementptr inbounds nuw float, ptr %741, i64 %746
  store float %740, ptr %747, align 4
  %748 = add i64 %720, 1
  br label %719

749:                                              ; preds = %719
  %750 = add i64 %716, 1
  br label %715

751:                                              ; preds = %715
  %752 = add i64 %712, 1
  br label %711

753:                                              ; preds = %711
  %754 = add i64 %708, 1
  br label %707

755:                                              ; preds = %707
  %756 = call ptr @malloc(i64 96)
  %757 = ptrtoint ptr %756 to i64
  %758 = add i64 %757, 63
  %759 = urem i64 %758, 64
  %760 = sub i64 %758, %759
  %761 = inttoptr i64 %760 to ptr
  %762 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %756, 0
  %763 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %762, ptr %761, 1
  %764 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %763, i64 0, 2
  %765 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %764, i64 1, 3, 0
  %766 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %765, i64 4, 3, 1
  %767 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %766, i64 8, 3, 2
  %768 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %767, i64 1, 3, 3
  %769 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %768, i64 32, 4, 0
  %770 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %769, i64 8, 4, 1
  %771 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %770, i64 1, 4, 2
  %772 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %771, i64 1, 4, 3
  br label %773

773:                                              ; preds = %801, %755
  %774 = phi i64 [ %802, %801 ], [ 0, %755 ]
  %775 = icmp slt i64 %774, 1
  br i1 %775, label %776, label %803

776:                                              ; preds = %773
  br label %777

777:                                              ; preds = %799, %776
  %778 = phi i64 [ %800, %799 ], [ 0, %776 ]
  %779 = icmp slt i64 %778, 4
  br i1 %779, label %780, label %801

780:                                              ; preds = %777
  br label %781

781:                                              ; preds = %797, %780
  %782 = phi i64 [ %798, %797 ], [ 0, %780 ]
  %783 = icmp slt i64 %782, 8
  br i1 %783, label %784, label %799

784:                                              ; preds = %781
  br label %785

785:                                              ; preds = %788, %784
  %786 = phi i64 [ %796, %788 ], [ 0, %784 ]
  %787 = icmp slt i64 %786, 1
  br i1 %787, label %788, label %797

788:                                              ; preds = %785
  %789 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %772, 1
  %790 = mul nuw nsw i64 %774, 32
  %791 = mul nuw nsw i64 %778, 8
  %792 = add nuw nsw i64 %790, %791
  %793 = add nuw nsw i64 %792, %782
  %794 = add nuw nsw i64 %793, %786
  %795 = getelementptr inbounds nuw i1, ptr %789, i64 %794
  store i1 true, ptr %795, align 1
  %796 = add i64 %786, 1
  br label %785

797:                                              ; preds = %785
  %798 = add i64 %782, 1
  br label %781

799:                                              ; preds = %781
  %800 = add i64 %778, 1
  br label %777

801:                                              ; preds = %777
  %802 = add i64 %774, 1
  br label %773

803:                                              ; preds = %773
  br label %804

804:                                              ; preds = %852, %803
  %805 = phi i64 [ %853, %852 ], [ 0, %803 ]
  %806 = icmp slt i64 %805, 1
  br i1 %806, label %807, label %854

807:                                              ; preds = %804
  br label %808

808:                                              ; preds = %850, %807
  %809 = phi i64 [ %851, %850 ], [ 0, %807 ]
  %810 = icmp slt i64 %809, 4
  br i1 %810, label %811, label %852

811:                                              ; preds = %808
  br label %812

812:                                              ; preds = %848, %811
  %813 = phi i64 [ %849, %848 ], [ 0, %811 ]
  %814 = icmp slt i64 %813, 8
  br i1 %814, label %815, label %850

815:                                              ; preds = %812
  br label %816

816:                                              ; preds = %819, %815
  %817 = phi i64 [ %847, %819 ], [ 0, %815 ]
  %818 = icmp slt i64 %817, 8
  br i1 %818, label %819, label %848

819:                                              ; preds = %816
  %820 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %375, 1
  %821 = mul nuw nsw i64 %805, 256
  %822 = mul nuw nsw i64 %809, 64
  %823 = add nuw nsw i64 %821, %822
  %824 = mul nuw nsw i64 %813, 8
  %825 = add nuw nsw i64 %823, %824
  %826 = add nuw nsw i64 %825, %817
  %827 = getelementptr inbounds nuw float, ptr %820, i64 %826
  %828 = load float, ptr %827, align 4
  %829 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %772, 1
  %830 = mul nuw nsw i64 %805, 32
  %831 = mul nuw nsw i64 %809, 8
  %832 = add nuw nsw i64 %830, %831
  %833 = add nuw nsw i64 %832, %813
  %834 = add nuw nsw i64 %833, 0
  %835 = getelementptr inbounds nuw i1, ptr %829, i64 %834
  %836 = load i1, ptr %835, align 1
  %837 = fpext float %828 to double
  %838 = fcmp oeq double %837, -inf
  %839 = and i1 %838, %836
  %840 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %772, 1
  %841 = mul nuw nsw i64 %805, 32
  %842 = mul nuw nsw i64 %809, 8
  %843 = add nuw nsw i64 %841, %842
  %844 = add nuw nsw i64 %843, %813
  %845 = add nuw nsw i64 %844, 0
  %846 = getelementptr inbounds nuw i1, ptr %840, i64 %845
  store i1 %839, ptr %846, align 1
  %847 = add i64 %817, 1
  br label %816

848:                                              ; preds = %816
  %849 = add i64 %813, 1
  br label %812

850:                                              ; preds = %812
  %851 = add i64 %809, 1
  br label %808

852:                                              ; preds = %808
  %853 = add i64 %805, 1
  br label %804

854:                                              ; preds = %804
  %855 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %205, 0
  %856 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %205, 1
  %857 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %855, 0
  %858 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %857, ptr %856, 1
  %859 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %858, i64 512, 2
  %860 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %859, i64 8, 3, 0
  %861 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %860, i64 32, 4, 0
  %862 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %861, i64 1, 3, 1
  %863 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %862, i64 32, 4, 1
  %864 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %863, i64 4, 3, 2
  %865 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %864, i64 8, 4, 2
  %866 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %865, i64 8, 3, 3
  %867 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %866, i64 1, 4, 3
  br label %868

868:                                              ; preds = %951, %854
  %869 = phi i64 [ %952, %951 ], [ 0, %854 ]
  %870 = icmp slt i64 %869, 1
  br i1 %870, label %871, label %953

871:                                              ; preds = %868
  br label %872

872:                                              ; preds = %949, %871
  %873 = phi i64 [ %950, %949 ], [ 0, %871 ]
  %874 = icmp slt i64 %873, 4
  br i1 %874, label %875, label %951

875:                                              ; preds = %872
  br label %876

876:                                              ; preds = %947, %875
  %877 = phi i64 [ %948, %947 ], [ 0, %875 ]
  %878 = icmp slt i64 %877, 8
  br i1 %878, label %879, label %949

879:                                              ; preds = %876
  br label %880

880:                                              ; preds = %945, %879
  %881 = phi i64 [ %946, %945 ], [ 0, %879 ]
  %882 = icmp slt i64 %881, 8
  br i1 %882, label %883, label %947

883:                                              ; preds = %880
  br label %884

884:                                              ; preds = %887, %883
  %885 = phi i64 [ %944, %887 ], [ 0, %883 ]
  %886 = icmp slt i64 %885, 8
  br i1 %886, label %887, label %945

887:                                              ; preds = %884
  %888 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %772, 1
  %889 = mul nuw nsw i64 %869, 32
  %890 = mul nuw nsw i64 %873, 8
  %891 = add nuw nsw i64 %889, %890
  %892 = add nuw nsw i64 %891, %877
  %893 = add nuw nsw i64 %892, 0
  %894 = getelementptr inbounds nuw i1, ptr %888, i64 %893
  %895 = load i1, ptr %894, align 1
  %896 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %321, 1
  %897 = mul nuw nsw i64 %869, 256
  %898 = mul nuw nsw i64 %873, 64
  %899 = add nuw nsw i64 %897, %898
  %900 = mul nuw nsw i64 %877, 8
  %901 = add nuw nsw i64 %899, %900
  %902 = add nuw nsw i64 %901, %885
  %903 = getelementptr inbounds nuw float, ptr %896, i64 %902
  %904 = load float, ptr %903, align 4
  %905 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %675, 1
  %906 = mul nuw nsw i64 %869, 32
  %907 = mul nuw nsw i64 %873, 8
  %908 = add nuw nsw i64 %906, %907
  %909 = add nuw nsw i64 %908, %877
  %910 = add nuw nsw i64 %909, 0
  %911 = getelementptr inbounds nuw float, ptr %905, i64 %910
  %912 = load float, ptr %911, align 4
  %913 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %867, 1
  %914 = getelementptr float, ptr %913, i64 512
  %915 = mul nuw nsw i64 %885, 32
  %916 = mul nuw nsw i64 %869, 32
  %917 = add nuw nsw i64 %915, %916
  %918 = mul nuw nsw i64 %873, 8
  %919 = add nuw nsw i64 %917, %918
  %920 = add nuw nsw i64 %919, %881
  %921 = getelementptr inbounds nuw float, ptr %914, i64 %920
  %922 = load float, ptr %921, align 4
  %923 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %358, 1
  %924 = mul nuw nsw i64 %869, 256
  %925 = mul nuw nsw i64 %873, 64
  %926 = add nuw nsw i64 %924, %925
  %927 = mul nuw nsw i64 %877, 8
  %928 = add nuw nsw i64 %926, %927
  %929 = add nuw nsw i64 %928, %881
  %930 = getelementptr inbounds nuw float, ptr %923, i64 %929
  %931 = load float, ptr %930, align 4
  %932 = fdiv float %904, %912
  %933 = select i1 %895, float 0.000000e+00, float %932
  %934 = fmul float %933, %922
  %935 = fadd float %931, %934
  %936 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %358, 1
  %937 = mul nuw nsw i64 %869, 256
  %938 = mul nuw nsw i64 %873, 64
  %939 = add nuw nsw i64 %937, %938
  %940 = mul nuw nsw i64 %877, 8
  %941 = add nuw nsw i64 %939, %940
  %942 = add nuw nsw i64 %941, %881
  %943 = getelementptr inbounds nuw float, ptr %936, i64 %942
  store float %935, ptr %943, align 4
  %944 = add i64 %885, 1
  br label %884

945:                                              ; preds = %884
  %946 = add i64 %881, 1
  br label %880

947:                                              ; preds = %880
  %948 = add i64 %877, 1
  br label %876

949:                                              ; preds = %876
  %950 = add i64 %873, 1
  br label %872

951:                                              ; preds = %872
  %952 = add i64 %869, 1
  br label %868

953:                                              ; preds = %868
  %954 = call ptr @malloc(i64 1088)
  %955 = ptrtoint ptr %954 to i64
  %956 = add i64 %955, 63
  %957 = urem i64 %956, 64
  %958 = sub i64 %956, %957
  %959 = inttoptr i64 %958 to ptr
  %960 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %954, 0
  %961 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %960, ptr %959, 1
  %962 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %961, i64 0, 2
  %963 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %962, i64 8, 3, 0
  %964 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %963, i64 32, 3, 1
  %965 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %964, i64 32, 4, 0
  %966 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %965, i64 1, 4, 1
  br label %967

967:                                              ; preds = %980, %953
  %968 = phi i64 [ %981, %980 ], [ 0, %953 ]
  %969 = icmp slt i64 %968, 8
  br i1 %969, label %970, label %982

970:                                              ; preds = %967
  br label %971

971:                                              ; preds = %974, %970
  %972 = phi i64 [ %979, %974 ], [ 0, %970 ]
  %973 = icmp slt i64 %972, 32
  br i1 %973, label %974, label %980

974:                                              ; preds = %971
  %975 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %966, 1
  %976 = mul nuw nsw i64 %968, 32
  %977 = add nuw nsw i64 %976, %972
  %978 = getelementptr inbounds nuw float, ptr %975, i64 %977
  store float 0.000000e+00, ptr %978, align 4
  %979 = add i64 %972, 1
  br label %971

980:                                              ; preds = %971
  %981 = add i64 %968, 1
  br label %967

982:                                              ; preds = %967
  %983 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %966, 0
  %984 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %966, 1
  %985 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %983, 0
  %986 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %985, ptr %984, 1
  %987 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %986, i64 0, 2
  %988 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %987, i64 8, 3, 0
  %989 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %988, i64 32, 4, 0
  %990 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %989, i64 1, 3, 1
  %991 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %990, i64 32, 4, 1
  %992 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %991, i64 32, 3, 2
  %993 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %992, i64 1, 4, 2
  %994 = call ptr @malloc(i64 1088)
  %995 = ptrtoint ptr %994 to i64
  %996 = add i64 %995, 63
  %997 = urem i64 %996, 64
  %998 = sub i64 %996, %997
  %999 = inttoptr i64 %998 to ptr
  %1000 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %994, 0
  %1001 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1000, ptr %999, 1
  %1002 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1001, i64 0, 2
  %1003 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1002, i64 8, 3, 0
  %1004 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1003, i64 1, 3, 1
  %1005 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1004, i64 32, 3, 2
  %1006 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1005, i64 32, 4, 0
  %1007 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1006, i64 32, 4, 1
  %1008 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1007, i64 1, 4, 2
  br label %1009

1009:                                             ; preds = %1037, %982
  %1010 = phi i64 [ %1038, %1037 ], [ 0, %982 ]
  %1011 = icmp slt i64 %1010, 8
  br i1 %1011, label %1012, label %1039

1012:                                             ; preds = %1009
  br label %1013

1013:                                             ; preds = %1035, %1012
  %1014 = phi i64 [ %1036, %1035 ], [ 0, %1012 ]
  %1015 = icmp slt i64 %1014, 1
  br i1 %1015, label %1016, label %1037

1016:                                             ; preds = %1013
  br label %1017

1017:                                             ; preds = %1020, %1016
  %1018 = phi i64 [ %1034, %1020 ], [ 0, %1016 ]
  %1019 = icmp slt i64 %1018, 32
  br i1 %1019, label %1020, label %1035

1020:                                             ; preds = %1017
  %1021 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %993, 1
  %1022 = mul nuw nsw i64 %1010, 32
  %1023 = mul nuw nsw i64 %1014, 32
  %1024 = add nuw nsw i64 %1022, %1023
  %1025 = add nuw nsw i64 %1024, %1018
  %1026 = getelementptr inbounds nuw float, ptr %1021, i64 %1025
  %1027 = load float, ptr %1026, align 4
  %1028 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1008, 1
  %1029 = mul nuw nsw i64 %1010, 32
  %1030 = mul nuw nsw i64 %1014, 32
  %1031 = add nuw nsw i64 %1029, %1030
  %1032 = add nuw nsw i64 %1031, %1018
  %1033 = getelementptr inbounds nuw float, ptr %1028, i64 %1032
  store float %1027, ptr %1033, align 4
  %1034 = add i64 %1018, 1
  br label %1017

1035:                                             ; preds = %1017
  %1036 = add i64 %1014, 1
  br label %1013

1037:                                             ; preds = %1013
  %1038 = add i64 %1010, 1
  br label %1009

1039:                                             ; preds = %1009
  br label %1040

1040:                                             ; preds = %1107, %1039
  %1041 = phi i64 [ %1108, %1107 ], [ 0, %1039 ]
  %1042 = icmp slt i64 %1041, 8
  br i1 %1042, label %1043, label %1109

1043:                                             ; preds = %1040
  br label %1044

1044:                                             ; preds = %1105, %1043
  %1045 = phi i64 [ %1106, %1105 ], [ 0, %1043 ]
  %1046 = icmp slt i64 %1045, 1
  br i1 %1046, label %1047, label %1107

1047:                                             ; preds = %1044
  br label %1048

1048:                                             ; preds = %1103, %1047
  %1049 = phi i64 [ %1104, %1103 ], [ 0, %1047 ]
  %1050 = icmp slt i64 %1049, 32
  br i1 %1050, label %1051, label %1105

1051:                                             ; preds = %1048
  br label %1052

1052:                                             ; preds = %1101, %1051
  %1053 = phi i64 [ %1102, %1101 ], [ 0, %1051 ]
  %1054 = icmp slt i64 %1053, 1
  br i1 %1054, label %1055, label %1103

1055:                                             ; preds = %1052
  br label %1056

1056:                                             ; preds = %1099, %1055
  %1057 = phi i64 [ %1100, %1099 ], [ 0, %1055 ]
  %1058 = icmp slt i64 %1057, 4
  br i1 %1058, label %1059, label %1101

1059:                                             ; preds = %1056
  br label %1060

1060:                                             ; preds = %1063, %1059
  %1061 = phi i64 [ %1098, %1063 ], [ 0, %1059 ]
  %1062 = icmp slt i64 %1061, 8
  br i1 %1062, label %1063, label %1099

1063:                                             ; preds = %1060
  %1064 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %358, 1
  %1065 = mul nuw nsw i64 %1053, 256
  %1066 = mul nuw nsw i64 %1057, 64
  %1067 = add nuw nsw i64 %1065, %1066
  %1068 = mul nuw nsw i64 %1041, 8
  %1069 = add nuw nsw i64 %1067, %1068
  %1070 = add nuw nsw i64 %1069, %1061
  %1071 = getelementptr inbounds nuw float, ptr %1064, i64 %1070
  %1072 = load float, ptr %1071, align 4
  %1073 = mul nuw nsw i64 %1045, 1024
  %1074 = mul nuw nsw i64 %1049, 32
  %1075 = add nuw nsw i64 %1073, %1074
  %1076 = mul nuw nsw i64 %1053, 32
  %1077 = add nuw nsw i64 %1075, %1076
  %1078 = mul nuw nsw i64 %1057, 8
  %1079 = add nuw nsw i64 %1077, %1078
  %1080 = add nuw nsw i64 %1079, %1061
  %1081 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32, i64 %1080
  %1082 = load float, ptr %1081, align 4
  %1083 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1008, 1
  %1084 = mul nuw nsw i64 %1041, 32
  %1085 = mul nuw nsw i64 %1045, 32
  %1086 = add nuw nsw i64 %1084, %1085
  %1087 = add nuw nsw i64 %1086, %1049
  %1088 = getelementptr inbounds nuw float, ptr %1083, i64 %1087
  %1089 = load float, ptr %1088, align 4
  %1090 = fmul float %1072, %1082
  %1091 = fadd float %1089, %1090
  %1092 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1008, 1
  %1093 = mul nuw nsw i64 %1041, 32
  %1094 = mul nuw nsw i64 %1045, 32
  %1095 = add nuw nsw i64 %1093, %1094
  %1096 = add nuw nsw i64 %1095, %1049
  %1097 = getelementptr inbounds nuw float, ptr %1092, i64 %1096
  store float %1091, ptr %1097, align 4
  %1098 = add i64 %1061, 1
  br label %1060

1099:                                             ; preds = %1060
  %1100 = add i64 %1057, 1
  br label %1056

1101:                                             ; preds = %1056
  %1102 = add i64 %1053, 1
  br label %1052

1103:                                             ; preds = %1052
  %1104 = add i64 %1049, 1
  br label %1048

1105:                                             ; preds = %1048
  %1106 = add i64 %1045, 1
  br label %1044

1107:                                             ; preds = %1044
  %1108 = add i64 %1041, 1
  br label %1040

1109:                                             ; preds = %1040
  %1110 = call ptr @malloc(i64 1088)
  %1111 = ptrtoint ptr %1110 to i64
  %1112 = add i64 %1111, 63
  %1113 = urem i64 %1112, 64
  %1114 = sub i64 %1112, %1113
  %1115 = inttoptr i64 %1114 to ptr
  %1116 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1110, 0
  %1117 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1116, ptr %1115, 1
  %1118 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1117, i64 0, 2
  %1119 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1118, i64 1, 3, 0
  %1120 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1119, i64 8, 3, 1
  %1121 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1120, i64 32, 3, 2
  %1122 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1121, i64 256, 4, 0
  %1123 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1122, i64 32, 4, 1
  %1124 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1123, i64 1, 4, 2
  br label %1125

1125:                                             ; preds = %1166, %1109
  %1126 = phi i64 [ %1167, %1166 ], [ 0, %1109 ]
  %1127 = icmp slt i64 %1126, 1
  br i1 %1127, label %1128, label %1168

1128:                                             ; preds = %1125
  br label %1129

1129:                                             ; preds = %1164, %1128
  %1130 = phi i64 [ %1165, %1164 ], [ 0, %1128 ]
  %1131 = icmp slt i64 %1130, 8
  br i1 %1131, label %1132, label %1166

1132:                                             ; preds = %1129
  br label %1133

1133:                                             ; preds = %1136, %1132
  %1134 = phi i64 [ %1163, %1136 ], [ 0, %1132 ]
  %1135 = icmp slt i64 %1134, 32
  br i1 %1135, label %1136, label %1164

1136:                                             ; preds = %1133
  %1137 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, 1
  %1138 = mul nuw nsw i64 %1126, 256
  %1139 = mul nuw nsw i64 %1130, 32
  %1140 = add nuw nsw i64 %1138, %1139
  %1141 = add nuw nsw i64 %1140, %1134
  %1142 = getelementptr inbounds nuw float, ptr %1137, i64 %1141
  %1143 = load float, ptr %1142, align 4
  %1144 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1008, 1
  %1145 = mul nuw nsw i64 %1130, 32
  %1146 = mul nuw nsw i64 %1126, 32
  %1147 = add nuw nsw i64 %1145, %1146
  %1148 = add nuw nsw i64 %1147, %1134
  %1149 = getelementptr inbounds nuw float, ptr %1144, i64 %1148
  %1150 = load float, ptr %1149, align 4
  %1151 = mul nuw nsw i64 %1126, 32
  %1152 = add nuw nsw i64 %1151, %1134
  %1153 = getelementptr inbounds nuw float, ptr @__constant_32xf32_4, i64 %1152
  %1154 = load float, ptr %1153, align 4
  %1155 = fadd float %1150, %1154
  %1156 = fadd float %1143, %1155
  %1157 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1124, 1
  %1158 = mul nuw nsw i64 %1126, 256
  %1159 = mul nuw nsw i64 %1130, 32
  %1160 = add nuw nsw i64 %1158, %1159
  %1161 = add nuw nsw i64 %1160, %1134
  %1162 = getelementptr inbounds nuw float, ptr %1157, i64 %1161
  store float %1156, ptr %1162, align 4
  %1163 = add i64 %1134, 1
  br label %1133

1164:                                             ; preds = %1133
  %1165 = add i64 %1130, 1
  br label %1129

1166:                                             ; preds = %1129
  %1167 = add i64 %1126, 1
  br label %1125

1168:                                             ; preds = %1125
  %1169 = call ptr @malloc(i64 2112)
  %1170 = ptrtoint ptr %1169 to i64
  %1171 = add i64 %1170, 63
  %1172 = urem i64 %1171, 64
  %1173 = sub i64 %1171, %1172
  %1174 = inttoptr i64 %1173 to ptr
  %1175 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1169, 0
  %1176 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1175, ptr %1174, 1
  %1177 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1176, i64 0, 2
  %1178 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1177, i64 1, 3, 0
  %1179 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1178, i64 8, 3, 1
  %1180 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1179, i64 32, 3, 2
  %1181 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1180, i64 256, 4, 0
  %1182 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1181, i64 32, 4, 1
  %1183 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1182, i64 1, 4, 2
  br label %1184

1184:                                             ; preds = %1213, %1168
  %1185 = phi i64 [ %1214, %1213 ], [ 0, %1168 ]
  %1186 = icmp slt i64 %1185, 1
  br i1 %1186, label %1187, label %1215

1187:                                             ; preds = %1184
  br label %1188

1188:                                             ; preds = %1211, %1187
  %1189 = phi i64 [ %1212, %1211 ], [ 0, %1187 ]
  %1190 = icmp slt i64 %1189, 8
  br i1 %1190, label %1191, label %1213

1191:                                             ; preds = %1188
  br label %1192

1192:                                             ; preds = %1195, %1191
  %1193 = phi i64 [ %1210, %1195 ], [ 0, %1191 ]
  %1194 = icmp slt i64 %1193, 32
  br i1 %1194, label %1195, label %1211

1195:                                             ; preds = %1192
  %1196 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1124, 1
  %1197 = mul nuw nsw i64 %1185, 256
  %1198 = mul nuw nsw i64 %1189, 32
  %1199 = add nuw nsw i64 %1197, %1198
  %1200 = add nuw nsw i64 %1199, %1193
  %1201 = getelementptr inbounds nuw float, ptr %1196, i64 %1200
  %1202 = load float, ptr %1201, align 4
  %1203 = fpext float %1202 to double
  %1204 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1183, 1
  %1205 = mul nuw nsw i64 %1185, 256
  %1206 = mul nuw nsw i64 %1189, 32
  %1207 = add nuw nsw i64 %1205, %1206
  %1208 = add nuw nsw i64 %1207, %1193
  %1209 = getelementptr inbounds nuw double, ptr %1204, i64 %1208
  store double %1203, ptr %1209, align 8
  %1210 = add i64 %1193, 1
  br label %1192

1211:                                             ; preds = %1192
  %1212 = add i64 %1189, 1
  br label %1188

1213:                                             ; preds = %1188
  %1214 = add i64 %1185, 1
  br label %1184

1215:                                             ; preds = %1184
  %1216 = call ptr @malloc(i64 128)
  %1217 = ptrtoint ptr %1216 to i64
  %1218 = add i64 %1217, 63
  %1219 = urem i64 %1218, 64
  %1220 = sub i64 %1218, %1219
  %1221 = inttoptr i64 %1220 to ptr
  %1222 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1216, 0
  %1223 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1222, ptr %1221, 1
  %1224 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1223, i64 0, 2
  %1225 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1224, i64 1, 3, 0
  %1226 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1225, i64 8, 3, 1
  %1227 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1226, i64 1, 3, 2
  %1228 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1227, i64 8, 4, 0
  %1229 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1228, i64 1, 4, 1
  %1230 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1229, i64 1, 4, 2
  br label %1231

1231:                                             ; preds = %1251, %1215
  %1232 = phi i64 [ %1252, %1251 ], [ 0, %1215 ]
  %1233 = icmp slt i64 %1232, 1
  br i1 %1233, label %1234, label %1253

1234:                                             ; preds = %1231
  br label %1235

1235:                                             ; preds = %1249, %1234
  %1236 = phi i64 [ %1250, %1249 ], [ 0, %1234 ]
  %1237 = icmp slt i64 %1236, 8
  br i1 %1237, label %1238, label %1251

1238:                                             ; preds = %1235
  br label %1239

1239:                                             ; preds = %1242, %1238
  %1240 = phi i64 [ %1248, %1242 ], [ 0, %1238 ]
  %1241 = icmp slt i64 %1240, 1
  br i1 %1241, label %1242, label %1249

1242:                                             ; preds = %1239
  %1243 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1230, 1
  %1244 = mul nuw nsw i64 %1232, 8
  %1245 = add nuw nsw i64 %1244, %1236
  %1246 = add nuw nsw i64 %1245, %1240
  %1247 = getelementptr inbounds nuw double, ptr %1243, i64 %1246
  store double 0.000000e+00, ptr %1247, align 8
  %1248 = add i64 %1240, 1
  br label %1239

1249:                                             ; preds = %1239
  %1250 = add i64 %1236, 1
  br label %1235

1251:                                             ; preds = %1235
  %1252 = add i64 %1232, 1
  br label %1231

1253:                                             ; preds = %1231
  %1254 = call ptr @malloc(i64 128)
  %1255 = ptrtoint ptr %1254 to i64
  %1256 = add i64 %1255, 63
  %1257 = urem i64 %1256, 64
  %1258 = sub i64 %1256, %1257
  %1259 = inttoptr i64 %1258 to ptr
  %1260 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1254, 0
  %1261 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1260, ptr %1259, 1
  %1262 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1261, i64 0, 2
  %1263 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1262, i64 1, 3, 0
  %1264 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1263, i64 8, 3, 1
  %1265 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1264, i64 1, 3, 2
  %1266 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1265, i64 8, 4, 0
  %1267 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1266, i64 1, 4, 1
  %1268 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1267, i64 1, 4, 2
  br label %1269

1269:                                             ; preds = %1295, %1253
  %1270 = phi i64 [ %1296, %1295 ], [ 0, %1253 ]
  %1271 = icmp slt i64 %1270, 1
  br i1 %1271, label %1272, label %1297

1272:                                             ; preds = %1269
  br label %1273

1273:                                             ; preds = %1293, %1272
  %1274 = phi i64 [ %1294, %1293 ], [ 0, %1272 ]
  %1275 = icmp slt i64 %1274, 8
  br i1 %1275, label %1276, label %1295

1276:                                             ; preds = %1273
  br label %1277

1277:                                             ; preds = %1280, %1276
  %1278 = phi i64 [ %1292, %1280 ], [ 0, %1276 ]
  %1279 = icmp slt i64 %1278, 1
  br i1 %1279, label %1280, label %1293

1280:                                             ; preds = %1277
  %1281 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1230, 1
  %1282 = mul nuw nsw i64 %1270, 8
  %1283 = add nuw nsw i64 %1282, %1274
  %1284 = add nuw nsw i64 %1283, %1278
  %1285 = getelementptr inbounds nuw double, ptr %1281, i64 %1284
  %1286 = load double, ptr %1285, align 8
  %1287 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1268, 1
  %1288 = mul nuw nsw i64 %1270, 8
  %1289 = add nuw nsw i64 %1288, %1274
  %1290 = add nuw nsw i64 %1289, %1278
  %1291 = getelementptr inbounds nuw double, ptr %1287, i64 %1290
  store double %1286, ptr %1291, align 8
  %1292 = add i64 %1278, 1
  br label %1277

1293:                                             ; preds = %1277
  %1294 = add i64 %1274, 1
  br label %1273

1295:                                             ; preds = %1273
  %1296 = add i64 %1270, 1
  br label %1269

1297:                                             ; preds = %1269
  br label %1298

1298:                                             ; preds = %1332, %1297
  %1299 = phi i64 [ %1333, %1332 ], [ 0, %1297 ]
  %1300 = icmp slt i64 %1299, 1
  br i1 %1300, label %1301, label %1334

1301:                                             ; preds = %1298
  br label %1302

1302:                                             ; preds = %1330, %1301
  %1303 = phi i64 [ %1331, %1330 ], [ 0, %1301 ]
  %1304 = icmp slt i64 %1303, 8
  br i1 %1304, label %1305, label %1332

1305:                                             ; preds = %1302
  br label %1306

1306:                                             ; preds = %1309, %1305
  %1307 = phi i64 [ %1329, %1309 ], [ 0, %1305 ]
  %1308 = icmp slt i64 %1307, 32
  br i1 %1308, label %1309, label %1330

1309:                                             ; preds = %1306
  %1310 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1183, 1
  %1311 = mul nuw nsw i64 %1299, 256
  %1312 = mul nuw nsw i64 %1303, 32
  %1313 = add nuw nsw i64 %1311, %1312
  %1314 = add nuw nsw i64 %1313, %1307
  %1315 = getelementptr inbounds nuw double, ptr %1310, i64 %1314
  %1316 = load double, ptr %1315, align 8
  %1317 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1268, 1
  %1318 = mul nuw nsw i64 %1299, 8
  %1319 = add nuw nsw i64 %1318, %1303
  %1320 = add nuw nsw i64 %1319, 0
  %1321 = getelementptr inbounds nuw double, ptr %1317, i64 %1320
  %1322 = load double, ptr %1321, align 8
  %1323 = fadd double %1316, %1322
  %1324 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1268, 1
  %1325 = mul nuw nsw i64 %1299, 8
  %1326 = add nuw nsw i64 %1325, %1303
  %1327 = add nuw nsw i64 %1326, 0
  %1328 = getelementptr inbounds nuw double, ptr %1324, i64 %1327
  store double %1323, ptr %1328, align 8
  %1329 = add i64 %1307, 1
  br label %1306

1330:                                             ; preds = %1306
  %1331 = add i64 %1303, 1
  br label %1302

1332:                                             ; preds = %1302
  %1333 = add i64 %1299, 1
  br label %1298

1334:                                             ; preds = %1298
  %1335 = call ptr @malloc(i64 128)
  %1336 = ptrtoint ptr %1335 to i64
  %1337 = add i64 %1336, 63
  %1338 = urem i64 %1337, 64
  %1339 = sub i64 %1337, %1338
  %1340 = inttoptr i64 %1339 to ptr
  %1341 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1335, 0
  %1342 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1341, ptr %1340, 1
  %1343 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1342, i64 0, 2
  %1344 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1343, i64 1, 3, 0
  %1345 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1344, i64 8, 3, 1
  %1346 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1345, i64 1, 3, 2
  %1347 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1346, i64 8, 4, 0
  %1348 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1347, i64 1, 4, 1
  %1349 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1348, i64 1, 4, 2
  br label %1350

1350:                                             ; preds = %1376, %1334
  %1351 = phi i64 [ %1377, %1376 ], [ 0, %1334 ]
  %1352 = icmp slt i64 %1351, 1
  br i1 %1352, label %1353, label %1378

1353:                                             ; preds = %1350
  br label %1354

1354:                                             ; preds = %1374, %1353
  %1355 = phi i64 [ %1375, %1374 ], [ 0, %1353 ]
  %1356 = icmp slt i64 %1355, 8
  br i1 %1356, label %1357, label %1376

1357:                                             ; preds = %1354
  br label %1358

1358:                                             ; preds = %1361, %1357
  %1359 = phi i64 [ %1373, %1361 ], [ 0, %1357 ]
  %1360 = icmp slt i64 %1359, 1
  br i1 %1360, label %1361, label %1374

1361:                                             ; preds = %1358
  %1362 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1230, 1
  %1363 = mul nuw nsw i64 %1351, 8
  %1364 = add nuw nsw i64 %1363, %1355
  %1365 = add nuw nsw i64 %1364, %1359
  %1366 = getelementptr inbounds nuw double, ptr %1362, i64 %1365
  %1367 = load double, ptr %1366, align 8
  %1368 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1349, 1
  %1369 = mul nuw nsw i64 %1351, 8
  %1370 = add nuw nsw i64 %1369, %1355
  %1371 = add nuw nsw i64 %1370, %1359
  %1372 = getelementptr inbounds nuw double, ptr %1368, i64 %1371
  store double %1367, ptr %1372, align 8
  %1373 = add i64 %1359, 1
  br label %1358

1374:                                             ; preds = %1358
  %1375 = add i64 %1355, 1
  br label %1354

1376:                                             ; preds = %1354
  %1377 = add i64 %1351, 1
  br label %1350

1378:                                             ; preds = %1350
  br label %1379

1379:                                             ; preds = %1422, %1378
  %1380 = phi i64 [ %1423, %1422 ], [ 0, %1378 ]
  %1381 = icmp slt i64 %1380, 1
  br i1 %1381, label %1382, label %1424

1382:                                             ; preds = %1379
  br label %1383

1383:                                             ; preds = %1420, %1382
  %1384 = phi i64 [ %1421, %1420 ], [ 0, %1382 ]
  %1385 = icmp slt i64 %1384, 8
  br i1 %1385, label %1386, label %1422

1386:                                             ; preds = %1383
  br label %1387

1387:                                             ; preds = %1390, %1386
  %1388 = phi i64 [ %1419, %1390 ], [ 0, %1386 ]
  %1389 = icmp slt i64 %1388, 32
  br i1 %1389, label %1390, label %1420

1390:                                             ; preds = %1387
  %1391 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1183, 1
  %1392 = mul nuw nsw i64 %1380, 256
  %1393 = mul nuw nsw i64 %1384, 32
  %1394 = add nuw nsw i64 %1392, %1393
  %1395 = add nuw nsw i64 %1394, %1388
  %1396 = getelementptr inbounds nuw double, ptr %1391, i64 %1395
  %1397 = load double, ptr %1396, align 8
  %1398 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1268, 1
  %1399 = mul nuw nsw i64 %1380, 8
  %1400 = add nuw nsw i64 %1399, %1384
  %1401 = add nuw nsw i64 %1400, 0
  %1402 = getelementptr inbounds nuw double, ptr %1398, i64 %1401
  %1403 = load double, ptr %1402, align 8
  %1404 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1349, 1
  %1405 = mul nuw nsw i64 %1380, 8
  %1406 = add nuw nsw i64 %1405, %1384
  %1407 = add nuw nsw i64 %1406, 0
  %1408 = getelementptr inbounds nuw double, ptr %1404, i64 %1407
  %1409 = load double, ptr %1408, align 8
  %1410 = fdiv double %1403, 3.200000e+01
  %1411 = fsub double %1397, %1410
  %1412 = fmul double %1411, %1411
  %1413 = fadd double %1412, %1409
  %1414 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1349, 1
  %1415 = mul nuw nsw i64 %1380, 8
  %1416 = add nuw nsw i64 %1415, %1384
  %1417 = add nuw nsw i64 %1416, 0
  %1418 = getelementptr inbounds nuw double, ptr %1414, i64 %1417
  store double %1413, ptr %1418, align 8
  %1419 = add i64 %1388, 1
  br label %1387

1420:                                             ; preds = %1387
  %1421 = add i64 %1384, 1
  br label %1383

1422:                                             ; preds = %1383
  %1423 = add i64 %1380, 1
  br label %1379

1424:                                             ; preds = %1379
  %1425 = call ptr @malloc(i64 96)
  %1426 = ptrtoint ptr %1425 to i64
  %1427 = add i64 %1426, 63
  %1428 = urem i64 %1427, 64
  %1429 = sub i64 %1427, %1428
  %1430 = inttoptr i64 %1429 to ptr
  %1431 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1425, 0
  %1432 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1431, ptr %1430, 1
  %1433 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1432, i64 0, 2
  %1434 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1433, i64 1, 3, 0
  %1435 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1434, i64 8, 3, 1
  %1436 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1435, i64 1, 3, 2
  %1437 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1436, i64 8, 4, 0
  %1438 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1437, i64 1, 4, 1
  %1439 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1438, i64 1, 4, 2
  br label %1440

1440:                                             ; preds = %1460, %1424
  %1441 = phi i64 [ %1461, %1460 ], [ 0, %1424 ]
  %1442 = icmp slt i64 %1441, 1
  br i1 %1442, label %1443, label %1462

1443:                                             ; preds = %1440
  br label %1444

1444:                                             ; preds = %1458, %1443
  %1445 = phi i64 [ %1459, %1458 ], [ 0, %1443 ]
  %1446 = icmp slt i64 %1445, 8
  br i1 %1446, label %1447, label %1460

1447:                                             ; preds = %1444
  br label %1448

1448:                                             ; preds = %1451, %1447
  %1449 = phi i64 [ %1457, %1451 ], [ 0, %1447 ]
  %1450 = icmp slt i64 %1449, 1
  br i1 %1450, label %1451, label %1458

1451:                                             ; preds = %1448
  %1452 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1439, 1
  %1453 = mul nuw nsw i64 %1441, 8
  %1454 = add nuw nsw i64 %1453, %1445
  %1455 = add nuw nsw i64 %1454, %1449
  %1456 = getelementptr inbounds nuw float, ptr %1452, i64 %1455
  store float 0.000000e+00, ptr %1456, align 4
  %1457 = add i64 %1449, 1
  br label %1448

1458:                                             ; preds = %1448
  %1459 = add i64 %1445, 1
  br label %1444

1460:                                             ; preds = %1444
  %1461 = add i64 %1441, 1
  br label %1440

1462:                                             ; preds = %1440
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
  %1490 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1439, 1
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

1507:                                             ; preds = %1541, %1506
  %1508 = phi i64 [ %1542, %1541 ], [ 0, %1506 ]
  %1509 = icmp slt i64 %1508, 1
  br i1 %1509, label %1510, label %1543

1510:                                             ; preds = %1507
  br label %1511

1511:                                             ; preds = %1539, %1510
  %1512 = phi i64 [ %1540, %1539 ], [ 0, %1510 ]
  %1513 = icmp slt i64 %1512, 8
  br i1 %1513, label %1514, label %1541

1514:                                             ; preds = %1511
  br label %1515

1515:                                             ; preds = %1518, %1514
  %1516 = phi i64 [ %1538, %1518 ], [ 0, %1514 ]
  %1517 = icmp slt i64 %1516, 32
  br i1 %1517, label %1518, label %1539

1518:                                             ; preds = %1515
  %1519 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1124, 1
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
  %1532 = fadd float %1525, %1531
  %1533 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1477, 1
  %1534 = mul nuw nsw i64 %1508, 8
  %1535 = add nuw nsw i64 %1534, %1512
  %1536 = add nuw nsw i64 %1535, 0
  %1537 = getelementptr inbounds nuw float, ptr %1533, i64 %1536
  store float %1532, ptr %1537, align 4
  %1538 = add i64 %1516, 1
  br label %1515

1539:                                             ; preds = %1515
  %1540 = add i64 %1512, 1
  br label %1511

1541:                                             ; preds = %1511
  %1542 = add i64 %1508, 1
  br label %1507

1543:                                             ; preds = %1507
  br label %1544

1544:                                             ; preds = %1598, %1543
  %1545 = phi i64 [ %1599, %1598 ], [ 0, %1543 ]
  %1546 = icmp slt i64 %1545, 1
  br i1 %1546, label %1547, label %1600

1547:                                             ; preds = %1544
  br label %1548

1548:                                             ; preds = %1596, %1547
  %1549 = phi i64 [ %1597, %1596 ], [ 0, %1547 ]
  %1550 = icmp slt i64 %1549, 8
  br i1 %1550, label %1551, label %1598

1551:                                             ; preds = %1548
  br label %1552

1552:                                             ; preds = %1555, %1551
  %1553 = phi i64 [ %1595, %1555 ], [ 0, %1551 ]
  %1554 = icmp slt i64 %1553, 32
  br i1 %1554, label %1555, label %1596

1555:                                             ; preds = %1552
  %1556 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1124, 1
  %1557 = mul nuw nsw i64 %1545, 256
  %1558 = mul nuw nsw i64 %1549, 32
  %1559 = add nuw nsw i64 %1557, %1558
  %1560 = add nuw nsw i64 %1559, %1553
  %1561 = getelementptr inbounds nuw float, ptr %1556, i64 %1560
  %1562 = load float, ptr %1561, align 4
  %1563 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1477, 1
  %1564 = mul nuw nsw i64 %1545, 8
  %1565 = add nuw nsw i64 %1564, %1549
  %1566 = add nuw nsw i64 %1565, 0
  %1567 = getelementptr inbounds nuw float, ptr %1563, i64 %1566
  %1568 = load float, ptr %1567, align 4
  %1569 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1349, 1
  %1570 = mul nuw nsw i64 %1545, 8
  %1571 = add nuw nsw i64 %1570, %1549
  %1572 = add nuw nsw i64 %1571, 0
  %1573 = getelementptr inbounds nuw double, ptr %1569, i64 %1572
  %1574 = load double, ptr %1573, align 8
  %1575 = getelementptr inbounds nuw float, ptr @__constant_32xf32_3, i64 %1553
  %1576 = load float, ptr %1575, align 4
  %1577 = getelementptr inbounds nuw float, ptr @__constant_32xf32_2, i64 %1553
  %1578 = load float, ptr %1577, align 4
  %1579 = fdiv double %1574, 3.200000e+01
  %1580 = fptrunc double %1579 to float
  %1581 = fadd float %1580, f0x3727C5AC
  %1582 = call float @llvm.sqrt.f32(float %1581)
  %1583 = fdiv float 1.000000e+00, %1582
  %1584 = fdiv float %1568, 3.200000e+01
  %1585 = fsub float %1562, %1584
  %1586 = fmul float %1585, %1583
  %1587 = fmul float %1586, %1576
  %1588 = fadd float %1587, %1578
  %1589 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1124, 1
  %1590 = mul nuw nsw i64 %1545, 256
  %1591 = mul nuw nsw i64 %1549, 32
  %1592 = add nuw nsw i64 %1590, %1591
  %1593 = add nuw nsw i64 %1592, %1553
  %1594 = getelementptr inbounds nuw float, ptr %1589, i64 %1593
  store float %1588, ptr %1594, align 4
  %1595 = add i64 %1553, 1
  br label %1552

1596:                                             ; preds = %1552
  %1597 = add i64 %1549, 1
  br label %1548

1598:                                             ; preds = %1548
  %1599 = add i64 %1545, 1
  br label %1544

1600:                                             ; preds = %1544
  %1601 = call ptr @malloc(i64 2112)
  %1602 = ptrtoint ptr %1601 to i64
  %1603 = add i64 %1602, 63
  %1604 = urem i64 %1603, 64
  %1605 = sub i64 %1603, %1604
  %1606 = inttoptr i64 %1605 to ptr
  %1607 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1601, 0
  %1608 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1607, ptr %1606, 1
  %1609 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1608, i64 0, 2
  %1610 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1609, i64 1, 3, 0
  %1611 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1610, i64 8, 3, 1
  %1612 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1611, i64 64, 3, 2
  %1613 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1612, i64 512, 4, 0
  %1614 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1613, i64 64, 4, 1
  %1615 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1614, i64 1, 4, 2
  br label %1616

1616:                                             ; preds = %1637, %1600
  %1617 = phi i64 [ %1638, %1637 ], [ 0, %1600 ]
  %1618 = icmp slt i64 %1617, 1
  br i1 %1618, label %1619, label %1639

1619:                                             ; preds = %1616
  br label %1620

1620:                                             ; preds = %1635, %1619
  %1621 = phi i64 [ %1636, %1635 ], [ 0, %1619 ]
  %1622 = icmp slt i64 %1621, 8
  br i1 %1622, label %1623, label %1637

1623:                                             ; preds = %1620
  br label %1624

1624:                                             ; preds = %1627, %1623
  %1625 = phi i64 [ %1634, %1627 ], [ 0, %1623 ]
  %1626 = icmp slt i64 %1625, 64
  br i1 %1626, label %1627, label %1635

1627:                                             ; preds = %1624
  %1628 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1615, 1
  %1629 = mul nuw nsw i64 %1617, 512
  %1630 = mul nuw nsw i64 %1621, 64
  %1631 = add nuw nsw i64 %1629, %1630
  %1632 = add nuw nsw i64 %1631, %1625
  %1633 = getelementptr inbounds nuw float, ptr %1628, i64 %1632
  store float 0.000000e+00, ptr %1633, align 4
  %1634 = add i64 %1625, 1
  br label %1624

1635:                                             ; preds = %1624
  %1636 = add i64 %1621, 1
  br label %1620

1637:                                             ; preds = %1620
  %1638 = add i64 %1617, 1
  br label %1616

1639:                                             ; preds = %1616
  br label %1640

1640:                                             ; preds = %1687, %1639
  %1641 = phi i64 [ %1688, %1687 ], [ 0, %1639 ]
  %1642 = icmp slt i64 %1641, 1
  br i1 %1642, label %1643, label %1689

1643:                                             ; preds = %1640
  br label %1644

1644:                                             ; preds = %1685, %1643
  %1645 = phi i64 [ %1686, %1685 ], [ 0, %1643 ]
  %1646 = icmp slt i64 %1645, 8
  br i1 %1646, label %1647, label %1687

1647:                                             ; preds = %1644
  br label %1648

1648:                                             ; preds = %1683, %1647
  %1649 = phi i64 [ %1684, %1683 ], [ 0, %1647 ]
  %1650 = icmp slt i64 %1649, 64
  br i1 %1650, label %1651, label %1685

1651:                                             ; preds = %1648
  br label %1652

1652:                                             ; preds = %1655, %1651
  %1653 = phi i64 [ %1682, %1655 ], [ 0, %1651 ]
  %1654 = icmp slt i64 %1653, 32
  br i1 %1654, label %1655, label %1683

1655:                                             ; preds = %1652
  %1656 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1124, 1
  %1657 = mul nuw nsw i64 %1641, 256
  %1658 = mul nuw nsw i64 %1645, 32
  %1659 = add nuw nsw i64 %1657, %1658
  %1660 = add nuw nsw i64 %1659, %1653
  %1661 = getelementptr inbounds nuw float, ptr %1656, i64 %1660
  %1662 = load float, ptr %1661, align 4
  %1663 = mul nuw nsw i64 %1649, 32
  %1664 = add nuw nsw i64 %1663, %1653
  %1665 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32, i64 %1664
  %1666 = load float, ptr %1665, align 4
  %1667 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1615, 1
  %1668 = mul nuw nsw i64 %1641, 512
  %1669 = mul nuw nsw i64 %1645, 64
  %1670 = add nuw nsw i64 %1668, %1669
  %1671 = add nuw nsw i64 %1670, %1649
  %1672 = getelementptr inbounds nuw float, ptr %1667, i64 %1671
  %1673 = load float, ptr %1672, align 4
  %1674 = fmul float %1662, %1666
  %1675 = fadd float %1673, %1674
  %1676 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1615, 1
  %1677 = mul nuw nsw i64 %1641, 512
  %1678 = mul nuw nsw i64 %1645, 64
  %1679 = add nuw nsw i64 %1677, %1678
  %1680 = add nuw nsw i64 %1679, %1649
  %1681 = getelementptr inbounds nuw float, ptr %1676, i64 %1680
  store float %1675, ptr %1681, align 4
  %1682 = add i64 %1653, 1
  br label %1652

1683:                                             ; preds = %1652
  %1684 = add i64 %1649, 1
  br label %1648

1685:                                             ; preds = %1648
  %1686 = add i64 %1645, 1
  br label %1644

1687:                                             ; preds = %1644
  %1688 = add i64 %1641, 1
  br label %1640

1689:                                             ; preds = %1640
  %1690 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %966, 0
  %1691 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %966, 1
  %1692 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1690, 0
  %1693 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1692, ptr %1691, 1
  %1694 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1693, i64 0, 2
  %1695 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1694, i64 1, 3, 0
  %1696 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1695, i64 256, 4, 0
  %1697 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1696, i64 8, 3, 1
  %1698 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1697, i64 32, 4, 1
  %1699 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1698, i64 32, 3, 2
  %1700 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1699, i64 1, 4, 2
  br label %1701

1701:                                             ; preds = %1753, %1689
  %1702 = phi i64 [ %1754, %1753 ], [ 0, %1689 ]
  %1703 = icmp slt i64 %1702, 1
  br i1 %1703, label %1704, label %1755

1704:                                             ; preds = %1701
  br label %1705

1705:                                             ; preds = %1751, %1704
  %1706 = phi i64 [ %1752, %1751 ], [ 0, %1704 ]
  %1707 = icmp slt i64 %1706, 8
  br i1 %1707, label %1708, label %1753

1708:                                             ; preds = %1705
  br label %1709

1709:                                             ; preds = %1749, %1708
  %1710 = phi i64 [ %1750, %1749 ], [ 0, %1708 ]
  %1711 = icmp slt i64 %1710, 32
  br i1 %1711, label %1712, label %1751

1712:                                             ; preds = %1709
  br label %1713

1713:                                             ; preds = %1716, %1712
  %1714 = phi i64 [ %1748, %1716 ], [ 0, %1712 ]
  %1715 = icmp slt i64 %1714, 64
  br i1 %1715, label %1716, label %1749

1716:                                             ; preds = %1713
  %1717 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1615, 1
  %1718 = mul nuw nsw i64 %1702, 512
  %1719 = mul nuw nsw i64 %1706, 64
  %1720 = add nuw nsw i64 %1718, %1719
  %1721 = add nuw nsw i64 %1720, %1714
  %1722 = getelementptr inbounds nuw float, ptr %1717, i64 %1721
  %1723 = load float, ptr %1722, align 4
  %1724 = getelementptr inbounds nuw float, ptr @__constant_64xf32, i64 %1714
  %1725 = load float, ptr %1724, align 4
  %1726 = mul nuw nsw i64 %1710, 64
  %1727 = add nuw nsw i64 %1726, %1714
  %1728 = getelementptr inbounds nuw float, ptr @__constant_32x64xf32, i64 %1727
  %1729 = load float, ptr %1728, align 4
  %1730 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1700, 1
  %1731 = mul nuw nsw i64 %1702, 256
  %1732 = mul nuw nsw i64 %1706, 32
  %1733 = add nuw nsw i64 %1731, %1732
  %1734 = add nuw nsw i64 %1733, %1710
  %1735 = getelementptr inbounds nuw float, ptr %1730, i64 %1734
  %1736 = load float, ptr %1735, align 4
  %1737 = fadd float %1723, %1725
  %1738 = fcmp ugt float %1737, 0.000000e+00
  %1739 = select i1 %1738, float %1737, float 0.000000e+00
  %1740 = fmul float %1739, %1729
  %1741 = fadd float %1736, %1740
  %1742 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1700, 1
  %1743 = mul nuw nsw i64 %1702, 256
  %1744 = mul nuw nsw i64 %1706, 32
  %1745 = add nuw nsw i64 %1743, %1744
  %1746 = add nuw nsw i64 %1745, %1710
  %1747 = getelementptr inbounds nuw float, ptr %1742, i64 %1746
  store float %1741, ptr %1747, align 4
  %1748 = add i64 %1714, 1
  br label %1713

1749:                                             ; preds = %1713
  %1750 = add i64 %1710, 1
  br label %1709

1751:                                             ; preds = %1709
  %1752 = add i64 %1706, 1
  br label %1705

1753:                                             ; preds = %1705
  %1754 = add i64 %1702, 1
  br label %1701

1755:                                             ; preds = %1701
  br label %1756

1756:                                             ; preds = %1795, %1755
  %1757 = phi i64 [ %1796, %1795 ], [ 0, %1755 ]
  %1758 = icmp slt i64 %1757, 1
  br i1 %1758, label %1759, label %1797

1759:                                             ; preds = %1756
  br label %1760

1760:                                             ; preds = %1793, %1759
  %1761 = phi i64 [ %1794, %1793 ], [ 0, %1759 ]
  %1762 = icmp slt i64 %1761, 8
  br i1 %1762, label %1763, label %1795

1763:                                             ; preds = %1760
  br label %1764

1764:                                             ; preds = %1767, %1763
  %1765 = phi i64 [ %1792, %1767 ], [ 0, %1763 ]
  %1766 = icmp slt i64 %1765, 32
  br i1 %1766, label %1767, label %1793

1767:                                             ; preds = %1764
  %1768 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1124, 1
  %1769 = mul nuw nsw i64 %1757, 256
  %1770 = mul nuw nsw i64 %1761, 32
  %1771 = add nuw nsw i64 %1769, %1770
  %1772 = add nuw nsw i64 %1771, %1765
  %1773 = getelementptr inbounds nuw float, ptr %1768, i64 %1772
  %1774 = load float, ptr %1773, align 4
  %1775 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1700, 1
  %1776 = mul nuw nsw i64 %1757, 256
  %1777 = mul nuw nsw i64 %1761, 32
  %1778 = add nuw nsw i64 %1776, %1777
  %1779 = add nuw nsw i64 %1778, %1765
  %1780 = getelementptr inbounds nuw float, ptr %1775, i64 %1779
  %1781 = load float, ptr %1780, align 4
  %1782 = getelementptr inbounds nuw float, ptr @__constant_32xf32_1, i64 %1765
  %1783 = load float, ptr %1782, align 4
  %1784 = fadd float %1781, %1783
  %1785 = fadd float %1774, %1784
  %1786 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1124, 1
  %1787 = mul nuw nsw i64 %1757, 256
  %1788 = mul nuw nsw i64 %1761, 32
  %1789 = add nuw nsw i64 %1787, %1788
  %1790 = add nuw nsw i64 %1789, %1765
  %1791 = getelementptr inbounds nuw float, ptr %1786, i64 %1790
  store float %1785, ptr %1791, align 4
  %1792 = add i64 %1765, 1
  br label %1764

1793:                                             ; preds = %1764
  %1794 = add i64 %1761, 1
  br label %1760

1795:                                             ; preds = %1760
  %1796 = add i64 %1757, 1
  br label %1756

1797:                                             ; preds = %1756
  br label %1798

1798:                                             ; preds = %1827, %1797
  %1799 = phi i64 [ %1828, %1827 ], [ 0, %1797 ]
  %1800 = icmp slt i64 %1799, 1
  br i1 %1800, label %1801, label %1829

1801:                                             ; preds = %1798
  br label %1802

1802:                                             ; preds = %1825, %1801
  %1803 = phi i64 [ %1826, %1825 ], [ 0, %1801 ]
  %1804 = icmp slt i64 %1803, 8
  br i1 %1804, label %1805, label %1827

1805:                                             ; preds = %1802
  br label %1806

1806:                                             ; preds = %1809, %1805
  %1807 = phi i64 [ %1824, %1809 ], [ 0, %1805 ]
  %1808 = icmp slt i64 %1807, 32
  br i1 %1808, label %1809, label %1825

1809:                                             ; preds = %1806
  %1810 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1124, 1
  %1811 = mul nuw nsw i64 %1799, 256
  %1812 = mul nuw nsw i64 %1803, 32
  %1813 = add nuw nsw i64 %1811, %1812
  %1814 = add nuw nsw i64 %1813, %1807
  %1815 = getelementptr inbounds nuw float, ptr %1810, i64 %1814
  %1816 = load float, ptr %1815, align 4
  %1817 = fpext float %1816 to double
  %1818 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1183, 1
  %1819 = mul nuw nsw i64 %1799, 256
  %1820 = mul nuw nsw i64 %1803, 32
  %1821 = add nuw nsw i64 %1819, %1820
  %1822 = add nuw nsw i64 %1821, %1807
  %1823 = getelementptr inbounds nuw double, ptr %1818, i64 %1822
  store double %1817, ptr %1823, align 8
  %1824 = add i64 %1807, 1
  br label %1806

1825:                                             ; preds = %1806
  %1826 = add i64 %1803, 1
  br label %1802

1827:                                             ; preds = %1802
  %1828 = add i64 %1799, 1
  br label %1798

1829:                                             ; preds = %1798
  %1830 = call ptr @malloc(i64 128)
  %1831 = ptrtoint ptr %1830 to i64
  %1832 = add i64 %1831, 63
  %1833 = urem i64 %1832, 64
  %1834 = sub i64 %1832, %1833
  %1835 = inttoptr i64 %1834 to ptr
  %1836 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1830, 0
  %1837 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1836, ptr %1835, 1
  %1838 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1837, i64 0, 2
  %1839 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1838, i64 1, 3, 0
  %1840 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1839, i64 8, 3, 1
  %1841 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1840, i64 1, 3, 2
  %1842 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1841, i64 8, 4, 0
  %1843 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1842, i64 1, 4, 1
  %1844 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1843, i64 1, 4, 2
  br label %1845

1845:                                             ; preds = %1871, %1829
  %1846 = phi i64 [ %1872, %1871 ], [ 0, %1829 ]
  %1847 = icmp slt i64 %1846, 1
  br i1 %1847, label %1848, label %1873

1848:                                             ; preds = %1845
  br label %1849

1849:                                             ; preds = %1869, %1848
  %1850 = phi i64 [ %1870, %1869 ], [ 0, %1848 ]
  %1851 = icmp slt i64 %1850, 8
  br i1 %1851, label %1852, label %1871

1852:                                             ; preds = %1849
  br label %1853

1853:                                             ; preds = %1856, %1852
  %1854 = phi i64 [ %1868, %1856 ], [ 0, %1852 ]
  %1855 = icmp slt i64 %1854, 1
  br i1 %1855, label %1856, label %1869

1856:                                             ; preds = %1853
  %1857 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1230, 1
  %1858 = mul nuw nsw i64 %1846, 8
  %1859 = add nuw nsw i64 %1858, %1850
  %1860 = add nuw nsw i64 %1859, %1854
  %1861 = getelementptr inbounds nuw double, ptr %1857, i64 %1860
  %1862 = load double, ptr %1861, align 8
  %1863 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1844, 1
  %1864 = mul nuw nsw i64 %1846, 8
  %1865 = add nuw nsw i64 %1864, %1850
  %1866 = add nuw nsw i64 %1865, %1854
  %1867 = getelementptr inbounds nuw double, ptr %1863, i64 %1866
  store double %1862, ptr %1867, align 8
  %1868 = add i64 %1854, 1
  br label %1853

1869:                                             ; preds = %1853
  %1870 = add i64 %1850, 1
  br label %1849

1871:                                             ; preds = %1849
  %1872 = add i64 %1846, 1
  br label %1845

1873:                                             ; preds = %1845
  br label %1874

1874:                                             ; preds = %1908, %1873
  %1875 = phi i64 [ %1909, %1908 ], [ 0, %1873 ]
  %1876 = icmp slt i64 %1875, 1
  br i1 %1876, label %1877, label %1910

1877:                                             ; preds = %1874
  br label %1878

1878:                                             ; preds = %1906, %1877
  %1879 = phi i64 [ %1907, %1906 ], [ 0, %1877 ]
  %1880 = icmp slt i64 %1879, 8
  br i1 %1880, label %1881, label %1908

1881:                                             ; preds = %1878
  br label %1882

1882:                                             ; preds = %1885, %1881
  %1883 = phi i64 [ %1905, %1885 ], [ 0, %1881 ]
  %1884 = icmp slt i64 %1883, 32
  br i1 %1884, label %1885, label %1906

1885:                                             ; preds = %1882
  %1886 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1183, 1
  %1887 = mul nuw nsw i64 %1875, 256
  %1888 = mul nuw nsw i64 %1879, 32
  %1889 = add nuw nsw i64 %1887, %1888
  %1890 = add nuw nsw i64 %1889, %1883
  %1891 = getelementptr inbounds nuw double, ptr %1886, i64 %1890
  %1892 = load double, ptr %1891, align 8
  %1893 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1844, 1
  %1894 = mul nuw nsw i64 %1875, 8
  %1895 = add nuw nsw i64 %1894, %1879
  %1896 = add nuw nsw i64 %1895, 0
  %1897 = getelementptr inbounds nuw double, ptr %1893, i64 %1896
  %1898 = load double, ptr %1897, align 8
  %1899 = fadd double %1892, %1898
  %1900 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1844, 1
  %1901 = mul nuw nsw i64 %1875, 8
  %1902 = add nuw nsw i64 %1901, %1879
  %1903 = add nuw nsw i64 %1902, 0
  %1904 = getelementptr inbounds nuw double, ptr %1900, i64 %1903
  store double %1899, ptr %1904, align 8
  %1905 = add i64 %1883, 1
  br label %1882

1906:                                             ; preds = %1882
  %1907 = add i64 %1879, 1
  br label %1878

1908:                                             ; preds = %1878
  %1909 = add i64 %1875, 1
  br label %1874

1910:                                             ; preds = %1874
  br label %1911

1911:                                             ; preds = %1954, %1910
  %1912 = phi i64 [ %1955, %1954 ], [ 0, %1910 ]
  %1913 = icmp slt i64 %1912, 1
  br i1 %1913, label %1914, label %1956

1914:                                             ; preds = %1911
  br label %1915

1915:                                             ; preds = %1952, %1914
  %1916 = phi i64 [ %1953, %1952 ], [ 0, %1914 ]
  %1917 = icmp slt i64 %1916, 8
  br i1 %1917, label %1918, label %1954

1918:                                             ; preds = %1915
  br label %1919

1919:                                             ; preds = %1922, %1918
  %1920 = phi i64 [ %1951, %1922 ], [ 0, %1918 ]
  %1921 = icmp slt i64 %1920, 32
  br i1 %1921, label %1922, label %1952

1922:                                             ; preds = %1919
  %1923 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1183, 1
  %1924 = mul nuw nsw i64 %1912, 256
  %1925 = mul nuw nsw i64 %1916, 32
  %1926 = add nuw nsw i64 %1924, %1925
  %1927 = add nuw nsw i64 %1926, %1920
  %1928 = getelementptr inbounds nuw double, ptr %1923, i64 %1927
  %1929 = load double, ptr %1928, align 8
  %1930 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1844, 1
  %1931 = mul nuw nsw i64 %1912, 8
  %1932 = add nuw nsw i64 %1931, %1916
  %1933 = add nuw nsw i64 %1932, 0
  %1934 = getelementptr inbounds nuw double, ptr %1930, i64 %1933
  %1935 = load double, ptr %1934, align 8
  %1936 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1230, 1
  %1937 = mul nuw nsw i64 %1912, 8
  %1938 = add nuw nsw i64 %1937, %1916
  %1939 = add nuw nsw i64 %1938, 0
  %1940 = getelementptr inbounds nuw double, ptr %1936, i64 %1939
  %1941 = load double, ptr %1940, align 8
  %1942 = fdiv double %1935, 3.200000e+01
  %1943 = fsub double %1929, %1942
  %1944 = fmul double %1943, %1943
  %1945 = fadd double %1944, %1941
  %1946 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1230, 1
  %1947 = mul nuw nsw i64 %1912, 8
  %1948 = add nuw nsw i64 %1947, %1916
  %1949 = add nuw nsw i64 %1948, 0
  %1950 = getelementptr inbounds nuw double, ptr %1946, i64 %1949
  store double %1945, ptr %1950, align 8
  %1951 = add i64 %1920, 1
  br label %1919

1952:                                             ; preds = %1919
  %1953 = add i64 %1916, 1
  br label %1915

1954:                                             ; preds = %1915
  %1955 = add i64 %1912, 1
  br label %1911

1956:                                             ; preds = %1911
  br label %1957

1957:                                             ; preds = %1991, %1956
  %1958 = phi i64 [ %1992, %1991 ], [ 0, %1956 ]
  %1959 = icmp slt i64 %1958, 1
  br i1 %1959, label %1960, label %1993

1960:                                             ; preds = %1957
  br label %1961

1961:                                             ; preds = %1989, %1960
  %1962 = phi i64 [ %1990, %1989 ], [ 0, %1960 ]
  %1963 = icmp slt i64 %1962, 8
  br i1 %1963, label %1964, label %1991

1964:                                             ; preds = %1961
  br label %1965

1965:                                             ; preds = %1968, %1964
  %1966 = phi i64 [ %1988, %1968 ], [ 0, %1964 ]
  %1967 = icmp slt i64 %1966, 32
  br i1 %1967, label %1968, label %1989

1968:                                             ; preds = %1965
  %1969 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1124, 1
  %1970 = mul nuw nsw i64 %1958, 256
  %1971 = mul nuw nsw i64 %1962, 32
  %1972 = add nuw nsw i64 %1970, %1971
  %1973 = add nuw nsw i64 %1972, %1966
  %1974 = getelementptr inbounds nuw float, ptr %1969, i64 %1973
  %1975 = load float, ptr %1974, align 4
  %1976 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1439, 1
  %1977 = mul nuw nsw i64 %1958, 8
  %1978 = add nuw nsw i64 %1977, %1962
  %1979 = add nuw nsw i64 %1978, 0
  %1980 = getelementptr inbounds nuw float, ptr %1976, i64 %1979
  %1981 = load float, ptr %1980, align 4
  %1982 = fadd float %1975, %1981
  %1983 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1439, 1
  %1984 = mul nuw nsw i64 %1958, 8
  %1985 = add nuw nsw i64 %1984, %1962
  %1986 = add nuw nsw i64 %1985, 0
  %1987 = getelementptr inbounds nuw float, ptr %1983, i64 %1986
  store float %1982, ptr %1987, align 4
  %1988 = add i64 %1966, 1
  br label %1965

1989:                                             ; preds = %1965
  %1990 = add i64 %1962, 1
  br label %1961

1991:                                             ; preds = %1961
  %1992 = add i64 %1958, 1
  br label %1957

1993:                                             ; preds = %1957
  br label %1994

1994:                                             ; preds = %2048, %1993
  %1995 = phi i64 [ %2049, %2048 ], [ 0, %1993 ]
  %1996 = icmp slt i64 %1995, 1
  br i1 %1996, label %1997, label %2050

1997:                                             ; preds = %1994
  br label %1998

1998:                                             ; preds = %2046, %1997
  %1999 = phi i64 [ %2047, %2046 ], [ 0, %1997 ]
  %2000 = icmp slt i64 %1999, 8
  br i1 %2000, label %2001, label %2048

2001:                                             ; preds = %1998
  br label %2002

2002:                                             ; preds = %2005, %2001
  %2003 = phi i64 [ %2045, %2005 ], [ 0, %2001 ]
  %2004 = icmp slt i64 %2003, 32
  br i1 %2004, label %2005, label %2046

2005:                                             ; preds = %2002
  %2006 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1124, 1
  %2007 = mul nuw nsw i64 %1995, 256
  %2008 = mul nuw nsw i64 %1999, 32
  %2009 = add nuw nsw i64 %2007, %2008
  %2010 = add nuw nsw i64 %2009, %2003
  %2011 = getelementptr inbounds nuw float, ptr %2006, i64 %2010
  %2012 = load float, ptr %2011, align 4
  %2013 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1439, 1
  %2014 = mul nuw nsw i64 %1995, 8
  %2015 = add nuw nsw i64 %2014, %1999
  %2016 = add nuw nsw i64 %2015, 0
  %2017 = getelementptr inbounds nuw float, ptr %2013, i64 %2016
  %2018 = load float, ptr %2017, align 4
  %2019 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1230, 1
  %2020 = mul nuw nsw i64 %1995, 8
  %2021 = add nuw nsw i64 %2020, %1999
  %2022 = add nuw nsw i64 %2021, 0
  %2023 = getelementptr inbounds nuw double, ptr %2019, i64 %2022
  %2024 = load double, ptr %2023, align 8
  %2025 = getelementptr inbounds nuw float, ptr @__constant_32xf32_0, i64 %2003
  %2026 = load float, ptr %2025, align 4
  %2027 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %2003
  %2028 = load float, ptr %2027, align 4
  %2029 = fdiv double %2024, 3.200000e+01
  %2030 = fptrunc double %2029 to float
  %2031 = fadd float %2030, f0x3727C5AC
  %2032 = call float @llvm.sqrt.f32(float %2031)
  %2033 = fdiv float 1.000000e+00, %2032
  %2034 = fdiv float %2018, 3.200000e+01
  %2035 = fsub float %2012, %2034
  %2036 = fmul float %2035, %2033
  %2037 = fmul float %2036, %2026
  %2038 = fadd float %2037, %2028
  %2039 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1124, 1
  %2040 = mul nuw nsw i64 %1995, 256
  %2041 = mul nuw nsw i64 %1999, 32
  %2042 = add nuw nsw i64 %2040, %2041
  %2043 = add nuw nsw i64 %2042, %2003
  %2044 = getelementptr inbounds nuw float, ptr %2039, i64 %2043
  store float %2038, ptr %2044, align 4
  %2045 = add i64 %2003, 1
  br label %2002

2046:                                             ; preds = %2002
  %2047 = add i64 %1999, 1
  br label %1998

2048:                                             ; preds = %1998
  %2049 = add i64 %1995, 1
  br label %1994

2050:                                             ; preds = %1994
  %2051 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %37, 0
  call void @free(ptr %2051)
  %2052 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %205, 0
  call void @free(ptr %2052)
  %2053 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %278, 0
  call void @free(ptr %2053)
  %2054 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %321, 0
  call void @free(ptr %2054)
  %2055 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %375, 0
  call void @free(ptr %2055)
  %2056 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %503, 0
  call void @free(ptr %2056)
  %2057 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %675, 0
  call void @free(ptr %2057)
  %2058 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %772, 0
  call void @free(ptr %2058)
  %2059 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %966, 0
  call void @free(ptr %2059)
  %2060 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1008, 0
  call void @free(ptr %2060)
  %2061 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1183, 0
  call void @free(ptr %2061)
  %2062 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1230, 0
  call void @free(ptr %2062)
  %2063 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1268, 0
  call void @free(ptr %2063)
  %2064 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1349, 0
  call void @free(ptr %2064)
  %2065 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1439, 0
  call void @free(ptr %2065)
  %2066 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1477, 0
  call void @free(ptr %2066)
  %2067 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1615, 0
  call void @free(ptr %2067)
  %2068 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1844, 0
  call void @free(ptr %2068)
  ret { ptr, ptr, i64, [3 x i64], [3 x i64] } %1124
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
; irlower-stages: fx_graph=403c138b08c3 torch_mlir=f839db6a1054 linalg_on_tensors_mlir=894d706d5170 llvm_mlir=28d78000ba36
