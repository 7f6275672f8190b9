; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@__constant_64x32xf32_14 = private constant [64 x [32 x float]] zeroinitializer, align 64 ; 2048 elements elided
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

30:                                               ; preds = %60, %7
  %31 = phi i64 [ %61, %60 ], [ 0, %7 ]
  %32 = icmp slt i64 %31, 1
  br i1 %32, label %33, label %62

33:                                               ; preds = %30
  br label %34

34:                                               ; preds = %58, %33
  %35 = phi i64 [ %59, %58 ], [ 0, %33 ]
  %36 = icmp slt i64 %35, 8
  br i1 %36, label %37, label %60

37:                                               ; preds = %34
  br label %38

38:                                               ; preds = %41, %37
  %39 = phi i64 [ %57, %41 ], [ 0, %37 ]
  %40 = icmp slt i64 %39, 32
  br i1 %40, label %41, label %58

41:                                               ; preds = %38
  %42 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, 1
  %43 = mul nuw nsw i64 %31, 8
  %44 = add nuw nsw i64 %43, %35
  %45 = getelementptr inbounds nuw i64, ptr %42, i64 %44
  %46 = load i64, ptr %45, align 4
  %47 = mul nuw nsw i64 %46, 32
  %48 = add nuw nsw i64 %47, %39
  %49 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_14, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %52 = mul nuw nsw i64 %31, 256
  %53 = mul nuw nsw i64 %35, 32
  %54 = add nuw nsw i64 %52, %53
  %55 = add nuw nsw i64 %54, %39
  %56 = getelementptr inbounds nuw float, ptr %51, i64 %55
  store float %50, ptr %56, align 4
  %57 = add i64 %39, 1
  br label %38

58:                                               ; preds = %38
  %59 = add i64 %35, 1
  br label %34

60:                                               ; preds = %34
  %61 = add i64 %31, 1
  br label %30

62:                                               ; preds = %30
  %63 = call ptr @malloc(i64 128)
  %64 = ptrtoint ptr %63 to i64
  %65 = add i64 %64, 63
  %66 = urem i64 %65, 64
  %67 = sub i64 %65, %66
  %68 = inttoptr i64 %67 to ptr
  %69 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %63, 0
  %70 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %69, ptr %68, 1
  %71 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %70, i64 0, 2
  %72 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %71, i64 8, 3, 0
  %73 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %72, i64 1, 4, 0
  br label %74

74:                                               ; preds = %77, %62
  %75 = phi i64 [ %80, %77 ], [ 0, %62 ]
  %76 = icmp slt i64 %75, 8
  br i1 %76, label %77, label %81

77:                                               ; preds = %74
  %78 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %73, 1
  %79 = getelementptr inbounds nuw i64, ptr %78, i64 %75
  store i64 %75, ptr %79, align 4
  %80 = add i64 %75, 1
  br label %74

81:                                               ; preds = %74
  %82 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %73, 0
  %83 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %73, 1
  %84 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %82, 0
  %85 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %84, ptr %83, 1
  %86 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %85, i64 0, 2
  %87 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %86, i64 1, 3, 0
  %88 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %87, i64 8, 4, 0
  %89 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %88, i64 8, 3, 1
  %90 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %89, i64 1, 4, 1
  %91 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %73, 0
  %92 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %73, 1
  %93 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %91, 0
  %94 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %93, ptr %92, 1
  %95 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %94, i64 0, 2
  %96 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %95, i64 1, 3, 0
  %97 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %96, i64 8, 4, 0
  %98 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %97, i64 1, 3, 1
  %99 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %98, i64 1, 4, 1
  %100 = call ptr @malloc(i64 72)
  %101 = ptrtoint ptr %100 to i64
  %102 = add i64 %101, 63
  %103 = urem i64 %102, 64
  %104 = sub i64 %102, %103
  %105 = inttoptr i64 %104 to ptr
  %106 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %100, 0
  %107 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %106, ptr %105, 1
  %108 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %107, i64 0, 2
  %109 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %108, i64 1, 3, 0
  %110 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %109, i64 1, 3, 1
  %111 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %110, i64 1, 4, 0
  %112 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %111, i64 1, 4, 1
  br label %113

113:                                              ; preds = %131, %81
  %114 = phi i64 [ %132, %131 ], [ 0, %81 ]
  %115 = icmp slt i64 %114, 1
  br i1 %115, label %116, label %133

116:                                              ; preds = %113
  br label %117

117:                                              ; preds = %120, %116
  %118 = phi i64 [ %130, %120 ], [ 0, %116 ]
  %119 = icmp slt i64 %118, 1
  br i1 %119, label %120, label %131

120:                                              ; preds = %117
  %121 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %99, 1
  %122 = mul nuw nsw i64 %114, 8
  %123 = add nuw nsw i64 %122, %118
  %124 = getelementptr inbounds nuw i64, ptr %121, i64 %123
  %125 = load i64, ptr %124, align 4
  %126 = sub i64 %125, 1
  %127 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %112, 1
  %128 = add nuw nsw i64 %114, %118
  %129 = getelementptr inbounds nuw i64, ptr %127, i64 %128
  store i64 %126, ptr %129, align 4
  %130 = add i64 %118, 1
  br label %117

131:                                              ; preds = %117
  %132 = add i64 %114, 1
  br label %113

133:                                              ; preds = %113
  %134 = call ptr @malloc(i64 136)
  %135 = ptrtoint ptr %134 to i64
  %136 = add i64 %135, 63
  %137 = urem i64 %136, 64
  %138 = sub i64 %136, %137
  %139 = inttoptr i64 %138 to ptr
  %140 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %134, 0
  %141 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %140, ptr %139, 1
  %142 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %141, i64 0, 2
  %143 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %142, i64 1, 3, 0
  %144 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %143, i64 9, 3, 1
  %145 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %144, i64 9, 4, 0
  %146 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %145, i64 1, 4, 1
  %147 = call ptr @malloc(i64 136)
  %148 = ptrtoint ptr %147 to i64
  %149 = add i64 %148, 63
  %150 = urem i64 %149, 64
  %151 = sub i64 %149, %150
  %152 = inttoptr i64 %151 to ptr
  %153 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %147, 0
  %154 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %153, ptr %152, 1
  %155 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %154, i64 0, 2
  %156 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %155, i64 1, 3, 0
  %157 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %156, i64 9, 3, 1
  %158 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %157, i64 9, 4, 0
  %159 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %158, i64 1, 4, 1
  br label %160

160:                                              ; preds = %178, %133
  %161 = phi i64 [ %179, %178 ], [ 0, %133 ]
  %162 = icmp slt i64 %161, 1
  br i1 %162, label %163, label %180

163:                                              ; preds = %160
  br label %164

164:                                              ; preds = %167, %163
  %165 = phi i64 [ %177, %167 ], [ 0, %163 ]
  %166 = icmp slt i64 %165, 9
  br i1 %166, label %167, label %178

167:                                              ; preds = %164
  %168 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %146, 1
  %169 = mul nuw nsw i64 %161, 9
  %170 = add nuw nsw i64 %169, %165
  %171 = getelementptr inbounds nuw i64, ptr %168, i64 %170
  %172 = load i64, ptr %171, align 4
  %173 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %159, 1
  %174 = mul nuw nsw i64 %161, 9
  %175 = add nuw nsw i64 %174, %165
  %176 = getelementptr inbounds nuw i64, ptr %173, i64 %175
  store i64 %172, ptr %176, align 4
  %177 = add i64 %165, 1
  br label %164

178:                                              ; preds = %164
  %179 = add i64 %161, 1
  br label %160

180:                                              ; preds = %160
  %181 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %159, 0
  %182 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %159, 1
  %183 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %181, 0
  %184 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %183, ptr %182, 1
  %185 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %184, i64 0, 2
  %186 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %185, i64 1, 3, 0
  %187 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %186, i64 9, 4, 0
  %188 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %187, i64 1, 3, 1
  %189 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %188, i64 1, 4, 1
  br label %190

190:                                              ; preds = %207, %180
  %191 = phi i64 [ %208, %207 ], [ 0, %180 ]
  %192 = icmp slt i64 %191, 1
  br i1 %192, label %193, label %209

193:                                              ; preds = %190
  br label %194

194:                                              ; preds = %197, %193
  %195 = phi i64 [ %206, %197 ], [ 0, %193 ]
  %196 = icmp slt i64 %195, 1
  br i1 %196, label %197, label %207

197:                                              ; preds = %194
  %198 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %112, 1
  %199 = add nuw nsw i64 %191, %195
  %200 = getelementptr inbounds nuw i64, ptr %198, i64 %199
  %201 = load i64, ptr %200, align 4
  %202 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %189, 1
  %203 = mul nuw nsw i64 %191, 9
  %204 = add nuw nsw i64 %203, %195
  %205 = getelementptr inbounds nuw i64, ptr %202, i64 %204
  store i64 %201, ptr %205, align 4
  %206 = add i64 %195, 1
  br label %194

207:                                              ; preds = %194
  %208 = add i64 %191, 1
  br label %190

209:                                              ; preds = %190
  %210 = call ptr @malloc(i64 136)
  %211 = ptrtoint ptr %210 to i64
  %212 = add i64 %211, 63
  %213 = urem i64 %212, 64
  %214 = sub i64 %212, %213
  %215 = inttoptr i64 %214 to ptr
  %216 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %210, 0
  %217 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %216, ptr %215, 1
  %218 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %217, i64 0, 2
  %219 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %218, i64 1, 3, 0
  %220 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %219, i64 9, 3, 1
  %221 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %220, i64 9, 4, 0
  %222 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %221, i64 1, 4, 1
  br label %223

223:                                              ; preds = %241, %209
  %224 = phi i64 [ %242, %241 ], [ 0, %209 ]
  %225 = icmp slt i64 %224, 1
  br i1 %225, label %226, label %243

226:                                              ; preds = %223
  br label %227

227:                                              ; preds = %230, %226
  %228 = phi i64 [ %240, %230 ], [ 0, %226 ]
  %229 = icmp slt i64 %228, 9
  br i1 %229, label %230, label %241

230:                                              ; preds = %227
  %231 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %159, 1
  %232 = mul nuw nsw i64 %224, 9
  %233 = add nuw nsw i64 %232, %228
  %234 = getelementptr inbounds nuw i64, ptr %231, i64 %233
  %235 = load i64, ptr %234, align 4
  %236 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %222, 1
  %237 = mul nuw nsw i64 %224, 9
  %238 = add nuw nsw i64 %237, %228
  %239 = getelementptr inbounds nuw i64, ptr %236, i64 %238
  store i64 %235, ptr %239, align 4
  %240 = add i64 %228, 1
  br label %227

241:                                              ; preds = %227
  %242 = add i64 %224, 1
  br label %223

243:                                              ; preds = %223
  %244 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %222, 0
  %245 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %222, 1
  %246 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %244, 0
  %247 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %246, ptr %245, 1
  %248 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %247, i64 1, 2
  %249 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %248, i64 1, 3, 0
  %250 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %249, i64 9, 4, 0
  %251 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %250, i64 8, 3, 1
  %252 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %251, i64 1, 4, 1
  br label %253

253:                                              ; preds = %272, %243
  %254 = phi i64 [ %273, %272 ], [ 0, %243 ]
  %255 = icmp slt i64 %254, 1
  br i1 %255, label %256, label %274

256:                                              ; preds = %253
  br label %257

257:                                              ; preds = %260, %256
  %258 = phi i64 [ %271, %260 ], [ 0, %256 ]
  %259 = icmp slt i64 %258, 8
  br i1 %259, label %260, label %272

260:                                              ; preds = %257
  %261 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %90, 1
  %262 = mul nuw nsw i64 %254, 8
  %263 = add nuw nsw i64 %262, %258
  %264 = getelementptr inbounds nuw i64, ptr %261, i64 %263
  %265 = load i64, ptr %264, align 4
  %266 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %252, 1
  %267 = getelementptr i64, ptr %266, i64 1
  %268 = mul nuw nsw i64 %254, 9
  %269 = add nuw nsw i64 %268, %258
  %270 = getelementptr inbounds nuw i64, ptr %267, i64 %269
  store i64 %265, ptr %270, align 4
  %271 = add i64 %258, 1
  br label %257

272:                                              ; preds = %257
  %273 = add i64 %254, 1
  br label %253

274:                                              ; preds = %253
  %275 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %222, 0
  %276 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %222, 1
  %277 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %275, 0
  %278 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %277, ptr %276, 1
  %279 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %278, i64 0, 2
  %280 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %279, i64 1, 3, 0
  %281 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %280, i64 9, 4, 0
  %282 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %281, i64 8, 3, 1
  %283 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %282, i64 1, 4, 1
  %284 = call ptr @malloc(i64 128)
  %285 = ptrtoint ptr %284 to i64
  %286 = add i64 %285, 63
  %287 = urem i64 %286, 64
  %288 = sub i64 %286, %287
  %289 = inttoptr i64 %288 to ptr
  %290 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %284, 0
  %291 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %290, ptr %289, 1
  %292 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %291, i64 0, 2
  %293 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %292, i64 1, 3, 0
  %294 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %293, i64 8, 3, 1
  %295 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %294, i64 8, 4, 0
  %296 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %295, i64 1, 4, 1
  br label %297

297:                                              ; preds = %323, %274
  %298 = phi i64 [ %324, %323 ], [ 0, %274 ]
  %299 = icmp slt i64 %298, 1
  br i1 %299, label %300, label %325

300:                                              ; preds = %297
  br label %301

301:                                              ; preds = %304, %300
  %302 = phi i64 [ %322, %304 ], [ 0, %300 ]
  %303 = icmp slt i64 %302, 8
  br i1 %303, label %304, label %323

304:                                              ; preds = %301
  %305 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %90, 1
  %306 = mul nuw nsw i64 %298, 8
  %307 = add nuw nsw i64 %306, %302
  %308 = getelementptr inbounds nuw i64, ptr %305, i64 %307
  %309 = load i64, ptr %308, align 4
  %310 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %283, 1
  %311 = mul nuw nsw i64 %298, 9
  %312 = add nuw nsw i64 %311, %302
  %313 = getelementptr inbounds nuw i64, ptr %310, i64 %312
  %314 = load i64, ptr %313, align 4
  %315 = sub i64 %309, %314
  %316 = icmp ne i64 %315, 1
  %317 = zext i1 %316 to i64
  %318 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %296, 1
  %319 = mul nuw nsw i64 %298, 8
  %320 = add nuw nsw i64 %319, %302
  %321 = getelementptr inbounds nuw i64, ptr %318, i64 %320
  store i64 %317, ptr %321, align 4
  %322 = add i64 %302, 1
  br label %301

323:                                              ; preds = %301
  %324 = add i64 %298, 1
  br label %297

325:                                              ; preds = %297
  %326 = call ptr @malloc(i64 128)
  %327 = ptrtoint ptr %326 to i64
  %328 = add i64 %327, 63
  %329 = urem i64 %328, 64
  %330 = sub i64 %328, %329
  %331 = inttoptr i64 %330 to ptr
  %332 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %326, 0
  %333 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %332, ptr %331, 1
  %334 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %333, i64 0, 2
  %335 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %334, i64 1, 3, 0
  %336 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %335, i64 8, 3, 1
  %337 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %336, i64 8, 4, 0
  %338 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %337, i64 1, 4, 1
  br label %339

339:                                              ; preds = %352, %325
  %340 = phi i64 [ %353, %352 ], [ 0, %325 ]
  %341 = icmp slt i64 %340, 1
  br i1 %341, label %342, label %354

342:                                              ; preds = %339
  br label %343

343:                                              ; preds = %346, %342
  %344 = phi i64 [ %351, %346 ], [ 0, %342 ]
  %345 = icmp slt i64 %344, 8
  br i1 %345, label %346, label %352

346:                                              ; preds = %343
  %347 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %338, 1
  %348 = mul nuw nsw i64 %340, 8
  %349 = add nuw nsw i64 %348, %344
  %350 = getelementptr inbounds nuw i64, ptr %347, i64 %349
  store i64 0, ptr %350, align 4
  %351 = add i64 %344, 1
  br label %343

352:                                              ; preds = %343
  %353 = add i64 %340, 1
  br label %339

354:                                              ; preds = %339
  %355 = call ptr @malloc(i64 72)
  %356 = ptrtoint ptr %355 to i64
  %357 = add i64 %356, 63
  %358 = urem i64 %357, 64
  %359 = sub i64 %357, %358
  %360 = inttoptr i64 %359 to ptr
  %361 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %355, 0
  %362 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %361, ptr %360, 1
  %363 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %362, i64 0, 2
  %364 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %363, i64 1, 3, 0
  %365 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %364, i64 1, 4, 0
  br label %366

366:                                              ; preds = %369, %354
  %367 = phi i64 [ %372, %369 ], [ 0, %354 ]
  %368 = icmp slt i64 %367, 1
  br i1 %368, label %369, label %373

369:                                              ; preds = %366
  %370 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %365, 1
  %371 = getelementptr inbounds nuw i64, ptr %370, i64 %367
  store i64 0, ptr %371, align 4
  %372 = add i64 %367, 1
  br label %366

373:                                              ; preds = %366
  %374 = call ptr @malloc(i64 64)
  %375 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %374, 0
  %376 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %375, ptr %374, 1
  %377 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %376, i64 0, 2
  %378 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %377, i64 1, 3, 0
  %379 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %378, i64 8, 3, 1
  %380 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %379, i64 8, 4, 0
  %381 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %380, i64 1, 4, 1
  %382 = call ptr @malloc(i64 8)
  %383 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %382, 0
  %384 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %383, ptr %382, 1
  %385 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %384, i64 0, 2
  %386 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %385, i64 1, 3, 0
  %387 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %386, i64 1, 4, 0
  br label %388

388:                                              ; preds = %428, %373
  %389 = phi i64 [ %429, %428 ], [ 0, %373 ]
  %390 = icmp slt i64 %389, 1
  br i1 %390, label %391, label %430

391:                                              ; preds = %388
  br label %392

392:                                              ; preds = %426, %391
  %393 = phi i64 [ %427, %426 ], [ 0, %391 ]
  %394 = icmp slt i64 %393, 8
  br i1 %394, label %395, label %428

395:                                              ; preds = %392
  %396 = icmp eq i64 %393, 0
  br i1 %396, label %397, label %407

397:                                              ; preds = %395
  %398 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %296, 1
  %399 = mul nuw nsw i64 %389, 8
  %400 = add nuw nsw i64 %399, %393
  %401 = getelementptr inbounds nuw i64, ptr %398, i64 %400
  %402 = load i64, ptr %401, align 4
  %403 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %381, 1
  %404 = mul nuw nsw i64 %389, 8
  %405 = add nuw nsw i64 %404, %393
  %406 = getelementptr inbounds nuw i64, ptr %403, i64 %405
  store i64 %402, ptr %406, align 4
  br label %426

407:                                              ; preds = %395
  %408 = sub i64 %393, 1
  %409 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %381, 1
  %410 = mul nuw nsw i64 %389, 8
  %411 = add nuw nsw i64 %410, %408
  %412 = getelementptr inbounds nuw i64, ptr %409, i64 %411
  %413 = load i64, ptr %412, align 4
  %414 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %296, 1
  %415 = mul nuw nsw i64 %389, 8
  %416 = add nuw nsw i64 %415, %393
  %417 = getelementptr inbounds nuw i64, ptr %414, i64 %416
  %418 = load i64, ptr %417, align 4
  %419 = add i64 %413, %418
  %420 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %381, 1
  %421 = mul nuw nsw i64 %389, 8
  %422 = add nuw nsw i64 %421, %393
  %423 = getelementptr inbounds nuw i64, ptr %420, i64 %422
  store i64 %419, ptr %423, align 4
  %424 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %387, 1
  %425 = getelementptr inbounds nuw i64, ptr %424, i64 %389
  store i64 %419, ptr %425, align 4
  br label %426

426:                                              ; preds = %397, %407
  %427 = add i64 %393, 1
  br label %392

428:                                              ; preds = %392
  %429 = add i64 %389, 1
  br label %388

430:                                              ; preds = %388
  %431 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %73, 0
  %432 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %73, 1
  %433 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %431, 0
  %434 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %433, ptr %432, 1
  %435 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %434, i64 0, 2
  %436 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %435, i64 1, 3, 0
  %437 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %436, i64 8, 4, 0
  %438 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %437, i64 1, 3, 1
  %439 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %438, i64 8, 4, 1
  %440 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %439, i64 8, 3, 2
  %441 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %440, i64 1, 4, 2
  %442 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %441, i64 1, 3, 3
  %443 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %442, i64 1, 4, 3
  %444 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %73, 0
  %445 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %73, 1
  %446 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %444, 0
  %447 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %446, ptr %445, 1
  %448 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %447, i64 0, 2
  %449 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %448, i64 1, 3, 0
  %450 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %449, i64 8, 4, 0
  %451 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %450, i64 1, 3, 1
  %452 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %451, i64 8, 4, 1
  %453 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %452, i64 1, 3, 2
  %454 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %453, i64 8, 4, 2
  %455 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %454, i64 8, 3, 3
  %456 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %455, i64 1, 4, 3
  %457 = call ptr @malloc(i64 320)
  %458 = ptrtoint ptr %457 to i64
  %459 = add i64 %458, 63
  %460 = urem i64 %459, 64
  %461 = sub i64 %459, %460
  %462 = inttoptr i64 %461 to ptr
  %463 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %457, 0
  %464 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %463, ptr %462, 1
  %465 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %464, i64 0, 2
  %466 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %465, i64 1, 3, 0
  %467 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %466, i64 1, 3, 1
  %468 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %467, i64 8, 3, 2
  %469 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %468, i64 8, 3, 3
  %470 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %469, i64 64, 4, 0
  %471 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %470, i64 64, 4, 1
  %472 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %471, i64 8, 4, 2
  %473 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %472, i64 1, 4, 3
  br label %474

474:                                              ; preds = %538, %430
  %475 = phi i64 [ %539, %538 ], [ 0, %430 ]
  %476 = icmp slt i64 %475, 1
  br i1 %476, label %477, label %540

477:                                              ; preds = %474
  br label %478

478:                                              ; preds = %536, %477
  %479 = phi i64 [ %537, %536 ], [ 0, %477 ]
  %480 = icmp slt i64 %479, 1
  br i1 %480, label %481, label %538

481:                                              ; preds = %478
  br label %482

482:                                              ; preds = %534, %481
  %483 = phi i64 [ %535, %534 ], [ 0, %481 ]
  %484 = icmp slt i64 %483, 8
  br i1 %484, label %485, label %536

485:                                              ; preds = %482
  br label %486

486:                                              ; preds = %489, %485
  %487 = phi i64 [ %533, %489 ], [ 0, %485 ]
  %488 = icmp slt i64 %487, 8
  br i1 %488, label %489, label %534

489:                                              ; preds = %486
  %490 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %443, 1
  %491 = add nuw nsw i64 0, %483
  %492 = add nuw nsw i64 %491, 0
  %493 = getelementptr inbounds nuw i64, ptr %490, i64 %492
  %494 = load i64, ptr %493, align 4
  %495 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %456, 1
  %496 = add nuw nsw i64 0, %487
  %497 = getelementptr inbounds nuw i64, ptr %495, i64 %496
  %498 = load i64, ptr %497, align 4
  %499 = icmp slt i64 %494, 0
  %500 = add i64 %494, 8
  %501 = select i1 %499, i64 %500, i64 %494
  %502 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %90, 1
  %503 = add nuw nsw i64 0, %501
  %504 = getelementptr inbounds nuw i64, ptr %502, i64 %503
  %505 = load i64, ptr %504, align 4
  %506 = icmp slt i64 %498, 0
  %507 = add i64 %498, 8
  %508 = select i1 %506, i64 %507, i64 %498
  %509 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %90, 1
  %510 = add nuw nsw i64 0, %508
  %511 = getelementptr inbounds nuw i64, ptr %509, i64 %510
  %512 = load i64, ptr %511, align 4
  %513 = icmp sle i64 %512, %505
  %514 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %381, 1
  %515 = add nuw nsw i64 0, %508
  %516 = getelementptr inbounds nuw i64, ptr %514, i64 %515
  %517 = load i64, ptr %516, align 4
  %518 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %381, 1
  %519 = add nuw nsw i64 0, %501
  %520 = getelementptr inbounds nuw i64, ptr %518, i64 %519
  %521 = load i64, ptr %520, align 4
  %522 = icmp eq i64 %521, %517
  %523 = and i1 %522, %513
  %524 = select i1 %523, float 0.000000e+00, float f0xFF7FFFFF
  %525 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %473, 1
  %526 = mul nuw nsw i64 %475, 64
  %527 = mul nuw nsw i64 %479, 64
  %528 = add nuw nsw i64 %526, %527
  %529 = mul nuw nsw i64 %483, 8
  %530 = add nuw nsw i64 %528, %529
  %531 = add nuw nsw i64 %530, %487
  %532 = getelementptr inbounds nuw float, ptr %525, i64 %531
  store float %524, ptr %532, align 4
  %533 = add i64 %487, 1
  br label %486

534:                                              ; preds = %486
  %535 = add i64 %483, 1
  br label %482

536:                                              ; preds = %482
  %537 = add i64 %479, 1
  br label %478

538:                                              ; preds = %478
  %539 = add i64 %475, 1
  br label %474

540:                                              ; preds = %474
  %541 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %73, 0
  %542 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %73, 1
  %543 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %541, 0
  %544 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %543, ptr %542, 1
  %545 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %544, i64 0, 2
  %546 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %545, i64 1, 3, 0
  %547 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %546, i64 8, 4, 0
  %548 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %547, i64 8, 3, 1
  %549 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %548, i64 1, 4, 1
  %550 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %549, i64 1, 3, 2
  %551 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %550, i64 1, 4, 2
  %552 = call ptr @malloc(i64 192)
  %553 = ptrtoint ptr %552 to i64
  %554 = add i64 %553, 63
  %555 = urem i64 %554, 64
  %556 = sub i64 %554, %555
  %557 = inttoptr i64 %556 to ptr
  %558 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %552, 0
  %559 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %558, ptr %557, 1
  %560 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %559, i64 0, 2
  %561 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %560, i64 1, 3, 0
  %562 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %561, i64 8, 3, 1
  %563 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %562, i64 4, 3, 2
  %564 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %563, i64 32, 4, 0
  %565 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %564, i64 4, 4, 1
  %566 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %565, i64 1, 4, 2
  br label %567

567:                                              ; preds = %598, %540
  %568 = phi i64 [ %599, %598 ], [ 0, %540 ]
  %569 = icmp slt i64 %568, 1
  br i1 %569, label %570, label %600

570:                                              ; preds = %567
  br label %571

571:                                              ; preds = %596, %570
  %572 = phi i64 [ %597, %596 ], [ 0, %570 ]
  %573 = icmp slt i64 %572, 8
  br i1 %573, label %574, label %598

574:                                              ; preds = %571
  br label %575

575:                                              ; preds = %578, %574
  %576 = phi i64 [ %595, %578 ], [ 0, %574 ]
  %577 = icmp slt i64 %576, 4
  br i1 %577, label %578, label %596

578:                                              ; preds = %575
  %579 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %551, 1
  %580 = mul nuw nsw i64 %568, 8
  %581 = add nuw nsw i64 %580, %572
  %582 = add nuw nsw i64 %581, 0
  %583 = getelementptr inbounds nuw i64, ptr %579, i64 %582
  %584 = load i64, ptr %583, align 4
  %585 = getelementptr inbounds nuw float, ptr @__constant_4xf32, i64 %576
  %586 = load float, ptr %585, align 4
  %587 = sitofp i64 %584 to float
  %588 = fmul float %587, %586
  %589 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %566, 1
  %590 = mul nuw nsw i64 %568, 32
  %591 = mul nuw nsw i64 %572, 4
  %592 = add nuw nsw i64 %590, %591
  %593 = add nuw nsw i64 %592, %576
  %594 = getelementptr inbounds nuw float, ptr %589, i64 %593
  store float %588, ptr %594, align 4
  %595 = add i64 %576, 1
  br label %575

596:                                              ; preds = %575
  %597 = add i64 %572, 1
  br label %571

598:                                              ; preds = %571
  %599 = add i64 %568, 1
  br label %567

600:                                              ; preds = %567
  %601 = call ptr @malloc(i64 320)
  %602 = ptrtoint ptr %601 to i64
  %603 = add i64 %602, 63
  %604 = urem i64 %603, 64
  %605 = sub i64 %603, %604
  %606 = inttoptr i64 %605 to ptr
  %607 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %601, 0
  %608 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %607, ptr %606, 1
  %609 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %608, i64 0, 2
  %610 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %609, i64 1, 3, 0
  %611 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %610, i64 8, 3, 1
  %612 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %611, i64 8, 3, 2
  %613 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %612, i64 64, 4, 0
  %614 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %613, i64 8, 4, 1
  %615 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %614, i64 1, 4, 2
  %616 = call ptr @malloc(i64 320)
  %617 = ptrtoint ptr %616 to i64
  %618 = add i64 %617, 63
  %619 = urem i64 %618, 64
  %620 = sub i64 %618, %619
  %621 = inttoptr i64 %620 to ptr
  %622 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %616, 0
  %623 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %622, ptr %621, 1
  %624 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %623, i64 0, 2
  %625 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %624, i64 1, 3, 0
  %626 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %625, i64 8, 3, 1
  %627 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %626, i64 8, 3, 2
  %628 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %627, i64 64, 4, 0
  %629 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %628, i64 8, 4, 1
  %630 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %629, i64 1, 4, 2
  br label %631

631:                                              ; preds = %659, %600
  %632 = phi i64 [ %660, %659 ], [ 0, %600 ]
  %633 = icmp slt i64 %632, 1
  br i1 %633, label %634, label %661

634:                                              ; preds = %631
  br label %635

635:                                              ; preds = %657, %634
  %636 = phi i64 [ %658, %657 ], [ 0, %634 ]
  %637 = icmp slt i64 %636, 8
  br i1 %637, label %638, label %659

638:                                              ; preds = %635
  br label %639

639:                                              ; preds = %642, %638
  %640 = phi i64 [ %656, %642 ], [ 0, %638 ]
  %641 = icmp slt i64 %640, 8
  br i1 %641, label %642, label %657

642:                                              ; preds = %639
  %643 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %615, 1
  %644 = mul nuw nsw i64 %632, 64
  %645 = mul nuw nsw i64 %636, 8
  %646 = add nuw nsw i64 %644, %645
  %647 = add nuw nsw i64 %646, %640
  %648 = getelementptr inbounds nuw float, ptr %643, i64 %647
  %649 = load float, ptr %648, align 4
  %650 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %630, 1
  %651 = mul nuw nsw i64 %632, 64
  %652 = mul nuw nsw i64 %636, 8
  %653 = add nuw nsw i64 %651, %652
  %654 = add nuw nsw i64 %653, %640
  %655 = getelementptr inbounds nuw float, ptr %650, i64 %654
  store float %649, ptr %655, align 4
  %656 = add i64 %640, 1
  br label %639

657:                                              ; preds = %639
  %658 = add i64 %636, 1
  br label %635

659:                                              ; preds = %635
  %660 = add i64 %632, 1
  br label %631

661:                                              ; preds = %631
  %662 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %630, 0
  %663 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %630, 1
  %664 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %662, 0
  %665 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %664, ptr %663, 1
  %666 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %665, i64 0, 2
  %667 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %666, i64 1, 3, 0
  %668 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %667, i64 64, 4, 0
  %669 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %668, i64 8, 3, 1
  %670 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %669, i64 8, 4, 1
  %671 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %670, i64 4, 3, 2
  %672 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %671, i64 1, 4, 2
  br label %673

673:                                              ; preds = %701, %661
  %674 = phi i64 [ %702, %701 ], [ 0, %661 ]
  %675 = icmp slt i64 %674, 1
  br i1 %675, label %676, label %703

676:                                              ; preds = %673
  br label %677

677:                                              ; preds = %699, %676
  %678 = phi i64 [ %700, %699 ], [ 0, %676 ]
  %679 = icmp slt i64 %678, 8
  br i1 %679, label %680, label %701

680:                                              ; preds = %677
  br label %681

681:                                              ; preds = %684, %680
  %682 = phi i64 [ %698, %684 ], [ 0, %680 ]
  %683 = icmp slt i64 %682, 4
  br i1 %683, label %684, label %699

684:                                              ; preds = %681
  %685 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %566, 1
  %686 = mul nuw nsw i64 %674, 32
  %687 = mul nuw nsw i64 %678, 4
  %688 = add nuw nsw i64 %686, %687
  %689 = add nuw nsw i64 %688, %682
  %690 = getelementptr inbounds nuw float, ptr %685, i64 %689
  %691 = load float, ptr %690, align 4
  %692 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %672, 1
  %693 = mul nuw nsw i64 %674, 64
  %694 = mul nuw nsw i64 %678, 8
  %695 = add nuw nsw i64 %693, %694
  %696 = add nuw nsw i64 %695, %682
  %697 = getelementptr inbounds nuw float, ptr %692, i64 %696
  store float %691, ptr %697, align 4
  %698 = add i64 %682, 1
  br label %681

699:                                              ; preds = %681
  %700 = add i64 %678, 1
  br label %677

701:                                              ; preds = %677
  %702 = add i64 %674, 1
  br label %673

703:                                              ; preds = %673
  %704 = call ptr @malloc(i64 320)
  %705 = ptrtoint ptr %704 to i64
  %706 = add i64 %705, 63
  %707 = urem i64 %706, 64
  %708 = sub i64 %706, %707
  %709 = inttoptr i64 %708 to ptr
  %710 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %704, 0
  %711 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %710, ptr %709, 1
  %712 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %711, i64 0, 2
  %713 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %712, i64 1, 3, 0
  %714 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %713, i64 8, 3, 1
  %715 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %714, i64 8, 3, 2
  %716 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %715, i64 64, 4, 0
  %717 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %716, i64 8, 4, 1
  %718 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %717, i64 1, 4, 2
  br label %719

719:                                              ; preds = %747, %703
  %720 = phi i64 [ %748, %747 ], [ 0, %703 ]
  %721 = icmp slt i64 %720, 1
  br i1 %721, label %722, label %749

722:                                              ; preds = %719
  br label %723

723:                                              ; preds = %745, %722
  %724 = phi i64 [ %746, %745 ], [ 0, %722 ]
  %725 = icmp slt i64 %724, 8
  br i1 %725, label %726, label %747

726:                                              ; preds = %723
  br label %727

727:                                              ; preds = %730, %726
  %728 = phi i64 [ %744, %730 ], [ 0, %726 ]
  %729 = icmp slt i64 %728, 8
  br i1 %729, label %730, label %745

730:                                              ; preds = %727
  %731 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %630, 1
  %732 = mul nuw nsw i64 %720, 64
  %733 = mul nuw nsw i64 %724, 8
  %734 = add nuw nsw i64 %732, %733
  %735 = add nuw nsw i64 %734, %728
  %736 = getelementptr inbounds nuw float, ptr %731, i64 %735
  %737 = load float, ptr %736, align 4
  %738 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %718, 1
  %739 = mul nuw nsw i64 %720, 64
  %740 = mul nuw nsw i64 %724, 8
  %741 = add nuw nsw i64 %739, %740
  %742 = add nuw nsw i64 %741, %728
  %743 = getelementptr inbounds nuw float, ptr %738, i64 %742
  store float %737, ptr %743, align 4
  %744 = add i64 %728, 1
  br label %727

745:                                              ; preds = %727
  %746 = add i64 %724, 1
  br label %723

747:                                              ; preds = %723
  %748 = add i64 %720, 1
  br label %719

749:                                              ; preds = %719
  %750 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %718, 0
  %751 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %718, 1
  %752 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %750, 0
  %753 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %752, ptr %751, 1
  %754 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %753, i64 4, 2
  %755 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %754, i64 1, 3, 0
  %756 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %755, i64 64, 4, 0
  %757 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %756, i64 8, 3, 1
  %758 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %757, i64 8, 4, 1
  %759 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %758, i64 4, 3, 2
  %760 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %759, i64 1, 4, 2
  br label %761

761:                                              ; preds = %790, %749
  %762 = phi i64 [ %791, %790 ], [ 0, %749 ]
  %763 = icmp slt i64 %762, 1
  br i1 %763, label %764, label %792

764:                                              ; preds = %761
  br label %765

765:                                              ; preds = %788, %764
  %766 = phi i64 [ %789, %788 ], [ 0, %764 ]
  %767 = icmp slt i64 %766, 8
  br i1 %767, label %768, label %790

768:                                              ; preds = %765
  br label %769

769:                                              ; preds = %772, %768
  %770 = phi i64 [ %787, %772 ], [ 0, %768 ]
  %771 = icmp slt i64 %770, 4
  br i1 %771, label %772, label %788

772:                                              ; preds = %769
  %773 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %566, 1
  %774 = mul nuw nsw i64 %762, 32
  %775 = mul nuw nsw i64 %766, 4
  %776 = add nuw nsw i64 %774, %775
  %777 = add nuw nsw i64 %776, %770
  %778 = getelementptr inbounds nuw float, ptr %773, i64 %777
  %779 = load float, ptr %778, align 4
  %780 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %760, 1
  %781 = getelementptr float, ptr %780, i64 4
  %782 = mul nuw nsw i64 %762, 64
  %783 = mul nuw nsw i64 %766, 8
  %784 = add nuw nsw i64 %782, %783
  %785 = add nuw nsw i64 %784, %770
  %786 = getelementptr inbounds nuw float, ptr %781, i64 %785
  store float %779, ptr %786, align 4
  %787 = add i64 %770, 1
  br label %769

788:                                              ; preds = %769
  %789 = add i64 %766, 1
  br label %765

790:                                              ; preds = %765
  %791 = add i64 %762, 1
  br label %761

792:                                              ; preds = %761
  %793 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %718, 0
  %794 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %718, 1
  %795 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %793, 0
  %796 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %795, ptr %794, 1
  %797 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %796, i64 0, 2
  %798 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %797, i64 1, 3, 0
  %799 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %798, i64 64, 4, 0
  %800 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %799, i64 1, 3, 1
  %801 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %800, i64 64, 4, 1
  %802 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %801, i64 8, 3, 2
  %803 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %802, i64 8, 4, 2
  %804 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %803, i64 8, 3, 3
  %805 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %804, i64 1, 4, 3
  %806 = call ptr @malloc(i64 320)
  %807 = ptrtoint ptr %806 to i64
  %808 = add i64 %807, 63
  %809 = urem i64 %808, 64
  %810 = sub i64 %808, %809
  %811 = inttoptr i64 %810 to ptr
  %812 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %806, 0
  %813 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %812, ptr %811, 1
  %814 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %813, i64 0, 2
  %815 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %814, i64 1, 3, 0
  %816 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %815, i64 1, 3, 1
  %817 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %816, i64 8, 3, 2
  %818 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %817, i64 8, 3, 3
  %819 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %818, i64 64, 4, 0
  %820 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %819, i64 64, 4, 1
  %821 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %820, i64 8, 4, 2
  %822 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %821, i64 1, 4, 3
  br label %823

823:                                              ; preds = %862, %792
  %824 = phi i64 [ %863, %862 ], [ 0, %792 ]
  %825 = icmp slt i64 %824, 1
  br i1 %825, label %826, label %864

826:                                              ; preds = %823
  br label %827

827:                                              ; preds = %860, %826
  %828 = phi i64 [ %861, %860 ], [ 0, %826 ]
  %829 = icmp slt i64 %828, 1
  br i1 %829, label %830, label %862

830:                                              ; preds = %827
  br label %831

831:                                              ; preds = %858, %830
  %832 = phi i64 [ %859, %858 ], [ 0, %830 ]
  %833 = icmp slt i64 %832, 8
  br i1 %833, label %834, label %860

834:                                              ; preds = %831
  br label %835

835:                                              ; preds = %838, %834
  %836 = phi i64 [ %857, %838 ], [ 0, %834 ]
  %837 = icmp slt i64 %836, 8
  br i1 %837, label %838, label %858

838:                                              ; preds = %835
  %839 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %805, 1
  %840 = mul nuw nsw i64 %824, 64
  %841 = mul nuw nsw i64 %828, 64
  %842 = add nuw nsw i64 %840, %841
  %843 = mul nuw nsw i64 %832, 8
  %844 = add nuw nsw i64 %842, %843
  %845 = add nuw nsw i64 %844, %836
  %846 = getelementptr inbounds nuw float, ptr %839, i64 %845
  %847 = load float, ptr %846, align 4
  %848 = call afn float @llvm.cos.f32(float %847)
  %849 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %822, 1
  %850 = mul nuw nsw i64 %824, 64
  %851 = mul nuw nsw i64 %828, 64
  %852 = add nuw nsw i64 %850, %851
  %853 = mul nuw nsw i64 %832, 8
  %854 = add nuw nsw i64 %852, %853
  %855 = add nuw nsw i64 %854, %836
  %856 = getelementptr inbounds nuw float, ptr %849, i64 %855
  store float %848, ptr %856, align 4
  %857 = add i64 %836, 1
  br label %835

858:                                              ; preds = %835
  %859 = add i64 %832, 1
  br label %831

860:                                              ; preds = %831
  %861 = add i64 %828, 1
  br label %827

862:                                              ; preds = %827
  %863 = add i64 %824, 1
  br label %823

864:                                              ; preds = %823
  %865 = call ptr @malloc(i64 320)
  %866 = ptrtoint ptr %865 to i64
  %867 = add i64 %866, 63
  %868 = urem i64 %867, 64
  %869 = sub i64 %867, %868
  %870 = inttoptr i64 %869 to ptr
  %871 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %865, 0
  %872 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %871, ptr %870, 1
  %873 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %872, i64 0, 2
  %874 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %873, i64 1, 3, 0
  %875 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %874, i64 1, 3, 1
  %876 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %875, i64 8, 3, 2
  %877 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %876, i64 8, 3, 3
  %878 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %877, i64 64, 4, 0
  %879 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %878, i64 64, 4, 1
  %880 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %879, i64 8, 4, 2
  %881 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %880, i64 1, 4, 3
  br label %882

882:                                              ; preds = %921, %864
  %883 = phi i64 [ %922, %921 ], [ 0, %864 ]
  %884 = icmp slt i64 %883, 1
  br i1 %884, label %885, label %923

885:                                              ; preds = %882
  br label %886

886:                                              ; preds = %919, %885
  %887 = phi i64 [ %920, %919 ], [ 0, %885 ]
  %888 = icmp slt i64 %887, 1
  br i1 %888, label %889, label %921

889:                                              ; preds = %886
  br label %890

890:                                              ; preds = %917, %889
  %891 = phi i64 [ %918, %917 ], [ 0, %889 ]
  %892 = icmp slt i64 %891, 8
  br i1 %892, label %893, label %919

893:                                              ; preds = %890
  br label %894

894:                                              ; preds = %897, %893
  %895 = phi i64 [ %916, %897 ], [ 0, %893 ]
  %896 = icmp slt i64 %895, 8
  br i1 %896, label %897, label %917

897:                                              ; preds = %894
  %898 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %805, 1
  %899 = mul nuw nsw i64 %883, 64
  %900 = mul nuw nsw i64 %887, 64
  %901 = add nuw nsw i64 %899, %900
  %902 = mul nuw nsw i64 %891, 8
  %903 = add nuw nsw i64 %901, %902
  %904 = add nuw nsw i64 %903, %895
  %905 = getelementptr inbounds nuw float, ptr %898, i64 %904
  %906 = load float, ptr %905, align 4
  %907 = call afn float @llvm.sin.f32(float %906)
  %908 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %881, 1
  %909 = mul nuw nsw i64 %883, 64
  %910 = mul nuw nsw i64 %887, 64
  %911 = add nuw nsw i64 %909, %910
  %912 = mul nuw nsw i64 %891, 8
  %913 = add nuw nsw i64 %911, %912
  %914 = add nuw nsw i64 %913, %895
  %915 = getelementptr inbounds nuw float, ptr %908, i64 %914
  store float %907, ptr %915, align 4
  %916 = add i64 %895, 1
  br label %894

917:                                              ; preds = %894
  %918 = add i64 %891, 1
  br label %890

919:                                              ; preds = %890
  %920 = add i64 %887, 1
  br label %886

921:                                              ; preds = %886
  %922 = add i64 %883, 1
  br label %882

923:                                              ; preds = %882
  %924 = call ptr @malloc(i64 96)
  %925 = ptrtoint ptr %924 to i64
  %926 = add i64 %925, 63
  %927 = urem i64 %926, 64
  %928 = sub i64 %926, %927
  %929 = inttoptr i64 %928 to ptr
  %930 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %924, 0
  %931 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %930, ptr %929, 1
  %932 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %931, i64 0, 2
  %933 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %932, i64 1, 3, 0
  %934 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %933, i64 8, 3, 1
  %935 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %934, i64 1, 3, 2
  %936 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %935, i64 8, 4, 0
  %937 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %936, i64 1, 4, 1
  %938 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %937, i64 1, 4, 2
  br label %939

939:                                              ; preds = %959, %923
  %940 = phi i64 [ %960, %959 ], [ 0, %923 ]
  %941 = icmp slt i64 %940, 1
  br i1 %941, label %942, label %961

942:                                              ; preds = %939
  br label %943

943:                                              ; preds = %957, %942
  %944 = phi i64 [ %958, %957 ], [ 0, %942 ]
  %945 = icmp slt i64 %944, 8
  br i1 %945, label %946, label %959

946:                                              ; preds = %943
  br label %947

947:                                              ; preds = %950, %946
  %948 = phi i64 [ %956, %950 ], [ 0, %946 ]
  %949 = icmp slt i64 %948, 1
  br i1 %949, label %950, label %957

950:                                              ; preds = %947
  %951 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %938, 1
  %952 = mul nuw nsw i64 %940, 8
  %953 = add nuw nsw i64 %952, %944
  %954 = add nuw nsw i64 %953, %948
  %955 = getelementptr inbounds nuw float, ptr %951, i64 %954
  store float 0.000000e+00, ptr %955, align 4
  %956 = add i64 %948, 1
  br label %947

957:                                              ; preds = %947
  %958 = add i64 %944, 1
  br label %943

959:                                              ; preds = %943
  %960 = add i64 %940, 1
  br label %939

961:                                              ; preds = %939
  %962 = call ptr @malloc(i64 96)
  %963 = ptrtoint ptr %962 to i64
  %964 = add i64 %963, 63
  %965 = urem i64 %964, 64
  %966 = sub i64 %964, %965
  %967 = inttoptr i64 %966 to ptr
  %968 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %962, 0
  %969 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %968, ptr %967, 1
  %970 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %969, i64 0, 2
  %971 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %970, i64 1, 3, 0
  %972 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %971, i64 8, 3, 1
  %973 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %972, i64 1, 3, 2
  %974 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %973, i64 8, 4, 0
  %975 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %974, i64 1, 4, 1
  %976 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %975, i64 1, 4, 2
  br label %977

977:                                              ; preds = %1003, %961
  %978 = phi i64 [ %1004, %1003 ], [ 0, %961 ]
  %979 = icmp slt i64 %978, 1
  br i1 %979, label %980, label %1005

980:                                              ; preds = %977
  br label %981

981:                                              ; preds = %1001, %980
  %982 = phi i64 [ %1002, %1001 ], [ 0, %980 ]
  %983 = icmp slt i64 %982, 8
  br i1 %983, label %984, label %1003

984:                                              ; preds = %981
  br label %985

985:                                              ; preds = %988, %984
  %986 = phi i64 [ %1000, %988 ], [ 0, %984 ]
  %987 = icmp slt i64 %986, 1
  br i1 %987, label %988, label %1001

988:                                              ; preds = %985
  %989 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %938, 1
  %990 = mul nuw nsw i64 %978, 8
  %991 = add nuw nsw i64 %990, %982
  %992 = add nuw nsw i64 %991, %986
  %993 = getelementptr inbounds nuw float, ptr %989, i64 %992
  %994 = load float, ptr %993, align 4
  %995 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %976, 1
  %996 = mul nuw nsw i64 %978, 8
  %997 = add nuw nsw i64 %996, %982
  %998 = add nuw nsw i64 %997, %986
  %999 = getelementptr inbounds nuw float, ptr %995, i64 %998
  store float %994, ptr %999, align 4
  %1000 = add i64 %986, 1
  br label %985

1001:                                             ; preds = %985
  %1002 = add i64 %982, 1
  br label %981

1003:                                             ; preds = %981
  %1004 = add i64 %978, 1
  br label %977

1005:                                             ; preds = %977
  br label %1006

1006:                                             ; preds = %1041, %1005
  %1007 = phi i64 [ %1042, %1041 ], [ 0, %1005 ]
  %1008 = icmp slt i64 %1007, 1
  br i1 %1008, label %1009, label %1043

1009:                                             ; preds = %1006
  br label %1010

1010:                                             ; preds = %1039, %1009
  %1011 = phi i64 [ %1040, %1039 ], [ 0, %1009 ]
  %1012 = icmp slt i64 %1011, 8
  br i1 %1012, label %1013, label %1041

1013:                                             ; preds = %1010
  br label %1014

1014:                                             ; preds = %1017, %1013
  %1015 = phi i64 [ %1038, %1017 ], [ 0, %1013 ]
  %1016 = icmp slt i64 %1015, 32
  br i1 %1016, label %1017, label %1039

1017:                                             ; preds = %1014
  %1018 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %1019 = mul nuw nsw i64 %1007, 256
  %1020 = mul nuw nsw i64 %1011, 32
  %1021 = add nuw nsw i64 %1019, %1020
  %1022 = add nuw nsw i64 %1021, %1015
  %1023 = getelementptr inbounds nuw float, ptr %1018, i64 %1022
  %1024 = load float, ptr %1023, align 4
  %1025 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %976, 1
  %1026 = mul nuw nsw i64 %1007, 8
  %1027 = add nuw nsw i64 %1026, %1011
  %1028 = add nuw nsw i64 %1027, 0
  %1029 = getelementptr inbounds nuw float, ptr %1025, i64 %1028
  %1030 = load float, ptr %1029, align 4
  %1031 = fmul float %1024, %1024
  %1032 = fadd float %1031, %1030
  %1033 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %976, 1
  %1034 = mul nuw nsw i64 %1007, 8
  %1035 = add nuw nsw i64 %1034, %1011
  %1036 = add nuw nsw i64 %1035, 0
  %1037 = getelementptr inbounds nuw float, ptr %1033, i64 %1036
  store float %1032, ptr %1037, align 4
  %1038 = add i64 %1015, 1
  br label %1014

1039:                                             ; preds = %1014
  %1040 = add i64 %1011, 1
  br label %1010

1041:                                             ; preds = %1010
  %1042 = add i64 %1007, 1
  br label %1006

1043:                                             ; preds = %1006
  %1044 = call ptr @malloc(i64 1088)
  %1045 = ptrtoint ptr %1044 to i64
  %1046 = add i64 %1045, 63
  %1047 = urem i64 %1046, 64
  %1048 = sub i64 %1046, %1047
  %1049 = inttoptr i64 %1048 to ptr
  %1050 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1044, 0
  %1051 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1050, ptr %1049, 1
  %1052 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1051, i64 0, 2
  %1053 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1052, i64 1, 3, 0
  %1054 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1053, i64 8, 3, 1
  %1055 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1054, i64 32, 3, 2
  %1056 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1055, i64 256, 4, 0
  %1057 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1056, i64 32, 4, 1
  %1058 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1057, i64 1, 4, 2
  br label %1059

1059:                                             ; preds = %1101, %1043
  %1060 = phi i64 [ %1102, %1101 ], [ 0, %1043 ]
  %1061 = icmp slt i64 %1060, 1
  br i1 %1061, label %1062, label %1103

1062:                                             ; preds = %1059
  br label %1063

1063:                                             ; preds = %1099, %1062
  %1064 = phi i64 [ %1100, %1099 ], [ 0, %1062 ]
  %1065 = icmp slt i64 %1064, 8
  br i1 %1065, label %1066, label %1101

1066:                                             ; preds = %1063
  br label %1067

1067:                                             ; preds = %1070, %1066
  %1068 = phi i64 [ %1098, %1070 ], [ 0, %1066 ]
  %1069 = icmp slt i64 %1068, 32
  br i1 %1069, label %1070, label %1099

1070:                                             ; preds = %1067
  %1071 = getelementptr inbounds nuw float, ptr @__constant_32xf32_13, i64 %1068
  %1072 = load float, ptr %1071, align 4
  %1073 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %1074 = mul nuw nsw i64 %1060, 256
  %1075 = mul nuw nsw i64 %1064, 32
  %1076 = add nuw nsw i64 %1074, %1075
  %1077 = add nuw nsw i64 %1076, %1068
  %1078 = getelementptr inbounds nuw float, ptr %1073, i64 %1077
  %1079 = load float, ptr %1078, align 4
  %1080 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %976, 1
  %1081 = mul nuw nsw i64 %1060, 8
  %1082 = add nuw nsw i64 %1081, %1064
  %1083 = add nuw nsw i64 %1082, 0
  %1084 = getelementptr inbounds nuw float, ptr %1080, i64 %1083
  %1085 = load float, ptr %1084, align 4
  %1086 = fdiv float %1085, 3.200000e+01
  %1087 = fadd float %1086, f0x358637BD
  %1088 = call float @llvm.sqrt.f32(float %1087)
  %1089 = fdiv float 1.000000e+00, %1088
  %1090 = fmul float %1079, %1089
  %1091 = fmul float %1072, %1090
  %1092 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1058, 1
  %1093 = mul nuw nsw i64 %1060, 256
  %1094 = mul nuw nsw i64 %1064, 32
  %1095 = add nuw nsw i64 %1093, %1094
  %1096 = add nuw nsw i64 %1095, %1068
  %1097 = getelementptr inbounds nuw float, ptr %1092, i64 %1096
  store float %1091, ptr %1097, align 4
  %1098 = add i64 %1068, 1
  br label %1067

1099:                                             ; preds = %1067
  %1100 = add i64 %1064, 1
  br label %1063

1101:                                             ; preds = %1063
  %1102 = add i64 %1060, 1
  br label %1059

1103:                                             ; preds = %1059
  %1104 = call ptr @malloc(i64 1088)
  %1105 = ptrtoint ptr %1104 to i64
  %1106 = add i64 %1105, 63
  %1107 = urem i64 %1106, 64
  %1108 = sub i64 %1106, %1107
  %1109 = inttoptr i64 %1108 to ptr
  %1110 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1104, 0
  %1111 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1110, ptr %1109, 1
  %1112 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1111, i64 0, 2
  %1113 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1112, i64 8, 3, 0
  %1114 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1113, i64 32, 3, 1
  %1115 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1114, i64 32, 4, 0
  %1116 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1115, i64 1, 4, 1
  br label %1117

1117:                                             ; preds = %1130, %1103
  %1118 = phi i64 [ %1131, %1130 ], [ 0, %1103 ]
  %1119 = icmp slt i64 %1118, 8
  br i1 %1119, label %1120, label %1132

1120:                                             ; preds = %1117
  br label %1121

1121:                                             ; preds = %1124, %1120
  %1122 = phi i64 [ %1129, %1124 ], [ 0, %1120 ]
  %1123 = icmp slt i64 %1122, 32
  br i1 %1123, label %1124, label %1130

1124:                                             ; preds = %1121
  %1125 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1116, 1
  %1126 = mul nuw nsw i64 %1118, 32
  %1127 = add nuw nsw i64 %1126, %1122
  %1128 = getelementptr inbounds nuw float, ptr %1125, i64 %1127
  store float 0.000000e+00, ptr %1128, align 4
  %1129 = add i64 %1122, 1
  br label %1121

1130:                                             ; preds = %1121
  %1131 = add i64 %1118, 1
  br label %1117

1132:                                             ; preds = %1117
  %1133 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1116, 0
  %1134 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1116, 1
  %1135 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1133, 0
  %1136 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1135, ptr %1134, 1
  %1137 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1136, i64 0, 2
  %1138 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1137, i64 1, 3, 0
  %1139 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1138, i64 256, 4, 0
  %1140 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1139, i64 8, 3, 1
  %1141 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1140, i64 32, 4, 1
  %1142 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1141, i64 4, 3, 2
  %1143 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1142, i64 8, 4, 2
  %1144 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1143, i64 8, 3, 3
  %1145 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1144, i64 1, 4, 3
  %1146 = call ptr @malloc(i64 1088)
  %1147 = ptrtoint ptr %1146 to i64
  %1148 = add i64 %1147, 63
  %1149 = urem i64 %1148, 64
  %1150 = sub i64 %1148, %1149
  %1151 = inttoptr i64 %1150 to ptr
  %1152 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1146, 0
  %1153 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1152, ptr %1151, 1
  %1154 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1153, i64 0, 2
  %1155 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1154, i64 1, 3, 0
  %1156 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1155, i64 8, 3, 1
  %1157 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1156, i64 4, 3, 2
  %1158 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1157, i64 8, 3, 3
  %1159 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1158, i64 256, 4, 0
  %1160 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1159, i64 32, 4, 1
  %1161 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1160, i64 8, 4, 2
  %1162 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1161, i64 1, 4, 3
  br label %1163

1163:                                             ; preds = %1201, %1132
  %1164 = phi i64 [ %1202, %1201 ], [ 0, %1132 ]
  %1165 = icmp slt i64 %1164, 1
  br i1 %1165, label %1166, label %1203

1166:                                             ; preds = %1163
  br label %1167

1167:                                             ; preds = %1199, %1166
  %1168 = phi i64 [ %1200, %1199 ], [ 0, %1166 ]
  %1169 = icmp slt i64 %1168, 8
  br i1 %1169, label %1170, label %1201

1170:                                             ; preds = %1167
  br label %1171

1171:                                             ; preds = %1197, %1170
  %1172 = phi i64 [ %1198, %1197 ], [ 0, %1170 ]
  %1173 = icmp slt i64 %1172, 4
  br i1 %1173, label %1174, label %1199

1174:                                             ; preds = %1171
  br label %1175

1175:                                             ; preds = %1178, %1174
  %1176 = phi i64 [ %1196, %1178 ], [ 0, %1174 ]
  %1177 = icmp slt i64 %1176, 8
  br i1 %1177, label %1178, label %1197

1178:                                             ; preds = %1175
  %1179 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1145, 1
  %1180 = mul nuw nsw i64 %1164, 256
  %1181 = mul nuw nsw i64 %1168, 32
  %1182 = add nuw nsw i64 %1180, %1181
  %1183 = mul nuw nsw i64 %1172, 8
  %1184 = add nuw nsw i64 %1182, %1183
  %1185 = add nuw nsw i64 %1184, %1176
  %1186 = getelementptr inbounds nuw float, ptr %1179, i64 %1185
  %1187 = load float, ptr %1186, align 4
  %1188 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1162, 1
  %1189 = mul nuw nsw i64 %1164, 256
  %1190 = mul nuw nsw i64 %1168, 32
  %1191 = add nuw nsw i64 %1189, %1190
  %1192 = mul nuw nsw i64 %1172, 8
  %1193 = add nuw nsw i64 %1191, %1192
  %1194 = add nuw nsw i64 %1193, %1176
  %1195 = getelementptr inbounds nuw float, ptr %1188, i64 %1194
  store float %1187, ptr %1195, align 4
  %1196 = add i64 %1176, 1
  br label %1175

1197:                                             ; preds = %1175
  %1198 = add i64 %1172, 1
  br label %1171

1199:                                             ; preds = %1171
  %1200 = add i64 %1168, 1
  br label %1167

1201:                                             ; preds = %1167
  %1202 = add i64 %1164, 1
  br label %1163

1203:                                             ; preds = %1163
  br label %1204

1204:                                             ; preds = %1263, %1203
  %1205 = phi i64 [ %1264, %1263 ], [ 0, %1203 ]
  %1206 = icmp slt i64 %1205, 1
  br i1 %1206, label %1207, label %1265

1207:                                             ; preds = %1204
  br label %1208

1208:                                             ; preds = %1261, %1207
  %1209 = phi i64 [ %1262, %1261 ], [ 0, %1207 ]
  %1210 = icmp slt i64 %1209, 8
  br i1 %1210, label %1211, label %1263

1211:                                             ; preds = %1208
  br label %1212

1212:                                             ; preds = %1259, %1211
  %1213 = phi i64 [ %1260, %1259 ], [ 0, %1211 ]
  %1214 = icmp slt i64 %1213, 4
  br i1 %1214, label %1215, label %1261

1215:                                             ; preds = %1212
  br label %1216

1216:                                             ; preds = %1257, %1215
  %1217 = phi i64 [ %1258, %1257 ], [ 0, %1215 ]
  %1218 = icmp slt i64 %1217, 8
  br i1 %1218, label %1219, label %1259

1219:                                             ; preds = %1216
  br label %1220

1220:                                             ; preds = %1223, %1219
  %1221 = phi i64 [ %1256, %1223 ], [ 0, %1219 ]
  %1222 = icmp slt i64 %1221, 32
  br i1 %1222, label %1223, label %1257

1223:                                             ; preds = %1220
  %1224 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1058, 1
  %1225 = mul nuw nsw i64 %1205, 256
  %1226 = mul nuw nsw i64 %1209, 32
  %1227 = add nuw nsw i64 %1225, %1226
  %1228 = add nuw nsw i64 %1227, %1221
  %1229 = getelementptr inbounds nuw float, ptr %1224, i64 %1228
  %1230 = load float, ptr %1229, align 4
  %1231 = mul nuw nsw i64 %1213, 256
  %1232 = mul nuw nsw i64 %1217, 32
  %1233 = add nuw nsw i64 %1231, %1232
  %1234 = add nuw nsw i64 %1233, %1221
  %1235 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_12, i64 %1234
  %1236 = load float, ptr %1235, align 4
  %1237 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1162, 1
  %1238 = mul nuw nsw i64 %1205, 256
  %1239 = mul nuw nsw i64 %1209, 32
  %1240 = add nuw nsw i64 %1238, %1239
  %1241 = mul nuw nsw i64 %1213, 8
  %1242 = add nuw nsw i64 %1240, %1241
  %1243 = add nuw nsw i64 %1242, %1217
  %1244 = getelementptr inbounds nuw float, ptr %1237, i64 %1243
  %1245 = load float, ptr %1244, align 4
  %1246 = fmul float %1230, %1236
  %1247 = fadd float %1245, %1246
  %1248 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1162, 1
  %1249 = mul nuw nsw i64 %1205, 256
  %1250 = mul nuw nsw i64 %1209, 32
  %1251 = add nuw nsw i64 %1249, %1250
  %1252 = mul nuw nsw i64 %1213, 8
  %1253 = add nuw nsw i64 %1251, %1252
  %1254 = add nuw nsw i64 %1253, %1217
  %1255 = getelementptr inbounds nuw float, ptr %1248, i64 %1254
  store float %1247, ptr %1255, align 4
  %1256 = add i64 %1221, 1
  br label %1220

1257:                                             ; preds = %1220
  %1258 = add i64 %1217, 1
  br label %1216

1259:                                             ; preds = %1216
  %1260 = add i64 %1213, 1
  br label %1212

1261:                                             ; preds = %1212
  %1262 = add i64 %1209, 1
  br label %1208

1263:                                             ; preds = %1208
  %1264 = add i64 %1205, 1
  br label %1204

1265:                                             ; preds = %1204
  %1266 = call ptr @malloc(i64 1088)
  %1267 = ptrtoint ptr %1266 to i64
  %1268 = add i64 %1267, 63
  %1269 = urem i64 %1268, 64
  %1270 = sub i64 %1268, %1269
  %1271 = inttoptr i64 %1270 to ptr
  %1272 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1266, 0
  %1273 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1272, ptr %1271, 1
  %1274 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1273, i64 0, 2
  %1275 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1274, i64 1, 3, 0
  %1276 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1275, i64 4, 3, 1
  %1277 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1276, i64 8, 3, 2
  %1278 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1277, i64 8, 3, 3
  %1279 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1278, i64 256, 4, 0
  %1280 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1279, i64 64, 4, 1
  %1281 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1280, i64 8, 4, 2
  %1282 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1281, i64 1, 4, 3
  br label %1283

1283:                                             ; preds = %1321, %1265
  %1284 = phi i64 [ %1322, %1321 ], [ 0, %1265 ]
  %1285 = icmp slt i64 %1284, 1
  br i1 %1285, label %1286, label %1323

1286:                                             ; preds = %1283
  br label %1287

1287:                                             ; preds = %1319, %1286
  %1288 = phi i64 [ %1320, %1319 ], [ 0, %1286 ]
  %1289 = icmp slt i64 %1288, 4
  br i1 %1289, label %1290, label %1321

1290:                                             ; preds = %1287
  br label %1291

1291:                                             ; preds = %1317, %1290
  %1292 = phi i64 [ %1318, %1317 ], [ 0, %1290 ]
  %1293 = icmp slt i64 %1292, 8
  br i1 %1293, label %1294, label %1319

1294:                                             ; preds = %1291
  br label %1295

1295:                                             ; preds = %1298, %1294
  %1296 = phi i64 [ %1316, %1298 ], [ 0, %1294 ]
  %1297 = icmp slt i64 %1296, 8
  br i1 %1297, label %1298, label %1317

1298:                                             ; preds = %1295
  %1299 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1162, 1
  %1300 = mul nuw nsw i64 %1284, 256
  %1301 = mul nuw nsw i64 %1292, 32
  %1302 = add nuw nsw i64 %1300, %1301
  %1303 = mul nuw nsw i64 %1288, 8
  %1304 = add nuw nsw i64 %1302, %1303
  %1305 = add nuw nsw i64 %1304, %1296
  %1306 = getelementptr inbounds nuw float, ptr %1299, i64 %1305
  %1307 = load float, ptr %1306, align 4
  %1308 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1282, 1
  %1309 = mul nuw nsw i64 %1284, 256
  %1310 = mul nuw nsw i64 %1288, 64
  %1311 = add nuw nsw i64 %1309, %1310
  %1312 = mul nuw nsw i64 %1292, 8
  %1313 = add nuw nsw i64 %1311, %1312
  %1314 = add nuw nsw i64 %1313, %1296
  %1315 = getelementptr inbounds nuw float, ptr %1308, i64 %1314
  store float %1307, ptr %1315, align 4
  %1316 = add i64 %1296, 1
  br label %1295

1317:                                             ; preds = %1295
  %1318 = add i64 %1292, 1
  br label %1291

1319:                                             ; preds = %1291
  %1320 = add i64 %1288, 1
  br label %1287

1321:                                             ; preds = %1287
  %1322 = add i64 %1284, 1
  br label %1283

1323:                                             ; preds = %1283
  %1324 = call ptr @malloc(i64 576)
  %1325 = ptrtoint ptr %1324 to i64
  %1326 = add i64 %1325, 63
  %1327 = urem i64 %1326, 64
  %1328 = sub i64 %1326, %1327
  %1329 = inttoptr i64 %1328 to ptr
  %1330 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1324, 0
  %1331 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1330, ptr %1329, 1
  %1332 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1331, i64 0, 2
  %1333 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1332, i64 8, 3, 0
  %1334 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1333, i64 16, 3, 1
  %1335 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1334, i64 16, 4, 0
  %1336 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1335, i64 1, 4, 1
  br label %1337

1337:                                             ; preds = %1350, %1323
  %1338 = phi i64 [ %1351, %1350 ], [ 0, %1323 ]
  %1339 = icmp slt i64 %1338, 8
  br i1 %1339, label %1340, label %1352

1340:                                             ; preds = %1337
  br label %1341

1341:                                             ; preds = %1344, %1340
  %1342 = phi i64 [ %1349, %1344 ], [ 0, %1340 ]
  %1343 = icmp slt i64 %1342, 16
  br i1 %1343, label %1344, label %1350

1344:                                             ; preds = %1341
  %1345 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1336, 1
  %1346 = mul nuw nsw i64 %1338, 16
  %1347 = add nuw nsw i64 %1346, %1342
  %1348 = getelementptr inbounds nuw float, ptr %1345, i64 %1347
  store float 0.000000e+00, ptr %1348, align 4
  %1349 = add i64 %1342, 1
  br label %1341

1350:                                             ; preds = %1341
  %1351 = add i64 %1338, 1
  br label %1337

1352:                                             ; preds = %1337
  %1353 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1336, 0
  %1354 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1336, 1
  %1355 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1353, 0
  %1356 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1355, ptr %1354, 1
  %1357 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1356, i64 0, 2
  %1358 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1357, i64 1, 3, 0
  %1359 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1358, i64 128, 4, 0
  %1360 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1359, i64 8, 3, 1
  %1361 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1360, i64 16, 4, 1
  %1362 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1361, i64 2, 3, 2
  %1363 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1362, i64 8, 4, 2
  %1364 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1363, i64 8, 3, 3
  %1365 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1364, i64 1, 4, 3
  %1366 = call ptr @malloc(i64 576)
  %1367 = ptrtoint ptr %1366 to i64
  %1368 = add i64 %1367, 63
  %1369 = urem i64 %1368, 64
  %1370 = sub i64 %1368, %1369
  %1371 = inttoptr i64 %1370 to ptr
  %1372 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1366, 0
  %1373 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1372, ptr %1371, 1
  %1374 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1373, i64 0, 2
  %1375 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1374, i64 1, 3, 0
  %1376 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1375, i64 8, 3, 1
  %1377 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1376, i64 2, 3, 2
  %1378 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1377, i64 8, 3, 3
  %1379 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1378, i64 128, 4, 0
  %1380 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1379, i64 16, 4, 1
  %1381 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1380, i64 8, 4, 2
  %1382 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1381, i64 1, 4, 3
  br label %1383

1383:                                             ; preds = %1421, %1352
  %1384 = phi i64 [ %1422, %1421 ], [ 0, %1352 ]
  %1385 = icmp slt i64 %1384, 1
  br i1 %1385, label %1386, label %1423

1386:                                             ; preds = %1383
  br label %1387

1387:                                             ; preds = %1419, %1386
  %1388 = phi i64 [ %1420, %1419 ], [ 0, %1386 ]
  %1389 = icmp slt i64 %1388, 8
  br i1 %1389, label %1390, label %1421

1390:                                             ; preds = %1387
  br label %1391

1391:                                             ; preds = %1417, %1390
  %1392 = phi i64 [ %1418, %1417 ], [ 0, %1390 ]
  %1393 = icmp slt i64 %1392, 2
  br i1 %1393, label %1394, label %1419

1394:                                             ; preds = %1391
  br label %1395

1395:                                             ; preds = %1398, %1394
  %1396 = phi i64 [ %1416, %1398 ], [ 0, %1394 ]
  %1397 = icmp slt i64 %1396, 8
  br i1 %1397, label %1398, label %1417

1398:                                             ; preds = %1395
  %1399 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1365, 1
  %1400 = mul nuw nsw i64 %1384, 128
  %1401 = mul nuw nsw i64 %1388, 16
  %1402 = add nuw nsw i64 %1400, %1401
  %1403 = mul nuw nsw i64 %1392, 8
  %1404 = add nuw nsw i64 %1402, %1403
  %1405 = add nuw nsw i64 %1404, %1396
  %1406 = getelementptr inbounds nuw float, ptr %1399, i64 %1405
  %1407 = load float, ptr %1406, align 4
  %1408 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1382, 1
  %1409 = mul nuw nsw i64 %1384, 128
  %1410 = mul nuw nsw i64 %1388, 16
  %1411 = add nuw nsw i64 %1409, %1410
  %1412 = mul nuw nsw i64 %1392, 8
  %1413 = add nuw nsw i64 %1411, %1412
  %1414 = add nuw nsw i64 %1413, %1396
  %1415 = getelementptr inbounds nuw float, ptr %1408, i64 %1414
  store float %1407, ptr %1415, align 4
  %1416 = add i64 %1396, 1
  br label %1395

1417:                                             ; preds = %1395
  %1418 = add i64 %1392, 1
  br label %1391

1419:                                             ; preds = %1391
  %1420 = add i64 %1388, 1
  br label %1387

1421:                                             ; preds = %1387
  %1422 = add i64 %1384, 1
  br label %1383

1423:                                             ; preds = %1383
  br label %1424

1424:                                             ; preds = %1483, %1423
  %1425 = phi i64 [ %1484, %1483 ], [ 0, %1423 ]
  %1426 = icmp slt i64 %1425, 1
  br i1 %1426, label %1427, label %1485

1427:                                             ; preds = %1424
  br label %1428

1428:                                             ; preds = %1481, %1427
  %1429 = phi i64 [ %1482, %1481 ], [ 0, %1427 ]
  %1430 = icmp slt i64 %1429, 8
  br i1 %1430, label %1431, label %1483

1431:                                             ; preds = %1428
  br label %1432

1432:                                             ; preds = %1479, %1431
  %1433 = phi i64 [ %1480, %1479 ], [ 0, %1431 ]
  %1434 = icmp slt i64 %1433, 2
  br i1 %1434, label %1435, label %1481

1435:                                             ; preds = %1432
  br label %1436

1436:                                             ; preds = %1477, %1435
  %1437 = phi i64 [ %1478, %1477 ], [ 0, %1435 ]
  %1438 = icmp slt i64 %1437, 8
  br i1 %1438, label %1439, label %1479

1439:                                             ; preds = %1436
  br label %1440

1440:                                             ; preds = %1443, %1439
  %1441 = phi i64 [ %1476, %1443 ], [ 0, %1439 ]
  %1442 = icmp slt i64 %1441, 32
  br i1 %1442, label %1443, label %1477

1443:                                             ; preds = %1440
  %1444 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1058, 1
  %1445 = mul nuw nsw i64 %1425, 256
  %1446 = mul nuw nsw i64 %1429, 32
  %1447 = add nuw nsw i64 %1445, %1446
  %1448 = add nuw nsw i64 %1447, %1441
  %1449 = getelementptr inbounds nuw float, ptr %1444, i64 %1448
  %1450 = load float, ptr %1449, align 4
  %1451 = mul nuw nsw i64 %1433, 256
  %1452 = mul nuw nsw i64 %1437, 32
  %1453 = add nuw nsw i64 %1451, %1452
  %1454 = add nuw nsw i64 %1453, %1441
  %1455 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32_11, i64 %1454
  %1456 = load float, ptr %1455, align 4
  %1457 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1382, 1
  %1458 = mul nuw nsw i64 %1425, 128
  %1459 = mul nuw nsw i64 %1429, 16
  %1460 = add nuw nsw i64 %1458, %1459
  %1461 = mul nuw nsw i64 %1433, 8
  %1462 = add nuw nsw i64 %1460, %1461
  %1463 = add nuw nsw i64 %1462, %1437
  %1464 = getelementptr inbounds nuw float, ptr %1457, i64 %1463
  %1465 = load float, ptr %1464, align 4
  %1466 = fmul float %1450, %1456
  %1467 = fadd float %1465, %1466
  %1468 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1382, 1
  %1469 = mul nuw nsw i64 %1425, 128
  %1470 = mul nuw nsw i64 %1429, 16
  %1471 = add nuw nsw i64 %1469, %1470
  %1472 = mul nuw nsw i64 %1433, 8
  %1473 = add nuw nsw i64 %1471, %1472
  %1474 = add nuw nsw i64 %1473, %1437
  %1475 = getelementptr inbounds nuw float, ptr %1468, i64 %1474
  store float %1467, ptr %1475, align 4
  %1476 = add i64 %1441, 1
  br label %1440

1477:                                             ; preds = %1440
  %1478 = add i64 %1437, 1
  br label %1436

1479:                                             ; preds = %1436
  %1480 = add i64 %1433, 1
  br label %1432

1481:                                             ; preds = %1432
  %1482 = add i64 %1429, 1
  br label %1428

1483:                                             ; preds = %1428
  %1484 = add i64 %1425, 1
  br label %1424

1485:                                             ; preds = %1424
  %1486 = call ptr @malloc(i64 576)
  %1487 = ptrtoint ptr %1486 to i64
  %1488 = add i64 %1487, 63
  %1489 = urem i64 %1488, 64
  %1490 = sub i64 %1488, %1489
  %1491 = inttoptr i64 %1490 to ptr
  %1492 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1486, 0
  %1493 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1492, ptr %1491, 1
  %1494 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1493, i64 0, 2
  %1495 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1494, i64 1, 3, 0
  %1496 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1495, i64 2, 3, 1
  %1497 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1496, i64 8, 3, 2
  %1498 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1497, i64 8, 3, 3
  %1499 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1498, i64 128, 4, 0
  %1500 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1499, i64 64, 4, 1
  %1501 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1500, i64 8, 4, 2
  %1502 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1501, i64 1, 4, 3
  br label %1503

1503:                                             ; preds = %1541, %1485
  %1504 = phi i64 [ %1542, %1541 ], [ 0, %1485 ]
  %1505 = icmp slt i64 %1504, 1
  br i1 %1505, label %1506, label %1543

1506:                                             ; preds = %1503
  br label %1507

1507:                                             ; preds = %1539, %1506
  %1508 = phi i64 [ %1540, %1539 ], [ 0, %1506 ]
  %1509 = icmp slt i64 %1508, 2
  br i1 %1509, label %1510, label %1541

1510:                                             ; preds = %1507
  br label %1511

1511:                                             ; preds = %1537, %1510
  %1512 = phi i64 [ %1538, %1537 ], [ 0, %1510 ]
  %1513 = icmp slt i64 %1512, 8
  br i1 %1513, label %1514, label %1539

1514:                                             ; preds = %1511
  br label %1515

1515:                                             ; preds = %1518, %1514
  %1516 = phi i64 [ %1536, %1518 ], [ 0, %1514 ]
  %1517 = icmp slt i64 %1516, 8
  br i1 %1517, label %1518, label %1537

1518:                                             ; preds = %1515
  %1519 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1382, 1
  %1520 = mul nuw nsw i64 %1504, 128
  %1521 = mul nuw nsw i64 %1512, 16
  %1522 = add nuw nsw i64 %1520, %1521
  %1523 = mul nuw nsw i64 %1508, 8
  %1524 = add nuw nsw i64 %1522, %1523
  %1525 = add nuw nsw i64 %1524, %1516
  %1526 = getelementptr inbounds nuw float, ptr %1519, i64 %1525
  %1527 = load float, ptr %1526, align 4
  %1528 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1502, 1
  %1529 = mul nuw nsw i64 %1504, 128
  %1530 = mul nuw nsw i64 %1508, 64
  %1531 = add nuw nsw i64 %1529, %1530
  %1532 = mul nuw nsw i64 %1512, 8
  %1533 = add nuw nsw i64 %1531, %1532
  %1534 = add nuw nsw i64 %1533, %1516
  %1535 = getelementptr inbounds nuw float, ptr %1528, i64 %1534
  store float %1527, ptr %1535, align 4
  %1536 = add i64 %1516, 1
  br label %1515

1537:                                             ; preds = %1515
  %1538 = add i64 %1512, 1
  br label %1511

1539:                                             ; preds = %1511
  %1540 = add i64 %1508, 1
  br label %1507

1541:                                             ; preds = %1507
  %1542 = add i64 %1504, 1
  br label %1503

1543:                                             ; preds = %1503
  %1544 = call ptr @malloc(i64 576)
  %1545 = ptrtoint ptr %1544 to i64
  %1546 = add i64 %1545, 63
  %1547 = urem i64 %1546, 64
  %1548 = sub i64 %1546, %1547
  %1549 = inttoptr i64 %1548 to ptr
  %1550 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1544, 0
  %1551 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1550, ptr %1549, 1
  %1552 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1551, i64 0, 2
  %1553 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1552, i64 1, 3, 0
  %1554 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1553, i64 8, 3, 1
  %1555 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1554, i64 2, 3, 2
  %1556 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1555, i64 8, 3, 3
  %1557 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1556, i64 128, 4, 0
  %1558 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1557, i64 16, 4, 1
  %1559 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1558, i64 8, 4, 2
  %1560 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1559, i64 1, 4, 3
  br label %1561

1561:                                             ; preds = %1599, %1543
  %1562 = phi i64 [ %1600, %1599 ], [ 0, %1543 ]
  %1563 = icmp slt i64 %1562, 1
  br i1 %1563, label %1564, label %1601

1564:                                             ; preds = %1561
  br label %1565

1565:                                             ; preds = %1597, %1564
  %1566 = phi i64 [ %1598, %1597 ], [ 0, %1564 ]
  %1567 = icmp slt i64 %1566, 8
  br i1 %1567, label %1568, label %1599

1568:                                             ; preds = %1565
  br label %1569

1569:                                             ; preds = %1595, %1568
  %1570 = phi i64 [ %1596, %1595 ], [ 0, %1568 ]
  %1571 = icmp slt i64 %1570, 2
  br i1 %1571, label %1572, label %1597

1572:                                             ; preds = %1569
  br label %1573

1573:                                             ; preds = %1576, %1572
  %1574 = phi i64 [ %1594, %1576 ], [ 0, %1572 ]
  %1575 = icmp slt i64 %1574, 8
  br i1 %1575, label %1576, label %1595

1576:                                             ; preds = %1573
  %1577 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1365, 1
  %1578 = mul nuw nsw i64 %1562, 128
  %1579 = mul nuw nsw i64 %1566, 16
  %1580 = add nuw nsw i64 %1578, %1579
  %1581 = mul nuw nsw i64 %1570, 8
  %1582 = add nuw nsw i64 %1580, %1581
  %1583 = add nuw nsw i64 %1582, %1574
  %1584 = getelementptr inbounds nuw float, ptr %1577, i64 %1583
  %1585 = load float, ptr %1584, align 4
  %1586 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1560, 1
  %1587 = mul nuw nsw i64 %1562, 128
  %1588 = mul nuw nsw i64 %1566, 16
  %1589 = add nuw nsw i64 %1587, %1588
  %1590 = mul nuw nsw i64 %1570, 8
  %1591 = add nuw nsw i64 %1589, %1590
  %1592 = add nuw nsw i64 %1591, %1574
  %1593 = getelementptr inbounds nuw float, ptr %1586, i64 %1592
  store float %1585, ptr %1593, align 4
  %1594 = add i64 %1574, 1
  br label %1573

1595:                                             ; preds = %1573
  %1596 = add i64 %1570, 1
  br label %1569

1597:                                             ; preds = %1569
  %1598 = add i64 %1566, 1
  br label %1565

1599:                                             ; preds = %1565
  %1600 = add i64 %1562, 1
  br label %1561

1601:                                             ; preds = %1561
  br label %1602

1602:                                             ; preds = %1661, %1601
  %1603 = phi i64 [ %1662, %1661 ], [ 0, %1601 ]
  %1604 = icmp slt i64 %1603, 1
  br i1 %1604, label %1605, label %1663

1605:                                             ; preds = %1602
  br label %1606

1606:                                             ; preds = %1659, %1605
  %1607 = phi i64 [ %1660, %1659 ], [ 0, %1605 ]
  %1608 = icmp slt i64 %1607, 8
  br i1 %1608, label %1609, label %1661

1609:                                             ; preds = %1606
  br label %1610

1610:                                             ; preds = %1657, %1609
  %1611 = phi i64 [ %1658, %1657 ], [ 0, %1609 ]
  %1612 = icmp slt i64 %1611, 2
  br i1 %1612, label %1613, label %1659

1613:                                             ; preds = %1610
  br label %1614

1614:                                             ; preds = %1655, %1613
  %1615 = phi i64 [ %1656, %1655 ], [ 0, %1613 ]
  %1616 = icmp slt i64 %1615, 8
  br i1 %1616, label %1617, label %1657

1617:                                             ; preds = %1614
  br label %1618

1618:                                             ; preds = %1621, %1617
  %1619 = phi i64 [ %1654, %1621 ], [ 0, %1617 ]
  %1620 = icmp slt i64 %1619, 32
  br i1 %1620, label %1621, label %1655

1621:                                             ; preds = %1618
  %1622 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1058, 1
  %1623 = mul nuw nsw i64 %1603, 256
  %1624 = mul nuw nsw i64 %1607, 32
  %1625 = add nuw nsw i64 %1623, %1624
  %1626 = add nuw nsw i64 %1625, %1619
  %1627 = getelementptr inbounds nuw float, ptr %1622, i64 %1626
  %1628 = load float, ptr %1627, align 4
  %1629 = mul nuw nsw i64 %1611, 256
  %1630 = mul nuw nsw i64 %1615, 32
  %1631 = add nuw nsw i64 %1629, %1630
  %1632 = add nuw nsw i64 %1631, %1619
  %1633 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32_10, i64 %1632
  %1634 = load float, ptr %1633, align 4
  %1635 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1560, 1
  %1636 = mul nuw nsw i64 %1603, 128
  %1637 = mul nuw nsw i64 %1607, 16
  %1638 = add nuw nsw i64 %1636, %1637
  %1639 = mul nuw nsw i64 %1611, 8
  %1640 = add nuw nsw i64 %1638, %1639
  %1641 = add nuw nsw i64 %1640, %1615
  %1642 = getelementptr inbounds nuw float, ptr %1635, i64 %1641
  %1643 = load float, ptr %1642, align 4
  %1644 = fmul float %1628, %1634
  %1645 = fadd float %1643, %1644
  %1646 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1560, 1
  %1647 = mul nuw nsw i64 %1603, 128
  %1648 = mul nuw nsw i64 %1607, 16
  %1649 = add nuw nsw i64 %1647, %1648
  %1650 = mul nuw nsw i64 %1611, 8
  %1651 = add nuw nsw i64 %1649, %1650
  %1652 = add nuw nsw i64 %1651, %1615
  %1653 = getelementptr inbounds nuw float, ptr %1646, i64 %1652
  store float %1645, ptr %1653, align 4
  %1654 = add i64 %1619, 1
  br label %1618

1655:                                             ; preds = %1618
  %1656 = add i64 %1615, 1
  br label %1614

1657:                                             ; preds = %1614
  %1658 = add i64 %1611, 1
  br label %1610

1659:                                             ; preds = %1610
  %1660 = add i64 %1607, 1
  br label %1606

1661:                                             ; preds = %1606
  %1662 = add i64 %1603, 1
  br label %1602

1663:                                             ; preds = %1602
  %1664 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1282, 0
  %1665 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1282, 1
  %1666 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1664, 0
  %1667 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1666, ptr %1665, 1
  %1668 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1667, i64 0, 2
  %1669 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1668, i64 1, 3, 0
  %1670 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1669, i64 256, 4, 0
  %1671 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1670, i64 4, 3, 1
  %1672 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1671, i64 64, 4, 1
  %1673 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1672, i64 8, 3, 2
  %1674 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1673, i64 8, 4, 2
  %1675 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1674, i64 4, 3, 3
  %1676 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1675, i64 1, 4, 3
  %1677 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1282, 0
  %1678 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1282, 1
  %1679 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1677, 0
  %1680 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1679, ptr %1678, 1
  %1681 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1680, i64 4, 2
  %1682 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1681, i64 1, 3, 0
  %1683 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1682, i64 256, 4, 0
  %1684 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1683, i64 4, 3, 1
  %1685 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1684, i64 64, 4, 1
  %1686 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1685, i64 8, 3, 2
  %1687 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1686, i64 8, 4, 2
  %1688 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1687, i64 4, 3, 3
  %1689 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1688, i64 1, 4, 3
  %1690 = call ptr @malloc(i64 576)
  %1691 = ptrtoint ptr %1690 to i64
  %1692 = add i64 %1691, 63
  %1693 = urem i64 %1692, 64
  %1694 = sub i64 %1692, %1693
  %1695 = inttoptr i64 %1694 to ptr
  %1696 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1690, 0
  %1697 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1696, ptr %1695, 1
  %1698 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1697, i64 0, 2
  %1699 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1698, i64 1, 3, 0
  %1700 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1699, i64 4, 3, 1
  %1701 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1700, i64 8, 3, 2
  %1702 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1701, i64 4, 3, 3
  %1703 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1702, i64 128, 4, 0
  %1704 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1703, i64 32, 4, 1
  %1705 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1704, i64 4, 4, 2
  %1706 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1705, i64 1, 4, 3
  br label %1707

1707:                                             ; preds = %1747, %1663
  %1708 = phi i64 [ %1748, %1747 ], [ 0, %1663 ]
  %1709 = icmp slt i64 %1708, 1
  br i1 %1709, label %1710, label %1749

1710:                                             ; preds = %1707
  br label %1711

1711:                                             ; preds = %1745, %1710
  %1712 = phi i64 [ %1746, %1745 ], [ 0, %1710 ]
  %1713 = icmp slt i64 %1712, 4
  br i1 %1713, label %1714, label %1747

1714:                                             ; preds = %1711
  br label %1715

1715:                                             ; preds = %1743, %1714
  %1716 = phi i64 [ %1744, %1743 ], [ 0, %1714 ]
  %1717 = icmp slt i64 %1716, 8
  br i1 %1717, label %1718, label %1745

1718:                                             ; preds = %1715
  br label %1719

1719:                                             ; preds = %1722, %1718
  %1720 = phi i64 [ %1742, %1722 ], [ 0, %1718 ]
  %1721 = icmp slt i64 %1720, 4
  br i1 %1721, label %1722, label %1743

1722:                                             ; preds = %1719
  %1723 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1689, 1
  %1724 = getelementptr float, ptr %1723, i64 4
  %1725 = mul nuw nsw i64 %1708, 256
  %1726 = mul nuw nsw i64 %1712, 64
  %1727 = add nuw nsw i64 %1725, %1726
  %1728 = mul nuw nsw i64 %1716, 8
  %1729 = add nuw nsw i64 %1727, %1728
  %1730 = add nuw nsw i64 %1729, %1720
  %1731 = getelementptr inbounds nuw float, ptr %1724, i64 %1730
  %1732 = load float, ptr %1731, align 4
  %1733 = fneg float %1732
  %1734 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1706, 1
  %1735 = mul nuw nsw i64 %1708, 128
  %1736 = mul nuw nsw i64 %1712, 32
  %1737 = add nuw nsw i64 %1735, %1736
  %1738 = mul nuw nsw i64 %1716, 4
  %1739 = add nuw nsw i64 %1737, %1738
  %1740 = add nuw nsw i64 %1739, %1720
  %1741 = getelementptr inbounds nuw float, ptr %1734, i64 %1740
  store float %1733, ptr %1741, align 4
  %1742 = add i64 %1720, 1
  br label %1719

1743:                                             ; preds = %1719
  %1744 = add i64 %1716, 1
  br label %1715

1745:                                             ; preds = %1715
  %1746 = add i64 %1712, 1
  br label %1711

1747:                                             ; preds = %1711
  %1748 = add i64 %1708, 1
  br label %1707

1749:                                             ; preds = %1707
  %1750 = call ptr @malloc(i64 1088)
  %1751 = ptrtoint ptr %1750 to i64
  %1752 = add i64 %1751, 63
  %1753 = urem i64 %1752, 64
  %1754 = sub i64 %1752, %1753
  %1755 = inttoptr i64 %1754 to ptr
  %1756 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1750, 0
  %1757 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1756, ptr %1755, 1
  %1758 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1757, i64 0, 2
  %1759 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1758, i64 1, 3, 0
  %1760 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1759, i64 4, 3, 1
  %1761 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1760, i64 8, 3, 2
  %1762 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1761, i64 8, 3, 3
  %1763 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1762, i64 256, 4, 0
  %1764 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1763, i64 64, 4, 1
  %1765 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1764, i64 8, 4, 2
  %1766 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1765, i64 1, 4, 3
  %1767 = call ptr @malloc(i64 1088)
  %1768 = ptrtoint ptr %1767 to i64
  %1769 = add i64 %1768, 63
  %1770 = urem i64 %1769, 64
  %1771 = sub i64 %1769, %1770
  %1772 = inttoptr i64 %1771 to ptr
  %1773 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1767, 0
  %1774 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1773, ptr %1772, 1
  %1775 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1774, i64 0, 2
  %1776 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1775, i64 1, 3, 0
  %1777 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1776, i64 4, 3, 1
  %1778 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1777, i64 8, 3, 2
  %1779 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1778, i64 8, 3, 3
  %1780 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1779, i64 256, 4, 0
  %1781 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1780, i64 64, 4, 1
  %1782 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1781, i64 8, 4, 2
  %1783 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1782, i64 1, 4, 3
  br label %1784

1784:                                             ; preds = %1822, %1749
  %1785 = phi i64 [ %1823, %1822 ], [ 0, %1749 ]
  %1786 = icmp slt i64 %1785, 1
  br i1 %1786, label %1787, label %1824

1787:                                             ; preds = %1784
  br label %1788

1788:                                             ; preds = %1820, %1787
  %1789 = phi i64 [ %1821, %1820 ], [ 0, %1787 ]
  %1790 = icmp slt i64 %1789, 4
  br i1 %1790, label %1791, label %1822

1791:                                             ; preds = %1788
  br label %1792

1792:                                             ; preds = %1818, %1791
  %1793 = phi i64 [ %1819, %1818 ], [ 0, %1791 ]
  %1794 = icmp slt i64 %1793, 8
  br i1 %1794, label %1795, label %1820

1795:                                             ; preds = %1792
  br label %1796

1796:                                             ; preds = %1799, %1795
  %1797 = phi i64 [ %1817, %1799 ], [ 0, %1795 ]
  %1798 = icmp slt i64 %1797, 8
  br i1 %1798, label %1799, label %1818

1799:                                             ; preds = %1796
  %1800 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1766, 1
  %1801 = mul nuw nsw i64 %1785, 256
  %1802 = mul nuw nsw i64 %1789, 64
  %1803 = add nuw nsw i64 %1801, %1802
  %1804 = mul nuw nsw i64 %1793, 8
  %1805 = add nuw nsw i64 %1803, %1804
  %1806 = add nuw nsw i64 %1805, %1797
  %1807 = getelementptr inbounds nuw float, ptr %1800, i64 %1806
  %1808 = load float, ptr %1807, align 4
  %1809 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1783, 1
  %1810 = mul nuw nsw i64 %1785, 256
  %1811 = mul nuw nsw i64 %1789, 64
  %1812 = add nuw nsw i64 %1810, %1811
  %1813 = mul nuw nsw i64 %1793, 8
  %1814 = add nuw nsw i64 %1812, %1813
  %1815 = add nuw nsw i64 %1814, %1797
  %1816 = getelementptr inbounds nuw float, ptr %1809, i64 %1815
  store float %1808, ptr %1816, align 4
  %1817 = add i64 %1797, 1
  br label %1796

1818:                                             ; preds = %1796
  %1819 = add i64 %1793, 1
  br label %1792

1820:                                             ; preds = %1792
  %1821 = add i64 %1789, 1
  br label %1788

1822:                                             ; preds = %1788
  %1823 = add i64 %1785, 1
  br label %1784

1824:                                             ; preds = %1784
  %1825 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1783, 0
  %1826 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1783, 1
  %1827 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1825, 0
  %1828 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1827, ptr %1826, 1
  %1829 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1828, i64 0, 2
  %1830 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1829, i64 1, 3, 0
  %1831 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1830, i64 256, 4, 0
  %1832 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1831, i64 4, 3, 1
  %1833 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1832, i64 64, 4, 1
  %1834 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1833, i64 8, 3, 2
  %1835 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1834, i64 8, 4, 2
  %1836 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1835, i64 4, 3, 3
  %1837 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1836, i64 1, 4, 3
  br label %1838

1838:                                             ; preds = %1876, %1824
  %1839 = phi i64 [ %1877, %1876 ], [ 0, %1824 ]
  %1840 = icmp slt i64 %1839, 1
  br i1 %1840, label %1841, label %1878

1841:                                             ; preds = %1838
  br label %1842

1842:                                             ; preds = %1874, %1841
  %1843 = phi i64 [ %1875, %1874 ], [ 0, %1841 ]
  %1844 = icmp slt i64 %1843, 4
  br i1 %1844, label %1845, label %1876

1845:                                             ; preds = %1842
  br label %1846

1846:                                             ; preds = %1872, %1845
  %1847 = phi i64 [ %1873, %1872 ], [ 0, %1845 ]
  %1848 = icmp slt i64 %1847, 8
  br i1 %1848, label %1849, label %1874

1849:                                             ; preds = %1846
  br label %1850

1850:                                             ; preds = %1853, %1849
  %1851 = phi i64 [ %1871, %1853 ], [ 0, %1849 ]
  %1852 = icmp slt i64 %1851, 4
  br i1 %1852, label %1853, label %1872

1853:                                             ; preds = %1850
  %1854 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1706, 1
  %1855 = mul nuw nsw i64 %1839, 128
  %1856 = mul nuw nsw i64 %1843, 32
  %1857 = add nuw nsw i64 %1855, %1856
  %1858 = mul nuw nsw i64 %1847, 4
  %1859 = add nuw nsw i64 %1857, %1858
  %1860 = add nuw nsw i64 %1859, %1851
  %1861 = getelementptr inbounds nuw float, ptr %1854, i64 %1860
  %1862 = load float, ptr %1861, align 4
  %1863 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1837, 1
  %1864 = mul nuw nsw i64 %1839, 256
  %1865 = mul nuw nsw i64 %1843, 64
  %1866 = add nuw nsw i64 %1864, %1865
  %1867 = mul nuw nsw i64 %1847, 8
  %1868 = add nuw nsw i64 %1866, %1867
  %1869 = add nuw nsw i64 %1868, %1851
  %1870 = getelementptr inbounds nuw float, ptr %1863, i64 %1869
  store float %1862, ptr %1870, align 4
  %1871 = add i64 %1851, 1
  br label %1850

1872:                                             ; preds = %1850
  %1873 = add i64 %1847, 1
  br label %1846

1874:                                             ; preds = %1846
  %1875 = add i64 %1843, 1
  br label %1842

1876:                                             ; preds = %1842
  %1877 = add i64 %1839, 1
  br label %1838

1878:                                             ; preds = %1838
  %1879 = call ptr @malloc(i64 1088)
  %1880 = ptrtoint ptr %1879 to i64
  %1881 = add i64 %1880, 63
  %1882 = urem i64 %1881, 64
  %1883 = sub i64 %1881, %1882
  %1884 = inttoptr i64 %1883 to ptr
  %1885 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1879, 0
  %1886 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1885, ptr %1884, 1
  %1887 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1886, i64 0, 2
  %1888 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1887, i64 1, 3, 0
  %1889 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1888, i64 4, 3, 1
  %1890 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1889, i64 8, 3, 2
  %1891 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1890, i64 8, 3, 3
  %1892 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1891, i64 256, 4, 0
  %1893 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1892, i64 64, 4, 1
  %1894 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1893, i64 8, 4, 2
  %1895 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1894, i64 1, 4, 3
  br label %1896

1896:                                             ; preds = %1934, %1878
  %1897 = phi i64 [ %1935, %1934 ], [ 0, %1878 ]
  %1898 = icmp slt i64 %1897, 1
  br i1 %1898, label %1899, label %1936

1899:                                             ; preds = %1896
  br label %1900

1900:                                             ; preds = %1932, %1899
  %1901 = phi i64 [ %1933, %1932 ], [ 0, %1899 ]
  %1902 = icmp slt i64 %1901, 4
  br i1 %1902, label %1903, label %1934

1903:                                             ; preds = %1900
  br label %1904

1904:                                             ; preds = %1930, %1903
  %1905 = phi i64 [ %1931, %1930 ], [ 0, %1903 ]
  %1906 = icmp slt i64 %1905, 8
  br i1 %1906, label %1907, label %1932

1907:                                             ; preds = %1904
  br label %1908

1908:                                             ; preds = %1911, %1907
  %1909 = phi i64 [ %1929, %1911 ], [ 0, %1907 ]
  %1910 = icmp slt i64 %1909, 8
  br i1 %1910, label %1911, label %1930

1911:                                             ; preds = %1908
  %1912 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1783, 1
  %1913 = mul nuw nsw i64 %1897, 256
  %1914 = mul nuw nsw i64 %1901, 64
  %1915 = add nuw nsw i64 %1913, %1914
  %1916 = mul nuw nsw i64 %1905, 8
  %1917 = add nuw nsw i64 %1915, %1916
  %1918 = add nuw nsw i64 %1917, %1909
  %1919 = getelementptr inbounds nuw float, ptr %1912, i64 %1918
  %1920 = load float, ptr %1919, align 4
  %1921 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1895, 1
  %1922 = mul nuw nsw i64 %1897, 256
  %1923 = mul nuw nsw i64 %1901, 64
  %1924 = add nuw nsw i64 %1922, %1923
  %1925 = mul nuw nsw i64 %1905, 8
  %1926 = add nuw nsw i64 %1924, %1925
  %1927 = add nuw nsw i64 %1926, %1909
  %1928 = getelementptr inbounds nuw float, ptr %1921, i64 %1927
  store float %1920, ptr %1928, align 4
  %1929 = add i64 %1909, 1
  br label %1908

1930:                                             ; preds = %1908
  %1931 = add i64 %1905, 1
  br label %1904

1932:                                             ; preds = %1904
  %1933 = add i64 %1901, 1
  br label %1900

1934:                                             ; preds = %1900
  %1935 = add i64 %1897, 1
  br label %1896

1936:                                             ; preds = %1896
  %1937 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1895, 0
  %1938 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1895, 1
  %1939 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1937, 0
  %1940 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1939, ptr %1938, 1
  %1941 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1940, i64 4, 2
  %1942 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1941, i64 1, 3, 0
  %1943 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1942, i64 256, 4, 0
  %1944 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1943, i64 4, 3, 1
  %1945 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1944, i64 64, 4, 1
  %1946 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1945, i64 8, 3, 2
  %1947 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1946, i64 8, 4, 2
  %1948 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1947, i64 4, 3, 3
  %1949 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1948, i64 1, 4, 3
  br label %1950

1950:                                             ; preds = %1989, %1936
  %1951 = phi i64 [ %1990, %1989 ], [ 0, %1936 ]
  %1952 = icmp slt i64 %1951, 1
  br i1 %1952, label %1953, label %1991

1953:                                             ; preds = %1950
  br label %1954

1954:                                             ; preds = %1987, %1953
  %1955 = phi i64 [ %1988, %1987 ], [ 0, %1953 ]
  %1956 = icmp slt i64 %1955, 4
  br i1 %1956, label %1957, label %1989

1957:                                             ; preds = %1954
  br label %1958

1958:                                             ; preds = %1985, %1957
  %1959 = phi i64 [ %1986, %1985 ], [ 0, %1957 ]
  %1960 = icmp slt i64 %1959, 8
  br i1 %1960, label %1961, label %1987

1961:                                             ; preds = %1958
  br label %1962

1962:                                             ; preds = %1965, %1961
  %1963 = phi i64 [ %1984, %1965 ], [ 0, %1961 ]
  %1964 = icmp slt i64 %1963, 4
  br i1 %1964, label %1965, label %1985

1965:                                             ; preds = %1962
  %1966 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1676, 1
  %1967 = mul nuw nsw i64 %1951, 256
  %1968 = mul nuw nsw i64 %1955, 64
  %1969 = add nuw nsw i64 %1967, %1968
  %1970 = mul nuw nsw i64 %1959, 8
  %1971 = add nuw nsw i64 %1969, %1970
  %1972 = add nuw nsw i64 %1971, %1963
  %1973 = getelementptr inbounds nuw float, ptr %1966, i64 %1972
  %1974 = load float, ptr %1973, align 4
  %1975 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1949, 1
  %1976 = getelementptr float, ptr %1975, i64 4
  %1977 = mul nuw nsw i64 %1951, 256
  %1978 = mul nuw nsw i64 %1955, 64
  %1979 = add nuw nsw i64 %1977, %1978
  %1980 = mul nuw nsw i64 %1959, 8
  %1981 = add nuw nsw i64 %1979, %1980
  %1982 = add nuw nsw i64 %1981, %1963
  %1983 = getelementptr inbounds nuw float, ptr %1976, i64 %1982
  store float %1974, ptr %1983, align 4
  %1984 = add i64 %1963, 1
  br label %1962

1985:                                             ; preds = %1962
  %1986 = add i64 %1959, 1
  br label %1958

1987:                                             ; preds = %1958
  %1988 = add i64 %1955, 1
  br label %1954

1989:                                             ; preds = %1954
  %1990 = add i64 %1951, 1
  br label %1950

1991:                                             ; preds = %1950
  %1992 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1502, 0
  %1993 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1502, 1
  %1994 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1992, 0
  %1995 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1994, ptr %1993, 1
  %1996 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1995, i64 0, 2
  %1997 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1996, i64 1, 3, 0
  %1998 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1997, i64 128, 4, 0
  %1999 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1998, i64 2, 3, 1
  %2000 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1999, i64 64, 4, 1
  %2001 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2000, i64 8, 3, 2
  %2002 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2001, i64 8, 4, 2
  %2003 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2002, i64 4, 3, 3
  %2004 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2003, i64 1, 4, 3
  %2005 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1502, 0
  %2006 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1502, 1
  %2007 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2005, 0
  %2008 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2007, ptr %2006, 1
  %2009 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2008, i64 4, 2
  %2010 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2009, i64 1, 3, 0
  %2011 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2010, i64 128, 4, 0
  %2012 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2011, i64 2, 3, 1
  %2013 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2012, i64 64, 4, 1
  %2014 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2013, i64 8, 3, 2
  %2015 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2014, i64 8, 4, 2
  %2016 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2015, i64 4, 3, 3
  %2017 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2016, i64 1, 4, 3
  %2018 = call ptr @malloc(i64 320)
  %2019 = ptrtoint ptr %2018 to i64
  %2020 = add i64 %2019, 63
  %2021 = urem i64 %2020, 64
  %2022 = sub i64 %2020, %2021
  %2023 = inttoptr i64 %2022 to ptr
  %2024 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2018, 0
  %2025 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2024, ptr %2023, 1
  %2026 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2025, i64 0, 2
  %2027 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2026, i64 1, 3, 0
  %2028 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2027, i64 2, 3, 1
  %2029 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2028, i64 8, 3, 2
  %2030 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2029, i64 4, 3, 3
  %2031 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2030, i64 64, 4, 0
  %2032 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2031, i64 32, 4, 1
  %2033 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2032, i64 4, 4, 2
  %2034 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2033, i64 1, 4, 3
  br label %2035

2035:                                             ; preds = %2075, %1991
  %2036 = phi i64 [ %2076, %2075 ], [ 0, %1991 ]
  %2037 = icmp slt i64 %2036, 1
  br i1 %2037, label %2038, label %2077

2038:                                             ; preds = %2035
  br label %2039

2039:                                             ; preds = %2073, %2038
  %2040 = phi i64 [ %2074, %2073 ], [ 0, %2038 ]
  %2041 = icmp slt i64 %2040, 2
  br i1 %2041, label %2042, label %2075

2042:                                             ; preds = %2039
  br label %2043

2043:                                             ; preds = %2071, %2042
  %2044 = phi i64 [ %2072, %2071 ], [ 0, %2042 ]
  %2045 = icmp slt i64 %2044, 8
  br i1 %2045, label %2046, label %2073

2046:                                             ; preds = %2043
  br label %2047

2047:                                             ; preds = %2050, %2046
  %2048 = phi i64 [ %2070, %2050 ], [ 0, %2046 ]
  %2049 = icmp slt i64 %2048, 4
  br i1 %2049, label %2050, label %2071

2050:                                             ; preds = %2047
  %2051 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2017, 1
  %2052 = getelementptr float, ptr %2051, i64 4
  %2053 = mul nuw nsw i64 %2036, 128
  %2054 = mul nuw nsw i64 %2040, 64
  %2055 = add nuw nsw i64 %2053, %2054
  %2056 = mul nuw nsw i64 %2044, 8
  %2057 = add nuw nsw i64 %2055, %2056
  %2058 = add nuw nsw i64 %2057, %2048
  %2059 = getelementptr inbounds nuw float, ptr %2052, i64 %2058
  %2060 = load float, ptr %2059, align 4
  %2061 = fneg float %2060
  %2062 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2034, 1
  %2063 = mul nuw nsw i64 %2036, 64
  %2064 = mul nuw nsw i64 %2040, 32
  %2065 = add nuw nsw i64 %2063, %2064
  %2066 = mul nuw nsw i64 %2044, 4
  %2067 = add nuw nsw i64 %2065, %2066
  %2068 = add nuw nsw i64 %2067, %2048
  %2069 = getelementptr inbounds nuw float, ptr %2062, i64 %2068
  store float %2061, ptr %2069, align 4
  %2070 = add i64 %2048, 1
  br label %2047

2071:                                             ; preds = %2047
  %2072 = add i64 %2044, 1
  br label %2043

2073:                                             ; preds = %2043
  %2074 = add i64 %2040, 1
  br label %2039

2075:                                             ; preds = %2039
  %2076 = add i64 %2036, 1
  br label %2035

2077:                                             ; preds = %2035
  %2078 = call ptr @malloc(i64 576)
  %2079 = ptrtoint ptr %2078 to i64
  %2080 = add i64 %2079, 63
  %2081 = urem i64 %2080, 64
  %2082 = sub i64 %2080, %2081
  %2083 = inttoptr i64 %2082 to ptr
  %2084 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2078, 0
  %2085 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2084, ptr %2083, 1
  %2086 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2085, i64 0, 2
  %2087 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2086, i64 1, 3, 0
  %2088 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2087, i64 2, 3, 1
  %2089 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2088, i64 8, 3, 2
  %2090 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2089, i64 8, 3, 3
  %2091 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2090, i64 128, 4, 0
  %2092 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2091, i64 64, 4, 1
  %2093 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2092, i64 8, 4, 2
  %2094 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2093, i64 1, 4, 3
  %2095 = call ptr @malloc(i64 576)
  %2096 = ptrtoint ptr %2095 to i64
  %2097 = add i64 %2096, 63
  %2098 = urem i64 %2097, 64
  %2099 = sub i64 %2097, %2098
  %2100 = inttoptr i64 %2099 to ptr
  %2101 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2095, 0
  %2102 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2101, ptr %2100, 1
  %2103 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2102, i64 0, 2
  %2104 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2103, i64 1, 3, 0
  %2105 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2104, i64 2, 3, 1
  %2106 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2105, i64 8, 3, 2
  %2107 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2106, i64 8, 3, 3
  %2108 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2107, i64 128, 4, 0
  %2109 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2108, i64 64, 4, 1
  %2110 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2109, i64 8, 4, 2
  %2111 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2110, i64 1, 4, 3
  br label %2112

2112:                                             ; preds = %2150, %2077
  %2113 = phi i64 [ %2151, %2150 ], [ 0, %2077 ]
  %2114 = icmp slt i64 %2113, 1
  br i1 %2114, label %2115, label %2152

2115:                                             ; preds = %2112
  br label %2116

2116:                                             ; preds = %2148, %2115
  %2117 = phi i64 [ %2149, %2148 ], [ 0, %2115 ]
  %2118 = icmp slt i64 %2117, 2
  br i1 %2118, label %2119, label %2150

2119:                                             ; preds = %2116
  br label %2120

2120:                                             ; preds = %2146, %2119
  %2121 = phi i64 [ %2147, %2146 ], [ 0, %2119 ]
  %2122 = icmp slt i64 %2121, 8
  br i1 %2122, label %2123, label %2148

2123:                                             ; preds = %2120
  br label %2124

2124:                                             ; preds = %2127, %2123
  %2125 = phi i64 [ %2145, %2127 ], [ 0, %2123 ]
  %2126 = icmp slt i64 %2125, 8
  br i1 %2126, label %2127, label %2146

2127:                                             ; preds = %2124
  %2128 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2094, 1
  %2129 = mul nuw nsw i64 %2113, 128
  %2130 = mul nuw nsw i64 %2117, 64
  %2131 = add nuw nsw i64 %2129, %2130
  %2132 = mul nuw nsw i64 %2121, 8
  %2133 = add nuw nsw i64 %2131, %2132
  %2134 = add nuw nsw i64 %2133, %2125
  %2135 = getelementptr inbounds nuw float, ptr %2128, i64 %2134
  %2136 = load float, ptr %2135, align 4
  %2137 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2111, 1
  %2138 = mul nuw nsw i64 %2113, 128
  %2139 = mul nuw nsw i64 %2117, 64
  %2140 = add nuw nsw i64 %2138, %2139
  %2141 = mul nuw nsw i64 %2121, 8
  %2142 = add nuw nsw i64 %2140, %2141
  %2143 = add nuw nsw i64 %2142, %2125
  %2144 = getelementptr inbounds nuw float, ptr %2137, i64 %2143
  store float %2136, ptr %2144, align 4
  %2145 = add i64 %2125, 1
  br label %2124

2146:                                             ; preds = %2124
  %2147 = add i64 %2121, 1
  br label %2120

2148:                                             ; preds = %2120
  %2149 = add i64 %2117, 1
  br label %2116

2150:                                             ; preds = %2116
  %2151 = add i64 %2113, 1
  br label %2112

2152:                                             ; preds = %2112
  %2153 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2111, 0
  %2154 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2111, 1
  %2155 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2153, 0
  %2156 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2155, ptr %2154, 1
  %2157 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2156, i64 0, 2
  %2158 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2157, i64 1, 3, 0
  %2159 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2158, i64 128, 4, 0
  %2160 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2159, i64 2, 3, 1
  %2161 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2160, i64 64, 4, 1
  %2162 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2161, i64 8, 3, 2
  %2163 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2162, i64 8, 4, 2
  %2164 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2163, i64 4, 3, 3
  %2165 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2164, i64 1, 4, 3
  br label %2166

2166:                                             ; preds = %2204, %2152
  %2167 = phi i64 [ %2205, %2204 ], [ 0, %2152 ]
  %2168 = icmp slt i64 %2167, 1
  br i1 %2168, label %2169, label %2206

2169:                                             ; preds = %2166
  br label %2170

2170:                                             ; preds = %2202, %2169
  %2171 = phi i64 [ %2203, %2202 ], [ 0, %2169 ]
  %2172 = icmp slt i64 %2171, 2
  br i1 %2172, label %2173, label %2204

2173:                                             ; preds = %2170
  br label %2174

2174:                                             ; preds = %2200, %2173
  %2175 = phi i64 [ %2201, %2200 ], [ 0, %2173 ]
  %2176 = icmp slt i64 %2175, 8
  br i1 %2176, label %2177, label %2202

2177:                                             ; preds = %2174
  br label %2178

2178:                                             ; preds = %2181, %2177
  %2179 = phi i64 [ %2199, %2181 ], [ 0, %2177 ]
  %2180 = icmp slt i64 %2179, 4
  br i1 %2180, label %2181, label %2200

2181:                                             ; preds = %2178
  %2182 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2034, 1
  %2183 = mul nuw nsw i64 %2167, 64
  %2184 = mul nuw nsw i64 %2171, 32
  %2185 = add nuw nsw i64 %2183, %2184
  %2186 = mul nuw nsw i64 %2175, 4
  %2187 = add nuw nsw i64 %2185, %2186
  %2188 = add nuw nsw i64 %2187, %2179
  %2189 = getelementptr inbounds nuw float, ptr %2182, i64 %2188
  %2190 = load float, ptr %2189, align 4
  %2191 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2165, 1
  %2192 = mul nuw nsw i64 %2167, 128
  %2193 = mul nuw nsw i64 %2171, 64
  %2194 = add nuw nsw i64 %2192, %2193
  %2195 = mul nuw nsw i64 %2175, 8
  %2196 = add nuw nsw i64 %2194, %2195
  %2197 = add nuw nsw i64 %2196, %2179
  %2198 = getelementptr inbounds nuw float, ptr %2191, i64 %2197
  store float %2190, ptr %2198, align 4
  %2199 = add i64 %2179, 1
  br label %2178

2200:                                             ; preds = %2178
  %2201 = add i64 %2175, 1
  br label %2174

2202:                                             ; preds = %2174
  %2203 = add i64 %2171, 1
  br label %2170

2204:                                             ; preds = %2170
  %2205 = add i64 %2167, 1
  br label %2166

2206:                                             ; preds = %2166
  %2207 = call ptr @malloc(i64 576)
  %2208 = ptrtoint ptr %2207 to i64
  %2209 = add i64 %2208, 63
  %2210 = urem i64 %2209, 64
  %2211 = sub i64 %2209, %2210
  %2212 = inttoptr i64 %2211 to ptr
  %2213 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2207, 0
  %2214 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2213, ptr %2212, 1
  %2215 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2214, i64 0, 2
  %2216 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2215, i64 1, 3, 0
  %2217 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2216, i64 2, 3, 1
  %2218 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2217, i64 8, 3, 2
  %2219 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2218, i64 8, 3, 3
  %2220 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2219, i64 128, 4, 0
  %2221 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2220, i64 64, 4, 1
  %2222 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2221, i64 8, 4, 2
  %2223 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2222, i64 1, 4, 3
  br label %2224

2224:                                             ; preds = %2262, %2206
  %2225 = phi i64 [ %2263, %2262 ], [ 0, %2206 ]
  %2226 = icmp slt i64 %2225, 1
  br i1 %2226, label %2227, label %2264

2227:                                             ; preds = %2224
  br label %2228

2228:                                             ; preds = %2260, %2227
  %2229 = phi i64 [ %2261, %2260 ], [ 0, %2227 ]
  %2230 = icmp slt i64 %2229, 2
  br i1 %2230, label %2231, label %2262

2231:                                             ; preds = %2228
  br label %2232

2232:                                             ; preds = %2258, %2231
  %2233 = phi i64 [ %2259, %2258 ], [ 0, %2231 ]
  %2234 = icmp slt i64 %2233, 8
  br i1 %2234, label %2235, label %2260

2235:                                             ; preds = %2232
  br label %2236

2236:                                             ; preds = %2239, %2235
  %2237 = phi i64 [ %2257, %2239 ], [ 0, %2235 ]
  %2238 = icmp slt i64 %2237, 8
  br i1 %2238, label %2239, label %2258

2239:                                             ; preds = %2236
  %2240 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2111, 1
  %2241 = mul nuw nsw i64 %2225, 128
  %2242 = mul nuw nsw i64 %2229, 64
  %2243 = add nuw nsw i64 %2241, %2242
  %2244 = mul nuw nsw i64 %2233, 8
  %2245 = add nuw nsw i64 %2243, %2244
  %2246 = add nuw nsw i64 %2245, %2237
  %2247 = getelementptr inbounds nuw float, ptr %2240, i64 %2246
  %2248 = load float, ptr %2247, align 4
  %2249 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2223, 1
  %2250 = mul nuw nsw i64 %2225, 128
  %2251 = mul nuw nsw i64 %2229, 64
  %2252 = add nuw nsw i64 %2250, %2251
  %2253 = mul nuw nsw i64 %2233, 8
  %2254 = add nuw nsw i64 %2252, %2253
  %2255 = add nuw nsw i64 %2254, %2237
  %2256 = getelementptr inbounds nuw float, ptr %2249, i64 %2255
  store float %2248, ptr %2256, align 4
  %2257 = add i64 %2237, 1
  br label %2236

2258:                                             ; preds = %2236
  %2259 = add i64 %2233, 1
  br label %2232

2260:                                             ; preds = %2232
  %2261 = add i64 %2229, 1
  br label %2228

2262:                                             ; preds = %2228
  %2263 = add i64 %2225, 1
  br label %2224

2264:                                             ; preds = %2224
  %2265 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2223, 0
  %2266 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2223, 1
  %2267 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2265, 0
  %2268 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2267, ptr %2266, 1
  %2269 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2268, i64 4, 2
  %2270 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2269, i64 1, 3, 0
  %2271 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2270, i64 128, 4, 0
  %2272 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2271, i64 2, 3, 1
  %2273 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2272, i64 64, 4, 1
  %2274 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2273, i64 8, 3, 2
  %2275 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2274, i64 8, 4, 2
  %2276 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2275, i64 4, 3, 3
  %2277 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2276, i64 1, 4, 3
  br label %2278

2278:                                             ; preds = %2317, %2264
  %2279 = phi i64 [ %2318, %2317 ], [ 0, %2264 ]
  %2280 = icmp slt i64 %2279, 1
  br i1 %2280, label %2281, label %2319

2281:                                             ; preds = %2278
  br label %2282

2282:                                             ; preds = %2315, %2281
  %2283 = phi i64 [ %2316, %2315 ], [ 0, %2281 ]
  %2284 = icmp slt i64 %2283, 2
  br i1 %2284, label %2285, label %2317

2285:                                             ; preds = %2282
  br label %2286

2286:                                             ; preds = %2313, %2285
  %2287 = phi i64 [ %2314, %2313 ], [ 0, %2285 ]
  %2288 = icmp slt i64 %2287, 8
  br i1 %2288, label %2289, label %2315

2289:                                             ; preds = %2286
  br label %2290

2290:                                             ; preds = %2293, %2289
  %2291 = phi i64 [ %2312, %2293 ], [ 0, %2289 ]
  %2292 = icmp slt i64 %2291, 4
  br i1 %2292, label %2293, label %2313

2293:                                             ; preds = %2290
  %2294 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2004, 1
  %2295 = mul nuw nsw i64 %2279, 128
  %2296 = mul nuw nsw i64 %2283, 64
  %2297 = add nuw nsw i64 %2295, %2296
  %2298 = mul nuw nsw i64 %2287, 8
  %2299 = add nuw nsw i64 %2297, %2298
  %2300 = add nuw nsw i64 %2299, %2291
  %2301 = getelementptr inbounds nuw float, ptr %2294, i64 %2300
  %2302 = load float, ptr %2301, align 4
  %2303 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2277, 1
  %2304 = getelementptr float, ptr %2303, i64 4
  %2305 = mul nuw nsw i64 %2279, 128
  %2306 = mul nuw nsw i64 %2283, 64
  %2307 = add nuw nsw i64 %2305, %2306
  %2308 = mul nuw nsw i64 %2287, 8
  %2309 = add nuw nsw i64 %2307, %2308
  %2310 = add nuw nsw i64 %2309, %2291
  %2311 = getelementptr inbounds nuw float, ptr %2304, i64 %2310
  store float %2302, ptr %2311, align 4
  %2312 = add i64 %2291, 1
  br label %2290

2313:                                             ; preds = %2290
  %2314 = add i64 %2287, 1
  br label %2286

2315:                                             ; preds = %2286
  %2316 = add i64 %2283, 1
  br label %2282

2317:                                             ; preds = %2282
  %2318 = add i64 %2279, 1
  br label %2278

2319:                                             ; preds = %2278
  %2320 = call ptr @malloc(i64 1088)
  %2321 = ptrtoint ptr %2320 to i64
  %2322 = add i64 %2321, 63
  %2323 = urem i64 %2322, 64
  %2324 = sub i64 %2322, %2323
  %2325 = inttoptr i64 %2324 to ptr
  %2326 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %2320, 0
  %2327 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2326, ptr %2325, 1
  %2328 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2327, i64 0, 2
  %2329 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2328, i64 1, 3, 0
  %2330 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2329, i64 2, 3, 1
  %2331 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2330, i64 2, 3, 2
  %2332 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2331, i64 8, 3, 3
  %2333 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2332, i64 8, 3, 4
  %2334 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2333, i64 256, 4, 0
  %2335 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2334, i64 128, 4, 1
  %2336 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2335, i64 64, 4, 2
  %2337 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2336, i64 8, 4, 3
  %2338 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2337, i64 1, 4, 4
  br label %2339

2339:                                             ; preds = %2385, %2319
  %2340 = phi i64 [ %2386, %2385 ], [ 0, %2319 ]
  %2341 = icmp slt i64 %2340, 1
  br i1 %2341, label %2342, label %2387

2342:                                             ; preds = %2339
  br label %2343

2343:                                             ; preds = %2383, %2342
  %2344 = phi i64 [ %2384, %2383 ], [ 0, %2342 ]
  %2345 = icmp slt i64 %2344, 2
  br i1 %2345, label %2346, label %2385

2346:                                             ; preds = %2343
  br label %2347

2347:                                             ; preds = %2381, %2346
  %2348 = phi i64 [ %2382, %2381 ], [ 0, %2346 ]
  %2349 = icmp slt i64 %2348, 2
  br i1 %2349, label %2350, label %2383

2350:                                             ; preds = %2347
  br label %2351

2351:                                             ; preds = %2379, %2350
  %2352 = phi i64 [ %2380, %2379 ], [ 0, %2350 ]
  %2353 = icmp slt i64 %2352, 8
  br i1 %2353, label %2354, label %2381

2354:                                             ; preds = %2351
  br label %2355

2355:                                             ; preds = %2358, %2354
  %2356 = phi i64 [ %2378, %2358 ], [ 0, %2354 ]
  %2357 = icmp slt i64 %2356, 8
  br i1 %2357, label %2358, label %2379

2358:                                             ; preds = %2355
  %2359 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1560, 1
  %2360 = mul nuw nsw i64 %2340, 128
  %2361 = mul nuw nsw i64 %2352, 16
  %2362 = add nuw nsw i64 %2360, %2361
  %2363 = mul nuw nsw i64 %2344, 8
  %2364 = add nuw nsw i64 %2362, %2363
  %2365 = add nuw nsw i64 %2364, %2356
  %2366 = getelementptr inbounds nuw float, ptr %2359, i64 %2365
  %2367 = load float, ptr %2366, align 4
  %2368 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2338, 1
  %2369 = mul nuw nsw i64 %2340, 256
  %2370 = mul nuw nsw i64 %2344, 128
  %2371 = add nuw nsw i64 %2369, %2370
  %2372 = mul nuw nsw i64 %2348, 64
  %2373 = add nuw nsw i64 %2371, %2372
  %2374 = mul nuw nsw i64 %2352, 8
  %2375 = add nuw nsw i64 %2373, %2374
  %2376 = add nuw nsw i64 %2375, %2356
  %2377 = getelementptr inbounds nuw float, ptr %2368, i64 %2376
  store float %2367, ptr %2377, align 4
  %2378 = add i64 %2356, 1
  br label %2355

2379:                                             ; preds = %2355
  %2380 = add i64 %2352, 1
  br label %2351

2381:                                             ; preds = %2351
  %2382 = add i64 %2348, 1
  br label %2347

2383:                                             ; preds = %2347
  %2384 = add i64 %2344, 1
  br label %2343

2385:                                             ; preds = %2343
  %2386 = add i64 %2340, 1
  br label %2339

2387:                                             ; preds = %2339
  %2388 = call ptr @malloc(i64 1088)
  %2389 = ptrtoint ptr %2388 to i64
  %2390 = add i64 %2389, 63
  %2391 = urem i64 %2390, 64
  %2392 = sub i64 %2390, %2391
  %2393 = inttoptr i64 %2392 to ptr
  %2394 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %2388, 0
  %2395 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2394, ptr %2393, 1
  %2396 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2395, i64 0, 2
  %2397 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2396, i64 1, 3, 0
  %2398 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2397, i64 2, 3, 1
  %2399 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2398, i64 2, 3, 2
  %2400 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2399, i64 8, 3, 3
  %2401 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2400, i64 8, 3, 4
  %2402 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2401, i64 256, 4, 0
  %2403 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2402, i64 128, 4, 1
  %2404 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2403, i64 64, 4, 2
  %2405 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2404, i64 8, 4, 3
  %2406 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2405, i64 1, 4, 4
  br label %2407

2407:                                             ; preds = %2481, %2387
  %2408 = phi i64 [ %2482, %2481 ], [ 0, %2387 ]
  %2409 = icmp slt i64 %2408, 1
  br i1 %2409, label %2410, label %2483

2410:                                             ; preds = %2407
  br label %2411

2411:                                             ; preds = %2479, %2410
  %2412 = phi i64 [ %2480, %2479 ], [ 0, %2410 ]
  %2413 = icmp slt i64 %2412, 2
  br i1 %2413, label %2414, label %2481

2414:                                             ; preds = %2411
  br label %2415

2415:                                             ; preds = %2477, %2414
  %2416 = phi i64 [ %2478, %2477 ], [ 0, %2414 ]
  %2417 = icmp slt i64 %2416, 2
  br i1 %2417, label %2418, label %2479

2418:                                             ; preds = %2415
  br label %2419

2419:                                             ; preds = %2475, %2418
  %2420 = phi i64 [ %2476, %2475 ], [ 0, %2418 ]
  %2421 = icmp slt i64 %2420, 8
  br i1 %2421, label %2422, label %2477

2422:                                             ; preds = %2419
  br label %2423

2423:                                             ; preds = %2426, %2422
  %2424 = phi i64 [ %2474, %2426 ], [ 0, %2422 ]
  %2425 = icmp slt i64 %2424, 8
  br i1 %2425, label %2426, label %2475

2426:                                             ; preds = %2423
  %2427 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1502, 1
  %2428 = mul nuw nsw i64 %2408, 128
  %2429 = mul nuw nsw i64 %2412, 64
  %2430 = add nuw nsw i64 %2428, %2429
  %2431 = mul nuw nsw i64 %2424, 8
  %2432 = add nuw nsw i64 %2430, %2431
  %2433 = add nuw nsw i64 %2432, %2420
  %2434 = getelementptr inbounds nuw float, ptr %2427, i64 %2433
  %2435 = load float, ptr %2434, align 4
  %2436 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %822, 1
  %2437 = mul nuw nsw i64 %2408, 64
  %2438 = add nuw nsw i64 %2437, 0
  %2439 = mul nuw nsw i64 %2424, 8
  %2440 = add nuw nsw i64 %2438, %2439
  %2441 = add nuw nsw i64 %2440, %2420
  %2442 = getelementptr inbounds nuw float, ptr %2436, i64 %2441
  %2443 = load float, ptr %2442, align 4
  %2444 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2223, 1
  %2445 = mul nuw nsw i64 %2408, 128
  %2446 = mul nuw nsw i64 %2412, 64
  %2447 = add nuw nsw i64 %2445, %2446
  %2448 = mul nuw nsw i64 %2424, 8
  %2449 = add nuw nsw i64 %2447, %2448
  %2450 = add nuw nsw i64 %2449, %2420
  %2451 = getelementptr inbounds nuw float, ptr %2444, i64 %2450
  %2452 = load float, ptr %2451, align 4
  %2453 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %881, 1
  %2454 = mul nuw nsw i64 %2408, 64
  %2455 = add nuw nsw i64 %2454, 0
  %2456 = mul nuw nsw i64 %2424, 8
  %2457 = add nuw nsw i64 %2455, %2456
  %2458 = add nuw nsw i64 %2457, %2420
  %2459 = getelementptr inbounds nuw float, ptr %2453, i64 %2458
  %2460 = load float, ptr %2459, align 4
  %2461 = fmul float %2452, %2460
  %2462 = fmul float %2435, %2443
  %2463 = fadd float %2462, %2461
  %2464 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2406, 1
  %2465 = mul nuw nsw i64 %2408, 256
  %2466 = mul nuw nsw i64 %2412, 128
  %2467 = add nuw nsw i64 %2465, %2466
  %2468 = mul nuw nsw i64 %2416, 64
  %2469 = add nuw nsw i64 %2467, %2468
  %2470 = mul nuw nsw i64 %2420, 8
  %2471 = add nuw nsw i64 %2469, %2470
  %2472 = add nuw nsw i64 %2471, %2424
  %2473 = getelementptr inbounds nuw float, ptr %2464, i64 %2472
  store float %2463, ptr %2473, align 4
  %2474 = add i64 %2424, 1
  br label %2423

2475:                                             ; preds = %2423
  %2476 = add i64 %2420, 1
  br label %2419

2477:                                             ; preds = %2419
  %2478 = add i64 %2416, 1
  br label %2415

2479:                                             ; preds = %2415
  %2480 = add i64 %2412, 1
  br label %2411

2481:                                             ; preds = %2411
  %2482 = add i64 %2408, 1
  br label %2407

2483:                                             ; preds = %2407
  %2484 = call ptr @malloc(i64 1088)
  %2485 = ptrtoint ptr %2484 to i64
  %2486 = add i64 %2485, 63
  %2487 = urem i64 %2486, 64
  %2488 = sub i64 %2486, %2487
  %2489 = inttoptr i64 %2488 to ptr
  %2490 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2484, 0
  %2491 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2490, ptr %2489, 1
  %2492 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2491, i64 0, 2
  %2493 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2492, i64 4, 3, 0
  %2494 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2493, i64 8, 3, 1
  %2495 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2494, i64 8, 3, 2
  %2496 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2495, i64 64, 4, 0
  %2497 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2496, i64 8, 4, 1
  %2498 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2497, i64 1, 4, 2
  br label %2499

2499:                                             ; preds = %2520, %2483
  %2500 = phi i64 [ %2521, %2520 ], [ 0, %2483 ]
  %2501 = icmp slt i64 %2500, 4
  br i1 %2501, label %2502, label %2522

2502:                                             ; preds = %2499
  br label %2503

2503:                                             ; preds = %2518, %2502
  %2504 = phi i64 [ %2519, %2518 ], [ 0, %2502 ]
  %2505 = icmp slt i64 %2504, 8
  br i1 %2505, label %2506, label %2520

2506:                                             ; preds = %2503
  br label %2507

2507:                                             ; preds = %2510, %2506
  %2508 = phi i64 [ %2517, %2510 ], [ 0, %2506 ]
  %2509 = icmp slt i64 %2508, 8
  br i1 %2509, label %2510, label %2518

2510:                                             ; preds = %2507
  %2511 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2498, 1
  %2512 = mul nuw nsw i64 %2500, 64
  %2513 = mul nuw nsw i64 %2504, 8
  %2514 = add nuw nsw i64 %2512, %2513
  %2515 = add nuw nsw i64 %2514, %2508
  %2516 = getelementptr inbounds nuw float, ptr %2511, i64 %2515
  store float 0.000000e+00, ptr %2516, align 4
  %2517 = add i64 %2508, 1
  br label %2507

2518:                                             ; preds = %2507
  %2519 = add i64 %2504, 1
  br label %2503

2520:                                             ; preds = %2503
  %2521 = add i64 %2500, 1
  br label %2499

2522:                                             ; preds = %2499
  %2523 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2406, 0
  %2524 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2406, 1
  %2525 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2523, 0
  %2526 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2525, ptr %2524, 1
  %2527 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2526, i64 0, 2
  %2528 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2527, i64 1, 3, 0
  %2529 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2528, i64 256, 4, 0
  %2530 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2529, i64 4, 3, 1
  %2531 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2530, i64 64, 4, 1
  %2532 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2531, i64 8, 3, 2
  %2533 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2532, i64 8, 4, 2
  %2534 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2533, i64 8, 3, 3
  %2535 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2534, i64 1, 4, 3
  %2536 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2498, 0
  %2537 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2498, 1
  %2538 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2536, 0
  %2539 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2538, ptr %2537, 1
  %2540 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2539, i64 0, 2
  %2541 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2540, i64 1, 3, 0
  %2542 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2541, i64 256, 4, 0
  %2543 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2542, i64 4, 3, 1
  %2544 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2543, i64 64, 4, 1
  %2545 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2544, i64 8, 3, 2
  %2546 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2545, i64 8, 4, 2
  %2547 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2546, i64 8, 3, 3
  %2548 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2547, i64 1, 4, 3
  %2549 = call ptr @malloc(i64 1088)
  %2550 = ptrtoint ptr %2549 to i64
  %2551 = add i64 %2550, 63
  %2552 = urem i64 %2551, 64
  %2553 = sub i64 %2551, %2552
  %2554 = inttoptr i64 %2553 to ptr
  %2555 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2549, 0
  %2556 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2555, ptr %2554, 1
  %2557 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2556, i64 0, 2
  %2558 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2557, i64 1, 3, 0
  %2559 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2558, i64 4, 3, 1
  %2560 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2559, i64 8, 3, 2
  %2561 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2560, i64 8, 3, 3
  %2562 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2561, i64 256, 4, 0
  %2563 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2562, i64 64, 4, 1
  %2564 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2563, i64 8, 4, 2
  %2565 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2564, i64 1, 4, 3
  br label %2566

2566:                                             ; preds = %2604, %2522
  %2567 = phi i64 [ %2605, %2604 ], [ 0, %2522 ]
  %2568 = icmp slt i64 %2567, 1
  br i1 %2568, label %2569, label %2606

2569:                                             ; preds = %2566
  br label %2570

2570:                                             ; preds = %2602, %2569
  %2571 = phi i64 [ %2603, %2602 ], [ 0, %2569 ]
  %2572 = icmp slt i64 %2571, 4
  br i1 %2572, label %2573, label %2604

2573:                                             ; preds = %2570
  br label %2574

2574:                                             ; preds = %2600, %2573
  %2575 = phi i64 [ %2601, %2600 ], [ 0, %2573 ]
  %2576 = icmp slt i64 %2575, 8
  br i1 %2576, label %2577, label %2602

2577:                                             ; preds = %2574
  br label %2578

2578:                                             ; preds = %2581, %2577
  %2579 = phi i64 [ %2599, %2581 ], [ 0, %2577 ]
  %2580 = icmp slt i64 %2579, 8
  br i1 %2580, label %2581, label %2600

2581:                                             ; preds = %2578
  %2582 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2548, 1
  %2583 = mul nuw nsw i64 %2567, 256
  %2584 = mul nuw nsw i64 %2571, 64
  %2585 = add nuw nsw i64 %2583, %2584
  %2586 = mul nuw nsw i64 %2575, 8
  %2587 = add nuw nsw i64 %2585, %2586
  %2588 = add nuw nsw i64 %2587, %2579
  %2589 = getelementptr inbounds nuw float, ptr %2582, i64 %2588
  %2590 = load float, ptr %2589, align 4
  %2591 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2565, 1
  %2592 = mul nuw nsw i64 %2567, 256
  %2593 = mul nuw nsw i64 %2571, 64
  %2594 = add nuw nsw i64 %2592, %2593
  %2595 = mul nuw nsw i64 %2575, 8
  %2596 = add nuw nsw i64 %2594, %2595
  %2597 = add nuw nsw i64 %2596, %2579
  %2598 = getelementptr inbounds nuw float, ptr %2591, i64 %2597
  store float %2590, ptr %2598, align 4
  %2599 = add i64 %2579, 1
  br label %2578

2600:                                             ; preds = %2578
  %2601 = add i64 %2575, 1
  br label %2574

2602:                                             ; preds = %2574
  %2603 = add i64 %2571, 1
  br label %2570

2604:                                             ; preds = %2570
  %2605 = add i64 %2567, 1
  br label %2566

2606:                                             ; preds = %2566
  br label %2607

2607:                                             ; preds = %2699, %2606
  %2608 = phi i64 [ %2700, %2699 ], [ 0, %2606 ]
  %2609 = icmp slt i64 %2608, 1
  br i1 %2609, label %2610, label %2701

2610:                                             ; preds = %2607
  br label %2611

2611:                                             ; preds = %2697, %2610
  %2612 = phi i64 [ %2698, %2697 ], [ 0, %2610 ]
  %2613 = icmp slt i64 %2612, 4
  br i1 %2613, label %2614, label %2699

2614:                                             ; preds = %2611
  br label %2615

2615:                                             ; preds = %2695, %2614
  %2616 = phi i64 [ %2696, %2695 ], [ 0, %2614 ]
  %2617 = icmp slt i64 %2616, 8
  br i1 %2617, label %2618, label %2697

2618:                                             ; preds = %2615
  br label %2619

2619:                                             ; preds = %2693, %2618
  %2620 = phi i64 [ %2694, %2693 ], [ 0, %2618 ]
  %2621 = icmp slt i64 %2620, 8
  br i1 %2621, label %2622, label %2695

2622:                                             ; preds = %2619
  br label %2623

2623:                                             ; preds = %2626, %2622
  %2624 = phi i64 [ %2692, %2626 ], [ 0, %2622 ]
  %2625 = icmp slt i64 %2624, 8
  br i1 %2625, label %2626, label %2693

2626:                                             ; preds = %2623
  %2627 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1282, 1
  %2628 = mul nuw nsw i64 %2608, 256
  %2629 = mul nuw nsw i64 %2612, 64
  %2630 = add nuw nsw i64 %2628, %2629
  %2631 = mul nuw nsw i64 %2616, 8
  %2632 = add nuw nsw i64 %2630, %2631
  %2633 = add nuw nsw i64 %2632, %2624
  %2634 = getelementptr inbounds nuw float, ptr %2627, i64 %2633
  %2635 = load float, ptr %2634, align 4
  %2636 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %822, 1
  %2637 = mul nuw nsw i64 %2608, 64
  %2638 = add nuw nsw i64 %2637, 0
  %2639 = mul nuw nsw i64 %2616, 8
  %2640 = add nuw nsw i64 %2638, %2639
  %2641 = add nuw nsw i64 %2640, %2624
  %2642 = getelementptr inbounds nuw float, ptr %2636, i64 %2641
  %2643 = load float, ptr %2642, align 4
  %2644 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1895, 1
  %2645 = mul nuw nsw i64 %2608, 256
  %2646 = mul nuw nsw i64 %2612, 64
  %2647 = add nuw nsw i64 %2645, %2646
  %2648 = mul nuw nsw i64 %2616, 8
  %2649 = add nuw nsw i64 %2647, %2648
  %2650 = add nuw nsw i64 %2649, %2624
  %2651 = getelementptr inbounds nuw float, ptr %2644, i64 %2650
  %2652 = load float, ptr %2651, align 4
  %2653 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %881, 1
  %2654 = mul nuw nsw i64 %2608, 64
  %2655 = add nuw nsw i64 %2654, 0
  %2656 = mul nuw nsw i64 %2616, 8
  %2657 = add nuw nsw i64 %2655, %2656
  %2658 = add nuw nsw i64 %2657, %2624
  %2659 = getelementptr inbounds nuw float, ptr %2653, i64 %2658
  %2660 = load float, ptr %2659, align 4
  %2661 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2535, 1
  %2662 = mul nuw nsw i64 %2608, 256
  %2663 = mul nuw nsw i64 %2612, 64
  %2664 = add nuw nsw i64 %2662, %2663
  %2665 = mul nuw nsw i64 %2624, 8
  %2666 = add nuw nsw i64 %2664, %2665
  %2667 = add nuw nsw i64 %2666, %2620
  %2668 = getelementptr inbounds nuw float, ptr %2661, i64 %2667
  %2669 = load float, ptr %2668, align 4
  %2670 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2565, 1
  %2671 = mul nuw nsw i64 %2608, 256
  %2672 = mul nuw nsw i64 %2612, 64
  %2673 = add nuw nsw i64 %2671, %2672
  %2674 = mul nuw nsw i64 %2616, 8
  %2675 = add nuw nsw i64 %2673, %2674
  %2676 = add nuw nsw i64 %2675, %2620
  %2677 = getelementptr inbounds nuw float, ptr %2670, i64 %2676
  %2678 = load float, ptr %2677, align 4
  %2679 = fmul float %2652, %2660
  %2680 = fmul float %2635, %2643
  %2681 = fadd float %2680, %2679
  %2682 = fmul float %2681, %2669
  %2683 = fadd float %2678, %2682
  %2684 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2565, 1
  %2685 = mul nuw nsw i64 %2608, 256
  %2686 = mul nuw nsw i64 %2612, 64
  %2687 = add nuw nsw i64 %2685, %2686
  %2688 = mul nuw nsw i64 %2616, 8
  %2689 = add nuw nsw i64 %2687, %2688
  %2690 = add nuw nsw i64 %2689, %2620
  %2691 = getelementptr inbounds nuw float, ptr %2684, i64 %2690
  store float %2683, ptr %2691, align 4
  %2692 = add i64 %2624, 1
  br label %2623

2693:                                             ; preds = %2623
  %2694 = add i64 %2620, 1
  br label %2619

2695:                                             ; preds = %2619
  %2696 = add i64 %2616, 1
  br label %2615

2697:                                             ; preds = %2615
  %2698 = add i64 %2612, 1
  br label %2611

2699:                                             ; preds = %2611
  %2700 = add i64 %2608, 1
  br label %2607

2701:                                             ; preds = %2607
  %2702 = call ptr @malloc(i64 1088)
  %2703 = ptrtoint ptr %2702 to i64
  %2704 = add i64 %2703, 63
  %2705 = urem i64 %2704, 64
  %2706 = sub i64 %2704, %2705
  %2707 = inttoptr i64 %2706 to ptr
  %2708 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2702, 0
  %2709 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2708, ptr %2707, 1
  %2710 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2709, i64 0, 2
  %2711 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2710, i64 1, 3, 0
  %2712 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2711, i64 4, 3, 1
  %2713 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2712, i64 8, 3, 2
  %2714 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2713, i64 8, 3, 3
  %2715 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2714, i64 256, 4, 0
  %2716 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2715, i64 64, 4, 1
  %2717 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2716, i64 8, 4, 2
  %2718 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2717, i64 1, 4, 3
  br label %2719

2719:                                             ; preds = %2767, %2701
  %2720 = phi i64 [ %2768, %2767 ], [ 0, %2701 ]
  %2721 = icmp slt i64 %2720, 1
  br i1 %2721, label %2722, label %2769

2722:                                             ; preds = %2719
  br label %2723

2723:                                             ; preds = %2765, %2722
  %2724 = phi i64 [ %2766, %2765 ], [ 0, %2722 ]
  %2725 = icmp slt i64 %2724, 4
  br i1 %2725, label %2726, label %2767

2726:                                             ; preds = %2723
  br label %2727

2727:                                             ; preds = %2763, %2726
  %2728 = phi i64 [ %2764, %2763 ], [ 0, %2726 ]
  %2729 = icmp slt i64 %2728, 8
  br i1 %2729, label %2730, label %2765

2730:                                             ; preds = %2727
  br label %2731

2731:                                             ; preds = %2734, %2730
  %2732 = phi i64 [ %2762, %2734 ], [ 0, %2730 ]
  %2733 = icmp slt i64 %2732, 8
  br i1 %2733, label %2734, label %2763

2734:                                             ; preds = %2731
  %2735 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2565, 1
  %2736 = mul nuw nsw i64 %2720, 256
  %2737 = mul nuw nsw i64 %2724, 64
  %2738 = add nuw nsw i64 %2736, %2737
  %2739 = mul nuw nsw i64 %2728, 8
  %2740 = add nuw nsw i64 %2738, %2739
  %2741 = add nuw nsw i64 %2740, %2732
  %2742 = getelementptr inbounds nuw float, ptr %2735, i64 %2741
  %2743 = load float, ptr %2742, align 4
  %2744 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %473, 1
  %2745 = mul nuw nsw i64 %2720, 64
  %2746 = add nuw nsw i64 %2745, 0
  %2747 = mul nuw nsw i64 %2728, 8
  %2748 = add nuw nsw i64 %2746, %2747
  %2749 = add nuw nsw i64 %2748, %2732
  %2750 = getelementptr inbounds nuw float, ptr %2744, i64 %2749
  %2751 = load float, ptr %2750, align 4
  %2752 = fmul float %2743, f0x3EB504F3
  %2753 = fadd float %2752, %2751
  %2754 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2718, 1
  %2755 = mul nuw nsw i64 %2720, 256
  %2756 = mul nuw nsw i64 %2724, 64
  %2757 = add nuw nsw i64 %2755, %2756
  %2758 = mul nuw nsw i64 %2728, 8
  %2759 = add nuw nsw i64 %2757, %2758
  %2760 = add nuw nsw i64 %2759, %2732
  %2761 = getelementptr inbounds nuw float, ptr %2754, i64 %2760
  store float %2753, ptr %2761, align 4
  %2762 = add i64 %2732, 1
  br label %2731

2763:                                             ; preds = %2731
  %2764 = add i64 %2728, 1
  br label %2727

2765:                                             ; preds = %2727
  %2766 = add i64 %2724, 1
  br label %2723

2767:                                             ; preds = %2723
  %2768 = add i64 %2720, 1
  br label %2719

2769:                                             ; preds = %2719
  %2770 = call ptr @malloc(i64 192)
  %2771 = ptrtoint ptr %2770 to i64
  %2772 = add i64 %2771, 63
  %2773 = urem i64 %2772, 64
  %2774 = sub i64 %2772, %2773
  %2775 = inttoptr i64 %2774 to ptr
  %2776 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2770, 0
  %2777 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2776, ptr %2775, 1
  %2778 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2777, i64 0, 2
  %2779 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2778, i64 1, 3, 0
  %2780 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2779, i64 4, 3, 1
  %2781 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2780, i64 8, 3, 2
  %2782 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2781, i64 32, 4, 0
  %2783 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2782, i64 8, 4, 1
  %2784 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2783, i64 1, 4, 2
  br label %2785

2785:                                             ; preds = %2806, %2769
  %2786 = phi i64 [ %2807, %2806 ], [ 0, %2769 ]
  %2787 = icmp slt i64 %2786, 1
  br i1 %2787, label %2788, label %2808

2788:                                             ; preds = %2785
  br label %2789

2789:                                             ; preds = %2804, %2788
  %2790 = phi i64 [ %2805, %2804 ], [ 0, %2788 ]
  %2791 = icmp slt i64 %2790, 4
  br i1 %2791, label %2792, label %2806

2792:                                             ; preds = %2789
  br label %2793

2793:                                             ; preds = %2796, %2792
  %2794 = phi i64 [ %2803, %2796 ], [ 0, %2792 ]
  %2795 = icmp slt i64 %2794, 8
  br i1 %2795, label %2796, label %2804

2796:                                             ; preds = %2793
  %2797 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2784, 1
  %2798 = mul nuw nsw i64 %2786, 32
  %2799 = mul nuw nsw i64 %2790, 8
  %2800 = add nuw nsw i64 %2798, %2799
  %2801 = add nuw nsw i64 %2800, %2794
  %2802 = getelementptr inbounds nuw float, ptr %2797, i64 %2801
  store float -inf, ptr %2802, align 4
  %2803 = add i64 %2794, 1
  br label %2793

2804:                                             ; preds = %2793
  %2805 = add i64 %2790, 1
  br label %2789

2806:                                             ; preds = %2789
  %2807 = add i64 %2786, 1
  br label %2785

2808:                                             ; preds = %2785
  %2809 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2718, 0
  %2810 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2718, 1
  %2811 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %2809, 0
  %2812 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2811, ptr %2810, 1
  %2813 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2812, i64 0, 2
  %2814 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2813, i64 1, 3, 0
  %2815 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2814, i64 256, 4, 0
  %2816 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2815, i64 4, 3, 1
  %2817 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2816, i64 64, 4, 1
  %2818 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2817, i64 8, 3, 2
  %2819 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2818, i64 8, 4, 2
  %2820 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2819, i64 1, 3, 3
  %2821 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2820, i64 8, 4, 3
  %2822 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2821, i64 8, 3, 4
  %2823 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2822, i64 1, 4, 4
  %2824 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2784, 0
  %2825 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2784, 1
  %2826 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2824, 0
  %2827 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2826, ptr %2825, 1
  %2828 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2827, i64 0, 2
  %2829 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2828, i64 1, 3, 0
  %2830 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2829, i64 32, 4, 0
  %2831 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2830, i64 4, 3, 1
  %2832 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2831, i64 8, 4, 1
  %2833 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2832, i64 8, 3, 2
  %2834 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2833, i64 1, 4, 2
  %2835 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2834, i64 1, 3, 3
  %2836 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2835, i64 1, 4, 3
  %2837 = call ptr @malloc(i64 192)
  %2838 = ptrtoint ptr %2837 to i64
  %2839 = add i64 %2838, 63
  %2840 = urem i64 %2839, 64
  %2841 = sub i64 %2839, %2840
  %2842 = inttoptr i64 %2841 to ptr
  %2843 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2837, 0
  %2844 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2843, ptr %2842, 1
  %2845 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2844, i64 0, 2
  %2846 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2845, i64 1, 3, 0
  %2847 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2846, i64 4, 3, 1
  %2848 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2847, i64 8, 3, 2
  %2849 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2848, i64 1, 3, 3
  %2850 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2849, i64 32, 4, 0
  %2851 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2850, i64 8, 4, 1
  %2852 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2851, i64 1, 4, 2
  %2853 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2852, i64 1, 4, 3
  br label %2854

2854:                                             ; preds = %2890, %2808
  %2855 = phi i64 [ %2891, %2890 ], [ 0, %2808 ]
  %2856 = icmp slt i64 %2855, 1
  br i1 %2856, label %2857, label %2892

2857:                                             ; preds = %2854
  br label %2858

2858:                                             ; preds = %2888, %2857
  %2859 = phi i64 [ %2889, %2888 ], [ 0, %2857 ]
  %2860 = icmp slt i64 %2859, 4
  br i1 %2860, label %2861, label %2890

2861:                                             ; preds = %2858
  br label %2862

2862:                                             ; preds = %2886, %2861
  %2863 = phi i64 [ %2887, %2886 ], [ 0, %2861 ]
  %2864 = icmp slt i64 %2863, 8
  br i1 %2864, label %2865, label %2888

2865:                                             ; preds = %2862
  br label %2866

2866:                                             ; preds = %2869, %2865
  %2867 = phi i64 [ %2885, %2869 ], [ 0, %2865 ]
  %2868 = icmp slt i64 %2867, 1
  br i1 %2868, label %2869, label %2886

2869:                                             ; preds = %2866
  %2870 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2836, 1
  %2871 = mul nuw nsw i64 %2855, 32
  %2872 = mul nuw nsw i64 %2859, 8
  %2873 = add nuw nsw i64 %2871, %2872
  %2874 = add nuw nsw i64 %2873, %2863
  %2875 = add nuw nsw i64 %2874, %2867
  %2876 = getelementptr inbounds nuw float, ptr %2870, i64 %2875
  %2877 = load float, ptr %2876, align 4
  %2878 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2853, 1
  %2879 = mul nuw nsw i64 %2855, 32
  %2880 = mul nuw nsw i64 %2859, 8
  %2881 = add nuw nsw i64 %2879, %2880
  %2882 = add nuw nsw i64 %2881, %2863
  %2883 = add nuw nsw i64 %2882, %2867
  %2884 = getelementptr inbounds nuw float, ptr %2878, i64 %2883
  store float %2877, ptr %2884, align 4
  %2885 = add i64 %2867, 1
  br label %2866

2886:                                             ; preds = %2866
  %2887 = add i64 %2863, 1
  br label %2862

2888:                                             ; preds = %2862
  %2889 = add i64 %2859, 1
  br label %2858

2890:                                             ; preds = %2858
  %2891 = add i64 %2855, 1
  br label %2854

2892:                                             ; preds = %2854
  br label %2893

2893:                                             ; preds = %2947, %2892
  %2894 = phi i64 [ %2948, %2947 ], [ 0, %2892 ]
  %2895 = icmp slt i64 %2894, 1
  br i1 %2895, label %2896, label %2949

2896:                                             ; preds = %2893
  br label %2897

2897:                                             ; preds = %2945, %2896
  %2898 = phi i64 [ %2946, %2945 ], [ 0, %2896 ]
  %2899 = icmp slt i64 %2898, 4
  br i1 %2899, label %2900, label %2947

2900:                                             ; preds = %2897
  br label %2901

2901:                                             ; preds = %2943, %2900
  %2902 = phi i64 [ %2944, %2943 ], [ 0, %2900 ]
  %2903 = icmp slt i64 %2902, 8
  br i1 %2903, label %2904, label %2945

2904:                                             ; preds = %2901
  br label %2905

2905:                                             ; preds = %2941, %2904
  %2906 = phi i64 [ %2942, %2941 ], [ 0, %2904 ]
  %2907 = icmp slt i64 %2906, 1
  br i1 %2907, label %2908, label %2943

2908:                                             ; preds = %2905
  br label %2909

2909:                                             ; preds = %2912, %2908
  %2910 = phi i64 [ %2940, %2912 ], [ 0, %2908 ]
  %2911 = icmp slt i64 %2910, 8
  br i1 %2911, label %2912, label %2941

2912:                                             ; preds = %2909
  %2913 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2823, 1
  %2914 = mul nuw nsw i64 %2894, 256
  %2915 = mul nuw nsw i64 %2898, 64
  %2916 = add nuw nsw i64 %2914, %2915
  %2917 = mul nuw nsw i64 %2902, 8
  %2918 = add nuw nsw i64 %2916, %2917
  %2919 = mul nuw nsw i64 %2906, 8
  %2920 = add nuw nsw i64 %2918, %2919
  %2921 = add nuw nsw i64 %2920, %2910
  %2922 = getelementptr inbounds nuw float, ptr %2913, i64 %2921
  %2923 = load float, ptr %2922, align 4
  %2924 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2853, 1
  %2925 = mul nuw nsw i64 %2894, 32
  %2926 = mul nuw nsw i64 %2898, 8
  %2927 = add nuw nsw i64 %2925, %2926
  %2928 = add nuw nsw i64 %2927, %2902
  %2929 = add nuw nsw i64 %2928, %2906
  %2930 = getelementptr inbounds nuw float, ptr %2924, i64 %2929
  %2931 = load float, ptr %2930, align 4
  %2932 = call float @llvm.maximum.f32(float %2923, float %2931)
  %2933 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2853, 1
  %2934 = mul nuw nsw i64 %2894, 32
  %2935 = mul nuw nsw i64 %2898, 8
  %2936 = add nuw nsw i64 %2934, %2935
  %2937 = add nuw nsw i64 %2936, %2902
  %2938 = add nuw nsw i64 %2937, %2906
  %2939 = getelementptr inbounds nuw float, ptr %2933, i64 %2938
  store float %2932, ptr %2939, align 4
  %2940 = add i64 %2910, 1
  br label %2909

2941:                                             ; preds = %2909
  %2942 = add i64 %2906, 1
  br label %2905

2943:                                             ; preds = %2905
  %2944 = add i64 %2902, 1
  br label %2901

2945:                                             ; preds = %2901
  %2946 = add i64 %2898, 1
  br label %2897

2947:                                             ; preds = %2897
  %2948 = add i64 %2894, 1
  br label %2893

2949:                                             ; preds = %2893
  %2950 = call ptr @malloc(i64 1088)
  %2951 = ptrtoint ptr %2950 to i64
  %2952 = add i64 %2951, 63
  %2953 = urem i64 %2952, 64
  %2954 = sub i64 %2952, %2953
  %2955 = inttoptr i64 %2954 to ptr
  %2956 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2950, 0
  %2957 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2956, ptr %2955, 1
  %2958 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2957, i64 0, 2
  %2959 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2958, i64 1, 3, 0
  %2960 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2959, i64 4, 3, 1
  %2961 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2960, i64 8, 3, 2
  %2962 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2961, i64 8, 3, 3
  %2963 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2962, i64 256, 4, 0
  %2964 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2963, i64 64, 4, 1
  %2965 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2964, i64 8, 4, 2
  %2966 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2965, i64 1, 4, 3
  br label %2967

2967:                                             ; preds = %3016, %2949
  %2968 = phi i64 [ %3017, %3016 ], [ 0, %2949 ]
  %2969 = icmp slt i64 %2968, 1
  br i1 %2969, label %2970, label %3018

2970:                                             ; preds = %2967
  br label %2971

2971:                                             ; preds = %3014, %2970
  %2972 = phi i64 [ %3015, %3014 ], [ 0, %2970 ]
  %2973 = icmp slt i64 %2972, 4
  br i1 %2973, label %2974, label %3016

2974:                                             ; preds = %2971
  br label %2975

2975:                                             ; preds = %3012, %2974
  %2976 = phi i64 [ %3013, %3012 ], [ 0, %2974 ]
  %2977 = icmp slt i64 %2976, 8
  br i1 %2977, label %2978, label %3014

2978:                                             ; preds = %2975
  br label %2979

2979:                                             ; preds = %2982, %2978
  %2980 = phi i64 [ %3011, %2982 ], [ 0, %2978 ]
  %2981 = icmp slt i64 %2980, 8
  br i1 %2981, label %2982, label %3012

2982:                                             ; preds = %2979
  %2983 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2718, 1
  %2984 = mul nuw nsw i64 %2968, 256
  %2985 = mul nuw nsw i64 %2972, 64
  %2986 = add nuw nsw i64 %2984, %2985
  %2987 = mul nuw nsw i64 %2976, 8
  %2988 = add nuw nsw i64 %2986, %2987
  %2989 = add nuw nsw i64 %2988, %2980
  %2990 = getelementptr inbounds nuw float, ptr %2983, i64 %2989
  %2991 = load float, ptr %2990, align 4
  %2992 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2853, 1
  %2993 = mul nuw nsw i64 %2968, 32
  %2994 = mul nuw nsw i64 %2972, 8
  %2995 = add nuw nsw i64 %2993, %2994
  %2996 = add nuw nsw i64 %2995, %2976
  %2997 = add nuw nsw i64 %2996, 0
  %2998 = getelementptr inbounds nuw float, ptr %2992, i64 %2997
  %2999 = load float, ptr %2998, align 4
  %3000 = fsub float %2991, %2999
  %3001 = fmul float %3000, f0x3FB8AA3B
  %3002 = call float @llvm.exp2.f32(float %3001)
  %3003 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2966, 1
  %3004 = mul nuw nsw i64 %2968, 256
  %3005 = mul nuw nsw i64 %2972, 64
  %3006 = add nuw nsw i64 %3004, %3005
  %3007 = mul nuw nsw i64 %2976, 8
  %3008 = add nuw nsw i64 %3006, %3007
  %3009 = add nuw nsw i64 %3008, %2980
  %3010 = getelementptr inbounds nuw float, ptr %3003, i64 %3009
  store float %3002, ptr %3010, align 4
  %3011 = add i64 %2980, 1
  br label %2979

3012:                                             ; preds = %2979
  %3013 = add i64 %2976, 1
  br label %2975

3014:                                             ; preds = %2975
  %3015 = add i64 %2972, 1
  br label %2971

3016:                                             ; preds = %2971
  %3017 = add i64 %2968, 1
  br label %2967

3018:                                             ; preds = %2967
  %3019 = call ptr @malloc(i64 192)
  %3020 = ptrtoint ptr %3019 to i64
  %3021 = add i64 %3020, 63
  %3022 = urem i64 %3021, 64
  %3023 = sub i64 %3021, %3022
  %3024 = inttoptr i64 %3023 to ptr
  %3025 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3019, 0
  %3026 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3025, ptr %3024, 1
  %3027 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3026, i64 0, 2
  %3028 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3027, i64 1, 3, 0
  %3029 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3028, i64 4, 3, 1
  %3030 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3029, i64 8, 3, 2
  %3031 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3030, i64 1, 3, 3
  %3032 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3031, i64 32, 4, 0
  %3033 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3032, i64 8, 4, 1
  %3034 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3033, i64 1, 4, 2
  %3035 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3034, i64 1, 4, 3
  br label %3036

3036:                                             ; preds = %3064, %3018
  %3037 = phi i64 [ %3065, %3064 ], [ 0, %3018 ]
  %3038 = icmp slt i64 %3037, 1
  br i1 %3038, label %3039, label %3066

3039:                                             ; preds = %3036
  br label %3040

3040:                                             ; preds = %3062, %3039
  %3041 = phi i64 [ %3063, %3062 ], [ 0, %3039 ]
  %3042 = icmp slt i64 %3041, 4
  br i1 %3042, label %3043, label %3064

3043:                                             ; preds = %3040
  br label %3044

3044:                                             ; preds = %3060, %3043
  %3045 = phi i64 [ %3061, %3060 ], [ 0, %3043 ]
  %3046 = icmp slt i64 %3045, 8
  br i1 %3046, label %3047, label %3062

3047:                                             ; preds = %3044
  br label %3048

3048:                                             ; preds = %3051, %3047
  %3049 = phi i64 [ %3059, %3051 ], [ 0, %3047 ]
  %3050 = icmp slt i64 %3049, 1
  br i1 %3050, label %3051, label %3060

3051:                                             ; preds = %3048
  %3052 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3035, 1
  %3053 = mul nuw nsw i64 %3037, 32
  %3054 = mul nuw nsw i64 %3041, 8
  %3055 = add nuw nsw i64 %3053, %3054
  %3056 = add nuw nsw i64 %3055, %3045
  %3057 = add nuw nsw i64 %3056, %3049
  %3058 = getelementptr inbounds nuw float, ptr %3052, i64 %3057
  store float 0.000000e+00, ptr %3058, align 4
  %3059 = add i64 %3049, 1
  br label %3048

3060:                                             ; preds = %3048
  %3061 = add i64 %3045, 1
  br label %3044

3062:                                             ; preds = %3044
  %3063 = add i64 %3041, 1
  br label %3040

3064:                                             ; preds = %3040
  %3065 = add i64 %3037, 1
  br label %3036

3066:                                             ; preds = %3036
  %3067 = call ptr @malloc(i64 192)
  %3068 = ptrtoint ptr %3067 to i64
  %3069 = add i64 %3068, 63
  %3070 = urem i64 %3069, 64
  %3071 = sub i64 %3069, %3070
  %3072 = inttoptr i64 %3071 to ptr
  %3073 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3067, 0
  %3074 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3073, ptr %3072, 1
  %3075 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3074, i64 0, 2
  %3076 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3075, i64 1, 3, 0
  %3077 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3076, i64 4, 3, 1
  %3078 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3077, i64 8, 3, 2
  %3079 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3078, i64 1, 3, 3
  %3080 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3079, i64 32, 4, 0
  %3081 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3080, i64 8, 4, 1
  %3082 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3081, i64 1, 4, 2
  %3083 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3082, i64 1, 4, 3
  br label %3084

3084:                                             ; preds = %3120, %3066
  %3085 = phi i64 [ %3121, %3120 ], [ 0, %3066 ]
  %3086 = icmp slt i64 %3085, 1
  br i1 %3086, label %3087, label %3122

3087:                                             ; preds = %3084
  br label %3088

3088:                                             ; preds = %3118, %3087
  %3089 = phi i64 [ %3119, %3118 ], [ 0, %3087 ]
  %3090 = icmp slt i64 %3089, 4
  br i1 %3090, label %3091, label %3120

3091:                                             ; preds = %3088
  br label %3092

3092:                                             ; preds = %3116, %3091
  %3093 = phi i64 [ %3117, %3116 ], [ 0, %3091 ]
  %3094 = icmp slt i64 %3093, 8
  br i1 %3094, label %3095, label %3118

3095:                                             ; preds = %3092
  br label %3096

3096:                                             ; preds = %3099, %3095
  %3097 = phi i64 [ %3115, %3099 ], [ 0, %3095 ]
  %3098 = icmp slt i64 %3097, 1
  br i1 %3098, label %3099, label %3116

3099:                                             ; preds = %3096
  %3100 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3035, 1
  %3101 = mul nuw nsw i64 %3085, 32
  %3102 = mul nuw nsw i64 %3089, 8
  %3103 = add nuw nsw i64 %3101, %3102
  %3104 = add nuw nsw i64 %3103, %3093
  %3105 = add nuw nsw i64 %3104, %3097
  %3106 = getelementptr inbounds nuw float, ptr %3100, i64 %3105
  %3107 = load float, ptr %3106, align 4
  %3108 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3083, 1
  %3109 = mul nuw nsw i64 %3085, 32
  %3110 = mul nuw nsw i64 %3089, 8
  %3111 = add nuw nsw i64 %3109, %3110
  %3112 = add nuw nsw i64 %3111, %3093
  %3113 = add nuw nsw i64 %3112, %3097
  %3114 = getelementptr inbounds nuw float, ptr %3108, i64 %3113
  store float %3107, ptr %3114, align 4
  %3115 = add i64 %3097, 1
  br label %3096

3116:                                             ; preds = %3096
  %3117 = add i64 %3093, 1
  br label %3092

3118:                                             ; preds = %3092
  %3119 = add i64 %3089, 1
  br label %3088

3120:                                             ; preds = %3088
  %3121 = add i64 %3085, 1
  br label %3084

3122:                                             ; preds = %3084
  br label %3123

3123:                                             ; preds = %3169, %3122
  %3124 = phi i64 [ %3170, %3169 ], [ 0, %3122 ]
  %3125 = icmp slt i64 %3124, 1
  br i1 %3125, label %3126, label %3171

3126:                                             ; preds = %3123
  br label %3127

3127:                                             ; preds = %3167, %3126
  %3128 = phi i64 [ %3168, %3167 ], [ 0, %3126 ]
  %3129 = icmp slt i64 %3128, 4
  br i1 %3129, label %3130, label %3169

3130:                                             ; preds = %3127
  br label %3131

3131:                                             ; preds = %3165, %3130
  %3132 = phi i64 [ %3166, %3165 ], [ 0, %3130 ]
  %3133 = icmp slt i64 %3132, 8
  br i1 %3133, label %3134, label %3167

3134:                                             ; preds = %3131
  br label %3135

3135:                                             ; preds = %3138, %3134
  %3136 = phi i64 [ %3164, %3138 ], [ 0, %3134 ]
  %3137 = icmp slt i64 %3136, 8
  br i1 %3137, label %3138, label %3165

3138:                                             ; preds = %3135
  %3139 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2966, 1
  %3140 = mul nuw nsw i64 %3124, 256
  %3141 = mul nuw nsw i64 %3128, 64
  %3142 = add nuw nsw i64 %3140, %3141
  %3143 = mul nuw nsw i64 %3132, 8
  %3144 = add nuw nsw i64 %3142, %3143
  %3145 = add nuw nsw i64 %3144, %3136
  %3146 = getelementptr inbounds nuw float, ptr %3139, i64 %3145
  %3147 = load float, ptr %3146, align 4
  %3148 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3083, 1
  %3149 = mul nuw nsw i64 %3124, 32
  %3150 = mul nuw nsw i64 %3128, 8
  %3151 = add nuw nsw i64 %3149, %3150
  %3152 = add nuw nsw i64 %3151, %3132
  %3153 = add nuw nsw i64 %3152, 0
  %3154 = getelementptr inbounds nuw float, ptr %3148, i64 %3153
  %3155 = load float, ptr %3154, align 4
  %3156 = fadd float %3147, %3155
  %3157 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3083, 1
  %3158 = mul nuw nsw i64 %3124, 32
  %3159 = mul nuw nsw i64 %3128, 8
  %3160 = add nuw nsw i64 %3158, %3159
  %3161 = add nuw nsw i64 %3160, %3132
  %3162 = add nuw nsw i64 %3161, 0
  %3163 = getelementptr inbounds nuw float, ptr %3157, i64 %3162
  store float %3156, ptr %3163, align 4
  %3164 = add i64 %3136, 1
  br label %3135

3165:                                             ; preds = %3135
  %3166 = add i64 %3132, 1
  br label %3131

3167:                                             ; preds = %3131
  %3168 = add i64 %3128, 1
  br label %3127

3169:                                             ; preds = %3127
  %3170 = add i64 %3124, 1
  br label %3123

3171:                                             ; preds = %3123
  %3172 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2338, 0
  %3173 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2338, 1
  %3174 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3172, 0
  %3175 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3174, ptr %3173, 1
  %3176 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3175, i64 0, 2
  %3177 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3176, i64 1, 3, 0
  %3178 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3177, i64 256, 4, 0
  %3179 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3178, i64 4, 3, 1
  %3180 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3179, i64 64, 4, 1
  %3181 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3180, i64 8, 3, 2
  %3182 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3181, i64 8, 4, 2
  %3183 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3182, i64 8, 3, 3
  %3184 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3183, i64 1, 4, 3
  %3185 = call ptr @malloc(i64 1088)
  %3186 = ptrtoint ptr %3185 to i64
  %3187 = add i64 %3186, 63
  %3188 = urem i64 %3187, 64
  %3189 = sub i64 %3187, %3188
  %3190 = inttoptr i64 %3189 to ptr
  %3191 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3185, 0
  %3192 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3191, ptr %3190, 1
  %3193 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3192, i64 0, 2
  %3194 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3193, i64 1, 3, 0
  %3195 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3194, i64 4, 3, 1
  %3196 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3195, i64 8, 3, 2
  %3197 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3196, i64 8, 3, 3
  %3198 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3197, i64 256, 4, 0
  %3199 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3198, i64 64, 4, 1
  %3200 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3199, i64 8, 4, 2
  %3201 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3200, i64 1, 4, 3
  br label %3202

3202:                                             ; preds = %3240, %3171
  %3203 = phi i64 [ %3241, %3240 ], [ 0, %3171 ]
  %3204 = icmp slt i64 %3203, 1
  br i1 %3204, label %3205, label %3242

3205:                                             ; preds = %3202
  br label %3206

3206:                                             ; preds = %3238, %3205
  %3207 = phi i64 [ %3239, %3238 ], [ 0, %3205 ]
  %3208 = icmp slt i64 %3207, 4
  br i1 %3208, label %3209, label %3240

3209:                                             ; preds = %3206
  br label %3210

3210:                                             ; preds = %3236, %3209
  %3211 = phi i64 [ %3237, %3236 ], [ 0, %3209 ]
  %3212 = icmp slt i64 %3211, 8
  br i1 %3212, label %3213, label %3238

3213:                                             ; preds = %3210
  br label %3214

3214:                                             ; preds = %3217, %3213
  %3215 = phi i64 [ %3235, %3217 ], [ 0, %3213 ]
  %3216 = icmp slt i64 %3215, 8
  br i1 %3216, label %3217, label %3236

3217:                                             ; preds = %3214
  %3218 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2548, 1
  %3219 = mul nuw nsw i64 %3203, 256
  %3220 = mul nuw nsw i64 %3207, 64
  %3221 = add nuw nsw i64 %3219, %3220
  %3222 = mul nuw nsw i64 %3211, 8
  %3223 = add nuw nsw i64 %3221, %3222
  %3224 = add nuw nsw i64 %3223, %3215
  %3225 = getelementptr inbounds nuw float, ptr %3218, i64 %3224
  %3226 = load float, ptr %3225, align 4
  %3227 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3201, 1
  %3228 = mul nuw nsw i64 %3203, 256
  %3229 = mul nuw nsw i64 %3207, 64
  %3230 = add nuw nsw i64 %3228, %3229
  %3231 = mul nuw nsw i64 %3211, 8
  %3232 = add nuw nsw i64 %3230, %3231
  %3233 = add nuw nsw i64 %3232, %3215
  %3234 = getelementptr inbounds nuw float, ptr %3227, i64 %3233
  store float %3226, ptr %3234, align 4
  %3235 = add i64 %3215, 1
  br label %3214

3236:                                             ; preds = %3214
  %3237 = add i64 %3211, 1
  br label %3210

3238:                                             ; preds = %3210
  %3239 = add i64 %3207, 1
  br label %3206

3240:                                             ; preds = %3206
  %3241 = add i64 %3203, 1
  br label %3202

3242:                                             ; preds = %3202
  br label %3243

3243:                                             ; preds = %3316, %3242
  %3244 = phi i64 [ %3317, %3316 ], [ 0, %3242 ]
  %3245 = icmp slt i64 %3244, 1
  br i1 %3245, label %3246, label %3318

3246:                                             ; preds = %3243
  br label %3247

3247:                                             ; preds = %3314, %3246
  %3248 = phi i64 [ %3315, %3314 ], [ 0, %3246 ]
  %3249 = icmp slt i64 %3248, 4
  br i1 %3249, label %3250, label %3316

3250:                                             ; preds = %3247
  br label %3251

3251:                                             ; preds = %3312, %3250
  %3252 = phi i64 [ %3313, %3312 ], [ 0, %3250 ]
  %3253 = icmp slt i64 %3252, 8
  br i1 %3253, label %3254, label %3314

3254:                                             ; preds = %3251
  br label %3255

3255:                                             ; preds = %3310, %3254
  %3256 = phi i64 [ %3311, %3310 ], [ 0, %3254 ]
  %3257 = icmp slt i64 %3256, 8
  br i1 %3257, label %3258, label %3312

3258:                                             ; preds = %3255
  br label %3259

3259:                                             ; preds = %3262, %3258
  %3260 = phi i64 [ %3309, %3262 ], [ 0, %3258 ]
  %3261 = icmp slt i64 %3260, 8
  br i1 %3261, label %3262, label %3310

3262:                                             ; preds = %3259
  %3263 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2966, 1
  %3264 = mul nuw nsw i64 %3244, 256
  %3265 = mul nuw nsw i64 %3248, 64
  %3266 = add nuw nsw i64 %3264, %3265
  %3267 = mul nuw nsw i64 %3252, 8
  %3268 = add nuw nsw i64 %3266, %3267
  %3269 = add nuw nsw i64 %3268, %3260
  %3270 = getelementptr inbounds nuw float, ptr %3263, i64 %3269
  %3271 = load float, ptr %3270, align 4
  %3272 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3083, 1
  %3273 = mul nuw nsw i64 %3244, 32
  %3274 = mul nuw nsw i64 %3248, 8
  %3275 = add nuw nsw i64 %3273, %3274
  %3276 = add nuw nsw i64 %3275, %3252
  %3277 = add nuw nsw i64 %3276, 0
  %3278 = getelementptr inbounds nuw float, ptr %3272, i64 %3277
  %3279 = load float, ptr %3278, align 4
  %3280 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3184, 1
  %3281 = mul nuw nsw i64 %3244, 256
  %3282 = mul nuw nsw i64 %3248, 64
  %3283 = add nuw nsw i64 %3281, %3282
  %3284 = mul nuw nsw i64 %3260, 8
  %3285 = add nuw nsw i64 %3283, %3284
  %3286 = add nuw nsw i64 %3285, %3256
  %3287 = getelementptr inbounds nuw float, ptr %3280, i64 %3286
  %3288 = load float, ptr %3287, align 4
  %3289 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3201, 1
  %3290 = mul nuw nsw i64 %3244, 256
  %3291 = mul nuw nsw i64 %3248, 64
  %3292 = add nuw nsw i64 %3290, %3291
  %3293 = mul nuw nsw i64 %3252, 8
  %3294 = add nuw nsw i64 %3292, %3293
  %3295 = add nuw nsw i64 %3294, %3256
  %3296 = getelementptr inbounds nuw float, ptr %3289, i64 %3295
  %3297 = load float, ptr %3296, align 4
  %3298 = fdiv float %3271, %3279
  %3299 = fmul float %3298, %3288
  %3300 = fadd float %3297, %3299
  %3301 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3201, 1
  %3302 = mul nuw nsw i64 %3244, 256
  %3303 = mul nuw nsw i64 %3248, 64
  %3304 = add nuw nsw i64 %3302, %3303
  %3305 = mul nuw nsw i64 %3252, 8
  %3306 = add nuw nsw i64 %3304, %3305
  %3307 = add nuw nsw i64 %3306, %3256
  %3308 = getelementptr inbounds nuw float, ptr %3301, i64 %3307
  store float %3300, ptr %3308, align 4
  %3309 = add i64 %3260, 1
  br label %3259

3310:                                             ; preds = %3259
  %3311 = add i64 %3256, 1
  br label %3255

3312:                                             ; preds = %3255
  %3313 = add i64 %3252, 1
  br label %3251

3314:                                             ; preds = %3251
  %3315 = add i64 %3248, 1
  br label %3247

3316:                                             ; preds = %3247
  %3317 = add i64 %3244, 1
  br label %3243

3318:                                             ; preds = %3243
  %3319 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1116, 0
  %3320 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1116, 1
  %3321 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3319, 0
  %3322 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3321, ptr %3320, 1
  %3323 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3322, i64 0, 2
  %3324 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3323, i64 1, 3, 0
  %3325 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3324, i64 256, 4, 0
  %3326 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3325, i64 8, 3, 1
  %3327 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3326, i64 32, 4, 1
  %3328 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3327, i64 32, 3, 2
  %3329 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3328, i64 1, 4, 2
  %3330 = call ptr @malloc(i64 1088)
  %3331 = ptrtoint ptr %3330 to i64
  %3332 = add i64 %3331, 63
  %3333 = urem i64 %3332, 64
  %3334 = sub i64 %3332, %3333
  %3335 = inttoptr i64 %3334 to ptr
  %3336 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3330, 0
  %3337 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3336, ptr %3335, 1
  %3338 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3337, i64 0, 2
  %3339 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3338, i64 1, 3, 0
  %3340 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3339, i64 8, 3, 1
  %3341 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3340, i64 32, 3, 2
  %3342 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3341, i64 256, 4, 0
  %3343 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3342, i64 32, 4, 1
  %3344 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3343, i64 1, 4, 2
  br label %3345

3345:                                             ; preds = %3373, %3318
  %3346 = phi i64 [ %3374, %3373 ], [ 0, %3318 ]
  %3347 = icmp slt i64 %3346, 1
  br i1 %3347, label %3348, label %3375

3348:                                             ; preds = %3345
  br label %3349

3349:                                             ; preds = %3371, %3348
  %3350 = phi i64 [ %3372, %3371 ], [ 0, %3348 ]
  %3351 = icmp slt i64 %3350, 8
  br i1 %3351, label %3352, label %3373

3352:                                             ; preds = %3349
  br label %3353

3353:                                             ; preds = %3356, %3352
  %3354 = phi i64 [ %3370, %3356 ], [ 0, %3352 ]
  %3355 = icmp slt i64 %3354, 32
  br i1 %3355, label %3356, label %3371

3356:                                             ; preds = %3353
  %3357 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3329, 1
  %3358 = mul nuw nsw i64 %3346, 256
  %3359 = mul nuw nsw i64 %3350, 32
  %3360 = add nuw nsw i64 %3358, %3359
  %3361 = add nuw nsw i64 %3360, %3354
  %3362 = getelementptr inbounds nuw float, ptr %3357, i64 %3361
  %3363 = load float, ptr %3362, align 4
  %3364 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3344, 1
  %3365 = mul nuw nsw i64 %3346, 256
  %3366 = mul nuw nsw i64 %3350, 32
  %3367 = add nuw nsw i64 %3365, %3366
  %3368 = add nuw nsw i64 %3367, %3354
  %3369 = getelementptr inbounds nuw float, ptr %3364, i64 %3368
  store float %3363, ptr %3369, align 4
  %3370 = add i64 %3354, 1
  br label %3353

3371:                                             ; preds = %3353
  %3372 = add i64 %3350, 1
  br label %3349

3373:                                             ; preds = %3349
  %3374 = add i64 %3346, 1
  br label %3345

3375:                                             ; preds = %3345
  br label %3376

3376:                                             ; preds = %3433, %3375
  %3377 = phi i64 [ %3434, %3433 ], [ 0, %3375 ]
  %3378 = icmp slt i64 %3377, 1
  br i1 %3378, label %3379, label %3435

3379:                                             ; preds = %3376
  br label %3380

3380:                                             ; preds = %3431, %3379
  %3381 = phi i64 [ %3432, %3431 ], [ 0, %3379 ]
  %3382 = icmp slt i64 %3381, 8
  br i1 %3382, label %3383, label %3433

3383:                                             ; preds = %3380
  br label %3384

3384:                                             ; preds = %3429, %3383
  %3385 = phi i64 [ %3430, %3429 ], [ 0, %3383 ]
  %3386 = icmp slt i64 %3385, 32
  br i1 %3386, label %3387, label %3431

3387:                                             ; preds = %3384
  br label %3388

3388:                                             ; preds = %3427, %3387
  %3389 = phi i64 [ %3428, %3427 ], [ 0, %3387 ]
  %3390 = icmp slt i64 %3389, 4
  br i1 %3390, label %3391, label %3429

3391:                                             ; preds = %3388
  br label %3392

3392:                                             ; preds = %3395, %3391
  %3393 = phi i64 [ %3426, %3395 ], [ 0, %3391 ]
  %3394 = icmp slt i64 %3393, 8
  br i1 %3394, label %3395, label %3427

3395:                                             ; preds = %3392
  %3396 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3201, 1
  %3397 = mul nuw nsw i64 %3377, 256
  %3398 = mul nuw nsw i64 %3389, 64
  %3399 = add nuw nsw i64 %3397, %3398
  %3400 = mul nuw nsw i64 %3381, 8
  %3401 = add nuw nsw i64 %3399, %3400
  %3402 = add nuw nsw i64 %3401, %3393
  %3403 = getelementptr inbounds nuw float, ptr %3396, i64 %3402
  %3404 = load float, ptr %3403, align 4
  %3405 = mul nuw nsw i64 %3385, 32
  %3406 = mul nuw nsw i64 %3389, 8
  %3407 = add nuw nsw i64 %3405, %3406
  %3408 = add nuw nsw i64 %3407, %3393
  %3409 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_9, i64 %3408
  %3410 = load float, ptr %3409, align 4
  %3411 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3344, 1
  %3412 = mul nuw nsw i64 %3377, 256
  %3413 = mul nuw nsw i64 %3381, 32
  %3414 = add nuw nsw i64 %3412, %3413
  %3415 = add nuw nsw i64 %3414, %3385
  %3416 = getelementptr inbounds nuw float, ptr %3411, i64 %3415
  %3417 = load float, ptr %3416, align 4
  %3418 = fmul float %3404, %3410
  %3419 = fadd float %3417, %3418
  %3420 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3344, 1
  %3421 = mul nuw nsw i64 %3377, 256
  %3422 = mul nuw nsw i64 %3381, 32
  %3423 = add nuw nsw i64 %3421, %3422
  %3424 = add nuw nsw i64 %3423, %3385
  %3425 = getelementptr inbounds nuw float, ptr %3420, i64 %3424
  store float %3419, ptr %3425, align 4
  %3426 = add i64 %3393, 1
  br label %3392

3427:                                             ; preds = %3392
  %3428 = add i64 %3389, 1
  br label %3388

3429:                                             ; preds = %3388
  %3430 = add i64 %3385, 1
  br label %3384

3431:                                             ; preds = %3384
  %3432 = add i64 %3381, 1
  br label %3380

3433:                                             ; preds = %3380
  %3434 = add i64 %3377, 1
  br label %3376

3435:                                             ; preds = %3376
  %3436 = call ptr @malloc(i64 1088)
  %3437 = ptrtoint ptr %3436 to i64
  %3438 = add i64 %3437, 63
  %3439 = urem i64 %3438, 64
  %3440 = sub i64 %3438, %3439
  %3441 = inttoptr i64 %3440 to ptr
  %3442 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3436, 0
  %3443 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3442, ptr %3441, 1
  %3444 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3443, i64 0, 2
  %3445 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3444, i64 1, 3, 0
  %3446 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3445, i64 8, 3, 1
  %3447 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3446, i64 32, 3, 2
  %3448 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3447, i64 256, 4, 0
  %3449 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3448, i64 32, 4, 1
  %3450 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3449, i64 1, 4, 2
  br label %3451

3451:                                             ; preds = %3487, %3435
  %3452 = phi i64 [ %3488, %3487 ], [ 0, %3435 ]
  %3453 = icmp slt i64 %3452, 1
  br i1 %3453, label %3454, label %3489

3454:                                             ; preds = %3451
  br label %3455

3455:                                             ; preds = %3485, %3454
  %3456 = phi i64 [ %3486, %3485 ], [ 0, %3454 ]
  %3457 = icmp slt i64 %3456, 8
  br i1 %3457, label %3458, label %3487

3458:                                             ; preds = %3455
  br label %3459

3459:                                             ; preds = %3462, %3458
  %3460 = phi i64 [ %3484, %3462 ], [ 0, %3458 ]
  %3461 = icmp slt i64 %3460, 32
  br i1 %3461, label %3462, label %3485

3462:                                             ; preds = %3459
  %3463 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3464 = mul nuw nsw i64 %3452, 256
  %3465 = mul nuw nsw i64 %3456, 32
  %3466 = add nuw nsw i64 %3464, %3465
  %3467 = add nuw nsw i64 %3466, %3460
  %3468 = getelementptr inbounds nuw float, ptr %3463, i64 %3467
  %3469 = load float, ptr %3468, align 4
  %3470 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3344, 1
  %3471 = mul nuw nsw i64 %3452, 256
  %3472 = mul nuw nsw i64 %3456, 32
  %3473 = add nuw nsw i64 %3471, %3472
  %3474 = add nuw nsw i64 %3473, %3460
  %3475 = getelementptr inbounds nuw float, ptr %3470, i64 %3474
  %3476 = load float, ptr %3475, align 4
  %3477 = fadd float %3469, %3476
  %3478 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3450, 1
  %3479 = mul nuw nsw i64 %3452, 256
  %3480 = mul nuw nsw i64 %3456, 32
  %3481 = add nuw nsw i64 %3479, %3480
  %3482 = add nuw nsw i64 %3481, %3460
  %3483 = getelementptr inbounds nuw float, ptr %3478, i64 %3482
  store float %3477, ptr %3483, align 4
  %3484 = add i64 %3460, 1
  br label %3459

3485:                                             ; preds = %3459
  %3486 = add i64 %3456, 1
  br label %3455

3487:                                             ; preds = %3455
  %3488 = add i64 %3452, 1
  br label %3451

3489:                                             ; preds = %3451
  %3490 = call ptr @malloc(i64 96)
  %3491 = ptrtoint ptr %3490 to i64
  %3492 = add i64 %3491, 63
  %3493 = urem i64 %3492, 64
  %3494 = sub i64 %3492, %3493
  %3495 = inttoptr i64 %3494 to ptr
  %3496 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3490, 0
  %3497 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3496, ptr %3495, 1
  %3498 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3497, i64 0, 2
  %3499 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3498, i64 1, 3, 0
  %3500 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3499, i64 8, 3, 1
  %3501 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3500, i64 1, 3, 2
  %3502 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3501, i64 8, 4, 0
  %3503 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3502, i64 1, 4, 1
  %3504 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3503, i64 1, 4, 2
  br label %3505

3505:                                             ; preds = %3531, %3489
  %3506 = phi i64 [ %3532, %3531 ], [ 0, %3489 ]
  %3507 = icmp slt i64 %3506, 1
  br i1 %3507, label %3508, label %3533

3508:                                             ; preds = %3505
  br label %3509

3509:                                             ; preds = %3529, %3508
  %3510 = phi i64 [ %3530, %3529 ], [ 0, %3508 ]
  %3511 = icmp slt i64 %3510, 8
  br i1 %3511, label %3512, label %3531

3512:                                             ; preds = %3509
  br label %3513

3513:                                             ; preds = %3516, %3512
  %3514 = phi i64 [ %3528, %3516 ], [ 0, %3512 ]
  %3515 = icmp slt i64 %3514, 1
  br i1 %3515, label %3516, label %3529

3516:                                             ; preds = %3513
  %3517 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %938, 1
  %3518 = mul nuw nsw i64 %3506, 8
  %3519 = add nuw nsw i64 %3518, %3510
  %3520 = add nuw nsw i64 %3519, %3514
  %3521 = getelementptr inbounds nuw float, ptr %3517, i64 %3520
  %3522 = load float, ptr %3521, align 4
  %3523 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3504, 1
  %3524 = mul nuw nsw i64 %3506, 8
  %3525 = add nuw nsw i64 %3524, %3510
  %3526 = add nuw nsw i64 %3525, %3514
  %3527 = getelementptr inbounds nuw float, ptr %3523, i64 %3526
  store float %3522, ptr %3527, align 4
  %3528 = add i64 %3514, 1
  br label %3513

3529:                                             ; preds = %3513
  %3530 = add i64 %3510, 1
  br label %3509

3531:                                             ; preds = %3509
  %3532 = add i64 %3506, 1
  br label %3505

3533:                                             ; preds = %3505
  br label %3534

3534:                                             ; preds = %3569, %3533
  %3535 = phi i64 [ %3570, %3569 ], [ 0, %3533 ]
  %3536 = icmp slt i64 %3535, 1
  br i1 %3536, label %3537, label %3571

3537:                                             ; preds = %3534
  br label %3538

3538:                                             ; preds = %3567, %3537
  %3539 = phi i64 [ %3568, %3567 ], [ 0, %3537 ]
  %3540 = icmp slt i64 %3539, 8
  br i1 %3540, label %3541, label %3569

3541:                                             ; preds = %3538
  br label %3542

3542:                                             ; preds = %3545, %3541
  %3543 = phi i64 [ %3566, %3545 ], [ 0, %3541 ]
  %3544 = icmp slt i64 %3543, 32
  br i1 %3544, label %3545, label %3567

3545:                                             ; preds = %3542
  %3546 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3450, 1
  %3547 = mul nuw nsw i64 %3535, 256
  %3548 = mul nuw nsw i64 %3539, 32
  %3549 = add nuw nsw i64 %3547, %3548
  %3550 = add nuw nsw i64 %3549, %3543
  %3551 = getelementptr inbounds nuw float, ptr %3546, i64 %3550
  %3552 = load float, ptr %3551, align 4
  %3553 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3504, 1
  %3554 = mul nuw nsw i64 %3535, 8
  %3555 = add nuw nsw i64 %3554, %3539
  %3556 = add nuw nsw i64 %3555, 0
  %3557 = getelementptr inbounds nuw float, ptr %3553, i64 %3556
  %3558 = load float, ptr %3557, align 4
  %3559 = fmul float %3552, %3552
  %3560 = fadd float %3559, %3558
  %3561 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3504, 1
  %3562 = mul nuw nsw i64 %3535, 8
  %3563 = add nuw nsw i64 %3562, %3539
  %3564 = add nuw nsw i64 %3563, 0
  %3565 = getelementptr inbounds nuw float, ptr %3561, i64 %3564
  store float %3560, ptr %3565, align 4
  %3566 = add i64 %3543, 1
  br label %3542

3567:                                             ; preds = %3542
  %3568 = add i64 %3539, 1
  br label %3538

3569:                                             ; preds = %3538
  %3570 = add i64 %3535, 1
  br label %3534

3571:                                             ; preds = %3534
  %3572 = call ptr @malloc(i64 1088)
  %3573 = ptrtoint ptr %3572 to i64
  %3574 = add i64 %3573, 63
  %3575 = urem i64 %3574, 64
  %3576 = sub i64 %3574, %3575
  %3577 = inttoptr i64 %3576 to ptr
  %3578 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3572, 0
  %3579 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3578, ptr %3577, 1
  %3580 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3579, i64 0, 2
  %3581 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3580, i64 1, 3, 0
  %3582 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3581, i64 8, 3, 1
  %3583 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3582, i64 32, 3, 2
  %3584 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3583, i64 256, 4, 0
  %3585 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3584, i64 32, 4, 1
  %3586 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3585, i64 1, 4, 2
  br label %3587

3587:                                             ; preds = %3629, %3571
  %3588 = phi i64 [ %3630, %3629 ], [ 0, %3571 ]
  %3589 = icmp slt i64 %3588, 1
  br i1 %3589, label %3590, label %3631

3590:                                             ; preds = %3587
  br label %3591

3591:                                             ; preds = %3627, %3590
  %3592 = phi i64 [ %3628, %3627 ], [ 0, %3590 ]
  %3593 = icmp slt i64 %3592, 8
  br i1 %3593, label %3594, label %3629

3594:                                             ; preds = %3591
  br label %3595

3595:                                             ; preds = %3598, %3594
  %3596 = phi i64 [ %3626, %3598 ], [ 0, %3594 ]
  %3597 = icmp slt i64 %3596, 32
  br i1 %3597, label %3598, label %3627

3598:                                             ; preds = %3595
  %3599 = getelementptr inbounds nuw float, ptr @__constant_32xf32_8, i64 %3596
  %3600 = load float, ptr %3599, align 4
  %3601 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3450, 1
  %3602 = mul nuw nsw i64 %3588, 256
  %3603 = mul nuw nsw i64 %3592, 32
  %3604 = add nuw nsw i64 %3602, %3603
  %3605 = add nuw nsw i64 %3604, %3596
  %3606 = getelementptr inbounds nuw float, ptr %3601, i64 %3605
  %3607 = load float, ptr %3606, align 4
  %3608 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3504, 1
  %3609 = mul nuw nsw i64 %3588, 8
  %3610 = add nuw nsw i64 %3609, %3592
  %3611 = add nuw nsw i64 %3610, 0
  %3612 = getelementptr inbounds nuw float, ptr %3608, i64 %3611
  %3613 = load float, ptr %3612, align 4
  %3614 = fdiv float %3613, 3.200000e+01
  %3615 = fadd float %3614, f0x358637BD
  %3616 = call float @llvm.sqrt.f32(float %3615)
  %3617 = fdiv float 1.000000e+00, %3616
  %3618 = fmul float %3607, %3617
  %3619 = fmul float %3600, %3618
  %3620 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3586, 1
  %3621 = mul nuw nsw i64 %3588, 256
  %3622 = mul nuw nsw i64 %3592, 32
  %3623 = add nuw nsw i64 %3621, %3622
  %3624 = add nuw nsw i64 %3623, %3596
  %3625 = getelementptr inbounds nuw float, ptr %3620, i64 %3624
  store float %3619, ptr %3625, align 4
  %3626 = add i64 %3596, 1
  br label %3595

3627:                                             ; preds = %3595
  %3628 = add i64 %3592, 1
  br label %3591

3629:                                             ; preds = %3591
  %3630 = add i64 %3588, 1
  br label %3587

3631:                                             ; preds = %3587
  %3632 = call ptr @malloc(i64 2112)
  %3633 = ptrtoint ptr %3632 to i64
  %3634 = add i64 %3633, 63
  %3635 = urem i64 %3634, 64
  %3636 = sub i64 %3634, %3635
  %3637 = inttoptr i64 %3636 to ptr
  %3638 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %3632, 0
  %3639 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3638, ptr %3637, 1
  %3640 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3639, i64 0, 2
  %3641 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3640, i64 8, 3, 0
  %3642 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3641, i64 64, 3, 1
  %3643 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3642, i64 64, 4, 0
  %3644 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3643, i64 1, 4, 1
  br label %3645

3645:                                             ; preds = %3658, %3631
  %3646 = phi i64 [ %3659, %3658 ], [ 0, %3631 ]
  %3647 = icmp slt i64 %3646, 8
  br i1 %3647, label %3648, label %3660

3648:                                             ; preds = %3645
  br label %3649

3649:                                             ; preds = %3652, %3648
  %3650 = phi i64 [ %3657, %3652 ], [ 0, %3648 ]
  %3651 = icmp slt i64 %3650, 64
  br i1 %3651, label %3652, label %3658

3652:                                             ; preds = %3649
  %3653 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3644, 1
  %3654 = mul nuw nsw i64 %3646, 64
  %3655 = add nuw nsw i64 %3654, %3650
  %3656 = getelementptr inbounds nuw float, ptr %3653, i64 %3655
  store float 0.000000e+00, ptr %3656, align 4
  %3657 = add i64 %3650, 1
  br label %3649

3658:                                             ; preds = %3649
  %3659 = add i64 %3646, 1
  br label %3645

3660:                                             ; preds = %3645
  %3661 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3644, 0
  %3662 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3644, 1
  %3663 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3661, 0
  %3664 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3663, ptr %3662, 1
  %3665 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3664, i64 0, 2
  %3666 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3665, i64 1, 3, 0
  %3667 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3666, i64 512, 4, 0
  %3668 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3667, i64 8, 3, 1
  %3669 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3668, i64 64, 4, 1
  %3670 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3669, i64 64, 3, 2
  %3671 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3670, i64 1, 4, 2
  %3672 = call ptr @malloc(i64 2112)
  %3673 = ptrtoint ptr %3672 to i64
  %3674 = add i64 %3673, 63
  %3675 = urem i64 %3674, 64
  %3676 = sub i64 %3674, %3675
  %3677 = inttoptr i64 %3676 to ptr
  %3678 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3672, 0
  %3679 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3678, ptr %3677, 1
  %3680 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3679, i64 0, 2
  %3681 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3680, i64 1, 3, 0
  %3682 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3681, i64 8, 3, 1
  %3683 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3682, i64 64, 3, 2
  %3684 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3683, i64 512, 4, 0
  %3685 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3684, i64 64, 4, 1
  %3686 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3685, i64 1, 4, 2
  br label %3687

3687:                                             ; preds = %3715, %3660
  %3688 = phi i64 [ %3716, %3715 ], [ 0, %3660 ]
  %3689 = icmp slt i64 %3688, 1
  br i1 %3689, label %3690, label %3717

3690:                                             ; preds = %3687
  br label %3691

3691:                                             ; preds = %3713, %3690
  %3692 = phi i64 [ %3714, %3713 ], [ 0, %3690 ]
  %3693 = icmp slt i64 %3692, 8
  br i1 %3693, label %3694, label %3715

3694:                                             ; preds = %3691
  br label %3695

3695:                                             ; preds = %3698, %3694
  %3696 = phi i64 [ %3712, %3698 ], [ 0, %3694 ]
  %3697 = icmp slt i64 %3696, 64
  br i1 %3697, label %3698, label %3713

3698:                                             ; preds = %3695
  %3699 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3671, 1
  %3700 = mul nuw nsw i64 %3688, 512
  %3701 = mul nuw nsw i64 %3692, 64
  %3702 = add nuw nsw i64 %3700, %3701
  %3703 = add nuw nsw i64 %3702, %3696
  %3704 = getelementptr inbounds nuw float, ptr %3699, i64 %3703
  %3705 = load float, ptr %3704, align 4
  %3706 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3686, 1
  %3707 = mul nuw nsw i64 %3688, 512
  %3708 = mul nuw nsw i64 %3692, 64
  %3709 = add nuw nsw i64 %3707, %3708
  %3710 = add nuw nsw i64 %3709, %3696
  %3711 = getelementptr inbounds nuw float, ptr %3706, i64 %3710
  store float %3705, ptr %3711, align 4
  %3712 = add i64 %3696, 1
  br label %3695

3713:                                             ; preds = %3695
  %3714 = add i64 %3692, 1
  br label %3691

3715:                                             ; preds = %3691
  %3716 = add i64 %3688, 1
  br label %3687

3717:                                             ; preds = %3687
  br label %3718

3718:                                             ; preds = %3765, %3717
  %3719 = phi i64 [ %3766, %3765 ], [ 0, %3717 ]
  %3720 = icmp slt i64 %3719, 1
  br i1 %3720, label %3721, label %3767

3721:                                             ; preds = %3718
  br label %3722

3722:                                             ; preds = %3763, %3721
  %3723 = phi i64 [ %3764, %3763 ], [ 0, %3721 ]
  %3724 = icmp slt i64 %3723, 8
  br i1 %3724, label %3725, label %3765

3725:                                             ; preds = %3722
  br label %3726

3726:                                             ; preds = %3761, %3725
  %3727 = phi i64 [ %3762, %3761 ], [ 0, %3725 ]
  %3728 = icmp slt i64 %3727, 64
  br i1 %3728, label %3729, label %3763

3729:                                             ; preds = %3726
  br label %3730

3730:                                             ; preds = %3733, %3729
  %3731 = phi i64 [ %3760, %3733 ], [ 0, %3729 ]
  %3732 = icmp slt i64 %3731, 32
  br i1 %3732, label %3733, label %3761

3733:                                             ; preds = %3730
  %3734 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3586, 1
  %3735 = mul nuw nsw i64 %3719, 256
  %3736 = mul nuw nsw i64 %3723, 32
  %3737 = add nuw nsw i64 %3735, %3736
  %3738 = add nuw nsw i64 %3737, %3731
  %3739 = getelementptr inbounds nuw float, ptr %3734, i64 %3738
  %3740 = load float, ptr %3739, align 4
  %3741 = mul nuw nsw i64 %3727, 32
  %3742 = add nuw nsw i64 %3741, %3731
  %3743 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_7, i64 %3742
  %3744 = load float, ptr %3743, align 4
  %3745 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3686, 1
  %3746 = mul nuw nsw i64 %3719, 512
  %3747 = mul nuw nsw i64 %3723, 64
  %3748 = add nuw nsw i64 %3746, %3747
  %3749 = add nuw nsw i64 %3748, %3727
  %3750 = getelementptr inbounds nuw float, ptr %3745, i64 %3749
  %3751 = load float, ptr %3750, align 4
  %3752 = fmul float %3740, %3744
  %3753 = fadd float %3751, %3752
  %3754 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3686, 1
  %3755 = mul nuw nsw i64 %3719, 512
  %3756 = mul nuw nsw i64 %3723, 64
  %3757 = add nuw nsw i64 %3755, %3756
  %3758 = add nuw nsw i64 %3757, %3727
  %3759 = getelementptr inbounds nuw float, ptr %3754, i64 %3758
  store float %3753, ptr %3759, align 4
  %3760 = add i64 %3731, 1
  br label %3730

3761:                                             ; preds = %3730
  %3762 = add i64 %3727, 1
  br label %3726

3763:                                             ; preds = %3726
  %3764 = add i64 %3723, 1
  br label %3722

3765:                                             ; preds = %3722
  %3766 = add i64 %3719, 1
  br label %3718

3767:                                             ; preds = %3718
  %3768 = call ptr @malloc(i64 2112)
  %3769 = ptrtoint ptr %3768 to i64
  %3770 = add i64 %3769, 63
  %3771 = urem i64 %3770, 64
  %3772 = sub i64 %3770, %3771
  %3773 = inttoptr i64 %3772 to ptr
  %3774 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3768, 0
  %3775 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3774, ptr %3773, 1
  %3776 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3775, i64 0, 2
  %3777 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3776, i64 1, 3, 0
  %3778 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3777, i64 8, 3, 1
  %3779 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3778, i64 64, 3, 2
  %3780 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3779, i64 512, 4, 0
  %3781 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3780, i64 64, 4, 1
  %3782 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3781, i64 1, 4, 2
  br label %3783

3783:                                             ; preds = %3811, %3767
  %3784 = phi i64 [ %3812, %3811 ], [ 0, %3767 ]
  %3785 = icmp slt i64 %3784, 1
  br i1 %3785, label %3786, label %3813

3786:                                             ; preds = %3783
  br label %3787

3787:                                             ; preds = %3809, %3786
  %3788 = phi i64 [ %3810, %3809 ], [ 0, %3786 ]
  %3789 = icmp slt i64 %3788, 8
  br i1 %3789, label %3790, label %3811

3790:                                             ; preds = %3787
  br label %3791

3791:                                             ; preds = %3794, %3790
  %3792 = phi i64 [ %3808, %3794 ], [ 0, %3790 ]
  %3793 = icmp slt i64 %3792, 64
  br i1 %3793, label %3794, label %3809

3794:                                             ; preds = %3791
  %3795 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3671, 1
  %3796 = mul nuw nsw i64 %3784, 512
  %3797 = mul nuw nsw i64 %3788, 64
  %3798 = add nuw nsw i64 %3796, %3797
  %3799 = add nuw nsw i64 %3798, %3792
  %3800 = getelementptr inbounds nuw float, ptr %3795, i64 %3799
  %3801 = load float, ptr %3800, align 4
  %3802 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3782, 1
  %3803 = mul nuw nsw i64 %3784, 512
  %3804 = mul nuw nsw i64 %3788, 64
  %3805 = add nuw nsw i64 %3803, %3804
  %3806 = add nuw nsw i64 %3805, %3792
  %3807 = getelementptr inbounds nuw float, ptr %3802, i64 %3806
  store float %3801, ptr %3807, align 4
  %3808 = add i64 %3792, 1
  br label %3791

3809:                                             ; preds = %3791
  %3810 = add i64 %3788, 1
  br label %3787

3811:                                             ; preds = %3787
  %3812 = add i64 %3784, 1
  br label %3783

3813:                                             ; preds = %3783
  br label %3814

3814:                                             ; preds = %3861, %3813
  %3815 = phi i64 [ %3862, %3861 ], [ 0, %3813 ]
  %3816 = icmp slt i64 %3815, 1
  br i1 %3816, label %3817, label %3863

3817:                                             ; preds = %3814
  br label %3818

3818:                                             ; preds = %3859, %3817
  %3819 = phi i64 [ %3860, %3859 ], [ 0, %3817 ]
  %3820 = icmp slt i64 %3819, 8
  br i1 %3820, label %3821, label %3861

3821:                                             ; preds = %3818
  br label %3822

3822:                                             ; preds = %3857, %3821
  %3823 = phi i64 [ %3858, %3857 ], [ 0, %3821 ]
  %3824 = icmp slt i64 %3823, 64
  br i1 %3824, label %3825, label %3859

3825:                                             ; preds = %3822
  br label %3826

3826:                                             ; preds = %3829, %3825
  %3827 = phi i64 [ %3856, %3829 ], [ 0, %3825 ]
  %3828 = icmp slt i64 %3827, 32
  br i1 %3828, label %3829, label %3857

3829:                                             ; preds = %3826
  %3830 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3586, 1
  %3831 = mul nuw nsw i64 %3815, 256
  %3832 = mul nuw nsw i64 %3819, 32
  %3833 = add nuw nsw i64 %3831, %3832
  %3834 = add nuw nsw i64 %3833, %3827
  %3835 = getelementptr inbounds nuw float, ptr %3830, i64 %3834
  %3836 = load float, ptr %3835, align 4
  %3837 = mul nuw nsw i64 %3823, 32
  %3838 = add nuw nsw i64 %3837, %3827
  %3839 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_6, i64 %3838
  %3840 = load float, ptr %3839, align 4
  %3841 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3782, 1
  %3842 = mul nuw nsw i64 %3815, 512
  %3843 = mul nuw nsw i64 %3819, 64
  %3844 = add nuw nsw i64 %3842, %3843
  %3845 = add nuw nsw i64 %3844, %3823
  %3846 = getelementptr inbounds nuw float, ptr %3841, i64 %3845
  %3847 = load float, ptr %3846, align 4
  %3848 = fmul float %3836, %3840
  %3849 = fadd float %3847, %3848
  %3850 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3782, 1
  %3851 = mul nuw nsw i64 %3815, 512
  %3852 = mul nuw nsw i64 %3819, 64
  %3853 = add nuw nsw i64 %3851, %3852
  %3854 = add nuw nsw i64 %3853, %3823
  %3855 = getelementptr inbounds nuw float, ptr %3850, i64 %3854
  store float %3849, ptr %3855, align 4
  %3856 = add i64 %3827, 1
  br label %3826

3857:                                             ; preds = %3826
  %3858 = add i64 %3823, 1
  br label %3822

3859:                                             ; preds = %3822
  %3860 = add i64 %3819, 1
  br label %3818

3861:                                             ; preds = %3818
  %3862 = add i64 %3815, 1
  br label %3814

3863:                                             ; preds = %3814
  %3864 = call ptr @malloc(i64 1088)
  %3865 = ptrtoint ptr %3864 to i64
  %3866 = add i64 %3865, 63
  %3867 = urem i64 %3866, 64
  %3868 = sub i64 %3866, %3867
  %3869 = inttoptr i64 %3868 to ptr
  %3870 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3864, 0
  %3871 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3870, ptr %3869, 1
  %3872 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3871, i64 0, 2
  %3873 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3872, i64 1, 3, 0
  %3874 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3873, i64 8, 3, 1
  %3875 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3874, i64 32, 3, 2
  %3876 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3875, i64 256, 4, 0
  %3877 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3876, i64 32, 4, 1
  %3878 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3877, i64 1, 4, 2
  br label %3879

3879:                                             ; preds = %3907, %3863
  %3880 = phi i64 [ %3908, %3907 ], [ 0, %3863 ]
  %3881 = icmp slt i64 %3880, 1
  br i1 %3881, label %3882, label %3909

3882:                                             ; preds = %3879
  br label %3883

3883:                                             ; preds = %3905, %3882
  %3884 = phi i64 [ %3906, %3905 ], [ 0, %3882 ]
  %3885 = icmp slt i64 %3884, 8
  br i1 %3885, label %3886, label %3907

3886:                                             ; preds = %3883
  br label %3887

3887:                                             ; preds = %3890, %3886
  %3888 = phi i64 [ %3904, %3890 ], [ 0, %3886 ]
  %3889 = icmp slt i64 %3888, 32
  br i1 %3889, label %3890, label %3905

3890:                                             ; preds = %3887
  %3891 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3329, 1
  %3892 = mul nuw nsw i64 %3880, 256
  %3893 = mul nuw nsw i64 %3884, 32
  %3894 = add nuw nsw i64 %3892, %3893
  %3895 = add nuw nsw i64 %3894, %3888
  %3896 = getelementptr inbounds nuw float, ptr %3891, i64 %3895
  %3897 = load float, ptr %3896, align 4
  %3898 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3878, 1
  %3899 = mul nuw nsw i64 %3880, 256
  %3900 = mul nuw nsw i64 %3884, 32
  %3901 = add nuw nsw i64 %3899, %3900
  %3902 = add nuw nsw i64 %3901, %3888
  %3903 = getelementptr inbounds nuw float, ptr %3898, i64 %3902
  store float %3897, ptr %3903, align 4
  %3904 = add i64 %3888, 1
  br label %3887

3905:                                             ; preds = %3887
  %3906 = add i64 %3884, 1
  br label %3883

3907:                                             ; preds = %3883
  %3908 = add i64 %3880, 1
  br label %3879

3909:                                             ; preds = %3879
  br label %3910

3910:                                             ; preds = %3971, %3909
  %3911 = phi i64 [ %3972, %3971 ], [ 0, %3909 ]
  %3912 = icmp slt i64 %3911, 1
  br i1 %3912, label %3913, label %3973

3913:                                             ; preds = %3910
  br label %3914

3914:                                             ; preds = %3969, %3913
  %3915 = phi i64 [ %3970, %3969 ], [ 0, %3913 ]
  %3916 = icmp slt i64 %3915, 8
  br i1 %3916, label %3917, label %3971

3917:                                             ; preds = %3914
  br label %3918

3918:                                             ; preds = %3967, %3917
  %3919 = phi i64 [ %3968, %3967 ], [ 0, %3917 ]
  %3920 = icmp slt i64 %3919, 32
  br i1 %3920, label %3921, label %3969

3921:                                             ; preds = %3918
  br label %3922

3922:                                             ; preds = %3925, %3921
  %3923 = phi i64 [ %3966, %3925 ], [ 0, %3921 ]
  %3924 = icmp slt i64 %3923, 64
  br i1 %3924, label %3925, label %3967

3925:                                             ; preds = %3922
  %3926 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3686, 1
  %3927 = mul nuw nsw i64 %3911, 512
  %3928 = mul nuw nsw i64 %3915, 64
  %3929 = add nuw nsw i64 %3927, %3928
  %3930 = add nuw nsw i64 %3929, %3923
  %3931 = getelementptr inbounds nuw float, ptr %3926, i64 %3930
  %3932 = load float, ptr %3931, align 4
  %3933 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3782, 1
  %3934 = mul nuw nsw i64 %3911, 512
  %3935 = mul nuw nsw i64 %3915, 64
  %3936 = add nuw nsw i64 %3934, %3935
  %3937 = add nuw nsw i64 %3936, %3923
  %3938 = getelementptr inbounds nuw float, ptr %3933, i64 %3937
  %3939 = load float, ptr %3938, align 4
  %3940 = mul nuw nsw i64 %3919, 64
  %3941 = add nuw nsw i64 %3940, %3923
  %3942 = getelementptr inbounds nuw float, ptr @__constant_32x64xf32_5, i64 %3941
  %3943 = load float, ptr %3942, align 4
  %3944 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3878, 1
  %3945 = mul nuw nsw i64 %3911, 256
  %3946 = mul nuw nsw i64 %3915, 32
  %3947 = add nuw nsw i64 %3945, %3946
  %3948 = add nuw nsw i64 %3947, %3919
  %3949 = getelementptr inbounds nuw float, ptr %3944, i64 %3948
  %3950 = load float, ptr %3949, align 4
  %3951 = fneg float %3932
  %3952 = fmul float %3951, f0x3FB8AA3B
  %3953 = call float @llvm.exp2.f32(float %3952)
  %3954 = fadd float %3953, 1.000000e+00
  %3955 = fdiv float 1.000000e+00, %3954
  %3956 = fmul float %3932, %3955
  %3957 = fmul float %3956, %3939
  %3958 = fmul float %3957, %3943
  %3959 = fadd float %3950, %3958
  %3960 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3878, 1
  %3961 = mul nuw nsw i64 %3911, 256
  %3962 = mul nuw nsw i64 %3915, 32
  %3963 = add nuw nsw i64 %3961, %3962
  %3964 = add nuw nsw i64 %3963, %3919
  %3965 = getelementptr inbounds nuw float, ptr %3960, i64 %3964
  store float %3959, ptr %3965, align 4
  %3966 = add i64 %3923, 1
  br label %3922

3967:                                             ; preds = %3922
  %3968 = add i64 %3919, 1
  br label %3918

3969:                                             ; preds = %3918
  %3970 = add i64 %3915, 1
  br label %3914

3971:                                             ; preds = %3914
  %3972 = add i64 %3911, 1
  br label %3910

3973:                                             ; preds = %3910
  %3974 = call ptr @malloc(i64 1088)
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
  %3985 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3984, i64 32, 3, 2
  %3986 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3985, i64 256, 4, 0
  %3987 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3986, i64 32, 4, 1
  %3988 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3987, i64 1, 4, 2
  br label %3989

3989:                                             ; preds = %4025, %3973
  %3990 = phi i64 [ %4026, %4025 ], [ 0, %3973 ]
  %3991 = icmp slt i64 %3990, 1
  br i1 %3991, label %3992, label %4027

3992:                                             ; preds = %3989
  br label %3993

3993:                                             ; preds = %4023, %3992
  %3994 = phi i64 [ %4024, %4023 ], [ 0, %3992 ]
  %3995 = icmp slt i64 %3994, 8
  br i1 %3995, label %3996, label %4025

3996:                                             ; preds = %3993
  br label %3997

3997:                                             ; preds = %4000, %3996
  %3998 = phi i64 [ %4022, %4000 ], [ 0, %3996 ]
  %3999 = icmp slt i64 %3998, 32
  br i1 %3999, label %4000, label %4023

4000:                                             ; preds = %3997
  %4001 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3450, 1
  %4002 = mul nuw nsw i64 %3990, 256
  %4003 = mul nuw nsw i64 %3994, 32
  %4004 = add nuw nsw i64 %4002, %4003
  %4005 = add nuw nsw i64 %4004, %3998
  %4006 = getelementptr inbounds nuw float, ptr %4001, i64 %4005
  %4007 = load float, ptr %4006, align 4
  %4008 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3878, 1
  %4009 = mul nuw nsw i64 %3990, 256
  %4010 = mul nuw nsw i64 %3994, 32
  %4011 = add nuw nsw i64 %4009, %4010
  %4012 = add nuw nsw i64 %4011, %3998
  %4013 = getelementptr inbounds nuw float, ptr %4008, i64 %4012
  %4014 = load float, ptr %4013, align 4
  %4015 = fadd float %4007, %4014
  %4016 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3988, 1
  %4017 = mul nuw nsw i64 %3990, 256
  %4018 = mul nuw nsw i64 %3994, 32
  %4019 = add nuw nsw i64 %4017, %4018
  %4020 = add nuw nsw i64 %4019, %3998
  %4021 = getelementptr inbounds nuw float, ptr %4016, i64 %4020
  store float %4015, ptr %4021, align 4
  %4022 = add i64 %3998, 1
  br label %3997

4023:                                             ; preds = %3997
  %4024 = add i64 %3994, 1
  br label %3993

4025:                                             ; preds = %3993
  %4026 = add i64 %3990, 1
  br label %3989

4027:                                             ; preds = %3989
  %4028 = call ptr @malloc(i64 96)
  %4029 = ptrtoint ptr %4028 to i64
  %4030 = add i64 %4029, 63
  %4031 = urem i64 %4030, 64
  %4032 = sub i64 %4030, %4031
  %4033 = inttoptr i64 %4032 to ptr
  %4034 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4028, 0
  %4035 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4034, ptr %4033, 1
  %4036 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4035, i64 0, 2
  %4037 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4036, i64 1, 3, 0
  %4038 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4037, i64 8, 3, 1
  %4039 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4038, i64 1, 3, 2
  %4040 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4039, i64 8, 4, 0
  %4041 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4040, i64 1, 4, 1
  %4042 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4041, i64 1, 4, 2
  br label %4043

4043:                                             ; preds = %4069, %4027
  %4044 = phi i64 [ %4070, %4069 ], [ 0, %4027 ]
  %4045 = icmp slt i64 %4044, 1
  br i1 %4045, label %4046, label %4071

4046:                                             ; preds = %4043
  br label %4047

4047:                                             ; preds = %4067, %4046
  %4048 = phi i64 [ %4068, %4067 ], [ 0, %4046 ]
  %4049 = icmp slt i64 %4048, 8
  br i1 %4049, label %4050, label %4069

4050:                                             ; preds = %4047
  br label %4051

4051:                                             ; preds = %4054, %4050
  %4052 = phi i64 [ %4066, %4054 ], [ 0, %4050 ]
  %4053 = icmp slt i64 %4052, 1
  br i1 %4053, label %4054, label %4067

4054:                                             ; preds = %4051
  %4055 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %938, 1
  %4056 = mul nuw nsw i64 %4044, 8
  %4057 = add nuw nsw i64 %4056, %4048
  %4058 = add nuw nsw i64 %4057, %4052
  %4059 = getelementptr inbounds nuw float, ptr %4055, i64 %4058
  %4060 = load float, ptr %4059, align 4
  %4061 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4042, 1
  %4062 = mul nuw nsw i64 %4044, 8
  %4063 = add nuw nsw i64 %4062, %4048
  %4064 = add nuw nsw i64 %4063, %4052
  %4065 = getelementptr inbounds nuw float, ptr %4061, i64 %4064
  store float %4060, ptr %4065, align 4
  %4066 = add i64 %4052, 1
  br label %4051

4067:                                             ; preds = %4051
  %4068 = add i64 %4048, 1
  br label %4047

4069:                                             ; preds = %4047
  %4070 = add i64 %4044, 1
  br label %4043

4071:                                             ; preds = %4043
  br label %4072

4072:                                             ; preds = %4107, %4071
  %4073 = phi i64 [ %4108, %4107 ], [ 0, %4071 ]
  %4074 = icmp slt i64 %4073, 1
  br i1 %4074, label %4075, label %4109

4075:                                             ; preds = %4072
  br label %4076

4076:                                             ; preds = %4105, %4075
  %4077 = phi i64 [ %4106, %4105 ], [ 0, %4075 ]
  %4078 = icmp slt i64 %4077, 8
  br i1 %4078, label %4079, label %4107

4079:                                             ; preds = %4076
  br label %4080

4080:                                             ; preds = %4083, %4079
  %4081 = phi i64 [ %4104, %4083 ], [ 0, %4079 ]
  %4082 = icmp slt i64 %4081, 32
  br i1 %4082, label %4083, label %4105

4083:                                             ; preds = %4080
  %4084 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3988, 1
  %4085 = mul nuw nsw i64 %4073, 256
  %4086 = mul nuw nsw i64 %4077, 32
  %4087 = add nuw nsw i64 %4085, %4086
  %4088 = add nuw nsw i64 %4087, %4081
  %4089 = getelementptr inbounds nuw float, ptr %4084, i64 %4088
  %4090 = load float, ptr %4089, align 4
  %4091 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4042, 1
  %4092 = mul nuw nsw i64 %4073, 8
  %4093 = add nuw nsw i64 %4092, %4077
  %4094 = add nuw nsw i64 %4093, 0
  %4095 = getelementptr inbounds nuw float, ptr %4091, i64 %4094
  %4096 = load float, ptr %4095, align 4
  %4097 = fmul float %4090, %4090
  %4098 = fadd float %4097, %4096
  %4099 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4042, 1
  %4100 = mul nuw nsw i64 %4073, 8
  %4101 = add nuw nsw i64 %4100, %4077
  %4102 = add nuw nsw i64 %4101, 0
  %4103 = getelementptr inbounds nuw float, ptr %4099, i64 %4102
  store float %4098, ptr %4103, align 4
  %4104 = add i64 %4081, 1
  br label %4080

4105:                                             ; preds = %4080
  %4106 = add i64 %4077, 1
  br label %4076

4107:                                             ; preds = %4076
  %4108 = add i64 %4073, 1
  br label %4072

4109:                                             ; preds = %4072
  %4110 = call ptr @malloc(i64 1088)
  %4111 = ptrtoint ptr %4110 to i64
  %4112 = add i64 %4111, 63
  %4113 = urem i64 %4112, 64
  %4114 = sub i64 %4112, %4113
  %4115 = inttoptr i64 %4114 to ptr
  %4116 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4110, 0
  %4117 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4116, ptr %4115, 1
  %4118 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4117, i64 0, 2
  %4119 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4118, i64 1, 3, 0
  %4120 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4119, i64 8, 3, 1
  %4121 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4120, i64 32, 3, 2
  %4122 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4121, i64 256, 4, 0
  %4123 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4122, i64 32, 4, 1
  %4124 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4123, i64 1, 4, 2
  br label %4125

4125:                                             ; preds = %4167, %4109
  %4126 = phi i64 [ %4168, %4167 ], [ 0, %4109 ]
  %4127 = icmp slt i64 %4126, 1
  br i1 %4127, label %4128, label %4169

4128:                                             ; preds = %4125
  br label %4129

4129:                                             ; preds = %4165, %4128
  %4130 = phi i64 [ %4166, %4165 ], [ 0, %4128 ]
  %4131 = icmp slt i64 %4130, 8
  br i1 %4131, label %4132, label %4167

4132:                                             ; preds = %4129
  br label %4133

4133:                                             ; preds = %4136, %4132
  %4134 = phi i64 [ %4164, %4136 ], [ 0, %4132 ]
  %4135 = icmp slt i64 %4134, 32
  br i1 %4135, label %4136, label %4165

4136:                                             ; preds = %4133
  %4137 = getelementptr inbounds nuw float, ptr @__constant_32xf32_4, i64 %4134
  %4138 = load float, ptr %4137, align 4
  %4139 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3988, 1
  %4140 = mul nuw nsw i64 %4126, 256
  %4141 = mul nuw nsw i64 %4130, 32
  %4142 = add nuw nsw i64 %4140, %4141
  %4143 = add nuw nsw i64 %4142, %4134
  %4144 = getelementptr inbounds nuw float, ptr %4139, i64 %4143
  %4145 = load float, ptr %4144, align 4
  %4146 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4042, 1
  %4147 = mul nuw nsw i64 %4126, 8
  %4148 = add nuw nsw i64 %4147, %4130
  %4149 = add nuw nsw i64 %4148, 0
  %4150 = getelementptr inbounds nuw float, ptr %4146, i64 %4149
  %4151 = load float, ptr %4150, align 4
  %4152 = fdiv float %4151, 3.200000e+01
  %4153 = fadd float %4152, f0x358637BD
  %4154 = call float @llvm.sqrt.f32(float %4153)
  %4155 = fdiv float 1.000000e+00, %4154
  %4156 = fmul float %4145, %4155
  %4157 = fmul float %4138, %4156
  %4158 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4124, 1
  %4159 = mul nuw nsw i64 %4126, 256
  %4160 = mul nuw nsw i64 %4130, 32
  %4161 = add nuw nsw i64 %4159, %4160
  %4162 = add nuw nsw i64 %4161, %4134
  %4163 = getelementptr inbounds nuw float, ptr %4158, i64 %4162
  store float %4157, ptr %4163, align 4
  %4164 = add i64 %4134, 1
  br label %4133

4165:                                             ; preds = %4133
  %4166 = add i64 %4130, 1
  br label %4129

4167:                                             ; preds = %4129
  %4168 = add i64 %4126, 1
  br label %4125

4169:                                             ; preds = %4125
  %4170 = call ptr @malloc(i64 1088)
  %4171 = ptrtoint ptr %4170 to i64
  %4172 = add i64 %4171, 63
  %4173 = urem i64 %4172, 64
  %4174 = sub i64 %4172, %4173
  %4175 = inttoptr i64 %4174 to ptr
  %4176 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4170, 0
  %4177 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4176, ptr %4175, 1
  %4178 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4177, i64 0, 2
  %4179 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4178, i64 1, 3, 0
  %4180 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4179, i64 8, 3, 1
  %4181 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4180, i64 4, 3, 2
  %4182 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4181, i64 8, 3, 3
  %4183 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4182, i64 256, 4, 0
  %4184 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4183, i64 32, 4, 1
  %4185 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4184, i64 8, 4, 2
  %4186 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4185, i64 1, 4, 3
  br label %4187

4187:                                             ; preds = %4225, %4169
  %4188 = phi i64 [ %4226, %4225 ], [ 0, %4169 ]
  %4189 = icmp slt i64 %4188, 1
  br i1 %4189, label %4190, label %4227

4190:                                             ; preds = %4187
  br label %4191

4191:                                             ; preds = %4223, %4190
  %4192 = phi i64 [ %4224, %4223 ], [ 0, %4190 ]
  %4193 = icmp slt i64 %4192, 8
  br i1 %4193, label %4194, label %4225

4194:                                             ; preds = %4191
  br label %4195

4195:                                             ; preds = %4221, %4194
  %4196 = phi i64 [ %4222, %4221 ], [ 0, %4194 ]
  %4197 = icmp slt i64 %4196, 4
  br i1 %4197, label %4198, label %4223

4198:                                             ; preds = %4195
  br label %4199

4199:                                             ; preds = %4202, %4198
  %4200 = phi i64 [ %4220, %4202 ], [ 0, %4198 ]
  %4201 = icmp slt i64 %4200, 8
  br i1 %4201, label %4202, label %4221

4202:                                             ; preds = %4199
  %4203 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1145, 1
  %4204 = mul nuw nsw i64 %4188, 256
  %4205 = mul nuw nsw i64 %4192, 32
  %4206 = add nuw nsw i64 %4204, %4205
  %4207 = mul nuw nsw i64 %4196, 8
  %4208 = add nuw nsw i64 %4206, %4207
  %4209 = add nuw nsw i64 %4208, %4200
  %4210 = getelementptr inbounds nuw float, ptr %4203, i64 %4209
  %4211 = load float, ptr %4210, align 4
  %4212 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4186, 1
  %4213 = mul nuw nsw i64 %4188, 256
  %4214 = mul nuw nsw i64 %4192, 32
  %4215 = add nuw nsw i64 %4213, %4214
  %4216 = mul nuw nsw i64 %4196, 8
  %4217 = add nuw nsw i64 %4215, %4216
  %4218 = add nuw nsw i64 %4217, %4200
  %4219 = getelementptr inbounds nuw float, ptr %4212, i64 %4218
  store float %4211, ptr %4219, align 4
  %4220 = add i64 %4200, 1
  br label %4199

4221:                                             ; preds = %4199
  %4222 = add i64 %4196, 1
  br label %4195

4223:                                             ; preds = %4195
  %4224 = add i64 %4192, 1
  br label %4191

4225:                                             ; preds = %4191
  %4226 = add i64 %4188, 1
  br label %4187

4227:                                             ; preds = %4187
  br label %4228

4228:                                             ; preds = %4287, %4227
  %4229 = phi i64 [ %4288, %4287 ], [ 0, %4227 ]
  %4230 = icmp slt i64 %4229, 1
  br i1 %4230, label %4231, label %4289

4231:                                             ; preds = %4228
  br label %4232

4232:                                             ; preds = %4285, %4231
  %4233 = phi i64 [ %4286, %4285 ], [ 0, %4231 ]
  %4234 = icmp slt i64 %4233, 8
  br i1 %4234, label %4235, label %4287

4235:                                             ; preds = %4232
  br label %4236

4236:                                             ; preds = %4283, %4235
  %4237 = phi i64 [ %4284, %4283 ], [ 0, %4235 ]
  %4238 = icmp slt i64 %4237, 4
  br i1 %4238, label %4239, label %4285

4239:                                             ; preds = %4236
  br label %4240

4240:                                             ; preds = %4281, %4239
  %4241 = phi i64 [ %4282, %4281 ], [ 0, %4239 ]
  %4242 = icmp slt i64 %4241, 8
  br i1 %4242, label %4243, label %4283

4243:                                             ; preds = %4240
  br label %4244

4244:                                             ; preds = %4247, %4243
  %4245 = phi i64 [ %4280, %4247 ], [ 0, %4243 ]
  %4246 = icmp slt i64 %4245, 32
  br i1 %4246, label %4247, label %4281

4247:                                             ; preds = %4244
  %4248 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4124, 1
  %4249 = mul nuw nsw i64 %4229, 256
  %4250 = mul nuw nsw i64 %4233, 32
  %4251 = add nuw nsw i64 %4249, %4250
  %4252 = add nuw nsw i64 %4251, %4245
  %4253 = getelementptr inbounds nuw float, ptr %4248, i64 %4252
  %4254 = load float, ptr %4253, align 4
  %4255 = mul nuw nsw i64 %4237, 256
  %4256 = mul nuw nsw i64 %4241, 32
  %4257 = add nuw nsw i64 %4255, %4256
  %4258 = add nuw nsw i64 %4257, %4245
  %4259 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_3, i64 %4258
  %4260 = load float, ptr %4259, align 4
  %4261 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4186, 1
  %4262 = mul nuw nsw i64 %4229, 256
  %4263 = mul nuw nsw i64 %4233, 32
  %4264 = add nuw nsw i64 %4262, %4263
  %4265 = mul nuw nsw i64 %4237, 8
  %4266 = add nuw nsw i64 %4264, %4265
  %4267 = add nuw nsw i64 %4266, %4241
  %4268 = getelementptr inbounds nuw float, ptr %4261, i64 %4267
  %4269 = load float, ptr %4268, align 4
  %4270 = fmul float %4254, %4260
  %4271 = fadd float %4269, %4270
  %4272 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4186, 1
  %4273 = mul nuw nsw i64 %4229, 256
  %4274 = mul nuw nsw i64 %4233, 32
  %4275 = add nuw nsw i64 %4273, %4274
  %4276 = mul nuw nsw i64 %4237, 8
  %4277 = add nuw nsw i64 %4275, %4276
  %4278 = add nuw nsw i64 %4277, %4241
  %4279 = getelementptr inbounds nuw float, ptr %4272, i64 %4278
  store float %4271, ptr %4279, align 4
  %4280 = add i64 %4245, 1
  br label %4244

4281:                                             ; preds = %4244
  %4282 = add i64 %4241, 1
  br label %4240

4283:                                             ; preds = %4240
  %4284 = add i64 %4237, 1
  br label %4236

4285:                                             ; preds = %4236
  %4286 = add i64 %4233, 1
  br label %4232

4287:                                             ; preds = %4232
  %4288 = add i64 %4229, 1
  br label %4228

4289:                                             ; preds = %4228
  %4290 = call ptr @malloc(i64 1088)
  %4291 = ptrtoint ptr %4290 to i64
  %4292 = add i64 %4291, 63
  %4293 = urem i64 %4292, 64
  %4294 = sub i64 %4292, %4293
  %4295 = inttoptr i64 %4294 to ptr
  %4296 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4290, 0
  %4297 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4296, ptr %4295, 1
  %4298 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4297, i64 0, 2
  %4299 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4298, i64 1, 3, 0
  %4300 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4299, i64 4, 3, 1
  %4301 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4300, i64 8, 3, 2
  %4302 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4301, i64 8, 3, 3
  %4303 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4302, i64 256, 4, 0
  %4304 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4303, i64 64, 4, 1
  %4305 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4304, i64 8, 4, 2
  %4306 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4305, i64 1, 4, 3
  br label %4307

4307:                                             ; preds = %4345, %4289
  %4308 = phi i64 [ %4346, %4345 ], [ 0, %4289 ]
  %4309 = icmp slt i64 %4308, 1
  br i1 %4309, label %4310, label %4347

4310:                                             ; preds = %4307
  br label %4311

4311:                                             ; preds = %4343, %4310
  %4312 = phi i64 [ %4344, %4343 ], [ 0, %4310 ]
  %4313 = icmp slt i64 %4312, 4
  br i1 %4313, label %4314, label %4345

4314:                                             ; preds = %4311
  br label %4315

4315:                                             ; preds = %4341, %4314
  %4316 = phi i64 [ %4342, %4341 ], [ 0, %4314 ]
  %4317 = icmp slt i64 %4316, 8
  br i1 %4317, label %4318, label %4343

4318:                                             ; preds = %4315
  br label %4319

4319:                                             ; preds = %4322, %4318
  %4320 = phi i64 [ %4340, %4322 ], [ 0, %4318 ]
  %4321 = icmp slt i64 %4320, 8
  br i1 %4321, label %4322, label %4341

4322:                                             ; preds = %4319
  %4323 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4186, 1
  %4324 = mul nuw nsw i64 %4308, 256
  %4325 = mul nuw nsw i64 %4316, 32
  %4326 = add nuw nsw i64 %4324, %4325
  %4327 = mul nuw nsw i64 %4312, 8
  %4328 = add nuw nsw i64 %4326, %4327
  %4329 = add nuw nsw i64 %4328, %4320
  %4330 = getelementptr inbounds nuw float, ptr %4323, i64 %4329
  %4331 = load float, ptr %4330, align 4
  %4332 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4306, 1
  %4333 = mul nuw nsw i64 %4308, 256
  %4334 = mul nuw nsw i64 %4312, 64
  %4335 = add nuw nsw i64 %4333, %4334
  %4336 = mul nuw nsw i64 %4316, 8
  %4337 = add nuw nsw i64 %4335, %4336
  %4338 = add nuw nsw i64 %4337, %4320
  %4339 = getelementptr inbounds nuw float, ptr %4332, i64 %4338
  store float %4331, ptr %4339, align 4
  %4340 = add i64 %4320, 1
  br label %4319

4341:                                             ; preds = %4319
  %4342 = add i64 %4316, 1
  br label %4315

4343:                                             ; preds = %4315
  %4344 = add i64 %4312, 1
  br label %4311

4345:                                             ; preds = %4311
  %4346 = add i64 %4308, 1
  br label %4307

4347:                                             ; preds = %4307
  %4348 = call ptr @malloc(i64 576)
  %4349 = ptrtoint ptr %4348 to i64
  %4350 = add i64 %4349, 63
  %4351 = urem i64 %4350, 64
  %4352 = sub i64 %4350, %4351
  %4353 = inttoptr i64 %4352 to ptr
  %4354 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4348, 0
  %4355 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4354, ptr %4353, 1
  %4356 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4355, i64 0, 2
  %4357 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4356, i64 1, 3, 0
  %4358 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4357, i64 8, 3, 1
  %4359 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4358, i64 2, 3, 2
  %4360 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4359, i64 8, 3, 3
  %4361 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4360, i64 128, 4, 0
  %4362 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4361, i64 16, 4, 1
  %4363 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4362, i64 8, 4, 2
  %4364 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4363, i64 1, 4, 3
  br label %4365

4365:                                             ; preds = %4403, %4347
  %4366 = phi i64 [ %4404, %4403 ], [ 0, %4347 ]
  %4367 = icmp slt i64 %4366, 1
  br i1 %4367, label %4368, label %4405

4368:                                             ; preds = %4365
  br label %4369

4369:                                             ; preds = %4401, %4368
  %4370 = phi i64 [ %4402, %4401 ], [ 0, %4368 ]
  %4371 = icmp slt i64 %4370, 8
  br i1 %4371, label %4372, label %4403

4372:                                             ; preds = %4369
  br label %4373

4373:                                             ; preds = %4399, %4372
  %4374 = phi i64 [ %4400, %4399 ], [ 0, %4372 ]
  %4375 = icmp slt i64 %4374, 2
  br i1 %4375, label %4376, label %4401

4376:                                             ; preds = %4373
  br label %4377

4377:                                             ; preds = %4380, %4376
  %4378 = phi i64 [ %4398, %4380 ], [ 0, %4376 ]
  %4379 = icmp slt i64 %4378, 8
  br i1 %4379, label %4380, label %4399

4380:                                             ; preds = %4377
  %4381 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1365, 1
  %4382 = mul nuw nsw i64 %4366, 128
  %4383 = mul nuw nsw i64 %4370, 16
  %4384 = add nuw nsw i64 %4382, %4383
  %4385 = mul nuw nsw i64 %4374, 8
  %4386 = add nuw nsw i64 %4384, %4385
  %4387 = add nuw nsw i64 %4386, %4378
  %4388 = getelementptr inbounds nuw float, ptr %4381, i64 %4387
  %4389 = load float, ptr %4388, align 4
  %4390 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4364, 1
  %4391 = mul nuw nsw i64 %4366, 128
  %4392 = mul nuw nsw i64 %4370, 16
  %4393 = add nuw nsw i64 %4391, %4392
  %4394 = mul nuw nsw i64 %4374, 8
  %4395 = add nuw nsw i64 %4393, %4394
  %4396 = add nuw nsw i64 %4395, %4378
  %4397 = getelementptr inbounds nuw float, ptr %4390, i64 %4396
  store float %4389, ptr %4397, align 4
  %4398 = add i64 %4378, 1
  br label %4377

4399:                                             ; preds = %4377
  %4400 = add i64 %4374, 1
  br label %4373

4401:                                             ; preds = %4373
  %4402 = add i64 %4370, 1
  br label %4369

4403:                                             ; preds = %4369
  %4404 = add i64 %4366, 1
  br label %4365

4405:                                             ; preds = %4365
  br label %4406

4406:                                             ; preds = %4465, %4405
  %4407 = phi i64 [ %4466, %4465 ], [ 0, %4405 ]
  %4408 = icmp slt i64 %4407, 1
  br i1 %4408, label %4409, label %4467

4409:                                             ; preds = %4406
  br label %4410

4410:                                             ; preds = %4463, %4409
  %4411 = phi i64 [ %4464, %4463 ], [ 0, %4409 ]
  %4412 = icmp slt i64 %4411, 8
  br i1 %4412, label %4413, label %4465

4413:                                             ; preds = %4410
  br label %4414

4414:                                             ; preds = %4461, %4413
  %4415 = phi i64 [ %4462, %4461 ], [ 0, %4413 ]
  %4416 = icmp slt i64 %4415, 2
  br i1 %4416, label %4417, label %4463

4417:                                             ; preds = %4414
  br label %4418

4418:                                             ; preds = %4459, %4417
  %4419 = phi i64 [ %4460, %4459 ], [ 0, %4417 ]
  %4420 = icmp slt i64 %4419, 8
  br i1 %4420, label %4421, label %4461

4421:                                             ; preds = %4418
  br label %4422

4422:                                             ; preds = %4425, %4421
  %4423 = phi i64 [ %4458, %4425 ], [ 0, %4421 ]
  %4424 = icmp slt i64 %4423, 32
  br i1 %4424, label %4425, label %4459

4425:                                             ; preds = %4422
  %4426 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4124, 1
  %4427 = mul nuw nsw i64 %4407, 256
  %4428 = mul nuw nsw i64 %4411, 32
  %4429 = add nuw nsw i64 %4427, %4428
  %4430 = add nuw nsw i64 %4429, %4423
  %4431 = getelementptr inbounds nuw float, ptr %4426, i64 %4430
  %4432 = load float, ptr %4431, align 4
  %4433 = mul nuw nsw i64 %4415, 256
  %4434 = mul nuw nsw i64 %4419, 32
  %4435 = add nuw nsw i64 %4433, %4434
  %4436 = add nuw nsw i64 %4435, %4423
  %4437 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32_2, i64 %4436
  %4438 = load float, ptr %4437, align 4
  %4439 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4364, 1
  %4440 = mul nuw nsw i64 %4407, 128
  %4441 = mul nuw nsw i64 %4411, 16
  %4442 = add nuw nsw i64 %4440, %4441
  %4443 = mul nuw nsw i64 %4415, 8
  %4444 = add nuw nsw i64 %4442, %4443
  %4445 = add nuw nsw i64 %4444, %4419
  %4446 = getelementptr inbounds nuw float, ptr %4439, i64 %4445
  %4447 = load float, ptr %4446, align 4
  %4448 = fmul float %4432, %4438
  %4449 = fadd float %4447, %4448
  %4450 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4364, 1
  %4451 = mul nuw nsw i64 %4407, 128
  %4452 = mul nuw nsw i64 %4411, 16
  %4453 = add nuw nsw i64 %4451, %4452
  %4454 = mul nuw nsw i64 %4415, 8
  %4455 = add nuw nsw i64 %4453, %4454
  %4456 = add nuw nsw i64 %4455, %4419
  %4457 = getelementptr inbounds nuw float, ptr %4450, i64 %4456
  store float %4449, ptr %4457, align 4
  %4458 = add i64 %4423, 1
  br label %4422

4459:                                             ; preds = %4422
  %4460 = add i64 %4419, 1
  br label %4418

4461:                                             ; preds = %4418
  %4462 = add i64 %4415, 1
  br label %4414

4463:                                             ; preds = %4414
  %4464 = add i64 %4411, 1
  br label %4410

4465:                                             ; preds = %4410
  %4466 = add i64 %4407, 1
  br label %4406

4467:                                             ; preds = %4406
  %4468 = call ptr @malloc(i64 576)
  %4469 = ptrtoint ptr %4468 to i64
  %4470 = add i64 %4469, 63
  %4471 = urem i64 %4470, 64
  %4472 = sub i64 %4470, %4471
  %4473 = inttoptr i64 %4472 to ptr
  %4474 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4468, 0
  %4475 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4474, ptr %4473, 1
  %4476 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4475, i64 0, 2
  %4477 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4476, i64 1, 3, 0
  %4478 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4477, i64 2, 3, 1
  %4479 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4478, i64 8, 3, 2
  %4480 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4479, i64 8, 3, 3
  %4481 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4480, i64 128, 4, 0
  %4482 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4481, i64 64, 4, 1
  %4483 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4482, i64 8, 4, 2
  %4484 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4483, i64 1, 4, 3
  br label %4485

4485:                                             ; preds = %4523, %4467
  %4486 = phi i64 [ %4524, %4523 ], [ 0, %4467 ]
  %4487 = icmp slt i64 %4486, 1
  br i1 %4487, label %4488, label %4525

4488:                                             ; preds = %4485
  br label %4489

4489:                                             ; preds = %4521, %4488
  %4490 = phi i64 [ %4522, %4521 ], [ 0, %4488 ]
  %4491 = icmp slt i64 %4490, 2
  br i1 %4491, label %4492, label %4523

4492:                                             ; preds = %4489
  br label %4493

4493:                                             ; preds = %4519, %4492
  %4494 = phi i64 [ %4520, %4519 ], [ 0, %4492 ]
  %4495 = icmp slt i64 %4494, 8
  br i1 %4495, label %4496, label %4521

4496:                                             ; preds = %4493
  br label %4497

4497:                                             ; preds = %4500, %4496
  %4498 = phi i64 [ %4518, %4500 ], [ 0, %4496 ]
  %4499 = icmp slt i64 %4498, 8
  br i1 %4499, label %4500, label %4519

4500:                                             ; preds = %4497
  %4501 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4364, 1
  %4502 = mul nuw nsw i64 %4486, 128
  %4503 = mul nuw nsw i64 %4494, 16
  %4504 = add nuw nsw i64 %4502, %4503
  %4505 = mul nuw nsw i64 %4490, 8
  %4506 = add nuw nsw i64 %4504, %4505
  %4507 = add nuw nsw i64 %4506, %4498
  %4508 = getelementptr inbounds nuw float, ptr %4501, i64 %4507
  %4509 = load float, ptr %4508, align 4
  %4510 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4484, 1
  %4511 = mul nuw nsw i64 %4486, 128
  %4512 = mul nuw nsw i64 %4490, 64
  %4513 = add nuw nsw i64 %4511, %4512
  %4514 = mul nuw nsw i64 %4494, 8
  %4515 = add nuw nsw i64 %4513, %4514
  %4516 = add nuw nsw i64 %4515, %4498
  %4517 = getelementptr inbounds nuw float, ptr %4510, i64 %4516
  store float %4509, ptr %4517, align 4
  %4518 = add i64 %4498, 1
  br label %4497

4519:                                             ; preds = %4497
  %4520 = add i64 %4494, 1
  br label %4493

4521:                                             ; preds = %4493
  %4522 = add i64 %4490, 1
  br label %4489

4523:                                             ; preds = %4489
  %4524 = add i64 %4486, 1
  br label %4485

4525:                                             ; preds = %4485
  %4526 = call ptr @malloc(i64 576)
  %4527 = ptrtoint ptr %4526 to i64
  %4528 = add i64 %4527, 63
  %4529 = urem i64 %4528, 64
  %4530 = sub i64 %4528, %4529
  %4531 = inttoptr i64 %4530 to ptr
  %4532 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4526, 0
  %4533 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4532, ptr %4531, 1
  %4534 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4533, i64 0, 2
  %4535 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4534, i64 1, 3, 0
  %4536 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4535, i64 8, 3, 1
  %4537 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4536, i64 2, 3, 2
  %4538 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4537, i64 8, 3, 3
  %4539 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4538, i64 128, 4, 0
  %4540 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4539, i64 16, 4, 1
  %4541 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4540, i64 8, 4, 2
  %4542 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4541, i64 1, 4, 3
  br label %4543

4543:                                             ; preds = %4581, %4525
  %4544 = phi i64 [ %4582, %4581 ], [ 0, %4525 ]
  %4545 = icmp slt i64 %4544, 1
  br i1 %4545, label %4546, label %4583

4546:                                             ; preds = %4543
  br label %4547

4547:                                             ; preds = %4579, %4546
  %4548 = phi i64 [ %4580, %4579 ], [ 0, %4546 ]
  %4549 = icmp slt i64 %4548, 8
  br i1 %4549, label %4550, label %4581

4550:                                             ; preds = %4547
  br label %4551

4551:                                             ; preds = %4577, %4550
  %4552 = phi i64 [ %4578, %4577 ], [ 0, %4550 ]
  %4553 = icmp slt i64 %4552, 2
  br i1 %4553, label %4554, label %4579

4554:                                             ; preds = %4551
  br label %4555

4555:                                             ; preds = %4558, %4554
  %4556 = phi i64 [ %4576, %4558 ], [ 0, %4554 ]
  %4557 = icmp slt i64 %4556, 8
  br i1 %4557, label %4558, label %4577

4558:                                             ; preds = %4555
  %4559 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1365, 1
  %4560 = mul nuw nsw i64 %4544, 128
  %4561 = mul nuw nsw i64 %4548, 16
  %4562 = add nuw nsw i64 %4560, %4561
  %4563 = mul nuw nsw i64 %4552, 8
  %4564 = add nuw nsw i64 %4562, %4563
  %4565 = add nuw nsw i64 %4564, %4556
  %4566 = getelementptr inbounds nuw float, ptr %4559, i64 %4565
  %4567 = load float, ptr %4566, align 4
  %4568 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4542, 1
  %4569 = mul nuw nsw i64 %4544, 128
  %4570 = mul nuw nsw i64 %4548, 16
  %4571 = add nuw nsw i64 %4569, %4570
  %4572 = mul nuw nsw i64 %4552, 8
  %4573 = add nuw nsw i64 %4571, %4572
  %4574 = add nuw nsw i64 %4573, %4556
  %4575 = getelementptr inbounds nuw float, ptr %4568, i64 %4574
  store float %4567, ptr %4575, align 4
  %4576 = add i64 %4556, 1
  br label %4555

4577:                                             ; preds = %4555
  %4578 = add i64 %4552, 1
  br label %4551

4579:                                             ; preds = %4551
  %4580 = add i64 %4548, 1
  br label %4547

4581:                                             ; preds = %4547
  %4582 = add i64 %4544, 1
  br label %4543

4583:                                             ; preds = %4543
  br label %4584

4584:                                             ; preds = %4643, %4583
  %4585 = phi i64 [ %4644, %4643 ], [ 0, %4583 ]
  %4586 = icmp slt i64 %4585, 1
  br i1 %4586, label %4587, label %4645

4587:                                             ; preds = %4584
  br label %4588

4588:                                             ; preds = %4641, %4587
  %4589 = phi i64 [ %4642, %4641 ], [ 0, %4587 ]
  %4590 = icmp slt i64 %4589, 8
  br i1 %4590, label %4591, label %4643

4591:                                             ; preds = %4588
  br label %4592

4592:                                             ; preds = %4639, %4591
  %4593 = phi i64 [ %4640, %4639 ], [ 0, %4591 ]
  %4594 = icmp slt i64 %4593, 2
  br i1 %4594, label %4595, label %4641

4595:                                             ; preds = %4592
  br label %4596

4596:                                             ; preds = %4637, %4595
  %4597 = phi i64 [ %4638, %4637 ], [ 0, %4595 ]
  %4598 = icmp slt i64 %4597, 8
  br i1 %4598, label %4599, label %4639

4599:                                             ; preds = %4596
  br label %4600

4600:                                             ; preds = %4603, %4599
  %4601 = phi i64 [ %4636, %4603 ], [ 0, %4599 ]
  %4602 = icmp slt i64 %4601, 32
  br i1 %4602, label %4603, label %4637

4603:                                             ; preds = %4600
  %4604 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4124, 1
  %4605 = mul nuw nsw i64 %4585, 256
  %4606 = mul nuw nsw i64 %4589, 32
  %4607 = add nuw nsw i64 %4605, %4606
  %4608 = add nuw nsw i64 %4607, %4601
  %4609 = getelementptr inbounds nuw float, ptr %4604, i64 %4608
  %4610 = load float, ptr %4609, align 4
  %4611 = mul nuw nsw i64 %4593, 256
  %4612 = mul nuw nsw i64 %4597, 32
  %4613 = add nuw nsw i64 %4611, %4612
  %4614 = add nuw nsw i64 %4613, %4601
  %4615 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32, i64 %4614
  %4616 = load float, ptr %4615, align 4
  %4617 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4542, 1
  %4618 = mul nuw nsw i64 %4585, 128
  %4619 = mul nuw nsw i64 %4589, 16
  %4620 = add nuw nsw i64 %4618, %4619
  %4621 = mul nuw nsw i64 %4593, 8
  %4622 = add nuw nsw i64 %4620, %4621
  %4623 = add nuw nsw i64 %4622, %4597
  %4624 = getelementptr inbounds nuw float, ptr %4617, i64 %4623
  %4625 = load float, ptr %4624, align 4
  %4626 = fmul float %4610, %4616
  %4627 = fadd float %4625, %4626
  %4628 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4542, 1
  %4629 = mul nuw nsw i64 %4585, 128
  %4630 = mul nuw nsw i64 %4589, 16
  %4631 = add nuw nsw i64 %4629, %4630
  %4632 = mul nuw nsw i64 %4593, 8
  %4633 = add nuw nsw i64 %4631, %4632
  %4634 = add nuw nsw i64 %4633, %4597
  %4635 = getelementptr inbounds nuw float, ptr %4628, i64 %4634
  store float %4627, ptr %4635, align 4
  %4636 = add i64 %4601, 1
  br label %4600

4637:                                             ; preds = %4600
  %4638 = add i64 %4597, 1
  br label %4596

4639:                                             ; preds = %4596
  %4640 = add i64 %4593, 1
  br label %4592

4641:                                             ; preds = %4592
  %4642 = add i64 %4589, 1
  br label %4588

4643:                                             ; preds = %4588
  %4644 = add i64 %4585, 1
  br label %4584

4645:                                             ; preds = %4584
  %4646 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4306, 0
  %4647 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4306, 1
  %4648 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4646, 0
  %4649 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4648, ptr %4647, 1
  %4650 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4649, i64 0, 2
  %4651 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4650, i64 1, 3, 0
  %4652 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4651, i64 256, 4, 0
  %4653 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4652, i64 4, 3, 1
  %4654 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4653, i64 64, 4, 1
  %4655 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4654, i64 8, 3, 2
  %4656 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4655, i64 8, 4, 2
  %4657 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4656, i64 4, 3, 3
  %4658 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4657, i64 1, 4, 3
  %4659 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4306, 0
  %4660 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4306, 1
  %4661 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4659, 0
  %4662 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4661, ptr %4660, 1
  %4663 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4662, i64 4, 2
  %4664 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4663, i64 1, 3, 0
  %4665 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4664, i64 256, 4, 0
  %4666 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4665, i64 4, 3, 1
  %4667 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4666, i64 64, 4, 1
  %4668 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4667, i64 8, 3, 2
  %4669 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4668, i64 8, 4, 2
  %4670 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4669, i64 4, 3, 3
  %4671 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4670, i64 1, 4, 3
  %4672 = call ptr @malloc(i64 576)
  %4673 = ptrtoint ptr %4672 to i64
  %4674 = add i64 %4673, 63
  %4675 = urem i64 %4674, 64
  %4676 = sub i64 %4674, %4675
  %4677 = inttoptr i64 %4676 to ptr
  %4678 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4672, 0
  %4679 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4678, ptr %4677, 1
  %4680 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4679, i64 0, 2
  %4681 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4680, i64 1, 3, 0
  %4682 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4681, i64 4, 3, 1
  %4683 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4682, i64 8, 3, 2
  %4684 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4683, i64 4, 3, 3
  %4685 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4684, i64 128, 4, 0
  %4686 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4685, i64 32, 4, 1
  %4687 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4686, i64 4, 4, 2
  %4688 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4687, i64 1, 4, 3
  br label %4689

4689:                                             ; preds = %4729, %4645
  %4690 = phi i64 [ %4730, %4729 ], [ 0, %4645 ]
  %4691 = icmp slt i64 %4690, 1
  br i1 %4691, label %4692, label %4731

4692:                                             ; preds = %4689
  br label %4693

4693:                                             ; preds = %4727, %4692
  %4694 = phi i64 [ %4728, %4727 ], [ 0, %4692 ]
  %4695 = icmp slt i64 %4694, 4
  br i1 %4695, label %4696, label %4729

4696:                                             ; preds = %4693
  br label %4697

4697:                                             ; preds = %4725, %4696
  %4698 = phi i64 [ %4726, %4725 ], [ 0, %4696 ]
  %4699 = icmp slt i64 %4698, 8
  br i1 %4699, label %4700, label %4727

4700:                                             ; preds = %4697
  br label %4701

4701:                                             ; preds = %4704, %4700
  %4702 = phi i64 [ %4724, %4704 ], [ 0, %4700 ]
  %4703 = icmp slt i64 %4702, 4
  br i1 %4703, label %4704, label %4725

4704:                                             ; preds = %4701
  %4705 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4671, 1
  %4706 = getelementptr float, ptr %4705, i64 4
  %4707 = mul nuw nsw i64 %4690, 256
  %4708 = mul nuw nsw i64 %4694, 64
  %4709 = add nuw nsw i64 %4707, %4708
  %4710 = mul nuw nsw i64 %4698, 8
  %4711 = add nuw nsw i64 %4709, %4710
  %4712 = add nuw nsw i64 %4711, %4702
  %4713 = getelementptr inbounds nuw float, ptr %4706, i64 %4712
  %4714 = load float, ptr %4713, align 4
  %4715 = fneg float %4714
  %4716 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4688, 1
  %4717 = mul nuw nsw i64 %4690, 128
  %4718 = mul nuw nsw i64 %4694, 32
  %4719 = add nuw nsw i64 %4717, %4718
  %4720 = mul nuw nsw i64 %4698, 4
  %4721 = add nuw nsw i64 %4719, %4720
  %4722 = add nuw nsw i64 %4721, %4702
  %4723 = getelementptr inbounds nuw float, ptr %4716, i64 %4722
  store float %4715, ptr %4723, align 4
  %4724 = add i64 %4702, 1
  br label %4701

4725:                                             ; preds = %4701
  %4726 = add i64 %4698, 1
  br label %4697

4727:                                             ; preds = %4697
  %4728 = add i64 %4694, 1
  br label %4693

4729:                                             ; preds = %4693
  %4730 = add i64 %4690, 1
  br label %4689

4731:                                             ; preds = %4689
  %4732 = call ptr @malloc(i64 1088)
  %4733 = ptrtoint ptr %4732 to i64
  %4734 = add i64 %4733, 63
  %4735 = urem i64 %4734, 64
  %4736 = sub i64 %4734, %4735
  %4737 = inttoptr i64 %4736 to ptr
  %4738 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4732, 0
  %4739 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4738, ptr %4737, 1
  %4740 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4739, i64 0, 2
  %4741 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4740, i64 1, 3, 0
  %4742 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4741, i64 4, 3, 1
  %4743 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4742, i64 8, 3, 2
  %4744 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4743, i64 8, 3, 3
  %4745 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4744, i64 256, 4, 0
  %4746 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4745, i64 64, 4, 1
  %4747 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4746, i64 8, 4, 2
  %4748 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4747, i64 1, 4, 3
  %4749 = call ptr @malloc(i64 1088)
  %4750 = ptrtoint ptr %4749 to i64
  %4751 = add i64 %4750, 63
  %4752 = urem i64 %4751, 64
  %4753 = sub i64 %4751, %4752
  %4754 = inttoptr i64 %4753 to ptr
  %4755 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4749, 0
  %4756 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4755, ptr %4754, 1
  %4757 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4756, i64 0, 2
  %4758 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4757, i64 1, 3, 0
  %4759 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4758, i64 4, 3, 1
  %4760 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4759, i64 8, 3, 2
  %4761 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4760, i64 8, 3, 3
  %4762 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4761, i64 256, 4, 0
  %4763 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4762, i64 64, 4, 1
  %4764 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4763, i64 8, 4, 2
  %4765 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4764, i64 1, 4, 3
  br label %4766

4766:                                             ; preds = %4804, %4731
  %4767 = phi i64 [ %4805, %4804 ], [ 0, %4731 ]
  %4768 = icmp slt i64 %4767, 1
  br i1 %4768, label %4769, label %4806

4769:                                             ; preds = %4766
  br label %4770

4770:                                             ; preds = %4802, %4769
  %4771 = phi i64 [ %4803, %4802 ], [ 0, %4769 ]
  %4772 = icmp slt i64 %4771, 4
  br i1 %4772, label %4773, label %4804

4773:                                             ; preds = %4770
  br label %4774

4774:                                             ; preds = %4800, %4773
  %4775 = phi i64 [ %4801, %4800 ], [ 0, %4773 ]
  %4776 = icmp slt i64 %4775, 8
  br i1 %4776, label %4777, label %4802

4777:                                             ; preds = %4774
  br label %4778

4778:                                             ; preds = %4781, %4777
  %4779 = phi i64 [ %4799, %4781 ], [ 0, %4777 ]
  %4780 = icmp slt i64 %4779, 8
  br i1 %4780, label %4781, label %4800

4781:                                             ; preds = %4778
  %4782 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4748, 1
  %4783 = mul nuw nsw i64 %4767, 256
  %4784 = mul nuw nsw i64 %4771, 64
  %4785 = add nuw nsw i64 %4783, %4784
  %4786 = mul nuw nsw i64 %4775, 8
  %4787 = add nuw nsw i64 %4785, %4786
  %4788 = add nuw nsw i64 %4787, %4779
  %4789 = getelementptr inbounds nuw float, ptr %4782, i64 %4788
  %4790 = load float, ptr %4789, align 4
  %4791 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4765, 1
  %4792 = mul nuw nsw i64 %4767, 256
  %4793 = mul nuw nsw i64 %4771, 64
  %4794 = add nuw nsw i64 %4792, %4793
  %4795 = mul nuw nsw i64 %4775, 8
  %4796 = add nuw nsw i64 %4794, %4795
  %4797 = add nuw nsw i64 %4796, %4779
  %4798 = getelementptr inbounds nuw float, ptr %4791, i64 %4797
  store float %4790, ptr %4798, align 4
  %4799 = add i64 %4779, 1
  br label %4778

4800:                                             ; preds = %4778
  %4801 = add i64 %4775, 1
  br label %4774

4802:                                             ; preds = %4774
  %4803 = add i64 %4771, 1
  br label %4770

4804:                                             ; preds = %4770
  %4805 = add i64 %4767, 1
  br label %4766

4806:                                             ; preds = %4766
  %4807 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4765, 0
  %4808 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4765, 1
  %4809 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4807, 0
  %4810 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4809, ptr %4808, 1
  %4811 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4810, i64 0, 2
  %4812 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4811, i64 1, 3, 0
  %4813 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4812, i64 256, 4, 0
  %4814 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4813, i64 4, 3, 1
  %4815 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4814, i64 64, 4, 1
  %4816 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4815, i64 8, 3, 2
  %4817 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4816, i64 8, 4, 2
  %4818 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4817, i64 4, 3, 3
  %4819 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4818, i64 1, 4, 3
  br label %4820

4820:                                             ; preds = %4858, %4806
  %4821 = phi i64 [ %4859, %4858 ], [ 0, %4806 ]
  %4822 = icmp slt i64 %4821, 1
  br i1 %4822, label %4823, label %4860

4823:                                             ; preds = %4820
  br label %4824

4824:                                             ; preds = %4856, %4823
  %4825 = phi i64 [ %4857, %4856 ], [ 0, %4823 ]
  %4826 = icmp slt i64 %4825, 4
  br i1 %4826, label %4827, label %4858

4827:                                             ; preds = %4824
  br label %4828

4828:                                             ; preds = %4854, %4827
  %4829 = phi i64 [ %4855, %4854 ], [ 0, %4827 ]
  %4830 = icmp slt i64 %4829, 8
  br i1 %4830, label %4831, label %4856

4831:                                             ; preds = %4828
  br label %4832

4832:                                             ; preds = %4835, %4831
  %4833 = phi i64 [ %4853, %4835 ], [ 0, %4831 ]
  %4834 = icmp slt i64 %4833, 4
  br i1 %4834, label %4835, label %4854

4835:                                             ; preds = %4832
  %4836 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4688, 1
  %4837 = mul nuw nsw i64 %4821, 128
  %4838 = mul nuw nsw i64 %4825, 32
  %4839 = add nuw nsw i64 %4837, %4838
  %4840 = mul nuw nsw i64 %4829, 4
  %4841 = add nuw nsw i64 %4839, %4840
  %4842 = add nuw nsw i64 %4841, %4833
  %4843 = getelementptr inbounds nuw float, ptr %4836, i64 %4842
  %4844 = load float, ptr %4843, align 4
  %4845 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4819, 1
  %4846 = mul nuw nsw i64 %4821, 256
  %4847 = mul nuw nsw i64 %4825, 64
  %4848 = add nuw nsw i64 %4846, %4847
  %4849 = mul nuw nsw i64 %4829, 8
  %4850 = add nuw nsw i64 %4848, %4849
  %4851 = add nuw nsw i64 %4850, %4833
  %4852 = getelementptr inbounds nuw float, ptr %4845, i64 %4851
  store float %4844, ptr %4852, align 4
  %4853 = add i64 %4833, 1
  br label %4832

4854:                                             ; preds = %4832
  %4855 = add i64 %4829, 1
  br label %4828

4856:                                             ; preds = %4828
  %4857 = add i64 %4825, 1
  br label %4824

4858:                                             ; preds = %4824
  %4859 = add i64 %4821, 1
  br label %4820

4860:                                             ; preds = %4820
  %4861 = call ptr @malloc(i64 1088)
  %4862 = ptrtoint ptr %4861 to i64
  %4863 = add i64 %4862, 63
  %4864 = urem i64 %4863, 64
  %4865 = sub i64 %4863, %4864
  %4866 = inttoptr i64 %4865 to ptr
  %4867 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4861, 0
  %4868 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4867, ptr %4866, 1
  %4869 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4868, i64 0, 2
  %4870 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4869, i64 1, 3, 0
  %4871 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4870, i64 4, 3, 1
  %4872 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4871, i64 8, 3, 2
  %4873 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4872, i64 8, 3, 3
  %4874 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4873, i64 256, 4, 0
  %4875 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4874, i64 64, 4, 1
  %4876 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4875, i64 8, 4, 2
  %4877 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4876, i64 1, 4, 3
  br label %4878

4878:                                             ; preds = %4916, %4860
  %4879 = phi i64 [ %4917, %4916 ], [ 0, %4860 ]
  %4880 = icmp slt i64 %4879, 1
  br i1 %4880, label %4881, label %4918

4881:                                             ; preds = %4878
  br label %4882

4882:                                             ; preds = %4914, %4881
  %4883 = phi i64 [ %4915, %4914 ], [ 0, %4881 ]
  %4884 = icmp slt i64 %4883, 4
  br i1 %4884, label %4885, label %4916

4885:                                             ; preds = %4882
  br label %4886

4886:                                             ; preds = %4912, %4885
  %4887 = phi i64 [ %4913, %4912 ], [ 0, %4885 ]
  %4888 = icmp slt i64 %4887, 8
  br i1 %4888, label %4889, label %4914

4889:                                             ; preds = %4886
  br label %4890

4890:                                             ; preds = %4893, %4889
  %4891 = phi i64 [ %4911, %4893 ], [ 0, %4889 ]
  %4892 = icmp slt i64 %4891, 8
  br i1 %4892, label %4893, label %4912

4893:                                             ; preds = %4890
  %4894 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4765, 1
  %4895 = mul nuw nsw i64 %4879, 256
  %4896 = mul nuw nsw i64 %4883, 64
  %4897 = add nuw nsw i64 %4895, %4896
  %4898 = mul nuw nsw i64 %4887, 8
  %4899 = add nuw nsw i64 %4897, %4898
  %4900 = add nuw nsw i64 %4899, %4891
  %4901 = getelementptr inbounds nuw float, ptr %4894, i64 %4900
  %4902 = load float, ptr %4901, align 4
  %4903 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4877, 1
  %4904 = mul nuw nsw i64 %4879, 256
  %4905 = mul nuw nsw i64 %4883, 64
  %4906 = add nuw nsw i64 %4904, %4905
  %4907 = mul nuw nsw i64 %4887, 8
  %4908 = add nuw nsw i64 %4906, %4907
  %4909 = add nuw nsw i64 %4908, %4891
  %4910 = getelementptr inbounds nuw float, ptr %4903, i64 %4909
  store float %4902, ptr %4910, align 4
  %4911 = add i64 %4891, 1
  br label %4890

4912:                                             ; preds = %4890
  %4913 = add i64 %4887, 1
  br label %4886

4914:                                             ; preds = %4886
  %4915 = add i64 %4883, 1
  br label %4882

4916:                                             ; preds = %4882
  %4917 = add i64 %4879, 1
  br label %4878

4918:                                             ; preds = %4878
  %4919 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4877, 0
  %4920 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4877, 1
  %4921 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4919, 0
  %4922 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4921, ptr %4920, 1
  %4923 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4922, i64 4, 2
  %4924 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4923, i64 1, 3, 0
  %4925 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4924, i64 256, 4, 0
  %4926 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4925, i64 4, 3, 1
  %4927 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4926, i64 64, 4, 1
  %4928 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4927, i64 8, 3, 2
  %4929 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4928, i64 8, 4, 2
  %4930 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4929, i64 4, 3, 3
  %4931 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4930, i64 1, 4, 3
  br label %4932

4932:                                             ; preds = %4971, %4918
  %4933 = phi i64 [ %4972, %4971 ], [ 0, %4918 ]
  %4934 = icmp slt i64 %4933, 1
  br i1 %4934, label %4935, label %4973

4935:                                             ; preds = %4932
  br label %4936

4936:                                             ; preds = %4969, %4935
  %4937 = phi i64 [ %4970, %4969 ], [ 0, %4935 ]
  %4938 = icmp slt i64 %4937, 4
  br i1 %4938, label %4939, label %4971

4939:                                             ; preds = %4936
  br label %4940

4940:                                             ; preds = %4967, %4939
  %4941 = phi i64 [ %4968, %4967 ], [ 0, %4939 ]
  %4942 = icmp slt i64 %4941, 8
  br i1 %4942, label %4943, label %4969

4943:                                             ; preds = %4940
  br label %4944

4944:                                             ; preds = %4947, %4943
  %4945 = phi i64 [ %4966, %4947 ], [ 0, %4943 ]
  %4946 = icmp slt i64 %4945, 4
  br i1 %4946, label %4947, label %4967

4947:                                             ; preds = %4944
  %4948 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4658, 1
  %4949 = mul nuw nsw i64 %4933, 256
  %4950 = mul nuw nsw i64 %4937, 64
  %4951 = add nuw nsw i64 %4949, %4950
  %4952 = mul nuw nsw i64 %4941, 8
  %4953 = add nuw nsw i64 %4951, %4952
  %4954 = add nuw nsw i64 %4953, %4945
  %4955 = getelementptr inbounds nuw float, ptr %4948, i64 %4954
  %4956 = load float, ptr %4955, align 4
  %4957 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4931, 1
  %4958 = getelementptr float, ptr %4957, i64 4
  %4959 = mul nuw nsw i64 %4933, 256
  %4960 = mul nuw nsw i64 %4937, 64
  %4961 = add nuw nsw i64 %4959, %4960
  %4962 = mul nuw nsw i64 %4941, 8
  %4963 = add nuw nsw i64 %4961, %4962
  %4964 = add nuw nsw i64 %4963, %4945
  %4965 = getelementptr inbounds nuw float, ptr %4958, i64 %4964
  store float %4956, ptr %4965, align 4
  %4966 = add i64 %4945, 1
  br label %4944

4967:                                             ; preds = %4944
  %4968 = add i64 %4941, 1
  br label %4940

4969:                                             ; preds = %4940
  %4970 = add i64 %4937, 1
  br label %4936

4971:                                             ; preds = %4936
  %4972 = add i64 %4933, 1
  br label %4932

4973:                                             ; preds = %4932
  %4974 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4484, 0
  %4975 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4484, 1
  %4976 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4974, 0
  %4977 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4976, ptr %4975, 1
  %4978 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4977, i64 0, 2
  %4979 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4978, i64 1, 3, 0
  %4980 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4979, i64 128, 4, 0
  %4981 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4980, i64 2, 3, 1
  %4982 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4981, i64 64, 4, 1
  %4983 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4982, i64 8, 3, 2
  %4984 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4983, i64 8, 4, 2
  %4985 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4984, i64 4, 3, 3
  %4986 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4985, i64 1, 4, 3
  %4987 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4484, 0
  %4988 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4484, 1
  %4989 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4987, 0
  %4990 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4989, ptr %4988, 1
  %4991 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4990, i64 4, 2
  %4992 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4991, i64 1, 3, 0
  %4993 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4992, i64 128, 4, 0
  %4994 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4993, i64 2, 3, 1
  %4995 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4994, i64 64, 4, 1
  %4996 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4995, i64 8, 3, 2
  %4997 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4996, i64 8, 4, 2
  %4998 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4997, i64 4, 3, 3
  %4999 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4998, i64 1, 4, 3
  %5000 = call ptr @malloc(i64 320)
  %5001 = ptrtoint ptr %5000 to i64
  %5002 = add i64 %5001, 63
  %5003 = urem i64 %5002, 64
  %5004 = sub i64 %5002, %5003
  %5005 = inttoptr i64 %5004 to ptr
  %5006 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5000, 0
  %5007 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5006, ptr %5005, 1
  %5008 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5007, i64 0, 2
  %5009 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5008, i64 1, 3, 0
  %5010 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5009, i64 2, 3, 1
  %5011 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5010, i64 8, 3, 2
  %5012 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5011, i64 4, 3, 3
  %5013 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5012, i64 64, 4, 0
  %5014 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5013, i64 32, 4, 1
  %5015 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5014, i64 4, 4, 2
  %5016 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5015, i64 1, 4, 3
  br label %5017

5017:                                             ; preds = %5057, %4973
  %5018 = phi i64 [ %5058, %5057 ], [ 0, %4973 ]
  %5019 = icmp slt i64 %5018, 1
  br i1 %5019, label %5020, label %5059

5020:                                             ; preds = %5017
  br label %5021

5021:                                             ; preds = %5055, %5020
  %5022 = phi i64 [ %5056, %5055 ], [ 0, %5020 ]
  %5023 = icmp slt i64 %5022, 2
  br i1 %5023, label %5024, label %5057

5024:                                             ; preds = %5021
  br label %5025

5025:                                             ; preds = %5053, %5024
  %5026 = phi i64 [ %5054, %5053 ], [ 0, %5024 ]
  %5027 = icmp slt i64 %5026, 8
  br i1 %5027, label %5028, label %5055

5028:                                             ; preds = %5025
  br label %5029

5029:                                             ; preds = %5032, %5028
  %5030 = phi i64 [ %5052, %5032 ], [ 0, %5028 ]
  %5031 = icmp slt i64 %5030, 4
  br i1 %5031, label %5032, label %5053

5032:                                             ; preds = %5029
  %5033 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4999, 1
  %5034 = getelementptr float, ptr %5033, i64 4
  %5035 = mul nuw nsw i64 %5018, 128
  %5036 = mul nuw nsw i64 %5022, 64
  %5037 = add nuw nsw i64 %5035, %5036
  %5038 = mul nuw nsw i64 %5026, 8
  %5039 = add nuw nsw i64 %5037, %5038
  %5040 = add nuw nsw i64 %5039, %5030
  %5041 = getelementptr inbounds nuw float, ptr %5034, i64 %5040
  %5042 = load float, ptr %5041, align 4
  %5043 = fneg float %5042
  %5044 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5016, 1
  %5045 = mul nuw nsw i64 %5018, 64
  %5046 = mul nuw nsw i64 %5022, 32
  %5047 = add nuw nsw i64 %5045, %5046
  %5048 = mul nuw nsw i64 %5026, 4
  %5049 = add nuw nsw i64 %5047, %5048
  %5050 = add nuw nsw i64 %5049, %5030
  %5051 = getelementptr inbounds nuw float, ptr %5044, i64 %5050
  store float %5043, ptr %5051, align 4
  %5052 = add i64 %5030, 1
  br label %5029

5053:                                             ; preds = %5029
  %5054 = add i64 %5026, 1
  br label %5025

5055:                                             ; preds = %5025
  %5056 = add i64 %5022, 1
  br label %5021

5057:                                             ; preds = %5021
  %5058 = add i64 %5018, 1
  br label %5017

5059:                                             ; preds = %5017
  %5060 = call ptr @malloc(i64 576)
  %5061 = ptrtoint ptr %5060 to i64
  %5062 = add i64 %5061, 63
  %5063 = urem i64 %5062, 64
  %5064 = sub i64 %5062, %5063
  %5065 = inttoptr i64 %5064 to ptr
  %5066 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5060, 0
  %5067 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5066, ptr %5065, 1
  %5068 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5067, i64 0, 2
  %5069 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5068, i64 1, 3, 0
  %5070 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5069, i64 2, 3, 1
  %5071 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5070, i64 8, 3, 2
  %5072 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5071, i64 8, 3, 3
  %5073 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5072, i64 128, 4, 0
  %5074 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5073, i64 64, 4, 1
  %5075 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5074, i64 8, 4, 2
  %5076 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5075, i64 1, 4, 3
  %5077 = call ptr @malloc(i64 576)
  %5078 = ptrtoint ptr %5077 to i64
  %5079 = add i64 %5078, 63
  %5080 = urem i64 %5079, 64
  %5081 = sub i64 %5079, %5080
  %5082 = inttoptr i64 %5081 to ptr
  %5083 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5077, 0
  %5084 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5083, ptr %5082, 1
  %5085 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5084, i64 0, 2
  %5086 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5085, i64 1, 3, 0
  %5087 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5086, i64 2, 3, 1
  %5088 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5087, i64 8, 3, 2
  %5089 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5088, i64 8, 3, 3
  %5090 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5089, i64 128, 4, 0
  %5091 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5090, i64 64, 4, 1
  %5092 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5091, i64 8, 4, 2
  %5093 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5092, i64 1, 4, 3
  br label %5094

5094:                                             ; preds = %5132, %5059
  %5095 = phi i64 [ %5133, %5132 ], [ 0, %5059 ]
  %5096 = icmp slt i64 %5095, 1
  br i1 %5096, label %5097, label %5134

5097:                                             ; preds = %5094
  br label %5098

5098:                                             ; preds = %5130, %5097
  %5099 = phi i64 [ %5131, %5130 ], [ 0, %5097 ]
  %5100 = icmp slt i64 %5099, 2
  br i1 %5100, label %5101, label %5132

5101:                                             ; preds = %5098
  br label %5102

5102:                                             ; preds = %5128, %5101
  %5103 = phi i64 [ %5129, %5128 ], [ 0, %5101 ]
  %5104 = icmp slt i64 %5103, 8
  br i1 %5104, label %5105, label %5130

5105:                                             ; preds = %5102
  br label %5106

5106:                                             ; preds = %5109, %5105
  %5107 = phi i64 [ %5127, %5109 ], [ 0, %5105 ]
  %5108 = icmp slt i64 %5107, 8
  br i1 %5108, label %5109, label %5128

5109:                                             ; preds = %5106
  %5110 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5076, 1
  %5111 = mul nuw nsw i64 %5095, 128
  %5112 = mul nuw nsw i64 %5099, 64
  %5113 = add nuw nsw i64 %5111, %5112
  %5114 = mul nuw nsw i64 %5103, 8
  %5115 = add nuw nsw i64 %5113, %5114
  %5116 = add nuw nsw i64 %5115, %5107
  %5117 = getelementptr inbounds nuw float, ptr %5110, i64 %5116
  %5118 = load float, ptr %5117, align 4
  %5119 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5093, 1
  %5120 = mul nuw nsw i64 %5095, 128
  %5121 = mul nuw nsw i64 %5099, 64
  %5122 = add nuw nsw i64 %5120, %5121
  %5123 = mul nuw nsw i64 %5103, 8
  %5124 = add nuw nsw i64 %5122, %5123
  %5125 = add nuw nsw i64 %5124, %5107
  %5126 = getelementptr inbounds nuw float, ptr %5119, i64 %5125
  store float %5118, ptr %5126, align 4
  %5127 = add i64 %5107, 1
  br label %5106

5128:                                             ; preds = %5106
  %5129 = add i64 %5103, 1
  br label %5102

5130:                                             ; preds = %5102
  %5131 = add i64 %5099, 1
  br label %5098

5132:                                             ; preds = %5098
  %5133 = add i64 %5095, 1
  br label %5094

5134:                                             ; preds = %5094
  %5135 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5093, 0
  %5136 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5093, 1
  %5137 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5135, 0
  %5138 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5137, ptr %5136, 1
  %5139 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5138, i64 0, 2
  %5140 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5139, i64 1, 3, 0
  %5141 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5140, i64 128, 4, 0
  %5142 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5141, i64 2, 3, 1
  %5143 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5142, i64 64, 4, 1
  %5144 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5143, i64 8, 3, 2
  %5145 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5144, i64 8, 4, 2
  %5146 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5145, i64 4, 3, 3
  %5147 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5146, i64 1, 4, 3
  br label %5148

5148:                                             ; preds = %5186, %5134
  %5149 = phi i64 [ %5187, %5186 ], [ 0, %5134 ]
  %5150 = icmp slt i64 %5149, 1
  br i1 %5150, label %5151, label %5188

5151:                                             ; preds = %5148
  br label %5152

5152:                                             ; preds = %5184, %5151
  %5153 = phi i64 [ %5185, %5184 ], [ 0, %5151 ]
  %5154 = icmp slt i64 %5153, 2
  br i1 %5154, label %5155, label %5186

5155:                                             ; preds = %5152
  br label %5156

5156:                                             ; preds = %5182, %5155
  %5157 = phi i64 [ %5183, %5182 ], [ 0, %5155 ]
  %5158 = icmp slt i64 %5157, 8
  br i1 %5158, label %5159, label %5184

5159:                                             ; preds = %5156
  br label %5160

5160:                                             ; preds = %5163, %5159
  %5161 = phi i64 [ %5181, %5163 ], [ 0, %5159 ]
  %5162 = icmp slt i64 %5161, 4
  br i1 %5162, label %5163, label %5182

5163:                                             ; preds = %5160
  %5164 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5016, 1
  %5165 = mul nuw nsw i64 %5149, 64
  %5166 = mul nuw nsw i64 %5153, 32
  %5167 = add nuw nsw i64 %5165, %5166
  %5168 = mul nuw nsw i64 %5157, 4
  %5169 = add nuw nsw i64 %5167, %5168
  %5170 = add nuw nsw i64 %5169, %5161
  %5171 = getelementptr inbounds nuw float, ptr %5164, i64 %5170
  %5172 = load float, ptr %5171, align 4
  %5173 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5147, 1
  %5174 = mul nuw nsw i64 %5149, 128
  %5175 = mul nuw nsw i64 %5153, 64
  %5176 = add nuw nsw i64 %5174, %5175
  %5177 = mul nuw nsw i64 %5157, 8
  %5178 = add nuw nsw i64 %5176, %5177
  %5179 = add nuw nsw i64 %5178, %5161
  %5180 = getelementptr inbounds nuw float, ptr %5173, i64 %5179
  store float %5172, ptr %5180, align 4
  %5181 = add i64 %5161, 1
  br label %5160

5182:                                             ; preds = %5160
  %5183 = add i64 %5157, 1
  br label %5156

5184:                                             ; preds = %5156
  %5185 = add i64 %5153, 1
  br label %5152

5186:                                             ; preds = %5152
  %5187 = add i64 %5149, 1
  br label %5148

5188:                                             ; preds = %5148
  %5189 = call ptr @malloc(i64 576)
  %5190 = ptrtoint ptr %5189 to i64
  %5191 = add i64 %5190, 63
  %5192 = urem i64 %5191, 64
  %5193 = sub i64 %5191, %5192
  %5194 = inttoptr i64 %5193 to ptr
  %5195 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5189, 0
  %5196 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5195, ptr %5194, 1
  %5197 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5196, i64 0, 2
  %5198 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5197, i64 1, 3, 0
  %5199 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5198, i64 2, 3, 1
  %5200 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5199, i64 8, 3, 2
  %5201 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5200, i64 8, 3, 3
  %5202 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5201, i64 128, 4, 0
  %5203 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5202, i64 64, 4, 1
  %5204 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5203, i64 8, 4, 2
  %5205 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5204, i64 1, 4, 3
  br label %5206

5206:                                             ; preds = %5244, %5188
  %5207 = phi i64 [ %5245, %5244 ], [ 0, %5188 ]
  %5208 = icmp slt i64 %5207, 1
  br i1 %5208, label %5209, label %5246

5209:                                             ; preds = %5206
  br label %5210

5210:                                             ; preds = %5242, %5209
  %5211 = phi i64 [ %5243, %5242 ], [ 0, %5209 ]
  %5212 = icmp slt i64 %5211, 2
  br i1 %5212, label %5213, label %5244

5213:                                             ; preds = %5210
  br label %5214

5214:                                             ; preds = %5240, %5213
  %5215 = phi i64 [ %5241, %5240 ], [ 0, %5213 ]
  %5216 = icmp slt i64 %5215, 8
  br i1 %5216, label %5217, label %5242

5217:                                             ; preds = %5214
  br label %5218

5218:                                             ; preds = %5221, %5217
  %5219 = phi i64 [ %5239, %5221 ], [ 0, %5217 ]
  %5220 = icmp slt i64 %5219, 8
  br i1 %5220, label %5221, label %5240

5221:                                             ; preds = %5218
  %5222 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5093, 1
  %5223 = mul nuw nsw i64 %5207, 128
  %5224 = mul nuw nsw i64 %5211, 64
  %5225 = add nuw nsw i64 %5223, %5224
  %5226 = mul nuw nsw i64 %5215, 8
  %5227 = add nuw nsw i64 %5225, %5226
  %5228 = add nuw nsw i64 %5227, %5219
  %5229 = getelementptr inbounds nuw float, ptr %5222, i64 %5228
  %5230 = load float, ptr %5229, align 4
  %5231 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5205, 1
  %5232 = mul nuw nsw i64 %5207, 128
  %5233 = mul nuw nsw i64 %5211, 64
  %5234 = add nuw nsw i64 %5232, %5233
  %5235 = mul nuw nsw i64 %5215, 8
  %5236 = add nuw nsw i64 %5234, %5235
  %5237 = add nuw nsw i64 %5236, %5219
  %5238 = getelementptr inbounds nuw float, ptr %5231, i64 %5237
  store float %5230, ptr %5238, align 4
  %5239 = add i64 %5219, 1
  br label %5218

5240:                                             ; preds = %5218
  %5241 = add i64 %5215, 1
  br label %5214

5242:                                             ; preds = %5214
  %5243 = add i64 %5211, 1
  br label %5210

5244:                                             ; preds = %5210
  %5245 = add i64 %5207, 1
  br label %5206

5246:                                             ; preds = %5206
  %5247 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5205, 0
  %5248 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5205, 1
  %5249 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5247, 0
  %5250 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5249, ptr %5248, 1
  %5251 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5250, i64 4, 2
  %5252 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5251, i64 1, 3, 0
  %5253 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5252, i64 128, 4, 0
  %5254 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5253, i64 2, 3, 1
  %5255 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5254, i64 64, 4, 1
  %5256 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5255, i64 8, 3, 2
  %5257 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5256, i64 8, 4, 2
  %5258 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5257, i64 4, 3, 3
  %5259 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5258, i64 1, 4, 3
  br label %5260

5260:                                             ; preds = %5299, %5246
  %5261 = phi i64 [ %5300, %5299 ], [ 0, %5246 ]
  %5262 = icmp slt i64 %5261, 1
  br i1 %5262, label %5263, label %5301

5263:                                             ; preds = %5260
  br label %5264

5264:                                             ; preds = %5297, %5263
  %5265 = phi i64 [ %5298, %5297 ], [ 0, %5263 ]
  %5266 = icmp slt i64 %5265, 2
  br i1 %5266, label %5267, label %5299

5267:                                             ; preds = %5264
  br label %5268

5268:                                             ; preds = %5295, %5267
  %5269 = phi i64 [ %5296, %5295 ], [ 0, %5267 ]
  %5270 = icmp slt i64 %5269, 8
  br i1 %5270, label %5271, label %5297

5271:                                             ; preds = %5268
  br label %5272

5272:                                             ; preds = %5275, %5271
  %5273 = phi i64 [ %5294, %5275 ], [ 0, %5271 ]
  %5274 = icmp slt i64 %5273, 4
  br i1 %5274, label %5275, label %5295

5275:                                             ; preds = %5272
  %5276 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4986, 1
  %5277 = mul nuw nsw i64 %5261, 128
  %5278 = mul nuw nsw i64 %5265, 64
  %5279 = add nuw nsw i64 %5277, %5278
  %5280 = mul nuw nsw i64 %5269, 8
  %5281 = add nuw nsw i64 %5279, %5280
  %5282 = add nuw nsw i64 %5281, %5273
  %5283 = getelementptr inbounds nuw float, ptr %5276, i64 %5282
  %5284 = load float, ptr %5283, align 4
  %5285 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5259, 1
  %5286 = getelementptr float, ptr %5285, i64 4
  %5287 = mul nuw nsw i64 %5261, 128
  %5288 = mul nuw nsw i64 %5265, 64
  %5289 = add nuw nsw i64 %5287, %5288
  %5290 = mul nuw nsw i64 %5269, 8
  %5291 = add nuw nsw i64 %5289, %5290
  %5292 = add nuw nsw i64 %5291, %5273
  %5293 = getelementptr inbounds nuw float, ptr %5286, i64 %5292
  store float %5284, ptr %5293, align 4
  %5294 = add i64 %5273, 1
  br label %5272

5295:                                             ; preds = %5272
  %5296 = add i64 %5269, 1
  br label %5268

5297:                                             ; preds = %5268
  %5298 = add i64 %5265, 1
  br label %5264

5299:                                             ; preds = %5264
  %5300 = add i64 %5261, 1
  br label %5260

5301:                                             ; preds = %5260
  %5302 = call ptr @malloc(i64 1088)
  %5303 = ptrtoint ptr %5302 to i64
  %5304 = add i64 %5303, 63
  %5305 = urem i64 %5304, 64
  %5306 = sub i64 %5304, %5305
  %5307 = inttoptr i64 %5306 to ptr
  %5308 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %5302, 0
  %5309 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5308, ptr %5307, 1
  %5310 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5309, i64 0, 2
  %5311 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5310, i64 1, 3, 0
  %5312 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5311, i64 2, 3, 1
  %5313 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5312, i64 2, 3, 2
  %5314 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5313, i64 8, 3, 3
  %5315 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5314, i64 8, 3, 4
  %5316 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5315, i64 256, 4, 0
  %5317 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5316, i64 128, 4, 1
  %5318 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5317, i64 64, 4, 2
  %5319 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5318, i64 8, 4, 3
  %5320 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5319, i64 1, 4, 4
  br label %5321

5321:                                             ; preds = %5367, %5301
  %5322 = phi i64 [ %5368, %5367 ], [ 0, %5301 ]
  %5323 = icmp slt i64 %5322, 1
  br i1 %5323, label %5324, label %5369

5324:                                             ; preds = %5321
  br label %5325

5325:                                             ; preds = %5365, %5324
  %5326 = phi i64 [ %5366, %5365 ], [ 0, %5324 ]
  %5327 = icmp slt i64 %5326, 2
  br i1 %5327, label %5328, label %5367

5328:                                             ; preds = %5325
  br label %5329

5329:                                             ; preds = %5363, %5328
  %5330 = phi i64 [ %5364, %5363 ], [ 0, %5328 ]
  %5331 = icmp slt i64 %5330, 2
  br i1 %5331, label %5332, label %5365

5332:                                             ; preds = %5329
  br label %5333

5333:                                             ; preds = %5361, %5332
  %5334 = phi i64 [ %5362, %5361 ], [ 0, %5332 ]
  %5335 = icmp slt i64 %5334, 8
  br i1 %5335, label %5336, label %5363

5336:                                             ; preds = %5333
  br label %5337

5337:                                             ; preds = %5340, %5336
  %5338 = phi i64 [ %5360, %5340 ], [ 0, %5336 ]
  %5339 = icmp slt i64 %5338, 8
  br i1 %5339, label %5340, label %5361

5340:                                             ; preds = %5337
  %5341 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4542, 1
  %5342 = mul nuw nsw i64 %5322, 128
  %5343 = mul nuw nsw i64 %5334, 16
  %5344 = add nuw nsw i64 %5342, %5343
  %5345 = mul nuw nsw i64 %5326, 8
  %5346 = add nuw nsw i64 %5344, %5345
  %5347 = add nuw nsw i64 %5346, %5338
  %5348 = getelementptr inbounds nuw float, ptr %5341, i64 %5347
  %5349 = load float, ptr %5348, align 4
  %5350 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5320, 1
  %5351 = mul nuw nsw i64 %5322, 256
  %5352 = mul nuw nsw i64 %5326, 128
  %5353 = add nuw nsw i64 %5351, %5352
  %5354 = mul nuw nsw i64 %5330, 64
  %5355 = add nuw nsw i64 %5353, %5354
  %5356 = mul nuw nsw i64 %5334, 8
  %5357 = add nuw nsw i64 %5355, %5356
  %5358 = add nuw nsw i64 %5357, %5338
  %5359 = getelementptr inbounds nuw float, ptr %5350, i64 %5358
  store float %5349, ptr %5359, align 4
  %5360 = add i64 %5338, 1
  br label %5337

5361:                                             ; preds = %5337
  %5362 = add i64 %5334, 1
  br label %5333

5363:                                             ; preds = %5333
  %5364 = add i64 %5330, 1
  br label %5329

5365:                                             ; preds = %5329
  %5366 = add i64 %5326, 1
  br label %5325

5367:                                             ; preds = %5325
  %5368 = add i64 %5322, 1
  br label %5321

5369:                                             ; preds = %5321
  %5370 = call ptr @malloc(i64 1088)
  %5371 = ptrtoint ptr %5370 to i64
  %5372 = add i64 %5371, 63
  %5373 = urem i64 %5372, 64
  %5374 = sub i64 %5372, %5373
  %5375 = inttoptr i64 %5374 to ptr
  %5376 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %5370, 0
  %5377 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5376, ptr %5375, 1
  %5378 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5377, i64 0, 2
  %5379 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5378, i64 1, 3, 0
  %5380 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5379, i64 2, 3, 1
  %5381 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5380, i64 2, 3, 2
  %5382 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5381, i64 8, 3, 3
  %5383 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5382, i64 8, 3, 4
  %5384 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5383, i64 256, 4, 0
  %5385 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5384, i64 128, 4, 1
  %5386 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5385, i64 64, 4, 2
  %5387 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5386, i64 8, 4, 3
  %5388 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5387, i64 1, 4, 4
  br label %5389

5389:                                             ; preds = %5463, %5369
  %5390 = phi i64 [ %5464, %5463 ], [ 0, %5369 ]
  %5391 = icmp slt i64 %5390, 1
  br i1 %5391, label %5392, label %5465

5392:                                             ; preds = %5389
  br label %5393

5393:                                             ; preds = %5461, %5392
  %5394 = phi i64 [ %5462, %5461 ], [ 0, %5392 ]
  %5395 = icmp slt i64 %5394, 2
  br i1 %5395, label %5396, label %5463

5396:                                             ; preds = %5393
  br label %5397

5397:                                             ; preds = %5459, %5396
  %5398 = phi i64 [ %5460, %5459 ], [ 0, %5396 ]
  %5399 = icmp slt i64 %5398, 2
  br i1 %5399, label %5400, label %5461

5400:                                             ; preds = %5397
  br label %5401

5401:                                             ; preds = %5457, %5400
  %5402 = phi i64 [ %5458, %5457 ], [ 0, %5400 ]
  %5403 = icmp slt i64 %5402, 8
  br i1 %5403, label %5404, label %5459

5404:                                             ; preds = %5401
  br label %5405

5405:                                             ; preds = %5408, %5404
  %5406 = phi i64 [ %5456, %5408 ], [ 0, %5404 ]
  %5407 = icmp slt i64 %5406, 8
  br i1 %5407, label %5408, label %5457

5408:                                             ; preds = %5405
  %5409 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4484, 1
  %5410 = mul nuw nsw i64 %5390, 128
  %5411 = mul nuw nsw i64 %5394, 64
  %5412 = add nuw nsw i64 %5410, %5411
  %5413 = mul nuw nsw i64 %5406, 8
  %5414 = add nuw nsw i64 %5412, %5413
  %5415 = add nuw nsw i64 %5414, %5402
  %5416 = getelementptr inbounds nuw float, ptr %5409, i64 %5415
  %5417 = load float, ptr %5416, align 4
  %5418 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %822, 1
  %5419 = mul nuw nsw i64 %5390, 64
  %5420 = add nuw nsw i64 %5419, 0
  %5421 = mul nuw nsw i64 %5406, 8
  %5422 = add nuw nsw i64 %5420, %5421
  %5423 = add nuw nsw i64 %5422, %5402
  %5424 = getelementptr inbounds nuw float, ptr %5418, i64 %5423
  %5425 = load float, ptr %5424, align 4
  %5426 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5205, 1
  %5427 = mul nuw nsw i64 %5390, 128
  %5428 = mul nuw nsw i64 %5394, 64
  %5429 = add nuw nsw i64 %5427, %5428
  %5430 = mul nuw nsw i64 %5406, 8
  %5431 = add nuw nsw i64 %5429, %5430
  %5432 = add nuw nsw i64 %5431, %5402
  %5433 = getelementptr inbounds nuw float, ptr %5426, i64 %5432
  %5434 = load float, ptr %5433, align 4
  %5435 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %881, 1
  %5436 = mul nuw nsw i64 %5390, 64
  %5437 = add nuw nsw i64 %5436, 0
  %5438 = mul nuw nsw i64 %5406, 8
  %5439 = add nuw nsw i64 %5437, %5438
  %5440 = add nuw nsw i64 %5439, %5402
  %5441 = getelementptr inbounds nuw float, ptr %5435, i64 %5440
  %5442 = load float, ptr %5441, align 4
  %5443 = fmul float %5434, %5442
  %5444 = fmul float %5417, %5425
  %5445 = fadd float %5444, %5443
  %5446 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5388, 1
  %5447 = mul nuw nsw i64 %5390, 256
  %5448 = mul nuw nsw i64 %5394, 128
  %5449 = add nuw nsw i64 %5447, %5448
  %5450 = mul nuw nsw i64 %5398, 64
  %5451 = add nuw nsw i64 %5449, %5450
  %5452 = mul nuw nsw i64 %5402, 8
  %5453 = add nuw nsw i64 %5451, %5452
  %5454 = add nuw nsw i64 %5453, %5406
  %5455 = getelementptr inbounds nuw float, ptr %5446, i64 %5454
  store float %5445, ptr %5455, align 4
  %5456 = add i64 %5406, 1
  br label %5405

5457:                                             ; preds = %5405
  %5458 = add i64 %5402, 1
  br label %5401

5459:                                             ; preds = %5401
  %5460 = add i64 %5398, 1
  br label %5397

5461:                                             ; preds = %5397
  %5462 = add i64 %5394, 1
  br label %5393

5463:                                             ; preds = %5393
  %5464 = add i64 %5390, 1
  br label %5389

5465:                                             ; preds = %5389
  %5466 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5388, 0
  %5467 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5388, 1
  %5468 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5466, 0
  %5469 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5468, ptr %5467, 1
  %5470 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5469, i64 0, 2
  %5471 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5470, i64 1, 3, 0
  %5472 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5471, i64 256, 4, 0
  %5473 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5472, i64 4, 3, 1
  %5474 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5473, i64 64, 4, 1
  %5475 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5474, i64 8, 3, 2
  %5476 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5475, i64 8, 4, 2
  %5477 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5476, i64 8, 3, 3
  %5478 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5477, i64 1, 4, 3
  %5479 = call ptr @malloc(i64 1088)
  %5480 = ptrtoint ptr %5479 to i64
  %5481 = add i64 %5480, 63
  %5482 = urem i64 %5481, 64
  %5483 = sub i64 %5481, %5482
  %5484 = inttoptr i64 %5483 to ptr
  %5485 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5479, 0
  %5486 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5485, ptr %5484, 1
  %5487 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5486, i64 0, 2
  %5488 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5487, i64 1, 3, 0
  %5489 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5488, i64 4, 3, 1
  %5490 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5489, i64 8, 3, 2
  %5491 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5490, i64 8, 3, 3
  %5492 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5491, i64 256, 4, 0
  %5493 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5492, i64 64, 4, 1
  %5494 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5493, i64 8, 4, 2
  %5495 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5494, i64 1, 4, 3
  br label %5496

5496:                                             ; preds = %5534, %5465
  %5497 = phi i64 [ %5535, %5534 ], [ 0, %5465 ]
  %5498 = icmp slt i64 %5497, 1
  br i1 %5498, label %5499, label %5536

5499:                                             ; preds = %5496
  br label %5500

5500:                                             ; preds = %5532, %5499
  %5501 = phi i64 [ %5533, %5532 ], [ 0, %5499 ]
  %5502 = icmp slt i64 %5501, 4
  br i1 %5502, label %5503, label %5534

5503:                                             ; preds = %5500
  br label %5504

5504:                                             ; preds = %5530, %5503
  %5505 = phi i64 [ %5531, %5530 ], [ 0, %5503 ]
  %5506 = icmp slt i64 %5505, 8
  br i1 %5506, label %5507, label %5532

5507:                                             ; preds = %5504
  br label %5508

5508:                                             ; preds = %5511, %5507
  %5509 = phi i64 [ %5529, %5511 ], [ 0, %5507 ]
  %5510 = icmp slt i64 %5509, 8
  br i1 %5510, label %5511, label %5530

5511:                                             ; preds = %5508
  %5512 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2548, 1
  %5513 = mul nuw nsw i64 %5497, 256
  %5514 = mul nuw nsw i64 %5501, 64
  %5515 = add nuw nsw i64 %5513, %5514
  %5516 = mul nuw nsw i64 %5505, 8
  %5517 = add nuw nsw i64 %5515, %5516
  %5518 = add nuw nsw i64 %5517, %5509
  %5519 = getelementptr inbounds nuw float, ptr %5512, i64 %5518
  %5520 = load float, ptr %5519, align 4
  %5521 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5495, 1
  %5522 = mul nuw nsw i64 %5497, 256
  %5523 = mul nuw nsw i64 %5501, 64
  %5524 = add nuw nsw i64 %5522, %5523
  %5525 = mul nuw nsw i64 %5505, 8
  %5526 = add nuw nsw i64 %5524, %5525
  %5527 = add nuw nsw i64 %5526, %5509
  %5528 = getelementptr inbounds nuw float, ptr %5521, i64 %5527
  store float %5520, ptr %5528, align 4
  %5529 = add i64 %5509, 1
  br label %5508

5530:                                             ; preds = %5508
  %5531 = add i64 %5505, 1
  br label %5504

5532:                                             ; preds = %5504
  %5533 = add i64 %5501, 1
  br label %5500

5534:                                             ; preds = %5500
  %5535 = add i64 %5497, 1
  br label %5496

5536:                                             ; preds = %5496
  br label %5537

5537:                                             ; preds = %5629, %5536
  %5538 = phi i64 [ %5630, %5629 ], [ 0, %5536 ]
  %5539 = icmp slt i64 %5538, 1
  br i1 %5539, label %5540, label %5631

5540:                                             ; preds = %5537
  br label %5541

5541:                                             ; preds = %5627, %5540
  %5542 = phi i64 [ %5628, %5627 ], [ 0, %5540 ]
  %5543 = icmp slt i64 %5542, 4
  br i1 %5543, label %5544, label %5629

5544:                                             ; preds = %5541
  br label %5545

5545:                                             ; preds = %5625, %5544
  %5546 = phi i64 [ %5626, %5625 ], [ 0, %5544 ]
  %5547 = icmp slt i64 %5546, 8
  br i1 %5547, label %5548, label %5627

5548:                                             ; preds = %5545
  br label %5549

5549:                                             ; preds = %5623, %5548
  %5550 = phi i64 [ %5624, %5623 ], [ 0, %5548 ]
  %5551 = icmp slt i64 %5550, 8
  br i1 %5551, label %5552, label %5625

5552:                                             ; preds = %5549
  br label %5553

5553:                                             ; preds = %5556, %5552
  %5554 = phi i64 [ %5622, %5556 ], [ 0, %5552 ]
  %5555 = icmp slt i64 %5554, 8
  br i1 %5555, label %5556, label %5623

5556:                                             ; preds = %5553
  %5557 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4306, 1
  %5558 = mul nuw nsw i64 %5538, 256
  %5559 = mul nuw nsw i64 %5542, 64
  %5560 = add nuw nsw i64 %5558, %5559
  %5561 = mul nuw nsw i64 %5546, 8
  %5562 = add nuw nsw i64 %5560, %5561
  %5563 = add nuw nsw i64 %5562, %5554
  %5564 = getelementptr inbounds nuw float, ptr %5557, i64 %5563
  %5565 = load float, ptr %5564, align 4
  %5566 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %822, 1
  %5567 = mul nuw nsw i64 %5538, 64
  %5568 = add nuw nsw i64 %5567, 0
  %5569 = mul nuw nsw i64 %5546, 8
  %5570 = add nuw nsw i64 %5568, %5569
  %5571 = add nuw nsw i64 %5570, %5554
  %5572 = getelementptr inbounds nuw float, ptr %5566, i64 %5571
  %5573 = load float, ptr %5572, align 4
  %5574 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4877, 1
  %5575 = mul nuw nsw i64 %5538, 256
  %5576 = mul nuw nsw i64 %5542, 64
  %5577 = add nuw nsw i64 %5575, %5576
  %5578 = mul nuw nsw i64 %5546, 8
  %5579 = add nuw nsw i64 %5577, %5578
  %5580 = add nuw nsw i64 %5579, %5554
  %5581 = getelementptr inbounds nuw float, ptr %5574, i64 %5580
  %5582 = load float, ptr %5581, align 4
  %5583 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %881, 1
  %5584 = mul nuw nsw i64 %5538, 64
  %5585 = add nuw nsw i64 %5584, 0
  %5586 = mul nuw nsw i64 %5546, 8
  %5587 = add nuw nsw i64 %5585, %5586
  %5588 = add nuw nsw i64 %5587, %5554
  %5589 = getelementptr inbounds nuw float, ptr %5583, i64 %5588
  %5590 = load float, ptr %5589, align 4
  %5591 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5478, 1
  %5592 = mul nuw nsw i64 %5538, 256
  %5593 = mul nuw nsw i64 %5542, 64
  %5594 = add nuw nsw i64 %5592, %5593
  %5595 = mul nuw nsw i64 %5554, 8
  %5596 = add nuw nsw i64 %5594, %5595
  %5597 = add nuw nsw i64 %5596, %5550
  %5598 = getelementptr inbounds nuw float, ptr %5591, i64 %5597
  %5599 = load float, ptr %5598, align 4
  %5600 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5495, 1
  %5601 = mul nuw nsw i64 %5538, 256
  %5602 = mul nuw nsw i64 %5542, 64
  %5603 = add nuw nsw i64 %5601, %5602
  %5604 = mul nuw nsw i64 %5546, 8
  %5605 = add nuw nsw i64 %5603, %5604
  %5606 = add nuw nsw i64 %5605, %5550
  %5607 = getelementptr inbounds nuw float, ptr %5600, i64 %5606
  %5608 = load float, ptr %5607, align 4
  %5609 = fmul float %5582, %5590
  %5610 = fmul float %5565, %5573
  %5611 = fadd float %5610, %5609
  %5612 = fmul float %5611, %5599
  %5613 = fadd float %5608, %5612
  %5614 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5495, 1
  %5615 = mul nuw nsw i64 %5538, 256
  %5616 = mul nuw nsw i64 %5542, 64
  %5617 = add nuw nsw i64 %5615, %5616
  %5618 = mul nuw nsw i64 %5546, 8
  %5619 = add nuw nsw i64 %5617, %5618
  %5620 = add nuw nsw i64 %5619, %5550
  %5621 = getelementptr inbounds nuw float, ptr %5614, i64 %5620
  store float %5613, ptr %5621, align 4
  %5622 = add i64 %5554, 1
  br label %5553

5623:                                             ; preds = %5553
  %5624 = add i64 %5550, 1
  br label %5549

5625:                                             ; preds = %5549
  %5626 = add i64 %5546, 1
  br label %5545

5627:                                             ; preds = %5545
  %5628 = add i64 %5542, 1
  br label %5541

5629:                                             ; preds = %5541
  %5630 = add i64 %5538, 1
  br label %5537

5631:                                             ; preds = %5537
  %5632 = call ptr @malloc(i64 1088)
  %5633 = ptrtoint ptr %5632 to i64
  %5634 = add i64 %5633, 63
  %5635 = urem i64 %5634, 64
  %5636 = sub i64 %5634, %5635
  %5637 = inttoptr i64 %5636 to ptr
  %5638 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5632, 0
  %5639 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5638, ptr %5637, 1
  %5640 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5639, i64 0, 2
  %5641 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5640, i64 1, 3, 0
  %5642 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5641, i64 4, 3, 1
  %5643 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5642, i64 8, 3, 2
  %5644 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5643, i64 8, 3, 3
  %5645 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5644, i64 256, 4, 0
  %5646 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5645, i64 64, 4, 1
  %5647 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5646, i64 8, 4, 2
  %5648 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5647, i64 1, 4, 3
  br label %5649

5649:                                             ; preds = %5697, %5631
  %5650 = phi i64 [ %5698, %5697 ], [ 0, %5631 ]
  %5651 = icmp slt i64 %5650, 1
  br i1 %5651, label %5652, label %5699

5652:                                             ; preds = %5649
  br label %5653

5653:                                             ; preds = %5695, %5652
  %5654 = phi i64 [ %5696, %5695 ], [ 0, %5652 ]
  %5655 = icmp slt i64 %5654, 4
  br i1 %5655, label %5656, label %5697

5656:                                             ; preds = %5653
  br label %5657

5657:                                             ; preds = %5693, %5656
  %5658 = phi i64 [ %5694, %5693 ], [ 0, %5656 ]
  %5659 = icmp slt i64 %5658, 8
  br i1 %5659, label %5660, label %5695

5660:                                             ; preds = %5657
  br label %5661

5661:                                             ; preds = %5664, %5660
  %5662 = phi i64 [ %5692, %5664 ], [ 0, %5660 ]
  %5663 = icmp slt i64 %5662, 8
  br i1 %5663, label %5664, label %5693

5664:                                             ; preds = %5661
  %5665 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5495, 1
  %5666 = mul nuw nsw i64 %5650, 256
  %5667 = mul nuw nsw i64 %5654, 64
  %5668 = add nuw nsw i64 %5666, %5667
  %5669 = mul nuw nsw i64 %5658, 8
  %5670 = add nuw nsw i64 %5668, %5669
  %5671 = add nuw nsw i64 %5670, %5662
  %5672 = getelementptr inbounds nuw float, ptr %5665, i64 %5671
  %5673 = load float, ptr %5672, align 4
  %5674 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %473, 1
  %5675 = mul nuw nsw i64 %5650, 64
  %5676 = add nuw nsw i64 %5675, 0
  %5677 = mul nuw nsw i64 %5658, 8
  %5678 = add nuw nsw i64 %5676, %5677
  %5679 = add nuw nsw i64 %5678, %5662
  %5680 = getelementptr inbounds nuw float, ptr %5674, i64 %5679
  %5681 = load float, ptr %5680, align 4
  %5682 = fmul float %5673, f0x3EB504F3
  %5683 = fadd float %5682, %5681
  %5684 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5648, 1
  %5685 = mul nuw nsw i64 %5650, 256
  %5686 = mul nuw nsw i64 %5654, 64
  %5687 = add nuw nsw i64 %5685, %5686
  %5688 = mul nuw nsw i64 %5658, 8
  %5689 = add nuw nsw i64 %5687, %5688
  %5690 = add nuw nsw i64 %5689, %5662
  %5691 = getelementptr inbounds nuw float, ptr %5684, i64 %5690
  store float %5683, ptr %5691, align 4
  %5692 = add i64 %5662, 1
  br label %5661

5693:                                             ; preds = %5661
  %5694 = add i64 %5658, 1
  br label %5657

5695:                                             ; preds = %5657
  %5696 = add i64 %5654, 1
  br label %5653

5697:                                             ; preds = %5653
  %5698 = add i64 %5650, 1
  br label %5649

5699:                                             ; preds = %5649
  %5700 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5648, 0
  %5701 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5648, 1
  %5702 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %5700, 0
  %5703 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5702, ptr %5701, 1
  %5704 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5703, i64 0, 2
  %5705 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5704, i64 1, 3, 0
  %5706 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5705, i64 256, 4, 0
  %5707 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5706, i64 4, 3, 1
  %5708 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5707, i64 64, 4, 1
  %5709 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5708, i64 8, 3, 2
  %5710 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5709, i64 8, 4, 2
  %5711 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5710, i64 1, 3, 3
  %5712 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5711, i64 8, 4, 3
  %5713 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5712, i64 8, 3, 4
  %5714 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5713, i64 1, 4, 4
  %5715 = call ptr @malloc(i64 192)
  %5716 = ptrtoint ptr %5715 to i64
  %5717 = add i64 %5716, 63
  %5718 = urem i64 %5717, 64
  %5719 = sub i64 %5717, %5718
  %5720 = inttoptr i64 %5719 to ptr
  %5721 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5715, 0
  %5722 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5721, ptr %5720, 1
  %5723 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5722, i64 0, 2
  %5724 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5723, i64 1, 3, 0
  %5725 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5724, i64 4, 3, 1
  %5726 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5725, i64 8, 3, 2
  %5727 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5726, i64 1, 3, 3
  %5728 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5727, i64 32, 4, 0
  %5729 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5728, i64 8, 4, 1
  %5730 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5729, i64 1, 4, 2
  %5731 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5730, i64 1, 4, 3
  br label %5732

5732:                                             ; preds = %5768, %5699
  %5733 = phi i64 [ %5769, %5768 ], [ 0, %5699 ]
  %5734 = icmp slt i64 %5733, 1
  br i1 %5734, label %5735, label %5770

5735:                                             ; preds = %5732
  br label %5736

5736:                                             ; preds = %5766, %5735
  %5737 = phi i64 [ %5767, %5766 ], [ 0, %5735 ]
  %5738 = icmp slt i64 %5737, 4
  br i1 %5738, label %5739, label %5768

5739:                                             ; preds = %5736
  br label %5740

5740:                                             ; preds = %5764, %5739
  %5741 = phi i64 [ %5765, %5764 ], [ 0, %5739 ]
  %5742 = icmp slt i64 %5741, 8
  br i1 %5742, label %5743, label %5766

5743:                                             ; preds = %5740
  br label %5744

5744:                                             ; preds = %5747, %5743
  %5745 = phi i64 [ %5763, %5747 ], [ 0, %5743 ]
  %5746 = icmp slt i64 %5745, 1
  br i1 %5746, label %5747, label %5764

5747:                                             ; preds = %5744
  %5748 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2836, 1
  %5749 = mul nuw nsw i64 %5733, 32
  %5750 = mul nuw nsw i64 %5737, 8
  %5751 = add nuw nsw i64 %5749, %5750
  %5752 = add nuw nsw i64 %5751, %5741
  %5753 = add nuw nsw i64 %5752, %5745
  %5754 = getelementptr inbounds nuw float, ptr %5748, i64 %5753
  %5755 = load float, ptr %5754, align 4
  %5756 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5731, 1
  %5757 = mul nuw nsw i64 %5733, 32
  %5758 = mul nuw nsw i64 %5737, 8
  %5759 = add nuw nsw i64 %5757, %5758
  %5760 = add nuw nsw i64 %5759, %5741
  %5761 = add nuw nsw i64 %5760, %5745
  %5762 = getelementptr inbounds nuw float, ptr %5756, i64 %5761
  store float %5755, ptr %5762, align 4
  %5763 = add i64 %5745, 1
  br label %5744

5764:                                             ; preds = %5744
  %5765 = add i64 %5741, 1
  br label %5740

5766:                                             ; preds = %5740
  %5767 = add i64 %5737, 1
  br label %5736

5768:                                             ; preds = %5736
  %5769 = add i64 %5733, 1
  br label %5732

5770:                                             ; preds = %5732
  br label %5771

5771:                                             ; preds = %5825, %5770
  %5772 = phi i64 [ %5826, %5825 ], [ 0, %5770 ]
  %5773 = icmp slt i64 %5772, 1
  br i1 %5773, label %5774, label %5827

5774:                                             ; preds = %5771
  br label %5775

5775:                                             ; preds = %5823, %5774
  %5776 = phi i64 [ %5824, %5823 ], [ 0, %5774 ]
  %5777 = icmp slt i64 %5776, 4
  br i1 %5777, label %5778, label %5825

5778:                                             ; preds = %5775
  br label %5779

5779:                                             ; preds = %5821, %5778
  %5780 = phi i64 [ %5822, %5821 ], [ 0, %5778 ]
  %5781 = icmp slt i64 %5780, 8
  br i1 %5781, label %5782, label %5823

5782:                                             ; preds = %5779
  br label %5783

5783:                                             ; preds = %5819, %5782
  %5784 = phi i64 [ %5820, %5819 ], [ 0, %5782 ]
  %5785 = icmp slt i64 %5784, 1
  br i1 %5785, label %5786, label %5821

5786:                                             ; preds = %5783
  br label %5787

5787:                                             ; preds = %5790, %5786
  %5788 = phi i64 [ %5818, %5790 ], [ 0, %5786 ]
  %5789 = icmp slt i64 %5788, 8
  br i1 %5789, label %5790, label %5819

5790:                                             ; preds = %5787
  %5791 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5714, 1
  %5792 = mul nuw nsw i64 %5772, 256
  %5793 = mul nuw nsw i64 %5776, 64
  %5794 = add nuw nsw i64 %5792, %5793
  %5795 = mul nuw nsw i64 %5780, 8
  %5796 = add nuw nsw i64 %5794, %5795
  %5797 = mul nuw nsw i64 %5784, 8
  %5798 = add nuw nsw i64 %5796, %5797
  %5799 = add nuw nsw i64 %5798, %5788
  %5800 = getelementptr inbounds nuw float, ptr %5791, i64 %5799
  %5801 = load float, ptr %5800, align 4
  %5802 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5731, 1
  %5803 = mul nuw nsw i64 %5772, 32
  %5804 = mul nuw nsw i64 %5776, 8
  %5805 = add nuw nsw i64 %5803, %5804
  %5806 = add nuw nsw i64 %5805, %5780
  %5807 = add nuw nsw i64 %5806, %5784
  %5808 = getelementptr inbounds nuw float, ptr %5802, i64 %5807
  %5809 = load float, ptr %5808, align 4
  %5810 = call float @llvm.maximum.f32(float %5801, float %5809)
  %5811 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5731, 1
  %5812 = mul nuw nsw i64 %5772, 32
  %5813 = mul nuw nsw i64 %5776, 8
  %5814 = add nuw nsw i64 %5812, %5813
  %5815 = add nuw nsw i64 %5814, %5780
  %5816 = add nuw nsw i64 %5815, %5784
  %5817 = getelementptr inbounds nuw float, ptr %5811, i64 %5816
  store float %5810, ptr %5817, align 4
  %5818 = add i64 %5788, 1
  br label %5787

5819:                                             ; preds = %5787
  %5820 = add i64 %5784, 1
  br label %5783

5821:                                             ; preds = %5783
  %5822 = add i64 %5780, 1
  br label %5779

5823:                                             ; preds = %5779
  %5824 = add i64 %5776, 1
  br label %5775

5825:                                             ; preds = %5775
  %5826 = add i64 %5772, 1
  br label %5771

5827:                                             ; preds = %5771
  %5828 = call ptr @malloc(i64 1088)
  %5829 = ptrtoint ptr %5828 to i64
  %5830 = add i64 %5829, 63
  %5831 = urem i64 %5830, 64
  %5832 = sub i64 %5830, %5831
  %5833 = inttoptr i64 %5832 to ptr
  %5834 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5828, 0
  %5835 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5834, ptr %5833, 1
  %5836 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5835, i64 0, 2
  %5837 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5836, i64 1, 3, 0
  %5838 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5837, i64 4, 3, 1
  %5839 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5838, i64 8, 3, 2
  %5840 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5839, i64 8, 3, 3
  %5841 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5840, i64 256, 4, 0
  %5842 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5841, i64 64, 4, 1
  %5843 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5842, i64 8, 4, 2
  %5844 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5843, i64 1, 4, 3
  br label %5845

5845:                                             ; preds = %5894, %5827
  %5846 = phi i64 [ %5895, %5894 ], [ 0, %5827 ]
  %5847 = icmp slt i64 %5846, 1
  br i1 %5847, label %5848, label %5896

5848:                                             ; preds = %5845
  br label %5849

5849:                                             ; preds = %5892, %5848
  %5850 = phi i64 [ %5893, %5892 ], [ 0, %5848 ]
  %5851 = icmp slt i64 %5850, 4
  br i1 %5851, label %5852, label %5894

5852:                                             ; preds = %5849
  br label %5853

5853:                                             ; preds = %5890, %5852
  %5854 = phi i64 [ %5891, %5890 ], [ 0, %5852 ]
  %5855 = icmp slt i64 %5854, 8
  br i1 %5855, label %5856, label %5892

5856:                                             ; preds = %5853
  br label %5857

5857:                                             ; preds = %5860, %5856
  %5858 = phi i64 [ %5889, %5860 ], [ 0, %5856 ]
  %5859 = icmp slt i64 %5858, 8
  br i1 %5859, label %5860, label %5890

5860:                                             ; preds = %5857
  %5861 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5648, 1
  %5862 = mul nuw nsw i64 %5846, 256
  %5863 = mul nuw nsw i64 %5850, 64
  %5864 = add nuw nsw i64 %5862, %5863
  %5865 = mul nuw nsw i64 %5854, 8
  %5866 = add nuw nsw i64 %5864, %5865
  %5867 = add nuw nsw i64 %5866, %5858
  %5868 = getelementptr inbounds nuw float, ptr %5861, i64 %5867
  %5869 = load float, ptr %5868, align 4
  %5870 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5731, 1
  %5871 = mul nuw nsw i64 %5846, 32
  %5872 = mul nuw nsw i64 %5850, 8
  %5873 = add nuw nsw i64 %5871, %5872
  %5874 = add nuw nsw i64 %5873, %5854
  %5875 = add nuw nsw i64 %5874, 0
  %5876 = getelementptr inbounds nuw float, ptr %5870, i64 %5875
  %5877 = load float, ptr %5876, align 4
  %5878 = fsub float %5869, %5877
  %5879 = fmul float %5878, f0x3FB8AA3B
  %5880 = call float @llvm.exp2.f32(float %5879)
  %5881 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5844, 1
  %5882 = mul nuw nsw i64 %5846, 256
  %5883 = mul nuw nsw i64 %5850, 64
  %5884 = add nuw nsw i64 %5882, %5883
  %5885 = mul nuw nsw i64 %5854, 8
  %5886 = add nuw nsw i64 %5884, %5885
  %5887 = add nuw nsw i64 %5886, %5858
  %5888 = getelementptr inbounds nuw float, ptr %5881, i64 %5887
  store float %5880, ptr %5888, align 4
  %5889 = add i64 %5858, 1
  br label %5857

5890:                                             ; preds = %5857
  %5891 = add i64 %5854, 1
  br label %5853

5892:                                             ; preds = %5853
  %5893 = add i64 %5850, 1
  br label %5849

5894:                                             ; preds = %5849
  %5895 = add i64 %5846, 1
  br label %5845

5896:                                             ; preds = %5845
  %5897 = call ptr @malloc(i64 192)
  %5898 = ptrtoint ptr %5897 to i64
  %5899 = add i64 %5898, 63
  %5900 = urem i64 %5899, 64
  %5901 = sub i64 %5899, %5900
  %5902 = inttoptr i64 %5901 to ptr
  %5903 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5897, 0
  %5904 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5903, ptr %5902, 1
  %5905 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5904, i64 0, 2
  %5906 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5905, i64 1, 3, 0
  %5907 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5906, i64 4, 3, 1
  %5908 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5907, i64 8, 3, 2
  %5909 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5908, i64 1, 3, 3
  %5910 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5909, i64 32, 4, 0
  %5911 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5910, i64 8, 4, 1
  %5912 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5911, i64 1, 4, 2
  %5913 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5912, i64 1, 4, 3
  br label %5914

5914:                                             ; preds = %5950, %5896
  %5915 = phi i64 [ %5951, %5950 ], [ 0, %5896 ]
  %5916 = icmp slt i64 %5915, 1
  br i1 %5916, label %5917, label %5952

5917:                                             ; preds = %5914
  br label %5918

5918:                                             ; preds = %5948, %5917
  %5919 = phi i64 [ %5949, %5948 ], [ 0, %5917 ]
  %5920 = icmp slt i64 %5919, 4
  br i1 %5920, label %5921, label %5950

5921:                                             ; preds = %5918
  br label %5922

5922:                                             ; preds = %5946, %5921
  %5923 = phi i64 [ %5947, %5946 ], [ 0, %5921 ]
  %5924 = icmp slt i64 %5923, 8
  br i1 %5924, label %5925, label %5948

5925:                                             ; preds = %5922
  br label %5926

5926:                                             ; preds = %5929, %5925
  %5927 = phi i64 [ %5945, %5929 ], [ 0, %5925 ]
  %5928 = icmp slt i64 %5927, 1
  br i1 %5928, label %5929, label %5946

5929:                                             ; preds = %5926
  %5930 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3035, 1
  %5931 = mul nuw nsw i64 %5915, 32
  %5932 = mul nuw nsw i64 %5919, 8
  %5933 = add nuw nsw i64 %5931, %5932
  %5934 = add nuw nsw i64 %5933, %5923
  %5935 = add nuw nsw i64 %5934, %5927
  %5936 = getelementptr inbounds nuw float, ptr %5930, i64 %5935
  %5937 = load float, ptr %5936, align 4
  %5938 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5913, 1
  %5939 = mul nuw nsw i64 %5915, 32
  %5940 = mul nuw nsw i64 %5919, 8
  %5941 = add nuw nsw i64 %5939, %5940
  %5942 = add nuw nsw i64 %5941, %5923
  %5943 = add nuw nsw i64 %5942, %5927
  %5944 = getelementptr inbounds nuw float, ptr %5938, i64 %5943
  store float %5937, ptr %5944, align 4
  %5945 = add i64 %5927, 1
  br label %5926

5946:                                             ; preds = %5926
  %5947 = add i64 %5923, 1
  br label %5922

5948:                                             ; preds = %5922
  %5949 = add i64 %5919, 1
  br label %5918

5950:                                             ; preds = %5918
  %5951 = add i64 %5915, 1
  br label %5914

5952:                                             ; preds = %5914
  br label %5953

5953:                                             ; preds = %5999, %5952
  %5954 = phi i64 [ %6000, %5999 ], [ 0, %5952 ]
  %5955 = icmp slt i64 %5954, 1
  br i1 %5955, label %5956, label %6001

5956:                                             ; preds = %5953
  br label %5957

5957:                                             ; preds = %5997, %5956
  %5958 = phi i64 [ %5998, %5997 ], [ 0, %5956 ]
  %5959 = icmp slt i64 %5958, 4
  br i1 %5959, label %5960, label %5999

5960:                                             ; preds = %5957
  br label %5961

5961:                                             ; preds = %5995, %5960
  %5962 = phi i64 [ %5996, %5995 ], [ 0, %5960 ]
  %5963 = icmp slt i64 %5962, 8
  br i1 %5963, label %5964, label %5997

5964:                                             ; preds = %5961
  br label %5965

5965:                                             ; preds = %5968, %5964
  %5966 = phi i64 [ %5994, %5968 ], [ 0, %5964 ]
  %5967 = icmp slt i64 %5966, 8
  br i1 %5967, label %5968, label %5995

5968:                                             ; preds = %5965
  %5969 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5844, 1
  %5970 = mul nuw nsw i64 %5954, 256
  %5971 = mul nuw nsw i64 %5958, 64
  %5972 = add nuw nsw i64 %5970, %5971
  %5973 = mul nuw nsw i64 %5962, 8
  %5974 = add nuw nsw i64 %5972, %5973
  %5975 = add nuw nsw i64 %5974, %5966
  %5976 = getelementptr inbounds nuw float, ptr %5969, i64 %5975
  %5977 = load float, ptr %5976, align 4
  %5978 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5913, 1
  %5979 = mul nuw nsw i64 %5954, 32
  %5980 = mul nuw nsw i64 %5958, 8
  %5981 = add nuw nsw i64 %5979, %5980
  %5982 = add nuw nsw i64 %5981, %5962
  %5983 = add nuw nsw i64 %5982, 0
  %5984 = getelementptr inbounds nuw float, ptr %5978, i64 %5983
  %5985 = load float, ptr %5984, align 4
  %5986 = fadd float %5977, %5985
  %5987 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5913, 1
  %5988 = mul nuw nsw i64 %5954, 32
  %5989 = mul nuw nsw i64 %5958, 8
  %5990 = add nuw nsw i64 %5988, %5989
  %5991 = add nuw nsw i64 %5990, %5962
  %5992 = add nuw nsw i64 %5991, 0
  %5993 = getelementptr inbounds nuw float, ptr %5987, i64 %5992
  store float %5986, ptr %5993, align 4
  %5994 = add i64 %5966, 1
  br label %5965

5995:                                             ; preds = %5965
  %5996 = add i64 %5962, 1
  br label %5961

5997:                                             ; preds = %5961
  %5998 = add i64 %5958, 1
  br label %5957

5999:                                             ; preds = %5957
  %6000 = add i64 %5954, 1
  br label %5953

6001:                                             ; preds = %5953
  %6002 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5320, 0
  %6003 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5320, 1
  %6004 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6002, 0
  %6005 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6004, ptr %6003, 1
  %6006 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6005, i64 0, 2
  %6007 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6006, i64 1, 3, 0
  %6008 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6007, i64 256, 4, 0
  %6009 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6008, i64 4, 3, 1
  %6010 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6009, i64 64, 4, 1
  %6011 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6010, i64 8, 3, 2
  %6012 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6011, i64 8, 4, 2
  %6013 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6012, i64 8, 3, 3
  %6014 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6013, i64 1, 4, 3
  %6015 = call ptr @malloc(i64 1088)
  %6016 = ptrtoint ptr %6015 to i64
  %6017 = add i64 %6016, 63
  %6018 = urem i64 %6017, 64
  %6019 = sub i64 %6017, %6018
  %6020 = inttoptr i64 %6019 to ptr
  %6021 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6015, 0
  %6022 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6021, ptr %6020, 1
  %6023 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6022, i64 0, 2
  %6024 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6023, i64 1, 3, 0
  %6025 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6024, i64 4, 3, 1
  %6026 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6025, i64 8, 3, 2
  %6027 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6026, i64 8, 3, 3
  %6028 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6027, i64 256, 4, 0
  %6029 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6028, i64 64, 4, 1
  %6030 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6029, i64 8, 4, 2
  %6031 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6030, i64 1, 4, 3
  br label %6032

6032:                                             ; preds = %6070, %6001
  %6033 = phi i64 [ %6071, %6070 ], [ 0, %6001 ]
  %6034 = icmp slt i64 %6033, 1
  br i1 %6034, label %6035, label %6072

6035:                                             ; preds = %6032
  br label %6036

6036:                                             ; preds = %6068, %6035
  %6037 = phi i64 [ %6069, %6068 ], [ 0, %6035 ]
  %6038 = icmp slt i64 %6037, 4
  br i1 %6038, label %6039, label %6070

6039:                                             ; preds = %6036
  br label %6040

6040:                                             ; preds = %6066, %6039
  %6041 = phi i64 [ %6067, %6066 ], [ 0, %6039 ]
  %6042 = icmp slt i64 %6041, 8
  br i1 %6042, label %6043, label %6068

6043:                                             ; preds = %6040
  br label %6044

6044:                                             ; preds = %6047, %6043
  %6045 = phi i64 [ %6065, %6047 ], [ 0, %6043 ]
  %6046 = icmp slt i64 %6045, 8
  br i1 %6046, label %6047, label %6066

6047:                                             ; preds = %6044
  %6048 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2548, 1
  %6049 = mul nuw nsw i64 %6033, 256
  %6050 = mul nuw nsw i64 %6037, 64
  %6051 = add nuw nsw i64 %6049, %6050
  %6052 = mul nuw nsw i64 %6041, 8
  %6053 = add nuw nsw i64 %6051, %6052
  %6054 = add nuw nsw i64 %6053, %6045
  %6055 = getelementptr inbounds nuw float, ptr %6048, i64 %6054
  %6056 = load float, ptr %6055, align 4
  %6057 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6031, 1
  %6058 = mul nuw nsw i64 %6033, 256
  %6059 = mul nuw nsw i64 %6037, 64
  %6060 = add nuw nsw i64 %6058, %6059
  %6061 = mul nuw nsw i64 %6041, 8
  %6062 = add nuw nsw i64 %6060, %6061
  %6063 = add nuw nsw i64 %6062, %6045
  %6064 = getelementptr inbounds nuw float, ptr %6057, i64 %6063
  store float %6056, ptr %6064, align 4
  %6065 = add i64 %6045, 1
  br label %6044

6066:                                             ; preds = %6044
  %6067 = add i64 %6041, 1
  br label %6040

6068:                                             ; preds = %6040
  %6069 = add i64 %6037, 1
  br label %6036

6070:                                             ; preds = %6036
  %6071 = add i64 %6033, 1
  br label %6032

6072:                                             ; preds = %6032
  br label %6073

6073:                                             ; preds = %6146, %6072
  %6074 = phi i64 [ %6147, %6146 ], [ 0, %6072 ]
  %6075 = icmp slt i64 %6074, 1
  br i1 %6075, label %6076, label %6148

6076:                                             ; preds = %6073
  br label %6077

6077:                                             ; preds = %6144, %6076
  %6078 = phi i64 [ %6145, %6144 ], [ 0, %6076 ]
  %6079 = icmp slt i64 %6078, 4
  br i1 %6079, label %6080, label %6146

6080:                                             ; preds = %6077
  br label %6081

6081:                                             ; preds = %6142, %6080
  %6082 = phi i64 [ %6143, %6142 ], [ 0, %6080 ]
  %6083 = icmp slt i64 %6082, 8
  br i1 %6083, label %6084, label %6144

6084:                                             ; preds = %6081
  br label %6085

6085:                                             ; preds = %6140, %6084
  %6086 = phi i64 [ %6141, %6140 ], [ 0, %6084 ]
  %6087 = icmp slt i64 %6086, 8
  br i1 %6087, label %6088, label %6142

6088:                                             ; preds = %6085
  br label %6089

6089:                                             ; preds = %6092, %6088
  %6090 = phi i64 [ %6139, %6092 ], [ 0, %6088 ]
  %6091 = icmp slt i64 %6090, 8
  br i1 %6091, label %6092, label %6140

6092:                                             ; preds = %6089
  %6093 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5844, 1
  %6094 = mul nuw nsw i64 %6074, 256
  %6095 = mul nuw nsw i64 %6078, 64
  %6096 = add nuw nsw i64 %6094, %6095
  %6097 = mul nuw nsw i64 %6082, 8
  %6098 = add nuw nsw i64 %6096, %6097
  %6099 = add nuw nsw i64 %6098, %6090
  %6100 = getelementptr inbounds nuw float, ptr %6093, i64 %6099
  %6101 = load float, ptr %6100, align 4
  %6102 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5913, 1
  %6103 = mul nuw nsw i64 %6074, 32
  %6104 = mul nuw nsw i64 %6078, 8
  %6105 = add nuw nsw i64 %6103, %6104
  %6106 = add nuw nsw i64 %6105, %6082
  %6107 = add nuw nsw i64 %6106, 0
  %6108 = getelementptr inbounds nuw float, ptr %6102, i64 %6107
  %6109 = load float, ptr %6108, align 4
  %6110 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6014, 1
  %6111 = mul nuw nsw i64 %6074, 256
  %6112 = mul nuw nsw i64 %6078, 64
  %6113 = add nuw nsw i64 %6111, %6112
  %6114 = mul nuw nsw i64 %6090, 8
  %6115 = add nuw nsw i64 %6113, %6114
  %6116 = add nuw nsw i64 %6115, %6086
  %6117 = getelementptr inbounds nuw float, ptr %6110, i64 %6116
  %6118 = load float, ptr %6117, align 4
  %6119 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6031, 1
  %6120 = mul nuw nsw i64 %6074, 256
  %6121 = mul nuw nsw i64 %6078, 64
  %6122 = add nuw nsw i64 %6120, %6121
  %6123 = mul nuw nsw i64 %6082, 8
  %6124 = add nuw nsw i64 %6122, %6123
  %6125 = add nuw nsw i64 %6124, %6086
  %6126 = getelementptr inbounds nuw float, ptr %6119, i64 %6125
  %6127 = load float, ptr %6126, align 4
  %6128 = fdiv float %6101, %6109
  %6129 = fmul float %6128, %6118
  %6130 = fadd float %6127, %6129
  %6131 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6031, 1
  %6132 = mul nuw nsw i64 %6074, 256
  %6133 = mul nuw nsw i64 %6078, 64
  %6134 = add nuw nsw i64 %6132, %6133
  %6135 = mul nuw nsw i64 %6082, 8
  %6136 = add nuw nsw i64 %6134, %6135
  %6137 = add nuw nsw i64 %6136, %6086
  %6138 = getelementptr inbounds nuw float, ptr %6131, i64 %6137
  store float %6130, ptr %6138, align 4
  %6139 = add i64 %6090, 1
  br label %6089

6140:                                             ; preds = %6089
  %6141 = add i64 %6086, 1
  br label %6085

6142:                                             ; preds = %6085
  %6143 = add i64 %6082, 1
  br label %6081

6144:                                             ; preds = %6081
  %6145 = add i64 %6078, 1
  br label %6077

6146:                                             ; preds = %6077
  %6147 = add i64 %6074, 1
  br label %6073

6148:                                             ; preds = %6073
  %6149 = call ptr @malloc(i64 1088)
  %6150 = ptrtoint ptr %6149 to i64
  %6151 = add i64 %6150, 63
  %6152 = urem i64 %6151, 64
  %6153 = sub i64 %6151, %6152
  %6154 = inttoptr i64 %6153 to ptr
  %6155 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %6149, 0
  %6156 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6155, ptr %6154, 1
  %6157 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6156, i64 0, 2
  %6158 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6157, i64 1, 3, 0
  %6159 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6158, i64 8, 3, 1
  %6160 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6159, i64 32, 3, 2
  %6161 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6160, i64 256, 4, 0
  %6162 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6161, i64 32, 4, 1
  %6163 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6162, i64 1, 4, 2
  br label %6164

6164:                                             ; preds = %6192, %6148
  %6165 = phi i64 [ %6193, %6192 ], [ 0, %6148 ]
  %6166 = icmp slt i64 %6165, 1
  br i1 %6166, label %6167, label %6194

6167:                                             ; preds = %6164
  br label %6168

6168:                                             ; preds = %6190, %6167
  %6169 = phi i64 [ %6191, %6190 ], [ 0, %6167 ]
  %6170 = icmp slt i64 %6169, 8
  br i1 %6170, label %6171, label %6192

6171:                                             ; preds = %6168
  br label %6172

6172:                                             ; preds = %6175, %6171
  %6173 = phi i64 [ %6189, %6175 ], [ 0, %6171 ]
  %6174 = icmp slt i64 %6173, 32
  br i1 %6174, label %6175, label %6190

6175:                                             ; preds = %6172
  %6176 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3329, 1
  %6177 = mul nuw nsw i64 %6165, 256
  %6178 = mul nuw nsw i64 %6169, 32
  %6179 = add nuw nsw i64 %6177, %6178
  %6180 = add nuw nsw i64 %6179, %6173
  %6181 = getelementptr inbounds nuw float, ptr %6176, i64 %6180
  %6182 = load float, ptr %6181, align 4
  %6183 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6163, 1
  %6184 = mul nuw nsw i64 %6165, 256
  %6185 = mul nuw nsw i64 %6169, 32
  %6186 = add nuw nsw i64 %6184, %6185
  %6187 = add nuw nsw i64 %6186, %6173
  %6188 = getelementptr inbounds nuw float, ptr %6183, i64 %6187
  store float %6182, ptr %6188, align 4
  %6189 = add i64 %6173, 1
  br label %6172

6190:                                             ; preds = %6172
  %6191 = add i64 %6169, 1
  br label %6168

6192:                                             ; preds = %6168
  %6193 = add i64 %6165, 1
  br label %6164

6194:                                             ; preds = %6164
  br label %6195

6195:                                             ; preds = %6252, %6194
  %6196 = phi i64 [ %6253, %6252 ], [ 0, %6194 ]
  %6197 = icmp slt i64 %6196, 1
  br i1 %6197, label %6198, label %6254

6198:                                             ; preds = %6195
  br label %6199

6199:                                             ; preds = %6250, %6198
  %6200 = phi i64 [ %6251, %6250 ], [ 0, %6198 ]
  %6201 = icmp slt i64 %6200, 8
  br i1 %6201, label %6202, label %6252

6202:                                             ; preds = %6199
  br label %6203

6203:                                             ; preds = %6248, %6202
  %6204 = phi i64 [ %6249, %6248 ], [ 0, %6202 ]
  %6205 = icmp slt i64 %6204, 32
  br i1 %6205, label %6206, label %6250

6206:                                             ; preds = %6203
  br label %6207

6207:                                             ; preds = %6246, %6206
  %6208 = phi i64 [ %6247, %6246 ], [ 0, %6206 ]
  %6209 = icmp slt i64 %6208, 4
  br i1 %6209, label %6210, label %6248

6210:                                             ; preds = %6207
  br label %6211

6211:                                             ; preds = %6214, %6210
  %6212 = phi i64 [ %6245, %6214 ], [ 0, %6210 ]
  %6213 = icmp slt i64 %6212, 8
  br i1 %6213, label %6214, label %6246

6214:                                             ; preds = %6211
  %6215 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6031, 1
  %6216 = mul nuw nsw i64 %6196, 256
  %6217 = mul nuw nsw i64 %6208, 64
  %6218 = add nuw nsw i64 %6216, %6217
  %6219 = mul nuw nsw i64 %6200, 8
  %6220 = add nuw nsw i64 %6218, %6219
  %6221 = add nuw nsw i64 %6220, %6212
  %6222 = getelementptr inbounds nuw float, ptr %6215, i64 %6221
  %6223 = load float, ptr %6222, align 4
  %6224 = mul nuw nsw i64 %6204, 32
  %6225 = mul nuw nsw i64 %6208, 8
  %6226 = add nuw nsw i64 %6224, %6225
  %6227 = add nuw nsw i64 %6226, %6212
  %6228 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32, i64 %6227
  %6229 = load float, ptr %6228, align 4
  %6230 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6163, 1
  %6231 = mul nuw nsw i64 %6196, 256
  %6232 = mul nuw nsw i64 %6200, 32
  %6233 = add nuw nsw i64 %6231, %6232
  %6234 = add nuw nsw i64 %6233, %6204
  %6235 = getelementptr inbounds nuw float, ptr %6230, i64 %6234
  %6236 = load float, ptr %6235, align 4
  %6237 = fmul float %6223, %6229
  %6238 = fadd float %6236, %6237
  %6239 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6163, 1
  %6240 = mul nuw nsw i64 %6196, 256
  %6241 = mul nuw nsw i64 %6200, 32
  %6242 = add nuw nsw i64 %6240, %6241
  %6243 = add nuw nsw i64 %6242, %6204
  %6244 = getelementptr inbounds nuw float, ptr %6239, i64 %6243
  store float %6238, ptr %6244, align 4
  %6245 = add i64 %6212, 1
  br label %6211

6246:                                             ; preds = %6211
  %6247 = add i64 %6208, 1
  br label %6207

6248:                                             ; preds = %6207
  %6249 = add i64 %6204, 1
  br label %6203

6250:                                             ; preds = %6203
  %6251 = add i64 %6200, 1
  br label %6199

6252:                                             ; preds = %6199
  %6253 = add i64 %6196, 1
  br label %6195

6254:                                             ; preds = %6195
  %6255 = call ptr @malloc(i64 1088)
  %6256 = ptrtoint ptr %6255 to i64
  %6257 = add i64 %6256, 63
  %6258 = urem i64 %6257, 64
  %6259 = sub i64 %6257, %6258
  %6260 = inttoptr i64 %6259 to ptr
  %6261 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %6255, 0
  %6262 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6261, ptr %6260, 1
  %6263 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6262, i64 0, 2
  %6264 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6263, i64 1, 3, 0
  %6265 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6264, i64 8, 3, 1
  %6266 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6265, i64 32, 3, 2
  %6267 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6266, i64 256, 4, 0
  %6268 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6267, i64 32, 4, 1
  %6269 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6268, i64 1, 4, 2
  br label %6270

6270:                                             ; preds = %6306, %6254
  %6271 = phi i64 [ %6307, %6306 ], [ 0, %6254 ]
  %6272 = icmp slt i64 %6271, 1
  br i1 %6272, label %6273, label %6308

6273:                                             ; preds = %6270
  br label %6274

6274:                                             ; preds = %6304, %6273
  %6275 = phi i64 [ %6305, %6304 ], [ 0, %6273 ]
  %6276 = icmp slt i64 %6275, 8
  br i1 %6276, label %6277, label %6306

6277:                                             ; preds = %6274
  br label %6278

6278:                                             ; preds = %6281, %6277
  %6279 = phi i64 [ %6303, %6281 ], [ 0, %6277 ]
  %6280 = icmp slt i64 %6279, 32
  br i1 %6280, label %6281, label %6304

6281:                                             ; preds = %6278
  %6282 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3988, 1
  %6283 = mul nuw nsw i64 %6271, 256
  %6284 = mul nuw nsw i64 %6275, 32
  %6285 = add nuw nsw i64 %6283, %6284
  %6286 = add nuw nsw i64 %6285, %6279
  %6287 = getelementptr inbounds nuw float, ptr %6282, i64 %6286
  %6288 = load float, ptr %6287, align 4
  %6289 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6163, 1
  %6290 = mul nuw nsw i64 %6271, 256
  %6291 = mul nuw nsw i64 %6275, 32
  %6292 = add nuw nsw i64 %6290, %6291
  %6293 = add nuw nsw i64 %6292, %6279
  %6294 = getelementptr inbounds nuw float, ptr %6289, i64 %6293
  %6295 = load float, ptr %6294, align 4
  %6296 = fadd float %6288, %6295
  %6297 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6269, 1
  %6298 = mul nuw nsw i64 %6271, 256
  %6299 = mul nuw nsw i64 %6275, 32
  %6300 = add nuw nsw i64 %6298, %6299
  %6301 = add nuw nsw i64 %6300, %6279
  %6302 = getelementptr inbounds nuw float, ptr %6297, i64 %6301
  store float %6296, ptr %6302, align 4
  %6303 = add i64 %6279, 1
  br label %6278

6304:                                             ; preds = %6278
  %6305 = add i64 %6275, 1
  br label %6274

6306:                                             ; preds = %6274
  %6307 = add i64 %6271, 1
  br label %6270

6308:                                             ; preds = %6270
  %6309 = call ptr @malloc(i64 96)
  %6310 = ptrtoint ptr %6309 to i64
  %6311 = add i64 %6310, 63
  %6312 = urem i64 %6311, 64
  %6313 = sub i64 %6311, %6312
  %6314 = inttoptr i64 %6313 to ptr
  %6315 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %6309, 0
  %6316 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6315, ptr %6314, 1
  %6317 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6316, i64 0, 2
  %6318 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6317, i64 1, 3, 0
  %6319 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6318, i64 8, 3, 1
  %6320 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6319, i64 1, 3, 2
  %6321 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6320, i64 8, 4, 0
  %6322 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6321, i64 1, 4, 1
  %6323 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6322, i64 1, 4, 2
  br label %6324

6324:                                             ; preds = %6350, %6308
  %6325 = phi i64 [ %6351, %6350 ], [ 0, %6308 ]
  %6326 = icmp slt i64 %6325, 1
  br i1 %6326, label %6327, label %6352

6327:                                             ; preds = %6324
  br label %6328

6328:                                             ; preds = %6348, %6327
  %6329 = phi i64 [ %6349, %6348 ], [ 0, %6327 ]
  %6330 = icmp slt i64 %6329, 8
  br i1 %6330, label %6331, label %6350

6331:                                             ; preds = %6328
  br label %6332

6332:                                             ; preds = %6335, %6331
  %6333 = phi i64 [ %6347, %6335 ], [ 0, %6331 ]
  %6334 = icmp slt i64 %6333, 1
  br i1 %6334, label %6335, label %6348

6335:                                             ; preds = %6332
  %6336 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %938, 1
  %6337 = mul nuw nsw i64 %6325, 8
  %6338 = add nuw nsw i64 %6337, %6329
  %6339 = add nuw nsw i64 %6338, %6333
  %6340 = getelementptr inbounds nuw float, ptr %6336, i64 %6339
  %6341 = load float, ptr %6340, align 4
  %6342 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6323, 1
  %6343 = mul nuw nsw i64 %6325, 8
  %6344 = add nuw nsw i64 %6343, %6329
  %6345 = add nuw nsw i64 %6344, %6333
  %6346 = getelementptr inbounds nuw float, ptr %6342, i64 %6345
  store float %6341, ptr %6346, align 4
  %6347 = add i64 %6333, 1
  br label %6332

6348:                                             ; preds = %6332
  %6349 = add i64 %6329, 1
  br label %6328

6350:                                             ; preds = %6328
  %6351 = add i64 %6325, 1
  br label %6324

6352:                                             ; preds = %6324
  br label %6353

6353:                                             ; preds = %6388, %6352
  %6354 = phi i64 [ %6389, %6388 ], [ 0, %6352 ]
  %6355 = icmp slt i64 %6354, 1
  br i1 %6355, label %6356, label %6390

6356:                                             ; preds = %6353
  br label %6357

6357:                                             ; preds = %6386, %6356
  %6358 = phi i64 [ %6387, %6386 ], [ 0, %6356 ]
  %6359 = icmp slt i64 %6358, 8
  br i1 %6359, label %6360, label %6388

6360:                                             ; preds = %6357
  br label %6361

6361:                                             ; preds = %6364, %6360
  %6362 = phi i64 [ %6385, %6364 ], [ 0, %6360 ]
  %6363 = icmp slt i64 %6362, 32
  br i1 %6363, label %6364, label %6386

6364:                                             ; preds = %6361
  %6365 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6269, 1
  %6366 = mul nuw nsw i64 %6354, 256
  %6367 = mul nuw nsw i64 %6358, 32
  %6368 = add nuw nsw i64 %6366, %6367
  %6369 = add nuw nsw i64 %6368, %6362
  %6370 = getelementptr inbounds nuw float, ptr %6365, i64 %6369
  %6371 = load float, ptr %6370, align 4
  %6372 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6323, 1
  %6373 = mul nuw nsw i64 %6354, 8
  %6374 = add nuw nsw i64 %6373, %6358
  %6375 = add nuw nsw i64 %6374, 0
  %6376 = getelementptr inbounds nuw float, ptr %6372, i64 %6375
  %6377 = load float, ptr %6376, align 4
  %6378 = fmul float %6371, %6371
  %6379 = fadd float %6378, %6377
  %6380 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6323, 1
  %6381 = mul nuw nsw i64 %6354, 8
  %6382 = add nuw nsw i64 %6381, %6358
  %6383 = add nuw nsw i64 %6382, 0
  %6384 = getelementptr inbounds nuw float, ptr %6380, i64 %6383
  store float %6379, ptr %6384, align 4
  %6385 = add i64 %6362, 1
  br label %6361

6386:                                             ; preds = %6361
  %6387 = add i64 %6358, 1
  br label %6357

6388:                                             ; preds = %6357
  %6389 = add i64 %6354, 1
  br label %6353

6390:                                             ; preds = %6353
  %6391 = call ptr @malloc(i64 1088)
  %6392 = ptrtoint ptr %6391 to i64
  %6393 = add i64 %6392, 63
  %6394 = urem i64 %6393, 64
  %6395 = sub i64 %6393, %6394
  %6396 = inttoptr i64 %6395 to ptr
  %6397 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %6391, 0
  %6398 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6397, ptr %6396, 1
  %6399 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6398, i64 0, 2
  %6400 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6399, i64 1, 3, 0
  %6401 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6400, i64 8, 3, 1
  %6402 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6401, i64 32, 3, 2
  %6403 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6402, i64 256, 4, 0
  %6404 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6403, i64 32, 4, 1
  %6405 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6404, i64 1, 4, 2
  br label %6406

6406:                                             ; preds = %6448, %6390
  %6407 = phi i64 [ %6449, %6448 ], [ 0, %6390 ]
  %6408 = icmp slt i64 %6407, 1
  br i1 %6408, label %6409, label %6450

6409:                                             ; preds = %6406
  br label %6410

6410:                                             ; preds = %6446, %6409
  %6411 = phi i64 [ %6447, %6446 ], [ 0, %6409 ]
  %6412 = icmp slt i64 %6411, 8
  br i1 %6412, label %6413, label %6448

6413:                                             ; preds = %6410
  br label %6414

6414:                                             ; preds = %6417, %6413
  %6415 = phi i64 [ %6445, %6417 ], [ 0, %6413 ]
  %6416 = icmp slt i64 %6415, 32
  br i1 %6416, label %6417, label %6446

6417:                                             ; preds = %6414
  %6418 = getelementptr inbounds nuw float, ptr @__constant_32xf32_1, i64 %6415
  %6419 = load float, ptr %6418, align 4
  %6420 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6269, 1
  %6421 = mul nuw nsw i64 %6407, 256
  %6422 = mul nuw nsw i64 %6411, 32
  %6423 = add nuw nsw i64 %6421, %6422
  %6424 = add nuw nsw i64 %6423, %6415
  %6425 = getelementptr inbounds nuw float, ptr %6420, i64 %6424
  %6426 = load float, ptr %6425, align 4
  %6427 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6323, 1
  %6428 = mul nuw nsw i64 %6407, 8
  %6429 = add nuw nsw i64 %6428, %6411
  %6430 = add nuw nsw i64 %6429, 0
  %6431 = getelementptr inbounds nuw float, ptr %6427, i64 %6430
  %6432 = load float, ptr %6431, align 4
  %6433 = fdiv float %6432, 3.200000e+01
  %6434 = fadd float %6433, f0x358637BD
  %6435 = call float @llvm.sqrt.f32(float %6434)
  %6436 = fdiv float 1.000000e+00, %6435
  %6437 = fmul float %6426, %6436
  %6438 = fmul float %6419, %6437
  %6439 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6405, 1
  %6440 = mul nuw nsw i64 %6407, 256
  %6441 = mul nuw nsw i64 %6411, 32
  %6442 = add nuw nsw i64 %6440, %6441
  %6443 = add nuw nsw i64 %6442, %6415
  %6444 = getelementptr inbounds nuw float, ptr %6439, i64 %6443
  store float %6438, ptr %6444, align 4
  %6445 = add i64 %6415, 1
  br label %6414

6446:                                             ; preds = %6414
  %6447 = add i64 %6411, 1
  br label %6410

6448:                                             ; preds = %6410
  %6449 = add i64 %6407, 1
  br label %6406

6450:                                             ; preds = %6406
  %6451 = call ptr @malloc(i64 2112)
  %6452 = ptrtoint ptr %6451 to i64
  %6453 = add i64 %6452, 63
  %6454 = urem i64 %6453, 64
  %6455 = sub i64 %6453, %6454
  %6456 = inttoptr i64 %6455 to ptr
  %6457 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %6451, 0
  %6458 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6457, ptr %6456, 1
  %6459 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6458, i64 0, 2
  %6460 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6459, i64 1, 3, 0
  %6461 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6460, i64 8, 3, 1
  %6462 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6461, i64 64, 3, 2
  %6463 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6462, i64 512, 4, 0
  %6464 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6463, i64 64, 4, 1
  %6465 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6464, i64 1, 4, 2
  br label %6466

6466:                                             ; preds = %6494, %6450
  %6467 = phi i64 [ %6495, %6494 ], [ 0, %6450 ]
  %6468 = icmp slt i64 %6467, 1
  br i1 %6468, label %6469, label %6496

6469:                                             ; preds = %6466
  br label %6470

6470:                                             ; preds = %6492, %6469
  %6471 = phi i64 [ %6493, %6492 ], [ 0, %6469 ]
  %6472 = icmp slt i64 %6471, 8
  br i1 %6472, label %6473, label %6494

6473:                                             ; preds = %6470
  br label %6474

6474:                                             ; preds = %6477, %6473
  %6475 = phi i64 [ %6491, %6477 ], [ 0, %6473 ]
  %6476 = icmp slt i64 %6475, 64
  br i1 %6476, label %6477, label %6492

6477:                                             ; preds = %6474
  %6478 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3671, 1
  %6479 = mul nuw nsw i64 %6467, 512
  %6480 = mul nuw nsw i64 %6471, 64
  %6481 = add nuw nsw i64 %6479, %6480
  %6482 = add nuw nsw i64 %6481, %6475
  %6483 = getelementptr inbounds nuw float, ptr %6478, i64 %6482
  %6484 = load float, ptr %6483, align 4
  %6485 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6465, 1
  %6486 = mul nuw nsw i64 %6467, 512
  %6487 = mul nuw nsw i64 %6471, 64
  %6488 = add nuw nsw i64 %6486, %6487
  %6489 = add nuw nsw i64 %6488, %6475
  %6490 = getelementptr inbounds nuw float, ptr %6485, i64 %6489
  store float %6484, ptr %6490, align 4
  %6491 = add i64 %6475, 1
  br label %6474

6492:                                             ; preds = %6474
  %6493 = add i64 %6471, 1
  br label %6470

6494:                                             ; preds = %6470
  %6495 = add i64 %6467, 1
  br label %6466

6496:                                             ; preds = %6466
  br label %6497

6497:                                             ; preds = %6544, %6496
  %6498 = phi i64 [ %6545, %6544 ], [ 0, %6496 ]
  %6499 = icmp slt i64 %6498, 1
  br i1 %6499, label %6500, label %6546

6500:                                             ; preds = %6497
  br label %6501

6501:                                             ; preds = %6542, %6500
  %6502 = phi i64 [ %6543, %6542 ], [ 0, %6500 ]
  %6503 = icmp slt i64 %6502, 8
  br i1 %6503, label %6504, label %6544

6504:                                             ; preds = %6501
  br label %6505

6505:                                             ; preds = %6540, %6504
  %6506 = phi i64 [ %6541, %6540 ], [ 0, %6504 ]
  %6507 = icmp slt i64 %6506, 64
  br i1 %6507, label %6508, label %6542

6508:                                             ; preds = %6505
  br label %6509

6509:                                             ; preds = %6512, %6508
  %6510 = phi i64 [ %6539, %6512 ], [ 0, %6508 ]
  %6511 = icmp slt i64 %6510, 32
  br i1 %6511, label %6512, label %6540

6512:                                             ; preds = %6509
  %6513 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6405, 1
  %6514 = mul nuw nsw i64 %6498, 256
  %6515 = mul nuw nsw i64 %6502, 32
  %6516 = add nuw nsw i64 %6514, %6515
  %6517 = add nuw nsw i64 %6516, %6510
  %6518 = getelementptr inbounds nuw float, ptr %6513, i64 %6517
  %6519 = load float, ptr %6518, align 4
  %6520 = mul nuw nsw i64 %6506, 32
  %6521 = add nuw nsw i64 %6520, %6510
  %6522 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_0, i64 %6521
  %6523 = load float, ptr %6522, align 4
  %6524 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6465, 1
  %6525 = mul nuw nsw i64 %6498, 512
  %6526 = mul nuw nsw i64 %6502, 64
  %6527 = add nuw nsw i64 %6525, %6526
  %6528 = add nuw nsw i64 %6527, %6506
  %6529 = getelementptr inbounds nuw float, ptr %6524, i64 %6528
  %6530 = load float, ptr %6529, align 4
  %6531 = fmul float %6519, %6523
  %6532 = fadd float %6530, %6531
  %6533 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6465, 1
  %6534 = mul nuw nsw i64 %6498, 512
  %6535 = mul nuw nsw i64 %6502, 64
  %6536 = add nuw nsw i64 %6534, %6535
  %6537 = add nuw nsw i64 %6536, %6506
  %6538 = getelementptr inbounds nuw float, ptr %6533, i64 %6537
  store float %6532, ptr %6538, align 4
  %6539 = add i64 %6510, 1
  br label %6509

6540:                                             ; preds = %6509
  %6541 = add i64 %6506, 1
  br label %6505

6542:                                             ; preds = %6505
  %6543 = add i64 %6502, 1
  br label %6501

6544:                                             ; preds = %6501
  %6545 = add i64 %6498, 1
  br label %6497

6546:                                             ; preds = %6497
  %6547 = call ptr @malloc(i64 2112)
  %6548 = ptrtoint ptr %6547 to i64
  %6549 = add i64 %6548, 63
  %6550 = urem i64 %6549, 64
  %6551 = sub i64 %6549, %6550
  %6552 = inttoptr i64 %6551 to ptr
  %6553 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %6547, 0
  %6554 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6553, ptr %6552, 1
  %6555 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6554, i64 0, 2
  %6556 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6555, i64 1, 3, 0
  %6557 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6556, i64 8, 3, 1
  %6558 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6557, i64 64, 3, 2
  %6559 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6558, i64 512, 4, 0
  %6560 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6559, i64 64, 4, 1
  %6561 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6560, i64 1, 4, 2
  br label %6562

6562:                                             ; preds = %6590, %6546
  %6563 = phi i64 [ %6591, %6590 ], [ 0, %6546 ]
  %6564 = icmp slt i64 %6563, 1
  br i1 %6564, label %6565, label %6592

6565:                                             ; preds = %6562
  br label %6566

6566:                                             ; preds = %6588, %6565
  %6567 = phi i64 [ %6589, %6588 ], [ 0, %6565 ]
  %6568 = icmp slt i64 %6567, 8
  br i1 %6568, label %6569, label %6590

6569:                                             ; preds = %6566
  br label %6570

6570:                                             ; preds = %6573, %6569
  %6571 = phi i64 [ %6587, %6573 ], [ 0, %6569 ]
  %6572 = icmp slt i64 %6571, 64
  br i1 %6572, label %6573, label %6588

6573:                                             ; preds = %6570
  %6574 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3671, 1
  %6575 = mul nuw nsw i64 %6563, 512
  %6576 = mul nuw nsw i64 %6567, 64
  %6577 = add nuw nsw i64 %6575, %6576
  %6578 = add nuw nsw i64 %6577, %6571
  %6579 = getelementptr inbounds nuw float, ptr %6574, i64 %6578
  %6580 = load float, ptr %6579, align 4
  %6581 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6561, 1
  %6582 = mul nuw nsw i64 %6563, 512
  %6583 = mul nuw nsw i64 %6567, 64
  %6584 = add nuw nsw i64 %6582, %6583
  %6585 = add nuw nsw i64 %6584, %6571
  %6586 = getelementptr inbounds nuw float, ptr %6581, i64 %6585
  store float %6580, ptr %6586, align 4
  %6587 = add i64 %6571, 1
  br label %6570

6588:                                             ; preds = %6570
  %6589 = add i64 %6567, 1
  br label %6566

6590:                                             ; preds = %6566
  %6591 = add i64 %6563, 1
  br label %6562

6592:                                             ; preds = %6562
  br label %6593

6593:                                             ; preds = %6640, %6592
  %6594 = phi i64 [ %6641, %6640 ], [ 0, %6592 ]
  %6595 = icmp slt i64 %6594, 1
  br i1 %6595, label %6596, label %6642

6596:                                             ; preds = %6593
  br label %6597

6597:                                             ; preds = %6638, %6596
  %6598 = phi i64 [ %6639, %6638 ], [ 0, %6596 ]
  %6599 = icmp slt i64 %6598, 8
  br i1 %6599, label %6600, label %6640

6600:                                             ; preds = %6597
  br label %6601

6601:                                             ; preds = %6636, %6600
  %6602 = phi i64 [ %6637, %6636 ], [ 0, %6600 ]
  %6603 = icmp slt i64 %6602, 64
  br i1 %6603, label %6604, label %6638

6604:                                             ; preds = %6601
  br label %6605

6605:                                             ; preds = %6608, %6604
  %6606 = phi i64 [ %6635, %6608 ], [ 0, %6604 ]
  %6607 = icmp slt i64 %6606, 32
  br i1 %6607, label %6608, label %6636

6608:                                             ; preds = %6605
  %6609 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6405, 1
  %6610 = mul nuw nsw i64 %6594, 256
  %6611 = mul nuw nsw i64 %6598, 32
  %6612 = add nuw nsw i64 %6610, %6611
  %6613 = add nuw nsw i64 %6612, %6606
  %6614 = getelementptr inbounds nuw float, ptr %6609, i64 %6613
  %6615 = load float, ptr %6614, align 4
  %6616 = mul nuw nsw i64 %6602, 32
  %6617 = add nuw nsw i64 %6616, %6606
  %6618 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32, i64 %6617
  %6619 = load float, ptr %6618, align 4
  %6620 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6561, 1
  %6621 = mul nuw nsw i64 %6594, 512
  %6622 = mul nuw nsw i64 %6598, 64
  %6623 = add nuw nsw i64 %6621, %6622
  %6624 = add nuw nsw i64 %6623, %6602
  %6625 = getelementptr inbounds nuw float, ptr %6620, i64 %6624
  %6626 = load float, ptr %6625, align 4
  %6627 = fmul float %6615, %6619
  %6628 = fadd float %6626, %6627
  %6629 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6561, 1
  %6630 = mul nuw nsw i64 %6594, 512
  %6631 = mul nuw nsw i64 %6598, 64
  %6632 = add nuw nsw i64 %6630, %6631
  %6633 = add nuw nsw i64 %6632, %6602
  %6634 = getelementptr inbounds nuw float, ptr %6629, i64 %6633
  store float %6628, ptr %6634, align 4
  %6635 = add i64 %6606, 1
  br label %6605

6636:                                             ; preds = %6605
  %6637 = add i64 %6602, 1
  br label %6601

6638:                                             ; preds = %6601
  %6639 = add i64 %6598, 1
  br label %6597

6640:                                             ; preds = %6597
  %6641 = add i64 %6594, 1
  br label %6593

6642:                                             ; preds = %6593
  %6643 = call ptr @malloc(i64 1088)
  %6644 = ptrtoint ptr %6643 to i64
  %6645 = add i64 %6644, 63
  %6646 = urem i64 %6645, 64
  %6647 = sub i64 %6645, %6646
  %6648 = inttoptr i64 %6647 to ptr
  %6649 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %6643, 0
  %6650 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6649, ptr %6648, 1
  %6651 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6650, i64 0, 2
  %6652 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6651, i64 1, 3, 0
  %6653 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6652, i64 8, 3, 1
  %6654 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6653, i64 32, 3, 2
  %6655 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6654, i64 256, 4, 0
  %6656 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6655, i64 32, 4, 1
  %6657 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6656, i64 1, 4, 2
  br label %6658

6658:                                             ; preds = %6686, %6642
  %6659 = phi i64 [ %6687, %6686 ], [ 0, %6642 ]
  %6660 = icmp slt i64 %6659, 1
  br i1 %6660, label %6661, label %6688

6661:                                             ; preds = %6658
  br label %6662

6662:                                             ; preds = %6684, %6661
  %6663 = phi i64 [ %6685, %6684 ], [ 0, %6661 ]
  %6664 = icmp slt i64 %6663, 8
  br i1 %6664, label %6665, label %6686

6665:                                             ; preds = %6662
  br label %6666

6666:                                             ; preds = %6669, %6665
  %6667 = phi i64 [ %6683, %6669 ], [ 0, %6665 ]
  %6668 = icmp slt i64 %6667, 32
  br i1 %6668, label %6669, label %6684

6669:                                             ; preds = %6666
  %6670 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3329, 1
  %6671 = mul nuw nsw i64 %6659, 256
  %6672 = mul nuw nsw i64 %6663, 32
  %6673 = add nuw nsw i64 %6671, %6672
  %6674 = add nuw nsw i64 %6673, %6667
  %6675 = getelementptr inbounds nuw float, ptr %6670, i64 %6674
  %6676 = load float, ptr %6675, align 4
  %6677 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6657, 1
  %6678 = mul nuw nsw i64 %6659, 256
  %6679 = mul nuw nsw i64 %6663, 32
  %6680 = add nuw nsw i64 %6678, %6679
  %6681 = add nuw nsw i64 %6680, %6667
  %6682 = getelementptr inbounds nuw float, ptr %6677, i64 %6681
  store float %6676, ptr %6682, align 4
  %6683 = add i64 %6667, 1
  br label %6666

6684:                                             ; preds = %6666
  %6685 = add i64 %6663, 1
  br label %6662

6686:                                             ; preds = %6662
  %6687 = add i64 %6659, 1
  br label %6658

6688:                                             ; preds = %6658
  br label %6689

6689:                                             ; preds = %6750, %6688
  %6690 = phi i64 [ %6751, %6750 ], [ 0, %6688 ]
  %6691 = icmp slt i64 %6690, 1
  br i1 %6691, label %6692, label %6752

6692:                                             ; preds = %6689
  br label %6693

6693:                                             ; preds = %6748, %6692
  %6694 = phi i64 [ %6749, %6748 ], [ 0, %6692 ]
  %6695 = icmp slt i64 %6694, 8
  br i1 %6695, label %6696, label %6750

6696:                                             ; preds = %6693
  br label %6697

6697:                                             ; preds = %6746, %6696
  %6698 = phi i64 [ %6747, %6746 ], [ 0, %6696 ]
  %6699 = icmp slt i64 %6698, 32
  br i1 %6699, label %6700, label %6748

6700:                                             ; preds = %6697
  br label %6701

6701:                                             ; preds = %6704, %6700
  %6702 = phi i64 [ %6745, %6704 ], [ 0, %6700 ]
  %6703 = icmp slt i64 %6702, 64
  br i1 %6703, label %6704, label %6746

6704:                                             ; preds = %6701
  %6705 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6465, 1
  %6706 = mul nuw nsw i64 %6690, 512
  %6707 = mul nuw nsw i64 %6694, 64
  %6708 = add nuw nsw i64 %6706, %6707
  %6709 = add nuw nsw i64 %6708, %6702
  %6710 = getelementptr inbounds nuw float, ptr %6705, i64 %6709
  %6711 = load float, ptr %6710, align 4
  %6712 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6561, 1
  %6713 = mul nuw nsw i64 %6690, 512
  %6714 = mul nuw nsw i64 %6694, 64
  %6715 = add nuw nsw i64 %6713, %6714
  %6716 = add nuw nsw i64 %6715, %6702
  %6717 = getelementptr inbounds nuw float, ptr %6712, i64 %6716
  %6718 = load float, ptr %6717, align 4
  %6719 = mul nuw nsw i64 %6698, 64
  %6720 = add nuw nsw i64 %6719, %6702
  %6721 = getelementptr inbounds nuw float, ptr @__constant_32x64xf32, i64 %6720
  %6722 = load float, ptr %6721, align 4
  %6723 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6657, 1
  %6724 = mul nuw nsw i64 %6690, 256
  %6725 = mul nuw nsw i64 %6694, 32
  %6726 = add nuw nsw i64 %6724, %6725
  %6727 = add nuw nsw i64 %6726, %6698
  %6728 = getelementptr inbounds nuw float, ptr %6723, i64 %6727
  %6729 = load float, ptr %6728, align 4
  %6730 = fneg float %6711
  %6731 = fmul float %6730, f0x3FB8AA3B
  %6732 = call float @llvm.exp2.f32(float %6731)
  %6733 = fadd float %6732, 1.000000e+00
  %6734 = fdiv float 1.000000e+00, %6733
  %6735 = fmul float %6711, %6734
  %6736 = fmul float %6735, %6718
  %6737 = fmul float %6736, %6722
  %6738 = fadd float %6729, %6737
  %6739 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6657, 1
  %6740 = mul nuw nsw i64 %6690, 256
  %6741 = mul nuw nsw i64 %6694, 32
  %6742 = add nuw nsw i64 %6740, %6741
  %6743 = add nuw nsw i64 %6742, %6698
  %6744 = getelementptr inbounds nuw float, ptr %6739, i64 %6743
  store float %6738, ptr %6744, align 4
  %6745 = add i64 %6702, 1
  br label %6701

6746:                                             ; preds = %6701
  %6747 = add i64 %6698, 1
  br label %6697

6748:                                             ; preds = %6697
  %6749 = add i64 %6694, 1
  br label %6693

6750:                                             ; preds = %6693
  %6751 = add i64 %6690, 1
  br label %6689

6752:                                             ; preds = %6689
  %6753 = call ptr @malloc(i64 1088)
  %6754 = ptrtoint ptr %6753 to i64
  %6755 = add i64 %6754, 63
  %6756 = urem i64 %6755, 64
  %6757 = sub i64 %6755, %6756
  %6758 = inttoptr i64 %6757 to ptr
  %6759 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %6753, 0
  %6760 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6759, ptr %6758, 1
  %6761 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6760, i64 0, 2
  %6762 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6761, i64 1, 3, 0
  %6763 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6762, i64 8, 3, 1
  %6764 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6763, i64 32, 3, 2
  %6765 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6764, i64 256, 4, 0
  %6766 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6765, i64 32, 4, 1
  %6767 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6766, i64 1, 4, 2
  br label %6768

6768:                                             ; preds = %6804, %6752
  %6769 = phi i64 [ %6805, %6804 ], [ 0, %6752 ]
  %6770 = icmp slt i64 %6769, 1
  br i1 %6770, label %6771, label %6806

6771:                                             ; preds = %6768
  br label %6772

6772:                                             ; preds = %6802, %6771
  %6773 = phi i64 [ %6803, %6802 ], [ 0, %6771 ]
  %6774 = icmp slt i64 %6773, 8
  br i1 %6774, label %6775, label %6804

6775:                                             ; preds = %6772
  br label %6776

6776:                                             ; preds = %6779, %6775
  %6777 = phi i64 [ %6801, %6779 ], [ 0, %6775 ]
  %6778 = icmp slt i64 %6777, 32
  br i1 %6778, label %6779, label %6802

6779:                                             ; preds = %6776
  %6780 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6269, 1
  %6781 = mul nuw nsw i64 %6769, 256
  %6782 = mul nuw nsw i64 %6773, 32
  %6783 = add nuw nsw i64 %6781, %6782
  %6784 = add nuw nsw i64 %6783, %6777
  %6785 = getelementptr inbounds nuw float, ptr %6780, i64 %6784
  %6786 = load float, ptr %6785, align 4
  %6787 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6657, 1
  %6788 = mul nuw nsw i64 %6769, 256
  %6789 = mul nuw nsw i64 %6773, 32
  %6790 = add nuw nsw i64 %6788, %6789
  %6791 = add nuw nsw i64 %6790, %6777
  %6792 = getelementptr inbounds nuw float, ptr %6787, i64 %6791
  %6793 = load float, ptr %6792, align 4
  %6794 = fadd float %6786, %6793
  %6795 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6767, 1
  %6796 = mul nuw nsw i64 %6769, 256
  %6797 = mul nuw nsw i64 %6773, 32
  %6798 = add nuw nsw i64 %6796, %6797
  %6799 = add nuw nsw i64 %6798, %6777
  %6800 = getelementptr inbounds nuw float, ptr %6795, i64 %6799
  store float %6794, ptr %6800, align 4
  %6801 = add i64 %6777, 1
  br label %6776

6802:                                             ; preds = %6776
  %6803 = add i64 %6773, 1
  br label %6772

6804:                                             ; preds = %6772
  %6805 = add i64 %6769, 1
  br label %6768

6806:                                             ; preds = %6768
  %6807 = call ptr @malloc(i64 96)
  %6808 = ptrtoint ptr %6807 to i64
  %6809 = add i64 %6808, 63
  %6810 = urem i64 %6809, 64
  %6811 = sub i64 %6809, %6810
  %6812 = inttoptr i64 %6811 to ptr
  %6813 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %6807, 0
  %6814 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6813, ptr %6812, 1
  %6815 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6814, i64 0, 2
  %6816 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6815, i64 1, 3, 0
  %6817 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6816, i64 8, 3, 1
  %6818 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6817, i64 1, 3, 2
  %6819 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6818, i64 8, 4, 0
  %6820 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6819, i64 1, 4, 1
  %6821 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6820, i64 1, 4, 2
  br label %6822

6822:                                             ; preds = %6848, %6806
  %6823 = phi i64 [ %6849, %6848 ], [ 0, %6806 ]
  %6824 = icmp slt i64 %6823, 1
  br i1 %6824, label %6825, label %6850

6825:                                             ; preds = %6822
  br label %6826

6826:                                             ; preds = %6846, %6825
  %6827 = phi i64 [ %6847, %6846 ], [ 0, %6825 ]
  %6828 = icmp slt i64 %6827, 8
  br i1 %6828, label %6829, label %6848

6829:                                             ; preds = %6826
  br label %6830

6830:                                             ; preds = %6833, %6829
  %6831 = phi i64 [ %6845, %6833 ], [ 0, %6829 ]
  %6832 = icmp slt i64 %6831, 1
  br i1 %6832, label %6833, label %6846

6833:                                             ; preds = %6830
  %6834 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %938, 1
  %6835 = mul nuw nsw i64 %6823, 8
  %6836 = add nuw nsw i64 %6835, %6827
  %6837 = add nuw nsw i64 %6836, %6831
  %6838 = getelementptr inbounds nuw float, ptr %6834, i64 %6837
  %6839 = load float, ptr %6838, align 4
  %6840 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6821, 1
  %6841 = mul nuw nsw i64 %6823, 8
  %6842 = add nuw nsw i64 %6841, %6827
  %6843 = add nuw nsw i64 %6842, %6831
  %6844 = getelementptr inbounds nuw float, ptr %6840, i64 %6843
  store float %6839, ptr %6844, align 4
  %6845 = add i64 %6831, 1
  br label %6830

6846:                                             ; preds = %6830
  %6847 = add i64 %6827, 1
  br label %6826

6848:                                             ; preds = %6826
  %6849 = add i64 %6823, 1
  br label %6822

6850:                                             ; preds = %6822
  br label %6851

6851:                                             ; preds = %6886, %6850
  %6852 = phi i64 [ %6887, %6886 ], [ 0, %6850 ]
  %6853 = icmp slt i64 %6852, 1
  br i1 %6853, label %6854, label %6888

6854:                                             ; preds = %6851
  br label %6855

6855:                                             ; preds = %6884, %6854
  %6856 = phi i64 [ %6885, %6884 ], [ 0, %6854 ]
  %6857 = icmp slt i64 %6856, 8
  br i1 %6857, label %6858, label %6886

6858:                                             ; preds = %6855
  br label %6859

6859:                                             ; preds = %6862, %6858
  %6860 = phi i64 [ %6883, %6862 ], [ 0, %6858 ]
  %6861 = icmp slt i64 %6860, 32
  br i1 %6861, label %6862, label %6884

6862:                                             ; preds = %6859
  %6863 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6767, 1
  %6864 = mul nuw nsw i64 %6852, 256
  %6865 = mul nuw nsw i64 %6856, 32
  %6866 = add nuw nsw i64 %6864, %6865
  %6867 = add nuw nsw i64 %6866, %6860
  %6868 = getelementptr inbounds nuw float, ptr %6863, i64 %6867
  %6869 = load float, ptr %6868, align 4
  %6870 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6821, 1
  %6871 = mul nuw nsw i64 %6852, 8
  %6872 = add nuw nsw i64 %6871, %6856
  %6873 = add nuw nsw i64 %6872, 0
  %6874 = getelementptr inbounds nuw float, ptr %6870, i64 %6873
  %6875 = load float, ptr %6874, align 4
  %6876 = fmul float %6869, %6869
  %6877 = fadd float %6876, %6875
  %6878 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6821, 1
  %6879 = mul nuw nsw i64 %6852, 8
  %6880 = add nuw nsw i64 %6879, %6856
  %6881 = add nuw nsw i64 %6880, 0
  %6882 = getelementptr inbounds nuw float, ptr %6878, i64 %6881
  store float %6877, ptr %6882, align 4
  %6883 = add i64 %6860, 1
  br label %6859

6884:                                             ; preds = %6859
  %6885 = add i64 %6856, 1
  br label %6855

6886:                                             ; preds = %6855
  %6887 = add i64 %6852, 1
  br label %6851

6888:                                             ; preds = %6851
  %6889 = call ptr @malloc(i64 1088)
  %6890 = ptrtoint ptr %6889 to i64
  %6891 = add i64 %6890, 63
  %6892 = urem i64 %6891, 64
  %6893 = sub i64 %6891, %6892
  %6894 = inttoptr i64 %6893 to ptr
  %6895 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %6889, 0
  %6896 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6895, ptr %6894, 1
  %6897 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6896, i64 0, 2
  %6898 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6897, i64 1, 3, 0
  %6899 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6898, i64 8, 3, 1
  %6900 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6899, i64 32, 3, 2
  %6901 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6900, i64 256, 4, 0
  %6902 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6901, i64 32, 4, 1
  %6903 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6902, i64 1, 4, 2
  br label %6904

6904:                                             ; preds = %6946, %6888
  %6905 = phi i64 [ %6947, %6946 ], [ 0, %6888 ]
  %6906 = icmp slt i64 %6905, 1
  br i1 %6906, label %6907, label %6948

6907:                                             ; preds = %6904
  br label %6908

6908:                                             ; preds = %6944, %6907
  %6909 = phi i64 [ %6945, %6944 ], [ 0, %6907 ]
  %6910 = icmp slt i64 %6909, 8
  br i1 %6910, label %6911, label %6946

6911:                                             ; preds = %6908
  br label %6912

6912:                                             ; preds = %6915, %6911
  %6913 = phi i64 [ %6943, %6915 ], [ 0, %6911 ]
  %6914 = icmp slt i64 %6913, 32
  br i1 %6914, label %6915, label %6944

6915:                                             ; preds = %6912
  %6916 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %6913
  %6917 = load float, ptr %6916, align 4
  %6918 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6767, 1
  %6919 = mul nuw nsw i64 %6905, 256
  %6920 = mul nuw nsw i64 %6909, 32
  %6921 = add nuw nsw i64 %6919, %6920
  %6922 = add nuw nsw i64 %6921, %6913
  %6923 = getelementptr inbounds nuw float, ptr %6918, i64 %6922
  %6924 = load float, ptr %6923, align 4
  %6925 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6821, 1
  %6926 = mul nuw nsw i64 %6905, 8
  %6927 = add nuw nsw i64 %6926, %6909
  %6928 = add nuw nsw i64 %6927, 0
  %6929 = getelementptr inbounds nuw float, ptr %6925, i64 %6928
  %6930 = load float, ptr %6929, align 4
  %6931 = fdiv float %6930, 3.200000e+01
  %6932 = fadd float %6931, f0x358637BD
  %6933 = call float @llvm.sqrt.f32(float %6932)
  %6934 = fdiv float 1.000000e+00, %6933
  %6935 = fmul float %6924, %6934
  %6936 = fmul float %6917, %6935
  %6937 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6903, 1
  %6938 = mul nuw nsw i64 %6905, 256
  %6939 = mul nuw nsw i64 %6909, 32
  %6940 = add nuw nsw i64 %6938, %6939
  %6941 = add nuw nsw i64 %6940, %6913
  %6942 = getelementptr inbounds nuw float, ptr %6937, i64 %6941
  store float %6936, ptr %6942, align 4
  %6943 = add i64 %6913, 1
  br label %6912

6944:                                             ; preds = %6912
  %6945 = add i64 %6909, 1
  br label %6908

6946:                                             ; preds = %6908
  %6947 = add i64 %6905, 1
  br label %6904

6948:                                             ; preds = %6904
  %6949 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 0
  call void @free(ptr %6949)
  %6950 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %73, 0
  call void @free(ptr %6950)
  %6951 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %112, 0
  call void @free(ptr %6951)
  %6952 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %146, 0
  call void @free(ptr %6952)
  %6953 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %159, 0
  call void @free(ptr %6953)
  %6954 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %222, 0
  call void @free(ptr %6954)
  %6955 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %296, 0
  call void @free(ptr %6955)
  %6956 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %338, 0
  call void @free(ptr %6956)
  %6957 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %365, 0
  call void @free(ptr %6957)
  %6958 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %381, 0
  call void @free(ptr %6958)
  %6959 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %387, 0
  call void @free(ptr %6959)
  %6960 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %473, 0
  call void @free(ptr %6960)
  %6961 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %566, 0
  call void @free(ptr %6961)
  %6962 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %615, 0
  call void @free(ptr %6962)
  %6963 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %630, 0
  call void @free(ptr %6963)
  %6964 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %718, 0
  call void @free(ptr %6964)
  %6965 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %822, 0
  call void @free(ptr %6965)
  %6966 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %881, 0
  call void @free(ptr %6966)
  %6967 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %938, 0
  call void @free(ptr %6967)
  %6968 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %976, 0
  call void @free(ptr %6968)
  %6969 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1058, 0
  call void @free(ptr %6969)
  %6970 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1116, 0
  call void @free(ptr %6970)
  %6971 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1162, 0
  call void @free(ptr %6971)
  %6972 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1282, 0
  call void @free(ptr %6972)
  %6973 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1336, 0
  call void @free(ptr %6973)
  %6974 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1382, 0
  call void @free(ptr %6974)
  %6975 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1502, 0
  call void @free(ptr %6975)
  %6976 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1560, 0
  call void @free(ptr %6976)
  %6977 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1706, 0
  call void @free(ptr %6977)
  %6978 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1766, 0
  call void @free(ptr %6978)
  %6979 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1783, 0
  call void @free(ptr %6979)
  %6980 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1895, 0
  call void @free(ptr %6980)
  %6981 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2034, 0
  call void @free(ptr %6981)
  %6982 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2094, 0
  call void @free(ptr %6982)
  %6983 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2111, 0
  call void @free(ptr %6983)
  %6984 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2223, 0
  call void @free(ptr %6984)
  %6985 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2338, 0
  call void @free(ptr %6985)
  %6986 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2406, 0
  call void @free(ptr %6986)
  %6987 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2498, 0
  call void @free(ptr %6987)
  %6988 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2565, 0
  call void @free(ptr %6988)
  %6989 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2718, 0
  call void @free(ptr %6989)
  %6990 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2784, 0
  call void @free(ptr %6990)
  %6991 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2853, 0
  call void @free(ptr %6991)
  %6992 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2966, 0
  call void @free(ptr %6992)
  %6993 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3035, 0
  call void @free(ptr %6993)
  %6994 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3083, 0
  call void @free(ptr %6994)
  %6995 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3201, 0
  call void @free(ptr %6995)
  %6996 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3344, 0
  call void @free(ptr %6996)
  %6997 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3450, 0
  call void @free(ptr %6997)
  %6998 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3504, 0
  call void @free(ptr %6998)
  %6999 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3586, 0
  call void @free(ptr %6999)
  %7000 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3644, 0
  call void @free(ptr %7000)
  %7001 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3686, 0
  call void @free(ptr %7001)
  %7002 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3782, 0
  call void @free(ptr %7002)
  %7003 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3878, 0
  call void @free(ptr %7003)
  %7004 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3988, 0
  call void @free(ptr %7004)
  %7005 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4042, 0
  call void @free(ptr %7005)
  %7006 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4124, 0
  call void @free(ptr %7006)
  %7007 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4186, 0
  call void @free(ptr %7007)
  %7008 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4306, 0
  call void @free(ptr %7008)
  %7009 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4364, 0
  call void @free(ptr %7009)
  %7010 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4484, 0
  call void @free(ptr %7010)
  %7011 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4542, 0
  call void @free(ptr %7011)
  %7012 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4688, 0
  call void @free(ptr %7012)
  %7013 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4748, 0
  call void @free(ptr %7013)
  %7014 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4765, 0
  call void @free(ptr %7014)
  %7015 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4877, 0
  call void @free(ptr %7015)
  %7016 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5016, 0
  call void @free(ptr %7016)
  %7017 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5076, 0
  call void @free(ptr %7017)
  %7018 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5093, 0
  call void @free(ptr %7018)
  %7019 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5205, 0
  call void @free(ptr %7019)
  %7020 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5320, 0
  call void @free(ptr %7020)
  %7021 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %5388, 0
  call void @free(ptr %7021)
  %7022 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5495, 0
  call void @free(ptr %7022)
  %7023 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5648, 0
  call void @free(ptr %7023)
  %7024 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5731, 0
  call void @free(ptr %7024)
  %7025 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5844, 0
  call void @free(ptr %7025)
  %7026 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5913, 0
  call void @free(ptr %7026)
  %7027 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6031, 0
  call void @free(ptr %7027)
  %7028 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6163, 0
  call void @free(ptr %7028)
  %7029 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6269, 0
  call void @free(ptr %7029)
  %7030 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6323, 0
  call void @free(ptr %7030)
  %7031 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6405, 0
  call void @free(ptr %7031)
  %7032 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6465, 0
  call void @free(ptr %7032)
  %7033 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6561, 0
  call void @free(ptr %7033)
  %7034 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6657, 0
  call void @free(ptr %7034)
  %7035 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6767, 0
  call void @free(ptr %7035)
  %7036 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6821, 0
  call void @free(ptr %7036)
  ret { ptr, ptr, i64, [3 x i64], [3 x i64] } %6903
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
; irlower-stages: fx_graph=bcfbae289cf4 torch_mlir=cc693d92339b linalg_on_tensors_mlir=b9d6b82c657a llvm_mlir=aa8d2ccd4bf0
