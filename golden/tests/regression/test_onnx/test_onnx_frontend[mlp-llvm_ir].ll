; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@__constant_16x32xf32 = private constant [16 x [32 x float]] zeroinitializer, align 64 ; 512 elements elided
@__constant_8xf32 = private constant [8 x float] [float f0x3E16ABC8, float f0x3DBA0CD0, float f0x3BD9A0C4, float f0x3E1BFF5A, float f0xBDD4A7AA, float f0x3E2ABC24, float f0x3E30E3C6, float f0x3E2CEC04], align 64
@__constant_32xf32_0 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32x32xf32 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32x8xf32 = private constant [32 x [8 x float]] zeroinitializer, align 64 ; 256 elements elided

declare void @free(ptr)

declare ptr @malloc(i64)

define { ptr, ptr, i64, [2 x i64], [2 x i64] } @main_graph(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %0, 0
  %9 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, ptr %1, 1
  %10 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %9, i64 %2, 2
  %11 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, i64 %3, 3, 0
  %12 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %12, i64 %4, 3, 1
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, i64 %6, 4, 1
  %15 = call ptr @malloc(i64 320)
  %16 = ptrtoint ptr %15 to i64
  %17 = add i64 %16, 63
  %18 = urem i64 %17, 64
  %19 = sub i64 %17, %18
  %20 = inttoptr i64 %19 to ptr
  %21 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %15, 0
  %22 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %21, ptr %20, 1
  %23 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %22, i64 0, 2
  %24 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %23, i64 2, 3, 0
  %25 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %24, i64 32, 3, 1
  %26 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %25, i64 32, 4, 0
  %27 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %26, i64 1, 4, 1
  br label %28

28:                                               ; preds = %41, %7
  %29 = phi i64 [ %42, %41 ], [ 0, %7 ]
  %30 = icmp slt i64 %29, 2
  br i1 %30, label %31, label %43

31:                                               ; preds = %28
  br label %32

32:                                               ; preds = %35, %31
  %33 = phi i64 [ %40, %35 ], [ 0, %31 ]
  %34 = icmp slt i64 %33, 32
  br i1 %34, label %35, label %41

35:                                               ; preds = %32
  %36 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %27, 1
  %37 = mul nuw nsw i64 %29, 32
  %38 = add nuw nsw i64 %37, %33
  %39 = getelementptr inbounds nuw float, ptr %36, i64 %38
  store float 0.000000e+00, ptr %39, align 4
  %40 = add i64 %33, 1
  br label %32

41:                                               ; preds = %32
  %42 = add i64 %29, 1
  br label %28

43:                                               ; preds = %28
  %44 = call ptr @malloc(i64 320)
  %45 = ptrtoint ptr %44 to i64
  %46 = add i64 %45, 63
  %47 = urem i64 %46, 64
  %48 = sub i64 %46, %47
  %49 = inttoptr i64 %48 to ptr
  %50 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %44, 0
  %51 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %50, ptr %49, 1
  %52 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %51, i64 0, 2
  %53 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %52, i64 2, 3, 0
  %54 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %53, i64 32, 3, 1
  %55 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %54, i64 32, 4, 0
  %56 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %55, i64 1, 4, 1
  br label %57

57:                                               ; preds = %75, %43
  %58 = phi i64 [ %76, %75 ], [ 0, %43 ]
  %59 = icmp slt i64 %58, 2
  br i1 %59, label %60, label %77

60:                                               ; preds = %57
  br label %61

61:                                               ; preds = %64, %60
  %62 = phi i64 [ %74, %64 ], [ 0, %60 ]
  %63 = icmp slt i64 %62, 32
  br i1 %63, label %64, label %75

64:                                               ; preds = %61
  %65 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %27, 1
  %66 = mul nuw nsw i64 %58, 32
  %67 = add nuw nsw i64 %66, %62
  %68 = getelementptr inbounds nuw float, ptr %65, i64 %67
  %69 = load float, ptr %68, align 4
  %70 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %56, 1
  %71 = mul nuw nsw i64 %58, 32
  %72 = add nuw nsw i64 %71, %62
  %73 = getelementptr inbounds nuw float, ptr %70, i64 %72
  store float %69, ptr %73, align 4
  %74 = add i64 %62, 1
  br label %61

75:                                               ; preds = %61
  %76 = add i64 %58, 1
  br label %57

77:                                               ; preds = %57
  br label %78

78:                                               ; preds = %113, %77
  %79 = phi i64 [ %114, %113 ], [ 0, %77 ]
  %80 = icmp slt i64 %79, 2
  br i1 %80, label %81, label %115

81:                                               ; preds = %78
  br label %82

82:                                               ; preds = %111, %81
  %83 = phi i64 [ %112, %111 ], [ 0, %81 ]
  %84 = icmp slt i64 %83, 32
  br i1 %84, label %85, label %113

85:                                               ; preds = %82
  br label %86

86:                                               ; preds = %89, %85
  %87 = phi i64 [ %110, %89 ], [ 0, %85 ]
  %88 = icmp slt i64 %87, 16
  br i1 %88, label %89, label %111

89:                                               ; preds = %86
  %90 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, 1
  %91 = mul nuw nsw i64 %79, 16
  %92 = add nuw nsw i64 %91, %87
  %93 = getelementptr inbounds nuw float, ptr %90, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = mul nuw nsw i64 %87, 32
  %96 = add nuw nsw i64 %95, %83
  %97 = getelementptr inbounds nuw float, ptr @__constant_16x32xf32, i64 %96
  %98 = load float, ptr %97, align 4
  %99 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %56, 1
  %100 = mul nuw nsw i64 %79, 32
  %101 = add nuw nsw i64 %100, %83
  %102 = getelementptr inbounds nuw float, ptr %99, i64 %101
  %103 = load float, ptr %102, align 4
  %104 = fmul float %94, %98
  %105 = fadd float %103, %104
  %106 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %56, 1
  %107 = mul nuw nsw i64 %79, 32
  %108 = add nuw nsw i64 %107, %83
  %109 = getelementptr inbounds nuw float, ptr %106, i64 %108
  store float %105, ptr %109, align 4
  %110 = add i64 %87, 1
  br label %86

111:                                              ; preds = %86
  %112 = add i64 %83, 1
  br label %82

113:                                              ; preds = %82
  %114 = add i64 %79, 1
  br label %78

115:                                              ; preds = %78
  br label %116

116:                                              ; preds = %203, %115
  %117 = phi i64 [ %204, %203 ], [ 0, %115 ]
  %118 = icmp slt i64 %117, 2
  br i1 %118, label %119, label %205

119:                                              ; preds = %116
  br label %120

120:                                              ; preds = %201, %119
  %121 = phi i64 [ %202, %201 ], [ 0, %119 ]
  %122 = icmp slt i64 %121, 32
  br i1 %122, label %123, label %203

123:                                              ; preds = %120
  br label %124

124:                                              ; preds = %127, %123
  %125 = phi i64 [ %200, %127 ], [ 0, %123 ]
  %126 = icmp slt i64 %125, 32
  br i1 %126, label %127, label %201

127:                                              ; preds = %124
  %128 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %56, 1
  %129 = mul nuw nsw i64 %117, 32
  %130 = add nuw nsw i64 %129, %125
  %131 = getelementptr inbounds nuw float, ptr %128, i64 %130
  %132 = load float, ptr %131, align 4
  %133 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %125
  %134 = load float, ptr %133, align 4
  %135 = mul nuw nsw i64 %125, 32
  %136 = add nuw nsw i64 %135, %121
  %137 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32, i64 %136
  %138 = load float, ptr %137, align 4
  %139 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %27, 1
  %140 = mul nuw nsw i64 %117, 32
  %141 = add nuw nsw i64 %140, %121
  %142 = getelementptr inbounds nuw float, ptr %139, i64 %141
  %143 = load float, ptr %142, align 4
  %144 = fadd float %132, %134
  %145 = fdiv float %144, f0x3FB504F3
  %146 = fcmp olt float %145, 0.000000e+00
  %147 = fneg float %145
  %148 = select i1 %146, float %147, float %145
  %149 = fcmp olt float %148, 8.000000e-01
  %150 = select i1 %149, float f0x3F906EBA, float f0x3F905225
  %151 = select i1 %149, float f0xBEED51AF, float -3.276070e-01
  %152 = select i1 %149, float f0xBF05E48B, float f0xBEBABCC4
  %153 = select i1 %149, float f0x3F04EC44, float f0x3EE590A2
  %154 = select i1 %149, float f0x3E56C688, float f0x3DF27F94
  %155 = select i1 %149, float f0xBE06F8EE, float f0xBDB4EEE3
  %156 = select i1 %149, float f0x3CD3794F, float f0x3D17D100
  %157 = select i1 %149, float f0x3D9782A4, float f0x3D6A78FA
  %158 = fcmp olt float %148, 2.000000e+00
  %159 = select i1 %158, float 0.000000e+00, float f0xBB58546D
  %160 = select i1 %158, float %150, float f0x3B66A96A
  %161 = select i1 %158, float %151, float f0xC003E25F
  %162 = select i1 %158, float %152, float f0xBAB94D1E
  %163 = select i1 %158, float %153, float f0x3FD0437B
  %164 = select i1 %158, float %154, float f0x3984E118
  %165 = select i1 %158, float %155, float f0xBF15590A
  %166 = select i1 %158, float %156, float f0xB78F7C49
  %167 = select i1 %158, float %157, float f0x3DA853B3
  %168 = select i1 %158, float 0.000000e+00, float 1.000000e+00
  %169 = fcmp ult float %148, 3.750000e+00
  %170 = fmul float %148, %166
  %171 = fadd float %170, %164
  %172 = fmul float %148, %171
  %173 = fadd float %172, %162
  %174 = fmul float %148, %173
  %175 = fadd float %174, %160
  %176 = fmul float %148, %175
  %177 = fadd float %176, %159
  %178 = fmul float %148, %167
  %179 = fadd float %178, %165
  %180 = fmul float %148, %179
  %181 = fadd float %180, %163
  %182 = fmul float %148, %181
  %183 = fadd float %182, %161
  %184 = fmul float %148, %183
  %185 = fadd float %184, 1.000000e+00
  %186 = fdiv float %177, %185
  %187 = fadd float %168, %186
  %188 = select i1 %169, float %187, float 1.000000e+00
  %189 = fneg float %188
  %190 = select i1 %146, float %189, float %188
  %191 = fadd float %190, 1.000000e+00
  %192 = fmul float %191, 5.000000e-01
  %193 = fmul float %144, %192
  %194 = fmul float %193, %138
  %195 = fadd float %143, %194
  %196 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %27, 1
  %197 = mul nuw nsw i64 %117, 32
  %198 = add nuw nsw i64 %197, %121
  %199 = getelementptr inbounds nuw float, ptr %196, i64 %198
  store float %195, ptr %199, align 4
  %200 = add i64 %125, 1
  br label %124

201:                                              ; preds = %124
  %202 = add i64 %121, 1
  br label %120

203:                                              ; preds = %120
  %204 = add i64 %117, 1
  br label %116

205:                                              ; preds = %116
  %206 = call ptr @malloc(i64 128)
  %207 = ptrtoint ptr %206 to i64
  %208 = add i64 %207, 63
  %209 = urem i64 %208, 64
  %210 = sub i64 %208, %209
  %211 = inttoptr i64 %210 to ptr
  %212 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %206, 0
  %213 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %212, ptr %211, 1
  %214 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %213, i64 0, 2
  %215 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %214, i64 2, 3, 0
  %216 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %215, i64 8, 3, 1
  %217 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %216, i64 8, 4, 0
  %218 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %217, i64 1, 4, 1
  br label %219

219:                                              ; preds = %232, %205
  %220 = phi i64 [ %233, %232 ], [ 0, %205 ]
  %221 = icmp slt i64 %220, 2
  br i1 %221, label %222, label %234

222:                                              ; preds = %219
  br label %223

223:                                              ; preds = %226, %222
  %224 = phi i64 [ %231, %226 ], [ 0, %222 ]
  %225 = icmp slt i64 %224, 8
  br i1 %225, label %226, label %232

226:                                              ; preds = %223
  %227 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %218, 1
  %228 = mul nuw nsw i64 %220, 8
  %229 = add nuw nsw i64 %228, %224
  %230 = getelementptr inbounds nuw float, ptr %227, i64 %229
  store float 0.000000e+00, ptr %230, align 4
  %231 = add i64 %224, 1
  br label %223

232:                                              ; preds = %223
  %233 = add i64 %220, 1
  br label %219

234:                                              ; preds = %219
  br label %235

235:                                              ; preds = %279, %234
  %236 = phi i64 [ %280, %279 ], [ 0, %234 ]
  %237 = icmp slt i64 %236, 2
  br i1 %237, label %238, label %281

238:                                              ; preds = %235
  br label %239

239:                                              ; preds = %277, %238
  %240 = phi i64 [ %278, %277 ], [ 0, %238 ]
  %241 = icmp slt i64 %240, 8
  br i1 %241, label %242, label %279

242:                                              ; preds = %239
  br label %243

243:                                              ; preds = %246, %242
  %244 = phi i64 [ %276, %246 ], [ 0, %242 ]
  %245 = icmp slt i64 %244, 32
  br i1 %245, label %246, label %277

246:                                              ; preds = %243
  %247 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %27, 1
  %248 = mul nuw nsw i64 %236, 32
  %249 = add nuw nsw i64 %248, %244
  %250 = getelementptr inbounds nuw float, ptr %247, i64 %249
  %251 = load float, ptr %250, align 4
  %252 = getelementptr inbounds nuw float, ptr @__constant_32xf32_0, i64 %244
  %253 = load float, ptr %252, align 4
  %254 = mul nuw nsw i64 %244, 8
  %255 = add nuw nsw i64 %254, %240
  %256 = getelementptr inbounds nuw float, ptr @__constant_32x8xf32, i64 %255
  %257 = load float, ptr %256, align 4
  %258 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %218, 1
  %259 = mul nuw nsw i64 %236, 8
  %260 = add nuw nsw i64 %259, %240
  %261 = getelementptr inbounds nuw float, ptr %258, i64 %260
  %262 = load float, ptr %261, align 4
  %263 = fadd float %251, %253
  %264 = fneg float %263
  %265 = fmul float %264, f0x3FB8AA3B
  %266 = call float @llvm.exp2.f32(float %265)
  %267 = fadd float %266, 1.000000e+00
  %268 = fdiv float 1.000000e+00, %267
  %269 = fmul float %263, %268
  %270 = fmul float %269, %257
  %271 = fadd float %262, %270
  %272 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %218, 1
  %273 = mul nuw nsw i64 %236, 8
  %274 = add nuw nsw i64 %273, %240
  %275 = getelementptr inbounds nuw float, ptr %272, i64 %274
  store float %271, ptr %275, align 4
  %276 = add i64 %244, 1
  br label %243

277:                                              ; preds = %243
  %278 = add i64 %240, 1
  br label %239

279:                                              ; preds = %239
  %280 = add i64 %236, 1
  br label %235

281:                                              ; preds = %235
  br label %282

282:                                              ; preds = %303, %281
  %283 = phi i64 [ %304, %303 ], [ 0, %281 ]
  %284 = icmp slt i64 %283, 2
  br i1 %284, label %285, label %305

285:                                              ; preds = %282
  br label %286

286:                                              ; preds = %289, %285
  %287 = phi i64 [ %302, %289 ], [ 0, %285 ]
  %288 = icmp slt i64 %287, 8
  br i1 %288, label %289, label %303

289:                                              ; preds = %286
  %290 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %218, 1
  %291 = mul nuw nsw i64 %283, 8
  %292 = add nuw nsw i64 %291, %287
  %293 = getelementptr inbounds nuw float, ptr %290, i64 %292
  %294 = load float, ptr %293, align 4
  %295 = getelementptr inbounds nuw float, ptr @__constant_8xf32, i64 %287
  %296 = load float, ptr %295, align 4
  %297 = fadd float %294, %296
  %298 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %218, 1
  %299 = mul nuw nsw i64 %283, 8
  %300 = add nuw nsw i64 %299, %287
  %301 = getelementptr inbounds nuw float, ptr %298, i64 %300
  store float %297, ptr %301, align 4
  %302 = add i64 %287, 1
  br label %286

303:                                              ; preds = %286
  %304 = add i64 %283, 1
  br label %282

305:                                              ; preds = %282
  %306 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %27, 0
  call void @free(ptr %306)
  %307 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %56, 0
  call void @free(ptr %307)
  ret { ptr, ptr, i64, [2 x i64], [2 x i64] } %218
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; irlower-stages: fx_graph=f7ad5df53030 onnx=5fce7730ce0f torch_mlir=0625139cabce linalg_on_tensors_mlir=1050b52f6374 llvm_mlir=38d5e8bdd463
