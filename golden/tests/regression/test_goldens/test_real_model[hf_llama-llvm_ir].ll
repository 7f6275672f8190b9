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

45:                                               ; preds = %75, %7
  %46 = phi i64 [ %76, %75 ], [ 0, %7 ]
  %47 = icmp slt i64 %46, 1
  br i1 %47, label %48, label %77

48:                                               ; preds = %45
  br label %49

49:                                               ; preds = %73, %48
  %50 = phi i64 [ %74, %73 ], [ 0, %48 ]
  %51 = icmp slt i64 %50, 8
  br i1 %51, label %52, label %75

52:                                               ; preds = %49
  br label %53

53:                                               ; preds = %56, %52
  %54 = phi i64 [ %72, %56 ], [ 0, %52 ]
  %55 = icmp slt i64 %54, 32
  br i1 %55, label %56, label %73

56:                                               ; preds = %53
  %57 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, 1
  %58 = mul nuw nsw i64 %46, 8
  %59 = add nuw nsw i64 %58, %50
  %60 = getelementptr inbounds nuw i64, ptr %57, i64 %59
  %61 = load i64, ptr %60, align 4
  %62 = mul nuw nsw i64 %61, 32
  %63 = add nuw nsw i64 %62, %54
  %64 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_14, i64 %63
  %65 = load float, ptr %64, align 4
  %66 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %44, 1
  %67 = mul nuw nsw i64 %46, 256
  %68 = mul nuw nsw i64 %50, 32
  %69 = add nuw nsw i64 %67, %68
  %70 = add nuw nsw i64 %69, %54
  %71 = getelementptr inbounds nuw float, ptr %66, i64 %70
  store float %65, ptr %71, align 4
  %72 = add i64 %54, 1
  br label %53

73:                                               ; preds = %53
  %74 = add i64 %50, 1
  br label %49

75:                                               ; preds = %49
  %76 = add i64 %46, 1
  br label %45

77:                                               ; preds = %45
  %78 = call ptr @malloc(i64 128)
  %79 = ptrtoint ptr %78 to i64
  %80 = add i64 %79, 63
  %81 = urem i64 %80, 64
  %82 = sub i64 %80, %81
  %83 = inttoptr i64 %82 to ptr
  %84 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %78, 0
  %85 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %84, ptr %83, 1
  %86 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %85, i64 0, 2
  %87 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %86, i64 8, 3, 0
  %88 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %87, i64 1, 4, 0
  br label %89

89:                                               ; preds = %92, %77
  %90 = phi i64 [ %95, %92 ], [ 0, %77 ]
  %91 = icmp slt i64 %90, 8
  br i1 %91, label %92, label %96

92:                                               ; preds = %89
  %93 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %88, 1
  %94 = getelementptr inbounds nuw i64, ptr %93, i64 %90
  store i64 %90, ptr %94, align 4
  %95 = add i64 %90, 1
  br label %89

96:                                               ; preds = %89
  %97 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %88, 0
  %98 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %88, 1
  %99 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %97, 0
  %100 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %99, ptr %98, 1
  %101 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %100, i64 0, 2
  %102 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %101, i64 1, 3, 0
  %103 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %102, i64 8, 4, 0
  %104 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %103, i64 8, 3, 1
  %105 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %104, i64 1, 4, 1
  %106 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %88, 0
  %107 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %88, 1
  %108 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %106, 0
  %109 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %108, ptr %107, 1
  %110 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %109, i64 0, 2
  %111 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %110, i64 1, 3, 0
  %112 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %111, i64 8, 4, 0
  %113 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %112, i64 1, 3, 1
  %114 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %113, i64 1, 4, 1
  %115 = call ptr @malloc(i64 72)
  %116 = ptrtoint ptr %115 to i64
  %117 = add i64 %116, 63
  %118 = urem i64 %117, 64
  %119 = sub i64 %117, %118
  %120 = inttoptr i64 %119 to ptr
  %121 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %115, 0
  %122 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %121, ptr %120, 1
  %123 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %122, i64 0, 2
  %124 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %123, i64 1, 3, 0
  %125 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %124, i64 1, 3, 1
  %126 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %125, i64 1, 4, 0
  %127 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %126, i64 1, 4, 1
  br label %128

128:                                              ; preds = %146, %96
  %129 = phi i64 [ %147, %146 ], [ 0, %96 ]
  %130 = icmp slt i64 %129, 1
  br i1 %130, label %131, label %148

131:                                              ; preds = %128
  br label %132

132:                                              ; preds = %135, %131
  %133 = phi i64 [ %145, %135 ], [ 0, %131 ]
  %134 = icmp slt i64 %133, 1
  br i1 %134, label %135, label %146

135:                                              ; preds = %132
  %136 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %114, 1
  %137 = mul nuw nsw i64 %129, 8
  %138 = add nuw nsw i64 %137, %133
  %139 = getelementptr inbounds nuw i64, ptr %136, i64 %138
  %140 = load i64, ptr %139, align 4
  %141 = sub i64 %140, 1
  %142 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %127, 1
  %143 = add nuw nsw i64 %129, %133
  %144 = getelementptr inbounds nuw i64, ptr %142, i64 %143
  store i64 %141, ptr %144, align 4
  %145 = add i64 %133, 1
  br label %132

146:                                              ; preds = %132
  %147 = add i64 %129, 1
  br label %128

148:                                              ; preds = %128
  %149 = call ptr @malloc(i64 136)
  %150 = ptrtoint ptr %149 to i64
  %151 = add i64 %150, 63
  %152 = urem i64 %151, 64
  %153 = sub i64 %151, %152
  %154 = inttoptr i64 %153 to ptr
  %155 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %149, 0
  %156 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %155, ptr %154, 1
  %157 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %156, i64 0, 2
  %158 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %157, i64 1, 3, 0
  %159 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %158, i64 9, 3, 1
  %160 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %159, i64 9, 4, 0
  %161 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %160, i64 1, 4, 1
  %162 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %161, 0
  %163 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %161, 1
  %164 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %162, 0
  %165 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %164, ptr %163, 1
  %166 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %165, i64 0, 2
  %167 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %166, i64 1, 3, 0
  %168 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %167, i64 9, 4, 0
  %169 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %168, i64 1, 3, 1
  %170 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %169, i64 1, 4, 1
  br label %171

171:                                              ; preds = %188, %148
  %172 = phi i64 [ %189, %188 ], [ 0, %148 ]
  %173 = icmp slt i64 %172, 1
  br i1 %173, label %174, label %190

174:                                              ; preds = %171
  br label %175

175:                                              ; preds = %178, %174
  %176 = phi i64 [ %187, %178 ], [ 0, %174 ]
  %177 = icmp slt i64 %176, 1
  br i1 %177, label %178, label %188

178:                                              ; preds = %175
  %179 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %127, 1
  %180 = add nuw nsw i64 %172, %176
  %181 = getelementptr inbounds nuw i64, ptr %179, i64 %180
  %182 = load i64, ptr %181, align 4
  %183 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %170, 1
  %184 = mul nuw nsw i64 %172, 9
  %185 = add nuw nsw i64 %184, %176
  %186 = getelementptr inbounds nuw i64, ptr %183, i64 %185
  store i64 %182, ptr %186, align 4
  %187 = add i64 %176, 1
  br label %175

188:                                              ; preds = %175
  %189 = add i64 %172, 1
  br label %171

190:                                              ; preds = %171
  %191 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %161, 0
  %192 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %161, 1
  %193 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %191, 0
  %194 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %193, ptr %192, 1
  %195 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %194, i64 1, 2
  %196 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %195, i64 1, 3, 0
  %197 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %196, i64 9, 4, 0
  %198 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %197, i64 8, 3, 1
  %199 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %198, i64 1, 4, 1
  br label %200

200:                                              ; preds = %219, %190
  %201 = phi i64 [ %220, %219 ], [ 0, %190 ]
  %202 = icmp slt i64 %201, 1
  br i1 %202, label %203, label %221

203:                                              ; preds = %200
  br label %204

204:                                              ; preds = %207, %203
  %205 = phi i64 [ %218, %207 ], [ 0, %203 ]
  %206 = icmp slt i64 %205, 8
  br i1 %206, label %207, label %219

207:                                              ; preds = %204
  %208 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %105, 1
  %209 = mul nuw nsw i64 %201, 8
  %210 = add nuw nsw i64 %209, %205
  %211 = getelementptr inbounds nuw i64, ptr %208, i64 %210
  %212 = load i64, ptr %211, align 4
  %213 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %199, 1
  %214 = getelementptr i64, ptr %213, i64 1
  %215 = mul nuw nsw i64 %201, 9
  %216 = add nuw nsw i64 %215, %205
  %217 = getelementptr inbounds nuw i64, ptr %214, i64 %216
  store i64 %212, ptr %217, align 4
  %218 = add i64 %205, 1
  br label %204

219:                                              ; preds = %204
  %220 = add i64 %201, 1
  br label %200

221:                                              ; preds = %200
  %222 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %161, 0
  %223 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %161, 1
  %224 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %222, 0
  %225 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %224, ptr %223, 1
  %226 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %225, i64 0, 2
  %227 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %226, i64 1, 3, 0
  %228 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %227, i64 9, 4, 0
  %229 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %228, i64 8, 3, 1
  %230 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %229, i64 1, 4, 1
  %231 = call ptr @malloc(i64 128)
  %232 = ptrtoint ptr %231 to i64
  %233 = add i64 %232, 63
  %234 = urem i64 %233, 64
  %235 = sub i64 %233, %234
  %236 = inttoptr i64 %235 to ptr
  %237 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %231, 0
  %238 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %237, ptr %236, 1
  %239 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %238, i64 0, 2
  %240 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %239, i64 1, 3, 0
  %241 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %240, i64 8, 3, 1
  %242 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %241, i64 8, 4, 0
  %243 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %242, i64 1, 4, 1
  %244 = call ptr @malloc(i64 128)
  %245 = ptrtoint ptr %244 to i64
  %246 = add i64 %245, 63
  %247 = urem i64 %246, 64
  %248 = sub i64 %246, %247
  %249 = inttoptr i64 %248 to ptr
  %250 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %244, 0
  %251 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %250, ptr %249, 1
  %252 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %251, i64 0, 2
  %253 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %252, i64 1, 3, 0
  %254 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %253, i64 8, 3, 1
  %255 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %254, i64 8, 4, 0
  %256 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %255, i64 1, 4, 1
  br label %257

257:                                              ; preds = %283, %221
  %258 = phi i64 [ %284, %283 ], [ 0, %221 ]
  %259 = icmp slt i64 %258, 1
  br i1 %259, label %260, label %285

260:                                              ; preds = %257
  br label %261

261:                                              ; preds = %264, %260
  %262 = phi i64 [ %282, %264 ], [ 0, %260 ]
  %263 = icmp slt i64 %262, 8
  br i1 %263, label %264, label %283

264:                                              ; preds = %261
  %265 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %105, 1
  %266 = mul nuw nsw i64 %258, 8
  %267 = add nuw nsw i64 %266, %262
  %268 = getelementptr inbounds nuw i64, ptr %265, i64 %267
  %269 = load i64, ptr %268, align 4
  %270 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %230, 1
  %271 = mul nuw nsw i64 %258, 9
  %272 = add nuw nsw i64 %271, %262
  %273 = getelementptr inbounds nuw i64, ptr %270, i64 %272
  %274 = load i64, ptr %273, align 4
  %275 = sub i64 %269, %274
  %276 = icmp ne i64 %275, 1
  %277 = zext i1 %276 to i64
  %278 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %256, 1
  %279 = mul nuw nsw i64 %258, 8
  %280 = add nuw nsw i64 %279, %262
  %281 = getelementptr inbounds nuw i64, ptr %278, i64 %280
  store i64 %277, ptr %281, align 4
  %282 = add i64 %262, 1
  br label %261

283:                                              ; preds = %261
  %284 = add i64 %258, 1
  br label %257

285:                                              ; preds = %257
  br label %286

286:                                              ; preds = %299, %285
  %287 = phi i64 [ %300, %299 ], [ 0, %285 ]
  %288 = icmp slt i64 %287, 1
  br i1 %288, label %289, label %301

289:                                              ; preds = %286
  br label %290

290:                                              ; preds = %293, %289
  %291 = phi i64 [ %298, %293 ], [ 0, %289 ]
  %292 = icmp slt i64 %291, 8
  br i1 %292, label %293, label %299

293:                                              ; preds = %290
  %294 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %243, 1
  %295 = mul nuw nsw i64 %287, 8
  %296 = add nuw nsw i64 %295, %291
  %297 = getelementptr inbounds nuw i64, ptr %294, i64 %296
  store i64 0, ptr %297, align 4
  %298 = add i64 %291, 1
  br label %290

299:                                              ; preds = %290
  %300 = add i64 %287, 1
  br label %286

301:                                              ; preds = %286
  %302 = call ptr @malloc(i64 72)
  %303 = ptrtoint ptr %302 to i64
  %304 = add i64 %303, 63
  %305 = urem i64 %304, 64
  %306 = sub i64 %304, %305
  %307 = inttoptr i64 %306 to ptr
  %308 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %302, 0
  %309 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %308, ptr %307, 1
  %310 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %309, i64 0, 2
  %311 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %310, i64 1, 3, 0
  %312 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %311, i64 1, 4, 0
  br label %313

313:                                              ; preds = %316, %301
  %314 = phi i64 [ %319, %316 ], [ 0, %301 ]
  %315 = icmp slt i64 %314, 1
  br i1 %315, label %316, label %320

316:                                              ; preds = %313
  %317 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %312, 1
  %318 = getelementptr inbounds nuw i64, ptr %317, i64 %314
  store i64 0, ptr %318, align 4
  %319 = add i64 %314, 1
  br label %313

320:                                              ; preds = %313
  %321 = call ptr @malloc(i64 64)
  %322 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %321, 0
  %323 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %322, ptr %321, 1
  %324 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %323, i64 0, 2
  %325 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %324, i64 1, 3, 0
  %326 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %325, i64 8, 3, 1
  %327 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %326, i64 8, 4, 0
  %328 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %327, i64 1, 4, 1
  %329 = call ptr @malloc(i64 8)
  %330 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %329, 0
  %331 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %330, ptr %329, 1
  %332 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %331, i64 0, 2
  %333 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %332, i64 1, 3, 0
  %334 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %333, i64 1, 4, 0
  br label %335

335:                                              ; preds = %375, %320
  %336 = phi i64 [ %376, %375 ], [ 0, %320 ]
  %337 = icmp slt i64 %336, 1
  br i1 %337, label %338, label %377

338:                                              ; preds = %335
  br label %339

339:                                              ; preds = %373, %338
  %340 = phi i64 [ %374, %373 ], [ 0, %338 ]
  %341 = icmp slt i64 %340, 8
  br i1 %341, label %342, label %375

342:                                              ; preds = %339
  %343 = icmp eq i64 %340, 0
  br i1 %343, label %344, label %354

344:                                              ; preds = %342
  %345 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %256, 1
  %346 = mul nuw nsw i64 %336, 8
  %347 = add nuw nsw i64 %346, %340
  %348 = getelementptr inbounds nuw i64, ptr %345, i64 %347
  %349 = load i64, ptr %348, align 4
  %350 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %328, 1
  %351 = mul nuw nsw i64 %336, 8
  %352 = add nuw nsw i64 %351, %340
  %353 = getelementptr inbounds nuw i64, ptr %350, i64 %352
  store i64 %349, ptr %353, align 4
  br label %373

354:                                              ; preds = %342
  %355 = sub i64 %340, 1
  %356 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %328, 1
  %357 = mul nuw nsw i64 %336, 8
  %358 = add nuw nsw i64 %357, %355
  %359 = getelementptr inbounds nuw i64, ptr %356, i64 %358
  %360 = load i64, ptr %359, align 4
  %361 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %256, 1
  %362 = mul nuw nsw i64 %336, 8
  %363 = add nuw nsw i64 %362, %340
  %364 = getelementptr inbounds nuw i64, ptr %361, i64 %363
  %365 = load i64, ptr %364, align 4
  %366 = add i64 %360, %365
  %367 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %328, 1
  %368 = mul nuw nsw i64 %336, 8
  %369 = add nuw nsw i64 %368, %340
  %370 = getelementptr inbounds nuw i64, ptr %367, i64 %369
  store i64 %366, ptr %370, align 4
  %371 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %334, 1
  %372 = getelementptr inbounds nuw i64, ptr %371, i64 %336
  store i64 %366, ptr %372, align 4
  br label %373

373:                                              ; preds = %344, %354
  %374 = add i64 %340, 1
  br label %339

375:                                              ; preds = %339
  %376 = add i64 %336, 1
  br label %335

377:                                              ; preds = %335
  %378 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %88, 0
  %379 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %88, 1
  %380 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %378, 0
  %381 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %380, ptr %379, 1
  %382 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %381, i64 0, 2
  %383 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %382, i64 1, 3, 0
  %384 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %383, i64 8, 4, 0
  %385 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %384, i64 1, 3, 1
  %386 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %385, i64 8, 4, 1
  %387 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %386, i64 8, 3, 2
  %388 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %387, i64 1, 4, 2
  %389 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %388, i64 1, 3, 3
  %390 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %389, i64 1, 4, 3
  %391 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %88, 0
  %392 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %88, 1
  %393 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %391, 0
  %394 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %393, ptr %392, 1
  %395 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %394, i64 0, 2
  %396 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %395, i64 1, 3, 0
  %397 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %396, i64 8, 4, 0
  %398 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %397, i64 1, 3, 1
  %399 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %398, i64 8, 4, 1
  %400 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %399, i64 1, 3, 2
  %401 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %400, i64 8, 4, 2
  %402 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %401, i64 8, 3, 3
  %403 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %402, i64 1, 4, 3
  %404 = call ptr @malloc(i64 320)
  %405 = ptrtoint ptr %404 to i64
  %406 = add i64 %405, 63
  %407 = urem i64 %406, 64
  %408 = sub i64 %406, %407
  %409 = inttoptr i64 %408 to ptr
  %410 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %404, 0
  %411 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %410, ptr %409, 1
  %412 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %411, i64 0, 2
  %413 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %412, i64 1, 3, 0
  %414 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %413, i64 1, 3, 1
  %415 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %414, i64 8, 3, 2
  %416 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %415, i64 8, 3, 3
  %417 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %416, i64 64, 4, 0
  %418 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %417, i64 64, 4, 1
  %419 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %418, i64 8, 4, 2
  %420 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %419, i64 1, 4, 3
  br label %421

421:                                              ; preds = %485, %377
  %422 = phi i64 [ %486, %485 ], [ 0, %377 ]
  %423 = icmp slt i64 %422, 1
  br i1 %423, label %424, label %487

424:                                              ; preds = %421
  br label %425

425:                                              ; preds = %483, %424
  %426 = phi i64 [ %484, %483 ], [ 0, %424 ]
  %427 = icmp slt i64 %426, 1
  br i1 %427, label %428, label %485

428:                                              ; preds = %425
  br label %429

429:                                              ; preds = %481, %428
  %430 = phi i64 [ %482, %481 ], [ 0, %428 ]
  %431 = icmp slt i64 %430, 8
  br i1 %431, label %432, label %483

432:                                              ; preds = %429
  br label %433

433:                                              ; preds = %436, %432
  %434 = phi i64 [ %480, %436 ], [ 0, %432 ]
  %435 = icmp slt i64 %434, 8
  br i1 %435, label %436, label %481

436:                                              ; preds = %433
  %437 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %390, 1
  %438 = add nuw nsw i64 0, %430
  %439 = add nuw nsw i64 %438, 0
  %440 = getelementptr inbounds nuw i64, ptr %437, i64 %439
  %441 = load i64, ptr %440, align 4
  %442 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %403, 1
  %443 = add nuw nsw i64 0, %434
  %444 = getelementptr inbounds nuw i64, ptr %442, i64 %443
  %445 = load i64, ptr %444, align 4
  %446 = icmp slt i64 %441, 0
  %447 = add i64 %441, 8
  %448 = select i1 %446, i64 %447, i64 %441
  %449 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %105, 1
  %450 = add nuw nsw i64 0, %448
  %451 = getelementptr inbounds nuw i64, ptr %449, i64 %450
  %452 = load i64, ptr %451, align 4
  %453 = icmp slt i64 %445, 0
  %454 = add i64 %445, 8
  %455 = select i1 %453, i64 %454, i64 %445
  %456 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %105, 1
  %457 = add nuw nsw i64 0, %455
  %458 = getelementptr inbounds nuw i64, ptr %456, i64 %457
  %459 = load i64, ptr %458, align 4
  %460 = icmp sle i64 %459, %452
  %461 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %328, 1
  %462 = add nuw nsw i64 0, %455
  %463 = getelementptr inbounds nuw i64, ptr %461, i64 %462
  %464 = load i64, ptr %463, align 4
  %465 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %328, 1
  %466 = add nuw nsw i64 0, %448
  %467 = getelementptr inbounds nuw i64, ptr %465, i64 %466
  %468 = load i64, ptr %467, align 4
  %469 = icmp eq i64 %468, %464
  %470 = and i1 %469, %460
  %471 = select i1 %470, float 0.000000e+00, float f0xFF7FFFFF
  %472 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %420, 1
  %473 = mul nuw nsw i64 %422, 64
  %474 = mul nuw nsw i64 %426, 64
  %475 = add nuw nsw i64 %473, %474
  %476 = mul nuw nsw i64 %430, 8
  %477 = add nuw nsw i64 %475, %476
  %478 = add nuw nsw i64 %477, %434
  %479 = getelementptr inbounds nuw float, ptr %472, i64 %478
  store float %471, ptr %479, align 4
  %480 = add i64 %434, 1
  br label %433

481:                                              ; preds = %433
  %482 = add i64 %430, 1
  br label %429

483:                                              ; preds = %429
  %484 = add i64 %426, 1
  br label %425

485:                                              ; preds = %425
  %486 = add i64 %422, 1
  br label %421

487:                                              ; preds = %421
  %488 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %88, 0
  %489 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %88, 1
  %490 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %488, 0
  %491 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %490, ptr %489, 1
  %492 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %491, i64 0, 2
  %493 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %492, i64 1, 3, 0
  %494 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %493, i64 8, 4, 0
  %495 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %494, i64 8, 3, 1
  %496 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %495, i64 1, 4, 1
  %497 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %496, i64 1, 3, 2
  %498 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %497, i64 1, 4, 2
  %499 = call ptr @malloc(i64 96)
  %500 = ptrtoint ptr %499 to i64
  %501 = add i64 %500, 63
  %502 = urem i64 %501, 64
  %503 = sub i64 %501, %502
  %504 = inttoptr i64 %503 to ptr
  %505 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %499, 0
  %506 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %505, ptr %504, 1
  %507 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %506, i64 0, 2
  %508 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %507, i64 1, 3, 0
  %509 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %508, i64 8, 3, 1
  %510 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %509, i64 1, 3, 2
  %511 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %510, i64 8, 4, 0
  %512 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %511, i64 1, 4, 1
  %513 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %512, i64 1, 4, 2
  %514 = call ptr @malloc(i64 192)
  %515 = ptrtoint ptr %514 to i64
  %516 = add i64 %515, 63
  %517 = urem i64 %516, 64
  %518 = sub i64 %516, %517
  %519 = inttoptr i64 %518 to ptr
  %520 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %514, 0
  %521 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %520, ptr %519, 1
  %522 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %521, i64 0, 2
  %523 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %522, i64 1, 3, 0
  %524 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %523, i64 8, 3, 1
  %525 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %524, i64 4, 3, 2
  %526 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %525, i64 32, 4, 0
  %527 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %526, i64 4, 4, 1
  %528 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %527, i64 1, 4, 2
  br label %529

529:                                              ; preds = %560, %487
  %530 = phi i64 [ %561, %560 ], [ 0, %487 ]
  %531 = icmp slt i64 %530, 1
  br i1 %531, label %532, label %562

532:                                              ; preds = %529
  br label %533

533:                                              ; preds = %558, %532
  %534 = phi i64 [ %559, %558 ], [ 0, %532 ]
  %535 = icmp slt i64 %534, 8
  br i1 %535, label %536, label %560

536:                                              ; preds = %533
  br label %537

537:                                              ; preds = %540, %536
  %538 = phi i64 [ %557, %540 ], [ 0, %536 ]
  %539 = icmp slt i64 %538, 4
  br i1 %539, label %540, label %558

540:                                              ; preds = %537
  %541 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %498, 1
  %542 = mul nuw nsw i64 %530, 8
  %543 = add nuw nsw i64 %542, %534
  %544 = add nuw nsw i64 %543, 0
  %545 = getelementptr inbounds nuw i64, ptr %541, i64 %544
  %546 = load i64, ptr %545, align 4
  %547 = getelementptr inbounds nuw float, ptr @__constant_4xf32, i64 %538
  %548 = load float, ptr %547, align 4
  %549 = sitofp i64 %546 to float
  %550 = fmul float %549, %548
  %551 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %528, 1
  %552 = mul nuw nsw i64 %530, 32
  %553 = mul nuw nsw i64 %534, 4
  %554 = add nuw nsw i64 %552, %553
  %555 = add nuw nsw i64 %554, %538
  %556 = getelementptr inbounds nuw float, ptr %551, i64 %555
  store float %550, ptr %556, align 4
  %557 = add i64 %538, 1
  br label %537

558:                                              ; preds = %537
  %559 = add i64 %534, 1
  br label %533

560:                                              ; preds = %533
  %561 = add i64 %530, 1
  br label %529

562:                                              ; preds = %529
  %563 = call ptr @malloc(i64 320)
  %564 = ptrtoint ptr %563 to i64
  %565 = add i64 %564, 63
  %566 = urem i64 %565, 64
  %567 = sub i64 %565, %566
  %568 = inttoptr i64 %567 to ptr
  %569 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %563, 0
  %570 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %569, ptr %568, 1
  %571 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %570, i64 0, 2
  %572 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %571, i64 1, 3, 0
  %573 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %572, i64 8, 3, 1
  %574 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %573, i64 8, 3, 2
  %575 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %574, i64 64, 4, 0
  %576 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %575, i64 8, 4, 1
  %577 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %576, i64 1, 4, 2
  %578 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %577, 0
  %579 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %577, 1
  %580 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %578, 0
  %581 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %580, ptr %579, 1
  %582 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %581, i64 0, 2
  %583 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %582, i64 1, 3, 0
  %584 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %583, i64 64, 4, 0
  %585 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %584, i64 8, 3, 1
  %586 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %585, i64 8, 4, 1
  %587 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %586, i64 4, 3, 2
  %588 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %587, i64 1, 4, 2
  br label %589

589:                                              ; preds = %617, %562
  %590 = phi i64 [ %618, %617 ], [ 0, %562 ]
  %591 = icmp slt i64 %590, 1
  br i1 %591, label %592, label %619

592:                                              ; preds = %589
  br label %593

593:                                              ; preds = %615, %592
  %594 = phi i64 [ %616, %615 ], [ 0, %592 ]
  %595 = icmp slt i64 %594, 8
  br i1 %595, label %596, label %617

596:                                              ; preds = %593
  br label %597

597:                                              ; preds = %600, %596
  %598 = phi i64 [ %614, %600 ], [ 0, %596 ]
  %599 = icmp slt i64 %598, 4
  br i1 %599, label %600, label %615

600:                                              ; preds = %597
  %601 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %528, 1
  %602 = mul nuw nsw i64 %590, 32
  %603 = mul nuw nsw i64 %594, 4
  %604 = add nuw nsw i64 %602, %603
  %605 = add nuw nsw i64 %604, %598
  %606 = getelementptr inbounds nuw float, ptr %601, i64 %605
  %607 = load float, ptr %606, align 4
  %608 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %588, 1
  %609 = mul nuw nsw i64 %590, 64
  %610 = mul nuw nsw i64 %594, 8
  %611 = add nuw nsw i64 %609, %610
  %612 = add nuw nsw i64 %611, %598
  %613 = getelementptr inbounds nuw float, ptr %608, i64 %612
  store float %607, ptr %613, align 4
  %614 = add i64 %598, 1
  br label %597

615:                                              ; preds = %597
  %616 = add i64 %594, 1
  br label %593

617:                                              ; preds = %593
  %618 = add i64 %590, 1
  br label %589

619:                                              ; preds = %589
  %620 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %577, 0
  %621 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %577, 1
  %622 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %620, 0
  %623 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %622, ptr %621, 1
  %624 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %623, i64 4, 2
  %625 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %624, i64 1, 3, 0
  %626 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %625, i64 64, 4, 0
  %627 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %626, i64 8, 3, 1
  %628 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %627, i64 8, 4, 1
  %629 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %628, i64 4, 3, 2
  %630 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %629, i64 1, 4, 2
  br label %631

631:                                              ; preds = %660, %619
  %632 = phi i64 [ %661, %660 ], [ 0, %619 ]
  %633 = icmp slt i64 %632, 1
  br i1 %633, label %634, label %662

634:                                              ; preds = %631
  br label %635

635:                                              ; preds = %658, %634
  %636 = phi i64 [ %659, %658 ], [ 0, %634 ]
  %637 = icmp slt i64 %636, 8
  br i1 %637, label %638, label %660

638:                                              ; preds = %635
  br label %639

639:                                              ; preds = %642, %638
  %640 = phi i64 [ %657, %642 ], [ 0, %638 ]
  %641 = icmp slt i64 %640, 4
  br i1 %641, label %642, label %658

642:                                              ; preds = %639
  %643 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %528, 1
  %644 = mul nuw nsw i64 %632, 32
  %645 = mul nuw nsw i64 %636, 4
  %646 = add nuw nsw i64 %644, %645
  %647 = add nuw nsw i64 %646, %640
  %648 = getelementptr inbounds nuw float, ptr %643, i64 %647
  %649 = load float, ptr %648, align 4
  %650 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %630, 1
  %651 = getelementptr float, ptr %650, i64 4
  %652 = mul nuw nsw i64 %632, 64
  %653 = mul nuw nsw i64 %636, 8
  %654 = add nuw nsw i64 %652, %653
  %655 = add nuw nsw i64 %654, %640
  %656 = getelementptr inbounds nuw float, ptr %651, i64 %655
  store float %649, ptr %656, align 4
  %657 = add i64 %640, 1
  br label %639

658:                                              ; preds = %639
  %659 = add i64 %636, 1
  br label %635

660:                                              ; preds = %635
  %661 = add i64 %632, 1
  br label %631

662:                                              ; preds = %631
  %663 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %577, 0
  %664 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %577, 1
  %665 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %663, 0
  %666 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %665, ptr %664, 1
  %667 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %666, i64 0, 2
  %668 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %667, i64 1, 3, 0
  %669 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %668, i64 64, 4, 0
  %670 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %669, i64 1, 3, 1
  %671 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %670, i64 64, 4, 1
  %672 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %671, i64 8, 3, 2
  %673 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %672, i64 8, 4, 2
  %674 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %673, i64 8, 3, 3
  %675 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %674, i64 1, 4, 3
  %676 = call ptr @malloc(i64 320)
  %677 = ptrtoint ptr %676 to i64
  %678 = add i64 %677, 63
  %679 = urem i64 %678, 64
  %680 = sub i64 %678, %679
  %681 = inttoptr i64 %680 to ptr
  %682 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %676, 0
  %683 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %682, ptr %681, 1
  %684 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %683, i64 0, 2
  %685 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %684, i64 1, 3, 0
  %686 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %685, i64 1, 3, 1
  %687 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %686, i64 8, 3, 2
  %688 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %687, i64 8, 3, 3
  %689 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %688, i64 64, 4, 0
  %690 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %689, i64 64, 4, 1
  %691 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %690, i64 8, 4, 2
  %692 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %691, i64 1, 4, 3
  br label %693

693:                                              ; preds = %732, %662
  %694 = phi i64 [ %733, %732 ], [ 0, %662 ]
  %695 = icmp slt i64 %694, 1
  br i1 %695, label %696, label %734

696:                                              ; preds = %693
  br label %697

697:                                              ; preds = %730, %696
  %698 = phi i64 [ %731, %730 ], [ 0, %696 ]
  %699 = icmp slt i64 %698, 1
  br i1 %699, label %700, label %732

700:                                              ; preds = %697
  br label %701

701:                                              ; preds = %728, %700
  %702 = phi i64 [ %729, %728 ], [ 0, %700 ]
  %703 = icmp slt i64 %702, 8
  br i1 %703, label %704, label %730

704:                                              ; preds = %701
  br label %705

705:                                              ; preds = %708, %704
  %706 = phi i64 [ %727, %708 ], [ 0, %704 ]
  %707 = icmp slt i64 %706, 8
  br i1 %707, label %708, label %728

708:                                              ; preds = %705
  %709 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %675, 1
  %710 = mul nuw nsw i64 %694, 64
  %711 = mul nuw nsw i64 %698, 64
  %712 = add nuw nsw i64 %710, %711
  %713 = mul nuw nsw i64 %702, 8
  %714 = add nuw nsw i64 %712, %713
  %715 = add nuw nsw i64 %714, %706
  %716 = getelementptr inbounds nuw float, ptr %709, i64 %715
  %717 = load float, ptr %716, align 4
  %718 = call afn float @llvm.cos.f32(float %717)
  %719 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %692, 1
  %720 = mul nuw nsw i64 %694, 64
  %721 = mul nuw nsw i64 %698, 64
  %722 = add nuw nsw i64 %720, %721
  %723 = mul nuw nsw i64 %702, 8
  %724 = add nuw nsw i64 %722, %723
  %725 = add nuw nsw i64 %724, %706
  %726 = getelementptr inbounds nuw float, ptr %719, i64 %725
  store float %718, ptr %726, align 4
  %727 = add i64 %706, 1
  br label %705

728:                                              ; preds = %705
  %729 = add i64 %702, 1
  br label %701

730:                                              ; preds = %701
  %731 = add i64 %698, 1
  br label %697

732:                                              ; preds = %697
  %733 = add i64 %694, 1
  br label %693

734:                                              ; preds = %693
  %735 = call ptr @malloc(i64 320)
  %736 = ptrtoint ptr %735 to i64
  %737 = add i64 %736, 63
  %738 = urem i64 %737, 64
  %739 = sub i64 %737, %738
  %740 = inttoptr i64 %739 to ptr
  %741 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %735, 0
  %742 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %741, ptr %740, 1
  %743 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %742, i64 0, 2
  %744 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %743, i64 1, 3, 0
  %745 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %744, i64 1, 3, 1
  %746 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %745, i64 8, 3, 2
  %747 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %746, i64 8, 3, 3
  %748 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %747, i64 64, 4, 0
  %749 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %748, i64 64, 4, 1
  %750 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %749, i64 8, 4, 2
  %751 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %750, i64 1, 4, 3
  br label %752

752:                                              ; preds = %791, %734
  %753 = phi i64 [ %792, %791 ], [ 0, %734 ]
  %754 = icmp slt i64 %753, 1
  br i1 %754, label %755, label %793

755:                                              ; preds = %752
  br label %756

756:                                              ; preds = %789, %755
  %757 = phi i64 [ %790, %789 ], [ 0, %755 ]
  %758 = icmp slt i64 %757, 1
  br i1 %758, label %759, label %791

759:                                              ; preds = %756
  br label %760

760:                                              ; preds = %787, %759
  %761 = phi i64 [ %788, %787 ], [ 0, %759 ]
  %762 = icmp slt i64 %761, 8
  br i1 %762, label %763, label %789

763:                                              ; preds = %760
  br label %764

764:                                              ; preds = %767, %763
  %765 = phi i64 [ %786, %767 ], [ 0, %763 ]
  %766 = icmp slt i64 %765, 8
  br i1 %766, label %767, label %787

767:                                              ; preds = %764
  %768 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %675, 1
  %769 = mul nuw nsw i64 %753, 64
  %770 = mul nuw nsw i64 %757, 64
  %771 = add nuw nsw i64 %769, %770
  %772 = mul nuw nsw i64 %761, 8
  %773 = add nuw nsw i64 %771, %772
  %774 = add nuw nsw i64 %773, %765
  %775 = getelementptr inbounds nuw float, ptr %768, i64 %774
  %776 = load float, ptr %775, align 4
  %777 = call afn float @llvm.sin.f32(float %776)
  %778 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %751, 1
  %779 = mul nuw nsw i64 %753, 64
  %780 = mul nuw nsw i64 %757, 64
  %781 = add nuw nsw i64 %779, %780
  %782 = mul nuw nsw i64 %761, 8
  %783 = add nuw nsw i64 %781, %782
  %784 = add nuw nsw i64 %783, %765
  %785 = getelementptr inbounds nuw float, ptr %778, i64 %784
  store float %777, ptr %785, align 4
  %786 = add i64 %765, 1
  br label %764

787:                                              ; preds = %764
  %788 = add i64 %761, 1
  br label %760

789:                                              ; preds = %760
  %790 = add i64 %757, 1
  br label %756

791:                                              ; preds = %756
  %792 = add i64 %753, 1
  br label %752

793:                                              ; preds = %752
  br label %794

794:                                              ; preds = %814, %793
  %795 = phi i64 [ %815, %814 ], [ 0, %793 ]
  %796 = icmp slt i64 %795, 1
  br i1 %796, label %797, label %816

797:                                              ; preds = %794
  br label %798

798:                                              ; preds = %812, %797
  %799 = phi i64 [ %813, %812 ], [ 0, %797 ]
  %800 = icmp slt i64 %799, 8
  br i1 %800, label %801, label %814

801:                                              ; preds = %798
  br label %802

802:                                              ; preds = %805, %801
  %803 = phi i64 [ %811, %805 ], [ 0, %801 ]
  %804 = icmp slt i64 %803, 1
  br i1 %804, label %805, label %812

805:                                              ; preds = %802
  %806 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %513, 1
  %807 = mul nuw nsw i64 %795, 8
  %808 = add nuw nsw i64 %807, %799
  %809 = add nuw nsw i64 %808, %803
  %810 = getelementptr inbounds nuw float, ptr %806, i64 %809
  store float 0.000000e+00, ptr %810, align 4
  %811 = add i64 %803, 1
  br label %802

812:                                              ; preds = %802
  %813 = add i64 %799, 1
  br label %798

814:                                              ; preds = %798
  %815 = add i64 %795, 1
  br label %794

816:                                              ; preds = %794
  %817 = call ptr @malloc(i64 96)
  %818 = ptrtoint ptr %817 to i64
  %819 = add i64 %818, 63
  %820 = urem i64 %819, 64
  %821 = sub i64 %819, %820
  %822 = inttoptr i64 %821 to ptr
  %823 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %817, 0
  %824 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %823, ptr %822, 1
  %825 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %824, i64 0, 2
  %826 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %825, i64 1, 3, 0
  %827 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %826, i64 8, 3, 1
  %828 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %827, i64 1, 3, 2
  %829 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %828, i64 8, 4, 0
  %830 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %829, i64 1, 4, 1
  %831 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %830, i64 1, 4, 2
  br label %832

832:                                              ; preds = %858, %816
  %833 = phi i64 [ %859, %858 ], [ 0, %816 ]
  %834 = icmp slt i64 %833, 1
  br i1 %834, label %835, label %860

835:                                              ; preds = %832
  br label %836

836:                                              ; preds = %856, %835
  %837 = phi i64 [ %857, %856 ], [ 0, %835 ]
  %838 = icmp slt i64 %837, 8
  br i1 %838, label %839, label %858

839:                                              ; preds = %836
  br label %840

840:                                              ; preds = %843, %839
  %841 = phi i64 [ %855, %843 ], [ 0, %839 ]
  %842 = icmp slt i64 %841, 1
  br i1 %842, label %843, label %856

843:                                              ; preds = %840
  %844 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %513, 1
  %845 = mul nuw nsw i64 %833, 8
  %846 = add nuw nsw i64 %845, %837
  %847 = add nuw nsw i64 %846, %841
  %848 = getelementptr inbounds nuw float, ptr %844, i64 %847
  %849 = load float, ptr %848, align 4
  %850 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %831, 1
  %851 = mul nuw nsw i64 %833, 8
  %852 = add nuw nsw i64 %851, %837
  %853 = add nuw nsw i64 %852, %841
  %854 = getelementptr inbounds nuw float, ptr %850, i64 %853
  store float %849, ptr %854, align 4
  %855 = add i64 %841, 1
  br label %840

856:                                              ; preds = %840
  %857 = add i64 %837, 1
  br label %836

858:                                              ; preds = %836
  %859 = add i64 %833, 1
  br label %832

860:                                              ; preds = %832
  br label %861

861:                                              ; preds = %896, %860
  %862 = phi i64 [ %897, %896 ], [ 0, %860 ]
  %863 = icmp slt i64 %862, 1
  br i1 %863, label %864, label %898

864:                                              ; preds = %861
  br label %865

865:                                              ; preds = %894, %864
  %866 = phi i64 [ %895, %894 ], [ 0, %864 ]
  %867 = icmp slt i64 %866, 8
  br i1 %867, label %868, label %896

868:                                              ; preds = %865
  br label %869

869:                                              ; preds = %872, %868
  %870 = phi i64 [ %893, %872 ], [ 0, %868 ]
  %871 = icmp slt i64 %870, 32
  br i1 %871, label %872, label %894

872:                                              ; preds = %869
  %873 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %44, 1
  %874 = mul nuw nsw i64 %862, 256
  %875 = mul nuw nsw i64 %866, 32
  %876 = add nuw nsw i64 %874, %875
  %877 = add nuw nsw i64 %876, %870
  %878 = getelementptr inbounds nuw float, ptr %873, i64 %877
  %879 = load float, ptr %878, align 4
  %880 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %831, 1
  %881 = mul nuw nsw i64 %862, 8
  %882 = add nuw nsw i64 %881, %866
  %883 = add nuw nsw i64 %882, 0
  %884 = getelementptr inbounds nuw float, ptr %880, i64 %883
  %885 = load float, ptr %884, align 4
  %886 = fmul float %879, %879
  %887 = fadd float %886, %885
  %888 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %831, 1
  %889 = mul nuw nsw i64 %862, 8
  %890 = add nuw nsw i64 %889, %866
  %891 = add nuw nsw i64 %890, 0
  %892 = getelementptr inbounds nuw float, ptr %888, i64 %891
  store float %887, ptr %892, align 4
  %893 = add i64 %870, 1
  br label %869

894:                                              ; preds = %869
  %895 = add i64 %866, 1
  br label %865

896:                                              ; preds = %865
  %897 = add i64 %862, 1
  br label %861

898:                                              ; preds = %861
  br label %899

899:                                              ; preds = %941, %898
  %900 = phi i64 [ %942, %941 ], [ 0, %898 ]
  %901 = icmp slt i64 %900, 1
  br i1 %901, label %902, label %943

902:                                              ; preds = %899
  br label %903

903:                                              ; preds = %939, %902
  %904 = phi i64 [ %940, %939 ], [ 0, %902 ]
  %905 = icmp slt i64 %904, 8
  br i1 %905, label %906, label %941

906:                                              ; preds = %903
  br label %907

907:                                              ; preds = %910, %906
  %908 = phi i64 [ %938, %910 ], [ 0, %906 ]
  %909 = icmp slt i64 %908, 32
  br i1 %909, label %910, label %939

910:                                              ; preds = %907
  %911 = getelementptr inbounds nuw float, ptr @__constant_32xf32_13, i64 %908
  %912 = load float, ptr %911, align 4
  %913 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %44, 1
  %914 = mul nuw nsw i64 %900, 256
  %915 = mul nuw nsw i64 %904, 32
  %916 = add nuw nsw i64 %914, %915
  %917 = add nuw nsw i64 %916, %908
  %918 = getelementptr inbounds nuw float, ptr %913, i64 %917
  %919 = load float, ptr %918, align 4
  %920 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %831, 1
  %921 = mul nuw nsw i64 %900, 8
  %922 = add nuw nsw i64 %921, %904
  %923 = add nuw nsw i64 %922, 0
  %924 = getelementptr inbounds nuw float, ptr %920, i64 %923
  %925 = load float, ptr %924, align 4
  %926 = fdiv float %925, 3.200000e+01
  %927 = fadd float %926, f0x358637BD
  %928 = call float @llvm.sqrt.f32(float %927)
  %929 = fdiv float 1.000000e+00, %928
  %930 = fmul float %919, %929
  %931 = fmul float %912, %930
  %932 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %933 = mul nuw nsw i64 %900, 256
  %934 = mul nuw nsw i64 %904, 32
  %935 = add nuw nsw i64 %933, %934
  %936 = add nuw nsw i64 %935, %908
  %937 = getelementptr inbounds nuw float, ptr %932, i64 %936
  store float %931, ptr %937, align 4
  %938 = add i64 %908, 1
  br label %907

939:                                              ; preds = %907
  %940 = add i64 %904, 1
  br label %903

941:                                              ; preds = %903
  %942 = add i64 %900, 1
  br label %899

943:                                              ; preds = %899
  %944 = call ptr @malloc(i64 1088)
  %945 = ptrtoint ptr %944 to i64
  %946 = add i64 %945, 63
  %947 = urem i64 %946, 64
  %948 = sub i64 %946, %947
  %949 = inttoptr i64 %948 to ptr
  %950 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %944, 0
  %951 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %950, ptr %949, 1
  %952 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %951, i64 0, 2
  %953 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %952, i64 8, 3, 0
  %954 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %953, i64 32, 3, 1
  %955 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %954, i64 32, 4, 0
  %956 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %955, i64 1, 4, 1
  br label %957

957:                                              ; preds = %970, %943
  %958 = phi i64 [ %971, %970 ], [ 0, %943 ]
  %959 = icmp slt i64 %958, 8
  br i1 %959, label %960, label %972

960:                                              ; preds = %957
  br label %961

961:                                              ; preds = %964, %960
  %962 = phi i64 [ %969, %964 ], [ 0, %960 ]
  %963 = icmp slt i64 %962, 32
  br i1 %963, label %964, label %970

964:                                              ; preds = %961
  %965 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %956, 1
  %966 = mul nuw nsw i64 %958, 32
  %967 = add nuw nsw i64 %966, %962
  %968 = getelementptr inbounds nuw float, ptr %965, i64 %967
  store float 0.000000e+00, ptr %968, align 4
  %969 = add i64 %962, 1
  br label %961

970:                                              ; preds = %961
  %971 = add i64 %958, 1
  br label %957

972:                                              ; preds = %957
  %973 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %956, 0
  %974 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %956, 1
  %975 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %973, 0
  %976 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %975, ptr %974, 1
  %977 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %976, i64 0, 2
  %978 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %977, i64 1, 3, 0
  %979 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %978, i64 256, 4, 0
  %980 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %979, i64 8, 3, 1
  %981 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %980, i64 32, 4, 1
  %982 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %981, i64 4, 3, 2
  %983 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %982, i64 8, 4, 2
  %984 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %983, i64 8, 3, 3
  %985 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %984, i64 1, 4, 3
  %986 = call ptr @malloc(i64 1088)
  %987 = ptrtoint ptr %986 to i64
  %988 = add i64 %987, 63
  %989 = urem i64 %988, 64
  %990 = sub i64 %988, %989
  %991 = inttoptr i64 %990 to ptr
  %992 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %986, 0
  %993 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %992, ptr %991, 1
  %994 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %993, i64 0, 2
  %995 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %994, i64 1, 3, 0
  %996 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %995, i64 8, 3, 1
  %997 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %996, i64 4, 3, 2
  %998 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %997, i64 8, 3, 3
  %999 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %998, i64 256, 4, 0
  %1000 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %999, i64 32, 4, 1
  %1001 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1000, i64 8, 4, 2
  %1002 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1001, i64 1, 4, 3
  br label %1003

1003:                                             ; preds = %1041, %972
  %1004 = phi i64 [ %1042, %1041 ], [ 0, %972 ]
  %1005 = icmp slt i64 %1004, 1
  br i1 %1005, label %1006, label %1043

1006:                                             ; preds = %1003
  br label %1007

1007:                                             ; preds = %1039, %1006
  %1008 = phi i64 [ %1040, %1039 ], [ 0, %1006 ]
  %1009 = icmp slt i64 %1008, 8
  br i1 %1009, label %1010, label %1041

1010:                                             ; preds = %1007
  br label %1011

1011:                                             ; preds = %1037, %1010
  %1012 = phi i64 [ %1038, %1037 ], [ 0, %1010 ]
  %1013 = icmp slt i64 %1012, 4
  br i1 %1013, label %1014, label %1039

1014:                                             ; preds = %1011
  br label %1015

1015:                                             ; preds = %1018, %1014
  %1016 = phi i64 [ %1036, %1018 ], [ 0, %1014 ]
  %1017 = icmp slt i64 %1016, 8
  br i1 %1017, label %1018, label %1037

1018:                                             ; preds = %1015
  %1019 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %985, 1
  %1020 = mul nuw nsw i64 %1004, 256
  %1021 = mul nuw nsw i64 %1008, 32
  %1022 = add nuw nsw i64 %1020, %1021
  %1023 = mul nuw nsw i64 %1012, 8
  %1024 = add nuw nsw i64 %1022, %1023
  %1025 = add nuw nsw i64 %1024, %1016
  %1026 = getelementptr inbounds nuw float, ptr %1019, i64 %1025
  %1027 = load float, ptr %1026, align 4
  %1028 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1002, 1
  %1029 = mul nuw nsw i64 %1004, 256
  %1030 = mul nuw nsw i64 %1008, 32
  %1031 = add nuw nsw i64 %1029, %1030
  %1032 = mul nuw nsw i64 %1012, 8
  %1033 = add nuw nsw i64 %1031, %1032
  %1034 = add nuw nsw i64 %1033, %1016
  %1035 = getelementptr inbounds nuw float, ptr %1028, i64 %1034
  store float %1027, ptr %1035, align 4
  %1036 = add i64 %1016, 1
  br label %1015

1037:                                             ; preds = %1015
  %1038 = add i64 %1012, 1
  br label %1011

1039:                                             ; preds = %1011
  %1040 = add i64 %1008, 1
  br label %1007

1041:                                             ; preds = %1007
  %1042 = add i64 %1004, 1
  br label %1003

1043:                                             ; preds = %1003
  br label %1044

1044:                                             ; preds = %1103, %1043
  %1045 = phi i64 [ %1104, %1103 ], [ 0, %1043 ]
  %1046 = icmp slt i64 %1045, 1
  br i1 %1046, label %1047, label %1105

1047:                                             ; preds = %1044
  br label %1048

1048:                                             ; preds = %1101, %1047
  %1049 = phi i64 [ %1102, %1101 ], [ 0, %1047 ]
  %1050 = icmp slt i64 %1049, 8
  br i1 %1050, label %1051, label %1103

1051:                                             ; preds = %1048
  br label %1052

1052:                                             ; preds = %1099, %1051
  %1053 = phi i64 [ %1100, %1099 ], [ 0, %1051 ]
  %1054 = icmp slt i64 %1053, 4
  br i1 %1054, label %1055, label %1101

1055:                                             ; preds = %1052
  br label %1056

1056:                                             ; preds = %1097, %1055
  %1057 = phi i64 [ %1098, %1097 ], [ 0, %1055 ]
  %1058 = icmp slt i64 %1057, 8
  br i1 %1058, label %1059, label %1099

1059:                                             ; preds = %1056
  br label %1060

1060:                                             ; preds = %1063, %1059
  %1061 = phi i64 [ %1096, %1063 ], [ 0, %1059 ]
  %1062 = icmp slt i64 %1061, 32
  br i1 %1062, label %1063, label %1097

1063:                                             ; preds = %1060
  %1064 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %1065 = mul nuw nsw i64 %1045, 256
  %1066 = mul nuw nsw i64 %1049, 32
  %1067 = add nuw nsw i64 %1065, %1066
  %1068 = add nuw nsw i64 %1067, %1061
  %1069 = getelementptr inbounds nuw float, ptr %1064, i64 %1068
  %1070 = load float, ptr %1069, align 4
  %1071 = mul nuw nsw i64 %1053, 256
  %1072 = mul nuw nsw i64 %1057, 32
  %1073 = add nuw nsw i64 %1071, %1072
  %1074 = add nuw nsw i64 %1073, %1061
  %1075 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_12, i64 %1074
  %1076 = load float, ptr %1075, align 4
  %1077 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1002, 1
  %1078 = mul nuw nsw i64 %1045, 256
  %1079 = mul nuw nsw i64 %1049, 32
  %1080 = add nuw nsw i64 %1078, %1079
  %1081 = mul nuw nsw i64 %1053, 8
  %1082 = add nuw nsw i64 %1080, %1081
  %1083 = add nuw nsw i64 %1082, %1057
  %1084 = getelementptr inbounds nuw float, ptr %1077, i64 %1083
  %1085 = load float, ptr %1084, align 4
  %1086 = fmul float %1070, %1076
  %1087 = fadd float %1085, %1086
  %1088 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1002, 1
  %1089 = mul nuw nsw i64 %1045, 256
  %1090 = mul nuw nsw i64 %1049, 32
  %1091 = add nuw nsw i64 %1089, %1090
  %1092 = mul nuw nsw i64 %1053, 8
  %1093 = add nuw nsw i64 %1091, %1092
  %1094 = add nuw nsw i64 %1093, %1057
  %1095 = getelementptr inbounds nuw float, ptr %1088, i64 %1094
  store float %1087, ptr %1095, align 4
  %1096 = add i64 %1061, 1
  br label %1060

1097:                                             ; preds = %1060
  %1098 = add i64 %1057, 1
  br label %1056

1099:                                             ; preds = %1056
  %1100 = add i64 %1053, 1
  br label %1052

1101:                                             ; preds = %1052
  %1102 = add i64 %1049, 1
  br label %1048

1103:                                             ; preds = %1048
  %1104 = add i64 %1045, 1
  br label %1044

1105:                                             ; preds = %1044
  %1106 = call ptr @malloc(i64 1088)
  %1107 = ptrtoint ptr %1106 to i64
  %1108 = add i64 %1107, 63
  %1109 = urem i64 %1108, 64
  %1110 = sub i64 %1108, %1109
  %1111 = inttoptr i64 %1110 to ptr
  %1112 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1106, 0
  %1113 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1112, ptr %1111, 1
  %1114 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1113, i64 0, 2
  %1115 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1114, i64 1, 3, 0
  %1116 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1115, i64 4, 3, 1
  %1117 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1116, i64 8, 3, 2
  %1118 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1117, i64 8, 3, 3
  %1119 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1118, i64 256, 4, 0
  %1120 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1119, i64 64, 4, 1
  %1121 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1120, i64 8, 4, 2
  %1122 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1121, i64 1, 4, 3
  br label %1123

1123:                                             ; preds = %1161, %1105
  %1124 = phi i64 [ %1162, %1161 ], [ 0, %1105 ]
  %1125 = icmp slt i64 %1124, 1
  br i1 %1125, label %1126, label %1163

1126:                                             ; preds = %1123
  br label %1127

1127:                                             ; preds = %1159, %1126
  %1128 = phi i64 [ %1160, %1159 ], [ 0, %1126 ]
  %1129 = icmp slt i64 %1128, 4
  br i1 %1129, label %1130, label %1161

1130:                                             ; preds = %1127
  br label %1131

1131:                                             ; preds = %1157, %1130
  %1132 = phi i64 [ %1158, %1157 ], [ 0, %1130 ]
  %1133 = icmp slt i64 %1132, 8
  br i1 %1133, label %1134, label %1159

1134:                                             ; preds = %1131
  br label %1135

1135:                                             ; preds = %1138, %1134
  %1136 = phi i64 [ %1156, %1138 ], [ 0, %1134 ]
  %1137 = icmp slt i64 %1136, 8
  br i1 %1137, label %1138, label %1157

1138:                                             ; preds = %1135
  %1139 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1002, 1
  %1140 = mul nuw nsw i64 %1124, 256
  %1141 = mul nuw nsw i64 %1132, 32
  %1142 = add nuw nsw i64 %1140, %1141
  %1143 = mul nuw nsw i64 %1128, 8
  %1144 = add nuw nsw i64 %1142, %1143
  %1145 = add nuw nsw i64 %1144, %1136
  %1146 = getelementptr inbounds nuw float, ptr %1139, i64 %1145
  %1147 = load float, ptr %1146, align 4
  %1148 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 1
  %1149 = mul nuw nsw i64 %1124, 256
  %1150 = mul nuw nsw i64 %1128, 64
  %1151 = add nuw nsw i64 %1149, %1150
  %1152 = mul nuw nsw i64 %1132, 8
  %1153 = add nuw nsw i64 %1151, %1152
  %1154 = add nuw nsw i64 %1153, %1136
  %1155 = getelementptr inbounds nuw float, ptr %1148, i64 %1154
  store float %1147, ptr %1155, align 4
  %1156 = add i64 %1136, 1
  br label %1135

1157:                                             ; preds = %1135
  %1158 = add i64 %1132, 1
  br label %1131

1159:                                             ; preds = %1131
  %1160 = add i64 %1128, 1
  br label %1127

1161:                                             ; preds = %1127
  %1162 = add i64 %1124, 1
  br label %1123

1163:                                             ; preds = %1123
  %1164 = call ptr @malloc(i64 576)
  %1165 = ptrtoint ptr %1164 to i64
  %1166 = add i64 %1165, 63
  %1167 = urem i64 %1166, 64
  %1168 = sub i64 %1166, %1167
  %1169 = inttoptr i64 %1168 to ptr
  %1170 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1164, 0
  %1171 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1170, ptr %1169, 1
  %1172 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1171, i64 0, 2
  %1173 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1172, i64 8, 3, 0
  %1174 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1173, i64 16, 3, 1
  %1175 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1174, i64 16, 4, 0
  %1176 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1175, i64 1, 4, 1
  br label %1177

1177:                                             ; preds = %1190, %1163
  %1178 = phi i64 [ %1191, %1190 ], [ 0, %1163 ]
  %1179 = icmp slt i64 %1178, 8
  br i1 %1179, label %1180, label %1192

1180:                                             ; preds = %1177
  br label %1181

1181:                                             ; preds = %1184, %1180
  %1182 = phi i64 [ %1189, %1184 ], [ 0, %1180 ]
  %1183 = icmp slt i64 %1182, 16
  br i1 %1183, label %1184, label %1190

1184:                                             ; preds = %1181
  %1185 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1176, 1
  %1186 = mul nuw nsw i64 %1178, 16
  %1187 = add nuw nsw i64 %1186, %1182
  %1188 = getelementptr inbounds nuw float, ptr %1185, i64 %1187
  store float 0.000000e+00, ptr %1188, align 4
  %1189 = add i64 %1182, 1
  br label %1181

1190:                                             ; preds = %1181
  %1191 = add i64 %1178, 1
  br label %1177

1192:                                             ; preds = %1177
  %1193 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1176, 0
  %1194 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1176, 1
  %1195 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1193, 0
  %1196 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1195, ptr %1194, 1
  %1197 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1196, i64 0, 2
  %1198 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1197, i64 1, 3, 0
  %1199 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1198, i64 128, 4, 0
  %1200 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1199, i64 8, 3, 1
  %1201 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1200, i64 16, 4, 1
  %1202 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1201, i64 2, 3, 2
  %1203 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1202, i64 8, 4, 2
  %1204 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1203, i64 8, 3, 3
  %1205 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1204, i64 1, 4, 3
  %1206 = call ptr @malloc(i64 576)
  %1207 = ptrtoint ptr %1206 to i64
  %1208 = add i64 %1207, 63
  %1209 = urem i64 %1208, 64
  %1210 = sub i64 %1208, %1209
  %1211 = inttoptr i64 %1210 to ptr
  %1212 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1206, 0
  %1213 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1212, ptr %1211, 1
  %1214 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1213, i64 0, 2
  %1215 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1214, i64 1, 3, 0
  %1216 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1215, i64 8, 3, 1
  %1217 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1216, i64 2, 3, 2
  %1218 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1217, i64 8, 3, 3
  %1219 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1218, i64 128, 4, 0
  %1220 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1219, i64 16, 4, 1
  %1221 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1220, i64 8, 4, 2
  %1222 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1221, i64 1, 4, 3
  br label %1223

1223:                                             ; preds = %1261, %1192
  %1224 = phi i64 [ %1262, %1261 ], [ 0, %1192 ]
  %1225 = icmp slt i64 %1224, 1
  br i1 %1225, label %1226, label %1263

1226:                                             ; preds = %1223
  br label %1227

1227:                                             ; preds = %1259, %1226
  %1228 = phi i64 [ %1260, %1259 ], [ 0, %1226 ]
  %1229 = icmp slt i64 %1228, 8
  br i1 %1229, label %1230, label %1261

1230:                                             ; preds = %1227
  br label %1231

1231:                                             ; preds = %1257, %1230
  %1232 = phi i64 [ %1258, %1257 ], [ 0, %1230 ]
  %1233 = icmp slt i64 %1232, 2
  br i1 %1233, label %1234, label %1259

1234:                                             ; preds = %1231
  br label %1235

1235:                                             ; preds = %1238, %1234
  %1236 = phi i64 [ %1256, %1238 ], [ 0, %1234 ]
  %1237 = icmp slt i64 %1236, 8
  br i1 %1237, label %1238, label %1257

1238:                                             ; preds = %1235
  %1239 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1205, 1
  %1240 = mul nuw nsw i64 %1224, 128
  %1241 = mul nuw nsw i64 %1228, 16
  %1242 = add nuw nsw i64 %1240, %1241
  %1243 = mul nuw nsw i64 %1232, 8
  %1244 = add nuw nsw i64 %1242, %1243
  %1245 = add nuw nsw i64 %1244, %1236
  %1246 = getelementptr inbounds nuw float, ptr %1239, i64 %1245
  %1247 = load float, ptr %1246, align 4
  %1248 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1222, 1
  %1249 = mul nuw nsw i64 %1224, 128
  %1250 = mul nuw nsw i64 %1228, 16
  %1251 = add nuw nsw i64 %1249, %1250
  %1252 = mul nuw nsw i64 %1232, 8
  %1253 = add nuw nsw i64 %1251, %1252
  %1254 = add nuw nsw i64 %1253, %1236
  %1255 = getelementptr inbounds nuw float, ptr %1248, i64 %1254
  store float %1247, ptr %1255, align 4
  %1256 = add i64 %1236, 1
  br label %1235

1257:                                             ; preds = %1235
  %1258 = add i64 %1232, 1
  br label %1231

1259:                                             ; preds = %1231
  %1260 = add i64 %1228, 1
  br label %1227

1261:                                             ; preds = %1227
  %1262 = add i64 %1224, 1
  br label %1223

1263:                                             ; preds = %1223
  br label %1264

1264:                                             ; preds = %1323, %1263
  %1265 = phi i64 [ %1324, %1323 ], [ 0, %1263 ]
  %1266 = icmp slt i64 %1265, 1
  br i1 %1266, label %1267, label %1325

1267:                                             ; preds = %1264
  br label %1268

1268:                                             ; preds = %1321, %1267
  %1269 = phi i64 [ %1322, %1321 ], [ 0, %1267 ]
  %1270 = icmp slt i64 %1269, 8
  br i1 %1270, label %1271, label %1323

1271:                                             ; preds = %1268
  br label %1272

1272:                                             ; preds = %1319, %1271
  %1273 = phi i64 [ %1320, %1319 ], [ 0, %1271 ]
  %1274 = icmp slt i64 %1273, 2
  br i1 %1274, label %1275, label %1321

1275:                                             ; preds = %1272
  br label %1276

1276:                                             ; preds = %1317, %1275
  %1277 = phi i64 [ %1318, %1317 ], [ 0, %1275 ]
  %1278 = icmp slt i64 %1277, 8
  br i1 %1278, label %1279, label %1319

1279:                                             ; preds = %1276
  br label %1280

1280:                                             ; preds = %1283, %1279
  %1281 = phi i64 [ %1316, %1283 ], [ 0, %1279 ]
  %1282 = icmp slt i64 %1281, 32
  br i1 %1282, label %1283, label %1317

1283:                                             ; preds = %1280
  %1284 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %1285 = mul nuw nsw i64 %1265, 256
  %1286 = mul nuw nsw i64 %1269, 32
  %1287 = add nuw nsw i64 %1285, %1286
  %1288 = add nuw nsw i64 %1287, %1281
  %1289 = getelementptr inbounds nuw float, ptr %1284, i64 %1288
  %1290 = load float, ptr %1289, align 4
  %1291 = mul nuw nsw i64 %1273, 256
  %1292 = mul nuw nsw i64 %1277, 32
  %1293 = add nuw nsw i64 %1291, %1292
  %1294 = add nuw nsw i64 %1293, %1281
  %1295 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32_11, i64 %1294
  %1296 = load float, ptr %1295, align 4
  %1297 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1222, 1
  %1298 = mul nuw nsw i64 %1265, 128
  %1299 = mul nuw nsw i64 %1269, 16
  %1300 = add nuw nsw i64 %1298, %1299
  %1301 = mul nuw nsw i64 %1273, 8
  %1302 = add nuw nsw i64 %1300, %1301
  %1303 = add nuw nsw i64 %1302, %1277
  %1304 = getelementptr inbounds nuw float, ptr %1297, i64 %1303
  %1305 = load float, ptr %1304, align 4
  %1306 = fmul float %1290, %1296
  %1307 = fadd float %1305, %1306
  %1308 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1222, 1
  %1309 = mul nuw nsw i64 %1265, 128
  %1310 = mul nuw nsw i64 %1269, 16
  %1311 = add nuw nsw i64 %1309, %1310
  %1312 = mul nuw nsw i64 %1273, 8
  %1313 = add nuw nsw i64 %1311, %1312
  %1314 = add nuw nsw i64 %1313, %1277
  %1315 = getelementptr inbounds nuw float, ptr %1308, i64 %1314
  store float %1307, ptr %1315, align 4
  %1316 = add i64 %1281, 1
  br label %1280

1317:                                             ; preds = %1280
  %1318 = add i64 %1277, 1
  br label %1276

1319:                                             ; preds = %1276
  %1320 = add i64 %1273, 1
  br label %1272

1321:                                             ; preds = %1272
  %1322 = add i64 %1269, 1
  br label %1268

1323:                                             ; preds = %1268
  %1324 = add i64 %1265, 1
  br label %1264

1325:                                             ; preds = %1264
  %1326 = call ptr @malloc(i64 576)
  %1327 = ptrtoint ptr %1326 to i64
  %1328 = add i64 %1327, 63
  %1329 = urem i64 %1328, 64
  %1330 = sub i64 %1328, %1329
  %1331 = inttoptr i64 %1330 to ptr
  %1332 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1326, 0
  %1333 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1332, ptr %1331, 1
  %1334 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1333, i64 0, 2
  %1335 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1334, i64 1, 3, 0
  %1336 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1335, i64 2, 3, 1
  %1337 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1336, i64 8, 3, 2
  %1338 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1337, i64 8, 3, 3
  %1339 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1338, i64 128, 4, 0
  %1340 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1339, i64 64, 4, 1
  %1341 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1340, i64 8, 4, 2
  %1342 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1341, i64 1, 4, 3
  br label %1343

1343:                                             ; preds = %1381, %1325
  %1344 = phi i64 [ %1382, %1381 ], [ 0, %1325 ]
  %1345 = icmp slt i64 %1344, 1
  br i1 %1345, label %1346, label %1383

1346:                                             ; preds = %1343
  br label %1347

1347:                                             ; preds = %1379, %1346
  %1348 = phi i64 [ %1380, %1379 ], [ 0, %1346 ]
  %1349 = icmp slt i64 %1348, 2
  br i1 %1349, label %1350, label %1381

1350:                                             ; preds = %1347
  br label %1351

1351:                                             ; preds = %1377, %1350
  %1352 = phi i64 [ %1378, %1377 ], [ 0, %1350 ]
  %1353 = icmp slt i64 %1352, 8
  br i1 %1353, label %1354, label %1379

1354:                                             ; preds = %1351
  br label %1355

1355:                                             ; preds = %1358, %1354
  %1356 = phi i64 [ %1376, %1358 ], [ 0, %1354 ]
  %1357 = icmp slt i64 %1356, 8
  br i1 %1357, label %1358, label %1377

1358:                                             ; preds = %1355
  %1359 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1222, 1
  %1360 = mul nuw nsw i64 %1344, 128
  %1361 = mul nuw nsw i64 %1352, 16
  %1362 = add nuw nsw i64 %1360, %1361
  %1363 = mul nuw nsw i64 %1348, 8
  %1364 = add nuw nsw i64 %1362, %1363
  %1365 = add nuw nsw i64 %1364, %1356
  %1366 = getelementptr inbounds nuw float, ptr %1359, i64 %1365
  %1367 = load float, ptr %1366, align 4
  %1368 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1342, 1
  %1369 = mul nuw nsw i64 %1344, 128
  %1370 = mul nuw nsw i64 %1348, 64
  %1371 = add nuw nsw i64 %1369, %1370
  %1372 = mul nuw nsw i64 %1352, 8
  %1373 = add nuw nsw i64 %1371, %1372
  %1374 = add nuw nsw i64 %1373, %1356
  %1375 = getelementptr inbounds nuw float, ptr %1368, i64 %1374
  store float %1367, ptr %1375, align 4
  %1376 = add i64 %1356, 1
  br label %1355

1377:                                             ; preds = %1355
  %1378 = add i64 %1352, 1
  br label %1351

1379:                                             ; preds = %1351
  %1380 = add i64 %1348, 1
  br label %1347

1381:                                             ; preds = %1347
  %1382 = add i64 %1344, 1
  br label %1343

1383:                                             ; preds = %1343
  %1384 = call ptr @malloc(i64 576)
  %1385 = ptrtoint ptr %1384 to i64
  %1386 = add i64 %1385, 63
  %1387 = urem i64 %1386, 64
  %1388 = sub i64 %1386, %1387
  %1389 = inttoptr i64 %1388 to ptr
  %1390 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1384, 0
  %1391 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1390, ptr %1389, 1
  %1392 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1391, i64 0, 2
  %1393 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1392, i64 1, 3, 0
  %1394 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1393, i64 8, 3, 1
  %1395 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1394, i64 2, 3, 2
  %1396 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1395, i64 8, 3, 3
  %1397 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1396, i64 128, 4, 0
  %1398 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1397, i64 16, 4, 1
  %1399 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1398, i64 8, 4, 2
  %1400 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1399, i64 1, 4, 3
  br label %1401

1401:                                             ; preds = %1439, %1383
  %1402 = phi i64 [ %1440, %1439 ], [ 0, %1383 ]
  %1403 = icmp slt i64 %1402, 1
  br i1 %1403, label %1404, label %1441

1404:                                             ; preds = %1401
  br label %1405

1405:                                             ; preds = %1437, %1404
  %1406 = phi i64 [ %1438, %1437 ], [ 0, %1404 ]
  %1407 = icmp slt i64 %1406, 8
  br i1 %1407, label %1408, label %1439

1408:                                             ; preds = %1405
  br label %1409

1409:                                             ; preds = %1435, %1408
  %1410 = phi i64 [ %1436, %1435 ], [ 0, %1408 ]
  %1411 = icmp slt i64 %1410, 2
  br i1 %1411, label %1412, label %1437

1412:                                             ; preds = %1409
  br label %1413

1413:                                             ; preds = %1416, %1412
  %1414 = phi i64 [ %1434, %1416 ], [ 0, %1412 ]
  %1415 = icmp slt i64 %1414, 8
  br i1 %1415, label %1416, label %1435

1416:                                             ; preds = %1413
  %1417 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1205, 1
  %1418 = mul nuw nsw i64 %1402, 128
  %1419 = mul nuw nsw i64 %1406, 16
  %1420 = add nuw nsw i64 %1418, %1419
  %1421 = mul nuw nsw i64 %1410, 8
  %1422 = add nuw nsw i64 %1420, %1421
  %1423 = add nuw nsw i64 %1422, %1414
  %1424 = getelementptr inbounds nuw float, ptr %1417, i64 %1423
  %1425 = load float, ptr %1424, align 4
  %1426 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1400, 1
  %1427 = mul nuw nsw i64 %1402, 128
  %1428 = mul nuw nsw i64 %1406, 16
  %1429 = add nuw nsw i64 %1427, %1428
  %1430 = mul nuw nsw i64 %1410, 8
  %1431 = add nuw nsw i64 %1429, %1430
  %1432 = add nuw nsw i64 %1431, %1414
  %1433 = getelementptr inbounds nuw float, ptr %1426, i64 %1432
  store float %1425, ptr %1433, align 4
  %1434 = add i64 %1414, 1
  br label %1413

1435:                                             ; preds = %1413
  %1436 = add i64 %1410, 1
  br label %1409

1437:                                             ; preds = %1409
  %1438 = add i64 %1406, 1
  br label %1405

1439:                                             ; preds = %1405
  %1440 = add i64 %1402, 1
  br label %1401

1441:                                             ; preds = %1401
  br label %1442

1442:                                             ; preds = %1501, %1441
  %1443 = phi i64 [ %1502, %1501 ], [ 0, %1441 ]
  %1444 = icmp slt i64 %1443, 1
  br i1 %1444, label %1445, label %1503

1445:                                             ; preds = %1442
  br label %1446

1446:                                             ; preds = %1499, %1445
  %1447 = phi i64 [ %1500, %1499 ], [ 0, %1445 ]
  %1448 = icmp slt i64 %1447, 8
  br i1 %1448, label %1449, label %1501

1449:                                             ; preds = %1446
  br label %1450

1450:                                             ; preds = %1497, %1449
  %1451 = phi i64 [ %1498, %1497 ], [ 0, %1449 ]
  %1452 = icmp slt i64 %1451, 2
  br i1 %1452, label %1453, label %1499

1453:                                             ; preds = %1450
  br label %1454

1454:                                             ; preds = %1495, %1453
  %1455 = phi i64 [ %1496, %1495 ], [ 0, %1453 ]
  %1456 = icmp slt i64 %1455, 8
  br i1 %1456, label %1457, label %1497

1457:                                             ; preds = %1454
  br label %1458

1458:                                             ; preds = %1461, %1457
  %1459 = phi i64 [ %1494, %1461 ], [ 0, %1457 ]
  %1460 = icmp slt i64 %1459, 32
  br i1 %1460, label %1461, label %1495

1461:                                             ; preds = %1458
  %1462 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %1463 = mul nuw nsw i64 %1443, 256
  %1464 = mul nuw nsw i64 %1447, 32
  %1465 = add nuw nsw i64 %1463, %1464
  %1466 = add nuw nsw i64 %1465, %1459
  %1467 = getelementptr inbounds nuw float, ptr %1462, i64 %1466
  %1468 = load float, ptr %1467, align 4
  %1469 = mul nuw nsw i64 %1451, 256
  %1470 = mul nuw nsw i64 %1455, 32
  %1471 = add nuw nsw i64 %1469, %1470
  %1472 = add nuw nsw i64 %1471, %1459
  %1473 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32_10, i64 %1472
  %1474 = load float, ptr %1473, align 4
  %1475 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1400, 1
  %1476 = mul nuw nsw i64 %1443, 128
  %1477 = mul nuw nsw i64 %1447, 16
  %1478 = add nuw nsw i64 %1476, %1477
  %1479 = mul nuw nsw i64 %1451, 8
  %1480 = add nuw nsw i64 %1478, %1479
  %1481 = add nuw nsw i64 %1480, %1455
  %1482 = getelementptr inbounds nuw float, ptr %1475, i64 %1481
  %1483 = load float, ptr %1482, align 4
  %1484 = fmul float %1468, %1474
  %1485 = fadd float %1483, %1484
  %1486 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1400, 1
  %1487 = mul nuw nsw i64 %1443, 128
  %1488 = mul nuw nsw i64 %1447, 16
  %1489 = add nuw nsw i64 %1487, %1488
  %1490 = mul nuw nsw i64 %1451, 8
  %1491 = add nuw nsw i64 %1489, %1490
  %1492 = add nuw nsw i64 %1491, %1455
  %1493 = getelementptr inbounds nuw float, ptr %1486, i64 %1492
  store float %1485, ptr %1493, align 4
  %1494 = add i64 %1459, 1
  br label %1458

1495:                                             ; preds = %1458
  %1496 = add i64 %1455, 1
  br label %1454

1497:                                             ; preds = %1454
  %1498 = add i64 %1451, 1
  br label %1450

1499:                                             ; preds = %1450
  %1500 = add i64 %1447, 1
  br label %1446

1501:                                             ; preds = %1446
  %1502 = add i64 %1443, 1
  br label %1442

1503:                                             ; preds = %1442
  %1504 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 0
  %1505 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 1
  %1506 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1504, 0
  %1507 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1506, ptr %1505, 1
  %1508 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1507, i64 0, 2
  %1509 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1508, i64 1, 3, 0
  %1510 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1509, i64 256, 4, 0
  %1511 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1510, i64 4, 3, 1
  %1512 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1511, i64 64, 4, 1
  %1513 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1512, i64 8, 3, 2
  %1514 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1513, i64 8, 4, 2
  %1515 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1514, i64 4, 3, 3
  %1516 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1515, i64 1, 4, 3
  %1517 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 0
  %1518 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 1
  %1519 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1517, 0
  %1520 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1519, ptr %1518, 1
  %1521 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1520, i64 4, 2
  %1522 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1521, i64 1, 3, 0
  %1523 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1522, i64 256, 4, 0
  %1524 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1523, i64 4, 3, 1
  %1525 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1524, i64 64, 4, 1
  %1526 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1525, i64 8, 3, 2
  %1527 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1526, i64 8, 4, 2
  %1528 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1527, i64 4, 3, 3
  %1529 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1528, i64 1, 4, 3
  %1530 = call ptr @malloc(i64 576)
  %1531 = ptrtoint ptr %1530 to i64
  %1532 = add i64 %1531, 63
  %1533 = urem i64 %1532, 64
  %1534 = sub i64 %1532, %1533
  %1535 = inttoptr i64 %1534 to ptr
  %1536 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1530, 0
  %1537 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1536, ptr %1535, 1
  %1538 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1537, i64 0, 2
  %1539 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1538, i64 1, 3, 0
  %1540 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1539, i64 4, 3, 1
  %1541 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1540, i64 8, 3, 2
  %1542 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1541, i64 4, 3, 3
  %1543 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1542, i64 128, 4, 0
  %1544 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1543, i64 32, 4, 1
  %1545 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1544, i64 4, 4, 2
  %1546 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1545, i64 1, 4, 3
  br label %1547

1547:                                             ; preds = %1587, %1503
  %1548 = phi i64 [ %1588, %1587 ], [ 0, %1503 ]
  %1549 = icmp slt i64 %1548, 1
  br i1 %1549, label %1550, label %1589

1550:                                             ; preds = %1547
  br label %1551

1551:                                             ; preds = %1585, %1550
  %1552 = phi i64 [ %1586, %1585 ], [ 0, %1550 ]
  %1553 = icmp slt i64 %1552, 4
  br i1 %1553, label %1554, label %1587

1554:                                             ; preds = %1551
  br label %1555

1555:                                             ; preds = %1583, %1554
  %1556 = phi i64 [ %1584, %1583 ], [ 0, %1554 ]
  %1557 = icmp slt i64 %1556, 8
  br i1 %1557, label %1558, label %1585

1558:                                             ; preds = %1555
  br label %1559

1559:                                             ; preds = %1562, %1558
  %1560 = phi i64 [ %1582, %1562 ], [ 0, %1558 ]
  %1561 = icmp slt i64 %1560, 4
  br i1 %1561, label %1562, label %1583

1562:                                             ; preds = %1559
  %1563 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1529, 1
  %1564 = getelementptr float, ptr %1563, i64 4
  %1565 = mul nuw nsw i64 %1548, 256
  %1566 = mul nuw nsw i64 %1552, 64
  %1567 = add nuw nsw i64 %1565, %1566
  %1568 = mul nuw nsw i64 %1556, 8
  %1569 = add nuw nsw i64 %1567, %1568
  %1570 = add nuw nsw i64 %1569, %1560
  %1571 = getelementptr inbounds nuw float, ptr %1564, i64 %1570
  %1572 = load float, ptr %1571, align 4
  %1573 = fneg float %1572
  %1574 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1546, 1
  %1575 = mul nuw nsw i64 %1548, 128
  %1576 = mul nuw nsw i64 %1552, 32
  %1577 = add nuw nsw i64 %1575, %1576
  %1578 = mul nuw nsw i64 %1556, 4
  %1579 = add nuw nsw i64 %1577, %1578
  %1580 = add nuw nsw i64 %1579, %1560
  %1581 = getelementptr inbounds nuw float, ptr %1574, i64 %1580
  store float %1573, ptr %1581, align 4
  %1582 = add i64 %1560, 1
  br label %1559

1583:                                             ; preds = %1559
  %1584 = add i64 %1556, 1
  br label %1555

1585:                                             ; preds = %1555
  %1586 = add i64 %1552, 1
  br label %1551

1587:                                             ; preds = %1551
  %1588 = add i64 %1548, 1
  br label %1547

1589:                                             ; preds = %1547
  %1590 = call ptr @malloc(i64 1088)
  %1591 = ptrtoint ptr %1590 to i64
  %1592 = add i64 %1591, 63
  %1593 = urem i64 %1592, 64
  %1594 = sub i64 %1592, %1593
  %1595 = inttoptr i64 %1594 to ptr
  %1596 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1590, 0
  %1597 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1596, ptr %1595, 1
  %1598 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1597, i64 0, 2
  %1599 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1598, i64 1, 3, 0
  %1600 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1599, i64 4, 3, 1
  %1601 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1600, i64 8, 3, 2
  %1602 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1601, i64 8, 3, 3
  %1603 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1602, i64 256, 4, 0
  %1604 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1603, i64 64, 4, 1
  %1605 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1604, i64 8, 4, 2
  %1606 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1605, i64 1, 4, 3
  %1607 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1606, 0
  %1608 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1606, 1
  %1609 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1607, 0
  %1610 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1609, ptr %1608, 1
  %1611 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1610, i64 0, 2
  %1612 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1611, i64 1, 3, 0
  %1613 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1612, i64 256, 4, 0
  %1614 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1613, i64 4, 3, 1
  %1615 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1614, i64 64, 4, 1
  %1616 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1615, i64 8, 3, 2
  %1617 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1616, i64 8, 4, 2
  %1618 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1617, i64 4, 3, 3
  %1619 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1618, i64 1, 4, 3
  br label %1620

1620:                                             ; preds = %1658, %1589
  %1621 = phi i64 [ %1659, %1658 ], [ 0, %1589 ]
  %1622 = icmp slt i64 %1621, 1
  br i1 %1622, label %1623, label %1660

1623:                                             ; preds = %1620
  br label %1624

1624:                                             ; preds = %1656, %1623
  %1625 = phi i64 [ %1657, %1656 ], [ 0, %1623 ]
  %1626 = icmp slt i64 %1625, 4
  br i1 %1626, label %1627, label %1658

1627:                                             ; preds = %1624
  br label %1628

1628:                                             ; preds = %1654, %1627
  %1629 = phi i64 [ %1655, %1654 ], [ 0, %1627 ]
  %1630 = icmp slt i64 %1629, 8
  br i1 %1630, label %1631, label %1656

1631:                                             ; preds = %1628
  br label %1632

1632:                                             ; preds = %1635, %1631
  %1633 = phi i64 [ %1653, %1635 ], [ 0, %1631 ]
  %1634 = icmp slt i64 %1633, 4
  br i1 %1634, label %1635, label %1654

1635:                                             ; preds = %1632
  %1636 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1546, 1
  %1637 = mul nuw nsw i64 %1621, 128
  %1638 = mul nuw nsw i64 %1625, 32
  %1639 = add nuw nsw i64 %1637, %1638
  %1640 = mul nuw nsw i64 %1629, 4
  %1641 = add nuw nsw i64 %1639, %1640
  %1642 = add nuw nsw i64 %1641, %1633
  %1643 = getelementptr inbounds nuw float, ptr %1636, i64 %1642
  %1644 = load float, ptr %1643, align 4
  %1645 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1619, 1
  %1646 = mul nuw nsw i64 %1621, 256
  %1647 = mul nuw nsw i64 %1625, 64
  %1648 = add nuw nsw i64 %1646, %1647
  %1649 = mul nuw nsw i64 %1629, 8
  %1650 = add nuw nsw i64 %1648, %1649
  %1651 = add nuw nsw i64 %1650, %1633
  %1652 = getelementptr inbounds nuw float, ptr %1645, i64 %1651
  store float %1644, ptr %1652, align 4
  %1653 = add i64 %1633, 1
  br label %1632

1654:                                             ; preds = %1632
  %1655 = add i64 %1629, 1
  br label %1628

1656:                                             ; preds = %1628
  %1657 = add i64 %1625, 1
  br label %1624

1658:                                             ; preds = %1624
  %1659 = add i64 %1621, 1
  br label %1620

1660:                                             ; preds = %1620
  %1661 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1606, 0
  %1662 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1606, 1
  %1663 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1661, 0
  %1664 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1663, ptr %1662, 1
  %1665 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1664, i64 4, 2
  %1666 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1665, i64 1, 3, 0
  %1667 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1666, i64 256, 4, 0
  %1668 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1667, i64 4, 3, 1
  %1669 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1668, i64 64, 4, 1
  %1670 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1669, i64 8, 3, 2
  %1671 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1670, i64 8, 4, 2
  %1672 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1671, i64 4, 3, 3
  %1673 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1672, i64 1, 4, 3
  br label %1674

1674:                                             ; preds = %1713, %1660
  %1675 = phi i64 [ %1714, %1713 ], [ 0, %1660 ]
  %1676 = icmp slt i64 %1675, 1
  br i1 %1676, label %1677, label %1715

1677:                                             ; preds = %1674
  br label %1678

1678:                                             ; preds = %1711, %1677
  %1679 = phi i64 [ %1712, %1711 ], [ 0, %1677 ]
  %1680 = icmp slt i64 %1679, 4
  br i1 %1680, label %1681, label %1713

1681:                                             ; preds = %1678
  br label %1682

1682:                                             ; preds = %1709, %1681
  %1683 = phi i64 [ %1710, %1709 ], [ 0, %1681 ]
  %1684 = icmp slt i64 %1683, 8
  br i1 %1684, label %1685, label %1711

1685:                                             ; preds = %1682
  br label %1686

1686:                                             ; preds = %1689, %1685
  %1687 = phi i64 [ %1708, %1689 ], [ 0, %1685 ]
  %1688 = icmp slt i64 %1687, 4
  br i1 %1688, label %1689, label %1709

1689:                                             ; preds = %1686
  %1690 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1516, 1
  %1691 = mul nuw nsw i64 %1675, 256
  %1692 = mul nuw nsw i64 %1679, 64
  %1693 = add nuw nsw i64 %1691, %1692
  %1694 = mul nuw nsw i64 %1683, 8
  %1695 = add nuw nsw i64 %1693, %1694
  %1696 = add nuw nsw i64 %1695, %1687
  %1697 = getelementptr inbounds nuw float, ptr %1690, i64 %1696
  %1698 = load float, ptr %1697, align 4
  %1699 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1673, 1
  %1700 = getelementptr float, ptr %1699, i64 4
  %1701 = mul nuw nsw i64 %1675, 256
  %1702 = mul nuw nsw i64 %1679, 64
  %1703 = add nuw nsw i64 %1701, %1702
  %1704 = mul nuw nsw i64 %1683, 8
  %1705 = add nuw nsw i64 %1703, %1704
  %1706 = add nuw nsw i64 %1705, %1687
  %1707 = getelementptr inbounds nuw float, ptr %1700, i64 %1706
  store float %1698, ptr %1707, align 4
  %1708 = add i64 %1687, 1
  br label %1686

1709:                                             ; preds = %1686
  %1710 = add i64 %1683, 1
  br label %1682

1711:                                             ; preds = %1682
  %1712 = add i64 %1679, 1
  br label %1678

1713:                                             ; preds = %1678
  %1714 = add i64 %1675, 1
  br label %1674

1715:                                             ; preds = %1674
  %1716 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1342, 0
  %1717 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1342, 1
  %1718 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1716, 0
  %1719 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1718, ptr %1717, 1
  %1720 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1719, i64 0, 2
  %1721 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1720, i64 1, 3, 0
  %1722 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1721, i64 128, 4, 0
  %1723 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1722, i64 2, 3, 1
  %1724 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1723, i64 64, 4, 1
  %1725 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1724, i64 8, 3, 2
  %1726 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1725, i64 8, 4, 2
  %1727 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1726, i64 4, 3, 3
  %1728 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1727, i64 1, 4, 3
  %1729 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1342, 0
  %1730 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1342, 1
  %1731 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1729, 0
  %1732 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1731, ptr %1730, 1
  %1733 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1732, i64 4, 2
  %1734 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1733, i64 1, 3, 0
  %1735 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1734, i64 128, 4, 0
  %1736 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1735, i64 2, 3, 1
  %1737 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1736, i64 64, 4, 1
  %1738 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1737, i64 8, 3, 2
  %1739 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1738, i64 8, 4, 2
  %1740 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1739, i64 4, 3, 3
  %1741 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1740, i64 1, 4, 3
  %1742 = call ptr @malloc(i64 320)
  %1743 = ptrtoint ptr %1742 to i64
  %1744 = add i64 %1743, 63
  %1745 = urem i64 %1744, 64
  %1746 = sub i64 %1744, %1745
  %1747 = inttoptr i64 %1746 to ptr
  %1748 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1742, 0
  %1749 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1748, ptr %1747, 1
  %1750 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1749, i64 0, 2
  %1751 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1750, i64 1, 3, 0
  %1752 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1751, i64 2, 3, 1
  %1753 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1752, i64 8, 3, 2
  %1754 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1753, i64 4, 3, 3
  %1755 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1754, i64 64, 4, 0
  %1756 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1755, i64 32, 4, 1
  %1757 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1756, i64 4, 4, 2
  %1758 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1757, i64 1, 4, 3
  br label %1759

1759:                                             ; preds = %1799, %1715
  %1760 = phi i64 [ %1800, %1799 ], [ 0, %1715 ]
  %1761 = icmp slt i64 %1760, 1
  br i1 %1761, label %1762, label %1801

1762:                                             ; preds = %1759
  br label %1763

1763:                                             ; preds = %1797, %1762
  %1764 = phi i64 [ %1798, %1797 ], [ 0, %1762 ]
  %1765 = icmp slt i64 %1764, 2
  br i1 %1765, label %1766, label %1799

1766:                                             ; preds = %1763
  br label %1767

1767:                                             ; preds = %1795, %1766
  %1768 = phi i64 [ %1796, %1795 ], [ 0, %1766 ]
  %1769 = icmp slt i64 %1768, 8
  br i1 %1769, label %1770, label %1797

1770:                                             ; preds = %1767
  br label %1771

1771:                                             ; preds = %1774, %1770
  %1772 = phi i64 [ %1794, %1774 ], [ 0, %1770 ]
  %1773 = icmp slt i64 %1772, 4
  br i1 %1773, label %1774, label %1795

1774:                                             ; preds = %1771
  %1775 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1741, 1
  %1776 = getelementptr float, ptr %1775, i64 4
  %1777 = mul nuw nsw i64 %1760, 128
  %1778 = mul nuw nsw i64 %1764, 64
  %1779 = add nuw nsw i64 %1777, %1778
  %1780 = mul nuw nsw i64 %1768, 8
  %1781 = add nuw nsw i64 %1779, %1780
  %1782 = add nuw nsw i64 %1781, %1772
  %1783 = getelementptr inbounds nuw float, ptr %1776, i64 %1782
  %1784 = load float, ptr %1783, align 4
  %1785 = fneg float %1784
  %1786 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1758, 1
  %1787 = mul nuw nsw i64 %1760, 64
  %1788 = mul nuw nsw i64 %1764, 32
  %1789 = add nuw nsw i64 %1787, %1788
  %1790 = mul nuw nsw i64 %1768, 4
  %1791 = add nuw nsw i64 %1789, %1790
  %1792 = add nuw nsw i64 %1791, %1772
  %1793 = getelementptr inbounds nuw float, ptr %1786, i64 %1792
  store float %1785, ptr %1793, align 4
  %1794 = add i64 %1772, 1
  br label %1771

1795:                                             ; preds = %1771
  %1796 = add i64 %1768, 1
  br label %1767

1797:                                             ; preds = %1767
  %1798 = add i64 %1764, 1
  br label %1763

1799:                                             ; preds = %1763
  %1800 = add i64 %1760, 1
  br label %1759

1801:                                             ; preds = %1759
  %1802 = call ptr @malloc(i64 576)
  %1803 = ptrtoint ptr %1802 to i64
  %1804 = add i64 %1803, 63
  %1805 = urem i64 %1804, 64
  %1806 = sub i64 %1804, %1805
  %1807 = inttoptr i64 %1806 to ptr
  %1808 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1802, 0
  %1809 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1808, ptr %1807, 1
  %1810 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1809, i64 0, 2
  %1811 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1810, i64 1, 3, 0
  %1812 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1811, i64 2, 3, 1
  %1813 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1812, i64 8, 3, 2
  %1814 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1813, i64 8, 3, 3
  %1815 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1814, i64 128, 4, 0
  %1816 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1815, i64 64, 4, 1
  %1817 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1816, i64 8, 4, 2
  %1818 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1817, i64 1, 4, 3
  %1819 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1818, 0
  %1820 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1818, 1
  %1821 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1819, 0
  %1822 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1821, ptr %1820, 1
  %1823 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1822, i64 0, 2
  %1824 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1823, i64 1, 3, 0
  %1825 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1824, i64 128, 4, 0
  %1826 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1825, i64 2, 3, 1
  %1827 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1826, i64 64, 4, 1
  %1828 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1827, i64 8, 3, 2
  %1829 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1828, i64 8, 4, 2
  %1830 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1829, i64 4, 3, 3
  %1831 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1830, i64 1, 4, 3
  br label %1832

1832:                                             ; preds = %1870, %1801
  %1833 = phi i64 [ %1871, %1870 ], [ 0, %1801 ]
  %1834 = icmp slt i64 %1833, 1
  br i1 %1834, label %1835, label %1872

1835:                                             ; preds = %1832
  br label %1836

1836:                                             ; preds = %1868, %1835
  %1837 = phi i64 [ %1869, %1868 ], [ 0, %1835 ]
  %1838 = icmp slt i64 %1837, 2
  br i1 %1838, label %1839, label %1870

1839:                                             ; preds = %1836
  br label %1840

1840:                                             ; preds = %1866, %1839
  %1841 = phi i64 [ %1867, %1866 ], [ 0, %1839 ]
  %1842 = icmp slt i64 %1841, 8
  br i1 %1842, label %1843, label %1868

1843:                                             ; preds = %1840
  br label %1844

1844:                                             ; preds = %1847, %1843
  %1845 = phi i64 [ %1865, %1847 ], [ 0, %1843 ]
  %1846 = icmp slt i64 %1845, 4
  br i1 %1846, label %1847, label %1866

1847:                                             ; preds = %1844
  %1848 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1758, 1
  %1849 = mul nuw nsw i64 %1833, 64
  %1850 = mul nuw nsw i64 %1837, 32
  %1851 = add nuw nsw i64 %1849, %1850
  %1852 = mul nuw nsw i64 %1841, 4
  %1853 = add nuw nsw i64 %1851, %1852
  %1854 = add nuw nsw i64 %1853, %1845
  %1855 = getelementptr inbounds nuw float, ptr %1848, i64 %1854
  %1856 = load float, ptr %1855, align 4
  %1857 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1831, 1
  %1858 = mul nuw nsw i64 %1833, 128
  %1859 = mul nuw nsw i64 %1837, 64
  %1860 = add nuw nsw i64 %1858, %1859
  %1861 = mul nuw nsw i64 %1841, 8
  %1862 = add nuw nsw i64 %1860, %1861
  %1863 = add nuw nsw i64 %1862, %1845
  %1864 = getelementptr inbounds nuw float, ptr %1857, i64 %1863
  store float %1856, ptr %1864, align 4
  %1865 = add i64 %1845, 1
  br label %1844

1866:                                             ; preds = %1844
  %1867 = add i64 %1841, 1
  br label %1840

1868:                                             ; preds = %1840
  %1869 = add i64 %1837, 1
  br label %1836

1870:                                             ; preds = %1836
  %1871 = add i64 %1833, 1
  br label %1832

1872:                                             ; preds = %1832
  %1873 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1818, 0
  %1874 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1818, 1
  %1875 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1873, 0
  %1876 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1875, ptr %1874, 1
  %1877 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1876, i64 4, 2
  %1878 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1877, i64 1, 3, 0
  %1879 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1878, i64 128, 4, 0
  %1880 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1879, i64 2, 3, 1
  %1881 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1880, i64 64, 4, 1
  %1882 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1881, i64 8, 3, 2
  %1883 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1882, i64 8, 4, 2
  %1884 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1883, i64 4, 3, 3
  %1885 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1884, i64 1, 4, 3
  br label %1886

1886:                                             ; preds = %1925, %1872
  %1887 = phi i64 [ %1926, %1925 ], [ 0, %1872 ]
  %1888 = icmp slt i64 %1887, 1
  br i1 %1888, label %1889, label %1927

1889:                                             ; preds = %1886
  br label %1890

1890:                                             ; preds = %1923, %1889
  %1891 = phi i64 [ %1924, %1923 ], [ 0, %1889 ]
  %1892 = icmp slt i64 %1891, 2
  br i1 %1892, label %1893, label %1925

1893:                                             ; preds = %1890
  br label %1894

1894:                                             ; preds = %1921, %1893
  %1895 = phi i64 [ %1922, %1921 ], [ 0, %1893 ]
  %1896 = icmp slt i64 %1895, 8
  br i1 %1896, label %1897, label %1923

1897:                                             ; preds = %1894
  br label %1898

1898:                                             ; preds = %1901, %1897
  %1899 = phi i64 [ %1920, %1901 ], [ 0, %1897 ]
  %1900 = icmp slt i64 %1899, 4
  br i1 %1900, label %1901, label %1921

1901:                                             ; preds = %1898
  %1902 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1728, 1
  %1903 = mul nuw nsw i64 %1887, 128
  %1904 = mul nuw nsw i64 %1891, 64
  %1905 = add nuw nsw i64 %1903, %1904
  %1906 = mul nuw nsw i64 %1895, 8
  %1907 = add nuw nsw i64 %1905, %1906
  %1908 = add nuw nsw i64 %1907, %1899
  %1909 = getelementptr inbounds nuw float, ptr %1902, i64 %1908
  %1910 = load float, ptr %1909, align 4
  %1911 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1885, 1
  %1912 = getelementptr float, ptr %1911, i64 4
  %1913 = mul nuw nsw i64 %1887, 128
  %1914 = mul nuw nsw i64 %1891, 64
  %1915 = add nuw nsw i64 %1913, %1914
  %1916 = mul nuw nsw i64 %1895, 8
  %1917 = add nuw nsw i64 %1915, %1916
  %1918 = add nuw nsw i64 %1917, %1899
  %1919 = getelementptr inbounds nuw float, ptr %1912, i64 %1918
  store float %1910, ptr %1919, align 4
  %1920 = add i64 %1899, 1
  br label %1898

1921:                                             ; preds = %1898
  %1922 = add i64 %1895, 1
  br label %1894

1923:                                             ; preds = %1894
  %1924 = add i64 %1891, 1
  br label %1890

1925:                                             ; preds = %1890
  %1926 = add i64 %1887, 1
  br label %1886

1927:                                             ; preds = %1886
  %1928 = call ptr @malloc(i64 1088)
  %1929 = ptrtoint ptr %1928 to i64
  %1930 = add i64 %1929, 63
  %1931 = urem i64 %1930, 64
  %1932 = sub i64 %1930, %1931
  %1933 = inttoptr i64 %1932 to ptr
  %1934 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %1928, 0
  %1935 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1934, ptr %1933, 1
  %1936 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1935, i64 0, 2
  %1937 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1936, i64 1, 3, 0
  %1938 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1937, i64 2, 3, 1
  %1939 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1938, i64 2, 3, 2
  %1940 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1939, i64 8, 3, 3
  %1941 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1940, i64 8, 3, 4
  %1942 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1941, i64 256, 4, 0
  %1943 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1942, i64 128, 4, 1
  %1944 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1943, i64 64, 4, 2
  %1945 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1944, i64 8, 4, 3
  %1946 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1945, i64 1, 4, 4
  br label %1947

1947:                                             ; preds = %1993, %1927
  %1948 = phi i64 [ %1994, %1993 ], [ 0, %1927 ]
  %1949 = icmp slt i64 %1948, 1
  br i1 %1949, label %1950, label %1995

1950:                                             ; preds = %1947
  br label %1951

1951:                                             ; preds = %1991, %1950
  %1952 = phi i64 [ %1992, %1991 ], [ 0, %1950 ]
  %1953 = icmp slt i64 %1952, 2
  br i1 %1953, label %1954, label %1993

1954:                                             ; preds = %1951
  br label %1955

1955:                                             ; preds = %1989, %1954
  %1956 = phi i64 [ %1990, %1989 ], [ 0, %1954 ]
  %1957 = icmp slt i64 %1956, 2
  br i1 %1957, label %1958, label %1991

1958:                                             ; preds = %1955
  br label %1959

1959:                                             ; preds = %1987, %1958
  %1960 = phi i64 [ %1988, %1987 ], [ 0, %1958 ]
  %1961 = icmp slt i64 %1960, 8
  br i1 %1961, label %1962, label %1989

1962:                                             ; preds = %1959
  br label %1963

1963:                                             ; preds = %1966, %1962
  %1964 = phi i64 [ %1986, %1966 ], [ 0, %1962 ]
  %1965 = icmp slt i64 %1964, 8
  br i1 %1965, label %1966, label %1987

1966:                                             ; preds = %1963
  %1967 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1400, 1
  %1968 = mul nuw nsw i64 %1948, 128
  %1969 = mul nuw nsw i64 %1960, 16
  %1970 = add nuw nsw i64 %1968, %1969
  %1971 = mul nuw nsw i64 %1952, 8
  %1972 = add nuw nsw i64 %1970, %1971
  %1973 = add nuw nsw i64 %1972, %1964
  %1974 = getelementptr inbounds nuw float, ptr %1967, i64 %1973
  %1975 = load float, ptr %1974, align 4
  %1976 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1946, 1
  %1977 = mul nuw nsw i64 %1948, 256
  %1978 = mul nuw nsw i64 %1952, 128
  %1979 = add nuw nsw i64 %1977, %1978
  %1980 = mul nuw nsw i64 %1956, 64
  %1981 = add nuw nsw i64 %1979, %1980
  %1982 = mul nuw nsw i64 %1960, 8
  %1983 = add nuw nsw i64 %1981, %1982
  %1984 = add nuw nsw i64 %1983, %1964
  %1985 = getelementptr inbounds nuw float, ptr %1976, i64 %1984
  store float %1975, ptr %1985, align 4
  %1986 = add i64 %1964, 1
  br label %1963

1987:                                             ; preds = %1963
  %1988 = add i64 %1960, 1
  br label %1959

1989:                                             ; preds = %1959
  %1990 = add i64 %1956, 1
  br label %1955

1991:                                             ; preds = %1955
  %1992 = add i64 %1952, 1
  br label %1951

1993:                                             ; preds = %1951
  %1994 = add i64 %1948, 1
  br label %1947

1995:                                             ; preds = %1947
  %1996 = call ptr @malloc(i64 1088)
  %1997 = ptrtoint ptr %1996 to i64
  %1998 = add i64 %1997, 63
  %1999 = urem i64 %1998, 64
  %2000 = sub i64 %1998, %1999
  %2001 = inttoptr i64 %2000 to ptr
  %2002 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %1996, 0
  %2003 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2002, ptr %2001, 1
  %2004 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2003, i64 0, 2
  %2005 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2004, i64 1, 3, 0
  %2006 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2005, i64 2, 3, 1
  %2007 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2006, i64 2, 3, 2
  %2008 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2007, i64 8, 3, 3
  %2009 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2008, i64 8, 3, 4
  %2010 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2009, i64 256, 4, 0
  %2011 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2010, i64 128, 4, 1
  %2012 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2011, i64 64, 4, 2
  %2013 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2012, i64 8, 4, 3
  %2014 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2013, i64 1, 4, 4
  br label %2015

2015:                                             ; preds = %2089, %1995
  %2016 = phi i64 [ %2090, %2089 ], [ 0, %1995 ]
  %2017 = icmp slt i64 %2016, 1
  br i1 %2017, label %2018, label %2091

2018:                                             ; preds = %2015
  br label %2019

2019:                                             ; preds = %2087, %2018
  %2020 = phi i64 [ %2088, %2087 ], [ 0, %2018 ]
  %2021 = icmp slt i64 %2020, 2
  br i1 %2021, label %2022, label %2089

2022:                                             ; preds = %2019
  br label %2023

2023:                                             ; preds = %2085, %2022
  %2024 = phi i64 [ %2086, %2085 ], [ 0, %2022 ]
  %2025 = icmp slt i64 %2024, 2
  br i1 %2025, label %2026, label %2087

2026:                                             ; preds = %2023
  br label %2027

2027:                                             ; preds = %2083, %2026
  %2028 = phi i64 [ %2084, %2083 ], [ 0, %2026 ]
  %2029 = icmp slt i64 %2028, 8
  br i1 %2029, label %2030, label %2085

2030:                                             ; preds = %2027
  br label %2031

2031:                                             ; preds = %2034, %2030
  %2032 = phi i64 [ %2082, %2034 ], [ 0, %2030 ]
  %2033 = icmp slt i64 %2032, 8
  br i1 %2033, label %2034, label %2083

2034:                                             ; preds = %2031
  %2035 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1342, 1
  %2036 = mul nuw nsw i64 %2016, 128
  %2037 = mul nuw nsw i64 %2020, 64
  %2038 = add nuw nsw i64 %2036, %2037
  %2039 = mul nuw nsw i64 %2032, 8
  %2040 = add nuw nsw i64 %2038, %2039
  %2041 = add nuw nsw i64 %2040, %2028
  %2042 = getelementptr inbounds nuw float, ptr %2035, i64 %2041
  %2043 = load float, ptr %2042, align 4
  %2044 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %692, 1
  %2045 = mul nuw nsw i64 %2016, 64
  %2046 = add nuw nsw i64 %2045, 0
  %2047 = mul nuw nsw i64 %2032, 8
  %2048 = add nuw nsw i64 %2046, %2047
  %2049 = add nuw nsw i64 %2048, %2028
  %2050 = getelementptr inbounds nuw float, ptr %2044, i64 %2049
  %2051 = load float, ptr %2050, align 4
  %2052 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1818, 1
  %2053 = mul nuw nsw i64 %2016, 128
  %2054 = mul nuw nsw i64 %2020, 64
  %2055 = add nuw nsw i64 %2053, %2054
  %2056 = mul nuw nsw i64 %2032, 8
  %2057 = add nuw nsw i64 %2055, %2056
  %2058 = add nuw nsw i64 %2057, %2028
  %2059 = getelementptr inbounds nuw float, ptr %2052, i64 %2058
  %2060 = load float, ptr %2059, align 4
  %2061 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %751, 1
  %2062 = mul nuw nsw i64 %2016, 64
  %2063 = add nuw nsw i64 %2062, 0
  %2064 = mul nuw nsw i64 %2032, 8
  %2065 = add nuw nsw i64 %2063, %2064
  %2066 = add nuw nsw i64 %2065, %2028
  %2067 = getelementptr inbounds nuw float, ptr %2061, i64 %2066
  %2068 = load float, ptr %2067, align 4
  %2069 = fmul float %2060, %2068
  %2070 = fmul float %2043, %2051
  %2071 = fadd float %2070, %2069
  %2072 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2014, 1
  %2073 = mul nuw nsw i64 %2016, 256
  %2074 = mul nuw nsw i64 %2020, 128
  %2075 = add nuw nsw i64 %2073, %2074
  %2076 = mul nuw nsw i64 %2024, 64
  %2077 = add nuw nsw i64 %2075, %2076
  %2078 = mul nuw nsw i64 %2028, 8
  %2079 = add nuw nsw i64 %2077, %2078
  %2080 = add nuw nsw i64 %2079, %2032
  %2081 = getelementptr inbounds nuw float, ptr %2072, i64 %2080
  store float %2071, ptr %2081, align 4
  %2082 = add i64 %2032, 1
  br label %2031

2083:                                             ; preds = %2031
  %2084 = add i64 %2028, 1
  br label %2027

2085:                                             ; preds = %2027
  %2086 = add i64 %2024, 1
  br label %2023

2087:                                             ; preds = %2023
  %2088 = add i64 %2020, 1
  br label %2019

2089:                                             ; preds = %2019
  %2090 = add i64 %2016, 1
  br label %2015

2091:                                             ; preds = %2015
  %2092 = call ptr @malloc(i64 1088)
  %2093 = ptrtoint ptr %2092 to i64
  %2094 = add i64 %2093, 63
  %2095 = urem i64 %2094, 64
  %2096 = sub i64 %2094, %2095
  %2097 = inttoptr i64 %2096 to ptr
  %2098 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2092, 0
  %2099 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2098, ptr %2097, 1
  %2100 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2099, i64 0, 2
  %2101 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2100, i64 4, 3, 0
  %2102 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2101, i64 8, 3, 1
  %2103 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2102, i64 8, 3, 2
  %2104 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2103, i64 64, 4, 0
  %2105 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2104, i64 8, 4, 1
  %2106 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2105, i64 1, 4, 2
  br label %2107

2107:                                             ; preds = %2128, %2091
  %2108 = phi i64 [ %2129, %2128 ], [ 0, %2091 ]
  %2109 = icmp slt i64 %2108, 4
  br i1 %2109, label %2110, label %2130

2110:                                             ; preds = %2107
  br label %2111

2111:                                             ; preds = %2126, %2110
  %2112 = phi i64 [ %2127, %2126 ], [ 0, %2110 ]
  %2113 = icmp slt i64 %2112, 8
  br i1 %2113, label %2114, label %2128

2114:                                             ; preds = %2111
  br label %2115

2115:                                             ; preds = %2118, %2114
  %2116 = phi i64 [ %2125, %2118 ], [ 0, %2114 ]
  %2117 = icmp slt i64 %2116, 8
  br i1 %2117, label %2118, label %2126

2118:                                             ; preds = %2115
  %2119 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2106, 1
  %2120 = mul nuw nsw i64 %2108, 64
  %2121 = mul nuw nsw i64 %2112, 8
  %2122 = add nuw nsw i64 %2120, %2121
  %2123 = add nuw nsw i64 %2122, %2116
  %2124 = getelementptr inbounds nuw float, ptr %2119, i64 %2123
  store float 0.000000e+00, ptr %2124, align 4
  %2125 = add i64 %2116, 1
  br label %2115

2126:                                             ; preds = %2115
  %2127 = add i64 %2112, 1
  br label %2111

2128:                                             ; preds = %2111
  %2129 = add i64 %2108, 1
  br label %2107

2130:                                             ; preds = %2107
  %2131 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2014, 0
  %2132 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2014, 1
  %2133 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2131, 0
  %2134 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2133, ptr %2132, 1
  %2135 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2134, i64 0, 2
  %2136 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2135, i64 1, 3, 0
  %2137 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2136, i64 256, 4, 0
  %2138 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2137, i64 4, 3, 1
  %2139 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2138, i64 64, 4, 1
  %2140 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2139, i64 8, 3, 2
  %2141 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2140, i64 8, 4, 2
  %2142 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2141, i64 8, 3, 3
  %2143 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2142, i64 1, 4, 3
  %2144 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2106, 0
  %2145 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2106, 1
  %2146 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2144, 0
  %2147 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2146, ptr %2145, 1
  %2148 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2147, i64 0, 2
  %2149 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2148, i64 1, 3, 0
  %2150 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2149, i64 256, 4, 0
  %2151 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2150, i64 4, 3, 1
  %2152 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2151, i64 64, 4, 1
  %2153 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2152, i64 8, 3, 2
  %2154 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2153, i64 8, 4, 2
  %2155 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2154, i64 8, 3, 3
  %2156 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2155, i64 1, 4, 3
  %2157 = call ptr @malloc(i64 1088)
  %2158 = ptrtoint ptr %2157 to i64
  %2159 = add i64 %2158, 63
  %2160 = urem i64 %2159, 64
  %2161 = sub i64 %2159, %2160
  %2162 = inttoptr i64 %2161 to ptr
  %2163 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2157, 0
  %2164 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2163, ptr %2162, 1
  %2165 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2164, i64 0, 2
  %2166 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2165, i64 1, 3, 0
  %2167 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2166, i64 4, 3, 1
  %2168 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2167, i64 8, 3, 2
  %2169 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2168, i64 8, 3, 3
  %2170 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2169, i64 256, 4, 0
  %2171 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2170, i64 64, 4, 1
  %2172 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2171, i64 8, 4, 2
  %2173 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2172, i64 1, 4, 3
  br label %2174

2174:                                             ; preds = %2212, %2130
  %2175 = phi i64 [ %2213, %2212 ], [ 0, %2130 ]
  %2176 = icmp slt i64 %2175, 1
  br i1 %2176, label %2177, label %2214

2177:                                             ; preds = %2174
  br label %2178

2178:                                             ; preds = %2210, %2177
  %2179 = phi i64 [ %2211, %2210 ], [ 0, %2177 ]
  %2180 = icmp slt i64 %2179, 4
  br i1 %2180, label %2181, label %2212

2181:                                             ; preds = %2178
  br label %2182

2182:                                             ; preds = %2208, %2181
  %2183 = phi i64 [ %2209, %2208 ], [ 0, %2181 ]
  %2184 = icmp slt i64 %2183, 8
  br i1 %2184, label %2185, label %2210

2185:                                             ; preds = %2182
  br label %2186

2186:                                             ; preds = %2189, %2185
  %2187 = phi i64 [ %2207, %2189 ], [ 0, %2185 ]
  %2188 = icmp slt i64 %2187, 8
  br i1 %2188, label %2189, label %2208

2189:                                             ; preds = %2186
  %2190 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2156, 1
  %2191 = mul nuw nsw i64 %2175, 256
  %2192 = mul nuw nsw i64 %2179, 64
  %2193 = add nuw nsw i64 %2191, %2192
  %2194 = mul nuw nsw i64 %2183, 8
  %2195 = add nuw nsw i64 %2193, %2194
  %2196 = add nuw nsw i64 %2195, %2187
  %2197 = getelementptr inbounds nuw float, ptr %2190, i64 %2196
  %2198 = load float, ptr %2197, align 4
  %2199 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2173, 1
  %2200 = mul nuw nsw i64 %2175, 256
  %2201 = mul nuw nsw i64 %2179, 64
  %2202 = add nuw nsw i64 %2200, %2201
  %2203 = mul nuw nsw i64 %2183, 8
  %2204 = add nuw nsw i64 %2202, %2203
  %2205 = add nuw nsw i64 %2204, %2187
  %2206 = getelementptr inbounds nuw float, ptr %2199, i64 %2205
  store float %2198, ptr %2206, align 4
  %2207 = add i64 %2187, 1
  br label %2186

2208:                                             ; preds = %2186
  %2209 = add i64 %2183, 1
  br label %2182

2210:                                             ; preds = %2182
  %2211 = add i64 %2179, 1
  br label %2178

2212:                                             ; preds = %2178
  %2213 = add i64 %2175, 1
  br label %2174

2214:                                             ; preds = %2174
  br label %2215

2215:                                             ; preds = %2307, %2214
  %2216 = phi i64 [ %2308, %2307 ], [ 0, %2214 ]
  %2217 = icmp slt i64 %2216, 1
  br i1 %2217, label %2218, label %2309

2218:                                             ; preds = %2215
  br label %2219

2219:                                             ; preds = %2305, %2218
  %2220 = phi i64 [ %2306, %2305 ], [ 0, %2218 ]
  %2221 = icmp slt i64 %2220, 4
  br i1 %2221, label %2222, label %2307

2222:                                             ; preds = %2219
  br label %2223

2223:                                             ; preds = %2303, %2222
  %2224 = phi i64 [ %2304, %2303 ], [ 0, %2222 ]
  %2225 = icmp slt i64 %2224, 8
  br i1 %2225, label %2226, label %2305

2226:                                             ; preds = %2223
  br label %2227

2227:                                             ; preds = %2301, %2226
  %2228 = phi i64 [ %2302, %2301 ], [ 0, %2226 ]
  %2229 = icmp slt i64 %2228, 8
  br i1 %2229, label %2230, label %2303

2230:                                             ; preds = %2227
  br label %2231

2231:                                             ; preds = %2234, %2230
  %2232 = phi i64 [ %2300, %2234 ], [ 0, %2230 ]
  %2233 = icmp slt i64 %2232, 8
  br i1 %2233, label %2234, label %2301

2234:                                             ; preds = %2231
  %2235 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 1
  %2236 = mul nuw nsw i64 %2216, 256
  %2237 = mul nuw nsw i64 %2220, 64
  %2238 = add nuw nsw i64 %2236, %2237
  %2239 = mul nuw nsw i64 %2224, 8
  %2240 = add nuw nsw i64 %2238, %2239
  %2241 = add nuw nsw i64 %2240, %2232
  %2242 = getelementptr inbounds nuw float, ptr %2235, i64 %2241
  %2243 = load float, ptr %2242, align 4
  %2244 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %692, 1
  %2245 = mul nuw nsw i64 %2216, 64
  %2246 = add nuw nsw i64 %2245, 0
  %2247 = mul nuw nsw i64 %2224, 8
  %2248 = add nuw nsw i64 %2246, %2247
  %2249 = add nuw nsw i64 %2248, %2232
  %2250 = getelementptr inbounds nuw float, ptr %2244, i64 %2249
  %2251 = load float, ptr %2250, align 4
  %2252 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1606, 1
  %2253 = mul nuw nsw i64 %2216, 256
  %2254 = mul nuw nsw i64 %2220, 64
  %2255 = add nuw nsw i64 %2253, %2254
  %2256 = mul nuw nsw i64 %2224, 8
  %2257 = add nuw nsw i64 %2255, %2256
  %2258 = add nuw nsw i64 %2257, %2232
  %2259 = getelementptr inbounds nuw float, ptr %2252, i64 %2258
  %2260 = load float, ptr %2259, align 4
  %2261 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %751, 1
  %2262 = mul nuw nsw i64 %2216, 64
  %2263 = add nuw nsw i64 %2262, 0
  %2264 = mul nuw nsw i64 %2224, 8
  %2265 = add nuw nsw i64 %2263, %2264
  %2266 = add nuw nsw i64 %2265, %2232
  %2267 = getelementptr inbounds nuw float, ptr %2261, i64 %2266
  %2268 = load float, ptr %2267, align 4
  %2269 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2143, 1
  %2270 = mul nuw nsw i64 %2216, 256
  %2271 = mul nuw nsw i64 %2220, 64
  %2272 = add nuw nsw i64 %2270, %2271
  %2273 = mul nuw nsw i64 %2232, 8
  %2274 = add nuw nsw i64 %2272, %2273
  %2275 = add nuw nsw i64 %2274, %2228
  %2276 = getelementptr inbounds nuw float, ptr %2269, i64 %2275
  %2277 = load float, ptr %2276, align 4
  %2278 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2173, 1
  %2279 = mul nuw nsw i64 %2216, 256
  %2280 = mul nuw nsw i64 %2220, 64
  %2281 = add nuw nsw i64 %2279, %2280
  %2282 = mul nuw nsw i64 %2224, 8
  %2283 = add nuw nsw i64 %2281, %2282
  %2284 = add nuw nsw i64 %2283, %2228
  %2285 = getelementptr inbounds nuw float, ptr %2278, i64 %2284
  %2286 = load float, ptr %2285, align 4
  %2287 = fmul float %2260, %2268
  %2288 = fmul float %2243, %2251
  %2289 = fadd float %2288, %2287
  %2290 = fmul float %2289, %2277
  %2291 = fadd float %2286, %2290
  %2292 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2173, 1
  %2293 = mul nuw nsw i64 %2216, 256
  %2294 = mul nuw nsw i64 %2220, 64
  %2295 = add nuw nsw i64 %2293, %2294
  %2296 = mul nuw nsw i64 %2224, 8
  %2297 = add nuw nsw i64 %2295, %2296
  %2298 = add nuw nsw i64 %2297, %2228
  %2299 = getelementptr inbounds nuw float, ptr %2292, i64 %2298
  store float %2291, ptr %2299, align 4
  %2300 = add i64 %2232, 1
  br label %2231

2301:                                             ; preds = %2231
  %2302 = add i64 %2228, 1
  br label %2227

2303:                                             ; preds = %2227
  %2304 = add i64 %2224, 1
  br label %2223

2305:                                             ; preds = %2223
  %2306 = add i64 %2220, 1
  br label %2219

2307:                                             ; preds = %2219
  %2308 = add i64 %2216, 1
  br label %2215

2309:                                             ; preds = %2215
  br label %2310

2310:                                             ; preds = %2358, %2309
  %2311 = phi i64 [ %2359, %2358 ], [ 0, %2309 ]
  %2312 = icmp slt i64 %2311, 1
  br i1 %2312, label %2313, label %2360

2313:                                             ; preds = %2310
  br label %2314

2314:                                             ; preds = %2356, %2313
  %2315 = phi i64 [ %2357, %2356 ], [ 0, %2313 ]
  %2316 = icmp slt i64 %2315, 4
  br i1 %2316, label %2317, label %2358

2317:                                             ; preds = %2314
  br label %2318

2318:                                             ; preds = %2354, %2317
  %2319 = phi i64 [ %2355, %2354 ], [ 0, %2317 ]
  %2320 = icmp slt i64 %2319, 8
  br i1 %2320, label %2321, label %2356

2321:                                             ; preds = %2318
  br label %2322

2322:                                             ; preds = %2325, %2321
  %2323 = phi i64 [ %2353, %2325 ], [ 0, %2321 ]
  %2324 = icmp slt i64 %2323, 8
  br i1 %2324, label %2325, label %2354

2325:                                             ; preds = %2322
  %2326 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2173, 1
  %2327 = mul nuw nsw i64 %2311, 256
  %2328 = mul nuw nsw i64 %2315, 64
  %2329 = add nuw nsw i64 %2327, %2328
  %2330 = mul nuw nsw i64 %2319, 8
  %2331 = add nuw nsw i64 %2329, %2330
  %2332 = add nuw nsw i64 %2331, %2323
  %2333 = getelementptr inbounds nuw float, ptr %2326, i64 %2332
  %2334 = load float, ptr %2333, align 4
  %2335 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %420, 1
  %2336 = mul nuw nsw i64 %2311, 64
  %2337 = add nuw nsw i64 %2336, 0
  %2338 = mul nuw nsw i64 %2319, 8
  %2339 = add nuw nsw i64 %2337, %2338
  %2340 = add nuw nsw i64 %2339, %2323
  %2341 = getelementptr inbounds nuw float, ptr %2335, i64 %2340
  %2342 = load float, ptr %2341, align 4
  %2343 = fmul float %2334, f0x3EB504F3
  %2344 = fadd float %2343, %2342
  %2345 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 1
  %2346 = mul nuw nsw i64 %2311, 256
  %2347 = mul nuw nsw i64 %2315, 64
  %2348 = add nuw nsw i64 %2346, %2347
  %2349 = mul nuw nsw i64 %2319, 8
  %2350 = add nuw nsw i64 %2348, %2349
  %2351 = add nuw nsw i64 %2350, %2323
  %2352 = getelementptr inbounds nuw float, ptr %2345, i64 %2351
  store float %2344, ptr %2352, align 4
  %2353 = add i64 %2323, 1
  br label %2322

2354:                                             ; preds = %2322
  %2355 = add i64 %2319, 1
  br label %2318

2356:                                             ; preds = %2318
  %2357 = add i64 %2315, 1
  br label %2314

2358:                                             ; preds = %2314
  %2359 = add i64 %2311, 1
  br label %2310

2360:                                             ; preds = %2310
  %2361 = call ptr @malloc(i64 192)
  %2362 = ptrtoint ptr %2361 to i64
  %2363 = add i64 %2362, 63
  %2364 = urem i64 %2363, 64
  %2365 = sub i64 %2363, %2364
  %2366 = inttoptr i64 %2365 to ptr
  %2367 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2361, 0
  %2368 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2367, ptr %2366, 1
  %2369 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2368, i64 0, 2
  %2370 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2369, i64 1, 3, 0
  %2371 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2370, i64 4, 3, 1
  %2372 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2371, i64 8, 3, 2
  %2373 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2372, i64 32, 4, 0
  %2374 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2373, i64 8, 4, 1
  %2375 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2374, i64 1, 4, 2
  br label %2376

2376:                                             ; preds = %2397, %2360
  %2377 = phi i64 [ %2398, %2397 ], [ 0, %2360 ]
  %2378 = icmp slt i64 %2377, 1
  br i1 %2378, label %2379, label %2399

2379:                                             ; preds = %2376
  br label %2380

2380:                                             ; preds = %2395, %2379
  %2381 = phi i64 [ %2396, %2395 ], [ 0, %2379 ]
  %2382 = icmp slt i64 %2381, 4
  br i1 %2382, label %2383, label %2397

2383:                                             ; preds = %2380
  br label %2384

2384:                                             ; preds = %2387, %2383
  %2385 = phi i64 [ %2394, %2387 ], [ 0, %2383 ]
  %2386 = icmp slt i64 %2385, 8
  br i1 %2386, label %2387, label %2395

2387:                                             ; preds = %2384
  %2388 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2375, 1
  %2389 = mul nuw nsw i64 %2377, 32
  %2390 = mul nuw nsw i64 %2381, 8
  %2391 = add nuw nsw i64 %2389, %2390
  %2392 = add nuw nsw i64 %2391, %2385
  %2393 = getelementptr inbounds nuw float, ptr %2388, i64 %2392
  store float -inf, ptr %2393, align 4
  %2394 = add i64 %2385, 1
  br label %2384

2395:                                             ; preds = %2384
  %2396 = add i64 %2381, 1
  br label %2380

2397:                                             ; preds = %2380
  %2398 = add i64 %2377, 1
  br label %2376

2399:                                             ; preds = %2376
  %2400 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 0
  %2401 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 1
  %2402 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %2400, 0
  %2403 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2402, ptr %2401, 1
  %2404 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2403, i64 0, 2
  %2405 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2404, i64 1, 3, 0
  %2406 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2405, i64 256, 4, 0
  %2407 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2406, i64 4, 3, 1
  %2408 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2407, i64 64, 4, 1
  %2409 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2408, i64 8, 3, 2
  %2410 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2409, i64 8, 4, 2
  %2411 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2410, i64 1, 3, 3
  %2412 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2411, i64 8, 4, 3
  %2413 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2412, i64 8, 3, 4
  %2414 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2413, i64 1, 4, 4
  %2415 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2375, 0
  %2416 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2375, 1
  %2417 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2415, 0
  %2418 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2417, ptr %2416, 1
  %2419 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2418, i64 0, 2
  %2420 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2419, i64 1, 3, 0
  %2421 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2420, i64 32, 4, 0
  %2422 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2421, i64 4, 3, 1
  %2423 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2422, i64 8, 4, 1
  %2424 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2423, i64 8, 3, 2
  %2425 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2424, i64 1, 4, 2
  %2426 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2425, i64 1, 3, 3
  %2427 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2426, i64 1, 4, 3
  %2428 = call ptr @malloc(i64 192)
  %2429 = ptrtoint ptr %2428 to i64
  %2430 = add i64 %2429, 63
  %2431 = urem i64 %2430, 64
  %2432 = sub i64 %2430, %2431
  %2433 = inttoptr i64 %2432 to ptr
  %2434 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2428, 0
  %2435 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2434, ptr %2433, 1
  %2436 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2435, i64 0, 2
  %2437 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2436, i64 1, 3, 0
  %2438 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2437, i64 4, 3, 1
  %2439 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2438, i64 8, 3, 2
  %2440 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2439, i64 1, 3, 3
  %2441 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2440, i64 32, 4, 0
  %2442 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2441, i64 8, 4, 1
  %2443 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2442, i64 1, 4, 2
  %2444 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2443, i64 1, 4, 3
  br label %2445

2445:                                             ; preds = %2481, %2399
  %2446 = phi i64 [ %2482, %2481 ], [ 0, %2399 ]
  %2447 = icmp slt i64 %2446, 1
  br i1 %2447, label %2448, label %2483

2448:                                             ; preds = %2445
  br label %2449

2449:                                             ; preds = %2479, %2448
  %2450 = phi i64 [ %2480, %2479 ], [ 0, %2448 ]
  %2451 = icmp slt i64 %2450, 4
  br i1 %2451, label %2452, label %2481

2452:                                             ; preds = %2449
  br label %2453

2453:                                             ; preds = %2477, %2452
  %2454 = phi i64 [ %2478, %2477 ], [ 0, %2452 ]
  %2455 = icmp slt i64 %2454, 8
  br i1 %2455, label %2456, label %2479

2456:                                             ; preds = %2453
  br label %2457

2457:                                             ; preds = %2460, %2456
  %2458 = phi i64 [ %2476, %2460 ], [ 0, %2456 ]
  %2459 = icmp slt i64 %2458, 1
  br i1 %2459, label %2460, label %2477

2460:                                             ; preds = %2457
  %2461 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2427, 1
  %2462 = mul nuw nsw i64 %2446, 32
  %2463 = mul nuw nsw i64 %2450, 8
  %2464 = add nuw nsw i64 %2462, %2463
  %2465 = add nuw nsw i64 %2464, %2454
  %2466 = add nuw nsw i64 %2465, %2458
  %2467 = getelementptr inbounds nuw float, ptr %2461, i64 %2466
  %2468 = load float, ptr %2467, align 4
  %2469 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2444, 1
  %2470 = mul nuw nsw i64 %2446, 32
  %2471 = mul nuw nsw i64 %2450, 8
  %2472 = add nuw nsw i64 %2470, %2471
  %2473 = add nuw nsw i64 %2472, %2454
  %2474 = add nuw nsw i64 %2473, %2458
  %2475 = getelementptr inbounds nuw float, ptr %2469, i64 %2474
  store float %2468, ptr %2475, align 4
  %2476 = add i64 %2458, 1
  br label %2457

2477:                                             ; preds = %2457
  %2478 = add i64 %2454, 1
  br label %2453

2479:                                             ; preds = %2453
  %2480 = add i64 %2450, 1
  br label %2449

2481:                                             ; preds = %2449
  %2482 = add i64 %2446, 1
  br label %2445

2483:                                             ; preds = %2445
  br label %2484

2484:                                             ; preds = %2538, %2483
  %2485 = phi i64 [ %2539, %2538 ], [ 0, %2483 ]
  %2486 = icmp slt i64 %2485, 1
  br i1 %2486, label %2487, label %2540

2487:                                             ; preds = %2484
  br label %2488

2488:                                             ; preds = %2536, %2487
  %2489 = phi i64 [ %2537, %2536 ], [ 0, %2487 ]
  %2490 = icmp slt i64 %2489, 4
  br i1 %2490, label %2491, label %2538

2491:                                             ; preds = %2488
  br label %2492

2492:                                             ; preds = %2534, %2491
  %2493 = phi i64 [ %2535, %2534 ], [ 0, %2491 ]
  %2494 = icmp slt i64 %2493, 8
  br i1 %2494, label %2495, label %2536

2495:                                             ; preds = %2492
  br label %2496

2496:                                             ; preds = %2532, %2495
  %2497 = phi i64 [ %2533, %2532 ], [ 0, %2495 ]
  %2498 = icmp slt i64 %2497, 1
  br i1 %2498, label %2499, label %2534

2499:                                             ; preds = %2496
  br label %2500

2500:                                             ; preds = %2503, %2499
  %2501 = phi i64 [ %2531, %2503 ], [ 0, %2499 ]
  %2502 = icmp slt i64 %2501, 8
  br i1 %2502, label %2503, label %2532

2503:                                             ; preds = %2500
  %2504 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2414, 1
  %2505 = mul nuw nsw i64 %2485, 256
  %2506 = mul nuw nsw i64 %2489, 64
  %2507 = add nuw nsw i64 %2505, %2506
  %2508 = mul nuw nsw i64 %2493, 8
  %2509 = add nuw nsw i64 %2507, %2508
  %2510 = mul nuw nsw i64 %2497, 8
  %2511 = add nuw nsw i64 %2509, %2510
  %2512 = add nuw nsw i64 %2511, %2501
  %2513 = getelementptr inbounds nuw float, ptr %2504, i64 %2512
  %2514 = load float, ptr %2513, align 4
  %2515 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2444, 1
  %2516 = mul nuw nsw i64 %2485, 32
  %2517 = mul nuw nsw i64 %2489, 8
  %2518 = add nuw nsw i64 %2516, %2517
  %2519 = add nuw nsw i64 %2518, %2493
  %2520 = add nuw nsw i64 %2519, %2497
  %2521 = getelementptr inbounds nuw float, ptr %2515, i64 %2520
  %2522 = load float, ptr %2521, align 4
  %2523 = call float @llvm.maximum.f32(float %2514, float %2522)
  %2524 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2444, 1
  %2525 = mul nuw nsw i64 %2485, 32
  %2526 = mul nuw nsw i64 %2489, 8
  %2527 = add nuw nsw i64 %2525, %2526
  %2528 = add nuw nsw i64 %2527, %2493
  %2529 = add nuw nsw i64 %2528, %2497
  %2530 = getelementptr inbounds nuw float, ptr %2524, i64 %2529
  store float %2523, ptr %2530, align 4
  %2531 = add i64 %2501, 1
  br label %2500

2532:                                             ; preds = %2500
  %2533 = add i64 %2497, 1
  br label %2496

2534:                                             ; preds = %2496
  %2535 = add i64 %2493, 1
  br label %2492

2536:                                             ; preds = %2492
  %2537 = add i64 %2489, 1
  br label %2488

2538:                                             ; preds = %2488
  %2539 = add i64 %2485, 1
  br label %2484

2540:                                             ; preds = %2484
  br label %2541

2541:                                             ; preds = %2590, %2540
  %2542 = phi i64 [ %2591, %2590 ], [ 0, %2540 ]
  %2543 = icmp slt i64 %2542, 1
  br i1 %2543, label %2544, label %2592

2544:                                             ; preds = %2541
  br label %2545

2545:                                             ; preds = %2588, %2544
  %2546 = phi i64 [ %2589, %2588 ], [ 0, %2544 ]
  %2547 = icmp slt i64 %2546, 4
  br i1 %2547, label %2548, label %2590

2548:                                             ; preds = %2545
  br label %2549

2549:                                             ; preds = %2586, %2548
  %2550 = phi i64 [ %2587, %2586 ], [ 0, %2548 ]
  %2551 = icmp slt i64 %2550, 8
  br i1 %2551, label %2552, label %2588

2552:                                             ; preds = %2549
  br label %2553

2553:                                             ; preds = %2556, %2552
  %2554 = phi i64 [ %2585, %2556 ], [ 0, %2552 ]
  %2555 = icmp slt i64 %2554, 8
  br i1 %2555, label %2556, label %2586

2556:                                             ; preds = %2553
  %2557 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 1
  %2558 = mul nuw nsw i64 %2542, 256
  %2559 = mul nuw nsw i64 %2546, 64
  %2560 = add nuw nsw i64 %2558, %2559
  %2561 = mul nuw nsw i64 %2550, 8
  %2562 = add nuw nsw i64 %2560, %2561
  %2563 = add nuw nsw i64 %2562, %2554
  %2564 = getelementptr inbounds nuw float, ptr %2557, i64 %2563
  %2565 = load float, ptr %2564, align 4
  %2566 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2444, 1
  %2567 = mul nuw nsw i64 %2542, 32
  %2568 = mul nuw nsw i64 %2546, 8
  %2569 = add nuw nsw i64 %2567, %2568
  %2570 = add nuw nsw i64 %2569, %2550
  %2571 = add nuw nsw i64 %2570, 0
  %2572 = getelementptr inbounds nuw float, ptr %2566, i64 %2571
  %2573 = load float, ptr %2572, align 4
  %2574 = fsub float %2565, %2573
  %2575 = fmul float %2574, f0x3FB8AA3B
  %2576 = call float @llvm.exp2.f32(float %2575)
  %2577 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 1
  %2578 = mul nuw nsw i64 %2542, 256
  %2579 = mul nuw nsw i64 %2546, 64
  %2580 = add nuw nsw i64 %2578, %2579
  %2581 = mul nuw nsw i64 %2550, 8
  %2582 = add nuw nsw i64 %2580, %2581
  %2583 = add nuw nsw i64 %2582, %2554
  %2584 = getelementptr inbounds nuw float, ptr %2577, i64 %2583
  store float %2576, ptr %2584, align 4
  %2585 = add i64 %2554, 1
  br label %2553

2586:                                             ; preds = %2553
  %2587 = add i64 %2550, 1
  br label %2549

2588:                                             ; preds = %2549
  %2589 = add i64 %2546, 1
  br label %2545

2590:                                             ; preds = %2545
  %2591 = add i64 %2542, 1
  br label %2541

2592:                                             ; preds = %2541
  %2593 = call ptr @malloc(i64 192)
  %2594 = ptrtoint ptr %2593 to i64
  %2595 = add i64 %2594, 63
  %2596 = urem i64 %2595, 64
  %2597 = sub i64 %2595, %2596
  %2598 = inttoptr i64 %2597 to ptr
  %2599 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2593, 0
  %2600 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2599, ptr %2598, 1
  %2601 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2600, i64 0, 2
  %2602 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2601, i64 1, 3, 0
  %2603 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2602, i64 4, 3, 1
  %2604 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2603, i64 8, 3, 2
  %2605 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2604, i64 1, 3, 3
  %2606 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2605, i64 32, 4, 0
  %2607 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2606, i64 8, 4, 1
  %2608 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2607, i64 1, 4, 2
  %2609 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2608, i64 1, 4, 3
  br label %2610

2610:                                             ; preds = %2638, %2592
  %2611 = phi i64 [ %2639, %2638 ], [ 0, %2592 ]
  %2612 = icmp slt i64 %2611, 1
  br i1 %2612, label %2613, label %2640

2613:                                             ; preds = %2610
  br label %2614

2614:                                             ; preds = %2636, %2613
  %2615 = phi i64 [ %2637, %2636 ], [ 0, %2613 ]
  %2616 = icmp slt i64 %2615, 4
  br i1 %2616, label %2617, label %2638

2617:                                             ; preds = %2614
  br label %2618

2618:                                             ; preds = %2634, %2617
  %2619 = phi i64 [ %2635, %2634 ], [ 0, %2617 ]
  %2620 = icmp slt i64 %2619, 8
  br i1 %2620, label %2621, label %2636

2621:                                             ; preds = %2618
  br label %2622

2622:                                             ; preds = %2625, %2621
  %2623 = phi i64 [ %2633, %2625 ], [ 0, %2621 ]
  %2624 = icmp slt i64 %2623, 1
  br i1 %2624, label %2625, label %2634

2625:                                             ; preds = %2622
  %2626 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2609, 1
  %2627 = mul nuw nsw i64 %2611, 32
  %2628 = mul nuw nsw i64 %2615, 8
  %2629 = add nuw nsw i64 %2627, %2628
  %2630 = add nuw nsw i64 %2629, %2619
  %2631 = add nuw nsw i64 %2630, %2623
  %2632 = getelementptr inbounds nuw float, ptr %2626, i64 %2631
  store float 0.000000e+00, ptr %2632, align 4
  %2633 = add i64 %2623, 1
  br label %2622

2634:                                             ; preds = %2622
  %2635 = add i64 %2619, 1
  br label %2618

2636:                                             ; preds = %2618
  %2637 = add i64 %2615, 1
  br label %2614

2638:                                             ; preds = %2614
  %2639 = add i64 %2611, 1
  br label %2610

2640:                                             ; preds = %2610
  %2641 = call ptr @malloc(i64 192)
  %2642 = ptrtoint ptr %2641 to i64
  %2643 = add i64 %2642, 63
  %2644 = urem i64 %2643, 64
  %2645 = sub i64 %2643, %2644
  %2646 = inttoptr i64 %2645 to ptr
  %2647 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2641, 0
  %2648 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2647, ptr %2646, 1
  %2649 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2648, i64 0, 2
  %2650 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2649, i64 1, 3, 0
  %2651 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2650, i64 4, 3, 1
  %2652 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2651, i64 8, 3, 2
  %2653 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2652, i64 1, 3, 3
  %2654 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2653, i64 32, 4, 0
  %2655 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2654, i64 8, 4, 1
  %2656 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2655, i64 1, 4, 2
  %2657 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2656, i64 1, 4, 3
  br label %2658

2658:                                             ; preds = %2694, %2640
  %2659 = phi i64 [ %2695, %2694 ], [ 0, %2640 ]
  %2660 = icmp slt i64 %2659, 1
  br i1 %2660, label %2661, label %2696

2661:                                             ; preds = %2658
  br label %2662

2662:                                             ; preds = %2692, %2661
  %2663 = phi i64 [ %2693, %2692 ], [ 0, %2661 ]
  %2664 = icmp slt i64 %2663, 4
  br i1 %2664, label %2665, label %2694

2665:                                             ; preds = %2662
  br label %2666

2666:                                             ; preds = %2690, %2665
  %2667 = phi i64 [ %2691, %2690 ], [ 0, %2665 ]
  %2668 = icmp slt i64 %2667, 8
  br i1 %2668, label %2669, label %2692

2669:                                             ; preds = %2666
  br label %2670

2670:                                             ; preds = %2673, %2669
  %2671 = phi i64 [ %2689, %2673 ], [ 0, %2669 ]
  %2672 = icmp slt i64 %2671, 1
  br i1 %2672, label %2673, label %2690

2673:                                             ; preds = %2670
  %2674 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2609, 1
  %2675 = mul nuw nsw i64 %2659, 32
  %2676 = mul nuw nsw i64 %2663, 8
  %2677 = add nuw nsw i64 %2675, %2676
  %2678 = add nuw nsw i64 %2677, %2667
  %2679 = add nuw nsw i64 %2678, %2671
  %2680 = getelementptr inbounds nuw float, ptr %2674, i64 %2679
  %2681 = load float, ptr %2680, align 4
  %2682 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2657, 1
  %2683 = mul nuw nsw i64 %2659, 32
  %2684 = mul nuw nsw i64 %2663, 8
  %2685 = add nuw nsw i64 %2683, %2684
  %2686 = add nuw nsw i64 %2685, %2667
  %2687 = add nuw nsw i64 %2686, %2671
  %2688 = getelementptr inbounds nuw float, ptr %2682, i64 %2687
  store float %2681, ptr %2688, align 4
  %2689 = add i64 %2671, 1
  br label %2670

2690:                                             ; preds = %2670
  %2691 = add i64 %2667, 1
  br label %2666

2692:                                             ; preds = %2666
  %2693 = add i64 %2663, 1
  br label %2662

2694:                                             ; preds = %2662
  %2695 = add i64 %2659, 1
  br label %2658

2696:                                             ; preds = %2658
  br label %2697

2697:                                             ; preds = %2743, %2696
  %2698 = phi i64 [ %2744, %2743 ], [ 0, %2696 ]
  %2699 = icmp slt i64 %2698, 1
  br i1 %2699, label %2700, label %2745

2700:                                             ; preds = %2697
  br label %2701

2701:                                             ; preds = %2741, %2700
  %2702 = phi i64 [ %2742, %2741 ], [ 0, %2700 ]
  %2703 = icmp slt i64 %2702, 4
  br i1 %2703, label %2704, label %2743

2704:                                             ; preds = %2701
  br label %2705

2705:                                             ; preds = %2739, %2704
  %2706 = phi i64 [ %2740, %2739 ], [ 0, %2704 ]
  %2707 = icmp slt i64 %2706, 8
  br i1 %2707, label %2708, label %2741

2708:                                             ; preds = %2705
  br label %2709

2709:                                             ; preds = %2712, %2708
  %2710 = phi i64 [ %2738, %2712 ], [ 0, %2708 ]
  %2711 = icmp slt i64 %2710, 8
  br i1 %2711, label %2712, label %2739

2712:                                             ; preds = %2709
  %2713 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 1
  %2714 = mul nuw nsw i64 %2698, 256
  %2715 = mul nuw nsw i64 %2702, 64
  %2716 = add nuw nsw i64 %2714, %2715
  %2717 = mul nuw nsw i64 %2706, 8
  %2718 = add nuw nsw i64 %2716, %2717
  %2719 = add nuw nsw i64 %2718, %2710
  %2720 = getelementptr inbounds nuw float, ptr %2713, i64 %2719
  %2721 = load float, ptr %2720, align 4
  %2722 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2657, 1
  %2723 = mul nuw nsw i64 %2698, 32
  %2724 = mul nuw nsw i64 %2702, 8
  %2725 = add nuw nsw i64 %2723, %2724
  %2726 = add nuw nsw i64 %2725, %2706
  %2727 = add nuw nsw i64 %2726, 0
  %2728 = getelementptr inbounds nuw float, ptr %2722, i64 %2727
  %2729 = load float, ptr %2728, align 4
  %2730 = fadd float %2721, %2729
  %2731 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2657, 1
  %2732 = mul nuw nsw i64 %2698, 32
  %2733 = mul nuw nsw i64 %2702, 8
  %2734 = add nuw nsw i64 %2732, %2733
  %2735 = add nuw nsw i64 %2734, %2706
  %2736 = add nuw nsw i64 %2735, 0
  %2737 = getelementptr inbounds nuw float, ptr %2731, i64 %2736
  store float %2730, ptr %2737, align 4
  %2738 = add i64 %2710, 1
  br label %2709

2739:                                             ; preds = %2709
  %2740 = add i64 %2706, 1
  br label %2705

2741:                                             ; preds = %2705
  %2742 = add i64 %2702, 1
  br label %2701

2743:                                             ; preds = %2701
  %2744 = add i64 %2698, 1
  br label %2697

2745:                                             ; preds = %2697
  %2746 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1946, 0
  %2747 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1946, 1
  %2748 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2746, 0
  %2749 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2748, ptr %2747, 1
  %2750 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2749, i64 0, 2
  %2751 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2750, i64 1, 3, 0
  %2752 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2751, i64 256, 4, 0
  %2753 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2752, i64 4, 3, 1
  %2754 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2753, i64 64, 4, 1
  %2755 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2754, i64 8, 3, 2
  %2756 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2755, i64 8, 4, 2
  %2757 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2756, i64 8, 3, 3
  %2758 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2757, i64 1, 4, 3
  %2759 = call ptr @malloc(i64 1088)
  %2760 = ptrtoint ptr %2759 to i64
  %2761 = add i64 %2760, 63
  %2762 = urem i64 %2761, 64
  %2763 = sub i64 %2761, %2762
  %2764 = inttoptr i64 %2763 to ptr
  %2765 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2759, 0
  %2766 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2765, ptr %2764, 1
  %2767 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2766, i64 0, 2
  %2768 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2767, i64 1, 3, 0
  %2769 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2768, i64 4, 3, 1
  %2770 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2769, i64 8, 3, 2
  %2771 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2770, i64 8, 3, 3
  %2772 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2771, i64 256, 4, 0
  %2773 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2772, i64 64, 4, 1
  %2774 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2773, i64 8, 4, 2
  %2775 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2774, i64 1, 4, 3
  br label %2776

2776:                                             ; preds = %2814, %2745
  %2777 = phi i64 [ %2815, %2814 ], [ 0, %2745 ]
  %2778 = icmp slt i64 %2777, 1
  br i1 %2778, label %2779, label %2816

2779:                                             ; preds = %2776
  br label %2780

2780:                                             ; preds = %2812, %2779
  %2781 = phi i64 [ %2813, %2812 ], [ 0, %2779 ]
  %2782 = icmp slt i64 %2781, 4
  br i1 %2782, label %2783, label %2814

2783:                                             ; preds = %2780
  br label %2784

2784:                                             ; preds = %2810, %2783
  %2785 = phi i64 [ %2811, %2810 ], [ 0, %2783 ]
  %2786 = icmp slt i64 %2785, 8
  br i1 %2786, label %2787, label %2812

2787:                                             ; preds = %2784
  br label %2788

2788:                                             ; preds = %2791, %2787
  %2789 = phi i64 [ %2809, %2791 ], [ 0, %2787 ]
  %2790 = icmp slt i64 %2789, 8
  br i1 %2790, label %2791, label %2810

2791:                                             ; preds = %2788
  %2792 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2156, 1
  %2793 = mul nuw nsw i64 %2777, 256
  %2794 = mul nuw nsw i64 %2781, 64
  %2795 = add nuw nsw i64 %2793, %2794
  %2796 = mul nuw nsw i64 %2785, 8
  %2797 = add nuw nsw i64 %2795, %2796
  %2798 = add nuw nsw i64 %2797, %2789
  %2799 = getelementptr inbounds nuw float, ptr %2792, i64 %2798
  %2800 = load float, ptr %2799, align 4
  %2801 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2775, 1
  %2802 = mul nuw nsw i64 %2777, 256
  %2803 = mul nuw nsw i64 %2781, 64
  %2804 = add nuw nsw i64 %2802, %2803
  %2805 = mul nuw nsw i64 %2785, 8
  %2806 = add nuw nsw i64 %2804, %2805
  %2807 = add nuw nsw i64 %2806, %2789
  %2808 = getelementptr inbounds nuw float, ptr %2801, i64 %2807
  store float %2800, ptr %2808, align 4
  %2809 = add i64 %2789, 1
  br label %2788

2810:                                             ; preds = %2788
  %2811 = add i64 %2785, 1
  br label %2784

2812:                                             ; preds = %2784
  %2813 = add i64 %2781, 1
  br label %2780

2814:                                             ; preds = %2780
  %2815 = add i64 %2777, 1
  br label %2776

2816:                                             ; preds = %2776
  br label %2817

2817:                                             ; preds = %2890, %2816
  %2818 = phi i64 [ %2891, %2890 ], [ 0, %2816 ]
  %2819 = icmp slt i64 %2818, 1
  br i1 %2819, label %2820, label %2892

2820:                                             ; preds = %2817
  br label %2821

2821:                                             ; preds = %2888, %2820
  %2822 = phi i64 [ %2889, %2888 ], [ 0, %2820 ]
  %2823 = icmp slt i64 %2822, 4
  br i1 %2823, label %2824, label %2890

2824:                                             ; preds = %2821
  br label %2825

2825:                                             ; preds = %2886, %2824
  %2826 = phi i64 [ %2887, %2886 ], [ 0, %2824 ]
  %2827 = icmp slt i64 %2826, 8
  br i1 %2827, label %2828, label %2888

2828:                                             ; preds = %2825
  br label %2829

2829:                                             ; preds = %2884, %2828
  %2830 = phi i64 [ %2885, %2884 ], [ 0, %2828 ]
  %2831 = icmp slt i64 %2830, 8
  br i1 %2831, label %2832, label %2886

2832:                                             ; preds = %2829
  br label %2833

2833:                                             ; preds = %2836, %2832
  %2834 = phi i64 [ %2883, %2836 ], [ 0, %2832 ]
  %2835 = icmp slt i64 %2834, 8
  br i1 %2835, label %2836, label %2884

2836:                                             ; preds = %2833
  %2837 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 1
  %2838 = mul nuw nsw i64 %2818, 256
  %2839 = mul nuw nsw i64 %2822, 64
  %2840 = add nuw nsw i64 %2838, %2839
  %2841 = mul nuw nsw i64 %2826, 8
  %2842 = add nuw nsw i64 %2840, %2841
  %2843 = add nuw nsw i64 %2842, %2834
  %2844 = getelementptr inbounds nuw float, ptr %2837, i64 %2843
  %2845 = load float, ptr %2844, align 4
  %2846 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2657, 1
  %2847 = mul nuw nsw i64 %2818, 32
  %2848 = mul nuw nsw i64 %2822, 8
  %2849 = add nuw nsw i64 %2847, %2848
  %2850 = add nuw nsw i64 %2849, %2826
  %2851 = add nuw nsw i64 %2850, 0
  %2852 = getelementptr inbounds nuw float, ptr %2846, i64 %2851
  %2853 = load float, ptr %2852, align 4
  %2854 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2758, 1
  %2855 = mul nuw nsw i64 %2818, 256
  %2856 = mul nuw nsw i64 %2822, 64
  %2857 = add nuw nsw i64 %2855, %2856
  %2858 = mul nuw nsw i64 %2834, 8
  %2859 = add nuw nsw i64 %2857, %2858
  %2860 = add nuw nsw i64 %2859, %2830
  %2861 = getelementptr inbounds nuw float, ptr %2854, i64 %2860
  %2862 = load float, ptr %2861, align 4
  %2863 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2775, 1
  %2864 = mul nuw nsw i64 %2818, 256
  %2865 = mul nuw nsw i64 %2822, 64
  %2866 = add nuw nsw i64 %2864, %2865
  %2867 = mul nuw nsw i64 %2826, 8
  %2868 = add nuw nsw i64 %2866, %2867
  %2869 = add nuw nsw i64 %2868, %2830
  %2870 = getelementptr inbounds nuw float, ptr %2863, i64 %2869
  %2871 = load float, ptr %2870, align 4
  %2872 = fdiv float %2845, %2853
  %2873 = fmul float %2872, %2862
  %2874 = fadd float %2871, %2873
  %2875 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2775, 1
  %2876 = mul nuw nsw i64 %2818, 256
  %2877 = mul nuw nsw i64 %2822, 64
  %2878 = add nuw nsw i64 %2876, %2877
  %2879 = mul nuw nsw i64 %2826, 8
  %2880 = add nuw nsw i64 %2878, %2879
  %2881 = add nuw nsw i64 %2880, %2830
  %2882 = getelementptr inbounds nuw float, ptr %2875, i64 %2881
  store float %2874, ptr %2882, align 4
  %2883 = add i64 %2834, 1
  br label %2833

2884:                                             ; preds = %2833
  %2885 = add i64 %2830, 1
  br label %2829

2886:                                             ; preds = %2829
  %2887 = add i64 %2826, 1
  br label %2825

2888:                                             ; preds = %2825
  %2889 = add i64 %2822, 1
  br label %2821

2890:                                             ; preds = %2821
  %2891 = add i64 %2818, 1
  br label %2817

2892:                                             ; preds = %2817
  %2893 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %956, 0
  %2894 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %956, 1
  %2895 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2893, 0
  %2896 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2895, ptr %2894, 1
  %2897 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2896, i64 0, 2
  %2898 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2897, i64 1, 3, 0
  %2899 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2898, i64 256, 4, 0
  %2900 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2899, i64 8, 3, 1
  %2901 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2900, i64 32, 4, 1
  %2902 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2901, i64 32, 3, 2
  %2903 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2902, i64 1, 4, 2
  %2904 = call ptr @malloc(i64 1088)
  %2905 = ptrtoint ptr %2904 to i64
  %2906 = add i64 %2905, 63
  %2907 = urem i64 %2906, 64
  %2908 = sub i64 %2906, %2907
  %2909 = inttoptr i64 %2908 to ptr
  %2910 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2904, 0
  %2911 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2910, ptr %2909, 1
  %2912 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2911, i64 0, 2
  %2913 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2912, i64 1, 3, 0
  %2914 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2913, i64 8, 3, 1
  %2915 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2914, i64 32, 3, 2
  %2916 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2915, i64 256, 4, 0
  %2917 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2916, i64 32, 4, 1
  %2918 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2917, i64 1, 4, 2
  br label %2919

2919:                                             ; preds = %2947, %2892
  %2920 = phi i64 [ %2948, %2947 ], [ 0, %2892 ]
  %2921 = icmp slt i64 %2920, 1
  br i1 %2921, label %2922, label %2949

2922:                                             ; preds = %2919
  br label %2923

2923:                                             ; preds = %2945, %2922
  %2924 = phi i64 [ %2946, %2945 ], [ 0, %2922 ]
  %2925 = icmp slt i64 %2924, 8
  br i1 %2925, label %2926, label %2947

2926:                                             ; preds = %2923
  br label %2927

2927:                                             ; preds = %2930, %2926
  %2928 = phi i64 [ %2944, %2930 ], [ 0, %2926 ]
  %2929 = icmp slt i64 %2928, 32
  br i1 %2929, label %2930, label %2945

2930:                                             ; preds = %2927
  %2931 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2903, 1
  %2932 = mul nuw nsw i64 %2920, 256
  %2933 = mul nuw nsw i64 %2924, 32
  %2934 = add nuw nsw i64 %2932, %2933
  %2935 = add nuw nsw i64 %2934, %2928
  %2936 = getelementptr inbounds nuw float, ptr %2931, i64 %2935
  %2937 = load float, ptr %2936, align 4
  %2938 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2918, 1
  %2939 = mul nuw nsw i64 %2920, 256
  %2940 = mul nuw nsw i64 %2924, 32
  %2941 = add nuw nsw i64 %2939, %2940
  %2942 = add nuw nsw i64 %2941, %2928
  %2943 = getelementptr inbounds nuw float, ptr %2938, i64 %2942
  store float %2937, ptr %2943, align 4
  %2944 = add i64 %2928, 1
  br label %2927

2945:                                             ; preds = %2927
  %2946 = add i64 %2924, 1
  br label %2923

2947:                                             ; preds = %2923
  %2948 = add i64 %2920, 1
  br label %2919

2949:                                             ; preds = %2919
  br label %2950

2950:                                             ; preds = %3007, %2949
  %2951 = phi i64 [ %3008, %3007 ], [ 0, %2949 ]
  %2952 = icmp slt i64 %2951, 1
  br i1 %2952, label %2953, label %3009

2953:                                             ; preds = %2950
  br label %2954

2954:                                             ; preds = %3005, %2953
  %2955 = phi i64 [ %3006, %3005 ], [ 0, %2953 ]
  %2956 = icmp slt i64 %2955, 8
  br i1 %2956, label %2957, label %3007

2957:                                             ; preds = %2954
  br label %2958

2958:                                             ; preds = %3003, %2957
  %2959 = phi i64 [ %3004, %3003 ], [ 0, %2957 ]
  %2960 = icmp slt i64 %2959, 32
  br i1 %2960, label %2961, label %3005

2961:                                             ; preds = %2958
  br label %2962

2962:                                             ; preds = %3001, %2961
  %2963 = phi i64 [ %3002, %3001 ], [ 0, %2961 ]
  %2964 = icmp slt i64 %2963, 4
  br i1 %2964, label %2965, label %3003

2965:                                             ; preds = %2962
  br label %2966

2966:                                             ; preds = %2969, %2965
  %2967 = phi i64 [ %3000, %2969 ], [ 0, %2965 ]
  %2968 = icmp slt i64 %2967, 8
  br i1 %2968, label %2969, label %3001

2969:                                             ; preds = %2966
  %2970 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2775, 1
  %2971 = mul nuw nsw i64 %2951, 256
  %2972 = mul nuw nsw i64 %2963, 64
  %2973 = add nuw nsw i64 %2971, %2972
  %2974 = mul nuw nsw i64 %2955, 8
  %2975 = add nuw nsw i64 %2973, %2974
  %2976 = add nuw nsw i64 %2975, %2967
  %2977 = getelementptr inbounds nuw float, ptr %2970, i64 %2976
  %2978 = load float, ptr %2977, align 4
  %2979 = mul nuw nsw i64 %2959, 32
  %2980 = mul nuw nsw i64 %2963, 8
  %2981 = add nuw nsw i64 %2979, %2980
  %2982 = add nuw nsw i64 %2981, %2967
  %2983 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_9, i64 %2982
  %2984 = load float, ptr %2983, align 4
  %2985 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2918, 1
  %2986 = mul nuw nsw i64 %2951, 256
  %2987 = mul nuw nsw i64 %2955, 32
  %2988 = add nuw nsw i64 %2986, %2987
  %2989 = add nuw nsw i64 %2988, %2959
  %2990 = getelementptr inbounds nuw float, ptr %2985, i64 %2989
  %2991 = load float, ptr %2990, align 4
  %2992 = fmul float %2978, %2984
  %2993 = fadd float %2991, %2992
  %2994 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2918, 1
  %2995 = mul nuw nsw i64 %2951, 256
  %2996 = mul nuw nsw i64 %2955, 32
  %2997 = add nuw nsw i64 %2995, %2996
  %2998 = add nuw nsw i64 %2997, %2959
  %2999 = getelementptr inbounds nuw float, ptr %2994, i64 %2998
  store float %2993, ptr %2999, align 4
  %3000 = add i64 %2967, 1
  br label %2966

3001:                                             ; preds = %2966
  %3002 = add i64 %2963, 1
  br label %2962

3003:                                             ; preds = %2962
  %3004 = add i64 %2959, 1
  br label %2958

3005:                                             ; preds = %2958
  %3006 = add i64 %2955, 1
  br label %2954

3007:                                             ; preds = %2954
  %3008 = add i64 %2951, 1
  br label %2950

3009:                                             ; preds = %2950
  %3010 = call ptr @malloc(i64 1088)
  %3011 = ptrtoint ptr %3010 to i64
  %3012 = add i64 %3011, 63
  %3013 = urem i64 %3012, 64
  %3014 = sub i64 %3012, %3013
  %3015 = inttoptr i64 %3014 to ptr
  %3016 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3010, 0
  %3017 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3016, ptr %3015, 1
  %3018 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3017, i64 0, 2
  %3019 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3018, i64 1, 3, 0
  %3020 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3019, i64 8, 3, 1
  %3021 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3020, i64 32, 3, 2
  %3022 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3021, i64 256, 4, 0
  %3023 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3022, i64 32, 4, 1
  %3024 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3023, i64 1, 4, 2
  br label %3025

3025:                                             ; preds = %3061, %3009
  %3026 = phi i64 [ %3062, %3061 ], [ 0, %3009 ]
  %3027 = icmp slt i64 %3026, 1
  br i1 %3027, label %3028, label %3063

3028:                                             ; preds = %3025
  br label %3029

3029:                                             ; preds = %3059, %3028
  %3030 = phi i64 [ %3060, %3059 ], [ 0, %3028 ]
  %3031 = icmp slt i64 %3030, 8
  br i1 %3031, label %3032, label %3061

3032:                                             ; preds = %3029
  br label %3033

3033:                                             ; preds = %3036, %3032
  %3034 = phi i64 [ %3058, %3036 ], [ 0, %3032 ]
  %3035 = icmp slt i64 %3034, 32
  br i1 %3035, label %3036, label %3059

3036:                                             ; preds = %3033
  %3037 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %44, 1
  %3038 = mul nuw nsw i64 %3026, 256
  %3039 = mul nuw nsw i64 %3030, 32
  %3040 = add nuw nsw i64 %3038, %3039
  %3041 = add nuw nsw i64 %3040, %3034
  %3042 = getelementptr inbounds nuw float, ptr %3037, i64 %3041
  %3043 = load float, ptr %3042, align 4
  %3044 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2918, 1
  %3045 = mul nuw nsw i64 %3026, 256
  %3046 = mul nuw nsw i64 %3030, 32
  %3047 = add nuw nsw i64 %3045, %3046
  %3048 = add nuw nsw i64 %3047, %3034
  %3049 = getelementptr inbounds nuw float, ptr %3044, i64 %3048
  %3050 = load float, ptr %3049, align 4
  %3051 = fadd float %3043, %3050
  %3052 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3024, 1
  %3053 = mul nuw nsw i64 %3026, 256
  %3054 = mul nuw nsw i64 %3030, 32
  %3055 = add nuw nsw i64 %3053, %3054
  %3056 = add nuw nsw i64 %3055, %3034
  %3057 = getelementptr inbounds nuw float, ptr %3052, i64 %3056
  store float %3051, ptr %3057, align 4
  %3058 = add i64 %3034, 1
  br label %3033

3059:                                             ; preds = %3033
  %3060 = add i64 %3030, 1
  br label %3029

3061:                                             ; preds = %3029
  %3062 = add i64 %3026, 1
  br label %3025

3063:                                             ; preds = %3025
  %3064 = call ptr @malloc(i64 96)
  %3065 = ptrtoint ptr %3064 to i64
  %3066 = add i64 %3065, 63
  %3067 = urem i64 %3066, 64
  %3068 = sub i64 %3066, %3067
  %3069 = inttoptr i64 %3068 to ptr
  %3070 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3064, 0
  %3071 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3070, ptr %3069, 1
  %3072 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3071, i64 0, 2
  %3073 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3072, i64 1, 3, 0
  %3074 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3073, i64 8, 3, 1
  %3075 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3074, i64 1, 3, 2
  %3076 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3075, i64 8, 4, 0
  %3077 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3076, i64 1, 4, 1
  %3078 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3077, i64 1, 4, 2
  br label %3079

3079:                                             ; preds = %3105, %3063
  %3080 = phi i64 [ %3106, %3105 ], [ 0, %3063 ]
  %3081 = icmp slt i64 %3080, 1
  br i1 %3081, label %3082, label %3107

3082:                                             ; preds = %3079
  br label %3083

3083:                                             ; preds = %3103, %3082
  %3084 = phi i64 [ %3104, %3103 ], [ 0, %3082 ]
  %3085 = icmp slt i64 %3084, 8
  br i1 %3085, label %3086, label %3105

3086:                                             ; preds = %3083
  br label %3087

3087:                                             ; preds = %3090, %3086
  %3088 = phi i64 [ %3102, %3090 ], [ 0, %3086 ]
  %3089 = icmp slt i64 %3088, 1
  br i1 %3089, label %3090, label %3103

3090:                                             ; preds = %3087
  %3091 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %513, 1
  %3092 = mul nuw nsw i64 %3080, 8
  %3093 = add nuw nsw i64 %3092, %3084
  %3094 = add nuw nsw i64 %3093, %3088
  %3095 = getelementptr inbounds nuw float, ptr %3091, i64 %3094
  %3096 = load float, ptr %3095, align 4
  %3097 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3078, 1
  %3098 = mul nuw nsw i64 %3080, 8
  %3099 = add nuw nsw i64 %3098, %3084
  %3100 = add nuw nsw i64 %3099, %3088
  %3101 = getelementptr inbounds nuw float, ptr %3097, i64 %3100
  store float %3096, ptr %3101, align 4
  %3102 = add i64 %3088, 1
  br label %3087

3103:                                             ; preds = %3087
  %3104 = add i64 %3084, 1
  br label %3083

3105:                                             ; preds = %3083
  %3106 = add i64 %3080, 1
  br label %3079

3107:                                             ; preds = %3079
  br label %3108

3108:                                             ; preds = %3143, %3107
  %3109 = phi i64 [ %3144, %3143 ], [ 0, %3107 ]
  %3110 = icmp slt i64 %3109, 1
  br i1 %3110, label %3111, label %3145

3111:                                             ; preds = %3108
  br label %3112

3112:                                             ; preds = %3141, %3111
  %3113 = phi i64 [ %3142, %3141 ], [ 0, %3111 ]
  %3114 = icmp slt i64 %3113, 8
  br i1 %3114, label %3115, label %3143

3115:                                             ; preds = %3112
  br label %3116

3116:                                             ; preds = %3119, %3115
  %3117 = phi i64 [ %3140, %3119 ], [ 0, %3115 ]
  %3118 = icmp slt i64 %3117, 32
  br i1 %3118, label %3119, label %3141

3119:                                             ; preds = %3116
  %3120 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3024, 1
  %3121 = mul nuw nsw i64 %3109, 256
  %3122 = mul nuw nsw i64 %3113, 32
  %3123 = add nuw nsw i64 %3121, %3122
  %3124 = add nuw nsw i64 %3123, %3117
  %3125 = getelementptr inbounds nuw float, ptr %3120, i64 %3124
  %3126 = load float, ptr %3125, align 4
  %3127 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3078, 1
  %3128 = mul nuw nsw i64 %3109, 8
  %3129 = add nuw nsw i64 %3128, %3113
  %3130 = add nuw nsw i64 %3129, 0
  %3131 = getelementptr inbounds nuw float, ptr %3127, i64 %3130
  %3132 = load float, ptr %3131, align 4
  %3133 = fmul float %3126, %3126
  %3134 = fadd float %3133, %3132
  %3135 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3078, 1
  %3136 = mul nuw nsw i64 %3109, 8
  %3137 = add nuw nsw i64 %3136, %3113
  %3138 = add nuw nsw i64 %3137, 0
  %3139 = getelementptr inbounds nuw float, ptr %3135, i64 %3138
  store float %3134, ptr %3139, align 4
  %3140 = add i64 %3117, 1
  br label %3116

3141:                                             ; preds = %3116
  %3142 = add i64 %3113, 1
  br label %3112

3143:                                             ; preds = %3112
  %3144 = add i64 %3109, 1
  br label %3108

3145:                                             ; preds = %3108
  br label %3146

3146:                                             ; preds = %3188, %3145
  %3147 = phi i64 [ %3189, %3188 ], [ 0, %3145 ]
  %3148 = icmp slt i64 %3147, 1
  br i1 %3148, label %3149, label %3190

3149:                                             ; preds = %3146
  br label %3150

3150:                                             ; preds = %3186, %3149
  %3151 = phi i64 [ %3187, %3186 ], [ 0, %3149 ]
  %3152 = icmp slt i64 %3151, 8
  br i1 %3152, label %3153, label %3188

3153:                                             ; preds = %3150
  br label %3154

3154:                                             ; preds = %3157, %3153
  %3155 = phi i64 [ %3185, %3157 ], [ 0, %3153 ]
  %3156 = icmp slt i64 %3155, 32
  br i1 %3156, label %3157, label %3186

3157:                                             ; preds = %3154
  %3158 = getelementptr inbounds nuw float, ptr @__constant_32xf32_8, i64 %3155
  %3159 = load float, ptr %3158, align 4
  %3160 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3024, 1
  %3161 = mul nuw nsw i64 %3147, 256
  %3162 = mul nuw nsw i64 %3151, 32
  %3163 = add nuw nsw i64 %3161, %3162
  %3164 = add nuw nsw i64 %3163, %3155
  %3165 = getelementptr inbounds nuw float, ptr %3160, i64 %3164
  %3166 = load float, ptr %3165, align 4
  %3167 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3078, 1
  %3168 = mul nuw nsw i64 %3147, 8
  %3169 = add nuw nsw i64 %3168, %3151
  %3170 = add nuw nsw i64 %3169, 0
  %3171 = getelementptr inbounds nuw float, ptr %3167, i64 %3170
  %3172 = load float, ptr %3171, align 4
  %3173 = fdiv float %3172, 3.200000e+01
  %3174 = fadd float %3173, f0x358637BD
  %3175 = call float @llvm.sqrt.f32(float %3174)
  %3176 = fdiv float 1.000000e+00, %3175
  %3177 = fmul float %3166, %3176
  %3178 = fmul float %3159, %3177
  %3179 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3180 = mul nuw nsw i64 %3147, 256
  %3181 = mul nuw nsw i64 %3151, 32
  %3182 = add nuw nsw i64 %3180, %3181
  %3183 = add nuw nsw i64 %3182, %3155
  %3184 = getelementptr inbounds nuw float, ptr %3179, i64 %3183
  store float %3178, ptr %3184, align 4
  %3185 = add i64 %3155, 1
  br label %3154

3186:                                             ; preds = %3154
  %3187 = add i64 %3151, 1
  br label %3150

3188:                                             ; preds = %3150
  %3189 = add i64 %3147, 1
  br label %3146

3190:                                             ; preds = %3146
  %3191 = call ptr @malloc(i64 2112)
  %3192 = ptrtoint ptr %3191 to i64
  %3193 = add i64 %3192, 63
  %3194 = urem i64 %3193, 64
  %3195 = sub i64 %3193, %3194
  %3196 = inttoptr i64 %3195 to ptr
  %3197 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %3191, 0
  %3198 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3197, ptr %3196, 1
  %3199 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3198, i64 0, 2
  %3200 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3199, i64 8, 3, 0
  %3201 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3200, i64 64, 3, 1
  %3202 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3201, i64 64, 4, 0
  %3203 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3202, i64 1, 4, 1
  br label %3204

3204:                                             ; preds = %3217, %3190
  %3205 = phi i64 [ %3218, %3217 ], [ 0, %3190 ]
  %3206 = icmp slt i64 %3205, 8
  br i1 %3206, label %3207, label %3219

3207:                                             ; preds = %3204
  br label %3208

3208:                                             ; preds = %3211, %3207
  %3209 = phi i64 [ %3216, %3211 ], [ 0, %3207 ]
  %3210 = icmp slt i64 %3209, 64
  br i1 %3210, label %3211, label %3217

3211:                                             ; preds = %3208
  %3212 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3203, 1
  %3213 = mul nuw nsw i64 %3205, 64
  %3214 = add nuw nsw i64 %3213, %3209
  %3215 = getelementptr inbounds nuw float, ptr %3212, i64 %3214
  store float 0.000000e+00, ptr %3215, align 4
  %3216 = add i64 %3209, 1
  br label %3208

3217:                                             ; preds = %3208
  %3218 = add i64 %3205, 1
  br label %3204

3219:                                             ; preds = %3204
  %3220 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3203, 0
  %3221 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3203, 1
  %3222 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3220, 0
  %3223 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3222, ptr %3221, 1
  %3224 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3223, i64 0, 2
  %3225 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3224, i64 1, 3, 0
  %3226 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3225, i64 512, 4, 0
  %3227 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3226, i64 8, 3, 1
  %3228 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3227, i64 64, 4, 1
  %3229 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3228, i64 64, 3, 2
  %3230 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3229, i64 1, 4, 2
  %3231 = call ptr @malloc(i64 2112)
  %3232 = ptrtoint ptr %3231 to i64
  %3233 = add i64 %3232, 63
  %3234 = urem i64 %3233, 64
  %3235 = sub i64 %3233, %3234
  %3236 = inttoptr i64 %3235 to ptr
  %3237 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3231, 0
  %3238 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3237, ptr %3236, 1
  %3239 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3238, i64 0, 2
  %3240 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3239, i64 1, 3, 0
  %3241 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3240, i64 8, 3, 1
  %3242 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3241, i64 64, 3, 2
  %3243 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3242, i64 512, 4, 0
  %3244 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3243, i64 64, 4, 1
  %3245 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3244, i64 1, 4, 2
  br label %3246

3246:                                             ; preds = %3274, %3219
  %3247 = phi i64 [ %3275, %3274 ], [ 0, %3219 ]
  %3248 = icmp slt i64 %3247, 1
  br i1 %3248, label %3249, label %3276

3249:                                             ; preds = %3246
  br label %3250

3250:                                             ; preds = %3272, %3249
  %3251 = phi i64 [ %3273, %3272 ], [ 0, %3249 ]
  %3252 = icmp slt i64 %3251, 8
  br i1 %3252, label %3253, label %3274

3253:                                             ; preds = %3250
  br label %3254

3254:                                             ; preds = %3257, %3253
  %3255 = phi i64 [ %3271, %3257 ], [ 0, %3253 ]
  %3256 = icmp slt i64 %3255, 64
  br i1 %3256, label %3257, label %3272

3257:                                             ; preds = %3254
  %3258 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3230, 1
  %3259 = mul nuw nsw i64 %3247, 512
  %3260 = mul nuw nsw i64 %3251, 64
  %3261 = add nuw nsw i64 %3259, %3260
  %3262 = add nuw nsw i64 %3261, %3255
  %3263 = getelementptr inbounds nuw float, ptr %3258, i64 %3262
  %3264 = load float, ptr %3263, align 4
  %3265 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3245, 1
  %3266 = mul nuw nsw i64 %3247, 512
  %3267 = mul nuw nsw i64 %3251, 64
  %3268 = add nuw nsw i64 %3266, %3267
  %3269 = add nuw nsw i64 %3268, %3255
  %3270 = getelementptr inbounds nuw float, ptr %3265, i64 %3269
  store float %3264, ptr %3270, align 4
  %3271 = add i64 %3255, 1
  br label %3254

3272:                                             ; preds = %3254
  %3273 = add i64 %3251, 1
  br label %3250

3274:                                             ; preds = %3250
  %3275 = add i64 %3247, 1
  br label %3246

3276:                                             ; preds = %3246
  br label %3277

3277:                                             ; preds = %3324, %3276
  %3278 = phi i64 [ %3325, %3324 ], [ 0, %3276 ]
  %3279 = icmp slt i64 %3278, 1
  br i1 %3279, label %3280, label %3326

3280:                                             ; preds = %3277
  br label %3281

3281:                                             ; preds = %3322, %3280
  %3282 = phi i64 [ %3323, %3322 ], [ 0, %3280 ]
  %3283 = icmp slt i64 %3282, 8
  br i1 %3283, label %3284, label %3324

3284:                                             ; preds = %3281
  br label %3285

3285:                                             ; preds = %3320, %3284
  %3286 = phi i64 [ %3321, %3320 ], [ 0, %3284 ]
  %3287 = icmp slt i64 %3286, 64
  br i1 %3287, label %3288, label %3322

3288:                                             ; preds = %3285
  br label %3289

3289:                                             ; preds = %3292, %3288
  %3290 = phi i64 [ %3319, %3292 ], [ 0, %3288 ]
  %3291 = icmp slt i64 %3290, 32
  br i1 %3291, label %3292, label %3320

3292:                                             ; preds = %3289
  %3293 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3294 = mul nuw nsw i64 %3278, 256
  %3295 = mul nuw nsw i64 %3282, 32
  %3296 = add nuw nsw i64 %3294, %3295
  %3297 = add nuw nsw i64 %3296, %3290
  %3298 = getelementptr inbounds nuw float, ptr %3293, i64 %3297
  %3299 = load float, ptr %3298, align 4
  %3300 = mul nuw nsw i64 %3286, 32
  %3301 = add nuw nsw i64 %3300, %3290
  %3302 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_7, i64 %3301
  %3303 = load float, ptr %3302, align 4
  %3304 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3245, 1
  %3305 = mul nuw nsw i64 %3278, 512
  %3306 = mul nuw nsw i64 %3282, 64
  %3307 = add nuw nsw i64 %3305, %3306
  %3308 = add nuw nsw i64 %3307, %3286
  %3309 = getelementptr inbounds nuw float, ptr %3304, i64 %3308
  %3310 = load float, ptr %3309, align 4
  %3311 = fmul float %3299, %3303
  %3312 = fadd float %3310, %3311
  %3313 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3245, 1
  %3314 = mul nuw nsw i64 %3278, 512
  %3315 = mul nuw nsw i64 %3282, 64
  %3316 = add nuw nsw i64 %3314, %3315
  %3317 = add nuw nsw i64 %3316, %3286
  %3318 = getelementptr inbounds nuw float, ptr %3313, i64 %3317
  store float %3312, ptr %3318, align 4
  %3319 = add i64 %3290, 1
  br label %3289

3320:                                             ; preds = %3289
  %3321 = add i64 %3286, 1
  br label %3285

3322:                                             ; preds = %3285
  %3323 = add i64 %3282, 1
  br label %3281

3324:                                             ; preds = %3281
  %3325 = add i64 %3278, 1
  br label %3277

3326:                                             ; preds = %3277
  %3327 = call ptr @malloc(i64 2112)
  %3328 = ptrtoint ptr %3327 to i64
  %3329 = add i64 %3328, 63
  %3330 = urem i64 %3329, 64
  %3331 = sub i64 %3329, %3330
  %3332 = inttoptr i64 %3331 to ptr
  %3333 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3327, 0
  %3334 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3333, ptr %3332, 1
  %3335 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3334, i64 0, 2
  %3336 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3335, i64 1, 3, 0
  %3337 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3336, i64 8, 3, 1
  %3338 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3337, i64 64, 3, 2
  %3339 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3338, i64 512, 4, 0
  %3340 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3339, i64 64, 4, 1
  %3341 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3340, i64 1, 4, 2
  br label %3342

3342:                                             ; preds = %3370, %3326
  %3343 = phi i64 [ %3371, %3370 ], [ 0, %3326 ]
  %3344 = icmp slt i64 %3343, 1
  br i1 %3344, label %3345, label %3372

3345:                                             ; preds = %3342
  br label %3346

3346:                                             ; preds = %3368, %3345
  %3347 = phi i64 [ %3369, %3368 ], [ 0, %3345 ]
  %3348 = icmp slt i64 %3347, 8
  br i1 %3348, label %3349, label %3370

3349:                                             ; preds = %3346
  br label %3350

3350:                                             ; preds = %3353, %3349
  %3351 = phi i64 [ %3367, %3353 ], [ 0, %3349 ]
  %3352 = icmp slt i64 %3351, 64
  br i1 %3352, label %3353, label %3368

3353:                                             ; preds = %3350
  %3354 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3230, 1
  %3355 = mul nuw nsw i64 %3343, 512
  %3356 = mul nuw nsw i64 %3347, 64
  %3357 = add nuw nsw i64 %3355, %3356
  %3358 = add nuw nsw i64 %3357, %3351
  %3359 = getelementptr inbounds nuw float, ptr %3354, i64 %3358
  %3360 = load float, ptr %3359, align 4
  %3361 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3341, 1
  %3362 = mul nuw nsw i64 %3343, 512
  %3363 = mul nuw nsw i64 %3347, 64
  %3364 = add nuw nsw i64 %3362, %3363
  %3365 = add nuw nsw i64 %3364, %3351
  %3366 = getelementptr inbounds nuw float, ptr %3361, i64 %3365
  store float %3360, ptr %3366, align 4
  %3367 = add i64 %3351, 1
  br label %3350

3368:                                             ; preds = %3350
  %3369 = add i64 %3347, 1
  br label %3346

3370:                                             ; preds = %3346
  %3371 = add i64 %3343, 1
  br label %3342

3372:                                             ; preds = %3342
  br label %3373

3373:                                             ; preds = %3420, %3372
  %3374 = phi i64 [ %3421, %3420 ], [ 0, %3372 ]
  %3375 = icmp slt i64 %3374, 1
  br i1 %3375, label %3376, label %3422

3376:                                             ; preds = %3373
  br label %3377

3377:                                             ; preds = %3418, %3376
  %3378 = phi i64 [ %3419, %3418 ], [ 0, %3376 ]
  %3379 = icmp slt i64 %3378, 8
  br i1 %3379, label %3380, label %3420

3380:                                             ; preds = %3377
  br label %3381

3381:                                             ; preds = %3416, %3380
  %3382 = phi i64 [ %3417, %3416 ], [ 0, %3380 ]
  %3383 = icmp slt i64 %3382, 64
  br i1 %3383, label %3384, label %3418

3384:                                             ; preds = %3381
  br label %3385

3385:                                             ; preds = %3388, %3384
  %3386 = phi i64 [ %3415, %3388 ], [ 0, %3384 ]
  %3387 = icmp slt i64 %3386, 32
  br i1 %3387, label %3388, label %3416

3388:                                             ; preds = %3385
  %3389 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3390 = mul nuw nsw i64 %3374, 256
  %3391 = mul nuw nsw i64 %3378, 32
  %3392 = add nuw nsw i64 %3390, %3391
  %3393 = add nuw nsw i64 %3392, %3386
  %3394 = getelementptr inbounds nuw float, ptr %3389, i64 %3393
  %3395 = load float, ptr %3394, align 4
  %3396 = mul nuw nsw i64 %3382, 32
  %3397 = add nuw nsw i64 %3396, %3386
  %3398 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_6, i64 %3397
  %3399 = load float, ptr %3398, align 4
  %3400 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3341, 1
  %3401 = mul nuw nsw i64 %3374, 512
  %3402 = mul nuw nsw i64 %3378, 64
  %3403 = add nuw nsw i64 %3401, %3402
  %3404 = add nuw nsw i64 %3403, %3382
  %3405 = getelementptr inbounds nuw float, ptr %3400, i64 %3404
  %3406 = load float, ptr %3405, align 4
  %3407 = fmul float %3395, %3399
  %3408 = fadd float %3406, %3407
  %3409 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3341, 1
  %3410 = mul nuw nsw i64 %3374, 512
  %3411 = mul nuw nsw i64 %3378, 64
  %3412 = add nuw nsw i64 %3410, %3411
  %3413 = add nuw nsw i64 %3412, %3382
  %3414 = getelementptr inbounds nuw float, ptr %3409, i64 %3413
  store float %3408, ptr %3414, align 4
  %3415 = add i64 %3386, 1
  br label %3385

3416:                                             ; preds = %3385
  %3417 = add i64 %3382, 1
  br label %3381

3418:                                             ; preds = %3381
  %3419 = add i64 %3378, 1
  br label %3377

3420:                                             ; preds = %3377
  %3421 = add i64 %3374, 1
  br label %3373

3422:                                             ; preds = %3373
  %3423 = call ptr @malloc(i64 1088)
  %3424 = ptrtoint ptr %3423 to i64
  %3425 = add i64 %3424, 63
  %3426 = urem i64 %3425, 64
  %3427 = sub i64 %3425, %3426
  %3428 = inttoptr i64 %3427 to ptr
  %3429 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3423, 0
  %3430 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3429, ptr %3428, 1
  %3431 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3430, i64 0, 2
  %3432 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3431, i64 1, 3, 0
  %3433 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3432, i64 8, 3, 1
  %3434 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3433, i64 32, 3, 2
  %3435 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3434, i64 256, 4, 0
  %3436 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3435, i64 32, 4, 1
  %3437 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3436, i64 1, 4, 2
  br label %3438

3438:                                             ; preds = %3466, %3422
  %3439 = phi i64 [ %3467, %3466 ], [ 0, %3422 ]
  %3440 = icmp slt i64 %3439, 1
  br i1 %3440, label %3441, label %3468

3441:                                             ; preds = %3438
  br label %3442

3442:                                             ; preds = %3464, %3441
  %3443 = phi i64 [ %3465, %3464 ], [ 0, %3441 ]
  %3444 = icmp slt i64 %3443, 8
  br i1 %3444, label %3445, label %3466

3445:                                             ; preds = %3442
  br label %3446

3446:                                             ; preds = %3449, %3445
  %3447 = phi i64 [ %3463, %3449 ], [ 0, %3445 ]
  %3448 = icmp slt i64 %3447, 32
  br i1 %3448, label %3449, label %3464

3449:                                             ; preds = %3446
  %3450 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2903, 1
  %3451 = mul nuw nsw i64 %3439, 256
  %3452 = mul nuw nsw i64 %3443, 32
  %3453 = add nuw nsw i64 %3451, %3452
  %3454 = add nuw nsw i64 %3453, %3447
  %3455 = getelementptr inbounds nuw float, ptr %3450, i64 %3454
  %3456 = load float, ptr %3455, align 4
  %3457 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3437, 1
  %3458 = mul nuw nsw i64 %3439, 256
  %3459 = mul nuw nsw i64 %3443, 32
  %3460 = add nuw nsw i64 %3458, %3459
  %3461 = add nuw nsw i64 %3460, %3447
  %3462 = getelementptr inbounds nuw float, ptr %3457, i64 %3461
  store float %3456, ptr %3462, align 4
  %3463 = add i64 %3447, 1
  br label %3446

3464:                                             ; preds = %3446
  %3465 = add i64 %3443, 1
  br label %3442

3466:                                             ; preds = %3442
  %3467 = add i64 %3439, 1
  br label %3438

3468:                                             ; preds = %3438
  br label %3469

3469:                                             ; preds = %3530, %3468
  %3470 = phi i64 [ %3531, %3530 ], [ 0, %3468 ]
  %3471 = icmp slt i64 %3470, 1
  br i1 %3471, label %3472, label %3532

3472:                                             ; preds = %3469
  br label %3473

3473:                                             ; preds = %3528, %3472
  %3474 = phi i64 [ %3529, %3528 ], [ 0, %3472 ]
  %3475 = icmp slt i64 %3474, 8
  br i1 %3475, label %3476, label %3530

3476:                                             ; preds = %3473
  br label %3477

3477:                                             ; preds = %3526, %3476
  %3478 = phi i64 [ %3527, %3526 ], [ 0, %3476 ]
  %3479 = icmp slt i64 %3478, 32
  br i1 %3479, label %3480, label %3528

3480:                                             ; preds = %3477
  br label %3481

3481:                                             ; preds = %3484, %3480
  %3482 = phi i64 [ %3525, %3484 ], [ 0, %3480 ]
  %3483 = icmp slt i64 %3482, 64
  br i1 %3483, label %3484, label %3526

3484:                                             ; preds = %3481
  %3485 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3245, 1
  %3486 = mul nuw nsw i64 %3470, 512
  %3487 = mul nuw nsw i64 %3474, 64
  %3488 = add nuw nsw i64 %3486, %3487
  %3489 = add nuw nsw i64 %3488, %3482
  %3490 = getelementptr inbounds nuw float, ptr %3485, i64 %3489
  %3491 = load float, ptr %3490, align 4
  %3492 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3341, 1
  %3493 = mul nuw nsw i64 %3470, 512
  %3494 = mul nuw nsw i64 %3474, 64
  %3495 = add nuw nsw i64 %3493, %3494
  %3496 = add nuw nsw i64 %3495, %3482
  %3497 = getelementptr inbounds nuw float, ptr %3492, i64 %3496
  %3498 = load float, ptr %3497, align 4
  %3499 = mul nuw nsw i64 %3478, 64
  %3500 = add nuw nsw i64 %3499, %3482
  %3501 = getelementptr inbounds nuw float, ptr @__constant_32x64xf32_5, i64 %3500
  %3502 = load float, ptr %3501, align 4
  %3503 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3437, 1
  %3504 = mul nuw nsw i64 %3470, 256
  %3505 = mul nuw nsw i64 %3474, 32
  %3506 = add nuw nsw i64 %3504, %3505
  %3507 = add nuw nsw i64 %3506, %3478
  %3508 = getelementptr inbounds nuw float, ptr %3503, i64 %3507
  %3509 = load float, ptr %3508, align 4
  %3510 = fneg float %3491
  %3511 = fmul float %3510, f0x3FB8AA3B
  %3512 = call float @llvm.exp2.f32(float %3511)
  %3513 = fadd float %3512, 1.000000e+00
  %3514 = fdiv float 1.000000e+00, %3513
  %3515 = fmul float %3491, %3514
  %3516 = fmul float %3515, %3498
  %3517 = fmul float %3516, %3502
  %3518 = fadd float %3509, %3517
  %3519 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3437, 1
  %3520 = mul nuw nsw i64 %3470, 256
  %3521 = mul nuw nsw i64 %3474, 32
  %3522 = add nuw nsw i64 %3520, %3521
  %3523 = add nuw nsw i64 %3522, %3478
  %3524 = getelementptr inbounds nuw float, ptr %3519, i64 %3523
  store float %3518, ptr %3524, align 4
  %3525 = add i64 %3482, 1
  br label %3481

3526:                                             ; preds = %3481
  %3527 = add i64 %3478, 1
  br label %3477

3528:                                             ; preds = %3477
  %3529 = add i64 %3474, 1
  br label %3473

3530:                                             ; preds = %3473
  %3531 = add i64 %3470, 1
  br label %3469

3532:                                             ; preds = %3469
  %3533 = call ptr @malloc(i64 1088)
  %3534 = ptrtoint ptr %3533 to i64
  %3535 = add i64 %3534, 63
  %3536 = urem i64 %3535, 64
  %3537 = sub i64 %3535, %3536
  %3538 = inttoptr i64 %3537 to ptr
  %3539 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3533, 0
  %3540 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3539, ptr %3538, 1
  %3541 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3540, i64 0, 2
  %3542 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3541, i64 1, 3, 0
  %3543 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3542, i64 8, 3, 1
  %3544 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3543, i64 32, 3, 2
  %3545 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3544, i64 256, 4, 0
  %3546 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3545, i64 32, 4, 1
  %3547 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3546, i64 1, 4, 2
  br label %3548

3548:                                             ; preds = %3584, %3532
  %3549 = phi i64 [ %3585, %3584 ], [ 0, %3532 ]
  %3550 = icmp slt i64 %3549, 1
  br i1 %3550, label %3551, label %3586

3551:                                             ; preds = %3548
  br label %3552

3552:                                             ; preds = %3582, %3551
  %3553 = phi i64 [ %3583, %3582 ], [ 0, %3551 ]
  %3554 = icmp slt i64 %3553, 8
  br i1 %3554, label %3555, label %3584

3555:                                             ; preds = %3552
  br label %3556

3556:                                             ; preds = %3559, %3555
  %3557 = phi i64 [ %3581, %3559 ], [ 0, %3555 ]
  %3558 = icmp slt i64 %3557, 32
  br i1 %3558, label %3559, label %3582

3559:                                             ; preds = %3556
  %3560 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3024, 1
  %3561 = mul nuw nsw i64 %3549, 256
  %3562 = mul nuw nsw i64 %3553, 32
  %3563 = add nuw nsw i64 %3561, %3562
  %3564 = add nuw nsw i64 %3563, %3557
  %3565 = getelementptr inbounds nuw float, ptr %3560, i64 %3564
  %3566 = load float, ptr %3565, align 4
  %3567 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3437, 1
  %3568 = mul nuw nsw i64 %3549, 256
  %3569 = mul nuw nsw i64 %3553, 32
  %3570 = add nuw nsw i64 %3568, %3569
  %3571 = add nuw nsw i64 %3570, %3557
  %3572 = getelementptr inbounds nuw float, ptr %3567, i64 %3571
  %3573 = load float, ptr %3572, align 4
  %3574 = fadd float %3566, %3573
  %3575 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3547, 1
  %3576 = mul nuw nsw i64 %3549, 256
  %3577 = mul nuw nsw i64 %3553, 32
  %3578 = add nuw nsw i64 %3576, %3577
  %3579 = add nuw nsw i64 %3578, %3557
  %3580 = getelementptr inbounds nuw float, ptr %3575, i64 %3579
  store float %3574, ptr %3580, align 4
  %3581 = add i64 %3557, 1
  br label %3556

3582:                                             ; preds = %3556
  %3583 = add i64 %3553, 1
  br label %3552

3584:                                             ; preds = %3552
  %3585 = add i64 %3549, 1
  br label %3548

3586:                                             ; preds = %3548
  %3587 = call ptr @malloc(i64 96)
  %3588 = ptrtoint ptr %3587 to i64
  %3589 = add i64 %3588, 63
  %3590 = urem i64 %3589, 64
  %3591 = sub i64 %3589, %3590
  %3592 = inttoptr i64 %3591 to ptr
  %3593 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3587, 0
  %3594 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3593, ptr %3592, 1
  %3595 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3594, i64 0, 2
  %3596 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3595, i64 1, 3, 0
  %3597 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3596, i64 8, 3, 1
  %3598 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3597, i64 1, 3, 2
  %3599 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3598, i64 8, 4, 0
  %3600 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3599, i64 1, 4, 1
  %3601 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3600, i64 1, 4, 2
  br label %3602

3602:                                             ; preds = %3628, %3586
  %3603 = phi i64 [ %3629, %3628 ], [ 0, %3586 ]
  %3604 = icmp slt i64 %3603, 1
  br i1 %3604, label %3605, label %3630

3605:                                             ; preds = %3602
  br label %3606

3606:                                             ; preds = %3626, %3605
  %3607 = phi i64 [ %3627, %3626 ], [ 0, %3605 ]
  %3608 = icmp slt i64 %3607, 8
  br i1 %3608, label %3609, label %3628

3609:                                             ; preds = %3606
  br label %3610

3610:                                             ; preds = %3613, %3609
  %3611 = phi i64 [ %3625, %3613 ], [ 0, %3609 ]
  %3612 = icmp slt i64 %3611, 1
  br i1 %3612, label %3613, label %3626

3613:                                             ; preds = %3610
  %3614 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %513, 1
  %3615 = mul nuw nsw i64 %3603, 8
  %3616 = add nuw nsw i64 %3615, %3607
  %3617 = add nuw nsw i64 %3616, %3611
  %3618 = getelementptr inbounds nuw float, ptr %3614, i64 %3617
  %3619 = load float, ptr %3618, align 4
  %3620 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3601, 1
  %3621 = mul nuw nsw i64 %3603, 8
  %3622 = add nuw nsw i64 %3621, %3607
  %3623 = add nuw nsw i64 %3622, %3611
  %3624 = getelementptr inbounds nuw float, ptr %3620, i64 %3623
  store float %3619, ptr %3624, align 4
  %3625 = add i64 %3611, 1
  br label %3610

3626:                                             ; preds = %3610
  %3627 = add i64 %3607, 1
  br label %3606

3628:                                             ; preds = %3606
  %3629 = add i64 %3603, 1
  br label %3602

3630:                                             ; preds = %3602
  br label %3631

3631:                                             ; preds = %3666, %3630
  %3632 = phi i64 [ %3667, %3666 ], [ 0, %3630 ]
  %3633 = icmp slt i64 %3632, 1
  br i1 %3633, label %3634, label %3668

3634:                                             ; preds = %3631
  br label %3635

3635:                                             ; preds = %3664, %3634
  %3636 = phi i64 [ %3665, %3664 ], [ 0, %3634 ]
  %3637 = icmp slt i64 %3636, 8
  br i1 %3637, label %3638, label %3666

3638:                                             ; preds = %3635
  br label %3639

3639:                                             ; preds = %3642, %3638
  %3640 = phi i64 [ %3663, %3642 ], [ 0, %3638 ]
  %3641 = icmp slt i64 %3640, 32
  br i1 %3641, label %3642, label %3664

3642:                                             ; preds = %3639
  %3643 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3547, 1
  %3644 = mul nuw nsw i64 %3632, 256
  %3645 = mul nuw nsw i64 %3636, 32
  %3646 = add nuw nsw i64 %3644, %3645
  %3647 = add nuw nsw i64 %3646, %3640
  %3648 = getelementptr inbounds nuw float, ptr %3643, i64 %3647
  %3649 = load float, ptr %3648, align 4
  %3650 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3601, 1
  %3651 = mul nuw nsw i64 %3632, 8
  %3652 = add nuw nsw i64 %3651, %3636
  %3653 = add nuw nsw i64 %3652, 0
  %3654 = getelementptr inbounds nuw float, ptr %3650, i64 %3653
  %3655 = load float, ptr %3654, align 4
  %3656 = fmul float %3649, %3649
  %3657 = fadd float %3656, %3655
  %3658 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3601, 1
  %3659 = mul nuw nsw i64 %3632, 8
  %3660 = add nuw nsw i64 %3659, %3636
  %3661 = add nuw nsw i64 %3660, 0
  %3662 = getelementptr inbounds nuw float, ptr %3658, i64 %3661
  store float %3657, ptr %3662, align 4
  %3663 = add i64 %3640, 1
  br label %3639

3664:                                             ; preds = %3639
  %3665 = add i64 %3636, 1
  br label %3635

3666:                                             ; preds = %3635
  %3667 = add i64 %3632, 1
  br label %3631

3668:                                             ; preds = %3631
  br label %3669

3669:                                             ; preds = %3711, %3668
  %3670 = phi i64 [ %3712, %3711 ], [ 0, %3668 ]
  %3671 = icmp slt i64 %3670, 1
  br i1 %3671, label %3672, label %3713

3672:                                             ; preds = %3669
  br label %3673

3673:                                             ; preds = %3709, %3672
  %3674 = phi i64 [ %3710, %3709 ], [ 0, %3672 ]
  %3675 = icmp slt i64 %3674, 8
  br i1 %3675, label %3676, label %3711

3676:                                             ; preds = %3673
  br label %3677

3677:                                             ; preds = %3680, %3676
  %3678 = phi i64 [ %3708, %3680 ], [ 0, %3676 ]
  %3679 = icmp slt i64 %3678, 32
  br i1 %3679, label %3680, label %3709

3680:                                             ; preds = %3677
  %3681 = getelementptr inbounds nuw float, ptr @__constant_32xf32_4, i64 %3678
  %3682 = load float, ptr %3681, align 4
  %3683 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3547, 1
  %3684 = mul nuw nsw i64 %3670, 256
  %3685 = mul nuw nsw i64 %3674, 32
  %3686 = add nuw nsw i64 %3684, %3685
  %3687 = add nuw nsw i64 %3686, %3678
  %3688 = getelementptr inbounds nuw float, ptr %3683, i64 %3687
  %3689 = load float, ptr %3688, align 4
  %3690 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3601, 1
  %3691 = mul nuw nsw i64 %3670, 8
  %3692 = add nuw nsw i64 %3691, %3674
  %3693 = add nuw nsw i64 %3692, 0
  %3694 = getelementptr inbounds nuw float, ptr %3690, i64 %3693
  %3695 = load float, ptr %3694, align 4
  %3696 = fdiv float %3695, 3.200000e+01
  %3697 = fadd float %3696, f0x358637BD
  %3698 = call float @llvm.sqrt.f32(float %3697)
  %3699 = fdiv float 1.000000e+00, %3698
  %3700 = fmul float %3689, %3699
  %3701 = fmul float %3682, %3700
  %3702 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3703 = mul nuw nsw i64 %3670, 256
  %3704 = mul nuw nsw i64 %3674, 32
  %3705 = add nuw nsw i64 %3703, %3704
  %3706 = add nuw nsw i64 %3705, %3678
  %3707 = getelementptr inbounds nuw float, ptr %3702, i64 %3706
  store float %3701, ptr %3707, align 4
  %3708 = add i64 %3678, 1
  br label %3677

3709:                                             ; preds = %3677
  %3710 = add i64 %3674, 1
  br label %3673

3711:                                             ; preds = %3673
  %3712 = add i64 %3670, 1
  br label %3669

3713:                                             ; preds = %3669
  %3714 = call ptr @malloc(i64 1088)
  %3715 = ptrtoint ptr %3714 to i64
  %3716 = add i64 %3715, 63
  %3717 = urem i64 %3716, 64
  %3718 = sub i64 %3716, %3717
  %3719 = inttoptr i64 %3718 to ptr
  %3720 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3714, 0
  %3721 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3720, ptr %3719, 1
  %3722 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3721, i64 0, 2
  %3723 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3722, i64 1, 3, 0
  %3724 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3723, i64 8, 3, 1
  %3725 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3724, i64 4, 3, 2
  %3726 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3725, i64 8, 3, 3
  %3727 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3726, i64 256, 4, 0
  %3728 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3727, i64 32, 4, 1
  %3729 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3728, i64 8, 4, 2
  %3730 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3729, i64 1, 4, 3
  br label %3731

3731:                                             ; preds = %3769, %3713
  %3732 = phi i64 [ %3770, %3769 ], [ 0, %3713 ]
  %3733 = icmp slt i64 %3732, 1
  br i1 %3733, label %3734, label %3771

3734:                                             ; preds = %3731
  br label %3735

3735:                                             ; preds = %3767, %3734
  %3736 = phi i64 [ %3768, %3767 ], [ 0, %3734 ]
  %3737 = icmp slt i64 %3736, 8
  br i1 %3737, label %3738, label %3769

3738:                                             ; preds = %3735
  br label %3739

3739:                                             ; preds = %3765, %3738
  %3740 = phi i64 [ %3766, %3765 ], [ 0, %3738 ]
  %3741 = icmp slt i64 %3740, 4
  br i1 %3741, label %3742, label %3767

3742:                                             ; preds = %3739
  br label %3743

3743:                                             ; preds = %3746, %3742
  %3744 = phi i64 [ %3764, %3746 ], [ 0, %3742 ]
  %3745 = icmp slt i64 %3744, 8
  br i1 %3745, label %3746, label %3765

3746:                                             ; preds = %3743
  %3747 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %985, 1
  %3748 = mul nuw nsw i64 %3732, 256
  %3749 = mul nuw nsw i64 %3736, 32
  %3750 = add nuw nsw i64 %3748, %3749
  %3751 = mul nuw nsw i64 %3740, 8
  %3752 = add nuw nsw i64 %3750, %3751
  %3753 = add nuw nsw i64 %3752, %3744
  %3754 = getelementptr inbounds nuw float, ptr %3747, i64 %3753
  %3755 = load float, ptr %3754, align 4
  %3756 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3730, 1
  %3757 = mul nuw nsw i64 %3732, 256
  %3758 = mul nuw nsw i64 %3736, 32
  %3759 = add nuw nsw i64 %3757, %3758
  %3760 = mul nuw nsw i64 %3740, 8
  %3761 = add nuw nsw i64 %3759, %3760
  %3762 = add nuw nsw i64 %3761, %3744
  %3763 = getelementptr inbounds nuw float, ptr %3756, i64 %3762
  store float %3755, ptr %3763, align 4
  %3764 = add i64 %3744, 1
  br label %3743

3765:                                             ; preds = %3743
  %3766 = add i64 %3740, 1
  br label %3739

3767:                                             ; preds = %3739
  %3768 = add i64 %3736, 1
  br label %3735

3769:                                             ; preds = %3735
  %3770 = add i64 %3732, 1
  br label %3731

3771:                                             ; preds = %3731
  br label %3772

3772:                                             ; preds = %3831, %3771
  %3773 = phi i64 [ %3832, %3831 ], [ 0, %3771 ]
  %3774 = icmp slt i64 %3773, 1
  br i1 %3774, label %3775, label %3833

3775:                                             ; preds = %3772
  br label %3776

3776:                                             ; preds = %3829, %3775
  %3777 = phi i64 [ %3830, %3829 ], [ 0, %3775 ]
  %3778 = icmp slt i64 %3777, 8
  br i1 %3778, label %3779, label %3831

3779:                                             ; preds = %3776
  br label %3780

3780:                                             ; preds = %3827, %3779
  %3781 = phi i64 [ %3828, %3827 ], [ 0, %3779 ]
  %3782 = icmp slt i64 %3781, 4
  br i1 %3782, label %3783, label %3829

3783:                                             ; preds = %3780
  br label %3784

3784:                                             ; preds = %3825, %3783
  %3785 = phi i64 [ %3826, %3825 ], [ 0, %3783 ]
  %3786 = icmp slt i64 %3785, 8
  br i1 %3786, label %3787, label %3827

3787:                                             ; preds = %3784
  br label %3788

3788:                                             ; preds = %3791, %3787
  %3789 = phi i64 [ %3824, %3791 ], [ 0, %3787 ]
  %3790 = icmp slt i64 %3789, 32
  br i1 %3790, label %3791, label %3825

3791:                                             ; preds = %3788
  %3792 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3793 = mul nuw nsw i64 %3773, 256
  %3794 = mul nuw nsw i64 %3777, 32
  %3795 = add nuw nsw i64 %3793, %3794
  %3796 = add nuw nsw i64 %3795, %3789
  %3797 = getelementptr inbounds nuw float, ptr %3792, i64 %3796
  %3798 = load float, ptr %3797, align 4
  %3799 = mul nuw nsw i64 %3781, 256
  %3800 = mul nuw nsw i64 %3785, 32
  %3801 = add nuw nsw i64 %3799, %3800
  %3802 = add nuw nsw i64 %3801, %3789
  %3803 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_3, i64 %3802
  %3804 = load float, ptr %3803, align 4
  %3805 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3730, 1
  %3806 = mul nuw nsw i64 %3773, 256
  %3807 = mul nuw nsw i64 %3777, 32
  %3808 = add nuw nsw i64 %3806, %3807
  %3809 = mul nuw nsw i64 %3781, 8
  %3810 = add nuw nsw i64 %3808, %3809
  %3811 = add nuw nsw i64 %3810, %3785
  %3812 = getelementptr inbounds nuw float, ptr %3805, i64 %3811
  %3813 = load float, ptr %3812, align 4
  %3814 = fmul float %3798, %3804
  %3815 = fadd float %3813, %3814
  %3816 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3730, 1
  %3817 = mul nuw nsw i64 %3773, 256
  %3818 = mul nuw nsw i64 %3777, 32
  %3819 = add nuw nsw i64 %3817, %3818
  %3820 = mul nuw nsw i64 %3781, 8
  %3821 = add nuw nsw i64 %3819, %3820
  %3822 = add nuw nsw i64 %3821, %3785
  %3823 = getelementptr inbounds nuw float, ptr %3816, i64 %3822
  store float %3815, ptr %3823, align 4
  %3824 = add i64 %3789, 1
  br label %3788

3825:                                             ; preds = %3788
  %3826 = add i64 %3785, 1
  br label %3784

3827:                                             ; preds = %3784
  %3828 = add i64 %3781, 1
  br label %3780

3829:                                             ; preds = %3780
  %3830 = add i64 %3777, 1
  br label %3776

3831:                                             ; preds = %3776
  %3832 = add i64 %3773, 1
  br label %3772

3833:                                             ; preds = %3772
  br label %3834

3834:                                             ; preds = %3872, %3833
  %3835 = phi i64 [ %3873, %3872 ], [ 0, %3833 ]
  %3836 = icmp slt i64 %3835, 1
  br i1 %3836, label %3837, label %3874

3837:                                             ; preds = %3834
  br label %3838

3838:                                             ; preds = %3870, %3837
  %3839 = phi i64 [ %3871, %3870 ], [ 0, %3837 ]
  %3840 = icmp slt i64 %3839, 4
  br i1 %3840, label %3841, label %3872

3841:                                             ; preds = %3838
  br label %3842

3842:                                             ; preds = %3868, %3841
  %3843 = phi i64 [ %3869, %3868 ], [ 0, %3841 ]
  %3844 = icmp slt i64 %3843, 8
  br i1 %3844, label %3845, label %3870

3845:                                             ; preds = %3842
  br label %3846

3846:                                             ; preds = %3849, %3845
  %3847 = phi i64 [ %3867, %3849 ], [ 0, %3845 ]
  %3848 = icmp slt i64 %3847, 8
  br i1 %3848, label %3849, label %3868

3849:                                             ; preds = %3846
  %3850 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3730, 1
  %3851 = mul nuw nsw i64 %3835, 256
  %3852 = mul nuw nsw i64 %3843, 32
  %3853 = add nuw nsw i64 %3851, %3852
  %3854 = mul nuw nsw i64 %3839, 8
  %3855 = add nuw nsw i64 %3853, %3854
  %3856 = add nuw nsw i64 %3855, %3847
  %3857 = getelementptr inbounds nuw float, ptr %3850, i64 %3856
  %3858 = load float, ptr %3857, align 4
  %3859 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 1
  %3860 = mul nuw nsw i64 %3835, 256
  %3861 = mul nuw nsw i64 %3839, 64
  %3862 = add nuw nsw i64 %3860, %3861
  %3863 = mul nuw nsw i64 %3843, 8
  %3864 = add nuw nsw i64 %3862, %3863
  %3865 = add nuw nsw i64 %3864, %3847
  %3866 = getelementptr inbounds nuw float, ptr %3859, i64 %3865
  store float %3858, ptr %3866, align 4
  %3867 = add i64 %3847, 1
  br label %3846

3868:                                             ; preds = %3846
  %3869 = add i64 %3843, 1
  br label %3842

3870:                                             ; preds = %3842
  %3871 = add i64 %3839, 1
  br label %3838

3872:                                             ; preds = %3838
  %3873 = add i64 %3835, 1
  br label %3834

3874:                                             ; preds = %3834
  %3875 = call ptr @malloc(i64 576)
  %3876 = ptrtoint ptr %3875 to i64
  %3877 = add i64 %3876, 63
  %3878 = urem i64 %3877, 64
  %3879 = sub i64 %3877, %3878
  %3880 = inttoptr i64 %3879 to ptr
  %3881 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3875, 0
  %3882 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3881, ptr %3880, 1
  %3883 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3882, i64 0, 2
  %3884 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3883, i64 1, 3, 0
  %3885 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3884, i64 8, 3, 1
  %3886 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3885, i64 2, 3, 2
  %3887 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3886, i64 8, 3, 3
  %3888 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3887, i64 128, 4, 0
  %3889 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3888, i64 16, 4, 1
  %3890 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3889, i64 8, 4, 2
  %3891 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3890, i64 1, 4, 3
  br label %3892

3892:                                             ; preds = %3930, %3874
  %3893 = phi i64 [ %3931, %3930 ], [ 0, %3874 ]
  %3894 = icmp slt i64 %3893, 1
  br i1 %3894, label %3895, label %3932

3895:                                             ; preds = %3892
  br label %3896

3896:                                             ; preds = %3928, %3895
  %3897 = phi i64 [ %3929, %3928 ], [ 0, %3895 ]
  %3898 = icmp slt i64 %3897, 8
  br i1 %3898, label %3899, label %3930

3899:                                             ; preds = %3896
  br label %3900

3900:                                             ; preds = %3926, %3899
  %3901 = phi i64 [ %3927, %3926 ], [ 0, %3899 ]
  %3902 = icmp slt i64 %3901, 2
  br i1 %3902, label %3903, label %3928

3903:                                             ; preds = %3900
  br label %3904

3904:                                             ; preds = %3907, %3903
  %3905 = phi i64 [ %3925, %3907 ], [ 0, %3903 ]
  %3906 = icmp slt i64 %3905, 8
  br i1 %3906, label %3907, label %3926

3907:                                             ; preds = %3904
  %3908 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1205, 1
  %3909 = mul nuw nsw i64 %3893, 128
  %3910 = mul nuw nsw i64 %3897, 16
  %3911 = add nuw nsw i64 %3909, %3910
  %3912 = mul nuw nsw i64 %3901, 8
  %3913 = add nuw nsw i64 %3911, %3912
  %3914 = add nuw nsw i64 %3913, %3905
  %3915 = getelementptr inbounds nuw float, ptr %3908, i64 %3914
  %3916 = load float, ptr %3915, align 4
  %3917 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3891, 1
  %3918 = mul nuw nsw i64 %3893, 128
  %3919 = mul nuw nsw i64 %3897, 16
  %3920 = add nuw nsw i64 %3918, %3919
  %3921 = mul nuw nsw i64 %3901, 8
  %3922 = add nuw nsw i64 %3920, %3921
  %3923 = add nuw nsw i64 %3922, %3905
  %3924 = getelementptr inbounds nuw float, ptr %3917, i64 %3923
  store float %3916, ptr %3924, align 4
  %3925 = add i64 %3905, 1
  br label %3904

3926:                                             ; preds = %3904
  %3927 = add i64 %3901, 1
  br label %3900

3928:                                             ; preds = %3900
  %3929 = add i64 %3897, 1
  br label %3896

3930:                                             ; preds = %3896
  %3931 = add i64 %3893, 1
  br label %3892

3932:                                             ; preds = %3892
  br label %3933

3933:                                             ; preds = %3992, %3932
  %3934 = phi i64 [ %3993, %3992 ], [ 0, %3932 ]
  %3935 = icmp slt i64 %3934, 1
  br i1 %3935, label %3936, label %3994

3936:                                             ; preds = %3933
  br label %3937

3937:                                             ; preds = %3990, %3936
  %3938 = phi i64 [ %3991, %3990 ], [ 0, %3936 ]
  %3939 = icmp slt i64 %3938, 8
  br i1 %3939, label %3940, label %3992

3940:                                             ; preds = %3937
  br label %3941

3941:                                             ; preds = %3988, %3940
  %3942 = phi i64 [ %3989, %3988 ], [ 0, %3940 ]
  %3943 = icmp slt i64 %3942, 2
  br i1 %3943, label %3944, label %3990

3944:                                             ; preds = %3941
  br label %3945

3945:                                             ; preds = %3986, %3944
  %3946 = phi i64 [ %3987, %3986 ], [ 0, %3944 ]
  %3947 = icmp slt i64 %3946, 8
  br i1 %3947, label %3948, label %3988

3948:                                             ; preds = %3945
  br label %3949

3949:                                             ; preds = %3952, %3948
  %3950 = phi i64 [ %3985, %3952 ], [ 0, %3948 ]
  %3951 = icmp slt i64 %3950, 32
  br i1 %3951, label %3952, label %3986

3952:                                             ; preds = %3949
  %3953 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3954 = mul nuw nsw i64 %3934, 256
  %3955 = mul nuw nsw i64 %3938, 32
  %3956 = add nuw nsw i64 %3954, %3955
  %3957 = add nuw nsw i64 %3956, %3950
  %3958 = getelementptr inbounds nuw float, ptr %3953, i64 %3957
  %3959 = load float, ptr %3958, align 4
  %3960 = mul nuw nsw i64 %3942, 256
  %3961 = mul nuw nsw i64 %3946, 32
  %3962 = add nuw nsw i64 %3960, %3961
  %3963 = add nuw nsw i64 %3962, %3950
  %3964 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32_2, i64 %3963
  %3965 = load float, ptr %3964, align 4
  %3966 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3891, 1
  %3967 = mul nuw nsw i64 %3934, 128
  %3968 = mul nuw nsw i64 %3938, 16
  %3969 = add nuw nsw i64 %3967, %3968
  %3970 = mul nuw nsw i64 %3942, 8
  %3971 = add nuw nsw i64 %3969, %3970
  %3972 = add nuw nsw i64 %3971, %3946
  %3973 = getelementptr inbounds nuw float, ptr %3966, i64 %3972
  %3974 = load float, ptr %3973, align 4
  %3975 = fmul float %3959, %3965
  %3976 = fadd float %3974, %3975
  %3977 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3891, 1
  %3978 = mul nuw nsw i64 %3934, 128
  %3979 = mul nuw nsw i64 %3938, 16
  %3980 = add nuw nsw i64 %3978, %3979
  %3981 = mul nuw nsw i64 %3942, 8
  %3982 = add nuw nsw i64 %3980, %3981
  %3983 = add nuw nsw i64 %3982, %3946
  %3984 = getelementptr inbounds nuw float, ptr %3977, i64 %3983
  store float %3976, ptr %3984, align 4
  %3985 = add i64 %3950, 1
  br label %3949

3986:                                             ; preds = %3949
  %3987 = add i64 %3946, 1
  br label %3945

3988:                                             ; preds = %3945
  %3989 = add i64 %3942, 1
  br label %3941

3990:                                             ; preds = %3941
  %3991 = add i64 %3938, 1
  br label %3937

3992:                                             ; preds = %3937
  %3993 = add i64 %3934, 1
  br label %3933

3994:                                             ; preds = %3933
  br label %3995

3995:                                             ; preds = %4033, %3994
  %3996 = phi i64 [ %4034, %4033 ], [ 0, %3994 ]
  %3997 = icmp slt i64 %3996, 1
  br i1 %3997, label %3998, label %4035

3998:                                             ; preds = %3995
  br label %3999

3999:                                             ; preds = %4031, %3998
  %4000 = phi i64 [ %4032, %4031 ], [ 0, %3998 ]
  %4001 = icmp slt i64 %4000, 2
  br i1 %4001, label %4002, label %4033

4002:                                             ; preds = %3999
  br label %4003

4003:                                             ; preds = %4029, %4002
  %4004 = phi i64 [ %4030, %4029 ], [ 0, %4002 ]
  %4005 = icmp slt i64 %4004, 8
  br i1 %4005, label %4006, label %4031

4006:                                             ; preds = %4003
  br label %4007

4007:                                             ; preds = %4010, %4006
  %4008 = phi i64 [ %4028, %4010 ], [ 0, %4006 ]
  %4009 = icmp slt i64 %4008, 8
  br i1 %4009, label %4010, label %4029

4010:                                             ; preds = %4007
  %4011 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3891, 1
  %4012 = mul nuw nsw i64 %3996, 128
  %4013 = mul nuw nsw i64 %4004, 16
  %4014 = add nuw nsw i64 %4012, %4013
  %4015 = mul nuw nsw i64 %4000, 8
  %4016 = add nuw nsw i64 %4014, %4015
  %4017 = add nuw nsw i64 %4016, %4008
  %4018 = getelementptr inbounds nuw float, ptr %4011, i64 %4017
  %4019 = load float, ptr %4018, align 4
  %4020 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1342, 1
  %4021 = mul nuw nsw i64 %3996, 128
  %4022 = mul nuw nsw i64 %4000, 64
  %4023 = add nuw nsw i64 %4021, %4022
  %4024 = mul nuw nsw i64 %4004, 8
  %4025 = add nuw nsw i64 %4023, %4024
  %4026 = add nuw nsw i64 %4025, %4008
  %4027 = getelementptr inbounds nuw float, ptr %4020, i64 %4026
  store float %4019, ptr %4027, align 4
  %4028 = add i64 %4008, 1
  br label %4007

4029:                                             ; preds = %4007
  %4030 = add i64 %4004, 1
  br label %4003

4031:                                             ; preds = %4003
  %4032 = add i64 %4000, 1
  br label %3999

4033:                                             ; preds = %3999
  %4034 = add i64 %3996, 1
  br label %3995

4035:                                             ; preds = %3995
  br label %4036

4036:                                             ; preds = %4095, %4035
  %4037 = phi i64 [ %4096, %4095 ], [ 0, %4035 ]
  %4038 = icmp slt i64 %4037, 1
  br i1 %4038, label %4039, label %4097

4039:                                             ; preds = %4036
  br label %4040

4040:                                             ; preds = %4093, %4039
  %4041 = phi i64 [ %4094, %4093 ], [ 0, %4039 ]
  %4042 = icmp slt i64 %4041, 8
  br i1 %4042, label %4043, label %4095

4043:                                             ; preds = %4040
  br label %4044

4044:                                             ; preds = %4091, %4043
  %4045 = phi i64 [ %4092, %4091 ], [ 0, %4043 ]
  %4046 = icmp slt i64 %4045, 2
  br i1 %4046, label %4047, label %4093

4047:                                             ; preds = %4044
  br label %4048

4048:                                             ; preds = %4089, %4047
  %4049 = phi i64 [ %4090, %4089 ], [ 0, %4047 ]
  %4050 = icmp slt i64 %4049, 8
  br i1 %4050, label %4051, label %4091

4051:                                             ; preds = %4048
  br label %4052

4052:                                             ; preds = %4055, %4051
  %4053 = phi i64 [ %4088, %4055 ], [ 0, %4051 ]
  %4054 = icmp slt i64 %4053, 32
  br i1 %4054, label %4055, label %4089

4055:                                             ; preds = %4052
  %4056 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4057 = mul nuw nsw i64 %4037, 256
  %4058 = mul nuw nsw i64 %4041, 32
  %4059 = add nuw nsw i64 %4057, %4058
  %4060 = add nuw nsw i64 %4059, %4053
  %4061 = getelementptr inbounds nuw float, ptr %4056, i64 %4060
  %4062 = load float, ptr %4061, align 4
  %4063 = mul nuw nsw i64 %4045, 256
  %4064 = mul nuw nsw i64 %4049, 32
  %4065 = add nuw nsw i64 %4063, %4064
  %4066 = add nuw nsw i64 %4065, %4053
  %4067 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32, i64 %4066
  %4068 = load float, ptr %4067, align 4
  %4069 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1205, 1
  %4070 = mul nuw nsw i64 %4037, 128
  %4071 = mul nuw nsw i64 %4041, 16
  %4072 = add nuw nsw i64 %4070, %4071
  %4073 = mul nuw nsw i64 %4045, 8
  %4074 = add nuw nsw i64 %4072, %4073
  %4075 = add nuw nsw i64 %4074, %4049
  %4076 = getelementptr inbounds nuw float, ptr %4069, i64 %4075
  %4077 = load float, ptr %4076, align 4
  %4078 = fmul float %4062, %4068
  %4079 = fadd float %4077, %4078
  %4080 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1205, 1
  %4081 = mul nuw nsw i64 %4037, 128
  %4082 = mul nuw nsw i64 %4041, 16
  %4083 = add nuw nsw i64 %4081, %4082
  %4084 = mul nuw nsw i64 %4045, 8
  %4085 = add nuw nsw i64 %4083, %4084
  %4086 = add nuw nsw i64 %4085, %4049
  %4087 = getelementptr inbounds nuw float, ptr %4080, i64 %4086
  store float %4079, ptr %4087, align 4
  %4088 = add i64 %4053, 1
  br label %4052

4089:                                             ; preds = %4052
  %4090 = add i64 %4049, 1
  br label %4048

4091:                                             ; preds = %4048
  %4092 = add i64 %4045, 1
  br label %4044

4093:                                             ; preds = %4044
  %4094 = add i64 %4041, 1
  br label %4040

4095:                                             ; preds = %4040
  %4096 = add i64 %4037, 1
  br label %4036

4097:                                             ; preds = %4036
  br label %4098

4098:                                             ; preds = %4138, %4097
  %4099 = phi i64 [ %4139, %4138 ], [ 0, %4097 ]
  %4100 = icmp slt i64 %4099, 1
  br i1 %4100, label %4101, label %4140

4101:                                             ; preds = %4098
  br label %4102

4102:                                             ; preds = %4136, %4101
  %4103 = phi i64 [ %4137, %4136 ], [ 0, %4101 ]
  %4104 = icmp slt i64 %4103, 4
  br i1 %4104, label %4105, label %4138

4105:                                             ; preds = %4102
  br label %4106

4106:                                             ; preds = %4134, %4105
  %4107 = phi i64 [ %4135, %4134 ], [ 0, %4105 ]
  %4108 = icmp slt i64 %4107, 8
  br i1 %4108, label %4109, label %4136

4109:                                             ; preds = %4106
  br label %4110

4110:                                             ; preds = %4113, %4109
  %4111 = phi i64 [ %4133, %4113 ], [ 0, %4109 ]
  %4112 = icmp slt i64 %4111, 4
  br i1 %4112, label %4113, label %4134

4113:                                             ; preds = %4110
  %4114 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1529, 1
  %4115 = getelementptr float, ptr %4114, i64 4
  %4116 = mul nuw nsw i64 %4099, 256
  %4117 = mul nuw nsw i64 %4103, 64
  %4118 = add nuw nsw i64 %4116, %4117
  %4119 = mul nuw nsw i64 %4107, 8
  %4120 = add nuw nsw i64 %4118, %4119
  %4121 = add nuw nsw i64 %4120, %4111
  %4122 = getelementptr inbounds nuw float, ptr %4115, i64 %4121
  %4123 = load float, ptr %4122, align 4
  %4124 = fneg float %4123
  %4125 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1546, 1
  %4126 = mul nuw nsw i64 %4099, 128
  %4127 = mul nuw nsw i64 %4103, 32
  %4128 = add nuw nsw i64 %4126, %4127
  %4129 = mul nuw nsw i64 %4107, 4
  %4130 = add nuw nsw i64 %4128, %4129
  %4131 = add nuw nsw i64 %4130, %4111
  %4132 = getelementptr inbounds nuw float, ptr %4125, i64 %4131
  store float %4124, ptr %4132, align 4
  %4133 = add i64 %4111, 1
  br label %4110

4134:                                             ; preds = %4110
  %4135 = add i64 %4107, 1
  br label %4106

4136:                                             ; preds = %4106
  %4137 = add i64 %4103, 1
  br label %4102

4138:                                             ; preds = %4102
  %4139 = add i64 %4099, 1
  br label %4098

4140:                                             ; preds = %4098
  %4141 = call ptr @malloc(i64 1088)
  %4142 = ptrtoint ptr %4141 to i64
  %4143 = add i64 %4142, 63
  %4144 = urem i64 %4143, 64
  %4145 = sub i64 %4143, %4144
  %4146 = inttoptr i64 %4145 to ptr
  %4147 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4141, 0
  %4148 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4147, ptr %4146, 1
  %4149 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4148, i64 0, 2
  %4150 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4149, i64 1, 3, 0
  %4151 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4150, i64 4, 3, 1
  %4152 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4151, i64 8, 3, 2
  %4153 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4152, i64 8, 3, 3
  %4154 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4153, i64 256, 4, 0
  %4155 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4154, i64 64, 4, 1
  %4156 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4155, i64 8, 4, 2
  %4157 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4156, i64 1, 4, 3
  %4158 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4157, 0
  %4159 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4157, 1
  %4160 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4158, 0
  %4161 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4160, ptr %4159, 1
  %4162 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4161, i64 0, 2
  %4163 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4162, i64 1, 3, 0
  %4164 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4163, i64 256, 4, 0
  %4165 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4164, i64 4, 3, 1
  %4166 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4165, i64 64, 4, 1
  %4167 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4166, i64 8, 3, 2
  %4168 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4167, i64 8, 4, 2
  %4169 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4168, i64 4, 3, 3
  %4170 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4169, i64 1, 4, 3
  br label %4171

4171:                                             ; preds = %4209, %4140
  %4172 = phi i64 [ %4210, %4209 ], [ 0, %4140 ]
  %4173 = icmp slt i64 %4172, 1
  br i1 %4173, label %4174, label %4211

4174:                                             ; preds = %4171
  br label %4175

4175:                                             ; preds = %4207, %4174
  %4176 = phi i64 [ %4208, %4207 ], [ 0, %4174 ]
  %4177 = icmp slt i64 %4176, 4
  br i1 %4177, label %4178, label %4209

4178:                                             ; preds = %4175
  br label %4179

4179:                                             ; preds = %4205, %4178
  %4180 = phi i64 [ %4206, %4205 ], [ 0, %4178 ]
  %4181 = icmp slt i64 %4180, 8
  br i1 %4181, label %4182, label %4207

4182:                                             ; preds = %4179
  br label %4183

4183:                                             ; preds = %4186, %4182
  %4184 = phi i64 [ %4204, %4186 ], [ 0, %4182 ]
  %4185 = icmp slt i64 %4184, 4
  br i1 %4185, label %4186, label %4205

4186:                                             ; preds = %4183
  %4187 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1546, 1
  %4188 = mul nuw nsw i64 %4172, 128
  %4189 = mul nuw nsw i64 %4176, 32
  %4190 = add nuw nsw i64 %4188, %4189
  %4191 = mul nuw nsw i64 %4180, 4
  %4192 = add nuw nsw i64 %4190, %4191
  %4193 = add nuw nsw i64 %4192, %4184
  %4194 = getelementptr inbounds nuw float, ptr %4187, i64 %4193
  %4195 = load float, ptr %4194, align 4
  %4196 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4170, 1
  %4197 = mul nuw nsw i64 %4172, 256
  %4198 = mul nuw nsw i64 %4176, 64
  %4199 = add nuw nsw i64 %4197, %4198
  %4200 = mul nuw nsw i64 %4180, 8
  %4201 = add nuw nsw i64 %4199, %4200
  %4202 = add nuw nsw i64 %4201, %4184
  %4203 = getelementptr inbounds nuw float, ptr %4196, i64 %4202
  store float %4195, ptr %4203, align 4
  %4204 = add i64 %4184, 1
  br label %4183

4205:                                             ; preds = %4183
  %4206 = add i64 %4180, 1
  br label %4179

4207:                                             ; preds = %4179
  %4208 = add i64 %4176, 1
  br label %4175

4209:                                             ; preds = %4175
  %4210 = add i64 %4172, 1
  br label %4171

4211:                                             ; preds = %4171
  %4212 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4157, 0
  %4213 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4157, 1
  %4214 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4212, 0
  %4215 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4214, ptr %4213, 1
  %4216 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4215, i64 4, 2
  %4217 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4216, i64 1, 3, 0
  %4218 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4217, i64 256, 4, 0
  %4219 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4218, i64 4, 3, 1
  %4220 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4219, i64 64, 4, 1
  %4221 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4220, i64 8, 3, 2
  %4222 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4221, i64 8, 4, 2
  %4223 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4222, i64 4, 3, 3
  %4224 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4223, i64 1, 4, 3
  br label %4225

4225:                                             ; preds = %4264, %4211
  %4226 = phi i64 [ %4265, %4264 ], [ 0, %4211 ]
  %4227 = icmp slt i64 %4226, 1
  br i1 %4227, label %4228, label %4266

4228:                                             ; preds = %4225
  br label %4229

4229:                                             ; preds = %4262, %4228
  %4230 = phi i64 [ %4263, %4262 ], [ 0, %4228 ]
  %4231 = icmp slt i64 %4230, 4
  br i1 %4231, label %4232, label %4264

4232:                                             ; preds = %4229
  br label %4233

4233:                                             ; preds = %4260, %4232
  %4234 = phi i64 [ %4261, %4260 ], [ 0, %4232 ]
  %4235 = icmp slt i64 %4234, 8
  br i1 %4235, label %4236, label %4262

4236:                                             ; preds = %4233
  br label %4237

4237:                                             ; preds = %4240, %4236
  %4238 = phi i64 [ %4259, %4240 ], [ 0, %4236 ]
  %4239 = icmp slt i64 %4238, 4
  br i1 %4239, label %4240, label %4260

4240:                                             ; preds = %4237
  %4241 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1516, 1
  %4242 = mul nuw nsw i64 %4226, 256
  %4243 = mul nuw nsw i64 %4230, 64
  %4244 = add nuw nsw i64 %4242, %4243
  %4245 = mul nuw nsw i64 %4234, 8
  %4246 = add nuw nsw i64 %4244, %4245
  %4247 = add nuw nsw i64 %4246, %4238
  %4248 = getelementptr inbounds nuw float, ptr %4241, i64 %4247
  %4249 = load float, ptr %4248, align 4
  %4250 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4224, 1
  %4251 = getelementptr float, ptr %4250, i64 4
  %4252 = mul nuw nsw i64 %4226, 256
  %4253 = mul nuw nsw i64 %4230, 64
  %4254 = add nuw nsw i64 %4252, %4253
  %4255 = mul nuw nsw i64 %4234, 8
  %4256 = add nuw nsw i64 %4254, %4255
  %4257 = add nuw nsw i64 %4256, %4238
  %4258 = getelementptr inbounds nuw float, ptr %4251, i64 %4257
  store float %4249, ptr %4258, align 4
  %4259 = add i64 %4238, 1
  br label %4237

4260:                                             ; preds = %4237
  %4261 = add i64 %4234, 1
  br label %4233

4262:                                             ; preds = %4233
  %4263 = add i64 %4230, 1
  br label %4229

4264:                                             ; preds = %4229
  %4265 = add i64 %4226, 1
  br label %4225

4266:                                             ; preds = %4225
  br label %4267

4267:                                             ; preds = %4307, %4266
  %4268 = phi i64 [ %4308, %4307 ], [ 0, %4266 ]
  %4269 = icmp slt i64 %4268, 1
  br i1 %4269, label %4270, label %4309

4270:                                             ; preds = %4267
  br label %4271

4271:                                             ; preds = %4305, %4270
  %4272 = phi i64 [ %4306, %4305 ], [ 0, %4270 ]
  %4273 = icmp slt i64 %4272, 2
  br i1 %4273, label %4274, label %4307

4274:                                             ; preds = %4271
  br label %4275

4275:                                             ; preds = %4303, %4274
  %4276 = phi i64 [ %4304, %4303 ], [ 0, %4274 ]
  %4277 = icmp slt i64 %4276, 8
  br i1 %4277, label %4278, label %4305

4278:                                             ; preds = %4275
  br label %4279

4279:                                             ; preds = %4282, %4278
  %4280 = phi i64 [ %4302, %4282 ], [ 0, %4278 ]
  %4281 = icmp slt i64 %4280, 4
  br i1 %4281, label %4282, label %4303

4282:                                             ; preds = %4279
  %4283 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1741, 1
  %4284 = getelementptr float, ptr %4283, i64 4
  %4285 = mul nuw nsw i64 %4268, 128
  %4286 = mul nuw nsw i64 %4272, 64
  %4287 = add nuw nsw i64 %4285, %4286
  %4288 = mul nuw nsw i64 %4276, 8
  %4289 = add nuw nsw i64 %4287, %4288
  %4290 = add nuw nsw i64 %4289, %4280
  %4291 = getelementptr inbounds nuw float, ptr %4284, i64 %4290
  %4292 = load float, ptr %4291, align 4
  %4293 = fneg float %4292
  %4294 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1758, 1
  %4295 = mul nuw nsw i64 %4268, 64
  %4296 = mul nuw nsw i64 %4272, 32
  %4297 = add nuw nsw i64 %4295, %4296
  %4298 = mul nuw nsw i64 %4276, 4
  %4299 = add nuw nsw i64 %4297, %4298
  %4300 = add nuw nsw i64 %4299, %4280
  %4301 = getelementptr inbounds nuw float, ptr %4294, i64 %4300
  store float %4293, ptr %4301, align 4
  %4302 = add i64 %4280, 1
  br label %4279

4303:                                             ; preds = %4279
  %4304 = add i64 %4276, 1
  br label %4275

4305:                                             ; preds = %4275
  %4306 = add i64 %4272, 1
  br label %4271

4307:                                             ; preds = %4271
  %4308 = add i64 %4268, 1
  br label %4267

4309:                                             ; preds = %4267
  %4310 = call ptr @malloc(i64 576)
  %4311 = ptrtoint ptr %4310 to i64
  %4312 = add i64 %4311, 63
  %4313 = urem i64 %4312, 64
  %4314 = sub i64 %4312, %4313
  %4315 = inttoptr i64 %4314 to ptr
  %4316 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4310, 0
  %4317 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4316, ptr %4315, 1
  %4318 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4317, i64 0, 2
  %4319 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4318, i64 1, 3, 0
  %4320 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4319, i64 2, 3, 1
  %4321 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4320, i64 8, 3, 2
  %4322 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4321, i64 8, 3, 3
  %4323 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4322, i64 128, 4, 0
  %4324 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4323, i64 64, 4, 1
  %4325 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4324, i64 8, 4, 2
  %4326 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4325, i64 1, 4, 3
  %4327 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4326, 0
  %4328 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4326, 1
  %4329 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4327, 0
  %4330 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4329, ptr %4328, 1
  %4331 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4330, i64 0, 2
  %4332 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4331, i64 1, 3, 0
  %4333 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4332, i64 128, 4, 0
  %4334 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4333, i64 2, 3, 1
  %4335 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4334, i64 64, 4, 1
  %4336 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4335, i64 8, 3, 2
  %4337 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4336, i64 8, 4, 2
  %4338 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4337, i64 4, 3, 3
  %4339 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4338, i64 1, 4, 3
  br label %4340

4340:                                             ; preds = %4378, %4309
  %4341 = phi i64 [ %4379, %4378 ], [ 0, %4309 ]
  %4342 = icmp slt i64 %4341, 1
  br i1 %4342, label %4343, label %4380

4343:                                             ; preds = %4340
  br label %4344

4344:                                             ; preds = %4376, %4343
  %4345 = phi i64 [ %4377, %4376 ], [ 0, %4343 ]
  %4346 = icmp slt i64 %4345, 2
  br i1 %4346, label %4347, label %4378

4347:                                             ; preds = %4344
  br label %4348

4348:                                             ; preds = %4374, %4347
  %4349 = phi i64 [ %4375, %4374 ], [ 0, %4347 ]
  %4350 = icmp slt i64 %4349, 8
  br i1 %4350, label %4351, label %4376

4351:                                             ; preds = %4348
  br label %4352

4352:                                             ; preds = %4355, %4351
  %4353 = phi i64 [ %4373, %4355 ], [ 0, %4351 ]
  %4354 = icmp slt i64 %4353, 4
  br i1 %4354, label %4355, label %4374

4355:                                             ; preds = %4352
  %4356 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1758, 1
  %4357 = mul nuw nsw i64 %4341, 64
  %4358 = mul nuw nsw i64 %4345, 32
  %4359 = add nuw nsw i64 %4357, %4358
  %4360 = mul nuw nsw i64 %4349, 4
  %4361 = add nuw nsw i64 %4359, %4360
  %4362 = add nuw nsw i64 %4361, %4353
  %4363 = getelementptr inbounds nuw float, ptr %4356, i64 %4362
  %4364 = load float, ptr %4363, align 4
  %4365 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4339, 1
  %4366 = mul nuw nsw i64 %4341, 128
  %4367 = mul nuw nsw i64 %4345, 64
  %4368 = add nuw nsw i64 %4366, %4367
  %4369 = mul nuw nsw i64 %4349, 8
  %4370 = add nuw nsw i64 %4368, %4369
  %4371 = add nuw nsw i64 %4370, %4353
  %4372 = getelementptr inbounds nuw float, ptr %4365, i64 %4371
  store float %4364, ptr %4372, align 4
  %4373 = add i64 %4353, 1
  br label %4352

4374:                                             ; preds = %4352
  %4375 = add i64 %4349, 1
  br label %4348

4376:                                             ; preds = %4348
  %4377 = add i64 %4345, 1
  br label %4344

4378:                                             ; preds = %4344
  %4379 = add i64 %4341, 1
  br label %4340

4380:                                             ; preds = %4340
  %4381 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4326, 0
  %4382 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4326, 1
  %4383 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4381, 0
  %4384 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4383, ptr %4382, 1
  %4385 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4384, i64 4, 2
  %4386 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4385, i64 1, 3, 0
  %4387 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4386, i64 128, 4, 0
  %4388 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4387, i64 2, 3, 1
  %4389 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4388, i64 64, 4, 1
  %4390 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4389, i64 8, 3, 2
  %4391 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4390, i64 8, 4, 2
  %4392 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4391, i64 4, 3, 3
  %4393 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4392, i64 1, 4, 3
  br label %4394

4394:                                             ; preds = %4433, %4380
  %4395 = phi i64 [ %4434, %4433 ], [ 0, %4380 ]
  %4396 = icmp slt i64 %4395, 1
  br i1 %4396, label %4397, label %4435

4397:                                             ; preds = %4394
  br label %4398

4398:                                             ; preds = %4431, %4397
  %4399 = phi i64 [ %4432, %4431 ], [ 0, %4397 ]
  %4400 = icmp slt i64 %4399, 2
  br i1 %4400, label %4401, label %4433

4401:                                             ; preds = %4398
  br label %4402

4402:                                             ; preds = %4429, %4401
  %4403 = phi i64 [ %4430, %4429 ], [ 0, %4401 ]
  %4404 = icmp slt i64 %4403, 8
  br i1 %4404, label %4405, label %4431

4405:                                             ; preds = %4402
  br label %4406

4406:                                             ; preds = %4409, %4405
  %4407 = phi i64 [ %4428, %4409 ], [ 0, %4405 ]
  %4408 = icmp slt i64 %4407, 4
  br i1 %4408, label %4409, label %4429

4409:                                             ; preds = %4406
  %4410 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1728, 1
  %4411 = mul nuw nsw i64 %4395, 128
  %4412 = mul nuw nsw i64 %4399, 64
  %4413 = add nuw nsw i64 %4411, %4412
  %4414 = mul nuw nsw i64 %4403, 8
  %4415 = add nuw nsw i64 %4413, %4414
  %4416 = add nuw nsw i64 %4415, %4407
  %4417 = getelementptr inbounds nuw float, ptr %4410, i64 %4416
  %4418 = load float, ptr %4417, align 4
  %4419 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4393, 1
  %4420 = getelementptr float, ptr %4419, i64 4
  %4421 = mul nuw nsw i64 %4395, 128
  %4422 = mul nuw nsw i64 %4399, 64
  %4423 = add nuw nsw i64 %4421, %4422
  %4424 = mul nuw nsw i64 %4403, 8
  %4425 = add nuw nsw i64 %4423, %4424
  %4426 = add nuw nsw i64 %4425, %4407
  %4427 = getelementptr inbounds nuw float, ptr %4420, i64 %4426
  store float %4418, ptr %4427, align 4
  %4428 = add i64 %4407, 1
  br label %4406

4429:                                             ; preds = %4406
  %4430 = add i64 %4403, 1
  br label %4402

4431:                                             ; preds = %4402
  %4432 = add i64 %4399, 1
  br label %4398

4433:                                             ; preds = %4398
  %4434 = add i64 %4395, 1
  br label %4394

4435:                                             ; preds = %4394
  br label %4436

4436:                                             ; preds = %4482, %4435
  %4437 = phi i64 [ %4483, %4482 ], [ 0, %4435 ]
  %4438 = icmp slt i64 %4437, 1
  br i1 %4438, label %4439, label %4484

4439:                                             ; preds = %4436
  br label %4440

4440:                                             ; preds = %4480, %4439
  %4441 = phi i64 [ %4481, %4480 ], [ 0, %4439 ]
  %4442 = icmp slt i64 %4441, 2
  br i1 %4442, label %4443, label %4482

4443:                                             ; preds = %4440
  br label %4444

4444:                                             ; preds = %4478, %4443
  %4445 = phi i64 [ %4479, %4478 ], [ 0, %4443 ]
  %4446 = icmp slt i64 %4445, 2
  br i1 %4446, label %4447, label %4480

4447:                                             ; preds = %4444
  br label %4448

4448:                                             ; preds = %4476, %4447
  %4449 = phi i64 [ %4477, %4476 ], [ 0, %4447 ]
  %4450 = icmp slt i64 %4449, 8
  br i1 %4450, label %4451, label %4478

4451:                                             ; preds = %4448
  br label %4452

4452:                                             ; preds = %4455, %4451
  %4453 = phi i64 [ %4475, %4455 ], [ 0, %4451 ]
  %4454 = icmp slt i64 %4453, 8
  br i1 %4454, label %4455, label %4476

4455:                                             ; preds = %4452
  %4456 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1205, 1
  %4457 = mul nuw nsw i64 %4437, 128
  %4458 = mul nuw nsw i64 %4449, 16
  %4459 = add nuw nsw i64 %4457, %4458
  %4460 = mul nuw nsw i64 %4441, 8
  %4461 = add nuw nsw i64 %4459, %4460
  %4462 = add nuw nsw i64 %4461, %4453
  %4463 = getelementptr inbounds nuw float, ptr %4456, i64 %4462
  %4464 = load float, ptr %4463, align 4
  %4465 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1946, 1
  %4466 = mul nuw nsw i64 %4437, 256
  %4467 = mul nuw nsw i64 %4441, 128
  %4468 = add nuw nsw i64 %4466, %4467
  %4469 = mul nuw nsw i64 %4445, 64
  %4470 = add nuw nsw i64 %4468, %4469
  %4471 = mul nuw nsw i64 %4449, 8
  %4472 = add nuw nsw i64 %4470, %4471
  %4473 = add nuw nsw i64 %4472, %4453
  %4474 = getelementptr inbounds nuw float, ptr %4465, i64 %4473
  store float %4464, ptr %4474, align 4
  %4475 = add i64 %4453, 1
  br label %4452

4476:                                             ; preds = %4452
  %4477 = add i64 %4449, 1
  br label %4448

4478:                                             ; preds = %4448
  %4479 = add i64 %4445, 1
  br label %4444

4480:                                             ; preds = %4444
  %4481 = add i64 %4441, 1
  br label %4440

4482:                                             ; preds = %4440
  %4483 = add i64 %4437, 1
  br label %4436

4484:                                             ; preds = %4436
  %4485 = call ptr @malloc(i64 1088)
  %4486 = ptrtoint ptr %4485 to i64
  %4487 = add i64 %4486, 63
  %4488 = urem i64 %4487, 64
  %4489 = sub i64 %4487, %4488
  %4490 = inttoptr i64 %4489 to ptr
  %4491 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %4485, 0
  %4492 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4491, ptr %4490, 1
  %4493 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4492, i64 0, 2
  %4494 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4493, i64 1, 3, 0
  %4495 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4494, i64 2, 3, 1
  %4496 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4495, i64 2, 3, 2
  %4497 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4496, i64 8, 3, 3
  %4498 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4497, i64 8, 3, 4
  %4499 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4498, i64 256, 4, 0
  %4500 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4499, i64 128, 4, 1
  %4501 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4500, i64 64, 4, 2
  %4502 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4501, i64 8, 4, 3
  %4503 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4502, i64 1, 4, 4
  br label %4504

4504:                                             ; preds = %4578, %4484
  %4505 = phi i64 [ %4579, %4578 ], [ 0, %4484 ]
  %4506 = icmp slt i64 %4505, 1
  br i1 %4506, label %4507, label %4580

4507:                                             ; preds = %4504
  br label %4508

4508:                                             ; preds = %4576, %4507
  %4509 = phi i64 [ %4577, %4576 ], [ 0, %4507 ]
  %4510 = icmp slt i64 %4509, 2
  br i1 %4510, label %4511, label %4578

4511:                                             ; preds = %4508
  br label %4512

4512:                                             ; preds = %4574, %4511
  %4513 = phi i64 [ %4575, %4574 ], [ 0, %4511 ]
  %4514 = icmp slt i64 %4513, 2
  br i1 %4514, label %4515, label %4576

4515:                                             ; preds = %4512
  br label %4516

4516:                                             ; preds = %4572, %4515
  %4517 = phi i64 [ %4573, %4572 ], [ 0, %4515 ]
  %4518 = icmp slt i64 %4517, 8
  br i1 %4518, label %4519, label %4574

4519:                                             ; preds = %4516
  br label %4520

4520:                                             ; preds = %4523, %4519
  %4521 = phi i64 [ %4571, %4523 ], [ 0, %4519 ]
  %4522 = icmp slt i64 %4521, 8
  br i1 %4522, label %4523, label %4572

4523:                                             ; preds = %4520
  %4524 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1342, 1
  %4525 = mul nuw nsw i64 %4505, 128
  %4526 = mul nuw nsw i64 %4509, 64
  %4527 = add nuw nsw i64 %4525, %4526
  %4528 = mul nuw nsw i64 %4521, 8
  %4529 = add nuw nsw i64 %4527, %4528
  %4530 = add nuw nsw i64 %4529, %4517
  %4531 = getelementptr inbounds nuw float, ptr %4524, i64 %4530
  %4532 = load float, ptr %4531, align 4
  %4533 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %692, 1
  %4534 = mul nuw nsw i64 %4505, 64
  %4535 = add nuw nsw i64 %4534, 0
  %4536 = mul nuw nsw i64 %4521, 8
  %4537 = add nuw nsw i64 %4535, %4536
  %4538 = add nuw nsw i64 %4537, %4517
  %4539 = getelementptr inbounds nuw float, ptr %4533, i64 %4538
  %4540 = load float, ptr %4539, align 4
  %4541 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4326, 1
  %4542 = mul nuw nsw i64 %4505, 128
  %4543 = mul nuw nsw i64 %4509, 64
  %4544 = add nuw nsw i64 %4542, %4543
  %4545 = mul nuw nsw i64 %4521, 8
  %4546 = add nuw nsw i64 %4544, %4545
  %4547 = add nuw nsw i64 %4546, %4517
  %4548 = getelementptr inbounds nuw float, ptr %4541, i64 %4547
  %4549 = load float, ptr %4548, align 4
  %4550 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %751, 1
  %4551 = mul nuw nsw i64 %4505, 64
  %4552 = add nuw nsw i64 %4551, 0
  %4553 = mul nuw nsw i64 %4521, 8
  %4554 = add nuw nsw i64 %4552, %4553
  %4555 = add nuw nsw i64 %4554, %4517
  %4556 = getelementptr inbounds nuw float, ptr %4550, i64 %4555
  %4557 = load float, ptr %4556, align 4
  %4558 = fmul float %4549, %4557
  %4559 = fmul float %4532, %4540
  %4560 = fadd float %4559, %4558
  %4561 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4503, 1
  %4562 = mul nuw nsw i64 %4505, 256
  %4563 = mul nuw nsw i64 %4509, 128
  %4564 = add nuw nsw i64 %4562, %4563
  %4565 = mul nuw nsw i64 %4513, 64
  %4566 = add nuw nsw i64 %4564, %4565
  %4567 = mul nuw nsw i64 %4517, 8
  %4568 = add nuw nsw i64 %4566, %4567
  %4569 = add nuw nsw i64 %4568, %4521
  %4570 = getelementptr inbounds nuw float, ptr %4561, i64 %4569
  store float %4560, ptr %4570, align 4
  %4571 = add i64 %4521, 1
  br label %4520

4572:                                             ; preds = %4520
  %4573 = add i64 %4517, 1
  br label %4516

4574:                                             ; preds = %4516
  %4575 = add i64 %4513, 1
  br label %4512

4576:                                             ; preds = %4512
  %4577 = add i64 %4509, 1
  br label %4508

4578:                                             ; preds = %4508
  %4579 = add i64 %4505, 1
  br label %4504

4580:                                             ; preds = %4504
  %4581 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4503, 0
  %4582 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4503, 1
  %4583 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4581, 0
  %4584 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4583, ptr %4582, 1
  %4585 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4584, i64 0, 2
  %4586 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4585, i64 1, 3, 0
  %4587 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4586, i64 256, 4, 0
  %4588 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4587, i64 4, 3, 1
  %4589 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4588, i64 64, 4, 1
  %4590 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4589, i64 8, 3, 2
  %4591 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4590, i64 8, 4, 2
  %4592 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4591, i64 8, 3, 3
  %4593 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4592, i64 1, 4, 3
  %4594 = call ptr @malloc(i64 1088)
  %4595 = ptrtoint ptr %4594 to i64
  %4596 = add i64 %4595, 63
  %4597 = urem i64 %4596, 64
  %4598 = sub i64 %4596, %4597
  %4599 = inttoptr i64 %4598 to ptr
  %4600 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4594, 0
  %4601 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4600, ptr %4599, 1
  %4602 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4601, i64 0, 2
  %4603 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4602, i64 1, 3, 0
  %4604 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4603, i64 4, 3, 1
  %4605 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4604, i64 8, 3, 2
  %4606 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4605, i64 8, 3, 3
  %4607 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4606, i64 256, 4, 0
  %4608 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4607, i64 64, 4, 1
  %4609 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4608, i64 8, 4, 2
  %4610 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4609, i64 1, 4, 3
  br label %4611

4611:                                             ; preds = %4649, %4580
  %4612 = phi i64 [ %4650, %4649 ], [ 0, %4580 ]
  %4613 = icmp slt i64 %4612, 1
  br i1 %4613, label %4614, label %4651

4614:                                             ; preds = %4611
  br label %4615

4615:                                             ; preds = %4647, %4614
  %4616 = phi i64 [ %4648, %4647 ], [ 0, %4614 ]
  %4617 = icmp slt i64 %4616, 4
  br i1 %4617, label %4618, label %4649

4618:                                             ; preds = %4615
  br label %4619

4619:                                             ; preds = %4645, %4618
  %4620 = phi i64 [ %4646, %4645 ], [ 0, %4618 ]
  %4621 = icmp slt i64 %4620, 8
  br i1 %4621, label %4622, label %4647

4622:                                             ; preds = %4619
  br label %4623

4623:                                             ; preds = %4626, %4622
  %4624 = phi i64 [ %4644, %4626 ], [ 0, %4622 ]
  %4625 = icmp slt i64 %4624, 8
  br i1 %4625, label %4626, label %4645

4626:                                             ; preds = %4623
  %4627 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2156, 1
  %4628 = mul nuw nsw i64 %4612, 256
  %4629 = mul nuw nsw i64 %4616, 64
  %4630 = add nuw nsw i64 %4628, %4629
  %4631 = mul nuw nsw i64 %4620, 8
  %4632 = add nuw nsw i64 %4630, %4631
  %4633 = add nuw nsw i64 %4632, %4624
  %4634 = getelementptr inbounds nuw float, ptr %4627, i64 %4633
  %4635 = load float, ptr %4634, align 4
  %4636 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4610, 1
  %4637 = mul nuw nsw i64 %4612, 256
  %4638 = mul nuw nsw i64 %4616, 64
  %4639 = add nuw nsw i64 %4637, %4638
  %4640 = mul nuw nsw i64 %4620, 8
  %4641 = add nuw nsw i64 %4639, %4640
  %4642 = add nuw nsw i64 %4641, %4624
  %4643 = getelementptr inbounds nuw float, ptr %4636, i64 %4642
  store float %4635, ptr %4643, align 4
  %4644 = add i64 %4624, 1
  br label %4623

4645:                                             ; preds = %4623
  %4646 = add i64 %4620, 1
  br label %4619

4647:                                             ; preds = %4619
  %4648 = add i64 %4616, 1
  br label %4615

4649:                                             ; preds = %4615
  %4650 = add i64 %4612, 1
  br label %4611

4651:                                             ; preds = %4611
  br label %4652

4652:                                             ; preds = %4744, %4651
  %4653 = phi i64 [ %4745, %4744 ], [ 0, %4651 ]
  %4654 = icmp slt i64 %4653, 1
  br i1 %4654, label %4655, label %4746

4655:                                             ; preds = %4652
  br label %4656

4656:                                             ; preds = %4742, %4655
  %4657 = phi i64 [ %4743, %4742 ], [ 0, %4655 ]
  %4658 = icmp slt i64 %4657, 4
  br i1 %4658, label %4659, label %4744

4659:                                             ; preds = %4656
  br label %4660

4660:                                             ; preds = %4740, %4659
  %4661 = phi i64 [ %4741, %4740 ], [ 0, %4659 ]
  %4662 = icmp slt i64 %4661, 8
  br i1 %4662, label %4663, label %4742

4663:                                             ; preds = %4660
  br label %4664

4664:                                             ; preds = %4738, %4663
  %4665 = phi i64 [ %4739, %4738 ], [ 0, %4663 ]
  %4666 = icmp slt i64 %4665, 8
  br i1 %4666, label %4667, label %4740

4667:                                             ; preds = %4664
  br label %4668

4668:                                             ; preds = %4671, %4667
  %4669 = phi i64 [ %4737, %4671 ], [ 0, %4667 ]
  %4670 = icmp slt i64 %4669, 8
  br i1 %4670, label %4671, label %4738

4671:                                             ; preds = %4668
  %4672 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 1
  %4673 = mul nuw nsw i64 %4653, 256
  %4674 = mul nuw nsw i64 %4657, 64
  %4675 = add nuw nsw i64 %4673, %4674
  %4676 = mul nuw nsw i64 %4661, 8
  %4677 = add nuw nsw i64 %4675, %4676
  %4678 = add nuw nsw i64 %4677, %4669
  %4679 = getelementptr inbounds nuw float, ptr %4672, i64 %4678
  %4680 = load float, ptr %4679, align 4
  %4681 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %692, 1
  %4682 = mul nuw nsw i64 %4653, 64
  %4683 = add nuw nsw i64 %4682, 0
  %4684 = mul nuw nsw i64 %4661, 8
  %4685 = add nuw nsw i64 %4683, %4684
  %4686 = add nuw nsw i64 %4685, %4669
  %4687 = getelementptr inbounds nuw float, ptr %4681, i64 %4686
  %4688 = load float, ptr %4687, align 4
  %4689 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4157, 1
  %4690 = mul nuw nsw i64 %4653, 256
  %4691 = mul nuw nsw i64 %4657, 64
  %4692 = add nuw nsw i64 %4690, %4691
  %4693 = mul nuw nsw i64 %4661, 8
  %4694 = add nuw nsw i64 %4692, %4693
  %4695 = add nuw nsw i64 %4694, %4669
  %4696 = getelementptr inbounds nuw float, ptr %4689, i64 %4695
  %4697 = load float, ptr %4696, align 4
  %4698 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %751, 1
  %4699 = mul nuw nsw i64 %4653, 64
  %4700 = add nuw nsw i64 %4699, 0
  %4701 = mul nuw nsw i64 %4661, 8
  %4702 = add nuw nsw i64 %4700, %4701
  %4703 = add nuw nsw i64 %4702, %4669
  %4704 = getelementptr inbounds nuw float, ptr %4698, i64 %4703
  %4705 = load float, ptr %4704, align 4
  %4706 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4593, 1
  %4707 = mul nuw nsw i64 %4653, 256
  %4708 = mul nuw nsw i64 %4657, 64
  %4709 = add nuw nsw i64 %4707, %4708
  %4710 = mul nuw nsw i64 %4669, 8
  %4711 = add nuw nsw i64 %4709, %4710
  %4712 = add nuw nsw i64 %4711, %4665
  %4713 = getelementptr inbounds nuw float, ptr %4706, i64 %4712
  %4714 = load float, ptr %4713, align 4
  %4715 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4610, 1
  %4716 = mul nuw nsw i64 %4653, 256
  %4717 = mul nuw nsw i64 %4657, 64
  %4718 = add nuw nsw i64 %4716, %4717
  %4719 = mul nuw nsw i64 %4661, 8
  %4720 = add nuw nsw i64 %4718, %4719
  %4721 = add nuw nsw i64 %4720, %4665
  %4722 = getelementptr inbounds nuw float, ptr %4715, i64 %4721
  %4723 = load float, ptr %4722, align 4
  %4724 = fmul float %4697, %4705
  %4725 = fmul float %4680, %4688
  %4726 = fadd float %4725, %4724
  %4727 = fmul float %4726, %4714
  %4728 = fadd float %4723, %4727
  %4729 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4610, 1
  %4730 = mul nuw nsw i64 %4653, 256
  %4731 = mul nuw nsw i64 %4657, 64
  %4732 = add nuw nsw i64 %4730, %4731
  %4733 = mul nuw nsw i64 %4661, 8
  %4734 = add nuw nsw i64 %4732, %4733
  %4735 = add nuw nsw i64 %4734, %4665
  %4736 = getelementptr inbounds nuw float, ptr %4729, i64 %4735
  store float %4728, ptr %4736, align 4
  %4737 = add i64 %4669, 1
  br label %4668

4738:                                             ; preds = %4668
  %4739 = add i64 %4665, 1
  br label %4664

4740:                                             ; preds = %4664
  %4741 = add i64 %4661, 1
  br label %4660

4742:                                             ; preds = %4660
  %4743 = add i64 %4657, 1
  br label %4656

4744:                                             ; preds = %4656
  %4745 = add i64 %4653, 1
  br label %4652

4746:                                             ; preds = %4652
  br label %4747

4747:                                             ; preds = %4795, %4746
  %4748 = phi i64 [ %4796, %4795 ], [ 0, %4746 ]
  %4749 = icmp slt i64 %4748, 1
  br i1 %4749, label %4750, label %4797

4750:                                             ; preds = %4747
  br label %4751

4751:                                             ; preds = %4793, %4750
  %4752 = phi i64 [ %4794, %4793 ], [ 0, %4750 ]
  %4753 = icmp slt i64 %4752, 4
  br i1 %4753, label %4754, label %4795

4754:                                             ; preds = %4751
  br label %4755

4755:                                             ; preds = %4791, %4754
  %4756 = phi i64 [ %4792, %4791 ], [ 0, %4754 ]
  %4757 = icmp slt i64 %4756, 8
  br i1 %4757, label %4758, label %4793

4758:                                             ; preds = %4755
  br label %4759

4759:                                             ; preds = %4762, %4758
  %4760 = phi i64 [ %4790, %4762 ], [ 0, %4758 ]
  %4761 = icmp slt i64 %4760, 8
  br i1 %4761, label %4762, label %4791

4762:                                             ; preds = %4759
  %4763 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4610, 1
  %4764 = mul nuw nsw i64 %4748, 256
  %4765 = mul nuw nsw i64 %4752, 64
  %4766 = add nuw nsw i64 %4764, %4765
  %4767 = mul nuw nsw i64 %4756, 8
  %4768 = add nuw nsw i64 %4766, %4767
  %4769 = add nuw nsw i64 %4768, %4760
  %4770 = getelementptr inbounds nuw float, ptr %4763, i64 %4769
  %4771 = load float, ptr %4770, align 4
  %4772 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %420, 1
  %4773 = mul nuw nsw i64 %4748, 64
  %4774 = add nuw nsw i64 %4773, 0
  %4775 = mul nuw nsw i64 %4756, 8
  %4776 = add nuw nsw i64 %4774, %4775
  %4777 = add nuw nsw i64 %4776, %4760
  %4778 = getelementptr inbounds nuw float, ptr %4772, i64 %4777
  %4779 = load float, ptr %4778, align 4
  %4780 = fmul float %4771, f0x3EB504F3
  %4781 = fadd float %4780, %4779
  %4782 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 1
  %4783 = mul nuw nsw i64 %4748, 256
  %4784 = mul nuw nsw i64 %4752, 64
  %4785 = add nuw nsw i64 %4783, %4784
  %4786 = mul nuw nsw i64 %4756, 8
  %4787 = add nuw nsw i64 %4785, %4786
  %4788 = add nuw nsw i64 %4787, %4760
  %4789 = getelementptr inbounds nuw float, ptr %4782, i64 %4788
  store float %4781, ptr %4789, align 4
  %4790 = add i64 %4760, 1
  br label %4759

4791:                                             ; preds = %4759
  %4792 = add i64 %4756, 1
  br label %4755

4793:                                             ; preds = %4755
  %4794 = add i64 %4752, 1
  br label %4751

4795:                                             ; preds = %4751
  %4796 = add i64 %4748, 1
  br label %4747

4797:                                             ; preds = %4747
  br label %4798

4798:                                             ; preds = %4852, %4797
  %4799 = phi i64 [ %4853, %4852 ], [ 0, %4797 ]
  %4800 = icmp slt i64 %4799, 1
  br i1 %4800, label %4801, label %4854

4801:                                             ; preds = %4798
  br label %4802

4802:                                             ; preds = %4850, %4801
  %4803 = phi i64 [ %4851, %4850 ], [ 0, %4801 ]
  %4804 = icmp slt i64 %4803, 4
  br i1 %4804, label %4805, label %4852

4805:                                             ; preds = %4802
  br label %4806

4806:                                             ; preds = %4848, %4805
  %4807 = phi i64 [ %4849, %4848 ], [ 0, %4805 ]
  %4808 = icmp slt i64 %4807, 8
  br i1 %4808, label %4809, label %4850

4809:                                             ; preds = %4806
  br label %4810

4810:                                             ; preds = %4846, %4809
  %4811 = phi i64 [ %4847, %4846 ], [ 0, %4809 ]
  %4812 = icmp slt i64 %4811, 1
  br i1 %4812, label %4813, label %4848

4813:                                             ; preds = %4810
  br label %4814

4814:                                             ; preds = %4817, %4813
  %4815 = phi i64 [ %4845, %4817 ], [ 0, %4813 ]
  %4816 = icmp slt i64 %4815, 8
  br i1 %4816, label %4817, label %4846

4817:                                             ; preds = %4814
  %4818 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2414, 1
  %4819 = mul nuw nsw i64 %4799, 256
  %4820 = mul nuw nsw i64 %4803, 64
  %4821 = add nuw nsw i64 %4819, %4820
  %4822 = mul nuw nsw i64 %4807, 8
  %4823 = add nuw nsw i64 %4821, %4822
  %4824 = mul nuw nsw i64 %4811, 8
  %4825 = add nuw nsw i64 %4823, %4824
  %4826 = add nuw nsw i64 %4825, %4815
  %4827 = getelementptr inbounds nuw float, ptr %4818, i64 %4826
  %4828 = load float, ptr %4827, align 4
  %4829 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2427, 1
  %4830 = mul nuw nsw i64 %4799, 32
  %4831 = mul nuw nsw i64 %4803, 8
  %4832 = add nuw nsw i64 %4830, %4831
  %4833 = add nuw nsw i64 %4832, %4807
  %4834 = add nuw nsw i64 %4833, %4811
  %4835 = getelementptr inbounds nuw float, ptr %4829, i64 %4834
  %4836 = load float, ptr %4835, align 4
  %4837 = call float @llvm.maximum.f32(float %4828, float %4836)
  %4838 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2427, 1
  %4839 = mul nuw nsw i64 %4799, 32
  %4840 = mul nuw nsw i64 %4803, 8
  %4841 = add nuw nsw i64 %4839, %4840
  %4842 = add nuw nsw i64 %4841, %4807
  %4843 = add nuw nsw i64 %4842, %4811
  %4844 = getelementptr inbounds nuw float, ptr %4838, i64 %4843
  store float %4837, ptr %4844, align 4
  %4845 = add i64 %4815, 1
  br label %4814

4846:                                             ; preds = %4814
  %4847 = add i64 %4811, 1
  br label %4810

4848:                                             ; preds = %4810
  %4849 = add i64 %4807, 1
  br label %4806

4850:                                             ; preds = %4806
  %4851 = add i64 %4803, 1
  br label %4802

4852:                                             ; preds = %4802
  %4853 = add i64 %4799, 1
  br label %4798

4854:                                             ; preds = %4798
  br label %4855

4855:                                             ; preds = %4904, %4854
  %4856 = phi i64 [ %4905, %4904 ], [ 0, %4854 ]
  %4857 = icmp slt i64 %4856, 1
  br i1 %4857, label %4858, label %4906

4858:                                             ; preds = %4855
  br label %4859

4859:                                             ; preds = %4902, %4858
  %4860 = phi i64 [ %4903, %4902 ], [ 0, %4858 ]
  %4861 = icmp slt i64 %4860, 4
  br i1 %4861, label %4862, label %4904

4862:                                             ; preds = %4859
  br label %4863

4863:                                             ; preds = %4900, %4862
  %4864 = phi i64 [ %4901, %4900 ], [ 0, %4862 ]
  %4865 = icmp slt i64 %4864, 8
  br i1 %4865, label %4866, label %4902

4866:                                             ; preds = %4863
  br label %4867

4867:                                             ; preds = %4870, %4866
  %4868 = phi i64 [ %4899, %4870 ], [ 0, %4866 ]
  %4869 = icmp slt i64 %4868, 8
  br i1 %4869, label %4870, label %4900

4870:                                             ; preds = %4867
  %4871 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 1
  %4872 = mul nuw nsw i64 %4856, 256
  %4873 = mul nuw nsw i64 %4860, 64
  %4874 = add nuw nsw i64 %4872, %4873
  %4875 = mul nuw nsw i64 %4864, 8
  %4876 = add nuw nsw i64 %4874, %4875
  %4877 = add nuw nsw i64 %4876, %4868
  %4878 = getelementptr inbounds nuw float, ptr %4871, i64 %4877
  %4879 = load float, ptr %4878, align 4
  %4880 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2427, 1
  %4881 = mul nuw nsw i64 %4856, 32
  %4882 = mul nuw nsw i64 %4860, 8
  %4883 = add nuw nsw i64 %4881, %4882
  %4884 = add nuw nsw i64 %4883, %4864
  %4885 = add nuw nsw i64 %4884, 0
  %4886 = getelementptr inbounds nuw float, ptr %4880, i64 %4885
  %4887 = load float, ptr %4886, align 4
  %4888 = fsub float %4879, %4887
  %4889 = fmul float %4888, f0x3FB8AA3B
  %4890 = call float @llvm.exp2.f32(float %4889)
  %4891 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 1
  %4892 = mul nuw nsw i64 %4856, 256
  %4893 = mul nuw nsw i64 %4860, 64
  %4894 = add nuw nsw i64 %4892, %4893
  %4895 = mul nuw nsw i64 %4864, 8
  %4896 = add nuw nsw i64 %4894, %4895
  %4897 = add nuw nsw i64 %4896, %4868
  %4898 = getelementptr inbounds nuw float, ptr %4891, i64 %4897
  store float %4890, ptr %4898, align 4
  %4899 = add i64 %4868, 1
  br label %4867

4900:                                             ; preds = %4867
  %4901 = add i64 %4864, 1
  br label %4863

4902:                                             ; preds = %4863
  %4903 = add i64 %4860, 1
  br label %4859

4904:                                             ; preds = %4859
  %4905 = add i64 %4856, 1
  br label %4855

4906:                                             ; preds = %4855
  br label %4907

4907:                                             ; preds = %4953, %4906
  %4908 = phi i64 [ %4954, %4953 ], [ 0, %4906 ]
  %4909 = icmp slt i64 %4908, 1
  br i1 %4909, label %4910, label %4955

4910:                                             ; preds = %4907
  br label %4911

4911:                                             ; preds = %4951, %4910
  %4912 = phi i64 [ %4952, %4951 ], [ 0, %4910 ]
  %4913 = icmp slt i64 %4912, 4
  br i1 %4913, label %4914, label %4953

4914:                                             ; preds = %4911
  br label %4915

4915:                                             ; preds = %4949, %4914
  %4916 = phi i64 [ %4950, %4949 ], [ 0, %4914 ]
  %4917 = icmp slt i64 %4916, 8
  br i1 %4917, label %4918, label %4951

4918:                                             ; preds = %4915
  br label %4919

4919:                                             ; preds = %4922, %4918
  %4920 = phi i64 [ %4948, %4922 ], [ 0, %4918 ]
  %4921 = icmp slt i64 %4920, 8
  br i1 %4921, label %4922, label %4949

4922:                                             ; preds = %4919
  %4923 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 1
  %4924 = mul nuw nsw i64 %4908, 256
  %4925 = mul nuw nsw i64 %4912, 64
  %4926 = add nuw nsw i64 %4924, %4925
  %4927 = mul nuw nsw i64 %4916, 8
  %4928 = add nuw nsw i64 %4926, %4927
  %4929 = add nuw nsw i64 %4928, %4920
  %4930 = getelementptr inbounds nuw float, ptr %4923, i64 %4929
  %4931 = load float, ptr %4930, align 4
  %4932 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2609, 1
  %4933 = mul nuw nsw i64 %4908, 32
  %4934 = mul nuw nsw i64 %4912, 8
  %4935 = add nuw nsw i64 %4933, %4934
  %4936 = add nuw nsw i64 %4935, %4916
  %4937 = add nuw nsw i64 %4936, 0
  %4938 = getelementptr inbounds nuw float, ptr %4932, i64 %4937
  %4939 = load float, ptr %4938, align 4
  %4940 = fadd float %4931, %4939
  %4941 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2609, 1
  %4942 = mul nuw nsw i64 %4908, 32
  %4943 = mul nuw nsw i64 %4912, 8
  %4944 = add nuw nsw i64 %4942, %4943
  %4945 = add nuw nsw i64 %4944, %4916
  %4946 = add nuw nsw i64 %4945, 0
  %4947 = getelementptr inbounds nuw float, ptr %4941, i64 %4946
  store float %4940, ptr %4947, align 4
  %4948 = add i64 %4920, 1
  br label %4919

4949:                                             ; preds = %4919
  %4950 = add i64 %4916, 1
  br label %4915

4951:                                             ; preds = %4915
  %4952 = add i64 %4912, 1
  br label %4911

4953:                                             ; preds = %4911
  %4954 = add i64 %4908, 1
  br label %4907

4955:                                             ; preds = %4907
  br label %4956

4956:                                             ; preds = %5029, %4955
  %4957 = phi i64 [ %5030, %5029 ], [ 0, %4955 ]
  %4958 = icmp slt i64 %4957, 1
  br i1 %4958, label %4959, label %5031

4959:                                             ; preds = %4956
  br label %4960

4960:                                             ; preds = %5027, %4959
  %4961 = phi i64 [ %5028, %5027 ], [ 0, %4959 ]
  %4962 = icmp slt i64 %4961, 4
  br i1 %4962, label %4963, label %5029

4963:                                             ; preds = %4960
  br label %4964

4964:                                             ; preds = %5025, %4963
  %4965 = phi i64 [ %5026, %5025 ], [ 0, %4963 ]
  %4966 = icmp slt i64 %4965, 8
  br i1 %4966, label %4967, label %5027

4967:                                             ; preds = %4964
  br label %4968

4968:                                             ; preds = %5023, %4967
  %4969 = phi i64 [ %5024, %5023 ], [ 0, %4967 ]
  %4970 = icmp slt i64 %4969, 8
  br i1 %4970, label %4971, label %5025

4971:                                             ; preds = %4968
  br label %4972

4972:                                             ; preds = %4975, %4971
  %4973 = phi i64 [ %5022, %4975 ], [ 0, %4971 ]
  %4974 = icmp slt i64 %4973, 8
  br i1 %4974, label %4975, label %5023

4975:                                             ; preds = %4972
  %4976 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 1
  %4977 = mul nuw nsw i64 %4957, 256
  %4978 = mul nuw nsw i64 %4961, 64
  %4979 = add nuw nsw i64 %4977, %4978
  %4980 = mul nuw nsw i64 %4965, 8
  %4981 = add nuw nsw i64 %4979, %4980
  %4982 = add nuw nsw i64 %4981, %4973
  %4983 = getelementptr inbounds nuw float, ptr %4976, i64 %4982
  %4984 = load float, ptr %4983, align 4
  %4985 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2609, 1
  %4986 = mul nuw nsw i64 %4957, 32
  %4987 = mul nuw nsw i64 %4961, 8
  %4988 = add nuw nsw i64 %4986, %4987
  %4989 = add nuw nsw i64 %4988, %4965
  %4990 = add nuw nsw i64 %4989, 0
  %4991 = getelementptr inbounds nuw float, ptr %4985, i64 %4990
  %4992 = load float, ptr %4991, align 4
  %4993 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2758, 1
  %4994 = mul nuw nsw i64 %4957, 256
  %4995 = mul nuw nsw i64 %4961, 64
  %4996 = add nuw nsw i64 %4994, %4995
  %4997 = mul nuw nsw i64 %4973, 8
  %4998 = add nuw nsw i64 %4996, %4997
  %4999 = add nuw nsw i64 %4998, %4969
  %5000 = getelementptr inbounds nuw float, ptr %4993, i64 %4999
  %5001 = load float, ptr %5000, align 4
  %5002 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2156, 1
  %5003 = mul nuw nsw i64 %4957, 256
  %5004 = mul nuw nsw i64 %4961, 64
  %5005 = add nuw nsw i64 %5003, %5004
  %5006 = mul nuw nsw i64 %4965, 8
  %5007 = add nuw nsw i64 %5005, %5006
  %5008 = add nuw nsw i64 %5007, %4969
  %5009 = getelementptr inbounds nuw float, ptr %5002, i64 %5008
  %5010 = load float, ptr %5009, align 4
  %5011 = fdiv float %4984, %4992
  %5012 = fmul float %5011, %5001
  %5013 = fadd float %5010, %5012
  %5014 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2156, 1
  %5015 = mul nuw nsw i64 %4957, 256
  %5016 = mul nuw nsw i64 %4961, 64
  %5017 = add nuw nsw i64 %5015, %5016
  %5018 = mul nuw nsw i64 %4965, 8
  %5019 = add nuw nsw i64 %5017, %5018
  %5020 = add nuw nsw i64 %5019, %4969
  %5021 = getelementptr inbounds nuw float, ptr %5014, i64 %5020
  store float %5013, ptr %5021, align 4
  %5022 = add i64 %4973, 1
  br label %4972

5023:                                             ; preds = %4972
  %5024 = add i64 %4969, 1
  br label %4968

5025:                                             ; preds = %4968
  %5026 = add i64 %4965, 1
  br label %4964

5027:                                             ; preds = %4964
  %5028 = add i64 %4961, 1
  br label %4960

5029:                                             ; preds = %4960
  %5030 = add i64 %4957, 1
  br label %4956

5031:                                             ; preds = %4956
  %5032 = call ptr @malloc(i64 1088)
  %5033 = ptrtoint ptr %5032 to i64
  %5034 = add i64 %5033, 63
  %5035 = urem i64 %5034, 64
  %5036 = sub i64 %5034, %5035
  %5037 = inttoptr i64 %5036 to ptr
  %5038 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5032, 0
  %5039 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5038, ptr %5037, 1
  %5040 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5039, i64 0, 2
  %5041 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5040, i64 1, 3, 0
  %5042 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5041, i64 8, 3, 1
  %5043 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5042, i64 32, 3, 2
  %5044 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5043, i64 256, 4, 0
  %5045 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5044, i64 32, 4, 1
  %5046 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5045, i64 1, 4, 2
  br label %5047

5047:                                             ; preds = %5075, %5031
  %5048 = phi i64 [ %5076, %5075 ], [ 0, %5031 ]
  %5049 = icmp slt i64 %5048, 1
  br i1 %5049, label %5050, label %5077

5050:                                             ; preds = %5047
  br label %5051

5051:                                             ; preds = %5073, %5050
  %5052 = phi i64 [ %5074, %5073 ], [ 0, %5050 ]
  %5053 = icmp slt i64 %5052, 8
  br i1 %5053, label %5054, label %5075

5054:                                             ; preds = %5051
  br label %5055

5055:                                             ; preds = %5058, %5054
  %5056 = phi i64 [ %5072, %5058 ], [ 0, %5054 ]
  %5057 = icmp slt i64 %5056, 32
  br i1 %5057, label %5058, label %5073

5058:                                             ; preds = %5055
  %5059 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2903, 1
  %5060 = mul nuw nsw i64 %5048, 256
  %5061 = mul nuw nsw i64 %5052, 32
  %5062 = add nuw nsw i64 %5060, %5061
  %5063 = add nuw nsw i64 %5062, %5056
  %5064 = getelementptr inbounds nuw float, ptr %5059, i64 %5063
  %5065 = load float, ptr %5064, align 4
  %5066 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5046, 1
  %5067 = mul nuw nsw i64 %5048, 256
  %5068 = mul nuw nsw i64 %5052, 32
  %5069 = add nuw nsw i64 %5067, %5068
  %5070 = add nuw nsw i64 %5069, %5056
  %5071 = getelementptr inbounds nuw float, ptr %5066, i64 %5070
  store float %5065, ptr %5071, align 4
  %5072 = add i64 %5056, 1
  br label %5055

5073:                                             ; preds = %5055
  %5074 = add i64 %5052, 1
  br label %5051

5075:                                             ; preds = %5051
  %5076 = add i64 %5048, 1
  br label %5047

5077:                                             ; preds = %5047
  br label %5078

5078:                                             ; preds = %5135, %5077
  %5079 = phi i64 [ %5136, %5135 ], [ 0, %5077 ]
  %5080 = icmp slt i64 %5079, 1
  br i1 %5080, label %5081, label %5137

5081:                                             ; preds = %5078
  br label %5082

5082:                                             ; preds = %5133, %5081
  %5083 = phi i64 [ %5134, %5133 ], [ 0, %5081 ]
  %5084 = icmp slt i64 %5083, 8
  br i1 %5084, label %5085, label %5135

5085:                                             ; preds = %5082
  br label %5086

5086:                                             ; preds = %5131, %5085
  %5087 = phi i64 [ %5132, %5131 ], [ 0, %5085 ]
  %5088 = icmp slt i64 %5087, 32
  br i1 %5088, label %5089, label %5133

5089:                                             ; preds = %5086
  br label %5090

5090:                                             ; preds = %5129, %5089
  %5091 = phi i64 [ %5130, %5129 ], [ 0, %5089 ]
  %5092 = icmp slt i64 %5091, 4
  br i1 %5092, label %5093, label %5131

5093:                                             ; preds = %5090
  br label %5094

5094:                                             ; preds = %5097, %5093
  %5095 = phi i64 [ %5128, %5097 ], [ 0, %5093 ]
  %5096 = icmp slt i64 %5095, 8
  br i1 %5096, label %5097, label %5129

5097:                                             ; preds = %5094
  %5098 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2156, 1
  %5099 = mul nuw nsw i64 %5079, 256
  %5100 = mul nuw nsw i64 %5091, 64
  %5101 = add nuw nsw i64 %5099, %5100
  %5102 = mul nuw nsw i64 %5083, 8
  %5103 = add nuw nsw i64 %5101, %5102
  %5104 = add nuw nsw i64 %5103, %5095
  %5105 = getelementptr inbounds nuw float, ptr %5098, i64 %5104
  %5106 = load float, ptr %5105, align 4
  %5107 = mul nuw nsw i64 %5087, 32
  %5108 = mul nuw nsw i64 %5091, 8
  %5109 = add nuw nsw i64 %5107, %5108
  %5110 = add nuw nsw i64 %5109, %5095
  %5111 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32, i64 %5110
  %5112 = load float, ptr %5111, align 4
  %5113 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5046, 1
  %5114 = mul nuw nsw i64 %5079, 256
  %5115 = mul nuw nsw i64 %5083, 32
  %5116 = add nuw nsw i64 %5114, %5115
  %5117 = add nuw nsw i64 %5116, %5087
  %5118 = getelementptr inbounds nuw float, ptr %5113, i64 %5117
  %5119 = load float, ptr %5118, align 4
  %5120 = fmul float %5106, %5112
  %5121 = fadd float %5119, %5120
  %5122 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5046, 1
  %5123 = mul nuw nsw i64 %5079, 256
  %5124 = mul nuw nsw i64 %5083, 32
  %5125 = add nuw nsw i64 %5123, %5124
  %5126 = add nuw nsw i64 %5125, %5087
  %5127 = getelementptr inbounds nuw float, ptr %5122, i64 %5126
  store float %5121, ptr %5127, align 4
  %5128 = add i64 %5095, 1
  br label %5094

5129:                                             ; preds = %5094
  %5130 = add i64 %5091, 1
  br label %5090

5131:                                             ; preds = %5090
  %5132 = add i64 %5087, 1
  br label %5086

5133:                                             ; preds = %5086
  %5134 = add i64 %5083, 1
  br label %5082

5135:                                             ; preds = %5082
  %5136 = add i64 %5079, 1
  br label %5078

5137:                                             ; preds = %5078
  %5138 = call ptr @malloc(i64 1088)
  %5139 = ptrtoint ptr %5138 to i64
  %5140 = add i64 %5139, 63
  %5141 = urem i64 %5140, 64
  %5142 = sub i64 %5140, %5141
  %5143 = inttoptr i64 %5142 to ptr
  %5144 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5138, 0
  %5145 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5144, ptr %5143, 1
  %5146 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5145, i64 0, 2
  %5147 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5146, i64 1, 3, 0
  %5148 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5147, i64 8, 3, 1
  %5149 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5148, i64 32, 3, 2
  %5150 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5149, i64 256, 4, 0
  %5151 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5150, i64 32, 4, 1
  %5152 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5151, i64 1, 4, 2
  br label %5153

5153:                                             ; preds = %5189, %5137
  %5154 = phi i64 [ %5190, %5189 ], [ 0, %5137 ]
  %5155 = icmp slt i64 %5154, 1
  br i1 %5155, label %5156, label %5191

5156:                                             ; preds = %5153
  br label %5157

5157:                                             ; preds = %5187, %5156
  %5158 = phi i64 [ %5188, %5187 ], [ 0, %5156 ]
  %5159 = icmp slt i64 %5158, 8
  br i1 %5159, label %5160, label %5189

5160:                                             ; preds = %5157
  br label %5161

5161:                                             ; preds = %5164, %5160
  %5162 = phi i64 [ %5186, %5164 ], [ 0, %5160 ]
  %5163 = icmp slt i64 %5162, 32
  br i1 %5163, label %5164, label %5187

5164:                                             ; preds = %5161
  %5165 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3547, 1
  %5166 = mul nuw nsw i64 %5154, 256
  %5167 = mul nuw nsw i64 %5158, 32
  %5168 = add nuw nsw i64 %5166, %5167
  %5169 = add nuw nsw i64 %5168, %5162
  %5170 = getelementptr inbounds nuw float, ptr %5165, i64 %5169
  %5171 = load float, ptr %5170, align 4
  %5172 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5046, 1
  %5173 = mul nuw nsw i64 %5154, 256
  %5174 = mul nuw nsw i64 %5158, 32
  %5175 = add nuw nsw i64 %5173, %5174
  %5176 = add nuw nsw i64 %5175, %5162
  %5177 = getelementptr inbounds nuw float, ptr %5172, i64 %5176
  %5178 = load float, ptr %5177, align 4
  %5179 = fadd float %5171, %5178
  %5180 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5152, 1
  %5181 = mul nuw nsw i64 %5154, 256
  %5182 = mul nuw nsw i64 %5158, 32
  %5183 = add nuw nsw i64 %5181, %5182
  %5184 = add nuw nsw i64 %5183, %5162
  %5185 = getelementptr inbounds nuw float, ptr %5180, i64 %5184
  store float %5179, ptr %5185, align 4
  %5186 = add i64 %5162, 1
  br label %5161

5187:                                             ; preds = %5161
  %5188 = add i64 %5158, 1
  br label %5157

5189:                                             ; preds = %5157
  %5190 = add i64 %5154, 1
  br label %5153

5191:                                             ; preds = %5153
  %5192 = call ptr @malloc(i64 96)
  %5193 = ptrtoint ptr %5192 to i64
  %5194 = add i64 %5193, 63
  %5195 = urem i64 %5194, 64
  %5196 = sub i64 %5194, %5195
  %5197 = inttoptr i64 %5196 to ptr
  %5198 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5192, 0
  %5199 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5198, ptr %5197, 1
  %5200 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5199, i64 0, 2
  %5201 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5200, i64 1, 3, 0
  %5202 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5201, i64 8, 3, 1
  %5203 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5202, i64 1, 3, 2
  %5204 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5203, i64 8, 4, 0
  %5205 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5204, i64 1, 4, 1
  %5206 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5205, i64 1, 4, 2
  br label %5207

5207:                                             ; preds = %5233, %5191
  %5208 = phi i64 [ %5234, %5233 ], [ 0, %5191 ]
  %5209 = icmp slt i64 %5208, 1
  br i1 %5209, label %5210, label %5235

5210:                                             ; preds = %5207
  br label %5211

5211:                                             ; preds = %5231, %5210
  %5212 = phi i64 [ %5232, %5231 ], [ 0, %5210 ]
  %5213 = icmp slt i64 %5212, 8
  br i1 %5213, label %5214, label %5233

5214:                                             ; preds = %5211
  br label %5215

5215:                                             ; preds = %5218, %5214
  %5216 = phi i64 [ %5230, %5218 ], [ 0, %5214 ]
  %5217 = icmp slt i64 %5216, 1
  br i1 %5217, label %5218, label %5231

5218:                                             ; preds = %5215
  %5219 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %513, 1
  %5220 = mul nuw nsw i64 %5208, 8
  %5221 = add nuw nsw i64 %5220, %5212
  %5222 = add nuw nsw i64 %5221, %5216
  %5223 = getelementptr inbounds nuw float, ptr %5219, i64 %5222
  %5224 = load float, ptr %5223, align 4
  %5225 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5206, 1
  %5226 = mul nuw nsw i64 %5208, 8
  %5227 = add nuw nsw i64 %5226, %5212
  %5228 = add nuw nsw i64 %5227, %5216
  %5229 = getelementptr inbounds nuw float, ptr %5225, i64 %5228
  store float %5224, ptr %5229, align 4
  %5230 = add i64 %5216, 1
  br label %5215

5231:                                             ; preds = %5215
  %5232 = add i64 %5212, 1
  br label %5211

5233:                                             ; preds = %5211
  %5234 = add i64 %5208, 1
  br label %5207

5235:                                             ; preds = %5207
  br label %5236

5236:                                             ; preds = %5271, %5235
  %5237 = phi i64 [ %5272, %5271 ], [ 0, %5235 ]
  %5238 = icmp slt i64 %5237, 1
  br i1 %5238, label %5239, label %5273

5239:                                             ; preds = %5236
  br label %5240

5240:                                             ; preds = %5269, %5239
  %5241 = phi i64 [ %5270, %5269 ], [ 0, %5239 ]
  %5242 = icmp slt i64 %5241, 8
  br i1 %5242, label %5243, label %5271

5243:                                             ; preds = %5240
  br label %5244

5244:                                             ; preds = %5247, %5243
  %5245 = phi i64 [ %5268, %5247 ], [ 0, %5243 ]
  %5246 = icmp slt i64 %5245, 32
  br i1 %5246, label %5247, label %5269

5247:                                             ; preds = %5244
  %5248 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5152, 1
  %5249 = mul nuw nsw i64 %5237, 256
  %5250 = mul nuw nsw i64 %5241, 32
  %5251 = add nuw nsw i64 %5249, %5250
  %5252 = add nuw nsw i64 %5251, %5245
  %5253 = getelementptr inbounds nuw float, ptr %5248, i64 %5252
  %5254 = load float, ptr %5253, align 4
  %5255 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5206, 1
  %5256 = mul nuw nsw i64 %5237, 8
  %5257 = add nuw nsw i64 %5256, %5241
  %5258 = add nuw nsw i64 %5257, 0
  %5259 = getelementptr inbounds nuw float, ptr %5255, i64 %5258
  %5260 = load float, ptr %5259, align 4
  %5261 = fmul float %5254, %5254
  %5262 = fadd float %5261, %5260
  %5263 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5206, 1
  %5264 = mul nuw nsw i64 %5237, 8
  %5265 = add nuw nsw i64 %5264, %5241
  %5266 = add nuw nsw i64 %5265, 0
  %5267 = getelementptr inbounds nuw float, ptr %5263, i64 %5266
  store float %5262, ptr %5267, align 4
  %5268 = add i64 %5245, 1
  br label %5244

5269:                                             ; preds = %5244
  %5270 = add i64 %5241, 1
  br label %5240

5271:                                             ; preds = %5240
  %5272 = add i64 %5237, 1
  br label %5236

5273:                                             ; preds = %5236
  br label %5274

5274:                                             ; preds = %5316, %5273
  %5275 = phi i64 [ %5317, %5316 ], [ 0, %5273 ]
  %5276 = icmp slt i64 %5275, 1
  br i1 %5276, label %5277, label %5318

5277:                                             ; preds = %5274
  br label %5278

5278:                                             ; preds = %5314, %5277
  %5279 = phi i64 [ %5315, %5314 ], [ 0, %5277 ]
  %5280 = icmp slt i64 %5279, 8
  br i1 %5280, label %5281, label %5316

5281:                                             ; preds = %5278
  br label %5282

5282:                                             ; preds = %5285, %5281
  %5283 = phi i64 [ %5313, %5285 ], [ 0, %5281 ]
  %5284 = icmp slt i64 %5283, 32
  br i1 %5284, label %5285, label %5314

5285:                                             ; preds = %5282
  %5286 = getelementptr inbounds nuw float, ptr @__constant_32xf32_1, i64 %5283
  %5287 = load float, ptr %5286, align 4
  %5288 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5152, 1
  %5289 = mul nuw nsw i64 %5275, 256
  %5290 = mul nuw nsw i64 %5279, 32
  %5291 = add nuw nsw i64 %5289, %5290
  %5292 = add nuw nsw i64 %5291, %5283
  %5293 = getelementptr inbounds nuw float, ptr %5288, i64 %5292
  %5294 = load float, ptr %5293, align 4
  %5295 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5206, 1
  %5296 = mul nuw nsw i64 %5275, 8
  %5297 = add nuw nsw i64 %5296, %5279
  %5298 = add nuw nsw i64 %5297, 0
  %5299 = getelementptr inbounds nuw float, ptr %5295, i64 %5298
  %5300 = load float, ptr %5299, align 4
  %5301 = fdiv float %5300, 3.200000e+01
  %5302 = fadd float %5301, f0x358637BD
  %5303 = call float @llvm.sqrt.f32(float %5302)
  %5304 = fdiv float 1.000000e+00, %5303
  %5305 = fmul float %5294, %5304
  %5306 = fmul float %5287, %5305
  %5307 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %5308 = mul nuw nsw i64 %5275, 256
  %5309 = mul nuw nsw i64 %5279, 32
  %5310 = add nuw nsw i64 %5308, %5309
  %5311 = add nuw nsw i64 %5310, %5283
  %5312 = getelementptr inbounds nuw float, ptr %5307, i64 %5311
  store float %5306, ptr %5312, align 4
  %5313 = add i64 %5283, 1
  br label %5282

5314:                                             ; preds = %5282
  %5315 = add i64 %5279, 1
  br label %5278

5316:                                             ; preds = %5278
  %5317 = add i64 %5275, 1
  br label %5274

5318:                                             ; preds = %5274
  %5319 = call ptr @malloc(i64 2112)
  %5320 = ptrtoint ptr %5319 to i64
  %5321 = add i64 %5320, 63
  %5322 = urem i64 %5321, 64
  %5323 = sub i64 %5321, %5322
  %5324 = inttoptr i64 %5323 to ptr
  %5325 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5319, 0
  %5326 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5325, ptr %5324, 1
  %5327 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5326, i64 0, 2
  %5328 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5327, i64 1, 3, 0
  %5329 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5328, i64 8, 3, 1
  %5330 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5329, i64 64, 3, 2
  %5331 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5330, i64 512, 4, 0
  %5332 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5331, i64 64, 4, 1
  %5333 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5332, i64 1, 4, 2
  br label %5334

5334:                                             ; preds = %5362, %5318
  %5335 = phi i64 [ %5363, %5362 ], [ 0, %5318 ]
  %5336 = icmp slt i64 %5335, 1
  br i1 %5336, label %5337, label %5364

5337:                                             ; preds = %5334
  br label %5338

5338:                                             ; preds = %5360, %5337
  %5339 = phi i64 [ %5361, %5360 ], [ 0, %5337 ]
  %5340 = icmp slt i64 %5339, 8
  br i1 %5340, label %5341, label %5362

5341:                                             ; preds = %5338
  br label %5342

5342:                                             ; preds = %5345, %5341
  %5343 = phi i64 [ %5359, %5345 ], [ 0, %5341 ]
  %5344 = icmp slt i64 %5343, 64
  br i1 %5344, label %5345, label %5360

5345:                                             ; preds = %5342
  %5346 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3230, 1
  %5347 = mul nuw nsw i64 %5335, 512
  %5348 = mul nuw nsw i64 %5339, 64
  %5349 = add nuw nsw i64 %5347, %5348
  %5350 = add nuw nsw i64 %5349, %5343
  %5351 = getelementptr inbounds nuw float, ptr %5346, i64 %5350
  %5352 = load float, ptr %5351, align 4
  %5353 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5333, 1
  %5354 = mul nuw nsw i64 %5335, 512
  %5355 = mul nuw nsw i64 %5339, 64
  %5356 = add nuw nsw i64 %5354, %5355
  %5357 = add nuw nsw i64 %5356, %5343
  %5358 = getelementptr inbounds nuw float, ptr %5353, i64 %5357
  store float %5352, ptr %5358, align 4
  %5359 = add i64 %5343, 1
  br label %5342

5360:                                             ; preds = %5342
  %5361 = add i64 %5339, 1
  br label %5338

5362:                                             ; preds = %5338
  %5363 = add i64 %5335, 1
  br label %5334

5364:                                             ; preds = %5334
  br label %5365

5365:                                             ; preds = %5412, %5364
  %5366 = phi i64 [ %5413, %5412 ], [ 0, %5364 ]
  %5367 = icmp slt i64 %5366, 1
  br i1 %5367, label %5368, label %5414

5368:                                             ; preds = %5365
  br label %5369

5369:                                             ; preds = %5410, %5368
  %5370 = phi i64 [ %5411, %5410 ], [ 0, %5368 ]
  %5371 = icmp slt i64 %5370, 8
  br i1 %5371, label %5372, label %5412

5372:                                             ; preds = %5369
  br label %5373

5373:                                             ; preds = %5408, %5372
  %5374 = phi i64 [ %5409, %5408 ], [ 0, %5372 ]
  %5375 = icmp slt i64 %5374, 64
  br i1 %5375, label %5376, label %5410

5376:                                             ; preds = %5373
  br label %5377

5377:                                             ; preds = %5380, %5376
  %5378 = phi i64 [ %5407, %5380 ], [ 0, %5376 ]
  %5379 = icmp slt i64 %5378, 32
  br i1 %5379, label %5380, label %5408

5380:                                             ; preds = %5377
  %5381 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %5382 = mul nuw nsw i64 %5366, 256
  %5383 = mul nuw nsw i64 %5370, 32
  %5384 = add nuw nsw i64 %5382, %5383
  %5385 = add nuw nsw i64 %5384, %5378
  %5386 = getelementptr inbounds nuw float, ptr %5381, i64 %5385
  %5387 = load float, ptr %5386, align 4
  %5388 = mul nuw nsw i64 %5374, 32
  %5389 = add nuw nsw i64 %5388, %5378
  %5390 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_0, i64 %5389
  %5391 = load float, ptr %5390, align 4
  %5392 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5333, 1
  %5393 = mul nuw nsw i64 %5366, 512
  %5394 = mul nuw nsw i64 %5370, 64
  %5395 = add nuw nsw i64 %5393, %5394
  %5396 = add nuw nsw i64 %5395, %5374
  %5397 = getelementptr inbounds nuw float, ptr %5392, i64 %5396
  %5398 = load float, ptr %5397, align 4
  %5399 = fmul float %5387, %5391
  %5400 = fadd float %5398, %5399
  %5401 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5333, 1
  %5402 = mul nuw nsw i64 %5366, 512
  %5403 = mul nuw nsw i64 %5370, 64
  %5404 = add nuw nsw i64 %5402, %5403
  %5405 = add nuw nsw i64 %5404, %5374
  %5406 = getelementptr inbounds nuw float, ptr %5401, i64 %5405
  store float %5400, ptr %5406, align 4
  %5407 = add i64 %5378, 1
  br label %5377

5408:                                             ; preds = %5377
  %5409 = add i64 %5374, 1
  br label %5373

5410:                                             ; preds = %5373
  %5411 = add i64 %5370, 1
  br label %5369

5412:                                             ; preds = %5369
  %5413 = add i64 %5366, 1
  br label %5365

5414:                                             ; preds = %5365
  br label %5415

5415:                                             ; preds = %5462, %5414
  %5416 = phi i64 [ %5463, %5462 ], [ 0, %5414 ]
  %5417 = icmp slt i64 %5416, 1
  br i1 %5417, label %5418, label %5464

5418:                                             ; preds = %5415
  br label %5419

5419:                                             ; preds = %5460, %5418
  %5420 = phi i64 [ %5461, %5460 ], [ 0, %5418 ]
  %5421 = icmp slt i64 %5420, 8
  br i1 %5421, label %5422, label %5462

5422:                                             ; preds = %5419
  br label %5423

5423:                                             ; preds = %5458, %5422
  %5424 = phi i64 [ %5459, %5458 ], [ 0, %5422 ]
  %5425 = icmp slt i64 %5424, 64
  br i1 %5425, label %5426, label %5460

5426:                                             ; preds = %5423
  br label %5427

5427:                                             ; preds = %5430, %5426
  %5428 = phi i64 [ %5457, %5430 ], [ 0, %5426 ]
  %5429 = icmp slt i64 %5428, 32
  br i1 %5429, label %5430, label %5458

5430:                                             ; preds = %5427
  %5431 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %5432 = mul nuw nsw i64 %5416, 256
  %5433 = mul nuw nsw i64 %5420, 32
  %5434 = add nuw nsw i64 %5432, %5433
  %5435 = add nuw nsw i64 %5434, %5428
  %5436 = getelementptr inbounds nuw float, ptr %5431, i64 %5435
  %5437 = load float, ptr %5436, align 4
  %5438 = mul nuw nsw i64 %5424, 32
  %5439 = add nuw nsw i64 %5438, %5428
  %5440 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32, i64 %5439
  %5441 = load float, ptr %5440, align 4
  %5442 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3230, 1
  %5443 = mul nuw nsw i64 %5416, 512
  %5444 = mul nuw nsw i64 %5420, 64
  %5445 = add nuw nsw i64 %5443, %5444
  %5446 = add nuw nsw i64 %5445, %5424
  %5447 = getelementptr inbounds nuw float, ptr %5442, i64 %5446
  %5448 = load float, ptr %5447, align 4
  %5449 = fmul float %5437, %5441
  %5450 = fadd float %5448, %5449
  %5451 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3230, 1
  %5452 = mul nuw nsw i64 %5416, 512
  %5453 = mul nuw nsw i64 %5420, 64
  %5454 = add nuw nsw i64 %5452, %5453
  %5455 = add nuw nsw i64 %5454, %5424
  %5456 = getelementptr inbounds nuw float, ptr %5451, i64 %5455
  store float %5450, ptr %5456, align 4
  %5457 = add i64 %5428, 1
  br label %5427

5458:                                             ; preds = %5427
  %5459 = add i64 %5424, 1
  br label %5423

5460:                                             ; preds = %5423
  %5461 = add i64 %5420, 1
  br label %5419

5462:                                             ; preds = %5419
  %5463 = add i64 %5416, 1
  br label %5415

5464:                                             ; preds = %5415
  br label %5465

5465:                                             ; preds = %5526, %5464
  %5466 = phi i64 [ %5527, %5526 ], [ 0, %5464 ]
  %5467 = icmp slt i64 %5466, 1
  br i1 %5467, label %5468, label %5528

5468:                                             ; preds = %5465
  br label %5469

5469:                                             ; preds = %5524, %5468
  %5470 = phi i64 [ %5525, %5524 ], [ 0, %5468 ]
  %5471 = icmp slt i64 %5470, 8
  br i1 %5471, label %5472, label %5526

5472:                                             ; preds = %5469
  br label %5473

5473:                                             ; preds = %5522, %5472
  %5474 = phi i64 [ %5523, %5522 ], [ 0, %5472 ]
  %5475 = icmp slt i64 %5474, 32
  br i1 %5475, label %5476, label %5524

5476:                                             ; preds = %5473
  br label %5477

5477:                                             ; preds = %5480, %5476
  %5478 = phi i64 [ %5521, %5480 ], [ 0, %5476 ]
  %5479 = icmp slt i64 %5478, 64
  br i1 %5479, label %5480, label %5522

5480:                                             ; preds = %5477
  %5481 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5333, 1
  %5482 = mul nuw nsw i64 %5466, 512
  %5483 = mul nuw nsw i64 %5470, 64
  %5484 = add nuw nsw i64 %5482, %5483
  %5485 = add nuw nsw i64 %5484, %5478
  %5486 = getelementptr inbounds nuw float, ptr %5481, i64 %5485
  %5487 = load float, ptr %5486, align 4
  %5488 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3230, 1
  %5489 = mul nuw nsw i64 %5466, 512
  %5490 = mul nuw nsw i64 %5470, 64
  %5491 = add nuw nsw i64 %5489, %5490
  %5492 = add nuw nsw i64 %5491, %5478
  %5493 = getelementptr inbounds nuw float, ptr %5488, i64 %5492
  %5494 = load float, ptr %5493, align 4
  %5495 = mul nuw nsw i64 %5474, 64
  %5496 = add nuw nsw i64 %5495, %5478
  %5497 = getelementptr inbounds nuw float, ptr @__constant_32x64xf32, i64 %5496
  %5498 = load float, ptr %5497, align 4
  %5499 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2903, 1
  %5500 = mul nuw nsw i64 %5466, 256
  %5501 = mul nuw nsw i64 %5470, 32
  %5502 = add nuw nsw i64 %5500, %5501
  %5503 = add nuw nsw i64 %5502, %5474
  %5504 = getelementptr inbounds nuw float, ptr %5499, i64 %5503
  %5505 = load float, ptr %5504, align 4
  %5506 = fneg float %5487
  %5507 = fmul float %5506, f0x3FB8AA3B
  %5508 = call float @llvm.exp2.f32(float %5507)
  %5509 = fadd float %5508, 1.000000e+00
  %5510 = fdiv float 1.000000e+00, %5509
  %5511 = fmul float %5487, %5510
  %5512 = fmul float %5511, %5494
  %5513 = fmul float %5512, %5498
  %5514 = fadd float %5505, %5513
  %5515 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2903, 1
  %5516 = mul nuw nsw i64 %5466, 256
  %5517 = mul nuw nsw i64 %5470, 32
  %5518 = add nuw nsw i64 %5516, %5517
  %5519 = add nuw nsw i64 %5518, %5474
  %5520 = getelementptr inbounds nuw float, ptr %5515, i64 %5519
  store float %5514, ptr %5520, align 4
  %5521 = add i64 %5478, 1
  br label %5477

5522:                                             ; preds = %5477
  %5523 = add i64 %5474, 1
  br label %5473

5524:                                             ; preds = %5473
  %5525 = add i64 %5470, 1
  br label %5469

5526:                                             ; preds = %5469
  %5527 = add i64 %5466, 1
  br label %5465

5528:                                             ; preds = %5465
  br label %5529

5529:                                             ; preds = %5565, %5528
  %5530 = phi i64 [ %5566, %5565 ], [ 0, %5528 ]
  %5531 = icmp slt i64 %5530, 1
  br i1 %5531, label %5532, label %5567

5532:                                             ; preds = %5529
  br label %5533

5533:                                             ; preds = %5563, %5532
  %5534 = phi i64 [ %5564, %5563 ], [ 0, %5532 ]
  %5535 = icmp slt i64 %5534, 8
  br i1 %5535, label %5536, label %5565

5536:                                             ; preds = %5533
  br label %5537

5537:                                             ; preds = %5540, %5536
  %5538 = phi i64 [ %5562, %5540 ], [ 0, %5536 ]
  %5539 = icmp slt i64 %5538, 32
  br i1 %5539, label %5540, label %5563

5540:                                             ; preds = %5537
  %5541 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5152, 1
  %5542 = mul nuw nsw i64 %5530, 256
  %5543 = mul nuw nsw i64 %5534, 32
  %5544 = add nuw nsw i64 %5542, %5543
  %5545 = add nuw nsw i64 %5544, %5538
  %5546 = getelementptr inbounds nuw float, ptr %5541, i64 %5545
  %5547 = load float, ptr %5546, align 4
  %5548 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2903, 1
  %5549 = mul nuw nsw i64 %5530, 256
  %5550 = mul nuw nsw i64 %5534, 32
  %5551 = add nuw nsw i64 %5549, %5550
  %5552 = add nuw nsw i64 %5551, %5538
  %5553 = getelementptr inbounds nuw float, ptr %5548, i64 %5552
  %5554 = load float, ptr %5553, align 4
  %5555 = fadd float %5547, %5554
  %5556 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %5557 = mul nuw nsw i64 %5530, 256
  %5558 = mul nuw nsw i64 %5534, 32
  %5559 = add nuw nsw i64 %5557, %5558
  %5560 = add nuw nsw i64 %5559, %5538
  %5561 = getelementptr inbounds nuw float, ptr %5556, i64 %5560
  store float %5555, ptr %5561, align 4
  %5562 = add i64 %5538, 1
  br label %5537

5563:                                             ; preds = %5537
  %5564 = add i64 %5534, 1
  br label %5533

5565:                                             ; preds = %5533
  %5566 = add i64 %5530, 1
  br label %5529

5567:                                             ; preds = %5529
  br label %5568

5568:                                             ; preds = %5603, %5567
  %5569 = phi i64 [ %5604, %5603 ], [ 0, %5567 ]
  %5570 = icmp slt i64 %5569, 1
  br i1 %5570, label %5571, label %5605

5571:                                             ; preds = %5568
  br label %5572

5572:                                             ; preds = %5601, %5571
  %5573 = phi i64 [ %5602, %5601 ], [ 0, %5571 ]
  %5574 = icmp slt i64 %5573, 8
  br i1 %5574, label %5575, label %5603

5575:                                             ; preds = %5572
  br label %5576

5576:                                             ; preds = %5579, %5575
  %5577 = phi i64 [ %5600, %5579 ], [ 0, %5575 ]
  %5578 = icmp slt i64 %5577, 32
  br i1 %5578, label %5579, label %5601

5579:                                             ; preds = %5576
  %5580 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %5581 = mul nuw nsw i64 %5569, 256
  %5582 = mul nuw nsw i64 %5573, 32
  %5583 = add nuw nsw i64 %5581, %5582
  %5584 = add nuw nsw i64 %5583, %5577
  %5585 = getelementptr inbounds nuw float, ptr %5580, i64 %5584
  %5586 = load float, ptr %5585, align 4
  %5587 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %513, 1
  %5588 = mul nuw nsw i64 %5569, 8
  %5589 = add nuw nsw i64 %5588, %5573
  %5590 = add nuw nsw i64 %5589, 0
  %5591 = getelementptr inbounds nuw float, ptr %5587, i64 %5590
  %5592 = load float, ptr %5591, align 4
  %5593 = fmul float %5586, %5586
  %5594 = fadd float %5593, %5592
  %5595 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %513, 1
  %5596 = mul nuw nsw i64 %5569, 8
  %5597 = add nuw nsw i64 %5596, %5573
  %5598 = add nuw nsw i64 %5597, 0
  %5599 = getelementptr inbounds nuw float, ptr %5595, i64 %5598
  store float %5594, ptr %5599, align 4
  %5600 = add i64 %5577, 1
  br label %5576

5601:                                             ; preds = %5576
  %5602 = add i64 %5573, 1
  br label %5572

5603:                                             ; preds = %5572
  %5604 = add i64 %5569, 1
  br label %5568

5605:                                             ; preds = %5568
  br label %5606

5606:                                             ; preds = %5648, %5605
  %5607 = phi i64 [ %5649, %5648 ], [ 0, %5605 ]
  %5608 = icmp slt i64 %5607, 1
  br i1 %5608, label %5609, label %5650

5609:                                             ; preds = %5606
  br label %5610

5610:                                             ; preds = %5646, %5609
  %5611 = phi i64 [ %5647, %5646 ], [ 0, %5609 ]
  %5612 = icmp slt i64 %5611, 8
  br i1 %5612, label %5613, label %5648

5613:                                             ; preds = %5610
  br label %5614

5614:                                             ; preds = %5617, %5613
  %5615 = phi i64 [ %5645, %5617 ], [ 0, %5613 ]
  %5616 = icmp slt i64 %5615, 32
  br i1 %5616, label %5617, label %5646

5617:                                             ; preds = %5614
  %5618 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %5615
  %5619 = load float, ptr %5618, align 4
  %5620 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %5621 = mul nuw nsw i64 %5607, 256
  %5622 = mul nuw nsw i64 %5611, 32
  %5623 = add nuw nsw i64 %5621, %5622
  %5624 = add nuw nsw i64 %5623, %5615
  %5625 = getelementptr inbounds nuw float, ptr %5620, i64 %5624
  %5626 = load float, ptr %5625, align 4
  %5627 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %513, 1
  %5628 = mul nuw nsw i64 %5607, 8
  %5629 = add nuw nsw i64 %5628, %5611
  %5630 = add nuw nsw i64 %5629, 0
  %5631 = getelementptr inbounds nuw float, ptr %5627, i64 %5630
  %5632 = load float, ptr %5631, align 4
  %5633 = fdiv float %5632, 3.200000e+01
  %5634 = fadd float %5633, f0x358637BD
  %5635 = call float @llvm.sqrt.f32(float %5634)
  %5636 = fdiv float 1.000000e+00, %5635
  %5637 = fmul float %5626, %5636
  %5638 = fmul float %5619, %5637
  %5639 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %5640 = mul nuw nsw i64 %5607, 256
  %5641 = mul nuw nsw i64 %5611, 32
  %5642 = add nuw nsw i64 %5640, %5641
  %5643 = add nuw nsw i64 %5642, %5615
  %5644 = getelementptr inbounds nuw float, ptr %5639, i64 %5643
  store float %5638, ptr %5644, align 4
  %5645 = add i64 %5615, 1
  br label %5614

5646:                                             ; preds = %5614
  %5647 = add i64 %5611, 1
  br label %5610

5648:                                             ; preds = %5610
  %5649 = add i64 %5607, 1
  br label %5606

5650:                                             ; preds = %5606
  %5651 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %44, 0
  call void @free(ptr %5651)
  %5652 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %88, 0
  call void @free(ptr %5652)
  %5653 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %127, 0
  call void @free(ptr %5653)
  %5654 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %161, 0
  call void @free(ptr %5654)
  %5655 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %243, 0
  call void @free(ptr %5655)
  %5656 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %256, 0
  call void @free(ptr %5656)
  %5657 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %312, 0
  call void @free(ptr %5657)
  %5658 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %328, 0
  call void @free(ptr %5658)
  %5659 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %334, 0
  call void @free(ptr %5659)
  %5660 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %420, 0
  call void @free(ptr %5660)
  %5661 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %513, 0
  call void @free(ptr %5661)
  %5662 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %528, 0
  call void @free(ptr %5662)
  %5663 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %577, 0
  call void @free(ptr %5663)
  %5664 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %692, 0
  call void @free(ptr %5664)
  %5665 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %751, 0
  call void @free(ptr %5665)
  %5666 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %831, 0
  call void @free(ptr %5666)
  %5667 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %956, 0
  call void @free(ptr %5667)
  %5668 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1002, 0
  call void @free(ptr %5668)
  %5669 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, 0
  call void @free(ptr %5669)
  %5670 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1176, 0
  call void @free(ptr %5670)
  %5671 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1222, 0
  call void @free(ptr %5671)
  %5672 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1342, 0
  call void @free(ptr %5672)
  %5673 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1400, 0
  call void @free(ptr %5673)
  %5674 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1546, 0
  call void @free(ptr %5674)
  %5675 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1606, 0
  call void @free(ptr %5675)
  %5676 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1758, 0
  call void @free(ptr %5676)
  %5677 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1818, 0
  call void @free(ptr %5677)
  %5678 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1946, 0
  call void @free(ptr %5678)
  %5679 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2014, 0
  call void @free(ptr %5679)
  %5680 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2106, 0
  call void @free(ptr %5680)
  %5681 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2173, 0
  call void @free(ptr %5681)
  %5682 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2375, 0
  call void @free(ptr %5682)
  %5683 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2444, 0
  call void @free(ptr %5683)
  %5684 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2609, 0
  call void @free(ptr %5684)
  %5685 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2657, 0
  call void @free(ptr %5685)
  %5686 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2775, 0
  call void @free(ptr %5686)
  %5687 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2918, 0
  call void @free(ptr %5687)
  %5688 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3024, 0
  call void @free(ptr %5688)
  %5689 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3078, 0
  call void @free(ptr %5689)
  %5690 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3203, 0
  call void @free(ptr %5690)
  %5691 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3245, 0
  call void @free(ptr %5691)
  %5692 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3341, 0
  call void @free(ptr %5692)
  %5693 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3437, 0
  call void @free(ptr %5693)
  %5694 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3547, 0
  call void @free(ptr %5694)
  %5695 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3601, 0
  call void @free(ptr %5695)
  %5696 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3730, 0
  call void @free(ptr %5696)
  %5697 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3891, 0
  call void @free(ptr %5697)
  %5698 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4157, 0
  call void @free(ptr %5698)
  %5699 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4326, 0
  call void @free(ptr %5699)
  %5700 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4503, 0
  call void @free(ptr %5700)
  %5701 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4610, 0
  call void @free(ptr %5701)
  %5702 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5046, 0
  call void @free(ptr %5702)
  %5703 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5152, 0
  call void @free(ptr %5703)
  %5704 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5206, 0
  call void @free(ptr %5704)
  %5705 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5333, 0
  call void @free(ptr %5705)
  ret { ptr, ptr, i64, [3 x i64], [3 x i64] } %29
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
; irlower-stages: fx_graph=bcfbae289cf4 torch_mlir=cc693d92339b linalg_on_tensors_mlir=b9d6b82c657a llvm_mlir=6d5357426f38
