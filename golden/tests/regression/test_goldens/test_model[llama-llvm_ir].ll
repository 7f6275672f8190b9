; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@__constant_128x32xf32_14 = private constant [128 x [32 x float]] zeroinitializer, align 64 ; 4096 elements elided
@__constant_4xf32 = private constant [4 x float] [float 1.000000e+00, float 1.000000e-01, float f0x3C23D70A, float 1.000000e-03], align 64
@__constant_32xf32_13 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32x32xf32_12 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_16x32xf32_11 = private constant [16 x [32 x float]] zeroinitializer, align 64 ; 512 elements elided
@__constant_16x32xf32_10 = private constant [16 x [32 x float]] zeroinitializer, align 64 ; 512 elements elided
@__constant_32x32xf32_9 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_8 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_64x32xf32_7 = private constant [64 x [32 x float]] zeroinitializer, align 64 ; 2048 elements elided
@__constant_64x32xf32_6 = private constant [64 x [32 x float]] zeroinitializer, align 64 ; 2048 elements elided
@__constant_32x64xf32_5 = private constant [32 x [64 x float]] zeroinitializer, align 64 ; 2048 elements elided
@__constant_32xf32_4 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32x32xf32_3 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_16x32xf32_2 = private constant [16 x [32 x float]] zeroinitializer, align 64 ; 512 elements elided
@__constant_16x32xf32 = private constant [16 x [32 x float]] zeroinitializer, align 64 ; 512 elements elided
@__constant_32x32xf32 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_1 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_64x32xf32_0 = private constant [64 x [32 x float]] zeroinitializer, align 64 ; 2048 elements elided
@__constant_64x32xf32 = private constant [64 x [32 x float]] zeroinitializer, align 64 ; 2048 elements elided
@__constant_32x64xf32 = private constant [32 x [64 x float]] zeroinitializer, align 64 ; 2048 elements elided
@__constant_32xf32 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_128x32xf32 = private constant [128 x [32 x float]] zeroinitializer, align 64 ; 4096 elements elided

declare void @free(ptr)

declare ptr @malloc(i64)

define { ptr, ptr, i64, [3 x i64], [3 x i64] } @main(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %0, 0
  %9 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, ptr %1, 1
  %10 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %9, i64 %2, 2
  %11 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, i64 %3, 3, 0
  %12 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %12, i64 %4, 3, 1
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, i64 %6, 4, 1
  %15 = call ptr @malloc(i64 1088)
  %16 = ptrtoint ptr %15 to i64
  %17 = add i64 %16, 63
  %18 = urem i64 %17, 64
  %19 = sub i64 %17, %18
  %20 = inttoptr i64 %19 to ptr
  %21 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %15, 0
  %22 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %21, ptr %20, 1
  %23 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %22, i64 0, 2
  %24 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %23, i64 1, 3, 0
  %25 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %24, i64 8, 3, 1
  %26 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %25, i64 32, 3, 2
  %27 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %26, i64 256, 4, 0
  %28 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %27, i64 32, 4, 1
  %29 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %28, i64 1, 4, 2
  br label %30

30:                                               ; preds = %61, %7
  %31 = phi i64 [ %62, %61 ], [ 0, %7 ]
  %32 = icmp slt i64 %31, 1
  br i1 %32, label %33, label %63

33:                                               ; preds = %30
  br label %34

34:                                               ; preds = %59, %33
  %35 = phi i64 [ %60, %59 ], [ 0, %33 ]
  %36 = icmp slt i64 %35, 8
  br i1 %36, label %37, label %61

37:                                               ; preds = %34
  br label %38

38:                                               ; preds = %41, %37
  %39 = phi i64 [ %58, %41 ], [ 0, %37 ]
  %40 = icmp slt i64 %39, 32
  br i1 %40, label %41, label %59

41:                                               ; preds = %38
  %42 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, 1
  %43 = mul nuw nsw i64 %31, 8
  %44 = add nuw nsw i64 %43, %35
  %45 = getelementptr inbounds nuw i64, ptr %42, i64 %44
  %46 = load i64, ptr %45, align 4
  %47 = mul nuw nsw i64 %46, 32
  %48 = add nuw nsw i64 %47, %39
  %49 = getelementptr inbounds nuw float, ptr @__constant_128x32xf32_14, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fmul float %50, f0x40B504F3
  %52 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %53 = mul nuw nsw i64 %31, 256
  %54 = mul nuw nsw i64 %35, 32
  %55 = add nuw nsw i64 %53, %54
  %56 = add nuw nsw i64 %55, %39
  %57 = getelementptr inbounds nuw float, ptr %52, i64 %56
  store float %51, ptr %57, align 4
  %58 = add i64 %39, 1
  br label %38

59:                                               ; preds = %38
  %60 = add i64 %35, 1
  br label %34

61:                                               ; preds = %34
  %62 = add i64 %31, 1
  br label %30

63:                                               ; preds = %30
  %64 = call ptr @malloc(i64 128)
  %65 = ptrtoint ptr %64 to i64
  %66 = add i64 %65, 63
  %67 = urem i64 %66, 64
  %68 = sub i64 %66, %67
  %69 = inttoptr i64 %68 to ptr
  %70 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %64, 0
  %71 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %70, ptr %69, 1
  %72 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %71, i64 0, 2
  %73 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %72, i64 8, 3, 0
  %74 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %73, i64 1, 4, 0
  br label %75

75:                                               ; preds = %78, %63
  %76 = phi i64 [ %81, %78 ], [ 0, %63 ]
  %77 = icmp slt i64 %76, 8
  br i1 %77, label %78, label %82

78:                                               ; preds = %75
  %79 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %74, 1
  %80 = getelementptr inbounds nuw i64, ptr %79, i64 %76
  store i64 %76, ptr %80, align 4
  %81 = add i64 %76, 1
  br label %75

82:                                               ; preds = %75
  %83 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %74, 0
  %84 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %74, 1
  %85 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %83, 0
  %86 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %85, ptr %84, 1
  %87 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %86, i64 0, 2
  %88 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %87, i64 1, 3, 0
  %89 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %88, i64 8, 4, 0
  %90 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %89, i64 1, 3, 1
  %91 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %90, i64 8, 4, 1
  %92 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %91, i64 8, 3, 2
  %93 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %92, i64 1, 4, 2
  %94 = call ptr @malloc(i64 192)
  %95 = ptrtoint ptr %94 to i64
  %96 = add i64 %95, 63
  %97 = urem i64 %96, 64
  %98 = sub i64 %96, %97
  %99 = inttoptr i64 %98 to ptr
  %100 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %94, 0
  %101 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %100, ptr %99, 1
  %102 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %101, i64 0, 2
  %103 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %102, i64 1, 3, 0
  %104 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %103, i64 4, 3, 1
  %105 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %104, i64 8, 3, 2
  %106 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %105, i64 32, 4, 0
  %107 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %106, i64 8, 4, 1
  %108 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %107, i64 1, 4, 2
  br label %109

109:                                              ; preds = %130, %82
  %110 = phi i64 [ %131, %130 ], [ 0, %82 ]
  %111 = icmp slt i64 %110, 1
  br i1 %111, label %112, label %132

112:                                              ; preds = %109
  br label %113

113:                                              ; preds = %128, %112
  %114 = phi i64 [ %129, %128 ], [ 0, %112 ]
  %115 = icmp slt i64 %114, 4
  br i1 %115, label %116, label %130

116:                                              ; preds = %113
  br label %117

117:                                              ; preds = %120, %116
  %118 = phi i64 [ %127, %120 ], [ 0, %116 ]
  %119 = icmp slt i64 %118, 8
  br i1 %119, label %120, label %128

120:                                              ; preds = %117
  %121 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %108, 1
  %122 = mul nuw nsw i64 %110, 32
  %123 = mul nuw nsw i64 %114, 8
  %124 = add nuw nsw i64 %122, %123
  %125 = add nuw nsw i64 %124, %118
  %126 = getelementptr inbounds nuw float, ptr %121, i64 %125
  store float 0.000000e+00, ptr %126, align 4
  %127 = add i64 %118, 1
  br label %117

128:                                              ; preds = %117
  %129 = add i64 %114, 1
  br label %113

130:                                              ; preds = %113
  %131 = add i64 %110, 1
  br label %109

132:                                              ; preds = %109
  %133 = call ptr @malloc(i64 192)
  %134 = ptrtoint ptr %133 to i64
  %135 = add i64 %134, 63
  %136 = urem i64 %135, 64
  %137 = sub i64 %135, %136
  %138 = inttoptr i64 %137 to ptr
  %139 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %133, 0
  %140 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %139, ptr %138, 1
  %141 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %140, i64 0, 2
  %142 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, i64 1, 3, 0
  %143 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, i64 4, 3, 1
  %144 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %143, i64 8, 3, 2
  %145 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %144, i64 32, 4, 0
  %146 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %145, i64 8, 4, 1
  %147 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %146, i64 1, 4, 2
  br label %148

148:                                              ; preds = %176, %132
  %149 = phi i64 [ %177, %176 ], [ 0, %132 ]
  %150 = icmp slt i64 %149, 1
  br i1 %150, label %151, label %178

151:                                              ; preds = %148
  br label %152

152:                                              ; preds = %174, %151
  %153 = phi i64 [ %175, %174 ], [ 0, %151 ]
  %154 = icmp slt i64 %153, 4
  br i1 %154, label %155, label %176

155:                                              ; preds = %152
  br label %156

156:                                              ; preds = %159, %155
  %157 = phi i64 [ %173, %159 ], [ 0, %155 ]
  %158 = icmp slt i64 %157, 8
  br i1 %158, label %159, label %174

159:                                              ; preds = %156
  %160 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %108, 1
  %161 = mul nuw nsw i64 %149, 32
  %162 = mul nuw nsw i64 %153, 8
  %163 = add nuw nsw i64 %161, %162
  %164 = add nuw nsw i64 %163, %157
  %165 = getelementptr inbounds nuw float, ptr %160, i64 %164
  %166 = load float, ptr %165, align 4
  %167 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %147, 1
  %168 = mul nuw nsw i64 %149, 32
  %169 = mul nuw nsw i64 %153, 8
  %170 = add nuw nsw i64 %168, %169
  %171 = add nuw nsw i64 %170, %157
  %172 = getelementptr inbounds nuw float, ptr %167, i64 %171
  store float %166, ptr %172, align 4
  %173 = add i64 %157, 1
  br label %156

174:                                              ; preds = %156
  %175 = add i64 %153, 1
  br label %152

176:                                              ; preds = %152
  %177 = add i64 %149, 1
  br label %148

178:                                              ; preds = %148
  br label %179

179:                                              ; preds = %228, %178
  %180 = phi i64 [ %229, %228 ], [ 0, %178 ]
  %181 = icmp slt i64 %180, 1
  br i1 %181, label %182, label %230

182:                                              ; preds = %179
  br label %183

183:                                              ; preds = %226, %182
  %184 = phi i64 [ %227, %226 ], [ 0, %182 ]
  %185 = icmp slt i64 %184, 4
  br i1 %185, label %186, label %228

186:                                              ; preds = %183
  br label %187

187:                                              ; preds = %224, %186
  %188 = phi i64 [ %225, %224 ], [ 0, %186 ]
  %189 = icmp slt i64 %188, 8
  br i1 %189, label %190, label %226

190:                                              ; preds = %187
  br label %191

191:                                              ; preds = %194, %190
  %192 = phi i64 [ %223, %194 ], [ 0, %190 ]
  %193 = icmp slt i64 %192, 1
  br i1 %193, label %194, label %224

194:                                              ; preds = %191
  %195 = mul nuw nsw i64 %180, 4
  %196 = add nuw nsw i64 %195, %184
  %197 = add nuw nsw i64 %196, %192
  %198 = getelementptr inbounds nuw float, ptr @__constant_4xf32, i64 %197
  %199 = load float, ptr %198, align 4
  %200 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %93, 1
  %201 = mul nuw nsw i64 %180, 8
  %202 = mul nuw nsw i64 %192, 8
  %203 = add nuw nsw i64 %201, %202
  %204 = add nuw nsw i64 %203, %188
  %205 = getelementptr inbounds nuw i64, ptr %200, i64 %204
  %206 = load i64, ptr %205, align 4
  %207 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %147, 1
  %208 = mul nuw nsw i64 %180, 32
  %209 = mul nuw nsw i64 %184, 8
  %210 = add nuw nsw i64 %208, %209
  %211 = add nuw nsw i64 %210, %188
  %212 = getelementptr inbounds nuw float, ptr %207, i64 %211
  %213 = load float, ptr %212, align 4
  %214 = sitofp i64 %206 to float
  %215 = fmul float %199, %214
  %216 = fadd float %213, %215
  %217 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %147, 1
  %218 = mul nuw nsw i64 %180, 32
  %219 = mul nuw nsw i64 %184, 8
  %220 = add nuw nsw i64 %218, %219
  %221 = add nuw nsw i64 %220, %188
  %222 = getelementptr inbounds nuw float, ptr %217, i64 %221
  store float %216, ptr %222, align 4
  %223 = add i64 %192, 1
  br label %191

224:                                              ; preds = %191
  %225 = add i64 %188, 1
  br label %187

226:                                              ; preds = %187
  %227 = add i64 %184, 1
  br label %183

228:                                              ; preds = %183
  %229 = add i64 %180, 1
  br label %179

230:                                              ; preds = %179
  %231 = call ptr @malloc(i64 192)
  %232 = ptrtoint ptr %231 to i64
  %233 = add i64 %232, 63
  %234 = urem i64 %233, 64
  %235 = sub i64 %233, %234
  %236 = inttoptr i64 %235 to ptr
  %237 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %231, 0
  %238 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %237, ptr %236, 1
  %239 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %238, i64 0, 2
  %240 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %239, i64 1, 3, 0
  %241 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %240, i64 8, 3, 1
  %242 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %241, i64 4, 3, 2
  %243 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %242, i64 32, 4, 0
  %244 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %243, i64 4, 4, 1
  %245 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %244, i64 1, 4, 2
  br label %246

246:                                              ; preds = %274, %230
  %247 = phi i64 [ %275, %274 ], [ 0, %230 ]
  %248 = icmp slt i64 %247, 1
  br i1 %248, label %249, label %276

249:                                              ; preds = %246
  br label %250

250:                                              ; preds = %272, %249
  %251 = phi i64 [ %273, %272 ], [ 0, %249 ]
  %252 = icmp slt i64 %251, 8
  br i1 %252, label %253, label %274

253:                                              ; preds = %250
  br label %254

254:                                              ; preds = %257, %253
  %255 = phi i64 [ %271, %257 ], [ 0, %253 ]
  %256 = icmp slt i64 %255, 4
  br i1 %256, label %257, label %272

257:                                              ; preds = %254
  %258 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %147, 1
  %259 = mul nuw nsw i64 %247, 32
  %260 = mul nuw nsw i64 %255, 8
  %261 = add nuw nsw i64 %259, %260
  %262 = add nuw nsw i64 %261, %251
  %263 = getelementptr inbounds nuw float, ptr %258, i64 %262
  %264 = load float, ptr %263, align 4
  %265 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %245, 1
  %266 = mul nuw nsw i64 %247, 32
  %267 = mul nuw nsw i64 %251, 4
  %268 = add nuw nsw i64 %266, %267
  %269 = add nuw nsw i64 %268, %255
  %270 = getelementptr inbounds nuw float, ptr %265, i64 %269
  store float %264, ptr %270, align 4
  %271 = add i64 %255, 1
  br label %254

272:                                              ; preds = %254
  %273 = add i64 %251, 1
  br label %250

274:                                              ; preds = %250
  %275 = add i64 %247, 1
  br label %246

276:                                              ; preds = %246
  %277 = call ptr @malloc(i64 320)
  %278 = ptrtoint ptr %277 to i64
  %279 = add i64 %278, 63
  %280 = urem i64 %279, 64
  %281 = sub i64 %279, %280
  %282 = inttoptr i64 %281 to ptr
  %283 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %277, 0
  %284 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %283, ptr %282, 1
  %285 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %284, i64 0, 2
  %286 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %285, i64 1, 3, 0
  %287 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %286, i64 8, 3, 1
  %288 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %287, i64 8, 3, 2
  %289 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %288, i64 64, 4, 0
  %290 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %289, i64 8, 4, 1
  %291 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %290, i64 1, 4, 2
  %292 = call ptr @malloc(i64 320)
  %293 = ptrtoint ptr %292 to i64
  %294 = add i64 %293, 63
  %295 = urem i64 %294, 64
  %296 = sub i64 %294, %295
  %297 = inttoptr i64 %296 to ptr
  %298 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %292, 0
  %299 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %298, ptr %297, 1
  %300 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %299, i64 0, 2
  %301 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %300, i64 1, 3, 0
  %302 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %301, i64 8, 3, 1
  %303 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %302, i64 8, 3, 2
  %304 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %303, i64 64, 4, 0
  %305 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %304, i64 8, 4, 1
  %306 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %305, i64 1, 4, 2
  br label %307

307:                                              ; preds = %335, %276
  %308 = phi i64 [ %336, %335 ], [ 0, %276 ]
  %309 = icmp slt i64 %308, 1
  br i1 %309, label %310, label %337

310:                                              ; preds = %307
  br label %311

311:                                              ; preds = %333, %310
  %312 = phi i64 [ %334, %333 ], [ 0, %310 ]
  %313 = icmp slt i64 %312, 8
  br i1 %313, label %314, label %335

314:                                              ; preds = %311
  br label %315

315:                                              ; preds = %318, %314
  %316 = phi i64 [ %332, %318 ], [ 0, %314 ]
  %317 = icmp slt i64 %316, 8
  br i1 %317, label %318, label %333

318:                                              ; preds = %315
  %319 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %291, 1
  %320 = mul nuw nsw i64 %308, 64
  %321 = mul nuw nsw i64 %312, 8
  %322 = add nuw nsw i64 %320, %321
  %323 = add nuw nsw i64 %322, %316
  %324 = getelementptr inbounds nuw float, ptr %319, i64 %323
  %325 = load float, ptr %324, align 4
  %326 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %306, 1
  %327 = mul nuw nsw i64 %308, 64
  %328 = mul nuw nsw i64 %312, 8
  %329 = add nuw nsw i64 %327, %328
  %330 = add nuw nsw i64 %329, %316
  %331 = getelementptr inbounds nuw float, ptr %326, i64 %330
  store float %325, ptr %331, align 4
  %332 = add i64 %316, 1
  br label %315

333:                                              ; preds = %315
  %334 = add i64 %312, 1
  br label %311

335:                                              ; preds = %311
  %336 = add i64 %308, 1
  br label %307

337:                                              ; preds = %307
  %338 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %306, 0
  %339 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %306, 1
  %340 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %338, 0
  %341 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %340, ptr %339, 1
  %342 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %341, i64 0, 2
  %343 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %342, i64 1, 3, 0
  %344 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %343, i64 64, 4, 0
  %345 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %344, i64 8, 3, 1
  %346 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %345, i64 8, 4, 1
  %347 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %346, i64 4, 3, 2
  %348 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %347, i64 1, 4, 2
  br label %349

349:                                              ; preds = %377, %337
  %350 = phi i64 [ %378, %377 ], [ 0, %337 ]
  %351 = icmp slt i64 %350, 1
  br i1 %351, label %352, label %379

352:                                              ; preds = %349
  br label %353

353:                                              ; preds = %375, %352
  %354 = phi i64 [ %376, %375 ], [ 0, %352 ]
  %355 = icmp slt i64 %354, 8
  br i1 %355, label %356, label %377

356:                                              ; preds = %353
  br label %357

357:                                              ; preds = %360, %356
  %358 = phi i64 [ %374, %360 ], [ 0, %356 ]
  %359 = icmp slt i64 %358, 4
  br i1 %359, label %360, label %375

360:                                              ; preds = %357
  %361 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %245, 1
  %362 = mul nuw nsw i64 %350, 32
  %363 = mul nuw nsw i64 %354, 4
  %364 = add nuw nsw i64 %362, %363
  %365 = add nuw nsw i64 %364, %358
  %366 = getelementptr inbounds nuw float, ptr %361, i64 %365
  %367 = load float, ptr %366, align 4
  %368 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %348, 1
  %369 = mul nuw nsw i64 %350, 64
  %370 = mul nuw nsw i64 %354, 8
  %371 = add nuw nsw i64 %369, %370
  %372 = add nuw nsw i64 %371, %358
  %373 = getelementptr inbounds nuw float, ptr %368, i64 %372
  store float %367, ptr %373, align 4
  %374 = add i64 %358, 1
  br label %357

375:                                              ; preds = %357
  %376 = add i64 %354, 1
  br label %353

377:                                              ; preds = %353
  %378 = add i64 %350, 1
  br label %349

379:                                              ; preds = %349
  %380 = call ptr @malloc(i64 320)
  %381 = ptrtoint ptr %380 to i64
  %382 = add i64 %381, 63
  %383 = urem i64 %382, 64
  %384 = sub i64 %382, %383
  %385 = inttoptr i64 %384 to ptr
  %386 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %380, 0
  %387 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %386, ptr %385, 1
  %388 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %387, i64 0, 2
  %389 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %388, i64 1, 3, 0
  %390 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %389, i64 8, 3, 1
  %391 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %390, i64 8, 3, 2
  %392 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %391, i64 64, 4, 0
  %393 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %392, i64 8, 4, 1
  %394 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %393, i64 1, 4, 2
  br label %395

395:                                              ; preds = %423, %379
  %396 = phi i64 [ %424, %423 ], [ 0, %379 ]
  %397 = icmp slt i64 %396, 1
  br i1 %397, label %398, label %425

398:                                              ; preds = %395
  br label %399

399:                                              ; preds = %421, %398
  %400 = phi i64 [ %422, %421 ], [ 0, %398 ]
  %401 = icmp slt i64 %400, 8
  br i1 %401, label %402, label %423

402:                                              ; preds = %399
  br label %403

403:                                              ; preds = %406, %402
  %404 = phi i64 [ %420, %406 ], [ 0, %402 ]
  %405 = icmp slt i64 %404, 8
  br i1 %405, label %406, label %421

406:                                              ; preds = %403
  %407 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %306, 1
  %408 = mul nuw nsw i64 %396, 64
  %409 = mul nuw nsw i64 %400, 8
  %410 = add nuw nsw i64 %408, %409
  %411 = add nuw nsw i64 %410, %404
  %412 = getelementptr inbounds nuw float, ptr %407, i64 %411
  %413 = load float, ptr %412, align 4
  %414 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %394, 1
  %415 = mul nuw nsw i64 %396, 64
  %416 = mul nuw nsw i64 %400, 8
  %417 = add nuw nsw i64 %415, %416
  %418 = add nuw nsw i64 %417, %404
  %419 = getelementptr inbounds nuw float, ptr %414, i64 %418
  store float %413, ptr %419, align 4
  %420 = add i64 %404, 1
  br label %403

421:                                              ; preds = %403
  %422 = add i64 %400, 1
  br label %399

423:                                              ; preds = %399
  %424 = add i64 %396, 1
  br label %395

425:                                              ; preds = %395
  %426 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %394, 0
  %427 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %394, 1
  %428 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %426, 0
  %429 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %428, ptr %427, 1
  %430 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %429, i64 4, 2
  %431 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %430, i64 1, 3, 0
  %432 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %431, i64 64, 4, 0
  %433 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %432, i64 8, 3, 1
  %434 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %433, i64 8, 4, 1
  %435 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %434, i64 4, 3, 2
  %436 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %435, i64 1, 4, 2
  br label %437

437:                                              ; preds = %466, %425
  %438 = phi i64 [ %467, %466 ], [ 0, %425 ]
  %439 = icmp slt i64 %438, 1
  br i1 %439, label %440, label %468

440:                                              ; preds = %437
  br label %441

441:                                              ; preds = %464, %440
  %442 = phi i64 [ %465, %464 ], [ 0, %440 ]
  %443 = icmp slt i64 %442, 8
  br i1 %443, label %444, label %466

444:                                              ; preds = %441
  br label %445

445:                                              ; preds = %448, %444
  %446 = phi i64 [ %463, %448 ], [ 0, %444 ]
  %447 = icmp slt i64 %446, 4
  br i1 %447, label %448, label %464

448:                                              ; preds = %445
  %449 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %245, 1
  %450 = mul nuw nsw i64 %438, 32
  %451 = mul nuw nsw i64 %442, 4
  %452 = add nuw nsw i64 %450, %451
  %453 = add nuw nsw i64 %452, %446
  %454 = getelementptr inbounds nuw float, ptr %449, i64 %453
  %455 = load float, ptr %454, align 4
  %456 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %436, 1
  %457 = getelementptr float, ptr %456, i64 4
  %458 = mul nuw nsw i64 %438, 64
  %459 = mul nuw nsw i64 %442, 8
  %460 = add nuw nsw i64 %458, %459
  %461 = add nuw nsw i64 %460, %446
  %462 = getelementptr inbounds nuw float, ptr %457, i64 %461
  store float %455, ptr %462, align 4
  %463 = add i64 %446, 1
  br label %445

464:                                              ; preds = %445
  %465 = add i64 %442, 1
  br label %441

466:                                              ; preds = %441
  %467 = add i64 %438, 1
  br label %437

468:                                              ; preds = %437
  %469 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %394, 0
  %470 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %394, 1
  %471 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %469, 0
  %472 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %471, ptr %470, 1
  %473 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %472, i64 0, 2
  %474 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %473, i64 1, 3, 0
  %475 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %474, i64 64, 4, 0
  %476 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %475, i64 1, 3, 1
  %477 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %476, i64 64, 4, 1
  %478 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %477, i64 8, 3, 2
  %479 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %478, i64 8, 4, 2
  %480 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %479, i64 8, 3, 3
  %481 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %480, i64 1, 4, 3
  %482 = call ptr @malloc(i64 320)
  %483 = ptrtoint ptr %482 to i64
  %484 = add i64 %483, 63
  %485 = urem i64 %484, 64
  %486 = sub i64 %484, %485
  %487 = inttoptr i64 %486 to ptr
  %488 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %482, 0
  %489 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %488, ptr %487, 1
  %490 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %489, i64 0, 2
  %491 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %490, i64 1, 3, 0
  %492 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %491, i64 1, 3, 1
  %493 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %492, i64 8, 3, 2
  %494 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %493, i64 8, 3, 3
  %495 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %494, i64 64, 4, 0
  %496 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %495, i64 64, 4, 1
  %497 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %496, i64 8, 4, 2
  %498 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %497, i64 1, 4, 3
  br label %499

499:                                              ; preds = %538, %468
  %500 = phi i64 [ %539, %538 ], [ 0, %468 ]
  %501 = icmp slt i64 %500, 1
  br i1 %501, label %502, label %540

502:                                              ; preds = %499
  br label %503

503:                                              ; preds = %536, %502
  %504 = phi i64 [ %537, %536 ], [ 0, %502 ]
  %505 = icmp slt i64 %504, 1
  br i1 %505, label %506, label %538

506:                                              ; preds = %503
  br label %507

507:                                              ; preds = %534, %506
  %508 = phi i64 [ %535, %534 ], [ 0, %506 ]
  %509 = icmp slt i64 %508, 8
  br i1 %509, label %510, label %536

510:                                              ; preds = %507
  br label %511

511:                                              ; preds = %514, %510
  %512 = phi i64 [ %533, %514 ], [ 0, %510 ]
  %513 = icmp slt i64 %512, 8
  br i1 %513, label %514, label %534

514:                                              ; preds = %511
  %515 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %481, 1
  %516 = mul nuw nsw i64 %500, 64
  %517 = mul nuw nsw i64 %504, 64
  %518 = add nuw nsw i64 %516, %517
  %519 = mul nuw nsw i64 %508, 8
  %520 = add nuw nsw i64 %518, %519
  %521 = add nuw nsw i64 %520, %512
  %522 = getelementptr inbounds nuw float, ptr %515, i64 %521
  %523 = load float, ptr %522, align 4
  %524 = call afn float @llvm.cos.f32(float %523)
  %525 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %498, 1
  %526 = mul nuw nsw i64 %500, 64
  %527 = mul nuw nsw i64 %504, 64
  %528 = add nuw nsw i64 %526, %527
  %529 = mul nuw nsw i64 %508, 8
  %530 = add nuw nsw i64 %528, %529
  %531 = add nuw nsw i64 %530, %512
  %532 = getelementptr inbounds nuw float, ptr %525, i64 %531
  store float %524, ptr %532, align 4
  %533 = add i64 %512, 1
  br label %511

534:                                              ; preds = %511
  %535 = add i64 %508, 1
  br label %507

536:                                              ; preds = %507
  %537 = add i64 %504, 1
  br label %503

538:                                              ; preds = %503
  %539 = add i64 %500, 1
  br label %499

540:                                              ; preds = %499
  %541 = call ptr @malloc(i64 320)
  %542 = ptrtoint ptr %541 to i64
  %543 = add i64 %542, 63
  %544 = urem i64 %543, 64
  %545 = sub i64 %543, %544
  %546 = inttoptr i64 %545 to ptr
  %547 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %541, 0
  %548 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %547, ptr %546, 1
  %549 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %548, i64 0, 2
  %550 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %549, i64 1, 3, 0
  %551 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %550, i64 1, 3, 1
  %552 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %551, i64 8, 3, 2
  %553 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %552, i64 8, 3, 3
  %554 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %553, i64 64, 4, 0
  %555 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %554, i64 64, 4, 1
  %556 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %555, i64 8, 4, 2
  %557 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %556, i64 1, 4, 3
  br label %558

558:                                              ; preds = %597, %540
  %559 = phi i64 [ %598, %597 ], [ 0, %540 ]
  %560 = icmp slt i64 %559, 1
  br i1 %560, label %561, label %599

561:                                              ; preds = %558
  br label %562

562:                                              ; preds = %595, %561
  %563 = phi i64 [ %596, %595 ], [ 0, %561 ]
  %564 = icmp slt i64 %563, 1
  br i1 %564, label %565, label %597

565:                                              ; preds = %562
  br label %566

566:                                              ; preds = %593, %565
  %567 = phi i64 [ %594, %593 ], [ 0, %565 ]
  %568 = icmp slt i64 %567, 8
  br i1 %568, label %569, label %595

569:                                              ; preds = %566
  br label %570

570:                                              ; preds = %573, %569
  %571 = phi i64 [ %592, %573 ], [ 0, %569 ]
  %572 = icmp slt i64 %571, 8
  br i1 %572, label %573, label %593

573:                                              ; preds = %570
  %574 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %481, 1
  %575 = mul nuw nsw i64 %559, 64
  %576 = mul nuw nsw i64 %563, 64
  %577 = add nuw nsw i64 %575, %576
  %578 = mul nuw nsw i64 %567, 8
  %579 = add nuw nsw i64 %577, %578
  %580 = add nuw nsw i64 %579, %571
  %581 = getelementptr inbounds nuw float, ptr %574, i64 %580
  %582 = load float, ptr %581, align 4
  %583 = call afn float @llvm.sin.f32(float %582)
  %584 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %557, 1
  %585 = mul nuw nsw i64 %559, 64
  %586 = mul nuw nsw i64 %563, 64
  %587 = add nuw nsw i64 %585, %586
  %588 = mul nuw nsw i64 %567, 8
  %589 = add nuw nsw i64 %587, %588
  %590 = add nuw nsw i64 %589, %571
  %591 = getelementptr inbounds nuw float, ptr %584, i64 %590
  store float %583, ptr %591, align 4
  %592 = add i64 %571, 1
  br label %570

593:                                              ; preds = %570
  %594 = add i64 %567, 1
  br label %566

595:                                              ; preds = %566
  %596 = add i64 %563, 1
  br label %562

597:                                              ; preds = %562
  %598 = add i64 %559, 1
  br label %558

599:                                              ; preds = %558
  %600 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %74, 0
  %601 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %74, 1
  %602 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %600, 0
  %603 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %602, ptr %601, 1
  %604 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %603, i64 0, 2
  %605 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %604, i64 1, 3, 0
  %606 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %605, i64 8, 4, 0
  %607 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %606, i64 8, 3, 1
  %608 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %607, i64 1, 4, 1
  %609 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %74, 0
  %610 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %74, 1
  %611 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %609, 0
  %612 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %611, ptr %610, 1
  %613 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %612, i64 0, 2
  %614 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %613, i64 8, 3, 0
  %615 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %614, i64 1, 4, 0
  %616 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %615, i64 1, 3, 1
  %617 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %616, i64 1, 4, 1
  %618 = call ptr @malloc(i64 320)
  %619 = ptrtoint ptr %618 to i64
  %620 = add i64 %619, 63
  %621 = urem i64 %620, 64
  %622 = sub i64 %620, %621
  %623 = inttoptr i64 %622 to ptr
  %624 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %618, 0
  %625 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %624, ptr %623, 1
  %626 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %625, i64 0, 2
  %627 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %626, i64 8, 3, 0
  %628 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %627, i64 8, 3, 1
  %629 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %628, i64 8, 4, 0
  %630 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %629, i64 1, 4, 1
  br label %631

631:                                              ; preds = %655, %599
  %632 = phi i64 [ %656, %655 ], [ 0, %599 ]
  %633 = icmp slt i64 %632, 8
  br i1 %633, label %634, label %657

634:                                              ; preds = %631
  br label %635

635:                                              ; preds = %638, %634
  %636 = phi i64 [ %654, %638 ], [ 0, %634 ]
  %637 = icmp slt i64 %636, 8
  br i1 %637, label %638, label %655

638:                                              ; preds = %635
  %639 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %608, 1
  %640 = add nuw nsw i64 0, %636
  %641 = getelementptr inbounds nuw i64, ptr %639, i64 %640
  %642 = load i64, ptr %641, align 4
  %643 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %617, 1
  %644 = add nuw nsw i64 %632, 0
  %645 = getelementptr inbounds nuw i64, ptr %643, i64 %644
  %646 = load i64, ptr %645, align 4
  %647 = sub i64 %642, %646
  %648 = icmp sge i64 %647, 1
  %649 = select i1 %648, float f0xFF7FFFFF, float 0.000000e+00
  %650 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %630, 1
  %651 = mul nuw nsw i64 %632, 8
  %652 = add nuw nsw i64 %651, %636
  %653 = getelementptr inbounds nuw float, ptr %650, i64 %652
  store float %649, ptr %653, align 4
  %654 = add i64 %636, 1
  br label %635

655:                                              ; preds = %635
  %656 = add i64 %632, 1
  br label %631

657:                                              ; preds = %631
  %658 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %630, 0
  %659 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %630, 1
  %660 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %658, 0
  %661 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %660, ptr %659, 1
  %662 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %661, i64 0, 2
  %663 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %662, i64 1, 3, 0
  %664 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %663, i64 64, 4, 0
  %665 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %664, i64 1, 3, 1
  %666 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %665, i64 64, 4, 1
  %667 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %666, i64 8, 3, 2
  %668 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %667, i64 8, 4, 2
  %669 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %668, i64 8, 3, 3
  %670 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %669, i64 1, 4, 3
  %671 = call ptr @malloc(i64 96)
  %672 = ptrtoint ptr %671 to i64
  %673 = add i64 %672, 63
  %674 = urem i64 %673, 64
  %675 = sub i64 %673, %674
  %676 = inttoptr i64 %675 to ptr
  %677 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %671, 0
  %678 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %677, ptr %676, 1
  %679 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %678, i64 0, 2
  %680 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %679, i64 1, 3, 0
  %681 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %680, i64 8, 3, 1
  %682 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %681, i64 1, 3, 2
  %683 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %682, i64 8, 4, 0
  %684 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %683, i64 1, 4, 1
  %685 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %684, i64 1, 4, 2
  br label %686

686:                                              ; preds = %706, %657
  %687 = phi i64 [ %707, %706 ], [ 0, %657 ]
  %688 = icmp slt i64 %687, 1
  br i1 %688, label %689, label %708

689:                                              ; preds = %686
  br label %690

690:                                              ; preds = %704, %689
  %691 = phi i64 [ %705, %704 ], [ 0, %689 ]
  %692 = icmp slt i64 %691, 8
  br i1 %692, label %693, label %706

693:                                              ; preds = %690
  br label %694

694:                                              ; preds = %697, %693
  %695 = phi i64 [ %703, %697 ], [ 0, %693 ]
  %696 = icmp slt i64 %695, 1
  br i1 %696, label %697, label %704

697:                                              ; preds = %694
  %698 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %685, 1
  %699 = mul nuw nsw i64 %687, 8
  %700 = add nuw nsw i64 %699, %691
  %701 = add nuw nsw i64 %700, %695
  %702 = getelementptr inbounds nuw float, ptr %698, i64 %701
  store float 0.000000e+00, ptr %702, align 4
  %703 = add i64 %695, 1
  br label %694

704:                                              ; preds = %694
  %705 = add i64 %691, 1
  br label %690

706:                                              ; preds = %690
  %707 = add i64 %687, 1
  br label %686

708:                                              ; preds = %686
  %709 = call ptr @malloc(i64 96)
  %710 = ptrtoint ptr %709 to i64
  %711 = add i64 %710, 63
  %712 = urem i64 %711, 64
  %713 = sub i64 %711, %712
  %714 = inttoptr i64 %713 to ptr
  %715 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %709, 0
  %716 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %715, ptr %714, 1
  %717 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %716, i64 0, 2
  %718 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %717, i64 1, 3, 0
  %719 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %718, i64 8, 3, 1
  %720 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %719, i64 1, 3, 2
  %721 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %720, i64 8, 4, 0
  %722 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %721, i64 1, 4, 1
  %723 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %722, i64 1, 4, 2
  br label %724

724:                                              ; preds = %750, %708
  %725 = phi i64 [ %751, %750 ], [ 0, %708 ]
  %726 = icmp slt i64 %725, 1
  br i1 %726, label %727, label %752

727:                                              ; preds = %724
  br label %728

728:                                              ; preds = %748, %727
  %729 = phi i64 [ %749, %748 ], [ 0, %727 ]
  %730 = icmp slt i64 %729, 8
  br i1 %730, label %731, label %750

731:                                              ; preds = %728
  br label %732

732:                                              ; preds = %735, %731
  %733 = phi i64 [ %747, %735 ], [ 0, %731 ]
  %734 = icmp slt i64 %733, 1
  br i1 %734, label %735, label %748

735:                                              ; preds = %732
  %736 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %685, 1
  %737 = mul nuw nsw i64 %725, 8
  %738 = add nuw nsw i64 %737, %729
  %739 = add nuw nsw i64 %738, %733
  %740 = getelementptr inbounds nuw float, ptr %736, i64 %739
  %741 = load float, ptr %740, align 4
  %742 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %723, 1
  %743 = mul nuw nsw i64 %725, 8
  %744 = add nuw nsw i64 %743, %729
  %745 = add nuw nsw i64 %744, %733
  %746 = getelementptr inbounds nuw float, ptr %742, i64 %745
  store float %741, ptr %746, align 4
  %747 = add i64 %733, 1
  br label %732

748:                                              ; preds = %732
  %749 = add i64 %729, 1
  br label %728

750:                                              ; preds = %728
  %751 = add i64 %725, 1
  br label %724

752:                                              ; preds = %724
  br label %753

753:                                              ; preds = %788, %752
  %754 = phi i64 [ %789, %788 ], [ 0, %752 ]
  %755 = icmp slt i64 %754, 1
  br i1 %755, label %756, label %790

756:                                              ; preds = %753
  br label %757

757:                                              ; preds = %786, %756
  %758 = phi i64 [ %787, %786 ], [ 0, %756 ]
  %759 = icmp slt i64 %758, 8
  br i1 %759, label %760, label %788

760:                                              ; preds = %757
  br label %761

761:                                              ; preds = %764, %760
  %762 = phi i64 [ %785, %764 ], [ 0, %760 ]
  %763 = icmp slt i64 %762, 32
  br i1 %763, label %764, label %786

764:                                              ; preds = %761
  %765 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %766 = mul nuw nsw i64 %754, 256
  %767 = mul nuw nsw i64 %758, 32
  %768 = add nuw nsw i64 %766, %767
  %769 = add nuw nsw i64 %768, %762
  %770 = getelementptr inbounds nuw float, ptr %765, i64 %769
  %771 = load float, ptr %770, align 4
  %772 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %723, 1
  %773 = mul nuw nsw i64 %754, 8
  %774 = add nuw nsw i64 %773, %758
  %775 = add nuw nsw i64 %774, 0
  %776 = getelementptr inbounds nuw float, ptr %772, i64 %775
  %777 = load float, ptr %776, align 4
  %778 = fmul float %771, %771
  %779 = fadd float %778, %777
  %780 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %723, 1
  %781 = mul nuw nsw i64 %754, 8
  %782 = add nuw nsw i64 %781, %758
  %783 = add nuw nsw i64 %782, 0
  %784 = getelementptr inbounds nuw float, ptr %780, i64 %783
  store float %779, ptr %784, align 4
  %785 = add i64 %762, 1
  br label %761

786:                                              ; preds = %761
  %787 = add i64 %758, 1
  br label %757

788:                                              ; preds = %757
  %789 = add i64 %754, 1
  br label %753

790:                                              ; preds = %753
  %791 = call ptr @malloc(i64 1088)
  %792 = ptrtoint ptr %791 to i64
  %793 = add i64 %792, 63
  %794 = urem i64 %793, 64
  %795 = sub i64 %793, %794
  %796 = inttoptr i64 %795 to ptr
  %797 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %791, 0
  %798 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %797, ptr %796, 1
  %799 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %798, i64 0, 2
  %800 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %799, i64 1, 3, 0
  %801 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %800, i64 8, 3, 1
  %802 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %801, i64 32, 3, 2
  %803 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %802, i64 256, 4, 0
  %804 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %803, i64 32, 4, 1
  %805 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %804, i64 1, 4, 2
  br label %806

806:                                              ; preds = %848, %790
  %807 = phi i64 [ %849, %848 ], [ 0, %790 ]
  %808 = icmp slt i64 %807, 1
  br i1 %808, label %809, label %850

809:                                              ; preds = %806
  br label %810

810:                                              ; preds = %846, %809
  %811 = phi i64 [ %847, %846 ], [ 0, %809 ]
  %812 = icmp slt i64 %811, 8
  br i1 %812, label %813, label %848

813:                                              ; preds = %810
  br label %814

814:                                              ; preds = %817, %813
  %815 = phi i64 [ %845, %817 ], [ 0, %813 ]
  %816 = icmp slt i64 %815, 32
  br i1 %816, label %817, label %846

817:                                              ; preds = %814
  %818 = getelementptr inbounds nuw float, ptr @__constant_32xf32_13, i64 %815
  %819 = load float, ptr %818, align 4
  %820 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %821 = mul nuw nsw i64 %807, 256
  %822 = mul nuw nsw i64 %811, 32
  %823 = add nuw nsw i64 %821, %822
  %824 = add nuw nsw i64 %823, %815
  %825 = getelementptr inbounds nuw float, ptr %820, i64 %824
  %826 = load float, ptr %825, align 4
  %827 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %723, 1
  %828 = mul nuw nsw i64 %807, 8
  %829 = add nuw nsw i64 %828, %811
  %830 = add nuw nsw i64 %829, 0
  %831 = getelementptr inbounds nuw float, ptr %827, i64 %830
  %832 = load float, ptr %831, align 4
  %833 = fdiv float %832, 3.200000e+01
  %834 = fadd float %833, f0x358637BD
  %835 = call float @llvm.sqrt.f32(float %834)
  %836 = fdiv float 1.000000e+00, %835
  %837 = fmul float %826, %836
  %838 = fmul float %819, %837
  %839 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %805, 1
  %840 = mul nuw nsw i64 %807, 256
  %841 = mul nuw nsw i64 %811, 32
  %842 = add nuw nsw i64 %840, %841
  %843 = add nuw nsw i64 %842, %815
  %844 = getelementptr inbounds nuw float, ptr %839, i64 %843
  store float %838, ptr %844, align 4
  %845 = add i64 %815, 1
  br label %814

846:                                              ; preds = %814
  %847 = add i64 %811, 1
  br label %810

848:                                              ; preds = %810
  %849 = add i64 %807, 1
  br label %806

850:                                              ; preds = %806
  %851 = call ptr @malloc(i64 1088)
  %852 = ptrtoint ptr %851 to i64
  %853 = add i64 %852, 63
  %854 = urem i64 %853, 64
  %855 = sub i64 %853, %854
  %856 = inttoptr i64 %855 to ptr
  %857 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %851, 0
  %858 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %857, ptr %856, 1
  %859 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %858, i64 0, 2
  %860 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %859, i64 8, 3, 0
  %861 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %860, i64 32, 3, 1
  %862 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %861, i64 32, 4, 0
  %863 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %862, i64 1, 4, 1
  br label %864

864:                                              ; preds = %877, %850
  %865 = phi i64 [ %878, %877 ], [ 0, %850 ]
  %866 = icmp slt i64 %865, 8
  br i1 %866, label %867, label %879

867:                                              ; preds = %864
  br label %868

868:                                              ; preds = %871, %867
  %869 = phi i64 [ %876, %871 ], [ 0, %867 ]
  %870 = icmp slt i64 %869, 32
  br i1 %870, label %871, label %877

871:                                              ; preds = %868
  %872 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %863, 1
  %873 = mul nuw nsw i64 %865, 32
  %874 = add nuw nsw i64 %873, %869
  %875 = getelementptr inbounds nuw float, ptr %872, i64 %874
  store float 0.000000e+00, ptr %875, align 4
  %876 = add i64 %869, 1
  br label %868

877:                                              ; preds = %868
  %878 = add i64 %865, 1
  br label %864

879:                                              ; preds = %864
  %880 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %863, 0
  %881 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %863, 1
  %882 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %880, 0
  %883 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %882, ptr %881, 1
  %884 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %883, i64 0, 2
  %885 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %884, i64 1, 3, 0
  %886 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %885, i64 256, 4, 0
  %887 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %886, i64 8, 3, 1
  %888 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %887, i64 32, 4, 1
  %889 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %888, i64 4, 3, 2
  %890 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %889, i64 8, 4, 2
  %891 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %890, i64 8, 3, 3
  %892 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %891, i64 1, 4, 3
  %893 = call ptr @malloc(i64 1088)
  %894 = ptrtoint ptr %893 to i64
  %895 = add i64 %894, 63
  %896 = urem i64 %895, 64
  %897 = sub i64 %895, %896
  %898 = inttoptr i64 %897 to ptr
  %899 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %893, 0
  %900 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %899, ptr %898, 1
  %901 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %900, i64 0, 2
  %902 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %901, i64 1, 3, 0
  %903 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %902, i64 8, 3, 1
  %904 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %903, i64 4, 3, 2
  %905 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %904, i64 8, 3, 3
  %906 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %905, i64 256, 4, 0
  %907 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %906, i64 32, 4, 1
  %908 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %907, i64 8, 4, 2
  %909 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %908, i64 1, 4, 3
  br label %910

910:                                              ; preds = %948, %879
  %911 = phi i64 [ %949, %948 ], [ 0, %879 ]
  %912 = icmp slt i64 %911, 1
  br i1 %912, label %913, label %950

913:                                              ; preds = %910
  br label %914

914:                                              ; preds = %946, %913
  %915 = phi i64 [ %947, %946 ], [ 0, %913 ]
  %916 = icmp slt i64 %915, 8
  br i1 %916, label %917, label %948

917:                                              ; preds = %914
  br label %918

918:                                              ; preds = %944, %917
  %919 = phi i64 [ %945, %944 ], [ 0, %917 ]
  %920 = icmp slt i64 %919, 4
  br i1 %920, label %921, label %946

921:                                              ; preds = %918
  br label %922

922:                                              ; preds = %925, %921
  %923 = phi i64 [ %943, %925 ], [ 0, %921 ]
  %924 = icmp slt i64 %923, 8
  br i1 %924, label %925, label %944

925:                                              ; preds = %922
  %926 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %892, 1
  %927 = mul nuw nsw i64 %911, 256
  %928 = mul nuw nsw i64 %915, 32
  %929 = add nuw nsw i64 %927, %928
  %930 = mul nuw nsw i64 %919, 8
  %931 = add nuw nsw i64 %929, %930
  %932 = add nuw nsw i64 %931, %923
  %933 = getelementptr inbounds nuw float, ptr %926, i64 %932
  %934 = load float, ptr %933, align 4
  %935 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %909, 1
  %936 = mul nuw nsw i64 %911, 256
  %937 = mul nuw nsw i64 %915, 32
  %938 = add nuw nsw i64 %936, %937
  %939 = mul nuw nsw i64 %919, 8
  %940 = add nuw nsw i64 %938, %939
  %941 = add nuw nsw i64 %940, %923
  %942 = getelementptr inbounds nuw float, ptr %935, i64 %941
  store float %934, ptr %942, align 4
  %943 = add i64 %923, 1
  br label %922

944:                                              ; preds = %922
  %945 = add i64 %919, 1
  br label %918

946:                                              ; preds = %918
  %947 = add i64 %915, 1
  br label %914

948:                                              ; preds = %914
  %949 = add i64 %911, 1
  br label %910

950:                                              ; preds = %910
  br label %951

951:                                              ; preds = %1010, %950
  %952 = phi i64 [ %1011, %1010 ], [ 0, %950 ]
  %953 = icmp slt i64 %952, 1
  br i1 %953, label %954, label %1012

954:                                              ; preds = %951
  br label %955

955:                                              ; preds = %1008, %954
  %956 = phi i64 [ %1009, %1008 ], [ 0, %954 ]
  %957 = icmp slt i64 %956, 8
  br i1 %957, label %958, label %1010

958:                                              ; preds = %955
  br label %959

959:                                              ; preds = %1006, %958
  %960 = phi i64 [ %1007, %1006 ], [ 0, %958 ]
  %961 = icmp slt i64 %960, 4
  br i1 %961, label %962, label %1008

962:                                              ; preds = %959
  br label %963

963:                                              ; preds = %1004, %962
  %964 = phi i64 [ %1005, %1004 ], [ 0, %962 ]
  %965 = icmp slt i64 %964, 8
  br i1 %965, label %966, label %1006

966:                                              ; preds = %963
  br label %967

967:                                              ; preds = %970, %966
  %968 = phi i64 [ %1003, %970 ], [ 0, %966 ]
  %969 = icmp slt i64 %968, 32
  br i1 %969, label %970, label %1004

970:                                              ; preds = %967
  %971 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %805, 1
  %972 = mul nuw nsw i64 %952, 256
  %973 = mul nuw nsw i64 %956, 32
  %974 = add nuw nsw i64 %972, %973
  %975 = add nuw nsw i64 %974, %968
  %976 = getelementptr inbounds nuw float, ptr %971, i64 %975
  %977 = load float, ptr %976, align 4
  %978 = mul nuw nsw i64 %960, 256
  %979 = mul nuw nsw i64 %964, 32
  %980 = add nuw nsw i64 %978, %979
  %981 = add nuw nsw i64 %980, %968
  %982 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_12, i64 %981
  %983 = load float, ptr %982, align 4
  %984 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %909, 1
  %985 = mul nuw nsw i64 %952, 256
  %986 = mul nuw nsw i64 %956, 32
  %987 = add nuw nsw i64 %985, %986
  %988 = mul nuw nsw i64 %960, 8
  %989 = add nuw nsw i64 %987, %988
  %990 = add nuw nsw i64 %989, %964
  %991 = getelementptr inbounds nuw float, ptr %984, i64 %990
  %992 = load float, ptr %991, align 4
  %993 = fmul float %977, %983
  %994 = fadd float %992, %993
  %995 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %909, 1
  %996 = mul nuw nsw i64 %952, 256
  %997 = mul nuw nsw i64 %956, 32
  %998 = add nuw nsw i64 %996, %997
  %999 = mul nuw nsw i64 %960, 8
  %1000 = add nuw nsw i64 %998, %999
  %1001 = add nuw nsw i64 %1000, %964
  %1002 = getelementptr inbounds nuw float, ptr %995, i64 %1001
  store float %994, ptr %1002, align 4
  %1003 = add i64 %968, 1
  br label %967

1004:                                             ; preds = %967
  %1005 = add i64 %964, 1
  br label %963

1006:                                             ; preds = %963
  %1007 = add i64 %960, 1
  br label %959

1008:                                             ; preds = %959
  %1009 = add i64 %956, 1
  br label %955

1010:                                             ; preds = %955
  %1011 = add i64 %952, 1
  br label %951

1012:                                             ; preds = %951
  %1013 = call ptr @malloc(i64 1088)
  %1014 = ptrtoint ptr %1013 to i64
  %1015 = add i64 %1014, 63
  %1016 = urem i64 %1015, 64
  %1017 = sub i64 %1015, %1016
  %1018 = inttoptr i64 %1017 to ptr
  %1019 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1013, 0
  %1020 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1019, ptr %1018, 1
  %1021 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1020, i64 0, 2
  %1022 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1021, i64 1, 3, 0
  %1023 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1022, i64 4, 3, 1
  %1024 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1023, i64 8, 3, 2
  %1025 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1024, i64 8, 3, 3
  %1026 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1025, i64 256, 4, 0
  %1027 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1026, i64 64, 4, 1
  %1028 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1027, i64 8, 4, 2
  %1029 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1028, i64 1, 4, 3
  br label %1030

1030:                                             ; preds = %1068, %1012
  %1031 = phi i64 [ %1069, %1068 ], [ 0, %1012 ]
  %1032 = icmp slt i64 %1031, 1
  br i1 %1032, label %1033, label %1070

1033:                                             ; preds = %1030
  br label %1034

1034:                                             ; preds = %1066, %1033
  %1035 = phi i64 [ %1067, %1066 ], [ 0, %1033 ]
  %1036 = icmp slt i64 %1035, 4
  br i1 %1036, label %1037, label %1068

1037:                                             ; preds = %1034
  br label %1038

1038:                                             ; preds = %1064, %1037
  %1039 = phi i64 [ %1065, %1064 ], [ 0, %1037 ]
  %1040 = icmp slt i64 %1039, 8
  br i1 %1040, label %1041, label %1066

1041:                                             ; preds = %1038
  br label %1042

1042:                                             ; preds = %1045, %1041
  %1043 = phi i64 [ %1063, %1045 ], [ 0, %1041 ]
  %1044 = icmp slt i64 %1043, 8
  br i1 %1044, label %1045, label %1064

1045:                                             ; preds = %1042
  %1046 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %909, 1
  %1047 = mul nuw nsw i64 %1031, 256
  %1048 = mul nuw nsw i64 %1039, 32
  %1049 = add nuw nsw i64 %1047, %1048
  %1050 = mul nuw nsw i64 %1035, 8
  %1051 = add nuw nsw i64 %1049, %1050
  %1052 = add nuw nsw i64 %1051, %1043
  %1053 = getelementptr inbounds nuw float, ptr %1046, i64 %1052
  %1054 = load float, ptr %1053, align 4
  %1055 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1029, 1
  %1056 = mul nuw nsw i64 %1031, 256
  %1057 = mul nuw nsw i64 %1035, 64
  %1058 = add nuw nsw i64 %1056, %1057
  %1059 = mul nuw nsw i64 %1039, 8
  %1060 = add nuw nsw i64 %1058, %1059
  %1061 = add nuw nsw i64 %1060, %1043
  %1062 = getelementptr inbounds nuw float, ptr %1055, i64 %1061
  store float %1054, ptr %1062, align 4
  %1063 = add i64 %1043, 1
  br label %1042

1064:                                             ; preds = %1042
  %1065 = add i64 %1039, 1
  br label %1038

1066:                                             ; preds = %1038
  %1067 = add i64 %1035, 1
  br label %1034

1068:                                             ; preds = %1034
  %1069 = add i64 %1031, 1
  br label %1030

1070:                                             ; preds = %1030
  %1071 = call ptr @malloc(i64 576)
  %1072 = ptrtoint ptr %1071 to i64
  %1073 = add i64 %1072, 63
  %1074 = urem i64 %1073, 64
  %1075 = sub i64 %1073, %1074
  %1076 = inttoptr i64 %1075 to ptr
  %1077 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1071, 0
  %1078 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1077, ptr %1076, 1
  %1079 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1078, i64 0, 2
  %1080 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1079, i64 8, 3, 0
  %1081 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1080, i64 16, 3, 1
  %1082 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1081, i64 16, 4, 0
  %1083 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1082, i64 1, 4, 1
  br label %1084

1084:                                             ; preds = %1097, %1070
  %1085 = phi i64 [ %1098, %1097 ], [ 0, %1070 ]
  %1086 = icmp slt i64 %1085, 8
  br i1 %1086, label %1087, label %1099

1087:                                             ; preds = %1084
  br label %1088

1088:                                             ; preds = %1091, %1087
  %1089 = phi i64 [ %1096, %1091 ], [ 0, %1087 ]
  %1090 = icmp slt i64 %1089, 16
  br i1 %1090, label %1091, label %1097

1091:                                             ; preds = %1088
  %1092 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1083, 1
  %1093 = mul nuw nsw i64 %1085, 16
  %1094 = add nuw nsw i64 %1093, %1089
  %1095 = getelementptr inbounds nuw float, ptr %1092, i64 %1094
  store float 0.000000e+00, ptr %1095, align 4
  %1096 = add i64 %1089, 1
  br label %1088

1097:                                             ; preds = %1088
  %1098 = add i64 %1085, 1
  br label %1084

1099:                                             ; preds = %1084
  %1100 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1083, 0
  %1101 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1083, 1
  %1102 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1100, 0
  %1103 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1102, ptr %1101, 1
  %1104 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1103, i64 0, 2
  %1105 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1104, i64 1, 3, 0
  %1106 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1105, i64 128, 4, 0
  %1107 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1106, i64 8, 3, 1
  %1108 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1107, i64 16, 4, 1
  %1109 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1108, i64 2, 3, 2
  %1110 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, i64 8, 4, 2
  %1111 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1110, i64 8, 3, 3
  %1112 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1111, i64 1, 4, 3
  %1113 = call ptr @malloc(i64 576)
  %1114 = ptrtoint ptr %1113 to i64
  %1115 = add i64 %1114, 63
  %1116 = urem i64 %1115, 64
  %1117 = sub i64 %1115, %1116
  %1118 = inttoptr i64 %1117 to ptr
  %1119 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1113, 0
  %1120 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1119, ptr %1118, 1
  %1121 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1120, i64 0, 2
  %1122 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1121, i64 1, 3, 0
  %1123 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, i64 8, 3, 1
  %1124 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1123, i64 2, 3, 2
  %1125 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1124, i64 8, 3, 3
  %1126 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1125, i64 128, 4, 0
  %1127 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1126, i64 16, 4, 1
  %1128 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1127, i64 8, 4, 2
  %1129 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1128, i64 1, 4, 3
  br label %1130

1130:                                             ; preds = %1168, %1099
  %1131 = phi i64 [ %1169, %1168 ], [ 0, %1099 ]
  %1132 = icmp slt i64 %1131, 1
  br i1 %1132, label %1133, label %1170

1133:                                             ; preds = %1130
  br label %1134

1134:                                             ; preds = %1166, %1133
  %1135 = phi i64 [ %1167, %1166 ], [ 0, %1133 ]
  %1136 = icmp slt i64 %1135, 8
  br i1 %1136, label %1137, label %1168

1137:                                             ; preds = %1134
  br label %1138

1138:                                             ; preds = %1164, %1137
  %1139 = phi i64 [ %1165, %1164 ], [ 0, %1137 ]
  %1140 = icmp slt i64 %1139, 2
  br i1 %1140, label %1141, label %1166

1141:                                             ; preds = %1138
  br label %1142

1142:                                             ; preds = %1145, %1141
  %1143 = phi i64 [ %1163, %1145 ], [ 0, %1141 ]
  %1144 = icmp slt i64 %1143, 8
  br i1 %1144, label %1145, label %1164

1145:                                             ; preds = %1142
  %1146 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1112, 1
  %1147 = mul nuw nsw i64 %1131, 128
  %1148 = mul nuw nsw i64 %1135, 16
  %1149 = add nuw nsw i64 %1147, %1148
  %1150 = mul nuw nsw i64 %1139, 8
  %1151 = add nuw nsw i64 %1149, %1150
  %1152 = add nuw nsw i64 %1151, %1143
  %1153 = getelementptr inbounds nuw float, ptr %1146, i64 %1152
  %1154 = load float, ptr %1153, align 4
  %1155 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1129, 1
  %1156 = mul nuw nsw i64 %1131, 128
  %1157 = mul nuw nsw i64 %1135, 16
  %1158 = add nuw nsw i64 %1156, %1157
  %1159 = mul nuw nsw i64 %1139, 8
  %1160 = add nuw nsw i64 %1158, %1159
  %1161 = add nuw nsw i64 %1160, %1143
  %1162 = getelementptr inbounds nuw float, ptr %1155, i64 %1161
  store float %1154, ptr %1162, align 4
  %1163 = add i64 %1143, 1
  br label %1142

1164:                                             ; preds = %1142
  %1165 = add i64 %1139, 1
  br label %1138

1166:                                             ; preds = %1138
  %1167 = add i64 %1135, 1
  br label %1134

1168:                                             ; preds = %1134
  %1169 = add i64 %1131, 1
  br label %1130

1170:                                             ; preds = %1130
  br label %1171

1171:                                             ; preds = %1230, %1170
  %1172 = phi i64 [ %1231, %1230 ], [ 0, %1170 ]
  %1173 = icmp slt i64 %1172, 1
  br i1 %1173, label %1174, label %1232

1174:                                             ; preds = %1171
  br label %1175

1175:                                             ; preds = %1228, %1174
  %1176 = phi i64 [ %1229, %1228 ], [ 0, %1174 ]
  %1177 = icmp slt i64 %1176, 8
  br i1 %1177, label %1178, label %1230

1178:                                             ; preds = %1175
  br label %1179

1179:                                             ; preds = %1226, %1178
  %1180 = phi i64 [ %1227, %1226 ], [ 0, %1178 ]
  %1181 = icmp slt i64 %1180, 2
  br i1 %1181, label %1182, label %1228

1182:                                             ; preds = %1179
  br label %1183

1183:                                             ; preds = %1224, %1182
  %1184 = phi i64 [ %1225, %1224 ], [ 0, %1182 ]
  %1185 = icmp slt i64 %1184, 8
  br i1 %1185, label %1186, label %1226

1186:                                             ; preds = %1183
  br label %1187

1187:                                             ; preds = %1190, %1186
  %1188 = phi i64 [ %1223, %1190 ], [ 0, %1186 ]
  %1189 = icmp slt i64 %1188, 32
  br i1 %1189, label %1190, label %1224

1190:                                             ; preds = %1187
  %1191 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %805, 1
  %1192 = mul nuw nsw i64 %1172, 256
  %1193 = mul nuw nsw i64 %1176, 32
  %1194 = add nuw nsw i64 %1192, %1193
  %1195 = add nuw nsw i64 %1194, %1188
  %1196 = getelementptr inbounds nuw float, ptr %1191, i64 %1195
  %1197 = load float, ptr %1196, align 4
  %1198 = mul nuw nsw i64 %1180, 256
  %1199 = mul nuw nsw i64 %1184, 32
  %1200 = add nuw nsw i64 %1198, %1199
  %1201 = add nuw nsw i64 %1200, %1188
  %1202 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32_11, i64 %1201
  %1203 = load float, ptr %1202, align 4
  %1204 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1129, 1
  %1205 = mul nuw nsw i64 %1172, 128
  %1206 = mul nuw nsw i64 %1176, 16
  %1207 = add nuw nsw i64 %1205, %1206
  %1208 = mul nuw nsw i64 %1180, 8
  %1209 = add nuw nsw i64 %1207, %1208
  %1210 = add nuw nsw i64 %1209, %1184
  %1211 = getelementptr inbounds nuw float, ptr %1204, i64 %1210
  %1212 = load float, ptr %1211, align 4
  %1213 = fmul float %1197, %1203
  %1214 = fadd float %1212, %1213
  %1215 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1129, 1
  %1216 = mul nuw nsw i64 %1172, 128
  %1217 = mul nuw nsw i64 %1176, 16
  %1218 = add nuw nsw i64 %1216, %1217
  %1219 = mul nuw nsw i64 %1180, 8
  %1220 = add nuw nsw i64 %1218, %1219
  %1221 = add nuw nsw i64 %1220, %1184
  %1222 = getelementptr inbounds nuw float, ptr %1215, i64 %1221
  store float %1214, ptr %1222, align 4
  %1223 = add i64 %1188, 1
  br label %1187

1224:                                             ; preds = %1187
  %1225 = add i64 %1184, 1
  br label %1183

1226:                                             ; preds = %1183
  %1227 = add i64 %1180, 1
  br label %1179

1228:                                             ; preds = %1179
  %1229 = add i64 %1176, 1
  br label %1175

1230:                                             ; preds = %1175
  %1231 = add i64 %1172, 1
  br label %1171

1232:                                             ; preds = %1171
  %1233 = call ptr @malloc(i64 576)
  %1234 = ptrtoint ptr %1233 to i64
  %1235 = add i64 %1234, 63
  %1236 = urem i64 %1235, 64
  %1237 = sub i64 %1235, %1236
  %1238 = inttoptr i64 %1237 to ptr
  %1239 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1233, 0
  %1240 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1239, ptr %1238, 1
  %1241 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1240, i64 0, 2
  %1242 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1241, i64 1, 3, 0
  %1243 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1242, i64 2, 3, 1
  %1244 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1243, i64 8, 3, 2
  %1245 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1244, i64 8, 3, 3
  %1246 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1245, i64 128, 4, 0
  %1247 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1246, i64 64, 4, 1
  %1248 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1247, i64 8, 4, 2
  %1249 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1248, i64 1, 4, 3
  br label %1250

1250:                                             ; preds = %1288, %1232
  %1251 = phi i64 [ %1289, %1288 ], [ 0, %1232 ]
  %1252 = icmp slt i64 %1251, 1
  br i1 %1252, label %1253, label %1290

1253:                                             ; preds = %1250
  br label %1254

1254:                                             ; preds = %1286, %1253
  %1255 = phi i64 [ %1287, %1286 ], [ 0, %1253 ]
  %1256 = icmp slt i64 %1255, 2
  br i1 %1256, label %1257, label %1288

1257:                                             ; preds = %1254
  br label %1258

1258:                                             ; preds = %1284, %1257
  %1259 = phi i64 [ %1285, %1284 ], [ 0, %1257 ]
  %1260 = icmp slt i64 %1259, 8
  br i1 %1260, label %1261, label %1286

1261:                                             ; preds = %1258
  br label %1262

1262:                                             ; preds = %1265, %1261
  %1263 = phi i64 [ %1283, %1265 ], [ 0, %1261 ]
  %1264 = icmp slt i64 %1263, 8
  br i1 %1264, label %1265, label %1284

1265:                                             ; preds = %1262
  %1266 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1129, 1
  %1267 = mul nuw nsw i64 %1251, 128
  %1268 = mul nuw nsw i64 %1259, 16
  %1269 = add nuw nsw i64 %1267, %1268
  %1270 = mul nuw nsw i64 %1255, 8
  %1271 = add nuw nsw i64 %1269, %1270
  %1272 = add nuw nsw i64 %1271, %1263
  %1273 = getelementptr inbounds nuw float, ptr %1266, i64 %1272
  %1274 = load float, ptr %1273, align 4
  %1275 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1249, 1
  %1276 = mul nuw nsw i64 %1251, 128
  %1277 = mul nuw nsw i64 %1255, 64
  %1278 = add nuw nsw i64 %1276, %1277
  %1279 = mul nuw nsw i64 %1259, 8
  %1280 = add nuw nsw i64 %1278, %1279
  %1281 = add nuw nsw i64 %1280, %1263
  %1282 = getelementptr inbounds nuw float, ptr %1275, i64 %1281
  store float %1274, ptr %1282, align 4
  %1283 = add i64 %1263, 1
  br label %1262

1284:                                             ; preds = %1262
  %1285 = add i64 %1259, 1
  br label %1258

1286:                                             ; preds = %1258
  %1287 = add i64 %1255, 1
  br label %1254

1288:                                             ; preds = %1254
  %1289 = add i64 %1251, 1
  br label %1250

1290:                                             ; preds = %1250
  %1291 = call ptr @malloc(i64 576)
  %1292 = ptrtoint ptr %1291 to i64
  %1293 = add i64 %1292, 63
  %1294 = urem i64 %1293, 64
  %1295 = sub i64 %1293, %1294
  %1296 = inttoptr i64 %1295 to ptr
  %1297 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1291, 0
  %1298 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1297, ptr %1296, 1
  %1299 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1298, i64 0, 2
  %1300 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1299, i64 1, 3, 0
  %1301 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1300, i64 8, 3, 1
  %1302 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1301, i64 2, 3, 2
  %1303 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1302, i64 8, 3, 3
  %1304 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1303, i64 128, 4, 0
  %1305 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1304, i64 16, 4, 1
  %1306 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1305, i64 8, 4, 2
  %1307 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1306, i64 1, 4, 3
  br label %1308

1308:                                             ; preds = %1346, %1290
  %1309 = phi i64 [ %1347, %1346 ], [ 0, %1290 ]
  %1310 = icmp slt i64 %1309, 1
  br i1 %1310, label %1311, label %1348

1311:                                             ; preds = %1308
  br label %1312

1312:                                             ; preds = %1344, %1311
  %1313 = phi i64 [ %1345, %1344 ], [ 0, %1311 ]
  %1314 = icmp slt i64 %1313, 8
  br i1 %1314, label %1315, label %1346

1315:                                             ; preds = %1312
  br label %1316

1316:                                             ; preds = %1342, %1315
  %1317 = phi i64 [ %1343, %1342 ], [ 0, %1315 ]
  %1318 = icmp slt i64 %1317, 2
  br i1 %1318, label %1319, label %1344

1319:                                             ; preds = %1316
  br label %1320

1320:                                             ; preds = %1323, %1319
  %1321 = phi i64 [ %1341, %1323 ], [ 0, %1319 ]
  %1322 = icmp slt i64 %1321, 8
  br i1 %1322, label %1323, label %1342

1323:                                             ; preds = %1320
  %1324 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1112, 1
  %1325 = mul nuw nsw i64 %1309, 128
  %1326 = mul nuw nsw i64 %1313, 16
  %1327 = add nuw nsw i64 %1325, %1326
  %1328 = mul nuw nsw i64 %1317, 8
  %1329 = add nuw nsw i64 %1327, %1328
  %1330 = add nuw nsw i64 %1329, %1321
  %1331 = getelementptr inbounds nuw float, ptr %1324, i64 %1330
  %1332 = load float, ptr %1331, align 4
  %1333 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1307, 1
  %1334 = mul nuw nsw i64 %1309, 128
  %1335 = mul nuw nsw i64 %1313, 16
  %1336 = add nuw nsw i64 %1334, %1335
  %1337 = mul nuw nsw i64 %1317, 8
  %1338 = add nuw nsw i64 %1336, %1337
  %1339 = add nuw nsw i64 %1338, %1321
  %1340 = getelementptr inbounds nuw float, ptr %1333, i64 %1339
  store float %1332, ptr %1340, align 4
  %1341 = add i64 %1321, 1
  br label %1320

1342:                                             ; preds = %1320
  %1343 = add i64 %1317, 1
  br label %1316

1344:                                             ; preds = %1316
  %1345 = add i64 %1313, 1
  br label %1312

1346:                                             ; preds = %1312
  %1347 = add i64 %1309, 1
  br label %1308

1348:                                             ; preds = %1308
  br label %1349

1349:                                             ; preds = %1408, %1348
  %1350 = phi i64 [ %1409, %1408 ], [ 0, %1348 ]
  %1351 = icmp slt i64 %1350, 1
  br i1 %1351, label %1352, label %1410

1352:                                             ; preds = %1349
  br label %1353

1353:                                             ; preds = %1406, %1352
  %1354 = phi i64 [ %1407, %1406 ], [ 0, %1352 ]
  %1355 = icmp slt i64 %1354, 8
  br i1 %1355, label %1356, label %1408

1356:                                             ; preds = %1353
  br label %1357

1357:                                             ; preds = %1404, %1356
  %1358 = phi i64 [ %1405, %1404 ], [ 0, %1356 ]
  %1359 = icmp slt i64 %1358, 2
  br i1 %1359, label %1360, label %1406

1360:                                             ; preds = %1357
  br label %1361

1361:                                             ; preds = %1402, %1360
  %1362 = phi i64 [ %1403, %1402 ], [ 0, %1360 ]
  %1363 = icmp slt i64 %1362, 8
  br i1 %1363, label %1364, label %1404

1364:                                             ; preds = %1361
  br label %1365

1365:                                             ; preds = %1368, %1364
  %1366 = phi i64 [ %1401, %1368 ], [ 0, %1364 ]
  %1367 = icmp slt i64 %1366, 32
  br i1 %1367, label %1368, label %1402

1368:                                             ; preds = %1365
  %1369 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %805, 1
  %1370 = mul nuw nsw i64 %1350, 256
  %1371 = mul nuw nsw i64 %1354, 32
  %1372 = add nuw nsw i64 %1370, %1371
  %1373 = add nuw nsw i64 %1372, %1366
  %1374 = getelementptr inbounds nuw float, ptr %1369, i64 %1373
  %1375 = load float, ptr %1374, align 4
  %1376 = mul nuw nsw i64 %1358, 256
  %1377 = mul nuw nsw i64 %1362, 32
  %1378 = add nuw nsw i64 %1376, %1377
  %1379 = add nuw nsw i64 %1378, %1366
  %1380 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32_10, i64 %1379
  %1381 = load float, ptr %1380, align 4
  %1382 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1307, 1
  %1383 = mul nuw nsw i64 %1350, 128
  %1384 = mul nuw nsw i64 %1354, 16
  %1385 = add nuw nsw i64 %1383, %1384
  %1386 = mul nuw nsw i64 %1358, 8
  %1387 = add nuw nsw i64 %1385, %1386
  %1388 = add nuw nsw i64 %1387, %1362
  %1389 = getelementptr inbounds nuw float, ptr %1382, i64 %1388
  %1390 = load float, ptr %1389, align 4
  %1391 = fmul float %1375, %1381
  %1392 = fadd float %1390, %1391
  %1393 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1307, 1
  %1394 = mul nuw nsw i64 %1350, 128
  %1395 = mul nuw nsw i64 %1354, 16
  %1396 = add nuw nsw i64 %1394, %1395
  %1397 = mul nuw nsw i64 %1358, 8
  %1398 = add nuw nsw i64 %1396, %1397
  %1399 = add nuw nsw i64 %1398, %1362
  %1400 = getelementptr inbounds nuw float, ptr %1393, i64 %1399
  store float %1392, ptr %1400, align 4
  %1401 = add i64 %1366, 1
  br label %1365

1402:                                             ; preds = %1365
  %1403 = add i64 %1362, 1
  br label %1361

1404:                                             ; preds = %1361
  %1405 = add i64 %1358, 1
  br label %1357

1406:                                             ; preds = %1357
  %1407 = add i64 %1354, 1
  br label %1353

1408:                                             ; preds = %1353
  %1409 = add i64 %1350, 1
  br label %1349

1410:                                             ; preds = %1349
  %1411 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1029, 0
  %1412 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1029, 1
  %1413 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1411, 0
  %1414 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1413, ptr %1412, 1
  %1415 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1414, i64 4, 2
  %1416 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1415, i64 1, 3, 0
  %1417 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1416, i64 256, 4, 0
  %1418 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1417, i64 4, 3, 1
  %1419 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1418, i64 64, 4, 1
  %1420 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1419, i64 8, 3, 2
  %1421 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1420, i64 8, 4, 2
  %1422 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1421, i64 4, 3, 3
  %1423 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1422, i64 1, 4, 3
  %1424 = call ptr @malloc(i64 576)
  %1425 = ptrtoint ptr %1424 to i64
  %1426 = add i64 %1425, 63
  %1427 = urem i64 %1426, 64
  %1428 = sub i64 %1426, %1427
  %1429 = inttoptr i64 %1428 to ptr
  %1430 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1424, 0
  %1431 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1430, ptr %1429, 1
  %1432 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1431, i64 0, 2
  %1433 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1432, i64 1, 3, 0
  %1434 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1433, i64 4, 3, 1
  %1435 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1434, i64 8, 3, 2
  %1436 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1435, i64 4, 3, 3
  %1437 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1436, i64 128, 4, 0
  %1438 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1437, i64 32, 4, 1
  %1439 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1438, i64 4, 4, 2
  %1440 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1439, i64 1, 4, 3
  br label %1441

1441:                                             ; preds = %1481, %1410
  %1442 = phi i64 [ %1482, %1481 ], [ 0, %1410 ]
  %1443 = icmp slt i64 %1442, 1
  br i1 %1443, label %1444, label %1483

1444:                                             ; preds = %1441
  br label %1445

1445:                                             ; preds = %1479, %1444
  %1446 = phi i64 [ %1480, %1479 ], [ 0, %1444 ]
  %1447 = icmp slt i64 %1446, 4
  br i1 %1447, label %1448, label %1481

1448:                                             ; preds = %1445
  br label %1449

1449:                                             ; preds = %1477, %1448
  %1450 = phi i64 [ %1478, %1477 ], [ 0, %1448 ]
  %1451 = icmp slt i64 %1450, 8
  br i1 %1451, label %1452, label %1479

1452:                                             ; preds = %1449
  br label %1453

1453:                                             ; preds = %1456, %1452
  %1454 = phi i64 [ %1476, %1456 ], [ 0, %1452 ]
  %1455 = icmp slt i64 %1454, 4
  br i1 %1455, label %1456, label %1477

1456:                                             ; preds = %1453
  %1457 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1423, 1
  %1458 = getelementptr float, ptr %1457, i64 4
  %1459 = mul nuw nsw i64 %1442, 256
  %1460 = mul nuw nsw i64 %1446, 64
  %1461 = add nuw nsw i64 %1459, %1460
  %1462 = mul nuw nsw i64 %1450, 8
  %1463 = add nuw nsw i64 %1461, %1462
  %1464 = add nuw nsw i64 %1463, %1454
  %1465 = getelementptr inbounds nuw float, ptr %1458, i64 %1464
  %1466 = load float, ptr %1465, align 4
  %1467 = fneg float %1466
  %1468 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1440, 1
  %1469 = mul nuw nsw i64 %1442, 128
  %1470 = mul nuw nsw i64 %1446, 32
  %1471 = add nuw nsw i64 %1469, %1470
  %1472 = mul nuw nsw i64 %1450, 4
  %1473 = add nuw nsw i64 %1471, %1472
  %1474 = add nuw nsw i64 %1473, %1454
  %1475 = getelementptr inbounds nuw float, ptr %1468, i64 %1474
  store float %1467, ptr %1475, align 4
  %1476 = add i64 %1454, 1
  br label %1453

1477:                                             ; preds = %1453
  %1478 = add i64 %1450, 1
  br label %1449

1479:                                             ; preds = %1449
  %1480 = add i64 %1446, 1
  br label %1445

1481:                                             ; preds = %1445
  %1482 = add i64 %1442, 1
  br label %1441

1483:                                             ; preds = %1441
  %1484 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1029, 0
  %1485 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1029, 1
  %1486 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1484, 0
  %1487 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1486, ptr %1485, 1
  %1488 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1487, i64 0, 2
  %1489 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1488, i64 1, 3, 0
  %1490 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1489, i64 256, 4, 0
  %1491 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1490, i64 4, 3, 1
  %1492 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1491, i64 64, 4, 1
  %1493 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1492, i64 8, 3, 2
  %1494 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1493, i64 8, 4, 2
  %1495 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1494, i64 4, 3, 3
  %1496 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1495, i64 1, 4, 3
  %1497 = call ptr @malloc(i64 1088)
  %1498 = ptrtoint ptr %1497 to i64
  %1499 = add i64 %1498, 63
  %1500 = urem i64 %1499, 64
  %1501 = sub i64 %1499, %1500
  %1502 = inttoptr i64 %1501 to ptr
  %1503 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1497, 0
  %1504 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1503, ptr %1502, 1
  %1505 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1504, i64 0, 2
  %1506 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1505, i64 1, 3, 0
  %1507 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1506, i64 4, 3, 1
  %1508 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1507, i64 8, 3, 2
  %1509 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1508, i64 8, 3, 3
  %1510 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1509, i64 256, 4, 0
  %1511 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1510, i64 64, 4, 1
  %1512 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1511, i64 8, 4, 2
  %1513 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1512, i64 1, 4, 3
  %1514 = call ptr @malloc(i64 1088)
  %1515 = ptrtoint ptr %1514 to i64
  %1516 = add i64 %1515, 63
  %1517 = urem i64 %1516, 64
  %1518 = sub i64 %1516, %1517
  %1519 = inttoptr i64 %1518 to ptr
  %1520 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1514, 0
  %1521 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1520, ptr %1519, 1
  %1522 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1521, i64 0, 2
  %1523 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1522, i64 1, 3, 0
  %1524 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1523, i64 4, 3, 1
  %1525 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1524, i64 8, 3, 2
  %1526 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1525, i64 8, 3, 3
  %1527 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1526, i64 256, 4, 0
  %1528 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1527, i64 64, 4, 1
  %1529 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1528, i64 8, 4, 2
  %1530 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1529, i64 1, 4, 3
  br label %1531

1531:                                             ; preds = %1569, %1483
  %1532 = phi i64 [ %1570, %1569 ], [ 0, %1483 ]
  %1533 = icmp slt i64 %1532, 1
  br i1 %1533, label %1534, label %1571

1534:                                             ; preds = %1531
  br label %1535

1535:                                             ; preds = %1567, %1534
  %1536 = phi i64 [ %1568, %1567 ], [ 0, %1534 ]
  %1537 = icmp slt i64 %1536, 4
  br i1 %1537, label %1538, label %1569

1538:                                             ; preds = %1535
  br label %1539

1539:                                             ; preds = %1565, %1538
  %1540 = phi i64 [ %1566, %1565 ], [ 0, %1538 ]
  %1541 = icmp slt i64 %1540, 8
  br i1 %1541, label %1542, label %1567

1542:                                             ; preds = %1539
  br label %1543

1543:                                             ; preds = %1546, %1542
  %1544 = phi i64 [ %1564, %1546 ], [ 0, %1542 ]
  %1545 = icmp slt i64 %1544, 8
  br i1 %1545, label %1546, label %1565

1546:                                             ; preds = %1543
  %1547 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1513, 1
  %1548 = mul nuw nsw i64 %1532, 256
  %1549 = mul nuw nsw i64 %1536, 64
  %1550 = add nuw nsw i64 %1548, %1549
  %1551 = mul nuw nsw i64 %1540, 8
  %1552 = add nuw nsw i64 %1550, %1551
  %1553 = add nuw nsw i64 %1552, %1544
  %1554 = getelementptr inbounds nuw float, ptr %1547, i64 %1553
  %1555 = load float, ptr %1554, align 4
  %1556 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1530, 1
  %1557 = mul nuw nsw i64 %1532, 256
  %1558 = mul nuw nsw i64 %1536, 64
  %1559 = add nuw nsw i64 %1557, %1558
  %1560 = mul nuw nsw i64 %1540, 8
  %1561 = add nuw nsw i64 %1559, %1560
  %1562 = add nuw nsw i64 %1561, %1544
  %1563 = getelementptr inbounds nuw float, ptr %1556, i64 %1562
  store float %1555, ptr %1563, align 4
  %1564 = add i64 %1544, 1
  br label %1543

1565:                                             ; preds = %1543
  %1566 = add i64 %1540, 1
  br label %1539

1567:                                             ; preds = %1539
  %1568 = add i64 %1536, 1
  br label %1535

1569:                                             ; preds = %1535
  %1570 = add i64 %1532, 1
  br label %1531

1571:                                             ; preds = %1531
  %1572 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1530, 0
  %1573 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1530, 1
  %1574 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1572, 0
  %1575 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1574, ptr %1573, 1
  %1576 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1575, i64 0, 2
  %1577 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1576, i64 1, 3, 0
  %1578 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1577, i64 256, 4, 0
  %1579 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1578, i64 4, 3, 1
  %1580 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1579, i64 64, 4, 1
  %1581 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1580, i64 8, 3, 2
  %1582 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1581, i64 8, 4, 2
  %1583 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1582, i64 4, 3, 3
  %1584 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1583, i64 1, 4, 3
  br label %1585

1585:                                             ; preds = %1623, %1571
  %1586 = phi i64 [ %1624, %1623 ], [ 0, %1571 ]
  %1587 = icmp slt i64 %1586, 1
  br i1 %1587, label %1588, label %1625

1588:                                             ; preds = %1585
  br label %1589

1589:                                             ; preds = %1621, %1588
  %1590 = phi i64 [ %1622, %1621 ], [ 0, %1588 ]
  %1591 = icmp slt i64 %1590, 4
  br i1 %1591, label %1592, label %1623

1592:                                             ; preds = %1589
  br label %1593

1593:                                             ; preds = %1619, %1592
  %1594 = phi i64 [ %1620, %1619 ], [ 0, %1592 ]
  %1595 = icmp slt i64 %1594, 8
  br i1 %1595, label %1596, label %1621

1596:                                             ; preds = %1593
  br label %1597

1597:                                             ; preds = %1600, %1596
  %1598 = phi i64 [ %1618, %1600 ], [ 0, %1596 ]
  %1599 = icmp slt i64 %1598, 4
  br i1 %1599, label %1600, label %1619

1600:                                             ; preds = %1597
  %1601 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1440, 1
  %1602 = mul nuw nsw i64 %1586, 128
  %1603 = mul nuw nsw i64 %1590, 32
  %1604 = add nuw nsw i64 %1602, %1603
  %1605 = mul nuw nsw i64 %1594, 4
  %1606 = add nuw nsw i64 %1604, %1605
  %1607 = add nuw nsw i64 %1606, %1598
  %1608 = getelementptr inbounds nuw float, ptr %1601, i64 %1607
  %1609 = load float, ptr %1608, align 4
  %1610 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1584, 1
  %1611 = mul nuw nsw i64 %1586, 256
  %1612 = mul nuw nsw i64 %1590, 64
  %1613 = add nuw nsw i64 %1611, %1612
  %1614 = mul nuw nsw i64 %1594, 8
  %1615 = add nuw nsw i64 %1613, %1614
  %1616 = add nuw nsw i64 %1615, %1598
  %1617 = getelementptr inbounds nuw float, ptr %1610, i64 %1616
  store float %1609, ptr %1617, align 4
  %1618 = add i64 %1598, 1
  br label %1597

1619:                                             ; preds = %1597
  %1620 = add i64 %1594, 1
  br label %1593

1621:                                             ; preds = %1593
  %1622 = add i64 %1590, 1
  br label %1589

1623:                                             ; preds = %1589
  %1624 = add i64 %1586, 1
  br label %1585

1625:                                             ; preds = %1585
  %1626 = call ptr @malloc(i64 1088)
  %1627 = ptrtoint ptr %1626 to i64
  %1628 = add i64 %1627, 63
  %1629 = urem i64 %1628, 64
  %1630 = sub i64 %1628, %1629
  %1631 = inttoptr i64 %1630 to ptr
  %1632 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1626, 0
  %1633 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1632, ptr %1631, 1
  %1634 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1633, i64 0, 2
  %1635 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1634, i64 1, 3, 0
  %1636 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1635, i64 4, 3, 1
  %1637 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1636, i64 8, 3, 2
  %1638 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1637, i64 8, 3, 3
  %1639 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1638, i64 256, 4, 0
  %1640 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1639, i64 64, 4, 1
  %1641 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1640, i64 8, 4, 2
  %1642 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1641, i64 1, 4, 3
  br label %1643

1643:                                             ; preds = %1681, %1625
  %1644 = phi i64 [ %1682, %1681 ], [ 0, %1625 ]
  %1645 = icmp slt i64 %1644, 1
  br i1 %1645, label %1646, label %1683

1646:                                             ; preds = %1643
  br label %1647

1647:                                             ; preds = %1679, %1646
  %1648 = phi i64 [ %1680, %1679 ], [ 0, %1646 ]
  %1649 = icmp slt i64 %1648, 4
  br i1 %1649, label %1650, label %1681

1650:                                             ; preds = %1647
  br label %1651

1651:                                             ; preds = %1677, %1650
  %1652 = phi i64 [ %1678, %1677 ], [ 0, %1650 ]
  %1653 = icmp slt i64 %1652, 8
  br i1 %1653, label %1654, label %1679

1654:                                             ; preds = %1651
  br label %1655

1655:                                             ; preds = %1658, %1654
  %1656 = phi i64 [ %1676, %1658 ], [ 0, %1654 ]
  %1657 = icmp slt i64 %1656, 8
  br i1 %1657, label %1658, label %1677

1658:                                             ; preds = %1655
  %1659 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1530, 1
  %1660 = mul nuw nsw i64 %1644, 256
  %1661 = mul nuw nsw i64 %1648, 64
  %1662 = add nuw nsw i64 %1660, %1661
  %1663 = mul nuw nsw i64 %1652, 8
  %1664 = add nuw nsw i64 %1662, %1663
  %1665 = add nuw nsw i64 %1664, %1656
  %1666 = getelementptr inbounds nuw float, ptr %1659, i64 %1665
  %1667 = load float, ptr %1666, align 4
  %1668 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1642, 1
  %1669 = mul nuw nsw i64 %1644, 256
  %1670 = mul nuw nsw i64 %1648, 64
  %1671 = add nuw nsw i64 %1669, %1670
  %1672 = mul nuw nsw i64 %1652, 8
  %1673 = add nuw nsw i64 %1671, %1672
  %1674 = add nuw nsw i64 %1673, %1656
  %1675 = getelementptr inbounds nuw float, ptr %1668, i64 %1674
  store float %1667, ptr %1675, align 4
  %1676 = add i64 %1656, 1
  br label %1655

1677:                                             ; preds = %1655
  %1678 = add i64 %1652, 1
  br label %1651

1679:                                             ; preds = %1651
  %1680 = add i64 %1648, 1
  br label %1647

1681:                                             ; preds = %1647
  %1682 = add i64 %1644, 1
  br label %1643

1683:                                             ; preds = %1643
  %1684 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1642, 0
  %1685 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1642, 1
  %1686 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1684, 0
  %1687 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1686, ptr %1685, 1
  %1688 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1687, i64 4, 2
  %1689 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1688, i64 1, 3, 0
  %1690 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1689, i64 256, 4, 0
  %1691 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1690, i64 4, 3, 1
  %1692 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1691, i64 64, 4, 1
  %1693 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1692, i64 8, 3, 2
  %1694 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1693, i64 8, 4, 2
  %1695 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1694, i64 4, 3, 3
  %1696 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1695, i64 1, 4, 3
  br label %1697

1697:                                             ; preds = %1736, %1683
  %1698 = phi i64 [ %1737, %1736 ], [ 0, %1683 ]
  %1699 = icmp slt i64 %1698, 1
  br i1 %1699, label %1700, label %1738

1700:                                             ; preds = %1697
  br label %1701

1701:                                             ; preds = %1734, %1700
  %1702 = phi i64 [ %1735, %1734 ], [ 0, %1700 ]
  %1703 = icmp slt i64 %1702, 4
  br i1 %1703, label %1704, label %1736

1704:                                             ; preds = %1701
  br label %1705

1705:                                             ; preds = %1732, %1704
  %1706 = phi i64 [ %1733, %1732 ], [ 0, %1704 ]
  %1707 = icmp slt i64 %1706, 8
  br i1 %1707, label %1708, label %1734

1708:                                             ; preds = %1705
  br label %1709

1709:                                             ; preds = %1712, %1708
  %1710 = phi i64 [ %1731, %1712 ], [ 0, %1708 ]
  %1711 = icmp slt i64 %1710, 4
  br i1 %1711, label %1712, label %1732

1712:                                             ; preds = %1709
  %1713 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1496, 1
  %1714 = mul nuw nsw i64 %1698, 256
  %1715 = mul nuw nsw i64 %1702, 64
  %1716 = add nuw nsw i64 %1714, %1715
  %1717 = mul nuw nsw i64 %1706, 8
  %1718 = add nuw nsw i64 %1716, %1717
  %1719 = add nuw nsw i64 %1718, %1710
  %1720 = getelementptr inbounds nuw float, ptr %1713, i64 %1719
  %1721 = load float, ptr %1720, align 4
  %1722 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1696, 1
  %1723 = getelementptr float, ptr %1722, i64 4
  %1724 = mul nuw nsw i64 %1698, 256
  %1725 = mul nuw nsw i64 %1702, 64
  %1726 = add nuw nsw i64 %1724, %1725
  %1727 = mul nuw nsw i64 %1706, 8
  %1728 = add nuw nsw i64 %1726, %1727
  %1729 = add nuw nsw i64 %1728, %1710
  %1730 = getelementptr inbounds nuw float, ptr %1723, i64 %1729
  store float %1721, ptr %1730, align 4
  %1731 = add i64 %1710, 1
  br label %1709

1732:                                             ; preds = %1709
  %1733 = add i64 %1706, 1
  br label %1705

1734:                                             ; preds = %1705
  %1735 = add i64 %1702, 1
  br label %1701

1736:                                             ; preds = %1701
  %1737 = add i64 %1698, 1
  br label %1697

1738:                                             ; preds = %1697
  %1739 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1249, 0
  %1740 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1249, 1
  %1741 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1739, 0
  %1742 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1741, ptr %1740, 1
  %1743 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1742, i64 4, 2
  %1744 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1743, i64 1, 3, 0
  %1745 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1744, i64 128, 4, 0
  %1746 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1745, i64 2, 3, 1
  %1747 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1746, i64 64, 4, 1
  %1748 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1747, i64 8, 3, 2
  %1749 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1748, i64 8, 4, 2
  %1750 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1749, i64 4, 3, 3
  %1751 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1750, i64 1, 4, 3
  %1752 = call ptr @malloc(i64 320)
  %1753 = ptrtoint ptr %1752 to i64
  %1754 = add i64 %1753, 63
  %1755 = urem i64 %1754, 64
  %1756 = sub i64 %1754, %1755
  %1757 = inttoptr i64 %1756 to ptr
  %1758 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1752, 0
  %1759 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1758, ptr %1757, 1
  %1760 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1759, i64 0, 2
  %1761 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1760, i64 1, 3, 0
  %1762 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1761, i64 2, 3, 1
  %1763 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1762, i64 8, 3, 2
  %1764 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1763, i64 4, 3, 3
  %1765 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1764, i64 64, 4, 0
  %1766 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1765, i64 32, 4, 1
  %1767 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1766, i64 4, 4, 2
  %1768 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1767, i64 1, 4, 3
  br label %1769

1769:                                             ; preds = %1809, %1738
  %1770 = phi i64 [ %1810, %1809 ], [ 0, %1738 ]
  %1771 = icmp slt i64 %1770, 1
  br i1 %1771, label %1772, label %1811

1772:                                             ; preds = %1769
  br label %1773

1773:                                             ; preds = %1807, %1772
  %1774 = phi i64 [ %1808, %1807 ], [ 0, %1772 ]
  %1775 = icmp slt i64 %1774, 2
  br i1 %1775, label %1776, label %1809

1776:                                             ; preds = %1773
  br label %1777

1777:                                             ; preds = %1805, %1776
  %1778 = phi i64 [ %1806, %1805 ], [ 0, %1776 ]
  %1779 = icmp slt i64 %1778, 8
  br i1 %1779, label %1780, label %1807

1780:                                             ; preds = %1777
  br label %1781

1781:                                             ; preds = %1784, %1780
  %1782 = phi i64 [ %1804, %1784 ], [ 0, %1780 ]
  %1783 = icmp slt i64 %1782, 4
  br i1 %1783, label %1784, label %1805

1784:                                             ; preds = %1781
  %1785 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1751, 1
  %1786 = getelementptr float, ptr %1785, i64 4
  %1787 = mul nuw nsw i64 %1770, 128
  %1788 = mul nuw nsw i64 %1774, 64
  %1789 = add nuw nsw i64 %1787, %1788
  %1790 = mul nuw nsw i64 %1778, 8
  %1791 = add nuw nsw i64 %1789, %1790
  %1792 = add nuw nsw i64 %1791, %1782
  %1793 = getelementptr inbounds nuw float, ptr %1786, i64 %1792
  %1794 = load float, ptr %1793, align 4
  %1795 = fneg float %1794
  %1796 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1768, 1
  %1797 = mul nuw nsw i64 %1770, 64
  %1798 = mul nuw nsw i64 %1774, 32
  %1799 = add nuw nsw i64 %1797, %1798
  %1800 = mul nuw nsw i64 %1778, 4
  %1801 = add nuw nsw i64 %1799, %1800
  %1802 = add nuw nsw i64 %1801, %1782
  %1803 = getelementptr inbounds nuw float, ptr %1796, i64 %1802
  store float %1795, ptr %1803, align 4
  %1804 = add i64 %1782, 1
  br label %1781

1805:                                             ; preds = %1781
  %1806 = add i64 %1778, 1
  br label %1777

1807:                                             ; preds = %1777
  %1808 = add i64 %1774, 1
  br label %1773

1809:                                             ; preds = %1773
  %1810 = add i64 %1770, 1
  br label %1769

1811:                                             ; preds = %1769
  %1812 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1249, 0
  %1813 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1249, 1
  %1814 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1812, 0
  %1815 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1814, ptr %1813, 1
  %1816 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1815, i64 0, 2
  %1817 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1816, i64 1, 3, 0
  %1818 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1817, i64 128, 4, 0
  %1819 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1818, i64 2, 3, 1
  %1820 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1819, i64 64, 4, 1
  %1821 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1820, i64 8, 3, 2
  %1822 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1821, i64 8, 4, 2
  %1823 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1822, i64 4, 3, 3
  %1824 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1823, i64 1, 4, 3
  %1825 = call ptr @malloc(i64 576)
  %1826 = ptrtoint ptr %1825 to i64
  %1827 = add i64 %1826, 63
  %1828 = urem i64 %1827, 64
  %1829 = sub i64 %1827, %1828
  %1830 = inttoptr i64 %1829 to ptr
  %1831 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1825, 0
  %1832 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1831, ptr %1830, 1
  %1833 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1832, i64 0, 2
  %1834 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1833, i64 1, 3, 0
  %1835 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1834, i64 2, 3, 1
  %1836 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1835, i64 8, 3, 2
  %1837 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1836, i64 8, 3, 3
  %1838 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1837, i64 128, 4, 0
  %1839 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1838, i64 64, 4, 1
  %1840 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1839, i64 8, 4, 2
  %1841 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1840, i64 1, 4, 3
  %1842 = call ptr @malloc(i64 576)
  %1843 = ptrtoint ptr %1842 to i64
  %1844 = add i64 %1843, 63
  %1845 = urem i64 %1844, 64
  %1846 = sub i64 %1844, %1845
  %1847 = inttoptr i64 %1846 to ptr
  %1848 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1842, 0
  %1849 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1848, ptr %1847, 1
  %1850 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1849, i64 0, 2
  %1851 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1850, i64 1, 3, 0
  %1852 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1851, i64 2, 3, 1
  %1853 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1852, i64 8, 3, 2
  %1854 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1853, i64 8, 3, 3
  %1855 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1854, i64 128, 4, 0
  %1856 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1855, i64 64, 4, 1
  %1857 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1856, i64 8, 4, 2
  %1858 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1857, i64 1, 4, 3
  br label %1859

1859:                                             ; preds = %1897, %1811
  %1860 = phi i64 [ %1898, %1897 ], [ 0, %1811 ]
  %1861 = icmp slt i64 %1860, 1
  br i1 %1861, label %1862, label %1899

1862:                                             ; preds = %1859
  br label %1863

1863:                                             ; preds = %1895, %1862
  %1864 = phi i64 [ %1896, %1895 ], [ 0, %1862 ]
  %1865 = icmp slt i64 %1864, 2
  br i1 %1865, label %1866, label %1897

1866:                                             ; preds = %1863
  br label %1867

1867:                                             ; preds = %1893, %1866
  %1868 = phi i64 [ %1894, %1893 ], [ 0, %1866 ]
  %1869 = icmp slt i64 %1868, 8
  br i1 %1869, label %1870, label %1895

1870:                                             ; preds = %1867
  br label %1871

1871:                                             ; preds = %1874, %1870
  %1872 = phi i64 [ %1892, %1874 ], [ 0, %1870 ]
  %1873 = icmp slt i64 %1872, 8
  br i1 %1873, label %1874, label %1893

1874:                                             ; preds = %1871
  %1875 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1841, 1
  %1876 = mul nuw nsw i64 %1860, 128
  %1877 = mul nuw nsw i64 %1864, 64
  %1878 = add nuw nsw i64 %1876, %1877
  %1879 = mul nuw nsw i64 %1868, 8
  %1880 = add nuw nsw i64 %1878, %1879
  %1881 = add nuw nsw i64 %1880, %1872
  %1882 = getelementptr inbounds nuw float, ptr %1875, i64 %1881
  %1883 = load float, ptr %1882, align 4
  %1884 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1858, 1
  %1885 = mul nuw nsw i64 %1860, 128
  %1886 = mul nuw nsw i64 %1864, 64
  %1887 = add nuw nsw i64 %1885, %1886
  %1888 = mul nuw nsw i64 %1868, 8
  %1889 = add nuw nsw i64 %1887, %1888
  %1890 = add nuw nsw i64 %1889, %1872
  %1891 = getelementptr inbounds nuw float, ptr %1884, i64 %1890
  store float %1883, ptr %1891, align 4
  %1892 = add i64 %1872, 1
  br label %1871

1893:                                             ; preds = %1871
  %1894 = add i64 %1868, 1
  br label %1867

1895:                                             ; preds = %1867
  %1896 = add i64 %1864, 1
  br label %1863

1897:                                             ; preds = %1863
  %1898 = add i64 %1860, 1
  br label %1859

1899:                                             ; preds = %1859
  %1900 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1858, 0
  %1901 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1858, 1
  %1902 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1900, 0
  %1903 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1902, ptr %1901, 1
  %1904 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1903, i64 0, 2
  %1905 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1904, i64 1, 3, 0
  %1906 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1905, i64 128, 4, 0
  %1907 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1906, i64 2, 3, 1
  %1908 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1907, i64 64, 4, 1
  %1909 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1908, i64 8, 3, 2
  %1910 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1909, i64 8, 4, 2
  %1911 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1910, i64 4, 3, 3
  %1912 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1911, i64 1, 4, 3
  br label %1913

1913:                                             ; preds = %1951, %1899
  %1914 = phi i64 [ %1952, %1951 ], [ 0, %1899 ]
  %1915 = icmp slt i64 %1914, 1
  br i1 %1915, label %1916, label %1953

1916:                                             ; preds = %1913
  br label %1917

1917:                                             ; preds = %1949, %1916
  %1918 = phi i64 [ %1950, %1949 ], [ 0, %1916 ]
  %1919 = icmp slt i64 %1918, 2
  br i1 %1919, label %1920, label %1951

1920:                                             ; preds = %1917
  br label %1921

1921:                                             ; preds = %1947, %1920
  %1922 = phi i64 [ %1948, %1947 ], [ 0, %1920 ]
  %1923 = icmp slt i64 %1922, 8
  br i1 %1923, label %1924, label %1949

1924:                                             ; preds = %1921
  br label %1925

1925:                                             ; preds = %1928, %1924
  %1926 = phi i64 [ %1946, %1928 ], [ 0, %1924 ]
  %1927 = icmp slt i64 %1926, 4
  br i1 %1927, label %1928, label %1947

1928:                                             ; preds = %1925
  %1929 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1768, 1
  %1930 = mul nuw nsw i64 %1914, 64
  %1931 = mul nuw nsw i64 %1918, 32
  %1932 = add nuw nsw i64 %1930, %1931
  %1933 = mul nuw nsw i64 %1922, 4
  %1934 = add nuw nsw i64 %1932, %1933
  %1935 = add nuw nsw i64 %1934, %1926
  %1936 = getelementptr inbounds nuw float, ptr %1929, i64 %1935
  %1937 = load float, ptr %1936, align 4
  %1938 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1912, 1
  %1939 = mul nuw nsw i64 %1914, 128
  %1940 = mul nuw nsw i64 %1918, 64
  %1941 = add nuw nsw i64 %1939, %1940
  %1942 = mul nuw nsw i64 %1922, 8
  %1943 = add nuw nsw i64 %1941, %1942
  %1944 = add nuw nsw i64 %1943, %1926
  %1945 = getelementptr inbounds nuw float, ptr %1938, i64 %1944
  store float %1937, ptr %1945, align 4
  %1946 = add i64 %1926, 1
  br label %1925

1947:                                             ; preds = %1925
  %1948 = add i64 %1922, 1
  br label %1921

1949:                                             ; preds = %1921
  %1950 = add i64 %1918, 1
  br label %1917

1951:                                             ; preds = %1917
  %1952 = add i64 %1914, 1
  br label %1913

1953:                                             ; preds = %1913
  %1954 = call ptr @malloc(i64 576)
  %1955 = ptrtoint ptr %1954 to i64
  %1956 = add i64 %1955, 63
  %1957 = urem i64 %1956, 64
  %1958 = sub i64 %1956, %1957
  %1959 = inttoptr i64 %1958 to ptr
  %1960 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1954, 0
  %1961 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1960, ptr %1959, 1
  %1962 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1961, i64 0, 2
  %1963 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1962, i64 1, 3, 0
  %1964 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1963, i64 2, 3, 1
  %1965 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1964, i64 8, 3, 2
  %1966 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1965, i64 8, 3, 3
  %1967 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1966, i64 128, 4, 0
  %1968 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1967, i64 64, 4, 1
  %1969 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1968, i64 8, 4, 2
  %1970 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1969, i64 1, 4, 3
  br label %1971

1971:                                             ; preds = %2009, %1953
  %1972 = phi i64 [ %2010, %2009 ], [ 0, %1953 ]
  %1973 = icmp slt i64 %1972, 1
  br i1 %1973, label %1974, label %2011

1974:                                             ; preds = %1971
  br label %1975

1975:                                             ; preds = %2007, %1974
  %1976 = phi i64 [ %2008, %2007 ], [ 0, %1974 ]
  %1977 = icmp slt i64 %1976, 2
  br i1 %1977, label %1978, label %2009

1978:                                             ; preds = %1975
  br label %1979

1979:                                             ; preds = %2005, %1978
  %1980 = phi i64 [ %2006, %2005 ], [ 0, %1978 ]
  %1981 = icmp slt i64 %1980, 8
  br i1 %1981, label %1982, label %2007

1982:                                             ; preds = %1979
  br label %1983

1983:                                             ; preds = %1986, %1982
  %1984 = phi i64 [ %2004, %1986 ], [ 0, %1982 ]
  %1985 = icmp slt i64 %1984, 8
  br i1 %1985, label %1986, label %2005

1986:                                             ; preds = %1983
  %1987 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1858, 1
  %1988 = mul nuw nsw i64 %1972, 128
  %1989 = mul nuw nsw i64 %1976, 64
  %1990 = add nuw nsw i64 %1988, %1989
  %1991 = mul nuw nsw i64 %1980, 8
  %1992 = add nuw nsw i64 %1990, %1991
  %1993 = add nuw nsw i64 %1992, %1984
  %1994 = getelementptr inbounds nuw float, ptr %1987, i64 %1993
  %1995 = load float, ptr %1994, align 4
  %1996 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1970, 1
  %1997 = mul nuw nsw i64 %1972, 128
  %1998 = mul nuw nsw i64 %1976, 64
  %1999 = add nuw nsw i64 %1997, %1998
  %2000 = mul nuw nsw i64 %1980, 8
  %2001 = add nuw nsw i64 %1999, %2000
  %2002 = add nuw nsw i64 %2001, %1984
  %2003 = getelementptr inbounds nuw float, ptr %1996, i64 %2002
  store float %1995, ptr %2003, align 4
  %2004 = add i64 %1984, 1
  br label %1983

2005:                                             ; preds = %1983
  %2006 = add i64 %1980, 1
  br label %1979

2007:                                             ; preds = %1979
  %2008 = add i64 %1976, 1
  br label %1975

2009:                                             ; preds = %1975
  %2010 = add i64 %1972, 1
  br label %1971

2011:                                             ; preds = %1971
  %2012 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1970, 0
  %2013 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1970, 1
  %2014 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2012, 0
  %2015 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2014, ptr %2013, 1
  %2016 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2015, i64 4, 2
  %2017 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2016, i64 1, 3, 0
  %2018 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2017, i64 128, 4, 0
  %2019 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2018, i64 2, 3, 1
  %2020 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2019, i64 64, 4, 1
  %2021 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2020, i64 8, 3, 2
  %2022 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2021, i64 8, 4, 2
  %2023 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2022, i64 4, 3, 3
  %2024 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2023, i64 1, 4, 3
  br label %2025

2025:                                             ; preds = %2064, %2011
  %2026 = phi i64 [ %2065, %2064 ], [ 0, %2011 ]
  %2027 = icmp slt i64 %2026, 1
  br i1 %2027, label %2028, label %2066

2028:                                             ; preds = %2025
  br label %2029

2029:                                             ; preds = %2062, %2028
  %2030 = phi i64 [ %2063, %2062 ], [ 0, %2028 ]
  %2031 = icmp slt i64 %2030, 2
  br i1 %2031, label %2032, label %2064

2032:                                             ; preds = %2029
  br label %2033

2033:                                             ; preds = %2060, %2032
  %2034 = phi i64 [ %2061, %2060 ], [ 0, %2032 ]
  %2035 = icmp slt i64 %2034, 8
  br i1 %2035, label %2036, label %2062

2036:                                             ; preds = %2033
  br label %2037

2037:                                             ; preds = %2040, %2036
  %2038 = phi i64 [ %2059, %2040 ], [ 0, %2036 ]
  %2039 = icmp slt i64 %2038, 4
  br i1 %2039, label %2040, label %2060

2040:                                             ; preds = %2037
  %2041 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1824, 1
  %2042 = mul nuw nsw i64 %2026, 128
  %2043 = mul nuw nsw i64 %2030, 64
  %2044 = add nuw nsw i64 %2042, %2043
  %2045 = mul nuw nsw i64 %2034, 8
  %2046 = add nuw nsw i64 %2044, %2045
  %2047 = add nuw nsw i64 %2046, %2038
  %2048 = getelementptr inbounds nuw float, ptr %2041, i64 %2047
  %2049 = load float, ptr %2048, align 4
  %2050 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2024, 1
  %2051 = getelementptr float, ptr %2050, i64 4
  %2052 = mul nuw nsw i64 %2026, 128
  %2053 = mul nuw nsw i64 %2030, 64
  %2054 = add nuw nsw i64 %2052, %2053
  %2055 = mul nuw nsw i64 %2034, 8
  %2056 = add nuw nsw i64 %2054, %2055
  %2057 = add nuw nsw i64 %2056, %2038
  %2058 = getelementptr inbounds nuw float, ptr %2051, i64 %2057
  store float %2049, ptr %2058, align 4
  %2059 = add i64 %2038, 1
  br label %2037

2060:                                             ; preds = %2037
  %2061 = add i64 %2034, 1
  br label %2033

2062:                                             ; preds = %2033
  %2063 = add i64 %2030, 1
  br label %2029

2064:                                             ; preds = %2029
  %2065 = add i64 %2026, 1
  br label %2025

2066:                                             ; preds = %2025
  %2067 = call ptr @malloc(i64 1088)
  %2068 = ptrtoint ptr %2067 to i64
  %2069 = add i64 %2068, 63
  %2070 = urem i64 %2069, 64
  %2071 = sub i64 %2069, %2070
  %2072 = inttoptr i64 %2071 to ptr
  %2073 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %2067, 0
  %2074 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2073, ptr %2072, 1
  %2075 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2074, i64 0, 2
  %2076 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2075, i64 1, 3, 0
  %2077 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2076, i64 2, 3, 1
  %2078 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2077, i64 2, 3, 2
  %2079 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2078, i64 8, 3, 3
  %2080 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2079, i64 8, 3, 4
  %2081 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2080, i64 256, 4, 0
  %2082 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2081, i64 128, 4, 1
  %2083 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2082, i64 64, 4, 2
  %2084 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2083, i64 8, 4, 3
  %2085 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2084, i64 1, 4, 4
  br label %2086

2086:                                             ; preds = %2132, %2066
  %2087 = phi i64 [ %2133, %2132 ], [ 0, %2066 ]
  %2088 = icmp slt i64 %2087, 1
  br i1 %2088, label %2089, label %2134

2089:                                             ; preds = %2086
  br label %2090

2090:                                             ; preds = %2130, %2089
  %2091 = phi i64 [ %2131, %2130 ], [ 0, %2089 ]
  %2092 = icmp slt i64 %2091, 2
  br i1 %2092, label %2093, label %2132

2093:                                             ; preds = %2090
  br label %2094

2094:                                             ; preds = %2128, %2093
  %2095 = phi i64 [ %2129, %2128 ], [ 0, %2093 ]
  %2096 = icmp slt i64 %2095, 2
  br i1 %2096, label %2097, label %2130

2097:                                             ; preds = %2094
  br label %2098

2098:                                             ; preds = %2126, %2097
  %2099 = phi i64 [ %2127, %2126 ], [ 0, %2097 ]
  %2100 = icmp slt i64 %2099, 8
  br i1 %2100, label %2101, label %2128

2101:                                             ; preds = %2098
  br label %2102

2102:                                             ; preds = %2105, %2101
  %2103 = phi i64 [ %2125, %2105 ], [ 0, %2101 ]
  %2104 = icmp slt i64 %2103, 8
  br i1 %2104, label %2105, label %2126

2105:                                             ; preds = %2102
  %2106 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1307, 1
  %2107 = mul nuw nsw i64 %2087, 128
  %2108 = mul nuw nsw i64 %2099, 16
  %2109 = add nuw nsw i64 %2107, %2108
  %2110 = mul nuw nsw i64 %2091, 8
  %2111 = add nuw nsw i64 %2109, %2110
  %2112 = add nuw nsw i64 %2111, %2103
  %2113 = getelementptr inbounds nuw float, ptr %2106, i64 %2112
  %2114 = load float, ptr %2113, align 4
  %2115 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2085, 1
  %2116 = mul nuw nsw i64 %2087, 256
  %2117 = mul nuw nsw i64 %2091, 128
  %2118 = add nuw nsw i64 %2116, %2117
  %2119 = mul nuw nsw i64 %2095, 64
  %2120 = add nuw nsw i64 %2118, %2119
  %2121 = mul nuw nsw i64 %2099, 8
  %2122 = add nuw nsw i64 %2120, %2121
  %2123 = add nuw nsw i64 %2122, %2103
  %2124 = getelementptr inbounds nuw float, ptr %2115, i64 %2123
  store float %2114, ptr %2124, align 4
  %2125 = add i64 %2103, 1
  br label %2102

2126:                                             ; preds = %2102
  %2127 = add i64 %2099, 1
  br label %2098

2128:                                             ; preds = %2098
  %2129 = add i64 %2095, 1
  br label %2094

2130:                                             ; preds = %2094
  %2131 = add i64 %2091, 1
  br label %2090

2132:                                             ; preds = %2090
  %2133 = add i64 %2087, 1
  br label %2086

2134:                                             ; preds = %2086
  %2135 = call ptr @malloc(i64 1088)
  %2136 = ptrtoint ptr %2135 to i64
  %2137 = add i64 %2136, 63
  %2138 = urem i64 %2137, 64
  %2139 = sub i64 %2137, %2138
  %2140 = inttoptr i64 %2139 to ptr
  %2141 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %2135, 0
  %2142 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2141, ptr %2140, 1
  %2143 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2142, i64 0, 2
  %2144 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2143, i64 1, 3, 0
  %2145 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2144, i64 2, 3, 1
  %2146 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2145, i64 2, 3, 2
  %2147 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2146, i64 8, 3, 3
  %2148 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2147, i64 8, 3, 4
  %2149 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2148, i64 256, 4, 0
  %2150 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2149, i64 128, 4, 1
  %2151 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2150, i64 64, 4, 2
  %2152 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2151, i64 8, 4, 3
  %2153 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2152, i64 1, 4, 4
  br label %2154

2154:                                             ; preds = %2229, %2134
  %2155 = phi i64 [ %2230, %2229 ], [ 0, %2134 ]
  %2156 = icmp slt i64 %2155, 1
  br i1 %2156, label %2157, label %2231

2157:                                             ; preds = %2154
  br label %2158

2158:                                             ; preds = %2227, %2157
  %2159 = phi i64 [ %2228, %2227 ], [ 0, %2157 ]
  %2160 = icmp slt i64 %2159, 2
  br i1 %2160, label %2161, label %2229

2161:                                             ; preds = %2158
  br label %2162

2162:                                             ; preds = %2225, %2161
  %2163 = phi i64 [ %2226, %2225 ], [ 0, %2161 ]
  %2164 = icmp slt i64 %2163, 2
  br i1 %2164, label %2165, label %2227

2165:                                             ; preds = %2162
  br label %2166

2166:                                             ; preds = %2223, %2165
  %2167 = phi i64 [ %2224, %2223 ], [ 0, %2165 ]
  %2168 = icmp slt i64 %2167, 8
  br i1 %2168, label %2169, label %2225

2169:                                             ; preds = %2166
  br label %2170

2170:                                             ; preds = %2173, %2169
  %2171 = phi i64 [ %2222, %2173 ], [ 0, %2169 ]
  %2172 = icmp slt i64 %2171, 8
  br i1 %2172, label %2173, label %2223

2173:                                             ; preds = %2170
  %2174 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1249, 1
  %2175 = mul nuw nsw i64 %2155, 128
  %2176 = mul nuw nsw i64 %2159, 64
  %2177 = add nuw nsw i64 %2175, %2176
  %2178 = mul nuw nsw i64 %2171, 8
  %2179 = add nuw nsw i64 %2177, %2178
  %2180 = add nuw nsw i64 %2179, %2167
  %2181 = getelementptr inbounds nuw float, ptr %2174, i64 %2180
  %2182 = load float, ptr %2181, align 4
  %2183 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %498, 1
  %2184 = mul nuw nsw i64 %2155, 64
  %2185 = add nuw nsw i64 %2184, 0
  %2186 = mul nuw nsw i64 %2171, 8
  %2187 = add nuw nsw i64 %2185, %2186
  %2188 = add nuw nsw i64 %2187, %2167
  %2189 = getelementptr inbounds nuw float, ptr %2183, i64 %2188
  %2190 = load float, ptr %2189, align 4
  %2191 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1970, 1
  %2192 = mul nuw nsw i64 %2155, 128
  %2193 = mul nuw nsw i64 %2159, 64
  %2194 = add nuw nsw i64 %2192, %2193
  %2195 = mul nuw nsw i64 %2171, 8
  %2196 = add nuw nsw i64 %2194, %2195
  %2197 = add nuw nsw i64 %2196, %2167
  %2198 = getelementptr inbounds nuw float, ptr %2191, i64 %2197
  %2199 = load float, ptr %2198, align 4
  %2200 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %557, 1
  %2201 = mul nuw nsw i64 %2155, 64
  %2202 = add nuw nsw i64 %2201, 0
  %2203 = mul nuw nsw i64 %2171, 8
  %2204 = add nuw nsw i64 %2202, %2203
  %2205 = add nuw nsw i64 %2204, %2167
  %2206 = getelementptr inbounds nuw float, ptr %2200, i64 %2205
  %2207 = load float, ptr %2206, align 4
  %2208 = fmul float %2199, %2207
  %2209 = fmul float %2182, %2190
  %2210 = fadd float %2209, %2208
  %2211 = fmul float %2210, f0x3F1837F0
  %2212 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2153, 1
  %2213 = mul nuw nsw i64 %2155, 256
  %2214 = mul nuw nsw i64 %2159, 128
  %2215 = add nuw nsw i64 %2213, %2214
  %2216 = mul nuw nsw i64 %2163, 64
  %2217 = add nuw nsw i64 %2215, %2216
  %2218 = mul nuw nsw i64 %2167, 8
  %2219 = add nuw nsw i64 %2217, %2218
  %2220 = add nuw nsw i64 %2219, %2171
  %2221 = getelementptr inbounds nuw float, ptr %2212, i64 %2220
  store float %2211, ptr %2221, align 4
  %2222 = add i64 %2171, 1
  br label %2170

2223:                                             ; preds = %2170
  %2224 = add i64 %2167, 1
  br label %2166

2225:                                             ; preds = %2166
  %2226 = add i64 %2163, 1
  br label %2162

2227:                                             ; preds = %2162
  %2228 = add i64 %2159, 1
  br label %2158

2229:                                             ; preds = %2158
  %2230 = add i64 %2155, 1
  br label %2154

2231:                                             ; preds = %2154
  %2232 = call ptr @malloc(i64 1088)
  %2233 = ptrtoint ptr %2232 to i64
  %2234 = add i64 %2233, 63
  %2235 = urem i64 %2234, 64
  %2236 = sub i64 %2234, %2235
  %2237 = inttoptr i64 %2236 to ptr
  %2238 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2232, 0
  %2239 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2238, ptr %2237, 1
  %2240 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2239, i64 0, 2
  %2241 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2240, i64 4, 3, 0
  %2242 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2241, i64 8, 3, 1
  %2243 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2242, i64 8, 3, 2
  %2244 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2243, i64 64, 4, 0
  %2245 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2244, i64 8, 4, 1
  %2246 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2245, i64 1, 4, 2
  br label %2247

2247:                                             ; preds = %2268, %2231
  %2248 = phi i64 [ %2269, %2268 ], [ 0, %2231 ]
  %2249 = icmp slt i64 %2248, 4
  br i1 %2249, label %2250, label %2270

2250:                                             ; preds = %2247
  br label %2251

2251:                                             ; preds = %2266, %2250
  %2252 = phi i64 [ %2267, %2266 ], [ 0, %2250 ]
  %2253 = icmp slt i64 %2252, 8
  br i1 %2253, label %2254, label %2268

2254:                                             ; preds = %2251
  br label %2255

2255:                                             ; preds = %2258, %2254
  %2256 = phi i64 [ %2265, %2258 ], [ 0, %2254 ]
  %2257 = icmp slt i64 %2256, 8
  br i1 %2257, label %2258, label %2266

2258:                                             ; preds = %2255
  %2259 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2246, 1
  %2260 = mul nuw nsw i64 %2248, 64
  %2261 = mul nuw nsw i64 %2252, 8
  %2262 = add nuw nsw i64 %2260, %2261
  %2263 = add nuw nsw i64 %2262, %2256
  %2264 = getelementptr inbounds nuw float, ptr %2259, i64 %2263
  store float 0.000000e+00, ptr %2264, align 4
  %2265 = add i64 %2256, 1
  br label %2255

2266:                                             ; preds = %2255
  %2267 = add i64 %2252, 1
  br label %2251

2268:                                             ; preds = %2251
  %2269 = add i64 %2248, 1
  br label %2247

2270:                                             ; preds = %2247
  %2271 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2153, 0
  %2272 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2153, 1
  %2273 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2271, 0
  %2274 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2273, ptr %2272, 1
  %2275 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2274, i64 0, 2
  %2276 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2275, i64 1, 3, 0
  %2277 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2276, i64 256, 4, 0
  %2278 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2277, i64 4, 3, 1
  %2279 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2278, i64 64, 4, 1
  %2280 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2279, i64 8, 3, 2
  %2281 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2280, i64 8, 4, 2
  %2282 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2281, i64 8, 3, 3
  %2283 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2282, i64 1, 4, 3
  %2284 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2246, 0
  %2285 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2246, 1
  %2286 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2284, 0
  %2287 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2286, ptr %2285, 1
  %2288 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2287, i64 0, 2
  %2289 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2288, i64 1, 3, 0
  %2290 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2289, i64 256, 4, 0
  %2291 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2290, i64 4, 3, 1
  %2292 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2291, i64 64, 4, 1
  %2293 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2292, i64 8, 3, 2
  %2294 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2293, i64 8, 4, 2
  %2295 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2294, i64 8, 3, 3
  %2296 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2295, i64 1, 4, 3
  %2297 = call ptr @malloc(i64 1088)
  %2298 = ptrtoint ptr %2297 to i64
  %2299 = add i64 %2298, 63
  %2300 = urem i64 %2299, 64
  %2301 = sub i64 %2299, %2300
  %2302 = inttoptr i64 %2301 to ptr
  %2303 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2297, 0
  %2304 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2303, ptr %2302, 1
  %2305 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2304, i64 0, 2
  %2306 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2305, i64 1, 3, 0
  %2307 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2306, i64 4, 3, 1
  %2308 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2307, i64 8, 3, 2
  %2309 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2308, i64 8, 3, 3
  %2310 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2309, i64 256, 4, 0
  %2311 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2310, i64 64, 4, 1
  %2312 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2311, i64 8, 4, 2
  %2313 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2312, i64 1, 4, 3
  br label %2314

2314:                                             ; preds = %2352, %2270
  %2315 = phi i64 [ %2353, %2352 ], [ 0, %2270 ]
  %2316 = icmp slt i64 %2315, 1
  br i1 %2316, label %2317, label %2354

2317:                                             ; preds = %2314
  br label %2318

2318:                                             ; preds = %2350, %2317
  %2319 = phi i64 [ %2351, %2350 ], [ 0, %2317 ]
  %2320 = icmp slt i64 %2319, 4
  br i1 %2320, label %2321, label %2352

2321:                                             ; preds = %2318
  br label %2322

2322:                                             ; preds = %2348, %2321
  %2323 = phi i64 [ %2349, %2348 ], [ 0, %2321 ]
  %2324 = icmp slt i64 %2323, 8
  br i1 %2324, label %2325, label %2350

2325:                                             ; preds = %2322
  br label %2326

2326:                                             ; preds = %2329, %2325
  %2327 = phi i64 [ %2347, %2329 ], [ 0, %2325 ]
  %2328 = icmp slt i64 %2327, 8
  br i1 %2328, label %2329, label %2348

2329:                                             ; preds = %2326
  %2330 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2296, 1
  %2331 = mul nuw nsw i64 %2315, 256
  %2332 = mul nuw nsw i64 %2319, 64
  %2333 = add nuw nsw i64 %2331, %2332
  %2334 = mul nuw nsw i64 %2323, 8
  %2335 = add nuw nsw i64 %2333, %2334
  %2336 = add nuw nsw i64 %2335, %2327
  %2337 = getelementptr inbounds nuw float, ptr %2330, i64 %2336
  %2338 = load float, ptr %2337, align 4
  %2339 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2313, 1
  %2340 = mul nuw nsw i64 %2315, 256
  %2341 = mul nuw nsw i64 %2319, 64
  %2342 = add nuw nsw i64 %2340, %2341
  %2343 = mul nuw nsw i64 %2323, 8
  %2344 = add nuw nsw i64 %2342, %2343
  %2345 = add nuw nsw i64 %2344, %2327
  %2346 = getelementptr inbounds nuw float, ptr %2339, i64 %2345
  store float %2338, ptr %2346, align 4
  %2347 = add i64 %2327, 1
  br label %2326

2348:                                             ; preds = %2326
  %2349 = add i64 %2323, 1
  br label %2322

2350:                                             ; preds = %2322
  %2351 = add i64 %2319, 1
  br label %2318

2352:                                             ; preds = %2318
  %2353 = add i64 %2315, 1
  br label %2314

2354:                                             ; preds = %2314
  br label %2355

2355:                                             ; preds = %2448, %2354
  %2356 = phi i64 [ %2449, %2448 ], [ 0, %2354 ]
  %2357 = icmp slt i64 %2356, 1
  br i1 %2357, label %2358, label %2450

2358:                                             ; preds = %2355
  br label %2359

2359:                                             ; preds = %2446, %2358
  %2360 = phi i64 [ %2447, %2446 ], [ 0, %2358 ]
  %2361 = icmp slt i64 %2360, 4
  br i1 %2361, label %2362, label %2448

2362:                                             ; preds = %2359
  br label %2363

2363:                                             ; preds = %2444, %2362
  %2364 = phi i64 [ %2445, %2444 ], [ 0, %2362 ]
  %2365 = icmp slt i64 %2364, 8
  br i1 %2365, label %2366, label %2446

2366:                                             ; preds = %2363
  br label %2367

2367:                                             ; preds = %2442, %2366
  %2368 = phi i64 [ %2443, %2442 ], [ 0, %2366 ]
  %2369 = icmp slt i64 %2368, 8
  br i1 %2369, label %2370, label %2444

2370:                                             ; preds = %2367
  br label %2371

2371:                                             ; preds = %2374, %2370
  %2372 = phi i64 [ %2441, %2374 ], [ 0, %2370 ]
  %2373 = icmp slt i64 %2372, 8
  br i1 %2373, label %2374, label %2442

2374:                                             ; preds = %2371
  %2375 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1029, 1
  %2376 = mul nuw nsw i64 %2356, 256
  %2377 = mul nuw nsw i64 %2360, 64
  %2378 = add nuw nsw i64 %2376, %2377
  %2379 = mul nuw nsw i64 %2364, 8
  %2380 = add nuw nsw i64 %2378, %2379
  %2381 = add nuw nsw i64 %2380, %2372
  %2382 = getelementptr inbounds nuw float, ptr %2375, i64 %2381
  %2383 = load float, ptr %2382, align 4
  %2384 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %498, 1
  %2385 = mul nuw nsw i64 %2356, 64
  %2386 = add nuw nsw i64 %2385, 0
  %2387 = mul nuw nsw i64 %2364, 8
  %2388 = add nuw nsw i64 %2386, %2387
  %2389 = add nuw nsw i64 %2388, %2372
  %2390 = getelementptr inbounds nuw float, ptr %2384, i64 %2389
  %2391 = load float, ptr %2390, align 4
  %2392 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1642, 1
  %2393 = mul nuw nsw i64 %2356, 256
  %2394 = mul nuw nsw i64 %2360, 64
  %2395 = add nuw nsw i64 %2393, %2394
  %2396 = mul nuw nsw i64 %2364, 8
  %2397 = add nuw nsw i64 %2395, %2396
  %2398 = add nuw nsw i64 %2397, %2372
  %2399 = getelementptr inbounds nuw float, ptr %2392, i64 %2398
  %2400 = load float, ptr %2399, align 4
  %2401 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %557, 1
  %2402 = mul nuw nsw i64 %2356, 64
  %2403 = add nuw nsw i64 %2402, 0
  %2404 = mul nuw nsw i64 %2364, 8
  %2405 = add nuw nsw i64 %2403, %2404
  %2406 = add nuw nsw i64 %2405, %2372
  %2407 = getelementptr inbounds nuw float, ptr %2401, i64 %2406
  %2408 = load float, ptr %2407, align 4
  %2409 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2283, 1
  %2410 = mul nuw nsw i64 %2356, 256
  %2411 = mul nuw nsw i64 %2360, 64
  %2412 = add nuw nsw i64 %2410, %2411
  %2413 = mul nuw nsw i64 %2372, 8
  %2414 = add nuw nsw i64 %2412, %2413
  %2415 = add nuw nsw i64 %2414, %2368
  %2416 = getelementptr inbounds nuw float, ptr %2409, i64 %2415
  %2417 = load float, ptr %2416, align 4
  %2418 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2313, 1
  %2419 = mul nuw nsw i64 %2356, 256
  %2420 = mul nuw nsw i64 %2360, 64
  %2421 = add nuw nsw i64 %2419, %2420
  %2422 = mul nuw nsw i64 %2364, 8
  %2423 = add nuw nsw i64 %2421, %2422
  %2424 = add nuw nsw i64 %2423, %2368
  %2425 = getelementptr inbounds nuw float, ptr %2418, i64 %2424
  %2426 = load float, ptr %2425, align 4
  %2427 = fmul float %2400, %2408
  %2428 = fmul float %2383, %2391
  %2429 = fadd float %2428, %2427
  %2430 = fmul float %2429, f0x3F1837F0
  %2431 = fmul float %2430, %2417
  %2432 = fadd float %2426, %2431
  %2433 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2313, 1
  %2434 = mul nuw nsw i64 %2356, 256
  %2435 = mul nuw nsw i64 %2360, 64
  %2436 = add nuw nsw i64 %2434, %2435
  %2437 = mul nuw nsw i64 %2364, 8
  %2438 = add nuw nsw i64 %2436, %2437
  %2439 = add nuw nsw i64 %2438, %2368
  %2440 = getelementptr inbounds nuw float, ptr %2433, i64 %2439
  store float %2432, ptr %2440, align 4
  %2441 = add i64 %2372, 1
  br label %2371

2442:                                             ; preds = %2371
  %2443 = add i64 %2368, 1
  br label %2367

2444:                                             ; preds = %2367
  %2445 = add i64 %2364, 1
  br label %2363

2446:                                             ; preds = %2363
  %2447 = add i64 %2360, 1
  br label %2359

2448:                                             ; preds = %2359
  %2449 = add i64 %2356, 1
  br label %2355

2450:                                             ; preds = %2355
  %2451 = call ptr @malloc(i64 1088)
  %2452 = ptrtoint ptr %2451 to i64
  %2453 = add i64 %2452, 63
  %2454 = urem i64 %2453, 64
  %2455 = sub i64 %2453, %2454
  %2456 = inttoptr i64 %2455 to ptr
  %2457 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2451, 0
  %2458 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2457, ptr %2456, 1
  %2459 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2458, i64 0, 2
  %2460 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2459, i64 1, 3, 0
  %2461 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2460, i64 4, 3, 1
  %2462 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2461, i64 8, 3, 2
  %2463 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2462, i64 8, 3, 3
  %2464 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2463, i64 256, 4, 0
  %2465 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2464, i64 64, 4, 1
  %2466 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2465, i64 8, 4, 2
  %2467 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2466, i64 1, 4, 3
  br label %2468

2468:                                             ; preds = %2515, %2450
  %2469 = phi i64 [ %2516, %2515 ], [ 0, %2450 ]
  %2470 = icmp slt i64 %2469, 1
  br i1 %2470, label %2471, label %2517

2471:                                             ; preds = %2468
  br label %2472

2472:                                             ; preds = %2513, %2471
  %2473 = phi i64 [ %2514, %2513 ], [ 0, %2471 ]
  %2474 = icmp slt i64 %2473, 4
  br i1 %2474, label %2475, label %2515

2475:                                             ; preds = %2472
  br label %2476

2476:                                             ; preds = %2511, %2475
  %2477 = phi i64 [ %2512, %2511 ], [ 0, %2475 ]
  %2478 = icmp slt i64 %2477, 8
  br i1 %2478, label %2479, label %2513

2479:                                             ; preds = %2476
  br label %2480

2480:                                             ; preds = %2483, %2479
  %2481 = phi i64 [ %2510, %2483 ], [ 0, %2479 ]
  %2482 = icmp slt i64 %2481, 8
  br i1 %2482, label %2483, label %2511

2483:                                             ; preds = %2480
  %2484 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2313, 1
  %2485 = mul nuw nsw i64 %2469, 256
  %2486 = mul nuw nsw i64 %2473, 64
  %2487 = add nuw nsw i64 %2485, %2486
  %2488 = mul nuw nsw i64 %2477, 8
  %2489 = add nuw nsw i64 %2487, %2488
  %2490 = add nuw nsw i64 %2489, %2481
  %2491 = getelementptr inbounds nuw float, ptr %2484, i64 %2490
  %2492 = load float, ptr %2491, align 4
  %2493 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %670, 1
  %2494 = mul nuw nsw i64 %2469, 64
  %2495 = add nuw nsw i64 %2494, 0
  %2496 = mul nuw nsw i64 %2477, 8
  %2497 = add nuw nsw i64 %2495, %2496
  %2498 = add nuw nsw i64 %2497, %2481
  %2499 = getelementptr inbounds nuw float, ptr %2493, i64 %2498
  %2500 = load float, ptr %2499, align 4
  %2501 = fadd float %2492, %2500
  %2502 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2467, 1
  %2503 = mul nuw nsw i64 %2469, 256
  %2504 = mul nuw nsw i64 %2473, 64
  %2505 = add nuw nsw i64 %2503, %2504
  %2506 = mul nuw nsw i64 %2477, 8
  %2507 = add nuw nsw i64 %2505, %2506
  %2508 = add nuw nsw i64 %2507, %2481
  %2509 = getelementptr inbounds nuw float, ptr %2502, i64 %2508
  store float %2501, ptr %2509, align 4
  %2510 = add i64 %2481, 1
  br label %2480

2511:                                             ; preds = %2480
  %2512 = add i64 %2477, 1
  br label %2476

2513:                                             ; preds = %2476
  %2514 = add i64 %2473, 1
  br label %2472

2515:                                             ; preds = %2472
  %2516 = add i64 %2469, 1
  br label %2468

2517:                                             ; preds = %2468
  %2518 = call ptr @malloc(i64 192)
  %2519 = ptrtoint ptr %2518 to i64
  %2520 = add i64 %2519, 63
  %2521 = urem i64 %2520, 64
  %2522 = sub i64 %2520, %2521
  %2523 = inttoptr i64 %2522 to ptr
  %2524 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2518, 0
  %2525 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2524, ptr %2523, 1
  %2526 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2525, i64 0, 2
  %2527 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2526, i64 1, 3, 0
  %2528 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2527, i64 4, 3, 1
  %2529 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2528, i64 8, 3, 2
  %2530 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2529, i64 32, 4, 0
  %2531 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2530, i64 8, 4, 1
  %2532 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2531, i64 1, 4, 2
  br label %2533

2533:                                             ; preds = %2554, %2517
  %2534 = phi i64 [ %2555, %2554 ], [ 0, %2517 ]
  %2535 = icmp slt i64 %2534, 1
  br i1 %2535, label %2536, label %2556

2536:                                             ; preds = %2533
  br label %2537

2537:                                             ; preds = %2552, %2536
  %2538 = phi i64 [ %2553, %2552 ], [ 0, %2536 ]
  %2539 = icmp slt i64 %2538, 4
  br i1 %2539, label %2540, label %2554

2540:                                             ; preds = %2537
  br label %2541

2541:                                             ; preds = %2544, %2540
  %2542 = phi i64 [ %2551, %2544 ], [ 0, %2540 ]
  %2543 = icmp slt i64 %2542, 8
  br i1 %2543, label %2544, label %2552

2544:                                             ; preds = %2541
  %2545 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2532, 1
  %2546 = mul nuw nsw i64 %2534, 32
  %2547 = mul nuw nsw i64 %2538, 8
  %2548 = add nuw nsw i64 %2546, %2547
  %2549 = add nuw nsw i64 %2548, %2542
  %2550 = getelementptr inbounds nuw float, ptr %2545, i64 %2549
  store float -inf, ptr %2550, align 4
  %2551 = add i64 %2542, 1
  br label %2541

2552:                                             ; preds = %2541
  %2553 = add i64 %2538, 1
  br label %2537

2554:                                             ; preds = %2537
  %2555 = add i64 %2534, 1
  br label %2533

2556:                                             ; preds = %2533
  %2557 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2467, 0
  %2558 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2467, 1
  %2559 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %2557, 0
  %2560 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2559, ptr %2558, 1
  %2561 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2560, i64 0, 2
  %2562 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2561, i64 1, 3, 0
  %2563 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2562, i64 256, 4, 0
  %2564 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2563, i64 4, 3, 1
  %2565 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2564, i64 64, 4, 1
  %2566 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2565, i64 8, 3, 2
  %2567 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2566, i64 8, 4, 2
  %2568 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2567, i64 1, 3, 3
  %2569 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2568, i64 8, 4, 3
  %2570 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2569, i64 8, 3, 4
  %2571 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2570, i64 1, 4, 4
  %2572 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2532, 0
  %2573 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2532, 1
  %2574 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2572, 0
  %2575 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2574, ptr %2573, 1
  %2576 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2575, i64 0, 2
  %2577 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2576, i64 1, 3, 0
  %2578 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2577, i64 32, 4, 0
  %2579 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2578, i64 4, 3, 1
  %2580 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2579, i64 8, 4, 1
  %2581 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2580, i64 8, 3, 2
  %2582 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2581, i64 1, 4, 2
  %2583 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2582, i64 1, 3, 3
  %2584 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2583, i64 1, 4, 3
  %2585 = call ptr @malloc(i64 192)
  %2586 = ptrtoint ptr %2585 to i64
  %2587 = add i64 %2586, 63
  %2588 = urem i64 %2587, 64
  %2589 = sub i64 %2587, %2588
  %2590 = inttoptr i64 %2589 to ptr
  %2591 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2585, 0
  %2592 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2591, ptr %2590, 1
  %2593 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2592, i64 0, 2
  %2594 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2593, i64 1, 3, 0
  %2595 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2594, i64 4, 3, 1
  %2596 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2595, i64 8, 3, 2
  %2597 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2596, i64 1, 3, 3
  %2598 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2597, i64 32, 4, 0
  %2599 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2598, i64 8, 4, 1
  %2600 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2599, i64 1, 4, 2
  %2601 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2600, i64 1, 4, 3
  br label %2602

2602:                                             ; preds = %2638, %2556
  %2603 = phi i64 [ %2639, %2638 ], [ 0, %2556 ]
  %2604 = icmp slt i64 %2603, 1
  br i1 %2604, label %2605, label %2640

2605:                                             ; preds = %2602
  br label %2606

2606:                                             ; preds = %2636, %2605
  %2607 = phi i64 [ %2637, %2636 ], [ 0, %2605 ]
  %2608 = icmp slt i64 %2607, 4
  br i1 %2608, label %2609, label %2638

2609:                                             ; preds = %2606
  br label %2610

2610:                                             ; preds = %2634, %2609
  %2611 = phi i64 [ %2635, %2634 ], [ 0, %2609 ]
  %2612 = icmp slt i64 %2611, 8
  br i1 %2612, label %2613, label %2636

2613:                                             ; preds = %2610
  br label %2614

2614:                                             ; preds = %2617, %2613
  %2615 = phi i64 [ %2633, %2617 ], [ 0, %2613 ]
  %2616 = icmp slt i64 %2615, 1
  br i1 %2616, label %2617, label %2634

2617:                                             ; preds = %2614
  %2618 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2584, 1
  %2619 = mul nuw nsw i64 %2603, 32
  %2620 = mul nuw nsw i64 %2607, 8
  %2621 = add nuw nsw i64 %2619, %2620
  %2622 = add nuw nsw i64 %2621, %2611
  %2623 = add nuw nsw i64 %2622, %2615
  %2624 = getelementptr inbounds nuw float, ptr %2618, i64 %2623
  %2625 = load float, ptr %2624, align 4
  %2626 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2601, 1
  %2627 = mul nuw nsw i64 %2603, 32
  %2628 = mul nuw nsw i64 %2607, 8
  %2629 = add nuw nsw i64 %2627, %2628
  %2630 = add nuw nsw i64 %2629, %2611
  %2631 = add nuw nsw i64 %2630, %2615
  %2632 = getelementptr inbounds nuw float, ptr %2626, i64 %2631
  store float %2625, ptr %2632, align 4
  %2633 = add i64 %2615, 1
  br label %2614

2634:                                             ; preds = %2614
  %2635 = add i64 %2611, 1
  br label %2610

2636:                                             ; preds = %2610
  %2637 = add i64 %2607, 1
  br label %2606

2638:                                             ; preds = %2606
  %2639 = add i64 %2603, 1
  br label %2602

2640:                                             ; preds = %2602
  br label %2641

2641:                                             ; preds = %2695, %2640
  %2642 = phi i64 [ %2696, %2695 ], [ 0, %2640 ]
  %2643 = icmp slt i64 %2642, 1
  br i1 %2643, label %2644, label %2697

2644:                                             ; preds = %2641
  br label %2645

2645:                                             ; preds = %2693, %2644
  %2646 = phi i64 [ %2694, %2693 ], [ 0, %2644 ]
  %2647 = icmp slt i64 %2646, 4
  br i1 %2647, label %2648, label %2695

2648:                                             ; preds = %2645
  br label %2649

2649:                                             ; preds = %2691, %2648
  %2650 = phi i64 [ %2692, %2691 ], [ 0, %2648 ]
  %2651 = icmp slt i64 %2650, 8
  br i1 %2651, label %2652, label %2693

2652:                                             ; preds = %2649
  br label %2653

2653:                                             ; preds = %2689, %2652
  %2654 = phi i64 [ %2690, %2689 ], [ 0, %2652 ]
  %2655 = icmp slt i64 %2654, 1
  br i1 %2655, label %2656, label %2691

2656:                                             ; preds = %2653
  br label %2657

2657:                                             ; preds = %2660, %2656
  %2658 = phi i64 [ %2688, %2660 ], [ 0, %2656 ]
  %2659 = icmp slt i64 %2658, 8
  br i1 %2659, label %2660, label %2689

2660:                                             ; preds = %2657
  %2661 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2571, 1
  %2662 = mul nuw nsw i64 %2642, 256
  %2663 = mul nuw nsw i64 %2646, 64
  %2664 = add nuw nsw i64 %2662, %2663
  %2665 = mul nuw nsw i64 %2650, 8
  %2666 = add nuw nsw i64 %2664, %2665
  %2667 = mul nuw nsw i64 %2654, 8
  %2668 = add nuw nsw i64 %2666, %2667
  %2669 = add nuw nsw i64 %2668, %2658
  %2670 = getelementptr inbounds nuw float, ptr %2661, i64 %2669
  %2671 = load float, ptr %2670, align 4
  %2672 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2601, 1
  %2673 = mul nuw nsw i64 %2642, 32
  %2674 = mul nuw nsw i64 %2646, 8
  %2675 = add nuw nsw i64 %2673, %2674
  %2676 = add nuw nsw i64 %2675, %2650
  %2677 = add nuw nsw i64 %2676, %2654
  %2678 = getelementptr inbounds nuw float, ptr %2672, i64 %2677
  %2679 = load float, ptr %2678, align 4
  %2680 = call float @llvm.maximum.f32(float %2671, float %2679)
  %2681 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2601, 1
  %2682 = mul nuw nsw i64 %2642, 32
  %2683 = mul nuw nsw i64 %2646, 8
  %2684 = add nuw nsw i64 %2682, %2683
  %2685 = add nuw nsw i64 %2684, %2650
  %2686 = add nuw nsw i64 %2685, %2654
  %2687 = getelementptr inbounds nuw float, ptr %2681, i64 %2686
  store float %2680, ptr %2687, align 4
  %2688 = add i64 %2658, 1
  br label %2657

2689:                                             ; preds = %2657
  %2690 = add i64 %2654, 1
  br label %2653

2691:                                             ; preds = %2653
  %2692 = add i64 %2650, 1
  br label %2649

2693:                                             ; preds = %2649
  %2694 = add i64 %2646, 1
  br label %2645

2695:                                             ; preds = %2645
  %2696 = add i64 %2642, 1
  br label %2641

2697:                                             ; preds = %2641
  %2698 = call ptr @malloc(i64 1088)
  %2699 = ptrtoint ptr %2698 to i64
  %2700 = add i64 %2699, 63
  %2701 = urem i64 %2700, 64
  %2702 = sub i64 %2700, %2701
  %2703 = inttoptr i64 %2702 to ptr
  %2704 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2698, 0
  %2705 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2704, ptr %2703, 1
  %2706 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2705, i64 0, 2
  %2707 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2706, i64 1, 3, 0
  %2708 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2707, i64 4, 3, 1
  %2709 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2708, i64 8, 3, 2
  %2710 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2709, i64 8, 3, 3
  %2711 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2710, i64 256, 4, 0
  %2712 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2711, i64 64, 4, 1
  %2713 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2712, i64 8, 4, 2
  %2714 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2713, i64 1, 4, 3
  br label %2715

2715:                                             ; preds = %2764, %2697
  %2716 = phi i64 [ %2765, %2764 ], [ 0, %2697 ]
  %2717 = icmp slt i64 %2716, 1
  br i1 %2717, label %2718, label %2766

2718:                                             ; preds = %2715
  br label %2719

2719:                                             ; preds = %2762, %2718
  %2720 = phi i64 [ %2763, %2762 ], [ 0, %2718 ]
  %2721 = icmp slt i64 %2720, 4
  br i1 %2721, label %2722, label %2764

2722:                                             ; preds = %2719
  br label %2723

2723:                                             ; preds = %2760, %2722
  %2724 = phi i64 [ %2761, %2760 ], [ 0, %2722 ]
  %2725 = icmp slt i64 %2724, 8
  br i1 %2725, label %2726, label %2762

2726:                                             ; preds = %2723
  br label %2727

2727:                                             ; preds = %2730, %2726
  %2728 = phi i64 [ %2759, %2730 ], [ 0, %2726 ]
  %2729 = icmp slt i64 %2728, 8
  br i1 %2729, label %2730, label %2760

2730:                                             ; preds = %2727
  %2731 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2467, 1
  %2732 = mul nuw nsw i64 %2716, 256
  %2733 = mul nuw nsw i64 %2720, 64
  %2734 = add nuw nsw i64 %2732, %2733
  %2735 = mul nuw nsw i64 %2724, 8
  %2736 = add nuw nsw i64 %2734, %2735
  %2737 = add nuw nsw i64 %2736, %2728
  %2738 = getelementptr inbounds nuw float, ptr %2731, i64 %2737
  %2739 = load float, ptr %2738, align 4
  %2740 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2601, 1
  %2741 = mul nuw nsw i64 %2716, 32
  %2742 = mul nuw nsw i64 %2720, 8
  %2743 = add nuw nsw i64 %2741, %2742
  %2744 = add nuw nsw i64 %2743, %2724
  %2745 = add nuw nsw i64 %2744, 0
  %2746 = getelementptr inbounds nuw float, ptr %2740, i64 %2745
  %2747 = load float, ptr %2746, align 4
  %2748 = fsub float %2739, %2747
  %2749 = fmul float %2748, f0x3FB8AA3B
  %2750 = call float @llvm.exp2.f32(float %2749)
  %2751 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2714, 1
  %2752 = mul nuw nsw i64 %2716, 256
  %2753 = mul nuw nsw i64 %2720, 64
  %2754 = add nuw nsw i64 %2752, %2753
  %2755 = mul nuw nsw i64 %2724, 8
  %2756 = add nuw nsw i64 %2754, %2755
  %2757 = add nuw nsw i64 %2756, %2728
  %2758 = getelementptr inbounds nuw float, ptr %2751, i64 %2757
  store float %2750, ptr %2758, align 4
  %2759 = add i64 %2728, 1
  br label %2727

2760:                                             ; preds = %2727
  %2761 = add i64 %2724, 1
  br label %2723

2762:                                             ; preds = %2723
  %2763 = add i64 %2720, 1
  br label %2719

2764:                                             ; preds = %2719
  %2765 = add i64 %2716, 1
  br label %2715

2766:                                             ; preds = %2715
  %2767 = call ptr @malloc(i64 192)
  %2768 = ptrtoint ptr %2767 to i64
  %2769 = add i64 %2768, 63
  %2770 = urem i64 %2769, 64
  %2771 = sub i64 %2769, %2770
  %2772 = inttoptr i64 %2771 to ptr
  %2773 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2767, 0
  %2774 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2773, ptr %2772, 1
  %2775 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2774, i64 0, 2
  %2776 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2775, i64 1, 3, 0
  %2777 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2776, i64 4, 3, 1
  %2778 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2777, i64 8, 3, 2
  %2779 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2778, i64 1, 3, 3
  %2780 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2779, i64 32, 4, 0
  %2781 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2780, i64 8, 4, 1
  %2782 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2781, i64 1, 4, 2
  %2783 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2782, i64 1, 4, 3
  br label %2784

2784:                                             ; preds = %2812, %2766
  %2785 = phi i64 [ %2813, %2812 ], [ 0, %2766 ]
  %2786 = icmp slt i64 %2785, 1
  br i1 %2786, label %2787, label %2814

2787:                                             ; preds = %2784
  br label %2788

2788:                                             ; preds = %2810, %2787
  %2789 = phi i64 [ %2811, %2810 ], [ 0, %2787 ]
  %2790 = icmp slt i64 %2789, 4
  br i1 %2790, label %2791, label %2812

2791:                                             ; preds = %2788
  br label %2792

2792:                                             ; preds = %2808, %2791
  %2793 = phi i64 [ %2809, %2808 ], [ 0, %2791 ]
  %2794 = icmp slt i64 %2793, 8
  br i1 %2794, label %2795, label %2810

2795:                                             ; preds = %2792
  br label %2796

2796:                                             ; preds = %2799, %2795
  %2797 = phi i64 [ %2807, %2799 ], [ 0, %2795 ]
  %2798 = icmp slt i64 %2797, 1
  br i1 %2798, label %2799, label %2808

2799:                                             ; preds = %2796
  %2800 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2783, 1
  %2801 = mul nuw nsw i64 %2785, 32
  %2802 = mul nuw nsw i64 %2789, 8
  %2803 = add nuw nsw i64 %2801, %2802
  %2804 = add nuw nsw i64 %2803, %2793
  %2805 = add nuw nsw i64 %2804, %2797
  %2806 = getelementptr inbounds nuw float, ptr %2800, i64 %2805
  store float 0.000000e+00, ptr %2806, align 4
  %2807 = add i64 %2797, 1
  br label %2796

2808:                                             ; preds = %2796
  %2809 = add i64 %2793, 1
  br label %2792

2810:                                             ; preds = %2792
  %2811 = add i64 %2789, 1
  br label %2788

2812:                                             ; preds = %2788
  %2813 = add i64 %2785, 1
  br label %2784

2814:                                             ; preds = %2784
  %2815 = call ptr @malloc(i64 192)
  %2816 = ptrtoint ptr %2815 to i64
  %2817 = add i64 %2816, 63
  %2818 = urem i64 %2817, 64
  %2819 = sub i64 %2817, %2818
  %2820 = inttoptr i64 %2819 to ptr
  %2821 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2815, 0
  %2822 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2821, ptr %2820, 1
  %2823 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2822, i64 0, 2
  %2824 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2823, i64 1, 3, 0
  %2825 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2824, i64 4, 3, 1
  %2826 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2825, i64 8, 3, 2
  %2827 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2826, i64 1, 3, 3
  %2828 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2827, i64 32, 4, 0
  %2829 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2828, i64 8, 4, 1
  %2830 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2829, i64 1, 4, 2
  %2831 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2830, i64 1, 4, 3
  br label %2832

2832:                                             ; preds = %2868, %2814
  %2833 = phi i64 [ %2869, %2868 ], [ 0, %2814 ]
  %2834 = icmp slt i64 %2833, 1
  br i1 %2834, label %2835, label %2870

2835:                                             ; preds = %2832
  br label %2836

2836:                                             ; preds = %2866, %2835
  %2837 = phi i64 [ %2867, %2866 ], [ 0, %2835 ]
  %2838 = icmp slt i64 %2837, 4
  br i1 %2838, label %2839, label %2868

2839:                                             ; preds = %2836
  br label %2840

2840:                                             ; preds = %2864, %2839
  %2841 = phi i64 [ %2865, %2864 ], [ 0, %2839 ]
  %2842 = icmp slt i64 %2841, 8
  br i1 %2842, label %2843, label %2866

2843:                                             ; preds = %2840
  br label %2844

2844:                                             ; preds = %2847, %2843
  %2845 = phi i64 [ %2863, %2847 ], [ 0, %2843 ]
  %2846 = icmp slt i64 %2845, 1
  br i1 %2846, label %2847, label %2864

2847:                                             ; preds = %2844
  %2848 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2783, 1
  %2849 = mul nuw nsw i64 %2833, 32
  %2850 = mul nuw nsw i64 %2837, 8
  %2851 = add nuw nsw i64 %2849, %2850
  %2852 = add nuw nsw i64 %2851, %2841
  %2853 = add nuw nsw i64 %2852, %2845
  %2854 = getelementptr inbounds nuw float, ptr %2848, i64 %2853
  %2855 = load float, ptr %2854, align 4
  %2856 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2831, 1
  %2857 = mul nuw nsw i64 %2833, 32
  %2858 = mul nuw nsw i64 %2837, 8
  %2859 = add nuw nsw i64 %2857, %2858
  %2860 = add nuw nsw i64 %2859, %2841
  %2861 = add nuw nsw i64 %2860, %2845
  %2862 = getelementptr inbounds nuw float, ptr %2856, i64 %2861
  store float %2855, ptr %2862, align 4
  %2863 = add i64 %2845, 1
  br label %2844

2864:                                             ; preds = %2844
  %2865 = add i64 %2841, 1
  br label %2840

2866:                                             ; preds = %2840
  %2867 = add i64 %2837, 1
  br label %2836

2868:                                             ; preds = %2836
  %2869 = add i64 %2833, 1
  br label %2832

2870:                                             ; preds = %2832
  br label %2871

2871:                                             ; preds = %2917, %2870
  %2872 = phi i64 [ %2918, %2917 ], [ 0, %2870 ]
  %2873 = icmp slt i64 %2872, 1
  br i1 %2873, label %2874, label %2919

2874:                                             ; preds = %2871
  br label %2875

2875:                                             ; preds = %2915, %2874
  %2876 = phi i64 [ %2916, %2915 ], [ 0, %2874 ]
  %2877 = icmp slt i64 %2876, 4
  br i1 %2877, label %2878, label %2917

2878:                                             ; preds = %2875
  br label %2879

2879:                                             ; preds = %2913, %2878
  %2880 = phi i64 [ %2914, %2913 ], [ 0, %2878 ]
  %2881 = icmp slt i64 %2880, 8
  br i1 %2881, label %2882, label %2915

2882:                                             ; preds = %2879
  br label %2883

2883:                                             ; preds = %2886, %2882
  %2884 = phi i64 [ %2912, %2886 ], [ 0, %2882 ]
  %2885 = icmp slt i64 %2884, 8
  br i1 %2885, label %2886, label %2913

2886:                                             ; preds = %2883
  %2887 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2714, 1
  %2888 = mul nuw nsw i64 %2872, 256
  %2889 = mul nuw nsw i64 %2876, 64
  %2890 = add nuw nsw i64 %2888, %2889
  %2891 = mul nuw nsw i64 %2880, 8
  %2892 = add nuw nsw i64 %2890, %2891
  %2893 = add nuw nsw i64 %2892, %2884
  %2894 = getelementptr inbounds nuw float, ptr %2887, i64 %2893
  %2895 = load float, ptr %2894, align 4
  %2896 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2831, 1
  %2897 = mul nuw nsw i64 %2872, 32
  %2898 = mul nuw nsw i64 %2876, 8
  %2899 = add nuw nsw i64 %2897, %2898
  %2900 = add nuw nsw i64 %2899, %2880
  %2901 = add nuw nsw i64 %2900, 0
  %2902 = getelementptr inbounds nuw float, ptr %2896, i64 %2901
  %2903 = load float, ptr %2902, align 4
  %2904 = fadd float %2895, %2903
  %2905 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2831, 1
  %2906 = mul nuw nsw i64 %2872, 32
  %2907 = mul nuw nsw i64 %2876, 8
  %2908 = add nuw nsw i64 %2906, %2907
  %2909 = add nuw nsw i64 %2908, %2880
  %2910 = add nuw nsw i64 %2909, 0
  %2911 = getelementptr inbounds nuw float, ptr %2905, i64 %2910
  store float %2904, ptr %2911, align 4
  %2912 = add i64 %2884, 1
  br label %2883

2913:                                             ; preds = %2883
  %2914 = add i64 %2880, 1
  br label %2879

2915:                                             ; preds = %2879
  %2916 = add i64 %2876, 1
  br label %2875

2917:                                             ; preds = %2875
  %2918 = add i64 %2872, 1
  br label %2871

2919:                                             ; preds = %2871
  %2920 = call ptr @malloc(i64 96)
  %2921 = ptrtoint ptr %2920 to i64
  %2922 = add i64 %2921, 63
  %2923 = urem i64 %2922, 64
  %2924 = sub i64 %2922, %2923
  %2925 = inttoptr i64 %2924 to ptr
  %2926 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2920, 0
  %2927 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2926, ptr %2925, 1
  %2928 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2927, i64 0, 2
  %2929 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2928, i64 1, 3, 0
  %2930 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2929, i64 4, 3, 1
  %2931 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2930, i64 8, 3, 2
  %2932 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2931, i64 1, 3, 3
  %2933 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2932, i64 32, 4, 0
  %2934 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2933, i64 8, 4, 1
  %2935 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2934, i64 1, 4, 2
  %2936 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2935, i64 1, 4, 3
  br label %2937

2937:                                             ; preds = %2965, %2919
  %2938 = phi i64 [ %2966, %2965 ], [ 0, %2919 ]
  %2939 = icmp slt i64 %2938, 1
  br i1 %2939, label %2940, label %2967

2940:                                             ; preds = %2937
  br label %2941

2941:                                             ; preds = %2963, %2940
  %2942 = phi i64 [ %2964, %2963 ], [ 0, %2940 ]
  %2943 = icmp slt i64 %2942, 4
  br i1 %2943, label %2944, label %2965

2944:                                             ; preds = %2941
  br label %2945

2945:                                             ; preds = %2961, %2944
  %2946 = phi i64 [ %2962, %2961 ], [ 0, %2944 ]
  %2947 = icmp slt i64 %2946, 8
  br i1 %2947, label %2948, label %2963

2948:                                             ; preds = %2945
  br label %2949

2949:                                             ; preds = %2952, %2948
  %2950 = phi i64 [ %2960, %2952 ], [ 0, %2948 ]
  %2951 = icmp slt i64 %2950, 1
  br i1 %2951, label %2952, label %2961

2952:                                             ; preds = %2949
  %2953 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2936, 1
  %2954 = mul nuw nsw i64 %2938, 32
  %2955 = mul nuw nsw i64 %2942, 8
  %2956 = add nuw nsw i64 %2954, %2955
  %2957 = add nuw nsw i64 %2956, %2946
  %2958 = add nuw nsw i64 %2957, %2950
  %2959 = getelementptr inbounds nuw i1, ptr %2953, i64 %2958
  store i1 true, ptr %2959, align 1
  %2960 = add i64 %2950, 1
  br label %2949

2961:                                             ; preds = %2949
  %2962 = add i64 %2946, 1
  br label %2945

2963:                                             ; preds = %2945
  %2964 = add i64 %2942, 1
  br label %2941

2965:                                             ; preds = %2941
  %2966 = add i64 %2938, 1
  br label %2937

2967:                                             ; preds = %2937
  %2968 = call ptr @malloc(i64 96)
  %2969 = ptrtoint ptr %2968 to i64
  %2970 = add i64 %2969, 63
  %2971 = urem i64 %2970, 64
  %2972 = sub i64 %2970, %2971
  %2973 = inttoptr i64 %2972 to ptr
  %2974 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2968, 0
  %2975 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2974, ptr %2973, 1
  %2976 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2975, i64 0, 2
  %2977 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2976, i64 1, 3, 0
  %2978 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2977, i64 4, 3, 1
  %2979 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2978, i64 8, 3, 2
  %2980 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2979, i64 1, 3, 3
  %2981 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2980, i64 32, 4, 0
  %2982 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2981, i64 8, 4, 1
  %2983 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2982, i64 1, 4, 2
  %2984 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2983, i64 1, 4, 3
  br label %2985

2985:                                             ; preds = %3021, %2967
  %2986 = phi i64 [ %3022, %3021 ], [ 0, %2967 ]
  %2987 = icmp slt i64 %2986, 1
  br i1 %2987, label %2988, label %3023

2988:                                             ; preds = %2985
  br label %2989

2989:                                             ; preds = %3019, %2988
  %2990 = phi i64 [ %3020, %3019 ], [ 0, %2988 ]
  %2991 = icmp slt i64 %2990, 4
  br i1 %2991, label %2992, label %3021

2992:                                             ; preds = %2989
  br label %2993

2993:                                             ; preds = %3017, %2992
  %2994 = phi i64 [ %3018, %3017 ], [ 0, %2992 ]
  %2995 = icmp slt i64 %2994, 8
  br i1 %2995, label %2996, label %3019

2996:                                             ; preds = %2993
  br label %2997

2997:                                             ; preds = %3000, %2996
  %2998 = phi i64 [ %3016, %3000 ], [ 0, %2996 ]
  %2999 = icmp slt i64 %2998, 1
  br i1 %2999, label %3000, label %3017

3000:                                             ; preds = %2997
  %3001 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2936, 1
  %3002 = mul nuw nsw i64 %2986, 32
  %3003 = mul nuw nsw i64 %2990, 8
  %3004 = add nuw nsw i64 %3002, %3003
  %3005 = add nuw nsw i64 %3004, %2994
  %3006 = add nuw nsw i64 %3005, %2998
  %3007 = getelementptr inbounds nuw i1, ptr %3001, i64 %3006
  %3008 = load i1, ptr %3007, align 1
  %3009 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2984, 1
  %3010 = mul nuw nsw i64 %2986, 32
  %3011 = mul nuw nsw i64 %2990, 8
  %3012 = add nuw nsw i64 %3010, %3011
  %3013 = add nuw nsw i64 %3012, %2994
  %3014 = add nuw nsw i64 %3013, %2998
  %3015 = getelementptr inbounds nuw i1, ptr %3009, i64 %3014
  store i1 %3008, ptr %3015, align 1
  %3016 = add i64 %2998, 1
  br label %2997

3017:                                             ; preds = %2997
  %3018 = add i64 %2994, 1
  br label %2993

3019:                                             ; preds = %2993
  %3020 = add i64 %2990, 1
  br label %2989

3021:                                             ; preds = %2989
  %3022 = add i64 %2986, 1
  br label %2985

3023:                                             ; preds = %2985
  br label %3024

3024:                                             ; preds = %3072, %3023
  %3025 = phi i64 [ %3073, %3072 ], [ 0, %3023 ]
  %3026 = icmp slt i64 %3025, 1
  br i1 %3026, label %3027, label %3074

3027:                                             ; preds = %3024
  br label %3028

3028:                                             ; preds = %3070, %3027
  %3029 = phi i64 [ %3071, %3070 ], [ 0, %3027 ]
  %3030 = icmp slt i64 %3029, 4
  br i1 %3030, label %3031, label %3072

3031:                                             ; preds = %3028
  br label %3032

3032:                                             ; preds = %3068, %3031
  %3033 = phi i64 [ %3069, %3068 ], [ 0, %3031 ]
  %3034 = icmp slt i64 %3033, 8
  br i1 %3034, label %3035, label %3070

3035:                                             ; preds = %3032
  br label %3036

3036:                                             ; preds = %3039, %3035
  %3037 = phi i64 [ %3067, %3039 ], [ 0, %3035 ]
  %3038 = icmp slt i64 %3037, 8
  br i1 %3038, label %3039, label %3068

3039:                                             ; preds = %3036
  %3040 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2467, 1
  %3041 = mul nuw nsw i64 %3025, 256
  %3042 = mul nuw nsw i64 %3029, 64
  %3043 = add nuw nsw i64 %3041, %3042
  %3044 = mul nuw nsw i64 %3033, 8
  %3045 = add nuw nsw i64 %3043, %3044
  %3046 = add nuw nsw i64 %3045, %3037
  %3047 = getelementptr inbounds nuw float, ptr %3040, i64 %3046
  %3048 = load float, ptr %3047, align 4
  %3049 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2984, 1
  %3050 = mul nuw nsw i64 %3025, 32
  %3051 = mul nuw nsw i64 %3029, 8
  %3052 = add nuw nsw i64 %3050, %3051
  %3053 = add nuw nsw i64 %3052, %3033
  %3054 = add nuw nsw i64 %3053, 0
  %3055 = getelementptr inbounds nuw i1, ptr %3049, i64 %3054
  %3056 = load i1, ptr %3055, align 1
  %3057 = fpext float %3048 to double
  %3058 = fcmp oeq double %3057, -inf
  %3059 = and i1 %3058, %3056
  %3060 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2984, 1
  %3061 = mul nuw nsw i64 %3025, 32
  %3062 = mul nuw nsw i64 %3029, 8
  %3063 = add nuw nsw i64 %3061, %3062
  %3064 = add nuw nsw i64 %3063, %3033
  %3065 = add nuw nsw i64 %3064, 0
  %3066 = getelementptr inbounds nuw i1, ptr %3060, i64 %3065
  store i1 %3059, ptr %3066, align 1
  %3067 = add i64 %3037, 1
  br label %3036

3068:                                             ; preds = %3036
  %3069 = add i64 %3033, 1
  br label %3032

3070:                                             ; preds = %3032
  %3071 = add i64 %3029, 1
  br label %3028

3072:                                             ; preds = %3028
  %3073 = add i64 %3025, 1
  br label %3024

3074:                                             ; preds = %3024
  %3075 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2085, 0
  %3076 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2085, 1
  %3077 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3075, 0
  %3078 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3077, ptr %3076, 1
  %3079 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3078, i64 0, 2
  %3080 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3079, i64 1, 3, 0
  %3081 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3080, i64 256, 4, 0
  %3082 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3081, i64 4, 3, 1
  %3083 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3082, i64 64, 4, 1
  %3084 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3083, i64 8, 3, 2
  %3085 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3084, i64 8, 4, 2
  %3086 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3085, i64 8, 3, 3
  %3087 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3086, i64 1, 4, 3
  %3088 = call ptr @malloc(i64 1088)
  %3089 = ptrtoint ptr %3088 to i64
  %3090 = add i64 %3089, 63
  %3091 = urem i64 %3090, 64
  %3092 = sub i64 %3090, %3091
  %3093 = inttoptr i64 %3092 to ptr
  %3094 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3088, 0
  %3095 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3094, ptr %3093, 1
  %3096 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3095, i64 0, 2
  %3097 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3096, i64 1, 3, 0
  %3098 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3097, i64 4, 3, 1
  %3099 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3098, i64 8, 3, 2
  %3100 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3099, i64 8, 3, 3
  %3101 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3100, i64 256, 4, 0
  %3102 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3101, i64 64, 4, 1
  %3103 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3102, i64 8, 4, 2
  %3104 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3103, i64 1, 4, 3
  br label %3105

3105:                                             ; preds = %3143, %3074
  %3106 = phi i64 [ %3144, %3143 ], [ 0, %3074 ]
  %3107 = icmp slt i64 %3106, 1
  br i1 %3107, label %3108, label %3145

3108:                                             ; preds = %3105
  br label %3109

3109:                                             ; preds = %3141, %3108
  %3110 = phi i64 [ %3142, %3141 ], [ 0, %3108 ]
  %3111 = icmp slt i64 %3110, 4
  br i1 %3111, label %3112, label %3143

3112:                                             ; preds = %3109
  br label %3113

3113:                                             ; preds = %3139, %3112
  %3114 = phi i64 [ %3140, %3139 ], [ 0, %3112 ]
  %3115 = icmp slt i64 %3114, 8
  br i1 %3115, label %3116, label %3141

3116:                                             ; preds = %3113
  br label %3117

3117:                                             ; preds = %3120, %3116
  %3118 = phi i64 [ %3138, %3120 ], [ 0, %3116 ]
  %3119 = icmp slt i64 %3118, 8
  br i1 %3119, label %3120, label %3139

3120:                                             ; preds = %3117
  %3121 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2296, 1
  %3122 = mul nuw nsw i64 %3106, 256
  %3123 = mul nuw nsw i64 %3110, 64
  %3124 = add nuw nsw i64 %3122, %3123
  %3125 = mul nuw nsw i64 %3114, 8
  %3126 = add nuw nsw i64 %3124, %3125
  %3127 = add nuw nsw i64 %3126, %3118
  %3128 = getelementptr inbounds nuw float, ptr %3121, i64 %3127
  %3129 = load float, ptr %3128, align 4
  %3130 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3104, 1
  %3131 = mul nuw nsw i64 %3106, 256
  %3132 = mul nuw nsw i64 %3110, 64
  %3133 = add nuw nsw i64 %3131, %3132
  %3134 = mul nuw nsw i64 %3114, 8
  %3135 = add nuw nsw i64 %3133, %3134
  %3136 = add nuw nsw i64 %3135, %3118
  %3137 = getelementptr inbounds nuw float, ptr %3130, i64 %3136
  store float %3129, ptr %3137, align 4
  %3138 = add i64 %3118, 1
  br label %3117

3139:                                             ; preds = %3117
  %3140 = add i64 %3114, 1
  br label %3113

3141:                                             ; preds = %3113
  %3142 = add i64 %3110, 1
  br label %3109

3143:                                             ; preds = %3109
  %3144 = add i64 %3106, 1
  br label %3105

3145:                                             ; preds = %3105
  br label %3146

3146:                                             ; preds = %3228, %3145
  %3147 = phi i64 [ %3229, %3228 ], [ 0, %3145 ]
  %3148 = icmp slt i64 %3147, 1
  br i1 %3148, label %3149, label %3230

3149:                                             ; preds = %3146
  br label %3150

3150:                                             ; preds = %3226, %3149
  %3151 = phi i64 [ %3227, %3226 ], [ 0, %3149 ]
  %3152 = icmp slt i64 %3151, 4
  br i1 %3152, label %3153, label %3228

3153:                                             ; preds = %3150
  br label %3154

3154:                                             ; preds = %3224, %3153
  %3155 = phi i64 [ %3225, %3224 ], [ 0, %3153 ]
  %3156 = icmp slt i64 %3155, 8
  br i1 %3156, label %3157, label %3226

3157:                                             ; preds = %3154
  br label %3158

3158:                                             ; preds = %3222, %3157
  %3159 = phi i64 [ %3223, %3222 ], [ 0, %3157 ]
  %3160 = icmp slt i64 %3159, 8
  br i1 %3160, label %3161, label %3224

3161:                                             ; preds = %3158
  br label %3162

3162:                                             ; preds = %3165, %3161
  %3163 = phi i64 [ %3221, %3165 ], [ 0, %3161 ]
  %3164 = icmp slt i64 %3163, 8
  br i1 %3164, label %3165, label %3222

3165:                                             ; preds = %3162
  %3166 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2984, 1
  %3167 = mul nuw nsw i64 %3147, 32
  %3168 = mul nuw nsw i64 %3151, 8
  %3169 = add nuw nsw i64 %3167, %3168
  %3170 = add nuw nsw i64 %3169, %3155
  %3171 = add nuw nsw i64 %3170, 0
  %3172 = getelementptr inbounds nuw i1, ptr %3166, i64 %3171
  %3173 = load i1, ptr %3172, align 1
  %3174 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2714, 1
  %3175 = mul nuw nsw i64 %3147, 256
  %3176 = mul nuw nsw i64 %3151, 64
  %3177 = add nuw nsw i64 %3175, %3176
  %3178 = mul nuw nsw i64 %3155, 8
  %3179 = add nuw nsw i64 %3177, %3178
  %3180 = add nuw nsw i64 %3179, %3163
  %3181 = getelementptr inbounds nuw float, ptr %3174, i64 %3180
  %3182 = load float, ptr %3181, align 4
  %3183 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2831, 1
  %3184 = mul nuw nsw i64 %3147, 32
  %3185 = mul nuw nsw i64 %3151, 8
  %3186 = add nuw nsw i64 %3184, %3185
  %3187 = add nuw nsw i64 %3186, %3155
  %3188 = add nuw nsw i64 %3187, 0
  %3189 = getelementptr inbounds nuw float, ptr %3183, i64 %3188
  %3190 = load float, ptr %3189, align 4
  %3191 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3087, 1
  %3192 = mul nuw nsw i64 %3147, 256
  %3193 = mul nuw nsw i64 %3151, 64
  %3194 = add nuw nsw i64 %3192, %3193
  %3195 = mul nuw nsw i64 %3163, 8
  %3196 = add nuw nsw i64 %3194, %3195
  %3197 = add nuw nsw i64 %3196, %3159
  %3198 = getelementptr inbounds nuw float, ptr %3191, i64 %3197
  %3199 = load float, ptr %3198, align 4
  %3200 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3104, 1
  %3201 = mul nuw nsw i64 %3147, 256
  %3202 = mul nuw nsw i64 %3151, 64
  %3203 = add nuw nsw i64 %3201, %3202
  %3204 = mul nuw nsw i64 %3155, 8
  %3205 = add nuw nsw i64 %3203, %3204
  %3206 = add nuw nsw i64 %3205, %3159
  %3207 = getelementptr inbounds nuw float, ptr %3200, i64 %3206
  %3208 = load float, ptr %3207, align 4
  %3209 = fdiv float %3182, %3190
  %3210 = select i1 %3173, float 0.000000e+00, float %3209
  %3211 = fmul float %3210, %3199
  %3212 = fadd float %3208, %3211
  %3213 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3104, 1
  %3214 = mul nuw nsw i64 %3147, 256
  %3215 = mul nuw nsw i64 %3151, 64
  %3216 = add nuw nsw i64 %3214, %3215
  %3217 = mul nuw nsw i64 %3155, 8
  %3218 = add nuw nsw i64 %3216, %3217
  %3219 = add nuw nsw i64 %3218, %3159
  %3220 = getelementptr inbounds nuw float, ptr %3213, i64 %3219
  store float %3212, ptr %3220, align 4
  %3221 = add i64 %3163, 1
  br label %3162

3222:                                             ; preds = %3162
  %3223 = add i64 %3159, 1
  br label %3158

3224:                                             ; preds = %3158
  %3225 = add i64 %3155, 1
  br label %3154

3226:                                             ; preds = %3154
  %3227 = add i64 %3151, 1
  br label %3150

3228:                                             ; preds = %3150
  %3229 = add i64 %3147, 1
  br label %3146

3230:                                             ; preds = %3146
  %3231 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %863, 0
  %3232 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %863, 1
  %3233 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3231, 0
  %3234 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3233, ptr %3232, 1
  %3235 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3234, i64 0, 2
  %3236 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3235, i64 1, 3, 0
  %3237 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3236, i64 256, 4, 0
  %3238 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3237, i64 8, 3, 1
  %3239 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3238, i64 32, 4, 1
  %3240 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3239, i64 32, 3, 2
  %3241 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3240, i64 1, 4, 2
  %3242 = call ptr @malloc(i64 1088)
  %3243 = ptrtoint ptr %3242 to i64
  %3244 = add i64 %3243, 63
  %3245 = urem i64 %3244, 64
  %3246 = sub i64 %3244, %3245
  %3247 = inttoptr i64 %3246 to ptr
  %3248 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3242, 0
  %3249 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3248, ptr %3247, 1
  %3250 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3249, i64 0, 2
  %3251 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3250, i64 1, 3, 0
  %3252 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3251, i64 8, 3, 1
  %3253 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3252, i64 32, 3, 2
  %3254 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3253, i64 256, 4, 0
  %3255 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3254, i64 32, 4, 1
  %3256 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3255, i64 1, 4, 2
  br label %3257

3257:                                             ; preds = %3285, %3230
  %3258 = phi i64 [ %3286, %3285 ], [ 0, %3230 ]
  %3259 = icmp slt i64 %3258, 1
  br i1 %3259, label %3260, label %3287

3260:                                             ; preds = %3257
  br label %3261

3261:                                             ; preds = %3283, %3260
  %3262 = phi i64 [ %3284, %3283 ], [ 0, %3260 ]
  %3263 = icmp slt i64 %3262, 8
  br i1 %3263, label %3264, label %3285

3264:                                             ; preds = %3261
  br label %3265

3265:                                             ; preds = %3268, %3264
  %3266 = phi i64 [ %3282, %3268 ], [ 0, %3264 ]
  %3267 = icmp slt i64 %3266, 32
  br i1 %3267, label %3268, label %3283

3268:                                             ; preds = %3265
  %3269 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3241, 1
  %3270 = mul nuw nsw i64 %3258, 256
  %3271 = mul nuw nsw i64 %3262, 32
  %3272 = add nuw nsw i64 %3270, %3271
  %3273 = add nuw nsw i64 %3272, %3266
  %3274 = getelementptr inbounds nuw float, ptr %3269, i64 %3273
  %3275 = load float, ptr %3274, align 4
  %3276 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3256, 1
  %3277 = mul nuw nsw i64 %3258, 256
  %3278 = mul nuw nsw i64 %3262, 32
  %3279 = add nuw nsw i64 %3277, %3278
  %3280 = add nuw nsw i64 %3279, %3266
  %3281 = getelementptr inbounds nuw float, ptr %3276, i64 %3280
  store float %3275, ptr %3281, align 4
  %3282 = add i64 %3266, 1
  br label %3265

3283:                                             ; preds = %3265
  %3284 = add i64 %3262, 1
  br label %3261

3285:                                             ; preds = %3261
  %3286 = add i64 %3258, 1
  br label %3257

3287:                                             ; preds = %3257
  br label %3288

3288:                                             ; preds = %3345, %3287
  %3289 = phi i64 [ %3346, %3345 ], [ 0, %3287 ]
  %3290 = icmp slt i64 %3289, 1
  br i1 %3290, label %3291, label %3347

3291:                                             ; preds = %3288
  br label %3292

3292:                                             ; preds = %3343, %3291
  %3293 = phi i64 [ %3344, %3343 ], [ 0, %3291 ]
  %3294 = icmp slt i64 %3293, 8
  br i1 %3294, label %3295, label %3345

3295:                                             ; preds = %3292
  br label %3296

3296:                                             ; preds = %3341, %3295
  %3297 = phi i64 [ %3342, %3341 ], [ 0, %3295 ]
  %3298 = icmp slt i64 %3297, 32
  br i1 %3298, label %3299, label %3343

3299:                                             ; preds = %3296
  br label %3300

3300:                                             ; preds = %3339, %3299
  %3301 = phi i64 [ %3340, %3339 ], [ 0, %3299 ]
  %3302 = icmp slt i64 %3301, 4
  br i1 %3302, label %3303, label %3341

3303:                                             ; preds = %3300
  br label %3304

3304:                                             ; preds = %3307, %3303
  %3305 = phi i64 [ %3338, %3307 ], [ 0, %3303 ]
  %3306 = icmp slt i64 %3305, 8
  br i1 %3306, label %3307, label %3339

3307:                                             ; preds = %3304
  %3308 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3104, 1
  %3309 = mul nuw nsw i64 %3289, 256
  %3310 = mul nuw nsw i64 %3301, 64
  %3311 = add nuw nsw i64 %3309, %3310
  %3312 = mul nuw nsw i64 %3293, 8
  %3313 = add nuw nsw i64 %3311, %3312
  %3314 = add nuw nsw i64 %3313, %3305
  %3315 = getelementptr inbounds nuw float, ptr %3308, i64 %3314
  %3316 = load float, ptr %3315, align 4
  %3317 = mul nuw nsw i64 %3297, 32
  %3318 = mul nuw nsw i64 %3301, 8
  %3319 = add nuw nsw i64 %3317, %3318
  %3320 = add nuw nsw i64 %3319, %3305
  %3321 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_9, i64 %3320
  %3322 = load float, ptr %3321, align 4
  %3323 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3256, 1
  %3324 = mul nuw nsw i64 %3289, 256
  %3325 = mul nuw nsw i64 %3293, 32
  %3326 = add nuw nsw i64 %3324, %3325
  %3327 = add nuw nsw i64 %3326, %3297
  %3328 = getelementptr inbounds nuw float, ptr %3323, i64 %3327
  %3329 = load float, ptr %3328, align 4
  %3330 = fmul float %3316, %3322
  %3331 = fadd float %3329, %3330
  %3332 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3256, 1
  %3333 = mul nuw nsw i64 %3289, 256
  %3334 = mul nuw nsw i64 %3293, 32
  %3335 = add nuw nsw i64 %3333, %3334
  %3336 = add nuw nsw i64 %3335, %3297
  %3337 = getelementptr inbounds nuw float, ptr %3332, i64 %3336
  store float %3331, ptr %3337, align 4
  %3338 = add i64 %3305, 1
  br label %3304

3339:                                             ; preds = %3304
  %3340 = add i64 %3301, 1
  br label %3300

3341:                                             ; preds = %3300
  %3342 = add i64 %3297, 1
  br label %3296

3343:                                             ; preds = %3296
  %3344 = add i64 %3293, 1
  br label %3292

3345:                                             ; preds = %3292
  %3346 = add i64 %3289, 1
  br label %3288

3347:                                             ; preds = %3288
  %3348 = call ptr @malloc(i64 1088)
  %3349 = ptrtoint ptr %3348 to i64
  %3350 = add i64 %3349, 63
  %3351 = urem i64 %3350, 64
  %3352 = sub i64 %3350, %3351
  %3353 = inttoptr i64 %3352 to ptr
  %3354 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3348, 0
  %3355 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3354, ptr %3353, 1
  %3356 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3355, i64 0, 2
  %3357 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3356, i64 1, 3, 0
  %3358 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3357, i64 8, 3, 1
  %3359 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3358, i64 32, 3, 2
  %3360 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3359, i64 256, 4, 0
  %3361 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3360, i64 32, 4, 1
  %3362 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3361, i64 1, 4, 2
  br label %3363

3363:                                             ; preds = %3399, %3347
  %3364 = phi i64 [ %3400, %3399 ], [ 0, %3347 ]
  %3365 = icmp slt i64 %3364, 1
  br i1 %3365, label %3366, label %3401

3366:                                             ; preds = %3363
  br label %3367

3367:                                             ; preds = %3397, %3366
  %3368 = phi i64 [ %3398, %3397 ], [ 0, %3366 ]
  %3369 = icmp slt i64 %3368, 8
  br i1 %3369, label %3370, label %3399

3370:                                             ; preds = %3367
  br label %3371

3371:                                             ; preds = %3374, %3370
  %3372 = phi i64 [ %3396, %3374 ], [ 0, %3370 ]
  %3373 = icmp slt i64 %3372, 32
  br i1 %3373, label %3374, label %3397

3374:                                             ; preds = %3371
  %3375 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3376 = mul nuw nsw i64 %3364, 256
  %3377 = mul nuw nsw i64 %3368, 32
  %3378 = add nuw nsw i64 %3376, %3377
  %3379 = add nuw nsw i64 %3378, %3372
  %3380 = getelementptr inbounds nuw float, ptr %3375, i64 %3379
  %3381 = load float, ptr %3380, align 4
  %3382 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3256, 1
  %3383 = mul nuw nsw i64 %3364, 256
  %3384 = mul nuw nsw i64 %3368, 32
  %3385 = add nuw nsw i64 %3383, %3384
  %3386 = add nuw nsw i64 %3385, %3372
  %3387 = getelementptr inbounds nuw float, ptr %3382, i64 %3386
  %3388 = load float, ptr %3387, align 4
  %3389 = fadd float %3381, %3388
  %3390 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3362, 1
  %3391 = mul nuw nsw i64 %3364, 256
  %3392 = mul nuw nsw i64 %3368, 32
  %3393 = add nuw nsw i64 %3391, %3392
  %3394 = add nuw nsw i64 %3393, %3372
  %3395 = getelementptr inbounds nuw float, ptr %3390, i64 %3394
  store float %3389, ptr %3395, align 4
  %3396 = add i64 %3372, 1
  br label %3371

3397:                                             ; preds = %3371
  %3398 = add i64 %3368, 1
  br label %3367

3399:                                             ; preds = %3367
  %3400 = add i64 %3364, 1
  br label %3363

3401:                                             ; preds = %3363
  %3402 = call ptr @malloc(i64 96)
  %3403 = ptrtoint ptr %3402 to i64
  %3404 = add i64 %3403, 63
  %3405 = urem i64 %3404, 64
  %3406 = sub i64 %3404, %3405
  %3407 = inttoptr i64 %3406 to ptr
  %3408 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3402, 0
  %3409 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3408, ptr %3407, 1
  %3410 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3409, i64 0, 2
  %3411 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3410, i64 1, 3, 0
  %3412 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3411, i64 8, 3, 1
  %3413 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3412, i64 1, 3, 2
  %3414 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3413, i64 8, 4, 0
  %3415 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3414, i64 1, 4, 1
  %3416 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3415, i64 1, 4, 2
  br label %3417

3417:                                             ; preds = %3443, %3401
  %3418 = phi i64 [ %3444, %3443 ], [ 0, %3401 ]
  %3419 = icmp slt i64 %3418, 1
  br i1 %3419, label %3420, label %3445

3420:                                             ; preds = %3417
  br label %3421

3421:                                             ; preds = %3441, %3420
  %3422 = phi i64 [ %3442, %3441 ], [ 0, %3420 ]
  %3423 = icmp slt i64 %3422, 8
  br i1 %3423, label %3424, label %3443

3424:                                             ; preds = %3421
  br label %3425

3425:                                             ; preds = %3428, %3424
  %3426 = phi i64 [ %3440, %3428 ], [ 0, %3424 ]
  %3427 = icmp slt i64 %3426, 1
  br i1 %3427, label %3428, label %3441

3428:                                             ; preds = %3425
  %3429 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %685, 1
  %3430 = mul nuw nsw i64 %3418, 8
  %3431 = add nuw nsw i64 %3430, %3422
  %3432 = add nuw nsw i64 %3431, %3426
  %3433 = getelementptr inbounds nuw float, ptr %3429, i64 %3432
  %3434 = load float, ptr %3433, align 4
  %3435 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3416, 1
  %3436 = mul nuw nsw i64 %3418, 8
  %3437 = add nuw nsw i64 %3436, %3422
  %3438 = add nuw nsw i64 %3437, %3426
  %3439 = getelementptr inbounds nuw float, ptr %3435, i64 %3438
  store float %3434, ptr %3439, align 4
  %3440 = add i64 %3426, 1
  br label %3425

3441:                                             ; preds = %3425
  %3442 = add i64 %3422, 1
  br label %3421

3443:                                             ; preds = %3421
  %3444 = add i64 %3418, 1
  br label %3417

3445:                                             ; preds = %3417
  br label %3446

3446:                                             ; preds = %3481, %3445
  %3447 = phi i64 [ %3482, %3481 ], [ 0, %3445 ]
  %3448 = icmp slt i64 %3447, 1
  br i1 %3448, label %3449, label %3483

3449:                                             ; preds = %3446
  br label %3450

3450:                                             ; preds = %3479, %3449
  %3451 = phi i64 [ %3480, %3479 ], [ 0, %3449 ]
  %3452 = icmp slt i64 %3451, 8
  br i1 %3452, label %3453, label %3481

3453:                                             ; preds = %3450
  br label %3454

3454:                                             ; preds = %3457, %3453
  %3455 = phi i64 [ %3478, %3457 ], [ 0, %3453 ]
  %3456 = icmp slt i64 %3455, 32
  br i1 %3456, label %3457, label %3479

3457:                                             ; preds = %3454
  %3458 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3362, 1
  %3459 = mul nuw nsw i64 %3447, 256
  %3460 = mul nuw nsw i64 %3451, 32
  %3461 = add nuw nsw i64 %3459, %3460
  %3462 = add nuw nsw i64 %3461, %3455
  %3463 = getelementptr inbounds nuw float, ptr %3458, i64 %3462
  %3464 = load float, ptr %3463, align 4
  %3465 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3416, 1
  %3466 = mul nuw nsw i64 %3447, 8
  %3467 = add nuw nsw i64 %3466, %3451
  %3468 = add nuw nsw i64 %3467, 0
  %3469 = getelementptr inbounds nuw float, ptr %3465, i64 %3468
  %3470 = load float, ptr %3469, align 4
  %3471 = fmul float %3464, %3464
  %3472 = fadd float %3471, %3470
  %3473 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3416, 1
  %3474 = mul nuw nsw i64 %3447, 8
  %3475 = add nuw nsw i64 %3474, %3451
  %3476 = add nuw nsw i64 %3475, 0
  %3477 = getelementptr inbounds nuw float, ptr %3473, i64 %3476
  store float %3472, ptr %3477, align 4
  %3478 = add i64 %3455, 1
  br label %3454

3479:                                             ; preds = %3454
  %3480 = add i64 %3451, 1
  br label %3450

3481:                                             ; preds = %3450
  %3482 = add i64 %3447, 1
  br label %3446

3483:                                             ; preds = %3446
  %3484 = call ptr @malloc(i64 1088)
  %3485 = ptrtoint ptr %3484 to i64
  %3486 = add i64 %3485, 63
  %3487 = urem i64 %3486, 64
  %3488 = sub i64 %3486, %3487
  %3489 = inttoptr i64 %3488 to ptr
  %3490 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3484, 0
  %3491 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3490, ptr %3489, 1
  %3492 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3491, i64 0, 2
  %3493 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3492, i64 1, 3, 0
  %3494 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3493, i64 8, 3, 1
  %3495 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3494, i64 32, 3, 2
  %3496 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3495, i64 256, 4, 0
  %3497 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3496, i64 32, 4, 1
  %3498 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3497, i64 1, 4, 2
  br label %3499

3499:                                             ; preds = %3541, %3483
  %3500 = phi i64 [ %3542, %3541 ], [ 0, %3483 ]
  %3501 = icmp slt i64 %3500, 1
  br i1 %3501, label %3502, label %3543

3502:                                             ; preds = %3499
  br label %3503

3503:                                             ; preds = %3539, %3502
  %3504 = phi i64 [ %3540, %3539 ], [ 0, %3502 ]
  %3505 = icmp slt i64 %3504, 8
  br i1 %3505, label %3506, label %3541

3506:                                             ; preds = %3503
  br label %3507

3507:                                             ; preds = %3510, %3506
  %3508 = phi i64 [ %3538, %3510 ], [ 0, %3506 ]
  %3509 = icmp slt i64 %3508, 32
  br i1 %3509, label %3510, label %3539

3510:                                             ; preds = %3507
  %3511 = getelementptr inbounds nuw float, ptr @__constant_32xf32_8, i64 %3508
  %3512 = load float, ptr %3511, align 4
  %3513 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3362, 1
  %3514 = mul nuw nsw i64 %3500, 256
  %3515 = mul nuw nsw i64 %3504, 32
  %3516 = add nuw nsw i64 %3514, %3515
  %3517 = add nuw nsw i64 %3516, %3508
  %3518 = getelementptr inbounds nuw float, ptr %3513, i64 %3517
  %3519 = load float, ptr %3518, align 4
  %3520 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3416, 1
  %3521 = mul nuw nsw i64 %3500, 8
  %3522 = add nuw nsw i64 %3521, %3504
  %3523 = add nuw nsw i64 %3522, 0
  %3524 = getelementptr inbounds nuw float, ptr %3520, i64 %3523
  %3525 = load float, ptr %3524, align 4
  %3526 = fdiv float %3525, 3.200000e+01
  %3527 = fadd float %3526, f0x358637BD
  %3528 = call float @llvm.sqrt.f32(float %3527)
  %3529 = fdiv float 1.000000e+00, %3528
  %3530 = fmul float %3519, %3529
  %3531 = fmul float %3512, %3530
  %3532 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3498, 1
  %3533 = mul nuw nsw i64 %3500, 256
  %3534 = mul nuw nsw i64 %3504, 32
  %3535 = add nuw nsw i64 %3533, %3534
  %3536 = add nuw nsw i64 %3535, %3508
  %3537 = getelementptr inbounds nuw float, ptr %3532, i64 %3536
  store float %3531, ptr %3537, align 4
  %3538 = add i64 %3508, 1
  br label %3507

3539:                                             ; preds = %3507
  %3540 = add i64 %3504, 1
  br label %3503

3541:                                             ; preds = %3503
  %3542 = add i64 %3500, 1
  br label %3499

3543:                                             ; preds = %3499
  %3544 = call ptr @malloc(i64 2112)
  %3545 = ptrtoint ptr %3544 to i64
  %3546 = add i64 %3545, 63
  %3547 = urem i64 %3546, 64
  %3548 = sub i64 %3546, %3547
  %3549 = inttoptr i64 %3548 to ptr
  %3550 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %3544, 0
  %3551 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3550, ptr %3549, 1
  %3552 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3551, i64 0, 2
  %3553 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3552, i64 8, 3, 0
  %3554 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3553, i64 64, 3, 1
  %3555 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3554, i64 64, 4, 0
  %3556 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3555, i64 1, 4, 1
  br label %3557

3557:                                             ; preds = %3570, %3543
  %3558 = phi i64 [ %3571, %3570 ], [ 0, %3543 ]
  %3559 = icmp slt i64 %3558, 8
  br i1 %3559, label %3560, label %3572

3560:                                             ; preds = %3557
  br label %3561

3561:                                             ; preds = %3564, %3560
  %3562 = phi i64 [ %3569, %3564 ], [ 0, %3560 ]
  %3563 = icmp slt i64 %3562, 64
  br i1 %3563, label %3564, label %3570

3564:                                             ; preds = %3561
  %3565 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3556, 1
  %3566 = mul nuw nsw i64 %3558, 64
  %3567 = add nuw nsw i64 %3566, %3562
  %3568 = getelementptr inbounds nuw float, ptr %3565, i64 %3567
  store float 0.000000e+00, ptr %3568, align 4
  %3569 = add i64 %3562, 1
  br label %3561

3570:                                             ; preds = %3561
  %3571 = add i64 %3558, 1
  br label %3557

3572:                                             ; preds = %3557
  %3573 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3556, 0
  %3574 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3556, 1
  %3575 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3573, 0
  %3576 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3575, ptr %3574, 1
  %3577 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3576, i64 0, 2
  %3578 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3577, i64 1, 3, 0
  %3579 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3578, i64 512, 4, 0
  %3580 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3579, i64 8, 3, 1
  %3581 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3580, i64 64, 4, 1
  %3582 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3581, i64 64, 3, 2
  %3583 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3582, i64 1, 4, 2
  %3584 = call ptr @malloc(i64 2112)
  %3585 = ptrtoint ptr %3584 to i64
  %3586 = add i64 %3585, 63
  %3587 = urem i64 %3586, 64
  %3588 = sub i64 %3586, %3587
  %3589 = inttoptr i64 %3588 to ptr
  %3590 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3584, 0
  %3591 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3590, ptr %3589, 1
  %3592 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3591, i64 0, 2
  %3593 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3592, i64 1, 3, 0
  %3594 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3593, i64 8, 3, 1
  %3595 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3594, i64 64, 3, 2
  %3596 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3595, i64 512, 4, 0
  %3597 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3596, i64 64, 4, 1
  %3598 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3597, i64 1, 4, 2
  br label %3599

3599:                                             ; preds = %3627, %3572
  %3600 = phi i64 [ %3628, %3627 ], [ 0, %3572 ]
  %3601 = icmp slt i64 %3600, 1
  br i1 %3601, label %3602, label %3629

3602:                                             ; preds = %3599
  br label %3603

3603:                                             ; preds = %3625, %3602
  %3604 = phi i64 [ %3626, %3625 ], [ 0, %3602 ]
  %3605 = icmp slt i64 %3604, 8
  br i1 %3605, label %3606, label %3627

3606:                                             ; preds = %3603
  br label %3607

3607:                                             ; preds = %3610, %3606
  %3608 = phi i64 [ %3624, %3610 ], [ 0, %3606 ]
  %3609 = icmp slt i64 %3608, 64
  br i1 %3609, label %3610, label %3625

3610:                                             ; preds = %3607
  %3611 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3583, 1
  %3612 = mul nuw nsw i64 %3600, 512
  %3613 = mul nuw nsw i64 %3604, 64
  %3614 = add nuw nsw i64 %3612, %3613
  %3615 = add nuw nsw i64 %3614, %3608
  %3616 = getelementptr inbounds nuw float, ptr %3611, i64 %3615
  %3617 = load float, ptr %3616, align 4
  %3618 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3598, 1
  %3619 = mul nuw nsw i64 %3600, 512
  %3620 = mul nuw nsw i64 %3604, 64
  %3621 = add nuw nsw i64 %3619, %3620
  %3622 = add nuw nsw i64 %3621, %3608
  %3623 = getelementptr inbounds nuw float, ptr %3618, i64 %3622
  store float %3617, ptr %3623, align 4
  %3624 = add i64 %3608, 1
  br label %3607

3625:                                             ; preds = %3607
  %3626 = add i64 %3604, 1
  br label %3603

3627:                                             ; preds = %3603
  %3628 = add i64 %3600, 1
  br label %3599

3629:                                             ; preds = %3599
  br label %3630

3630:                                             ; preds = %3677, %3629
  %3631 = phi i64 [ %3678, %3677 ], [ 0, %3629 ]
  %3632 = icmp slt i64 %3631, 1
  br i1 %3632, label %3633, label %3679

3633:                                             ; preds = %3630
  br label %3634

3634:                                             ; preds = %3675, %3633
  %3635 = phi i64 [ %3676, %3675 ], [ 0, %3633 ]
  %3636 = icmp slt i64 %3635, 8
  br i1 %3636, label %3637, label %3677

3637:                                             ; preds = %3634
  br label %3638

3638:                                             ; preds = %3673, %3637
  %3639 = phi i64 [ %3674, %3673 ], [ 0, %3637 ]
  %3640 = icmp slt i64 %3639, 64
  br i1 %3640, label %3641, label %3675

3641:                                             ; preds = %3638
  br label %3642

3642:                                             ; preds = %3645, %3641
  %3643 = phi i64 [ %3672, %3645 ], [ 0, %3641 ]
  %3644 = icmp slt i64 %3643, 32
  br i1 %3644, label %3645, label %3673

3645:                                             ; preds = %3642
  %3646 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3498, 1
  %3647 = mul nuw nsw i64 %3631, 256
  %3648 = mul nuw nsw i64 %3635, 32
  %3649 = add nuw nsw i64 %3647, %3648
  %3650 = add nuw nsw i64 %3649, %3643
  %3651 = getelementptr inbounds nuw float, ptr %3646, i64 %3650
  %3652 = load float, ptr %3651, align 4
  %3653 = mul nuw nsw i64 %3639, 32
  %3654 = add nuw nsw i64 %3653, %3643
  %3655 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_7, i64 %3654
  %3656 = load float, ptr %3655, align 4
  %3657 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3598, 1
  %3658 = mul nuw nsw i64 %3631, 512
  %3659 = mul nuw nsw i64 %3635, 64
  %3660 = add nuw nsw i64 %3658, %3659
  %3661 = add nuw nsw i64 %3660, %3639
  %3662 = getelementptr inbounds nuw float, ptr %3657, i64 %3661
  %3663 = load float, ptr %3662, align 4
  %3664 = fmul float %3652, %3656
  %3665 = fadd float %3663, %3664
  %3666 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3598, 1
  %3667 = mul nuw nsw i64 %3631, 512
  %3668 = mul nuw nsw i64 %3635, 64
  %3669 = add nuw nsw i64 %3667, %3668
  %3670 = add nuw nsw i64 %3669, %3639
  %3671 = getelementptr inbounds nuw float, ptr %3666, i64 %3670
  store float %3665, ptr %3671, align 4
  %3672 = add i64 %3643, 1
  br label %3642

3673:                                             ; preds = %3642
  %3674 = add i64 %3639, 1
  br label %3638

3675:                                             ; preds = %3638
  %3676 = add i64 %3635, 1
  br label %3634

3677:                                             ; preds = %3634
  %3678 = add i64 %3631, 1
  br label %3630

3679:                                             ; preds = %3630
  %3680 = call ptr @malloc(i64 2112)
  %3681 = ptrtoint ptr %3680 to i64
  %3682 = add i64 %3681, 63
  %3683 = urem i64 %3682, 64
  %3684 = sub i64 %3682, %3683
  %3685 = inttoptr i64 %3684 to ptr
  %3686 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3680, 0
  %3687 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3686, ptr %3685, 1
  %3688 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3687, i64 0, 2
  %3689 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3688, i64 1, 3, 0
  %3690 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3689, i64 8, 3, 1
  %3691 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3690, i64 64, 3, 2
  %3692 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3691, i64 512, 4, 0
  %3693 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3692, i64 64, 4, 1
  %3694 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3693, i64 1, 4, 2
  br label %3695

3695:                                             ; preds = %3723, %3679
  %3696 = phi i64 [ %3724, %3723 ], [ 0, %3679 ]
  %3697 = icmp slt i64 %3696, 1
  br i1 %3697, label %3698, label %3725

3698:                                             ; preds = %3695
  br label %3699

3699:                                             ; preds = %3721, %3698
  %3700 = phi i64 [ %3722, %3721 ], [ 0, %3698 ]
  %3701 = icmp slt i64 %3700, 8
  br i1 %3701, label %3702, label %3723

3702:                                             ; preds = %3699
  br label %3703

3703:                                             ; preds = %3706, %3702
  %3704 = phi i64 [ %3720, %3706 ], [ 0, %3702 ]
  %3705 = icmp slt i64 %3704, 64
  br i1 %3705, label %3706, label %3721

3706:                                             ; preds = %3703
  %3707 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3583, 1
  %3708 = mul nuw nsw i64 %3696, 512
  %3709 = mul nuw nsw i64 %3700, 64
  %3710 = add nuw nsw i64 %3708, %3709
  %3711 = add nuw nsw i64 %3710, %3704
  %3712 = getelementptr inbounds nuw float, ptr %3707, i64 %3711
  %3713 = load float, ptr %3712, align 4
  %3714 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3694, 1
  %3715 = mul nuw nsw i64 %3696, 512
  %3716 = mul nuw nsw i64 %3700, 64
  %3717 = add nuw nsw i64 %3715, %3716
  %3718 = add nuw nsw i64 %3717, %3704
  %3719 = getelementptr inbounds nuw float, ptr %3714, i64 %3718
  store float %3713, ptr %3719, align 4
  %3720 = add i64 %3704, 1
  br label %3703

3721:                                             ; preds = %3703
  %3722 = add i64 %3700, 1
  br label %3699

3723:                                             ; preds = %3699
  %3724 = add i64 %3696, 1
  br label %3695

3725:                                             ; preds = %3695
  br label %3726

3726:                                             ; preds = %3773, %3725
  %3727 = phi i64 [ %3774, %3773 ], [ 0, %3725 ]
  %3728 = icmp slt i64 %3727, 1
  br i1 %3728, label %3729, label %3775

3729:                                             ; preds = %3726
  br label %3730

3730:                                             ; preds = %3771, %3729
  %3731 = phi i64 [ %3772, %3771 ], [ 0, %3729 ]
  %3732 = icmp slt i64 %3731, 8
  br i1 %3732, label %3733, label %3773

3733:                                             ; preds = %3730
  br label %3734

3734:                                             ; preds = %3769, %3733
  %3735 = phi i64 [ %3770, %3769 ], [ 0, %3733 ]
  %3736 = icmp slt i64 %3735, 64
  br i1 %3736, label %3737, label %3771

3737:                                             ; preds = %3734
  br label %3738

3738:                                             ; preds = %3741, %3737
  %3739 = phi i64 [ %3768, %3741 ], [ 0, %3737 ]
  %3740 = icmp slt i64 %3739, 32
  br i1 %3740, label %3741, label %3769

3741:                                             ; preds = %3738
  %3742 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3498, 1
  %3743 = mul nuw nsw i64 %3727, 256
  %3744 = mul nuw nsw i64 %3731, 32
  %3745 = add nuw nsw i64 %3743, %3744
  %3746 = add nuw nsw i64 %3745, %3739
  %3747 = getelementptr inbounds nuw float, ptr %3742, i64 %3746
  %3748 = load float, ptr %3747, align 4
  %3749 = mul nuw nsw i64 %3735, 32
  %3750 = add nuw nsw i64 %3749, %3739
  %3751 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_6, i64 %3750
  %3752 = load float, ptr %3751, align 4
  %3753 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3694, 1
  %3754 = mul nuw nsw i64 %3727, 512
  %3755 = mul nuw nsw i64 %3731, 64
  %3756 = add nuw nsw i64 %3754, %3755
  %3757 = add nuw nsw i64 %3756, %3735
  %3758 = getelementptr inbounds nuw float, ptr %3753, i64 %3757
  %3759 = load float, ptr %3758, align 4
  %3760 = fmul float %3748, %3752
  %3761 = fadd float %3759, %3760
  %3762 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3694, 1
  %3763 = mul nuw nsw i64 %3727, 512
  %3764 = mul nuw nsw i64 %3731, 64
  %3765 = add nuw nsw i64 %3763, %3764
  %3766 = add nuw nsw i64 %3765, %3735
  %3767 = getelementptr inbounds nuw float, ptr %3762, i64 %3766
  store float %3761, ptr %3767, align 4
  %3768 = add i64 %3739, 1
  br label %3738

3769:                                             ; preds = %3738
  %3770 = add i64 %3735, 1
  br label %3734

3771:                                             ; preds = %3734
  %3772 = add i64 %3731, 1
  br label %3730

3773:                                             ; preds = %3730
  %3774 = add i64 %3727, 1
  br label %3726

3775:                                             ; preds = %3726
  %3776 = call ptr @malloc(i64 1088)
  %3777 = ptrtoint ptr %3776 to i64
  %3778 = add i64 %3777, 63
  %3779 = urem i64 %3778, 64
  %3780 = sub i64 %3778, %3779
  %3781 = inttoptr i64 %3780 to ptr
  %3782 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3776, 0
  %3783 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3782, ptr %3781, 1
  %3784 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3783, i64 0, 2
  %3785 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3784, i64 1, 3, 0
  %3786 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3785, i64 8, 3, 1
  %3787 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3786, i64 32, 3, 2
  %3788 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3787, i64 256, 4, 0
  %3789 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3788, i64 32, 4, 1
  %3790 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3789, i64 1, 4, 2
  br label %3791

3791:                                             ; preds = %3819, %3775
  %3792 = phi i64 [ %3820, %3819 ], [ 0, %3775 ]
  %3793 = icmp slt i64 %3792, 1
  br i1 %3793, label %3794, label %3821

3794:                                             ; preds = %3791
  br label %3795

3795:                                             ; preds = %3817, %3794
  %3796 = phi i64 [ %3818, %3817 ], [ 0, %3794 ]
  %3797 = icmp slt i64 %3796, 8
  br i1 %3797, label %3798, label %3819

3798:                                             ; preds = %3795
  br label %3799

3799:                                             ; preds = %3802, %3798
  %3800 = phi i64 [ %3816, %3802 ], [ 0, %3798 ]
  %3801 = icmp slt i64 %3800, 32
  br i1 %3801, label %3802, label %3817

3802:                                             ; preds = %3799
  %3803 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3241, 1
  %3804 = mul nuw nsw i64 %3792, 256
  %3805 = mul nuw nsw i64 %3796, 32
  %3806 = add nuw nsw i64 %3804, %3805
  %3807 = add nuw nsw i64 %3806, %3800
  %3808 = getelementptr inbounds nuw float, ptr %3803, i64 %3807
  %3809 = load float, ptr %3808, align 4
  %3810 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3790, 1
  %3811 = mul nuw nsw i64 %3792, 256
  %3812 = mul nuw nsw i64 %3796, 32
  %3813 = add nuw nsw i64 %3811, %3812
  %3814 = add nuw nsw i64 %3813, %3800
  %3815 = getelementptr inbounds nuw float, ptr %3810, i64 %3814
  store float %3809, ptr %3815, align 4
  %3816 = add i64 %3800, 1
  br label %3799

3817:                                             ; preds = %3799
  %3818 = add i64 %3796, 1
  br label %3795

3819:                                             ; preds = %3795
  %3820 = add i64 %3792, 1
  br label %3791

3821:                                             ; preds = %3791
  br label %3822

3822:                                             ; preds = %3883, %3821
  %3823 = phi i64 [ %3884, %3883 ], [ 0, %3821 ]
  %3824 = icmp slt i64 %3823, 1
  br i1 %3824, label %3825, label %3885

3825:                                             ; preds = %3822
  br label %3826

3826:                                             ; preds = %3881, %3825
  %3827 = phi i64 [ %3882, %3881 ], [ 0, %3825 ]
  %3828 = icmp slt i64 %3827, 8
  br i1 %3828, label %3829, label %3883

3829:                                             ; preds = %3826
  br label %3830

3830:                                             ; preds = %3879, %3829
  %3831 = phi i64 [ %3880, %3879 ], [ 0, %3829 ]
  %3832 = icmp slt i64 %3831, 32
  br i1 %3832, label %3833, label %3881

3833:                                             ; preds = %3830
  br label %3834

3834:                                             ; preds = %3837, %3833
  %3835 = phi i64 [ %3878, %3837 ], [ 0, %3833 ]
  %3836 = icmp slt i64 %3835, 64
  br i1 %3836, label %3837, label %3879

3837:                                             ; preds = %3834
  %3838 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3598, 1
  %3839 = mul nuw nsw i64 %3823, 512
  %3840 = mul nuw nsw i64 %3827, 64
  %3841 = add nuw nsw i64 %3839, %3840
  %3842 = add nuw nsw i64 %3841, %3835
  %3843 = getelementptr inbounds nuw float, ptr %3838, i64 %3842
  %3844 = load float, ptr %3843, align 4
  %3845 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3694, 1
  %3846 = mul nuw nsw i64 %3823, 512
  %3847 = mul nuw nsw i64 %3827, 64
  %3848 = add nuw nsw i64 %3846, %3847
  %3849 = add nuw nsw i64 %3848, %3835
  %3850 = getelementptr inbounds nuw float, ptr %3845, i64 %3849
  %3851 = load float, ptr %3850, align 4
  %3852 = mul nuw nsw i64 %3831, 64
  %3853 = add nuw nsw i64 %3852, %3835
  %3854 = getelementptr inbounds nuw float, ptr @__constant_32x64xf32_5, i64 %3853
  %3855 = load float, ptr %3854, align 4
  %3856 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3790, 1
  %3857 = mul nuw nsw i64 %3823, 256
  %3858 = mul nuw nsw i64 %3827, 32
  %3859 = add nuw nsw i64 %3857, %3858
  %3860 = add nuw nsw i64 %3859, %3831
  %3861 = getelementptr inbounds nuw float, ptr %3856, i64 %3860
  %3862 = load float, ptr %3861, align 4
  %3863 = fneg float %3844
  %3864 = fmul float %3863, f0x3FB8AA3B
  %3865 = call float @llvm.exp2.f32(float %3864)
  %3866 = fadd float %3865, 1.000000e+00
  %3867 = fdiv float 1.000000e+00, %3866
  %3868 = fmul float %3844, %3867
  %3869 = fmul float %3868, %3851
  %3870 = fmul float %3869, %3855
  %3871 = fadd float %3862, %3870
  %3872 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3790, 1
  %3873 = mul nuw nsw i64 %3823, 256
  %3874 = mul nuw nsw i64 %3827, 32
  %3875 = add nuw nsw i64 %3873, %3874
  %3876 = add nuw nsw i64 %3875, %3831
  %3877 = getelementptr inbounds nuw float, ptr %3872, i64 %3876
  store float %3871, ptr %3877, align 4
  %3878 = add i64 %3835, 1
  br label %3834

3879:                                             ; preds = %3834
  %3880 = add i64 %3831, 1
  br label %3830

3881:                                             ; preds = %3830
  %3882 = add i64 %3827, 1
  br label %3826

3883:                                             ; preds = %3826
  %3884 = add i64 %3823, 1
  br label %3822

3885:                                             ; preds = %3822
  %3886 = call ptr @malloc(i64 1088)
  %3887 = ptrtoint ptr %3886 to i64
  %3888 = add i64 %3887, 63
  %3889 = urem i64 %3888, 64
  %3890 = sub i64 %3888, %3889
  %3891 = inttoptr i64 %3890 to ptr
  %3892 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3886, 0
  %3893 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3892, ptr %3891, 1
  %3894 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3893, i64 0, 2
  %3895 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3894, i64 1, 3, 0
  %3896 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3895, i64 8, 3, 1
  %3897 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3896, i64 32, 3, 2
  %3898 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3897, i64 256, 4, 0
  %3899 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3898, i64 32, 4, 1
  %3900 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3899, i64 1, 4, 2
  br label %3901

3901:                                             ; preds = %3937, %3885
  %3902 = phi i64 [ %3938, %3937 ], [ 0, %3885 ]
  %3903 = icmp slt i64 %3902, 1
  br i1 %3903, label %3904, label %3939

3904:                                             ; preds = %3901
  br label %3905

3905:                                             ; preds = %3935, %3904
  %3906 = phi i64 [ %3936, %3935 ], [ 0, %3904 ]
  %3907 = icmp slt i64 %3906, 8
  br i1 %3907, label %3908, label %3937

3908:                                             ; preds = %3905
  br label %3909

3909:                                             ; preds = %3912, %3908
  %3910 = phi i64 [ %3934, %3912 ], [ 0, %3908 ]
  %3911 = icmp slt i64 %3910, 32
  br i1 %3911, label %3912, label %3935

3912:                                             ; preds = %3909
  %3913 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3362, 1
  %3914 = mul nuw nsw i64 %3902, 256
  %3915 = mul nuw nsw i64 %3906, 32
  %3916 = add nuw nsw i64 %3914, %3915
  %3917 = add nuw nsw i64 %3916, %3910
  %3918 = getelementptr inbounds nuw float, ptr %3913, i64 %3917
  %3919 = load float, ptr %3918, align 4
  %3920 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3790, 1
  %3921 = mul nuw nsw i64 %3902, 256
  %3922 = mul nuw nsw i64 %3906, 32
  %3923 = add nuw nsw i64 %3921, %3922
  %3924 = add nuw nsw i64 %3923, %3910
  %3925 = getelementptr inbounds nuw float, ptr %3920, i64 %3924
  %3926 = load float, ptr %3925, align 4
  %3927 = fadd float %3919, %3926
  %3928 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3900, 1
  %3929 = mul nuw nsw i64 %3902, 256
  %3930 = mul nuw nsw i64 %3906, 32
  %3931 = add nuw nsw i64 %3929, %3930
  %3932 = add nuw nsw i64 %3931, %3910
  %3933 = getelementptr inbounds nuw float, ptr %3928, i64 %3932
  store float %3927, ptr %3933, align 4
  %3934 = add i64 %3910, 1
  br label %3909

3935:                                             ; preds = %3909
  %3936 = add i64 %3906, 1
  br label %3905

3937:                                             ; preds = %3905
  %3938 = add i64 %3902, 1
  br label %3901

3939:                                             ; preds = %3901
  %3940 = call ptr @malloc(i64 96)
  %3941 = ptrtoint ptr %3940 to i64
  %3942 = add i64 %3941, 63
  %3943 = urem i64 %3942, 64
  %3944 = sub i64 %3942, %3943
  %3945 = inttoptr i64 %3944 to ptr
  %3946 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3940, 0
  %3947 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3946, ptr %3945, 1
  %3948 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3947, i64 0, 2
  %3949 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3948, i64 1, 3, 0
  %3950 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3949, i64 8, 3, 1
  %3951 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3950, i64 1, 3, 2
  %3952 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3951, i64 8, 4, 0
  %3953 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3952, i64 1, 4, 1
  %3954 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3953, i64 1, 4, 2
  br label %3955

3955:                                             ; preds = %3981, %3939
  %3956 = phi i64 [ %3982, %3981 ], [ 0, %3939 ]
  %3957 = icmp slt i64 %3956, 1
  br i1 %3957, label %3958, label %3983

3958:                                             ; preds = %3955
  br label %3959

3959:                                             ; preds = %3979, %3958
  %3960 = phi i64 [ %3980, %3979 ], [ 0, %3958 ]
  %3961 = icmp slt i64 %3960, 8
  br i1 %3961, label %3962, label %3981

3962:                                             ; preds = %3959
  br label %3963

3963:                                             ; preds = %3966, %3962
  %3964 = phi i64 [ %3978, %3966 ], [ 0, %3962 ]
  %3965 = icmp slt i64 %3964, 1
  br i1 %3965, label %3966, label %3979

3966:                                             ; preds = %3963
  %3967 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %685, 1
  %3968 = mul nuw nsw i64 %3956, 8
  %3969 = add nuw nsw i64 %3968, %3960
  %3970 = add nuw nsw i64 %3969, %3964
  %3971 = getelementptr inbounds nuw float, ptr %3967, i64 %3970
  %3972 = load float, ptr %3971, align 4
  %3973 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3954, 1
  %3974 = mul nuw nsw i64 %3956, 8
  %3975 = add nuw nsw i64 %3974, %3960
  %3976 = add nuw nsw i64 %3975, %3964
  %3977 = getelementptr inbounds nuw float, ptr %3973, i64 %3976
  store float %3972, ptr %3977, align 4
  %3978 = add i64 %3964, 1
  br label %3963

3979:                                             ; preds = %3963
  %3980 = add i64 %3960, 1
  br label %3959

3981:                                             ; preds = %3959
  %3982 = add i64 %3956, 1
  br label %3955

3983:                                             ; preds = %3955
  br label %3984

3984:                                             ; preds = %4019, %3983
  %3985 = phi i64 [ %4020, %4019 ], [ 0, %3983 ]
  %3986 = icmp slt i64 %3985, 1
  br i1 %3986, label %3987, label %4021

3987:                                             ; preds = %3984
  br label %3988

3988:                                             ; preds = %4017, %3987
  %3989 = phi i64 [ %4018, %4017 ], [ 0, %3987 ]
  %3990 = icmp slt i64 %3989, 8
  br i1 %3990, label %3991, label %4019

3991:                                             ; preds = %3988
  br label %3992

3992:                                             ; preds = %3995, %3991
  %3993 = phi i64 [ %4016, %3995 ], [ 0, %3991 ]
  %3994 = icmp slt i64 %3993, 32
  br i1 %3994, label %3995, label %4017

3995:                                             ; preds = %3992
  %3996 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3900, 1
  %3997 = mul nuw nsw i64 %3985, 256
  %3998 = mul nuw nsw i64 %3989, 32
  %3999 = add nuw nsw i64 %3997, %3998
  %4000 = add nuw nsw i64 %3999, %3993
  %4001 = getelementptr inbounds nuw float, ptr %3996, i64 %4000
  %4002 = load float, ptr %4001, align 4
  %4003 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3954, 1
  %4004 = mul nuw nsw i64 %3985, 8
  %4005 = add nuw nsw i64 %4004, %3989
  %4006 = add nuw nsw i64 %4005, 0
  %4007 = getelementptr inbounds nuw float, ptr %4003, i64 %4006
  %4008 = load float, ptr %4007, align 4
  %4009 = fmul float %4002, %4002
  %4010 = fadd float %4009, %4008
  %4011 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3954, 1
  %4012 = mul nuw nsw i64 %3985, 8
  %4013 = add nuw nsw i64 %4012, %3989
  %4014 = add nuw nsw i64 %4013, 0
  %4015 = getelementptr inbounds nuw float, ptr %4011, i64 %4014
  store float %4010, ptr %4015, align 4
  %4016 = add i64 %3993, 1
  br label %3992

4017:                                             ; preds = %3992
  %4018 = add i64 %3989, 1
  br label %3988

4019:                                             ; preds = %3988
  %4020 = add i64 %3985, 1
  br label %3984

4021:                                             ; preds = %3984
  %4022 = call ptr @malloc(i64 1088)
  %4023 = ptrtoint ptr %4022 to i64
  %4024 = add i64 %4023, 63
  %4025 = urem i64 %4024, 64
  %4026 = sub i64 %4024, %4025
  %4027 = inttoptr i64 %4026 to ptr
  %4028 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4022, 0
  %4029 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4028, ptr %4027, 1
  %4030 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4029, i64 0, 2
  %4031 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4030, i64 1, 3, 0
  %4032 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4031, i64 8, 3, 1
  %4033 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4032, i64 32, 3, 2
  %4034 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4033, i64 256, 4, 0
  %4035 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4034, i64 32, 4, 1
  %4036 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4035, i64 1, 4, 2
  br label %4037

4037:                                             ; preds = %4079, %4021
  %4038 = phi i64 [ %4080, %4079 ], [ 0, %4021 ]
  %4039 = icmp slt i64 %4038, 1
  br i1 %4039, label %4040, label %4081

4040:                                             ; preds = %4037
  br label %4041

4041:                                             ; preds = %4077, %4040
  %4042 = phi i64 [ %4078, %4077 ], [ 0, %4040 ]
  %4043 = icmp slt i64 %4042, 8
  br i1 %4043, label %4044, label %4079

4044:                                             ; preds = %4041
  br label %4045

4045:                                             ; preds = %4048, %4044
  %4046 = phi i64 [ %4076, %4048 ], [ 0, %4044 ]
  %4047 = icmp slt i64 %4046, 32
  br i1 %4047, label %4048, label %4077

4048:                                             ; preds = %4045
  %4049 = getelementptr inbounds nuw float, ptr @__constant_32xf32_4, i64 %4046
  %4050 = load float, ptr %4049, align 4
  %4051 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3900, 1
  %4052 = mul nuw nsw i64 %4038, 256
  %4053 = mul nuw nsw i64 %4042, 32
  %4054 = add nuw nsw i64 %4052, %4053
  %4055 = add nuw nsw i64 %4054, %4046
  %4056 = getelementptr inbounds nuw float, ptr %4051, i64 %4055
  %4057 = load float, ptr %4056, align 4
  %4058 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3954, 1
  %4059 = mul nuw nsw i64 %4038, 8
  %4060 = add nuw nsw i64 %4059, %4042
  %4061 = add nuw nsw i64 %4060, 0
  %4062 = getelementptr inbounds nuw float, ptr %4058, i64 %4061
  %4063 = load float, ptr %4062, align 4
  %4064 = fdiv float %4063, 3.200000e+01
  %4065 = fadd float %4064, f0x358637BD
  %4066 = call float @llvm.sqrt.f32(float %4065)
  %4067 = fdiv float 1.000000e+00, %4066
  %4068 = fmul float %4057, %4067
  %4069 = fmul float %4050, %4068
  %4070 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4036, 1
  %4071 = mul nuw nsw i64 %4038, 256
  %4072 = mul nuw nsw i64 %4042, 32
  %4073 = add nuw nsw i64 %4071, %4072
  %4074 = add nuw nsw i64 %4073, %4046
  %4075 = getelementptr inbounds nuw float, ptr %4070, i64 %4074
  store float %4069, ptr %4075, align 4
  %4076 = add i64 %4046, 1
  br label %4045

4077:                                             ; preds = %4045
  %4078 = add i64 %4042, 1
  br label %4041

4079:                                             ; preds = %4041
  %4080 = add i64 %4038, 1
  br label %4037

4081:                                             ; preds = %4037
  %4082 = call ptr @malloc(i64 1088)
  %4083 = ptrtoint ptr %4082 to i64
  %4084 = add i64 %4083, 63
  %4085 = urem i64 %4084, 64
  %4086 = sub i64 %4084, %4085
  %4087 = inttoptr i64 %4086 to ptr
  %4088 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4082, 0
  %4089 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4088, ptr %4087, 1
  %4090 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4089, i64 0, 2
  %4091 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4090, i64 1, 3, 0
  %4092 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4091, i64 8, 3, 1
  %4093 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4092, i64 4, 3, 2
  %4094 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4093, i64 8, 3, 3
  %4095 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4094, i64 256, 4, 0
  %4096 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4095, i64 32, 4, 1
  %4097 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4096, i64 8, 4, 2
  %4098 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4097, i64 1, 4, 3
  br label %4099

4099:                                             ; preds = %4137, %4081
  %4100 = phi i64 [ %4138, %4137 ], [ 0, %4081 ]
  %4101 = icmp slt i64 %4100, 1
  br i1 %4101, label %4102, label %4139

4102:                                             ; preds = %4099
  br label %4103

4103:                                             ; preds = %4135, %4102
  %4104 = phi i64 [ %4136, %4135 ], [ 0, %4102 ]
  %4105 = icmp slt i64 %4104, 8
  br i1 %4105, label %4106, label %4137

4106:                                             ; preds = %4103
  br label %4107

4107:                                             ; preds = %4133, %4106
  %4108 = phi i64 [ %4134, %4133 ], [ 0, %4106 ]
  %4109 = icmp slt i64 %4108, 4
  br i1 %4109, label %4110, label %4135

4110:                                             ; preds = %4107
  br label %4111

4111:                                             ; preds = %4114, %4110
  %4112 = phi i64 [ %4132, %4114 ], [ 0, %4110 ]
  %4113 = icmp slt i64 %4112, 8
  br i1 %4113, label %4114, label %4133

4114:                                             ; preds = %4111
  %4115 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %892, 1
  %4116 = mul nuw nsw i64 %4100, 256
  %4117 = mul nuw nsw i64 %4104, 32
  %4118 = add nuw nsw i64 %4116, %4117
  %4119 = mul nuw nsw i64 %4108, 8
  %4120 = add nuw nsw i64 %4118, %4119
  %4121 = add nuw nsw i64 %4120, %4112
  %4122 = getelementptr inbounds nuw float, ptr %4115, i64 %4121
  %4123 = load float, ptr %4122, align 4
  %4124 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4098, 1
  %4125 = mul nuw nsw i64 %4100, 256
  %4126 = mul nuw nsw i64 %4104, 32
  %4127 = add nuw nsw i64 %4125, %4126
  %4128 = mul nuw nsw i64 %4108, 8
  %4129 = add nuw nsw i64 %4127, %4128
  %4130 = add nuw nsw i64 %4129, %4112
  %4131 = getelementptr inbounds nuw float, ptr %4124, i64 %4130
  store float %4123, ptr %4131, align 4
  %4132 = add i64 %4112, 1
  br label %4111

4133:                                             ; preds = %4111
  %4134 = add i64 %4108, 1
  br label %4107

4135:                                             ; preds = %4107
  %4136 = add i64 %4104, 1
  br label %4103

4137:                                             ; preds = %4103
  %4138 = add i64 %4100, 1
  br label %4099

4139:                                             ; preds = %4099
  br label %4140

4140:                                             ; preds = %4199, %4139
  %4141 = phi i64 [ %4200, %4199 ], [ 0, %4139 ]
  %4142 = icmp slt i64 %4141, 1
  br i1 %4142, label %4143, label %4201

4143:                                             ; preds = %4140
  br label %4144

4144:                                             ; preds = %4197, %4143
  %4145 = phi i64 [ %4198, %4197 ], [ 0, %4143 ]
  %4146 = icmp slt i64 %4145, 8
  br i1 %4146, label %4147, label %4199

4147:                                             ; preds = %4144
  br label %4148

4148:                                             ; preds = %4195, %4147
  %4149 = phi i64 [ %4196, %4195 ], [ 0, %4147 ]
  %4150 = icmp slt i64 %4149, 4
  br i1 %4150, label %4151, label %4197

4151:                                             ; preds = %4148
  br label %4152

4152:                                             ; preds = %4193, %4151
  %4153 = phi i64 [ %4194, %4193 ], [ 0, %4151 ]
  %4154 = icmp slt i64 %4153, 8
  br i1 %4154, label %4155, label %4195

4155:                                             ; preds = %4152
  br label %4156

4156:                                             ; preds = %4159, %4155
  %4157 = phi i64 [ %4192, %4159 ], [ 0, %4155 ]
  %4158 = icmp slt i64 %4157, 32
  br i1 %4158, label %4159, label %4193

4159:                                             ; preds = %4156
  %4160 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4036, 1
  %4161 = mul nuw nsw i64 %4141, 256
  %4162 = mul nuw nsw i64 %4145, 32
  %4163 = add nuw nsw i64 %4161, %4162
  %4164 = add nuw nsw i64 %4163, %4157
  %4165 = getelementptr inbounds nuw float, ptr %4160, i64 %4164
  %4166 = load float, ptr %4165, align 4
  %4167 = mul nuw nsw i64 %4149, 256
  %4168 = mul nuw nsw i64 %4153, 32
  %4169 = add nuw nsw i64 %4167, %4168
  %4170 = add nuw nsw i64 %4169, %4157
  %4171 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_3, i64 %4170
  %4172 = load float, ptr %4171, align 4
  %4173 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4098, 1
  %4174 = mul nuw nsw i64 %4141, 256
  %4175 = mul nuw nsw i64 %4145, 32
  %4176 = add nuw nsw i64 %4174, %4175
  %4177 = mul nuw nsw i64 %4149, 8
  %4178 = add nuw nsw i64 %4176, %4177
  %4179 = add nuw nsw i64 %4178, %4153
  %4180 = getelementptr inbounds nuw float, ptr %4173, i64 %4179
  %4181 = load float, ptr %4180, align 4
  %4182 = fmul float %4166, %4172
  %4183 = fadd float %4181, %4182
  %4184 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4098, 1
  %4185 = mul nuw nsw i64 %4141, 256
  %4186 = mul nuw nsw i64 %4145, 32
  %4187 = add nuw nsw i64 %4185, %4186
  %4188 = mul nuw nsw i64 %4149, 8
  %4189 = add nuw nsw i64 %4187, %4188
  %4190 = add nuw nsw i64 %4189, %4153
  %4191 = getelementptr inbounds nuw float, ptr %4184, i64 %4190
  store float %4183, ptr %4191, align 4
  %4192 = add i64 %4157, 1
  br label %4156

4193:                                             ; preds = %4156
  %4194 = add i64 %4153, 1
  br label %4152

4195:                                             ; preds = %4152
  %4196 = add i64 %4149, 1
  br label %4148

4197:                                             ; preds = %4148
  %4198 = add i64 %4145, 1
  br label %4144

4199:                                             ; preds = %4144
  %4200 = add i64 %4141, 1
  br label %4140

4201:                                             ; preds = %4140
  %4202 = call ptr @malloc(i64 1088)
  %4203 = ptrtoint ptr %4202 to i64
  %4204 = add i64 %4203, 63
  %4205 = urem i64 %4204, 64
  %4206 = sub i64 %4204, %4205
  %4207 = inttoptr i64 %4206 to ptr
  %4208 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4202, 0
  %4209 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4208, ptr %4207, 1
  %4210 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4209, i64 0, 2
  %4211 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4210, i64 1, 3, 0
  %4212 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4211, i64 4, 3, 1
  %4213 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4212, i64 8, 3, 2
  %4214 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4213, i64 8, 3, 3
  %4215 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4214, i64 256, 4, 0
  %4216 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4215, i64 64, 4, 1
  %4217 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4216, i64 8, 4, 2
  %4218 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4217, i64 1, 4, 3
  br label %4219

4219:                                             ; preds = %4257, %4201
  %4220 = phi i64 [ %4258, %4257 ], [ 0, %4201 ]
  %4221 = icmp slt i64 %4220, 1
  br i1 %4221, label %4222, label %4259

4222:                                             ; preds = %4219
  br label %4223

4223:                                             ; preds = %4255, %4222
  %4224 = phi i64 [ %4256, %4255 ], [ 0, %4222 ]
  %4225 = icmp slt i64 %4224, 4
  br i1 %4225, label %4226, label %4257

4226:                                             ; preds = %4223
  br label %4227

4227:                                             ; preds = %4253, %4226
  %4228 = phi i64 [ %4254, %4253 ], [ 0, %4226 ]
  %4229 = icmp slt i64 %4228, 8
  br i1 %4229, label %4230, label %4255

4230:                                             ; preds = %4227
  br label %4231

4231:                                             ; preds = %4234, %4230
  %4232 = phi i64 [ %4252, %4234 ], [ 0, %4230 ]
  %4233 = icmp slt i64 %4232, 8
  br i1 %4233, label %4234, label %4253

4234:                                             ; preds = %4231
  %4235 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4098, 1
  %4236 = mul nuw nsw i64 %4220, 256
  %4237 = mul nuw nsw i64 %4228, 32
  %4238 = add nuw nsw i64 %4236, %4237
  %4239 = mul nuw nsw i64 %4224, 8
  %4240 = add nuw nsw i64 %4238, %4239
  %4241 = add nuw nsw i64 %4240, %4232
  %4242 = getelementptr inbounds nuw float, ptr %4235, i64 %4241
  %4243 = load float, ptr %4242, align 4
  %4244 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4218, 1
  %4245 = mul nuw nsw i64 %4220, 256
  %4246 = mul nuw nsw i64 %4224, 64
  %4247 = add nuw nsw i64 %4245, %4246
  %4248 = mul nuw nsw i64 %4228, 8
  %4249 = add nuw nsw i64 %4247, %4248
  %4250 = add nuw nsw i64 %4249, %4232
  %4251 = getelementptr inbounds nuw float, ptr %4244, i64 %4250
  store float %4243, ptr %4251, align 4
  %4252 = add i64 %4232, 1
  br label %4231

4253:                                             ; preds = %4231
  %4254 = add i64 %4228, 1
  br label %4227

4255:                                             ; preds = %4227
  %4256 = add i64 %4224, 1
  br label %4223

4257:                                             ; preds = %4223
  %4258 = add i64 %4220, 1
  br label %4219

4259:                                             ; preds = %4219
  %4260 = call ptr @malloc(i64 576)
  %4261 = ptrtoint ptr %4260 to i64
  %4262 = add i64 %4261, 63
  %4263 = urem i64 %4262, 64
  %4264 = sub i64 %4262, %4263
  %4265 = inttoptr i64 %4264 to ptr
  %4266 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4260, 0
  %4267 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4266, ptr %4265, 1
  %4268 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4267, i64 0, 2
  %4269 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4268, i64 1, 3, 0
  %4270 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4269, i64 8, 3, 1
  %4271 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4270, i64 2, 3, 2
  %4272 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4271, i64 8, 3, 3
  %4273 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4272, i64 128, 4, 0
  %4274 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4273, i64 16, 4, 1
  %4275 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4274, i64 8, 4, 2
  %4276 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4275, i64 1, 4, 3
  br label %4277

4277:                                             ; preds = %4315, %4259
  %4278 = phi i64 [ %4316, %4315 ], [ 0, %4259 ]
  %4279 = icmp slt i64 %4278, 1
  br i1 %4279, label %4280, label %4317

4280:                                             ; preds = %4277
  br label %4281

4281:                                             ; preds = %4313, %4280
  %4282 = phi i64 [ %4314, %4313 ], [ 0, %4280 ]
  %4283 = icmp slt i64 %4282, 8
  br i1 %4283, label %4284, label %4315

4284:                                             ; preds = %4281
  br label %4285

4285:                                             ; preds = %4311, %4284
  %4286 = phi i64 [ %4312, %4311 ], [ 0, %4284 ]
  %4287 = icmp slt i64 %4286, 2
  br i1 %4287, label %4288, label %4313

4288:                                             ; preds = %4285
  br label %4289

4289:                                             ; preds = %4292, %4288
  %4290 = phi i64 [ %4310, %4292 ], [ 0, %4288 ]
  %4291 = icmp slt i64 %4290, 8
  br i1 %4291, label %4292, label %4311

4292:                                             ; preds = %4289
  %4293 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1112, 1
  %4294 = mul nuw nsw i64 %4278, 128
  %4295 = mul nuw nsw i64 %4282, 16
  %4296 = add nuw nsw i64 %4294, %4295
  %4297 = mul nuw nsw i64 %4286, 8
  %4298 = add nuw nsw i64 %4296, %4297
  %4299 = add nuw nsw i64 %4298, %4290
  %4300 = getelementptr inbounds nuw float, ptr %4293, i64 %4299
  %4301 = load float, ptr %4300, align 4
  %4302 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4276, 1
  %4303 = mul nuw nsw i64 %4278, 128
  %4304 = mul nuw nsw i64 %4282, 16
  %4305 = add nuw nsw i64 %4303, %4304
  %4306 = mul nuw nsw i64 %4286, 8
  %4307 = add nuw nsw i64 %4305, %4306
  %4308 = add nuw nsw i64 %4307, %4290
  %4309 = getelementptr inbounds nuw float, ptr %4302, i64 %4308
  store float %4301, ptr %4309, align 4
  %4310 = add i64 %4290, 1
  br label %4289

4311:                                             ; preds = %4289
  %4312 = add i64 %4286, 1
  br label %4285

4313:                                             ; preds = %4285
  %4314 = add i64 %4282, 1
  br label %4281

4315:                                             ; preds = %4281
  %4316 = add i64 %4278, 1
  br label %4277

4317:                                             ; preds = %4277
  br label %4318

4318:                                             ; preds = %4377, %4317
  %4319 = phi i64 [ %4378, %4377 ], [ 0, %4317 ]
  %4320 = icmp slt i64 %4319, 1
  br i1 %4320, label %4321, label %4379

4321:                                             ; preds = %4318
  br label %4322

4322:                                             ; preds = %4375, %4321
  %4323 = phi i64 [ %4376, %4375 ], [ 0, %4321 ]
  %4324 = icmp slt i64 %4323, 8
  br i1 %4324, label %4325, label %4377

4325:                                             ; preds = %4322
  br label %4326

4326:                                             ; preds = %4373, %4325
  %4327 = phi i64 [ %4374, %4373 ], [ 0, %4325 ]
  %4328 = icmp slt i64 %4327, 2
  br i1 %4328, label %4329, label %4375

4329:                                             ; preds = %4326
  br label %4330

4330:                                             ; preds = %4371, %4329
  %4331 = phi i64 [ %4372, %4371 ], [ 0, %4329 ]
  %4332 = icmp slt i64 %4331, 8
  br i1 %4332, label %4333, label %4373

4333:                                             ; preds = %4330
  br label %4334

4334:                                             ; preds = %4337, %4333
  %4335 = phi i64 [ %4370, %4337 ], [ 0, %4333 ]
  %4336 = icmp slt i64 %4335, 32
  br i1 %4336, label %4337, label %4371

4337:                                             ; preds = %4334
  %4338 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4036, 1
  %4339 = mul nuw nsw i64 %4319, 256
  %4340 = mul nuw nsw i64 %4323, 32
  %4341 = add nuw nsw i64 %4339, %4340
  %4342 = add nuw nsw i64 %4341, %4335
  %4343 = getelementptr inbounds nuw float, ptr %4338, i64 %4342
  %4344 = load float, ptr %4343, align 4
  %4345 = mul nuw nsw i64 %4327, 256
  %4346 = mul nuw nsw i64 %4331, 32
  %4347 = add nuw nsw i64 %4345, %4346
  %4348 = add nuw nsw i64 %4347, %4335
  %4349 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32_2, i64 %4348
  %4350 = load float, ptr %4349, align 4
  %4351 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4276, 1
  %4352 = mul nuw nsw i64 %4319, 128
  %4353 = mul nuw nsw i64 %4323, 16
  %4354 = add nuw nsw i64 %4352, %4353
  %4355 = mul nuw nsw i64 %4327, 8
  %4356 = add nuw nsw i64 %4354, %4355
  %4357 = add nuw nsw i64 %4356, %4331
  %4358 = getelementptr inbounds nuw float, ptr %4351, i64 %4357
  %4359 = load float, ptr %4358, align 4
  %4360 = fmul float %4344, %4350
  %4361 = fadd float %4359, %4360
  %4362 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4276, 1
  %4363 = mul nuw nsw i64 %4319, 128
  %4364 = mul nuw nsw i64 %4323, 16
  %4365 = add nuw nsw i64 %4363, %4364
  %4366 = mul nuw nsw i64 %4327, 8
  %4367 = add nuw nsw i64 %4365, %4366
  %4368 = add nuw nsw i64 %4367, %4331
  %4369 = getelementptr inbounds nuw float, ptr %4362, i64 %4368
  store float %4361, ptr %4369, align 4
  %4370 = add i64 %4335, 1
  br label %4334

4371:                                             ; preds = %4334
  %4372 = add i64 %4331, 1
  br label %4330

4373:                                             ; preds = %4330
  %4374 = add i64 %4327, 1
  br label %4326

4375:                                             ; preds = %4326
  %4376 = add i64 %4323, 1
  br label %4322

4377:                                             ; preds = %4322
  %4378 = add i64 %4319, 1
  br label %4318

4379:                                             ; preds = %4318
  %4380 = call ptr @malloc(i64 576)
  %4381 = ptrtoint ptr %4380 to i64
  %4382 = add i64 %4381, 63
  %4383 = urem i64 %4382, 64
  %4384 = sub i64 %4382, %4383
  %4385 = inttoptr i64 %4384 to ptr
  %4386 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4380, 0
  %4387 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4386, ptr %4385, 1
  %4388 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4387, i64 0, 2
  %4389 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4388, i64 1, 3, 0
  %4390 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4389, i64 2, 3, 1
  %4391 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4390, i64 8, 3, 2
  %4392 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4391, i64 8, 3, 3
  %4393 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4392, i64 128, 4, 0
  %4394 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4393, i64 64, 4, 1
  %4395 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4394, i64 8, 4, 2
  %4396 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4395, i64 1, 4, 3
  br label %4397

4397:                                             ; preds = %4435, %4379
  %4398 = phi i64 [ %4436, %4435 ], [ 0, %4379 ]
  %4399 = icmp slt i64 %4398, 1
  br i1 %4399, label %4400, label %4437

4400:                                             ; preds = %4397
  br label %4401

4401:                                             ; preds = %4433, %4400
  %4402 = phi i64 [ %4434, %4433 ], [ 0, %4400 ]
  %4403 = icmp slt i64 %4402, 2
  br i1 %4403, label %4404, label %4435

4404:                                             ; preds = %4401
  br label %4405

4405:                                             ; preds = %4431, %4404
  %4406 = phi i64 [ %4432, %4431 ], [ 0, %4404 ]
  %4407 = icmp slt i64 %4406, 8
  br i1 %4407, label %4408, label %4433

4408:                                             ; preds = %4405
  br label %4409

4409:                                             ; preds = %4412, %4408
  %4410 = phi i64 [ %4430, %4412 ], [ 0, %4408 ]
  %4411 = icmp slt i64 %4410, 8
  br i1 %4411, label %4412, label %4431

4412:                                             ; preds = %4409
  %4413 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4276, 1
  %4414 = mul nuw nsw i64 %4398, 128
  %4415 = mul nuw nsw i64 %4406, 16
  %4416 = add nuw nsw i64 %4414, %4415
  %4417 = mul nuw nsw i64 %4402, 8
  %4418 = add nuw nsw i64 %4416, %4417
  %4419 = add nuw nsw i64 %4418, %4410
  %4420 = getelementptr inbounds nuw float, ptr %4413, i64 %4419
  %4421 = load float, ptr %4420, align 4
  %4422 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4396, 1
  %4423 = mul nuw nsw i64 %4398, 128
  %4424 = mul nuw nsw i64 %4402, 64
  %4425 = add nuw nsw i64 %4423, %4424
  %4426 = mul nuw nsw i64 %4406, 8
  %4427 = add nuw nsw i64 %4425, %4426
  %4428 = add nuw nsw i64 %4427, %4410
  %4429 = getelementptr inbounds nuw float, ptr %4422, i64 %4428
  store float %4421, ptr %4429, align 4
  %4430 = add i64 %4410, 1
  br label %4409

4431:                                             ; preds = %4409
  %4432 = add i64 %4406, 1
  br label %4405

4433:                                             ; preds = %4405
  %4434 = add i64 %4402, 1
  br label %4401

4435:                                             ; preds = %4401
  %4436 = add i64 %4398, 1
  br label %4397

4437:                                             ; preds = %4397
  %4438 = call ptr @malloc(i64 576)
  %4439 = ptrtoint ptr %4438 to i64
  %4440 = add i64 %4439, 63
  %4441 = urem i64 %4440, 64
  %4442 = sub i64 %4440, %4441
  %4443 = inttoptr i64 %4442 to ptr
  %4444 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4438, 0
  %4445 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4444, ptr %4443, 1
  %4446 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4445, i64 0, 2
  %4447 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4446, i64 1, 3, 0
  %4448 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4447, i64 8, 3, 1
  %4449 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4448, i64 2, 3, 2
  %4450 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4449, i64 8, 3, 3
  %4451 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4450, i64 128, 4, 0
  %4452 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4451, i64 16, 4, 1
  %4453 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4452, i64 8, 4, 2
  %4454 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4453, i64 1, 4, 3
  br label %4455

4455:                                             ; preds = %4493, %4437
  %4456 = phi i64 [ %4494, %4493 ], [ 0, %4437 ]
  %4457 = icmp slt i64 %4456, 1
  br i1 %4457, label %4458, label %4495

4458:                                             ; preds = %4455
  br label %4459

4459:                                             ; preds = %4491, %4458
  %4460 = phi i64 [ %4492, %4491 ], [ 0, %4458 ]
  %4461 = icmp slt i64 %4460, 8
  br i1 %4461, label %4462, label %4493

4462:                                             ; preds = %4459
  br label %4463

4463:                                             ; preds = %4489, %4462
  %4464 = phi i64 [ %4490, %4489 ], [ 0, %4462 ]
  %4465 = icmp slt i64 %4464, 2
  br i1 %4465, label %4466, label %4491

4466:                                             ; preds = %4463
  br label %4467

4467:                                             ; preds = %4470, %4466
  %4468 = phi i64 [ %4488, %4470 ], [ 0, %4466 ]
  %4469 = icmp slt i64 %4468, 8
  br i1 %4469, label %4470, label %4489

4470:                                             ; preds = %4467
  %4471 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1112, 1
  %4472 = mul nuw nsw i64 %4456, 128
  %4473 = mul nuw nsw i64 %4460, 16
  %4474 = add nuw nsw i64 %4472, %4473
  %4475 = mul nuw nsw i64 %4464, 8
  %4476 = add nuw nsw i64 %4474, %4475
  %4477 = add nuw nsw i64 %4476, %4468
  %4478 = getelementptr inbounds nuw float, ptr %4471, i64 %4477
  %4479 = load float, ptr %4478, align 4
  %4480 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4454, 1
  %4481 = mul nuw nsw i64 %4456, 128
  %4482 = mul nuw nsw i64 %4460, 16
  %4483 = add nuw nsw i64 %4481, %4482
  %4484 = mul nuw nsw i64 %4464, 8
  %4485 = add nuw nsw i64 %4483, %4484
  %4486 = add nuw nsw i64 %4485, %4468
  %4487 = getelementptr inbounds nuw float, ptr %4480, i64 %4486
  store float %4479, ptr %4487, align 4
  %4488 = add i64 %4468, 1
  br label %4467

4489:                                             ; preds = %4467
  %4490 = add i64 %4464, 1
  br label %4463

4491:                                             ; preds = %4463
  %4492 = add i64 %4460, 1
  br label %4459

4493:                                             ; preds = %4459
  %4494 = add i64 %4456, 1
  br label %4455

4495:                                             ; preds = %4455
  br label %4496

4496:                                             ; preds = %4555, %4495
  %4497 = phi i64 [ %4556, %4555 ], [ 0, %4495 ]
  %4498 = icmp slt i64 %4497, 1
  br i1 %4498, label %4499, label %4557

4499:                                             ; preds = %4496
  br label %4500

4500:                                             ; preds = %4553, %4499
  %4501 = phi i64 [ %4554, %4553 ], [ 0, %4499 ]
  %4502 = icmp slt i64 %4501, 8
  br i1 %4502, label %4503, label %4555

4503:                                             ; preds = %4500
  br label %4504

4504:                                             ; preds = %4551, %4503
  %4505 = phi i64 [ %4552, %4551 ], [ 0, %4503 ]
  %4506 = icmp slt i64 %4505, 2
  br i1 %4506, label %4507, label %4553

4507:                                             ; preds = %4504
  br label %4508

4508:                                             ; preds = %4549, %4507
  %4509 = phi i64 [ %4550, %4549 ], [ 0, %4507 ]
  %4510 = icmp slt i64 %4509, 8
  br i1 %4510, label %4511, label %4551

4511:                                             ; preds = %4508
  br label %4512

4512:                                             ; preds = %4515, %4511
  %4513 = phi i64 [ %4548, %4515 ], [ 0, %4511 ]
  %4514 = icmp slt i64 %4513, 32
  br i1 %4514, label %4515, label %4549

4515:                                             ; preds = %4512
  %4516 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4036, 1
  %4517 = mul nuw nsw i64 %4497, 256
  %4518 = mul nuw nsw i64 %4501, 32
  %4519 = add nuw nsw i64 %4517, %4518
  %4520 = add nuw nsw i64 %4519, %4513
  %4521 = getelementptr inbounds nuw float, ptr %4516, i64 %4520
  %4522 = load float, ptr %4521, align 4
  %4523 = mul nuw nsw i64 %4505, 256
  %4524 = mul nuw nsw i64 %4509, 32
  %4525 = add nuw nsw i64 %4523, %4524
  %4526 = add nuw nsw i64 %4525, %4513
  %4527 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32, i64 %4526
  %4528 = load float, ptr %4527, align 4
  %4529 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4454, 1
  %4530 = mul nuw nsw i64 %4497, 128
  %4531 = mul nuw nsw i64 %4501, 16
  %4532 = add nuw nsw i64 %4530, %4531
  %4533 = mul nuw nsw i64 %4505, 8
  %4534 = add nuw nsw i64 %4532, %4533
  %4535 = add nuw nsw i64 %4534, %4509
  %4536 = getelementptr inbounds nuw float, ptr %4529, i64 %4535
  %4537 = load float, ptr %4536, align 4
  %4538 = fmul float %4522, %4528
  %4539 = fadd float %4537, %4538
  %4540 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4454, 1
  %4541 = mul nuw nsw i64 %4497, 128
  %4542 = mul nuw nsw i64 %4501, 16
  %4543 = add nuw nsw i64 %4541, %4542
  %4544 = mul nuw nsw i64 %4505, 8
  %4545 = add nuw nsw i64 %4543, %4544
  %4546 = add nuw nsw i64 %4545, %4509
  %4547 = getelementptr inbounds nuw float, ptr %4540, i64 %4546
  store float %4539, ptr %4547, align 4
  %4548 = add i64 %4513, 1
  br label %4512

4549:                                             ; preds = %4512
  %4550 = add i64 %4509, 1
  br label %4508

4551:                                             ; preds = %4508
  %4552 = add i64 %4505, 1
  br label %4504

4553:                                             ; preds = %4504
  %4554 = add i64 %4501, 1
  br label %4500

4555:                                             ; preds = %4500
  %4556 = add i64 %4497, 1
  br label %4496

4557:                                             ; preds = %4496
  %4558 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4218, 0
  %4559 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4218, 1
  %4560 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4558, 0
  %4561 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4560, ptr %4559, 1
  %4562 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4561, i64 4, 2
  %4563 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4562, i64 1, 3, 0
  %4564 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4563, i64 256, 4, 0
  %4565 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4564, i64 4, 3, 1
  %4566 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4565, i64 64, 4, 1
  %4567 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4566, i64 8, 3, 2
  %4568 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4567, i64 8, 4, 2
  %4569 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4568, i64 4, 3, 3
  %4570 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4569, i64 1, 4, 3
  %4571 = call ptr @malloc(i64 576)
  %4572 = ptrtoint ptr %4571 to i64
  %4573 = add i64 %4572, 63
  %4574 = urem i64 %4573, 64
  %4575 = sub i64 %4573, %4574
  %4576 = inttoptr i64 %4575 to ptr
  %4577 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4571, 0
  %4578 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4577, ptr %4576, 1
  %4579 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4578, i64 0, 2
  %4580 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4579, i64 1, 3, 0
  %4581 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4580, i64 4, 3, 1
  %4582 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4581, i64 8, 3, 2
  %4583 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4582, i64 4, 3, 3
  %4584 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4583, i64 128, 4, 0
  %4585 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4584, i64 32, 4, 1
  %4586 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4585, i64 4, 4, 2
  %4587 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4586, i64 1, 4, 3
  br label %4588

4588:                                             ; preds = %4628, %4557
  %4589 = phi i64 [ %4629, %4628 ], [ 0, %4557 ]
  %4590 = icmp slt i64 %4589, 1
  br i1 %4590, label %4591, label %4630

4591:                                             ; preds = %4588
  br label %4592

4592:                                             ; preds = %4626, %4591
  %4593 = phi i64 [ %4627, %4626 ], [ 0, %4591 ]
  %4594 = icmp slt i64 %4593, 4
  br i1 %4594, label %4595, label %4628

4595:                                             ; preds = %4592
  br label %4596

4596:                                             ; preds = %4624, %4595
  %4597 = phi i64 [ %4625, %4624 ], [ 0, %4595 ]
  %4598 = icmp slt i64 %4597, 8
  br i1 %4598, label %4599, label %4626

4599:                                             ; preds = %4596
  br label %4600

4600:                                             ; preds = %4603, %4599
  %4601 = phi i64 [ %4623, %4603 ], [ 0, %4599 ]
  %4602 = icmp slt i64 %4601, 4
  br i1 %4602, label %4603, label %4624

4603:                                             ; preds = %4600
  %4604 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4570, 1
  %4605 = getelementptr float, ptr %4604, i64 4
  %4606 = mul nuw nsw i64 %4589, 256
  %4607 = mul nuw nsw i64 %4593, 64
  %4608 = add nuw nsw i64 %4606, %4607
  %4609 = mul nuw nsw i64 %4597, 8
  %4610 = add nuw nsw i64 %4608, %4609
  %4611 = add nuw nsw i64 %4610, %4601
  %4612 = getelementptr inbounds nuw float, ptr %4605, i64 %4611
  %4613 = load float, ptr %4612, align 4
  %4614 = fneg float %4613
  %4615 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4587, 1
  %4616 = mul nuw nsw i64 %4589, 128
  %4617 = mul nuw nsw i64 %4593, 32
  %4618 = add nuw nsw i64 %4616, %4617
  %4619 = mul nuw nsw i64 %4597, 4
  %4620 = add nuw nsw i64 %4618, %4619
  %4621 = add nuw nsw i64 %4620, %4601
  %4622 = getelementptr inbounds nuw float, ptr %4615, i64 %4621
  store float %4614, ptr %4622, align 4
  %4623 = add i64 %4601, 1
  br label %4600

4624:                                             ; preds = %4600
  %4625 = add i64 %4597, 1
  br label %4596

4626:                                             ; preds = %4596
  %4627 = add i64 %4593, 1
  br label %4592

4628:                                             ; preds = %4592
  %4629 = add i64 %4589, 1
  br label %4588

4630:                                             ; preds = %4588
  %4631 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4218, 0
  %4632 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4218, 1
  %4633 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4631, 0
  %4634 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4633, ptr %4632, 1
  %4635 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4634, i64 0, 2
  %4636 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4635, i64 1, 3, 0
  %4637 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4636, i64 256, 4, 0
  %4638 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4637, i64 4, 3, 1
  %4639 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4638, i64 64, 4, 1
  %4640 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4639, i64 8, 3, 2
  %4641 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4640, i64 8, 4, 2
  %4642 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4641, i64 4, 3, 3
  %4643 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4642, i64 1, 4, 3
  %4644 = call ptr @malloc(i64 1088)
  %4645 = ptrtoint ptr %4644 to i64
  %4646 = add i64 %4645, 63
  %4647 = urem i64 %4646, 64
  %4648 = sub i64 %4646, %4647
  %4649 = inttoptr i64 %4648 to ptr
  %4650 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4644, 0
  %4651 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4650, ptr %4649, 1
  %4652 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4651, i64 0, 2
  %4653 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4652, i64 1, 3, 0
  %4654 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4653, i64 4, 3, 1
  %4655 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4654, i64 8, 3, 2
  %4656 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4655, i64 8, 3, 3
  %4657 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4656, i64 256, 4, 0
  %4658 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4657, i64 64, 4, 1
  %4659 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4658, i64 8, 4, 2
  %4660 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4659, i64 1, 4, 3
  %4661 = call ptr @malloc(i64 1088)
  %4662 = ptrtoint ptr %4661 to i64
  %4663 = add i64 %4662, 63
  %4664 = urem i64 %4663, 64
  %4665 = sub i64 %4663, %4664
  %4666 = inttoptr i64 %4665 to ptr
  %4667 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4661, 0
  %4668 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4667, ptr %4666, 1
  %4669 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4668, i64 0, 2
  %4670 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4669, i64 1, 3, 0
  %4671 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4670, i64 4, 3, 1
  %4672 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4671, i64 8, 3, 2
  %4673 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4672, i64 8, 3, 3
  %4674 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4673, i64 256, 4, 0
  %4675 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4674, i64 64, 4, 1
  %4676 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4675, i64 8, 4, 2
  %4677 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4676, i64 1, 4, 3
  br label %4678

4678:                                             ; preds = %4716, %4630
  %4679 = phi i64 [ %4717, %4716 ], [ 0, %4630 ]
  %4680 = icmp slt i64 %4679, 1
  br i1 %4680, label %4681, label %4718

4681:                                             ; preds = %4678
  br label %4682

4682:                                             ; preds = %4714, %4681
  %4683 = phi i64 [ %4715, %4714 ], [ 0, %4681 ]
  %4684 = icmp slt i64 %4683, 4
  br i1 %4684, label %4685, label %4716

4685:                                             ; preds = %4682
  br label %4686

4686:                                             ; preds = %4712, %4685
  %4687 = phi i64 [ %4713, %4712 ], [ 0, %4685 ]
  %4688 = icmp slt i64 %4687, 8
  br i1 %4688, label %4689, label %4714

4689:                                             ; preds = %4686
  br label %4690

4690:                                             ; preds = %4693, %4689
  %4691 = phi i64 [ %4711, %4693 ], [ 0, %4689 ]
  %4692 = icmp slt i64 %4691, 8
  br i1 %4692, label %4693, label %4712

4693:                                             ; preds = %4690
  %4694 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4660, 1
  %4695 = mul nuw nsw i64 %4679, 256
  %4696 = mul nuw nsw i64 %4683, 64
  %4697 = add nuw nsw i64 %4695, %4696
  %4698 = mul nuw nsw i64 %4687, 8
  %4699 = add nuw nsw i64 %4697, %4698
  %4700 = add nuw nsw i64 %4699, %4691
  %4701 = getelementptr inbounds nuw float, ptr %4694, i64 %4700
  %4702 = load float, ptr %4701, align 4
  %4703 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4677, 1
  %4704 = mul nuw nsw i64 %4679, 256
  %4705 = mul nuw nsw i64 %4683, 64
  %4706 = add nuw nsw i64 %4704, %4705
  %4707 = mul nuw nsw i64 %4687, 8
  %4708 = add nuw nsw i64 %4706, %4707
  %4709 = add nuw nsw i64 %4708, %4691
  %4710 = getelementptr inbounds nuw float, ptr %4703, i64 %4709
  store float %4702, ptr %4710, align 4
  %4711 = add i64 %4691, 1
  br label %4690

4712:                                             ; preds = %4690
  %4713 = add i64 %4687, 1
  br label %4686

4714:                                             ; preds = %4686
  %4715 = add i64 %4683, 1
  br label %4682

4716:                                             ; preds = %4682
  %4717 = add i64 %4679, 1
  br label %4678

4718:                                             ; preds = %4678
  %4719 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4677, 0
  %4720 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4677, 1
  %4721 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4719, 0
  %4722 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4721, ptr %4720, 1
  %4723 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4722, i64 0, 2
  %4724 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4723, i64 1, 3, 0
  %4725 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4724, i64 256, 4, 0
  %4726 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4725, i64 4, 3, 1
  %4727 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4726, i64 64, 4, 1
  %4728 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4727, i64 8, 3, 2
  %4729 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4728, i64 8, 4, 2
  %4730 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4729, i64 4, 3, 3
  %4731 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4730, i64 1, 4, 3
  br label %4732

4732:                                             ; preds = %4770, %4718
  %4733 = phi i64 [ %4771, %4770 ], [ 0, %4718 ]
  %4734 = icmp slt i64 %4733, 1
  br i1 %4734, label %4735, label %4772

4735:                                             ; preds = %4732
  br label %4736

4736:                                             ; preds = %4768, %4735
  %4737 = phi i64 [ %4769, %4768 ], [ 0, %4735 ]
  %4738 = icmp slt i64 %4737, 4
  br i1 %4738, label %4739, label %4770

4739:                                             ; preds = %4736
  br label %4740

4740:                                             ; preds = %4766, %4739
  %4741 = phi i64 [ %4767, %4766 ], [ 0, %4739 ]
  %4742 = icmp slt i64 %4741, 8
  br i1 %4742, label %4743, label %4768

4743:                                             ; preds = %4740
  br label %4744

4744:                                             ; preds = %4747, %4743
  %4745 = phi i64 [ %4765, %4747 ], [ 0, %4743 ]
  %4746 = icmp slt i64 %4745, 4
  br i1 %4746, label %4747, label %4766

4747:                                             ; preds = %4744
  %4748 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4587, 1
  %4749 = mul nuw nsw i64 %4733, 128
  %4750 = mul nuw nsw i64 %4737, 32
  %4751 = add nuw nsw i64 %4749, %4750
  %4752 = mul nuw nsw i64 %4741, 4
  %4753 = add nuw nsw i64 %4751, %4752
  %4754 = add nuw nsw i64 %4753, %4745
  %4755 = getelementptr inbounds nuw float, ptr %4748, i64 %4754
  %4756 = load float, ptr %4755, align 4
  %4757 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4731, 1
  %4758 = mul nuw nsw i64 %4733, 256
  %4759 = mul nuw nsw i64 %4737, 64
  %4760 = add nuw nsw i64 %4758, %4759
  %4761 = mul nuw nsw i64 %4741, 8
  %4762 = add nuw nsw i64 %4760, %4761
  %4763 = add nuw nsw i64 %4762, %4745
  %4764 = getelementptr inbounds nuw float, ptr %4757, i64 %4763
  store float %4756, ptr %4764, align 4
  %4765 = add i64 %4745, 1
  br label %4744

4766:                                             ; preds = %4744
  %4767 = add i64 %4741, 1
  br label %4740

4768:                                             ; preds = %4740
  %4769 = add i64 %4737, 1
  br label %4736

4770:                                             ; preds = %4736
  %4771 = add i64 %4733, 1
  br label %4732

4772:                                             ; preds = %4732
  %4773 = call ptr @malloc(i64 1088)
  %4774 = ptrtoint ptr %4773 to i64
  %4775 = add i64 %4774, 63
  %4776 = urem i64 %4775, 64
  %4777 = sub i64 %4775, %4776
  %4778 = inttoptr i64 %4777 to ptr
  %4779 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4773, 0
  %4780 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4779, ptr %4778, 1
  %4781 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4780, i64 0, 2
  %4782 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4781, i64 1, 3, 0
  %4783 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4782, i64 4, 3, 1
  %4784 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4783, i64 8, 3, 2
  %4785 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4784, i64 8, 3, 3
  %4786 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4785, i64 256, 4, 0
  %4787 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4786, i64 64, 4, 1
  %4788 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4787, i64 8, 4, 2
  %4789 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4788, i64 1, 4, 3
  br label %4790

4790:                                             ; preds = %4828, %4772
  %4791 = phi i64 [ %4829, %4828 ], [ 0, %4772 ]
  %4792 = icmp slt i64 %4791, 1
  br i1 %4792, label %4793, label %4830

4793:                                             ; preds = %4790
  br label %4794

4794:                                             ; preds = %4826, %4793
  %4795 = phi i64 [ %4827, %4826 ], [ 0, %4793 ]
  %4796 = icmp slt i64 %4795, 4
  br i1 %4796, label %4797, label %4828

4797:                                             ; preds = %4794
  br label %4798

4798:                                             ; preds = %4824, %4797
  %4799 = phi i64 [ %4825, %4824 ], [ 0, %4797 ]
  %4800 = icmp slt i64 %4799, 8
  br i1 %4800, label %4801, label %4826

4801:                                             ; preds = %4798
  br label %4802

4802:                                             ; preds = %4805, %4801
  %4803 = phi i64 [ %4823, %4805 ], [ 0, %4801 ]
  %4804 = icmp slt i64 %4803, 8
  br i1 %4804, label %4805, label %4824

4805:                                             ; preds = %4802
  %4806 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4677, 1
  %4807 = mul nuw nsw i64 %4791, 256
  %4808 = mul nuw nsw i64 %4795, 64
  %4809 = add nuw nsw i64 %4807, %4808
  %4810 = mul nuw nsw i64 %4799, 8
  %4811 = add nuw nsw i64 %4809, %4810
  %4812 = add nuw nsw i64 %4811, %4803
  %4813 = getelementptr inbounds nuw float, ptr %4806, i64 %4812
  %4814 = load float, ptr %4813, align 4
  %4815 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4789, 1
  %4816 = mul nuw nsw i64 %4791, 256
  %4817 = mul nuw nsw i64 %4795, 64
  %4818 = add nuw nsw i64 %4816, %4817
  %4819 = mul nuw nsw i64 %4799, 8
  %4820 = add nuw nsw i64 %4818, %4819
  %4821 = add nuw nsw i64 %4820, %4803
  %4822 = getelementptr inbounds nuw float, ptr %4815, i64 %4821
  store float %4814, ptr %4822, align 4
  %4823 = add i64 %4803, 1
  br label %4802

4824:                                             ; preds = %4802
  %4825 = add i64 %4799, 1
  br label %4798

4826:                                             ; preds = %4798
  %4827 = add i64 %4795, 1
  br label %4794

4828:                                             ; preds = %4794
  %4829 = add i64 %4791, 1
  br label %4790

4830:                                             ; preds = %4790
  %4831 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4789, 0
  %4832 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4789, 1
  %4833 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4831, 0
  %4834 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4833, ptr %4832, 1
  %4835 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4834, i64 4, 2
  %4836 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4835, i64 1, 3, 0
  %4837 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4836, i64 256, 4, 0
  %4838 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4837, i64 4, 3, 1
  %4839 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4838, i64 64, 4, 1
  %4840 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4839, i64 8, 3, 2
  %4841 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4840, i64 8, 4, 2
  %4842 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4841, i64 4, 3, 3
  %4843 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4842, i64 1, 4, 3
  br label %4844

4844:                                             ; preds = %4883, %4830
  %4845 = phi i64 [ %4884, %4883 ], [ 0, %4830 ]
  %4846 = icmp slt i64 %4845, 1
  br i1 %4846, label %4847, label %4885

4847:                                             ; preds = %4844
  br label %4848

4848:                                             ; preds = %4881, %4847
  %4849 = phi i64 [ %4882, %4881 ], [ 0, %4847 ]
  %4850 = icmp slt i64 %4849, 4
  br i1 %4850, label %4851, label %4883

4851:                                             ; preds = %4848
  br label %4852

4852:                                             ; preds = %4879, %4851
  %4853 = phi i64 [ %4880, %4879 ], [ 0, %4851 ]
  %4854 = icmp slt i64 %4853, 8
  br i1 %4854, label %4855, label %4881

4855:                                             ; preds = %4852
  br label %4856

4856:                                             ; preds = %4859, %4855
  %4857 = phi i64 [ %4878, %4859 ], [ 0, %4855 ]
  %4858 = icmp slt i64 %4857, 4
  br i1 %4858, label %4859, label %4879

4859:                                             ; preds = %4856
  %4860 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4643, 1
  %4861 = mul nuw nsw i64 %4845, 256
  %4862 = mul nuw nsw i64 %4849, 64
  %4863 = add nuw nsw i64 %4861, %4862
  %4864 = mul nuw nsw i64 %4853, 8
  %4865 = add nuw nsw i64 %4863, %4864
  %4866 = add nuw nsw i64 %4865, %4857
  %4867 = getelementptr inbounds nuw float, ptr %4860, i64 %4866
  %4868 = load float, ptr %4867, align 4
  %4869 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4843, 1
  %4870 = getelementptr float, ptr %4869, i64 4
  %4871 = mul nuw nsw i64 %4845, 256
  %4872 = mul nuw nsw i64 %4849, 64
  %4873 = add nuw nsw i64 %4871, %4872
  %4874 = mul nuw nsw i64 %4853, 8
  %4875 = add nuw nsw i64 %4873, %4874
  %4876 = add nuw nsw i64 %4875, %4857
  %4877 = getelementptr inbounds nuw float, ptr %4870, i64 %4876
  store float %4868, ptr %4877, align 4
  %4878 = add i64 %4857, 1
  br label %4856

4879:                                             ; preds = %4856
  %4880 = add i64 %4853, 1
  br label %4852

4881:                                             ; preds = %4852
  %4882 = add i64 %4849, 1
  br label %4848

4883:                                             ; preds = %4848
  %4884 = add i64 %4845, 1
  br label %4844

4885:                                             ; preds = %4844
  %4886 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4396, 0
  %4887 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4396, 1
  %4888 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4886, 0
  %4889 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4888, ptr %4887, 1
  %4890 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4889, i64 4, 2
  %4891 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4890, i64 1, 3, 0
  %4892 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4891, i64 128, 4, 0
  %4893 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4892, i64 2, 3, 1
  %4894 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4893, i64 64, 4, 1
  %4895 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4894, i64 8, 3, 2
  %4896 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4895, i64 8, 4, 2
  %4897 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4896, i64 4, 3, 3
  %4898 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4897, i64 1, 4, 3
  %4899 = call ptr @malloc(i64 320)
  %4900 = ptrtoint ptr %4899 to i64
  %4901 = add i64 %4900, 63
  %4902 = urem i64 %4901, 64
  %4903 = sub i64 %4901, %4902
  %4904 = inttoptr i64 %4903 to ptr
  %4905 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4899, 0
  %4906 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4905, ptr %4904, 1
  %4907 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4906, i64 0, 2
  %4908 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4907, i64 1, 3, 0
  %4909 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4908, i64 2, 3, 1
  %4910 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4909, i64 8, 3, 2
  %4911 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4910, i64 4, 3, 3
  %4912 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4911, i64 64, 4, 0
  %4913 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4912, i64 32, 4, 1
  %4914 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4913, i64 4, 4, 2
  %4915 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4914, i64 1, 4, 3
  br label %4916

4916:                                             ; preds = %4956, %4885
  %4917 = phi i64 [ %4957, %4956 ], [ 0, %4885 ]
  %4918 = icmp slt i64 %4917, 1
  br i1 %4918, label %4919, label %4958

4919:                                             ; preds = %4916
  br label %4920

4920:                                             ; preds = %4954, %4919
  %4921 = phi i64 [ %4955, %4954 ], [ 0, %4919 ]
  %4922 = icmp slt i64 %4921, 2
  br i1 %4922, label %4923, label %4956

4923:                                             ; preds = %4920
  br label %4924

4924:                                             ; preds = %4952, %4923
  %4925 = phi i64 [ %4953, %4952 ], [ 0, %4923 ]
  %4926 = icmp slt i64 %4925, 8
  br i1 %4926, label %4927, label %4954

4927:                                             ; preds = %4924
  br label %4928

4928:                                             ; preds = %4931, %4927
  %4929 = phi i64 [ %4951, %4931 ], [ 0, %4927 ]
  %4930 = icmp slt i64 %4929, 4
  br i1 %4930, label %4931, label %4952

4931:                                             ; preds = %4928
  %4932 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4898, 1
  %4933 = getelementptr float, ptr %4932, i64 4
  %4934 = mul nuw nsw i64 %4917, 128
  %4935 = mul nuw nsw i64 %4921, 64
  %4936 = add nuw nsw i64 %4934, %4935
  %4937 = mul nuw nsw i64 %4925, 8
  %4938 = add nuw nsw i64 %4936, %4937
  %4939 = add nuw nsw i64 %4938, %4929
  %4940 = getelementptr inbounds nuw float, ptr %4933, i64 %4939
  %4941 = load float, ptr %4940, align 4
  %4942 = fneg float %4941
  %4943 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4915, 1
  %4944 = mul nuw nsw i64 %4917, 64
  %4945 = mul nuw nsw i64 %4921, 32
  %4946 = add nuw nsw i64 %4944, %4945
  %4947 = mul nuw nsw i64 %4925, 4
  %4948 = add nuw nsw i64 %4946, %4947
  %4949 = add nuw nsw i64 %4948, %4929
  %4950 = getelementptr inbounds nuw float, ptr %4943, i64 %4949
  store float %4942, ptr %4950, align 4
  %4951 = add i64 %4929, 1
  br label %4928

4952:                                             ; preds = %4928
  %4953 = add i64 %4925, 1
  br label %4924

4954:                                             ; preds = %4924
  %4955 = add i64 %4921, 1
  br label %4920

4956:                                             ; preds = %4920
  %4957 = add i64 %4917, 1
  br label %4916

4958:                                             ; preds = %4916
  %4959 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4396, 0
  %4960 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4396, 1
  %4961 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4959, 0
  %4962 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4961, ptr %4960, 1
  %4963 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4962, i64 0, 2
  %4964 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4963, i64 1, 3, 0
  %4965 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4964, i64 128, 4, 0
  %4966 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4965, i64 2, 3, 1
  %4967 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4966, i64 64, 4, 1
  %4968 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4967, i64 8, 3, 2
  %4969 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4968, i64 8, 4, 2
  %4970 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4969, i64 4, 3, 3
  %4971 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4970, i64 1, 4, 3
  %4972 = call ptr @malloc(i64 576)
  %4973 = ptrtoint ptr %4972 to i64
  %4974 = add i64 %4973, 63
  %4975 = urem i64 %4974, 64
  %4976 = sub i64 %4974, %4975
  %4977 = inttoptr i64 %4976 to ptr
  %4978 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4972, 0
  %4979 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4978, ptr %4977, 1
  %4980 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4979, i64 0, 2
  %4981 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4980, i64 1, 3, 0
  %4982 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4981, i64 2, 3, 1
  %4983 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4982, i64 8, 3, 2
  %4984 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4983, i64 8, 3, 3
  %4985 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4984, i64 128, 4, 0
  %4986 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4985, i64 64, 4, 1
  %4987 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4986, i64 8, 4, 2
  %4988 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4987, i64 1, 4, 3
  %4989 = call ptr @malloc(i64 576)
  %4990 = ptrtoint ptr %4989 to i64
  %4991 = add i64 %4990, 63
  %4992 = urem i64 %4991, 64
  %4993 = sub i64 %4991, %4992
  %4994 = inttoptr i64 %4993 to ptr
  %4995 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4989, 0
  %4996 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4995, ptr %4994, 1
  %4997 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4996, i64 0, 2
  %4998 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4997, i64 1, 3, 0
  %4999 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4998, i64 2, 3, 1
  %5000 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4999, i64 8, 3, 2
  %5001 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5000, i64 8, 3, 3
  %5002 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5001, i64 128, 4, 0
  %5003 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5002, i64 64, 4, 1
  %5004 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5003, i64 8, 4, 2
  %5005 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5004, i64 1, 4, 3
  br label %5006

5006:                                             ; preds = %5044, %4958
  %5007 = phi i64 [ %5045, %5044 ], [ 0, %4958 ]
  %5008 = icmp slt i64 %5007, 1
  br i1 %5008, label %5009, label %5046

5009:                                             ; preds = %5006
  br label %5010

5010:                                             ; preds = %5042, %5009
  %5011 = phi i64 [ %5043, %5042 ], [ 0, %5009 ]
  %5012 = icmp slt i64 %5011, 2
  br i1 %5012, label %5013, label %5044

5013:                                             ; preds = %5010
  br label %5014

5014:                                             ; preds = %5040, %5013
  %5015 = phi i64 [ %5041, %5040 ], [ 0, %5013 ]
  %5016 = icmp slt i64 %5015, 8
  br i1 %5016, label %5017, label %5042

5017:                                             ; preds = %5014
  br label %5018

5018:                                             ; preds = %5021, %5017
  %5019 = phi i64 [ %5039, %5021 ], [ 0, %5017 ]
  %5020 = icmp slt i64 %5019, 8
  br i1 %5020, label %5021, label %5040

5021:                                             ; preds = %5018
  %5022 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4988, 1
  %5023 = mul nuw nsw i64 %5007, 128
  %5024 = mul nuw nsw i64 %5011, 64
  %5025 = add nuw nsw i64 %5023, %5024
  %5026 = mul nuw nsw i64 %5015, 8
  %5027 = add nuw nsw i64 %5025, %5026
  %5028 = add nuw nsw i64 %5027, %5019
  %5029 = getelementptr inbounds nuw float, ptr %5022, i64 %5028
  %5030 = load float, ptr %5029, align 4
  %5031 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5005, 1
  %5032 = mul nuw nsw i64 %5007, 128
  %5033 = mul nuw nsw i64 %5011, 64
  %5034 = add nuw nsw i64 %5032, %5033
  %5035 = mul nuw nsw i64 %5015, 8
  %5036 = add nuw nsw i64 %5034, %5035
  %5037 = add nuw nsw i64 %5036, %5019
  %5038 = getelementptr inbounds nuw float, ptr %5031, i64 %5037
  store float %5030, ptr %5038, align 4
  %5039 = add i64 %5019, 1
  br label %5018

5040:                                             ; preds = %5018
  %5041 = add i64 %5015, 1
  br label %5014

5042:                                             ; preds = %5014
  %5043 = add i64 %5011, 1
  br label %5010

5044:                                             ; preds = %5010
  %5045 = add i64 %5007, 1
  br label %5006

5046:                                             ; preds = %5006
  %5047 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5005, 0
  %5048 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5005, 1
  %5049 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5047, 0
  %5050 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5049, ptr %5048, 1
  %5051 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5050, i64 0, 2
  %5052 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5051, i64 1, 3, 0
  %5053 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5052, i64 128, 4, 0
  %5054 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5053, i64 2, 3, 1
  %5055 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5054, i64 64, 4, 1
  %5056 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5055, i64 8, 3, 2
  %5057 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5056, i64 8, 4, 2
  %5058 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5057, i64 4, 3, 3
  %5059 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5058, i64 1, 4, 3
  br label %5060

5060:                                             ; preds = %5098, %5046
  %5061 = phi i64 [ %5099, %5098 ], [ 0, %5046 ]
  %5062 = icmp slt i64 %5061, 1
  br i1 %5062, label %5063, label %5100

5063:                                             ; preds = %5060
  br label %5064

5064:                                             ; preds = %5096, %5063
  %5065 = phi i64 [ %5097, %5096 ], [ 0, %5063 ]
  %5066 = icmp slt i64 %5065, 2
  br i1 %5066, label %5067, label %5098

5067:                                             ; preds = %5064
  br label %5068

5068:                                             ; preds = %5094, %5067
  %5069 = phi i64 [ %5095, %5094 ], [ 0, %5067 ]
  %5070 = icmp slt i64 %5069, 8
  br i1 %5070, label %5071, label %5096

5071:                                             ; preds = %5068
  br label %5072

5072:                                             ; preds = %5075, %5071
  %5073 = phi i64 [ %5093, %5075 ], [ 0, %5071 ]
  %5074 = icmp slt i64 %5073, 4
  br i1 %5074, label %5075, label %5094

5075:                                             ; preds = %5072
  %5076 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4915, 1
  %5077 = mul nuw nsw i64 %5061, 64
  %5078 = mul nuw nsw i64 %5065, 32
  %5079 = add nuw nsw i64 %5077, %5078
  %5080 = mul nuw nsw i64 %5069, 4
  %5081 = add nuw nsw i64 %5079, %5080
  %5082 = add nuw nsw i64 %5081, %5073
  %5083 = getelementptr inbounds nuw float, ptr %5076, i64 %5082
  %5084 = load float, ptr %5083, align 4
  %5085 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5059, 1
  %5086 = mul nuw nsw i64 %5061, 128
  %5087 = mul nuw nsw i64 %5065, 64
  %5088 = add nuw nsw i64 %5086, %5087
  %5089 = mul nuw nsw i64 %5069, 8
  %5090 = add nuw nsw i64 %5088, %5089
  %5091 = add nuw nsw i64 %5090, %5073
  %5092 = getelementptr inbounds nuw float, ptr %5085, i64 %5091
  store float %5084, ptr %5092, align 4
  %5093 = add i64 %5073, 1
  br label %5072

5094:                                             ; preds = %5072
  %5095 = add i64 %5069, 1
  br label %5068

5096:                                             ; preds = %5068
  %5097 = add i64 %5065, 1
  br label %5064

5098:                                             ; preds = %5064
  %5099 = add i64 %5061, 1
  br label %5060

5100:                                             ; preds = %5060
  %5101 = call ptr @malloc(i64 576)
  %5102 = ptrtoint ptr %5101 to i64
  %5103 = add i64 %5102, 63
  %5104 = urem i64 %5103, 64
  %5105 = sub i64 %5103, %5104
  %5106 = inttoptr i64 %5105 to ptr
  %5107 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5101, 0
  %5108 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5107, ptr %5106, 1
  %5109 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5108, i64 0, 2
  %5110 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5109, i64 1, 3, 0
  %5111 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5110, i64 2, 3, 1
  %5112 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5111, i64 8, 3, 2
  %5113 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5112, i64 8, 3, 3
  %5114 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5113, i64 128, 4, 0
  %5115 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5114, i64 64, 4, 1
  %5116 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5115, i64 8, 4, 2
  %5117 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5116, i64 1, 4, 3
  br label %5118

5118:                                             ; preds = %5156, %5100
  %5119 = phi i64 [ %5157, %5156 ], [ 0, %5100 ]
  %5120 = icmp slt i64 %5119, 1
  br i1 %5120, label %5121, label %5158

5121:                                             ; preds = %5118
  br label %5122

5122:                                             ; preds = %5154, %5121
  %5123 = phi i64 [ %5155, %5154 ], [ 0, %5121 ]
  %5124 = icmp slt i64 %5123, 2
  br i1 %5124, label %5125, label %5156

5125:                                             ; preds = %5122
  br label %5126

5126:                                             ; preds = %5152, %5125
  %5127 = phi i64 [ %5153, %5152 ], [ 0, %5125 ]
  %5128 = icmp slt i64 %5127, 8
  br i1 %5128, label %5129, label %5154

5129:                                             ; preds = %5126
  br label %5130

5130:                                             ; preds = %5133, %5129
  %5131 = phi i64 [ %5151, %5133 ], [ 0, %5129 ]
  %5132 = icmp slt i64 %5131, 8
  br i1 %5132, label %5133, label %5152

5133:                                             ; preds = %5130
  %5134 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5005, 1
  %5135 = mul nuw nsw i64 %5119, 128
  %5136 = mul nuw nsw i64 %5123, 64
  %5137 = add nuw nsw i64 %5135, %5136
  %5138 = mul nuw nsw i64 %5127, 8
  %5139 = add nuw nsw i64 %5137, %5138
  %5140 = add nuw nsw i64 %5139, %5131
  %5141 = getelementptr inbounds nuw float, ptr %5134, i64 %5140
  %5142 = load float, ptr %5141, align 4
  %5143 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5117, 1
  %5144 = mul nuw nsw i64 %5119, 128
  %5145 = mul nuw nsw i64 %5123, 64
  %5146 = add nuw nsw i64 %5144, %5145
  %5147 = mul nuw nsw i64 %5127, 8
  %5148 = add nuw nsw i64 %5146, %5147
  %5149 = add nuw nsw i64 %5148, %5131
  %5150 = getelementptr inbounds nuw float, ptr %5143, i64 %5149
  store float %5142, ptr %5150, align 4
  %5151 = add i64 %5131, 1
  br label %5130

5152:                                             ; preds = %5130
  %5153 = add i64 %5127, 1
  br label %5126

5154:                                             ; preds = %5126
  %5155 = add i64 %5123, 1
  br label %5122

5156:                                             ; preds = %5122
  %5157 = add i64 %5119, 1
  br label %5118

5158:                                             ; preds = %5118
  %5159 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5117, 0
  %5160 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5117, 1
  %5161 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5159, 0
  %5162 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5161, ptr %5160, 1
  %5163 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5162, i64 4, 2
  %5164 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5163, i64 1, 3, 0
  %5165 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5164, i64 128, 4, 0
  %5166 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5165, i64 2, 3, 1
  %5167 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5166, i64 64, 4, 1
  %5168 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5167, i64 8, 3, 2
  %5169 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5168, i64 8, 4, 2
  %5170 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5169, i64 4, 3, 3
  %5171 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5170, i64 1, 4, 3
  br label %5172

5172:                                             ; preds = %5211, %5158
  %5173 = phi i64 [ %5212, %5211 ], [ 0, %5158 ]
  %5174 = icmp slt i64 %5173, 1
  br i1 %5174, label %5175, label %5213

5175:                                             ; preds = %5172
  br label %5176

5176:                                             ; preds = %5209, %5175
  %5177 = phi i64 [ %5210, %5209 ], [ 0, %5175 ]
  %5178 = icmp slt i64 %5177, 2
  br i1 %5178, label %5179, label %5211

5179:                                             ; preds = %5176
  br label %5180

5180:                                             ; preds = %5207, %5179
  %5181 = phi i64 [ %5208, %5207 ], [ 0, %5179 ]
  %5182 = icmp slt i64 %5181, 8
  br i1 %5182, label %5183, label %5209

5183:                                             ; preds = %5180
  br label %5184

5184:                                             ; preds = %5187, %5183
  %5185 = phi i64 [ %5206, %5187 ], [ 0, %5183 ]
  %5186 = icmp slt i64 %5185, 4
  br i1 %5186, label %5187, label %5207

5187:                                             ; preds = %5184
  %5188 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4971, 1
  %5189 = mul nuw nsw i64 %5173, 128
  %5190 = mul nuw nsw i64 %5177, 64
  %5191 = add nuw nsw i64 %5189, %5190
  %5192 = mul nuw nsw i64 %5181, 8
  %5193 = add nuw nsw i64 %5191, %5192
  %5194 = add nuw nsw i64 %5193, %5185
  %5195 = getelementptr inbounds nuw float, ptr %5188, i64 %5194
  %5196 = load float, ptr %5195, align 4
  %5197 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5171, 1
  %5198 = getelementptr float, ptr %5197, i64 4
  %5199 = mul nuw nsw i64 %5173, 128
  %5200 = mul nuw nsw i64 %5177, 64
  %5201 = add nuw nsw i64 %5199, %5200
  %5202 = mul nuw nsw i64 %5181, 8
  %5203 = add nuw nsw i64 %5201, %5202
  %5204 = add nuw nsw i64 %5203, %5185
  %5205 = getelementptr inbounds nuw float, ptr %5198, i64 %5204
  store float %5196, ptr %5205, align 4
  %5206 = add i64 %5185, 1
  br label %5184

5207:                                             ; preds = %5184
  %5208 = add i64 %5181, 1
  br label %5180

5209:                                             ; preds = %5180
  %5210 = add i64 %5177, 1
  br label %5176

5211:                                             ; preds = %5176
  %5212 = add i64 %5173, 1
  br label %5172

5213:                                             ; preds = %5172
  %5214 = call ptr @malloc(i64 1088)
  %5215 = ptrtoint ptr %5214 to i64
  %5216 = add i64 %5215, 63
  %5217 = urem i64 %5216, 64
  %5218 = sub i64 %5216, %5217
  %5219 = inttoptr i64 %5218 to ptr
  %5220 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %5214, 0
  %5221 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5220, ptr %5219, 1
  %5222 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5221, i64 0, 2
  %5223 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5222, i64 1, 3, 0
  %5224 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5223, i64 2, 3, 1
  %5225 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5224, i64 2, 3, 2
  %5226 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5225, i64 8, 3, 3
  %5227 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5226, i64 8, 3, 4
  %5228 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5227, i64 256, 4, 0
  %5229 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5228, i64 128, 4, 1
  %5230 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5229, i64 64, 4, 2
  %5231 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5230, i64 8, 4, 3
  %5232 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5231, i64 1, 4, 4
  br label %5233

5233:                                             ; preds = %5279, %5213
  %5234 = phi i64 [ %5280, %5279 ], [ 0, %5213 ]
  %5235 = icmp slt i64 %5234, 1
  br i1 %5235, label %5236, label %5281

5236:                                             ; preds = %5233
  br label %5237

5237:                                             ; preds = %5277, %5236
  %5238 = phi i64 [ %5278, %5277 ], [ 0, %5236 ]
  %5239 = icmp slt i64 %5238, 2
  br i1 %5239, label %5240, label %5279

5240:                                             ; preds = %5237
  br label %5241

5241:                                             ; preds = %5275, %5240
  %5242 = phi i64 [ %5276, %5275 ], [ 0, %5240 ]
  %5243 = icmp slt i64 %5242, 2
  br i1 %5243, label %5244, label %5277

5244:                                             ; preds = %5241
  br label %5245

5245:                                             ; preds = %5273, %5244
  %5246 = phi i64 [ %5274, %5273 ], [ 0, %5244 ]
  %5247 = icmp slt i64 %5246, 8
  br i1 %5247, label %5248, label %5275

5248:                                             ; preds = %5245
  br label %5249

5249:                                             ; preds = %5252, %5248
  %5250 = phi i64 [ %5272, %5252 ], [ 0, %5248 ]
  %5251 = icmp slt i64 %5250, 8
  br i1 %5251, label %5252, label %5273

5252:                                             ; preds = %5249
  %5253 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4454, 1
  %5254 = mul nuw nsw i64 %5234, 128
  %5255 = mul nuw nsw i64 %5246, 16
  %5256 = add nuw nsw i64 %5254, %5255
  %5257 = mul nuw nsw i64 %5238, 8
  %5258 = add nuw nsw i64 %5256, %5257
  %5259 = add nuw nsw i64 %5258, %5250
  %5260 = getelementptr inbounds nuw float, ptr %5253, i64 %5259
  %5261 = load float, ptr %5260, align 4
  %5262 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5232, 1
  %5263 = mul nuw nsw i64 %5234, 256
  %5264 = mul nuw nsw i64 %5238, 128
  %5265 = add nuw nsw i64 %5263, %5264
  %5266 = mul nuw nsw i64 %5242, 64
  %5267 = add nuw nsw i64 %5265, %5266
  %5268 = mul nuw nsw i64 %5246, 8
  %5269 = add nuw nsw i64 %5267, %5268
  %5270 = add nuw nsw i64 %5269, %5250
  %5271 = getelementptr inbounds nuw float, ptr %5262, i64 %5270
  store float %5261, ptr %5271, align 4
  %5272 = add i64 %5250, 1
  br label %5249

5273:                                             ; preds = %5249
  %5274 = add i64 %5246, 1
  br label %5245

5275:                                             ; preds = %5245
  %5276 = add i64 %5242, 1
  br label %5241

5277:                                             ; preds = %5241
  %5278 = add i64 %5238, 1
  br label %5237

5279:                                             ; preds = %5237
  %5280 = add i64 %5234, 1
  br label %5233

5281:                                             ; preds = %5233
  %5282 = call ptr @malloc(i64 1088)
  %5283 = ptrtoint ptr %5282 to i64
  %5284 = add i64 %5283, 63
  %5285 = urem i64 %5284, 64
  %5286 = sub i64 %5284, %5285
  %5287 = inttoptr i64 %5286 to ptr
  %5288 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %5282, 0
  %5289 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5288, ptr %5287, 1
  %5290 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5289, i64 0, 2
  %5291 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5290, i64 1, 3, 0
  %5292 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5291, i64 2, 3, 1
  %5293 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5292, i64 2, 3, 2
  %5294 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5293, i64 8, 3, 3
  %5295 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5294, i64 8, 3, 4
  %5296 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5295, i64 256, 4, 0
  %5297 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5296, i64 128, 4, 1
  %5298 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5297, i64 64, 4, 2
  %5299 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5298, i64 8, 4, 3
  %5300 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5299, i64 1, 4, 4
  br label %5301

5301:                                             ; preds = %5376, %5281
  %5302 = phi i64 [ %5377, %5376 ], [ 0, %5281 ]
  %5303 = icmp slt i64 %5302, 1
  br i1 %5303, label %5304, label %5378

5304:                                             ; preds = %5301
  br label %5305

5305:                                             ; preds = %5374, %5304
  %5306 = phi i64 [ %5375, %5374 ], [ 0, %5304 ]
  %5307 = icmp slt i64 %5306, 2
  br i1 %5307, label %5308, label %5376

5308:                                             ; preds = %5305
  br label %5309

5309:                                             ; preds = %5372, %5308
  %5310 = phi i64 [ %5373, %5372 ], [ 0, %5308 ]
  %5311 = icmp slt i64 %5310, 2
  br i1 %5311, label %5312, label %5374

5312:                                             ; preds = %5309
  br label %5313

5313:                                             ; preds = %5370, %5312
  %5314 = phi i64 [ %5371, %5370 ], [ 0, %5312 ]
  %5315 = icmp slt i64 %5314, 8
  br i1 %5315, label %5316, label %5372

5316:                                             ; preds = %5313
  br label %5317

5317:                                             ; preds = %5320, %5316
  %5318 = phi i64 [ %5369, %5320 ], [ 0, %5316 ]
  %5319 = icmp slt i64 %5318, 8
  br i1 %5319, label %5320, label %5370

5320:                                             ; preds = %5317
  %5321 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4396, 1
  %5322 = mul nuw nsw i64 %5302, 128
  %5323 = mul nuw nsw i64 %5306, 64
  %5324 = add nuw nsw i64 %5322, %5323
  %5325 = mul nuw nsw i64 %5318, 8
  %5326 = add nuw nsw i64 %5324, %5325
  %5327 = add nuw nsw i64 %5326, %5314
  %5328 = getelementptr inbounds nuw float, ptr %5321, i64 %5327
  %5329 = load float, ptr %5328, align 4
  %5330 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %498, 1
  %5331 = mul nuw nsw i64 %5302, 64
  %5332 = add nuw nsw i64 %5331, 0
  %5333 = mul nuw nsw i64 %5318, 8
  %5334 = add nuw nsw i64 %5332, %5333
  %5335 = add nuw nsw i64 %5334, %5314
  %5336 = getelementptr inbounds nuw float, ptr %5330, i64 %5335
  %5337 = load float, ptr %5336, align 4
  %5338 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5117, 1
  %5339 = mul nuw nsw i64 %5302, 128
  %5340 = mul nuw nsw i64 %5306, 64
  %5341 = add nuw nsw i64 %5339, %5340
  %5342 = mul nuw nsw i64 %5318, 8
  %5343 = add nuw nsw i64 %5341, %5342
  %5344 = add nuw nsw i64 %5343, %5314
  %5345 = getelementptr inbounds nuw float, ptr %5338, i64 %5344
  %5346 = load float, ptr %5345, align 4
  %5347 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %557, 1
  %5348 = mul nuw nsw i64 %5302, 64
  %5349 = add nuw nsw i64 %5348, 0
  %5350 = mul nuw nsw i64 %5318, 8
  %5351 = add nuw nsw i64 %5349, %5350
  %5352 = add nuw nsw i64 %5351, %5314
  %5353 = getelementptr inbounds nuw float, ptr %5347, i64 %5352
  %5354 = load float, ptr %5353, align 4
  %5355 = fmul float %5346, %5354
  %5356 = fmul float %5329, %5337
  %5357 = fadd float %5356, %5355
  %5358 = fmul float %5357, f0x3F1837F0
  %5359 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5300, 1
  %5360 = mul nuw nsw i64 %5302, 256
  %5361 = mul nuw nsw i64 %5306, 128
  %5362 = add nuw nsw i64 %5360, %5361
  %5363 = mul nuw nsw i64 %5310, 64
  %5364 = add nuw nsw i64 %5362, %5363
  %5365 = mul nuw nsw i64 %5314, 8
  %5366 = add nuw nsw i64 %5364, %5365
  %5367 = add nuw nsw i64 %5366, %5318
  %5368 = getelementptr inbounds nuw float, ptr %5359, i64 %5367
  store float %5358, ptr %5368, align 4
  %5369 = add i64 %5318, 1
  br label %5317

5370:                                             ; preds = %5317
  %5371 = add i64 %5314, 1
  br label %5313

5372:                                             ; preds = %5313
  %5373 = add i64 %5310, 1
  br label %5309

5374:                                             ; preds = %5309
  %5375 = add i64 %5306, 1
  br label %5305

5376:                                             ; preds = %5305
  %5377 = add i64 %5302, 1
  br label %5301

5378:                                             ; preds = %5301
  %5379 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5300, 0
  %5380 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5300, 1
  %5381 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5379, 0
  %5382 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5381, ptr %5380, 1
  %5383 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5382, i64 0, 2
  %5384 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5383, i64 1, 3, 0
  %5385 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5384, i64 256, 4, 0
  %5386 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5385, i64 4, 3, 1
  %5387 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5386, i64 64, 4, 1
  %5388 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5387, i64 8, 3, 2
  %5389 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5388, i64 8, 4, 2
  %5390 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5389, i64 8, 3, 3
  %5391 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5390, i64 1, 4, 3
  %5392 = call ptr @malloc(i64 1088)
  %5393 = ptrtoint ptr %5392 to i64
  %5394 = add i64 %5393, 63
  %5395 = urem i64 %5394, 64
  %5396 = sub i64 %5394, %5395
  %5397 = inttoptr i64 %5396 to ptr
  %5398 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5392, 0
  %5399 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5398, ptr %5397, 1
  %5400 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5399, i64 0, 2
  %5401 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5400, i64 1, 3, 0
  %5402 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5401, i64 4, 3, 1
  %5403 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5402, i64 8, 3, 2
  %5404 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5403, i64 8, 3, 3
  %5405 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5404, i64 256, 4, 0
  %5406 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5405, i64 64, 4, 1
  %5407 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5406, i64 8, 4, 2
  %5408 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5407, i64 1, 4, 3
  br label %5409

5409:                                             ; preds = %5447, %5378
  %5410 = phi i64 [ %5448, %5447 ], [ 0, %5378 ]
  %5411 = icmp slt i64 %5410, 1
  br i1 %5411, label %5412, label %5449

5412:                                             ; preds = %5409
  br label %5413

5413:                                             ; preds = %5445, %5412
  %5414 = phi i64 [ %5446, %5445 ], [ 0, %5412 ]
  %5415 = icmp slt i64 %5414, 4
  br i1 %5415, label %5416, label %5447

5416:                                             ; preds = %5413
  br label %5417

5417:                                             ; preds = %5443, %5416
  %5418 = phi i64 [ %5444, %5443 ], [ 0, %5416 ]
  %5419 = icmp slt i64 %5418, 8
  br i1 %5419, label %5420, label %5445

5420:                                             ; preds = %5417
  br label %5421

5421:                                             ; preds = %5424, %5420
  %5422 = phi i64 [ %5442, %5424 ], [ 0, %5420 ]
  %5423 = icmp slt i64 %5422, 8
  br i1 %5423, label %5424, label %5443

5424:                                             ; preds = %5421
  %5425 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2296, 1
  %5426 = mul nuw nsw i64 %5410, 256
  %5427 = mul nuw nsw i64 %5414, 64
  %5428 = add nuw nsw i64 %5426, %5427
  %5429 = mul nuw nsw i64 %5418, 8
  %5430 = add nuw nsw i64 %5428, %5429
  %5431 = add nuw nsw i64 %5430, %5422
  %5432 = getelementptr inbounds nuw float, ptr %5425, i64 %5431
  %5433 = load float, ptr %5432, align 4
  %5434 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5408, 1
  %5435 = mul nuw nsw i64 %5410, 256
  %5436 = mul nuw nsw i64 %5414, 64
  %5437 = add nuw nsw i64 %5435, %5436
  %5438 = mul nuw nsw i64 %5418, 8
  %5439 = add nuw nsw i64 %5437, %5438
  %5440 = add nuw nsw i64 %5439, %5422
  %5441 = getelementptr inbounds nuw float, ptr %5434, i64 %5440
  store float %5433, ptr %5441, align 4
  %5442 = add i64 %5422, 1
  br label %5421

5443:                                             ; preds = %5421
  %5444 = add i64 %5418, 1
  br label %5417

5445:                                             ; preds = %5417
  %5446 = add i64 %5414, 1
  br label %5413

5447:                                             ; preds = %5413
  %5448 = add i64 %5410, 1
  br label %5409

5449:                                             ; preds = %5409
  br label %5450

5450:                                             ; preds = %5543, %5449
  %5451 = phi i64 [ %5544, %5543 ], [ 0, %5449 ]
  %5452 = icmp slt i64 %5451, 1
  br i1 %5452, label %5453, label %5545

5453:                                             ; preds = %5450
  br label %5454

5454:                                             ; preds = %5541, %5453
  %5455 = phi i64 [ %5542, %5541 ], [ 0, %5453 ]
  %5456 = icmp slt i64 %5455, 4
  br i1 %5456, label %5457, label %5543

5457:                                             ; preds = %5454
  br label %5458

5458:                                             ; preds = %5539, %5457
  %5459 = phi i64 [ %5540, %5539 ], [ 0, %5457 ]
  %5460 = icmp slt i64 %5459, 8
  br i1 %5460, label %5461, label %5541

5461:                                             ; preds = %5458
  br label %5462

5462:                                             ; preds = %5537, %5461
  %5463 = phi i64 [ %5538, %5537 ], [ 0, %5461 ]
  %5464 = icmp slt i64 %5463, 8
  br i1 %5464, label %5465, label %5539

5465:                                             ; preds = %5462
  br label %5466

5466:                                             ; preds = %5469, %5465
  %5467 = phi i64 [ %5536, %5469 ], [ 0, %5465 ]
  %5468 = icmp slt i64 %5467, 8
  br i1 %5468, label %5469, label %5537

5469:                                             ; preds = %5466
  %5470 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4218, 1
  %5471 = mul nuw nsw i64 %5451, 256
  %5472 = mul nuw nsw i64 %5455, 64
  %5473 = add nuw nsw i64 %5471, %5472
  %5474 = mul nuw nsw i64 %5459, 8
  %5475 = add nuw nsw i64 %5473, %5474
  %5476 = add nuw nsw i64 %5475, %5467
  %5477 = getelementptr inbounds nuw float, ptr %5470, i64 %5476
  %5478 = load float, ptr %5477, align 4
  %5479 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %498, 1
  %5480 = mul nuw nsw i64 %5451, 64
  %5481 = add nuw nsw i64 %5480, 0
  %5482 = mul nuw nsw i64 %5459, 8
  %5483 = add nuw nsw i64 %5481, %5482
  %5484 = add nuw nsw i64 %5483, %5467
  %5485 = getelementptr inbounds nuw float, ptr %5479, i64 %5484
  %5486 = load float, ptr %5485, align 4
  %5487 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4789, 1
  %5488 = mul nuw nsw i64 %5451, 256
  %5489 = mul nuw nsw i64 %5455, 64
  %5490 = add nuw nsw i64 %5488, %5489
  %5491 = mul nuw nsw i64 %5459, 8
  %5492 = add nuw nsw i64 %5490, %5491
  %5493 = add nuw nsw i64 %5492, %5467
  %5494 = getelementptr inbounds nuw float, ptr %5487, i64 %5493
  %5495 = load float, ptr %5494, align 4
  %5496 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %557, 1
  %5497 = mul nuw nsw i64 %5451, 64
  %5498 = add nuw nsw i64 %5497, 0
  %5499 = mul nuw nsw i64 %5459, 8
  %5500 = add nuw nsw i64 %5498, %5499
  %5501 = add nuw nsw i64 %5500, %5467
  %5502 = getelementptr inbounds nuw float, ptr %5496, i64 %5501
  %5503 = load float, ptr %5502, align 4
  %5504 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5391, 1
  %5505 = mul nuw nsw i64 %5451, 256
  %5506 = mul nuw nsw i64 %5455, 64
  %5507 = add nuw nsw i64 %5505, %5506
  %5508 = mul nuw nsw i64 %5467, 8
  %5509 = add nuw nsw i64 %5507, %5508
  %5510 = add nuw nsw i64 %5509, %5463
  %5511 = getelementptr inbounds nuw float, ptr %5504, i64 %5510
  %5512 = load float, ptr %5511, align 4
  %5513 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5408, 1
  %5514 = mul nuw nsw i64 %5451, 256
  %5515 = mul nuw nsw i64 %5455, 64
  %5516 = add nuw nsw i64 %5514, %5515
  %5517 = mul nuw nsw i64 %5459, 8
  %5518 = add nuw nsw i64 %5516, %5517
  %5519 = add nuw nsw i64 %5518, %5463
  %5520 = getelementptr inbounds nuw float, ptr %5513, i64 %5519
  %5521 = load float, ptr %5520, align 4
  %5522 = fmul float %5495, %5503
  %5523 = fmul float %5478, %5486
  %5524 = fadd float %5523, %5522
  %5525 = fmul float %5524, f0x3F1837F0
  %5526 = fmul float %5525, %5512
  %5527 = fadd float %5521, %5526
  %5528 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5408, 1
  %5529 = mul nuw nsw i64 %5451, 256
  %5530 = mul nuw nsw i64 %5455, 64
  %5531 = add nuw nsw i64 %5529, %5530
  %5532 = mul nuw nsw i64 %5459, 8
  %5533 = add nuw nsw i64 %5531, %5532
  %5534 = add nuw nsw i64 %5533, %5463
  %5535 = getelementptr inbounds nuw float, ptr %5528, i64 %5534
  store float %5527, ptr %5535, align 4
  %5536 = add i64 %5467, 1
  br label %5466

5537:                                             ; preds = %5466
  %5538 = add i64 %5463, 1
  br label %5462

5539:                                             ; preds = %5462
  %5540 = add i64 %5459, 1
  br label %5458

5541:                                             ; preds = %5458
  %5542 = add i64 %5455, 1
  br label %5454

5543:                                             ; preds = %5454
  %5544 = add i64 %5451, 1
  br label %5450

5545:                                             ; preds = %5450
  %5546 = call ptr @malloc(i64 1088)
  %5547 = ptrtoint ptr %5546 to i64
  %5548 = add i64 %5547, 63
  %5549 = urem i64 %5548, 64
  %5550 = sub i64 %5548, %5549
  %5551 = inttoptr i64 %5550 to ptr
  %5552 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5546, 0
  %5553 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5552, ptr %5551, 1
  %5554 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5553, i64 0, 2
  %5555 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5554, i64 1, 3, 0
  %5556 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5555, i64 4, 3, 1
  %5557 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5556, i64 8, 3, 2
  %5558 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5557, i64 8, 3, 3
  %5559 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5558, i64 256, 4, 0
  %5560 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5559, i64 64, 4, 1
  %5561 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5560, i64 8, 4, 2
  %5562 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5561, i64 1, 4, 3
  br label %5563

5563:                                             ; preds = %5610, %5545
  %5564 = phi i64 [ %5611, %5610 ], [ 0, %5545 ]
  %5565 = icmp slt i64 %5564, 1
  br i1 %5565, label %5566, label %5612

5566:                                             ; preds = %5563
  br label %5567

5567:                                             ; preds = %5608, %5566
  %5568 = phi i64 [ %5609, %5608 ], [ 0, %5566 ]
  %5569 = icmp slt i64 %5568, 4
  br i1 %5569, label %5570, label %5610

5570:                                             ; preds = %5567
  br label %5571

5571:                                             ; preds = %5606, %5570
  %5572 = phi i64 [ %5607, %5606 ], [ 0, %5570 ]
  %5573 = icmp slt i64 %5572, 8
  br i1 %5573, label %5574, label %5608

5574:                                             ; preds = %5571
  br label %5575

5575:                                             ; preds = %5578, %5574
  %5576 = phi i64 [ %5605, %5578 ], [ 0, %5574 ]
  %5577 = icmp slt i64 %5576, 8
  br i1 %5577, label %5578, label %5606

5578:                                             ; preds = %5575
  %5579 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5408, 1
  %5580 = mul nuw nsw i64 %5564, 256
  %5581 = mul nuw nsw i64 %5568, 64
  %5582 = add nuw nsw i64 %5580, %5581
  %5583 = mul nuw nsw i64 %5572, 8
  %5584 = add nuw nsw i64 %5582, %5583
  %5585 = add nuw nsw i64 %5584, %5576
  %5586 = getelementptr inbounds nuw float, ptr %5579, i64 %5585
  %5587 = load float, ptr %5586, align 4
  %5588 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %670, 1
  %5589 = mul nuw nsw i64 %5564, 64
  %5590 = add nuw nsw i64 %5589, 0
  %5591 = mul nuw nsw i64 %5572, 8
  %5592 = add nuw nsw i64 %5590, %5591
  %5593 = add nuw nsw i64 %5592, %5576
  %5594 = getelementptr inbounds nuw float, ptr %5588, i64 %5593
  %5595 = load float, ptr %5594, align 4
  %5596 = fadd float %5587, %5595
  %5597 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5562, 1
  %5598 = mul nuw nsw i64 %5564, 256
  %5599 = mul nuw nsw i64 %5568, 64
  %5600 = add nuw nsw i64 %5598, %5599
  %5601 = mul nuw nsw i64 %5572, 8
  %5602 = add nuw nsw i64 %5600, %5601
  %5603 = add nuw nsw i64 %5602, %5576
  %5604 = getelementptr inbounds nuw float, ptr %5597, i64 %5603
  store float %5596, ptr %5604, align 4
  %5605 = add i64 %5576, 1
  br label %5575

5606:                                             ; preds = %5575
  %5607 = add i64 %5572, 1
  br label %5571

5608:                                             ; preds = %5571
  %5609 = add i64 %5568, 1
  br label %5567

5610:                                             ; preds = %5567
  %5611 = add i64 %5564, 1
  br label %5563

5612:                                             ; preds = %5563
  %5613 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5562, 0
  %5614 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5562, 1
  %5615 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %5613, 0
  %5616 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5615, ptr %5614, 1
  %5617 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5616, i64 0, 2
  %5618 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5617, i64 1, 3, 0
  %5619 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5618, i64 256, 4, 0
  %5620 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5619, i64 4, 3, 1
  %5621 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5620, i64 64, 4, 1
  %5622 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5621, i64 8, 3, 2
  %5623 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5622, i64 8, 4, 2
  %5624 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5623, i64 1, 3, 3
  %5625 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5624, i64 8, 4, 3
  %5626 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5625, i64 8, 3, 4
  %5627 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5626, i64 1, 4, 4
  %5628 = call ptr @malloc(i64 192)
  %5629 = ptrtoint ptr %5628 to i64
  %5630 = add i64 %5629, 63
  %5631 = urem i64 %5630, 64
  %5632 = sub i64 %5630, %5631
  %5633 = inttoptr i64 %5632 to ptr
  %5634 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5628, 0
  %5635 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5634, ptr %5633, 1
  %5636 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5635, i64 0, 2
  %5637 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5636, i64 1, 3, 0
  %5638 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5637, i64 4, 3, 1
  %5639 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5638, i64 8, 3, 2
  %5640 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5639, i64 1, 3, 3
  %5641 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5640, i64 32, 4, 0
  %5642 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5641, i64 8, 4, 1
  %5643 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5642, i64 1, 4, 2
  %5644 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5643, i64 1, 4, 3
  br label %5645

5645:                                             ; preds = %5681, %5612
  %5646 = phi i64 [ %5682, %5681 ], [ 0, %5612 ]
  %5647 = icmp slt i64 %5646, 1
  br i1 %5647, label %5648, label %5683

5648:                                             ; preds = %5645
  br label %5649

5649:                                             ; preds = %5679, %5648
  %5650 = phi i64 [ %5680, %5679 ], [ 0, %5648 ]
  %5651 = icmp slt i64 %5650, 4
  br i1 %5651, label %5652, label %5681

5652:                                             ; preds = %5649
  br label %5653

5653:                                             ; preds = %5677, %5652
  %5654 = phi i64 [ %5678, %5677 ], [ 0, %5652 ]
  %5655 = icmp slt i64 %5654, 8
  br i1 %5655, label %5656, label %5679

5656:                                             ; preds = %5653
  br label %5657

5657:                                             ; preds = %5660, %5656
  %5658 = phi i64 [ %5676, %5660 ], [ 0, %5656 ]
  %5659 = icmp slt i64 %5658, 1
  br i1 %5659, label %5660, label %5677

5660:                                             ; preds = %5657
  %5661 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2584, 1
  %5662 = mul nuw nsw i64 %5646, 32
  %5663 = mul nuw nsw i64 %5650, 8
  %5664 = add nuw nsw i64 %5662, %5663
  %5665 = add nuw nsw i64 %5664, %5654
  %5666 = add nuw nsw i64 %5665, %5658
  %5667 = getelementptr inbounds nuw float, ptr %5661, i64 %5666
  %5668 = load float, ptr %5667, align 4
  %5669 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5644, 1
  %5670 = mul nuw nsw i64 %5646, 32
  %5671 = mul nuw nsw i64 %5650, 8
  %5672 = add nuw nsw i64 %5670, %5671
  %5673 = add nuw nsw i64 %5672, %5654
  %5674 = add nuw nsw i64 %5673, %5658
  %5675 = getelementptr inbounds nuw float, ptr %5669, i64 %5674
  store float %5668, ptr %5675, align 4
  %5676 = add i64 %5658, 1
  br label %5657

5677:                                             ; preds = %5657
  %5678 = add i64 %5654, 1
  br label %5653

5679:                                             ; preds = %5653
  %5680 = add i64 %5650, 1
  br label %5649

5681:                                             ; preds = %5649
  %5682 = add i64 %5646, 1
  br label %5645

5683:                                             ; preds = %5645
  br label %5684

5684:                                             ; preds = %5738, %5683
  %5685 = phi i64 [ %5739, %5738 ], [ 0, %5683 ]
  %5686 = icmp slt i64 %5685, 1
  br i1 %5686, label %5687, label %5740

5687:                                             ; preds = %5684
  br label %5688

5688:                                             ; preds = %5736, %5687
  %5689 = phi i64 [ %5737, %5736 ], [ 0, %5687 ]
  %5690 = icmp slt i64 %5689, 4
  br i1 %5690, label %5691, label %5738

5691:                                             ; preds = %5688
  br label %5692

5692:                                             ; preds = %5734, %5691
  %5693 = phi i64 [ %5735, %5734 ], [ 0, %5691 ]
  %5694 = icmp slt i64 %5693, 8
  br i1 %5694, label %5695, label %5736

5695:                                             ; preds = %5692
  br label %5696

5696:                                             ; preds = %5732, %5695
  %5697 = phi i64 [ %5733, %5732 ], [ 0, %5695 ]
  %5698 = icmp slt i64 %5697, 1
  br i1 %5698, label %5699, label %5734

5699:                                             ; preds = %5696
  br label %5700

5700:                                             ; preds = %5703, %5699
  %5701 = phi i64 [ %5731, %5703 ], [ 0, %5699 ]
  %5702 = icmp slt i64 %5701, 8
  br i1 %5702, label %5703, label %5732

5703:                                             ; preds = %5700
  %5704 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5627, 1
  %5705 = mul nuw nsw i64 %5685, 256
  %5706 = mul nuw nsw i64 %5689, 64
  %5707 = add nuw nsw i64 %5705, %5706
  %5708 = mul nuw nsw i64 %5693, 8
  %5709 = add nuw nsw i64 %5707, %5708
  %5710 = mul nuw nsw i64 %5697, 8
  %5711 = add nuw nsw i64 %5709, %5710
  %5712 = add nuw nsw i64 %5711, %5701
  %5713 = getelementptr inbounds nuw float, ptr %5704, i64 %5712
  %5714 = load float, ptr %5713, align 4
  %5715 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5644, 1
  %5716 = mul nuw nsw i64 %5685, 32
  %5717 = mul nuw nsw i64 %5689, 8
  %5718 = add nuw nsw i64 %5716, %5717
  %5719 = add nuw nsw i64 %5718, %5693
  %5720 = add nuw nsw i64 %5719, %5697
  %5721 = getelementptr inbounds nuw float, ptr %5715, i64 %5720
  %5722 = load float, ptr %5721, align 4
  %5723 = call float @llvm.maximum.f32(float %5714, float %5722)
  %5724 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5644, 1
  %5725 = mul nuw nsw i64 %5685, 32
  %5726 = mul nuw nsw i64 %5689, 8
  %5727 = add nuw nsw i64 %5725, %5726
  %5728 = add nuw nsw i64 %5727, %5693
  %5729 = add nuw nsw i64 %5728, %5697
  %5730 = getelementptr inbounds nuw float, ptr %5724, i64 %5729
  store float %5723, ptr %5730, align 4
  %5731 = add i64 %5701, 1
  br label %5700

5732:                                             ; preds = %5700
  %5733 = add i64 %5697, 1
  br label %5696

5734:                                             ; preds = %5696
  %5735 = add i64 %5693, 1
  br label %5692

5736:                                             ; preds = %5692
  %5737 = add i64 %5689, 1
  br label %5688

5738:                                             ; preds = %5688
  %5739 = add i64 %5685, 1
  br label %5684

5740:                                             ; preds = %5684
  %5741 = call ptr @malloc(i64 1088)
  %5742 = ptrtoint ptr %5741 to i64
  %5743 = add i64 %5742, 63
  %5744 = urem i64 %5743, 64
  %5745 = sub i64 %5743, %5744
  %5746 = inttoptr i64 %5745 to ptr
  %5747 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5741, 0
  %5748 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5747, ptr %5746, 1
  %5749 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5748, i64 0, 2
  %5750 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5749, i64 1, 3, 0
  %5751 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5750, i64 4, 3, 1
  %5752 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5751, i64 8, 3, 2
  %5753 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5752, i64 8, 3, 3
  %5754 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5753, i64 256, 4, 0
  %5755 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5754, i64 64, 4, 1
  %5756 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5755, i64 8, 4, 2
  %5757 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5756, i64 1, 4, 3
  br label %5758

5758:                                             ; preds = %5807, %5740
  %5759 = phi i64 [ %5808, %5807 ], [ 0, %5740 ]
  %5760 = icmp slt i64 %5759, 1
  br i1 %5760, label %5761, label %5809

5761:                                             ; preds = %5758
  br label %5762

5762:                                             ; preds = %5805, %5761
  %5763 = phi i64 [ %5806, %5805 ], [ 0, %5761 ]
  %5764 = icmp slt i64 %5763, 4
  br i1 %5764, label %5765, label %5807

5765:                                             ; preds = %5762
  br label %5766

5766:                                             ; preds = %5803, %5765
  %5767 = phi i64 [ %5804, %5803 ], [ 0, %5765 ]
  %5768 = icmp slt i64 %5767, 8
  br i1 %5768, label %5769, label %5805

5769:                                             ; preds = %5766
  br label %5770

5770:                                             ; preds = %5773, %5769
  %5771 = phi i64 [ %5802, %5773 ], [ 0, %5769 ]
  %5772 = icmp slt i64 %5771, 8
  br i1 %5772, label %5773, label %5803

5773:                                             ; preds = %5770
  %5774 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5562, 1
  %5775 = mul nuw nsw i64 %5759, 256
  %5776 = mul nuw nsw i64 %5763, 64
  %5777 = add nuw nsw i64 %5775, %5776
  %5778 = mul nuw nsw i64 %5767, 8
  %5779 = add nuw nsw i64 %5777, %5778
  %5780 = add nuw nsw i64 %5779, %5771
  %5781 = getelementptr inbounds nuw float, ptr %5774, i64 %5780
  %5782 = load float, ptr %5781, align 4
  %5783 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5644, 1
  %5784 = mul nuw nsw i64 %5759, 32
  %5785 = mul nuw nsw i64 %5763, 8
  %5786 = add nuw nsw i64 %5784, %5785
  %5787 = add nuw nsw i64 %5786, %5767
  %5788 = add nuw nsw i64 %5787, 0
  %5789 = getelementptr inbounds nuw float, ptr %5783, i64 %5788
  %5790 = load float, ptr %5789, align 4
  %5791 = fsub float %5782, %5790
  %5792 = fmul float %5791, f0x3FB8AA3B
  %5793 = call float @llvm.exp2.f32(float %5792)
  %5794 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5757, 1
  %5795 = mul nuw nsw i64 %5759, 256
  %5796 = mul nuw nsw i64 %5763, 64
  %5797 = add nuw nsw i64 %5795, %5796
  %5798 = mul nuw nsw i64 %5767, 8
  %5799 = add nuw nsw i64 %5797, %5798
  %5800 = add nuw nsw i64 %5799, %5771
  %5801 = getelementptr inbounds nuw float, ptr %5794, i64 %5800
  store float %5793, ptr %5801, align 4
  %5802 = add i64 %5771, 1
  br label %5770

5803:                                             ; preds = %5770
  %5804 = add i64 %5767, 1
  br label %5766

5805:                                             ; preds = %5766
  %5806 = add i64 %5763, 1
  br label %5762

5807:                                             ; preds = %5762
  %5808 = add i64 %5759, 1
  br label %5758

5809:                                             ; preds = %5758
  %5810 = call ptr @malloc(i64 192)
  %5811 = ptrtoint ptr %5810 to i64
  %5812 = add i64 %5811, 63
  %5813 = urem i64 %5812, 64
  %5814 = sub i64 %5812, %5813
  %5815 = inttoptr i64 %5814 to ptr
  %5816 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5810, 0
  %5817 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5816, ptr %5815, 1
  %5818 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5817, i64 0, 2
  %5819 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5818, i64 1, 3, 0
  %5820 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5819, i64 4, 3, 1
  %5821 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5820, i64 8, 3, 2
  %5822 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5821, i64 1, 3, 3
  %5823 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5822, i64 32, 4, 0
  %5824 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5823, i64 8, 4, 1
  %5825 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5824, i64 1, 4, 2
  %5826 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5825, i64 1, 4, 3
  br label %5827

5827:                                             ; preds = %5863, %5809
  %5828 = phi i64 [ %5864, %5863 ], [ 0, %5809 ]
  %5829 = icmp slt i64 %5828, 1
  br i1 %5829, label %5830, label %5865

5830:                                             ; preds = %5827
  br label %5831

5831:                                             ; preds = %5861, %5830
  %5832 = phi i64 [ %5862, %5861 ], [ 0, %5830 ]
  %5833 = icmp slt i64 %5832, 4
  br i1 %5833, label %5834, label %5863

5834:                                             ; preds = %5831
  br label %5835

5835:                                             ; preds = %5859, %5834
  %5836 = phi i64 [ %5860, %5859 ], [ 0, %5834 ]
  %5837 = icmp slt i64 %5836, 8
  br i1 %5837, label %5838, label %5861

5838:                                             ; preds = %5835
  br label %5839

5839:                                             ; preds = %5842, %5838
  %5840 = phi i64 [ %5858, %5842 ], [ 0, %5838 ]
  %5841 = icmp slt i64 %5840, 1
  br i1 %5841, label %5842, label %5859

5842:                                             ; preds = %5839
  %5843 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2783, 1
  %5844 = mul nuw nsw i64 %5828, 32
  %5845 = mul nuw nsw i64 %5832, 8
  %5846 = add nuw nsw i64 %5844, %5845
  %5847 = add nuw nsw i64 %5846, %5836
  %5848 = add nuw nsw i64 %5847, %5840
  %5849 = getelementptr inbounds nuw float, ptr %5843, i64 %5848
  %5850 = load float, ptr %5849, align 4
  %5851 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5826, 1
  %5852 = mul nuw nsw i64 %5828, 32
  %5853 = mul nuw nsw i64 %5832, 8
  %5854 = add nuw nsw i64 %5852, %5853
  %5855 = add nuw nsw i64 %5854, %5836
  %5856 = add nuw nsw i64 %5855, %5840
  %5857 = getelementptr inbounds nuw float, ptr %5851, i64 %5856
  store float %5850, ptr %5857, align 4
  %5858 = add i64 %5840, 1
  br label %5839

5859:                                             ; preds = %5839
  %5860 = add i64 %5836, 1
  br label %5835

5861:                                             ; preds = %5835
  %5862 = add i64 %5832, 1
  br label %5831

5863:                                             ; preds = %5831
  %5864 = add i64 %5828, 1
  br label %5827

5865:                                             ; preds = %5827
  br label %5866

5866:                                             ; preds = %5912, %5865
  %5867 = phi i64 [ %5913, %5912 ], [ 0, %5865 ]
  %5868 = icmp slt i64 %5867, 1
  br i1 %5868, label %5869, label %5914

5869:                                             ; preds = %5866
  br label %5870

5870:                                             ; preds = %5910, %5869
  %5871 = phi i64 [ %5911, %5910 ], [ 0, %5869 ]
  %5872 = icmp slt i64 %5871, 4
  br i1 %5872, label %5873, label %5912

5873:                                             ; preds = %5870
  br label %5874

5874:                                             ; preds = %5908, %5873
  %5875 = phi i64 [ %5909, %5908 ], [ 0, %5873 ]
  %5876 = icmp slt i64 %5875, 8
  br i1 %5876, label %5877, label %5910

5877:                                             ; preds = %5874
  br label %5878

5878:                                             ; preds = %5881, %5877
  %5879 = phi i64 [ %5907, %5881 ], [ 0, %5877 ]
  %5880 = icmp slt i64 %5879, 8
  br i1 %5880, label %5881, label %5908

5881:                                             ; preds = %5878
  %5882 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5757, 1
  %5883 = mul nuw nsw i64 %5867, 256
  %5884 = mul nuw nsw i64 %5871, 64
  %5885 = add nuw nsw i64 %5883, %5884
  %5886 = mul nuw nsw i64 %5875, 8
  %5887 = add nuw nsw i64 %5885, %5886
  %5888 = add nuw nsw i64 %5887, %5879
  %5889 = getelementptr inbounds nuw float, ptr %5882, i64 %5888
  %5890 = load float, ptr %5889, align 4
  %5891 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5826, 1
  %5892 = mul nuw nsw i64 %5867, 32
  %5893 = mul nuw nsw i64 %5871, 8
  %5894 = add nuw nsw i64 %5892, %5893
  %5895 = add nuw nsw i64 %5894, %5875
  %5896 = add nuw nsw i64 %5895, 0
  %5897 = getelementptr inbounds nuw float, ptr %5891, i64 %5896
  %5898 = load float, ptr %5897, align 4
  %5899 = fadd float %5890, %5898
  %5900 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5826, 1
  %5901 = mul nuw nsw i64 %5867, 32
  %5902 = mul nuw nsw i64 %5871, 8
  %5903 = add nuw nsw i64 %5901, %5902
  %5904 = add nuw nsw i64 %5903, %5875
  %5905 = add nuw nsw i64 %5904, 0
  %5906 = getelementptr inbounds nuw float, ptr %5900, i64 %5905
  store float %5899, ptr %5906, align 4
  %5907 = add i64 %5879, 1
  br label %5878

5908:                                             ; preds = %5878
  %5909 = add i64 %5875, 1
  br label %5874

5910:                                             ; preds = %5874
  %5911 = add i64 %5871, 1
  br label %5870

5912:                                             ; preds = %5870
  %5913 = add i64 %5867, 1
  br label %5866

5914:                                             ; preds = %5866
  %5915 = call ptr @malloc(i64 96)
  %5916 = ptrtoint ptr %5915 to i64
  %5917 = add i64 %5916, 63
  %5918 = urem i64 %5917, 64
  %5919 = sub i64 %5917, %5918
  %5920 = inttoptr i64 %5919 to ptr
  %5921 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5915, 0
  %5922 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5921, ptr %5920, 1
  %5923 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5922, i64 0, 2
  %5924 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5923, i64 1, 3, 0
  %5925 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5924, i64 4, 3, 1
  %5926 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5925, i64 8, 3, 2
  %5927 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5926, i64 1, 3, 3
  %5928 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5927, i64 32, 4, 0
  %5929 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5928, i64 8, 4, 1
  %5930 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5929, i64 1, 4, 2
  %5931 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5930, i64 1, 4, 3
  br label %5932

5932:                                             ; preds = %5968, %5914
  %5933 = phi i64 [ %5969, %5968 ], [ 0, %5914 ]
  %5934 = icmp slt i64 %5933, 1
  br i1 %5934, label %5935, label %5970

5935:                                             ; preds = %5932
  br label %5936

5936:                                             ; preds = %5966, %5935
  %5937 = phi i64 [ %5967, %5966 ], [ 0, %5935 ]
  %5938 = icmp slt i64 %5937, 4
  br i1 %5938, label %5939, label %5968

5939:                                             ; preds = %5936
  br label %5940

5940:                                             ; preds = %5964, %5939
  %5941 = phi i64 [ %5965, %5964 ], [ 0, %5939 ]
  %5942 = icmp slt i64 %5941, 8
  br i1 %5942, label %5943, label %5966

5943:                                             ; preds = %5940
  br label %5944

5944:                                             ; preds = %5947, %5943
  %5945 = phi i64 [ %5963, %5947 ], [ 0, %5943 ]
  %5946 = icmp slt i64 %5945, 1
  br i1 %5946, label %5947, label %5964

5947:                                             ; preds = %5944
  %5948 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2936, 1
  %5949 = mul nuw nsw i64 %5933, 32
  %5950 = mul nuw nsw i64 %5937, 8
  %5951 = add nuw nsw i64 %5949, %5950
  %5952 = add nuw nsw i64 %5951, %5941
  %5953 = add nuw nsw i64 %5952, %5945
  %5954 = getelementptr inbounds nuw i1, ptr %5948, i64 %5953
  %5955 = load i1, ptr %5954, align 1
  %5956 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5931, 1
  %5957 = mul nuw nsw i64 %5933, 32
  %5958 = mul nuw nsw i64 %5937, 8
  %5959 = add nuw nsw i64 %5957, %5958
  %5960 = add nuw nsw i64 %5959, %5941
  %5961 = add nuw nsw i64 %5960, %5945
  %5962 = getelementptr inbounds nuw i1, ptr %5956, i64 %5961
  store i1 %5955, ptr %5962, align 1
  %5963 = add i64 %5945, 1
  br label %5944

5964:                                             ; preds = %5944
  %5965 = add i64 %5941, 1
  br label %5940

5966:                                             ; preds = %5940
  %5967 = add i64 %5937, 1
  br label %5936

5968:                                             ; preds = %5936
  %5969 = add i64 %5933, 1
  br label %5932

5970:                                             ; preds = %5932
  br label %5971

5971:                                             ; preds = %6019, %5970
  %5972 = phi i64 [ %6020, %6019 ], [ 0, %5970 ]
  %5973 = icmp slt i64 %5972, 1
  br i1 %5973, label %5974, label %6021

5974:                                             ; preds = %5971
  br label %5975

5975:                                             ; preds = %6017, %5974
  %5976 = phi i64 [ %6018, %6017 ], [ 0, %5974 ]
  %5977 = icmp slt i64 %5976, 4
  br i1 %5977, label %5978, label %6019

5978:                                             ; preds = %5975
  br label %5979

5979:                                             ; preds = %6015, %5978
  %5980 = phi i64 [ %6016, %6015 ], [ 0, %5978 ]
  %5981 = icmp slt i64 %5980, 8
  br i1 %5981, label %5982, label %6017

5982:                                             ; preds = %5979
  br label %5983

5983:                                             ; preds = %5986, %5982
  %5984 = phi i64 [ %6014, %5986 ], [ 0, %5982 ]
  %5985 = icmp slt i64 %5984, 8
  br i1 %5985, label %5986, label %6015

5986:                                             ; preds = %5983
  %5987 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5562, 1
  %5988 = mul nuw nsw i64 %5972, 256
  %5989 = mul nuw nsw i64 %5976, 64
  %5990 = add nuw nsw i64 %5988, %5989
  %5991 = mul nuw nsw i64 %5980, 8
  %5992 = add nuw nsw i64 %5990, %5991
  %5993 = add nuw nsw i64 %5992, %5984
  %5994 = getelementptr inbounds nuw float, ptr %5987, i64 %5993
  %5995 = load float, ptr %5994, align 4
  %5996 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5931, 1
  %5997 = mul nuw nsw i64 %5972, 32
  %5998 = mul nuw nsw i64 %5976, 8
  %5999 = add nuw nsw i64 %5997, %5998
  %6000 = add nuw nsw i64 %5999, %5980
  %6001 = add nuw nsw i64 %6000, 0
  %6002 = getelementptr inbounds nuw i1, ptr %5996, i64 %6001
  %6003 = load i1, ptr %6002, align 1
  %6004 = fpext float %5995 to double
  %6005 = fcmp oeq double %6004, -inf
  %6006 = and i1 %6005, %6003
  %6007 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5931, 1
  %6008 = mul nuw nsw i64 %5972, 32
  %6009 = mul nuw nsw i64 %5976, 8
  %6010 = add nuw nsw i64 %6008, %6009
  %6011 = add nuw nsw i64 %6010, %5980
  %6012 = add nuw nsw i64 %6011, 0
  %6013 = getelementptr inbounds nuw i1, ptr %6007, i64 %6012
  store i1 %6006, ptr %6013, align 1
  %6014 = add i64 %5984, 1
  br label %5983

6015:                                             ; preds = %5983
  %6016 = add i64 %5980, 1
  br label %5979

6017:                                             ; preds = %5979
  %6018 = add i64 %5976, 1
  br label %5975

6019:                                             ; preds = %5975
  %6020 = add i64 %5972, 1
  br label %5971

6021:                                             ; preds = %5971
  %6022 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5232, 0
  %6023 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5232, 1
  %6024 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6022, 0
  %6025 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6024, ptr %6023, 1
  %6026 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6025, i64 0, 2
  %6027 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6026, i64 1, 3, 0
  %6028 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6027, i64 256, 4, 0
  %6029 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6028, i64 4, 3, 1
  %6030 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6029, i64 64, 4, 1
  %6031 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6030, i64 8, 3, 2
  %6032 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6031, i64 8, 4, 2
  %6033 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6032, i64 8, 3, 3
  %6034 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6033, i64 1, 4, 3
  %6035 = call ptr @malloc(i64 1088)
  %6036 = ptrtoint ptr %6035 to i64
  %6037 = add i64 %6036, 63
  %6038 = urem i64 %6037, 64
  %6039 = sub i64 %6037, %6038
  %6040 = inttoptr i64 %6039 to ptr
  %6041 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6035, 0
  %6042 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6041, ptr %6040, 1
  %6043 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6042, i64 0, 2
  %6044 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6043, i64 1, 3, 0
  %6045 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6044, i64 4, 3, 1
  %6046 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6045, i64 8, 3, 2
  %6047 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6046, i64 8, 3, 3
  %6048 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6047, i64 256, 4, 0
  %6049 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6048, i64 64, 4, 1
  %6050 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6049, i64 8, 4, 2
  %6051 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6050, i64 1, 4, 3
  br label %6052

6052:                                             ; preds = %6090, %6021
  %6053 = phi i64 [ %6091, %6090 ], [ 0, %6021 ]
  %6054 = icmp slt i64 %6053, 1
  br i1 %6054, label %6055, label %6092

6055:                                             ; preds = %6052
  br label %6056

6056:                                             ; preds = %6088, %6055
  %6057 = phi i64 [ %6089, %6088 ], [ 0, %6055 ]
  %6058 = icmp slt i64 %6057, 4
  br i1 %6058, label %6059, label %6090

6059:                                             ; preds = %6056
  br label %6060

6060:                                             ; preds = %6086, %6059
  %6061 = phi i64 [ %6087, %6086 ], [ 0, %6059 ]
  %6062 = icmp slt i64 %6061, 8
  br i1 %6062, label %6063, label %6088

6063:                                             ; preds = %6060
  br label %6064

6064:                                             ; preds = %6067, %6063
  %6065 = phi i64 [ %6085, %6067 ], [ 0, %6063 ]
  %6066 = icmp slt i64 %6065, 8
  br i1 %6066, label %6067, label %6086

6067:                                             ; preds = %6064
  %6068 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2296, 1
  %6069 = mul nuw nsw i64 %6053, 256
  %6070 = mul nuw nsw i64 %6057, 64
  %6071 = add nuw nsw i64 %6069, %6070
  %6072 = mul nuw nsw i64 %6061, 8
  %6073 = add nuw nsw i64 %6071, %6072
  %6074 = add nuw nsw i64 %6073, %6065
  %6075 = getelementptr inbounds nuw float, ptr %6068, i64 %6074
  %6076 = load float, ptr %6075, align 4
  %6077 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6051, 1
  %6078 = mul nuw nsw i64 %6053, 256
  %6079 = mul nuw nsw i64 %6057, 64
  %6080 = add nuw nsw i64 %6078, %6079
  %6081 = mul nuw nsw i64 %6061, 8
  %6082 = add nuw nsw i64 %6080, %6081
  %6083 = add nuw nsw i64 %6082, %6065
  %6084 = getelementptr inbounds nuw float, ptr %6077, i64 %6083
  store float %6076, ptr %6084, align 4
  %6085 = add i64 %6065, 1
  br label %6064

6086:                                             ; preds = %6064
  %6087 = add i64 %6061, 1
  br label %6060

6088:                                             ; preds = %6060
  %6089 = add i64 %6057, 1
  br label %6056

6090:                                             ; preds = %6056
  %6091 = add i64 %6053, 1
  br label %6052

6092:                                             ; preds = %6052
  br label %6093

6093:                                             ; preds = %6175, %6092
  %6094 = phi i64 [ %6176, %6175 ], [ 0, %6092 ]
  %6095 = icmp slt i64 %6094, 1
  br i1 %6095, label %6096, label %6177

6096:                                             ; preds = %6093
  br label %6097

6097:                                             ; preds = %6173, %6096
  %6098 = phi i64 [ %6174, %6173 ], [ 0, %6096 ]
  %6099 = icmp slt i64 %6098, 4
  br i1 %6099, label %6100, label %6175

6100:                                             ; preds = %6097
  br label %6101

6101:                                             ; preds = %6171, %6100
  %6102 = phi i64 [ %6172, %6171 ], [ 0, %6100 ]
  %6103 = icmp slt i64 %6102, 8
  br i1 %6103, label %6104, label %6173

6104:                                             ; preds = %6101
  br label %6105

6105:                                             ; preds = %6169, %6104
  %6106 = phi i64 [ %6170, %6169 ], [ 0, %6104 ]
  %6107 = icmp slt i64 %6106, 8
  br i1 %6107, label %6108, label %6171

6108:                                             ; preds = %6105
  br label %6109

6109:                                             ; preds = %6112, %6108
  %6110 = phi i64 [ %6168, %6112 ], [ 0, %6108 ]
  %6111 = icmp slt i64 %6110, 8
  br i1 %6111, label %6112, label %6169

6112:                                             ; preds = %6109
  %6113 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5931, 1
  %6114 = mul nuw nsw i64 %6094, 32
  %6115 = mul nuw nsw i64 %6098, 8
  %6116 = add nuw nsw i64 %6114, %6115
  %6117 = add nuw nsw i64 %6116, %6102
  %6118 = add nuw nsw i64 %6117, 0
  %6119 = getelementptr inbounds nuw i1, ptr %6113, i64 %6118
  %6120 = load i1, ptr %6119, align 1
  %6121 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5757, 1
  %6122 = mul nuw nsw i64 %6094, 256
  %6123 = mul nuw nsw i64 %6098, 64
  %6124 = add nuw nsw i64 %6122, %6123
  %6125 = mul nuw nsw i64 %6102, 8
  %6126 = add nuw nsw i64 %6124, %6125
  %6127 = add nuw nsw i64 %6126, %6110
  %6128 = getelementptr inbounds nuw float, ptr %6121, i64 %6127
  %6129 = load float, ptr %6128, align 4
  %6130 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5826, 1
  %6131 = mul nuw nsw i64 %6094, 32
  %6132 = mul nuw nsw i64 %6098, 8
  %6133 = add nuw nsw i64 %6131, %6132
  %6134 = add nuw nsw i64 %6133, %6102
  %6135 = add nuw nsw i64 %6134, 0
  %6136 = getelementptr inbounds nuw float, ptr %6130, i64 %6135
  %6137 = load float, ptr %6136, align 4
  %6138 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6034, 1
  %6139 = mul nuw nsw i64 %6094, 256
  %6140 = mul nuw nsw i64 %6098, 64
  %6141 = add nuw nsw i64 %6139, %6140
  %6142 = mul nuw nsw i64 %6110, 8
  %6143 = add nuw nsw i64 %6141, %6142
  %6144 = add nuw nsw i64 %6143, %6106
  %6145 = getelementptr inbounds nuw float, ptr %6138, i64 %6144
  %6146 = load float, ptr %6145, align 4
  %6147 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6051, 1
  %6148 = mul nuw nsw i64 %6094, 256
  %6149 = mul nuw nsw i64 %6098, 64
  %6150 = add nuw nsw i64 %6148, %6149
  %6151 = mul nuw nsw i64 %6102, 8
  %6152 = add nuw nsw i64 %6150, %6151
  %6153 = add nuw nsw i64 %6152, %6106
  %6154 = getelementptr inbounds nuw float, ptr %6147, i64 %6153
  %6155 = load float, ptr %6154, align 4
  %6156 = fdiv float %6129, %6137
  %6157 = select i1 %6120, float 0.000000e+00, float %6156
  %6158 = fmul float %6157, %6146
  %6159 = fadd float %6155, %6158
  %6160 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6051, 1
  %6161 = mul nuw nsw i64 %6094, 256
  %6162 = mul nuw nsw i64 %6098, 64
  %6163 = add nuw nsw i64 %6161, %6162
  %6164 = mul nuw nsw i64 %6102, 8
  %6165 = add nuw nsw i64 %6163, %6164
  %6166 = add nuw nsw i64 %6165, %6106
  %6167 = getelementptr inbounds nuw float, ptr %6160, i64 %6166
  store float %6159, ptr %6167, align 4
  %6168 = add i64 %6110, 1
  br label %6109

6169:                                             ; preds = %6109
  %6170 = add i64 %6106, 1
  br label %6105

6171:                                             ; preds = %6105
  %6172 = add i64 %6102, 1
  br label %6101

6173:                                             ; preds = %6101
  %6174 = add i64 %6098, 1
  br label %6097

6175:                                             ; preds = %6097
  %6176 = add i64 %6094, 1
  br label %6093

6177:                                             ; preds = %6093
  %6178 = call ptr @malloc(i64 1088)
  %6179 = ptrtoint ptr %6178 to i64
  %6180 = add i64 %6179, 63
  %6181 = urem i64 %6180, 64
  %6182 = sub i64 %6180, %6181
  %6183 = inttoptr i64 %6182 to ptr
  %6184 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %6178, 0
  %6185 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6184, ptr %6183, 1
  %6186 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6185, i64 0, 2
  %6187 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6186, i64 1, 3, 0
  %6188 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6187, i64 8, 3, 1
  %6189 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6188, i64 32, 3, 2
  %6190 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6189, i64 256, 4, 0
  %6191 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6190, i64 32, 4, 1
  %6192 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6191, i64 1, 4, 2
  br label %6193

6193:                                             ; preds = %6221, %6177
  %6194 = phi i64 [ %6222, %6221 ], [ 0, %6177 ]
  %6195 = icmp slt i64 %6194, 1
  br i1 %6195, label %6196, label %6223

6196:                                             ; preds = %6193
  br label %6197

6197:                                             ; preds = %6219, %6196
  %6198 = phi i64 [ %6220, %6219 ], [ 0, %6196 ]
  %6199 = icmp slt i64 %6198, 8
  br i1 %6199, label %6200, label %6221

6200:                                             ; preds = %6197
  br label %6201

6201:                                             ; preds = %6204, %6200
  %6202 = phi i64 [ %6218, %6204 ], [ 0, %6200 ]
  %6203 = icmp slt i64 %6202, 32
  br i1 %6203, label %6204, label %6219

6204:                                             ; preds = %6201
  %6205 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3241, 1
  %6206 = mul nuw nsw i64 %6194, 256
  %6207 = mul nuw nsw i64 %6198, 32
  %6208 = add nuw nsw i64 %6206, %6207
  %6209 = add nuw nsw i64 %6208, %6202
  %6210 = getelementptr inbounds nuw float, ptr %6205, i64 %6209
  %6211 = load float, ptr %6210, align 4
  %6212 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6192, 1
  %6213 = mul nuw nsw i64 %6194, 256
  %6214 = mul nuw nsw i64 %6198, 32
  %6215 = add nuw nsw i64 %6213, %6214
  %6216 = add nuw nsw i64 %6215, %6202
  %6217 = getelementptr inbounds nuw float, ptr %6212, i64 %6216
  store float %6211, ptr %6217, align 4
  %6218 = add i64 %6202, 1
  br label %6201

6219:                                             ; preds = %6201
  %6220 = add i64 %6198, 1
  br label %6197

6221:                                             ; preds = %6197
  %6222 = add i64 %6194, 1
  br label %6193

6223:                                             ; preds = %6193
  br label %6224

6224:                                             ; preds = %6281, %6223
  %6225 = phi i64 [ %6282, %6281 ], [ 0, %6223 ]
  %6226 = icmp slt i64 %6225, 1
  br i1 %6226, label %6227, label %6283

6227:                                             ; preds = %6224
  br label %6228

6228:                                             ; preds = %6279, %6227
  %6229 = phi i64 [ %6280, %6279 ], [ 0, %6227 ]
  %6230 = icmp slt i64 %6229, 8
  br i1 %6230, label %6231, label %6281

6231:                                             ; preds = %6228
  br label %6232

6232:                                             ; preds = %6277, %6231
  %6233 = phi i64 [ %6278, %6277 ], [ 0, %6231 ]
  %6234 = icmp slt i64 %6233, 32
  br i1 %6234, label %6235, label %6279

6235:                                             ; preds = %6232
  br label %6236

6236:                                             ; preds = %6275, %6235
  %6237 = phi i64 [ %6276, %6275 ], [ 0, %6235 ]
  %6238 = icmp slt i64 %6237, 4
  br i1 %6238, label %6239, label %6277

6239:                                             ; preds = %6236
  br label %6240

6240:                                             ; preds = %6243, %6239
  %6241 = phi i64 [ %6274, %6243 ], [ 0, %6239 ]
  %6242 = icmp slt i64 %6241, 8
  br i1 %6242, label %6243, label %6275

6243:                                             ; preds = %6240
  %6244 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6051, 1
  %6245 = mul nuw nsw i64 %6225, 256
  %6246 = mul nuw nsw i64 %6237, 64
  %6247 = add nuw nsw i64 %6245, %6246
  %6248 = mul nuw nsw i64 %6229, 8
  %6249 = add nuw nsw i64 %6247, %6248
  %6250 = add nuw nsw i64 %6249, %6241
  %6251 = getelementptr inbounds nuw float, ptr %6244, i64 %6250
  %6252 = load float, ptr %6251, align 4
  %6253 = mul nuw nsw i64 %6233, 32
  %6254 = mul nuw nsw i64 %6237, 8
  %6255 = add nuw nsw i64 %6253, %6254
  %6256 = add nuw nsw i64 %6255, %6241
  %6257 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32, i64 %6256
  %6258 = load float, ptr %6257, align 4
  %6259 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6192, 1
  %6260 = mul nuw nsw i64 %6225, 256
  %6261 = mul nuw nsw i64 %6229, 32
  %6262 = add nuw nsw i64 %6260, %6261
  %6263 = add nuw nsw i64 %6262, %6233
  %6264 = getelementptr inbounds nuw float, ptr %6259, i64 %6263
  %6265 = load float, ptr %6264, align 4
  %6266 = fmul float %6252, %6258
  %6267 = fadd float %6265, %6266
  %6268 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6192, 1
  %6269 = mul nuw nsw i64 %6225, 256
  %6270 = mul nuw nsw i64 %6229, 32
  %6271 = add nuw nsw i64 %6269, %6270
  %6272 = add nuw nsw i64 %6271, %6233
  %6273 = getelementptr inbounds nuw float, ptr %6268, i64 %6272
  store float %6267, ptr %6273, align 4
  %6274 = add i64 %6241, 1
  br label %6240

6275:                                             ; preds = %6240
  %6276 = add i64 %6237, 1
  br label %6236

6277:                                             ; preds = %6236
  %6278 = add i64 %6233, 1
  br label %6232

6279:                                             ; preds = %6232
  %6280 = add i64 %6229, 1
  br label %6228

6281:                                             ; preds = %6228
  %6282 = add i64 %6225, 1
  br label %6224

6283:                                             ; preds = %6224
  %6284 = call ptr @malloc(i64 1088)
  %6285 = ptrtoint ptr %6284 to i64
  %6286 = add i64 %6285, 63
  %6287 = urem i64 %6286, 64
  %6288 = sub i64 %6286, %6287
  %6289 = inttoptr i64 %6288 to ptr
  %6290 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %6284, 0
  %6291 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6290, ptr %6289, 1
  %6292 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6291, i64 0, 2
  %6293 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6292, i64 1, 3, 0
  %6294 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6293, i64 8, 3, 1
  %6295 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6294, i64 32, 3, 2
  %6296 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6295, i64 256, 4, 0
  %6297 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6296, i64 32, 4, 1
  %6298 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6297, i64 1, 4, 2
  br label %6299

6299:                                             ; preds = %6335, %6283
  %6300 = phi i64 [ %6336, %6335 ], [ 0, %6283 ]
  %6301 = icmp slt i64 %6300, 1
  br i1 %6301, label %6302, label %6337

6302:                                             ; preds = %6299
  br label %6303

6303:                                             ; preds = %6333, %6302
  %6304 = phi i64 [ %6334, %6333 ], [ 0, %6302 ]
  %6305 = icmp slt i64 %6304, 8
  br i1 %6305, label %6306, label %6335

6306:                                             ; preds = %6303
  br label %6307

6307:                                             ; preds = %6310, %6306
  %6308 = phi i64 [ %6332, %6310 ], [ 0, %6306 ]
  %6309 = icmp slt i64 %6308, 32
  br i1 %6309, label %6310, label %6333

6310:                                             ; preds = %6307
  %6311 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3900, 1
  %6312 = mul nuw nsw i64 %6300, 256
  %6313 = mul nuw nsw i64 %6304, 32
  %6314 = add nuw nsw i64 %6312, %6313
  %6315 = add nuw nsw i64 %6314, %6308
  %6316 = getelementptr inbounds nuw float, ptr %6311, i64 %6315
  %6317 = load float, ptr %6316, align 4
  %6318 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6192, 1
  %6319 = mul nuw nsw i64 %6300, 256
  %6320 = mul nuw nsw i64 %6304, 32
  %6321 = add nuw nsw i64 %6319, %6320
  %6322 = add nuw nsw i64 %6321, %6308
  %6323 = getelementptr inbounds nuw float, ptr %6318, i64 %6322
  %6324 = load float, ptr %6323, align 4
  %6325 = fadd float %6317, %6324
  %6326 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6298, 1
  %6327 = mul nuw nsw i64 %6300, 256
  %6328 = mul nuw nsw i64 %6304, 32
  %6329 = add nuw nsw i64 %6327, %6328
  %6330 = add nuw nsw i64 %6329, %6308
  %6331 = getelementptr inbounds nuw float, ptr %6326, i64 %6330
  store float %6325, ptr %6331, align 4
  %6332 = add i64 %6308, 1
  br label %6307

6333:                                             ; preds = %6307
  %6334 = add i64 %6304, 1
  br label %6303

6335:                                             ; preds = %6303
  %6336 = add i64 %6300, 1
  br label %6299

6337:                                             ; preds = %6299
  %6338 = call ptr @malloc(i64 96)
  %6339 = ptrtoint ptr %6338 to i64
  %6340 = add i64 %6339, 63
  %6341 = urem i64 %6340, 64
  %6342 = sub i64 %6340, %6341
  %6343 = inttoptr i64 %6342 to ptr
  %6344 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %6338, 0
  %6345 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6344, ptr %6343, 1
  %6346 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6345, i64 0, 2
  %6347 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6346, i64 1, 3, 0
  %6348 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6347, i64 8, 3, 1
  %6349 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6348, i64 1, 3, 2
  %6350 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6349, i64 8, 4, 0
  %6351 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6350, i64 1, 4, 1
  %6352 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6351, i64 1, 4, 2
  br label %6353

6353:                                             ; preds = %6379, %6337
  %6354 = phi i64 [ %6380, %6379 ], [ 0, %6337 ]
  %6355 = icmp slt i64 %6354, 1
  br i1 %6355, label %6356, label %6381

6356:                                             ; preds = %6353
  br label %6357

6357:                                             ; preds = %6377, %6356
  %6358 = phi i64 [ %6378, %6377 ], [ 0, %6356 ]
  %6359 = icmp slt i64 %6358, 8
  br i1 %6359, label %6360, label %6379

6360:                                             ; preds = %6357
  br label %6361

6361:                                             ; preds = %6364, %6360
  %6362 = phi i64 [ %6376, %6364 ], [ 0, %6360 ]
  %6363 = icmp slt i64 %6362, 1
  br i1 %6363, label %6364, label %6377

6364:                                             ; preds = %6361
  %6365 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %685, 1
  %6366 = mul nuw nsw i64 %6354, 8
  %6367 = add nuw nsw i64 %6366, %6358
  %6368 = add nuw nsw i64 %6367, %6362
  %6369 = getelementptr inbounds nuw float, ptr %6365, i64 %6368
  %6370 = load float, ptr %6369, align 4
  %6371 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6352, 1
  %6372 = mul nuw nsw i64 %6354, 8
  %6373 = add nuw nsw i64 %6372, %6358
  %6374 = add nuw nsw i64 %6373, %6362
  %6375 = getelementptr inbounds nuw float, ptr %6371, i64 %6374
  store float %6370, ptr %6375, align 4
  %6376 = add i64 %6362, 1
  br label %6361

6377:                                             ; preds = %6361
  %6378 = add i64 %6358, 1
  br label %6357

6379:                                             ; preds = %6357
  %6380 = add i64 %6354, 1
  br label %6353

6381:                                             ; preds = %6353
  br label %6382

6382:                                             ; preds = %6417, %6381
  %6383 = phi i64 [ %6418, %6417 ], [ 0, %6381 ]
  %6384 = icmp slt i64 %6383, 1
  br i1 %6384, label %6385, label %6419

6385:                                             ; preds = %6382
  br label %6386

6386:                                             ; preds = %6415, %6385
  %6387 = phi i64 [ %6416, %6415 ], [ 0, %6385 ]
  %6388 = icmp slt i64 %6387, 8
  br i1 %6388, label %6389, label %6417

6389:                                             ; preds = %6386
  br label %6390

6390:                                             ; preds = %6393, %6389
  %6391 = phi i64 [ %6414, %6393 ], [ 0, %6389 ]
  %6392 = icmp slt i64 %6391, 32
  br i1 %6392, label %6393, label %6415

6393:                                             ; preds = %6390
  %6394 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6298, 1
  %6395 = mul nuw nsw i64 %6383, 256
  %6396 = mul nuw nsw i64 %6387, 32
  %6397 = add nuw nsw i64 %6395, %6396
  %6398 = add nuw nsw i64 %6397, %6391
  %6399 = getelementptr inbounds nuw float, ptr %6394, i64 %6398
  %6400 = load float, ptr %6399, align 4
  %6401 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6352, 1
  %6402 = mul nuw nsw i64 %6383, 8
  %6403 = add nuw nsw i64 %6402, %6387
  %6404 = add nuw nsw i64 %6403, 0
  %6405 = getelementptr inbounds nuw float, ptr %6401, i64 %6404
  %6406 = load float, ptr %6405, align 4
  %6407 = fmul float %6400, %6400
  %6408 = fadd float %6407, %6406
  %6409 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6352, 1
  %6410 = mul nuw nsw i64 %6383, 8
  %6411 = add nuw nsw i64 %6410, %6387
  %6412 = add nuw nsw i64 %6411, 0
  %6413 = getelementptr inbounds nuw float, ptr %6409, i64 %6412
  store float %6408, ptr %6413, align 4
  %6414 = add i64 %6391, 1
  br label %6390

6415:                                             ; preds = %6390
  %6416 = add i64 %6387, 1
  br label %6386

6417:                                             ; preds = %6386
  %6418 = add i64 %6383, 1
  br label %6382

6419:                                             ; preds = %6382
  %6420 = call ptr @malloc(i64 1088)
  %6421 = ptrtoint ptr %6420 to i64
  %6422 = add i64 %6421, 63
  %6423 = urem i64 %6422, 64
  %6424 = sub i64 %6422, %6423
  %6425 = inttoptr i64 %6424 to ptr
  %6426 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %6420, 0
  %6427 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6426, ptr %6425, 1
  %6428 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6427, i64 0, 2
  %6429 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6428, i64 1, 3, 0
  %6430 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6429, i64 8, 3, 1
  %6431 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6430, i64 32, 3, 2
  %6432 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6431, i64 256, 4, 0
  %6433 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6432, i64 32, 4, 1
  %6434 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6433, i64 1, 4, 2
  br label %6435

6435:                                             ; preds = %6477, %6419
  %6436 = phi i64 [ %6478, %6477 ], [ 0, %6419 ]
  %6437 = icmp slt i64 %6436, 1
  br i1 %6437, label %6438, label %6479

6438:                                             ; preds = %6435
  br label %6439

6439:                                             ; preds = %6475, %6438
  %6440 = phi i64 [ %6476, %6475 ], [ 0, %6438 ]
  %6441 = icmp slt i64 %6440, 8
  br i1 %6441, label %6442, label %6477

6442:                                             ; preds = %6439
  br label %6443

6443:                                             ; preds = %6446, %6442
  %6444 = phi i64 [ %6474, %6446 ], [ 0, %6442 ]
  %6445 = icmp slt i64 %6444, 32
  br i1 %6445, label %6446, label %6475

6446:                                             ; preds = %6443
  %6447 = getelementptr inbounds nuw float, ptr @__constant_32xf32_1, i64 %6444
  %6448 = load float, ptr %6447, align 4
  %6449 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6298, 1
  %6450 = mul nuw nsw i64 %6436, 256
  %6451 = mul nuw nsw i64 %6440, 32
  %6452 = add nuw nsw i64 %6450, %6451
  %6453 = add nuw nsw i64 %6452, %6444
  %6454 = getelementptr inbounds nuw float, ptr %6449, i64 %6453
  %6455 = load float, ptr %6454, align 4
  %6456 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6352, 1
  %6457 = mul nuw nsw i64 %6436, 8
  %6458 = add nuw nsw i64 %6457, %6440
  %6459 = add nuw nsw i64 %6458, 0
  %6460 = getelementptr inbounds nuw float, ptr %6456, i64 %6459
  %6461 = load float, ptr %6460, align 4
  %6462 = fdiv float %6461, 3.200000e+01
  %6463 = fadd float %6462, f0x358637BD
  %6464 = call float @llvm.sqrt.f32(float %6463)
  %6465 = fdiv float 1.000000e+00, %6464
  %6466 = fmul float %6455, %6465
  %6467 = fmul float %6448, %6466
  %6468 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6434, 1
  %6469 = mul nuw nsw i64 %6436, 256
  %6470 = mul nuw nsw i64 %6440, 32
  %6471 = add nuw nsw i64 %6469, %6470
  %6472 = add nuw nsw i64 %6471, %6444
  %6473 = getelementptr inbounds nuw float, ptr %6468, i64 %6472
  store float %6467, ptr %6473, align 4
  %6474 = add i64 %6444, 1
  br label %6443

6475:                                             ; preds = %6443
  %6476 = add i64 %6440, 1
  br label %6439

6477:                                             ; preds = %6439
  %6478 = add i64 %6436, 1
  br label %6435

6479:                                             ; preds = %6435
  %6480 = call ptr @malloc(i64 2112)
  %6481 = ptrtoint ptr %6480 to i64
  %6482 = add i64 %6481, 63
  %6483 = urem i64 %6482, 64
  %6484 = sub i64 %6482, %6483
  %6485 = inttoptr i64 %6484 to ptr
  %6486 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %6480, 0
  %6487 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6486, ptr %6485, 1
  %6488 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6487, i64 0, 2
  %6489 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6488, i64 1, 3, 0
  %6490 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6489, i64 8, 3, 1
  %6491 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6490, i64 64, 3, 2
  %6492 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6491, i64 512, 4, 0
  %6493 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6492, i64 64, 4, 1
  %6494 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6493, i64 1, 4, 2
  br label %6495

6495:                                             ; preds = %6523, %6479
  %6496 = phi i64 [ %6524, %6523 ], [ 0, %6479 ]
  %6497 = icmp slt i64 %6496, 1
  br i1 %6497, label %6498, label %6525

6498:                                             ; preds = %6495
  br label %6499

6499:                                             ; preds = %6521, %6498
  %6500 = phi i64 [ %6522, %6521 ], [ 0, %6498 ]
  %6501 = icmp slt i64 %6500, 8
  br i1 %6501, label %6502, label %6523

6502:                                             ; preds = %6499
  br label %6503

6503:                                             ; preds = %6506, %6502
  %6504 = phi i64 [ %6520, %6506 ], [ 0, %6502 ]
  %6505 = icmp slt i64 %6504, 64
  br i1 %6505, label %6506, label %6521

6506:                                             ; preds = %6503
  %6507 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3583, 1
  %6508 = mul nuw nsw i64 %6496, 512
  %6509 = mul nuw nsw i64 %6500, 64
  %6510 = add nuw nsw i64 %6508, %6509
  %6511 = add nuw nsw i64 %6510, %6504
  %6512 = getelementptr inbounds nuw float, ptr %6507, i64 %6511
  %6513 = load float, ptr %6512, align 4
  %6514 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6494, 1
  %6515 = mul nuw nsw i64 %6496, 512
  %6516 = mul nuw nsw i64 %6500, 64
  %6517 = add nuw nsw i64 %6515, %6516
  %6518 = add nuw nsw i64 %6517, %6504
  %6519 = getelementptr inbounds nuw float, ptr %6514, i64 %6518
  store float %6513, ptr %6519, align 4
  %6520 = add i64 %6504, 1
  br label %6503

6521:                                             ; preds = %6503
  %6522 = add i64 %6500, 1
  br label %6499

6523:                                             ; preds = %6499
  %6524 = add i64 %6496, 1
  br label %6495

6525:                                             ; preds = %6495
  br label %6526

6526:                                             ; preds = %6573, %6525
  %6527 = phi i64 [ %6574, %6573 ], [ 0, %6525 ]
  %6528 = icmp slt i64 %6527, 1
  br i1 %6528, label %6529, label %6575

6529:                                             ; preds = %6526
  br label %6530

6530:                                             ; preds = %6571, %6529
  %6531 = phi i64 [ %6572, %6571 ], [ 0, %6529 ]
  %6532 = icmp slt i64 %6531, 8
  br i1 %6532, label %6533, label %6573

6533:                                             ; preds = %6530
  br label %6534

6534:                                             ; preds = %6569, %6533
  %6535 = phi i64 [ %6570, %6569 ], [ 0, %6533 ]
  %6536 = icmp slt i64 %6535, 64
  br i1 %6536, label %6537, label %6571

6537:                                             ; preds = %6534
  br label %6538

6538:                                             ; preds = %6541, %6537
  %6539 = phi i64 [ %6568, %6541 ], [ 0, %6537 ]
  %6540 = icmp slt i64 %6539, 32
  br i1 %6540, label %6541, label %6569

6541:                                             ; preds = %6538
  %6542 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6434, 1
  %6543 = mul nuw nsw i64 %6527, 256
  %6544 = mul nuw nsw i64 %6531, 32
  %6545 = add nuw nsw i64 %6543, %6544
  %6546 = add nuw nsw i64 %6545, %6539
  %6547 = getelementptr inbounds nuw float, ptr %6542, i64 %6546
  %6548 = load float, ptr %6547, align 4
  %6549 = mul nuw nsw i64 %6535, 32
  %6550 = add nuw nsw i64 %6549, %6539
  %6551 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_0, i64 %6550
  %6552 = load float, ptr %6551, align 4
  %6553 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6494, 1
  %6554 = mul nuw nsw i64 %6527, 512
  %6555 = mul nuw nsw i64 %6531, 64
  %6556 = add nuw nsw i64 %6554, %6555
  %6557 = add nuw nsw i64 %6556, %6535
  %6558 = getelementptr inbounds nuw float, ptr %6553, i64 %6557
  %6559 = load float, ptr %6558, align 4
  %6560 = fmul float %6548, %6552
  %6561 = fadd float %6559, %6560
  %6562 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6494, 1
  %6563 = mul nuw nsw i64 %6527, 512
  %6564 = mul nuw nsw i64 %6531, 64
  %6565 = add nuw nsw i64 %6563, %6564
  %6566 = add nuw nsw i64 %6565, %6535
  %6567 = getelementptr inbounds nuw float, ptr %6562, i64 %6566
  store float %6561, ptr %6567, align 4
  %6568 = add i64 %6539, 1
  br label %6538

6569:                                             ; preds = %6538
  %6570 = add i64 %6535, 1
  br label %6534

6571:                                             ; preds = %6534
  %6572 = add i64 %6531, 1
  br label %6530

6573:                                             ; preds = %6530
  %6574 = add i64 %6527, 1
  br label %6526

6575:                                             ; preds = %6526
  %6576 = call ptr @malloc(i64 2112)
  %6577 = ptrtoint ptr %6576 to i64
  %6578 = add i64 %6577, 63
  %6579 = urem i64 %6578, 64
  %6580 = sub i64 %6578, %6579
  %6581 = inttoptr i64 %6580 to ptr
  %6582 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %6576, 0
  %6583 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6582, ptr %6581, 1
  %6584 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6583, i64 0, 2
  %6585 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6584, i64 1, 3, 0
  %6586 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6585, i64 8, 3, 1
  %6587 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6586, i64 64, 3, 2
  %6588 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6587, i64 512, 4, 0
  %6589 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6588, i64 64, 4, 1
  %6590 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6589, i64 1, 4, 2
  br label %6591

6591:                                             ; preds = %6619, %6575
  %6592 = phi i64 [ %6620, %6619 ], [ 0, %6575 ]
  %6593 = icmp slt i64 %6592, 1
  br i1 %6593, label %6594, label %6621

6594:                                             ; preds = %6591
  br label %6595

6595:                                             ; preds = %6617, %6594
  %6596 = phi i64 [ %6618, %6617 ], [ 0, %6594 ]
  %6597 = icmp slt i64 %6596, 8
  br i1 %6597, label %6598, label %6619

6598:                                             ; preds = %6595
  br label %6599

6599:                                             ; preds = %6602, %6598
  %6600 = phi i64 [ %6616, %6602 ], [ 0, %6598 ]
  %6601 = icmp slt i64 %6600, 64
  br i1 %6601, label %6602, label %6617

6602:                                             ; preds = %6599
  %6603 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3583, 1
  %6604 = mul nuw nsw i64 %6592, 512
  %6605 = mul nuw nsw i64 %6596, 64
  %6606 = add nuw nsw i64 %6604, %6605
  %6607 = add nuw nsw i64 %6606, %6600
  %6608 = getelementptr inbounds nuw float, ptr %6603, i64 %6607
  %6609 = load float, ptr %6608, align 4
  %6610 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6590, 1
  %6611 = mul nuw nsw i64 %6592, 512
  %6612 = mul nuw nsw i64 %6596, 64
  %6613 = add nuw nsw i64 %6611, %6612
  %6614 = add nuw nsw i64 %6613, %6600
  %6615 = getelementptr inbounds nuw float, ptr %6610, i64 %6614
  store float %6609, ptr %6615, align 4
  %6616 = add i64 %6600, 1
  br label %6599

6617:                                             ; preds = %6599
  %6618 = add i64 %6596, 1
  br label %6595

6619:                                             ; preds = %6595
  %6620 = add i64 %6592, 1
  br label %6591

6621:                                             ; preds = %6591
  br label %6622

6622:                                             ; preds = %6669, %6621
  %6623 = phi i64 [ %6670, %6669 ], [ 0, %6621 ]
  %6624 = icmp slt i64 %6623, 1
  br i1 %6624, label %6625, label %6671

6625:                                             ; preds = %6622
  br label %6626

6626:                                             ; preds = %6667, %6625
  %6627 = phi i64 [ %6668, %6667 ], [ 0, %6625 ]
  %6628 = icmp slt i64 %6627, 8
  br i1 %6628, label %6629, label %6669

6629:                                             ; preds = %6626
  br label %6630

6630:                                             ; preds = %6665, %6629
  %6631 = phi i64 [ %6666, %6665 ], [ 0, %6629 ]
  %6632 = icmp slt i64 %6631, 64
  br i1 %6632, label %6633, label %6667

6633:                                             ; preds = %6630
  br label %6634

6634:                                             ; preds = %6637, %6633
  %6635 = phi i64 [ %6664, %6637 ], [ 0, %6633 ]
  %6636 = icmp slt i64 %6635, 32
  br i1 %6636, label %6637, label %6665

6637:                                             ; preds = %6634
  %6638 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6434, 1
  %6639 = mul nuw nsw i64 %6623, 256
  %6640 = mul nuw nsw i64 %6627, 32
  %6641 = add nuw nsw i64 %6639, %6640
  %6642 = add nuw nsw i64 %6641, %6635
  %6643 = getelementptr inbounds nuw float, ptr %6638, i64 %6642
  %6644 = load float, ptr %6643, align 4
  %6645 = mul nuw nsw i64 %6631, 32
  %6646 = add nuw nsw i64 %6645, %6635
  %6647 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32, i64 %6646
  %6648 = load float, ptr %6647, align 4
  %6649 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6590, 1
  %6650 = mul nuw nsw i64 %6623, 512
  %6651 = mul nuw nsw i64 %6627, 64
  %6652 = add nuw nsw i64 %6650, %6651
  %6653 = add nuw nsw i64 %6652, %6631
  %6654 = getelementptr inbounds nuw float, ptr %6649, i64 %6653
  %6655 = load float, ptr %6654, align 4
  %6656 = fmul float %6644, %6648
  %6657 = fadd float %6655, %6656
  %6658 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6590, 1
  %6659 = mul nuw nsw i64 %6623, 512
  %6660 = mul nuw nsw i64 %6627, 64
  %6661 = add nuw nsw i64 %6659, %6660
  %6662 = add nuw nsw i64 %6661, %6631
  %6663 = getelementptr inbounds nuw float, ptr %6658, i64 %6662
  store float %6657, ptr %6663, align 4
  %6664 = add i64 %6635, 1
  br label %6634

6665:                                             ; preds = %6634
  %6666 = add i64 %6631, 1
  br label %6630

6667:                                             ; preds = %6630
  %6668 = add i64 %6627, 1
  br label %6626

6669:                                             ; preds = %6626
  %6670 = add i64 %6623, 1
  br label %6622

6671:                                             ; preds = %6622
  %6672 = call ptr @malloc(i64 1088)
  %6673 = ptrtoint ptr %6672 to i64
  %6674 = add i64 %6673, 63
  %6675 = urem i64 %6674, 64
  %6676 = sub i64 %6674, %6675
  %6677 = inttoptr i64 %6676 to ptr
  %6678 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %6672, 0
  %6679 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6678, ptr %6677, 1
  %6680 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6679, i64 0, 2
  %6681 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6680, i64 1, 3, 0
  %6682 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6681, i64 8, 3, 1
  %6683 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6682, i64 32, 3, 2
  %6684 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6683, i64 256, 4, 0
  %6685 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6684, i64 32, 4, 1
  %6686 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6685, i64 1, 4, 2
  br label %6687

6687:                                             ; preds = %6715, %6671
  %6688 = phi i64 [ %6716, %6715 ], [ 0, %6671 ]
  %6689 = icmp slt i64 %6688, 1
  br i1 %6689, label %6690, label %6717

6690:                                             ; preds = %6687
  br label %6691

6691:                                             ; preds = %6713, %6690
  %6692 = phi i64 [ %6714, %6713 ], [ 0, %6690 ]
  %6693 = icmp slt i64 %6692, 8
  br i1 %6693, label %6694, label %6715

6694:                                             ; preds = %6691
  br label %6695

6695:                                             ; preds = %6698, %6694
  %6696 = phi i64 [ %6712, %6698 ], [ 0, %6694 ]
  %6697 = icmp slt i64 %6696, 32
  br i1 %6697, label %6698, label %6713

6698:                                             ; preds = %6695
  %6699 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3241, 1
  %6700 = mul nuw nsw i64 %6688, 256
  %6701 = mul nuw nsw i64 %6692, 32
  %6702 = add nuw nsw i64 %6700, %6701
  %6703 = add nuw nsw i64 %6702, %6696
  %6704 = getelementptr inbounds nuw float, ptr %6699, i64 %6703
  %6705 = load float, ptr %6704, align 4
  %6706 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6686, 1
  %6707 = mul nuw nsw i64 %6688, 256
  %6708 = mul nuw nsw i64 %6692, 32
  %6709 = add nuw nsw i64 %6707, %6708
  %6710 = add nuw nsw i64 %6709, %6696
  %6711 = getelementptr inbounds nuw float, ptr %6706, i64 %6710
  store float %6705, ptr %6711, align 4
  %6712 = add i64 %6696, 1
  br label %6695

6713:                                             ; preds = %6695
  %6714 = add i64 %6692, 1
  br label %6691

6715:                                             ; preds = %6691
  %6716 = add i64 %6688, 1
  br label %6687

6717:                                             ; preds = %6687
  br label %6718

6718:                                             ; preds = %6779, %6717
  %6719 = phi i64 [ %6780, %6779 ], [ 0, %6717 ]
  %6720 = icmp slt i64 %6719, 1
  br i1 %6720, label %6721, label %6781

6721:                                             ; preds = %6718
  br label %6722

6722:                                             ; preds = %6777, %6721
  %6723 = phi i64 [ %6778, %6777 ], [ 0, %6721 ]
  %6724 = icmp slt i64 %6723, 8
  br i1 %6724, label %6725, label %6779

6725:                                             ; preds = %6722
  br label %6726

6726:                                             ; preds = %6775, %6725
  %6727 = phi i64 [ %6776, %6775 ], [ 0, %6725 ]
  %6728 = icmp slt i64 %6727, 32
  br i1 %6728, label %6729, label %6777

6729:                                             ; preds = %6726
  br label %6730

6730:                                             ; preds = %6733, %6729
  %6731 = phi i64 [ %6774, %6733 ], [ 0, %6729 ]
  %6732 = icmp slt i64 %6731, 64
  br i1 %6732, label %6733, label %6775

6733:                                             ; preds = %6730
  %6734 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6494, 1
  %6735 = mul nuw nsw i64 %6719, 512
  %6736 = mul nuw nsw i64 %6723, 64
  %6737 = add nuw nsw i64 %6735, %6736
  %6738 = add nuw nsw i64 %6737, %6731
  %6739 = getelementptr inbounds nuw float, ptr %6734, i64 %6738
  %6740 = load float, ptr %6739, align 4
  %6741 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6590, 1
  %6742 = mul nuw nsw i64 %6719, 512
  %6743 = mul nuw nsw i64 %6723, 64
  %6744 = add nuw nsw i64 %6742, %6743
  %6745 = add nuw nsw i64 %6744, %6731
  %6746 = getelementptr inbounds nuw float, ptr %6741, i64 %6745
  %6747 = load float, ptr %6746, align 4
  %6748 = mul nuw nsw i64 %6727, 64
  %6749 = add nuw nsw i64 %6748, %6731
  %6750 = getelementptr inbounds nuw float, ptr @__constant_32x64xf32, i64 %6749
  %6751 = load float, ptr %6750, align 4
  %6752 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6686, 1
  %6753 = mul nuw nsw i64 %6719, 256
  %6754 = mul nuw nsw i64 %6723, 32
  %6755 = add nuw nsw i64 %6753, %6754
  %6756 = add nuw nsw i64 %6755, %6727
  %6757 = getelementptr inbounds nuw float, ptr %6752, i64 %6756
  %6758 = load float, ptr %6757, align 4
  %6759 = fneg float %6740
  %6760 = fmul float %6759, f0x3FB8AA3B
  %6761 = call float @llvm.exp2.f32(float %6760)
  %6762 = fadd float %6761, 1.000000e+00
  %6763 = fdiv float 1.000000e+00, %6762
  %6764 = fmul float %6740, %6763
  %6765 = fmul float %6764, %6747
  %6766 = fmul float %6765, %6751
  %6767 = fadd float %6758, %6766
  %6768 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6686, 1
  %6769 = mul nuw nsw i64 %6719, 256
  %6770 = mul nuw nsw i64 %6723, 32
  %6771 = add nuw nsw i64 %6769, %6770
  %6772 = add nuw nsw i64 %6771, %6727
  %6773 = getelementptr inbounds nuw float, ptr %6768, i64 %6772
  store float %6767, ptr %6773, align 4
  %6774 = add i64 %6731, 1
  br label %6730

6775:                                             ; preds = %6730
  %6776 = add i64 %6727, 1
  br label %6726

6777:                                             ; preds = %6726
  %6778 = add i64 %6723, 1
  br label %6722

6779:                                             ; preds = %6722
  %6780 = add i64 %6719, 1
  br label %6718

6781:                                             ; preds = %6718
  %6782 = call ptr @malloc(i64 1088)
  %6783 = ptrtoint ptr %6782 to i64
  %6784 = add i64 %6783, 63
  %6785 = urem i64 %6784, 64
  %6786 = sub i64 %6784, %6785
  %6787 = inttoptr i64 %6786 to ptr
  %6788 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %6782, 0
  %6789 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6788, ptr %6787, 1
  %6790 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6789, i64 0, 2
  %6791 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6790, i64 1, 3, 0
  %6792 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6791, i64 8, 3, 1
  %6793 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6792, i64 32, 3, 2
  %6794 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6793, i64 256, 4, 0
  %6795 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6794, i64 32, 4, 1
  %6796 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6795, i64 1, 4, 2
  br label %6797

6797:                                             ; preds = %6833, %6781
  %6798 = phi i64 [ %6834, %6833 ], [ 0, %6781 ]
  %6799 = icmp slt i64 %6798, 1
  br i1 %6799, label %6800, label %6835

6800:                                             ; preds = %6797
  br label %6801

6801:                                             ; preds = %6831, %6800
  %6802 = phi i64 [ %6832, %6831 ], [ 0, %6800 ]
  %6803 = icmp slt i64 %6802, 8
  br i1 %6803, label %6804, label %6833

6804:                                             ; preds = %6801
  br label %6805

6805:                                             ; preds = %6808, %6804
  %6806 = phi i64 [ %6830, %6808 ], [ 0, %6804 ]
  %6807 = icmp slt i64 %6806, 32
  br i1 %6807, label %6808, label %6831

6808:                                             ; preds = %6805
  %6809 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6298, 1
  %6810 = mul nuw nsw i64 %6798, 256
  %6811 = mul nuw nsw i64 %6802, 32
  %6812 = add nuw nsw i64 %6810, %6811
  %6813 = add nuw nsw i64 %6812, %6806
  %6814 = getelementptr inbounds nuw float, ptr %6809, i64 %6813
  %6815 = load float, ptr %6814, align 4
  %6816 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6686, 1
  %6817 = mul nuw nsw i64 %6798, 256
  %6818 = mul nuw nsw i64 %6802, 32
  %6819 = add nuw nsw i64 %6817, %6818
  %6820 = add nuw nsw i64 %6819, %6806
  %6821 = getelementptr inbounds nuw float, ptr %6816, i64 %6820
  %6822 = load float, ptr %6821, align 4
  %6823 = fadd float %6815, %6822
  %6824 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6796, 1
  %6825 = mul nuw nsw i64 %6798, 256
  %6826 = mul nuw nsw i64 %6802, 32
  %6827 = add nuw nsw i64 %6825, %6826
  %6828 = add nuw nsw i64 %6827, %6806
  %6829 = getelementptr inbounds nuw float, ptr %6824, i64 %6828
  store float %6823, ptr %6829, align 4
  %6830 = add i64 %6806, 1
  br label %6805

6831:                                             ; preds = %6805
  %6832 = add i64 %6802, 1
  br label %6801

6833:                                             ; preds = %6801
  %6834 = add i64 %6798, 1
  br label %6797

6835:                                             ; preds = %6797
  %6836 = call ptr @malloc(i64 96)
  %6837 = ptrtoint ptr %6836 to i64
  %6838 = add i64 %6837, 63
  %6839 = urem i64 %6838, 64
  %6840 = sub i64 %6838, %6839
  %6841 = inttoptr i64 %6840 to ptr
  %6842 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %6836, 0
  %6843 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6842, ptr %6841, 1
  %6844 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6843, i64 0, 2
  %6845 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6844, i64 1, 3, 0
  %6846 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6845, i64 8, 3, 1
  %6847 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6846, i64 1, 3, 2
  %6848 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6847, i64 8, 4, 0
  %6849 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6848, i64 1, 4, 1
  %6850 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6849, i64 1, 4, 2
  br label %6851

6851:                                             ; preds = %6877, %6835
  %6852 = phi i64 [ %6878, %6877 ], [ 0, %6835 ]
  %6853 = icmp slt i64 %6852, 1
  br i1 %6853, label %6854, label %6879

6854:                                             ; preds = %6851
  br label %6855

6855:                                             ; preds = %6875, %6854
  %6856 = phi i64 [ %6876, %6875 ], [ 0, %6854 ]
  %6857 = icmp slt i64 %6856, 8
  br i1 %6857, label %6858, label %6877

6858:                                             ; preds = %6855
  br label %6859

6859:                                             ; preds = %6862, %6858
  %6860 = phi i64 [ %6874, %6862 ], [ 0, %6858 ]
  %6861 = icmp slt i64 %6860, 1
  br i1 %6861, label %6862, label %6875

6862:                                             ; preds = %6859
  %6863 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %685, 1
  %6864 = mul nuw nsw i64 %6852, 8
  %6865 = add nuw nsw i64 %6864, %6856
  %6866 = add nuw nsw i64 %6865, %6860
  %6867 = getelementptr inbounds nuw float, ptr %6863, i64 %6866
  %6868 = load float, ptr %6867, align 4
  %6869 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6850, 1
  %6870 = mul nuw nsw i64 %6852, 8
  %6871 = add nuw nsw i64 %6870, %6856
  %6872 = add nuw nsw i64 %6871, %6860
  %6873 = getelementptr inbounds nuw float, ptr %6869, i64 %6872
  store float %6868, ptr %6873, align 4
  %6874 = add i64 %6860, 1
  br label %6859

6875:                                             ; preds = %6859
  %6876 = add i64 %6856, 1
  br label %6855

6877:                                             ; preds = %6855
  %6878 = add i64 %6852, 1
  br label %6851

6879:                                             ; preds = %6851
  br label %6880

6880:                                             ; preds = %6915, %6879
  %6881 = phi i64 [ %6916, %6915 ], [ 0, %6879 ]
  %6882 = icmp slt i64 %6881, 1
  br i1 %6882, label %6883, label %6917

6883:                                             ; preds = %6880
  br label %6884

6884:                                             ; preds = %6913, %6883
  %6885 = phi i64 [ %6914, %6913 ], [ 0, %6883 ]
  %6886 = icmp slt i64 %6885, 8
  br i1 %6886, label %6887, label %6915

6887:                                             ; preds = %6884
  br label %6888

6888:                                             ; preds = %6891, %6887
  %6889 = phi i64 [ %6912, %6891 ], [ 0, %6887 ]
  %6890 = icmp slt i64 %6889, 32
  br i1 %6890, label %6891, label %6913

6891:                                             ; preds = %6888
  %6892 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6796, 1
  %6893 = mul nuw nsw i64 %6881, 256
  %6894 = mul nuw nsw i64 %6885, 32
  %6895 = add nuw nsw i64 %6893, %6894
  %6896 = add nuw nsw i64 %6895, %6889
  %6897 = getelementptr inbounds nuw float, ptr %6892, i64 %6896
  %6898 = load float, ptr %6897, align 4
  %6899 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6850, 1
  %6900 = mul nuw nsw i64 %6881, 8
  %6901 = add nuw nsw i64 %6900, %6885
  %6902 = add nuw nsw i64 %6901, 0
  %6903 = getelementptr inbounds nuw float, ptr %6899, i64 %6902
  %6904 = load float, ptr %6903, align 4
  %6905 = fmul float %6898, %6898
  %6906 = fadd float %6905, %6904
  %6907 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6850, 1
  %6908 = mul nuw nsw i64 %6881, 8
  %6909 = add nuw nsw i64 %6908, %6885
  %6910 = add nuw nsw i64 %6909, 0
  %6911 = getelementptr inbounds nuw float, ptr %6907, i64 %6910
  store float %6906, ptr %6911, align 4
  %6912 = add i64 %6889, 1
  br label %6888

6913:                                             ; preds = %6888
  %6914 = add i64 %6885, 1
  br label %6884

6915:                                             ; preds = %6884
  %6916 = add i64 %6881, 1
  br label %6880

6917:                                             ; preds = %6880
  %6918 = call ptr @malloc(i64 4160)
  %6919 = ptrtoint ptr %6918 to i64
  %6920 = add i64 %6919, 63
  %6921 = urem i64 %6920, 64
  %6922 = sub i64 %6920, %6921
  %6923 = inttoptr i64 %6922 to ptr
  %6924 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %6918, 0
  %6925 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6924, ptr %6923, 1
  %6926 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6925, i64 0, 2
  %6927 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6926, i64 1, 3, 0
  %6928 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6927, i64 8, 3, 1
  %6929 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6928, i64 128, 3, 2
  %6930 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6929, i64 1024, 4, 0
  %6931 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6930, i64 128, 4, 1
  %6932 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6931, i64 1, 4, 2
  br label %6933

6933:                                             ; preds = %6954, %6917
  %6934 = phi i64 [ %6955, %6954 ], [ 0, %6917 ]
  %6935 = icmp slt i64 %6934, 1
  br i1 %6935, label %6936, label %6956

6936:                                             ; preds = %6933
  br label %6937

6937:                                             ; preds = %6952, %6936
  %6938 = phi i64 [ %6953, %6952 ], [ 0, %6936 ]
  %6939 = icmp slt i64 %6938, 8
  br i1 %6939, label %6940, label %6954

6940:                                             ; preds = %6937
  br label %6941

6941:                                             ; preds = %6944, %6940
  %6942 = phi i64 [ %6951, %6944 ], [ 0, %6940 ]
  %6943 = icmp slt i64 %6942, 128
  br i1 %6943, label %6944, label %6952

6944:                                             ; preds = %6941
  %6945 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6932, 1
  %6946 = mul nuw nsw i64 %6934, 1024
  %6947 = mul nuw nsw i64 %6938, 128
  %6948 = add nuw nsw i64 %6946, %6947
  %6949 = add nuw nsw i64 %6948, %6942
  %6950 = getelementptr inbounds nuw float, ptr %6945, i64 %6949
  store float 0.000000e+00, ptr %6950, align 4
  %6951 = add i64 %6942, 1
  br label %6941

6952:                                             ; preds = %6941
  %6953 = add i64 %6938, 1
  br label %6937

6954:                                             ; preds = %6937
  %6955 = add i64 %6934, 1
  br label %6933

6956:                                             ; preds = %6933
  %6957 = call ptr @malloc(i64 4160)
  %6958 = ptrtoint ptr %6957 to i64
  %6959 = add i64 %6958, 63
  %6960 = urem i64 %6959, 64
  %6961 = sub i64 %6959, %6960
  %6962 = inttoptr i64 %6961 to ptr
  %6963 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %6957, 0
  %6964 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6963, ptr %6962, 1
  %6965 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6964, i64 0, 2
  %6966 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6965, i64 1, 3, 0
  %6967 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6966, i64 8, 3, 1
  %6968 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6967, i64 128, 3, 2
  %6969 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6968, i64 1024, 4, 0
  %6970 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6969, i64 128, 4, 1
  %6971 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6970, i64 1, 4, 2
  br label %6972

6972:                                             ; preds = %7000, %6956
  %6973 = phi i64 [ %7001, %7000 ], [ 0, %6956 ]
  %6974 = icmp slt i64 %6973, 1
  br i1 %6974, label %6975, label %7002

6975:                                             ; preds = %6972
  br label %6976

6976:                                             ; preds = %6998, %6975
  %6977 = phi i64 [ %6999, %6998 ], [ 0, %6975 ]
  %6978 = icmp slt i64 %6977, 8
  br i1 %6978, label %6979, label %7000

6979:                                             ; preds = %6976
  br label %6980

6980:                                             ; preds = %6983, %6979
  %6981 = phi i64 [ %6997, %6983 ], [ 0, %6979 ]
  %6982 = icmp slt i64 %6981, 128
  br i1 %6982, label %6983, label %6998

6983:                                             ; preds = %6980
  %6984 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6932, 1
  %6985 = mul nuw nsw i64 %6973, 1024
  %6986 = mul nuw nsw i64 %6977, 128
  %6987 = add nuw nsw i64 %6985, %6986
  %6988 = add nuw nsw i64 %6987, %6981
  %6989 = getelementptr inbounds nuw float, ptr %6984, i64 %6988
  %6990 = load float, ptr %6989, align 4
  %6991 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6971, 1
  %6992 = mul nuw nsw i64 %6973, 1024
  %6993 = mul nuw nsw i64 %6977, 128
  %6994 = add nuw nsw i64 %6992, %6993
  %6995 = add nuw nsw i64 %6994, %6981
  %6996 = getelementptr inbounds nuw float, ptr %6991, i64 %6995
  store float %6990, ptr %6996, align 4
  %6997 = add i64 %6981, 1
  br label %6980

6998:                                             ; preds = %6980
  %6999 = add i64 %6977, 1
  br label %6976

7000:                                             ; preds = %6976
  %7001 = add i64 %6973, 1
  br label %6972

7002:                                             ; preds = %6972
  br label %7003

7003:                                             ; preds = %7064, %7002
  %7004 = phi i64 [ %7065, %7064 ], [ 0, %7002 ]
  %7005 = icmp slt i64 %7004, 1
  br i1 %7005, label %7006, label %7066

7006:                                             ; preds = %7003
  br label %7007

7007:                                             ; preds = %7062, %7006
  %7008 = phi i64 [ %7063, %7062 ], [ 0, %7006 ]
  %7009 = icmp slt i64 %7008, 8
  br i1 %7009, label %7010, label %7064

7010:                                             ; preds = %7007
  br label %7011

7011:                                             ; preds = %7060, %7010
  %7012 = phi i64 [ %7061, %7060 ], [ 0, %7010 ]
  %7013 = icmp slt i64 %7012, 128
  br i1 %7013, label %7014, label %7062

7014:                                             ; preds = %7011
  br label %7015

7015:                                             ; preds = %7018, %7014
  %7016 = phi i64 [ %7059, %7018 ], [ 0, %7014 ]
  %7017 = icmp slt i64 %7016, 32
  br i1 %7017, label %7018, label %7060

7018:                                             ; preds = %7015
  %7019 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %7016
  %7020 = load float, ptr %7019, align 4
  %7021 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6796, 1
  %7022 = mul nuw nsw i64 %7004, 256
  %7023 = mul nuw nsw i64 %7008, 32
  %7024 = add nuw nsw i64 %7022, %7023
  %7025 = add nuw nsw i64 %7024, %7016
  %7026 = getelementptr inbounds nuw float, ptr %7021, i64 %7025
  %7027 = load float, ptr %7026, align 4
  %7028 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6850, 1
  %7029 = mul nuw nsw i64 %7004, 8
  %7030 = add nuw nsw i64 %7029, %7008
  %7031 = add nuw nsw i64 %7030, 0
  %7032 = getelementptr inbounds nuw float, ptr %7028, i64 %7031
  %7033 = load float, ptr %7032, align 4
  %7034 = mul nuw nsw i64 %7012, 32
  %7035 = add nuw nsw i64 %7034, %7016
  %7036 = getelementptr inbounds nuw float, ptr @__constant_128x32xf32, i64 %7035
  %7037 = load float, ptr %7036, align 4
  %7038 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6971, 1
  %7039 = mul nuw nsw i64 %7004, 1024
  %7040 = mul nuw nsw i64 %7008, 128
  %7041 = add nuw nsw i64 %7039, %7040
  %7042 = add nuw nsw i64 %7041, %7012
  %7043 = getelementptr inbounds nuw float, ptr %7038, i64 %7042
  %7044 = load float, ptr %7043, align 4
  %7045 = fdiv float %7033, 3.200000e+01
  %7046 = fadd float %7045, f0x358637BD
  %7047 = call float @llvm.sqrt.f32(float %7046)
  %7048 = fdiv float 1.000000e+00, %7047
  %7049 = fmul float %7027, %7048
  %7050 = fmul float %7020, %7049
  %7051 = fmul float %7050, %7037
  %7052 = fadd float %7044, %7051
  %7053 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6971, 1
  %7054 = mul nuw nsw i64 %7004, 1024
  %7055 = mul nuw nsw i64 %7008, 128
  %7056 = add nuw nsw i64 %7054, %7055
  %7057 = add nuw nsw i64 %7056, %7012
  %7058 = getelementptr inbounds nuw float, ptr %7053, i64 %7057
  store float %7052, ptr %7058, align 4
  %7059 = add i64 %7016, 1
  br label %7015

7060:                                             ; preds = %7015
  %7061 = add i64 %7012, 1
  br label %7011

7062:                                             ; preds = %7011
  %7063 = add i64 %7008, 1
  br label %7007

7064:                                             ; preds = %7007
  %7065 = add i64 %7004, 1
  br label %7003

7066:                                             ; preds = %7003
  %7067 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 0
  call void @free(ptr %7067)
  %7068 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %74, 0
  call void @free(ptr %7068)
  %7069 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %108, 0
  call void @free(ptr %7069)
  %7070 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %147, 0
  call void @free(ptr %7070)
  %7071 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %245, 0
  call void @free(ptr %7071)
  %7072 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %291, 0
  call void @free(ptr %7072)
  %7073 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %306, 0
  call void @free(ptr %7073)
  %7074 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %394, 0
  call void @free(ptr %7074)
  %7075 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %498, 0
  call void @free(ptr %7075)
  %7076 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %557, 0
  call void @free(ptr %7076)
  %7077 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %630, 0
  call void @free(ptr %7077)
  %7078 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %685, 0
  call void @free(ptr %7078)
  %7079 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %723, 0
  call void @free(ptr %7079)
  %7080 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %805, 0
  call void @free(ptr %7080)
  %7081 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %863, 0
  call void @free(ptr %7081)
  %7082 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %909, 0
  call void @free(ptr %7082)
  %7083 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1029, 0
  call void @free(ptr %7083)
  %7084 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1083, 0
  call void @free(ptr %7084)
  %7085 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1129, 0
  call void @free(ptr %7085)
  %7086 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1249, 0
  call void @free(ptr %7086)
  %7087 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1307, 0
  call void @free(ptr %7087)
  %7088 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1440, 0
  call void @free(ptr %7088)
  %7089 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1513, 0
  call void @free(ptr %7089)
  %7090 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1530, 0
  call void @free(ptr %7090)
  %7091 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1642, 0
  call void @free(ptr %7091)
  %7092 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1768, 0
  call void @free(ptr %7092)
  %7093 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1841, 0
  call void @free(ptr %7093)
  %7094 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1858, 0
  call void @free(ptr %7094)
  %7095 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1970, 0
  call void @free(ptr %7095)
  %7096 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2085, 0
  call void @free(ptr %7096)
  %7097 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2153, 0
  call void @free(ptr %7097)
  %7098 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2246, 0
  call void @free(ptr %7098)
  %7099 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2313, 0
  call void @free(ptr %7099)
  %7100 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2467, 0
  call void @free(ptr %7100)
  %7101 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2532, 0
  call void @free(ptr %7101)
  %7102 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2601, 0
  call void @free(ptr %7102)
  %7103 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2714, 0
  call void @free(ptr %7103)
  %7104 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2783, 0
  call void @free(ptr %7104)
  %7105 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2831, 0
  call void @free(ptr %7105)
  %7106 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2936, 0
  call void @free(ptr %7106)
  %7107 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2984, 0
  call void @free(ptr %7107)
  %7108 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3104, 0
  call void @free(ptr %7108)
  %7109 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3256, 0
  call void @free(ptr %7109)
  %7110 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3362, 0
  call void @free(ptr %7110)
  %7111 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3416, 0
  call void @free(ptr %7111)
  %7112 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3498, 0
  call void @free(ptr %7112)
  %7113 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3556, 0
  call void @free(ptr %7113)
  %7114 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3598, 0
  call void @free(ptr %7114)
  %7115 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3694, 0
  call void @free(ptr %7115)
  %7116 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3790, 0
  call void @free(ptr %7116)
  %7117 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3900, 0
  call void @free(ptr %7117)
  %7118 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3954, 0
  call void @free(ptr %7118)
  %7119 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4036, 0
  call void @free(ptr %7119)
  %7120 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4098, 0
  call void @free(ptr %7120)
  %7121 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4218, 0
  call void @free(ptr %7121)
  %7122 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4276, 0
  call void @free(ptr %7122)
  %7123 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4396, 0
  call void @free(ptr %7123)
  %7124 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4454, 0
  call void @free(ptr %7124)
  %7125 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4587, 0
  call void @free(ptr %7125)
  %7126 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4660, 0
  call void @free(ptr %7126)
  %7127 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4677, 0
  call void @free(ptr %7127)
  %7128 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4789, 0
  call void @free(ptr %7128)
  %7129 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4915, 0
  call void @free(ptr %7129)
  %7130 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4988, 0
  call void @free(ptr %7130)
  %7131 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5005, 0
  call void @free(ptr %7131)
  %7132 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5117, 0
  call void @free(ptr %7132)
  %7133 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5232, 0
  call void @free(ptr %7133)
  %7134 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5300, 0
  call void @free(ptr %7134)
  %7135 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5408, 0
  call void @free(ptr %7135)
  %7136 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5562, 0
  call void @free(ptr %7136)
  %7137 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5644, 0
  call void @free(ptr %7137)
  %7138 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5757, 0
  call void @free(ptr %7138)
  %7139 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5826, 0
  call void @free(ptr %7139)
  %7140 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5931, 0
  call void @free(ptr %7140)
  %7141 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6051, 0
  call void @free(ptr %7141)
  %7142 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6192, 0
  call void @free(ptr %7142)
  %7143 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6298, 0
  call void @free(ptr %7143)
  %7144 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6352, 0
  call void @free(ptr %7144)
  %7145 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6434, 0
  call void @free(ptr %7145)
  %7146 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6494, 0
  call void @free(ptr %7146)
  %7147 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6590, 0
  call void @free(ptr %7147)
  %7148 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6686, 0
  call void @free(ptr %7148)
  %7149 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6796, 0
  call void @free(ptr %7149)
  %7150 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6850, 0
  call void @free(ptr %7150)
  %7151 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6932, 0
  call void @free(ptr %7151)
  ret { ptr, ptr, i64, [3 x i64], [3 x i64] } %6971
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; irlower-stages: fx_graph=fda255aeb0f9 torch_mlir=36baf284690c linalg_on_tensors_mlir=41d8f8914f15 llvm_mlir=8867398fae64
