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
  br label %455

455:                                              ; preds = %509, %454
  %456 = phi i64 [ %510, %509 ], [ 0, %454 ]
  %457 = icmp slt i64 %456, 1
  br i1 %457, label %458, label %511

458:                                              ; preds = %455
  br label %459

459:                                              ; preds = %507, %458
  %460 = phi i64 [ %508, %507 ], [ 0, %458 ]
  %461 = icmp slt i64 %460, 8
  br i1 %461, label %462, label %509

462:                                              ; preds = %459
  br label %463

463:                                              ; preds = %466, %462
  %464 = phi i64 [ %506, %466 ], [ 0, %462 ]
  %465 = icmp slt i64 %464, 32
  br i1 %465, label %466, label %507

466:                                              ; preds = %463
  %467 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %468 = mul nuw nsw i64 %456, 256
  %469 = mul nuw nsw i64 %460, 32
  %470 = add nuw nsw i64 %468, %469
  %471 = add nuw nsw i64 %470, %464
  %472 = getelementptr inbounds nuw float, ptr %467, i64 %471
  %473 = load float, ptr %472, align 4
  %474 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %388, 1
  %475 = mul nuw nsw i64 %456, 8
  %476 = add nuw nsw i64 %475, %460
  %477 = add nuw nsw i64 %476, 0
  %478 = getelementptr inbounds nuw float, ptr %474, i64 %477
  %479 = load float, ptr %478, align 4
  %480 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %260, 1
  %481 = mul nuw nsw i64 %456, 8
  %482 = add nuw nsw i64 %481, %460
  %483 = add nuw nsw i64 %482, 0
  %484 = getelementptr inbounds nuw double, ptr %480, i64 %483
  %485 = load double, ptr %484, align 8
  %486 = getelementptr inbounds nuw float, ptr @__constant_32xf32_30, i64 %464
  %487 = load float, ptr %486, align 4
  %488 = getelementptr inbounds nuw float, ptr @__constant_32xf32_29, i64 %464
  %489 = load float, ptr %488, align 4
  %490 = fdiv double %485, 3.200000e+01
  %491 = fptrunc double %490 to float
  %492 = fadd float %491, f0x2B8CBCCC
  %493 = call float @llvm.sqrt.f32(float %492)
  %494 = fdiv float 1.000000e+00, %493
  %495 = fdiv float %479, 3.200000e+01
  %496 = fsub float %473, %495
  %497 = fmul float %496, %494
  %498 = fmul float %497, %487
  %499 = fadd float %498, %489
  %500 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %501 = mul nuw nsw i64 %456, 256
  %502 = mul nuw nsw i64 %460, 32
  %503 = add nuw nsw i64 %501, %502
  %504 = add nuw nsw i64 %503, %464
  %505 = getelementptr inbounds nuw float, ptr %500, i64 %504
  store float %499, ptr %505, align 4
  %506 = add i64 %464, 1
  br label %463

507:                                              ; preds = %463
  %508 = add i64 %460, 1
  br label %459

509:                                              ; preds = %459
  %510 = add i64 %456, 1
  br label %455

511:                                              ; preds = %455
  %512 = call ptr @malloc(i64 320)
  %513 = ptrtoint ptr %512 to i64
  %514 = add i64 %513, 63
  %515 = urem i64 %514, 64
  %516 = sub i64 %514, %515
  %517 = inttoptr i64 %516 to ptr
  %518 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %512, 0
  %519 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %518, ptr %517, 1
  %520 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %519, i64 0, 2
  %521 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %520, i64 1, 3, 0
  %522 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %521, i64 1, 3, 1
  %523 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %522, i64 8, 3, 2
  %524 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %523, i64 1, 3, 3
  %525 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %524, i64 8, 3, 4
  %526 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %525, i64 64, 4, 0
  %527 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %526, i64 64, 4, 1
  %528 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %527, i64 8, 4, 2
  %529 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %528, i64 8, 4, 3
  %530 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %529, i64 1, 4, 4
  br label %531

531:                                              ; preds = %570, %511
  %532 = phi i64 [ %571, %570 ], [ 0, %511 ]
  %533 = icmp slt i64 %532, 1
  br i1 %533, label %534, label %572

534:                                              ; preds = %531
  br label %535

535:                                              ; preds = %568, %534
  %536 = phi i64 [ %569, %568 ], [ 0, %534 ]
  %537 = icmp slt i64 %536, 1
  br i1 %537, label %538, label %570

538:                                              ; preds = %535
  br label %539

539:                                              ; preds = %566, %538
  %540 = phi i64 [ %567, %566 ], [ 0, %538 ]
  %541 = icmp slt i64 %540, 8
  br i1 %541, label %542, label %568

542:                                              ; preds = %539
  br label %543

543:                                              ; preds = %564, %542
  %544 = phi i64 [ %565, %564 ], [ 0, %542 ]
  %545 = icmp slt i64 %544, 1
  br i1 %545, label %546, label %566

546:                                              ; preds = %543
  br label %547

547:                                              ; preds = %550, %546
  %548 = phi i64 [ %563, %550 ], [ 0, %546 ]
  %549 = icmp slt i64 %548, 8
  br i1 %549, label %550, label %564

550:                                              ; preds = %547
  %551 = icmp sge i64 %540, 0
  %552 = select i1 %551, float 0.000000e+00, float f0xFF7FFFFF
  %553 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %530, 1
  %554 = mul nuw nsw i64 %532, 64
  %555 = mul nuw nsw i64 %536, 64
  %556 = add nuw nsw i64 %554, %555
  %557 = mul nuw nsw i64 %540, 8
  %558 = add nuw nsw i64 %556, %557
  %559 = mul nuw nsw i64 %544, 8
  %560 = add nuw nsw i64 %558, %559
  %561 = add nuw nsw i64 %560, %548
  %562 = getelementptr inbounds nuw float, ptr %553, i64 %561
  store float %552, ptr %562, align 4
  %563 = add i64 %548, 1
  br label %547

564:                                              ; preds = %547
  %565 = add i64 %544, 1
  br label %543

566:                                              ; preds = %543
  %567 = add i64 %540, 1
  br label %539

568:                                              ; preds = %539
  %569 = add i64 %536, 1
  br label %535

570:                                              ; preds = %535
  %571 = add i64 %532, 1
  br label %531

572:                                              ; preds = %531
  %573 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %530, 0
  %574 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %530, 1
  %575 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %573, 0
  %576 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %575, ptr %574, 1
  %577 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %576, i64 0, 2
  %578 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %577, i64 1, 3, 0
  %579 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %578, i64 64, 4, 0
  %580 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %579, i64 1, 3, 1
  %581 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %580, i64 64, 4, 1
  %582 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %581, i64 8, 3, 2
  %583 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %582, i64 8, 4, 2
  %584 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %583, i64 8, 3, 3
  %585 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %584, i64 1, 4, 3
  %586 = call ptr @malloc(i64 1088)
  %587 = ptrtoint ptr %586 to i64
  %588 = add i64 %587, 63
  %589 = urem i64 %588, 64
  %590 = sub i64 %588, %589
  %591 = inttoptr i64 %590 to ptr
  %592 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %586, 0
  %593 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %592, ptr %591, 1
  %594 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %593, i64 0, 2
  %595 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %594, i64 8, 3, 0
  %596 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %595, i64 32, 3, 1
  %597 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %596, i64 32, 4, 0
  %598 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %597, i64 1, 4, 1
  br label %599

599:                                              ; preds = %612, %572
  %600 = phi i64 [ %613, %612 ], [ 0, %572 ]
  %601 = icmp slt i64 %600, 8
  br i1 %601, label %602, label %614

602:                                              ; preds = %599
  br label %603

603:                                              ; preds = %606, %602
  %604 = phi i64 [ %611, %606 ], [ 0, %602 ]
  %605 = icmp slt i64 %604, 32
  br i1 %605, label %606, label %612

606:                                              ; preds = %603
  %607 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %598, 1
  %608 = mul nuw nsw i64 %600, 32
  %609 = add nuw nsw i64 %608, %604
  %610 = getelementptr inbounds nuw float, ptr %607, i64 %609
  store float 0.000000e+00, ptr %610, align 4
  %611 = add i64 %604, 1
  br label %603

612:                                              ; preds = %603
  %613 = add i64 %600, 1
  br label %599

614:                                              ; preds = %599
  %615 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %598, 0
  %616 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %598, 1
  %617 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %615, 0
  %618 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %617, ptr %616, 1
  %619 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %618, i64 0, 2
  %620 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %619, i64 1, 3, 0
  %621 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %620, i64 256, 4, 0
  %622 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %621, i64 8, 3, 1
  %623 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %622, i64 32, 4, 1
  %624 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %623, i64 2, 3, 2
  %625 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %624, i64 16, 4, 2
  %626 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %625, i64 16, 3, 3
  %627 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %626, i64 1, 4, 3
  %628 = call ptr @malloc(i64 1088)
  %629 = ptrtoint ptr %628 to i64
  %630 = add i64 %629, 63
  %631 = urem i64 %630, 64
  %632 = sub i64 %630, %631
  %633 = inttoptr i64 %632 to ptr
  %634 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %628, 0
  %635 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %634, ptr %633, 1
  %636 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %635, i64 0, 2
  %637 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %636, i64 1, 3, 0
  %638 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %637, i64 8, 3, 1
  %639 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %638, i64 2, 3, 2
  %640 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %639, i64 16, 3, 3
  %641 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %640, i64 256, 4, 0
  %642 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %641, i64 32, 4, 1
  %643 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %642, i64 16, 4, 2
  %644 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %643, i64 1, 4, 3
  br label %645

645:                                              ; preds = %683, %614
  %646 = phi i64 [ %684, %683 ], [ 0, %614 ]
  %647 = icmp slt i64 %646, 1
  br i1 %647, label %648, label %685

648:                                              ; preds = %645
  br label %649

649:                                              ; preds = %681, %648
  %650 = phi i64 [ %682, %681 ], [ 0, %648 ]
  %651 = icmp slt i64 %650, 8
  br i1 %651, label %652, label %683

652:                                              ; preds = %649
  br label %653

653:                                              ; preds = %679, %652
  %654 = phi i64 [ %680, %679 ], [ 0, %652 ]
  %655 = icmp slt i64 %654, 2
  br i1 %655, label %656, label %681

656:                                              ; preds = %653
  br label %657

657:                                              ; preds = %660, %656
  %658 = phi i64 [ %678, %660 ], [ 0, %656 ]
  %659 = icmp slt i64 %658, 16
  br i1 %659, label %660, label %679

660:                                              ; preds = %657
  %661 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %627, 1
  %662 = mul nuw nsw i64 %646, 256
  %663 = mul nuw nsw i64 %650, 32
  %664 = add nuw nsw i64 %662, %663
  %665 = mul nuw nsw i64 %654, 16
  %666 = add nuw nsw i64 %664, %665
  %667 = add nuw nsw i64 %666, %658
  %668 = getelementptr inbounds nuw float, ptr %661, i64 %667
  %669 = load float, ptr %668, align 4
  %670 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %644, 1
  %671 = mul nuw nsw i64 %646, 256
  %672 = mul nuw nsw i64 %650, 32
  %673 = add nuw nsw i64 %671, %672
  %674 = mul nuw nsw i64 %654, 16
  %675 = add nuw nsw i64 %673, %674
  %676 = add nuw nsw i64 %675, %658
  %677 = getelementptr inbounds nuw float, ptr %670, i64 %676
  store float %669, ptr %677, align 4
  %678 = add i64 %658, 1
  br label %657

679:                                              ; preds = %657
  %680 = add i64 %654, 1
  br label %653

681:                                              ; preds = %653
  %682 = add i64 %650, 1
  br label %649

683:                                              ; preds = %649
  %684 = add i64 %646, 1
  br label %645

685:                                              ; preds = %645
  br label %686

686:                                              ; preds = %745, %685
  %687 = phi i64 [ %746, %745 ], [ 0, %685 ]
  %688 = icmp slt i64 %687, 1
  br i1 %688, label %689, label %747

689:                                              ; preds = %686
  br label %690

690:                                              ; preds = %743, %689
  %691 = phi i64 [ %744, %743 ], [ 0, %689 ]
  %692 = icmp slt i64 %691, 8
  br i1 %692, label %693, label %745

693:                                              ; preds = %690
  br label %694

694:                                              ; preds = %741, %693
  %695 = phi i64 [ %742, %741 ], [ 0, %693 ]
  %696 = icmp slt i64 %695, 2
  br i1 %696, label %697, label %743

697:                                              ; preds = %694
  br label %698

698:                                              ; preds = %739, %697
  %699 = phi i64 [ %740, %739 ], [ 0, %697 ]
  %700 = icmp slt i64 %699, 16
  br i1 %700, label %701, label %741

701:                                              ; preds = %698
  br label %702

702:                                              ; preds = %705, %701
  %703 = phi i64 [ %738, %705 ], [ 0, %701 ]
  %704 = icmp slt i64 %703, 32
  br i1 %704, label %705, label %739

705:                                              ; preds = %702
  %706 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %707 = mul nuw nsw i64 %687, 256
  %708 = mul nuw nsw i64 %691, 32
  %709 = add nuw nsw i64 %707, %708
  %710 = add nuw nsw i64 %709, %703
  %711 = getelementptr inbounds nuw float, ptr %706, i64 %710
  %712 = load float, ptr %711, align 4
  %713 = mul nuw nsw i64 %695, 512
  %714 = mul nuw nsw i64 %699, 32
  %715 = add nuw nsw i64 %713, %714
  %716 = add nuw nsw i64 %715, %703
  %717 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_28, i64 %716
  %718 = load float, ptr %717, align 4
  %719 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %644, 1
  %720 = mul nuw nsw i64 %687, 256
  %721 = mul nuw nsw i64 %691, 32
  %722 = add nuw nsw i64 %720, %721
  %723 = mul nuw nsw i64 %695, 16
  %724 = add nuw nsw i64 %722, %723
  %725 = add nuw nsw i64 %724, %699
  %726 = getelementptr inbounds nuw float, ptr %719, i64 %725
  %727 = load float, ptr %726, align 4
  %728 = fmul float %712, %718
  %729 = fadd float %727, %728
  %730 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %644, 1
  %731 = mul nuw nsw i64 %687, 256
  %732 = mul nuw nsw i64 %691, 32
  %733 = add nuw nsw i64 %731, %732
  %734 = mul nuw nsw i64 %695, 16
  %735 = add nuw nsw i64 %733, %734
  %736 = add nuw nsw i64 %735, %699
  %737 = getelementptr inbounds nuw float, ptr %730, i64 %736
  store float %729, ptr %737, align 4
  %738 = add i64 %703, 1
  br label %702

739:                                              ; preds = %702
  %740 = add i64 %699, 1
  br label %698

741:                                              ; preds = %698
  %742 = add i64 %695, 1
  br label %694

743:                                              ; preds = %694
  %744 = add i64 %691, 1
  br label %690

745:                                              ; preds = %690
  %746 = add i64 %687, 1
  br label %686

747:                                              ; preds = %686
  %748 = call ptr @malloc(i64 1088)
  %749 = ptrtoint ptr %748 to i64
  %750 = add i64 %749, 63
  %751 = urem i64 %750, 64
  %752 = sub i64 %750, %751
  %753 = inttoptr i64 %752 to ptr
  %754 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %748, 0
  %755 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %754, ptr %753, 1
  %756 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %755, i64 0, 2
  %757 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %756, i64 1, 3, 0
  %758 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %757, i64 8, 3, 1
  %759 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %758, i64 2, 3, 2
  %760 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %759, i64 16, 3, 3
  %761 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %760, i64 256, 4, 0
  %762 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %761, i64 32, 4, 1
  %763 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %762, i64 16, 4, 2
  %764 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %763, i64 1, 4, 3
  br label %765

765:                                              ; preds = %803, %747
  %766 = phi i64 [ %804, %803 ], [ 0, %747 ]
  %767 = icmp slt i64 %766, 1
  br i1 %767, label %768, label %805

768:                                              ; preds = %765
  br label %769

769:                                              ; preds = %801, %768
  %770 = phi i64 [ %802, %801 ], [ 0, %768 ]
  %771 = icmp slt i64 %770, 8
  br i1 %771, label %772, label %803

772:                                              ; preds = %769
  br label %773

773:                                              ; preds = %799, %772
  %774 = phi i64 [ %800, %799 ], [ 0, %772 ]
  %775 = icmp slt i64 %774, 2
  br i1 %775, label %776, label %801

776:                                              ; preds = %773
  br label %777

777:                                              ; preds = %780, %776
  %778 = phi i64 [ %798, %780 ], [ 0, %776 ]
  %779 = icmp slt i64 %778, 16
  br i1 %779, label %780, label %799

780:                                              ; preds = %777
  %781 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %627, 1
  %782 = mul nuw nsw i64 %766, 256
  %783 = mul nuw nsw i64 %770, 32
  %784 = add nuw nsw i64 %782, %783
  %785 = mul nuw nsw i64 %774, 16
  %786 = add nuw nsw i64 %784, %785
  %787 = add nuw nsw i64 %786, %778
  %788 = getelementptr inbounds nuw float, ptr %781, i64 %787
  %789 = load float, ptr %788, align 4
  %790 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %764, 1
  %791 = mul nuw nsw i64 %766, 256
  %792 = mul nuw nsw i64 %770, 32
  %793 = add nuw nsw i64 %791, %792
  %794 = mul nuw nsw i64 %774, 16
  %795 = add nuw nsw i64 %793, %794
  %796 = add nuw nsw i64 %795, %778
  %797 = getelementptr inbounds nuw float, ptr %790, i64 %796
  store float %789, ptr %797, align 4
  %798 = add i64 %778, 1
  br label %777

799:                                              ; preds = %777
  %800 = add i64 %774, 1
  br label %773

801:                                              ; preds = %773
  %802 = add i64 %770, 1
  br label %769

803:                                              ; preds = %769
  %804 = add i64 %766, 1
  br label %765

805:                                              ; preds = %765
  br label %806

806:                                              ; preds = %865, %805
  %807 = phi i64 [ %866, %865 ], [ 0, %805 ]
  %808 = icmp slt i64 %807, 1
  br i1 %808, label %809, label %867

809:                                              ; preds = %806
  br label %810

810:                                              ; preds = %863, %809
  %811 = phi i64 [ %864, %863 ], [ 0, %809 ]
  %812 = icmp slt i64 %811, 8
  br i1 %812, label %813, label %865

813:                                              ; preds = %810
  br label %814

814:                                              ; preds = %861, %813
  %815 = phi i64 [ %862, %861 ], [ 0, %813 ]
  %816 = icmp slt i64 %815, 2
  br i1 %816, label %817, label %863

817:                                              ; preds = %814
  br label %818

818:                                              ; preds = %859, %817
  %819 = phi i64 [ %860, %859 ], [ 0, %817 ]
  %820 = icmp slt i64 %819, 16
  br i1 %820, label %821, label %861

821:                                              ; preds = %818
  br label %822

822:                                              ; preds = %825, %821
  %823 = phi i64 [ %858, %825 ], [ 0, %821 ]
  %824 = icmp slt i64 %823, 32
  br i1 %824, label %825, label %859

825:                                              ; preds = %822
  %826 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %827 = mul nuw nsw i64 %807, 256
  %828 = mul nuw nsw i64 %811, 32
  %829 = add nuw nsw i64 %827, %828
  %830 = add nuw nsw i64 %829, %823
  %831 = getelementptr inbounds nuw float, ptr %826, i64 %830
  %832 = load float, ptr %831, align 4
  %833 = mul nuw nsw i64 %815, 512
  %834 = mul nuw nsw i64 %819, 32
  %835 = add nuw nsw i64 %833, %834
  %836 = add nuw nsw i64 %835, %823
  %837 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_26, i64 %836
  %838 = load float, ptr %837, align 4
  %839 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %764, 1
  %840 = mul nuw nsw i64 %807, 256
  %841 = mul nuw nsw i64 %811, 32
  %842 = add nuw nsw i64 %840, %841
  %843 = mul nuw nsw i64 %815, 16
  %844 = add nuw nsw i64 %842, %843
  %845 = add nuw nsw i64 %844, %819
  %846 = getelementptr inbounds nuw float, ptr %839, i64 %845
  %847 = load float, ptr %846, align 4
  %848 = fmul float %832, %838
  %849 = fadd float %847, %848
  %850 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %764, 1
  %851 = mul nuw nsw i64 %807, 256
  %852 = mul nuw nsw i64 %811, 32
  %853 = add nuw nsw i64 %851, %852
  %854 = mul nuw nsw i64 %815, 16
  %855 = add nuw nsw i64 %853, %854
  %856 = add nuw nsw i64 %855, %819
  %857 = getelementptr inbounds nuw float, ptr %850, i64 %856
  store float %849, ptr %857, align 4
  %858 = add i64 %823, 1
  br label %822

859:                                              ; preds = %822
  %860 = add i64 %819, 1
  br label %818

861:                                              ; preds = %818
  %862 = add i64 %815, 1
  br label %814

863:                                              ; preds = %814
  %864 = add i64 %811, 1
  br label %810

865:                                              ; preds = %810
  %866 = add i64 %807, 1
  br label %806

867:                                              ; preds = %806
  %868 = call ptr @malloc(i64 1088)
  %869 = ptrtoint ptr %868 to i64
  %870 = add i64 %869, 63
  %871 = urem i64 %870, 64
  %872 = sub i64 %870, %871
  %873 = inttoptr i64 %872 to ptr
  %874 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %868, 0
  %875 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %874, ptr %873, 1
  %876 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %875, i64 0, 2
  %877 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %876, i64 1, 3, 0
  %878 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %877, i64 8, 3, 1
  %879 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %878, i64 2, 3, 2
  %880 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %879, i64 16, 3, 3
  %881 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %880, i64 256, 4, 0
  %882 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %881, i64 32, 4, 1
  %883 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %882, i64 16, 4, 2
  %884 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %883, i64 1, 4, 3
  br label %885

885:                                              ; preds = %923, %867
  %886 = phi i64 [ %924, %923 ], [ 0, %867 ]
  %887 = icmp slt i64 %886, 1
  br i1 %887, label %888, label %925

888:                                              ; preds = %885
  br label %889

889:                                              ; preds = %921, %888
  %890 = phi i64 [ %922, %921 ], [ 0, %888 ]
  %891 = icmp slt i64 %890, 8
  br i1 %891, label %892, label %923

892:                                              ; preds = %889
  br label %893

893:                                              ; preds = %919, %892
  %894 = phi i64 [ %920, %919 ], [ 0, %892 ]
  %895 = icmp slt i64 %894, 2
  br i1 %895, label %896, label %921

896:                                              ; preds = %893
  br label %897

897:                                              ; preds = %900, %896
  %898 = phi i64 [ %918, %900 ], [ 0, %896 ]
  %899 = icmp slt i64 %898, 16
  br i1 %899, label %900, label %919

900:                                              ; preds = %897
  %901 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %627, 1
  %902 = mul nuw nsw i64 %886, 256
  %903 = mul nuw nsw i64 %890, 32
  %904 = add nuw nsw i64 %902, %903
  %905 = mul nuw nsw i64 %894, 16
  %906 = add nuw nsw i64 %904, %905
  %907 = add nuw nsw i64 %906, %898
  %908 = getelementptr inbounds nuw float, ptr %901, i64 %907
  %909 = load float, ptr %908, align 4
  %910 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %884, 1
  %911 = mul nuw nsw i64 %886, 256
  %912 = mul nuw nsw i64 %890, 32
  %913 = add nuw nsw i64 %911, %912
  %914 = mul nuw nsw i64 %894, 16
  %915 = add nuw nsw i64 %913, %914
  %916 = add nuw nsw i64 %915, %898
  %917 = getelementptr inbounds nuw float, ptr %910, i64 %916
  store float %909, ptr %917, align 4
  %918 = add i64 %898, 1
  br label %897

919:                                              ; preds = %897
  %920 = add i64 %894, 1
  br label %893

921:                                              ; preds = %893
  %922 = add i64 %890, 1
  br label %889

923:                                              ; preds = %889
  %924 = add i64 %886, 1
  br label %885

925:                                              ; preds = %885
  br label %926

926:                                              ; preds = %985, %925
  %927 = phi i64 [ %986, %985 ], [ 0, %925 ]
  %928 = icmp slt i64 %927, 1
  br i1 %928, label %929, label %987

929:                                              ; preds = %926
  br label %930

930:                                              ; preds = %983, %929
  %931 = phi i64 [ %984, %983 ], [ 0, %929 ]
  %932 = icmp slt i64 %931, 8
  br i1 %932, label %933, label %985

933:                                              ; preds = %930
  br label %934

934:                                              ; preds = %981, %933
  %935 = phi i64 [ %982, %981 ], [ 0, %933 ]
  %936 = icmp slt i64 %935, 2
  br i1 %936, label %937, label %983

937:                                              ; preds = %934
  br label %938

938:                                              ; preds = %979, %937
  %939 = phi i64 [ %980, %979 ], [ 0, %937 ]
  %940 = icmp slt i64 %939, 16
  br i1 %940, label %941, label %981

941:                                              ; preds = %938
  br label %942

942:                                              ; preds = %945, %941
  %943 = phi i64 [ %978, %945 ], [ 0, %941 ]
  %944 = icmp slt i64 %943, 32
  br i1 %944, label %945, label %979

945:                                              ; preds = %942
  %946 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %947 = mul nuw nsw i64 %927, 256
  %948 = mul nuw nsw i64 %931, 32
  %949 = add nuw nsw i64 %947, %948
  %950 = add nuw nsw i64 %949, %943
  %951 = getelementptr inbounds nuw float, ptr %946, i64 %950
  %952 = load float, ptr %951, align 4
  %953 = mul nuw nsw i64 %935, 512
  %954 = mul nuw nsw i64 %939, 32
  %955 = add nuw nsw i64 %953, %954
  %956 = add nuw nsw i64 %955, %943
  %957 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_24, i64 %956
  %958 = load float, ptr %957, align 4
  %959 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %884, 1
  %960 = mul nuw nsw i64 %927, 256
  %961 = mul nuw nsw i64 %931, 32
  %962 = add nuw nsw i64 %960, %961
  %963 = mul nuw nsw i64 %935, 16
  %964 = add nuw nsw i64 %962, %963
  %965 = add nuw nsw i64 %964, %939
  %966 = getelementptr inbounds nuw float, ptr %959, i64 %965
  %967 = load float, ptr %966, align 4
  %968 = fmul float %952, %958
  %969 = fadd float %967, %968
  %970 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %884, 1
  %971 = mul nuw nsw i64 %927, 256
  %972 = mul nuw nsw i64 %931, 32
  %973 = add nuw nsw i64 %971, %972
  %974 = mul nuw nsw i64 %935, 16
  %975 = add nuw nsw i64 %973, %974
  %976 = add nuw nsw i64 %975, %939
  %977 = getelementptr inbounds nuw float, ptr %970, i64 %976
  store float %969, ptr %977, align 4
  %978 = add i64 %943, 1
  br label %942

979:                                              ; preds = %942
  %980 = add i64 %939, 1
  br label %938

981:                                              ; preds = %938
  %982 = add i64 %935, 1
  br label %934

983:                                              ; preds = %934
  %984 = add i64 %931, 1
  br label %930

985:                                              ; preds = %930
  %986 = add i64 %927, 1
  br label %926

987:                                              ; preds = %926
  %988 = call ptr @malloc(i64 576)
  %989 = ptrtoint ptr %988 to i64
  %990 = add i64 %989, 63
  %991 = urem i64 %990, 64
  %992 = sub i64 %990, %991
  %993 = inttoptr i64 %992 to ptr
  %994 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %988, 0
  %995 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %994, ptr %993, 1
  %996 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %995, i64 0, 2
  %997 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %996, i64 2, 3, 0
  %998 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %997, i64 8, 3, 1
  %999 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %998, i64 8, 3, 2
  %1000 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %999, i64 64, 4, 0
  %1001 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1000, i64 8, 4, 1
  %1002 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1001, i64 1, 4, 2
  br label %1003

1003:                                             ; preds = %1024, %987
  %1004 = phi i64 [ %1025, %1024 ], [ 0, %987 ]
  %1005 = icmp slt i64 %1004, 2
  br i1 %1005, label %1006, label %1026

1006:                                             ; preds = %1003
  br label %1007

1007:                                             ; preds = %1022, %1006
  %1008 = phi i64 [ %1023, %1022 ], [ 0, %1006 ]
  %1009 = icmp slt i64 %1008, 8
  br i1 %1009, label %1010, label %1024

1010:                                             ; preds = %1007
  br label %1011

1011:                                             ; preds = %1014, %1010
  %1012 = phi i64 [ %1021, %1014 ], [ 0, %1010 ]
  %1013 = icmp slt i64 %1012, 8
  br i1 %1013, label %1014, label %1022

1014:                                             ; preds = %1011
  %1015 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1002, 1
  %1016 = mul nuw nsw i64 %1004, 64
  %1017 = mul nuw nsw i64 %1008, 8
  %1018 = add nuw nsw i64 %1016, %1017
  %1019 = add nuw nsw i64 %1018, %1012
  %1020 = getelementptr inbounds nuw float, ptr %1015, i64 %1019
  store float 0.000000e+00, ptr %1020, align 4
  %1021 = add i64 %1012, 1
  br label %1011

1022:                                             ; preds = %1011
  %1023 = add i64 %1008, 1
  br label %1007

1024:                                             ; preds = %1007
  %1025 = add i64 %1004, 1
  br label %1003

1026:                                             ; preds = %1003
  %1027 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1002, 0
  %1028 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1002, 1
  %1029 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1027, 0
  %1030 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1029, ptr %1028, 1
  %1031 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1030, i64 0, 2
  %1032 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1031, i64 1, 3, 0
  %1033 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1032, i64 128, 4, 0
  %1034 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1033, i64 2, 3, 1
  %1035 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1034, i64 64, 4, 1
  %1036 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1035, i64 8, 3, 2
  %1037 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1036, i64 8, 4, 2
  %1038 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1037, i64 8, 3, 3
  %1039 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1038, i64 1, 4, 3
  %1040 = call ptr @malloc(i64 576)
  %1041 = ptrtoint ptr %1040 to i64
  %1042 = add i64 %1041, 63
  %1043 = urem i64 %1042, 64
  %1044 = sub i64 %1042, %1043
  %1045 = inttoptr i64 %1044 to ptr
  %1046 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1040, 0
  %1047 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1046, ptr %1045, 1
  %1048 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1047, i64 0, 2
  %1049 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1048, i64 1, 3, 0
  %1050 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1049, i64 2, 3, 1
  %1051 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1050, i64 8, 3, 2
  %1052 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1051, i64 8, 3, 3
  %1053 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1052, i64 128, 4, 0
  %1054 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1053, i64 64, 4, 1
  %1055 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1054, i64 8, 4, 2
  %1056 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1055, i64 1, 4, 3
  br label %1057

1057:                                             ; preds = %1095, %1026
  %1058 = phi i64 [ %1096, %1095 ], [ 0, %1026 ]
  %1059 = icmp slt i64 %1058, 1
  br i1 %1059, label %1060, label %1097

1060:                                             ; preds = %1057
  br label %1061

1061:                                             ; preds = %1093, %1060
  %1062 = phi i64 [ %1094, %1093 ], [ 0, %1060 ]
  %1063 = icmp slt i64 %1062, 2
  br i1 %1063, label %1064, label %1095

1064:                                             ; preds = %1061
  br label %1065

1065:                                             ; preds = %1091, %1064
  %1066 = phi i64 [ %1092, %1091 ], [ 0, %1064 ]
  %1067 = icmp slt i64 %1066, 8
  br i1 %1067, label %1068, label %1093

1068:                                             ; preds = %1065
  br label %1069

1069:                                             ; preds = %1072, %1068
  %1070 = phi i64 [ %1090, %1072 ], [ 0, %1068 ]
  %1071 = icmp slt i64 %1070, 8
  br i1 %1071, label %1072, label %1091

1072:                                             ; preds = %1069
  %1073 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1039, 1
  %1074 = mul nuw nsw i64 %1058, 128
  %1075 = mul nuw nsw i64 %1062, 64
  %1076 = add nuw nsw i64 %1074, %1075
  %1077 = mul nuw nsw i64 %1066, 8
  %1078 = add nuw nsw i64 %1076, %1077
  %1079 = add nuw nsw i64 %1078, %1070
  %1080 = getelementptr inbounds nuw float, ptr %1073, i64 %1079
  %1081 = load float, ptr %1080, align 4
  %1082 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1056, 1
  %1083 = mul nuw nsw i64 %1058, 128
  %1084 = mul nuw nsw i64 %1062, 64
  %1085 = add nuw nsw i64 %1083, %1084
  %1086 = mul nuw nsw i64 %1066, 8
  %1087 = add nuw nsw i64 %1085, %1086
  %1088 = add nuw nsw i64 %1087, %1070
  %1089 = getelementptr inbounds nuw float, ptr %1082, i64 %1088
  store float %1081, ptr %1089, align 4
  %1090 = add i64 %1070, 1
  br label %1069

1091:                                             ; preds = %1069
  %1092 = add i64 %1066, 1
  br label %1065

1093:                                             ; preds = %1065
  %1094 = add i64 %1062, 1
  br label %1061

1095:                                             ; preds = %1061
  %1096 = add i64 %1058, 1
  br label %1057

1097:                                             ; preds = %1057
  br label %1098

1098:                                             ; preds = %1172, %1097
  %1099 = phi i64 [ %1173, %1172 ], [ 0, %1097 ]
  %1100 = icmp slt i64 %1099, 1
  br i1 %1100, label %1101, label %1174

1101:                                             ; preds = %1098
  br label %1102

1102:                                             ; preds = %1170, %1101
  %1103 = phi i64 [ %1171, %1170 ], [ 0, %1101 ]
  %1104 = icmp slt i64 %1103, 2
  br i1 %1104, label %1105, label %1172

1105:                                             ; preds = %1102
  br label %1106

1106:                                             ; preds = %1168, %1105
  %1107 = phi i64 [ %1169, %1168 ], [ 0, %1105 ]
  %1108 = icmp slt i64 %1107, 8
  br i1 %1108, label %1109, label %1170

1109:                                             ; preds = %1106
  br label %1110

1110:                                             ; preds = %1166, %1109
  %1111 = phi i64 [ %1167, %1166 ], [ 0, %1109 ]
  %1112 = icmp slt i64 %1111, 8
  br i1 %1112, label %1113, label %1168

1113:                                             ; preds = %1110
  br label %1114

1114:                                             ; preds = %1117, %1113
  %1115 = phi i64 [ %1165, %1117 ], [ 0, %1113 ]
  %1116 = icmp slt i64 %1115, 16
  br i1 %1116, label %1117, label %1166

1117:                                             ; preds = %1114
  %1118 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %644, 1
  %1119 = mul nuw nsw i64 %1099, 256
  %1120 = mul nuw nsw i64 %1107, 32
  %1121 = add nuw nsw i64 %1119, %1120
  %1122 = mul nuw nsw i64 %1103, 16
  %1123 = add nuw nsw i64 %1121, %1122
  %1124 = add nuw nsw i64 %1123, %1115
  %1125 = getelementptr inbounds nuw float, ptr %1118, i64 %1124
  %1126 = load float, ptr %1125, align 4
  %1127 = mul nuw nsw i64 %1103, 16
  %1128 = add nuw nsw i64 %1127, %1115
  %1129 = getelementptr inbounds nuw float, ptr @__constant_32xf32_27, i64 %1128
  %1130 = load float, ptr %1129, align 4
  %1131 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %764, 1
  %1132 = mul nuw nsw i64 %1099, 256
  %1133 = mul nuw nsw i64 %1111, 32
  %1134 = add nuw nsw i64 %1132, %1133
  %1135 = mul nuw nsw i64 %1103, 16
  %1136 = add nuw nsw i64 %1134, %1135
  %1137 = add nuw nsw i64 %1136, %1115
  %1138 = getelementptr inbounds nuw float, ptr %1131, i64 %1137
  %1139 = load float, ptr %1138, align 4
  %1140 = mul nuw nsw i64 %1103, 16
  %1141 = add nuw nsw i64 %1140, %1115
  %1142 = getelementptr inbounds nuw float, ptr @__constant_32xf32_25, i64 %1141
  %1143 = load float, ptr %1142, align 4
  %1144 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1056, 1
  %1145 = mul nuw nsw i64 %1099, 128
  %1146 = mul nuw nsw i64 %1103, 64
  %1147 = add nuw nsw i64 %1145, %1146
  %1148 = mul nuw nsw i64 %1107, 8
  %1149 = add nuw nsw i64 %1147, %1148
  %1150 = add nuw nsw i64 %1149, %1111
  %1151 = getelementptr inbounds nuw float, ptr %1144, i64 %1150
  %1152 = load float, ptr %1151, align 4
  %1153 = fadd float %1139, %1143
  %1154 = fadd float %1126, %1130
  %1155 = fmul float %1154, %1153
  %1156 = fadd float %1152, %1155
  %1157 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1056, 1
  %1158 = mul nuw nsw i64 %1099, 128
  %1159 = mul nuw nsw i64 %1103, 64
  %1160 = add nuw nsw i64 %1158, %1159
  %1161 = mul nuw nsw i64 %1107, 8
  %1162 = add nuw nsw i64 %1160, %1161
  %1163 = add nuw nsw i64 %1162, %1111
  %1164 = getelementptr inbounds nuw float, ptr %1157, i64 %1163
  store float %1156, ptr %1164, align 4
  %1165 = add i64 %1115, 1
  br label %1114

1166:                                             ; preds = %1114
  %1167 = add i64 %1111, 1
  br label %1110

1168:                                             ; preds = %1110
  %1169 = add i64 %1107, 1
  br label %1106

1170:                                             ; preds = %1106
  %1171 = add i64 %1103, 1
  br label %1102

1172:                                             ; preds = %1102
  %1173 = add i64 %1099, 1
  br label %1098

1174:                                             ; preds = %1098
  %1175 = call ptr @malloc(i64 576)
  %1176 = ptrtoint ptr %1175 to i64
  %1177 = add i64 %1176, 63
  %1178 = urem i64 %1177, 64
  %1179 = sub i64 %1177, %1178
  %1180 = inttoptr i64 %1179 to ptr
  %1181 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1175, 0
  %1182 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1181, ptr %1180, 1
  %1183 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1182, i64 0, 2
  %1184 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1183, i64 1, 3, 0
  %1185 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1184, i64 2, 3, 1
  %1186 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1185, i64 8, 3, 2
  %1187 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1186, i64 8, 3, 3
  %1188 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1187, i64 128, 4, 0
  %1189 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1188, i64 64, 4, 1
  %1190 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1189, i64 8, 4, 2
  %1191 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1190, i64 1, 4, 3
  br label %1192

1192:                                             ; preds = %1240, %1174
  %1193 = phi i64 [ %1241, %1240 ], [ 0, %1174 ]
  %1194 = icmp slt i64 %1193, 1
  br i1 %1194, label %1195, label %1242

1195:                                             ; preds = %1192
  br label %1196

1196:                                             ; preds = %1238, %1195
  %1197 = phi i64 [ %1239, %1238 ], [ 0, %1195 ]
  %1198 = icmp slt i64 %1197, 2
  br i1 %1198, label %1199, label %1240

1199:                                             ; preds = %1196
  br label %1200

1200:                                             ; preds = %1236, %1199
  %1201 = phi i64 [ %1237, %1236 ], [ 0, %1199 ]
  %1202 = icmp slt i64 %1201, 8
  br i1 %1202, label %1203, label %1238

1203:                                             ; preds = %1200
  br label %1204

1204:                                             ; preds = %1207, %1203
  %1205 = phi i64 [ %1235, %1207 ], [ 0, %1203 ]
  %1206 = icmp slt i64 %1205, 8
  br i1 %1206, label %1207, label %1236

1207:                                             ; preds = %1204
  %1208 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1056, 1
  %1209 = mul nuw nsw i64 %1193, 128
  %1210 = mul nuw nsw i64 %1197, 64
  %1211 = add nuw nsw i64 %1209, %1210
  %1212 = mul nuw nsw i64 %1201, 8
  %1213 = add nuw nsw i64 %1211, %1212
  %1214 = add nuw nsw i64 %1213, %1205
  %1215 = getelementptr inbounds nuw float, ptr %1208, i64 %1214
  %1216 = load float, ptr %1215, align 4
  %1217 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %585, 1
  %1218 = mul nuw nsw i64 %1193, 64
  %1219 = add nuw nsw i64 %1218, 0
  %1220 = mul nuw nsw i64 %1201, 8
  %1221 = add nuw nsw i64 %1219, %1220
  %1222 = add nuw nsw i64 %1221, %1205
  %1223 = getelementptr inbounds nuw float, ptr %1217, i64 %1222
  %1224 = load float, ptr %1223, align 4
  %1225 = fmul float %1216, 2.500000e-01
  %1226 = fadd float %1225, %1224
  %1227 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1191, 1
  %1228 = mul nuw nsw i64 %1193, 128
  %1229 = mul nuw nsw i64 %1197, 64
  %1230 = add nuw nsw i64 %1228, %1229
  %1231 = mul nuw nsw i64 %1201, 8
  %1232 = add nuw nsw i64 %1230, %1231
  %1233 = add nuw nsw i64 %1232, %1205
  %1234 = getelementptr inbounds nuw float, ptr %1227, i64 %1233
  store float %1226, ptr %1234, align 4
  %1235 = add i64 %1205, 1
  br label %1204

1236:                                             ; preds = %1204
  %1237 = add i64 %1201, 1
  br label %1200

1238:                                             ; preds = %1200
  %1239 = add i64 %1197, 1
  br label %1196

1240:                                             ; preds = %1196
  %1241 = add i64 %1193, 1
  br label %1192

1242:                                             ; preds = %1192
  %1243 = call ptr @malloc(i64 128)
  %1244 = ptrtoint ptr %1243 to i64
  %1245 = add i64 %1244, 63
  %1246 = urem i64 %1245, 64
  %1247 = sub i64 %1245, %1246
  %1248 = inttoptr i64 %1247 to ptr
  %1249 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1243, 0
  %1250 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1249, ptr %1248, 1
  %1251 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1250, i64 0, 2
  %1252 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1251, i64 1, 3, 0
  %1253 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1252, i64 2, 3, 1
  %1254 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1253, i64 8, 3, 2
  %1255 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1254, i64 16, 4, 0
  %1256 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1255, i64 8, 4, 1
  %1257 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1256, i64 1, 4, 2
  br label %1258

1258:                                             ; preds = %1279, %1242
  %1259 = phi i64 [ %1280, %1279 ], [ 0, %1242 ]
  %1260 = icmp slt i64 %1259, 1
  br i1 %1260, label %1261, label %1281

1261:                                             ; preds = %1258
  br label %1262

1262:                                             ; preds = %1277, %1261
  %1263 = phi i64 [ %1278, %1277 ], [ 0, %1261 ]
  %1264 = icmp slt i64 %1263, 2
  br i1 %1264, label %1265, label %1279

1265:                                             ; preds = %1262
  br label %1266

1266:                                             ; preds = %1269, %1265
  %1267 = phi i64 [ %1276, %1269 ], [ 0, %1265 ]
  %1268 = icmp slt i64 %1267, 8
  br i1 %1268, label %1269, label %1277

1269:                                             ; preds = %1266
  %1270 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1257, 1
  %1271 = mul nuw nsw i64 %1259, 16
  %1272 = mul nuw nsw i64 %1263, 8
  %1273 = add nuw nsw i64 %1271, %1272
  %1274 = add nuw nsw i64 %1273, %1267
  %1275 = getelementptr inbounds nuw float, ptr %1270, i64 %1274
  store float -inf, ptr %1275, align 4
  %1276 = add i64 %1267, 1
  br label %1266

1277:                                             ; preds = %1266
  %1278 = add i64 %1263, 1
  br label %1262

1279:                                             ; preds = %1262
  %1280 = add i64 %1259, 1
  br label %1258

1281:                                             ; preds = %1258
  %1282 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1191, 0
  %1283 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1191, 1
  %1284 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %1282, 0
  %1285 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1284, ptr %1283, 1
  %1286 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1285, i64 0, 2
  %1287 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1286, i64 1, 3, 0
  %1288 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1287, i64 128, 4, 0
  %1289 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1288, i64 2, 3, 1
  %1290 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1289, i64 64, 4, 1
  %1291 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1290, i64 8, 3, 2
  %1292 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1291, i64 8, 4, 2
  %1293 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1292, i64 1, 3, 3
  %1294 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1293, i64 8, 4, 3
  %1295 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1294, i64 8, 3, 4
  %1296 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1295, i64 1, 4, 4
  %1297 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1257, 0
  %1298 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1257, 1
  %1299 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1297, 0
  %1300 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1299, ptr %1298, 1
  %1301 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1300, i64 0, 2
  %1302 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1301, i64 1, 3, 0
  %1303 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1302, i64 16, 4, 0
  %1304 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1303, i64 2, 3, 1
  %1305 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1304, i64 8, 4, 1
  %1306 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1305, i64 8, 3, 2
  %1307 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1306, i64 1, 4, 2
  %1308 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1307, i64 1, 3, 3
  %1309 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1308, i64 1, 4, 3
  %1310 = call ptr @malloc(i64 128)
  %1311 = ptrtoint ptr %1310 to i64
  %1312 = add i64 %1311, 63
  %1313 = urem i64 %1312, 64
  %1314 = sub i64 %1312, %1313
  %1315 = inttoptr i64 %1314 to ptr
  %1316 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1310, 0
  %1317 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1316, ptr %1315, 1
  %1318 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1317, i64 0, 2
  %1319 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1318, i64 1, 3, 0
  %1320 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1319, i64 2, 3, 1
  %1321 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1320, i64 8, 3, 2
  %1322 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1321, i64 1, 3, 3
  %1323 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1322, i64 16, 4, 0
  %1324 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1323, i64 8, 4, 1
  %1325 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1324, i64 1, 4, 2
  %1326 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1325, i64 1, 4, 3
  br label %1327

1327:                                             ; preds = %1363, %1281
  %1328 = phi i64 [ %1364, %1363 ], [ 0, %1281 ]
  %1329 = icmp slt i64 %1328, 1
  br i1 %1329, label %1330, label %1365

1330:                                             ; preds = %1327
  br label %1331

1331:                                             ; preds = %1361, %1330
  %1332 = phi i64 [ %1362, %1361 ], [ 0, %1330 ]
  %1333 = icmp slt i64 %1332, 2
  br i1 %1333, label %1334, label %1363

1334:                                             ; preds = %1331
  br label %1335

1335:                                             ; preds = %1359, %1334
  %1336 = phi i64 [ %1360, %1359 ], [ 0, %1334 ]
  %1337 = icmp slt i64 %1336, 8
  br i1 %1337, label %1338, label %1361

1338:                                             ; preds = %1335
  br label %1339

1339:                                             ; preds = %1342, %1338
  %1340 = phi i64 [ %1358, %1342 ], [ 0, %1338 ]
  %1341 = icmp slt i64 %1340, 1
  br i1 %1341, label %1342, label %1359

1342:                                             ; preds = %1339
  %1343 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1309, 1
  %1344 = mul nuw nsw i64 %1328, 16
  %1345 = mul nuw nsw i64 %1332, 8
  %1346 = add nuw nsw i64 %1344, %1345
  %1347 = add nuw nsw i64 %1346, %1336
  %1348 = add nuw nsw i64 %1347, %1340
  %1349 = getelementptr inbounds nuw float, ptr %1343, i64 %1348
  %1350 = load float, ptr %1349, align 4
  %1351 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1326, 1
  %1352 = mul nuw nsw i64 %1328, 16
  %1353 = mul nuw nsw i64 %1332, 8
  %1354 = add nuw nsw i64 %1352, %1353
  %1355 = add nuw nsw i64 %1354, %1336
  %1356 = add nuw nsw i64 %1355, %1340
  %1357 = getelementptr inbounds nuw float, ptr %1351, i64 %1356
  store float %1350, ptr %1357, align 4
  %1358 = add i64 %1340, 1
  br label %1339

1359:                                             ; preds = %1339
  %1360 = add i64 %1336, 1
  br label %1335

1361:                                             ; preds = %1335
  %1362 = add i64 %1332, 1
  br label %1331

1363:                                             ; preds = %1331
  %1364 = add i64 %1328, 1
  br label %1327

1365:                                             ; preds = %1327
  br label %1366

1366:                                             ; preds = %1420, %1365
  %1367 = phi i64 [ %1421, %1420 ], [ 0, %1365 ]
  %1368 = icmp slt i64 %1367, 1
  br i1 %1368, label %1369, label %1422

1369:                                             ; preds = %1366
  br label %1370

1370:                                             ; preds = %1418, %1369
  %1371 = phi i64 [ %1419, %1418 ], [ 0, %1369 ]
  %1372 = icmp slt i64 %1371, 2
  br i1 %1372, label %1373, label %1420

1373:                                             ; preds = %1370
  br label %1374

1374:                                             ; preds = %1416, %1373
  %1375 = phi i64 [ %1417, %1416 ], [ 0, %1373 ]
  %1376 = icmp slt i64 %1375, 8
  br i1 %1376, label %1377, label %1418

1377:                                             ; preds = %1374
  br label %1378

1378:                                             ; preds = %1414, %1377
  %1379 = phi i64 [ %1415, %1414 ], [ 0, %1377 ]
  %1380 = icmp slt i64 %1379, 1
  br i1 %1380, label %1381, label %1416

1381:                                             ; preds = %1378
  br label %1382

1382:                                             ; preds = %1385, %1381
  %1383 = phi i64 [ %1413, %1385 ], [ 0, %1381 ]
  %1384 = icmp slt i64 %1383, 8
  br i1 %1384, label %1385, label %1414

1385:                                             ; preds = %1382
  %1386 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1296, 1
  %1387 = mul nuw nsw i64 %1367, 128
  %1388 = mul nuw nsw i64 %1371, 64
  %1389 = add nuw nsw i64 %1387, %1388
  %1390 = mul nuw nsw i64 %1375, 8
  %1391 = add nuw nsw i64 %1389, %1390
  %1392 = mul nuw nsw i64 %1379, 8
  %1393 = add nuw nsw i64 %1391, %1392
  %1394 = add nuw nsw i64 %1393, %1383
  %1395 = getelementptr inbounds nuw float, ptr %1386, i64 %1394
  %1396 = load float, ptr %1395, align 4
  %1397 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1326, 1
  %1398 = mul nuw nsw i64 %1367, 16
  %1399 = mul nuw nsw i64 %1371, 8
  %1400 = add nuw nsw i64 %1398, %1399
  %1401 = add nuw nsw i64 %1400, %1375
  %1402 = add nuw nsw i64 %1401, %1379
  %1403 = getelementptr inbounds nuw float, ptr %1397, i64 %1402
  %1404 = load float, ptr %1403, align 4
  %1405 = call float @llvm.maximum.f32(float %1396, float %1404)
  %1406 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1326, 1
  %1407 = mul nuw nsw i64 %1367, 16
  %1408 = mul nuw nsw i64 %1371, 8
  %1409 = add nuw nsw i64 %1407, %1408
  %1410 = add nuw nsw i64 %1409, %1375
  %1411 = add nuw nsw i64 %1410, %1379
  %1412 = getelementptr inbounds nuw float, ptr %1406, i64 %1411
  store float %1405, ptr %1412, align 4
  %1413 = add i64 %1383, 1
  br label %1382

1414:                                             ; preds = %1382
  %1415 = add i64 %1379, 1
  br label %1378

1416:                                             ; preds = %1378
  %1417 = add i64 %1375, 1
  br label %1374

1418:                                             ; preds = %1374
  %1419 = add i64 %1371, 1
  br label %1370

1420:                                             ; preds = %1370
  %1421 = add i64 %1367, 1
  br label %1366

1422:                                             ; preds = %1366
  br label %1423

1423:                                             ; preds = %1472, %1422
  %1424 = phi i64 [ %1473, %1472 ], [ 0, %1422 ]
  %1425 = icmp slt i64 %1424, 1
  br i1 %1425, label %1426, label %1474

1426:                                             ; preds = %1423
  br label %1427

1427:                                             ; preds = %1470, %1426
  %1428 = phi i64 [ %1471, %1470 ], [ 0, %1426 ]
  %1429 = icmp slt i64 %1428, 2
  br i1 %1429, label %1430, label %1472

1430:                                             ; preds = %1427
  br label %1431

1431:                                             ; preds = %1468, %1430
  %1432 = phi i64 [ %1469, %1468 ], [ 0, %1430 ]
  %1433 = icmp slt i64 %1432, 8
  br i1 %1433, label %1434, label %1470

1434:                                             ; preds = %1431
  br label %1435

1435:                                             ; preds = %1438, %1434
  %1436 = phi i64 [ %1467, %1438 ], [ 0, %1434 ]
  %1437 = icmp slt i64 %1436, 8
  br i1 %1437, label %1438, label %1468

1438:                                             ; preds = %1435
  %1439 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1191, 1
  %1440 = mul nuw nsw i64 %1424, 128
  %1441 = mul nuw nsw i64 %1428, 64
  %1442 = add nuw nsw i64 %1440, %1441
  %1443 = mul nuw nsw i64 %1432, 8
  %1444 = add nuw nsw i64 %1442, %1443
  %1445 = add nuw nsw i64 %1444, %1436
  %1446 = getelementptr inbounds nuw float, ptr %1439, i64 %1445
  %1447 = load float, ptr %1446, align 4
  %1448 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1326, 1
  %1449 = mul nuw nsw i64 %1424, 16
  %1450 = mul nuw nsw i64 %1428, 8
  %1451 = add nuw nsw i64 %1449, %1450
  %1452 = add nuw nsw i64 %1451, %1432
  %1453 = add nuw nsw i64 %1452, 0
  %1454 = getelementptr inbounds nuw float, ptr %1448, i64 %1453
  %1455 = load float, ptr %1454, align 4
  %1456 = fsub float %1447, %1455
  %1457 = fmul float %1456, f0x3FB8AA3B
  %1458 = call float @llvm.exp2.f32(float %1457)
  %1459 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1191, 1
  %1460 = mul nuw nsw i64 %1424, 128
  %1461 = mul nuw nsw i64 %1428, 64
  %1462 = add nuw nsw i64 %1460, %1461
  %1463 = mul nuw nsw i64 %1432, 8
  %1464 = add nuw nsw i64 %1462, %1463
  %1465 = add nuw nsw i64 %1464, %1436
  %1466 = getelementptr inbounds nuw float, ptr %1459, i64 %1465
  store float %1458, ptr %1466, align 4
  %1467 = add i64 %1436, 1
  br label %1435

1468:                                             ; preds = %1435
  %1469 = add i64 %1432, 1
  br label %1431

1470:                                             ; preds = %1431
  %1471 = add i64 %1428, 1
  br label %1427

1472:                                             ; preds = %1427
  %1473 = add i64 %1424, 1
  br label %1423

1474:                                             ; preds = %1423
  %1475 = call ptr @malloc(i64 128)
  %1476 = ptrtoint ptr %1475 to i64
  %1477 = add i64 %1476, 63
  %1478 = urem i64 %1477, 64
  %1479 = sub i64 %1477, %1478
  %1480 = inttoptr i64 %1479 to ptr
  %1481 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1475, 0
  %1482 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1481, ptr %1480, 1
  %1483 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1482, i64 0, 2
  %1484 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1483, i64 1, 3, 0
  %1485 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1484, i64 2, 3, 1
  %1486 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1485, i64 8, 3, 2
  %1487 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1486, i64 1, 3, 3
  %1488 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1487, i64 16, 4, 0
  %1489 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1488, i64 8, 4, 1
  %1490 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1489, i64 1, 4, 2
  %1491 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1490, i64 1, 4, 3
  br label %1492

1492:                                             ; preds = %1520, %1474
  %1493 = phi i64 [ %1521, %1520 ], [ 0, %1474 ]
  %1494 = icmp slt i64 %1493, 1
  br i1 %1494, label %1495, label %1522

1495:                                             ; preds = %1492
  br label %1496

1496:                                             ; preds = %1518, %1495
  %1497 = phi i64 [ %1519, %1518 ], [ 0, %1495 ]
  %1498 = icmp slt i64 %1497, 2
  br i1 %1498, label %1499, label %1520

1499:                                             ; preds = %1496
  br label %1500

1500:                                             ; preds = %1516, %1499
  %1501 = phi i64 [ %1517, %1516 ], [ 0, %1499 ]
  %1502 = icmp slt i64 %1501, 8
  br i1 %1502, label %1503, label %1518

1503:                                             ; preds = %1500
  br label %1504

1504:                                             ; preds = %1507, %1503
  %1505 = phi i64 [ %1515, %1507 ], [ 0, %1503 ]
  %1506 = icmp slt i64 %1505, 1
  br i1 %1506, label %1507, label %1516

1507:                                             ; preds = %1504
  %1508 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1491, 1
  %1509 = mul nuw nsw i64 %1493, 16
  %1510 = mul nuw nsw i64 %1497, 8
  %1511 = add nuw nsw i64 %1509, %1510
  %1512 = add nuw nsw i64 %1511, %1501
  %1513 = add nuw nsw i64 %1512, %1505
  %1514 = getelementptr inbounds nuw float, ptr %1508, i64 %1513
  store float 0.000000e+00, ptr %1514, align 4
  %1515 = add i64 %1505, 1
  br label %1504

1516:                                             ; preds = %1504
  %1517 = add i64 %1501, 1
  br label %1500

1518:                                             ; preds = %1500
  %1519 = add i64 %1497, 1
  br label %1496

1520:                                             ; preds = %1496
  %1521 = add i64 %1493, 1
  br label %1492

1522:                                             ; preds = %1492
  %1523 = call ptr @malloc(i64 128)
  %1524 = ptrtoint ptr %1523 to i64
  %1525 = add i64 %1524, 63
  %1526 = urem i64 %1525, 64
  %1527 = sub i64 %1525, %1526
  %1528 = inttoptr i64 %1527 to ptr
  %1529 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1523, 0
  %1530 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1529, ptr %1528, 1
  %1531 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1530, i64 0, 2
  %1532 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1531, i64 1, 3, 0
  %1533 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1532, i64 2, 3, 1
  %1534 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1533, i64 8, 3, 2
  %1535 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1534, i64 1, 3, 3
  %1536 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1535, i64 16, 4, 0
  %1537 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1536, i64 8, 4, 1
  %1538 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1537, i64 1, 4, 2
  %1539 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1538, i64 1, 4, 3
  br label %1540

1540:                                             ; preds = %1576, %1522
  %1541 = phi i64 [ %1577, %1576 ], [ 0, %1522 ]
  %1542 = icmp slt i64 %1541, 1
  br i1 %1542, label %1543, label %1578

1543:                                             ; preds = %1540
  br label %1544

1544:                                             ; preds = %1574, %1543
  %1545 = phi i64 [ %1575, %1574 ], [ 0, %1543 ]
  %1546 = icmp slt i64 %1545, 2
  br i1 %1546, label %1547, label %1576

1547:                                             ; preds = %1544
  br label %1548

1548:                                             ; preds = %1572, %1547
  %1549 = phi i64 [ %1573, %1572 ], [ 0, %1547 ]
  %1550 = icmp slt i64 %1549, 8
  br i1 %1550, label %1551, label %1574

1551:                                             ; preds = %1548
  br label %1552

1552:                                             ; preds = %1555, %1551
  %1553 = phi i64 [ %1571, %1555 ], [ 0, %1551 ]
  %1554 = icmp slt i64 %1553, 1
  br i1 %1554, label %1555, label %1572

1555:                                             ; preds = %1552
  %1556 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1491, 1
  %1557 = mul nuw nsw i64 %1541, 16
  %1558 = mul nuw nsw i64 %1545, 8
  %1559 = add nuw nsw i64 %1557, %1558
  %1560 = add nuw nsw i64 %1559, %1549
  %1561 = add nuw nsw i64 %1560, %1553
  %1562 = getelementptr inbounds nuw float, ptr %1556, i64 %1561
  %1563 = load float, ptr %1562, align 4
  %1564 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1539, 1
  %1565 = mul nuw nsw i64 %1541, 16
  %1566 = mul nuw nsw i64 %1545, 8
  %1567 = add nuw nsw i64 %1565, %1566
  %1568 = add nuw nsw i64 %1567, %1549
  %1569 = add nuw nsw i64 %1568, %1553
  %1570 = getelementptr inbounds nuw float, ptr %1564, i64 %1569
  store float %1563, ptr %1570, align 4
  %1571 = add i64 %1553, 1
  br label %1552

1572:                                             ; preds = %1552
  %1573 = add i64 %1549, 1
  br label %1548

1574:                                             ; preds = %1548
  %1575 = add i64 %1545, 1
  br label %1544

1576:                                             ; preds = %1544
  %1577 = add i64 %1541, 1
  br label %1540

1578:                                             ; preds = %1540
  br label %1579

1579:                                             ; preds = %1625, %1578
  %1580 = phi i64 [ %1626, %1625 ], [ 0, %1578 ]
  %1581 = icmp slt i64 %1580, 1
  br i1 %1581, label %1582, label %1627

1582:                                             ; preds = %1579
  br label %1583

1583:                                             ; preds = %1623, %1582
  %1584 = phi i64 [ %1624, %1623 ], [ 0, %1582 ]
  %1585 = icmp slt i64 %1584, 2
  br i1 %1585, label %1586, label %1625

1586:                                             ; preds = %1583
  br label %1587

1587:                                             ; preds = %1621, %1586
  %1588 = phi i64 [ %1622, %1621 ], [ 0, %1586 ]
  %1589 = icmp slt i64 %1588, 8
  br i1 %1589, label %1590, label %1623

1590:                                             ; preds = %1587
  br label %1591

1591:                                             ; preds = %1594, %1590
  %1592 = phi i64 [ %1620, %1594 ], [ 0, %1590 ]
  %1593 = icmp slt i64 %1592, 8
  br i1 %1593, label %1594, label %1621

1594:                                             ; preds = %1591
  %1595 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1191, 1
  %1596 = mul nuw nsw i64 %1580, 128
  %1597 = mul nuw nsw i64 %1584, 64
  %1598 = add nuw nsw i64 %1596, %1597
  %1599 = mul nuw nsw i64 %1588, 8
  %1600 = add nuw nsw i64 %1598, %1599
  %1601 = add nuw nsw i64 %1600, %1592
  %1602 = getelementptr inbounds nuw float, ptr %1595, i64 %1601
  %1603 = load float, ptr %1602, align 4
  %1604 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1539, 1
  %1605 = mul nuw nsw i64 %1580, 16
  %1606 = mul nuw nsw i64 %1584, 8
  %1607 = add nuw nsw i64 %1605, %1606
  %1608 = add nuw nsw i64 %1607, %1588
  %1609 = add nuw nsw i64 %1608, 0
  %1610 = getelementptr inbounds nuw float, ptr %1604, i64 %1609
  %1611 = load float, ptr %1610, align 4
  %1612 = fadd float %1603, %1611
  %1613 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1539, 1
  %1614 = mul nuw nsw i64 %1580, 16
  %1615 = mul nuw nsw i64 %1584, 8
  %1616 = add nuw nsw i64 %1614, %1615
  %1617 = add nuw nsw i64 %1616, %1588
  %1618 = add nuw nsw i64 %1617, 0
  %1619 = getelementptr inbounds nuw float, ptr %1613, i64 %1618
  store float %1612, ptr %1619, align 4
  %1620 = add i64 %1592, 1
  br label %1591

1621:                                             ; preds = %1591
  %1622 = add i64 %1588, 1
  br label %1587

1623:                                             ; preds = %1587
  %1624 = add i64 %1584, 1
  br label %1583

1625:                                             ; preds = %1583
  %1626 = add i64 %1580, 1
  br label %1579

1627:                                             ; preds = %1579
  %1628 = call ptr @malloc(i64 1088)
  %1629 = ptrtoint ptr %1628 to i64
  %1630 = add i64 %1629, 63
  %1631 = urem i64 %1630, 64
  %1632 = sub i64 %1630, %1631
  %1633 = inttoptr i64 %1632 to ptr
  %1634 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1628, 0
  %1635 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1634, ptr %1633, 1
  %1636 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1635, i64 0, 2
  %1637 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1636, i64 2, 3, 0
  %1638 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1637, i64 8, 3, 1
  %1639 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1638, i64 16, 3, 2
  %1640 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1639, i64 128, 4, 0
  %1641 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1640, i64 16, 4, 1
  %1642 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1641, i64 1, 4, 2
  br label %1643

1643:                                             ; preds = %1664, %1627
  %1644 = phi i64 [ %1665, %1664 ], [ 0, %1627 ]
  %1645 = icmp slt i64 %1644, 2
  br i1 %1645, label %1646, label %1666

1646:                                             ; preds = %1643
  br label %1647

1647:                                             ; preds = %1662, %1646
  %1648 = phi i64 [ %1663, %1662 ], [ 0, %1646 ]
  %1649 = icmp slt i64 %1648, 8
  br i1 %1649, label %1650, label %1664

1650:                                             ; preds = %1647
  br label %1651

1651:                                             ; preds = %1654, %1650
  %1652 = phi i64 [ %1661, %1654 ], [ 0, %1650 ]
  %1653 = icmp slt i64 %1652, 16
  br i1 %1653, label %1654, label %1662

1654:                                             ; preds = %1651
  %1655 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1642, 1
  %1656 = mul nuw nsw i64 %1644, 128
  %1657 = mul nuw nsw i64 %1648, 16
  %1658 = add nuw nsw i64 %1656, %1657
  %1659 = add nuw nsw i64 %1658, %1652
  %1660 = getelementptr inbounds nuw float, ptr %1655, i64 %1659
  store float 0.000000e+00, ptr %1660, align 4
  %1661 = add i64 %1652, 1
  br label %1651

1662:                                             ; preds = %1651
  %1663 = add i64 %1648, 1
  br label %1647

1664:                                             ; preds = %1647
  %1665 = add i64 %1644, 1
  br label %1643

1666:                                             ; preds = %1643
  %1667 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1642, 0
  %1668 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1642, 1
  %1669 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1667, 0
  %1670 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1669, ptr %1668, 1
  %1671 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1670, i64 0, 2
  %1672 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1671, i64 1, 3, 0
  %1673 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1672, i64 256, 4, 0
  %1674 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1673, i64 2, 3, 1
  %1675 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1674, i64 128, 4, 1
  %1676 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1675, i64 8, 3, 2
  %1677 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1676, i64 16, 4, 2
  %1678 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1677, i64 16, 3, 3
  %1679 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1678, i64 1, 4, 3
  %1680 = call ptr @malloc(i64 1088)
  %1681 = ptrtoint ptr %1680 to i64
  %1682 = add i64 %1681, 63
  %1683 = urem i64 %1682, 64
  %1684 = sub i64 %1682, %1683
  %1685 = inttoptr i64 %1684 to ptr
  %1686 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1680, 0
  %1687 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1686, ptr %1685, 1
  %1688 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1687, i64 0, 2
  %1689 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1688, i64 1, 3, 0
  %1690 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1689, i64 2, 3, 1
  %1691 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1690, i64 8, 3, 2
  %1692 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1691, i64 16, 3, 3
  %1693 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1692, i64 256, 4, 0
  %1694 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1693, i64 128, 4, 1
  %1695 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1694, i64 16, 4, 2
  %1696 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1695, i64 1, 4, 3
  br label %1697

1697:                                             ; preds = %1735, %1666
  %1698 = phi i64 [ %1736, %1735 ], [ 0, %1666 ]
  %1699 = icmp slt i64 %1698, 1
  br i1 %1699, label %1700, label %1737

1700:                                             ; preds = %1697
  br label %1701

1701:                                             ; preds = %1733, %1700
  %1702 = phi i64 [ %1734, %1733 ], [ 0, %1700 ]
  %1703 = icmp slt i64 %1702, 2
  br i1 %1703, label %1704, label %1735

1704:                                             ; preds = %1701
  br label %1705

1705:                                             ; preds = %1731, %1704
  %1706 = phi i64 [ %1732, %1731 ], [ 0, %1704 ]
  %1707 = icmp slt i64 %1706, 8
  br i1 %1707, label %1708, label %1733

1708:                                             ; preds = %1705
  br label %1709

1709:                                             ; preds = %1712, %1708
  %1710 = phi i64 [ %1730, %1712 ], [ 0, %1708 ]
  %1711 = icmp slt i64 %1710, 16
  br i1 %1711, label %1712, label %1731

1712:                                             ; preds = %1709
  %1713 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1679, 1
  %1714 = mul nuw nsw i64 %1698, 256
  %1715 = mul nuw nsw i64 %1702, 128
  %1716 = add nuw nsw i64 %1714, %1715
  %1717 = mul nuw nsw i64 %1706, 16
  %1718 = add nuw nsw i64 %1716, %1717
  %1719 = add nuw nsw i64 %1718, %1710
  %1720 = getelementptr inbounds nuw float, ptr %1713, i64 %1719
  %1721 = load float, ptr %1720, align 4
  %1722 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1696, 1
  %1723 = mul nuw nsw i64 %1698, 256
  %1724 = mul nuw nsw i64 %1702, 128
  %1725 = add nuw nsw i64 %1723, %1724
  %1726 = mul nuw nsw i64 %1706, 16
  %1727 = add nuw nsw i64 %1725, %1726
  %1728 = add nuw nsw i64 %1727, %1710
  %1729 = getelementptr inbounds nuw float, ptr %1722, i64 %1728
  store float %1721, ptr %1729, align 4
  %1730 = add i64 %1710, 1
  br label %1709

1731:                                             ; preds = %1709
  %1732 = add i64 %1706, 1
  br label %1705

1733:                                             ; preds = %1705
  %1734 = add i64 %1702, 1
  br label %1701

1735:                                             ; preds = %1701
  %1736 = add i64 %1698, 1
  br label %1697

1737:                                             ; preds = %1697
  br label %1738

1738:                                             ; preds = %1816, %1737
  %1739 = phi i64 [ %1817, %1816 ], [ 0, %1737 ]
  %1740 = icmp slt i64 %1739, 1
  br i1 %1740, label %1741, label %1818

1741:                                             ; preds = %1738
  br label %1742

1742:                                             ; preds = %1814, %1741
  %1743 = phi i64 [ %1815, %1814 ], [ 0, %1741 ]
  %1744 = icmp slt i64 %1743, 2
  br i1 %1744, label %1745, label %1816

1745:                                             ; preds = %1742
  br label %1746

1746:                                             ; preds = %1812, %1745
  %1747 = phi i64 [ %1813, %1812 ], [ 0, %1745 ]
  %1748 = icmp slt i64 %1747, 8
  br i1 %1748, label %1749, label %1814

1749:                                             ; preds = %1746
  br label %1750

1750:                                             ; preds = %1810, %1749
  %1751 = phi i64 [ %1811, %1810 ], [ 0, %1749 ]
  %1752 = icmp slt i64 %1751, 16
  br i1 %1752, label %1753, label %1812

1753:                                             ; preds = %1750
  br label %1754

1754:                                             ; preds = %1757, %1753
  %1755 = phi i64 [ %1809, %1757 ], [ 0, %1753 ]
  %1756 = icmp slt i64 %1755, 8
  br i1 %1756, label %1757, label %1810

1757:                                             ; preds = %1754
  %1758 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1191, 1
  %1759 = mul nuw nsw i64 %1739, 128
  %1760 = mul nuw nsw i64 %1743, 64
  %1761 = add nuw nsw i64 %1759, %1760
  %1762 = mul nuw nsw i64 %1747, 8
  %1763 = add nuw nsw i64 %1761, %1762
  %1764 = add nuw nsw i64 %1763, %1755
  %1765 = getelementptr inbounds nuw float, ptr %1758, i64 %1764
  %1766 = load float, ptr %1765, align 4
  %1767 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1539, 1
  %1768 = mul nuw nsw i64 %1739, 16
  %1769 = mul nuw nsw i64 %1743, 8
  %1770 = add nuw nsw i64 %1768, %1769
  %1771 = add nuw nsw i64 %1770, %1747
  %1772 = add nuw nsw i64 %1771, 0
  %1773 = getelementptr inbounds nuw float, ptr %1767, i64 %1772
  %1774 = load float, ptr %1773, align 4
  %1775 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %884, 1
  %1776 = mul nuw nsw i64 %1739, 256
  %1777 = mul nuw nsw i64 %1755, 32
  %1778 = add nuw nsw i64 %1776, %1777
  %1779 = mul nuw nsw i64 %1743, 16
  %1780 = add nuw nsw i64 %1778, %1779
  %1781 = add nuw nsw i64 %1780, %1751
  %1782 = getelementptr inbounds nuw float, ptr %1775, i64 %1781
  %1783 = load float, ptr %1782, align 4
  %1784 = mul nuw nsw i64 %1743, 16
  %1785 = add nuw nsw i64 %1784, %1751
  %1786 = getelementptr inbounds nuw float, ptr @__constant_32xf32_23, i64 %1785
  %1787 = load float, ptr %1786, align 4
  %1788 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1696, 1
  %1789 = mul nuw nsw i64 %1739, 256
  %1790 = mul nuw nsw i64 %1743, 128
  %1791 = add nuw nsw i64 %1789, %1790
  %1792 = mul nuw nsw i64 %1747, 16
  %1793 = add nuw nsw i64 %1791, %1792
  %1794 = add nuw nsw i64 %1793, %1751
  %1795 = getelementptr inbounds nuw float, ptr %1788, i64 %1794
  %1796 = load float, ptr %1795, align 4
  %1797 = fadd float %1783, %1787
  %1798 = fdiv float %1766, %1774
  %1799 = fmul float %1798, %1797
  %1800 = fadd float %1796, %1799
  %1801 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1696, 1
  %1802 = mul nuw nsw i64 %1739, 256
  %1803 = mul nuw nsw i64 %1743, 128
  %1804 = add nuw nsw i64 %1802, %1803
  %1805 = mul nuw nsw i64 %1747, 16
  %1806 = add nuw nsw i64 %1804, %1805
  %1807 = add nuw nsw i64 %1806, %1751
  %1808 = getelementptr inbounds nuw float, ptr %1801, i64 %1807
  store float %1800, ptr %1808, align 4
  %1809 = add i64 %1755, 1
  br label %1754

1810:                                             ; preds = %1754
  %1811 = add i64 %1751, 1
  br label %1750

1812:                                             ; preds = %1750
  %1813 = add i64 %1747, 1
  br label %1746

1814:                                             ; preds = %1746
  %1815 = add i64 %1743, 1
  br label %1742

1816:                                             ; preds = %1742
  %1817 = add i64 %1739, 1
  br label %1738

1818:                                             ; preds = %1738
  %1819 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %598, 0
  %1820 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %598, 1
  %1821 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1819, 0
  %1822 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1821, ptr %1820, 1
  %1823 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1822, i64 0, 2
  %1824 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1823, i64 1, 3, 0
  %1825 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1824, i64 256, 4, 0
  %1826 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1825, i64 8, 3, 1
  %1827 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1826, i64 32, 4, 1
  %1828 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1827, i64 32, 3, 2
  %1829 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1828, i64 1, 4, 2
  %1830 = call ptr @malloc(i64 1088)
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
  %1841 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1840, i64 32, 3, 2
  %1842 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1841, i64 256, 4, 0
  %1843 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1842, i64 32, 4, 1
  %1844 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1843, i64 1, 4, 2
  br label %1845

1845:                                             ; preds = %1873, %1818
  %1846 = phi i64 [ %1874, %1873 ], [ 0, %1818 ]
  %1847 = icmp slt i64 %1846, 1
  br i1 %1847, label %1848, label %1875

1848:                                             ; preds = %1845
  br label %1849

1849:                                             ; preds = %1871, %1848
  %1850 = phi i64 [ %1872, %1871 ], [ 0, %1848 ]
  %1851 = icmp slt i64 %1850, 8
  br i1 %1851, label %1852, label %1873

1852:                                             ; preds = %1849
  br label %1853

1853:                                             ; preds = %1856, %1852
  %1854 = phi i64 [ %1870, %1856 ], [ 0, %1852 ]
  %1855 = icmp slt i64 %1854, 32
  br i1 %1855, label %1856, label %1871

1856:                                             ; preds = %1853
  %1857 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1829, 1
  %1858 = mul nuw nsw i64 %1846, 256
  %1859 = mul nuw nsw i64 %1850, 32
  %1860 = add nuw nsw i64 %1858, %1859
  %1861 = add nuw nsw i64 %1860, %1854
  %1862 = getelementptr inbounds nuw float, ptr %1857, i64 %1861
  %1863 = load float, ptr %1862, align 4
  %1864 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1844, 1
  %1865 = mul nuw nsw i64 %1846, 256
  %1866 = mul nuw nsw i64 %1850, 32
  %1867 = add nuw nsw i64 %1865, %1866
  %1868 = add nuw nsw i64 %1867, %1854
  %1869 = getelementptr inbounds nuw float, ptr %1864, i64 %1868
  store float %1863, ptr %1869, align 4
  %1870 = add i64 %1854, 1
  br label %1853

1871:                                             ; preds = %1853
  %1872 = add i64 %1850, 1
  br label %1849

1873:                                             ; preds = %1849
  %1874 = add i64 %1846, 1
  br label %1845

1875:                                             ; preds = %1845
  br label %1876

1876:                                             ; preds = %1933, %1875
  %1877 = phi i64 [ %1934, %1933 ], [ 0, %1875 ]
  %1878 = icmp slt i64 %1877, 1
  br i1 %1878, label %1879, label %1935

1879:                                             ; preds = %1876
  br label %1880

1880:                                             ; preds = %1931, %1879
  %1881 = phi i64 [ %1932, %1931 ], [ 0, %1879 ]
  %1882 = icmp slt i64 %1881, 8
  br i1 %1882, label %1883, label %1933

1883:                                             ; preds = %1880
  br label %1884

1884:                                             ; preds = %1929, %1883
  %1885 = phi i64 [ %1930, %1929 ], [ 0, %1883 ]
  %1886 = icmp slt i64 %1885, 32
  br i1 %1886, label %1887, label %1931

1887:                                             ; preds = %1884
  br label %1888

1888:                                             ; preds = %1927, %1887
  %1889 = phi i64 [ %1928, %1927 ], [ 0, %1887 ]
  %1890 = icmp slt i64 %1889, 2
  br i1 %1890, label %1891, label %1929

1891:                                             ; preds = %1888
  br label %1892

1892:                                             ; preds = %1895, %1891
  %1893 = phi i64 [ %1926, %1895 ], [ 0, %1891 ]
  %1894 = icmp slt i64 %1893, 16
  br i1 %1894, label %1895, label %1927

1895:                                             ; preds = %1892
  %1896 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1696, 1
  %1897 = mul nuw nsw i64 %1877, 256
  %1898 = mul nuw nsw i64 %1889, 128
  %1899 = add nuw nsw i64 %1897, %1898
  %1900 = mul nuw nsw i64 %1881, 16
  %1901 = add nuw nsw i64 %1899, %1900
  %1902 = add nuw nsw i64 %1901, %1893
  %1903 = getelementptr inbounds nuw float, ptr %1896, i64 %1902
  %1904 = load float, ptr %1903, align 4
  %1905 = mul nuw nsw i64 %1885, 32
  %1906 = mul nuw nsw i64 %1889, 16
  %1907 = add nuw nsw i64 %1905, %1906
  %1908 = add nuw nsw i64 %1907, %1893
  %1909 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_22, i64 %1908
  %1910 = load float, ptr %1909, align 4
  %1911 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1844, 1
  %1912 = mul nuw nsw i64 %1877, 256
  %1913 = mul nuw nsw i64 %1881, 32
  %1914 = add nuw nsw i64 %1912, %1913
  %1915 = add nuw nsw i64 %1914, %1885
  %1916 = getelementptr inbounds nuw float, ptr %1911, i64 %1915
  %1917 = load float, ptr %1916, align 4
  %1918 = fmul float %1904, %1910
  %1919 = fadd float %1917, %1918
  %1920 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1844, 1
  %1921 = mul nuw nsw i64 %1877, 256
  %1922 = mul nuw nsw i64 %1881, 32
  %1923 = add nuw nsw i64 %1921, %1922
  %1924 = add nuw nsw i64 %1923, %1885
  %1925 = getelementptr inbounds nuw float, ptr %1920, i64 %1924
  store float %1919, ptr %1925, align 4
  %1926 = add i64 %1893, 1
  br label %1892

1927:                                             ; preds = %1892
  %1928 = add i64 %1889, 1
  br label %1888

1929:                                             ; preds = %1888
  %1930 = add i64 %1885, 1
  br label %1884

1931:                                             ; preds = %1884
  %1932 = add i64 %1881, 1
  br label %1880

1933:                                             ; preds = %1880
  %1934 = add i64 %1877, 1
  br label %1876

1935:                                             ; preds = %1876
  br label %1936

1936:                                             ; preds = %1975, %1935
  %1937 = phi i64 [ %1976, %1975 ], [ 0, %1935 ]
  %1938 = icmp slt i64 %1937, 1
  br i1 %1938, label %1939, label %1977

1939:                                             ; preds = %1936
  br label %1940

1940:                                             ; preds = %1973, %1939
  %1941 = phi i64 [ %1974, %1973 ], [ 0, %1939 ]
  %1942 = icmp slt i64 %1941, 8
  br i1 %1942, label %1943, label %1975

1943:                                             ; preds = %1940
  br label %1944

1944:                                             ; preds = %1947, %1943
  %1945 = phi i64 [ %1972, %1947 ], [ 0, %1943 ]
  %1946 = icmp slt i64 %1945, 32
  br i1 %1946, label %1947, label %1973

1947:                                             ; preds = %1944
  %1948 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1844, 1
  %1949 = mul nuw nsw i64 %1937, 256
  %1950 = mul nuw nsw i64 %1941, 32
  %1951 = add nuw nsw i64 %1949, %1950
  %1952 = add nuw nsw i64 %1951, %1945
  %1953 = getelementptr inbounds nuw float, ptr %1948, i64 %1952
  %1954 = load float, ptr %1953, align 4
  %1955 = getelementptr inbounds nuw float, ptr @__constant_32xf32_21, i64 %1945
  %1956 = load float, ptr %1955, align 4
  %1957 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %1958 = mul nuw nsw i64 %1937, 256
  %1959 = mul nuw nsw i64 %1941, 32
  %1960 = add nuw nsw i64 %1958, %1959
  %1961 = add nuw nsw i64 %1960, %1945
  %1962 = getelementptr inbounds nuw float, ptr %1957, i64 %1961
  %1963 = load float, ptr %1962, align 4
  %1964 = fadd float %1954, %1956
  %1965 = fadd float %1964, %1963
  %1966 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %1967 = mul nuw nsw i64 %1937, 256
  %1968 = mul nuw nsw i64 %1941, 32
  %1969 = add nuw nsw i64 %1967, %1968
  %1970 = add nuw nsw i64 %1969, %1945
  %1971 = getelementptr inbounds nuw float, ptr %1966, i64 %1970
  store float %1965, ptr %1971, align 4
  %1972 = add i64 %1945, 1
  br label %1944

1973:                                             ; preds = %1944
  %1974 = add i64 %1941, 1
  br label %1940

1975:                                             ; preds = %1940
  %1976 = add i64 %1937, 1
  br label %1936

1977:                                             ; preds = %1936
  br label %1978

1978:                                             ; preds = %2007, %1977
  %1979 = phi i64 [ %2008, %2007 ], [ 0, %1977 ]
  %1980 = icmp slt i64 %1979, 1
  br i1 %1980, label %1981, label %2009

1981:                                             ; preds = %1978
  br label %1982

1982:                                             ; preds = %2005, %1981
  %1983 = phi i64 [ %2006, %2005 ], [ 0, %1981 ]
  %1984 = icmp slt i64 %1983, 8
  br i1 %1984, label %1985, label %2007

1985:                                             ; preds = %1982
  br label %1986

1986:                                             ; preds = %1989, %1985
  %1987 = phi i64 [ %2004, %1989 ], [ 0, %1985 ]
  %1988 = icmp slt i64 %1987, 32
  br i1 %1988, label %1989, label %2005

1989:                                             ; preds = %1986
  %1990 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %1991 = mul nuw nsw i64 %1979, 256
  %1992 = mul nuw nsw i64 %1983, 32
  %1993 = add nuw nsw i64 %1991, %1992
  %1994 = add nuw nsw i64 %1993, %1987
  %1995 = getelementptr inbounds nuw float, ptr %1990, i64 %1994
  %1996 = load float, ptr %1995, align 4
  %1997 = fpext float %1996 to double
  %1998 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %94, 1
  %1999 = mul nuw nsw i64 %1979, 256
  %2000 = mul nuw nsw i64 %1983, 32
  %2001 = add nuw nsw i64 %1999, %2000
  %2002 = add nuw nsw i64 %2001, %1987
  %2003 = getelementptr inbounds nuw double, ptr %1998, i64 %2002
  store double %1997, ptr %2003, align 8
  %2004 = add i64 %1987, 1
  br label %1986

2005:                                             ; preds = %1986
  %2006 = add i64 %1983, 1
  br label %1982

2007:                                             ; preds = %1982
  %2008 = add i64 %1979, 1
  br label %1978

2009:                                             ; preds = %1978
  %2010 = call ptr @malloc(i64 128)
  %2011 = ptrtoint ptr %2010 to i64
  %2012 = add i64 %2011, 63
  %2013 = urem i64 %2012, 64
  %2014 = sub i64 %2012, %2013
  %2015 = inttoptr i64 %2014 to ptr
  %2016 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2010, 0
  %2017 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2016, ptr %2015, 1
  %2018 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2017, i64 0, 2
  %2019 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2018, i64 1, 3, 0
  %2020 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2019, i64 8, 3, 1
  %2021 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2020, i64 1, 3, 2
  %2022 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2021, i64 8, 4, 0
  %2023 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2022, i64 1, 4, 1
  %2024 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2023, i64 1, 4, 2
  br label %2025

2025:                                             ; preds = %2051, %2009
  %2026 = phi i64 [ %2052, %2051 ], [ 0, %2009 ]
  %2027 = icmp slt i64 %2026, 1
  br i1 %2027, label %2028, label %2053

2028:                                             ; preds = %2025
  br label %2029

2029:                                             ; preds = %2049, %2028
  %2030 = phi i64 [ %2050, %2049 ], [ 0, %2028 ]
  %2031 = icmp slt i64 %2030, 8
  br i1 %2031, label %2032, label %2051

2032:                                             ; preds = %2029
  br label %2033

2033:                                             ; preds = %2036, %2032
  %2034 = phi i64 [ %2048, %2036 ], [ 0, %2032 ]
  %2035 = icmp slt i64 %2034, 1
  br i1 %2035, label %2036, label %2049

2036:                                             ; preds = %2033
  %2037 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 1
  %2038 = mul nuw nsw i64 %2026, 8
  %2039 = add nuw nsw i64 %2038, %2030
  %2040 = add nuw nsw i64 %2039, %2034
  %2041 = getelementptr inbounds nuw double, ptr %2037, i64 %2040
  %2042 = load double, ptr %2041, align 8
  %2043 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2024, 1
  %2044 = mul nuw nsw i64 %2026, 8
  %2045 = add nuw nsw i64 %2044, %2030
  %2046 = add nuw nsw i64 %2045, %2034
  %2047 = getelementptr inbounds nuw double, ptr %2043, i64 %2046
  store double %2042, ptr %2047, align 8
  %2048 = add i64 %2034, 1
  br label %2033

2049:                                             ; preds = %2033
  %2050 = add i64 %2030, 1
  br label %2029

2051:                                             ; preds = %2029
  %2052 = add i64 %2026, 1
  br label %2025

2053:                                             ; preds = %2025
  br label %2054

2054:                                             ; preds = %2088, %2053
  %2055 = phi i64 [ %2089, %2088 ], [ 0, %2053 ]
  %2056 = icmp slt i64 %2055, 1
  br i1 %2056, label %2057, label %2090

2057:                                             ; preds = %2054
  br label %2058

2058:                                             ; preds = %2086, %2057
  %2059 = phi i64 [ %2087, %2086 ], [ 0, %2057 ]
  %2060 = icmp slt i64 %2059, 8
  br i1 %2060, label %2061, label %2088

2061:                                             ; preds = %2058
  br label %2062

2062:                                             ; preds = %2065, %2061
  %2063 = phi i64 [ %2085, %2065 ], [ 0, %2061 ]
  %2064 = icmp slt i64 %2063, 32
  br i1 %2064, label %2065, label %2086

2065:                                             ; preds = %2062
  %2066 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %94, 1
  %2067 = mul nuw nsw i64 %2055, 256
  %2068 = mul nuw nsw i64 %2059, 32
  %2069 = add nuw nsw i64 %2067, %2068
  %2070 = add nuw nsw i64 %2069, %2063
  %2071 = getelementptr inbounds nuw double, ptr %2066, i64 %2070
  %2072 = load double, ptr %2071, align 8
  %2073 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2024, 1
  %2074 = mul nuw nsw i64 %2055, 8
  %2075 = add nuw nsw i64 %2074, %2059
  %2076 = add nuw nsw i64 %2075, 0
  %2077 = getelementptr inbounds nuw double, ptr %2073, i64 %2076
  %2078 = load double, ptr %2077, align 8
  %2079 = fadd double %2072, %2078
  %2080 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2024, 1
  %2081 = mul nuw nsw i64 %2055, 8
  %2082 = add nuw nsw i64 %2081, %2059
  %2083 = add nuw nsw i64 %2082, 0
  %2084 = getelementptr inbounds nuw double, ptr %2080, i64 %2083
  store double %2079, ptr %2084, align 8
  %2085 = add i64 %2063, 1
  br label %2062

2086:                                             ; preds = %2062
  %2087 = add i64 %2059, 1
  br label %2058

2088:                                             ; preds = %2058
  %2089 = add i64 %2055, 1
  br label %2054

2090:                                             ; preds = %2054
  %2091 = call ptr @malloc(i64 128)
  %2092 = ptrtoint ptr %2091 to i64
  %2093 = add i64 %2092, 63
  %2094 = urem i64 %2093, 64
  %2095 = sub i64 %2093, %2094
  %2096 = inttoptr i64 %2095 to ptr
  %2097 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2091, 0
  %2098 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2097, ptr %2096, 1
  %2099 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2098, i64 0, 2
  %2100 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2099, i64 1, 3, 0
  %2101 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2100, i64 8, 3, 1
  %2102 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2101, i64 1, 3, 2
  %2103 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2102, i64 8, 4, 0
  %2104 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2103, i64 1, 4, 1
  %2105 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2104, i64 1, 4, 2
  br label %2106

2106:                                             ; preds = %2132, %2090
  %2107 = phi i64 [ %2133, %2132 ], [ 0, %2090 ]
  %2108 = icmp slt i64 %2107, 1
  br i1 %2108, label %2109, label %2134

2109:                                             ; preds = %2106
  br label %2110

2110:                                             ; preds = %2130, %2109
  %2111 = phi i64 [ %2131, %2130 ], [ 0, %2109 ]
  %2112 = icmp slt i64 %2111, 8
  br i1 %2112, label %2113, label %2132

2113:                                             ; preds = %2110
  br label %2114

2114:                                             ; preds = %2117, %2113
  %2115 = phi i64 [ %2129, %2117 ], [ 0, %2113 ]
  %2116 = icmp slt i64 %2115, 1
  br i1 %2116, label %2117, label %2130

2117:                                             ; preds = %2114
  %2118 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 1
  %2119 = mul nuw nsw i64 %2107, 8
  %2120 = add nuw nsw i64 %2119, %2111
  %2121 = add nuw nsw i64 %2120, %2115
  %2122 = getelementptr inbounds nuw double, ptr %2118, i64 %2121
  %2123 = load double, ptr %2122, align 8
  %2124 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2105, 1
  %2125 = mul nuw nsw i64 %2107, 8
  %2126 = add nuw nsw i64 %2125, %2111
  %2127 = add nuw nsw i64 %2126, %2115
  %2128 = getelementptr inbounds nuw double, ptr %2124, i64 %2127
  store double %2123, ptr %2128, align 8
  %2129 = add i64 %2115, 1
  br label %2114

2130:                                             ; preds = %2114
  %2131 = add i64 %2111, 1
  br label %2110

2132:                                             ; preds = %2110
  %2133 = add i64 %2107, 1
  br label %2106

2134:                                             ; preds = %2106
  br label %2135

2135:                                             ; preds = %2178, %2134
  %2136 = phi i64 [ %2179, %2178 ], [ 0, %2134 ]
  %2137 = icmp slt i64 %2136, 1
  br i1 %2137, label %2138, label %2180

2138:                                             ; preds = %2135
  br label %2139

2139:                                             ; preds = %2176, %2138
  %2140 = phi i64 [ %2177, %2176 ], [ 0, %2138 ]
  %2141 = icmp slt i64 %2140, 8
  br i1 %2141, label %2142, label %2178

2142:                                             ; preds = %2139
  br label %2143

2143:                                             ; preds = %2146, %2142
  %2144 = phi i64 [ %2175, %2146 ], [ 0, %2142 ]
  %2145 = icmp slt i64 %2144, 32
  br i1 %2145, label %2146, label %2176

2146:                                             ; preds = %2143
  %2147 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %94, 1
  %2148 = mul nuw nsw i64 %2136, 256
  %2149 = mul nuw nsw i64 %2140, 32
  %2150 = add nuw nsw i64 %2148, %2149
  %2151 = add nuw nsw i64 %2150, %2144
  %2152 = getelementptr inbounds nuw double, ptr %2147, i64 %2151
  %2153 = load double, ptr %2152, align 8
  %2154 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2024, 1
  %2155 = mul nuw nsw i64 %2136, 8
  %2156 = add nuw nsw i64 %2155, %2140
  %2157 = add nuw nsw i64 %2156, 0
  %2158 = getelementptr inbounds nuw double, ptr %2154, i64 %2157
  %2159 = load double, ptr %2158, align 8
  %2160 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2105, 1
  %2161 = mul nuw nsw i64 %2136, 8
  %2162 = add nuw nsw i64 %2161, %2140
  %2163 = add nuw nsw i64 %2162, 0
  %2164 = getelementptr inbounds nuw double, ptr %2160, i64 %2163
  %2165 = load double, ptr %2164, align 8
  %2166 = fdiv double %2159, 3.200000e+01
  %2167 = fsub double %2153, %2166
  %2168 = fmul double %2167, %2167
  %2169 = fadd double %2168, %2165
  %2170 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2105, 1
  %2171 = mul nuw nsw i64 %2136, 8
  %2172 = add nuw nsw i64 %2171, %2140
  %2173 = add nuw nsw i64 %2172, 0
  %2174 = getelementptr inbounds nuw double, ptr %2170, i64 %2173
  store double %2169, ptr %2174, align 8
  %2175 = add i64 %2144, 1
  br label %2143

2176:                                             ; preds = %2143
  %2177 = add i64 %2140, 1
  br label %2139

2178:                                             ; preds = %2139
  %2179 = add i64 %2136, 1
  br label %2135

2180:                                             ; preds = %2135
  %2181 = call ptr @malloc(i64 96)
  %2182 = ptrtoint ptr %2181 to i64
  %2183 = add i64 %2182, 63
  %2184 = urem i64 %2183, 64
  %2185 = sub i64 %2183, %2184
  %2186 = inttoptr i64 %2185 to ptr
  %2187 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2181, 0
  %2188 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2187, ptr %2186, 1
  %2189 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2188, i64 0, 2
  %2190 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2189, i64 1, 3, 0
  %2191 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2190, i64 8, 3, 1
  %2192 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2191, i64 1, 3, 2
  %2193 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2192, i64 8, 4, 0
  %2194 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2193, i64 1, 4, 1
  %2195 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2194, i64 1, 4, 2
  br label %2196

2196:                                             ; preds = %2222, %2180
  %2197 = phi i64 [ %2223, %2222 ], [ 0, %2180 ]
  %2198 = icmp slt i64 %2197, 1
  br i1 %2198, label %2199, label %2224

2199:                                             ; preds = %2196
  br label %2200

2200:                                             ; preds = %2220, %2199
  %2201 = phi i64 [ %2221, %2220 ], [ 0, %2199 ]
  %2202 = icmp slt i64 %2201, 8
  br i1 %2202, label %2203, label %2222

2203:                                             ; preds = %2200
  br label %2204

2204:                                             ; preds = %2207, %2203
  %2205 = phi i64 [ %2219, %2207 ], [ 0, %2203 ]
  %2206 = icmp slt i64 %2205, 1
  br i1 %2206, label %2207, label %2220

2207:                                             ; preds = %2204
  %2208 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %350, 1
  %2209 = mul nuw nsw i64 %2197, 8
  %2210 = add nuw nsw i64 %2209, %2201
  %2211 = add nuw nsw i64 %2210, %2205
  %2212 = getelementptr inbounds nuw float, ptr %2208, i64 %2211
  %2213 = load float, ptr %2212, align 4
  %2214 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2195, 1
  %2215 = mul nuw nsw i64 %2197, 8
  %2216 = add nuw nsw i64 %2215, %2201
  %2217 = add nuw nsw i64 %2216, %2205
  %2218 = getelementptr inbounds nuw float, ptr %2214, i64 %2217
  store float %2213, ptr %2218, align 4
  %2219 = add i64 %2205, 1
  br label %2204

2220:                                             ; preds = %2204
  %2221 = add i64 %2201, 1
  br label %2200

2222:                                             ; preds = %2200
  %2223 = add i64 %2197, 1
  br label %2196

2224:                                             ; preds = %2196
  br label %2225

2225:                                             ; preds = %2259, %2224
  %2226 = phi i64 [ %2260, %2259 ], [ 0, %2224 ]
  %2227 = icmp slt i64 %2226, 1
  br i1 %2227, label %2228, label %2261

2228:                                             ; preds = %2225
  br label %2229

2229:                                             ; preds = %2257, %2228
  %2230 = phi i64 [ %2258, %2257 ], [ 0, %2228 ]
  %2231 = icmp slt i64 %2230, 8
  br i1 %2231, label %2232, label %2259

2232:                                             ; preds = %2229
  br label %2233

2233:                                             ; preds = %2236, %2232
  %2234 = phi i64 [ %2256, %2236 ], [ 0, %2232 ]
  %2235 = icmp slt i64 %2234, 32
  br i1 %2235, label %2236, label %2257

2236:                                             ; preds = %2233
  %2237 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2238 = mul nuw nsw i64 %2226, 256
  %2239 = mul nuw nsw i64 %2230, 32
  %2240 = add nuw nsw i64 %2238, %2239
  %2241 = add nuw nsw i64 %2240, %2234
  %2242 = getelementptr inbounds nuw float, ptr %2237, i64 %2241
  %2243 = load float, ptr %2242, align 4
  %2244 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2195, 1
  %2245 = mul nuw nsw i64 %2226, 8
  %2246 = add nuw nsw i64 %2245, %2230
  %2247 = add nuw nsw i64 %2246, 0
  %2248 = getelementptr inbounds nuw float, ptr %2244, i64 %2247
  %2249 = load float, ptr %2248, align 4
  %2250 = fadd float %2243, %2249
  %2251 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2195, 1
  %2252 = mul nuw nsw i64 %2226, 8
  %2253 = add nuw nsw i64 %2252, %2230
  %2254 = add nuw nsw i64 %2253, 0
  %2255 = getelementptr inbounds nuw float, ptr %2251, i64 %2254
  store float %2250, ptr %2255, align 4
  %2256 = add i64 %2234, 1
  br label %2233

2257:                                             ; preds = %2233
  %2258 = add i64 %2230, 1
  br label %2229

2259:                                             ; preds = %2229
  %2260 = add i64 %2226, 1
  br label %2225

2261:                                             ; preds = %2225
  br label %2262

2262:                                             ; preds = %2316, %2261
  %2263 = phi i64 [ %2317, %2316 ], [ 0, %2261 ]
  %2264 = icmp slt i64 %2263, 1
  br i1 %2264, label %2265, label %2318

2265:                                             ; preds = %2262
  br label %2266

2266:                                             ; preds = %2314, %2265
  %2267 = phi i64 [ %2315, %2314 ], [ 0, %2265 ]
  %2268 = icmp slt i64 %2267, 8
  br i1 %2268, label %2269, label %2316

2269:                                             ; preds = %2266
  br label %2270

2270:                                             ; preds = %2273, %2269
  %2271 = phi i64 [ %2313, %2273 ], [ 0, %2269 ]
  %2272 = icmp slt i64 %2271, 32
  br i1 %2272, label %2273, label %2314

2273:                                             ; preds = %2270
  %2274 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2275 = mul nuw nsw i64 %2263, 256
  %2276 = mul nuw nsw i64 %2267, 32
  %2277 = add nuw nsw i64 %2275, %2276
  %2278 = add nuw nsw i64 %2277, %2271
  %2279 = getelementptr inbounds nuw float, ptr %2274, i64 %2278
  %2280 = load float, ptr %2279, align 4
  %2281 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2195, 1
  %2282 = mul nuw nsw i64 %2263, 8
  %2283 = add nuw nsw i64 %2282, %2267
  %2284 = add nuw nsw i64 %2283, 0
  %2285 = getelementptr inbounds nuw float, ptr %2281, i64 %2284
  %2286 = load float, ptr %2285, align 4
  %2287 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2105, 1
  %2288 = mul nuw nsw i64 %2263, 8
  %2289 = add nuw nsw i64 %2288, %2267
  %2290 = add nuw nsw i64 %2289, 0
  %2291 = getelementptr inbounds nuw double, ptr %2287, i64 %2290
  %2292 = load double, ptr %2291, align 8
  %2293 = getelementptr inbounds nuw float, ptr @__constant_32xf32_20, i64 %2271
  %2294 = load float, ptr %2293, align 4
  %2295 = getelementptr inbounds nuw float, ptr @__constant_32xf32_19, i64 %2271
  %2296 = load float, ptr %2295, align 4
  %2297 = fdiv double %2292, 3.200000e+01
  %2298 = fptrunc double %2297 to float
  %2299 = fadd float %2298, f0x2B8CBCCC
  %2300 = call float @llvm.sqrt.f32(float %2299)
  %2301 = fdiv float 1.000000e+00, %2300
  %2302 = fdiv float %2286, 3.200000e+01
  %2303 = fsub float %2280, %2302
  %2304 = fmul float %2303, %2301
  %2305 = fmul float %2304, %2294
  %2306 = fadd float %2305, %2296
  %2307 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2308 = mul nuw nsw i64 %2263, 256
  %2309 = mul nuw nsw i64 %2267, 32
  %2310 = add nuw nsw i64 %2308, %2309
  %2311 = add nuw nsw i64 %2310, %2271
  %2312 = getelementptr inbounds nuw float, ptr %2307, i64 %2311
  store float %2306, ptr %2312, align 4
  %2313 = add i64 %2271, 1
  br label %2270

2314:                                             ; preds = %2270
  %2315 = add i64 %2267, 1
  br label %2266

2316:                                             ; preds = %2266
  %2317 = add i64 %2263, 1
  br label %2262

2318:                                             ; preds = %2262
  %2319 = call ptr @malloc(i64 2112)
  %2320 = ptrtoint ptr %2319 to i64
  %2321 = add i64 %2320, 63
  %2322 = urem i64 %2321, 64
  %2323 = sub i64 %2321, %2322
  %2324 = inttoptr i64 %2323 to ptr
  %2325 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %2319, 0
  %2326 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2325, ptr %2324, 1
  %2327 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2326, i64 0, 2
  %2328 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2327, i64 8, 3, 0
  %2329 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2328, i64 64, 3, 1
  %2330 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2329, i64 64, 4, 0
  %2331 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2330, i64 1, 4, 1
  br label %2332

2332:                                             ; preds = %2345, %2318
  %2333 = phi i64 [ %2346, %2345 ], [ 0, %2318 ]
  %2334 = icmp slt i64 %2333, 8
  br i1 %2334, label %2335, label %2347

2335:                                             ; preds = %2332
  br label %2336

2336:                                             ; preds = %2339, %2335
  %2337 = phi i64 [ %2344, %2339 ], [ 0, %2335 ]
  %2338 = icmp slt i64 %2337, 64
  br i1 %2338, label %2339, label %2345

2339:                                             ; preds = %2336
  %2340 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2331, 1
  %2341 = mul nuw nsw i64 %2333, 64
  %2342 = add nuw nsw i64 %2341, %2337
  %2343 = getelementptr inbounds nuw float, ptr %2340, i64 %2342
  store float 0.000000e+00, ptr %2343, align 4
  %2344 = add i64 %2337, 1
  br label %2336

2345:                                             ; preds = %2336
  %2346 = add i64 %2333, 1
  br label %2332

2347:                                             ; preds = %2332
  %2348 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2331, 0
  %2349 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2331, 1
  %2350 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2348, 0
  %2351 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2350, ptr %2349, 1
  %2352 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2351, i64 0, 2
  %2353 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2352, i64 1, 3, 0
  %2354 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2353, i64 512, 4, 0
  %2355 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2354, i64 8, 3, 1
  %2356 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2355, i64 64, 4, 1
  %2357 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2356, i64 64, 3, 2
  %2358 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2357, i64 1, 4, 2
  %2359 = call ptr @malloc(i64 2112)
  %2360 = ptrtoint ptr %2359 to i64
  %2361 = add i64 %2360, 63
  %2362 = urem i64 %2361, 64
  %2363 = sub i64 %2361, %2362
  %2364 = inttoptr i64 %2363 to ptr
  %2365 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2359, 0
  %2366 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2365, ptr %2364, 1
  %2367 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2366, i64 0, 2
  %2368 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2367, i64 1, 3, 0
  %2369 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2368, i64 8, 3, 1
  %2370 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2369, i64 64, 3, 2
  %2371 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2370, i64 512, 4, 0
  %2372 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2371, i64 64, 4, 1
  %2373 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2372, i64 1, 4, 2
  br label %2374

2374:                                             ; preds = %2402, %2347
  %2375 = phi i64 [ %2403, %2402 ], [ 0, %2347 ]
  %2376 = icmp slt i64 %2375, 1
  br i1 %2376, label %2377, label %2404

2377:                                             ; preds = %2374
  br label %2378

2378:                                             ; preds = %2400, %2377
  %2379 = phi i64 [ %2401, %2400 ], [ 0, %2377 ]
  %2380 = icmp slt i64 %2379, 8
  br i1 %2380, label %2381, label %2402

2381:                                             ; preds = %2378
  br label %2382

2382:                                             ; preds = %2385, %2381
  %2383 = phi i64 [ %2399, %2385 ], [ 0, %2381 ]
  %2384 = icmp slt i64 %2383, 64
  br i1 %2384, label %2385, label %2400

2385:                                             ; preds = %2382
  %2386 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2358, 1
  %2387 = mul nuw nsw i64 %2375, 512
  %2388 = mul nuw nsw i64 %2379, 64
  %2389 = add nuw nsw i64 %2387, %2388
  %2390 = add nuw nsw i64 %2389, %2383
  %2391 = getelementptr inbounds nuw float, ptr %2386, i64 %2390
  %2392 = load float, ptr %2391, align 4
  %2393 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2373, 1
  %2394 = mul nuw nsw i64 %2375, 512
  %2395 = mul nuw nsw i64 %2379, 64
  %2396 = add nuw nsw i64 %2394, %2395
  %2397 = add nuw nsw i64 %2396, %2383
  %2398 = getelementptr inbounds nuw float, ptr %2393, i64 %2397
  store float %2392, ptr %2398, align 4
  %2399 = add i64 %2383, 1
  br label %2382

2400:                                             ; preds = %2382
  %2401 = add i64 %2379, 1
  br label %2378

2402:                                             ; preds = %2378
  %2403 = add i64 %2375, 1
  br label %2374

2404:                                             ; preds = %2374
  br label %2405

2405:                                             ; preds = %2452, %2404
  %2406 = phi i64 [ %2453, %2452 ], [ 0, %2404 ]
  %2407 = icmp slt i64 %2406, 1
  br i1 %2407, label %2408, label %2454

2408:                                             ; preds = %2405
  br label %2409

2409:                                             ; preds = %2450, %2408
  %2410 = phi i64 [ %2451, %2450 ], [ 0, %2408 ]
  %2411 = icmp slt i64 %2410, 8
  br i1 %2411, label %2412, label %2452

2412:                                             ; preds = %2409
  br label %2413

2413:                                             ; preds = %2448, %2412
  %2414 = phi i64 [ %2449, %2448 ], [ 0, %2412 ]
  %2415 = icmp slt i64 %2414, 64
  br i1 %2415, label %2416, label %2450

2416:                                             ; preds = %2413
  br label %2417

2417:                                             ; preds = %2420, %2416
  %2418 = phi i64 [ %2447, %2420 ], [ 0, %2416 ]
  %2419 = icmp slt i64 %2418, 32
  br i1 %2419, label %2420, label %2448

2420:                                             ; preds = %2417
  %2421 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2422 = mul nuw nsw i64 %2406, 256
  %2423 = mul nuw nsw i64 %2410, 32
  %2424 = add nuw nsw i64 %2422, %2423
  %2425 = add nuw nsw i64 %2424, %2418
  %2426 = getelementptr inbounds nuw float, ptr %2421, i64 %2425
  %2427 = load float, ptr %2426, align 4
  %2428 = mul nuw nsw i64 %2414, 32
  %2429 = add nuw nsw i64 %2428, %2418
  %2430 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_18, i64 %2429
  %2431 = load float, ptr %2430, align 4
  %2432 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2373, 1
  %2433 = mul nuw nsw i64 %2406, 512
  %2434 = mul nuw nsw i64 %2410, 64
  %2435 = add nuw nsw i64 %2433, %2434
  %2436 = add nuw nsw i64 %2435, %2414
  %2437 = getelementptr inbounds nuw float, ptr %2432, i64 %2436
  %2438 = load float, ptr %2437, align 4
  %2439 = fmul float %2427, %2431
  %2440 = fadd float %2438, %2439
  %2441 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2373, 1
  %2442 = mul nuw nsw i64 %2406, 512
  %2443 = mul nuw nsw i64 %2410, 64
  %2444 = add nuw nsw i64 %2442, %2443
  %2445 = add nuw nsw i64 %2444, %2414
  %2446 = getelementptr inbounds nuw float, ptr %2441, i64 %2445
  store float %2440, ptr %2446, align 4
  %2447 = add i64 %2418, 1
  br label %2417

2448:                                             ; preds = %2417
  %2449 = add i64 %2414, 1
  br label %2413

2450:                                             ; preds = %2413
  %2451 = add i64 %2410, 1
  br label %2409

2452:                                             ; preds = %2409
  %2453 = add i64 %2406, 1
  br label %2405

2454:                                             ; preds = %2405
  %2455 = call ptr @malloc(i64 1088)
  %2456 = ptrtoint ptr %2455 to i64
  %2457 = add i64 %2456, 63
  %2458 = urem i64 %2457, 64
  %2459 = sub i64 %2457, %2458
  %2460 = inttoptr i64 %2459 to ptr
  %2461 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2455, 0
  %2462 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2461, ptr %2460, 1
  %2463 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2462, i64 0, 2
  %2464 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2463, i64 1, 3, 0
  %2465 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2464, i64 8, 3, 1
  %2466 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2465, i64 32, 3, 2
  %2467 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2466, i64 256, 4, 0
  %2468 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2467, i64 32, 4, 1
  %2469 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2468, i64 1, 4, 2
  br label %2470

2470:                                             ; preds = %2498, %2454
  %2471 = phi i64 [ %2499, %2498 ], [ 0, %2454 ]
  %2472 = icmp slt i64 %2471, 1
  br i1 %2472, label %2473, label %2500

2473:                                             ; preds = %2470
  br label %2474

2474:                                             ; preds = %2496, %2473
  %2475 = phi i64 [ %2497, %2496 ], [ 0, %2473 ]
  %2476 = icmp slt i64 %2475, 8
  br i1 %2476, label %2477, label %2498

2477:                                             ; preds = %2474
  br label %2478

2478:                                             ; preds = %2481, %2477
  %2479 = phi i64 [ %2495, %2481 ], [ 0, %2477 ]
  %2480 = icmp slt i64 %2479, 32
  br i1 %2480, label %2481, label %2496

2481:                                             ; preds = %2478
  %2482 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1829, 1
  %2483 = mul nuw nsw i64 %2471, 256
  %2484 = mul nuw nsw i64 %2475, 32
  %2485 = add nuw nsw i64 %2483, %2484
  %2486 = add nuw nsw i64 %2485, %2479
  %2487 = getelementptr inbounds nuw float, ptr %2482, i64 %2486
  %2488 = load float, ptr %2487, align 4
  %2489 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2469, 1
  %2490 = mul nuw nsw i64 %2471, 256
  %2491 = mul nuw nsw i64 %2475, 32
  %2492 = add nuw nsw i64 %2490, %2491
  %2493 = add nuw nsw i64 %2492, %2479
  %2494 = getelementptr inbounds nuw float, ptr %2489, i64 %2493
  store float %2488, ptr %2494, align 4
  %2495 = add i64 %2479, 1
  br label %2478

2496:                                             ; preds = %2478
  %2497 = add i64 %2475, 1
  br label %2474

2498:                                             ; preds = %2474
  %2499 = add i64 %2471, 1
  br label %2470

2500:                                             ; preds = %2470
  br label %2501

2501:                                             ; preds = %2600, %2500
  %2502 = phi i64 [ %2601, %2600 ], [ 0, %2500 ]
  %2503 = icmp slt i64 %2502, 1
  br i1 %2503, label %2504, label %2602

2504:                                             ; preds = %2501
  br label %2505

2505:                                             ; preds = %2598, %2504
  %2506 = phi i64 [ %2599, %2598 ], [ 0, %2504 ]
  %2507 = icmp slt i64 %2506, 8
  br i1 %2507, label %2508, label %2600

2508:                                             ; preds = %2505
  br label %2509

2509:                                             ; preds = %2596, %2508
  %2510 = phi i64 [ %2597, %2596 ], [ 0, %2508 ]
  %2511 = icmp slt i64 %2510, 32
  br i1 %2511, label %2512, label %2598

2512:                                             ; preds = %2509
  br label %2513

2513:                                             ; preds = %2516, %2512
  %2514 = phi i64 [ %2595, %2516 ], [ 0, %2512 ]
  %2515 = icmp slt i64 %2514, 64
  br i1 %2515, label %2516, label %2596

2516:                                             ; preds = %2513
  %2517 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2373, 1
  %2518 = mul nuw nsw i64 %2502, 512
  %2519 = mul nuw nsw i64 %2506, 64
  %2520 = add nuw nsw i64 %2518, %2519
  %2521 = add nuw nsw i64 %2520, %2514
  %2522 = getelementptr inbounds nuw float, ptr %2517, i64 %2521
  %2523 = load float, ptr %2522, align 4
  %2524 = getelementptr inbounds nuw float, ptr @__constant_64xf32_17, i64 %2514
  %2525 = load float, ptr %2524, align 4
  %2526 = mul nuw nsw i64 %2510, 64
  %2527 = add nuw nsw i64 %2526, %2514
  %2528 = getelementptr inbounds nuw float, ptr @__constant_32x64xf32_16, i64 %2527
  %2529 = load float, ptr %2528, align 4
  %2530 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2469, 1
  %2531 = mul nuw nsw i64 %2502, 256
  %2532 = mul nuw nsw i64 %2506, 32
  %2533 = add nuw nsw i64 %2531, %2532
  %2534 = add nuw nsw i64 %2533, %2510
  %2535 = getelementptr inbounds nuw float, ptr %2530, i64 %2534
  %2536 = load float, ptr %2535, align 4
  %2537 = fadd float %2523, %2525
  %2538 = fdiv float %2537, f0x3FB504F3
  %2539 = fcmp olt float %2538, 0.000000e+00
  %2540 = fneg float %2538
  %2541 = select i1 %2539, float %2540, float %2538
  %2542 = fcmp olt float %2541, 8.000000e-01
  %2543 = select i1 %2542, float f0x3F906EBA, float f0x3F905225
  %2544 = select i1 %2542, float f0xBEED51AF, float -3.276070e-01
  %2545 = select i1 %2542, float f0xBF05E48B, float f0xBEBABCC4
  %2546 = select i1 %2542, float f0x3F04EC44, float f0x3EE590A2
  %2547 = select i1 %2542, float f0x3E56C688, float f0x3DF27F94
  %2548 = select i1 %2542, float f0xBE06F8EE, float f0xBDB4EEE3
  %2549 = select i1 %2542, float f0x3CD3794F, float f0x3D17D100
  %2550 = select i1 %2542, float f0x3D9782A4, float f0x3D6A78FA
  %2551 = fcmp olt float %2541, 2.000000e+00
  %2552 = select i1 %2551, float 0.000000e+00, float f0xBB58546D
  %2553 = select i1 %2551, float %2543, float f0x3B66A96A
  %2554 = select i1 %2551, float %2544, float f0xC003E25F
  %2555 = select i1 %2551, float %2545, float f0xBAB94D1E
  %2556 = select i1 %2551, float %2546, float f0x3FD0437B
  %2557 = select i1 %2551, float %2547, float f0x3984E118
  %2558 = select i1 %2551, float %2548, float f0xBF15590A
  %2559 = select i1 %2551, float %2549, float f0xB78F7C49
  %2560 = select i1 %2551, float %2550, float f0x3DA853B3
  %2561 = select i1 %2551, float 0.000000e+00, float 1.000000e+00
  %2562 = fcmp ult float %2541, 3.750000e+00
  %2563 = fmul float %2541, %2559
  %2564 = fadd float %2563, %2557
  %2565 = fmul float %2541, %2564
  %2566 = fadd float %2565, %2555
  %2567 = fmul float %2541, %2566
  %2568 = fadd float %2567, %2553
  %2569 = fmul float %2541, %2568
  %2570 = fadd float %2569, %2552
  %2571 = fmul float %2541, %2560
  %2572 = fadd float %2571, %2558
  %2573 = fmul float %2541, %2572
  %2574 = fadd float %2573, %2556
  %2575 = fmul float %2541, %2574
  %2576 = fadd float %2575, %2554
  %2577 = fmul float %2541, %2576
  %2578 = fadd float %2577, 1.000000e+00
  %2579 = fdiv float %2570, %2578
  %2580 = fadd float %2561, %2579
  %2581 = select i1 %2562, float %2580, float 1.000000e+00
  %2582 = fneg float %2581
  %2583 = select i1 %2539, float %2582, float %2581
  %2584 = fadd float %2583, 1.000000e+00
  %2585 = fmul float %2584, 5.000000e-01
  %2586 = fmul float %2537, %2585
  %2587 = fmul float %2586, %2529
  %2588 = fadd float %2536, %2587
  %2589 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2469, 1
  %2590 = mul nuw nsw i64 %2502, 256
  %2591 = mul nuw nsw i64 %2506, 32
  %2592 = add nuw nsw i64 %2590, %2591
  %2593 = add nuw nsw i64 %2592, %2510
  %2594 = getelementptr inbounds nuw float, ptr %2589, i64 %2593
  store float %2588, ptr %2594, align 4
  %2595 = add i64 %2514, 1
  br label %2513

2596:                                             ; preds = %2513
  %2597 = add i64 %2510, 1
  br label %2509

2598:                                             ; preds = %2509
  %2599 = add i64 %2506, 1
  br label %2505

2600:                                             ; preds = %2505
  %2601 = add i64 %2502, 1
  br label %2501

2602:                                             ; preds = %2501
  br label %2603

2603:                                             ; preds = %2642, %2602
  %2604 = phi i64 [ %2643, %2642 ], [ 0, %2602 ]
  %2605 = icmp slt i64 %2604, 1
  br i1 %2605, label %2606, label %2644

2606:                                             ; preds = %2603
  br label %2607

2607:                                             ; preds = %2640, %2606
  %2608 = phi i64 [ %2641, %2640 ], [ 0, %2606 ]
  %2609 = icmp slt i64 %2608, 8
  br i1 %2609, label %2610, label %2642

2610:                                             ; preds = %2607
  br label %2611

2611:                                             ; preds = %2614, %2610
  %2612 = phi i64 [ %2639, %2614 ], [ 0, %2610 ]
  %2613 = icmp slt i64 %2612, 32
  br i1 %2613, label %2614, label %2640

2614:                                             ; preds = %2611
  %2615 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2469, 1
  %2616 = mul nuw nsw i64 %2604, 256
  %2617 = mul nuw nsw i64 %2608, 32
  %2618 = add nuw nsw i64 %2616, %2617
  %2619 = add nuw nsw i64 %2618, %2612
  %2620 = getelementptr inbounds nuw float, ptr %2615, i64 %2619
  %2621 = load float, ptr %2620, align 4
  %2622 = getelementptr inbounds nuw float, ptr @__constant_32xf32_15, i64 %2612
  %2623 = load float, ptr %2622, align 4
  %2624 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2625 = mul nuw nsw i64 %2604, 256
  %2626 = mul nuw nsw i64 %2608, 32
  %2627 = add nuw nsw i64 %2625, %2626
  %2628 = add nuw nsw i64 %2627, %2612
  %2629 = getelementptr inbounds nuw float, ptr %2624, i64 %2628
  %2630 = load float, ptr %2629, align 4
  %2631 = fadd float %2621, %2623
  %2632 = fadd float %2631, %2630
  %2633 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2634 = mul nuw nsw i64 %2604, 256
  %2635 = mul nuw nsw i64 %2608, 32
  %2636 = add nuw nsw i64 %2634, %2635
  %2637 = add nuw nsw i64 %2636, %2612
  %2638 = getelementptr inbounds nuw float, ptr %2633, i64 %2637
  store float %2632, ptr %2638, align 4
  %2639 = add i64 %2612, 1
  br label %2611

2640:                                             ; preds = %2611
  %2641 = add i64 %2608, 1
  br label %2607

2642:                                             ; preds = %2607
  %2643 = add i64 %2604, 1
  br label %2603

2644:                                             ; preds = %2603
  br label %2645

2645:                                             ; preds = %2674, %2644
  %2646 = phi i64 [ %2675, %2674 ], [ 0, %2644 ]
  %2647 = icmp slt i64 %2646, 1
  br i1 %2647, label %2648, label %2676

2648:                                             ; preds = %2645
  br label %2649

2649:                                             ; preds = %2672, %2648
  %2650 = phi i64 [ %2673, %2672 ], [ 0, %2648 ]
  %2651 = icmp slt i64 %2650, 8
  br i1 %2651, label %2652, label %2674

2652:                                             ; preds = %2649
  br label %2653

2653:                                             ; preds = %2656, %2652
  %2654 = phi i64 [ %2671, %2656 ], [ 0, %2652 ]
  %2655 = icmp slt i64 %2654, 32
  br i1 %2655, label %2656, label %2672

2656:                                             ; preds = %2653
  %2657 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2658 = mul nuw nsw i64 %2646, 256
  %2659 = mul nuw nsw i64 %2650, 32
  %2660 = add nuw nsw i64 %2658, %2659
  %2661 = add nuw nsw i64 %2660, %2654
  %2662 = getelementptr inbounds nuw float, ptr %2657, i64 %2661
  %2663 = load float, ptr %2662, align 4
  %2664 = fpext float %2663 to double
  %2665 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %94, 1
  %2666 = mul nuw nsw i64 %2646, 256
  %2667 = mul nuw nsw i64 %2650, 32
  %2668 = add nuw nsw i64 %2666, %2667
  %2669 = add nuw nsw i64 %2668, %2654
  %2670 = getelementptr inbounds nuw double, ptr %2665, i64 %2669
  store double %2664, ptr %2670, align 8
  %2671 = add i64 %2654, 1
  br label %2653

2672:                                             ; preds = %2653
  %2673 = add i64 %2650, 1
  br label %2649

2674:                                             ; preds = %2649
  %2675 = add i64 %2646, 1
  br label %2645

2676:                                             ; preds = %2645
  %2677 = call ptr @malloc(i64 128)
  %2678 = ptrtoint ptr %2677 to i64
  %2679 = add i64 %2678, 63
  %2680 = urem i64 %2679, 64
  %2681 = sub i64 %2679, %2680
  %2682 = inttoptr i64 %2681 to ptr
  %2683 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2677, 0
  %2684 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2683, ptr %2682, 1
  %2685 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2684, i64 0, 2
  %2686 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2685, i64 1, 3, 0
  %2687 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2686, i64 8, 3, 1
  %2688 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2687, i64 1, 3, 2
  %2689 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2688, i64 8, 4, 0
  %2690 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2689, i64 1, 4, 1
  %2691 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2690, i64 1, 4, 2
  br label %2692

2692:                                             ; preds = %2718, %2676
  %2693 = phi i64 [ %2719, %2718 ], [ 0, %2676 ]
  %2694 = icmp slt i64 %2693, 1
  br i1 %2694, label %2695, label %2720

2695:                                             ; preds = %2692
  br label %2696

2696:                                             ; preds = %2716, %2695
  %2697 = phi i64 [ %2717, %2716 ], [ 0, %2695 ]
  %2698 = icmp slt i64 %2697, 8
  br i1 %2698, label %2699, label %2718

2699:                                             ; preds = %2696
  br label %2700

2700:                                             ; preds = %2703, %2699
  %2701 = phi i64 [ %2715, %2703 ], [ 0, %2699 ]
  %2702 = icmp slt i64 %2701, 1
  br i1 %2702, label %2703, label %2716

2703:                                             ; preds = %2700
  %2704 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 1
  %2705 = mul nuw nsw i64 %2693, 8
  %2706 = add nuw nsw i64 %2705, %2697
  %2707 = add nuw nsw i64 %2706, %2701
  %2708 = getelementptr inbounds nuw double, ptr %2704, i64 %2707
  %2709 = load double, ptr %2708, align 8
  %2710 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2691, 1
  %2711 = mul nuw nsw i64 %2693, 8
  %2712 = add nuw nsw i64 %2711, %2697
  %2713 = add nuw nsw i64 %2712, %2701
  %2714 = getelementptr inbounds nuw double, ptr %2710, i64 %2713
  store double %2709, ptr %2714, align 8
  %2715 = add i64 %2701, 1
  br label %2700

2716:                                             ; preds = %2700
  %2717 = add i64 %2697, 1
  br label %2696

2718:                                             ; preds = %2696
  %2719 = add i64 %2693, 1
  br label %2692

2720:                                             ; preds = %2692
  br label %2721

2721:                                             ; preds = %2755, %2720
  %2722 = phi i64 [ %2756, %2755 ], [ 0, %2720 ]
  %2723 = icmp slt i64 %2722, 1
  br i1 %2723, label %2724, label %2757

2724:                                             ; preds = %2721
  br label %2725

2725:                                             ; preds = %2753, %2724
  %2726 = phi i64 [ %2754, %2753 ], [ 0, %2724 ]
  %2727 = icmp slt i64 %2726, 8
  br i1 %2727, label %2728, label %2755

2728:                                             ; preds = %2725
  br label %2729

2729:                                             ; preds = %2732, %2728
  %2730 = phi i64 [ %2752, %2732 ], [ 0, %2728 ]
  %2731 = icmp slt i64 %2730, 32
  br i1 %2731, label %2732, label %2753

2732:                                             ; preds = %2729
  %2733 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %94, 1
  %2734 = mul nuw nsw i64 %2722, 256
  %2735 = mul nuw nsw i64 %2726, 32
  %2736 = add nuw nsw i64 %2734, %2735
  %2737 = add nuw nsw i64 %2736, %2730
  %2738 = getelementptr inbounds nuw double, ptr %2733, i64 %2737
  %2739 = load double, ptr %2738, align 8
  %2740 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2691, 1
  %2741 = mul nuw nsw i64 %2722, 8
  %2742 = add nuw nsw i64 %2741, %2726
  %2743 = add nuw nsw i64 %2742, 0
  %2744 = getelementptr inbounds nuw double, ptr %2740, i64 %2743
  %2745 = load double, ptr %2744, align 8
  %2746 = fadd double %2739, %2745
  %2747 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2691, 1
  %2748 = mul nuw nsw i64 %2722, 8
  %2749 = add nuw nsw i64 %2748, %2726
  %2750 = add nuw nsw i64 %2749, 0
  %2751 = getelementptr inbounds nuw double, ptr %2747, i64 %2750
  store double %2746, ptr %2751, align 8
  %2752 = add i64 %2730, 1
  br label %2729

2753:                                             ; preds = %2729
  %2754 = add i64 %2726, 1
  br label %2725

2755:                                             ; preds = %2725
  %2756 = add i64 %2722, 1
  br label %2721

2757:                                             ; preds = %2721
  %2758 = call ptr @malloc(i64 128)
  %2759 = ptrtoint ptr %2758 to i64
  %2760 = add i64 %2759, 63
  %2761 = urem i64 %2760, 64
  %2762 = sub i64 %2760, %2761
  %2763 = inttoptr i64 %2762 to ptr
  %2764 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2758, 0
  %2765 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2764, ptr %2763, 1
  %2766 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2765, i64 0, 2
  %2767 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2766, i64 1, 3, 0
  %2768 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2767, i64 8, 3, 1
  %2769 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2768, i64 1, 3, 2
  %2770 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2769, i64 8, 4, 0
  %2771 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2770, i64 1, 4, 1
  %2772 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2771, i64 1, 4, 2
  br label %2773

2773:                                             ; preds = %2799, %2757
  %2774 = phi i64 [ %2800, %2799 ], [ 0, %2757 ]
  %2775 = icmp slt i64 %2774, 1
  br i1 %2775, label %2776, label %2801

2776:                                             ; preds = %2773
  br label %2777

2777:                                             ; preds = %2797, %2776
  %2778 = phi i64 [ %2798, %2797 ], [ 0, %2776 ]
  %2779 = icmp slt i64 %2778, 8
  br i1 %2779, label %2780, label %2799

2780:                                             ; preds = %2777
  br label %2781

2781:                                             ; preds = %2784, %2780
  %2782 = phi i64 [ %2796, %2784 ], [ 0, %2780 ]
  %2783 = icmp slt i64 %2782, 1
  br i1 %2783, label %2784, label %2797

2784:                                             ; preds = %2781
  %2785 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 1
  %2786 = mul nuw nsw i64 %2774, 8
  %2787 = add nuw nsw i64 %2786, %2778
  %2788 = add nuw nsw i64 %2787, %2782
  %2789 = getelementptr inbounds nuw double, ptr %2785, i64 %2788
  %2790 = load double, ptr %2789, align 8
  %2791 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2772, 1
  %2792 = mul nuw nsw i64 %2774, 8
  %2793 = add nuw nsw i64 %2792, %2778
  %2794 = add nuw nsw i64 %2793, %2782
  %2795 = getelementptr inbounds nuw double, ptr %2791, i64 %2794
  store double %2790, ptr %2795, align 8
  %2796 = add i64 %2782, 1
  br label %2781

2797:                                             ; preds = %2781
  %2798 = add i64 %2778, 1
  br label %2777

2799:                                             ; preds = %2777
  %2800 = add i64 %2774, 1
  br label %2773

2801:                                             ; preds = %2773
  br label %2802

2802:                                             ; preds = %2845, %2801
  %2803 = phi i64 [ %2846, %2845 ], [ 0, %2801 ]
  %2804 = icmp slt i64 %2803, 1
  br i1 %2804, label %2805, label %2847

2805:                                             ; preds = %2802
  br label %2806

2806:                                             ; preds = %2843, %2805
  %2807 = phi i64 [ %2844, %2843 ], [ 0, %2805 ]
  %2808 = icmp slt i64 %2807, 8
  br i1 %2808, label %2809, label %2845

2809:                                             ; preds = %2806
  br label %2810

2810:                                             ; preds = %2813, %2809
  %2811 = phi i64 [ %2842, %2813 ], [ 0, %2809 ]
  %2812 = icmp slt i64 %2811, 32
  br i1 %2812, label %2813, label %2843

2813:                                             ; preds = %2810
  %2814 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %94, 1
  %2815 = mul nuw nsw i64 %2803, 256
  %2816 = mul nuw nsw i64 %2807, 32
  %2817 = add nuw nsw i64 %2815, %2816
  %2818 = add nuw nsw i64 %2817, %2811
  %2819 = getelementptr inbounds nuw double, ptr %2814, i64 %2818
  %2820 = load double, ptr %2819, align 8
  %2821 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2691, 1
  %2822 = mul nuw nsw i64 %2803, 8
  %2823 = add nuw nsw i64 %2822, %2807
  %2824 = add nuw nsw i64 %2823, 0
  %2825 = getelementptr inbounds nuw double, ptr %2821, i64 %2824
  %2826 = load double, ptr %2825, align 8
  %2827 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2772, 1
  %2828 = mul nuw nsw i64 %2803, 8
  %2829 = add nuw nsw i64 %2828, %2807
  %2830 = add nuw nsw i64 %2829, 0
  %2831 = getelementptr inbounds nuw double, ptr %2827, i64 %2830
  %2832 = load double, ptr %2831, align 8
  %2833 = fdiv double %2826, 3.200000e+01
  %2834 = fsub double %2820, %2833
  %2835 = fmul double %2834, %2834
  %2836 = fadd double %2835, %2832
  %2837 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2772, 1
  %2838 = mul nuw nsw i64 %2803, 8
  %2839 = add nuw nsw i64 %2838, %2807
  %2840 = add nuw nsw i64 %2839, 0
  %2841 = getelementptr inbounds nuw double, ptr %2837, i64 %2840
  store double %2836, ptr %2841, align 8
  %2842 = add i64 %2811, 1
  br label %2810

2843:                                             ; preds = %2810
  %2844 = add i64 %2807, 1
  br label %2806

2845:                                             ; preds = %2806
  %2846 = add i64 %2803, 1
  br label %2802

2847:                                             ; preds = %2802
  %2848 = call ptr @malloc(i64 96)
  %2849 = ptrtoint ptr %2848 to i64
  %2850 = add i64 %2849, 63
  %2851 = urem i64 %2850, 64
  %2852 = sub i64 %2850, %2851
  %2853 = inttoptr i64 %2852 to ptr
  %2854 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2848, 0
  %2855 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2854, ptr %2853, 1
  %2856 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2855, i64 0, 2
  %2857 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2856, i64 1, 3, 0
  %2858 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2857, i64 8, 3, 1
  %2859 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2858, i64 1, 3, 2
  %2860 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2859, i64 8, 4, 0
  %2861 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2860, i64 1, 4, 1
  %2862 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2861, i64 1, 4, 2
  br label %2863

2863:                                             ; preds = %2889, %2847
  %2864 = phi i64 [ %2890, %2889 ], [ 0, %2847 ]
  %2865 = icmp slt i64 %2864, 1
  br i1 %2865, label %2866, label %2891

2866:                                             ; preds = %2863
  br label %2867

2867:                                             ; preds = %2887, %2866
  %2868 = phi i64 [ %2888, %2887 ], [ 0, %2866 ]
  %2869 = icmp slt i64 %2868, 8
  br i1 %2869, label %2870, label %2889

2870:                                             ; preds = %2867
  br label %2871

2871:                                             ; preds = %2874, %2870
  %2872 = phi i64 [ %2886, %2874 ], [ 0, %2870 ]
  %2873 = icmp slt i64 %2872, 1
  br i1 %2873, label %2874, label %2887

2874:                                             ; preds = %2871
  %2875 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %350, 1
  %2876 = mul nuw nsw i64 %2864, 8
  %2877 = add nuw nsw i64 %2876, %2868
  %2878 = add nuw nsw i64 %2877, %2872
  %2879 = getelementptr inbounds nuw float, ptr %2875, i64 %2878
  %2880 = load float, ptr %2879, align 4
  %2881 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2862, 1
  %2882 = mul nuw nsw i64 %2864, 8
  %2883 = add nuw nsw i64 %2882, %2868
  %2884 = add nuw nsw i64 %2883, %2872
  %2885 = getelementptr inbounds nuw float, ptr %2881, i64 %2884
  store float %2880, ptr %2885, align 4
  %2886 = add i64 %2872, 1
  br label %2871

2887:                                             ; preds = %2871
  %2888 = add i64 %2868, 1
  br label %2867

2889:                                             ; preds = %2867
  %2890 = add i64 %2864, 1
  br label %2863

2891:                                             ; preds = %2863
  br label %2892

2892:                                             ; preds = %2926, %2891
  %2893 = phi i64 [ %2927, %2926 ], [ 0, %2891 ]
  %2894 = icmp slt i64 %2893, 1
  br i1 %2894, label %2895, label %2928

2895:                                             ; preds = %2892
  br label %2896

2896:                                             ; preds = %2924, %2895
  %2897 = phi i64 [ %2925, %2924 ], [ 0, %2895 ]
  %2898 = icmp slt i64 %2897, 8
  br i1 %2898, label %2899, label %2926

2899:                                             ; preds = %2896
  br label %2900

2900:                                             ; preds = %2903, %2899
  %2901 = phi i64 [ %2923, %2903 ], [ 0, %2899 ]
  %2902 = icmp slt i64 %2901, 32
  br i1 %2902, label %2903, label %2924

2903:                                             ; preds = %2900
  %2904 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2905 = mul nuw nsw i64 %2893, 256
  %2906 = mul nuw nsw i64 %2897, 32
  %2907 = add nuw nsw i64 %2905, %2906
  %2908 = add nuw nsw i64 %2907, %2901
  %2909 = getelementptr inbounds nuw float, ptr %2904, i64 %2908
  %2910 = load float, ptr %2909, align 4
  %2911 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2862, 1
  %2912 = mul nuw nsw i64 %2893, 8
  %2913 = add nuw nsw i64 %2912, %2897
  %2914 = add nuw nsw i64 %2913, 0
  %2915 = getelementptr inbounds nuw float, ptr %2911, i64 %2914
  %2916 = load float, ptr %2915, align 4
  %2917 = fadd float %2910, %2916
  %2918 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2862, 1
  %2919 = mul nuw nsw i64 %2893, 8
  %2920 = add nuw nsw i64 %2919, %2897
  %2921 = add nuw nsw i64 %2920, 0
  %2922 = getelementptr inbounds nuw float, ptr %2918, i64 %2921
  store float %2917, ptr %2922, align 4
  %2923 = add i64 %2901, 1
  br label %2900

2924:                                             ; preds = %2900
  %2925 = add i64 %2897, 1
  br label %2896

2926:                                             ; preds = %2896
  %2927 = add i64 %2893, 1
  br label %2892

2928:                                             ; preds = %2892
  br label %2929

2929:                                             ; preds = %2983, %2928
  %2930 = phi i64 [ %2984, %2983 ], [ 0, %2928 ]
  %2931 = icmp slt i64 %2930, 1
  br i1 %2931, label %2932, label %2985

2932:                                             ; preds = %2929
  br label %2933

2933:                                             ; preds = %2981, %2932
  %2934 = phi i64 [ %2982, %2981 ], [ 0, %2932 ]
  %2935 = icmp slt i64 %2934, 8
  br i1 %2935, label %2936, label %2983

2936:                                             ; preds = %2933
  br label %2937

2937:                                             ; preds = %2940, %2936
  %2938 = phi i64 [ %2980, %2940 ], [ 0, %2936 ]
  %2939 = icmp slt i64 %2938, 32
  br i1 %2939, label %2940, label %2981

2940:                                             ; preds = %2937
  %2941 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2942 = mul nuw nsw i64 %2930, 256
  %2943 = mul nuw nsw i64 %2934, 32
  %2944 = add nuw nsw i64 %2942, %2943
  %2945 = add nuw nsw i64 %2944, %2938
  %2946 = getelementptr inbounds nuw float, ptr %2941, i64 %2945
  %2947 = load float, ptr %2946, align 4
  %2948 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2862, 1
  %2949 = mul nuw nsw i64 %2930, 8
  %2950 = add nuw nsw i64 %2949, %2934
  %2951 = add nuw nsw i64 %2950, 0
  %2952 = getelementptr inbounds nuw float, ptr %2948, i64 %2951
  %2953 = load float, ptr %2952, align 4
  %2954 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2772, 1
  %2955 = mul nuw nsw i64 %2930, 8
  %2956 = add nuw nsw i64 %2955, %2934
  %2957 = add nuw nsw i64 %2956, 0
  %2958 = getelementptr inbounds nuw double, ptr %2954, i64 %2957
  %2959 = load double, ptr %2958, align 8
  %2960 = getelementptr inbounds nuw float, ptr @__constant_32xf32_14, i64 %2938
  %2961 = load float, ptr %2960, align 4
  %2962 = getelementptr inbounds nuw float, ptr @__constant_32xf32_13, i64 %2938
  %2963 = load float, ptr %2962, align 4
  %2964 = fdiv double %2959, 3.200000e+01
  %2965 = fptrunc double %2964 to float
  %2966 = fadd float %2965, f0x2B8CBCCC
  %2967 = call float @llvm.sqrt.f32(float %2966)
  %2968 = fdiv float 1.000000e+00, %2967
  %2969 = fdiv float %2953, 3.200000e+01
  %2970 = fsub float %2947, %2969
  %2971 = fmul float %2970, %2968
  %2972 = fmul float %2971, %2961
  %2973 = fadd float %2972, %2963
  %2974 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2975 = mul nuw nsw i64 %2930, 256
  %2976 = mul nuw nsw i64 %2934, 32
  %2977 = add nuw nsw i64 %2975, %2976
  %2978 = add nuw nsw i64 %2977, %2938
  %2979 = getelementptr inbounds nuw float, ptr %2974, i64 %2978
  store float %2973, ptr %2979, align 4
  %2980 = add i64 %2938, 1
  br label %2937

2981:                                             ; preds = %2937
  %2982 = add i64 %2934, 1
  br label %2933

2983:                                             ; preds = %2933
  %2984 = add i64 %2930, 1
  br label %2929

2985:                                             ; preds = %2929
  %2986 = call ptr @malloc(i64 1088)
  %2987 = ptrtoint ptr %2986 to i64
  %2988 = add i64 %2987, 63
  %2989 = urem i64 %2988, 64
  %2990 = sub i64 %2988, %2989
  %2991 = inttoptr i64 %2990 to ptr
  %2992 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2986, 0
  %2993 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2992, ptr %2991, 1
  %2994 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2993, i64 0, 2
  %2995 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2994, i64 1, 3, 0
  %2996 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2995, i64 8, 3, 1
  %2997 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2996, i64 2, 3, 2
  %2998 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2997, i64 16, 3, 3
  %2999 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2998, i64 256, 4, 0
  %3000 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2999, i64 32, 4, 1
  %3001 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3000, i64 16, 4, 2
  %3002 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3001, i64 1, 4, 3
  br label %3003

3003:                                             ; preds = %3041, %2985
  %3004 = phi i64 [ %3042, %3041 ], [ 0, %2985 ]
  %3005 = icmp slt i64 %3004, 1
  br i1 %3005, label %3006, label %3043

3006:                                             ; preds = %3003
  br label %3007

3007:                                             ; preds = %3039, %3006
  %3008 = phi i64 [ %3040, %3039 ], [ 0, %3006 ]
  %3009 = icmp slt i64 %3008, 8
  br i1 %3009, label %3010, label %3041

3010:                                             ; preds = %3007
  br label %3011

3011:                                             ; preds = %3037, %3010
  %3012 = phi i64 [ %3038, %3037 ], [ 0, %3010 ]
  %3013 = icmp slt i64 %3012, 2
  br i1 %3013, label %3014, label %3039

3014:                                             ; preds = %3011
  br label %3015

3015:                                             ; preds = %3018, %3014
  %3016 = phi i64 [ %3036, %3018 ], [ 0, %3014 ]
  %3017 = icmp slt i64 %3016, 16
  br i1 %3017, label %3018, label %3037

3018:                                             ; preds = %3015
  %3019 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %627, 1
  %3020 = mul nuw nsw i64 %3004, 256
  %3021 = mul nuw nsw i64 %3008, 32
  %3022 = add nuw nsw i64 %3020, %3021
  %3023 = mul nuw nsw i64 %3012, 16
  %3024 = add nuw nsw i64 %3022, %3023
  %3025 = add nuw nsw i64 %3024, %3016
  %3026 = getelementptr inbounds nuw float, ptr %3019, i64 %3025
  %3027 = load float, ptr %3026, align 4
  %3028 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3002, 1
  %3029 = mul nuw nsw i64 %3004, 256
  %3030 = mul nuw nsw i64 %3008, 32
  %3031 = add nuw nsw i64 %3029, %3030
  %3032 = mul nuw nsw i64 %3012, 16
  %3033 = add nuw nsw i64 %3031, %3032
  %3034 = add nuw nsw i64 %3033, %3016
  %3035 = getelementptr inbounds nuw float, ptr %3028, i64 %3034
  store float %3027, ptr %3035, align 4
  %3036 = add i64 %3016, 1
  br label %3015

3037:                                             ; preds = %3015
  %3038 = add i64 %3012, 1
  br label %3011

3039:                                             ; preds = %3011
  %3040 = add i64 %3008, 1
  br label %3007

3041:                                             ; preds = %3007
  %3042 = add i64 %3004, 1
  br label %3003

3043:                                             ; preds = %3003
  br label %3044

3044:                                             ; preds = %3103, %3043
  %3045 = phi i64 [ %3104, %3103 ], [ 0, %3043 ]
  %3046 = icmp slt i64 %3045, 1
  br i1 %3046, label %3047, label %3105

3047:                                             ; preds = %3044
  br label %3048

3048:                                             ; preds = %3101, %3047
  %3049 = phi i64 [ %3102, %3101 ], [ 0, %3047 ]
  %3050 = icmp slt i64 %3049, 8
  br i1 %3050, label %3051, label %3103

3051:                                             ; preds = %3048
  br label %3052

3052:                                             ; preds = %3099, %3051
  %3053 = phi i64 [ %3100, %3099 ], [ 0, %3051 ]
  %3054 = icmp slt i64 %3053, 2
  br i1 %3054, label %3055, label %3101

3055:                                             ; preds = %3052
  br label %3056

3056:                                             ; preds = %3097, %3055
  %3057 = phi i64 [ %3098, %3097 ], [ 0, %3055 ]
  %3058 = icmp slt i64 %3057, 16
  br i1 %3058, label %3059, label %3099

3059:                                             ; preds = %3056
  br label %3060

3060:                                             ; preds = %3063, %3059
  %3061 = phi i64 [ %3096, %3063 ], [ 0, %3059 ]
  %3062 = icmp slt i64 %3061, 32
  br i1 %3062, label %3063, label %3097

3063:                                             ; preds = %3060
  %3064 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3065 = mul nuw nsw i64 %3045, 256
  %3066 = mul nuw nsw i64 %3049, 32
  %3067 = add nuw nsw i64 %3065, %3066
  %3068 = add nuw nsw i64 %3067, %3061
  %3069 = getelementptr inbounds nuw float, ptr %3064, i64 %3068
  %3070 = load float, ptr %3069, align 4
  %3071 = mul nuw nsw i64 %3053, 512
  %3072 = mul nuw nsw i64 %3057, 32
  %3073 = add nuw nsw i64 %3071, %3072
  %3074 = add nuw nsw i64 %3073, %3061
  %3075 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_12, i64 %3074
  %3076 = load float, ptr %3075, align 4
  %3077 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3002, 1
  %3078 = mul nuw nsw i64 %3045, 256
  %3079 = mul nuw nsw i64 %3049, 32
  %3080 = add nuw nsw i64 %3078, %3079
  %3081 = mul nuw nsw i64 %3053, 16
  %3082 = add nuw nsw i64 %3080, %3081
  %3083 = add nuw nsw i64 %3082, %3057
  %3084 = getelementptr inbounds nuw float, ptr %3077, i64 %3083
  %3085 = load float, ptr %3084, align 4
  %3086 = fmul float %3070, %3076
  %3087 = fadd float %3085, %3086
  %3088 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3002, 1
  %3089 = mul nuw nsw i64 %3045, 256
  %3090 = mul nuw nsw i64 %3049, 32
  %3091 = add nuw nsw i64 %3089, %3090
  %3092 = mul nuw nsw i64 %3053, 16
  %3093 = add nuw nsw i64 %3091, %3092
  %3094 = add nuw nsw i64 %3093, %3057
  %3095 = getelementptr inbounds nuw float, ptr %3088, i64 %3094
  store float %3087, ptr %3095, align 4
  %3096 = add i64 %3061, 1
  br label %3060

3097:                                             ; preds = %3060
  %3098 = add i64 %3057, 1
  br label %3056

3099:                                             ; preds = %3056
  %3100 = add i64 %3053, 1
  br label %3052

3101:                                             ; preds = %3052
  %3102 = add i64 %3049, 1
  br label %3048

3103:                                             ; preds = %3048
  %3104 = add i64 %3045, 1
  br label %3044

3105:                                             ; preds = %3044
  %3106 = call ptr @malloc(i64 1088)
  %3107 = ptrtoint ptr %3106 to i64
  %3108 = add i64 %3107, 63
  %3109 = urem i64 %3108, 64
  %3110 = sub i64 %3108, %3109
  %3111 = inttoptr i64 %3110 to ptr
  %3112 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3106, 0
  %3113 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3112, ptr %3111, 1
  %3114 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3113, i64 0, 2
  %3115 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3114, i64 1, 3, 0
  %3116 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3115, i64 8, 3, 1
  %3117 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3116, i64 2, 3, 2
  %3118 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3117, i64 16, 3, 3
  %3119 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3118, i64 256, 4, 0
  %3120 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3119, i64 32, 4, 1
  %3121 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3120, i64 16, 4, 2
  %3122 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3121, i64 1, 4, 3
  br label %3123

3123:                                             ; preds = %3161, %3105
  %3124 = phi i64 [ %3162, %3161 ], [ 0, %3105 ]
  %3125 = icmp slt i64 %3124, 1
  br i1 %3125, label %3126, label %3163

3126:                                             ; preds = %3123
  br label %3127

3127:                                             ; preds = %3159, %3126
  %3128 = phi i64 [ %3160, %3159 ], [ 0, %3126 ]
  %3129 = icmp slt i64 %3128, 8
  br i1 %3129, label %3130, label %3161

3130:                                             ; preds = %3127
  br label %3131

3131:                                             ; preds = %3157, %3130
  %3132 = phi i64 [ %3158, %3157 ], [ 0, %3130 ]
  %3133 = icmp slt i64 %3132, 2
  br i1 %3133, label %3134, label %3159

3134:                                             ; preds = %3131
  br label %3135

3135:                                             ; preds = %3138, %3134
  %3136 = phi i64 [ %3156, %3138 ], [ 0, %3134 ]
  %3137 = icmp slt i64 %3136, 16
  br i1 %3137, label %3138, label %3157

3138:                                             ; preds = %3135
  %3139 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %627, 1
  %3140 = mul nuw nsw i64 %3124, 256
  %3141 = mul nuw nsw i64 %3128, 32
  %3142 = add nuw nsw i64 %3140, %3141
  %3143 = mul nuw nsw i64 %3132, 16
  %3144 = add nuw nsw i64 %3142, %3143
  %3145 = add nuw nsw i64 %3144, %3136
  %3146 = getelementptr inbounds nuw float, ptr %3139, i64 %3145
  %3147 = load float, ptr %3146, align 4
  %3148 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3122, 1
  %3149 = mul nuw nsw i64 %3124, 256
  %3150 = mul nuw nsw i64 %3128, 32
  %3151 = add nuw nsw i64 %3149, %3150
  %3152 = mul nuw nsw i64 %3132, 16
  %3153 = add nuw nsw i64 %3151, %3152
  %3154 = add nuw nsw i64 %3153, %3136
  %3155 = getelementptr inbounds nuw float, ptr %3148, i64 %3154
  store float %3147, ptr %3155, align 4
  %3156 = add i64 %3136, 1
  br label %3135

3157:                                             ; preds = %3135
  %3158 = add i64 %3132, 1
  br label %3131

3159:                                             ; preds = %3131
  %3160 = add i64 %3128, 1
  br label %3127

3161:                                             ; preds = %3127
  %3162 = add i64 %3124, 1
  br label %3123

3163:                                             ; preds = %3123
  br label %3164

3164:                                             ; preds = %3223, %3163
  %3165 = phi i64 [ %3224, %3223 ], [ 0, %3163 ]
  %3166 = icmp slt i64 %3165, 1
  br i1 %3166, label %3167, label %3225

3167:                                             ; preds = %3164
  br label %3168

3168:                                             ; preds = %3221, %3167
  %3169 = phi i64 [ %3222, %3221 ], [ 0, %3167 ]
  %3170 = icmp slt i64 %3169, 8
  br i1 %3170, label %3171, label %3223

3171:                                             ; preds = %3168
  br label %3172

3172:                                             ; preds = %3219, %3171
  %3173 = phi i64 [ %3220, %3219 ], [ 0, %3171 ]
  %3174 = icmp slt i64 %3173, 2
  br i1 %3174, label %3175, label %3221

3175:                                             ; preds = %3172
  br label %3176

3176:                                             ; preds = %3217, %3175
  %3177 = phi i64 [ %3218, %3217 ], [ 0, %3175 ]
  %3178 = icmp slt i64 %3177, 16
  br i1 %3178, label %3179, label %3219

3179:                                             ; preds = %3176
  br label %3180

3180:                                             ; preds = %3183, %3179
  %3181 = phi i64 [ %3216, %3183 ], [ 0, %3179 ]
  %3182 = icmp slt i64 %3181, 32
  br i1 %3182, label %3183, label %3217

3183:                                             ; preds = %3180
  %3184 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3185 = mul nuw nsw i64 %3165, 256
  %3186 = mul nuw nsw i64 %3169, 32
  %3187 = add nuw nsw i64 %3185, %3186
  %3188 = add nuw nsw i64 %3187, %3181
  %3189 = getelementptr inbounds nuw float, ptr %3184, i64 %3188
  %3190 = load float, ptr %3189, align 4
  %3191 = mul nuw nsw i64 %3173, 512
  %3192 = mul nuw nsw i64 %3177, 32
  %3193 = add nuw nsw i64 %3191, %3192
  %3194 = add nuw nsw i64 %3193, %3181
  %3195 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_10, i64 %3194
  %3196 = load float, ptr %3195, align 4
  %3197 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3122, 1
  %3198 = mul nuw nsw i64 %3165, 256
  %3199 = mul nuw nsw i64 %3169, 32
  %3200 = add nuw nsw i64 %3198, %3199
  %3201 = mul nuw nsw i64 %3173, 16
  %3202 = add nuw nsw i64 %3200, %3201
  %3203 = add nuw nsw i64 %3202, %3177
  %3204 = getelementptr inbounds nuw float, ptr %3197, i64 %3203
  %3205 = load float, ptr %3204, align 4
  %3206 = fmul float %3190, %3196
  %3207 = fadd float %3205, %3206
  %3208 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3122, 1
  %3209 = mul nuw nsw i64 %3165, 256
  %3210 = mul nuw nsw i64 %3169, 32
  %3211 = add nuw nsw i64 %3209, %3210
  %3212 = mul nuw nsw i64 %3173, 16
  %3213 = add nuw nsw i64 %3211, %3212
  %3214 = add nuw nsw i64 %3213, %3177
  %3215 = getelementptr inbounds nuw float, ptr %3208, i64 %3214
  store float %3207, ptr %3215, align 4
  %3216 = add i64 %3181, 1
  br label %3180

3217:                                             ; preds = %3180
  %3218 = add i64 %3177, 1
  br label %3176

3219:                                             ; preds = %3176
  %3220 = add i64 %3173, 1
  br label %3172

3221:                                             ; preds = %3172
  %3222 = add i64 %3169, 1
  br label %3168

3223:                                             ; preds = %3168
  %3224 = add i64 %3165, 1
  br label %3164

3225:                                             ; preds = %3164
  %3226 = call ptr @malloc(i64 1088)
  %3227 = ptrtoint ptr %3226 to i64
  %3228 = add i64 %3227, 63
  %3229 = urem i64 %3228, 64
  %3230 = sub i64 %3228, %3229
  %3231 = inttoptr i64 %3230 to ptr
  %3232 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3226, 0
  %3233 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3232, ptr %3231, 1
  %3234 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3233, i64 0, 2
  %3235 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3234, i64 1, 3, 0
  %3236 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3235, i64 8, 3, 1
  %3237 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3236, i64 2, 3, 2
  %3238 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3237, i64 16, 3, 3
  %3239 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3238, i64 256, 4, 0
  %3240 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3239, i64 32, 4, 1
  %3241 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3240, i64 16, 4, 2
  %3242 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3241, i64 1, 4, 3
  br label %3243

3243:                                             ; preds = %3281, %3225
  %3244 = phi i64 [ %3282, %3281 ], [ 0, %3225 ]
  %3245 = icmp slt i64 %3244, 1
  br i1 %3245, label %3246, label %3283

3246:                                             ; preds = %3243
  br label %3247

3247:                                             ; preds = %3279, %3246
  %3248 = phi i64 [ %3280, %3279 ], [ 0, %3246 ]
  %3249 = icmp slt i64 %3248, 8
  br i1 %3249, label %3250, label %3281

3250:                                             ; preds = %3247
  br label %3251

3251:                                             ; preds = %3277, %3250
  %3252 = phi i64 [ %3278, %3277 ], [ 0, %3250 ]
  %3253 = icmp slt i64 %3252, 2
  br i1 %3253, label %3254, label %3279

3254:                                             ; preds = %3251
  br label %3255

3255:                                             ; preds = %3258, %3254
  %3256 = phi i64 [ %3276, %3258 ], [ 0, %3254 ]
  %3257 = icmp slt i64 %3256, 16
  br i1 %3257, label %3258, label %3277

3258:                                             ; preds = %3255
  %3259 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %627, 1
  %3260 = mul nuw nsw i64 %3244, 256
  %3261 = mul nuw nsw i64 %3248, 32
  %3262 = add nuw nsw i64 %3260, %3261
  %3263 = mul nuw nsw i64 %3252, 16
  %3264 = add nuw nsw i64 %3262, %3263
  %3265 = add nuw nsw i64 %3264, %3256
  %3266 = getelementptr inbounds nuw float, ptr %3259, i64 %3265
  %3267 = load float, ptr %3266, align 4
  %3268 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3242, 1
  %3269 = mul nuw nsw i64 %3244, 256
  %3270 = mul nuw nsw i64 %3248, 32
  %3271 = add nuw nsw i64 %3269, %3270
  %3272 = mul nuw nsw i64 %3252, 16
  %3273 = add nuw nsw i64 %3271, %3272
  %3274 = add nuw nsw i64 %3273, %3256
  %3275 = getelementptr inbounds nuw float, ptr %3268, i64 %3274
  store float %3267, ptr %3275, align 4
  %3276 = add i64 %3256, 1
  br label %3255

3277:                                             ; preds = %3255
  %3278 = add i64 %3252, 1
  br label %3251

3279:                                             ; preds = %3251
  %3280 = add i64 %3248, 1
  br label %3247

3281:                                             ; preds = %3247
  %3282 = add i64 %3244, 1
  br label %3243

3283:                                             ; preds = %3243
  br label %3284

3284:                                             ; preds = %3343, %3283
  %3285 = phi i64 [ %3344, %3343 ], [ 0, %3283 ]
  %3286 = icmp slt i64 %3285, 1
  br i1 %3286, label %3287, label %3345

3287:                                             ; preds = %3284
  br label %3288

3288:                                             ; preds = %3341, %3287
  %3289 = phi i64 [ %3342, %3341 ], [ 0, %3287 ]
  %3290 = icmp slt i64 %3289, 8
  br i1 %3290, label %3291, label %3343

3291:                                             ; preds = %3288
  br label %3292

3292:                                             ; preds = %3339, %3291
  %3293 = phi i64 [ %3340, %3339 ], [ 0, %3291 ]
  %3294 = icmp slt i64 %3293, 2
  br i1 %3294, label %3295, label %3341

3295:                                             ; preds = %3292
  br label %3296

3296:                                             ; preds = %3337, %3295
  %3297 = phi i64 [ %3338, %3337 ], [ 0, %3295 ]
  %3298 = icmp slt i64 %3297, 16
  br i1 %3298, label %3299, label %3339

3299:                                             ; preds = %3296
  br label %3300

3300:                                             ; preds = %3303, %3299
  %3301 = phi i64 [ %3336, %3303 ], [ 0, %3299 ]
  %3302 = icmp slt i64 %3301, 32
  br i1 %3302, label %3303, label %3337

3303:                                             ; preds = %3300
  %3304 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3305 = mul nuw nsw i64 %3285, 256
  %3306 = mul nuw nsw i64 %3289, 32
  %3307 = add nuw nsw i64 %3305, %3306
  %3308 = add nuw nsw i64 %3307, %3301
  %3309 = getelementptr inbounds nuw float, ptr %3304, i64 %3308
  %3310 = load float, ptr %3309, align 4
  %3311 = mul nuw nsw i64 %3293, 512
  %3312 = mul nuw nsw i64 %3297, 32
  %3313 = add nuw nsw i64 %3311, %3312
  %3314 = add nuw nsw i64 %3313, %3301
  %3315 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_8, i64 %3314
  %3316 = load float, ptr %3315, align 4
  %3317 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3242, 1
  %3318 = mul nuw nsw i64 %3285, 256
  %3319 = mul nuw nsw i64 %3289, 32
  %3320 = add nuw nsw i64 %3318, %3319
  %3321 = mul nuw nsw i64 %3293, 16
  %3322 = add nuw nsw i64 %3320, %3321
  %3323 = add nuw nsw i64 %3322, %3297
  %3324 = getelementptr inbounds nuw float, ptr %3317, i64 %3323
  %3325 = load float, ptr %3324, align 4
  %3326 = fmul float %3310, %3316
  %3327 = fadd float %3325, %3326
  %3328 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3242, 1
  %3329 = mul nuw nsw i64 %3285, 256
  %3330 = mul nuw nsw i64 %3289, 32
  %3331 = add nuw nsw i64 %3329, %3330
  %3332 = mul nuw nsw i64 %3293, 16
  %3333 = add nuw nsw i64 %3331, %3332
  %3334 = add nuw nsw i64 %3333, %3297
  %3335 = getelementptr inbounds nuw float, ptr %3328, i64 %3334
  store float %3327, ptr %3335, align 4
  %3336 = add i64 %3301, 1
  br label %3300

3337:                                             ; preds = %3300
  %3338 = add i64 %3297, 1
  br label %3296

3339:                                             ; preds = %3296
  %3340 = add i64 %3293, 1
  br label %3292

3341:                                             ; preds = %3292
  %3342 = add i64 %3289, 1
  br label %3288

3343:                                             ; preds = %3288
  %3344 = add i64 %3285, 1
  br label %3284

3345:                                             ; preds = %3284
  br label %3346

3346:                                             ; preds = %3420, %3345
  %3347 = phi i64 [ %3421, %3420 ], [ 0, %3345 ]
  %3348 = icmp slt i64 %3347, 1
  br i1 %3348, label %3349, label %3422

3349:                                             ; preds = %3346
  br label %3350

3350:                                             ; preds = %3418, %3349
  %3351 = phi i64 [ %3419, %3418 ], [ 0, %3349 ]
  %3352 = icmp slt i64 %3351, 2
  br i1 %3352, label %3353, label %3420

3353:                                             ; preds = %3350
  br label %3354

3354:                                             ; preds = %3416, %3353
  %3355 = phi i64 [ %3417, %3416 ], [ 0, %3353 ]
  %3356 = icmp slt i64 %3355, 8
  br i1 %3356, label %3357, label %3418

3357:                                             ; preds = %3354
  br label %3358

3358:                                             ; preds = %3414, %3357
  %3359 = phi i64 [ %3415, %3414 ], [ 0, %3357 ]
  %3360 = icmp slt i64 %3359, 8
  br i1 %3360, label %3361, label %3416

3361:                                             ; preds = %3358
  br label %3362

3362:                                             ; preds = %3365, %3361
  %3363 = phi i64 [ %3413, %3365 ], [ 0, %3361 ]
  %3364 = icmp slt i64 %3363, 16
  br i1 %3364, label %3365, label %3414

3365:                                             ; preds = %3362
  %3366 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3002, 1
  %3367 = mul nuw nsw i64 %3347, 256
  %3368 = mul nuw nsw i64 %3355, 32
  %3369 = add nuw nsw i64 %3367, %3368
  %3370 = mul nuw nsw i64 %3351, 16
  %3371 = add nuw nsw i64 %3369, %3370
  %3372 = add nuw nsw i64 %3371, %3363
  %3373 = getelementptr inbounds nuw float, ptr %3366, i64 %3372
  %3374 = load float, ptr %3373, align 4
  %3375 = mul nuw nsw i64 %3351, 16
  %3376 = add nuw nsw i64 %3375, %3363
  %3377 = getelementptr inbounds nuw float, ptr @__constant_32xf32_11, i64 %3376
  %3378 = load float, ptr %3377, align 4
  %3379 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3122, 1
  %3380 = mul nuw nsw i64 %3347, 256
  %3381 = mul nuw nsw i64 %3359, 32
  %3382 = add nuw nsw i64 %3380, %3381
  %3383 = mul nuw nsw i64 %3351, 16
  %3384 = add nuw nsw i64 %3382, %3383
  %3385 = add nuw nsw i64 %3384, %3363
  %3386 = getelementptr inbounds nuw float, ptr %3379, i64 %3385
  %3387 = load float, ptr %3386, align 4
  %3388 = mul nuw nsw i64 %3351, 16
  %3389 = add nuw nsw i64 %3388, %3363
  %3390 = getelementptr inbounds nuw float, ptr @__constant_32xf32_9, i64 %3389
  %3391 = load float, ptr %3390, align 4
  %3392 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1039, 1
  %3393 = mul nuw nsw i64 %3347, 128
  %3394 = mul nuw nsw i64 %3351, 64
  %3395 = add nuw nsw i64 %3393, %3394
  %3396 = mul nuw nsw i64 %3355, 8
  %3397 = add nuw nsw i64 %3395, %3396
  %3398 = add nuw nsw i64 %3397, %3359
  %3399 = getelementptr inbounds nuw float, ptr %3392, i64 %3398
  %3400 = load float, ptr %3399, align 4
  %3401 = fadd float %3387, %3391
  %3402 = fadd float %3374, %3378
  %3403 = fmul float %3402, %3401
  %3404 = fadd float %3400, %3403
  %3405 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1039, 1
  %3406 = mul nuw nsw i64 %3347, 128
  %3407 = mul nuw nsw i64 %3351, 64
  %3408 = add nuw nsw i64 %3406, %3407
  %3409 = mul nuw nsw i64 %3355, 8
  %3410 = add nuw nsw i64 %3408, %3409
  %3411 = add nuw nsw i64 %3410, %3359
  %3412 = getelementptr inbounds nuw float, ptr %3405, i64 %3411
  store float %3404, ptr %3412, align 4
  %3413 = add i64 %3363, 1
  br label %3362

3414:                                             ; preds = %3362
  %3415 = add i64 %3359, 1
  br label %3358

3416:                                             ; preds = %3358
  %3417 = add i64 %3355, 1
  br label %3354

3418:                                             ; preds = %3354
  %3419 = add i64 %3351, 1
  br label %3350

3420:                                             ; preds = %3350
  %3421 = add i64 %3347, 1
  br label %3346

3422:                                             ; preds = %3346
  br label %3423

3423:                                             ; preds = %3471, %3422
  %3424 = phi i64 [ %3472, %3471 ], [ 0, %3422 ]
  %3425 = icmp slt i64 %3424, 1
  br i1 %3425, label %3426, label %3473

3426:                                             ; preds = %3423
  br label %3427

3427:                                             ; preds = %3469, %3426
  %3428 = phi i64 [ %3470, %3469 ], [ 0, %3426 ]
  %3429 = icmp slt i64 %3428, 2
  br i1 %3429, label %3430, label %3471

3430:                                             ; preds = %3427
  br label %3431

3431:                                             ; preds = %3467, %3430
  %3432 = phi i64 [ %3468, %3467 ], [ 0, %3430 ]
  %3433 = icmp slt i64 %3432, 8
  br i1 %3433, label %3434, label %3469

3434:                                             ; preds = %3431
  br label %3435

3435:                                             ; preds = %3438, %3434
  %3436 = phi i64 [ %3466, %3438 ], [ 0, %3434 ]
  %3437 = icmp slt i64 %3436, 8
  br i1 %3437, label %3438, label %3467

3438:                                             ; preds = %3435
  %3439 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1039, 1
  %3440 = mul nuw nsw i64 %3424, 128
  %3441 = mul nuw nsw i64 %3428, 64
  %3442 = add nuw nsw i64 %3440, %3441
  %3443 = mul nuw nsw i64 %3432, 8
  %3444 = add nuw nsw i64 %3442, %3443
  %3445 = add nuw nsw i64 %3444, %3436
  %3446 = getelementptr inbounds nuw float, ptr %3439, i64 %3445
  %3447 = load float, ptr %3446, align 4
  %3448 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %585, 1
  %3449 = mul nuw nsw i64 %3424, 64
  %3450 = add nuw nsw i64 %3449, 0
  %3451 = mul nuw nsw i64 %3432, 8
  %3452 = add nuw nsw i64 %3450, %3451
  %3453 = add nuw nsw i64 %3452, %3436
  %3454 = getelementptr inbounds nuw float, ptr %3448, i64 %3453
  %3455 = load float, ptr %3454, align 4
  %3456 = fmul float %3447, 2.500000e-01
  %3457 = fadd float %3456, %3455
  %3458 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1191, 1
  %3459 = mul nuw nsw i64 %3424, 128
  %3460 = mul nuw nsw i64 %3428, 64
  %3461 = add nuw nsw i64 %3459, %3460
  %3462 = mul nuw nsw i64 %3432, 8
  %3463 = add nuw nsw i64 %3461, %3462
  %3464 = add nuw nsw i64 %3463, %3436
  %3465 = getelementptr inbounds nuw float, ptr %3458, i64 %3464
  store float %3457, ptr %3465, align 4
  %3466 = add i64 %3436, 1
  br label %3435

3467:                                             ; preds = %3435
  %3468 = add i64 %3432, 1
  br label %3431

3469:                                             ; preds = %3431
  %3470 = add i64 %3428, 1
  br label %3427

3471:                                             ; preds = %3427
  %3472 = add i64 %3424, 1
  br label %3423

3473:                                             ; preds = %3423
  br label %3474

3474:                                             ; preds = %3528, %3473
  %3475 = phi i64 [ %3529, %3528 ], [ 0, %3473 ]
  %3476 = icmp slt i64 %3475, 1
  br i1 %3476, label %3477, label %3530

3477:                                             ; preds = %3474
  br label %3478

3478:                                             ; preds = %3526, %3477
  %3479 = phi i64 [ %3527, %3526 ], [ 0, %3477 ]
  %3480 = icmp slt i64 %3479, 2
  br i1 %3480, label %3481, label %3528

3481:                                             ; preds = %3478
  br label %3482

3482:                                             ; preds = %3524, %3481
  %3483 = phi i64 [ %3525, %3524 ], [ 0, %3481 ]
  %3484 = icmp slt i64 %3483, 8
  br i1 %3484, label %3485, label %3526

3485:                                             ; preds = %3482
  br label %3486

3486:                                             ; preds = %3522, %3485
  %3487 = phi i64 [ %3523, %3522 ], [ 0, %3485 ]
  %3488 = icmp slt i64 %3487, 1
  br i1 %3488, label %3489, label %3524

3489:                                             ; preds = %3486
  br label %3490

3490:                                             ; preds = %3493, %3489
  %3491 = phi i64 [ %3521, %3493 ], [ 0, %3489 ]
  %3492 = icmp slt i64 %3491, 8
  br i1 %3492, label %3493, label %3522

3493:                                             ; preds = %3490
  %3494 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1296, 1
  %3495 = mul nuw nsw i64 %3475, 128
  %3496 = mul nuw nsw i64 %3479, 64
  %3497 = add nuw nsw i64 %3495, %3496
  %3498 = mul nuw nsw i64 %3483, 8
  %3499 = add nuw nsw i64 %3497, %3498
  %3500 = mul nuw nsw i64 %3487, 8
  %3501 = add nuw nsw i64 %3499, %3500
  %3502 = add nuw nsw i64 %3501, %3491
  %3503 = getelementptr inbounds nuw float, ptr %3494, i64 %3502
  %3504 = load float, ptr %3503, align 4
  %3505 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1309, 1
  %3506 = mul nuw nsw i64 %3475, 16
  %3507 = mul nuw nsw i64 %3479, 8
  %3508 = add nuw nsw i64 %3506, %3507
  %3509 = add nuw nsw i64 %3508, %3483
  %3510 = add nuw nsw i64 %3509, %3487
  %3511 = getelementptr inbounds nuw float, ptr %3505, i64 %3510
  %3512 = load float, ptr %3511, align 4
  %3513 = call float @llvm.maximum.f32(float %3504, float %3512)
  %3514 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1309, 1
  %3515 = mul nuw nsw i64 %3475, 16
  %3516 = mul nuw nsw i64 %3479, 8
  %3517 = add nuw nsw i64 %3515, %3516
  %3518 = add nuw nsw i64 %3517, %3483
  %3519 = add nuw nsw i64 %3518, %3487
  %3520 = getelementptr inbounds nuw float, ptr %3514, i64 %3519
  store float %3513, ptr %3520, align 4
  %3521 = add i64 %3491, 1
  br label %3490

3522:                                             ; preds = %3490
  %3523 = add i64 %3487, 1
  br label %3486

3524:                                             ; preds = %3486
  %3525 = add i64 %3483, 1
  br label %3482

3526:                                             ; preds = %3482
  %3527 = add i64 %3479, 1
  br label %3478

3528:                                             ; preds = %3478
  %3529 = add i64 %3475, 1
  br label %3474

3530:                                             ; preds = %3474
  br label %3531

3531:                                             ; preds = %3580, %3530
  %3532 = phi i64 [ %3581, %3580 ], [ 0, %3530 ]
  %3533 = icmp slt i64 %3532, 1
  br i1 %3533, label %3534, label %3582

3534:                                             ; preds = %3531
  br label %3535

3535:                                             ; preds = %3578, %3534
  %3536 = phi i64 [ %3579, %3578 ], [ 0, %3534 ]
  %3537 = icmp slt i64 %3536, 2
  br i1 %3537, label %3538, label %3580

3538:                                             ; preds = %3535
  br label %3539

3539:                                             ; preds = %3576, %3538
  %3540 = phi i64 [ %3577, %3576 ], [ 0, %3538 ]
  %3541 = icmp slt i64 %3540, 8
  br i1 %3541, label %3542, label %3578

3542:                                             ; preds = %3539
  br label %3543

3543:                                             ; preds = %3546, %3542
  %3544 = phi i64 [ %3575, %3546 ], [ 0, %3542 ]
  %3545 = icmp slt i64 %3544, 8
  br i1 %3545, label %3546, label %3576

3546:                                             ; preds = %3543
  %3547 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1191, 1
  %3548 = mul nuw nsw i64 %3532, 128
  %3549 = mul nuw nsw i64 %3536, 64
  %3550 = add nuw nsw i64 %3548, %3549
  %3551 = mul nuw nsw i64 %3540, 8
  %3552 = add nuw nsw i64 %3550, %3551
  %3553 = add nuw nsw i64 %3552, %3544
  %3554 = getelementptr inbounds nuw float, ptr %3547, i64 %3553
  %3555 = load float, ptr %3554, align 4
  %3556 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1309, 1
  %3557 = mul nuw nsw i64 %3532, 16
  %3558 = mul nuw nsw i64 %3536, 8
  %3559 = add nuw nsw i64 %3557, %3558
  %3560 = add nuw nsw i64 %3559, %3540
  %3561 = add nuw nsw i64 %3560, 0
  %3562 = getelementptr inbounds nuw float, ptr %3556, i64 %3561
  %3563 = load float, ptr %3562, align 4
  %3564 = fsub float %3555, %3563
  %3565 = fmul float %3564, f0x3FB8AA3B
  %3566 = call float @llvm.exp2.f32(float %3565)
  %3567 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1191, 1
  %3568 = mul nuw nsw i64 %3532, 128
  %3569 = mul nuw nsw i64 %3536, 64
  %3570 = add nuw nsw i64 %3568, %3569
  %3571 = mul nuw nsw i64 %3540, 8
  %3572 = add nuw nsw i64 %3570, %3571
  %3573 = add nuw nsw i64 %3572, %3544
  %3574 = getelementptr inbounds nuw float, ptr %3567, i64 %3573
  store float %3566, ptr %3574, align 4
  %3575 = add i64 %3544, 1
  br label %3543

3576:                                             ; preds = %3543
  %3577 = add i64 %3540, 1
  br label %3539

3578:                                             ; preds = %3539
  %3579 = add i64 %3536, 1
  br label %3535

3580:                                             ; preds = %3535
  %3581 = add i64 %3532, 1
  br label %3531

3582:                                             ; preds = %3531
  br label %3583

3583:                                             ; preds = %3629, %3582
  %3584 = phi i64 [ %3630, %3629 ], [ 0, %3582 ]
  %3585 = icmp slt i64 %3584, 1
  br i1 %3585, label %3586, label %3631

3586:                                             ; preds = %3583
  br label %3587

3587:                                             ; preds = %3627, %3586
  %3588 = phi i64 [ %3628, %3627 ], [ 0, %3586 ]
  %3589 = icmp slt i64 %3588, 2
  br i1 %3589, label %3590, label %3629

3590:                                             ; preds = %3587
  br label %3591

3591:                                             ; preds = %3625, %3590
  %3592 = phi i64 [ %3626, %3625 ], [ 0, %3590 ]
  %3593 = icmp slt i64 %3592, 8
  br i1 %3593, label %3594, label %3627

3594:                                             ; preds = %3591
  br label %3595

3595:                                             ; preds = %3598, %3594
  %3596 = phi i64 [ %3624, %3598 ], [ 0, %3594 ]
  %3597 = icmp slt i64 %3596, 8
  br i1 %3597, label %3598, label %3625

3598:                                             ; preds = %3595
  %3599 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1191, 1
  %3600 = mul nuw nsw i64 %3584, 128
  %3601 = mul nuw nsw i64 %3588, 64
  %3602 = add nuw nsw i64 %3600, %3601
  %3603 = mul nuw nsw i64 %3592, 8
  %3604 = add nuw nsw i64 %3602, %3603
  %3605 = add nuw nsw i64 %3604, %3596
  %3606 = getelementptr inbounds nuw float, ptr %3599, i64 %3605
  %3607 = load float, ptr %3606, align 4
  %3608 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1491, 1
  %3609 = mul nuw nsw i64 %3584, 16
  %3610 = mul nuw nsw i64 %3588, 8
  %3611 = add nuw nsw i64 %3609, %3610
  %3612 = add nuw nsw i64 %3611, %3592
  %3613 = add nuw nsw i64 %3612, 0
  %3614 = getelementptr inbounds nuw float, ptr %3608, i64 %3613
  %3615 = load float, ptr %3614, align 4
  %3616 = fadd float %3607, %3615
  %3617 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1491, 1
  %3618 = mul nuw nsw i64 %3584, 16
  %3619 = mul nuw nsw i64 %3588, 8
  %3620 = add nuw nsw i64 %3618, %3619
  %3621 = add nuw nsw i64 %3620, %3592
  %3622 = add nuw nsw i64 %3621, 0
  %3623 = getelementptr inbounds nuw float, ptr %3617, i64 %3622
  store float %3616, ptr %3623, align 4
  %3624 = add i64 %3596, 1
  br label %3595

3625:                                             ; preds = %3595
  %3626 = add i64 %3592, 1
  br label %3591

3627:                                             ; preds = %3591
  %3628 = add i64 %3588, 1
  br label %3587

3629:                                             ; preds = %3587
  %3630 = add i64 %3584, 1
  br label %3583

3631:                                             ; preds = %3583
  br label %3632

3632:                                             ; preds = %3710, %3631
  %3633 = phi i64 [ %3711, %3710 ], [ 0, %3631 ]
  %3634 = icmp slt i64 %3633, 1
  br i1 %3634, label %3635, label %3712

3635:                                             ; preds = %3632
  br label %3636

3636:                                             ; preds = %3708, %3635
  %3637 = phi i64 [ %3709, %3708 ], [ 0, %3635 ]
  %3638 = icmp slt i64 %3637, 2
  br i1 %3638, label %3639, label %3710

3639:                                             ; preds = %3636
  br label %3640

3640:                                             ; preds = %3706, %3639
  %3641 = phi i64 [ %3707, %3706 ], [ 0, %3639 ]
  %3642 = icmp slt i64 %3641, 8
  br i1 %3642, label %3643, label %3708

3643:                                             ; preds = %3640
  br label %3644

3644:                                             ; preds = %3704, %3643
  %3645 = phi i64 [ %3705, %3704 ], [ 0, %3643 ]
  %3646 = icmp slt i64 %3645, 16
  br i1 %3646, label %3647, label %3706

3647:                                             ; preds = %3644
  br label %3648

3648:                                             ; preds = %3651, %3647
  %3649 = phi i64 [ %3703, %3651 ], [ 0, %3647 ]
  %3650 = icmp slt i64 %3649, 8
  br i1 %3650, label %3651, label %3704

3651:                                             ; preds = %3648
  %3652 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1191, 1
  %3653 = mul nuw nsw i64 %3633, 128
  %3654 = mul nuw nsw i64 %3637, 64
  %3655 = add nuw nsw i64 %3653, %3654
  %3656 = mul nuw nsw i64 %3641, 8
  %3657 = add nuw nsw i64 %3655, %3656
  %3658 = add nuw nsw i64 %3657, %3649
  %3659 = getelementptr inbounds nuw float, ptr %3652, i64 %3658
  %3660 = load float, ptr %3659, align 4
  %3661 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1491, 1
  %3662 = mul nuw nsw i64 %3633, 16
  %3663 = mul nuw nsw i64 %3637, 8
  %3664 = add nuw nsw i64 %3662, %3663
  %3665 = add nuw nsw i64 %3664, %3641
  %3666 = add nuw nsw i64 %3665, 0
  %3667 = getelementptr inbounds nuw float, ptr %3661, i64 %3666
  %3668 = load float, ptr %3667, align 4
  %3669 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3242, 1
  %3670 = mul nuw nsw i64 %3633, 256
  %3671 = mul nuw nsw i64 %3649, 32
  %3672 = add nuw nsw i64 %3670, %3671
  %3673 = mul nuw nsw i64 %3637, 16
  %3674 = add nuw nsw i64 %3672, %3673
  %3675 = add nuw nsw i64 %3674, %3645
  %3676 = getelementptr inbounds nuw float, ptr %3669, i64 %3675
  %3677 = load float, ptr %3676, align 4
  %3678 = mul nuw nsw i64 %3637, 16
  %3679 = add nuw nsw i64 %3678, %3645
  %3680 = getelementptr inbounds nuw float, ptr @__constant_32xf32_7, i64 %3679
  %3681 = load float, ptr %3680, align 4
  %3682 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1679, 1
  %3683 = mul nuw nsw i64 %3633, 256
  %3684 = mul nuw nsw i64 %3637, 128
  %3685 = add nuw nsw i64 %3683, %3684
  %3686 = mul nuw nsw i64 %3641, 16
  %3687 = add nuw nsw i64 %3685, %3686
  %3688 = add nuw nsw i64 %3687, %3645
  %3689 = getelementptr inbounds nuw float, ptr %3682, i64 %3688
  %3690 = load float, ptr %3689, align 4
  %3691 = fadd float %3677, %3681
  %3692 = fdiv float %3660, %3668
  %3693 = fmul float %3692, %3691
  %3694 = fadd float %3690, %3693
  %3695 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1679, 1
  %3696 = mul nuw nsw i64 %3633, 256
  %3697 = mul nuw nsw i64 %3637, 128
  %3698 = add nuw nsw i64 %3696, %3697
  %3699 = mul nuw nsw i64 %3641, 16
  %3700 = add nuw nsw i64 %3698, %3699
  %3701 = add nuw nsw i64 %3700, %3645
  %3702 = getelementptr inbounds nuw float, ptr %3695, i64 %3701
  store float %3694, ptr %3702, align 4
  %3703 = add i64 %3649, 1
  br label %3648

3704:                                             ; preds = %3648
  %3705 = add i64 %3645, 1
  br label %3644

3706:                                             ; preds = %3644
  %3707 = add i64 %3641, 1
  br label %3640

3708:                                             ; preds = %3640
  %3709 = add i64 %3637, 1
  br label %3636

3710:                                             ; preds = %3636
  %3711 = add i64 %3633, 1
  br label %3632

3712:                                             ; preds = %3632
  %3713 = call ptr @malloc(i64 1088)
  %3714 = ptrtoint ptr %3713 to i64
  %3715 = add i64 %3714, 63
  %3716 = urem i64 %3715, 64
  %3717 = sub i64 %3715, %3716
  %3718 = inttoptr i64 %3717 to ptr
  %3719 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3713, 0
  %3720 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3719, ptr %3718, 1
  %3721 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3720, i64 0, 2
  %3722 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3721, i64 1, 3, 0
  %3723 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3722, i64 8, 3, 1
  %3724 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3723, i64 32, 3, 2
  %3725 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3724, i64 256, 4, 0
  %3726 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3725, i64 32, 4, 1
  %3727 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3726, i64 1, 4, 2
  br label %3728

3728:                                             ; preds = %3756, %3712
  %3729 = phi i64 [ %3757, %3756 ], [ 0, %3712 ]
  %3730 = icmp slt i64 %3729, 1
  br i1 %3730, label %3731, label %3758

3731:                                             ; preds = %3728
  br label %3732

3732:                                             ; preds = %3754, %3731
  %3733 = phi i64 [ %3755, %3754 ], [ 0, %3731 ]
  %3734 = icmp slt i64 %3733, 8
  br i1 %3734, label %3735, label %3756

3735:                                             ; preds = %3732
  br label %3736

3736:                                             ; preds = %3739, %3735
  %3737 = phi i64 [ %3753, %3739 ], [ 0, %3735 ]
  %3738 = icmp slt i64 %3737, 32
  br i1 %3738, label %3739, label %3754

3739:                                             ; preds = %3736
  %3740 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1829, 1
  %3741 = mul nuw nsw i64 %3729, 256
  %3742 = mul nuw nsw i64 %3733, 32
  %3743 = add nuw nsw i64 %3741, %3742
  %3744 = add nuw nsw i64 %3743, %3737
  %3745 = getelementptr inbounds nuw float, ptr %3740, i64 %3744
  %3746 = load float, ptr %3745, align 4
  %3747 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3727, 1
  %3748 = mul nuw nsw i64 %3729, 256
  %3749 = mul nuw nsw i64 %3733, 32
  %3750 = add nuw nsw i64 %3748, %3749
  %3751 = add nuw nsw i64 %3750, %3737
  %3752 = getelementptr inbounds nuw float, ptr %3747, i64 %3751
  store float %3746, ptr %3752, align 4
  %3753 = add i64 %3737, 1
  br label %3736

3754:                                             ; preds = %3736
  %3755 = add i64 %3733, 1
  br label %3732

3756:                                             ; preds = %3732
  %3757 = add i64 %3729, 1
  br label %3728

3758:                                             ; preds = %3728
  br label %3759

3759:                                             ; preds = %3816, %3758
  %3760 = phi i64 [ %3817, %3816 ], [ 0, %3758 ]
  %3761 = icmp slt i64 %3760, 1
  br i1 %3761, label %3762, label %3818

3762:                                             ; preds = %3759
  br label %3763

3763:                                             ; preds = %3814, %3762
  %3764 = phi i64 [ %3815, %3814 ], [ 0, %3762 ]
  %3765 = icmp slt i64 %3764, 8
  br i1 %3765, label %3766, label %3816

3766:                                             ; preds = %3763
  br label %3767

3767:                                             ; preds = %3812, %3766
  %3768 = phi i64 [ %3813, %3812 ], [ 0, %3766 ]
  %3769 = icmp slt i64 %3768, 32
  br i1 %3769, label %3770, label %3814

3770:                                             ; preds = %3767
  br label %3771

3771:                                             ; preds = %3810, %3770
  %3772 = phi i64 [ %3811, %3810 ], [ 0, %3770 ]
  %3773 = icmp slt i64 %3772, 2
  br i1 %3773, label %3774, label %3812

3774:                                             ; preds = %3771
  br label %3775

3775:                                             ; preds = %3778, %3774
  %3776 = phi i64 [ %3809, %3778 ], [ 0, %3774 ]
  %3777 = icmp slt i64 %3776, 16
  br i1 %3777, label %3778, label %3810

3778:                                             ; preds = %3775
  %3779 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1679, 1
  %3780 = mul nuw nsw i64 %3760, 256
  %3781 = mul nuw nsw i64 %3772, 128
  %3782 = add nuw nsw i64 %3780, %3781
  %3783 = mul nuw nsw i64 %3764, 16
  %3784 = add nuw nsw i64 %3782, %3783
  %3785 = add nuw nsw i64 %3784, %3776
  %3786 = getelementptr inbounds nuw float, ptr %3779, i64 %3785
  %3787 = load float, ptr %3786, align 4
  %3788 = mul nuw nsw i64 %3768, 32
  %3789 = mul nuw nsw i64 %3772, 16
  %3790 = add nuw nsw i64 %3788, %3789
  %3791 = add nuw nsw i64 %3790, %3776
  %3792 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_6, i64 %3791
  %3793 = load float, ptr %3792, align 4
  %3794 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3727, 1
  %3795 = mul nuw nsw i64 %3760, 256
  %3796 = mul nuw nsw i64 %3764, 32
  %3797 = add nuw nsw i64 %3795, %3796
  %3798 = add nuw nsw i64 %3797, %3768
  %3799 = getelementptr inbounds nuw float, ptr %3794, i64 %3798
  %3800 = load float, ptr %3799, align 4
  %3801 = fmul float %3787, %3793
  %3802 = fadd float %3800, %3801
  %3803 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3727, 1
  %3804 = mul nuw nsw i64 %3760, 256
  %3805 = mul nuw nsw i64 %3764, 32
  %3806 = add nuw nsw i64 %3804, %3805
  %3807 = add nuw nsw i64 %3806, %3768
  %3808 = getelementptr inbounds nuw float, ptr %3803, i64 %3807
  store float %3802, ptr %3808, align 4
  %3809 = add i64 %3776, 1
  br label %3775

3810:                                             ; preds = %3775
  %3811 = add i64 %3772, 1
  br label %3771

3812:                                             ; preds = %3771
  %3813 = add i64 %3768, 1
  br label %3767

3814:                                             ; preds = %3767
  %3815 = add i64 %3764, 1
  br label %3763

3816:                                             ; preds = %3763
  %3817 = add i64 %3760, 1
  br label %3759

3818:                                             ; preds = %3759
  br label %3819

3819:                                             ; preds = %3858, %3818
  %3820 = phi i64 [ %3859, %3858 ], [ 0, %3818 ]
  %3821 = icmp slt i64 %3820, 1
  br i1 %3821, label %3822, label %3860

3822:                                             ; preds = %3819
  br label %3823

3823:                                             ; preds = %3856, %3822
  %3824 = phi i64 [ %3857, %3856 ], [ 0, %3822 ]
  %3825 = icmp slt i64 %3824, 8
  br i1 %3825, label %3826, label %3858

3826:                                             ; preds = %3823
  br label %3827

3827:                                             ; preds = %3830, %3826
  %3828 = phi i64 [ %3855, %3830 ], [ 0, %3826 ]
  %3829 = icmp slt i64 %3828, 32
  br i1 %3829, label %3830, label %3856

3830:                                             ; preds = %3827
  %3831 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3727, 1
  %3832 = mul nuw nsw i64 %3820, 256
  %3833 = mul nuw nsw i64 %3824, 32
  %3834 = add nuw nsw i64 %3832, %3833
  %3835 = add nuw nsw i64 %3834, %3828
  %3836 = getelementptr inbounds nuw float, ptr %3831, i64 %3835
  %3837 = load float, ptr %3836, align 4
  %3838 = getelementptr inbounds nuw float, ptr @__constant_32xf32_5, i64 %3828
  %3839 = load float, ptr %3838, align 4
  %3840 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3841 = mul nuw nsw i64 %3820, 256
  %3842 = mul nuw nsw i64 %3824, 32
  %3843 = add nuw nsw i64 %3841, %3842
  %3844 = add nuw nsw i64 %3843, %3828
  %3845 = getelementptr inbounds nuw float, ptr %3840, i64 %3844
  %3846 = load float, ptr %3845, align 4
  %3847 = fadd float %3837, %3839
  %3848 = fadd float %3847, %3846
  %3849 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3850 = mul nuw nsw i64 %3820, 256
  %3851 = mul nuw nsw i64 %3824, 32
  %3852 = add nuw nsw i64 %3850, %3851
  %3853 = add nuw nsw i64 %3852, %3828
  %3854 = getelementptr inbounds nuw float, ptr %3849, i64 %3853
  store float %3848, ptr %3854, align 4
  %3855 = add i64 %3828, 1
  br label %3827

3856:                                             ; preds = %3827
  %3857 = add i64 %3824, 1
  br label %3823

3858:                                             ; preds = %3823
  %3859 = add i64 %3820, 1
  br label %3819

3860:                                             ; preds = %3819
  br label %3861

3861:                                             ; preds = %3890, %3860
  %3862 = phi i64 [ %3891, %3890 ], [ 0, %3860 ]
  %3863 = icmp slt i64 %3862, 1
  br i1 %3863, label %3864, label %3892

3864:                                             ; preds = %3861
  br label %3865

3865:                                             ; preds = %3888, %3864
  %3866 = phi i64 [ %3889, %3888 ], [ 0, %3864 ]
  %3867 = icmp slt i64 %3866, 8
  br i1 %3867, label %3868, label %3890

3868:                                             ; preds = %3865
  br label %3869

3869:                                             ; preds = %3872, %3868
  %3870 = phi i64 [ %3887, %3872 ], [ 0, %3868 ]
  %3871 = icmp slt i64 %3870, 32
  br i1 %3871, label %3872, label %3888

3872:                                             ; preds = %3869
  %3873 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3874 = mul nuw nsw i64 %3862, 256
  %3875 = mul nuw nsw i64 %3866, 32
  %3876 = add nuw nsw i64 %3874, %3875
  %3877 = add nuw nsw i64 %3876, %3870
  %3878 = getelementptr inbounds nuw float, ptr %3873, i64 %3877
  %3879 = load float, ptr %3878, align 4
  %3880 = fpext float %3879 to double
  %3881 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %94, 1
  %3882 = mul nuw nsw i64 %3862, 256
  %3883 = mul nuw nsw i64 %3866, 32
  %3884 = add nuw nsw i64 %3882, %3883
  %3885 = add nuw nsw i64 %3884, %3870
  %3886 = getelementptr inbounds nuw double, ptr %3881, i64 %3885
  store double %3880, ptr %3886, align 8
  %3887 = add i64 %3870, 1
  br label %3869

3888:                                             ; preds = %3869
  %3889 = add i64 %3866, 1
  br label %3865

3890:                                             ; preds = %3865
  %3891 = add i64 %3862, 1
  br label %3861

3892:                                             ; preds = %3861
  %3893 = call ptr @malloc(i64 128)
  %3894 = ptrtoint ptr %3893 to i64
  %3895 = add i64 %3894, 63
  %3896 = urem i64 %3895, 64
  %3897 = sub i64 %3895, %3896
  %3898 = inttoptr i64 %3897 to ptr
  %3899 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3893, 0
  %3900 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3899, ptr %3898, 1
  %3901 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3900, i64 0, 2
  %3902 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3901, i64 1, 3, 0
  %3903 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3902, i64 8, 3, 1
  %3904 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3903, i64 1, 3, 2
  %3905 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3904, i64 8, 4, 0
  %3906 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3905, i64 1, 4, 1
  %3907 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3906, i64 1, 4, 2
  br label %3908

3908:                                             ; preds = %3934, %3892
  %3909 = phi i64 [ %3935, %3934 ], [ 0, %3892 ]
  %3910 = icmp slt i64 %3909, 1
  br i1 %3910, label %3911, label %3936

3911:                                             ; preds = %3908
  br label %3912

3912:                                             ; preds = %3932, %3911
  %3913 = phi i64 [ %3933, %3932 ], [ 0, %3911 ]
  %3914 = icmp slt i64 %3913, 8
  br i1 %3914, label %3915, label %3934

3915:                                             ; preds = %3912
  br label %3916

3916:                                             ; preds = %3919, %3915
  %3917 = phi i64 [ %3931, %3919 ], [ 0, %3915 ]
  %3918 = icmp slt i64 %3917, 1
  br i1 %3918, label %3919, label %3932

3919:                                             ; preds = %3916
  %3920 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 1
  %3921 = mul nuw nsw i64 %3909, 8
  %3922 = add nuw nsw i64 %3921, %3913
  %3923 = add nuw nsw i64 %3922, %3917
  %3924 = getelementptr inbounds nuw double, ptr %3920, i64 %3923
  %3925 = load double, ptr %3924, align 8
  %3926 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3907, 1
  %3927 = mul nuw nsw i64 %3909, 8
  %3928 = add nuw nsw i64 %3927, %3913
  %3929 = add nuw nsw i64 %3928, %3917
  %3930 = getelementptr inbounds nuw double, ptr %3926, i64 %3929
  store double %3925, ptr %3930, align 8
  %3931 = add i64 %3917, 1
  br label %3916

3932:                                             ; preds = %3916
  %3933 = add i64 %3913, 1
  br label %3912

3934:                                             ; preds = %3912
  %3935 = add i64 %3909, 1
  br label %3908

3936:                                             ; preds = %3908
  br label %3937

3937:                                             ; preds = %3971, %3936
  %3938 = phi i64 [ %3972, %3971 ], [ 0, %3936 ]
  %3939 = icmp slt i64 %3938, 1
  br i1 %3939, label %3940, label %3973

3940:                                             ; preds = %3937
  br label %3941

3941:                                             ; preds = %3969, %3940
  %3942 = phi i64 [ %3970, %3969 ], [ 0, %3940 ]
  %3943 = icmp slt i64 %3942, 8
  br i1 %3943, label %3944, label %3971

3944:                                             ; preds = %3941
  br label %3945

3945:                                             ; preds = %3948, %3944
  %3946 = phi i64 [ %3968, %3948 ], [ 0, %3944 ]
  %3947 = icmp slt i64 %3946, 32
  br i1 %3947, label %3948, label %3969

3948:                                             ; preds = %3945
  %3949 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %94, 1
  %3950 = mul nuw nsw i64 %3938, 256
  %3951 = mul nuw nsw i64 %3942, 32
  %3952 = add nuw nsw i64 %3950, %3951
  %3953 = add nuw nsw i64 %3952, %3946
  %3954 = getelementptr inbounds nuw double, ptr %3949, i64 %3953
  %3955 = load double, ptr %3954, align 8
  %3956 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3907, 1
  %3957 = mul nuw nsw i64 %3938, 8
  %3958 = add nuw nsw i64 %3957, %3942
  %3959 = add nuw nsw i64 %3958, 0
  %3960 = getelementptr inbounds nuw double, ptr %3956, i64 %3959
  %3961 = load double, ptr %3960, align 8
  %3962 = fadd double %3955, %3961
  %3963 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3907, 1
  %3964 = mul nuw nsw i64 %3938, 8
  %3965 = add nuw nsw i64 %3964, %3942
  %3966 = add nuw nsw i64 %3965, 0
  %3967 = getelementptr inbounds nuw double, ptr %3963, i64 %3966
  store double %3962, ptr %3967, align 8
  %3968 = add i64 %3946, 1
  br label %3945

3969:                                             ; preds = %3945
  %3970 = add i64 %3942, 1
  br label %3941

3971:                                             ; preds = %3941
  %3972 = add i64 %3938, 1
  br label %3937

3973:                                             ; preds = %3937
  %3974 = call ptr @malloc(i64 128)
  %3975 = ptrtoint ptr %3974 to i64
  %3976 = add i64 %3975, 63
  %3977 = urem i64 %3976, 64
  %3978 = sub i64 %3976, %3977
  %3979 = inttoptr i64 %3978 to ptr
  %3980 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3974, 0
  %3981 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3980, ptr %3979, 1
  %3982 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3981, i64 0, 2
  %3983 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3982, i64 1, 3, 0
  %3984 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3983, i64 8, 3, 1
  %3985 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3984, i64 1, 3, 2
  %3986 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3985, i64 8, 4, 0
  %3987 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3986, i64 1, 4, 1
  %3988 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3987, i64 1, 4, 2
  br label %3989

3989:                                             ; preds = %4015, %3973
  %3990 = phi i64 [ %4016, %4015 ], [ 0, %3973 ]
  %3991 = icmp slt i64 %3990, 1
  br i1 %3991, label %3992, label %4017

3992:                                             ; preds = %3989
  br label %3993

3993:                                             ; preds = %4013, %3992
  %3994 = phi i64 [ %4014, %4013 ], [ 0, %3992 ]
  %3995 = icmp slt i64 %3994, 8
  br i1 %3995, label %3996, label %4015

3996:                                             ; preds = %3993
  br label %3997

3997:                                             ; preds = %4000, %3996
  %3998 = phi i64 [ %4012, %4000 ], [ 0, %3996 ]
  %3999 = icmp slt i64 %3998, 1
  br i1 %3999, label %4000, label %4013

4000:                                             ; preds = %3997
  %4001 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 1
  %4002 = mul nuw nsw i64 %3990, 8
  %4003 = add nuw nsw i64 %4002, %3994
  %4004 = add nuw nsw i64 %4003, %3998
  %4005 = getelementptr inbounds nuw double, ptr %4001, i64 %4004
  %4006 = load double, ptr %4005, align 8
  %4007 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3988, 1
  %4008 = mul nuw nsw i64 %3990, 8
  %4009 = add nuw nsw i64 %4008, %3994
  %4010 = add nuw nsw i64 %4009, %3998
  %4011 = getelementptr inbounds nuw double, ptr %4007, i64 %4010
  store double %4006, ptr %4011, align 8
  %4012 = add i64 %3998, 1
  br label %3997

4013:                                             ; preds = %3997
  %4014 = add i64 %3994, 1
  br label %3993

4015:                                             ; preds = %3993
  %4016 = add i64 %3990, 1
  br label %3989

4017:                                             ; preds = %3989
  br label %4018

4018:                                             ; preds = %4061, %4017
  %4019 = phi i64 [ %4062, %4061 ], [ 0, %4017 ]
  %4020 = icmp slt i64 %4019, 1
  br i1 %4020, label %4021, label %4063

4021:                                             ; preds = %4018
  br label %4022

4022:                                             ; preds = %4059, %4021
  %4023 = phi i64 [ %4060, %4059 ], [ 0, %4021 ]
  %4024 = icmp slt i64 %4023, 8
  br i1 %4024, label %4025, label %4061

4025:                                             ; preds = %4022
  br label %4026

4026:                                             ; preds = %4029, %4025
  %4027 = phi i64 [ %4058, %4029 ], [ 0, %4025 ]
  %4028 = icmp slt i64 %4027, 32
  br i1 %4028, label %4029, label %4059

4029:                                             ; preds = %4026
  %4030 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %94, 1
  %4031 = mul nuw nsw i64 %4019, 256
  %4032 = mul nuw nsw i64 %4023, 32
  %4033 = add nuw nsw i64 %4031, %4032
  %4034 = add nuw nsw i64 %4033, %4027
  %4035 = getelementptr inbounds nuw double, ptr %4030, i64 %4034
  %4036 = load double, ptr %4035, align 8
  %4037 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3907, 1
  %4038 = mul nuw nsw i64 %4019, 8
  %4039 = add nuw nsw i64 %4038, %4023
  %4040 = add nuw nsw i64 %4039, 0
  %4041 = getelementptr inbounds nuw double, ptr %4037, i64 %4040
  %4042 = load double, ptr %4041, align 8
  %4043 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3988, 1
  %4044 = mul nuw nsw i64 %4019, 8
  %4045 = add nuw nsw i64 %4044, %4023
  %4046 = add nuw nsw i64 %4045, 0
  %4047 = getelementptr inbounds nuw double, ptr %4043, i64 %4046
  %4048 = load double, ptr %4047, align 8
  %4049 = fdiv double %4042, 3.200000e+01
  %4050 = fsub double %4036, %4049
  %4051 = fmul double %4050, %4050
  %4052 = fadd double %4051, %4048
  %4053 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3988, 1
  %4054 = mul nuw nsw i64 %4019, 8
  %4055 = add nuw nsw i64 %4054, %4023
  %4056 = add nuw nsw i64 %4055, 0
  %4057 = getelementptr inbounds nuw double, ptr %4053, i64 %4056
  store double %4052, ptr %4057, align 8
  %4058 = add i64 %4027, 1
  br label %4026

4059:                                             ; preds = %4026
  %4060 = add i64 %4023, 1
  br label %4022

4061:                                             ; preds = %4022
  %4062 = add i64 %4019, 1
  br label %4018

4063:                                             ; preds = %4018
  %4064 = call ptr @malloc(i64 96)
  %4065 = ptrtoint ptr %4064 to i64
  %4066 = add i64 %4065, 63
  %4067 = urem i64 %4066, 64
  %4068 = sub i64 %4066, %4067
  %4069 = inttoptr i64 %4068 to ptr
  %4070 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4064, 0
  %4071 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4070, ptr %4069, 1
  %4072 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4071, i64 0, 2
  %4073 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4072, i64 1, 3, 0
  %4074 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4073, i64 8, 3, 1
  %4075 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4074, i64 1, 3, 2
  %4076 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4075, i64 8, 4, 0
  %4077 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4076, i64 1, 4, 1
  %4078 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4077, i64 1, 4, 2
  br label %4079

4079:                                             ; preds = %4105, %4063
  %4080 = phi i64 [ %4106, %4105 ], [ 0, %4063 ]
  %4081 = icmp slt i64 %4080, 1
  br i1 %4081, label %4082, label %4107

4082:                                             ; preds = %4079
  br label %4083

4083:                                             ; preds = %4103, %4082
  %4084 = phi i64 [ %4104, %4103 ], [ 0, %4082 ]
  %4085 = icmp slt i64 %4084, 8
  br i1 %4085, label %4086, label %4105

4086:                                             ; preds = %4083
  br label %4087

4087:                                             ; preds = %4090, %4086
  %4088 = phi i64 [ %4102, %4090 ], [ 0, %4086 ]
  %4089 = icmp slt i64 %4088, 1
  br i1 %4089, label %4090, label %4103

4090:                                             ; preds = %4087
  %4091 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %350, 1
  %4092 = mul nuw nsw i64 %4080, 8
  %4093 = add nuw nsw i64 %4092, %4084
  %4094 = add nuw nsw i64 %4093, %4088
  %4095 = getelementptr inbounds nuw float, ptr %4091, i64 %4094
  %4096 = load float, ptr %4095, align 4
  %4097 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4078, 1
  %4098 = mul nuw nsw i64 %4080, 8
  %4099 = add nuw nsw i64 %4098, %4084
  %4100 = add nuw nsw i64 %4099, %4088
  %4101 = getelementptr inbounds nuw float, ptr %4097, i64 %4100
  store float %4096, ptr %4101, align 4
  %4102 = add i64 %4088, 1
  br label %4087

4103:                                             ; preds = %4087
  %4104 = add i64 %4084, 1
  br label %4083

4105:                                             ; preds = %4083
  %4106 = add i64 %4080, 1
  br label %4079

4107:                                             ; preds = %4079
  br label %4108

4108:                                             ; preds = %4142, %4107
  %4109 = phi i64 [ %4143, %4142 ], [ 0, %4107 ]
  %4110 = icmp slt i64 %4109, 1
  br i1 %4110, label %4111, label %4144

4111:                                             ; preds = %4108
  br label %4112

4112:                                             ; preds = %4140, %4111
  %4113 = phi i64 [ %4141, %4140 ], [ 0, %4111 ]
  %4114 = icmp slt i64 %4113, 8
  br i1 %4114, label %4115, label %4142

4115:                                             ; preds = %4112
  br label %4116

4116:                                             ; preds = %4119, %4115
  %4117 = phi i64 [ %4139, %4119 ], [ 0, %4115 ]
  %4118 = icmp slt i64 %4117, 32
  br i1 %4118, label %4119, label %4140

4119:                                             ; preds = %4116
  %4120 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4121 = mul nuw nsw i64 %4109, 256
  %4122 = mul nuw nsw i64 %4113, 32
  %4123 = add nuw nsw i64 %4121, %4122
  %4124 = add nuw nsw i64 %4123, %4117
  %4125 = getelementptr inbounds nuw float, ptr %4120, i64 %4124
  %4126 = load float, ptr %4125, align 4
  %4127 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4078, 1
  %4128 = mul nuw nsw i64 %4109, 8
  %4129 = add nuw nsw i64 %4128, %4113
  %4130 = add nuw nsw i64 %4129, 0
  %4131 = getelementptr inbounds nuw float, ptr %4127, i64 %4130
  %4132 = load float, ptr %4131, align 4
  %4133 = fadd float %4126, %4132
  %4134 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4078, 1
  %4135 = mul nuw nsw i64 %4109, 8
  %4136 = add nuw nsw i64 %4135, %4113
  %4137 = add nuw nsw i64 %4136, 0
  %4138 = getelementptr inbounds nuw float, ptr %4134, i64 %4137
  store float %4133, ptr %4138, align 4
  %4139 = add i64 %4117, 1
  br label %4116

4140:                                             ; preds = %4116
  %4141 = add i64 %4113, 1
  br label %4112

4142:                                             ; preds = %4112
  %4143 = add i64 %4109, 1
  br label %4108

4144:                                             ; preds = %4108
  br label %4145

4145:                                             ; preds = %4199, %4144
  %4146 = phi i64 [ %4200, %4199 ], [ 0, %4144 ]
  %4147 = icmp slt i64 %4146, 1
  br i1 %4147, label %4148, label %4201

4148:                                             ; preds = %4145
  br label %4149

4149:                                             ; preds = %4197, %4148
  %4150 = phi i64 [ %4198, %4197 ], [ 0, %4148 ]
  %4151 = icmp slt i64 %4150, 8
  br i1 %4151, label %4152, label %4199

4152:                                             ; preds = %4149
  br label %4153

4153:                                             ; preds = %4156, %4152
  %4154 = phi i64 [ %4196, %4156 ], [ 0, %4152 ]
  %4155 = icmp slt i64 %4154, 32
  br i1 %4155, label %4156, label %4197

4156:                                             ; preds = %4153
  %4157 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4158 = mul nuw nsw i64 %4146, 256
  %4159 = mul nuw nsw i64 %4150, 32
  %4160 = add nuw nsw i64 %4158, %4159
  %4161 = add nuw nsw i64 %4160, %4154
  %4162 = getelementptr inbounds nuw float, ptr %4157, i64 %4161
  %4163 = load float, ptr %4162, align 4
  %4164 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4078, 1
  %4165 = mul nuw nsw i64 %4146, 8
  %4166 = add nuw nsw i64 %4165, %4150
  %4167 = add nuw nsw i64 %4166, 0
  %4168 = getelementptr inbounds nuw float, ptr %4164, i64 %4167
  %4169 = load float, ptr %4168, align 4
  %4170 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3988, 1
  %4171 = mul nuw nsw i64 %4146, 8
  %4172 = add nuw nsw i64 %4171, %4150
  %4173 = add nuw nsw i64 %4172, 0
  %4174 = getelementptr inbounds nuw double, ptr %4170, i64 %4173
  %4175 = load double, ptr %4174, align 8
  %4176 = getelementptr inbounds nuw float, ptr @__constant_32xf32_4, i64 %4154
  %4177 = load float, ptr %4176, align 4
  %4178 = getelementptr inbounds nuw float, ptr @__constant_32xf32_3, i64 %4154
  %4179 = load float, ptr %4178, align 4
  %4180 = fdiv double %4175, 3.200000e+01
  %4181 = fptrunc double %4180 to float
  %4182 = fadd float %4181, f0x2B8CBCCC
  %4183 = call float @llvm.sqrt.f32(float %4182)
  %4184 = fdiv float 1.000000e+00, %4183
  %4185 = fdiv float %4169, 3.200000e+01
  %4186 = fsub float %4163, %4185
  %4187 = fmul float %4186, %4184
  %4188 = fmul float %4187, %4177
  %4189 = fadd float %4188, %4179
  %4190 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4191 = mul nuw nsw i64 %4146, 256
  %4192 = mul nuw nsw i64 %4150, 32
  %4193 = add nuw nsw i64 %4191, %4192
  %4194 = add nuw nsw i64 %4193, %4154
  %4195 = getelementptr inbounds nuw float, ptr %4190, i64 %4194
  store float %4189, ptr %4195, align 4
  %4196 = add i64 %4154, 1
  br label %4153

4197:                                             ; preds = %4153
  %4198 = add i64 %4150, 1
  br label %4149

4199:                                             ; preds = %4149
  %4200 = add i64 %4146, 1
  br label %4145

4201:                                             ; preds = %4145
  br label %4202

4202:                                             ; preds = %4249, %4201
  %4203 = phi i64 [ %4250, %4249 ], [ 0, %4201 ]
  %4204 = icmp slt i64 %4203, 1
  br i1 %4204, label %4205, label %4251

4205:                                             ; preds = %4202
  br label %4206

4206:                                             ; preds = %4247, %4205
  %4207 = phi i64 [ %4248, %4247 ], [ 0, %4205 ]
  %4208 = icmp slt i64 %4207, 8
  br i1 %4208, label %4209, label %4249

4209:                                             ; preds = %4206
  br label %4210

4210:                                             ; preds = %4245, %4209
  %4211 = phi i64 [ %4246, %4245 ], [ 0, %4209 ]
  %4212 = icmp slt i64 %4211, 64
  br i1 %4212, label %4213, label %4247

4213:                                             ; preds = %4210
  br label %4214

4214:                                             ; preds = %4217, %4213
  %4215 = phi i64 [ %4244, %4217 ], [ 0, %4213 ]
  %4216 = icmp slt i64 %4215, 32
  br i1 %4216, label %4217, label %4245

4217:                                             ; preds = %4214
  %4218 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4219 = mul nuw nsw i64 %4203, 256
  %4220 = mul nuw nsw i64 %4207, 32
  %4221 = add nuw nsw i64 %4219, %4220
  %4222 = add nuw nsw i64 %4221, %4215
  %4223 = getelementptr inbounds nuw float, ptr %4218, i64 %4222
  %4224 = load float, ptr %4223, align 4
  %4225 = mul nuw nsw i64 %4211, 32
  %4226 = add nuw nsw i64 %4225, %4215
  %4227 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32, i64 %4226
  %4228 = load float, ptr %4227, align 4
  %4229 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2358, 1
  %4230 = mul nuw nsw i64 %4203, 512
  %4231 = mul nuw nsw i64 %4207, 64
  %4232 = add nuw nsw i64 %4230, %4231
  %4233 = add nuw nsw i64 %4232, %4211
  %4234 = getelementptr inbounds nuw float, ptr %4229, i64 %4233
  %4235 = load float, ptr %4234, align 4
  %4236 = fmul float %4224, %4228
  %4237 = fadd float %4235, %4236
  %4238 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2358, 1
  %4239 = mul nuw nsw i64 %4203, 512
  %4240 = mul nuw nsw i64 %4207, 64
  %4241 = add nuw nsw i64 %4239, %4240
  %4242 = add nuw nsw i64 %4241, %4211
  %4243 = getelementptr inbounds nuw float, ptr %4238, i64 %4242
  store float %4237, ptr %4243, align 4
  %4244 = add i64 %4215, 1
  br label %4214

4245:                                             ; preds = %4214
  %4246 = add i64 %4211, 1
  br label %4210

4247:                                             ; preds = %4210
  %4248 = add i64 %4207, 1
  br label %4206

4249:                                             ; preds = %4206
  %4250 = add i64 %4203, 1
  br label %4202

4251:                                             ; preds = %4202
  br label %4252

4252:                                             ; preds = %4351, %4251
  %4253 = phi i64 [ %4352, %4351 ], [ 0, %4251 ]
  %4254 = icmp slt i64 %4253, 1
  br i1 %4254, label %4255, label %4353

4255:                                             ; preds = %4252
  br label %4256

4256:                                             ; preds = %4349, %4255
  %4257 = phi i64 [ %4350, %4349 ], [ 0, %4255 ]
  %4258 = icmp slt i64 %4257, 8
  br i1 %4258, label %4259, label %4351

4259:                                             ; preds = %4256
  br label %4260

4260:                                             ; preds = %4347, %4259
  %4261 = phi i64 [ %4348, %4347 ], [ 0, %4259 ]
  %4262 = icmp slt i64 %4261, 32
  br i1 %4262, label %4263, label %4349

4263:                                             ; preds = %4260
  br label %4264

4264:                                             ; preds = %4267, %4263
  %4265 = phi i64 [ %4346, %4267 ], [ 0, %4263 ]
  %4266 = icmp slt i64 %4265, 64
  br i1 %4266, label %4267, label %4347

4267:                                             ; preds = %4264
  %4268 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2358, 1
  %4269 = mul nuw nsw i64 %4253, 512
  %4270 = mul nuw nsw i64 %4257, 64
  %4271 = add nuw nsw i64 %4269, %4270
  %4272 = add nuw nsw i64 %4271, %4265
  %4273 = getelementptr inbounds nuw float, ptr %4268, i64 %4272
  %4274 = load float, ptr %4273, align 4
  %4275 = getelementptr inbounds nuw float, ptr @__constant_64xf32, i64 %4265
  %4276 = load float, ptr %4275, align 4
  %4277 = mul nuw nsw i64 %4261, 64
  %4278 = add nuw nsw i64 %4277, %4265
  %4279 = getelementptr inbounds nuw float, ptr @__constant_32x64xf32, i64 %4278
  %4280 = load float, ptr %4279, align 4
  %4281 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1829, 1
  %4282 = mul nuw nsw i64 %4253, 256
  %4283 = mul nuw nsw i64 %4257, 32
  %4284 = add nuw nsw i64 %4282, %4283
  %4285 = add nuw nsw i64 %4284, %4261
  %4286 = getelementptr inbounds nuw float, ptr %4281, i64 %4285
  %4287 = load float, ptr %4286, align 4
  %4288 = fadd float %4274, %4276
  %4289 = fdiv float %4288, f0x3FB504F3
  %4290 = fcmp olt float %4289, 0.000000e+00
  %4291 = fneg float %4289
  %4292 = select i1 %4290, float %4291, float %4289
  %4293 = fcmp olt float %4292, 8.000000e-01
  %4294 = select i1 %4293, float f0x3F906EBA, float f0x3F905225
  %4295 = select i1 %4293, float f0xBEED51AF, float -3.276070e-01
  %4296 = select i1 %4293, float f0xBF05E48B, float f0xBEBABCC4
  %4297 = select i1 %4293, float f0x3F04EC44, float f0x3EE590A2
  %4298 = select i1 %4293, float f0x3E56C688, float f0x3DF27F94
  %4299 = select i1 %4293, float f0xBE06F8EE, float f0xBDB4EEE3
  %4300 = select i1 %4293, float f0x3CD3794F, float f0x3D17D100
  %4301 = select i1 %4293, float f0x3D9782A4, float f0x3D6A78FA
  %4302 = fcmp olt float %4292, 2.000000e+00
  %4303 = select i1 %4302, float 0.000000e+00, float f0xBB58546D
  %4304 = select i1 %4302, float %4294, float f0x3B66A96A
  %4305 = select i1 %4302, float %4295, float f0xC003E25F
  %4306 = select i1 %4302, float %4296, float f0xBAB94D1E
  %4307 = select i1 %4302, float %4297, float f0x3FD0437B
  %4308 = select i1 %4302, float %4298, float f0x3984E118
  %4309 = select i1 %4302, float %4299, float f0xBF15590A
  %4310 = select i1 %4302, float %4300, float f0xB78F7C49
  %4311 = select i1 %4302, float %4301, float f0x3DA853B3
  %4312 = select i1 %4302, float 0.000000e+00, float 1.000000e+00
  %4313 = fcmp ult float %4292, 3.750000e+00
  %4314 = fmul float %4292, %4310
  %4315 = fadd float %4314, %4308
  %4316 = fmul float %4292, %4315
  %4317 = fadd float %4316, %4306
  %4318 = fmul float %4292, %4317
  %4319 = fadd float %4318, %4304
  %4320 = fmul float %4292, %4319
  %4321 = fadd float %4320, %4303
  %4322 = fmul float %4292, %4311
  %4323 = fadd float %4322, %4309
  %4324 = fmul float %4292, %4323
  %4325 = fadd float %4324, %4307
  %4326 = fmul float %4292, %4325
  %4327 = fadd float %4326, %4305
  %4328 = fmul float %4292, %4327
  %4329 = fadd float %4328, 1.000000e+00
  %4330 = fdiv float %4321, %4329
  %4331 = fadd float %4312, %4330
  %4332 = select i1 %4313, float %4331, float 1.000000e+00
  %4333 = fneg float %4332
  %4334 = select i1 %4290, float %4333, float %4332
  %4335 = fadd float %4334, 1.000000e+00
  %4336 = fmul float %4335, 5.000000e-01
  %4337 = fmul float %4288, %4336
  %4338 = fmul float %4337, %4280
  %4339 = fadd float %4287, %4338
  %4340 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1829, 1
  %4341 = mul nuw nsw i64 %4253, 256
  %4342 = mul nuw nsw i64 %4257, 32
  %4343 = add nuw nsw i64 %4341, %4342
  %4344 = add nuw nsw i64 %4343, %4261
  %4345 = getelementptr inbounds nuw float, ptr %4340, i64 %4344
  store float %4339, ptr %4345, align 4
  %4346 = add i64 %4265, 1
  br label %4264

4347:                                             ; preds = %4264
  %4348 = add i64 %4261, 1
  br label %4260

4349:                                             ; preds = %4260
  %4350 = add i64 %4257, 1
  br label %4256

4351:                                             ; preds = %4256
  %4352 = add i64 %4253, 1
  br label %4252

4353:                                             ; preds = %4252
  br label %4354

4354:                                             ; preds = %4393, %4353
  %4355 = phi i64 [ %4394, %4393 ], [ 0, %4353 ]
  %4356 = icmp slt i64 %4355, 1
  br i1 %4356, label %4357, label %4395

4357:                                             ; preds = %4354
  br label %4358

4358:                                             ; preds = %4391, %4357
  %4359 = phi i64 [ %4392, %4391 ], [ 0, %4357 ]
  %4360 = icmp slt i64 %4359, 8
  br i1 %4360, label %4361, label %4393

4361:                                             ; preds = %4358
  br label %4362

4362:                                             ; preds = %4365, %4361
  %4363 = phi i64 [ %4390, %4365 ], [ 0, %4361 ]
  %4364 = icmp slt i64 %4363, 32
  br i1 %4364, label %4365, label %4391

4365:                                             ; preds = %4362
  %4366 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1829, 1
  %4367 = mul nuw nsw i64 %4355, 256
  %4368 = mul nuw nsw i64 %4359, 32
  %4369 = add nuw nsw i64 %4367, %4368
  %4370 = add nuw nsw i64 %4369, %4363
  %4371 = getelementptr inbounds nuw float, ptr %4366, i64 %4370
  %4372 = load float, ptr %4371, align 4
  %4373 = getelementptr inbounds nuw float, ptr @__constant_32xf32_2, i64 %4363
  %4374 = load float, ptr %4373, align 4
  %4375 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4376 = mul nuw nsw i64 %4355, 256
  %4377 = mul nuw nsw i64 %4359, 32
  %4378 = add nuw nsw i64 %4376, %4377
  %4379 = add nuw nsw i64 %4378, %4363
  %4380 = getelementptr inbounds nuw float, ptr %4375, i64 %4379
  %4381 = load float, ptr %4380, align 4
  %4382 = fadd float %4372, %4374
  %4383 = fadd float %4382, %4381
  %4384 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4385 = mul nuw nsw i64 %4355, 256
  %4386 = mul nuw nsw i64 %4359, 32
  %4387 = add nuw nsw i64 %4385, %4386
  %4388 = add nuw nsw i64 %4387, %4363
  %4389 = getelementptr inbounds nuw float, ptr %4384, i64 %4388
  store float %4383, ptr %4389, align 4
  %4390 = add i64 %4363, 1
  br label %4362

4391:                                             ; preds = %4362
  %4392 = add i64 %4359, 1
  br label %4358

4393:                                             ; preds = %4358
  %4394 = add i64 %4355, 1
  br label %4354

4395:                                             ; preds = %4354
  br label %4396

4396:                                             ; preds = %4425, %4395
  %4397 = phi i64 [ %4426, %4425 ], [ 0, %4395 ]
  %4398 = icmp slt i64 %4397, 1
  br i1 %4398, label %4399, label %4427

4399:                                             ; preds = %4396
  br label %4400

4400:                                             ; preds = %4423, %4399
  %4401 = phi i64 [ %4424, %4423 ], [ 0, %4399 ]
  %4402 = icmp slt i64 %4401, 8
  br i1 %4402, label %4403, label %4425

4403:                                             ; preds = %4400
  br label %4404

4404:                                             ; preds = %4407, %4403
  %4405 = phi i64 [ %4422, %4407 ], [ 0, %4403 ]
  %4406 = icmp slt i64 %4405, 32
  br i1 %4406, label %4407, label %4423

4407:                                             ; preds = %4404
  %4408 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4409 = mul nuw nsw i64 %4397, 256
  %4410 = mul nuw nsw i64 %4401, 32
  %4411 = add nuw nsw i64 %4409, %4410
  %4412 = add nuw nsw i64 %4411, %4405
  %4413 = getelementptr inbounds nuw float, ptr %4408, i64 %4412
  %4414 = load float, ptr %4413, align 4
  %4415 = fpext float %4414 to double
  %4416 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %94, 1
  %4417 = mul nuw nsw i64 %4397, 256
  %4418 = mul nuw nsw i64 %4401, 32
  %4419 = add nuw nsw i64 %4417, %4418
  %4420 = add nuw nsw i64 %4419, %4405
  %4421 = getelementptr inbounds nuw double, ptr %4416, i64 %4420
  store double %4415, ptr %4421, align 8
  %4422 = add i64 %4405, 1
  br label %4404

4423:                                             ; preds = %4404
  %4424 = add i64 %4401, 1
  br label %4400

4425:                                             ; preds = %4400
  %4426 = add i64 %4397, 1
  br label %4396

4427:                                             ; preds = %4396
  %4428 = call ptr @malloc(i64 128)
  %4429 = ptrtoint ptr %4428 to i64
  %4430 = add i64 %4429, 63
  %4431 = urem i64 %4430, 64
  %4432 = sub i64 %4430, %4431
  %4433 = inttoptr i64 %4432 to ptr
  %4434 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4428, 0
  %4435 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4434, ptr %4433, 1
  %4436 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4435, i64 0, 2
  %4437 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4436, i64 1, 3, 0
  %4438 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4437, i64 8, 3, 1
  %4439 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4438, i64 1, 3, 2
  %4440 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4439, i64 8, 4, 0
  %4441 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4440, i64 1, 4, 1
  %4442 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4441, i64 1, 4, 2
  br label %4443

4443:                                             ; preds = %4469, %4427
  %4444 = phi i64 [ %4470, %4469 ], [ 0, %4427 ]
  %4445 = icmp slt i64 %4444, 1
  br i1 %4445, label %4446, label %4471

4446:                                             ; preds = %4443
  br label %4447

4447:                                             ; preds = %4467, %4446
  %4448 = phi i64 [ %4468, %4467 ], [ 0, %4446 ]
  %4449 = icmp slt i64 %4448, 8
  br i1 %4449, label %4450, label %4469

4450:                                             ; preds = %4447
  br label %4451

4451:                                             ; preds = %4454, %4450
  %4452 = phi i64 [ %4466, %4454 ], [ 0, %4450 ]
  %4453 = icmp slt i64 %4452, 1
  br i1 %4453, label %4454, label %4467

4454:                                             ; preds = %4451
  %4455 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 1
  %4456 = mul nuw nsw i64 %4444, 8
  %4457 = add nuw nsw i64 %4456, %4448
  %4458 = add nuw nsw i64 %4457, %4452
  %4459 = getelementptr inbounds nuw double, ptr %4455, i64 %4458
  %4460 = load double, ptr %4459, align 8
  %4461 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4442, 1
  %4462 = mul nuw nsw i64 %4444, 8
  %4463 = add nuw nsw i64 %4462, %4448
  %4464 = add nuw nsw i64 %4463, %4452
  %4465 = getelementptr inbounds nuw double, ptr %4461, i64 %4464
  store double %4460, ptr %4465, align 8
  %4466 = add i64 %4452, 1
  br label %4451

4467:                                             ; preds = %4451
  %4468 = add i64 %4448, 1
  br label %4447

4469:                                             ; preds = %4447
  %4470 = add i64 %4444, 1
  br label %4443

4471:                                             ; preds = %4443
  br label %4472

4472:                                             ; preds = %4506, %4471
  %4473 = phi i64 [ %4507, %4506 ], [ 0, %4471 ]
  %4474 = icmp slt i64 %4473, 1
  br i1 %4474, label %4475, label %4508

4475:                                             ; preds = %4472
  br label %4476

4476:                                             ; preds = %4504, %4475
  %4477 = phi i64 [ %4505, %4504 ], [ 0, %4475 ]
  %4478 = icmp slt i64 %4477, 8
  br i1 %4478, label %4479, label %4506

4479:                                             ; preds = %4476
  br label %4480

4480:                                             ; preds = %4483, %4479
  %4481 = phi i64 [ %4503, %4483 ], [ 0, %4479 ]
  %4482 = icmp slt i64 %4481, 32
  br i1 %4482, label %4483, label %4504

4483:                                             ; preds = %4480
  %4484 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %94, 1
  %4485 = mul nuw nsw i64 %4473, 256
  %4486 = mul nuw nsw i64 %4477, 32
  %4487 = add nuw nsw i64 %4485, %4486
  %4488 = add nuw nsw i64 %4487, %4481
  %4489 = getelementptr inbounds nuw double, ptr %4484, i64 %4488
  %4490 = load double, ptr %4489, align 8
  %4491 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4442, 1
  %4492 = mul nuw nsw i64 %4473, 8
  %4493 = add nuw nsw i64 %4492, %4477
  %4494 = add nuw nsw i64 %4493, 0
  %4495 = getelementptr inbounds nuw double, ptr %4491, i64 %4494
  %4496 = load double, ptr %4495, align 8
  %4497 = fadd double %4490, %4496
  %4498 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4442, 1
  %4499 = mul nuw nsw i64 %4473, 8
  %4500 = add nuw nsw i64 %4499, %4477
  %4501 = add nuw nsw i64 %4500, 0
  %4502 = getelementptr inbounds nuw double, ptr %4498, i64 %4501
  store double %4497, ptr %4502, align 8
  %4503 = add i64 %4481, 1
  br label %4480

4504:                                             ; preds = %4480
  %4505 = add i64 %4477, 1
  br label %4476

4506:                                             ; preds = %4476
  %4507 = add i64 %4473, 1
  br label %4472

4508:                                             ; preds = %4472
  br label %4509

4509:                                             ; preds = %4552, %4508
  %4510 = phi i64 [ %4553, %4552 ], [ 0, %4508 ]
  %4511 = icmp slt i64 %4510, 1
  br i1 %4511, label %4512, label %4554

4512:                                             ; preds = %4509
  br label %4513

4513:                                             ; preds = %4550, %4512
  %4514 = phi i64 [ %4551, %4550 ], [ 0, %4512 ]
  %4515 = icmp slt i64 %4514, 8
  br i1 %4515, label %4516, label %4552

4516:                                             ; preds = %4513
  br label %4517

4517:                                             ; preds = %4520, %4516
  %4518 = phi i64 [ %4549, %4520 ], [ 0, %4516 ]
  %4519 = icmp slt i64 %4518, 32
  br i1 %4519, label %4520, label %4550

4520:                                             ; preds = %4517
  %4521 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %94, 1
  %4522 = mul nuw nsw i64 %4510, 256
  %4523 = mul nuw nsw i64 %4514, 32
  %4524 = add nuw nsw i64 %4522, %4523
  %4525 = add nuw nsw i64 %4524, %4518
  %4526 = getelementptr inbounds nuw double, ptr %4521, i64 %4525
  %4527 = load double, ptr %4526, align 8
  %4528 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4442, 1
  %4529 = mul nuw nsw i64 %4510, 8
  %4530 = add nuw nsw i64 %4529, %4514
  %4531 = add nuw nsw i64 %4530, 0
  %4532 = getelementptr inbounds nuw double, ptr %4528, i64 %4531
  %4533 = load double, ptr %4532, align 8
  %4534 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 1
  %4535 = mul nuw nsw i64 %4510, 8
  %4536 = add nuw nsw i64 %4535, %4514
  %4537 = add nuw nsw i64 %4536, 0
  %4538 = getelementptr inbounds nuw double, ptr %4534, i64 %4537
  %4539 = load double, ptr %4538, align 8
  %4540 = fdiv double %4533, 3.200000e+01
  %4541 = fsub double %4527, %4540
  %4542 = fmul double %4541, %4541
  %4543 = fadd double %4542, %4539
  %4544 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 1
  %4545 = mul nuw nsw i64 %4510, 8
  %4546 = add nuw nsw i64 %4545, %4514
  %4547 = add nuw nsw i64 %4546, 0
  %4548 = getelementptr inbounds nuw double, ptr %4544, i64 %4547
  store double %4543, ptr %4548, align 8
  %4549 = add i64 %4518, 1
  br label %4517

4550:                                             ; preds = %4517
  %4551 = add i64 %4514, 1
  br label %4513

4552:                                             ; preds = %4513
  %4553 = add i64 %4510, 1
  br label %4509

4554:                                             ; preds = %4509
  br label %4555

4555:                                             ; preds = %4589, %4554
  %4556 = phi i64 [ %4590, %4589 ], [ 0, %4554 ]
  %4557 = icmp slt i64 %4556, 1
  br i1 %4557, label %4558, label %4591

4558:                                             ; preds = %4555
  br label %4559

4559:                                             ; preds = %4587, %4558
  %4560 = phi i64 [ %4588, %4587 ], [ 0, %4558 ]
  %4561 = icmp slt i64 %4560, 8
  br i1 %4561, label %4562, label %4589

4562:                                             ; preds = %4559
  br label %4563

4563:                                             ; preds = %4566, %4562
  %4564 = phi i64 [ %4586, %4566 ], [ 0, %4562 ]
  %4565 = icmp slt i64 %4564, 32
  br i1 %4565, label %4566, label %4587

4566:                                             ; preds = %4563
  %4567 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4568 = mul nuw nsw i64 %4556, 256
  %4569 = mul nuw nsw i64 %4560, 32
  %4570 = add nuw nsw i64 %4568, %4569
  %4571 = add nuw nsw i64 %4570, %4564
  %4572 = getelementptr inbounds nuw float, ptr %4567, i64 %4571
  %4573 = load float, ptr %4572, align 4
  %4574 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %350, 1
  %4575 = mul nuw nsw i64 %4556, 8
  %4576 = add nuw nsw i64 %4575, %4560
  %4577 = add nuw nsw i64 %4576, 0
  %4578 = getelementptr inbounds nuw float, ptr %4574, i64 %4577
  %4579 = load float, ptr %4578, align 4
  %4580 = fadd float %4573, %4579
  %4581 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %350, 1
  %4582 = mul nuw nsw i64 %4556, 8
  %4583 = add nuw nsw i64 %4582, %4560
  %4584 = add nuw nsw i64 %4583, 0
  %4585 = getelementptr inbounds nuw float, ptr %4581, i64 %4584
  store float %4580, ptr %4585, align 4
  %4586 = add i64 %4564, 1
  br label %4563

4587:                                             ; preds = %4563
  %4588 = add i64 %4560, 1
  br label %4559

4589:                                             ; preds = %4559
  %4590 = add i64 %4556, 1
  br label %4555

4591:                                             ; preds = %4555
  br label %4592

4592:                                             ; preds = %4646, %4591
  %4593 = phi i64 [ %4647, %4646 ], [ 0, %4591 ]
  %4594 = icmp slt i64 %4593, 1
  br i1 %4594, label %4595, label %4648

4595:                                             ; preds = %4592
  br label %4596

4596:                                             ; preds = %4644, %4595
  %4597 = phi i64 [ %4645, %4644 ], [ 0, %4595 ]
  %4598 = icmp slt i64 %4597, 8
  br i1 %4598, label %4599, label %4646

4599:                                             ; preds = %4596
  br label %4600

4600:                                             ; preds = %4603, %4599
  %4601 = phi i64 [ %4643, %4603 ], [ 0, %4599 ]
  %4602 = icmp slt i64 %4601, 32
  br i1 %4602, label %4603, label %4644

4603:                                             ; preds = %4600
  %4604 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4605 = mul nuw nsw i64 %4593, 256
  %4606 = mul nuw nsw i64 %4597, 32
  %4607 = add nuw nsw i64 %4605, %4606
  %4608 = add nuw nsw i64 %4607, %4601
  %4609 = getelementptr inbounds nuw float, ptr %4604, i64 %4608
  %4610 = load float, ptr %4609, align 4
  %4611 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %350, 1
  %4612 = mul nuw nsw i64 %4593, 8
  %4613 = add nuw nsw i64 %4612, %4597
  %4614 = add nuw nsw i64 %4613, 0
  %4615 = getelementptr inbounds nuw float, ptr %4611, i64 %4614
  %4616 = load float, ptr %4615, align 4
  %4617 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 1
  %4618 = mul nuw nsw i64 %4593, 8
  %4619 = add nuw nsw i64 %4618, %4597
  %4620 = add nuw nsw i64 %4619, 0
  %4621 = getelementptr inbounds nuw double, ptr %4617, i64 %4620
  %4622 = load double, ptr %4621, align 8
  %4623 = getelementptr inbounds nuw float, ptr @__constant_32xf32_1, i64 %4601
  %4624 = load float, ptr %4623, align 4
  %4625 = getelementptr inbounds nuw float, ptr @__constant_32xf32_0, i64 %4601
  %4626 = load float, ptr %4625, align 4
  %4627 = fdiv double %4622, 3.200000e+01
  %4628 = fptrunc double %4627 to float
  %4629 = fadd float %4628, f0x2B8CBCCC
  %4630 = call float @llvm.sqrt.f32(float %4629)
  %4631 = fdiv float 1.000000e+00, %4630
  %4632 = fdiv float %4616, 3.200000e+01
  %4633 = fsub float %4610, %4632
  %4634 = fmul float %4633, %4631
  %4635 = fmul float %4634, %4624
  %4636 = fadd float %4635, %4626
  %4637 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4638 = mul nuw nsw i64 %4593, 256
  %4639 = mul nuw nsw i64 %4597, 32
  %4640 = add nuw nsw i64 %4638, %4639
  %4641 = add nuw nsw i64 %4640, %4601
  %4642 = getelementptr inbounds nuw float, ptr %4637, i64 %4641
  store float %4636, ptr %4642, align 4
  %4643 = add i64 %4601, 1
  br label %4600

4644:                                             ; preds = %4600
  %4645 = add i64 %4597, 1
  br label %4596

4646:                                             ; preds = %4596
  %4647 = add i64 %4593, 1
  br label %4592

4648:                                             ; preds = %4592
  %4649 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 0
  %4650 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4651 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4649, 0
  %4652 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4651, ptr %4650, 1
  %4653 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4652, i64 0, 2
  %4654 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4653, i64 1, 3, 0
  %4655 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4654, i64 256, 4, 0
  %4656 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4655, i64 1, 3, 1
  %4657 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4656, i64 32, 4, 1
  %4658 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4657, i64 32, 3, 2
  %4659 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4658, i64 1, 4, 2
  %4660 = call ptr @malloc(i64 192)
  %4661 = ptrtoint ptr %4660 to i64
  %4662 = add i64 %4661, 63
  %4663 = urem i64 %4662, 64
  %4664 = sub i64 %4662, %4663
  %4665 = inttoptr i64 %4664 to ptr
  %4666 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4660, 0
  %4667 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4666, ptr %4665, 1
  %4668 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4667, i64 0, 2
  %4669 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4668, i64 1, 3, 0
  %4670 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4669, i64 1, 3, 1
  %4671 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4670, i64 32, 3, 2
  %4672 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4671, i64 32, 4, 0
  %4673 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4672, i64 32, 4, 1
  %4674 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4673, i64 1, 4, 2
  br label %4675

4675:                                             ; preds = %4696, %4648
  %4676 = phi i64 [ %4697, %4696 ], [ 0, %4648 ]
  %4677 = icmp slt i64 %4676, 1
  br i1 %4677, label %4678, label %4698

4678:                                             ; preds = %4675
  br label %4679

4679:                                             ; preds = %4694, %4678
  %4680 = phi i64 [ %4695, %4694 ], [ 0, %4678 ]
  %4681 = icmp slt i64 %4680, 1
  br i1 %4681, label %4682, label %4696

4682:                                             ; preds = %4679
  br label %4683

4683:                                             ; preds = %4686, %4682
  %4684 = phi i64 [ %4693, %4686 ], [ 0, %4682 ]
  %4685 = icmp slt i64 %4684, 32
  br i1 %4685, label %4686, label %4694

4686:                                             ; preds = %4683
  %4687 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4674, 1
  %4688 = mul nuw nsw i64 %4676, 32
  %4689 = mul nuw nsw i64 %4680, 32
  %4690 = add nuw nsw i64 %4688, %4689
  %4691 = add nuw nsw i64 %4690, %4684
  %4692 = getelementptr inbounds nuw float, ptr %4687, i64 %4691
  store float 0.000000e+00, ptr %4692, align 4
  %4693 = add i64 %4684, 1
  br label %4683

4694:                                             ; preds = %4683
  %4695 = add i64 %4680, 1
  br label %4679

4696:                                             ; preds = %4679
  %4697 = add i64 %4676, 1
  br label %4675

4698:                                             ; preds = %4675
  br label %4699

4699:                                             ; preds = %4746, %4698
  %4700 = phi i64 [ %4747, %4746 ], [ 0, %4698 ]
  %4701 = icmp slt i64 %4700, 1
  br i1 %4701, label %4702, label %4748

4702:                                             ; preds = %4699
  br label %4703

4703:                                             ; preds = %4744, %4702
  %4704 = phi i64 [ %4745, %4744 ], [ 0, %4702 ]
  %4705 = icmp slt i64 %4704, 1
  br i1 %4705, label %4706, label %4746

4706:                                             ; preds = %4703
  br label %4707

4707:                                             ; preds = %4742, %4706
  %4708 = phi i64 [ %4743, %4742 ], [ 0, %4706 ]
  %4709 = icmp slt i64 %4708, 32
  br i1 %4709, label %4710, label %4744

4710:                                             ; preds = %4707
  br label %4711

4711:                                             ; preds = %4714, %4710
  %4712 = phi i64 [ %4741, %4714 ], [ 0, %4710 ]
  %4713 = icmp slt i64 %4712, 32
  br i1 %4713, label %4714, label %4742

4714:                                             ; preds = %4711
  %4715 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4659, 1
  %4716 = mul nuw nsw i64 %4700, 256
  %4717 = mul nuw nsw i64 %4704, 32
  %4718 = add nuw nsw i64 %4716, %4717
  %4719 = add nuw nsw i64 %4718, %4712
  %4720 = getelementptr inbounds nuw float, ptr %4715, i64 %4719
  %4721 = load float, ptr %4720, align 4
  %4722 = mul nuw nsw i64 %4708, 32
  %4723 = add nuw nsw i64 %4722, %4712
  %4724 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32, i64 %4723
  %4725 = load float, ptr %4724, align 4
  %4726 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4674, 1
  %4727 = mul nuw nsw i64 %4700, 32
  %4728 = mul nuw nsw i64 %4704, 32
  %4729 = add nuw nsw i64 %4727, %4728
  %4730 = add nuw nsw i64 %4729, %4708
  %4731 = getelementptr inbounds nuw float, ptr %4726, i64 %4730
  %4732 = load float, ptr %4731, align 4
  %4733 = fmul float %4721, %4725
  %4734 = fadd float %4732, %4733
  %4735 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4674, 1
  %4736 = mul nuw nsw i64 %4700, 32
  %4737 = mul nuw nsw i64 %4704, 32
  %4738 = add nuw nsw i64 %4736, %4737
  %4739 = add nuw nsw i64 %4738, %4708
  %4740 = getelementptr inbounds nuw float, ptr %4735, i64 %4739
  store float %4734, ptr %4740, align 4
  %4741 = add i64 %4712, 1
  br label %4711

4742:                                             ; preds = %4711
  %4743 = add i64 %4708, 1
  br label %4707

4744:                                             ; preds = %4707
  %4745 = add i64 %4704, 1
  br label %4703

4746:                                             ; preds = %4703
  %4747 = add i64 %4700, 1
  br label %4699

4748:                                             ; preds = %4699
  %4749 = call ptr @malloc(i64 192)
  %4750 = ptrtoint ptr %4749 to i64
  %4751 = add i64 %4750, 63
  %4752 = urem i64 %4751, 64
  %4753 = sub i64 %4751, %4752
  %4754 = inttoptr i64 %4753 to ptr
  %4755 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4749, 0
  %4756 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4755, ptr %4754, 1
  %4757 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4756, i64 0, 2
  %4758 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4757, i64 1, 3, 0
  %4759 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4758, i64 1, 3, 1
  %4760 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4759, i64 32, 3, 2
  %4761 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4760, i64 32, 4, 0
  %4762 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4761, i64 32, 4, 1
  %4763 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4762, i64 1, 4, 2
  br label %4764

4764:                                             ; preds = %4807, %4748
  %4765 = phi i64 [ %4808, %4807 ], [ 0, %4748 ]
  %4766 = icmp slt i64 %4765, 1
  br i1 %4766, label %4767, label %4809

4767:                                             ; preds = %4764
  br label %4768

4768:                                             ; preds = %4805, %4767
  %4769 = phi i64 [ %4806, %4805 ], [ 0, %4767 ]
  %4770 = icmp slt i64 %4769, 1
  br i1 %4770, label %4771, label %4807

4771:                                             ; preds = %4768
  br label %4772

4772:                                             ; preds = %4775, %4771
  %4773 = phi i64 [ %4804, %4775 ], [ 0, %4771 ]
  %4774 = icmp slt i64 %4773, 32
  br i1 %4774, label %4775, label %4805

4775:                                             ; preds = %4772
  %4776 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4674, 1
  %4777 = mul nuw nsw i64 %4765, 32
  %4778 = mul nuw nsw i64 %4769, 32
  %4779 = add nuw nsw i64 %4777, %4778
  %4780 = add nuw nsw i64 %4779, %4773
  %4781 = getelementptr inbounds nuw float, ptr %4776, i64 %4780
  %4782 = load float, ptr %4781, align 4
  %4783 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %4773
  %4784 = load float, ptr %4783, align 4
  %4785 = fadd float %4782, %4784
  %4786 = fcmp olt float %4785, 0.000000e+00
  %4787 = uitofp i1 %4786 to float
  %4788 = fmul float %4787, -2.000000e+00
  %4789 = fadd float %4788, 1.000000e+00
  %4790 = fmul float %4789, %4785
  %4791 = fmul float %4790, -2.000000e+00
  %4792 = fmul float %4791, f0x3FB8AA3B
  %4793 = call float @llvm.exp2.f32(float %4792)
  %4794 = fsub float 1.000000e+00, %4793
  %4795 = fadd float %4793, 1.000000e+00
  %4796 = fdiv float %4794, %4795
  %4797 = fmul float %4789, %4796
  %4798 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4763, 1
  %4799 = mul nuw nsw i64 %4765, 32
  %4800 = mul nuw nsw i64 %4769, 32
  %4801 = add nuw nsw i64 %4799, %4800
  %4802 = add nuw nsw i64 %4801, %4773
  %4803 = getelementptr inbounds nuw float, ptr %4798, i64 %4802
  store float %4797, ptr %4803, align 4
  %4804 = add i64 %4773, 1
  br label %4772

4805:                                             ; preds = %4772
  %4806 = add i64 %4769, 1
  br label %4768

4807:                                             ; preds = %4768
  %4808 = add i64 %4765, 1
  br label %4764

4809:                                             ; preds = %4764
  %4810 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4763, 0
  %4811 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4763, 1
  %4812 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %4810, 0
  %4813 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4812, ptr %4811, 1
  %4814 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4813, i64 0, 2
  %4815 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4814, i64 1, 3, 0
  %4816 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4815, i64 32, 4, 0
  %4817 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4816, i64 32, 3, 1
  %4818 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4817, i64 1, 4, 1
  %4819 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %94, 0
  call void @free(ptr %4819)
  %4820 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, 0
  call void @free(ptr %4820)
  %4821 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %179, 0
  call void @free(ptr %4821)
  %4822 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %260, 0
  call void @free(ptr %4822)
  %4823 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %350, 0
  call void @free(ptr %4823)
  %4824 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %388, 0
  call void @free(ptr %4824)
  %4825 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %530, 0
  call void @free(ptr %4825)
  %4826 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %598, 0
  call void @free(ptr %4826)
  %4827 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %644, 0
  call void @free(ptr %4827)
  %4828 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %764, 0
  call void @free(ptr %4828)
  %4829 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %884, 0
  call void @free(ptr %4829)
  %4830 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1002, 0
  call void @free(ptr %4830)
  %4831 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1056, 0
  call void @free(ptr %4831)
  %4832 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1191, 0
  call void @free(ptr %4832)
  %4833 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1257, 0
  call void @free(ptr %4833)
  %4834 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1326, 0
  call void @free(ptr %4834)
  %4835 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1491, 0
  call void @free(ptr %4835)
  %4836 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1539, 0
  call void @free(ptr %4836)
  %4837 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1642, 0
  call void @free(ptr %4837)
  %4838 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1696, 0
  call void @free(ptr %4838)
  %4839 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1844, 0
  call void @free(ptr %4839)
  %4840 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2024, 0
  call void @free(ptr %4840)
  %4841 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2105, 0
  call void @free(ptr %4841)
  %4842 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2195, 0
  call void @free(ptr %4842)
  %4843 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2331, 0
  call void @free(ptr %4843)
  %4844 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2373, 0
  call void @free(ptr %4844)
  %4845 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2469, 0
  call void @free(ptr %4845)
  %4846 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2691, 0
  call void @free(ptr %4846)
  %4847 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2772, 0
  call void @free(ptr %4847)
  %4848 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2862, 0
  call void @free(ptr %4848)
  %4849 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3002, 0
  call void @free(ptr %4849)
  %4850 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3122, 0
  call void @free(ptr %4850)
  %4851 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3242, 0
  call void @free(ptr %4851)
  %4852 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3727, 0
  call void @free(ptr %4852)
  %4853 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3907, 0
  call void @free(ptr %4853)
  %4854 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3988, 0
  call void @free(ptr %4854)
  %4855 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4078, 0
  call void @free(ptr %4855)
  %4856 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4442, 0
  call void @free(ptr %4856)
  %4857 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4674, 0
  call void @free(ptr %4857)
  %4858 = insertvalue { { ptr, ptr, i64, [3 x i64], [3 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } poison, { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 0
  %4859 = insertvalue { { ptr, ptr, i64, [3 x i64], [3 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %4858, { ptr, ptr, i64, [2 x i64], [2 x i64] } %4818, 1
  ret { { ptr, ptr, i64, [3 x i64], [3 x i64] }, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %4859
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
; irlower-stages: fx_graph=709d2e73740e torch_mlir=32a083bb9f5f linalg_on_tensors_mlir=6586c97b6041 llvm_mlir=f7a87544cea3
