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
  br label %244

244:                                              ; preds = %270, %221
  %245 = phi i64 [ %271, %270 ], [ 0, %221 ]
  %246 = icmp slt i64 %245, 1
  br i1 %246, label %247, label %272

247:                                              ; preds = %244
  br label %248

248:                                              ; preds = %251, %247
  %249 = phi i64 [ %269, %251 ], [ 0, %247 ]
  %250 = icmp slt i64 %249, 8
  br i1 %250, label %251, label %270

251:                                              ; preds = %248
  %252 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %105, 1
  %253 = mul nuw nsw i64 %245, 8
  %254 = add nuw nsw i64 %253, %249
  %255 = getelementptr inbounds nuw i64, ptr %252, i64 %254
  %256 = load i64, ptr %255, align 4
  %257 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %230, 1
  %258 = mul nuw nsw i64 %245, 9
  %259 = add nuw nsw i64 %258, %249
  %260 = getelementptr inbounds nuw i64, ptr %257, i64 %259
  %261 = load i64, ptr %260, align 4
  %262 = sub i64 %256, %261
  %263 = icmp ne i64 %262, 1
  %264 = zext i1 %263 to i64
  %265 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %243, 1
  %266 = mul nuw nsw i64 %245, 8
  %267 = add nuw nsw i64 %266, %249
  %268 = getelementptr inbounds nuw i64, ptr %265, i64 %267
  store i64 %264, ptr %268, align 4
  %269 = add i64 %249, 1
  br label %248

270:                                              ; preds = %248
  %271 = add i64 %245, 1
  br label %244

272:                                              ; preds = %244
  br label %273

273:                                              ; preds = %286, %272
  %274 = phi i64 [ %287, %286 ], [ 0, %272 ]
  %275 = icmp slt i64 %274, 1
  br i1 %275, label %276, label %288

276:                                              ; preds = %273
  br label %277

277:                                              ; preds = %280, %276
  %278 = phi i64 [ %285, %280 ], [ 0, %276 ]
  %279 = icmp slt i64 %278, 8
  br i1 %279, label %280, label %286

280:                                              ; preds = %277
  %281 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %243, 1
  %282 = mul nuw nsw i64 %274, 8
  %283 = add nuw nsw i64 %282, %278
  %284 = getelementptr inbounds nuw i64, ptr %281, i64 %283
  store i64 0, ptr %284, align 4
  %285 = add i64 %278, 1
  br label %277

286:                                              ; preds = %277
  %287 = add i64 %274, 1
  br label %273

288:                                              ; preds = %273
  %289 = call ptr @malloc(i64 72)
  %290 = ptrtoint ptr %289 to i64
  %291 = add i64 %290, 63
  %292 = urem i64 %291, 64
  %293 = sub i64 %291, %292
  %294 = inttoptr i64 %293 to ptr
  %295 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %289, 0
  %296 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %295, ptr %294, 1
  %297 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %296, i64 0, 2
  %298 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %297, i64 1, 3, 0
  %299 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %298, i64 1, 4, 0
  br label %300

300:                                              ; preds = %303, %288
  %301 = phi i64 [ %306, %303 ], [ 0, %288 ]
  %302 = icmp slt i64 %301, 1
  br i1 %302, label %303, label %307

303:                                              ; preds = %300
  %304 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %299, 1
  %305 = getelementptr inbounds nuw i64, ptr %304, i64 %301
  store i64 0, ptr %305, align 4
  %306 = add i64 %301, 1
  br label %300

307:                                              ; preds = %300
  %308 = call ptr @malloc(i64 64)
  %309 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %308, 0
  %310 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %309, ptr %308, 1
  %311 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %310, i64 0, 2
  %312 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %311, i64 1, 3, 0
  %313 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %312, i64 8, 3, 1
  %314 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %313, i64 8, 4, 0
  %315 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %314, i64 1, 4, 1
  %316 = call ptr @malloc(i64 8)
  %317 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %316, 0
  %318 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %317, ptr %316, 1
  %319 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %318, i64 0, 2
  %320 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %319, i64 1, 3, 0
  %321 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %320, i64 1, 4, 0
  br label %322

322:                                              ; preds = %362, %307
  %323 = phi i64 [ %363, %362 ], [ 0, %307 ]
  %324 = icmp slt i64 %323, 1
  br i1 %324, label %325, label %364

325:                                              ; preds = %322
  br label %326

326:                                              ; preds = %360, %325
  %327 = phi i64 [ %361, %360 ], [ 0, %325 ]
  %328 = icmp slt i64 %327, 8
  br i1 %328, label %329, label %362

329:                                              ; preds = %326
  %330 = icmp eq i64 %327, 0
  br i1 %330, label %331, label %341

331:                                              ; preds = %329
  %332 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %243, 1
  %333 = mul nuw nsw i64 %323, 8
  %334 = add nuw nsw i64 %333, %327
  %335 = getelementptr inbounds nuw i64, ptr %332, i64 %334
  %336 = load i64, ptr %335, align 4
  %337 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %315, 1
  %338 = mul nuw nsw i64 %323, 8
  %339 = add nuw nsw i64 %338, %327
  %340 = getelementptr inbounds nuw i64, ptr %337, i64 %339
  store i64 %336, ptr %340, align 4
  br label %360

341:                                              ; preds = %329
  %342 = sub i64 %327, 1
  %343 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %315, 1
  %344 = mul nuw nsw i64 %323, 8
  %345 = add nuw nsw i64 %344, %342
  %346 = getelementptr inbounds nuw i64, ptr %343, i64 %345
  %347 = load i64, ptr %346, align 4
  %348 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %243, 1
  %349 = mul nuw nsw i64 %323, 8
  %350 = add nuw nsw i64 %349, %327
  %351 = getelementptr inbounds nuw i64, ptr %348, i64 %350
  %352 = load i64, ptr %351, align 4
  %353 = add i64 %347, %352
  %354 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %315, 1
  %355 = mul nuw nsw i64 %323, 8
  %356 = add nuw nsw i64 %355, %327
  %357 = getelementptr inbounds nuw i64, ptr %354, i64 %356
  store i64 %353, ptr %357, align 4
  %358 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %321, 1
  %359 = getelementptr inbounds nuw i64, ptr %358, i64 %323
  store i64 %353, ptr %359, align 4
  br label %360

360:                                              ; preds = %331, %341
  %361 = add i64 %327, 1
  br label %326

362:                                              ; preds = %326
  %363 = add i64 %323, 1
  br label %322

364:                                              ; preds = %322
  %365 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %88, 0
  %366 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %88, 1
  %367 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %365, 0
  %368 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %367, ptr %366, 1
  %369 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %368, i64 0, 2
  %370 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %369, i64 1, 3, 0
  %371 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %370, i64 8, 4, 0
  %372 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %371, i64 1, 3, 1
  %373 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %372, i64 8, 4, 1
  %374 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %373, i64 8, 3, 2
  %375 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %374, i64 1, 4, 2
  %376 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %375, i64 1, 3, 3
  %377 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %376, i64 1, 4, 3
  %378 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %88, 0
  %379 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %88, 1
  %380 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %378, 0
  %381 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %380, ptr %379, 1
  %382 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %381, i64 0, 2
  %383 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %382, i64 1, 3, 0
  %384 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %383, i64 8, 4, 0
  %385 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %384, i64 1, 3, 1
  %386 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %385, i64 8, 4, 1
  %387 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %386, i64 1, 3, 2
  %388 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %387, i64 8, 4, 2
  %389 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %388, i64 8, 3, 3
  %390 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %389, i64 1, 4, 3
  %391 = call ptr @malloc(i64 320)
  %392 = ptrtoint ptr %391 to i64
  %393 = add i64 %392, 63
  %394 = urem i64 %393, 64
  %395 = sub i64 %393, %394
  %396 = inttoptr i64 %395 to ptr
  %397 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %391, 0
  %398 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %397, ptr %396, 1
  %399 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %398, i64 0, 2
  %400 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %399, i64 1, 3, 0
  %401 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %400, i64 1, 3, 1
  %402 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %401, i64 8, 3, 2
  %403 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %402, i64 8, 3, 3
  %404 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %403, i64 64, 4, 0
  %405 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %404, i64 64, 4, 1
  %406 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %405, i64 8, 4, 2
  %407 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %406, i64 1, 4, 3
  br label %408

408:                                              ; preds = %472, %364
  %409 = phi i64 [ %473, %472 ], [ 0, %364 ]
  %410 = icmp slt i64 %409, 1
  br i1 %410, label %411, label %474

411:                                              ; preds = %408
  br label %412

412:                                              ; preds = %470, %411
  %413 = phi i64 [ %471, %470 ], [ 0, %411 ]
  %414 = icmp slt i64 %413, 1
  br i1 %414, label %415, label %472

415:                                              ; preds = %412
  br label %416

416:                                              ; preds = %468, %415
  %417 = phi i64 [ %469, %468 ], [ 0, %415 ]
  %418 = icmp slt i64 %417, 8
  br i1 %418, label %419, label %470

419:                                              ; preds = %416
  br label %420

420:                                              ; preds = %423, %419
  %421 = phi i64 [ %467, %423 ], [ 0, %419 ]
  %422 = icmp slt i64 %421, 8
  br i1 %422, label %423, label %468

423:                                              ; preds = %420
  %424 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %377, 1
  %425 = add nuw nsw i64 0, %417
  %426 = add nuw nsw i64 %425, 0
  %427 = getelementptr inbounds nuw i64, ptr %424, i64 %426
  %428 = load i64, ptr %427, align 4
  %429 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %390, 1
  %430 = add nuw nsw i64 0, %421
  %431 = getelementptr inbounds nuw i64, ptr %429, i64 %430
  %432 = load i64, ptr %431, align 4
  %433 = icmp slt i64 %428, 0
  %434 = add i64 %428, 8
  %435 = select i1 %433, i64 %434, i64 %428
  %436 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %105, 1
  %437 = add nuw nsw i64 0, %435
  %438 = getelementptr inbounds nuw i64, ptr %436, i64 %437
  %439 = load i64, ptr %438, align 4
  %440 = icmp slt i64 %432, 0
  %441 = add i64 %432, 8
  %442 = select i1 %440, i64 %441, i64 %432
  %443 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %105, 1
  %444 = add nuw nsw i64 0, %442
  %445 = getelementptr inbounds nuw i64, ptr %443, i64 %444
  %446 = load i64, ptr %445, align 4
  %447 = icmp sle i64 %446, %439
  %448 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %315, 1
  %449 = add nuw nsw i64 0, %442
  %450 = getelementptr inbounds nuw i64, ptr %448, i64 %449
  %451 = load i64, ptr %450, align 4
  %452 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %315, 1
  %453 = add nuw nsw i64 0, %435
  %454 = getelementptr inbounds nuw i64, ptr %452, i64 %453
  %455 = load i64, ptr %454, align 4
  %456 = icmp eq i64 %455, %451
  %457 = and i1 %456, %447
  %458 = select i1 %457, float 0.000000e+00, float f0xFF7FFFFF
  %459 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %407, 1
  %460 = mul nuw nsw i64 %409, 64
  %461 = mul nuw nsw i64 %413, 64
  %462 = add nuw nsw i64 %460, %461
  %463 = mul nuw nsw i64 %417, 8
  %464 = add nuw nsw i64 %462, %463
  %465 = add nuw nsw i64 %464, %421
  %466 = getelementptr inbounds nuw float, ptr %459, i64 %465
  store float %458, ptr %466, align 4
  %467 = add i64 %421, 1
  br label %420

468:                                              ; preds = %420
  %469 = add i64 %417, 1
  br label %416

470:                                              ; preds = %416
  %471 = add i64 %413, 1
  br label %412

472:                                              ; preds = %412
  %473 = add i64 %409, 1
  br label %408

474:                                              ; preds = %408
  %475 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %88, 0
  %476 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %88, 1
  %477 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %475, 0
  %478 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %477, ptr %476, 1
  %479 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %478, i64 0, 2
  %480 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %479, i64 1, 3, 0
  %481 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %480, i64 8, 4, 0
  %482 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %481, i64 8, 3, 1
  %483 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %482, i64 1, 4, 1
  %484 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %483, i64 1, 3, 2
  %485 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %484, i64 1, 4, 2
  %486 = call ptr @malloc(i64 96)
  %487 = ptrtoint ptr %486 to i64
  %488 = add i64 %487, 63
  %489 = urem i64 %488, 64
  %490 = sub i64 %488, %489
  %491 = inttoptr i64 %490 to ptr
  %492 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %486, 0
  %493 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %492, ptr %491, 1
  %494 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %493, i64 0, 2
  %495 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %494, i64 1, 3, 0
  %496 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %495, i64 8, 3, 1
  %497 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %496, i64 1, 3, 2
  %498 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %497, i64 8, 4, 0
  %499 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %498, i64 1, 4, 1
  %500 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %499, i64 1, 4, 2
  %501 = call ptr @malloc(i64 192)
  %502 = ptrtoint ptr %501 to i64
  %503 = add i64 %502, 63
  %504 = urem i64 %503, 64
  %505 = sub i64 %503, %504
  %506 = inttoptr i64 %505 to ptr
  %507 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %501, 0
  %508 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %507, ptr %506, 1
  %509 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %508, i64 0, 2
  %510 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %509, i64 1, 3, 0
  %511 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %510, i64 8, 3, 1
  %512 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %511, i64 4, 3, 2
  %513 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %512, i64 32, 4, 0
  %514 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %513, i64 4, 4, 1
  %515 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %514, i64 1, 4, 2
  br label %516

516:                                              ; preds = %547, %474
  %517 = phi i64 [ %548, %547 ], [ 0, %474 ]
  %518 = icmp slt i64 %517, 1
  br i1 %518, label %519, label %549

519:                                              ; preds = %516
  br label %520

520:                                              ; preds = %545, %519
  %521 = phi i64 [ %546, %545 ], [ 0, %519 ]
  %522 = icmp slt i64 %521, 8
  br i1 %522, label %523, label %547

523:                                              ; preds = %520
  br label %524

524:                                              ; preds = %527, %523
  %525 = phi i64 [ %544, %527 ], [ 0, %523 ]
  %526 = icmp slt i64 %525, 4
  br i1 %526, label %527, label %545

527:                                              ; preds = %524
  %528 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %485, 1
  %529 = mul nuw nsw i64 %517, 8
  %530 = add nuw nsw i64 %529, %521
  %531 = add nuw nsw i64 %530, 0
  %532 = getelementptr inbounds nuw i64, ptr %528, i64 %531
  %533 = load i64, ptr %532, align 4
  %534 = getelementptr inbounds nuw float, ptr @__constant_4xf32, i64 %525
  %535 = load float, ptr %534, align 4
  %536 = sitofp i64 %533 to float
  %537 = fmul float %536, %535
  %538 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %515, 1
  %539 = mul nuw nsw i64 %517, 32
  %540 = mul nuw nsw i64 %521, 4
  %541 = add nuw nsw i64 %539, %540
  %542 = add nuw nsw i64 %541, %525
  %543 = getelementptr inbounds nuw float, ptr %538, i64 %542
  store float %537, ptr %543, align 4
  %544 = add i64 %525, 1
  br label %524

545:                                              ; preds = %524
  %546 = add i64 %521, 1
  br label %520

547:                                              ; preds = %520
  %548 = add i64 %517, 1
  br label %516

549:                                              ; preds = %516
  %550 = call ptr @malloc(i64 320)
  %551 = ptrtoint ptr %550 to i64
  %552 = add i64 %551, 63
  %553 = urem i64 %552, 64
  %554 = sub i64 %552, %553
  %555 = inttoptr i64 %554 to ptr
  %556 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %550, 0
  %557 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %556, ptr %555, 1
  %558 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %557, i64 0, 2
  %559 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %558, i64 1, 3, 0
  %560 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %559, i64 8, 3, 1
  %561 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %560, i64 8, 3, 2
  %562 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %561, i64 64, 4, 0
  %563 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %562, i64 8, 4, 1
  %564 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %563, i64 1, 4, 2
  %565 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %564, 0
  %566 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %564, 1
  %567 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %565, 0
  %568 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %567, ptr %566, 1
  %569 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %568, i64 0, 2
  %570 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %569, i64 1, 3, 0
  %571 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %570, i64 64, 4, 0
  %572 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %571, i64 8, 3, 1
  %573 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %572, i64 8, 4, 1
  %574 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %573, i64 4, 3, 2
  %575 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %574, i64 1, 4, 2
  br label %576

576:                                              ; preds = %604, %549
  %577 = phi i64 [ %605, %604 ], [ 0, %549 ]
  %578 = icmp slt i64 %577, 1
  br i1 %578, label %579, label %606

579:                                              ; preds = %576
  br label %580

580:                                              ; preds = %602, %579
  %581 = phi i64 [ %603, %602 ], [ 0, %579 ]
  %582 = icmp slt i64 %581, 8
  br i1 %582, label %583, label %604

583:                                              ; preds = %580
  br label %584

584:                                              ; preds = %587, %583
  %585 = phi i64 [ %601, %587 ], [ 0, %583 ]
  %586 = icmp slt i64 %585, 4
  br i1 %586, label %587, label %602

587:                                              ; preds = %584
  %588 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %515, 1
  %589 = mul nuw nsw i64 %577, 32
  %590 = mul nuw nsw i64 %581, 4
  %591 = add nuw nsw i64 %589, %590
  %592 = add nuw nsw i64 %591, %585
  %593 = getelementptr inbounds nuw float, ptr %588, i64 %592
  %594 = load float, ptr %593, align 4
  %595 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %575, 1
  %596 = mul nuw nsw i64 %577, 64
  %597 = mul nuw nsw i64 %581, 8
  %598 = add nuw nsw i64 %596, %597
  %599 = add nuw nsw i64 %598, %585
  %600 = getelementptr inbounds nuw float, ptr %595, i64 %599
  store float %594, ptr %600, align 4
  %601 = add i64 %585, 1
  br label %584

602:                                              ; preds = %584
  %603 = add i64 %581, 1
  br label %580

604:                                              ; preds = %580
  %605 = add i64 %577, 1
  br label %576

606:                                              ; preds = %576
  %607 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %564, 0
  %608 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %564, 1
  %609 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %607, 0
  %610 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %609, ptr %608, 1
  %611 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %610, i64 4, 2
  %612 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %611, i64 1, 3, 0
  %613 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %612, i64 64, 4, 0
  %614 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %613, i64 8, 3, 1
  %615 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %614, i64 8, 4, 1
  %616 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %615, i64 4, 3, 2
  %617 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %616, i64 1, 4, 2
  br label %618

618:                                              ; preds = %647, %606
  %619 = phi i64 [ %648, %647 ], [ 0, %606 ]
  %620 = icmp slt i64 %619, 1
  br i1 %620, label %621, label %649

621:                                              ; preds = %618
  br label %622

622:                                              ; preds = %645, %621
  %623 = phi i64 [ %646, %645 ], [ 0, %621 ]
  %624 = icmp slt i64 %623, 8
  br i1 %624, label %625, label %647

625:                                              ; preds = %622
  br label %626

626:                                              ; preds = %629, %625
  %627 = phi i64 [ %644, %629 ], [ 0, %625 ]
  %628 = icmp slt i64 %627, 4
  br i1 %628, label %629, label %645

629:                                              ; preds = %626
  %630 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %515, 1
  %631 = mul nuw nsw i64 %619, 32
  %632 = mul nuw nsw i64 %623, 4
  %633 = add nuw nsw i64 %631, %632
  %634 = add nuw nsw i64 %633, %627
  %635 = getelementptr inbounds nuw float, ptr %630, i64 %634
  %636 = load float, ptr %635, align 4
  %637 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %617, 1
  %638 = getelementptr float, ptr %637, i64 4
  %639 = mul nuw nsw i64 %619, 64
  %640 = mul nuw nsw i64 %623, 8
  %641 = add nuw nsw i64 %639, %640
  %642 = add nuw nsw i64 %641, %627
  %643 = getelementptr inbounds nuw float, ptr %638, i64 %642
  store float %636, ptr %643, align 4
  %644 = add i64 %627, 1
  br label %626

645:                                              ; preds = %626
  %646 = add i64 %623, 1
  br label %622

647:                                              ; preds = %622
  %648 = add i64 %619, 1
  br label %618

649:                                              ; preds = %618
  %650 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %564, 0
  %651 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %564, 1
  %652 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %650, 0
  %653 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %652, ptr %651, 1
  %654 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %653, i64 0, 2
  %655 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %654, i64 1, 3, 0
  %656 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %655, i64 64, 4, 0
  %657 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %656, i64 1, 3, 1
  %658 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %657, i64 64, 4, 1
  %659 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %658, i64 8, 3, 2
  %660 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %659, i64 8, 4, 2
  %661 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %660, i64 8, 3, 3
  %662 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %661, i64 1, 4, 3
  %663 = call ptr @malloc(i64 320)
  %664 = ptrtoint ptr %663 to i64
  %665 = add i64 %664, 63
  %666 = urem i64 %665, 64
  %667 = sub i64 %665, %666
  %668 = inttoptr i64 %667 to ptr
  %669 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %663, 0
  %670 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %669, ptr %668, 1
  %671 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %670, i64 0, 2
  %672 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %671, i64 1, 3, 0
  %673 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %672, i64 1, 3, 1
  %674 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %673, i64 8, 3, 2
  %675 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %674, i64 8, 3, 3
  %676 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %675, i64 64, 4, 0
  %677 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %676, i64 64, 4, 1
  %678 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %677, i64 8, 4, 2
  %679 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %678, i64 1, 4, 3
  br label %680

680:                                              ; preds = %719, %649
  %681 = phi i64 [ %720, %719 ], [ 0, %649 ]
  %682 = icmp slt i64 %681, 1
  br i1 %682, label %683, label %721

683:                                              ; preds = %680
  br label %684

684:                                              ; preds = %717, %683
  %685 = phi i64 [ %718, %717 ], [ 0, %683 ]
  %686 = icmp slt i64 %685, 1
  br i1 %686, label %687, label %719

687:                                              ; preds = %684
  br label %688

688:                                              ; preds = %715, %687
  %689 = phi i64 [ %716, %715 ], [ 0, %687 ]
  %690 = icmp slt i64 %689, 8
  br i1 %690, label %691, label %717

691:                                              ; preds = %688
  br label %692

692:                                              ; preds = %695, %691
  %693 = phi i64 [ %714, %695 ], [ 0, %691 ]
  %694 = icmp slt i64 %693, 8
  br i1 %694, label %695, label %715

695:                                              ; preds = %692
  %696 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %662, 1
  %697 = mul nuw nsw i64 %681, 64
  %698 = mul nuw nsw i64 %685, 64
  %699 = add nuw nsw i64 %697, %698
  %700 = mul nuw nsw i64 %689, 8
  %701 = add nuw nsw i64 %699, %700
  %702 = add nuw nsw i64 %701, %693
  %703 = getelementptr inbounds nuw float, ptr %696, i64 %702
  %704 = load float, ptr %703, align 4
  %705 = call afn float @llvm.cos.f32(float %704)
  %706 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %679, 1
  %707 = mul nuw nsw i64 %681, 64
  %708 = mul nuw nsw i64 %685, 64
  %709 = add nuw nsw i64 %707, %708
  %710 = mul nuw nsw i64 %689, 8
  %711 = add nuw nsw i64 %709, %710
  %712 = add nuw nsw i64 %711, %693
  %713 = getelementptr inbounds nuw float, ptr %706, i64 %712
  store float %705, ptr %713, align 4
  %714 = add i64 %693, 1
  br label %692

715:                                              ; preds = %692
  %716 = add i64 %689, 1
  br label %688

717:                                              ; preds = %688
  %718 = add i64 %685, 1
  br label %684

719:                                              ; preds = %684
  %720 = add i64 %681, 1
  br label %680

721:                                              ; preds = %680
  %722 = call ptr @malloc(i64 320)
  %723 = ptrtoint ptr %722 to i64
  %724 = add i64 %723, 63
  %725 = urem i64 %724, 64
  %726 = sub i64 %724, %725
  %727 = inttoptr i64 %726 to ptr
  %728 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %722, 0
  %729 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %728, ptr %727, 1
  %730 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %729, i64 0, 2
  %731 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %730, i64 1, 3, 0
  %732 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %731, i64 1, 3, 1
  %733 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %732, i64 8, 3, 2
  %734 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %733, i64 8, 3, 3
  %735 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %734, i64 64, 4, 0
  %736 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %735, i64 64, 4, 1
  %737 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %736, i64 8, 4, 2
  %738 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %737, i64 1, 4, 3
  br label %739

739:                                              ; preds = %778, %721
  %740 = phi i64 [ %779, %778 ], [ 0, %721 ]
  %741 = icmp slt i64 %740, 1
  br i1 %741, label %742, label %780

742:                                              ; preds = %739
  br label %743

743:                                              ; preds = %776, %742
  %744 = phi i64 [ %777, %776 ], [ 0, %742 ]
  %745 = icmp slt i64 %744, 1
  br i1 %745, label %746, label %778

746:                                              ; preds = %743
  br label %747

747:                                              ; preds = %774, %746
  %748 = phi i64 [ %775, %774 ], [ 0, %746 ]
  %749 = icmp slt i64 %748, 8
  br i1 %749, label %750, label %776

750:                                              ; preds = %747
  br label %751

751:                                              ; preds = %754, %750
  %752 = phi i64 [ %773, %754 ], [ 0, %750 ]
  %753 = icmp slt i64 %752, 8
  br i1 %753, label %754, label %774

754:                                              ; preds = %751
  %755 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %662, 1
  %756 = mul nuw nsw i64 %740, 64
  %757 = mul nuw nsw i64 %744, 64
  %758 = add nuw nsw i64 %756, %757
  %759 = mul nuw nsw i64 %748, 8
  %760 = add nuw nsw i64 %758, %759
  %761 = add nuw nsw i64 %760, %752
  %762 = getelementptr inbounds nuw float, ptr %755, i64 %761
  %763 = load float, ptr %762, align 4
  %764 = call afn float @llvm.sin.f32(float %763)
  %765 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %738, 1
  %766 = mul nuw nsw i64 %740, 64
  %767 = mul nuw nsw i64 %744, 64
  %768 = add nuw nsw i64 %766, %767
  %769 = mul nuw nsw i64 %748, 8
  %770 = add nuw nsw i64 %768, %769
  %771 = add nuw nsw i64 %770, %752
  %772 = getelementptr inbounds nuw float, ptr %765, i64 %771
  store float %764, ptr %772, align 4
  %773 = add i64 %752, 1
  br label %751

774:                                              ; preds = %751
  %775 = add i64 %748, 1
  br label %747

776:                                              ; preds = %747
  %777 = add i64 %744, 1
  br label %743

778:                                              ; preds = %743
  %779 = add i64 %740, 1
  br label %739

780:                                              ; preds = %739
  br label %781

781:                                              ; preds = %801, %780
  %782 = phi i64 [ %802, %801 ], [ 0, %780 ]
  %783 = icmp slt i64 %782, 1
  br i1 %783, label %784, label %803

784:                                              ; preds = %781
  br label %785

785:                                              ; preds = %799, %784
  %786 = phi i64 [ %800, %799 ], [ 0, %784 ]
  %787 = icmp slt i64 %786, 8
  br i1 %787, label %788, label %801

788:                                              ; preds = %785
  br label %789

789:                                              ; preds = %792, %788
  %790 = phi i64 [ %798, %792 ], [ 0, %788 ]
  %791 = icmp slt i64 %790, 1
  br i1 %791, label %792, label %799

792:                                              ; preds = %789
  %793 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %500, 1
  %794 = mul nuw nsw i64 %782, 8
  %795 = add nuw nsw i64 %794, %786
  %796 = add nuw nsw i64 %795, %790
  %797 = getelementptr inbounds nuw float, ptr %793, i64 %796
  store float 0.000000e+00, ptr %797, align 4
  %798 = add i64 %790, 1
  br label %789

799:                                              ; preds = %789
  %800 = add i64 %786, 1
  br label %785

801:                                              ; preds = %785
  %802 = add i64 %782, 1
  br label %781

803:                                              ; preds = %781
  %804 = call ptr @malloc(i64 96)
  %805 = ptrtoint ptr %804 to i64
  %806 = add i64 %805, 63
  %807 = urem i64 %806, 64
  %808 = sub i64 %806, %807
  %809 = inttoptr i64 %808 to ptr
  %810 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %804, 0
  %811 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %810, ptr %809, 1
  %812 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %811, i64 0, 2
  %813 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %812, i64 1, 3, 0
  %814 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %813, i64 8, 3, 1
  %815 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %814, i64 1, 3, 2
  %816 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %815, i64 8, 4, 0
  %817 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %816, i64 1, 4, 1
  %818 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %817, i64 1, 4, 2
  br label %819

819:                                              ; preds = %845, %803
  %820 = phi i64 [ %846, %845 ], [ 0, %803 ]
  %821 = icmp slt i64 %820, 1
  br i1 %821, label %822, label %847

822:                                              ; preds = %819
  br label %823

823:                                              ; preds = %843, %822
  %824 = phi i64 [ %844, %843 ], [ 0, %822 ]
  %825 = icmp slt i64 %824, 8
  br i1 %825, label %826, label %845

826:                                              ; preds = %823
  br label %827

827:                                              ; preds = %830, %826
  %828 = phi i64 [ %842, %830 ], [ 0, %826 ]
  %829 = icmp slt i64 %828, 1
  br i1 %829, label %830, label %843

830:                                              ; preds = %827
  %831 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %500, 1
  %832 = mul nuw nsw i64 %820, 8
  %833 = add nuw nsw i64 %832, %824
  %834 = add nuw nsw i64 %833, %828
  %835 = getelementptr inbounds nuw float, ptr %831, i64 %834
  %836 = load float, ptr %835, align 4
  %837 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %818, 1
  %838 = mul nuw nsw i64 %820, 8
  %839 = add nuw nsw i64 %838, %824
  %840 = add nuw nsw i64 %839, %828
  %841 = getelementptr inbounds nuw float, ptr %837, i64 %840
  store float %836, ptr %841, align 4
  %842 = add i64 %828, 1
  br label %827

843:                                              ; preds = %827
  %844 = add i64 %824, 1
  br label %823

845:                                              ; preds = %823
  %846 = add i64 %820, 1
  br label %819

847:                                              ; preds = %819
  br label %848

848:                                              ; preds = %883, %847
  %849 = phi i64 [ %884, %883 ], [ 0, %847 ]
  %850 = icmp slt i64 %849, 1
  br i1 %850, label %851, label %885

851:                                              ; preds = %848
  br label %852

852:                                              ; preds = %881, %851
  %853 = phi i64 [ %882, %881 ], [ 0, %851 ]
  %854 = icmp slt i64 %853, 8
  br i1 %854, label %855, label %883

855:                                              ; preds = %852
  br label %856

856:                                              ; preds = %859, %855
  %857 = phi i64 [ %880, %859 ], [ 0, %855 ]
  %858 = icmp slt i64 %857, 32
  br i1 %858, label %859, label %881

859:                                              ; preds = %856
  %860 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %44, 1
  %861 = mul nuw nsw i64 %849, 256
  %862 = mul nuw nsw i64 %853, 32
  %863 = add nuw nsw i64 %861, %862
  %864 = add nuw nsw i64 %863, %857
  %865 = getelementptr inbounds nuw float, ptr %860, i64 %864
  %866 = load float, ptr %865, align 4
  %867 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %818, 1
  %868 = mul nuw nsw i64 %849, 8
  %869 = add nuw nsw i64 %868, %853
  %870 = add nuw nsw i64 %869, 0
  %871 = getelementptr inbounds nuw float, ptr %867, i64 %870
  %872 = load float, ptr %871, align 4
  %873 = fmul float %866, %866
  %874 = fadd float %873, %872
  %875 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %818, 1
  %876 = mul nuw nsw i64 %849, 8
  %877 = add nuw nsw i64 %876, %853
  %878 = add nuw nsw i64 %877, 0
  %879 = getelementptr inbounds nuw float, ptr %875, i64 %878
  store float %874, ptr %879, align 4
  %880 = add i64 %857, 1
  br label %856

881:                                              ; preds = %856
  %882 = add i64 %853, 1
  br label %852

883:                                              ; preds = %852
  %884 = add i64 %849, 1
  br label %848

885:                                              ; preds = %848
  br label %886

886:                                              ; preds = %928, %885
  %887 = phi i64 [ %929, %928 ], [ 0, %885 ]
  %888 = icmp slt i64 %887, 1
  br i1 %888, label %889, label %930

889:                                              ; preds = %886
  br label %890

890:                                              ; preds = %926, %889
  %891 = phi i64 [ %927, %926 ], [ 0, %889 ]
  %892 = icmp slt i64 %891, 8
  br i1 %892, label %893, label %928

893:                                              ; preds = %890
  br label %894

894:                                              ; preds = %897, %893
  %895 = phi i64 [ %925, %897 ], [ 0, %893 ]
  %896 = icmp slt i64 %895, 32
  br i1 %896, label %897, label %926

897:                                              ; preds = %894
  %898 = getelementptr inbounds nuw float, ptr @__constant_32xf32_13, i64 %895
  %899 = load float, ptr %898, align 4
  %900 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %44, 1
  %901 = mul nuw nsw i64 %887, 256
  %902 = mul nuw nsw i64 %891, 32
  %903 = add nuw nsw i64 %901, %902
  %904 = add nuw nsw i64 %903, %895
  %905 = getelementptr inbounds nuw float, ptr %900, i64 %904
  %906 = load float, ptr %905, align 4
  %907 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %818, 1
  %908 = mul nuw nsw i64 %887, 8
  %909 = add nuw nsw i64 %908, %891
  %910 = add nuw nsw i64 %909, 0
  %911 = getelementptr inbounds nuw float, ptr %907, i64 %910
  %912 = load float, ptr %911, align 4
  %913 = fdiv float %912, 3.200000e+01
  %914 = fadd float %913, f0x358637BD
  %915 = call float @llvm.sqrt.f32(float %914)
  %916 = fdiv float 1.000000e+00, %915
  %917 = fmul float %906, %916
  %918 = fmul float %899, %917
  %919 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %920 = mul nuw nsw i64 %887, 256
  %921 = mul nuw nsw i64 %891, 32
  %922 = add nuw nsw i64 %920, %921
  %923 = add nuw nsw i64 %922, %895
  %924 = getelementptr inbounds nuw float, ptr %919, i64 %923
  store float %918, ptr %924, align 4
  %925 = add i64 %895, 1
  br label %894

926:                                              ; preds = %894
  %927 = add i64 %891, 1
  br label %890

928:                                              ; preds = %890
  %929 = add i64 %887, 1
  br label %886

930:                                              ; preds = %886
  %931 = call ptr @malloc(i64 1088)
  %932 = ptrtoint ptr %931 to i64
  %933 = add i64 %932, 63
  %934 = urem i64 %933, 64
  %935 = sub i64 %933, %934
  %936 = inttoptr i64 %935 to ptr
  %937 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %931, 0
  %938 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %937, ptr %936, 1
  %939 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %938, i64 0, 2
  %940 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %939, i64 8, 3, 0
  %941 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %940, i64 32, 3, 1
  %942 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %941, i64 32, 4, 0
  %943 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %942, i64 1, 4, 1
  br label %944

944:                                              ; preds = %957, %930
  %945 = phi i64 [ %958, %957 ], [ 0, %930 ]
  %946 = icmp slt i64 %945, 8
  br i1 %946, label %947, label %959

947:                                              ; preds = %944
  br label %948

948:                                              ; preds = %951, %947
  %949 = phi i64 [ %956, %951 ], [ 0, %947 ]
  %950 = icmp slt i64 %949, 32
  br i1 %950, label %951, label %957

951:                                              ; preds = %948
  %952 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %943, 1
  %953 = mul nuw nsw i64 %945, 32
  %954 = add nuw nsw i64 %953, %949
  %955 = getelementptr inbounds nuw float, ptr %952, i64 %954
  store float 0.000000e+00, ptr %955, align 4
  %956 = add i64 %949, 1
  br label %948

957:                                              ; preds = %948
  %958 = add i64 %945, 1
  br label %944

959:                                              ; preds = %944
  %960 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %943, 0
  %961 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %943, 1
  %962 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %960, 0
  %963 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %962, ptr %961, 1
  %964 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %963, i64 0, 2
  %965 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %964, i64 1, 3, 0
  %966 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %965, i64 256, 4, 0
  %967 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %966, i64 8, 3, 1
  %968 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %967, i64 32, 4, 1
  %969 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %968, i64 4, 3, 2
  %970 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %969, i64 8, 4, 2
  %971 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %970, i64 8, 3, 3
  %972 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %971, i64 1, 4, 3
  %973 = call ptr @malloc(i64 1088)
  %974 = ptrtoint ptr %973 to i64
  %975 = add i64 %974, 63
  %976 = urem i64 %975, 64
  %977 = sub i64 %975, %976
  %978 = inttoptr i64 %977 to ptr
  %979 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %973, 0
  %980 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %979, ptr %978, 1
  %981 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %980, i64 0, 2
  %982 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %981, i64 1, 3, 0
  %983 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %982, i64 8, 3, 1
  %984 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %983, i64 4, 3, 2
  %985 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %984, i64 8, 3, 3
  %986 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %985, i64 256, 4, 0
  %987 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %986, i64 32, 4, 1
  %988 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %987, i64 8, 4, 2
  %989 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %988, i64 1, 4, 3
  br label %990

990:                                              ; preds = %1028, %959
  %991 = phi i64 [ %1029, %1028 ], [ 0, %959 ]
  %992 = icmp slt i64 %991, 1
  br i1 %992, label %993, label %1030

993:                                              ; preds = %990
  br label %994

994:                                              ; preds = %1026, %993
  %995 = phi i64 [ %1027, %1026 ], [ 0, %993 ]
  %996 = icmp slt i64 %995, 8
  br i1 %996, label %997, label %1028

997:                                              ; preds = %994
  br label %998

998:                                              ; preds = %1024, %997
  %999 = phi i64 [ %1025, %1024 ], [ 0, %997 ]
  %1000 = icmp slt i64 %999, 4
  br i1 %1000, label %1001, label %1026

1001:                                             ; preds = %998
  br label %1002

1002:                                             ; preds = %1005, %1001
  %1003 = phi i64 [ %1023, %1005 ], [ 0, %1001 ]
  %1004 = icmp slt i64 %1003, 8
  br i1 %1004, label %1005, label %1024

1005:                                             ; preds = %1002
  %1006 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %972, 1
  %1007 = mul nuw nsw i64 %991, 256
  %1008 = mul nuw nsw i64 %995, 32
  %1009 = add nuw nsw i64 %1007, %1008
  %1010 = mul nuw nsw i64 %999, 8
  %1011 = add nuw nsw i64 %1009, %1010
  %1012 = add nuw nsw i64 %1011, %1003
  %1013 = getelementptr inbounds nuw float, ptr %1006, i64 %1012
  %1014 = load float, ptr %1013, align 4
  %1015 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %989, 1
  %1016 = mul nuw nsw i64 %991, 256
  %1017 = mul nuw nsw i64 %995, 32
  %1018 = add nuw nsw i64 %1016, %1017
  %1019 = mul nuw nsw i64 %999, 8
  %1020 = add nuw nsw i64 %1018, %1019
  %1021 = add nuw nsw i64 %1020, %1003
  %1022 = getelementptr inbounds nuw float, ptr %1015, i64 %1021
  store float %1014, ptr %1022, align 4
  %1023 = add i64 %1003, 1
  br label %1002

1024:                                             ; preds = %1002
  %1025 = add i64 %999, 1
  br label %998

1026:                                             ; preds = %998
  %1027 = add i64 %995, 1
  br label %994

1028:                                             ; preds = %994
  %1029 = add i64 %991, 1
  br label %990

1030:                                             ; preds = %990
  br label %1031

1031:                                             ; preds = %1090, %1030
  %1032 = phi i64 [ %1091, %1090 ], [ 0, %1030 ]
  %1033 = icmp slt i64 %1032, 1
  br i1 %1033, label %1034, label %1092

1034:                                             ; preds = %1031
  br label %1035

1035:                                             ; preds = %1088, %1034
  %1036 = phi i64 [ %1089, %1088 ], [ 0, %1034 ]
  %1037 = icmp slt i64 %1036, 8
  br i1 %1037, label %1038, label %1090

1038:                                             ; preds = %1035
  br label %1039

1039:                                             ; preds = %1086, %1038
  %1040 = phi i64 [ %1087, %1086 ], [ 0, %1038 ]
  %1041 = icmp slt i64 %1040, 4
  br i1 %1041, label %1042, label %1088

1042:                                             ; preds = %1039
  br label %1043

1043:                                             ; preds = %1084, %1042
  %1044 = phi i64 [ %1085, %1084 ], [ 0, %1042 ]
  %1045 = icmp slt i64 %1044, 8
  br i1 %1045, label %1046, label %1086

1046:                                             ; preds = %1043
  br label %1047

1047:                                             ; preds = %1050, %1046
  %1048 = phi i64 [ %1083, %1050 ], [ 0, %1046 ]
  %1049 = icmp slt i64 %1048, 32
  br i1 %1049, label %1050, label %1084

1050:                                             ; preds = %1047
  %1051 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %1052 = mul nuw nsw i64 %1032, 256
  %1053 = mul nuw nsw i64 %1036, 32
  %1054 = add nuw nsw i64 %1052, %1053
  %1055 = add nuw nsw i64 %1054, %1048
  %1056 = getelementptr inbounds nuw float, ptr %1051, i64 %1055
  %1057 = load float, ptr %1056, align 4
  %1058 = mul nuw nsw i64 %1040, 256
  %1059 = mul nuw nsw i64 %1044, 32
  %1060 = add nuw nsw i64 %1058, %1059
  %1061 = add nuw nsw i64 %1060, %1048
  %1062 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_12, i64 %1061
  %1063 = load float, ptr %1062, align 4
  %1064 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %989, 1
  %1065 = mul nuw nsw i64 %1032, 256
  %1066 = mul nuw nsw i64 %1036, 32
  %1067 = add nuw nsw i64 %1065, %1066
  %1068 = mul nuw nsw i64 %1040, 8
  %1069 = add nuw nsw i64 %1067, %1068
  %1070 = add nuw nsw i64 %1069, %1044
  %1071 = getelementptr inbounds nuw float, ptr %1064, i64 %1070
  %1072 = load float, ptr %1071, align 4
  %1073 = fmul float %1057, %1063
  %1074 = fadd float %1072, %1073
  %1075 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %989, 1
  %1076 = mul nuw nsw i64 %1032, 256
  %1077 = mul nuw nsw i64 %1036, 32
  %1078 = add nuw nsw i64 %1076, %1077
  %1079 = mul nuw nsw i64 %1040, 8
  %1080 = add nuw nsw i64 %1078, %1079
  %1081 = add nuw nsw i64 %1080, %1044
  %1082 = getelementptr inbounds nuw float, ptr %1075, i64 %1081
  store float %1074, ptr %1082, align 4
  %1083 = add i64 %1048, 1
  br label %1047

1084:                                             ; preds = %1047
  %1085 = add i64 %1044, 1
  br label %1043

1086:                                             ; preds = %1043
  %1087 = add i64 %1040, 1
  br label %1039

1088:                                             ; preds = %1039
  %1089 = add i64 %1036, 1
  br label %1035

1090:                                             ; preds = %1035
  %1091 = add i64 %1032, 1
  br label %1031

1092:                                             ; preds = %1031
  %1093 = call ptr @malloc(i64 1088)
  %1094 = ptrtoint ptr %1093 to i64
  %1095 = add i64 %1094, 63
  %1096 = urem i64 %1095, 64
  %1097 = sub i64 %1095, %1096
  %1098 = inttoptr i64 %1097 to ptr
  %1099 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1093, 0
  %1100 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1099, ptr %1098, 1
  %1101 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1100, i64 0, 2
  %1102 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1101, i64 1, 3, 0
  %1103 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1102, i64 4, 3, 1
  %1104 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1103, i64 8, 3, 2
  %1105 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1104, i64 8, 3, 3
  %1106 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1105, i64 256, 4, 0
  %1107 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1106, i64 64, 4, 1
  %1108 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1107, i64 8, 4, 2
  %1109 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1108, i64 1, 4, 3
  br label %1110

1110:                                             ; preds = %1148, %1092
  %1111 = phi i64 [ %1149, %1148 ], [ 0, %1092 ]
  %1112 = icmp slt i64 %1111, 1
  br i1 %1112, label %1113, label %1150

1113:                                             ; preds = %1110
  br label %1114

1114:                                             ; preds = %1146, %1113
  %1115 = phi i64 [ %1147, %1146 ], [ 0, %1113 ]
  %1116 = icmp slt i64 %1115, 4
  br i1 %1116, label %1117, label %1148

1117:                                             ; preds = %1114
  br label %1118

1118:                                             ; preds = %1144, %1117
  %1119 = phi i64 [ %1145, %1144 ], [ 0, %1117 ]
  %1120 = icmp slt i64 %1119, 8
  br i1 %1120, label %1121, label %1146

1121:                                             ; preds = %1118
  br label %1122

1122:                                             ; preds = %1125, %1121
  %1123 = phi i64 [ %1143, %1125 ], [ 0, %1121 ]
  %1124 = icmp slt i64 %1123, 8
  br i1 %1124, label %1125, label %1144

1125:                                             ; preds = %1122
  %1126 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %989, 1
  %1127 = mul nuw nsw i64 %1111, 256
  %1128 = mul nuw nsw i64 %1119, 32
  %1129 = add nuw nsw i64 %1127, %1128
  %1130 = mul nuw nsw i64 %1115, 8
  %1131 = add nuw nsw i64 %1129, %1130
  %1132 = add nuw nsw i64 %1131, %1123
  %1133 = getelementptr inbounds nuw float, ptr %1126, i64 %1132
  %1134 = load float, ptr %1133, align 4
  %1135 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, 1
  %1136 = mul nuw nsw i64 %1111, 256
  %1137 = mul nuw nsw i64 %1115, 64
  %1138 = add nuw nsw i64 %1136, %1137
  %1139 = mul nuw nsw i64 %1119, 8
  %1140 = add nuw nsw i64 %1138, %1139
  %1141 = add nuw nsw i64 %1140, %1123
  %1142 = getelementptr inbounds nuw float, ptr %1135, i64 %1141
  store float %1134, ptr %1142, align 4
  %1143 = add i64 %1123, 1
  br label %1122

1144:                                             ; preds = %1122
  %1145 = add i64 %1119, 1
  br label %1118

1146:                                             ; preds = %1118
  %1147 = add i64 %1115, 1
  br label %1114

1148:                                             ; preds = %1114
  %1149 = add i64 %1111, 1
  br label %1110

1150:                                             ; preds = %1110
  %1151 = call ptr @malloc(i64 576)
  %1152 = ptrtoint ptr %1151 to i64
  %1153 = add i64 %1152, 63
  %1154 = urem i64 %1153, 64
  %1155 = sub i64 %1153, %1154
  %1156 = inttoptr i64 %1155 to ptr
  %1157 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1151, 0
  %1158 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1157, ptr %1156, 1
  %1159 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1158, i64 0, 2
  %1160 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1159, i64 8, 3, 0
  %1161 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1160, i64 16, 3, 1
  %1162 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1161, i64 16, 4, 0
  %1163 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1162, i64 1, 4, 1
  br label %1164

1164:                                             ; preds = %1177, %1150
  %1165 = phi i64 [ %1178, %1177 ], [ 0, %1150 ]
  %1166 = icmp slt i64 %1165, 8
  br i1 %1166, label %1167, label %1179

1167:                                             ; preds = %1164
  br label %1168

1168:                                             ; preds = %1171, %1167
  %1169 = phi i64 [ %1176, %1171 ], [ 0, %1167 ]
  %1170 = icmp slt i64 %1169, 16
  br i1 %1170, label %1171, label %1177

1171:                                             ; preds = %1168
  %1172 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1163, 1
  %1173 = mul nuw nsw i64 %1165, 16
  %1174 = add nuw nsw i64 %1173, %1169
  %1175 = getelementptr inbounds nuw float, ptr %1172, i64 %1174
  store float 0.000000e+00, ptr %1175, align 4
  %1176 = add i64 %1169, 1
  br label %1168

1177:                                             ; preds = %1168
  %1178 = add i64 %1165, 1
  br label %1164

1179:                                             ; preds = %1164
  %1180 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1163, 0
  %1181 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1163, 1
  %1182 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1180, 0
  %1183 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1182, ptr %1181, 1
  %1184 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1183, i64 0, 2
  %1185 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1184, i64 1, 3, 0
  %1186 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1185, i64 128, 4, 0
  %1187 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1186, i64 8, 3, 1
  %1188 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1187, i64 16, 4, 1
  %1189 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1188, i64 2, 3, 2
  %1190 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1189, i64 8, 4, 2
  %1191 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1190, i64 8, 3, 3
  %1192 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1191, i64 1, 4, 3
  %1193 = call ptr @malloc(i64 576)
  %1194 = ptrtoint ptr %1193 to i64
  %1195 = add i64 %1194, 63
  %1196 = urem i64 %1195, 64
  %1197 = sub i64 %1195, %1196
  %1198 = inttoptr i64 %1197 to ptr
  %1199 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1193, 0
  %1200 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1199, ptr %1198, 1
  %1201 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1200, i64 0, 2
  %1202 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1201, i64 1, 3, 0
  %1203 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1202, i64 8, 3, 1
  %1204 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1203, i64 2, 3, 2
  %1205 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1204, i64 8, 3, 3
  %1206 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1205, i64 128, 4, 0
  %1207 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1206, i64 16, 4, 1
  %1208 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1207, i64 8, 4, 2
  %1209 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1208, i64 1, 4, 3
  br label %1210

1210:                                             ; preds = %1248, %1179
  %1211 = phi i64 [ %1249, %1248 ], [ 0, %1179 ]
  %1212 = icmp slt i64 %1211, 1
  br i1 %1212, label %1213, label %1250

1213:                                             ; preds = %1210
  br label %1214

1214:                                             ; preds = %1246, %1213
  %1215 = phi i64 [ %1247, %1246 ], [ 0, %1213 ]
  %1216 = icmp slt i64 %1215, 8
  br i1 %1216, label %1217, label %1248

1217:                                             ; preds = %1214
  br label %1218

1218:                                             ; preds = %1244, %1217
  %1219 = phi i64 [ %1245, %1244 ], [ 0, %1217 ]
  %1220 = icmp slt i64 %1219, 2
  br i1 %1220, label %1221, label %1246

1221:                                             ; preds = %1218
  br label %1222

1222:                                             ; preds = %1225, %1221
  %1223 = phi i64 [ %1243, %1225 ], [ 0, %1221 ]
  %1224 = icmp slt i64 %1223, 8
  br i1 %1224, label %1225, label %1244

1225:                                             ; preds = %1222
  %1226 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1192, 1
  %1227 = mul nuw nsw i64 %1211, 128
  %1228 = mul nuw nsw i64 %1215, 16
  %1229 = add nuw nsw i64 %1227, %1228
  %1230 = mul nuw nsw i64 %1219, 8
  %1231 = add nuw nsw i64 %1229, %1230
  %1232 = add nuw nsw i64 %1231, %1223
  %1233 = getelementptr inbounds nuw float, ptr %1226, i64 %1232
  %1234 = load float, ptr %1233, align 4
  %1235 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1209, 1
  %1236 = mul nuw nsw i64 %1211, 128
  %1237 = mul nuw nsw i64 %1215, 16
  %1238 = add nuw nsw i64 %1236, %1237
  %1239 = mul nuw nsw i64 %1219, 8
  %1240 = add nuw nsw i64 %1238, %1239
  %1241 = add nuw nsw i64 %1240, %1223
  %1242 = getelementptr inbounds nuw float, ptr %1235, i64 %1241
  store float %1234, ptr %1242, align 4
  %1243 = add i64 %1223, 1
  br label %1222

1244:                                             ; preds = %1222
  %1245 = add i64 %1219, 1
  br label %1218

1246:                                             ; preds = %1218
  %1247 = add i64 %1215, 1
  br label %1214

1248:                                             ; preds = %1214
  %1249 = add i64 %1211, 1
  br label %1210

1250:                                             ; preds = %1210
  br label %1251

1251:                                             ; preds = %1310, %1250
  %1252 = phi i64 [ %1311, %1310 ], [ 0, %1250 ]
  %1253 = icmp slt i64 %1252, 1
  br i1 %1253, label %1254, label %1312

1254:                                             ; preds = %1251
  br label %1255

1255:                                             ; preds = %1308, %1254
  %1256 = phi i64 [ %1309, %1308 ], [ 0, %1254 ]
  %1257 = icmp slt i64 %1256, 8
  br i1 %1257, label %1258, label %1310

1258:                                             ; preds = %1255
  br label %1259

1259:                                             ; preds = %1306, %1258
  %1260 = phi i64 [ %1307, %1306 ], [ 0, %1258 ]
  %1261 = icmp slt i64 %1260, 2
  br i1 %1261, label %1262, label %1308

1262:                                             ; preds = %1259
  br label %1263

1263:                                             ; preds = %1304, %1262
  %1264 = phi i64 [ %1305, %1304 ], [ 0, %1262 ]
  %1265 = icmp slt i64 %1264, 8
  br i1 %1265, label %1266, label %1306

1266:                                             ; preds = %1263
  br label %1267

1267:                                             ; preds = %1270, %1266
  %1268 = phi i64 [ %1303, %1270 ], [ 0, %1266 ]
  %1269 = icmp slt i64 %1268, 32
  br i1 %1269, label %1270, label %1304

1270:                                             ; preds = %1267
  %1271 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %1272 = mul nuw nsw i64 %1252, 256
  %1273 = mul nuw nsw i64 %1256, 32
  %1274 = add nuw nsw i64 %1272, %1273
  %1275 = add nuw nsw i64 %1274, %1268
  %1276 = getelementptr inbounds nuw float, ptr %1271, i64 %1275
  %1277 = load float, ptr %1276, align 4
  %1278 = mul nuw nsw i64 %1260, 256
  %1279 = mul nuw nsw i64 %1264, 32
  %1280 = add nuw nsw i64 %1278, %1279
  %1281 = add nuw nsw i64 %1280, %1268
  %1282 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32_11, i64 %1281
  %1283 = load float, ptr %1282, align 4
  %1284 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1209, 1
  %1285 = mul nuw nsw i64 %1252, 128
  %1286 = mul nuw nsw i64 %1256, 16
  %1287 = add nuw nsw i64 %1285, %1286
  %1288 = mul nuw nsw i64 %1260, 8
  %1289 = add nuw nsw i64 %1287, %1288
  %1290 = add nuw nsw i64 %1289, %1264
  %1291 = getelementptr inbounds nuw float, ptr %1284, i64 %1290
  %1292 = load float, ptr %1291, align 4
  %1293 = fmul float %1277, %1283
  %1294 = fadd float %1292, %1293
  %1295 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1209, 1
  %1296 = mul nuw nsw i64 %1252, 128
  %1297 = mul nuw nsw i64 %1256, 16
  %1298 = add nuw nsw i64 %1296, %1297
  %1299 = mul nuw nsw i64 %1260, 8
  %1300 = add nuw nsw i64 %1298, %1299
  %1301 = add nuw nsw i64 %1300, %1264
  %1302 = getelementptr inbounds nuw float, ptr %1295, i64 %1301
  store float %1294, ptr %1302, align 4
  %1303 = add i64 %1268, 1
  br label %1267

1304:                                             ; preds = %1267
  %1305 = add i64 %1264, 1
  br label %1263

1306:                                             ; preds = %1263
  %1307 = add i64 %1260, 1
  br label %1259

1308:                                             ; preds = %1259
  %1309 = add i64 %1256, 1
  br label %1255

1310:                                             ; preds = %1255
  %1311 = add i64 %1252, 1
  br label %1251

1312:                                             ; preds = %1251
  %1313 = call ptr @malloc(i64 576)
  %1314 = ptrtoint ptr %1313 to i64
  %1315 = add i64 %1314, 63
  %1316 = urem i64 %1315, 64
  %1317 = sub i64 %1315, %1316
  %1318 = inttoptr i64 %1317 to ptr
  %1319 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1313, 0
  %1320 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1319, ptr %1318, 1
  %1321 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1320, i64 0, 2
  %1322 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1321, i64 1, 3, 0
  %1323 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1322, i64 2, 3, 1
  %1324 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1323, i64 8, 3, 2
  %1325 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1324, i64 8, 3, 3
  %1326 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1325, i64 128, 4, 0
  %1327 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1326, i64 64, 4, 1
  %1328 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1327, i64 8, 4, 2
  %1329 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1328, i64 1, 4, 3
  br label %1330

1330:                                             ; preds = %1368, %1312
  %1331 = phi i64 [ %1369, %1368 ], [ 0, %1312 ]
  %1332 = icmp slt i64 %1331, 1
  br i1 %1332, label %1333, label %1370

1333:                                             ; preds = %1330
  br label %1334

1334:                                             ; preds = %1366, %1333
  %1335 = phi i64 [ %1367, %1366 ], [ 0, %1333 ]
  %1336 = icmp slt i64 %1335, 2
  br i1 %1336, label %1337, label %1368

1337:                                             ; preds = %1334
  br label %1338

1338:                                             ; preds = %1364, %1337
  %1339 = phi i64 [ %1365, %1364 ], [ 0, %1337 ]
  %1340 = icmp slt i64 %1339, 8
  br i1 %1340, label %1341, label %1366

1341:                                             ; preds = %1338
  br label %1342

1342:                                             ; preds = %1345, %1341
  %1343 = phi i64 [ %1363, %1345 ], [ 0, %1341 ]
  %1344 = icmp slt i64 %1343, 8
  br i1 %1344, label %1345, label %1364

1345:                                             ; preds = %1342
  %1346 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1209, 1
  %1347 = mul nuw nsw i64 %1331, 128
  %1348 = mul nuw nsw i64 %1339, 16
  %1349 = add nuw nsw i64 %1347, %1348
  %1350 = mul nuw nsw i64 %1335, 8
  %1351 = add nuw nsw i64 %1349, %1350
  %1352 = add nuw nsw i64 %1351, %1343
  %1353 = getelementptr inbounds nuw float, ptr %1346, i64 %1352
  %1354 = load float, ptr %1353, align 4
  %1355 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1329, 1
  %1356 = mul nuw nsw i64 %1331, 128
  %1357 = mul nuw nsw i64 %1335, 64
  %1358 = add nuw nsw i64 %1356, %1357
  %1359 = mul nuw nsw i64 %1339, 8
  %1360 = add nuw nsw i64 %1358, %1359
  %1361 = add nuw nsw i64 %1360, %1343
  %1362 = getelementptr inbounds nuw float, ptr %1355, i64 %1361
  store float %1354, ptr %1362, align 4
  %1363 = add i64 %1343, 1
  br label %1342

1364:                                             ; preds = %1342
  %1365 = add i64 %1339, 1
  br label %1338

1366:                                             ; preds = %1338
  %1367 = add i64 %1335, 1
  br label %1334

1368:                                             ; preds = %1334
  %1369 = add i64 %1331, 1
  br label %1330

1370:                                             ; preds = %1330
  %1371 = call ptr @malloc(i64 576)
  %1372 = ptrtoint ptr %1371 to i64
  %1373 = add i64 %1372, 63
  %1374 = urem i64 %1373, 64
  %1375 = sub i64 %1373, %1374
  %1376 = inttoptr i64 %1375 to ptr
  %1377 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1371, 0
  %1378 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1377, ptr %1376, 1
  %1379 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1378, i64 0, 2
  %1380 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1379, i64 1, 3, 0
  %1381 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1380, i64 8, 3, 1
  %1382 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1381, i64 2, 3, 2
  %1383 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1382, i64 8, 3, 3
  %1384 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1383, i64 128, 4, 0
  %1385 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1384, i64 16, 4, 1
  %1386 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1385, i64 8, 4, 2
  %1387 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1386, i64 1, 4, 3
  br label %1388

1388:                                             ; preds = %1426, %1370
  %1389 = phi i64 [ %1427, %1426 ], [ 0, %1370 ]
  %1390 = icmp slt i64 %1389, 1
  br i1 %1390, label %1391, label %1428

1391:                                             ; preds = %1388
  br label %1392

1392:                                             ; preds = %1424, %1391
  %1393 = phi i64 [ %1425, %1424 ], [ 0, %1391 ]
  %1394 = icmp slt i64 %1393, 8
  br i1 %1394, label %1395, label %1426

1395:                                             ; preds = %1392
  br label %1396

1396:                                             ; preds = %1422, %1395
  %1397 = phi i64 [ %1423, %1422 ], [ 0, %1395 ]
  %1398 = icmp slt i64 %1397, 2
  br i1 %1398, label %1399, label %1424

1399:                                             ; preds = %1396
  br label %1400

1400:                                             ; preds = %1403, %1399
  %1401 = phi i64 [ %1421, %1403 ], [ 0, %1399 ]
  %1402 = icmp slt i64 %1401, 8
  br i1 %1402, label %1403, label %1422

1403:                                             ; preds = %1400
  %1404 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1192, 1
  %1405 = mul nuw nsw i64 %1389, 128
  %1406 = mul nuw nsw i64 %1393, 16
  %1407 = add nuw nsw i64 %1405, %1406
  %1408 = mul nuw nsw i64 %1397, 8
  %1409 = add nuw nsw i64 %1407, %1408
  %1410 = add nuw nsw i64 %1409, %1401
  %1411 = getelementptr inbounds nuw float, ptr %1404, i64 %1410
  %1412 = load float, ptr %1411, align 4
  %1413 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1387, 1
  %1414 = mul nuw nsw i64 %1389, 128
  %1415 = mul nuw nsw i64 %1393, 16
  %1416 = add nuw nsw i64 %1414, %1415
  %1417 = mul nuw nsw i64 %1397, 8
  %1418 = add nuw nsw i64 %1416, %1417
  %1419 = add nuw nsw i64 %1418, %1401
  %1420 = getelementptr inbounds nuw float, ptr %1413, i64 %1419
  store float %1412, ptr %1420, align 4
  %1421 = add i64 %1401, 1
  br label %1400

1422:                                             ; preds = %1400
  %1423 = add i64 %1397, 1
  br label %1396

1424:                                             ; preds = %1396
  %1425 = add i64 %1393, 1
  br label %1392

1426:                                             ; preds = %1392
  %1427 = add i64 %1389, 1
  br label %1388

1428:                                             ; preds = %1388
  br label %1429

1429:                                             ; preds = %1488, %1428
  %1430 = phi i64 [ %1489, %1488 ], [ 0, %1428 ]
  %1431 = icmp slt i64 %1430, 1
  br i1 %1431, label %1432, label %1490

1432:                                             ; preds = %1429
  br label %1433

1433:                                             ; preds = %1486, %1432
  %1434 = phi i64 [ %1487, %1486 ], [ 0, %1432 ]
  %1435 = icmp slt i64 %1434, 8
  br i1 %1435, label %1436, label %1488

1436:                                             ; preds = %1433
  br label %1437

1437:                                             ; preds = %1484, %1436
  %1438 = phi i64 [ %1485, %1484 ], [ 0, %1436 ]
  %1439 = icmp slt i64 %1438, 2
  br i1 %1439, label %1440, label %1486

1440:                                             ; preds = %1437
  br label %1441

1441:                                             ; preds = %1482, %1440
  %1442 = phi i64 [ %1483, %1482 ], [ 0, %1440 ]
  %1443 = icmp slt i64 %1442, 8
  br i1 %1443, label %1444, label %1484

1444:                                             ; preds = %1441
  br label %1445

1445:                                             ; preds = %1448, %1444
  %1446 = phi i64 [ %1481, %1448 ], [ 0, %1444 ]
  %1447 = icmp slt i64 %1446, 32
  br i1 %1447, label %1448, label %1482

1448:                                             ; preds = %1445
  %1449 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %1450 = mul nuw nsw i64 %1430, 256
  %1451 = mul nuw nsw i64 %1434, 32
  %1452 = add nuw nsw i64 %1450, %1451
  %1453 = add nuw nsw i64 %1452, %1446
  %1454 = getelementptr inbounds nuw float, ptr %1449, i64 %1453
  %1455 = load float, ptr %1454, align 4
  %1456 = mul nuw nsw i64 %1438, 256
  %1457 = mul nuw nsw i64 %1442, 32
  %1458 = add nuw nsw i64 %1456, %1457
  %1459 = add nuw nsw i64 %1458, %1446
  %1460 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32_10, i64 %1459
  %1461 = load float, ptr %1460, align 4
  %1462 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1387, 1
  %1463 = mul nuw nsw i64 %1430, 128
  %1464 = mul nuw nsw i64 %1434, 16
  %1465 = add nuw nsw i64 %1463, %1464
  %1466 = mul nuw nsw i64 %1438, 8
  %1467 = add nuw nsw i64 %1465, %1466
  %1468 = add nuw nsw i64 %1467, %1442
  %1469 = getelementptr inbounds nuw float, ptr %1462, i64 %1468
  %1470 = load float, ptr %1469, align 4
  %1471 = fmul float %1455, %1461
  %1472 = fadd float %1470, %1471
  %1473 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1387, 1
  %1474 = mul nuw nsw i64 %1430, 128
  %1475 = mul nuw nsw i64 %1434, 16
  %1476 = add nuw nsw i64 %1474, %1475
  %1477 = mul nuw nsw i64 %1438, 8
  %1478 = add nuw nsw i64 %1476, %1477
  %1479 = add nuw nsw i64 %1478, %1442
  %1480 = getelementptr inbounds nuw float, ptr %1473, i64 %1479
  store float %1472, ptr %1480, align 4
  %1481 = add i64 %1446, 1
  br label %1445

1482:                                             ; preds = %1445
  %1483 = add i64 %1442, 1
  br label %1441

1484:                                             ; preds = %1441
  %1485 = add i64 %1438, 1
  br label %1437

1486:                                             ; preds = %1437
  %1487 = add i64 %1434, 1
  br label %1433

1488:                                             ; preds = %1433
  %1489 = add i64 %1430, 1
  br label %1429

1490:                                             ; preds = %1429
  %1491 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, 0
  %1492 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, 1
  %1493 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1491, 0
  %1494 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1493, ptr %1492, 1
  %1495 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1494, i64 0, 2
  %1496 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1495, i64 1, 3, 0
  %1497 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1496, i64 256, 4, 0
  %1498 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1497, i64 4, 3, 1
  %1499 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1498, i64 64, 4, 1
  %1500 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1499, i64 8, 3, 2
  %1501 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1500, i64 8, 4, 2
  %1502 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1501, i64 4, 3, 3
  %1503 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1502, i64 1, 4, 3
  %1504 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, 0
  %1505 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, 1
  %1506 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1504, 0
  %1507 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1506, ptr %1505, 1
  %1508 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1507, i64 4, 2
  %1509 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1508, i64 1, 3, 0
  %1510 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1509, i64 256, 4, 0
  %1511 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1510, i64 4, 3, 1
  %1512 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1511, i64 64, 4, 1
  %1513 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1512, i64 8, 3, 2
  %1514 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1513, i64 8, 4, 2
  %1515 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1514, i64 4, 3, 3
  %1516 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1515, i64 1, 4, 3
  %1517 = call ptr @malloc(i64 576)
  %1518 = ptrtoint ptr %1517 to i64
  %1519 = add i64 %1518, 63
  %1520 = urem i64 %1519, 64
  %1521 = sub i64 %1519, %1520
  %1522 = inttoptr i64 %1521 to ptr
  %1523 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1517, 0
  %1524 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1523, ptr %1522, 1
  %1525 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1524, i64 0, 2
  %1526 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1525, i64 1, 3, 0
  %1527 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1526, i64 4, 3, 1
  %1528 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1527, i64 8, 3, 2
  %1529 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1528, i64 4, 3, 3
  %1530 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1529, i64 128, 4, 0
  %1531 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1530, i64 32, 4, 1
  %1532 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1531, i64 4, 4, 2
  %1533 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1532, i64 1, 4, 3
  br label %1534

1534:                                             ; preds = %1574, %1490
  %1535 = phi i64 [ %1575, %1574 ], [ 0, %1490 ]
  %1536 = icmp slt i64 %1535, 1
  br i1 %1536, label %1537, label %1576

1537:                                             ; preds = %1534
  br label %1538

1538:                                             ; preds = %1572, %1537
  %1539 = phi i64 [ %1573, %1572 ], [ 0, %1537 ]
  %1540 = icmp slt i64 %1539, 4
  br i1 %1540, label %1541, label %1574

1541:                                             ; preds = %1538
  br label %1542

1542:                                             ; preds = %1570, %1541
  %1543 = phi i64 [ %1571, %1570 ], [ 0, %1541 ]
  %1544 = icmp slt i64 %1543, 8
  br i1 %1544, label %1545, label %1572

1545:                                             ; preds = %1542
  br label %1546

1546:                                             ; preds = %1549, %1545
  %1547 = phi i64 [ %1569, %1549 ], [ 0, %1545 ]
  %1548 = icmp slt i64 %1547, 4
  br i1 %1548, label %1549, label %1570

1549:                                             ; preds = %1546
  %1550 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1516, 1
  %1551 = getelementptr float, ptr %1550, i64 4
  %1552 = mul nuw nsw i64 %1535, 256
  %1553 = mul nuw nsw i64 %1539, 64
  %1554 = add nuw nsw i64 %1552, %1553
  %1555 = mul nuw nsw i64 %1543, 8
  %1556 = add nuw nsw i64 %1554, %1555
  %1557 = add nuw nsw i64 %1556, %1547
  %1558 = getelementptr inbounds nuw float, ptr %1551, i64 %1557
  %1559 = load float, ptr %1558, align 4
  %1560 = fneg float %1559
  %1561 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1533, 1
  %1562 = mul nuw nsw i64 %1535, 128
  %1563 = mul nuw nsw i64 %1539, 32
  %1564 = add nuw nsw i64 %1562, %1563
  %1565 = mul nuw nsw i64 %1543, 4
  %1566 = add nuw nsw i64 %1564, %1565
  %1567 = add nuw nsw i64 %1566, %1547
  %1568 = getelementptr inbounds nuw float, ptr %1561, i64 %1567
  store float %1560, ptr %1568, align 4
  %1569 = add i64 %1547, 1
  br label %1546

1570:                                             ; preds = %1546
  %1571 = add i64 %1543, 1
  br label %1542

1572:                                             ; preds = %1542
  %1573 = add i64 %1539, 1
  br label %1538

1574:                                             ; preds = %1538
  %1575 = add i64 %1535, 1
  br label %1534

1576:                                             ; preds = %1534
  %1577 = call ptr @malloc(i64 1088)
  %1578 = ptrtoint ptr %1577 to i64
  %1579 = add i64 %1578, 63
  %1580 = urem i64 %1579, 64
  %1581 = sub i64 %1579, %1580
  %1582 = inttoptr i64 %1581 to ptr
  %1583 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1577, 0
  %1584 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1583, ptr %1582, 1
  %1585 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1584, i64 0, 2
  %1586 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1585, i64 1, 3, 0
  %1587 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1586, i64 4, 3, 1
  %1588 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1587, i64 8, 3, 2
  %1589 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1588, i64 8, 3, 3
  %1590 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1589, i64 256, 4, 0
  %1591 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1590, i64 64, 4, 1
  %1592 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1591, i64 8, 4, 2
  %1593 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1592, i64 1, 4, 3
  %1594 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1593, 0
  %1595 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1593, 1
  %1596 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1594, 0
  %1597 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1596, ptr %1595, 1
  %1598 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1597, i64 0, 2
  %1599 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1598, i64 1, 3, 0
  %1600 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1599, i64 256, 4, 0
  %1601 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1600, i64 4, 3, 1
  %1602 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1601, i64 64, 4, 1
  %1603 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1602, i64 8, 3, 2
  %1604 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1603, i64 8, 4, 2
  %1605 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1604, i64 4, 3, 3
  %1606 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1605, i64 1, 4, 3
  br label %1607

1607:                                             ; preds = %1645, %1576
  %1608 = phi i64 [ %1646, %1645 ], [ 0, %1576 ]
  %1609 = icmp slt i64 %1608, 1
  br i1 %1609, label %1610, label %1647

1610:                                             ; preds = %1607
  br label %1611

1611:                                             ; preds = %1643, %1610
  %1612 = phi i64 [ %1644, %1643 ], [ 0, %1610 ]
  %1613 = icmp slt i64 %1612, 4
  br i1 %1613, label %1614, label %1645

1614:                                             ; preds = %1611
  br label %1615

1615:                                             ; preds = %1641, %1614
  %1616 = phi i64 [ %1642, %1641 ], [ 0, %1614 ]
  %1617 = icmp slt i64 %1616, 8
  br i1 %1617, label %1618, label %1643

1618:                                             ; preds = %1615
  br label %1619

1619:                                             ; preds = %1622, %1618
  %1620 = phi i64 [ %1640, %1622 ], [ 0, %1618 ]
  %1621 = icmp slt i64 %1620, 4
  br i1 %1621, label %1622, label %1641

1622:                                             ; preds = %1619
  %1623 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1533, 1
  %1624 = mul nuw nsw i64 %1608, 128
  %1625 = mul nuw nsw i64 %1612, 32
  %1626 = add nuw nsw i64 %1624, %1625
  %1627 = mul nuw nsw i64 %1616, 4
  %1628 = add nuw nsw i64 %1626, %1627
  %1629 = add nuw nsw i64 %1628, %1620
  %1630 = getelementptr inbounds nuw float, ptr %1623, i64 %1629
  %1631 = load float, ptr %1630, align 4
  %1632 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1606, 1
  %1633 = mul nuw nsw i64 %1608, 256
  %1634 = mul nuw nsw i64 %1612, 64
  %1635 = add nuw nsw i64 %1633, %1634
  %1636 = mul nuw nsw i64 %1616, 8
  %1637 = add nuw nsw i64 %1635, %1636
  %1638 = add nuw nsw i64 %1637, %1620
  %1639 = getelementptr inbounds nuw float, ptr %1632, i64 %1638
  store float %1631, ptr %1639, align 4
  %1640 = add i64 %1620, 1
  br label %1619

1641:                                             ; preds = %1619
  %1642 = add i64 %1616, 1
  br label %1615

1643:                                             ; preds = %1615
  %1644 = add i64 %1612, 1
  br label %1611

1645:                                             ; preds = %1611
  %1646 = add i64 %1608, 1
  br label %1607

1647:                                             ; preds = %1607
  %1648 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1593, 0
  %1649 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1593, 1
  %1650 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1648, 0
  %1651 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1650, ptr %1649, 1
  %1652 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1651, i64 4, 2
  %1653 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1652, i64 1, 3, 0
  %1654 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1653, i64 256, 4, 0
  %1655 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1654, i64 4, 3, 1
  %1656 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1655, i64 64, 4, 1
  %1657 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1656, i64 8, 3, 2
  %1658 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1657, i64 8, 4, 2
  %1659 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1658, i64 4, 3, 3
  %1660 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1659, i64 1, 4, 3
  br label %1661

1661:                                             ; preds = %1700, %1647
  %1662 = phi i64 [ %1701, %1700 ], [ 0, %1647 ]
  %1663 = icmp slt i64 %1662, 1
  br i1 %1663, label %1664, label %1702

1664:                                             ; preds = %1661
  br label %1665

1665:                                             ; preds = %1698, %1664
  %1666 = phi i64 [ %1699, %1698 ], [ 0, %1664 ]
  %1667 = icmp slt i64 %1666, 4
  br i1 %1667, label %1668, label %1700

1668:                                             ; preds = %1665
  br label %1669

1669:                                             ; preds = %1696, %1668
  %1670 = phi i64 [ %1697, %1696 ], [ 0, %1668 ]
  %1671 = icmp slt i64 %1670, 8
  br i1 %1671, label %1672, label %1698

1672:                                             ; preds = %1669
  br label %1673

1673:                                             ; preds = %1676, %1672
  %1674 = phi i64 [ %1695, %1676 ], [ 0, %1672 ]
  %1675 = icmp slt i64 %1674, 4
  br i1 %1675, label %1676, label %1696

1676:                                             ; preds = %1673
  %1677 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1503, 1
  %1678 = mul nuw nsw i64 %1662, 256
  %1679 = mul nuw nsw i64 %1666, 64
  %1680 = add nuw nsw i64 %1678, %1679
  %1681 = mul nuw nsw i64 %1670, 8
  %1682 = add nuw nsw i64 %1680, %1681
  %1683 = add nuw nsw i64 %1682, %1674
  %1684 = getelementptr inbounds nuw float, ptr %1677, i64 %1683
  %1685 = load float, ptr %1684, align 4
  %1686 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1660, 1
  %1687 = getelementptr float, ptr %1686, i64 4
  %1688 = mul nuw nsw i64 %1662, 256
  %1689 = mul nuw nsw i64 %1666, 64
  %1690 = add nuw nsw i64 %1688, %1689
  %1691 = mul nuw nsw i64 %1670, 8
  %1692 = add nuw nsw i64 %1690, %1691
  %1693 = add nuw nsw i64 %1692, %1674
  %1694 = getelementptr inbounds nuw float, ptr %1687, i64 %1693
  store float %1685, ptr %1694, align 4
  %1695 = add i64 %1674, 1
  br label %1673

1696:                                             ; preds = %1673
  %1697 = add i64 %1670, 1
  br label %1669

1698:                                             ; preds = %1669
  %1699 = add i64 %1666, 1
  br label %1665

1700:                                             ; preds = %1665
  %1701 = add i64 %1662, 1
  br label %1661

1702:                                             ; preds = %1661
  %1703 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1329, 0
  %1704 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1329, 1
  %1705 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1703, 0
  %1706 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1705, ptr %1704, 1
  %1707 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1706, i64 0, 2
  %1708 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1707, i64 1, 3, 0
  %1709 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1708, i64 128, 4, 0
  %1710 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1709, i64 2, 3, 1
  %1711 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1710, i64 64, 4, 1
  %1712 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1711, i64 8, 3, 2
  %1713 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1712, i64 8, 4, 2
  %1714 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1713, i64 4, 3, 3
  %1715 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1714, i64 1, 4, 3
  %1716 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1329, 0
  %1717 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1329, 1
  %1718 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1716, 0
  %1719 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1718, ptr %1717, 1
  %1720 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1719, i64 4, 2
  %1721 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1720, i64 1, 3, 0
  %1722 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1721, i64 128, 4, 0
  %1723 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1722, i64 2, 3, 1
  %1724 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1723, i64 64, 4, 1
  %1725 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1724, i64 8, 3, 2
  %1726 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1725, i64 8, 4, 2
  %1727 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1726, i64 4, 3, 3
  %1728 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1727, i64 1, 4, 3
  %1729 = call ptr @malloc(i64 320)
  %1730 = ptrtoint ptr %1729 to i64
  %1731 = add i64 %1730, 63
  %1732 = urem i64 %1731, 64
  %1733 = sub i64 %1731, %1732
  %1734 = inttoptr i64 %1733 to ptr
  %1735 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1729, 0
  %1736 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1735, ptr %1734, 1
  %1737 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1736, i64 0, 2
  %1738 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1737, i64 1, 3, 0
  %1739 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1738, i64 2, 3, 1
  %1740 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1739, i64 8, 3, 2
  %1741 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1740, i64 4, 3, 3
  %1742 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1741, i64 64, 4, 0
  %1743 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1742, i64 32, 4, 1
  %1744 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1743, i64 4, 4, 2
  %1745 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1744, i64 1, 4, 3
  br label %1746

1746:                                             ; preds = %1786, %1702
  %1747 = phi i64 [ %1787, %1786 ], [ 0, %1702 ]
  %1748 = icmp slt i64 %1747, 1
  br i1 %1748, label %1749, label %1788

1749:                                             ; preds = %1746
  br label %1750

1750:                                             ; preds = %1784, %1749
  %1751 = phi i64 [ %1785, %1784 ], [ 0, %1749 ]
  %1752 = icmp slt i64 %1751, 2
  br i1 %1752, label %1753, label %1786

1753:                                             ; preds = %1750
  br label %1754

1754:                                             ; preds = %1782, %1753
  %1755 = phi i64 [ %1783, %1782 ], [ 0, %1753 ]
  %1756 = icmp slt i64 %1755, 8
  br i1 %1756, label %1757, label %1784

1757:                                             ; preds = %1754
  br label %1758

1758:                                             ; preds = %1761, %1757
  %1759 = phi i64 [ %1781, %1761 ], [ 0, %1757 ]
  %1760 = icmp slt i64 %1759, 4
  br i1 %1760, label %1761, label %1782

1761:                                             ; preds = %1758
  %1762 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1728, 1
  %1763 = getelementptr float, ptr %1762, i64 4
  %1764 = mul nuw nsw i64 %1747, 128
  %1765 = mul nuw nsw i64 %1751, 64
  %1766 = add nuw nsw i64 %1764, %1765
  %1767 = mul nuw nsw i64 %1755, 8
  %1768 = add nuw nsw i64 %1766, %1767
  %1769 = add nuw nsw i64 %1768, %1759
  %1770 = getelementptr inbounds nuw float, ptr %1763, i64 %1769
  %1771 = load float, ptr %1770, align 4
  %1772 = fneg float %1771
  %1773 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1745, 1
  %1774 = mul nuw nsw i64 %1747, 64
  %1775 = mul nuw nsw i64 %1751, 32
  %1776 = add nuw nsw i64 %1774, %1775
  %1777 = mul nuw nsw i64 %1755, 4
  %1778 = add nuw nsw i64 %1776, %1777
  %1779 = add nuw nsw i64 %1778, %1759
  %1780 = getelementptr inbounds nuw float, ptr %1773, i64 %1779
  store float %1772, ptr %1780, align 4
  %1781 = add i64 %1759, 1
  br label %1758

1782:                                             ; preds = %1758
  %1783 = add i64 %1755, 1
  br label %1754

1784:                                             ; preds = %1754
  %1785 = add i64 %1751, 1
  br label %1750

1786:                                             ; preds = %1750
  %1787 = add i64 %1747, 1
  br label %1746

1788:                                             ; preds = %1746
  %1789 = call ptr @malloc(i64 576)
  %1790 = ptrtoint ptr %1789 to i64
  %1791 = add i64 %1790, 63
  %1792 = urem i64 %1791, 64
  %1793 = sub i64 %1791, %1792
  %1794 = inttoptr i64 %1793 to ptr
  %1795 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1789, 0
  %1796 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1795, ptr %1794, 1
  %1797 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1796, i64 0, 2
  %1798 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1797, i64 1, 3, 0
  %1799 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1798, i64 2, 3, 1
  %1800 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1799, i64 8, 3, 2
  %1801 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1800, i64 8, 3, 3
  %1802 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1801, i64 128, 4, 0
  %1803 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1802, i64 64, 4, 1
  %1804 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1803, i64 8, 4, 2
  %1805 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1804, i64 1, 4, 3
  %1806 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1805, 0
  %1807 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1805, 1
  %1808 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1806, 0
  %1809 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1808, ptr %1807, 1
  %1810 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1809, i64 0, 2
  %1811 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1810, i64 1, 3, 0
  %1812 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1811, i64 128, 4, 0
  %1813 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1812, i64 2, 3, 1
  %1814 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1813, i64 64, 4, 1
  %1815 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1814, i64 8, 3, 2
  %1816 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1815, i64 8, 4, 2
  %1817 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1816, i64 4, 3, 3
  %1818 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1817, i64 1, 4, 3
  br label %1819

1819:                                             ; preds = %1857, %1788
  %1820 = phi i64 [ %1858, %1857 ], [ 0, %1788 ]
  %1821 = icmp slt i64 %1820, 1
  br i1 %1821, label %1822, label %1859

1822:                                             ; preds = %1819
  br label %1823

1823:                                             ; preds = %1855, %1822
  %1824 = phi i64 [ %1856, %1855 ], [ 0, %1822 ]
  %1825 = icmp slt i64 %1824, 2
  br i1 %1825, label %1826, label %1857

1826:                                             ; preds = %1823
  br label %1827

1827:                                             ; preds = %1853, %1826
  %1828 = phi i64 [ %1854, %1853 ], [ 0, %1826 ]
  %1829 = icmp slt i64 %1828, 8
  br i1 %1829, label %1830, label %1855

1830:                                             ; preds = %1827
  br label %1831

1831:                                             ; preds = %1834, %1830
  %1832 = phi i64 [ %1852, %1834 ], [ 0, %1830 ]
  %1833 = icmp slt i64 %1832, 4
  br i1 %1833, label %1834, label %1853

1834:                                             ; preds = %1831
  %1835 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1745, 1
  %1836 = mul nuw nsw i64 %1820, 64
  %1837 = mul nuw nsw i64 %1824, 32
  %1838 = add nuw nsw i64 %1836, %1837
  %1839 = mul nuw nsw i64 %1828, 4
  %1840 = add nuw nsw i64 %1838, %1839
  %1841 = add nuw nsw i64 %1840, %1832
  %1842 = getelementptr inbounds nuw float, ptr %1835, i64 %1841
  %1843 = load float, ptr %1842, align 4
  %1844 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1818, 1
  %1845 = mul nuw nsw i64 %1820, 128
  %1846 = mul nuw nsw i64 %1824, 64
  %1847 = add nuw nsw i64 %1845, %1846
  %1848 = mul nuw nsw i64 %1828, 8
  %1849 = add nuw nsw i64 %1847, %1848
  %1850 = add nuw nsw i64 %1849, %1832
  %1851 = getelementptr inbounds nuw float, ptr %1844, i64 %1850
  store float %1843, ptr %1851, align 4
  %1852 = add i64 %1832, 1
  br label %1831

1853:                                             ; preds = %1831
  %1854 = add i64 %1828, 1
  br label %1827

1855:                                             ; preds = %1827
  %1856 = add i64 %1824, 1
  br label %1823

1857:                                             ; preds = %1823
  %1858 = add i64 %1820, 1
  br label %1819

1859:                                             ; preds = %1819
  %1860 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1805, 0
  %1861 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1805, 1
  %1862 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1860, 0
  %1863 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1862, ptr %1861, 1
  %1864 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1863, i64 4, 2
  %1865 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1864, i64 1, 3, 0
  %1866 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1865, i64 128, 4, 0
  %1867 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1866, i64 2, 3, 1
  %1868 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1867, i64 64, 4, 1
  %1869 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1868, i64 8, 3, 2
  %1870 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1869, i64 8, 4, 2
  %1871 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1870, i64 4, 3, 3
  %1872 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1871, i64 1, 4, 3
  br label %1873

1873:                                             ; preds = %1912, %1859
  %1874 = phi i64 [ %1913, %1912 ], [ 0, %1859 ]
  %1875 = icmp slt i64 %1874, 1
  br i1 %1875, label %1876, label %1914

1876:                                             ; preds = %1873
  br label %1877

1877:                                             ; preds = %1910, %1876
  %1878 = phi i64 [ %1911, %1910 ], [ 0, %1876 ]
  %1879 = icmp slt i64 %1878, 2
  br i1 %1879, label %1880, label %1912

1880:                                             ; preds = %1877
  br label %1881

1881:                                             ; preds = %1908, %1880
  %1882 = phi i64 [ %1909, %1908 ], [ 0, %1880 ]
  %1883 = icmp slt i64 %1882, 8
  br i1 %1883, label %1884, label %1910

1884:                                             ; preds = %1881
  br label %1885

1885:                                             ; preds = %1888, %1884
  %1886 = phi i64 [ %1907, %1888 ], [ 0, %1884 ]
  %1887 = icmp slt i64 %1886, 4
  br i1 %1887, label %1888, label %1908

1888:                                             ; preds = %1885
  %1889 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1715, 1
  %1890 = mul nuw nsw i64 %1874, 128
  %1891 = mul nuw nsw i64 %1878, 64
  %1892 = add nuw nsw i64 %1890, %1891
  %1893 = mul nuw nsw i64 %1882, 8
  %1894 = add nuw nsw i64 %1892, %1893
  %1895 = add nuw nsw i64 %1894, %1886
  %1896 = getelementptr inbounds nuw float, ptr %1889, i64 %1895
  %1897 = load float, ptr %1896, align 4
  %1898 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1872, 1
  %1899 = getelementptr float, ptr %1898, i64 4
  %1900 = mul nuw nsw i64 %1874, 128
  %1901 = mul nuw nsw i64 %1878, 64
  %1902 = add nuw nsw i64 %1900, %1901
  %1903 = mul nuw nsw i64 %1882, 8
  %1904 = add nuw nsw i64 %1902, %1903
  %1905 = add nuw nsw i64 %1904, %1886
  %1906 = getelementptr inbounds nuw float, ptr %1899, i64 %1905
  store float %1897, ptr %1906, align 4
  %1907 = add i64 %1886, 1
  br label %1885

1908:                                             ; preds = %1885
  %1909 = add i64 %1882, 1
  br label %1881

1910:                                             ; preds = %1881
  %1911 = add i64 %1878, 1
  br label %1877

1912:                                             ; preds = %1877
  %1913 = add i64 %1874, 1
  br label %1873

1914:                                             ; preds = %1873
  %1915 = call ptr @malloc(i64 1088)
  %1916 = ptrtoint ptr %1915 to i64
  %1917 = add i64 %1916, 63
  %1918 = urem i64 %1917, 64
  %1919 = sub i64 %1917, %1918
  %1920 = inttoptr i64 %1919 to ptr
  %1921 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %1915, 0
  %1922 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1921, ptr %1920, 1
  %1923 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1922, i64 0, 2
  %1924 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1923, i64 1, 3, 0
  %1925 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1924, i64 2, 3, 1
  %1926 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1925, i64 2, 3, 2
  %1927 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1926, i64 8, 3, 3
  %1928 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1927, i64 8, 3, 4
  %1929 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1928, i64 256, 4, 0
  %1930 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1929, i64 128, 4, 1
  %1931 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1930, i64 64, 4, 2
  %1932 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1931, i64 8, 4, 3
  %1933 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1932, i64 1, 4, 4
  br label %1934

1934:                                             ; preds = %1980, %1914
  %1935 = phi i64 [ %1981, %1980 ], [ 0, %1914 ]
  %1936 = icmp slt i64 %1935, 1
  br i1 %1936, label %1937, label %1982

1937:                                             ; preds = %1934
  br label %1938

1938:                                             ; preds = %1978, %1937
  %1939 = phi i64 [ %1979, %1978 ], [ 0, %1937 ]
  %1940 = icmp slt i64 %1939, 2
  br i1 %1940, label %1941, label %1980

1941:                                             ; preds = %1938
  br label %1942

1942:                                             ; preds = %1976, %1941
  %1943 = phi i64 [ %1977, %1976 ], [ 0, %1941 ]
  %1944 = icmp slt i64 %1943, 2
  br i1 %1944, label %1945, label %1978

1945:                                             ; preds = %1942
  br label %1946

1946:                                             ; preds = %1974, %1945
  %1947 = phi i64 [ %1975, %1974 ], [ 0, %1945 ]
  %1948 = icmp slt i64 %1947, 8
  br i1 %1948, label %1949, label %1976

1949:                                             ; preds = %1946
  br label %1950

1950:                                             ; preds = %1953, %1949
  %1951 = phi i64 [ %1973, %1953 ], [ 0, %1949 ]
  %1952 = icmp slt i64 %1951, 8
  br i1 %1952, label %1953, label %1974

1953:                                             ; preds = %1950
  %1954 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1387, 1
  %1955 = mul nuw nsw i64 %1935, 128
  %1956 = mul nuw nsw i64 %1947, 16
  %1957 = add nuw nsw i64 %1955, %1956
  %1958 = mul nuw nsw i64 %1939, 8
  %1959 = add nuw nsw i64 %1957, %1958
  %1960 = add nuw nsw i64 %1959, %1951
  %1961 = getelementptr inbounds nuw float, ptr %1954, i64 %1960
  %1962 = load float, ptr %1961, align 4
  %1963 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1933, 1
  %1964 = mul nuw nsw i64 %1935, 256
  %1965 = mul nuw nsw i64 %1939, 128
  %1966 = add nuw nsw i64 %1964, %1965
  %1967 = mul nuw nsw i64 %1943, 64
  %1968 = add nuw nsw i64 %1966, %1967
  %1969 = mul nuw nsw i64 %1947, 8
  %1970 = add nuw nsw i64 %1968, %1969
  %1971 = add nuw nsw i64 %1970, %1951
  %1972 = getelementptr inbounds nuw float, ptr %1963, i64 %1971
  store float %1962, ptr %1972, align 4
  %1973 = add i64 %1951, 1
  br label %1950

1974:                                             ; preds = %1950
  %1975 = add i64 %1947, 1
  br label %1946

1976:                                             ; preds = %1946
  %1977 = add i64 %1943, 1
  br label %1942

1978:                                             ; preds = %1942
  %1979 = add i64 %1939, 1
  br label %1938

1980:                                             ; preds = %1938
  %1981 = add i64 %1935, 1
  br label %1934

1982:                                             ; preds = %1934
  %1983 = call ptr @malloc(i64 1088)
  %1984 = ptrtoint ptr %1983 to i64
  %1985 = add i64 %1984, 63
  %1986 = urem i64 %1985, 64
  %1987 = sub i64 %1985, %1986
  %1988 = inttoptr i64 %1987 to ptr
  %1989 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %1983, 0
  %1990 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1989, ptr %1988, 1
  %1991 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1990, i64 0, 2
  %1992 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1991, i64 1, 3, 0
  %1993 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1992, i64 2, 3, 1
  %1994 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1993, i64 2, 3, 2
  %1995 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1994, i64 8, 3, 3
  %1996 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1995, i64 8, 3, 4
  %1997 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1996, i64 256, 4, 0
  %1998 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1997, i64 128, 4, 1
  %1999 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1998, i64 64, 4, 2
  %2000 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1999, i64 8, 4, 3
  %2001 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2000, i64 1, 4, 4
  br label %2002

2002:                                             ; preds = %2076, %1982
  %2003 = phi i64 [ %2077, %2076 ], [ 0, %1982 ]
  %2004 = icmp slt i64 %2003, 1
  br i1 %2004, label %2005, label %2078

2005:                                             ; preds = %2002
  br label %2006

2006:                                             ; preds = %2074, %2005
  %2007 = phi i64 [ %2075, %2074 ], [ 0, %2005 ]
  %2008 = icmp slt i64 %2007, 2
  br i1 %2008, label %2009, label %2076

2009:                                             ; preds = %2006
  br label %2010

2010:                                             ; preds = %2072, %2009
  %2011 = phi i64 [ %2073, %2072 ], [ 0, %2009 ]
  %2012 = icmp slt i64 %2011, 2
  br i1 %2012, label %2013, label %2074

2013:                                             ; preds = %2010
  br label %2014

2014:                                             ; preds = %2070, %2013
  %2015 = phi i64 [ %2071, %2070 ], [ 0, %2013 ]
  %2016 = icmp slt i64 %2015, 8
  br i1 %2016, label %2017, label %2072

2017:                                             ; preds = %2014
  br label %2018

2018:                                             ; preds = %2021, %2017
  %2019 = phi i64 [ %2069, %2021 ], [ 0, %2017 ]
  %2020 = icmp slt i64 %2019, 8
  br i1 %2020, label %2021, label %2070

2021:                                             ; preds = %2018
  %2022 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1329, 1
  %2023 = mul nuw nsw i64 %2003, 128
  %2024 = mul nuw nsw i64 %2007, 64
  %2025 = add nuw nsw i64 %2023, %2024
  %2026 = mul nuw nsw i64 %2019, 8
  %2027 = add nuw nsw i64 %2025, %2026
  %2028 = add nuw nsw i64 %2027, %2015
  %2029 = getelementptr inbounds nuw float, ptr %2022, i64 %2028
  %2030 = load float, ptr %2029, align 4
  %2031 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %679, 1
  %2032 = mul nuw nsw i64 %2003, 64
  %2033 = add nuw nsw i64 %2032, 0
  %2034 = mul nuw nsw i64 %2019, 8
  %2035 = add nuw nsw i64 %2033, %2034
  %2036 = add nuw nsw i64 %2035, %2015
  %2037 = getelementptr inbounds nuw float, ptr %2031, i64 %2036
  %2038 = load float, ptr %2037, align 4
  %2039 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1805, 1
  %2040 = mul nuw nsw i64 %2003, 128
  %2041 = mul nuw nsw i64 %2007, 64
  %2042 = add nuw nsw i64 %2040, %2041
  %2043 = mul nuw nsw i64 %2019, 8
  %2044 = add nuw nsw i64 %2042, %2043
  %2045 = add nuw nsw i64 %2044, %2015
  %2046 = getelementptr inbounds nuw float, ptr %2039, i64 %2045
  %2047 = load float, ptr %2046, align 4
  %2048 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %738, 1
  %2049 = mul nuw nsw i64 %2003, 64
  %2050 = add nuw nsw i64 %2049, 0
  %2051 = mul nuw nsw i64 %2019, 8
  %2052 = add nuw nsw i64 %2050, %2051
  %2053 = add nuw nsw i64 %2052, %2015
  %2054 = getelementptr inbounds nuw float, ptr %2048, i64 %2053
  %2055 = load float, ptr %2054, align 4
  %2056 = fmul float %2047, %2055
  %2057 = fmul float %2030, %2038
  %2058 = fadd float %2057, %2056
  %2059 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2001, 1
  %2060 = mul nuw nsw i64 %2003, 256
  %2061 = mul nuw nsw i64 %2007, 128
  %2062 = add nuw nsw i64 %2060, %2061
  %2063 = mul nuw nsw i64 %2011, 64
  %2064 = add nuw nsw i64 %2062, %2063
  %2065 = mul nuw nsw i64 %2015, 8
  %2066 = add nuw nsw i64 %2064, %2065
  %2067 = add nuw nsw i64 %2066, %2019
  %2068 = getelementptr inbounds nuw float, ptr %2059, i64 %2067
  store float %2058, ptr %2068, align 4
  %2069 = add i64 %2019, 1
  br label %2018

2070:                                             ; preds = %2018
  %2071 = add i64 %2015, 1
  br label %2014

2072:                                             ; preds = %2014
  %2073 = add i64 %2011, 1
  br label %2010

2074:                                             ; preds = %2010
  %2075 = add i64 %2007, 1
  br label %2006

2076:                                             ; preds = %2006
  %2077 = add i64 %2003, 1
  br label %2002

2078:                                             ; preds = %2002
  %2079 = call ptr @malloc(i64 1088)
  %2080 = ptrtoint ptr %2079 to i64
  %2081 = add i64 %2080, 63
  %2082 = urem i64 %2081, 64
  %2083 = sub i64 %2081, %2082
  %2084 = inttoptr i64 %2083 to ptr
  %2085 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2079, 0
  %2086 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2085, ptr %2084, 1
  %2087 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2086, i64 0, 2
  %2088 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2087, i64 4, 3, 0
  %2089 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2088, i64 8, 3, 1
  %2090 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2089, i64 8, 3, 2
  %2091 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2090, i64 64, 4, 0
  %2092 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2091, i64 8, 4, 1
  %2093 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2092, i64 1, 4, 2
  br label %2094

2094:                                             ; preds = %2115, %2078
  %2095 = phi i64 [ %2116, %2115 ], [ 0, %2078 ]
  %2096 = icmp slt i64 %2095, 4
  br i1 %2096, label %2097, label %2117

2097:                                             ; preds = %2094
  br label %2098

2098:                                             ; preds = %2113, %2097
  %2099 = phi i64 [ %2114, %2113 ], [ 0, %2097 ]
  %2100 = icmp slt i64 %2099, 8
  br i1 %2100, label %2101, label %2115

2101:                                             ; preds = %2098
  br label %2102

2102:                                             ; preds = %2105, %2101
  %2103 = phi i64 [ %2112, %2105 ], [ 0, %2101 ]
  %2104 = icmp slt i64 %2103, 8
  br i1 %2104, label %2105, label %2113

2105:                                             ; preds = %2102
  %2106 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2093, 1
  %2107 = mul nuw nsw i64 %2095, 64
  %2108 = mul nuw nsw i64 %2099, 8
  %2109 = add nuw nsw i64 %2107, %2108
  %2110 = add nuw nsw i64 %2109, %2103
  %2111 = getelementptr inbounds nuw float, ptr %2106, i64 %2110
  store float 0.000000e+00, ptr %2111, align 4
  %2112 = add i64 %2103, 1
  br label %2102

2113:                                             ; preds = %2102
  %2114 = add i64 %2099, 1
  br label %2098

2115:                                             ; preds = %2098
  %2116 = add i64 %2095, 1
  br label %2094

2117:                                             ; preds = %2094
  %2118 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2001, 0
  %2119 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2001, 1
  %2120 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2118, 0
  %2121 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2120, ptr %2119, 1
  %2122 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2121, i64 0, 2
  %2123 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2122, i64 1, 3, 0
  %2124 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2123, i64 256, 4, 0
  %2125 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2124, i64 4, 3, 1
  %2126 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2125, i64 64, 4, 1
  %2127 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2126, i64 8, 3, 2
  %2128 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2127, i64 8, 4, 2
  %2129 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2128, i64 8, 3, 3
  %2130 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2129, i64 1, 4, 3
  %2131 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2093, 0
  %2132 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2093, 1
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
  %2144 = call ptr @malloc(i64 1088)
  %2145 = ptrtoint ptr %2144 to i64
  %2146 = add i64 %2145, 63
  %2147 = urem i64 %2146, 64
  %2148 = sub i64 %2146, %2147
  %2149 = inttoptr i64 %2148 to ptr
  %2150 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2144, 0
  %2151 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2150, ptr %2149, 1
  %2152 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2151, i64 0, 2
  %2153 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2152, i64 1, 3, 0
  %2154 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2153, i64 4, 3, 1
  %2155 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2154, i64 8, 3, 2
  %2156 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2155, i64 8, 3, 3
  %2157 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2156, i64 256, 4, 0
  %2158 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2157, i64 64, 4, 1
  %2159 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2158, i64 8, 4, 2
  %2160 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2159, i64 1, 4, 3
  br label %2161

2161:                                             ; preds = %2199, %2117
  %2162 = phi i64 [ %2200, %2199 ], [ 0, %2117 ]
  %2163 = icmp slt i64 %2162, 1
  br i1 %2163, label %2164, label %2201

2164:                                             ; preds = %2161
  br label %2165

2165:                                             ; preds = %2197, %2164
  %2166 = phi i64 [ %2198, %2197 ], [ 0, %2164 ]
  %2167 = icmp slt i64 %2166, 4
  br i1 %2167, label %2168, label %2199

2168:                                             ; preds = %2165
  br label %2169

2169:                                             ; preds = %2195, %2168
  %2170 = phi i64 [ %2196, %2195 ], [ 0, %2168 ]
  %2171 = icmp slt i64 %2170, 8
  br i1 %2171, label %2172, label %2197

2172:                                             ; preds = %2169
  br label %2173

2173:                                             ; preds = %2176, %2172
  %2174 = phi i64 [ %2194, %2176 ], [ 0, %2172 ]
  %2175 = icmp slt i64 %2174, 8
  br i1 %2175, label %2176, label %2195

2176:                                             ; preds = %2173
  %2177 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2143, 1
  %2178 = mul nuw nsw i64 %2162, 256
  %2179 = mul nuw nsw i64 %2166, 64
  %2180 = add nuw nsw i64 %2178, %2179
  %2181 = mul nuw nsw i64 %2170, 8
  %2182 = add nuw nsw i64 %2180, %2181
  %2183 = add nuw nsw i64 %2182, %2174
  %2184 = getelementptr inbounds nuw float, ptr %2177, i64 %2183
  %2185 = load float, ptr %2184, align 4
  %2186 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2160, 1
  %2187 = mul nuw nsw i64 %2162, 256
  %2188 = mul nuw nsw i64 %2166, 64
  %2189 = add nuw nsw i64 %2187, %2188
  %2190 = mul nuw nsw i64 %2170, 8
  %2191 = add nuw nsw i64 %2189, %2190
  %2192 = add nuw nsw i64 %2191, %2174
  %2193 = getelementptr inbounds nuw float, ptr %2186, i64 %2192
  store float %2185, ptr %2193, align 4
  %2194 = add i64 %2174, 1
  br label %2173

2195:                                             ; preds = %2173
  %2196 = add i64 %2170, 1
  br label %2169

2197:                                             ; preds = %2169
  %2198 = add i64 %2166, 1
  br label %2165

2199:                                             ; preds = %2165
  %2200 = add i64 %2162, 1
  br label %2161

2201:                                             ; preds = %2161
  br label %2202

2202:                                             ; preds = %2294, %2201
  %2203 = phi i64 [ %2295, %2294 ], [ 0, %2201 ]
  %2204 = icmp slt i64 %2203, 1
  br i1 %2204, label %2205, label %2296

2205:                                             ; preds = %2202
  br label %2206

2206:                                             ; preds = %2292, %2205
  %2207 = phi i64 [ %2293, %2292 ], [ 0, %2205 ]
  %2208 = icmp slt i64 %2207, 4
  br i1 %2208, label %2209, label %2294

2209:                                             ; preds = %2206
  br label %2210

2210:                                             ; preds = %2290, %2209
  %2211 = phi i64 [ %2291, %2290 ], [ 0, %2209 ]
  %2212 = icmp slt i64 %2211, 8
  br i1 %2212, label %2213, label %2292

2213:                                             ; preds = %2210
  br label %2214

2214:                                             ; preds = %2288, %2213
  %2215 = phi i64 [ %2289, %2288 ], [ 0, %2213 ]
  %2216 = icmp slt i64 %2215, 8
  br i1 %2216, label %2217, label %2290

2217:                                             ; preds = %2214
  br label %2218

2218:                                             ; preds = %2221, %2217
  %2219 = phi i64 [ %2287, %2221 ], [ 0, %2217 ]
  %2220 = icmp slt i64 %2219, 8
  br i1 %2220, label %2221, label %2288

2221:                                             ; preds = %2218
  %2222 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, 1
  %2223 = mul nuw nsw i64 %2203, 256
  %2224 = mul nuw nsw i64 %2207, 64
  %2225 = add nuw nsw i64 %2223, %2224
  %2226 = mul nuw nsw i64 %2211, 8
  %2227 = add nuw nsw i64 %2225, %2226
  %2228 = add nuw nsw i64 %2227, %2219
  %2229 = getelementptr inbounds nuw float, ptr %2222, i64 %2228
  %2230 = load float, ptr %2229, align 4
  %2231 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %679, 1
  %2232 = mul nuw nsw i64 %2203, 64
  %2233 = add nuw nsw i64 %2232, 0
  %2234 = mul nuw nsw i64 %2211, 8
  %2235 = add nuw nsw i64 %2233, %2234
  %2236 = add nuw nsw i64 %2235, %2219
  %2237 = getelementptr inbounds nuw float, ptr %2231, i64 %2236
  %2238 = load float, ptr %2237, align 4
  %2239 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1593, 1
  %2240 = mul nuw nsw i64 %2203, 256
  %2241 = mul nuw nsw i64 %2207, 64
  %2242 = add nuw nsw i64 %2240, %2241
  %2243 = mul nuw nsw i64 %2211, 8
  %2244 = add nuw nsw i64 %2242, %2243
  %2245 = add nuw nsw i64 %2244, %2219
  %2246 = getelementptr inbounds nuw float, ptr %2239, i64 %2245
  %2247 = load float, ptr %2246, align 4
  %2248 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %738, 1
  %2249 = mul nuw nsw i64 %2203, 64
  %2250 = add nuw nsw i64 %2249, 0
  %2251 = mul nuw nsw i64 %2211, 8
  %2252 = add nuw nsw i64 %2250, %2251
  %2253 = add nuw nsw i64 %2252, %2219
  %2254 = getelementptr inbounds nuw float, ptr %2248, i64 %2253
  %2255 = load float, ptr %2254, align 4
  %2256 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2130, 1
  %2257 = mul nuw nsw i64 %2203, 256
  %2258 = mul nuw nsw i64 %2207, 64
  %2259 = add nuw nsw i64 %2257, %2258
  %2260 = mul nuw nsw i64 %2219, 8
  %2261 = add nuw nsw i64 %2259, %2260
  %2262 = add nuw nsw i64 %2261, %2215
  %2263 = getelementptr inbounds nuw float, ptr %2256, i64 %2262
  %2264 = load float, ptr %2263, align 4
  %2265 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2160, 1
  %2266 = mul nuw nsw i64 %2203, 256
  %2267 = mul nuw nsw i64 %2207, 64
  %2268 = add nuw nsw i64 %2266, %2267
  %2269 = mul nuw nsw i64 %2211, 8
  %2270 = add nuw nsw i64 %2268, %2269
  %2271 = add nuw nsw i64 %2270, %2215
  %2272 = getelementptr inbounds nuw float, ptr %2265, i64 %2271
  %2273 = load float, ptr %2272, align 4
  %2274 = fmul float %2247, %2255
  %2275 = fmul float %2230, %2238
  %2276 = fadd float %2275, %2274
  %2277 = fmul float %2276, %2264
  %2278 = fadd float %2273, %2277
  %2279 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2160, 1
  %2280 = mul nuw nsw i64 %2203, 256
  %2281 = mul nuw nsw i64 %2207, 64
  %2282 = add nuw nsw i64 %2280, %2281
  %2283 = mul nuw nsw i64 %2211, 8
  %2284 = add nuw nsw i64 %2282, %2283
  %2285 = add nuw nsw i64 %2284, %2215
  %2286 = getelementptr inbounds nuw float, ptr %2279, i64 %2285
  store float %2278, ptr %2286, align 4
  %2287 = add i64 %2219, 1
  br label %2218

2288:                                             ; preds = %2218
  %2289 = add i64 %2215, 1
  br label %2214

2290:                                             ; preds = %2214
  %2291 = add i64 %2211, 1
  br label %2210

2292:                                             ; preds = %2210
  %2293 = add i64 %2207, 1
  br label %2206

2294:                                             ; preds = %2206
  %2295 = add i64 %2203, 1
  br label %2202

2296:                                             ; preds = %2202
  br label %2297

2297:                                             ; preds = %2345, %2296
  %2298 = phi i64 [ %2346, %2345 ], [ 0, %2296 ]
  %2299 = icmp slt i64 %2298, 1
  br i1 %2299, label %2300, label %2347

2300:                                             ; preds = %2297
  br label %2301

2301:                                             ; preds = %2343, %2300
  %2302 = phi i64 [ %2344, %2343 ], [ 0, %2300 ]
  %2303 = icmp slt i64 %2302, 4
  br i1 %2303, label %2304, label %2345

2304:                                             ; preds = %2301
  br label %2305

2305:                                             ; preds = %2341, %2304
  %2306 = phi i64 [ %2342, %2341 ], [ 0, %2304 ]
  %2307 = icmp slt i64 %2306, 8
  br i1 %2307, label %2308, label %2343

2308:                                             ; preds = %2305
  br label %2309

2309:                                             ; preds = %2312, %2308
  %2310 = phi i64 [ %2340, %2312 ], [ 0, %2308 ]
  %2311 = icmp slt i64 %2310, 8
  br i1 %2311, label %2312, label %2341

2312:                                             ; preds = %2309
  %2313 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2160, 1
  %2314 = mul nuw nsw i64 %2298, 256
  %2315 = mul nuw nsw i64 %2302, 64
  %2316 = add nuw nsw i64 %2314, %2315
  %2317 = mul nuw nsw i64 %2306, 8
  %2318 = add nuw nsw i64 %2316, %2317
  %2319 = add nuw nsw i64 %2318, %2310
  %2320 = getelementptr inbounds nuw float, ptr %2313, i64 %2319
  %2321 = load float, ptr %2320, align 4
  %2322 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %407, 1
  %2323 = mul nuw nsw i64 %2298, 64
  %2324 = add nuw nsw i64 %2323, 0
  %2325 = mul nuw nsw i64 %2306, 8
  %2326 = add nuw nsw i64 %2324, %2325
  %2327 = add nuw nsw i64 %2326, %2310
  %2328 = getelementptr inbounds nuw float, ptr %2322, i64 %2327
  %2329 = load float, ptr %2328, align 4
  %2330 = fmul float %2321, f0x3EB504F3
  %2331 = fadd float %2330, %2329
  %2332 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, 1
  %2333 = mul nuw nsw i64 %2298, 256
  %2334 = mul nuw nsw i64 %2302, 64
  %2335 = add nuw nsw i64 %2333, %2334
  %2336 = mul nuw nsw i64 %2306, 8
  %2337 = add nuw nsw i64 %2335, %2336
  %2338 = add nuw nsw i64 %2337, %2310
  %2339 = getelementptr inbounds nuw float, ptr %2332, i64 %2338
  store float %2331, ptr %2339, align 4
  %2340 = add i64 %2310, 1
  br label %2309

2341:                                             ; preds = %2309
  %2342 = add i64 %2306, 1
  br label %2305

2343:                                             ; preds = %2305
  %2344 = add i64 %2302, 1
  br label %2301

2345:                                             ; preds = %2301
  %2346 = add i64 %2298, 1
  br label %2297

2347:                                             ; preds = %2297
  %2348 = call ptr @malloc(i64 192)
  %2349 = ptrtoint ptr %2348 to i64
  %2350 = add i64 %2349, 63
  %2351 = urem i64 %2350, 64
  %2352 = sub i64 %2350, %2351
  %2353 = inttoptr i64 %2352 to ptr
  %2354 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2348, 0
  %2355 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2354, ptr %2353, 1
  %2356 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2355, i64 0, 2
  %2357 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2356, i64 1, 3, 0
  %2358 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2357, i64 4, 3, 1
  %2359 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2358, i64 8, 3, 2
  %2360 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2359, i64 32, 4, 0
  %2361 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2360, i64 8, 4, 1
  %2362 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2361, i64 1, 4, 2
  br label %2363

2363:                                             ; preds = %2384, %2347
  %2364 = phi i64 [ %2385, %2384 ], [ 0, %2347 ]
  %2365 = icmp slt i64 %2364, 1
  br i1 %2365, label %2366, label %2386

2366:                                             ; preds = %2363
  br label %2367

2367:                                             ; preds = %2382, %2366
  %2368 = phi i64 [ %2383, %2382 ], [ 0, %2366 ]
  %2369 = icmp slt i64 %2368, 4
  br i1 %2369, label %2370, label %2384

2370:                                             ; preds = %2367
  br label %2371

2371:                                             ; preds = %2374, %2370
  %2372 = phi i64 [ %2381, %2374 ], [ 0, %2370 ]
  %2373 = icmp slt i64 %2372, 8
  br i1 %2373, label %2374, label %2382

2374:                                             ; preds = %2371
  %2375 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2362, 1
  %2376 = mul nuw nsw i64 %2364, 32
  %2377 = mul nuw nsw i64 %2368, 8
  %2378 = add nuw nsw i64 %2376, %2377
  %2379 = add nuw nsw i64 %2378, %2372
  %2380 = getelementptr inbounds nuw float, ptr %2375, i64 %2379
  store float -inf, ptr %2380, align 4
  %2381 = add i64 %2372, 1
  br label %2371

2382:                                             ; preds = %2371
  %2383 = add i64 %2368, 1
  br label %2367

2384:                                             ; preds = %2367
  %2385 = add i64 %2364, 1
  br label %2363

2386:                                             ; preds = %2363
  %2387 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, 0
  %2388 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, 1
  %2389 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %2387, 0
  %2390 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2389, ptr %2388, 1
  %2391 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2390, i64 0, 2
  %2392 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2391, i64 1, 3, 0
  %2393 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2392, i64 256, 4, 0
  %2394 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2393, i64 4, 3, 1
  %2395 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2394, i64 64, 4, 1
  %2396 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2395, i64 8, 3, 2
  %2397 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2396, i64 8, 4, 2
  %2398 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2397, i64 1, 3, 3
  %2399 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2398, i64 8, 4, 3
  %2400 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2399, i64 8, 3, 4
  %2401 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2400, i64 1, 4, 4
  %2402 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2362, 0
  %2403 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2362, 1
  %2404 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2402, 0
  %2405 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2404, ptr %2403, 1
  %2406 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2405, i64 0, 2
  %2407 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2406, i64 1, 3, 0
  %2408 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2407, i64 32, 4, 0
  %2409 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2408, i64 4, 3, 1
  %2410 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2409, i64 8, 4, 1
  %2411 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2410, i64 8, 3, 2
  %2412 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2411, i64 1, 4, 2
  %2413 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2412, i64 1, 3, 3
  %2414 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2413, i64 1, 4, 3
  %2415 = call ptr @malloc(i64 192)
  %2416 = ptrtoint ptr %2415 to i64
  %2417 = add i64 %2416, 63
  %2418 = urem i64 %2417, 64
  %2419 = sub i64 %2417, %2418
  %2420 = inttoptr i64 %2419 to ptr
  %2421 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2415, 0
  %2422 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2421, ptr %2420, 1
  %2423 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2422, i64 0, 2
  %2424 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2423, i64 1, 3, 0
  %2425 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2424, i64 4, 3, 1
  %2426 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2425, i64 8, 3, 2
  %2427 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2426, i64 1, 3, 3
  %2428 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2427, i64 32, 4, 0
  %2429 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2428, i64 8, 4, 1
  %2430 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2429, i64 1, 4, 2
  %2431 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2430, i64 1, 4, 3
  br label %2432

2432:                                             ; preds = %2468, %2386
  %2433 = phi i64 [ %2469, %2468 ], [ 0, %2386 ]
  %2434 = icmp slt i64 %2433, 1
  br i1 %2434, label %2435, label %2470

2435:                                             ; preds = %2432
  br label %2436

2436:                                             ; preds = %2466, %2435
  %2437 = phi i64 [ %2467, %2466 ], [ 0, %2435 ]
  %2438 = icmp slt i64 %2437, 4
  br i1 %2438, label %2439, label %2468

2439:                                             ; preds = %2436
  br label %2440

2440:                                             ; preds = %2464, %2439
  %2441 = phi i64 [ %2465, %2464 ], [ 0, %2439 ]
  %2442 = icmp slt i64 %2441, 8
  br i1 %2442, label %2443, label %2466

2443:                                             ; preds = %2440
  br label %2444

2444:                                             ; preds = %2447, %2443
  %2445 = phi i64 [ %2463, %2447 ], [ 0, %2443 ]
  %2446 = icmp slt i64 %2445, 1
  br i1 %2446, label %2447, label %2464

2447:                                             ; preds = %2444
  %2448 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2414, 1
  %2449 = mul nuw nsw i64 %2433, 32
  %2450 = mul nuw nsw i64 %2437, 8
  %2451 = add nuw nsw i64 %2449, %2450
  %2452 = add nuw nsw i64 %2451, %2441
  %2453 = add nuw nsw i64 %2452, %2445
  %2454 = getelementptr inbounds nuw float, ptr %2448, i64 %2453
  %2455 = load float, ptr %2454, align 4
  %2456 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2431, 1
  %2457 = mul nuw nsw i64 %2433, 32
  %2458 = mul nuw nsw i64 %2437, 8
  %2459 = add nuw nsw i64 %2457, %2458
  %2460 = add nuw nsw i64 %2459, %2441
  %2461 = add nuw nsw i64 %2460, %2445
  %2462 = getelementptr inbounds nuw float, ptr %2456, i64 %2461
  store float %2455, ptr %2462, align 4
  %2463 = add i64 %2445, 1
  br label %2444

2464:                                             ; preds = %2444
  %2465 = add i64 %2441, 1
  br label %2440

2466:                                             ; preds = %2440
  %2467 = add i64 %2437, 1
  br label %2436

2468:                                             ; preds = %2436
  %2469 = add i64 %2433, 1
  br label %2432

2470:                                             ; preds = %2432
  br label %2471

2471:                                             ; preds = %2525, %2470
  %2472 = phi i64 [ %2526, %2525 ], [ 0, %2470 ]
  %2473 = icmp slt i64 %2472, 1
  br i1 %2473, label %2474, label %2527

2474:                                             ; preds = %2471
  br label %2475

2475:                                             ; preds = %2523, %2474
  %2476 = phi i64 [ %2524, %2523 ], [ 0, %2474 ]
  %2477 = icmp slt i64 %2476, 4
  br i1 %2477, label %2478, label %2525

2478:                                             ; preds = %2475
  br label %2479

2479:                                             ; preds = %2521, %2478
  %2480 = phi i64 [ %2522, %2521 ], [ 0, %2478 ]
  %2481 = icmp slt i64 %2480, 8
  br i1 %2481, label %2482, label %2523

2482:                                             ; preds = %2479
  br label %2483

2483:                                             ; preds = %2519, %2482
  %2484 = phi i64 [ %2520, %2519 ], [ 0, %2482 ]
  %2485 = icmp slt i64 %2484, 1
  br i1 %2485, label %2486, label %2521

2486:                                             ; preds = %2483
  br label %2487

2487:                                             ; preds = %2490, %2486
  %2488 = phi i64 [ %2518, %2490 ], [ 0, %2486 ]
  %2489 = icmp slt i64 %2488, 8
  br i1 %2489, label %2490, label %2519

2490:                                             ; preds = %2487
  %2491 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2401, 1
  %2492 = mul nuw nsw i64 %2472, 256
  %2493 = mul nuw nsw i64 %2476, 64
  %2494 = add nuw nsw i64 %2492, %2493
  %2495 = mul nuw nsw i64 %2480, 8
  %2496 = add nuw nsw i64 %2494, %2495
  %2497 = mul nuw nsw i64 %2484, 8
  %2498 = add nuw nsw i64 %2496, %2497
  %2499 = add nuw nsw i64 %2498, %2488
  %2500 = getelementptr inbounds nuw float, ptr %2491, i64 %2499
  %2501 = load float, ptr %2500, align 4
  %2502 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2431, 1
  %2503 = mul nuw nsw i64 %2472, 32
  %2504 = mul nuw nsw i64 %2476, 8
  %2505 = add nuw nsw i64 %2503, %2504
  %2506 = add nuw nsw i64 %2505, %2480
  %2507 = add nuw nsw i64 %2506, %2484
  %2508 = getelementptr inbounds nuw float, ptr %2502, i64 %2507
  %2509 = load float, ptr %2508, align 4
  %2510 = call float @llvm.maximum.f32(float %2501, float %2509)
  %2511 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2431, 1
  %2512 = mul nuw nsw i64 %2472, 32
  %2513 = mul nuw nsw i64 %2476, 8
  %2514 = add nuw nsw i64 %2512, %2513
  %2515 = add nuw nsw i64 %2514, %2480
  %2516 = add nuw nsw i64 %2515, %2484
  %2517 = getelementptr inbounds nuw float, ptr %2511, i64 %2516
  store float %2510, ptr %2517, align 4
  %2518 = add i64 %2488, 1
  br label %2487

2519:                                             ; preds = %2487
  %2520 = add i64 %2484, 1
  br label %2483

2521:                                             ; preds = %2483
  %2522 = add i64 %2480, 1
  br label %2479

2523:                                             ; preds = %2479
  %2524 = add i64 %2476, 1
  br label %2475

2525:                                             ; preds = %2475
  %2526 = add i64 %2472, 1
  br label %2471

2527:                                             ; preds = %2471
  br label %2528

2528:                                             ; preds = %2577, %2527
  %2529 = phi i64 [ %2578, %2577 ], [ 0, %2527 ]
  %2530 = icmp slt i64 %2529, 1
  br i1 %2530, label %2531, label %2579

2531:                                             ; preds = %2528
  br label %2532

2532:                                             ; preds = %2575, %2531
  %2533 = phi i64 [ %2576, %2575 ], [ 0, %2531 ]
  %2534 = icmp slt i64 %2533, 4
  br i1 %2534, label %2535, label %2577

2535:                                             ; preds = %2532
  br label %2536

2536:                                             ; preds = %2573, %2535
  %2537 = phi i64 [ %2574, %2573 ], [ 0, %2535 ]
  %2538 = icmp slt i64 %2537, 8
  br i1 %2538, label %2539, label %2575

2539:                                             ; preds = %2536
  br label %2540

2540:                                             ; preds = %2543, %2539
  %2541 = phi i64 [ %2572, %2543 ], [ 0, %2539 ]
  %2542 = icmp slt i64 %2541, 8
  br i1 %2542, label %2543, label %2573

2543:                                             ; preds = %2540
  %2544 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, 1
  %2545 = mul nuw nsw i64 %2529, 256
  %2546 = mul nuw nsw i64 %2533, 64
  %2547 = add nuw nsw i64 %2545, %2546
  %2548 = mul nuw nsw i64 %2537, 8
  %2549 = add nuw nsw i64 %2547, %2548
  %2550 = add nuw nsw i64 %2549, %2541
  %2551 = getelementptr inbounds nuw float, ptr %2544, i64 %2550
  %2552 = load float, ptr %2551, align 4
  %2553 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2431, 1
  %2554 = mul nuw nsw i64 %2529, 32
  %2555 = mul nuw nsw i64 %2533, 8
  %2556 = add nuw nsw i64 %2554, %2555
  %2557 = add nuw nsw i64 %2556, %2537
  %2558 = add nuw nsw i64 %2557, 0
  %2559 = getelementptr inbounds nuw float, ptr %2553, i64 %2558
  %2560 = load float, ptr %2559, align 4
  %2561 = fsub float %2552, %2560
  %2562 = fmul float %2561, f0x3FB8AA3B
  %2563 = call float @llvm.exp2.f32(float %2562)
  %2564 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, 1
  %2565 = mul nuw nsw i64 %2529, 256
  %2566 = mul nuw nsw i64 %2533, 64
  %2567 = add nuw nsw i64 %2565, %2566
  %2568 = mul nuw nsw i64 %2537, 8
  %2569 = add nuw nsw i64 %2567, %2568
  %2570 = add nuw nsw i64 %2569, %2541
  %2571 = getelementptr inbounds nuw float, ptr %2564, i64 %2570
  store float %2563, ptr %2571, align 4
  %2572 = add i64 %2541, 1
  br label %2540

2573:                                             ; preds = %2540
  %2574 = add i64 %2537, 1
  br label %2536

2575:                                             ; preds = %2536
  %2576 = add i64 %2533, 1
  br label %2532

2577:                                             ; preds = %2532
  %2578 = add i64 %2529, 1
  br label %2528

2579:                                             ; preds = %2528
  %2580 = call ptr @malloc(i64 192)
  %2581 = ptrtoint ptr %2580 to i64
  %2582 = add i64 %2581, 63
  %2583 = urem i64 %2582, 64
  %2584 = sub i64 %2582, %2583
  %2585 = inttoptr i64 %2584 to ptr
  %2586 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2580, 0
  %2587 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2586, ptr %2585, 1
  %2588 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2587, i64 0, 2
  %2589 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2588, i64 1, 3, 0
  %2590 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2589, i64 4, 3, 1
  %2591 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2590, i64 8, 3, 2
  %2592 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2591, i64 1, 3, 3
  %2593 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2592, i64 32, 4, 0
  %2594 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2593, i64 8, 4, 1
  %2595 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2594, i64 1, 4, 2
  %2596 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2595, i64 1, 4, 3
  br label %2597

2597:                                             ; preds = %2625, %2579
  %2598 = phi i64 [ %2626, %2625 ], [ 0, %2579 ]
  %2599 = icmp slt i64 %2598, 1
  br i1 %2599, label %2600, label %2627

2600:                                             ; preds = %2597
  br label %2601

2601:                                             ; preds = %2623, %2600
  %2602 = phi i64 [ %2624, %2623 ], [ 0, %2600 ]
  %2603 = icmp slt i64 %2602, 4
  br i1 %2603, label %2604, label %2625

2604:                                             ; preds = %2601
  br label %2605

2605:                                             ; preds = %2621, %2604
  %2606 = phi i64 [ %2622, %2621 ], [ 0, %2604 ]
  %2607 = icmp slt i64 %2606, 8
  br i1 %2607, label %2608, label %2623

2608:                                             ; preds = %2605
  br label %2609

2609:                                             ; preds = %2612, %2608
  %2610 = phi i64 [ %2620, %2612 ], [ 0, %2608 ]
  %2611 = icmp slt i64 %2610, 1
  br i1 %2611, label %2612, label %2621

2612:                                             ; preds = %2609
  %2613 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2596, 1
  %2614 = mul nuw nsw i64 %2598, 32
  %2615 = mul nuw nsw i64 %2602, 8
  %2616 = add nuw nsw i64 %2614, %2615
  %2617 = add nuw nsw i64 %2616, %2606
  %2618 = add nuw nsw i64 %2617, %2610
  %2619 = getelementptr inbounds nuw float, ptr %2613, i64 %2618
  store float 0.000000e+00, ptr %2619, align 4
  %2620 = add i64 %2610, 1
  br label %2609

2621:                                             ; preds = %2609
  %2622 = add i64 %2606, 1
  br label %2605

2623:                                             ; preds = %2605
  %2624 = add i64 %2602, 1
  br label %2601

2625:                                             ; preds = %2601
  %2626 = add i64 %2598, 1
  br label %2597

2627:                                             ; preds = %2597
  %2628 = call ptr @malloc(i64 192)
  %2629 = ptrtoint ptr %2628 to i64
  %2630 = add i64 %2629, 63
  %2631 = urem i64 %2630, 64
  %2632 = sub i64 %2630, %2631
  %2633 = inttoptr i64 %2632 to ptr
  %2634 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2628, 0
  %2635 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2634, ptr %2633, 1
  %2636 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2635, i64 0, 2
  %2637 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2636, i64 1, 3, 0
  %2638 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2637, i64 4, 3, 1
  %2639 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2638, i64 8, 3, 2
  %2640 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2639, i64 1, 3, 3
  %2641 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2640, i64 32, 4, 0
  %2642 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2641, i64 8, 4, 1
  %2643 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2642, i64 1, 4, 2
  %2644 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2643, i64 1, 4, 3
  br label %2645

2645:                                             ; preds = %2681, %2627
  %2646 = phi i64 [ %2682, %2681 ], [ 0, %2627 ]
  %2647 = icmp slt i64 %2646, 1
  br i1 %2647, label %2648, label %2683

2648:                                             ; preds = %2645
  br label %2649

2649:                                             ; preds = %2679, %2648
  %2650 = phi i64 [ %2680, %2679 ], [ 0, %2648 ]
  %2651 = icmp slt i64 %2650, 4
  br i1 %2651, label %2652, label %2681

2652:                                             ; preds = %2649
  br label %2653

2653:                                             ; preds = %2677, %2652
  %2654 = phi i64 [ %2678, %2677 ], [ 0, %2652 ]
  %2655 = icmp slt i64 %2654, 8
  br i1 %2655, label %2656, label %2679

2656:                                             ; preds = %2653
  br label %2657

2657:                                             ; preds = %2660, %2656
  %2658 = phi i64 [ %2676, %2660 ], [ 0, %2656 ]
  %2659 = icmp slt i64 %2658, 1
  br i1 %2659, label %2660, label %2677

2660:                                             ; preds = %2657
  %2661 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2596, 1
  %2662 = mul nuw nsw i64 %2646, 32
  %2663 = mul nuw nsw i64 %2650, 8
  %2664 = add nuw nsw i64 %2662, %2663
  %2665 = add nuw nsw i64 %2664, %2654
  %2666 = add nuw nsw i64 %2665, %2658
  %2667 = getelementptr inbounds nuw float, ptr %2661, i64 %2666
  %2668 = load float, ptr %2667, align 4
  %2669 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2644, 1
  %2670 = mul nuw nsw i64 %2646, 32
  %2671 = mul nuw nsw i64 %2650, 8
  %2672 = add nuw nsw i64 %2670, %2671
  %2673 = add nuw nsw i64 %2672, %2654
  %2674 = add nuw nsw i64 %2673, %2658
  %2675 = getelementptr inbounds nuw float, ptr %2669, i64 %2674
  store float %2668, ptr %2675, align 4
  %2676 = add i64 %2658, 1
  br label %2657

2677:                                             ; preds = %2657
  %2678 = add i64 %2654, 1
  br label %2653

2679:                                             ; preds = %2653
  %2680 = add i64 %2650, 1
  br label %2649

2681:                                             ; preds = %2649
  %2682 = add i64 %2646, 1
  br label %2645

2683:                                             ; preds = %2645
  br label %2684

2684:                                             ; preds = %2730, %2683
  %2685 = phi i64 [ %2731, %2730 ], [ 0, %2683 ]
  %2686 = icmp slt i64 %2685, 1
  br i1 %2686, label %2687, label %2732

2687:                                             ; preds = %2684
  br label %2688

2688:                                             ; preds = %2728, %2687
  %2689 = phi i64 [ %2729, %2728 ], [ 0, %2687 ]
  %2690 = icmp slt i64 %2689, 4
  br i1 %2690, label %2691, label %2730

2691:                                             ; preds = %2688
  br label %2692

2692:                                             ; preds = %2726, %2691
  %2693 = phi i64 [ %2727, %2726 ], [ 0, %2691 ]
  %2694 = icmp slt i64 %2693, 8
  br i1 %2694, label %2695, label %2728

2695:                                             ; preds = %2692
  br label %2696

2696:                                             ; preds = %2699, %2695
  %2697 = phi i64 [ %2725, %2699 ], [ 0, %2695 ]
  %2698 = icmp slt i64 %2697, 8
  br i1 %2698, label %2699, label %2726

2699:                                             ; preds = %2696
  %2700 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, 1
  %2701 = mul nuw nsw i64 %2685, 256
  %2702 = mul nuw nsw i64 %2689, 64
  %2703 = add nuw nsw i64 %2701, %2702
  %2704 = mul nuw nsw i64 %2693, 8
  %2705 = add nuw nsw i64 %2703, %2704
  %2706 = add nuw nsw i64 %2705, %2697
  %2707 = getelementptr inbounds nuw float, ptr %2700, i64 %2706
  %2708 = load float, ptr %2707, align 4
  %2709 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2644, 1
  %2710 = mul nuw nsw i64 %2685, 32
  %2711 = mul nuw nsw i64 %2689, 8
  %2712 = add nuw nsw i64 %2710, %2711
  %2713 = add nuw nsw i64 %2712, %2693
  %2714 = add nuw nsw i64 %2713, 0
  %2715 = getelementptr inbounds nuw float, ptr %2709, i64 %2714
  %2716 = load float, ptr %2715, align 4
  %2717 = fadd float %2708, %2716
  %2718 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2644, 1
  %2719 = mul nuw nsw i64 %2685, 32
  %2720 = mul nuw nsw i64 %2689, 8
  %2721 = add nuw nsw i64 %2719, %2720
  %2722 = add nuw nsw i64 %2721, %2693
  %2723 = add nuw nsw i64 %2722, 0
  %2724 = getelementptr inbounds nuw float, ptr %2718, i64 %2723
  store float %2717, ptr %2724, align 4
  %2725 = add i64 %2697, 1
  br label %2696

2726:                                             ; preds = %2696
  %2727 = add i64 %2693, 1
  br label %2692

2728:                                             ; preds = %2692
  %2729 = add i64 %2689, 1
  br label %2688

2730:                                             ; preds = %2688
  %2731 = add i64 %2685, 1
  br label %2684

2732:                                             ; preds = %2684
  %2733 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1933, 0
  %2734 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1933, 1
  %2735 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2733, 0
  %2736 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2735, ptr %2734, 1
  %2737 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2736, i64 0, 2
  %2738 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2737, i64 1, 3, 0
  %2739 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2738, i64 256, 4, 0
  %2740 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2739, i64 4, 3, 1
  %2741 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2740, i64 64, 4, 1
  %2742 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2741, i64 8, 3, 2
  %2743 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2742, i64 8, 4, 2
  %2744 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2743, i64 8, 3, 3
  %2745 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2744, i64 1, 4, 3
  %2746 = call ptr @malloc(i64 1088)
  %2747 = ptrtoint ptr %2746 to i64
  %2748 = add i64 %2747, 63
  %2749 = urem i64 %2748, 64
  %2750 = sub i64 %2748, %2749
  %2751 = inttoptr i64 %2750 to ptr
  %2752 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2746, 0
  %2753 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2752, ptr %2751, 1
  %2754 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2753, i64 0, 2
  %2755 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2754, i64 1, 3, 0
  %2756 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2755, i64 4, 3, 1
  %2757 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2756, i64 8, 3, 2
  %2758 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2757, i64 8, 3, 3
  %2759 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2758, i64 256, 4, 0
  %2760 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2759, i64 64, 4, 1
  %2761 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2760, i64 8, 4, 2
  %2762 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2761, i64 1, 4, 3
  br label %2763

2763:                                             ; preds = %2801, %2732
  %2764 = phi i64 [ %2802, %2801 ], [ 0, %2732 ]
  %2765 = icmp slt i64 %2764, 1
  br i1 %2765, label %2766, label %2803

2766:                                             ; preds = %2763
  br label %2767

2767:                                             ; preds = %2799, %2766
  %2768 = phi i64 [ %2800, %2799 ], [ 0, %2766 ]
  %2769 = icmp slt i64 %2768, 4
  br i1 %2769, label %2770, label %2801

2770:                                             ; preds = %2767
  br label %2771

2771:                                             ; preds = %2797, %2770
  %2772 = phi i64 [ %2798, %2797 ], [ 0, %2770 ]
  %2773 = icmp slt i64 %2772, 8
  br i1 %2773, label %2774, label %2799

2774:                                             ; preds = %2771
  br label %2775

2775:                                             ; preds = %2778, %2774
  %2776 = phi i64 [ %2796, %2778 ], [ 0, %2774 ]
  %2777 = icmp slt i64 %2776, 8
  br i1 %2777, label %2778, label %2797

2778:                                             ; preds = %2775
  %2779 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2143, 1
  %2780 = mul nuw nsw i64 %2764, 256
  %2781 = mul nuw nsw i64 %2768, 64
  %2782 = add nuw nsw i64 %2780, %2781
  %2783 = mul nuw nsw i64 %2772, 8
  %2784 = add nuw nsw i64 %2782, %2783
  %2785 = add nuw nsw i64 %2784, %2776
  %2786 = getelementptr inbounds nuw float, ptr %2779, i64 %2785
  %2787 = load float, ptr %2786, align 4
  %2788 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2762, 1
  %2789 = mul nuw nsw i64 %2764, 256
  %2790 = mul nuw nsw i64 %2768, 64
  %2791 = add nuw nsw i64 %2789, %2790
  %2792 = mul nuw nsw i64 %2772, 8
  %2793 = add nuw nsw i64 %2791, %2792
  %2794 = add nuw nsw i64 %2793, %2776
  %2795 = getelementptr inbounds nuw float, ptr %2788, i64 %2794
  store float %2787, ptr %2795, align 4
  %2796 = add i64 %2776, 1
  br label %2775

2797:                                             ; preds = %2775
  %2798 = add i64 %2772, 1
  br label %2771

2799:                                             ; preds = %2771
  %2800 = add i64 %2768, 1
  br label %2767

2801:                                             ; preds = %2767
  %2802 = add i64 %2764, 1
  br label %2763

2803:                                             ; preds = %2763
  br label %2804

2804:                                             ; preds = %2877, %2803
  %2805 = phi i64 [ %2878, %2877 ], [ 0, %2803 ]
  %2806 = icmp slt i64 %2805, 1
  br i1 %2806, label %2807, label %2879

2807:                                             ; preds = %2804
  br label %2808

2808:                                             ; preds = %2875, %2807
  %2809 = phi i64 [ %2876, %2875 ], [ 0, %2807 ]
  %2810 = icmp slt i64 %2809, 4
  br i1 %2810, label %2811, label %2877

2811:                                             ; preds = %2808
  br label %2812

2812:                                             ; preds = %2873, %2811
  %2813 = phi i64 [ %2874, %2873 ], [ 0, %2811 ]
  %2814 = icmp slt i64 %2813, 8
  br i1 %2814, label %2815, label %2875

2815:                                             ; preds = %2812
  br label %2816

2816:                                             ; preds = %2871, %2815
  %2817 = phi i64 [ %2872, %2871 ], [ 0, %2815 ]
  %2818 = icmp slt i64 %2817, 8
  br i1 %2818, label %2819, label %2873

2819:                                             ; preds = %2816
  br label %2820

2820:                                             ; preds = %2823, %2819
  %2821 = phi i64 [ %2870, %2823 ], [ 0, %2819 ]
  %2822 = icmp slt i64 %2821, 8
  br i1 %2822, label %2823, label %2871

2823:                                             ; preds = %2820
  %2824 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, 1
  %2825 = mul nuw nsw i64 %2805, 256
  %2826 = mul nuw nsw i64 %2809, 64
  %2827 = add nuw nsw i64 %2825, %2826
  %2828 = mul nuw nsw i64 %2813, 8
  %2829 = add nuw nsw i64 %2827, %2828
  %2830 = add nuw nsw i64 %2829, %2821
  %2831 = getelementptr inbounds nuw float, ptr %2824, i64 %2830
  %2832 = load float, ptr %2831, align 4
  %2833 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2644, 1
  %2834 = mul nuw nsw i64 %2805, 32
  %2835 = mul nuw nsw i64 %2809, 8
  %2836 = add nuw nsw i64 %2834, %2835
  %2837 = add nuw nsw i64 %2836, %2813
  %2838 = add nuw nsw i64 %2837, 0
  %2839 = getelementptr inbounds nuw float, ptr %2833, i64 %2838
  %2840 = load float, ptr %2839, align 4
  %2841 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2745, 1
  %2842 = mul nuw nsw i64 %2805, 256
  %2843 = mul nuw nsw i64 %2809, 64
  %2844 = add nuw nsw i64 %2842, %2843
  %2845 = mul nuw nsw i64 %2821, 8
  %2846 = add nuw nsw i64 %2844, %2845
  %2847 = add nuw nsw i64 %2846, %2817
  %2848 = getelementptr inbounds nuw float, ptr %2841, i64 %2847
  %2849 = load float, ptr %2848, align 4
  %2850 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2762, 1
  %2851 = mul nuw nsw i64 %2805, 256
  %2852 = mul nuw nsw i64 %2809, 64
  %2853 = add nuw nsw i64 %2851, %2852
  %2854 = mul nuw nsw i64 %2813, 8
  %2855 = add nuw nsw i64 %2853, %2854
  %2856 = add nuw nsw i64 %2855, %2817
  %2857 = getelementptr inbounds nuw float, ptr %2850, i64 %2856
  %2858 = load float, ptr %2857, align 4
  %2859 = fdiv float %2832, %2840
  %2860 = fmul float %2859, %2849
  %2861 = fadd float %2858, %2860
  %2862 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2762, 1
  %2863 = mul nuw nsw i64 %2805, 256
  %2864 = mul nuw nsw i64 %2809, 64
  %2865 = add nuw nsw i64 %2863, %2864
  %2866 = mul nuw nsw i64 %2813, 8
  %2867 = add nuw nsw i64 %2865, %2866
  %2868 = add nuw nsw i64 %2867, %2817
  %2869 = getelementptr inbounds nuw float, ptr %2862, i64 %2868
  store float %2861, ptr %2869, align 4
  %2870 = add i64 %2821, 1
  br label %2820

2871:                                             ; preds = %2820
  %2872 = add i64 %2817, 1
  br label %2816

2873:                                             ; preds = %2816
  %2874 = add i64 %2813, 1
  br label %2812

2875:                                             ; preds = %2812
  %2876 = add i64 %2809, 1
  br label %2808

2877:                                             ; preds = %2808
  %2878 = add i64 %2805, 1
  br label %2804

2879:                                             ; preds = %2804
  %2880 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %943, 0
  %2881 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %943, 1
  %2882 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2880, 0
  %2883 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2882, ptr %2881, 1
  %2884 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2883, i64 0, 2
  %2885 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2884, i64 1, 3, 0
  %2886 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2885, i64 256, 4, 0
  %2887 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2886, i64 8, 3, 1
  %2888 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2887, i64 32, 4, 1
  %2889 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2888, i64 32, 3, 2
  %2890 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2889, i64 1, 4, 2
  %2891 = call ptr @malloc(i64 1088)
  %2892 = ptrtoint ptr %2891 to i64
  %2893 = add i64 %2892, 63
  %2894 = urem i64 %2893, 64
  %2895 = sub i64 %2893, %2894
  %2896 = inttoptr i64 %2895 to ptr
  %2897 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2891, 0
  %2898 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2897, ptr %2896, 1
  %2899 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2898, i64 0, 2
  %2900 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2899, i64 1, 3, 0
  %2901 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2900, i64 8, 3, 1
  %2902 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2901, i64 32, 3, 2
  %2903 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2902, i64 256, 4, 0
  %2904 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2903, i64 32, 4, 1
  %2905 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2904, i64 1, 4, 2
  br label %2906

2906:                                             ; preds = %2934, %2879
  %2907 = phi i64 [ %2935, %2934 ], [ 0, %2879 ]
  %2908 = icmp slt i64 %2907, 1
  br i1 %2908, label %2909, label %2936

2909:                                             ; preds = %2906
  br label %2910

2910:                                             ; preds = %2932, %2909
  %2911 = phi i64 [ %2933, %2932 ], [ 0, %2909 ]
  %2912 = icmp slt i64 %2911, 8
  br i1 %2912, label %2913, label %2934

2913:                                             ; preds = %2910
  br label %2914

2914:                                             ; preds = %2917, %2913
  %2915 = phi i64 [ %2931, %2917 ], [ 0, %2913 ]
  %2916 = icmp slt i64 %2915, 32
  br i1 %2916, label %2917, label %2932

2917:                                             ; preds = %2914
  %2918 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2890, 1
  %2919 = mul nuw nsw i64 %2907, 256
  %2920 = mul nuw nsw i64 %2911, 32
  %2921 = add nuw nsw i64 %2919, %2920
  %2922 = add nuw nsw i64 %2921, %2915
  %2923 = getelementptr inbounds nuw float, ptr %2918, i64 %2922
  %2924 = load float, ptr %2923, align 4
  %2925 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2905, 1
  %2926 = mul nuw nsw i64 %2907, 256
  %2927 = mul nuw nsw i64 %2911, 32
  %2928 = add nuw nsw i64 %2926, %2927
  %2929 = add nuw nsw i64 %2928, %2915
  %2930 = getelementptr inbounds nuw float, ptr %2925, i64 %2929
  store float %2924, ptr %2930, align 4
  %2931 = add i64 %2915, 1
  br label %2914

2932:                                             ; preds = %2914
  %2933 = add i64 %2911, 1
  br label %2910

2934:                                             ; preds = %2910
  %2935 = add i64 %2907, 1
  br label %2906

2936:                                             ; preds = %2906
  br label %2937

2937:                                             ; preds = %2994, %2936
  %2938 = phi i64 [ %2995, %2994 ], [ 0, %2936 ]
  %2939 = icmp slt i64 %2938, 1
  br i1 %2939, label %2940, label %2996

2940:                                             ; preds = %2937
  br label %2941

2941:                                             ; preds = %2992, %2940
  %2942 = phi i64 [ %2993, %2992 ], [ 0, %2940 ]
  %2943 = icmp slt i64 %2942, 8
  br i1 %2943, label %2944, label %2994

2944:                                             ; preds = %2941
  br label %2945

2945:                                             ; preds = %2990, %2944
  %2946 = phi i64 [ %2991, %2990 ], [ 0, %2944 ]
  %2947 = icmp slt i64 %2946, 32
  br i1 %2947, label %2948, label %2992

2948:                                             ; preds = %2945
  br label %2949

2949:                                             ; preds = %2988, %2948
  %2950 = phi i64 [ %2989, %2988 ], [ 0, %2948 ]
  %2951 = icmp slt i64 %2950, 4
  br i1 %2951, label %2952, label %2990

2952:                                             ; preds = %2949
  br label %2953

2953:                                             ; preds = %2956, %2952
  %2954 = phi i64 [ %2987, %2956 ], [ 0, %2952 ]
  %2955 = icmp slt i64 %2954, 8
  br i1 %2955, label %2956, label %2988

2956:                                             ; preds = %2953
  %2957 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2762, 1
  %2958 = mul nuw nsw i64 %2938, 256
  %2959 = mul nuw nsw i64 %2950, 64
  %2960 = add nuw nsw i64 %2958, %2959
  %2961 = mul nuw nsw i64 %2942, 8
  %2962 = add nuw nsw i64 %2960, %2961
  %2963 = add nuw nsw i64 %2962, %2954
  %2964 = getelementptr inbounds nuw float, ptr %2957, i64 %2963
  %2965 = load float, ptr %2964, align 4
  %2966 = mul nuw nsw i64 %2946, 32
  %2967 = mul nuw nsw i64 %2950, 8
  %2968 = add nuw nsw i64 %2966, %2967
  %2969 = add nuw nsw i64 %2968, %2954
  %2970 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_9, i64 %2969
  %2971 = load float, ptr %2970, align 4
  %2972 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2905, 1
  %2973 = mul nuw nsw i64 %2938, 256
  %2974 = mul nuw nsw i64 %2942, 32
  %2975 = add nuw nsw i64 %2973, %2974
  %2976 = add nuw nsw i64 %2975, %2946
  %2977 = getelementptr inbounds nuw float, ptr %2972, i64 %2976
  %2978 = load float, ptr %2977, align 4
  %2979 = fmul float %2965, %2971
  %2980 = fadd float %2978, %2979
  %2981 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2905, 1
  %2982 = mul nuw nsw i64 %2938, 256
  %2983 = mul nuw nsw i64 %2942, 32
  %2984 = add nuw nsw i64 %2982, %2983
  %2985 = add nuw nsw i64 %2984, %2946
  %2986 = getelementptr inbounds nuw float, ptr %2981, i64 %2985
  store float %2980, ptr %2986, align 4
  %2987 = add i64 %2954, 1
  br label %2953

2988:                                             ; preds = %2953
  %2989 = add i64 %2950, 1
  br label %2949

2990:                                             ; preds = %2949
  %2991 = add i64 %2946, 1
  br label %2945

2992:                                             ; preds = %2945
  %2993 = add i64 %2942, 1
  br label %2941

2994:                                             ; preds = %2941
  %2995 = add i64 %2938, 1
  br label %2937

2996:                                             ; preds = %2937
  %2997 = call ptr @malloc(i64 1088)
  %2998 = ptrtoint ptr %2997 to i64
  %2999 = add i64 %2998, 63
  %3000 = urem i64 %2999, 64
  %3001 = sub i64 %2999, %3000
  %3002 = inttoptr i64 %3001 to ptr
  %3003 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2997, 0
  %3004 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3003, ptr %3002, 1
  %3005 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3004, i64 0, 2
  %3006 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3005, i64 1, 3, 0
  %3007 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3006, i64 8, 3, 1
  %3008 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3007, i64 32, 3, 2
  %3009 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3008, i64 256, 4, 0
  %3010 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3009, i64 32, 4, 1
  %3011 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3010, i64 1, 4, 2
  br label %3012

3012:                                             ; preds = %3048, %2996
  %3013 = phi i64 [ %3049, %3048 ], [ 0, %2996 ]
  %3014 = icmp slt i64 %3013, 1
  br i1 %3014, label %3015, label %3050

3015:                                             ; preds = %3012
  br label %3016

3016:                                             ; preds = %3046, %3015
  %3017 = phi i64 [ %3047, %3046 ], [ 0, %3015 ]
  %3018 = icmp slt i64 %3017, 8
  br i1 %3018, label %3019, label %3048

3019:                                             ; preds = %3016
  br label %3020

3020:                                             ; preds = %3023, %3019
  %3021 = phi i64 [ %3045, %3023 ], [ 0, %3019 ]
  %3022 = icmp slt i64 %3021, 32
  br i1 %3022, label %3023, label %3046

3023:                                             ; preds = %3020
  %3024 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %44, 1
  %3025 = mul nuw nsw i64 %3013, 256
  %3026 = mul nuw nsw i64 %3017, 32
  %3027 = add nuw nsw i64 %3025, %3026
  %3028 = add nuw nsw i64 %3027, %3021
  %3029 = getelementptr inbounds nuw float, ptr %3024, i64 %3028
  %3030 = load float, ptr %3029, align 4
  %3031 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2905, 1
  %3032 = mul nuw nsw i64 %3013, 256
  %3033 = mul nuw nsw i64 %3017, 32
  %3034 = add nuw nsw i64 %3032, %3033
  %3035 = add nuw nsw i64 %3034, %3021
  %3036 = getelementptr inbounds nuw float, ptr %3031, i64 %3035
  %3037 = load float, ptr %3036, align 4
  %3038 = fadd float %3030, %3037
  %3039 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3011, 1
  %3040 = mul nuw nsw i64 %3013, 256
  %3041 = mul nuw nsw i64 %3017, 32
  %3042 = add nuw nsw i64 %3040, %3041
  %3043 = add nuw nsw i64 %3042, %3021
  %3044 = getelementptr inbounds nuw float, ptr %3039, i64 %3043
  store float %3038, ptr %3044, align 4
  %3045 = add i64 %3021, 1
  br label %3020

3046:                                             ; preds = %3020
  %3047 = add i64 %3017, 1
  br label %3016

3048:                                             ; preds = %3016
  %3049 = add i64 %3013, 1
  br label %3012

3050:                                             ; preds = %3012
  %3051 = call ptr @malloc(i64 96)
  %3052 = ptrtoint ptr %3051 to i64
  %3053 = add i64 %3052, 63
  %3054 = urem i64 %3053, 64
  %3055 = sub i64 %3053, %3054
  %3056 = inttoptr i64 %3055 to ptr
  %3057 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3051, 0
  %3058 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3057, ptr %3056, 1
  %3059 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3058, i64 0, 2
  %3060 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3059, i64 1, 3, 0
  %3061 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3060, i64 8, 3, 1
  %3062 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3061, i64 1, 3, 2
  %3063 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3062, i64 8, 4, 0
  %3064 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3063, i64 1, 4, 1
  %3065 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3064, i64 1, 4, 2
  br label %3066

3066:                                             ; preds = %3092, %3050
  %3067 = phi i64 [ %3093, %3092 ], [ 0, %3050 ]
  %3068 = icmp slt i64 %3067, 1
  br i1 %3068, label %3069, label %3094

3069:                                             ; preds = %3066
  br label %3070

3070:                                             ; preds = %3090, %3069
  %3071 = phi i64 [ %3091, %3090 ], [ 0, %3069 ]
  %3072 = icmp slt i64 %3071, 8
  br i1 %3072, label %3073, label %3092

3073:                                             ; preds = %3070
  br label %3074

3074:                                             ; preds = %3077, %3073
  %3075 = phi i64 [ %3089, %3077 ], [ 0, %3073 ]
  %3076 = icmp slt i64 %3075, 1
  br i1 %3076, label %3077, label %3090

3077:                                             ; preds = %3074
  %3078 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %500, 1
  %3079 = mul nuw nsw i64 %3067, 8
  %3080 = add nuw nsw i64 %3079, %3071
  %3081 = add nuw nsw i64 %3080, %3075
  %3082 = getelementptr inbounds nuw float, ptr %3078, i64 %3081
  %3083 = load float, ptr %3082, align 4
  %3084 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3065, 1
  %3085 = mul nuw nsw i64 %3067, 8
  %3086 = add nuw nsw i64 %3085, %3071
  %3087 = add nuw nsw i64 %3086, %3075
  %3088 = getelementptr inbounds nuw float, ptr %3084, i64 %3087
  store float %3083, ptr %3088, align 4
  %3089 = add i64 %3075, 1
  br label %3074

3090:                                             ; preds = %3074
  %3091 = add i64 %3071, 1
  br label %3070

3092:                                             ; preds = %3070
  %3093 = add i64 %3067, 1
  br label %3066

3094:                                             ; preds = %3066
  br label %3095

3095:                                             ; preds = %3130, %3094
  %3096 = phi i64 [ %3131, %3130 ], [ 0, %3094 ]
  %3097 = icmp slt i64 %3096, 1
  br i1 %3097, label %3098, label %3132

3098:                                             ; preds = %3095
  br label %3099

3099:                                             ; preds = %3128, %3098
  %3100 = phi i64 [ %3129, %3128 ], [ 0, %3098 ]
  %3101 = icmp slt i64 %3100, 8
  br i1 %3101, label %3102, label %3130

3102:                                             ; preds = %3099
  br label %3103

3103:                                             ; preds = %3106, %3102
  %3104 = phi i64 [ %3127, %3106 ], [ 0, %3102 ]
  %3105 = icmp slt i64 %3104, 32
  br i1 %3105, label %3106, label %3128

3106:                                             ; preds = %3103
  %3107 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3011, 1
  %3108 = mul nuw nsw i64 %3096, 256
  %3109 = mul nuw nsw i64 %3100, 32
  %3110 = add nuw nsw i64 %3108, %3109
  %3111 = add nuw nsw i64 %3110, %3104
  %3112 = getelementptr inbounds nuw float, ptr %3107, i64 %3111
  %3113 = load float, ptr %3112, align 4
  %3114 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3065, 1
  %3115 = mul nuw nsw i64 %3096, 8
  %3116 = add nuw nsw i64 %3115, %3100
  %3117 = add nuw nsw i64 %3116, 0
  %3118 = getelementptr inbounds nuw float, ptr %3114, i64 %3117
  %3119 = load float, ptr %3118, align 4
  %3120 = fmul float %3113, %3113
  %3121 = fadd float %3120, %3119
  %3122 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3065, 1
  %3123 = mul nuw nsw i64 %3096, 8
  %3124 = add nuw nsw i64 %3123, %3100
  %3125 = add nuw nsw i64 %3124, 0
  %3126 = getelementptr inbounds nuw float, ptr %3122, i64 %3125
  store float %3121, ptr %3126, align 4
  %3127 = add i64 %3104, 1
  br label %3103

3128:                                             ; preds = %3103
  %3129 = add i64 %3100, 1
  br label %3099

3130:                                             ; preds = %3099
  %3131 = add i64 %3096, 1
  br label %3095

3132:                                             ; preds = %3095
  br label %3133

3133:                                             ; preds = %3175, %3132
  %3134 = phi i64 [ %3176, %3175 ], [ 0, %3132 ]
  %3135 = icmp slt i64 %3134, 1
  br i1 %3135, label %3136, label %3177

3136:                                             ; preds = %3133
  br label %3137

3137:                                             ; preds = %3173, %3136
  %3138 = phi i64 [ %3174, %3173 ], [ 0, %3136 ]
  %3139 = icmp slt i64 %3138, 8
  br i1 %3139, label %3140, label %3175

3140:                                             ; preds = %3137
  br label %3141

3141:                                             ; preds = %3144, %3140
  %3142 = phi i64 [ %3172, %3144 ], [ 0, %3140 ]
  %3143 = icmp slt i64 %3142, 32
  br i1 %3143, label %3144, label %3173

3144:                                             ; preds = %3141
  %3145 = getelementptr inbounds nuw float, ptr @__constant_32xf32_8, i64 %3142
  %3146 = load float, ptr %3145, align 4
  %3147 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3011, 1
  %3148 = mul nuw nsw i64 %3134, 256
  %3149 = mul nuw nsw i64 %3138, 32
  %3150 = add nuw nsw i64 %3148, %3149
  %3151 = add nuw nsw i64 %3150, %3142
  %3152 = getelementptr inbounds nuw float, ptr %3147, i64 %3151
  %3153 = load float, ptr %3152, align 4
  %3154 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3065, 1
  %3155 = mul nuw nsw i64 %3134, 8
  %3156 = add nuw nsw i64 %3155, %3138
  %3157 = add nuw nsw i64 %3156, 0
  %3158 = getelementptr inbounds nuw float, ptr %3154, i64 %3157
  %3159 = load float, ptr %3158, align 4
  %3160 = fdiv float %3159, 3.200000e+01
  %3161 = fadd float %3160, f0x358637BD
  %3162 = call float @llvm.sqrt.f32(float %3161)
  %3163 = fdiv float 1.000000e+00, %3162
  %3164 = fmul float %3153, %3163
  %3165 = fmul float %3146, %3164
  %3166 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3167 = mul nuw nsw i64 %3134, 256
  %3168 = mul nuw nsw i64 %3138, 32
  %3169 = add nuw nsw i64 %3167, %3168
  %3170 = add nuw nsw i64 %3169, %3142
  %3171 = getelementptr inbounds nuw float, ptr %3166, i64 %3170
  store float %3165, ptr %3171, align 4
  %3172 = add i64 %3142, 1
  br label %3141

3173:                                             ; preds = %3141
  %3174 = add i64 %3138, 1
  br label %3137

3175:                                             ; preds = %3137
  %3176 = add i64 %3134, 1
  br label %3133

3177:                                             ; preds = %3133
  %3178 = call ptr @malloc(i64 2112)
  %3179 = ptrtoint ptr %3178 to i64
  %3180 = add i64 %3179, 63
  %3181 = urem i64 %3180, 64
  %3182 = sub i64 %3180, %3181
  %3183 = inttoptr i64 %3182 to ptr
  %3184 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %3178, 0
  %3185 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3184, ptr %3183, 1
  %3186 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3185, i64 0, 2
  %3187 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3186, i64 8, 3, 0
  %3188 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3187, i64 64, 3, 1
  %3189 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3188, i64 64, 4, 0
  %3190 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3189, i64 1, 4, 1
  br label %3191

3191:                                             ; preds = %3204, %3177
  %3192 = phi i64 [ %3205, %3204 ], [ 0, %3177 ]
  %3193 = icmp slt i64 %3192, 8
  br i1 %3193, label %3194, label %3206

3194:                                             ; preds = %3191
  br label %3195

3195:                                             ; preds = %3198, %3194
  %3196 = phi i64 [ %3203, %3198 ], [ 0, %3194 ]
  %3197 = icmp slt i64 %3196, 64
  br i1 %3197, label %3198, label %3204

3198:                                             ; preds = %3195
  %3199 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3190, 1
  %3200 = mul nuw nsw i64 %3192, 64
  %3201 = add nuw nsw i64 %3200, %3196
  %3202 = getelementptr inbounds nuw float, ptr %3199, i64 %3201
  store float 0.000000e+00, ptr %3202, align 4
  %3203 = add i64 %3196, 1
  br label %3195

3204:                                             ; preds = %3195
  %3205 = add i64 %3192, 1
  br label %3191

3206:                                             ; preds = %3191
  %3207 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3190, 0
  %3208 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3190, 1
  %3209 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3207, 0
  %3210 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3209, ptr %3208, 1
  %3211 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3210, i64 0, 2
  %3212 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3211, i64 1, 3, 0
  %3213 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3212, i64 512, 4, 0
  %3214 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3213, i64 8, 3, 1
  %3215 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3214, i64 64, 4, 1
  %3216 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3215, i64 64, 3, 2
  %3217 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3216, i64 1, 4, 2
  %3218 = call ptr @malloc(i64 2112)
  %3219 = ptrtoint ptr %3218 to i64
  %3220 = add i64 %3219, 63
  %3221 = urem i64 %3220, 64
  %3222 = sub i64 %3220, %3221
  %3223 = inttoptr i64 %3222 to ptr
  %3224 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3218, 0
  %3225 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3224, ptr %3223, 1
  %3226 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3225, i64 0, 2
  %3227 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3226, i64 1, 3, 0
  %3228 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3227, i64 8, 3, 1
  %3229 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3228, i64 64, 3, 2
  %3230 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3229, i64 512, 4, 0
  %3231 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3230, i64 64, 4, 1
  %3232 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3231, i64 1, 4, 2
  br label %3233

3233:                                             ; preds = %3261, %3206
  %3234 = phi i64 [ %3262, %3261 ], [ 0, %3206 ]
  %3235 = icmp slt i64 %3234, 1
  br i1 %3235, label %3236, label %3263

3236:                                             ; preds = %3233
  br label %3237

3237:                                             ; preds = %3259, %3236
  %3238 = phi i64 [ %3260, %3259 ], [ 0, %3236 ]
  %3239 = icmp slt i64 %3238, 8
  br i1 %3239, label %3240, label %3261

3240:                                             ; preds = %3237
  br label %3241

3241:                                             ; preds = %3244, %3240
  %3242 = phi i64 [ %3258, %3244 ], [ 0, %3240 ]
  %3243 = icmp slt i64 %3242, 64
  br i1 %3243, label %3244, label %3259

3244:                                             ; preds = %3241
  %3245 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3217, 1
  %3246 = mul nuw nsw i64 %3234, 512
  %3247 = mul nuw nsw i64 %3238, 64
  %3248 = add nuw nsw i64 %3246, %3247
  %3249 = add nuw nsw i64 %3248, %3242
  %3250 = getelementptr inbounds nuw float, ptr %3245, i64 %3249
  %3251 = load float, ptr %3250, align 4
  %3252 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3232, 1
  %3253 = mul nuw nsw i64 %3234, 512
  %3254 = mul nuw nsw i64 %3238, 64
  %3255 = add nuw nsw i64 %3253, %3254
  %3256 = add nuw nsw i64 %3255, %3242
  %3257 = getelementptr inbounds nuw float, ptr %3252, i64 %3256
  store float %3251, ptr %3257, align 4
  %3258 = add i64 %3242, 1
  br label %3241

3259:                                             ; preds = %3241
  %3260 = add i64 %3238, 1
  br label %3237

3261:                                             ; preds = %3237
  %3262 = add i64 %3234, 1
  br label %3233

3263:                                             ; preds = %3233
  br label %3264

3264:                                             ; preds = %3311, %3263
  %3265 = phi i64 [ %3312, %3311 ], [ 0, %3263 ]
  %3266 = icmp slt i64 %3265, 1
  br i1 %3266, label %3267, label %3313

3267:                                             ; preds = %3264
  br label %3268

3268:                                             ; preds = %3309, %3267
  %3269 = phi i64 [ %3310, %3309 ], [ 0, %3267 ]
  %3270 = icmp slt i64 %3269, 8
  br i1 %3270, label %3271, label %3311

3271:                                             ; preds = %3268
  br label %3272

3272:                                             ; preds = %3307, %3271
  %3273 = phi i64 [ %3308, %3307 ], [ 0, %3271 ]
  %3274 = icmp slt i64 %3273, 64
  br i1 %3274, label %3275, label %3309

3275:                                             ; preds = %3272
  br label %3276

3276:                                             ; preds = %3279, %3275
  %3277 = phi i64 [ %3306, %3279 ], [ 0, %3275 ]
  %3278 = icmp slt i64 %3277, 32
  br i1 %3278, label %3279, label %3307

3279:                                             ; preds = %3276
  %3280 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3281 = mul nuw nsw i64 %3265, 256
  %3282 = mul nuw nsw i64 %3269, 32
  %3283 = add nuw nsw i64 %3281, %3282
  %3284 = add nuw nsw i64 %3283, %3277
  %3285 = getelementptr inbounds nuw float, ptr %3280, i64 %3284
  %3286 = load float, ptr %3285, align 4
  %3287 = mul nuw nsw i64 %3273, 32
  %3288 = add nuw nsw i64 %3287, %3277
  %3289 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_7, i64 %3288
  %3290 = load float, ptr %3289, align 4
  %3291 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3232, 1
  %3292 = mul nuw nsw i64 %3265, 512
  %3293 = mul nuw nsw i64 %3269, 64
  %3294 = add nuw nsw i64 %3292, %3293
  %3295 = add nuw nsw i64 %3294, %3273
  %3296 = getelementptr inbounds nuw float, ptr %3291, i64 %3295
  %3297 = load float, ptr %3296, align 4
  %3298 = fmul float %3286, %3290
  %3299 = fadd float %3297, %3298
  %3300 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3232, 1
  %3301 = mul nuw nsw i64 %3265, 512
  %3302 = mul nuw nsw i64 %3269, 64
  %3303 = add nuw nsw i64 %3301, %3302
  %3304 = add nuw nsw i64 %3303, %3273
  %3305 = getelementptr inbounds nuw float, ptr %3300, i64 %3304
  store float %3299, ptr %3305, align 4
  %3306 = add i64 %3277, 1
  br label %3276

3307:                                             ; preds = %3276
  %3308 = add i64 %3273, 1
  br label %3272

3309:                                             ; preds = %3272
  %3310 = add i64 %3269, 1
  br label %3268

3311:                                             ; preds = %3268
  %3312 = add i64 %3265, 1
  br label %3264

3313:                                             ; preds = %3264
  %3314 = call ptr @malloc(i64 2112)
  %3315 = ptrtoint ptr %3314 to i64
  %3316 = add i64 %3315, 63
  %3317 = urem i64 %3316, 64
  %3318 = sub i64 %3316, %3317
  %3319 = inttoptr i64 %3318 to ptr
  %3320 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3314, 0
  %3321 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3320, ptr %3319, 1
  %3322 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3321, i64 0, 2
  %3323 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3322, i64 1, 3, 0
  %3324 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3323, i64 8, 3, 1
  %3325 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3324, i64 64, 3, 2
  %3326 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3325, i64 512, 4, 0
  %3327 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3326, i64 64, 4, 1
  %3328 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3327, i64 1, 4, 2
  br label %3329

3329:                                             ; preds = %3357, %3313
  %3330 = phi i64 [ %3358, %3357 ], [ 0, %3313 ]
  %3331 = icmp slt i64 %3330, 1
  br i1 %3331, label %3332, label %3359

3332:                                             ; preds = %3329
  br label %3333

3333:                                             ; preds = %3355, %3332
  %3334 = phi i64 [ %3356, %3355 ], [ 0, %3332 ]
  %3335 = icmp slt i64 %3334, 8
  br i1 %3335, label %3336, label %3357

3336:                                             ; preds = %3333
  br label %3337

3337:                                             ; preds = %3340, %3336
  %3338 = phi i64 [ %3354, %3340 ], [ 0, %3336 ]
  %3339 = icmp slt i64 %3338, 64
  br i1 %3339, label %3340, label %3355

3340:                                             ; preds = %3337
  %3341 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3217, 1
  %3342 = mul nuw nsw i64 %3330, 512
  %3343 = mul nuw nsw i64 %3334, 64
  %3344 = add nuw nsw i64 %3342, %3343
  %3345 = add nuw nsw i64 %3344, %3338
  %3346 = getelementptr inbounds nuw float, ptr %3341, i64 %3345
  %3347 = load float, ptr %3346, align 4
  %3348 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3328, 1
  %3349 = mul nuw nsw i64 %3330, 512
  %3350 = mul nuw nsw i64 %3334, 64
  %3351 = add nuw nsw i64 %3349, %3350
  %3352 = add nuw nsw i64 %3351, %3338
  %3353 = getelementptr inbounds nuw float, ptr %3348, i64 %3352
  store float %3347, ptr %3353, align 4
  %3354 = add i64 %3338, 1
  br label %3337

3355:                                             ; preds = %3337
  %3356 = add i64 %3334, 1
  br label %3333

3357:                                             ; preds = %3333
  %3358 = add i64 %3330, 1
  br label %3329

3359:                                             ; preds = %3329
  br label %3360

3360:                                             ; preds = %3407, %3359
  %3361 = phi i64 [ %3408, %3407 ], [ 0, %3359 ]
  %3362 = icmp slt i64 %3361, 1
  br i1 %3362, label %3363, label %3409

3363:                                             ; preds = %3360
  br label %3364

3364:                                             ; preds = %3405, %3363
  %3365 = phi i64 [ %3406, %3405 ], [ 0, %3363 ]
  %3366 = icmp slt i64 %3365, 8
  br i1 %3366, label %3367, label %3407

3367:                                             ; preds = %3364
  br label %3368

3368:                                             ; preds = %3403, %3367
  %3369 = phi i64 [ %3404, %3403 ], [ 0, %3367 ]
  %3370 = icmp slt i64 %3369, 64
  br i1 %3370, label %3371, label %3405

3371:                                             ; preds = %3368
  br label %3372

3372:                                             ; preds = %3375, %3371
  %3373 = phi i64 [ %3402, %3375 ], [ 0, %3371 ]
  %3374 = icmp slt i64 %3373, 32
  br i1 %3374, label %3375, label %3403

3375:                                             ; preds = %3372
  %3376 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3377 = mul nuw nsw i64 %3361, 256
  %3378 = mul nuw nsw i64 %3365, 32
  %3379 = add nuw nsw i64 %3377, %3378
  %3380 = add nuw nsw i64 %3379, %3373
  %3381 = getelementptr inbounds nuw float, ptr %3376, i64 %3380
  %3382 = load float, ptr %3381, align 4
  %3383 = mul nuw nsw i64 %3369, 32
  %3384 = add nuw nsw i64 %3383, %3373
  %3385 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_6, i64 %3384
  %3386 = load float, ptr %3385, align 4
  %3387 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3328, 1
  %3388 = mul nuw nsw i64 %3361, 512
  %3389 = mul nuw nsw i64 %3365, 64
  %3390 = add nuw nsw i64 %3388, %3389
  %3391 = add nuw nsw i64 %3390, %3369
  %3392 = getelementptr inbounds nuw float, ptr %3387, i64 %3391
  %3393 = load float, ptr %3392, align 4
  %3394 = fmul float %3382, %3386
  %3395 = fadd float %3393, %3394
  %3396 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3328, 1
  %3397 = mul nuw nsw i64 %3361, 512
  %3398 = mul nuw nsw i64 %3365, 64
  %3399 = add nuw nsw i64 %3397, %3398
  %3400 = add nuw nsw i64 %3399, %3369
  %3401 = getelementptr inbounds nuw float, ptr %3396, i64 %3400
  store float %3395, ptr %3401, align 4
  %3402 = add i64 %3373, 1
  br label %3372

3403:                                             ; preds = %3372
  %3404 = add i64 %3369, 1
  br label %3368

3405:                                             ; preds = %3368
  %3406 = add i64 %3365, 1
  br label %3364

3407:                                             ; preds = %3364
  %3408 = add i64 %3361, 1
  br label %3360

3409:                                             ; preds = %3360
  %3410 = call ptr @malloc(i64 1088)
  %3411 = ptrtoint ptr %3410 to i64
  %3412 = add i64 %3411, 63
  %3413 = urem i64 %3412, 64
  %3414 = sub i64 %3412, %3413
  %3415 = inttoptr i64 %3414 to ptr
  %3416 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3410, 0
  %3417 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3416, ptr %3415, 1
  %3418 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3417, i64 0, 2
  %3419 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3418, i64 1, 3, 0
  %3420 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3419, i64 8, 3, 1
  %3421 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3420, i64 32, 3, 2
  %3422 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3421, i64 256, 4, 0
  %3423 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3422, i64 32, 4, 1
  %3424 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3423, i64 1, 4, 2
  br label %3425

3425:                                             ; preds = %3453, %3409
  %3426 = phi i64 [ %3454, %3453 ], [ 0, %3409 ]
  %3427 = icmp slt i64 %3426, 1
  br i1 %3427, label %3428, label %3455

3428:                                             ; preds = %3425
  br label %3429

3429:                                             ; preds = %3451, %3428
  %3430 = phi i64 [ %3452, %3451 ], [ 0, %3428 ]
  %3431 = icmp slt i64 %3430, 8
  br i1 %3431, label %3432, label %3453

3432:                                             ; preds = %3429
  br label %3433

3433:                                             ; preds = %3436, %3432
  %3434 = phi i64 [ %3450, %3436 ], [ 0, %3432 ]
  %3435 = icmp slt i64 %3434, 32
  br i1 %3435, label %3436, label %3451

3436:                                             ; preds = %3433
  %3437 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2890, 1
  %3438 = mul nuw nsw i64 %3426, 256
  %3439 = mul nuw nsw i64 %3430, 32
  %3440 = add nuw nsw i64 %3438, %3439
  %3441 = add nuw nsw i64 %3440, %3434
  %3442 = getelementptr inbounds nuw float, ptr %3437, i64 %3441
  %3443 = load float, ptr %3442, align 4
  %3444 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3424, 1
  %3445 = mul nuw nsw i64 %3426, 256
  %3446 = mul nuw nsw i64 %3430, 32
  %3447 = add nuw nsw i64 %3445, %3446
  %3448 = add nuw nsw i64 %3447, %3434
  %3449 = getelementptr inbounds nuw float, ptr %3444, i64 %3448
  store float %3443, ptr %3449, align 4
  %3450 = add i64 %3434, 1
  br label %3433

3451:                                             ; preds = %3433
  %3452 = add i64 %3430, 1
  br label %3429

3453:                                             ; preds = %3429
  %3454 = add i64 %3426, 1
  br label %3425

3455:                                             ; preds = %3425
  br label %3456

3456:                                             ; preds = %3517, %3455
  %3457 = phi i64 [ %3518, %3517 ], [ 0, %3455 ]
  %3458 = icmp slt i64 %3457, 1
  br i1 %3458, label %3459, label %3519

3459:                                             ; preds = %3456
  br label %3460

3460:                                             ; preds = %3515, %3459
  %3461 = phi i64 [ %3516, %3515 ], [ 0, %3459 ]
  %3462 = icmp slt i64 %3461, 8
  br i1 %3462, label %3463, label %3517

3463:                                             ; preds = %3460
  br label %3464

3464:                                             ; preds = %3513, %3463
  %3465 = phi i64 [ %3514, %3513 ], [ 0, %3463 ]
  %3466 = icmp slt i64 %3465, 32
  br i1 %3466, label %3467, label %3515

3467:                                             ; preds = %3464
  br label %3468

3468:                                             ; preds = %3471, %3467
  %3469 = phi i64 [ %3512, %3471 ], [ 0, %3467 ]
  %3470 = icmp slt i64 %3469, 64
  br i1 %3470, label %3471, label %3513

3471:                                             ; preds = %3468
  %3472 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3232, 1
  %3473 = mul nuw nsw i64 %3457, 512
  %3474 = mul nuw nsw i64 %3461, 64
  %3475 = add nuw nsw i64 %3473, %3474
  %3476 = add nuw nsw i64 %3475, %3469
  %3477 = getelementptr inbounds nuw float, ptr %3472, i64 %3476
  %3478 = load float, ptr %3477, align 4
  %3479 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3328, 1
  %3480 = mul nuw nsw i64 %3457, 512
  %3481 = mul nuw nsw i64 %3461, 64
  %3482 = add nuw nsw i64 %3480, %3481
  %3483 = add nuw nsw i64 %3482, %3469
  %3484 = getelementptr inbounds nuw float, ptr %3479, i64 %3483
  %3485 = load float, ptr %3484, align 4
  %3486 = mul nuw nsw i64 %3465, 64
  %3487 = add nuw nsw i64 %3486, %3469
  %3488 = getelementptr inbounds nuw float, ptr @__constant_32x64xf32_5, i64 %3487
  %3489 = load float, ptr %3488, align 4
  %3490 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3424, 1
  %3491 = mul nuw nsw i64 %3457, 256
  %3492 = mul nuw nsw i64 %3461, 32
  %3493 = add nuw nsw i64 %3491, %3492
  %3494 = add nuw nsw i64 %3493, %3465
  %3495 = getelementptr inbounds nuw float, ptr %3490, i64 %3494
  %3496 = load float, ptr %3495, align 4
  %3497 = fneg float %3478
  %3498 = fmul float %3497, f0x3FB8AA3B
  %3499 = call float @llvm.exp2.f32(float %3498)
  %3500 = fadd float %3499, 1.000000e+00
  %3501 = fdiv float 1.000000e+00, %3500
  %3502 = fmul float %3478, %3501
  %3503 = fmul float %3502, %3485
  %3504 = fmul float %3503, %3489
  %3505 = fadd float %3496, %3504
  %3506 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3424, 1
  %3507 = mul nuw nsw i64 %3457, 256
  %3508 = mul nuw nsw i64 %3461, 32
  %3509 = add nuw nsw i64 %3507, %3508
  %3510 = add nuw nsw i64 %3509, %3465
  %3511 = getelementptr inbounds nuw float, ptr %3506, i64 %3510
  store float %3505, ptr %3511, align 4
  %3512 = add i64 %3469, 1
  br label %3468

3513:                                             ; preds = %3468
  %3514 = add i64 %3465, 1
  br label %3464

3515:                                             ; preds = %3464
  %3516 = add i64 %3461, 1
  br label %3460

3517:                                             ; preds = %3460
  %3518 = add i64 %3457, 1
  br label %3456

3519:                                             ; preds = %3456
  %3520 = call ptr @malloc(i64 1088)
  %3521 = ptrtoint ptr %3520 to i64
  %3522 = add i64 %3521, 63
  %3523 = urem i64 %3522, 64
  %3524 = sub i64 %3522, %3523
  %3525 = inttoptr i64 %3524 to ptr
  %3526 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3520, 0
  %3527 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3526, ptr %3525, 1
  %3528 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3527, i64 0, 2
  %3529 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3528, i64 1, 3, 0
  %3530 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3529, i64 8, 3, 1
  %3531 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3530, i64 32, 3, 2
  %3532 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3531, i64 256, 4, 0
  %3533 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3532, i64 32, 4, 1
  %3534 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3533, i64 1, 4, 2
  br label %3535

3535:                                             ; preds = %3571, %3519
  %3536 = phi i64 [ %3572, %3571 ], [ 0, %3519 ]
  %3537 = icmp slt i64 %3536, 1
  br i1 %3537, label %3538, label %3573

3538:                                             ; preds = %3535
  br label %3539

3539:                                             ; preds = %3569, %3538
  %3540 = phi i64 [ %3570, %3569 ], [ 0, %3538 ]
  %3541 = icmp slt i64 %3540, 8
  br i1 %3541, label %3542, label %3571

3542:                                             ; preds = %3539
  br label %3543

3543:                                             ; preds = %3546, %3542
  %3544 = phi i64 [ %3568, %3546 ], [ 0, %3542 ]
  %3545 = icmp slt i64 %3544, 32
  br i1 %3545, label %3546, label %3569

3546:                                             ; preds = %3543
  %3547 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3011, 1
  %3548 = mul nuw nsw i64 %3536, 256
  %3549 = mul nuw nsw i64 %3540, 32
  %3550 = add nuw nsw i64 %3548, %3549
  %3551 = add nuw nsw i64 %3550, %3544
  %3552 = getelementptr inbounds nuw float, ptr %3547, i64 %3551
  %3553 = load float, ptr %3552, align 4
  %3554 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3424, 1
  %3555 = mul nuw nsw i64 %3536, 256
  %3556 = mul nuw nsw i64 %3540, 32
  %3557 = add nuw nsw i64 %3555, %3556
  %3558 = add nuw nsw i64 %3557, %3544
  %3559 = getelementptr inbounds nuw float, ptr %3554, i64 %3558
  %3560 = load float, ptr %3559, align 4
  %3561 = fadd float %3553, %3560
  %3562 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3534, 1
  %3563 = mul nuw nsw i64 %3536, 256
  %3564 = mul nuw nsw i64 %3540, 32
  %3565 = add nuw nsw i64 %3563, %3564
  %3566 = add nuw nsw i64 %3565, %3544
  %3567 = getelementptr inbounds nuw float, ptr %3562, i64 %3566
  store float %3561, ptr %3567, align 4
  %3568 = add i64 %3544, 1
  br label %3543

3569:                                             ; preds = %3543
  %3570 = add i64 %3540, 1
  br label %3539

3571:                                             ; preds = %3539
  %3572 = add i64 %3536, 1
  br label %3535

3573:                                             ; preds = %3535
  %3574 = call ptr @malloc(i64 96)
  %3575 = ptrtoint ptr %3574 to i64
  %3576 = add i64 %3575, 63
  %3577 = urem i64 %3576, 64
  %3578 = sub i64 %3576, %3577
  %3579 = inttoptr i64 %3578 to ptr
  %3580 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3574, 0
  %3581 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3580, ptr %3579, 1
  %3582 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3581, i64 0, 2
  %3583 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3582, i64 1, 3, 0
  %3584 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3583, i64 8, 3, 1
  %3585 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3584, i64 1, 3, 2
  %3586 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3585, i64 8, 4, 0
  %3587 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3586, i64 1, 4, 1
  %3588 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3587, i64 1, 4, 2
  br label %3589

3589:                                             ; preds = %3615, %3573
  %3590 = phi i64 [ %3616, %3615 ], [ 0, %3573 ]
  %3591 = icmp slt i64 %3590, 1
  br i1 %3591, label %3592, label %3617

3592:                                             ; preds = %3589
  br label %3593

3593:                                             ; preds = %3613, %3592
  %3594 = phi i64 [ %3614, %3613 ], [ 0, %3592 ]
  %3595 = icmp slt i64 %3594, 8
  br i1 %3595, label %3596, label %3615

3596:                                             ; preds = %3593
  br label %3597

3597:                                             ; preds = %3600, %3596
  %3598 = phi i64 [ %3612, %3600 ], [ 0, %3596 ]
  %3599 = icmp slt i64 %3598, 1
  br i1 %3599, label %3600, label %3613

3600:                                             ; preds = %3597
  %3601 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %500, 1
  %3602 = mul nuw nsw i64 %3590, 8
  %3603 = add nuw nsw i64 %3602, %3594
  %3604 = add nuw nsw i64 %3603, %3598
  %3605 = getelementptr inbounds nuw float, ptr %3601, i64 %3604
  %3606 = load float, ptr %3605, align 4
  %3607 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3588, 1
  %3608 = mul nuw nsw i64 %3590, 8
  %3609 = add nuw nsw i64 %3608, %3594
  %3610 = add nuw nsw i64 %3609, %3598
  %3611 = getelementptr inbounds nuw float, ptr %3607, i64 %3610
  store float %3606, ptr %3611, align 4
  %3612 = add i64 %3598, 1
  br label %3597

3613:                                             ; preds = %3597
  %3614 = add i64 %3594, 1
  br label %3593

3615:                                             ; preds = %3593
  %3616 = add i64 %3590, 1
  br label %3589

3617:                                             ; preds = %3589
  br label %3618

3618:                                             ; preds = %3653, %3617
  %3619 = phi i64 [ %3654, %3653 ], [ 0, %3617 ]
  %3620 = icmp slt i64 %3619, 1
  br i1 %3620, label %3621, label %3655

3621:                                             ; preds = %3618
  br label %3622

3622:                                             ; preds = %3651, %3621
  %3623 = phi i64 [ %3652, %3651 ], [ 0, %3621 ]
  %3624 = icmp slt i64 %3623, 8
  br i1 %3624, label %3625, label %3653

3625:                                             ; preds = %3622
  br label %3626

3626:                                             ; preds = %3629, %3625
  %3627 = phi i64 [ %3650, %3629 ], [ 0, %3625 ]
  %3628 = icmp slt i64 %3627, 32
  br i1 %3628, label %3629, label %3651

3629:                                             ; preds = %3626
  %3630 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3534, 1
  %3631 = mul nuw nsw i64 %3619, 256
  %3632 = mul nuw nsw i64 %3623, 32
  %3633 = add nuw nsw i64 %3631, %3632
  %3634 = add nuw nsw i64 %3633, %3627
  %3635 = getelementptr inbounds nuw float, ptr %3630, i64 %3634
  %3636 = load float, ptr %3635, align 4
  %3637 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3588, 1
  %3638 = mul nuw nsw i64 %3619, 8
  %3639 = add nuw nsw i64 %3638, %3623
  %3640 = add nuw nsw i64 %3639, 0
  %3641 = getelementptr inbounds nuw float, ptr %3637, i64 %3640
  %3642 = load float, ptr %3641, align 4
  %3643 = fmul float %3636, %3636
  %3644 = fadd float %3643, %3642
  %3645 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3588, 1
  %3646 = mul nuw nsw i64 %3619, 8
  %3647 = add nuw nsw i64 %3646, %3623
  %3648 = add nuw nsw i64 %3647, 0
  %3649 = getelementptr inbounds nuw float, ptr %3645, i64 %3648
  store float %3644, ptr %3649, align 4
  %3650 = add i64 %3627, 1
  br label %3626

3651:                                             ; preds = %3626
  %3652 = add i64 %3623, 1
  br label %3622

3653:                                             ; preds = %3622
  %3654 = add i64 %3619, 1
  br label %3618

3655:                                             ; preds = %3618
  br label %3656

3656:                                             ; preds = %3698, %3655
  %3657 = phi i64 [ %3699, %3698 ], [ 0, %3655 ]
  %3658 = icmp slt i64 %3657, 1
  br i1 %3658, label %3659, label %3700

3659:                                             ; preds = %3656
  br label %3660

3660:                                             ; preds = %3696, %3659
  %3661 = phi i64 [ %3697, %3696 ], [ 0, %3659 ]
  %3662 = icmp slt i64 %3661, 8
  br i1 %3662, label %3663, label %3698

3663:                                             ; preds = %3660
  br label %3664

3664:                                             ; preds = %3667, %3663
  %3665 = phi i64 [ %3695, %3667 ], [ 0, %3663 ]
  %3666 = icmp slt i64 %3665, 32
  br i1 %3666, label %3667, label %3696

3667:                                             ; preds = %3664
  %3668 = getelementptr inbounds nuw float, ptr @__constant_32xf32_4, i64 %3665
  %3669 = load float, ptr %3668, align 4
  %3670 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3534, 1
  %3671 = mul nuw nsw i64 %3657, 256
  %3672 = mul nuw nsw i64 %3661, 32
  %3673 = add nuw nsw i64 %3671, %3672
  %3674 = add nuw nsw i64 %3673, %3665
  %3675 = getelementptr inbounds nuw float, ptr %3670, i64 %3674
  %3676 = load float, ptr %3675, align 4
  %3677 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3588, 1
  %3678 = mul nuw nsw i64 %3657, 8
  %3679 = add nuw nsw i64 %3678, %3661
  %3680 = add nuw nsw i64 %3679, 0
  %3681 = getelementptr inbounds nuw float, ptr %3677, i64 %3680
  %3682 = load float, ptr %3681, align 4
  %3683 = fdiv float %3682, 3.200000e+01
  %3684 = fadd float %3683, f0x358637BD
  %3685 = call float @llvm.sqrt.f32(float %3684)
  %3686 = fdiv float 1.000000e+00, %3685
  %3687 = fmul float %3676, %3686
  %3688 = fmul float %3669, %3687
  %3689 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3690 = mul nuw nsw i64 %3657, 256
  %3691 = mul nuw nsw i64 %3661, 32
  %3692 = add nuw nsw i64 %3690, %3691
  %3693 = add nuw nsw i64 %3692, %3665
  %3694 = getelementptr inbounds nuw float, ptr %3689, i64 %3693
  store float %3688, ptr %3694, align 4
  %3695 = add i64 %3665, 1
  br label %3664

3696:                                             ; preds = %3664
  %3697 = add i64 %3661, 1
  br label %3660

3698:                                             ; preds = %3660
  %3699 = add i64 %3657, 1
  br label %3656

3700:                                             ; preds = %3656
  %3701 = call ptr @malloc(i64 1088)
  %3702 = ptrtoint ptr %3701 to i64
  %3703 = add i64 %3702, 63
  %3704 = urem i64 %3703, 64
  %3705 = sub i64 %3703, %3704
  %3706 = inttoptr i64 %3705 to ptr
  %3707 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3701, 0
  %3708 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3707, ptr %3706, 1
  %3709 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3708, i64 0, 2
  %3710 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3709, i64 1, 3, 0
  %3711 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3710, i64 8, 3, 1
  %3712 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3711, i64 4, 3, 2
  %3713 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3712, i64 8, 3, 3
  %3714 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3713, i64 256, 4, 0
  %3715 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3714, i64 32, 4, 1
  %3716 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3715, i64 8, 4, 2
  %3717 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3716, i64 1, 4, 3
  br label %3718

3718:                                             ; preds = %3756, %3700
  %3719 = phi i64 [ %3757, %3756 ], [ 0, %3700 ]
  %3720 = icmp slt i64 %3719, 1
  br i1 %3720, label %3721, label %3758

3721:                                             ; preds = %3718
  br label %3722

3722:                                             ; preds = %3754, %3721
  %3723 = phi i64 [ %3755, %3754 ], [ 0, %3721 ]
  %3724 = icmp slt i64 %3723, 8
  br i1 %3724, label %3725, label %3756

3725:                                             ; preds = %3722
  br label %3726

3726:                                             ; preds = %3752, %3725
  %3727 = phi i64 [ %3753, %3752 ], [ 0, %3725 ]
  %3728 = icmp slt i64 %3727, 4
  br i1 %3728, label %3729, label %3754

3729:                                             ; preds = %3726
  br label %3730

3730:                                             ; preds = %3733, %3729
  %3731 = phi i64 [ %3751, %3733 ], [ 0, %3729 ]
  %3732 = icmp slt i64 %3731, 8
  br i1 %3732, label %3733, label %3752

3733:                                             ; preds = %3730
  %3734 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %972, 1
  %3735 = mul nuw nsw i64 %3719, 256
  %3736 = mul nuw nsw i64 %3723, 32
  %3737 = add nuw nsw i64 %3735, %3736
  %3738 = mul nuw nsw i64 %3727, 8
  %3739 = add nuw nsw i64 %3737, %3738
  %3740 = add nuw nsw i64 %3739, %3731
  %3741 = getelementptr inbounds nuw float, ptr %3734, i64 %3740
  %3742 = load float, ptr %3741, align 4
  %3743 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3717, 1
  %3744 = mul nuw nsw i64 %3719, 256
  %3745 = mul nuw nsw i64 %3723, 32
  %3746 = add nuw nsw i64 %3744, %3745
  %3747 = mul nuw nsw i64 %3727, 8
  %3748 = add nuw nsw i64 %3746, %3747
  %3749 = add nuw nsw i64 %3748, %3731
  %3750 = getelementptr inbounds nuw float, ptr %3743, i64 %3749
  store float %3742, ptr %3750, align 4
  %3751 = add i64 %3731, 1
  br label %3730

3752:                                             ; preds = %3730
  %3753 = add i64 %3727, 1
  br label %3726

3754:                                             ; preds = %3726
  %3755 = add i64 %3723, 1
  br label %3722

3756:                                             ; preds = %3722
  %3757 = add i64 %3719, 1
  br label %3718

3758:                                             ; preds = %3718
  br label %3759

3759:                                             ; preds = %3818, %3758
  %3760 = phi i64 [ %3819, %3818 ], [ 0, %3758 ]
  %3761 = icmp slt i64 %3760, 1
  br i1 %3761, label %3762, label %3820

3762:                                             ; preds = %3759
  br label %3763

3763:                                             ; preds = %3816, %3762
  %3764 = phi i64 [ %3817, %3816 ], [ 0, %3762 ]
  %3765 = icmp slt i64 %3764, 8
  br i1 %3765, label %3766, label %3818

3766:                                             ; preds = %3763
  br label %3767

3767:                                             ; preds = %3814, %3766
  %3768 = phi i64 [ %3815, %3814 ], [ 0, %3766 ]
  %3769 = icmp slt i64 %3768, 4
  br i1 %3769, label %3770, label %3816

3770:                                             ; preds = %3767
  br label %3771

3771:                                             ; preds = %3812, %3770
  %3772 = phi i64 [ %3813, %3812 ], [ 0, %3770 ]
  %3773 = icmp slt i64 %3772, 8
  br i1 %3773, label %3774, label %3814

3774:                                             ; preds = %3771
  br label %3775

3775:                                             ; preds = %3778, %3774
  %3776 = phi i64 [ %3811, %3778 ], [ 0, %3774 ]
  %3777 = icmp slt i64 %3776, 32
  br i1 %3777, label %3778, label %3812

3778:                                             ; preds = %3775
  %3779 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3780 = mul nuw nsw i64 %3760, 256
  %3781 = mul nuw nsw i64 %3764, 32
  %3782 = add nuw nsw i64 %3780, %3781
  %3783 = add nuw nsw i64 %3782, %3776
  %3784 = getelementptr inbounds nuw float, ptr %3779, i64 %3783
  %3785 = load float, ptr %3784, align 4
  %3786 = mul nuw nsw i64 %3768, 256
  %3787 = mul nuw nsw i64 %3772, 32
  %3788 = add nuw nsw i64 %3786, %3787
  %3789 = add nuw nsw i64 %3788, %3776
  %3790 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_3, i64 %3789
  %3791 = load float, ptr %3790, align 4
  %3792 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3717, 1
  %3793 = mul nuw nsw i64 %3760, 256
  %3794 = mul nuw nsw i64 %3764, 32
  %3795 = add nuw nsw i64 %3793, %3794
  %3796 = mul nuw nsw i64 %3768, 8
  %3797 = add nuw nsw i64 %3795, %3796
  %3798 = add nuw nsw i64 %3797, %3772
  %3799 = getelementptr inbounds nuw float, ptr %3792, i64 %3798
  %3800 = load float, ptr %3799, align 4
  %3801 = fmul float %3785, %3791
  %3802 = fadd float %3800, %3801
  %3803 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3717, 1
  %3804 = mul nuw nsw i64 %3760, 256
  %3805 = mul nuw nsw i64 %3764, 32
  %3806 = add nuw nsw i64 %3804, %3805
  %3807 = mul nuw nsw i64 %3768, 8
  %3808 = add nuw nsw i64 %3806, %3807
  %3809 = add nuw nsw i64 %3808, %3772
  %3810 = getelementptr inbounds nuw float, ptr %3803, i64 %3809
  store float %3802, ptr %3810, align 4
  %3811 = add i64 %3776, 1
  br label %3775

3812:                                             ; preds = %3775
  %3813 = add i64 %3772, 1
  br label %3771

3814:                                             ; preds = %3771
  %3815 = add i64 %3768, 1
  br label %3767

3816:                                             ; preds = %3767
  %3817 = add i64 %3764, 1
  br label %3763

3818:                                             ; preds = %3763
  %3819 = add i64 %3760, 1
  br label %3759

3820:                                             ; preds = %3759
  br label %3821

3821:                                             ; preds = %3859, %3820
  %3822 = phi i64 [ %3860, %3859 ], [ 0, %3820 ]
  %3823 = icmp slt i64 %3822, 1
  br i1 %3823, label %3824, label %3861

3824:                                             ; preds = %3821
  br label %3825

3825:                                             ; preds = %3857, %3824
  %3826 = phi i64 [ %3858, %3857 ], [ 0, %3824 ]
  %3827 = icmp slt i64 %3826, 4
  br i1 %3827, label %3828, label %3859

3828:                                             ; preds = %3825
  br label %3829

3829:                                             ; preds = %3855, %3828
  %3830 = phi i64 [ %3856, %3855 ], [ 0, %3828 ]
  %3831 = icmp slt i64 %3830, 8
  br i1 %3831, label %3832, label %3857

3832:                                             ; preds = %3829
  br label %3833

3833:                                             ; preds = %3836, %3832
  %3834 = phi i64 [ %3854, %3836 ], [ 0, %3832 ]
  %3835 = icmp slt i64 %3834, 8
  br i1 %3835, label %3836, label %3855

3836:                                             ; preds = %3833
  %3837 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3717, 1
  %3838 = mul nuw nsw i64 %3822, 256
  %3839 = mul nuw nsw i64 %3830, 32
  %3840 = add nuw nsw i64 %3838, %3839
  %3841 = mul nuw nsw i64 %3826, 8
  %3842 = add nuw nsw i64 %3840, %3841
  %3843 = add nuw nsw i64 %3842, %3834
  %3844 = getelementptr inbounds nuw float, ptr %3837, i64 %3843
  %3845 = load float, ptr %3844, align 4
  %3846 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, 1
  %3847 = mul nuw nsw i64 %3822, 256
  %3848 = mul nuw nsw i64 %3826, 64
  %3849 = add nuw nsw i64 %3847, %3848
  %3850 = mul nuw nsw i64 %3830, 8
  %3851 = add nuw nsw i64 %3849, %3850
  %3852 = add nuw nsw i64 %3851, %3834
  %3853 = getelementptr inbounds nuw float, ptr %3846, i64 %3852
  store float %3845, ptr %3853, align 4
  %3854 = add i64 %3834, 1
  br label %3833

3855:                                             ; preds = %3833
  %3856 = add i64 %3830, 1
  br label %3829

3857:                                             ; preds = %3829
  %3858 = add i64 %3826, 1
  br label %3825

3859:                                             ; preds = %3825
  %3860 = add i64 %3822, 1
  br label %3821

3861:                                             ; preds = %3821
  %3862 = call ptr @malloc(i64 576)
  %3863 = ptrtoint ptr %3862 to i64
  %3864 = add i64 %3863, 63
  %3865 = urem i64 %3864, 64
  %3866 = sub i64 %3864, %3865
  %3867 = inttoptr i64 %3866 to ptr
  %3868 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3862, 0
  %3869 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3868, ptr %3867, 1
  %3870 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3869, i64 0, 2
  %3871 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3870, i64 1, 3, 0
  %3872 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3871, i64 8, 3, 1
  %3873 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3872, i64 2, 3, 2
  %3874 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3873, i64 8, 3, 3
  %3875 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3874, i64 128, 4, 0
  %3876 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3875, i64 16, 4, 1
  %3877 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3876, i64 8, 4, 2
  %3878 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3877, i64 1, 4, 3
  br label %3879

3879:                                             ; preds = %3917, %3861
  %3880 = phi i64 [ %3918, %3917 ], [ 0, %3861 ]
  %3881 = icmp slt i64 %3880, 1
  br i1 %3881, label %3882, label %3919

3882:                                             ; preds = %3879
  br label %3883

3883:                                             ; preds = %3915, %3882
  %3884 = phi i64 [ %3916, %3915 ], [ 0, %3882 ]
  %3885 = icmp slt i64 %3884, 8
  br i1 %3885, label %3886, label %3917

3886:                                             ; preds = %3883
  br label %3887

3887:                                             ; preds = %3913, %3886
  %3888 = phi i64 [ %3914, %3913 ], [ 0, %3886 ]
  %3889 = icmp slt i64 %3888, 2
  br i1 %3889, label %3890, label %3915

3890:                                             ; preds = %3887
  br label %3891

3891:                                             ; preds = %3894, %3890
  %3892 = phi i64 [ %3912, %3894 ], [ 0, %3890 ]
  %3893 = icmp slt i64 %3892, 8
  br i1 %3893, label %3894, label %3913

3894:                                             ; preds = %3891
  %3895 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1192, 1
  %3896 = mul nuw nsw i64 %3880, 128
  %3897 = mul nuw nsw i64 %3884, 16
  %3898 = add nuw nsw i64 %3896, %3897
  %3899 = mul nuw nsw i64 %3888, 8
  %3900 = add nuw nsw i64 %3898, %3899
  %3901 = add nuw nsw i64 %3900, %3892
  %3902 = getelementptr inbounds nuw float, ptr %3895, i64 %3901
  %3903 = load float, ptr %3902, align 4
  %3904 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3878, 1
  %3905 = mul nuw nsw i64 %3880, 128
  %3906 = mul nuw nsw i64 %3884, 16
  %3907 = add nuw nsw i64 %3905, %3906
  %3908 = mul nuw nsw i64 %3888, 8
  %3909 = add nuw nsw i64 %3907, %3908
  %3910 = add nuw nsw i64 %3909, %3892
  %3911 = getelementptr inbounds nuw float, ptr %3904, i64 %3910
  store float %3903, ptr %3911, align 4
  %3912 = add i64 %3892, 1
  br label %3891

3913:                                             ; preds = %3891
  %3914 = add i64 %3888, 1
  br label %3887

3915:                                             ; preds = %3887
  %3916 = add i64 %3884, 1
  br label %3883

3917:                                             ; preds = %3883
  %3918 = add i64 %3880, 1
  br label %3879

3919:                                             ; preds = %3879
  br label %3920

3920:                                             ; preds = %3979, %3919
  %3921 = phi i64 [ %3980, %3979 ], [ 0, %3919 ]
  %3922 = icmp slt i64 %3921, 1
  br i1 %3922, label %3923, label %3981

3923:                                             ; preds = %3920
  br label %3924

3924:                                             ; preds = %3977, %3923
  %3925 = phi i64 [ %3978, %3977 ], [ 0, %3923 ]
  %3926 = icmp slt i64 %3925, 8
  br i1 %3926, label %3927, label %3979

3927:                                             ; preds = %3924
  br label %3928

3928:                                             ; preds = %3975, %3927
  %3929 = phi i64 [ %3976, %3975 ], [ 0, %3927 ]
  %3930 = icmp slt i64 %3929, 2
  br i1 %3930, label %3931, label %3977

3931:                                             ; preds = %3928
  br label %3932

3932:                                             ; preds = %3973, %3931
  %3933 = phi i64 [ %3974, %3973 ], [ 0, %3931 ]
  %3934 = icmp slt i64 %3933, 8
  br i1 %3934, label %3935, label %3975

3935:                                             ; preds = %3932
  br label %3936

3936:                                             ; preds = %3939, %3935
  %3937 = phi i64 [ %3972, %3939 ], [ 0, %3935 ]
  %3938 = icmp slt i64 %3937, 32
  br i1 %3938, label %3939, label %3973

3939:                                             ; preds = %3936
  %3940 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3941 = mul nuw nsw i64 %3921, 256
  %3942 = mul nuw nsw i64 %3925, 32
  %3943 = add nuw nsw i64 %3941, %3942
  %3944 = add nuw nsw i64 %3943, %3937
  %3945 = getelementptr inbounds nuw float, ptr %3940, i64 %3944
  %3946 = load float, ptr %3945, align 4
  %3947 = mul nuw nsw i64 %3929, 256
  %3948 = mul nuw nsw i64 %3933, 32
  %3949 = add nuw nsw i64 %3947, %3948
  %3950 = add nuw nsw i64 %3949, %3937
  %3951 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32_2, i64 %3950
  %3952 = load float, ptr %3951, align 4
  %3953 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3878, 1
  %3954 = mul nuw nsw i64 %3921, 128
  %3955 = mul nuw nsw i64 %3925, 16
  %3956 = add nuw nsw i64 %3954, %3955
  %3957 = mul nuw nsw i64 %3929, 8
  %3958 = add nuw nsw i64 %3956, %3957
  %3959 = add nuw nsw i64 %3958, %3933
  %3960 = getelementptr inbounds nuw float, ptr %3953, i64 %3959
  %3961 = load float, ptr %3960, align 4
  %3962 = fmul float %3946, %3952
  %3963 = fadd float %3961, %3962
  %3964 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3878, 1
  %3965 = mul nuw nsw i64 %3921, 128
  %3966 = mul nuw nsw i64 %3925, 16
  %3967 = add nuw nsw i64 %3965, %3966
  %3968 = mul nuw nsw i64 %3929, 8
  %3969 = add nuw nsw i64 %3967, %3968
  %3970 = add nuw nsw i64 %3969, %3933
  %3971 = getelementptr inbounds nuw float, ptr %3964, i64 %3970
  store float %3963, ptr %3971, align 4
  %3972 = add i64 %3937, 1
  br label %3936

3973:                                             ; preds = %3936
  %3974 = add i64 %3933, 1
  br label %3932

3975:                                             ; preds = %3932
  %3976 = add i64 %3929, 1
  br label %3928

3977:                                             ; preds = %3928
  %3978 = add i64 %3925, 1
  br label %3924

3979:                                             ; preds = %3924
  %3980 = add i64 %3921, 1
  br label %3920

3981:                                             ; preds = %3920
  br label %3982

3982:                                             ; preds = %4020, %3981
  %3983 = phi i64 [ %4021, %4020 ], [ 0, %3981 ]
  %3984 = icmp slt i64 %3983, 1
  br i1 %3984, label %3985, label %4022

3985:                                             ; preds = %3982
  br label %3986

3986:                                             ; preds = %4018, %3985
  %3987 = phi i64 [ %4019, %4018 ], [ 0, %3985 ]
  %3988 = icmp slt i64 %3987, 2
  br i1 %3988, label %3989, label %4020

3989:                                             ; preds = %3986
  br label %3990

3990:                                             ; preds = %4016, %3989
  %3991 = phi i64 [ %4017, %4016 ], [ 0, %3989 ]
  %3992 = icmp slt i64 %3991, 8
  br i1 %3992, label %3993, label %4018

3993:                                             ; preds = %3990
  br label %3994

3994:                                             ; preds = %3997, %3993
  %3995 = phi i64 [ %4015, %3997 ], [ 0, %3993 ]
  %3996 = icmp slt i64 %3995, 8
  br i1 %3996, label %3997, label %4016

3997:                                             ; preds = %3994
  %3998 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3878, 1
  %3999 = mul nuw nsw i64 %3983, 128
  %4000 = mul nuw nsw i64 %3991, 16
  %4001 = add nuw nsw i64 %3999, %4000
  %4002 = mul nuw nsw i64 %3987, 8
  %4003 = add nuw nsw i64 %4001, %4002
  %4004 = add nuw nsw i64 %4003, %3995
  %4005 = getelementptr inbounds nuw float, ptr %3998, i64 %4004
  %4006 = load float, ptr %4005, align 4
  %4007 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1329, 1
  %4008 = mul nuw nsw i64 %3983, 128
  %4009 = mul nuw nsw i64 %3987, 64
  %4010 = add nuw nsw i64 %4008, %4009
  %4011 = mul nuw nsw i64 %3991, 8
  %4012 = add nuw nsw i64 %4010, %4011
  %4013 = add nuw nsw i64 %4012, %3995
  %4014 = getelementptr inbounds nuw float, ptr %4007, i64 %4013
  store float %4006, ptr %4014, align 4
  %4015 = add i64 %3995, 1
  br label %3994

4016:                                             ; preds = %3994
  %4017 = add i64 %3991, 1
  br label %3990

4018:                                             ; preds = %3990
  %4019 = add i64 %3987, 1
  br label %3986

4020:                                             ; preds = %3986
  %4021 = add i64 %3983, 1
  br label %3982

4022:                                             ; preds = %3982
  br label %4023

4023:                                             ; preds = %4082, %4022
  %4024 = phi i64 [ %4083, %4082 ], [ 0, %4022 ]
  %4025 = icmp slt i64 %4024, 1
  br i1 %4025, label %4026, label %4084

4026:                                             ; preds = %4023
  br label %4027

4027:                                             ; preds = %4080, %4026
  %4028 = phi i64 [ %4081, %4080 ], [ 0, %4026 ]
  %4029 = icmp slt i64 %4028, 8
  br i1 %4029, label %4030, label %4082

4030:                                             ; preds = %4027
  br label %4031

4031:                                             ; preds = %4078, %4030
  %4032 = phi i64 [ %4079, %4078 ], [ 0, %4030 ]
  %4033 = icmp slt i64 %4032, 2
  br i1 %4033, label %4034, label %4080

4034:                                             ; preds = %4031
  br label %4035

4035:                                             ; preds = %4076, %4034
  %4036 = phi i64 [ %4077, %4076 ], [ 0, %4034 ]
  %4037 = icmp slt i64 %4036, 8
  br i1 %4037, label %4038, label %4078

4038:                                             ; preds = %4035
  br label %4039

4039:                                             ; preds = %4042, %4038
  %4040 = phi i64 [ %4075, %4042 ], [ 0, %4038 ]
  %4041 = icmp slt i64 %4040, 32
  br i1 %4041, label %4042, label %4076

4042:                                             ; preds = %4039
  %4043 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4044 = mul nuw nsw i64 %4024, 256
  %4045 = mul nuw nsw i64 %4028, 32
  %4046 = add nuw nsw i64 %4044, %4045
  %4047 = add nuw nsw i64 %4046, %4040
  %4048 = getelementptr inbounds nuw float, ptr %4043, i64 %4047
  %4049 = load float, ptr %4048, align 4
  %4050 = mul nuw nsw i64 %4032, 256
  %4051 = mul nuw nsw i64 %4036, 32
  %4052 = add nuw nsw i64 %4050, %4051
  %4053 = add nuw nsw i64 %4052, %4040
  %4054 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32, i64 %4053
  %4055 = load float, ptr %4054, align 4
  %4056 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1192, 1
  %4057 = mul nuw nsw i64 %4024, 128
  %4058 = mul nuw nsw i64 %4028, 16
  %4059 = add nuw nsw i64 %4057, %4058
  %4060 = mul nuw nsw i64 %4032, 8
  %4061 = add nuw nsw i64 %4059, %4060
  %4062 = add nuw nsw i64 %4061, %4036
  %4063 = getelementptr inbounds nuw float, ptr %4056, i64 %4062
  %4064 = load float, ptr %4063, align 4
  %4065 = fmul float %4049, %4055
  %4066 = fadd float %4064, %4065
  %4067 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1192, 1
  %4068 = mul nuw nsw i64 %4024, 128
  %4069 = mul nuw nsw i64 %4028, 16
  %4070 = add nuw nsw i64 %4068, %4069
  %4071 = mul nuw nsw i64 %4032, 8
  %4072 = add nuw nsw i64 %4070, %4071
  %4073 = add nuw nsw i64 %4072, %4036
  %4074 = getelementptr inbounds nuw float, ptr %4067, i64 %4073
  store float %4066, ptr %4074, align 4
  %4075 = add i64 %4040, 1
  br label %4039

4076:                                             ; preds = %4039
  %4077 = add i64 %4036, 1
  br label %4035

4078:                                             ; preds = %4035
  %4079 = add i64 %4032, 1
  br label %4031

4080:                                             ; preds = %4031
  %4081 = add i64 %4028, 1
  br label %4027

4082:                                             ; preds = %4027
  %4083 = add i64 %4024, 1
  br label %4023

4084:                                             ; preds = %4023
  br label %4085

4085:                                             ; preds = %4125, %4084
  %4086 = phi i64 [ %4126, %4125 ], [ 0, %4084 ]
  %4087 = icmp slt i64 %4086, 1
  br i1 %4087, label %4088, label %4127

4088:                                             ; preds = %4085
  br label %4089

4089:                                             ; preds = %4123, %4088
  %4090 = phi i64 [ %4124, %4123 ], [ 0, %4088 ]
  %4091 = icmp slt i64 %4090, 4
  br i1 %4091, label %4092, label %4125

4092:                                             ; preds = %4089
  br label %4093

4093:                                             ; preds = %4121, %4092
  %4094 = phi i64 [ %4122, %4121 ], [ 0, %4092 ]
  %4095 = icmp slt i64 %4094, 8
  br i1 %4095, label %4096, label %4123

4096:                                             ; preds = %4093
  br label %4097

4097:                                             ; preds = %4100, %4096
  %4098 = phi i64 [ %4120, %4100 ], [ 0, %4096 ]
  %4099 = icmp slt i64 %4098, 4
  br i1 %4099, label %4100, label %4121

4100:                                             ; preds = %4097
  %4101 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1516, 1
  %4102 = getelementptr float, ptr %4101, i64 4
  %4103 = mul nuw nsw i64 %4086, 256
  %4104 = mul nuw nsw i64 %4090, 64
  %4105 = add nuw nsw i64 %4103, %4104
  %4106 = mul nuw nsw i64 %4094, 8
  %4107 = add nuw nsw i64 %4105, %4106
  %4108 = add nuw nsw i64 %4107, %4098
  %4109 = getelementptr inbounds nuw float, ptr %4102, i64 %4108
  %4110 = load float, ptr %4109, align 4
  %4111 = fneg float %4110
  %4112 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1533, 1
  %4113 = mul nuw nsw i64 %4086, 128
  %4114 = mul nuw nsw i64 %4090, 32
  %4115 = add nuw nsw i64 %4113, %4114
  %4116 = mul nuw nsw i64 %4094, 4
  %4117 = add nuw nsw i64 %4115, %4116
  %4118 = add nuw nsw i64 %4117, %4098
  %4119 = getelementptr inbounds nuw float, ptr %4112, i64 %4118
  store float %4111, ptr %4119, align 4
  %4120 = add i64 %4098, 1
  br label %4097

4121:                                             ; preds = %4097
  %4122 = add i64 %4094, 1
  br label %4093

4123:                                             ; preds = %4093
  %4124 = add i64 %4090, 1
  br label %4089

4125:                                             ; preds = %4089
  %4126 = add i64 %4086, 1
  br label %4085

4127:                                             ; preds = %4085
  %4128 = call ptr @malloc(i64 1088)
  %4129 = ptrtoint ptr %4128 to i64
  %4130 = add i64 %4129, 63
  %4131 = urem i64 %4130, 64
  %4132 = sub i64 %4130, %4131
  %4133 = inttoptr i64 %4132 to ptr
  %4134 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4128, 0
  %4135 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4134, ptr %4133, 1
  %4136 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4135, i64 0, 2
  %4137 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4136, i64 1, 3, 0
  %4138 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4137, i64 4, 3, 1
  %4139 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4138, i64 8, 3, 2
  %4140 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4139, i64 8, 3, 3
  %4141 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4140, i64 256, 4, 0
  %4142 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4141, i64 64, 4, 1
  %4143 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4142, i64 8, 4, 2
  %4144 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4143, i64 1, 4, 3
  %4145 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4144, 0
  %4146 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4144, 1
  %4147 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4145, 0
  %4148 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4147, ptr %4146, 1
  %4149 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4148, i64 0, 2
  %4150 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4149, i64 1, 3, 0
  %4151 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4150, i64 256, 4, 0
  %4152 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4151, i64 4, 3, 1
  %4153 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4152, i64 64, 4, 1
  %4154 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4153, i64 8, 3, 2
  %4155 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4154, i64 8, 4, 2
  %4156 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4155, i64 4, 3, 3
  %4157 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4156, i64 1, 4, 3
  br label %4158

4158:                                             ; preds = %4196, %4127
  %4159 = phi i64 [ %4197, %4196 ], [ 0, %4127 ]
  %4160 = icmp slt i64 %4159, 1
  br i1 %4160, label %4161, label %4198

4161:                                             ; preds = %4158
  br label %4162

4162:                                             ; preds = %4194, %4161
  %4163 = phi i64 [ %4195, %4194 ], [ 0, %4161 ]
  %4164 = icmp slt i64 %4163, 4
  br i1 %4164, label %4165, label %4196

4165:                                             ; preds = %4162
  br label %4166

4166:                                             ; preds = %4192, %4165
  %4167 = phi i64 [ %4193, %4192 ], [ 0, %4165 ]
  %4168 = icmp slt i64 %4167, 8
  br i1 %4168, label %4169, label %4194

4169:                                             ; preds = %4166
  br label %4170

4170:                                             ; preds = %4173, %4169
  %4171 = phi i64 [ %4191, %4173 ], [ 0, %4169 ]
  %4172 = icmp slt i64 %4171, 4
  br i1 %4172, label %4173, label %4192

4173:                                             ; preds = %4170
  %4174 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1533, 1
  %4175 = mul nuw nsw i64 %4159, 128
  %4176 = mul nuw nsw i64 %4163, 32
  %4177 = add nuw nsw i64 %4175, %4176
  %4178 = mul nuw nsw i64 %4167, 4
  %4179 = add nuw nsw i64 %4177, %4178
  %4180 = add nuw nsw i64 %4179, %4171
  %4181 = getelementptr inbounds nuw float, ptr %4174, i64 %4180
  %4182 = load float, ptr %4181, align 4
  %4183 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4157, 1
  %4184 = mul nuw nsw i64 %4159, 256
  %4185 = mul nuw nsw i64 %4163, 64
  %4186 = add nuw nsw i64 %4184, %4185
  %4187 = mul nuw nsw i64 %4167, 8
  %4188 = add nuw nsw i64 %4186, %4187
  %4189 = add nuw nsw i64 %4188, %4171
  %4190 = getelementptr inbounds nuw float, ptr %4183, i64 %4189
  store float %4182, ptr %4190, align 4
  %4191 = add i64 %4171, 1
  br label %4170

4192:                                             ; preds = %4170
  %4193 = add i64 %4167, 1
  br label %4166

4194:                                             ; preds = %4166
  %4195 = add i64 %4163, 1
  br label %4162

4196:                                             ; preds = %4162
  %4197 = add i64 %4159, 1
  br label %4158

4198:                                             ; preds = %4158
  %4199 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4144, 0
  %4200 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4144, 1
  %4201 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4199, 0
  %4202 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4201, ptr %4200, 1
  %4203 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4202, i64 4, 2
  %4204 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4203, i64 1, 3, 0
  %4205 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4204, i64 256, 4, 0
  %4206 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4205, i64 4, 3, 1
  %4207 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4206, i64 64, 4, 1
  %4208 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4207, i64 8, 3, 2
  %4209 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4208, i64 8, 4, 2
  %4210 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4209, i64 4, 3, 3
  %4211 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4210, i64 1, 4, 3
  br label %4212

4212:                                             ; preds = %4251, %4198
  %4213 = phi i64 [ %4252, %4251 ], [ 0, %4198 ]
  %4214 = icmp slt i64 %4213, 1
  br i1 %4214, label %4215, label %4253

4215:                                             ; preds = %4212
  br label %4216

4216:                                             ; preds = %4249, %4215
  %4217 = phi i64 [ %4250, %4249 ], [ 0, %4215 ]
  %4218 = icmp slt i64 %4217, 4
  br i1 %4218, label %4219, label %4251

4219:                                             ; preds = %4216
  br label %4220

4220:                                             ; preds = %4247, %4219
  %4221 = phi i64 [ %4248, %4247 ], [ 0, %4219 ]
  %4222 = icmp slt i64 %4221, 8
  br i1 %4222, label %4223, label %4249

4223:                                             ; preds = %4220
  br label %4224

4224:                                             ; preds = %4227, %4223
  %4225 = phi i64 [ %4246, %4227 ], [ 0, %4223 ]
  %4226 = icmp slt i64 %4225, 4
  br i1 %4226, label %4227, label %4247

4227:                                             ; preds = %4224
  %4228 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1503, 1
  %4229 = mul nuw nsw i64 %4213, 256
  %4230 = mul nuw nsw i64 %4217, 64
  %4231 = add nuw nsw i64 %4229, %4230
  %4232 = mul nuw nsw i64 %4221, 8
  %4233 = add nuw nsw i64 %4231, %4232
  %4234 = add nuw nsw i64 %4233, %4225
  %4235 = getelementptr inbounds nuw float, ptr %4228, i64 %4234
  %4236 = load float, ptr %4235, align 4
  %4237 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4211, 1
  %4238 = getelementptr float, ptr %4237, i64 4
  %4239 = mul nuw nsw i64 %4213, 256
  %4240 = mul nuw nsw i64 %4217, 64
  %4241 = add nuw nsw i64 %4239, %4240
  %4242 = mul nuw nsw i64 %4221, 8
  %4243 = add nuw nsw i64 %4241, %4242
  %4244 = add nuw nsw i64 %4243, %4225
  %4245 = getelementptr inbounds nuw float, ptr %4238, i64 %4244
  store float %4236, ptr %4245, align 4
  %4246 = add i64 %4225, 1
  br label %4224

4247:                                             ; preds = %4224
  %4248 = add i64 %4221, 1
  br label %4220

4249:                                             ; preds = %4220
  %4250 = add i64 %4217, 1
  br label %4216

4251:                                             ; preds = %4216
  %4252 = add i64 %4213, 1
  br label %4212

4253:                                             ; preds = %4212
  br label %4254

4254:                                             ; preds = %4294, %4253
  %4255 = phi i64 [ %4295, %4294 ], [ 0, %4253 ]
  %4256 = icmp slt i64 %4255, 1
  br i1 %4256, label %4257, label %4296

4257:                                             ; preds = %4254
  br label %4258

4258:                                             ; preds = %4292, %4257
  %4259 = phi i64 [ %4293, %4292 ], [ 0, %4257 ]
  %4260 = icmp slt i64 %4259, 2
  br i1 %4260, label %4261, label %4294

4261:                                             ; preds = %4258
  br label %4262

4262:                                             ; preds = %4290, %4261
  %4263 = phi i64 [ %4291, %4290 ], [ 0, %4261 ]
  %4264 = icmp slt i64 %4263, 8
  br i1 %4264, label %4265, label %4292

4265:                                             ; preds = %4262
  br label %4266

4266:                                             ; preds = %4269, %4265
  %4267 = phi i64 [ %4289, %4269 ], [ 0, %4265 ]
  %4268 = icmp slt i64 %4267, 4
  br i1 %4268, label %4269, label %4290

4269:                                             ; preds = %4266
  %4270 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1728, 1
  %4271 = getelementptr float, ptr %4270, i64 4
  %4272 = mul nuw nsw i64 %4255, 128
  %4273 = mul nuw nsw i64 %4259, 64
  %4274 = add nuw nsw i64 %4272, %4273
  %4275 = mul nuw nsw i64 %4263, 8
  %4276 = add nuw nsw i64 %4274, %4275
  %4277 = add nuw nsw i64 %4276, %4267
  %4278 = getelementptr inbounds nuw float, ptr %4271, i64 %4277
  %4279 = load float, ptr %4278, align 4
  %4280 = fneg float %4279
  %4281 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1745, 1
  %4282 = mul nuw nsw i64 %4255, 64
  %4283 = mul nuw nsw i64 %4259, 32
  %4284 = add nuw nsw i64 %4282, %4283
  %4285 = mul nuw nsw i64 %4263, 4
  %4286 = add nuw nsw i64 %4284, %4285
  %4287 = add nuw nsw i64 %4286, %4267
  %4288 = getelementptr inbounds nuw float, ptr %4281, i64 %4287
  store float %4280, ptr %4288, align 4
  %4289 = add i64 %4267, 1
  br label %4266

4290:                                             ; preds = %4266
  %4291 = add i64 %4263, 1
  br label %4262

4292:                                             ; preds = %4262
  %4293 = add i64 %4259, 1
  br label %4258

4294:                                             ; preds = %4258
  %4295 = add i64 %4255, 1
  br label %4254

4296:                                             ; preds = %4254
  %4297 = call ptr @malloc(i64 576)
  %4298 = ptrtoint ptr %4297 to i64
  %4299 = add i64 %4298, 63
  %4300 = urem i64 %4299, 64
  %4301 = sub i64 %4299, %4300
  %4302 = inttoptr i64 %4301 to ptr
  %4303 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4297, 0
  %4304 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4303, ptr %4302, 1
  %4305 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4304, i64 0, 2
  %4306 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4305, i64 1, 3, 0
  %4307 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4306, i64 2, 3, 1
  %4308 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4307, i64 8, 3, 2
  %4309 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4308, i64 8, 3, 3
  %4310 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4309, i64 128, 4, 0
  %4311 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4310, i64 64, 4, 1
  %4312 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4311, i64 8, 4, 2
  %4313 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4312, i64 1, 4, 3
  %4314 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4313, 0
  %4315 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4313, 1
  %4316 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4314, 0
  %4317 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4316, ptr %4315, 1
  %4318 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4317, i64 0, 2
  %4319 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4318, i64 1, 3, 0
  %4320 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4319, i64 128, 4, 0
  %4321 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4320, i64 2, 3, 1
  %4322 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4321, i64 64, 4, 1
  %4323 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4322, i64 8, 3, 2
  %4324 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4323, i64 8, 4, 2
  %4325 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4324, i64 4, 3, 3
  %4326 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4325, i64 1, 4, 3
  br label %4327

4327:                                             ; preds = %4365, %4296
  %4328 = phi i64 [ %4366, %4365 ], [ 0, %4296 ]
  %4329 = icmp slt i64 %4328, 1
  br i1 %4329, label %4330, label %4367

4330:                                             ; preds = %4327
  br label %4331

4331:                                             ; preds = %4363, %4330
  %4332 = phi i64 [ %4364, %4363 ], [ 0, %4330 ]
  %4333 = icmp slt i64 %4332, 2
  br i1 %4333, label %4334, label %4365

4334:                                             ; preds = %4331
  br label %4335

4335:                                             ; preds = %4361, %4334
  %4336 = phi i64 [ %4362, %4361 ], [ 0, %4334 ]
  %4337 = icmp slt i64 %4336, 8
  br i1 %4337, label %4338, label %4363

4338:                                             ; preds = %4335
  br label %4339

4339:                                             ; preds = %4342, %4338
  %4340 = phi i64 [ %4360, %4342 ], [ 0, %4338 ]
  %4341 = icmp slt i64 %4340, 4
  br i1 %4341, label %4342, label %4361

4342:                                             ; preds = %4339
  %4343 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1745, 1
  %4344 = mul nuw nsw i64 %4328, 64
  %4345 = mul nuw nsw i64 %4332, 32
  %4346 = add nuw nsw i64 %4344, %4345
  %4347 = mul nuw nsw i64 %4336, 4
  %4348 = add nuw nsw i64 %4346, %4347
  %4349 = add nuw nsw i64 %4348, %4340
  %4350 = getelementptr inbounds nuw float, ptr %4343, i64 %4349
  %4351 = load float, ptr %4350, align 4
  %4352 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4326, 1
  %4353 = mul nuw nsw i64 %4328, 128
  %4354 = mul nuw nsw i64 %4332, 64
  %4355 = add nuw nsw i64 %4353, %4354
  %4356 = mul nuw nsw i64 %4336, 8
  %4357 = add nuw nsw i64 %4355, %4356
  %4358 = add nuw nsw i64 %4357, %4340
  %4359 = getelementptr inbounds nuw float, ptr %4352, i64 %4358
  store float %4351, ptr %4359, align 4
  %4360 = add i64 %4340, 1
  br label %4339

4361:                                             ; preds = %4339
  %4362 = add i64 %4336, 1
  br label %4335

4363:                                             ; preds = %4335
  %4364 = add i64 %4332, 1
  br label %4331

4365:                                             ; preds = %4331
  %4366 = add i64 %4328, 1
  br label %4327

4367:                                             ; preds = %4327
  %4368 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4313, 0
  %4369 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4313, 1
  %4370 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4368, 0
  %4371 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4370, ptr %4369, 1
  %4372 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4371, i64 4, 2
  %4373 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4372, i64 1, 3, 0
  %4374 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4373, i64 128, 4, 0
  %4375 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4374, i64 2, 3, 1
  %4376 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4375, i64 64, 4, 1
  %4377 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4376, i64 8, 3, 2
  %4378 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4377, i64 8, 4, 2
  %4379 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4378, i64 4, 3, 3
  %4380 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4379, i64 1, 4, 3
  br label %4381

4381:                                             ; preds = %4420, %4367
  %4382 = phi i64 [ %4421, %4420 ], [ 0, %4367 ]
  %4383 = icmp slt i64 %4382, 1
  br i1 %4383, label %4384, label %4422

4384:                                             ; preds = %4381
  br label %4385

4385:                                             ; preds = %4418, %4384
  %4386 = phi i64 [ %4419, %4418 ], [ 0, %4384 ]
  %4387 = icmp slt i64 %4386, 2
  br i1 %4387, label %4388, label %4420

4388:                                             ; preds = %4385
  br label %4389

4389:                                             ; preds = %4416, %4388
  %4390 = phi i64 [ %4417, %4416 ], [ 0, %4388 ]
  %4391 = icmp slt i64 %4390, 8
  br i1 %4391, label %4392, label %4418

4392:                                             ; preds = %4389
  br label %4393

4393:                                             ; preds = %4396, %4392
  %4394 = phi i64 [ %4415, %4396 ], [ 0, %4392 ]
  %4395 = icmp slt i64 %4394, 4
  br i1 %4395, label %4396, label %4416

4396:                                             ; preds = %4393
  %4397 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1715, 1
  %4398 = mul nuw nsw i64 %4382, 128
  %4399 = mul nuw nsw i64 %4386, 64
  %4400 = add nuw nsw i64 %4398, %4399
  %4401 = mul nuw nsw i64 %4390, 8
  %4402 = add nuw nsw i64 %4400, %4401
  %4403 = add nuw nsw i64 %4402, %4394
  %4404 = getelementptr inbounds nuw float, ptr %4397, i64 %4403
  %4405 = load float, ptr %4404, align 4
  %4406 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4380, 1
  %4407 = getelementptr float, ptr %4406, i64 4
  %4408 = mul nuw nsw i64 %4382, 128
  %4409 = mul nuw nsw i64 %4386, 64
  %4410 = add nuw nsw i64 %4408, %4409
  %4411 = mul nuw nsw i64 %4390, 8
  %4412 = add nuw nsw i64 %4410, %4411
  %4413 = add nuw nsw i64 %4412, %4394
  %4414 = getelementptr inbounds nuw float, ptr %4407, i64 %4413
  store float %4405, ptr %4414, align 4
  %4415 = add i64 %4394, 1
  br label %4393

4416:                                             ; preds = %4393
  %4417 = add i64 %4390, 1
  br label %4389

4418:                                             ; preds = %4389
  %4419 = add i64 %4386, 1
  br label %4385

4420:                                             ; preds = %4385
  %4421 = add i64 %4382, 1
  br label %4381

4422:                                             ; preds = %4381
  br label %4423

4423:                                             ; preds = %4469, %4422
  %4424 = phi i64 [ %4470, %4469 ], [ 0, %4422 ]
  %4425 = icmp slt i64 %4424, 1
  br i1 %4425, label %4426, label %4471

4426:                                             ; preds = %4423
  br label %4427

4427:                                             ; preds = %4467, %4426
  %4428 = phi i64 [ %4468, %4467 ], [ 0, %4426 ]
  %4429 = icmp slt i64 %4428, 2
  br i1 %4429, label %4430, label %4469

4430:                                             ; preds = %4427
  br label %4431

4431:                                             ; preds = %4465, %4430
  %4432 = phi i64 [ %4466, %4465 ], [ 0, %4430 ]
  %4433 = icmp slt i64 %4432, 2
  br i1 %4433, label %4434, label %4467

4434:                                             ; preds = %4431
  br label %4435

4435:                                             ; preds = %4463, %4434
  %4436 = phi i64 [ %4464, %4463 ], [ 0, %4434 ]
  %4437 = icmp slt i64 %4436, 8
  br i1 %4437, label %4438, label %4465

4438:                                             ; preds = %4435
  br label %4439

4439:                                             ; preds = %4442, %4438
  %4440 = phi i64 [ %4462, %4442 ], [ 0, %4438 ]
  %4441 = icmp slt i64 %4440, 8
  br i1 %4441, label %4442, label %4463

4442:                                             ; preds = %4439
  %4443 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1192, 1
  %4444 = mul nuw nsw i64 %4424, 128
  %4445 = mul nuw nsw i64 %4436, 16
  %4446 = add nuw nsw i64 %4444, %4445
  %4447 = mul nuw nsw i64 %4428, 8
  %4448 = add nuw nsw i64 %4446, %4447
  %4449 = add nuw nsw i64 %4448, %4440
  %4450 = getelementptr inbounds nuw float, ptr %4443, i64 %4449
  %4451 = load float, ptr %4450, align 4
  %4452 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1933, 1
  %4453 = mul nuw nsw i64 %4424, 256
  %4454 = mul nuw nsw i64 %4428, 128
  %4455 = add nuw nsw i64 %4453, %4454
  %4456 = mul nuw nsw i64 %4432, 64
  %4457 = add nuw nsw i64 %4455, %4456
  %4458 = mul nuw nsw i64 %4436, 8
  %4459 = add nuw nsw i64 %4457, %4458
  %4460 = add nuw nsw i64 %4459, %4440
  %4461 = getelementptr inbounds nuw float, ptr %4452, i64 %4460
  store float %4451, ptr %4461, align 4
  %4462 = add i64 %4440, 1
  br label %4439

4463:                                             ; preds = %4439
  %4464 = add i64 %4436, 1
  br label %4435

4465:                                             ; preds = %4435
  %4466 = add i64 %4432, 1
  br label %4431

4467:                                             ; preds = %4431
  %4468 = add i64 %4428, 1
  br label %4427

4469:                                             ; preds = %4427
  %4470 = add i64 %4424, 1
  br label %4423

4471:                                             ; preds = %4423
  %4472 = call ptr @malloc(i64 1088)
  %4473 = ptrtoint ptr %4472 to i64
  %4474 = add i64 %4473, 63
  %4475 = urem i64 %4474, 64
  %4476 = sub i64 %4474, %4475
  %4477 = inttoptr i64 %4476 to ptr
  %4478 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %4472, 0
  %4479 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4478, ptr %4477, 1
  %4480 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4479, i64 0, 2
  %4481 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4480, i64 1, 3, 0
  %4482 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4481, i64 2, 3, 1
  %4483 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4482, i64 2, 3, 2
  %4484 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4483, i64 8, 3, 3
  %4485 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4484, i64 8, 3, 4
  %4486 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4485, i64 256, 4, 0
  %4487 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4486, i64 128, 4, 1
  %4488 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4487, i64 64, 4, 2
  %4489 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4488, i64 8, 4, 3
  %4490 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4489, i64 1, 4, 4
  br label %4491

4491:                                             ; preds = %4565, %4471
  %4492 = phi i64 [ %4566, %4565 ], [ 0, %4471 ]
  %4493 = icmp slt i64 %4492, 1
  br i1 %4493, label %4494, label %4567

4494:                                             ; preds = %4491
  br label %4495

4495:                                             ; preds = %4563, %4494
  %4496 = phi i64 [ %4564, %4563 ], [ 0, %4494 ]
  %4497 = icmp slt i64 %4496, 2
  br i1 %4497, label %4498, label %4565

4498:                                             ; preds = %4495
  br label %4499

4499:                                             ; preds = %4561, %4498
  %4500 = phi i64 [ %4562, %4561 ], [ 0, %4498 ]
  %4501 = icmp slt i64 %4500, 2
  br i1 %4501, label %4502, label %4563

4502:                                             ; preds = %4499
  br label %4503

4503:                                             ; preds = %4559, %4502
  %4504 = phi i64 [ %4560, %4559 ], [ 0, %4502 ]
  %4505 = icmp slt i64 %4504, 8
  br i1 %4505, label %4506, label %4561

4506:                                             ; preds = %4503
  br label %4507

4507:                                             ; preds = %4510, %4506
  %4508 = phi i64 [ %4558, %4510 ], [ 0, %4506 ]
  %4509 = icmp slt i64 %4508, 8
  br i1 %4509, label %4510, label %4559

4510:                                             ; preds = %4507
  %4511 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1329, 1
  %4512 = mul nuw nsw i64 %4492, 128
  %4513 = mul nuw nsw i64 %4496, 64
  %4514 = add nuw nsw i64 %4512, %4513
  %4515 = mul nuw nsw i64 %4508, 8
  %4516 = add nuw nsw i64 %4514, %4515
  %4517 = add nuw nsw i64 %4516, %4504
  %4518 = getelementptr inbounds nuw float, ptr %4511, i64 %4517
  %4519 = load float, ptr %4518, align 4
  %4520 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %679, 1
  %4521 = mul nuw nsw i64 %4492, 64
  %4522 = add nuw nsw i64 %4521, 0
  %4523 = mul nuw nsw i64 %4508, 8
  %4524 = add nuw nsw i64 %4522, %4523
  %4525 = add nuw nsw i64 %4524, %4504
  %4526 = getelementptr inbounds nuw float, ptr %4520, i64 %4525
  %4527 = load float, ptr %4526, align 4
  %4528 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4313, 1
  %4529 = mul nuw nsw i64 %4492, 128
  %4530 = mul nuw nsw i64 %4496, 64
  %4531 = add nuw nsw i64 %4529, %4530
  %4532 = mul nuw nsw i64 %4508, 8
  %4533 = add nuw nsw i64 %4531, %4532
  %4534 = add nuw nsw i64 %4533, %4504
  %4535 = getelementptr inbounds nuw float, ptr %4528, i64 %4534
  %4536 = load float, ptr %4535, align 4
  %4537 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %738, 1
  %4538 = mul nuw nsw i64 %4492, 64
  %4539 = add nuw nsw i64 %4538, 0
  %4540 = mul nuw nsw i64 %4508, 8
  %4541 = add nuw nsw i64 %4539, %4540
  %4542 = add nuw nsw i64 %4541, %4504
  %4543 = getelementptr inbounds nuw float, ptr %4537, i64 %4542
  %4544 = load float, ptr %4543, align 4
  %4545 = fmul float %4536, %4544
  %4546 = fmul float %4519, %4527
  %4547 = fadd float %4546, %4545
  %4548 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4490, 1
  %4549 = mul nuw nsw i64 %4492, 256
  %4550 = mul nuw nsw i64 %4496, 128
  %4551 = add nuw nsw i64 %4549, %4550
  %4552 = mul nuw nsw i64 %4500, 64
  %4553 = add nuw nsw i64 %4551, %4552
  %4554 = mul nuw nsw i64 %4504, 8
  %4555 = add nuw nsw i64 %4553, %4554
  %4556 = add nuw nsw i64 %4555, %4508
  %4557 = getelementptr inbounds nuw float, ptr %4548, i64 %4556
  store float %4547, ptr %4557, align 4
  %4558 = add i64 %4508, 1
  br label %4507

4559:                                             ; preds = %4507
  %4560 = add i64 %4504, 1
  br label %4503

4561:                                             ; preds = %4503
  %4562 = add i64 %4500, 1
  br label %4499

4563:                                             ; preds = %4499
  %4564 = add i64 %4496, 1
  br label %4495

4565:                                             ; preds = %4495
  %4566 = add i64 %4492, 1
  br label %4491

4567:                                             ; preds = %4491
  %4568 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4490, 0
  %4569 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4490, 1
  %4570 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4568, 0
  %4571 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4570, ptr %4569, 1
  %4572 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4571, i64 0, 2
  %4573 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4572, i64 1, 3, 0
  %4574 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4573, i64 256, 4, 0
  %4575 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4574, i64 4, 3, 1
  %4576 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4575, i64 64, 4, 1
  %4577 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4576, i64 8, 3, 2
  %4578 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4577, i64 8, 4, 2
  %4579 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4578, i64 8, 3, 3
  %4580 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4579, i64 1, 4, 3
  %4581 = call ptr @malloc(i64 1088)
  %4582 = ptrtoint ptr %4581 to i64
  %4583 = add i64 %4582, 63
  %4584 = urem i64 %4583, 64
  %4585 = sub i64 %4583, %4584
  %4586 = inttoptr i64 %4585 to ptr
  %4587 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4581, 0
  %4588 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4587, ptr %4586, 1
  %4589 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4588, i64 0, 2
  %4590 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4589, i64 1, 3, 0
  %4591 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4590, i64 4, 3, 1
  %4592 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4591, i64 8, 3, 2
  %4593 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4592, i64 8, 3, 3
  %4594 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4593, i64 256, 4, 0
  %4595 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4594, i64 64, 4, 1
  %4596 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4595, i64 8, 4, 2
  %4597 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4596, i64 1, 4, 3
  br label %4598

4598:                                             ; preds = %4636, %4567
  %4599 = phi i64 [ %4637, %4636 ], [ 0, %4567 ]
  %4600 = icmp slt i64 %4599, 1
  br i1 %4600, label %4601, label %4638

4601:                                             ; preds = %4598
  br label %4602

4602:                                             ; preds = %4634, %4601
  %4603 = phi i64 [ %4635, %4634 ], [ 0, %4601 ]
  %4604 = icmp slt i64 %4603, 4
  br i1 %4604, label %4605, label %4636

4605:                                             ; preds = %4602
  br label %4606

4606:                                             ; preds = %4632, %4605
  %4607 = phi i64 [ %4633, %4632 ], [ 0, %4605 ]
  %4608 = icmp slt i64 %4607, 8
  br i1 %4608, label %4609, label %4634

4609:                                             ; preds = %4606
  br label %4610

4610:                                             ; preds = %4613, %4609
  %4611 = phi i64 [ %4631, %4613 ], [ 0, %4609 ]
  %4612 = icmp slt i64 %4611, 8
  br i1 %4612, label %4613, label %4632

4613:                                             ; preds = %4610
  %4614 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2143, 1
  %4615 = mul nuw nsw i64 %4599, 256
  %4616 = mul nuw nsw i64 %4603, 64
  %4617 = add nuw nsw i64 %4615, %4616
  %4618 = mul nuw nsw i64 %4607, 8
  %4619 = add nuw nsw i64 %4617, %4618
  %4620 = add nuw nsw i64 %4619, %4611
  %4621 = getelementptr inbounds nuw float, ptr %4614, i64 %4620
  %4622 = load float, ptr %4621, align 4
  %4623 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4597, 1
  %4624 = mul nuw nsw i64 %4599, 256
  %4625 = mul nuw nsw i64 %4603, 64
  %4626 = add nuw nsw i64 %4624, %4625
  %4627 = mul nuw nsw i64 %4607, 8
  %4628 = add nuw nsw i64 %4626, %4627
  %4629 = add nuw nsw i64 %4628, %4611
  %4630 = getelementptr inbounds nuw float, ptr %4623, i64 %4629
  store float %4622, ptr %4630, align 4
  %4631 = add i64 %4611, 1
  br label %4610

4632:                                             ; preds = %4610
  %4633 = add i64 %4607, 1
  br label %4606

4634:                                             ; preds = %4606
  %4635 = add i64 %4603, 1
  br label %4602

4636:                                             ; preds = %4602
  %4637 = add i64 %4599, 1
  br label %4598

4638:                                             ; preds = %4598
  br label %4639

4639:                                             ; preds = %4731, %4638
  %4640 = phi i64 [ %4732, %4731 ], [ 0, %4638 ]
  %4641 = icmp slt i64 %4640, 1
  br i1 %4641, label %4642, label %4733

4642:                                             ; preds = %4639
  br label %4643

4643:                                             ; preds = %4729, %4642
  %4644 = phi i64 [ %4730, %4729 ], [ 0, %4642 ]
  %4645 = icmp slt i64 %4644, 4
  br i1 %4645, label %4646, label %4731

4646:                                             ; preds = %4643
  br label %4647

4647:                                             ; preds = %4727, %4646
  %4648 = phi i64 [ %4728, %4727 ], [ 0, %4646 ]
  %4649 = icmp slt i64 %4648, 8
  br i1 %4649, label %4650, label %4729

4650:                                             ; preds = %4647
  br label %4651

4651:                                             ; preds = %4725, %4650
  %4652 = phi i64 [ %4726, %4725 ], [ 0, %4650 ]
  %4653 = icmp slt i64 %4652, 8
  br i1 %4653, label %4654, label %4727

4654:                                             ; preds = %4651
  br label %4655

4655:                                             ; preds = %4658, %4654
  %4656 = phi i64 [ %4724, %4658 ], [ 0, %4654 ]
  %4657 = icmp slt i64 %4656, 8
  br i1 %4657, label %4658, label %4725

4658:                                             ; preds = %4655
  %4659 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, 1
  %4660 = mul nuw nsw i64 %4640, 256
  %4661 = mul nuw nsw i64 %4644, 64
  %4662 = add nuw nsw i64 %4660, %4661
  %4663 = mul nuw nsw i64 %4648, 8
  %4664 = add nuw nsw i64 %4662, %4663
  %4665 = add nuw nsw i64 %4664, %4656
  %4666 = getelementptr inbounds nuw float, ptr %4659, i64 %4665
  %4667 = load float, ptr %4666, align 4
  %4668 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %679, 1
  %4669 = mul nuw nsw i64 %4640, 64
  %4670 = add nuw nsw i64 %4669, 0
  %4671 = mul nuw nsw i64 %4648, 8
  %4672 = add nuw nsw i64 %4670, %4671
  %4673 = add nuw nsw i64 %4672, %4656
  %4674 = getelementptr inbounds nuw float, ptr %4668, i64 %4673
  %4675 = load float, ptr %4674, align 4
  %4676 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4144, 1
  %4677 = mul nuw nsw i64 %4640, 256
  %4678 = mul nuw nsw i64 %4644, 64
  %4679 = add nuw nsw i64 %4677, %4678
  %4680 = mul nuw nsw i64 %4648, 8
  %4681 = add nuw nsw i64 %4679, %4680
  %4682 = add nuw nsw i64 %4681, %4656
  %4683 = getelementptr inbounds nuw float, ptr %4676, i64 %4682
  %4684 = load float, ptr %4683, align 4
  %4685 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %738, 1
  %4686 = mul nuw nsw i64 %4640, 64
  %4687 = add nuw nsw i64 %4686, 0
  %4688 = mul nuw nsw i64 %4648, 8
  %4689 = add nuw nsw i64 %4687, %4688
  %4690 = add nuw nsw i64 %4689, %4656
  %4691 = getelementptr inbounds nuw float, ptr %4685, i64 %4690
  %4692 = load float, ptr %4691, align 4
  %4693 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4580, 1
  %4694 = mul nuw nsw i64 %4640, 256
  %4695 = mul nuw nsw i64 %4644, 64
  %4696 = add nuw nsw i64 %4694, %4695
  %4697 = mul nuw nsw i64 %4656, 8
  %4698 = add nuw nsw i64 %4696, %4697
  %4699 = add nuw nsw i64 %4698, %4652
  %4700 = getelementptr inbounds nuw float, ptr %4693, i64 %4699
  %4701 = load float, ptr %4700, align 4
  %4702 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4597, 1
  %4703 = mul nuw nsw i64 %4640, 256
  %4704 = mul nuw nsw i64 %4644, 64
  %4705 = add nuw nsw i64 %4703, %4704
  %4706 = mul nuw nsw i64 %4648, 8
  %4707 = add nuw nsw i64 %4705, %4706
  %4708 = add nuw nsw i64 %4707, %4652
  %4709 = getelementptr inbounds nuw float, ptr %4702, i64 %4708
  %4710 = load float, ptr %4709, align 4
  %4711 = fmul float %4684, %4692
  %4712 = fmul float %4667, %4675
  %4713 = fadd float %4712, %4711
  %4714 = fmul float %4713, %4701
  %4715 = fadd float %4710, %4714
  %4716 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4597, 1
  %4717 = mul nuw nsw i64 %4640, 256
  %4718 = mul nuw nsw i64 %4644, 64
  %4719 = add nuw nsw i64 %4717, %4718
  %4720 = mul nuw nsw i64 %4648, 8
  %4721 = add nuw nsw i64 %4719, %4720
  %4722 = add nuw nsw i64 %4721, %4652
  %4723 = getelementptr inbounds nuw float, ptr %4716, i64 %4722
  store float %4715, ptr %4723, align 4
  %4724 = add i64 %4656, 1
  br label %4655

4725:                                             ; preds = %4655
  %4726 = add i64 %4652, 1
  br label %4651

4727:                                             ; preds = %4651
  %4728 = add i64 %4648, 1
  br label %4647

4729:                                             ; preds = %4647
  %4730 = add i64 %4644, 1
  br label %4643

4731:                                             ; preds = %4643
  %4732 = add i64 %4640, 1
  br label %4639

4733:                                             ; preds = %4639
  br label %4734

4734:                                             ; preds = %4782, %4733
  %4735 = phi i64 [ %4783, %4782 ], [ 0, %4733 ]
  %4736 = icmp slt i64 %4735, 1
  br i1 %4736, label %4737, label %4784

4737:                                             ; preds = %4734
  br label %4738

4738:                                             ; preds = %4780, %4737
  %4739 = phi i64 [ %4781, %4780 ], [ 0, %4737 ]
  %4740 = icmp slt i64 %4739, 4
  br i1 %4740, label %4741, label %4782

4741:                                             ; preds = %4738
  br label %4742

4742:                                             ; preds = %4778, %4741
  %4743 = phi i64 [ %4779, %4778 ], [ 0, %4741 ]
  %4744 = icmp slt i64 %4743, 8
  br i1 %4744, label %4745, label %4780

4745:                                             ; preds = %4742
  br label %4746

4746:                                             ; preds = %4749, %4745
  %4747 = phi i64 [ %4777, %4749 ], [ 0, %4745 ]
  %4748 = icmp slt i64 %4747, 8
  br i1 %4748, label %4749, label %4778

4749:                                             ; preds = %4746
  %4750 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4597, 1
  %4751 = mul nuw nsw i64 %4735, 256
  %4752 = mul nuw nsw i64 %4739, 64
  %4753 = add nuw nsw i64 %4751, %4752
  %4754 = mul nuw nsw i64 %4743, 8
  %4755 = add nuw nsw i64 %4753, %4754
  %4756 = add nuw nsw i64 %4755, %4747
  %4757 = getelementptr inbounds nuw float, ptr %4750, i64 %4756
  %4758 = load float, ptr %4757, align 4
  %4759 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %407, 1
  %4760 = mul nuw nsw i64 %4735, 64
  %4761 = add nuw nsw i64 %4760, 0
  %4762 = mul nuw nsw i64 %4743, 8
  %4763 = add nuw nsw i64 %4761, %4762
  %4764 = add nuw nsw i64 %4763, %4747
  %4765 = getelementptr inbounds nuw float, ptr %4759, i64 %4764
  %4766 = load float, ptr %4765, align 4
  %4767 = fmul float %4758, f0x3EB504F3
  %4768 = fadd float %4767, %4766
  %4769 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, 1
  %4770 = mul nuw nsw i64 %4735, 256
  %4771 = mul nuw nsw i64 %4739, 64
  %4772 = add nuw nsw i64 %4770, %4771
  %4773 = mul nuw nsw i64 %4743, 8
  %4774 = add nuw nsw i64 %4772, %4773
  %4775 = add nuw nsw i64 %4774, %4747
  %4776 = getelementptr inbounds nuw float, ptr %4769, i64 %4775
  store float %4768, ptr %4776, align 4
  %4777 = add i64 %4747, 1
  br label %4746

4778:                                             ; preds = %4746
  %4779 = add i64 %4743, 1
  br label %4742

4780:                                             ; preds = %4742
  %4781 = add i64 %4739, 1
  br label %4738

4782:                                             ; preds = %4738
  %4783 = add i64 %4735, 1
  br label %4734

4784:                                             ; preds = %4734
  br label %4785

4785:                                             ; preds = %4839, %4784
  %4786 = phi i64 [ %4840, %4839 ], [ 0, %4784 ]
  %4787 = icmp slt i64 %4786, 1
  br i1 %4787, label %4788, label %4841

4788:                                             ; preds = %4785
  br label %4789

4789:                                             ; preds = %4837, %4788
  %4790 = phi i64 [ %4838, %4837 ], [ 0, %4788 ]
  %4791 = icmp slt i64 %4790, 4
  br i1 %4791, label %4792, label %4839

4792:                                             ; preds = %4789
  br label %4793

4793:                                             ; preds = %4835, %4792
  %4794 = phi i64 [ %4836, %4835 ], [ 0, %4792 ]
  %4795 = icmp slt i64 %4794, 8
  br i1 %4795, label %4796, label %4837

4796:                                             ; preds = %4793
  br label %4797

4797:                                             ; preds = %4833, %4796
  %4798 = phi i64 [ %4834, %4833 ], [ 0, %4796 ]
  %4799 = icmp slt i64 %4798, 1
  br i1 %4799, label %4800, label %4835

4800:                                             ; preds = %4797
  br label %4801

4801:                                             ; preds = %4804, %4800
  %4802 = phi i64 [ %4832, %4804 ], [ 0, %4800 ]
  %4803 = icmp slt i64 %4802, 8
  br i1 %4803, label %4804, label %4833

4804:                                             ; preds = %4801
  %4805 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2401, 1
  %4806 = mul nuw nsw i64 %4786, 256
  %4807 = mul nuw nsw i64 %4790, 64
  %4808 = add nuw nsw i64 %4806, %4807
  %4809 = mul nuw nsw i64 %4794, 8
  %4810 = add nuw nsw i64 %4808, %4809
  %4811 = mul nuw nsw i64 %4798, 8
  %4812 = add nuw nsw i64 %4810, %4811
  %4813 = add nuw nsw i64 %4812, %4802
  %4814 = getelementptr inbounds nuw float, ptr %4805, i64 %4813
  %4815 = load float, ptr %4814, align 4
  %4816 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2414, 1
  %4817 = mul nuw nsw i64 %4786, 32
  %4818 = mul nuw nsw i64 %4790, 8
  %4819 = add nuw nsw i64 %4817, %4818
  %4820 = add nuw nsw i64 %4819, %4794
  %4821 = add nuw nsw i64 %4820, %4798
  %4822 = getelementptr inbounds nuw float, ptr %4816, i64 %4821
  %4823 = load float, ptr %4822, align 4
  %4824 = call float @llvm.maximum.f32(float %4815, float %4823)
  %4825 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2414, 1
  %4826 = mul nuw nsw i64 %4786, 32
  %4827 = mul nuw nsw i64 %4790, 8
  %4828 = add nuw nsw i64 %4826, %4827
  %4829 = add nuw nsw i64 %4828, %4794
  %4830 = add nuw nsw i64 %4829, %4798
  %4831 = getelementptr inbounds nuw float, ptr %4825, i64 %4830
  store float %4824, ptr %4831, align 4
  %4832 = add i64 %4802, 1
  br label %4801

4833:                                             ; preds = %4801
  %4834 = add i64 %4798, 1
  br label %4797

4835:                                             ; preds = %4797
  %4836 = add i64 %4794, 1
  br label %4793

4837:                                             ; preds = %4793
  %4838 = add i64 %4790, 1
  br label %4789

4839:                                             ; preds = %4789
  %4840 = add i64 %4786, 1
  br label %4785

4841:                                             ; preds = %4785
  br label %4842

4842:                                             ; preds = %4891, %4841
  %4843 = phi i64 [ %4892, %4891 ], [ 0, %4841 ]
  %4844 = icmp slt i64 %4843, 1
  br i1 %4844, label %4845, label %4893

4845:                                             ; preds = %4842
  br label %4846

4846:                                             ; preds = %4889, %4845
  %4847 = phi i64 [ %4890, %4889 ], [ 0, %4845 ]
  %4848 = icmp slt i64 %4847, 4
  br i1 %4848, label %4849, label %4891

4849:                                             ; preds = %4846
  br label %4850

4850:                                             ; preds = %4887, %4849
  %4851 = phi i64 [ %4888, %4887 ], [ 0, %4849 ]
  %4852 = icmp slt i64 %4851, 8
  br i1 %4852, label %4853, label %4889

4853:                                             ; preds = %4850
  br label %4854

4854:                                             ; preds = %4857, %4853
  %4855 = phi i64 [ %4886, %4857 ], [ 0, %4853 ]
  %4856 = icmp slt i64 %4855, 8
  br i1 %4856, label %4857, label %4887

4857:                                             ; preds = %4854
  %4858 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, 1
  %4859 = mul nuw nsw i64 %4843, 256
  %4860 = mul nuw nsw i64 %4847, 64
  %4861 = add nuw nsw i64 %4859, %4860
  %4862 = mul nuw nsw i64 %4851, 8
  %4863 = add nuw nsw i64 %4861, %4862
  %4864 = add nuw nsw i64 %4863, %4855
  %4865 = getelementptr inbounds nuw float, ptr %4858, i64 %4864
  %4866 = load float, ptr %4865, align 4
  %4867 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2414, 1
  %4868 = mul nuw nsw i64 %4843, 32
  %4869 = mul nuw nsw i64 %4847, 8
  %4870 = add nuw nsw i64 %4868, %4869
  %4871 = add nuw nsw i64 %4870, %4851
  %4872 = add nuw nsw i64 %4871, 0
  %4873 = getelementptr inbounds nuw float, ptr %4867, i64 %4872
  %4874 = load float, ptr %4873, align 4
  %4875 = fsub float %4866, %4874
  %4876 = fmul float %4875, f0x3FB8AA3B
  %4877 = call float @llvm.exp2.f32(float %4876)
  %4878 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, 1
  %4879 = mul nuw nsw i64 %4843, 256
  %4880 = mul nuw nsw i64 %4847, 64
  %4881 = add nuw nsw i64 %4879, %4880
  %4882 = mul nuw nsw i64 %4851, 8
  %4883 = add nuw nsw i64 %4881, %4882
  %4884 = add nuw nsw i64 %4883, %4855
  %4885 = getelementptr inbounds nuw float, ptr %4878, i64 %4884
  store float %4877, ptr %4885, align 4
  %4886 = add i64 %4855, 1
  br label %4854

4887:                                             ; preds = %4854
  %4888 = add i64 %4851, 1
  br label %4850

4889:                                             ; preds = %4850
  %4890 = add i64 %4847, 1
  br label %4846

4891:                                             ; preds = %4846
  %4892 = add i64 %4843, 1
  br label %4842

4893:                                             ; preds = %4842
  br label %4894

4894:                                             ; preds = %4940, %4893
  %4895 = phi i64 [ %4941, %4940 ], [ 0, %4893 ]
  %4896 = icmp slt i64 %4895, 1
  br i1 %4896, label %4897, label %4942

4897:                                             ; preds = %4894
  br label %4898

4898:                                             ; preds = %4938, %4897
  %4899 = phi i64 [ %4939, %4938 ], [ 0, %4897 ]
  %4900 = icmp slt i64 %4899, 4
  br i1 %4900, label %4901, label %4940

4901:                                             ; preds = %4898
  br label %4902

4902:                                             ; preds = %4936, %4901
  %4903 = phi i64 [ %4937, %4936 ], [ 0, %4901 ]
  %4904 = icmp slt i64 %4903, 8
  br i1 %4904, label %4905, label %4938

4905:                                             ; preds = %4902
  br label %4906

4906:                                             ; preds = %4909, %4905
  %4907 = phi i64 [ %4935, %4909 ], [ 0, %4905 ]
  %4908 = icmp slt i64 %4907, 8
  br i1 %4908, label %4909, label %4936

4909:                                             ; preds = %4906
  %4910 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, 1
  %4911 = mul nuw nsw i64 %4895, 256
  %4912 = mul nuw nsw i64 %4899, 64
  %4913 = add nuw nsw i64 %4911, %4912
  %4914 = mul nuw nsw i64 %4903, 8
  %4915 = add nuw nsw i64 %4913, %4914
  %4916 = add nuw nsw i64 %4915, %4907
  %4917 = getelementptr inbounds nuw float, ptr %4910, i64 %4916
  %4918 = load float, ptr %4917, align 4
  %4919 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2596, 1
  %4920 = mul nuw nsw i64 %4895, 32
  %4921 = mul nuw nsw i64 %4899, 8
  %4922 = add nuw nsw i64 %4920, %4921
  %4923 = add nuw nsw i64 %4922, %4903
  %4924 = add nuw nsw i64 %4923, 0
  %4925 = getelementptr inbounds nuw float, ptr %4919, i64 %4924
  %4926 = load float, ptr %4925, align 4
  %4927 = fadd float %4918, %4926
  %4928 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2596, 1
  %4929 = mul nuw nsw i64 %4895, 32
  %4930 = mul nuw nsw i64 %4899, 8
  %4931 = add nuw nsw i64 %4929, %4930
  %4932 = add nuw nsw i64 %4931, %4903
  %4933 = add nuw nsw i64 %4932, 0
  %4934 = getelementptr inbounds nuw float, ptr %4928, i64 %4933
  store float %4927, ptr %4934, align 4
  %4935 = add i64 %4907, 1
  br label %4906

4936:                                             ; preds = %4906
  %4937 = add i64 %4903, 1
  br label %4902

4938:                                             ; preds = %4902
  %4939 = add i64 %4899, 1
  br label %4898

4940:                                             ; preds = %4898
  %4941 = add i64 %4895, 1
  br label %4894

4942:                                             ; preds = %4894
  br label %4943

4943:                                             ; preds = %5016, %4942
  %4944 = phi i64 [ %5017, %5016 ], [ 0, %4942 ]
  %4945 = icmp slt i64 %4944, 1
  br i1 %4945, label %4946, label %5018

4946:                                             ; preds = %4943
  br label %4947

4947:                                             ; preds = %5014, %4946
  %4948 = phi i64 [ %5015, %5014 ], [ 0, %4946 ]
  %4949 = icmp slt i64 %4948, 4
  br i1 %4949, label %4950, label %5016

4950:                                             ; preds = %4947
  br label %4951

4951:                                             ; preds = %5012, %4950
  %4952 = phi i64 [ %5013, %5012 ], [ 0, %4950 ]
  %4953 = icmp slt i64 %4952, 8
  br i1 %4953, label %4954, label %5014

4954:                                             ; preds = %4951
  br label %4955

4955:                                             ; preds = %5010, %4954
  %4956 = phi i64 [ %5011, %5010 ], [ 0, %4954 ]
  %4957 = icmp slt i64 %4956, 8
  br i1 %4957, label %4958, label %5012

4958:                                             ; preds = %4955
  br label %4959

4959:                                             ; preds = %4962, %4958
  %4960 = phi i64 [ %5009, %4962 ], [ 0, %4958 ]
  %4961 = icmp slt i64 %4960, 8
  br i1 %4961, label %4962, label %5010

4962:                                             ; preds = %4959
  %4963 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, 1
  %4964 = mul nuw nsw i64 %4944, 256
  %4965 = mul nuw nsw i64 %4948, 64
  %4966 = add nuw nsw i64 %4964, %4965
  %4967 = mul nuw nsw i64 %4952, 8
  %4968 = add nuw nsw i64 %4966, %4967
  %4969 = add nuw nsw i64 %4968, %4960
  %4970 = getelementptr inbounds nuw float, ptr %4963, i64 %4969
  %4971 = load float, ptr %4970, align 4
  %4972 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2596, 1
  %4973 = mul nuw nsw i64 %4944, 32
  %4974 = mul nuw nsw i64 %4948, 8
  %4975 = add nuw nsw i64 %4973, %4974
  %4976 = add nuw nsw i64 %4975, %4952
  %4977 = add nuw nsw i64 %4976, 0
  %4978 = getelementptr inbounds nuw float, ptr %4972, i64 %4977
  %4979 = load float, ptr %4978, align 4
  %4980 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2745, 1
  %4981 = mul nuw nsw i64 %4944, 256
  %4982 = mul nuw nsw i64 %4948, 64
  %4983 = add nuw nsw i64 %4981, %4982
  %4984 = mul nuw nsw i64 %4960, 8
  %4985 = add nuw nsw i64 %4983, %4984
  %4986 = add nuw nsw i64 %4985, %4956
  %4987 = getelementptr inbounds nuw float, ptr %4980, i64 %4986
  %4988 = load float, ptr %4987, align 4
  %4989 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2143, 1
  %4990 = mul nuw nsw i64 %4944, 256
  %4991 = mul nuw nsw i64 %4948, 64
  %4992 = add nuw nsw i64 %4990, %4991
  %4993 = mul nuw nsw i64 %4952, 8
  %4994 = add nuw nsw i64 %4992, %4993
  %4995 = add nuw nsw i64 %4994, %4956
  %4996 = getelementptr inbounds nuw float, ptr %4989, i64 %4995
  %4997 = load float, ptr %4996, align 4
  %4998 = fdiv float %4971, %4979
  %4999 = fmul float %4998, %4988
  %5000 = fadd float %4997, %4999
  %5001 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2143, 1
  %5002 = mul nuw nsw i64 %4944, 256
  %5003 = mul nuw nsw i64 %4948, 64
  %5004 = add nuw nsw i64 %5002, %5003
  %5005 = mul nuw nsw i64 %4952, 8
  %5006 = add nuw nsw i64 %5004, %5005
  %5007 = add nuw nsw i64 %5006, %4956
  %5008 = getelementptr inbounds nuw float, ptr %5001, i64 %5007
  store float %5000, ptr %5008, align 4
  %5009 = add i64 %4960, 1
  br label %4959

5010:                                             ; preds = %4959
  %5011 = add i64 %4956, 1
  br label %4955

5012:                                             ; preds = %4955
  %5013 = add i64 %4952, 1
  br label %4951

5014:                                             ; preds = %4951
  %5015 = add i64 %4948, 1
  br label %4947

5016:                                             ; preds = %4947
  %5017 = add i64 %4944, 1
  br label %4943

5018:                                             ; preds = %4943
  %5019 = call ptr @malloc(i64 1088)
  %5020 = ptrtoint ptr %5019 to i64
  %5021 = add i64 %5020, 63
  %5022 = urem i64 %5021, 64
  %5023 = sub i64 %5021, %5022
  %5024 = inttoptr i64 %5023 to ptr
  %5025 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5019, 0
  %5026 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5025, ptr %5024, 1
  %5027 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5026, i64 0, 2
  %5028 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5027, i64 1, 3, 0
  %5029 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5028, i64 8, 3, 1
  %5030 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5029, i64 32, 3, 2
  %5031 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5030, i64 256, 4, 0
  %5032 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5031, i64 32, 4, 1
  %5033 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5032, i64 1, 4, 2
  br label %5034

5034:                                             ; preds = %5062, %5018
  %5035 = phi i64 [ %5063, %5062 ], [ 0, %5018 ]
  %5036 = icmp slt i64 %5035, 1
  br i1 %5036, label %5037, label %5064

5037:                                             ; preds = %5034
  br label %5038

5038:                                             ; preds = %5060, %5037
  %5039 = phi i64 [ %5061, %5060 ], [ 0, %5037 ]
  %5040 = icmp slt i64 %5039, 8
  br i1 %5040, label %5041, label %5062

5041:                                             ; preds = %5038
  br label %5042

5042:                                             ; preds = %5045, %5041
  %5043 = phi i64 [ %5059, %5045 ], [ 0, %5041 ]
  %5044 = icmp slt i64 %5043, 32
  br i1 %5044, label %5045, label %5060

5045:                                             ; preds = %5042
  %5046 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2890, 1
  %5047 = mul nuw nsw i64 %5035, 256
  %5048 = mul nuw nsw i64 %5039, 32
  %5049 = add nuw nsw i64 %5047, %5048
  %5050 = add nuw nsw i64 %5049, %5043
  %5051 = getelementptr inbounds nuw float, ptr %5046, i64 %5050
  %5052 = load float, ptr %5051, align 4
  %5053 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5033, 1
  %5054 = mul nuw nsw i64 %5035, 256
  %5055 = mul nuw nsw i64 %5039, 32
  %5056 = add nuw nsw i64 %5054, %5055
  %5057 = add nuw nsw i64 %5056, %5043
  %5058 = getelementptr inbounds nuw float, ptr %5053, i64 %5057
  store float %5052, ptr %5058, align 4
  %5059 = add i64 %5043, 1
  br label %5042

5060:                                             ; preds = %5042
  %5061 = add i64 %5039, 1
  br label %5038

5062:                                             ; preds = %5038
  %5063 = add i64 %5035, 1
  br label %5034

5064:                                             ; preds = %5034
  br label %5065

5065:                                             ; preds = %5122, %5064
  %5066 = phi i64 [ %5123, %5122 ], [ 0, %5064 ]
  %5067 = icmp slt i64 %5066, 1
  br i1 %5067, label %5068, label %5124

5068:                                             ; preds = %5065
  br label %5069

5069:                                             ; preds = %5120, %5068
  %5070 = phi i64 [ %5121, %5120 ], [ 0, %5068 ]
  %5071 = icmp slt i64 %5070, 8
  br i1 %5071, label %5072, label %5122

5072:                                             ; preds = %5069
  br label %5073

5073:                                             ; preds = %5118, %5072
  %5074 = phi i64 [ %5119, %5118 ], [ 0, %5072 ]
  %5075 = icmp slt i64 %5074, 32
  br i1 %5075, label %5076, label %5120

5076:                                             ; preds = %5073
  br label %5077

5077:                                             ; preds = %5116, %5076
  %5078 = phi i64 [ %5117, %5116 ], [ 0, %5076 ]
  %5079 = icmp slt i64 %5078, 4
  br i1 %5079, label %5080, label %5118

5080:                                             ; preds = %5077
  br label %5081

5081:                                             ; preds = %5084, %5080
  %5082 = phi i64 [ %5115, %5084 ], [ 0, %5080 ]
  %5083 = icmp slt i64 %5082, 8
  br i1 %5083, label %5084, label %5116

5084:                                             ; preds = %5081
  %5085 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2143, 1
  %5086 = mul nuw nsw i64 %5066, 256
  %5087 = mul nuw nsw i64 %5078, 64
  %5088 = add nuw nsw i64 %5086, %5087
  %5089 = mul nuw nsw i64 %5070, 8
  %5090 = add nuw nsw i64 %5088, %5089
  %5091 = add nuw nsw i64 %5090, %5082
  %5092 = getelementptr inbounds nuw float, ptr %5085, i64 %5091
  %5093 = load float, ptr %5092, align 4
  %5094 = mul nuw nsw i64 %5074, 32
  %5095 = mul nuw nsw i64 %5078, 8
  %5096 = add nuw nsw i64 %5094, %5095
  %5097 = add nuw nsw i64 %5096, %5082
  %5098 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32, i64 %5097
  %5099 = load float, ptr %5098, align 4
  %5100 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5033, 1
  %5101 = mul nuw nsw i64 %5066, 256
  %5102 = mul nuw nsw i64 %5070, 32
  %5103 = add nuw nsw i64 %5101, %5102
  %5104 = add nuw nsw i64 %5103, %5074
  %5105 = getelementptr inbounds nuw float, ptr %5100, i64 %5104
  %5106 = load float, ptr %5105, align 4
  %5107 = fmul float %5093, %5099
  %5108 = fadd float %5106, %5107
  %5109 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5033, 1
  %5110 = mul nuw nsw i64 %5066, 256
  %5111 = mul nuw nsw i64 %5070, 32
  %5112 = add nuw nsw i64 %5110, %5111
  %5113 = add nuw nsw i64 %5112, %5074
  %5114 = getelementptr inbounds nuw float, ptr %5109, i64 %5113
  store float %5108, ptr %5114, align 4
  %5115 = add i64 %5082, 1
  br label %5081

5116:                                             ; preds = %5081
  %5117 = add i64 %5078, 1
  br label %5077

5118:                                             ; preds = %5077
  %5119 = add i64 %5074, 1
  br label %5073

5120:                                             ; preds = %5073
  %5121 = add i64 %5070, 1
  br label %5069

5122:                                             ; preds = %5069
  %5123 = add i64 %5066, 1
  br label %5065

5124:                                             ; preds = %5065
  %5125 = call ptr @malloc(i64 1088)
  %5126 = ptrtoint ptr %5125 to i64
  %5127 = add i64 %5126, 63
  %5128 = urem i64 %5127, 64
  %5129 = sub i64 %5127, %5128
  %5130 = inttoptr i64 %5129 to ptr
  %5131 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5125, 0
  %5132 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5131, ptr %5130, 1
  %5133 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5132, i64 0, 2
  %5134 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5133, i64 1, 3, 0
  %5135 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5134, i64 8, 3, 1
  %5136 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5135, i64 32, 3, 2
  %5137 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5136, i64 256, 4, 0
  %5138 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5137, i64 32, 4, 1
  %5139 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5138, i64 1, 4, 2
  br label %5140

5140:                                             ; preds = %5176, %5124
  %5141 = phi i64 [ %5177, %5176 ], [ 0, %5124 ]
  %5142 = icmp slt i64 %5141, 1
  br i1 %5142, label %5143, label %5178

5143:                                             ; preds = %5140
  br label %5144

5144:                                             ; preds = %5174, %5143
  %5145 = phi i64 [ %5175, %5174 ], [ 0, %5143 ]
  %5146 = icmp slt i64 %5145, 8
  br i1 %5146, label %5147, label %5176

5147:                                             ; preds = %5144
  br label %5148

5148:                                             ; preds = %5151, %5147
  %5149 = phi i64 [ %5173, %5151 ], [ 0, %5147 ]
  %5150 = icmp slt i64 %5149, 32
  br i1 %5150, label %5151, label %5174

5151:                                             ; preds = %5148
  %5152 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3534, 1
  %5153 = mul nuw nsw i64 %5141, 256
  %5154 = mul nuw nsw i64 %5145, 32
  %5155 = add nuw nsw i64 %5153, %5154
  %5156 = add nuw nsw i64 %5155, %5149
  %5157 = getelementptr inbounds nuw float, ptr %5152, i64 %5156
  %5158 = load float, ptr %5157, align 4
  %5159 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5033, 1
  %5160 = mul nuw nsw i64 %5141, 256
  %5161 = mul nuw nsw i64 %5145, 32
  %5162 = add nuw nsw i64 %5160, %5161
  %5163 = add nuw nsw i64 %5162, %5149
  %5164 = getelementptr inbounds nuw float, ptr %5159, i64 %5163
  %5165 = load float, ptr %5164, align 4
  %5166 = fadd float %5158, %5165
  %5167 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5139, 1
  %5168 = mul nuw nsw i64 %5141, 256
  %5169 = mul nuw nsw i64 %5145, 32
  %5170 = add nuw nsw i64 %5168, %5169
  %5171 = add nuw nsw i64 %5170, %5149
  %5172 = getelementptr inbounds nuw float, ptr %5167, i64 %5171
  store float %5166, ptr %5172, align 4
  %5173 = add i64 %5149, 1
  br label %5148

5174:                                             ; preds = %5148
  %5175 = add i64 %5145, 1
  br label %5144

5176:                                             ; preds = %5144
  %5177 = add i64 %5141, 1
  br label %5140

5178:                                             ; preds = %5140
  %5179 = call ptr @malloc(i64 96)
  %5180 = ptrtoint ptr %5179 to i64
  %5181 = add i64 %5180, 63
  %5182 = urem i64 %5181, 64
  %5183 = sub i64 %5181, %5182
  %5184 = inttoptr i64 %5183 to ptr
  %5185 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5179, 0
  %5186 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5185, ptr %5184, 1
  %5187 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5186, i64 0, 2
  %5188 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5187, i64 1, 3, 0
  %5189 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5188, i64 8, 3, 1
  %5190 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5189, i64 1, 3, 2
  %5191 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5190, i64 8, 4, 0
  %5192 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5191, i64 1, 4, 1
  %5193 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5192, i64 1, 4, 2
  br label %5194

5194:                                             ; preds = %5220, %5178
  %5195 = phi i64 [ %5221, %5220 ], [ 0, %5178 ]
  %5196 = icmp slt i64 %5195, 1
  br i1 %5196, label %5197, label %5222

5197:                                             ; preds = %5194
  br label %5198

5198:                                             ; preds = %5218, %5197
  %5199 = phi i64 [ %5219, %5218 ], [ 0, %5197 ]
  %5200 = icmp slt i64 %5199, 8
  br i1 %5200, label %5201, label %5220

5201:                                             ; preds = %5198
  br label %5202

5202:                                             ; preds = %5205, %5201
  %5203 = phi i64 [ %5217, %5205 ], [ 0, %5201 ]
  %5204 = icmp slt i64 %5203, 1
  br i1 %5204, label %5205, label %5218

5205:                                             ; preds = %5202
  %5206 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %500, 1
  %5207 = mul nuw nsw i64 %5195, 8
  %5208 = add nuw nsw i64 %5207, %5199
  %5209 = add nuw nsw i64 %5208, %5203
  %5210 = getelementptr inbounds nuw float, ptr %5206, i64 %5209
  %5211 = load float, ptr %5210, align 4
  %5212 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5193, 1
  %5213 = mul nuw nsw i64 %5195, 8
  %5214 = add nuw nsw i64 %5213, %5199
  %5215 = add nuw nsw i64 %5214, %5203
  %5216 = getelementptr inbounds nuw float, ptr %5212, i64 %5215
  store float %5211, ptr %5216, align 4
  %5217 = add i64 %5203, 1
  br label %5202

5218:                                             ; preds = %5202
  %5219 = add i64 %5199, 1
  br label %5198

5220:                                             ; preds = %5198
  %5221 = add i64 %5195, 1
  br label %5194

5222:                                             ; preds = %5194
  br label %5223

5223:                                             ; preds = %5258, %5222
  %5224 = phi i64 [ %5259, %5258 ], [ 0, %5222 ]
  %5225 = icmp slt i64 %5224, 1
  br i1 %5225, label %5226, label %5260

5226:                                             ; preds = %5223
  br label %5227

5227:                                             ; preds = %5256, %5226
  %5228 = phi i64 [ %5257, %5256 ], [ 0, %5226 ]
  %5229 = icmp slt i64 %5228, 8
  br i1 %5229, label %5230, label %5258

5230:                                             ; preds = %5227
  br label %5231

5231:                                             ; preds = %5234, %5230
  %5232 = phi i64 [ %5255, %5234 ], [ 0, %5230 ]
  %5233 = icmp slt i64 %5232, 32
  br i1 %5233, label %5234, label %5256

5234:                                             ; preds = %5231
  %5235 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5139, 1
  %5236 = mul nuw nsw i64 %5224, 256
  %5237 = mul nuw nsw i64 %5228, 32
  %5238 = add nuw nsw i64 %5236, %5237
  %5239 = add nuw nsw i64 %5238, %5232
  %5240 = getelementptr inbounds nuw float, ptr %5235, i64 %5239
  %5241 = load float, ptr %5240, align 4
  %5242 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5193, 1
  %5243 = mul nuw nsw i64 %5224, 8
  %5244 = add nuw nsw i64 %5243, %5228
  %5245 = add nuw nsw i64 %5244, 0
  %5246 = getelementptr inbounds nuw float, ptr %5242, i64 %5245
  %5247 = load float, ptr %5246, align 4
  %5248 = fmul float %5241, %5241
  %5249 = fadd float %5248, %5247
  %5250 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5193, 1
  %5251 = mul nuw nsw i64 %5224, 8
  %5252 = add nuw nsw i64 %5251, %5228
  %5253 = add nuw nsw i64 %5252, 0
  %5254 = getelementptr inbounds nuw float, ptr %5250, i64 %5253
  store float %5249, ptr %5254, align 4
  %5255 = add i64 %5232, 1
  br label %5231

5256:                                             ; preds = %5231
  %5257 = add i64 %5228, 1
  br label %5227

5258:                                             ; preds = %5227
  %5259 = add i64 %5224, 1
  br label %5223

5260:                                             ; preds = %5223
  br label %5261

5261:                                             ; preds = %5303, %5260
  %5262 = phi i64 [ %5304, %5303 ], [ 0, %5260 ]
  %5263 = icmp slt i64 %5262, 1
  br i1 %5263, label %5264, label %5305

5264:                                             ; preds = %5261
  br label %5265

5265:                                             ; preds = %5301, %5264
  %5266 = phi i64 [ %5302, %5301 ], [ 0, %5264 ]
  %5267 = icmp slt i64 %5266, 8
  br i1 %5267, label %5268, label %5303

5268:                                             ; preds = %5265
  br label %5269

5269:                                             ; preds = %5272, %5268
  %5270 = phi i64 [ %5300, %5272 ], [ 0, %5268 ]
  %5271 = icmp slt i64 %5270, 32
  br i1 %5271, label %5272, label %5301

5272:                                             ; preds = %5269
  %5273 = getelementptr inbounds nuw float, ptr @__constant_32xf32_1, i64 %5270
  %5274 = load float, ptr %5273, align 4
  %5275 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5139, 1
  %5276 = mul nuw nsw i64 %5262, 256
  %5277 = mul nuw nsw i64 %5266, 32
  %5278 = add nuw nsw i64 %5276, %5277
  %5279 = add nuw nsw i64 %5278, %5270
  %5280 = getelementptr inbounds nuw float, ptr %5275, i64 %5279
  %5281 = load float, ptr %5280, align 4
  %5282 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5193, 1
  %5283 = mul nuw nsw i64 %5262, 8
  %5284 = add nuw nsw i64 %5283, %5266
  %5285 = add nuw nsw i64 %5284, 0
  %5286 = getelementptr inbounds nuw float, ptr %5282, i64 %5285
  %5287 = load float, ptr %5286, align 4
  %5288 = fdiv float %5287, 3.200000e+01
  %5289 = fadd float %5288, f0x358637BD
  %5290 = call float @llvm.sqrt.f32(float %5289)
  %5291 = fdiv float 1.000000e+00, %5290
  %5292 = fmul float %5281, %5291
  %5293 = fmul float %5274, %5292
  %5294 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %5295 = mul nuw nsw i64 %5262, 256
  %5296 = mul nuw nsw i64 %5266, 32
  %5297 = add nuw nsw i64 %5295, %5296
  %5298 = add nuw nsw i64 %5297, %5270
  %5299 = getelementptr inbounds nuw float, ptr %5294, i64 %5298
  store float %5293, ptr %5299, align 4
  %5300 = add i64 %5270, 1
  br label %5269

5301:                                             ; preds = %5269
  %5302 = add i64 %5266, 1
  br label %5265

5303:                                             ; preds = %5265
  %5304 = add i64 %5262, 1
  br label %5261

5305:                                             ; preds = %5261
  %5306 = call ptr @malloc(i64 2112)
  %5307 = ptrtoint ptr %5306 to i64
  %5308 = add i64 %5307, 63
  %5309 = urem i64 %5308, 64
  %5310 = sub i64 %5308, %5309
  %5311 = inttoptr i64 %5310 to ptr
  %5312 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %5306, 0
  %5313 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5312, ptr %5311, 1
  %5314 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5313, i64 0, 2
  %5315 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5314, i64 1, 3, 0
  %5316 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5315, i64 8, 3, 1
  %5317 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5316, i64 64, 3, 2
  %5318 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5317, i64 512, 4, 0
  %5319 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5318, i64 64, 4, 1
  %5320 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5319, i64 1, 4, 2
  br label %5321

5321:                                             ; preds = %5349, %5305
  %5322 = phi i64 [ %5350, %5349 ], [ 0, %5305 ]
  %5323 = icmp slt i64 %5322, 1
  br i1 %5323, label %5324, label %5351

5324:                                             ; preds = %5321
  br label %5325

5325:                                             ; preds = %5347, %5324
  %5326 = phi i64 [ %5348, %5347 ], [ 0, %5324 ]
  %5327 = icmp slt i64 %5326, 8
  br i1 %5327, label %5328, label %5349

5328:                                             ; preds = %5325
  br label %5329

5329:                                             ; preds = %5332, %5328
  %5330 = phi i64 [ %5346, %5332 ], [ 0, %5328 ]
  %5331 = icmp slt i64 %5330, 64
  br i1 %5331, label %5332, label %5347

5332:                                             ; preds = %5329
  %5333 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3217, 1
  %5334 = mul nuw nsw i64 %5322, 512
  %5335 = mul nuw nsw i64 %5326, 64
  %5336 = add nuw nsw i64 %5334, %5335
  %5337 = add nuw nsw i64 %5336, %5330
  %5338 = getelementptr inbounds nuw float, ptr %5333, i64 %5337
  %5339 = load float, ptr %5338, align 4
  %5340 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5320, 1
  %5341 = mul nuw nsw i64 %5322, 512
  %5342 = mul nuw nsw i64 %5326, 64
  %5343 = add nuw nsw i64 %5341, %5342
  %5344 = add nuw nsw i64 %5343, %5330
  %5345 = getelementptr inbounds nuw float, ptr %5340, i64 %5344
  store float %5339, ptr %5345, align 4
  %5346 = add i64 %5330, 1
  br label %5329

5347:                                             ; preds = %5329
  %5348 = add i64 %5326, 1
  br label %5325

5349:                                             ; preds = %5325
  %5350 = add i64 %5322, 1
  br label %5321

5351:                                             ; preds = %5321
  br label %5352

5352:                                             ; preds = %5399, %5351
  %5353 = phi i64 [ %5400, %5399 ], [ 0, %5351 ]
  %5354 = icmp slt i64 %5353, 1
  br i1 %5354, label %5355, label %5401

5355:                                             ; preds = %5352
  br label %5356

5356:                                             ; preds = %5397, %5355
  %5357 = phi i64 [ %5398, %5397 ], [ 0, %5355 ]
  %5358 = icmp slt i64 %5357, 8
  br i1 %5358, label %5359, label %5399

5359:                                             ; preds = %5356
  br label %5360

5360:                                             ; preds = %5395, %5359
  %5361 = phi i64 [ %5396, %5395 ], [ 0, %5359 ]
  %5362 = icmp slt i64 %5361, 64
  br i1 %5362, label %5363, label %5397

5363:                                             ; preds = %5360
  br label %5364

5364:                                             ; preds = %5367, %5363
  %5365 = phi i64 [ %5394, %5367 ], [ 0, %5363 ]
  %5366 = icmp slt i64 %5365, 32
  br i1 %5366, label %5367, label %5395

5367:                                             ; preds = %5364
  %5368 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %5369 = mul nuw nsw i64 %5353, 256
  %5370 = mul nuw nsw i64 %5357, 32
  %5371 = add nuw nsw i64 %5369, %5370
  %5372 = add nuw nsw i64 %5371, %5365
  %5373 = getelementptr inbounds nuw float, ptr %5368, i64 %5372
  %5374 = load float, ptr %5373, align 4
  %5375 = mul nuw nsw i64 %5361, 32
  %5376 = add nuw nsw i64 %5375, %5365
  %5377 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32_0, i64 %5376
  %5378 = load float, ptr %5377, align 4
  %5379 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5320, 1
  %5380 = mul nuw nsw i64 %5353, 512
  %5381 = mul nuw nsw i64 %5357, 64
  %5382 = add nuw nsw i64 %5380, %5381
  %5383 = add nuw nsw i64 %5382, %5361
  %5384 = getelementptr inbounds nuw float, ptr %5379, i64 %5383
  %5385 = load float, ptr %5384, align 4
  %5386 = fmul float %5374, %5378
  %5387 = fadd float %5385, %5386
  %5388 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5320, 1
  %5389 = mul nuw nsw i64 %5353, 512
  %5390 = mul nuw nsw i64 %5357, 64
  %5391 = add nuw nsw i64 %5389, %5390
  %5392 = add nuw nsw i64 %5391, %5361
  %5393 = getelementptr inbounds nuw float, ptr %5388, i64 %5392
  store float %5387, ptr %5393, align 4
  %5394 = add i64 %5365, 1
  br label %5364

5395:                                             ; preds = %5364
  %5396 = add i64 %5361, 1
  br label %5360

5397:                                             ; preds = %5360
  %5398 = add i64 %5357, 1
  br label %5356

5399:                                             ; preds = %5356
  %5400 = add i64 %5353, 1
  br label %5352

5401:                                             ; preds = %5352
  br label %5402

5402:                                             ; preds = %5449, %5401
  %5403 = phi i64 [ %5450, %5449 ], [ 0, %5401 ]
  %5404 = icmp slt i64 %5403, 1
  br i1 %5404, label %5405, label %5451

5405:                                             ; preds = %5402
  br label %5406

5406:                                             ; preds = %5447, %5405
  %5407 = phi i64 [ %5448, %5447 ], [ 0, %5405 ]
  %5408 = icmp slt i64 %5407, 8
  br i1 %5408, label %5409, label %5449

5409:                                             ; preds = %5406
  br label %5410

5410:                                             ; preds = %5445, %5409
  %5411 = phi i64 [ %5446, %5445 ], [ 0, %5409 ]
  %5412 = icmp slt i64 %5411, 64
  br i1 %5412, label %5413, label %5447

5413:                                             ; preds = %5410
  br label %5414

5414:                                             ; preds = %5417, %5413
  %5415 = phi i64 [ %5444, %5417 ], [ 0, %5413 ]
  %5416 = icmp slt i64 %5415, 32
  br i1 %5416, label %5417, label %5445

5417:                                             ; preds = %5414
  %5418 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %5419 = mul nuw nsw i64 %5403, 256
  %5420 = mul nuw nsw i64 %5407, 32
  %5421 = add nuw nsw i64 %5419, %5420
  %5422 = add nuw nsw i64 %5421, %5415
  %5423 = getelementptr inbounds nuw float, ptr %5418, i64 %5422
  %5424 = load float, ptr %5423, align 4
  %5425 = mul nuw nsw i64 %5411, 32
  %5426 = add nuw nsw i64 %5425, %5415
  %5427 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32, i64 %5426
  %5428 = load float, ptr %5427, align 4
  %5429 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3217, 1
  %5430 = mul nuw nsw i64 %5403, 512
  %5431 = mul nuw nsw i64 %5407, 64
  %5432 = add nuw nsw i64 %5430, %5431
  %5433 = add nuw nsw i64 %5432, %5411
  %5434 = getelementptr inbounds nuw float, ptr %5429, i64 %5433
  %5435 = load float, ptr %5434, align 4
  %5436 = fmul float %5424, %5428
  %5437 = fadd float %5435, %5436
  %5438 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3217, 1
  %5439 = mul nuw nsw i64 %5403, 512
  %5440 = mul nuw nsw i64 %5407, 64
  %5441 = add nuw nsw i64 %5439, %5440
  %5442 = add nuw nsw i64 %5441, %5411
  %5443 = getelementptr inbounds nuw float, ptr %5438, i64 %5442
  store float %5437, ptr %5443, align 4
  %5444 = add i64 %5415, 1
  br label %5414

5445:                                             ; preds = %5414
  %5446 = add i64 %5411, 1
  br label %5410

5447:                                             ; preds = %5410
  %5448 = add i64 %5407, 1
  br label %5406

5449:                                             ; preds = %5406
  %5450 = add i64 %5403, 1
  br label %5402

5451:                                             ; preds = %5402
  br label %5452

5452:                                             ; preds = %5513, %5451
  %5453 = phi i64 [ %5514, %5513 ], [ 0, %5451 ]
  %5454 = icmp slt i64 %5453, 1
  br i1 %5454, label %5455, label %5515

5455:                                             ; preds = %5452
  br label %5456

5456:                                             ; preds = %5511, %5455
  %5457 = phi i64 [ %5512, %5511 ], [ 0, %5455 ]
  %5458 = icmp slt i64 %5457, 8
  br i1 %5458, label %5459, label %5513

5459:                                             ; preds = %5456
  br label %5460

5460:                                             ; preds = %5509, %5459
  %5461 = phi i64 [ %5510, %5509 ], [ 0, %5459 ]
  %5462 = icmp slt i64 %5461, 32
  br i1 %5462, label %5463, label %5511

5463:                                             ; preds = %5460
  br label %5464

5464:                                             ; preds = %5467, %5463
  %5465 = phi i64 [ %5508, %5467 ], [ 0, %5463 ]
  %5466 = icmp slt i64 %5465, 64
  br i1 %5466, label %5467, label %5509

5467:                                             ; preds = %5464
  %5468 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5320, 1
  %5469 = mul nuw nsw i64 %5453, 512
  %5470 = mul nuw nsw i64 %5457, 64
  %5471 = add nuw nsw i64 %5469, %5470
  %5472 = add nuw nsw i64 %5471, %5465
  %5473 = getelementptr inbounds nuw float, ptr %5468, i64 %5472
  %5474 = load float, ptr %5473, align 4
  %5475 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3217, 1
  %5476 = mul nuw nsw i64 %5453, 512
  %5477 = mul nuw nsw i64 %5457, 64
  %5478 = add nuw nsw i64 %5476, %5477
  %5479 = add nuw nsw i64 %5478, %5465
  %5480 = getelementptr inbounds nuw float, ptr %5475, i64 %5479
  %5481 = load float, ptr %5480, align 4
  %5482 = mul nuw nsw i64 %5461, 64
  %5483 = add nuw nsw i64 %5482, %5465
  %5484 = getelementptr inbounds nuw float, ptr @__constant_32x64xf32, i64 %5483
  %5485 = load float, ptr %5484, align 4
  %5486 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2890, 1
  %5487 = mul nuw nsw i64 %5453, 256
  %5488 = mul nuw nsw i64 %5457, 32
  %5489 = add nuw nsw i64 %5487, %5488
  %5490 = add nuw nsw i64 %5489, %5461
  %5491 = getelementptr inbounds nuw float, ptr %5486, i64 %5490
  %5492 = load float, ptr %5491, align 4
  %5493 = fneg float %5474
  %5494 = fmul float %5493, f0x3FB8AA3B
  %5495 = call float @llvm.exp2.f32(float %5494)
  %5496 = fadd float %5495, 1.000000e+00
  %5497 = fdiv float 1.000000e+00, %5496
  %5498 = fmul float %5474, %5497
  %5499 = fmul float %5498, %5481
  %5500 = fmul float %5499, %5485
  %5501 = fadd float %5492, %5500
  %5502 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2890, 1
  %5503 = mul nuw nsw i64 %5453, 256
  %5504 = mul nuw nsw i64 %5457, 32
  %5505 = add nuw nsw i64 %5503, %5504
  %5506 = add nuw nsw i64 %5505, %5461
  %5507 = getelementptr inbounds nuw float, ptr %5502, i64 %5506
  store float %5501, ptr %5507, align 4
  %5508 = add i64 %5465, 1
  br label %5464

5509:                                             ; preds = %5464
  %5510 = add i64 %5461, 1
  br label %5460

5511:                                             ; preds = %5460
  %5512 = add i64 %5457, 1
  br label %5456

5513:                                             ; preds = %5456
  %5514 = add i64 %5453, 1
  br label %5452

5515:                                             ; preds = %5452
  br label %5516

5516:                                             ; preds = %5552, %5515
  %5517 = phi i64 [ %5553, %5552 ], [ 0, %5515 ]
  %5518 = icmp slt i64 %5517, 1
  br i1 %5518, label %5519, label %5554

5519:                                             ; preds = %5516
  br label %5520

5520:                                             ; preds = %5550, %5519
  %5521 = phi i64 [ %5551, %5550 ], [ 0, %5519 ]
  %5522 = icmp slt i64 %5521, 8
  br i1 %5522, label %5523, label %5552

5523:                                             ; preds = %5520
  br label %5524

5524:                                             ; preds = %5527, %5523
  %5525 = phi i64 [ %5549, %5527 ], [ 0, %5523 ]
  %5526 = icmp slt i64 %5525, 32
  br i1 %5526, label %5527, label %5550

5527:                                             ; preds = %5524
  %5528 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5139, 1
  %5529 = mul nuw nsw i64 %5517, 256
  %5530 = mul nuw nsw i64 %5521, 32
  %5531 = add nuw nsw i64 %5529, %5530
  %5532 = add nuw nsw i64 %5531, %5525
  %5533 = getelementptr inbounds nuw float, ptr %5528, i64 %5532
  %5534 = load float, ptr %5533, align 4
  %5535 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2890, 1
  %5536 = mul nuw nsw i64 %5517, 256
  %5537 = mul nuw nsw i64 %5521, 32
  %5538 = add nuw nsw i64 %5536, %5537
  %5539 = add nuw nsw i64 %5538, %5525
  %5540 = getelementptr inbounds nuw float, ptr %5535, i64 %5539
  %5541 = load float, ptr %5540, align 4
  %5542 = fadd float %5534, %5541
  %5543 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %5544 = mul nuw nsw i64 %5517, 256
  %5545 = mul nuw nsw i64 %5521, 32
  %5546 = add nuw nsw i64 %5544, %5545
  %5547 = add nuw nsw i64 %5546, %5525
  %5548 = getelementptr inbounds nuw float, ptr %5543, i64 %5547
  store float %5542, ptr %5548, align 4
  %5549 = add i64 %5525, 1
  br label %5524

5550:                                             ; preds = %5524
  %5551 = add i64 %5521, 1
  br label %5520

5552:                                             ; preds = %5520
  %5553 = add i64 %5517, 1
  br label %5516

5554:                                             ; preds = %5516
  br label %5555

5555:                                             ; preds = %5590, %5554
  %5556 = phi i64 [ %5591, %5590 ], [ 0, %5554 ]
  %5557 = icmp slt i64 %5556, 1
  br i1 %5557, label %5558, label %5592

5558:                                             ; preds = %5555
  br label %5559

5559:                                             ; preds = %5588, %5558
  %5560 = phi i64 [ %5589, %5588 ], [ 0, %5558 ]
  %5561 = icmp slt i64 %5560, 8
  br i1 %5561, label %5562, label %5590

5562:                                             ; preds = %5559
  br label %5563

5563:                                             ; preds = %5566, %5562
  %5564 = phi i64 [ %5587, %5566 ], [ 0, %5562 ]
  %5565 = icmp slt i64 %5564, 32
  br i1 %5565, label %5566, label %5588

5566:                                             ; preds = %5563
  %5567 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %5568 = mul nuw nsw i64 %5556, 256
  %5569 = mul nuw nsw i64 %5560, 32
  %5570 = add nuw nsw i64 %5568, %5569
  %5571 = add nuw nsw i64 %5570, %5564
  %5572 = getelementptr inbounds nuw float, ptr %5567, i64 %5571
  %5573 = load float, ptr %5572, align 4
  %5574 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %500, 1
  %5575 = mul nuw nsw i64 %5556, 8
  %5576 = add nuw nsw i64 %5575, %5560
  %5577 = add nuw nsw i64 %5576, 0
  %5578 = getelementptr inbounds nuw float, ptr %5574, i64 %5577
  %5579 = load float, ptr %5578, align 4
  %5580 = fmul float %5573, %5573
  %5581 = fadd float %5580, %5579
  %5582 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %500, 1
  %5583 = mul nuw nsw i64 %5556, 8
  %5584 = add nuw nsw i64 %5583, %5560
  %5585 = add nuw nsw i64 %5584, 0
  %5586 = getelementptr inbounds nuw float, ptr %5582, i64 %5585
  store float %5581, ptr %5586, align 4
  %5587 = add i64 %5564, 1
  br label %5563

5588:                                             ; preds = %5563
  %5589 = add i64 %5560, 1
  br label %5559

5590:                                             ; preds = %5559
  %5591 = add i64 %5556, 1
  br label %5555

5592:                                             ; preds = %5555
  br label %5593

5593:                                             ; preds = %5635, %5592
  %5594 = phi i64 [ %5636, %5635 ], [ 0, %5592 ]
  %5595 = icmp slt i64 %5594, 1
  br i1 %5595, label %5596, label %5637

5596:                                             ; preds = %5593
  br label %5597

5597:                                             ; preds = %5633, %5596
  %5598 = phi i64 [ %5634, %5633 ], [ 0, %5596 ]
  %5599 = icmp slt i64 %5598, 8
  br i1 %5599, label %5600, label %5635

5600:                                             ; preds = %5597
  br label %5601

5601:                                             ; preds = %5604, %5600
  %5602 = phi i64 [ %5632, %5604 ], [ 0, %5600 ]
  %5603 = icmp slt i64 %5602, 32
  br i1 %5603, label %5604, label %5633

5604:                                             ; preds = %5601
  %5605 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %5602
  %5606 = load float, ptr %5605, align 4
  %5607 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %5608 = mul nuw nsw i64 %5594, 256
  %5609 = mul nuw nsw i64 %5598, 32
  %5610 = add nuw nsw i64 %5608, %5609
  %5611 = add nuw nsw i64 %5610, %5602
  %5612 = getelementptr inbounds nuw float, ptr %5607, i64 %5611
  %5613 = load float, ptr %5612, align 4
  %5614 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %500, 1
  %5615 = mul nuw nsw i64 %5594, 8
  %5616 = add nuw nsw i64 %5615, %5598
  %5617 = add nuw nsw i64 %5616, 0
  %5618 = getelementptr inbounds nuw float, ptr %5614, i64 %5617
  %5619 = load float, ptr %5618, align 4
  %5620 = fdiv float %5619, 3.200000e+01
  %5621 = fadd float %5620, f0x358637BD
  %5622 = call float @llvm.sqrt.f32(float %5621)
  %5623 = fdiv float 1.000000e+00, %5622
  %5624 = fmul float %5613, %5623
  %5625 = fmul float %5606, %5624
  %5626 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %5627 = mul nuw nsw i64 %5594, 256
  %5628 = mul nuw nsw i64 %5598, 32
  %5629 = add nuw nsw i64 %5627, %5628
  %5630 = add nuw nsw i64 %5629, %5602
  %5631 = getelementptr inbounds nuw float, ptr %5626, i64 %5630
  store float %5625, ptr %5631, align 4
  %5632 = add i64 %5602, 1
  br label %5601

5633:                                             ; preds = %5601
  %5634 = add i64 %5598, 1
  br label %5597

5635:                                             ; preds = %5597
  %5636 = add i64 %5594, 1
  br label %5593

5637:                                             ; preds = %5593
  %5638 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %44, 0
  call void @free(ptr %5638)
  %5639 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %88, 0
  call void @free(ptr %5639)
  %5640 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %127, 0
  call void @free(ptr %5640)
  %5641 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %161, 0
  call void @free(ptr %5641)
  %5642 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %243, 0
  call void @free(ptr %5642)
  %5643 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %299, 0
  call void @free(ptr %5643)
  %5644 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %315, 0
  call void @free(ptr %5644)
  %5645 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %321, 0
  call void @free(ptr %5645)
  %5646 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %407, 0
  call void @free(ptr %5646)
  %5647 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %500, 0
  call void @free(ptr %5647)
  %5648 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %515, 0
  call void @free(ptr %5648)
  %5649 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %564, 0
  call void @free(ptr %5649)
  %5650 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %679, 0
  call void @free(ptr %5650)
  %5651 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %738, 0
  call void @free(ptr %5651)
  %5652 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %818, 0
  call void @free(ptr %5652)
  %5653 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %943, 0
  call void @free(ptr %5653)
  %5654 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %989, 0
  call void @free(ptr %5654)
  %5655 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1109, 0
  call void @free(ptr %5655)
  %5656 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1163, 0
  call void @free(ptr %5656)
  %5657 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1209, 0
  call void @free(ptr %5657)
  %5658 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1329, 0
  call void @free(ptr %5658)
  %5659 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1387, 0
  call void @free(ptr %5659)
  %5660 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1533, 0
  call void @free(ptr %5660)
  %5661 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1593, 0
  call void @free(ptr %5661)
  %5662 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1745, 0
  call void @free(ptr %5662)
  %5663 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1805, 0
  call void @free(ptr %5663)
  %5664 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1933, 0
  call void @free(ptr %5664)
  %5665 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %2001, 0
  call void @free(ptr %5665)
  %5666 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2093, 0
  call void @free(ptr %5666)
  %5667 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2160, 0
  call void @free(ptr %5667)
  %5668 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2362, 0
  call void @free(ptr %5668)
  %5669 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2431, 0
  call void @free(ptr %5669)
  %5670 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2596, 0
  call void @free(ptr %5670)
  %5671 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2644, 0
  call void @free(ptr %5671)
  %5672 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2762, 0
  call void @free(ptr %5672)
  %5673 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2905, 0
  call void @free(ptr %5673)
  %5674 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3011, 0
  call void @free(ptr %5674)
  %5675 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3065, 0
  call void @free(ptr %5675)
  %5676 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3190, 0
  call void @free(ptr %5676)
  %5677 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3232, 0
  call void @free(ptr %5677)
  %5678 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3328, 0
  call void @free(ptr %5678)
  %5679 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3424, 0
  call void @free(ptr %5679)
  %5680 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3534, 0
  call void @free(ptr %5680)
  %5681 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3588, 0
  call void @free(ptr %5681)
  %5682 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3717, 0
  call void @free(ptr %5682)
  %5683 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3878, 0
  call void @free(ptr %5683)
  %5684 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4144, 0
  call void @free(ptr %5684)
  %5685 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4313, 0
  call void @free(ptr %5685)
  %5686 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %4490, 0
  call void @free(ptr %5686)
  %5687 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4597, 0
  call void @free(ptr %5687)
  %5688 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5033, 0
  call void @free(ptr %5688)
  %5689 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5139, 0
  call void @free(ptr %5689)
  %5690 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5193, 0
  call void @free(ptr %5690)
  %5691 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5320, 0
  call void @free(ptr %5691)
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
; irlower-stages: fx_graph=bcfbae289cf4 torch_mlir=cc693d92339b linalg_on_tensors_mlir=b9d6b82c657a llvm_mlir=519bfa7e66ef
