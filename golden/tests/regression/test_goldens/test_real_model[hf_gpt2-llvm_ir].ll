; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@__constant_64x32xf32 = private constant [64 x [32 x float]] zeroinitializer, align 64 ; 2048 elements elided
@__constant_32x32xf32_19 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_18 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_17 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x96xf32_16 = private constant [32 x [96 x float]] zeroinitializer, align 64 ; 3072 elements elided
@__constant_96xf32_15 = private constant [96 x float] zeroinitializer, align 64
@__constant_32x32xf32_14 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_13 = private constant [32 x float] zeroinitializer, align 64
@__constant_32xf32_12 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_11 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x128xf32_10 = private constant [32 x [128 x float]] zeroinitializer, align 64 ; 4096 elements elided
@__constant_128xf32_9 = private constant [128 x float] zeroinitializer, align 64
@__constant_128x32xf32_8 = private constant [128 x [32 x float]] zeroinitializer, align 64 ; 4096 elements elided
@__constant_32xf32_7 = private constant [32 x float] zeroinitializer, align 64
@__constant_32xf32_6 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_5 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x96xf32 = private constant [32 x [96 x float]] zeroinitializer, align 64 ; 3072 elements elided
@__constant_96xf32 = private constant [96 x float] zeroinitializer, align 64
@__constant_32x32xf32 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_4 = private constant [32 x float] zeroinitializer, align 64
@__constant_32xf32_3 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_2 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x128xf32 = private constant [32 x [128 x float]] zeroinitializer, align 64 ; 4096 elements elided
@__constant_128xf32 = private constant [128 x float] zeroinitializer, align 64
@__constant_128x32xf32 = private constant [128 x [32 x float]] zeroinitializer, align 64 ; 4096 elements elided
@__constant_32xf32_1 = private constant [32 x float] zeroinitializer, align 64
@__constant_32xf32_0 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32 = private constant [32 x float] zeroinitializer, align 64

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
  %15 = call ptr @malloc(i64 128)
  %16 = ptrtoint ptr %15 to i64
  %17 = add i64 %16, 63
  %18 = urem i64 %17, 64
  %19 = sub i64 %17, %18
  %20 = inttoptr i64 %19 to ptr
  %21 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %15, 0
  %22 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %21, ptr %20, 1
  %23 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, i64 0, 2
  %24 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %23, i64 8, 3, 0
  %25 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %24, i64 1, 4, 0
  br label %26

26:                                               ; preds = %29, %7
  %27 = phi i64 [ %32, %29 ], [ 0, %7 ]
  %28 = icmp slt i64 %27, 8
  br i1 %28, label %29, label %33

29:                                               ; preds = %26
  %30 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %25, 1
  %31 = getelementptr inbounds nuw i64, ptr %30, i64 %27
  store i64 %27, ptr %31, align 4
  %32 = add i64 %27, 1
  br label %26

33:                                               ; preds = %26
  %34 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %25, 0
  %35 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %25, 1
  %36 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %34, 0
  %37 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %36, ptr %35, 1
  %38 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %37, i64 0, 2
  %39 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %38, i64 1, 3, 0
  %40 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %39, i64 8, 4, 0
  %41 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %40, i64 8, 3, 1
  %42 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %41, i64 1, 4, 1
  %43 = call ptr @malloc(i64 1088)
  %44 = ptrtoint ptr %43 to i64
  %45 = add i64 %44, 63
  %46 = urem i64 %45, 64
  %47 = sub i64 %45, %46
  %48 = inttoptr i64 %47 to ptr
  %49 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %43, 0
  %50 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %49, ptr %48, 1
  %51 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %50, i64 0, 2
  %52 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %51, i64 1, 3, 0
  %53 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %52, i64 8, 3, 1
  %54 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %53, i64 32, 3, 2
  %55 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %54, i64 256, 4, 0
  %56 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %55, i64 32, 4, 1
  %57 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %56, i64 1, 4, 2
  br label %58

58:                                               ; preds = %98, %33
  %59 = phi i64 [ %99, %98 ], [ 0, %33 ]
  %60 = icmp slt i64 %59, 1
  br i1 %60, label %61, label %100

61:                                               ; preds = %58
  br label %62

62:                                               ; preds = %96, %61
  %63 = phi i64 [ %97, %96 ], [ 0, %61 ]
  %64 = icmp slt i64 %63, 8
  br i1 %64, label %65, label %98

65:                                               ; preds = %62
  br label %66

66:                                               ; preds = %69, %65
  %67 = phi i64 [ %95, %69 ], [ 0, %65 ]
  %68 = icmp slt i64 %67, 32
  br i1 %68, label %69, label %96

69:                                               ; preds = %66
  %70 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, 1
  %71 = mul nuw nsw i64 %59, 8
  %72 = add nuw nsw i64 %71, %63
  %73 = getelementptr inbounds nuw i64, ptr %70, i64 %72
  %74 = load i64, ptr %73, align 4
  %75 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %42, 1
  %76 = mul nuw nsw i64 %59, 8
  %77 = add nuw nsw i64 %76, %63
  %78 = getelementptr inbounds nuw i64, ptr %75, i64 %77
  %79 = load i64, ptr %78, align 4
  %80 = mul nuw nsw i64 %79, 32
  %81 = add nuw nsw i64 %80, %67
  %82 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_19, i64 %81
  %83 = load float, ptr %82, align 4
  %84 = mul nuw nsw i64 %74, 32
  %85 = add nuw nsw i64 %84, %67
  %86 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = fadd float %87, %83
  %89 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %57, 1
  %90 = mul nuw nsw i64 %59, 256
  %91 = mul nuw nsw i64 %63, 32
  %92 = add nuw nsw i64 %90, %91
  %93 = add nuw nsw i64 %92, %67
  %94 = getelementptr inbounds nuw float, ptr %89, i64 %93
  store float %88, ptr %94, align 4
  %95 = add i64 %67, 1
  br label %66

96:                                               ; preds = %66
  %97 = add i64 %63, 1
  br label %62

98:                                               ; preds = %62
  %99 = add i64 %59, 1
  br label %58

100:                                              ; preds = %58
  %101 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %25, 0
  %102 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %25, 1
  %103 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %101, 0
  %104 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %103, ptr %102, 1
  %105 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %104, i64 0, 2
  %106 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %105, i64 1, 3, 0
  %107 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %106, i64 8, 4, 0
  %108 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %107, i64 1, 3, 1
  %109 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %108, i64 1, 4, 1
  %110 = call ptr @malloc(i64 72)
  %111 = ptrtoint ptr %110 to i64
  %112 = add i64 %111, 63
  %113 = urem i64 %112, 64
  %114 = sub i64 %112, %113
  %115 = inttoptr i64 %114 to ptr
  %116 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %110, 0
  %117 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %116, ptr %115, 1
  %118 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %117, i64 0, 2
  %119 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %118, i64 1, 3, 0
  %120 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %119, i64 1, 3, 1
  %121 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %120, i64 1, 4, 0
  %122 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %121, i64 1, 4, 1
  br label %123

123:                                              ; preds = %141, %100
  %124 = phi i64 [ %142, %141 ], [ 0, %100 ]
  %125 = icmp slt i64 %124, 1
  br i1 %125, label %126, label %143

126:                                              ; preds = %123
  br label %127

127:                                              ; preds = %130, %126
  %128 = phi i64 [ %140, %130 ], [ 0, %126 ]
  %129 = icmp slt i64 %128, 1
  br i1 %129, label %130, label %141

130:                                              ; preds = %127
  %131 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %109, 1
  %132 = mul nuw nsw i64 %124, 8
  %133 = add nuw nsw i64 %132, %128
  %134 = getelementptr inbounds nuw i64, ptr %131, i64 %133
  %135 = load i64, ptr %134, align 4
  %136 = sub i64 %135, 1
  %137 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %122, 1
  %138 = add nuw nsw i64 %124, %128
  %139 = getelementptr inbounds nuw i64, ptr %137, i64 %138
  store i64 %136, ptr %139, align 4
  %140 = add i64 %128, 1
  br label %127

141:                                              ; preds = %127
  %142 = add i64 %124, 1
  br label %123

143:                                              ; preds = %123
  %144 = call ptr @malloc(i64 136)
  %145 = ptrtoint ptr %144 to i64
  %146 = add i64 %145, 63
  %147 = urem i64 %146, 64
  %148 = sub i64 %146, %147
  %149 = inttoptr i64 %148 to ptr
  %150 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %144, 0
  %151 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %150, ptr %149, 1
  %152 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %151, i64 0, 2
  %153 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %152, i64 1, 3, 0
  %154 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %153, i64 9, 3, 1
  %155 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %154, i64 9, 4, 0
  %156 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %155, i64 1, 4, 1
  %157 = call ptr @malloc(i64 136)
  %158 = ptrtoint ptr %157 to i64
  %159 = add i64 %158, 63
  %160 = urem i64 %159, 64
  %161 = sub i64 %159, %160
  %162 = inttoptr i64 %161 to ptr
  %163 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %157, 0
  %164 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %163, ptr %162, 1
  %165 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %164, i64 0, 2
  %166 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %165, i64 1, 3, 0
  %167 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %166, i64 9, 3, 1
  %168 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %167, i64 9, 4, 0
  %169 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %168, i64 1, 4, 1
  br label %170

170:                                              ; preds = %188, %143
  %171 = phi i64 [ %189, %188 ], [ 0, %143 ]
  %172 = icmp slt i64 %171, 1
  br i1 %172, label %173, label %190

173:                                              ; preds = %170
  br label %174

174:                                              ; preds = %177, %173
  %175 = phi i64 [ %187, %177 ], [ 0, %173 ]
  %176 = icmp slt i64 %175, 9
  br i1 %176, label %177, label %188

177:                                              ; preds = %174
  %178 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %156, 1
  %179 = mul nuw nsw i64 %171, 9
  %180 = add nuw nsw i64 %179, %175
  %181 = getelementptr inbounds nuw i64, ptr %178, i64 %180
  %182 = load i64, ptr %181, align 4
  %183 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %169, 1
  %184 = mul nuw nsw i64 %171, 9
  %185 = add nuw nsw i64 %184, %175
  %186 = getelementptr inbounds nuw i64, ptr %183, i64 %185
  store i64 %182, ptr %186, align 4
  %187 = add i64 %175, 1
  br label %174

188:                                              ; preds = %174
  %189 = add i64 %171, 1
  br label %170

190:                                              ; preds = %170
  %191 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %169, 0
  %192 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %169, 1
  %193 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %191, 0
  %194 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %193, ptr %192, 1
  %195 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %194, i64 0, 2
  %196 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %195, i64 1, 3, 0
  %197 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %196, i64 9, 4, 0
  %198 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %197, i64 1, 3, 1
  %199 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %198, i64 1, 4, 1
  br label %200

200:                                              ; preds = %217, %190
  %201 = phi i64 [ %218, %217 ], [ 0, %190 ]
  %202 = icmp slt i64 %201, 1
  br i1 %202, label %203, label %219

203:                                              ; preds = %200
  br label %204

204:                                              ; preds = %207, %203
  %205 = phi i64 [ %216, %207 ], [ 0, %203 ]
  %206 = icmp slt i64 %205, 1
  br i1 %206, label %207, label %217

207:                                              ; preds = %204
  %208 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %122, 1
  %209 = add nuw nsw i64 %201, %205
  %210 = getelementptr inbounds nuw i64, ptr %208, i64 %209
  %211 = load i64, ptr %210, align 4
  %212 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %199, 1
  %213 = mul nuw nsw i64 %201, 9
  %214 = add nuw nsw i64 %213, %205
  %215 = getelementptr inbounds nuw i64, ptr %212, i64 %214
  store i64 %211, ptr %215, align 4
  %216 = add i64 %205, 1
  br label %204

217:                                              ; preds = %204
  %218 = add i64 %201, 1
  br label %200

219:                                              ; preds = %200
  %220 = call ptr @malloc(i64 136)
  %221 = ptrtoint ptr %220 to i64
  %222 = add i64 %221, 63
  %223 = urem i64 %222, 64
  %224 = sub i64 %222, %223
  %225 = inttoptr i64 %224 to ptr
  %226 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %220, 0
  %227 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %226, ptr %225, 1
  %228 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %227, i64 0, 2
  %229 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %228, i64 1, 3, 0
  %230 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %229, i64 9, 3, 1
  %231 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %230, i64 9, 4, 0
  %232 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %231, i64 1, 4, 1
  br label %233

233:                                              ; preds = %251, %219
  %234 = phi i64 [ %252, %251 ], [ 0, %219 ]
  %235 = icmp slt i64 %234, 1
  br i1 %235, label %236, label %253

236:                                              ; preds = %233
  br label %237

237:                                              ; preds = %240, %236
  %238 = phi i64 [ %250, %240 ], [ 0, %236 ]
  %239 = icmp slt i64 %238, 9
  br i1 %239, label %240, label %251

240:                                              ; preds = %237
  %241 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %169, 1
  %242 = mul nuw nsw i64 %234, 9
  %243 = add nuw nsw i64 %242, %238
  %244 = getelementptr inbounds nuw i64, ptr %241, i64 %243
  %245 = load i64, ptr %244, align 4
  %246 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %232, 1
  %247 = mul nuw nsw i64 %234, 9
  %248 = add nuw nsw i64 %247, %238
  %249 = getelementptr inbounds nuw i64, ptr %246, i64 %248
  store i64 %245, ptr %249, align 4
  %250 = add i64 %238, 1
  br label %237

251:                                              ; preds = %237
  %252 = add i64 %234, 1
  br label %233

253:                                              ; preds = %233
  %254 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %232, 0
  %255 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %232, 1
  %256 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %254, 0
  %257 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %256, ptr %255, 1
  %258 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %257, i64 1, 2
  %259 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %258, i64 1, 3, 0
  %260 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %259, i64 9, 4, 0
  %261 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %260, i64 8, 3, 1
  %262 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %261, i64 1, 4, 1
  br label %263

263:                                              ; preds = %282, %253
  %264 = phi i64 [ %283, %282 ], [ 0, %253 ]
  %265 = icmp slt i64 %264, 1
  br i1 %265, label %266, label %284

266:                                              ; preds = %263
  br label %267

267:                                              ; preds = %270, %266
  %268 = phi i64 [ %281, %270 ], [ 0, %266 ]
  %269 = icmp slt i64 %268, 8
  br i1 %269, label %270, label %282

270:                                              ; preds = %267
  %271 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %42, 1
  %272 = mul nuw nsw i64 %264, 8
  %273 = add nuw nsw i64 %272, %268
  %274 = getelementptr inbounds nuw i64, ptr %271, i64 %273
  %275 = load i64, ptr %274, align 4
  %276 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %262, 1
  %277 = getelementptr i64, ptr %276, i64 1
  %278 = mul nuw nsw i64 %264, 9
  %279 = add nuw nsw i64 %278, %268
  %280 = getelementptr inbounds nuw i64, ptr %277, i64 %279
  store i64 %275, ptr %280, align 4
  %281 = add i64 %268, 1
  br label %267

282:                                              ; preds = %267
  %283 = add i64 %264, 1
  br label %263

284:                                              ; preds = %263
  %285 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %232, 0
  %286 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %232, 1
  %287 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %285, 0
  %288 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %287, ptr %286, 1
  %289 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %288, i64 0, 2
  %290 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %289, i64 1, 3, 0
  %291 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %290, i64 9, 4, 0
  %292 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %291, i64 8, 3, 1
  %293 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %292, i64 1, 4, 1
  %294 = call ptr @malloc(i64 128)
  %295 = ptrtoint ptr %294 to i64
  %296 = add i64 %295, 63
  %297 = urem i64 %296, 64
  %298 = sub i64 %296, %297
  %299 = inttoptr i64 %298 to ptr
  %300 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %294, 0
  %301 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %300, ptr %299, 1
  %302 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %301, i64 0, 2
  %303 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %302, i64 1, 3, 0
  %304 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %303, i64 8, 3, 1
  %305 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %304, i64 8, 4, 0
  %306 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %305, i64 1, 4, 1
  br label %307

307:                                              ; preds = %333, %284
  %308 = phi i64 [ %334, %333 ], [ 0, %284 ]
  %309 = icmp slt i64 %308, 1
  br i1 %309, label %310, label %335

310:                                              ; preds = %307
  br label %311

311:                                              ; preds = %314, %310
  %312 = phi i64 [ %332, %314 ], [ 0, %310 ]
  %313 = icmp slt i64 %312, 8
  br i1 %313, label %314, label %333

314:                                              ; preds = %311
  %315 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %42, 1
  %316 = mul nuw nsw i64 %308, 8
  %317 = add nuw nsw i64 %316, %312
  %318 = getelementptr inbounds nuw i64, ptr %315, i64 %317
  %319 = load i64, ptr %318, align 4
  %320 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %293, 1
  %321 = mul nuw nsw i64 %308, 9
  %322 = add nuw nsw i64 %321, %312
  %323 = getelementptr inbounds nuw i64, ptr %320, i64 %322
  %324 = load i64, ptr %323, align 4
  %325 = sub i64 %319, %324
  %326 = icmp ne i64 %325, 1
  %327 = zext i1 %326 to i64
  %328 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %306, 1
  %329 = mul nuw nsw i64 %308, 8
  %330 = add nuw nsw i64 %329, %312
  %331 = getelementptr inbounds nuw i64, ptr %328, i64 %330
  store i64 %327, ptr %331, align 4
  %332 = add i64 %312, 1
  br label %311

333:                                              ; preds = %311
  %334 = add i64 %308, 1
  br label %307

335:                                              ; preds = %307
  %336 = call ptr @malloc(i64 128)
  %337 = ptrtoint ptr %336 to i64
  %338 = add i64 %337, 63
  %339 = urem i64 %338, 64
  %340 = sub i64 %338, %339
  %341 = inttoptr i64 %340 to ptr
  %342 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %336, 0
  %343 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %342, ptr %341, 1
  %344 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %343, i64 0, 2
  %345 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %344, i64 1, 3, 0
  %346 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %345, i64 8, 3, 1
  %347 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %346, i64 8, 4, 0
  %348 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %347, i64 1, 4, 1
  br label %349

349:                                              ; preds = %362, %335
  %350 = phi i64 [ %363, %362 ], [ 0, %335 ]
  %351 = icmp slt i64 %350, 1
  br i1 %351, label %352, label %364

352:                                              ; preds = %349
  br label %353

353:                                              ; preds = %356, %352
  %354 = phi i64 [ %361, %356 ], [ 0, %352 ]
  %355 = icmp slt i64 %354, 8
  br i1 %355, label %356, label %362

356:                                              ; preds = %353
  %357 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %348, 1
  %358 = mul nuw nsw i64 %350, 8
  %359 = add nuw nsw i64 %358, %354
  %360 = getelementptr inbounds nuw i64, ptr %357, i64 %359
  store i64 0, ptr %360, align 4
  %361 = add i64 %354, 1
  br label %353

362:                                              ; preds = %353
  %363 = add i64 %350, 1
  br label %349

364:                                              ; preds = %349
  %365 = call ptr @malloc(i64 72)
  %366 = ptrtoint ptr %365 to i64
  %367 = add i64 %366, 63
  %368 = urem i64 %367, 64
  %369 = sub i64 %367, %368
  %370 = inttoptr i64 %369 to ptr
  %371 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %365, 0
  %372 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %371, ptr %370, 1
  %373 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %372, i64 0, 2
  %374 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %373, i64 1, 3, 0
  %375 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %374, i64 1, 4, 0
  br label %376

376:                                              ; preds = %379, %364
  %377 = phi i64 [ %382, %379 ], [ 0, %364 ]
  %378 = icmp slt i64 %377, 1
  br i1 %378, label %379, label %383

379:                                              ; preds = %376
  %380 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %375, 1
  %381 = getelementptr inbounds nuw i64, ptr %380, i64 %377
  store i64 0, ptr %381, align 4
  %382 = add i64 %377, 1
  br label %376

383:                                              ; preds = %376
  %384 = call ptr @malloc(i64 64)
  %385 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %384, 0
  %386 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %385, ptr %384, 1
  %387 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %386, i64 0, 2
  %388 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %387, i64 1, 3, 0
  %389 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %388, i64 8, 3, 1
  %390 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %389, i64 8, 4, 0
  %391 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %390, i64 1, 4, 1
  %392 = call ptr @malloc(i64 8)
  %393 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %392, 0
  %394 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %393, ptr %392, 1
  %395 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %394, i64 0, 2
  %396 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %395, i64 1, 3, 0
  %397 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %396, i64 1, 4, 0
  br label %398

398:                                              ; preds = %438, %383
  %399 = phi i64 [ %439, %438 ], [ 0, %383 ]
  %400 = icmp slt i64 %399, 1
  br i1 %400, label %401, label %440

401:                                              ; preds = %398
  br label %402

402:                                              ; preds = %436, %401
  %403 = phi i64 [ %437, %436 ], [ 0, %401 ]
  %404 = icmp slt i64 %403, 8
  br i1 %404, label %405, label %438

405:                                              ; preds = %402
  %406 = icmp eq i64 %403, 0
  br i1 %406, label %407, label %417

407:                                              ; preds = %405
  %408 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %306, 1
  %409 = mul nuw nsw i64 %399, 8
  %410 = add nuw nsw i64 %409, %403
  %411 = getelementptr inbounds nuw i64, ptr %408, i64 %410
  %412 = load i64, ptr %411, align 4
  %413 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %391, 1
  %414 = mul nuw nsw i64 %399, 8
  %415 = add nuw nsw i64 %414, %403
  %416 = getelementptr inbounds nuw i64, ptr %413, i64 %415
  store i64 %412, ptr %416, align 4
  br label %436

417:                                              ; preds = %405
  %418 = sub i64 %403, 1
  %419 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %391, 1
  %420 = mul nuw nsw i64 %399, 8
  %421 = add nuw nsw i64 %420, %418
  %422 = getelementptr inbounds nuw i64, ptr %419, i64 %421
  %423 = load i64, ptr %422, align 4
  %424 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %306, 1
  %425 = mul nuw nsw i64 %399, 8
  %426 = add nuw nsw i64 %425, %403
  %427 = getelementptr inbounds nuw i64, ptr %424, i64 %426
  %428 = load i64, ptr %427, align 4
  %429 = add i64 %423, %428
  %430 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %391, 1
  %431 = mul nuw nsw i64 %399, 8
  %432 = add nuw nsw i64 %431, %403
  %433 = getelementptr inbounds nuw i64, ptr %430, i64 %432
  store i64 %429, ptr %433, align 4
  %434 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %397, 1
  %435 = getelementptr inbounds nuw i64, ptr %434, i64 %399
  store i64 %429, ptr %435, align 4
  br label %436

436:                                              ; preds = %407, %417
  %437 = add i64 %403, 1
  br label %402

438:                                              ; preds = %402
  %439 = add i64 %399, 1
  br label %398

440:                                              ; preds = %398
  %441 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %25, 0
  %442 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %25, 1
  %443 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %441, 0
  %444 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %443, ptr %442, 1
  %445 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %444, i64 0, 2
  %446 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %445, i64 1, 3, 0
  %447 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %446, i64 8, 4, 0
  %448 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %447, i64 1, 3, 1
  %449 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %448, i64 8, 4, 1
  %450 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %449, i64 8, 3, 2
  %451 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %450, i64 1, 4, 2
  %452 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %451, i64 1, 3, 3
  %453 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %452, i64 1, 4, 3
  %454 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %25, 0
  %455 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %25, 1
  %456 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %454, 0
  %457 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %456, ptr %455, 1
  %458 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %457, i64 0, 2
  %459 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %458, i64 1, 3, 0
  %460 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %459, i64 8, 4, 0
  %461 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %460, i64 1, 3, 1
  %462 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %461, i64 8, 4, 1
  %463 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %462, i64 1, 3, 2
  %464 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %463, i64 8, 4, 2
  %465 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %464, i64 8, 3, 3
  %466 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %465, i64 1, 4, 3
  %467 = call ptr @malloc(i64 320)
  %468 = ptrtoint ptr %467 to i64
  %469 = add i64 %468, 63
  %470 = urem i64 %469, 64
  %471 = sub i64 %469, %470
  %472 = inttoptr i64 %471 to ptr
  %473 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %467, 0
  %474 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %473, ptr %472, 1
  %475 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %474, i64 0, 2
  %476 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %475, i64 1, 3, 0
  %477 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %476, i64 1, 3, 1
  %478 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %477, i64 8, 3, 2
  %479 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %478, i64 8, 3, 3
  %480 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %479, i64 64, 4, 0
  %481 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %480, i64 64, 4, 1
  %482 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %481, i64 8, 4, 2
  %483 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %482, i64 1, 4, 3
  br label %484

484:                                              ; preds = %548, %440
  %485 = phi i64 [ %549, %548 ], [ 0, %440 ]
  %486 = icmp slt i64 %485, 1
  br i1 %486, label %487, label %550

487:                                              ; preds = %484
  br label %488

488:                                              ; preds = %546, %487
  %489 = phi i64 [ %547, %546 ], [ 0, %487 ]
  %490 = icmp slt i64 %489, 1
  br i1 %490, label %491, label %548

491:                                              ; preds = %488
  br label %492

492:                                              ; preds = %544, %491
  %493 = phi i64 [ %545, %544 ], [ 0, %491 ]
  %494 = icmp slt i64 %493, 8
  br i1 %494, label %495, label %546

495:                                              ; preds = %492
  br label %496

496:                                              ; preds = %499, %495
  %497 = phi i64 [ %543, %499 ], [ 0, %495 ]
  %498 = icmp slt i64 %497, 8
  br i1 %498, label %499, label %544

499:                                              ; preds = %496
  %500 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %453, 1
  %501 = add nuw nsw i64 0, %493
  %502 = add nuw nsw i64 %501, 0
  %503 = getelementptr inbounds nuw i64, ptr %500, i64 %502
  %504 = load i64, ptr %503, align 4
  %505 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %466, 1
  %506 = add nuw nsw i64 0, %497
  %507 = getelementptr inbounds nuw i64, ptr %505, i64 %506
  %508 = load i64, ptr %507, align 4
  %509 = icmp slt i64 %504, 0
  %510 = add i64 %504, 8
  %511 = select i1 %509, i64 %510, i64 %504
  %512 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %42, 1
  %513 = add nuw nsw i64 0, %511
  %514 = getelementptr inbounds nuw i64, ptr %512, i64 %513
  %515 = load i64, ptr %514, align 4
  %516 = icmp slt i64 %508, 0
  %517 = add i64 %508, 8
  %518 = select i1 %516, i64 %517, i64 %508
  %519 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %42, 1
  %520 = add nuw nsw i64 0, %518
  %521 = getelementptr inbounds nuw i64, ptr %519, i64 %520
  %522 = load i64, ptr %521, align 4
  %523 = icmp sle i64 %522, %515
  %524 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %391, 1
  %525 = add nuw nsw i64 0, %518
  %526 = getelementptr inbounds nuw i64, ptr %524, i64 %525
  %527 = load i64, ptr %526, align 4
  %528 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %391, 1
  %529 = add nuw nsw i64 0, %511
  %530 = getelementptr inbounds nuw i64, ptr %528, i64 %529
  %531 = load i64, ptr %530, align 4
  %532 = icmp eq i64 %531, %527
  %533 = and i1 %532, %523
  %534 = select i1 %533, float 0.000000e+00, float f0xFF7FFFFF
  %535 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %483, 1
  %536 = mul nuw nsw i64 %485, 64
  %537 = mul nuw nsw i64 %489, 64
  %538 = add nuw nsw i64 %536, %537
  %539 = mul nuw nsw i64 %493, 8
  %540 = add nuw nsw i64 %538, %539
  %541 = add nuw nsw i64 %540, %497
  %542 = getelementptr inbounds nuw float, ptr %535, i64 %541
  store float %534, ptr %542, align 4
  %543 = add i64 %497, 1
  br label %496

544:                                              ; preds = %496
  %545 = add i64 %493, 1
  br label %492

546:                                              ; preds = %492
  %547 = add i64 %489, 1
  br label %488

548:                                              ; preds = %488
  %549 = add i64 %485, 1
  br label %484

550:                                              ; preds = %484
  %551 = call ptr @malloc(i64 2112)
  %552 = ptrtoint ptr %551 to i64
  %553 = add i64 %552, 63
  %554 = urem i64 %553, 64
  %555 = sub i64 %553, %554
  %556 = inttoptr i64 %555 to ptr
  %557 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %551, 0
  %558 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %557, ptr %556, 1
  %559 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %558, i64 0, 2
  %560 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %559, i64 1, 3, 0
  %561 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %560, i64 8, 3, 1
  %562 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %561, i64 32, 3, 2
  %563 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %562, i64 256, 4, 0
  %564 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %563, i64 32, 4, 1
  %565 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %564, i64 1, 4, 2
  br label %566

566:                                              ; preds = %595, %550
  %567 = phi i64 [ %596, %595 ], [ 0, %550 ]
  %568 = icmp slt i64 %567, 1
  br i1 %568, label %569, label %597

569:                                              ; preds = %566
  br label %570

570:                                              ; preds = %593, %569
  %571 = phi i64 [ %594, %593 ], [ 0, %569 ]
  %572 = icmp slt i64 %571, 8
  br i1 %572, label %573, label %595

573:                                              ; preds = %570
  br label %574

574:                                              ; preds = %577, %573
  %575 = phi i64 [ %592, %577 ], [ 0, %573 ]
  %576 = icmp slt i64 %575, 32
  br i1 %576, label %577, label %593

577:                                              ; preds = %574
  %578 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %57, 1
  %579 = mul nuw nsw i64 %567, 256
  %580 = mul nuw nsw i64 %571, 32
  %581 = add nuw nsw i64 %579, %580
  %582 = add nuw nsw i64 %581, %575
  %583 = getelementptr inbounds nuw float, ptr %578, i64 %582
  %584 = load float, ptr %583, align 4
  %585 = fpext float %584 to double
  %586 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %565, 1
  %587 = mul nuw nsw i64 %567, 256
  %588 = mul nuw nsw i64 %571, 32
  %589 = add nuw nsw i64 %587, %588
  %590 = add nuw nsw i64 %589, %575
  %591 = getelementptr inbounds nuw double, ptr %586, i64 %590
  store double %585, ptr %591, align 8
  %592 = add i64 %575, 1
  br label %574

593:                                              ; preds = %574
  %594 = add i64 %571, 1
  br label %570

595:                                              ; preds = %570
  %596 = add i64 %567, 1
  br label %566

597:                                              ; preds = %566
  %598 = call ptr @malloc(i64 128)
  %599 = ptrtoint ptr %598 to i64
  %600 = add i64 %599, 63
  %601 = urem i64 %600, 64
  %602 = sub i64 %600, %601
  %603 = inttoptr i64 %602 to ptr
  %604 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %598, 0
  %605 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %604, ptr %603, 1
  %606 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %605, i64 0, 2
  %607 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %606, i64 1, 3, 0
  %608 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %607, i64 8, 3, 1
  %609 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %608, i64 1, 3, 2
  %610 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %609, i64 8, 4, 0
  %611 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %610, i64 1, 4, 1
  %612 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %611, i64 1, 4, 2
  br label %613

613:                                              ; preds = %633, %597
  %614 = phi i64 [ %634, %633 ], [ 0, %597 ]
  %615 = icmp slt i64 %614, 1
  br i1 %615, label %616, label %635

616:                                              ; preds = %613
  br label %617

617:                                              ; preds = %631, %616
  %618 = phi i64 [ %632, %631 ], [ 0, %616 ]
  %619 = icmp slt i64 %618, 8
  br i1 %619, label %620, label %633

620:                                              ; preds = %617
  br label %621

621:                                              ; preds = %624, %620
  %622 = phi i64 [ %630, %624 ], [ 0, %620 ]
  %623 = icmp slt i64 %622, 1
  br i1 %623, label %624, label %631

624:                                              ; preds = %621
  %625 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %612, 1
  %626 = mul nuw nsw i64 %614, 8
  %627 = add nuw nsw i64 %626, %618
  %628 = add nuw nsw i64 %627, %622
  %629 = getelementptr inbounds nuw double, ptr %625, i64 %628
  store double 0.000000e+00, ptr %629, align 8
  %630 = add i64 %622, 1
  br label %621

631:                                              ; preds = %621
  %632 = add i64 %618, 1
  br label %617

633:                                              ; preds = %617
  %634 = add i64 %614, 1
  br label %613

635:                                              ; preds = %613
  %636 = call ptr @malloc(i64 128)
  %637 = ptrtoint ptr %636 to i64
  %638 = add i64 %637, 63
  %639 = urem i64 %638, 64
  %640 = sub i64 %638, %639
  %641 = inttoptr i64 %640 to ptr
  %642 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %636, 0
  %643 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %642, ptr %641, 1
  %644 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %643, i64 0, 2
  %645 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %644, i64 1, 3, 0
  %646 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %645, i64 8, 3, 1
  %647 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %646, i64 1, 3, 2
  %648 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %647, i64 8, 4, 0
  %649 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %648, i64 1, 4, 1
  %650 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %649, i64 1, 4, 2
  br label %651

651:                                              ; preds = %677, %635
  %652 = phi i64 [ %678, %677 ], [ 0, %635 ]
  %653 = icmp slt i64 %652, 1
  br i1 %653, label %654, label %679

654:                                              ; preds = %651
  br label %655

655:                                              ; preds = %675, %654
  %656 = phi i64 [ %676, %675 ], [ 0, %654 ]
  %657 = icmp slt i64 %656, 8
  br i1 %657, label %658, label %677

658:                                              ; preds = %655
  br label %659

659:                                              ; preds = %662, %658
  %660 = phi i64 [ %674, %662 ], [ 0, %658 ]
  %661 = icmp slt i64 %660, 1
  br i1 %661, label %662, label %675

662:                                              ; preds = %659
  %663 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %612, 1
  %664 = mul nuw nsw i64 %652, 8
  %665 = add nuw nsw i64 %664, %656
  %666 = add nuw nsw i64 %665, %660
  %667 = getelementptr inbounds nuw double, ptr %663, i64 %666
  %668 = load double, ptr %667, align 8
  %669 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %650, 1
  %670 = mul nuw nsw i64 %652, 8
  %671 = add nuw nsw i64 %670, %656
  %672 = add nuw nsw i64 %671, %660
  %673 = getelementptr inbounds nuw double, ptr %669, i64 %672
  store double %668, ptr %673, align 8
  %674 = add i64 %660, 1
  br label %659

675:                                              ; preds = %659
  %676 = add i64 %656, 1
  br label %655

677:                                              ; preds = %655
  %678 = add i64 %652, 1
  br label %651

679:                                              ; preds = %651
  br label %680

680:                                              ; preds = %714, %679
  %681 = phi i64 [ %715, %714 ], [ 0, %679 ]
  %682 = icmp slt i64 %681, 1
  br i1 %682, label %683, label %716

683:                                              ; preds = %680
  br label %684

684:                                              ; preds = %712, %683
  %685 = phi i64 [ %713, %712 ], [ 0, %683 ]
  %686 = icmp slt i64 %685, 8
  br i1 %686, label %687, label %714

687:                                              ; preds = %684
  br label %688

688:                                              ; preds = %691, %687
  %689 = phi i64 [ %711, %691 ], [ 0, %687 ]
  %690 = icmp slt i64 %689, 32
  br i1 %690, label %691, label %712

691:                                              ; preds = %688
  %692 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %565, 1
  %693 = mul nuw nsw i64 %681, 256
  %694 = mul nuw nsw i64 %685, 32
  %695 = add nuw nsw i64 %693, %694
  %696 = add nuw nsw i64 %695, %689
  %697 = getelementptr inbounds nuw double, ptr %692, i64 %696
  %698 = load double, ptr %697, align 8
  %699 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %650, 1
  %700 = mul nuw nsw i64 %681, 8
  %701 = add nuw nsw i64 %700, %685
  %702 = add nuw nsw i64 %701, 0
  %703 = getelementptr inbounds nuw double, ptr %699, i64 %702
  %704 = load double, ptr %703, align 8
  %705 = fadd double %698, %704
  %706 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %650, 1
  %707 = mul nuw nsw i64 %681, 8
  %708 = add nuw nsw i64 %707, %685
  %709 = add nuw nsw i64 %708, 0
  %710 = getelementptr inbounds nuw double, ptr %706, i64 %709
  store double %705, ptr %710, align 8
  %711 = add i64 %689, 1
  br label %688

712:                                              ; preds = %688
  %713 = add i64 %685, 1
  br label %684

714:                                              ; preds = %684
  %715 = add i64 %681, 1
  br label %680

716:                                              ; preds = %680
  %717 = call ptr @malloc(i64 128)
  %718 = ptrtoint ptr %717 to i64
  %719 = add i64 %718, 63
  %720 = urem i64 %719, 64
  %721 = sub i64 %719, %720
  %722 = inttoptr i64 %721 to ptr
  %723 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %717, 0
  %724 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %723, ptr %722, 1
  %725 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %724, i64 0, 2
  %726 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %725, i64 1, 3, 0
  %727 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %726, i64 8, 3, 1
  %728 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %727, i64 1, 3, 2
  %729 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %728, i64 8, 4, 0
  %730 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %729, i64 1, 4, 1
  %731 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %730, i64 1, 4, 2
  br label %732

732:                                              ; preds = %758, %716
  %733 = phi i64 [ %759, %758 ], [ 0, %716 ]
  %734 = icmp slt i64 %733, 1
  br i1 %734, label %735, label %760

735:                                              ; preds = %732
  br label %736

736:                                              ; preds = %756, %735
  %737 = phi i64 [ %757, %756 ], [ 0, %735 ]
  %738 = icmp slt i64 %737, 8
  br i1 %738, label %739, label %758

739:                                              ; preds = %736
  br label %740

740:                                              ; preds = %743, %739
  %741 = phi i64 [ %755, %743 ], [ 0, %739 ]
  %742 = icmp slt i64 %741, 1
  br i1 %742, label %743, label %756

743:                                              ; preds = %740
  %744 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %612, 1
  %745 = mul nuw nsw i64 %733, 8
  %746 = add nuw nsw i64 %745, %737
  %747 = add nuw nsw i64 %746, %741
  %748 = getelementptr inbounds nuw double, ptr %744, i64 %747
  %749 = load double, ptr %748, align 8
  %750 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %731, 1
  %751 = mul nuw nsw i64 %733, 8
  %752 = add nuw nsw i64 %751, %737
  %753 = add nuw nsw i64 %752, %741
  %754 = getelementptr inbounds nuw double, ptr %750, i64 %753
  store double %749, ptr %754, align 8
  %755 = add i64 %741, 1
  br label %740

756:                                              ; preds = %740
  %757 = add i64 %737, 1
  br label %736

758:                                              ; preds = %736
  %759 = add i64 %733, 1
  br label %732

760:                                              ; preds = %732
  br label %761

761:                                              ; preds = %804, %760
  %762 = phi i64 [ %805, %804 ], [ 0, %760 ]
  %763 = icmp slt i64 %762, 1
  br i1 %763, label %764, label %806

764:                                              ; preds = %761
  br label %765

765:                                              ; preds = %802, %764
  %766 = phi i64 [ %803, %802 ], [ 0, %764 ]
  %767 = icmp slt i64 %766, 8
  br i1 %767, label %768, label %804

768:                                              ; preds = %765
  br label %769

769:                                              ; preds = %772, %768
  %770 = phi i64 [ %801, %772 ], [ 0, %768 ]
  %771 = icmp slt i64 %770, 32
  br i1 %771, label %772, label %802

772:                                              ; preds = %769
  %773 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %565, 1
  %774 = mul nuw nsw i64 %762, 256
  %775 = mul nuw nsw i64 %766, 32
  %776 = add nuw nsw i64 %774, %775
  %777 = add nuw nsw i64 %776, %770
  %778 = getelementptr inbounds nuw double, ptr %773, i64 %777
  %779 = load double, ptr %778, align 8
  %780 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %650, 1
  %781 = mul nuw nsw i64 %762, 8
  %782 = add nuw nsw i64 %781, %766
  %783 = add nuw nsw i64 %782, 0
  %784 = getelementptr inbounds nuw double, ptr %780, i64 %783
  %785 = load double, ptr %784, align 8
  %786 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %731, 1
  %787 = mul nuw nsw i64 %762, 8
  %788 = add nuw nsw i64 %787, %766
  %789 = add nuw nsw i64 %788, 0
  %790 = getelementptr inbounds nuw double, ptr %786, i64 %789
  %791 = load double, ptr %790, align 8
  %792 = fdiv double %785, 3.200000e+01
  %793 = fsub double %779, %792
  %794 = fmul double %793, %793
  %795 = fadd double %794, %791
  %796 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %731, 1
  %797 = mul nuw nsw i64 %762, 8
  %798 = add nuw nsw i64 %797, %766
  %799 = add nuw nsw i64 %798, 0
  %800 = getelementptr inbounds nuw double, ptr %796, i64 %799
  store double %795, ptr %800, align 8
  %801 = add i64 %770, 1
  br label %769

802:                                              ; preds = %769
  %803 = add i64 %766, 1
  br label %765

804:                                              ; preds = %765
  %805 = add i64 %762, 1
  br label %761

806:                                              ; preds = %761
  %807 = call ptr @malloc(i64 96)
  %808 = ptrtoint ptr %807 to i64
  %809 = add i64 %808, 63
  %810 = urem i64 %809, 64
  %811 = sub i64 %809, %810
  %812 = inttoptr i64 %811 to ptr
  %813 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %807, 0
  %814 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %813, ptr %812, 1
  %815 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %814, i64 0, 2
  %816 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %815, i64 1, 3, 0
  %817 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %816, i64 8, 3, 1
  %818 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %817, i64 1, 3, 2
  %819 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %818, i64 8, 4, 0
  %820 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %819, i64 1, 4, 1
  %821 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %820, i64 1, 4, 2
  br label %822

822:                                              ; preds = %842, %806
  %823 = phi i64 [ %843, %842 ], [ 0, %806 ]
  %824 = icmp slt i64 %823, 1
  br i1 %824, label %825, label %844

825:                                              ; preds = %822
  br label %826

826:                                              ; preds = %840, %825
  %827 = phi i64 [ %841, %840 ], [ 0, %825 ]
  %828 = icmp slt i64 %827, 8
  br i1 %828, label %829, label %842

829:                                              ; preds = %826
  br label %830

830:                                              ; preds = %833, %829
  %831 = phi i64 [ %839, %833 ], [ 0, %829 ]
  %832 = icmp slt i64 %831, 1
  br i1 %832, label %833, label %840

833:                                              ; preds = %830
  %834 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %821, 1
  %835 = mul nuw nsw i64 %823, 8
  %836 = add nuw nsw i64 %835, %827
  %837 = add nuw nsw i64 %836, %831
  %838 = getelementptr inbounds nuw float, ptr %834, i64 %837
  store float 0.000000e+00, ptr %838, align 4
  %839 = add i64 %831, 1
  br label %830

840:                                              ; preds = %830
  %841 = add i64 %827, 1
  br label %826

842:                                              ; preds = %826
  %843 = add i64 %823, 1
  br label %822

844:                                              ; preds = %822
  %845 = call ptr @malloc(i64 96)
  %846 = ptrtoint ptr %845 to i64
  %847 = add i64 %846, 63
  %848 = urem i64 %847, 64
  %849 = sub i64 %847, %848
  %850 = inttoptr i64 %849 to ptr
  %851 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %845, 0
  %852 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %851, ptr %850, 1
  %853 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %852, i64 0, 2
  %854 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %853, i64 1, 3, 0
  %855 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %854, i64 8, 3, 1
  %856 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %855, i64 1, 3, 2
  %857 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %856, i64 8, 4, 0
  %858 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %857, i64 1, 4, 1
  %859 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %858, i64 1, 4, 2
  br label %860

860:                                              ; preds = %886, %844
  %861 = phi i64 [ %887, %886 ], [ 0, %844 ]
  %862 = icmp slt i64 %861, 1
  br i1 %862, label %863, label %888

863:                                              ; preds = %860
  br label %864

864:                                              ; preds = %884, %863
  %865 = phi i64 [ %885, %884 ], [ 0, %863 ]
  %866 = icmp slt i64 %865, 8
  br i1 %866, label %867, label %886

867:                                              ; preds = %864
  br label %868

868:                                              ; preds = %871, %867
  %869 = phi i64 [ %883, %871 ], [ 0, %867 ]
  %870 = icmp slt i64 %869, 1
  br i1 %870, label %871, label %884

871:                                              ; preds = %868
  %872 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %821, 1
  %873 = mul nuw nsw i64 %861, 8
  %874 = add nuw nsw i64 %873, %865
  %875 = add nuw nsw i64 %874, %869
  %876 = getelementptr inbounds nuw float, ptr %872, i64 %875
  %877 = load float, ptr %876, align 4
  %878 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %859, 1
  %879 = mul nuw nsw i64 %861, 8
  %880 = add nuw nsw i64 %879, %865
  %881 = add nuw nsw i64 %880, %869
  %882 = getelementptr inbounds nuw float, ptr %878, i64 %881
  store float %877, ptr %882, align 4
  %883 = add i64 %869, 1
  br label %868

884:                                              ; preds = %868
  %885 = add i64 %865, 1
  br label %864

886:                                              ; preds = %864
  %887 = add i64 %861, 1
  br label %860

888:                                              ; preds = %860
  br label %889

889:                                              ; preds = %923, %888
  %890 = phi i64 [ %924, %923 ], [ 0, %888 ]
  %891 = icmp slt i64 %890, 1
  br i1 %891, label %892, label %925

892:                                              ; preds = %889
  br label %893

893:                                              ; preds = %921, %892
  %894 = phi i64 [ %922, %921 ], [ 0, %892 ]
  %895 = icmp slt i64 %894, 8
  br i1 %895, label %896, label %923

896:                                              ; preds = %893
  br label %897

897:                                              ; preds = %900, %896
  %898 = phi i64 [ %920, %900 ], [ 0, %896 ]
  %899 = icmp slt i64 %898, 32
  br i1 %899, label %900, label %921

900:                                              ; preds = %897
  %901 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %57, 1
  %902 = mul nuw nsw i64 %890, 256
  %903 = mul nuw nsw i64 %894, 32
  %904 = add nuw nsw i64 %902, %903
  %905 = add nuw nsw i64 %904, %898
  %906 = getelementptr inbounds nuw float, ptr %901, i64 %905
  %907 = load float, ptr %906, align 4
  %908 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %859, 1
  %909 = mul nuw nsw i64 %890, 8
  %910 = add nuw nsw i64 %909, %894
  %911 = add nuw nsw i64 %910, 0
  %912 = getelementptr inbounds nuw float, ptr %908, i64 %911
  %913 = load float, ptr %912, align 4
  %914 = fadd float %907, %913
  %915 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %859, 1
  %916 = mul nuw nsw i64 %890, 8
  %917 = add nuw nsw i64 %916, %894
  %918 = add nuw nsw i64 %917, 0
  %919 = getelementptr inbounds nuw float, ptr %915, i64 %918
  store float %914, ptr %919, align 4
  %920 = add i64 %898, 1
  br label %897

921:                                              ; preds = %897
  %922 = add i64 %894, 1
  br label %893

923:                                              ; preds = %893
  %924 = add i64 %890, 1
  br label %889

925:                                              ; preds = %889
  %926 = call ptr @malloc(i64 3136)
  %927 = ptrtoint ptr %926 to i64
  %928 = add i64 %927, 63
  %929 = urem i64 %928, 64
  %930 = sub i64 %928, %929
  %931 = inttoptr i64 %930 to ptr
  %932 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %926, 0
  %933 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %932, ptr %931, 1
  %934 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %933, i64 0, 2
  %935 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %934, i64 8, 3, 0
  %936 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %935, i64 96, 3, 1
  %937 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %936, i64 96, 4, 0
  %938 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %937, i64 1, 4, 1
  br label %939

939:                                              ; preds = %952, %925
  %940 = phi i64 [ %953, %952 ], [ 0, %925 ]
  %941 = icmp slt i64 %940, 8
  br i1 %941, label %942, label %954

942:                                              ; preds = %939
  br label %943

943:                                              ; preds = %946, %942
  %944 = phi i64 [ %951, %946 ], [ 0, %942 ]
  %945 = icmp slt i64 %944, 96
  br i1 %945, label %946, label %952

946:                                              ; preds = %943
  %947 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %938, 1
  %948 = mul nuw nsw i64 %940, 96
  %949 = add nuw nsw i64 %948, %944
  %950 = getelementptr inbounds nuw float, ptr %947, i64 %949
  store float 0.000000e+00, ptr %950, align 4
  %951 = add i64 %944, 1
  br label %943

952:                                              ; preds = %943
  %953 = add i64 %940, 1
  br label %939

954:                                              ; preds = %939
  %955 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %938, 0
  %956 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %938, 1
  %957 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %955, 0
  %958 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %957, ptr %956, 1
  %959 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %958, i64 0, 2
  %960 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %959, i64 1, 3, 0
  %961 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %960, i64 768, 4, 0
  %962 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %961, i64 8, 3, 1
  %963 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %962, i64 96, 4, 1
  %964 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %963, i64 96, 3, 2
  %965 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %964, i64 1, 4, 2
  %966 = call ptr @malloc(i64 3136)
  %967 = ptrtoint ptr %966 to i64
  %968 = add i64 %967, 63
  %969 = urem i64 %968, 64
  %970 = sub i64 %968, %969
  %971 = inttoptr i64 %970 to ptr
  %972 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %966, 0
  %973 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %972, ptr %971, 1
  %974 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %973, i64 0, 2
  %975 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %974, i64 1, 3, 0
  %976 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %975, i64 8, 3, 1
  %977 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %976, i64 96, 3, 2
  %978 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %977, i64 768, 4, 0
  %979 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %978, i64 96, 4, 1
  %980 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %979, i64 1, 4, 2
  br label %981

981:                                              ; preds = %1009, %954
  %982 = phi i64 [ %1010, %1009 ], [ 0, %954 ]
  %983 = icmp slt i64 %982, 1
  br i1 %983, label %984, label %1011

984:                                              ; preds = %981
  br label %985

985:                                              ; preds = %1007, %984
  %986 = phi i64 [ %1008, %1007 ], [ 0, %984 ]
  %987 = icmp slt i64 %986, 8
  br i1 %987, label %988, label %1009

988:                                              ; preds = %985
  br label %989

989:                                              ; preds = %992, %988
  %990 = phi i64 [ %1006, %992 ], [ 0, %988 ]
  %991 = icmp slt i64 %990, 96
  br i1 %991, label %992, label %1007

992:                                              ; preds = %989
  %993 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %965, 1
  %994 = mul nuw nsw i64 %982, 768
  %995 = mul nuw nsw i64 %986, 96
  %996 = add nuw nsw i64 %994, %995
  %997 = add nuw nsw i64 %996, %990
  %998 = getelementptr inbounds nuw float, ptr %993, i64 %997
  %999 = load float, ptr %998, align 4
  %1000 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %980, 1
  %1001 = mul nuw nsw i64 %982, 768
  %1002 = mul nuw nsw i64 %986, 96
  %1003 = add nuw nsw i64 %1001, %1002
  %1004 = add nuw nsw i64 %1003, %990
  %1005 = getelementptr inbounds nuw float, ptr %1000, i64 %1004
  store float %999, ptr %1005, align 4
  %1006 = add i64 %990, 1
  br label %989

1007:                                             ; preds = %989
  %1008 = add i64 %986, 1
  br label %985

1009:                                             ; preds = %985
  %1010 = add i64 %982, 1
  br label %981

1011:                                             ; preds = %981
  br label %1012

1012:                                             ; preds = %1085, %1011
  %1013 = phi i64 [ %1086, %1085 ], [ 0, %1011 ]
  %1014 = icmp slt i64 %1013, 1
  br i1 %1014, label %1015, label %1087

1015:                                             ; preds = %1012
  br label %1016

1016:                                             ; preds = %1083, %1015
  %1017 = phi i64 [ %1084, %1083 ], [ 0, %1015 ]
  %1018 = icmp slt i64 %1017, 8
  br i1 %1018, label %1019, label %1085

1019:                                             ; preds = %1016
  br label %1020

1020:                                             ; preds = %1081, %1019
  %1021 = phi i64 [ %1082, %1081 ], [ 0, %1019 ]
  %1022 = icmp slt i64 %1021, 96
  br i1 %1022, label %1023, label %1083

1023:                                             ; preds = %1020
  br label %1024

1024:                                             ; preds = %1027, %1023
  %1025 = phi i64 [ %1080, %1027 ], [ 0, %1023 ]
  %1026 = icmp slt i64 %1025, 32
  br i1 %1026, label %1027, label %1081

1027:                                             ; preds = %1024
  %1028 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %57, 1
  %1029 = mul nuw nsw i64 %1013, 256
  %1030 = mul nuw nsw i64 %1017, 32
  %1031 = add nuw nsw i64 %1029, %1030
  %1032 = add nuw nsw i64 %1031, %1025
  %1033 = getelementptr inbounds nuw float, ptr %1028, i64 %1032
  %1034 = load float, ptr %1033, align 4
  %1035 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %859, 1
  %1036 = mul nuw nsw i64 %1013, 8
  %1037 = add nuw nsw i64 %1036, %1017
  %1038 = add nuw nsw i64 %1037, 0
  %1039 = getelementptr inbounds nuw float, ptr %1035, i64 %1038
  %1040 = load float, ptr %1039, align 4
  %1041 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %731, 1
  %1042 = mul nuw nsw i64 %1013, 8
  %1043 = add nuw nsw i64 %1042, %1017
  %1044 = add nuw nsw i64 %1043, 0
  %1045 = getelementptr inbounds nuw double, ptr %1041, i64 %1044
  %1046 = load double, ptr %1045, align 8
  %1047 = getelementptr inbounds nuw float, ptr @__constant_32xf32_18, i64 %1025
  %1048 = load float, ptr %1047, align 4
  %1049 = getelementptr inbounds nuw float, ptr @__constant_32xf32_17, i64 %1025
  %1050 = load float, ptr %1049, align 4
  %1051 = mul nuw nsw i64 %1025, 96
  %1052 = add nuw nsw i64 %1051, %1021
  %1053 = getelementptr inbounds nuw float, ptr @__constant_32x96xf32_16, i64 %1052
  %1054 = load float, ptr %1053, align 4
  %1055 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %980, 1
  %1056 = mul nuw nsw i64 %1013, 768
  %1057 = mul nuw nsw i64 %1017, 96
  %1058 = add nuw nsw i64 %1056, %1057
  %1059 = add nuw nsw i64 %1058, %1021
  %1060 = getelementptr inbounds nuw float, ptr %1055, i64 %1059
  %1061 = load float, ptr %1060, align 4
  %1062 = fdiv double %1046, 3.200000e+01
  %1063 = fptrunc double %1062 to float
  %1064 = fadd float %1063, f0x3727C5AC
  %1065 = call float @llvm.sqrt.f32(float %1064)
  %1066 = fdiv float 1.000000e+00, %1065
  %1067 = fdiv float %1040, 3.200000e+01
  %1068 = fsub float %1034, %1067
  %1069 = fmul float %1068, %1066
  %1070 = fmul float %1069, %1048
  %1071 = fadd float %1070, %1050
  %1072 = fmul float %1071, %1054
  %1073 = fadd float %1061, %1072
  %1074 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %980, 1
  %1075 = mul nuw nsw i64 %1013, 768
  %1076 = mul nuw nsw i64 %1017, 96
  %1077 = add nuw nsw i64 %1075, %1076
  %1078 = add nuw nsw i64 %1077, %1021
  %1079 = getelementptr inbounds nuw float, ptr %1074, i64 %1078
  store float %1073, ptr %1079, align 4
  %1080 = add i64 %1025, 1
  br label %1024

1081:                                             ; preds = %1024
  %1082 = add i64 %1021, 1
  br label %1020

1083:                                             ; preds = %1020
  %1084 = add i64 %1017, 1
  br label %1016

1085:                                             ; preds = %1016
  %1086 = add i64 %1013, 1
  br label %1012

1087:                                             ; preds = %1012
  %1088 = call ptr @malloc(i64 3136)
  %1089 = ptrtoint ptr %1088 to i64
  %1090 = add i64 %1089, 63
  %1091 = urem i64 %1090, 64
  %1092 = sub i64 %1090, %1091
  %1093 = inttoptr i64 %1092 to ptr
  %1094 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1088, 0
  %1095 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1094, ptr %1093, 1
  %1096 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1095, i64 0, 2
  %1097 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1096, i64 1, 3, 0
  %1098 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1097, i64 8, 3, 1
  %1099 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1098, i64 96, 3, 2
  %1100 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1099, i64 768, 4, 0
  %1101 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1100, i64 96, 4, 1
  %1102 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1101, i64 1, 4, 2
  br label %1103

1103:                                             ; preds = %1134, %1087
  %1104 = phi i64 [ %1135, %1134 ], [ 0, %1087 ]
  %1105 = icmp slt i64 %1104, 1
  br i1 %1105, label %1106, label %1136

1106:                                             ; preds = %1103
  br label %1107

1107:                                             ; preds = %1132, %1106
  %1108 = phi i64 [ %1133, %1132 ], [ 0, %1106 ]
  %1109 = icmp slt i64 %1108, 8
  br i1 %1109, label %1110, label %1134

1110:                                             ; preds = %1107
  br label %1111

1111:                                             ; preds = %1114, %1110
  %1112 = phi i64 [ %1131, %1114 ], [ 0, %1110 ]
  %1113 = icmp slt i64 %1112, 96
  br i1 %1113, label %1114, label %1132

1114:                                             ; preds = %1111
  %1115 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %980, 1
  %1116 = mul nuw nsw i64 %1104, 768
  %1117 = mul nuw nsw i64 %1108, 96
  %1118 = add nuw nsw i64 %1116, %1117
  %1119 = add nuw nsw i64 %1118, %1112
  %1120 = getelementptr inbounds nuw float, ptr %1115, i64 %1119
  %1121 = load float, ptr %1120, align 4
  %1122 = getelementptr inbounds nuw float, ptr @__constant_96xf32_15, i64 %1112
  %1123 = load float, ptr %1122, align 4
  %1124 = fadd float %1121, %1123
  %1125 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1102, 1
  %1126 = mul nuw nsw i64 %1104, 768
  %1127 = mul nuw nsw i64 %1108, 96
  %1128 = add nuw nsw i64 %1126, %1127
  %1129 = add nuw nsw i64 %1128, %1112
  %1130 = getelementptr inbounds nuw float, ptr %1125, i64 %1129
  store float %1124, ptr %1130, align 4
  %1131 = add i64 %1112, 1
  br label %1111

1132:                                             ; preds = %1111
  %1133 = add i64 %1108, 1
  br label %1107

1134:                                             ; preds = %1107
  %1135 = add i64 %1104, 1
  br label %1103

1136:                                             ; preds = %1103
  %1137 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1102, 0
  %1138 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1102, 1
  %1139 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1137, 0
  %1140 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1139, ptr %1138, 1
  %1141 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1140, i64 32, 2
  %1142 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1141, i64 1, 3, 0
  %1143 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1142, i64 768, 4, 0
  %1144 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1143, i64 8, 3, 1
  %1145 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1144, i64 96, 4, 1
  %1146 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1145, i64 2, 3, 2
  %1147 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1146, i64 16, 4, 2
  %1148 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1147, i64 16, 3, 3
  %1149 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1148, i64 1, 4, 3
  %1150 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1102, 0
  %1151 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1102, 1
  %1152 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1150, 0
  %1153 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1152, ptr %1151, 1
  %1154 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1153, i64 64, 2
  %1155 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1154, i64 1, 3, 0
  %1156 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1155, i64 768, 4, 0
  %1157 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1156, i64 8, 3, 1
  %1158 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1157, i64 96, 4, 1
  %1159 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1158, i64 2, 3, 2
  %1160 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1159, i64 16, 4, 2
  %1161 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1160, i64 16, 3, 3
  %1162 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1161, i64 1, 4, 3
  %1163 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1102, 0
  %1164 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1102, 1
  %1165 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1163, 0
  %1166 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1165, ptr %1164, 1
  %1167 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1166, i64 0, 2
  %1168 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1167, i64 1, 3, 0
  %1169 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1168, i64 768, 4, 0
  %1170 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1169, i64 8, 3, 1
  %1171 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1170, i64 96, 4, 1
  %1172 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1171, i64 2, 3, 2
  %1173 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1172, i64 16, 4, 2
  %1174 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1173, i64 16, 3, 3
  %1175 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1174, i64 1, 4, 3
  %1176 = call ptr @malloc(i64 576)
  %1177 = ptrtoint ptr %1176 to i64
  %1178 = add i64 %1177, 63
  %1179 = urem i64 %1178, 64
  %1180 = sub i64 %1178, %1179
  %1181 = inttoptr i64 %1180 to ptr
  %1182 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1176, 0
  %1183 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1182, ptr %1181, 1
  %1184 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1183, i64 0, 2
  %1185 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1184, i64 2, 3, 0
  %1186 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1185, i64 8, 3, 1
  %1187 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1186, i64 8, 3, 2
  %1188 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1187, i64 64, 4, 0
  %1189 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1188, i64 8, 4, 1
  %1190 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1189, i64 1, 4, 2
  br label %1191

1191:                                             ; preds = %1212, %1136
  %1192 = phi i64 [ %1213, %1212 ], [ 0, %1136 ]
  %1193 = icmp slt i64 %1192, 2
  br i1 %1193, label %1194, label %1214

1194:                                             ; preds = %1191
  br label %1195

1195:                                             ; preds = %1210, %1194
  %1196 = phi i64 [ %1211, %1210 ], [ 0, %1194 ]
  %1197 = icmp slt i64 %1196, 8
  br i1 %1197, label %1198, label %1212

1198:                                             ; preds = %1195
  br label %1199

1199:                                             ; preds = %1202, %1198
  %1200 = phi i64 [ %1209, %1202 ], [ 0, %1198 ]
  %1201 = icmp slt i64 %1200, 8
  br i1 %1201, label %1202, label %1210

1202:                                             ; preds = %1199
  %1203 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1190, 1
  %1204 = mul nuw nsw i64 %1192, 64
  %1205 = mul nuw nsw i64 %1196, 8
  %1206 = add nuw nsw i64 %1204, %1205
  %1207 = add nuw nsw i64 %1206, %1200
  %1208 = getelementptr inbounds nuw float, ptr %1203, i64 %1207
  store float 0.000000e+00, ptr %1208, align 4
  %1209 = add i64 %1200, 1
  br label %1199

1210:                                             ; preds = %1199
  %1211 = add i64 %1196, 1
  br label %1195

1212:                                             ; preds = %1195
  %1213 = add i64 %1192, 1
  br label %1191

1214:                                             ; preds = %1191
  %1215 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1190, 0
  %1216 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1190, 1
  %1217 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1215, 0
  %1218 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1217, ptr %1216, 1
  %1219 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1218, i64 0, 2
  %1220 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1219, i64 1, 3, 0
  %1221 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1220, i64 128, 4, 0
  %1222 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1221, i64 2, 3, 1
  %1223 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1222, i64 64, 4, 1
  %1224 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1223, i64 8, 3, 2
  %1225 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1224, i64 8, 4, 2
  %1226 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1225, i64 8, 3, 3
  %1227 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1226, i64 1, 4, 3
  %1228 = call ptr @malloc(i64 576)
  %1229 = ptrtoint ptr %1228 to i64
  %1230 = add i64 %1229, 63
  %1231 = urem i64 %1230, 64
  %1232 = sub i64 %1230, %1231
  %1233 = inttoptr i64 %1232 to ptr
  %1234 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1228, 0
  %1235 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1234, ptr %1233, 1
  %1236 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1235, i64 0, 2
  %1237 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1236, i64 1, 3, 0
  %1238 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1237, i64 2, 3, 1
  %1239 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1238, i64 8, 3, 2
  %1240 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1239, i64 8, 3, 3
  %1241 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1240, i64 128, 4, 0
  %1242 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1241, i64 64, 4, 1
  %1243 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1242, i64 8, 4, 2
  %1244 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1243, i64 1, 4, 3
  br label %1245

1245:                                             ; preds = %1283, %1214
  %1246 = phi i64 [ %1284, %1283 ], [ 0, %1214 ]
  %1247 = icmp slt i64 %1246, 1
  br i1 %1247, label %1248, label %1285

1248:                                             ; preds = %1245
  br label %1249

1249:                                             ; preds = %1281, %1248
  %1250 = phi i64 [ %1282, %1281 ], [ 0, %1248 ]
  %1251 = icmp slt i64 %1250, 2
  br i1 %1251, label %1252, label %1283

1252:                                             ; preds = %1249
  br label %1253

1253:                                             ; preds = %1279, %1252
  %1254 = phi i64 [ %1280, %1279 ], [ 0, %1252 ]
  %1255 = icmp slt i64 %1254, 8
  br i1 %1255, label %1256, label %1281

1256:                                             ; preds = %1253
  br label %1257

1257:                                             ; preds = %1260, %1256
  %1258 = phi i64 [ %1278, %1260 ], [ 0, %1256 ]
  %1259 = icmp slt i64 %1258, 8
  br i1 %1259, label %1260, label %1279

1260:                                             ; preds = %1257
  %1261 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1227, 1
  %1262 = mul nuw nsw i64 %1246, 128
  %1263 = mul nuw nsw i64 %1250, 64
  %1264 = add nuw nsw i64 %1262, %1263
  %1265 = mul nuw nsw i64 %1254, 8
  %1266 = add nuw nsw i64 %1264, %1265
  %1267 = add nuw nsw i64 %1266, %1258
  %1268 = getelementptr inbounds nuw float, ptr %1261, i64 %1267
  %1269 = load float, ptr %1268, align 4
  %1270 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1244, 1
  %1271 = mul nuw nsw i64 %1246, 128
  %1272 = mul nuw nsw i64 %1250, 64
  %1273 = add nuw nsw i64 %1271, %1272
  %1274 = mul nuw nsw i64 %1254, 8
  %1275 = add nuw nsw i64 %1273, %1274
  %1276 = add nuw nsw i64 %1275, %1258
  %1277 = getelementptr inbounds nuw float, ptr %1270, i64 %1276
  store float %1269, ptr %1277, align 4
  %1278 = add i64 %1258, 1
  br label %1257

1279:                                             ; preds = %1257
  %1280 = add i64 %1254, 1
  br label %1253

1281:                                             ; preds = %1253
  %1282 = add i64 %1250, 1
  br label %1249

1283:                                             ; preds = %1249
  %1284 = add i64 %1246, 1
  br label %1245

1285:                                             ; preds = %1245
  br label %1286

1286:                                             ; preds = %1351, %1285
  %1287 = phi i64 [ %1352, %1351 ], [ 0, %1285 ]
  %1288 = icmp slt i64 %1287, 1
  br i1 %1288, label %1289, label %1353

1289:                                             ; preds = %1286
  br label %1290

1290:                                             ; preds = %1349, %1289
  %1291 = phi i64 [ %1350, %1349 ], [ 0, %1289 ]
  %1292 = icmp slt i64 %1291, 2
  br i1 %1292, label %1293, label %1351

1293:                                             ; preds = %1290
  br label %1294

1294:                                             ; preds = %1347, %1293
  %1295 = phi i64 [ %1348, %1347 ], [ 0, %1293 ]
  %1296 = icmp slt i64 %1295, 8
  br i1 %1296, label %1297, label %1349

1297:                                             ; preds = %1294
  br label %1298

1298:                                             ; preds = %1345, %1297
  %1299 = phi i64 [ %1346, %1345 ], [ 0, %1297 ]
  %1300 = icmp slt i64 %1299, 8
  br i1 %1300, label %1301, label %1347

1301:                                             ; preds = %1298
  br label %1302

1302:                                             ; preds = %1305, %1301
  %1303 = phi i64 [ %1344, %1305 ], [ 0, %1301 ]
  %1304 = icmp slt i64 %1303, 16
  br i1 %1304, label %1305, label %1345

1305:                                             ; preds = %1302
  %1306 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1175, 1
  %1307 = mul nuw nsw i64 %1287, 768
  %1308 = mul nuw nsw i64 %1295, 96
  %1309 = add nuw nsw i64 %1307, %1308
  %1310 = mul nuw nsw i64 %1291, 16
  %1311 = add nuw nsw i64 %1309, %1310
  %1312 = add nuw nsw i64 %1311, %1303
  %1313 = getelementptr inbounds nuw float, ptr %1306, i64 %1312
  %1314 = load float, ptr %1313, align 4
  %1315 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1149, 1
  %1316 = getelementptr float, ptr %1315, i64 32
  %1317 = mul nuw nsw i64 %1287, 768
  %1318 = mul nuw nsw i64 %1299, 96
  %1319 = add nuw nsw i64 %1317, %1318
  %1320 = mul nuw nsw i64 %1291, 16
  %1321 = add nuw nsw i64 %1319, %1320
  %1322 = add nuw nsw i64 %1321, %1303
  %1323 = getelementptr inbounds nuw float, ptr %1316, i64 %1322
  %1324 = load float, ptr %1323, align 4
  %1325 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1244, 1
  %1326 = mul nuw nsw i64 %1287, 128
  %1327 = mul nuw nsw i64 %1291, 64
  %1328 = add nuw nsw i64 %1326, %1327
  %1329 = mul nuw nsw i64 %1295, 8
  %1330 = add nuw nsw i64 %1328, %1329
  %1331 = add nuw nsw i64 %1330, %1299
  %1332 = getelementptr inbounds nuw float, ptr %1325, i64 %1331
  %1333 = load float, ptr %1332, align 4
  %1334 = fmul float %1314, %1324
  %1335 = fadd float %1333, %1334
  %1336 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1244, 1
  %1337 = mul nuw nsw i64 %1287, 128
  %1338 = mul nuw nsw i64 %1291, 64
  %1339 = add nuw nsw i64 %1337, %1338
  %1340 = mul nuw nsw i64 %1295, 8
  %1341 = add nuw nsw i64 %1339, %1340
  %1342 = add nuw nsw i64 %1341, %1299
  %1343 = getelementptr inbounds nuw float, ptr %1336, i64 %1342
  store float %1335, ptr %1343, align 4
  %1344 = add i64 %1303, 1
  br label %1302

1345:                                             ; preds = %1302
  %1346 = add i64 %1299, 1
  br label %1298

1347:                                             ; preds = %1298
  %1348 = add i64 %1295, 1
  br label %1294

1349:                                             ; preds = %1294
  %1350 = add i64 %1291, 1
  br label %1290

1351:                                             ; preds = %1290
  %1352 = add i64 %1287, 1
  br label %1286

1353:                                             ; preds = %1286
  %1354 = call ptr @malloc(i64 576)
  %1355 = ptrtoint ptr %1354 to i64
  %1356 = add i64 %1355, 63
  %1357 = urem i64 %1356, 64
  %1358 = sub i64 %1356, %1357
  %1359 = inttoptr i64 %1358 to ptr
  %1360 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1354, 0
  %1361 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1360, ptr %1359, 1
  %1362 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1361, i64 0, 2
  %1363 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1362, i64 1, 3, 0
  %1364 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1363, i64 2, 3, 1
  %1365 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1364, i64 8, 3, 2
  %1366 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1365, i64 8, 3, 3
  %1367 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1366, i64 128, 4, 0
  %1368 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1367, i64 64, 4, 1
  %1369 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1368, i64 8, 4, 2
  %1370 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1369, i64 1, 4, 3
  br label %1371

1371:                                             ; preds = %1419, %1353
  %1372 = phi i64 [ %1420, %1419 ], [ 0, %1353 ]
  %1373 = icmp slt i64 %1372, 1
  br i1 %1373, label %1374, label %1421

1374:                                             ; preds = %1371
  br label %1375

1375:                                             ; preds = %1417, %1374
  %1376 = phi i64 [ %1418, %1417 ], [ 0, %1374 ]
  %1377 = icmp slt i64 %1376, 2
  br i1 %1377, label %1378, label %1419

1378:                                             ; preds = %1375
  br label %1379

1379:                                             ; preds = %1415, %1378
  %1380 = phi i64 [ %1416, %1415 ], [ 0, %1378 ]
  %1381 = icmp slt i64 %1380, 8
  br i1 %1381, label %1382, label %1417

1382:                                             ; preds = %1379
  br label %1383

1383:                                             ; preds = %1386, %1382
  %1384 = phi i64 [ %1414, %1386 ], [ 0, %1382 ]
  %1385 = icmp slt i64 %1384, 8
  br i1 %1385, label %1386, label %1415

1386:                                             ; preds = %1383
  %1387 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1244, 1
  %1388 = mul nuw nsw i64 %1372, 128
  %1389 = mul nuw nsw i64 %1376, 64
  %1390 = add nuw nsw i64 %1388, %1389
  %1391 = mul nuw nsw i64 %1380, 8
  %1392 = add nuw nsw i64 %1390, %1391
  %1393 = add nuw nsw i64 %1392, %1384
  %1394 = getelementptr inbounds nuw float, ptr %1387, i64 %1393
  %1395 = load float, ptr %1394, align 4
  %1396 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %483, 1
  %1397 = mul nuw nsw i64 %1372, 64
  %1398 = add nuw nsw i64 %1397, 0
  %1399 = mul nuw nsw i64 %1380, 8
  %1400 = add nuw nsw i64 %1398, %1399
  %1401 = add nuw nsw i64 %1400, %1384
  %1402 = getelementptr inbounds nuw float, ptr %1396, i64 %1401
  %1403 = load float, ptr %1402, align 4
  %1404 = fmul float %1395, 2.500000e-01
  %1405 = fadd float %1404, %1403
  %1406 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1370, 1
  %1407 = mul nuw nsw i64 %1372, 128
  %1408 = mul nuw nsw i64 %1376, 64
  %1409 = add nuw nsw i64 %1407, %1408
  %1410 = mul nuw nsw i64 %1380, 8
  %1411 = add nuw nsw i64 %1409, %1410
  %1412 = add nuw nsw i64 %1411, %1384
  %1413 = getelementptr inbounds nuw float, ptr %1406, i64 %1412
  store float %1405, ptr %1413, align 4
  %1414 = add i64 %1384, 1
  br label %1383

1415:                                             ; preds = %1383
  %1416 = add i64 %1380, 1
  br label %1379

1417:                                             ; preds = %1379
  %1418 = add i64 %1376, 1
  br label %1375

1419:                                             ; preds = %1375
  %1420 = add i64 %1372, 1
  br label %1371

1421:                                             ; preds = %1371
  %1422 = call ptr @malloc(i64 128)
  %1423 = ptrtoint ptr %1422 to i64
  %1424 = add i64 %1423, 63
  %1425 = urem i64 %1424, 64
  %1426 = sub i64 %1424, %1425
  %1427 = inttoptr i64 %1426 to ptr
  %1428 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1422, 0
  %1429 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1428, ptr %1427, 1
  %1430 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1429, i64 0, 2
  %1431 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1430, i64 1, 3, 0
  %1432 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1431, i64 2, 3, 1
  %1433 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1432, i64 8, 3, 2
  %1434 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1433, i64 16, 4, 0
  %1435 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1434, i64 8, 4, 1
  %1436 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1435, i64 1, 4, 2
  br label %1437

1437:                                             ; preds = %1458, %1421
  %1438 = phi i64 [ %1459, %1458 ], [ 0, %1421 ]
  %1439 = icmp slt i64 %1438, 1
  br i1 %1439, label %1440, label %1460

1440:                                             ; preds = %1437
  br label %1441

1441:                                             ; preds = %1456, %1440
  %1442 = phi i64 [ %1457, %1456 ], [ 0, %1440 ]
  %1443 = icmp slt i64 %1442, 2
  br i1 %1443, label %1444, label %1458

1444:                                             ; preds = %1441
  br label %1445

1445:                                             ; preds = %1448, %1444
  %1446 = phi i64 [ %1455, %1448 ], [ 0, %1444 ]
  %1447 = icmp slt i64 %1446, 8
  br i1 %1447, label %1448, label %1456

1448:                                             ; preds = %1445
  %1449 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1436, 1
  %1450 = mul nuw nsw i64 %1438, 16
  %1451 = mul nuw nsw i64 %1442, 8
  %1452 = add nuw nsw i64 %1450, %1451
  %1453 = add nuw nsw i64 %1452, %1446
  %1454 = getelementptr inbounds nuw float, ptr %1449, i64 %1453
  store float -inf, ptr %1454, align 4
  %1455 = add i64 %1446, 1
  br label %1445

1456:                                             ; preds = %1445
  %1457 = add i64 %1442, 1
  br label %1441

1458:                                             ; preds = %1441
  %1459 = add i64 %1438, 1
  br label %1437

1460:                                             ; preds = %1437
  %1461 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1370, 0
  %1462 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1370, 1
  %1463 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %1461, 0
  %1464 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1463, ptr %1462, 1
  %1465 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1464, i64 0, 2
  %1466 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1465, i64 1, 3, 0
  %1467 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1466, i64 128, 4, 0
  %1468 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1467, i64 2, 3, 1
  %1469 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1468, i64 64, 4, 1
  %1470 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1469, i64 8, 3, 2
  %1471 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1470, i64 8, 4, 2
  %1472 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1471, i64 1, 3, 3
  %1473 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1472, i64 8, 4, 3
  %1474 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1473, i64 8, 3, 4
  %1475 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1474, i64 1, 4, 4
  %1476 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1436, 0
  %1477 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1436, 1
  %1478 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1476, 0
  %1479 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1478, ptr %1477, 1
  %1480 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1479, i64 0, 2
  %1481 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1480, i64 1, 3, 0
  %1482 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1481, i64 16, 4, 0
  %1483 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1482, i64 2, 3, 1
  %1484 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1483, i64 8, 4, 1
  %1485 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1484, i64 8, 3, 2
  %1486 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1485, i64 1, 4, 2
  %1487 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1486, i64 1, 3, 3
  %1488 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1487, i64 1, 4, 3
  %1489 = call ptr @malloc(i64 128)
  %1490 = ptrtoint ptr %1489 to i64
  %1491 = add i64 %1490, 63
  %1492 = urem i64 %1491, 64
  %1493 = sub i64 %1491, %1492
  %1494 = inttoptr i64 %1493 to ptr
  %1495 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1489, 0
  %1496 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1495, ptr %1494, 1
  %1497 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1496, i64 0, 2
  %1498 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1497, i64 1, 3, 0
  %1499 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1498, i64 2, 3, 1
  %1500 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1499, i64 8, 3, 2
  %1501 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1500, i64 1, 3, 3
  %1502 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1501, i64 16, 4, 0
  %1503 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1502, i64 8, 4, 1
  %1504 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1503, i64 1, 4, 2
  %1505 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1504, i64 1, 4, 3
  br label %1506

1506:                                             ; preds = %1542, %1460
  %1507 = phi i64 [ %1543, %1542 ], [ 0, %1460 ]
  %1508 = icmp slt i64 %1507, 1
  br i1 %1508, label %1509, label %1544

1509:                                             ; preds = %1506
  br label %1510

1510:                                             ; preds = %1540, %1509
  %1511 = phi i64 [ %1541, %1540 ], [ 0, %1509 ]
  %1512 = icmp slt i64 %1511, 2
  br i1 %1512, label %1513, label %1542

1513:                                             ; preds = %1510
  br label %1514

1514:                                             ; preds = %1538, %1513
  %1515 = phi i64 [ %1539, %1538 ], [ 0, %1513 ]
  %1516 = icmp slt i64 %1515, 8
  br i1 %1516, label %1517, label %1540

1517:                                             ; preds = %1514
  br label %1518

1518:                                             ; preds = %1521, %1517
  %1519 = phi i64 [ %1537, %1521 ], [ 0, %1517 ]
  %1520 = icmp slt i64 %1519, 1
  br i1 %1520, label %1521, label %1538

1521:                                             ; preds = %1518
  %1522 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1488, 1
  %1523 = mul nuw nsw i64 %1507, 16
  %1524 = mul nuw nsw i64 %1511, 8
  %1525 = add nuw nsw i64 %1523, %1524
  %1526 = add nuw nsw i64 %1525, %1515
  %1527 = add nuw nsw i64 %1526, %1519
  %1528 = getelementptr inbounds nuw float, ptr %1522, i64 %1527
  %1529 = load float, ptr %1528, align 4
  %1530 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1505, 1
  %1531 = mul nuw nsw i64 %1507, 16
  %1532 = mul nuw nsw i64 %1511, 8
  %1533 = add nuw nsw i64 %1531, %1532
  %1534 = add nuw nsw i64 %1533, %1515
  %1535 = add nuw nsw i64 %1534, %1519
  %1536 = getelementptr inbounds nuw float, ptr %1530, i64 %1535
  store float %1529, ptr %1536, align 4
  %1537 = add i64 %1519, 1
  br label %1518

1538:                                             ; preds = %1518
  %1539 = add i64 %1515, 1
  br label %1514

1540:                                             ; preds = %1514
  %1541 = add i64 %1511, 1
  br label %1510

1542:                                             ; preds = %1510
  %1543 = add i64 %1507, 1
  br label %1506

1544:                                             ; preds = %1506
  br label %1545

1545:                                             ; preds = %1599, %1544
  %1546 = phi i64 [ %1600, %1599 ], [ 0, %1544 ]
  %1547 = icmp slt i64 %1546, 1
  br i1 %1547, label %1548, label %1601

1548:                                             ; preds = %1545
  br label %1549

1549:                                             ; preds = %1597, %1548
  %1550 = phi i64 [ %1598, %1597 ], [ 0, %1548 ]
  %1551 = icmp slt i64 %1550, 2
  br i1 %1551, label %1552, label %1599

1552:                                             ; preds = %1549
  br label %1553

1553:                                             ; preds = %1595, %1552
  %1554 = phi i64 [ %1596, %1595 ], [ 0, %1552 ]
  %1555 = icmp slt i64 %1554, 8
  br i1 %1555, label %1556, label %1597

1556:                                             ; preds = %1553
  br label %1557

1557:                                             ; preds = %1593, %1556
  %1558 = phi i64 [ %1594, %1593 ], [ 0, %1556 ]
  %1559 = icmp slt i64 %1558, 1
  br i1 %1559, label %1560, label %1595

1560:                                             ; preds = %1557
  br label %1561

1561:                                             ; preds = %1564, %1560
  %1562 = phi i64 [ %1592, %1564 ], [ 0, %1560 ]
  %1563 = icmp slt i64 %1562, 8
  br i1 %1563, label %1564, label %1593

1564:                                             ; preds = %1561
  %1565 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1475, 1
  %1566 = mul nuw nsw i64 %1546, 128
  %1567 = mul nuw nsw i64 %1550, 64
  %1568 = add nuw nsw i64 %1566, %1567
  %1569 = mul nuw nsw i64 %1554, 8
  %1570 = add nuw nsw i64 %1568, %1569
  %1571 = mul nuw nsw i64 %1558, 8
  %1572 = add nuw nsw i64 %1570, %1571
  %1573 = add nuw nsw i64 %1572, %1562
  %1574 = getelementptr inbounds nuw float, ptr %1565, i64 %1573
  %1575 = load float, ptr %1574, align 4
  %1576 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1505, 1
  %1577 = mul nuw nsw i64 %1546, 16
  %1578 = mul nuw nsw i64 %1550, 8
  %1579 = add nuw nsw i64 %1577, %1578
  %1580 = add nuw nsw i64 %1579, %1554
  %1581 = add nuw nsw i64 %1580, %1558
  %1582 = getelementptr inbounds nuw float, ptr %1576, i64 %1581
  %1583 = load float, ptr %1582, align 4
  %1584 = call float @llvm.maximum.f32(float %1575, float %1583)
  %1585 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1505, 1
  %1586 = mul nuw nsw i64 %1546, 16
  %1587 = mul nuw nsw i64 %1550, 8
  %1588 = add nuw nsw i64 %1586, %1587
  %1589 = add nuw nsw i64 %1588, %1554
  %1590 = add nuw nsw i64 %1589, %1558
  %1591 = getelementptr inbounds nuw float, ptr %1585, i64 %1590
  store float %1584, ptr %1591, align 4
  %1592 = add i64 %1562, 1
  br label %1561

1593:                                             ; preds = %1561
  %1594 = add i64 %1558, 1
  br label %1557

1595:                                             ; preds = %1557
  %1596 = add i64 %1554, 1
  br label %1553

1597:                                             ; preds = %1553
  %1598 = add i64 %1550, 1
  br label %1549

1599:                                             ; preds = %1549
  %1600 = add i64 %1546, 1
  br label %1545

1601:                                             ; preds = %1545
  %1602 = call ptr @malloc(i64 576)
  %1603 = ptrtoint ptr %1602 to i64
  %1604 = add i64 %1603, 63
  %1605 = urem i64 %1604, 64
  %1606 = sub i64 %1604, %1605
  %1607 = inttoptr i64 %1606 to ptr
  %1608 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1602, 0
  %1609 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1608, ptr %1607, 1
  %1610 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1609, i64 0, 2
  %1611 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1610, i64 1, 3, 0
  %1612 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1611, i64 2, 3, 1
  %1613 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1612, i64 8, 3, 2
  %1614 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1613, i64 8, 3, 3
  %1615 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1614, i64 128, 4, 0
  %1616 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1615, i64 64, 4, 1
  %1617 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1616, i64 8, 4, 2
  %1618 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1617, i64 1, 4, 3
  br label %1619

1619:                                             ; preds = %1668, %1601
  %1620 = phi i64 [ %1669, %1668 ], [ 0, %1601 ]
  %1621 = icmp slt i64 %1620, 1
  br i1 %1621, label %1622, label %1670

1622:                                             ; preds = %1619
  br label %1623

1623:                                             ; preds = %1666, %1622
  %1624 = phi i64 [ %1667, %1666 ], [ 0, %1622 ]
  %1625 = icmp slt i64 %1624, 2
  br i1 %1625, label %1626, label %1668

1626:                                             ; preds = %1623
  br label %1627

1627:                                             ; preds = %1664, %1626
  %1628 = phi i64 [ %1665, %1664 ], [ 0, %1626 ]
  %1629 = icmp slt i64 %1628, 8
  br i1 %1629, label %1630, label %1666

1630:                                             ; preds = %1627
  br label %1631

1631:                                             ; preds = %1634, %1630
  %1632 = phi i64 [ %1663, %1634 ], [ 0, %1630 ]
  %1633 = icmp slt i64 %1632, 8
  br i1 %1633, label %1634, label %1664

1634:                                             ; preds = %1631
  %1635 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1370, 1
  %1636 = mul nuw nsw i64 %1620, 128
  %1637 = mul nuw nsw i64 %1624, 64
  %1638 = add nuw nsw i64 %1636, %1637
  %1639 = mul nuw nsw i64 %1628, 8
  %1640 = add nuw nsw i64 %1638, %1639
  %1641 = add nuw nsw i64 %1640, %1632
  %1642 = getelementptr inbounds nuw float, ptr %1635, i64 %1641
  %1643 = load float, ptr %1642, align 4
  %1644 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1505, 1
  %1645 = mul nuw nsw i64 %1620, 16
  %1646 = mul nuw nsw i64 %1624, 8
  %1647 = add nuw nsw i64 %1645, %1646
  %1648 = add nuw nsw i64 %1647, %1628
  %1649 = add nuw nsw i64 %1648, 0
  %1650 = getelementptr inbounds nuw float, ptr %1644, i64 %1649
  %1651 = load float, ptr %1650, align 4
  %1652 = fsub float %1643, %1651
  %1653 = fmul float %1652, f0x3FB8AA3B
  %1654 = call float @llvm.exp2.f32(float %1653)
  %1655 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1618, 1
  %1656 = mul nuw nsw i64 %1620, 128
  %1657 = mul nuw nsw i64 %1624, 64
  %1658 = add nuw nsw i64 %1656, %1657
  %1659 = mul nuw nsw i64 %1628, 8
  %1660 = add nuw nsw i64 %1658, %1659
  %1661 = add nuw nsw i64 %1660, %1632
  %1662 = getelementptr inbounds nuw float, ptr %1655, i64 %1661
  store float %1654, ptr %1662, align 4
  %1663 = add i64 %1632, 1
  br label %1631

1664:                                             ; preds = %1631
  %1665 = add i64 %1628, 1
  br label %1627

1666:                                             ; preds = %1627
  %1667 = add i64 %1624, 1
  br label %1623

1668:                                             ; preds = %1623
  %1669 = add i64 %1620, 1
  br label %1619

1670:                                             ; preds = %1619
  %1671 = call ptr @malloc(i64 128)
  %1672 = ptrtoint ptr %1671 to i64
  %1673 = add i64 %1672, 63
  %1674 = urem i64 %1673, 64
  %1675 = sub i64 %1673, %1674
  %1676 = inttoptr i64 %1675 to ptr
  %1677 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1671, 0
  %1678 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1677, ptr %1676, 1
  %1679 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1678, i64 0, 2
  %1680 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1679, i64 1, 3, 0
  %1681 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1680, i64 2, 3, 1
  %1682 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1681, i64 8, 3, 2
  %1683 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1682, i64 1, 3, 3
  %1684 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1683, i64 16, 4, 0
  %1685 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1684, i64 8, 4, 1
  %1686 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1685, i64 1, 4, 2
  %1687 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1686, i64 1, 4, 3
  br label %1688

1688:                                             ; preds = %1716, %1670
  %1689 = phi i64 [ %1717, %1716 ], [ 0, %1670 ]
  %1690 = icmp slt i64 %1689, 1
  br i1 %1690, label %1691, label %1718

1691:                                             ; preds = %1688
  br label %1692

1692:                                             ; preds = %1714, %1691
  %1693 = phi i64 [ %1715, %1714 ], [ 0, %1691 ]
  %1694 = icmp slt i64 %1693, 2
  br i1 %1694, label %1695, label %1716

1695:                                             ; preds = %1692
  br label %1696

1696:                                             ; preds = %1712, %1695
  %1697 = phi i64 [ %1713, %1712 ], [ 0, %1695 ]
  %1698 = icmp slt i64 %1697, 8
  br i1 %1698, label %1699, label %1714

1699:                                             ; preds = %1696
  br label %1700

1700:                                             ; preds = %1703, %1699
  %1701 = phi i64 [ %1711, %1703 ], [ 0, %1699 ]
  %1702 = icmp slt i64 %1701, 1
  br i1 %1702, label %1703, label %1712

1703:                                             ; preds = %1700
  %1704 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1687, 1
  %1705 = mul nuw nsw i64 %1689, 16
  %1706 = mul nuw nsw i64 %1693, 8
  %1707 = add nuw nsw i64 %1705, %1706
  %1708 = add nuw nsw i64 %1707, %1697
  %1709 = add nuw nsw i64 %1708, %1701
  %1710 = getelementptr inbounds nuw float, ptr %1704, i64 %1709
  store float 0.000000e+00, ptr %1710, align 4
  %1711 = add i64 %1701, 1
  br label %1700

1712:                                             ; preds = %1700
  %1713 = add i64 %1697, 1
  br label %1696

1714:                                             ; preds = %1696
  %1715 = add i64 %1693, 1
  br label %1692

1716:                                             ; preds = %1692
  %1717 = add i64 %1689, 1
  br label %1688

1718:                                             ; preds = %1688
  %1719 = call ptr @malloc(i64 128)
  %1720 = ptrtoint ptr %1719 to i64
  %1721 = add i64 %1720, 63
  %1722 = urem i64 %1721, 64
  %1723 = sub i64 %1721, %1722
  %1724 = inttoptr i64 %1723 to ptr
  %1725 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1719, 0
  %1726 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1725, ptr %1724, 1
  %1727 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1726, i64 0, 2
  %1728 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1727, i64 1, 3, 0
  %1729 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1728, i64 2, 3, 1
  %1730 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1729, i64 8, 3, 2
  %1731 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1730, i64 1, 3, 3
  %1732 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1731, i64 16, 4, 0
  %1733 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1732, i64 8, 4, 1
  %1734 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1733, i64 1, 4, 2
  %1735 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1734, i64 1, 4, 3
  br label %1736

1736:                                             ; preds = %1772, %1718
  %1737 = phi i64 [ %1773, %1772 ], [ 0, %1718 ]
  %1738 = icmp slt i64 %1737, 1
  br i1 %1738, label %1739, label %1774

1739:                                             ; preds = %1736
  br label %1740

1740:                                             ; preds = %1770, %1739
  %1741 = phi i64 [ %1771, %1770 ], [ 0, %1739 ]
  %1742 = icmp slt i64 %1741, 2
  br i1 %1742, label %1743, label %1772

1743:                                             ; preds = %1740
  br label %1744

1744:                                             ; preds = %1768, %1743
  %1745 = phi i64 [ %1769, %1768 ], [ 0, %1743 ]
  %1746 = icmp slt i64 %1745, 8
  br i1 %1746, label %1747, label %1770

1747:                                             ; preds = %1744
  br label %1748

1748:                                             ; preds = %1751, %1747
  %1749 = phi i64 [ %1767, %1751 ], [ 0, %1747 ]
  %1750 = icmp slt i64 %1749, 1
  br i1 %1750, label %1751, label %1768

1751:                                             ; preds = %1748
  %1752 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1687, 1
  %1753 = mul nuw nsw i64 %1737, 16
  %1754 = mul nuw nsw i64 %1741, 8
  %1755 = add nuw nsw i64 %1753, %1754
  %1756 = add nuw nsw i64 %1755, %1745
  %1757 = add nuw nsw i64 %1756, %1749
  %1758 = getelementptr inbounds nuw float, ptr %1752, i64 %1757
  %1759 = load float, ptr %1758, align 4
  %1760 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1735, 1
  %1761 = mul nuw nsw i64 %1737, 16
  %1762 = mul nuw nsw i64 %1741, 8
  %1763 = add nuw nsw i64 %1761, %1762
  %1764 = add nuw nsw i64 %1763, %1745
  %1765 = add nuw nsw i64 %1764, %1749
  %1766 = getelementptr inbounds nuw float, ptr %1760, i64 %1765
  store float %1759, ptr %1766, align 4
  %1767 = add i64 %1749, 1
  br label %1748

1768:                                             ; preds = %1748
  %1769 = add i64 %1745, 1
  br label %1744

1770:                                             ; preds = %1744
  %1771 = add i64 %1741, 1
  br label %1740

1772:                                             ; preds = %1740
  %1773 = add i64 %1737, 1
  br label %1736

1774:                                             ; preds = %1736
  br label %1775

1775:                                             ; preds = %1821, %1774
  %1776 = phi i64 [ %1822, %1821 ], [ 0, %1774 ]
  %1777 = icmp slt i64 %1776, 1
  br i1 %1777, label %1778, label %1823

1778:                                             ; preds = %1775
  br label %1779

1779:                                             ; preds = %1819, %1778
  %1780 = phi i64 [ %1820, %1819 ], [ 0, %1778 ]
  %1781 = icmp slt i64 %1780, 2
  br i1 %1781, label %1782, label %1821

1782:                                             ; preds = %1779
  br label %1783

1783:                                             ; preds = %1817, %1782
  %1784 = phi i64 [ %1818, %1817 ], [ 0, %1782 ]
  %1785 = icmp slt i64 %1784, 8
  br i1 %1785, label %1786, label %1819

1786:                                             ; preds = %1783
  br label %1787

1787:                                             ; preds = %1790, %1786
  %1788 = phi i64 [ %1816, %1790 ], [ 0, %1786 ]
  %1789 = icmp slt i64 %1788, 8
  br i1 %1789, label %1790, label %1817

1790:                                             ; preds = %1787
  %1791 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1618, 1
  %1792 = mul nuw nsw i64 %1776, 128
  %1793 = mul nuw nsw i64 %1780, 64
  %1794 = add nuw nsw i64 %1792, %1793
  %1795 = mul nuw nsw i64 %1784, 8
  %1796 = add nuw nsw i64 %1794, %1795
  %1797 = add nuw nsw i64 %1796, %1788
  %1798 = getelementptr inbounds nuw float, ptr %1791, i64 %1797
  %1799 = load float, ptr %1798, align 4
  %1800 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1735, 1
  %1801 = mul nuw nsw i64 %1776, 16
  %1802 = mul nuw nsw i64 %1780, 8
  %1803 = add nuw nsw i64 %1801, %1802
  %1804 = add nuw nsw i64 %1803, %1784
  %1805 = add nuw nsw i64 %1804, 0
  %1806 = getelementptr inbounds nuw float, ptr %1800, i64 %1805
  %1807 = load float, ptr %1806, align 4
  %1808 = fadd float %1799, %1807
  %1809 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1735, 1
  %1810 = mul nuw nsw i64 %1776, 16
  %1811 = mul nuw nsw i64 %1780, 8
  %1812 = add nuw nsw i64 %1810, %1811
  %1813 = add nuw nsw i64 %1812, %1784
  %1814 = add nuw nsw i64 %1813, 0
  %1815 = getelementptr inbounds nuw float, ptr %1809, i64 %1814
  store float %1808, ptr %1815, align 4
  %1816 = add i64 %1788, 1
  br label %1787

1817:                                             ; preds = %1787
  %1818 = add i64 %1784, 1
  br label %1783

1819:                                             ; preds = %1783
  %1820 = add i64 %1780, 1
  br label %1779

1821:                                             ; preds = %1779
  %1822 = add i64 %1776, 1
  br label %1775

1823:                                             ; preds = %1775
  %1824 = call ptr @malloc(i64 1088)
  %1825 = ptrtoint ptr %1824 to i64
  %1826 = add i64 %1825, 63
  %1827 = urem i64 %1826, 64
  %1828 = sub i64 %1826, %1827
  %1829 = inttoptr i64 %1828 to ptr
  %1830 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1824, 0
  %1831 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1830, ptr %1829, 1
  %1832 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1831, i64 0, 2
  %1833 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1832, i64 2, 3, 0
  %1834 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1833, i64 8, 3, 1
  %1835 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1834, i64 16, 3, 2
  %1836 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1835, i64 128, 4, 0
  %1837 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1836, i64 16, 4, 1
  %1838 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1837, i64 1, 4, 2
  br label %1839

1839:                                             ; preds = %1860, %1823
  %1840 = phi i64 [ %1861, %1860 ], [ 0, %1823 ]
  %1841 = icmp slt i64 %1840, 2
  br i1 %1841, label %1842, label %1862

1842:                                             ; preds = %1839
  br label %1843

1843:                                             ; preds = %1858, %1842
  %1844 = phi i64 [ %1859, %1858 ], [ 0, %1842 ]
  %1845 = icmp slt i64 %1844, 8
  br i1 %1845, label %1846, label %1860

1846:                                             ; preds = %1843
  br label %1847

1847:                                             ; preds = %1850, %1846
  %1848 = phi i64 [ %1857, %1850 ], [ 0, %1846 ]
  %1849 = icmp slt i64 %1848, 16
  br i1 %1849, label %1850, label %1858

1850:                                             ; preds = %1847
  %1851 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1838, 1
  %1852 = mul nuw nsw i64 %1840, 128
  %1853 = mul nuw nsw i64 %1844, 16
  %1854 = add nuw nsw i64 %1852, %1853
  %1855 = add nuw nsw i64 %1854, %1848
  %1856 = getelementptr inbounds nuw float, ptr %1851, i64 %1855
  store float 0.000000e+00, ptr %1856, align 4
  %1857 = add i64 %1848, 1
  br label %1847

1858:                                             ; preds = %1847
  %1859 = add i64 %1844, 1
  br label %1843

1860:                                             ; preds = %1843
  %1861 = add i64 %1840, 1
  br label %1839

1862:                                             ; preds = %1839
  %1863 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1838, 0
  %1864 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1838, 1
  %1865 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1863, 0
  %1866 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1865, ptr %1864, 1
  %1867 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1866, i64 0, 2
  %1868 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1867, i64 1, 3, 0
  %1869 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1868, i64 256, 4, 0
  %1870 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1869, i64 2, 3, 1
  %1871 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1870, i64 128, 4, 1
  %1872 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1871, i64 8, 3, 2
  %1873 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1872, i64 16, 4, 2
  %1874 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1873, i64 16, 3, 3
  %1875 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1874, i64 1, 4, 3
  %1876 = call ptr @malloc(i64 1088)
  %1877 = ptrtoint ptr %1876 to i64
  %1878 = add i64 %1877, 63
  %1879 = urem i64 %1878, 64
  %1880 = sub i64 %1878, %1879
  %1881 = inttoptr i64 %1880 to ptr
  %1882 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1876, 0
  %1883 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1882, ptr %1881, 1
  %1884 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1883, i64 0, 2
  %1885 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1884, i64 1, 3, 0
  %1886 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1885, i64 2, 3, 1
  %1887 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1886, i64 8, 3, 2
  %1888 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1887, i64 16, 3, 3
  %1889 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1888, i64 256, 4, 0
  %1890 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1889, i64 128, 4, 1
  %1891 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1890, i64 16, 4, 2
  %1892 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1891, i64 1, 4, 3
  br label %1893

1893:                                             ; preds = %1931, %1862
  %1894 = phi i64 [ %1932, %1931 ], [ 0, %1862 ]
  %1895 = icmp slt i64 %1894, 1
  br i1 %1895, label %1896, label %1933

1896:                                             ; preds = %1893
  br label %1897

1897:                                             ; preds = %1929, %1896
  %1898 = phi i64 [ %1930, %1929 ], [ 0, %1896 ]
  %1899 = icmp slt i64 %1898, 2
  br i1 %1899, label %1900, label %1931

1900:                                             ; preds = %1897
  br label %1901

1901:                                             ; preds = %1927, %1900
  %1902 = phi i64 [ %1928, %1927 ], [ 0, %1900 ]
  %1903 = icmp slt i64 %1902, 8
  br i1 %1903, label %1904, label %1929

1904:                                             ; preds = %1901
  br label %1905

1905:                                             ; preds = %1908, %1904
  %1906 = phi i64 [ %1926, %1908 ], [ 0, %1904 ]
  %1907 = icmp slt i64 %1906, 16
  br i1 %1907, label %1908, label %1927

1908:                                             ; preds = %1905
  %1909 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1875, 1
  %1910 = mul nuw nsw i64 %1894, 256
  %1911 = mul nuw nsw i64 %1898, 128
  %1912 = add nuw nsw i64 %1910, %1911
  %1913 = mul nuw nsw i64 %1902, 16
  %1914 = add nuw nsw i64 %1912, %1913
  %1915 = add nuw nsw i64 %1914, %1906
  %1916 = getelementptr inbounds nuw float, ptr %1909, i64 %1915
  %1917 = load float, ptr %1916, align 4
  %1918 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1892, 1
  %1919 = mul nuw nsw i64 %1894, 256
  %1920 = mul nuw nsw i64 %1898, 128
  %1921 = add nuw nsw i64 %1919, %1920
  %1922 = mul nuw nsw i64 %1902, 16
  %1923 = add nuw nsw i64 %1921, %1922
  %1924 = add nuw nsw i64 %1923, %1906
  %1925 = getelementptr inbounds nuw float, ptr %1918, i64 %1924
  store float %1917, ptr %1925, align 4
  %1926 = add i64 %1906, 1
  br label %1905

1927:                                             ; preds = %1905
  %1928 = add i64 %1902, 1
  br label %1901

1929:                                             ; preds = %1901
  %1930 = add i64 %1898, 1
  br label %1897

1931:                                             ; preds = %1897
  %1932 = add i64 %1894, 1
  br label %1893

1933:                                             ; preds = %1893
  br label %1934

1934:                                             ; preds = %2008, %1933
  %1935 = phi i64 [ %2009, %2008 ], [ 0, %1933 ]
  %1936 = icmp slt i64 %1935, 1
  br i1 %1936, label %1937, label %2010

1937:                                             ; preds = %1934
  br label %1938

1938:                                             ; preds = %2006, %1937
  %1939 = phi i64 [ %2007, %2006 ], [ 0, %1937 ]
  %1940 = icmp slt i64 %1939, 2
  br i1 %1940, label %1941, label %2008

1941:                                             ; preds = %1938
  br label %1942

1942:                                             ; preds = %2004, %1941
  %1943 = phi i64 [ %2005, %2004 ], [ 0, %1941 ]
  %1944 = icmp slt i64 %1943, 8
  br i1 %1944, label %1945, label %2006

1945:                                             ; preds = %1942
  br label %1946

1946:                                             ; preds = %2002, %1945
  %1947 = phi i64 [ %2003, %2002 ], [ 0, %1945 ]
  %1948 = icmp slt i64 %1947, 16
  br i1 %1948, label %1949, label %2004

1949:                                             ; preds = %1946
  br label %1950

1950:                                             ; preds = %1953, %1949
  %1951 = phi i64 [ %2001, %1953 ], [ 0, %1949 ]
  %1952 = icmp slt i64 %1951, 8
  br i1 %1952, label %1953, label %2002

1953:                                             ; preds = %1950
  %1954 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1618, 1
  %1955 = mul nuw nsw i64 %1935, 128
  %1956 = mul nuw nsw i64 %1939, 64
  %1957 = add nuw nsw i64 %1955, %1956
  %1958 = mul nuw nsw i64 %1943, 8
  %1959 = add nuw nsw i64 %1957, %1958
  %1960 = add nuw nsw i64 %1959, %1951
  %1961 = getelementptr inbounds nuw float, ptr %1954, i64 %1960
  %1962 = load float, ptr %1961, align 4
  %1963 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1735, 1
  %1964 = mul nuw nsw i64 %1935, 16
  %1965 = mul nuw nsw i64 %1939, 8
  %1966 = add nuw nsw i64 %1964, %1965
  %1967 = add nuw nsw i64 %1966, %1943
  %1968 = add nuw nsw i64 %1967, 0
  %1969 = getelementptr inbounds nuw float, ptr %1963, i64 %1968
  %1970 = load float, ptr %1969, align 4
  %1971 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1162, 1
  %1972 = getelementptr float, ptr %1971, i64 64
  %1973 = mul nuw nsw i64 %1935, 768
  %1974 = mul nuw nsw i64 %1951, 96
  %1975 = add nuw nsw i64 %1973, %1974
  %1976 = mul nuw nsw i64 %1939, 16
  %1977 = add nuw nsw i64 %1975, %1976
  %1978 = add nuw nsw i64 %1977, %1947
  %1979 = getelementptr inbounds nuw float, ptr %1972, i64 %1978
  %1980 = load float, ptr %1979, align 4
  %1981 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1892, 1
  %1982 = mul nuw nsw i64 %1935, 256
  %1983 = mul nuw nsw i64 %1939, 128
  %1984 = add nuw nsw i64 %1982, %1983
  %1985 = mul nuw nsw i64 %1943, 16
  %1986 = add nuw nsw i64 %1984, %1985
  %1987 = add nuw nsw i64 %1986, %1947
  %1988 = getelementptr inbounds nuw float, ptr %1981, i64 %1987
  %1989 = load float, ptr %1988, align 4
  %1990 = fdiv float %1962, %1970
  %1991 = fmul float %1990, %1980
  %1992 = fadd float %1989, %1991
  %1993 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1892, 1
  %1994 = mul nuw nsw i64 %1935, 256
  %1995 = mul nuw nsw i64 %1939, 128
  %1996 = add nuw nsw i64 %1994, %1995
  %1997 = mul nuw nsw i64 %1943, 16
  %1998 = add nuw nsw i64 %1996, %1997
  %1999 = add nuw nsw i64 %1998, %1947
  %2000 = getelementptr inbounds nuw float, ptr %1993, i64 %1999
  store float %1992, ptr %2000, align 4
  %2001 = add i64 %1951, 1
  br label %1950

2002:                                             ; preds = %1950
  %2003 = add i64 %1947, 1
  br label %1946

2004:                                             ; preds = %1946
  %2005 = add i64 %1943, 1
  br label %1942

2006:                                             ; preds = %1942
  %2007 = add i64 %1939, 1
  br label %1938

2008:                                             ; preds = %1938
  %2009 = add i64 %1935, 1
  br label %1934

2010:                                             ; preds = %1934
  %2011 = call ptr @malloc(i64 1088)
  %2012 = ptrtoint ptr %2011 to i64
  %2013 = add i64 %2012, 63
  %2014 = urem i64 %2013, 64
  %2015 = sub i64 %2013, %2014
  %2016 = inttoptr i64 %2015 to ptr
  %2017 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %2011, 0
  %2018 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2017, ptr %2016, 1
  %2019 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2018, i64 0, 2
  %2020 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2019, i64 8, 3, 0
  %2021 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2020, i64 32, 3, 1
  %2022 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2021, i64 32, 4, 0
  %2023 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2022, i64 1, 4, 1
  br label %2024

2024:                                             ; preds = %2037, %2010
  %2025 = phi i64 [ %2038, %2037 ], [ 0, %2010 ]
  %2026 = icmp slt i64 %2025, 8
  br i1 %2026, label %2027, label %2039

2027:                                             ; preds = %2024
  br label %2028

2028:                                             ; preds = %2031, %2027
  %2029 = phi i64 [ %2036, %2031 ], [ 0, %2027 ]
  %2030 = icmp slt i64 %2029, 32
  br i1 %2030, label %2031, label %2037

2031:                                             ; preds = %2028
  %2032 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2023, 1
  %2033 = mul nuw nsw i64 %2025, 32
  %2034 = add nuw nsw i64 %2033, %2029
  %2035 = getelementptr inbounds nuw float, ptr %2032, i64 %2034
  store float 0.000000e+00, ptr %2035, align 4
  %2036 = add i64 %2029, 1
  br label %2028

2037:                                             ; preds = %2028
  %2038 = add i64 %2025, 1
  br label %2024

2039:                                             ; preds = %2024
  %2040 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2023, 0
  %2041 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2023, 1
  %2042 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2040, 0
  %2043 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2042, ptr %2041, 1
  %2044 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2043, i64 0, 2
  %2045 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2044, i64 1, 3, 0
  %2046 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2045, i64 256, 4, 0
  %2047 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2046, i64 8, 3, 1
  %2048 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2047, i64 32, 4, 1
  %2049 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2048, i64 32, 3, 2
  %2050 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2049, i64 1, 4, 2
  %2051 = call ptr @malloc(i64 1088)
  %2052 = ptrtoint ptr %2051 to i64
  %2053 = add i64 %2052, 63
  %2054 = urem i64 %2053, 64
  %2055 = sub i64 %2053, %2054
  %2056 = inttoptr i64 %2055 to ptr
  %2057 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2051, 0
  %2058 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2057, ptr %2056, 1
  %2059 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2058, i64 0, 2
  %2060 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2059, i64 1, 3, 0
  %2061 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2060, i64 8, 3, 1
  %2062 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2061, i64 32, 3, 2
  %2063 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2062, i64 256, 4, 0
  %2064 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2063, i64 32, 4, 1
  %2065 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2064, i64 1, 4, 2
  br label %2066

2066:                                             ; preds = %2094, %2039
  %2067 = phi i64 [ %2095, %2094 ], [ 0, %2039 ]
  %2068 = icmp slt i64 %2067, 1
  br i1 %2068, label %2069, label %2096

2069:                                             ; preds = %2066
  br label %2070

2070:                                             ; preds = %2092, %2069
  %2071 = phi i64 [ %2093, %2092 ], [ 0, %2069 ]
  %2072 = icmp slt i64 %2071, 8
  br i1 %2072, label %2073, label %2094

2073:                                             ; preds = %2070
  br label %2074

2074:                                             ; preds = %2077, %2073
  %2075 = phi i64 [ %2091, %2077 ], [ 0, %2073 ]
  %2076 = icmp slt i64 %2075, 32
  br i1 %2076, label %2077, label %2092

2077:                                             ; preds = %2074
  %2078 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2050, 1
  %2079 = mul nuw nsw i64 %2067, 256
  %2080 = mul nuw nsw i64 %2071, 32
  %2081 = add nuw nsw i64 %2079, %2080
  %2082 = add nuw nsw i64 %2081, %2075
  %2083 = getelementptr inbounds nuw float, ptr %2078, i64 %2082
  %2084 = load float, ptr %2083, align 4
  %2085 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2065, 1
  %2086 = mul nuw nsw i64 %2067, 256
  %2087 = mul nuw nsw i64 %2071, 32
  %2088 = add nuw nsw i64 %2086, %2087
  %2089 = add nuw nsw i64 %2088, %2075
  %2090 = getelementptr inbounds nuw float, ptr %2085, i64 %2089
  store float %2084, ptr %2090, align 4
  %2091 = add i64 %2075, 1
  br label %2074

2092:                                             ; preds = %2074
  %2093 = add i64 %2071, 1
  br label %2070

2094:                                             ; preds = %2070
  %2095 = add i64 %2067, 1
  br label %2066

2096:                                             ; preds = %2066
  br label %2097

2097:                                             ; preds = %2154, %2096
  %2098 = phi i64 [ %2155, %2154 ], [ 0, %2096 ]
  %2099 = icmp slt i64 %2098, 1
  br i1 %2099, label %2100, label %2156

2100:                                             ; preds = %2097
  br label %2101

2101:                                             ; preds = %2152, %2100
  %2102 = phi i64 [ %2153, %2152 ], [ 0, %2100 ]
  %2103 = icmp slt i64 %2102, 8
  br i1 %2103, label %2104, label %2154

2104:                                             ; preds = %2101
  br label %2105

2105:                                             ; preds = %2150, %2104
  %2106 = phi i64 [ %2151, %2150 ], [ 0, %2104 ]
  %2107 = icmp slt i64 %2106, 32
  br i1 %2107, label %2108, label %2152

2108:                                             ; preds = %2105
  br label %2109

2109:                                             ; preds = %2148, %2108
  %2110 = phi i64 [ %2149, %2148 ], [ 0, %2108 ]
  %2111 = icmp slt i64 %2110, 2
  br i1 %2111, label %2112, label %2150

2112:                                             ; preds = %2109
  br label %2113

2113:                                             ; preds = %2116, %2112
  %2114 = phi i64 [ %2147, %2116 ], [ 0, %2112 ]
  %2115 = icmp slt i64 %2114, 16
  br i1 %2115, label %2116, label %2148

2116:                                             ; preds = %2113
  %2117 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1892, 1
  %2118 = mul nuw nsw i64 %2098, 256
  %2119 = mul nuw nsw i64 %2110, 128
  %2120 = add nuw nsw i64 %2118, %2119
  %2121 = mul nuw nsw i64 %2102, 16
  %2122 = add nuw nsw i64 %2120, %2121
  %2123 = add nuw nsw i64 %2122, %2114
  %2124 = getelementptr inbounds nuw float, ptr %2117, i64 %2123
  %2125 = load float, ptr %2124, align 4
  %2126 = mul nuw nsw i64 %2110, 512
  %2127 = mul nuw nsw i64 %2114, 32
  %2128 = add nuw nsw i64 %2126, %2127
  %2129 = add nuw nsw i64 %2128, %2106
  %2130 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_14, i64 %2129
  %2131 = load float, ptr %2130, align 4
  %2132 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2065, 1
  %2133 = mul nuw nsw i64 %2098, 256
  %2134 = mul nuw nsw i64 %2102, 32
  %2135 = add nuw nsw i64 %2133, %2134
  %2136 = add nuw nsw i64 %2135, %2106
  %2137 = getelementptr inbounds nuw float, ptr %2132, i64 %2136
  %2138 = load float, ptr %2137, align 4
  %2139 = fmul float %2125, %2131
  %2140 = fadd float %2138, %2139
  %2141 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2065, 1
  %2142 = mul nuw nsw i64 %2098, 256
  %2143 = mul nuw nsw i64 %2102, 32
  %2144 = add nuw nsw i64 %2142, %2143
  %2145 = add nuw nsw i64 %2144, %2106
  %2146 = getelementptr inbounds nuw float, ptr %2141, i64 %2145
  store float %2140, ptr %2146, align 4
  %2147 = add i64 %2114, 1
  br label %2113

2148:                                             ; preds = %2113
  %2149 = add i64 %2110, 1
  br label %2109

2150:                                             ; preds = %2109
  %2151 = add i64 %2106, 1
  br label %2105

2152:                                             ; preds = %2105
  %2153 = add i64 %2102, 1
  br label %2101

2154:                                             ; preds = %2101
  %2155 = add i64 %2098, 1
  br label %2097

2156:                                             ; preds = %2097
  %2157 = call ptr @malloc(i64 1088)
  %2158 = ptrtoint ptr %2157 to i64
  %2159 = add i64 %2158, 63
  %2160 = urem i64 %2159, 64
  %2161 = sub i64 %2159, %2160
  %2162 = inttoptr i64 %2161 to ptr
  %2163 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2157, 0
  %2164 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2163, ptr %2162, 1
  %2165 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2164, i64 0, 2
  %2166 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2165, i64 1, 3, 0
  %2167 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2166, i64 8, 3, 1
  %2168 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2167, i64 32, 3, 2
  %2169 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2168, i64 256, 4, 0
  %2170 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2169, i64 32, 4, 1
  %2171 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2170, i64 1, 4, 2
  br label %2172

2172:                                             ; preds = %2211, %2156
  %2173 = phi i64 [ %2212, %2211 ], [ 0, %2156 ]
  %2174 = icmp slt i64 %2173, 1
  br i1 %2174, label %2175, label %2213

2175:                                             ; preds = %2172
  br label %2176

2176:                                             ; preds = %2209, %2175
  %2177 = phi i64 [ %2210, %2209 ], [ 0, %2175 ]
  %2178 = icmp slt i64 %2177, 8
  br i1 %2178, label %2179, label %2211

2179:                                             ; preds = %2176
  br label %2180

2180:                                             ; preds = %2183, %2179
  %2181 = phi i64 [ %2208, %2183 ], [ 0, %2179 ]
  %2182 = icmp slt i64 %2181, 32
  br i1 %2182, label %2183, label %2209

2183:                                             ; preds = %2180
  %2184 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2065, 1
  %2185 = mul nuw nsw i64 %2173, 256
  %2186 = mul nuw nsw i64 %2177, 32
  %2187 = add nuw nsw i64 %2185, %2186
  %2188 = add nuw nsw i64 %2187, %2181
  %2189 = getelementptr inbounds nuw float, ptr %2184, i64 %2188
  %2190 = load float, ptr %2189, align 4
  %2191 = getelementptr inbounds nuw float, ptr @__constant_32xf32_13, i64 %2181
  %2192 = load float, ptr %2191, align 4
  %2193 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %57, 1
  %2194 = mul nuw nsw i64 %2173, 256
  %2195 = mul nuw nsw i64 %2177, 32
  %2196 = add nuw nsw i64 %2194, %2195
  %2197 = add nuw nsw i64 %2196, %2181
  %2198 = getelementptr inbounds nuw float, ptr %2193, i64 %2197
  %2199 = load float, ptr %2198, align 4
  %2200 = fadd float %2190, %2192
  %2201 = fadd float %2200, %2199
  %2202 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2171, 1
  %2203 = mul nuw nsw i64 %2173, 256
  %2204 = mul nuw nsw i64 %2177, 32
  %2205 = add nuw nsw i64 %2203, %2204
  %2206 = add nuw nsw i64 %2205, %2181
  %2207 = getelementptr inbounds nuw float, ptr %2202, i64 %2206
  store float %2201, ptr %2207, align 4
  %2208 = add i64 %2181, 1
  br label %2180

2209:                                             ; preds = %2180
  %2210 = add i64 %2177, 1
  br label %2176

2211:                                             ; preds = %2176
  %2212 = add i64 %2173, 1
  br label %2172

2213:                                             ; preds = %2172
  %2214 = call ptr @malloc(i64 2112)
  %2215 = ptrtoint ptr %2214 to i64
  %2216 = add i64 %2215, 63
  %2217 = urem i64 %2216, 64
  %2218 = sub i64 %2216, %2217
  %2219 = inttoptr i64 %2218 to ptr
  %2220 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2214, 0
  %2221 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2220, ptr %2219, 1
  %2222 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2221, i64 0, 2
  %2223 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2222, i64 1, 3, 0
  %2224 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2223, i64 8, 3, 1
  %2225 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2224, i64 32, 3, 2
  %2226 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2225, i64 256, 4, 0
  %2227 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2226, i64 32, 4, 1
  %2228 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2227, i64 1, 4, 2
  br label %2229

2229:                                             ; preds = %2258, %2213
  %2230 = phi i64 [ %2259, %2258 ], [ 0, %2213 ]
  %2231 = icmp slt i64 %2230, 1
  br i1 %2231, label %2232, label %2260

2232:                                             ; preds = %2229
  br label %2233

2233:                                             ; preds = %2256, %2232
  %2234 = phi i64 [ %2257, %2256 ], [ 0, %2232 ]
  %2235 = icmp slt i64 %2234, 8
  br i1 %2235, label %2236, label %2258

2236:                                             ; preds = %2233
  br label %2237

2237:                                             ; preds = %2240, %2236
  %2238 = phi i64 [ %2255, %2240 ], [ 0, %2236 ]
  %2239 = icmp slt i64 %2238, 32
  br i1 %2239, label %2240, label %2256

2240:                                             ; preds = %2237
  %2241 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2171, 1
  %2242 = mul nuw nsw i64 %2230, 256
  %2243 = mul nuw nsw i64 %2234, 32
  %2244 = add nuw nsw i64 %2242, %2243
  %2245 = add nuw nsw i64 %2244, %2238
  %2246 = getelementptr inbounds nuw float, ptr %2241, i64 %2245
  %2247 = load float, ptr %2246, align 4
  %2248 = fpext float %2247 to double
  %2249 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2228, 1
  %2250 = mul nuw nsw i64 %2230, 256
  %2251 = mul nuw nsw i64 %2234, 32
  %2252 = add nuw nsw i64 %2250, %2251
  %2253 = add nuw nsw i64 %2252, %2238
  %2254 = getelementptr inbounds nuw double, ptr %2249, i64 %2253
  store double %2248, ptr %2254, align 8
  %2255 = add i64 %2238, 1
  br label %2237

2256:                                             ; preds = %2237
  %2257 = add i64 %2234, 1
  br label %2233

2258:                                             ; preds = %2233
  %2259 = add i64 %2230, 1
  br label %2229

2260:                                             ; preds = %2229
  %2261 = call ptr @malloc(i64 128)
  %2262 = ptrtoint ptr %2261 to i64
  %2263 = add i64 %2262, 63
  %2264 = urem i64 %2263, 64
  %2265 = sub i64 %2263, %2264
  %2266 = inttoptr i64 %2265 to ptr
  %2267 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2261, 0
  %2268 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2267, ptr %2266, 1
  %2269 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2268, i64 0, 2
  %2270 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2269, i64 1, 3, 0
  %2271 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2270, i64 8, 3, 1
  %2272 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2271, i64 1, 3, 2
  %2273 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2272, i64 8, 4, 0
  %2274 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2273, i64 1, 4, 1
  %2275 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2274, i64 1, 4, 2
  br label %2276

2276:                                             ; preds = %2302, %2260
  %2277 = phi i64 [ %2303, %2302 ], [ 0, %2260 ]
  %2278 = icmp slt i64 %2277, 1
  br i1 %2278, label %2279, label %2304

2279:                                             ; preds = %2276
  br label %2280

2280:                                             ; preds = %2300, %2279
  %2281 = phi i64 [ %2301, %2300 ], [ 0, %2279 ]
  %2282 = icmp slt i64 %2281, 8
  br i1 %2282, label %2283, label %2302

2283:                                             ; preds = %2280
  br label %2284

2284:                                             ; preds = %2287, %2283
  %2285 = phi i64 [ %2299, %2287 ], [ 0, %2283 ]
  %2286 = icmp slt i64 %2285, 1
  br i1 %2286, label %2287, label %2300

2287:                                             ; preds = %2284
  %2288 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %612, 1
  %2289 = mul nuw nsw i64 %2277, 8
  %2290 = add nuw nsw i64 %2289, %2281
  %2291 = add nuw nsw i64 %2290, %2285
  %2292 = getelementptr inbounds nuw double, ptr %2288, i64 %2291
  %2293 = load double, ptr %2292, align 8
  %2294 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2275, 1
  %2295 = mul nuw nsw i64 %2277, 8
  %2296 = add nuw nsw i64 %2295, %2281
  %2297 = add nuw nsw i64 %2296, %2285
  %2298 = getelementptr inbounds nuw double, ptr %2294, i64 %2297
  store double %2293, ptr %2298, align 8
  %2299 = add i64 %2285, 1
  br label %2284

2300:                                             ; preds = %2284
  %2301 = add i64 %2281, 1
  br label %2280

2302:                                             ; preds = %2280
  %2303 = add i64 %2277, 1
  br label %2276

2304:                                             ; preds = %2276
  br label %2305

2305:                                             ; preds = %2339, %2304
  %2306 = phi i64 [ %2340, %2339 ], [ 0, %2304 ]
  %2307 = icmp slt i64 %2306, 1
  br i1 %2307, label %2308, label %2341

2308:                                             ; preds = %2305
  br label %2309

2309:                                             ; preds = %2337, %2308
  %2310 = phi i64 [ %2338, %2337 ], [ 0, %2308 ]
  %2311 = icmp slt i64 %2310, 8
  br i1 %2311, label %2312, label %2339

2312:                                             ; preds = %2309
  br label %2313

2313:                                             ; preds = %2316, %2312
  %2314 = phi i64 [ %2336, %2316 ], [ 0, %2312 ]
  %2315 = icmp slt i64 %2314, 32
  br i1 %2315, label %2316, label %2337

2316:                                             ; preds = %2313
  %2317 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2228, 1
  %2318 = mul nuw nsw i64 %2306, 256
  %2319 = mul nuw nsw i64 %2310, 32
  %2320 = add nuw nsw i64 %2318, %2319
  %2321 = add nuw nsw i64 %2320, %2314
  %2322 = getelementptr inbounds nuw double, ptr %2317, i64 %2321
  %2323 = load double, ptr %2322, align 8
  %2324 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2275, 1
  %2325 = mul nuw nsw i64 %2306, 8
  %2326 = add nuw nsw i64 %2325, %2310
  %2327 = add nuw nsw i64 %2326, 0
  %2328 = getelementptr inbounds nuw double, ptr %2324, i64 %2327
  %2329 = load double, ptr %2328, align 8
  %2330 = fadd double %2323, %2329
  %2331 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2275, 1
  %2332 = mul nuw nsw i64 %2306, 8
  %2333 = add nuw nsw i64 %2332, %2310
  %2334 = add nuw nsw i64 %2333, 0
  %2335 = getelementptr inbounds nuw double, ptr %2331, i64 %2334
  store double %2330, ptr %2335, align 8
  %2336 = add i64 %2314, 1
  br label %2313

2337:                                             ; preds = %2313
  %2338 = add i64 %2310, 1
  br label %2309

2339:                                             ; preds = %2309
  %2340 = add i64 %2306, 1
  br label %2305

2341:                                             ; preds = %2305
  %2342 = call ptr @malloc(i64 128)
  %2343 = ptrtoint ptr %2342 to i64
  %2344 = add i64 %2343, 63
  %2345 = urem i64 %2344, 64
  %2346 = sub i64 %2344, %2345
  %2347 = inttoptr i64 %2346 to ptr
  %2348 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2342, 0
  %2349 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2348, ptr %2347, 1
  %2350 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2349, i64 0, 2
  %2351 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2350, i64 1, 3, 0
  %2352 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2351, i64 8, 3, 1
  %2353 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2352, i64 1, 3, 2
  %2354 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2353, i64 8, 4, 0
  %2355 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2354, i64 1, 4, 1
  %2356 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2355, i64 1, 4, 2
  br label %2357

2357:                                             ; preds = %2383, %2341
  %2358 = phi i64 [ %2384, %2383 ], [ 0, %2341 ]
  %2359 = icmp slt i64 %2358, 1
  br i1 %2359, label %2360, label %2385

2360:                                             ; preds = %2357
  br label %2361

2361:                                             ; preds = %2381, %2360
  %2362 = phi i64 [ %2382, %2381 ], [ 0, %2360 ]
  %2363 = icmp slt i64 %2362, 8
  br i1 %2363, label %2364, label %2383

2364:                                             ; preds = %2361
  br label %2365

2365:                                             ; preds = %2368, %2364
  %2366 = phi i64 [ %2380, %2368 ], [ 0, %2364 ]
  %2367 = icmp slt i64 %2366, 1
  br i1 %2367, label %2368, label %2381

2368:                                             ; preds = %2365
  %2369 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %612, 1
  %2370 = mul nuw nsw i64 %2358, 8
  %2371 = add nuw nsw i64 %2370, %2362
  %2372 = add nuw nsw i64 %2371, %2366
  %2373 = getelementptr inbounds nuw double, ptr %2369, i64 %2372
  %2374 = load double, ptr %2373, align 8
  %2375 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2356, 1
  %2376 = mul nuw nsw i64 %2358, 8
  %2377 = add nuw nsw i64 %2376, %2362
  %2378 = add nuw nsw i64 %2377, %2366
  %2379 = getelementptr inbounds nuw double, ptr %2375, i64 %2378
  store double %2374, ptr %2379, align 8
  %2380 = add i64 %2366, 1
  br label %2365

2381:                                             ; preds = %2365
  %2382 = add i64 %2362, 1
  br label %2361

2383:                                             ; preds = %2361
  %2384 = add i64 %2358, 1
  br label %2357

2385:                                             ; preds = %2357
  br label %2386

2386:                                             ; preds = %2429, %2385
  %2387 = phi i64 [ %2430, %2429 ], [ 0, %2385 ]
  %2388 = icmp slt i64 %2387, 1
  br i1 %2388, label %2389, label %2431

2389:                                             ; preds = %2386
  br label %2390

2390:                                             ; preds = %2427, %2389
  %2391 = phi i64 [ %2428, %2427 ], [ 0, %2389 ]
  %2392 = icmp slt i64 %2391, 8
  br i1 %2392, label %2393, label %2429

2393:                                             ; preds = %2390
  br label %2394

2394:                                             ; preds = %2397, %2393
  %2395 = phi i64 [ %2426, %2397 ], [ 0, %2393 ]
  %2396 = icmp slt i64 %2395, 32
  br i1 %2396, label %2397, label %2427

2397:                                             ; preds = %2394
  %2398 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2228, 1
  %2399 = mul nuw nsw i64 %2387, 256
  %2400 = mul nuw nsw i64 %2391, 32
  %2401 = add nuw nsw i64 %2399, %2400
  %2402 = add nuw nsw i64 %2401, %2395
  %2403 = getelementptr inbounds nuw double, ptr %2398, i64 %2402
  %2404 = load double, ptr %2403, align 8
  %2405 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2275, 1
  %2406 = mul nuw nsw i64 %2387, 8
  %2407 = add nuw nsw i64 %2406, %2391
  %2408 = add nuw nsw i64 %2407, 0
  %2409 = getelementptr inbounds nuw double, ptr %2405, i64 %2408
  %2410 = load double, ptr %2409, align 8
  %2411 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2356, 1
  %2412 = mul nuw nsw i64 %2387, 8
  %2413 = add nuw nsw i64 %2412, %2391
  %2414 = add nuw nsw i64 %2413, 0
  %2415 = getelementptr inbounds nuw double, ptr %2411, i64 %2414
  %2416 = load double, ptr %2415, align 8
  %2417 = fdiv double %2410, 3.200000e+01
  %2418 = fsub double %2404, %2417
  %2419 = fmul double %2418, %2418
  %2420 = fadd double %2419, %2416
  %2421 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2356, 1
  %2422 = mul nuw nsw i64 %2387, 8
  %2423 = add nuw nsw i64 %2422, %2391
  %2424 = add nuw nsw i64 %2423, 0
  %2425 = getelementptr inbounds nuw double, ptr %2421, i64 %2424
  store double %2420, ptr %2425, align 8
  %2426 = add i64 %2395, 1
  br label %2394

2427:                                             ; preds = %2394
  %2428 = add i64 %2391, 1
  br label %2390

2429:                                             ; preds = %2390
  %2430 = add i64 %2387, 1
  br label %2386

2431:                                             ; preds = %2386
  %2432 = call ptr @malloc(i64 96)
  %2433 = ptrtoint ptr %2432 to i64
  %2434 = add i64 %2433, 63
  %2435 = urem i64 %2434, 64
  %2436 = sub i64 %2434, %2435
  %2437 = inttoptr i64 %2436 to ptr
  %2438 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2432, 0
  %2439 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2438, ptr %2437, 1
  %2440 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2439, i64 0, 2
  %2441 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2440, i64 1, 3, 0
  %2442 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2441, i64 8, 3, 1
  %2443 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2442, i64 1, 3, 2
  %2444 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2443, i64 8, 4, 0
  %2445 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2444, i64 1, 4, 1
  %2446 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2445, i64 1, 4, 2
  br label %2447

2447:                                             ; preds = %2473, %2431
  %2448 = phi i64 [ %2474, %2473 ], [ 0, %2431 ]
  %2449 = icmp slt i64 %2448, 1
  br i1 %2449, label %2450, label %2475

2450:                                             ; preds = %2447
  br label %2451

2451:                                             ; preds = %2471, %2450
  %2452 = phi i64 [ %2472, %2471 ], [ 0, %2450 ]
  %2453 = icmp slt i64 %2452, 8
  br i1 %2453, label %2454, label %2473

2454:                                             ; preds = %2451
  br label %2455

2455:                                             ; preds = %2458, %2454
  %2456 = phi i64 [ %2470, %2458 ], [ 0, %2454 ]
  %2457 = icmp slt i64 %2456, 1
  br i1 %2457, label %2458, label %2471

2458:                                             ; preds = %2455
  %2459 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %821, 1
  %2460 = mul nuw nsw i64 %2448, 8
  %2461 = add nuw nsw i64 %2460, %2452
  %2462 = add nuw nsw i64 %2461, %2456
  %2463 = getelementptr inbounds nuw float, ptr %2459, i64 %2462
  %2464 = load float, ptr %2463, align 4
  %2465 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2446, 1
  %2466 = mul nuw nsw i64 %2448, 8
  %2467 = add nuw nsw i64 %2466, %2452
  %2468 = add nuw nsw i64 %2467, %2456
  %2469 = getelementptr inbounds nuw float, ptr %2465, i64 %2468
  store float %2464, ptr %2469, align 4
  %2470 = add i64 %2456, 1
  br label %2455

2471:                                             ; preds = %2455
  %2472 = add i64 %2452, 1
  br label %2451

2473:                                             ; preds = %2451
  %2474 = add i64 %2448, 1
  br label %2447

2475:                                             ; preds = %2447
  br label %2476

2476:                                             ; preds = %2510, %2475
  %2477 = phi i64 [ %2511, %2510 ], [ 0, %2475 ]
  %2478 = icmp slt i64 %2477, 1
  br i1 %2478, label %2479, label %2512

2479:                                             ; preds = %2476
  br label %2480

2480:                                             ; preds = %2508, %2479
  %2481 = phi i64 [ %2509, %2508 ], [ 0, %2479 ]
  %2482 = icmp slt i64 %2481, 8
  br i1 %2482, label %2483, label %2510

2483:                                             ; preds = %2480
  br label %2484

2484:                                             ; preds = %2487, %2483
  %2485 = phi i64 [ %2507, %2487 ], [ 0, %2483 ]
  %2486 = icmp slt i64 %2485, 32
  br i1 %2486, label %2487, label %2508

2487:                                             ; preds = %2484
  %2488 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2171, 1
  %2489 = mul nuw nsw i64 %2477, 256
  %2490 = mul nuw nsw i64 %2481, 32
  %2491 = add nuw nsw i64 %2489, %2490
  %2492 = add nuw nsw i64 %2491, %2485
  %2493 = getelementptr inbounds nuw float, ptr %2488, i64 %2492
  %2494 = load float, ptr %2493, align 4
  %2495 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2446, 1
  %2496 = mul nuw nsw i64 %2477, 8
  %2497 = add nuw nsw i64 %2496, %2481
  %2498 = add nuw nsw i64 %2497, 0
  %2499 = getelementptr inbounds nuw float, ptr %2495, i64 %2498
  %2500 = load float, ptr %2499, align 4
  %2501 = fadd float %2494, %2500
  %2502 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2446, 1
  %2503 = mul nuw nsw i64 %2477, 8
  %2504 = add nuw nsw i64 %2503, %2481
  %2505 = add nuw nsw i64 %2504, 0
  %2506 = getelementptr inbounds nuw float, ptr %2502, i64 %2505
  store float %2501, ptr %2506, align 4
  %2507 = add i64 %2485, 1
  br label %2484

2508:                                             ; preds = %2484
  %2509 = add i64 %2481, 1
  br label %2480

2510:                                             ; preds = %2480
  %2511 = add i64 %2477, 1
  br label %2476

2512:                                             ; preds = %2476
  %2513 = call ptr @malloc(i64 4160)
  %2514 = ptrtoint ptr %2513 to i64
  %2515 = add i64 %2514, 63
  %2516 = urem i64 %2515, 64
  %2517 = sub i64 %2515, %2516
  %2518 = inttoptr i64 %2517 to ptr
  %2519 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %2513, 0
  %2520 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2519, ptr %2518, 1
  %2521 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2520, i64 0, 2
  %2522 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2521, i64 8, 3, 0
  %2523 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2522, i64 128, 3, 1
  %2524 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2523, i64 128, 4, 0
  %2525 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2524, i64 1, 4, 1
  br label %2526

2526:                                             ; preds = %2539, %2512
  %2527 = phi i64 [ %2540, %2539 ], [ 0, %2512 ]
  %2528 = icmp slt i64 %2527, 8
  br i1 %2528, label %2529, label %2541

2529:                                             ; preds = %2526
  br label %2530

2530:                                             ; preds = %2533, %2529
  %2531 = phi i64 [ %2538, %2533 ], [ 0, %2529 ]
  %2532 = icmp slt i64 %2531, 128
  br i1 %2532, label %2533, label %2539

2533:                                             ; preds = %2530
  %2534 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2525, 1
  %2535 = mul nuw nsw i64 %2527, 128
  %2536 = add nuw nsw i64 %2535, %2531
  %2537 = getelementptr inbounds nuw float, ptr %2534, i64 %2536
  store float 0.000000e+00, ptr %2537, align 4
  %2538 = add i64 %2531, 1
  br label %2530

2539:                                             ; preds = %2530
  %2540 = add i64 %2527, 1
  br label %2526

2541:                                             ; preds = %2526
  %2542 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2525, 0
  %2543 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2525, 1
  %2544 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2542, 0
  %2545 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2544, ptr %2543, 1
  %2546 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2545, i64 0, 2
  %2547 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2546, i64 1, 3, 0
  %2548 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2547, i64 1024, 4, 0
  %2549 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2548, i64 8, 3, 1
  %2550 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2549, i64 128, 4, 1
  %2551 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2550, i64 128, 3, 2
  %2552 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2551, i64 1, 4, 2
  %2553 = call ptr @malloc(i64 4160)
  %2554 = ptrtoint ptr %2553 to i64
  %2555 = add i64 %2554, 63
  %2556 = urem i64 %2555, 64
  %2557 = sub i64 %2555, %2556
  %2558 = inttoptr i64 %2557 to ptr
  %2559 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2553, 0
  %2560 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2559, ptr %2558, 1
  %2561 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2560, i64 0, 2
  %2562 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2561, i64 1, 3, 0
  %2563 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2562, i64 8, 3, 1
  %2564 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2563, i64 128, 3, 2
  %2565 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2564, i64 1024, 4, 0
  %2566 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2565, i64 128, 4, 1
  %2567 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2566, i64 1, 4, 2
  br label %2568

2568:                                             ; preds = %2596, %2541
  %2569 = phi i64 [ %2597, %2596 ], [ 0, %2541 ]
  %2570 = icmp slt i64 %2569, 1
  br i1 %2570, label %2571, label %2598

2571:                                             ; preds = %2568
  br label %2572

2572:                                             ; preds = %2594, %2571
  %2573 = phi i64 [ %2595, %2594 ], [ 0, %2571 ]
  %2574 = icmp slt i64 %2573, 8
  br i1 %2574, label %2575, label %2596

2575:                                             ; preds = %2572
  br label %2576

2576:                                             ; preds = %2579, %2575
  %2577 = phi i64 [ %2593, %2579 ], [ 0, %2575 ]
  %2578 = icmp slt i64 %2577, 128
  br i1 %2578, label %2579, label %2594

2579:                                             ; preds = %2576
  %2580 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2552, 1
  %2581 = mul nuw nsw i64 %2569, 1024
  %2582 = mul nuw nsw i64 %2573, 128
  %2583 = add nuw nsw i64 %2581, %2582
  %2584 = add nuw nsw i64 %2583, %2577
  %2585 = getelementptr inbounds nuw float, ptr %2580, i64 %2584
  %2586 = load float, ptr %2585, align 4
  %2587 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2567, 1
  %2588 = mul nuw nsw i64 %2569, 1024
  %2589 = mul nuw nsw i64 %2573, 128
  %2590 = add nuw nsw i64 %2588, %2589
  %2591 = add nuw nsw i64 %2590, %2577
  %2592 = getelementptr inbounds nuw float, ptr %2587, i64 %2591
  store float %2586, ptr %2592, align 4
  %2593 = add i64 %2577, 1
  br label %2576

2594:                                             ; preds = %2576
  %2595 = add i64 %2573, 1
  br label %2572

2596:                                             ; preds = %2572
  %2597 = add i64 %2569, 1
  br label %2568

2598:                                             ; preds = %2568
  br label %2599

2599:                                             ; preds = %2672, %2598
  %2600 = phi i64 [ %2673, %2672 ], [ 0, %2598 ]
  %2601 = icmp slt i64 %2600, 1
  br i1 %2601, label %2602, label %2674

2602:                                             ; preds = %2599
  br label %2603

2603:                                             ; preds = %2670, %2602
  %2604 = phi i64 [ %2671, %2670 ], [ 0, %2602 ]
  %2605 = icmp slt i64 %2604, 8
  br i1 %2605, label %2606, label %2672

2606:                                             ; preds = %2603
  br label %2607

2607:                                             ; preds = %2668, %2606
  %2608 = phi i64 [ %2669, %2668 ], [ 0, %2606 ]
  %2609 = icmp slt i64 %2608, 128
  br i1 %2609, label %2610, label %2670

2610:                                             ; preds = %2607
  br label %2611

2611:                                             ; preds = %2614, %2610
  %2612 = phi i64 [ %2667, %2614 ], [ 0, %2610 ]
  %2613 = icmp slt i64 %2612, 32
  br i1 %2613, label %2614, label %2668

2614:                                             ; preds = %2611
  %2615 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2171, 1
  %2616 = mul nuw nsw i64 %2600, 256
  %2617 = mul nuw nsw i64 %2604, 32
  %2618 = add nuw nsw i64 %2616, %2617
  %2619 = add nuw nsw i64 %2618, %2612
  %2620 = getelementptr inbounds nuw float, ptr %2615, i64 %2619
  %2621 = load float, ptr %2620, align 4
  %2622 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2446, 1
  %2623 = mul nuw nsw i64 %2600, 8
  %2624 = add nuw nsw i64 %2623, %2604
  %2625 = add nuw nsw i64 %2624, 0
  %2626 = getelementptr inbounds nuw float, ptr %2622, i64 %2625
  %2627 = load float, ptr %2626, align 4
  %2628 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2356, 1
  %2629 = mul nuw nsw i64 %2600, 8
  %2630 = add nuw nsw i64 %2629, %2604
  %2631 = add nuw nsw i64 %2630, 0
  %2632 = getelementptr inbounds nuw double, ptr %2628, i64 %2631
  %2633 = load double, ptr %2632, align 8
  %2634 = getelementptr inbounds nuw float, ptr @__constant_32xf32_12, i64 %2612
  %2635 = load float, ptr %2634, align 4
  %2636 = getelementptr inbounds nuw float, ptr @__constant_32xf32_11, i64 %2612
  %2637 = load float, ptr %2636, align 4
  %2638 = mul nuw nsw i64 %2612, 128
  %2639 = add nuw nsw i64 %2638, %2608
  %2640 = getelementptr inbounds nuw float, ptr @__constant_32x128xf32_10, i64 %2639
  %2641 = load float, ptr %2640, align 4
  %2642 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2567, 1
  %2643 = mul nuw nsw i64 %2600, 1024
  %2644 = mul nuw nsw i64 %2604, 128
  %2645 = add nuw nsw i64 %2643, %2644
  %2646 = add nuw nsw i64 %2645, %2608
  %2647 = getelementptr inbounds nuw float, ptr %2642, i64 %2646
  %2648 = load float, ptr %2647, align 4
  %2649 = fdiv double %2633, 3.200000e+01
  %2650 = fptrunc double %2649 to float
  %2651 = fadd float %2650, f0x3727C5AC
  %2652 = call float @llvm.sqrt.f32(float %2651)
  %2653 = fdiv float 1.000000e+00, %2652
  %2654 = fdiv float %2627, 3.200000e+01
  %2655 = fsub float %2621, %2654
  %2656 = fmul float %2655, %2653
  %2657 = fmul float %2656, %2635
  %2658 = fadd float %2657, %2637
  %2659 = fmul float %2658, %2641
  %2660 = fadd float %2648, %2659
  %2661 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2567, 1
  %2662 = mul nuw nsw i64 %2600, 1024
  %2663 = mul nuw nsw i64 %2604, 128
  %2664 = add nuw nsw i64 %2662, %2663
  %2665 = add nuw nsw i64 %2664, %2608
  %2666 = getelementptr inbounds nuw float, ptr %2661, i64 %2665
  store float %2660, ptr %2666, align 4
  %2667 = add i64 %2612, 1
  br label %2611

2668:                                             ; preds = %2611
  %2669 = add i64 %2608, 1
  br label %2607

2670:                                             ; preds = %2607
  %2671 = add i64 %2604, 1
  br label %2603

2672:                                             ; preds = %2603
  %2673 = add i64 %2600, 1
  br label %2599

2674:                                             ; preds = %2599
  %2675 = call ptr @malloc(i64 1088)
  %2676 = ptrtoint ptr %2675 to i64
  %2677 = add i64 %2676, 63
  %2678 = urem i64 %2677, 64
  %2679 = sub i64 %2677, %2678
  %2680 = inttoptr i64 %2679 to ptr
  %2681 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2675, 0
  %2682 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2681, ptr %2680, 1
  %2683 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2682, i64 0, 2
  %2684 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2683, i64 1, 3, 0
  %2685 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2684, i64 8, 3, 1
  %2686 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2685, i64 32, 3, 2
  %2687 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2686, i64 256, 4, 0
  %2688 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2687, i64 32, 4, 1
  %2689 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2688, i64 1, 4, 2
  br label %2690

2690:                                             ; preds = %2718, %2674
  %2691 = phi i64 [ %2719, %2718 ], [ 0, %2674 ]
  %2692 = icmp slt i64 %2691, 1
  br i1 %2692, label %2693, label %2720

2693:                                             ; preds = %2690
  br label %2694

2694:                                             ; preds = %2716, %2693
  %2695 = phi i64 [ %2717, %2716 ], [ 0, %2693 ]
  %2696 = icmp slt i64 %2695, 8
  br i1 %2696, label %2697, label %2718

2697:                                             ; preds = %2694
  br label %2698

2698:                                             ; preds = %2701, %2697
  %2699 = phi i64 [ %2715, %2701 ], [ 0, %2697 ]
  %2700 = icmp slt i64 %2699, 32
  br i1 %2700, label %2701, label %2716

2701:                                             ; preds = %2698
  %2702 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2050, 1
  %2703 = mul nuw nsw i64 %2691, 256
  %2704 = mul nuw nsw i64 %2695, 32
  %2705 = add nuw nsw i64 %2703, %2704
  %2706 = add nuw nsw i64 %2705, %2699
  %2707 = getelementptr inbounds nuw float, ptr %2702, i64 %2706
  %2708 = load float, ptr %2707, align 4
  %2709 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2689, 1
  %2710 = mul nuw nsw i64 %2691, 256
  %2711 = mul nuw nsw i64 %2695, 32
  %2712 = add nuw nsw i64 %2710, %2711
  %2713 = add nuw nsw i64 %2712, %2699
  %2714 = getelementptr inbounds nuw float, ptr %2709, i64 %2713
  store float %2708, ptr %2714, align 4
  %2715 = add i64 %2699, 1
  br label %2698

2716:                                             ; preds = %2698
  %2717 = add i64 %2695, 1
  br label %2694

2718:                                             ; preds = %2694
  %2719 = add i64 %2691, 1
  br label %2690

2720:                                             ; preds = %2690
  br label %2721

2721:                                             ; preds = %2791, %2720
  %2722 = phi i64 [ %2792, %2791 ], [ 0, %2720 ]
  %2723 = icmp slt i64 %2722, 1
  br i1 %2723, label %2724, label %2793

2724:                                             ; preds = %2721
  br label %2725

2725:                                             ; preds = %2789, %2724
  %2726 = phi i64 [ %2790, %2789 ], [ 0, %2724 ]
  %2727 = icmp slt i64 %2726, 8
  br i1 %2727, label %2728, label %2791

2728:                                             ; preds = %2725
  br label %2729

2729:                                             ; preds = %2787, %2728
  %2730 = phi i64 [ %2788, %2787 ], [ 0, %2728 ]
  %2731 = icmp slt i64 %2730, 32
  br i1 %2731, label %2732, label %2789

2732:                                             ; preds = %2729
  br label %2733

2733:                                             ; preds = %2736, %2732
  %2734 = phi i64 [ %2786, %2736 ], [ 0, %2732 ]
  %2735 = icmp slt i64 %2734, 128
  br i1 %2735, label %2736, label %2787

2736:                                             ; preds = %2733
  %2737 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2567, 1
  %2738 = mul nuw nsw i64 %2722, 1024
  %2739 = mul nuw nsw i64 %2726, 128
  %2740 = add nuw nsw i64 %2738, %2739
  %2741 = add nuw nsw i64 %2740, %2734
  %2742 = getelementptr inbounds nuw float, ptr %2737, i64 %2741
  %2743 = load float, ptr %2742, align 4
  %2744 = getelementptr inbounds nuw float, ptr @__constant_128xf32_9, i64 %2734
  %2745 = load float, ptr %2744, align 4
  %2746 = mul nuw nsw i64 %2734, 32
  %2747 = add nuw nsw i64 %2746, %2730
  %2748 = getelementptr inbounds nuw float, ptr @__constant_128x32xf32_8, i64 %2747
  %2749 = load float, ptr %2748, align 4
  %2750 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2689, 1
  %2751 = mul nuw nsw i64 %2722, 256
  %2752 = mul nuw nsw i64 %2726, 32
  %2753 = add nuw nsw i64 %2751, %2752
  %2754 = add nuw nsw i64 %2753, %2730
  %2755 = getelementptr inbounds nuw float, ptr %2750, i64 %2754
  %2756 = load float, ptr %2755, align 4
  %2757 = fadd float %2743, %2745
  %2758 = fmul float %2757, %2757
  %2759 = fmul float %2758, %2757
  %2760 = fmul float %2759, 4.471500e-02
  %2761 = fadd float %2757, %2760
  %2762 = fmul float %2761, f0x3F4C422A
  %2763 = fcmp olt float %2762, 0.000000e+00
  %2764 = uitofp i1 %2763 to float
  %2765 = fmul float %2764, -2.000000e+00
  %2766 = fadd float %2765, 1.000000e+00
  %2767 = fmul float %2766, %2762
  %2768 = fmul float %2767, -2.000000e+00
  %2769 = fmul float %2768, f0x3FB8AA3B
  %2770 = call float @llvm.exp2.f32(float %2769)
  %2771 = fsub float 1.000000e+00, %2770
  %2772 = fadd float %2770, 1.000000e+00
  %2773 = fdiv float %2771, %2772
  %2774 = fmul float %2766, %2773
  %2775 = fadd float %2774, 1.000000e+00
  %2776 = fmul float %2757, 5.000000e-01
  %2777 = fmul float %2776, %2775
  %2778 = fmul float %2777, %2749
  %2779 = fadd float %2756, %2778
  %2780 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2689, 1
  %2781 = mul nuw nsw i64 %2722, 256
  %2782 = mul nuw nsw i64 %2726, 32
  %2783 = add nuw nsw i64 %2781, %2782
  %2784 = add nuw nsw i64 %2783, %2730
  %2785 = getelementptr inbounds nuw float, ptr %2780, i64 %2784
  store float %2779, ptr %2785, align 4
  %2786 = add i64 %2734, 1
  br label %2733

2787:                                             ; preds = %2733
  %2788 = add i64 %2730, 1
  br label %2729

2789:                                             ; preds = %2729
  %2790 = add i64 %2726, 1
  br label %2725

2791:                                             ; preds = %2725
  %2792 = add i64 %2722, 1
  br label %2721

2793:                                             ; preds = %2721
  %2794 = call ptr @malloc(i64 1088)
  %2795 = ptrtoint ptr %2794 to i64
  %2796 = add i64 %2795, 63
  %2797 = urem i64 %2796, 64
  %2798 = sub i64 %2796, %2797
  %2799 = inttoptr i64 %2798 to ptr
  %2800 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2794, 0
  %2801 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2800, ptr %2799, 1
  %2802 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2801, i64 0, 2
  %2803 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2802, i64 1, 3, 0
  %2804 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2803, i64 8, 3, 1
  %2805 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2804, i64 32, 3, 2
  %2806 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2805, i64 256, 4, 0
  %2807 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2806, i64 32, 4, 1
  %2808 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2807, i64 1, 4, 2
  br label %2809

2809:                                             ; preds = %2848, %2793
  %2810 = phi i64 [ %2849, %2848 ], [ 0, %2793 ]
  %2811 = icmp slt i64 %2810, 1
  br i1 %2811, label %2812, label %2850

2812:                                             ; preds = %2809
  br label %2813

2813:                                             ; preds = %2846, %2812
  %2814 = phi i64 [ %2847, %2846 ], [ 0, %2812 ]
  %2815 = icmp slt i64 %2814, 8
  br i1 %2815, label %2816, label %2848

2816:                                             ; preds = %2813
  br label %2817

2817:                                             ; preds = %2820, %2816
  %2818 = phi i64 [ %2845, %2820 ], [ 0, %2816 ]
  %2819 = icmp slt i64 %2818, 32
  br i1 %2819, label %2820, label %2846

2820:                                             ; preds = %2817
  %2821 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2171, 1
  %2822 = mul nuw nsw i64 %2810, 256
  %2823 = mul nuw nsw i64 %2814, 32
  %2824 = add nuw nsw i64 %2822, %2823
  %2825 = add nuw nsw i64 %2824, %2818
  %2826 = getelementptr inbounds nuw float, ptr %2821, i64 %2825
  %2827 = load float, ptr %2826, align 4
  %2828 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2689, 1
  %2829 = mul nuw nsw i64 %2810, 256
  %2830 = mul nuw nsw i64 %2814, 32
  %2831 = add nuw nsw i64 %2829, %2830
  %2832 = add nuw nsw i64 %2831, %2818
  %2833 = getelementptr inbounds nuw float, ptr %2828, i64 %2832
  %2834 = load float, ptr %2833, align 4
  %2835 = getelementptr inbounds nuw float, ptr @__constant_32xf32_7, i64 %2818
  %2836 = load float, ptr %2835, align 4
  %2837 = fadd float %2834, %2836
  %2838 = fadd float %2827, %2837
  %2839 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2808, 1
  %2840 = mul nuw nsw i64 %2810, 256
  %2841 = mul nuw nsw i64 %2814, 32
  %2842 = add nuw nsw i64 %2840, %2841
  %2843 = add nuw nsw i64 %2842, %2818
  %2844 = getelementptr inbounds nuw float, ptr %2839, i64 %2843
  store float %2838, ptr %2844, align 4
  %2845 = add i64 %2818, 1
  br label %2817

2846:                                             ; preds = %2817
  %2847 = add i64 %2814, 1
  br label %2813

2848:                                             ; preds = %2813
  %2849 = add i64 %2810, 1
  br label %2809

2850:                                             ; preds = %2809
  %2851 = call ptr @malloc(i64 2112)
  %2852 = ptrtoint ptr %2851 to i64
  %2853 = add i64 %2852, 63
  %2854 = urem i64 %2853, 64
  %2855 = sub i64 %2853, %2854
  %2856 = inttoptr i64 %2855 to ptr
  %2857 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2851, 0
  %2858 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2857, ptr %2856, 1
  %2859 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2858, i64 0, 2
  %2860 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2859, i64 1, 3, 0
  %2861 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2860, i64 8, 3, 1
  %2862 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2861, i64 32, 3, 2
  %2863 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2862, i64 256, 4, 0
  %2864 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2863, i64 32, 4, 1
  %2865 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2864, i64 1, 4, 2
  br label %2866

2866:                                             ; preds = %2895, %2850
  %2867 = phi i64 [ %2896, %2895 ], [ 0, %2850 ]
  %2868 = icmp slt i64 %2867, 1
  br i1 %2868, label %2869, label %2897

2869:                                             ; preds = %2866
  br label %2870

2870:                                             ; preds = %2893, %2869
  %2871 = phi i64 [ %2894, %2893 ], [ 0, %2869 ]
  %2872 = icmp slt i64 %2871, 8
  br i1 %2872, label %2873, label %2895

2873:                                             ; preds = %2870
  br label %2874

2874:                                             ; preds = %2877, %2873
  %2875 = phi i64 [ %2892, %2877 ], [ 0, %2873 ]
  %2876 = icmp slt i64 %2875, 32
  br i1 %2876, label %2877, label %2893

2877:                                             ; preds = %2874
  %2878 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2808, 1
  %2879 = mul nuw nsw i64 %2867, 256
  %2880 = mul nuw nsw i64 %2871, 32
  %2881 = add nuw nsw i64 %2879, %2880
  %2882 = add nuw nsw i64 %2881, %2875
  %2883 = getelementptr inbounds nuw float, ptr %2878, i64 %2882
  %2884 = load float, ptr %2883, align 4
  %2885 = fpext float %2884 to double
  %2886 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2865, 1
  %2887 = mul nuw nsw i64 %2867, 256
  %2888 = mul nuw nsw i64 %2871, 32
  %2889 = add nuw nsw i64 %2887, %2888
  %2890 = add nuw nsw i64 %2889, %2875
  %2891 = getelementptr inbounds nuw double, ptr %2886, i64 %2890
  store double %2885, ptr %2891, align 8
  %2892 = add i64 %2875, 1
  br label %2874

2893:                                             ; preds = %2874
  %2894 = add i64 %2871, 1
  br label %2870

2895:                                             ; preds = %2870
  %2896 = add i64 %2867, 1
  br label %2866

2897:                                             ; preds = %2866
  %2898 = call ptr @malloc(i64 128)
  %2899 = ptrtoint ptr %2898 to i64
  %2900 = add i64 %2899, 63
  %2901 = urem i64 %2900, 64
  %2902 = sub i64 %2900, %2901
  %2903 = inttoptr i64 %2902 to ptr
  %2904 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2898, 0
  %2905 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2904, ptr %2903, 1
  %2906 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2905, i64 0, 2
  %2907 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2906, i64 1, 3, 0
  %2908 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2907, i64 8, 3, 1
  %2909 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2908, i64 1, 3, 2
  %2910 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2909, i64 8, 4, 0
  %2911 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2910, i64 1, 4, 1
  %2912 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2911, i64 1, 4, 2
  br label %2913

2913:                                             ; preds = %2939, %2897
  %2914 = phi i64 [ %2940, %2939 ], [ 0, %2897 ]
  %2915 = icmp slt i64 %2914, 1
  br i1 %2915, label %2916, label %2941

2916:                                             ; preds = %2913
  br label %2917

2917:                                             ; preds = %2937, %2916
  %2918 = phi i64 [ %2938, %2937 ], [ 0, %2916 ]
  %2919 = icmp slt i64 %2918, 8
  br i1 %2919, label %2920, label %2939

2920:                                             ; preds = %2917
  br label %2921

2921:                                             ; preds = %2924, %2920
  %2922 = phi i64 [ %2936, %2924 ], [ 0, %2920 ]
  %2923 = icmp slt i64 %2922, 1
  br i1 %2923, label %2924, label %2937

2924:                                             ; preds = %2921
  %2925 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %612, 1
  %2926 = mul nuw nsw i64 %2914, 8
  %2927 = add nuw nsw i64 %2926, %2918
  %2928 = add nuw nsw i64 %2927, %2922
  %2929 = getelementptr inbounds nuw double, ptr %2925, i64 %2928
  %2930 = load double, ptr %2929, align 8
  %2931 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2912, 1
  %2932 = mul nuw nsw i64 %2914, 8
  %2933 = add nuw nsw i64 %2932, %2918
  %2934 = add nuw nsw i64 %2933, %2922
  %2935 = getelementptr inbounds nuw double, ptr %2931, i64 %2934
  store double %2930, ptr %2935, align 8
  %2936 = add i64 %2922, 1
  br label %2921

2937:                                             ; preds = %2921
  %2938 = add i64 %2918, 1
  br label %2917

2939:                                             ; preds = %2917
  %2940 = add i64 %2914, 1
  br label %2913

2941:                                             ; preds = %2913
  br label %2942

2942:                                             ; preds = %2976, %2941
  %2943 = phi i64 [ %2977, %2976 ], [ 0, %2941 ]
  %2944 = icmp slt i64 %2943, 1
  br i1 %2944, label %2945, label %2978

2945:                                             ; preds = %2942
  br label %2946

2946:                                             ; preds = %2974, %2945
  %2947 = phi i64 [ %2975, %2974 ], [ 0, %2945 ]
  %2948 = icmp slt i64 %2947, 8
  br i1 %2948, label %2949, label %2976

2949:                                             ; preds = %2946
  br label %2950

2950:                                             ; preds = %2953, %2949
  %2951 = phi i64 [ %2973, %2953 ], [ 0, %2949 ]
  %2952 = icmp slt i64 %2951, 32
  br i1 %2952, label %2953, label %2974

2953:                                             ; preds = %2950
  %2954 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2865, 1
  %2955 = mul nuw nsw i64 %2943, 256
  %2956 = mul nuw nsw i64 %2947, 32
  %2957 = add nuw nsw i64 %2955, %2956
  %2958 = add nuw nsw i64 %2957, %2951
  %2959 = getelementptr inbounds nuw double, ptr %2954, i64 %2958
  %2960 = load double, ptr %2959, align 8
  %2961 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2912, 1
  %2962 = mul nuw nsw i64 %2943, 8
  %2963 = add nuw nsw i64 %2962, %2947
  %2964 = add nuw nsw i64 %2963, 0
  %2965 = getelementptr inbounds nuw double, ptr %2961, i64 %2964
  %2966 = load double, ptr %2965, align 8
  %2967 = fadd double %2960, %2966
  %2968 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2912, 1
  %2969 = mul nuw nsw i64 %2943, 8
  %2970 = add nuw nsw i64 %2969, %2947
  %2971 = add nuw nsw i64 %2970, 0
  %2972 = getelementptr inbounds nuw double, ptr %2968, i64 %2971
  store double %2967, ptr %2972, align 8
  %2973 = add i64 %2951, 1
  br label %2950

2974:                                             ; preds = %2950
  %2975 = add i64 %2947, 1
  br label %2946

2976:                                             ; preds = %2946
  %2977 = add i64 %2943, 1
  br label %2942

2978:                                             ; preds = %2942
  %2979 = call ptr @malloc(i64 128)
  %2980 = ptrtoint ptr %2979 to i64
  %2981 = add i64 %2980, 63
  %2982 = urem i64 %2981, 64
  %2983 = sub i64 %2981, %2982
  %2984 = inttoptr i64 %2983 to ptr
  %2985 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2979, 0
  %2986 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2985, ptr %2984, 1
  %2987 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2986, i64 0, 2
  %2988 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2987, i64 1, 3, 0
  %2989 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2988, i64 8, 3, 1
  %2990 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2989, i64 1, 3, 2
  %2991 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2990, i64 8, 4, 0
  %2992 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2991, i64 1, 4, 1
  %2993 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2992, i64 1, 4, 2
  br label %2994

2994:                                             ; preds = %3020, %2978
  %2995 = phi i64 [ %3021, %3020 ], [ 0, %2978 ]
  %2996 = icmp slt i64 %2995, 1
  br i1 %2996, label %2997, label %3022

2997:                                             ; preds = %2994
  br label %2998

2998:                                             ; preds = %3018, %2997
  %2999 = phi i64 [ %3019, %3018 ], [ 0, %2997 ]
  %3000 = icmp slt i64 %2999, 8
  br i1 %3000, label %3001, label %3020

3001:                                             ; preds = %2998
  br label %3002

3002:                                             ; preds = %3005, %3001
  %3003 = phi i64 [ %3017, %3005 ], [ 0, %3001 ]
  %3004 = icmp slt i64 %3003, 1
  br i1 %3004, label %3005, label %3018

3005:                                             ; preds = %3002
  %3006 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %612, 1
  %3007 = mul nuw nsw i64 %2995, 8
  %3008 = add nuw nsw i64 %3007, %2999
  %3009 = add nuw nsw i64 %3008, %3003
  %3010 = getelementptr inbounds nuw double, ptr %3006, i64 %3009
  %3011 = load double, ptr %3010, align 8
  %3012 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2993, 1
  %3013 = mul nuw nsw i64 %2995, 8
  %3014 = add nuw nsw i64 %3013, %2999
  %3015 = add nuw nsw i64 %3014, %3003
  %3016 = getelementptr inbounds nuw double, ptr %3012, i64 %3015
  store double %3011, ptr %3016, align 8
  %3017 = add i64 %3003, 1
  br label %3002

3018:                                             ; preds = %3002
  %3019 = add i64 %2999, 1
  br label %2998

3020:                                             ; preds = %2998
  %3021 = add i64 %2995, 1
  br label %2994

3022:                                             ; preds = %2994
  br label %3023

3023:                                             ; preds = %3066, %3022
  %3024 = phi i64 [ %3067, %3066 ], [ 0, %3022 ]
  %3025 = icmp slt i64 %3024, 1
  br i1 %3025, label %3026, label %3068

3026:                                             ; preds = %3023
  br label %3027

3027:                                             ; preds = %3064, %3026
  %3028 = phi i64 [ %3065, %3064 ], [ 0, %3026 ]
  %3029 = icmp slt i64 %3028, 8
  br i1 %3029, label %3030, label %3066

3030:                                             ; preds = %3027
  br label %3031

3031:                                             ; preds = %3034, %3030
  %3032 = phi i64 [ %3063, %3034 ], [ 0, %3030 ]
  %3033 = icmp slt i64 %3032, 32
  br i1 %3033, label %3034, label %3064

3034:                                             ; preds = %3031
  %3035 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2865, 1
  %3036 = mul nuw nsw i64 %3024, 256
  %3037 = mul nuw nsw i64 %3028, 32
  %3038 = add nuw nsw i64 %3036, %3037
  %3039 = add nuw nsw i64 %3038, %3032
  %3040 = getelementptr inbounds nuw double, ptr %3035, i64 %3039
  %3041 = load double, ptr %3040, align 8
  %3042 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2912, 1
  %3043 = mul nuw nsw i64 %3024, 8
  %3044 = add nuw nsw i64 %3043, %3028
  %3045 = add nuw nsw i64 %3044, 0
  %3046 = getelementptr inbounds nuw double, ptr %3042, i64 %3045
  %3047 = load double, ptr %3046, align 8
  %3048 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2993, 1
  %3049 = mul nuw nsw i64 %3024, 8
  %3050 = add nuw nsw i64 %3049, %3028
  %3051 = add nuw nsw i64 %3050, 0
  %3052 = getelementptr inbounds nuw double, ptr %3048, i64 %3051
  %3053 = load double, ptr %3052, align 8
  %3054 = fdiv double %3047, 3.200000e+01
  %3055 = fsub double %3041, %3054
  %3056 = fmul double %3055, %3055
  %3057 = fadd double %3056, %3053
  %3058 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2993, 1
  %3059 = mul nuw nsw i64 %3024, 8
  %3060 = add nuw nsw i64 %3059, %3028
  %3061 = add nuw nsw i64 %3060, 0
  %3062 = getelementptr inbounds nuw double, ptr %3058, i64 %3061
  store double %3057, ptr %3062, align 8
  %3063 = add i64 %3032, 1
  br label %3031

3064:                                             ; preds = %3031
  %3065 = add i64 %3028, 1
  br label %3027

3066:                                             ; preds = %3027
  %3067 = add i64 %3024, 1
  br label %3023

3068:                                             ; preds = %3023
  %3069 = call ptr @malloc(i64 96)
  %3070 = ptrtoint ptr %3069 to i64
  %3071 = add i64 %3070, 63
  %3072 = urem i64 %3071, 64
  %3073 = sub i64 %3071, %3072
  %3074 = inttoptr i64 %3073 to ptr
  %3075 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3069, 0
  %3076 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3075, ptr %3074, 1
  %3077 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3076, i64 0, 2
  %3078 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3077, i64 1, 3, 0
  %3079 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3078, i64 8, 3, 1
  %3080 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3079, i64 1, 3, 2
  %3081 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3080, i64 8, 4, 0
  %3082 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3081, i64 1, 4, 1
  %3083 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3082, i64 1, 4, 2
  br label %3084

3084:                                             ; preds = %3110, %3068
  %3085 = phi i64 [ %3111, %3110 ], [ 0, %3068 ]
  %3086 = icmp slt i64 %3085, 1
  br i1 %3086, label %3087, label %3112

3087:                                             ; preds = %3084
  br label %3088

3088:                                             ; preds = %3108, %3087
  %3089 = phi i64 [ %3109, %3108 ], [ 0, %3087 ]
  %3090 = icmp slt i64 %3089, 8
  br i1 %3090, label %3091, label %3110

3091:                                             ; preds = %3088
  br label %3092

3092:                                             ; preds = %3095, %3091
  %3093 = phi i64 [ %3107, %3095 ], [ 0, %3091 ]
  %3094 = icmp slt i64 %3093, 1
  br i1 %3094, label %3095, label %3108

3095:                                             ; preds = %3092
  %3096 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %821, 1
  %3097 = mul nuw nsw i64 %3085, 8
  %3098 = add nuw nsw i64 %3097, %3089
  %3099 = add nuw nsw i64 %3098, %3093
  %3100 = getelementptr inbounds nuw float, ptr %3096, i64 %3099
  %3101 = load float, ptr %3100, align 4
  %3102 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3083, 1
  %3103 = mul nuw nsw i64 %3085, 8
  %3104 = add nuw nsw i64 %3103, %3089
  %3105 = add nuw nsw i64 %3104, %3093
  %3106 = getelementptr inbounds nuw float, ptr %3102, i64 %3105
  store float %3101, ptr %3106, align 4
  %3107 = add i64 %3093, 1
  br label %3092

3108:                                             ; preds = %3092
  %3109 = add i64 %3089, 1
  br label %3088

3110:                                             ; preds = %3088
  %3111 = add i64 %3085, 1
  br label %3084

3112:                                             ; preds = %3084
  br label %3113

3113:                                             ; preds = %3147, %3112
  %3114 = phi i64 [ %3148, %3147 ], [ 0, %3112 ]
  %3115 = icmp slt i64 %3114, 1
  br i1 %3115, label %3116, label %3149

3116:                                             ; preds = %3113
  br label %3117

3117:                                             ; preds = %3145, %3116
  %3118 = phi i64 [ %3146, %3145 ], [ 0, %3116 ]
  %3119 = icmp slt i64 %3118, 8
  br i1 %3119, label %3120, label %3147

3120:                                             ; preds = %3117
  br label %3121

3121:                                             ; preds = %3124, %3120
  %3122 = phi i64 [ %3144, %3124 ], [ 0, %3120 ]
  %3123 = icmp slt i64 %3122, 32
  br i1 %3123, label %3124, label %3145

3124:                                             ; preds = %3121
  %3125 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2808, 1
  %3126 = mul nuw nsw i64 %3114, 256
  %3127 = mul nuw nsw i64 %3118, 32
  %3128 = add nuw nsw i64 %3126, %3127
  %3129 = add nuw nsw i64 %3128, %3122
  %3130 = getelementptr inbounds nuw float, ptr %3125, i64 %3129
  %3131 = load float, ptr %3130, align 4
  %3132 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3083, 1
  %3133 = mul nuw nsw i64 %3114, 8
  %3134 = add nuw nsw i64 %3133, %3118
  %3135 = add nuw nsw i64 %3134, 0
  %3136 = getelementptr inbounds nuw float, ptr %3132, i64 %3135
  %3137 = load float, ptr %3136, align 4
  %3138 = fadd float %3131, %3137
  %3139 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3083, 1
  %3140 = mul nuw nsw i64 %3114, 8
  %3141 = add nuw nsw i64 %3140, %3118
  %3142 = add nuw nsw i64 %3141, 0
  %3143 = getelementptr inbounds nuw float, ptr %3139, i64 %3142
  store float %3138, ptr %3143, align 4
  %3144 = add i64 %3122, 1
  br label %3121

3145:                                             ; preds = %3121
  %3146 = add i64 %3118, 1
  br label %3117

3147:                                             ; preds = %3117
  %3148 = add i64 %3114, 1
  br label %3113

3149:                                             ; preds = %3113
  %3150 = call ptr @malloc(i64 3136)
  %3151 = ptrtoint ptr %3150 to i64
  %3152 = add i64 %3151, 63
  %3153 = urem i64 %3152, 64
  %3154 = sub i64 %3152, %3153
  %3155 = inttoptr i64 %3154 to ptr
  %3156 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3150, 0
  %3157 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3156, ptr %3155, 1
  %3158 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3157, i64 0, 2
  %3159 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3158, i64 1, 3, 0
  %3160 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3159, i64 8, 3, 1
  %3161 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3160, i64 96, 3, 2
  %3162 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3161, i64 768, 4, 0
  %3163 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3162, i64 96, 4, 1
  %3164 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3163, i64 1, 4, 2
  br label %3165

3165:                                             ; preds = %3193, %3149
  %3166 = phi i64 [ %3194, %3193 ], [ 0, %3149 ]
  %3167 = icmp slt i64 %3166, 1
  br i1 %3167, label %3168, label %3195

3168:                                             ; preds = %3165
  br label %3169

3169:                                             ; preds = %3191, %3168
  %3170 = phi i64 [ %3192, %3191 ], [ 0, %3168 ]
  %3171 = icmp slt i64 %3170, 8
  br i1 %3171, label %3172, label %3193

3172:                                             ; preds = %3169
  br label %3173

3173:                                             ; preds = %3176, %3172
  %3174 = phi i64 [ %3190, %3176 ], [ 0, %3172 ]
  %3175 = icmp slt i64 %3174, 96
  br i1 %3175, label %3176, label %3191

3176:                                             ; preds = %3173
  %3177 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %965, 1
  %3178 = mul nuw nsw i64 %3166, 768
  %3179 = mul nuw nsw i64 %3170, 96
  %3180 = add nuw nsw i64 %3178, %3179
  %3181 = add nuw nsw i64 %3180, %3174
  %3182 = getelementptr inbounds nuw float, ptr %3177, i64 %3181
  %3183 = load float, ptr %3182, align 4
  %3184 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3164, 1
  %3185 = mul nuw nsw i64 %3166, 768
  %3186 = mul nuw nsw i64 %3170, 96
  %3187 = add nuw nsw i64 %3185, %3186
  %3188 = add nuw nsw i64 %3187, %3174
  %3189 = getelementptr inbounds nuw float, ptr %3184, i64 %3188
  store float %3183, ptr %3189, align 4
  %3190 = add i64 %3174, 1
  br label %3173

3191:                                             ; preds = %3173
  %3192 = add i64 %3170, 1
  br label %3169

3193:                                             ; preds = %3169
  %3194 = add i64 %3166, 1
  br label %3165

3195:                                             ; preds = %3165
  br label %3196

3196:                                             ; preds = %3269, %3195
  %3197 = phi i64 [ %3270, %3269 ], [ 0, %3195 ]
  %3198 = icmp slt i64 %3197, 1
  br i1 %3198, label %3199, label %3271

3199:                                             ; preds = %3196
  br label %3200

3200:                                             ; preds = %3267, %3199
  %3201 = phi i64 [ %3268, %3267 ], [ 0, %3199 ]
  %3202 = icmp slt i64 %3201, 8
  br i1 %3202, label %3203, label %3269

3203:                                             ; preds = %3200
  br label %3204

3204:                                             ; preds = %3265, %3203
  %3205 = phi i64 [ %3266, %3265 ], [ 0, %3203 ]
  %3206 = icmp slt i64 %3205, 96
  br i1 %3206, label %3207, label %3267

3207:                                             ; preds = %3204
  br label %3208

3208:                                             ; preds = %3211, %3207
  %3209 = phi i64 [ %3264, %3211 ], [ 0, %3207 ]
  %3210 = icmp slt i64 %3209, 32
  br i1 %3210, label %3211, label %3265

3211:                                             ; preds = %3208
  %3212 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2808, 1
  %3213 = mul nuw nsw i64 %3197, 256
  %3214 = mul nuw nsw i64 %3201, 32
  %3215 = add nuw nsw i64 %3213, %3214
  %3216 = add nuw nsw i64 %3215, %3209
  %3217 = getelementptr inbounds nuw float, ptr %3212, i64 %3216
  %3218 = load float, ptr %3217, align 4
  %3219 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3083, 1
  %3220 = mul nuw nsw i64 %3197, 8
  %3221 = add nuw nsw i64 %3220, %3201
  %3222 = add nuw nsw i64 %3221, 0
  %3223 = getelementptr inbounds nuw float, ptr %3219, i64 %3222
  %3224 = load float, ptr %3223, align 4
  %3225 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2993, 1
  %3226 = mul nuw nsw i64 %3197, 8
  %3227 = add nuw nsw i64 %3226, %3201
  %3228 = add nuw nsw i64 %3227, 0
  %3229 = getelementptr inbounds nuw double, ptr %3225, i64 %3228
  %3230 = load double, ptr %3229, align 8
  %3231 = getelementptr inbounds nuw float, ptr @__constant_32xf32_6, i64 %3209
  %3232 = load float, ptr %3231, align 4
  %3233 = getelementptr inbounds nuw float, ptr @__constant_32xf32_5, i64 %3209
  %3234 = load float, ptr %3233, align 4
  %3235 = mul nuw nsw i64 %3209, 96
  %3236 = add nuw nsw i64 %3235, %3205
  %3237 = getelementptr inbounds nuw float, ptr @__constant_32x96xf32, i64 %3236
  %3238 = load float, ptr %3237, align 4
  %3239 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3164, 1
  %3240 = mul nuw nsw i64 %3197, 768
  %3241 = mul nuw nsw i64 %3201, 96
  %3242 = add nuw nsw i64 %3240, %3241
  %3243 = add nuw nsw i64 %3242, %3205
  %3244 = getelementptr inbounds nuw float, ptr %3239, i64 %3243
  %3245 = load float, ptr %3244, align 4
  %3246 = fdiv double %3230, 3.200000e+01
  %3247 = fptrunc double %3246 to float
  %3248 = fadd float %3247, f0x3727C5AC
  %3249 = call float @llvm.sqrt.f32(float %3248)
  %3250 = fdiv float 1.000000e+00, %3249
  %3251 = fdiv float %3224, 3.200000e+01
  %3252 = fsub float %3218, %3251
  %3253 = fmul float %3252, %3250
  %3254 = fmul float %3253, %3232
  %3255 = fadd float %3254, %3234
  %3256 = fmul float %3255, %3238
  %3257 = fadd float %3245, %3256
  %3258 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3164, 1
  %3259 = mul nuw nsw i64 %3197, 768
  %3260 = mul nuw nsw i64 %3201, 96
  %3261 = add nuw nsw i64 %3259, %3260
  %3262 = add nuw nsw i64 %3261, %3205
  %3263 = getelementptr inbounds nuw float, ptr %3258, i64 %3262
  store float %3257, ptr %3263, align 4
  %3264 = add i64 %3209, 1
  br label %3208

3265:                                             ; preds = %3208
  %3266 = add i64 %3205, 1
  br label %3204

3267:                                             ; preds = %3204
  %3268 = add i64 %3201, 1
  br label %3200

3269:                                             ; preds = %3200
  %3270 = add i64 %3197, 1
  br label %3196

3271:                                             ; preds = %3196
  %3272 = call ptr @malloc(i64 3136)
  %3273 = ptrtoint ptr %3272 to i64
  %3274 = add i64 %3273, 63
  %3275 = urem i64 %3274, 64
  %3276 = sub i64 %3274, %3275
  %3277 = inttoptr i64 %3276 to ptr
  %3278 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3272, 0
  %3279 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3278, ptr %3277, 1
  %3280 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3279, i64 0, 2
  %3281 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3280, i64 1, 3, 0
  %3282 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3281, i64 8, 3, 1
  %3283 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3282, i64 96, 3, 2
  %3284 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3283, i64 768, 4, 0
  %3285 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3284, i64 96, 4, 1
  %3286 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3285, i64 1, 4, 2
  br label %3287

3287:                                             ; preds = %3318, %3271
  %3288 = phi i64 [ %3319, %3318 ], [ 0, %3271 ]
  %3289 = icmp slt i64 %3288, 1
  br i1 %3289, label %3290, label %3320

3290:                                             ; preds = %3287
  br label %3291

3291:                                             ; preds = %3316, %3290
  %3292 = phi i64 [ %3317, %3316 ], [ 0, %3290 ]
  %3293 = icmp slt i64 %3292, 8
  br i1 %3293, label %3294, label %3318

3294:                                             ; preds = %3291
  br label %3295

3295:                                             ; preds = %3298, %3294
  %3296 = phi i64 [ %3315, %3298 ], [ 0, %3294 ]
  %3297 = icmp slt i64 %3296, 96
  br i1 %3297, label %3298, label %3316

3298:                                             ; preds = %3295
  %3299 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3164, 1
  %3300 = mul nuw nsw i64 %3288, 768
  %3301 = mul nuw nsw i64 %3292, 96
  %3302 = add nuw nsw i64 %3300, %3301
  %3303 = add nuw nsw i64 %3302, %3296
  %3304 = getelementptr inbounds nuw float, ptr %3299, i64 %3303
  %3305 = load float, ptr %3304, align 4
  %3306 = getelementptr inbounds nuw float, ptr @__constant_96xf32, i64 %3296
  %3307 = load float, ptr %3306, align 4
  %3308 = fadd float %3305, %3307
  %3309 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3286, 1
  %3310 = mul nuw nsw i64 %3288, 768
  %3311 = mul nuw nsw i64 %3292, 96
  %3312 = add nuw nsw i64 %3310, %3311
  %3313 = add nuw nsw i64 %3312, %3296
  %3314 = getelementptr inbounds nuw float, ptr %3309, i64 %3313
  store float %3308, ptr %3314, align 4
  %3315 = add i64 %3296, 1
  br label %3295

3316:                                             ; preds = %3295
  %3317 = add i64 %3292, 1
  br label %3291

3318:                                             ; preds = %3291
  %3319 = add i64 %3288, 1
  br label %3287

3320:                                             ; preds = %3287
  %3321 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3286, 0
  %3322 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3286, 1
  %3323 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3321, 0
  %3324 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3323, ptr %3322, 1
  %3325 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3324, i64 32, 2
  %3326 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3325, i64 1, 3, 0
  %3327 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3326, i64 768, 4, 0
  %3328 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3327, i64 8, 3, 1
  %3329 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3328, i64 96, 4, 1
  %3330 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3329, i64 2, 3, 2
  %3331 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3330, i64 16, 4, 2
  %3332 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3331, i64 16, 3, 3
  %3333 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3332, i64 1, 4, 3
  %3334 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3286, 0
  %3335 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3286, 1
  %3336 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3334, 0
  %3337 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3336, ptr %3335, 1
  %3338 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3337, i64 64, 2
  %3339 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3338, i64 1, 3, 0
  %3340 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3339, i64 768, 4, 0
  %3341 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3340, i64 8, 3, 1
  %3342 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3341, i64 96, 4, 1
  %3343 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3342, i64 2, 3, 2
  %3344 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3343, i64 16, 4, 2
  %3345 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3344, i64 16, 3, 3
  %3346 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3345, i64 1, 4, 3
  %3347 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3286, 0
  %3348 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3286, 1
  %3349 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3347, 0
  %3350 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3349, ptr %3348, 1
  %3351 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3350, i64 0, 2
  %3352 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3351, i64 1, 3, 0
  %3353 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3352, i64 768, 4, 0
  %3354 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3353, i64 8, 3, 1
  %3355 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3354, i64 96, 4, 1
  %3356 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3355, i64 2, 3, 2
  %3357 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3356, i64 16, 4, 2
  %3358 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3357, i64 16, 3, 3
  %3359 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3358, i64 1, 4, 3
  %3360 = call ptr @malloc(i64 576)
  %3361 = ptrtoint ptr %3360 to i64
  %3362 = add i64 %3361, 63
  %3363 = urem i64 %3362, 64
  %3364 = sub i64 %3362, %3363
  %3365 = inttoptr i64 %3364 to ptr
  %3366 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3360, 0
  %3367 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3366, ptr %3365, 1
  %3368 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3367, i64 0, 2
  %3369 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3368, i64 1, 3, 0
  %3370 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3369, i64 2, 3, 1
  %3371 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3370, i64 8, 3, 2
  %3372 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3371, i64 8, 3, 3
  %3373 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3372, i64 128, 4, 0
  %3374 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3373, i64 64, 4, 1
  %3375 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3374, i64 8, 4, 2
  %3376 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3375, i64 1, 4, 3
  br label %3377

3377:                                             ; preds = %3415, %3320
  %3378 = phi i64 [ %3416, %3415 ], [ 0, %3320 ]
  %3379 = icmp slt i64 %3378, 1
  br i1 %3379, label %3380, label %3417

3380:                                             ; preds = %3377
  br label %3381

3381:                                             ; preds = %3413, %3380
  %3382 = phi i64 [ %3414, %3413 ], [ 0, %3380 ]
  %3383 = icmp slt i64 %3382, 2
  br i1 %3383, label %3384, label %3415

3384:                                             ; preds = %3381
  br label %3385

3385:                                             ; preds = %3411, %3384
  %3386 = phi i64 [ %3412, %3411 ], [ 0, %3384 ]
  %3387 = icmp slt i64 %3386, 8
  br i1 %3387, label %3388, label %3413

3388:                                             ; preds = %3385
  br label %3389

3389:                                             ; preds = %3392, %3388
  %3390 = phi i64 [ %3410, %3392 ], [ 0, %3388 ]
  %3391 = icmp slt i64 %3390, 8
  br i1 %3391, label %3392, label %3411

3392:                                             ; preds = %3389
  %3393 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1227, 1
  %3394 = mul nuw nsw i64 %3378, 128
  %3395 = mul nuw nsw i64 %3382, 64
  %3396 = add nuw nsw i64 %3394, %3395
  %3397 = mul nuw nsw i64 %3386, 8
  %3398 = add nuw nsw i64 %3396, %3397
  %3399 = add nuw nsw i64 %3398, %3390
  %3400 = getelementptr inbounds nuw float, ptr %3393, i64 %3399
  %3401 = load float, ptr %3400, align 4
  %3402 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3376, 1
  %3403 = mul nuw nsw i64 %3378, 128
  %3404 = mul nuw nsw i64 %3382, 64
  %3405 = add nuw nsw i64 %3403, %3404
  %3406 = mul nuw nsw i64 %3386, 8
  %3407 = add nuw nsw i64 %3405, %3406
  %3408 = add nuw nsw i64 %3407, %3390
  %3409 = getelementptr inbounds nuw float, ptr %3402, i64 %3408
  store float %3401, ptr %3409, align 4
  %3410 = add i64 %3390, 1
  br label %3389

3411:                                             ; preds = %3389
  %3412 = add i64 %3386, 1
  br label %3385

3413:                                             ; preds = %3385
  %3414 = add i64 %3382, 1
  br label %3381

3415:                                             ; preds = %3381
  %3416 = add i64 %3378, 1
  br label %3377

3417:                                             ; preds = %3377
  br label %3418

3418:                                             ; preds = %3483, %3417
  %3419 = phi i64 [ %3484, %3483 ], [ 0, %3417 ]
  %3420 = icmp slt i64 %3419, 1
  br i1 %3420, label %3421, label %3485

3421:                                             ; preds = %3418
  br label %3422

3422:                                             ; preds = %3481, %3421
  %3423 = phi i64 [ %3482, %3481 ], [ 0, %3421 ]
  %3424 = icmp slt i64 %3423, 2
  br i1 %3424, label %3425, label %3483

3425:                                             ; preds = %3422
  br label %3426

3426:                                             ; preds = %3479, %3425
  %3427 = phi i64 [ %3480, %3479 ], [ 0, %3425 ]
  %3428 = icmp slt i64 %3427, 8
  br i1 %3428, label %3429, label %3481

3429:                                             ; preds = %3426
  br label %3430

3430:                                             ; preds = %3477, %3429
  %3431 = phi i64 [ %3478, %3477 ], [ 0, %3429 ]
  %3432 = icmp slt i64 %3431, 8
  br i1 %3432, label %3433, label %3479

3433:                                             ; preds = %3430
  br label %3434

3434:                                             ; preds = %3437, %3433
  %3435 = phi i64 [ %3476, %3437 ], [ 0, %3433 ]
  %3436 = icmp slt i64 %3435, 16
  br i1 %3436, label %3437, label %3477

3437:                                             ; preds = %3434
  %3438 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3359, 1
  %3439 = mul nuw nsw i64 %3419, 768
  %3440 = mul nuw nsw i64 %3427, 96
  %3441 = add nuw nsw i64 %3439, %3440
  %3442 = mul nuw nsw i64 %3423, 16
  %3443 = add nuw nsw i64 %3441, %3442
  %3444 = add nuw nsw i64 %3443, %3435
  %3445 = getelementptr inbounds nuw float, ptr %3438, i64 %3444
  %3446 = load float, ptr %3445, align 4
  %3447 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3333, 1
  %3448 = getelementptr float, ptr %3447, i64 32
  %3449 = mul nuw nsw i64 %3419, 768
  %3450 = mul nuw nsw i64 %3431, 96
  %3451 = add nuw nsw i64 %3449, %3450
  %3452 = mul nuw nsw i64 %3423, 16
  %3453 = add nuw nsw i64 %3451, %3452
  %3454 = add nuw nsw i64 %3453, %3435
  %3455 = getelementptr inbounds nuw float, ptr %3448, i64 %3454
  %3456 = load float, ptr %3455, align 4
  %3457 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3376, 1
  %3458 = mul nuw nsw i64 %3419, 128
  %3459 = mul nuw nsw i64 %3423, 64
  %3460 = add nuw nsw i64 %3458, %3459
  %3461 = mul nuw nsw i64 %3427, 8
  %3462 = add nuw nsw i64 %3460, %3461
  %3463 = add nuw nsw i64 %3462, %3431
  %3464 = getelementptr inbounds nuw float, ptr %3457, i64 %3463
  %3465 = load float, ptr %3464, align 4
  %3466 = fmul float %3446, %3456
  %3467 = fadd float %3465, %3466
  %3468 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3376, 1
  %3469 = mul nuw nsw i64 %3419, 128
  %3470 = mul nuw nsw i64 %3423, 64
  %3471 = add nuw nsw i64 %3469, %3470
  %3472 = mul nuw nsw i64 %3427, 8
  %3473 = add nuw nsw i64 %3471, %3472
  %3474 = add nuw nsw i64 %3473, %3431
  %3475 = getelementptr inbounds nuw float, ptr %3468, i64 %3474
  store float %3467, ptr %3475, align 4
  %3476 = add i64 %3435, 1
  br label %3434

3477:                                             ; preds = %3434
  %3478 = add i64 %3431, 1
  br label %3430

3479:                                             ; preds = %3430
  %3480 = add i64 %3427, 1
  br label %3426

3481:                                             ; preds = %3426
  %3482 = add i64 %3423, 1
  br label %3422

3483:                                             ; preds = %3422
  %3484 = add i64 %3419, 1
  br label %3418

3485:                                             ; preds = %3418
  %3486 = call ptr @malloc(i64 576)
  %3487 = ptrtoint ptr %3486 to i64
  %3488 = add i64 %3487, 63
  %3489 = urem i64 %3488, 64
  %3490 = sub i64 %3488, %3489
  %3491 = inttoptr i64 %3490 to ptr
  %3492 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3486, 0
  %3493 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3492, ptr %3491, 1
  %3494 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3493, i64 0, 2
  %3495 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3494, i64 1, 3, 0
  %3496 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3495, i64 2, 3, 1
  %3497 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3496, i64 8, 3, 2
  %3498 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3497, i64 8, 3, 3
  %3499 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3498, i64 128, 4, 0
  %3500 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3499, i64 64, 4, 1
  %3501 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3500, i64 8, 4, 2
  %3502 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3501, i64 1, 4, 3
  br label %3503

3503:                                             ; preds = %3551, %3485
  %3504 = phi i64 [ %3552, %3551 ], [ 0, %3485 ]
  %3505 = icmp slt i64 %3504, 1
  br i1 %3505, label %3506, label %3553

3506:                                             ; preds = %3503
  br label %3507

3507:                                             ; preds = %3549, %3506
  %3508 = phi i64 [ %3550, %3549 ], [ 0, %3506 ]
  %3509 = icmp slt i64 %3508, 2
  br i1 %3509, label %3510, label %3551

3510:                                             ; preds = %3507
  br label %3511

3511:                                             ; preds = %3547, %3510
  %3512 = phi i64 [ %3548, %3547 ], [ 0, %3510 ]
  %3513 = icmp slt i64 %3512, 8
  br i1 %3513, label %3514, label %3549

3514:                                             ; preds = %3511
  br label %3515

3515:                                             ; preds = %3518, %3514
  %3516 = phi i64 [ %3546, %3518 ], [ 0, %3514 ]
  %3517 = icmp slt i64 %3516, 8
  br i1 %3517, label %3518, label %3547

3518:                                             ; preds = %3515
  %3519 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3376, 1
  %3520 = mul nuw nsw i64 %3504, 128
  %3521 = mul nuw nsw i64 %3508, 64
  %3522 = add nuw nsw i64 %3520, %3521
  %3523 = mul nuw nsw i64 %3512, 8
  %3524 = add nuw nsw i64 %3522, %3523
  %3525 = add nuw nsw i64 %3524, %3516
  %3526 = getelementptr inbounds nuw float, ptr %3519, i64 %3525
  %3527 = load float, ptr %3526, align 4
  %3528 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %483, 1
  %3529 = mul nuw nsw i64 %3504, 64
  %3530 = add nuw nsw i64 %3529, 0
  %3531 = mul nuw nsw i64 %3512, 8
  %3532 = add nuw nsw i64 %3530, %3531
  %3533 = add nuw nsw i64 %3532, %3516
  %3534 = getelementptr inbounds nuw float, ptr %3528, i64 %3533
  %3535 = load float, ptr %3534, align 4
  %3536 = fmul float %3527, 2.500000e-01
  %3537 = fadd float %3536, %3535
  %3538 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3502, 1
  %3539 = mul nuw nsw i64 %3504, 128
  %3540 = mul nuw nsw i64 %3508, 64
  %3541 = add nuw nsw i64 %3539, %3540
  %3542 = mul nuw nsw i64 %3512, 8
  %3543 = add nuw nsw i64 %3541, %3542
  %3544 = add nuw nsw i64 %3543, %3516
  %3545 = getelementptr inbounds nuw float, ptr %3538, i64 %3544
  store float %3537, ptr %3545, align 4
  %3546 = add i64 %3516, 1
  br label %3515

3547:                                             ; preds = %3515
  %3548 = add i64 %3512, 1
  br label %3511

3549:                                             ; preds = %3511
  %3550 = add i64 %3508, 1
  br label %3507

3551:                                             ; preds = %3507
  %3552 = add i64 %3504, 1
  br label %3503

3553:                                             ; preds = %3503
  %3554 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3502, 0
  %3555 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3502, 1
  %3556 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %3554, 0
  %3557 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3556, ptr %3555, 1
  %3558 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3557, i64 0, 2
  %3559 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3558, i64 1, 3, 0
  %3560 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3559, i64 128, 4, 0
  %3561 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3560, i64 2, 3, 1
  %3562 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3561, i64 64, 4, 1
  %3563 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3562, i64 8, 3, 2
  %3564 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3563, i64 8, 4, 2
  %3565 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3564, i64 1, 3, 3
  %3566 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3565, i64 8, 4, 3
  %3567 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3566, i64 8, 3, 4
  %3568 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3567, i64 1, 4, 4
  %3569 = call ptr @malloc(i64 128)
  %3570 = ptrtoint ptr %3569 to i64
  %3571 = add i64 %3570, 63
  %3572 = urem i64 %3571, 64
  %3573 = sub i64 %3571, %3572
  %3574 = inttoptr i64 %3573 to ptr
  %3575 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3569, 0
  %3576 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3575, ptr %3574, 1
  %3577 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3576, i64 0, 2
  %3578 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3577, i64 1, 3, 0
  %3579 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3578, i64 2, 3, 1
  %3580 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3579, i64 8, 3, 2
  %3581 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3580, i64 1, 3, 3
  %3582 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3581, i64 16, 4, 0
  %3583 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3582, i64 8, 4, 1
  %3584 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3583, i64 1, 4, 2
  %3585 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3584, i64 1, 4, 3
  br label %3586

3586:                                             ; preds = %3622, %3553
  %3587 = phi i64 [ %3623, %3622 ], [ 0, %3553 ]
  %3588 = icmp slt i64 %3587, 1
  br i1 %3588, label %3589, label %3624

3589:                                             ; preds = %3586
  br label %3590

3590:                                             ; preds = %3620, %3589
  %3591 = phi i64 [ %3621, %3620 ], [ 0, %3589 ]
  %3592 = icmp slt i64 %3591, 2
  br i1 %3592, label %3593, label %3622

3593:                                             ; preds = %3590
  br label %3594

3594:                                             ; preds = %3618, %3593
  %3595 = phi i64 [ %3619, %3618 ], [ 0, %3593 ]
  %3596 = icmp slt i64 %3595, 8
  br i1 %3596, label %3597, label %3620

3597:                                             ; preds = %3594
  br label %3598

3598:                                             ; preds = %3601, %3597
  %3599 = phi i64 [ %3617, %3601 ], [ 0, %3597 ]
  %3600 = icmp slt i64 %3599, 1
  br i1 %3600, label %3601, label %3618

3601:                                             ; preds = %3598
  %3602 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1488, 1
  %3603 = mul nuw nsw i64 %3587, 16
  %3604 = mul nuw nsw i64 %3591, 8
  %3605 = add nuw nsw i64 %3603, %3604
  %3606 = add nuw nsw i64 %3605, %3595
  %3607 = add nuw nsw i64 %3606, %3599
  %3608 = getelementptr inbounds nuw float, ptr %3602, i64 %3607
  %3609 = load float, ptr %3608, align 4
  %3610 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3585, 1
  %3611 = mul nuw nsw i64 %3587, 16
  %3612 = mul nuw nsw i64 %3591, 8
  %3613 = add nuw nsw i64 %3611, %3612
  %3614 = add nuw nsw i64 %3613, %3595
  %3615 = add nuw nsw i64 %3614, %3599
  %3616 = getelementptr inbounds nuw float, ptr %3610, i64 %3615
  store float %3609, ptr %3616, align 4
  %3617 = add i64 %3599, 1
  br label %3598

3618:                                             ; preds = %3598
  %3619 = add i64 %3595, 1
  br label %3594

3620:                                             ; preds = %3594
  %3621 = add i64 %3591, 1
  br label %3590

3622:                                             ; preds = %3590
  %3623 = add i64 %3587, 1
  br label %3586

3624:                                             ; preds = %3586
  br label %3625

3625:                                             ; preds = %3679, %3624
  %3626 = phi i64 [ %3680, %3679 ], [ 0, %3624 ]
  %3627 = icmp slt i64 %3626, 1
  br i1 %3627, label %3628, label %3681

3628:                                             ; preds = %3625
  br label %3629

3629:                                             ; preds = %3677, %3628
  %3630 = phi i64 [ %3678, %3677 ], [ 0, %3628 ]
  %3631 = icmp slt i64 %3630, 2
  br i1 %3631, label %3632, label %3679

3632:                                             ; preds = %3629
  br label %3633

3633:                                             ; preds = %3675, %3632
  %3634 = phi i64 [ %3676, %3675 ], [ 0, %3632 ]
  %3635 = icmp slt i64 %3634, 8
  br i1 %3635, label %3636, label %3677

3636:                                             ; preds = %3633
  br label %3637

3637:                                             ; preds = %3673, %3636
  %3638 = phi i64 [ %3674, %3673 ], [ 0, %3636 ]
  %3639 = icmp slt i64 %3638, 1
  br i1 %3639, label %3640, label %3675

3640:                                             ; preds = %3637
  br label %3641

3641:                                             ; preds = %3644, %3640
  %3642 = phi i64 [ %3672, %3644 ], [ 0, %3640 ]
  %3643 = icmp slt i64 %3642, 8
  br i1 %3643, label %3644, label %3673

3644:                                             ; preds = %3641
  %3645 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %3568, 1
  %3646 = mul nuw nsw i64 %3626, 128
  %3647 = mul nuw nsw i64 %3630, 64
  %3648 = add nuw nsw i64 %3646, %3647
  %3649 = mul nuw nsw i64 %3634, 8
  %3650 = add nuw nsw i64 %3648, %3649
  %3651 = mul nuw nsw i64 %3638, 8
  %3652 = add nuw nsw i64 %3650, %3651
  %3653 = add nuw nsw i64 %3652, %3642
  %3654 = getelementptr inbounds nuw float, ptr %3645, i64 %3653
  %3655 = load float, ptr %3654, align 4
  %3656 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3585, 1
  %3657 = mul nuw nsw i64 %3626, 16
  %3658 = mul nuw nsw i64 %3630, 8
  %3659 = add nuw nsw i64 %3657, %3658
  %3660 = add nuw nsw i64 %3659, %3634
  %3661 = add nuw nsw i64 %3660, %3638
  %3662 = getelementptr inbounds nuw float, ptr %3656, i64 %3661
  %3663 = load float, ptr %3662, align 4
  %3664 = call float @llvm.maximum.f32(float %3655, float %3663)
  %3665 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3585, 1
  %3666 = mul nuw nsw i64 %3626, 16
  %3667 = mul nuw nsw i64 %3630, 8
  %3668 = add nuw nsw i64 %3666, %3667
  %3669 = add nuw nsw i64 %3668, %3634
  %3670 = add nuw nsw i64 %3669, %3638
  %3671 = getelementptr inbounds nuw float, ptr %3665, i64 %3670
  store float %3664, ptr %3671, align 4
  %3672 = add i64 %3642, 1
  br label %3641

3673:                                             ; preds = %3641
  %3674 = add i64 %3638, 1
  br label %3637

3675:                                             ; preds = %3637
  %3676 = add i64 %3634, 1
  br label %3633

3677:                                             ; preds = %3633
  %3678 = add i64 %3630, 1
  br label %3629

3679:                                             ; preds = %3629
  %3680 = add i64 %3626, 1
  br label %3625

3681:                                             ; preds = %3625
  %3682 = call ptr @malloc(i64 576)
  %3683 = ptrtoint ptr %3682 to i64
  %3684 = add i64 %3683, 63
  %3685 = urem i64 %3684, 64
  %3686 = sub i64 %3684, %3685
  %3687 = inttoptr i64 %3686 to ptr
  %3688 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3682, 0
  %3689 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3688, ptr %3687, 1
  %3690 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3689, i64 0, 2
  %3691 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3690, i64 1, 3, 0
  %3692 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3691, i64 2, 3, 1
  %3693 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3692, i64 8, 3, 2
  %3694 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3693, i64 8, 3, 3
  %3695 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3694, i64 128, 4, 0
  %3696 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3695, i64 64, 4, 1
  %3697 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3696, i64 8, 4, 2
  %3698 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3697, i64 1, 4, 3
  br label %3699

3699:                                             ; preds = %3748, %3681
  %3700 = phi i64 [ %3749, %3748 ], [ 0, %3681 ]
  %3701 = icmp slt i64 %3700, 1
  br i1 %3701, label %3702, label %3750

3702:                                             ; preds = %3699
  br label %3703

3703:                                             ; preds = %3746, %3702
  %3704 = phi i64 [ %3747, %3746 ], [ 0, %3702 ]
  %3705 = icmp slt i64 %3704, 2
  br i1 %3705, label %3706, label %3748

3706:                                             ; preds = %3703
  br label %3707

3707:                                             ; preds = %3744, %3706
  %3708 = phi i64 [ %3745, %3744 ], [ 0, %3706 ]
  %3709 = icmp slt i64 %3708, 8
  br i1 %3709, label %3710, label %3746

3710:                                             ; preds = %3707
  br label %3711

3711:                                             ; preds = %3714, %3710
  %3712 = phi i64 [ %3743, %3714 ], [ 0, %3710 ]
  %3713 = icmp slt i64 %3712, 8
  br i1 %3713, label %3714, label %3744

3714:                                             ; preds = %3711
  %3715 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3502, 1
  %3716 = mul nuw nsw i64 %3700, 128
  %3717 = mul nuw nsw i64 %3704, 64
  %3718 = add nuw nsw i64 %3716, %3717
  %3719 = mul nuw nsw i64 %3708, 8
  %3720 = add nuw nsw i64 %3718, %3719
  %3721 = add nuw nsw i64 %3720, %3712
  %3722 = getelementptr inbounds nuw float, ptr %3715, i64 %3721
  %3723 = load float, ptr %3722, align 4
  %3724 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3585, 1
  %3725 = mul nuw nsw i64 %3700, 16
  %3726 = mul nuw nsw i64 %3704, 8
  %3727 = add nuw nsw i64 %3725, %3726
  %3728 = add nuw nsw i64 %3727, %3708
  %3729 = add nuw nsw i64 %3728, 0
  %3730 = getelementptr inbounds nuw float, ptr %3724, i64 %3729
  %3731 = load float, ptr %3730, align 4
  %3732 = fsub float %3723, %3731
  %3733 = fmul float %3732, f0x3FB8AA3B
  %3734 = call float @llvm.exp2.f32(float %3733)
  %3735 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3698, 1
  %3736 = mul nuw nsw i64 %3700, 128
  %3737 = mul nuw nsw i64 %3704, 64
  %3738 = add nuw nsw i64 %3736, %3737
  %3739 = mul nuw nsw i64 %3708, 8
  %3740 = add nuw nsw i64 %3738, %3739
  %3741 = add nuw nsw i64 %3740, %3712
  %3742 = getelementptr inbounds nuw float, ptr %3735, i64 %3741
  store float %3734, ptr %3742, align 4
  %3743 = add i64 %3712, 1
  br label %3711

3744:                                             ; preds = %3711
  %3745 = add i64 %3708, 1
  br label %3707

3746:                                             ; preds = %3707
  %3747 = add i64 %3704, 1
  br label %3703

3748:                                             ; preds = %3703
  %3749 = add i64 %3700, 1
  br label %3699

3750:                                             ; preds = %3699
  %3751 = call ptr @malloc(i64 128)
  %3752 = ptrtoint ptr %3751 to i64
  %3753 = add i64 %3752, 63
  %3754 = urem i64 %3753, 64
  %3755 = sub i64 %3753, %3754
  %3756 = inttoptr i64 %3755 to ptr
  %3757 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3751, 0
  %3758 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3757, ptr %3756, 1
  %3759 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3758, i64 0, 2
  %3760 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3759, i64 1, 3, 0
  %3761 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3760, i64 2, 3, 1
  %3762 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3761, i64 8, 3, 2
  %3763 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3762, i64 1, 3, 3
  %3764 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3763, i64 16, 4, 0
  %3765 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3764, i64 8, 4, 1
  %3766 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3765, i64 1, 4, 2
  %3767 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3766, i64 1, 4, 3
  br label %3768

3768:                                             ; preds = %3804, %3750
  %3769 = phi i64 [ %3805, %3804 ], [ 0, %3750 ]
  %3770 = icmp slt i64 %3769, 1
  br i1 %3770, label %3771, label %3806

3771:                                             ; preds = %3768
  br label %3772

3772:                                             ; preds = %3802, %3771
  %3773 = phi i64 [ %3803, %3802 ], [ 0, %3771 ]
  %3774 = icmp slt i64 %3773, 2
  br i1 %3774, label %3775, label %3804

3775:                                             ; preds = %3772
  br label %3776

3776:                                             ; preds = %3800, %3775
  %3777 = phi i64 [ %3801, %3800 ], [ 0, %3775 ]
  %3778 = icmp slt i64 %3777, 8
  br i1 %3778, label %3779, label %3802

3779:                                             ; preds = %3776
  br label %3780

3780:                                             ; preds = %3783, %3779
  %3781 = phi i64 [ %3799, %3783 ], [ 0, %3779 ]
  %3782 = icmp slt i64 %3781, 1
  br i1 %3782, label %3783, label %3800

3783:                                             ; preds = %3780
  %3784 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1687, 1
  %3785 = mul nuw nsw i64 %3769, 16
  %3786 = mul nuw nsw i64 %3773, 8
  %3787 = add nuw nsw i64 %3785, %3786
  %3788 = add nuw nsw i64 %3787, %3777
  %3789 = add nuw nsw i64 %3788, %3781
  %3790 = getelementptr inbounds nuw float, ptr %3784, i64 %3789
  %3791 = load float, ptr %3790, align 4
  %3792 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3767, 1
  %3793 = mul nuw nsw i64 %3769, 16
  %3794 = mul nuw nsw i64 %3773, 8
  %3795 = add nuw nsw i64 %3793, %3794
  %3796 = add nuw nsw i64 %3795, %3777
  %3797 = add nuw nsw i64 %3796, %3781
  %3798 = getelementptr inbounds nuw float, ptr %3792, i64 %3797
  store float %3791, ptr %3798, align 4
  %3799 = add i64 %3781, 1
  br label %3780

3800:                                             ; preds = %3780
  %3801 = add i64 %3777, 1
  br label %3776

3802:                                             ; preds = %3776
  %3803 = add i64 %3773, 1
  br label %3772

3804:                                             ; preds = %3772
  %3805 = add i64 %3769, 1
  br label %3768

3806:                                             ; preds = %3768
  br label %3807

3807:                                             ; preds = %3853, %3806
  %3808 = phi i64 [ %3854, %3853 ], [ 0, %3806 ]
  %3809 = icmp slt i64 %3808, 1
  br i1 %3809, label %3810, label %3855

3810:                                             ; preds = %3807
  br label %3811

3811:                                             ; preds = %3851, %3810
  %3812 = phi i64 [ %3852, %3851 ], [ 0, %3810 ]
  %3813 = icmp slt i64 %3812, 2
  br i1 %3813, label %3814, label %3853

3814:                                             ; preds = %3811
  br label %3815

3815:                                             ; preds = %3849, %3814
  %3816 = phi i64 [ %3850, %3849 ], [ 0, %3814 ]
  %3817 = icmp slt i64 %3816, 8
  br i1 %3817, label %3818, label %3851

3818:                                             ; preds = %3815
  br label %3819

3819:                                             ; preds = %3822, %3818
  %3820 = phi i64 [ %3848, %3822 ], [ 0, %3818 ]
  %3821 = icmp slt i64 %3820, 8
  br i1 %3821, label %3822, label %3849

3822:                                             ; preds = %3819
  %3823 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3698, 1
  %3824 = mul nuw nsw i64 %3808, 128
  %3825 = mul nuw nsw i64 %3812, 64
  %3826 = add nuw nsw i64 %3824, %3825
  %3827 = mul nuw nsw i64 %3816, 8
  %3828 = add nuw nsw i64 %3826, %3827
  %3829 = add nuw nsw i64 %3828, %3820
  %3830 = getelementptr inbounds nuw float, ptr %3823, i64 %3829
  %3831 = load float, ptr %3830, align 4
  %3832 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3767, 1
  %3833 = mul nuw nsw i64 %3808, 16
  %3834 = mul nuw nsw i64 %3812, 8
  %3835 = add nuw nsw i64 %3833, %3834
  %3836 = add nuw nsw i64 %3835, %3816
  %3837 = add nuw nsw i64 %3836, 0
  %3838 = getelementptr inbounds nuw float, ptr %3832, i64 %3837
  %3839 = load float, ptr %3838, align 4
  %3840 = fadd float %3831, %3839
  %3841 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3767, 1
  %3842 = mul nuw nsw i64 %3808, 16
  %3843 = mul nuw nsw i64 %3812, 8
  %3844 = add nuw nsw i64 %3842, %3843
  %3845 = add nuw nsw i64 %3844, %3816
  %3846 = add nuw nsw i64 %3845, 0
  %3847 = getelementptr inbounds nuw float, ptr %3841, i64 %3846
  store float %3840, ptr %3847, align 4
  %3848 = add i64 %3820, 1
  br label %3819

3849:                                             ; preds = %3819
  %3850 = add i64 %3816, 1
  br label %3815

3851:                                             ; preds = %3815
  %3852 = add i64 %3812, 1
  br label %3811

3853:                                             ; preds = %3811
  %3854 = add i64 %3808, 1
  br label %3807

3855:                                             ; preds = %3807
  %3856 = call ptr @malloc(i64 1088)
  %3857 = ptrtoint ptr %3856 to i64
  %3858 = add i64 %3857, 63
  %3859 = urem i64 %3858, 64
  %3860 = sub i64 %3858, %3859
  %3861 = inttoptr i64 %3860 to ptr
  %3862 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3856, 0
  %3863 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3862, ptr %3861, 1
  %3864 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3863, i64 0, 2
  %3865 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3864, i64 1, 3, 0
  %3866 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3865, i64 2, 3, 1
  %3867 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3866, i64 8, 3, 2
  %3868 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3867, i64 16, 3, 3
  %3869 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3868, i64 256, 4, 0
  %3870 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3869, i64 128, 4, 1
  %3871 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3870, i64 16, 4, 2
  %3872 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3871, i64 1, 4, 3
  br label %3873

3873:                                             ; preds = %3911, %3855
  %3874 = phi i64 [ %3912, %3911 ], [ 0, %3855 ]
  %3875 = icmp slt i64 %3874, 1
  br i1 %3875, label %3876, label %3913

3876:                                             ; preds = %3873
  br label %3877

3877:                                             ; preds = %3909, %3876
  %3878 = phi i64 [ %3910, %3909 ], [ 0, %3876 ]
  %3879 = icmp slt i64 %3878, 2
  br i1 %3879, label %3880, label %3911

3880:                                             ; preds = %3877
  br label %3881

3881:                                             ; preds = %3907, %3880
  %3882 = phi i64 [ %3908, %3907 ], [ 0, %3880 ]
  %3883 = icmp slt i64 %3882, 8
  br i1 %3883, label %3884, label %3909

3884:                                             ; preds = %3881
  br label %3885

3885:                                             ; preds = %3888, %3884
  %3886 = phi i64 [ %3906, %3888 ], [ 0, %3884 ]
  %3887 = icmp slt i64 %3886, 16
  br i1 %3887, label %3888, label %3907

3888:                                             ; preds = %3885
  %3889 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1875, 1
  %3890 = mul nuw nsw i64 %3874, 256
  %3891 = mul nuw nsw i64 %3878, 128
  %3892 = add nuw nsw i64 %3890, %3891
  %3893 = mul nuw nsw i64 %3882, 16
  %3894 = add nuw nsw i64 %3892, %3893
  %3895 = add nuw nsw i64 %3894, %3886
  %3896 = getelementptr inbounds nuw float, ptr %3889, i64 %3895
  %3897 = load float, ptr %3896, align 4
  %3898 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3872, 1
  %3899 = mul nuw nsw i64 %3874, 256
  %3900 = mul nuw nsw i64 %3878, 128
  %3901 = add nuw nsw i64 %3899, %3900
  %3902 = mul nuw nsw i64 %3882, 16
  %3903 = add nuw nsw i64 %3901, %3902
  %3904 = add nuw nsw i64 %3903, %3886
  %3905 = getelementptr inbounds nuw float, ptr %3898, i64 %3904
  store float %3897, ptr %3905, align 4
  %3906 = add i64 %3886, 1
  br label %3885

3907:                                             ; preds = %3885
  %3908 = add i64 %3882, 1
  br label %3881

3909:                                             ; preds = %3881
  %3910 = add i64 %3878, 1
  br label %3877

3911:                                             ; preds = %3877
  %3912 = add i64 %3874, 1
  br label %3873

3913:                                             ; preds = %3873
  br label %3914

3914:                                             ; preds = %3988, %3913
  %3915 = phi i64 [ %3989, %3988 ], [ 0, %3913 ]
  %3916 = icmp slt i64 %3915, 1
  br i1 %3916, label %3917, label %3990

3917:                                             ; preds = %3914
  br label %3918

3918:                                             ; preds = %3986, %3917
  %3919 = phi i64 [ %3987, %3986 ], [ 0, %3917 ]
  %3920 = icmp slt i64 %3919, 2
  br i1 %3920, label %3921, label %3988

3921:                                             ; preds = %3918
  br label %3922

3922:                                             ; preds = %3984, %3921
  %3923 = phi i64 [ %3985, %3984 ], [ 0, %3921 ]
  %3924 = icmp slt i64 %3923, 8
  br i1 %3924, label %3925, label %3986

3925:                                             ; preds = %3922
  br label %3926

3926:                                             ; preds = %3982, %3925
  %3927 = phi i64 [ %3983, %3982 ], [ 0, %3925 ]
  %3928 = icmp slt i64 %3927, 16
  br i1 %3928, label %3929, label %3984

3929:                                             ; preds = %3926
  br label %3930

3930:                                             ; preds = %3933, %3929
  %3931 = phi i64 [ %3981, %3933 ], [ 0, %3929 ]
  %3932 = icmp slt i64 %3931, 8
  br i1 %3932, label %3933, label %3982

3933:                                             ; preds = %3930
  %3934 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3698, 1
  %3935 = mul nuw nsw i64 %3915, 128
  %3936 = mul nuw nsw i64 %3919, 64
  %3937 = add nuw nsw i64 %3935, %3936
  %3938 = mul nuw nsw i64 %3923, 8
  %3939 = add nuw nsw i64 %3937, %3938
  %3940 = add nuw nsw i64 %3939, %3931
  %3941 = getelementptr inbounds nuw float, ptr %3934, i64 %3940
  %3942 = load float, ptr %3941, align 4
  %3943 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3767, 1
  %3944 = mul nuw nsw i64 %3915, 16
  %3945 = mul nuw nsw i64 %3919, 8
  %3946 = add nuw nsw i64 %3944, %3945
  %3947 = add nuw nsw i64 %3946, %3923
  %3948 = add nuw nsw i64 %3947, 0
  %3949 = getelementptr inbounds nuw float, ptr %3943, i64 %3948
  %3950 = load float, ptr %3949, align 4
  %3951 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3346, 1
  %3952 = getelementptr float, ptr %3951, i64 64
  %3953 = mul nuw nsw i64 %3915, 768
  %3954 = mul nuw nsw i64 %3931, 96
  %3955 = add nuw nsw i64 %3953, %3954
  %3956 = mul nuw nsw i64 %3919, 16
  %3957 = add nuw nsw i64 %3955, %3956
  %3958 = add nuw nsw i64 %3957, %3927
  %3959 = getelementptr inbounds nuw float, ptr %3952, i64 %3958
  %3960 = load float, ptr %3959, align 4
  %3961 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3872, 1
  %3962 = mul nuw nsw i64 %3915, 256
  %3963 = mul nuw nsw i64 %3919, 128
  %3964 = add nuw nsw i64 %3962, %3963
  %3965 = mul nuw nsw i64 %3923, 16
  %3966 = add nuw nsw i64 %3964, %3965
  %3967 = add nuw nsw i64 %3966, %3927
  %3968 = getelementptr inbounds nuw float, ptr %3961, i64 %3967
  %3969 = load float, ptr %3968, align 4
  %3970 = fdiv float %3942, %3950
  %3971 = fmul float %3970, %3960
  %3972 = fadd float %3969, %3971
  %3973 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3872, 1
  %3974 = mul nuw nsw i64 %3915, 256
  %3975 = mul nuw nsw i64 %3919, 128
  %3976 = add nuw nsw i64 %3974, %3975
  %3977 = mul nuw nsw i64 %3923, 16
  %3978 = add nuw nsw i64 %3976, %3977
  %3979 = add nuw nsw i64 %3978, %3927
  %3980 = getelementptr inbounds nuw float, ptr %3973, i64 %3979
  store float %3972, ptr %3980, align 4
  %3981 = add i64 %3931, 1
  br label %3930

3982:                                             ; preds = %3930
  %3983 = add i64 %3927, 1
  br label %3926

3984:                                             ; preds = %3926
  %3985 = add i64 %3923, 1
  br label %3922

3986:                                             ; preds = %3922
  %3987 = add i64 %3919, 1
  br label %3918

3988:                                             ; preds = %3918
  %3989 = add i64 %3915, 1
  br label %3914

3990:                                             ; preds = %3914
  %3991 = call ptr @malloc(i64 1088)
  %3992 = ptrtoint ptr %3991 to i64
  %3993 = add i64 %3992, 63
  %3994 = urem i64 %3993, 64
  %3995 = sub i64 %3993, %3994
  %3996 = inttoptr i64 %3995 to ptr
  %3997 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3991, 0
  %3998 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3997, ptr %3996, 1
  %3999 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3998, i64 0, 2
  %4000 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3999, i64 1, 3, 0
  %4001 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4000, i64 8, 3, 1
  %4002 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4001, i64 32, 3, 2
  %4003 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4002, i64 256, 4, 0
  %4004 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4003, i64 32, 4, 1
  %4005 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4004, i64 1, 4, 2
  br label %4006

4006:                                             ; preds = %4034, %3990
  %4007 = phi i64 [ %4035, %4034 ], [ 0, %3990 ]
  %4008 = icmp slt i64 %4007, 1
  br i1 %4008, label %4009, label %4036

4009:                                             ; preds = %4006
  br label %4010

4010:                                             ; preds = %4032, %4009
  %4011 = phi i64 [ %4033, %4032 ], [ 0, %4009 ]
  %4012 = icmp slt i64 %4011, 8
  br i1 %4012, label %4013, label %4034

4013:                                             ; preds = %4010
  br label %4014

4014:                                             ; preds = %4017, %4013
  %4015 = phi i64 [ %4031, %4017 ], [ 0, %4013 ]
  %4016 = icmp slt i64 %4015, 32
  br i1 %4016, label %4017, label %4032

4017:                                             ; preds = %4014
  %4018 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2050, 1
  %4019 = mul nuw nsw i64 %4007, 256
  %4020 = mul nuw nsw i64 %4011, 32
  %4021 = add nuw nsw i64 %4019, %4020
  %4022 = add nuw nsw i64 %4021, %4015
  %4023 = getelementptr inbounds nuw float, ptr %4018, i64 %4022
  %4024 = load float, ptr %4023, align 4
  %4025 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4005, 1
  %4026 = mul nuw nsw i64 %4007, 256
  %4027 = mul nuw nsw i64 %4011, 32
  %4028 = add nuw nsw i64 %4026, %4027
  %4029 = add nuw nsw i64 %4028, %4015
  %4030 = getelementptr inbounds nuw float, ptr %4025, i64 %4029
  store float %4024, ptr %4030, align 4
  %4031 = add i64 %4015, 1
  br label %4014

4032:                                             ; preds = %4014
  %4033 = add i64 %4011, 1
  br label %4010

4034:                                             ; preds = %4010
  %4035 = add i64 %4007, 1
  br label %4006

4036:                                             ; preds = %4006
  br label %4037

4037:                                             ; preds = %4094, %4036
  %4038 = phi i64 [ %4095, %4094 ], [ 0, %4036 ]
  %4039 = icmp slt i64 %4038, 1
  br i1 %4039, label %4040, label %4096

4040:                                             ; preds = %4037
  br label %4041

4041:                                             ; preds = %4092, %4040
  %4042 = phi i64 [ %4093, %4092 ], [ 0, %4040 ]
  %4043 = icmp slt i64 %4042, 8
  br i1 %4043, label %4044, label %4094

4044:                                             ; preds = %4041
  br label %4045

4045:                                             ; preds = %4090, %4044
  %4046 = phi i64 [ %4091, %4090 ], [ 0, %4044 ]
  %4047 = icmp slt i64 %4046, 32
  br i1 %4047, label %4048, label %4092

4048:                                             ; preds = %4045
  br label %4049

4049:                                             ; preds = %4088, %4048
  %4050 = phi i64 [ %4089, %4088 ], [ 0, %4048 ]
  %4051 = icmp slt i64 %4050, 2
  br i1 %4051, label %4052, label %4090

4052:                                             ; preds = %4049
  br label %4053

4053:                                             ; preds = %4056, %4052
  %4054 = phi i64 [ %4087, %4056 ], [ 0, %4052 ]
  %4055 = icmp slt i64 %4054, 16
  br i1 %4055, label %4056, label %4088

4056:                                             ; preds = %4053
  %4057 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3872, 1
  %4058 = mul nuw nsw i64 %4038, 256
  %4059 = mul nuw nsw i64 %4050, 128
  %4060 = add nuw nsw i64 %4058, %4059
  %4061 = mul nuw nsw i64 %4042, 16
  %4062 = add nuw nsw i64 %4060, %4061
  %4063 = add nuw nsw i64 %4062, %4054
  %4064 = getelementptr inbounds nuw float, ptr %4057, i64 %4063
  %4065 = load float, ptr %4064, align 4
  %4066 = mul nuw nsw i64 %4050, 512
  %4067 = mul nuw nsw i64 %4054, 32
  %4068 = add nuw nsw i64 %4066, %4067
  %4069 = add nuw nsw i64 %4068, %4046
  %4070 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32, i64 %4069
  %4071 = load float, ptr %4070, align 4
  %4072 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4005, 1
  %4073 = mul nuw nsw i64 %4038, 256
  %4074 = mul nuw nsw i64 %4042, 32
  %4075 = add nuw nsw i64 %4073, %4074
  %4076 = add nuw nsw i64 %4075, %4046
  %4077 = getelementptr inbounds nuw float, ptr %4072, i64 %4076
  %4078 = load float, ptr %4077, align 4
  %4079 = fmul float %4065, %4071
  %4080 = fadd float %4078, %4079
  %4081 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4005, 1
  %4082 = mul nuw nsw i64 %4038, 256
  %4083 = mul nuw nsw i64 %4042, 32
  %4084 = add nuw nsw i64 %4082, %4083
  %4085 = add nuw nsw i64 %4084, %4046
  %4086 = getelementptr inbounds nuw float, ptr %4081, i64 %4085
  store float %4080, ptr %4086, align 4
  %4087 = add i64 %4054, 1
  br label %4053

4088:                                             ; preds = %4053
  %4089 = add i64 %4050, 1
  br label %4049

4090:                                             ; preds = %4049
  %4091 = add i64 %4046, 1
  br label %4045

4092:                                             ; preds = %4045
  %4093 = add i64 %4042, 1
  br label %4041

4094:                                             ; preds = %4041
  %4095 = add i64 %4038, 1
  br label %4037

4096:                                             ; preds = %4037
  %4097 = call ptr @malloc(i64 1088)
  %4098 = ptrtoint ptr %4097 to i64
  %4099 = add i64 %4098, 63
  %4100 = urem i64 %4099, 64
  %4101 = sub i64 %4099, %4100
  %4102 = inttoptr i64 %4101 to ptr
  %4103 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4097, 0
  %4104 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4103, ptr %4102, 1
  %4105 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4104, i64 0, 2
  %4106 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4105, i64 1, 3, 0
  %4107 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4106, i64 8, 3, 1
  %4108 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4107, i64 32, 3, 2
  %4109 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4108, i64 256, 4, 0
  %4110 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4109, i64 32, 4, 1
  %4111 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4110, i64 1, 4, 2
  br label %4112

4112:                                             ; preds = %4151, %4096
  %4113 = phi i64 [ %4152, %4151 ], [ 0, %4096 ]
  %4114 = icmp slt i64 %4113, 1
  br i1 %4114, label %4115, label %4153

4115:                                             ; preds = %4112
  br label %4116

4116:                                             ; preds = %4149, %4115
  %4117 = phi i64 [ %4150, %4149 ], [ 0, %4115 ]
  %4118 = icmp slt i64 %4117, 8
  br i1 %4118, label %4119, label %4151

4119:                                             ; preds = %4116
  br label %4120

4120:                                             ; preds = %4123, %4119
  %4121 = phi i64 [ %4148, %4123 ], [ 0, %4119 ]
  %4122 = icmp slt i64 %4121, 32
  br i1 %4122, label %4123, label %4149

4123:                                             ; preds = %4120
  %4124 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4005, 1
  %4125 = mul nuw nsw i64 %4113, 256
  %4126 = mul nuw nsw i64 %4117, 32
  %4127 = add nuw nsw i64 %4125, %4126
  %4128 = add nuw nsw i64 %4127, %4121
  %4129 = getelementptr inbounds nuw float, ptr %4124, i64 %4128
  %4130 = load float, ptr %4129, align 4
  %4131 = getelementptr inbounds nuw float, ptr @__constant_32xf32_4, i64 %4121
  %4132 = load float, ptr %4131, align 4
  %4133 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2808, 1
  %4134 = mul nuw nsw i64 %4113, 256
  %4135 = mul nuw nsw i64 %4117, 32
  %4136 = add nuw nsw i64 %4134, %4135
  %4137 = add nuw nsw i64 %4136, %4121
  %4138 = getelementptr inbounds nuw float, ptr %4133, i64 %4137
  %4139 = load float, ptr %4138, align 4
  %4140 = fadd float %4130, %4132
  %4141 = fadd float %4140, %4139
  %4142 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4111, 1
  %4143 = mul nuw nsw i64 %4113, 256
  %4144 = mul nuw nsw i64 %4117, 32
  %4145 = add nuw nsw i64 %4143, %4144
  %4146 = add nuw nsw i64 %4145, %4121
  %4147 = getelementptr inbounds nuw float, ptr %4142, i64 %4146
  store float %4141, ptr %4147, align 4
  %4148 = add i64 %4121, 1
  br label %4120

4149:                                             ; preds = %4120
  %4150 = add i64 %4117, 1
  br label %4116

4151:                                             ; preds = %4116
  %4152 = add i64 %4113, 1
  br label %4112

4153:                                             ; preds = %4112
  %4154 = call ptr @malloc(i64 2112)
  %4155 = ptrtoint ptr %4154 to i64
  %4156 = add i64 %4155, 63
  %4157 = urem i64 %4156, 64
  %4158 = sub i64 %4156, %4157
  %4159 = inttoptr i64 %4158 to ptr
  %4160 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4154, 0
  %4161 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4160, ptr %4159, 1
  %4162 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4161, i64 0, 2
  %4163 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4162, i64 1, 3, 0
  %4164 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4163, i64 8, 3, 1
  %4165 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4164, i64 32, 3, 2
  %4166 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4165, i64 256, 4, 0
  %4167 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4166, i64 32, 4, 1
  %4168 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4167, i64 1, 4, 2
  br label %4169

4169:                                             ; preds = %4198, %4153
  %4170 = phi i64 [ %4199, %4198 ], [ 0, %4153 ]
  %4171 = icmp slt i64 %4170, 1
  br i1 %4171, label %4172, label %4200

4172:                                             ; preds = %4169
  br label %4173

4173:                                             ; preds = %4196, %4172
  %4174 = phi i64 [ %4197, %4196 ], [ 0, %4172 ]
  %4175 = icmp slt i64 %4174, 8
  br i1 %4175, label %4176, label %4198

4176:                                             ; preds = %4173
  br label %4177

4177:                                             ; preds = %4180, %4176
  %4178 = phi i64 [ %4195, %4180 ], [ 0, %4176 ]
  %4179 = icmp slt i64 %4178, 32
  br i1 %4179, label %4180, label %4196

4180:                                             ; preds = %4177
  %4181 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4111, 1
  %4182 = mul nuw nsw i64 %4170, 256
  %4183 = mul nuw nsw i64 %4174, 32
  %4184 = add nuw nsw i64 %4182, %4183
  %4185 = add nuw nsw i64 %4184, %4178
  %4186 = getelementptr inbounds nuw float, ptr %4181, i64 %4185
  %4187 = load float, ptr %4186, align 4
  %4188 = fpext float %4187 to double
  %4189 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4168, 1
  %4190 = mul nuw nsw i64 %4170, 256
  %4191 = mul nuw nsw i64 %4174, 32
  %4192 = add nuw nsw i64 %4190, %4191
  %4193 = add nuw nsw i64 %4192, %4178
  %4194 = getelementptr inbounds nuw double, ptr %4189, i64 %4193
  store double %4188, ptr %4194, align 8
  %4195 = add i64 %4178, 1
  br label %4177

4196:                                             ; preds = %4177
  %4197 = add i64 %4174, 1
  br label %4173

4198:                                             ; preds = %4173
  %4199 = add i64 %4170, 1
  br label %4169

4200:                                             ; preds = %4169
  %4201 = call ptr @malloc(i64 128)
  %4202 = ptrtoint ptr %4201 to i64
  %4203 = add i64 %4202, 63
  %4204 = urem i64 %4203, 64
  %4205 = sub i64 %4203, %4204
  %4206 = inttoptr i64 %4205 to ptr
  %4207 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4201, 0
  %4208 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4207, ptr %4206, 1
  %4209 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4208, i64 0, 2
  %4210 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4209, i64 1, 3, 0
  %4211 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4210, i64 8, 3, 1
  %4212 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4211, i64 1, 3, 2
  %4213 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4212, i64 8, 4, 0
  %4214 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4213, i64 1, 4, 1
  %4215 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4214, i64 1, 4, 2
  br label %4216

4216:                                             ; preds = %4242, %4200
  %4217 = phi i64 [ %4243, %4242 ], [ 0, %4200 ]
  %4218 = icmp slt i64 %4217, 1
  br i1 %4218, label %4219, label %4244

4219:                                             ; preds = %4216
  br label %4220

4220:                                             ; preds = %4240, %4219
  %4221 = phi i64 [ %4241, %4240 ], [ 0, %4219 ]
  %4222 = icmp slt i64 %4221, 8
  br i1 %4222, label %4223, label %4242

4223:                                             ; preds = %4220
  br label %4224

4224:                                             ; preds = %4227, %4223
  %4225 = phi i64 [ %4239, %4227 ], [ 0, %4223 ]
  %4226 = icmp slt i64 %4225, 1
  br i1 %4226, label %4227, label %4240

4227:                                             ; preds = %4224
  %4228 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %612, 1
  %4229 = mul nuw nsw i64 %4217, 8
  %4230 = add nuw nsw i64 %4229, %4221
  %4231 = add nuw nsw i64 %4230, %4225
  %4232 = getelementptr inbounds nuw double, ptr %4228, i64 %4231
  %4233 = load double, ptr %4232, align 8
  %4234 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4215, 1
  %4235 = mul nuw nsw i64 %4217, 8
  %4236 = add nuw nsw i64 %4235, %4221
  %4237 = add nuw nsw i64 %4236, %4225
  %4238 = getelementptr inbounds nuw double, ptr %4234, i64 %4237
  store double %4233, ptr %4238, align 8
  %4239 = add i64 %4225, 1
  br label %4224

4240:                                             ; preds = %4224
  %4241 = add i64 %4221, 1
  br label %4220

4242:                                             ; preds = %4220
  %4243 = add i64 %4217, 1
  br label %4216

4244:                                             ; preds = %4216
  br label %4245

4245:                                             ; preds = %4279, %4244
  %4246 = phi i64 [ %4280, %4279 ], [ 0, %4244 ]
  %4247 = icmp slt i64 %4246, 1
  br i1 %4247, label %4248, label %4281

4248:                                             ; preds = %4245
  br label %4249

4249:                                             ; preds = %4277, %4248
  %4250 = phi i64 [ %4278, %4277 ], [ 0, %4248 ]
  %4251 = icmp slt i64 %4250, 8
  br i1 %4251, label %4252, label %4279

4252:                                             ; preds = %4249
  br label %4253

4253:                                             ; preds = %4256, %4252
  %4254 = phi i64 [ %4276, %4256 ], [ 0, %4252 ]
  %4255 = icmp slt i64 %4254, 32
  br i1 %4255, label %4256, label %4277

4256:                                             ; preds = %4253
  %4257 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4168, 1
  %4258 = mul nuw nsw i64 %4246, 256
  %4259 = mul nuw nsw i64 %4250, 32
  %4260 = add nuw nsw i64 %4258, %4259
  %4261 = add nuw nsw i64 %4260, %4254
  %4262 = getelementptr inbounds nuw double, ptr %4257, i64 %4261
  %4263 = load double, ptr %4262, align 8
  %4264 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4215, 1
  %4265 = mul nuw nsw i64 %4246, 8
  %4266 = add nuw nsw i64 %4265, %4250
  %4267 = add nuw nsw i64 %4266, 0
  %4268 = getelementptr inbounds nuw double, ptr %4264, i64 %4267
  %4269 = load double, ptr %4268, align 8
  %4270 = fadd double %4263, %4269
  %4271 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4215, 1
  %4272 = mul nuw nsw i64 %4246, 8
  %4273 = add nuw nsw i64 %4272, %4250
  %4274 = add nuw nsw i64 %4273, 0
  %4275 = getelementptr inbounds nuw double, ptr %4271, i64 %4274
  store double %4270, ptr %4275, align 8
  %4276 = add i64 %4254, 1
  br label %4253

4277:                                             ; preds = %4253
  %4278 = add i64 %4250, 1
  br label %4249

4279:                                             ; preds = %4249
  %4280 = add i64 %4246, 1
  br label %4245

4281:                                             ; preds = %4245
  %4282 = call ptr @malloc(i64 128)
  %4283 = ptrtoint ptr %4282 to i64
  %4284 = add i64 %4283, 63
  %4285 = urem i64 %4284, 64
  %4286 = sub i64 %4284, %4285
  %4287 = inttoptr i64 %4286 to ptr
  %4288 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4282, 0
  %4289 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4288, ptr %4287, 1
  %4290 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4289, i64 0, 2
  %4291 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4290, i64 1, 3, 0
  %4292 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4291, i64 8, 3, 1
  %4293 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4292, i64 1, 3, 2
  %4294 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4293, i64 8, 4, 0
  %4295 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4294, i64 1, 4, 1
  %4296 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4295, i64 1, 4, 2
  br label %4297

4297:                                             ; preds = %4323, %4281
  %4298 = phi i64 [ %4324, %4323 ], [ 0, %4281 ]
  %4299 = icmp slt i64 %4298, 1
  br i1 %4299, label %4300, label %4325

4300:                                             ; preds = %4297
  br label %4301

4301:                                             ; preds = %4321, %4300
  %4302 = phi i64 [ %4322, %4321 ], [ 0, %4300 ]
  %4303 = icmp slt i64 %4302, 8
  br i1 %4303, label %4304, label %4323

4304:                                             ; preds = %4301
  br label %4305

4305:                                             ; preds = %4308, %4304
  %4306 = phi i64 [ %4320, %4308 ], [ 0, %4304 ]
  %4307 = icmp slt i64 %4306, 1
  br i1 %4307, label %4308, label %4321

4308:                                             ; preds = %4305
  %4309 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %612, 1
  %4310 = mul nuw nsw i64 %4298, 8
  %4311 = add nuw nsw i64 %4310, %4302
  %4312 = add nuw nsw i64 %4311, %4306
  %4313 = getelementptr inbounds nuw double, ptr %4309, i64 %4312
  %4314 = load double, ptr %4313, align 8
  %4315 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4296, 1
  %4316 = mul nuw nsw i64 %4298, 8
  %4317 = add nuw nsw i64 %4316, %4302
  %4318 = add nuw nsw i64 %4317, %4306
  %4319 = getelementptr inbounds nuw double, ptr %4315, i64 %4318
  store double %4314, ptr %4319, align 8
  %4320 = add i64 %4306, 1
  br label %4305

4321:                                             ; preds = %4305
  %4322 = add i64 %4302, 1
  br label %4301

4323:                                             ; preds = %4301
  %4324 = add i64 %4298, 1
  br label %4297

4325:                                             ; preds = %4297
  br label %4326

4326:                                             ; preds = %4369, %4325
  %4327 = phi i64 [ %4370, %4369 ], [ 0, %4325 ]
  %4328 = icmp slt i64 %4327, 1
  br i1 %4328, label %4329, label %4371

4329:                                             ; preds = %4326
  br label %4330

4330:                                             ; preds = %4367, %4329
  %4331 = phi i64 [ %4368, %4367 ], [ 0, %4329 ]
  %4332 = icmp slt i64 %4331, 8
  br i1 %4332, label %4333, label %4369

4333:                                             ; preds = %4330
  br label %4334

4334:                                             ; preds = %4337, %4333
  %4335 = phi i64 [ %4366, %4337 ], [ 0, %4333 ]
  %4336 = icmp slt i64 %4335, 32
  br i1 %4336, label %4337, label %4367

4337:                                             ; preds = %4334
  %4338 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4168, 1
  %4339 = mul nuw nsw i64 %4327, 256
  %4340 = mul nuw nsw i64 %4331, 32
  %4341 = add nuw nsw i64 %4339, %4340
  %4342 = add nuw nsw i64 %4341, %4335
  %4343 = getelementptr inbounds nuw double, ptr %4338, i64 %4342
  %4344 = load double, ptr %4343, align 8
  %4345 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4215, 1
  %4346 = mul nuw nsw i64 %4327, 8
  %4347 = add nuw nsw i64 %4346, %4331
  %4348 = add nuw nsw i64 %4347, 0
  %4349 = getelementptr inbounds nuw double, ptr %4345, i64 %4348
  %4350 = load double, ptr %4349, align 8
  %4351 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4296, 1
  %4352 = mul nuw nsw i64 %4327, 8
  %4353 = add nuw nsw i64 %4352, %4331
  %4354 = add nuw nsw i64 %4353, 0
  %4355 = getelementptr inbounds nuw double, ptr %4351, i64 %4354
  %4356 = load double, ptr %4355, align 8
  %4357 = fdiv double %4350, 3.200000e+01
  %4358 = fsub double %4344, %4357
  %4359 = fmul double %4358, %4358
  %4360 = fadd double %4359, %4356
  %4361 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4296, 1
  %4362 = mul nuw nsw i64 %4327, 8
  %4363 = add nuw nsw i64 %4362, %4331
  %4364 = add nuw nsw i64 %4363, 0
  %4365 = getelementptr inbounds nuw double, ptr %4361, i64 %4364
  store double %4360, ptr %4365, align 8
  %4366 = add i64 %4335, 1
  br label %4334

4367:                                             ; preds = %4334
  %4368 = add i64 %4331, 1
  br label %4330

4369:                                             ; preds = %4330
  %4370 = add i64 %4327, 1
  br label %4326

4371:                                             ; preds = %4326
  %4372 = call ptr @malloc(i64 96)
  %4373 = ptrtoint ptr %4372 to i64
  %4374 = add i64 %4373, 63
  %4375 = urem i64 %4374, 64
  %4376 = sub i64 %4374, %4375
  %4377 = inttoptr i64 %4376 to ptr
  %4378 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4372, 0
  %4379 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4378, ptr %4377, 1
  %4380 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4379, i64 0, 2
  %4381 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4380, i64 1, 3, 0
  %4382 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4381, i64 8, 3, 1
  %4383 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4382, i64 1, 3, 2
  %4384 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4383, i64 8, 4, 0
  %4385 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4384, i64 1, 4, 1
  %4386 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4385, i64 1, 4, 2
  br label %4387

4387:                                             ; preds = %4413, %4371
  %4388 = phi i64 [ %4414, %4413 ], [ 0, %4371 ]
  %4389 = icmp slt i64 %4388, 1
  br i1 %4389, label %4390, label %4415

4390:                                             ; preds = %4387
  br label %4391

4391:                                             ; preds = %4411, %4390
  %4392 = phi i64 [ %4412, %4411 ], [ 0, %4390 ]
  %4393 = icmp slt i64 %4392, 8
  br i1 %4393, label %4394, label %4413

4394:                                             ; preds = %4391
  br label %4395

4395:                                             ; preds = %4398, %4394
  %4396 = phi i64 [ %4410, %4398 ], [ 0, %4394 ]
  %4397 = icmp slt i64 %4396, 1
  br i1 %4397, label %4398, label %4411

4398:                                             ; preds = %4395
  %4399 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %821, 1
  %4400 = mul nuw nsw i64 %4388, 8
  %4401 = add nuw nsw i64 %4400, %4392
  %4402 = add nuw nsw i64 %4401, %4396
  %4403 = getelementptr inbounds nuw float, ptr %4399, i64 %4402
  %4404 = load float, ptr %4403, align 4
  %4405 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4386, 1
  %4406 = mul nuw nsw i64 %4388, 8
  %4407 = add nuw nsw i64 %4406, %4392
  %4408 = add nuw nsw i64 %4407, %4396
  %4409 = getelementptr inbounds nuw float, ptr %4405, i64 %4408
  store float %4404, ptr %4409, align 4
  %4410 = add i64 %4396, 1
  br label %4395

4411:                                             ; preds = %4395
  %4412 = add i64 %4392, 1
  br label %4391

4413:                                             ; preds = %4391
  %4414 = add i64 %4388, 1
  br label %4387

4415:                                             ; preds = %4387
  br label %4416

4416:                                             ; preds = %4450, %4415
  %4417 = phi i64 [ %4451, %4450 ], [ 0, %4415 ]
  %4418 = icmp slt i64 %4417, 1
  br i1 %4418, label %4419, label %4452

4419:                                             ; preds = %4416
  br label %4420

4420:                                             ; preds = %4448, %4419
  %4421 = phi i64 [ %4449, %4448 ], [ 0, %4419 ]
  %4422 = icmp slt i64 %4421, 8
  br i1 %4422, label %4423, label %4450

4423:                                             ; preds = %4420
  br label %4424

4424:                                             ; preds = %4427, %4423
  %4425 = phi i64 [ %4447, %4427 ], [ 0, %4423 ]
  %4426 = icmp slt i64 %4425, 32
  br i1 %4426, label %4427, label %4448

4427:                                             ; preds = %4424
  %4428 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4111, 1
  %4429 = mul nuw nsw i64 %4417, 256
  %4430 = mul nuw nsw i64 %4421, 32
  %4431 = add nuw nsw i64 %4429, %4430
  %4432 = add nuw nsw i64 %4431, %4425
  %4433 = getelementptr inbounds nuw float, ptr %4428, i64 %4432
  %4434 = load float, ptr %4433, align 4
  %4435 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4386, 1
  %4436 = mul nuw nsw i64 %4417, 8
  %4437 = add nuw nsw i64 %4436, %4421
  %4438 = add nuw nsw i64 %4437, 0
  %4439 = getelementptr inbounds nuw float, ptr %4435, i64 %4438
  %4440 = load float, ptr %4439, align 4
  %4441 = fadd float %4434, %4440
  %4442 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4386, 1
  %4443 = mul nuw nsw i64 %4417, 8
  %4444 = add nuw nsw i64 %4443, %4421
  %4445 = add nuw nsw i64 %4444, 0
  %4446 = getelementptr inbounds nuw float, ptr %4442, i64 %4445
  store float %4441, ptr %4446, align 4
  %4447 = add i64 %4425, 1
  br label %4424

4448:                                             ; preds = %4424
  %4449 = add i64 %4421, 1
  br label %4420

4450:                                             ; preds = %4420
  %4451 = add i64 %4417, 1
  br label %4416

4452:                                             ; preds = %4416
  %4453 = call ptr @malloc(i64 4160)
  %4454 = ptrtoint ptr %4453 to i64
  %4455 = add i64 %4454, 63
  %4456 = urem i64 %4455, 64
  %4457 = sub i64 %4455, %4456
  %4458 = inttoptr i64 %4457 to ptr
  %4459 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4453, 0
  %4460 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4459, ptr %4458, 1
  %4461 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4460, i64 0, 2
  %4462 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4461, i64 1, 3, 0
  %4463 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4462, i64 8, 3, 1
  %4464 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4463, i64 128, 3, 2
  %4465 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4464, i64 1024, 4, 0
  %4466 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4465, i64 128, 4, 1
  %4467 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4466, i64 1, 4, 2
  br label %4468

4468:                                             ; preds = %4496, %4452
  %4469 = phi i64 [ %4497, %4496 ], [ 0, %4452 ]
  %4470 = icmp slt i64 %4469, 1
  br i1 %4470, label %4471, label %4498

4471:                                             ; preds = %4468
  br label %4472

4472:                                             ; preds = %4494, %4471
  %4473 = phi i64 [ %4495, %4494 ], [ 0, %4471 ]
  %4474 = icmp slt i64 %4473, 8
  br i1 %4474, label %4475, label %4496

4475:                                             ; preds = %4472
  br label %4476

4476:                                             ; preds = %4479, %4475
  %4477 = phi i64 [ %4493, %4479 ], [ 0, %4475 ]
  %4478 = icmp slt i64 %4477, 128
  br i1 %4478, label %4479, label %4494

4479:                                             ; preds = %4476
  %4480 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2552, 1
  %4481 = mul nuw nsw i64 %4469, 1024
  %4482 = mul nuw nsw i64 %4473, 128
  %4483 = add nuw nsw i64 %4481, %4482
  %4484 = add nuw nsw i64 %4483, %4477
  %4485 = getelementptr inbounds nuw float, ptr %4480, i64 %4484
  %4486 = load float, ptr %4485, align 4
  %4487 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4467, 1
  %4488 = mul nuw nsw i64 %4469, 1024
  %4489 = mul nuw nsw i64 %4473, 128
  %4490 = add nuw nsw i64 %4488, %4489
  %4491 = add nuw nsw i64 %4490, %4477
  %4492 = getelementptr inbounds nuw float, ptr %4487, i64 %4491
  store float %4486, ptr %4492, align 4
  %4493 = add i64 %4477, 1
  br label %4476

4494:                                             ; preds = %4476
  %4495 = add i64 %4473, 1
  br label %4472

4496:                                             ; preds = %4472
  %4497 = add i64 %4469, 1
  br label %4468

4498:                                             ; preds = %4468
  br label %4499

4499:                                             ; preds = %4572, %4498
  %4500 = phi i64 [ %4573, %4572 ], [ 0, %4498 ]
  %4501 = icmp slt i64 %4500, 1
  br i1 %4501, label %4502, label %4574

4502:                                             ; preds = %4499
  br label %4503

4503:                                             ; preds = %4570, %4502
  %4504 = phi i64 [ %4571, %4570 ], [ 0, %4502 ]
  %4505 = icmp slt i64 %4504, 8
  br i1 %4505, label %4506, label %4572

4506:                                             ; preds = %4503
  br label %4507

4507:                                             ; preds = %4568, %4506
  %4508 = phi i64 [ %4569, %4568 ], [ 0, %4506 ]
  %4509 = icmp slt i64 %4508, 128
  br i1 %4509, label %4510, label %4570

4510:                                             ; preds = %4507
  br label %4511

4511:                                             ; preds = %4514, %4510
  %4512 = phi i64 [ %4567, %4514 ], [ 0, %4510 ]
  %4513 = icmp slt i64 %4512, 32
  br i1 %4513, label %4514, label %4568

4514:                                             ; preds = %4511
  %4515 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4111, 1
  %4516 = mul nuw nsw i64 %4500, 256
  %4517 = mul nuw nsw i64 %4504, 32
  %4518 = add nuw nsw i64 %4516, %4517
  %4519 = add nuw nsw i64 %4518, %4512
  %4520 = getelementptr inbounds nuw float, ptr %4515, i64 %4519
  %4521 = load float, ptr %4520, align 4
  %4522 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4386, 1
  %4523 = mul nuw nsw i64 %4500, 8
  %4524 = add nuw nsw i64 %4523, %4504
  %4525 = add nuw nsw i64 %4524, 0
  %4526 = getelementptr inbounds nuw float, ptr %4522, i64 %4525
  %4527 = load float, ptr %4526, align 4
  %4528 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4296, 1
  %4529 = mul nuw nsw i64 %4500, 8
  %4530 = add nuw nsw i64 %4529, %4504
  %4531 = add nuw nsw i64 %4530, 0
  %4532 = getelementptr inbounds nuw double, ptr %4528, i64 %4531
  %4533 = load double, ptr %4532, align 8
  %4534 = getelementptr inbounds nuw float, ptr @__constant_32xf32_3, i64 %4512
  %4535 = load float, ptr %4534, align 4
  %4536 = getelementptr inbounds nuw float, ptr @__constant_32xf32_2, i64 %4512
  %4537 = load float, ptr %4536, align 4
  %4538 = mul nuw nsw i64 %4512, 128
  %4539 = add nuw nsw i64 %4538, %4508
  %4540 = getelementptr inbounds nuw float, ptr @__constant_32x128xf32, i64 %4539
  %4541 = load float, ptr %4540, align 4
  %4542 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4467, 1
  %4543 = mul nuw nsw i64 %4500, 1024
  %4544 = mul nuw nsw i64 %4504, 128
  %4545 = add nuw nsw i64 %4543, %4544
  %4546 = add nuw nsw i64 %4545, %4508
  %4547 = getelementptr inbounds nuw float, ptr %4542, i64 %4546
  %4548 = load float, ptr %4547, align 4
  %4549 = fdiv double %4533, 3.200000e+01
  %4550 = fptrunc double %4549 to float
  %4551 = fadd float %4550, f0x3727C5AC
  %4552 = call float @llvm.sqrt.f32(float %4551)
  %4553 = fdiv float 1.000000e+00, %4552
  %4554 = fdiv float %4527, 3.200000e+01
  %4555 = fsub float %4521, %4554
  %4556 = fmul float %4555, %4553
  %4557 = fmul float %4556, %4535
  %4558 = fadd float %4557, %4537
  %4559 = fmul float %4558, %4541
  %4560 = fadd float %4548, %4559
  %4561 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4467, 1
  %4562 = mul nuw nsw i64 %4500, 1024
  %4563 = mul nuw nsw i64 %4504, 128
  %4564 = add nuw nsw i64 %4562, %4563
  %4565 = add nuw nsw i64 %4564, %4508
  %4566 = getelementptr inbounds nuw float, ptr %4561, i64 %4565
  store float %4560, ptr %4566, align 4
  %4567 = add i64 %4512, 1
  br label %4511

4568:                                             ; preds = %4511
  %4569 = add i64 %4508, 1
  br label %4507

4570:                                             ; preds = %4507
  %4571 = add i64 %4504, 1
  br label %4503

4572:                                             ; preds = %4503
  %4573 = add i64 %4500, 1
  br label %4499

4574:                                             ; preds = %4499
  %4575 = call ptr @malloc(i64 1088)
  %4576 = ptrtoint ptr %4575 to i64
  %4577 = add i64 %4576, 63
  %4578 = urem i64 %4577, 64
  %4579 = sub i64 %4577, %4578
  %4580 = inttoptr i64 %4579 to ptr
  %4581 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4575, 0
  %4582 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4581, ptr %4580, 1
  %4583 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4582, i64 0, 2
  %4584 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4583, i64 1, 3, 0
  %4585 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4584, i64 8, 3, 1
  %4586 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4585, i64 32, 3, 2
  %4587 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4586, i64 256, 4, 0
  %4588 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4587, i64 32, 4, 1
  %4589 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4588, i64 1, 4, 2
  br label %4590

4590:                                             ; preds = %4618, %4574
  %4591 = phi i64 [ %4619, %4618 ], [ 0, %4574 ]
  %4592 = icmp slt i64 %4591, 1
  br i1 %4592, label %4593, label %4620

4593:                                             ; preds = %4590
  br label %4594

4594:                                             ; preds = %4616, %4593
  %4595 = phi i64 [ %4617, %4616 ], [ 0, %4593 ]
  %4596 = icmp slt i64 %4595, 8
  br i1 %4596, label %4597, label %4618

4597:                                             ; preds = %4594
  br label %4598

4598:                                             ; preds = %4601, %4597
  %4599 = phi i64 [ %4615, %4601 ], [ 0, %4597 ]
  %4600 = icmp slt i64 %4599, 32
  br i1 %4600, label %4601, label %4616

4601:                                             ; preds = %4598
  %4602 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2050, 1
  %4603 = mul nuw nsw i64 %4591, 256
  %4604 = mul nuw nsw i64 %4595, 32
  %4605 = add nuw nsw i64 %4603, %4604
  %4606 = add nuw nsw i64 %4605, %4599
  %4607 = getelementptr inbounds nuw float, ptr %4602, i64 %4606
  %4608 = load float, ptr %4607, align 4
  %4609 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4589, 1
  %4610 = mul nuw nsw i64 %4591, 256
  %4611 = mul nuw nsw i64 %4595, 32
  %4612 = add nuw nsw i64 %4610, %4611
  %4613 = add nuw nsw i64 %4612, %4599
  %4614 = getelementptr inbounds nuw float, ptr %4609, i64 %4613
  store float %4608, ptr %4614, align 4
  %4615 = add i64 %4599, 1
  br label %4598

4616:                                             ; preds = %4598
  %4617 = add i64 %4595, 1
  br label %4594

4618:                                             ; preds = %4594
  %4619 = add i64 %4591, 1
  br label %4590

4620:                                             ; preds = %4590
  br label %4621

4621:                                             ; preds = %4691, %4620
  %4622 = phi i64 [ %4692, %4691 ], [ 0, %4620 ]
  %4623 = icmp slt i64 %4622, 1
  br i1 %4623, label %4624, label %4693

4624:                                             ; preds = %4621
  br label %4625

4625:                                             ; preds = %4689, %4624
  %4626 = phi i64 [ %4690, %4689 ], [ 0, %4624 ]
  %4627 = icmp slt i64 %4626, 8
  br i1 %4627, label %4628, label %4691

4628:                                             ; preds = %4625
  br label %4629

4629:                                             ; preds = %4687, %4628
  %4630 = phi i64 [ %4688, %4687 ], [ 0, %4628 ]
  %4631 = icmp slt i64 %4630, 32
  br i1 %4631, label %4632, label %4689

4632:                                             ; preds = %4629
  br label %4633

4633:                                             ; preds = %4636, %4632
  %4634 = phi i64 [ %4686, %4636 ], [ 0, %4632 ]
  %4635 = icmp slt i64 %4634, 128
  br i1 %4635, label %4636, label %4687

4636:                                             ; preds = %4633
  %4637 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4467, 1
  %4638 = mul nuw nsw i64 %4622, 1024
  %4639 = mul nuw nsw i64 %4626, 128
  %4640 = add nuw nsw i64 %4638, %4639
  %4641 = add nuw nsw i64 %4640, %4634
  %4642 = getelementptr inbounds nuw float, ptr %4637, i64 %4641
  %4643 = load float, ptr %4642, align 4
  %4644 = getelementptr inbounds nuw float, ptr @__constant_128xf32, i64 %4634
  %4645 = load float, ptr %4644, align 4
  %4646 = mul nuw nsw i64 %4634, 32
  %4647 = add nuw nsw i64 %4646, %4630
  %4648 = getelementptr inbounds nuw float, ptr @__constant_128x32xf32, i64 %4647
  %4649 = load float, ptr %4648, align 4
  %4650 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4589, 1
  %4651 = mul nuw nsw i64 %4622, 256
  %4652 = mul nuw nsw i64 %4626, 32
  %4653 = add nuw nsw i64 %4651, %4652
  %4654 = add nuw nsw i64 %4653, %4630
  %4655 = getelementptr inbounds nuw float, ptr %4650, i64 %4654
  %4656 = load float, ptr %4655, align 4
  %4657 = fadd float %4643, %4645
  %4658 = fmul float %4657, %4657
  %4659 = fmul float %4658, %4657
  %4660 = fmul float %4659, 4.471500e-02
  %4661 = fadd float %4657, %4660
  %4662 = fmul float %4661, f0x3F4C422A
  %4663 = fcmp olt float %4662, 0.000000e+00
  %4664 = uitofp i1 %4663 to float
  %4665 = fmul float %4664, -2.000000e+00
  %4666 = fadd float %4665, 1.000000e+00
  %4667 = fmul float %4666, %4662
  %4668 = fmul float %4667, -2.000000e+00
  %4669 = fmul float %4668, f0x3FB8AA3B
  %4670 = call float @llvm.exp2.f32(float %4669)
  %4671 = fsub float 1.000000e+00, %4670
  %4672 = fadd float %4670, 1.000000e+00
  %4673 = fdiv float %4671, %4672
  %4674 = fmul float %4666, %4673
  %4675 = fadd float %4674, 1.000000e+00
  %4676 = fmul float %4657, 5.000000e-01
  %4677 = fmul float %4676, %4675
  %4678 = fmul float %4677, %4649
  %4679 = fadd float %4656, %4678
  %4680 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4589, 1
  %4681 = mul nuw nsw i64 %4622, 256
  %4682 = mul nuw nsw i64 %4626, 32
  %4683 = add nuw nsw i64 %4681, %4682
  %4684 = add nuw nsw i64 %4683, %4630
  %4685 = getelementptr inbounds nuw float, ptr %4680, i64 %4684
  store float %4679, ptr %4685, align 4
  %4686 = add i64 %4634, 1
  br label %4633

4687:                                             ; preds = %4633
  %4688 = add i64 %4630, 1
  br label %4629

4689:                                             ; preds = %4629
  %4690 = add i64 %4626, 1
  br label %4625

4691:                                             ; preds = %4625
  %4692 = add i64 %4622, 1
  br label %4621

4693:                                             ; preds = %4621
  %4694 = call ptr @malloc(i64 1088)
  %4695 = ptrtoint ptr %4694 to i64
  %4696 = add i64 %4695, 63
  %4697 = urem i64 %4696, 64
  %4698 = sub i64 %4696, %4697
  %4699 = inttoptr i64 %4698 to ptr
  %4700 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4694, 0
  %4701 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4700, ptr %4699, 1
  %4702 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4701, i64 0, 2
  %4703 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4702, i64 1, 3, 0
  %4704 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4703, i64 8, 3, 1
  %4705 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4704, i64 32, 3, 2
  %4706 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4705, i64 256, 4, 0
  %4707 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4706, i64 32, 4, 1
  %4708 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4707, i64 1, 4, 2
  br label %4709

4709:                                             ; preds = %4748, %4693
  %4710 = phi i64 [ %4749, %4748 ], [ 0, %4693 ]
  %4711 = icmp slt i64 %4710, 1
  br i1 %4711, label %4712, label %4750

4712:                                             ; preds = %4709
  br label %4713

4713:                                             ; preds = %4746, %4712
  %4714 = phi i64 [ %4747, %4746 ], [ 0, %4712 ]
  %4715 = icmp slt i64 %4714, 8
  br i1 %4715, label %4716, label %4748

4716:                                             ; preds = %4713
  br label %4717

4717:                                             ; preds = %4720, %4716
  %4718 = phi i64 [ %4745, %4720 ], [ 0, %4716 ]
  %4719 = icmp slt i64 %4718, 32
  br i1 %4719, label %4720, label %4746

4720:                                             ; preds = %4717
  %4721 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4111, 1
  %4722 = mul nuw nsw i64 %4710, 256
  %4723 = mul nuw nsw i64 %4714, 32
  %4724 = add nuw nsw i64 %4722, %4723
  %4725 = add nuw nsw i64 %4724, %4718
  %4726 = getelementptr inbounds nuw float, ptr %4721, i64 %4725
  %4727 = load float, ptr %4726, align 4
  %4728 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4589, 1
  %4729 = mul nuw nsw i64 %4710, 256
  %4730 = mul nuw nsw i64 %4714, 32
  %4731 = add nuw nsw i64 %4729, %4730
  %4732 = add nuw nsw i64 %4731, %4718
  %4733 = getelementptr inbounds nuw float, ptr %4728, i64 %4732
  %4734 = load float, ptr %4733, align 4
  %4735 = getelementptr inbounds nuw float, ptr @__constant_32xf32_1, i64 %4718
  %4736 = load float, ptr %4735, align 4
  %4737 = fadd float %4734, %4736
  %4738 = fadd float %4727, %4737
  %4739 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4708, 1
  %4740 = mul nuw nsw i64 %4710, 256
  %4741 = mul nuw nsw i64 %4714, 32
  %4742 = add nuw nsw i64 %4740, %4741
  %4743 = add nuw nsw i64 %4742, %4718
  %4744 = getelementptr inbounds nuw float, ptr %4739, i64 %4743
  store float %4738, ptr %4744, align 4
  %4745 = add i64 %4718, 1
  br label %4717

4746:                                             ; preds = %4717
  %4747 = add i64 %4714, 1
  br label %4713

4748:                                             ; preds = %4713
  %4749 = add i64 %4710, 1
  br label %4709

4750:                                             ; preds = %4709
  %4751 = call ptr @malloc(i64 2112)
  %4752 = ptrtoint ptr %4751 to i64
  %4753 = add i64 %4752, 63
  %4754 = urem i64 %4753, 64
  %4755 = sub i64 %4753, %4754
  %4756 = inttoptr i64 %4755 to ptr
  %4757 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4751, 0
  %4758 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4757, ptr %4756, 1
  %4759 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4758, i64 0, 2
  %4760 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4759, i64 1, 3, 0
  %4761 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4760, i64 8, 3, 1
  %4762 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4761, i64 32, 3, 2
  %4763 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4762, i64 256, 4, 0
  %4764 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4763, i64 32, 4, 1
  %4765 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4764, i64 1, 4, 2
  br label %4766

4766:                                             ; preds = %4795, %4750
  %4767 = phi i64 [ %4796, %4795 ], [ 0, %4750 ]
  %4768 = icmp slt i64 %4767, 1
  br i1 %4768, label %4769, label %4797

4769:                                             ; preds = %4766
  br label %4770

4770:                                             ; preds = %4793, %4769
  %4771 = phi i64 [ %4794, %4793 ], [ 0, %4769 ]
  %4772 = icmp slt i64 %4771, 8
  br i1 %4772, label %4773, label %4795

4773:                                             ; preds = %4770
  br label %4774

4774:                                             ; preds = %4777, %4773
  %4775 = phi i64 [ %4792, %4777 ], [ 0, %4773 ]
  %4776 = icmp slt i64 %4775, 32
  br i1 %4776, label %4777, label %4793

4777:                                             ; preds = %4774
  %4778 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4708, 1
  %4779 = mul nuw nsw i64 %4767, 256
  %4780 = mul nuw nsw i64 %4771, 32
  %4781 = add nuw nsw i64 %4779, %4780
  %4782 = add nuw nsw i64 %4781, %4775
  %4783 = getelementptr inbounds nuw float, ptr %4778, i64 %4782
  %4784 = load float, ptr %4783, align 4
  %4785 = fpext float %4784 to double
  %4786 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4765, 1
  %4787 = mul nuw nsw i64 %4767, 256
  %4788 = mul nuw nsw i64 %4771, 32
  %4789 = add nuw nsw i64 %4787, %4788
  %4790 = add nuw nsw i64 %4789, %4775
  %4791 = getelementptr inbounds nuw double, ptr %4786, i64 %4790
  store double %4785, ptr %4791, align 8
  %4792 = add i64 %4775, 1
  br label %4774

4793:                                             ; preds = %4774
  %4794 = add i64 %4771, 1
  br label %4770

4795:                                             ; preds = %4770
  %4796 = add i64 %4767, 1
  br label %4766

4797:                                             ; preds = %4766
  %4798 = call ptr @malloc(i64 128)
  %4799 = ptrtoint ptr %4798 to i64
  %4800 = add i64 %4799, 63
  %4801 = urem i64 %4800, 64
  %4802 = sub i64 %4800, %4801
  %4803 = inttoptr i64 %4802 to ptr
  %4804 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4798, 0
  %4805 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4804, ptr %4803, 1
  %4806 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4805, i64 0, 2
  %4807 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4806, i64 1, 3, 0
  %4808 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4807, i64 8, 3, 1
  %4809 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4808, i64 1, 3, 2
  %4810 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4809, i64 8, 4, 0
  %4811 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4810, i64 1, 4, 1
  %4812 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4811, i64 1, 4, 2
  br label %4813

4813:                                             ; preds = %4839, %4797
  %4814 = phi i64 [ %4840, %4839 ], [ 0, %4797 ]
  %4815 = icmp slt i64 %4814, 1
  br i1 %4815, label %4816, label %4841

4816:                                             ; preds = %4813
  br label %4817

4817:                                             ; preds = %4837, %4816
  %4818 = phi i64 [ %4838, %4837 ], [ 0, %4816 ]
  %4819 = icmp slt i64 %4818, 8
  br i1 %4819, label %4820, label %4839

4820:                                             ; preds = %4817
  br label %4821

4821:                                             ; preds = %4824, %4820
  %4822 = phi i64 [ %4836, %4824 ], [ 0, %4820 ]
  %4823 = icmp slt i64 %4822, 1
  br i1 %4823, label %4824, label %4837

4824:                                             ; preds = %4821
  %4825 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %612, 1
  %4826 = mul nuw nsw i64 %4814, 8
  %4827 = add nuw nsw i64 %4826, %4818
  %4828 = add nuw nsw i64 %4827, %4822
  %4829 = getelementptr inbounds nuw double, ptr %4825, i64 %4828
  %4830 = load double, ptr %4829, align 8
  %4831 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4812, 1
  %4832 = mul nuw nsw i64 %4814, 8
  %4833 = add nuw nsw i64 %4832, %4818
  %4834 = add nuw nsw i64 %4833, %4822
  %4835 = getelementptr inbounds nuw double, ptr %4831, i64 %4834
  store double %4830, ptr %4835, align 8
  %4836 = add i64 %4822, 1
  br label %4821

4837:                                             ; preds = %4821
  %4838 = add i64 %4818, 1
  br label %4817

4839:                                             ; preds = %4817
  %4840 = add i64 %4814, 1
  br label %4813

4841:                                             ; preds = %4813
  br label %4842

4842:                                             ; preds = %4876, %4841
  %4843 = phi i64 [ %4877, %4876 ], [ 0, %4841 ]
  %4844 = icmp slt i64 %4843, 1
  br i1 %4844, label %4845, label %4878

4845:                                             ; preds = %4842
  br label %4846

4846:                                             ; preds = %4874, %4845
  %4847 = phi i64 [ %4875, %4874 ], [ 0, %4845 ]
  %4848 = icmp slt i64 %4847, 8
  br i1 %4848, label %4849, label %4876

4849:                                             ; preds = %4846
  br label %4850

4850:                                             ; preds = %4853, %4849
  %4851 = phi i64 [ %4873, %4853 ], [ 0, %4849 ]
  %4852 = icmp slt i64 %4851, 32
  br i1 %4852, label %4853, label %4874

4853:                                             ; preds = %4850
  %4854 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4765, 1
  %4855 = mul nuw nsw i64 %4843, 256
  %4856 = mul nuw nsw i64 %4847, 32
  %4857 = add nuw nsw i64 %4855, %4856
  %4858 = add nuw nsw i64 %4857, %4851
  %4859 = getelementptr inbounds nuw double, ptr %4854, i64 %4858
  %4860 = load double, ptr %4859, align 8
  %4861 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4812, 1
  %4862 = mul nuw nsw i64 %4843, 8
  %4863 = add nuw nsw i64 %4862, %4847
  %4864 = add nuw nsw i64 %4863, 0
  %4865 = getelementptr inbounds nuw double, ptr %4861, i64 %4864
  %4866 = load double, ptr %4865, align 8
  %4867 = fadd double %4860, %4866
  %4868 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4812, 1
  %4869 = mul nuw nsw i64 %4843, 8
  %4870 = add nuw nsw i64 %4869, %4847
  %4871 = add nuw nsw i64 %4870, 0
  %4872 = getelementptr inbounds nuw double, ptr %4868, i64 %4871
  store double %4867, ptr %4872, align 8
  %4873 = add i64 %4851, 1
  br label %4850

4874:                                             ; preds = %4850
  %4875 = add i64 %4847, 1
  br label %4846

4876:                                             ; preds = %4846
  %4877 = add i64 %4843, 1
  br label %4842

4878:                                             ; preds = %4842
  %4879 = call ptr @malloc(i64 128)
  %4880 = ptrtoint ptr %4879 to i64
  %4881 = add i64 %4880, 63
  %4882 = urem i64 %4881, 64
  %4883 = sub i64 %4881, %4882
  %4884 = inttoptr i64 %4883 to ptr
  %4885 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4879, 0
  %4886 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4885, ptr %4884, 1
  %4887 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4886, i64 0, 2
  %4888 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4887, i64 1, 3, 0
  %4889 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4888, i64 8, 3, 1
  %4890 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4889, i64 1, 3, 2
  %4891 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4890, i64 8, 4, 0
  %4892 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4891, i64 1, 4, 1
  %4893 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4892, i64 1, 4, 2
  br label %4894

4894:                                             ; preds = %4920, %4878
  %4895 = phi i64 [ %4921, %4920 ], [ 0, %4878 ]
  %4896 = icmp slt i64 %4895, 1
  br i1 %4896, label %4897, label %4922

4897:                                             ; preds = %4894
  br label %4898

4898:                                             ; preds = %4918, %4897
  %4899 = phi i64 [ %4919, %4918 ], [ 0, %4897 ]
  %4900 = icmp slt i64 %4899, 8
  br i1 %4900, label %4901, label %4920

4901:                                             ; preds = %4898
  br label %4902

4902:                                             ; preds = %4905, %4901
  %4903 = phi i64 [ %4917, %4905 ], [ 0, %4901 ]
  %4904 = icmp slt i64 %4903, 1
  br i1 %4904, label %4905, label %4918

4905:                                             ; preds = %4902
  %4906 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %612, 1
  %4907 = mul nuw nsw i64 %4895, 8
  %4908 = add nuw nsw i64 %4907, %4899
  %4909 = add nuw nsw i64 %4908, %4903
  %4910 = getelementptr inbounds nuw double, ptr %4906, i64 %4909
  %4911 = load double, ptr %4910, align 8
  %4912 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4893, 1
  %4913 = mul nuw nsw i64 %4895, 8
  %4914 = add nuw nsw i64 %4913, %4899
  %4915 = add nuw nsw i64 %4914, %4903
  %4916 = getelementptr inbounds nuw double, ptr %4912, i64 %4915
  store double %4911, ptr %4916, align 8
  %4917 = add i64 %4903, 1
  br label %4902

4918:                                             ; preds = %4902
  %4919 = add i64 %4899, 1
  br label %4898

4920:                                             ; preds = %4898
  %4921 = add i64 %4895, 1
  br label %4894

4922:                                             ; preds = %4894
  br label %4923

4923:                                             ; preds = %4966, %4922
  %4924 = phi i64 [ %4967, %4966 ], [ 0, %4922 ]
  %4925 = icmp slt i64 %4924, 1
  br i1 %4925, label %4926, label %4968

4926:                                             ; preds = %4923
  br label %4927

4927:                                             ; preds = %4964, %4926
  %4928 = phi i64 [ %4965, %4964 ], [ 0, %4926 ]
  %4929 = icmp slt i64 %4928, 8
  br i1 %4929, label %4930, label %4966

4930:                                             ; preds = %4927
  br label %4931

4931:                                             ; preds = %4934, %4930
  %4932 = phi i64 [ %4963, %4934 ], [ 0, %4930 ]
  %4933 = icmp slt i64 %4932, 32
  br i1 %4933, label %4934, label %4964

4934:                                             ; preds = %4931
  %4935 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4765, 1
  %4936 = mul nuw nsw i64 %4924, 256
  %4937 = mul nuw nsw i64 %4928, 32
  %4938 = add nuw nsw i64 %4936, %4937
  %4939 = add nuw nsw i64 %4938, %4932
  %4940 = getelementptr inbounds nuw double, ptr %4935, i64 %4939
  %4941 = load double, ptr %4940, align 8
  %4942 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4812, 1
  %4943 = mul nuw nsw i64 %4924, 8
  %4944 = add nuw nsw i64 %4943, %4928
  %4945 = add nuw nsw i64 %4944, 0
  %4946 = getelementptr inbounds nuw double, ptr %4942, i64 %4945
  %4947 = load double, ptr %4946, align 8
  %4948 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4893, 1
  %4949 = mul nuw nsw i64 %4924, 8
  %4950 = add nuw nsw i64 %4949, %4928
  %4951 = add nuw nsw i64 %4950, 0
  %4952 = getelementptr inbounds nuw double, ptr %4948, i64 %4951
  %4953 = load double, ptr %4952, align 8
  %4954 = fdiv double %4947, 3.200000e+01
  %4955 = fsub double %4941, %4954
  %4956 = fmul double %4955, %4955
  %4957 = fadd double %4956, %4953
  %4958 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4893, 1
  %4959 = mul nuw nsw i64 %4924, 8
  %4960 = add nuw nsw i64 %4959, %4928
  %4961 = add nuw nsw i64 %4960, 0
  %4962 = getelementptr inbounds nuw double, ptr %4958, i64 %4961
  store double %4957, ptr %4962, align 8
  %4963 = add i64 %4932, 1
  br label %4931

4964:                                             ; preds = %4931
  %4965 = add i64 %4928, 1
  br label %4927

4966:                                             ; preds = %4927
  %4967 = add i64 %4924, 1
  br label %4923

4968:                                             ; preds = %4923
  %4969 = call ptr @malloc(i64 96)
  %4970 = ptrtoint ptr %4969 to i64
  %4971 = add i64 %4970, 63
  %4972 = urem i64 %4971, 64
  %4973 = sub i64 %4971, %4972
  %4974 = inttoptr i64 %4973 to ptr
  %4975 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4969, 0
  %4976 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4975, ptr %4974, 1
  %4977 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4976, i64 0, 2
  %4978 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4977, i64 1, 3, 0
  %4979 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4978, i64 8, 3, 1
  %4980 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4979, i64 1, 3, 2
  %4981 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4980, i64 8, 4, 0
  %4982 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4981, i64 1, 4, 1
  %4983 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4982, i64 1, 4, 2
  br label %4984

4984:                                             ; preds = %5010, %4968
  %4985 = phi i64 [ %5011, %5010 ], [ 0, %4968 ]
  %4986 = icmp slt i64 %4985, 1
  br i1 %4986, label %4987, label %5012

4987:                                             ; preds = %4984
  br label %4988

4988:                                             ; preds = %5008, %4987
  %4989 = phi i64 [ %5009, %5008 ], [ 0, %4987 ]
  %4990 = icmp slt i64 %4989, 8
  br i1 %4990, label %4991, label %5010

4991:                                             ; preds = %4988
  br label %4992

4992:                                             ; preds = %4995, %4991
  %4993 = phi i64 [ %5007, %4995 ], [ 0, %4991 ]
  %4994 = icmp slt i64 %4993, 1
  br i1 %4994, label %4995, label %5008

4995:                                             ; preds = %4992
  %4996 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %821, 1
  %4997 = mul nuw nsw i64 %4985, 8
  %4998 = add nuw nsw i64 %4997, %4989
  %4999 = add nuw nsw i64 %4998, %4993
  %5000 = getelementptr inbounds nuw float, ptr %4996, i64 %4999
  %5001 = load float, ptr %5000, align 4
  %5002 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4983, 1
  %5003 = mul nuw nsw i64 %4985, 8
  %5004 = add nuw nsw i64 %5003, %4989
  %5005 = add nuw nsw i64 %5004, %4993
  %5006 = getelementptr inbounds nuw float, ptr %5002, i64 %5005
  store float %5001, ptr %5006, align 4
  %5007 = add i64 %4993, 1
  br label %4992

5008:                                             ; preds = %4992
  %5009 = add i64 %4989, 1
  br label %4988

5010:                                             ; preds = %4988
  %5011 = add i64 %4985, 1
  br label %4984

5012:                                             ; preds = %4984
  br label %5013

5013:                                             ; preds = %5047, %5012
  %5014 = phi i64 [ %5048, %5047 ], [ 0, %5012 ]
  %5015 = icmp slt i64 %5014, 1
  br i1 %5015, label %5016, label %5049

5016:                                             ; preds = %5013
  br label %5017

5017:                                             ; preds = %5045, %5016
  %5018 = phi i64 [ %5046, %5045 ], [ 0, %5016 ]
  %5019 = icmp slt i64 %5018, 8
  br i1 %5019, label %5020, label %5047

5020:                                             ; preds = %5017
  br label %5021

5021:                                             ; preds = %5024, %5020
  %5022 = phi i64 [ %5044, %5024 ], [ 0, %5020 ]
  %5023 = icmp slt i64 %5022, 32
  br i1 %5023, label %5024, label %5045

5024:                                             ; preds = %5021
  %5025 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4708, 1
  %5026 = mul nuw nsw i64 %5014, 256
  %5027 = mul nuw nsw i64 %5018, 32
  %5028 = add nuw nsw i64 %5026, %5027
  %5029 = add nuw nsw i64 %5028, %5022
  %5030 = getelementptr inbounds nuw float, ptr %5025, i64 %5029
  %5031 = load float, ptr %5030, align 4
  %5032 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4983, 1
  %5033 = mul nuw nsw i64 %5014, 8
  %5034 = add nuw nsw i64 %5033, %5018
  %5035 = add nuw nsw i64 %5034, 0
  %5036 = getelementptr inbounds nuw float, ptr %5032, i64 %5035
  %5037 = load float, ptr %5036, align 4
  %5038 = fadd float %5031, %5037
  %5039 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4983, 1
  %5040 = mul nuw nsw i64 %5014, 8
  %5041 = add nuw nsw i64 %5040, %5018
  %5042 = add nuw nsw i64 %5041, 0
  %5043 = getelementptr inbounds nuw float, ptr %5039, i64 %5042
  store float %5038, ptr %5043, align 4
  %5044 = add i64 %5022, 1
  br label %5021

5045:                                             ; preds = %5021
  %5046 = add i64 %5018, 1
  br label %5017

5047:                                             ; preds = %5017
  %5048 = add i64 %5014, 1
  br label %5013

5049:                                             ; preds = %5013
  %5050 = call ptr @malloc(i64 1088)
  %5051 = ptrtoint ptr %5050 to i64
  %5052 = add i64 %5051, 63
  %5053 = urem i64 %5052, 64
  %5054 = sub i64 %5052, %5053
  %5055 = inttoptr i64 %5054 to ptr
  %5056 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5050, 0
  %5057 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5056, ptr %5055, 1
  %5058 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5057, i64 0, 2
  %5059 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5058, i64 1, 3, 0
  %5060 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5059, i64 8, 3, 1
  %5061 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5060, i64 32, 3, 2
  %5062 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5061, i64 256, 4, 0
  %5063 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5062, i64 32, 4, 1
  %5064 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5063, i64 1, 4, 2
  br label %5065

5065:                                             ; preds = %5119, %5049
  %5066 = phi i64 [ %5120, %5119 ], [ 0, %5049 ]
  %5067 = icmp slt i64 %5066, 1
  br i1 %5067, label %5068, label %5121

5068:                                             ; preds = %5065
  br label %5069

5069:                                             ; preds = %5117, %5068
  %5070 = phi i64 [ %5118, %5117 ], [ 0, %5068 ]
  %5071 = icmp slt i64 %5070, 8
  br i1 %5071, label %5072, label %5119

5072:                                             ; preds = %5069
  br label %5073

5073:                                             ; preds = %5076, %5072
  %5074 = phi i64 [ %5116, %5076 ], [ 0, %5072 ]
  %5075 = icmp slt i64 %5074, 32
  br i1 %5075, label %5076, label %5117

5076:                                             ; preds = %5073
  %5077 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4708, 1
  %5078 = mul nuw nsw i64 %5066, 256
  %5079 = mul nuw nsw i64 %5070, 32
  %5080 = add nuw nsw i64 %5078, %5079
  %5081 = add nuw nsw i64 %5080, %5074
  %5082 = getelementptr inbounds nuw float, ptr %5077, i64 %5081
  %5083 = load float, ptr %5082, align 4
  %5084 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4983, 1
  %5085 = mul nuw nsw i64 %5066, 8
  %5086 = add nuw nsw i64 %5085, %5070
  %5087 = add nuw nsw i64 %5086, 0
  %5088 = getelementptr inbounds nuw float, ptr %5084, i64 %5087
  %5089 = load float, ptr %5088, align 4
  %5090 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4893, 1
  %5091 = mul nuw nsw i64 %5066, 8
  %5092 = add nuw nsw i64 %5091, %5070
  %5093 = add nuw nsw i64 %5092, 0
  %5094 = getelementptr inbounds nuw double, ptr %5090, i64 %5093
  %5095 = load double, ptr %5094, align 8
  %5096 = getelementptr inbounds nuw float, ptr @__constant_32xf32_0, i64 %5074
  %5097 = load float, ptr %5096, align 4
  %5098 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %5074
  %5099 = load float, ptr %5098, align 4
  %5100 = fdiv double %5095, 3.200000e+01
  %5101 = fptrunc double %5100 to float
  %5102 = fadd float %5101, f0x3727C5AC
  %5103 = call float @llvm.sqrt.f32(float %5102)
  %5104 = fdiv float 1.000000e+00, %5103
  %5105 = fdiv float %5089, 3.200000e+01
  %5106 = fsub float %5083, %5105
  %5107 = fmul float %5106, %5104
  %5108 = fmul float %5107, %5097
  %5109 = fadd float %5108, %5099
  %5110 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5064, 1
  %5111 = mul nuw nsw i64 %5066, 256
  %5112 = mul nuw nsw i64 %5070, 32
  %5113 = add nuw nsw i64 %5111, %5112
  %5114 = add nuw nsw i64 %5113, %5074
  %5115 = getelementptr inbounds nuw float, ptr %5110, i64 %5114
  store float %5109, ptr %5115, align 4
  %5116 = add i64 %5074, 1
  br label %5073

5117:                                             ; preds = %5073
  %5118 = add i64 %5070, 1
  br label %5069

5119:                                             ; preds = %5069
  %5120 = add i64 %5066, 1
  br label %5065

5121:                                             ; preds = %5065
  %5122 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %25, 0
  call void @free(ptr %5122)
  %5123 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %57, 0
  call void @free(ptr %5123)
  %5124 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %122, 0
  call void @free(ptr %5124)
  %5125 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %156, 0
  call void @free(ptr %5125)
  %5126 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %169, 0
  call void @free(ptr %5126)
  %5127 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %232, 0
  call void @free(ptr %5127)
  %5128 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %306, 0
  call void @free(ptr %5128)
  %5129 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %348, 0
  call void @free(ptr %5129)
  %5130 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %375, 0
  call void @free(ptr %5130)
  %5131 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %391, 0
  call void @free(ptr %5131)
  %5132 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %397, 0
  call void @free(ptr %5132)
  %5133 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %483, 0
  call void @free(ptr %5133)
  %5134 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %565, 0
  call void @free(ptr %5134)
  %5135 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %612, 0
  call void @free(ptr %5135)
  %5136 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %650, 0
  call void @free(ptr %5136)
  %5137 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %731, 0
  call void @free(ptr %5137)
  %5138 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %821, 0
  call void @free(ptr %5138)
  %5139 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %859, 0
  call void @free(ptr %5139)
  %5140 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %938, 0
  call void @free(ptr %5140)
  %5141 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %980, 0
  call void @free(ptr %5141)
  %5142 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1102, 0
  call void @free(ptr %5142)
  %5143 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1190, 0
  call void @free(ptr %5143)
  %5144 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1244, 0
  call void @free(ptr %5144)
  %5145 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1370, 0
  call void @free(ptr %5145)
  %5146 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1436, 0
  call void @free(ptr %5146)
  %5147 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1505, 0
  call void @free(ptr %5147)
  %5148 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1618, 0
  call void @free(ptr %5148)
  %5149 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1687, 0
  call void @free(ptr %5149)
  %5150 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1735, 0
  call void @free(ptr %5150)
  %5151 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1838, 0
  call void @free(ptr %5151)
  %5152 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1892, 0
  call void @free(ptr %5152)
  %5153 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2023, 0
  call void @free(ptr %5153)
  %5154 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2065, 0
  call void @free(ptr %5154)
  %5155 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2171, 0
  call void @free(ptr %5155)
  %5156 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2228, 0
  call void @free(ptr %5156)
  %5157 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2275, 0
  call void @free(ptr %5157)
  %5158 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2356, 0
  call void @free(ptr %5158)
  %5159 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2446, 0
  call void @free(ptr %5159)
  %5160 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2525, 0
  call void @free(ptr %5160)
  %5161 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2567, 0
  call void @free(ptr %5161)
  %5162 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2689, 0
  call void @free(ptr %5162)
  %5163 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2808, 0
  call void @free(ptr %5163)
  %5164 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2865, 0
  call void @free(ptr %5164)
  %5165 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2912, 0
  call void @free(ptr %5165)
  %5166 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2993, 0
  call void @free(ptr %5166)
  %5167 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3083, 0
  call void @free(ptr %5167)
  %5168 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3164, 0
  call void @free(ptr %5168)
  %5169 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3286, 0
  call void @free(ptr %5169)
  %5170 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3376, 0
  call void @free(ptr %5170)
  %5171 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3502, 0
  call void @free(ptr %5171)
  %5172 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3585, 0
  call void @free(ptr %5172)
  %5173 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3698, 0
  call void @free(ptr %5173)
  %5174 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3767, 0
  call void @free(ptr %5174)
  %5175 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3872, 0
  call void @free(ptr %5175)
  %5176 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4005, 0
  call void @free(ptr %5176)
  %5177 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4111, 0
  call void @free(ptr %5177)
  %5178 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4168, 0
  call void @free(ptr %5178)
  %5179 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4215, 0
  call void @free(ptr %5179)
  %5180 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4296, 0
  call void @free(ptr %5180)
  %5181 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4386, 0
  call void @free(ptr %5181)
  %5182 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4467, 0
  call void @free(ptr %5182)
  %5183 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4589, 0
  call void @free(ptr %5183)
  %5184 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4708, 0
  call void @free(ptr %5184)
  %5185 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4765, 0
  call void @free(ptr %5185)
  %5186 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4812, 0
  call void @free(ptr %5186)
  %5187 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4893, 0
  call void @free(ptr %5187)
  %5188 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4983, 0
  call void @free(ptr %5188)
  ret { ptr, ptr, i64, [3 x i64], [3 x i64] } %5064
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
; irlower-stages: fx_graph=7b815eaf8853 torch_mlir=39d49863922d linalg_on_tensors_mlir=220d419f06b2 llvm_mlir=faf918bcbdd7
