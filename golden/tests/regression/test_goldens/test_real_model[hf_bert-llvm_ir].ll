; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@__constant_1x32xi64_33 = private constant [1 x [32 x i64]] zeroinitializer, align 64 ; 32 elements elided
@__constant_1x32xi64 = private constant [1 x [32 x i64]] zeroinitializer, align 64
@__constant_64x32xf32_32 = private constant [64 x [32 x float]] zeroinitializer, align 64 ; 2016 elements elided
@__constant_2x32xf32 = private constant [2 x [32 x float]] zeroinitializer, align 64 ; 64 elements elided
@__constant_32x32xf32_31 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
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

30:                                               ; preds = %77, %7
  %31 = phi i64 [ %78, %77 ], [ 0, %7 ]
  %32 = icmp slt i64 %31, 1
  br i1 %32, label %33, label %79

33:                                               ; preds = %30
  br label %34

34:                                               ; preds = %75, %33
  %35 = phi i64 [ %76, %75 ], [ 0, %33 ]
  %36 = icmp slt i64 %35, 8
  br i1 %36, label %37, label %77

37:                                               ; preds = %34
  br label %38

38:                                               ; preds = %41, %37
  %39 = phi i64 [ %74, %41 ], [ 0, %37 ]
  %40 = icmp slt i64 %39, 32
  br i1 %40, label %41, label %75

41:                                               ; preds = %38
  %42 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, 1
  %43 = mul nuw nsw i64 %31, 8
  %44 = add nuw nsw i64 %43, %35
  %45 = getelementptr inbounds nuw i64, ptr %42, i64 %44
  %46 = load i64, ptr %45, align 4
  %47 = mul nuw nsw i64 %31, 32
  %48 = add nuw nsw i64 %47, %35
  %49 = getelementptr inbounds nuw i64, ptr @__constant_1x32xi64_33, i64 %48
  %50 = load i64, ptr %49, align 4
  %51 = mul nuw nsw i64 %50, 32
  %52 = add nuw nsw i64 %51, %39
  %53 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_31, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = add nuw nsw i64 0, %50
  %56 = getelementptr inbounds nuw i64, ptr @__constant_1x32xi64, i64 %55
  %57 = load i64, ptr %56, align 4
  %58 = mul nuw nsw i64 %57, 32
  %59 = add nuw nsw i64 %58, %39
  %60 = getelementptr inbounds nuw float, ptr @__constant_2x32xf32, i64 %59
  %61 = load float, ptr %60, align 4
  %62 = mul nuw nsw i64 %46, 32
  %63 = add nuw nsw i64 %62, %39
  %64 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_32, i64 %63
  %65 = load float, ptr %64, align 4
  %66 = fadd float %65, %61
  %67 = fadd float %66, %54
  %68 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %69 = mul nuw nsw i64 %31, 256
  %70 = mul nuw nsw i64 %35, 32
  %71 = add nuw nsw i64 %69, %70
  %72 = add nuw nsw i64 %71, %39
  %73 = getelementptr inbounds nuw float, ptr %68, i64 %72
  store float %67, ptr %73, align 4
  %74 = add i64 %39, 1
  br label %38

75:                                               ; preds = %38
  %76 = add i64 %35, 1
  br label %34

77:                                               ; preds = %34
  %78 = add i64 %31, 1
  br label %30

79:                                               ; preds = %30
  %80 = call ptr @malloc(i64 2112)
  %81 = ptrtoint ptr %80 to i64
  %82 = add i64 %81, 63
  %83 = urem i64 %82, 64
  %84 = sub i64 %82, %83
  %85 = inttoptr i64 %84 to ptr
  %86 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %80, 0
  %87 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %86, ptr %85, 1
  %88 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %87, i64 0, 2
  %89 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %88, i64 1, 3, 0
  %90 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %89, i64 8, 3, 1
  %91 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %90, i64 32, 3, 2
  %92 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %91, i64 256, 4, 0
  %93 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %92, i64 32, 4, 1
  %94 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %93, i64 1, 4, 2
  br label %95

95:                                               ; preds = %124, %79
  %96 = phi i64 [ %125, %124 ], [ 0, %79 ]
  %97 = icmp slt i64 %96, 1
  br i1 %97, label %98, label %126

98:                                               ; preds = %95
  br label %99

99:                                               ; preds = %122, %98
  %100 = phi i64 [ %123, %122 ], [ 0, %98 ]
  %101 = icmp slt i64 %100, 8
  br i1 %101, label %102, label %124

102:                                              ; preds = %99
  br label %103

103:                                              ; preds = %106, %102
  %104 = phi i64 [ %121, %106 ], [ 0, %102 ]
  %105 = icmp slt i64 %104, 32
  br i1 %105, label %106, label %122

106:                                              ; preds = %103
  %107 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %108 = mul nuw nsw i64 %96, 256
  %109 = mul nuw nsw i64 %100, 32
  %110 = add nuw nsw i64 %108, %109
  %111 = add nuw nsw i64 %110, %104
  %112 = getelementptr inbounds nuw float, ptr %107, i64 %111
  %113 = load float, ptr %112, align 4
  %114 = fpext float %113 to double
  %115 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %94, 1
  %116 = mul nuw nsw i64 %96, 256
  %117 = mul nuw nsw i64 %100, 32
  %118 = add nuw nsw i64 %116, %117
  %119 = add nuw nsw i64 %118, %104
  %120 = getelementptr inbounds nuw double, ptr %115, i64 %119
  store double %114, ptr %120, align 8
  %121 = add i64 %104, 1
  br label %103

122:                                              ; preds = %103
  %123 = add i64 %100, 1
  br label %99

124:                                              ; preds = %99
  %125 = add i64 %96, 1
  br label %95

126:                                              ; preds = %95
  %127 = call ptr @malloc(i64 128)
  %128 = ptrtoint ptr %127 to i64
  %129 = add i64 %128, 63
  %130 = urem i64 %129, 64
  %131 = sub i64 %129, %130
  %132 = inttoptr i64 %131 to ptr
  %133 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %127, 0
  %134 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %133, ptr %132, 1
  %135 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %134, i64 0, 2
  %136 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %135, i64 1, 3, 0
  %137 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %136, i64 8, 3, 1
  %138 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %137, i64 1, 3, 2
  %139 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %138, i64 8, 4, 0
  %140 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %139, i64 1, 4, 1
  %141 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %140, i64 1, 4, 2
  br label %142

142:                                              ; preds = %162, %126
  %143 = phi i64 [ %163, %162 ], [ 0, %126 ]
  %144 = icmp slt i64 %143, 1
  br i1 %144, label %145, label %164

145:                                              ; preds = %142
  br label %146

146:                                              ; preds = %160, %145
  %147 = phi i64 [ %161, %160 ], [ 0, %145 ]
  %148 = icmp slt i64 %147, 8
  br i1 %148, label %149, label %162

149:                                              ; preds = %146
  br label %150

150:                                              ; preds = %153, %149
  %151 = phi i64 [ %159, %153 ], [ 0, %149 ]
  %152 = icmp slt i64 %151, 1
  br i1 %152, label %153, label %160

153:                                              ; preds = %150
  %154 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 1
  %155 = mul nuw nsw i64 %143, 8
  %156 = add nuw nsw i64 %155, %147
  %157 = add nuw nsw i64 %156, %151
  %158 = getelementptr inbounds nuw double, ptr %154, i64 %157
  store double 0.000000e+00, ptr %158, align 8
  %159 = add i64 %151, 1
  br label %150

160:                                              ; preds = %150
  %161 = add i64 %147, 1
  br label %146

162:                                              ; preds = %146
  %163 = add i64 %143, 1
  br label %142

164:                                              ; preds = %142
  %165 = call ptr @malloc(i64 128)
  %166 = ptrtoint ptr %165 to i64
  %167 = add i64 %166, 63
  %168 = urem i64 %167, 64
  %169 = sub i64 %167, %168
  %170 = inttoptr i64 %169 to ptr
  %171 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %165, 0
  %172 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %171, ptr %170, 1
  %173 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %172, i64 0, 2
  %174 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %173, i64 1, 3, 0
  %175 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %174, i64 8, 3, 1
  %176 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %175, i64 1, 3, 2
  %177 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %176, i64 8, 4, 0
  %178 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %177, i64 1, 4, 1
  %179 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %178, i64 1, 4, 2
  br label %180

180:                                              ; preds = %206, %164
  %181 = phi i64 [ %207, %206 ], [ 0, %164 ]
  %182 = icmp slt i64 %181, 1
  br i1 %182, label %183, label %208

183:                                              ; preds = %180
  br label %184

184:                                              ; preds = %204, %183
  %185 = phi i64 [ %205, %204 ], [ 0, %183 ]
  %186 = icmp slt i64 %185, 8
  br i1 %186, label %187, label %206

187:                                              ; preds = %184
  br label %188

188:                                              ; preds = %191, %187
  %189 = phi i64 [ %203, %191 ], [ 0, %187 ]
  %190 = icmp slt i64 %189, 1
  br i1 %190, label %191, label %204

191:                                              ; preds = %188
  %192 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 1
  %193 = mul nuw nsw i64 %181, 8
  %194 = add nuw nsw i64 %193, %185
  %195 = add nuw nsw i64 %194, %189
  %196 = getelementptr inbounds nuw double, ptr %192, i64 %195
  %197 = load double, ptr %196, align 8
  %198 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %179, 1
  %199 = mul nuw nsw i64 %181, 8
  %200 = add nuw nsw i64 %199, %185
  %201 = add nuw nsw i64 %200, %189
  %202 = getelementptr inbounds nuw double, ptr %198, i64 %201
  store double %197, ptr %202, align 8
  %203 = add i64 %189, 1
  br label %188

204:                                              ; preds = %188
  %205 = add i64 %185, 1
  br label %184

206:                                              ; preds = %184
  %207 = add i64 %181, 1
  br label %180

208:                                              ; preds = %180
  br label %209

209:                                              ; preds = %243, %208
  %210 = phi i64 [ %244, %243 ], [ 0, %208 ]
  %211 = icmp slt i64 %210, 1
  br i1 %211, label %212, label %245

212:                                              ; preds = %209
  br label %213

213:                                              ; preds = %241, %212
  %214 = phi i64 [ %242, %241 ], [ 0, %212 ]
  %215 = icmp slt i64 %214, 8
  br i1 %215, label %216, label %243

216:                                              ; preds = %213
  br label %217

217:                                              ; preds = %220, %216
  %218 = phi i64 [ %240, %220 ], [ 0, %216 ]
  %219 = icmp slt i64 %218, 32
  br i1 %219, label %220, label %241

220:                                              ; preds = %217
  %221 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %94, 1
  %222 = mul nuw nsw i64 %210, 256
  %223 = mul nuw nsw i64 %214, 32
  %224 = add nuw nsw i64 %222, %223
  %225 = add nuw nsw i64 %224, %218
  %226 = getelementptr inbounds nuw double, ptr %221, i64 %225
  %227 = load double, ptr %226, align 8
  %228 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %179, 1
  %229 = mul nuw nsw i64 %210, 8
  %230 = add nuw nsw i64 %229, %214
  %231 = add nuw nsw i64 %230, 0
  %232 = getelementptr inbounds nuw double, ptr %228, i64 %231
  %233 = load double, ptr %232, align 8
  %234 = fadd double %227, %233
  %235 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %179, 1
  %236 = mul nuw nsw i64 %210, 8
  %237 = add nuw nsw i64 %236, %214
  %238 = add nuw nsw i64 %237, 0
  %239 = getelementptr inbounds nuw double, ptr %235, i64 %238
  store double %234, ptr %239, align 8
  %240 = add i64 %218, 1
  br label %217

241:                                              ; preds = %217
  %242 = add i64 %214, 1
  br label %213

243:                                              ; preds = %213
  %244 = add i64 %210, 1
  br label %209

245:                                              ; preds = %209
  %246 = call ptr @malloc(i64 128)
  %247 = ptrtoint ptr %246 to i64
  %248 = add i64 %247, 63
  %249 = urem i64 %248, 64
  %250 = sub i64 %248, %249
  %251 = inttoptr i64 %250 to ptr
  %252 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %246, 0
  %253 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %252, ptr %251, 1
  %254 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %253, i64 0, 2
  %255 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %254, i64 1, 3, 0
  %256 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %255, i64 8, 3, 1
  %257 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %256, i64 1, 3, 2
  %258 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %257, i64 8, 4, 0
  %259 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %258, i64 1, 4, 1
  %260 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %259, i64 1, 4, 2
  br label %261

261:                                              ; preds = %287, %245
  %262 = phi i64 [ %288, %287 ], [ 0, %245 ]
  %263 = icmp slt i64 %262, 1
  br i1 %263, label %264, label %289

264:                                              ; preds = %261
  br label %265

265:                                              ; preds = %285, %264
  %266 = phi i64 [ %286, %285 ], [ 0, %264 ]
  %267 = icmp slt i64 %266, 8
  br i1 %267, label %268, label %287

268:                                              ; preds = %265
  br label %269

269:                                              ; preds = %272, %268
  %270 = phi i64 [ %284, %272 ], [ 0, %268 ]
  %271 = icmp slt i64 %270, 1
  br i1 %271, label %272, label %285

272:                                              ; preds = %269
  %273 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 1
  %274 = mul nuw nsw i64 %262, 8
  %275 = add nuw nsw i64 %274, %266
  %276 = add nuw nsw i64 %275, %270
  %277 = getelementptr inbounds nuw double, ptr %273, i64 %276
  %278 = load double, ptr %277, align 8
  %279 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %260, 1
  %280 = mul nuw nsw i64 %262, 8
  %281 = add nuw nsw i64 %280, %266
  %282 = add nuw nsw i64 %281, %270
  %283 = getelementptr inbounds nuw double, ptr %279, i64 %282
  store double %278, ptr %283, align 8
  %284 = add i64 %270, 1
  br label %269

285:                                              ; preds = %269
  %286 = add i64 %266, 1
  br label %265

287:                                              ; preds = %265
  %288 = add i64 %262, 1
  br label %261

289:                                              ; preds = %261
  br label %290

290:                                              ; preds = %333, %289
  %291 = phi i64 [ %334, %333 ], [ 0, %289 ]
  %292 = icmp slt i64 %291, 1
  br i1 %292, label %293, label %335

293:                                              ; preds = %290
  br label %294

294:                                              ; preds = %331, %293
  %295 = phi i64 [ %332, %331 ], [ 0, %293 ]
  %296 = icmp slt i64 %295, 8
  br i1 %296, label %297, label %333

297:                                              ; preds = %294
  br label %298

298:                                              ; preds = %301, %297
  %299 = phi i64 [ %330, %301 ], [ 0, %297 ]
  %300 = icmp slt i64 %299, 32
  br i1 %300, label %301, label %331

301:                                              ; preds = %298
  %302 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %94, 1
  %303 = mul nuw nsw i64 %291, 256
  %304 = mul nuw nsw i64 %295, 32
  %305 = add nuw nsw i64 %303, %304
  %306 = add nuw nsw i64 %305, %299
  %307 = getelementptr inbounds nuw double, ptr %302, i64 %306
  %308 = load double, ptr %307, align 8
  %309 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %179, 1
  %310 = mul nuw nsw i64 %291, 8
  %311 = add nuw nsw i64 %310, %295
  %312 = add nuw nsw i64 %311, 0
  %313 = getelementptr inbounds nuw double, ptr %309, i64 %312
  %314 = load double, ptr %313, align 8
  %315 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %260, 1
  %316 = mul nuw nsw i64 %291, 8
  %317 = add nuw nsw i64 %316, %295
  %318 = add nuw nsw i64 %317, 0
  %319 = getelementptr inbounds nuw double, ptr %315, i64 %318
  %320 = load double, ptr %319, align 8
  %321 = fdiv double %314, 3.200000e+01
  %322 = fsub double %308, %321
  %323 = fmul double %322, %322
  %324 = fadd double %323, %320
  %325 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %260, 1
  %326 = mul nuw nsw i64 %291, 8
  %327 = add nuw nsw i64 %326, %295
  %328 = add nuw nsw i64 %327, 0
  %329 = getelementptr inbounds nuw double, ptr %325, i64 %328
  store double %324, ptr %329, align 8
  %330 = add i64 %299, 1
  br label %298

331:                                              ; preds = %298
  %332 = add i64 %295, 1
  br label %294

333:                                              ; preds = %294
  %334 = add i64 %291, 1
  br label %290

335:                                              ; preds = %290
  %336 = call ptr @malloc(i64 96)
  %337 = ptrtoint ptr %336 to i64
  %338 = add i64 %337, 63
  %339 = urem i64 %338, 64
  %340 = sub i64 %338, %339
  %341 = inttoptr i64 %340 to ptr
  %342 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %336, 0
  %343 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %342, ptr %341, 1
  %344 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %343, i64 0, 2
  %345 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %344, i64 1, 3, 0
  %346 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %345, i64 8, 3, 1
  %347 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %346, i64 1, 3, 2
  %348 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %347, i64 8, 4, 0
  %349 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %348, i64 1, 4, 1
  %350 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %349, i64 1, 4, 2
  br label %351

351:                                              ; preds = %371, %335
  %352 = phi i64 [ %372, %371 ], [ 0, %335 ]
  %353 = icmp slt i64 %352, 1
  br i1 %353, label %354, label %373

354:                                              ; preds = %351
  br label %355

355:                                              ; preds = %369, %354
  %356 = phi i64 [ %370, %369 ], [ 0, %354 ]
  %357 = icmp slt i64 %356, 8
  br i1 %357, label %358, label %371

358:                                              ; preds = %355
  br label %359

359:                                              ; preds = %362, %358
  %360 = phi i64 [ %368, %362 ], [ 0, %358 ]
  %361 = icmp slt i64 %360, 1
  br i1 %361, label %362, label %369

362:                                              ; preds = %359
  %363 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %350, 1
  %364 = mul nuw nsw i64 %352, 8
  %365 = add nuw nsw i64 %364, %356
  %366 = add nuw nsw i64 %365, %360
  %367 = getelementptr inbounds nuw float, ptr %363, i64 %366
  store float 0.000000e+00, ptr %367, align 4
  %368 = add i64 %360, 1
  br label %359

369:                                              ; preds = %359
  %370 = add i64 %356, 1
  br label %355

371:                                              ; preds = %355
  %372 = add i64 %352, 1
  br label %351

373:                                              ; preds = %351
  %374 = call ptr @malloc(i64 96)
  %375 = ptrtoint ptr %374 to i64
  %376 = add i64 %375, 63
  %377 = urem i64 %376, 64
  %378 = sub i64 %376, %377
  %379 = inttoptr i64 %378 to ptr
  %380 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %374, 0
  %381 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %380, ptr %379, 1
  %382 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %381, i64 0, 2
  %383 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %382, i64 1, 3, 0
  %384 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %383, i64 8, 3, 1
  %385 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %384, i64 1, 3, 2
  %386 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %385, i64 8, 4, 0
  %387 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %386, i64 1, 4, 1
  %388 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %387, i64 1, 4, 2
  br label %389

389:                                              ; preds = %415, %373
  %390 = phi i64 [ %416, %415 ], [ 0, %373 ]
  %391 = icmp slt i64 %390, 1
  br i1 %391, label %392, label %417

392:                                              ; preds = %389
  br label %393

393:                                              ; preds = %413, %392
  %394 = phi i64 [ %414, %413 ], [ 0, %392 ]
  %395 = icmp slt i64 %394, 8
  br i1 %395, label %396, label %415

396:                                              ; preds = %393
  br label %397

397:                                              ; preds = %400, %396
  %398 = phi i64 [ %412, %400 ], [ 0, %396 ]
  %399 = icmp slt i64 %398, 1
  br i1 %399, label %400, label %413

400:                                              ; preds = %397
  %401 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %350, 1
  %402 = mul nuw nsw i64 %390, 8
  %403 = add nuw nsw i64 %402, %394
  %404 = add nuw nsw i64 %403, %398
  %405 = getelementptr inbounds nuw float, ptr %401, i64 %404
  %406 = load float, ptr %405, align 4
  %407 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %388, 1
  %408 = mul nuw nsw i64 %390, 8
  %409 = add nuw nsw i64 %408, %394
  %410 = add nuw nsw i64 %409, %398
  %411 = getelementptr inbounds nuw float, ptr %407, i64 %410
  store float %406, ptr %411, align 4
  %412 = add i64 %398, 1
  br label %397

413:                                              ; preds = %397
  %414 = add i64 %394, 1
  br label %393

415:                                              ; preds = %393
  %416 = add i64 %390, 1
  br label %389

417:                                              ; preds = %389
  br label %418

418:                                              ; preds = %452, %417
  %419 = phi i64 [ %453, %452 ], [ 0, %417 ]
  %420 = icmp slt i64 %419, 1
  br i1 %420, label %421, label %454

421:                                              ; preds = %418
  br label %422

422:                                              ; preds = %450, %421
  %423 = phi i64 [ %451, %450 ], [ 0, %421 ]
  %424 = icmp slt i64 %423, 8
  br i1 %424, label %425, label %452

425:                                              ; preds = %422
  br label %426

426:                                              ; preds = %429, %425
  %427 = phi i64 [ %449, %429 ], [ 0, %425 ]
  %428 = icmp slt i64 %427, 32
  br i1 %428, label %429, label %450

429:                                              ; preds = %426
  %430 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %431 = mul nuw nsw i64 %419, 256
  %432 = mul nuw nsw i64 %423, 32
  %433 = add nuw nsw i64 %431, %432
  %434 = add nuw nsw i64 %433, %427
  %435 = getelementptr inbounds nuw float, ptr %430, i64 %434
  %436 = load float, ptr %435, align 4
  %437 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %388, 1
  %438 = mul nuw nsw i64 %419, 8
  %439 = add nuw nsw i64 %438, %423
  %440 = add nuw nsw i64 %439, 0
  %441 = getelementptr inbounds nuw float, ptr %437, i64 %440
  %442 = load float, ptr %441, align 4
  %443 = fadd float %436, %442
  %444 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %388, 1
  %445 = mul nuw nsw i64 %419, 8
  %446 = add nuw nsw i64 %445, %423
  %447 = add nuw nsw i64 %446, 0
  %448 = getelementptr inbounds nuw float, ptr %444, i64 %447
  store float %443, ptr %448, align 4
  %449 = add i64 %427, 1
  br label %426

450:                                              ; preds = %426
  %451 = add i64 %423, 1
  br label %422

452:                                              ; preds = %422
  %453 = add i64 %419, 1
  br label %418

454:                                              ; preds = %418
  %455 = call ptr @malloc(i64 1088)
  %456 = ptrtoint ptr %455 to i64
  %457 = add i64 %456, 63
  %458 = urem i64 %457, 64
  %459 = sub i64 %457, %458
  %460 = inttoptr i64 %459 to ptr
  %461 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %455, 0
  %462 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %461, ptr %460, 1
  %463 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %462, i64 0, 2
  %464 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %463, i64 1, 3, 0
  %465 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %464, i64 8, 3, 1
  %466 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %465, i64 32, 3, 2
  %467 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %466, i64 256, 4, 0
  %468 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %467, i64 32, 4, 1
  %469 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %468, i64 1, 4, 2
  br label %470

470:                                              ; preds = %524, %454
  %471 = phi i64 [ %525, %524 ], [ 0, %454 ]
  %472 = icmp slt i64 %471, 1
  br i1 %472, label %473, label %526

473:                                              ; preds = %470
  br label %474

474:                                              ; preds = %522, %473
  %475 = phi i64 [ %523, %522 ], [ 0, %473 ]
  %476 = icmp slt i64 %475, 8
  br i1 %476, label %477, label %524

477:                                              ; preds = %474
  br label %478

478:                                              ; preds = %481, %477
  %479 = phi i64 [ %521, %481 ], [ 0, %477 ]
  %480 = icmp slt i64 %479, 32
  br i1 %480, label %481, label %522

481:                                              ; preds = %478
  %482 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %483 = mul nuw nsw i64 %471, 256
  %484 = mul nuw nsw i64 %475, 32
  %485 = add nuw nsw i64 %483, %484
  %486 = add nuw nsw i64 %485, %479
  %487 = getelementptr inbounds nuw float, ptr %482, i64 %486
  %488 = load float, ptr %487, align 4
  %489 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %388, 1
  %490 = mul nuw nsw i64 %471, 8
  %491 = add nuw nsw i64 %490, %475
  %492 = add nuw nsw i64 %491, 0
  %493 = getelementptr inbounds nuw float, ptr %489, i64 %492
  %494 = load float, ptr %493, align 4
  %495 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %260, 1
  %496 = mul nuw nsw i64 %471, 8
  %497 = add nuw nsw i64 %496, %475
  %498 = add nuw nsw i64 %497, 0
  %499 = getelementptr inbounds nuw double, ptr %495, i64 %498
  %500 = load double, ptr %499, align 8
  %501 = getelementptr inbounds nuw float, ptr @__constant_32xf32_30, i64 %479
  %502 = load float, ptr %501, align 4
  %503 = getelementptr inbounds nuw float, ptr @__constant_32xf32_29, i64 %479
  %504 = load float, ptr %503, align 4
  %505 = fdiv double %500, 3.200000e+01
  %506 = fptrunc double %505 to float
  %507 = fadd float %506, f0x2B8CBCCC
  %508 = call float @llvm.sqrt.f32(float %507)
  %509 = fdiv float 1.000000e+00, %508
  %510 = fdiv float %494, 3.200000e+01
  %511 = fsub float %488, %510
  %512 = fmul float %511, %509
  %513 = fmul float %512, %502
  %514 = fadd float %513, %504
  %515 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %469, 1
  %516 = mul nuw nsw i64 %471, 256
  %517 = mul nuw nsw i64 %475, 32
  %518 = add nuw nsw i64 %516, %517
  %519 = add nuw nsw i64 %518, %479
  %520 = getelementptr inbounds nuw float, ptr %515, i64 %519
  store float %514, ptr %520, align 4
  %521 = add i64 %479, 1
  br label %478

522:                                              ; preds = %478
  %523 = add i64 %475, 1
  br label %474

524:                                              ; preds = %474
  %525 = add i64 %471, 1
  br label %470

526:                                              ; preds = %470
  %527 = call ptr @malloc(i64 320)
  %528 = ptrtoint ptr %527 to i64
  %529 = add i64 %528, 63
  %530 = urem i64 %529, 64
  %531 = sub i64 %529, %530
  %532 = inttoptr i64 %531 to ptr
  %533 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %527, 0
  %534 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %533, ptr %532, 1
  %535 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %534, i64 0, 2
  %536 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %535, i64 1, 3, 0
  %537 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %536, i64 1, 3, 1
  %538 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %537, i64 8, 3, 2
  %539 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %538, i64 1, 3, 3
  %540 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %539, i64 8, 3, 4
  %541 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %540, i64 64, 4, 0
  %542 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %541, i64 64, 4, 1
  %543 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %542, i64 8, 4, 2
  %544 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %543, i64 8, 4, 3
  %545 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %544, i64 1, 4, 4
  br label %546

546:                                              ; preds = %585, %526
  %547 = phi i64 [ %586, %585 ], [ 0, %526 ]
  %548 = icmp slt i64 %547, 1
  br i1 %548, label %549, label %587

549:                                              ; preds = %546
  br label %550

550:                                              ; preds = %583, %549
  %551 = phi i64 [ %584, %583 ], [ 0, %549 ]
  %552 = icmp slt i64 %551, 1
  br i1 %552, label %553, label %585

553:                                              ; preds = %550
  br label %554

554:                                              ; preds = %581, %553
  %555 = phi i64 [ %582, %581 ], [ 0, %553 ]
  %556 = icmp slt i64 %555, 8
  br i1 %556, label %557, label %583

557:                                              ; preds = %554
  br label %558

558:                                              ; preds = %579, %557
  %559 = phi i64 [ %580, %579 ], [ 0, %557 ]
  %560 = icmp slt i64 %559, 1
  br i1 %560, label %561, label %581

561:                                              ; preds = %558
  br label %562

562:                                              ; preds = %565, %561
  %563 = phi i64 [ %578, %565 ], [ 0, %561 ]
  %564 = icmp slt i64 %563, 8
  br i1 %564, label %565, label %579

565:                                              ; preds = %562
  %566 = icmp sge i64 %555, 0
  %567 = select i1 %566, float 0.000000e+00, float f0xFF7FFFFF
  %568 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %545, 1
  %569 = mul nuw nsw i64 %547, 64
  %570 = mul nuw nsw i64 %551, 64
  %571 = add nuw nsw i64 %569, %570
  %572 = mul nuw nsw i64 %555, 8
  %573 = add nuw nsw i64 %571, %572
  %574 = mul nuw nsw i64 %559, 8
  %575 = add nuw nsw i64 %573, %574
  %576 = add nuw nsw i64 %575, %563
  %577 = getelementptr inbounds nuw float, ptr %568, i64 %576
  store float %567, ptr %577, align 4
  %578 = add i64 %563, 1
  br label %562

579:                                              ; preds = %562
  %580 = add i64 %559, 1
  br label %558

581:                                              ; preds = %558
  %582 = add i64 %555, 1
  br label %554

583:                                              ; preds = %554
  %584 = add i64 %551, 1
  br label %550

585:                                              ; preds = %550
  %586 = add i64 %547, 1
  br label %546

587:                                              ; preds = %546
  %588 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %545, 0
  %589 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %545, 1
  %590 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %588, 0
  %591 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %590, ptr %589, 1
  %592 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %591, i64 0, 2
  %593 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %592, i64 1, 3, 0
  %594 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %593, i64 64, 4, 0
  %595 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %594, i64 1, 3, 1
  %596 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %595, i64 64, 4, 1
  %597 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %596, i64 8, 3, 2
  %598 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %597, i64 8, 4, 2
  %599 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %598, i64 8, 3, 3
  %600 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %599, i64 1, 4, 3
  %601 = call ptr @malloc(i64 1088)
  %602 = ptrtoint ptr %601 to i64
  %603 = add i64 %602, 63
  %604 = urem i64 %603, 64
  %605 = sub i64 %603, %604
  %606 = inttoptr i64 %605 to ptr
  %607 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %601, 0
  %608 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %607, ptr %606, 1
  %609 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %608, i64 0, 2
  %610 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %609, i64 8, 3, 0
  %611 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %610, i64 32, 3, 1
  %612 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %611, i64 32, 4, 0
  %613 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %612, i64 1, 4, 1
  br label %614

614:                                              ; preds = %627, %587
  %615 = phi i64 [ %628, %627 ], [ 0, %587 ]
  %616 = icmp slt i64 %615, 8
  br i1 %616, label %617, label %629

617:                                              ; preds = %614
  br label %618

618:                                              ; preds = %621, %617
  %619 = phi i64 [ %626, %621 ], [ 0, %617 ]
  %620 = icmp slt i64 %619, 32
  br i1 %620, label %621, label %627

621:                                              ; preds = %618
  %622 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %613, 1
  %623 = mul nuw nsw i64 %615, 32
  %624 = add nuw nsw i64 %623, %619
  %625 = getelementptr inbounds nuw float, ptr %622, i64 %624
  store float 0.000000e+00, ptr %625, align 4
  %626 = add i64 %619, 1
  br label %618

627:                                              ; preds = %618
  %628 = add i64 %615, 1
  br label %614

629:                                              ; preds = %614
  %630 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %613, 0
  %631 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %613, 1
  %632 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %630, 0
  %633 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %632, ptr %631, 1
  %634 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %633, i64 0, 2
  %635 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %634, i64 1, 3, 0
  %636 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %635, i64 256, 4, 0
  %637 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %636, i64 8, 3, 1
  %638 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %637, i64 32, 4, 1
  %639 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %638, i64 2, 3, 2
  %640 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %639, i64 16, 4, 2
  %641 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %640, i64 16, 3, 3
  %642 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %641, i64 1, 4, 3
  %643 = call ptr @malloc(i64 1088)
  %644 = ptrtoint ptr %643 to i64
  %645 = add i64 %644, 63
  %646 = urem i64 %645, 64
  %647 = sub i64 %645, %646
  %648 = inttoptr i64 %647 to ptr
  %649 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %643, 0
  %650 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %649, ptr %648, 1
  %651 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %650, i64 0, 2
  %652 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %651, i64 1, 3, 0
  %653 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %652, i64 8, 3, 1
  %654 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %653, i64 2, 3, 2
  %655 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %654, i64 16, 3, 3
  %656 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %655, i64 256, 4, 0
  %657 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %656, i64 32, 4, 1
  %658 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %657, i64 16, 4, 2
  %659 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %658, i64 1, 4, 3
  br label %660

660:                                              ; preds = %698, %629
  %661 = phi i64 [ %699, %698 ], [ 0, %629 ]
  %662 = icmp slt i64 %661, 1
  br i1 %662, label %663, label %700

663:                                              ; preds = %660
  br label %664

664:                                              ; preds = %696, %663
  %665 = phi i64 [ %697, %696 ], [ 0, %663 ]
  %666 = icmp slt i64 %665, 8
  br i1 %666, label %667, label %698

667:                                              ; preds = %664
  br label %668

668:                                              ; preds = %694, %667
  %669 = phi i64 [ %695, %694 ], [ 0, %667 ]
  %670 = icmp slt i64 %669, 2
  br i1 %670, label %671, label %696

671:                                              ; preds = %668
  br label %672

672:                                              ; preds = %675, %671
  %673 = phi i64 [ %693, %675 ], [ 0, %671 ]
  %674 = icmp slt i64 %673, 16
  br i1 %674, label %675, label %694

675:                                              ; preds = %672
  %676 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %642, 1
  %677 = mul nuw nsw i64 %661, 256
  %678 = mul nuw nsw i64 %665, 32
  %679 = add nuw nsw i64 %677, %678
  %680 = mul nuw nsw i64 %669, 16
  %681 = add nuw nsw i64 %679, %680
  %682 = add nuw nsw i64 %681, %673
  %683 = getelementptr inbounds nuw float, ptr %676, i64 %682
  %684 = load float, ptr %683, align 4
  %685 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %659, 1
  %686 = mul nuw nsw i64 %661, 256
  %687 = mul nuw nsw i64 %665, 32
  %688 = add nuw nsw i64 %686, %687
  %689 = mul nuw nsw i64 %669, 16
  %690 = add nuw nsw i64 %688, %689
  %691 = add nuw nsw i64 %690, %673
  %692 = getelementptr inbounds nuw float, ptr %685, i64 %691
  store float %684, ptr %692, align 4
  %693 = add i64 %673, 1
  br label %672

694:                                              ; preds = %672
  %695 = add i64 %669, 1
  br label %668

696:                                              ; preds = %668
  %697 = add i64 %665, 1
  br label %664

698:                                              ; preds = %664
  %699 = add i64 %661, 1
  br label %660

700:                                              ; preds = %660
  br label %701

701:                                              ; preds = %760, %700
  %702 = phi i64 [ %761, %760 ], [ 0, %700 ]
  %703 = icmp slt i64 %702, 1
  br i1 %703, label %704, label %762

704:                                              ; preds = %701
  br label %705

705:                                              ; preds = %758, %704
  %706 = phi i64 [ %759, %758 ], [ 0, %704 ]
  %707 = icmp slt i64 %706, 8
  br i1 %707, label %708, label %760

708:                                              ; preds = %705
  br label %709

709:                                              ; preds = %756, %708
  %710 = phi i64 [ %757, %756 ], [ 0, %708 ]
  %711 = icmp slt i64 %710, 2
  br i1 %711, label %712, label %758

712:                                              ; preds = %709
  br label %713

713:                                              ; preds = %754, %712
  %714 = phi i64 [ %755, %754 ], [ 0, %712 ]
  %715 = icmp slt i64 %714, 16
  br i1 %715, label %716, label %756

716:                                              ; preds = %713
  br label %717

717:                                              ; preds = %720, %716
  %718 = phi i64 [ %753, %720 ], [ 0, %716 ]
  %719 = icmp slt i64 %718, 32
  br i1 %719, label %720, label %754

720:                                              ; preds = %717
  %721 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %469, 1
  %722 = mul nuw nsw i64 %702, 256
  %723 = mul nuw nsw i64 %706, 32
  %724 = add nuw nsw i64 %722, %723
  %725 = add nuw nsw i64 %724, %718
  %726 = getelementptr inbounds nuw float, ptr %721, i64 %725
  %727 = load float, ptr %726, align 4
  %728 = mul nuw nsw i64 %710, 512
  %729 = mul nuw nsw i64 %714, 32
  %730 = add nuw nsw i64 %728, %729
  %731 = add nuw nsw i64 %730, %718
  %732 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_28, i64 %731
  %733 = load float, ptr %732, align 4
  %734 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %659, 1
  %735 = mul nuw nsw i64 %702, 256
  %736 = mul nuw nsw i64 %706, 32
  %737 = add nuw nsw i64 %735, %736
  %738 = mul nuw nsw i64 %710, 16
  %739 = add nuw nsw i64 %737, %738
  %740 = add nuw nsw i64 %739, %714
  %741 = getelementptr inbounds nuw float, ptr %734, i64 %740
  %742 = load float, ptr %741, align 4
  %743 = fmul float %727, %733
  %744 = fadd float %742, %743
  %745 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %659, 1
  %746 = mul nuw nsw i64 %702, 256
  %747 = mul nuw nsw i64 %706, 32
  %748 = add nuw nsw i64 %746, %747
  %749 = mul nuw nsw i64 %710, 16
  %750 = add nuw nsw i64 %748, %749
  %751 = add nuw nsw i64 %750, %714
  %752 = getelementptr inbounds nuw float, ptr %745, i64 %751
  store float %744, ptr %752, align 4
  %753 = add i64 %718, 1
  br label %717

754:                                              ; preds = %717
  %755 = add i64 %714, 1
  br label %713

756:                                              ; preds = %713
  %757 = add i64 %710, 1
  br label %709

758:                                              ; preds = %709
  %759 = add i64 %706, 1
  br label %705

760:                                              ; preds = %705
  %761 = add i64 %702, 1
  br label %701

762:                                              ; preds = %701
  %763 = call ptr @malloc(i64 1088)
  %764 = ptrtoint ptr %763 to i64
  %765 = add i64 %764, 63
  %766 = urem i64 %765, 64
  %767 = sub i64 %765, %766
  %768 = inttoptr i64 %767 to ptr
  %769 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %763, 0
  %770 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %769, ptr %768, 1
  %771 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %770, i64 0, 2
  %772 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %771, i64 1, 3, 0
  %773 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %772, i64 8, 3, 1
  %774 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %773, i64 2, 3, 2
  %775 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %774, i64 16, 3, 3
  %776 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %775, i64 256, 4, 0
  %777 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %776, i64 32, 4, 1
  %778 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %777, i64 16, 4, 2
  %779 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %778, i64 1, 4, 3
  br label %780

780:                                              ; preds = %818, %762
  %781 = phi i64 [ %819, %818 ], [ 0, %762 ]
  %782 = icmp slt i64 %781, 1
  br i1 %782, label %783, label %820

783:                                              ; preds = %780
  br label %784

784:                                              ; preds = %816, %783
  %785 = phi i64 [ %817, %816 ], [ 0, %783 ]
  %786 = icmp slt i64 %785, 8
  br i1 %786, label %787, label %818

787:                                              ; preds = %784
  br label %788

788:                                              ; preds = %814, %787
  %789 = phi i64 [ %815, %814 ], [ 0, %787 ]
  %790 = icmp slt i64 %789, 2
  br i1 %790, label %791, label %816

791:                                              ; preds = %788
  br label %792

792:                                              ; preds = %795, %791
  %793 = phi i64 [ %813, %795 ], [ 0, %791 ]
  %794 = icmp slt i64 %793, 16
  br i1 %794, label %795, label %814

795:                                              ; preds = %792
  %796 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %642, 1
  %797 = mul nuw nsw i64 %781, 256
  %798 = mul nuw nsw i64 %785, 32
  %799 = add nuw nsw i64 %797, %798
  %800 = mul nuw nsw i64 %789, 16
  %801 = add nuw nsw i64 %799, %800
  %802 = add nuw nsw i64 %801, %793
  %803 = getelementptr inbounds nuw float, ptr %796, i64 %802
  %804 = load float, ptr %803, align 4
  %805 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %779, 1
  %806 = mul nuw nsw i64 %781, 256
  %807 = mul nuw nsw i64 %785, 32
  %808 = add nuw nsw i64 %806, %807
  %809 = mul nuw nsw i64 %789, 16
  %810 = add nuw nsw i64 %808, %809
  %811 = add nuw nsw i64 %810, %793
  %812 = getelementptr inbounds nuw float, ptr %805, i64 %811
  store float %804, ptr %812, align 4
  %813 = add i64 %793, 1
  br label %792

814:                                              ; preds = %792
  %815 = add i64 %789, 1
  br label %788

816:                                              ; preds = %788
  %817 = add i64 %785, 1
  br label %784

818:                                              ; preds = %784
  %819 = add i64 %781, 1
  br label %780

820:                                              ; preds = %780
  br label %821

821:                                              ; preds = %880, %820
  %822 = phi i64 [ %881, %880 ], [ 0, %820 ]
  %823 = icmp slt i64 %822, 1
  br i1 %823, label %824, label %882

824:                                              ; preds = %821
  br label %825

825:                                              ; preds = %878, %824
  %826 = phi i64 [ %879, %878 ], [ 0, %824 ]
  %827 = icmp slt i64 %826, 8
  br i1 %827, label %828, label %880

828:                                              ; preds = %825
  br label %829

829:                                              ; preds = %876, %828
  %830 = phi i64 [ %877, %876 ], [ 0, %828 ]
  %831 = icmp slt i64 %830, 2
  br i1 %831, label %832, label %878

832:                                              ; preds = %829
  br label %833

833:                                              ; preds = %874, %832
  %834 = phi i64 [ %875, %874 ], [ 0, %832 ]
  %835 = icmp slt i64 %834, 16
  br i1 %835, label %836, label %876

836:                                              ; preds = %833
  br label %837

837:                                              ; preds = %840, %836
  %838 = phi i64 [ %873, %840 ], [ 0, %836 ]
  %839 = icmp slt i64 %838, 32
  br i1 %839, label %840, label %874

840:                                              ; preds = %837
  %841 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %469, 1
  %842 = mul nuw nsw i64 %822, 256
  %843 = mul nuw nsw i64 %826, 32
  %844 = add nuw nsw i64 %842, %843
  %845 = add nuw nsw i64 %844, %838
  %846 = getelementptr inbounds nuw float, ptr %841, i64 %845
  %847 = load float, ptr %846, align 4
  %848 = mul nuw nsw i64 %830, 512
  %849 = mul nuw nsw i64 %834, 32
  %850 = add nuw nsw i64 %848, %849
  %851 = add nuw nsw i64 %850, %838
  %852 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_26, i64 %851
  %853 = load float, ptr %852, align 4
  %854 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %779, 1
  %855 = mul nuw nsw i64 %822, 256
  %856 = mul nuw nsw i64 %826, 32
  %857 = add nuw nsw i64 %855, %856
  %858 = mul nuw nsw i64 %830, 16
  %859 = add nuw nsw i64 %857, %858
  %860 = add nuw nsw i64 %859, %834
  %861 = getelementptr inbounds nuw float, ptr %854, i64 %860
  %862 = load float, ptr %861, align 4
  %863 = fmul float %847, %853
  %864 = fadd float %862, %863
  %865 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %779, 1
  %866 = mul nuw nsw i64 %822, 256
  %867 = mul nuw nsw i64 %826, 32
  %868 = add nuw nsw i64 %866, %867
  %869 = mul nuw nsw i64 %830, 16
  %870 = add nuw nsw i64 %868, %869
  %871 = add nuw nsw i64 %870, %834
  %872 = getelementptr inbounds nuw float, ptr %865, i64 %871
  store float %864, ptr %872, align 4
  %873 = add i64 %838, 1
  br label %837

874:                                              ; preds = %837
  %875 = add i64 %834, 1
  br label %833

876:                                              ; preds = %833
  %877 = add i64 %830, 1
  br label %829

878:                                              ; preds = %829
  %879 = add i64 %826, 1
  br label %825

880:                                              ; preds = %825
  %881 = add i64 %822, 1
  br label %821

882:                                              ; preds = %821
  %883 = call ptr @malloc(i64 1088)
  %884 = ptrtoint ptr %883 to i64
  %885 = add i64 %884, 63
  %886 = urem i64 %885, 64
  %887 = sub i64 %885, %886
  %888 = inttoptr i64 %887 to ptr
  %889 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %883, 0
  %890 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %889, ptr %888, 1
  %891 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %890, i64 0, 2
  %892 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %891, i64 1, 3, 0
  %893 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %892, i64 8, 3, 1
  %894 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %893, i64 2, 3, 2
  %895 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %894, i64 16, 3, 3
  %896 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %895, i64 256, 4, 0
  %897 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %896, i64 32, 4, 1
  %898 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %897, i64 16, 4, 2
  %899 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %898, i64 1, 4, 3
  br label %900

900:                                              ; preds = %938, %882
  %901 = phi i64 [ %939, %938 ], [ 0, %882 ]
  %902 = icmp slt i64 %901, 1
  br i1 %902, label %903, label %940

903:                                              ; preds = %900
  br label %904

904:                                              ; preds = %936, %903
  %905 = phi i64 [ %937, %936 ], [ 0, %903 ]
  %906 = icmp slt i64 %905, 8
  br i1 %906, label %907, label %938

907:                                              ; preds = %904
  br label %908

908:                                              ; preds = %934, %907
  %909 = phi i64 [ %935, %934 ], [ 0, %907 ]
  %910 = icmp slt i64 %909, 2
  br i1 %910, label %911, label %936

911:                                              ; preds = %908
  br label %912

912:                                              ; preds = %915, %911
  %913 = phi i64 [ %933, %915 ], [ 0, %911 ]
  %914 = icmp slt i64 %913, 16
  br i1 %914, label %915, label %934

915:                                              ; preds = %912
  %916 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %642, 1
  %917 = mul nuw nsw i64 %901, 256
  %918 = mul nuw nsw i64 %905, 32
  %919 = add nuw nsw i64 %917, %918
  %920 = mul nuw nsw i64 %909, 16
  %921 = add nuw nsw i64 %919, %920
  %922 = add nuw nsw i64 %921, %913
  %923 = getelementptr inbounds nuw float, ptr %916, i64 %922
  %924 = load float, ptr %923, align 4
  %925 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %899, 1
  %926 = mul nuw nsw i64 %901, 256
  %927 = mul nuw nsw i64 %905, 32
  %928 = add nuw nsw i64 %926, %927
  %929 = mul nuw nsw i64 %909, 16
  %930 = add nuw nsw i64 %928, %929
  %931 = add nuw nsw i64 %930, %913
  %932 = getelementptr inbounds nuw float, ptr %925, i64 %931
  store float %924, ptr %932, align 4
  %933 = add i64 %913, 1
  br label %912

934:                                              ; preds = %912
  %935 = add i64 %909, 1
  br label %908

936:                                              ; preds = %908
  %937 = add i64 %905, 1
  br label %904

938:                                              ; preds = %904
  %939 = add i64 %901, 1
  br label %900

940:                                              ; preds = %900
  br label %941

941:                                              ; preds = %1000, %940
  %942 = phi i64 [ %1001, %1000 ], [ 0, %940 ]
  %943 = icmp slt i64 %942, 1
  br i1 %943, label %944, label %1002

944:                                              ; preds = %941
  br label %945

945:                                              ; preds = %998, %944
  %946 = phi i64 [ %999, %998 ], [ 0, %944 ]
  %947 = icmp slt i64 %946, 8
  br i1 %947, label %948, label %1000

948:                                              ; preds = %945
  br label %949

949:                                              ; preds = %996, %948
  %950 = phi i64 [ %997, %996 ], [ 0, %948 ]
  %951 = icmp slt i64 %950, 2
  br i1 %951, label %952, label %998

952:                                              ; preds = %949
  br label %953

953:                                              ; preds = %994, %952
  %954 = phi i64 [ %995, %994 ], [ 0, %952 ]
  %955 = icmp slt i64 %954, 16
  br i1 %955, label %956, label %996

956:                                              ; preds = %953
  br label %957

957:                                              ; preds = %960, %956
  %958 = phi i64 [ %993, %960 ], [ 0, %956 ]
  %959 = icmp slt i64 %958, 32
  br i1 %959, label %960, label %994

960:                                              ; preds = %957
  %961 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %469, 1
  %962 = mul nuw nsw i64 %942, 256
  %963 = mul nuw nsw i64 %946, 32
  %964 = add nuw nsw i64 %962, %963
  %965 = add nuw nsw i64 %964, %958
  %966 = getelementptr inbounds nuw float, ptr %961, i64 %965
  %967 = load float, ptr %966, align 4
  %968 = mul nuw nsw i64 %950, 512
  %969 = mul nuw nsw i64 %954, 32
  %970 = add nuw nsw i64 %968, %969
  %971 = add nuw nsw i64 %970, %958
  %972 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_24, i64 %971
  %973 = load float, ptr %972, align 4
  %974 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %899, 1
  %975 = mul nuw nsw i64 %942, 256
  %976 = mul nuw nsw i64 %946, 32
  %977 = add nuw nsw i64 %975, %976
  %978 = mul nuw nsw i64 %950, 16
  %979 = add nuw nsw i64 %977, %978
  %980 = add nuw nsw i64 %979, %954
  %981 = getelementptr inbounds nuw float, ptr %974, i64 %980
  %982 = load float, ptr %981, align 4
  %983 = fmul float %967, %973
  %984 = fadd float %982, %983
  %985 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %899, 1
  %986 = mul nuw nsw i64 %942, 256
  %987 = mul nuw nsw i64 %946, 32
  %988 = add nuw nsw i64 %986, %987
  %989 = mul nuw nsw i64 %950, 16
  %990 = add nuw nsw i64 %988, %989
  %991 = add nuw nsw i64 %990, %954
  %992 = getelementptr inbounds nuw float, ptr %985, i64 %991
  store float %984, ptr %992, align 4
  %993 = add i64 %958, 1
  br label %957

994:                                              ; preds = %957
  %995 = add i64 %954, 1
  br label %953

996:                                              ; preds = %953
  %997 = add i64 %950, 1
  br label %949

998:                                              ; preds = %949
  %999 = add i64 %946, 1
  br label %945

1000:                                             ; preds = %945
  %1001 = add i64 %942, 1
  br label %941

1002:                                             ; preds = %941
  %1003 = call ptr @malloc(i64 576)
  %1004 = ptrtoint ptr %1003 to i64
  %1005 = add i64 %1004, 63
  %1006 = urem i64 %1005, 64
  %1007 = sub i64 %1005, %1006
  %1008 = inttoptr i64 %1007 to ptr
  %1009 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1003, 0
  %1010 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1009, ptr %1008, 1
  %1011 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1010, i64 0, 2
  %1012 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1011, i64 2, 3, 0
  %1013 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1012, i64 8, 3, 1
  %1014 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1013, i64 8, 3, 2
  %1015 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1014, i64 64, 4, 0
  %1016 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1015, i64 8, 4, 1
  %1017 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1016, i64 1, 4, 2
  br label %1018

1018:                                             ; preds = %1039, %1002
  %1019 = phi i64 [ %1040, %1039 ], [ 0, %1002 ]
  %1020 = icmp slt i64 %1019, 2
  br i1 %1020, label %1021, label %1041

1021:                                             ; preds = %1018
  br label %1022

1022:                                             ; preds = %1037, %1021
  %1023 = phi i64 [ %1038, %1037 ], [ 0, %1021 ]
  %1024 = icmp slt i64 %1023, 8
  br i1 %1024, label %1025, label %1039

1025:                                             ; preds = %1022
  br label %1026

1026:                                             ; preds = %1029, %1025
  %1027 = phi i64 [ %1036, %1029 ], [ 0, %1025 ]
  %1028 = icmp slt i64 %1027, 8
  br i1 %1028, label %1029, label %1037

1029:                                             ; preds = %1026
  %1030 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1017, 1
  %1031 = mul nuw nsw i64 %1019, 64
  %1032 = mul nuw nsw i64 %1023, 8
  %1033 = add nuw nsw i64 %1031, %1032
  %1034 = add nuw nsw i64 %1033, %1027
  %1035 = getelementptr inbounds nuw float, ptr %1030, i64 %1034
  store float 0.000000e+00, ptr %1035, align 4
  %1036 = add i64 %1027, 1
  br label %1026

1037:                                             ; preds = %1026
  %1038 = add i64 %1023, 1
  br label %1022

1039:                                             ; preds = %1022
  %1040 = add i64 %1019, 1
  br label %1018

1041:                                             ; preds = %1018
  %1042 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1017, 0
  %1043 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1017, 1
  %1044 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1042, 0
  %1045 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1044, ptr %1043, 1
  %1046 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1045, i64 0, 2
  %1047 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1046, i64 1, 3, 0
  %1048 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1047, i64 128, 4, 0
  %1049 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1048, i64 2, 3, 1
  %1050 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1049, i64 64, 4, 1
  %1051 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1050, i64 8, 3, 2
  %1052 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1051, i64 8, 4, 2
  %1053 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1052, i64 8, 3, 3
  %1054 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1053, i64 1, 4, 3
  %1055 = call ptr @malloc(i64 576)
  %1056 = ptrtoint ptr %1055 to i64
  %1057 = add i64 %1056, 63
  %1058 = urem i64 %1057, 64
  %1059 = sub i64 %1057, %1058
  %1060 = inttoptr i64 %1059 to ptr
  %1061 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1055, 0
  %1062 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1061, ptr %1060, 1
  %1063 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1062, i64 0, 2
  %1064 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1063, i64 1, 3, 0
  %1065 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1064, i64 2, 3, 1
  %1066 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1065, i64 8, 3, 2
  %1067 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1066, i64 8, 3, 3
  %1068 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1067, i64 128, 4, 0
  %1069 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1068, i64 64, 4, 1
  %1070 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1069, i64 8, 4, 2
  %1071 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1070, i64 1, 4, 3
  br label %1072

1072:                                             ; preds = %1110, %1041
  %1073 = phi i64 [ %1111, %1110 ], [ 0, %1041 ]
  %1074 = icmp slt i64 %1073, 1
  br i1 %1074, label %1075, label %1112

1075:                                             ; preds = %1072
  br label %1076

1076:                                             ; preds = %1108, %1075
  %1077 = phi i64 [ %1109, %1108 ], [ 0, %1075 ]
  %1078 = icmp slt i64 %1077, 2
  br i1 %1078, label %1079, label %1110

1079:                                             ; preds = %1076
  br label %1080

1080:                                             ; preds = %1106, %1079
  %1081 = phi i64 [ %1107, %1106 ], [ 0, %1079 ]
  %1082 = icmp slt i64 %1081, 8
  br i1 %1082, label %1083, label %1108

1083:                                             ; preds = %1080
  br label %1084

1084:                                             ; preds = %1087, %1083
  %1085 = phi i64 [ %1105, %1087 ], [ 0, %1083 ]
  %1086 = icmp slt i64 %1085, 8
  br i1 %1086, label %1087, label %1106

1087:                                             ; preds = %1084
  %1088 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1054, 1
  %1089 = mul nuw nsw i64 %1073, 128
  %1090 = mul nuw nsw i64 %1077, 64
  %1091 = add nuw nsw i64 %1089, %1090
  %1092 = mul nuw nsw i64 %1081, 8
  %1093 = add nuw nsw i64 %1091, %1092
  %1094 = add nuw nsw i64 %1093, %1085
  %1095 = getelementptr inbounds nuw float, ptr %1088, i64 %1094
  %1096 = load float, ptr %1095, align 4
  %1097 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1071, 1
  %1098 = mul nuw nsw i64 %1073, 128
  %1099 = mul nuw nsw i64 %1077, 64
  %1100 = add nuw nsw i64 %1098, %1099
  %1101 = mul nuw nsw i64 %1081, 8
  %1102 = add nuw nsw i64 %1100, %1101
  %1103 = add nuw nsw i64 %1102, %1085
  %1104 = getelementptr inbounds nuw float, ptr %1097, i64 %1103
  store float %1096, ptr %1104, align 4
  %1105 = add i64 %1085, 1
  br label %1084

1106:                                             ; preds = %1084
  %1107 = add i64 %1081, 1
  br label %1080

1108:                                             ; preds = %1080
  %1109 = add i64 %1077, 1
  br label %1076

1110:                                             ; preds = %1076
  %1111 = add i64 %1073, 1
  br label %1072

1112:                                             ; preds = %1072
  br label %1113

1113:                                             ; preds = %1187, %1112
  %1114 = phi i64 [ %1188, %1187 ], [ 0, %1112 ]
  %1115 = icmp slt i64 %1114, 1
  br i1 %1115, label %1116, label %1189

1116:                                             ; preds = %1113
  br label %1117

1117:                                             ; preds = %1185, %1116
  %1118 = phi i64 [ %1186, %1185 ], [ 0, %1116 ]
  %1119 = icmp slt i64 %1118, 2
  br i1 %1119, label %1120, label %1187

1120:                                             ; preds = %1117
  br label %1121

1121:                                             ; preds = %1183, %1120
  %1122 = phi i64 [ %1184, %1183 ], [ 0, %1120 ]
  %1123 = icmp slt i64 %1122, 8
  br i1 %1123, label %1124, label %1185

1124:                                             ; preds = %1121
  br label %1125

1125:                                             ; preds = %1181, %1124
  %1126 = phi i64 [ %1182, %1181 ], [ 0, %1124 ]
  %1127 = icmp slt i64 %1126, 8
  br i1 %1127, label %1128, label %1183

1128:                                             ; preds = %1125
  br label %1129

1129:                                             ; preds = %1132, %1128
  %1130 = phi i64 [ %1180, %1132 ], [ 0, %1128 ]
  %1131 = icmp slt i64 %1130, 16
  br i1 %1131, label %1132, label %1181

1132:                                             ; preds = %1129
  %1133 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %659, 1
  %1134 = mul nuw nsw i64 %1114, 256
  %1135 = mul nuw nsw i64 %1122, 32
  %1136 = add nuw nsw i64 %1134, %1135
  %1137 = mul nuw nsw i64 %1118, 16
  %1138 = add nuw nsw i64 %1136, %1137
  %1139 = add nuw nsw i64 %1138, %1130
  %1140 = getelementptr inbounds nuw float, ptr %1133, i64 %1139
  %1141 = load float, ptr %1140, align 4
  %1142 = mul nuw nsw i64 %1118, 16
  %1143 = add nuw nsw i64 %1142, %1130
  %1144 = getelementptr inbounds nuw float, ptr @__constant_32xf32_27, i64 %1143
  %1145 = load float, ptr %1144, align 4
  %1146 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %779, 1
  %1147 = mul nuw nsw i64 %1114, 256
  %1148 = mul nuw nsw i64 %1126, 32
  %1149 = add nuw nsw i64 %1147, %1148
  %1150 = mul nuw nsw i64 %1118, 16
  %1151 = add nuw nsw i64 %1149, %1150
  %1152 = add nuw nsw i64 %1151, %1130
  %1153 = getelementptr inbounds nuw float, ptr %1146, i64 %1152
  %1154 = load float, ptr %1153, align 4
  %1155 = mul nuw nsw i64 %1118, 16
  %1156 = add nuw nsw i64 %1155, %1130
  %1157 = getelementptr inbounds nuw float, ptr @__constant_32xf32_25, i64 %1156
  %1158 = load float, ptr %1157, align 4
  %1159 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1071, 1
  %1160 = mul nuw nsw i64 %1114, 128
  %1161 = mul nuw nsw i64 %1118, 64
  %1162 = add nuw nsw i64 %1160, %1161
  %1163 = mul nuw nsw i64 %1122, 8
  %1164 = add nuw nsw i64 %1162, %1163
  %1165 = add nuw nsw i64 %1164, %1126
  %1166 = getelementptr inbounds nuw float, ptr %1159, i64 %1165
  %1167 = load float, ptr %1166, align 4
  %1168 = fadd float %1154, %1158
  %1169 = fadd float %1141, %1145
  %1170 = fmul float %1169, %1168
  %1171 = fadd float %1167, %1170
  %1172 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1071, 1
  %1173 = mul nuw nsw i64 %1114, 128
  %1174 = mul nuw nsw i64 %1118, 64
  %1175 = add nuw nsw i64 %1173, %1174
  %1176 = mul nuw nsw i64 %1122, 8
  %1177 = add nuw nsw i64 %1175, %1176
  %1178 = add nuw nsw i64 %1177, %1126
  %1179 = getelementptr inbounds nuw float, ptr %1172, i64 %1178
  store float %1171, ptr %1179, align 4
  %1180 = add i64 %1130, 1
  br label %1129

1181:                                             ; preds = %1129
  %1182 = add i64 %1126, 1
  br label %1125

1183:                                             ; preds = %1125
  %1184 = add i64 %1122, 1
  br label %1121

1185:                                             ; preds = %1121
  %1186 = add i64 %1118, 1
  br label %1117

1187:                                             ; preds = %1117
  %1188 = add i64 %1114, 1
  br label %1113

1189:                                             ; preds = %1113
  %1190 = call ptr @malloc(i64 576)
  %1191 = ptrtoint ptr %1190 to i64
  %1192 = add i64 %1191, 63
  %1193 = urem i64 %1192, 64
  %1194 = sub i64 %1192, %1193
  %1195 = inttoptr i64 %1194 to ptr
  %1196 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1190, 0
  %1197 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1196, ptr %1195, 1
  %1198 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1197, i64 0, 2
  %1199 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1198, i64 1, 3, 0
  %1200 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1199, i64 2, 3, 1
  %1201 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1200, i64 8, 3, 2
  %1202 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1201, i64 8, 3, 3
  %1203 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1202, i64 128, 4, 0
  %1204 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1203, i64 64, 4, 1
  %1205 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1204, i64 8, 4, 2
  %1206 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1205, i64 1, 4, 3
  br label %1207

1207:                                             ; preds = %1255, %1189
  %1208 = phi i64 [ %1256, %1255 ], [ 0, %1189 ]
  %1209 = icmp slt i64 %1208, 1
  br i1 %1209, label %1210, label %1257

1210:                                             ; preds = %1207
  br label %1211

1211:                                             ; preds = %1253, %1210
  %1212 = phi i64 [ %1254, %1253 ], [ 0, %1210 ]
  %1213 = icmp slt i64 %1212, 2
  br i1 %1213, label %1214, label %1255

1214:                                             ; preds = %1211
  br label %1215

1215:                                             ; preds = %1251, %1214
  %1216 = phi i64 [ %1252, %1251 ], [ 0, %1214 ]
  %1217 = icmp slt i64 %1216, 8
  br i1 %1217, label %1218, label %1253

1218:                                             ; preds = %1215
  br label %1219

1219:                                             ; preds = %1222, %1218
  %1220 = phi i64 [ %1250, %1222 ], [ 0, %1218 ]
  %1221 = icmp slt i64 %1220, 8
  br i1 %1221, label %1222, label %1251

1222:                                             ; preds = %1219
  %1223 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1071, 1
  %1224 = mul nuw nsw i64 %1208, 128
  %1225 = mul nuw nsw i64 %1212, 64
  %1226 = add nuw nsw i64 %1224, %1225
  %1227 = mul nuw nsw i64 %1216, 8
  %1228 = add nuw nsw i64 %1226, %1227
  %1229 = add nuw nsw i64 %1228, %1220
  %1230 = getelementptr inbounds nuw float, ptr %1223, i64 %1229
  %1231 = load float, ptr %1230, align 4
  %1232 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %600, 1
  %1233 = mul nuw nsw i64 %1208, 64
  %1234 = add nuw nsw i64 %1233, 0
  %1235 = mul nuw nsw i64 %1216, 8
  %1236 = add nuw nsw i64 %1234, %1235
  %1237 = add nuw nsw i64 %1236, %1220
  %1238 = getelementptr inbounds nuw float, ptr %1232, i64 %1237
  %1239 = load float, ptr %1238, align 4
  %1240 = fmul float %1231, 2.500000e-01
  %1241 = fadd float %1240, %1239
  %1242 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1206, 1
  %1243 = mul nuw nsw i64 %1208, 128
  %1244 = mul nuw nsw i64 %1212, 64
  %1245 = add nuw nsw i64 %1243, %1244
  %1246 = mul nuw nsw i64 %1216, 8
  %1247 = add nuw nsw i64 %1245, %1246
  %1248 = add nuw nsw i64 %1247, %1220
  %1249 = getelementptr inbounds nuw float, ptr %1242, i64 %1248
  store float %1241, ptr %1249, align 4
  %1250 = add i64 %1220, 1
  br label %1219

1251:                                             ; preds = %1219
  %1252 = add i64 %1216, 1
  br label %1215

1253:                                             ; preds = %1215
  %1254 = add i64 %1212, 1
  br label %1211

1255:                                             ; preds = %1211
  %1256 = add i64 %1208, 1
  br label %1207

1257:                                             ; preds = %1207
  %1258 = call ptr @malloc(i64 128)
  %1259 = ptrtoint ptr %1258 to i64
  %1260 = add i64 %1259, 63
  %1261 = urem i64 %1260, 64
  %1262 = sub i64 %1260, %1261
  %1263 = inttoptr i64 %1262 to ptr
  %1264 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1258, 0
  %1265 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1264, ptr %1263, 1
  %1266 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1265, i64 0, 2
  %1267 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1266, i64 1, 3, 0
  %1268 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1267, i64 2, 3, 1
  %1269 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1268, i64 8, 3, 2
  %1270 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1269, i64 16, 4, 0
  %1271 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1270, i64 8, 4, 1
  %1272 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1271, i64 1, 4, 2
  br label %1273

1273:                                             ; preds = %1294, %1257
  %1274 = phi i64 [ %1295, %1294 ], [ 0, %1257 ]
  %1275 = icmp slt i64 %1274, 1
  br i1 %1275, label %1276, label %1296

1276:                                             ; preds = %1273
  br label %1277

1277:                                             ; preds = %1292, %1276
  %1278 = phi i64 [ %1293, %1292 ], [ 0, %1276 ]
  %1279 = icmp slt i64 %1278, 2
  br i1 %1279, label %1280, label %1294

1280:                                             ; preds = %1277
  br label %1281

1281:                                             ; preds = %1284, %1280
  %1282 = phi i64 [ %1291, %1284 ], [ 0, %1280 ]
  %1283 = icmp slt i64 %1282, 8
  br i1 %1283, label %1284, label %1292

1284:                                             ; preds = %1281
  %1285 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1272, 1
  %1286 = mul nuw nsw i64 %1274, 16
  %1287 = mul nuw nsw i64 %1278, 8
  %1288 = add nuw nsw i64 %1286, %1287
  %1289 = add nuw nsw i64 %1288, %1282
  %1290 = getelementptr inbounds nuw float, ptr %1285, i64 %1289
  store float -inf, ptr %1290, align 4
  %1291 = add i64 %1282, 1
  br label %1281

1292:                                             ; preds = %1281
  %1293 = add i64 %1278, 1
  br label %1277

1294:                                             ; preds = %1277
  %1295 = add i64 %1274, 1
  br label %1273

1296:                                             ; preds = %1273
  %1297 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1206, 0
  %1298 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1206, 1
  %1299 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %1297, 0
  %1300 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1299, ptr %1298, 1
  %1301 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1300, i64 0, 2
  %1302 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1301, i64 1, 3, 0
  %1303 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1302, i64 128, 4, 0
  %1304 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1303, i64 2, 3, 1
  %1305 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1304, i64 64, 4, 1
  %1306 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1305, i64 8, 3, 2
  %1307 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1306, i64 8, 4, 2
  %1308 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1307, i64 1, 3, 3
  %1309 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1308, i64 8, 4, 3
  %1310 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1309, i64 8, 3, 4
  %1311 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1310, i64 1, 4, 4
  %1312 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1272, 0
  %1313 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1272, 1
  %1314 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1312, 0
  %1315 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1314, ptr %1313, 1
  %1316 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1315, i64 0, 2
  %1317 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1316, i64 1, 3, 0
  %1318 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1317, i64 16, 4, 0
  %1319 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1318, i64 2, 3, 1
  %1320 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1319, i64 8, 4, 1
  %1321 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1320, i64 8, 3, 2
  %1322 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1321, i64 1, 4, 2
  %1323 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1322, i64 1, 3, 3
  %1324 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1323, i64 1, 4, 3
  %1325 = call ptr @malloc(i64 128)
  %1326 = ptrtoint ptr %1325 to i64
  %1327 = add i64 %1326, 63
  %1328 = urem i64 %1327, 64
  %1329 = sub i64 %1327, %1328
  %1330 = inttoptr i64 %1329 to ptr
  %1331 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1325, 0
  %1332 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1331, ptr %1330, 1
  %1333 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1332, i64 0, 2
  %1334 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1333, i64 1, 3, 0
  %1335 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1334, i64 2, 3, 1
  %1336 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1335, i64 8, 3, 2
  %1337 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1336, i64 1, 3, 3
  %1338 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1337, i64 16, 4, 0
  %1339 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1338, i64 8, 4, 1
  %1340 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1339, i64 1, 4, 2
  %1341 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1340, i64 1, 4, 3
  br label %1342

1342:                                             ; preds = %1378, %1296
  %1343 = phi i64 [ %1379, %1378 ], [ 0, %1296 ]
  %1344 = icmp slt i64 %1343, 1
  br i1 %1344, label %1345, label %1380

1345:                                             ; preds = %1342
  br label %1346

1346:                                             ; preds = %1376, %1345
  %1347 = phi i64 [ %1377, %1376 ], [ 0, %1345 ]
  %1348 = icmp slt i64 %1347, 2
  br i1 %1348, label %1349, label %1378

1349:                                             ; preds = %1346
  br label %1350

1350:                                             ; preds = %1374, %1349
  %1351 = phi i64 [ %1375, %1374 ], [ 0, %1349 ]
  %1352 = icmp slt i64 %1351, 8
  br i1 %1352, label %1353, label %1376

1353:                                             ; preds = %1350
  br label %1354

1354:                                             ; preds = %1357, %1353
  %1355 = phi i64 [ %1373, %1357 ], [ 0, %1353 ]
  %1356 = icmp slt i64 %1355, 1
  br i1 %1356, label %1357, label %1374

1357:                                             ; preds = %1354
  %1358 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1324, 1
  %1359 = mul nuw nsw i64 %1343, 16
  %1360 = mul nuw nsw i64 %1347, 8
  %1361 = add nuw nsw i64 %1359, %1360
  %1362 = add nuw nsw i64 %1361, %1351
  %1363 = add nuw nsw i64 %1362, %1355
  %1364 = getelementptr inbounds nuw float, ptr %1358, i64 %1363
  %1365 = load float, ptr %1364, align 4
  %1366 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1341, 1
  %1367 = mul nuw nsw i64 %1343, 16
  %1368 = mul nuw nsw i64 %1347, 8
  %1369 = add nuw nsw i64 %1367, %1368
  %1370 = add nuw nsw i64 %1369, %1351
  %1371 = add nuw nsw i64 %1370, %1355
  %1372 = getelementptr inbounds nuw float, ptr %1366, i64 %1371
  store float %1365, ptr %1372, align 4
  %1373 = add i64 %1355, 1
  br label %1354

1374:                                             ; preds = %1354
  %1375 = add i64 %1351, 1
  br label %1350

1376:                                             ; preds = %1350
  %1377 = add i64 %1347, 1
  br label %1346

1378:                                             ; preds = %1346
  %1379 = add i64 %1343, 1
  br label %1342

1380:                                             ; preds = %1342
  br label %1381

1381:                                             ; preds = %1435, %1380
  %1382 = phi i64 [ %1436, %1435 ], [ 0, %1380 ]
  %1383 = icmp slt i64 %1382, 1
  br i1 %1383, label %1384, label %1437

1384:                                             ; preds = %1381
  br label %1385

1385:                                             ; preds = %1433, %1384
  %1386 = phi i64 [ %1434, %1433 ], [ 0, %1384 ]
  %1387 = icmp slt i64 %1386, 2
  br i1 %1387, label %1388, label %1435

1388:                                             ; preds = %1385
  br label %1389

1389:                                             ; preds = %1431, %1388
  %1390 = phi i64 [ %1432, %1431 ], [ 0, %1388 ]
  %1391 = icmp slt i64 %1390, 8
  br i1 %1391, label %1392, label %1433

1392:                                             ; preds = %1389
  br label %1393

1393:                                             ; preds = %1429, %1392
  %1394 = phi i64 [ %1430, %1429 ], [ 0, %1392 ]
  %1395 = icmp slt i64 %1394, 1
  br i1 %1395, label %1396, label %1431

1396:                                             ; preds = %1393
  br label %1397

1397:                                             ; preds = %1400, %1396
  %1398 = phi i64 [ %1428, %1400 ], [ 0, %1396 ]
  %1399 = icmp slt i64 %1398, 8
  br i1 %1399, label %1400, label %1429

1400:                                             ; preds = %1397
  %1401 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1311, 1
  %1402 = mul nuw nsw i64 %1382, 128
  %1403 = mul nuw nsw i64 %1386, 64
  %1404 = add nuw nsw i64 %1402, %1403
  %1405 = mul nuw nsw i64 %1390, 8
  %1406 = add nuw nsw i64 %1404, %1405
  %1407 = mul nuw nsw i64 %1394, 8
  %1408 = add nuw nsw i64 %1406, %1407
  %1409 = add nuw nsw i64 %1408, %1398
  %1410 = getelementptr inbounds nuw float, ptr %1401, i64 %1409
  %1411 = load float, ptr %1410, align 4
  %1412 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1341, 1
  %1413 = mul nuw nsw i64 %1382, 16
  %1414 = mul nuw nsw i64 %1386, 8
  %1415 = add nuw nsw i64 %1413, %1414
  %1416 = add nuw nsw i64 %1415, %1390
  %1417 = add nuw nsw i64 %1416, %1394
  %1418 = getelementptr inbounds nuw float, ptr %1412, i64 %1417
  %1419 = load float, ptr %1418, align 4
  %1420 = call float @llvm.maximum.f32(float %1411, float %1419)
  %1421 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1341, 1
  %1422 = mul nuw nsw i64 %1382, 16
  %1423 = mul nuw nsw i64 %1386, 8
  %1424 = add nuw nsw i64 %1422, %1423
  %1425 = add nuw nsw i64 %1424, %1390
  %1426 = add nuw nsw i64 %1425, %1394
  %1427 = getelementptr inbounds nuw float, ptr %1421, i64 %1426
  store float %1420, ptr %1427, align 4
  %1428 = add i64 %1398, 1
  br label %1397

1429:                                             ; preds = %1397
  %1430 = add i64 %1394, 1
  br label %1393

1431:                                             ; preds = %1393
  %1432 = add i64 %1390, 1
  br label %1389

1433:                                             ; preds = %1389
  %1434 = add i64 %1386, 1
  br label %1385

1435:                                             ; preds = %1385
  %1436 = add i64 %1382, 1
  br label %1381

1437:                                             ; preds = %1381
  %1438 = call ptr @malloc(i64 576)
  %1439 = ptrtoint ptr %1438 to i64
  %1440 = add i64 %1439, 63
  %1441 = urem i64 %1440, 64
  %1442 = sub i64 %1440, %1441
  %1443 = inttoptr i64 %1442 to ptr
  %1444 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1438, 0
  %1445 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1444, ptr %1443, 1
  %1446 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1445, i64 0, 2
  %1447 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1446, i64 1, 3, 0
  %1448 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1447, i64 2, 3, 1
  %1449 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1448, i64 8, 3, 2
  %1450 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1449, i64 8, 3, 3
  %1451 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1450, i64 128, 4, 0
  %1452 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1451, i64 64, 4, 1
  %1453 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1452, i64 8, 4, 2
  %1454 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1453, i64 1, 4, 3
  br label %1455

1455:                                             ; preds = %1504, %1437
  %1456 = phi i64 [ %1505, %1504 ], [ 0, %1437 ]
  %1457 = icmp slt i64 %1456, 1
  br i1 %1457, label %1458, label %1506

1458:                                             ; preds = %1455
  br label %1459

1459:                                             ; preds = %1502, %1458
  %1460 = phi i64 [ %1503, %1502 ], [ 0, %1458 ]
  %1461 = icmp slt i64 %1460, 2
  br i1 %1461, label %1462, label %1504

1462:                                             ; preds = %1459
  br label %1463

1463:                                             ; preds = %1500, %1462
  %1464 = phi i64 [ %1501, %1500 ], [ 0, %1462 ]
  %1465 = icmp slt i64 %1464, 8
  br i1 %1465, label %1466, label %1502

1466:                                             ; preds = %1463
  br label %1467

1467:                                             ; preds = %1470, %1466
  %1468 = phi i64 [ %1499, %1470 ], [ 0, %1466 ]
  %1469 = icmp slt i64 %1468, 8
  br i1 %1469, label %1470, label %1500

1470:                                             ; preds = %1467
  %1471 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1206, 1
  %1472 = mul nuw nsw i64 %1456, 128
  %1473 = mul nuw nsw i64 %1460, 64
  %1474 = add nuw nsw i64 %1472, %1473
  %1475 = mul nuw nsw i64 %1464, 8
  %1476 = add nuw nsw i64 %1474, %1475
  %1477 = add nuw nsw i64 %1476, %1468
  %1478 = getelementptr inbounds nuw float, ptr %1471, i64 %1477
  %1479 = load float, ptr %1478, align 4
  %1480 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1341, 1
  %1481 = mul nuw nsw i64 %1456, 16
  %1482 = mul nuw nsw i64 %1460, 8
  %1483 = add nuw nsw i64 %1481, %1482
  %1484 = add nuw nsw i64 %1483, %1464
  %1485 = add nuw nsw i64 %1484, 0
  %1486 = getelementptr inbounds nuw float, ptr %1480, i64 %1485
  %1487 = load float, ptr %1486, align 4
  %1488 = fsub float %1479, %1487
  %1489 = fmul float %1488, f0x3FB8AA3B
  %1490 = call float @llvm.exp2.f32(float %1489)
  %1491 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1454, 1
  %1492 = mul nuw nsw i64 %1456, 128
  %1493 = mul nuw nsw i64 %1460, 64
  %1494 = add nuw nsw i64 %1492, %1493
  %1495 = mul nuw nsw i64 %1464, 8
  %1496 = add nuw nsw i64 %1494, %1495
  %1497 = add nuw nsw i64 %1496, %1468
  %1498 = getelementptr inbounds nuw float, ptr %1491, i64 %1497
  store float %1490, ptr %1498, align 4
  %1499 = add i64 %1468, 1
  br label %1467

1500:                                             ; preds = %1467
  %1501 = add i64 %1464, 1
  br label %1463

1502:                                             ; preds = %1463
  %1503 = add i64 %1460, 1
  br label %1459

1504:                                             ; preds = %1459
  %1505 = add i64 %1456, 1
  br label %1455

1506:                                             ; preds = %1455
  %1507 = call ptr @malloc(i64 128)
  %1508 = ptrtoint ptr %1507 to i64
  %1509 = add i64 %1508, 63
  %1510 = urem i64 %1509, 64
  %1511 = sub i64 %1509, %1510
  %1512 = inttoptr i64 %1511 to ptr
  %1513 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1507, 0
  %1514 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1513, ptr %1512, 1
  %1515 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1514, i64 0, 2
  %1516 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1515, i64 1, 3, 0
  %1517 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1516, i64 2, 3, 1
  %1518 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1517, i64 8, 3, 2
  %1519 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1518, i64 1, 3, 3
  %1520 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1519, i64 16, 4, 0
  %1521 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1520, i64 8, 4, 1
  %1522 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1521, i64 1, 4, 2
  %1523 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1522, i64 1, 4, 3
  br label %1524

1524:                                             ; preds = %1552, %1506
  %1525 = phi i64 [ %1553, %1552 ], [ 0, %1506 ]
  %1526 = icmp slt i64 %1525, 1
  br i1 %1526, label %1527, label %1554

1527:                                             ; preds = %1524
  br label %1528

1528:                                             ; preds = %1550, %1527
  %1529 = phi i64 [ %1551, %1550 ], [ 0, %1527 ]
  %1530 = icmp slt i64 %1529, 2
  br i1 %1530, label %1531, label %1552

1531:                                             ; preds = %1528
  br label %1532

1532:                                             ; preds = %1548, %1531
  %1533 = phi i64 [ %1549, %1548 ], [ 0, %1531 ]
  %1534 = icmp slt i64 %1533, 8
  br i1 %1534, label %1535, label %1550

1535:                                             ; preds = %1532
  br label %1536

1536:                                             ; preds = %1539, %1535
  %1537 = phi i64 [ %1547, %1539 ], [ 0, %1535 ]
  %1538 = icmp slt i64 %1537, 1
  br i1 %1538, label %1539, label %1548

1539:                                             ; preds = %1536
  %1540 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1523, 1
  %1541 = mul nuw nsw i64 %1525, 16
  %1542 = mul nuw nsw i64 %1529, 8
  %1543 = add nuw nsw i64 %1541, %1542
  %1544 = add nuw nsw i64 %1543, %1533
  %1545 = add nuw nsw i64 %1544, %1537
  %1546 = getelementptr inbounds nuw float, ptr %1540, i64 %1545
  store float 0.000000e+00, ptr %1546, align 4
  %1547 = add i64 %1537, 1
  br label %1536

1548:                                             ; preds = %1536
  %1549 = add i64 %1533, 1
  br label %1532

1550:                                             ; preds = %1532
  %1551 = add i64 %1529, 1
  br label %1528

1552:                                             ; preds = %1528
  %1553 = add i64 %1525, 1
  br label %1524

1554:                                             ; preds = %1524
  %1555 = call ptr @malloc(i64 128)
  %1556 = ptrtoint ptr %1555 to i64
  %1557 = add i64 %1556, 63
  %1558 = urem i64 %1557, 64
  %1559 = sub i64 %1557, %1558
  %1560 = inttoptr i64 %1559 to ptr
  %1561 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1555, 0
  %1562 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1561, ptr %1560, 1
  %1563 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1562, i64 0, 2
  %1564 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1563, i64 1, 3, 0
  %1565 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1564, i64 2, 3, 1
  %1566 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1565, i64 8, 3, 2
  %1567 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1566, i64 1, 3, 3
  %1568 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1567, i64 16, 4, 0
  %1569 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1568, i64 8, 4, 1
  %1570 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1569, i64 1, 4, 2
  %1571 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1570, i64 1, 4, 3
  br label %1572

1572:                                             ; preds = %1608, %1554
  %1573 = phi i64 [ %1609, %1608 ], [ 0, %1554 ]
  %1574 = icmp slt i64 %1573, 1
  br i1 %1574, label %1575, label %1610

1575:                                             ; preds = %1572
  br label %1576

1576:                                             ; preds = %1606, %1575
  %1577 = phi i64 [ %1607, %1606 ], [ 0, %1575 ]
  %1578 = icmp slt i64 %1577, 2
  br i1 %1578, label %1579, label %1608

1579:                                             ; preds = %1576
  br label %1580

1580:                                             ; preds = %1604, %1579
  %1581 = phi i64 [ %1605, %1604 ], [ 0, %1579 ]
  %1582 = icmp slt i64 %1581, 8
  br i1 %1582, label %1583, label %1606

1583:                                             ; preds = %1580
  br label %1584

1584:                                             ; preds = %1587, %1583
  %1585 = phi i64 [ %1603, %1587 ], [ 0, %1583 ]
  %1586 = icmp slt i64 %1585, 1
  br i1 %1586, label %1587, label %1604

1587:                                             ; preds = %1584
  %1588 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1523, 1
  %1589 = mul nuw nsw i64 %1573, 16
  %1590 = mul nuw nsw i64 %1577, 8
  %1591 = add nuw nsw i64 %1589, %1590
  %1592 = add nuw nsw i64 %1591, %1581
  %1593 = add nuw nsw i64 %1592, %1585
  %1594 = getelementptr inbounds nuw float, ptr %1588, i64 %1593
  %1595 = load float, ptr %1594, align 4
  %1596 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1571, 1
  %1597 = mul nuw nsw i64 %1573, 16
  %1598 = mul nuw nsw i64 %1577, 8
  %1599 = add nuw nsw i64 %1597, %1598
  %1600 = add nuw nsw i64 %1599, %1581
  %1601 = add nuw nsw i64 %1600, %1585
  %1602 = getelementptr inbounds nuw float, ptr %1596, i64 %1601
  store float %1595, ptr %1602, align 4
  %1603 = add i64 %1585, 1
  br label %1584

1604:                                             ; preds = %1584
  %1605 = add i64 %1581, 1
  br label %1580

1606:                                             ; preds = %1580
  %1607 = add i64 %1577, 1
  br label %1576

1608:                                             ; preds = %1576
  %1609 = add i64 %1573, 1
  br label %1572

1610:                                             ; preds = %1572
  br label %1611

1611:                                             ; preds = %1657, %1610
  %1612 = phi i64 [ %1658, %1657 ], [ 0, %1610 ]
  %1613 = icmp slt i64 %1612, 1
  br i1 %1613, label %1614, label %1659

1614:                                             ; preds = %1611
  br label %1615

1615:                                             ; preds = %1655, %1614
  %1616 = phi i64 [ %1656, %1655 ], [ 0, %1614 ]
  %1617 = icmp slt i64 %1616, 2
  br i1 %1617, label %1618, label %1657

1618:                                             ; preds = %1615
  br label %1619

1619:                                             ; preds = %1653, %1618
  %1620 = phi i64 [ %1654, %1653 ], [ 0, %1618 ]
  %1621 = icmp slt i64 %1620, 8
  br i1 %1621, label %1622, label %1655

1622:                                             ; preds = %1619
  br label %1623

1623:                                             ; preds = %1626, %1622
  %1624 = phi i64 [ %1652, %1626 ], [ 0, %1622 ]
  %1625 = icmp slt i64 %1624, 8
  br i1 %1625, label %1626, label %1653

1626:                                             ; preds = %1623
  %1627 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1454, 1
  %1628 = mul nuw nsw i64 %1612, 128
  %1629 = mul nuw nsw i64 %1616, 64
  %1630 = add nuw nsw i64 %1628, %1629
  %1631 = mul nuw nsw i64 %1620, 8
  %1632 = add nuw nsw i64 %1630, %1631
  %1633 = add nuw nsw i64 %1632, %1624
  %1634 = getelementptr inbounds nuw float, ptr %1627, i64 %1633
  %1635 = load float, ptr %1634, align 4
  %1636 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1571, 1
  %1637 = mul nuw nsw i64 %1612, 16
  %1638 = mul nuw nsw i64 %1616, 8
  %1639 = add nuw nsw i64 %1637, %1638
  %1640 = add nuw nsw i64 %1639, %1620
  %1641 = add nuw nsw i64 %1640, 0
  %1642 = getelementptr inbounds nuw float, ptr %1636, i64 %1641
  %1643 = load float, ptr %1642, align 4
  %1644 = fadd float %1635, %1643
  %1645 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1571, 1
  %1646 = mul nuw nsw i64 %1612, 16
  %1647 = mul nuw nsw i64 %1616, 8
  %1648 = add nuw nsw i64 %1646, %1647
  %1649 = add nuw nsw i64 %1648, %1620
  %1650 = add nuw nsw i64 %1649, 0
  %1651 = getelementptr inbounds nuw float, ptr %1645, i64 %1650
  store float %1644, ptr %1651, align 4
  %1652 = add i64 %1624, 1
  br label %1623

1653:                                             ; preds = %1623
  %1654 = add i64 %1620, 1
  br label %1619

1655:                                             ; preds = %1619
  %1656 = add i64 %1616, 1
  br label %1615

1657:                                             ; preds = %1615
  %1658 = add i64 %1612, 1
  br label %1611

1659:                                             ; preds = %1611
  %1660 = call ptr @malloc(i64 1088)
  %1661 = ptrtoint ptr %1660 to i64
  %1662 = add i64 %1661, 63
  %1663 = urem i64 %1662, 64
  %1664 = sub i64 %1662, %1663
  %1665 = inttoptr i64 %1664 to ptr
  %1666 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1660, 0
  %1667 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1666, ptr %1665, 1
  %1668 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1667, i64 0, 2
  %1669 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1668, i64 2, 3, 0
  %1670 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1669, i64 8, 3, 1
  %1671 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1670, i64 16, 3, 2
  %1672 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1671, i64 128, 4, 0
  %1673 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1672, i64 16, 4, 1
  %1674 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1673, i64 1, 4, 2
  br label %1675

1675:                                             ; preds = %1696, %1659
  %1676 = phi i64 [ %1697, %1696 ], [ 0, %1659 ]
  %1677 = icmp slt i64 %1676, 2
  br i1 %1677, label %1678, label %1698

1678:                                             ; preds = %1675
  br label %1679

1679:                                             ; preds = %1694, %1678
  %1680 = phi i64 [ %1695, %1694 ], [ 0, %1678 ]
  %1681 = icmp slt i64 %1680, 8
  br i1 %1681, label %1682, label %1696

1682:                                             ; preds = %1679
  br label %1683

1683:                                             ; preds = %1686, %1682
  %1684 = phi i64 [ %1693, %1686 ], [ 0, %1682 ]
  %1685 = icmp slt i64 %1684, 16
  br i1 %1685, label %1686, label %1694

1686:                                             ; preds = %1683
  %1687 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1674, 1
  %1688 = mul nuw nsw i64 %1676, 128
  %1689 = mul nuw nsw i64 %1680, 16
  %1690 = add nuw nsw i64 %1688, %1689
  %1691 = add nuw nsw i64 %1690, %1684
  %1692 = getelementptr inbounds nuw float, ptr %1687, i64 %1691
  store float 0.000000e+00, ptr %1692, align 4
  %1693 = add i64 %1684, 1
  br label %1683

1694:                                             ; preds = %1683
  %1695 = add i64 %1680, 1
  br label %1679

1696:                                             ; preds = %1679
  %1697 = add i64 %1676, 1
  br label %1675

1698:                                             ; preds = %1675
  %1699 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1674, 0
  %1700 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1674, 1
  %1701 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1699, 0
  %1702 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1701, ptr %1700, 1
  %1703 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1702, i64 0, 2
  %1704 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1703, i64 1, 3, 0
  %1705 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1704, i64 256, 4, 0
  %1706 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1705, i64 2, 3, 1
  %1707 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1706, i64 128, 4, 1
  %1708 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1707, i64 8, 3, 2
  %1709 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1708, i64 16, 4, 2
  %1710 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1709, i64 16, 3, 3
  %1711 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1710, i64 1, 4, 3
  %1712 = call ptr @malloc(i64 1088)
  %1713 = ptrtoint ptr %1712 to i64
  %1714 = add i64 %1713, 63
  %1715 = urem i64 %1714, 64
  %1716 = sub i64 %1714, %1715
  %1717 = inttoptr i64 %1716 to ptr
  %1718 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1712, 0
  %1719 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1718, ptr %1717, 1
  %1720 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1719, i64 0, 2
  %1721 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1720, i64 1, 3, 0
  %1722 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1721, i64 2, 3, 1
  %1723 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1722, i64 8, 3, 2
  %1724 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1723, i64 16, 3, 3
  %1725 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1724, i64 256, 4, 0
  %1726 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1725, i64 128, 4, 1
  %1727 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1726, i64 16, 4, 2
  %1728 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1727, i64 1, 4, 3
  br label %1729

1729:                                             ; preds = %1767, %1698
  %1730 = phi i64 [ %1768, %1767 ], [ 0, %1698 ]
  %1731 = icmp slt i64 %1730, 1
  br i1 %1731, label %1732, label %1769

1732:                                             ; preds = %1729
  br label %1733

1733:                                             ; preds = %1765, %1732
  %1734 = phi i64 [ %1766, %1765 ], [ 0, %1732 ]
  %1735 = icmp slt i64 %1734, 2
  br i1 %1735, label %1736, label %1767

1736:                                             ; preds = %1733
  br label %1737

1737:                                             ; preds = %1763, %1736
  %1738 = phi i64 [ %1764, %1763 ], [ 0, %1736 ]
  %1739 = icmp slt i64 %1738, 8
  br i1 %1739, label %1740, label %1765

1740:                                             ; preds = %1737
  br label %1741

1741:                                             ; preds = %1744, %1740
  %1742 = phi i64 [ %1762, %1744 ], [ 0, %1740 ]
  %1743 = icmp slt i64 %1742, 16
  br i1 %1743, label %1744, label %1763

1744:                                             ; preds = %1741
  %1745 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1711, 1
  %1746 = mul nuw nsw i64 %1730, 256
  %1747 = mul nuw nsw i64 %1734, 128
  %1748 = add nuw nsw i64 %1746, %1747
  %1749 = mul nuw nsw i64 %1738, 16
  %1750 = add nuw nsw i64 %1748, %1749
  %1751 = add nuw nsw i64 %1750, %1742
  %1752 = getelementptr inbounds nuw float, ptr %1745, i64 %1751
  %1753 = load float, ptr %1752, align 4
  %1754 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1728, 1
  %1755 = mul nuw nsw i64 %1730, 256
  %1756 = mul nuw nsw i64 %1734, 128
  %1757 = add nuw nsw i64 %1755, %1756
  %1758 = mul nuw nsw i64 %1738, 16
  %1759 = add nuw nsw i64 %1757, %1758
  %1760 = add nuw nsw i64 %1759, %1742
  %1761 = getelementptr inbounds nuw float, ptr %1754, i64 %1760
  store float %1753, ptr %1761, align 4
  %1762 = add i64 %1742, 1
  br label %1741

1763:                                             ; preds = %1741
  %1764 = add i64 %1738, 1
  br label %1737

1765:                                             ; preds = %1737
  %1766 = add i64 %1734, 1
  br label %1733

1767:                                             ; preds = %1733
  %1768 = add i64 %1730, 1
  br label %1729

1769:                                             ; preds = %1729
  br label %1770

1770:                                             ; preds = %1848, %1769
  %1771 = phi i64 [ %1849, %1848 ], [ 0, %1769 ]
  %1772 = icmp slt i64 %1771, 1
  br i1 %1772, label %1773, label %1850

1773:                                             ; preds = %1770
  br label %1774

1774:                                             ; preds = %1846, %1773
  %1775 = phi i64 [ %1847, %1846 ], [ 0, %1773 ]
  %1776 = icmp slt i64 %1775, 2
  br i1 %1776, label %1777, label %1848

1777:                                             ; preds = %1774
  br label %1778

1778:                                             ; preds = %1844, %1777
  %1779 = phi i64 [ %1845, %1844 ], [ 0, %1777 ]
  %1780 = icmp slt i64 %1779, 8
  br i1 %1780, label %1781, label %1846

1781:                                             ; preds = %1778
  br label %1782

1782:                                             ; preds = %1842, %1781
  %1783 = phi i64 [ %1843, %1842 ], [ 0, %1781 ]
  %1784 = icmp slt i64 %1783, 16
  br i1 %1784, label %1785, label %1844

1785:                                             ; preds = %1782
  br label %1786

1786:                                             ; preds = %1789, %1785
  %1787 = phi i64 [ %1841, %1789 ], [ 0, %1785 ]
  %1788 = icmp slt i64 %1787, 8
  br i1 %1788, label %1789, label %1842

1789:                                             ; preds = %1786
  %1790 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1454, 1
  %1791 = mul nuw nsw i64 %1771, 128
  %1792 = mul nuw nsw i64 %1775, 64
  %1793 = add nuw nsw i64 %1791, %1792
  %1794 = mul nuw nsw i64 %1779, 8
  %1795 = add nuw nsw i64 %1793, %1794
  %1796 = add nuw nsw i64 %1795, %1787
  %1797 = getelementptr inbounds nuw float, ptr %1790, i64 %1796
  %1798 = load float, ptr %1797, align 4
  %1799 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1571, 1
  %1800 = mul nuw nsw i64 %1771, 16
  %1801 = mul nuw nsw i64 %1775, 8
  %1802 = add nuw nsw i64 %1800, %1801
  %1803 = add nuw nsw i64 %1802, %1779
  %1804 = add nuw nsw i64 %1803, 0
  %1805 = getelementptr inbounds nuw float, ptr %1799, i64 %1804
  %1806 = load float, ptr %1805, align 4
  %1807 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %899, 1
  %1808 = mul nuw nsw i64 %1771, 256
  %1809 = mul nuw nsw i64 %1787, 32
  %1810 = add nuw nsw i64 %1808, %1809
  %1811 = mul nuw nsw i64 %1775, 16
  %1812 = add nuw nsw i64 %1810, %1811
  %1813 = add nuw nsw i64 %1812, %1783
  %1814 = getelementptr inbounds nuw float, ptr %1807, i64 %1813
  %1815 = load float, ptr %1814, align 4
  %1816 = mul nuw nsw i64 %1775, 16
  %1817 = add nuw nsw i64 %1816, %1783
  %1818 = getelementptr inbounds nuw float, ptr @__constant_32xf32_23, i64 %1817
  %1819 = load float, ptr %1818, align 4
  %1820 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1728, 1
  %1821 = mul nuw nsw i64 %1771, 256
  %1822 = mul nuw nsw i64 %1775, 128
  %1823 = add nuw nsw i64 %1821, %1822
  %1824 = mul nuw nsw i64 %1779, 16
  %1825 = add nuw nsw i64 %1823, %1824
  %1826 = add nuw nsw i64 %1825, %1783
  %1827 = getelementptr inbounds nuw float, ptr %1820, i64 %1826
  %1828 = load float, ptr %1827, align 4
  %1829 = fadd float %1815, %1819
  %1830 = fdiv float %1798, %1806
  %1831 = fmul float %1830, %1829
  %1832 = fadd float %1828, %1831
  %1833 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1728, 1
  %1834 = mul nuw nsw i64 %1771, 256
  %1835 = mul nuw nsw i64 %1775, 128
  %1836 = add nuw nsw i64 %1834, %1835
  %1837 = mul nuw nsw i64 %1779, 16
  %1838 = add nuw nsw i64 %1836, %1837
  %1839 = add nuw nsw i64 %1838, %1783
  %1840 = getelementptr inbounds nuw float, ptr %1833, i64 %1839
  store float %1832, ptr %1840, align 4
  %1841 = add i64 %1787, 1
  br label %1786

1842:                                             ; preds = %1786
  %1843 = add i64 %1783, 1
  br label %1782

1844:                                             ; preds = %1782
  %1845 = add i64 %1779, 1
  br label %1778

1846:                                             ; preds = %1778
  %1847 = add i64 %1775, 1
  br label %1774

1848:                                             ; preds = %1774
  %1849 = add i64 %1771, 1
  br label %1770

1850:                                             ; preds = %1770
  %1851 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %613, 0
  %1852 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %613, 1
  %1853 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1851, 0
  %1854 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1853, ptr %1852, 1
  %1855 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1854, i64 0, 2
  %1856 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1855, i64 1, 3, 0
  %1857 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1856, i64 256, 4, 0
  %1858 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1857, i64 8, 3, 1
  %1859 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1858, i64 32, 4, 1
  %1860 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1859, i64 32, 3, 2
  %1861 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1860, i64 1, 4, 2
  %1862 = call ptr @malloc(i64 1088)
  %1863 = ptrtoint ptr %1862 to i64
  %1864 = add i64 %1863, 63
  %1865 = urem i64 %1864, 64
  %1866 = sub i64 %1864, %1865
  %1867 = inttoptr i64 %1866 to ptr
  %1868 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1862, 0
  %1869 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1868, ptr %1867, 1
  %1870 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1869, i64 0, 2
  %1871 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1870, i64 1, 3, 0
  %1872 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1871, i64 8, 3, 1
  %1873 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1872, i64 32, 3, 2
  %1874 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1873, i64 256, 4, 0
  %1875 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1874, i64 32, 4, 1
  %1876 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1875, i64 1, 4, 2
  br label %1877

1877:                                             ; preds = %1905, %1850
  %1878 = phi i64 [ %1906, %1905 ], [ 0, %1850 ]
  %1879 = icmp slt i64 %1878, 1
  br i1 %1879, label %1880, label %1907

1880:                                             ; preds = %1877
  br label %1881

1881:                                             ; preds = %1903, %1880
  %1882 = phi i64 [ %1904, %1903 ], [ 0, %1880 ]
  %1883 = icmp slt i64 %1882, 8
  br i1 %1883, label %1884, label %1905

1884:                                             ; preds = %1881
  br label %1885

1885:                                             ; preds = %1888, %1884
  %1886 = phi i64 [ %1902, %1888 ], [ 0, %1884 ]
  %1887 = icmp slt i64 %1886, 32
  br i1 %1887, label %1888, label %1903

1888:                                             ; preds = %1885
  %1889 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1861, 1
  %1890 = mul nuw nsw i64 %1878, 256
  %1891 = mul nuw nsw i64 %1882, 32
  %1892 = add nuw nsw i64 %1890, %1891
  %1893 = add nuw nsw i64 %1892, %1886
  %1894 = getelementptr inbounds nuw float, ptr %1889, i64 %1893
  %1895 = load float, ptr %1894, align 4
  %1896 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1876, 1
  %1897 = mul nuw nsw i64 %1878, 256
  %1898 = mul nuw nsw i64 %1882, 32
  %1899 = add nuw nsw i64 %1897, %1898
  %1900 = add nuw nsw i64 %1899, %1886
  %1901 = getelementptr inbounds nuw float, ptr %1896, i64 %1900
  store float %1895, ptr %1901, align 4
  %1902 = add i64 %1886, 1
  br label %1885

1903:                                             ; preds = %1885
  %1904 = add i64 %1882, 1
  br label %1881

1905:                                             ; preds = %1881
  %1906 = add i64 %1878, 1
  br label %1877

1907:                                             ; preds = %1877
  br label %1908

1908:                                             ; preds = %1965, %1907
  %1909 = phi i64 [ %1966, %1965 ], [ 0, %1907 ]
  %1910 = icmp slt i64 %1909, 1
  br i1 %1910, label %1911, label %1967

1911:                                             ; preds = %1908
  br label %1912

1912:                                             ; preds = %1963, %1911
  %1913 = phi i64 [ %1964, %1963 ], [ 0, %1911 ]
  %1914 = icmp slt i64 %1913, 8
  br i1 %1914, label %1915, label %1965

1915:                                             ; preds = %1912
  br label %1916

1916:                                             ; preds = %1961, %1915
  %1917 = phi i64 [ %1962, %1961 ], [ 0, %1915 ]
  %1918 = icmp slt i64 %1917, 32
  br i1 %1918, label %1919, label %1963

1919:                                             ; preds = %1916
  br label %1920

1920:                                             ; preds = %1959, %1919
  %1921 = phi i64 [ %1960, %1959 ], [ 0, %1919 ]
  %1922 = icmp slt i64 %1921, 2
  br i1 %1922, label %1923, label %1961

1923:                                             ; preds = %1920
  br label %1924

1924:                                             ; preds = %1927, %1923
  %1925 = phi i64 [ %1958, %1927 ], [ 0, %1923 ]
  %1926 = icmp slt i64 %1925, 16
  br i1 %1926, label %1927, label %1959

1927:                                             ; preds = %1924
  %1928 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1728, 1
  %1929 = mul nuw nsw i64 %1909, 256
  %1930 = mul nuw nsw i64 %1921, 128
  %1931 = add nuw nsw i64 %1929, %1930
  %1932 = mul nuw nsw i64 %1913, 16
  %1933 = add nuw nsw i64 %1931, %1932
  %1934 = add nuw nsw i64 %1933, %1925
  %1935 = getelementptr inbounds nuw float, ptr %1928, i64 %1934
  %1936 = load float, ptr %1935, align 4
  %1937 = mul nuw nsw i64 %1917, 32
  %1938 = mul nuw nsw i64 %1921, 16
  %1939 = add nuw nsw i64 %1937, %1938
  %1940 = add nuw nsw i64 %1939, %1925
  %1941 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_22, i64 %1940
  %1942 = load float, ptr %1941, align 4
  %1943 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1876, 1
  %1944 = mul nuw nsw i64 %1909, 256
  %1945 = mul nuw nsw i64 %1913, 32
  %1946 = add nuw nsw i64 %1944, %1945
  %1947 = add nuw nsw i64 %1946, %1917
  %1948 = getelementptr inbounds nuw float, ptr %1943, i64 %1947
  %1949 = load float, ptr %1948, align 4
  %1950 = fmul float %1936, %1942
  %1951 = fadd float %1949, %1950
  %1952 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1876, 1
  %1953 = mul nuw nsw i64 %1909, 256
  %1954 = mul nuw nsw i64 %1913, 32
  %1955 = add nuw nsw i64 %1953, %1954
  %1956 = add nuw nsw i64 %1955, %1917
  %1957 = getelementptr inbounds nuw float, ptr %1952, i64 %1956
  store float %1951, ptr %1957, align 4
  %1958 = add i64 %1925, 1
  br label %1924

1959:                                             ; preds = %1924
  %1960 = add i64 %1921, 1
  br label %1920

1961:                                             ; preds = %1920
  %1962 = add i64 %1917, 1
  br label %1916

1963:                                             ; preds = %1916
  %1964 = add i64 %1913, 1
  br label %1912

1965:                                             ; preds = %1912
  %1966 = add i64 %1909, 1
  br label %1908

1967:                                             ; preds = %1908
  %1968 = call ptr @malloc(i64 1088)
  %1969 = ptrtoint ptr %1968 to i64
  %1970 = add i64 %1969, 63
  %1971 = urem i64 %1970, 64
  %1972 = sub i64 %1970, %1971
  %1973 = inttoptr i64 %1972 to ptr
  %1974 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1968, 0
  %1975 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1974, ptr %1973, 1
  %1976 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1975, i64 0, 2
  %1977 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1976, i64 1, 3, 0
  %1978 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1977, i64 8, 3, 1
  %1979 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1978, i64 32, 3, 2
  %1980 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1979, i64 256, 4, 0
  %1981 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1980, i64 32, 4, 1
  %1982 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1981, i64 1, 4, 2
  br label %1983

1983:                                             ; preds = %2022, %1967
  %1984 = phi i64 [ %2023, %2022 ], [ 0, %1967 ]
  %1985 = icmp slt i64 %1984, 1
  br i1 %1985, label %1986, label %2024

1986:                                             ; preds = %1983
  br label %1987

1987:                                             ; preds = %2020, %1986
  %1988 = phi i64 [ %2021, %2020 ], [ 0, %1986 ]
  %1989 = icmp slt i64 %1988, 8
  br i1 %1989, label %1990, label %2022

1990:                                             ; preds = %1987
  br label %1991

1991:                                             ; preds = %1994, %1990
  %1992 = phi i64 [ %2019, %1994 ], [ 0, %1990 ]
  %1993 = icmp slt i64 %1992, 32
  br i1 %1993, label %1994, label %2020

1994:                                             ; preds = %1991
  %1995 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1876, 1
  %1996 = mul nuw nsw i64 %1984, 256
  %1997 = mul nuw nsw i64 %1988, 32
  %1998 = add nuw nsw i64 %1996, %1997
  %1999 = add nuw nsw i64 %1998, %1992
  %2000 = getelementptr inbounds nuw float, ptr %1995, i64 %1999
  %2001 = load float, ptr %2000, align 4
  %2002 = getelementptr inbounds nuw float, ptr @__constant_32xf32_21, i64 %1992
  %2003 = load float, ptr %2002, align 4
  %2004 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %469, 1
  %2005 = mul nuw nsw i64 %1984, 256
  %2006 = mul nuw nsw i64 %1988, 32
  %2007 = add nuw nsw i64 %2005, %2006
  %2008 = add nuw nsw i64 %2007, %1992
  %2009 = getelementptr inbounds nuw float, ptr %2004, i64 %2008
  %2010 = load float, ptr %2009, align 4
  %2011 = fadd float %2001, %2003
  %2012 = fadd float %2011, %2010
  %2013 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1982, 1
  %2014 = mul nuw nsw i64 %1984, 256
  %2015 = mul nuw nsw i64 %1988, 32
  %2016 = add nuw nsw i64 %2014, %2015
  %2017 = add nuw nsw i64 %2016, %1992
  %2018 = getelementptr inbounds nuw float, ptr %2013, i64 %2017
  store float %2012, ptr %2018, align 4
  %2019 = add i64 %1992, 1
  br label %1991

2020:                                             ; preds = %1991
  %2021 = add i64 %1988, 1
  br label %1987

2022:                                             ; preds = %1987
  %2023 = add i64 %1984, 1
  br label %1983

2024:                                             ; preds = %1983
  %2025 = call ptr @malloc(i64 2112)
  %2026 = ptrtoint ptr %2025 to i64
  %2027 = add i64 %2026, 63
  %2028 = urem i64 %2027, 64
  %2029 = sub i64 %2027, %2028
  %2030 = inttoptr i64 %2029 to ptr
  %2031 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2025, 0
  %2032 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2031, ptr %2030, 1
  %2033 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2032, i64 0, 2
  %2034 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2033, i64 1, 3, 0
  %2035 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2034, i64 8, 3, 1
  %2036 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2035, i64 32, 3, 2
  %2037 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2036, i64 256, 4, 0
  %2038 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2037, i64 32, 4, 1
  %2039 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2038, i64 1, 4, 2
  br label %2040

2040:                                             ; preds = %2069, %2024
  %2041 = phi i64 [ %2070, %2069 ], [ 0, %2024 ]
  %2042 = icmp slt i64 %2041, 1
  br i1 %2042, label %2043, label %2071

2043:                                             ; preds = %2040
  br label %2044

2044:                                             ; preds = %2067, %2043
  %2045 = phi i64 [ %2068, %2067 ], [ 0, %2043 ]
  %2046 = icmp slt i64 %2045, 8
  br i1 %2046, label %2047, label %2069

2047:                                             ; preds = %2044
  br label %2048

2048:                                             ; preds = %2051, %2047
  %2049 = phi i64 [ %2066, %2051 ], [ 0, %2047 ]
  %2050 = icmp slt i64 %2049, 32
  br i1 %2050, label %2051, label %2067

2051:                                             ; preds = %2048
  %2052 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1982, 1
  %2053 = mul nuw nsw i64 %2041, 256
  %2054 = mul nuw nsw i64 %2045, 32
  %2055 = add nuw nsw i64 %2053, %2054
  %2056 = add nuw nsw i64 %2055, %2049
  %2057 = getelementptr inbounds nuw float, ptr %2052, i64 %2056
  %2058 = load float, ptr %2057, align 4
  %2059 = fpext float %2058 to double
  %2060 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2039, 1
  %2061 = mul nuw nsw i64 %2041, 256
  %2062 = mul nuw nsw i64 %2045, 32
  %2063 = add nuw nsw i64 %2061, %2062
  %2064 = add nuw nsw i64 %2063, %2049
  %2065 = getelementptr inbounds nuw double, ptr %2060, i64 %2064
  store double %2059, ptr %2065, align 8
  %2066 = add i64 %2049, 1
  br label %2048

2067:                                             ; preds = %2048
  %2068 = add i64 %2045, 1
  br label %2044

2069:                                             ; preds = %2044
  %2070 = add i64 %2041, 1
  br label %2040

2071:                                             ; preds = %2040
  %2072 = call ptr @malloc(i64 128)
  %2073 = ptrtoint ptr %2072 to i64
  %2074 = add i64 %2073, 63
  %2075 = urem i64 %2074, 64
  %2076 = sub i64 %2074, %2075
  %2077 = inttoptr i64 %2076 to ptr
  %2078 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2072, 0
  %2079 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2078, ptr %2077, 1
  %2080 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2079, i64 0, 2
  %2081 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2080, i64 1, 3, 0
  %2082 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2081, i64 8, 3, 1
  %2083 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2082, i64 1, 3, 2
  %2084 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2083, i64 8, 4, 0
  %2085 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2084, i64 1, 4, 1
  %2086 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2085, i64 1, 4, 2
  br label %2087

2087:                                             ; preds = %2113, %2071
  %2088 = phi i64 [ %2114, %2113 ], [ 0, %2071 ]
  %2089 = icmp slt i64 %2088, 1
  br i1 %2089, label %2090, label %2115

2090:                                             ; preds = %2087
  br label %2091

2091:                                             ; preds = %2111, %2090
  %2092 = phi i64 [ %2112, %2111 ], [ 0, %2090 ]
  %2093 = icmp slt i64 %2092, 8
  br i1 %2093, label %2094, label %2113

2094:                                             ; preds = %2091
  br label %2095

2095:                                             ; preds = %2098, %2094
  %2096 = phi i64 [ %2110, %2098 ], [ 0, %2094 ]
  %2097 = icmp slt i64 %2096, 1
  br i1 %2097, label %2098, label %2111

2098:                                             ; preds = %2095
  %2099 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 1
  %2100 = mul nuw nsw i64 %2088, 8
  %2101 = add nuw nsw i64 %2100, %2092
  %2102 = add nuw nsw i64 %2101, %2096
  %2103 = getelementptr inbounds nuw double, ptr %2099, i64 %2102
  %2104 = load double, ptr %2103, align 8
  %2105 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2086, 1
  %2106 = mul nuw nsw i64 %2088, 8
  %2107 = add nuw nsw i64 %2106, %2092
  %2108 = add nuw nsw i64 %2107, %2096
  %2109 = getelementptr inbounds nuw double, ptr %2105, i64 %2108
  store double %2104, ptr %2109, align 8
  %2110 = add i64 %2096, 1
  br label %2095

2111:                                             ; preds = %2095
  %2112 = add i64 %2092, 1
  br label %2091

2113:                                             ; preds = %2091
  %2114 = add i64 %2088, 1
  br label %2087

2115:                                             ; preds = %2087
  br label %2116

2116:                                             ; preds = %2150, %2115
  %2117 = phi i64 [ %2151, %2150 ], [ 0, %2115 ]
  %2118 = icmp slt i64 %2117, 1
  br i1 %2118, label %2119, label %2152

2119:                                             ; preds = %2116
  br label %2120

2120:                                             ; preds = %2148, %2119
  %2121 = phi i64 [ %2149, %2148 ], [ 0, %2119 ]
  %2122 = icmp slt i64 %2121, 8
  br i1 %2122, label %2123, label %2150

2123:                                             ; preds = %2120
  br label %2124

2124:                                             ; preds = %2127, %2123
  %2125 = phi i64 [ %2147, %2127 ], [ 0, %2123 ]
  %2126 = icmp slt i64 %2125, 32
  br i1 %2126, label %2127, label %2148

2127:                                             ; preds = %2124
  %2128 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2039, 1
  %2129 = mul nuw nsw i64 %2117, 256
  %2130 = mul nuw nsw i64 %2121, 32
  %2131 = add nuw nsw i64 %2129, %2130
  %2132 = add nuw nsw i64 %2131, %2125
  %2133 = getelementptr inbounds nuw double, ptr %2128, i64 %2132
  %2134 = load double, ptr %2133, align 8
  %2135 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2086, 1
  %2136 = mul nuw nsw i64 %2117, 8
  %2137 = add nuw nsw i64 %2136, %2121
  %2138 = add nuw nsw i64 %2137, 0
  %2139 = getelementptr inbounds nuw double, ptr %2135, i64 %2138
  %2140 = load double, ptr %2139, align 8
  %2141 = fadd double %2134, %2140
  %2142 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2086, 1
  %2143 = mul nuw nsw i64 %2117, 8
  %2144 = add nuw nsw i64 %2143, %2121
  %2145 = add nuw nsw i64 %2144, 0
  %2146 = getelementptr inbounds nuw double, ptr %2142, i64 %2145
  store double %2141, ptr %2146, align 8
  %2147 = add i64 %2125, 1
  br label %2124

2148:                                             ; preds = %2124
  %2149 = add i64 %2121, 1
  br label %2120

2150:                                             ; preds = %2120
  %2151 = add i64 %2117, 1
  br label %2116

2152:                                             ; preds = %2116
  %2153 = call ptr @malloc(i64 128)
  %2154 = ptrtoint ptr %2153 to i64
  %2155 = add i64 %2154, 63
  %2156 = urem i64 %2155, 64
  %2157 = sub i64 %2155, %2156
  %2158 = inttoptr i64 %2157 to ptr
  %2159 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2153, 0
  %2160 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2159, ptr %2158, 1
  %2161 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2160, i64 0, 2
  %2162 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2161, i64 1, 3, 0
  %2163 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2162, i64 8, 3, 1
  %2164 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2163, i64 1, 3, 2
  %2165 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2164, i64 8, 4, 0
  %2166 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2165, i64 1, 4, 1
  %2167 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2166, i64 1, 4, 2
  br label %2168

2168:                                             ; preds = %2194, %2152
  %2169 = phi i64 [ %2195, %2194 ], [ 0, %2152 ]
  %2170 = icmp slt i64 %2169, 1
  br i1 %2170, label %2171, label %2196

2171:                                             ; preds = %2168
  br label %2172

2172:                                             ; preds = %2192, %2171
  %2173 = phi i64 [ %2193, %2192 ], [ 0, %2171 ]
  %2174 = icmp slt i64 %2173, 8
  br i1 %2174, label %2175, label %2194

2175:                                             ; preds = %2172
  br label %2176

2176:                                             ; preds = %2179, %2175
  %2177 = phi i64 [ %2191, %2179 ], [ 0, %2175 ]
  %2178 = icmp slt i64 %2177, 1
  br i1 %2178, label %2179, label %2192

2179:                                             ; preds = %2176
  %2180 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 1
  %2181 = mul nuw nsw i64 %2169, 8
  %2182 = add nuw nsw i64 %2181, %2173
  %2183 = add nuw nsw i64 %2182, %2177
  %2184 = getelementptr inbounds nuw double, ptr %2180, i64 %2183
  %2185 = load double, ptr %2184, align 8
  %2186 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2167, 1
  %2187 = mul nuw nsw i64 %2169, 8
  %2188 = add nuw nsw i64 %2187, %2173
  %2189 = add nuw nsw i64 %2188, %2177
  %2190 = getelementptr inbounds nuw double, ptr %2186, i64 %2189
  store double %2185, ptr %2190, align 8
  %2191 = add i64 %2177, 1
  br label %2176

2192:                                             ; preds = %2176
  %2193 = add i64 %2173, 1
  br label %2172

2194:                                             ; preds = %2172
  %2195 = add i64 %2169, 1
  br label %2168

2196:                                             ; preds = %2168
  br label %2197

2197:                                             ; preds = %2240, %2196
  %2198 = phi i64 [ %2241, %2240 ], [ 0, %2196 ]
  %2199 = icmp slt i64 %2198, 1
  br i1 %2199, label %2200, label %2242

2200:                                             ; preds = %2197
  br label %2201

2201:                                             ; preds = %2238, %2200
  %2202 = phi i64 [ %2239, %2238 ], [ 0, %2200 ]
  %2203 = icmp slt i64 %2202, 8
  br i1 %2203, label %2204, label %2240

2204:                                             ; preds = %2201
  br label %2205

2205:                                             ; preds = %2208, %2204
  %2206 = phi i64 [ %2237, %2208 ], [ 0, %2204 ]
  %2207 = icmp slt i64 %2206, 32
  br i1 %2207, label %2208, label %2238

2208:                                             ; preds = %2205
  %2209 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2039, 1
  %2210 = mul nuw nsw i64 %2198, 256
  %2211 = mul nuw nsw i64 %2202, 32
  %2212 = add nuw nsw i64 %2210, %2211
  %2213 = add nuw nsw i64 %2212, %2206
  %2214 = getelementptr inbounds nuw double, ptr %2209, i64 %2213
  %2215 = load double, ptr %2214, align 8
  %2216 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2086, 1
  %2217 = mul nuw nsw i64 %2198, 8
  %2218 = add nuw nsw i64 %2217, %2202
  %2219 = add nuw nsw i64 %2218, 0
  %2220 = getelementptr inbounds nuw double, ptr %2216, i64 %2219
  %2221 = load double, ptr %2220, align 8
  %2222 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2167, 1
  %2223 = mul nuw nsw i64 %2198, 8
  %2224 = add nuw nsw i64 %2223, %2202
  %2225 = add nuw nsw i64 %2224, 0
  %2226 = getelementptr inbounds nuw double, ptr %2222, i64 %2225
  %2227 = load double, ptr %2226, align 8
  %2228 = fdiv double %2221, 3.200000e+01
  %2229 = fsub double %2215, %2228
  %2230 = fmul double %2229, %2229
  %2231 = fadd double %2230, %2227
  %2232 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2167, 1
  %2233 = mul nuw nsw i64 %2198, 8
  %2234 = add nuw nsw i64 %2233, %2202
  %2235 = add nuw nsw i64 %2234, 0
  %2236 = getelementptr inbounds nuw double, ptr %2232, i64 %2235
  store double %2231, ptr %2236, align 8
  %2237 = add i64 %2206, 1
  br label %2205

2238:                                             ; preds = %2205
  %2239 = add i64 %2202, 1
  br label %2201

2240:                                             ; preds = %2201
  %2241 = add i64 %2198, 1
  br label %2197

2242:                                             ; preds = %2197
  %2243 = call ptr @malloc(i64 96)
  %2244 = ptrtoint ptr %2243 to i64
  %2245 = add i64 %2244, 63
  %2246 = urem i64 %2245, 64
  %2247 = sub i64 %2245, %2246
  %2248 = inttoptr i64 %2247 to ptr
  %2249 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2243, 0
  %2250 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2249, ptr %2248, 1
  %2251 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2250, i64 0, 2
  %2252 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2251, i64 1, 3, 0
  %2253 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2252, i64 8, 3, 1
  %2254 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2253, i64 1, 3, 2
  %2255 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2254, i64 8, 4, 0
  %2256 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2255, i64 1, 4, 1
  %2257 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2256, i64 1, 4, 2
  br label %2258

2258:                                             ; preds = %2284, %2242
  %2259 = phi i64 [ %2285, %2284 ], [ 0, %2242 ]
  %2260 = icmp slt i64 %2259, 1
  br i1 %2260, label %2261, label %2286

2261:                                             ; preds = %2258
  br label %2262

2262:                                             ; preds = %2282, %2261
  %2263 = phi i64 [ %2283, %2282 ], [ 0, %2261 ]
  %2264 = icmp slt i64 %2263, 8
  br i1 %2264, label %2265, label %2284

2265:                                             ; preds = %2262
  br label %2266

2266:                                             ; preds = %2269, %2265
  %2267 = phi i64 [ %2281, %2269 ], [ 0, %2265 ]
  %2268 = icmp slt i64 %2267, 1
  br i1 %2268, label %2269, label %2282

2269:                                             ; preds = %2266
  %2270 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %350, 1
  %2271 = mul nuw nsw i64 %2259, 8
  %2272 = add nuw nsw i64 %2271, %2263
  %2273 = add nuw nsw i64 %2272, %2267
  %2274 = getelementptr inbounds nuw float, ptr %2270, i64 %2273
  %2275 = load float, ptr %2274, align 4
  %2276 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2257, 1
  %2277 = mul nuw nsw i64 %2259, 8
  %2278 = add nuw nsw i64 %2277, %2263
  %2279 = add nuw nsw i64 %2278, %2267
  %2280 = getelementptr inbounds nuw float, ptr %2276, i64 %2279
  store float %2275, ptr %2280, align 4
  %2281 = add i64 %2267, 1
  br label %2266

2282:                                             ; preds = %2266
  %2283 = add i64 %2263, 1
  br label %2262

2284:                                             ; preds = %2262
  %2285 = add i64 %2259, 1
  br label %2258

2286:                                             ; preds = %2258
  br label %2287

2287:                                             ; preds = %2321, %2286
  %2288 = phi i64 [ %2322, %2321 ], [ 0, %2286 ]
  %2289 = icmp slt i64 %2288, 1
  br i1 %2289, label %2290, label %2323

2290:                                             ; preds = %2287
  br label %2291

2291:                                             ; preds = %2319, %2290
  %2292 = phi i64 [ %2320, %2319 ], [ 0, %2290 ]
  %2293 = icmp slt i64 %2292, 8
  br i1 %2293, label %2294, label %2321

2294:                                             ; preds = %2291
  br label %2295

2295:                                             ; preds = %2298, %2294
  %2296 = phi i64 [ %2318, %2298 ], [ 0, %2294 ]
  %2297 = icmp slt i64 %2296, 32
  br i1 %2297, label %2298, label %2319

2298:                                             ; preds = %2295
  %2299 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1982, 1
  %2300 = mul nuw nsw i64 %2288, 256
  %2301 = mul nuw nsw i64 %2292, 32
  %2302 = add nuw nsw i64 %2300, %2301
  %2303 = add nuw nsw i64 %2302, %2296
  %2304 = getelementptr inbounds nuw float, ptr %2299, i64 %2303
  %2305 = load float, ptr %2304, align 4
  %2306 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2257, 1
  %2307 = mul nuw nsw i64 %2288, 8
  %2308 = add nuw nsw i64 %2307, %2292
  %2309 = add nuw nsw i64 %2308, 0
  %2310 = getelementptr inbounds nuw float, ptr %2306, i64 %2309
  %2311 = load float, ptr %2310, align 4
  %2312 = fadd float %2305, %2311
  %2313 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2257, 1
  %2314 = mul nuw nsw i64 %2288, 8
  %2315 = add nuw nsw i64 %2314, %2292
  %2316 = add nuw nsw i64 %2315, 0
  %2317 = getelementptr inbounds nuw float, ptr %2313, i64 %2316
  store float %2312, ptr %2317, align 4
  %2318 = add i64 %2296, 1
  br label %2295

2319:                                             ; preds = %2295
  %2320 = add i64 %2292, 1
  br label %2291

2321:                                             ; preds = %2291
  %2322 = add i64 %2288, 1
  br label %2287

2323:                                             ; preds = %2287
  %2324 = call ptr @malloc(i64 1088)
  %2325 = ptrtoint ptr %2324 to i64
  %2326 = add i64 %2325, 63
  %2327 = urem i64 %2326, 64
  %2328 = sub i64 %2326, %2327
  %2329 = inttoptr i64 %2328 to ptr
  %2330 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2324, 0
  %2331 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2330, ptr %2329, 1
  %2332 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2331, i64 0, 2
  %2333 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2332, i64 1, 3, 0
  %2334 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2333, i64 8, 3, 1
  %2335 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2334, i64 32, 3, 2
  %2336 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2335, i64 256, 4, 0
  %2337 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2336, i64 32, 4, 1
  %2338 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2337, i64 1, 4, 2
  br label %2339

2339:                                             ; preds = %2393, %2323
  %2340 = phi i64 [ %2394, %2393 ], [ 0, %2323 ]
  %2341 = icmp slt i64 %2340, 1
  br i1 %2341, label %2342, label %2395

2342:                                             ; preds = %2339
  br label %2343

2343:                                             ; preds = %2391, %2342
  %2344 = phi i64 [ %2392, %2391 ], [ 0, %2342 ]
  %2345 = icmp slt i64 %2344, 8
  br i1 %2345, label %2346, label %2393

2346:                                             ; preds = %2343
  br label %2347

2347:                                             ; preds = %2350, %2346
  %2348 = phi i64 [ %2390, %2350 ], [ 0, %2346 ]
  %2349 = icmp slt i64 %2348, 32
  br i1 %2349, label %2350, label %2391

2350:                                             ; preds = %2347
  %2351 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1982, 1
  %2352 = mul nuw nsw i64 %2340, 256
  %2353 = mul nuw nsw i64 %2344, 32
  %2354 = add nuw nsw i64 %2352, %2353
  %2355 = add nuw nsw i64 %2354, %2348
  %2356 = getelementptr inbounds nuw float, ptr %2351, i64 %2355
  %2357 = load float, ptr %2356, align 4
  %2358 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2257, 1
  %2359 = mul nuw nsw i64 %2340, 8
  %2360 = add nuw nsw i64 %2359, %2344
  %2361 = add nuw nsw i64 %2360, 0
  %2362 = getelementptr inbounds nuw float, ptr %2358, i64 %2361
  %2363 = load float, ptr %2362, align 4
  %2364 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2167, 1
  %2365 = mul nuw nsw i64 %2340, 8
  %2366 = add nuw nsw i64 %2365, %2344
  %2367 = add nuw nsw i64 %2366, 0
  %2368 = getelementptr inbounds nuw double, ptr %2364, i64 %2367
  %2369 = load double, ptr %2368, align 8
  %2370 = getelementptr inbounds nuw float, ptr @__constant_32xf32_20, i64 %2348
  %2371 = load float, ptr %2370, align 4
  %2372 = getelementptr inbounds nuw float, ptr @__constant_32xf32_19, i64 %2348
  %2373 = load float, ptr %2372, align 4
  %2374 = fdiv double %2369, 3.200000e+01
  %2375 = fptrunc double %2374 to float
  %2376 = fadd float %2375, f0x2B8CBCCC
  %2377 = call float @llvm.sqrt.f32(float %2376)
  %2378 = fdiv float 1.000000e+00, %2377
  %2379 = fdiv float %2363, 3.200000e+01
  %2380 = fsub float %2357, %2379
  %2381 = fmul float %2380, %2378
  %2382 = fmul float %2381, %2371
  %2383 = fadd float %2382, %2373
  %2384 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2338, 1
  %2385 = mul nuw nsw i64 %2340, 256
  %2386 = mul nuw nsw i64 %2344, 32
  %2387 = add nuw nsw i64 %2385, %2386
  %2388 = add nuw nsw i64 %2387, %2348
  %2389 = getelementptr inbounds nuw float, ptr %2384, i64 %2388
  store float %2383, ptr %2389, align 4
  %2390 = add i64 %2348, 1
  br label %2347

2391:                                             ; preds = %2347
  %2392 = add i64 %2344, 1
  br label %2343

2393:                                             ; preds = %2343
  %2394 = add i64 %2340, 1
  br label %2339

2395:                                             ; preds = %2339
  %2396 = call ptr @malloc(i64 2112)
  %2397 = ptrtoint ptr %2396 to i64
  %2398 = add i64 %2397, 63
  %2399 = urem i64 %2398, 64
  %2400 = sub i64 %2398, %2399
  %2401 = inttoptr i64 %2400 to ptr
  %2402 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %2396, 0
  %2403 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2402, ptr %2401, 1
  %2404 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2403, i64 0, 2
  %2405 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2404, i64 8, 3, 0
  %2406 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2405, i64 64, 3, 1
  %2407 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2406, i64 64, 4, 0
  %2408 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2407, i64 1, 4, 1
  br label %2409

2409:                                             ; preds = %2422, %2395
  %2410 = phi i64 [ %2423, %2422 ], [ 0, %2395 ]
  %2411 = icmp slt i64 %2410, 8
  br i1 %2411, label %2412, label %2424

2412:                                             ; preds = %2409
  br label %2413

2413:                                             ; preds = %2416, %2412
  %2414 = phi i64 [ %2421, %2416 ], [ 0, %2412 ]
  %2415 = icmp slt i64 %2414, 64
  br i1 %2415, label %2416, label %2422

2416:                                             ; preds = %2413
  %2417 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2408, 1
  %2418 = mul nuw nsw i64 %2410, 64
  %2419 = add nuw nsw i64 %2418, %2414
  %2420 = getelementptr inbounds nuw float, ptr %2417, i64 %2419
  store float 0.000000e+00, ptr %2420, align 4
  %2421 = add i64 %2414, 1
  br label %2413

2422:                                             ; preds = %2413
  %2423 = add i64 %2410, 1
  br label %2409

2424:                                             ; preds = %2409
  %2425 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2408, 0
  %2426 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2408, 1
  %2427 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2425, 0
  %2428 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2427, ptr %2426, 1
  %2429 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2428, i64 0, 2
  %2430 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2429, i64 1, 3, 0
  %2431 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2430, i64 512, 4, 0
  %2432 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2431, i64 8, 3, 1
  %2433 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2432, i64 64, 4, 1
  %2434 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2433, i64 64, 3, 2
  %2435 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2434, i64 1, 4, 2
  %2436 = call ptr @malloc(i64 2112)
  %2437 = ptrtoint ptr %2436 to i64
  %2438 = add i64 %2437, 63
  %2439 = urem i64 %2438, 64
  %2440 = sub i64 %2438, %2439
  %2441 = inttoptr i64 %2440 to ptr
  %2442 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2436, 0
  %2443 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2442, ptr %2441, 1
  %2444 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2443, i64 0, 2
  %2445 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2444, i64 1, 3, 0
  %2446 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2445, i64 8, 3, 1
  %2447 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2446, i64 64, 3, 2
  %2448 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2447, i64 512, 4, 0
  %2449 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2448, i64 64, 4, 1
  %2450 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2449, i64 1, 4, 2
  br label %2451

2451:                                             ; preds = %2479, %2424
  %2452 = phi i64 [ %2480, %2479 ], [ 0, %2424 ]
  %2453 = icmp slt i64 %2452, 1
  br i1 %2453, label %2454, label %2481

2454:                                             ; preds = %2451
  br label %2455

2455:                                             ; preds = %2477, %2454
  %2456 = phi i64 [ %2478, %2477 ], [ 0, %2454 ]
  %2457 = icmp slt i64 %2456, 8
  br i1 %2457, label %2458, label %2479

2458:                                             ; preds = %2455
  br label %2459

2459:                                             ; preds = %2462, %2458
  %2460 = phi i64 [ %2476, %2462 ], [ 0, %2458 ]
  %2461 = icmp slt i64 %2460, 64
  br i1 %2461, label %2462, label %2477

2462:                                             ; preds = %2459
  %2463 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2435, 1
  %2464 = mul nuw nsw i64 %2452, 512
  %2465 = mul nuw nsw i64 %2456, 64
  %2466 = add nuw nsw i64 %2464, %2465
  %2467 = add nuw nsw i64 %2466, %2460
  %2468 = getelementptr inbounds nuw float, ptr %2463, i64 %2467
  %2469 = load float, ptr %2468, align 4
  %2470 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2450, 1
  %2471 = mul nuw nsw i64 %2452, 512
  %2472 = mul nuw nsw i64 %2456, 64
  %2473 = add nuw nsw i64 %2471, %2472
  %2474 = add nuw nsw i64 %2473, %2460
  %2475 = getelementptr inbounds nuw float, ptr %2470, i64 %2474
  store float %2469, ptr %2475, align 4
  %2476 = add i64 %2460, 1
  br label %2459

2477:                                             ; preds = %2459
  %2478 = add i64 %2456, 1
  br label %2455

2479:                                             ; preds = %2455
  %2480 = add i64 %2452, 1
  br label %2451

2481:                                             ; preds = %2451
  br label %2482

2482:                                             ; preds = %2529, %2481
  %2483 = phi i64 [ %2530, %2529 ], [ 0, %2481 ]
  %2484 = icmp slt i64 %2483, 1
  br i1 %2484, label %2485, label %2531

2485:                                             ; preds = %2482
  br label %2486

2486:                                             ; preds = %2527, %2485
  %2487 = phi i64 [ %2528, %2527 ], [ 0, %2485 ]
  %2488 = icmp slt i64 %2487, 8
  br i1 %2488, label %2489, label %2529

2489:                                             ; preds = %2486
  br label %2490

2490:                                             ; preds = %2525, %2489
  %2491 = phi i64 [ %2526, %2525 ], [ 0, %2489 ]
  %2492 = icmp slt i64 %2491, 64
  br i1 %2492, label %2493, label %2527

2493:                                             ; preds = %2490
  br label %2494

2494:                                             ; preds = %2497, %2493
  %2495 = phi i64 [ %2524, %2497 ], [ 0, %2493 ]
  %2496 = icmp slt i64 %2495, 32
  br i1 %2496, label %2497, label %2525

2497:                                             ; preds = %2494
  %2498 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2338, 1
  %2499 = mul nuw nsw i64 %2483, 256
  %2500 = mul nuw nsw i64 %2487, 32
  %2501 = add nuw nsw i64 %2499, %2500
  %2502 = add nuw nsw i64 %2501, %2495
  %2503 = getelementptr inbounds nuw float, ptr %2498, i64 %2502
  %2504 = load float, ptr %2503, align 4
  %2505 = mul nuw nsw i64 %2491, 32
  %2506 = add nuw nsw i64 %2505, %2495
  %2507 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_18, i64 %2506
  %2508 = load float, ptr %2507, align 4
  %2509 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2450, 1
  %2510 = mul nuw nsw i64 %2483, 512
  %2511 = mul nuw nsw i64 %2487, 64
  %2512 = add nuw nsw i64 %2510, %2511
  %2513 = add nuw nsw i64 %2512, %2491
  %2514 = getelementptr inbounds nuw float, ptr %2509, i64 %2513
  %2515 = load float, ptr %2514, align 4
  %2516 = fmul float %2504, %2508
  %2517 = fadd float %2515, %2516
  %2518 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2450, 1
  %2519 = mul nuw nsw i64 %2483, 512
  %2520 = mul nuw nsw i64 %2487, 64
  %2521 = add nuw nsw i64 %2519, %2520
  %2522 = add nuw nsw i64 %2521, %2491
  %2523 = getelementptr inbounds nuw float, ptr %2518, i64 %2522
  store float %2517, ptr %2523, align 4
  %2524 = add i64 %2495, 1
  br label %2494

2525:                                             ; preds = %2494
  %2526 = add i64 %2491, 1
  br label %2490

2527:                                             ; preds = %2490
  %2528 = add i64 %2487, 1
  br label %2486

2529:                                             ; preds = %2486
  %2530 = add i64 %2483, 1
  br label %2482

2531:                                             ; preds = %2482
  %2532 = call ptr @malloc(i64 1088)
  %2533 = ptrtoint ptr %2532 to i64
  %2534 = add i64 %2533, 63
  %2535 = urem i64 %2534, 64
  %2536 = sub i64 %2534, %2535
  %2537 = inttoptr i64 %2536 to ptr
  %2538 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2532, 0
  %2539 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2538, ptr %2537, 1
  %2540 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2539, i64 0, 2
  %2541 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2540, i64 1, 3, 0
  %2542 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2541, i64 8, 3, 1
  %2543 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2542, i64 32, 3, 2
  %2544 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2543, i64 256, 4, 0
  %2545 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2544, i64 32, 4, 1
  %2546 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2545, i64 1, 4, 2
  br label %2547

2547:                                             ; preds = %2575, %2531
  %2548 = phi i64 [ %2576, %2575 ], [ 0, %2531 ]
  %2549 = icmp slt i64 %2548, 1
  br i1 %2549, label %2550, label %2577

2550:                                             ; preds = %2547
  br label %2551

2551:                                             ; preds = %2573, %2550
  %2552 = phi i64 [ %2574, %2573 ], [ 0, %2550 ]
  %2553 = icmp slt i64 %2552, 8
  br i1 %2553, label %2554, label %2575

2554:                                             ; preds = %2551
  br label %2555

2555:                                             ; preds = %2558, %2554
  %2556 = phi i64 [ %2572, %2558 ], [ 0, %2554 ]
  %2557 = icmp slt i64 %2556, 32
  br i1 %2557, label %2558, label %2573

2558:                                             ; preds = %2555
  %2559 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1861, 1
  %2560 = mul nuw nsw i64 %2548, 256
  %2561 = mul nuw nsw i64 %2552, 32
  %2562 = add nuw nsw i64 %2560, %2561
  %2563 = add nuw nsw i64 %2562, %2556
  %2564 = getelementptr inbounds nuw float, ptr %2559, i64 %2563
  %2565 = load float, ptr %2564, align 4
  %2566 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2546, 1
  %2567 = mul nuw nsw i64 %2548, 256
  %2568 = mul nuw nsw i64 %2552, 32
  %2569 = add nuw nsw i64 %2567, %2568
  %2570 = add nuw nsw i64 %2569, %2556
  %2571 = getelementptr inbounds nuw float, ptr %2566, i64 %2570
  store float %2565, ptr %2571, align 4
  %2572 = add i64 %2556, 1
  br label %2555

2573:                                             ; preds = %2555
  %2574 = add i64 %2552, 1
  br label %2551

2575:                                             ; preds = %2551
  %2576 = add i64 %2548, 1
  br label %2547

2577:                                             ; preds = %2547
  br label %2578

2578:                                             ; preds = %2677, %2577
  %2579 = phi i64 [ %2678, %2677 ], [ 0, %2577 ]
  %2580 = icmp slt i64 %2579, 1
  br i1 %2580, label %2581, label %2679

2581:                                             ; preds = %2578
  br label %2582

2582:                                             ; preds = %2675, %2581
  %2583 = phi i64 [ %2676, %2675 ], [ 0, %2581 ]
  %2584 = icmp slt i64 %2583, 8
  br i1 %2584, label %2585, label %2677

2585:                                             ; preds = %2582
  br label %2586

2586:                                             ; preds = %2673, %2585
  %2587 = phi i64 [ %2674, %2673 ], [ 0, %2585 ]
  %2588 = icmp slt i64 %2587, 32
  br i1 %2588, label %2589, label %2675

2589:                                             ; preds = %2586
  br label %2590

2590:                                             ; preds = %2593, %2589
  %2591 = phi i64 [ %2672, %2593 ], [ 0, %2589 ]
  %2592 = icmp slt i64 %2591, 64
  br i1 %2592, label %2593, label %2673

2593:                                             ; preds = %2590
  %2594 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2450, 1
  %2595 = mul nuw nsw i64 %2579, 512
  %2596 = mul nuw nsw i64 %2583, 64
  %2597 = add nuw nsw i64 %2595, %2596
  %2598 = add nuw nsw i64 %2597, %2591
  %2599 = getelementptr inbounds nuw float, ptr %2594, i64 %2598
  %2600 = load float, ptr %2599, align 4
  %2601 = getelementptr inbounds nuw float, ptr @__constant_64xf32_17, i64 %2591
  %2602 = load float, ptr %2601, align 4
  %2603 = mul nuw nsw i64 %2587, 64
  %2604 = add nuw nsw i64 %2603, %2591
  %2605 = getelementptr inbounds nuw float, ptr @__constant_32x64xf32_16, i64 %2604
  %2606 = load float, ptr %2605, align 4
  %2607 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2546, 1
  %2608 = mul nuw nsw i64 %2579, 256
  %2609 = mul nuw nsw i64 %2583, 32
  %2610 = add nuw nsw i64 %2608, %2609
  %2611 = add nuw nsw i64 %2610, %2587
  %2612 = getelementptr inbounds nuw float, ptr %2607, i64 %2611
  %2613 = load float, ptr %2612, align 4
  %2614 = fadd float %2600, %2602
  %2615 = fdiv float %2614, f0x3FB504F3
  %2616 = fcmp olt float %2615, 0.000000e+00
  %2617 = fneg float %2615
  %2618 = select i1 %2616, float %2617, float %2615
  %2619 = fcmp olt float %2618, 8.000000e-01
  %2620 = select i1 %2619, float f0x3F906EBA, float f0x3F905225
  %2621 = select i1 %2619, float f0xBEED51AF, float -3.276070e-01
  %2622 = select i1 %2619, float f0xBF05E48B, float f0xBEBABCC4
  %2623 = select i1 %2619, float f0x3F04EC44, float f0x3EE590A2
  %2624 = select i1 %2619, float f0x3E56C688, float f0x3DF27F94
  %2625 = select i1 %2619, float f0xBE06F8EE, float f0xBDB4EEE3
  %2626 = select i1 %2619, float f0x3CD3794F, float f0x3D17D100
  %2627 = select i1 %2619, float f0x3D9782A4, float f0x3D6A78FA
  %2628 = fcmp olt float %2618, 2.000000e+00
  %2629 = select i1 %2628, float 0.000000e+00, float f0xBB58546D
  %2630 = select i1 %2628, float %2620, float f0x3B66A96A
  %2631 = select i1 %2628, float %2621, float f0xC003E25F
  %2632 = select i1 %2628, float %2622, float f0xBAB94D1E
  %2633 = select i1 %2628, float %2623, float f0x3FD0437B
  %2634 = select i1 %2628, float %2624, float f0x3984E118
  %2635 = select i1 %2628, float %2625, float f0xBF15590A
  %2636 = select i1 %2628, float %2626, float f0xB78F7C49
  %2637 = select i1 %2628, float %2627, float f0x3DA853B3
  %2638 = select i1 %2628, float 0.000000e+00, float 1.000000e+00
  %2639 = fcmp ult float %2618, 3.750000e+00
  %2640 = fmul float %2618, %2636
  %2641 = fadd float %2640, %2634
  %2642 = fmul float %2618, %2641
  %2643 = fadd float %2642, %2632
  %2644 = fmul float %2618, %2643
  %2645 = fadd float %2644, %2630
  %2646 = fmul float %2618, %2645
  %2647 = fadd float %2646, %2629
  %2648 = fmul float %2618, %2637
  %2649 = fadd float %2648, %2635
  %2650 = fmul float %2618, %2649
  %2651 = fadd float %2650, %2633
  %2652 = fmul float %2618, %2651
  %2653 = fadd float %2652, %2631
  %2654 = fmul float %2618, %2653
  %2655 = fadd float %2654, 1.000000e+00
  %2656 = fdiv float %2647, %2655
  %2657 = fadd float %2638, %2656
  %2658 = select i1 %2639, float %2657, float 1.000000e+00
  %2659 = fneg float %2658
  %2660 = select i1 %2616, float %2659, float %2658
  %2661 = fadd float %2660, 1.000000e+00
  %2662 = fmul float %2661, 5.000000e-01
  %2663 = fmul float %2614, %2662
  %2664 = fmul float %2663, %2606
  %2665 = fadd float %2613, %2664
  %2666 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2546, 1
  %2667 = mul nuw nsw i64 %2579, 256
  %2668 = mul nuw nsw i64 %2583, 32
  %2669 = add nuw nsw i64 %2667, %2668
  %2670 = add nuw nsw i64 %2669, %2587
  %2671 = getelementptr inbounds nuw float, ptr %2666, i64 %2670
  store float %2665, ptr %2671, align 4
  %2672 = add i64 %2591, 1
  br label %2590

2673:                                             ; preds = %2590
  %2674 = add i64 %2587, 1
  br label %2586

2675:                                             ; preds = %2586
  %2676 = add i64 %2583, 1
  br label %2582

2677:                                             ; preds = %2582
  %2678 = add i64 %2579, 1
  br label %2578

2679:                                             ; preds = %2578
  %2680 = call ptr @malloc(i64 1088)
  %2681 = ptrtoint ptr %2680 to i64
  %2682 = add i64 %2681, 63
  %2683 = urem i64 %2682, 64
  %2684 = sub i64 %2682, %2683
  %2685 = inttoptr i64 %2684 to ptr
  %2686 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2680, 0
  %2687 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2686, ptr %2685, 1
  %2688 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2687, i64 0, 2
  %2689 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2688, i64 1, 3, 0
  %2690 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2689, i64 8, 3, 1
  %2691 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2690, i64 32, 3, 2
  %2692 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2691, i64 256, 4, 0
  %2693 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2692, i64 32, 4, 1
  %2694 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2693, i64 1, 4, 2
  br label %2695

2695:                                             ; preds = %2734, %2679
  %2696 = phi i64 [ %2735, %2734 ], [ 0, %2679 ]
  %2697 = icmp slt i64 %2696, 1
  br i1 %2697, label %2698, label %2736

2698:                                             ; preds = %2695
  br label %2699

2699:                                             ; preds = %2732, %2698
  %2700 = phi i64 [ %2733, %2732 ], [ 0, %2698 ]
  %2701 = icmp slt i64 %2700, 8
  br i1 %2701, label %2702, label %2734

2702:                                             ; preds = %2699
  br label %2703

2703:                                             ; preds = %2706, %2702
  %2704 = phi i64 [ %2731, %2706 ], [ 0, %2702 ]
  %2705 = icmp slt i64 %2704, 32
  br i1 %2705, label %2706, label %2732

2706:                                             ; preds = %2703
  %2707 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2546, 1
  %2708 = mul nuw nsw i64 %2696, 256
  %2709 = mul nuw nsw i64 %2700, 32
  %2710 = add nuw nsw i64 %2708, %2709
  %2711 = add nuw nsw i64 %2710, %2704
  %2712 = getelementptr inbounds nuw float, ptr %2707, i64 %2711
  %2713 = load float, ptr %2712, align 4
  %2714 = getelementptr inbounds nuw float, ptr @__constant_32xf32_15, i64 %2704
  %2715 = load float, ptr %2714, align 4
  %2716 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2338, 1
  %2717 = mul nuw nsw i64 %2696, 256
  %2718 = mul nuw nsw i64 %2700, 32
  %2719 = add nuw nsw i64 %2717, %2718
  %2720 = add nuw nsw i64 %2719, %2704
  %2721 = getelementptr inbounds nuw float, ptr %2716, i64 %2720
  %2722 = load float, ptr %2721, align 4
  %2723 = fadd float %2713, %2715
  %2724 = fadd float %2723, %2722
  %2725 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2694, 1
  %2726 = mul nuw nsw i64 %2696, 256
  %2727 = mul nuw nsw i64 %2700, 32
  %2728 = add nuw nsw i64 %2726, %2727
  %2729 = add nuw nsw i64 %2728, %2704
  %2730 = getelementptr inbounds nuw float, ptr %2725, i64 %2729
  store float %2724, ptr %2730, align 4
  %2731 = add i64 %2704, 1
  br label %2703

2732:                                             ; preds = %2703
  %2733 = add i64 %2700, 1
  br label %2699

2734:                                             ; preds = %2699
  %2735 = add i64 %2696, 1
  br label %2695

2736:                                             ; preds = %2695
  %2737 = call ptr @malloc(i64 2112)
  %2738 = ptrtoint ptr %2737 to i64
  %2739 = add i64 %2738, 63
  %2740 = urem i64 %2739, 64
  %2741 = sub i64 %2739, %2740
  %2742 = inttoptr i64 %2741 to ptr
  %2743 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2737, 0
  %2744 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2743, ptr %2742, 1
  %2745 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2744, i64 0, 2
  %2746 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2745, i64 1, 3, 0
  %2747 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2746, i64 8, 3, 1
  %2748 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2747, i64 32, 3, 2
  %2749 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2748, i64 256, 4, 0
  %2750 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2749, i64 32, 4, 1
  %2751 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2750, i64 1, 4, 2
  br label %2752

2752:                                             ; preds = %2781, %2736
  %2753 = phi i64 [ %2782, %2781 ], [ 0, %2736 ]
  %2754 = icmp slt i64 %2753, 1
  br i1 %2754, label %2755, label %2783

2755:                                             ; preds = %2752
  br label %2756

2756:                                             ; preds = %2779, %2755
  %2757 = phi i64 [ %2780, %2779 ], [ 0, %2755 ]
  %2758 = icmp slt i64 %2757, 8
  br i1 %2758, label %2759, label %2781

2759:                                             ; preds = %2756
  br label %2760

2760:                                             ; preds = %2763, %2759
  %2761 = phi i64 [ %2778, %2763 ], [ 0, %2759 ]
  %2762 = icmp slt i64 %2761, 32
  br i1 %2762, label %2763, label %2779

2763:                                             ; preds = %2760
  %2764 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2694, 1
  %2765 = mul nuw nsw i64 %2753, 256
  %2766 = mul nuw nsw i64 %2757, 32
  %2767 = add nuw nsw i64 %2765, %2766
  %2768 = add nuw nsw i64 %2767, %2761
  %2769 = getelementptr inbounds nuw float, ptr %2764, i64 %2768
  %2770 = load float, ptr %2769, align 4
  %2771 = fpext float %2770 to double
  %2772 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2751, 1
  %2773 = mul nuw nsw i64 %2753, 256
  %2774 = mul nuw nsw i64 %2757, 32
  %2775 = add nuw nsw i64 %2773, %2774
  %2776 = add nuw nsw i64 %2775, %2761
  %2777 = getelementptr inbounds nuw double, ptr %2772, i64 %2776
  store double %2771, ptr %2777, align 8
  %2778 = add i64 %2761, 1
  br label %2760

2779:                                             ; preds = %2760
  %2780 = add i64 %2757, 1
  br label %2756

2781:                                             ; preds = %2756
  %2782 = add i64 %2753, 1
  br label %2752

2783:                                             ; preds = %2752
  %2784 = call ptr @malloc(i64 128)
  %2785 = ptrtoint ptr %2784 to i64
  %2786 = add i64 %2785, 63
  %2787 = urem i64 %2786, 64
  %2788 = sub i64 %2786, %2787
  %2789 = inttoptr i64 %2788 to ptr
  %2790 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2784, 0
  %2791 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2790, ptr %2789, 1
  %2792 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2791, i64 0, 2
  %2793 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2792, i64 1, 3, 0
  %2794 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2793, i64 8, 3, 1
  %2795 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2794, i64 1, 3, 2
  %2796 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2795, i64 8, 4, 0
  %2797 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2796, i64 1, 4, 1
  %2798 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2797, i64 1, 4, 2
  br label %2799

2799:                                             ; preds = %2825, %2783
  %2800 = phi i64 [ %2826, %2825 ], [ 0, %2783 ]
  %2801 = icmp slt i64 %2800, 1
  br i1 %2801, label %2802, label %2827

2802:                                             ; preds = %2799
  br label %2803

2803:                                             ; preds = %2823, %2802
  %2804 = phi i64 [ %2824, %2823 ], [ 0, %2802 ]
  %2805 = icmp slt i64 %2804, 8
  br i1 %2805, label %2806, label %2825

2806:                                             ; preds = %2803
  br label %2807

2807:                                             ; preds = %2810, %2806
  %2808 = phi i64 [ %2822, %2810 ], [ 0, %2806 ]
  %2809 = icmp slt i64 %2808, 1
  br i1 %2809, label %2810, label %2823

2810:                                             ; preds = %2807
  %2811 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 1
  %2812 = mul nuw nsw i64 %2800, 8
  %2813 = add nuw nsw i64 %2812, %2804
  %2814 = add nuw nsw i64 %2813, %2808
  %2815 = getelementptr inbounds nuw double, ptr %2811, i64 %2814
  %2816 = load double, ptr %2815, align 8
  %2817 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2798, 1
  %2818 = mul nuw nsw i64 %2800, 8
  %2819 = add nuw nsw i64 %2818, %2804
  %2820 = add nuw nsw i64 %2819, %2808
  %2821 = getelementptr inbounds nuw double, ptr %2817, i64 %2820
  store double %2816, ptr %2821, align 8
  %2822 = add i64 %2808, 1
  br label %2807

2823:                                             ; preds = %2807
  %2824 = add i64 %2804, 1
  br label %2803

2825:                                             ; preds = %2803
  %2826 = add i64 %2800, 1
  br label %2799

2827:                                             ; preds = %2799
  br label %2828

2828:                                             ; preds = %2862, %2827
  %2829 = phi i64 [ %2863, %2862 ], [ 0, %2827 ]
  %2830 = icmp slt i64 %2829, 1
  br i1 %2830, label %2831, label %2864

2831:                                             ; preds = %2828
  br label %2832

2832:                                             ; preds = %2860, %2831
  %2833 = phi i64 [ %2861, %2860 ], [ 0, %2831 ]
  %2834 = icmp slt i64 %2833, 8
  br i1 %2834, label %2835, label %2862

2835:                                             ; preds = %2832
  br label %2836

2836:                                             ; preds = %2839, %2835
  %2837 = phi i64 [ %2859, %2839 ], [ 0, %2835 ]
  %2838 = icmp slt i64 %2837, 32
  br i1 %2838, label %2839, label %2860

2839:                                             ; preds = %2836
  %2840 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2751, 1
  %2841 = mul nuw nsw i64 %2829, 256
  %2842 = mul nuw nsw i64 %2833, 32
  %2843 = add nuw nsw i64 %2841, %2842
  %2844 = add nuw nsw i64 %2843, %2837
  %2845 = getelementptr inbounds nuw double, ptr %2840, i64 %2844
  %2846 = load double, ptr %2845, align 8
  %2847 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2798, 1
  %2848 = mul nuw nsw i64 %2829, 8
  %2849 = add nuw nsw i64 %2848, %2833
  %2850 = add nuw nsw i64 %2849, 0
  %2851 = getelementptr inbounds nuw double, ptr %2847, i64 %2850
  %2852 = load double, ptr %2851, align 8
  %2853 = fadd double %2846, %2852
  %2854 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2798, 1
  %2855 = mul nuw nsw i64 %2829, 8
  %2856 = add nuw nsw i64 %2855, %2833
  %2857 = add nuw nsw i64 %2856, 0
  %2858 = getelementptr inbounds nuw double, ptr %2854, i64 %2857
  store double %2853, ptr %2858, align 8
  %2859 = add i64 %2837, 1
  br label %2836

2860:                                             ; preds = %2836
  %2861 = add i64 %2833, 1
  br label %2832

2862:                                             ; preds = %2832
  %2863 = add i64 %2829, 1
  br label %2828

2864:                                             ; preds = %2828
  %2865 = call ptr @malloc(i64 128)
  %2866 = ptrtoint ptr %2865 to i64
  %2867 = add i64 %2866, 63
  %2868 = urem i64 %2867, 64
  %2869 = sub i64 %2867, %2868
  %2870 = inttoptr i64 %2869 to ptr
  %2871 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2865, 0
  %2872 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2871, ptr %2870, 1
  %2873 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2872, i64 0, 2
  %2874 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2873, i64 1, 3, 0
  %2875 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2874, i64 8, 3, 1
  %2876 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2875, i64 1, 3, 2
  %2877 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2876, i64 8, 4, 0
  %2878 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2877, i64 1, 4, 1
  %2879 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2878, i64 1, 4, 2
  br label %2880

2880:                                             ; preds = %2906, %2864
  %2881 = phi i64 [ %2907, %2906 ], [ 0, %2864 ]
  %2882 = icmp slt i64 %2881, 1
  br i1 %2882, label %2883, label %2908

2883:                                             ; preds = %2880
  br label %2884

2884:                                             ; preds = %2904, %2883
  %2885 = phi i64 [ %2905, %2904 ], [ 0, %2883 ]
  %2886 = icmp slt i64 %2885, 8
  br i1 %2886, label %2887, label %2906

2887:                                             ; preds = %2884
  br label %2888

2888:                                             ; preds = %2891, %2887
  %2889 = phi i64 [ %2903, %2891 ], [ 0, %2887 ]
  %2890 = icmp slt i64 %2889, 1
  br i1 %2890, label %2891, label %2904

2891:                                             ; preds = %2888
  %2892 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 1
  %2893 = mul nuw nsw i64 %2881, 8
  %2894 = add nuw nsw i64 %2893, %2885
  %2895 = add nuw nsw i64 %2894, %2889
  %2896 = getelementptr inbounds nuw double, ptr %2892, i64 %2895
  %2897 = load double, ptr %2896, align 8
  %2898 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2879, 1
  %2899 = mul nuw nsw i64 %2881, 8
  %2900 = add nuw nsw i64 %2899, %2885
  %2901 = add nuw nsw i64 %2900, %2889
  %2902 = getelementptr inbounds nuw double, ptr %2898, i64 %2901
  store double %2897, ptr %2902, align 8
  %2903 = add i64 %2889, 1
  br label %2888

2904:                                             ; preds = %2888
  %2905 = add i64 %2885, 1
  br label %2884

2906:                                             ; preds = %2884
  %2907 = add i64 %2881, 1
  br label %2880

2908:                                             ; preds = %2880
  br label %2909

2909:                                             ; preds = %2952, %2908
  %2910 = phi i64 [ %2953, %2952 ], [ 0, %2908 ]
  %2911 = icmp slt i64 %2910, 1
  br i1 %2911, label %2912, label %2954

2912:                                             ; preds = %2909
  br label %2913

2913:                                             ; preds = %2950, %2912
  %2914 = phi i64 [ %2951, %2950 ], [ 0, %2912 ]
  %2915 = icmp slt i64 %2914, 8
  br i1 %2915, label %2916, label %2952

2916:                                             ; preds = %2913
  br label %2917

2917:                                             ; preds = %2920, %2916
  %2918 = phi i64 [ %2949, %2920 ], [ 0, %2916 ]
  %2919 = icmp slt i64 %2918, 32
  br i1 %2919, label %2920, label %2950

2920:                                             ; preds = %2917
  %2921 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2751, 1
  %2922 = mul nuw nsw i64 %2910, 256
  %2923 = mul nuw nsw i64 %2914, 32
  %2924 = add nuw nsw i64 %2922, %2923
  %2925 = add nuw nsw i64 %2924, %2918
  %2926 = getelementptr inbounds nuw double, ptr %2921, i64 %2925
  %2927 = load double, ptr %2926, align 8
  %2928 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2798, 1
  %2929 = mul nuw nsw i64 %2910, 8
  %2930 = add nuw nsw i64 %2929, %2914
  %2931 = add nuw nsw i64 %2930, 0
  %2932 = getelementptr inbounds nuw double, ptr %2928, i64 %2931
  %2933 = load double, ptr %2932, align 8
  %2934 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2879, 1
  %2935 = mul nuw nsw i64 %2910, 8
  %2936 = add nuw nsw i64 %2935, %2914
  %2937 = add nuw nsw i64 %2936, 0
  %2938 = getelementptr inbounds nuw double, ptr %2934, i64 %2937
  %2939 = load double, ptr %2938, align 8
  %2940 = fdiv double %2933, 3.200000e+01
  %2941 = fsub double %2927, %2940
  %2942 = fmul double %2941, %2941
  %2943 = fadd double %2942, %2939
  %2944 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2879, 1
  %2945 = mul nuw nsw i64 %2910, 8
  %2946 = add nuw nsw i64 %2945, %2914
  %2947 = add nuw nsw i64 %2946, 0
  %2948 = getelementptr inbounds nuw double, ptr %2944, i64 %2947
  store double %2943, ptr %2948, align 8
  %2949 = add i64 %2918, 1
  br label %2917

2950:                                             ; preds = %2917
  %2951 = add i64 %2914, 1
  br label %2913

2952:                                             ; preds = %2913
  %2953 = add i64 %2910, 1
  br label %2909

2954:                                             ; preds = %2909
  %2955 = call ptr @malloc(i64 96)
  %2956 = ptrtoint ptr %2955 to i64
  %2957 = add i64 %2956, 63
  %2958 = urem i64 %2957, 64
  %2959 = sub i64 %2957, %2958
  %2960 = inttoptr i64 %2959 to ptr
  %2961 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2955, 0
  %2962 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2961, ptr %2960, 1
  %2963 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2962, i64 0, 2
  %2964 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2963, i64 1, 3, 0
  %2965 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2964, i64 8, 3, 1
  %2966 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2965, i64 1, 3, 2
  %2967 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2966, i64 8, 4, 0
  %2968 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2967, i64 1, 4, 1
  %2969 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2968, i64 1, 4, 2
  br label %2970

2970:                                             ; preds = %2996, %2954
  %2971 = phi i64 [ %2997, %2996 ], [ 0, %2954 ]
  %2972 = icmp slt i64 %2971, 1
  br i1 %2972, label %2973, label %2998

2973:                                             ; preds = %2970
  br label %2974

2974:                                             ; preds = %2994, %2973
  %2975 = phi i64 [ %2995, %2994 ], [ 0, %2973 ]
  %2976 = icmp slt i64 %2975, 8
  br i1 %2976, label %2977, label %2996

2977:                                             ; preds = %2974
  br label %2978

2978:                                             ; preds = %2981, %2977
  %2979 = phi i64 [ %2993, %2981 ], [ 0, %2977 ]
  %2980 = icmp slt i64 %2979, 1
  br i1 %2980, label %2981, label %2994

2981:                                             ; preds = %2978
  %2982 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %350, 1
  %2983 = mul nuw nsw i64 %2971, 8
  %2984 = add nuw nsw i64 %2983, %2975
  %2985 = add nuw nsw i64 %2984, %2979
  %2986 = getelementptr inbounds nuw float, ptr %2982, i64 %2985
  %2987 = load float, ptr %2986, align 4
  %2988 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2969, 1
  %2989 = mul nuw nsw i64 %2971, 8
  %2990 = add nuw nsw i64 %2989, %2975
  %2991 = add nuw nsw i64 %2990, %2979
  %2992 = getelementptr inbounds nuw float, ptr %2988, i64 %2991
  store float %2987, ptr %2992, align 4
  %2993 = add i64 %2979, 1
  br label %2978

2994:                                             ; preds = %2978
  %2995 = add i64 %2975, 1
  br label %2974

2996:                                             ; preds = %2974
  %2997 = add i64 %2971, 1
  br label %2970

2998:                                             ; preds = %2970
  br label %2999

2999:                                             ; preds = %3033, %2998
  %3000 = phi i64 [ %3034, %3033 ], [ 0, %2998 ]
  %3001 = icmp slt i64 %3000, 1
  br i1 %3001, label %3002, label %3035

3002:                                             ; preds = %2999
  br label %3003

3003:                                             ; preds = %3031, %3002
  %3004 = phi i64 [ %3032, %3031 ], [ 0, %3002 ]
  %3005 = icmp slt i64 %3004, 8
  br i1 %3005, label %3006, label %3033

3006:                                             ; preds = %3003
  br label %3007

3007:                                             ; preds = %3010, %3006
  %3008 = phi i64 [ %3030, %3010 ], [ 0, %3006 ]
  %3009 = icmp slt i64 %3008, 32
  br i1 %3009, label %3010, label %3031

3010:                                             ; preds = %3007
  %3011 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2694, 1
  %3012 = mul nuw nsw i64 %3000, 256
  %3013 = mul nuw nsw i64 %3004, 32
  %3014 = add nuw nsw i64 %3012, %3013
  %3015 = add nuw nsw i64 %3014, %3008
  %3016 = getelementptr inbounds nuw float, ptr %3011, i64 %3015
  %3017 = load float, ptr %3016, align 4
  %3018 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2969, 1
  %3019 = mul nuw nsw i64 %3000, 8
  %3020 = add nuw nsw i64 %3019, %3004
  %3021 = add nuw nsw i64 %3020, 0
  %3022 = getelementptr inbounds nuw float, ptr %3018, i64 %3021
  %3023 = load float, ptr %3022, align 4
  %3024 = fadd float %3017, %3023
  %3025 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2969, 1
  %3026 = mul nuw nsw i64 %3000, 8
  %3027 = add nuw nsw i64 %3026, %3004
  %3028 = add nuw nsw i64 %3027, 0
  %3029 = getelementptr inbounds nuw float, ptr %3025, i64 %3028
  store float %3024, ptr %3029, align 4
  %3030 = add i64 %3008, 1
  br label %3007

3031:                                             ; preds = %3007
  %3032 = add i64 %3004, 1
  br label %3003

3033:                                             ; preds = %3003
  %3034 = add i64 %3000, 1
  br label %2999

3035:                                             ; preds = %2999
  %3036 = call ptr @malloc(i64 1088)
  %3037 = ptrtoint ptr %3036 to i64
  %3038 = add i64 %3037, 63
  %3039 = urem i64 %3038, 64
  %3040 = sub i64 %3038, %3039
  %3041 = inttoptr i64 %3040 to ptr
  %3042 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3036, 0
  %3043 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3042, ptr %3041, 1
  %3044 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3043, i64 0, 2
  %3045 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3044, i64 1, 3, 0
  %3046 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3045, i64 8, 3, 1
  %3047 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3046, i64 32, 3, 2
  %3048 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3047, i64 256, 4, 0
  %3049 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3048, i64 32, 4, 1
  %3050 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3049, i64 1, 4, 2
  br label %3051

3051:                                             ; preds = %3105, %3035
  %3052 = phi i64 [ %3106, %3105 ], [ 0, %3035 ]
  %3053 = icmp slt i64 %3052, 1
  br i1 %3053, label %3054, label %3107

3054:                                             ; preds = %3051
  br label %3055

3055:                                             ; preds = %3103, %3054
  %3056 = phi i64 [ %3104, %3103 ], [ 0, %3054 ]
  %3057 = icmp slt i64 %3056, 8
  br i1 %3057, label %3058, label %3105

3058:                                             ; preds = %3055
  br label %3059

3059:                                             ; preds = %3062, %3058
  %3060 = phi i64 [ %3102, %3062 ], [ 0, %3058 ]
  %3061 = icmp slt i64 %3060, 32
  br i1 %3061, label %3062, label %3103

3062:                                             ; preds = %3059
  %3063 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2694, 1
  %3064 = mul nuw nsw i64 %3052, 256
  %3065 = mul nuw nsw i64 %3056, 32
  %3066 = add nuw nsw i64 %3064, %3065
  %3067 = add nuw nsw i64 %3066, %3060
  %3068 = getelementptr inbounds nuw float, ptr %3063, i64 %3067
  %3069 = load float, ptr %3068, align 4
  %3070 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2969, 1
  %3071 = mul nuw nsw i64 %3052, 8
  %3072 = add nuw nsw i64 %3071, %3056
  %3073 = add nuw nsw i64 %3072, 0
  %3074 = getelementptr inbounds nuw float, ptr %3070, i64 %3073
  %3075 = load float, ptr %3074, align 4
  %3076 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2879, 1
  %3077 = mul nuw nsw i64 %3052, 8
  %3078 = add nuw nsw i64 %3077, %3056
  %3079 = add nuw nsw i64 %3078, 0
  %3080 = getelementptr inbounds nuw double, ptr %3076, i64 %3079
  %3081 = load double, ptr %3080, align 8
  %3082 = getelementptr inbounds nuw float, ptr @__constant_32xf32_14, i64 %3060
  %3083 = load float, ptr %3082, align 4
  %3084 = getelementptr inbounds nuw float, ptr @__constant_32xf32_13, i64 %3060
  %3085 = load float, ptr %3084, align 4
  %3086 = fdiv double %3081, 3.200000e+01
  %3087 = fptrunc double %3086 to float
  %3088 = fadd float %3087, f0x2B8CBCCC
  %3089 = call float @llvm.sqrt.f32(float %3088)
  %3090 = fdiv float 1.000000e+00, %3089
  %3091 = fdiv float %3075, 3.200000e+01
  %3092 = fsub float %3069, %3091
  %3093 = fmul float %3092, %3090
  %3094 = fmul float %3093, %3083
  %3095 = fadd float %3094, %3085
  %3096 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3050, 1
  %3097 = mul nuw nsw i64 %3052, 256
  %3098 = mul nuw nsw i64 %3056, 32
  %3099 = add nuw nsw i64 %3097, %3098
  %3100 = add nuw nsw i64 %3099, %3060
  %3101 = getelementptr inbounds nuw float, ptr %3096, i64 %3100
  store float %3095, ptr %3101, align 4
  %3102 = add i64 %3060, 1
  br label %3059

3103:                                             ; preds = %3059
  %3104 = add i64 %3056, 1
  br label %3055

3105:                                             ; preds = %3055
  %3106 = add i64 %3052, 1
  br label %3051

3107:                                             ; preds = %3051
  %3108 = call ptr @malloc(i64 1088)
  %3109 = ptrtoint ptr %3108 to i64
  %3110 = add i64 %3109, 63
  %3111 = urem i64 %3110, 64
  %3112 = sub i64 %3110, %3111
  %3113 = inttoptr i64 %3112 to ptr
  %3114 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3108, 0
  %3115 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3114, ptr %3113, 1
  %3116 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3115, i64 0, 2
  %3117 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3116, i64 1, 3, 0
  %3118 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3117, i64 8, 3, 1
  %3119 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3118, i64 2, 3, 2
  %3120 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3119, i64 16, 3, 3
  %3121 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3120, i64 256, 4, 0
  %3122 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3121, i64 32, 4, 1
  %3123 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3122, i64 16, 4, 2
  %3124 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3123, i64 1, 4, 3
  br label %3125

3125:                                             ; preds = %3163, %3107
  %3126 = phi i64 [ %3164, %3163 ], [ 0, %3107 ]
  %3127 = icmp slt i64 %3126, 1
  br i1 %3127, label %3128, label %3165

3128:                                             ; preds = %3125
  br label %3129

3129:                                             ; preds = %3161, %3128
  %3130 = phi i64 [ %3162, %3161 ], [ 0, %3128 ]
  %3131 = icmp slt i64 %3130, 8
  br i1 %3131, label %3132, label %3163

3132:                                             ; preds = %3129
  br label %3133

3133:                                             ; preds = %3159, %3132
  %3134 = phi i64 [ %3160, %3159 ], [ 0, %3132 ]
  %3135 = icmp slt i64 %3134, 2
  br i1 %3135, label %3136, label %3161

3136:                                             ; preds = %3133
  br label %3137

3137:                                             ; preds = %3140, %3136
  %3138 = phi i64 [ %3158, %3140 ], [ 0, %3136 ]
  %3139 = icmp slt i64 %3138, 16
  br i1 %3139, label %3140, label %3159

3140:                                             ; preds = %3137
  %3141 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %642, 1
  %3142 = mul nuw nsw i64 %3126, 256
  %3143 = mul nuw nsw i64 %3130, 32
  %3144 = add nuw nsw i64 %3142, %3143
  %3145 = mul nuw nsw i64 %3134, 16
  %3146 = add nuw nsw i64 %3144, %3145
  %3147 = add nuw nsw i64 %3146, %3138
  %3148 = getelementptr inbounds nuw float, ptr %3141, i64 %3147
  %3149 = load float, ptr %3148, align 4
  %3150 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3124, 1
  %3151 = mul nuw nsw i64 %3126, 256
  %3152 = mul nuw nsw i64 %3130, 32
  %3153 = add nuw nsw i64 %3151, %3152
  %3154 = mul nuw nsw i64 %3134, 16
  %3155 = add nuw nsw i64 %3153, %3154
  %3156 = add nuw nsw i64 %3155, %3138
  %3157 = getelementptr inbounds nuw float, ptr %3150, i64 %3156
  store float %3149, ptr %3157, align 4
  %3158 = add i64 %3138, 1
  br label %3137

3159:                                             ; preds = %3137
  %3160 = add i64 %3134, 1
  br label %3133

3161:                                             ; preds = %3133
  %3162 = add i64 %3130, 1
  br label %3129

3163:                                             ; preds = %3129
  %3164 = add i64 %3126, 1
  br label %3125

3165:                                             ; preds = %3125
  br label %3166

3166:                                             ; preds = %3225, %3165
  %3167 = phi i64 [ %3226, %3225 ], [ 0, %3165 ]
  %3168 = icmp slt i64 %3167, 1
  br i1 %3168, label %3169, label %3227

3169:                                             ; preds = %3166
  br label %3170

3170:                                             ; preds = %3223, %3169
  %3171 = phi i64 [ %3224, %3223 ], [ 0, %3169 ]
  %3172 = icmp slt i64 %3171, 8
  br i1 %3172, label %3173, label %3225

3173:                                             ; preds = %3170
  br label %3174

3174:                                             ; preds = %3221, %3173
  %3175 = phi i64 [ %3222, %3221 ], [ 0, %3173 ]
  %3176 = icmp slt i64 %3175, 2
  br i1 %3176, label %3177, label %3223

3177:                                             ; preds = %3174
  br label %3178

3178:                                             ; preds = %3219, %3177
  %3179 = phi i64 [ %3220, %3219 ], [ 0, %3177 ]
  %3180 = icmp slt i64 %3179, 16
  br i1 %3180, label %3181, label %3221

3181:                                             ; preds = %3178
  br label %3182

3182:                                             ; preds = %3185, %3181
  %3183 = phi i64 [ %3218, %3185 ], [ 0, %3181 ]
  %3184 = icmp slt i64 %3183, 32
  br i1 %3184, label %3185, label %3219

3185:                                             ; preds = %3182
  %3186 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3050, 1
  %3187 = mul nuw nsw i64 %3167, 256
  %3188 = mul nuw nsw i64 %3171, 32
  %3189 = add nuw nsw i64 %3187, %3188
  %3190 = add nuw nsw i64 %3189, %3183
  %3191 = getelementptr inbounds nuw float, ptr %3186, i64 %3190
  %3192 = load float, ptr %3191, align 4
  %3193 = mul nuw nsw i64 %3175, 512
  %3194 = mul nuw nsw i64 %3179, 32
  %3195 = add nuw nsw i64 %3193, %3194
  %3196 = add nuw nsw i64 %3195, %3183
  %3197 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_12, i64 %3196
  %3198 = load float, ptr %3197, align 4
  %3199 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3124, 1
  %3200 = mul nuw nsw i64 %3167, 256
  %3201 = mul nuw nsw i64 %3171, 32
  %3202 = add nuw nsw i64 %3200, %3201
  %3203 = mul nuw nsw i64 %3175, 16
  %3204 = add nuw nsw i64 %3202, %3203
  %3205 = add nuw nsw i64 %3204, %3179
  %3206 = getelementptr inbounds nuw float, ptr %3199, i64 %3205
  %3207 = load float, ptr %3206, align 4
  %3208 = fmul float %3192, %3198
  %3209 = fadd float %3207, %3208
  %3210 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3124, 1
  %3211 = mul nuw nsw i64 %3167, 256
  %3212 = mul nuw nsw i64 %3171, 32
  %3213 = add nuw nsw i64 %3211, %3212
  %3214 = mul nuw nsw i64 %3175, 16
  %3215 = add nuw nsw i64 %3213, %3214
  %3216 = add nuw nsw i64 %3215, %3179
  %3217 = getelementptr inbounds nuw float, ptr %3210, i64 %3216
  store float %3209, ptr %3217, align 4
  %3218 = add i64 %3183, 1
  br label %3182

3219:                                             ; preds = %3182
  %3220 = add i64 %3179, 1
  br label %3178

3221:                                             ; preds = %3178
  %3222 = add i64 %3175, 1
  br label %3174

3223:                                             ; preds = %3174
  %3224 = add i64 %3171, 1
  br label %3170

3225:                                             ; preds = %3170
  %3226 = add i64 %3167, 1
  br label %3166

3227:                                             ; preds = %3166
  %3228 = call ptr @malloc(i64 1088)
  %3229 = ptrtoint ptr %3228 to i64
  %3230 = add i64 %3229, 63
  %3231 = urem i64 %3230, 64
  %3232 = sub i64 %3230, %3231
  %3233 = inttoptr i64 %3232 to ptr
  %3234 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3228, 0
  %3235 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3234, ptr %3233, 1
  %3236 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3235, i64 0, 2
  %3237 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3236, i64 1, 3, 0
  %3238 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3237, i64 8, 3, 1
  %3239 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3238, i64 2, 3, 2
  %3240 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3239, i64 16, 3, 3
  %3241 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3240, i64 256, 4, 0
  %3242 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3241, i64 32, 4, 1
  %3243 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3242, i64 16, 4, 2
  %3244 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3243, i64 1, 4, 3
  br label %3245

3245:                                             ; preds = %3283, %3227
  %3246 = phi i64 [ %3284, %3283 ], [ 0, %3227 ]
  %3247 = icmp slt i64 %3246, 1
  br i1 %3247, label %3248, label %3285

3248:                                             ; preds = %3245
  br label %3249

3249:                                             ; preds = %3281, %3248
  %3250 = phi i64 [ %3282, %3281 ], [ 0, %3248 ]
  %3251 = icmp slt i64 %3250, 8
  br i1 %3251, label %3252, label %3283

3252:                                             ; preds = %3249
  br label %3253

3253:                                             ; preds = %3279, %3252
  %3254 = phi i64 [ %3280, %3279 ], [ 0, %3252 ]
  %3255 = icmp slt i64 %3254, 2
  br i1 %3255, label %3256, label %3281

3256:                                             ; preds = %3253
  br label %3257

3257:                                             ; preds = %3260, %3256
  %3258 = phi i64 [ %3278, %3260 ], [ 0, %3256 ]
  %3259 = icmp slt i64 %3258, 16
  br i1 %3259, label %3260, label %3279

3260:                                             ; preds = %3257
  %3261 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %642, 1
  %3262 = mul nuw nsw i64 %3246, 256
  %3263 = mul nuw nsw i64 %3250, 32
  %3264 = add nuw nsw i64 %3262, %3263
  %3265 = mul nuw nsw i64 %3254, 16
  %3266 = add nuw nsw i64 %3264, %3265
  %3267 = add nuw nsw i64 %3266, %3258
  %3268 = getelementptr inbounds nuw float, ptr %3261, i64 %3267
  %3269 = load float, ptr %3268, align 4
  %3270 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3244, 1
  %3271 = mul nuw nsw i64 %3246, 256
  %3272 = mul nuw nsw i64 %3250, 32
  %3273 = add nuw nsw i64 %3271, %3272
  %3274 = mul nuw nsw i64 %3254, 16
  %3275 = add nuw nsw i64 %3273, %3274
  %3276 = add nuw nsw i64 %3275, %3258
  %3277 = getelementptr inbounds nuw float, ptr %3270, i64 %3276
  store float %3269, ptr %3277, align 4
  %3278 = add i64 %3258, 1
  br label %3257

3279:                                             ; preds = %3257
  %3280 = add i64 %3254, 1
  br label %3253

3281:                                             ; preds = %3253
  %3282 = add i64 %3250, 1
  br label %3249

3283:                                             ; preds = %3249
  %3284 = add i64 %3246, 1
  br label %3245

3285:                                             ; preds = %3245
  br label %3286

3286:                                             ; preds = %3345, %3285
  %3287 = phi i64 [ %3346, %3345 ], [ 0, %3285 ]
  %3288 = icmp slt i64 %3287, 1
  br i1 %3288, label %3289, label %3347

3289:                                             ; preds = %3286
  br label %3290

3290:                                             ; preds = %3343, %3289
  %3291 = phi i64 [ %3344, %3343 ], [ 0, %3289 ]
  %3292 = icmp slt i64 %3291, 8
  br i1 %3292, label %3293, label %3345

3293:                                             ; preds = %3290
  br label %3294

3294:                                             ; preds = %3341, %3293
  %3295 = phi i64 [ %3342, %3341 ], [ 0, %3293 ]
  %3296 = icmp slt i64 %3295, 2
  br i1 %3296, label %3297, label %3343

3297:                                             ; preds = %3294
  br label %3298

3298:                                             ; preds = %3339, %3297
  %3299 = phi i64 [ %3340, %3339 ], [ 0, %3297 ]
  %3300 = icmp slt i64 %3299, 16
  br i1 %3300, label %3301, label %3341

3301:                                             ; preds = %3298
  br label %3302

3302:                                             ; preds = %3305, %3301
  %3303 = phi i64 [ %3338, %3305 ], [ 0, %3301 ]
  %3304 = icmp slt i64 %3303, 32
  br i1 %3304, label %3305, label %3339

3305:                                             ; preds = %3302
  %3306 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3050, 1
  %3307 = mul nuw nsw i64 %3287, 256
  %3308 = mul nuw nsw i64 %3291, 32
  %3309 = add nuw nsw i64 %3307, %3308
  %3310 = add nuw nsw i64 %3309, %3303
  %3311 = getelementptr inbounds nuw float, ptr %3306, i64 %3310
  %3312 = load float, ptr %3311, align 4
  %3313 = mul nuw nsw i64 %3295, 512
  %3314 = mul nuw nsw i64 %3299, 32
  %3315 = add nuw nsw i64 %3313, %3314
  %3316 = add nuw nsw i64 %3315, %3303
  %3317 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_10, i64 %3316
  %3318 = load float, ptr %3317, align 4
  %3319 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3244, 1
  %3320 = mul nuw nsw i64 %3287, 256
  %3321 = mul nuw nsw i64 %3291, 32
  %3322 = add nuw nsw i64 %3320, %3321
  %3323 = mul nuw nsw i64 %3295, 16
  %3324 = add nuw nsw i64 %3322, %3323
  %3325 = add nuw nsw i64 %3324, %3299
  %3326 = getelementptr inbounds nuw float, ptr %3319, i64 %3325
  %3327 = load float, ptr %3326, align 4
  %3328 = fmul float %3312, %3318
  %3329 = fadd float %3327, %3328
  %3330 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3244, 1
  %3331 = mul nuw nsw i64 %3287, 256
  %3332 = mul nuw nsw i64 %3291, 32
  %3333 = add nuw nsw i64 %3331, %3332
  %3334 = mul nuw nsw i64 %3295, 16
  %3335 = add nuw nsw i64 %3333, %3334
  %3336 = add nuw nsw i64 %3335, %3299
  %3337 = getelementptr inbounds nuw float, ptr %3330, i64 %3336
  store float %3329, ptr %3337, align 4
  %3338 = add i64 %3303, 1
  br label %3302

3339:                                             ; preds = %3302
  %3340 = add i64 %3299, 1
  br label %3298

3341:                                             ; preds = %3298
  %3342 = add i64 %3295, 1
  br label %3294

3343:                                             ; preds = %3294
  %3344 = add i64 %3291, 1
  br label %3290

3345:                                             ; preds = %3290
  %3346 = add i64 %3287, 1
  br label %3286

3347:                                             ; preds = %3286
  %3348 = call ptr @malloc(i64 1088)
  %3349 = ptrtoint ptr %3348 to i64
  %3350 = add i64 %3349, 63
  %3351 = urem i64 %3350, 64
  %3352 = sub i64 %3350, %3351
  %3353 = inttoptr i64 %3352 to ptr
  %3354 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3348, 0
  %3355 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3354, ptr %3353, 1
  %3356 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3355, i64 0, 2
  %3357 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3356, i64 1, 3, 0
  %3358 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3357, i64 8, 3, 1
  %3359 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3358, i64 2, 3, 2
  %3360 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3359, i64 16, 3, 3
  %3361 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3360, i64 256, 4, 0
  %3362 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3361, i64 32, 4, 1
  %3363 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3362, i64 16, 4, 2
  %3364 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3363, i64 1, 4, 3
  br label %3365

3365:                                             ; preds = %3403, %3347
  %3366 = phi i64 [ %3404, %3403 ], [ 0, %3347 ]
  %3367 = icmp slt i64 %3366, 1
  br i1 %3367, label %3368, label %3405

3368:                                             ; preds = %3365
  br label %3369

3369:                                             ; preds = %3401, %3368
  %3370 = phi i64 [ %3402, %3401 ], [ 0, %3368 ]
  %3371 = icmp slt i64 %3370, 8
  br i1 %3371, label %3372, label %3403

3372:                                             ; preds = %3369
  br label %3373

3373:                                             ; preds = %3399, %3372
  %3374 = phi i64 [ %3400, %3399 ], [ 0, %3372 ]
  %3375 = icmp slt i64 %3374, 2
  br i1 %3375, label %3376, label %3401

3376:                                             ; preds = %3373
  br label %3377

3377:                                             ; preds = %3380, %3376
  %3378 = phi i64 [ %3398, %3380 ], [ 0, %3376 ]
  %3379 = icmp slt i64 %3378, 16
  br i1 %3379, label %3380, label %3399

3380:                                             ; preds = %3377
  %3381 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %642, 1
  %3382 = mul nuw nsw i64 %3366, 256
  %3383 = mul nuw nsw i64 %3370, 32
  %3384 = add nuw nsw i64 %3382, %3383
  %3385 = mul nuw nsw i64 %3374, 16
  %3386 = add nuw nsw i64 %3384, %3385
  %3387 = add nuw nsw i64 %3386, %3378
  %3388 = getelementptr inbounds nuw float, ptr %3381, i64 %3387
  %3389 = load float, ptr %3388, align 4
  %3390 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3364, 1
  %3391 = mul nuw nsw i64 %3366, 256
  %3392 = mul nuw nsw i64 %3370, 32
  %3393 = add nuw nsw i64 %3391, %3392
  %3394 = mul nuw nsw i64 %3374, 16
  %3395 = add nuw nsw i64 %3393, %3394
  %3396 = add nuw nsw i64 %3395, %3378
  %3397 = getelementptr inbounds nuw float, ptr %3390, i64 %3396
  store float %3389, ptr %3397, align 4
  %3398 = add i64 %3378, 1
  br label %3377

3399:                                             ; preds = %3377
  %3400 = add i64 %3374, 1
  br label %3373

3401:                                             ; preds = %3373
  %3402 = add i64 %3370, 1
  br label %3369

3403:                                             ; preds = %3369
  %3404 = add i64 %3366, 1
  br label %3365

3405:                                             ; preds = %3365
  br label %3406

3406:                                             ; preds = %3465, %3405
  %3407 = phi i64 [ %3466, %3465 ], [ 0, %3405 ]
  %3408 = icmp slt i64 %3407, 1
  br i1 %3408, label %3409, label %3467

3409:                                             ; preds = %3406
  br label %3410

3410:                                             ; preds = %3463, %3409
  %3411 = phi i64 [ %3464, %3463 ], [ 0, %3409 ]
  %3412 = icmp slt i64 %3411, 8
  br i1 %3412, label %3413, label %3465

3413:                                             ; preds = %3410
  br label %3414

3414:                                             ; preds = %3461, %3413
  %3415 = phi i64 [ %3462, %3461 ], [ 0, %3413 ]
  %3416 = icmp slt i64 %3415, 2
  br i1 %3416, label %3417, label %3463

3417:                                             ; preds = %3414
  br label %3418

3418:                                             ; preds = %3459, %3417
  %3419 = phi i64 [ %3460, %3459 ], [ 0, %3417 ]
  %3420 = icmp slt i64 %3419, 16
  br i1 %3420, label %3421, label %3461

3421:                                             ; preds = %3418
  br label %3422

3422:                                             ; preds = %3425, %3421
  %3423 = phi i64 [ %3458, %3425 ], [ 0, %3421 ]
  %3424 = icmp slt i64 %3423, 32
  br i1 %3424, label %3425, label %3459

3425:                                             ; preds = %3422
  %3426 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3050, 1
  %3427 = mul nuw nsw i64 %3407, 256
  %3428 = mul nuw nsw i64 %3411, 32
  %3429 = add nuw nsw i64 %3427, %3428
  %3430 = add nuw nsw i64 %3429, %3423
  %3431 = getelementptr inbounds nuw float, ptr %3426, i64 %3430
  %3432 = load float, ptr %3431, align 4
  %3433 = mul nuw nsw i64 %3415, 512
  %3434 = mul nuw nsw i64 %3419, 32
  %3435 = add nuw nsw i64 %3433, %3434
  %3436 = add nuw nsw i64 %3435, %3423
  %3437 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_8, i64 %3436
  %3438 = load float, ptr %3437, align 4
  %3439 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3364, 1
  %3440 = mul nuw nsw i64 %3407, 256
  %3441 = mul nuw nsw i64 %3411, 32
  %3442 = add nuw nsw i64 %3440, %3441
  %3443 = mul nuw nsw i64 %3415, 16
  %3444 = add nuw nsw i64 %3442, %3443
  %3445 = add nuw nsw i64 %3444, %3419
  %3446 = getelementptr inbounds nuw float, ptr %3439, i64 %3445
  %3447 = load float, ptr %3446, align 4
  %3448 = fmul float %3432, %3438
  %3449 = fadd float %3447, %3448
  %3450 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3364, 1
  %3451 = mul nuw nsw i64 %3407, 256
  %3452 = mul nuw nsw i64 %3411, 32
  %3453 = add nuw nsw i64 %3451, %3452
  %3454 = mul nuw nsw i64 %3415, 16
  %3455 = add nuw nsw i64 %3453, %3454
  %3456 = add nuw nsw i64 %3455, %3419
  %3457 = getelementptr inbounds nuw float, ptr %3450, i64 %3456
  store float %3449, ptr %3457, align 4
  %3458 = add i64 %3423, 1
  br label %3422

3459:                                             ; preds = %3422
  %3460 = add i64 %3419, 1
  br label %3418

3461:                                             ; preds = %3418
  %3462 = add i64 %3415, 1
  br label %3414

3463:                                             ; preds = %3414
  %3464 = add i64 %3411, 1
  br label %3410

3465:                                             ; preds = %3410
  %3466 = add i64 %3407, 1
  br label %3406

3467:                                             ; preds = %3406
  %3468 = call ptr @malloc(i64 576)
  %3469 = ptrtoint ptr %3468 to i64
  %3470 = add i64 %3469, 63
  %3471 = urem i64 %3470, 64
  %3472 = sub i64 %3470, %3471
  %3473 = inttoptr i64 %3472 to ptr
  %3474 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3468, 0
  %3475 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3474, ptr %3473, 1
  %3476 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3475, i64 0, 2
  %3477 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3476, i64 1, 3, 0
  %3478 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3477, i64 2, 3, 1
  %3479 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3478, i64 8, 3, 2
  %3480 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3479, i64 8, 3, 3
  %3481 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3480, i64 128, 4, 0
  %3482 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3481, i64 64, 4, 1
  %3483 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3482, i64 8, 4, 2
  %3484 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3483, i64 1, 4, 3
  br label %3485

3485:                                             ; preds = %3523, %3467
  %3486 = phi i64 [ %3524, %3523 ], [ 0, %3467 ]
  %3487 = icmp slt i64 %3486, 1
  br i1 %3487, label %3488, label %3525

3488:                                             ; preds = %3485
  br label %3489

3489:                                             ; preds = %3521, %3488
  %3490 = phi i64 [ %3522, %3521 ], [ 0, %3488 ]
  %3491 = icmp slt i64 %3490, 2
  br i1 %3491, label %3492, label %3523

3492:                                             ; preds = %3489
  br label %3493

3493:                                             ; preds = %3519, %3492
  %3494 = phi i64 [ %3520, %3519 ], [ 0, %3492 ]
  %3495 = icmp slt i64 %3494, 8
  br i1 %3495, label %3496, label %3521

3496:                                             ; preds = %3493
  br label %3497

3497:                                             ; preds = %3500, %3496
  %3498 = phi i64 [ %3518, %3500 ], [ 0, %3496 ]
  %3499 = icmp slt i64 %3498, 8
  br i1 %3499, label %3500, label %3519

3500:                                             ; preds = %3497
  %3501 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1054, 1
  %3502 = mul nuw nsw i64 %3486, 128
  %3503 = mul nuw nsw i64 %3490, 64
  %3504 = add nuw nsw i64 %3502, %3503
  %3505 = mul nuw nsw i64 %3494, 8
  %3506 = add nuw nsw i64 %3504, %3505
  %3507 = add nuw nsw i64 %3506, %3498
  %3508 = getelementptr inbounds nuw float, ptr %3501, i64 %3507
  %3509 = load float, ptr %3508, align 4
  %3510 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3484, 1
  %3511 = mul nuw nsw i64 %3486, 128
  %3512 = mul nuw nsw i64 %3490, 64
  %3513 = add nuw nsw i64 %3511, %3512
  %3514 = mul nuw nsw i64 %3494, 8
  %3515 = add nuw nsw i64 %3513, %3514
  %3516 = add nuw nsw i64 %3515, %3498
  %3517 = getelementptr inbounds nuw float, ptr %3510, i64 %3516
  store float %3509, ptr %3517, align 4
  %3518 = add i64 %3498, 1
  br label %3497

3519:                                             ; preds = %3497
  %3520 = add i64 %3494, 1
  br label %3493

3521:                                             ; preds = %3493
  %3522 = add i64 %3490, 1
  br label %3489

3523:                                             ; preds = %3489
  %3524 = add i64 %3486, 1
  br label %3485

3525:                                             ; preds = %3485
  br label %3526

3526:                                             ; preds = %3600, %3525
  %3527 = phi i64 [ %3601, %3600 ], [ 0, %3525 ]
  %3528 = icmp slt i64 %3527, 1
  br i1 %3528, label %3529, label %3602

3529:                                             ; preds = %3526
  br label %3530

3530:                                             ; preds = %3598, %3529
  %3531 = phi i64 [ %3599, %3598 ], [ 0, %3529 ]
  %3532 = icmp slt i64 %3531, 2
  br i1 %3532, label %3533, label %3600

3533:                                             ; preds = %3530
  br label %3534

3534:                                             ; preds = %3596, %3533
  %3535 = phi i64 [ %3597, %3596 ], [ 0, %3533 ]
  %3536 = icmp slt i64 %3535, 8
  br i1 %3536, label %3537, label %3598

3537:                                             ; preds = %3534
  br label %3538

3538:                                             ; preds = %3594, %3537
  %3539 = phi i64 [ %3595, %3594 ], [ 0, %3537 ]
  %3540 = icmp slt i64 %3539, 8
  br i1 %3540, label %3541, label %3596

3541:                                             ; preds = %3538
  br label %3542

3542:                                             ; preds = %3545, %3541
  %3543 = phi i64 [ %3593, %3545 ], [ 0, %3541 ]
  %3544 = icmp slt i64 %3543, 16
  br i1 %3544, label %3545, label %3594

3545:                                             ; preds = %3542
  %3546 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3124, 1
  %3547 = mul nuw nsw i64 %3527, 256
  %3548 = mul nuw nsw i64 %3535, 32
  %3549 = add nuw nsw i64 %3547, %3548
  %3550 = mul nuw nsw i64 %3531, 16
  %3551 = add nuw nsw i64 %3549, %3550
  %3552 = add nuw nsw i64 %3551, %3543
  %3553 = getelementptr inbounds nuw float, ptr %3546, i64 %3552
  %3554 = load float, ptr %3553, align 4
  %3555 = mul nuw nsw i64 %3531, 16
  %3556 = add nuw nsw i64 %3555, %3543
  %3557 = getelementptr inbounds nuw float, ptr @__constant_32xf32_11, i64 %3556
  %3558 = load float, ptr %3557, align 4
  %3559 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3244, 1
  %3560 = mul nuw nsw i64 %3527, 256
  %3561 = mul nuw nsw i64 %3539, 32
  %3562 = add nuw nsw i64 %3560, %3561
  %3563 = mul nuw nsw i64 %3531, 16
  %3564 = add nuw nsw i64 %3562, %3563
  %3565 = add nuw nsw i64 %3564, %3543
  %3566 = getelementptr inbounds nuw float, ptr %3559, i64 %3565
  %3567 = load float, ptr %3566, align 4
  %3568 = mul nuw nsw i64 %3531, 16
  %3569 = add nuw nsw i64 %3568, %3543
  %3570 = getelementptr inbounds nuw float, ptr @__constant_32xf32_9, i64 %3569
  %3571 = load float, ptr %3570, align 4
  %3572 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3484, 1
  %3573 = mul nuw nsw i64 %3527, 128
  %3574 = mul nuw nsw i64 %3531, 64
  %3575 = add nuw nsw i64 %3573, %3574
  %3576 = mul nuw nsw i64 %3535, 8
  %3577 = add nuw nsw i64 %3575, %3576
  %3578 = add nuw nsw i64 %3577, %3539
  %3579 = getelementptr inbounds nuw float, ptr %3572, i64 %3578
  %3580 = load float, ptr %3579, align 4
  %3581 = fadd float %3567, %3571
  %3582 = fadd float %3554, %3558
  %3583 = fmul float %3582, %3581
  %3584 = fadd float %3580, %3583
  %3585 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3484, 1
  %3586 = mul nuw nsw i64 %3527, 128
  %3587 = mul nuw nsw i64 %3531, 64
  %3588 = add nuw nsw i64 %3586, %3587
  %3589 = mul nuw nsw i64 %3535, 8
  %3590 = add nuw nsw i64 %3588, %3589
  %3591 = add nuw nsw i64 %3590, %3539
  %3592 = getelementptr inbounds nuw float, ptr %3585, i64 %3591
  store float %3584, ptr %3592, align 4
  %3593 = add i64 %3543, 1
  br label %3542

3594:                                             ; preds = %3542
  %3595 = add i64 %3539, 1
  br label %3538

3596:                                             ; preds = %3538
  %3597 = add i64 %3535, 1
  br label %3534

3598:                                             ; preds = %3534
  %3599 = add i64 %3531, 1
  br label %3530

3600:                                             ; preds = %3530
  %3601 = add i64 %3527, 1
  br label %3526

3602:                                             ; preds = %3526
  %3603 = call ptr @malloc(i64 576)
  %3604 = ptrtoint ptr %3603 to i64
  %3605 = add i64 %3604, 63
  %3606 = urem i64 %3605, 64
  %3607 = sub i64 %3605, %3606
  %3608 = inttoptr i64 %3607 to ptr
  %3609 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3603, 0
  %3610 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3609, ptr %3608, 1
  %3611 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3610, i64 0, 2
  %3612 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3611, i64 1, 3, 0
  %3613 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3612, i64 2, 3, 1
  %3614 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3613, i64 8, 3, 2
  %3615 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3614, i64 8, 3, 3
  %3616 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3615, i64 128, 4, 0
  %3617 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3616, i64 64, 4, 1
  %3618 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3617, i64 8, 4, 2
  %3619 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3618, i64 1, 4, 3
  br label %3620

3620:                                             ; preds = %3668, %3602
  %3621 = phi i64 [ %3669, %3668 ], [ 0, %3602 ]
  %3622 = icmp slt i64 %3621, 1
  br i1 %3622, label %3623, label %3670

3623:                                             ; preds = %3620
  br label %3624

3624:                                             ; preds = %3666, %3623
  %3625 = phi i64 [ %3667, %3666 ], [ 0, %3623 ]
  %3626 = icmp slt i64 %3625, 2
  br i1 %3626, label %3627, label %3668

3627:                                             ; preds = %3624
  br label %3628

3628:                                             ; preds = %3664, %3627
  %3629 = phi i64 [ %3665, %3664 ], [ 0, %3627 ]
  %3630 = icmp slt i64 %3629, 8
  br i1 %3630, label %3631, label %3666

3631:                                             ; preds = %3628
  br label %3632

3632:                                             ; preds = %3635, %3631
  %3633 = phi i64 [ %3663, %3635 ], [ 0, %3631 ]
  %3634 = icmp slt i64 %3633, 8
  br i1 %3634, label %3635, label %3664

3635:                                             ; preds = %3632
  %3636 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3484, 1
  %3637 = mul nuw nsw i64 %3621, 128
  %3638 = mul nuw nsw i64 %3625, 64
  %3639 = add nuw nsw i64 %3637, %3638
  %3640 = mul nuw nsw i64 %3629, 8
  %3641 = add nuw nsw i64 %3639, %3640
  %3642 = add nuw nsw i64 %3641, %3633
  %3643 = getelementptr inbounds nuw float, ptr %3636, i64 %3642
  %3644 = load float, ptr %3643, align 4
  %3645 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %600, 1
  %3646 = mul nuw nsw i64 %3621, 64
  %3647 = add nuw nsw i64 %3646, 0
  %3648 = mul nuw nsw i64 %3629, 8
  %3649 = add nuw nsw i64 %3647, %3648
  %3650 = add nuw nsw i64 %3649, %3633
  %3651 = getelementptr inbounds nuw float, ptr %3645, i64 %3650
  %3652 = load float, ptr %3651, align 4
  %3653 = fmul float %3644, 2.500000e-01
  %3654 = fadd float %3653, %3652
  %3655 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3619, 1
  %3656 = mul nuw nsw i64 %3621, 128
  %3657 = mul nuw nsw i64 %3625, 64
  %3658 = add nuw nsw i64 %3656, %3657
  %3659 = mul nuw nsw i64 %3629, 8
  %3660 = add nuw nsw i64 %3658, %3659
  %3661 = add nuw nsw i64 %3660, %3633
  %3662 = getelementptr inbounds nuw float, ptr %3655, i64 %3661
  store float %3654, ptr %3662, align 4
  %3663 = add i64 %3633, 1
  br label %3632

3664:                                             ; preds = %3632
  %3665 = add i64 %3629, 1
  br label %3628

3666:                                             ; preds = %3628
  %3667 = add i64 %3625, 1
  br label %3624

3668:                                             ; preds = %3624
  %3669 = add i64 %3621, 1
  br label %3620

3670:                                             ; preds = %3620
  %3671 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3619, 0
  %3672 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3619, 1
  %3673 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %3671, 0
  %3674 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3673, ptr %3672, 1
  %3675 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3674, i64 0, 2
  %3676 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3675, i64 1, 3, 0
  %3677 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3676, i64 128, 4, 0
  %3678 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3677, i64 2, 3, 1
  %3679 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3678, i64 64, 4, 1
  %3680 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3679, i64 8, 3, 2
  %3681 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3680, i64 8, 4, 2
  %3682 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3681, i64 1, 3, 3
  %3683 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3682, i64 8, 4, 3
  %3684 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3683, i64 8, 3, 4
  %3685 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3684, i64 1, 4, 4
  %3686 = call ptr @malloc(i64 128)
  %3687 = ptrtoint ptr %3686 to i64
  %3688 = add i64 %3687, 63
  %3689 = urem i64 %3688, 64
  %3690 = sub i64 %3688, %3689
  %3691 = inttoptr i64 %3690 to ptr
  %3692 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3686, 0
  %3693 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3692, ptr %3691, 1
  %3694 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3693, i64 0, 2
  %3695 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3694, i64 1, 3, 0
  %3696 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3695, i64 2, 3, 1
  %3697 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3696, i64 8, 3, 2
  %3698 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3697, i64 1, 3, 3
  %3699 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3698, i64 16, 4, 0
  %3700 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3699, i64 8, 4, 1
  %3701 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3700, i64 1, 4, 2
  %3702 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3701, i64 1, 4, 3
  br label %3703

3703:                                             ; preds = %3739, %3670
  %3704 = phi i64 [ %3740, %3739 ], [ 0, %3670 ]
  %3705 = icmp slt i64 %3704, 1
  br i1 %3705, label %3706, label %3741

3706:                                             ; preds = %3703
  br label %3707

3707:                                             ; preds = %3737, %3706
  %3708 = phi i64 [ %3738, %3737 ], [ 0, %3706 ]
  %3709 = icmp slt i64 %3708, 2
  br i1 %3709, label %3710, label %3739

3710:                                             ; preds = %3707
  br label %3711

3711:                                             ; preds = %3735, %3710
  %3712 = phi i64 [ %3736, %3735 ], [ 0, %3710 ]
  %3713 = icmp slt i64 %3712, 8
  br i1 %3713, label %3714, label %3737

3714:                                             ; preds = %3711
  br label %3715

3715:                                             ; preds = %3718, %3714
  %3716 = phi i64 [ %3734, %3718 ], [ 0, %3714 ]
  %3717 = icmp slt i64 %3716, 1
  br i1 %3717, label %3718, label %3735

3718:                                             ; preds = %3715
  %3719 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1324, 1
  %3720 = mul nuw nsw i64 %3704, 16
  %3721 = mul nuw nsw i64 %3708, 8
  %3722 = add nuw nsw i64 %3720, %3721
  %3723 = add nuw nsw i64 %3722, %3712
  %3724 = add nuw nsw i64 %3723, %3716
  %3725 = getelementptr inbounds nuw float, ptr %3719, i64 %3724
  %3726 = load float, ptr %3725, align 4
  %3727 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3702, 1
  %3728 = mul nuw nsw i64 %3704, 16
  %3729 = mul nuw nsw i64 %3708, 8
  %3730 = add nuw nsw i64 %3728, %3729
  %3731 = add nuw nsw i64 %3730, %3712
  %3732 = add nuw nsw i64 %3731, %3716
  %3733 = getelementptr inbounds nuw float, ptr %3727, i64 %3732
  store float %3726, ptr %3733, align 4
  %3734 = add i64 %3716, 1
  br label %3715

3735:                                             ; preds = %3715
  %3736 = add i64 %3712, 1
  br label %3711

3737:                                             ; preds = %3711
  %3738 = add i64 %3708, 1
  br label %3707

3739:                                             ; preds = %3707
  %3740 = add i64 %3704, 1
  br label %3703

3741:                                             ; preds = %3703
  br label %3742

3742:                                             ; preds = %3796, %3741
  %3743 = phi i64 [ %3797, %3796 ], [ 0, %3741 ]
  %3744 = icmp slt i64 %3743, 1
  br i1 %3744, label %3745, label %3798

3745:                                             ; preds = %3742
  br label %3746

3746:                                             ; preds = %3794, %3745
  %3747 = phi i64 [ %3795, %3794 ], [ 0, %3745 ]
  %3748 = icmp slt i64 %3747, 2
  br i1 %3748, label %3749, label %3796

3749:                                             ; preds = %3746
  br label %3750

3750:                                             ; preds = %3792, %3749
  %3751 = phi i64 [ %3793, %3792 ], [ 0, %3749 ]
  %3752 = icmp slt i64 %3751, 8
  br i1 %3752, label %3753, label %3794

3753:                                             ; preds = %3750
  br label %3754

3754:                                             ; preds = %3790, %3753
  %3755 = phi i64 [ %3791, %3790 ], [ 0, %3753 ]
  %3756 = icmp slt i64 %3755, 1
  br i1 %3756, label %3757, label %3792

3757:                                             ; preds = %3754
  br label %3758

3758:                                             ; preds = %3761, %3757
  %3759 = phi i64 [ %3789, %3761 ], [ 0, %3757 ]
  %3760 = icmp slt i64 %3759, 8
  br i1 %3760, label %3761, label %3790

3761:                                             ; preds = %3758
  %3762 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3685, 1
  %3763 = mul nuw nsw i64 %3743, 128
  %3764 = mul nuw nsw i64 %3747, 64
  %3765 = add nuw nsw i64 %3763, %3764
  %3766 = mul nuw nsw i64 %3751, 8
  %3767 = add nuw nsw i64 %3765, %3766
  %3768 = mul nuw nsw i64 %3755, 8
  %3769 = add nuw nsw i64 %3767, %3768
  %3770 = add nuw nsw i64 %3769, %3759
  %3771 = getelementptr inbounds nuw float, ptr %3762, i64 %3770
  %3772 = load float, ptr %3771, align 4
  %3773 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3702, 1
  %3774 = mul nuw nsw i64 %3743, 16
  %3775 = mul nuw nsw i64 %3747, 8
  %3776 = add nuw nsw i64 %3774, %3775
  %3777 = add nuw nsw i64 %3776, %3751
  %3778 = add nuw nsw i64 %3777, %3755
  %3779 = getelementptr inbounds nuw float, ptr %3773, i64 %3778
  %3780 = load float, ptr %3779, align 4
  %3781 = call float @llvm.maximum.f32(float %3772, float %3780)
  %3782 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3702, 1
  %3783 = mul nuw nsw i64 %3743, 16
  %3784 = mul nuw nsw i64 %3747, 8
  %3785 = add nuw nsw i64 %3783, %3784
  %3786 = add nuw nsw i64 %3785, %3751
  %3787 = add nuw nsw i64 %3786, %3755
  %3788 = getelementptr inbounds nuw float, ptr %3782, i64 %3787
  store float %3781, ptr %3788, align 4
  %3789 = add i64 %3759, 1
  br label %3758

3790:                                             ; preds = %3758
  %3791 = add i64 %3755, 1
  br label %3754

3792:                                             ; preds = %3754
  %3793 = add i64 %3751, 1
  br label %3750

3794:                                             ; preds = %3750
  %3795 = add i64 %3747, 1
  br label %3746

3796:                                             ; preds = %3746
  %3797 = add i64 %3743, 1
  br label %3742

3798:                                             ; preds = %3742
  %3799 = call ptr @malloc(i64 576)
  %3800 = ptrtoint ptr %3799 to i64
  %3801 = add i64 %3800, 63
  %3802 = urem i64 %3801, 64
  %3803 = sub i64 %3801, %3802
  %3804 = inttoptr i64 %3803 to ptr
  %3805 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3799, 0
  %3806 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3805, ptr %3804, 1
  %3807 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3806, i64 0, 2
  %3808 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3807, i64 1, 3, 0
  %3809 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3808, i64 2, 3, 1
  %3810 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3809, i64 8, 3, 2
  %3811 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3810, i64 8, 3, 3
  %3812 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3811, i64 128, 4, 0
  %3813 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3812, i64 64, 4, 1
  %3814 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3813, i64 8, 4, 2
  %3815 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3814, i64 1, 4, 3
  br label %3816

3816:                                             ; preds = %3865, %3798
  %3817 = phi i64 [ %3866, %3865 ], [ 0, %3798 ]
  %3818 = icmp slt i64 %3817, 1
  br i1 %3818, label %3819, label %3867

3819:                                             ; preds = %3816
  br label %3820

3820:                                             ; preds = %3863, %3819
  %3821 = phi i64 [ %3864, %3863 ], [ 0, %3819 ]
  %3822 = icmp slt i64 %3821, 2
  br i1 %3822, label %3823, label %3865

3823:                                             ; preds = %3820
  br label %3824

3824:                                             ; preds = %3861, %3823
  %3825 = phi i64 [ %3862, %3861 ], [ 0, %3823 ]
  %3826 = icmp slt i64 %3825, 8
  br i1 %3826, label %3827, label %3863

3827:                                             ; preds = %3824
  br label %3828

3828:                                             ; preds = %3831, %3827
  %3829 = phi i64 [ %3860, %3831 ], [ 0, %3827 ]
  %3830 = icmp slt i64 %3829, 8
  br i1 %3830, label %3831, label %3861

3831:                                             ; preds = %3828
  %3832 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3619, 1
  %3833 = mul nuw nsw i64 %3817, 128
  %3834 = mul nuw nsw i64 %3821, 64
  %3835 = add nuw nsw i64 %3833, %3834
  %3836 = mul nuw nsw i64 %3825, 8
  %3837 = add nuw nsw i64 %3835, %3836
  %3838 = add nuw nsw i64 %3837, %3829
  %3839 = getelementptr inbounds nuw float, ptr %3832, i64 %3838
  %3840 = load float, ptr %3839, align 4
  %3841 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3702, 1
  %3842 = mul nuw nsw i64 %3817, 16
  %3843 = mul nuw nsw i64 %3821, 8
  %3844 = add nuw nsw i64 %3842, %3843
  %3845 = add nuw nsw i64 %3844, %3825
  %3846 = add nuw nsw i64 %3845, 0
  %3847 = getelementptr inbounds nuw float, ptr %3841, i64 %3846
  %3848 = load float, ptr %3847, align 4
  %3849 = fsub float %3840, %3848
  %3850 = fmul float %3849, f0x3FB8AA3B
  %3851 = call float @llvm.exp2.f32(float %3850)
  %3852 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3815, 1
  %3853 = mul nuw nsw i64 %3817, 128
  %3854 = mul nuw nsw i64 %3821, 64
  %3855 = add nuw nsw i64 %3853, %3854
  %3856 = mul nuw nsw i64 %3825, 8
  %3857 = add nuw nsw i64 %3855, %3856
  %3858 = add nuw nsw i64 %3857, %3829
  %3859 = getelementptr inbounds nuw float, ptr %3852, i64 %3858
  store float %3851, ptr %3859, align 4
  %3860 = add i64 %3829, 1
  br label %3828

3861:                                             ; preds = %3828
  %3862 = add i64 %3825, 1
  br label %3824

3863:                                             ; preds = %3824
  %3864 = add i64 %3821, 1
  br label %3820

3865:                                             ; preds = %3820
  %3866 = add i64 %3817, 1
  br label %3816

3867:                                             ; preds = %3816
  %3868 = call ptr @malloc(i64 128)
  %3869 = ptrtoint ptr %3868 to i64
  %3870 = add i64 %3869, 63
  %3871 = urem i64 %3870, 64
  %3872 = sub i64 %3870, %3871
  %3873 = inttoptr i64 %3872 to ptr
  %3874 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3868, 0
  %3875 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3874, ptr %3873, 1
  %3876 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3875, i64 0, 2
  %3877 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3876, i64 1, 3, 0
  %3878 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3877, i64 2, 3, 1
  %3879 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3878, i64 8, 3, 2
  %3880 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3879, i64 1, 3, 3
  %3881 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3880, i64 16, 4, 0
  %3882 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3881, i64 8, 4, 1
  %3883 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3882, i64 1, 4, 2
  %3884 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3883, i64 1, 4, 3
  br label %3885

3885:                                             ; preds = %3921, %3867
  %3886 = phi i64 [ %3922, %3921 ], [ 0, %3867 ]
  %3887 = icmp slt i64 %3886, 1
  br i1 %3887, label %3888, label %3923

3888:                                             ; preds = %3885
  br label %3889

3889:                                             ; preds = %3919, %3888
  %3890 = phi i64 [ %3920, %3919 ], [ 0, %3888 ]
  %3891 = icmp slt i64 %3890, 2
  br i1 %3891, label %3892, label %3921

3892:                                             ; preds = %3889
  br label %3893

3893:                                             ; preds = %3917, %3892
  %3894 = phi i64 [ %3918, %3917 ], [ 0, %3892 ]
  %3895 = icmp slt i64 %3894, 8
  br i1 %3895, label %3896, label %3919

3896:                                             ; preds = %3893
  br label %3897

3897:                                             ; preds = %3900, %3896
  %3898 = phi i64 [ %3916, %3900 ], [ 0, %3896 ]
  %3899 = icmp slt i64 %3898, 1
  br i1 %3899, label %3900, label %3917

3900:                                             ; preds = %3897
  %3901 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1523, 1
  %3902 = mul nuw nsw i64 %3886, 16
  %3903 = mul nuw nsw i64 %3890, 8
  %3904 = add nuw nsw i64 %3902, %3903
  %3905 = add nuw nsw i64 %3904, %3894
  %3906 = add nuw nsw i64 %3905, %3898
  %3907 = getelementptr inbounds nuw float, ptr %3901, i64 %3906
  %3908 = load float, ptr %3907, align 4
  %3909 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3884, 1
  %3910 = mul nuw nsw i64 %3886, 16
  %3911 = mul nuw nsw i64 %3890, 8
  %3912 = add nuw nsw i64 %3910, %3911
  %3913 = add nuw nsw i64 %3912, %3894
  %3914 = add nuw nsw i64 %3913, %3898
  %3915 = getelementptr inbounds nuw float, ptr %3909, i64 %3914
  store float %3908, ptr %3915, align 4
  %3916 = add i64 %3898, 1
  br label %3897

3917:                                             ; preds = %3897
  %3918 = add i64 %3894, 1
  br label %3893

3919:                                             ; preds = %3893
  %3920 = add i64 %3890, 1
  br label %3889

3921:                                             ; preds = %3889
  %3922 = add i64 %3886, 1
  br label %3885

3923:                                             ; preds = %3885
  br label %3924

3924:                                             ; preds = %3970, %3923
  %3925 = phi i64 [ %3971, %3970 ], [ 0, %3923 ]
  %3926 = icmp slt i64 %3925, 1
  br i1 %3926, label %3927, label %3972

3927:                                             ; preds = %3924
  br label %3928

3928:                                             ; preds = %3968, %3927
  %3929 = phi i64 [ %3969, %3968 ], [ 0, %3927 ]
  %3930 = icmp slt i64 %3929, 2
  br i1 %3930, label %3931, label %3970

3931:                                             ; preds = %3928
  br label %3932

3932:                                             ; preds = %3966, %3931
  %3933 = phi i64 [ %3967, %3966 ], [ 0, %3931 ]
  %3934 = icmp slt i64 %3933, 8
  br i1 %3934, label %3935, label %3968

3935:                                             ; preds = %3932
  br label %3936

3936:                                             ; preds = %3939, %3935
  %3937 = phi i64 [ %3965, %3939 ], [ 0, %3935 ]
  %3938 = icmp slt i64 %3937, 8
  br i1 %3938, label %3939, label %3966

3939:                                             ; preds = %3936
  %3940 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3815, 1
  %3941 = mul nuw nsw i64 %3925, 128
  %3942 = mul nuw nsw i64 %3929, 64
  %3943 = add nuw nsw i64 %3941, %3942
  %3944 = mul nuw nsw i64 %3933, 8
  %3945 = add nuw nsw i64 %3943, %3944
  %3946 = add nuw nsw i64 %3945, %3937
  %3947 = getelementptr inbounds nuw float, ptr %3940, i64 %3946
  %3948 = load float, ptr %3947, align 4
  %3949 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3884, 1
  %3950 = mul nuw nsw i64 %3925, 16
  %3951 = mul nuw nsw i64 %3929, 8
  %3952 = add nuw nsw i64 %3950, %3951
  %3953 = add nuw nsw i64 %3952, %3933
  %3954 = add nuw nsw i64 %3953, 0
  %3955 = getelementptr inbounds nuw float, ptr %3949, i64 %3954
  %3956 = load float, ptr %3955, align 4
  %3957 = fadd float %3948, %3956
  %3958 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3884, 1
  %3959 = mul nuw nsw i64 %3925, 16
  %3960 = mul nuw nsw i64 %3929, 8
  %3961 = add nuw nsw i64 %3959, %3960
  %3962 = add nuw nsw i64 %3961, %3933
  %3963 = add nuw nsw i64 %3962, 0
  %3964 = getelementptr inbounds nuw float, ptr %3958, i64 %3963
  store float %3957, ptr %3964, align 4
  %3965 = add i64 %3937, 1
  br label %3936

3966:                                             ; preds = %3936
  %3967 = add i64 %3933, 1
  br label %3932

3968:                                             ; preds = %3932
  %3969 = add i64 %3929, 1
  br label %3928

3970:                                             ; preds = %3928
  %3971 = add i64 %3925, 1
  br label %3924

3972:                                             ; preds = %3924
  %3973 = call ptr @malloc(i64 1088)
  %3974 = ptrtoint ptr %3973 to i64
  %3975 = add i64 %3974, 63
  %3976 = urem i64 %3975, 64
  %3977 = sub i64 %3975, %3976
  %3978 = inttoptr i64 %3977 to ptr
  %3979 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3973, 0
  %3980 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3979, ptr %3978, 1
  %3981 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3980, i64 0, 2
  %3982 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3981, i64 1, 3, 0
  %3983 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3982, i64 2, 3, 1
  %3984 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3983, i64 8, 3, 2
  %3985 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3984, i64 16, 3, 3
  %3986 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3985, i64 256, 4, 0
  %3987 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3986, i64 128, 4, 1
  %3988 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3987, i64 16, 4, 2
  %3989 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3988, i64 1, 4, 3
  br label %3990

3990:                                             ; preds = %4028, %3972
  %3991 = phi i64 [ %4029, %4028 ], [ 0, %3972 ]
  %3992 = icmp slt i64 %3991, 1
  br i1 %3992, label %3993, label %4030

3993:                                             ; preds = %3990
  br label %3994

3994:                                             ; preds = %4026, %3993
  %3995 = phi i64 [ %4027, %4026 ], [ 0, %3993 ]
  %3996 = icmp slt i64 %3995, 2
  br i1 %3996, label %3997, label %4028

3997:                                             ; preds = %3994
  br label %3998

3998:                                             ; preds = %4024, %3997
  %3999 = phi i64 [ %4025, %4024 ], [ 0, %3997 ]
  %4000 = icmp slt i64 %3999, 8
  br i1 %4000, label %4001, label %4026

4001:                                             ; preds = %3998
  br label %4002

4002:                                             ; preds = %4005, %4001
  %4003 = phi i64 [ %4023, %4005 ], [ 0, %4001 ]
  %4004 = icmp slt i64 %4003, 16
  br i1 %4004, label %4005, label %4024

4005:                                             ; preds = %4002
  %4006 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1711, 1
  %4007 = mul nuw nsw i64 %3991, 256
  %4008 = mul nuw nsw i64 %3995, 128
  %4009 = add nuw nsw i64 %4007, %4008
  %4010 = mul nuw nsw i64 %3999, 16
  %4011 = add nuw nsw i64 %4009, %4010
  %4012 = add nuw nsw i64 %4011, %4003
  %4013 = getelementptr inbounds nuw float, ptr %4006, i64 %4012
  %4014 = load float, ptr %4013, align 4
  %4015 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3989, 1
  %4016 = mul nuw nsw i64 %3991, 256
  %4017 = mul nuw nsw i64 %3995, 128
  %4018 = add nuw nsw i64 %4016, %4017
  %4019 = mul nuw nsw i64 %3999, 16
  %4020 = add nuw nsw i64 %4018, %4019
  %4021 = add nuw nsw i64 %4020, %4003
  %4022 = getelementptr inbounds nuw float, ptr %4015, i64 %4021
  store float %4014, ptr %4022, align 4
  %4023 = add i64 %4003, 1
  br label %4002

4024:                                             ; preds = %4002
  %4025 = add i64 %3999, 1
  br label %3998

4026:                                             ; preds = %3998
  %4027 = add i64 %3995, 1
  br label %3994

4028:                                             ; preds = %3994
  %4029 = add i64 %3991, 1
  br label %3990

4030:                                             ; preds = %3990
  br label %4031

4031:                                             ; preds = %4109, %4030
  %4032 = phi i64 [ %4110, %4109 ], [ 0, %4030 ]
  %4033 = icmp slt i64 %4032, 1
  br i1 %4033, label %4034, label %4111

4034:                                             ; preds = %4031
  br label %4035

4035:                                             ; preds = %4107, %4034
  %4036 = phi i64 [ %4108, %4107 ], [ 0, %4034 ]
  %4037 = icmp slt i64 %4036, 2
  br i1 %4037, label %4038, label %4109

4038:                                             ; preds = %4035
  br label %4039

4039:                                             ; preds = %4105, %4038
  %4040 = phi i64 [ %4106, %4105 ], [ 0, %4038 ]
  %4041 = icmp slt i64 %4040, 8
  br i1 %4041, label %4042, label %4107

4042:                                             ; preds = %4039
  br label %4043

4043:                                             ; preds = %4103, %4042
  %4044 = phi i64 [ %4104, %4103 ], [ 0, %4042 ]
  %4045 = icmp slt i64 %4044, 16
  br i1 %4045, label %4046, label %4105

4046:                                             ; preds = %4043
  br label %4047

4047:                                             ; preds = %4050, %4046
  %4048 = phi i64 [ %4102, %4050 ], [ 0, %4046 ]
  %4049 = icmp slt i64 %4048, 8
  br i1 %4049, label %4050, label %4103

4050:                                             ; preds = %4047
  %4051 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3815, 1
  %4052 = mul nuw nsw i64 %4032, 128
  %4053 = mul nuw nsw i64 %4036, 64
  %4054 = add nuw nsw i64 %4052, %4053
  %4055 = mul nuw nsw i64 %4040, 8
  %4056 = add nuw nsw i64 %4054, %4055
  %4057 = add nuw nsw i64 %4056, %4048
  %4058 = getelementptr inbounds nuw float, ptr %4051, i64 %4057
  %4059 = load float, ptr %4058, align 4
  %4060 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3884, 1
  %4061 = mul nuw nsw i64 %4032, 16
  %4062 = mul nuw nsw i64 %4036, 8
  %4063 = add nuw nsw i64 %4061, %4062
  %4064 = add nuw nsw i64 %4063, %4040
  %4065 = add nuw nsw i64 %4064, 0
  %4066 = getelementptr inbounds nuw float, ptr %4060, i64 %4065
  %4067 = load float, ptr %4066, align 4
  %4068 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3364, 1
  %4069 = mul nuw nsw i64 %4032, 256
  %4070 = mul nuw nsw i64 %4048, 32
  %4071 = add nuw nsw i64 %4069, %4070
  %4072 = mul nuw nsw i64 %4036, 16
  %4073 = add nuw nsw i64 %4071, %4072
  %4074 = add nuw nsw i64 %4073, %4044
  %4075 = getelementptr inbounds nuw float, ptr %4068, i64 %4074
  %4076 = load float, ptr %4075, align 4
  %4077 = mul nuw nsw i64 %4036, 16
  %4078 = add nuw nsw i64 %4077, %4044
  %4079 = getelementptr inbounds nuw float, ptr @__constant_32xf32_7, i64 %4078
  %4080 = load float, ptr %4079, align 4
  %4081 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3989, 1
  %4082 = mul nuw nsw i64 %4032, 256
  %4083 = mul nuw nsw i64 %4036, 128
  %4084 = add nuw nsw i64 %4082, %4083
  %4085 = mul nuw nsw i64 %4040, 16
  %4086 = add nuw nsw i64 %4084, %4085
  %4087 = add nuw nsw i64 %4086, %4044
  %4088 = getelementptr inbounds nuw float, ptr %4081, i64 %4087
  %4089 = load float, ptr %4088, align 4
  %4090 = fadd float %4076, %4080
  %4091 = fdiv float %4059, %4067
  %4092 = fmul float %4091, %4090
  %4093 = fadd float %4089, %4092
  %4094 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3989, 1
  %4095 = mul nuw nsw i64 %4032, 256
  %4096 = mul nuw nsw i64 %4036, 128
  %4097 = add nuw nsw i64 %4095, %4096
  %4098 = mul nuw nsw i64 %4040, 16
  %4099 = add nuw nsw i64 %4097, %4098
  %4100 = add nuw nsw i64 %4099, %4044
  %4101 = getelementptr inbounds nuw float, ptr %4094, i64 %4100
  store float %4093, ptr %4101, align 4
  %4102 = add i64 %4048, 1
  br label %4047

4103:                                             ; preds = %4047
  %4104 = add i64 %4044, 1
  br label %4043

4105:                                             ; preds = %4043
  %4106 = add i64 %4040, 1
  br label %4039

4107:                                             ; preds = %4039
  %4108 = add i64 %4036, 1
  br label %4035

4109:                                             ; preds = %4035
  %4110 = add i64 %4032, 1
  br label %4031

4111:                                             ; preds = %4031
  %4112 = call ptr @malloc(i64 1088)
  %4113 = ptrtoint ptr %4112 to i64
  %4114 = add i64 %4113, 63
  %4115 = urem i64 %4114, 64
  %4116 = sub i64 %4114, %4115
  %4117 = inttoptr i64 %4116 to ptr
  %4118 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4112, 0
  %4119 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4118, ptr %4117, 1
  %4120 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4119, i64 0, 2
  %4121 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4120, i64 1, 3, 0
  %4122 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4121, i64 8, 3, 1
  %4123 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4122, i64 32, 3, 2
  %4124 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4123, i64 256, 4, 0
  %4125 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4124, i64 32, 4, 1
  %4126 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4125, i64 1, 4, 2
  br label %4127

4127:                                             ; preds = %4155, %4111
  %4128 = phi i64 [ %4156, %4155 ], [ 0, %4111 ]
  %4129 = icmp slt i64 %4128, 1
  br i1 %4129, label %4130, label %4157

4130:                                             ; preds = %4127
  br label %4131

4131:                                             ; preds = %4153, %4130
  %4132 = phi i64 [ %4154, %4153 ], [ 0, %4130 ]
  %4133 = icmp slt i64 %4132, 8
  br i1 %4133, label %4134, label %4155

4134:                                             ; preds = %4131
  br label %4135

4135:                                             ; preds = %4138, %4134
  %4136 = phi i64 [ %4152, %4138 ], [ 0, %4134 ]
  %4137 = icmp slt i64 %4136, 32
  br i1 %4137, label %4138, label %4153

4138:                                             ; preds = %4135
  %4139 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1861, 1
  %4140 = mul nuw nsw i64 %4128, 256
  %4141 = mul nuw nsw i64 %4132, 32
  %4142 = add nuw nsw i64 %4140, %4141
  %4143 = add nuw nsw i64 %4142, %4136
  %4144 = getelementptr inbounds nuw float, ptr %4139, i64 %4143
  %4145 = load float, ptr %4144, align 4
  %4146 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4126, 1
  %4147 = mul nuw nsw i64 %4128, 256
  %4148 = mul nuw nsw i64 %4132, 32
  %4149 = add nuw nsw i64 %4147, %4148
  %4150 = add nuw nsw i64 %4149, %4136
  %4151 = getelementptr inbounds nuw float, ptr %4146, i64 %4150
  store float %4145, ptr %4151, align 4
  %4152 = add i64 %4136, 1
  br label %4135

4153:                                             ; preds = %4135
  %4154 = add i64 %4132, 1
  br label %4131

4155:                                             ; preds = %4131
  %4156 = add i64 %4128, 1
  br label %4127

4157:                                             ; preds = %4127
  br label %4158

4158:                                             ; preds = %4215, %4157
  %4159 = phi i64 [ %4216, %4215 ], [ 0, %4157 ]
  %4160 = icmp slt i64 %4159, 1
  br i1 %4160, label %4161, label %4217

4161:                                             ; preds = %4158
  br label %4162

4162:                                             ; preds = %4213, %4161
  %4163 = phi i64 [ %4214, %4213 ], [ 0, %4161 ]
  %4164 = icmp slt i64 %4163, 8
  br i1 %4164, label %4165, label %4215

4165:                                             ; preds = %4162
  br label %4166

4166:                                             ; preds = %4211, %4165
  %4167 = phi i64 [ %4212, %4211 ], [ 0, %4165 ]
  %4168 = icmp slt i64 %4167, 32
  br i1 %4168, label %4169, label %4213

4169:                                             ; preds = %4166
  br label %4170

4170:                                             ; preds = %4209, %4169
  %4171 = phi i64 [ %4210, %4209 ], [ 0, %4169 ]
  %4172 = icmp slt i64 %4171, 2
  br i1 %4172, label %4173, label %4211

4173:                                             ; preds = %4170
  br label %4174

4174:                                             ; preds = %4177, %4173
  %4175 = phi i64 [ %4208, %4177 ], [ 0, %4173 ]
  %4176 = icmp slt i64 %4175, 16
  br i1 %4176, label %4177, label %4209

4177:                                             ; preds = %4174
  %4178 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3989, 1
  %4179 = mul nuw nsw i64 %4159, 256
  %4180 = mul nuw nsw i64 %4171, 128
  %4181 = add nuw nsw i64 %4179, %4180
  %4182 = mul nuw nsw i64 %4163, 16
  %4183 = add nuw nsw i64 %4181, %4182
  %4184 = add nuw nsw i64 %4183, %4175
  %4185 = getelementptr inbounds nuw float, ptr %4178, i64 %4184
  %4186 = load float, ptr %4185, align 4
  %4187 = mul nuw nsw i64 %4167, 32
  %4188 = mul nuw nsw i64 %4171, 16
  %4189 = add nuw nsw i64 %4187, %4188
  %4190 = add nuw nsw i64 %4189, %4175
  %4191 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_6, i64 %4190
  %4192 = load float, ptr %4191, align 4
  %4193 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4126, 1
  %4194 = mul nuw nsw i64 %4159, 256
  %4195 = mul nuw nsw i64 %4163, 32
  %4196 = add nuw nsw i64 %4194, %4195
  %4197 = add nuw nsw i64 %4196, %4167
  %4198 = getelementptr inbounds nuw float, ptr %4193, i64 %4197
  %4199 = load float, ptr %4198, align 4
  %4200 = fmul float %4186, %4192
  %4201 = fadd float %4199, %4200
  %4202 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4126, 1
  %4203 = mul nuw nsw i64 %4159, 256
  %4204 = mul nuw nsw i64 %4163, 32
  %4205 = add nuw nsw i64 %4203, %4204
  %4206 = add nuw nsw i64 %4205, %4167
  %4207 = getelementptr inbounds nuw float, ptr %4202, i64 %4206
  store float %4201, ptr %4207, align 4
  %4208 = add i64 %4175, 1
  br label %4174

4209:                                             ; preds = %4174
  %4210 = add i64 %4171, 1
  br label %4170

4211:                                             ; preds = %4170
  %4212 = add i64 %4167, 1
  br label %4166

4213:                                             ; preds = %4166
  %4214 = add i64 %4163, 1
  br label %4162

4215:                                             ; preds = %4162
  %4216 = add i64 %4159, 1
  br label %4158

4217:                                             ; preds = %4158
  %4218 = call ptr @malloc(i64 1088)
  %4219 = ptrtoint ptr %4218 to i64
  %4220 = add i64 %4219, 63
  %4221 = urem i64 %4220, 64
  %4222 = sub i64 %4220, %4221
  %4223 = inttoptr i64 %4222 to ptr
  %4224 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4218, 0
  %4225 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4224, ptr %4223, 1
  %4226 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4225, i64 0, 2
  %4227 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4226, i64 1, 3, 0
  %4228 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4227, i64 8, 3, 1
  %4229 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4228, i64 32, 3, 2
  %4230 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4229, i64 256, 4, 0
  %4231 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4230, i64 32, 4, 1
  %4232 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4231, i64 1, 4, 2
  br label %4233

4233:                                             ; preds = %4272, %4217
  %4234 = phi i64 [ %4273, %4272 ], [ 0, %4217 ]
  %4235 = icmp slt i64 %4234, 1
  br i1 %4235, label %4236, label %4274

4236:                                             ; preds = %4233
  br label %4237

4237:                                             ; preds = %4270, %4236
  %4238 = phi i64 [ %4271, %4270 ], [ 0, %4236 ]
  %4239 = icmp slt i64 %4238, 8
  br i1 %4239, label %4240, label %4272

4240:                                             ; preds = %4237
  br label %4241

4241:                                             ; preds = %4244, %4240
  %4242 = phi i64 [ %4269, %4244 ], [ 0, %4240 ]
  %4243 = icmp slt i64 %4242, 32
  br i1 %4243, label %4244, label %4270

4244:                                             ; preds = %4241
  %4245 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4126, 1
  %4246 = mul nuw nsw i64 %4234, 256
  %4247 = mul nuw nsw i64 %4238, 32
  %4248 = add nuw nsw i64 %4246, %4247
  %4249 = add nuw nsw i64 %4248, %4242
  %4250 = getelementptr inbounds nuw float, ptr %4245, i64 %4249
  %4251 = load float, ptr %4250, align 4
  %4252 = getelementptr inbounds nuw float, ptr @__constant_32xf32_5, i64 %4242
  %4253 = load float, ptr %4252, align 4
  %4254 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3050, 1
  %4255 = mul nuw nsw i64 %4234, 256
  %4256 = mul nuw nsw i64 %4238, 32
  %4257 = add nuw nsw i64 %4255, %4256
  %4258 = add nuw nsw i64 %4257, %4242
  %4259 = getelementptr inbounds nuw float, ptr %4254, i64 %4258
  %4260 = load float, ptr %4259, align 4
  %4261 = fadd float %4251, %4253
  %4262 = fadd float %4261, %4260
  %4263 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4232, 1
  %4264 = mul nuw nsw i64 %4234, 256
  %4265 = mul nuw nsw i64 %4238, 32
  %4266 = add nuw nsw i64 %4264, %4265
  %4267 = add nuw nsw i64 %4266, %4242
  %4268 = getelementptr inbounds nuw float, ptr %4263, i64 %4267
  store float %4262, ptr %4268, align 4
  %4269 = add i64 %4242, 1
  br label %4241

4270:                                             ; preds = %4241
  %4271 = add i64 %4238, 1
  br label %4237

4272:                                             ; preds = %4237
  %4273 = add i64 %4234, 1
  br label %4233

4274:                                             ; preds = %4233
  %4275 = call ptr @malloc(i64 2112)
  %4276 = ptrtoint ptr %4275 to i64
  %4277 = add i64 %4276, 63
  %4278 = urem i64 %4277, 64
  %4279 = sub i64 %4277, %4278
  %4280 = inttoptr i64 %4279 to ptr
  %4281 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4275, 0
  %4282 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4281, ptr %4280, 1
  %4283 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4282, i64 0, 2
  %4284 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4283, i64 1, 3, 0
  %4285 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4284, i64 8, 3, 1
  %4286 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4285, i64 32, 3, 2
  %4287 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4286, i64 256, 4, 0
  %4288 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4287, i64 32, 4, 1
  %4289 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4288, i64 1, 4, 2
  br label %4290

4290:                                             ; preds = %4319, %4274
  %4291 = phi i64 [ %4320, %4319 ], [ 0, %4274 ]
  %4292 = icmp slt i64 %4291, 1
  br i1 %4292, label %4293, label %4321

4293:                                             ; preds = %4290
  br label %4294

4294:                                             ; preds = %4317, %4293
  %4295 = phi i64 [ %4318, %4317 ], [ 0, %4293 ]
  %4296 = icmp slt i64 %4295, 8
  br i1 %4296, label %4297, label %4319

4297:                                             ; preds = %4294
  br label %4298

4298:                                             ; preds = %4301, %4297
  %4299 = phi i64 [ %4316, %4301 ], [ 0, %4297 ]
  %4300 = icmp slt i64 %4299, 32
  br i1 %4300, label %4301, label %4317

4301:                                             ; preds = %4298
  %4302 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4232, 1
  %4303 = mul nuw nsw i64 %4291, 256
  %4304 = mul nuw nsw i64 %4295, 32
  %4305 = add nuw nsw i64 %4303, %4304
  %4306 = add nuw nsw i64 %4305, %4299
  %4307 = getelementptr inbounds nuw float, ptr %4302, i64 %4306
  %4308 = load float, ptr %4307, align 4
  %4309 = fpext float %4308 to double
  %4310 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4289, 1
  %4311 = mul nuw nsw i64 %4291, 256
  %4312 = mul nuw nsw i64 %4295, 32
  %4313 = add nuw nsw i64 %4311, %4312
  %4314 = add nuw nsw i64 %4313, %4299
  %4315 = getelementptr inbounds nuw double, ptr %4310, i64 %4314
  store double %4309, ptr %4315, align 8
  %4316 = add i64 %4299, 1
  br label %4298

4317:                                             ; preds = %4298
  %4318 = add i64 %4295, 1
  br label %4294

4319:                                             ; preds = %4294
  %4320 = add i64 %4291, 1
  br label %4290

4321:                                             ; preds = %4290
  %4322 = call ptr @malloc(i64 128)
  %4323 = ptrtoint ptr %4322 to i64
  %4324 = add i64 %4323, 63
  %4325 = urem i64 %4324, 64
  %4326 = sub i64 %4324, %4325
  %4327 = inttoptr i64 %4326 to ptr
  %4328 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4322, 0
  %4329 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4328, ptr %4327, 1
  %4330 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4329, i64 0, 2
  %4331 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4330, i64 1, 3, 0
  %4332 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4331, i64 8, 3, 1
  %4333 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4332, i64 1, 3, 2
  %4334 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4333, i64 8, 4, 0
  %4335 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4334, i64 1, 4, 1
  %4336 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4335, i64 1, 4, 2
  br label %4337

4337:                                             ; preds = %4363, %4321
  %4338 = phi i64 [ %4364, %4363 ], [ 0, %4321 ]
  %4339 = icmp slt i64 %4338, 1
  br i1 %4339, label %4340, label %4365

4340:                                             ; preds = %4337
  br label %4341

4341:                                             ; preds = %4361, %4340
  %4342 = phi i64 [ %4362, %4361 ], [ 0, %4340 ]
  %4343 = icmp slt i64 %4342, 8
  br i1 %4343, label %4344, label %4363

4344:                                             ; preds = %4341
  br label %4345

4345:                                             ; preds = %4348, %4344
  %4346 = phi i64 [ %4360, %4348 ], [ 0, %4344 ]
  %4347 = icmp slt i64 %4346, 1
  br i1 %4347, label %4348, label %4361

4348:                                             ; preds = %4345
  %4349 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 1
  %4350 = mul nuw nsw i64 %4338, 8
  %4351 = add nuw nsw i64 %4350, %4342
  %4352 = add nuw nsw i64 %4351, %4346
  %4353 = getelementptr inbounds nuw double, ptr %4349, i64 %4352
  %4354 = load double, ptr %4353, align 8
  %4355 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4336, 1
  %4356 = mul nuw nsw i64 %4338, 8
  %4357 = add nuw nsw i64 %4356, %4342
  %4358 = add nuw nsw i64 %4357, %4346
  %4359 = getelementptr inbounds nuw double, ptr %4355, i64 %4358
  store double %4354, ptr %4359, align 8
  %4360 = add i64 %4346, 1
  br label %4345

4361:                                             ; preds = %4345
  %4362 = add i64 %4342, 1
  br label %4341

4363:                                             ; preds = %4341
  %4364 = add i64 %4338, 1
  br label %4337

4365:                                             ; preds = %4337
  br label %4366

4366:                                             ; preds = %4400, %4365
  %4367 = phi i64 [ %4401, %4400 ], [ 0, %4365 ]
  %4368 = icmp slt i64 %4367, 1
  br i1 %4368, label %4369, label %4402

4369:                                             ; preds = %4366
  br label %4370

4370:                                             ; preds = %4398, %4369
  %4371 = phi i64 [ %4399, %4398 ], [ 0, %4369 ]
  %4372 = icmp slt i64 %4371, 8
  br i1 %4372, label %4373, label %4400

4373:                                             ; preds = %4370
  br label %4374

4374:                                             ; preds = %4377, %4373
  %4375 = phi i64 [ %4397, %4377 ], [ 0, %4373 ]
  %4376 = icmp slt i64 %4375, 32
  br i1 %4376, label %4377, label %4398

4377:                                             ; preds = %4374
  %4378 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4289, 1
  %4379 = mul nuw nsw i64 %4367, 256
  %4380 = mul nuw nsw i64 %4371, 32
  %4381 = add nuw nsw i64 %4379, %4380
  %4382 = add nuw nsw i64 %4381, %4375
  %4383 = getelementptr inbounds nuw double, ptr %4378, i64 %4382
  %4384 = load double, ptr %4383, align 8
  %4385 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4336, 1
  %4386 = mul nuw nsw i64 %4367, 8
  %4387 = add nuw nsw i64 %4386, %4371
  %4388 = add nuw nsw i64 %4387, 0
  %4389 = getelementptr inbounds nuw double, ptr %4385, i64 %4388
  %4390 = load double, ptr %4389, align 8
  %4391 = fadd double %4384, %4390
  %4392 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4336, 1
  %4393 = mul nuw nsw i64 %4367, 8
  %4394 = add nuw nsw i64 %4393, %4371
  %4395 = add nuw nsw i64 %4394, 0
  %4396 = getelementptr inbounds nuw double, ptr %4392, i64 %4395
  store double %4391, ptr %4396, align 8
  %4397 = add i64 %4375, 1
  br label %4374

4398:                                             ; preds = %4374
  %4399 = add i64 %4371, 1
  br label %4370

4400:                                             ; preds = %4370
  %4401 = add i64 %4367, 1
  br label %4366

4402:                                             ; preds = %4366
  %4403 = call ptr @malloc(i64 128)
  %4404 = ptrtoint ptr %4403 to i64
  %4405 = add i64 %4404, 63
  %4406 = urem i64 %4405, 64
  %4407 = sub i64 %4405, %4406
  %4408 = inttoptr i64 %4407 to ptr
  %4409 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4403, 0
  %4410 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4409, ptr %4408, 1
  %4411 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4410, i64 0, 2
  %4412 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4411, i64 1, 3, 0
  %4413 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4412, i64 8, 3, 1
  %4414 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4413, i64 1, 3, 2
  %4415 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4414, i64 8, 4, 0
  %4416 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4415, i64 1, 4, 1
  %4417 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4416, i64 1, 4, 2
  br label %4418

4418:                                             ; preds = %4444, %4402
  %4419 = phi i64 [ %4445, %4444 ], [ 0, %4402 ]
  %4420 = icmp slt i64 %4419, 1
  br i1 %4420, label %4421, label %4446

4421:                                             ; preds = %4418
  br label %4422

4422:                                             ; preds = %4442, %4421
  %4423 = phi i64 [ %4443, %4442 ], [ 0, %4421 ]
  %4424 = icmp slt i64 %4423, 8
  br i1 %4424, label %4425, label %4444

4425:                                             ; preds = %4422
  br label %4426

4426:                                             ; preds = %4429, %4425
  %4427 = phi i64 [ %4441, %4429 ], [ 0, %4425 ]
  %4428 = icmp slt i64 %4427, 1
  br i1 %4428, label %4429, label %4442

4429:                                             ; preds = %4426
  %4430 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 1
  %4431 = mul nuw nsw i64 %4419, 8
  %4432 = add nuw nsw i64 %4431, %4423
  %4433 = add nuw nsw i64 %4432, %4427
  %4434 = getelementptr inbounds nuw double, ptr %4430, i64 %4433
  %4435 = load double, ptr %4434, align 8
  %4436 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4417, 1
  %4437 = mul nuw nsw i64 %4419, 8
  %4438 = add nuw nsw i64 %4437, %4423
  %4439 = add nuw nsw i64 %4438, %4427
  %4440 = getelementptr inbounds nuw double, ptr %4436, i64 %4439
  store double %4435, ptr %4440, align 8
  %4441 = add i64 %4427, 1
  br label %4426

4442:                                             ; preds = %4426
  %4443 = add i64 %4423, 1
  br label %4422

4444:                                             ; preds = %4422
  %4445 = add i64 %4419, 1
  br label %4418

4446:                                             ; preds = %4418
  br label %4447

4447:                                             ; preds = %4490, %4446
  %4448 = phi i64 [ %4491, %4490 ], [ 0, %4446 ]
  %4449 = icmp slt i64 %4448, 1
  br i1 %4449, label %4450, label %4492

4450:                                             ; preds = %4447
  br label %4451

4451:                                             ; preds = %4488, %4450
  %4452 = phi i64 [ %4489, %4488 ], [ 0, %4450 ]
  %4453 = icmp slt i64 %4452, 8
  br i1 %4453, label %4454, label %4490

4454:                                             ; preds = %4451
  br label %4455

4455:                                             ; preds = %4458, %4454
  %4456 = phi i64 [ %4487, %4458 ], [ 0, %4454 ]
  %4457 = icmp slt i64 %4456, 32
  br i1 %4457, label %4458, label %4488

4458:                                             ; preds = %4455
  %4459 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4289, 1
  %4460 = mul nuw nsw i64 %4448, 256
  %4461 = mul nuw nsw i64 %4452, 32
  %4462 = add nuw nsw i64 %4460, %4461
  %4463 = add nuw nsw i64 %4462, %4456
  %4464 = getelementptr inbounds nuw double, ptr %4459, i64 %4463
  %4465 = load double, ptr %4464, align 8
  %4466 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4336, 1
  %4467 = mul nuw nsw i64 %4448, 8
  %4468 = add nuw nsw i64 %4467, %4452
  %4469 = add nuw nsw i64 %4468, 0
  %4470 = getelementptr inbounds nuw double, ptr %4466, i64 %4469
  %4471 = load double, ptr %4470, align 8
  %4472 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4417, 1
  %4473 = mul nuw nsw i64 %4448, 8
  %4474 = add nuw nsw i64 %4473, %4452
  %4475 = add nuw nsw i64 %4474, 0
  %4476 = getelementptr inbounds nuw double, ptr %4472, i64 %4475
  %4477 = load double, ptr %4476, align 8
  %4478 = fdiv double %4471, 3.200000e+01
  %4479 = fsub double %4465, %4478
  %4480 = fmul double %4479, %4479
  %4481 = fadd double %4480, %4477
  %4482 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4417, 1
  %4483 = mul nuw nsw i64 %4448, 8
  %4484 = add nuw nsw i64 %4483, %4452
  %4485 = add nuw nsw i64 %4484, 0
  %4486 = getelementptr inbounds nuw double, ptr %4482, i64 %4485
  store double %4481, ptr %4486, align 8
  %4487 = add i64 %4456, 1
  br label %4455

4488:                                             ; preds = %4455
  %4489 = add i64 %4452, 1
  br label %4451

4490:                                             ; preds = %4451
  %4491 = add i64 %4448, 1
  br label %4447

4492:                                             ; preds = %4447
  %4493 = call ptr @malloc(i64 96)
  %4494 = ptrtoint ptr %4493 to i64
  %4495 = add i64 %4494, 63
  %4496 = urem i64 %4495, 64
  %4497 = sub i64 %4495, %4496
  %4498 = inttoptr i64 %4497 to ptr
  %4499 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4493, 0
  %4500 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4499, ptr %4498, 1
  %4501 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4500, i64 0, 2
  %4502 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4501, i64 1, 3, 0
  %4503 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4502, i64 8, 3, 1
  %4504 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4503, i64 1, 3, 2
  %4505 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4504, i64 8, 4, 0
  %4506 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4505, i64 1, 4, 1
  %4507 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4506, i64 1, 4, 2
  br label %4508

4508:                                             ; preds = %4534, %4492
  %4509 = phi i64 [ %4535, %4534 ], [ 0, %4492 ]
  %4510 = icmp slt i64 %4509, 1
  br i1 %4510, label %4511, label %4536

4511:                                             ; preds = %4508
  br label %4512

4512:                                             ; preds = %4532, %4511
  %4513 = phi i64 [ %4533, %4532 ], [ 0, %4511 ]
  %4514 = icmp slt i64 %4513, 8
  br i1 %4514, label %4515, label %4534

4515:                                             ; preds = %4512
  br label %4516

4516:                                             ; preds = %4519, %4515
  %4517 = phi i64 [ %4531, %4519 ], [ 0, %4515 ]
  %4518 = icmp slt i64 %4517, 1
  br i1 %4518, label %4519, label %4532

4519:                                             ; preds = %4516
  %4520 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %350, 1
  %4521 = mul nuw nsw i64 %4509, 8
  %4522 = add nuw nsw i64 %4521, %4513
  %4523 = add nuw nsw i64 %4522, %4517
  %4524 = getelementptr inbounds nuw float, ptr %4520, i64 %4523
  %4525 = load float, ptr %4524, align 4
  %4526 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4507, 1
  %4527 = mul nuw nsw i64 %4509, 8
  %4528 = add nuw nsw i64 %4527, %4513
  %4529 = add nuw nsw i64 %4528, %4517
  %4530 = getelementptr inbounds nuw float, ptr %4526, i64 %4529
  store float %4525, ptr %4530, align 4
  %4531 = add i64 %4517, 1
  br label %4516

4532:                                             ; preds = %4516
  %4533 = add i64 %4513, 1
  br label %4512

4534:                                             ; preds = %4512
  %4535 = add i64 %4509, 1
  br label %4508

4536:                                             ; preds = %4508
  br label %4537

4537:                                             ; preds = %4571, %4536
  %4538 = phi i64 [ %4572, %4571 ], [ 0, %4536 ]
  %4539 = icmp slt i64 %4538, 1
  br i1 %4539, label %4540, label %4573

4540:                                             ; preds = %4537
  br label %4541

4541:                                             ; preds = %4569, %4540
  %4542 = phi i64 [ %4570, %4569 ], [ 0, %4540 ]
  %4543 = icmp slt i64 %4542, 8
  br i1 %4543, label %4544, label %4571

4544:                                             ; preds = %4541
  br label %4545

4545:                                             ; preds = %4548, %4544
  %4546 = phi i64 [ %4568, %4548 ], [ 0, %4544 ]
  %4547 = icmp slt i64 %4546, 32
  br i1 %4547, label %4548, label %4569

4548:                                             ; preds = %4545
  %4549 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4232, 1
  %4550 = mul nuw nsw i64 %4538, 256
  %4551 = mul nuw nsw i64 %4542, 32
  %4552 = add nuw nsw i64 %4550, %4551
  %4553 = add nuw nsw i64 %4552, %4546
  %4554 = getelementptr inbounds nuw float, ptr %4549, i64 %4553
  %4555 = load float, ptr %4554, align 4
  %4556 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4507, 1
  %4557 = mul nuw nsw i64 %4538, 8
  %4558 = add nuw nsw i64 %4557, %4542
  %4559 = add nuw nsw i64 %4558, 0
  %4560 = getelementptr inbounds nuw float, ptr %4556, i64 %4559
  %4561 = load float, ptr %4560, align 4
  %4562 = fadd float %4555, %4561
  %4563 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4507, 1
  %4564 = mul nuw nsw i64 %4538, 8
  %4565 = add nuw nsw i64 %4564, %4542
  %4566 = add nuw nsw i64 %4565, 0
  %4567 = getelementptr inbounds nuw float, ptr %4563, i64 %4566
  store float %4562, ptr %4567, align 4
  %4568 = add i64 %4546, 1
  br label %4545

4569:                                             ; preds = %4545
  %4570 = add i64 %4542, 1
  br label %4541

4571:                                             ; preds = %4541
  %4572 = add i64 %4538, 1
  br label %4537

4573:                                             ; preds = %4537
  %4574 = call ptr @malloc(i64 1088)
  %4575 = ptrtoint ptr %4574 to i64
  %4576 = add i64 %4575, 63
  %4577 = urem i64 %4576, 64
  %4578 = sub i64 %4576, %4577
  %4579 = inttoptr i64 %4578 to ptr
  %4580 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4574, 0
  %4581 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4580, ptr %4579, 1
  %4582 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4581, i64 0, 2
  %4583 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4582, i64 1, 3, 0
  %4584 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4583, i64 8, 3, 1
  %4585 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4584, i64 32, 3, 2
  %4586 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4585, i64 256, 4, 0
  %4587 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4586, i64 32, 4, 1
  %4588 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4587, i64 1, 4, 2
  br label %4589

4589:                                             ; preds = %4643, %4573
  %4590 = phi i64 [ %4644, %4643 ], [ 0, %4573 ]
  %4591 = icmp slt i64 %4590, 1
  br i1 %4591, label %4592, label %4645

4592:                                             ; preds = %4589
  br label %4593

4593:                                             ; preds = %4641, %4592
  %4594 = phi i64 [ %4642, %4641 ], [ 0, %4592 ]
  %4595 = icmp slt i64 %4594, 8
  br i1 %4595, label %4596, label %4643

4596:                                             ; preds = %4593
  br label %4597

4597:                                             ; preds = %4600, %4596
  %4598 = phi i64 [ %4640, %4600 ], [ 0, %4596 ]
  %4599 = icmp slt i64 %4598, 32
  br i1 %4599, label %4600, label %4641

4600:                                             ; preds = %4597
  %4601 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4232, 1
  %4602 = mul nuw nsw i64 %4590, 256
  %4603 = mul nuw nsw i64 %4594, 32
  %4604 = add nuw nsw i64 %4602, %4603
  %4605 = add nuw nsw i64 %4604, %4598
  %4606 = getelementptr inbounds nuw float, ptr %4601, i64 %4605
  %4607 = load float, ptr %4606, align 4
  %4608 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4507, 1
  %4609 = mul nuw nsw i64 %4590, 8
  %4610 = add nuw nsw i64 %4609, %4594
  %4611 = add nuw nsw i64 %4610, 0
  %4612 = getelementptr inbounds nuw float, ptr %4608, i64 %4611
  %4613 = load float, ptr %4612, align 4
  %4614 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4417, 1
  %4615 = mul nuw nsw i64 %4590, 8
  %4616 = add nuw nsw i64 %4615, %4594
  %4617 = add nuw nsw i64 %4616, 0
  %4618 = getelementptr inbounds nuw double, ptr %4614, i64 %4617
  %4619 = load double, ptr %4618, align 8
  %4620 = getelementptr inbounds nuw float, ptr @__constant_32xf32_4, i64 %4598
  %4621 = load float, ptr %4620, align 4
  %4622 = getelementptr inbounds nuw float, ptr @__constant_32xf32_3, i64 %4598
  %4623 = load float, ptr %4622, align 4
  %4624 = fdiv double %4619, 3.200000e+01
  %4625 = fptrunc double %4624 to float
  %4626 = fadd float %4625, f0x2B8CBCCC
  %4627 = call float @llvm.sqrt.f32(float %4626)
  %4628 = fdiv float 1.000000e+00, %4627
  %4629 = fdiv float %4613, 3.200000e+01
  %4630 = fsub float %4607, %4629
  %4631 = fmul float %4630, %4628
  %4632 = fmul float %4631, %4621
  %4633 = fadd float %4632, %4623
  %4634 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4588, 1
  %4635 = mul nuw nsw i64 %4590, 256
  %4636 = mul nuw nsw i64 %4594, 32
  %4637 = add nuw nsw i64 %4635, %4636
  %4638 = add nuw nsw i64 %4637, %4598
  %4639 = getelementptr inbounds nuw float, ptr %4634, i64 %4638
  store float %4633, ptr %4639, align 4
  %4640 = add i64 %4598, 1
  br label %4597

4641:                                             ; preds = %4597
  %4642 = add i64 %4594, 1
  br label %4593

4643:                                             ; preds = %4593
  %4644 = add i64 %4590, 1
  br label %4589

4645:                                             ; preds = %4589
  %4646 = call ptr @malloc(i64 2112)
  %4647 = ptrtoint ptr %4646 to i64
  %4648 = add i64 %4647, 63
  %4649 = urem i64 %4648, 64
  %4650 = sub i64 %4648, %4649
  %4651 = inttoptr i64 %4650 to ptr
  %4652 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4646, 0
  %4653 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4652, ptr %4651, 1
  %4654 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4653, i64 0, 2
  %4655 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4654, i64 1, 3, 0
  %4656 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4655, i64 8, 3, 1
  %4657 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4656, i64 64, 3, 2
  %4658 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4657, i64 512, 4, 0
  %4659 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4658, i64 64, 4, 1
  %4660 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4659, i64 1, 4, 2
  br label %4661

4661:                                             ; preds = %4689, %4645
  %4662 = phi i64 [ %4690, %4689 ], [ 0, %4645 ]
  %4663 = icmp slt i64 %4662, 1
  br i1 %4663, label %4664, label %4691

4664:                                             ; preds = %4661
  br label %4665

4665:                                             ; preds = %4687, %4664
  %4666 = phi i64 [ %4688, %4687 ], [ 0, %4664 ]
  %4667 = icmp slt i64 %4666, 8
  br i1 %4667, label %4668, label %4689

4668:                                             ; preds = %4665
  br label %4669

4669:                                             ; preds = %4672, %4668
  %4670 = phi i64 [ %4686, %4672 ], [ 0, %4668 ]
  %4671 = icmp slt i64 %4670, 64
  br i1 %4671, label %4672, label %4687

4672:                                             ; preds = %4669
  %4673 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2435, 1
  %4674 = mul nuw nsw i64 %4662, 512
  %4675 = mul nuw nsw i64 %4666, 64
  %4676 = add nuw nsw i64 %4674, %4675
  %4677 = add nuw nsw i64 %4676, %4670
  %4678 = getelementptr inbounds nuw float, ptr %4673, i64 %4677
  %4679 = load float, ptr %4678, align 4
  %4680 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4660, 1
  %4681 = mul nuw nsw i64 %4662, 512
  %4682 = mul nuw nsw i64 %4666, 64
  %4683 = add nuw nsw i64 %4681, %4682
  %4684 = add nuw nsw i64 %4683, %4670
  %4685 = getelementptr inbounds nuw float, ptr %4680, i64 %4684
  store float %4679, ptr %4685, align 4
  %4686 = add i64 %4670, 1
  br label %4669

4687:                                             ; preds = %4669
  %4688 = add i64 %4666, 1
  br label %4665

4689:                                             ; preds = %4665
  %4690 = add i64 %4662, 1
  br label %4661

4691:                                             ; preds = %4661
  br label %4692

4692:                                             ; preds = %4739, %4691
  %4693 = phi i64 [ %4740, %4739 ], [ 0, %4691 ]
  %4694 = icmp slt i64 %4693, 1
  br i1 %4694, label %4695, label %4741

4695:                                             ; preds = %4692
  br label %4696

4696:                                             ; preds = %4737, %4695
  %4697 = phi i64 [ %4738, %4737 ], [ 0, %4695 ]
  %4698 = icmp slt i64 %4697, 8
  br i1 %4698, label %4699, label %4739

4699:                                             ; preds = %4696
  br label %4700

4700:                                             ; preds = %4735, %4699
  %4701 = phi i64 [ %4736, %4735 ], [ 0, %4699 ]
  %4702 = icmp slt i64 %4701, 64
  br i1 %4702, label %4703, label %4737

4703:                                             ; preds = %4700
  br label %4704

4704:                                             ; preds = %4707, %4703
  %4705 = phi i64 [ %4734, %4707 ], [ 0, %4703 ]
  %4706 = icmp slt i64 %4705, 32
  br i1 %4706, label %4707, label %4735

4707:                                             ; preds = %4704
  %4708 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4588, 1
  %4709 = mul nuw nsw i64 %4693, 256
  %4710 = mul nuw nsw i64 %4697, 32
  %4711 = add nuw nsw i64 %4709, %4710
  %4712 = add nuw nsw i64 %4711, %4705
  %4713 = getelementptr inbounds nuw float, ptr %4708, i64 %4712
  %4714 = load float, ptr %4713, align 4
  %4715 = mul nuw nsw i64 %4701, 32
  %4716 = add nuw nsw i64 %4715, %4705
  %4717 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32, i64 %4716
  %4718 = load float, ptr %4717, align 4
  %4719 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4660, 1
  %4720 = mul nuw nsw i64 %4693, 512
  %4721 = mul nuw nsw i64 %4697, 64
  %4722 = add nuw nsw i64 %4720, %4721
  %4723 = add nuw nsw i64 %4722, %4701
  %4724 = getelementptr inbounds nuw float, ptr %4719, i64 %4723
  %4725 = load float, ptr %4724, align 4
  %4726 = fmul float %4714, %4718
  %4727 = fadd float %4725, %4726
  %4728 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4660, 1
  %4729 = mul nuw nsw i64 %4693, 512
  %4730 = mul nuw nsw i64 %4697, 64
  %4731 = add nuw nsw i64 %4729, %4730
  %4732 = add nuw nsw i64 %4731, %4701
  %4733 = getelementptr inbounds nuw float, ptr %4728, i64 %4732
  store float %4727, ptr %4733, align 4
  %4734 = add i64 %4705, 1
  br label %4704

4735:                                             ; preds = %4704
  %4736 = add i64 %4701, 1
  br label %4700

4737:                                             ; preds = %4700
  %4738 = add i64 %4697, 1
  br label %4696

4739:                                             ; preds = %4696
  %4740 = add i64 %4693, 1
  br label %4692

4741:                                             ; preds = %4692
  %4742 = call ptr @malloc(i64 1088)
  %4743 = ptrtoint ptr %4742 to i64
  %4744 = add i64 %4743, 63
  %4745 = urem i64 %4744, 64
  %4746 = sub i64 %4744, %4745
  %4747 = inttoptr i64 %4746 to ptr
  %4748 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4742, 0
  %4749 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4748, ptr %4747, 1
  %4750 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4749, i64 0, 2
  %4751 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4750, i64 1, 3, 0
  %4752 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4751, i64 8, 3, 1
  %4753 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4752, i64 32, 3, 2
  %4754 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4753, i64 256, 4, 0
  %4755 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4754, i64 32, 4, 1
  %4756 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4755, i64 1, 4, 2
  br label %4757

4757:                                             ; preds = %4785, %4741
  %4758 = phi i64 [ %4786, %4785 ], [ 0, %4741 ]
  %4759 = icmp slt i64 %4758, 1
  br i1 %4759, label %4760, label %4787

4760:                                             ; preds = %4757
  br label %4761

4761:                                             ; preds = %4783, %4760
  %4762 = phi i64 [ %4784, %4783 ], [ 0, %4760 ]
  %4763 = icmp slt i64 %4762, 8
  br i1 %4763, label %4764, label %4785

4764:                                             ; preds = %4761
  br label %4765

4765:                                             ; preds = %4768, %4764
  %4766 = phi i64 [ %4782, %4768 ], [ 0, %4764 ]
  %4767 = icmp slt i64 %4766, 32
  br i1 %4767, label %4768, label %4783

4768:                                             ; preds = %4765
  %4769 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1861, 1
  %4770 = mul nuw nsw i64 %4758, 256
  %4771 = mul nuw nsw i64 %4762, 32
  %4772 = add nuw nsw i64 %4770, %4771
  %4773 = add nuw nsw i64 %4772, %4766
  %4774 = getelementptr inbounds nuw float, ptr %4769, i64 %4773
  %4775 = load float, ptr %4774, align 4
  %4776 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4756, 1
  %4777 = mul nuw nsw i64 %4758, 256
  %4778 = mul nuw nsw i64 %4762, 32
  %4779 = add nuw nsw i64 %4777, %4778
  %4780 = add nuw nsw i64 %4779, %4766
  %4781 = getelementptr inbounds nuw float, ptr %4776, i64 %4780
  store float %4775, ptr %4781, align 4
  %4782 = add i64 %4766, 1
  br label %4765

4783:                                             ; preds = %4765
  %4784 = add i64 %4762, 1
  br label %4761

4785:                                             ; preds = %4761
  %4786 = add i64 %4758, 1
  br label %4757

4787:                                             ; preds = %4757
  br label %4788

4788:                                             ; preds = %4887, %4787
  %4789 = phi i64 [ %4888, %4887 ], [ 0, %4787 ]
  %4790 = icmp slt i64 %4789, 1
  br i1 %4790, label %4791, label %4889

4791:                                             ; preds = %4788
  br label %4792

4792:                                             ; preds = %4885, %4791
  %4793 = phi i64 [ %4886, %4885 ], [ 0, %4791 ]
  %4794 = icmp slt i64 %4793, 8
  br i1 %4794, label %4795, label %4887

4795:                                             ; preds = %4792
  br label %4796

4796:                                             ; preds = %4883, %4795
  %4797 = phi i64 [ %4884, %4883 ], [ 0, %4795 ]
  %4798 = icmp slt i64 %4797, 32
  br i1 %4798, label %4799, label %4885

4799:                                             ; preds = %4796
  br label %4800

4800:                                             ; preds = %4803, %4799
  %4801 = phi i64 [ %4882, %4803 ], [ 0, %4799 ]
  %4802 = icmp slt i64 %4801, 64
  br i1 %4802, label %4803, label %4883

4803:                                             ; preds = %4800
  %4804 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4660, 1
  %4805 = mul nuw nsw i64 %4789, 512
  %4806 = mul nuw nsw i64 %4793, 64
  %4807 = add nuw nsw i64 %4805, %4806
  %4808 = add nuw nsw i64 %4807, %4801
  %4809 = getelementptr inbounds nuw float, ptr %4804, i64 %4808
  %4810 = load float, ptr %4809, align 4
  %4811 = getelementptr inbounds nuw float, ptr @__constant_64xf32, i64 %4801
  %4812 = load float, ptr %4811, align 4
  %4813 = mul nuw nsw i64 %4797, 64
  %4814 = add nuw nsw i64 %4813, %4801
  %4815 = getelementptr inbounds nuw float, ptr @__constant_32x64xf32, i64 %4814
  %4816 = load float, ptr %4815, align 4
  %4817 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4756, 1
  %4818 = mul nuw nsw i64 %4789, 256
  %4819 = mul nuw nsw i64 %4793, 32
  %4820 = add nuw nsw i64 %4818, %4819
  %4821 = add nuw nsw i64 %4820, %4797
  %4822 = getelementptr inbounds nuw float, ptr %4817, i64 %4821
  %4823 = load float, ptr %4822, align 4
  %4824 = fadd float %4810, %4812
  %4825 = fdiv float %4824, f0x3FB504F3
  %4826 = fcmp olt float %4825, 0.000000e+00
  %4827 = fneg float %4825
  %4828 = select i1 %4826, float %4827, float %4825
  %4829 = fcmp olt float %4828, 8.000000e-01
  %4830 = select i1 %4829, float f0x3F906EBA, float f0x3F905225
  %4831 = select i1 %4829, float f0xBEED51AF, float -3.276070e-01
  %4832 = select i1 %4829, float f0xBF05E48B, float f0xBEBABCC4
  %4833 = select i1 %4829, float f0x3F04EC44, float f0x3EE590A2
  %4834 = select i1 %4829, float f0x3E56C688, float f0x3DF27F94
  %4835 = select i1 %4829, float f0xBE06F8EE, float f0xBDB4EEE3
  %4836 = select i1 %4829, float f0x3CD3794F, float f0x3D17D100
  %4837 = select i1 %4829, float f0x3D9782A4, float f0x3D6A78FA
  %4838 = fcmp olt float %4828, 2.000000e+00
  %4839 = select i1 %4838, float 0.000000e+00, float f0xBB58546D
  %4840 = select i1 %4838, float %4830, float f0x3B66A96A
  %4841 = select i1 %4838, float %4831, float f0xC003E25F
  %4842 = select i1 %4838, float %4832, float f0xBAB94D1E
  %4843 = select i1 %4838, float %4833, float f0x3FD0437B
  %4844 = select i1 %4838, float %4834, float f0x3984E118
  %4845 = select i1 %4838, float %4835, float f0xBF15590A
  %4846 = select i1 %4838, float %4836, float f0xB78F7C49
  %4847 = select i1 %4838, float %4837, float f0x3DA853B3
  %4848 = select i1 %4838, float 0.000000e+00, float 1.000000e+00
  %4849 = fcmp ult float %4828, 3.750000e+00
  %4850 = fmul float %4828, %4846
  %4851 = fadd float %4850, %4844
  %4852 = fmul float %4828, %4851
  %4853 = fadd float %4852, %4842
  %4854 = fmul float %4828, %4853
  %4855 = fadd float %4854, %4840
  %4856 = fmul float %4828, %4855
  %4857 = fadd float %4856, %4839
  %4858 = fmul float %4828, %4847
  %4859 = fadd float %4858, %4845
  %4860 = fmul float %4828, %4859
  %4861 = fadd float %4860, %4843
  %4862 = fmul float %4828, %4861
  %4863 = fadd float %4862, %4841
  %4864 = fmul float %4828, %4863
  %4865 = fadd float %4864, 1.000000e+00
  %4866 = fdiv float %4857, %4865
  %4867 = fadd float %4848, %4866
  %4868 = select i1 %4849, float %4867, float 1.000000e+00
  %4869 = fneg float %4868
  %4870 = select i1 %4826, float %4869, float %4868
  %4871 = fadd float %4870, 1.000000e+00
  %4872 = fmul float %4871, 5.000000e-01
  %4873 = fmul float %4824, %4872
  %4874 = fmul float %4873, %4816
  %4875 = fadd float %4823, %4874
  %4876 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4756, 1
  %4877 = mul nuw nsw i64 %4789, 256
  %4878 = mul nuw nsw i64 %4793, 32
  %4879 = add nuw nsw i64 %4877, %4878
  %4880 = add nuw nsw i64 %4879, %4797
  %4881 = getelementptr inbounds nuw float, ptr %4876, i64 %4880
  store float %4875, ptr %4881, align 4
  %4882 = add i64 %4801, 1
  br label %4800

4883:                                             ; preds = %4800
  %4884 = add i64 %4797, 1
  br label %4796

4885:                                             ; preds = %4796
  %4886 = add i64 %4793, 1
  br label %4792

4887:                                             ; preds = %4792
  %4888 = add i64 %4789, 1
  br label %4788

4889:                                             ; preds = %4788
  %4890 = call ptr @malloc(i64 1088)
  %4891 = ptrtoint ptr %4890 to i64
  %4892 = add i64 %4891, 63
  %4893 = urem i64 %4892, 64
  %4894 = sub i64 %4892, %4893
  %4895 = inttoptr i64 %4894 to ptr
  %4896 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4890, 0
  %4897 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4896, ptr %4895, 1
  %4898 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4897, i64 0, 2
  %4899 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4898, i64 1, 3, 0
  %4900 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4899, i64 8, 3, 1
  %4901 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4900, i64 32, 3, 2
  %4902 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4901, i64 256, 4, 0
  %4903 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4902, i64 32, 4, 1
  %4904 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4903, i64 1, 4, 2
  br label %4905

4905:                                             ; preds = %4944, %4889
  %4906 = phi i64 [ %4945, %4944 ], [ 0, %4889 ]
  %4907 = icmp slt i64 %4906, 1
  br i1 %4907, label %4908, label %4946

4908:                                             ; preds = %4905
  br label %4909

4909:                                             ; preds = %4942, %4908
  %4910 = phi i64 [ %4943, %4942 ], [ 0, %4908 ]
  %4911 = icmp slt i64 %4910, 8
  br i1 %4911, label %4912, label %4944

4912:                                             ; preds = %4909
  br label %4913

4913:                                             ; preds = %4916, %4912
  %4914 = phi i64 [ %4941, %4916 ], [ 0, %4912 ]
  %4915 = icmp slt i64 %4914, 32
  br i1 %4915, label %4916, label %4942

4916:                                             ; preds = %4913
  %4917 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4756, 1
  %4918 = mul nuw nsw i64 %4906, 256
  %4919 = mul nuw nsw i64 %4910, 32
  %4920 = add nuw nsw i64 %4918, %4919
  %4921 = add nuw nsw i64 %4920, %4914
  %4922 = getelementptr inbounds nuw float, ptr %4917, i64 %4921
  %4923 = load float, ptr %4922, align 4
  %4924 = getelementptr inbounds nuw float, ptr @__constant_32xf32_2, i64 %4914
  %4925 = load float, ptr %4924, align 4
  %4926 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4588, 1
  %4927 = mul nuw nsw i64 %4906, 256
  %4928 = mul nuw nsw i64 %4910, 32
  %4929 = add nuw nsw i64 %4927, %4928
  %4930 = add nuw nsw i64 %4929, %4914
  %4931 = getelementptr inbounds nuw float, ptr %4926, i64 %4930
  %4932 = load float, ptr %4931, align 4
  %4933 = fadd float %4923, %4925
  %4934 = fadd float %4933, %4932
  %4935 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4904, 1
  %4936 = mul nuw nsw i64 %4906, 256
  %4937 = mul nuw nsw i64 %4910, 32
  %4938 = add nuw nsw i64 %4936, %4937
  %4939 = add nuw nsw i64 %4938, %4914
  %4940 = getelementptr inbounds nuw float, ptr %4935, i64 %4939
  store float %4934, ptr %4940, align 4
  %4941 = add i64 %4914, 1
  br label %4913

4942:                                             ; preds = %4913
  %4943 = add i64 %4910, 1
  br label %4909

4944:                                             ; preds = %4909
  %4945 = add i64 %4906, 1
  br label %4905

4946:                                             ; preds = %4905
  %4947 = call ptr @malloc(i64 2112)
  %4948 = ptrtoint ptr %4947 to i64
  %4949 = add i64 %4948, 63
  %4950 = urem i64 %4949, 64
  %4951 = sub i64 %4949, %4950
  %4952 = inttoptr i64 %4951 to ptr
  %4953 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4947, 0
  %4954 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4953, ptr %4952, 1
  %4955 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4954, i64 0, 2
  %4956 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4955, i64 1, 3, 0
  %4957 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4956, i64 8, 3, 1
  %4958 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4957, i64 32, 3, 2
  %4959 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4958, i64 256, 4, 0
  %4960 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4959, i64 32, 4, 1
  %4961 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4960, i64 1, 4, 2
  br label %4962

4962:                                             ; preds = %4991, %4946
  %4963 = phi i64 [ %4992, %4991 ], [ 0, %4946 ]
  %4964 = icmp slt i64 %4963, 1
  br i1 %4964, label %4965, label %4993

4965:                                             ; preds = %4962
  br label %4966

4966:                                             ; preds = %4989, %4965
  %4967 = phi i64 [ %4990, %4989 ], [ 0, %4965 ]
  %4968 = icmp slt i64 %4967, 8
  br i1 %4968, label %4969, label %4991

4969:                                             ; preds = %4966
  br label %4970

4970:                                             ; preds = %4973, %4969
  %4971 = phi i64 [ %4988, %4973 ], [ 0, %4969 ]
  %4972 = icmp slt i64 %4971, 32
  br i1 %4972, label %4973, label %4989

4973:                                             ; preds = %4970
  %4974 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4904, 1
  %4975 = mul nuw nsw i64 %4963, 256
  %4976 = mul nuw nsw i64 %4967, 32
  %4977 = add nuw nsw i64 %4975, %4976
  %4978 = add nuw nsw i64 %4977, %4971
  %4979 = getelementptr inbounds nuw float, ptr %4974, i64 %4978
  %4980 = load float, ptr %4979, align 4
  %4981 = fpext float %4980 to double
  %4982 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4961, 1
  %4983 = mul nuw nsw i64 %4963, 256
  %4984 = mul nuw nsw i64 %4967, 32
  %4985 = add nuw nsw i64 %4983, %4984
  %4986 = add nuw nsw i64 %4985, %4971
  %4987 = getelementptr inbounds nuw double, ptr %4982, i64 %4986
  store double %4981, ptr %4987, align 8
  %4988 = add i64 %4971, 1
  br label %4970

4989:                                             ; preds = %4970
  %4990 = add i64 %4967, 1
  br label %4966

4991:                                             ; preds = %4966
  %4992 = add i64 %4963, 1
  br label %4962

4993:                                             ; preds = %4962
  %4994 = call ptr @malloc(i64 128)
  %4995 = ptrtoint ptr %4994 to i64
  %4996 = add i64 %4995, 63
  %4997 = urem i64 %4996, 64
  %4998 = sub i64 %4996, %4997
  %4999 = inttoptr i64 %4998 to ptr
  %5000 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4994, 0
  %5001 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5000, ptr %4999, 1
  %5002 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5001, i64 0, 2
  %5003 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5002, i64 1, 3, 0
  %5004 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5003, i64 8, 3, 1
  %5005 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5004, i64 1, 3, 2
  %5006 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5005, i64 8, 4, 0
  %5007 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5006, i64 1, 4, 1
  %5008 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5007, i64 1, 4, 2
  br label %5009

5009:                                             ; preds = %5035, %4993
  %5010 = phi i64 [ %5036, %5035 ], [ 0, %4993 ]
  %5011 = icmp slt i64 %5010, 1
  br i1 %5011, label %5012, label %5037

5012:                                             ; preds = %5009
  br label %5013

5013:                                             ; preds = %5033, %5012
  %5014 = phi i64 [ %5034, %5033 ], [ 0, %5012 ]
  %5015 = icmp slt i64 %5014, 8
  br i1 %5015, label %5016, label %5035

5016:                                             ; preds = %5013
  br label %5017

5017:                                             ; preds = %5020, %5016
  %5018 = phi i64 [ %5032, %5020 ], [ 0, %5016 ]
  %5019 = icmp slt i64 %5018, 1
  br i1 %5019, label %5020, label %5033

5020:                                             ; preds = %5017
  %5021 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 1
  %5022 = mul nuw nsw i64 %5010, 8
  %5023 = add nuw nsw i64 %5022, %5014
  %5024 = add nuw nsw i64 %5023, %5018
  %5025 = getelementptr inbounds nuw double, ptr %5021, i64 %5024
  %5026 = load double, ptr %5025, align 8
  %5027 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5008, 1
  %5028 = mul nuw nsw i64 %5010, 8
  %5029 = add nuw nsw i64 %5028, %5014
  %5030 = add nuw nsw i64 %5029, %5018
  %5031 = getelementptr inbounds nuw double, ptr %5027, i64 %5030
  store double %5026, ptr %5031, align 8
  %5032 = add i64 %5018, 1
  br label %5017

5033:                                             ; preds = %5017
  %5034 = add i64 %5014, 1
  br label %5013

5035:                                             ; preds = %5013
  %5036 = add i64 %5010, 1
  br label %5009

5037:                                             ; preds = %5009
  br label %5038

5038:                                             ; preds = %5072, %5037
  %5039 = phi i64 [ %5073, %5072 ], [ 0, %5037 ]
  %5040 = icmp slt i64 %5039, 1
  br i1 %5040, label %5041, label %5074

5041:                                             ; preds = %5038
  br label %5042

5042:                                             ; preds = %5070, %5041
  %5043 = phi i64 [ %5071, %5070 ], [ 0, %5041 ]
  %5044 = icmp slt i64 %5043, 8
  br i1 %5044, label %5045, label %5072

5045:                                             ; preds = %5042
  br label %5046

5046:                                             ; preds = %5049, %5045
  %5047 = phi i64 [ %5069, %5049 ], [ 0, %5045 ]
  %5048 = icmp slt i64 %5047, 32
  br i1 %5048, label %5049, label %5070

5049:                                             ; preds = %5046
  %5050 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4961, 1
  %5051 = mul nuw nsw i64 %5039, 256
  %5052 = mul nuw nsw i64 %5043, 32
  %5053 = add nuw nsw i64 %5051, %5052
  %5054 = add nuw nsw i64 %5053, %5047
  %5055 = getelementptr inbounds nuw double, ptr %5050, i64 %5054
  %5056 = load double, ptr %5055, align 8
  %5057 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5008, 1
  %5058 = mul nuw nsw i64 %5039, 8
  %5059 = add nuw nsw i64 %5058, %5043
  %5060 = add nuw nsw i64 %5059, 0
  %5061 = getelementptr inbounds nuw double, ptr %5057, i64 %5060
  %5062 = load double, ptr %5061, align 8
  %5063 = fadd double %5056, %5062
  %5064 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5008, 1
  %5065 = mul nuw nsw i64 %5039, 8
  %5066 = add nuw nsw i64 %5065, %5043
  %5067 = add nuw nsw i64 %5066, 0
  %5068 = getelementptr inbounds nuw double, ptr %5064, i64 %5067
  store double %5063, ptr %5068, align 8
  %5069 = add i64 %5047, 1
  br label %5046

5070:                                             ; preds = %5046
  %5071 = add i64 %5043, 1
  br label %5042

5072:                                             ; preds = %5042
  %5073 = add i64 %5039, 1
  br label %5038

5074:                                             ; preds = %5038
  %5075 = call ptr @malloc(i64 128)
  %5076 = ptrtoint ptr %5075 to i64
  %5077 = add i64 %5076, 63
  %5078 = urem i64 %5077, 64
  %5079 = sub i64 %5077, %5078
  %5080 = inttoptr i64 %5079 to ptr
  %5081 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5075, 0
  %5082 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5081, ptr %5080, 1
  %5083 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5082, i64 0, 2
  %5084 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5083, i64 1, 3, 0
  %5085 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5084, i64 8, 3, 1
  %5086 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5085, i64 1, 3, 2
  %5087 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5086, i64 8, 4, 0
  %5088 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5087, i64 1, 4, 1
  %5089 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5088, i64 1, 4, 2
  br label %5090

5090:                                             ; preds = %5116, %5074
  %5091 = phi i64 [ %5117, %5116 ], [ 0, %5074 ]
  %5092 = icmp slt i64 %5091, 1
  br i1 %5092, label %5093, label %5118

5093:                                             ; preds = %5090
  br label %5094

5094:                                             ; preds = %5114, %5093
  %5095 = phi i64 [ %5115, %5114 ], [ 0, %5093 ]
  %5096 = icmp slt i64 %5095, 8
  br i1 %5096, label %5097, label %5116

5097:                                             ; preds = %5094
  br label %5098

5098:                                             ; preds = %5101, %5097
  %5099 = phi i64 [ %5113, %5101 ], [ 0, %5097 ]
  %5100 = icmp slt i64 %5099, 1
  br i1 %5100, label %5101, label %5114

5101:                                             ; preds = %5098
  %5102 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 1
  %5103 = mul nuw nsw i64 %5091, 8
  %5104 = add nuw nsw i64 %5103, %5095
  %5105 = add nuw nsw i64 %5104, %5099
  %5106 = getelementptr inbounds nuw double, ptr %5102, i64 %5105
  %5107 = load double, ptr %5106, align 8
  %5108 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5089, 1
  %5109 = mul nuw nsw i64 %5091, 8
  %5110 = add nuw nsw i64 %5109, %5095
  %5111 = add nuw nsw i64 %5110, %5099
  %5112 = getelementptr inbounds nuw double, ptr %5108, i64 %5111
  store double %5107, ptr %5112, align 8
  %5113 = add i64 %5099, 1
  br label %5098

5114:                                             ; preds = %5098
  %5115 = add i64 %5095, 1
  br label %5094

5116:                                             ; preds = %5094
  %5117 = add i64 %5091, 1
  br label %5090

5118:                                             ; preds = %5090
  br label %5119

5119:                                             ; preds = %5162, %5118
  %5120 = phi i64 [ %5163, %5162 ], [ 0, %5118 ]
  %5121 = icmp slt i64 %5120, 1
  br i1 %5121, label %5122, label %5164

5122:                                             ; preds = %5119
  br label %5123

5123:                                             ; preds = %5160, %5122
  %5124 = phi i64 [ %5161, %5160 ], [ 0, %5122 ]
  %5125 = icmp slt i64 %5124, 8
  br i1 %5125, label %5126, label %5162

5126:                                             ; preds = %5123
  br label %5127

5127:                                             ; preds = %5130, %5126
  %5128 = phi i64 [ %5159, %5130 ], [ 0, %5126 ]
  %5129 = icmp slt i64 %5128, 32
  br i1 %5129, label %5130, label %5160

5130:                                             ; preds = %5127
  %5131 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4961, 1
  %5132 = mul nuw nsw i64 %5120, 256
  %5133 = mul nuw nsw i64 %5124, 32
  %5134 = add nuw nsw i64 %5132, %5133
  %5135 = add nuw nsw i64 %5134, %5128
  %5136 = getelementptr inbounds nuw double, ptr %5131, i64 %5135
  %5137 = load double, ptr %5136, align 8
  %5138 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5008, 1
  %5139 = mul nuw nsw i64 %5120, 8
  %5140 = add nuw nsw i64 %5139, %5124
  %5141 = add nuw nsw i64 %5140, 0
  %5142 = getelementptr inbounds nuw double, ptr %5138, i64 %5141
  %5143 = load double, ptr %5142, align 8
  %5144 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5089, 1
  %5145 = mul nuw nsw i64 %5120, 8
  %5146 = add nuw nsw i64 %5145, %5124
  %5147 = add nuw nsw i64 %5146, 0
  %5148 = getelementptr inbounds nuw double, ptr %5144, i64 %5147
  %5149 = load double, ptr %5148, align 8
  %5150 = fdiv double %5143, 3.200000e+01
  %5151 = fsub double %5137, %5150
  %5152 = fmul double %5151, %5151
  %5153 = fadd double %5152, %5149
  %5154 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5089, 1
  %5155 = mul nuw nsw i64 %5120, 8
  %5156 = add nuw nsw i64 %5155, %5124
  %5157 = add nuw nsw i64 %5156, 0
  %5158 = getelementptr inbounds nuw double, ptr %5154, i64 %5157
  store double %5153, ptr %5158, align 8
  %5159 = add i64 %5128, 1
  br label %5127

5160:                                             ; preds = %5127
  %5161 = add i64 %5124, 1
  br label %5123

5162:                                             ; preds = %5123
  %5163 = add i64 %5120, 1
  br label %5119

5164:                                             ; preds = %5119
  %5165 = call ptr @malloc(i64 96)
  %5166 = ptrtoint ptr %5165 to i64
  %5167 = add i64 %5166, 63
  %5168 = urem i64 %5167, 64
  %5169 = sub i64 %5167, %5168
  %5170 = inttoptr i64 %5169 to ptr
  %5171 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5165, 0
  %5172 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5171, ptr %5170, 1
  %5173 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5172, i64 0, 2
  %5174 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5173, i64 1, 3, 0
  %5175 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5174, i64 8, 3, 1
  %5176 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5175, i64 1, 3, 2
  %5177 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5176, i64 8, 4, 0
  %5178 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5177, i64 1, 4, 1
  %5179 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5178, i64 1, 4, 2
  br label %5180

5180:                                             ; preds = %5206, %5164
  %5181 = phi i64 [ %5207, %5206 ], [ 0, %5164 ]
  %5182 = icmp slt i64 %5181, 1
  br i1 %5182, label %5183, label %5208

5183:                                             ; preds = %5180
  br label %5184

5184:                                             ; preds = %5204, %5183
  %5185 = phi i64 [ %5205, %5204 ], [ 0, %5183 ]
  %5186 = icmp slt i64 %5185, 8
  br i1 %5186, label %5187, label %5206

5187:                                             ; preds = %5184
  br label %5188

5188:                                             ; preds = %5191, %5187
  %5189 = phi i64 [ %5203, %5191 ], [ 0, %5187 ]
  %5190 = icmp slt i64 %5189, 1
  br i1 %5190, label %5191, label %5204

5191:                                             ; preds = %5188
  %5192 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %350, 1
  %5193 = mul nuw nsw i64 %5181, 8
  %5194 = add nuw nsw i64 %5193, %5185
  %5195 = add nuw nsw i64 %5194, %5189
  %5196 = getelementptr inbounds nuw float, ptr %5192, i64 %5195
  %5197 = load float, ptr %5196, align 4
  %5198 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5179, 1
  %5199 = mul nuw nsw i64 %5181, 8
  %5200 = add nuw nsw i64 %5199, %5185
  %5201 = add nuw nsw i64 %5200, %5189
  %5202 = getelementptr inbounds nuw float, ptr %5198, i64 %5201
  store float %5197, ptr %5202, align 4
  %5203 = add i64 %5189, 1
  br label %5188

5204:                                             ; preds = %5188
  %5205 = add i64 %5185, 1
  br label %5184

5206:                                             ; preds = %5184
  %5207 = add i64 %5181, 1
  br label %5180

5208:                                             ; preds = %5180
  br label %5209

5209:                                             ; preds = %5243, %5208
  %5210 = phi i64 [ %5244, %5243 ], [ 0, %5208 ]
  %5211 = icmp slt i64 %5210, 1
  br i1 %5211, label %5212, label %5245

5212:                                             ; preds = %5209
  br label %5213

5213:                                             ; preds = %5241, %5212
  %5214 = phi i64 [ %5242, %5241 ], [ 0, %5212 ]
  %5215 = icmp slt i64 %5214, 8
  br i1 %5215, label %5216, label %5243

5216:                                             ; preds = %5213
  br label %5217

5217:                                             ; preds = %5220, %5216
  %5218 = phi i64 [ %5240, %5220 ], [ 0, %5216 ]
  %5219 = icmp slt i64 %5218, 32
  br i1 %5219, label %5220, label %5241

5220:                                             ; preds = %5217
  %5221 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4904, 1
  %5222 = mul nuw nsw i64 %5210, 256
  %5223 = mul nuw nsw i64 %5214, 32
  %5224 = add nuw nsw i64 %5222, %5223
  %5225 = add nuw nsw i64 %5224, %5218
  %5226 = getelementptr inbounds nuw float, ptr %5221, i64 %5225
  %5227 = load float, ptr %5226, align 4
  %5228 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5179, 1
  %5229 = mul nuw nsw i64 %5210, 8
  %5230 = add nuw nsw i64 %5229, %5214
  %5231 = add nuw nsw i64 %5230, 0
  %5232 = getelementptr inbounds nuw float, ptr %5228, i64 %5231
  %5233 = load float, ptr %5232, align 4
  %5234 = fadd float %5227, %5233
  %5235 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5179, 1
  %5236 = mul nuw nsw i64 %5210, 8
  %5237 = add nuw nsw i64 %5236, %5214
  %5238 = add nuw nsw i64 %5237, 0
  %5239 = getelementptr inbounds nuw float, ptr %5235, i64 %5238
  store float %5234, ptr %5239, align 4
  %5240 = add i64 %5218, 1
  br label %5217

5241:                                             ; preds = %5217
  %5242 = add i64 %5214, 1
  br label %5213

5243:                                             ; preds = %5213
  %5244 = add i64 %5210, 1
  br label %5209

5245:                                             ; preds = %5209
  %5246 = call ptr @malloc(i64 1088)
  %5247 = ptrtoint ptr %5246 to i64
  %5248 = add i64 %5247, 63
  %5249 = urem i64 %5248, 64
  %5250 = sub i64 %5248, %5249
  %5251 = inttoptr i64 %5250 to ptr
  %5252 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5246, 0
  %5253 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5252, ptr %5251, 1
  %5254 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5253, i64 0, 2
  %5255 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5254, i64 1, 3, 0
  %5256 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5255, i64 8, 3, 1
  %5257 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5256, i64 32, 3, 2
  %5258 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5257, i64 256, 4, 0
  %5259 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5258, i64 32, 4, 1
  %5260 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5259, i64 1, 4, 2
  br label %5261

5261:                                             ; preds = %5315, %5245
  %5262 = phi i64 [ %5316, %5315 ], [ 0, %5245 ]
  %5263 = icmp slt i64 %5262, 1
  br i1 %5263, label %5264, label %5317

5264:                                             ; preds = %5261
  br label %5265

5265:                                             ; preds = %5313, %5264
  %5266 = phi i64 [ %5314, %5313 ], [ 0, %5264 ]
  %5267 = icmp slt i64 %5266, 8
  br i1 %5267, label %5268, label %5315

5268:                                             ; preds = %5265
  br label %5269

5269:                                             ; preds = %5272, %5268
  %5270 = phi i64 [ %5312, %5272 ], [ 0, %5268 ]
  %5271 = icmp slt i64 %5270, 32
  br i1 %5271, label %5272, label %5313

5272:                                             ; preds = %5269
  %5273 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4904, 1
  %5274 = mul nuw nsw i64 %5262, 256
  %5275 = mul nuw nsw i64 %5266, 32
  %5276 = add nuw nsw i64 %5274, %5275
  %5277 = add nuw nsw i64 %5276, %5270
  %5278 = getelementptr inbounds nuw float, ptr %5273, i64 %5277
  %5279 = load float, ptr %5278, align 4
  %5280 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5179, 1
  %5281 = mul nuw nsw i64 %5262, 8
  %5282 = add nuw nsw i64 %5281, %5266
  %5283 = add nuw nsw i64 %5282, 0
  %5284 = getelementptr inbounds nuw float, ptr %5280, i64 %5283
  %5285 = load float, ptr %5284, align 4
  %5286 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5089, 1
  %5287 = mul nuw nsw i64 %5262, 8
  %5288 = add nuw nsw i64 %5287, %5266
  %5289 = add nuw nsw i64 %5288, 0
  %5290 = getelementptr inbounds nuw double, ptr %5286, i64 %5289
  %5291 = load double, ptr %5290, align 8
  %5292 = getelementptr inbounds nuw float, ptr @__constant_32xf32_1, i64 %5270
  %5293 = load float, ptr %5292, align 4
  %5294 = getelementptr inbounds nuw float, ptr @__constant_32xf32_0, i64 %5270
  %5295 = load float, ptr %5294, align 4
  %5296 = fdiv double %5291, 3.200000e+01
  %5297 = fptrunc double %5296 to float
  %5298 = fadd float %5297, f0x2B8CBCCC
  %5299 = call float @llvm.sqrt.f32(float %5298)
  %5300 = fdiv float 1.000000e+00, %5299
  %5301 = fdiv float %5285, 3.200000e+01
  %5302 = fsub float %5279, %5301
  %5303 = fmul float %5302, %5300
  %5304 = fmul float %5303, %5293
  %5305 = fadd float %5304, %5295
  %5306 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5260, 1
  %5307 = mul nuw nsw i64 %5262, 256
  %5308 = mul nuw nsw i64 %5266, 32
  %5309 = add nuw nsw i64 %5307, %5308
  %5310 = add nuw nsw i64 %5309, %5270
  %5311 = getelementptr inbounds nuw float, ptr %5306, i64 %5310
  store float %5305, ptr %5311, align 4
  %5312 = add i64 %5270, 1
  br label %5269

5313:                                             ; preds = %5269
  %5314 = add i64 %5266, 1
  br label %5265

5315:                                             ; preds = %5265
  %5316 = add i64 %5262, 1
  br label %5261

5317:                                             ; preds = %5261
  %5318 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5260, 0
  %5319 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5260, 1
  %5320 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5318, 0
  %5321 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5320, ptr %5319, 1
  %5322 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5321, i64 0, 2
  %5323 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5322, i64 1, 3, 0
  %5324 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5323, i64 256, 4, 0
  %5325 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5324, i64 1, 3, 1
  %5326 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5325, i64 32, 4, 1
  %5327 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5326, i64 32, 3, 2
  %5328 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5327, i64 1, 4, 2
  %5329 = call ptr @malloc(i64 192)
  %5330 = ptrtoint ptr %5329 to i64
  %5331 = add i64 %5330, 63
  %5332 = urem i64 %5331, 64
  %5333 = sub i64 %5331, %5332
  %5334 = inttoptr i64 %5333 to ptr
  %5335 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5329, 0
  %5336 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5335, ptr %5334, 1
  %5337 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5336, i64 0, 2
  %5338 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5337, i64 1, 3, 0
  %5339 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5338, i64 1, 3, 1
  %5340 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5339, i64 32, 3, 2
  %5341 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5340, i64 32, 4, 0
  %5342 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5341, i64 32, 4, 1
  %5343 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5342, i64 1, 4, 2
  br label %5344

5344:                                             ; preds = %5365, %5317
  %5345 = phi i64 [ %5366, %5365 ], [ 0, %5317 ]
  %5346 = icmp slt i64 %5345, 1
  br i1 %5346, label %5347, label %5367

5347:                                             ; preds = %5344
  br label %5348

5348:                                             ; preds = %5363, %5347
  %5349 = phi i64 [ %5364, %5363 ], [ 0, %5347 ]
  %5350 = icmp slt i64 %5349, 1
  br i1 %5350, label %5351, label %5365

5351:                                             ; preds = %5348
  br label %5352

5352:                                             ; preds = %5355, %5351
  %5353 = phi i64 [ %5362, %5355 ], [ 0, %5351 ]
  %5354 = icmp slt i64 %5353, 32
  br i1 %5354, label %5355, label %5363

5355:                                             ; preds = %5352
  %5356 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5343, 1
  %5357 = mul nuw nsw i64 %5345, 32
  %5358 = mul nuw nsw i64 %5349, 32
  %5359 = add nuw nsw i64 %5357, %5358
  %5360 = add nuw nsw i64 %5359, %5353
  %5361 = getelementptr inbounds nuw float, ptr %5356, i64 %5360
  store float 0.000000e+00, ptr %5361, align 4
  %5362 = add i64 %5353, 1
  br label %5352

5363:                                             ; preds = %5352
  %5364 = add i64 %5349, 1
  br label %5348

5365:                                             ; preds = %5348
  %5366 = add i64 %5345, 1
  br label %5344

5367:                                             ; preds = %5344
  %5368 = call ptr @malloc(i64 192)
  %5369 = ptrtoint ptr %5368 to i64
  %5370 = add i64 %5369, 63
  %5371 = urem i64 %5370, 64
  %5372 = sub i64 %5370, %5371
  %5373 = inttoptr i64 %5372 to ptr
  %5374 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5368, 0
  %5375 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5374, ptr %5373, 1
  %5376 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5375, i64 0, 2
  %5377 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5376, i64 1, 3, 0
  %5378 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5377, i64 1, 3, 1
  %5379 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5378, i64 32, 3, 2
  %5380 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5379, i64 32, 4, 0
  %5381 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5380, i64 32, 4, 1
  %5382 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5381, i64 1, 4, 2
  br label %5383

5383:                                             ; preds = %5411, %5367
  %5384 = phi i64 [ %5412, %5411 ], [ 0, %5367 ]
  %5385 = icmp slt i64 %5384, 1
  br i1 %5385, label %5386, label %5413

5386:                                             ; preds = %5383
  br label %5387

5387:                                             ; preds = %5409, %5386
  %5388 = phi i64 [ %5410, %5409 ], [ 0, %5386 ]
  %5389 = icmp slt i64 %5388, 1
  br i1 %5389, label %5390, label %5411

5390:                                             ; preds = %5387
  br label %5391

5391:                                             ; preds = %5394, %5390
  %5392 = phi i64 [ %5408, %5394 ], [ 0, %5390 ]
  %5393 = icmp slt i64 %5392, 32
  br i1 %5393, label %5394, label %5409

5394:                                             ; preds = %5391
  %5395 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5343, 1
  %5396 = mul nuw nsw i64 %5384, 32
  %5397 = mul nuw nsw i64 %5388, 32
  %5398 = add nuw nsw i64 %5396, %5397
  %5399 = add nuw nsw i64 %5398, %5392
  %5400 = getelementptr inbounds nuw float, ptr %5395, i64 %5399
  %5401 = load float, ptr %5400, align 4
  %5402 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5382, 1
  %5403 = mul nuw nsw i64 %5384, 32
  %5404 = mul nuw nsw i64 %5388, 32
  %5405 = add nuw nsw i64 %5403, %5404
  %5406 = add nuw nsw i64 %5405, %5392
  %5407 = getelementptr inbounds nuw float, ptr %5402, i64 %5406
  store float %5401, ptr %5407, align 4
  %5408 = add i64 %5392, 1
  br label %5391

5409:                                             ; preds = %5391
  %5410 = add i64 %5388, 1
  br label %5387

5411:                                             ; preds = %5387
  %5412 = add i64 %5384, 1
  br label %5383

5413:                                             ; preds = %5383
  br label %5414

5414:                                             ; preds = %5461, %5413
  %5415 = phi i64 [ %5462, %5461 ], [ 0, %5413 ]
  %5416 = icmp slt i64 %5415, 1
  br i1 %5416, label %5417, label %5463

5417:                                             ; preds = %5414
  br label %5418

5418:                                             ; preds = %5459, %5417
  %5419 = phi i64 [ %5460, %5459 ], [ 0, %5417 ]
  %5420 = icmp slt i64 %5419, 1
  br i1 %5420, label %5421, label %5461

5421:                                             ; preds = %5418
  br label %5422

5422:                                             ; preds = %5457, %5421
  %5423 = phi i64 [ %5458, %5457 ], [ 0, %5421 ]
  %5424 = icmp slt i64 %5423, 32
  br i1 %5424, label %5425, label %5459

5425:                                             ; preds = %5422
  br label %5426

5426:                                             ; preds = %5429, %5425
  %5427 = phi i64 [ %5456, %5429 ], [ 0, %5425 ]
  %5428 = icmp slt i64 %5427, 32
  br i1 %5428, label %5429, label %5457

5429:                                             ; preds = %5426
  %5430 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5328, 1
  %5431 = mul nuw nsw i64 %5415, 256
  %5432 = mul nuw nsw i64 %5419, 32
  %5433 = add nuw nsw i64 %5431, %5432
  %5434 = add nuw nsw i64 %5433, %5427
  %5435 = getelementptr inbounds nuw float, ptr %5430, i64 %5434
  %5436 = load float, ptr %5435, align 4
  %5437 = mul nuw nsw i64 %5423, 32
  %5438 = add nuw nsw i64 %5437, %5427
  %5439 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32, i64 %5438
  %5440 = load float, ptr %5439, align 4
  %5441 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5382, 1
  %5442 = mul nuw nsw i64 %5415, 32
  %5443 = mul nuw nsw i64 %5419, 32
  %5444 = add nuw nsw i64 %5442, %5443
  %5445 = add nuw nsw i64 %5444, %5423
  %5446 = getelementptr inbounds nuw float, ptr %5441, i64 %5445
  %5447 = load float, ptr %5446, align 4
  %5448 = fmul float %5436, %5440
  %5449 = fadd float %5447, %5448
  %5450 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5382, 1
  %5451 = mul nuw nsw i64 %5415, 32
  %5452 = mul nuw nsw i64 %5419, 32
  %5453 = add nuw nsw i64 %5451, %5452
  %5454 = add nuw nsw i64 %5453, %5423
  %5455 = getelementptr inbounds nuw float, ptr %5450, i64 %5454
  store float %5449, ptr %5455, align 4
  %5456 = add i64 %5427, 1
  br label %5426

5457:                                             ; preds = %5426
  %5458 = add i64 %5423, 1
  br label %5422

5459:                                             ; preds = %5422
  %5460 = add i64 %5419, 1
  br label %5418

5461:                                             ; preds = %5418
  %5462 = add i64 %5415, 1
  br label %5414

5463:                                             ; preds = %5414
  %5464 = call ptr @malloc(i64 192)
  %5465 = ptrtoint ptr %5464 to i64
  %5466 = add i64 %5465, 63
  %5467 = urem i64 %5466, 64
  %5468 = sub i64 %5466, %5467
  %5469 = inttoptr i64 %5468 to ptr
  %5470 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5464, 0
  %5471 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5470, ptr %5469, 1
  %5472 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5471, i64 0, 2
  %5473 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5472, i64 1, 3, 0
  %5474 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5473, i64 1, 3, 1
  %5475 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5474, i64 32, 3, 2
  %5476 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5475, i64 32, 4, 0
  %5477 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5476, i64 32, 4, 1
  %5478 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5477, i64 1, 4, 2
  br label %5479

5479:                                             ; preds = %5522, %5463
  %5480 = phi i64 [ %5523, %5522 ], [ 0, %5463 ]
  %5481 = icmp slt i64 %5480, 1
  br i1 %5481, label %5482, label %5524

5482:                                             ; preds = %5479
  br label %5483

5483:                                             ; preds = %5520, %5482
  %5484 = phi i64 [ %5521, %5520 ], [ 0, %5482 ]
  %5485 = icmp slt i64 %5484, 1
  br i1 %5485, label %5486, label %5522

5486:                                             ; preds = %5483
  br label %5487

5487:                                             ; preds = %5490, %5486
  %5488 = phi i64 [ %5519, %5490 ], [ 0, %5486 ]
  %5489 = icmp slt i64 %5488, 32
  br i1 %5489, label %5490, label %5520

5490:                                             ; preds = %5487
  %5491 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5382, 1
  %5492 = mul nuw nsw i64 %5480, 32
  %5493 = mul nuw nsw i64 %5484, 32
  %5494 = add nuw nsw i64 %5492, %5493
  %5495 = add nuw nsw i64 %5494, %5488
  %5496 = getelementptr inbounds nuw float, ptr %5491, i64 %5495
  %5497 = load float, ptr %5496, align 4
  %5498 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %5488
  %5499 = load float, ptr %5498, align 4
  %5500 = fadd float %5497, %5499
  %5501 = fcmp olt float %5500, 0.000000e+00
  %5502 = uitofp i1 %5501 to float
  %5503 = fmul float %5502, -2.000000e+00
  %5504 = fadd float %5503, 1.000000e+00
  %5505 = fmul float %5504, %5500
  %5506 = fmul float %5505, -2.000000e+00
  %5507 = fmul float %5506, f0x3FB8AA3B
  %5508 = call float @llvm.exp2.f32(float %5507)
  %5509 = fsub float 1.000000e+00, %5508
  %5510 = fadd float %5508, 1.000000e+00
  %5511 = fdiv float %5509, %5510
  %5512 = fmul float %5504, %5511
  %5513 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5478, 1
  %5514 = mul nuw nsw i64 %5480, 32
  %5515 = mul nuw nsw i64 %5484, 32
  %5516 = add nuw nsw i64 %5514, %5515
  %5517 = add nuw nsw i64 %5516, %5488
  %5518 = getelementptr inbounds nuw float, ptr %5513, i64 %5517
  store float %5512, ptr %5518, align 4
  %5519 = add i64 %5488, 1
  br label %5487

5520:                                             ; preds = %5487
  %5521 = add i64 %5484, 1
  br label %5483

5522:                                             ; preds = %5483
  %5523 = add i64 %5480, 1
  br label %5479

5524:                                             ; preds = %5479
  %5525 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5478, 0
  %5526 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5478, 1
  %5527 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %5525, 0
  %5528 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5527, ptr %5526, 1
  %5529 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5528, i64 0, 2
  %5530 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5529, i64 1, 3, 0
  %5531 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5530, i64 32, 4, 0
  %5532 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5531, i64 32, 3, 1
  %5533 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5532, i64 1, 4, 1
  %5534 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 0
  call void @free(ptr %5534)
  %5535 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %94, 0
  call void @free(ptr %5535)
  %5536 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 0
  call void @free(ptr %5536)
  %5537 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %179, 0
  call void @free(ptr %5537)
  %5538 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %260, 0
  call void @free(ptr %5538)
  %5539 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %350, 0
  call void @free(ptr %5539)
  %5540 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %388, 0
  call void @free(ptr %5540)
  %5541 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %469, 0
  call void @free(ptr %5541)
  %5542 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %545, 0
  call void @free(ptr %5542)
  %5543 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %613, 0
  call void @free(ptr %5543)
  %5544 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %659, 0
  call void @free(ptr %5544)
  %5545 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %779, 0
  call void @free(ptr %5545)
  %5546 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %899, 0
  call void @free(ptr %5546)
  %5547 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1017, 0
  call void @free(ptr %5547)
  %5548 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1071, 0
  call void @free(ptr %5548)
  %5549 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1206, 0
  call void @free(ptr %5549)
  %5550 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1272, 0
  call void @free(ptr %5550)
  %5551 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1341, 0
  call void @free(ptr %5551)
  %5552 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1454, 0
  call void @free(ptr %5552)
  %5553 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1523, 0
  call void @free(ptr %5553)
  %5554 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1571, 0
  call void @free(ptr %5554)
  %5555 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1674, 0
  call void @free(ptr %5555)
  %5556 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1728, 0
  call void @free(ptr %5556)
  %5557 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1876, 0
  call void @free(ptr %5557)
  %5558 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1982, 0
  call void @free(ptr %5558)
  %5559 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2039, 0
  call void @free(ptr %5559)
  %5560 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2086, 0
  call void @free(ptr %5560)
  %5561 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2167, 0
  call void @free(ptr %5561)
  %5562 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2257, 0
  call void @free(ptr %5562)
  %5563 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2338, 0
  call void @free(ptr %5563)
  %5564 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2408, 0
  call void @free(ptr %5564)
  %5565 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2450, 0
  call void @free(ptr %5565)
  %5566 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2546, 0
  call void @free(ptr %5566)
  %5567 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2694, 0
  call void @free(ptr %5567)
  %5568 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2751, 0
  call void @free(ptr %5568)
  %5569 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2798, 0
  call void @free(ptr %5569)
  %5570 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2879, 0
  call void @free(ptr %5570)
  %5571 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2969, 0
  call void @free(ptr %5571)
  %5572 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3050, 0
  call void @free(ptr %5572)
  %5573 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3124, 0
  call void @free(ptr %5573)
  %5574 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3244, 0
  call void @free(ptr %5574)
  %5575 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3364, 0
  call void @free(ptr %5575)
  %5576 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3484, 0
  call void @free(ptr %5576)
  %5577 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3619, 0
  call void @free(ptr %5577)
  %5578 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3702, 0
  call void @free(ptr %5578)
  %5579 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3815, 0
  call void @free(ptr %5579)
  %5580 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3884, 0
  call void @free(ptr %5580)
  %5581 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3989, 0
  call void @free(ptr %5581)
  %5582 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4126, 0
  call void @free(ptr %5582)
  %5583 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4232, 0
  call void @free(ptr %5583)
  %5584 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4289, 0
  call void @free(ptr %5584)
  %5585 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4336, 0
  call void @free(ptr %5585)
  %5586 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4417, 0
  call void @free(ptr %5586)
  %5587 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4507, 0
  call void @free(ptr %5587)
  %5588 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4588, 0
  call void @free(ptr %5588)
  %5589 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4660, 0
  call void @free(ptr %5589)
  %5590 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4756, 0
  call void @free(ptr %5590)
  %5591 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4904, 0
  call void @free(ptr %5591)
  %5592 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4961, 0
  call void @free(ptr %5592)
  %5593 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5008, 0
  call void @free(ptr %5593)
  %5594 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5089, 0
  call void @free(ptr %5594)
  %5595 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5179, 0
  call void @free(ptr %5595)
  %5596 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5343, 0
  call void @free(ptr %5596)
  %5597 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5382, 0
  call void @free(ptr %5597)
  %5598 = insertvalue { { ptr, ptr, i64, [3 x i64], [3 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } poison, { ptr, ptr, i64, [3 x i64], [3 x i64] } %5260, 0
  %5599 = insertvalue { { ptr, ptr, i64, [3 x i64], [3 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %5598, { ptr, ptr, i64, [2 x i64], [2 x i64] } %5533, 1
  ret { { ptr, ptr, i64, [3 x i64], [3 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %5599
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
; irlower-stages: fx_graph=709d2e73740e torch_mlir=32a083bb9f5f linalg_on_tensors_mlir=6586c97b6041 llvm_mlir=34f1e31a5dcf
