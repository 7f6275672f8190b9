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
  %30 = call ptr @malloc(i64 1088)
  %31 = ptrtoint ptr %30 to i64
  %32 = add i64 %31, 63
  %33 = urem i64 %32, 64
  %34 = sub i64 %32, %33
  %35 = inttoptr i64 %34 to ptr
  %36 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %30, 0
  %37 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %36, ptr %35, 1
  %38 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %37, i64 0, 2
  %39 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %38, i64 1, 3, 0
  %40 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %39, i64 8, 3, 1
  %41 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %40, i64 32, 3, 2
  %42 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %41, i64 256, 4, 0
  %43 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %42, i64 32, 4, 1
  %44 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %43, i64 1, 4, 2
  br label %45

45:                                               ; preds = %76, %7
  %46 = phi i64 [ %77, %76 ], [ 0, %7 ]
  %47 = icmp slt i64 %46, 1
  br i1 %47, label %48, label %78

48:                                               ; preds = %45
  br label %49

49:                                               ; preds = %74, %48
  %50 = phi i64 [ %75, %74 ], [ 0, %48 ]
  %51 = icmp slt i64 %50, 8
  br i1 %51, label %52, label %76

52:                                               ; preds = %49
  br label %53

53:                                               ; preds = %56, %52
  %54 = phi i64 [ %73, %56 ], [ 0, %52 ]
  %55 = icmp slt i64 %54, 32
  br i1 %55, label %56, label %74

56:                                               ; preds = %53
  %57 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, 1
  %58 = mul nuw nsw i64 %46, 8
  %59 = add nuw nsw i64 %58, %50
  %60 = getelementptr inbounds nuw i64, ptr %57, i64 %59
  %61 = load i64, ptr %60, align 4
  %62 = mul nuw nsw i64 %61, 32
  %63 = add nuw nsw i64 %62, %54
  %64 = getelementptr inbounds nuw float, ptr @__constant_128x32xf32_14, i64 %63
  %65 = load float, ptr %64, align 4
  %66 = fmul float %65, f0x40B504F3
  %67 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %44, 1
  %68 = mul nuw nsw i64 %46, 256
  %69 = mul nuw nsw i64 %50, 32
  %70 = add nuw nsw i64 %68, %69
  %71 = add nuw nsw i64 %70, %54
  %72 = getelementptr inbounds nuw float, ptr %67, i64 %71
  store float %66, ptr %72, align 4
  %73 = add i64 %54, 1
  br label %53

74:                                               ; preds = %53
  %75 = add i64 %50, 1
  br label %49

76:                                               ; preds = %49
  %77 = add i64 %46, 1
  br label %45

78:                                               ; preds = %45
  %79 = call ptr @malloc(i64 128)
  %80 = ptrtoint ptr %79 to i64
  %81 = add i64 %80, 63
  %82 = urem i64 %81, 64
  %83 = sub i64 %81, %82
  %84 = inttoptr i64 %83 to ptr
  %85 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %79, 0
  %86 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %85, ptr %84, 1
  %87 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %86, i64 0, 2
  %88 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %87, i64 8, 3, 0
  %89 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %88, i64 1, 4, 0
  br label %90

90:                                               ; preds = %93, %78
  %91 = phi i64 [ %96, %93 ], [ 0, %78 ]
  %92 = icmp slt i64 %91, 8
  br i1 %92, label %93, label %97

93:                                               ; preds = %90
  %94 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %89, 1
  %95 = getelementptr inbounds nuw i64, ptr %94, i64 %91
  store i64 %91, ptr %95, align 4
  %96 = add i64 %91, 1
  br label %90

97:                                               ; preds = %90
  %98 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %89, 0
  %99 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %89, 1
  %100 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %98, 0
  %101 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %100, ptr %99, 1
  %102 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %101, i64 0, 2
  %103 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %102, i64 1, 3, 0
  %104 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %103, i64 8, 4, 0
  %105 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %104, i64 1, 3, 1
  %106 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %105, i64 8, 4, 1
  %107 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %106, i64 8, 3, 2
  %108 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %107, i64 1, 4, 2
  %109 = call ptr @malloc(i64 192)
  %110 = ptrtoint ptr %109 to i64
  %111 = add i64 %110, 63
  %112 = urem i64 %111, 64
  %113 = sub i64 %111, %112
  %114 = inttoptr i64 %113 to ptr
  %115 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %109, 0
  %116 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %115, ptr %114, 1
  %117 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %116, i64 0, 2
  %118 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %117, i64 1, 3, 0
  %119 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %118, i64 4, 3, 1
  %120 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %119, i64 8, 3, 2
  %121 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %120, i64 32, 4, 0
  %122 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %121, i64 8, 4, 1
  %123 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %122, i64 1, 4, 2
  br label %124

124:                                              ; preds = %145, %97
  %125 = phi i64 [ %146, %145 ], [ 0, %97 ]
  %126 = icmp slt i64 %125, 1
  br i1 %126, label %127, label %147

127:                                              ; preds = %124
  br label %128

128:                                              ; preds = %143, %127
  %129 = phi i64 [ %144, %143 ], [ 0, %127 ]
  %130 = icmp slt i64 %129, 4
  br i1 %130, label %131, label %145

131:                                              ; preds = %128
  br label %132

132:                                              ; preds = %135, %131
  %133 = phi i64 [ %142, %135 ], [ 0, %131 ]
  %134 = icmp slt i64 %133, 8
  br i1 %134, label %135, label %143

135:                                              ; preds = %132
  %136 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %123, 1
  %137 = mul nuw nsw i64 %125, 32
  %138 = mul nuw nsw i64 %129, 8
  %139 = add nuw nsw i64 %137, %138
  %140 = add nuw nsw i64 %139, %133
  %141 = getelementptr inbounds nuw float, ptr %136, i64 %140
  store float 0.000000e+00, ptr %141, align 4
  %142 = add i64 %133, 1
  br label %132

143:                                              ; preds = %132
  %144 = add i64 %129, 1
  br label %128

145:                                              ; preds = %128
  %146 = add i64 %125, 1
  br label %124

147:                                              ; preds = %124
  br label %148

148:                                              ; preds = %197, %147
  %149 = phi i64 [ %198, %197 ], [ 0, %147 ]
  %150 = icmp slt i64 %149, 1
  br i1 %150, label %151, label %199

151:                                              ; preds = %148
  br label %152

152:                                              ; preds = %195, %151
  %153 = phi i64 [ %196, %195 ], [ 0, %151 ]
  %154 = icmp slt i64 %153, 4
  br i1 %154, label %155, label %197

155:                                              ; preds = %152
  br label %156

156:                                              ; preds = %193, %155
  %157 = phi i64 [ %194, %193 ], [ 0, %155 ]
  %158 = icmp slt i64 %157, 8
  br i1 %158, label %159, label %195

159:                                              ; preds = %156
  br label %160

160:                                              ; preds = %163, %159
  %161 = phi i64 [ %192, %163 ], [ 0, %159 ]
  %162 = icmp slt i64 %161, 1
  br i1 %162, label %163, label %193

163:                                              ; preds = %160
  %164 = mul nuw nsw i64 %149, 4
  %165 = add nuw nsw i64 %164, %153
  %166 = add nuw nsw i64 %165, %161
  %167 = getelementptr inbounds nuw float, ptr @__constant_4xf32, i64 %166
  %168 = load float, ptr %167, align 4
  %169 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %108, 1
  %170 = mul nuw nsw i64 %149, 8
  %171 = mul nuw nsw i64 %161, 8
  %172 = add nuw nsw i64 %170, %171
  %173 = add nuw nsw i64 %172, %157
  %174 = getelementptr inbounds nuw i64, ptr %169, i64 %173
  %175 = load i64, ptr %174, align 4
  %176 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %123, 1
  %177 = mul nuw nsw i64 %149, 32
  %178 = mul nuw nsw i64 %153, 8
  %179 = add nuw nsw i64 %177, %178
  %180 = add nuw nsw i64 %179, %157
  %181 = getelementptr inbounds nuw float, ptr %176, i64 %180
  %182 = load float, ptr %181, align 4
  %183 = sitofp i64 %175 to float
  %184 = fmul float %168, %183
  %185 = fadd float %182, %184
  %186 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %123, 1
  %187 = mul nuw nsw i64 %149, 32
  %188 = mul nuw nsw i64 %153, 8
  %189 = add nuw nsw i64 %187, %188
  %190 = add nuw nsw i64 %189, %157
  %191 = getelementptr inbounds nuw float, ptr %186, i64 %190
  store float %185, ptr %191, align 4
  %192 = add i64 %161, 1
  br label %160

193:                                              ; preds = %160
  %194 = add i64 %157, 1
  br label %156

195:                                              ; preds = %156
  %196 = add i64 %153, 1
  br label %152

197:                                              ; preds = %152
  %198 = add i64 %149, 1
  br label %148

199:                                              ; preds = %148
  %200 = call ptr @malloc(i64 192)
  %201 = ptrtoint ptr %200 to i64
  %202 = add i64 %201, 63
  %203 = urem i64 %202, 64
  %204 = sub i64 %202, %203
  %205 = inttoptr i64 %204 to ptr
  %206 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %200, 0
  %207 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %206, ptr %205, 1
  %208 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %207, i64 0, 2
  %209 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %208, i64 1, 3, 0
  %210 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %209, i64 8, 3, 1
  %211 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %210, i64 4, 3, 2
  %212 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %211, i64 32, 4, 0
  %213 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %212, i64 4, 4, 1
  %214 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %213, i64 1, 4, 2
  br label %215

215:                                              ; preds = %243, %199
  %216 = phi i64 [ %244, %243 ], [ 0, %199 ]
  %217 = icmp slt i64 %216, 1
  br i1 %217, label %218, label %245

218:                                              ; preds = %215
  br label %219

219:                                              ; preds = %241, %218
  %220 = phi i64 [ %242, %241 ], [ 0, %218 ]
  %221 = icmp slt i64 %220, 8
  br i1 %221, label %222, label %243

222:                                              ; preds = %219
  br label %223

223:                                              ; preds = %226, %222
  %224 = phi i64 [ %240, %226 ], [ 0, %222 ]
  %225 = icmp slt i64 %224, 4
  br i1 %225, label %226, label %241

226:                                              ; preds = %223
  %227 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %123, 1
  %228 = mul nuw nsw i64 %216, 32
  %229 = mul nuw nsw i64 %224, 8
  %230 = add nuw nsw i64 %228, %229
  %231 = add nuw nsw i64 %230, %220
  %232 = getelementptr inbounds nuw float, ptr %227, i64 %231
  %233 = load float, ptr %232, align 4
  %234 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %214, 1
  %235 = mul nuw nsw i64 %216, 32
  %236 = mul nuw nsw i64 %220, 4
  %237 = add nuw nsw i64 %235, %236
  %238 = add nuw nsw i64 %237, %224
  %239 = getelementptr inbounds nuw float, ptr %234, i64 %238
  store float %233, ptr %239, align 4
  %240 = add i64 %224, 1
  br label %223

241:                                              ; preds = %223
  %242 = add i64 %220, 1
  br label %219

243:                                              ; preds = %219
  %244 = add i64 %216, 1
  br label %215

245:                                              ; preds = %215
  %246 = call ptr @malloc(i64 320)
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
  %257 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %256, i64 8, 3, 2
  %258 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %257, i64 64, 4, 0
  %259 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %258, i64 8, 4, 1
  %260 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %259, i64 1, 4, 2
  %261 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %260, 0
  %262 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %260, 1
  %263 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %261, 0
  %264 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %263, ptr %262, 1
  %265 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %264, i64 0, 2
  %266 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %265, i64 1, 3, 0
  %267 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %266, i64 64, 4, 0
  %268 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %267, i64 8, 3, 1
  %269 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %268, i64 8, 4, 1
  %270 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %269, i64 4, 3, 2
  %271 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %270, i64 1, 4, 2
  br label %272

272:                                              ; preds = %300, %245
  %273 = phi i64 [ %301, %300 ], [ 0, %245 ]
  %274 = icmp slt i64 %273, 1
  br i1 %274, label %275, label %302

275:                                              ; preds = %272
  br label %276

276:                                              ; preds = %298, %275
  %277 = phi i64 [ %299, %298 ], [ 0, %275 ]
  %278 = icmp slt i64 %277, 8
  br i1 %278, label %279, label %300

279:                                              ; preds = %276
  br label %280

280:                                              ; preds = %283, %279
  %281 = phi i64 [ %297, %283 ], [ 0, %279 ]
  %282 = icmp slt i64 %281, 4
  br i1 %282, label %283, label %298

283:                                              ; preds = %280
  %284 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %214, 1
  %285 = mul nuw nsw i64 %273, 32
  %286 = mul nuw nsw i64 %277, 4
  %287 = add nuw nsw i64 %285, %286
  %288 = add nuw nsw i64 %287, %281
  %289 = getelementptr inbounds nuw float, ptr %284, i64 %288
  %290 = load float, ptr %289, align 4
  %291 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %271, 1
  %292 = mul nuw nsw i64 %273, 64
  %293 = mul nuw nsw i64 %277, 8
  %294 = add nuw nsw i64 %292, %293
  %295 = add nuw nsw i64 %294, %281
  %296 = getelementptr inbounds nuw float, ptr %291, i64 %295
  store float %290, ptr %296, align 4
  %297 = add i64 %281, 1
  br label %280

298:                                              ; preds = %280
  %299 = add i64 %277, 1
  br label %276

300:                                              ; preds = %276
  %301 = add i64 %273, 1
  br label %272

302:                                              ; preds = %272
  %303 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %260, 0
  %304 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %260, 1
  %305 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %303, 0
  %306 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %305, ptr %304, 1
  %307 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %306, i64 4, 2
  %308 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %307, i64 1, 3, 0
  %309 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %308, i64 64, 4, 0
  %310 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %309, i64 8, 3, 1
  %311 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %310, i64 8, 4, 1
  %312 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %311, i64 4, 3, 2
  %313 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %312, i64 1, 4, 2
  br label %314

314:                                              ; preds = %343, %302
  %315 = phi i64 [ %344, %343 ], [ 0, %302 ]
  %316 = icmp slt i64 %315, 1
  br i1 %316, label %317, label %345

317:                                              ; preds = %314
  br label %318

318:                                              ; preds = %341, %317
  %319 = phi i64 [ %342, %341 ], [ 0, %317 ]
  %320 = icmp slt i64 %319, 8
  br i1 %320, label %321, label %343

321:                                              ; preds = %318
  br label %322

322:                                              ; preds = %325, %321
  %323 = phi i64 [ %340, %325 ], [ 0, %321 ]
  %324 = icmp slt i64 %323, 4
  br i1 %324, label %325, label %341

325:                                              ; preds = %322
  %326 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %214, 1
  %327 = mul nuw nsw i64 %315, 32
  %328 = mul nuw nsw i64 %319, 4
  %329 = add nuw nsw i64 %327, %328
  %330 = add nuw nsw i64 %329, %323
  %331 = getelementptr inbounds nuw float, ptr %326, i64 %330
  %332 = load float, ptr %331, align 4
  %333 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %313, 1
  %334 = getelementptr float, ptr %333, i64 4
  %335 = mul nuw nsw i64 %315, 64
  %336 = mul nuw nsw i64 %319, 8
  %337 = add nuw nsw i64 %335, %336
  %338 = add nuw nsw i64 %337, %323
  %339 = getelementptr inbounds nuw float, ptr %334, i64 %338
  store float %332, ptr %339, align 4
  %340 = add i64 %323, 1
  br label %322

341:                                              ; preds = %322
  %342 = add i64 %319, 1
  br label %318

343:                                              ; preds = %318
  %344 = add i64 %315, 1
  br label %314

345:                                              ; preds = %314
  %346 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %260, 0
  %347 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %260, 1
  %348 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %346, 0
  %349 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %348, ptr %347, 1
  %350 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %349, i64 0, 2
  %351 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %350, i64 1, 3, 0
  %352 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %351, i64 64, 4, 0
  %353 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %352, i64 1, 3, 1
  %354 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %353, i64 64, 4, 1
  %355 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %354, i64 8, 3, 2
  %356 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %355, i64 8, 4, 2
  %357 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %356, i64 8, 3, 3
  %358 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %357, i64 1, 4, 3
  %359 = call ptr @malloc(i64 320)
  %360 = ptrtoint ptr %359 to i64
  %361 = add i64 %360, 63
  %362 = urem i64 %361, 64
  %363 = sub i64 %361, %362
  %364 = inttoptr i64 %363 to ptr
  %365 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %359, 0
  %366 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %365, ptr %364, 1
  %367 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %366, i64 0, 2
  %368 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %367, i64 1, 3, 0
  %369 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %368, i64 1, 3, 1
  %370 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %369, i64 8, 3, 2
  %371 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %370, i64 8, 3, 3
  %372 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %371, i64 64, 4, 0
  %373 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %372, i64 64, 4, 1
  %374 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %373, i64 8, 4, 2
  %375 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %374, i64 1, 4, 3
  br label %376

376:                                              ; preds = %415, %345
  %377 = phi i64 [ %416, %415 ], [ 0, %345 ]
  %378 = icmp slt i64 %377, 1
  br i1 %378, label %379, label %417

379:                                              ; preds = %376
  br label %380

380:                                              ; preds = %413, %379
  %381 = phi i64 [ %414, %413 ], [ 0, %379 ]
  %382 = icmp slt i64 %381, 1
  br i1 %382, label %383, label %415

383:                                              ; preds = %380
  br label %384

384:                                              ; preds = %411, %383
  %385 = phi i64 [ %412, %411 ], [ 0, %383 ]
  %386 = icmp slt i64 %385, 8
  br i1 %386, label %387, label %413

387:                                              ; preds = %384
  br label %388

388:                                              ; preds = %391, %387
  %389 = phi i64 [ %410, %391 ], [ 0, %387 ]
  %390 = icmp slt i64 %389, 8
  br i1 %390, label %391, label %411

391:                                              ; preds = %388
  %392 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %358, 1
  %393 = mul nuw nsw i64 %377, 64
  %394 = mul nuw nsw i64 %381, 64
  %395 = add nuw nsw i64 %393, %394
  %396 = mul nuw nsw i64 %385, 8
  %397 = add nuw nsw i64 %395, %396
  %398 = add nuw nsw i64 %397, %389
  %399 = getelementptr inbounds nuw float, ptr %392, i64 %398
  %400 = load float, ptr %399, align 4
  %401 = call afn float @llvm.cos.f32(float %400)
  %402 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %375, 1
  %403 = mul nuw nsw i64 %377, 64
  %404 = mul nuw nsw i64 %381, 64
  %405 = add nuw nsw i64 %403, %404
  %406 = mul nuw nsw i64 %385, 8
  %407 = add nuw nsw i64 %405, %406
  %408 = add nuw nsw i64 %407, %389
  %409 = getelementptr inbounds nuw float, ptr %402, i64 %408
  store float %401, ptr %409, align 4
  %410 = add i64 %389, 1
  br label %388

411:                                              ; preds = %388
  %412 = add i64 %385, 1
  br label %384

413:                                              ; preds = %384
  %414 = add i64 %381, 1
  br label %380

415:                                              ; preds = %380
  %416 = add i64 %377, 1
  br label %376

417:                                              ; preds = %376
  %418 = call ptr @malloc(i64 320)
  %419 = ptrtoint ptr %418 to i64
  %420 = add i64 %419, 63
  %421 = urem i64 %420, 64
  %422 = sub i64 %420, %421
  %423 = inttoptr i64 %422 to ptr
  %424 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %418, 0
  %425 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %424, ptr %423, 1
  %426 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %425, i64 0, 2
  %427 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %426, i64 1, 3, 0
  %428 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %427, i64 1, 3, 1
  %429 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %428, i64 8, 3, 2
  %430 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %429, i64 8, 3, 3
  %431 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %430, i64 64, 4, 0
  %432 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %431, i64 64, 4, 1
  %433 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %432, i64 8, 4, 2
  %434 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %433, i64 1, 4, 3
  br label %435

435:                                              ; preds = %474, %417
  %436 = phi i64 [ %475, %474 ], [ 0, %417 ]
  %437 = icmp slt i64 %436, 1
  br i1 %437, label %438, label %476

438:                                              ; preds = %435
  br label %439

439:                                              ; preds = %472, %438
  %440 = phi i64 [ %473, %472 ], [ 0, %438 ]
  %441 = icmp slt i64 %440, 1
  br i1 %441, label %442, label %474

442:                                              ; preds = %439
  br label %443

443:                                              ; preds = %470, %442
  %444 = phi i64 [ %471, %470 ], [ 0, %442 ]
  %445 = icmp slt i64 %444, 8
  br i1 %445, label %446, label %472

446:                                              ; preds = %443
  br label %447

447:                                              ; preds = %450, %446
  %448 = phi i64 [ %469, %450 ], [ 0, %446 ]
  %449 = icmp slt i64 %448, 8
  br i1 %449, label %450, label %470

450:                                              ; preds = %447
  %451 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %358, 1
  %452 = mul nuw nsw i64 %436, 64
  %453 = mul nuw nsw i64 %440, 64
  %454 = add nuw nsw i64 %452, %453
  %455 = mul nuw nsw i64 %444, 8
  %456 = add nuw nsw i64 %454, %455
  %457 = add nuw nsw i64 %456, %448
  %458 = getelementptr inbounds nuw float, ptr %451, i64 %457
  %459 = load float, ptr %458, align 4
  %460 = call afn float @llvm.sin.f32(float %459)
  %461 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %434, 1
  %462 = mul nuw nsw i64 %436, 64
  %463 = mul nuw nsw i64 %440, 64
  %464 = add nuw nsw i64 %462, %463
  %465 = mul nuw nsw i64 %444, 8
  %466 = add nuw nsw i64 %464, %465
  %467 = add nuw nsw i64 %466, %448
  %468 = getelementptr inbounds nuw float, ptr %461, i64 %467
  store float %460, ptr %468, align 4
  %469 = add i64 %448, 1
  br label %447

470:                                              ; preds = %447
  %471 = add i64 %444, 1
  br label %443

472:                                              ; preds = %443
  %473 = add i64 %440, 1
  br label %439

474:                                              ; preds = %439
  %475 = add i64 %436, 1
  br label %435

476:                                              ; preds = %435
  %477 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %89, 0
  %478 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %89, 1
  %479 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %477, 0
  %480 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %479, ptr %478, 1
  %481 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %480, i64 0, 2
  %482 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %481, i64 1, 3, 0
  %483 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %482, i64 8, 4, 0
  %484 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %483, i64 8, 3, 1
  %485 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %484, i64 1, 4, 1
  %486 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %89, 0
  %487 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %89, 1
  %488 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %486, 0
  %489 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %488, ptr %487, 1
  %490 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %489, i64 0, 2
  %491 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %490, i64 8, 3, 0
  %492 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %491, i64 1, 4, 0
  %493 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %492, i64 1, 3, 1
  %494 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %493, i64 1, 4, 1
  %495 = call ptr @malloc(i64 320)
  %496 = ptrtoint ptr %495 to i64
  %497 = add i64 %496, 63
  %498 = urem i64 %497, 64
  %499 = sub i64 %497, %498
  %500 = inttoptr i64 %499 to ptr
  %501 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %495, 0
  %502 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %501, ptr %500, 1
  %503 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %502, i64 0, 2
  %504 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %503, i64 8, 3, 0
  %505 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %504, i64 8, 3, 1
  %506 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %505, i64 8, 4, 0
  %507 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %506, i64 1, 4, 1
  br label %508

508:                                              ; preds = %532, %476
  %509 = phi i64 [ %533, %532 ], [ 0, %476 ]
  %510 = icmp slt i64 %509, 8
  br i1 %510, label %511, label %534

511:                                              ; preds = %508
  br label %512

512:                                              ; preds = %515, %511
  %513 = phi i64 [ %531, %515 ], [ 0, %511 ]
  %514 = icmp slt i64 %513, 8
  br i1 %514, label %515, label %532

515:                                              ; preds = %512
  %516 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %485, 1
  %517 = add nuw nsw i64 0, %513
  %518 = getelementptr inbounds nuw i64, ptr %516, i64 %517
  %519 = load i64, ptr %518, align 4
  %520 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %494, 1
  %521 = add nuw nsw i64 %509, 0
  %522 = getelementptr inbounds nuw i64, ptr %520, i64 %521
  %523 = load i64, ptr %522, align 4
  %524 = sub i64 %519, %523
  %525 = icmp sge i64 %524, 1
  %526 = select i1 %525, float f0xFF7FFFFF, float 0.000000e+00
  %527 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %507, 1
  %528 = mul nuw nsw i64 %509, 8
  %529 = add nuw nsw i64 %528, %513
  %530 = getelementptr inbounds nuw float, ptr %527, i64 %529
  store float %526, ptr %530, align 4
  %531 = add i64 %513, 1
  br label %512

532:                                              ; preds = %512
  %533 = add i64 %509, 1
  br label %508

534:                                              ; preds = %508
  %535 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %507, 0
  %536 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %507, 1
  %537 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %535, 0
  %538 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %537, ptr %536, 1
  %539 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %538, i64 0, 2
  %540 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %539, i64 1, 3, 0
  %541 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %540, i64 64, 4, 0
  %542 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %541, i64 1, 3, 1
  %543 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %542, i64 64, 4, 1
  %544 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %543, i64 8, 3, 2
  %545 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %544, i64 8, 4, 2
  %546 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %545, i64 8, 3, 3
  %547 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %546, i64 1, 4, 3
  %548 = call ptr @malloc(i64 96)
  %549 = ptrtoint ptr %548 to i64
  %550 = add i64 %549, 63
  %551 = urem i64 %550, 64
  %552 = sub i64 %550, %551
  %553 = inttoptr i64 %552 to ptr
  %554 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %548, 0
  %555 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %554, ptr %553, 1
  %556 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %555, i64 0, 2
  %557 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %556, i64 1, 3, 0
  %558 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %557, i64 8, 3, 1
  %559 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %558, i64 1, 3, 2
  %560 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %559, i64 8, 4, 0
  %561 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %560, i64 1, 4, 1
  %562 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %561, i64 1, 4, 2
  br label %563

563:                                              ; preds = %583, %534
  %564 = phi i64 [ %584, %583 ], [ 0, %534 ]
  %565 = icmp slt i64 %564, 1
  br i1 %565, label %566, label %585

566:                                              ; preds = %563
  br label %567

567:                                              ; preds = %581, %566
  %568 = phi i64 [ %582, %581 ], [ 0, %566 ]
  %569 = icmp slt i64 %568, 8
  br i1 %569, label %570, label %583

570:                                              ; preds = %567
  br label %571

571:                                              ; preds = %574, %570
  %572 = phi i64 [ %580, %574 ], [ 0, %570 ]
  %573 = icmp slt i64 %572, 1
  br i1 %573, label %574, label %581

574:                                              ; preds = %571
  %575 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %562, 1
  %576 = mul nuw nsw i64 %564, 8
  %577 = add nuw nsw i64 %576, %568
  %578 = add nuw nsw i64 %577, %572
  %579 = getelementptr inbounds nuw float, ptr %575, i64 %578
  store float 0.000000e+00, ptr %579, align 4
  %580 = add i64 %572, 1
  br label %571

581:                                              ; preds = %571
  %582 = add i64 %568, 1
  br label %567

583:                                              ; preds = %567
  %584 = add i64 %564, 1
  br label %563

585:                                              ; preds = %563
  %586 = call ptr @malloc(i64 96)
  %587 = ptrtoint ptr %586 to i64
  %588 = add i64 %587, 63
  %589 = urem i64 %588, 64
  %590 = sub i64 %588, %589
  %591 = inttoptr i64 %590 to ptr
  %592 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %586, 0
  %593 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %592, ptr %591, 1
  %594 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %593, i64 0, 2
  %595 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %594, i64 1, 3, 0
  %596 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %595, i64 8, 3, 1
  %597 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %596, i64 1, 3, 2
  %598 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %597, i64 8, 4, 0
  %599 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %598, i64 1, 4, 1
  %600 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %599, i64 1, 4, 2
  br label %601

601:                                              ; preds = %627, %585
  %602 = phi i64 [ %628, %627 ], [ 0, %585 ]
  %603 = icmp slt i64 %602, 1
  br i1 %603, label %604, label %629

604:                                              ; preds = %601
  br label %605

605:                                              ; preds = %625, %604
  %606 = phi i64 [ %626, %625 ], [ 0, %604 ]
  %607 = icmp slt i64 %606, 8
  br i1 %607, label %608, label %627

608:                                              ; preds = %605
  br label %609

609:                                              ; preds = %612, %608
  %610 = phi i64 [ %624, %612 ], [ 0, %608 ]
  %611 = icmp slt i64 %610, 1
  br i1 %611, label %612, label %625

612:                                              ; preds = %609
  %613 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %562, 1
  %614 = mul nuw nsw i64 %602, 8
  %615 = add nuw nsw i64 %614, %606
  %616 = add nuw nsw i64 %615, %610
  %617 = getelementptr inbounds nuw float, ptr %613, i64 %616
  %618 = load float, ptr %617, align 4
  %619 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %600, 1
  %620 = mul nuw nsw i64 %602, 8
  %621 = add nuw nsw i64 %620, %606
  %622 = add nuw nsw i64 %621, %610
  %623 = getelementptr inbounds nuw float, ptr %619, i64 %622
  store float %618, ptr %623, align 4
  %624 = add i64 %610, 1
  br label %609

625:                                              ; preds = %609
  %626 = add i64 %606, 1
  br label %605

627:                                              ; preds = %605
  %628 = add i64 %602, 1
  br label %601

629:                                              ; preds = %601
  br label %630

630:                                              ; preds = %665, %629
  %631 = phi i64 [ %666, %665 ], [ 0, %629 ]
  %632 = icmp slt i64 %631, 1
  br i1 %632, label %633, label %667

633:                                              ; preds = %630
  br label %634

634:                                              ; preds = %663, %633
  %635 = phi i64 [ %664, %663 ], [ 0, %633 ]
  %636 = icmp slt i64 %635, 8
  br i1 %636, label %637, label %665

637:                                              ; preds = %634
  br label %638

638:                                              ; preds = %641, %637
  %639 = phi i64 [ %662, %641 ], [ 0, %637 ]
  %640 = icmp slt i64 %639, 32
  br i1 %640, label %641, label %663

641:                                              ; preds = %638
  %642 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %44, 1
  %643 = mul nuw nsw i64 %631, 256
  %644 = mul nuw nsw i64 %635, 32
  %645 = add nuw nsw i64 %643, %644
  %646 = add nuw nsw i64 %645, %639
  %647 = getelementptr inbounds nuw float, ptr %642, i64 %646
  %648 = load float, ptr %647, align 4
  %649 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %600, 1
  %650 = mul nuw nsw i64 %631, 8
  %651 = add nuw nsw i64 %650, %635
  %652 = add nuw nsw i64 %651, 0
  %653 = getelementptr inbounds nuw float, ptr %649, i64 %652
  %654 = load float, ptr %653, align 4
  %655 = fmul float %648, %648
  %656 = fadd float %655, %654
  %657 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %600, 1
  %658 = mul nuw nsw i64 %631, 8
  %659 = add nuw nsw i64 %658, %635
  %660 = add nuw nsw i64 %659, 0
  %661 = getelementptr inbounds nuw float, ptr %657, i64 %660
  store float %656, ptr %661, align 4
  %662 = add i64 %639, 1
  br label %638

663:                                              ; preds = %638
  %664 = add i64 %635, 1
  br label %634

665:                                              ; preds = %634
  %666 = add i64 %631, 1
  br label %630

667:                                              ; preds = %630
  br label %668

668:                                              ; preds = %710, %667
  %669 = phi i64 [ %711, %710 ], [ 0, %667 ]
  %670 = icmp slt i64 %669, 1
  br i1 %670, label %671, label %712

671:                                              ; preds = %668
  br label %672

672:                                              ; preds = %708, %671
  %673 = phi i64 [ %709, %708 ], [ 0, %671 ]
  %674 = icmp slt i64 %673, 8
  br i1 %674, label %675, label %710

675:                                              ; preds = %672
  br label %676

676:                                              ; preds = %679, %675
  %677 = phi i64 [ %707, %679 ], [ 0, %675 ]
  %678 = icmp slt i64 %677, 32
  br i1 %678, label %679, label %708

679:                                              ; preds = %676
  %680 = getelementptr inbounds nuw float, ptr @__constant_32xf32_13, i64 %677
  %681 = load float, ptr %680, align 4
  %682 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %44, 1
  %683 = mul nuw nsw i64 %669, 256
  %684 = mul nuw nsw i64 %673, 32
  %685 = add nuw nsw i64 %683, %684
  %686 = add nuw nsw i64 %685, %677
  %687 = getelementptr inbounds nuw float, ptr %682, i64 %686
  %688 = load float, ptr %687, align 4
  %689 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %600, 1
  %690 = mul nuw nsw i64 %669, 8
  %691 = add nuw nsw i64 %690, %673
  %692 = add nuw nsw i64 %691, 0
  %693 = getelementptr inbounds nuw float, ptr %689, i64 %692
  %694 = load float, ptr %693, align 4
  %695 = fdiv float %694, 3.200000e+01
  %696 = fadd float %695, f0x358637BD
  %697 = call float @llvm.sqrt.f32(float %696)
  %698 = fdiv float 1.000000e+00, %697
  %699 = fmul float %688, %698
  %700 = fmul float %681, %699
  %701 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %702 = mul nuw nsw i64 %669, 256
  %703 = mul nuw nsw i64 %673, 32
  %704 = add nuw nsw i64 %702, %703
  %705 = add nuw nsw i64 %704, %677
  %706 = getelementptr inbounds nuw float, ptr %701, i64 %705
  store float %700, ptr %706, align 4
  %707 = add i64 %677, 1
  br label %676

708:                                              ; preds = %676
  %709 = add i64 %673, 1
  br label %672

710:                                              ; preds = %672
  %711 = add i64 %669, 1
  br label %668

712:                                              ; preds = %668
  %713 = call ptr @malloc(i64 1088)
  %714 = ptrtoint ptr %713 to i64
  %715 = add i64 %714, 63
  %716 = urem i64 %715, 64
  %717 = sub i64 %715, %716
  %718 = inttoptr i64 %717 to ptr
  %719 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %713, 0
  %720 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %719, ptr %718, 1
  %721 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %720, i64 0, 2
  %722 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %721, i64 8, 3, 0
  %723 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %722, i64 32, 3, 1
  %724 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %723, i64 32, 4, 0
  %725 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %724, i64 1, 4, 1
  br label %726

726:                                              ; preds = %739, %712
  %727 = phi i64 [ %740, %739 ], [ 0, %712 ]
  %728 = icmp slt i64 %727, 8
  br i1 %728, label %729, label %741

729:                                              ; preds = %726
  br label %730

730:                                              ; preds = %733, %729
  %731 = phi i64 [ %738, %733 ], [ 0, %729 ]
  %732 = icmp slt i64 %731, 32
  br i1 %732, label %733, label %739

733:                                              ; preds = %730
  %734 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %725, 1
  %735 = mul nuw nsw i64 %727, 32
  %736 = add nuw nsw i64 %735, %731
  %737 = getelementptr inbounds nuw float, ptr %734, i64 %736
  store float 0.000000e+00, ptr %737, align 4
  %738 = add i64 %731, 1
  br label %730

739:                                              ; preds = %730
  %740 = add i64 %727, 1
  br label %726

741:                                              ; preds = %726
  %742 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %725, 0
  %743 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %725, 1
  %744 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %742, 0
  %745 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %744, ptr %743, 1
  %746 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %745, i64 0, 2
  %747 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %746, i64 1, 3, 0
  %748 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %747, i64 256, 4, 0
  %749 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %748, i64 8, 3, 1
  %750 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %749, i64 32, 4, 1
  %751 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %750, i64 4, 3, 2
  %752 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %751, i64 8, 4, 2
  %753 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %752, i64 8, 3, 3
  %754 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %753, i64 1, 4, 3
  %755 = call ptr @malloc(i64 1088)
  %756 = ptrtoint ptr %755 to i64
  %757 = add i64 %756, 63
  %758 = urem i64 %757, 64
  %759 = sub i64 %757, %758
  %760 = inttoptr i64 %759 to ptr
  %761 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %755, 0
  %762 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %761, ptr %760, 1
  %763 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %762, i64 0, 2
  %764 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %763, i64 1, 3, 0
  %765 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %764, i64 8, 3, 1
  %766 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %765, i64 4, 3, 2
  %767 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %766, i64 8, 3, 3
  %768 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %767, i64 256, 4, 0
  %769 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %768, i64 32, 4, 1
  %770 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %769, i64 8, 4, 2
  %771 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %770, i64 1, 4, 3
  br label %772

772:                                              ; preds = %810, %741
  %773 = phi i64 [ %811, %810 ], [ 0, %741 ]
  %774 = icmp slt i64 %773, 1
  br i1 %774, label %775, label %812

775:                                              ; preds = %772
  br label %776

776:                                              ; preds = %808, %775
  %777 = phi i64 [ %809, %808 ], [ 0, %775 ]
  %778 = icmp slt i64 %777, 8
  br i1 %778, label %779, label %810

779:                                              ; preds = %776
  br label %780

780:                                              ; preds = %806, %779
  %781 = phi i64 [ %807, %806 ], [ 0, %779 ]
  %782 = icmp slt i64 %781, 4
  br i1 %782, label %783, label %808

783:                                              ; preds = %780
  br label %784

784:                                              ; preds = %787, %783
  %785 = phi i64 [ %805, %787 ], [ 0, %783 ]
  %786 = icmp slt i64 %785, 8
  br i1 %786, label %787, label %806

787:                                              ; preds = %784
  %788 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %754, 1
  %789 = mul nuw nsw i64 %773, 256
  %790 = mul nuw nsw i64 %777, 32
  %791 = add nuw nsw i64 %789, %790
  %792 = mul nuw nsw i64 %781, 8
  %793 = add nuw nsw i64 %791, %792
  %794 = add nuw nsw i64 %793, %785
  %795 = getelementptr inbounds nuw float, ptr %788, i64 %794
  %796 = load float, ptr %795, align 4
  %797 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %771, 1
  %798 = mul nuw nsw i64 %773, 256
  %799 = mul nuw nsw i64 %777, 32
  %800 = add nuw nsw i64 %798, %799
  %801 = mul nuw nsw i64 %781, 8
  %802 = add nuw nsw i64 %800, %801
  %803 = add nuw nsw i64 %802, %785
  %804 = getelementptr inbounds nuw float, ptr %797, i64 %803
  store float %796, ptr %804, align 4
  %805 = add i64 %785, 1
  br label %784

806:                                              ; preds = %784
  %807 = add i64 %781, 1
  br label %780

808:                                              ; preds = %780
  %809 = add i64 %777, 1
  br label %776

810:                                              ; preds = %776
  %811 = add i64 %773, 1
  br label %772

812:                                              ; preds = %772
  br label %813

813:                                              ; preds = %872, %812
  %814 = phi i64 [ %873, %872 ], [ 0, %812 ]
  %815 = icmp slt i64 %814, 1
  br i1 %815, label %816, label %874

816:                                              ; preds = %813
  br label %817

817:                                              ; preds = %870, %816
  %818 = phi i64 [ %871, %870 ], [ 0, %816 ]
  %819 = icmp slt i64 %818, 8
  br i1 %819, label %820, label %872

820:                                              ; preds = %817
  br label %821

821:                                              ; preds = %868, %820
  %822 = phi i64 [ %869, %868 ], [ 0, %820 ]
  %823 = icmp slt i64 %822, 4
  br i1 %823, label %824, label %870

824:                                              ; preds = %821
  br label %825

825:                                              ; preds = %866, %824
  %826 = phi i64 [ %867, %866 ], [ 0, %824 ]
  %827 = icmp slt i64 %826, 8
  br i1 %827, label %828, label %868

828:                                              ; preds = %825
  br label %829

829:                                              ; preds = %832, %828
  %830 = phi i64 [ %865, %832 ], [ 0, %828 ]
  %831 = icmp slt i64 %830, 32
  br i1 %831, label %832, label %866

832:                                              ; preds = %829
  %833 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %834 = mul nuw nsw i64 %814, 256
  %835 = mul nuw nsw i64 %818, 32
  %836 = add nuw nsw i64 %834, %835
  %837 = add nuw nsw i64 %836, %830
  %838 = getelementptr inbounds nuw float, ptr %833, i64 %837
  %839 = load float, ptr %838, align 4
  %840 = mul nuw nsw i64 %822, 256
  %841 = mul nuw nsw i64 %826, 32
  %842 = add nuw nsw i64 %840, %841
  %843 = add nuw nsw i64 %842, %830
  %844 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_12, i64 %843
  %845 = load float, ptr %844, align 4
  %846 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %771, 1
  %847 = mul nuw nsw i64 %814, 256
  %848 = mul nuw nsw i64 %818, 32
  %849 = add nuw nsw i64 %847, %848
  %850 = mul nuw nsw i64 %822, 8
  %851 = add nuw nsw i64 %849, %850
  %852 = add nuw nsw i64 %851, %826
  %853 = getelementptr inbounds nuw float, ptr %846, i64 %852
  %854 = load float, ptr %853, align 4
  %855 = fmul float %839, %845
  %856 = fadd float %854, %855
  %857 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %771, 1
  %858 = mul nuw nsw i64 %814, 256
  %859 = mul nuw nsw i64 %818, 32
  %860 = add nuw nsw i64 %858, %859
  %861 = mul nuw nsw i64 %822, 8
  %862 = add nuw nsw i64 %860, %861
  %863 = add nuw nsw i64 %862, %826
  %864 = getelementptr inbounds nuw float, ptr %857, i64 %863
  store float %856, ptr %864, align 4
  %865 = add i64 %830, 1
  br label %829

866:                                              ; preds = %829
  %867 = add i64 %826, 1
  br label %825

868:                                              ; preds = %825
  %869 = add i64 %822, 1
  br label %821

870:                                              ; preds = %821
  %871 = add i64 %818, 1
  br label %817

872:                                              ; preds = %817
  %873 = add i64 %814, 1
  br label %813

874:                                              ; preds = %813
  %875 = call ptr @malloc(i64 1088)
  %876 = ptrtoint ptr %875 to i64
  %877 = add i64 %876, 63
  %878 = urem i64 %877, 64
  %879 = sub i64 %877, %878
  %880 = inttoptr i64 %879 to ptr
  %881 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %875, 0
  %882 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %881, ptr %880, 1
  %883 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %882, i64 0, 2
  %884 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %883, i64 1, 3, 0
  %885 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %884, i64 4, 3, 1
  %886 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %885, i64 8, 3, 2
  %887 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %886, i64 8, 3, 3
  %888 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %887, i64 256, 4, 0
  %889 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %888, i64 64, 4, 1
  %890 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %889, i64 8, 4, 2
  %891 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %890, i64 1, 4, 3
  br label %892

892:                                              ; preds = %930, %874
  %893 = phi i64 [ %931, %930 ], [ 0, %874 ]
  %894 = icmp slt i64 %893, 1
  br i1 %894, label %895, label %932

895:                                              ; preds = %892
  br label %896

896:                                              ; preds = %928, %895
  %897 = phi i64 [ %929, %928 ], [ 0, %895 ]
  %898 = icmp slt i64 %897, 4
  br i1 %898, label %899, label %930

899:                                              ; preds = %896
  br label %900

900:                                              ; preds = %926, %899
  %901 = phi i64 [ %927, %926 ], [ 0, %899 ]
  %902 = icmp slt i64 %901, 8
  br i1 %902, label %903, label %928

903:                                              ; preds = %900
  br label %904

904:                                              ; preds = %907, %903
  %905 = phi i64 [ %925, %907 ], [ 0, %903 ]
  %906 = icmp slt i64 %905, 8
  br i1 %906, label %907, label %926

907:                                              ; preds = %904
  %908 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %771, 1
  %909 = mul nuw nsw i64 %893, 256
  %910 = mul nuw nsw i64 %901, 32
  %911 = add nuw nsw i64 %909, %910
  %912 = mul nuw nsw i64 %897, 8
  %913 = add nuw nsw i64 %911, %912
  %914 = add nuw nsw i64 %913, %905
  %915 = getelementptr inbounds nuw float, ptr %908, i64 %914
  %916 = load float, ptr %915, align 4
  %917 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %891, 1
  %918 = mul nuw nsw i64 %893, 256
  %919 = mul nuw nsw i64 %897, 64
  %920 = add nuw nsw i64 %918, %919
  %921 = mul nuw nsw i64 %901, 8
  %922 = add nuw nsw i64 %920, %921
  %923 = add nuw nsw i64 %922, %905
  %924 = getelementptr inbounds nuw float, ptr %917, i64 %923
  store float %916, ptr %924, align 4
  %925 = add i64 %905, 1
  br label %904

926:                                              ; preds = %904
  %927 = add i64 %901, 1
  br label %900

928:                                              ; preds = %900
  %929 = add i64 %897, 1
  br label %896

930:                                              ; preds = %896
  %931 = add i64 %893, 1
  br label %892

932:                                              ; preds = %892
  %933 = call ptr @malloc(i64 576)
  %934 = ptrtoint ptr %933 to i64
  %935 = add i64 %934, 63
  %936 = urem i64 %935, 64
  %937 = sub i64 %935, %936
  %938 = inttoptr i64 %937 to ptr
  %939 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %933, 0
  %940 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %939, ptr %938, 1
  %941 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %940, i64 0, 2
  %942 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %941, i64 8, 3, 0
  %943 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %942, i64 16, 3, 1
  %944 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %943, i64 16, 4, 0
  %945 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %944, i64 1, 4, 1
  br label %946

946:                                              ; preds = %959, %932
  %947 = phi i64 [ %960, %959 ], [ 0, %932 ]
  %948 = icmp slt i64 %947, 8
  br i1 %948, label %949, label %961

949:                                              ; preds = %946
  br label %950

950:                                              ; preds = %953, %949
  %951 = phi i64 [ %958, %953 ], [ 0, %949 ]
  %952 = icmp slt i64 %951, 16
  br i1 %952, label %953, label %959

953:                                              ; preds = %950
  %954 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %945, 1
  %955 = mul nuw nsw i64 %947, 16
  %956 = add nuw nsw i64 %955, %951
  %957 = getelementptr inbounds nuw float, ptr %954, i64 %956
  store float 0.000000e+00, ptr %957, align 4
  %958 = add i64 %951, 1
  br label %950

959:                                              ; preds = %950
  %960 = add i64 %947, 1
  br label %946

961:                                              ; preds = %946
  %962 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %945, 0
  %963 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %945, 1
  %964 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %962, 0
  %965 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %964, ptr %963, 1
  %966 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %965, i64 0, 2
  %967 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %966, i64 1, 3, 0
  %968 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %967, i64 128, 4, 0
  %969 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %968, i64 8, 3, 1
  %970 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %969, i64 16, 4, 1
  %971 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %970, i64 2, 3, 2
  %972 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %971, i64 8, 4, 2
  %973 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %972, i64 8, 3, 3
  %974 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %973, i64 1, 4, 3
  %975 = call ptr @malloc(i64 576)
  %976 = ptrtoint ptr %975 to i64
  %977 = add i64 %976, 63
  %978 = urem i64 %977, 64
  %979 = sub i64 %977, %978
  %980 = inttoptr i64 %979 to ptr
  %981 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %975, 0
  %982 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %981, ptr %980, 1
  %983 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %982, i64 0, 2
  %984 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %983, i64 1, 3, 0
  %985 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %984, i64 8, 3, 1
  %986 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %985, i64 2, 3, 2
  %987 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %986, i64 8, 3, 3
  %988 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %987, i64 128, 4, 0
  %989 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %988, i64 16, 4, 1
  %990 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %989, i64 8, 4, 2
  %991 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %990, i64 1, 4, 3
  br label %992

992:                                              ; preds = %1030, %961
  %993 = phi i64 [ %1031, %1030 ], [ 0, %961 ]
  %994 = icmp slt i64 %993, 1
  br i1 %994, label %995, label %1032

995:                                              ; preds = %992
  br label %996

996:                                              ; preds = %1028, %995
  %997 = phi i64 [ %1029, %1028 ], [ 0, %995 ]
  %998 = icmp slt i64 %997, 8
  br i1 %998, label %999, label %1030

999:                                              ; preds = %996
  br label %1000

1000:                                             ; preds = %1026, %999
  %1001 = phi i64 [ %1027, %1026 ], [ 0, %999 ]
  %1002 = icmp slt i64 %1001, 2
  br i1 %1002, label %1003, label %1028

1003:                                             ; preds = %1000
  br label %1004

1004:                                             ; preds = %1007, %1003
  %1005 = phi i64 [ %1025, %1007 ], [ 0, %1003 ]
  %1006 = icmp slt i64 %1005, 8
  br i1 %1006, label %1007, label %1026

1007:                                             ; preds = %1004
  %1008 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %974, 1
  %1009 = mul nuw nsw i64 %993, 128
  %1010 = mul nuw nsw i64 %997, 16
  %1011 = add nuw nsw i64 %1009, %1010
  %1012 = mul nuw nsw i64 %1001, 8
  %1013 = add nuw nsw i64 %1011, %1012
  %1014 = add nuw nsw i64 %1013, %1005
  %1015 = getelementptr inbounds nuw float, ptr %1008, i64 %1014
  %1016 = load float, ptr %1015, align 4
  %1017 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %991, 1
  %1018 = mul nuw nsw i64 %993, 128
  %1019 = mul nuw nsw i64 %997, 16
  %1020 = add nuw nsw i64 %1018, %1019
  %1021 = mul nuw nsw i64 %1001, 8
  %1022 = add nuw nsw i64 %1020, %1021
  %1023 = add nuw nsw i64 %1022, %1005
  %1024 = getelementptr inbounds nuw float, ptr %1017, i64 %1023
  store float %1016, ptr %1024, align 4
  %1025 = add i64 %1005, 1
  br label %1004

1026:                                             ; preds = %1004
  %1027 = add i64 %1001, 1
  br label %1000

1028:                                             ; preds = %1000
  %1029 = add i64 %997, 1
  br label %996

1030:                                             ; preds = %996
  %1031 = add i64 %993, 1
  br label %992

1032:                                             ; preds = %992
  br label %1033

1033:                                             ; preds = %1092, %1032
  %1034 = phi i64 [ %1093, %1092 ], [ 0, %1032 ]
  %1035 = icmp slt i64 %1034, 1
  br i1 %1035, label %1036, label %1094

1036:                                             ; preds = %1033
  br label %1037

1037:                                             ; preds = %1090, %1036
  %1038 = phi i64 [ %1091, %1090 ], [ 0, %1036 ]
  %1039 = icmp slt i64 %1038, 8
  br i1 %1039, label %1040, label %1092

1040:                                             ; preds = %1037
  br label %1041

1041:                                             ; preds = %1088, %1040
  %1042 = phi i64 [ %1089, %1088 ], [ 0, %1040 ]
  %1043 = icmp slt i64 %1042, 2
  br i1 %1043, label %1044, label %1090

1044:                                             ; preds = %1041
  br label %1045

1045:                                             ; preds = %1086, %1044
  %1046 = phi i64 [ %1087, %1086 ], [ 0, %1044 ]
  %1047 = icmp slt i64 %1046, 8
  br i1 %1047, label %1048, label %1088

1048:                                             ; preds = %1045
  br label %1049

1049:                                             ; preds = %1052, %1048
  %1050 = phi i64 [ %1085, %1052 ], [ 0, %1048 ]
  %1051 = icmp slt i64 %1050, 32
  br i1 %1051, label %1052, label %1086

1052:                                             ; preds = %1049
  %1053 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %1054 = mul nuw nsw i64 %1034, 256
  %1055 = mul nuw nsw i64 %1038, 32
  %1056 = add nuw nsw i64 %1054, %1055
  %1057 = add nuw nsw i64 %1056, %1050
  %1058 = getelementptr inbounds nuw float, ptr %1053, i64 %1057
  %1059 = load float, ptr %1058, align 4
  %1060 = mul nuw nsw i64 %1042, 256
  %1061 = mul nuw nsw i64 %1046, 32
  %1062 = add nuw nsw i64 %1060, %1061
  %1063 = add nuw nsw i64 %1062, %1050
  %1064 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32_11, i64 %1063
  %1065 = load float, ptr %1064, align 4
  %1066 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %991, 1
  %1067 = mul nuw nsw i64 %1034, 128
  %1068 = mul nuw nsw i64 %1038, 16
  %1069 = add nuw nsw i64 %1067, %1068
  %1070 = mul nuw nsw i64 %1042, 8
  %1071 = add nuw nsw i64 %1069, %1070
  %1072 = add nuw nsw i64 %1071, %1046
  %1073 = getelementptr inbounds nuw float, ptr %1066, i64 %1072
  %1074 = load float, ptr %1073, align 4
  %1075 = fmul float %1059, %1065
  %1076 = fadd float %1074, %1075
  %1077 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %991, 1
  %1078 = mul nuw nsw i64 %1034, 128
  %1079 = mul nuw nsw i64 %1038, 16
  %1080 = add nuw nsw i64 %1078, %1079
  %1081 = mul nuw nsw i64 %1042, 8
  %1082 = add nuw nsw i64 %1080, %1081
  %1083 = add nuw nsw i64 %1082, %1046
  %1084 = getelementptr inbounds nuw float, ptr %1077, i64 %1083
  store float %1076, ptr %1084, align 4
  %1085 = add i64 %1050, 1
  br label %1049

1086:                                             ; preds = %1049
  %1087 = add i64 %1046, 1
  br label %1045

1088:                                             ; preds = %1045
  %1089 = add i64 %1042, 1
  br label %1041

1090:                                             ; preds = %1041
  %1091 = add i64 %1038, 1
  br label %1037

1092:                                             ; preds = %1037
  %1093 = add i64 %1034, 1
  br label %1033

1094:                                             ; preds = %1033
  %1095 = call ptr @malloc(i64 576)
  %1096 = ptrtoint ptr %1095 to i64
  %1097 = add i64 %1096, 63
  %1098 = urem i64 %1097, 64
  %1099 = sub i64 %1097, %1098
  %1100 = inttoptr i64 %1099 to ptr
  %1101 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1095, 0
  %1102 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1101, ptr %1100, 1
  %1103 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1102, i64 0, 2
  %1104 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1103, i64 1, 3, 0
  %1105 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1104, i64 2, 3, 1
  %1106 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1105, i64 8, 3, 2
  %1107 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1106, i64 8, 3, 3
  %1108 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1107, i64 128, 4, 0
  %1109 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1108, i64 64, 4, 1
  %1110 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, i64 8, 4, 2
  %1111 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1110, i64 1, 4, 3
  br label %1112

1112:                                             ; preds = %1150, %1094
  %1113 = phi i64 [ %1151, %1150 ], [ 0, %1094 ]
  %1114 = icmp slt i64 %1113, 1
  br i1 %1114, label %1115, label %1152

1115:                                             ; preds = %1112
  br label %1116

1116:                                             ; preds = %1148, %1115
  %1117 = phi i64 [ %1149, %1148 ], [ 0, %1115 ]
  %1118 = icmp slt i64 %1117, 2
  br i1 %1118, label %1119, label %1150

1119:                                             ; preds = %1116
  br label %1120

1120:                                             ; preds = %1146, %1119
  %1121 = phi i64 [ %1147, %1146 ], [ 0, %1119 ]
  %1122 = icmp slt i64 %1121, 8
  br i1 %1122, label %1123, label %1148

1123:                                             ; preds = %1120
  br label %1124

1124:                                             ; preds = %1127, %1123
  %1125 = phi i64 [ %1145, %1127 ], [ 0, %1123 ]
  %1126 = icmp slt i64 %1125, 8
  br i1 %1126, label %1127, label %1146

1127:                                             ; preds = %1124
  %1128 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %991, 1
  %1129 = mul nuw nsw i64 %1113, 128
  %1130 = mul nuw nsw i64 %1121, 16
  %1131 = add nuw nsw i64 %1129, %1130
  %1132 = mul nuw nsw i64 %1117, 8
  %1133 = add nuw nsw i64 %1131, %1132
  %1134 = add nuw nsw i64 %1133, %1125
  %1135 = getelementptr inbounds nuw float, ptr %1128, i64 %1134
  %1136 = load float, ptr %1135, align 4
  %1137 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1111, 1
  %1138 = mul nuw nsw i64 %1113, 128
  %1139 = mul nuw nsw i64 %1117, 64
  %1140 = add nuw nsw i64 %1138, %1139
  %1141 = mul nuw nsw i64 %1121, 8
  %1142 = add nuw nsw i64 %1140, %1141
  %1143 = add nuw nsw i64 %1142, %1125
  %1144 = getelementptr inbounds nuw float, ptr %1137, i64 %1143
  store float %1136, ptr %1144, align 4
  %1145 = add i64 %1125, 1
  br label %1124

1146:                                             ; preds = %1124
  %1147 = add i64 %1121, 1
  br label %1120

1148:                                             ; preds = %1120
  %1149 = add i64 %1117, 1
  br label %1116

1150:                                             ; preds = %1116
  %1151 = add i64 %1113, 1
  br label %1112

1152:                                             ; preds = %1112
  %1153 = call ptr @malloc(i64 576)
  %1154 = ptrtoint ptr %1153 to i64
  %1155 = add i64 %1154, 63
  %1156 = urem i64 %1155, 64
  %1157 = sub i64 %1155, %1156
  %1158 = inttoptr i64 %1157 to ptr
  %1159 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1153, 0
  %1160 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1159, ptr %1158, 1
  %1161 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1160, i64 0, 2
  %1162 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1161, i64 1, 3, 0
  %1163 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1162, i64 8, 3, 1
  %1164 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1163, i64 2, 3, 2
  %1165 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1164, i64 8, 3, 3
  %1166 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1165, i64 128, 4, 0
  %1167 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1166, i64 16, 4, 1
  %1168 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1167, i64 8, 4, 2
  %1169 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1168, i64 1, 4, 3
  br label %1170

1170:                                             ; preds = %1208, %1152
  %1171 = phi i64 [ %1209, %1208 ], [ 0, %1152 ]
  %1172 = icmp slt i64 %1171, 1
  br i1 %1172, label %1173, label %1210

1173:                                             ; preds = %1170
  br label %1174

1174:                                             ; preds = %1206, %1173
  %1175 = phi i64 [ %1207, %1206 ], [ 0, %1173 ]
  %1176 = icmp slt i64 %1175, 8
  br i1 %1176, label %1177, label %1208

1177:                                             ; preds = %1174
  br label %1178

1178:                                             ; preds = %1204, %1177
  %1179 = phi i64 [ %1205, %1204 ], [ 0, %1177 ]
  %1180 = icmp slt i64 %1179, 2
  br i1 %1180, label %1181, label %1206

1181:                                             ; preds = %1178
  br label %1182

1182:                                             ; preds = %1185, %1181
  %1183 = phi i64 [ %1203, %1185 ], [ 0, %1181 ]
  %1184 = icmp slt i64 %1183, 8
  br i1 %1184, label %1185, label %1204

1185:                                             ; preds = %1182
  %1186 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %974, 1
  %1187 = mul nuw nsw i64 %1171, 128
  %1188 = mul nuw nsw i64 %1175, 16
  %1189 = add nuw nsw i64 %1187, %1188
  %1190 = mul nuw nsw i64 %1179, 8
  %1191 = add nuw nsw i64 %1189, %1190
  %1192 = add nuw nsw i64 %1191, %1183
  %1193 = getelementptr inbounds nuw float, ptr %1186, i64 %1192
  %1194 = load float, ptr %1193, align 4
  %1195 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1169, 1
  %1196 = mul nuw nsw i64 %1171, 128
  %1197 = mul nuw nsw i64 %1175, 16
  %1198 = add nuw nsw i64 %1196, %1197
  %1199 = mul nuw nsw i64 %1179, 8
  %1200 = add nuw nsw i64 %1198, %1199
  %1201 = add nuw nsw i64 %1200, %1183
  %1202 = getelementptr inbounds nuw float, ptr %1195, i64 %1201
  store float %1194, ptr %1202, align 4
  %1203 = add i64 %1183, 1
  br label %1182

1204:                                             ; preds = %1182
  %1205 = add i64 %1179, 1
  br label %1178

1206:                                             ; preds = %1178
  %1207 = add i64 %1175, 1
  br label %1174

1208:                                             ; preds = %1174
  %1209 = add i64 %1171, 1
  br label %1170

1210:                                             ; preds = %1170
  br label %1211

1211:                                             ; preds = %1270, %1210
  %1212 = phi i64 [ %1271, %1270 ], [ 0, %1210 ]
  %1213 = icmp slt i64 %1212, 1
  br i1 %1213, label %1214, label %1272

1214:                                             ; preds = %1211
  br label %1215

1215:                                             ; preds = %1268, %1214
  %1216 = phi i64 [ %1269, %1268 ], [ 0, %1214 ]
  %1217 = icmp slt i64 %1216, 8
  br i1 %1217, label %1218, label %1270

1218:                                             ; preds = %1215
  br label %1219

1219:                                             ; preds = %1266, %1218
  %1220 = phi i64 [ %1267, %1266 ], [ 0, %1218 ]
  %1221 = icmp slt i64 %1220, 2
  br i1 %1221, label %1222, label %1268

1222:                                             ; preds = %1219
  br label %1223

1223:                                             ; preds = %1264, %1222
  %1224 = phi i64 [ %1265, %1264 ], [ 0, %1222 ]
  %1225 = icmp slt i64 %1224, 8
  br i1 %1225, label %1226, label %1266

1226:                                             ; preds = %1223
  br label %1227

1227:                                             ; preds = %1230, %1226
  %1228 = phi i64 [ %1263, %1230 ], [ 0, %1226 ]
  %1229 = icmp slt i64 %1228, 32
  br i1 %1229, label %1230, label %1264

1230:                                             ; preds = %1227
  %1231 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %1232 = mul nuw nsw i64 %1212, 256
  %1233 = mul nuw nsw i64 %1216, 32
  %1234 = add nuw nsw i64 %1232, %1233
  %1235 = add nuw nsw i64 %1234, %1228
  %1236 = getelementptr inbounds nuw float, ptr %1231, i64 %1235
  %1237 = load float, ptr %1236, align 4
  %1238 = mul nuw nsw i64 %1220, 256
  %1239 = mul nuw nsw i64 %1224, 32
  %1240 = add nuw nsw i64 %1238, %1239
  %1241 = add nuw nsw i64 %1240, %1228
  %1242 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32_10, i64 %1241
  %1243 = load float, ptr %1242, align 4
  %1244 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1169, 1
  %1245 = mul nuw nsw i64 %1212, 128
  %1246 = mul nuw nsw i64 %1216, 16
  %1247 = add nuw nsw i64 %1245, %1246
  %1248 = mul nuw nsw i64 %1220, 8
  %1249 = add nuw nsw i64 %1247, %1248
  %1250 = add nuw nsw i64 %1249, %1224
  %1251 = getelementptr inbounds nuw float, ptr %1244, i64 %1250
  %1252 = load float, ptr %1251, align 4
  %1253 = fmul float %1237, %1243
  %1254 = fadd float %1252, %1253
  %1255 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1169, 1
  %1256 = mul nuw nsw i64 %1212, 128
  %1257 = mul nuw nsw i64 %1216, 16
  %1258 = add nuw nsw i64 %1256, %1257
  %1259 = mul nuw nsw i64 %1220, 8
  %1260 = add nuw nsw i64 %1258, %1259
  %1261 = add nuw nsw i64 %1260, %1224
  %1262 = getelementptr inbounds nuw float, ptr %1255, i64 %1261
  store float %1254, ptr %1262, align 4
  %1263 = add i64 %1228, 1
  br label %1227

1264:                                             ; preds = %1227
  %1265 = add i64 %1224, 1
  br label %1223

1266:                                             ; preds = %1223
  %1267 = add i64 %1220, 1
  br label %1219

1268:                                             ; preds = %1219
  %1269 = add i64 %1216, 1
  br label %1215

1270:                                             ; preds = %1215
  %1271 = add i64 %1212, 1
  br label %1211

1272:                                             ; preds = %1211
  %1273 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %891, 0
  %1274 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %891, 1
  %1275 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1273, 0
  %1276 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1275, ptr %1274, 1
  %1277 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1276, i64 4, 2
  %1278 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1277, i64 1, 3, 0
  %1279 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1278, i64 256, 4, 0
  %1280 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1279, i64 4, 3, 1
  %1281 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1280, i64 64, 4, 1
  %1282 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1281, i64 8, 3, 2
  %1283 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1282, i64 8, 4, 2
  %1284 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1283, i64 4, 3, 3
  %1285 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1284, i64 1, 4, 3
  %1286 = call ptr @malloc(i64 576)
  %1287 = ptrtoint ptr %1286 to i64
  %1288 = add i64 %1287, 63
  %1289 = urem i64 %1288, 64
  %1290 = sub i64 %1288, %1289
  %1291 = inttoptr i64 %1290 to ptr
  %1292 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1286, 0
  %1293 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1292, ptr %1291, 1
  %1294 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1293, i64 0, 2
  %1295 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1294, i64 1, 3, 0
  %1296 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1295, i64 4, 3, 1
  %1297 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1296, i64 8, 3, 2
  %1298 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1297, i64 4, 3, 3
  %1299 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1298, i64 128, 4, 0
  %1300 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1299, i64 32, 4, 1
  %1301 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1300, i64 4, 4, 2
  %1302 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1301, i64 1, 4, 3
  br label %1303

1303:                                             ; preds = %1343, %1272
  %1304 = phi i64 [ %1344, %1343 ], [ 0, %1272 ]
  %1305 = icmp slt i64 %1304, 1
  br i1 %1305, label %1306, label %1345

1306:                                             ; preds = %1303
  br label %1307

1307:                                             ; preds = %1341, %1306
  %1308 = phi i64 [ %1342, %1341 ], [ 0, %1306 ]
  %1309 = icmp slt i64 %1308, 4
  br i1 %1309, label %1310, label %1343

1310:                                             ; preds = %1307
  br label %1311

1311:                                             ; preds = %1339, %1310
  %1312 = phi i64 [ %1340, %1339 ], [ 0, %1310 ]
  %1313 = icmp slt i64 %1312, 8
  br i1 %1313, label %1314, label %1341

1314:                                             ; preds = %1311
  br label %1315

1315:                                             ; preds = %1318, %1314
  %1316 = phi i64 [ %1338, %1318 ], [ 0, %1314 ]
  %1317 = icmp slt i64 %1316, 4
  br i1 %1317, label %1318, label %1339

1318:                                             ; preds = %1315
  %1319 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1285, 1
  %1320 = getelementptr float, ptr %1319, i64 4
  %1321 = mul nuw nsw i64 %1304, 256
  %1322 = mul nuw nsw i64 %1308, 64
  %1323 = add nuw nsw i64 %1321, %1322
  %1324 = mul nuw nsw i64 %1312, 8
  %1325 = add nuw nsw i64 %1323, %1324
  %1326 = add nuw nsw i64 %1325, %1316
  %1327 = getelementptr inbounds nuw float, ptr %1320, i64 %1326
  %1328 = load float, ptr %1327, align 4
  %1329 = fneg float %1328
  %1330 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1302, 1
  %1331 = mul nuw nsw i64 %1304, 128
  %1332 = mul nuw nsw i64 %1308, 32
  %1333 = add nuw nsw i64 %1331, %1332
  %1334 = mul nuw nsw i64 %1312, 4
  %1335 = add nuw nsw i64 %1333, %1334
  %1336 = add nuw nsw i64 %1335, %1316
  %1337 = getelementptr inbounds nuw float, ptr %1330, i64 %1336
  store float %1329, ptr %1337, align 4
  %1338 = add i64 %1316, 1
  br label %1315

1339:                                             ; preds = %1315
  %1340 = add i64 %1312, 1
  br label %1311

1341:                                             ; preds = %1311
  %1342 = add i64 %1308, 1
  br label %1307

1343:                                             ; preds = %1307
  %1344 = add i64 %1304, 1
  br label %1303

1345:                                             ; preds = %1303
  %1346 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %891, 0
  %1347 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %891, 1
  %1348 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1346, 0
  %1349 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1348, ptr %1347, 1
  %1350 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1349, i64 0, 2
  %1351 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1350, i64 1, 3, 0
  %1352 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1351, i64 256, 4, 0
  %1353 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1352, i64 4, 3, 1
  %1354 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1353, i64 64, 4, 1
  %1355 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1354, i64 8, 3, 2
  %1356 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1355, i64 8, 4, 2
  %1357 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1356, i64 4, 3, 3
  %1358 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1357, i64 1, 4, 3
  %1359 = call ptr @malloc(i64 1088)
  %1360 = ptrtoint ptr %1359 to i64
  %1361 = add i64 %1360, 63
  %1362 = urem i64 %1361, 64
  %1363 = sub i64 %1361, %1362
  %1364 = inttoptr i64 %1363 to ptr
  %1365 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1359, 0
  %1366 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1365, ptr %1364, 1
  %1367 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1366, i64 0, 2
  %1368 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1367, i64 1, 3, 0
  %1369 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1368, i64 4, 3, 1
  %1370 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1369, i64 8, 3, 2
  %1371 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1370, i64 8, 3, 3
  %1372 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1371, i64 256, 4, 0
  %1373 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1372, i64 64, 4, 1
  %1374 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1373, i64 8, 4, 2
  %1375 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1374, i64 1, 4, 3
  %1376 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1375, 0
  %1377 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1375, 1
  %1378 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1376, 0
  %1379 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1378, ptr %1377, 1
  %1380 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1379, i64 0, 2
  %1381 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1380, i64 1, 3, 0
  %1382 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1381, i64 256, 4, 0
  %1383 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1382, i64 4, 3, 1
  %1384 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1383, i64 64, 4, 1
  %1385 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1384, i64 8, 3, 2
  %1386 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1385, i64 8, 4, 2
  %1387 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1386, i64 4, 3, 3
  %1388 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1387, i64 1, 4, 3
  br label %1389

1389:                                             ; preds = %1427, %1345
  %1390 = phi i64 [ %1428, %1427 ], [ 0, %1345 ]
  %1391 = icmp slt i64 %1390, 1
  br i1 %1391, label %1392, label %1429

1392:                                             ; preds = %1389
  br label %1393

1393:                                             ; preds = %1425, %1392
  %1394 = phi i64 [ %1426, %1425 ], [ 0, %1392 ]
  %1395 = icmp slt i64 %1394, 4
  br i1 %1395, label %1396, label %1427

1396:                                             ; preds = %1393
  br label %1397

1397:                                             ; preds = %1423, %1396
  %1398 = phi i64 [ %1424, %1423 ], [ 0, %1396 ]
  %1399 = icmp slt i64 %1398, 8
  br i1 %1399, label %1400, label %1425

1400:                                             ; preds = %1397
  br label %1401

1401:                                             ; preds = %1404, %1400
  %1402 = phi i64 [ %1422, %1404 ], [ 0, %1400 ]
  %1403 = icmp slt i64 %1402, 4
  br i1 %1403, label %1404, label %1423

1404:                                             ; preds = %1401
  %1405 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1302, 1
  %1406 = mul nuw nsw i64 %1390, 128
  %1407 = mul nuw nsw i64 %1394, 32
  %1408 = add nuw nsw i64 %1406, %1407
  %1409 = mul nuw nsw i64 %1398, 4
  %1410 = add nuw nsw i64 %1408, %1409
  %1411 = add nuw nsw i64 %1410, %1402
  %1412 = getelementptr inbounds nuw float, ptr %1405, i64 %1411
  %1413 = load float, ptr %1412, align 4
  %1414 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1388, 1
  %1415 = mul nuw nsw i64 %1390, 256
  %1416 = mul nuw nsw i64 %1394, 64
  %1417 = add nuw nsw i64 %1415, %1416
  %1418 = mul nuw nsw i64 %1398, 8
  %1419 = add nuw nsw i64 %1417, %1418
  %1420 = add nuw nsw i64 %1419, %1402
  %1421 = getelementptr inbounds nuw float, ptr %1414, i64 %1420
  store float %1413, ptr %1421, align 4
  %1422 = add i64 %1402, 1
  br label %1401

1423:                                             ; preds = %1401
  %1424 = add i64 %1398, 1
  br label %1397

1425:                                             ; preds = %1397
  %1426 = add i64 %1394, 1
  br label %1393

1427:                                             ; preds = %1393
  %1428 = add i64 %1390, 1
  br label %1389

1429:                                             ; preds = %1389
  %1430 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1375, 0
  %1431 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1375, 1
  %1432 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1430, 0
  %1433 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1432, ptr %1431, 1
  %1434 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1433, i64 4, 2
  %1435 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1434, i64 1, 3, 0
  %1436 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1435, i64 256, 4, 0
  %1437 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1436, i64 4, 3, 1
  %1438 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1437, i64 64, 4, 1
  %1439 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1438, i64 8, 3, 2
  %1440 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1439, i64 8, 4, 2
  %1441 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1440, i64 4, 3, 3
  %1442 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1441, i64 1, 4, 3
  br label %1443

1443:                                             ; preds = %1482, %1429
  %1444 = phi i64 [ %1483, %1482 ], [ 0, %1429 ]
  %1445 = icmp slt i64 %1444, 1
  br i1 %1445, label %1446, label %1484

1446:                                             ; preds = %1443
  br label %1447

1447:                                             ; preds = %1480, %1446
  %1448 = phi i64 [ %1481, %1480 ], [ 0, %1446 ]
  %1449 = icmp slt i64 %1448, 4
  br i1 %1449, label %1450, label %1482

1450:                                             ; preds = %1447
  br label %1451

1451:                                             ; preds = %1478, %1450
  %1452 = phi i64 [ %1479, %1478 ], [ 0, %1450 ]
  %1453 = icmp slt i64 %1452, 8
  br i1 %1453, label %1454, label %1480

1454:                                             ; preds = %1451
  br label %1455

1455:                                             ; preds = %1458, %1454
  %1456 = phi i64 [ %1477, %1458 ], [ 0, %1454 ]
  %1457 = icmp slt i64 %1456, 4
  br i1 %1457, label %1458, label %1478

1458:                                             ; preds = %1455
  %1459 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1358, 1
  %1460 = mul nuw nsw i64 %1444, 256
  %1461 = mul nuw nsw i64 %1448, 64
  %1462 = add nuw nsw i64 %1460, %1461
  %1463 = mul nuw nsw i64 %1452, 8
  %1464 = add nuw nsw i64 %1462, %1463
  %1465 = add nuw nsw i64 %1464, %1456
  %1466 = getelementptr inbounds nuw float, ptr %1459, i64 %1465
  %1467 = load float, ptr %1466, align 4
  %1468 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1442, 1
  %1469 = getelementptr float, ptr %1468, i64 4
  %1470 = mul nuw nsw i64 %1444, 256
  %1471 = mul nuw nsw i64 %1448, 64
  %1472 = add nuw nsw i64 %1470, %1471
  %1473 = mul nuw nsw i64 %1452, 8
  %1474 = add nuw nsw i64 %1472, %1473
  %1475 = add nuw nsw i64 %1474, %1456
  %1476 = getelementptr inbounds nuw float, ptr %1469, i64 %1475
  store float %1467, ptr %1476, align 4
  %1477 = add i64 %1456, 1
  br label %1455

1478:                                             ; preds = %1455
  %1479 = add i64 %1452, 1
  br label %1451

1480:                                             ; preds = %1451
  %1481 = add i64 %1448, 1
  br label %1447

1482:                                             ; preds = %1447
  %1483 = add i64 %1444, 1
  br label %1443

1484:                                             ; preds = %1443
  %1485 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1111, 0
  %1486 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1111, 1
  %1487 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1485, 0
  %1488 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1487, ptr %1486, 1
  %1489 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1488, i64 4, 2
  %1490 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1489, i64 1, 3, 0
  %1491 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1490, i64 128, 4, 0
  %1492 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1491, i64 2, 3, 1
  %1493 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1492, i64 64, 4, 1
  %1494 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1493, i64 8, 3, 2
  %1495 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1494, i64 8, 4, 2
  %1496 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1495, i64 4, 3, 3
  %1497 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1496, i64 1, 4, 3
  %1498 = call ptr @malloc(i64 320)
  %1499 = ptrtoint ptr %1498 to i64
  %1500 = add i64 %1499, 63
  %1501 = urem i64 %1500, 64
  %1502 = sub i64 %1500, %1501
  %1503 = inttoptr i64 %1502 to ptr
  %1504 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1498, 0
  %1505 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1504, ptr %1503, 1
  %1506 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1505, i64 0, 2
  %1507 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1506, i64 1, 3, 0
  %1508 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1507, i64 2, 3, 1
  %1509 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1508, i64 8, 3, 2
  %1510 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1509, i64 4, 3, 3
  %1511 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1510, i64 64, 4, 0
  %1512 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1511, i64 32, 4, 1
  %1513 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1512, i64 4, 4, 2
  %1514 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1513, i64 1, 4, 3
  br label %1515

1515:                                             ; preds = %1555, %1484
  %1516 = phi i64 [ %1556, %1555 ], [ 0, %1484 ]
  %1517 = icmp slt i64 %1516, 1
  br i1 %1517, label %1518, label %1557

1518:                                             ; preds = %1515
  br label %1519

1519:                                             ; preds = %1553, %1518
  %1520 = phi i64 [ %1554, %1553 ], [ 0, %1518 ]
  %1521 = icmp slt i64 %1520, 2
  br i1 %1521, label %1522, label %1555

1522:                                             ; preds = %1519
  br label %1523

1523:                                             ; preds = %1551, %1522
  %1524 = phi i64 [ %1552, %1551 ], [ 0, %1522 ]
  %1525 = icmp slt i64 %1524, 8
  br i1 %1525, label %1526, label %1553

1526:                                             ; preds = %1523
  br label %1527

1527:                                             ; preds = %1530, %1526
  %1528 = phi i64 [ %1550, %1530 ], [ 0, %1526 ]
  %1529 = icmp slt i64 %1528, 4
  br i1 %1529, label %1530, label %1551

1530:                                             ; preds = %1527
  %1531 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1497, 1
  %1532 = getelementptr float, ptr %1531, i64 4
  %1533 = mul nuw nsw i64 %1516, 128
  %1534 = mul nuw nsw i64 %1520, 64
  %1535 = add nuw nsw i64 %1533, %1534
  %1536 = mul nuw nsw i64 %1524, 8
  %1537 = add nuw nsw i64 %1535, %1536
  %1538 = add nuw nsw i64 %1537, %1528
  %1539 = getelementptr inbounds nuw float, ptr %1532, i64 %1538
  %1540 = load float, ptr %1539, align 4
  %1541 = fneg float %1540
  %1542 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1514, 1
  %1543 = mul nuw nsw i64 %1516, 64
  %1544 = mul nuw nsw i64 %1520, 32
  %1545 = add nuw nsw i64 %1543, %1544
  %1546 = mul nuw nsw i64 %1524, 4
  %1547 = add nuw nsw i64 %1545, %1546
  %1548 = add nuw nsw i64 %1547, %1528
  %1549 = getelementptr inbounds nuw float, ptr %1542, i64 %1548
  store float %1541, ptr %1549, align 4
  %1550 = add i64 %1528, 1
  br label %1527

1551:                                             ; preds = %1527
  %1552 = add i64 %1524, 1
  br label %1523

1553:                                             ; preds = %1523
  %1554 = add i64 %1520, 1
  br label %1519

1555:                                             ; preds = %1519
  %1556 = add i64 %1516, 1
  br label %1515

1557:                                             ; preds = %1515
  %1558 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1111, 0
  %1559 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1111, 1
  %1560 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1558, 0
  %1561 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1560, ptr %1559, 1
  %1562 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1561, i64 0, 2
  %1563 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1562, i64 1, 3, 0
  %1564 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1563, i64 128, 4, 0
  %1565 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1564, i64 2, 3, 1
  %1566 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1565, i64 64, 4, 1
  %1567 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1566, i64 8, 3, 2
  %1568 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1567, i64 8, 4, 2
  %1569 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1568, i64 4, 3, 3
  %1570 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1569, i64 1, 4, 3
  %1571 = call ptr @malloc(i64 576)
  %1572 = ptrtoint ptr %1571 to i64
  %1573 = add i64 %1572, 63
  %1574 = urem i64 %1573, 64
  %1575 = sub i64 %1573, %1574
  %1576 = inttoptr i64 %1575 to ptr
  %1577 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1571, 0
  %1578 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1577, ptr %1576, 1
  %1579 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1578, i64 0, 2
  %1580 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1579, i64 1, 3, 0
  %1581 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1580, i64 2, 3, 1
  %1582 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1581, i64 8, 3, 2
  %1583 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1582, i64 8, 3, 3
  %1584 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1583, i64 128, 4, 0
  %1585 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1584, i64 64, 4, 1
  %1586 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1585, i64 8, 4, 2
  %1587 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1586, i64 1, 4, 3
  %1588 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1587, 0
  %1589 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1587, 1
  %1590 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1588, 0
  %1591 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1590, ptr %1589, 1
  %1592 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1591, i64 0, 2
  %1593 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1592, i64 1, 3, 0
  %1594 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1593, i64 128, 4, 0
  %1595 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1594, i64 2, 3, 1
  %1596 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1595, i64 64, 4, 1
  %1597 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1596, i64 8, 3, 2
  %1598 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1597, i64 8, 4, 2
  %1599 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1598, i64 4, 3, 3
  %1600 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1599, i64 1, 4, 3
  br label %1601

1601:                                             ; preds = %1639, %1557
  %1602 = phi i64 [ %1640, %1639 ], [ 0, %1557 ]
  %1603 = icmp slt i64 %1602, 1
  br i1 %1603, label %1604, label %1641

1604:                                             ; preds = %1601
  br label %1605

1605:                                             ; preds = %1637, %1604
  %1606 = phi i64 [ %1638, %1637 ], [ 0, %1604 ]
  %1607 = icmp slt i64 %1606, 2
  br i1 %1607, label %1608, label %1639

1608:                                             ; preds = %1605
  br label %1609

1609:                                             ; preds = %1635, %1608
  %1610 = phi i64 [ %1636, %1635 ], [ 0, %1608 ]
  %1611 = icmp slt i64 %1610, 8
  br i1 %1611, label %1612, label %1637

1612:                                             ; preds = %1609
  br label %1613

1613:                                             ; preds = %1616, %1612
  %1614 = phi i64 [ %1634, %1616 ], [ 0, %1612 ]
  %1615 = icmp slt i64 %1614, 4
  br i1 %1615, label %1616, label %1635

1616:                                             ; preds = %1613
  %1617 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1514, 1
  %1618 = mul nuw nsw i64 %1602, 64
  %1619 = mul nuw nsw i64 %1606, 32
  %1620 = add nuw nsw i64 %1618, %1619
  %1621 = mul nuw nsw i64 %1610, 4
  %1622 = add nuw nsw i64 %1620, %1621
  %1623 = add nuw nsw i64 %1622, %1614
  %1624 = getelementptr inbounds nuw float, ptr %1617, i64 %1623
  %1625 = load float, ptr %1624, align 4
  %1626 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1600, 1
  %1627 = mul nuw nsw i64 %1602, 128
  %1628 = mul nuw nsw i64 %1606, 64
  %1629 = add nuw nsw i64 %1627, %1628
  %1630 = mul nuw nsw i64 %1610, 8
  %1631 = add nuw nsw i64 %1629, %1630
  %1632 = add nuw nsw i64 %1631, %1614
  %1633 = getelementptr inbounds nuw float, ptr %1626, i64 %1632
  store float %1625, ptr %1633, align 4
  %1634 = add i64 %1614, 1
  br label %1613

1635:                                             ; preds = %1613
  %1636 = add i64 %1610, 1
  br label %1609

1637:                                             ; preds = %1609
  %1638 = add i64 %1606, 1
  br label %1605

1639:                                             ; preds = %1605
  %1640 = add i64 %1602, 1
  br label %1601

1641:                                             ; preds = %1601
  %1642 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1587, 0
  %1643 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1587, 1
  %1644 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1642, 0
  %1645 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1644, ptr %1643, 1
  %1646 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1645, i64 4, 2
  %1647 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1646, i64 1, 3, 0
  %1648 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1647, i64 128, 4, 0
  %1649 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1648, i64 2, 3, 1
  %1650 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1649, i64 64, 4, 1
  %1651 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1650, i64 8, 3, 2
  %1652 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1651, i64 8, 4, 2
  %1653 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1652, i64 4, 3, 3
  %1654 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1653, i64 1, 4, 3
  br label %1655

1655:                                             ; preds = %1694, %1641
  %1656 = phi i64 [ %1695, %1694 ], [ 0, %1641 ]
  %1657 = icmp slt i64 %1656, 1
  br i1 %1657, label %1658, label %1696

1658:                                             ; preds = %1655
  br label %1659

1659:                                             ; preds = %1692, %1658
  %1660 = phi i64 [ %1693, %1692 ], [ 0, %1658 ]
  %1661 = icmp slt i64 %1660, 2
  br i1 %1661, label %1662, label %1694

1662:                                             ; preds = %1659
  br label %1663

1663:                                             ; preds = %1690, %1662
  %1664 = phi i64 [ %1691, %1690 ], [ 0, %1662 ]
  %1665 = icmp slt i64 %1664, 8
  br i1 %1665, label %1666, label %1692

1666:                                             ; preds = %1663
  br label %1667

1667:                                             ; preds = %1670, %1666
  %1668 = phi i64 [ %1689, %1670 ], [ 0, %1666 ]
  %1669 = icmp slt i64 %1668, 4
  br i1 %1669, label %1670, label %1690

1670:                                             ; preds = %1667
  %1671 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1570, 1
  %1672 = mul nuw nsw i64 %1656, 128
  %1673 = mul nuw nsw i64 %1660, 64
  %1674 = add nuw nsw i64 %1672, %1673
  %1675 = mul nuw nsw i64 %1664, 8
  %1676 = add nuw nsw i64 %1674, %1675
  %1677 = add nuw nsw i64 %1676, %1668
  %1678 = getelementptr inbounds nuw float, ptr %1671, i64 %1677
  %1679 = load float, ptr %1678, align 4
  %1680 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1654, 1
  %1681 = getelementptr float, ptr %1680, i64 4
  %1682 = mul nuw nsw i64 %1656, 128
  %1683 = mul nuw nsw i64 %1660, 64
  %1684 = add nuw nsw i64 %1682, %1683
  %1685 = mul nuw nsw i64 %1664, 8
  %1686 = add nuw nsw i64 %1684, %1685
  %1687 = add nuw nsw i64 %1686, %1668
  %1688 = getelementptr inbounds nuw float, ptr %1681, i64 %1687
  store float %1679, ptr %1688, align 4
  %1689 = add i64 %1668, 1
  br label %1667

1690:                                             ; preds = %1667
  %1691 = add i64 %1664, 1
  br label %1663

1692:                                             ; preds = %1663
  %1693 = add i64 %1660, 1
  br label %1659

1694:                                             ; preds = %1659
  %1695 = add i64 %1656, 1
  br label %1655

1696:                                             ; preds = %1655
  %1697 = call ptr @malloc(i64 1088)
  %1698 = ptrtoint ptr %1697 to i64
  %1699 = add i64 %1698, 63
  %1700 = urem i64 %1699, 64
  %1701 = sub i64 %1699, %1700
  %1702 = inttoptr i64 %1701 to ptr
  %1703 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %1697, 0
  %1704 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1703, ptr %1702, 1
  %1705 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1704, i64 0, 2
  %1706 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1705, i64 1, 3, 0
  %1707 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1706, i64 2, 3, 1
  %1708 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1707, i64 2, 3, 2
  %1709 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1708, i64 8, 3, 3
  %1710 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1709, i64 8, 3, 4
  %1711 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1710, i64 256, 4, 0
  %1712 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1711, i64 128, 4, 1
  %1713 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1712, i64 64, 4, 2
  %1714 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1713, i64 8, 4, 3
  %1715 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1714, i64 1, 4, 4
  br label %1716

1716:                                             ; preds = %1762, %1696
  %1717 = phi i64 [ %1763, %1762 ], [ 0, %1696 ]
  %1718 = icmp slt i64 %1717, 1
  br i1 %1718, label %1719, label %1764

1719:                                             ; preds = %1716
  br label %1720

1720:                                             ; preds = %1760, %1719
  %1721 = phi i64 [ %1761, %1760 ], [ 0, %1719 ]
  %1722 = icmp slt i64 %1721, 2
  br i1 %1722, label %1723, label %1762

1723:                                             ; preds = %1720
  br label %1724

1724:                                             ; preds = %1758, %1723
  %1725 = phi i64 [ %1759, %1758 ], [ 0, %1723 ]
  %1726 = icmp slt i64 %1725, 2
  br i1 %1726, label %1727, label %1760

1727:                                             ; preds = %1724
  br label %1728

1728:                                             ; preds = %1756, %1727
  %1729 = phi i64 [ %1757, %1756 ], [ 0, %1727 ]
  %1730 = icmp slt i64 %1729, 8
  br i1 %1730, label %1731, label %1758

1731:                                             ; preds = %1728
  br label %1732

1732:                                             ; preds = %1735, %1731
  %1733 = phi i64 [ %1755, %1735 ], [ 0, %1731 ]
  %1734 = icmp slt i64 %1733, 8
  br i1 %1734, label %1735, label %1756

1735:                                             ; preds = %1732
  %1736 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1169, 1
  %1737 = mul nuw nsw i64 %1717, 128
  %1738 = mul nuw nsw i64 %1729, 16
  %1739 = add nuw nsw i64 %1737, %1738
  %1740 = mul nuw nsw i64 %1721, 8
  %1741 = add nuw nsw i64 %1739, %1740
  %1742 = add nuw nsw i64 %1741, %1733
  %1743 = getelementptr inbounds nuw float, ptr %1736, i64 %1742
  %1744 = load float, ptr %1743, align 4
  %1745 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1715, 1
  %1746 = mul nuw nsw i64 %1717, 256
  %1747 = mul nuw nsw i64 %1721, 128
  %1748 = add nuw nsw i64 %1746, %1747
  %1749 = mul nuw nsw i64 %1725, 64
  %1750 = add nuw nsw i64 %1748, %1749
  %1751 = mul nuw nsw i64 %1729, 8
  %1752 = add nuw nsw i64 %1750, %1751
  %1753 = add nuw nsw i64 %1752, %1733
  %1754 = getelementptr inbounds nuw float, ptr %1745, i64 %1753
  store float %1744, ptr %1754, align 4
  %1755 = add i64 %1733, 1
  br label %1732

1756:                                             ; preds = %1732
  %1757 = add i64 %1729, 1
  br label %1728

1758:                                             ; preds = %1728
  %1759 = add i64 %1725, 1
  br label %1724

1760:                                             ; preds = %1724
  %1761 = add i64 %1721, 1
  br label %1720

1762:                                             ; preds = %1720
  %1763 = add i64 %1717, 1
  br label %1716

1764:                                             ; preds = %1716
  %1765 = call ptr @malloc(i64 1088)
  %1766 = ptrtoint ptr %1765 to i64
  %1767 = add i64 %1766, 63
  %1768 = urem i64 %1767, 64
  %1769 = sub i64 %1767, %1768
  %1770 = inttoptr i64 %1769 to ptr
  %1771 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %1765, 0
  %1772 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1771, ptr %1770, 1
  %1773 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1772, i64 0, 2
  %1774 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1773, i64 1, 3, 0
  %1775 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1774, i64 2, 3, 1
  %1776 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1775, i64 2, 3, 2
  %1777 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1776, i64 8, 3, 3
  %1778 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1777, i64 8, 3, 4
  %1779 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1778, i64 256, 4, 0
  %1780 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1779, i64 128, 4, 1
  %1781 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1780, i64 64, 4, 2
  %1782 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1781, i64 8, 4, 3
  %1783 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1782, i64 1, 4, 4
  br label %1784

1784:                                             ; preds = %1859, %1764
  %1785 = phi i64 [ %1860, %1859 ], [ 0, %1764 ]
  %1786 = icmp slt i64 %1785, 1
  br i1 %1786, label %1787, label %1861

1787:                                             ; preds = %1784
  br label %1788

1788:                                             ; preds = %1857, %1787
  %1789 = phi i64 [ %1858, %1857 ], [ 0, %1787 ]
  %1790 = icmp slt i64 %1789, 2
  br i1 %1790, label %1791, label %1859

1791:                                             ; preds = %1788
  br label %1792

1792:                                             ; preds = %1855, %1791
  %1793 = phi i64 [ %1856, %1855 ], [ 0, %1791 ]
  %1794 = icmp slt i64 %1793, 2
  br i1 %1794, label %1795, label %1857

1795:                                             ; preds = %1792
  br label %1796

1796:                                             ; preds = %1853, %1795
  %1797 = phi i64 [ %1854, %1853 ], [ 0, %1795 ]
  %1798 = icmp slt i64 %1797, 8
  br i1 %1798, label %1799, label %1855

1799:                                             ; preds = %1796
  br label %1800

1800:                                             ; preds = %1803, %1799
  %1801 = phi i64 [ %1852, %1803 ], [ 0, %1799 ]
  %1802 = icmp slt i64 %1801, 8
  br i1 %1802, label %1803, label %1853

1803:                                             ; preds = %1800
  %1804 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1111, 1
  %1805 = mul nuw nsw i64 %1785, 128
  %1806 = mul nuw nsw i64 %1789, 64
  %1807 = add nuw nsw i64 %1805, %1806
  %1808 = mul nuw nsw i64 %1801, 8
  %1809 = add nuw nsw i64 %1807, %1808
  %1810 = add nuw nsw i64 %1809, %1797
  %1811 = getelementptr inbounds nuw float, ptr %1804, i64 %1810
  %1812 = load float, ptr %1811, align 4
  %1813 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %375, 1
  %1814 = mul nuw nsw i64 %1785, 64
  %1815 = add nuw nsw i64 %1814, 0
  %1816 = mul nuw nsw i64 %1801, 8
  %1817 = add nuw nsw i64 %1815, %1816
  %1818 = add nuw nsw i64 %1817, %1797
  %1819 = getelementptr inbounds nuw float, ptr %1813, i64 %1818
  %1820 = load float, ptr %1819, align 4
  %1821 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1587, 1
  %1822 = mul nuw nsw i64 %1785, 128
  %1823 = mul nuw nsw i64 %1789, 64
  %1824 = add nuw nsw i64 %1822, %1823
  %1825 = mul nuw nsw i64 %1801, 8
  %1826 = add nuw nsw i64 %1824, %1825
  %1827 = add nuw nsw i64 %1826, %1797
  %1828 = getelementptr inbounds nuw float, ptr %1821, i64 %1827
  %1829 = load float, ptr %1828, align 4
  %1830 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %434, 1
  %1831 = mul nuw nsw i64 %1785, 64
  %1832 = add nuw nsw i64 %1831, 0
  %1833 = mul nuw nsw i64 %1801, 8
  %1834 = add nuw nsw i64 %1832, %1833
  %1835 = add nuw nsw i64 %1834, %1797
  %1836 = getelementptr inbounds nuw float, ptr %1830, i64 %1835
  %1837 = load float, ptr %1836, align 4
  %1838 = fmul float %1829, %1837
  %1839 = fmul float %1812, %1820
  %1840 = fadd float %1839, %1838
  %1841 = fmul float %1840, f0x3F1837F0
  %1842 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1783, 1
  %1843 = mul nuw nsw i64 %1785, 256
  %1844 = mul nuw nsw i64 %1789, 128
  %1845 = add nuw nsw i64 %1843, %1844
  %1846 = mul nuw nsw i64 %1793, 64
  %1847 = add nuw nsw i64 %1845, %1846
  %1848 = mul nuw nsw i64 %1797, 8
  %1849 = add nuw nsw i64 %1847, %1848
  %1850 = add nuw nsw i64 %1849, %1801
  %1851 = getelementptr inbounds nuw float, ptr %1842, i64 %1850
  store float %1841, ptr %1851, align 4
  %1852 = add i64 %1801, 1
  br label %1800

1853:                                             ; preds = %1800
  %1854 = add i64 %1797, 1
  br label %1796

1855:                                             ; preds = %1796
  %1856 = add i64 %1793, 1
  br label %1792

1857:                                             ; preds = %1792
  %1858 = add i64 %1789, 1
  br label %1788

1859:                                             ; preds = %1788
  %1860 = add i64 %1785, 1
  br label %1784

1861:                                             ; preds = %1784
  %1862 = call ptr @malloc(i64 1088)
  %1863 = ptrtoint ptr %1862 to i64
  %1864 = add i64 %1863, 63
  %1865 = urem i64 %1864, 64
  %1866 = sub i64 %1864, %1865
  %1867 = inttoptr i64 %1866 to ptr
  %1868 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1862, 0
  %1869 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1868, ptr %1867, 1
  %1870 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1869, i64 0, 2
  %1871 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1870, i64 4, 3, 0
  %1872 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1871, i64 8, 3, 1
  %1873 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1872, i64 8, 3, 2
  %1874 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1873, i64 64, 4, 0
  %1875 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1874, i64 8, 4, 1
  %1876 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1875, i64 1, 4, 2
  br label %1877

1877:                                             ; preds = %1898, %1861
  %1878 = phi i64 [ %1899, %1898 ], [ 0, %1861 ]
  %1879 = icmp slt i64 %1878, 4
  br i1 %1879, label %1880, label %1900

1880:                                             ; preds = %1877
  br label %1881

1881:                                             ; preds = %1896, %1880
  %1882 = phi i64 [ %1897, %1896 ], [ 0, %1880 ]
  %1883 = icmp slt i64 %1882, 8
  br i1 %1883, label %1884, label %1898

1884:                                             ; preds = %1881
  br label %1885

1885:                                             ; preds = %1888, %1884
  %1886 = phi i64 [ %1895, %1888 ], [ 0, %1884 ]
  %1887 = icmp slt i64 %1886, 8
  br i1 %1887, label %1888, label %1896

1888:                                             ; preds = %1885
  %1889 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1876, 1
  %1890 = mul nuw nsw i64 %1878, 64
  %1891 = mul nuw nsw i64 %1882, 8
  %1892 = add nuw nsw i64 %1890, %1891
  %1893 = add nuw nsw i64 %1892, %1886
  %1894 = getelementptr inbounds nuw float, ptr %1889, i64 %1893
  store float 0.000000e+00, ptr %1894, align 4
  %1895 = add i64 %1886, 1
  br label %1885

1896:                                             ; preds = %1885
  %1897 = add i64 %1882, 1
  br label %1881

1898:                                             ; preds = %1881
  %1899 = add i64 %1878, 1
  br label %1877

1900:                                             ; preds = %1877
  %1901 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1783, 0
  %1902 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1783, 1
  %1903 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1901, 0
  %1904 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1903, ptr %1902, 1
  %1905 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1904, i64 0, 2
  %1906 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1905, i64 1, 3, 0
  %1907 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1906, i64 256, 4, 0
  %1908 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1907, i64 4, 3, 1
  %1909 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1908, i64 64, 4, 1
  %1910 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1909, i64 8, 3, 2
  %1911 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1910, i64 8, 4, 2
  %1912 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1911, i64 8, 3, 3
  %1913 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1912, i64 1, 4, 3
  %1914 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1876, 0
  %1915 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1876, 1
  %1916 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1914, 0
  %1917 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1916, ptr %1915, 1
  %1918 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1917, i64 0, 2
  %1919 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1918, i64 1, 3, 0
  %1920 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1919, i64 256, 4, 0
  %1921 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1920, i64 4, 3, 1
  %1922 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1921, i64 64, 4, 1
  %1923 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1922, i64 8, 3, 2
  %1924 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1923, i64 8, 4, 2
  %1925 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1924, i64 8, 3, 3
  %1926 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1925, i64 1, 4, 3
  %1927 = call ptr @malloc(i64 1088)
  %1928 = ptrtoint ptr %1927 to i64
  %1929 = add i64 %1928, 63
  %1930 = urem i64 %1929, 64
  %1931 = sub i64 %1929, %1930
  %1932 = inttoptr i64 %1931 to ptr
  %1933 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1927, 0
  %1934 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1933, ptr %1932, 1
  %1935 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1934, i64 0, 2
  %1936 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1935, i64 1, 3, 0
  %1937 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1936, i64 4, 3, 1
  %1938 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1937, i64 8, 3, 2
  %1939 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1938, i64 8, 3, 3
  %1940 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1939, i64 256, 4, 0
  %1941 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1940, i64 64, 4, 1
  %1942 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1941, i64 8, 4, 2
  %1943 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1942, i64 1, 4, 3
  br label %1944

1944:                                             ; preds = %1982, %1900
  %1945 = phi i64 [ %1983, %1982 ], [ 0, %1900 ]
  %1946 = icmp slt i64 %1945, 1
  br i1 %1946, label %1947, label %1984

1947:                                             ; preds = %1944
  br label %1948

1948:                                             ; preds = %1980, %1947
  %1949 = phi i64 [ %1981, %1980 ], [ 0, %1947 ]
  %1950 = icmp slt i64 %1949, 4
  br i1 %1950, label %1951, label %1982

1951:                                             ; preds = %1948
  br label %1952

1952:                                             ; preds = %1978, %1951
  %1953 = phi i64 [ %1979, %1978 ], [ 0, %1951 ]
  %1954 = icmp slt i64 %1953, 8
  br i1 %1954, label %1955, label %1980

1955:                                             ; preds = %1952
  br label %1956

1956:                                             ; preds = %1959, %1955
  %1957 = phi i64 [ %1977, %1959 ], [ 0, %1955 ]
  %1958 = icmp slt i64 %1957, 8
  br i1 %1958, label %1959, label %1978

1959:                                             ; preds = %1956
  %1960 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1926, 1
  %1961 = mul nuw nsw i64 %1945, 256
  %1962 = mul nuw nsw i64 %1949, 64
  %1963 = add nuw nsw i64 %1961, %1962
  %1964 = mul nuw nsw i64 %1953, 8
  %1965 = add nuw nsw i64 %1963, %1964
  %1966 = add nuw nsw i64 %1965, %1957
  %1967 = getelementptr inbounds nuw float, ptr %1960, i64 %1966
  %1968 = load float, ptr %1967, align 4
  %1969 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1943, 1
  %1970 = mul nuw nsw i64 %1945, 256
  %1971 = mul nuw nsw i64 %1949, 64
  %1972 = add nuw nsw i64 %1970, %1971
  %1973 = mul nuw nsw i64 %1953, 8
  %1974 = add nuw nsw i64 %1972, %1973
  %1975 = add nuw nsw i64 %1974, %1957
  %1976 = getelementptr inbounds nuw float, ptr %1969, i64 %1975
  store float %1968, ptr %1976, align 4
  %1977 = add i64 %1957, 1
  br label %1956

1978:                                             ; preds = %1956
  %1979 = add i64 %1953, 1
  br label %1952

1980:                                             ; preds = %1952
  %1981 = add i64 %1949, 1
  br label %1948

1982:                                             ; preds = %1948
  %1983 = add i64 %1945, 1
  br label %1944

1984:                                             ; preds = %1944
  br label %1985

1985:                                             ; preds = %2078, %1984
  %1986 = phi i64 [ %2079, %2078 ], [ 0, %1984 ]
  %1987 = icmp slt i64 %1986, 1
  br i1 %1987, label %1988, label %2080

1988:                                             ; preds = %1985
  br label %1989

1989:                                             ; preds = %2076, %1988
  %1990 = phi i64 [ %2077, %2076 ], [ 0, %1988 ]
  %1991 = icmp slt i64 %1990, 4
  br i1 %1991, label %1992, label %2078

1992:                                             ; preds = %1989
  br label %1993

1993:                                             ; preds = %2074, %1992
  %1994 = phi i64 [ %2075, %2074 ], [ 0, %1992 ]
  %1995 = icmp slt i64 %1994, 8
  br i1 %1995, label %1996, label %2076

1996:                                             ; preds = %1993
  br label %1997

1997:                                             ; preds = %2072, %1996
  %1998 = phi i64 [ %2073, %2072 ], [ 0, %1996 ]
  %1999 = icmp slt i64 %1998, 8
  br i1 %1999, label %2000, label %2074

2000:                                             ; preds = %1997
  br label %2001

2001:                                             ; preds = %2004, %2000
  %2002 = phi i64 [ %2071, %2004 ], [ 0, %2000 ]
  %2003 = icmp slt i64 %2002, 8
  br i1 %2003, label %2004, label %2072

2004:                                             ; preds = %2001
  %2005 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %891, 1
  %2006 = mul nuw nsw i64 %1986, 256
  %2007 = mul nuw nsw i64 %1990, 64
  %2008 = add nuw nsw i64 %2006, %2007
  %2009 = mul nuw nsw i64 %1994, 8
  %2010 = add nuw nsw i64 %2008, %2009
  %2011 = add nuw nsw i64 %2010, %2002
  %2012 = getelementptr inbounds nuw float, ptr %2005, i64 %2011
  %2013 = load float, ptr %2012, align 4
  %2014 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %375, 1
  %2015 = mul nuw nsw i64 %1986, 64
  %2016 = add nuw nsw i64 %2015, 0
  %2017 = mul nuw nsw i64 %1994, 8
  %2018 = add nuw nsw i64 %2016, %2017
  %2019 = add nuw nsw i64 %2018, %2002
  %2020 = getelementptr inbounds nuw float, ptr %2014, i64 %2019
  %2021 = load float, ptr %2020, align 4
  %2022 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1375, 1
  %2023 = mul nuw nsw i64 %1986, 256
  %2024 = mul nuw nsw i64 %1990, 64
  %2025 = add nuw nsw i64 %2023, %2024
  %2026 = mul nuw nsw i64 %1994, 8
  %2027 = add nuw nsw i64 %2025, %2026
  %2028 = add nuw nsw i64 %2027, %2002
  %2029 = getelementptr inbounds nuw float, ptr %2022, i64 %2028
  %2030 = load float, ptr %2029, align 4
  %2031 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %434, 1
  %2032 = mul nuw nsw i64 %1986, 64
  %2033 = add nuw nsw i64 %2032, 0
  %2034 = mul nuw nsw i64 %1994, 8
  %2035 = add nuw nsw i64 %2033, %2034
  %2036 = add nuw nsw i64 %2035, %2002
  %2037 = getelementptr inbounds nuw float, ptr %2031, i64 %2036
  %2038 = load float, ptr %2037, align 4
  %2039 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1913, 1
  %2040 = mul nuw nsw i64 %1986, 256
  %2041 = mul nuw nsw i64 %1990, 64
  %2042 = add nuw nsw i64 %2040, %2041
  %2043 = mul nuw nsw i64 %2002, 8
  %2044 = add nuw nsw i64 %2042, %2043
  %2045 = add nuw nsw i64 %2044, %1998
  %2046 = getelementptr inbounds nuw float, ptr %2039, i64 %2045
  %2047 = load float, ptr %2046, align 4
  %2048 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1943, 1
  %2049 = mul nuw nsw i64 %1986, 256
  %2050 = mul nuw nsw i64 %1990, 64
  %2051 = add nuw nsw i64 %2049, %2050
  %2052 = mul nuw nsw i64 %1994, 8
  %2053 = add nuw nsw i64 %2051, %2052
  %2054 = add nuw nsw i64 %2053, %1998
  %2055 = getelementptr inbounds nuw float, ptr %2048, i64 %2054
  %2056 = load float, ptr %2055, align 4
  %2057 = fmul float %2030, %2038
  %2058 = fmul float %2013, %2021
  %2059 = fadd float %2058, %2057
  %2060 = fmul float %2059, f0x3F1837F0
  %2061 = fmul float %2060, %2047
  %2062 = fadd float %2056, %2061
  %2063 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1943, 1
  %2064 = mul nuw nsw i64 %1986, 256
  %2065 = mul nuw nsw i64 %1990, 64
  %2066 = add nuw nsw i64 %2064, %2065
  %2067 = mul nuw nsw i64 %1994, 8
  %2068 = add nuw nsw i64 %2066, %2067
  %2069 = add nuw nsw i64 %2068, %1998
  %2070 = getelementptr inbounds nuw float, ptr %2063, i64 %2069
  store float %2062, ptr %2070, align 4
  %2071 = add i64 %2002, 1
  br label %2001

2072:                                             ; preds = %2001
  %2073 = add i64 %1998, 1
  br label %1997

2074:                                             ; preds = %1997
  %2075 = add i64 %1994, 1
  br label %1993

2076:                                             ; preds = %1993
  %2077 = add i64 %1990, 1
  br label %1989

2078:                                             ; preds = %1989
  %2079 = add i64 %1986, 1
  br label %1985

2080:                                             ; preds = %1985
  %2081 = call ptr @malloc(i64 1088)
  %2082 = ptrtoint ptr %2081 to i64
  %2083 = add i64 %2082, 63
  %2084 = urem i64 %2083, 64
  %2085 = sub i64 %2083, %2084
  %2086 = inttoptr i64 %2085 to ptr
  %2087 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2081, 0
  %2088 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2087, ptr %2086, 1
  %2089 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2088, i64 0, 2
  %2090 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2089, i64 1, 3, 0
  %2091 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2090, i64 4, 3, 1
  %2092 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2091, i64 8, 3, 2
  %2093 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2092, i64 8, 3, 3
  %2094 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2093, i64 256, 4, 0
  %2095 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2094, i64 64, 4, 1
  %2096 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2095, i64 8, 4, 2
  %2097 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2096, i64 1, 4, 3
  br label %2098

2098:                                             ; preds = %2145, %2080
  %2099 = phi i64 [ %2146, %2145 ], [ 0, %2080 ]
  %2100 = icmp slt i64 %2099, 1
  br i1 %2100, label %2101, label %2147

2101:                                             ; preds = %2098
  br label %2102

2102:                                             ; preds = %2143, %2101
  %2103 = phi i64 [ %2144, %2143 ], [ 0, %2101 ]
  %2104 = icmp slt i64 %2103, 4
  br i1 %2104, label %2105, label %2145

2105:                                             ; preds = %2102
  br label %2106

2106:                                             ; preds = %2141, %2105
  %2107 = phi i64 [ %2142, %2141 ], [ 0, %2105 ]
  %2108 = icmp slt i64 %2107, 8
  br i1 %2108, label %2109, label %2143

2109:                                             ; preds = %2106
  br label %2110

2110:                                             ; preds = %2113, %2109
  %2111 = phi i64 [ %2140, %2113 ], [ 0, %2109 ]
  %2112 = icmp slt i64 %2111, 8
  br i1 %2112, label %2113, label %2141

2113:                                             ; preds = %2110
  %2114 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1943, 1
  %2115 = mul nuw nsw i64 %2099, 256
  %2116 = mul nuw nsw i64 %2103, 64
  %2117 = add nuw nsw i64 %2115, %2116
  %2118 = mul nuw nsw i64 %2107, 8
  %2119 = add nuw nsw i64 %2117, %2118
  %2120 = add nuw nsw i64 %2119, %2111
  %2121 = getelementptr inbounds nuw float, ptr %2114, i64 %2120
  %2122 = load float, ptr %2121, align 4
  %2123 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %547, 1
  %2124 = mul nuw nsw i64 %2099, 64
  %2125 = add nuw nsw i64 %2124, 0
  %2126 = mul nuw nsw i64 %2107, 8
  %2127 = add nuw nsw i64 %2125, %2126
  %2128 = add nuw nsw i64 %2127, %2111
  %2129 = getelementptr inbounds nuw float, ptr %2123, i64 %2128
  %2130 = load float, ptr %2129, align 4
  %2131 = fadd float %2122, %2130
  %2132 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2097, 1
  %2133 = mul nuw nsw i64 %2099, 256
  %2134 = mul nuw nsw i64 %2103, 64
  %2135 = add nuw nsw i64 %2133, %2134
  %2136 = mul nuw nsw i64 %2107, 8
  %2137 = add nuw nsw i64 %2135, %2136
  %2138 = add nuw nsw i64 %2137, %2111
  %2139 = getelementptr inbounds nuw float, ptr %2132, i64 %2138
  store float %2131, ptr %2139, align 4
  %2140 = add i64 %2111, 1
  br label %2110

2141:                                             ; preds = %2110
  %2142 = add i64 %2107, 1
  br label %2106

2143:                                             ; preds = %2106
  %2144 = add i64 %2103, 1
  br label %2102

2145:                                             ; preds = %2102
  %2146 = add i64 %2099, 1
  br label %2098

2147:                                             ; preds = %2098
  br label %2148

2148:                                             ; preds = %2169, %2147
  %2149 = phi i64 [ %2170, %2169 ], [ 0, %2147 ]
  %2150 = icmp slt i64 %2149, 1
  br i1 %2150, label %2151, label %2171

2151:                                             ; preds = %2148
  br label %2152

2152:                                             ; preds = %2167, %2151
  %2153 = phi i64 [ %2168, %2167 ], [ 0, %2151 ]
  %2154 = icmp slt i64 %2153, 4
  br i1 %2154, label %2155, label %2169

2155:                                             ; preds = %2152
  br label %2156

2156:                                             ; preds = %2159, %2155
  %2157 = phi i64 [ %2166, %2159 ], [ 0, %2155 ]
  %2158 = icmp slt i64 %2157, 8
  br i1 %2158, label %2159, label %2167

2159:                                             ; preds = %2156
  %2160 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %123, 1
  %2161 = mul nuw nsw i64 %2149, 32
  %2162 = mul nuw nsw i64 %2153, 8
  %2163 = add nuw nsw i64 %2161, %2162
  %2164 = add nuw nsw i64 %2163, %2157
  %2165 = getelementptr inbounds nuw float, ptr %2160, i64 %2164
  store float -inf, ptr %2165, align 4
  %2166 = add i64 %2157, 1
  br label %2156

2167:                                             ; preds = %2156
  %2168 = add i64 %2153, 1
  br label %2152

2169:                                             ; preds = %2152
  %2170 = add i64 %2149, 1
  br label %2148

2171:                                             ; preds = %2148
  %2172 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2097, 0
  %2173 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2097, 1
  %2174 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %2172, 0
  %2175 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2174, ptr %2173, 1
  %2176 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2175, i64 0, 2
  %2177 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2176, i64 1, 3, 0
  %2178 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2177, i64 256, 4, 0
  %2179 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2178, i64 4, 3, 1
  %2180 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2179, i64 64, 4, 1
  %2181 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2180, i64 8, 3, 2
  %2182 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2181, i64 8, 4, 2
  %2183 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2182, i64 1, 3, 3
  %2184 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2183, i64 8, 4, 3
  %2185 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2184, i64 8, 3, 4
  %2186 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2185, i64 1, 4, 4
  %2187 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %123, 0
  %2188 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %123, 1
  %2189 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2187, 0
  %2190 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2189, ptr %2188, 1
  %2191 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2190, i64 0, 2
  %2192 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2191, i64 1, 3, 0
  %2193 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2192, i64 32, 4, 0
  %2194 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2193, i64 4, 3, 1
  %2195 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2194, i64 8, 4, 1
  %2196 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2195, i64 8, 3, 2
  %2197 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2196, i64 1, 4, 2
  %2198 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2197, i64 1, 3, 3
  %2199 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2198, i64 1, 4, 3
  %2200 = call ptr @malloc(i64 192)
  %2201 = ptrtoint ptr %2200 to i64
  %2202 = add i64 %2201, 63
  %2203 = urem i64 %2202, 64
  %2204 = sub i64 %2202, %2203
  %2205 = inttoptr i64 %2204 to ptr
  %2206 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2200, 0
  %2207 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2206, ptr %2205, 1
  %2208 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2207, i64 0, 2
  %2209 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2208, i64 1, 3, 0
  %2210 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2209, i64 4, 3, 1
  %2211 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2210, i64 8, 3, 2
  %2212 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2211, i64 1, 3, 3
  %2213 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2212, i64 32, 4, 0
  %2214 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2213, i64 8, 4, 1
  %2215 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2214, i64 1, 4, 2
  %2216 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2215, i64 1, 4, 3
  br label %2217

2217:                                             ; preds = %2253, %2171
  %2218 = phi i64 [ %2254, %2253 ], [ 0, %2171 ]
  %2219 = icmp slt i64 %2218, 1
  br i1 %2219, label %2220, label %2255

2220:                                             ; preds = %2217
  br label %2221

2221:                                             ; preds = %2251, %2220
  %2222 = phi i64 [ %2252, %2251 ], [ 0, %2220 ]
  %2223 = icmp slt i64 %2222, 4
  br i1 %2223, label %2224, label %2253

2224:                                             ; preds = %2221
  br label %2225

2225:                                             ; preds = %2249, %2224
  %2226 = phi i64 [ %2250, %2249 ], [ 0, %2224 ]
  %2227 = icmp slt i64 %2226, 8
  br i1 %2227, label %2228, label %2251

2228:                                             ; preds = %2225
  br label %2229

2229:                                             ; preds = %2232, %2228
  %2230 = phi i64 [ %2248, %2232 ], [ 0, %2228 ]
  %2231 = icmp slt i64 %2230, 1
  br i1 %2231, label %2232, label %2249

2232:                                             ; preds = %2229
  %2233 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2199, 1
  %2234 = mul nuw nsw i64 %2218, 32
  %2235 = mul nuw nsw i64 %2222, 8
  %2236 = add nuw nsw i64 %2234, %2235
  %2237 = add nuw nsw i64 %2236, %2226
  %2238 = add nuw nsw i64 %2237, %2230
  %2239 = getelementptr inbounds nuw float, ptr %2233, i64 %2238
  %2240 = load float, ptr %2239, align 4
  %2241 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2216, 1
  %2242 = mul nuw nsw i64 %2218, 32
  %2243 = mul nuw nsw i64 %2222, 8
  %2244 = add nuw nsw i64 %2242, %2243
  %2245 = add nuw nsw i64 %2244, %2226
  %2246 = add nuw nsw i64 %2245, %2230
  %2247 = getelementptr inbounds nuw float, ptr %2241, i64 %2246
  store float %2240, ptr %2247, align 4
  %2248 = add i64 %2230, 1
  br label %2229

2249:                                             ; preds = %2229
  %2250 = add i64 %2226, 1
  br label %2225

2251:                                             ; preds = %2225
  %2252 = add i64 %2222, 1
  br label %2221

2253:                                             ; preds = %2221
  %2254 = add i64 %2218, 1
  br label %2217

2255:                                             ; preds = %2217
  br label %2256

2256:                                             ; preds = %2310, %2255
  %2257 = phi i64 [ %2311, %2310 ], [ 0, %2255 ]
  %2258 = icmp slt i64 %2257, 1
  br i1 %2258, label %2259, label %2312

2259:                                             ; preds = %2256
  br label %2260

2260:                                             ; preds = %2308, %2259
  %2261 = phi i64 [ %2309, %2308 ], [ 0, %2259 ]
  %2262 = icmp slt i64 %2261, 4
  br i1 %2262, label %2263, label %2310

2263:                                             ; preds = %2260
  br label %2264

2264:                                             ; preds = %2306, %2263
  %2265 = phi i64 [ %2307, %2306 ], [ 0, %2263 ]
  %2266 = icmp slt i64 %2265, 8
  br i1 %2266, label %2267, label %2308

2267:                                             ; preds = %2264
  br label %2268

2268:                                             ; preds = %2304, %2267
  %2269 = phi i64 [ %2305, %2304 ], [ 0, %2267 ]
  %2270 = icmp slt i64 %2269, 1
  br i1 %2270, label %2271, label %2306

2271:                                             ; preds = %2268
  br label %2272

2272:                                             ; preds = %2275, %2271
  %2273 = phi i64 [ %2303, %2275 ], [ 0, %2271 ]
  %2274 = icmp slt i64 %2273, 8
  br i1 %2274, label %2275, label %2304

2275:                                             ; preds = %2272
  %2276 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2186, 1
  %2277 = mul nuw nsw i64 %2257, 256
  %2278 = mul nuw nsw i64 %2261, 64
  %2279 = add nuw nsw i64 %2277, %2278
  %2280 = mul nuw nsw i64 %2265, 8
  %2281 = add nuw nsw i64 %2279, %2280
  %2282 = mul nuw nsw i64 %2269, 8
  %2283 = add nuw nsw i64 %2281, %2282
  %2284 = add nuw nsw i64 %2283, %2273
  %2285 = getelementptr inbounds nuw float, ptr %2276, i64 %2284
  %2286 = load float, ptr %2285, align 4
  %2287 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2216, 1
  %2288 = mul nuw nsw i64 %2257, 32
  %2289 = mul nuw nsw i64 %2261, 8
  %2290 = add nuw nsw i64 %2288, %2289
  %2291 = add nuw nsw i64 %2290, %2265
  %2292 = add nuw nsw i64 %2291, %2269
  %2293 = getelementptr inbounds nuw float, ptr %2287, i64 %2292
  %2294 = load float, ptr %2293, align 4
  %2295 = call float @llvm.maximum.f32(float %2286, float %2294)
  %2296 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2216, 1
  %2297 = mul nuw nsw i64 %2257, 32
  %2298 = mul nuw nsw i64 %2261, 8
  %2299 = add nuw nsw i64 %2297, %2298
  %2300 = add nuw nsw i64 %2299, %2265
  %2301 = add nuw nsw i64 %2300, %2269
  %2302 = getelementptr inbounds nuw float, ptr %2296, i64 %2301
  store float %2295, ptr %2302, align 4
  %2303 = add i64 %2273, 1
  br label %2272

2304:                                             ; preds = %2272
  %2305 = add i64 %2269, 1
  br label %2268

2306:                                             ; preds = %2268
  %2307 = add i64 %2265, 1
  br label %2264

2308:                                             ; preds = %2264
  %2309 = add i64 %2261, 1
  br label %2260

2310:                                             ; preds = %2260
  %2311 = add i64 %2257, 1
  br label %2256

2312:                                             ; preds = %2256
  br label %2313

2313:                                             ; preds = %2362, %2312
  %2314 = phi i64 [ %2363, %2362 ], [ 0, %2312 ]
  %2315 = icmp slt i64 %2314, 1
  br i1 %2315, label %2316, label %2364

2316:                                             ; preds = %2313
  br label %2317

2317:                                             ; preds = %2360, %2316
  %2318 = phi i64 [ %2361, %2360 ], [ 0, %2316 ]
  %2319 = icmp slt i64 %2318, 4
  br i1 %2319, label %2320, label %2362

2320:                                             ; preds = %2317
  br label %2321

2321:                                             ; preds = %2358, %2320
  %2322 = phi i64 [ %2359, %2358 ], [ 0, %2320 ]
  %2323 = icmp slt i64 %2322, 8
  br i1 %2323, label %2324, label %2360

2324:                                             ; preds = %2321
  br label %2325

2325:                                             ; preds = %2328, %2324
  %2326 = phi i64 [ %2357, %2328 ], [ 0, %2324 ]
  %2327 = icmp slt i64 %2326, 8
  br i1 %2327, label %2328, label %2358

2328:                                             ; preds = %2325
  %2329 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2097, 1
  %2330 = mul nuw nsw i64 %2314, 256
  %2331 = mul nuw nsw i64 %2318, 64
  %2332 = add nuw nsw i64 %2330, %2331
  %2333 = mul nuw nsw i64 %2322, 8
  %2334 = add nuw nsw i64 %2332, %2333
  %2335 = add nuw nsw i64 %2334, %2326
  %2336 = getelementptr inbounds nuw float, ptr %2329, i64 %2335
  %2337 = load float, ptr %2336, align 4
  %2338 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2216, 1
  %2339 = mul nuw nsw i64 %2314, 32
  %2340 = mul nuw nsw i64 %2318, 8
  %2341 = add nuw nsw i64 %2339, %2340
  %2342 = add nuw nsw i64 %2341, %2322
  %2343 = add nuw nsw i64 %2342, 0
  %2344 = getelementptr inbounds nuw float, ptr %2338, i64 %2343
  %2345 = load float, ptr %2344, align 4
  %2346 = fsub float %2337, %2345
  %2347 = fmul float %2346, f0x3FB8AA3B
  %2348 = call float @llvm.exp2.f32(float %2347)
  %2349 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %891, 1
  %2350 = mul nuw nsw i64 %2314, 256
  %2351 = mul nuw nsw i64 %2318, 64
  %2352 = add nuw nsw i64 %2350, %2351
  %2353 = mul nuw nsw i64 %2322, 8
  %2354 = add nuw nsw i64 %2352, %2353
  %2355 = add nuw nsw i64 %2354, %2326
  %2356 = getelementptr inbounds nuw float, ptr %2349, i64 %2355
  store float %2348, ptr %2356, align 4
  %2357 = add i64 %2326, 1
  br label %2325

2358:                                             ; preds = %2325
  %2359 = add i64 %2322, 1
  br label %2321

2360:                                             ; preds = %2321
  %2361 = add i64 %2318, 1
  br label %2317

2362:                                             ; preds = %2317
  %2363 = add i64 %2314, 1
  br label %2313

2364:                                             ; preds = %2313
  %2365 = call ptr @malloc(i64 192)
  %2366 = ptrtoint ptr %2365 to i64
  %2367 = add i64 %2366, 63
  %2368 = urem i64 %2367, 64
  %2369 = sub i64 %2367, %2368
  %2370 = inttoptr i64 %2369 to ptr
  %2371 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2365, 0
  %2372 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2371, ptr %2370, 1
  %2373 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2372, i64 0, 2
  %2374 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2373, i64 1, 3, 0
  %2375 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2374, i64 4, 3, 1
  %2376 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2375, i64 8, 3, 2
  %2377 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2376, i64 1, 3, 3
  %2378 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2377, i64 32, 4, 0
  %2379 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2378, i64 8, 4, 1
  %2380 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2379, i64 1, 4, 2
  %2381 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2380, i64 1, 4, 3
  br label %2382

2382:                                             ; preds = %2410, %2364
  %2383 = phi i64 [ %2411, %2410 ], [ 0, %2364 ]
  %2384 = icmp slt i64 %2383, 1
  br i1 %2384, label %2385, label %2412

2385:                                             ; preds = %2382
  br label %2386

2386:                                             ; preds = %2408, %2385
  %2387 = phi i64 [ %2409, %2408 ], [ 0, %2385 ]
  %2388 = icmp slt i64 %2387, 4
  br i1 %2388, label %2389, label %2410

2389:                                             ; preds = %2386
  br label %2390

2390:                                             ; preds = %2406, %2389
  %2391 = phi i64 [ %2407, %2406 ], [ 0, %2389 ]
  %2392 = icmp slt i64 %2391, 8
  br i1 %2392, label %2393, label %2408

2393:                                             ; preds = %2390
  br label %2394

2394:                                             ; preds = %2397, %2393
  %2395 = phi i64 [ %2405, %2397 ], [ 0, %2393 ]
  %2396 = icmp slt i64 %2395, 1
  br i1 %2396, label %2397, label %2406

2397:                                             ; preds = %2394
  %2398 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2381, 1
  %2399 = mul nuw nsw i64 %2383, 32
  %2400 = mul nuw nsw i64 %2387, 8
  %2401 = add nuw nsw i64 %2399, %2400
  %2402 = add nuw nsw i64 %2401, %2391
  %2403 = add nuw nsw i64 %2402, %2395
  %2404 = getelementptr inbounds nuw float, ptr %2398, i64 %2403
  store float 0.000000e+00, ptr %2404, align 4
  %2405 = add i64 %2395, 1
  br label %2394

2406:                                             ; preds = %2394
  %2407 = add i64 %2391, 1
  br label %2390

2408:                                             ; preds = %2390
  %2409 = add i64 %2387, 1
  br label %2386

2410:                                             ; preds = %2386
  %2411 = add i64 %2383, 1
  br label %2382

2412:                                             ; preds = %2382
  %2413 = call ptr @malloc(i64 192)
  %2414 = ptrtoint ptr %2413 to i64
  %2415 = add i64 %2414, 63
  %2416 = urem i64 %2415, 64
  %2417 = sub i64 %2415, %2416
  %2418 = inttoptr i64 %2417 to ptr
  %2419 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2413, 0
  %2420 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2419, ptr %2418, 1
  %2421 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2420, i64 0, 2
  %2422 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2421, i64 1, 3, 0
  %2423 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2422, i64 4, 3, 1
  %2424 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2423, i64 8, 3, 2
  %2425 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2424, i64 1, 3, 3
  %2426 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2425, i64 32, 4, 0
  %2427 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2426, i64 8, 4, 1
  %2428 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2427, i64 1, 4, 2
  %2429 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2428, i64 1, 4, 3
  br label %2430

2430:                                             ; preds = %2466, %2412
  %2431 = phi i64 [ %2467, %2466 ], [ 0, %2412 ]
  %2432 = icmp slt i64 %2431, 1
  br i1 %2432, label %2433, label %2468

2433:                                             ; preds = %2430
  br label %2434

2434:                                             ; preds = %2464, %2433
  %2435 = phi i64 [ %2465, %2464 ], [ 0, %2433 ]
  %2436 = icmp slt i64 %2435, 4
  br i1 %2436, label %2437, label %2466

2437:                                             ; preds = %2434
  br label %2438

2438:                                             ; preds = %2462, %2437
  %2439 = phi i64 [ %2463, %2462 ], [ 0, %2437 ]
  %2440 = icmp slt i64 %2439, 8
  br i1 %2440, label %2441, label %2464

2441:                                             ; preds = %2438
  br label %2442

2442:                                             ; preds = %2445, %2441
  %2443 = phi i64 [ %2461, %2445 ], [ 0, %2441 ]
  %2444 = icmp slt i64 %2443, 1
  br i1 %2444, label %2445, label %2462

2445:                                             ; preds = %2442
  %2446 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2381, 1
  %2447 = mul nuw nsw i64 %2431, 32
  %2448 = mul nuw nsw i64 %2435, 8
  %2449 = add nuw nsw i64 %2447, %2448
  %2450 = add nuw nsw i64 %2449, %2439
  %2451 = add nuw nsw i64 %2450, %2443
  %2452 = getelementptr inbounds nuw float, ptr %2446, i64 %2451
  %2453 = load float, ptr %2452, align 4
  %2454 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2429, 1
  %2455 = mul nuw nsw i64 %2431, 32
  %2456 = mul nuw nsw i64 %2435, 8
  %2457 = add nuw nsw i64 %2455, %2456
  %2458 = add nuw nsw i64 %2457, %2439
  %2459 = add nuw nsw i64 %2458, %2443
  %2460 = getelementptr inbounds nuw float, ptr %2454, i64 %2459
  store float %2453, ptr %2460, align 4
  %2461 = add i64 %2443, 1
  br label %2442

2462:                                             ; preds = %2442
  %2463 = add i64 %2439, 1
  br label %2438

2464:                                             ; preds = %2438
  %2465 = add i64 %2435, 1
  br label %2434

2466:                                             ; preds = %2434
  %2467 = add i64 %2431, 1
  br label %2430

2468:                                             ; preds = %2430
  br label %2469

2469:                                             ; preds = %2515, %2468
  %2470 = phi i64 [ %2516, %2515 ], [ 0, %2468 ]
  %2471 = icmp slt i64 %2470, 1
  br i1 %2471, label %2472, label %2517

2472:                                             ; preds = %2469
  br label %2473

2473:                                             ; preds = %2513, %2472
  %2474 = phi i64 [ %2514, %2513 ], [ 0, %2472 ]
  %2475 = icmp slt i64 %2474, 4
  br i1 %2475, label %2476, label %2515

2476:                                             ; preds = %2473
  br label %2477

2477:                                             ; preds = %2511, %2476
  %2478 = phi i64 [ %2512, %2511 ], [ 0, %2476 ]
  %2479 = icmp slt i64 %2478, 8
  br i1 %2479, label %2480, label %2513

2480:                                             ; preds = %2477
  br label %2481

2481:                                             ; preds = %2484, %2480
  %2482 = phi i64 [ %2510, %2484 ], [ 0, %2480 ]
  %2483 = icmp slt i64 %2482, 8
  br i1 %2483, label %2484, label %2511

2484:                                             ; preds = %2481
  %2485 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %891, 1
  %2486 = mul nuw nsw i64 %2470, 256
  %2487 = mul nuw nsw i64 %2474, 64
  %2488 = add nuw nsw i64 %2486, %2487
  %2489 = mul nuw nsw i64 %2478, 8
  %2490 = add nuw nsw i64 %2488, %2489
  %2491 = add nuw nsw i64 %2490, %2482
  %2492 = getelementptr inbounds nuw float, ptr %2485, i64 %2491
  %2493 = load float, ptr %2492, align 4
  %2494 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2429, 1
  %2495 = mul nuw nsw i64 %2470, 32
  %2496 = mul nuw nsw i64 %2474, 8
  %2497 = add nuw nsw i64 %2495, %2496
  %2498 = add nuw nsw i64 %2497, %2478
  %2499 = add nuw nsw i64 %2498, 0
  %2500 = getelementptr inbounds nuw float, ptr %2494, i64 %2499
  %2501 = load float, ptr %2500, align 4
  %2502 = fadd float %2493, %2501
  %2503 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2429, 1
  %2504 = mul nuw nsw i64 %2470, 32
  %2505 = mul nuw nsw i64 %2474, 8
  %2506 = add nuw nsw i64 %2504, %2505
  %2507 = add nuw nsw i64 %2506, %2478
  %2508 = add nuw nsw i64 %2507, 0
  %2509 = getelementptr inbounds nuw float, ptr %2503, i64 %2508
  store float %2502, ptr %2509, align 4
  %2510 = add i64 %2482, 1
  br label %2481

2511:                                             ; preds = %2481
  %2512 = add i64 %2478, 1
  br label %2477

2513:                                             ; preds = %2477
  %2514 = add i64 %2474, 1
  br label %2473

2515:                                             ; preds = %2473
  %2516 = add i64 %2470, 1
  br label %2469

2517:                                             ; preds = %2469
  %2518 = call ptr @malloc(i64 96)
  %2519 = ptrtoint ptr %2518 to i64
  %2520 = add i64 %2519, 63
  %2521 = urem i64 %2520, 64
  %2522 = sub i64 %2520, %2521
  %2523 = inttoptr i64 %2522 to ptr
  %2524 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2518, 0
  %2525 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2524, ptr %2523, 1
  %2526 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2525, i64 0, 2
  %2527 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2526, i64 1, 3, 0
  %2528 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2527, i64 4, 3, 1
  %2529 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2528, i64 8, 3, 2
  %2530 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2529, i64 1, 3, 3
  %2531 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2530, i64 32, 4, 0
  %2532 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2531, i64 8, 4, 1
  %2533 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2532, i64 1, 4, 2
  %2534 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2533, i64 1, 4, 3
  br label %2535

2535:                                             ; preds = %2563, %2517
  %2536 = phi i64 [ %2564, %2563 ], [ 0, %2517 ]
  %2537 = icmp slt i64 %2536, 1
  br i1 %2537, label %2538, label %2565

2538:                                             ; preds = %2535
  br label %2539

2539:                                             ; preds = %2561, %2538
  %2540 = phi i64 [ %2562, %2561 ], [ 0, %2538 ]
  %2541 = icmp slt i64 %2540, 4
  br i1 %2541, label %2542, label %2563

2542:                                             ; preds = %2539
  br label %2543

2543:                                             ; preds = %2559, %2542
  %2544 = phi i64 [ %2560, %2559 ], [ 0, %2542 ]
  %2545 = icmp slt i64 %2544, 8
  br i1 %2545, label %2546, label %2561

2546:                                             ; preds = %2543
  br label %2547

2547:                                             ; preds = %2550, %2546
  %2548 = phi i64 [ %2558, %2550 ], [ 0, %2546 ]
  %2549 = icmp slt i64 %2548, 1
  br i1 %2549, label %2550, label %2559

2550:                                             ; preds = %2547
  %2551 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2534, 1
  %2552 = mul nuw nsw i64 %2536, 32
  %2553 = mul nuw nsw i64 %2540, 8
  %2554 = add nuw nsw i64 %2552, %2553
  %2555 = add nuw nsw i64 %2554, %2544
  %2556 = add nuw nsw i64 %2555, %2548
  %2557 = getelementptr inbounds nuw i1, ptr %2551, i64 %2556
  store i1 true, ptr %2557, align 1
  %2558 = add i64 %2548, 1
  br label %2547

2559:                                             ; preds = %2547
  %2560 = add i64 %2544, 1
  br label %2543

2561:                                             ; preds = %2543
  %2562 = add i64 %2540, 1
  br label %2539

2563:                                             ; preds = %2539
  %2564 = add i64 %2536, 1
  br label %2535

2565:                                             ; preds = %2535
  %2566 = call ptr @malloc(i64 96)
  %2567 = ptrtoint ptr %2566 to i64
  %2568 = add i64 %2567, 63
  %2569 = urem i64 %2568, 64
  %2570 = sub i64 %2568, %2569
  %2571 = inttoptr i64 %2570 to ptr
  %2572 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2566, 0
  %2573 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2572, ptr %2571, 1
  %2574 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2573, i64 0, 2
  %2575 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2574, i64 1, 3, 0
  %2576 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2575, i64 4, 3, 1
  %2577 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2576, i64 8, 3, 2
  %2578 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2577, i64 1, 3, 3
  %2579 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2578, i64 32, 4, 0
  %2580 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2579, i64 8, 4, 1
  %2581 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2580, i64 1, 4, 2
  %2582 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2581, i64 1, 4, 3
  br label %2583

2583:                                             ; preds = %2619, %2565
  %2584 = phi i64 [ %2620, %2619 ], [ 0, %2565 ]
  %2585 = icmp slt i64 %2584, 1
  br i1 %2585, label %2586, label %2621

2586:                                             ; preds = %2583
  br label %2587

2587:                                             ; preds = %2617, %2586
  %2588 = phi i64 [ %2618, %2617 ], [ 0, %2586 ]
  %2589 = icmp slt i64 %2588, 4
  br i1 %2589, label %2590, label %2619

2590:                                             ; preds = %2587
  br label %2591

2591:                                             ; preds = %2615, %2590
  %2592 = phi i64 [ %2616, %2615 ], [ 0, %2590 ]
  %2593 = icmp slt i64 %2592, 8
  br i1 %2593, label %2594, label %2617

2594:                                             ; preds = %2591
  br label %2595

2595:                                             ; preds = %2598, %2594
  %2596 = phi i64 [ %2614, %2598 ], [ 0, %2594 ]
  %2597 = icmp slt i64 %2596, 1
  br i1 %2597, label %2598, label %2615

2598:                                             ; preds = %2595
  %2599 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2534, 1
  %2600 = mul nuw nsw i64 %2584, 32
  %2601 = mul nuw nsw i64 %2588, 8
  %2602 = add nuw nsw i64 %2600, %2601
  %2603 = add nuw nsw i64 %2602, %2592
  %2604 = add nuw nsw i64 %2603, %2596
  %2605 = getelementptr inbounds nuw i1, ptr %2599, i64 %2604
  %2606 = load i1, ptr %2605, align 1
  %2607 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2582, 1
  %2608 = mul nuw nsw i64 %2584, 32
  %2609 = mul nuw nsw i64 %2588, 8
  %2610 = add nuw nsw i64 %2608, %2609
  %2611 = add nuw nsw i64 %2610, %2592
  %2612 = add nuw nsw i64 %2611, %2596
  %2613 = getelementptr inbounds nuw i1, ptr %2607, i64 %2612
  store i1 %2606, ptr %2613, align 1
  %2614 = add i64 %2596, 1
  br label %2595

2615:                                             ; preds = %2595
  %2616 = add i64 %2592, 1
  br label %2591

2617:                                             ; preds = %2591
  %2618 = add i64 %2588, 1
  br label %2587

2619:                                             ; preds = %2587
  %2620 = add i64 %2584, 1
  br label %2583

2621:                                             ; preds = %2583
  br label %2622

2622:                                             ; preds = %2670, %2621
  %2623 = phi i64 [ %2671, %2670 ], [ 0, %2621 ]
  %2624 = icmp slt i64 %2623, 1
  br i1 %2624, label %2625, label %2672

2625:                                             ; preds = %2622
  br label %2626

2626:                                             ; preds = %2668, %2625
  %2627 = phi i64 [ %2669, %2668 ], [ 0, %2625 ]
  %2628 = icmp slt i64 %2627, 4
  br i1 %2628, label %2629, label %2670

2629:                                             ; preds = %2626
  br label %2630

2630:                                             ; preds = %2666, %2629
  %2631 = phi i64 [ %2667, %2666 ], [ 0, %2629 ]
  %2632 = icmp slt i64 %2631, 8
  br i1 %2632, label %2633, label %2668

2633:                                             ; preds = %2630
  br label %2634

2634:                                             ; preds = %2637, %2633
  %2635 = phi i64 [ %2665, %2637 ], [ 0, %2633 ]
  %2636 = icmp slt i64 %2635, 8
  br i1 %2636, label %2637, label %2666

2637:                                             ; preds = %2634
  %2638 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2097, 1
  %2639 = mul nuw nsw i64 %2623, 256
  %2640 = mul nuw nsw i64 %2627, 64
  %2641 = add nuw nsw i64 %2639, %2640
  %2642 = mul nuw nsw i64 %2631, 8
  %2643 = add nuw nsw i64 %2641, %2642
  %2644 = add nuw nsw i64 %2643, %2635
  %2645 = getelementptr inbounds nuw float, ptr %2638, i64 %2644
  %2646 = load float, ptr %2645, align 4
  %2647 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2582, 1
  %2648 = mul nuw nsw i64 %2623, 32
  %2649 = mul nuw nsw i64 %2627, 8
  %2650 = add nuw nsw i64 %2648, %2649
  %2651 = add nuw nsw i64 %2650, %2631
  %2652 = add nuw nsw i64 %2651, 0
  %2653 = getelementptr inbounds nuw i1, ptr %2647, i64 %2652
  %2654 = load i1, ptr %2653, align 1
  %2655 = fpext float %2646 to double
  %2656 = fcmp oeq double %2655, -inf
  %2657 = and i1 %2656, %2654
  %2658 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2582, 1
  %2659 = mul nuw nsw i64 %2623, 32
  %2660 = mul nuw nsw i64 %2627, 8
  %2661 = add nuw nsw i64 %2659, %2660
  %2662 = add nuw nsw i64 %2661, %2631
  %2663 = add nuw nsw i64 %2662, 0
  %2664 = getelementptr inbounds nuw i1, ptr %2658, i64 %2663
  store i1 %2657, ptr %2664, align 1
  %2665 = add i64 %2635, 1
  br label %2634

2666:                                             ; preds = %2634
  %2667 = add i64 %2631, 1
  br label %2630

2668:                                             ; preds = %2630
  %2669 = add i64 %2627, 1
  br label %2626

2670:                                             ; preds = %2626
  %2671 = add i64 %2623, 1
  br label %2622

2672:                                             ; preds = %2622
  %2673 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1715, 0
  %2674 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1715, 1
  %2675 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2673, 0
  %2676 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2675, ptr %2674, 1
  %2677 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2676, i64 0, 2
  %2678 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2677, i64 1, 3, 0
  %2679 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2678, i64 256, 4, 0
  %2680 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2679, i64 4, 3, 1
  %2681 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2680, i64 64, 4, 1
  %2682 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2681, i64 8, 3, 2
  %2683 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2682, i64 8, 4, 2
  %2684 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2683, i64 8, 3, 3
  %2685 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2684, i64 1, 4, 3
  %2686 = call ptr @malloc(i64 1088)
  %2687 = ptrtoint ptr %2686 to i64
  %2688 = add i64 %2687, 63
  %2689 = urem i64 %2688, 64
  %2690 = sub i64 %2688, %2689
  %2691 = inttoptr i64 %2690 to ptr
  %2692 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2686, 0
  %2693 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2692, ptr %2691, 1
  %2694 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2693, i64 0, 2
  %2695 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2694, i64 1, 3, 0
  %2696 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2695, i64 4, 3, 1
  %2697 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2696, i64 8, 3, 2
  %2698 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2697, i64 8, 3, 3
  %2699 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2698, i64 256, 4, 0
  %2700 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2699, i64 64, 4, 1
  %2701 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2700, i64 8, 4, 2
  %2702 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2701, i64 1, 4, 3
  br label %2703

2703:                                             ; preds = %2741, %2672
  %2704 = phi i64 [ %2742, %2741 ], [ 0, %2672 ]
  %2705 = icmp slt i64 %2704, 1
  br i1 %2705, label %2706, label %2743

2706:                                             ; preds = %2703
  br label %2707

2707:                                             ; preds = %2739, %2706
  %2708 = phi i64 [ %2740, %2739 ], [ 0, %2706 ]
  %2709 = icmp slt i64 %2708, 4
  br i1 %2709, label %2710, label %2741

2710:                                             ; preds = %2707
  br label %2711

2711:                                             ; preds = %2737, %2710
  %2712 = phi i64 [ %2738, %2737 ], [ 0, %2710 ]
  %2713 = icmp slt i64 %2712, 8
  br i1 %2713, label %2714, label %2739

2714:                                             ; preds = %2711
  br label %2715

2715:                                             ; preds = %2718, %2714
  %2716 = phi i64 [ %2736, %2718 ], [ 0, %2714 ]
  %2717 = icmp slt i64 %2716, 8
  br i1 %2717, label %2718, label %2737

2718:                                             ; preds = %2715
  %2719 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1926, 1
  %2720 = mul nuw nsw i64 %2704, 256
  %2721 = mul nuw nsw i64 %2708, 64
  %2722 = add nuw nsw i64 %2720, %2721
  %2723 = mul nuw nsw i64 %2712, 8
  %2724 = add nuw nsw i64 %2722, %2723
  %2725 = add nuw nsw i64 %2724, %2716
  %2726 = getelementptr inbounds nuw float, ptr %2719, i64 %2725
  %2727 = load float, ptr %2726, align 4
  %2728 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2702, 1
  %2729 = mul nuw nsw i64 %2704, 256
  %2730 = mul nuw nsw i64 %2708, 64
  %2731 = add nuw nsw i64 %2729, %2730
  %2732 = mul nuw nsw i64 %2712, 8
  %2733 = add nuw nsw i64 %2731, %2732
  %2734 = add nuw nsw i64 %2733, %2716
  %2735 = getelementptr inbounds nuw float, ptr %2728, i64 %2734
  store float %2727, ptr %2735, align 4
  %2736 = add i64 %2716, 1
  br label %2715

2737:                                             ; preds = %2715
  %2738 = add i64 %2712, 1
  br label %2711

2739:                                             ; preds = %2711
  %2740 = add i64 %2708, 1
  br label %2707

2741:                                             ; preds = %2707
  %2742 = add i64 %2704, 1
  br label %2703

2743:                                             ; preds = %2703
  br label %2744

2744:                                             ; preds = %2826, %2743
  %2745 = phi i64 [ %2827, %2826 ], [ 0, %2743 ]
  %2746 = icmp slt i64 %2745, 1
  br i1 %2746, label %2747, label %2828

2747:                                             ; preds = %2744
  br label %2748

2748:                                             ; preds = %2824, %2747
  %2749 = phi i64 [ %2825, %2824 ], [ 0, %2747 ]
  %2750 = icmp slt i64 %2749, 4
  br i1 %2750, label %2751, label %2826

2751:                                             ; preds = %2748
  br label %2752

2752:                                             ; preds = %2822, %2751
  %2753 = phi i64 [ %2823, %2822 ], [ 0, %2751 ]
  %2754 = icmp slt i64 %2753, 8
  br i1 %2754, label %2755, label %2824

2755:                                             ; preds = %2752
  br label %2756

2756:                                             ; preds = %2820, %2755
  %2757 = phi i64 [ %2821, %2820 ], [ 0, %2755 ]
  %2758 = icmp slt i64 %2757, 8
  br i1 %2758, label %2759, label %2822

2759:                                             ; preds = %2756
  br label %2760

2760:                                             ; preds = %2763, %2759
  %2761 = phi i64 [ %2819, %2763 ], [ 0, %2759 ]
  %2762 = icmp slt i64 %2761, 8
  br i1 %2762, label %2763, label %2820

2763:                                             ; preds = %2760
  %2764 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2582, 1
  %2765 = mul nuw nsw i64 %2745, 32
  %2766 = mul nuw nsw i64 %2749, 8
  %2767 = add nuw nsw i64 %2765, %2766
  %2768 = add nuw nsw i64 %2767, %2753
  %2769 = add nuw nsw i64 %2768, 0
  %2770 = getelementptr inbounds nuw i1, ptr %2764, i64 %2769
  %2771 = load i1, ptr %2770, align 1
  %2772 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %891, 1
  %2773 = mul nuw nsw i64 %2745, 256
  %2774 = mul nuw nsw i64 %2749, 64
  %2775 = add nuw nsw i64 %2773, %2774
  %2776 = mul nuw nsw i64 %2753, 8
  %2777 = add nuw nsw i64 %2775, %2776
  %2778 = add nuw nsw i64 %2777, %2761
  %2779 = getelementptr inbounds nuw float, ptr %2772, i64 %2778
  %2780 = load float, ptr %2779, align 4
  %2781 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2429, 1
  %2782 = mul nuw nsw i64 %2745, 32
  %2783 = mul nuw nsw i64 %2749, 8
  %2784 = add nuw nsw i64 %2782, %2783
  %2785 = add nuw nsw i64 %2784, %2753
  %2786 = add nuw nsw i64 %2785, 0
  %2787 = getelementptr inbounds nuw float, ptr %2781, i64 %2786
  %2788 = load float, ptr %2787, align 4
  %2789 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2685, 1
  %2790 = mul nuw nsw i64 %2745, 256
  %2791 = mul nuw nsw i64 %2749, 64
  %2792 = add nuw nsw i64 %2790, %2791
  %2793 = mul nuw nsw i64 %2761, 8
  %2794 = add nuw nsw i64 %2792, %2793
  %2795 = add nuw nsw i64 %2794, %2757
  %2796 = getelementptr inbounds nuw float, ptr %2789, i64 %2795
  %2797 = load float, ptr %2796, align 4
  %2798 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2702, 1
  %2799 = mul nuw nsw i64 %2745, 256
  %2800 = mul nuw nsw i64 %2749, 64
  %2801 = add nuw nsw i64 %2799, %2800
  %2802 = mul nuw nsw i64 %2753, 8
  %2803 = add nuw nsw i64 %2801, %2802
  %2804 = add nuw nsw i64 %2803, %2757
  %2805 = getelementptr inbounds nuw float, ptr %2798, i64 %2804
  %2806 = load float, ptr %2805, align 4
  %2807 = fdiv float %2780, %2788
  %2808 = select i1 %2771, float 0.000000e+00, float %2807
  %2809 = fmul float %2808, %2797
  %2810 = fadd float %2806, %2809
  %2811 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2702, 1
  %2812 = mul nuw nsw i64 %2745, 256
  %2813 = mul nuw nsw i64 %2749, 64
  %2814 = add nuw nsw i64 %2812, %2813
  %2815 = mul nuw nsw i64 %2753, 8
  %2816 = add nuw nsw i64 %2814, %2815
  %2817 = add nuw nsw i64 %2816, %2757
  %2818 = getelementptr inbounds nuw float, ptr %2811, i64 %2817
  store float %2810, ptr %2818, align 4
  %2819 = add i64 %2761, 1
  br label %2760

2820:                                             ; preds = %2760
  %2821 = add i64 %2757, 1
  br label %2756

2822:                                             ; preds = %2756
  %2823 = add i64 %2753, 1
  br label %2752

2824:                                             ; preds = %2752
  %2825 = add i64 %2749, 1
  br label %2748

2826:                                             ; preds = %2748
  %2827 = add i64 %2745, 1
  br label %2744

2828:                                             ; preds = %2744
  %2829 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %725, 0
  %2830 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %725, 1
  %2831 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2829, 0
  %2832 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2831, ptr %2830, 1
  %2833 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2832, i64 0, 2
  %2834 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2833, i64 1, 3, 0
  %2835 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2834, i64 256, 4, 0
  %2836 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2835, i64 8, 3, 1
  %2837 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2836, i64 32, 4, 1
  %2838 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2837, i64 32, 3, 2
  %2839 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2838, i64 1, 4, 2
  %2840 = call ptr @malloc(i64 1088)
  %2841 = ptrtoint ptr %2840 to i64
  %2842 = add i64 %2841, 63
  %2843 = urem i64 %2842, 64
  %2844 = sub i64 %2842, %2843
  %2845 = inttoptr i64 %2844 to ptr
  %2846 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2840, 0
  %2847 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2846, ptr %2845, 1
  %2848 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2847, i64 0, 2
  %2849 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2848, i64 1, 3, 0
  %2850 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2849, i64 8, 3, 1
  %2851 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2850, i64 32, 3, 2
  %2852 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2851, i64 256, 4, 0
  %2853 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2852, i64 32, 4, 1
  %2854 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2853, i64 1, 4, 2
  br label %2855

2855:                                             ; preds = %2883, %2828
  %2856 = phi i64 [ %2884, %2883 ], [ 0, %2828 ]
  %2857 = icmp slt i64 %2856, 1
  br i1 %2857, label %2858, label %2885

2858:                                             ; preds = %2855
  br label %2859

2859:                                             ; preds = %2881, %2858
  %2860 = phi i64 [ %2882, %2881 ], [ 0, %2858 ]
  %2861 = icmp slt i64 %2860, 8
  br i1 %2861, label %2862, label %2883

2862:                                             ; preds = %2859
  br label %2863

2863:                                             ; preds = %2866, %2862
  %2864 = phi i64 [ %2880, %2866 ], [ 0, %2862 ]
  %2865 = icmp slt i64 %2864, 32
  br i1 %2865, label %2866, label %2881

2866:                                             ; preds = %2863
  %2867 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2839, 1
  %2868 = mul nuw nsw i64 %2856, 256
  %2869 = mul nuw nsw i64 %2860, 32
  %2870 = add nuw nsw i64 %2868, %2869
  %2871 = add nuw nsw i64 %2870, %2864
  %2872 = getelementptr inbounds nuw float, ptr %2867, i64 %2871
  %2873 = load float, ptr %2872, align 4
  %2874 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2854, 1
  %2875 = mul nuw nsw i64 %2856, 256
  %2876 = mul nuw nsw i64 %2860, 32
  %2877 = add nuw nsw i64 %2875, %2876
  %2878 = add nuw nsw i64 %2877, %2864
  %2879 = getelementptr inbounds nuw float, ptr %2874, i64 %2878
  store float %2873, ptr %2879, align 4
  %2880 = add i64 %2864, 1
  br label %2863

2881:                                             ; preds = %2863
  %2882 = add i64 %2860, 1
  br label %2859

2883:                                             ; preds = %2859
  %2884 = add i64 %2856, 1
  br label %2855

2885:                                             ; preds = %2855
  br label %2886

2886:                                             ; preds = %2943, %2885
  %2887 = phi i64 [ %2944, %2943 ], [ 0, %2885 ]
  %2888 = icmp slt i64 %2887, 1
  br i1 %2888, label %2889, label %2945

2889:                                             ; preds = %2886
  br label %2890

2890:                                             ; preds = %2941, %2889
  %2891 = phi i64 [ %2942, %2941 ], [ 0, %2889 ]
  %2892 = icmp slt i64 %2891, 8
  br i1 %2892, label %2893, label %2943

2893:                                             ; preds = %2890
  br label %2894

2894:                                             ; preds = %2939, %2893
  %2895 = phi i64 [ %2940, %2939 ], [ 0, %2893 ]
  %2896 = icmp slt i64 %2895, 32
  br i1 %2896, label %2897, label %2941

2897:                                             ; preds = %2894
  br label %2898

2898:                                             ; preds = %2937, %2897
  %2899 = phi i64 [ %2938, %2937 ], [ 0, %2897 ]
  %2900 = icmp slt i64 %2899, 4
  br i1 %2900, label %2901, label %2939

2901:                                             ; preds = %2898
  br label %2902

2902:                                             ; preds = %2905, %2901
  %2903 = phi i64 [ %2936, %2905 ], [ 0, %2901 ]
  %2904 = icmp slt i64 %2903, 8
  br i1 %2904, label %2905, label %2937

2905:                                             ; preds = %2902
  %2906 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2702, 1
  %2907 = mul nuw nsw i64 %2887, 256
  %2908 = mul nuw nsw i64 %2899, 64
  %2909 = add nuw nsw i64 %2907, %2908
  %2910 = mul nuw nsw i64 %2891, 8
  %2911 = add nuw nsw i64 %2909, %2910
  %2912 = add nuw nsw i64 %2911, %2903
  %2913 = getelementptr inbounds nuw float, ptr %2906, i64 %2912
  %2914 = load float, ptr %2913, align 4
  %2915 = mul nuw nsw i64 %2895, 32
  %2916 = mul nuw nsw i64 %2899, 8
  %2917 = add nuw nsw i64 %2915, %2916
  %2918 = add nuw nsw i64 %2917, %2903
  %2919 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_9, i64 %2918
  %2920 = load float, ptr %2919, align 4
  %2921 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2854, 1
  %2922 = mul nuw nsw i64 %2887, 256
  %2923 = mul nuw nsw i64 %2891, 32
  %2924 = add nuw nsw i64 %2922, %2923
  %2925 = add nuw nsw i64 %2924, %2895
  %2926 = getelementptr inbounds nuw float, ptr %2921, i64 %2925
  %2927 = load float, ptr %2926, align 4
  %2928 = fmul float %2914, %2920
  %2929 = fadd float %2927, %2928
  %2930 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2854, 1
  %2931 = mul nuw nsw i64 %2887, 256
  %2932 = mul nuw nsw i64 %2891, 32
  %2933 = add nuw nsw i64 %2931, %2932
  %2934 = add nuw nsw i64 %2933, %2895
  %2935 = getelementptr inbounds nuw float, ptr %2930, i64 %2934
  store float %2929, ptr %2935, align 4
  %2936 = add i64 %2903, 1
  br label %2902

2937:                                             ; preds = %2902
  %2938 = add i64 %2899, 1
  br label %2898

2939:                                             ; preds = %2898
  %2940 = add i64 %2895, 1
  br label %2894

2941:                                             ; preds = %2894
  %2942 = add i64 %2891, 1
  br label %2890

2943:                                             ; preds = %2890
  %2944 = add i64 %2887, 1
  br label %2886

2945:                                             ; preds = %2886
  %2946 = call ptr @malloc(i64 1088)
  %2947 = ptrtoint ptr %2946 to i64
  %2948 = add i64 %2947, 63
  %2949 = urem i64 %2948, 64
  %2950 = sub i64 %2948, %2949
  %2951 = inttoptr i64 %2950 to ptr
  %2952 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2946, 0
  %2953 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2952, ptr %2951, 1
  %2954 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2953, i64 0, 2
  %2955 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2954, i64 1, 3, 0
  %2956 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2955, i64 8, 3, 1
  %2957 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2956, i64 32, 3, 2
  %2958 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2957, i64 256, 4, 0
  %2959 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2958, i64 32, 4, 1
  %2960 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2959, i64 1, 4, 2
  br label %2961

2961:                                             ; preds = %2997, %2945
  %2962 = phi i64 [ %2998, %2997 ], [ 0, %2945 ]
  %2963 = icmp slt i64 %2962, 1
  br i1 %2963, label %2964, label %2999

2964:                                             ; preds = %2961
  br label %2965

2965:                                             ; preds = %2995, %2964
  %2966 = phi i64 [ %2996, %2995 ], [ 0, %2964 ]
  %2967 = icmp slt i64 %2966, 8
  br i1 %2967, label %2968, label %2997

2968:                                             ; preds = %2965
  br label %2969

2969:                                             ; preds = %2972, %2968
  %2970 = phi i64 [ %2994, %2972 ], [ 0, %2968 ]
  %2971 = icmp slt i64 %2970, 32
  br i1 %2971, label %2972, label %2995

2972:                                             ; preds = %2969
  %2973 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %44, 1
  %2974 = mul nuw nsw i64 %2962, 256
  %2975 = mul nuw nsw i64 %2966, 32
  %2976 = add nuw nsw i64 %2974, %2975
  %2977 = add nuw nsw i64 %2976, %2970
  %2978 = getelementptr inbounds nuw float, ptr %2973, i64 %2977
  %2979 = load float, ptr %2978, align 4
  %2980 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2854, 1
  %2981 = mul nuw nsw i64 %2962, 256
  %2982 = mul nuw nsw i64 %2966, 32
  %2983 = add nuw nsw i64 %2981, %2982
  %2984 = add nuw nsw i64 %2983, %2970
  %2985 = getelementptr inbounds nuw float, ptr %2980, i64 %2984
  %2986 = load float, ptr %2985, align 4
  %2987 = fadd float %2979, %2986
  %2988 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2960, 1
  %2989 = mul nuw nsw i64 %2962, 256
  %2990 = mul nuw nsw i64 %2966, 32
  %2991 = add nuw nsw i64 %2989, %2990
  %2992 = add nuw nsw i64 %2991, %2970
  %2993 = getelementptr inbounds nuw float, ptr %2988, i64 %2992
  store float %2987, ptr %2993, align 4
  %2994 = add i64 %2970, 1
  br label %2969

2995:                                             ; preds = %2969
  %2996 = add i64 %2966, 1
  br label %2965

2997:                                             ; preds = %2965
  %2998 = add i64 %2962, 1
  br label %2961

2999:                                             ; preds = %2961
  %3000 = call ptr @malloc(i64 96)
  %3001 = ptrtoint ptr %3000 to i64
  %3002 = add i64 %3001, 63
  %3003 = urem i64 %3002, 64
  %3004 = sub i64 %3002, %3003
  %3005 = inttoptr i64 %3004 to ptr
  %3006 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3000, 0
  %3007 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3006, ptr %3005, 1
  %3008 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3007, i64 0, 2
  %3009 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3008, i64 1, 3, 0
  %3010 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3009, i64 8, 3, 1
  %3011 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3010, i64 1, 3, 2
  %3012 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3011, i64 8, 4, 0
  %3013 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3012, i64 1, 4, 1
  %3014 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3013, i64 1, 4, 2
  br label %3015

3015:                                             ; preds = %3041, %2999
  %3016 = phi i64 [ %3042, %3041 ], [ 0, %2999 ]
  %3017 = icmp slt i64 %3016, 1
  br i1 %3017, label %3018, label %3043

3018:                                             ; preds = %3015
  br label %3019

3019:                                             ; preds = %3039, %3018
  %3020 = phi i64 [ %3040, %3039 ], [ 0, %3018 ]
  %3021 = icmp slt i64 %3020, 8
  br i1 %3021, label %3022, label %3041

3022:                                             ; preds = %3019
  br label %3023

3023:                                             ; preds = %3026, %3022
  %3024 = phi i64 [ %3038, %3026 ], [ 0, %3022 ]
  %3025 = icmp slt i64 %3024, 1
  br i1 %3025, label %3026, label %3039

3026:                                             ; preds = %3023
  %3027 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %562, 1
  %3028 = mul nuw nsw i64 %3016, 8
  %3029 = add nuw nsw i64 %3028, %3020
  %3030 = add nuw nsw i64 %3029, %3024
  %3031 = getelementptr inbounds nuw float, ptr %3027, i64 %3030
  %3032 = load float, ptr %3031, align 4
  %3033 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3014, 1
  %3034 = mul nuw nsw i64 %3016, 8
  %3035 = add nuw nsw i64 %3034, %3020
  %3036 = add nuw nsw i64 %3035, %3024
  %3037 = getelementptr inbounds nuw float, ptr %3033, i64 %3036
  store float %3032, ptr %3037, align 4
  %3038 = add i64 %3024, 1
  br label %3023

3039:                                             ; preds = %3023
  %3040 = add i64 %3020, 1
  br label %3019

3041:                                             ; preds = %3019
  %3042 = add i64 %3016, 1
  br label %3015

3043:                                             ; preds = %3015
  br label %3044

3044:                                             ; preds = %3079, %3043
  %3045 = phi i64 [ %3080, %3079 ], [ 0, %3043 ]
  %3046 = icmp slt i64 %3045, 1
  br i1 %3046, label %3047, label %3081

3047:                                             ; preds = %3044
  br label %3048

3048:                                             ; preds = %3077, %3047
  %3049 = phi i64 [ %3078, %3077 ], [ 0, %3047 ]
  %3050 = icmp slt i64 %3049, 8
  br i1 %3050, label %3051, label %3079

3051:                                             ; preds = %3048
  br label %3052

3052:                                             ; preds = %3055, %3051
  %3053 = phi i64 [ %3076, %3055 ], [ 0, %3051 ]
  %3054 = icmp slt i64 %3053, 32
  br i1 %3054, label %3055, label %3077

3055:                                             ; preds = %3052
  %3056 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2960, 1
  %3057 = mul nuw nsw i64 %3045, 256
  %3058 = mul nuw nsw i64 %3049, 32
  %3059 = add nuw nsw i64 %3057, %3058
  %3060 = add nuw nsw i64 %3059, %3053
  %3061 = getelementptr inbounds nuw float, ptr %3056, i64 %3060
  %3062 = load float, ptr %3061, align 4
  %3063 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3014, 1
  %3064 = mul nuw nsw i64 %3045, 8
  %3065 = add nuw nsw i64 %3064, %3049
  %3066 = add nuw nsw i64 %3065, 0
  %3067 = getelementptr inbounds nuw float, ptr %3063, i64 %3066
  %3068 = load float, ptr %3067, align 4
  %3069 = fmul float %3062, %3062
  %3070 = fadd float %3069, %3068
  %3071 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3014, 1
  %3072 = mul nuw nsw i64 %3045, 8
  %3073 = add nuw nsw i64 %3072, %3049
  %3074 = add nuw nsw i64 %3073, 0
  %3075 = getelementptr inbounds nuw float, ptr %3071, i64 %3074
  store float %3070, ptr %3075, align 4
  %3076 = add i64 %3053, 1
  br label %3052

3077:                                             ; preds = %3052
  %3078 = add i64 %3049, 1
  br label %3048

3079:                                             ; preds = %3048
  %3080 = add i64 %3045, 1
  br label %3044

3081:                                             ; preds = %3044
  br label %3082

3082:                                             ; preds = %3124, %3081
  %3083 = phi i64 [ %3125, %3124 ], [ 0, %3081 ]
  %3084 = icmp slt i64 %3083, 1
  br i1 %3084, label %3085, label %3126

3085:                                             ; preds = %3082
  br label %3086

3086:                                             ; preds = %3122, %3085
  %3087 = phi i64 [ %3123, %3122 ], [ 0, %3085 ]
  %3088 = icmp slt i64 %3087, 8
  br i1 %3088, label %3089, label %3124

3089:                                             ; preds = %3086
  br label %3090

3090:                                             ; preds = %3093, %3089
  %3091 = phi i64 [ %3121, %3093 ], [ 0, %3089 ]
  %3092 = icmp slt i64 %3091, 32
  br i1 %3092, label %3093, label %3122

3093:                                             ; preds = %3090
  %3094 = getelementptr inbounds nuw float, ptr @__constant_32xf32_8, i64 %3091
  %3095 = load float, ptr %3094, align 4
  %3096 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2960, 1
  %3097 = mul nuw nsw i64 %3083, 256
  %3098 = mul nuw nsw i64 %3087, 32
  %3099 = add nuw nsw i64 %3097, %3098
  %3100 = add nuw nsw i64 %3099, %3091
  %3101 = getelementptr inbounds nuw float, ptr %3096, i64 %3100
  %3102 = load float, ptr %3101, align 4
  %3103 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3014, 1
  %3104 = mul nuw nsw i64 %3083, 8
  %3105 = add nuw nsw i64 %3104, %3087
  %3106 = add nuw nsw i64 %3105, 0
  %3107 = getelementptr inbounds nuw float, ptr %3103, i64 %3106
  %3108 = load float, ptr %3107, align 4
  %3109 = fdiv float %3108, 3.200000e+01
  %3110 = fadd float %3109, f0x358637BD
  %3111 = call float @llvm.sqrt.f32(float %3110)
  %3112 = fdiv float 1.000000e+00, %3111
  %3113 = fmul float %3102, %3112
  %3114 = fmul float %3095, %3113
  %3115 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3116 = mul nuw nsw i64 %3083, 256
  %3117 = mul nuw nsw i64 %3087, 32
  %3118 = add nuw nsw i64 %3116, %3117
  %3119 = add nuw nsw i64 %3118, %3091
  %3120 = getelementptr inbounds nuw float, ptr %3115, i64 %3119
  store float %3114, ptr %3120, align 4
  %3121 = add i64 %3091, 1
  br label %3090

3122:                                             ; preds = %3090
  %3123 = add i64 %3087, 1
  br label %3086

3124:                                             ; preds = %3086
  %3125 = add i64 %3083, 1
  br label %3082

3126:                                             ; preds = %3082
  %3127 = call ptr @malloc(i64 2112)
  %3128 = ptrtoint ptr %3127 to i64
  %3129 = add i64 %3128, 63
  %3130 = urem i64 %3129, 64
  %3131 = sub i64 %3129, %3130
  %3132 = inttoptr i64 %3131 to ptr
  %3133 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %3127, 0
  %3134 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3133, ptr %3132, 1
  %3135 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3134, i64 0, 2
  %3136 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3135, i64 8, 3, 0
  %3137 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3136, i64 64, 3, 1
  %3138 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3137, i64 64, 4, 0
  %3139 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3138, i64 1, 4, 1
  br label %3140

3140:                                             ; preds = %3153, %3126
  %3141 = phi i64 [ %3154, %3153 ], [ 0, %3126 ]
  %3142 = icmp slt i64 %3141, 8
  br i1 %3142, label %3143, label %3155

3143:                                             ; preds = %3140
  br label %3144

3144:                                             ; preds = %3147, %3143
  %3145 = phi i64 [ %3152, %3147 ], [ 0, %3143 ]
  %3146 = icmp slt i64 %3145, 64
  br i1 %3146, label %3147, label %3153

3147:                                             ; preds = %3144
  %3148 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3139, 1
  %3149 = mul nuw nsw i64 %3141, 64
  %3150 = add nuw nsw i64 %3149, %3145
  %3151 = getelementptr inbounds nuw float, ptr %3148, i64 %3150
  store float 0.000000e+00, ptr %3151, align 4
  %3152 = add i64 %3145, 1
  br label %3144

3153:                                             ; preds = %3144
  %3154 = add i64 %3141, 1
  br label %3140

3155:                                             ; preds = %3140
  %3156 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3139, 0
  %3157 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3139, 1
  %3158 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3156, 0
  %3159 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3158, ptr %3157, 1
  %3160 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3159, i64 0, 2
  %3161 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3160, i64 1, 3, 0
  %3162 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3161, i64 512, 4, 0
  %3163 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3162, i64 8, 3, 1
  %3164 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3163, i64 64, 4, 1
  %3165 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3164, i64 64, 3, 2
  %3166 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3165, i64 1, 4, 2
  %3167 = call ptr @malloc(i64 2112)
  %3168 = ptrtoint ptr %3167 to i64
  %3169 = add i64 %3168, 63
  %3170 = urem i64 %3169, 64
  %3171 = sub i64 %3169, %3170
  %3172 = inttoptr i64 %3171 to ptr
  %3173 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3167, 0
  %3174 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3173, ptr %3172, 1
  %3175 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3174, i64 0, 2
  %3176 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3175, i64 1, 3, 0
  %3177 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3176, i64 8, 3, 1
  %3178 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3177, i64 64, 3, 2
  %3179 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3178, i64 512, 4, 0
  %3180 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3179, i64 64, 4, 1
  %3181 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3180, i64 1, 4, 2
  br label %3182

3182:                                             ; preds = %3210, %3155
  %3183 = phi i64 [ %3211, %3210 ], [ 0, %3155 ]
  %3184 = icmp slt i64 %3183, 1
  br i1 %3184, label %3185, label %3212

3185:                                             ; preds = %3182
  br label %3186

3186:                                             ; preds = %3208, %3185
  %3187 = phi i64 [ %3209, %3208 ], [ 0, %3185 ]
  %3188 = icmp slt i64 %3187, 8
  br i1 %3188, label %3189, label %3210

3189:                                             ; preds = %3186
  br label %3190

3190:                                             ; preds = %3193, %3189
  %3191 = phi i64 [ %3207, %3193 ], [ 0, %3189 ]
  %3192 = icmp slt i64 %3191, 64
  br i1 %3192, label %3193, label %3208

3193:                                             ; preds = %3190
  %3194 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3166, 1
  %3195 = mul nuw nsw i64 %3183, 512
  %3196 = mul nuw nsw i64 %3187, 64
  %3197 = add nuw nsw i64 %3195, %3196
  %3198 = add nuw nsw i64 %3197, %3191
  %3199 = getelementptr inbounds nuw float, ptr %3194, i64 %3198
  %3200 = load float, ptr %3199, align 4
  %3201 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3181, 1
  %3202 = mul nuw nsw i64 %3183, 512
  %3203 = mul nuw nsw i64 %3187, 64
  %3204 = add nuw nsw i64 %3202, %3203
  %3205 = add nuw nsw i64 %3204, %3191
  %3206 = getelementptr inbounds nuw float, ptr %3201, i64 %3205
  store float %3200, ptr %3206, align 4
  %3207 = add i64 %3191, 1
  br label %3190

3208:                                             ; preds = %3190
  %3209 = add i64 %3187, 1
  br label %3186

3210:                                             ; preds = %3186
  %3211 = add i64 %3183, 1
  br label %3182

3212:                                             ; preds = %3182
  br label %3213

3213:                                             ; preds = %3260, %3212
  %3214 = phi i64 [ %3261, %3260 ], [ 0, %3212 ]
  %3215 = icmp slt i64 %3214, 1
  br i1 %3215, label %3216, label %3262

3216:                                             ; preds = %3213
  br label %3217

3217:                                             ; preds = %3258, %3216
  %3218 = phi i64 [ %3259, %3258 ], [ 0, %3216 ]
  %3219 = icmp slt i64 %3218, 8
  br i1 %3219, label %3220, label %3260

3220:                                             ; preds = %3217
  br label %3221

3221:                                             ; preds = %3256, %3220
  %3222 = phi i64 [ %3257, %3256 ], [ 0, %3220 ]
  %3223 = icmp slt i64 %3222, 64
  br i1 %3223, label %3224, label %3258

3224:                                             ; preds = %3221
  br label %3225

3225:                                             ; preds = %3228, %3224
  %3226 = phi i64 [ %3255, %3228 ], [ 0, %3224 ]
  %3227 = icmp slt i64 %3226, 32
  br i1 %3227, label %3228, label %3256

3228:                                             ; preds = %3225
  %3229 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3230 = mul nuw nsw i64 %3214, 256
  %3231 = mul nuw nsw i64 %3218, 32
  %3232 = add nuw nsw i64 %3230, %3231
  %3233 = add nuw nsw i64 %3232, %3226
  %3234 = getelementptr inbounds nuw float, ptr %3229, i64 %3233
  %3235 = load float, ptr %3234, align 4
  %3236 = mul nuw nsw i64 %3222, 32
  %3237 = add nuw nsw i64 %3236, %3226
  %3238 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_7, i64 %3237
  %3239 = load float, ptr %3238, align 4
  %3240 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3181, 1
  %3241 = mul nuw nsw i64 %3214, 512
  %3242 = mul nuw nsw i64 %3218, 64
  %3243 = add nuw nsw i64 %3241, %3242
  %3244 = add nuw nsw i64 %3243, %3222
  %3245 = getelementptr inbounds nuw float, ptr %3240, i64 %3244
  %3246 = load float, ptr %3245, align 4
  %3247 = fmul float %3235, %3239
  %3248 = fadd float %3246, %3247
  %3249 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3181, 1
  %3250 = mul nuw nsw i64 %3214, 512
  %3251 = mul nuw nsw i64 %3218, 64
  %3252 = add nuw nsw i64 %3250, %3251
  %3253 = add nuw nsw i64 %3252, %3222
  %3254 = getelementptr inbounds nuw float, ptr %3249, i64 %3253
  store float %3248, ptr %3254, align 4
  %3255 = add i64 %3226, 1
  br label %3225

3256:                                             ; preds = %3225
  %3257 = add i64 %3222, 1
  br label %3221

3258:                                             ; preds = %3221
  %3259 = add i64 %3218, 1
  br label %3217

3260:                                             ; preds = %3217
  %3261 = add i64 %3214, 1
  br label %3213

3262:                                             ; preds = %3213
  %3263 = call ptr @malloc(i64 2112)
  %3264 = ptrtoint ptr %3263 to i64
  %3265 = add i64 %3264, 63
  %3266 = urem i64 %3265, 64
  %3267 = sub i64 %3265, %3266
  %3268 = inttoptr i64 %3267 to ptr
  %3269 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3263, 0
  %3270 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3269, ptr %3268, 1
  %3271 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3270, i64 0, 2
  %3272 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3271, i64 1, 3, 0
  %3273 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3272, i64 8, 3, 1
  %3274 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3273, i64 64, 3, 2
  %3275 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3274, i64 512, 4, 0
  %3276 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3275, i64 64, 4, 1
  %3277 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3276, i64 1, 4, 2
  br label %3278

3278:                                             ; preds = %3306, %3262
  %3279 = phi i64 [ %3307, %3306 ], [ 0, %3262 ]
  %3280 = icmp slt i64 %3279, 1
  br i1 %3280, label %3281, label %3308

3281:                                             ; preds = %3278
  br label %3282

3282:                                             ; preds = %3304, %3281
  %3283 = phi i64 [ %3305, %3304 ], [ 0, %3281 ]
  %3284 = icmp slt i64 %3283, 8
  br i1 %3284, label %3285, label %3306

3285:                                             ; preds = %3282
  br label %3286

3286:                                             ; preds = %3289, %3285
  %3287 = phi i64 [ %3303, %3289 ], [ 0, %3285 ]
  %3288 = icmp slt i64 %3287, 64
  br i1 %3288, label %3289, label %3304

3289:                                             ; preds = %3286
  %3290 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3166, 1
  %3291 = mul nuw nsw i64 %3279, 512
  %3292 = mul nuw nsw i64 %3283, 64
  %3293 = add nuw nsw i64 %3291, %3292
  %3294 = add nuw nsw i64 %3293, %3287
  %3295 = getelementptr inbounds nuw float, ptr %3290, i64 %3294
  %3296 = load float, ptr %3295, align 4
  %3297 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3277, 1
  %3298 = mul nuw nsw i64 %3279, 512
  %3299 = mul nuw nsw i64 %3283, 64
  %3300 = add nuw nsw i64 %3298, %3299
  %3301 = add nuw nsw i64 %3300, %3287
  %3302 = getelementptr inbounds nuw float, ptr %3297, i64 %3301
  store float %3296, ptr %3302, align 4
  %3303 = add i64 %3287, 1
  br label %3286

3304:                                             ; preds = %3286
  %3305 = add i64 %3283, 1
  br label %3282

3306:                                             ; preds = %3282
  %3307 = add i64 %3279, 1
  br label %3278

3308:                                             ; preds = %3278
  br label %3309

3309:                                             ; preds = %3356, %3308
  %3310 = phi i64 [ %3357, %3356 ], [ 0, %3308 ]
  %3311 = icmp slt i64 %3310, 1
  br i1 %3311, label %3312, label %3358

3312:                                             ; preds = %3309
  br label %3313

3313:                                             ; preds = %3354, %3312
  %3314 = phi i64 [ %3355, %3354 ], [ 0, %3312 ]
  %3315 = icmp slt i64 %3314, 8
  br i1 %3315, label %3316, label %3356

3316:                                             ; preds = %3313
  br label %3317

3317:                                             ; preds = %3352, %3316
  %3318 = phi i64 [ %3353, %3352 ], [ 0, %3316 ]
  %3319 = icmp slt i64 %3318, 64
  br i1 %3319, label %3320, label %3354

3320:                                             ; preds = %3317
  br label %3321

3321:                                             ; preds = %3324, %3320
  %3322 = phi i64 [ %3351, %3324 ], [ 0, %3320 ]
  %3323 = icmp slt i64 %3322, 32
  br i1 %3323, label %3324, label %3352

3324:                                             ; preds = %3321
  %3325 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3326 = mul nuw nsw i64 %3310, 256
  %3327 = mul nuw nsw i64 %3314, 32
  %3328 = add nuw nsw i64 %3326, %3327
  %3329 = add nuw nsw i64 %3328, %3322
  %3330 = getelementptr inbounds nuw float, ptr %3325, i64 %3329
  %3331 = load float, ptr %3330, align 4
  %3332 = mul nuw nsw i64 %3318, 32
  %3333 = add nuw nsw i64 %3332, %3322
  %3334 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_6, i64 %3333
  %3335 = load float, ptr %3334, align 4
  %3336 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3277, 1
  %3337 = mul nuw nsw i64 %3310, 512
  %3338 = mul nuw nsw i64 %3314, 64
  %3339 = add nuw nsw i64 %3337, %3338
  %3340 = add nuw nsw i64 %3339, %3318
  %3341 = getelementptr inbounds nuw float, ptr %3336, i64 %3340
  %3342 = load float, ptr %3341, align 4
  %3343 = fmul float %3331, %3335
  %3344 = fadd float %3342, %3343
  %3345 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3277, 1
  %3346 = mul nuw nsw i64 %3310, 512
  %3347 = mul nuw nsw i64 %3314, 64
  %3348 = add nuw nsw i64 %3346, %3347
  %3349 = add nuw nsw i64 %3348, %3318
  %3350 = getelementptr inbounds nuw float, ptr %3345, i64 %3349
  store float %3344, ptr %3350, align 4
  %3351 = add i64 %3322, 1
  br label %3321

3352:                                             ; preds = %3321
  %3353 = add i64 %3318, 1
  br label %3317

3354:                                             ; preds = %3317
  %3355 = add i64 %3314, 1
  br label %3313

3356:                                             ; preds = %3313
  %3357 = add i64 %3310, 1
  br label %3309

3358:                                             ; preds = %3309
  %3359 = call ptr @malloc(i64 1088)
  %3360 = ptrtoint ptr %3359 to i64
  %3361 = add i64 %3360, 63
  %3362 = urem i64 %3361, 64
  %3363 = sub i64 %3361, %3362
  %3364 = inttoptr i64 %3363 to ptr
  %3365 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3359, 0
  %3366 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3365, ptr %3364, 1
  %3367 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3366, i64 0, 2
  %3368 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3367, i64 1, 3, 0
  %3369 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3368, i64 8, 3, 1
  %3370 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3369, i64 32, 3, 2
  %3371 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3370, i64 256, 4, 0
  %3372 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3371, i64 32, 4, 1
  %3373 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3372, i64 1, 4, 2
  br label %3374

3374:                                             ; preds = %3402, %3358
  %3375 = phi i64 [ %3403, %3402 ], [ 0, %3358 ]
  %3376 = icmp slt i64 %3375, 1
  br i1 %3376, label %3377, label %3404

3377:                                             ; preds = %3374
  br label %3378

3378:                                             ; preds = %3400, %3377
  %3379 = phi i64 [ %3401, %3400 ], [ 0, %3377 ]
  %3380 = icmp slt i64 %3379, 8
  br i1 %3380, label %3381, label %3402

3381:                                             ; preds = %3378
  br label %3382

3382:                                             ; preds = %3385, %3381
  %3383 = phi i64 [ %3399, %3385 ], [ 0, %3381 ]
  %3384 = icmp slt i64 %3383, 32
  br i1 %3384, label %3385, label %3400

3385:                                             ; preds = %3382
  %3386 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2839, 1
  %3387 = mul nuw nsw i64 %3375, 256
  %3388 = mul nuw nsw i64 %3379, 32
  %3389 = add nuw nsw i64 %3387, %3388
  %3390 = add nuw nsw i64 %3389, %3383
  %3391 = getelementptr inbounds nuw float, ptr %3386, i64 %3390
  %3392 = load float, ptr %3391, align 4
  %3393 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3373, 1
  %3394 = mul nuw nsw i64 %3375, 256
  %3395 = mul nuw nsw i64 %3379, 32
  %3396 = add nuw nsw i64 %3394, %3395
  %3397 = add nuw nsw i64 %3396, %3383
  %3398 = getelementptr inbounds nuw float, ptr %3393, i64 %3397
  store float %3392, ptr %3398, align 4
  %3399 = add i64 %3383, 1
  br label %3382

3400:                                             ; preds = %3382
  %3401 = add i64 %3379, 1
  br label %3378

3402:                                             ; preds = %3378
  %3403 = add i64 %3375, 1
  br label %3374

3404:                                             ; preds = %3374
  br label %3405

3405:                                             ; preds = %3466, %3404
  %3406 = phi i64 [ %3467, %3466 ], [ 0, %3404 ]
  %3407 = icmp slt i64 %3406, 1
  br i1 %3407, label %3408, label %3468

3408:                                             ; preds = %3405
  br label %3409

3409:                                             ; preds = %3464, %3408
  %3410 = phi i64 [ %3465, %3464 ], [ 0, %3408 ]
  %3411 = icmp slt i64 %3410, 8
  br i1 %3411, label %3412, label %3466

3412:                                             ; preds = %3409
  br label %3413

3413:                                             ; preds = %3462, %3412
  %3414 = phi i64 [ %3463, %3462 ], [ 0, %3412 ]
  %3415 = icmp slt i64 %3414, 32
  br i1 %3415, label %3416, label %3464

3416:                                             ; preds = %3413
  br label %3417

3417:                                             ; preds = %3420, %3416
  %3418 = phi i64 [ %3461, %3420 ], [ 0, %3416 ]
  %3419 = icmp slt i64 %3418, 64
  br i1 %3419, label %3420, label %3462

3420:                                             ; preds = %3417
  %3421 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3181, 1
  %3422 = mul nuw nsw i64 %3406, 512
  %3423 = mul nuw nsw i64 %3410, 64
  %3424 = add nuw nsw i64 %3422, %3423
  %3425 = add nuw nsw i64 %3424, %3418
  %3426 = getelementptr inbounds nuw float, ptr %3421, i64 %3425
  %3427 = load float, ptr %3426, align 4
  %3428 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3277, 1
  %3429 = mul nuw nsw i64 %3406, 512
  %3430 = mul nuw nsw i64 %3410, 64
  %3431 = add nuw nsw i64 %3429, %3430
  %3432 = add nuw nsw i64 %3431, %3418
  %3433 = getelementptr inbounds nuw float, ptr %3428, i64 %3432
  %3434 = load float, ptr %3433, align 4
  %3435 = mul nuw nsw i64 %3414, 64
  %3436 = add nuw nsw i64 %3435, %3418
  %3437 = getelementptr inbounds nuw float, ptr @__constant_32x64xf32_5, i64 %3436
  %3438 = load float, ptr %3437, align 4
  %3439 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3373, 1
  %3440 = mul nuw nsw i64 %3406, 256
  %3441 = mul nuw nsw i64 %3410, 32
  %3442 = add nuw nsw i64 %3440, %3441
  %3443 = add nuw nsw i64 %3442, %3414
  %3444 = getelementptr inbounds nuw float, ptr %3439, i64 %3443
  %3445 = load float, ptr %3444, align 4
  %3446 = fneg float %3427
  %3447 = fmul float %3446, f0x3FB8AA3B
  %3448 = call float @llvm.exp2.f32(float %3447)
  %3449 = fadd float %3448, 1.000000e+00
  %3450 = fdiv float 1.000000e+00, %3449
  %3451 = fmul float %3427, %3450
  %3452 = fmul float %3451, %3434
  %3453 = fmul float %3452, %3438
  %3454 = fadd float %3445, %3453
  %3455 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3373, 1
  %3456 = mul nuw nsw i64 %3406, 256
  %3457 = mul nuw nsw i64 %3410, 32
  %3458 = add nuw nsw i64 %3456, %3457
  %3459 = add nuw nsw i64 %3458, %3414
  %3460 = getelementptr inbounds nuw float, ptr %3455, i64 %3459
  store float %3454, ptr %3460, align 4
  %3461 = add i64 %3418, 1
  br label %3417

3462:                                             ; preds = %3417
  %3463 = add i64 %3414, 1
  br label %3413

3464:                                             ; preds = %3413
  %3465 = add i64 %3410, 1
  br label %3409

3466:                                             ; preds = %3409
  %3467 = add i64 %3406, 1
  br label %3405

3468:                                             ; preds = %3405
  %3469 = call ptr @malloc(i64 1088)
  %3470 = ptrtoint ptr %3469 to i64
  %3471 = add i64 %3470, 63
  %3472 = urem i64 %3471, 64
  %3473 = sub i64 %3471, %3472
  %3474 = inttoptr i64 %3473 to ptr
  %3475 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3469, 0
  %3476 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3475, ptr %3474, 1
  %3477 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3476, i64 0, 2
  %3478 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3477, i64 1, 3, 0
  %3479 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3478, i64 8, 3, 1
  %3480 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3479, i64 32, 3, 2
  %3481 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3480, i64 256, 4, 0
  %3482 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3481, i64 32, 4, 1
  %3483 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3482, i64 1, 4, 2
  br label %3484

3484:                                             ; preds = %3520, %3468
  %3485 = phi i64 [ %3521, %3520 ], [ 0, %3468 ]
  %3486 = icmp slt i64 %3485, 1
  br i1 %3486, label %3487, label %3522

3487:                                             ; preds = %3484
  br label %3488

3488:                                             ; preds = %3518, %3487
  %3489 = phi i64 [ %3519, %3518 ], [ 0, %3487 ]
  %3490 = icmp slt i64 %3489, 8
  br i1 %3490, label %3491, label %3520

3491:                                             ; preds = %3488
  br label %3492

3492:                                             ; preds = %3495, %3491
  %3493 = phi i64 [ %3517, %3495 ], [ 0, %3491 ]
  %3494 = icmp slt i64 %3493, 32
  br i1 %3494, label %3495, label %3518

3495:                                             ; preds = %3492
  %3496 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2960, 1
  %3497 = mul nuw nsw i64 %3485, 256
  %3498 = mul nuw nsw i64 %3489, 32
  %3499 = add nuw nsw i64 %3497, %3498
  %3500 = add nuw nsw i64 %3499, %3493
  %3501 = getelementptr inbounds nuw float, ptr %3496, i64 %3500
  %3502 = load float, ptr %3501, align 4
  %3503 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3373, 1
  %3504 = mul nuw nsw i64 %3485, 256
  %3505 = mul nuw nsw i64 %3489, 32
  %3506 = add nuw nsw i64 %3504, %3505
  %3507 = add nuw nsw i64 %3506, %3493
  %3508 = getelementptr inbounds nuw float, ptr %3503, i64 %3507
  %3509 = load float, ptr %3508, align 4
  %3510 = fadd float %3502, %3509
  %3511 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3483, 1
  %3512 = mul nuw nsw i64 %3485, 256
  %3513 = mul nuw nsw i64 %3489, 32
  %3514 = add nuw nsw i64 %3512, %3513
  %3515 = add nuw nsw i64 %3514, %3493
  %3516 = getelementptr inbounds nuw float, ptr %3511, i64 %3515
  store float %3510, ptr %3516, align 4
  %3517 = add i64 %3493, 1
  br label %3492

3518:                                             ; preds = %3492
  %3519 = add i64 %3489, 1
  br label %3488

3520:                                             ; preds = %3488
  %3521 = add i64 %3485, 1
  br label %3484

3522:                                             ; preds = %3484
  %3523 = call ptr @malloc(i64 96)
  %3524 = ptrtoint ptr %3523 to i64
  %3525 = add i64 %3524, 63
  %3526 = urem i64 %3525, 64
  %3527 = sub i64 %3525, %3526
  %3528 = inttoptr i64 %3527 to ptr
  %3529 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3523, 0
  %3530 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3529, ptr %3528, 1
  %3531 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3530, i64 0, 2
  %3532 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3531, i64 1, 3, 0
  %3533 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3532, i64 8, 3, 1
  %3534 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3533, i64 1, 3, 2
  %3535 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3534, i64 8, 4, 0
  %3536 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3535, i64 1, 4, 1
  %3537 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3536, i64 1, 4, 2
  br label %3538

3538:                                             ; preds = %3564, %3522
  %3539 = phi i64 [ %3565, %3564 ], [ 0, %3522 ]
  %3540 = icmp slt i64 %3539, 1
  br i1 %3540, label %3541, label %3566

3541:                                             ; preds = %3538
  br label %3542

3542:                                             ; preds = %3562, %3541
  %3543 = phi i64 [ %3563, %3562 ], [ 0, %3541 ]
  %3544 = icmp slt i64 %3543, 8
  br i1 %3544, label %3545, label %3564

3545:                                             ; preds = %3542
  br label %3546

3546:                                             ; preds = %3549, %3545
  %3547 = phi i64 [ %3561, %3549 ], [ 0, %3545 ]
  %3548 = icmp slt i64 %3547, 1
  br i1 %3548, label %3549, label %3562

3549:                                             ; preds = %3546
  %3550 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %562, 1
  %3551 = mul nuw nsw i64 %3539, 8
  %3552 = add nuw nsw i64 %3551, %3543
  %3553 = add nuw nsw i64 %3552, %3547
  %3554 = getelementptr inbounds nuw float, ptr %3550, i64 %3553
  %3555 = load float, ptr %3554, align 4
  %3556 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3537, 1
  %3557 = mul nuw nsw i64 %3539, 8
  %3558 = add nuw nsw i64 %3557, %3543
  %3559 = add nuw nsw i64 %3558, %3547
  %3560 = getelementptr inbounds nuw float, ptr %3556, i64 %3559
  store float %3555, ptr %3560, align 4
  %3561 = add i64 %3547, 1
  br label %3546

3562:                                             ; preds = %3546
  %3563 = add i64 %3543, 1
  br label %3542

3564:                                             ; preds = %3542
  %3565 = add i64 %3539, 1
  br label %3538

3566:                                             ; preds = %3538
  br label %3567

3567:                                             ; preds = %3602, %3566
  %3568 = phi i64 [ %3603, %3602 ], [ 0, %3566 ]
  %3569 = icmp slt i64 %3568, 1
  br i1 %3569, label %3570, label %3604

3570:                                             ; preds = %3567
  br label %3571

3571:                                             ; preds = %3600, %3570
  %3572 = phi i64 [ %3601, %3600 ], [ 0, %3570 ]
  %3573 = icmp slt i64 %3572, 8
  br i1 %3573, label %3574, label %3602

3574:                                             ; preds = %3571
  br label %3575

3575:                                             ; preds = %3578, %3574
  %3576 = phi i64 [ %3599, %3578 ], [ 0, %3574 ]
  %3577 = icmp slt i64 %3576, 32
  br i1 %3577, label %3578, label %3600

3578:                                             ; preds = %3575
  %3579 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3483, 1
  %3580 = mul nuw nsw i64 %3568, 256
  %3581 = mul nuw nsw i64 %3572, 32
  %3582 = add nuw nsw i64 %3580, %3581
  %3583 = add nuw nsw i64 %3582, %3576
  %3584 = getelementptr inbounds nuw float, ptr %3579, i64 %3583
  %3585 = load float, ptr %3584, align 4
  %3586 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3537, 1
  %3587 = mul nuw nsw i64 %3568, 8
  %3588 = add nuw nsw i64 %3587, %3572
  %3589 = add nuw nsw i64 %3588, 0
  %3590 = getelementptr inbounds nuw float, ptr %3586, i64 %3589
  %3591 = load float, ptr %3590, align 4
  %3592 = fmul float %3585, %3585
  %3593 = fadd float %3592, %3591
  %3594 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3537, 1
  %3595 = mul nuw nsw i64 %3568, 8
  %3596 = add nuw nsw i64 %3595, %3572
  %3597 = add nuw nsw i64 %3596, 0
  %3598 = getelementptr inbounds nuw float, ptr %3594, i64 %3597
  store float %3593, ptr %3598, align 4
  %3599 = add i64 %3576, 1
  br label %3575

3600:                                             ; preds = %3575
  %3601 = add i64 %3572, 1
  br label %3571

3602:                                             ; preds = %3571
  %3603 = add i64 %3568, 1
  br label %3567

3604:                                             ; preds = %3567
  br label %3605

3605:                                             ; preds = %3647, %3604
  %3606 = phi i64 [ %3648, %3647 ], [ 0, %3604 ]
  %3607 = icmp slt i64 %3606, 1
  br i1 %3607, label %3608, label %3649

3608:                                             ; preds = %3605
  br label %3609

3609:                                             ; preds = %3645, %3608
  %3610 = phi i64 [ %3646, %3645 ], [ 0, %3608 ]
  %3611 = icmp slt i64 %3610, 8
  br i1 %3611, label %3612, label %3647

3612:                                             ; preds = %3609
  br label %3613

3613:                                             ; preds = %3616, %3612
  %3614 = phi i64 [ %3644, %3616 ], [ 0, %3612 ]
  %3615 = icmp slt i64 %3614, 32
  br i1 %3615, label %3616, label %3645

3616:                                             ; preds = %3613
  %3617 = getelementptr inbounds nuw float, ptr @__constant_32xf32_4, i64 %3614
  %3618 = load float, ptr %3617, align 4
  %3619 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3483, 1
  %3620 = mul nuw nsw i64 %3606, 256
  %3621 = mul nuw nsw i64 %3610, 32
  %3622 = add nuw nsw i64 %3620, %3621
  %3623 = add nuw nsw i64 %3622, %3614
  %3624 = getelementptr inbounds nuw float, ptr %3619, i64 %3623
  %3625 = load float, ptr %3624, align 4
  %3626 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3537, 1
  %3627 = mul nuw nsw i64 %3606, 8
  %3628 = add nuw nsw i64 %3627, %3610
  %3629 = add nuw nsw i64 %3628, 0
  %3630 = getelementptr inbounds nuw float, ptr %3626, i64 %3629
  %3631 = load float, ptr %3630, align 4
  %3632 = fdiv float %3631, 3.200000e+01
  %3633 = fadd float %3632, f0x358637BD
  %3634 = call float @llvm.sqrt.f32(float %3633)
  %3635 = fdiv float 1.000000e+00, %3634
  %3636 = fmul float %3625, %3635
  %3637 = fmul float %3618, %3636
  %3638 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3639 = mul nuw nsw i64 %3606, 256
  %3640 = mul nuw nsw i64 %3610, 32
  %3641 = add nuw nsw i64 %3639, %3640
  %3642 = add nuw nsw i64 %3641, %3614
  %3643 = getelementptr inbounds nuw float, ptr %3638, i64 %3642
  store float %3637, ptr %3643, align 4
  %3644 = add i64 %3614, 1
  br label %3613

3645:                                             ; preds = %3613
  %3646 = add i64 %3610, 1
  br label %3609

3647:                                             ; preds = %3609
  %3648 = add i64 %3606, 1
  br label %3605

3649:                                             ; preds = %3605
  %3650 = call ptr @malloc(i64 1088)
  %3651 = ptrtoint ptr %3650 to i64
  %3652 = add i64 %3651, 63
  %3653 = urem i64 %3652, 64
  %3654 = sub i64 %3652, %3653
  %3655 = inttoptr i64 %3654 to ptr
  %3656 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3650, 0
  %3657 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3656, ptr %3655, 1
  %3658 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3657, i64 0, 2
  %3659 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3658, i64 1, 3, 0
  %3660 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3659, i64 8, 3, 1
  %3661 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3660, i64 4, 3, 2
  %3662 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3661, i64 8, 3, 3
  %3663 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3662, i64 256, 4, 0
  %3664 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3663, i64 32, 4, 1
  %3665 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3664, i64 8, 4, 2
  %3666 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3665, i64 1, 4, 3
  br label %3667

3667:                                             ; preds = %3705, %3649
  %3668 = phi i64 [ %3706, %3705 ], [ 0, %3649 ]
  %3669 = icmp slt i64 %3668, 1
  br i1 %3669, label %3670, label %3707

3670:                                             ; preds = %3667
  br label %3671

3671:                                             ; preds = %3703, %3670
  %3672 = phi i64 [ %3704, %3703 ], [ 0, %3670 ]
  %3673 = icmp slt i64 %3672, 8
  br i1 %3673, label %3674, label %3705

3674:                                             ; preds = %3671
  br label %3675

3675:                                             ; preds = %3701, %3674
  %3676 = phi i64 [ %3702, %3701 ], [ 0, %3674 ]
  %3677 = icmp slt i64 %3676, 4
  br i1 %3677, label %3678, label %3703

3678:                                             ; preds = %3675
  br label %3679

3679:                                             ; preds = %3682, %3678
  %3680 = phi i64 [ %3700, %3682 ], [ 0, %3678 ]
  %3681 = icmp slt i64 %3680, 8
  br i1 %3681, label %3682, label %3701

3682:                                             ; preds = %3679
  %3683 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %754, 1
  %3684 = mul nuw nsw i64 %3668, 256
  %3685 = mul nuw nsw i64 %3672, 32
  %3686 = add nuw nsw i64 %3684, %3685
  %3687 = mul nuw nsw i64 %3676, 8
  %3688 = add nuw nsw i64 %3686, %3687
  %3689 = add nuw nsw i64 %3688, %3680
  %3690 = getelementptr inbounds nuw float, ptr %3683, i64 %3689
  %3691 = load float, ptr %3690, align 4
  %3692 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3666, 1
  %3693 = mul nuw nsw i64 %3668, 256
  %3694 = mul nuw nsw i64 %3672, 32
  %3695 = add nuw nsw i64 %3693, %3694
  %3696 = mul nuw nsw i64 %3676, 8
  %3697 = add nuw nsw i64 %3695, %3696
  %3698 = add nuw nsw i64 %3697, %3680
  %3699 = getelementptr inbounds nuw float, ptr %3692, i64 %3698
  store float %3691, ptr %3699, align 4
  %3700 = add i64 %3680, 1
  br label %3679

3701:                                             ; preds = %3679
  %3702 = add i64 %3676, 1
  br label %3675

3703:                                             ; preds = %3675
  %3704 = add i64 %3672, 1
  br label %3671

3705:                                             ; preds = %3671
  %3706 = add i64 %3668, 1
  br label %3667

3707:                                             ; preds = %3667
  br label %3708

3708:                                             ; preds = %3767, %3707
  %3709 = phi i64 [ %3768, %3767 ], [ 0, %3707 ]
  %3710 = icmp slt i64 %3709, 1
  br i1 %3710, label %3711, label %3769

3711:                                             ; preds = %3708
  br label %3712

3712:                                             ; preds = %3765, %3711
  %3713 = phi i64 [ %3766, %3765 ], [ 0, %3711 ]
  %3714 = icmp slt i64 %3713, 8
  br i1 %3714, label %3715, label %3767

3715:                                             ; preds = %3712
  br label %3716

3716:                                             ; preds = %3763, %3715
  %3717 = phi i64 [ %3764, %3763 ], [ 0, %3715 ]
  %3718 = icmp slt i64 %3717, 4
  br i1 %3718, label %3719, label %3765

3719:                                             ; preds = %3716
  br label %3720

3720:                                             ; preds = %3761, %3719
  %3721 = phi i64 [ %3762, %3761 ], [ 0, %3719 ]
  %3722 = icmp slt i64 %3721, 8
  br i1 %3722, label %3723, label %3763

3723:                                             ; preds = %3720
  br label %3724

3724:                                             ; preds = %3727, %3723
  %3725 = phi i64 [ %3760, %3727 ], [ 0, %3723 ]
  %3726 = icmp slt i64 %3725, 32
  br i1 %3726, label %3727, label %3761

3727:                                             ; preds = %3724
  %3728 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3729 = mul nuw nsw i64 %3709, 256
  %3730 = mul nuw nsw i64 %3713, 32
  %3731 = add nuw nsw i64 %3729, %3730
  %3732 = add nuw nsw i64 %3731, %3725
  %3733 = getelementptr inbounds nuw float, ptr %3728, i64 %3732
  %3734 = load float, ptr %3733, align 4
  %3735 = mul nuw nsw i64 %3717, 256
  %3736 = mul nuw nsw i64 %3721, 32
  %3737 = add nuw nsw i64 %3735, %3736
  %3738 = add nuw nsw i64 %3737, %3725
  %3739 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_3, i64 %3738
  %3740 = load float, ptr %3739, align 4
  %3741 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3666, 1
  %3742 = mul nuw nsw i64 %3709, 256
  %3743 = mul nuw nsw i64 %3713, 32
  %3744 = add nuw nsw i64 %3742, %3743
  %3745 = mul nuw nsw i64 %3717, 8
  %3746 = add nuw nsw i64 %3744, %3745
  %3747 = add nuw nsw i64 %3746, %3721
  %3748 = getelementptr inbounds nuw float, ptr %3741, i64 %3747
  %3749 = load float, ptr %3748, align 4
  %3750 = fmul float %3734, %3740
  %3751 = fadd float %3749, %3750
  %3752 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3666, 1
  %3753 = mul nuw nsw i64 %3709, 256
  %3754 = mul nuw nsw i64 %3713, 32
  %3755 = add nuw nsw i64 %3753, %3754
  %3756 = mul nuw nsw i64 %3717, 8
  %3757 = add nuw nsw i64 %3755, %3756
  %3758 = add nuw nsw i64 %3757, %3721
  %3759 = getelementptr inbounds nuw float, ptr %3752, i64 %3758
  store float %3751, ptr %3759, align 4
  %3760 = add i64 %3725, 1
  br label %3724

3761:                                             ; preds = %3724
  %3762 = add i64 %3721, 1
  br label %3720

3763:                                             ; preds = %3720
  %3764 = add i64 %3717, 1
  br label %3716

3765:                                             ; preds = %3716
  %3766 = add i64 %3713, 1
  br label %3712

3767:                                             ; preds = %3712
  %3768 = add i64 %3709, 1
  br label %3708

3769:                                             ; preds = %3708
  br label %3770

3770:                                             ; preds = %3808, %3769
  %3771 = phi i64 [ %3809, %3808 ], [ 0, %3769 ]
  %3772 = icmp slt i64 %3771, 1
  br i1 %3772, label %3773, label %3810

3773:                                             ; preds = %3770
  br label %3774

3774:                                             ; preds = %3806, %3773
  %3775 = phi i64 [ %3807, %3806 ], [ 0, %3773 ]
  %3776 = icmp slt i64 %3775, 4
  br i1 %3776, label %3777, label %3808

3777:                                             ; preds = %3774
  br label %3778

3778:                                             ; preds = %3804, %3777
  %3779 = phi i64 [ %3805, %3804 ], [ 0, %3777 ]
  %3780 = icmp slt i64 %3779, 8
  br i1 %3780, label %3781, label %3806

3781:                                             ; preds = %3778
  br label %3782

3782:                                             ; preds = %3785, %3781
  %3783 = phi i64 [ %3803, %3785 ], [ 0, %3781 ]
  %3784 = icmp slt i64 %3783, 8
  br i1 %3784, label %3785, label %3804

3785:                                             ; preds = %3782
  %3786 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3666, 1
  %3787 = mul nuw nsw i64 %3771, 256
  %3788 = mul nuw nsw i64 %3779, 32
  %3789 = add nuw nsw i64 %3787, %3788
  %3790 = mul nuw nsw i64 %3775, 8
  %3791 = add nuw nsw i64 %3789, %3790
  %3792 = add nuw nsw i64 %3791, %3783
  %3793 = getelementptr inbounds nuw float, ptr %3786, i64 %3792
  %3794 = load float, ptr %3793, align 4
  %3795 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %891, 1
  %3796 = mul nuw nsw i64 %3771, 256
  %3797 = mul nuw nsw i64 %3775, 64
  %3798 = add nuw nsw i64 %3796, %3797
  %3799 = mul nuw nsw i64 %3779, 8
  %3800 = add nuw nsw i64 %3798, %3799
  %3801 = add nuw nsw i64 %3800, %3783
  %3802 = getelementptr inbounds nuw float, ptr %3795, i64 %3801
  store float %3794, ptr %3802, align 4
  %3803 = add i64 %3783, 1
  br label %3782

3804:                                             ; preds = %3782
  %3805 = add i64 %3779, 1
  br label %3778

3806:                                             ; preds = %3778
  %3807 = add i64 %3775, 1
  br label %3774

3808:                                             ; preds = %3774
  %3809 = add i64 %3771, 1
  br label %3770

3810:                                             ; preds = %3770
  %3811 = call ptr @malloc(i64 576)
  %3812 = ptrtoint ptr %3811 to i64
  %3813 = add i64 %3812, 63
  %3814 = urem i64 %3813, 64
  %3815 = sub i64 %3813, %3814
  %3816 = inttoptr i64 %3815 to ptr
  %3817 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3811, 0
  %3818 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3817, ptr %3816, 1
  %3819 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3818, i64 0, 2
  %3820 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3819, i64 1, 3, 0
  %3821 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3820, i64 8, 3, 1
  %3822 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3821, i64 2, 3, 2
  %3823 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3822, i64 8, 3, 3
  %3824 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3823, i64 128, 4, 0
  %3825 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3824, i64 16, 4, 1
  %3826 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3825, i64 8, 4, 2
  %3827 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3826, i64 1, 4, 3
  br label %3828

3828:                                             ; preds = %3866, %3810
  %3829 = phi i64 [ %3867, %3866 ], [ 0, %3810 ]
  %3830 = icmp slt i64 %3829, 1
  br i1 %3830, label %3831, label %3868

3831:                                             ; preds = %3828
  br label %3832

3832:                                             ; preds = %3864, %3831
  %3833 = phi i64 [ %3865, %3864 ], [ 0, %3831 ]
  %3834 = icmp slt i64 %3833, 8
  br i1 %3834, label %3835, label %3866

3835:                                             ; preds = %3832
  br label %3836

3836:                                             ; preds = %3862, %3835
  %3837 = phi i64 [ %3863, %3862 ], [ 0, %3835 ]
  %3838 = icmp slt i64 %3837, 2
  br i1 %3838, label %3839, label %3864

3839:                                             ; preds = %3836
  br label %3840

3840:                                             ; preds = %3843, %3839
  %3841 = phi i64 [ %3861, %3843 ], [ 0, %3839 ]
  %3842 = icmp slt i64 %3841, 8
  br i1 %3842, label %3843, label %3862

3843:                                             ; preds = %3840
  %3844 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %974, 1
  %3845 = mul nuw nsw i64 %3829, 128
  %3846 = mul nuw nsw i64 %3833, 16
  %3847 = add nuw nsw i64 %3845, %3846
  %3848 = mul nuw nsw i64 %3837, 8
  %3849 = add nuw nsw i64 %3847, %3848
  %3850 = add nuw nsw i64 %3849, %3841
  %3851 = getelementptr inbounds nuw float, ptr %3844, i64 %3850
  %3852 = load float, ptr %3851, align 4
  %3853 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3827, 1
  %3854 = mul nuw nsw i64 %3829, 128
  %3855 = mul nuw nsw i64 %3833, 16
  %3856 = add nuw nsw i64 %3854, %3855
  %3857 = mul nuw nsw i64 %3837, 8
  %3858 = add nuw nsw i64 %3856, %3857
  %3859 = add nuw nsw i64 %3858, %3841
  %3860 = getelementptr inbounds nuw float, ptr %3853, i64 %3859
  store float %3852, ptr %3860, align 4
  %3861 = add i64 %3841, 1
  br label %3840

3862:                                             ; preds = %3840
  %3863 = add i64 %3837, 1
  br label %3836

3864:                                             ; preds = %3836
  %3865 = add i64 %3833, 1
  br label %3832

3866:                                             ; preds = %3832
  %3867 = add i64 %3829, 1
  br label %3828

3868:                                             ; preds = %3828
  br label %3869

3869:                                             ; preds = %3928, %3868
  %3870 = phi i64 [ %3929, %3928 ], [ 0, %3868 ]
  %3871 = icmp slt i64 %3870, 1
  br i1 %3871, label %3872, label %3930

3872:                                             ; preds = %3869
  br label %3873

3873:                                             ; preds = %3926, %3872
  %3874 = phi i64 [ %3927, %3926 ], [ 0, %3872 ]
  %3875 = icmp slt i64 %3874, 8
  br i1 %3875, label %3876, label %3928

3876:                                             ; preds = %3873
  br label %3877

3877:                                             ; preds = %3924, %3876
  %3878 = phi i64 [ %3925, %3924 ], [ 0, %3876 ]
  %3879 = icmp slt i64 %3878, 2
  br i1 %3879, label %3880, label %3926

3880:                                             ; preds = %3877
  br label %3881

3881:                                             ; preds = %3922, %3880
  %3882 = phi i64 [ %3923, %3922 ], [ 0, %3880 ]
  %3883 = icmp slt i64 %3882, 8
  br i1 %3883, label %3884, label %3924

3884:                                             ; preds = %3881
  br label %3885

3885:                                             ; preds = %3888, %3884
  %3886 = phi i64 [ %3921, %3888 ], [ 0, %3884 ]
  %3887 = icmp slt i64 %3886, 32
  br i1 %3887, label %3888, label %3922

3888:                                             ; preds = %3885
  %3889 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3890 = mul nuw nsw i64 %3870, 256
  %3891 = mul nuw nsw i64 %3874, 32
  %3892 = add nuw nsw i64 %3890, %3891
  %3893 = add nuw nsw i64 %3892, %3886
  %3894 = getelementptr inbounds nuw float, ptr %3889, i64 %3893
  %3895 = load float, ptr %3894, align 4
  %3896 = mul nuw nsw i64 %3878, 256
  %3897 = mul nuw nsw i64 %3882, 32
  %3898 = add nuw nsw i64 %3896, %3897
  %3899 = add nuw nsw i64 %3898, %3886
  %3900 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32_2, i64 %3899
  %3901 = load float, ptr %3900, align 4
  %3902 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3827, 1
  %3903 = mul nuw nsw i64 %3870, 128
  %3904 = mul nuw nsw i64 %3874, 16
  %3905 = add nuw nsw i64 %3903, %3904
  %3906 = mul nuw nsw i64 %3878, 8
  %3907 = add nuw nsw i64 %3905, %3906
  %3908 = add nuw nsw i64 %3907, %3882
  %3909 = getelementptr inbounds nuw float, ptr %3902, i64 %3908
  %3910 = load float, ptr %3909, align 4
  %3911 = fmul float %3895, %3901
  %3912 = fadd float %3910, %3911
  %3913 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3827, 1
  %3914 = mul nuw nsw i64 %3870, 128
  %3915 = mul nuw nsw i64 %3874, 16
  %3916 = add nuw nsw i64 %3914, %3915
  %3917 = mul nuw nsw i64 %3878, 8
  %3918 = add nuw nsw i64 %3916, %3917
  %3919 = add nuw nsw i64 %3918, %3882
  %3920 = getelementptr inbounds nuw float, ptr %3913, i64 %3919
  store float %3912, ptr %3920, align 4
  %3921 = add i64 %3886, 1
  br label %3885

3922:                                             ; preds = %3885
  %3923 = add i64 %3882, 1
  br label %3881

3924:                                             ; preds = %3881
  %3925 = add i64 %3878, 1
  br label %3877

3926:                                             ; preds = %3877
  %3927 = add i64 %3874, 1
  br label %3873

3928:                                             ; preds = %3873
  %3929 = add i64 %3870, 1
  br label %3869

3930:                                             ; preds = %3869
  br label %3931

3931:                                             ; preds = %3969, %3930
  %3932 = phi i64 [ %3970, %3969 ], [ 0, %3930 ]
  %3933 = icmp slt i64 %3932, 1
  br i1 %3933, label %3934, label %3971

3934:                                             ; preds = %3931
  br label %3935

3935:                                             ; preds = %3967, %3934
  %3936 = phi i64 [ %3968, %3967 ], [ 0, %3934 ]
  %3937 = icmp slt i64 %3936, 2
  br i1 %3937, label %3938, label %3969

3938:                                             ; preds = %3935
  br label %3939

3939:                                             ; preds = %3965, %3938
  %3940 = phi i64 [ %3966, %3965 ], [ 0, %3938 ]
  %3941 = icmp slt i64 %3940, 8
  br i1 %3941, label %3942, label %3967

3942:                                             ; preds = %3939
  br label %3943

3943:                                             ; preds = %3946, %3942
  %3944 = phi i64 [ %3964, %3946 ], [ 0, %3942 ]
  %3945 = icmp slt i64 %3944, 8
  br i1 %3945, label %3946, label %3965

3946:                                             ; preds = %3943
  %3947 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3827, 1
  %3948 = mul nuw nsw i64 %3932, 128
  %3949 = mul nuw nsw i64 %3940, 16
  %3950 = add nuw nsw i64 %3948, %3949
  %3951 = mul nuw nsw i64 %3936, 8
  %3952 = add nuw nsw i64 %3950, %3951
  %3953 = add nuw nsw i64 %3952, %3944
  %3954 = getelementptr inbounds nuw float, ptr %3947, i64 %3953
  %3955 = load float, ptr %3954, align 4
  %3956 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1111, 1
  %3957 = mul nuw nsw i64 %3932, 128
  %3958 = mul nuw nsw i64 %3936, 64
  %3959 = add nuw nsw i64 %3957, %3958
  %3960 = mul nuw nsw i64 %3940, 8
  %3961 = add nuw nsw i64 %3959, %3960
  %3962 = add nuw nsw i64 %3961, %3944
  %3963 = getelementptr inbounds nuw float, ptr %3956, i64 %3962
  store float %3955, ptr %3963, align 4
  %3964 = add i64 %3944, 1
  br label %3943

3965:                                             ; preds = %3943
  %3966 = add i64 %3940, 1
  br label %3939

3967:                                             ; preds = %3939
  %3968 = add i64 %3936, 1
  br label %3935

3969:                                             ; preds = %3935
  %3970 = add i64 %3932, 1
  br label %3931

3971:                                             ; preds = %3931
  br label %3972

3972:                                             ; preds = %4031, %3971
  %3973 = phi i64 [ %4032, %4031 ], [ 0, %3971 ]
  %3974 = icmp slt i64 %3973, 1
  br i1 %3974, label %3975, label %4033

3975:                                             ; preds = %3972
  br label %3976

3976:                                             ; preds = %4029, %3975
  %3977 = phi i64 [ %4030, %4029 ], [ 0, %3975 ]
  %3978 = icmp slt i64 %3977, 8
  br i1 %3978, label %3979, label %4031

3979:                                             ; preds = %3976
  br label %3980

3980:                                             ; preds = %4027, %3979
  %3981 = phi i64 [ %4028, %4027 ], [ 0, %3979 ]
  %3982 = icmp slt i64 %3981, 2
  br i1 %3982, label %3983, label %4029

3983:                                             ; preds = %3980
  br label %3984

3984:                                             ; preds = %4025, %3983
  %3985 = phi i64 [ %4026, %4025 ], [ 0, %3983 ]
  %3986 = icmp slt i64 %3985, 8
  br i1 %3986, label %3987, label %4027

3987:                                             ; preds = %3984
  br label %3988

3988:                                             ; preds = %3991, %3987
  %3989 = phi i64 [ %4024, %3991 ], [ 0, %3987 ]
  %3990 = icmp slt i64 %3989, 32
  br i1 %3990, label %3991, label %4025

3991:                                             ; preds = %3988
  %3992 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3993 = mul nuw nsw i64 %3973, 256
  %3994 = mul nuw nsw i64 %3977, 32
  %3995 = add nuw nsw i64 %3993, %3994
  %3996 = add nuw nsw i64 %3995, %3989
  %3997 = getelementptr inbounds nuw float, ptr %3992, i64 %3996
  %3998 = load float, ptr %3997, align 4
  %3999 = mul nuw nsw i64 %3981, 256
  %4000 = mul nuw nsw i64 %3985, 32
  %4001 = add nuw nsw i64 %3999, %4000
  %4002 = add nuw nsw i64 %4001, %3989
  %4003 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32, i64 %4002
  %4004 = load float, ptr %4003, align 4
  %4005 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %974, 1
  %4006 = mul nuw nsw i64 %3973, 128
  %4007 = mul nuw nsw i64 %3977, 16
  %4008 = add nuw nsw i64 %4006, %4007
  %4009 = mul nuw nsw i64 %3981, 8
  %4010 = add nuw nsw i64 %4008, %4009
  %4011 = add nuw nsw i64 %4010, %3985
  %4012 = getelementptr inbounds nuw float, ptr %4005, i64 %4011
  %4013 = load float, ptr %4012, align 4
  %4014 = fmul float %3998, %4004
  %4015 = fadd float %4013, %4014
  %4016 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %974, 1
  %4017 = mul nuw nsw i64 %3973, 128
  %4018 = mul nuw nsw i64 %3977, 16
  %4019 = add nuw nsw i64 %4017, %4018
  %4020 = mul nuw nsw i64 %3981, 8
  %4021 = add nuw nsw i64 %4019, %4020
  %4022 = add nuw nsw i64 %4021, %3985
  %4023 = getelementptr inbounds nuw float, ptr %4016, i64 %4022
  store float %4015, ptr %4023, align 4
  %4024 = add i64 %3989, 1
  br label %3988

4025:                                             ; preds = %3988
  %4026 = add i64 %3985, 1
  br label %3984

4027:                                             ; preds = %3984
  %4028 = add i64 %3981, 1
  br label %3980

4029:                                             ; preds = %3980
  %4030 = add i64 %3977, 1
  br label %3976

4031:                                             ; preds = %3976
  %4032 = add i64 %3973, 1
  br label %3972

4033:                                             ; preds = %3972
  br label %4034

4034:                                             ; preds = %4074, %4033
  %4035 = phi i64 [ %4075, %4074 ], [ 0, %4033 ]
  %4036 = icmp slt i64 %4035, 1
  br i1 %4036, label %4037, label %4076

4037:                                             ; preds = %4034
  br label %4038

4038:                                             ; preds = %4072, %4037
  %4039 = phi i64 [ %4073, %4072 ], [ 0, %4037 ]
  %4040 = icmp slt i64 %4039, 4
  br i1 %4040, label %4041, label %4074

4041:                                             ; preds = %4038
  br label %4042

4042:                                             ; preds = %4070, %4041
  %4043 = phi i64 [ %4071, %4070 ], [ 0, %4041 ]
  %4044 = icmp slt i64 %4043, 8
  br i1 %4044, label %4045, label %4072

4045:                                             ; preds = %4042
  br label %4046

4046:                                             ; preds = %4049, %4045
  %4047 = phi i64 [ %4069, %4049 ], [ 0, %4045 ]
  %4048 = icmp slt i64 %4047, 4
  br i1 %4048, label %4049, label %4070

4049:                                             ; preds = %4046
  %4050 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1285, 1
  %4051 = getelementptr float, ptr %4050, i64 4
  %4052 = mul nuw nsw i64 %4035, 256
  %4053 = mul nuw nsw i64 %4039, 64
  %4054 = add nuw nsw i64 %4052, %4053
  %4055 = mul nuw nsw i64 %4043, 8
  %4056 = add nuw nsw i64 %4054, %4055
  %4057 = add nuw nsw i64 %4056, %4047
  %4058 = getelementptr inbounds nuw float, ptr %4051, i64 %4057
  %4059 = load float, ptr %4058, align 4
  %4060 = fneg float %4059
  %4061 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1302, 1
  %4062 = mul nuw nsw i64 %4035, 128
  %4063 = mul nuw nsw i64 %4039, 32
  %4064 = add nuw nsw i64 %4062, %4063
  %4065 = mul nuw nsw i64 %4043, 4
  %4066 = add nuw nsw i64 %4064, %4065
  %4067 = add nuw nsw i64 %4066, %4047
  %4068 = getelementptr inbounds nuw float, ptr %4061, i64 %4067
  store float %4060, ptr %4068, align 4
  %4069 = add i64 %4047, 1
  br label %4046

4070:                                             ; preds = %4046
  %4071 = add i64 %4043, 1
  br label %4042

4072:                                             ; preds = %4042
  %4073 = add i64 %4039, 1
  br label %4038

4074:                                             ; preds = %4038
  %4075 = add i64 %4035, 1
  br label %4034

4076:                                             ; preds = %4034
  %4077 = call ptr @malloc(i64 1088)
  %4078 = ptrtoint ptr %4077 to i64
  %4079 = add i64 %4078, 63
  %4080 = urem i64 %4079, 64
  %4081 = sub i64 %4079, %4080
  %4082 = inttoptr i64 %4081 to ptr
  %4083 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4077, 0
  %4084 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4083, ptr %4082, 1
  %4085 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4084, i64 0, 2
  %4086 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4085, i64 1, 3, 0
  %4087 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4086, i64 4, 3, 1
  %4088 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4087, i64 8, 3, 2
  %4089 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4088, i64 8, 3, 3
  %4090 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4089, i64 256, 4, 0
  %4091 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4090, i64 64, 4, 1
  %4092 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4091, i64 8, 4, 2
  %4093 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4092, i64 1, 4, 3
  %4094 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4093, 0
  %4095 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4093, 1
  %4096 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4094, 0
  %4097 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4096, ptr %4095, 1
  %4098 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4097, i64 0, 2
  %4099 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4098, i64 1, 3, 0
  %4100 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4099, i64 256, 4, 0
  %4101 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4100, i64 4, 3, 1
  %4102 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4101, i64 64, 4, 1
  %4103 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4102, i64 8, 3, 2
  %4104 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4103, i64 8, 4, 2
  %4105 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4104, i64 4, 3, 3
  %4106 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4105, i64 1, 4, 3
  br label %4107

4107:                                             ; preds = %4145, %4076
  %4108 = phi i64 [ %4146, %4145 ], [ 0, %4076 ]
  %4109 = icmp slt i64 %4108, 1
  br i1 %4109, label %4110, label %4147

4110:                                             ; preds = %4107
  br label %4111

4111:                                             ; preds = %4143, %4110
  %4112 = phi i64 [ %4144, %4143 ], [ 0, %4110 ]
  %4113 = icmp slt i64 %4112, 4
  br i1 %4113, label %4114, label %4145

4114:                                             ; preds = %4111
  br label %4115

4115:                                             ; preds = %4141, %4114
  %4116 = phi i64 [ %4142, %4141 ], [ 0, %4114 ]
  %4117 = icmp slt i64 %4116, 8
  br i1 %4117, label %4118, label %4143

4118:                                             ; preds = %4115
  br label %4119

4119:                                             ; preds = %4122, %4118
  %4120 = phi i64 [ %4140, %4122 ], [ 0, %4118 ]
  %4121 = icmp slt i64 %4120, 4
  br i1 %4121, label %4122, label %4141

4122:                                             ; preds = %4119
  %4123 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1302, 1
  %4124 = mul nuw nsw i64 %4108, 128
  %4125 = mul nuw nsw i64 %4112, 32
  %4126 = add nuw nsw i64 %4124, %4125
  %4127 = mul nuw nsw i64 %4116, 4
  %4128 = add nuw nsw i64 %4126, %4127
  %4129 = add nuw nsw i64 %4128, %4120
  %4130 = getelementptr inbounds nuw float, ptr %4123, i64 %4129
  %4131 = load float, ptr %4130, align 4
  %4132 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4106, 1
  %4133 = mul nuw nsw i64 %4108, 256
  %4134 = mul nuw nsw i64 %4112, 64
  %4135 = add nuw nsw i64 %4133, %4134
  %4136 = mul nuw nsw i64 %4116, 8
  %4137 = add nuw nsw i64 %4135, %4136
  %4138 = add nuw nsw i64 %4137, %4120
  %4139 = getelementptr inbounds nuw float, ptr %4132, i64 %4138
  store float %4131, ptr %4139, align 4
  %4140 = add i64 %4120, 1
  br label %4119

4141:                                             ; preds = %4119
  %4142 = add i64 %4116, 1
  br label %4115

4143:                                             ; preds = %4115
  %4144 = add i64 %4112, 1
  br label %4111

4145:                                             ; preds = %4111
  %4146 = add i64 %4108, 1
  br label %4107

4147:                                             ; preds = %4107
  %4148 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4093, 0
  %4149 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4093, 1
  %4150 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4148, 0
  %4151 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4150, ptr %4149, 1
  %4152 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4151, i64 4, 2
  %4153 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4152, i64 1, 3, 0
  %4154 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4153, i64 256, 4, 0
  %4155 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4154, i64 4, 3, 1
  %4156 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4155, i64 64, 4, 1
  %4157 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4156, i64 8, 3, 2
  %4158 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4157, i64 8, 4, 2
  %4159 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4158, i64 4, 3, 3
  %4160 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4159, i64 1, 4, 3
  br label %4161

4161:                                             ; preds = %4200, %4147
  %4162 = phi i64 [ %4201, %4200 ], [ 0, %4147 ]
  %4163 = icmp slt i64 %4162, 1
  br i1 %4163, label %4164, label %4202

4164:                                             ; preds = %4161
  br label %4165

4165:                                             ; preds = %4198, %4164
  %4166 = phi i64 [ %4199, %4198 ], [ 0, %4164 ]
  %4167 = icmp slt i64 %4166, 4
  br i1 %4167, label %4168, label %4200

4168:                                             ; preds = %4165
  br label %4169

4169:                                             ; preds = %4196, %4168
  %4170 = phi i64 [ %4197, %4196 ], [ 0, %4168 ]
  %4171 = icmp slt i64 %4170, 8
  br i1 %4171, label %4172, label %4198

4172:                                             ; preds = %4169
  br label %4173

4173:                                             ; preds = %4176, %4172
  %4174 = phi i64 [ %4195, %4176 ], [ 0, %4172 ]
  %4175 = icmp slt i64 %4174, 4
  br i1 %4175, label %4176, label %4196

4176:                                             ; preds = %4173
  %4177 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1358, 1
  %4178 = mul nuw nsw i64 %4162, 256
  %4179 = mul nuw nsw i64 %4166, 64
  %4180 = add nuw nsw i64 %4178, %4179
  %4181 = mul nuw nsw i64 %4170, 8
  %4182 = add nuw nsw i64 %4180, %4181
  %4183 = add nuw nsw i64 %4182, %4174
  %4184 = getelementptr inbounds nuw float, ptr %4177, i64 %4183
  %4185 = load float, ptr %4184, align 4
  %4186 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4160, 1
  %4187 = getelementptr float, ptr %4186, i64 4
  %4188 = mul nuw nsw i64 %4162, 256
  %4189 = mul nuw nsw i64 %4166, 64
  %4190 = add nuw nsw i64 %4188, %4189
  %4191 = mul nuw nsw i64 %4170, 8
  %4192 = add nuw nsw i64 %4190, %4191
  %4193 = add nuw nsw i64 %4192, %4174
  %4194 = getelementptr inbounds nuw float, ptr %4187, i64 %4193
  store float %4185, ptr %4194, align 4
  %4195 = add i64 %4174, 1
  br label %4173

4196:                                             ; preds = %4173
  %4197 = add i64 %4170, 1
  br label %4169

4198:                                             ; preds = %4169
  %4199 = add i64 %4166, 1
  br label %4165

4200:                                             ; preds = %4165
  %4201 = add i64 %4162, 1
  br label %4161

4202:                                             ; preds = %4161
  br label %4203

4203:                                             ; preds = %4243, %4202
  %4204 = phi i64 [ %4244, %4243 ], [ 0, %4202 ]
  %4205 = icmp slt i64 %4204, 1
  br i1 %4205, label %4206, label %4245

4206:                                             ; preds = %4203
  br label %4207

4207:                                             ; preds = %4241, %4206
  %4208 = phi i64 [ %4242, %4241 ], [ 0, %4206 ]
  %4209 = icmp slt i64 %4208, 2
  br i1 %4209, label %4210, label %4243

4210:                                             ; preds = %4207
  br label %4211

4211:                                             ; preds = %4239, %4210
  %4212 = phi i64 [ %4240, %4239 ], [ 0, %4210 ]
  %4213 = icmp slt i64 %4212, 8
  br i1 %4213, label %4214, label %4241

4214:                                             ; preds = %4211
  br label %4215

4215:                                             ; preds = %4218, %4214
  %4216 = phi i64 [ %4238, %4218 ], [ 0, %4214 ]
  %4217 = icmp slt i64 %4216, 4
  br i1 %4217, label %4218, label %4239

4218:                                             ; preds = %4215
  %4219 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1497, 1
  %4220 = getelementptr float, ptr %4219, i64 4
  %4221 = mul nuw nsw i64 %4204, 128
  %4222 = mul nuw nsw i64 %4208, 64
  %4223 = add nuw nsw i64 %4221, %4222
  %4224 = mul nuw nsw i64 %4212, 8
  %4225 = add nuw nsw i64 %4223, %4224
  %4226 = add nuw nsw i64 %4225, %4216
  %4227 = getelementptr inbounds nuw float, ptr %4220, i64 %4226
  %4228 = load float, ptr %4227, align 4
  %4229 = fneg float %4228
  %4230 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1514, 1
  %4231 = mul nuw nsw i64 %4204, 64
  %4232 = mul nuw nsw i64 %4208, 32
  %4233 = add nuw nsw i64 %4231, %4232
  %4234 = mul nuw nsw i64 %4212, 4
  %4235 = add nuw nsw i64 %4233, %4234
  %4236 = add nuw nsw i64 %4235, %4216
  %4237 = getelementptr inbounds nuw float, ptr %4230, i64 %4236
  store float %4229, ptr %4237, align 4
  %4238 = add i64 %4216, 1
  br label %4215

4239:                                             ; preds = %4215
  %4240 = add i64 %4212, 1
  br label %4211

4241:                                             ; preds = %4211
  %4242 = add i64 %4208, 1
  br label %4207

4243:                                             ; preds = %4207
  %4244 = add i64 %4204, 1
  br label %4203

4245:                                             ; preds = %4203
  %4246 = call ptr @malloc(i64 576)
  %4247 = ptrtoint ptr %4246 to i64
  %4248 = add i64 %4247, 63
  %4249 = urem i64 %4248, 64
  %4250 = sub i64 %4248, %4249
  %4251 = inttoptr i64 %4250 to ptr
  %4252 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4246, 0
  %4253 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4252, ptr %4251, 1
  %4254 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4253, i64 0, 2
  %4255 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4254, i64 1, 3, 0
  %4256 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4255, i64 2, 3, 1
  %4257 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4256, i64 8, 3, 2
  %4258 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4257, i64 8, 3, 3
  %4259 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4258, i64 128, 4, 0
  %4260 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4259, i64 64, 4, 1
  %4261 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4260, i64 8, 4, 2
  %4262 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4261, i64 1, 4, 3
  %4263 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4262, 0
  %4264 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4262, 1
  %4265 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4263, 0
  %4266 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4265, ptr %4264, 1
  %4267 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4266, i64 0, 2
  %4268 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4267, i64 1, 3, 0
  %4269 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4268, i64 128, 4, 0
  %4270 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4269, i64 2, 3, 1
  %4271 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4270, i64 64, 4, 1
  %4272 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4271, i64 8, 3, 2
  %4273 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4272, i64 8, 4, 2
  %4274 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4273, i64 4, 3, 3
  %4275 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4274, i64 1, 4, 3
  br label %4276

4276:                                             ; preds = %4314, %4245
  %4277 = phi i64 [ %4315, %4314 ], [ 0, %4245 ]
  %4278 = icmp slt i64 %4277, 1
  br i1 %4278, label %4279, label %4316

4279:                                             ; preds = %4276
  br label %4280

4280:                                             ; preds = %4312, %4279
  %4281 = phi i64 [ %4313, %4312 ], [ 0, %4279 ]
  %4282 = icmp slt i64 %4281, 2
  br i1 %4282, label %4283, label %4314

4283:                                             ; preds = %4280
  br label %4284

4284:                                             ; preds = %4310, %4283
  %4285 = phi i64 [ %4311, %4310 ], [ 0, %4283 ]
  %4286 = icmp slt i64 %4285, 8
  br i1 %4286, label %4287, label %4312

4287:                                             ; preds = %4284
  br label %4288

4288:                                             ; preds = %4291, %4287
  %4289 = phi i64 [ %4309, %4291 ], [ 0, %4287 ]
  %4290 = icmp slt i64 %4289, 4
  br i1 %4290, label %4291, label %4310

4291:                                             ; preds = %4288
  %4292 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1514, 1
  %4293 = mul nuw nsw i64 %4277, 64
  %4294 = mul nuw nsw i64 %4281, 32
  %4295 = add nuw nsw i64 %4293, %4294
  %4296 = mul nuw nsw i64 %4285, 4
  %4297 = add nuw nsw i64 %4295, %4296
  %4298 = add nuw nsw i64 %4297, %4289
  %4299 = getelementptr inbounds nuw float, ptr %4292, i64 %4298
  %4300 = load float, ptr %4299, align 4
  %4301 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4275, 1
  %4302 = mul nuw nsw i64 %4277, 128
  %4303 = mul nuw nsw i64 %4281, 64
  %4304 = add nuw nsw i64 %4302, %4303
  %4305 = mul nuw nsw i64 %4285, 8
  %4306 = add nuw nsw i64 %4304, %4305
  %4307 = add nuw nsw i64 %4306, %4289
  %4308 = getelementptr inbounds nuw float, ptr %4301, i64 %4307
  store float %4300, ptr %4308, align 4
  %4309 = add i64 %4289, 1
  br label %4288

4310:                                             ; preds = %4288
  %4311 = add i64 %4285, 1
  br label %4284

4312:                                             ; preds = %4284
  %4313 = add i64 %4281, 1
  br label %4280

4314:                                             ; preds = %4280
  %4315 = add i64 %4277, 1
  br label %4276

4316:                                             ; preds = %4276
  %4317 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4262, 0
  %4318 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4262, 1
  %4319 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4317, 0
  %4320 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4319, ptr %4318, 1
  %4321 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4320, i64 4, 2
  %4322 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4321, i64 1, 3, 0
  %4323 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4322, i64 128, 4, 0
  %4324 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4323, i64 2, 3, 1
  %4325 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4324, i64 64, 4, 1
  %4326 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4325, i64 8, 3, 2
  %4327 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4326, i64 8, 4, 2
  %4328 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4327, i64 4, 3, 3
  %4329 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4328, i64 1, 4, 3
  br label %4330

4330:                                             ; preds = %4369, %4316
  %4331 = phi i64 [ %4370, %4369 ], [ 0, %4316 ]
  %4332 = icmp slt i64 %4331, 1
  br i1 %4332, label %4333, label %4371

4333:                                             ; preds = %4330
  br label %4334

4334:                                             ; preds = %4367, %4333
  %4335 = phi i64 [ %4368, %4367 ], [ 0, %4333 ]
  %4336 = icmp slt i64 %4335, 2
  br i1 %4336, label %4337, label %4369

4337:                                             ; preds = %4334
  br label %4338

4338:                                             ; preds = %4365, %4337
  %4339 = phi i64 [ %4366, %4365 ], [ 0, %4337 ]
  %4340 = icmp slt i64 %4339, 8
  br i1 %4340, label %4341, label %4367

4341:                                             ; preds = %4338
  br label %4342

4342:                                             ; preds = %4345, %4341
  %4343 = phi i64 [ %4364, %4345 ], [ 0, %4341 ]
  %4344 = icmp slt i64 %4343, 4
  br i1 %4344, label %4345, label %4365

4345:                                             ; preds = %4342
  %4346 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1570, 1
  %4347 = mul nuw nsw i64 %4331, 128
  %4348 = mul nuw nsw i64 %4335, 64
  %4349 = add nuw nsw i64 %4347, %4348
  %4350 = mul nuw nsw i64 %4339, 8
  %4351 = add nuw nsw i64 %4349, %4350
  %4352 = add nuw nsw i64 %4351, %4343
  %4353 = getelementptr inbounds nuw float, ptr %4346, i64 %4352
  %4354 = load float, ptr %4353, align 4
  %4355 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4329, 1
  %4356 = getelementptr float, ptr %4355, i64 4
  %4357 = mul nuw nsw i64 %4331, 128
  %4358 = mul nuw nsw i64 %4335, 64
  %4359 = add nuw nsw i64 %4357, %4358
  %4360 = mul nuw nsw i64 %4339, 8
  %4361 = add nuw nsw i64 %4359, %4360
  %4362 = add nuw nsw i64 %4361, %4343
  %4363 = getelementptr inbounds nuw float, ptr %4356, i64 %4362
  store float %4354, ptr %4363, align 4
  %4364 = add i64 %4343, 1
  br label %4342

4365:                                             ; preds = %4342
  %4366 = add i64 %4339, 1
  br label %4338

4367:                                             ; preds = %4338
  %4368 = add i64 %4335, 1
  br label %4334

4369:                                             ; preds = %4334
  %4370 = add i64 %4331, 1
  br label %4330

4371:                                             ; preds = %4330
  br label %4372

4372:                                             ; preds = %4418, %4371
  %4373 = phi i64 [ %4419, %4418 ], [ 0, %4371 ]
  %4374 = icmp slt i64 %4373, 1
  br i1 %4374, label %4375, label %4420

4375:                                             ; preds = %4372
  br label %4376

4376:                                             ; preds = %4416, %4375
  %4377 = phi i64 [ %4417, %4416 ], [ 0, %4375 ]
  %4378 = icmp slt i64 %4377, 2
  br i1 %4378, label %4379, label %4418

4379:                                             ; preds = %4376
  br label %4380

4380:                                             ; preds = %4414, %4379
  %4381 = phi i64 [ %4415, %4414 ], [ 0, %4379 ]
  %4382 = icmp slt i64 %4381, 2
  br i1 %4382, label %4383, label %4416

4383:                                             ; preds = %4380
  br label %4384

4384:                                             ; preds = %4412, %4383
  %4385 = phi i64 [ %4413, %4412 ], [ 0, %4383 ]
  %4386 = icmp slt i64 %4385, 8
  br i1 %4386, label %4387, label %4414

4387:                                             ; preds = %4384
  br label %4388

4388:                                             ; preds = %4391, %4387
  %4389 = phi i64 [ %4411, %4391 ], [ 0, %4387 ]
  %4390 = icmp slt i64 %4389, 8
  br i1 %4390, label %4391, label %4412

4391:                                             ; preds = %4388
  %4392 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %974, 1
  %4393 = mul nuw nsw i64 %4373, 128
  %4394 = mul nuw nsw i64 %4385, 16
  %4395 = add nuw nsw i64 %4393, %4394
  %4396 = mul nuw nsw i64 %4377, 8
  %4397 = add nuw nsw i64 %4395, %4396
  %4398 = add nuw nsw i64 %4397, %4389
  %4399 = getelementptr inbounds nuw float, ptr %4392, i64 %4398
  %4400 = load float, ptr %4399, align 4
  %4401 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1715, 1
  %4402 = mul nuw nsw i64 %4373, 256
  %4403 = mul nuw nsw i64 %4377, 128
  %4404 = add nuw nsw i64 %4402, %4403
  %4405 = mul nuw nsw i64 %4381, 64
  %4406 = add nuw nsw i64 %4404, %4405
  %4407 = mul nuw nsw i64 %4385, 8
  %4408 = add nuw nsw i64 %4406, %4407
  %4409 = add nuw nsw i64 %4408, %4389
  %4410 = getelementptr inbounds nuw float, ptr %4401, i64 %4409
  store float %4400, ptr %4410, align 4
  %4411 = add i64 %4389, 1
  br label %4388

4412:                                             ; preds = %4388
  %4413 = add i64 %4385, 1
  br label %4384

4414:                                             ; preds = %4384
  %4415 = add i64 %4381, 1
  br label %4380

4416:                                             ; preds = %4380
  %4417 = add i64 %4377, 1
  br label %4376

4418:                                             ; preds = %4376
  %4419 = add i64 %4373, 1
  br label %4372

4420:                                             ; preds = %4372
  %4421 = call ptr @malloc(i64 1088)
  %4422 = ptrtoint ptr %4421 to i64
  %4423 = add i64 %4422, 63
  %4424 = urem i64 %4423, 64
  %4425 = sub i64 %4423, %4424
  %4426 = inttoptr i64 %4425 to ptr
  %4427 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %4421, 0
  %4428 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4427, ptr %4426, 1
  %4429 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4428, i64 0, 2
  %4430 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4429, i64 1, 3, 0
  %4431 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4430, i64 2, 3, 1
  %4432 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4431, i64 2, 3, 2
  %4433 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4432, i64 8, 3, 3
  %4434 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4433, i64 8, 3, 4
  %4435 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4434, i64 256, 4, 0
  %4436 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4435, i64 128, 4, 1
  %4437 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4436, i64 64, 4, 2
  %4438 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4437, i64 8, 4, 3
  %4439 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4438, i64 1, 4, 4
  br label %4440

4440:                                             ; preds = %4515, %4420
  %4441 = phi i64 [ %4516, %4515 ], [ 0, %4420 ]
  %4442 = icmp slt i64 %4441, 1
  br i1 %4442, label %4443, label %4517

4443:                                             ; preds = %4440
  br label %4444

4444:                                             ; preds = %4513, %4443
  %4445 = phi i64 [ %4514, %4513 ], [ 0, %4443 ]
  %4446 = icmp slt i64 %4445, 2
  br i1 %4446, label %4447, label %4515

4447:                                             ; preds = %4444
  br label %4448

4448:                                             ; preds = %4511, %4447
  %4449 = phi i64 [ %4512, %4511 ], [ 0, %4447 ]
  %4450 = icmp slt i64 %4449, 2
  br i1 %4450, label %4451, label %4513

4451:                                             ; preds = %4448
  br label %4452

4452:                                             ; preds = %4509, %4451
  %4453 = phi i64 [ %4510, %4509 ], [ 0, %4451 ]
  %4454 = icmp slt i64 %4453, 8
  br i1 %4454, label %4455, label %4511

4455:                                             ; preds = %4452
  br label %4456

4456:                                             ; preds = %4459, %4455
  %4457 = phi i64 [ %4508, %4459 ], [ 0, %4455 ]
  %4458 = icmp slt i64 %4457, 8
  br i1 %4458, label %4459, label %4509

4459:                                             ; preds = %4456
  %4460 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1111, 1
  %4461 = mul nuw nsw i64 %4441, 128
  %4462 = mul nuw nsw i64 %4445, 64
  %4463 = add nuw nsw i64 %4461, %4462
  %4464 = mul nuw nsw i64 %4457, 8
  %4465 = add nuw nsw i64 %4463, %4464
  %4466 = add nuw nsw i64 %4465, %4453
  %4467 = getelementptr inbounds nuw float, ptr %4460, i64 %4466
  %4468 = load float, ptr %4467, align 4
  %4469 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %375, 1
  %4470 = mul nuw nsw i64 %4441, 64
  %4471 = add nuw nsw i64 %4470, 0
  %4472 = mul nuw nsw i64 %4457, 8
  %4473 = add nuw nsw i64 %4471, %4472
  %4474 = add nuw nsw i64 %4473, %4453
  %4475 = getelementptr inbounds nuw float, ptr %4469, i64 %4474
  %4476 = load float, ptr %4475, align 4
  %4477 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4262, 1
  %4478 = mul nuw nsw i64 %4441, 128
  %4479 = mul nuw nsw i64 %4445, 64
  %4480 = add nuw nsw i64 %4478, %4479
  %4481 = mul nuw nsw i64 %4457, 8
  %4482 = add nuw nsw i64 %4480, %4481
  %4483 = add nuw nsw i64 %4482, %4453
  %4484 = getelementptr inbounds nuw float, ptr %4477, i64 %4483
  %4485 = load float, ptr %4484, align 4
  %4486 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %434, 1
  %4487 = mul nuw nsw i64 %4441, 64
  %4488 = add nuw nsw i64 %4487, 0
  %4489 = mul nuw nsw i64 %4457, 8
  %4490 = add nuw nsw i64 %4488, %4489
  %4491 = add nuw nsw i64 %4490, %4453
  %4492 = getelementptr inbounds nuw float, ptr %4486, i64 %4491
  %4493 = load float, ptr %4492, align 4
  %4494 = fmul float %4485, %4493
  %4495 = fmul float %4468, %4476
  %4496 = fadd float %4495, %4494
  %4497 = fmul float %4496, f0x3F1837F0
  %4498 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4439, 1
  %4499 = mul nuw nsw i64 %4441, 256
  %4500 = mul nuw nsw i64 %4445, 128
  %4501 = add nuw nsw i64 %4499, %4500
  %4502 = mul nuw nsw i64 %4449, 64
  %4503 = add nuw nsw i64 %4501, %4502
  %4504 = mul nuw nsw i64 %4453, 8
  %4505 = add nuw nsw i64 %4503, %4504
  %4506 = add nuw nsw i64 %4505, %4457
  %4507 = getelementptr inbounds nuw float, ptr %4498, i64 %4506
  store float %4497, ptr %4507, align 4
  %4508 = add i64 %4457, 1
  br label %4456

4509:                                             ; preds = %4456
  %4510 = add i64 %4453, 1
  br label %4452

4511:                                             ; preds = %4452
  %4512 = add i64 %4449, 1
  br label %4448

4513:                                             ; preds = %4448
  %4514 = add i64 %4445, 1
  br label %4444

4515:                                             ; preds = %4444
  %4516 = add i64 %4441, 1
  br label %4440

4517:                                             ; preds = %4440
  %4518 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4439, 0
  %4519 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4439, 1
  %4520 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4518, 0
  %4521 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4520, ptr %4519, 1
  %4522 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4521, i64 0, 2
  %4523 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4522, i64 1, 3, 0
  %4524 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4523, i64 256, 4, 0
  %4525 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4524, i64 4, 3, 1
  %4526 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4525, i64 64, 4, 1
  %4527 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4526, i64 8, 3, 2
  %4528 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4527, i64 8, 4, 2
  %4529 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4528, i64 8, 3, 3
  %4530 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4529, i64 1, 4, 3
  %4531 = call ptr @malloc(i64 1088)
  %4532 = ptrtoint ptr %4531 to i64
  %4533 = add i64 %4532, 63
  %4534 = urem i64 %4533, 64
  %4535 = sub i64 %4533, %4534
  %4536 = inttoptr i64 %4535 to ptr
  %4537 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4531, 0
  %4538 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4537, ptr %4536, 1
  %4539 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4538, i64 0, 2
  %4540 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4539, i64 1, 3, 0
  %4541 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4540, i64 4, 3, 1
  %4542 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4541, i64 8, 3, 2
  %4543 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4542, i64 8, 3, 3
  %4544 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4543, i64 256, 4, 0
  %4545 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4544, i64 64, 4, 1
  %4546 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4545, i64 8, 4, 2
  %4547 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4546, i64 1, 4, 3
  br label %4548

4548:                                             ; preds = %4586, %4517
  %4549 = phi i64 [ %4587, %4586 ], [ 0, %4517 ]
  %4550 = icmp slt i64 %4549, 1
  br i1 %4550, label %4551, label %4588

4551:                                             ; preds = %4548
  br label %4552

4552:                                             ; preds = %4584, %4551
  %4553 = phi i64 [ %4585, %4584 ], [ 0, %4551 ]
  %4554 = icmp slt i64 %4553, 4
  br i1 %4554, label %4555, label %4586

4555:                                             ; preds = %4552
  br label %4556

4556:                                             ; preds = %4582, %4555
  %4557 = phi i64 [ %4583, %4582 ], [ 0, %4555 ]
  %4558 = icmp slt i64 %4557, 8
  br i1 %4558, label %4559, label %4584

4559:                                             ; preds = %4556
  br label %4560

4560:                                             ; preds = %4563, %4559
  %4561 = phi i64 [ %4581, %4563 ], [ 0, %4559 ]
  %4562 = icmp slt i64 %4561, 8
  br i1 %4562, label %4563, label %4582

4563:                                             ; preds = %4560
  %4564 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1926, 1
  %4565 = mul nuw nsw i64 %4549, 256
  %4566 = mul nuw nsw i64 %4553, 64
  %4567 = add nuw nsw i64 %4565, %4566
  %4568 = mul nuw nsw i64 %4557, 8
  %4569 = add nuw nsw i64 %4567, %4568
  %4570 = add nuw nsw i64 %4569, %4561
  %4571 = getelementptr inbounds nuw float, ptr %4564, i64 %4570
  %4572 = load float, ptr %4571, align 4
  %4573 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4547, 1
  %4574 = mul nuw nsw i64 %4549, 256
  %4575 = mul nuw nsw i64 %4553, 64
  %4576 = add nuw nsw i64 %4574, %4575
  %4577 = mul nuw nsw i64 %4557, 8
  %4578 = add nuw nsw i64 %4576, %4577
  %4579 = add nuw nsw i64 %4578, %4561
  %4580 = getelementptr inbounds nuw float, ptr %4573, i64 %4579
  store float %4572, ptr %4580, align 4
  %4581 = add i64 %4561, 1
  br label %4560

4582:                                             ; preds = %4560
  %4583 = add i64 %4557, 1
  br label %4556

4584:                                             ; preds = %4556
  %4585 = add i64 %4553, 1
  br label %4552

4586:                                             ; preds = %4552
  %4587 = add i64 %4549, 1
  br label %4548

4588:                                             ; preds = %4548
  br label %4589

4589:                                             ; preds = %4682, %4588
  %4590 = phi i64 [ %4683, %4682 ], [ 0, %4588 ]
  %4591 = icmp slt i64 %4590, 1
  br i1 %4591, label %4592, label %4684

4592:                                             ; preds = %4589
  br label %4593

4593:                                             ; preds = %4680, %4592
  %4594 = phi i64 [ %4681, %4680 ], [ 0, %4592 ]
  %4595 = icmp slt i64 %4594, 4
  br i1 %4595, label %4596, label %4682

4596:                                             ; preds = %4593
  br label %4597

4597:                                             ; preds = %4678, %4596
  %4598 = phi i64 [ %4679, %4678 ], [ 0, %4596 ]
  %4599 = icmp slt i64 %4598, 8
  br i1 %4599, label %4600, label %4680

4600:                                             ; preds = %4597
  br label %4601

4601:                                             ; preds = %4676, %4600
  %4602 = phi i64 [ %4677, %4676 ], [ 0, %4600 ]
  %4603 = icmp slt i64 %4602, 8
  br i1 %4603, label %4604, label %4678

4604:                                             ; preds = %4601
  br label %4605

4605:                                             ; preds = %4608, %4604
  %4606 = phi i64 [ %4675, %4608 ], [ 0, %4604 ]
  %4607 = icmp slt i64 %4606, 8
  br i1 %4607, label %4608, label %4676

4608:                                             ; preds = %4605
  %4609 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %891, 1
  %4610 = mul nuw nsw i64 %4590, 256
  %4611 = mul nuw nsw i64 %4594, 64
  %4612 = add nuw nsw i64 %4610, %4611
  %4613 = mul nuw nsw i64 %4598, 8
  %4614 = add nuw nsw i64 %4612, %4613
  %4615 = add nuw nsw i64 %4614, %4606
  %4616 = getelementptr inbounds nuw float, ptr %4609, i64 %4615
  %4617 = load float, ptr %4616, align 4
  %4618 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %375, 1
  %4619 = mul nuw nsw i64 %4590, 64
  %4620 = add nuw nsw i64 %4619, 0
  %4621 = mul nuw nsw i64 %4598, 8
  %4622 = add nuw nsw i64 %4620, %4621
  %4623 = add nuw nsw i64 %4622, %4606
  %4624 = getelementptr inbounds nuw float, ptr %4618, i64 %4623
  %4625 = load float, ptr %4624, align 4
  %4626 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4093, 1
  %4627 = mul nuw nsw i64 %4590, 256
  %4628 = mul nuw nsw i64 %4594, 64
  %4629 = add nuw nsw i64 %4627, %4628
  %4630 = mul nuw nsw i64 %4598, 8
  %4631 = add nuw nsw i64 %4629, %4630
  %4632 = add nuw nsw i64 %4631, %4606
  %4633 = getelementptr inbounds nuw float, ptr %4626, i64 %4632
  %4634 = load float, ptr %4633, align 4
  %4635 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %434, 1
  %4636 = mul nuw nsw i64 %4590, 64
  %4637 = add nuw nsw i64 %4636, 0
  %4638 = mul nuw nsw i64 %4598, 8
  %4639 = add nuw nsw i64 %4637, %4638
  %4640 = add nuw nsw i64 %4639, %4606
  %4641 = getelementptr inbounds nuw float, ptr %4635, i64 %4640
  %4642 = load float, ptr %4641, align 4
  %4643 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4530, 1
  %4644 = mul nuw nsw i64 %4590, 256
  %4645 = mul nuw nsw i64 %4594, 64
  %4646 = add nuw nsw i64 %4644, %4645
  %4647 = mul nuw nsw i64 %4606, 8
  %4648 = add nuw nsw i64 %4646, %4647
  %4649 = add nuw nsw i64 %4648, %4602
  %4650 = getelementptr inbounds nuw float, ptr %4643, i64 %4649
  %4651 = load float, ptr %4650, align 4
  %4652 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4547, 1
  %4653 = mul nuw nsw i64 %4590, 256
  %4654 = mul nuw nsw i64 %4594, 64
  %4655 = add nuw nsw i64 %4653, %4654
  %4656 = mul nuw nsw i64 %4598, 8
  %4657 = add nuw nsw i64 %4655, %4656
  %4658 = add nuw nsw i64 %4657, %4602
  %4659 = getelementptr inbounds nuw float, ptr %4652, i64 %4658
  %4660 = load float, ptr %4659, align 4
  %4661 = fmul float %4634, %4642
  %4662 = fmul float %4617, %4625
  %4663 = fadd float %4662, %4661
  %4664 = fmul float %4663, f0x3F1837F0
  %4665 = fmul float %4664, %4651
  %4666 = fadd float %4660, %4665
  %4667 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4547, 1
  %4668 = mul nuw nsw i64 %4590, 256
  %4669 = mul nuw nsw i64 %4594, 64
  %4670 = add nuw nsw i64 %4668, %4669
  %4671 = mul nuw nsw i64 %4598, 8
  %4672 = add nuw nsw i64 %4670, %4671
  %4673 = add nuw nsw i64 %4672, %4602
  %4674 = getelementptr inbounds nuw float, ptr %4667, i64 %4673
  store float %4666, ptr %4674, align 4
  %4675 = add i64 %4606, 1
  br label %4605

4676:                                             ; preds = %4605
  %4677 = add i64 %4602, 1
  br label %4601

4678:                                             ; preds = %4601
  %4679 = add i64 %4598, 1
  br label %4597

4680:                                             ; preds = %4597
  %4681 = add i64 %4594, 1
  br label %4593

4682:                                             ; preds = %4593
  %4683 = add i64 %4590, 1
  br label %4589

4684:                                             ; preds = %4589
  %4685 = call ptr @malloc(i64 1088)
  %4686 = ptrtoint ptr %4685 to i64
  %4687 = add i64 %4686, 63
  %4688 = urem i64 %4687, 64
  %4689 = sub i64 %4687, %4688
  %4690 = inttoptr i64 %4689 to ptr
  %4691 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4685, 0
  %4692 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4691, ptr %4690, 1
  %4693 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4692, i64 0, 2
  %4694 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4693, i64 1, 3, 0
  %4695 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4694, i64 4, 3, 1
  %4696 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4695, i64 8, 3, 2
  %4697 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4696, i64 8, 3, 3
  %4698 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4697, i64 256, 4, 0
  %4699 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4698, i64 64, 4, 1
  %4700 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4699, i64 8, 4, 2
  %4701 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4700, i64 1, 4, 3
  br label %4702

4702:                                             ; preds = %4749, %4684
  %4703 = phi i64 [ %4750, %4749 ], [ 0, %4684 ]
  %4704 = icmp slt i64 %4703, 1
  br i1 %4704, label %4705, label %4751

4705:                                             ; preds = %4702
  br label %4706

4706:                                             ; preds = %4747, %4705
  %4707 = phi i64 [ %4748, %4747 ], [ 0, %4705 ]
  %4708 = icmp slt i64 %4707, 4
  br i1 %4708, label %4709, label %4749

4709:                                             ; preds = %4706
  br label %4710

4710:                                             ; preds = %4745, %4709
  %4711 = phi i64 [ %4746, %4745 ], [ 0, %4709 ]
  %4712 = icmp slt i64 %4711, 8
  br i1 %4712, label %4713, label %4747

4713:                                             ; preds = %4710
  br label %4714

4714:                                             ; preds = %4717, %4713
  %4715 = phi i64 [ %4744, %4717 ], [ 0, %4713 ]
  %4716 = icmp slt i64 %4715, 8
  br i1 %4716, label %4717, label %4745

4717:                                             ; preds = %4714
  %4718 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4547, 1
  %4719 = mul nuw nsw i64 %4703, 256
  %4720 = mul nuw nsw i64 %4707, 64
  %4721 = add nuw nsw i64 %4719, %4720
  %4722 = mul nuw nsw i64 %4711, 8
  %4723 = add nuw nsw i64 %4721, %4722
  %4724 = add nuw nsw i64 %4723, %4715
  %4725 = getelementptr inbounds nuw float, ptr %4718, i64 %4724
  %4726 = load float, ptr %4725, align 4
  %4727 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %547, 1
  %4728 = mul nuw nsw i64 %4703, 64
  %4729 = add nuw nsw i64 %4728, 0
  %4730 = mul nuw nsw i64 %4711, 8
  %4731 = add nuw nsw i64 %4729, %4730
  %4732 = add nuw nsw i64 %4731, %4715
  %4733 = getelementptr inbounds nuw float, ptr %4727, i64 %4732
  %4734 = load float, ptr %4733, align 4
  %4735 = fadd float %4726, %4734
  %4736 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4701, 1
  %4737 = mul nuw nsw i64 %4703, 256
  %4738 = mul nuw nsw i64 %4707, 64
  %4739 = add nuw nsw i64 %4737, %4738
  %4740 = mul nuw nsw i64 %4711, 8
  %4741 = add nuw nsw i64 %4739, %4740
  %4742 = add nuw nsw i64 %4741, %4715
  %4743 = getelementptr inbounds nuw float, ptr %4736, i64 %4742
  store float %4735, ptr %4743, align 4
  %4744 = add i64 %4715, 1
  br label %4714

4745:                                             ; preds = %4714
  %4746 = add i64 %4711, 1
  br label %4710

4747:                                             ; preds = %4710
  %4748 = add i64 %4707, 1
  br label %4706

4749:                                             ; preds = %4706
  %4750 = add i64 %4703, 1
  br label %4702

4751:                                             ; preds = %4702
  %4752 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4701, 0
  %4753 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4701, 1
  %4754 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %4752, 0
  %4755 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4754, ptr %4753, 1
  %4756 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4755, i64 0, 2
  %4757 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4756, i64 1, 3, 0
  %4758 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4757, i64 256, 4, 0
  %4759 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4758, i64 4, 3, 1
  %4760 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4759, i64 64, 4, 1
  %4761 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4760, i64 8, 3, 2
  %4762 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4761, i64 8, 4, 2
  %4763 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4762, i64 1, 3, 3
  %4764 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4763, i64 8, 4, 3
  %4765 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4764, i64 8, 3, 4
  %4766 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4765, i64 1, 4, 4
  br label %4767

4767:                                             ; preds = %4821, %4751
  %4768 = phi i64 [ %4822, %4821 ], [ 0, %4751 ]
  %4769 = icmp slt i64 %4768, 1
  br i1 %4769, label %4770, label %4823

4770:                                             ; preds = %4767
  br label %4771

4771:                                             ; preds = %4819, %4770
  %4772 = phi i64 [ %4820, %4819 ], [ 0, %4770 ]
  %4773 = icmp slt i64 %4772, 4
  br i1 %4773, label %4774, label %4821

4774:                                             ; preds = %4771
  br label %4775

4775:                                             ; preds = %4817, %4774
  %4776 = phi i64 [ %4818, %4817 ], [ 0, %4774 ]
  %4777 = icmp slt i64 %4776, 8
  br i1 %4777, label %4778, label %4819

4778:                                             ; preds = %4775
  br label %4779

4779:                                             ; preds = %4815, %4778
  %4780 = phi i64 [ %4816, %4815 ], [ 0, %4778 ]
  %4781 = icmp slt i64 %4780, 1
  br i1 %4781, label %4782, label %4817

4782:                                             ; preds = %4779
  br label %4783

4783:                                             ; preds = %4786, %4782
  %4784 = phi i64 [ %4814, %4786 ], [ 0, %4782 ]
  %4785 = icmp slt i64 %4784, 8
  br i1 %4785, label %4786, label %4815

4786:                                             ; preds = %4783
  %4787 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4766, 1
  %4788 = mul nuw nsw i64 %4768, 256
  %4789 = mul nuw nsw i64 %4772, 64
  %4790 = add nuw nsw i64 %4788, %4789
  %4791 = mul nuw nsw i64 %4776, 8
  %4792 = add nuw nsw i64 %4790, %4791
  %4793 = mul nuw nsw i64 %4780, 8
  %4794 = add nuw nsw i64 %4792, %4793
  %4795 = add nuw nsw i64 %4794, %4784
  %4796 = getelementptr inbounds nuw float, ptr %4787, i64 %4795
  %4797 = load float, ptr %4796, align 4
  %4798 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2199, 1
  %4799 = mul nuw nsw i64 %4768, 32
  %4800 = mul nuw nsw i64 %4772, 8
  %4801 = add nuw nsw i64 %4799, %4800
  %4802 = add nuw nsw i64 %4801, %4776
  %4803 = add nuw nsw i64 %4802, %4780
  %4804 = getelementptr inbounds nuw float, ptr %4798, i64 %4803
  %4805 = load float, ptr %4804, align 4
  %4806 = call float @llvm.maximum.f32(float %4797, float %4805)
  %4807 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2199, 1
  %4808 = mul nuw nsw i64 %4768, 32
  %4809 = mul nuw nsw i64 %4772, 8
  %4810 = add nuw nsw i64 %4808, %4809
  %4811 = add nuw nsw i64 %4810, %4776
  %4812 = add nuw nsw i64 %4811, %4780
  %4813 = getelementptr inbounds nuw float, ptr %4807, i64 %4812
  store float %4806, ptr %4813, align 4
  %4814 = add i64 %4784, 1
  br label %4783

4815:                                             ; preds = %4783
  %4816 = add i64 %4780, 1
  br label %4779

4817:                                             ; preds = %4779
  %4818 = add i64 %4776, 1
  br label %4775

4819:                                             ; preds = %4775
  %4820 = add i64 %4772, 1
  br label %4771

4821:                                             ; preds = %4771
  %4822 = add i64 %4768, 1
  br label %4767

4823:                                             ; preds = %4767
  br label %4824

4824:                                             ; preds = %4873, %4823
  %4825 = phi i64 [ %4874, %4873 ], [ 0, %4823 ]
  %4826 = icmp slt i64 %4825, 1
  br i1 %4826, label %4827, label %4875

4827:                                             ; preds = %4824
  br label %4828

4828:                                             ; preds = %4871, %4827
  %4829 = phi i64 [ %4872, %4871 ], [ 0, %4827 ]
  %4830 = icmp slt i64 %4829, 4
  br i1 %4830, label %4831, label %4873

4831:                                             ; preds = %4828
  br label %4832

4832:                                             ; preds = %4869, %4831
  %4833 = phi i64 [ %4870, %4869 ], [ 0, %4831 ]
  %4834 = icmp slt i64 %4833, 8
  br i1 %4834, label %4835, label %4871

4835:                                             ; preds = %4832
  br label %4836

4836:                                             ; preds = %4839, %4835
  %4837 = phi i64 [ %4868, %4839 ], [ 0, %4835 ]
  %4838 = icmp slt i64 %4837, 8
  br i1 %4838, label %4839, label %4869

4839:                                             ; preds = %4836
  %4840 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4701, 1
  %4841 = mul nuw nsw i64 %4825, 256
  %4842 = mul nuw nsw i64 %4829, 64
  %4843 = add nuw nsw i64 %4841, %4842
  %4844 = mul nuw nsw i64 %4833, 8
  %4845 = add nuw nsw i64 %4843, %4844
  %4846 = add nuw nsw i64 %4845, %4837
  %4847 = getelementptr inbounds nuw float, ptr %4840, i64 %4846
  %4848 = load float, ptr %4847, align 4
  %4849 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2199, 1
  %4850 = mul nuw nsw i64 %4825, 32
  %4851 = mul nuw nsw i64 %4829, 8
  %4852 = add nuw nsw i64 %4850, %4851
  %4853 = add nuw nsw i64 %4852, %4833
  %4854 = add nuw nsw i64 %4853, 0
  %4855 = getelementptr inbounds nuw float, ptr %4849, i64 %4854
  %4856 = load float, ptr %4855, align 4
  %4857 = fsub float %4848, %4856
  %4858 = fmul float %4857, f0x3FB8AA3B
  %4859 = call float @llvm.exp2.f32(float %4858)
  %4860 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %891, 1
  %4861 = mul nuw nsw i64 %4825, 256
  %4862 = mul nuw nsw i64 %4829, 64
  %4863 = add nuw nsw i64 %4861, %4862
  %4864 = mul nuw nsw i64 %4833, 8
  %4865 = add nuw nsw i64 %4863, %4864
  %4866 = add nuw nsw i64 %4865, %4837
  %4867 = getelementptr inbounds nuw float, ptr %4860, i64 %4866
  store float %4859, ptr %4867, align 4
  %4868 = add i64 %4837, 1
  br label %4836

4869:                                             ; preds = %4836
  %4870 = add i64 %4833, 1
  br label %4832

4871:                                             ; preds = %4832
  %4872 = add i64 %4829, 1
  br label %4828

4873:                                             ; preds = %4828
  %4874 = add i64 %4825, 1
  br label %4824

4875:                                             ; preds = %4824
  br label %4876

4876:                                             ; preds = %4922, %4875
  %4877 = phi i64 [ %4923, %4922 ], [ 0, %4875 ]
  %4878 = icmp slt i64 %4877, 1
  br i1 %4878, label %4879, label %4924

4879:                                             ; preds = %4876
  br label %4880

4880:                                             ; preds = %4920, %4879
  %4881 = phi i64 [ %4921, %4920 ], [ 0, %4879 ]
  %4882 = icmp slt i64 %4881, 4
  br i1 %4882, label %4883, label %4922

4883:                                             ; preds = %4880
  br label %4884

4884:                                             ; preds = %4918, %4883
  %4885 = phi i64 [ %4919, %4918 ], [ 0, %4883 ]
  %4886 = icmp slt i64 %4885, 8
  br i1 %4886, label %4887, label %4920

4887:                                             ; preds = %4884
  br label %4888

4888:                                             ; preds = %4891, %4887
  %4889 = phi i64 [ %4917, %4891 ], [ 0, %4887 ]
  %4890 = icmp slt i64 %4889, 8
  br i1 %4890, label %4891, label %4918

4891:                                             ; preds = %4888
  %4892 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %891, 1
  %4893 = mul nuw nsw i64 %4877, 256
  %4894 = mul nuw nsw i64 %4881, 64
  %4895 = add nuw nsw i64 %4893, %4894
  %4896 = mul nuw nsw i64 %4885, 8
  %4897 = add nuw nsw i64 %4895, %4896
  %4898 = add nuw nsw i64 %4897, %4889
  %4899 = getelementptr inbounds nuw float, ptr %4892, i64 %4898
  %4900 = load float, ptr %4899, align 4
  %4901 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2381, 1
  %4902 = mul nuw nsw i64 %4877, 32
  %4903 = mul nuw nsw i64 %4881, 8
  %4904 = add nuw nsw i64 %4902, %4903
  %4905 = add nuw nsw i64 %4904, %4885
  %4906 = add nuw nsw i64 %4905, 0
  %4907 = getelementptr inbounds nuw float, ptr %4901, i64 %4906
  %4908 = load float, ptr %4907, align 4
  %4909 = fadd float %4900, %4908
  %4910 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2381, 1
  %4911 = mul nuw nsw i64 %4877, 32
  %4912 = mul nuw nsw i64 %4881, 8
  %4913 = add nuw nsw i64 %4911, %4912
  %4914 = add nuw nsw i64 %4913, %4885
  %4915 = add nuw nsw i64 %4914, 0
  %4916 = getelementptr inbounds nuw float, ptr %4910, i64 %4915
  store float %4909, ptr %4916, align 4
  %4917 = add i64 %4889, 1
  br label %4888

4918:                                             ; preds = %4888
  %4919 = add i64 %4885, 1
  br label %4884

4920:                                             ; preds = %4884
  %4921 = add i64 %4881, 1
  br label %4880

4922:                                             ; preds = %4880
  %4923 = add i64 %4877, 1
  br label %4876

4924:                                             ; preds = %4876
  br label %4925

4925:                                             ; preds = %4973, %4924
  %4926 = phi i64 [ %4974, %4973 ], [ 0, %4924 ]
  %4927 = icmp slt i64 %4926, 1
  br i1 %4927, label %4928, label %4975

4928:                                             ; preds = %4925
  br label %4929

4929:                                             ; preds = %4971, %4928
  %4930 = phi i64 [ %4972, %4971 ], [ 0, %4928 ]
  %4931 = icmp slt i64 %4930, 4
  br i1 %4931, label %4932, label %4973

4932:                                             ; preds = %4929
  br label %4933

4933:                                             ; preds = %4969, %4932
  %4934 = phi i64 [ %4970, %4969 ], [ 0, %4932 ]
  %4935 = icmp slt i64 %4934, 8
  br i1 %4935, label %4936, label %4971

4936:                                             ; preds = %4933
  br label %4937

4937:                                             ; preds = %4940, %4936
  %4938 = phi i64 [ %4968, %4940 ], [ 0, %4936 ]
  %4939 = icmp slt i64 %4938, 8
  br i1 %4939, label %4940, label %4969

4940:                                             ; preds = %4937
  %4941 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4701, 1
  %4942 = mul nuw nsw i64 %4926, 256
  %4943 = mul nuw nsw i64 %4930, 64
  %4944 = add nuw nsw i64 %4942, %4943
  %4945 = mul nuw nsw i64 %4934, 8
  %4946 = add nuw nsw i64 %4944, %4945
  %4947 = add nuw nsw i64 %4946, %4938
  %4948 = getelementptr inbounds nuw float, ptr %4941, i64 %4947
  %4949 = load float, ptr %4948, align 4
  %4950 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2534, 1
  %4951 = mul nuw nsw i64 %4926, 32
  %4952 = mul nuw nsw i64 %4930, 8
  %4953 = add nuw nsw i64 %4951, %4952
  %4954 = add nuw nsw i64 %4953, %4934
  %4955 = add nuw nsw i64 %4954, 0
  %4956 = getelementptr inbounds nuw i1, ptr %4950, i64 %4955
  %4957 = load i1, ptr %4956, align 1
  %4958 = fpext float %4949 to double
  %4959 = fcmp oeq double %4958, -inf
  %4960 = and i1 %4959, %4957
  %4961 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2534, 1
  %4962 = mul nuw nsw i64 %4926, 32
  %4963 = mul nuw nsw i64 %4930, 8
  %4964 = add nuw nsw i64 %4962, %4963
  %4965 = add nuw nsw i64 %4964, %4934
  %4966 = add nuw nsw i64 %4965, 0
  %4967 = getelementptr inbounds nuw i1, ptr %4961, i64 %4966
  store i1 %4960, ptr %4967, align 1
  %4968 = add i64 %4938, 1
  br label %4937

4969:                                             ; preds = %4937
  %4970 = add i64 %4934, 1
  br label %4933

4971:                                             ; preds = %4933
  %4972 = add i64 %4930, 1
  br label %4929

4973:                                             ; preds = %4929
  %4974 = add i64 %4926, 1
  br label %4925

4975:                                             ; preds = %4925
  br label %4976

4976:                                             ; preds = %5058, %4975
  %4977 = phi i64 [ %5059, %5058 ], [ 0, %4975 ]
  %4978 = icmp slt i64 %4977, 1
  br i1 %4978, label %4979, label %5060

4979:                                             ; preds = %4976
  br label %4980

4980:                                             ; preds = %5056, %4979
  %4981 = phi i64 [ %5057, %5056 ], [ 0, %4979 ]
  %4982 = icmp slt i64 %4981, 4
  br i1 %4982, label %4983, label %5058

4983:                                             ; preds = %4980
  br label %4984

4984:                                             ; preds = %5054, %4983
  %4985 = phi i64 [ %5055, %5054 ], [ 0, %4983 ]
  %4986 = icmp slt i64 %4985, 8
  br i1 %4986, label %4987, label %5056

4987:                                             ; preds = %4984
  br label %4988

4988:                                             ; preds = %5052, %4987
  %4989 = phi i64 [ %5053, %5052 ], [ 0, %4987 ]
  %4990 = icmp slt i64 %4989, 8
  br i1 %4990, label %4991, label %5054

4991:                                             ; preds = %4988
  br label %4992

4992:                                             ; preds = %4995, %4991
  %4993 = phi i64 [ %5051, %4995 ], [ 0, %4991 ]
  %4994 = icmp slt i64 %4993, 8
  br i1 %4994, label %4995, label %5052

4995:                                             ; preds = %4992
  %4996 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2534, 1
  %4997 = mul nuw nsw i64 %4977, 32
  %4998 = mul nuw nsw i64 %4981, 8
  %4999 = add nuw nsw i64 %4997, %4998
  %5000 = add nuw nsw i64 %4999, %4985
  %5001 = add nuw nsw i64 %5000, 0
  %5002 = getelementptr inbounds nuw i1, ptr %4996, i64 %5001
  %5003 = load i1, ptr %5002, align 1
  %5004 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %891, 1
  %5005 = mul nuw nsw i64 %4977, 256
  %5006 = mul nuw nsw i64 %4981, 64
  %5007 = add nuw nsw i64 %5005, %5006
  %5008 = mul nuw nsw i64 %4985, 8
  %5009 = add nuw nsw i64 %5007, %5008
  %5010 = add nuw nsw i64 %5009, %4993
  %5011 = getelementptr inbounds nuw float, ptr %5004, i64 %5010
  %5012 = load float, ptr %5011, align 4
  %5013 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2381, 1
  %5014 = mul nuw nsw i64 %4977, 32
  %5015 = mul nuw nsw i64 %4981, 8
  %5016 = add nuw nsw i64 %5014, %5015
  %5017 = add nuw nsw i64 %5016, %4985
  %5018 = add nuw nsw i64 %5017, 0
  %5019 = getelementptr inbounds nuw float, ptr %5013, i64 %5018
  %5020 = load float, ptr %5019, align 4
  %5021 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2685, 1
  %5022 = mul nuw nsw i64 %4977, 256
  %5023 = mul nuw nsw i64 %4981, 64
  %5024 = add nuw nsw i64 %5022, %5023
  %5025 = mul nuw nsw i64 %4993, 8
  %5026 = add nuw nsw i64 %5024, %5025
  %5027 = add nuw nsw i64 %5026, %4989
  %5028 = getelementptr inbounds nuw float, ptr %5021, i64 %5027
  %5029 = load float, ptr %5028, align 4
  %5030 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1926, 1
  %5031 = mul nuw nsw i64 %4977, 256
  %5032 = mul nuw nsw i64 %4981, 64
  %5033 = add nuw nsw i64 %5031, %5032
  %5034 = mul nuw nsw i64 %4985, 8
  %5035 = add nuw nsw i64 %5033, %5034
  %5036 = add nuw nsw i64 %5035, %4989
  %5037 = getelementptr inbounds nuw float, ptr %5030, i64 %5036
  %5038 = load float, ptr %5037, align 4
  %5039 = fdiv float %5012, %5020
  %5040 = select i1 %5003, float 0.000000e+00, float %5039
  %5041 = fmul float %5040, %5029
  %5042 = fadd float %5038, %5041
  %5043 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1926, 1
  %5044 = mul nuw nsw i64 %4977, 256
  %5045 = mul nuw nsw i64 %4981, 64
  %5046 = add nuw nsw i64 %5044, %5045
  %5047 = mul nuw nsw i64 %4985, 8
  %5048 = add nuw nsw i64 %5046, %5047
  %5049 = add nuw nsw i64 %5048, %4989
  %5050 = getelementptr inbounds nuw float, ptr %5043, i64 %5049
  store float %5042, ptr %5050, align 4
  %5051 = add i64 %4993, 1
  br label %4992

5052:                                             ; preds = %4992
  %5053 = add i64 %4989, 1
  br label %4988

5054:                                             ; preds = %4988
  %5055 = add i64 %4985, 1
  br label %4984

5056:                                             ; preds = %4984
  %5057 = add i64 %4981, 1
  br label %4980

5058:                                             ; preds = %4980
  %5059 = add i64 %4977, 1
  br label %4976

5060:                                             ; preds = %4976
  %5061 = call ptr @malloc(i64 1088)
  %5062 = ptrtoint ptr %5061 to i64
  %5063 = add i64 %5062, 63
  %5064 = urem i64 %5063, 64
  %5065 = sub i64 %5063, %5064
  %5066 = inttoptr i64 %5065 to ptr
  %5067 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5061, 0
  %5068 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5067, ptr %5066, 1
  %5069 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5068, i64 0, 2
  %5070 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5069, i64 1, 3, 0
  %5071 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5070, i64 8, 3, 1
  %5072 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5071, i64 32, 3, 2
  %5073 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5072, i64 256, 4, 0
  %5074 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5073, i64 32, 4, 1
  %5075 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5074, i64 1, 4, 2
  br label %5076

5076:                                             ; preds = %5104, %5060
  %5077 = phi i64 [ %5105, %5104 ], [ 0, %5060 ]
  %5078 = icmp slt i64 %5077, 1
  br i1 %5078, label %5079, label %5106

5079:                                             ; preds = %5076
  br label %5080

5080:                                             ; preds = %5102, %5079
  %5081 = phi i64 [ %5103, %5102 ], [ 0, %5079 ]
  %5082 = icmp slt i64 %5081, 8
  br i1 %5082, label %5083, label %5104

5083:                                             ; preds = %5080
  br label %5084

5084:                                             ; preds = %5087, %5083
  %5085 = phi i64 [ %5101, %5087 ], [ 0, %5083 ]
  %5086 = icmp slt i64 %5085, 32
  br i1 %5086, label %5087, label %5102

5087:                                             ; preds = %5084
  %5088 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2839, 1
  %5089 = mul nuw nsw i64 %5077, 256
  %5090 = mul nuw nsw i64 %5081, 32
  %5091 = add nuw nsw i64 %5089, %5090
  %5092 = add nuw nsw i64 %5091, %5085
  %5093 = getelementptr inbounds nuw float, ptr %5088, i64 %5092
  %5094 = load float, ptr %5093, align 4
  %5095 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5075, 1
  %5096 = mul nuw nsw i64 %5077, 256
  %5097 = mul nuw nsw i64 %5081, 32
  %5098 = add nuw nsw i64 %5096, %5097
  %5099 = add nuw nsw i64 %5098, %5085
  %5100 = getelementptr inbounds nuw float, ptr %5095, i64 %5099
  store float %5094, ptr %5100, align 4
  %5101 = add i64 %5085, 1
  br label %5084

5102:                                             ; preds = %5084
  %5103 = add i64 %5081, 1
  br label %5080

5104:                                             ; preds = %5080
  %5105 = add i64 %5077, 1
  br label %5076

5106:                                             ; preds = %5076
  br label %5107

5107:                                             ; preds = %5164, %5106
  %5108 = phi i64 [ %5165, %5164 ], [ 0, %5106 ]
  %5109 = icmp slt i64 %5108, 1
  br i1 %5109, label %5110, label %5166

5110:                                             ; preds = %5107
  br label %5111

5111:                                             ; preds = %5162, %5110
  %5112 = phi i64 [ %5163, %5162 ], [ 0, %5110 ]
  %5113 = icmp slt i64 %5112, 8
  br i1 %5113, label %5114, label %5164

5114:                                             ; preds = %5111
  br label %5115

5115:                                             ; preds = %5160, %5114
  %5116 = phi i64 [ %5161, %5160 ], [ 0, %5114 ]
  %5117 = icmp slt i64 %5116, 32
  br i1 %5117, label %5118, label %5162

5118:                                             ; preds = %5115
  br label %5119

5119:                                             ; preds = %5158, %5118
  %5120 = phi i64 [ %5159, %5158 ], [ 0, %5118 ]
  %5121 = icmp slt i64 %5120, 4
  br i1 %5121, label %5122, label %5160

5122:                                             ; preds = %5119
  br label %5123

5123:                                             ; preds = %5126, %5122
  %5124 = phi i64 [ %5157, %5126 ], [ 0, %5122 ]
  %5125 = icmp slt i64 %5124, 8
  br i1 %5125, label %5126, label %5158

5126:                                             ; preds = %5123
  %5127 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1926, 1
  %5128 = mul nuw nsw i64 %5108, 256
  %5129 = mul nuw nsw i64 %5120, 64
  %5130 = add nuw nsw i64 %5128, %5129
  %5131 = mul nuw nsw i64 %5112, 8
  %5132 = add nuw nsw i64 %5130, %5131
  %5133 = add nuw nsw i64 %5132, %5124
  %5134 = getelementptr inbounds nuw float, ptr %5127, i64 %5133
  %5135 = load float, ptr %5134, align 4
  %5136 = mul nuw nsw i64 %5116, 32
  %5137 = mul nuw nsw i64 %5120, 8
  %5138 = add nuw nsw i64 %5136, %5137
  %5139 = add nuw nsw i64 %5138, %5124
  %5140 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32, i64 %5139
  %5141 = load float, ptr %5140, align 4
  %5142 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5075, 1
  %5143 = mul nuw nsw i64 %5108, 256
  %5144 = mul nuw nsw i64 %5112, 32
  %5145 = add nuw nsw i64 %5143, %5144
  %5146 = add nuw nsw i64 %5145, %5116
  %5147 = getelementptr inbounds nuw float, ptr %5142, i64 %5146
  %5148 = load float, ptr %5147, align 4
  %5149 = fmul float %5135, %5141
  %5150 = fadd float %5148, %5149
  %5151 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5075, 1
  %5152 = mul nuw nsw i64 %5108, 256
  %5153 = mul nuw nsw i64 %5112, 32
  %5154 = add nuw nsw i64 %5152, %5153
  %5155 = add nuw nsw i64 %5154, %5116
  %5156 = getelementptr inbounds nuw float, ptr %5151, i64 %5155
  store float %5150, ptr %5156, align 4
  %5157 = add i64 %5124, 1
  br label %5123

5158:                                             ; preds = %5123
  %5159 = add i64 %5120, 1
  br label %5119

5160:                                             ; preds = %5119
  %5161 = add i64 %5116, 1
  br label %5115

5162:                                             ; preds = %5115
  %5163 = add i64 %5112, 1
  br label %5111

5164:                                             ; preds = %5111
  %5165 = add i64 %5108, 1
  br label %5107

5166:                                             ; preds = %5107
  %5167 = call ptr @malloc(i64 1088)
  %5168 = ptrtoint ptr %5167 to i64
  %5169 = add i64 %5168, 63
  %5170 = urem i64 %5169, 64
  %5171 = sub i64 %5169, %5170
  %5172 = inttoptr i64 %5171 to ptr
  %5173 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5167, 0
  %5174 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5173, ptr %5172, 1
  %5175 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5174, i64 0, 2
  %5176 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5175, i64 1, 3, 0
  %5177 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5176, i64 8, 3, 1
  %5178 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5177, i64 32, 3, 2
  %5179 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5178, i64 256, 4, 0
  %5180 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5179, i64 32, 4, 1
  %5181 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5180, i64 1, 4, 2
  br label %5182

5182:                                             ; preds = %5218, %5166
  %5183 = phi i64 [ %5219, %5218 ], [ 0, %5166 ]
  %5184 = icmp slt i64 %5183, 1
  br i1 %5184, label %5185, label %5220

5185:                                             ; preds = %5182
  br label %5186

5186:                                             ; preds = %5216, %5185
  %5187 = phi i64 [ %5217, %5216 ], [ 0, %5185 ]
  %5188 = icmp slt i64 %5187, 8
  br i1 %5188, label %5189, label %5218

5189:                                             ; preds = %5186
  br label %5190

5190:                                             ; preds = %5193, %5189
  %5191 = phi i64 [ %5215, %5193 ], [ 0, %5189 ]
  %5192 = icmp slt i64 %5191, 32
  br i1 %5192, label %5193, label %5216

5193:                                             ; preds = %5190
  %5194 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3483, 1
  %5195 = mul nuw nsw i64 %5183, 256
  %5196 = mul nuw nsw i64 %5187, 32
  %5197 = add nuw nsw i64 %5195, %5196
  %5198 = add nuw nsw i64 %5197, %5191
  %5199 = getelementptr inbounds nuw float, ptr %5194, i64 %5198
  %5200 = load float, ptr %5199, align 4
  %5201 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5075, 1
  %5202 = mul nuw nsw i64 %5183, 256
  %5203 = mul nuw nsw i64 %5187, 32
  %5204 = add nuw nsw i64 %5202, %5203
  %5205 = add nuw nsw i64 %5204, %5191
  %5206 = getelementptr inbounds nuw float, ptr %5201, i64 %5205
  %5207 = load float, ptr %5206, align 4
  %5208 = fadd float %5200, %5207
  %5209 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5181, 1
  %5210 = mul nuw nsw i64 %5183, 256
  %5211 = mul nuw nsw i64 %5187, 32
  %5212 = add nuw nsw i64 %5210, %5211
  %5213 = add nuw nsw i64 %5212, %5191
  %5214 = getelementptr inbounds nuw float, ptr %5209, i64 %5213
  store float %5208, ptr %5214, align 4
  %5215 = add i64 %5191, 1
  br label %5190

5216:                                             ; preds = %5190
  %5217 = add i64 %5187, 1
  br label %5186

5218:                                             ; preds = %5186
  %5219 = add i64 %5183, 1
  br label %5182

5220:                                             ; preds = %5182
  %5221 = call ptr @malloc(i64 96)
  %5222 = ptrtoint ptr %5221 to i64
  %5223 = add i64 %5222, 63
  %5224 = urem i64 %5223, 64
  %5225 = sub i64 %5223, %5224
  %5226 = inttoptr i64 %5225 to ptr
  %5227 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5221, 0
  %5228 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5227, ptr %5226, 1
  %5229 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5228, i64 0, 2
  %5230 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5229, i64 1, 3, 0
  %5231 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5230, i64 8, 3, 1
  %5232 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5231, i64 1, 3, 2
  %5233 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5232, i64 8, 4, 0
  %5234 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5233, i64 1, 4, 1
  %5235 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5234, i64 1, 4, 2
  br label %5236

5236:                                             ; preds = %5262, %5220
  %5237 = phi i64 [ %5263, %5262 ], [ 0, %5220 ]
  %5238 = icmp slt i64 %5237, 1
  br i1 %5238, label %5239, label %5264

5239:                                             ; preds = %5236
  br label %5240

5240:                                             ; preds = %5260, %5239
  %5241 = phi i64 [ %5261, %5260 ], [ 0, %5239 ]
  %5242 = icmp slt i64 %5241, 8
  br i1 %5242, label %5243, label %5262

5243:                                             ; preds = %5240
  br label %5244

5244:                                             ; preds = %5247, %5243
  %5245 = phi i64 [ %5259, %5247 ], [ 0, %5243 ]
  %5246 = icmp slt i64 %5245, 1
  br i1 %5246, label %5247, label %5260

5247:                                             ; preds = %5244
  %5248 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %562, 1
  %5249 = mul nuw nsw i64 %5237, 8
  %5250 = add nuw nsw i64 %5249, %5241
  %5251 = add nuw nsw i64 %5250, %5245
  %5252 = getelementptr inbounds nuw float, ptr %5248, i64 %5251
  %5253 = load float, ptr %5252, align 4
  %5254 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5235, 1
  %5255 = mul nuw nsw i64 %5237, 8
  %5256 = add nuw nsw i64 %5255, %5241
  %5257 = add nuw nsw i64 %5256, %5245
  %5258 = getelementptr inbounds nuw float, ptr %5254, i64 %5257
  store float %5253, ptr %5258, align 4
  %5259 = add i64 %5245, 1
  br label %5244

5260:                                             ; preds = %5244
  %5261 = add i64 %5241, 1
  br label %5240

5262:                                             ; preds = %5240
  %5263 = add i64 %5237, 1
  br label %5236

5264:                                             ; preds = %5236
  br label %5265

5265:                                             ; preds = %5300, %5264
  %5266 = phi i64 [ %5301, %5300 ], [ 0, %5264 ]
  %5267 = icmp slt i64 %5266, 1
  br i1 %5267, label %5268, label %5302

5268:                                             ; preds = %5265
  br label %5269

5269:                                             ; preds = %5298, %5268
  %5270 = phi i64 [ %5299, %5298 ], [ 0, %5268 ]
  %5271 = icmp slt i64 %5270, 8
  br i1 %5271, label %5272, label %5300

5272:                                             ; preds = %5269
  br label %5273

5273:                                             ; preds = %5276, %5272
  %5274 = phi i64 [ %5297, %5276 ], [ 0, %5272 ]
  %5275 = icmp slt i64 %5274, 32
  br i1 %5275, label %5276, label %5298

5276:                                             ; preds = %5273
  %5277 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5181, 1
  %5278 = mul nuw nsw i64 %5266, 256
  %5279 = mul nuw nsw i64 %5270, 32
  %5280 = add nuw nsw i64 %5278, %5279
  %5281 = add nuw nsw i64 %5280, %5274
  %5282 = getelementptr inbounds nuw float, ptr %5277, i64 %5281
  %5283 = load float, ptr %5282, align 4
  %5284 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5235, 1
  %5285 = mul nuw nsw i64 %5266, 8
  %5286 = add nuw nsw i64 %5285, %5270
  %5287 = add nuw nsw i64 %5286, 0
  %5288 = getelementptr inbounds nuw float, ptr %5284, i64 %5287
  %5289 = load float, ptr %5288, align 4
  %5290 = fmul float %5283, %5283
  %5291 = fadd float %5290, %5289
  %5292 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5235, 1
  %5293 = mul nuw nsw i64 %5266, 8
  %5294 = add nuw nsw i64 %5293, %5270
  %5295 = add nuw nsw i64 %5294, 0
  %5296 = getelementptr inbounds nuw float, ptr %5292, i64 %5295
  store float %5291, ptr %5296, align 4
  %5297 = add i64 %5274, 1
  br label %5273

5298:                                             ; preds = %5273
  %5299 = add i64 %5270, 1
  br label %5269

5300:                                             ; preds = %5269
  %5301 = add i64 %5266, 1
  br label %5265

5302:                                             ; preds = %5265
  br label %5303

5303:                                             ; preds = %5345, %5302
  %5304 = phi i64 [ %5346, %5345 ], [ 0, %5302 ]
  %5305 = icmp slt i64 %5304, 1
  br i1 %5305, label %5306, label %5347

5306:                                             ; preds = %5303
  br label %5307

5307:                                             ; preds = %5343, %5306
  %5308 = phi i64 [ %5344, %5343 ], [ 0, %5306 ]
  %5309 = icmp slt i64 %5308, 8
  br i1 %5309, label %5310, label %5345

5310:                                             ; preds = %5307
  br label %5311

5311:                                             ; preds = %5314, %5310
  %5312 = phi i64 [ %5342, %5314 ], [ 0, %5310 ]
  %5313 = icmp slt i64 %5312, 32
  br i1 %5313, label %5314, label %5343

5314:                                             ; preds = %5311
  %5315 = getelementptr inbounds nuw float, ptr @__constant_32xf32_1, i64 %5312
  %5316 = load float, ptr %5315, align 4
  %5317 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5181, 1
  %5318 = mul nuw nsw i64 %5304, 256
  %5319 = mul nuw nsw i64 %5308, 32
  %5320 = add nuw nsw i64 %5318, %5319
  %5321 = add nuw nsw i64 %5320, %5312
  %5322 = getelementptr inbounds nuw float, ptr %5317, i64 %5321
  %5323 = load float, ptr %5322, align 4
  %5324 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5235, 1
  %5325 = mul nuw nsw i64 %5304, 8
  %5326 = add nuw nsw i64 %5325, %5308
  %5327 = add nuw nsw i64 %5326, 0
  %5328 = getelementptr inbounds nuw float, ptr %5324, i64 %5327
  %5329 = load float, ptr %5328, align 4
  %5330 = fdiv float %5329, 3.200000e+01
  %5331 = fadd float %5330, f0x358637BD
  %5332 = call float @llvm.sqrt.f32(float %5331)
  %5333 = fdiv float 1.000000e+00, %5332
  %5334 = fmul float %5323, %5333
  %5335 = fmul float %5316, %5334
  %5336 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %5337 = mul nuw nsw i64 %5304, 256
  %5338 = mul nuw nsw i64 %5308, 32
  %5339 = add nuw nsw i64 %5337, %5338
  %5340 = add nuw nsw i64 %5339, %5312
  %5341 = getelementptr inbounds nuw float, ptr %5336, i64 %5340
  store float %5335, ptr %5341, align 4
  %5342 = add i64 %5312, 1
  br label %5311

5343:                                             ; preds = %5311
  %5344 = add i64 %5308, 1
  br label %5307

5345:                                             ; preds = %5307
  %5346 = add i64 %5304, 1
  br label %5303

5347:                                             ; preds = %5303
  %5348 = call ptr @malloc(i64 2112)
  %5349 = ptrtoint ptr %5348 to i64
  %5350 = add i64 %5349, 63
  %5351 = urem i64 %5350, 64
  %5352 = sub i64 %5350, %5351
  %5353 = inttoptr i64 %5352 to ptr
  %5354 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5348, 0
  %5355 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5354, ptr %5353, 1
  %5356 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5355, i64 0, 2
  %5357 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5356, i64 1, 3, 0
  %5358 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5357, i64 8, 3, 1
  %5359 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5358, i64 64, 3, 2
  %5360 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5359, i64 512, 4, 0
  %5361 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5360, i64 64, 4, 1
  %5362 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5361, i64 1, 4, 2
  br label %5363

5363:                                             ; preds = %5391, %5347
  %5364 = phi i64 [ %5392, %5391 ], [ 0, %5347 ]
  %5365 = icmp slt i64 %5364, 1
  br i1 %5365, label %5366, label %5393

5366:                                             ; preds = %5363
  br label %5367

5367:                                             ; preds = %5389, %5366
  %5368 = phi i64 [ %5390, %5389 ], [ 0, %5366 ]
  %5369 = icmp slt i64 %5368, 8
  br i1 %5369, label %5370, label %5391

5370:                                             ; preds = %5367
  br label %5371

5371:                                             ; preds = %5374, %5370
  %5372 = phi i64 [ %5388, %5374 ], [ 0, %5370 ]
  %5373 = icmp slt i64 %5372, 64
  br i1 %5373, label %5374, label %5389

5374:                                             ; preds = %5371
  %5375 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3166, 1
  %5376 = mul nuw nsw i64 %5364, 512
  %5377 = mul nuw nsw i64 %5368, 64
  %5378 = add nuw nsw i64 %5376, %5377
  %5379 = add nuw nsw i64 %5378, %5372
  %5380 = getelementptr inbounds nuw float, ptr %5375, i64 %5379
  %5381 = load float, ptr %5380, align 4
  %5382 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5362, 1
  %5383 = mul nuw nsw i64 %5364, 512
  %5384 = mul nuw nsw i64 %5368, 64
  %5385 = add nuw nsw i64 %5383, %5384
  %5386 = add nuw nsw i64 %5385, %5372
  %5387 = getelementptr inbounds nuw float, ptr %5382, i64 %5386
  store float %5381, ptr %5387, align 4
  %5388 = add i64 %5372, 1
  br label %5371

5389:                                             ; preds = %5371
  %5390 = add i64 %5368, 1
  br label %5367

5391:                                             ; preds = %5367
  %5392 = add i64 %5364, 1
  br label %5363

5393:                                             ; preds = %5363
  br label %5394

5394:                                             ; preds = %5441, %5393
  %5395 = phi i64 [ %5442, %5441 ], [ 0, %5393 ]
  %5396 = icmp slt i64 %5395, 1
  br i1 %5396, label %5397, label %5443

5397:                                             ; preds = %5394
  br label %5398

5398:                                             ; preds = %5439, %5397
  %5399 = phi i64 [ %5440, %5439 ], [ 0, %5397 ]
  %5400 = icmp slt i64 %5399, 8
  br i1 %5400, label %5401, label %5441

5401:                                             ; preds = %5398
  br label %5402

5402:                                             ; preds = %5437, %5401
  %5403 = phi i64 [ %5438, %5437 ], [ 0, %5401 ]
  %5404 = icmp slt i64 %5403, 64
  br i1 %5404, label %5405, label %5439

5405:                                             ; preds = %5402
  br label %5406

5406:                                             ; preds = %5409, %5405
  %5407 = phi i64 [ %5436, %5409 ], [ 0, %5405 ]
  %5408 = icmp slt i64 %5407, 32
  br i1 %5408, label %5409, label %5437

5409:                                             ; preds = %5406
  %5410 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %5411 = mul nuw nsw i64 %5395, 256
  %5412 = mul nuw nsw i64 %5399, 32
  %5413 = add nuw nsw i64 %5411, %5412
  %5414 = add nuw nsw i64 %5413, %5407
  %5415 = getelementptr inbounds nuw float, ptr %5410, i64 %5414
  %5416 = load float, ptr %5415, align 4
  %5417 = mul nuw nsw i64 %5403, 32
  %5418 = add nuw nsw i64 %5417, %5407
  %5419 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_0, i64 %5418
  %5420 = load float, ptr %5419, align 4
  %5421 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5362, 1
  %5422 = mul nuw nsw i64 %5395, 512
  %5423 = mul nuw nsw i64 %5399, 64
  %5424 = add nuw nsw i64 %5422, %5423
  %5425 = add nuw nsw i64 %5424, %5403
  %5426 = getelementptr inbounds nuw float, ptr %5421, i64 %5425
  %5427 = load float, ptr %5426, align 4
  %5428 = fmul float %5416, %5420
  %5429 = fadd float %5427, %5428
  %5430 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5362, 1
  %5431 = mul nuw nsw i64 %5395, 512
  %5432 = mul nuw nsw i64 %5399, 64
  %5433 = add nuw nsw i64 %5431, %5432
  %5434 = add nuw nsw i64 %5433, %5403
  %5435 = getelementptr inbounds nuw float, ptr %5430, i64 %5434
  store float %5429, ptr %5435, align 4
  %5436 = add i64 %5407, 1
  br label %5406

5437:                                             ; preds = %5406
  %5438 = add i64 %5403, 1
  br label %5402

5439:                                             ; preds = %5402
  %5440 = add i64 %5399, 1
  br label %5398

5441:                                             ; preds = %5398
  %5442 = add i64 %5395, 1
  br label %5394

5443:                                             ; preds = %5394
  br label %5444

5444:                                             ; preds = %5491, %5443
  %5445 = phi i64 [ %5492, %5491 ], [ 0, %5443 ]
  %5446 = icmp slt i64 %5445, 1
  br i1 %5446, label %5447, label %5493

5447:                                             ; preds = %5444
  br label %5448

5448:                                             ; preds = %5489, %5447
  %5449 = phi i64 [ %5490, %5489 ], [ 0, %5447 ]
  %5450 = icmp slt i64 %5449, 8
  br i1 %5450, label %5451, label %5491

5451:                                             ; preds = %5448
  br label %5452

5452:                                             ; preds = %5487, %5451
  %5453 = phi i64 [ %5488, %5487 ], [ 0, %5451 ]
  %5454 = icmp slt i64 %5453, 64
  br i1 %5454, label %5455, label %5489

5455:                                             ; preds = %5452
  br label %5456

5456:                                             ; preds = %5459, %5455
  %5457 = phi i64 [ %5486, %5459 ], [ 0, %5455 ]
  %5458 = icmp slt i64 %5457, 32
  br i1 %5458, label %5459, label %5487

5459:                                             ; preds = %5456
  %5460 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %5461 = mul nuw nsw i64 %5445, 256
  %5462 = mul nuw nsw i64 %5449, 32
  %5463 = add nuw nsw i64 %5461, %5462
  %5464 = add nuw nsw i64 %5463, %5457
  %5465 = getelementptr inbounds nuw float, ptr %5460, i64 %5464
  %5466 = load float, ptr %5465, align 4
  %5467 = mul nuw nsw i64 %5453, 32
  %5468 = add nuw nsw i64 %5467, %5457
  %5469 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32, i64 %5468
  %5470 = load float, ptr %5469, align 4
  %5471 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3166, 1
  %5472 = mul nuw nsw i64 %5445, 512
  %5473 = mul nuw nsw i64 %5449, 64
  %5474 = add nuw nsw i64 %5472, %5473
  %5475 = add nuw nsw i64 %5474, %5453
  %5476 = getelementptr inbounds nuw float, ptr %5471, i64 %5475
  %5477 = load float, ptr %5476, align 4
  %5478 = fmul float %5466, %5470
  %5479 = fadd float %5477, %5478
  %5480 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3166, 1
  %5481 = mul nuw nsw i64 %5445, 512
  %5482 = mul nuw nsw i64 %5449, 64
  %5483 = add nuw nsw i64 %5481, %5482
  %5484 = add nuw nsw i64 %5483, %5453
  %5485 = getelementptr inbounds nuw float, ptr %5480, i64 %5484
  store float %5479, ptr %5485, align 4
  %5486 = add i64 %5457, 1
  br label %5456

5487:                                             ; preds = %5456
  %5488 = add i64 %5453, 1
  br label %5452

5489:                                             ; preds = %5452
  %5490 = add i64 %5449, 1
  br label %5448

5491:                                             ; preds = %5448
  %5492 = add i64 %5445, 1
  br label %5444

5493:                                             ; preds = %5444
  br label %5494

5494:                                             ; preds = %5555, %5493
  %5495 = phi i64 [ %5556, %5555 ], [ 0, %5493 ]
  %5496 = icmp slt i64 %5495, 1
  br i1 %5496, label %5497, label %5557

5497:                                             ; preds = %5494
  br label %5498

5498:                                             ; preds = %5553, %5497
  %5499 = phi i64 [ %5554, %5553 ], [ 0, %5497 ]
  %5500 = icmp slt i64 %5499, 8
  br i1 %5500, label %5501, label %5555

5501:                                             ; preds = %5498
  br label %5502

5502:                                             ; preds = %5551, %5501
  %5503 = phi i64 [ %5552, %5551 ], [ 0, %5501 ]
  %5504 = icmp slt i64 %5503, 32
  br i1 %5504, label %5505, label %5553

5505:                                             ; preds = %5502
  br label %5506

5506:                                             ; preds = %5509, %5505
  %5507 = phi i64 [ %5550, %5509 ], [ 0, %5505 ]
  %5508 = icmp slt i64 %5507, 64
  br i1 %5508, label %5509, label %5551

5509:                                             ; preds = %5506
  %5510 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5362, 1
  %5511 = mul nuw nsw i64 %5495, 512
  %5512 = mul nuw nsw i64 %5499, 64
  %5513 = add nuw nsw i64 %5511, %5512
  %5514 = add nuw nsw i64 %5513, %5507
  %5515 = getelementptr inbounds nuw float, ptr %5510, i64 %5514
  %5516 = load float, ptr %5515, align 4
  %5517 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3166, 1
  %5518 = mul nuw nsw i64 %5495, 512
  %5519 = mul nuw nsw i64 %5499, 64
  %5520 = add nuw nsw i64 %5518, %5519
  %5521 = add nuw nsw i64 %5520, %5507
  %5522 = getelementptr inbounds nuw float, ptr %5517, i64 %5521
  %5523 = load float, ptr %5522, align 4
  %5524 = mul nuw nsw i64 %5503, 64
  %5525 = add nuw nsw i64 %5524, %5507
  %5526 = getelementptr inbounds nuw float, ptr @__constant_32x64xf32, i64 %5525
  %5527 = load float, ptr %5526, align 4
  %5528 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2839, 1
  %5529 = mul nuw nsw i64 %5495, 256
  %5530 = mul nuw nsw i64 %5499, 32
  %5531 = add nuw nsw i64 %5529, %5530
  %5532 = add nuw nsw i64 %5531, %5503
  %5533 = getelementptr inbounds nuw float, ptr %5528, i64 %5532
  %5534 = load float, ptr %5533, align 4
  %5535 = fneg float %5516
  %5536 = fmul float %5535, f0x3FB8AA3B
  %5537 = call float @llvm.exp2.f32(float %5536)
  %5538 = fadd float %5537, 1.000000e+00
  %5539 = fdiv float 1.000000e+00, %5538
  %5540 = fmul float %5516, %5539
  %5541 = fmul float %5540, %5523
  %5542 = fmul float %5541, %5527
  %5543 = fadd float %5534, %5542
  %5544 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2839, 1
  %5545 = mul nuw nsw i64 %5495, 256
  %5546 = mul nuw nsw i64 %5499, 32
  %5547 = add nuw nsw i64 %5545, %5546
  %5548 = add nuw nsw i64 %5547, %5503
  %5549 = getelementptr inbounds nuw float, ptr %5544, i64 %5548
  store float %5543, ptr %5549, align 4
  %5550 = add i64 %5507, 1
  br label %5506

5551:                                             ; preds = %5506
  %5552 = add i64 %5503, 1
  br label %5502

5553:                                             ; preds = %5502
  %5554 = add i64 %5499, 1
  br label %5498

5555:                                             ; preds = %5498
  %5556 = add i64 %5495, 1
  br label %5494

5557:                                             ; preds = %5494
  br label %5558

5558:                                             ; preds = %5594, %5557
  %5559 = phi i64 [ %5595, %5594 ], [ 0, %5557 ]
  %5560 = icmp slt i64 %5559, 1
  br i1 %5560, label %5561, label %5596

5561:                                             ; preds = %5558
  br label %5562

5562:                                             ; preds = %5592, %5561
  %5563 = phi i64 [ %5593, %5592 ], [ 0, %5561 ]
  %5564 = icmp slt i64 %5563, 8
  br i1 %5564, label %5565, label %5594

5565:                                             ; preds = %5562
  br label %5566

5566:                                             ; preds = %5569, %5565
  %5567 = phi i64 [ %5591, %5569 ], [ 0, %5565 ]
  %5568 = icmp slt i64 %5567, 32
  br i1 %5568, label %5569, label %5592

5569:                                             ; preds = %5566
  %5570 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5181, 1
  %5571 = mul nuw nsw i64 %5559, 256
  %5572 = mul nuw nsw i64 %5563, 32
  %5573 = add nuw nsw i64 %5571, %5572
  %5574 = add nuw nsw i64 %5573, %5567
  %5575 = getelementptr inbounds nuw float, ptr %5570, i64 %5574
  %5576 = load float, ptr %5575, align 4
  %5577 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2839, 1
  %5578 = mul nuw nsw i64 %5559, 256
  %5579 = mul nuw nsw i64 %5563, 32
  %5580 = add nuw nsw i64 %5578, %5579
  %5581 = add nuw nsw i64 %5580, %5567
  %5582 = getelementptr inbounds nuw float, ptr %5577, i64 %5581
  %5583 = load float, ptr %5582, align 4
  %5584 = fadd float %5576, %5583
  %5585 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %5586 = mul nuw nsw i64 %5559, 256
  %5587 = mul nuw nsw i64 %5563, 32
  %5588 = add nuw nsw i64 %5586, %5587
  %5589 = add nuw nsw i64 %5588, %5567
  %5590 = getelementptr inbounds nuw float, ptr %5585, i64 %5589
  store float %5584, ptr %5590, align 4
  %5591 = add i64 %5567, 1
  br label %5566

5592:                                             ; preds = %5566
  %5593 = add i64 %5563, 1
  br label %5562

5594:                                             ; preds = %5562
  %5595 = add i64 %5559, 1
  br label %5558

5596:                                             ; preds = %5558
  br label %5597

5597:                                             ; preds = %5632, %5596
  %5598 = phi i64 [ %5633, %5632 ], [ 0, %5596 ]
  %5599 = icmp slt i64 %5598, 1
  br i1 %5599, label %5600, label %5634

5600:                                             ; preds = %5597
  br label %5601

5601:                                             ; preds = %5630, %5600
  %5602 = phi i64 [ %5631, %5630 ], [ 0, %5600 ]
  %5603 = icmp slt i64 %5602, 8
  br i1 %5603, label %5604, label %5632

5604:                                             ; preds = %5601
  br label %5605

5605:                                             ; preds = %5608, %5604
  %5606 = phi i64 [ %5629, %5608 ], [ 0, %5604 ]
  %5607 = icmp slt i64 %5606, 32
  br i1 %5607, label %5608, label %5630

5608:                                             ; preds = %5605
  %5609 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %5610 = mul nuw nsw i64 %5598, 256
  %5611 = mul nuw nsw i64 %5602, 32
  %5612 = add nuw nsw i64 %5610, %5611
  %5613 = add nuw nsw i64 %5612, %5606
  %5614 = getelementptr inbounds nuw float, ptr %5609, i64 %5613
  %5615 = load float, ptr %5614, align 4
  %5616 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %562, 1
  %5617 = mul nuw nsw i64 %5598, 8
  %5618 = add nuw nsw i64 %5617, %5602
  %5619 = add nuw nsw i64 %5618, 0
  %5620 = getelementptr inbounds nuw float, ptr %5616, i64 %5619
  %5621 = load float, ptr %5620, align 4
  %5622 = fmul float %5615, %5615
  %5623 = fadd float %5622, %5621
  %5624 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %562, 1
  %5625 = mul nuw nsw i64 %5598, 8
  %5626 = add nuw nsw i64 %5625, %5602
  %5627 = add nuw nsw i64 %5626, 0
  %5628 = getelementptr inbounds nuw float, ptr %5624, i64 %5627
  store float %5623, ptr %5628, align 4
  %5629 = add i64 %5606, 1
  br label %5605

5630:                                             ; preds = %5605
  %5631 = add i64 %5602, 1
  br label %5601

5632:                                             ; preds = %5601
  %5633 = add i64 %5598, 1
  br label %5597

5634:                                             ; preds = %5597
  %5635 = call ptr @malloc(i64 4160)
  %5636 = ptrtoint ptr %5635 to i64
  %5637 = add i64 %5636, 63
  %5638 = urem i64 %5637, 64
  %5639 = sub i64 %5637, %5638
  %5640 = inttoptr i64 %5639 to ptr
  %5641 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5635, 0
  %5642 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5641, ptr %5640, 1
  %5643 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5642, i64 0, 2
  %5644 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5643, i64 1, 3, 0
  %5645 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5644, i64 8, 3, 1
  %5646 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5645, i64 128, 3, 2
  %5647 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5646, i64 1024, 4, 0
  %5648 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5647, i64 128, 4, 1
  %5649 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5648, i64 1, 4, 2
  br label %5650

5650:                                             ; preds = %5671, %5634
  %5651 = phi i64 [ %5672, %5671 ], [ 0, %5634 ]
  %5652 = icmp slt i64 %5651, 1
  br i1 %5652, label %5653, label %5673

5653:                                             ; preds = %5650
  br label %5654

5654:                                             ; preds = %5669, %5653
  %5655 = phi i64 [ %5670, %5669 ], [ 0, %5653 ]
  %5656 = icmp slt i64 %5655, 8
  br i1 %5656, label %5657, label %5671

5657:                                             ; preds = %5654
  br label %5658

5658:                                             ; preds = %5661, %5657
  %5659 = phi i64 [ %5668, %5661 ], [ 0, %5657 ]
  %5660 = icmp slt i64 %5659, 128
  br i1 %5660, label %5661, label %5669

5661:                                             ; preds = %5658
  %5662 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5649, 1
  %5663 = mul nuw nsw i64 %5651, 1024
  %5664 = mul nuw nsw i64 %5655, 128
  %5665 = add nuw nsw i64 %5663, %5664
  %5666 = add nuw nsw i64 %5665, %5659
  %5667 = getelementptr inbounds nuw float, ptr %5662, i64 %5666
  store float 0.000000e+00, ptr %5667, align 4
  %5668 = add i64 %5659, 1
  br label %5658

5669:                                             ; preds = %5658
  %5670 = add i64 %5655, 1
  br label %5654

5671:                                             ; preds = %5654
  %5672 = add i64 %5651, 1
  br label %5650

5673:                                             ; preds = %5650
  br label %5674

5674:                                             ; preds = %5735, %5673
  %5675 = phi i64 [ %5736, %5735 ], [ 0, %5673 ]
  %5676 = icmp slt i64 %5675, 1
  br i1 %5676, label %5677, label %5737

5677:                                             ; preds = %5674
  br label %5678

5678:                                             ; preds = %5733, %5677
  %5679 = phi i64 [ %5734, %5733 ], [ 0, %5677 ]
  %5680 = icmp slt i64 %5679, 8
  br i1 %5680, label %5681, label %5735

5681:                                             ; preds = %5678
  br label %5682

5682:                                             ; preds = %5731, %5681
  %5683 = phi i64 [ %5732, %5731 ], [ 0, %5681 ]
  %5684 = icmp slt i64 %5683, 128
  br i1 %5684, label %5685, label %5733

5685:                                             ; preds = %5682
  br label %5686

5686:                                             ; preds = %5689, %5685
  %5687 = phi i64 [ %5730, %5689 ], [ 0, %5685 ]
  %5688 = icmp slt i64 %5687, 32
  br i1 %5688, label %5689, label %5731

5689:                                             ; preds = %5686
  %5690 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %5687
  %5691 = load float, ptr %5690, align 4
  %5692 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %5693 = mul nuw nsw i64 %5675, 256
  %5694 = mul nuw nsw i64 %5679, 32
  %5695 = add nuw nsw i64 %5693, %5694
  %5696 = add nuw nsw i64 %5695, %5687
  %5697 = getelementptr inbounds nuw float, ptr %5692, i64 %5696
  %5698 = load float, ptr %5697, align 4
  %5699 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %562, 1
  %5700 = mul nuw nsw i64 %5675, 8
  %5701 = add nuw nsw i64 %5700, %5679
  %5702 = add nuw nsw i64 %5701, 0
  %5703 = getelementptr inbounds nuw float, ptr %5699, i64 %5702
  %5704 = load float, ptr %5703, align 4
  %5705 = mul nuw nsw i64 %5683, 32
  %5706 = add nuw nsw i64 %5705, %5687
  %5707 = getelementptr inbounds nuw float, ptr @__constant_128x32xf32, i64 %5706
  %5708 = load float, ptr %5707, align 4
  %5709 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5649, 1
  %5710 = mul nuw nsw i64 %5675, 1024
  %5711 = mul nuw nsw i64 %5679, 128
  %5712 = add nuw nsw i64 %5710, %5711
  %5713 = add nuw nsw i64 %5712, %5683
  %5714 = getelementptr inbounds nuw float, ptr %5709, i64 %5713
  %5715 = load float, ptr %5714, align 4
  %5716 = fdiv float %5704, 3.200000e+01
  %5717 = fadd float %5716, f0x358637BD
  %5718 = call float @llvm.sqrt.f32(float %5717)
  %5719 = fdiv float 1.000000e+00, %5718
  %5720 = fmul float %5698, %5719
  %5721 = fmul float %5691, %5720
  %5722 = fmul float %5721, %5708
  %5723 = fadd float %5715, %5722
  %5724 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5649, 1
  %5725 = mul nuw nsw i64 %5675, 1024
  %5726 = mul nuw nsw i64 %5679, 128
  %5727 = add nuw nsw i64 %5725, %5726
  %5728 = add nuw nsw i64 %5727, %5683
  %5729 = getelementptr inbounds nuw float, ptr %5724, i64 %5728
  store float %5723, ptr %5729, align 4
  %5730 = add i64 %5687, 1
  br label %5686

5731:                                             ; preds = %5686
  %5732 = add i64 %5683, 1
  br label %5682

5733:                                             ; preds = %5682
  %5734 = add i64 %5679, 1
  br label %5678

5735:                                             ; preds = %5678
  %5736 = add i64 %5675, 1
  br label %5674

5737:                                             ; preds = %5674
  %5738 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 0
  call void @free(ptr %5738)
  %5739 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %44, 0
  call void @free(ptr %5739)
  %5740 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %89, 0
  call void @free(ptr %5740)
  %5741 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %123, 0
  call void @free(ptr %5741)
  %5742 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %214, 0
  call void @free(ptr %5742)
  %5743 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %260, 0
  call void @free(ptr %5743)
  %5744 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %375, 0
  call void @free(ptr %5744)
  %5745 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %434, 0
  call void @free(ptr %5745)
  %5746 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %507, 0
  call void @free(ptr %5746)
  %5747 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %562, 0
  call void @free(ptr %5747)
  %5748 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %600, 0
  call void @free(ptr %5748)
  %5749 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %725, 0
  call void @free(ptr %5749)
  %5750 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %771, 0
  call void @free(ptr %5750)
  %5751 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %891, 0
  call void @free(ptr %5751)
  %5752 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %945, 0
  call void @free(ptr %5752)
  %5753 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %991, 0
  call void @free(ptr %5753)
  %5754 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1111, 0
  call void @free(ptr %5754)
  %5755 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1169, 0
  call void @free(ptr %5755)
  %5756 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1302, 0
  call void @free(ptr %5756)
  %5757 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1375, 0
  call void @free(ptr %5757)
  %5758 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1514, 0
  call void @free(ptr %5758)
  %5759 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1587, 0
  call void @free(ptr %5759)
  %5760 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1715, 0
  call void @free(ptr %5760)
  %5761 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1783, 0
  call void @free(ptr %5761)
  %5762 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1876, 0
  call void @free(ptr %5762)
  %5763 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1943, 0
  call void @free(ptr %5763)
  %5764 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2097, 0
  call void @free(ptr %5764)
  %5765 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2216, 0
  call void @free(ptr %5765)
  %5766 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2381, 0
  call void @free(ptr %5766)
  %5767 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2429, 0
  call void @free(ptr %5767)
  %5768 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2534, 0
  call void @free(ptr %5768)
  %5769 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2582, 0
  call void @free(ptr %5769)
  %5770 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2702, 0
  call void @free(ptr %5770)
  %5771 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2854, 0
  call void @free(ptr %5771)
  %5772 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2960, 0
  call void @free(ptr %5772)
  %5773 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3014, 0
  call void @free(ptr %5773)
  %5774 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3139, 0
  call void @free(ptr %5774)
  %5775 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3181, 0
  call void @free(ptr %5775)
  %5776 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3277, 0
  call void @free(ptr %5776)
  %5777 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3373, 0
  call void @free(ptr %5777)
  %5778 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3483, 0
  call void @free(ptr %5778)
  %5779 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3537, 0
  call void @free(ptr %5779)
  %5780 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3666, 0
  call void @free(ptr %5780)
  %5781 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3827, 0
  call void @free(ptr %5781)
  %5782 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4093, 0
  call void @free(ptr %5782)
  %5783 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4262, 0
  call void @free(ptr %5783)
  %5784 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4439, 0
  call void @free(ptr %5784)
  %5785 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4547, 0
  call void @free(ptr %5785)
  %5786 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4701, 0
  call void @free(ptr %5786)
  %5787 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5075, 0
  call void @free(ptr %5787)
  %5788 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5181, 0
  call void @free(ptr %5788)
  %5789 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5235, 0
  call void @free(ptr %5789)
  %5790 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5362, 0
  call void @free(ptr %5790)
  ret { ptr, ptr, i64, [3 x i64], [3 x i64] } %5649
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
; irlower-stages: fx_graph=fda255aeb0f9 torch_mlir=36baf284690c linalg_on_tensors_mlir=41d8f8914f15 llvm_mlir=a907fcc6f9f5
