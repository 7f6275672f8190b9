; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@__constant_1x64xi64_32 = private constant [1 x [64 x i64]] zeroinitializer, align 64 ; 64 elements elided
@__constant_1x64xi64 = private constant [1 x [64 x i64]] zeroinitializer, align 64
@__constant_128x32xf32 = private constant [128 x [32 x float]] zeroinitializer, align 64 ; 4096 elements elided
@__constant_2x32xf32 = private constant [2 x [32 x float]] zeroinitializer, align 64 ; 64 elements elided
@__constant_64x32xf32_31 = private constant [64 x [32 x float]] zeroinitializer, align 64 ; 2048 elements elided
@__constant_32xf32_30 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_29 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x32xf32_28 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_27 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x32xf32_26 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_25 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x32xf32_24 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_23 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x32xf32_22 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_21 = private constant [32 x float] zeroinitializer, align 64
@__constant_32xf32_20 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_19 = private constant [32 x float] zeroinitializer, align 64
@__constant_64x32xf32_18 = private constant [64 x [32 x float]] zeroinitializer, align 64 ; 2048 elements elided
@__constant_64xf32_17 = private constant [64 x float] zeroinitializer, align 64
@__constant_32x64xf32_16 = private constant [32 x [64 x float]] zeroinitializer, align 64 ; 2048 elements elided
@__constant_32xf32_15 = private constant [32 x float] zeroinitializer, align 64
@__constant_32xf32_14 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_13 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x32xf32_12 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_11 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x32xf32_10 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_9 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x32xf32_8 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_7 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x32xf32_6 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_5 = private constant [32 x float] zeroinitializer, align 64
@__constant_32xf32_4 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_3 = private constant [32 x float] zeroinitializer, align 64
@__constant_64x32xf32 = private constant [64 x [32 x float]] zeroinitializer, align 64 ; 2048 elements elided
@__constant_64xf32 = private constant [64 x float] zeroinitializer, align 64
@__constant_32x64xf32 = private constant [32 x [64 x float]] zeroinitializer, align 64 ; 2048 elements elided
@__constant_32xf32_2 = private constant [32 x float] zeroinitializer, align 64
@__constant_32xf32_1 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_0 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x32xf32 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32 = private constant [32 x float] zeroinitializer, align 64

declare void @free(ptr)

declare ptr @malloc(i64)

define { { ptr, ptr, i64, [3 x i64], [3 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } @main(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
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

30:                                               ; preds = %78, %7
  %31 = phi i64 [ %79, %78 ], [ 0, %7 ]
  %32 = icmp slt i64 %31, 1
  br i1 %32, label %33, label %80

33:                                               ; preds = %30
  br label %34

34:                                               ; preds = %76, %33
  %35 = phi i64 [ %77, %76 ], [ 0, %33 ]
  %36 = icmp slt i64 %35, 8
  br i1 %36, label %37, label %78

37:                                               ; preds = %34
  br label %38

38:                                               ; preds = %41, %37
  %39 = phi i64 [ %75, %41 ], [ 0, %37 ]
  %40 = icmp slt i64 %39, 32
  br i1 %40, label %41, label %76

41:                                               ; preds = %38
  %42 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, 1
  %43 = mul nuw nsw i64 %31, 8
  %44 = add nuw nsw i64 %43, %35
  %45 = getelementptr inbounds nuw i64, ptr %42, i64 %44
  %46 = load i64, ptr %45, align 4
  %47 = mul nuw nsw i64 %31, 64
  %48 = add nuw nsw i64 %47, %35
  %49 = getelementptr inbounds nuw i64, ptr @__constant_1x64xi64, i64 %48
  %50 = load i64, ptr %49, align 4
  %51 = mul nuw nsw i64 %31, 64
  %52 = add nuw nsw i64 %51, %35
  %53 = getelementptr inbounds nuw i64, ptr @__constant_1x64xi64_32, i64 %52
  %54 = load i64, ptr %53, align 4
  %55 = mul nuw nsw i64 %54, 32
  %56 = add nuw nsw i64 %55, %39
  %57 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_31, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = mul nuw nsw i64 %50, 32
  %60 = add nuw nsw i64 %59, %39
  %61 = getelementptr inbounds nuw float, ptr @__constant_2x32xf32, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = mul nuw nsw i64 %46, 32
  %64 = add nuw nsw i64 %63, %39
  %65 = getelementptr inbounds nuw float, ptr @__constant_128x32xf32, i64 %64
  %66 = load float, ptr %65, align 4
  %67 = fadd float %66, %62
  %68 = fadd float %67, %58
  %69 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %70 = mul nuw nsw i64 %31, 256
  %71 = mul nuw nsw i64 %35, 32
  %72 = add nuw nsw i64 %70, %71
  %73 = add nuw nsw i64 %72, %39
  %74 = getelementptr inbounds nuw float, ptr %69, i64 %73
  store float %68, ptr %74, align 4
  %75 = add i64 %39, 1
  br label %38

76:                                               ; preds = %38
  %77 = add i64 %35, 1
  br label %34

78:                                               ; preds = %34
  %79 = add i64 %31, 1
  br label %30

80:                                               ; preds = %30
  %81 = call ptr @malloc(i64 2112)
  %82 = ptrtoint ptr %81 to i64
  %83 = add i64 %82, 63
  %84 = urem i64 %83, 64
  %85 = sub i64 %83, %84
  %86 = inttoptr i64 %85 to ptr
  %87 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %81, 0
  %88 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %87, ptr %86, 1
  %89 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %88, i64 0, 2
  %90 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %89, i64 1, 3, 0
  %91 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %90, i64 8, 3, 1
  %92 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %91, i64 32, 3, 2
  %93 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %92, i64 256, 4, 0
  %94 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %93, i64 32, 4, 1
  %95 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %94, i64 1, 4, 2
  br label %96

96:                                               ; preds = %125, %80
  %97 = phi i64 [ %126, %125 ], [ 0, %80 ]
  %98 = icmp slt i64 %97, 1
  br i1 %98, label %99, label %127

99:                                               ; preds = %96
  br label %100

100:                                              ; preds = %123, %99
  %101 = phi i64 [ %124, %123 ], [ 0, %99 ]
  %102 = icmp slt i64 %101, 8
  br i1 %102, label %103, label %125

103:                                              ; preds = %100
  br label %104

104:                                              ; preds = %107, %103
  %105 = phi i64 [ %122, %107 ], [ 0, %103 ]
  %106 = icmp slt i64 %105, 32
  br i1 %106, label %107, label %123

107:                                              ; preds = %104
  %108 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %109 = mul nuw nsw i64 %97, 256
  %110 = mul nuw nsw i64 %101, 32
  %111 = add nuw nsw i64 %109, %110
  %112 = add nuw nsw i64 %111, %105
  %113 = getelementptr inbounds nuw float, ptr %108, i64 %112
  %114 = load float, ptr %113, align 4
  %115 = fpext float %114 to double
  %116 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %95, 1
  %117 = mul nuw nsw i64 %97, 256
  %118 = mul nuw nsw i64 %101, 32
  %119 = add nuw nsw i64 %117, %118
  %120 = add nuw nsw i64 %119, %105
  %121 = getelementptr inbounds nuw double, ptr %116, i64 %120
  store double %115, ptr %121, align 8
  %122 = add i64 %105, 1
  br label %104

123:                                              ; preds = %104
  %124 = add i64 %101, 1
  br label %100

125:                                              ; preds = %100
  %126 = add i64 %97, 1
  br label %96

127:                                              ; preds = %96
  %128 = call ptr @malloc(i64 128)
  %129 = ptrtoint ptr %128 to i64
  %130 = add i64 %129, 63
  %131 = urem i64 %130, 64
  %132 = sub i64 %130, %131
  %133 = inttoptr i64 %132 to ptr
  %134 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %128, 0
  %135 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %134, ptr %133, 1
  %136 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %135, i64 0, 2
  %137 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %136, i64 1, 3, 0
  %138 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %137, i64 8, 3, 1
  %139 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %138, i64 1, 3, 2
  %140 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %139, i64 8, 4, 0
  %141 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %140, i64 1, 4, 1
  %142 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, i64 1, 4, 2
  br label %143

143:                                              ; preds = %163, %127
  %144 = phi i64 [ %164, %163 ], [ 0, %127 ]
  %145 = icmp slt i64 %144, 1
  br i1 %145, label %146, label %165

146:                                              ; preds = %143
  br label %147

147:                                              ; preds = %161, %146
  %148 = phi i64 [ %162, %161 ], [ 0, %146 ]
  %149 = icmp slt i64 %148, 8
  br i1 %149, label %150, label %163

150:                                              ; preds = %147
  br label %151

151:                                              ; preds = %154, %150
  %152 = phi i64 [ %160, %154 ], [ 0, %150 ]
  %153 = icmp slt i64 %152, 1
  br i1 %153, label %154, label %161

154:                                              ; preds = %151
  %155 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %156 = mul nuw nsw i64 %144, 8
  %157 = add nuw nsw i64 %156, %148
  %158 = add nuw nsw i64 %157, %152
  %159 = getelementptr inbounds nuw double, ptr %155, i64 %158
  store double 0.000000e+00, ptr %159, align 8
  %160 = add i64 %152, 1
  br label %151

161:                                              ; preds = %151
  %162 = add i64 %148, 1
  br label %147

163:                                              ; preds = %147
  %164 = add i64 %144, 1
  br label %143

165:                                              ; preds = %143
  %166 = call ptr @malloc(i64 128)
  %167 = ptrtoint ptr %166 to i64
  %168 = add i64 %167, 63
  %169 = urem i64 %168, 64
  %170 = sub i64 %168, %169
  %171 = inttoptr i64 %170 to ptr
  %172 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %166, 0
  %173 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %172, ptr %171, 1
  %174 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %173, i64 0, 2
  %175 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %174, i64 1, 3, 0
  %176 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %175, i64 8, 3, 1
  %177 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %176, i64 1, 3, 2
  %178 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %177, i64 8, 4, 0
  %179 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %178, i64 1, 4, 1
  %180 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %179, i64 1, 4, 2
  br label %181

181:                                              ; preds = %207, %165
  %182 = phi i64 [ %208, %207 ], [ 0, %165 ]
  %183 = icmp slt i64 %182, 1
  br i1 %183, label %184, label %209

184:                                              ; preds = %181
  br label %185

185:                                              ; preds = %205, %184
  %186 = phi i64 [ %206, %205 ], [ 0, %184 ]
  %187 = icmp slt i64 %186, 8
  br i1 %187, label %188, label %207

188:                                              ; preds = %185
  br label %189

189:                                              ; preds = %192, %188
  %190 = phi i64 [ %204, %192 ], [ 0, %188 ]
  %191 = icmp slt i64 %190, 1
  br i1 %191, label %192, label %205

192:                                              ; preds = %189
  %193 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %194 = mul nuw nsw i64 %182, 8
  %195 = add nuw nsw i64 %194, %186
  %196 = add nuw nsw i64 %195, %190
  %197 = getelementptr inbounds nuw double, ptr %193, i64 %196
  %198 = load double, ptr %197, align 8
  %199 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %180, 1
  %200 = mul nuw nsw i64 %182, 8
  %201 = add nuw nsw i64 %200, %186
  %202 = add nuw nsw i64 %201, %190
  %203 = getelementptr inbounds nuw double, ptr %199, i64 %202
  store double %198, ptr %203, align 8
  %204 = add i64 %190, 1
  br label %189

205:                                              ; preds = %189
  %206 = add i64 %186, 1
  br label %185

207:                                              ; preds = %185
  %208 = add i64 %182, 1
  br label %181

209:                                              ; preds = %181
  br label %210

210:                                              ; preds = %244, %209
  %211 = phi i64 [ %245, %244 ], [ 0, %209 ]
  %212 = icmp slt i64 %211, 1
  br i1 %212, label %213, label %246

213:                                              ; preds = %210
  br label %214

214:                                              ; preds = %242, %213
  %215 = phi i64 [ %243, %242 ], [ 0, %213 ]
  %216 = icmp slt i64 %215, 8
  br i1 %216, label %217, label %244

217:                                              ; preds = %214
  br label %218

218:                                              ; preds = %221, %217
  %219 = phi i64 [ %241, %221 ], [ 0, %217 ]
  %220 = icmp slt i64 %219, 32
  br i1 %220, label %221, label %242

221:                                              ; preds = %218
  %222 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %95, 1
  %223 = mul nuw nsw i64 %211, 256
  %224 = mul nuw nsw i64 %215, 32
  %225 = add nuw nsw i64 %223, %224
  %226 = add nuw nsw i64 %225, %219
  %227 = getelementptr inbounds nuw double, ptr %222, i64 %226
  %228 = load double, ptr %227, align 8
  %229 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %180, 1
  %230 = mul nuw nsw i64 %211, 8
  %231 = add nuw nsw i64 %230, %215
  %232 = add nuw nsw i64 %231, 0
  %233 = getelementptr inbounds nuw double, ptr %229, i64 %232
  %234 = load double, ptr %233, align 8
  %235 = fadd double %228, %234
  %236 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %180, 1
  %237 = mul nuw nsw i64 %211, 8
  %238 = add nuw nsw i64 %237, %215
  %239 = add nuw nsw i64 %238, 0
  %240 = getelementptr inbounds nuw double, ptr %236, i64 %239
  store double %235, ptr %240, align 8
  %241 = add i64 %219, 1
  br label %218

242:                                              ; preds = %218
  %243 = add i64 %215, 1
  br label %214

244:                                              ; preds = %214
  %245 = add i64 %211, 1
  br label %210

246:                                              ; preds = %210
  %247 = call ptr @malloc(i64 128)
  %248 = ptrtoint ptr %247 to i64
  %249 = add i64 %248, 63
  %250 = urem i64 %249, 64
  %251 = sub i64 %249, %250
  %252 = inttoptr i64 %251 to ptr
  %253 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %247, 0
  %254 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %253, ptr %252, 1
  %255 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %254, i64 0, 2
  %256 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %255, i64 1, 3, 0
  %257 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %256, i64 8, 3, 1
  %258 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %257, i64 1, 3, 2
  %259 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %258, i64 8, 4, 0
  %260 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %259, i64 1, 4, 1
  %261 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %260, i64 1, 4, 2
  br label %262

262:                                              ; preds = %288, %246
  %263 = phi i64 [ %289, %288 ], [ 0, %246 ]
  %264 = icmp slt i64 %263, 1
  br i1 %264, label %265, label %290

265:                                              ; preds = %262
  br label %266

266:                                              ; preds = %286, %265
  %267 = phi i64 [ %287, %286 ], [ 0, %265 ]
  %268 = icmp slt i64 %267, 8
  br i1 %268, label %269, label %288

269:                                              ; preds = %266
  br label %270

270:                                              ; preds = %273, %269
  %271 = phi i64 [ %285, %273 ], [ 0, %269 ]
  %272 = icmp slt i64 %271, 1
  br i1 %272, label %273, label %286

273:                                              ; preds = %270
  %274 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %275 = mul nuw nsw i64 %263, 8
  %276 = add nuw nsw i64 %275, %267
  %277 = add nuw nsw i64 %276, %271
  %278 = getelementptr inbounds nuw double, ptr %274, i64 %277
  %279 = load double, ptr %278, align 8
  %280 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %261, 1
  %281 = mul nuw nsw i64 %263, 8
  %282 = add nuw nsw i64 %281, %267
  %283 = add nuw nsw i64 %282, %271
  %284 = getelementptr inbounds nuw double, ptr %280, i64 %283
  store double %279, ptr %284, align 8
  %285 = add i64 %271, 1
  br label %270

286:                                              ; preds = %270
  %287 = add i64 %267, 1
  br label %266

288:                                              ; preds = %266
  %289 = add i64 %263, 1
  br label %262

290:                                              ; preds = %262
  br label %291

291:                                              ; preds = %334, %290
  %292 = phi i64 [ %335, %334 ], [ 0, %290 ]
  %293 = icmp slt i64 %292, 1
  br i1 %293, label %294, label %336

294:                                              ; preds = %291
  br label %295

295:                                              ; preds = %332, %294
  %296 = phi i64 [ %333, %332 ], [ 0, %294 ]
  %297 = icmp slt i64 %296, 8
  br i1 %297, label %298, label %334

298:                                              ; preds = %295
  br label %299

299:                                              ; preds = %302, %298
  %300 = phi i64 [ %331, %302 ], [ 0, %298 ]
  %301 = icmp slt i64 %300, 32
  br i1 %301, label %302, label %332

302:                                              ; preds = %299
  %303 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %95, 1
  %304 = mul nuw nsw i64 %292, 256
  %305 = mul nuw nsw i64 %296, 32
  %306 = add nuw nsw i64 %304, %305
  %307 = add nuw nsw i64 %306, %300
  %308 = getelementptr inbounds nuw double, ptr %303, i64 %307
  %309 = load double, ptr %308, align 8
  %310 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %180, 1
  %311 = mul nuw nsw i64 %292, 8
  %312 = add nuw nsw i64 %311, %296
  %313 = add nuw nsw i64 %312, 0
  %314 = getelementptr inbounds nuw double, ptr %310, i64 %313
  %315 = load double, ptr %314, align 8
  %316 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %261, 1
  %317 = mul nuw nsw i64 %292, 8
  %318 = add nuw nsw i64 %317, %296
  %319 = add nuw nsw i64 %318, 0
  %320 = getelementptr inbounds nuw double, ptr %316, i64 %319
  %321 = load double, ptr %320, align 8
  %322 = fdiv double %315, 3.200000e+01
  %323 = fsub double %309, %322
  %324 = fmul double %323, %323
  %325 = fadd double %324, %321
  %326 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %261, 1
  %327 = mul nuw nsw i64 %292, 8
  %328 = add nuw nsw i64 %327, %296
  %329 = add nuw nsw i64 %328, 0
  %330 = getelementptr inbounds nuw double, ptr %326, i64 %329
  store double %325, ptr %330, align 8
  %331 = add i64 %300, 1
  br label %299

332:                                              ; preds = %299
  %333 = add i64 %296, 1
  br label %295

334:                                              ; preds = %295
  %335 = add i64 %292, 1
  br label %291

336:                                              ; preds = %291
  %337 = call ptr @malloc(i64 96)
  %338 = ptrtoint ptr %337 to i64
  %339 = add i64 %338, 63
  %340 = urem i64 %339, 64
  %341 = sub i64 %339, %340
  %342 = inttoptr i64 %341 to ptr
  %343 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %337, 0
  %344 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %343, ptr %342, 1
  %345 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %344, i64 0, 2
  %346 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %345, i64 1, 3, 0
  %347 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %346, i64 8, 3, 1
  %348 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %347, i64 1, 3, 2
  %349 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %348, i64 8, 4, 0
  %350 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %349, i64 1, 4, 1
  %351 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %350, i64 1, 4, 2
  br label %352

352:                                              ; preds = %372, %336
  %353 = phi i64 [ %373, %372 ], [ 0, %336 ]
  %354 = icmp slt i64 %353, 1
  br i1 %354, label %355, label %374

355:                                              ; preds = %352
  br label %356

356:                                              ; preds = %370, %355
  %357 = phi i64 [ %371, %370 ], [ 0, %355 ]
  %358 = icmp slt i64 %357, 8
  br i1 %358, label %359, label %372

359:                                              ; preds = %356
  br label %360

360:                                              ; preds = %363, %359
  %361 = phi i64 [ %369, %363 ], [ 0, %359 ]
  %362 = icmp slt i64 %361, 1
  br i1 %362, label %363, label %370

363:                                              ; preds = %360
  %364 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %351, 1
  %365 = mul nuw nsw i64 %353, 8
  %366 = add nuw nsw i64 %365, %357
  %367 = add nuw nsw i64 %366, %361
  %368 = getelementptr inbounds nuw float, ptr %364, i64 %367
  store float 0.000000e+00, ptr %368, align 4
  %369 = add i64 %361, 1
  br label %360

370:                                              ; preds = %360
  %371 = add i64 %357, 1
  br label %356

372:                                              ; preds = %356
  %373 = add i64 %353, 1
  br label %352

374:                                              ; preds = %352
  %375 = call ptr @malloc(i64 96)
  %376 = ptrtoint ptr %375 to i64
  %377 = add i64 %376, 63
  %378 = urem i64 %377, 64
  %379 = sub i64 %377, %378
  %380 = inttoptr i64 %379 to ptr
  %381 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %375, 0
  %382 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %381, ptr %380, 1
  %383 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %382, i64 0, 2
  %384 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %383, i64 1, 3, 0
  %385 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %384, i64 8, 3, 1
  %386 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %385, i64 1, 3, 2
  %387 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %386, i64 8, 4, 0
  %388 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %387, i64 1, 4, 1
  %389 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %388, i64 1, 4, 2
  br label %390

390:                                              ; preds = %416, %374
  %391 = phi i64 [ %417, %416 ], [ 0, %374 ]
  %392 = icmp slt i64 %391, 1
  br i1 %392, label %393, label %418

393:                                              ; preds = %390
  br label %394

394:                                              ; preds = %414, %393
  %395 = phi i64 [ %415, %414 ], [ 0, %393 ]
  %396 = icmp slt i64 %395, 8
  br i1 %396, label %397, label %416

397:                                              ; preds = %394
  br label %398

398:                                              ; preds = %401, %397
  %399 = phi i64 [ %413, %401 ], [ 0, %397 ]
  %400 = icmp slt i64 %399, 1
  br i1 %400, label %401, label %414

401:                                              ; preds = %398
  %402 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %351, 1
  %403 = mul nuw nsw i64 %391, 8
  %404 = add nuw nsw i64 %403, %395
  %405 = add nuw nsw i64 %404, %399
  %406 = getelementptr inbounds nuw float, ptr %402, i64 %405
  %407 = load float, ptr %406, align 4
  %408 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %389, 1
  %409 = mul nuw nsw i64 %391, 8
  %410 = add nuw nsw i64 %409, %395
  %411 = add nuw nsw i64 %410, %399
  %412 = getelementptr inbounds nuw float, ptr %408, i64 %411
  store float %407, ptr %412, align 4
  %413 = add i64 %399, 1
  br label %398

414:                                              ; preds = %398
  %415 = add i64 %395, 1
  br label %394

416:                                              ; preds = %394
  %417 = add i64 %391, 1
  br label %390

418:                                              ; preds = %390
  br label %419

419:                                              ; preds = %453, %418
  %420 = phi i64 [ %454, %453 ], [ 0, %418 ]
  %421 = icmp slt i64 %420, 1
  br i1 %421, label %422, label %455

422:                                              ; preds = %419
  br label %423

423:                                              ; preds = %451, %422
  %424 = phi i64 [ %452, %451 ], [ 0, %422 ]
  %425 = icmp slt i64 %424, 8
  br i1 %425, label %426, label %453

426:                                              ; preds = %423
  br label %427

427:                                              ; preds = %430, %426
  %428 = phi i64 [ %450, %430 ], [ 0, %426 ]
  %429 = icmp slt i64 %428, 32
  br i1 %429, label %430, label %451

430:                                              ; preds = %427
  %431 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %432 = mul nuw nsw i64 %420, 256
  %433 = mul nuw nsw i64 %424, 32
  %434 = add nuw nsw i64 %432, %433
  %435 = add nuw nsw i64 %434, %428
  %436 = getelementptr inbounds nuw float, ptr %431, i64 %435
  %437 = load float, ptr %436, align 4
  %438 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %389, 1
  %439 = mul nuw nsw i64 %420, 8
  %440 = add nuw nsw i64 %439, %424
  %441 = add nuw nsw i64 %440, 0
  %442 = getelementptr inbounds nuw float, ptr %438, i64 %441
  %443 = load float, ptr %442, align 4
  %444 = fadd float %437, %443
  %445 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %389, 1
  %446 = mul nuw nsw i64 %420, 8
  %447 = add nuw nsw i64 %446, %424
  %448 = add nuw nsw i64 %447, 0
  %449 = getelementptr inbounds nuw float, ptr %445, i64 %448
  store float %444, ptr %449, align 4
  %450 = add i64 %428, 1
  br label %427

451:                                              ; preds = %427
  %452 = add i64 %424, 1
  br label %423

453:                                              ; preds = %423
  %454 = add i64 %420, 1
  br label %419

455:                                              ; preds = %419
  %456 = call ptr @malloc(i64 1088)
  %457 = ptrtoint ptr %456 to i64
  %458 = add i64 %457, 63
  %459 = urem i64 %458, 64
  %460 = sub i64 %458, %459
  %461 = inttoptr i64 %460 to ptr
  %462 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %456, 0
  %463 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %462, ptr %461, 1
  %464 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %463, i64 0, 2
  %465 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %464, i64 1, 3, 0
  %466 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %465, i64 8, 3, 1
  %467 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %466, i64 32, 3, 2
  %468 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %467, i64 256, 4, 0
  %469 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %468, i64 32, 4, 1
  %470 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %469, i64 1, 4, 2
  br label %471

471:                                              ; preds = %525, %455
  %472 = phi i64 [ %526, %525 ], [ 0, %455 ]
  %473 = icmp slt i64 %472, 1
  br i1 %473, label %474, label %527

474:                                              ; preds = %471
  br label %475

475:                                              ; preds = %523, %474
  %476 = phi i64 [ %524, %523 ], [ 0, %474 ]
  %477 = icmp slt i64 %476, 8
  br i1 %477, label %478, label %525

478:                                              ; preds = %475
  br label %479

479:                                              ; preds = %482, %478
  %480 = phi i64 [ %522, %482 ], [ 0, %478 ]
  %481 = icmp slt i64 %480, 32
  br i1 %481, label %482, label %523

482:                                              ; preds = %479
  %483 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %484 = mul nuw nsw i64 %472, 256
  %485 = mul nuw nsw i64 %476, 32
  %486 = add nuw nsw i64 %484, %485
  %487 = add nuw nsw i64 %486, %480
  %488 = getelementptr inbounds nuw float, ptr %483, i64 %487
  %489 = load float, ptr %488, align 4
  %490 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %389, 1
  %491 = mul nuw nsw i64 %472, 8
  %492 = add nuw nsw i64 %491, %476
  %493 = add nuw nsw i64 %492, 0
  %494 = getelementptr inbounds nuw float, ptr %490, i64 %493
  %495 = load float, ptr %494, align 4
  %496 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %261, 1
  %497 = mul nuw nsw i64 %472, 8
  %498 = add nuw nsw i64 %497, %476
  %499 = add nuw nsw i64 %498, 0
  %500 = getelementptr inbounds nuw double, ptr %496, i64 %499
  %501 = load double, ptr %500, align 8
  %502 = getelementptr inbounds nuw float, ptr @__constant_32xf32_30, i64 %480
  %503 = load float, ptr %502, align 4
  %504 = getelementptr inbounds nuw float, ptr @__constant_32xf32_29, i64 %480
  %505 = load float, ptr %504, align 4
  %506 = fdiv double %501, 3.200000e+01
  %507 = fptrunc double %506 to float
  %508 = fadd float %507, f0x2B8CBCCC
  %509 = call float @llvm.sqrt.f32(float %508)
  %510 = fdiv float 1.000000e+00, %509
  %511 = fdiv float %495, 3.200000e+01
  %512 = fsub float %489, %511
  %513 = fmul float %512, %510
  %514 = fmul float %513, %503
  %515 = fadd float %514, %505
  %516 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %470, 1
  %517 = mul nuw nsw i64 %472, 256
  %518 = mul nuw nsw i64 %476, 32
  %519 = add nuw nsw i64 %517, %518
  %520 = add nuw nsw i64 %519, %480
  %521 = getelementptr inbounds nuw float, ptr %516, i64 %520
  store float %515, ptr %521, align 4
  %522 = add i64 %480, 1
  br label %479

523:                                              ; preds = %479
  %524 = add i64 %476, 1
  br label %475

525:                                              ; preds = %475
  %526 = add i64 %472, 1
  br label %471

527:                                              ; preds = %471
  %528 = call ptr @malloc(i64 1088)
  %529 = ptrtoint ptr %528 to i64
  %530 = add i64 %529, 63
  %531 = urem i64 %530, 64
  %532 = sub i64 %530, %531
  %533 = inttoptr i64 %532 to ptr
  %534 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %528, 0
  %535 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %534, ptr %533, 1
  %536 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %535, i64 0, 2
  %537 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %536, i64 8, 3, 0
  %538 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %537, i64 32, 3, 1
  %539 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %538, i64 32, 4, 0
  %540 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %539, i64 1, 4, 1
  br label %541

541:                                              ; preds = %554, %527
  %542 = phi i64 [ %555, %554 ], [ 0, %527 ]
  %543 = icmp slt i64 %542, 8
  br i1 %543, label %544, label %556

544:                                              ; preds = %541
  br label %545

545:                                              ; preds = %548, %544
  %546 = phi i64 [ %553, %548 ], [ 0, %544 ]
  %547 = icmp slt i64 %546, 32
  br i1 %547, label %548, label %554

548:                                              ; preds = %545
  %549 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %540, 1
  %550 = mul nuw nsw i64 %542, 32
  %551 = add nuw nsw i64 %550, %546
  %552 = getelementptr inbounds nuw float, ptr %549, i64 %551
  store float 0.000000e+00, ptr %552, align 4
  %553 = add i64 %546, 1
  br label %545

554:                                              ; preds = %545
  %555 = add i64 %542, 1
  br label %541

556:                                              ; preds = %541
  %557 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %540, 0
  %558 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %540, 1
  %559 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %557, 0
  %560 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %559, ptr %558, 1
  %561 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %560, i64 0, 2
  %562 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %561, i64 1, 3, 0
  %563 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %562, i64 256, 4, 0
  %564 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %563, i64 8, 3, 1
  %565 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %564, i64 32, 4, 1
  %566 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %565, i64 2, 3, 2
  %567 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %566, i64 16, 4, 2
  %568 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %567, i64 16, 3, 3
  %569 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %568, i64 1, 4, 3
  %570 = call ptr @malloc(i64 1088)
  %571 = ptrtoint ptr %570 to i64
  %572 = add i64 %571, 63
  %573 = urem i64 %572, 64
  %574 = sub i64 %572, %573
  %575 = inttoptr i64 %574 to ptr
  %576 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %570, 0
  %577 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %576, ptr %575, 1
  %578 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %577, i64 0, 2
  %579 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %578, i64 1, 3, 0
  %580 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %579, i64 8, 3, 1
  %581 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %580, i64 2, 3, 2
  %582 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %581, i64 16, 3, 3
  %583 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %582, i64 256, 4, 0
  %584 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %583, i64 32, 4, 1
  %585 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %584, i64 16, 4, 2
  %586 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %585, i64 1, 4, 3
  br label %587

587:                                              ; preds = %625, %556
  %588 = phi i64 [ %626, %625 ], [ 0, %556 ]
  %589 = icmp slt i64 %588, 1
  br i1 %589, label %590, label %627

590:                                              ; preds = %587
  br label %591

591:                                              ; preds = %623, %590
  %592 = phi i64 [ %624, %623 ], [ 0, %590 ]
  %593 = icmp slt i64 %592, 8
  br i1 %593, label %594, label %625

594:                                              ; preds = %591
  br label %595

595:                                              ; preds = %621, %594
  %596 = phi i64 [ %622, %621 ], [ 0, %594 ]
  %597 = icmp slt i64 %596, 2
  br i1 %597, label %598, label %623

598:                                              ; preds = %595
  br label %599

599:                                              ; preds = %602, %598
  %600 = phi i64 [ %620, %602 ], [ 0, %598 ]
  %601 = icmp slt i64 %600, 16
  br i1 %601, label %602, label %621

602:                                              ; preds = %599
  %603 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %569, 1
  %604 = mul nuw nsw i64 %588, 256
  %605 = mul nuw nsw i64 %592, 32
  %606 = add nuw nsw i64 %604, %605
  %607 = mul nuw nsw i64 %596, 16
  %608 = add nuw nsw i64 %606, %607
  %609 = add nuw nsw i64 %608, %600
  %610 = getelementptr inbounds nuw float, ptr %603, i64 %609
  %611 = load float, ptr %610, align 4
  %612 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %586, 1
  %613 = mul nuw nsw i64 %588, 256
  %614 = mul nuw nsw i64 %592, 32
  %615 = add nuw nsw i64 %613, %614
  %616 = mul nuw nsw i64 %596, 16
  %617 = add nuw nsw i64 %615, %616
  %618 = add nuw nsw i64 %617, %600
  %619 = getelementptr inbounds nuw float, ptr %612, i64 %618
  store float %611, ptr %619, align 4
  %620 = add i64 %600, 1
  br label %599

621:                                              ; preds = %599
  %622 = add i64 %596, 1
  br label %595

623:                                              ; preds = %595
  %624 = add i64 %592, 1
  br label %591

625:                                              ; preds = %591
  %626 = add i64 %588, 1
  br label %587

627:                                              ; preds = %587
  br label %628

628:                                              ; preds = %687, %627
  %629 = phi i64 [ %688, %687 ], [ 0, %627 ]
  %630 = icmp slt i64 %629, 1
  br i1 %630, label %631, label %689

631:                                              ; preds = %628
  br label %632

632:                                              ; preds = %685, %631
  %633 = phi i64 [ %686, %685 ], [ 0, %631 ]
  %634 = icmp slt i64 %633, 8
  br i1 %634, label %635, label %687

635:                                              ; preds = %632
  br label %636

636:                                              ; preds = %683, %635
  %637 = phi i64 [ %684, %683 ], [ 0, %635 ]
  %638 = icmp slt i64 %637, 2
  br i1 %638, label %639, label %685

639:                                              ; preds = %636
  br label %640

640:                                              ; preds = %681, %639
  %641 = phi i64 [ %682, %681 ], [ 0, %639 ]
  %642 = icmp slt i64 %641, 16
  br i1 %642, label %643, label %683

643:                                              ; preds = %640
  br label %644

644:                                              ; preds = %647, %643
  %645 = phi i64 [ %680, %647 ], [ 0, %643 ]
  %646 = icmp slt i64 %645, 32
  br i1 %646, label %647, label %681

647:                                              ; preds = %644
  %648 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %470, 1
  %649 = mul nuw nsw i64 %629, 256
  %650 = mul nuw nsw i64 %633, 32
  %651 = add nuw nsw i64 %649, %650
  %652 = add nuw nsw i64 %651, %645
  %653 = getelementptr inbounds nuw float, ptr %648, i64 %652
  %654 = load float, ptr %653, align 4
  %655 = mul nuw nsw i64 %637, 512
  %656 = mul nuw nsw i64 %641, 32
  %657 = add nuw nsw i64 %655, %656
  %658 = add nuw nsw i64 %657, %645
  %659 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_28, i64 %658
  %660 = load float, ptr %659, align 4
  %661 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %586, 1
  %662 = mul nuw nsw i64 %629, 256
  %663 = mul nuw nsw i64 %633, 32
  %664 = add nuw nsw i64 %662, %663
  %665 = mul nuw nsw i64 %637, 16
  %666 = add nuw nsw i64 %664, %665
  %667 = add nuw nsw i64 %666, %641
  %668 = getelementptr inbounds nuw float, ptr %661, i64 %667
  %669 = load float, ptr %668, align 4
  %670 = fmul float %654, %660
  %671 = fadd float %669, %670
  %672 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %586, 1
  %673 = mul nuw nsw i64 %629, 256
  %674 = mul nuw nsw i64 %633, 32
  %675 = add nuw nsw i64 %673, %674
  %676 = mul nuw nsw i64 %637, 16
  %677 = add nuw nsw i64 %675, %676
  %678 = add nuw nsw i64 %677, %641
  %679 = getelementptr inbounds nuw float, ptr %672, i64 %678
  store float %671, ptr %679, align 4
  %680 = add i64 %645, 1
  br label %644

681:                                              ; preds = %644
  %682 = add i64 %641, 1
  br label %640

683:                                              ; preds = %640
  %684 = add i64 %637, 1
  br label %636

685:                                              ; preds = %636
  %686 = add i64 %633, 1
  br label %632

687:                                              ; preds = %632
  %688 = add i64 %629, 1
  br label %628

689:                                              ; preds = %628
  %690 = call ptr @malloc(i64 1088)
  %691 = ptrtoint ptr %690 to i64
  %692 = add i64 %691, 63
  %693 = urem i64 %692, 64
  %694 = sub i64 %692, %693
  %695 = inttoptr i64 %694 to ptr
  %696 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %690, 0
  %697 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %696, ptr %695, 1
  %698 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %697, i64 0, 2
  %699 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %698, i64 1, 3, 0
  %700 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %699, i64 8, 3, 1
  %701 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %700, i64 2, 3, 2
  %702 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %701, i64 16, 3, 3
  %703 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %702, i64 256, 4, 0
  %704 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %703, i64 32, 4, 1
  %705 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %704, i64 16, 4, 2
  %706 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %705, i64 1, 4, 3
  br label %707

707:                                              ; preds = %745, %689
  %708 = phi i64 [ %746, %745 ], [ 0, %689 ]
  %709 = icmp slt i64 %708, 1
  br i1 %709, label %710, label %747

710:                                              ; preds = %707
  br label %711

711:                                              ; preds = %743, %710
  %712 = phi i64 [ %744, %743 ], [ 0, %710 ]
  %713 = icmp slt i64 %712, 8
  br i1 %713, label %714, label %745

714:                                              ; preds = %711
  br label %715

715:                                              ; preds = %741, %714
  %716 = phi i64 [ %742, %741 ], [ 0, %714 ]
  %717 = icmp slt i64 %716, 2
  br i1 %717, label %718, label %743

718:                                              ; preds = %715
  br label %719

719:                                              ; preds = %722, %718
  %720 = phi i64 [ %740, %722 ], [ 0, %718 ]
  %721 = icmp slt i64 %720, 16
  br i1 %721, label %722, label %741

722:                                              ; preds = %719
  %723 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %569, 1
  %724 = mul nuw nsw i64 %708, 256
  %725 = mul nuw nsw i64 %712, 32
  %726 = add nuw nsw i64 %724, %725
  %727 = mul nuw nsw i64 %716, 16
  %728 = add nuw nsw i64 %726, %727
  %729 = add nuw nsw i64 %728, %720
  %730 = getelementptr inbounds nuw float, ptr %723, i64 %729
  %731 = load float, ptr %730, align 4
  %732 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %706, 1
  %733 = mul nuw nsw i64 %708, 256
  %734 = mul nuw nsw i64 %712, 32
  %735 = add nuw nsw i64 %733, %734
  %736 = mul nuw nsw i64 %716, 16
  %737 = add nuw nsw i64 %735, %736
  %738 = add nuw nsw i64 %737, %720
  %739 = getelementptr inbounds nuw float, ptr %732, i64 %738
  store float %731, ptr %739, align 4
  %740 = add i64 %720, 1
  br label %719

741:                                              ; preds = %719
  %742 = add i64 %716, 1
  br label %715

743:                                              ; preds = %715
  %744 = add i64 %712, 1
  br label %711

745:                                              ; preds = %711
  %746 = add i64 %708, 1
  br label %707

747:                                              ; preds = %707
  br label %748

748:                                              ; preds = %807, %747
  %749 = phi i64 [ %808, %807 ], [ 0, %747 ]
  %750 = icmp slt i64 %749, 1
  br i1 %750, label %751, label %809

751:                                              ; preds = %748
  br label %752

752:                                              ; preds = %805, %751
  %753 = phi i64 [ %806, %805 ], [ 0, %751 ]
  %754 = icmp slt i64 %753, 8
  br i1 %754, label %755, label %807

755:                                              ; preds = %752
  br label %756

756:                                              ; preds = %803, %755
  %757 = phi i64 [ %804, %803 ], [ 0, %755 ]
  %758 = icmp slt i64 %757, 2
  br i1 %758, label %759, label %805

759:                                              ; preds = %756
  br label %760

760:                                              ; preds = %801, %759
  %761 = phi i64 [ %802, %801 ], [ 0, %759 ]
  %762 = icmp slt i64 %761, 16
  br i1 %762, label %763, label %803

763:                                              ; preds = %760
  br label %764

764:                                              ; preds = %767, %763
  %765 = phi i64 [ %800, %767 ], [ 0, %763 ]
  %766 = icmp slt i64 %765, 32
  br i1 %766, label %767, label %801

767:                                              ; preds = %764
  %768 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %470, 1
  %769 = mul nuw nsw i64 %749, 256
  %770 = mul nuw nsw i64 %753, 32
  %771 = add nuw nsw i64 %769, %770
  %772 = add nuw nsw i64 %771, %765
  %773 = getelementptr inbounds nuw float, ptr %768, i64 %772
  %774 = load float, ptr %773, align 4
  %775 = mul nuw nsw i64 %757, 512
  %776 = mul nuw nsw i64 %761, 32
  %777 = add nuw nsw i64 %775, %776
  %778 = add nuw nsw i64 %777, %765
  %779 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_26, i64 %778
  %780 = load float, ptr %779, align 4
  %781 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %706, 1
  %782 = mul nuw nsw i64 %749, 256
  %783 = mul nuw nsw i64 %753, 32
  %784 = add nuw nsw i64 %782, %783
  %785 = mul nuw nsw i64 %757, 16
  %786 = add nuw nsw i64 %784, %785
  %787 = add nuw nsw i64 %786, %761
  %788 = getelementptr inbounds nuw float, ptr %781, i64 %787
  %789 = load float, ptr %788, align 4
  %790 = fmul float %774, %780
  %791 = fadd float %789, %790
  %792 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %706, 1
  %793 = mul nuw nsw i64 %749, 256
  %794 = mul nuw nsw i64 %753, 32
  %795 = add nuw nsw i64 %793, %794
  %796 = mul nuw nsw i64 %757, 16
  %797 = add nuw nsw i64 %795, %796
  %798 = add nuw nsw i64 %797, %761
  %799 = getelementptr inbounds nuw float, ptr %792, i64 %798
  store float %791, ptr %799, align 4
  %800 = add i64 %765, 1
  br label %764

801:                                              ; preds = %764
  %802 = add i64 %761, 1
  br label %760

803:                                              ; preds = %760
  %804 = add i64 %757, 1
  br label %756

805:                                              ; preds = %756
  %806 = add i64 %753, 1
  br label %752

807:                                              ; preds = %752
  %808 = add i64 %749, 1
  br label %748

809:                                              ; preds = %748
  %810 = call ptr @malloc(i64 1088)
  %811 = ptrtoint ptr %810 to i64
  %812 = add i64 %811, 63
  %813 = urem i64 %812, 64
  %814 = sub i64 %812, %813
  %815 = inttoptr i64 %814 to ptr
  %816 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %810, 0
  %817 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %816, ptr %815, 1
  %818 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %817, i64 0, 2
  %819 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %818, i64 1, 3, 0
  %820 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %819, i64 8, 3, 1
  %821 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %820, i64 2, 3, 2
  %822 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %821, i64 16, 3, 3
  %823 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %822, i64 256, 4, 0
  %824 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %823, i64 32, 4, 1
  %825 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %824, i64 16, 4, 2
  %826 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %825, i64 1, 4, 3
  br label %827

827:                                              ; preds = %865, %809
  %828 = phi i64 [ %866, %865 ], [ 0, %809 ]
  %829 = icmp slt i64 %828, 1
  br i1 %829, label %830, label %867

830:                                              ; preds = %827
  br label %831

831:                                              ; preds = %863, %830
  %832 = phi i64 [ %864, %863 ], [ 0, %830 ]
  %833 = icmp slt i64 %832, 8
  br i1 %833, label %834, label %865

834:                                              ; preds = %831
  br label %835

835:                                              ; preds = %861, %834
  %836 = phi i64 [ %862, %861 ], [ 0, %834 ]
  %837 = icmp slt i64 %836, 2
  br i1 %837, label %838, label %863

838:                                              ; preds = %835
  br label %839

839:                                              ; preds = %842, %838
  %840 = phi i64 [ %860, %842 ], [ 0, %838 ]
  %841 = icmp slt i64 %840, 16
  br i1 %841, label %842, label %861

842:                                              ; preds = %839
  %843 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %569, 1
  %844 = mul nuw nsw i64 %828, 256
  %845 = mul nuw nsw i64 %832, 32
  %846 = add nuw nsw i64 %844, %845
  %847 = mul nuw nsw i64 %836, 16
  %848 = add nuw nsw i64 %846, %847
  %849 = add nuw nsw i64 %848, %840
  %850 = getelementptr inbounds nuw float, ptr %843, i64 %849
  %851 = load float, ptr %850, align 4
  %852 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %826, 1
  %853 = mul nuw nsw i64 %828, 256
  %854 = mul nuw nsw i64 %832, 32
  %855 = add nuw nsw i64 %853, %854
  %856 = mul nuw nsw i64 %836, 16
  %857 = add nuw nsw i64 %855, %856
  %858 = add nuw nsw i64 %857, %840
  %859 = getelementptr inbounds nuw float, ptr %852, i64 %858
  store float %851, ptr %859, align 4
  %860 = add i64 %840, 1
  br label %839

861:                                              ; preds = %839
  %862 = add i64 %836, 1
  br label %835

863:                                              ; preds = %835
  %864 = add i64 %832, 1
  br label %831

865:                                              ; preds = %831
  %866 = add i64 %828, 1
  br label %827

867:                                              ; preds = %827
  br label %868

868:                                              ; preds = %927, %867
  %869 = phi i64 [ %928, %927 ], [ 0, %867 ]
  %870 = icmp slt i64 %869, 1
  br i1 %870, label %871, label %929

871:                                              ; preds = %868
  br label %872

872:                                              ; preds = %925, %871
  %873 = phi i64 [ %926, %925 ], [ 0, %871 ]
  %874 = icmp slt i64 %873, 8
  br i1 %874, label %875, label %927

875:                                              ; preds = %872
  br label %876

876:                                              ; preds = %923, %875
  %877 = phi i64 [ %924, %923 ], [ 0, %875 ]
  %878 = icmp slt i64 %877, 2
  br i1 %878, label %879, label %925

879:                                              ; preds = %876
  br label %880

880:                                              ; preds = %921, %879
  %881 = phi i64 [ %922, %921 ], [ 0, %879 ]
  %882 = icmp slt i64 %881, 16
  br i1 %882, label %883, label %923

883:                                              ; preds = %880
  br label %884

884:                                              ; preds = %887, %883
  %885 = phi i64 [ %920, %887 ], [ 0, %883 ]
  %886 = icmp slt i64 %885, 32
  br i1 %886, label %887, label %921

887:                                              ; preds = %884
  %888 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %470, 1
  %889 = mul nuw nsw i64 %869, 256
  %890 = mul nuw nsw i64 %873, 32
  %891 = add nuw nsw i64 %889, %890
  %892 = add nuw nsw i64 %891, %885
  %893 = getelementptr inbounds nuw float, ptr %888, i64 %892
  %894 = load float, ptr %893, align 4
  %895 = mul nuw nsw i64 %877, 512
  %896 = mul nuw nsw i64 %881, 32
  %897 = add nuw nsw i64 %895, %896
  %898 = add nuw nsw i64 %897, %885
  %899 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_24, i64 %898
  %900 = load float, ptr %899, align 4
  %901 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %826, 1
  %902 = mul nuw nsw i64 %869, 256
  %903 = mul nuw nsw i64 %873, 32
  %904 = add nuw nsw i64 %902, %903
  %905 = mul nuw nsw i64 %877, 16
  %906 = add nuw nsw i64 %904, %905
  %907 = add nuw nsw i64 %906, %881
  %908 = getelementptr inbounds nuw float, ptr %901, i64 %907
  %909 = load float, ptr %908, align 4
  %910 = fmul float %894, %900
  %911 = fadd float %909, %910
  %912 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %826, 1
  %913 = mul nuw nsw i64 %869, 256
  %914 = mul nuw nsw i64 %873, 32
  %915 = add nuw nsw i64 %913, %914
  %916 = mul nuw nsw i64 %877, 16
  %917 = add nuw nsw i64 %915, %916
  %918 = add nuw nsw i64 %917, %881
  %919 = getelementptr inbounds nuw float, ptr %912, i64 %918
  store float %911, ptr %919, align 4
  %920 = add i64 %885, 1
  br label %884

921:                                              ; preds = %884
  %922 = add i64 %881, 1
  br label %880

923:                                              ; preds = %880
  %924 = add i64 %877, 1
  br label %876

925:                                              ; preds = %876
  %926 = add i64 %873, 1
  br label %872

927:                                              ; preds = %872
  %928 = add i64 %869, 1
  br label %868

929:                                              ; preds = %868
  %930 = call ptr @malloc(i64 576)
  %931 = ptrtoint ptr %930 to i64
  %932 = add i64 %931, 63
  %933 = urem i64 %932, 64
  %934 = sub i64 %932, %933
  %935 = inttoptr i64 %934 to ptr
  %936 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %930, 0
  %937 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %936, ptr %935, 1
  %938 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %937, i64 0, 2
  %939 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %938, i64 2, 3, 0
  %940 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %939, i64 8, 3, 1
  %941 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %940, i64 8, 3, 2
  %942 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %941, i64 64, 4, 0
  %943 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %942, i64 8, 4, 1
  %944 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %943, i64 1, 4, 2
  br label %945

945:                                              ; preds = %966, %929
  %946 = phi i64 [ %967, %966 ], [ 0, %929 ]
  %947 = icmp slt i64 %946, 2
  br i1 %947, label %948, label %968

948:                                              ; preds = %945
  br label %949

949:                                              ; preds = %964, %948
  %950 = phi i64 [ %965, %964 ], [ 0, %948 ]
  %951 = icmp slt i64 %950, 8
  br i1 %951, label %952, label %966

952:                                              ; preds = %949
  br label %953

953:                                              ; preds = %956, %952
  %954 = phi i64 [ %963, %956 ], [ 0, %952 ]
  %955 = icmp slt i64 %954, 8
  br i1 %955, label %956, label %964

956:                                              ; preds = %953
  %957 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %944, 1
  %958 = mul nuw nsw i64 %946, 64
  %959 = mul nuw nsw i64 %950, 8
  %960 = add nuw nsw i64 %958, %959
  %961 = add nuw nsw i64 %960, %954
  %962 = getelementptr inbounds nuw float, ptr %957, i64 %961
  store float 0.000000e+00, ptr %962, align 4
  %963 = add i64 %954, 1
  br label %953

964:                                              ; preds = %953
  %965 = add i64 %950, 1
  br label %949

966:                                              ; preds = %949
  %967 = add i64 %946, 1
  br label %945

968:                                              ; preds = %945
  %969 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %944, 0
  %970 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %944, 1
  %971 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %969, 0
  %972 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %971, ptr %970, 1
  %973 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %972, i64 0, 2
  %974 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %973, i64 1, 3, 0
  %975 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %974, i64 128, 4, 0
  %976 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %975, i64 2, 3, 1
  %977 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %976, i64 64, 4, 1
  %978 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %977, i64 8, 3, 2
  %979 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %978, i64 8, 4, 2
  %980 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %979, i64 8, 3, 3
  %981 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %980, i64 1, 4, 3
  %982 = call ptr @malloc(i64 576)
  %983 = ptrtoint ptr %982 to i64
  %984 = add i64 %983, 63
  %985 = urem i64 %984, 64
  %986 = sub i64 %984, %985
  %987 = inttoptr i64 %986 to ptr
  %988 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %982, 0
  %989 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %988, ptr %987, 1
  %990 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %989, i64 0, 2
  %991 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %990, i64 1, 3, 0
  %992 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %991, i64 2, 3, 1
  %993 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %992, i64 8, 3, 2
  %994 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %993, i64 8, 3, 3
  %995 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %994, i64 128, 4, 0
  %996 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %995, i64 64, 4, 1
  %997 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %996, i64 8, 4, 2
  %998 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %997, i64 1, 4, 3
  br label %999

999:                                              ; preds = %1037, %968
  %1000 = phi i64 [ %1038, %1037 ], [ 0, %968 ]
  %1001 = icmp slt i64 %1000, 1
  br i1 %1001, label %1002, label %1039

1002:                                             ; preds = %999
  br label %1003

1003:                                             ; preds = %1035, %1002
  %1004 = phi i64 [ %1036, %1035 ], [ 0, %1002 ]
  %1005 = icmp slt i64 %1004, 2
  br i1 %1005, label %1006, label %1037

1006:                                             ; preds = %1003
  br label %1007

1007:                                             ; preds = %1033, %1006
  %1008 = phi i64 [ %1034, %1033 ], [ 0, %1006 ]
  %1009 = icmp slt i64 %1008, 8
  br i1 %1009, label %1010, label %1035

1010:                                             ; preds = %1007
  br label %1011

1011:                                             ; preds = %1014, %1010
  %1012 = phi i64 [ %1032, %1014 ], [ 0, %1010 ]
  %1013 = icmp slt i64 %1012, 8
  br i1 %1013, label %1014, label %1033

1014:                                             ; preds = %1011
  %1015 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %981, 1
  %1016 = mul nuw nsw i64 %1000, 128
  %1017 = mul nuw nsw i64 %1004, 64
  %1018 = add nuw nsw i64 %1016, %1017
  %1019 = mul nuw nsw i64 %1008, 8
  %1020 = add nuw nsw i64 %1018, %1019
  %1021 = add nuw nsw i64 %1020, %1012
  %1022 = getelementptr inbounds nuw float, ptr %1015, i64 %1021
  %1023 = load float, ptr %1022, align 4
  %1024 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %998, 1
  %1025 = mul nuw nsw i64 %1000, 128
  %1026 = mul nuw nsw i64 %1004, 64
  %1027 = add nuw nsw i64 %1025, %1026
  %1028 = mul nuw nsw i64 %1008, 8
  %1029 = add nuw nsw i64 %1027, %1028
  %1030 = add nuw nsw i64 %1029, %1012
  %1031 = getelementptr inbounds nuw float, ptr %1024, i64 %1030
  store float %1023, ptr %1031, align 4
  %1032 = add i64 %1012, 1
  br label %1011

1033:                                             ; preds = %1011
  %1034 = add i64 %1008, 1
  br label %1007

1035:                                             ; preds = %1007
  %1036 = add i64 %1004, 1
  br label %1003

1037:                                             ; preds = %1003
  %1038 = add i64 %1000, 1
  br label %999

1039:                                             ; preds = %999
  br label %1040

1040:                                             ; preds = %1114, %1039
  %1041 = phi i64 [ %1115, %1114 ], [ 0, %1039 ]
  %1042 = icmp slt i64 %1041, 1
  br i1 %1042, label %1043, label %1116

1043:                                             ; preds = %1040
  br label %1044

1044:                                             ; preds = %1112, %1043
  %1045 = phi i64 [ %1113, %1112 ], [ 0, %1043 ]
  %1046 = icmp slt i64 %1045, 2
  br i1 %1046, label %1047, label %1114

1047:                                             ; preds = %1044
  br label %1048

1048:                                             ; preds = %1110, %1047
  %1049 = phi i64 [ %1111, %1110 ], [ 0, %1047 ]
  %1050 = icmp slt i64 %1049, 8
  br i1 %1050, label %1051, label %1112

1051:                                             ; preds = %1048
  br label %1052

1052:                                             ; preds = %1108, %1051
  %1053 = phi i64 [ %1109, %1108 ], [ 0, %1051 ]
  %1054 = icmp slt i64 %1053, 8
  br i1 %1054, label %1055, label %1110

1055:                                             ; preds = %1052
  br label %1056

1056:                                             ; preds = %1059, %1055
  %1057 = phi i64 [ %1107, %1059 ], [ 0, %1055 ]
  %1058 = icmp slt i64 %1057, 16
  br i1 %1058, label %1059, label %1108

1059:                                             ; preds = %1056
  %1060 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %586, 1
  %1061 = mul nuw nsw i64 %1041, 256
  %1062 = mul nuw nsw i64 %1049, 32
  %1063 = add nuw nsw i64 %1061, %1062
  %1064 = mul nuw nsw i64 %1045, 16
  %1065 = add nuw nsw i64 %1063, %1064
  %1066 = add nuw nsw i64 %1065, %1057
  %1067 = getelementptr inbounds nuw float, ptr %1060, i64 %1066
  %1068 = load float, ptr %1067, align 4
  %1069 = mul nuw nsw i64 %1045, 16
  %1070 = add nuw nsw i64 %1069, %1057
  %1071 = getelementptr inbounds nuw float, ptr @__constant_32xf32_27, i64 %1070
  %1072 = load float, ptr %1071, align 4
  %1073 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %706, 1
  %1074 = mul nuw nsw i64 %1041, 256
  %1075 = mul nuw nsw i64 %1053, 32
  %1076 = add nuw nsw i64 %1074, %1075
  %1077 = mul nuw nsw i64 %1045, 16
  %1078 = add nuw nsw i64 %1076, %1077
  %1079 = add nuw nsw i64 %1078, %1057
  %1080 = getelementptr inbounds nuw float, ptr %1073, i64 %1079
  %1081 = load float, ptr %1080, align 4
  %1082 = mul nuw nsw i64 %1045, 16
  %1083 = add nuw nsw i64 %1082, %1057
  %1084 = getelementptr inbounds nuw float, ptr @__constant_32xf32_25, i64 %1083
  %1085 = load float, ptr %1084, align 4
  %1086 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %998, 1
  %1087 = mul nuw nsw i64 %1041, 128
  %1088 = mul nuw nsw i64 %1045, 64
  %1089 = add nuw nsw i64 %1087, %1088
  %1090 = mul nuw nsw i64 %1049, 8
  %1091 = add nuw nsw i64 %1089, %1090
  %1092 = add nuw nsw i64 %1091, %1053
  %1093 = getelementptr inbounds nuw float, ptr %1086, i64 %1092
  %1094 = load float, ptr %1093, align 4
  %1095 = fadd float %1081, %1085
  %1096 = fadd float %1068, %1072
  %1097 = fmul float %1096, %1095
  %1098 = fadd float %1094, %1097
  %1099 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %998, 1
  %1100 = mul nuw nsw i64 %1041, 128
  %1101 = mul nuw nsw i64 %1045, 64
  %1102 = add nuw nsw i64 %1100, %1101
  %1103 = mul nuw nsw i64 %1049, 8
  %1104 = add nuw nsw i64 %1102, %1103
  %1105 = add nuw nsw i64 %1104, %1053
  %1106 = getelementptr inbounds nuw float, ptr %1099, i64 %1105
  store float %1098, ptr %1106, align 4
  %1107 = add i64 %1057, 1
  br label %1056

1108:                                             ; preds = %1056
  %1109 = add i64 %1053, 1
  br label %1052

1110:                                             ; preds = %1052
  %1111 = add i64 %1049, 1
  br label %1048

1112:                                             ; preds = %1048
  %1113 = add i64 %1045, 1
  br label %1044

1114:                                             ; preds = %1044
  %1115 = add i64 %1041, 1
  br label %1040

1116:                                             ; preds = %1040
  %1117 = call ptr @malloc(i64 576)
  %1118 = ptrtoint ptr %1117 to i64
  %1119 = add i64 %1118, 63
  %1120 = urem i64 %1119, 64
  %1121 = sub i64 %1119, %1120
  %1122 = inttoptr i64 %1121 to ptr
  %1123 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1117, 0
  %1124 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1123, ptr %1122, 1
  %1125 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1124, i64 0, 2
  %1126 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1125, i64 1, 3, 0
  %1127 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1126, i64 2, 3, 1
  %1128 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1127, i64 8, 3, 2
  %1129 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1128, i64 8, 3, 3
  %1130 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1129, i64 128, 4, 0
  %1131 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1130, i64 64, 4, 1
  %1132 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1131, i64 8, 4, 2
  %1133 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1132, i64 1, 4, 3
  br label %1134

1134:                                             ; preds = %1173, %1116
  %1135 = phi i64 [ %1174, %1173 ], [ 0, %1116 ]
  %1136 = icmp slt i64 %1135, 1
  br i1 %1136, label %1137, label %1175

1137:                                             ; preds = %1134
  br label %1138

1138:                                             ; preds = %1171, %1137
  %1139 = phi i64 [ %1172, %1171 ], [ 0, %1137 ]
  %1140 = icmp slt i64 %1139, 2
  br i1 %1140, label %1141, label %1173

1141:                                             ; preds = %1138
  br label %1142

1142:                                             ; preds = %1169, %1141
  %1143 = phi i64 [ %1170, %1169 ], [ 0, %1141 ]
  %1144 = icmp slt i64 %1143, 8
  br i1 %1144, label %1145, label %1171

1145:                                             ; preds = %1142
  br label %1146

1146:                                             ; preds = %1149, %1145
  %1147 = phi i64 [ %1168, %1149 ], [ 0, %1145 ]
  %1148 = icmp slt i64 %1147, 8
  br i1 %1148, label %1149, label %1169

1149:                                             ; preds = %1146
  %1150 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %998, 1
  %1151 = mul nuw nsw i64 %1135, 128
  %1152 = mul nuw nsw i64 %1139, 64
  %1153 = add nuw nsw i64 %1151, %1152
  %1154 = mul nuw nsw i64 %1143, 8
  %1155 = add nuw nsw i64 %1153, %1154
  %1156 = add nuw nsw i64 %1155, %1147
  %1157 = getelementptr inbounds nuw float, ptr %1150, i64 %1156
  %1158 = load float, ptr %1157, align 4
  %1159 = fdiv float %1158, 4.000000e+00
  %1160 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1133, 1
  %1161 = mul nuw nsw i64 %1135, 128
  %1162 = mul nuw nsw i64 %1139, 64
  %1163 = add nuw nsw i64 %1161, %1162
  %1164 = mul nuw nsw i64 %1143, 8
  %1165 = add nuw nsw i64 %1163, %1164
  %1166 = add nuw nsw i64 %1165, %1147
  %1167 = getelementptr inbounds nuw float, ptr %1160, i64 %1166
  store float %1159, ptr %1167, align 4
  %1168 = add i64 %1147, 1
  br label %1146

1169:                                             ; preds = %1146
  %1170 = add i64 %1143, 1
  br label %1142

1171:                                             ; preds = %1142
  %1172 = add i64 %1139, 1
  br label %1138

1173:                                             ; preds = %1138
  %1174 = add i64 %1135, 1
  br label %1134

1175:                                             ; preds = %1134
  %1176 = call ptr @malloc(i64 128)
  %1177 = ptrtoint ptr %1176 to i64
  %1178 = add i64 %1177, 63
  %1179 = urem i64 %1178, 64
  %1180 = sub i64 %1178, %1179
  %1181 = inttoptr i64 %1180 to ptr
  %1182 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1176, 0
  %1183 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1182, ptr %1181, 1
  %1184 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1183, i64 0, 2
  %1185 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1184, i64 1, 3, 0
  %1186 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1185, i64 2, 3, 1
  %1187 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1186, i64 8, 3, 2
  %1188 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1187, i64 16, 4, 0
  %1189 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1188, i64 8, 4, 1
  %1190 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1189, i64 1, 4, 2
  br label %1191

1191:                                             ; preds = %1212, %1175
  %1192 = phi i64 [ %1213, %1212 ], [ 0, %1175 ]
  %1193 = icmp slt i64 %1192, 1
  br i1 %1193, label %1194, label %1214

1194:                                             ; preds = %1191
  br label %1195

1195:                                             ; preds = %1210, %1194
  %1196 = phi i64 [ %1211, %1210 ], [ 0, %1194 ]
  %1197 = icmp slt i64 %1196, 2
  br i1 %1197, label %1198, label %1212

1198:                                             ; preds = %1195
  br label %1199

1199:                                             ; preds = %1202, %1198
  %1200 = phi i64 [ %1209, %1202 ], [ 0, %1198 ]
  %1201 = icmp slt i64 %1200, 8
  br i1 %1201, label %1202, label %1210

1202:                                             ; preds = %1199
  %1203 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1190, 1
  %1204 = mul nuw nsw i64 %1192, 16
  %1205 = mul nuw nsw i64 %1196, 8
  %1206 = add nuw nsw i64 %1204, %1205
  %1207 = add nuw nsw i64 %1206, %1200
  %1208 = getelementptr inbounds nuw float, ptr %1203, i64 %1207
  store float -inf, ptr %1208, align 4
  %1209 = add i64 %1200, 1
  br label %1199

1210:                                             ; preds = %1199
  %1211 = add i64 %1196, 1
  br label %1195

1212:                                             ; preds = %1195
  %1213 = add i64 %1192, 1
  br label %1191

1214:                                             ; preds = %1191
  %1215 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1133, 0
  %1216 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1133, 1
  %1217 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %1215, 0
  %1218 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1217, ptr %1216, 1
  %1219 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1218, i64 0, 2
  %1220 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1219, i64 1, 3, 0
  %1221 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1220, i64 128, 4, 0
  %1222 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1221, i64 2, 3, 1
  %1223 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1222, i64 64, 4, 1
  %1224 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1223, i64 8, 3, 2
  %1225 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1224, i64 8, 4, 2
  %1226 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1225, i64 1, 3, 3
  %1227 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1226, i64 8, 4, 3
  %1228 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1227, i64 8, 3, 4
  %1229 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1228, i64 1, 4, 4
  %1230 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1190, 0
  %1231 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1190, 1
  %1232 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1230, 0
  %1233 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1232, ptr %1231, 1
  %1234 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1233, i64 0, 2
  %1235 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1234, i64 1, 3, 0
  %1236 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1235, i64 16, 4, 0
  %1237 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1236, i64 2, 3, 1
  %1238 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1237, i64 8, 4, 1
  %1239 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1238, i64 8, 3, 2
  %1240 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1239, i64 1, 4, 2
  %1241 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1240, i64 1, 3, 3
  %1242 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1241, i64 1, 4, 3
  %1243 = call ptr @malloc(i64 128)
  %1244 = ptrtoint ptr %1243 to i64
  %1245 = add i64 %1244, 63
  %1246 = urem i64 %1245, 64
  %1247 = sub i64 %1245, %1246
  %1248 = inttoptr i64 %1247 to ptr
  %1249 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1243, 0
  %1250 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1249, ptr %1248, 1
  %1251 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1250, i64 0, 2
  %1252 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1251, i64 1, 3, 0
  %1253 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1252, i64 2, 3, 1
  %1254 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1253, i64 8, 3, 2
  %1255 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1254, i64 1, 3, 3
  %1256 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1255, i64 16, 4, 0
  %1257 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1256, i64 8, 4, 1
  %1258 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1257, i64 1, 4, 2
  %1259 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1258, i64 1, 4, 3
  br label %1260

1260:                                             ; preds = %1296, %1214
  %1261 = phi i64 [ %1297, %1296 ], [ 0, %1214 ]
  %1262 = icmp slt i64 %1261, 1
  br i1 %1262, label %1263, label %1298

1263:                                             ; preds = %1260
  br label %1264

1264:                                             ; preds = %1294, %1263
  %1265 = phi i64 [ %1295, %1294 ], [ 0, %1263 ]
  %1266 = icmp slt i64 %1265, 2
  br i1 %1266, label %1267, label %1296

1267:                                             ; preds = %1264
  br label %1268

1268:                                             ; preds = %1292, %1267
  %1269 = phi i64 [ %1293, %1292 ], [ 0, %1267 ]
  %1270 = icmp slt i64 %1269, 8
  br i1 %1270, label %1271, label %1294

1271:                                             ; preds = %1268
  br label %1272

1272:                                             ; preds = %1275, %1271
  %1273 = phi i64 [ %1291, %1275 ], [ 0, %1271 ]
  %1274 = icmp slt i64 %1273, 1
  br i1 %1274, label %1275, label %1292

1275:                                             ; preds = %1272
  %1276 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1242, 1
  %1277 = mul nuw nsw i64 %1261, 16
  %1278 = mul nuw nsw i64 %1265, 8
  %1279 = add nuw nsw i64 %1277, %1278
  %1280 = add nuw nsw i64 %1279, %1269
  %1281 = add nuw nsw i64 %1280, %1273
  %1282 = getelementptr inbounds nuw float, ptr %1276, i64 %1281
  %1283 = load float, ptr %1282, align 4
  %1284 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1259, 1
  %1285 = mul nuw nsw i64 %1261, 16
  %1286 = mul nuw nsw i64 %1265, 8
  %1287 = add nuw nsw i64 %1285, %1286
  %1288 = add nuw nsw i64 %1287, %1269
  %1289 = add nuw nsw i64 %1288, %1273
  %1290 = getelementptr inbounds nuw float, ptr %1284, i64 %1289
  store float %1283, ptr %1290, align 4
  %1291 = add i64 %1273, 1
  br label %1272

1292:                                             ; preds = %1272
  %1293 = add i64 %1269, 1
  br label %1268

1294:                                             ; preds = %1268
  %1295 = add i64 %1265, 1
  br label %1264

1296:                                             ; preds = %1264
  %1297 = add i64 %1261, 1
  br label %1260

1298:                                             ; preds = %1260
  br label %1299

1299:                                             ; preds = %1353, %1298
  %1300 = phi i64 [ %1354, %1353 ], [ 0, %1298 ]
  %1301 = icmp slt i64 %1300, 1
  br i1 %1301, label %1302, label %1355

1302:                                             ; preds = %1299
  br label %1303

1303:                                             ; preds = %1351, %1302
  %1304 = phi i64 [ %1352, %1351 ], [ 0, %1302 ]
  %1305 = icmp slt i64 %1304, 2
  br i1 %1305, label %1306, label %1353

1306:                                             ; preds = %1303
  br label %1307

1307:                                             ; preds = %1349, %1306
  %1308 = phi i64 [ %1350, %1349 ], [ 0, %1306 ]
  %1309 = icmp slt i64 %1308, 8
  br i1 %1309, label %1310, label %1351

1310:                                             ; preds = %1307
  br label %1311

1311:                                             ; preds = %1347, %1310
  %1312 = phi i64 [ %1348, %1347 ], [ 0, %1310 ]
  %1313 = icmp slt i64 %1312, 1
  br i1 %1313, label %1314, label %1349

1314:                                             ; preds = %1311
  br label %1315

1315:                                             ; preds = %1318, %1314
  %1316 = phi i64 [ %1346, %1318 ], [ 0, %1314 ]
  %1317 = icmp slt i64 %1316, 8
  br i1 %1317, label %1318, label %1347

1318:                                             ; preds = %1315
  %1319 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1229, 1
  %1320 = mul nuw nsw i64 %1300, 128
  %1321 = mul nuw nsw i64 %1304, 64
  %1322 = add nuw nsw i64 %1320, %1321
  %1323 = mul nuw nsw i64 %1308, 8
  %1324 = add nuw nsw i64 %1322, %1323
  %1325 = mul nuw nsw i64 %1312, 8
  %1326 = add nuw nsw i64 %1324, %1325
  %1327 = add nuw nsw i64 %1326, %1316
  %1328 = getelementptr inbounds nuw float, ptr %1319, i64 %1327
  %1329 = load float, ptr %1328, align 4
  %1330 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1259, 1
  %1331 = mul nuw nsw i64 %1300, 16
  %1332 = mul nuw nsw i64 %1304, 8
  %1333 = add nuw nsw i64 %1331, %1332
  %1334 = add nuw nsw i64 %1333, %1308
  %1335 = add nuw nsw i64 %1334, %1312
  %1336 = getelementptr inbounds nuw float, ptr %1330, i64 %1335
  %1337 = load float, ptr %1336, align 4
  %1338 = call float @llvm.maximum.f32(float %1329, float %1337)
  %1339 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1259, 1
  %1340 = mul nuw nsw i64 %1300, 16
  %1341 = mul nuw nsw i64 %1304, 8
  %1342 = add nuw nsw i64 %1340, %1341
  %1343 = add nuw nsw i64 %1342, %1308
  %1344 = add nuw nsw i64 %1343, %1312
  %1345 = getelementptr inbounds nuw float, ptr %1339, i64 %1344
  store float %1338, ptr %1345, align 4
  %1346 = add i64 %1316, 1
  br label %1315

1347:                                             ; preds = %1315
  %1348 = add i64 %1312, 1
  br label %1311

1349:                                             ; preds = %1311
  %1350 = add i64 %1308, 1
  br label %1307

1351:                                             ; preds = %1307
  %1352 = add i64 %1304, 1
  br label %1303

1353:                                             ; preds = %1303
  %1354 = add i64 %1300, 1
  br label %1299

1355:                                             ; preds = %1299
  %1356 = call ptr @malloc(i64 576)
  %1357 = ptrtoint ptr %1356 to i64
  %1358 = add i64 %1357, 63
  %1359 = urem i64 %1358, 64
  %1360 = sub i64 %1358, %1359
  %1361 = inttoptr i64 %1360 to ptr
  %1362 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1356, 0
  %1363 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1362, ptr %1361, 1
  %1364 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1363, i64 0, 2
  %1365 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1364, i64 1, 3, 0
  %1366 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1365, i64 2, 3, 1
  %1367 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1366, i64 8, 3, 2
  %1368 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1367, i64 8, 3, 3
  %1369 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1368, i64 128, 4, 0
  %1370 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1369, i64 64, 4, 1
  %1371 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1370, i64 8, 4, 2
  %1372 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1371, i64 1, 4, 3
  br label %1373

1373:                                             ; preds = %1422, %1355
  %1374 = phi i64 [ %1423, %1422 ], [ 0, %1355 ]
  %1375 = icmp slt i64 %1374, 1
  br i1 %1375, label %1376, label %1424

1376:                                             ; preds = %1373
  br label %1377

1377:                                             ; preds = %1420, %1376
  %1378 = phi i64 [ %1421, %1420 ], [ 0, %1376 ]
  %1379 = icmp slt i64 %1378, 2
  br i1 %1379, label %1380, label %1422

1380:                                             ; preds = %1377
  br label %1381

1381:                                             ; preds = %1418, %1380
  %1382 = phi i64 [ %1419, %1418 ], [ 0, %1380 ]
  %1383 = icmp slt i64 %1382, 8
  br i1 %1383, label %1384, label %1420

1384:                                             ; preds = %1381
  br label %1385

1385:                                             ; preds = %1388, %1384
  %1386 = phi i64 [ %1417, %1388 ], [ 0, %1384 ]
  %1387 = icmp slt i64 %1386, 8
  br i1 %1387, label %1388, label %1418

1388:                                             ; preds = %1385
  %1389 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1133, 1
  %1390 = mul nuw nsw i64 %1374, 128
  %1391 = mul nuw nsw i64 %1378, 64
  %1392 = add nuw nsw i64 %1390, %1391
  %1393 = mul nuw nsw i64 %1382, 8
  %1394 = add nuw nsw i64 %1392, %1393
  %1395 = add nuw nsw i64 %1394, %1386
  %1396 = getelementptr inbounds nuw float, ptr %1389, i64 %1395
  %1397 = load float, ptr %1396, align 4
  %1398 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1259, 1
  %1399 = mul nuw nsw i64 %1374, 16
  %1400 = mul nuw nsw i64 %1378, 8
  %1401 = add nuw nsw i64 %1399, %1400
  %1402 = add nuw nsw i64 %1401, %1382
  %1403 = add nuw nsw i64 %1402, 0
  %1404 = getelementptr inbounds nuw float, ptr %1398, i64 %1403
  %1405 = load float, ptr %1404, align 4
  %1406 = fsub float %1397, %1405
  %1407 = fmul float %1406, f0x3FB8AA3B
  %1408 = call float @llvm.exp2.f32(float %1407)
  %1409 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1372, 1
  %1410 = mul nuw nsw i64 %1374, 128
  %1411 = mul nuw nsw i64 %1378, 64
  %1412 = add nuw nsw i64 %1410, %1411
  %1413 = mul nuw nsw i64 %1382, 8
  %1414 = add nuw nsw i64 %1412, %1413
  %1415 = add nuw nsw i64 %1414, %1386
  %1416 = getelementptr inbounds nuw float, ptr %1409, i64 %1415
  store float %1408, ptr %1416, align 4
  %1417 = add i64 %1386, 1
  br label %1385

1418:                                             ; preds = %1385
  %1419 = add i64 %1382, 1
  br label %1381

1420:                                             ; preds = %1381
  %1421 = add i64 %1378, 1
  br label %1377

1422:                                             ; preds = %1377
  %1423 = add i64 %1374, 1
  br label %1373

1424:                                             ; preds = %1373
  %1425 = call ptr @malloc(i64 128)
  %1426 = ptrtoint ptr %1425 to i64
  %1427 = add i64 %1426, 63
  %1428 = urem i64 %1427, 64
  %1429 = sub i64 %1427, %1428
  %1430 = inttoptr i64 %1429 to ptr
  %1431 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1425, 0
  %1432 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1431, ptr %1430, 1
  %1433 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1432, i64 0, 2
  %1434 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1433, i64 1, 3, 0
  %1435 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1434, i64 2, 3, 1
  %1436 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1435, i64 8, 3, 2
  %1437 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1436, i64 1, 3, 3
  %1438 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1437, i64 16, 4, 0
  %1439 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1438, i64 8, 4, 1
  %1440 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1439, i64 1, 4, 2
  %1441 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1440, i64 1, 4, 3
  br label %1442

1442:                                             ; preds = %1470, %1424
  %1443 = phi i64 [ %1471, %1470 ], [ 0, %1424 ]
  %1444 = icmp slt i64 %1443, 1
  br i1 %1444, label %1445, label %1472

1445:                                             ; preds = %1442
  br label %1446

1446:                                             ; preds = %1468, %1445
  %1447 = phi i64 [ %1469, %1468 ], [ 0, %1445 ]
  %1448 = icmp slt i64 %1447, 2
  br i1 %1448, label %1449, label %1470

1449:                                             ; preds = %1446
  br label %1450

1450:                                             ; preds = %1466, %1449
  %1451 = phi i64 [ %1467, %1466 ], [ 0, %1449 ]
  %1452 = icmp slt i64 %1451, 8
  br i1 %1452, label %1453, label %1468

1453:                                             ; preds = %1450
  br label %1454

1454:                                             ; preds = %1457, %1453
  %1455 = phi i64 [ %1465, %1457 ], [ 0, %1453 ]
  %1456 = icmp slt i64 %1455, 1
  br i1 %1456, label %1457, label %1466

1457:                                             ; preds = %1454
  %1458 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1441, 1
  %1459 = mul nuw nsw i64 %1443, 16
  %1460 = mul nuw nsw i64 %1447, 8
  %1461 = add nuw nsw i64 %1459, %1460
  %1462 = add nuw nsw i64 %1461, %1451
  %1463 = add nuw nsw i64 %1462, %1455
  %1464 = getelementptr inbounds nuw float, ptr %1458, i64 %1463
  store float 0.000000e+00, ptr %1464, align 4
  %1465 = add i64 %1455, 1
  br label %1454

1466:                                             ; preds = %1454
  %1467 = add i64 %1451, 1
  br label %1450

1468:                                             ; preds = %1450
  %1469 = add i64 %1447, 1
  br label %1446

1470:                                             ; preds = %1446
  %1471 = add i64 %1443, 1
  br label %1442

1472:                                             ; preds = %1442
  %1473 = call ptr @malloc(i64 128)
  %1474 = ptrtoint ptr %1473 to i64
  %1475 = add i64 %1474, 63
  %1476 = urem i64 %1475, 64
  %1477 = sub i64 %1475, %1476
  %1478 = inttoptr i64 %1477 to ptr
  %1479 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1473, 0
  %1480 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1479, ptr %1478, 1
  %1481 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1480, i64 0, 2
  %1482 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1481, i64 1, 3, 0
  %1483 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1482, i64 2, 3, 1
  %1484 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1483, i64 8, 3, 2
  %1485 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1484, i64 1, 3, 3
  %1486 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1485, i64 16, 4, 0
  %1487 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1486, i64 8, 4, 1
  %1488 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1487, i64 1, 4, 2
  %1489 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1488, i64 1, 4, 3
  br label %1490

1490:                                             ; preds = %1526, %1472
  %1491 = phi i64 [ %1527, %1526 ], [ 0, %1472 ]
  %1492 = icmp slt i64 %1491, 1
  br i1 %1492, label %1493, label %1528

1493:                                             ; preds = %1490
  br label %1494

1494:                                             ; preds = %1524, %1493
  %1495 = phi i64 [ %1525, %1524 ], [ 0, %1493 ]
  %1496 = icmp slt i64 %1495, 2
  br i1 %1496, label %1497, label %1526

1497:                                             ; preds = %1494
  br label %1498

1498:                                             ; preds = %1522, %1497
  %1499 = phi i64 [ %1523, %1522 ], [ 0, %1497 ]
  %1500 = icmp slt i64 %1499, 8
  br i1 %1500, label %1501, label %1524

1501:                                             ; preds = %1498
  br label %1502

1502:                                             ; preds = %1505, %1501
  %1503 = phi i64 [ %1521, %1505 ], [ 0, %1501 ]
  %1504 = icmp slt i64 %1503, 1
  br i1 %1504, label %1505, label %1522

1505:                                             ; preds = %1502
  %1506 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1441, 1
  %1507 = mul nuw nsw i64 %1491, 16
  %1508 = mul nuw nsw i64 %1495, 8
  %1509 = add nuw nsw i64 %1507, %1508
  %1510 = add nuw nsw i64 %1509, %1499
  %1511 = add nuw nsw i64 %1510, %1503
  %1512 = getelementptr inbounds nuw float, ptr %1506, i64 %1511
  %1513 = load float, ptr %1512, align 4
  %1514 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1489, 1
  %1515 = mul nuw nsw i64 %1491, 16
  %1516 = mul nuw nsw i64 %1495, 8
  %1517 = add nuw nsw i64 %1515, %1516
  %1518 = add nuw nsw i64 %1517, %1499
  %1519 = add nuw nsw i64 %1518, %1503
  %1520 = getelementptr inbounds nuw float, ptr %1514, i64 %1519
  store float %1513, ptr %1520, align 4
  %1521 = add i64 %1503, 1
  br label %1502

1522:                                             ; preds = %1502
  %1523 = add i64 %1499, 1
  br label %1498

1524:                                             ; preds = %1498
  %1525 = add i64 %1495, 1
  br label %1494

1526:                                             ; preds = %1494
  %1527 = add i64 %1491, 1
  br label %1490

1528:                                             ; preds = %1490
  br label %1529

1529:                                             ; preds = %1575, %1528
  %1530 = phi i64 [ %1576, %1575 ], [ 0, %1528 ]
  %1531 = icmp slt i64 %1530, 1
  br i1 %1531, label %1532, label %1577

1532:                                             ; preds = %1529
  br label %1533

1533:                                             ; preds = %1573, %1532
  %1534 = phi i64 [ %1574, %1573 ], [ 0, %1532 ]
  %1535 = icmp slt i64 %1534, 2
  br i1 %1535, label %1536, label %1575

1536:                                             ; preds = %1533
  br label %1537

1537:                                             ; preds = %1571, %1536
  %1538 = phi i64 [ %1572, %1571 ], [ 0, %1536 ]
  %1539 = icmp slt i64 %1538, 8
  br i1 %1539, label %1540, label %1573

1540:                                             ; preds = %1537
  br label %1541

1541:                                             ; preds = %1544, %1540
  %1542 = phi i64 [ %1570, %1544 ], [ 0, %1540 ]
  %1543 = icmp slt i64 %1542, 8
  br i1 %1543, label %1544, label %1571

1544:                                             ; preds = %1541
  %1545 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1372, 1
  %1546 = mul nuw nsw i64 %1530, 128
  %1547 = mul nuw nsw i64 %1534, 64
  %1548 = add nuw nsw i64 %1546, %1547
  %1549 = mul nuw nsw i64 %1538, 8
  %1550 = add nuw nsw i64 %1548, %1549
  %1551 = add nuw nsw i64 %1550, %1542
  %1552 = getelementptr inbounds nuw float, ptr %1545, i64 %1551
  %1553 = load float, ptr %1552, align 4
  %1554 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1489, 1
  %1555 = mul nuw nsw i64 %1530, 16
  %1556 = mul nuw nsw i64 %1534, 8
  %1557 = add nuw nsw i64 %1555, %1556
  %1558 = add nuw nsw i64 %1557, %1538
  %1559 = add nuw nsw i64 %1558, 0
  %1560 = getelementptr inbounds nuw float, ptr %1554, i64 %1559
  %1561 = load float, ptr %1560, align 4
  %1562 = fadd float %1553, %1561
  %1563 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1489, 1
  %1564 = mul nuw nsw i64 %1530, 16
  %1565 = mul nuw nsw i64 %1534, 8
  %1566 = add nuw nsw i64 %1564, %1565
  %1567 = add nuw nsw i64 %1566, %1538
  %1568 = add nuw nsw i64 %1567, 0
  %1569 = getelementptr inbounds nuw float, ptr %1563, i64 %1568
  store float %1562, ptr %1569, align 4
  %1570 = add i64 %1542, 1
  br label %1541

1571:                                             ; preds = %1541
  %1572 = add i64 %1538, 1
  br label %1537

1573:                                             ; preds = %1537
  %1574 = add i64 %1534, 1
  br label %1533

1575:                                             ; preds = %1533
  %1576 = add i64 %1530, 1
  br label %1529

1577:                                             ; preds = %1529
  %1578 = call ptr @malloc(i64 1088)
  %1579 = ptrtoint ptr %1578 to i64
  %1580 = add i64 %1579, 63
  %1581 = urem i64 %1580, 64
  %1582 = sub i64 %1580, %1581
  %1583 = inttoptr i64 %1582 to ptr
  %1584 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1578, 0
  %1585 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1584, ptr %1583, 1
  %1586 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1585, i64 0, 2
  %1587 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1586, i64 2, 3, 0
  %1588 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1587, i64 8, 3, 1
  %1589 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1588, i64 16, 3, 2
  %1590 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1589, i64 128, 4, 0
  %1591 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1590, i64 16, 4, 1
  %1592 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1591, i64 1, 4, 2
  br label %1593

1593:                                             ; preds = %1614, %1577
  %1594 = phi i64 [ %1615, %1614 ], [ 0, %1577 ]
  %1595 = icmp slt i64 %1594, 2
  br i1 %1595, label %1596, label %1616

1596:                                             ; preds = %1593
  br label %1597

1597:                                             ; preds = %1612, %1596
  %1598 = phi i64 [ %1613, %1612 ], [ 0, %1596 ]
  %1599 = icmp slt i64 %1598, 8
  br i1 %1599, label %1600, label %1614

1600:                                             ; preds = %1597
  br label %1601

1601:                                             ; preds = %1604, %1600
  %1602 = phi i64 [ %1611, %1604 ], [ 0, %1600 ]
  %1603 = icmp slt i64 %1602, 16
  br i1 %1603, label %1604, label %1612

1604:                                             ; preds = %1601
  %1605 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1592, 1
  %1606 = mul nuw nsw i64 %1594, 128
  %1607 = mul nuw nsw i64 %1598, 16
  %1608 = add nuw nsw i64 %1606, %1607
  %1609 = add nuw nsw i64 %1608, %1602
  %1610 = getelementptr inbounds nuw float, ptr %1605, i64 %1609
  store float 0.000000e+00, ptr %1610, align 4
  %1611 = add i64 %1602, 1
  br label %1601

1612:                                             ; preds = %1601
  %1613 = add i64 %1598, 1
  br label %1597

1614:                                             ; preds = %1597
  %1615 = add i64 %1594, 1
  br label %1593

1616:                                             ; preds = %1593
  %1617 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1592, 0
  %1618 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1592, 1
  %1619 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1617, 0
  %1620 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1619, ptr %1618, 1
  %1621 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1620, i64 0, 2
  %1622 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1621, i64 1, 3, 0
  %1623 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1622, i64 256, 4, 0
  %1624 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1623, i64 2, 3, 1
  %1625 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1624, i64 128, 4, 1
  %1626 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1625, i64 8, 3, 2
  %1627 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1626, i64 16, 4, 2
  %1628 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1627, i64 16, 3, 3
  %1629 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1628, i64 1, 4, 3
  %1630 = call ptr @malloc(i64 1088)
  %1631 = ptrtoint ptr %1630 to i64
  %1632 = add i64 %1631, 63
  %1633 = urem i64 %1632, 64
  %1634 = sub i64 %1632, %1633
  %1635 = inttoptr i64 %1634 to ptr
  %1636 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1630, 0
  %1637 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1636, ptr %1635, 1
  %1638 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1637, i64 0, 2
  %1639 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1638, i64 1, 3, 0
  %1640 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1639, i64 2, 3, 1
  %1641 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1640, i64 8, 3, 2
  %1642 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1641, i64 16, 3, 3
  %1643 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1642, i64 256, 4, 0
  %1644 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1643, i64 128, 4, 1
  %1645 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1644, i64 16, 4, 2
  %1646 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1645, i64 1, 4, 3
  br label %1647

1647:                                             ; preds = %1685, %1616
  %1648 = phi i64 [ %1686, %1685 ], [ 0, %1616 ]
  %1649 = icmp slt i64 %1648, 1
  br i1 %1649, label %1650, label %1687

1650:                                             ; preds = %1647
  br label %1651

1651:                                             ; preds = %1683, %1650
  %1652 = phi i64 [ %1684, %1683 ], [ 0, %1650 ]
  %1653 = icmp slt i64 %1652, 2
  br i1 %1653, label %1654, label %1685

1654:                                             ; preds = %1651
  br label %1655

1655:                                             ; preds = %1681, %1654
  %1656 = phi i64 [ %1682, %1681 ], [ 0, %1654 ]
  %1657 = icmp slt i64 %1656, 8
  br i1 %1657, label %1658, label %1683

1658:                                             ; preds = %1655
  br label %1659

1659:                                             ; preds = %1662, %1658
  %1660 = phi i64 [ %1680, %1662 ], [ 0, %1658 ]
  %1661 = icmp slt i64 %1660, 16
  br i1 %1661, label %1662, label %1681

1662:                                             ; preds = %1659
  %1663 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1629, 1
  %1664 = mul nuw nsw i64 %1648, 256
  %1665 = mul nuw nsw i64 %1652, 128
  %1666 = add nuw nsw i64 %1664, %1665
  %1667 = mul nuw nsw i64 %1656, 16
  %1668 = add nuw nsw i64 %1666, %1667
  %1669 = add nuw nsw i64 %1668, %1660
  %1670 = getelementptr inbounds nuw float, ptr %1663, i64 %1669
  %1671 = load float, ptr %1670, align 4
  %1672 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1646, 1
  %1673 = mul nuw nsw i64 %1648, 256
  %1674 = mul nuw nsw i64 %1652, 128
  %1675 = add nuw nsw i64 %1673, %1674
  %1676 = mul nuw nsw i64 %1656, 16
  %1677 = add nuw nsw i64 %1675, %1676
  %1678 = add nuw nsw i64 %1677, %1660
  %1679 = getelementptr inbounds nuw float, ptr %1672, i64 %1678
  store float %1671, ptr %1679, align 4
  %1680 = add i64 %1660, 1
  br label %1659

1681:                                             ; preds = %1659
  %1682 = add i64 %1656, 1
  br label %1655

1683:                                             ; preds = %1655
  %1684 = add i64 %1652, 1
  br label %1651

1685:                                             ; preds = %1651
  %1686 = add i64 %1648, 1
  br label %1647

1687:                                             ; preds = %1647
  br label %1688

1688:                                             ; preds = %1766, %1687
  %1689 = phi i64 [ %1767, %1766 ], [ 0, %1687 ]
  %1690 = icmp slt i64 %1689, 1
  br i1 %1690, label %1691, label %1768

1691:                                             ; preds = %1688
  br label %1692

1692:                                             ; preds = %1764, %1691
  %1693 = phi i64 [ %1765, %1764 ], [ 0, %1691 ]
  %1694 = icmp slt i64 %1693, 2
  br i1 %1694, label %1695, label %1766

1695:                                             ; preds = %1692
  br label %1696

1696:                                             ; preds = %1762, %1695
  %1697 = phi i64 [ %1763, %1762 ], [ 0, %1695 ]
  %1698 = icmp slt i64 %1697, 8
  br i1 %1698, label %1699, label %1764

1699:                                             ; preds = %1696
  br label %1700

1700:                                             ; preds = %1760, %1699
  %1701 = phi i64 [ %1761, %1760 ], [ 0, %1699 ]
  %1702 = icmp slt i64 %1701, 16
  br i1 %1702, label %1703, label %1762

1703:                                             ; preds = %1700
  br label %1704

1704:                                             ; preds = %1707, %1703
  %1705 = phi i64 [ %1759, %1707 ], [ 0, %1703 ]
  %1706 = icmp slt i64 %1705, 8
  br i1 %1706, label %1707, label %1760

1707:                                             ; preds = %1704
  %1708 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1372, 1
  %1709 = mul nuw nsw i64 %1689, 128
  %1710 = mul nuw nsw i64 %1693, 64
  %1711 = add nuw nsw i64 %1709, %1710
  %1712 = mul nuw nsw i64 %1697, 8
  %1713 = add nuw nsw i64 %1711, %1712
  %1714 = add nuw nsw i64 %1713, %1705
  %1715 = getelementptr inbounds nuw float, ptr %1708, i64 %1714
  %1716 = load float, ptr %1715, align 4
  %1717 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1489, 1
  %1718 = mul nuw nsw i64 %1689, 16
  %1719 = mul nuw nsw i64 %1693, 8
  %1720 = add nuw nsw i64 %1718, %1719
  %1721 = add nuw nsw i64 %1720, %1697
  %1722 = add nuw nsw i64 %1721, 0
  %1723 = getelementptr inbounds nuw float, ptr %1717, i64 %1722
  %1724 = load float, ptr %1723, align 4
  %1725 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %826, 1
  %1726 = mul nuw nsw i64 %1689, 256
  %1727 = mul nuw nsw i64 %1705, 32
  %1728 = add nuw nsw i64 %1726, %1727
  %1729 = mul nuw nsw i64 %1693, 16
  %1730 = add nuw nsw i64 %1728, %1729
  %1731 = add nuw nsw i64 %1730, %1701
  %1732 = getelementptr inbounds nuw float, ptr %1725, i64 %1731
  %1733 = load float, ptr %1732, align 4
  %1734 = mul nuw nsw i64 %1693, 16
  %1735 = add nuw nsw i64 %1734, %1701
  %1736 = getelementptr inbounds nuw float, ptr @__constant_32xf32_23, i64 %1735
  %1737 = load float, ptr %1736, align 4
  %1738 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1646, 1
  %1739 = mul nuw nsw i64 %1689, 256
  %1740 = mul nuw nsw i64 %1693, 128
  %1741 = add nuw nsw i64 %1739, %1740
  %1742 = mul nuw nsw i64 %1697, 16
  %1743 = add nuw nsw i64 %1741, %1742
  %1744 = add nuw nsw i64 %1743, %1701
  %1745 = getelementptr inbounds nuw float, ptr %1738, i64 %1744
  %1746 = load float, ptr %1745, align 4
  %1747 = fadd float %1733, %1737
  %1748 = fdiv float %1716, %1724
  %1749 = fmul float %1748, %1747
  %1750 = fadd float %1746, %1749
  %1751 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1646, 1
  %1752 = mul nuw nsw i64 %1689, 256
  %1753 = mul nuw nsw i64 %1693, 128
  %1754 = add nuw nsw i64 %1752, %1753
  %1755 = mul nuw nsw i64 %1697, 16
  %1756 = add nuw nsw i64 %1754, %1755
  %1757 = add nuw nsw i64 %1756, %1701
  %1758 = getelementptr inbounds nuw float, ptr %1751, i64 %1757
  store float %1750, ptr %1758, align 4
  %1759 = add i64 %1705, 1
  br label %1704

1760:                                             ; preds = %1704
  %1761 = add i64 %1701, 1
  br label %1700

1762:                                             ; preds = %1700
  %1763 = add i64 %1697, 1
  br label %1696

1764:                                             ; preds = %1696
  %1765 = add i64 %1693, 1
  br label %1692

1766:                                             ; preds = %1692
  %1767 = add i64 %1689, 1
  br label %1688

1768:                                             ; preds = %1688
  %1769 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %540, 0
  %1770 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %540, 1
  %1771 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1769, 0
  %1772 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1771, ptr %1770, 1
  %1773 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1772, i64 0, 2
  %1774 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1773, i64 1, 3, 0
  %1775 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1774, i64 256, 4, 0
  %1776 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1775, i64 8, 3, 1
  %1777 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1776, i64 32, 4, 1
  %1778 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1777, i64 32, 3, 2
  %1779 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1778, i64 1, 4, 2
  %1780 = call ptr @malloc(i64 1088)
  %1781 = ptrtoint ptr %1780 to i64
  %1782 = add i64 %1781, 63
  %1783 = urem i64 %1782, 64
  %1784 = sub i64 %1782, %1783
  %1785 = inttoptr i64 %1784 to ptr
  %1786 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1780, 0
  %1787 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1786, ptr %1785, 1
  %1788 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1787, i64 0, 2
  %1789 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1788, i64 1, 3, 0
  %1790 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1789, i64 8, 3, 1
  %1791 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1790, i64 32, 3, 2
  %1792 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1791, i64 256, 4, 0
  %1793 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1792, i64 32, 4, 1
  %1794 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1793, i64 1, 4, 2
  br label %1795

1795:                                             ; preds = %1823, %1768
  %1796 = phi i64 [ %1824, %1823 ], [ 0, %1768 ]
  %1797 = icmp slt i64 %1796, 1
  br i1 %1797, label %1798, label %1825

1798:                                             ; preds = %1795
  br label %1799

1799:                                             ; preds = %1821, %1798
  %1800 = phi i64 [ %1822, %1821 ], [ 0, %1798 ]
  %1801 = icmp slt i64 %1800, 8
  br i1 %1801, label %1802, label %1823

1802:                                             ; preds = %1799
  br label %1803

1803:                                             ; preds = %1806, %1802
  %1804 = phi i64 [ %1820, %1806 ], [ 0, %1802 ]
  %1805 = icmp slt i64 %1804, 32
  br i1 %1805, label %1806, label %1821

1806:                                             ; preds = %1803
  %1807 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1779, 1
  %1808 = mul nuw nsw i64 %1796, 256
  %1809 = mul nuw nsw i64 %1800, 32
  %1810 = add nuw nsw i64 %1808, %1809
  %1811 = add nuw nsw i64 %1810, %1804
  %1812 = getelementptr inbounds nuw float, ptr %1807, i64 %1811
  %1813 = load float, ptr %1812, align 4
  %1814 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1794, 1
  %1815 = mul nuw nsw i64 %1796, 256
  %1816 = mul nuw nsw i64 %1800, 32
  %1817 = add nuw nsw i64 %1815, %1816
  %1818 = add nuw nsw i64 %1817, %1804
  %1819 = getelementptr inbounds nuw float, ptr %1814, i64 %1818
  store float %1813, ptr %1819, align 4
  %1820 = add i64 %1804, 1
  br label %1803

1821:                                             ; preds = %1803
  %1822 = add i64 %1800, 1
  br label %1799

1823:                                             ; preds = %1799
  %1824 = add i64 %1796, 1
  br label %1795

1825:                                             ; preds = %1795
  br label %1826

1826:                                             ; preds = %1883, %1825
  %1827 = phi i64 [ %1884, %1883 ], [ 0, %1825 ]
  %1828 = icmp slt i64 %1827, 1
  br i1 %1828, label %1829, label %1885

1829:                                             ; preds = %1826
  br label %1830

1830:                                             ; preds = %1881, %1829
  %1831 = phi i64 [ %1882, %1881 ], [ 0, %1829 ]
  %1832 = icmp slt i64 %1831, 8
  br i1 %1832, label %1833, label %1883

1833:                                             ; preds = %1830
  br label %1834

1834:                                             ; preds = %1879, %1833
  %1835 = phi i64 [ %1880, %1879 ], [ 0, %1833 ]
  %1836 = icmp slt i64 %1835, 32
  br i1 %1836, label %1837, label %1881

1837:                                             ; preds = %1834
  br label %1838

1838:                                             ; preds = %1877, %1837
  %1839 = phi i64 [ %1878, %1877 ], [ 0, %1837 ]
  %1840 = icmp slt i64 %1839, 2
  br i1 %1840, label %1841, label %1879

1841:                                             ; preds = %1838
  br label %1842

1842:                                             ; preds = %1845, %1841
  %1843 = phi i64 [ %1876, %1845 ], [ 0, %1841 ]
  %1844 = icmp slt i64 %1843, 16
  br i1 %1844, label %1845, label %1877

1845:                                             ; preds = %1842
  %1846 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1646, 1
  %1847 = mul nuw nsw i64 %1827, 256
  %1848 = mul nuw nsw i64 %1839, 128
  %1849 = add nuw nsw i64 %1847, %1848
  %1850 = mul nuw nsw i64 %1831, 16
  %1851 = add nuw nsw i64 %1849, %1850
  %1852 = add nuw nsw i64 %1851, %1843
  %1853 = getelementptr inbounds nuw float, ptr %1846, i64 %1852
  %1854 = load float, ptr %1853, align 4
  %1855 = mul nuw nsw i64 %1835, 32
  %1856 = mul nuw nsw i64 %1839, 16
  %1857 = add nuw nsw i64 %1855, %1856
  %1858 = add nuw nsw i64 %1857, %1843
  %1859 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_22, i64 %1858
  %1860 = load float, ptr %1859, align 4
  %1861 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1794, 1
  %1862 = mul nuw nsw i64 %1827, 256
  %1863 = mul nuw nsw i64 %1831, 32
  %1864 = add nuw nsw i64 %1862, %1863
  %1865 = add nuw nsw i64 %1864, %1835
  %1866 = getelementptr inbounds nuw float, ptr %1861, i64 %1865
  %1867 = load float, ptr %1866, align 4
  %1868 = fmul float %1854, %1860
  %1869 = fadd float %1867, %1868
  %1870 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1794, 1
  %1871 = mul nuw nsw i64 %1827, 256
  %1872 = mul nuw nsw i64 %1831, 32
  %1873 = add nuw nsw i64 %1871, %1872
  %1874 = add nuw nsw i64 %1873, %1835
  %1875 = getelementptr inbounds nuw float, ptr %1870, i64 %1874
  store float %1869, ptr %1875, align 4
  %1876 = add i64 %1843, 1
  br label %1842

1877:                                             ; preds = %1842
  %1878 = add i64 %1839, 1
  br label %1838

1879:                                             ; preds = %1838
  %1880 = add i64 %1835, 1
  br label %1834

1881:                                             ; preds = %1834
  %1882 = add i64 %1831, 1
  br label %1830

1883:                                             ; preds = %1830
  %1884 = add i64 %1827, 1
  br label %1826

1885:                                             ; preds = %1826
  %1886 = call ptr @malloc(i64 1088)
  %1887 = ptrtoint ptr %1886 to i64
  %1888 = add i64 %1887, 63
  %1889 = urem i64 %1888, 64
  %1890 = sub i64 %1888, %1889
  %1891 = inttoptr i64 %1890 to ptr
  %1892 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1886, 0
  %1893 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1892, ptr %1891, 1
  %1894 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1893, i64 0, 2
  %1895 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1894, i64 1, 3, 0
  %1896 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1895, i64 8, 3, 1
  %1897 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1896, i64 32, 3, 2
  %1898 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1897, i64 256, 4, 0
  %1899 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1898, i64 32, 4, 1
  %1900 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1899, i64 1, 4, 2
  br label %1901

1901:                                             ; preds = %1940, %1885
  %1902 = phi i64 [ %1941, %1940 ], [ 0, %1885 ]
  %1903 = icmp slt i64 %1902, 1
  br i1 %1903, label %1904, label %1942

1904:                                             ; preds = %1901
  br label %1905

1905:                                             ; preds = %1938, %1904
  %1906 = phi i64 [ %1939, %1938 ], [ 0, %1904 ]
  %1907 = icmp slt i64 %1906, 8
  br i1 %1907, label %1908, label %1940

1908:                                             ; preds = %1905
  br label %1909

1909:                                             ; preds = %1912, %1908
  %1910 = phi i64 [ %1937, %1912 ], [ 0, %1908 ]
  %1911 = icmp slt i64 %1910, 32
  br i1 %1911, label %1912, label %1938

1912:                                             ; preds = %1909
  %1913 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1794, 1
  %1914 = mul nuw nsw i64 %1902, 256
  %1915 = mul nuw nsw i64 %1906, 32
  %1916 = add nuw nsw i64 %1914, %1915
  %1917 = add nuw nsw i64 %1916, %1910
  %1918 = getelementptr inbounds nuw float, ptr %1913, i64 %1917
  %1919 = load float, ptr %1918, align 4
  %1920 = getelementptr inbounds nuw float, ptr @__constant_32xf32_21, i64 %1910
  %1921 = load float, ptr %1920, align 4
  %1922 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %470, 1
  %1923 = mul nuw nsw i64 %1902, 256
  %1924 = mul nuw nsw i64 %1906, 32
  %1925 = add nuw nsw i64 %1923, %1924
  %1926 = add nuw nsw i64 %1925, %1910
  %1927 = getelementptr inbounds nuw float, ptr %1922, i64 %1926
  %1928 = load float, ptr %1927, align 4
  %1929 = fadd float %1919, %1921
  %1930 = fadd float %1929, %1928
  %1931 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1900, 1
  %1932 = mul nuw nsw i64 %1902, 256
  %1933 = mul nuw nsw i64 %1906, 32
  %1934 = add nuw nsw i64 %1932, %1933
  %1935 = add nuw nsw i64 %1934, %1910
  %1936 = getelementptr inbounds nuw float, ptr %1931, i64 %1935
  store float %1930, ptr %1936, align 4
  %1937 = add i64 %1910, 1
  br label %1909

1938:                                             ; preds = %1909
  %1939 = add i64 %1906, 1
  br label %1905

1940:                                             ; preds = %1905
  %1941 = add i64 %1902, 1
  br label %1901

1942:                                             ; preds = %1901
  %1943 = call ptr @malloc(i64 2112)
  %1944 = ptrtoint ptr %1943 to i64
  %1945 = add i64 %1944, 63
  %1946 = urem i64 %1945, 64
  %1947 = sub i64 %1945, %1946
  %1948 = inttoptr i64 %1947 to ptr
  %1949 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1943, 0
  %1950 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1949, ptr %1948, 1
  %1951 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1950, i64 0, 2
  %1952 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1951, i64 1, 3, 0
  %1953 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1952, i64 8, 3, 1
  %1954 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1953, i64 32, 3, 2
  %1955 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1954, i64 256, 4, 0
  %1956 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1955, i64 32, 4, 1
  %1957 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1956, i64 1, 4, 2
  br label %1958

1958:                                             ; preds = %1987, %1942
  %1959 = phi i64 [ %1988, %1987 ], [ 0, %1942 ]
  %1960 = icmp slt i64 %1959, 1
  br i1 %1960, label %1961, label %1989

1961:                                             ; preds = %1958
  br label %1962

1962:                                             ; preds = %1985, %1961
  %1963 = phi i64 [ %1986, %1985 ], [ 0, %1961 ]
  %1964 = icmp slt i64 %1963, 8
  br i1 %1964, label %1965, label %1987

1965:                                             ; preds = %1962
  br label %1966

1966:                                             ; preds = %1969, %1965
  %1967 = phi i64 [ %1984, %1969 ], [ 0, %1965 ]
  %1968 = icmp slt i64 %1967, 32
  br i1 %1968, label %1969, label %1985

1969:                                             ; preds = %1966
  %1970 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1900, 1
  %1971 = mul nuw nsw i64 %1959, 256
  %1972 = mul nuw nsw i64 %1963, 32
  %1973 = add nuw nsw i64 %1971, %1972
  %1974 = add nuw nsw i64 %1973, %1967
  %1975 = getelementptr inbounds nuw float, ptr %1970, i64 %1974
  %1976 = load float, ptr %1975, align 4
  %1977 = fpext float %1976 to double
  %1978 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1957, 1
  %1979 = mul nuw nsw i64 %1959, 256
  %1980 = mul nuw nsw i64 %1963, 32
  %1981 = add nuw nsw i64 %1979, %1980
  %1982 = add nuw nsw i64 %1981, %1967
  %1983 = getelementptr inbounds nuw double, ptr %1978, i64 %1982
  store double %1977, ptr %1983, align 8
  %1984 = add i64 %1967, 1
  br label %1966

1985:                                             ; preds = %1966
  %1986 = add i64 %1963, 1
  br label %1962

1987:                                             ; preds = %1962
  %1988 = add i64 %1959, 1
  br label %1958

1989:                                             ; preds = %1958
  %1990 = call ptr @malloc(i64 128)
  %1991 = ptrtoint ptr %1990 to i64
  %1992 = add i64 %1991, 63
  %1993 = urem i64 %1992, 64
  %1994 = sub i64 %1992, %1993
  %1995 = inttoptr i64 %1994 to ptr
  %1996 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1990, 0
  %1997 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1996, ptr %1995, 1
  %1998 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1997, i64 0, 2
  %1999 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1998, i64 1, 3, 0
  %2000 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1999, i64 8, 3, 1
  %2001 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2000, i64 1, 3, 2
  %2002 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2001, i64 8, 4, 0
  %2003 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2002, i64 1, 4, 1
  %2004 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2003, i64 1, 4, 2
  br label %2005

2005:                                             ; preds = %2031, %1989
  %2006 = phi i64 [ %2032, %2031 ], [ 0, %1989 ]
  %2007 = icmp slt i64 %2006, 1
  br i1 %2007, label %2008, label %2033

2008:                                             ; preds = %2005
  br label %2009

2009:                                             ; preds = %2029, %2008
  %2010 = phi i64 [ %2030, %2029 ], [ 0, %2008 ]
  %2011 = icmp slt i64 %2010, 8
  br i1 %2011, label %2012, label %2031

2012:                                             ; preds = %2009
  br label %2013

2013:                                             ; preds = %2016, %2012
  %2014 = phi i64 [ %2028, %2016 ], [ 0, %2012 ]
  %2015 = icmp slt i64 %2014, 1
  br i1 %2015, label %2016, label %2029

2016:                                             ; preds = %2013
  %2017 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %2018 = mul nuw nsw i64 %2006, 8
  %2019 = add nuw nsw i64 %2018, %2010
  %2020 = add nuw nsw i64 %2019, %2014
  %2021 = getelementptr inbounds nuw double, ptr %2017, i64 %2020
  %2022 = load double, ptr %2021, align 8
  %2023 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2004, 1
  %2024 = mul nuw nsw i64 %2006, 8
  %2025 = add nuw nsw i64 %2024, %2010
  %2026 = add nuw nsw i64 %2025, %2014
  %2027 = getelementptr inbounds nuw double, ptr %2023, i64 %2026
  store double %2022, ptr %2027, align 8
  %2028 = add i64 %2014, 1
  br label %2013

2029:                                             ; preds = %2013
  %2030 = add i64 %2010, 1
  br label %2009

2031:                                             ; preds = %2009
  %2032 = add i64 %2006, 1
  br label %2005

2033:                                             ; preds = %2005
  br label %2034

2034:                                             ; preds = %2068, %2033
  %2035 = phi i64 [ %2069, %2068 ], [ 0, %2033 ]
  %2036 = icmp slt i64 %2035, 1
  br i1 %2036, label %2037, label %2070

2037:                                             ; preds = %2034
  br label %2038

2038:                                             ; preds = %2066, %2037
  %2039 = phi i64 [ %2067, %2066 ], [ 0, %2037 ]
  %2040 = icmp slt i64 %2039, 8
  br i1 %2040, label %2041, label %2068

2041:                                             ; preds = %2038
  br label %2042

2042:                                             ; preds = %2045, %2041
  %2043 = phi i64 [ %2065, %2045 ], [ 0, %2041 ]
  %2044 = icmp slt i64 %2043, 32
  br i1 %2044, label %2045, label %2066

2045:                                             ; preds = %2042
  %2046 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1957, 1
  %2047 = mul nuw nsw i64 %2035, 256
  %2048 = mul nuw nsw i64 %2039, 32
  %2049 = add nuw nsw i64 %2047, %2048
  %2050 = add nuw nsw i64 %2049, %2043
  %2051 = getelementptr inbounds nuw double, ptr %2046, i64 %2050
  %2052 = load double, ptr %2051, align 8
  %2053 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2004, 1
  %2054 = mul nuw nsw i64 %2035, 8
  %2055 = add nuw nsw i64 %2054, %2039
  %2056 = add nuw nsw i64 %2055, 0
  %2057 = getelementptr inbounds nuw double, ptr %2053, i64 %2056
  %2058 = load double, ptr %2057, align 8
  %2059 = fadd double %2052, %2058
  %2060 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2004, 1
  %2061 = mul nuw nsw i64 %2035, 8
  %2062 = add nuw nsw i64 %2061, %2039
  %2063 = add nuw nsw i64 %2062, 0
  %2064 = getelementptr inbounds nuw double, ptr %2060, i64 %2063
  store double %2059, ptr %2064, align 8
  %2065 = add i64 %2043, 1
  br label %2042

2066:                                             ; preds = %2042
  %2067 = add i64 %2039, 1
  br label %2038

2068:                                             ; preds = %2038
  %2069 = add i64 %2035, 1
  br label %2034

2070:                                             ; preds = %2034
  %2071 = call ptr @malloc(i64 128)
  %2072 = ptrtoint ptr %2071 to i64
  %2073 = add i64 %2072, 63
  %2074 = urem i64 %2073, 64
  %2075 = sub i64 %2073, %2074
  %2076 = inttoptr i64 %2075 to ptr
  %2077 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2071, 0
  %2078 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2077, ptr %2076, 1
  %2079 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2078, i64 0, 2
  %2080 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2079, i64 1, 3, 0
  %2081 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2080, i64 8, 3, 1
  %2082 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2081, i64 1, 3, 2
  %2083 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2082, i64 8, 4, 0
  %2084 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2083, i64 1, 4, 1
  %2085 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2084, i64 1, 4, 2
  br label %2086

2086:                                             ; preds = %2112, %2070
  %2087 = phi i64 [ %2113, %2112 ], [ 0, %2070 ]
  %2088 = icmp slt i64 %2087, 1
  br i1 %2088, label %2089, label %2114

2089:                                             ; preds = %2086
  br label %2090

2090:                                             ; preds = %2110, %2089
  %2091 = phi i64 [ %2111, %2110 ], [ 0, %2089 ]
  %2092 = icmp slt i64 %2091, 8
  br i1 %2092, label %2093, label %2112

2093:                                             ; preds = %2090
  br label %2094

2094:                                             ; preds = %2097, %2093
  %2095 = phi i64 [ %2109, %2097 ], [ 0, %2093 ]
  %2096 = icmp slt i64 %2095, 1
  br i1 %2096, label %2097, label %2110

2097:                                             ; preds = %2094
  %2098 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %2099 = mul nuw nsw i64 %2087, 8
  %2100 = add nuw nsw i64 %2099, %2091
  %2101 = add nuw nsw i64 %2100, %2095
  %2102 = getelementptr inbounds nuw double, ptr %2098, i64 %2101
  %2103 = load double, ptr %2102, align 8
  %2104 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2085, 1
  %2105 = mul nuw nsw i64 %2087, 8
  %2106 = add nuw nsw i64 %2105, %2091
  %2107 = add nuw nsw i64 %2106, %2095
  %2108 = getelementptr inbounds nuw double, ptr %2104, i64 %2107
  store double %2103, ptr %2108, align 8
  %2109 = add i64 %2095, 1
  br label %2094

2110:                                             ; preds = %2094
  %2111 = add i64 %2091, 1
  br label %2090

2112:                                             ; preds = %2090
  %2113 = add i64 %2087, 1
  br label %2086

2114:                                             ; preds = %2086
  br label %2115

2115:                                             ; preds = %2158, %2114
  %2116 = phi i64 [ %2159, %2158 ], [ 0, %2114 ]
  %2117 = icmp slt i64 %2116, 1
  br i1 %2117, label %2118, label %2160

2118:                                             ; preds = %2115
  br label %2119

2119:                                             ; preds = %2156, %2118
  %2120 = phi i64 [ %2157, %2156 ], [ 0, %2118 ]
  %2121 = icmp slt i64 %2120, 8
  br i1 %2121, label %2122, label %2158

2122:                                             ; preds = %2119
  br label %2123

2123:                                             ; preds = %2126, %2122
  %2124 = phi i64 [ %2155, %2126 ], [ 0, %2122 ]
  %2125 = icmp slt i64 %2124, 32
  br i1 %2125, label %2126, label %2156

2126:                                             ; preds = %2123
  %2127 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1957, 1
  %2128 = mul nuw nsw i64 %2116, 256
  %2129 = mul nuw nsw i64 %2120, 32
  %2130 = add nuw nsw i64 %2128, %2129
  %2131 = add nuw nsw i64 %2130, %2124
  %2132 = getelementptr inbounds nuw double, ptr %2127, i64 %2131
  %2133 = load double, ptr %2132, align 8
  %2134 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2004, 1
  %2135 = mul nuw nsw i64 %2116, 8
  %2136 = add nuw nsw i64 %2135, %2120
  %2137 = add nuw nsw i64 %2136, 0
  %2138 = getelementptr inbounds nuw double, ptr %2134, i64 %2137
  %2139 = load double, ptr %2138, align 8
  %2140 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2085, 1
  %2141 = mul nuw nsw i64 %2116, 8
  %2142 = add nuw nsw i64 %2141, %2120
  %2143 = add nuw nsw i64 %2142, 0
  %2144 = getelementptr inbounds nuw double, ptr %2140, i64 %2143
  %2145 = load double, ptr %2144, align 8
  %2146 = fdiv double %2139, 3.200000e+01
  %2147 = fsub double %2133, %2146
  %2148 = fmul double %2147, %2147
  %2149 = fadd double %2148, %2145
  %2150 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2085, 1
  %2151 = mul nuw nsw i64 %2116, 8
  %2152 = add nuw nsw i64 %2151, %2120
  %2153 = add nuw nsw i64 %2152, 0
  %2154 = getelementptr inbounds nuw double, ptr %2150, i64 %2153
  store double %2149, ptr %2154, align 8
  %2155 = add i64 %2124, 1
  br label %2123

2156:                                             ; preds = %2123
  %2157 = add i64 %2120, 1
  br label %2119

2158:                                             ; preds = %2119
  %2159 = add i64 %2116, 1
  br label %2115

2160:                                             ; preds = %2115
  %2161 = call ptr @malloc(i64 96)
  %2162 = ptrtoint ptr %2161 to i64
  %2163 = add i64 %2162, 63
  %2164 = urem i64 %2163, 64
  %2165 = sub i64 %2163, %2164
  %2166 = inttoptr i64 %2165 to ptr
  %2167 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2161, 0
  %2168 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2167, ptr %2166, 1
  %2169 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2168, i64 0, 2
  %2170 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2169, i64 1, 3, 0
  %2171 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2170, i64 8, 3, 1
  %2172 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2171, i64 1, 3, 2
  %2173 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2172, i64 8, 4, 0
  %2174 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2173, i64 1, 4, 1
  %2175 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2174, i64 1, 4, 2
  br label %2176

2176:                                             ; preds = %2202, %2160
  %2177 = phi i64 [ %2203, %2202 ], [ 0, %2160 ]
  %2178 = icmp slt i64 %2177, 1
  br i1 %2178, label %2179, label %2204

2179:                                             ; preds = %2176
  br label %2180

2180:                                             ; preds = %2200, %2179
  %2181 = phi i64 [ %2201, %2200 ], [ 0, %2179 ]
  %2182 = icmp slt i64 %2181, 8
  br i1 %2182, label %2183, label %2202

2183:                                             ; preds = %2180
  br label %2184

2184:                                             ; preds = %2187, %2183
  %2185 = phi i64 [ %2199, %2187 ], [ 0, %2183 ]
  %2186 = icmp slt i64 %2185, 1
  br i1 %2186, label %2187, label %2200

2187:                                             ; preds = %2184
  %2188 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %351, 1
  %2189 = mul nuw nsw i64 %2177, 8
  %2190 = add nuw nsw i64 %2189, %2181
  %2191 = add nuw nsw i64 %2190, %2185
  %2192 = getelementptr inbounds nuw float, ptr %2188, i64 %2191
  %2193 = load float, ptr %2192, align 4
  %2194 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2175, 1
  %2195 = mul nuw nsw i64 %2177, 8
  %2196 = add nuw nsw i64 %2195, %2181
  %2197 = add nuw nsw i64 %2196, %2185
  %2198 = getelementptr inbounds nuw float, ptr %2194, i64 %2197
  store float %2193, ptr %2198, align 4
  %2199 = add i64 %2185, 1
  br label %2184

2200:                                             ; preds = %2184
  %2201 = add i64 %2181, 1
  br label %2180

2202:                                             ; preds = %2180
  %2203 = add i64 %2177, 1
  br label %2176

2204:                                             ; preds = %2176
  br label %2205

2205:                                             ; preds = %2239, %2204
  %2206 = phi i64 [ %2240, %2239 ], [ 0, %2204 ]
  %2207 = icmp slt i64 %2206, 1
  br i1 %2207, label %2208, label %2241

2208:                                             ; preds = %2205
  br label %2209

2209:                                             ; preds = %2237, %2208
  %2210 = phi i64 [ %2238, %2237 ], [ 0, %2208 ]
  %2211 = icmp slt i64 %2210, 8
  br i1 %2211, label %2212, label %2239

2212:                                             ; preds = %2209
  br label %2213

2213:                                             ; preds = %2216, %2212
  %2214 = phi i64 [ %2236, %2216 ], [ 0, %2212 ]
  %2215 = icmp slt i64 %2214, 32
  br i1 %2215, label %2216, label %2237

2216:                                             ; preds = %2213
  %2217 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1900, 1
  %2218 = mul nuw nsw i64 %2206, 256
  %2219 = mul nuw nsw i64 %2210, 32
  %2220 = add nuw nsw i64 %2218, %2219
  %2221 = add nuw nsw i64 %2220, %2214
  %2222 = getelementptr inbounds nuw float, ptr %2217, i64 %2221
  %2223 = load float, ptr %2222, align 4
  %2224 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2175, 1
  %2225 = mul nuw nsw i64 %2206, 8
  %2226 = add nuw nsw i64 %2225, %2210
  %2227 = add nuw nsw i64 %2226, 0
  %2228 = getelementptr inbounds nuw float, ptr %2224, i64 %2227
  %2229 = load float, ptr %2228, align 4
  %2230 = fadd float %2223, %2229
  %2231 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2175, 1
  %2232 = mul nuw nsw i64 %2206, 8
  %2233 = add nuw nsw i64 %2232, %2210
  %2234 = add nuw nsw i64 %2233, 0
  %2235 = getelementptr inbounds nuw float, ptr %2231, i64 %2234
  store float %2230, ptr %2235, align 4
  %2236 = add i64 %2214, 1
  br label %2213

2237:                                             ; preds = %2213
  %2238 = add i64 %2210, 1
  br label %2209

2239:                                             ; preds = %2209
  %2240 = add i64 %2206, 1
  br label %2205

2241:                                             ; preds = %2205
  %2242 = call ptr @malloc(i64 1088)
  %2243 = ptrtoint ptr %2242 to i64
  %2244 = add i64 %2243, 63
  %2245 = urem i64 %2244, 64
  %2246 = sub i64 %2244, %2245
  %2247 = inttoptr i64 %2246 to ptr
  %2248 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2242, 0
  %2249 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2248, ptr %2247, 1
  %2250 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2249, i64 0, 2
  %2251 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2250, i64 1, 3, 0
  %2252 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2251, i64 8, 3, 1
  %2253 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2252, i64 32, 3, 2
  %2254 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2253, i64 256, 4, 0
  %2255 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2254, i64 32, 4, 1
  %2256 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2255, i64 1, 4, 2
  br label %2257

2257:                                             ; preds = %2311, %2241
  %2258 = phi i64 [ %2312, %2311 ], [ 0, %2241 ]
  %2259 = icmp slt i64 %2258, 1
  br i1 %2259, label %2260, label %2313

2260:                                             ; preds = %2257
  br label %2261

2261:                                             ; preds = %2309, %2260
  %2262 = phi i64 [ %2310, %2309 ], [ 0, %2260 ]
  %2263 = icmp slt i64 %2262, 8
  br i1 %2263, label %2264, label %2311

2264:                                             ; preds = %2261
  br label %2265

2265:                                             ; preds = %2268, %2264
  %2266 = phi i64 [ %2308, %2268 ], [ 0, %2264 ]
  %2267 = icmp slt i64 %2266, 32
  br i1 %2267, label %2268, label %2309

2268:                                             ; preds = %2265
  %2269 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1900, 1
  %2270 = mul nuw nsw i64 %2258, 256
  %2271 = mul nuw nsw i64 %2262, 32
  %2272 = add nuw nsw i64 %2270, %2271
  %2273 = add nuw nsw i64 %2272, %2266
  %2274 = getelementptr inbounds nuw float, ptr %2269, i64 %2273
  %2275 = load float, ptr %2274, align 4
  %2276 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2175, 1
  %2277 = mul nuw nsw i64 %2258, 8
  %2278 = add nuw nsw i64 %2277, %2262
  %2279 = add nuw nsw i64 %2278, 0
  %2280 = getelementptr inbounds nuw float, ptr %2276, i64 %2279
  %2281 = load float, ptr %2280, align 4
  %2282 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2085, 1
  %2283 = mul nuw nsw i64 %2258, 8
  %2284 = add nuw nsw i64 %2283, %2262
  %2285 = add nuw nsw i64 %2284, 0
  %2286 = getelementptr inbounds nuw double, ptr %2282, i64 %2285
  %2287 = load double, ptr %2286, align 8
  %2288 = getelementptr inbounds nuw float, ptr @__constant_32xf32_20, i64 %2266
  %2289 = load float, ptr %2288, align 4
  %2290 = getelementptr inbounds nuw float, ptr @__constant_32xf32_19, i64 %2266
  %2291 = load float, ptr %2290, align 4
  %2292 = fdiv double %2287, 3.200000e+01
  %2293 = fptrunc double %2292 to float
  %2294 = fadd float %2293, f0x2B8CBCCC
  %2295 = call float @llvm.sqrt.f32(float %2294)
  %2296 = fdiv float 1.000000e+00, %2295
  %2297 = fdiv float %2281, 3.200000e+01
  %2298 = fsub float %2275, %2297
  %2299 = fmul float %2298, %2296
  %2300 = fmul float %2299, %2289
  %2301 = fadd float %2300, %2291
  %2302 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2256, 1
  %2303 = mul nuw nsw i64 %2258, 256
  %2304 = mul nuw nsw i64 %2262, 32
  %2305 = add nuw nsw i64 %2303, %2304
  %2306 = add nuw nsw i64 %2305, %2266
  %2307 = getelementptr inbounds nuw float, ptr %2302, i64 %2306
  store float %2301, ptr %2307, align 4
  %2308 = add i64 %2266, 1
  br label %2265

2309:                                             ; preds = %2265
  %2310 = add i64 %2262, 1
  br label %2261

2311:                                             ; preds = %2261
  %2312 = add i64 %2258, 1
  br label %2257

2313:                                             ; preds = %2257
  %2314 = call ptr @malloc(i64 2112)
  %2315 = ptrtoint ptr %2314 to i64
  %2316 = add i64 %2315, 63
  %2317 = urem i64 %2316, 64
  %2318 = sub i64 %2316, %2317
  %2319 = inttoptr i64 %2318 to ptr
  %2320 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %2314, 0
  %2321 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2320, ptr %2319, 1
  %2322 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2321, i64 0, 2
  %2323 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2322, i64 8, 3, 0
  %2324 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2323, i64 64, 3, 1
  %2325 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2324, i64 64, 4, 0
  %2326 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2325, i64 1, 4, 1
  br label %2327

2327:                                             ; preds = %2340, %2313
  %2328 = phi i64 [ %2341, %2340 ], [ 0, %2313 ]
  %2329 = icmp slt i64 %2328, 8
  br i1 %2329, label %2330, label %2342

2330:                                             ; preds = %2327
  br label %2331

2331:                                             ; preds = %2334, %2330
  %2332 = phi i64 [ %2339, %2334 ], [ 0, %2330 ]
  %2333 = icmp slt i64 %2332, 64
  br i1 %2333, label %2334, label %2340

2334:                                             ; preds = %2331
  %2335 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2326, 1
  %2336 = mul nuw nsw i64 %2328, 64
  %2337 = add nuw nsw i64 %2336, %2332
  %2338 = getelementptr inbounds nuw float, ptr %2335, i64 %2337
  store float 0.000000e+00, ptr %2338, align 4
  %2339 = add i64 %2332, 1
  br label %2331

2340:                                             ; preds = %2331
  %2341 = add i64 %2328, 1
  br label %2327

2342:                                             ; preds = %2327
  %2343 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2326, 0
  %2344 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2326, 1
  %2345 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2343, 0
  %2346 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2345, ptr %2344, 1
  %2347 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2346, i64 0, 2
  %2348 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2347, i64 1, 3, 0
  %2349 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2348, i64 512, 4, 0
  %2350 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2349, i64 8, 3, 1
  %2351 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2350, i64 64, 4, 1
  %2352 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2351, i64 64, 3, 2
  %2353 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2352, i64 1, 4, 2
  %2354 = call ptr @malloc(i64 2112)
  %2355 = ptrtoint ptr %2354 to i64
  %2356 = add i64 %2355, 63
  %2357 = urem i64 %2356, 64
  %2358 = sub i64 %2356, %2357
  %2359 = inttoptr i64 %2358 to ptr
  %2360 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2354, 0
  %2361 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2360, ptr %2359, 1
  %2362 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2361, i64 0, 2
  %2363 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2362, i64 1, 3, 0
  %2364 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2363, i64 8, 3, 1
  %2365 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2364, i64 64, 3, 2
  %2366 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2365, i64 512, 4, 0
  %2367 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2366, i64 64, 4, 1
  %2368 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2367, i64 1, 4, 2
  br label %2369

2369:                                             ; preds = %2397, %2342
  %2370 = phi i64 [ %2398, %2397 ], [ 0, %2342 ]
  %2371 = icmp slt i64 %2370, 1
  br i1 %2371, label %2372, label %2399

2372:                                             ; preds = %2369
  br label %2373

2373:                                             ; preds = %2395, %2372
  %2374 = phi i64 [ %2396, %2395 ], [ 0, %2372 ]
  %2375 = icmp slt i64 %2374, 8
  br i1 %2375, label %2376, label %2397

2376:                                             ; preds = %2373
  br label %2377

2377:                                             ; preds = %2380, %2376
  %2378 = phi i64 [ %2394, %2380 ], [ 0, %2376 ]
  %2379 = icmp slt i64 %2378, 64
  br i1 %2379, label %2380, label %2395

2380:                                             ; preds = %2377
  %2381 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2353, 1
  %2382 = mul nuw nsw i64 %2370, 512
  %2383 = mul nuw nsw i64 %2374, 64
  %2384 = add nuw nsw i64 %2382, %2383
  %2385 = add nuw nsw i64 %2384, %2378
  %2386 = getelementptr inbounds nuw float, ptr %2381, i64 %2385
  %2387 = load float, ptr %2386, align 4
  %2388 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2368, 1
  %2389 = mul nuw nsw i64 %2370, 512
  %2390 = mul nuw nsw i64 %2374, 64
  %2391 = add nuw nsw i64 %2389, %2390
  %2392 = add nuw nsw i64 %2391, %2378
  %2393 = getelementptr inbounds nuw float, ptr %2388, i64 %2392
  store float %2387, ptr %2393, align 4
  %2394 = add i64 %2378, 1
  br label %2377

2395:                                             ; preds = %2377
  %2396 = add i64 %2374, 1
  br label %2373

2397:                                             ; preds = %2373
  %2398 = add i64 %2370, 1
  br label %2369

2399:                                             ; preds = %2369
  br label %2400

2400:                                             ; preds = %2447, %2399
  %2401 = phi i64 [ %2448, %2447 ], [ 0, %2399 ]
  %2402 = icmp slt i64 %2401, 1
  br i1 %2402, label %2403, label %2449

2403:                                             ; preds = %2400
  br label %2404

2404:                                             ; preds = %2445, %2403
  %2405 = phi i64 [ %2446, %2445 ], [ 0, %2403 ]
  %2406 = icmp slt i64 %2405, 8
  br i1 %2406, label %2407, label %2447

2407:                                             ; preds = %2404
  br label %2408

2408:                                             ; preds = %2443, %2407
  %2409 = phi i64 [ %2444, %2443 ], [ 0, %2407 ]
  %2410 = icmp slt i64 %2409, 64
  br i1 %2410, label %2411, label %2445

2411:                                             ; preds = %2408
  br label %2412

2412:                                             ; preds = %2415, %2411
  %2413 = phi i64 [ %2442, %2415 ], [ 0, %2411 ]
  %2414 = icmp slt i64 %2413, 32
  br i1 %2414, label %2415, label %2443

2415:                                             ; preds = %2412
  %2416 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2256, 1
  %2417 = mul nuw nsw i64 %2401, 256
  %2418 = mul nuw nsw i64 %2405, 32
  %2419 = add nuw nsw i64 %2417, %2418
  %2420 = add nuw nsw i64 %2419, %2413
  %2421 = getelementptr inbounds nuw float, ptr %2416, i64 %2420
  %2422 = load float, ptr %2421, align 4
  %2423 = mul nuw nsw i64 %2409, 32
  %2424 = add nuw nsw i64 %2423, %2413
  %2425 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_18, i64 %2424
  %2426 = load float, ptr %2425, align 4
  %2427 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2368, 1
  %2428 = mul nuw nsw i64 %2401, 512
  %2429 = mul nuw nsw i64 %2405, 64
  %2430 = add nuw nsw i64 %2428, %2429
  %2431 = add nuw nsw i64 %2430, %2409
  %2432 = getelementptr inbounds nuw float, ptr %2427, i64 %2431
  %2433 = load float, ptr %2432, align 4
  %2434 = fmul float %2422, %2426
  %2435 = fadd float %2433, %2434
  %2436 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2368, 1
  %2437 = mul nuw nsw i64 %2401, 512
  %2438 = mul nuw nsw i64 %2405, 64
  %2439 = add nuw nsw i64 %2437, %2438
  %2440 = add nuw nsw i64 %2439, %2409
  %2441 = getelementptr inbounds nuw float, ptr %2436, i64 %2440
  store float %2435, ptr %2441, align 4
  %2442 = add i64 %2413, 1
  br label %2412

2443:                                             ; preds = %2412
  %2444 = add i64 %2409, 1
  br label %2408

2445:                                             ; preds = %2408
  %2446 = add i64 %2405, 1
  br label %2404

2447:                                             ; preds = %2404
  %2448 = add i64 %2401, 1
  br label %2400

2449:                                             ; preds = %2400
  %2450 = call ptr @malloc(i64 1088)
  %2451 = ptrtoint ptr %2450 to i64
  %2452 = add i64 %2451, 63
  %2453 = urem i64 %2452, 64
  %2454 = sub i64 %2452, %2453
  %2455 = inttoptr i64 %2454 to ptr
  %2456 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2450, 0
  %2457 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2456, ptr %2455, 1
  %2458 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2457, i64 0, 2
  %2459 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2458, i64 1, 3, 0
  %2460 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2459, i64 8, 3, 1
  %2461 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2460, i64 32, 3, 2
  %2462 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2461, i64 256, 4, 0
  %2463 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2462, i64 32, 4, 1
  %2464 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2463, i64 1, 4, 2
  br label %2465

2465:                                             ; preds = %2493, %2449
  %2466 = phi i64 [ %2494, %2493 ], [ 0, %2449 ]
  %2467 = icmp slt i64 %2466, 1
  br i1 %2467, label %2468, label %2495

2468:                                             ; preds = %2465
  br label %2469

2469:                                             ; preds = %2491, %2468
  %2470 = phi i64 [ %2492, %2491 ], [ 0, %2468 ]
  %2471 = icmp slt i64 %2470, 8
  br i1 %2471, label %2472, label %2493

2472:                                             ; preds = %2469
  br label %2473

2473:                                             ; preds = %2476, %2472
  %2474 = phi i64 [ %2490, %2476 ], [ 0, %2472 ]
  %2475 = icmp slt i64 %2474, 32
  br i1 %2475, label %2476, label %2491

2476:                                             ; preds = %2473
  %2477 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1779, 1
  %2478 = mul nuw nsw i64 %2466, 256
  %2479 = mul nuw nsw i64 %2470, 32
  %2480 = add nuw nsw i64 %2478, %2479
  %2481 = add nuw nsw i64 %2480, %2474
  %2482 = getelementptr inbounds nuw float, ptr %2477, i64 %2481
  %2483 = load float, ptr %2482, align 4
  %2484 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2464, 1
  %2485 = mul nuw nsw i64 %2466, 256
  %2486 = mul nuw nsw i64 %2470, 32
  %2487 = add nuw nsw i64 %2485, %2486
  %2488 = add nuw nsw i64 %2487, %2474
  %2489 = getelementptr inbounds nuw float, ptr %2484, i64 %2488
  store float %2483, ptr %2489, align 4
  %2490 = add i64 %2474, 1
  br label %2473

2491:                                             ; preds = %2473
  %2492 = add i64 %2470, 1
  br label %2469

2493:                                             ; preds = %2469
  %2494 = add i64 %2466, 1
  br label %2465

2495:                                             ; preds = %2465
  br label %2496

2496:                                             ; preds = %2595, %2495
  %2497 = phi i64 [ %2596, %2595 ], [ 0, %2495 ]
  %2498 = icmp slt i64 %2497, 1
  br i1 %2498, label %2499, label %2597

2499:                                             ; preds = %2496
  br label %2500

2500:                                             ; preds = %2593, %2499
  %2501 = phi i64 [ %2594, %2593 ], [ 0, %2499 ]
  %2502 = icmp slt i64 %2501, 8
  br i1 %2502, label %2503, label %2595

2503:                                             ; preds = %2500
  br label %2504

2504:                                             ; preds = %2591, %2503
  %2505 = phi i64 [ %2592, %2591 ], [ 0, %2503 ]
  %2506 = icmp slt i64 %2505, 32
  br i1 %2506, label %2507, label %2593

2507:                                             ; preds = %2504
  br label %2508

2508:                                             ; preds = %2511, %2507
  %2509 = phi i64 [ %2590, %2511 ], [ 0, %2507 ]
  %2510 = icmp slt i64 %2509, 64
  br i1 %2510, label %2511, label %2591

2511:                                             ; preds = %2508
  %2512 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2368, 1
  %2513 = mul nuw nsw i64 %2497, 512
  %2514 = mul nuw nsw i64 %2501, 64
  %2515 = add nuw nsw i64 %2513, %2514
  %2516 = add nuw nsw i64 %2515, %2509
  %2517 = getelementptr inbounds nuw float, ptr %2512, i64 %2516
  %2518 = load float, ptr %2517, align 4
  %2519 = getelementptr inbounds nuw float, ptr @__constant_64xf32_17, i64 %2509
  %2520 = load float, ptr %2519, align 4
  %2521 = mul nuw nsw i64 %2505, 64
  %2522 = add nuw nsw i64 %2521, %2509
  %2523 = getelementptr inbounds nuw float, ptr @__constant_32x64xf32_16, i64 %2522
  %2524 = load float, ptr %2523, align 4
  %2525 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2464, 1
  %2526 = mul nuw nsw i64 %2497, 256
  %2527 = mul nuw nsw i64 %2501, 32
  %2528 = add nuw nsw i64 %2526, %2527
  %2529 = add nuw nsw i64 %2528, %2505
  %2530 = getelementptr inbounds nuw float, ptr %2525, i64 %2529
  %2531 = load float, ptr %2530, align 4
  %2532 = fadd float %2518, %2520
  %2533 = fdiv float %2532, f0x3FB504F3
  %2534 = fcmp olt float %2533, 0.000000e+00
  %2535 = fneg float %2533
  %2536 = select i1 %2534, float %2535, float %2533
  %2537 = fcmp olt float %2536, 8.000000e-01
  %2538 = select i1 %2537, float f0x3F906EBA, float f0x3F905225
  %2539 = select i1 %2537, float f0xBEED51AF, float -3.276070e-01
  %2540 = select i1 %2537, float f0xBF05E48B, float f0xBEBABCC4
  %2541 = select i1 %2537, float f0x3F04EC44, float f0x3EE590A2
  %2542 = select i1 %2537, float f0x3E56C688, float f0x3DF27F94
  %2543 = select i1 %2537, float f0xBE06F8EE, float f0xBDB4EEE3
  %2544 = select i1 %2537, float f0x3CD3794F, float f0x3D17D100
  %2545 = select i1 %2537, float f0x3D9782A4, float f0x3D6A78FA
  %2546 = fcmp olt float %2536, 2.000000e+00
  %2547 = select i1 %2546, float 0.000000e+00, float f0xBB58546D
  %2548 = select i1 %2546, float %2538, float f0x3B66A96A
  %2549 = select i1 %2546, float %2539, float f0xC003E25F
  %2550 = select i1 %2546, float %2540, float f0xBAB94D1E
  %2551 = select i1 %2546, float %2541, float f0x3FD0437B
  %2552 = select i1 %2546, float %2542, float f0x3984E118
  %2553 = select i1 %2546, float %2543, float f0xBF15590A
  %2554 = select i1 %2546, float %2544, float f0xB78F7C49
  %2555 = select i1 %2546, float %2545, float f0x3DA853B3
  %2556 = select i1 %2546, float 0.000000e+00, float 1.000000e+00
  %2557 = fcmp ult float %2536, 3.750000e+00
  %2558 = fmul float %2536, %2554
  %2559 = fadd float %2558, %2552
  %2560 = fmul float %2536, %2559
  %2561 = fadd float %2560, %2550
  %2562 = fmul float %2536, %2561
  %2563 = fadd float %2562, %2548
  %2564 = fmul float %2536, %2563
  %2565 = fadd float %2564, %2547
  %2566 = fmul float %2536, %2555
  %2567 = fadd float %2566, %2553
  %2568 = fmul float %2536, %2567
  %2569 = fadd float %2568, %2551
  %2570 = fmul float %2536, %2569
  %2571 = fadd float %2570, %2549
  %2572 = fmul float %2536, %2571
  %2573 = fadd float %2572, 1.000000e+00
  %2574 = fdiv float %2565, %2573
  %2575 = fadd float %2556, %2574
  %2576 = select i1 %2557, float %2575, float 1.000000e+00
  %2577 = fneg float %2576
  %2578 = select i1 %2534, float %2577, float %2576
  %2579 = fadd float %2578, 1.000000e+00
  %2580 = fmul float %2579, 5.000000e-01
  %2581 = fmul float %2532, %2580
  %2582 = fmul float %2581, %2524
  %2583 = fadd float %2531, %2582
  %2584 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2464, 1
  %2585 = mul nuw nsw i64 %2497, 256
  %2586 = mul nuw nsw i64 %2501, 32
  %2587 = add nuw nsw i64 %2585, %2586
  %2588 = add nuw nsw i64 %2587, %2505
  %2589 = getelementptr inbounds nuw float, ptr %2584, i64 %2588
  store float %2583, ptr %2589, align 4
  %2590 = add i64 %2509, 1
  br label %2508

2591:                                             ; preds = %2508
  %2592 = add i64 %2505, 1
  br label %2504

2593:                                             ; preds = %2504
  %2594 = add i64 %2501, 1
  br label %2500

2595:                                             ; preds = %2500
  %2596 = add i64 %2497, 1
  br label %2496

2597:                                             ; preds = %2496
  %2598 = call ptr @malloc(i64 1088)
  %2599 = ptrtoint ptr %2598 to i64
  %2600 = add i64 %2599, 63
  %2601 = urem i64 %2600, 64
  %2602 = sub i64 %2600, %2601
  %2603 = inttoptr i64 %2602 to ptr
  %2604 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2598, 0
  %2605 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2604, ptr %2603, 1
  %2606 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2605, i64 0, 2
  %2607 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2606, i64 1, 3, 0
  %2608 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2607, i64 8, 3, 1
  %2609 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2608, i64 32, 3, 2
  %2610 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2609, i64 256, 4, 0
  %2611 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2610, i64 32, 4, 1
  %2612 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2611, i64 1, 4, 2
  br label %2613

2613:                                             ; preds = %2652, %2597
  %2614 = phi i64 [ %2653, %2652 ], [ 0, %2597 ]
  %2615 = icmp slt i64 %2614, 1
  br i1 %2615, label %2616, label %2654

2616:                                             ; preds = %2613
  br label %2617

2617:                                             ; preds = %2650, %2616
  %2618 = phi i64 [ %2651, %2650 ], [ 0, %2616 ]
  %2619 = icmp slt i64 %2618, 8
  br i1 %2619, label %2620, label %2652

2620:                                             ; preds = %2617
  br label %2621

2621:                                             ; preds = %2624, %2620
  %2622 = phi i64 [ %2649, %2624 ], [ 0, %2620 ]
  %2623 = icmp slt i64 %2622, 32
  br i1 %2623, label %2624, label %2650

2624:                                             ; preds = %2621
  %2625 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2464, 1
  %2626 = mul nuw nsw i64 %2614, 256
  %2627 = mul nuw nsw i64 %2618, 32
  %2628 = add nuw nsw i64 %2626, %2627
  %2629 = add nuw nsw i64 %2628, %2622
  %2630 = getelementptr inbounds nuw float, ptr %2625, i64 %2629
  %2631 = load float, ptr %2630, align 4
  %2632 = getelementptr inbounds nuw float, ptr @__constant_32xf32_15, i64 %2622
  %2633 = load float, ptr %2632, align 4
  %2634 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2256, 1
  %2635 = mul nuw nsw i64 %2614, 256
  %2636 = mul nuw nsw i64 %2618, 32
  %2637 = add nuw nsw i64 %2635, %2636
  %2638 = add nuw nsw i64 %2637, %2622
  %2639 = getelementptr inbounds nuw float, ptr %2634, i64 %2638
  %2640 = load float, ptr %2639, align 4
  %2641 = fadd float %2631, %2633
  %2642 = fadd float %2641, %2640
  %2643 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2612, 1
  %2644 = mul nuw nsw i64 %2614, 256
  %2645 = mul nuw nsw i64 %2618, 32
  %2646 = add nuw nsw i64 %2644, %2645
  %2647 = add nuw nsw i64 %2646, %2622
  %2648 = getelementptr inbounds nuw float, ptr %2643, i64 %2647
  store float %2642, ptr %2648, align 4
  %2649 = add i64 %2622, 1
  br label %2621

2650:                                             ; preds = %2621
  %2651 = add i64 %2618, 1
  br label %2617

2652:                                             ; preds = %2617
  %2653 = add i64 %2614, 1
  br label %2613

2654:                                             ; preds = %2613
  %2655 = call ptr @malloc(i64 2112)
  %2656 = ptrtoint ptr %2655 to i64
  %2657 = add i64 %2656, 63
  %2658 = urem i64 %2657, 64
  %2659 = sub i64 %2657, %2658
  %2660 = inttoptr i64 %2659 to ptr
  %2661 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2655, 0
  %2662 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2661, ptr %2660, 1
  %2663 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2662, i64 0, 2
  %2664 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2663, i64 1, 3, 0
  %2665 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2664, i64 8, 3, 1
  %2666 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2665, i64 32, 3, 2
  %2667 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2666, i64 256, 4, 0
  %2668 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2667, i64 32, 4, 1
  %2669 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2668, i64 1, 4, 2
  br label %2670

2670:                                             ; preds = %2699, %2654
  %2671 = phi i64 [ %2700, %2699 ], [ 0, %2654 ]
  %2672 = icmp slt i64 %2671, 1
  br i1 %2672, label %2673, label %2701

2673:                                             ; preds = %2670
  br label %2674

2674:                                             ; preds = %2697, %2673
  %2675 = phi i64 [ %2698, %2697 ], [ 0, %2673 ]
  %2676 = icmp slt i64 %2675, 8
  br i1 %2676, label %2677, label %2699

2677:                                             ; preds = %2674
  br label %2678

2678:                                             ; preds = %2681, %2677
  %2679 = phi i64 [ %2696, %2681 ], [ 0, %2677 ]
  %2680 = icmp slt i64 %2679, 32
  br i1 %2680, label %2681, label %2697

2681:                                             ; preds = %2678
  %2682 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2612, 1
  %2683 = mul nuw nsw i64 %2671, 256
  %2684 = mul nuw nsw i64 %2675, 32
  %2685 = add nuw nsw i64 %2683, %2684
  %2686 = add nuw nsw i64 %2685, %2679
  %2687 = getelementptr inbounds nuw float, ptr %2682, i64 %2686
  %2688 = load float, ptr %2687, align 4
  %2689 = fpext float %2688 to double
  %2690 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2669, 1
  %2691 = mul nuw nsw i64 %2671, 256
  %2692 = mul nuw nsw i64 %2675, 32
  %2693 = add nuw nsw i64 %2691, %2692
  %2694 = add nuw nsw i64 %2693, %2679
  %2695 = getelementptr inbounds nuw double, ptr %2690, i64 %2694
  store double %2689, ptr %2695, align 8
  %2696 = add i64 %2679, 1
  br label %2678

2697:                                             ; preds = %2678
  %2698 = add i64 %2675, 1
  br label %2674

2699:                                             ; preds = %2674
  %2700 = add i64 %2671, 1
  br label %2670

2701:                                             ; preds = %2670
  %2702 = call ptr @malloc(i64 128)
  %2703 = ptrtoint ptr %2702 to i64
  %2704 = add i64 %2703, 63
  %2705 = urem i64 %2704, 64
  %2706 = sub i64 %2704, %2705
  %2707 = inttoptr i64 %2706 to ptr
  %2708 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2702, 0
  %2709 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2708, ptr %2707, 1
  %2710 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2709, i64 0, 2
  %2711 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2710, i64 1, 3, 0
  %2712 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2711, i64 8, 3, 1
  %2713 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2712, i64 1, 3, 2
  %2714 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2713, i64 8, 4, 0
  %2715 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2714, i64 1, 4, 1
  %2716 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2715, i64 1, 4, 2
  br label %2717

2717:                                             ; preds = %2743, %2701
  %2718 = phi i64 [ %2744, %2743 ], [ 0, %2701 ]
  %2719 = icmp slt i64 %2718, 1
  br i1 %2719, label %2720, label %2745

2720:                                             ; preds = %2717
  br label %2721

2721:                                             ; preds = %2741, %2720
  %2722 = phi i64 [ %2742, %2741 ], [ 0, %2720 ]
  %2723 = icmp slt i64 %2722, 8
  br i1 %2723, label %2724, label %2743

2724:                                             ; preds = %2721
  br label %2725

2725:                                             ; preds = %2728, %2724
  %2726 = phi i64 [ %2740, %2728 ], [ 0, %2724 ]
  %2727 = icmp slt i64 %2726, 1
  br i1 %2727, label %2728, label %2741

2728:                                             ; preds = %2725
  %2729 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %2730 = mul nuw nsw i64 %2718, 8
  %2731 = add nuw nsw i64 %2730, %2722
  %2732 = add nuw nsw i64 %2731, %2726
  %2733 = getelementptr inbounds nuw double, ptr %2729, i64 %2732
  %2734 = load double, ptr %2733, align 8
  %2735 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2716, 1
  %2736 = mul nuw nsw i64 %2718, 8
  %2737 = add nuw nsw i64 %2736, %2722
  %2738 = add nuw nsw i64 %2737, %2726
  %2739 = getelementptr inbounds nuw double, ptr %2735, i64 %2738
  store double %2734, ptr %2739, align 8
  %2740 = add i64 %2726, 1
  br label %2725

2741:                                             ; preds = %2725
  %2742 = add i64 %2722, 1
  br label %2721

2743:                                             ; preds = %2721
  %2744 = add i64 %2718, 1
  br label %2717

2745:                                             ; preds = %2717
  br label %2746

2746:                                             ; preds = %2780, %2745
  %2747 = phi i64 [ %2781, %2780 ], [ 0, %2745 ]
  %2748 = icmp slt i64 %2747, 1
  br i1 %2748, label %2749, label %2782

2749:                                             ; preds = %2746
  br label %2750

2750:                                             ; preds = %2778, %2749
  %2751 = phi i64 [ %2779, %2778 ], [ 0, %2749 ]
  %2752 = icmp slt i64 %2751, 8
  br i1 %2752, label %2753, label %2780

2753:                                             ; preds = %2750
  br label %2754

2754:                                             ; preds = %2757, %2753
  %2755 = phi i64 [ %2777, %2757 ], [ 0, %2753 ]
  %2756 = icmp slt i64 %2755, 32
  br i1 %2756, label %2757, label %2778

2757:                                             ; preds = %2754
  %2758 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2669, 1
  %2759 = mul nuw nsw i64 %2747, 256
  %2760 = mul nuw nsw i64 %2751, 32
  %2761 = add nuw nsw i64 %2759, %2760
  %2762 = add nuw nsw i64 %2761, %2755
  %2763 = getelementptr inbounds nuw double, ptr %2758, i64 %2762
  %2764 = load double, ptr %2763, align 8
  %2765 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2716, 1
  %2766 = mul nuw nsw i64 %2747, 8
  %2767 = add nuw nsw i64 %2766, %2751
  %2768 = add nuw nsw i64 %2767, 0
  %2769 = getelementptr inbounds nuw double, ptr %2765, i64 %2768
  %2770 = load double, ptr %2769, align 8
  %2771 = fadd double %2764, %2770
  %2772 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2716, 1
  %2773 = mul nuw nsw i64 %2747, 8
  %2774 = add nuw nsw i64 %2773, %2751
  %2775 = add nuw nsw i64 %2774, 0
  %2776 = getelementptr inbounds nuw double, ptr %2772, i64 %2775
  store double %2771, ptr %2776, align 8
  %2777 = add i64 %2755, 1
  br label %2754

2778:                                             ; preds = %2754
  %2779 = add i64 %2751, 1
  br label %2750

2780:                                             ; preds = %2750
  %2781 = add i64 %2747, 1
  br label %2746

2782:                                             ; preds = %2746
  %2783 = call ptr @malloc(i64 128)
  %2784 = ptrtoint ptr %2783 to i64
  %2785 = add i64 %2784, 63
  %2786 = urem i64 %2785, 64
  %2787 = sub i64 %2785, %2786
  %2788 = inttoptr i64 %2787 to ptr
  %2789 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2783, 0
  %2790 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2789, ptr %2788, 1
  %2791 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2790, i64 0, 2
  %2792 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2791, i64 1, 3, 0
  %2793 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2792, i64 8, 3, 1
  %2794 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2793, i64 1, 3, 2
  %2795 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2794, i64 8, 4, 0
  %2796 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2795, i64 1, 4, 1
  %2797 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2796, i64 1, 4, 2
  br label %2798

2798:                                             ; preds = %2824, %2782
  %2799 = phi i64 [ %2825, %2824 ], [ 0, %2782 ]
  %2800 = icmp slt i64 %2799, 1
  br i1 %2800, label %2801, label %2826

2801:                                             ; preds = %2798
  br label %2802

2802:                                             ; preds = %2822, %2801
  %2803 = phi i64 [ %2823, %2822 ], [ 0, %2801 ]
  %2804 = icmp slt i64 %2803, 8
  br i1 %2804, label %2805, label %2824

2805:                                             ; preds = %2802
  br label %2806

2806:                                             ; preds = %2809, %2805
  %2807 = phi i64 [ %2821, %2809 ], [ 0, %2805 ]
  %2808 = icmp slt i64 %2807, 1
  br i1 %2808, label %2809, label %2822

2809:                                             ; preds = %2806
  %2810 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %2811 = mul nuw nsw i64 %2799, 8
  %2812 = add nuw nsw i64 %2811, %2803
  %2813 = add nuw nsw i64 %2812, %2807
  %2814 = getelementptr inbounds nuw double, ptr %2810, i64 %2813
  %2815 = load double, ptr %2814, align 8
  %2816 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2797, 1
  %2817 = mul nuw nsw i64 %2799, 8
  %2818 = add nuw nsw i64 %2817, %2803
  %2819 = add nuw nsw i64 %2818, %2807
  %2820 = getelementptr inbounds nuw double, ptr %2816, i64 %2819
  store double %2815, ptr %2820, align 8
  %2821 = add i64 %2807, 1
  br label %2806

2822:                                             ; preds = %2806
  %2823 = add i64 %2803, 1
  br label %2802

2824:                                             ; preds = %2802
  %2825 = add i64 %2799, 1
  br label %2798

2826:                                             ; preds = %2798
  br label %2827

2827:                                             ; preds = %2870, %2826
  %2828 = phi i64 [ %2871, %2870 ], [ 0, %2826 ]
  %2829 = icmp slt i64 %2828, 1
  br i1 %2829, label %2830, label %2872

2830:                                             ; preds = %2827
  br label %2831

2831:                                             ; preds = %2868, %2830
  %2832 = phi i64 [ %2869, %2868 ], [ 0, %2830 ]
  %2833 = icmp slt i64 %2832, 8
  br i1 %2833, label %2834, label %2870

2834:                                             ; preds = %2831
  br label %2835

2835:                                             ; preds = %2838, %2834
  %2836 = phi i64 [ %2867, %2838 ], [ 0, %2834 ]
  %2837 = icmp slt i64 %2836, 32
  br i1 %2837, label %2838, label %2868

2838:                                             ; preds = %2835
  %2839 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2669, 1
  %2840 = mul nuw nsw i64 %2828, 256
  %2841 = mul nuw nsw i64 %2832, 32
  %2842 = add nuw nsw i64 %2840, %2841
  %2843 = add nuw nsw i64 %2842, %2836
  %2844 = getelementptr inbounds nuw double, ptr %2839, i64 %2843
  %2845 = load double, ptr %2844, align 8
  %2846 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2716, 1
  %2847 = mul nuw nsw i64 %2828, 8
  %2848 = add nuw nsw i64 %2847, %2832
  %2849 = add nuw nsw i64 %2848, 0
  %2850 = getelementptr inbounds nuw double, ptr %2846, i64 %2849
  %2851 = load double, ptr %2850, align 8
  %2852 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2797, 1
  %2853 = mul nuw nsw i64 %2828, 8
  %2854 = add nuw nsw i64 %2853, %2832
  %2855 = add nuw nsw i64 %2854, 0
  %2856 = getelementptr inbounds nuw double, ptr %2852, i64 %2855
  %2857 = load double, ptr %2856, align 8
  %2858 = fdiv double %2851, 3.200000e+01
  %2859 = fsub double %2845, %2858
  %2860 = fmul double %2859, %2859
  %2861 = fadd double %2860, %2857
  %2862 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2797, 1
  %2863 = mul nuw nsw i64 %2828, 8
  %2864 = add nuw nsw i64 %2863, %2832
  %2865 = add nuw nsw i64 %2864, 0
  %2866 = getelementptr inbounds nuw double, ptr %2862, i64 %2865
  store double %2861, ptr %2866, align 8
  %2867 = add i64 %2836, 1
  br label %2835

2868:                                             ; preds = %2835
  %2869 = add i64 %2832, 1
  br label %2831

2870:                                             ; preds = %2831
  %2871 = add i64 %2828, 1
  br label %2827

2872:                                             ; preds = %2827
  %2873 = call ptr @malloc(i64 96)
  %2874 = ptrtoint ptr %2873 to i64
  %2875 = add i64 %2874, 63
  %2876 = urem i64 %2875, 64
  %2877 = sub i64 %2875, %2876
  %2878 = inttoptr i64 %2877 to ptr
  %2879 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2873, 0
  %2880 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2879, ptr %2878, 1
  %2881 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2880, i64 0, 2
  %2882 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2881, i64 1, 3, 0
  %2883 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2882, i64 8, 3, 1
  %2884 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2883, i64 1, 3, 2
  %2885 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2884, i64 8, 4, 0
  %2886 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2885, i64 1, 4, 1
  %2887 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2886, i64 1, 4, 2
  br label %2888

2888:                                             ; preds = %2914, %2872
  %2889 = phi i64 [ %2915, %2914 ], [ 0, %2872 ]
  %2890 = icmp slt i64 %2889, 1
  br i1 %2890, label %2891, label %2916

2891:                                             ; preds = %2888
  br label %2892

2892:                                             ; preds = %2912, %2891
  %2893 = phi i64 [ %2913, %2912 ], [ 0, %2891 ]
  %2894 = icmp slt i64 %2893, 8
  br i1 %2894, label %2895, label %2914

2895:                                             ; preds = %2892
  br label %2896

2896:                                             ; preds = %2899, %2895
  %2897 = phi i64 [ %2911, %2899 ], [ 0, %2895 ]
  %2898 = icmp slt i64 %2897, 1
  br i1 %2898, label %2899, label %2912

2899:                                             ; preds = %2896
  %2900 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %351, 1
  %2901 = mul nuw nsw i64 %2889, 8
  %2902 = add nuw nsw i64 %2901, %2893
  %2903 = add nuw nsw i64 %2902, %2897
  %2904 = getelementptr inbounds nuw float, ptr %2900, i64 %2903
  %2905 = load float, ptr %2904, align 4
  %2906 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2887, 1
  %2907 = mul nuw nsw i64 %2889, 8
  %2908 = add nuw nsw i64 %2907, %2893
  %2909 = add nuw nsw i64 %2908, %2897
  %2910 = getelementptr inbounds nuw float, ptr %2906, i64 %2909
  store float %2905, ptr %2910, align 4
  %2911 = add i64 %2897, 1
  br label %2896

2912:                                             ; preds = %2896
  %2913 = add i64 %2893, 1
  br label %2892

2914:                                             ; preds = %2892
  %2915 = add i64 %2889, 1
  br label %2888

2916:                                             ; preds = %2888
  br label %2917

2917:                                             ; preds = %2951, %2916
  %2918 = phi i64 [ %2952, %2951 ], [ 0, %2916 ]
  %2919 = icmp slt i64 %2918, 1
  br i1 %2919, label %2920, label %2953

2920:                                             ; preds = %2917
  br label %2921

2921:                                             ; preds = %2949, %2920
  %2922 = phi i64 [ %2950, %2949 ], [ 0, %2920 ]
  %2923 = icmp slt i64 %2922, 8
  br i1 %2923, label %2924, label %2951

2924:                                             ; preds = %2921
  br label %2925

2925:                                             ; preds = %2928, %2924
  %2926 = phi i64 [ %2948, %2928 ], [ 0, %2924 ]
  %2927 = icmp slt i64 %2926, 32
  br i1 %2927, label %2928, label %2949

2928:                                             ; preds = %2925
  %2929 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2612, 1
  %2930 = mul nuw nsw i64 %2918, 256
  %2931 = mul nuw nsw i64 %2922, 32
  %2932 = add nuw nsw i64 %2930, %2931
  %2933 = add nuw nsw i64 %2932, %2926
  %2934 = getelementptr inbounds nuw float, ptr %2929, i64 %2933
  %2935 = load float, ptr %2934, align 4
  %2936 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2887, 1
  %2937 = mul nuw nsw i64 %2918, 8
  %2938 = add nuw nsw i64 %2937, %2922
  %2939 = add nuw nsw i64 %2938, 0
  %2940 = getelementptr inbounds nuw float, ptr %2936, i64 %2939
  %2941 = load float, ptr %2940, align 4
  %2942 = fadd float %2935, %2941
  %2943 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2887, 1
  %2944 = mul nuw nsw i64 %2918, 8
  %2945 = add nuw nsw i64 %2944, %2922
  %2946 = add nuw nsw i64 %2945, 0
  %2947 = getelementptr inbounds nuw float, ptr %2943, i64 %2946
  store float %2942, ptr %2947, align 4
  %2948 = add i64 %2926, 1
  br label %2925

2949:                                             ; preds = %2925
  %2950 = add i64 %2922, 1
  br label %2921

2951:                                             ; preds = %2921
  %2952 = add i64 %2918, 1
  br label %2917

2953:                                             ; preds = %2917
  %2954 = call ptr @malloc(i64 1088)
  %2955 = ptrtoint ptr %2954 to i64
  %2956 = add i64 %2955, 63
  %2957 = urem i64 %2956, 64
  %2958 = sub i64 %2956, %2957
  %2959 = inttoptr i64 %2958 to ptr
  %2960 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2954, 0
  %2961 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2960, ptr %2959, 1
  %2962 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2961, i64 0, 2
  %2963 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2962, i64 1, 3, 0
  %2964 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2963, i64 8, 3, 1
  %2965 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2964, i64 32, 3, 2
  %2966 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2965, i64 256, 4, 0
  %2967 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2966, i64 32, 4, 1
  %2968 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2967, i64 1, 4, 2
  br label %2969

2969:                                             ; preds = %3023, %2953
  %2970 = phi i64 [ %3024, %3023 ], [ 0, %2953 ]
  %2971 = icmp slt i64 %2970, 1
  br i1 %2971, label %2972, label %3025

2972:                                             ; preds = %2969
  br label %2973

2973:                                             ; preds = %3021, %2972
  %2974 = phi i64 [ %3022, %3021 ], [ 0, %2972 ]
  %2975 = icmp slt i64 %2974, 8
  br i1 %2975, label %2976, label %3023

2976:                                             ; preds = %2973
  br label %2977

2977:                                             ; preds = %2980, %2976
  %2978 = phi i64 [ %3020, %2980 ], [ 0, %2976 ]
  %2979 = icmp slt i64 %2978, 32
  br i1 %2979, label %2980, label %3021

2980:                                             ; preds = %2977
  %2981 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2612, 1
  %2982 = mul nuw nsw i64 %2970, 256
  %2983 = mul nuw nsw i64 %2974, 32
  %2984 = add nuw nsw i64 %2982, %2983
  %2985 = add nuw nsw i64 %2984, %2978
  %2986 = getelementptr inbounds nuw float, ptr %2981, i64 %2985
  %2987 = load float, ptr %2986, align 4
  %2988 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2887, 1
  %2989 = mul nuw nsw i64 %2970, 8
  %2990 = add nuw nsw i64 %2989, %2974
  %2991 = add nuw nsw i64 %2990, 0
  %2992 = getelementptr inbounds nuw float, ptr %2988, i64 %2991
  %2993 = load float, ptr %2992, align 4
  %2994 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2797, 1
  %2995 = mul nuw nsw i64 %2970, 8
  %2996 = add nuw nsw i64 %2995, %2974
  %2997 = add nuw nsw i64 %2996, 0
  %2998 = getelementptr inbounds nuw double, ptr %2994, i64 %2997
  %2999 = load double, ptr %2998, align 8
  %3000 = getelementptr inbounds nuw float, ptr @__constant_32xf32_14, i64 %2978
  %3001 = load float, ptr %3000, align 4
  %3002 = getelementptr inbounds nuw float, ptr @__constant_32xf32_13, i64 %2978
  %3003 = load float, ptr %3002, align 4
  %3004 = fdiv double %2999, 3.200000e+01
  %3005 = fptrunc double %3004 to float
  %3006 = fadd float %3005, f0x2B8CBCCC
  %3007 = call float @llvm.sqrt.f32(float %3006)
  %3008 = fdiv float 1.000000e+00, %3007
  %3009 = fdiv float %2993, 3.200000e+01
  %3010 = fsub float %2987, %3009
  %3011 = fmul float %3010, %3008
  %3012 = fmul float %3011, %3001
  %3013 = fadd float %3012, %3003
  %3014 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2968, 1
  %3015 = mul nuw nsw i64 %2970, 256
  %3016 = mul nuw nsw i64 %2974, 32
  %3017 = add nuw nsw i64 %3015, %3016
  %3018 = add nuw nsw i64 %3017, %2978
  %3019 = getelementptr inbounds nuw float, ptr %3014, i64 %3018
  store float %3013, ptr %3019, align 4
  %3020 = add i64 %2978, 1
  br label %2977

3021:                                             ; preds = %2977
  %3022 = add i64 %2974, 1
  br label %2973

3023:                                             ; preds = %2973
  %3024 = add i64 %2970, 1
  br label %2969

3025:                                             ; preds = %2969
  %3026 = call ptr @malloc(i64 1088)
  %3027 = ptrtoint ptr %3026 to i64
  %3028 = add i64 %3027, 63
  %3029 = urem i64 %3028, 64
  %3030 = sub i64 %3028, %3029
  %3031 = inttoptr i64 %3030 to ptr
  %3032 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3026, 0
  %3033 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3032, ptr %3031, 1
  %3034 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3033, i64 0, 2
  %3035 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3034, i64 1, 3, 0
  %3036 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3035, i64 8, 3, 1
  %3037 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3036, i64 2, 3, 2
  %3038 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3037, i64 16, 3, 3
  %3039 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3038, i64 256, 4, 0
  %3040 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3039, i64 32, 4, 1
  %3041 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3040, i64 16, 4, 2
  %3042 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3041, i64 1, 4, 3
  br label %3043

3043:                                             ; preds = %3081, %3025
  %3044 = phi i64 [ %3082, %3081 ], [ 0, %3025 ]
  %3045 = icmp slt i64 %3044, 1
  br i1 %3045, label %3046, label %3083

3046:                                             ; preds = %3043
  br label %3047

3047:                                             ; preds = %3079, %3046
  %3048 = phi i64 [ %3080, %3079 ], [ 0, %3046 ]
  %3049 = icmp slt i64 %3048, 8
  br i1 %3049, label %3050, label %3081

3050:                                             ; preds = %3047
  br label %3051

3051:                                             ; preds = %3077, %3050
  %3052 = phi i64 [ %3078, %3077 ], [ 0, %3050 ]
  %3053 = icmp slt i64 %3052, 2
  br i1 %3053, label %3054, label %3079

3054:                                             ; preds = %3051
  br label %3055

3055:                                             ; preds = %3058, %3054
  %3056 = phi i64 [ %3076, %3058 ], [ 0, %3054 ]
  %3057 = icmp slt i64 %3056, 16
  br i1 %3057, label %3058, label %3077

3058:                                             ; preds = %3055
  %3059 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %569, 1
  %3060 = mul nuw nsw i64 %3044, 256
  %3061 = mul nuw nsw i64 %3048, 32
  %3062 = add nuw nsw i64 %3060, %3061
  %3063 = mul nuw nsw i64 %3052, 16
  %3064 = add nuw nsw i64 %3062, %3063
  %3065 = add nuw nsw i64 %3064, %3056
  %3066 = getelementptr inbounds nuw float, ptr %3059, i64 %3065
  %3067 = load float, ptr %3066, align 4
  %3068 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3042, 1
  %3069 = mul nuw nsw i64 %3044, 256
  %3070 = mul nuw nsw i64 %3048, 32
  %3071 = add nuw nsw i64 %3069, %3070
  %3072 = mul nuw nsw i64 %3052, 16
  %3073 = add nuw nsw i64 %3071, %3072
  %3074 = add nuw nsw i64 %3073, %3056
  %3075 = getelementptr inbounds nuw float, ptr %3068, i64 %3074
  store float %3067, ptr %3075, align 4
  %3076 = add i64 %3056, 1
  br label %3055

3077:                                             ; preds = %3055
  %3078 = add i64 %3052, 1
  br label %3051

3079:                                             ; preds = %3051
  %3080 = add i64 %3048, 1
  br label %3047

3081:                                             ; preds = %3047
  %3082 = add i64 %3044, 1
  br label %3043

3083:                                             ; preds = %3043
  br label %3084

3084:                                             ; preds = %3143, %3083
  %3085 = phi i64 [ %3144, %3143 ], [ 0, %3083 ]
  %3086 = icmp slt i64 %3085, 1
  br i1 %3086, label %3087, label %3145

3087:                                             ; preds = %3084
  br label %3088

3088:                                             ; preds = %3141, %3087
  %3089 = phi i64 [ %3142, %3141 ], [ 0, %3087 ]
  %3090 = icmp slt i64 %3089, 8
  br i1 %3090, label %3091, label %3143

3091:                                             ; preds = %3088
  br label %3092

3092:                                             ; preds = %3139, %3091
  %3093 = phi i64 [ %3140, %3139 ], [ 0, %3091 ]
  %3094 = icmp slt i64 %3093, 2
  br i1 %3094, label %3095, label %3141

3095:                                             ; preds = %3092
  br label %3096

3096:                                             ; preds = %3137, %3095
  %3097 = phi i64 [ %3138, %3137 ], [ 0, %3095 ]
  %3098 = icmp slt i64 %3097, 16
  br i1 %3098, label %3099, label %3139

3099:                                             ; preds = %3096
  br label %3100

3100:                                             ; preds = %3103, %3099
  %3101 = phi i64 [ %3136, %3103 ], [ 0, %3099 ]
  %3102 = icmp slt i64 %3101, 32
  br i1 %3102, label %3103, label %3137

3103:                                             ; preds = %3100
  %3104 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2968, 1
  %3105 = mul nuw nsw i64 %3085, 256
  %3106 = mul nuw nsw i64 %3089, 32
  %3107 = add nuw nsw i64 %3105, %3106
  %3108 = add nuw nsw i64 %3107, %3101
  %3109 = getelementptr inbounds nuw float, ptr %3104, i64 %3108
  %3110 = load float, ptr %3109, align 4
  %3111 = mul nuw nsw i64 %3093, 512
  %3112 = mul nuw nsw i64 %3097, 32
  %3113 = add nuw nsw i64 %3111, %3112
  %3114 = add nuw nsw i64 %3113, %3101
  %3115 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_12, i64 %3114
  %3116 = load float, ptr %3115, align 4
  %3117 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3042, 1
  %3118 = mul nuw nsw i64 %3085, 256
  %3119 = mul nuw nsw i64 %3089, 32
  %3120 = add nuw nsw i64 %3118, %3119
  %3121 = mul nuw nsw i64 %3093, 16
  %3122 = add nuw nsw i64 %3120, %3121
  %3123 = add nuw nsw i64 %3122, %3097
  %3124 = getelementptr inbounds nuw float, ptr %3117, i64 %3123
  %3125 = load float, ptr %3124, align 4
  %3126 = fmul float %3110, %3116
  %3127 = fadd float %3125, %3126
  %3128 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3042, 1
  %3129 = mul nuw nsw i64 %3085, 256
  %3130 = mul nuw nsw i64 %3089, 32
  %3131 = add nuw nsw i64 %3129, %3130
  %3132 = mul nuw nsw i64 %3093, 16
  %3133 = add nuw nsw i64 %3131, %3132
  %3134 = add nuw nsw i64 %3133, %3097
  %3135 = getelementptr inbounds nuw float, ptr %3128, i64 %3134
  store float %3127, ptr %3135, align 4
  %3136 = add i64 %3101, 1
  br label %3100

3137:                                             ; preds = %3100
  %3138 = add i64 %3097, 1
  br label %3096

3139:                                             ; preds = %3096
  %3140 = add i64 %3093, 1
  br label %3092

3141:                                             ; preds = %3092
  %3142 = add i64 %3089, 1
  br label %3088

3143:                                             ; preds = %3088
  %3144 = add i64 %3085, 1
  br label %3084

3145:                                             ; preds = %3084
  %3146 = call ptr @malloc(i64 1088)
  %3147 = ptrtoint ptr %3146 to i64
  %3148 = add i64 %3147, 63
  %3149 = urem i64 %3148, 64
  %3150 = sub i64 %3148, %3149
  %3151 = inttoptr i64 %3150 to ptr
  %3152 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3146, 0
  %3153 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3152, ptr %3151, 1
  %3154 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3153, i64 0, 2
  %3155 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3154, i64 1, 3, 0
  %3156 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3155, i64 8, 3, 1
  %3157 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3156, i64 2, 3, 2
  %3158 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3157, i64 16, 3, 3
  %3159 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3158, i64 256, 4, 0
  %3160 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3159, i64 32, 4, 1
  %3161 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3160, i64 16, 4, 2
  %3162 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3161, i64 1, 4, 3
  br label %3163

3163:                                             ; preds = %3201, %3145
  %3164 = phi i64 [ %3202, %3201 ], [ 0, %3145 ]
  %3165 = icmp slt i64 %3164, 1
  br i1 %3165, label %3166, label %3203

3166:                                             ; preds = %3163
  br label %3167

3167:                                             ; preds = %3199, %3166
  %3168 = phi i64 [ %3200, %3199 ], [ 0, %3166 ]
  %3169 = icmp slt i64 %3168, 8
  br i1 %3169, label %3170, label %3201

3170:                                             ; preds = %3167
  br label %3171

3171:                                             ; preds = %3197, %3170
  %3172 = phi i64 [ %3198, %3197 ], [ 0, %3170 ]
  %3173 = icmp slt i64 %3172, 2
  br i1 %3173, label %3174, label %3199

3174:                                             ; preds = %3171
  br label %3175

3175:                                             ; preds = %3178, %3174
  %3176 = phi i64 [ %3196, %3178 ], [ 0, %3174 ]
  %3177 = icmp slt i64 %3176, 16
  br i1 %3177, label %3178, label %3197

3178:                                             ; preds = %3175
  %3179 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %569, 1
  %3180 = mul nuw nsw i64 %3164, 256
  %3181 = mul nuw nsw i64 %3168, 32
  %3182 = add nuw nsw i64 %3180, %3181
  %3183 = mul nuw nsw i64 %3172, 16
  %3184 = add nuw nsw i64 %3182, %3183
  %3185 = add nuw nsw i64 %3184, %3176
  %3186 = getelementptr inbounds nuw float, ptr %3179, i64 %3185
  %3187 = load float, ptr %3186, align 4
  %3188 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3162, 1
  %3189 = mul nuw nsw i64 %3164, 256
  %3190 = mul nuw nsw i64 %3168, 32
  %3191 = add nuw nsw i64 %3189, %3190
  %3192 = mul nuw nsw i64 %3172, 16
  %3193 = add nuw nsw i64 %3191, %3192
  %3194 = add nuw nsw i64 %3193, %3176
  %3195 = getelementptr inbounds nuw float, ptr %3188, i64 %3194
  store float %3187, ptr %3195, align 4
  %3196 = add i64 %3176, 1
  br label %3175

3197:                                             ; preds = %3175
  %3198 = add i64 %3172, 1
  br label %3171

3199:                                             ; preds = %3171
  %3200 = add i64 %3168, 1
  br label %3167

3201:                                             ; preds = %3167
  %3202 = add i64 %3164, 1
  br label %3163

3203:                                             ; preds = %3163
  br label %3204

3204:                                             ; preds = %3263, %3203
  %3205 = phi i64 [ %3264, %3263 ], [ 0, %3203 ]
  %3206 = icmp slt i64 %3205, 1
  br i1 %3206, label %3207, label %3265

3207:                                             ; preds = %3204
  br label %3208

3208:                                             ; preds = %3261, %3207
  %3209 = phi i64 [ %3262, %3261 ], [ 0, %3207 ]
  %3210 = icmp slt i64 %3209, 8
  br i1 %3210, label %3211, label %3263

3211:                                             ; preds = %3208
  br label %3212

3212:                                             ; preds = %3259, %3211
  %3213 = phi i64 [ %3260, %3259 ], [ 0, %3211 ]
  %3214 = icmp slt i64 %3213, 2
  br i1 %3214, label %3215, label %3261

3215:                                             ; preds = %3212
  br label %3216

3216:                                             ; preds = %3257, %3215
  %3217 = phi i64 [ %3258, %3257 ], [ 0, %3215 ]
  %3218 = icmp slt i64 %3217, 16
  br i1 %3218, label %3219, label %3259

3219:                                             ; preds = %3216
  br label %3220

3220:                                             ; preds = %3223, %3219
  %3221 = phi i64 [ %3256, %3223 ], [ 0, %3219 ]
  %3222 = icmp slt i64 %3221, 32
  br i1 %3222, label %3223, label %3257

3223:                                             ; preds = %3220
  %3224 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2968, 1
  %3225 = mul nuw nsw i64 %3205, 256
  %3226 = mul nuw nsw i64 %3209, 32
  %3227 = add nuw nsw i64 %3225, %3226
  %3228 = add nuw nsw i64 %3227, %3221
  %3229 = getelementptr inbounds nuw float, ptr %3224, i64 %3228
  %3230 = load float, ptr %3229, align 4
  %3231 = mul nuw nsw i64 %3213, 512
  %3232 = mul nuw nsw i64 %3217, 32
  %3233 = add nuw nsw i64 %3231, %3232
  %3234 = add nuw nsw i64 %3233, %3221
  %3235 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_10, i64 %3234
  %3236 = load float, ptr %3235, align 4
  %3237 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3162, 1
  %3238 = mul nuw nsw i64 %3205, 256
  %3239 = mul nuw nsw i64 %3209, 32
  %3240 = add nuw nsw i64 %3238, %3239
  %3241 = mul nuw nsw i64 %3213, 16
  %3242 = add nuw nsw i64 %3240, %3241
  %3243 = add nuw nsw i64 %3242, %3217
  %3244 = getelementptr inbounds nuw float, ptr %3237, i64 %3243
  %3245 = load float, ptr %3244, align 4
  %3246 = fmul float %3230, %3236
  %3247 = fadd float %3245, %3246
  %3248 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3162, 1
  %3249 = mul nuw nsw i64 %3205, 256
  %3250 = mul nuw nsw i64 %3209, 32
  %3251 = add nuw nsw i64 %3249, %3250
  %3252 = mul nuw nsw i64 %3213, 16
  %3253 = add nuw nsw i64 %3251, %3252
  %3254 = add nuw nsw i64 %3253, %3217
  %3255 = getelementptr inbounds nuw float, ptr %3248, i64 %3254
  store float %3247, ptr %3255, align 4
  %3256 = add i64 %3221, 1
  br label %3220

3257:                                             ; preds = %3220
  %3258 = add i64 %3217, 1
  br label %3216

3259:                                             ; preds = %3216
  %3260 = add i64 %3213, 1
  br label %3212

3261:                                             ; preds = %3212
  %3262 = add i64 %3209, 1
  br label %3208

3263:                                             ; preds = %3208
  %3264 = add i64 %3205, 1
  br label %3204

3265:                                             ; preds = %3204
  %3266 = call ptr @malloc(i64 1088)
  %3267 = ptrtoint ptr %3266 to i64
  %3268 = add i64 %3267, 63
  %3269 = urem i64 %3268, 64
  %3270 = sub i64 %3268, %3269
  %3271 = inttoptr i64 %3270 to ptr
  %3272 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3266, 0
  %3273 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3272, ptr %3271, 1
  %3274 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3273, i64 0, 2
  %3275 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3274, i64 1, 3, 0
  %3276 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3275, i64 8, 3, 1
  %3277 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3276, i64 2, 3, 2
  %3278 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3277, i64 16, 3, 3
  %3279 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3278, i64 256, 4, 0
  %3280 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3279, i64 32, 4, 1
  %3281 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3280, i64 16, 4, 2
  %3282 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3281, i64 1, 4, 3
  br label %3283

3283:                                             ; preds = %3321, %3265
  %3284 = phi i64 [ %3322, %3321 ], [ 0, %3265 ]
  %3285 = icmp slt i64 %3284, 1
  br i1 %3285, label %3286, label %3323

3286:                                             ; preds = %3283
  br label %3287

3287:                                             ; preds = %3319, %3286
  %3288 = phi i64 [ %3320, %3319 ], [ 0, %3286 ]
  %3289 = icmp slt i64 %3288, 8
  br i1 %3289, label %3290, label %3321

3290:                                             ; preds = %3287
  br label %3291

3291:                                             ; preds = %3317, %3290
  %3292 = phi i64 [ %3318, %3317 ], [ 0, %3290 ]
  %3293 = icmp slt i64 %3292, 2
  br i1 %3293, label %3294, label %3319

3294:                                             ; preds = %3291
  br label %3295

3295:                                             ; preds = %3298, %3294
  %3296 = phi i64 [ %3316, %3298 ], [ 0, %3294 ]
  %3297 = icmp slt i64 %3296, 16
  br i1 %3297, label %3298, label %3317

3298:                                             ; preds = %3295
  %3299 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %569, 1
  %3300 = mul nuw nsw i64 %3284, 256
  %3301 = mul nuw nsw i64 %3288, 32
  %3302 = add nuw nsw i64 %3300, %3301
  %3303 = mul nuw nsw i64 %3292, 16
  %3304 = add nuw nsw i64 %3302, %3303
  %3305 = add nuw nsw i64 %3304, %3296
  %3306 = getelementptr inbounds nuw float, ptr %3299, i64 %3305
  %3307 = load float, ptr %3306, align 4
  %3308 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3282, 1
  %3309 = mul nuw nsw i64 %3284, 256
  %3310 = mul nuw nsw i64 %3288, 32
  %3311 = add nuw nsw i64 %3309, %3310
  %3312 = mul nuw nsw i64 %3292, 16
  %3313 = add nuw nsw i64 %3311, %3312
  %3314 = add nuw nsw i64 %3313, %3296
  %3315 = getelementptr inbounds nuw float, ptr %3308, i64 %3314
  store float %3307, ptr %3315, align 4
  %3316 = add i64 %3296, 1
  br label %3295

3317:                                             ; preds = %3295
  %3318 = add i64 %3292, 1
  br label %3291

3319:                                             ; preds = %3291
  %3320 = add i64 %3288, 1
  br label %3287

3321:                                             ; preds = %3287
  %3322 = add i64 %3284, 1
  br label %3283

3323:                                             ; preds = %3283
  br label %3324

3324:                                             ; preds = %3383, %3323
  %3325 = phi i64 [ %3384, %3383 ], [ 0, %3323 ]
  %3326 = icmp slt i64 %3325, 1
  br i1 %3326, label %3327, label %3385

3327:                                             ; preds = %3324
  br label %3328

3328:                                             ; preds = %3381, %3327
  %3329 = phi i64 [ %3382, %3381 ], [ 0, %3327 ]
  %3330 = icmp slt i64 %3329, 8
  br i1 %3330, label %3331, label %3383

3331:                                             ; preds = %3328
  br label %3332

3332:                                             ; preds = %3379, %3331
  %3333 = phi i64 [ %3380, %3379 ], [ 0, %3331 ]
  %3334 = icmp slt i64 %3333, 2
  br i1 %3334, label %3335, label %3381

3335:                                             ; preds = %3332
  br label %3336

3336:                                             ; preds = %3377, %3335
  %3337 = phi i64 [ %3378, %3377 ], [ 0, %3335 ]
  %3338 = icmp slt i64 %3337, 16
  br i1 %3338, label %3339, label %3379

3339:                                             ; preds = %3336
  br label %3340

3340:                                             ; preds = %3343, %3339
  %3341 = phi i64 [ %3376, %3343 ], [ 0, %3339 ]
  %3342 = icmp slt i64 %3341, 32
  br i1 %3342, label %3343, label %3377

3343:                                             ; preds = %3340
  %3344 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2968, 1
  %3345 = mul nuw nsw i64 %3325, 256
  %3346 = mul nuw nsw i64 %3329, 32
  %3347 = add nuw nsw i64 %3345, %3346
  %3348 = add nuw nsw i64 %3347, %3341
  %3349 = getelementptr inbounds nuw float, ptr %3344, i64 %3348
  %3350 = load float, ptr %3349, align 4
  %3351 = mul nuw nsw i64 %3333, 512
  %3352 = mul nuw nsw i64 %3337, 32
  %3353 = add nuw nsw i64 %3351, %3352
  %3354 = add nuw nsw i64 %3353, %3341
  %3355 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_8, i64 %3354
  %3356 = load float, ptr %3355, align 4
  %3357 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3282, 1
  %3358 = mul nuw nsw i64 %3325, 256
  %3359 = mul nuw nsw i64 %3329, 32
  %3360 = add nuw nsw i64 %3358, %3359
  %3361 = mul nuw nsw i64 %3333, 16
  %3362 = add nuw nsw i64 %3360, %3361
  %3363 = add nuw nsw i64 %3362, %3337
  %3364 = getelementptr inbounds nuw float, ptr %3357, i64 %3363
  %3365 = load float, ptr %3364, align 4
  %3366 = fmul float %3350, %3356
  %3367 = fadd float %3365, %3366
  %3368 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3282, 1
  %3369 = mul nuw nsw i64 %3325, 256
  %3370 = mul nuw nsw i64 %3329, 32
  %3371 = add nuw nsw i64 %3369, %3370
  %3372 = mul nuw nsw i64 %3333, 16
  %3373 = add nuw nsw i64 %3371, %3372
  %3374 = add nuw nsw i64 %3373, %3337
  %3375 = getelementptr inbounds nuw float, ptr %3368, i64 %3374
  store float %3367, ptr %3375, align 4
  %3376 = add i64 %3341, 1
  br label %3340

3377:                                             ; preds = %3340
  %3378 = add i64 %3337, 1
  br label %3336

3379:                                             ; preds = %3336
  %3380 = add i64 %3333, 1
  br label %3332

3381:                                             ; preds = %3332
  %3382 = add i64 %3329, 1
  br label %3328

3383:                                             ; preds = %3328
  %3384 = add i64 %3325, 1
  br label %3324

3385:                                             ; preds = %3324
  %3386 = call ptr @malloc(i64 576)
  %3387 = ptrtoint ptr %3386 to i64
  %3388 = add i64 %3387, 63
  %3389 = urem i64 %3388, 64
  %3390 = sub i64 %3388, %3389
  %3391 = inttoptr i64 %3390 to ptr
  %3392 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3386, 0
  %3393 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3392, ptr %3391, 1
  %3394 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3393, i64 0, 2
  %3395 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3394, i64 1, 3, 0
  %3396 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3395, i64 2, 3, 1
  %3397 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3396, i64 8, 3, 2
  %3398 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3397, i64 8, 3, 3
  %3399 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3398, i64 128, 4, 0
  %3400 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3399, i64 64, 4, 1
  %3401 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3400, i64 8, 4, 2
  %3402 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3401, i64 1, 4, 3
  br label %3403

3403:                                             ; preds = %3441, %3385
  %3404 = phi i64 [ %3442, %3441 ], [ 0, %3385 ]
  %3405 = icmp slt i64 %3404, 1
  br i1 %3405, label %3406, label %3443

3406:                                             ; preds = %3403
  br label %3407

3407:                                             ; preds = %3439, %3406
  %3408 = phi i64 [ %3440, %3439 ], [ 0, %3406 ]
  %3409 = icmp slt i64 %3408, 2
  br i1 %3409, label %3410, label %3441

3410:                                             ; preds = %3407
  br label %3411

3411:                                             ; preds = %3437, %3410
  %3412 = phi i64 [ %3438, %3437 ], [ 0, %3410 ]
  %3413 = icmp slt i64 %3412, 8
  br i1 %3413, label %3414, label %3439

3414:                                             ; preds = %3411
  br label %3415

3415:                                             ; preds = %3418, %3414
  %3416 = phi i64 [ %3436, %3418 ], [ 0, %3414 ]
  %3417 = icmp slt i64 %3416, 8
  br i1 %3417, label %3418, label %3437

3418:                                             ; preds = %3415
  %3419 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %981, 1
  %3420 = mul nuw nsw i64 %3404, 128
  %3421 = mul nuw nsw i64 %3408, 64
  %3422 = add nuw nsw i64 %3420, %3421
  %3423 = mul nuw nsw i64 %3412, 8
  %3424 = add nuw nsw i64 %3422, %3423
  %3425 = add nuw nsw i64 %3424, %3416
  %3426 = getelementptr inbounds nuw float, ptr %3419, i64 %3425
  %3427 = load float, ptr %3426, align 4
  %3428 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3402, 1
  %3429 = mul nuw nsw i64 %3404, 128
  %3430 = mul nuw nsw i64 %3408, 64
  %3431 = add nuw nsw i64 %3429, %3430
  %3432 = mul nuw nsw i64 %3412, 8
  %3433 = add nuw nsw i64 %3431, %3432
  %3434 = add nuw nsw i64 %3433, %3416
  %3435 = getelementptr inbounds nuw float, ptr %3428, i64 %3434
  store float %3427, ptr %3435, align 4
  %3436 = add i64 %3416, 1
  br label %3415

3437:                                             ; preds = %3415
  %3438 = add i64 %3412, 1
  br label %3411

3439:                                             ; preds = %3411
  %3440 = add i64 %3408, 1
  br label %3407

3441:                                             ; preds = %3407
  %3442 = add i64 %3404, 1
  br label %3403

3443:                                             ; preds = %3403
  br label %3444

3444:                                             ; preds = %3518, %3443
  %3445 = phi i64 [ %3519, %3518 ], [ 0, %3443 ]
  %3446 = icmp slt i64 %3445, 1
  br i1 %3446, label %3447, label %3520

3447:                                             ; preds = %3444
  br label %3448

3448:                                             ; preds = %3516, %3447
  %3449 = phi i64 [ %3517, %3516 ], [ 0, %3447 ]
  %3450 = icmp slt i64 %3449, 2
  br i1 %3450, label %3451, label %3518

3451:                                             ; preds = %3448
  br label %3452

3452:                                             ; preds = %3514, %3451
  %3453 = phi i64 [ %3515, %3514 ], [ 0, %3451 ]
  %3454 = icmp slt i64 %3453, 8
  br i1 %3454, label %3455, label %3516

3455:                                             ; preds = %3452
  br label %3456

3456:                                             ; preds = %3512, %3455
  %3457 = phi i64 [ %3513, %3512 ], [ 0, %3455 ]
  %3458 = icmp slt i64 %3457, 8
  br i1 %3458, label %3459, label %3514

3459:                                             ; preds = %3456
  br label %3460

3460:                                             ; preds = %3463, %3459
  %3461 = phi i64 [ %3511, %3463 ], [ 0, %3459 ]
  %3462 = icmp slt i64 %3461, 16
  br i1 %3462, label %3463, label %3512

3463:                                             ; preds = %3460
  %3464 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3042, 1
  %3465 = mul nuw nsw i64 %3445, 256
  %3466 = mul nuw nsw i64 %3453, 32
  %3467 = add nuw nsw i64 %3465, %3466
  %3468 = mul nuw nsw i64 %3449, 16
  %3469 = add nuw nsw i64 %3467, %3468
  %3470 = add nuw nsw i64 %3469, %3461
  %3471 = getelementptr inbounds nuw float, ptr %3464, i64 %3470
  %3472 = load float, ptr %3471, align 4
  %3473 = mul nuw nsw i64 %3449, 16
  %3474 = add nuw nsw i64 %3473, %3461
  %3475 = getelementptr inbounds nuw float, ptr @__constant_32xf32_11, i64 %3474
  %3476 = load float, ptr %3475, align 4
  %3477 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3162, 1
  %3478 = mul nuw nsw i64 %3445, 256
  %3479 = mul nuw nsw i64 %3457, 32
  %3480 = add nuw nsw i64 %3478, %3479
  %3481 = mul nuw nsw i64 %3449, 16
  %3482 = add nuw nsw i64 %3480, %3481
  %3483 = add nuw nsw i64 %3482, %3461
  %3484 = getelementptr inbounds nuw float, ptr %3477, i64 %3483
  %3485 = load float, ptr %3484, align 4
  %3486 = mul nuw nsw i64 %3449, 16
  %3487 = add nuw nsw i64 %3486, %3461
  %3488 = getelementptr inbounds nuw float, ptr @__constant_32xf32_9, i64 %3487
  %3489 = load float, ptr %3488, align 4
  %3490 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3402, 1
  %3491 = mul nuw nsw i64 %3445, 128
  %3492 = mul nuw nsw i64 %3449, 64
  %3493 = add nuw nsw i64 %3491, %3492
  %3494 = mul nuw nsw i64 %3453, 8
  %3495 = add nuw nsw i64 %3493, %3494
  %3496 = add nuw nsw i64 %3495, %3457
  %3497 = getelementptr inbounds nuw float, ptr %3490, i64 %3496
  %3498 = load float, ptr %3497, align 4
  %3499 = fadd float %3485, %3489
  %3500 = fadd float %3472, %3476
  %3501 = fmul float %3500, %3499
  %3502 = fadd float %3498, %3501
  %3503 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3402, 1
  %3504 = mul nuw nsw i64 %3445, 128
  %3505 = mul nuw nsw i64 %3449, 64
  %3506 = add nuw nsw i64 %3504, %3505
  %3507 = mul nuw nsw i64 %3453, 8
  %3508 = add nuw nsw i64 %3506, %3507
  %3509 = add nuw nsw i64 %3508, %3457
  %3510 = getelementptr inbounds nuw float, ptr %3503, i64 %3509
  store float %3502, ptr %3510, align 4
  %3511 = add i64 %3461, 1
  br label %3460

3512:                                             ; preds = %3460
  %3513 = add i64 %3457, 1
  br label %3456

3514:                                             ; preds = %3456
  %3515 = add i64 %3453, 1
  br label %3452

3516:                                             ; preds = %3452
  %3517 = add i64 %3449, 1
  br label %3448

3518:                                             ; preds = %3448
  %3519 = add i64 %3445, 1
  br label %3444

3520:                                             ; preds = %3444
  %3521 = call ptr @malloc(i64 576)
  %3522 = ptrtoint ptr %3521 to i64
  %3523 = add i64 %3522, 63
  %3524 = urem i64 %3523, 64
  %3525 = sub i64 %3523, %3524
  %3526 = inttoptr i64 %3525 to ptr
  %3527 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3521, 0
  %3528 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3527, ptr %3526, 1
  %3529 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3528, i64 0, 2
  %3530 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3529, i64 1, 3, 0
  %3531 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3530, i64 2, 3, 1
  %3532 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3531, i64 8, 3, 2
  %3533 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3532, i64 8, 3, 3
  %3534 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3533, i64 128, 4, 0
  %3535 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3534, i64 64, 4, 1
  %3536 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3535, i64 8, 4, 2
  %3537 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3536, i64 1, 4, 3
  br label %3538

3538:                                             ; preds = %3577, %3520
  %3539 = phi i64 [ %3578, %3577 ], [ 0, %3520 ]
  %3540 = icmp slt i64 %3539, 1
  br i1 %3540, label %3541, label %3579

3541:                                             ; preds = %3538
  br label %3542

3542:                                             ; preds = %3575, %3541
  %3543 = phi i64 [ %3576, %3575 ], [ 0, %3541 ]
  %3544 = icmp slt i64 %3543, 2
  br i1 %3544, label %3545, label %3577

3545:                                             ; preds = %3542
  br label %3546

3546:                                             ; preds = %3573, %3545
  %3547 = phi i64 [ %3574, %3573 ], [ 0, %3545 ]
  %3548 = icmp slt i64 %3547, 8
  br i1 %3548, label %3549, label %3575

3549:                                             ; preds = %3546
  br label %3550

3550:                                             ; preds = %3553, %3549
  %3551 = phi i64 [ %3572, %3553 ], [ 0, %3549 ]
  %3552 = icmp slt i64 %3551, 8
  br i1 %3552, label %3553, label %3573

3553:                                             ; preds = %3550
  %3554 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3402, 1
  %3555 = mul nuw nsw i64 %3539, 128
  %3556 = mul nuw nsw i64 %3543, 64
  %3557 = add nuw nsw i64 %3555, %3556
  %3558 = mul nuw nsw i64 %3547, 8
  %3559 = add nuw nsw i64 %3557, %3558
  %3560 = add nuw nsw i64 %3559, %3551
  %3561 = getelementptr inbounds nuw float, ptr %3554, i64 %3560
  %3562 = load float, ptr %3561, align 4
  %3563 = fdiv float %3562, 4.000000e+00
  %3564 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3537, 1
  %3565 = mul nuw nsw i64 %3539, 128
  %3566 = mul nuw nsw i64 %3543, 64
  %3567 = add nuw nsw i64 %3565, %3566
  %3568 = mul nuw nsw i64 %3547, 8
  %3569 = add nuw nsw i64 %3567, %3568
  %3570 = add nuw nsw i64 %3569, %3551
  %3571 = getelementptr inbounds nuw float, ptr %3564, i64 %3570
  store float %3563, ptr %3571, align 4
  %3572 = add i64 %3551, 1
  br label %3550

3573:                                             ; preds = %3550
  %3574 = add i64 %3547, 1
  br label %3546

3575:                                             ; preds = %3546
  %3576 = add i64 %3543, 1
  br label %3542

3577:                                             ; preds = %3542
  %3578 = add i64 %3539, 1
  br label %3538

3579:                                             ; preds = %3538
  %3580 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3537, 0
  %3581 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3537, 1
  %3582 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %3580, 0
  %3583 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3582, ptr %3581, 1
  %3584 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3583, i64 0, 2
  %3585 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3584, i64 1, 3, 0
  %3586 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3585, i64 128, 4, 0
  %3587 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3586, i64 2, 3, 1
  %3588 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3587, i64 64, 4, 1
  %3589 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3588, i64 8, 3, 2
  %3590 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3589, i64 8, 4, 2
  %3591 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3590, i64 1, 3, 3
  %3592 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3591, i64 8, 4, 3
  %3593 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3592, i64 8, 3, 4
  %3594 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3593, i64 1, 4, 4
  %3595 = call ptr @malloc(i64 128)
  %3596 = ptrtoint ptr %3595 to i64
  %3597 = add i64 %3596, 63
  %3598 = urem i64 %3597, 64
  %3599 = sub i64 %3597, %3598
  %3600 = inttoptr i64 %3599 to ptr
  %3601 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3595, 0
  %3602 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3601, ptr %3600, 1
  %3603 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3602, i64 0, 2
  %3604 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3603, i64 1, 3, 0
  %3605 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3604, i64 2, 3, 1
  %3606 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3605, i64 8, 3, 2
  %3607 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3606, i64 1, 3, 3
  %3608 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3607, i64 16, 4, 0
  %3609 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3608, i64 8, 4, 1
  %3610 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3609, i64 1, 4, 2
  %3611 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3610, i64 1, 4, 3
  br label %3612

3612:                                             ; preds = %3648, %3579
  %3613 = phi i64 [ %3649, %3648 ], [ 0, %3579 ]
  %3614 = icmp slt i64 %3613, 1
  br i1 %3614, label %3615, label %3650

3615:                                             ; preds = %3612
  br label %3616

3616:                                             ; preds = %3646, %3615
  %3617 = phi i64 [ %3647, %3646 ], [ 0, %3615 ]
  %3618 = icmp slt i64 %3617, 2
  br i1 %3618, label %3619, label %3648

3619:                                             ; preds = %3616
  br label %3620

3620:                                             ; preds = %3644, %3619
  %3621 = phi i64 [ %3645, %3644 ], [ 0, %3619 ]
  %3622 = icmp slt i64 %3621, 8
  br i1 %3622, label %3623, label %3646

3623:                                             ; preds = %3620
  br label %3624

3624:                                             ; preds = %3627, %3623
  %3625 = phi i64 [ %3643, %3627 ], [ 0, %3623 ]
  %3626 = icmp slt i64 %3625, 1
  br i1 %3626, label %3627, label %3644

3627:                                             ; preds = %3624
  %3628 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1242, 1
  %3629 = mul nuw nsw i64 %3613, 16
  %3630 = mul nuw nsw i64 %3617, 8
  %3631 = add nuw nsw i64 %3629, %3630
  %3632 = add nuw nsw i64 %3631, %3621
  %3633 = add nuw nsw i64 %3632, %3625
  %3634 = getelementptr inbounds nuw float, ptr %3628, i64 %3633
  %3635 = load float, ptr %3634, align 4
  %3636 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3611, 1
  %3637 = mul nuw nsw i64 %3613, 16
  %3638 = mul nuw nsw i64 %3617, 8
  %3639 = add nuw nsw i64 %3637, %3638
  %3640 = add nuw nsw i64 %3639, %3621
  %3641 = add nuw nsw i64 %3640, %3625
  %3642 = getelementptr inbounds nuw float, ptr %3636, i64 %3641
  store float %3635, ptr %3642, align 4
  %3643 = add i64 %3625, 1
  br label %3624

3644:                                             ; preds = %3624
  %3645 = add i64 %3621, 1
  br label %3620

3646:                                             ; preds = %3620
  %3647 = add i64 %3617, 1
  br label %3616

3648:                                             ; preds = %3616
  %3649 = add i64 %3613, 1
  br label %3612

3650:                                             ; preds = %3612
  br label %3651

3651:                                             ; preds = %3705, %3650
  %3652 = phi i64 [ %3706, %3705 ], [ 0, %3650 ]
  %3653 = icmp slt i64 %3652, 1
  br i1 %3653, label %3654, label %3707

3654:                                             ; preds = %3651
  br label %3655

3655:                                             ; preds = %3703, %3654
  %3656 = phi i64 [ %3704, %3703 ], [ 0, %3654 ]
  %3657 = icmp slt i64 %3656, 2
  br i1 %3657, label %3658, label %3705

3658:                                             ; preds = %3655
  br label %3659

3659:                                             ; preds = %3701, %3658
  %3660 = phi i64 [ %3702, %3701 ], [ 0, %3658 ]
  %3661 = icmp slt i64 %3660, 8
  br i1 %3661, label %3662, label %3703

3662:                                             ; preds = %3659
  br label %3663

3663:                                             ; preds = %3699, %3662
  %3664 = phi i64 [ %3700, %3699 ], [ 0, %3662 ]
  %3665 = icmp slt i64 %3664, 1
  br i1 %3665, label %3666, label %3701

3666:                                             ; preds = %3663
  br label %3667

3667:                                             ; preds = %3670, %3666
  %3668 = phi i64 [ %3698, %3670 ], [ 0, %3666 ]
  %3669 = icmp slt i64 %3668, 8
  br i1 %3669, label %3670, label %3699

3670:                                             ; preds = %3667
  %3671 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3594, 1
  %3672 = mul nuw nsw i64 %3652, 128
  %3673 = mul nuw nsw i64 %3656, 64
  %3674 = add nuw nsw i64 %3672, %3673
  %3675 = mul nuw nsw i64 %3660, 8
  %3676 = add nuw nsw i64 %3674, %3675
  %3677 = mul nuw nsw i64 %3664, 8
  %3678 = add nuw nsw i64 %3676, %3677
  %3679 = add nuw nsw i64 %3678, %3668
  %3680 = getelementptr inbounds nuw float, ptr %3671, i64 %3679
  %3681 = load float, ptr %3680, align 4
  %3682 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3611, 1
  %3683 = mul nuw nsw i64 %3652, 16
  %3684 = mul nuw nsw i64 %3656, 8
  %3685 = add nuw nsw i64 %3683, %3684
  %3686 = add nuw nsw i64 %3685, %3660
  %3687 = add nuw nsw i64 %3686, %3664
  %3688 = getelementptr inbounds nuw float, ptr %3682, i64 %3687
  %3689 = load float, ptr %3688, align 4
  %3690 = call float @llvm.maximum.f32(float %3681, float %3689)
  %3691 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3611, 1
  %3692 = mul nuw nsw i64 %3652, 16
  %3693 = mul nuw nsw i64 %3656, 8
  %3694 = add nuw nsw i64 %3692, %3693
  %3695 = add nuw nsw i64 %3694, %3660
  %3696 = add nuw nsw i64 %3695, %3664
  %3697 = getelementptr inbounds nuw float, ptr %3691, i64 %3696
  store float %3690, ptr %3697, align 4
  %3698 = add i64 %3668, 1
  br label %3667

3699:                                             ; preds = %3667
  %3700 = add i64 %3664, 1
  br label %3663

3701:                                             ; preds = %3663
  %3702 = add i64 %3660, 1
  br label %3659

3703:                                             ; preds = %3659
  %3704 = add i64 %3656, 1
  br label %3655

3705:                                             ; preds = %3655
  %3706 = add i64 %3652, 1
  br label %3651

3707:                                             ; preds = %3651
  %3708 = call ptr @malloc(i64 576)
  %3709 = ptrtoint ptr %3708 to i64
  %3710 = add i64 %3709, 63
  %3711 = urem i64 %3710, 64
  %3712 = sub i64 %3710, %3711
  %3713 = inttoptr i64 %3712 to ptr
  %3714 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3708, 0
  %3715 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3714, ptr %3713, 1
  %3716 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3715, i64 0, 2
  %3717 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3716, i64 1, 3, 0
  %3718 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3717, i64 2, 3, 1
  %3719 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3718, i64 8, 3, 2
  %3720 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3719, i64 8, 3, 3
  %3721 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3720, i64 128, 4, 0
  %3722 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3721, i64 64, 4, 1
  %3723 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3722, i64 8, 4, 2
  %3724 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3723, i64 1, 4, 3
  br label %3725

3725:                                             ; preds = %3774, %3707
  %3726 = phi i64 [ %3775, %3774 ], [ 0, %3707 ]
  %3727 = icmp slt i64 %3726, 1
  br i1 %3727, label %3728, label %3776

3728:                                             ; preds = %3725
  br label %3729

3729:                                             ; preds = %3772, %3728
  %3730 = phi i64 [ %3773, %3772 ], [ 0, %3728 ]
  %3731 = icmp slt i64 %3730, 2
  br i1 %3731, label %3732, label %3774

3732:                                             ; preds = %3729
  br label %3733

3733:                                             ; preds = %3770, %3732
  %3734 = phi i64 [ %3771, %3770 ], [ 0, %3732 ]
  %3735 = icmp slt i64 %3734, 8
  br i1 %3735, label %3736, label %3772

3736:                                             ; preds = %3733
  br label %3737

3737:                                             ; preds = %3740, %3736
  %3738 = phi i64 [ %3769, %3740 ], [ 0, %3736 ]
  %3739 = icmp slt i64 %3738, 8
  br i1 %3739, label %3740, label %3770

3740:                                             ; preds = %3737
  %3741 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3537, 1
  %3742 = mul nuw nsw i64 %3726, 128
  %3743 = mul nuw nsw i64 %3730, 64
  %3744 = add nuw nsw i64 %3742, %3743
  %3745 = mul nuw nsw i64 %3734, 8
  %3746 = add nuw nsw i64 %3744, %3745
  %3747 = add nuw nsw i64 %3746, %3738
  %3748 = getelementptr inbounds nuw float, ptr %3741, i64 %3747
  %3749 = load float, ptr %3748, align 4
  %3750 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3611, 1
  %3751 = mul nuw nsw i64 %3726, 16
  %3752 = mul nuw nsw i64 %3730, 8
  %3753 = add nuw nsw i64 %3751, %3752
  %3754 = add nuw nsw i64 %3753, %3734
  %3755 = add nuw nsw i64 %3754, 0
  %3756 = getelementptr inbounds nuw float, ptr %3750, i64 %3755
  %3757 = load float, ptr %3756, align 4
  %3758 = fsub float %3749, %3757
  %3759 = fmul float %3758, f0x3FB8AA3B
  %3760 = call float @llvm.exp2.f32(float %3759)
  %3761 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3724, 1
  %3762 = mul nuw nsw i64 %3726, 128
  %3763 = mul nuw nsw i64 %3730, 64
  %3764 = add nuw nsw i64 %3762, %3763
  %3765 = mul nuw nsw i64 %3734, 8
  %3766 = add nuw nsw i64 %3764, %3765
  %3767 = add nuw nsw i64 %3766, %3738
  %3768 = getelementptr inbounds nuw float, ptr %3761, i64 %3767
  store float %3760, ptr %3768, align 4
  %3769 = add i64 %3738, 1
  br label %3737

3770:                                             ; preds = %3737
  %3771 = add i64 %3734, 1
  br label %3733

3772:                                             ; preds = %3733
  %3773 = add i64 %3730, 1
  br label %3729

3774:                                             ; preds = %3729
  %3775 = add i64 %3726, 1
  br label %3725

3776:                                             ; preds = %3725
  %3777 = call ptr @malloc(i64 128)
  %3778 = ptrtoint ptr %3777 to i64
  %3779 = add i64 %3778, 63
  %3780 = urem i64 %3779, 64
  %3781 = sub i64 %3779, %3780
  %3782 = inttoptr i64 %3781 to ptr
  %3783 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3777, 0
  %3784 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3783, ptr %3782, 1
  %3785 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3784, i64 0, 2
  %3786 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3785, i64 1, 3, 0
  %3787 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3786, i64 2, 3, 1
  %3788 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3787, i64 8, 3, 2
  %3789 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3788, i64 1, 3, 3
  %3790 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3789, i64 16, 4, 0
  %3791 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3790, i64 8, 4, 1
  %3792 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3791, i64 1, 4, 2
  %3793 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3792, i64 1, 4, 3
  br label %3794

3794:                                             ; preds = %3830, %3776
  %3795 = phi i64 [ %3831, %3830 ], [ 0, %3776 ]
  %3796 = icmp slt i64 %3795, 1
  br i1 %3796, label %3797, label %3832

3797:                                             ; preds = %3794
  br label %3798

3798:                                             ; preds = %3828, %3797
  %3799 = phi i64 [ %3829, %3828 ], [ 0, %3797 ]
  %3800 = icmp slt i64 %3799, 2
  br i1 %3800, label %3801, label %3830

3801:                                             ; preds = %3798
  br label %3802

3802:                                             ; preds = %3826, %3801
  %3803 = phi i64 [ %3827, %3826 ], [ 0, %3801 ]
  %3804 = icmp slt i64 %3803, 8
  br i1 %3804, label %3805, label %3828

3805:                                             ; preds = %3802
  br label %3806

3806:                                             ; preds = %3809, %3805
  %3807 = phi i64 [ %3825, %3809 ], [ 0, %3805 ]
  %3808 = icmp slt i64 %3807, 1
  br i1 %3808, label %3809, label %3826

3809:                                             ; preds = %3806
  %3810 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1441, 1
  %3811 = mul nuw nsw i64 %3795, 16
  %3812 = mul nuw nsw i64 %3799, 8
  %3813 = add nuw nsw i64 %3811, %3812
  %3814 = add nuw nsw i64 %3813, %3803
  %3815 = add nuw nsw i64 %3814, %3807
  %3816 = getelementptr inbounds nuw float, ptr %3810, i64 %3815
  %3817 = load float, ptr %3816, align 4
  %3818 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3793, 1
  %3819 = mul nuw nsw i64 %3795, 16
  %3820 = mul nuw nsw i64 %3799, 8
  %3821 = add nuw nsw i64 %3819, %3820
  %3822 = add nuw nsw i64 %3821, %3803
  %3823 = add nuw nsw i64 %3822, %3807
  %3824 = getelementptr inbounds nuw float, ptr %3818, i64 %3823
  store float %3817, ptr %3824, align 4
  %3825 = add i64 %3807, 1
  br label %3806

3826:                                             ; preds = %3806
  %3827 = add i64 %3803, 1
  br label %3802

3828:                                             ; preds = %3802
  %3829 = add i64 %3799, 1
  br label %3798

3830:                                             ; preds = %3798
  %3831 = add i64 %3795, 1
  br label %3794

3832:                                             ; preds = %3794
  br label %3833

3833:                                             ; preds = %3879, %3832
  %3834 = phi i64 [ %3880, %3879 ], [ 0, %3832 ]
  %3835 = icmp slt i64 %3834, 1
  br i1 %3835, label %3836, label %3881

3836:                                             ; preds = %3833
  br label %3837

3837:                                             ; preds = %3877, %3836
  %3838 = phi i64 [ %3878, %3877 ], [ 0, %3836 ]
  %3839 = icmp slt i64 %3838, 2
  br i1 %3839, label %3840, label %3879

3840:                                             ; preds = %3837
  br label %3841

3841:                                             ; preds = %3875, %3840
  %3842 = phi i64 [ %3876, %3875 ], [ 0, %3840 ]
  %3843 = icmp slt i64 %3842, 8
  br i1 %3843, label %3844, label %3877

3844:                                             ; preds = %3841
  br label %3845

3845:                                             ; preds = %3848, %3844
  %3846 = phi i64 [ %3874, %3848 ], [ 0, %3844 ]
  %3847 = icmp slt i64 %3846, 8
  br i1 %3847, label %3848, label %3875

3848:                                             ; preds = %3845
  %3849 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3724, 1
  %3850 = mul nuw nsw i64 %3834, 128
  %3851 = mul nuw nsw i64 %3838, 64
  %3852 = add nuw nsw i64 %3850, %3851
  %3853 = mul nuw nsw i64 %3842, 8
  %3854 = add nuw nsw i64 %3852, %3853
  %3855 = add nuw nsw i64 %3854, %3846
  %3856 = getelementptr inbounds nuw float, ptr %3849, i64 %3855
  %3857 = load float, ptr %3856, align 4
  %3858 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3793, 1
  %3859 = mul nuw nsw i64 %3834, 16
  %3860 = mul nuw nsw i64 %3838, 8
  %3861 = add nuw nsw i64 %3859, %3860
  %3862 = add nuw nsw i64 %3861, %3842
  %3863 = add nuw nsw i64 %3862, 0
  %3864 = getelementptr inbounds nuw float, ptr %3858, i64 %3863
  %3865 = load float, ptr %3864, align 4
  %3866 = fadd float %3857, %3865
  %3867 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3793, 1
  %3868 = mul nuw nsw i64 %3834, 16
  %3869 = mul nuw nsw i64 %3838, 8
  %3870 = add nuw nsw i64 %3868, %3869
  %3871 = add nuw nsw i64 %3870, %3842
  %3872 = add nuw nsw i64 %3871, 0
  %3873 = getelementptr inbounds nuw float, ptr %3867, i64 %3872
  store float %3866, ptr %3873, align 4
  %3874 = add i64 %3846, 1
  br label %3845

3875:                                             ; preds = %3845
  %3876 = add i64 %3842, 1
  br label %3841

3877:                                             ; preds = %3841
  %3878 = add i64 %3838, 1
  br label %3837

3879:                                             ; preds = %3837
  %3880 = add i64 %3834, 1
  br label %3833

3881:                                             ; preds = %3833
  %3882 = call ptr @malloc(i64 1088)
  %3883 = ptrtoint ptr %3882 to i64
  %3884 = add i64 %3883, 63
  %3885 = urem i64 %3884, 64
  %3886 = sub i64 %3884, %3885
  %3887 = inttoptr i64 %3886 to ptr
  %3888 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3882, 0
  %3889 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3888, ptr %3887, 1
  %3890 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3889, i64 0, 2
  %3891 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3890, i64 1, 3, 0
  %3892 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3891, i64 2, 3, 1
  %3893 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3892, i64 8, 3, 2
  %3894 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3893, i64 16, 3, 3
  %3895 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3894, i64 256, 4, 0
  %3896 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3895, i64 128, 4, 1
  %3897 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3896, i64 16, 4, 2
  %3898 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3897, i64 1, 4, 3
  br label %3899

3899:                                             ; preds = %3937, %3881
  %3900 = phi i64 [ %3938, %3937 ], [ 0, %3881 ]
  %3901 = icmp slt i64 %3900, 1
  br i1 %3901, label %3902, label %3939

3902:                                             ; preds = %3899
  br label %3903

3903:                                             ; preds = %3935, %3902
  %3904 = phi i64 [ %3936, %3935 ], [ 0, %3902 ]
  %3905 = icmp slt i64 %3904, 2
  br i1 %3905, label %3906, label %3937

3906:                                             ; preds = %3903
  br label %3907

3907:                                             ; preds = %3933, %3906
  %3908 = phi i64 [ %3934, %3933 ], [ 0, %3906 ]
  %3909 = icmp slt i64 %3908, 8
  br i1 %3909, label %3910, label %3935

3910:                                             ; preds = %3907
  br label %3911

3911:                                             ; preds = %3914, %3910
  %3912 = phi i64 [ %3932, %3914 ], [ 0, %3910 ]
  %3913 = icmp slt i64 %3912, 16
  br i1 %3913, label %3914, label %3933

3914:                                             ; preds = %3911
  %3915 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1629, 1
  %3916 = mul nuw nsw i64 %3900, 256
  %3917 = mul nuw nsw i64 %3904, 128
  %3918 = add nuw nsw i64 %3916, %3917
  %3919 = mul nuw nsw i64 %3908, 16
  %3920 = add nuw nsw i64 %3918, %3919
  %3921 = add nuw nsw i64 %3920, %3912
  %3922 = getelementptr inbounds nuw float, ptr %3915, i64 %3921
  %3923 = load float, ptr %3922, align 4
  %3924 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3898, 1
  %3925 = mul nuw nsw i64 %3900, 256
  %3926 = mul nuw nsw i64 %3904, 128
  %3927 = add nuw nsw i64 %3925, %3926
  %3928 = mul nuw nsw i64 %3908, 16
  %3929 = add nuw nsw i64 %3927, %3928
  %3930 = add nuw nsw i64 %3929, %3912
  %3931 = getelementptr inbounds nuw float, ptr %3924, i64 %3930
  store float %3923, ptr %3931, align 4
  %3932 = add i64 %3912, 1
  br label %3911

3933:                                             ; preds = %3911
  %3934 = add i64 %3908, 1
  br label %3907

3935:                                             ; preds = %3907
  %3936 = add i64 %3904, 1
  br label %3903

3937:                                             ; preds = %3903
  %3938 = add i64 %3900, 1
  br label %3899

3939:                                             ; preds = %3899
  br label %3940

3940:                                             ; preds = %4018, %3939
  %3941 = phi i64 [ %4019, %4018 ], [ 0, %3939 ]
  %3942 = icmp slt i64 %3941, 1
  br i1 %3942, label %3943, label %4020

3943:                                             ; preds = %3940
  br label %3944

3944:                                             ; preds = %4016, %3943
  %3945 = phi i64 [ %4017, %4016 ], [ 0, %3943 ]
  %3946 = icmp slt i64 %3945, 2
  br i1 %3946, label %3947, label %4018

3947:                                             ; preds = %3944
  br label %3948

3948:                                             ; preds = %4014, %3947
  %3949 = phi i64 [ %4015, %4014 ], [ 0, %3947 ]
  %3950 = icmp slt i64 %3949, 8
  br i1 %3950, label %3951, label %4016

3951:                                             ; preds = %3948
  br label %3952

3952:                                             ; preds = %4012, %3951
  %3953 = phi i64 [ %4013, %4012 ], [ 0, %3951 ]
  %3954 = icmp slt i64 %3953, 16
  br i1 %3954, label %3955, label %4014

3955:                                             ; preds = %3952
  br label %3956

3956:                                             ; preds = %3959, %3955
  %3957 = phi i64 [ %4011, %3959 ], [ 0, %3955 ]
  %3958 = icmp slt i64 %3957, 8
  br i1 %3958, label %3959, label %4012

3959:                                             ; preds = %3956
  %3960 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3724, 1
  %3961 = mul nuw nsw i64 %3941, 128
  %3962 = mul nuw nsw i64 %3945, 64
  %3963 = add nuw nsw i64 %3961, %3962
  %3964 = mul nuw nsw i64 %3949, 8
  %3965 = add nuw nsw i64 %3963, %3964
  %3966 = add nuw nsw i64 %3965, %3957
  %3967 = getelementptr inbounds nuw float, ptr %3960, i64 %3966
  %3968 = load float, ptr %3967, align 4
  %3969 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3793, 1
  %3970 = mul nuw nsw i64 %3941, 16
  %3971 = mul nuw nsw i64 %3945, 8
  %3972 = add nuw nsw i64 %3970, %3971
  %3973 = add nuw nsw i64 %3972, %3949
  %3974 = add nuw nsw i64 %3973, 0
  %3975 = getelementptr inbounds nuw float, ptr %3969, i64 %3974
  %3976 = load float, ptr %3975, align 4
  %3977 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3282, 1
  %3978 = mul nuw nsw i64 %3941, 256
  %3979 = mul nuw nsw i64 %3957, 32
  %3980 = add nuw nsw i64 %3978, %3979
  %3981 = mul nuw nsw i64 %3945, 16
  %3982 = add nuw nsw i64 %3980, %3981
  %3983 = add nuw nsw i64 %3982, %3953
  %3984 = getelementptr inbounds nuw float, ptr %3977, i64 %3983
  %3985 = load float, ptr %3984, align 4
  %3986 = mul nuw nsw i64 %3945, 16
  %3987 = add nuw nsw i64 %3986, %3953
  %3988 = getelementptr inbounds nuw float, ptr @__constant_32xf32_7, i64 %3987
  %3989 = load float, ptr %3988, align 4
  %3990 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3898, 1
  %3991 = mul nuw nsw i64 %3941, 256
  %3992 = mul nuw nsw i64 %3945, 128
  %3993 = add nuw nsw i64 %3991, %3992
  %3994 = mul nuw nsw i64 %3949, 16
  %3995 = add nuw nsw i64 %3993, %3994
  %3996 = add nuw nsw i64 %3995, %3953
  %3997 = getelementptr inbounds nuw float, ptr %3990, i64 %3996
  %3998 = load float, ptr %3997, align 4
  %3999 = fadd float %3985, %3989
  %4000 = fdiv float %3968, %3976
  %4001 = fmul float %4000, %3999
  %4002 = fadd float %3998, %4001
  %4003 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3898, 1
  %4004 = mul nuw nsw i64 %3941, 256
  %4005 = mul nuw nsw i64 %3945, 128
  %4006 = add nuw nsw i64 %4004, %4005
  %4007 = mul nuw nsw i64 %3949, 16
  %4008 = add nuw nsw i64 %4006, %4007
  %4009 = add nuw nsw i64 %4008, %3953
  %4010 = getelementptr inbounds nuw float, ptr %4003, i64 %4009
  store float %4002, ptr %4010, align 4
  %4011 = add i64 %3957, 1
  br label %3956

4012:                                             ; preds = %3956
  %4013 = add i64 %3953, 1
  br label %3952

4014:                                             ; preds = %3952
  %4015 = add i64 %3949, 1
  br label %3948

4016:                                             ; preds = %3948
  %4017 = add i64 %3945, 1
  br label %3944

4018:                                             ; preds = %3944
  %4019 = add i64 %3941, 1
  br label %3940

4020:                                             ; preds = %3940
  %4021 = call ptr @malloc(i64 1088)
  %4022 = ptrtoint ptr %4021 to i64
  %4023 = add i64 %4022, 63
  %4024 = urem i64 %4023, 64
  %4025 = sub i64 %4023, %4024
  %4026 = inttoptr i64 %4025 to ptr
  %4027 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4021, 0
  %4028 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4027, ptr %4026, 1
  %4029 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4028, i64 0, 2
  %4030 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4029, i64 1, 3, 0
  %4031 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4030, i64 8, 3, 1
  %4032 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4031, i64 32, 3, 2
  %4033 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4032, i64 256, 4, 0
  %4034 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4033, i64 32, 4, 1
  %4035 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4034, i64 1, 4, 2
  br label %4036

4036:                                             ; preds = %4064, %4020
  %4037 = phi i64 [ %4065, %4064 ], [ 0, %4020 ]
  %4038 = icmp slt i64 %4037, 1
  br i1 %4038, label %4039, label %4066

4039:                                             ; preds = %4036
  br label %4040

4040:                                             ; preds = %4062, %4039
  %4041 = phi i64 [ %4063, %4062 ], [ 0, %4039 ]
  %4042 = icmp slt i64 %4041, 8
  br i1 %4042, label %4043, label %4064

4043:                                             ; preds = %4040
  br label %4044

4044:                                             ; preds = %4047, %4043
  %4045 = phi i64 [ %4061, %4047 ], [ 0, %4043 ]
  %4046 = icmp slt i64 %4045, 32
  br i1 %4046, label %4047, label %4062

4047:                                             ; preds = %4044
  %4048 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1779, 1
  %4049 = mul nuw nsw i64 %4037, 256
  %4050 = mul nuw nsw i64 %4041, 32
  %4051 = add nuw nsw i64 %4049, %4050
  %4052 = add nuw nsw i64 %4051, %4045
  %4053 = getelementptr inbounds nuw float, ptr %4048, i64 %4052
  %4054 = load float, ptr %4053, align 4
  %4055 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4035, 1
  %4056 = mul nuw nsw i64 %4037, 256
  %4057 = mul nuw nsw i64 %4041, 32
  %4058 = add nuw nsw i64 %4056, %4057
  %4059 = add nuw nsw i64 %4058, %4045
  %4060 = getelementptr inbounds nuw float, ptr %4055, i64 %4059
  store float %4054, ptr %4060, align 4
  %4061 = add i64 %4045, 1
  br label %4044

4062:                                             ; preds = %4044
  %4063 = add i64 %4041, 1
  br label %4040

4064:                                             ; preds = %4040
  %4065 = add i64 %4037, 1
  br label %4036

4066:                                             ; preds = %4036
  br label %4067

4067:                                             ; preds = %4124, %4066
  %4068 = phi i64 [ %4125, %4124 ], [ 0, %4066 ]
  %4069 = icmp slt i64 %4068, 1
  br i1 %4069, label %4070, label %4126

4070:                                             ; preds = %4067
  br label %4071

4071:                                             ; preds = %4122, %4070
  %4072 = phi i64 [ %4123, %4122 ], [ 0, %4070 ]
  %4073 = icmp slt i64 %4072, 8
  br i1 %4073, label %4074, label %4124

4074:                                             ; preds = %4071
  br label %4075

4075:                                             ; preds = %4120, %4074
  %4076 = phi i64 [ %4121, %4120 ], [ 0, %4074 ]
  %4077 = icmp slt i64 %4076, 32
  br i1 %4077, label %4078, label %4122

4078:                                             ; preds = %4075
  br label %4079

4079:                                             ; preds = %4118, %4078
  %4080 = phi i64 [ %4119, %4118 ], [ 0, %4078 ]
  %4081 = icmp slt i64 %4080, 2
  br i1 %4081, label %4082, label %4120

4082:                                             ; preds = %4079
  br label %4083

4083:                                             ; preds = %4086, %4082
  %4084 = phi i64 [ %4117, %4086 ], [ 0, %4082 ]
  %4085 = icmp slt i64 %4084, 16
  br i1 %4085, label %4086, label %4118

4086:                                             ; preds = %4083
  %4087 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3898, 1
  %4088 = mul nuw nsw i64 %4068, 256
  %4089 = mul nuw nsw i64 %4080, 128
  %4090 = add nuw nsw i64 %4088, %4089
  %4091 = mul nuw nsw i64 %4072, 16
  %4092 = add nuw nsw i64 %4090, %4091
  %4093 = add nuw nsw i64 %4092, %4084
  %4094 = getelementptr inbounds nuw float, ptr %4087, i64 %4093
  %4095 = load float, ptr %4094, align 4
  %4096 = mul nuw nsw i64 %4076, 32
  %4097 = mul nuw nsw i64 %4080, 16
  %4098 = add nuw nsw i64 %4096, %4097
  %4099 = add nuw nsw i64 %4098, %4084
  %4100 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_6, i64 %4099
  %4101 = load float, ptr %4100, align 4
  %4102 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4035, 1
  %4103 = mul nuw nsw i64 %4068, 256
  %4104 = mul nuw nsw i64 %4072, 32
  %4105 = add nuw nsw i64 %4103, %4104
  %4106 = add nuw nsw i64 %4105, %4076
  %4107 = getelementptr inbounds nuw float, ptr %4102, i64 %4106
  %4108 = load float, ptr %4107, align 4
  %4109 = fmul float %4095, %4101
  %4110 = fadd float %4108, %4109
  %4111 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4035, 1
  %4112 = mul nuw nsw i64 %4068, 256
  %4113 = mul nuw nsw i64 %4072, 32
  %4114 = add nuw nsw i64 %4112, %4113
  %4115 = add nuw nsw i64 %4114, %4076
  %4116 = getelementptr inbounds nuw float, ptr %4111, i64 %4115
  store float %4110, ptr %4116, align 4
  %4117 = add i64 %4084, 1
  br label %4083

4118:                                             ; preds = %4083
  %4119 = add i64 %4080, 1
  br label %4079

4120:                                             ; preds = %4079
  %4121 = add i64 %4076, 1
  br label %4075

4122:                                             ; preds = %4075
  %4123 = add i64 %4072, 1
  br label %4071

4124:                                             ; preds = %4071
  %4125 = add i64 %4068, 1
  br label %4067

4126:                                             ; preds = %4067
  %4127 = call ptr @malloc(i64 1088)
  %4128 = ptrtoint ptr %4127 to i64
  %4129 = add i64 %4128, 63
  %4130 = urem i64 %4129, 64
  %4131 = sub i64 %4129, %4130
  %4132 = inttoptr i64 %4131 to ptr
  %4133 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4127, 0
  %4134 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4133, ptr %4132, 1
  %4135 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4134, i64 0, 2
  %4136 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4135, i64 1, 3, 0
  %4137 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4136, i64 8, 3, 1
  %4138 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4137, i64 32, 3, 2
  %4139 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4138, i64 256, 4, 0
  %4140 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4139, i64 32, 4, 1
  %4141 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4140, i64 1, 4, 2
  br label %4142

4142:                                             ; preds = %4181, %4126
  %4143 = phi i64 [ %4182, %4181 ], [ 0, %4126 ]
  %4144 = icmp slt i64 %4143, 1
  br i1 %4144, label %4145, label %4183

4145:                                             ; preds = %4142
  br label %4146

4146:                                             ; preds = %4179, %4145
  %4147 = phi i64 [ %4180, %4179 ], [ 0, %4145 ]
  %4148 = icmp slt i64 %4147, 8
  br i1 %4148, label %4149, label %4181

4149:                                             ; preds = %4146
  br label %4150

4150:                                             ; preds = %4153, %4149
  %4151 = phi i64 [ %4178, %4153 ], [ 0, %4149 ]
  %4152 = icmp slt i64 %4151, 32
  br i1 %4152, label %4153, label %4179

4153:                                             ; preds = %4150
  %4154 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4035, 1
  %4155 = mul nuw nsw i64 %4143, 256
  %4156 = mul nuw nsw i64 %4147, 32
  %4157 = add nuw nsw i64 %4155, %4156
  %4158 = add nuw nsw i64 %4157, %4151
  %4159 = getelementptr inbounds nuw float, ptr %4154, i64 %4158
  %4160 = load float, ptr %4159, align 4
  %4161 = getelementptr inbounds nuw float, ptr @__constant_32xf32_5, i64 %4151
  %4162 = load float, ptr %4161, align 4
  %4163 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2968, 1
  %4164 = mul nuw nsw i64 %4143, 256
  %4165 = mul nuw nsw i64 %4147, 32
  %4166 = add nuw nsw i64 %4164, %4165
  %4167 = add nuw nsw i64 %4166, %4151
  %4168 = getelementptr inbounds nuw float, ptr %4163, i64 %4167
  %4169 = load float, ptr %4168, align 4
  %4170 = fadd float %4160, %4162
  %4171 = fadd float %4170, %4169
  %4172 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4141, 1
  %4173 = mul nuw nsw i64 %4143, 256
  %4174 = mul nuw nsw i64 %4147, 32
  %4175 = add nuw nsw i64 %4173, %4174
  %4176 = add nuw nsw i64 %4175, %4151
  %4177 = getelementptr inbounds nuw float, ptr %4172, i64 %4176
  store float %4171, ptr %4177, align 4
  %4178 = add i64 %4151, 1
  br label %4150

4179:                                             ; preds = %4150
  %4180 = add i64 %4147, 1
  br label %4146

4181:                                             ; preds = %4146
  %4182 = add i64 %4143, 1
  br label %4142

4183:                                             ; preds = %4142
  %4184 = call ptr @malloc(i64 2112)
  %4185 = ptrtoint ptr %4184 to i64
  %4186 = add i64 %4185, 63
  %4187 = urem i64 %4186, 64
  %4188 = sub i64 %4186, %4187
  %4189 = inttoptr i64 %4188 to ptr
  %4190 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4184, 0
  %4191 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4190, ptr %4189, 1
  %4192 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4191, i64 0, 2
  %4193 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4192, i64 1, 3, 0
  %4194 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4193, i64 8, 3, 1
  %4195 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4194, i64 32, 3, 2
  %4196 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4195, i64 256, 4, 0
  %4197 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4196, i64 32, 4, 1
  %4198 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4197, i64 1, 4, 2
  br label %4199

4199:                                             ; preds = %4228, %4183
  %4200 = phi i64 [ %4229, %4228 ], [ 0, %4183 ]
  %4201 = icmp slt i64 %4200, 1
  br i1 %4201, label %4202, label %4230

4202:                                             ; preds = %4199
  br label %4203

4203:                                             ; preds = %4226, %4202
  %4204 = phi i64 [ %4227, %4226 ], [ 0, %4202 ]
  %4205 = icmp slt i64 %4204, 8
  br i1 %4205, label %4206, label %4228

4206:                                             ; preds = %4203
  br label %4207

4207:                                             ; preds = %4210, %4206
  %4208 = phi i64 [ %4225, %4210 ], [ 0, %4206 ]
  %4209 = icmp slt i64 %4208, 32
  br i1 %4209, label %4210, label %4226

4210:                                             ; preds = %4207
  %4211 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4141, 1
  %4212 = mul nuw nsw i64 %4200, 256
  %4213 = mul nuw nsw i64 %4204, 32
  %4214 = add nuw nsw i64 %4212, %4213
  %4215 = add nuw nsw i64 %4214, %4208
  %4216 = getelementptr inbounds nuw float, ptr %4211, i64 %4215
  %4217 = load float, ptr %4216, align 4
  %4218 = fpext float %4217 to double
  %4219 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4198, 1
  %4220 = mul nuw nsw i64 %4200, 256
  %4221 = mul nuw nsw i64 %4204, 32
  %4222 = add nuw nsw i64 %4220, %4221
  %4223 = add nuw nsw i64 %4222, %4208
  %4224 = getelementptr inbounds nuw double, ptr %4219, i64 %4223
  store double %4218, ptr %4224, align 8
  %4225 = add i64 %4208, 1
  br label %4207

4226:                                             ; preds = %4207
  %4227 = add i64 %4204, 1
  br label %4203

4228:                                             ; preds = %4203
  %4229 = add i64 %4200, 1
  br label %4199

4230:                                             ; preds = %4199
  %4231 = call ptr @malloc(i64 128)
  %4232 = ptrtoint ptr %4231 to i64
  %4233 = add i64 %4232, 63
  %4234 = urem i64 %4233, 64
  %4235 = sub i64 %4233, %4234
  %4236 = inttoptr i64 %4235 to ptr
  %4237 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4231, 0
  %4238 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4237, ptr %4236, 1
  %4239 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4238, i64 0, 2
  %4240 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4239, i64 1, 3, 0
  %4241 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4240, i64 8, 3, 1
  %4242 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4241, i64 1, 3, 2
  %4243 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4242, i64 8, 4, 0
  %4244 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4243, i64 1, 4, 1
  %4245 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4244, i64 1, 4, 2
  br label %4246

4246:                                             ; preds = %4272, %4230
  %4247 = phi i64 [ %4273, %4272 ], [ 0, %4230 ]
  %4248 = icmp slt i64 %4247, 1
  br i1 %4248, label %4249, label %4274

4249:                                             ; preds = %4246
  br label %4250

4250:                                             ; preds = %4270, %4249
  %4251 = phi i64 [ %4271, %4270 ], [ 0, %4249 ]
  %4252 = icmp slt i64 %4251, 8
  br i1 %4252, label %4253, label %4272

4253:                                             ; preds = %4250
  br label %4254

4254:                                             ; preds = %4257, %4253
  %4255 = phi i64 [ %4269, %4257 ], [ 0, %4253 ]
  %4256 = icmp slt i64 %4255, 1
  br i1 %4256, label %4257, label %4270

4257:                                             ; preds = %4254
  %4258 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %4259 = mul nuw nsw i64 %4247, 8
  %4260 = add nuw nsw i64 %4259, %4251
  %4261 = add nuw nsw i64 %4260, %4255
  %4262 = getelementptr inbounds nuw double, ptr %4258, i64 %4261
  %4263 = load double, ptr %4262, align 8
  %4264 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4245, 1
  %4265 = mul nuw nsw i64 %4247, 8
  %4266 = add nuw nsw i64 %4265, %4251
  %4267 = add nuw nsw i64 %4266, %4255
  %4268 = getelementptr inbounds nuw double, ptr %4264, i64 %4267
  store double %4263, ptr %4268, align 8
  %4269 = add i64 %4255, 1
  br label %4254

4270:                                             ; preds = %4254
  %4271 = add i64 %4251, 1
  br label %4250

4272:                                             ; preds = %4250
  %4273 = add i64 %4247, 1
  br label %4246

4274:                                             ; preds = %4246
  br label %4275

4275:                                             ; preds = %4309, %4274
  %4276 = phi i64 [ %4310, %4309 ], [ 0, %4274 ]
  %4277 = icmp slt i64 %4276, 1
  br i1 %4277, label %4278, label %4311

4278:                                             ; preds = %4275
  br label %4279

4279:                                             ; preds = %4307, %4278
  %4280 = phi i64 [ %4308, %4307 ], [ 0, %4278 ]
  %4281 = icmp slt i64 %4280, 8
  br i1 %4281, label %4282, label %4309

4282:                                             ; preds = %4279
  br label %4283

4283:                                             ; preds = %4286, %4282
  %4284 = phi i64 [ %4306, %4286 ], [ 0, %4282 ]
  %4285 = icmp slt i64 %4284, 32
  br i1 %4285, label %4286, label %4307

4286:                                             ; preds = %4283
  %4287 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4198, 1
  %4288 = mul nuw nsw i64 %4276, 256
  %4289 = mul nuw nsw i64 %4280, 32
  %4290 = add nuw nsw i64 %4288, %4289
  %4291 = add nuw nsw i64 %4290, %4284
  %4292 = getelementptr inbounds nuw double, ptr %4287, i64 %4291
  %4293 = load double, ptr %4292, align 8
  %4294 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4245, 1
  %4295 = mul nuw nsw i64 %4276, 8
  %4296 = add nuw nsw i64 %4295, %4280
  %4297 = add nuw nsw i64 %4296, 0
  %4298 = getelementptr inbounds nuw double, ptr %4294, i64 %4297
  %4299 = load double, ptr %4298, align 8
  %4300 = fadd double %4293, %4299
  %4301 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4245, 1
  %4302 = mul nuw nsw i64 %4276, 8
  %4303 = add nuw nsw i64 %4302, %4280
  %4304 = add nuw nsw i64 %4303, 0
  %4305 = getelementptr inbounds nuw double, ptr %4301, i64 %4304
  store double %4300, ptr %4305, align 8
  %4306 = add i64 %4284, 1
  br label %4283

4307:                                             ; preds = %4283
  %4308 = add i64 %4280, 1
  br label %4279

4309:                                             ; preds = %4279
  %4310 = add i64 %4276, 1
  br label %4275

4311:                                             ; preds = %4275
  %4312 = call ptr @malloc(i64 128)
  %4313 = ptrtoint ptr %4312 to i64
  %4314 = add i64 %4313, 63
  %4315 = urem i64 %4314, 64
  %4316 = sub i64 %4314, %4315
  %4317 = inttoptr i64 %4316 to ptr
  %4318 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4312, 0
  %4319 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4318, ptr %4317, 1
  %4320 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4319, i64 0, 2
  %4321 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4320, i64 1, 3, 0
  %4322 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4321, i64 8, 3, 1
  %4323 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4322, i64 1, 3, 2
  %4324 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4323, i64 8, 4, 0
  %4325 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4324, i64 1, 4, 1
  %4326 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4325, i64 1, 4, 2
  br label %4327

4327:                                             ; preds = %4353, %4311
  %4328 = phi i64 [ %4354, %4353 ], [ 0, %4311 ]
  %4329 = icmp slt i64 %4328, 1
  br i1 %4329, label %4330, label %4355

4330:                                             ; preds = %4327
  br label %4331

4331:                                             ; preds = %4351, %4330
  %4332 = phi i64 [ %4352, %4351 ], [ 0, %4330 ]
  %4333 = icmp slt i64 %4332, 8
  br i1 %4333, label %4334, label %4353

4334:                                             ; preds = %4331
  br label %4335

4335:                                             ; preds = %4338, %4334
  %4336 = phi i64 [ %4350, %4338 ], [ 0, %4334 ]
  %4337 = icmp slt i64 %4336, 1
  br i1 %4337, label %4338, label %4351

4338:                                             ; preds = %4335
  %4339 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %4340 = mul nuw nsw i64 %4328, 8
  %4341 = add nuw nsw i64 %4340, %4332
  %4342 = add nuw nsw i64 %4341, %4336
  %4343 = getelementptr inbounds nuw double, ptr %4339, i64 %4342
  %4344 = load double, ptr %4343, align 8
  %4345 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4326, 1
  %4346 = mul nuw nsw i64 %4328, 8
  %4347 = add nuw nsw i64 %4346, %4332
  %4348 = add nuw nsw i64 %4347, %4336
  %4349 = getelementptr inbounds nuw double, ptr %4345, i64 %4348
  store double %4344, ptr %4349, align 8
  %4350 = add i64 %4336, 1
  br label %4335

4351:                                             ; preds = %4335
  %4352 = add i64 %4332, 1
  br label %4331

4353:                                             ; preds = %4331
  %4354 = add i64 %4328, 1
  br label %4327

4355:                                             ; preds = %4327
  br label %4356

4356:                                             ; preds = %4399, %4355
  %4357 = phi i64 [ %4400, %4399 ], [ 0, %4355 ]
  %4358 = icmp slt i64 %4357, 1
  br i1 %4358, label %4359, label %4401

4359:                                             ; preds = %4356
  br label %4360

4360:                                             ; preds = %4397, %4359
  %4361 = phi i64 [ %4398, %4397 ], [ 0, %4359 ]
  %4362 = icmp slt i64 %4361, 8
  br i1 %4362, label %4363, label %4399

4363:                                             ; preds = %4360
  br label %4364

4364:                                             ; preds = %4367, %4363
  %4365 = phi i64 [ %4396, %4367 ], [ 0, %4363 ]
  %4366 = icmp slt i64 %4365, 32
  br i1 %4366, label %4367, label %4397

4367:                                             ; preds = %4364
  %4368 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4198, 1
  %4369 = mul nuw nsw i64 %4357, 256
  %4370 = mul nuw nsw i64 %4361, 32
  %4371 = add nuw nsw i64 %4369, %4370
  %4372 = add nuw nsw i64 %4371, %4365
  %4373 = getelementptr inbounds nuw double, ptr %4368, i64 %4372
  %4374 = load double, ptr %4373, align 8
  %4375 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4245, 1
  %4376 = mul nuw nsw i64 %4357, 8
  %4377 = add nuw nsw i64 %4376, %4361
  %4378 = add nuw nsw i64 %4377, 0
  %4379 = getelementptr inbounds nuw double, ptr %4375, i64 %4378
  %4380 = load double, ptr %4379, align 8
  %4381 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4326, 1
  %4382 = mul nuw nsw i64 %4357, 8
  %4383 = add nuw nsw i64 %4382, %4361
  %4384 = add nuw nsw i64 %4383, 0
  %4385 = getelementptr inbounds nuw double, ptr %4381, i64 %4384
  %4386 = load double, ptr %4385, align 8
  %4387 = fdiv double %4380, 3.200000e+01
  %4388 = fsub double %4374, %4387
  %4389 = fmul double %4388, %4388
  %4390 = fadd double %4389, %4386
  %4391 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4326, 1
  %4392 = mul nuw nsw i64 %4357, 8
  %4393 = add nuw nsw i64 %4392, %4361
  %4394 = add nuw nsw i64 %4393, 0
  %4395 = getelementptr inbounds nuw double, ptr %4391, i64 %4394
  store double %4390, ptr %4395, align 8
  %4396 = add i64 %4365, 1
  br label %4364

4397:                                             ; preds = %4364
  %4398 = add i64 %4361, 1
  br label %4360

4399:                                             ; preds = %4360
  %4400 = add i64 %4357, 1
  br label %4356

4401:                                             ; preds = %4356
  %4402 = call ptr @malloc(i64 96)
  %4403 = ptrtoint ptr %4402 to i64
  %4404 = add i64 %4403, 63
  %4405 = urem i64 %4404, 64
  %4406 = sub i64 %4404, %4405
  %4407 = inttoptr i64 %4406 to ptr
  %4408 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4402, 0
  %4409 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4408, ptr %4407, 1
  %4410 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4409, i64 0, 2
  %4411 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4410, i64 1, 3, 0
  %4412 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4411, i64 8, 3, 1
  %4413 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4412, i64 1, 3, 2
  %4414 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4413, i64 8, 4, 0
  %4415 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4414, i64 1, 4, 1
  %4416 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4415, i64 1, 4, 2
  br label %4417

4417:                                             ; preds = %4443, %4401
  %4418 = phi i64 [ %4444, %4443 ], [ 0, %4401 ]
  %4419 = icmp slt i64 %4418, 1
  br i1 %4419, label %4420, label %4445

4420:                                             ; preds = %4417
  br label %4421

4421:                                             ; preds = %4441, %4420
  %4422 = phi i64 [ %4442, %4441 ], [ 0, %4420 ]
  %4423 = icmp slt i64 %4422, 8
  br i1 %4423, label %4424, label %4443

4424:                                             ; preds = %4421
  br label %4425

4425:                                             ; preds = %4428, %4424
  %4426 = phi i64 [ %4440, %4428 ], [ 0, %4424 ]
  %4427 = icmp slt i64 %4426, 1
  br i1 %4427, label %4428, label %4441

4428:                                             ; preds = %4425
  %4429 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %351, 1
  %4430 = mul nuw nsw i64 %4418, 8
  %4431 = add nuw nsw i64 %4430, %4422
  %4432 = add nuw nsw i64 %4431, %4426
  %4433 = getelementptr inbounds nuw float, ptr %4429, i64 %4432
  %4434 = load float, ptr %4433, align 4
  %4435 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4416, 1
  %4436 = mul nuw nsw i64 %4418, 8
  %4437 = add nuw nsw i64 %4436, %4422
  %4438 = add nuw nsw i64 %4437, %4426
  %4439 = getelementptr inbounds nuw float, ptr %4435, i64 %4438
  store float %4434, ptr %4439, align 4
  %4440 = add i64 %4426, 1
  br label %4425

4441:                                             ; preds = %4425
  %4442 = add i64 %4422, 1
  br label %4421

4443:                                             ; preds = %4421
  %4444 = add i64 %4418, 1
  br label %4417

4445:                                             ; preds = %4417
  br label %4446

4446:                                             ; preds = %4480, %4445
  %4447 = phi i64 [ %4481, %4480 ], [ 0, %4445 ]
  %4448 = icmp slt i64 %4447, 1
  br i1 %4448, label %4449, label %4482

4449:                                             ; preds = %4446
  br label %4450

4450:                                             ; preds = %4478, %4449
  %4451 = phi i64 [ %4479, %4478 ], [ 0, %4449 ]
  %4452 = icmp slt i64 %4451, 8
  br i1 %4452, label %4453, label %4480

4453:                                             ; preds = %4450
  br label %4454

4454:                                             ; preds = %4457, %4453
  %4455 = phi i64 [ %4477, %4457 ], [ 0, %4453 ]
  %4456 = icmp slt i64 %4455, 32
  br i1 %4456, label %4457, label %4478

4457:                                             ; preds = %4454
  %4458 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4141, 1
  %4459 = mul nuw nsw i64 %4447, 256
  %4460 = mul nuw nsw i64 %4451, 32
  %4461 = add nuw nsw i64 %4459, %4460
  %4462 = add nuw nsw i64 %4461, %4455
  %4463 = getelementptr inbounds nuw float, ptr %4458, i64 %4462
  %4464 = load float, ptr %4463, align 4
  %4465 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4416, 1
  %4466 = mul nuw nsw i64 %4447, 8
  %4467 = add nuw nsw i64 %4466, %4451
  %4468 = add nuw nsw i64 %4467, 0
  %4469 = getelementptr inbounds nuw float, ptr %4465, i64 %4468
  %4470 = load float, ptr %4469, align 4
  %4471 = fadd float %4464, %4470
  %4472 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4416, 1
  %4473 = mul nuw nsw i64 %4447, 8
  %4474 = add nuw nsw i64 %4473, %4451
  %4475 = add nuw nsw i64 %4474, 0
  %4476 = getelementptr inbounds nuw float, ptr %4472, i64 %4475
  store float %4471, ptr %4476, align 4
  %4477 = add i64 %4455, 1
  br label %4454

4478:                                             ; preds = %4454
  %4479 = add i64 %4451, 1
  br label %4450

4480:                                             ; preds = %4450
  %4481 = add i64 %4447, 1
  br label %4446

4482:                                             ; preds = %4446
  %4483 = call ptr @malloc(i64 1088)
  %4484 = ptrtoint ptr %4483 to i64
  %4485 = add i64 %4484, 63
  %4486 = urem i64 %4485, 64
  %4487 = sub i64 %4485, %4486
  %4488 = inttoptr i64 %4487 to ptr
  %4489 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4483, 0
  %4490 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4489, ptr %4488, 1
  %4491 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4490, i64 0, 2
  %4492 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4491, i64 1, 3, 0
  %4493 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4492, i64 8, 3, 1
  %4494 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4493, i64 32, 3, 2
  %4495 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4494, i64 256, 4, 0
  %4496 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4495, i64 32, 4, 1
  %4497 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4496, i64 1, 4, 2
  br label %4498

4498:                                             ; preds = %4552, %4482
  %4499 = phi i64 [ %4553, %4552 ], [ 0, %4482 ]
  %4500 = icmp slt i64 %4499, 1
  br i1 %4500, label %4501, label %4554

4501:                                             ; preds = %4498
  br label %4502

4502:                                             ; preds = %4550, %4501
  %4503 = phi i64 [ %4551, %4550 ], [ 0, %4501 ]
  %4504 = icmp slt i64 %4503, 8
  br i1 %4504, label %4505, label %4552

4505:                                             ; preds = %4502
  br label %4506

4506:                                             ; preds = %4509, %4505
  %4507 = phi i64 [ %4549, %4509 ], [ 0, %4505 ]
  %4508 = icmp slt i64 %4507, 32
  br i1 %4508, label %4509, label %4550

4509:                                             ; preds = %4506
  %4510 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4141, 1
  %4511 = mul nuw nsw i64 %4499, 256
  %4512 = mul nuw nsw i64 %4503, 32
  %4513 = add nuw nsw i64 %4511, %4512
  %4514 = add nuw nsw i64 %4513, %4507
  %4515 = getelementptr inbounds nuw float, ptr %4510, i64 %4514
  %4516 = load float, ptr %4515, align 4
  %4517 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4416, 1
  %4518 = mul nuw nsw i64 %4499, 8
  %4519 = add nuw nsw i64 %4518, %4503
  %4520 = add nuw nsw i64 %4519, 0
  %4521 = getelementptr inbounds nuw float, ptr %4517, i64 %4520
  %4522 = load float, ptr %4521, align 4
  %4523 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4326, 1
  %4524 = mul nuw nsw i64 %4499, 8
  %4525 = add nuw nsw i64 %4524, %4503
  %4526 = add nuw nsw i64 %4525, 0
  %4527 = getelementptr inbounds nuw double, ptr %4523, i64 %4526
  %4528 = load double, ptr %4527, align 8
  %4529 = getelementptr inbounds nuw float, ptr @__constant_32xf32_4, i64 %4507
  %4530 = load float, ptr %4529, align 4
  %4531 = getelementptr inbounds nuw float, ptr @__constant_32xf32_3, i64 %4507
  %4532 = load float, ptr %4531, align 4
  %4533 = fdiv double %4528, 3.200000e+01
  %4534 = fptrunc double %4533 to float
  %4535 = fadd float %4534, f0x2B8CBCCC
  %4536 = call float @llvm.sqrt.f32(float %4535)
  %4537 = fdiv float 1.000000e+00, %4536
  %4538 = fdiv float %4522, 3.200000e+01
  %4539 = fsub float %4516, %4538
  %4540 = fmul float %4539, %4537
  %4541 = fmul float %4540, %4530
  %4542 = fadd float %4541, %4532
  %4543 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4497, 1
  %4544 = mul nuw nsw i64 %4499, 256
  %4545 = mul nuw nsw i64 %4503, 32
  %4546 = add nuw nsw i64 %4544, %4545
  %4547 = add nuw nsw i64 %4546, %4507
  %4548 = getelementptr inbounds nuw float, ptr %4543, i64 %4547
  store float %4542, ptr %4548, align 4
  %4549 = add i64 %4507, 1
  br label %4506

4550:                                             ; preds = %4506
  %4551 = add i64 %4503, 1
  br label %4502

4552:                                             ; preds = %4502
  %4553 = add i64 %4499, 1
  br label %4498

4554:                                             ; preds = %4498
  %4555 = call ptr @malloc(i64 2112)
  %4556 = ptrtoint ptr %4555 to i64
  %4557 = add i64 %4556, 63
  %4558 = urem i64 %4557, 64
  %4559 = sub i64 %4557, %4558
  %4560 = inttoptr i64 %4559 to ptr
  %4561 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4555, 0
  %4562 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4561, ptr %4560, 1
  %4563 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4562, i64 0, 2
  %4564 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4563, i64 1, 3, 0
  %4565 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4564, i64 8, 3, 1
  %4566 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4565, i64 64, 3, 2
  %4567 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4566, i64 512, 4, 0
  %4568 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4567, i64 64, 4, 1
  %4569 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4568, i64 1, 4, 2
  br label %4570

4570:                                             ; preds = %4598, %4554
  %4571 = phi i64 [ %4599, %4598 ], [ 0, %4554 ]
  %4572 = icmp slt i64 %4571, 1
  br i1 %4572, label %4573, label %4600

4573:                                             ; preds = %4570
  br label %4574

4574:                                             ; preds = %4596, %4573
  %4575 = phi i64 [ %4597, %4596 ], [ 0, %4573 ]
  %4576 = icmp slt i64 %4575, 8
  br i1 %4576, label %4577, label %4598

4577:                                             ; preds = %4574
  br label %4578

4578:                                             ; preds = %4581, %4577
  %4579 = phi i64 [ %4595, %4581 ], [ 0, %4577 ]
  %4580 = icmp slt i64 %4579, 64
  br i1 %4580, label %4581, label %4596

4581:                                             ; preds = %4578
  %4582 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2353, 1
  %4583 = mul nuw nsw i64 %4571, 512
  %4584 = mul nuw nsw i64 %4575, 64
  %4585 = add nuw nsw i64 %4583, %4584
  %4586 = add nuw nsw i64 %4585, %4579
  %4587 = getelementptr inbounds nuw float, ptr %4582, i64 %4586
  %4588 = load float, ptr %4587, align 4
  %4589 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4569, 1
  %4590 = mul nuw nsw i64 %4571, 512
  %4591 = mul nuw nsw i64 %4575, 64
  %4592 = add nuw nsw i64 %4590, %4591
  %4593 = add nuw nsw i64 %4592, %4579
  %4594 = getelementptr inbounds nuw float, ptr %4589, i64 %4593
  store float %4588, ptr %4594, align 4
  %4595 = add i64 %4579, 1
  br label %4578

4596:                                             ; preds = %4578
  %4597 = add i64 %4575, 1
  br label %4574

4598:                                             ; preds = %4574
  %4599 = add i64 %4571, 1
  br label %4570

4600:                                             ; preds = %4570
  br label %4601

4601:                                             ; preds = %4648, %4600
  %4602 = phi i64 [ %4649, %4648 ], [ 0, %4600 ]
  %4603 = icmp slt i64 %4602, 1
  br i1 %4603, label %4604, label %4650

4604:                                             ; preds = %4601
  br label %4605

4605:                                             ; preds = %4646, %4604
  %4606 = phi i64 [ %4647, %4646 ], [ 0, %4604 ]
  %4607 = icmp slt i64 %4606, 8
  br i1 %4607, label %4608, label %4648

4608:                                             ; preds = %4605
  br label %4609

4609:                                             ; preds = %4644, %4608
  %4610 = phi i64 [ %4645, %4644 ], [ 0, %4608 ]
  %4611 = icmp slt i64 %4610, 64
  br i1 %4611, label %4612, label %4646

4612:                                             ; preds = %4609
  br label %4613

4613:                                             ; preds = %4616, %4612
  %4614 = phi i64 [ %4643, %4616 ], [ 0, %4612 ]
  %4615 = icmp slt i64 %4614, 32
  br i1 %4615, label %4616, label %4644

4616:                                             ; preds = %4613
  %4617 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4497, 1
  %4618 = mul nuw nsw i64 %4602, 256
  %4619 = mul nuw nsw i64 %4606, 32
  %4620 = add nuw nsw i64 %4618, %4619
  %4621 = add nuw nsw i64 %4620, %4614
  %4622 = getelementptr inbounds nuw float, ptr %4617, i64 %4621
  %4623 = load float, ptr %4622, align 4
  %4624 = mul nuw nsw i64 %4610, 32
  %4625 = add nuw nsw i64 %4624, %4614
  %4626 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32, i64 %4625
  %4627 = load float, ptr %4626, align 4
  %4628 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4569, 1
  %4629 = mul nuw nsw i64 %4602, 512
  %4630 = mul nuw nsw i64 %4606, 64
  %4631 = add nuw nsw i64 %4629, %4630
  %4632 = add nuw nsw i64 %4631, %4610
  %4633 = getelementptr inbounds nuw float, ptr %4628, i64 %4632
  %4634 = load float, ptr %4633, align 4
  %4635 = fmul float %4623, %4627
  %4636 = fadd float %4634, %4635
  %4637 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4569, 1
  %4638 = mul nuw nsw i64 %4602, 512
  %4639 = mul nuw nsw i64 %4606, 64
  %4640 = add nuw nsw i64 %4638, %4639
  %4641 = add nuw nsw i64 %4640, %4610
  %4642 = getelementptr inbounds nuw float, ptr %4637, i64 %4641
  store float %4636, ptr %4642, align 4
  %4643 = add i64 %4614, 1
  br label %4613

4644:                                             ; preds = %4613
  %4645 = add i64 %4610, 1
  br label %4609

4646:                                             ; preds = %4609
  %4647 = add i64 %4606, 1
  br label %4605

4648:                                             ; preds = %4605
  %4649 = add i64 %4602, 1
  br label %4601

4650:                                             ; preds = %4601
  %4651 = call ptr @malloc(i64 1088)
  %4652 = ptrtoint ptr %4651 to i64
  %4653 = add i64 %4652, 63
  %4654 = urem i64 %4653, 64
  %4655 = sub i64 %4653, %4654
  %4656 = inttoptr i64 %4655 to ptr
  %4657 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4651, 0
  %4658 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4657, ptr %4656, 1
  %4659 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4658, i64 0, 2
  %4660 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4659, i64 1, 3, 0
  %4661 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4660, i64 8, 3, 1
  %4662 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4661, i64 32, 3, 2
  %4663 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4662, i64 256, 4, 0
  %4664 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4663, i64 32, 4, 1
  %4665 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4664, i64 1, 4, 2
  br label %4666

4666:                                             ; preds = %4694, %4650
  %4667 = phi i64 [ %4695, %4694 ], [ 0, %4650 ]
  %4668 = icmp slt i64 %4667, 1
  br i1 %4668, label %4669, label %4696

4669:                                             ; preds = %4666
  br label %4670

4670:                                             ; preds = %4692, %4669
  %4671 = phi i64 [ %4693, %4692 ], [ 0, %4669 ]
  %4672 = icmp slt i64 %4671, 8
  br i1 %4672, label %4673, label %4694

4673:                                             ; preds = %4670
  br label %4674

4674:                                             ; preds = %4677, %4673
  %4675 = phi i64 [ %4691, %4677 ], [ 0, %4673 ]
  %4676 = icmp slt i64 %4675, 32
  br i1 %4676, label %4677, label %4692

4677:                                             ; preds = %4674
  %4678 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1779, 1
  %4679 = mul nuw nsw i64 %4667, 256
  %4680 = mul nuw nsw i64 %4671, 32
  %4681 = add nuw nsw i64 %4679, %4680
  %4682 = add nuw nsw i64 %4681, %4675
  %4683 = getelementptr inbounds nuw float, ptr %4678, i64 %4682
  %4684 = load float, ptr %4683, align 4
  %4685 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4665, 1
  %4686 = mul nuw nsw i64 %4667, 256
  %4687 = mul nuw nsw i64 %4671, 32
  %4688 = add nuw nsw i64 %4686, %4687
  %4689 = add nuw nsw i64 %4688, %4675
  %4690 = getelementptr inbounds nuw float, ptr %4685, i64 %4689
  store float %4684, ptr %4690, align 4
  %4691 = add i64 %4675, 1
  br label %4674

4692:                                             ; preds = %4674
  %4693 = add i64 %4671, 1
  br label %4670

4694:                                             ; preds = %4670
  %4695 = add i64 %4667, 1
  br label %4666

4696:                                             ; preds = %4666
  br label %4697

4697:                                             ; preds = %4796, %4696
  %4698 = phi i64 [ %4797, %4796 ], [ 0, %4696 ]
  %4699 = icmp slt i64 %4698, 1
  br i1 %4699, label %4700, label %4798

4700:                                             ; preds = %4697
  br label %4701

4701:                                             ; preds = %4794, %4700
  %4702 = phi i64 [ %4795, %4794 ], [ 0, %4700 ]
  %4703 = icmp slt i64 %4702, 8
  br i1 %4703, label %4704, label %4796

4704:                                             ; preds = %4701
  br label %4705

4705:                                             ; preds = %4792, %4704
  %4706 = phi i64 [ %4793, %4792 ], [ 0, %4704 ]
  %4707 = icmp slt i64 %4706, 32
  br i1 %4707, label %4708, label %4794

4708:                                             ; preds = %4705
  br label %4709

4709:                                             ; preds = %4712, %4708
  %4710 = phi i64 [ %4791, %4712 ], [ 0, %4708 ]
  %4711 = icmp slt i64 %4710, 64
  br i1 %4711, label %4712, label %4792

4712:                                             ; preds = %4709
  %4713 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4569, 1
  %4714 = mul nuw nsw i64 %4698, 512
  %4715 = mul nuw nsw i64 %4702, 64
  %4716 = add nuw nsw i64 %4714, %4715
  %4717 = add nuw nsw i64 %4716, %4710
  %4718 = getelementptr inbounds nuw float, ptr %4713, i64 %4717
  %4719 = load float, ptr %4718, align 4
  %4720 = getelementptr inbounds nuw float, ptr @__constant_64xf32, i64 %4710
  %4721 = load float, ptr %4720, align 4
  %4722 = mul nuw nsw i64 %4706, 64
  %4723 = add nuw nsw i64 %4722, %4710
  %4724 = getelementptr inbounds nuw float, ptr @__constant_32x64xf32, i64 %4723
  %4725 = load float, ptr %4724, align 4
  %4726 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4665, 1
  %4727 = mul nuw nsw i64 %4698, 256
  %4728 = mul nuw nsw i64 %4702, 32
  %4729 = add nuw nsw i64 %4727, %4728
  %4730 = add nuw nsw i64 %4729, %4706
  %4731 = getelementptr inbounds nuw float, ptr %4726, i64 %4730
  %4732 = load float, ptr %4731, align 4
  %4733 = fadd float %4719, %4721
  %4734 = fdiv float %4733, f0x3FB504F3
  %4735 = fcmp olt float %4734, 0.000000e+00
  %4736 = fneg float %4734
  %4737 = select i1 %4735, float %4736, float %4734
  %4738 = fcmp olt float %4737, 8.000000e-01
  %4739 = select i1 %4738, float f0x3F906EBA, float f0x3F905225
  %4740 = select i1 %4738, float f0xBEED51AF, float -3.276070e-01
  %4741 = select i1 %4738, float f0xBF05E48B, float f0xBEBABCC4
  %4742 = select i1 %4738, float f0x3F04EC44, float f0x3EE590A2
  %4743 = select i1 %4738, float f0x3E56C688, float f0x3DF27F94
  %4744 = select i1 %4738, float f0xBE06F8EE, float f0xBDB4EEE3
  %4745 = select i1 %4738, float f0x3CD3794F, float f0x3D17D100
  %4746 = select i1 %4738, float f0x3D9782A4, float f0x3D6A78FA
  %4747 = fcmp olt float %4737, 2.000000e+00
  %4748 = select i1 %4747, float 0.000000e+00, float f0xBB58546D
  %4749 = select i1 %4747, float %4739, float f0x3B66A96A
  %4750 = select i1 %4747, float %4740, float f0xC003E25F
  %4751 = select i1 %4747, float %4741, float f0xBAB94D1E
  %4752 = select i1 %4747, float %4742, float f0x3FD0437B
  %4753 = select i1 %4747, float %4743, float f0x3984E118
  %4754 = select i1 %4747, float %4744, float f0xBF15590A
  %4755 = select i1 %4747, float %4745, float f0xB78F7C49
  %4756 = select i1 %4747, float %4746, float f0x3DA853B3
  %4757 = select i1 %4747, float 0.000000e+00, float 1.000000e+00
  %4758 = fcmp ult float %4737, 3.750000e+00
  %4759 = fmul float %4737, %4755
  %4760 = fadd float %4759, %4753
  %4761 = fmul float %4737, %4760
  %4762 = fadd float %4761, %4751
  %4763 = fmul float %4737, %4762
  %4764 = fadd float %4763, %4749
  %4765 = fmul float %4737, %4764
  %4766 = fadd float %4765, %4748
  %4767 = fmul float %4737, %4756
  %4768 = fadd float %4767, %4754
  %4769 = fmul float %4737, %4768
  %4770 = fadd float %4769, %4752
  %4771 = fmul float %4737, %4770
  %4772 = fadd float %4771, %4750
  %4773 = fmul float %4737, %4772
  %4774 = fadd float %4773, 1.000000e+00
  %4775 = fdiv float %4766, %4774
  %4776 = fadd float %4757, %4775
  %4777 = select i1 %4758, float %4776, float 1.000000e+00
  %4778 = fneg float %4777
  %4779 = select i1 %4735, float %4778, float %4777
  %4780 = fadd float %4779, 1.000000e+00
  %4781 = fmul float %4780, 5.000000e-01
  %4782 = fmul float %4733, %4781
  %4783 = fmul float %4782, %4725
  %4784 = fadd float %4732, %4783
  %4785 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4665, 1
  %4786 = mul nuw nsw i64 %4698, 256
  %4787 = mul nuw nsw i64 %4702, 32
  %4788 = add nuw nsw i64 %4786, %4787
  %4789 = add nuw nsw i64 %4788, %4706
  %4790 = getelementptr inbounds nuw float, ptr %4785, i64 %4789
  store float %4784, ptr %4790, align 4
  %4791 = add i64 %4710, 1
  br label %4709

4792:                                             ; preds = %4709
  %4793 = add i64 %4706, 1
  br label %4705

4794:                                             ; preds = %4705
  %4795 = add i64 %4702, 1
  br label %4701

4796:                                             ; preds = %4701
  %4797 = add i64 %4698, 1
  br label %4697

4798:                                             ; preds = %4697
  %4799 = call ptr @malloc(i64 1088)
  %4800 = ptrtoint ptr %4799 to i64
  %4801 = add i64 %4800, 63
  %4802 = urem i64 %4801, 64
  %4803 = sub i64 %4801, %4802
  %4804 = inttoptr i64 %4803 to ptr
  %4805 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4799, 0
  %4806 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4805, ptr %4804, 1
  %4807 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4806, i64 0, 2
  %4808 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4807, i64 1, 3, 0
  %4809 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4808, i64 8, 3, 1
  %4810 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4809, i64 32, 3, 2
  %4811 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4810, i64 256, 4, 0
  %4812 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4811, i64 32, 4, 1
  %4813 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4812, i64 1, 4, 2
  br label %4814

4814:                                             ; preds = %4853, %4798
  %4815 = phi i64 [ %4854, %4853 ], [ 0, %4798 ]
  %4816 = icmp slt i64 %4815, 1
  br i1 %4816, label %4817, label %4855

4817:                                             ; preds = %4814
  br label %4818

4818:                                             ; preds = %4851, %4817
  %4819 = phi i64 [ %4852, %4851 ], [ 0, %4817 ]
  %4820 = icmp slt i64 %4819, 8
  br i1 %4820, label %4821, label %4853

4821:                                             ; preds = %4818
  br label %4822

4822:                                             ; preds = %4825, %4821
  %4823 = phi i64 [ %4850, %4825 ], [ 0, %4821 ]
  %4824 = icmp slt i64 %4823, 32
  br i1 %4824, label %4825, label %4851

4825:                                             ; preds = %4822
  %4826 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4665, 1
  %4827 = mul nuw nsw i64 %4815, 256
  %4828 = mul nuw nsw i64 %4819, 32
  %4829 = add nuw nsw i64 %4827, %4828
  %4830 = add nuw nsw i64 %4829, %4823
  %4831 = getelementptr inbounds nuw float, ptr %4826, i64 %4830
  %4832 = load float, ptr %4831, align 4
  %4833 = getelementptr inbounds nuw float, ptr @__constant_32xf32_2, i64 %4823
  %4834 = load float, ptr %4833, align 4
  %4835 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4497, 1
  %4836 = mul nuw nsw i64 %4815, 256
  %4837 = mul nuw nsw i64 %4819, 32
  %4838 = add nuw nsw i64 %4836, %4837
  %4839 = add nuw nsw i64 %4838, %4823
  %4840 = getelementptr inbounds nuw float, ptr %4835, i64 %4839
  %4841 = load float, ptr %4840, align 4
  %4842 = fadd float %4832, %4834
  %4843 = fadd float %4842, %4841
  %4844 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4813, 1
  %4845 = mul nuw nsw i64 %4815, 256
  %4846 = mul nuw nsw i64 %4819, 32
  %4847 = add nuw nsw i64 %4845, %4846
  %4848 = add nuw nsw i64 %4847, %4823
  %4849 = getelementptr inbounds nuw float, ptr %4844, i64 %4848
  store float %4843, ptr %4849, align 4
  %4850 = add i64 %4823, 1
  br label %4822

4851:                                             ; preds = %4822
  %4852 = add i64 %4819, 1
  br label %4818

4853:                                             ; preds = %4818
  %4854 = add i64 %4815, 1
  br label %4814

4855:                                             ; preds = %4814
  %4856 = call ptr @malloc(i64 2112)
  %4857 = ptrtoint ptr %4856 to i64
  %4858 = add i64 %4857, 63
  %4859 = urem i64 %4858, 64
  %4860 = sub i64 %4858, %4859
  %4861 = inttoptr i64 %4860 to ptr
  %4862 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4856, 0
  %4863 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4862, ptr %4861, 1
  %4864 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4863, i64 0, 2
  %4865 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4864, i64 1, 3, 0
  %4866 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4865, i64 8, 3, 1
  %4867 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4866, i64 32, 3, 2
  %4868 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4867, i64 256, 4, 0
  %4869 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4868, i64 32, 4, 1
  %4870 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4869, i64 1, 4, 2
  br label %4871

4871:                                             ; preds = %4900, %4855
  %4872 = phi i64 [ %4901, %4900 ], [ 0, %4855 ]
  %4873 = icmp slt i64 %4872, 1
  br i1 %4873, label %4874, label %4902

4874:                                             ; preds = %4871
  br label %4875

4875:                                             ; preds = %4898, %4874
  %4876 = phi i64 [ %4899, %4898 ], [ 0, %4874 ]
  %4877 = icmp slt i64 %4876, 8
  br i1 %4877, label %4878, label %4900

4878:                                             ; preds = %4875
  br label %4879

4879:                                             ; preds = %4882, %4878
  %4880 = phi i64 [ %4897, %4882 ], [ 0, %4878 ]
  %4881 = icmp slt i64 %4880, 32
  br i1 %4881, label %4882, label %4898

4882:                                             ; preds = %4879
  %4883 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4813, 1
  %4884 = mul nuw nsw i64 %4872, 256
  %4885 = mul nuw nsw i64 %4876, 32
  %4886 = add nuw nsw i64 %4884, %4885
  %4887 = add nuw nsw i64 %4886, %4880
  %4888 = getelementptr inbounds nuw float, ptr %4883, i64 %4887
  %4889 = load float, ptr %4888, align 4
  %4890 = fpext float %4889 to double
  %4891 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4870, 1
  %4892 = mul nuw nsw i64 %4872, 256
  %4893 = mul nuw nsw i64 %4876, 32
  %4894 = add nuw nsw i64 %4892, %4893
  %4895 = add nuw nsw i64 %4894, %4880
  %4896 = getelementptr inbounds nuw double, ptr %4891, i64 %4895
  store double %4890, ptr %4896, align 8
  %4897 = add i64 %4880, 1
  br label %4879

4898:                                             ; preds = %4879
  %4899 = add i64 %4876, 1
  br label %4875

4900:                                             ; preds = %4875
  %4901 = add i64 %4872, 1
  br label %4871

4902:                                             ; preds = %4871
  %4903 = call ptr @malloc(i64 128)
  %4904 = ptrtoint ptr %4903 to i64
  %4905 = add i64 %4904, 63
  %4906 = urem i64 %4905, 64
  %4907 = sub i64 %4905, %4906
  %4908 = inttoptr i64 %4907 to ptr
  %4909 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4903, 0
  %4910 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4909, ptr %4908, 1
  %4911 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4910, i64 0, 2
  %4912 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4911, i64 1, 3, 0
  %4913 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4912, i64 8, 3, 1
  %4914 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4913, i64 1, 3, 2
  %4915 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4914, i64 8, 4, 0
  %4916 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4915, i64 1, 4, 1
  %4917 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4916, i64 1, 4, 2
  br label %4918

4918:                                             ; preds = %4944, %4902
  %4919 = phi i64 [ %4945, %4944 ], [ 0, %4902 ]
  %4920 = icmp slt i64 %4919, 1
  br i1 %4920, label %4921, label %4946

4921:                                             ; preds = %4918
  br label %4922

4922:                                             ; preds = %4942, %4921
  %4923 = phi i64 [ %4943, %4942 ], [ 0, %4921 ]
  %4924 = icmp slt i64 %4923, 8
  br i1 %4924, label %4925, label %4944

4925:                                             ; preds = %4922
  br label %4926

4926:                                             ; preds = %4929, %4925
  %4927 = phi i64 [ %4941, %4929 ], [ 0, %4925 ]
  %4928 = icmp slt i64 %4927, 1
  br i1 %4928, label %4929, label %4942

4929:                                             ; preds = %4926
  %4930 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %4931 = mul nuw nsw i64 %4919, 8
  %4932 = add nuw nsw i64 %4931, %4923
  %4933 = add nuw nsw i64 %4932, %4927
  %4934 = getelementptr inbounds nuw double, ptr %4930, i64 %4933
  %4935 = load double, ptr %4934, align 8
  %4936 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4917, 1
  %4937 = mul nuw nsw i64 %4919, 8
  %4938 = add nuw nsw i64 %4937, %4923
  %4939 = add nuw nsw i64 %4938, %4927
  %4940 = getelementptr inbounds nuw double, ptr %4936, i64 %4939
  store double %4935, ptr %4940, align 8
  %4941 = add i64 %4927, 1
  br label %4926

4942:                                             ; preds = %4926
  %4943 = add i64 %4923, 1
  br label %4922

4944:                                             ; preds = %4922
  %4945 = add i64 %4919, 1
  br label %4918

4946:                                             ; preds = %4918
  br label %4947

4947:                                             ; preds = %4981, %4946
  %4948 = phi i64 [ %4982, %4981 ], [ 0, %4946 ]
  %4949 = icmp slt i64 %4948, 1
  br i1 %4949, label %4950, label %4983

4950:                                             ; preds = %4947
  br label %4951

4951:                                             ; preds = %4979, %4950
  %4952 = phi i64 [ %4980, %4979 ], [ 0, %4950 ]
  %4953 = icmp slt i64 %4952, 8
  br i1 %4953, label %4954, label %4981

4954:                                             ; preds = %4951
  br label %4955

4955:                                             ; preds = %4958, %4954
  %4956 = phi i64 [ %4978, %4958 ], [ 0, %4954 ]
  %4957 = icmp slt i64 %4956, 32
  br i1 %4957, label %4958, label %4979

4958:                                             ; preds = %4955
  %4959 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4870, 1
  %4960 = mul nuw nsw i64 %4948, 256
  %4961 = mul nuw nsw i64 %4952, 32
  %4962 = add nuw nsw i64 %4960, %4961
  %4963 = add nuw nsw i64 %4962, %4956
  %4964 = getelementptr inbounds nuw double, ptr %4959, i64 %4963
  %4965 = load double, ptr %4964, align 8
  %4966 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4917, 1
  %4967 = mul nuw nsw i64 %4948, 8
  %4968 = add nuw nsw i64 %4967, %4952
  %4969 = add nuw nsw i64 %4968, 0
  %4970 = getelementptr inbounds nuw double, ptr %4966, i64 %4969
  %4971 = load double, ptr %4970, align 8
  %4972 = fadd double %4965, %4971
  %4973 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4917, 1
  %4974 = mul nuw nsw i64 %4948, 8
  %4975 = add nuw nsw i64 %4974, %4952
  %4976 = add nuw nsw i64 %4975, 0
  %4977 = getelementptr inbounds nuw double, ptr %4973, i64 %4976
  store double %4972, ptr %4977, align 8
  %4978 = add i64 %4956, 1
  br label %4955

4979:                                             ; preds = %4955
  %4980 = add i64 %4952, 1
  br label %4951

4981:                                             ; preds = %4951
  %4982 = add i64 %4948, 1
  br label %4947

4983:                                             ; preds = %4947
  %4984 = call ptr @malloc(i64 128)
  %4985 = ptrtoint ptr %4984 to i64
  %4986 = add i64 %4985, 63
  %4987 = urem i64 %4986, 64
  %4988 = sub i64 %4986, %4987
  %4989 = inttoptr i64 %4988 to ptr
  %4990 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4984, 0
  %4991 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4990, ptr %4989, 1
  %4992 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4991, i64 0, 2
  %4993 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4992, i64 1, 3, 0
  %4994 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4993, i64 8, 3, 1
  %4995 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4994, i64 1, 3, 2
  %4996 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4995, i64 8, 4, 0
  %4997 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4996, i64 1, 4, 1
  %4998 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4997, i64 1, 4, 2
  br label %4999

4999:                                             ; preds = %5025, %4983
  %5000 = phi i64 [ %5026, %5025 ], [ 0, %4983 ]
  %5001 = icmp slt i64 %5000, 1
  br i1 %5001, label %5002, label %5027

5002:                                             ; preds = %4999
  br label %5003

5003:                                             ; preds = %5023, %5002
  %5004 = phi i64 [ %5024, %5023 ], [ 0, %5002 ]
  %5005 = icmp slt i64 %5004, 8
  br i1 %5005, label %5006, label %5025

5006:                                             ; preds = %5003
  br label %5007

5007:                                             ; preds = %5010, %5006
  %5008 = phi i64 [ %5022, %5010 ], [ 0, %5006 ]
  %5009 = icmp slt i64 %5008, 1
  br i1 %5009, label %5010, label %5023

5010:                                             ; preds = %5007
  %5011 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 1
  %5012 = mul nuw nsw i64 %5000, 8
  %5013 = add nuw nsw i64 %5012, %5004
  %5014 = add nuw nsw i64 %5013, %5008
  %5015 = getelementptr inbounds nuw double, ptr %5011, i64 %5014
  %5016 = load double, ptr %5015, align 8
  %5017 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4998, 1
  %5018 = mul nuw nsw i64 %5000, 8
  %5019 = add nuw nsw i64 %5018, %5004
  %5020 = add nuw nsw i64 %5019, %5008
  %5021 = getelementptr inbounds nuw double, ptr %5017, i64 %5020
  store double %5016, ptr %5021, align 8
  %5022 = add i64 %5008, 1
  br label %5007

5023:                                             ; preds = %5007
  %5024 = add i64 %5004, 1
  br label %5003

5025:                                             ; preds = %5003
  %5026 = add i64 %5000, 1
  br label %4999

5027:                                             ; preds = %4999
  br label %5028

5028:                                             ; preds = %5071, %5027
  %5029 = phi i64 [ %5072, %5071 ], [ 0, %5027 ]
  %5030 = icmp slt i64 %5029, 1
  br i1 %5030, label %5031, label %5073

5031:                                             ; preds = %5028
  br label %5032

5032:                                             ; preds = %5069, %5031
  %5033 = phi i64 [ %5070, %5069 ], [ 0, %5031 ]
  %5034 = icmp slt i64 %5033, 8
  br i1 %5034, label %5035, label %5071

5035:                                             ; preds = %5032
  br label %5036

5036:                                             ; preds = %5039, %5035
  %5037 = phi i64 [ %5068, %5039 ], [ 0, %5035 ]
  %5038 = icmp slt i64 %5037, 32
  br i1 %5038, label %5039, label %5069

5039:                                             ; preds = %5036
  %5040 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4870, 1
  %5041 = mul nuw nsw i64 %5029, 256
  %5042 = mul nuw nsw i64 %5033, 32
  %5043 = add nuw nsw i64 %5041, %5042
  %5044 = add nuw nsw i64 %5043, %5037
  %5045 = getelementptr inbounds nuw double, ptr %5040, i64 %5044
  %5046 = load double, ptr %5045, align 8
  %5047 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4917, 1
  %5048 = mul nuw nsw i64 %5029, 8
  %5049 = add nuw nsw i64 %5048, %5033
  %5050 = add nuw nsw i64 %5049, 0
  %5051 = getelementptr inbounds nuw double, ptr %5047, i64 %5050
  %5052 = load double, ptr %5051, align 8
  %5053 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4998, 1
  %5054 = mul nuw nsw i64 %5029, 8
  %5055 = add nuw nsw i64 %5054, %5033
  %5056 = add nuw nsw i64 %5055, 0
  %5057 = getelementptr inbounds nuw double, ptr %5053, i64 %5056
  %5058 = load double, ptr %5057, align 8
  %5059 = fdiv double %5052, 3.200000e+01
  %5060 = fsub double %5046, %5059
  %5061 = fmul double %5060, %5060
  %5062 = fadd double %5061, %5058
  %5063 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4998, 1
  %5064 = mul nuw nsw i64 %5029, 8
  %5065 = add nuw nsw i64 %5064, %5033
  %5066 = add nuw nsw i64 %5065, 0
  %5067 = getelementptr inbounds nuw double, ptr %5063, i64 %5066
  store double %5062, ptr %5067, align 8
  %5068 = add i64 %5037, 1
  br label %5036

5069:                                             ; preds = %5036
  %5070 = add i64 %5033, 1
  br label %5032

5071:                                             ; preds = %5032
  %5072 = add i64 %5029, 1
  br label %5028

5073:                                             ; preds = %5028
  %5074 = call ptr @malloc(i64 96)
  %5075 = ptrtoint ptr %5074 to i64
  %5076 = add i64 %5075, 63
  %5077 = urem i64 %5076, 64
  %5078 = sub i64 %5076, %5077
  %5079 = inttoptr i64 %5078 to ptr
  %5080 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5074, 0
  %5081 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5080, ptr %5079, 1
  %5082 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5081, i64 0, 2
  %5083 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5082, i64 1, 3, 0
  %5084 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5083, i64 8, 3, 1
  %5085 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5084, i64 1, 3, 2
  %5086 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5085, i64 8, 4, 0
  %5087 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5086, i64 1, 4, 1
  %5088 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5087, i64 1, 4, 2
  br label %5089

5089:                                             ; preds = %5115, %5073
  %5090 = phi i64 [ %5116, %5115 ], [ 0, %5073 ]
  %5091 = icmp slt i64 %5090, 1
  br i1 %5091, label %5092, label %5117

5092:                                             ; preds = %5089
  br label %5093

5093:                                             ; preds = %5113, %5092
  %5094 = phi i64 [ %5114, %5113 ], [ 0, %5092 ]
  %5095 = icmp slt i64 %5094, 8
  br i1 %5095, label %5096, label %5115

5096:                                             ; preds = %5093
  br label %5097

5097:                                             ; preds = %5100, %5096
  %5098 = phi i64 [ %5112, %5100 ], [ 0, %5096 ]
  %5099 = icmp slt i64 %5098, 1
  br i1 %5099, label %5100, label %5113

5100:                                             ; preds = %5097
  %5101 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %351, 1
  %5102 = mul nuw nsw i64 %5090, 8
  %5103 = add nuw nsw i64 %5102, %5094
  %5104 = add nuw nsw i64 %5103, %5098
  %5105 = getelementptr inbounds nuw float, ptr %5101, i64 %5104
  %5106 = load float, ptr %5105, align 4
  %5107 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5088, 1
  %5108 = mul nuw nsw i64 %5090, 8
  %5109 = add nuw nsw i64 %5108, %5094
  %5110 = add nuw nsw i64 %5109, %5098
  %5111 = getelementptr inbounds nuw float, ptr %5107, i64 %5110
  store float %5106, ptr %5111, align 4
  %5112 = add i64 %5098, 1
  br label %5097

5113:                                             ; preds = %5097
  %5114 = add i64 %5094, 1
  br label %5093

5115:                                             ; preds = %5093
  %5116 = add i64 %5090, 1
  br label %5089

5117:                                             ; preds = %5089
  br label %5118

5118:                                             ; preds = %5152, %5117
  %5119 = phi i64 [ %5153, %5152 ], [ 0, %5117 ]
  %5120 = icmp slt i64 %5119, 1
  br i1 %5120, label %5121, label %5154

5121:                                             ; preds = %5118
  br label %5122

5122:                                             ; preds = %5150, %5121
  %5123 = phi i64 [ %5151, %5150 ], [ 0, %5121 ]
  %5124 = icmp slt i64 %5123, 8
  br i1 %5124, label %5125, label %5152

5125:                                             ; preds = %5122
  br label %5126

5126:                                             ; preds = %5129, %5125
  %5127 = phi i64 [ %5149, %5129 ], [ 0, %5125 ]
  %5128 = icmp slt i64 %5127, 32
  br i1 %5128, label %5129, label %5150

5129:                                             ; preds = %5126
  %5130 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4813, 1
  %5131 = mul nuw nsw i64 %5119, 256
  %5132 = mul nuw nsw i64 %5123, 32
  %5133 = add nuw nsw i64 %5131, %5132
  %5134 = add nuw nsw i64 %5133, %5127
  %5135 = getelementptr inbounds nuw float, ptr %5130, i64 %5134
  %5136 = load float, ptr %5135, align 4
  %5137 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5088, 1
  %5138 = mul nuw nsw i64 %5119, 8
  %5139 = add nuw nsw i64 %5138, %5123
  %5140 = add nuw nsw i64 %5139, 0
  %5141 = getelementptr inbounds nuw float, ptr %5137, i64 %5140
  %5142 = load float, ptr %5141, align 4
  %5143 = fadd float %5136, %5142
  %5144 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5088, 1
  %5145 = mul nuw nsw i64 %5119, 8
  %5146 = add nuw nsw i64 %5145, %5123
  %5147 = add nuw nsw i64 %5146, 0
  %5148 = getelementptr inbounds nuw float, ptr %5144, i64 %5147
  store float %5143, ptr %5148, align 4
  %5149 = add i64 %5127, 1
  br label %5126

5150:                                             ; preds = %5126
  %5151 = add i64 %5123, 1
  br label %5122

5152:                                             ; preds = %5122
  %5153 = add i64 %5119, 1
  br label %5118

5154:                                             ; preds = %5118
  %5155 = call ptr @malloc(i64 1088)
  %5156 = ptrtoint ptr %5155 to i64
  %5157 = add i64 %5156, 63
  %5158 = urem i64 %5157, 64
  %5159 = sub i64 %5157, %5158
  %5160 = inttoptr i64 %5159 to ptr
  %5161 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5155, 0
  %5162 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5161, ptr %5160, 1
  %5163 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5162, i64 0, 2
  %5164 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5163, i64 1, 3, 0
  %5165 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5164, i64 8, 3, 1
  %5166 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5165, i64 32, 3, 2
  %5167 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5166, i64 256, 4, 0
  %5168 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5167, i64 32, 4, 1
  %5169 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5168, i64 1, 4, 2
  br label %5170

5170:                                             ; preds = %5224, %5154
  %5171 = phi i64 [ %5225, %5224 ], [ 0, %5154 ]
  %5172 = icmp slt i64 %5171, 1
  br i1 %5172, label %5173, label %5226

5173:                                             ; preds = %5170
  br label %5174

5174:                                             ; preds = %5222, %5173
  %5175 = phi i64 [ %5223, %5222 ], [ 0, %5173 ]
  %5176 = icmp slt i64 %5175, 8
  br i1 %5176, label %5177, label %5224

5177:                                             ; preds = %5174
  br label %5178

5178:                                             ; preds = %5181, %5177
  %5179 = phi i64 [ %5221, %5181 ], [ 0, %5177 ]
  %5180 = icmp slt i64 %5179, 32
  br i1 %5180, label %5181, label %5222

5181:                                             ; preds = %5178
  %5182 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4813, 1
  %5183 = mul nuw nsw i64 %5171, 256
  %5184 = mul nuw nsw i64 %5175, 32
  %5185 = add nuw nsw i64 %5183, %5184
  %5186 = add nuw nsw i64 %5185, %5179
  %5187 = getelementptr inbounds nuw float, ptr %5182, i64 %5186
  %5188 = load float, ptr %5187, align 4
  %5189 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5088, 1
  %5190 = mul nuw nsw i64 %5171, 8
  %5191 = add nuw nsw i64 %5190, %5175
  %5192 = add nuw nsw i64 %5191, 0
  %5193 = getelementptr inbounds nuw float, ptr %5189, i64 %5192
  %5194 = load float, ptr %5193, align 4
  %5195 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4998, 1
  %5196 = mul nuw nsw i64 %5171, 8
  %5197 = add nuw nsw i64 %5196, %5175
  %5198 = add nuw nsw i64 %5197, 0
  %5199 = getelementptr inbounds nuw double, ptr %5195, i64 %5198
  %5200 = load double, ptr %5199, align 8
  %5201 = getelementptr inbounds nuw float, ptr @__constant_32xf32_1, i64 %5179
  %5202 = load float, ptr %5201, align 4
  %5203 = getelementptr inbounds nuw float, ptr @__constant_32xf32_0, i64 %5179
  %5204 = load float, ptr %5203, align 4
  %5205 = fdiv double %5200, 3.200000e+01
  %5206 = fptrunc double %5205 to float
  %5207 = fadd float %5206, f0x2B8CBCCC
  %5208 = call float @llvm.sqrt.f32(float %5207)
  %5209 = fdiv float 1.000000e+00, %5208
  %5210 = fdiv float %5194, 3.200000e+01
  %5211 = fsub float %5188, %5210
  %5212 = fmul float %5211, %5209
  %5213 = fmul float %5212, %5202
  %5214 = fadd float %5213, %5204
  %5215 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5169, 1
  %5216 = mul nuw nsw i64 %5171, 256
  %5217 = mul nuw nsw i64 %5175, 32
  %5218 = add nuw nsw i64 %5216, %5217
  %5219 = add nuw nsw i64 %5218, %5179
  %5220 = getelementptr inbounds nuw float, ptr %5215, i64 %5219
  store float %5214, ptr %5220, align 4
  %5221 = add i64 %5179, 1
  br label %5178

5222:                                             ; preds = %5178
  %5223 = add i64 %5175, 1
  br label %5174

5224:                                             ; preds = %5174
  %5225 = add i64 %5171, 1
  br label %5170

5226:                                             ; preds = %5170
  %5227 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5169, 0
  %5228 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5169, 1
  %5229 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5227, 0
  %5230 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5229, ptr %5228, 1
  %5231 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5230, i64 0, 2
  %5232 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5231, i64 1, 3, 0
  %5233 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5232, i64 256, 4, 0
  %5234 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5233, i64 1, 3, 1
  %5235 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5234, i64 32, 4, 1
  %5236 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5235, i64 32, 3, 2
  %5237 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5236, i64 1, 4, 2
  %5238 = call ptr @malloc(i64 192)
  %5239 = ptrtoint ptr %5238 to i64
  %5240 = add i64 %5239, 63
  %5241 = urem i64 %5240, 64
  %5242 = sub i64 %5240, %5241
  %5243 = inttoptr i64 %5242 to ptr
  %5244 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5238, 0
  %5245 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5244, ptr %5243, 1
  %5246 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5245, i64 0, 2
  %5247 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5246, i64 1, 3, 0
  %5248 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5247, i64 1, 3, 1
  %5249 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5248, i64 32, 3, 2
  %5250 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5249, i64 32, 4, 0
  %5251 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5250, i64 32, 4, 1
  %5252 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5251, i64 1, 4, 2
  br label %5253

5253:                                             ; preds = %5274, %5226
  %5254 = phi i64 [ %5275, %5274 ], [ 0, %5226 ]
  %5255 = icmp slt i64 %5254, 1
  br i1 %5255, label %5256, label %5276

5256:                                             ; preds = %5253
  br label %5257

5257:                                             ; preds = %5272, %5256
  %5258 = phi i64 [ %5273, %5272 ], [ 0, %5256 ]
  %5259 = icmp slt i64 %5258, 1
  br i1 %5259, label %5260, label %5274

5260:                                             ; preds = %5257
  br label %5261

5261:                                             ; preds = %5264, %5260
  %5262 = phi i64 [ %5271, %5264 ], [ 0, %5260 ]
  %5263 = icmp slt i64 %5262, 32
  br i1 %5263, label %5264, label %5272

5264:                                             ; preds = %5261
  %5265 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5252, 1
  %5266 = mul nuw nsw i64 %5254, 32
  %5267 = mul nuw nsw i64 %5258, 32
  %5268 = add nuw nsw i64 %5266, %5267
  %5269 = add nuw nsw i64 %5268, %5262
  %5270 = getelementptr inbounds nuw float, ptr %5265, i64 %5269
  store float 0.000000e+00, ptr %5270, align 4
  %5271 = add i64 %5262, 1
  br label %5261

5272:                                             ; preds = %5261
  %5273 = add i64 %5258, 1
  br label %5257

5274:                                             ; preds = %5257
  %5275 = add i64 %5254, 1
  br label %5253

5276:                                             ; preds = %5253
  %5277 = call ptr @malloc(i64 192)
  %5278 = ptrtoint ptr %5277 to i64
  %5279 = add i64 %5278, 63
  %5280 = urem i64 %5279, 64
  %5281 = sub i64 %5279, %5280
  %5282 = inttoptr i64 %5281 to ptr
  %5283 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5277, 0
  %5284 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5283, ptr %5282, 1
  %5285 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5284, i64 0, 2
  %5286 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5285, i64 1, 3, 0
  %5287 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5286, i64 1, 3, 1
  %5288 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5287, i64 32, 3, 2
  %5289 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5288, i64 32, 4, 0
  %5290 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5289, i64 32, 4, 1
  %5291 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5290, i64 1, 4, 2
  br label %5292

5292:                                             ; preds = %5320, %5276
  %5293 = phi i64 [ %5321, %5320 ], [ 0, %5276 ]
  %5294 = icmp slt i64 %5293, 1
  br i1 %5294, label %5295, label %5322

5295:                                             ; preds = %5292
  br label %5296

5296:                                             ; preds = %5318, %5295
  %5297 = phi i64 [ %5319, %5318 ], [ 0, %5295 ]
  %5298 = icmp slt i64 %5297, 1
  br i1 %5298, label %5299, label %5320

5299:                                             ; preds = %5296
  br label %5300

5300:                                             ; preds = %5303, %5299
  %5301 = phi i64 [ %5317, %5303 ], [ 0, %5299 ]
  %5302 = icmp slt i64 %5301, 32
  br i1 %5302, label %5303, label %5318

5303:                                             ; preds = %5300
  %5304 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5252, 1
  %5305 = mul nuw nsw i64 %5293, 32
  %5306 = mul nuw nsw i64 %5297, 32
  %5307 = add nuw nsw i64 %5305, %5306
  %5308 = add nuw nsw i64 %5307, %5301
  %5309 = getelementptr inbounds nuw float, ptr %5304, i64 %5308
  %5310 = load float, ptr %5309, align 4
  %5311 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5291, 1
  %5312 = mul nuw nsw i64 %5293, 32
  %5313 = mul nuw nsw i64 %5297, 32
  %5314 = add nuw nsw i64 %5312, %5313
  %5315 = add nuw nsw i64 %5314, %5301
  %5316 = getelementptr inbounds nuw float, ptr %5311, i64 %5315
  store float %5310, ptr %5316, align 4
  %5317 = add i64 %5301, 1
  br label %5300

5318:                                             ; preds = %5300
  %5319 = add i64 %5297, 1
  br label %5296

5320:                                             ; preds = %5296
  %5321 = add i64 %5293, 1
  br label %5292

5322:                                             ; preds = %5292
  br label %5323

5323:                                             ; preds = %5370, %5322
  %5324 = phi i64 [ %5371, %5370 ], [ 0, %5322 ]
  %5325 = icmp slt i64 %5324, 1
  br i1 %5325, label %5326, label %5372

5326:                                             ; preds = %5323
  br label %5327

5327:                                             ; preds = %5368, %5326
  %5328 = phi i64 [ %5369, %5368 ], [ 0, %5326 ]
  %5329 = icmp slt i64 %5328, 1
  br i1 %5329, label %5330, label %5370

5330:                                             ; preds = %5327
  br label %5331

5331:                                             ; preds = %5366, %5330
  %5332 = phi i64 [ %5367, %5366 ], [ 0, %5330 ]
  %5333 = icmp slt i64 %5332, 32
  br i1 %5333, label %5334, label %5368

5334:                                             ; preds = %5331
  br label %5335

5335:                                             ; preds = %5338, %5334
  %5336 = phi i64 [ %5365, %5338 ], [ 0, %5334 ]
  %5337 = icmp slt i64 %5336, 32
  br i1 %5337, label %5338, label %5366

5338:                                             ; preds = %5335
  %5339 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5237, 1
  %5340 = mul nuw nsw i64 %5324, 256
  %5341 = mul nuw nsw i64 %5328, 32
  %5342 = add nuw nsw i64 %5340, %5341
  %5343 = add nuw nsw i64 %5342, %5336
  %5344 = getelementptr inbounds nuw float, ptr %5339, i64 %5343
  %5345 = load float, ptr %5344, align 4
  %5346 = mul nuw nsw i64 %5332, 32
  %5347 = add nuw nsw i64 %5346, %5336
  %5348 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32, i64 %5347
  %5349 = load float, ptr %5348, align 4
  %5350 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5291, 1
  %5351 = mul nuw nsw i64 %5324, 32
  %5352 = mul nuw nsw i64 %5328, 32
  %5353 = add nuw nsw i64 %5351, %5352
  %5354 = add nuw nsw i64 %5353, %5332
  %5355 = getelementptr inbounds nuw float, ptr %5350, i64 %5354
  %5356 = load float, ptr %5355, align 4
  %5357 = fmul float %5345, %5349
  %5358 = fadd float %5356, %5357
  %5359 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5291, 1
  %5360 = mul nuw nsw i64 %5324, 32
  %5361 = mul nuw nsw i64 %5328, 32
  %5362 = add nuw nsw i64 %5360, %5361
  %5363 = add nuw nsw i64 %5362, %5332
  %5364 = getelementptr inbounds nuw float, ptr %5359, i64 %5363
  store float %5358, ptr %5364, align 4
  %5365 = add i64 %5336, 1
  br label %5335

5366:                                             ; preds = %5335
  %5367 = add i64 %5332, 1
  br label %5331

5368:                                             ; preds = %5331
  %5369 = add i64 %5328, 1
  br label %5327

5370:                                             ; preds = %5327
  %5371 = add i64 %5324, 1
  br label %5323

5372:                                             ; preds = %5323
  %5373 = call ptr @malloc(i64 192)
  %5374 = ptrtoint ptr %5373 to i64
  %5375 = add i64 %5374, 63
  %5376 = urem i64 %5375, 64
  %5377 = sub i64 %5375, %5376
  %5378 = inttoptr i64 %5377 to ptr
  %5379 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5373, 0
  %5380 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5379, ptr %5378, 1
  %5381 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5380, i64 0, 2
  %5382 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5381, i64 1, 3, 0
  %5383 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5382, i64 1, 3, 1
  %5384 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5383, i64 32, 3, 2
  %5385 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5384, i64 32, 4, 0
  %5386 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5385, i64 32, 4, 1
  %5387 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5386, i64 1, 4, 2
  br label %5388

5388:                                             ; preds = %5431, %5372
  %5389 = phi i64 [ %5432, %5431 ], [ 0, %5372 ]
  %5390 = icmp slt i64 %5389, 1
  br i1 %5390, label %5391, label %5433

5391:                                             ; preds = %5388
  br label %5392

5392:                                             ; preds = %5429, %5391
  %5393 = phi i64 [ %5430, %5429 ], [ 0, %5391 ]
  %5394 = icmp slt i64 %5393, 1
  br i1 %5394, label %5395, label %5431

5395:                                             ; preds = %5392
  br label %5396

5396:                                             ; preds = %5399, %5395
  %5397 = phi i64 [ %5428, %5399 ], [ 0, %5395 ]
  %5398 = icmp slt i64 %5397, 32
  br i1 %5398, label %5399, label %5429

5399:                                             ; preds = %5396
  %5400 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5291, 1
  %5401 = mul nuw nsw i64 %5389, 32
  %5402 = mul nuw nsw i64 %5393, 32
  %5403 = add nuw nsw i64 %5401, %5402
  %5404 = add nuw nsw i64 %5403, %5397
  %5405 = getelementptr inbounds nuw float, ptr %5400, i64 %5404
  %5406 = load float, ptr %5405, align 4
  %5407 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %5397
  %5408 = load float, ptr %5407, align 4
  %5409 = fadd float %5406, %5408
  %5410 = fcmp olt float %5409, 0.000000e+00
  %5411 = uitofp i1 %5410 to float
  %5412 = fmul float %5411, -2.000000e+00
  %5413 = fadd float %5412, 1.000000e+00
  %5414 = fmul float %5413, %5409
  %5415 = fmul float %5414, -2.000000e+00
  %5416 = fmul float %5415, f0x3FB8AA3B
  %5417 = call float @llvm.exp2.f32(float %5416)
  %5418 = fsub float 1.000000e+00, %5417
  %5419 = fadd float %5417, 1.000000e+00
  %5420 = fdiv float %5418, %5419
  %5421 = fmul float %5413, %5420
  %5422 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5387, 1
  %5423 = mul nuw nsw i64 %5389, 32
  %5424 = mul nuw nsw i64 %5393, 32
  %5425 = add nuw nsw i64 %5423, %5424
  %5426 = add nuw nsw i64 %5425, %5397
  %5427 = getelementptr inbounds nuw float, ptr %5422, i64 %5426
  store float %5421, ptr %5427, align 4
  %5428 = add i64 %5397, 1
  br label %5396

5429:                                             ; preds = %5396
  %5430 = add i64 %5393, 1
  br label %5392

5431:                                             ; preds = %5392
  %5432 = add i64 %5389, 1
  br label %5388

5433:                                             ; preds = %5388
  %5434 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5387, 0
  %5435 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5387, 1
  %5436 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %5434, 0
  %5437 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5436, ptr %5435, 1
  %5438 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5437, i64 0, 2
  %5439 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5438, i64 1, 3, 0
  %5440 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5439, i64 32, 4, 0
  %5441 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5440, i64 32, 3, 1
  %5442 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5441, i64 1, 4, 1
  %5443 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 0
  call void @free(ptr %5443)
  %5444 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %95, 0
  call void @free(ptr %5444)
  %5445 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, 0
  call void @free(ptr %5445)
  %5446 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %180, 0
  call void @free(ptr %5446)
  %5447 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %261, 0
  call void @free(ptr %5447)
  %5448 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %351, 0
  call void @free(ptr %5448)
  %5449 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %389, 0
  call void @free(ptr %5449)
  %5450 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %470, 0
  call void @free(ptr %5450)
  %5451 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %540, 0
  call void @free(ptr %5451)
  %5452 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %586, 0
  call void @free(ptr %5452)
  %5453 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %706, 0
  call void @free(ptr %5453)
  %5454 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %826, 0
  call void @free(ptr %5454)
  %5455 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %944, 0
  call void @free(ptr %5455)
  %5456 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %998, 0
  call void @free(ptr %5456)
  %5457 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1133, 0
  call void @free(ptr %5457)
  %5458 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1190, 0
  call void @free(ptr %5458)
  %5459 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1259, 0
  call void @free(ptr %5459)
  %5460 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1372, 0
  call void @free(ptr %5460)
  %5461 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1441, 0
  call void @free(ptr %5461)
  %5462 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1489, 0
  call void @free(ptr %5462)
  %5463 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1592, 0
  call void @free(ptr %5463)
  %5464 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1646, 0
  call void @free(ptr %5464)
  %5465 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1794, 0
  call void @free(ptr %5465)
  %5466 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1900, 0
  call void @free(ptr %5466)
  %5467 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1957, 0
  call void @free(ptr %5467)
  %5468 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2004, 0
  call void @free(ptr %5468)
  %5469 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2085, 0
  call void @free(ptr %5469)
  %5470 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2175, 0
  call void @free(ptr %5470)
  %5471 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2256, 0
  call void @free(ptr %5471)
  %5472 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2326, 0
  call void @free(ptr %5472)
  %5473 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2368, 0
  call void @free(ptr %5473)
  %5474 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2464, 0
  call void @free(ptr %5474)
  %5475 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2612, 0
  call void @free(ptr %5475)
  %5476 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2669, 0
  call void @free(ptr %5476)
  %5477 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2716, 0
  call void @free(ptr %5477)
  %5478 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2797, 0
  call void @free(ptr %5478)
  %5479 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2887, 0
  call void @free(ptr %5479)
  %5480 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2968, 0
  call void @free(ptr %5480)
  %5481 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3042, 0
  call void @free(ptr %5481)
  %5482 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3162, 0
  call void @free(ptr %5482)
  %5483 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3282, 0
  call void @free(ptr %5483)
  %5484 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3402, 0
  call void @free(ptr %5484)
  %5485 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3537, 0
  call void @free(ptr %5485)
  %5486 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3611, 0
  call void @free(ptr %5486)
  %5487 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3724, 0
  call void @free(ptr %5487)
  %5488 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3793, 0
  call void @free(ptr %5488)
  %5489 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3898, 0
  call void @free(ptr %5489)
  %5490 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4035, 0
  call void @free(ptr %5490)
  %5491 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4141, 0
  call void @free(ptr %5491)
  %5492 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4198, 0
  call void @free(ptr %5492)
  %5493 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4245, 0
  call void @free(ptr %5493)
  %5494 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4326, 0
  call void @free(ptr %5494)
  %5495 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4416, 0
  call void @free(ptr %5495)
  %5496 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4497, 0
  call void @free(ptr %5496)
  %5497 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4569, 0
  call void @free(ptr %5497)
  %5498 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4665, 0
  call void @free(ptr %5498)
  %5499 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4813, 0
  call void @free(ptr %5499)
  %5500 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4870, 0
  call void @free(ptr %5500)
  %5501 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4917, 0
  call void @free(ptr %5501)
  %5502 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4998, 0
  call void @free(ptr %5502)
  %5503 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5088, 0
  call void @free(ptr %5503)
  %5504 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5252, 0
  call void @free(ptr %5504)
  %5505 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5291, 0
  call void @free(ptr %5505)
  %5506 = insertvalue { { ptr, ptr, i64, [3 x i64], [3 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } poison, { ptr, ptr, i64, [3 x i64], [3 x i64] } %5169, 0
  %5507 = insertvalue { { ptr, ptr, i64, [3 x i64], [3 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %5506, { ptr, ptr, i64, [2 x i64], [2 x i64] } %5442, 1
  ret { { ptr, ptr, i64, [3 x i64], [3 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %5507
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; irlower-stages: fx_graph=4f0f272bad02 torch_mlir=ab235db08ed4 linalg_on_tensors_mlir=cfcb383fe200 llvm_mlir=31b5b1fbea3e
