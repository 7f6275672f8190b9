; ModuleID = 'model_linked'
source_filename = "model_linked"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-unknown-eabi-elf"

%iree_hal_executable_library_header_t = type { i32, ptr, i32, i32 }
%iree_hal_executable_dispatch_attrs_v0_t = type { i64, i16, i8, i8, i32, i32, i16, i16, i64, i64, i64, i64, i64 }
%iree_hal_executable_source_location_v0_t = type { i32, i32, ptr }
%iree_hal_executable_stage_location_table_v0_t = type { i32, ptr, ptr }
%iree_hal_executable_library_v0_t = type { ptr, %iree_hal_executable_import_table_v0_t, %iree_hal_executable_export_table_v0_t, %iree_hal_executable_constant_table_v0_t, %iree_hal_executable_source_file_table_v0_t }
%iree_hal_executable_import_table_v0_t = type { i32, ptr }
%iree_hal_executable_export_table_v0_t = type { i32, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr }
%iree_hal_executable_constant_table_v0_t = type { i32 }
%iree_hal_executable_source_file_table_v0_t = type { i32, ptr }
%iree_hal_executable_dispatch_state_v0_t = type { i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr }

@__constant_32xf32 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_0 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_8xf32 = private constant [8 x float] [float f0x3E16ABC8, float f0x3DBA0CD0, float f0x3BD9A0C4, float f0x3E1BFF5A, float f0xBDD4A7AA, float f0x3E2ABC24, float f0x3E30E3C6, float f0x3E2CEC04], align 64
@0 = private constant [13 x i8] c"model_linked\00", align 1
@iree_hal_executable_library_query_v0_header = private constant %iree_hal_executable_library_header_t { i32 6, ptr @0, i32 0, i32 0 }
@iree_hal_executable_library_query_v0_funcs = private constant [3 x ptr] [ptr @main_dispatch_0_matmul_2x32x16_f32, ptr @main_dispatch_1_matmul_2x32x32_f32, ptr @main_dispatch_2_matmul_2x8x32_f32]
@iree_hal_executable_library_query_v0_attrs = private constant [3 x %iree_hal_executable_dispatch_attrs_v0_t] zeroinitializer ; 39 elements elided
@1 = private constant [35 x i8] zeroinitializer, align 1 ; 37 elements elided
@2 = private constant [35 x i8] zeroinitializer, align 1 ; 37 elements elided
@3 = private constant [34 x i8] zeroinitializer, align 1 ; 36 elements elided
@iree_hal_executable_library_query_v0_names = private constant [3 x ptr] [ptr @1, ptr @2, ptr @3]
@4 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@5 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@6 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@iree_hal_executable_library_query_v0_source_locations = private constant [3 x %iree_hal_executable_source_location_v0_t] [%iree_hal_executable_source_location_v0_t { i32 3, i32 44, ptr @4 }, %iree_hal_executable_source_location_v0_t { i32 3, i32 44, ptr @5 }, %iree_hal_executable_source_location_v0_t { i32 3, i32 44, ptr @6 }]
@iree_hal_executable_library_query_v0_main_dispatch_0_matmul_2x32x16_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_0_matmul_2x32x16_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_1_matmul_2x32x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_1_matmul_2x32x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_2_matmul_2x8x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_2_matmul_2x8x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_stage_location_tables = private constant [3 x %iree_hal_executable_stage_location_table_v0_t] [%iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_0_matmul_2x32x16_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_0_matmul_2x32x16_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_1_matmul_2x32x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_1_matmul_2x32x32_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_2_matmul_2x8x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_2_matmul_2x8x32_f32_stage_source_locations }]
@iree_hal_executable_library_query_v0 = private constant %iree_hal_executable_library_v0_t { ptr @iree_hal_executable_library_query_v0_header, %iree_hal_executable_import_table_v0_t zeroinitializer, %iree_hal_executable_export_table_v0_t { i32 3, ptr @iree_hal_executable_library_query_v0_funcs, ptr @iree_hal_executable_library_query_v0_attrs, ptr null, ptr null, ptr @iree_hal_executable_library_query_v0_names, ptr null, ptr null, ptr @iree_hal_executable_library_query_v0_source_locations, ptr @iree_hal_executable_library_query_v0_stage_location_tables }, %iree_hal_executable_constant_table_v0_t zeroinitializer, %iree_hal_executable_source_file_table_v0_t zeroinitializer }

define internal i32 @main_dispatch_0_matmul_2x32x16_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !77 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !85
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !85
  %6 = load ptr, ptr %5, align 8, !dbg !85
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !85
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !86
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !86
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !86
  %10 = load ptr, ptr %9, align 8, !dbg !86
  call void @llvm.assume(i1 true) [ "align"(ptr %10, i64 64) ], !dbg !86
  %11 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !87
  %12 = extractvalue %iree_hal_executable_dispatch_state_v0_t %11, 10, !dbg !87
  %13 = getelementptr ptr, ptr %12, i32 2, !dbg !87
  %14 = load ptr, ptr %13, align 8, !dbg !87
  call void @llvm.assume(i1 true) [ "align"(ptr %14, i64 64) ], !dbg !87
  br label %15, !dbg !88

15:                                               ; preds = %135, %3
  %16 = phi i64 [ %228, %135 ], [ 0, %3 ], !dbg !88
  %17 = icmp slt i64 %16, 32, !dbg !88
  br i1 %17, label %18, label %229, !dbg !88

18:                                               ; preds = %22, %15
  %19 = phi i64 [ %134, %22 ], [ 0, %15 ], !dbg !88
  %20 = phi [2 x <4 x float>] [ %133, %22 ], [ zeroinitializer, %15 ], !dbg !88
  %21 = icmp slt i64 %19, 16, !dbg !88
  br i1 %21, label %22, label %135, !dbg !88

22:                                               ; preds = %18
  %23 = mul i64 %16, 16, !dbg !88
  %24 = add i64 %23, %19, !dbg !88
  %25 = getelementptr float, ptr %10, i64 %24, !dbg !88
  %26 = load <4 x float>, ptr %25, align 4, !dbg !88
  %27 = add i64 %16, 1, !dbg !88
  %28 = mul i64 %27, 16, !dbg !88
  %29 = add i64 %28, %19, !dbg !88
  %30 = getelementptr float, ptr %10, i64 %29, !dbg !88
  %31 = load <4 x float>, ptr %30, align 4, !dbg !88
  %32 = add i64 %16, 2, !dbg !88
  %33 = mul i64 %32, 16, !dbg !88
  %34 = add i64 %33, %19, !dbg !88
  %35 = getelementptr float, ptr %10, i64 %34, !dbg !88
  %36 = load <4 x float>, ptr %35, align 4, !dbg !88
  %37 = add i64 %16, 3, !dbg !88
  %38 = mul i64 %37, 16, !dbg !88
  %39 = add i64 %38, %19, !dbg !88
  %40 = getelementptr float, ptr %10, i64 %39, !dbg !88
  %41 = load <4 x float>, ptr %40, align 4, !dbg !88
  %42 = extractelement <4 x float> %26, i64 0, !dbg !88
  %43 = extractelement <4 x float> %26, i64 1, !dbg !88
  %44 = extractelement <4 x float> %26, i64 2, !dbg !88
  %45 = extractelement <4 x float> %26, i64 3, !dbg !88
  %46 = extractelement <4 x float> %31, i64 0, !dbg !88
  %47 = extractelement <4 x float> %31, i64 1, !dbg !88
  %48 = extractelement <4 x float> %31, i64 2, !dbg !88
  %49 = extractelement <4 x float> %31, i64 3, !dbg !88
  %50 = extractelement <4 x float> %36, i64 0, !dbg !88
  %51 = extractelement <4 x float> %36, i64 1, !dbg !88
  %52 = extractelement <4 x float> %36, i64 2, !dbg !88
  %53 = extractelement <4 x float> %36, i64 3, !dbg !88
  %54 = extractelement <4 x float> %41, i64 0, !dbg !88
  %55 = extractelement <4 x float> %41, i64 1, !dbg !88
  %56 = extractelement <4 x float> %41, i64 2, !dbg !88
  %57 = extractelement <4 x float> %41, i64 3, !dbg !88
  %58 = insertelement <16 x float> poison, float %42, i64 0
  %59 = insertelement <16 x float> %58, float %43, i64 1
  %60 = insertelement <16 x float> %59, float %44, i64 2
  %61 = insertelement <16 x float> %60, float %45, i64 3
  %62 = insertelement <16 x float> %61, float %46, i64 4
  %63 = insertelement <16 x float> %62, float %47, i64 5
  %64 = insertelement <16 x float> %63, float %48, i64 6
  %65 = insertelement <16 x float> %64, float %49, i64 7
  %66 = insertelement <16 x float> %65, float %50, i64 8
  %67 = insertelement <16 x float> %66, float %51, i64 9
  %68 = insertelement <16 x float> %67, float %52, i64 10
  %69 = insertelement <16 x float> %68, float %53, i64 11
  %70 = insertelement <16 x float> %69, float %54, i64 12
  %71 = insertelement <16 x float> %70, float %55, i64 13
  %72 = insertelement <16 x float> %71, float %56, i64 14
  %73 = insertelement <16 x float> %72, float %57, i64 15
  %74 = shufflevector <16 x float> %73, <16 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  %75 = shufflevector <16 x float> %74, <16 x float> %74, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %76 = shufflevector <16 x float> %74, <16 x float> %74, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %77 = shufflevector <16 x float> %74, <16 x float> %74, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %78 = shufflevector <16 x float> %74, <16 x float> %74, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %79 = add nuw nsw i64 0, %19
  %80 = getelementptr inbounds nuw float, ptr %6, i64 %79
  %81 = load float, ptr %80, align 4
  %82 = insertelement <4 x float> poison, float %81, i32 0
  %83 = shufflevector <4 x float> %82, <4 x float> poison, <4 x i32> zeroinitializer
  %84 = extractvalue [2 x <4 x float>] %20, 0
  %85 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %83, <4 x float> %75, <4 x float> %84)
  %86 = add nuw nsw i64 16, %19
  %87 = getelementptr inbounds nuw float, ptr %6, i64 %86
  %88 = load float, ptr %87, align 4
  %89 = insertelement <4 x float> poison, float %88, i32 0
  %90 = shufflevector <4 x float> %89, <4 x float> poison, <4 x i32> zeroinitializer
  %91 = extractvalue [2 x <4 x float>] %20, 1
  %92 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %90, <4 x float> %75, <4 x float> %91)
  %93 = add i64 %19, 1
  %94 = add nuw nsw i64 0, %93
  %95 = getelementptr inbounds nuw float, ptr %6, i64 %94
  %96 = load float, ptr %95, align 4
  %97 = insertelement <4 x float> poison, float %96, i32 0
  %98 = shufflevector <4 x float> %97, <4 x float> poison, <4 x i32> zeroinitializer
  %99 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %98, <4 x float> %76, <4 x float> %85)
  %100 = add nuw nsw i64 16, %93
  %101 = getelementptr inbounds nuw float, ptr %6, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = insertelement <4 x float> poison, float %102, i32 0
  %104 = shufflevector <4 x float> %103, <4 x float> poison, <4 x i32> zeroinitializer
  %105 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %104, <4 x float> %76, <4 x float> %92)
  %106 = add i64 %19, 2
  %107 = add nuw nsw i64 0, %106
  %108 = getelementptr inbounds nuw float, ptr %6, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = insertelement <4 x float> poison, float %109, i32 0
  %111 = shufflevector <4 x float> %110, <4 x float> poison, <4 x i32> zeroinitializer
  %112 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %111, <4 x float> %77, <4 x float> %99)
  %113 = add nuw nsw i64 16, %106
  %114 = getelementptr inbounds nuw float, ptr %6, i64 %113
  %115 = load float, ptr %114, align 4
  %116 = insertelement <4 x float> poison, float %115, i32 0
  %117 = shufflevector <4 x float> %116, <4 x float> poison, <4 x i32> zeroinitializer
  %118 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %117, <4 x float> %77, <4 x float> %105)
  %119 = add i64 %19, 3
  %120 = add nuw nsw i64 0, %119
  %121 = getelementptr inbounds nuw float, ptr %6, i64 %120
  %122 = load float, ptr %121, align 4
  %123 = insertelement <4 x float> poison, float %122, i32 0
  %124 = shufflevector <4 x float> %123, <4 x float> poison, <4 x i32> zeroinitializer
  %125 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %124, <4 x float> %78, <4 x float> %112)
  %126 = add nuw nsw i64 16, %119
  %127 = getelementptr inbounds nuw float, ptr %6, i64 %126
  %128 = load float, ptr %127, align 4
  %129 = insertelement <4 x float> poison, float %128, i32 0
  %130 = shufflevector <4 x float> %129, <4 x float> poison, <4 x i32> zeroinitializer
  %131 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %130, <4 x float> %78, <4 x float> %118)
  %132 = insertvalue [2 x <4 x float>] poison, <4 x float> %125, 0
  %133 = insertvalue [2 x <4 x float>] %132, <4 x float> %131, 1
  %134 = add i64 %19, 4, !dbg !88
  br label %18, !dbg !88

135:                                              ; preds = %18
  %136 = getelementptr float, ptr @__constant_32xf32, i64 %16, !dbg !90
  %137 = load <4 x float>, ptr %136, align 4, !dbg !90
  %138 = extractvalue [2 x <4 x float>] %20, 0, !dbg !91
  %139 = fadd contract <4 x float> %138, %137, !dbg !91
  %140 = extractvalue [2 x <4 x float>] %20, 1, !dbg !91
  %141 = fadd contract <4 x float> %140, %137, !dbg !91
  %142 = fdiv <4 x float> %139, splat (float f0x3FB504F3), !dbg !92
  %143 = fdiv <4 x float> %141, splat (float f0x3FB504F3), !dbg !92
  %144 = fcmp olt <4 x float> %142, zeroinitializer, !dbg !93
  %145 = fcmp olt <4 x float> %143, zeroinitializer, !dbg !93
  %146 = fneg contract <4 x float> %142, !dbg !93
  %147 = fneg contract <4 x float> %143, !dbg !93
  %148 = select <4 x i1> %144, <4 x float> %146, <4 x float> %142, !dbg !93
  %149 = select <4 x i1> %145, <4 x float> %147, <4 x float> %143, !dbg !93
  %150 = fcmp olt <4 x float> %148, splat (float 8.000000e-01), !dbg !93
  %151 = fcmp olt <4 x float> %149, splat (float 8.000000e-01), !dbg !93
  %152 = select <4 x i1> %150, <4 x float> splat (float f0x3F906EBA), <4 x float> splat (float f0x3F905225), !dbg !93
  %153 = select <4 x i1> %151, <4 x float> splat (float f0x3F906EBA), <4 x float> splat (float f0x3F905225), !dbg !93
  %154 = select <4 x i1> %150, <4 x float> splat (float f0xBEED51AF), <4 x float> splat (float -3.276070e-01), !dbg !93
  %155 = select <4 x i1> %151, <4 x float> splat (float f0xBEED51AF), <4 x float> splat (float -3.276070e-01), !dbg !93
  %156 = select <4 x i1> %150, <4 x float> splat (float f0xBF05E48B), <4 x float> splat (float f0xBEBABCC4), !dbg !93
  %157 = select <4 x i1> %151, <4 x float> splat (float f0xBF05E48B), <4 x float> splat (float f0xBEBABCC4), !dbg !93
  %158 = select <4 x i1> %150, <4 x float> splat (float f0x3F04EC44), <4 x float> splat (float f0x3EE590A2), !dbg !93
  %159 = select <4 x i1> %151, <4 x float> splat (float f0x3F04EC44), <4 x float> splat (float f0x3EE590A2), !dbg !93
  %160 = select <4 x i1> %150, <4 x float> splat (float f0x3E56C688), <4 x float> splat (float f0x3DF27F94), !dbg !93
  %161 = select <4 x i1> %151, <4 x float> splat (float f0x3E56C688), <4 x float> splat (float f0x3DF27F94), !dbg !93
  %162 = select <4 x i1> %150, <4 x float> splat (float f0xBE06F8EE), <4 x float> splat (float f0xBDB4EEE3), !dbg !93
  %163 = select <4 x i1> %151, <4 x float> splat (float f0xBE06F8EE), <4 x float> splat (float f0xBDB4EEE3), !dbg !93
  %164 = select <4 x i1> %150, <4 x float> splat (float f0x3CD3794F), <4 x float> splat (float f0x3D17D100), !dbg !93
  %165 = select <4 x i1> %151, <4 x float> splat (float f0x3CD3794F), <4 x float> splat (float f0x3D17D100), !dbg !93
  %166 = select <4 x i1> %150, <4 x float> splat (float f0x3D9782A4), <4 x float> splat (float f0x3D6A78FA), !dbg !93
  %167 = select <4 x i1> %151, <4 x float> splat (float f0x3D9782A4), <4 x float> splat (float f0x3D6A78FA), !dbg !93
  %168 = fcmp olt <4 x float> %148, splat (float 2.000000e+00), !dbg !93
  %169 = fcmp olt <4 x float> %149, splat (float 2.000000e+00), !dbg !93
  %170 = select <4 x i1> %168, <4 x float> zeroinitializer, <4 x float> splat (float f0xBB58546D), !dbg !93
  %171 = select <4 x i1> %169, <4 x float> zeroinitializer, <4 x float> splat (float f0xBB58546D), !dbg !93
  %172 = select <4 x i1> %168, <4 x float> %152, <4 x float> splat (float f0x3B66A96A), !dbg !93
  %173 = select <4 x i1> %169, <4 x float> %153, <4 x float> splat (float f0x3B66A96A), !dbg !93
  %174 = select <4 x i1> %168, <4 x float> %154, <4 x float> splat (float f0xC003E25F), !dbg !93
  %175 = select <4 x i1> %169, <4 x float> %155, <4 x float> splat (float f0xC003E25F), !dbg !93
  %176 = select <4 x i1> %168, <4 x float> %156, <4 x float> splat (float f0xBAB94D1E), !dbg !93
  %177 = select <4 x i1> %169, <4 x float> %157, <4 x float> splat (float f0xBAB94D1E), !dbg !93
  %178 = select <4 x i1> %168, <4 x float> %158, <4 x float> splat (float f0x3FD0437B), !dbg !93
  %179 = select <4 x i1> %169, <4 x float> %159, <4 x float> splat (float f0x3FD0437B), !dbg !93
  %180 = select <4 x i1> %168, <4 x float> %160, <4 x float> splat (float f0x3984E118), !dbg !93
  %181 = select <4 x i1> %169, <4 x float> %161, <4 x float> splat (float f0x3984E118), !dbg !93
  %182 = select <4 x i1> %168, <4 x float> %162, <4 x float> splat (float f0xBF15590A), !dbg !93
  %183 = select <4 x i1> %169, <4 x float> %163, <4 x float> splat (float f0xBF15590A), !dbg !93
  %184 = select <4 x i1> %168, <4 x float> %164, <4 x float> splat (float f0xB78F7C49), !dbg !93
  %185 = select <4 x i1> %169, <4 x float> %165, <4 x float> splat (float f0xB78F7C49), !dbg !93
  %186 = select <4 x i1> %168, <4 x float> %166, <4 x float> splat (float f0x3DA853B3), !dbg !93
  %187 = select <4 x i1> %169, <4 x float> %167, <4 x float> splat (float f0x3DA853B3), !dbg !93
  %188 = select <4 x i1> %168, <4 x float> zeroinitializer, <4 x float> splat (float 1.000000e+00), !dbg !93
  %189 = select <4 x i1> %169, <4 x float> zeroinitializer, <4 x float> splat (float 1.000000e+00), !dbg !93
  %190 = fcmp ult <4 x float> %148, splat (float 3.750000e+00), !dbg !93
  %191 = fcmp ult <4 x float> %149, splat (float 3.750000e+00), !dbg !93
  %192 = call <4 x float> @llvm.fma.v4f32(<4 x float> %148, <4 x float> %184, <4 x float> %180), !dbg !93
  %193 = call <4 x float> @llvm.fma.v4f32(<4 x float> %149, <4 x float> %185, <4 x float> %181), !dbg !93
  %194 = call <4 x float> @llvm.fma.v4f32(<4 x float> %148, <4 x float> %192, <4 x float> %176), !dbg !93
  %195 = call <4 x float> @llvm.fma.v4f32(<4 x float> %149, <4 x float> %193, <4 x float> %177), !dbg !93
  %196 = call <4 x float> @llvm.fma.v4f32(<4 x float> %148, <4 x float> %194, <4 x float> %172), !dbg !93
  %197 = call <4 x float> @llvm.fma.v4f32(<4 x float> %149, <4 x float> %195, <4 x float> %173), !dbg !93
  %198 = call <4 x float> @llvm.fma.v4f32(<4 x float> %148, <4 x float> %196, <4 x float> %170), !dbg !93
  %199 = call <4 x float> @llvm.fma.v4f32(<4 x float> %149, <4 x float> %197, <4 x float> %171), !dbg !93
  %200 = call <4 x float> @llvm.fma.v4f32(<4 x float> %148, <4 x float> %186, <4 x float> %182), !dbg !93
  %201 = call <4 x float> @llvm.fma.v4f32(<4 x float> %149, <4 x float> %187, <4 x float> %183), !dbg !93
  %202 = call <4 x float> @llvm.fma.v4f32(<4 x float> %148, <4 x float> %200, <4 x float> %178), !dbg !93
  %203 = call <4 x float> @llvm.fma.v4f32(<4 x float> %149, <4 x float> %201, <4 x float> %179), !dbg !93
  %204 = call <4 x float> @llvm.fma.v4f32(<4 x float> %148, <4 x float> %202, <4 x float> %174), !dbg !93
  %205 = call <4 x float> @llvm.fma.v4f32(<4 x float> %149, <4 x float> %203, <4 x float> %175), !dbg !93
  %206 = call <4 x float> @llvm.fma.v4f32(<4 x float> %148, <4 x float> %204, <4 x float> splat (float 1.000000e+00)), !dbg !93
  %207 = call <4 x float> @llvm.fma.v4f32(<4 x float> %149, <4 x float> %205, <4 x float> splat (float 1.000000e+00)), !dbg !93
  %208 = fdiv <4 x float> %198, %206, !dbg !93
  %209 = fdiv <4 x float> %199, %207, !dbg !93
  %210 = fadd contract <4 x float> %188, %208, !dbg !93
  %211 = fadd contract <4 x float> %189, %209, !dbg !93
  %212 = select <4 x i1> %190, <4 x float> %210, <4 x float> splat (float 1.000000e+00), !dbg !93
  %213 = select <4 x i1> %191, <4 x float> %211, <4 x float> splat (float 1.000000e+00), !dbg !93
  %214 = fneg contract <4 x float> %212, !dbg !93
  %215 = fneg contract <4 x float> %213, !dbg !93
  %216 = select <4 x i1> %144, <4 x float> %214, <4 x float> %212, !dbg !93
  %217 = select <4 x i1> %145, <4 x float> %215, <4 x float> %213, !dbg !93
  %218 = fadd contract <4 x float> %216, splat (float 1.000000e+00), !dbg !94
  %219 = fadd contract <4 x float> %217, splat (float 1.000000e+00), !dbg !94
  %220 = fmul contract <4 x float> %218, splat (float 5.000000e-01), !dbg !95
  %221 = fmul contract <4 x float> %219, splat (float 5.000000e-01), !dbg !95
  %222 = fmul contract <4 x float> %139, %220, !dbg !96
  %223 = fmul contract <4 x float> %141, %221, !dbg !96
  %224 = add i64 0, %16, !dbg !88
  %225 = getelementptr float, ptr %14, i64 %224, !dbg !88
  store <4 x float> %222, ptr %225, align 4, !dbg !88
  %226 = add i64 32, %16, !dbg !88
  %227 = getelementptr float, ptr %14, i64 %226, !dbg !88
  store <4 x float> %223, ptr %227, align 4, !dbg !88
  %228 = add i64 %16, 4, !dbg !88
  br label %15, !dbg !88

229:                                              ; preds = %15
  ret i32 0, !dbg !89
}

define internal i32 @main_dispatch_1_matmul_2x32x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !80 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !98
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !98
  %6 = load ptr, ptr %5, align 8, !dbg !98
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !98
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !99
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !99
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !99
  %10 = load ptr, ptr %9, align 8, !dbg !99
  %11 = getelementptr i8, ptr %10, i32 2048, !dbg !99
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !99
  %12 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !100
  %13 = extractvalue %iree_hal_executable_dispatch_state_v0_t %12, 10, !dbg !100
  %14 = getelementptr ptr, ptr %13, i32 2, !dbg !100
  %15 = load ptr, ptr %14, align 8, !dbg !100
  %16 = getelementptr i8, ptr %15, i32 256, !dbg !100
  call void @llvm.assume(i1 true) [ "align"(ptr %16, i64 64) ], !dbg !100
  br label %17, !dbg !101

17:                                               ; preds = %137, %3
  %18 = phi i64 [ %206, %137 ], [ 0, %3 ], !dbg !101
  %19 = icmp slt i64 %18, 32, !dbg !101
  br i1 %19, label %20, label %207, !dbg !101

20:                                               ; preds = %24, %17
  %21 = phi i64 [ %136, %24 ], [ 0, %17 ], !dbg !101
  %22 = phi [2 x <4 x float>] [ %135, %24 ], [ zeroinitializer, %17 ], !dbg !101
  %23 = icmp slt i64 %21, 32, !dbg !101
  br i1 %23, label %24, label %137, !dbg !101

24:                                               ; preds = %20
  %25 = mul i64 %18, 32, !dbg !101
  %26 = add i64 %25, %21, !dbg !101
  %27 = getelementptr float, ptr %11, i64 %26, !dbg !101
  %28 = load <4 x float>, ptr %27, align 4, !dbg !101
  %29 = add i64 %18, 1, !dbg !101
  %30 = mul i64 %29, 32, !dbg !101
  %31 = add i64 %30, %21, !dbg !101
  %32 = getelementptr float, ptr %11, i64 %31, !dbg !101
  %33 = load <4 x float>, ptr %32, align 4, !dbg !101
  %34 = add i64 %18, 2, !dbg !101
  %35 = mul i64 %34, 32, !dbg !101
  %36 = add i64 %35, %21, !dbg !101
  %37 = getelementptr float, ptr %11, i64 %36, !dbg !101
  %38 = load <4 x float>, ptr %37, align 4, !dbg !101
  %39 = add i64 %18, 3, !dbg !101
  %40 = mul i64 %39, 32, !dbg !101
  %41 = add i64 %40, %21, !dbg !101
  %42 = getelementptr float, ptr %11, i64 %41, !dbg !101
  %43 = load <4 x float>, ptr %42, align 4, !dbg !101
  %44 = extractelement <4 x float> %28, i64 0, !dbg !101
  %45 = extractelement <4 x float> %28, i64 1, !dbg !101
  %46 = extractelement <4 x float> %28, i64 2, !dbg !101
  %47 = extractelement <4 x float> %28, i64 3, !dbg !101
  %48 = extractelement <4 x float> %33, i64 0, !dbg !101
  %49 = extractelement <4 x float> %33, i64 1, !dbg !101
  %50 = extractelement <4 x float> %33, i64 2, !dbg !101
  %51 = extractelement <4 x float> %33, i64 3, !dbg !101
  %52 = extractelement <4 x float> %38, i64 0, !dbg !101
  %53 = extractelement <4 x float> %38, i64 1, !dbg !101
  %54 = extractelement <4 x float> %38, i64 2, !dbg !101
  %55 = extractelement <4 x float> %38, i64 3, !dbg !101
  %56 = extractelement <4 x float> %43, i64 0, !dbg !101
  %57 = extractelement <4 x float> %43, i64 1, !dbg !101
  %58 = extractelement <4 x float> %43, i64 2, !dbg !101
  %59 = extractelement <4 x float> %43, i64 3, !dbg !101
  %60 = insertelement <16 x float> poison, float %44, i64 0
  %61 = insertelement <16 x float> %60, float %45, i64 1
  %62 = insertelement <16 x float> %61, float %46, i64 2
  %63 = insertelement <16 x float> %62, float %47, i64 3
  %64 = insertelement <16 x float> %63, float %48, i64 4
  %65 = insertelement <16 x float> %64, float %49, i64 5
  %66 = insertelement <16 x float> %65, float %50, i64 6
  %67 = insertelement <16 x float> %66, float %51, i64 7
  %68 = insertelement <16 x float> %67, float %52, i64 8
  %69 = insertelement <16 x float> %68, float %53, i64 9
  %70 = insertelement <16 x float> %69, float %54, i64 10
  %71 = insertelement <16 x float> %70, float %55, i64 11
  %72 = insertelement <16 x float> %71, float %56, i64 12
  %73 = insertelement <16 x float> %72, float %57, i64 13
  %74 = insertelement <16 x float> %73, float %58, i64 14
  %75 = insertelement <16 x float> %74, float %59, i64 15
  %76 = shufflevector <16 x float> %75, <16 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  %77 = shufflevector <16 x float> %76, <16 x float> %76, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %78 = shufflevector <16 x float> %76, <16 x float> %76, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %79 = shufflevector <16 x float> %76, <16 x float> %76, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %80 = shufflevector <16 x float> %76, <16 x float> %76, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %81 = add nuw nsw i64 0, %21
  %82 = getelementptr inbounds nuw float, ptr %6, i64 %81
  %83 = load float, ptr %82, align 4
  %84 = insertelement <4 x float> poison, float %83, i32 0
  %85 = shufflevector <4 x float> %84, <4 x float> poison, <4 x i32> zeroinitializer
  %86 = extractvalue [2 x <4 x float>] %22, 0
  %87 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %85, <4 x float> %77, <4 x float> %86)
  %88 = add nuw nsw i64 32, %21
  %89 = getelementptr inbounds nuw float, ptr %6, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = insertelement <4 x float> poison, float %90, i32 0
  %92 = shufflevector <4 x float> %91, <4 x float> poison, <4 x i32> zeroinitializer
  %93 = extractvalue [2 x <4 x float>] %22, 1
  %94 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %92, <4 x float> %77, <4 x float> %93)
  %95 = add i64 %21, 1
  %96 = add nuw nsw i64 0, %95
  %97 = getelementptr inbounds nuw float, ptr %6, i64 %96
  %98 = load float, ptr %97, align 4
  %99 = insertelement <4 x float> poison, float %98, i32 0
  %100 = shufflevector <4 x float> %99, <4 x float> poison, <4 x i32> zeroinitializer
  %101 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %100, <4 x float> %78, <4 x float> %87)
  %102 = add nuw nsw i64 32, %95
  %103 = getelementptr inbounds nuw float, ptr %6, i64 %102
  %104 = load float, ptr %103, align 4
  %105 = insertelement <4 x float> poison, float %104, i32 0
  %106 = shufflevector <4 x float> %105, <4 x float> poison, <4 x i32> zeroinitializer
  %107 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %106, <4 x float> %78, <4 x float> %94)
  %108 = add i64 %21, 2
  %109 = add nuw nsw i64 0, %108
  %110 = getelementptr inbounds nuw float, ptr %6, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = insertelement <4 x float> poison, float %111, i32 0
  %113 = shufflevector <4 x float> %112, <4 x float> poison, <4 x i32> zeroinitializer
  %114 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %113, <4 x float> %79, <4 x float> %101)
  %115 = add nuw nsw i64 32, %108
  %116 = getelementptr inbounds nuw float, ptr %6, i64 %115
  %117 = load float, ptr %116, align 4
  %118 = insertelement <4 x float> poison, float %117, i32 0
  %119 = shufflevector <4 x float> %118, <4 x float> poison, <4 x i32> zeroinitializer
  %120 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %119, <4 x float> %79, <4 x float> %107)
  %121 = add i64 %21, 3
  %122 = add nuw nsw i64 0, %121
  %123 = getelementptr inbounds nuw float, ptr %6, i64 %122
  %124 = load float, ptr %123, align 4
  %125 = insertelement <4 x float> poison, float %124, i32 0
  %126 = shufflevector <4 x float> %125, <4 x float> poison, <4 x i32> zeroinitializer
  %127 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %126, <4 x float> %80, <4 x float> %114)
  %128 = add nuw nsw i64 32, %121
  %129 = getelementptr inbounds nuw float, ptr %6, i64 %128
  %130 = load float, ptr %129, align 4
  %131 = insertelement <4 x float> poison, float %130, i32 0
  %132 = shufflevector <4 x float> %131, <4 x float> poison, <4 x i32> zeroinitializer
  %133 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %132, <4 x float> %80, <4 x float> %120)
  %134 = insertvalue [2 x <4 x float>] poison, <4 x float> %127, 0
  %135 = insertvalue [2 x <4 x float>] %134, <4 x float> %133, 1
  %136 = add i64 %21, 4, !dbg !101
  br label %20, !dbg !101

137:                                              ; preds = %20
  %138 = getelementptr float, ptr @__constant_32xf32_0, i64 %18, !dbg !103
  %139 = load <4 x float>, ptr %138, align 4, !dbg !103
  %140 = extractvalue [2 x <4 x float>] %22, 0, !dbg !104
  %141 = fadd contract <4 x float> %140, %139, !dbg !104
  %142 = extractvalue [2 x <4 x float>] %22, 1, !dbg !104
  %143 = fadd contract <4 x float> %142, %139, !dbg !104
  %144 = fneg contract <4 x float> %141, !dbg !105
  %145 = fneg contract <4 x float> %143, !dbg !105
  %146 = fcmp uge <4 x float> %144, splat (float -8.780000e+01), !dbg !106
  %147 = fcmp uge <4 x float> %145, splat (float -8.780000e+01), !dbg !106
  %148 = select <4 x i1> %146, <4 x float> %144, <4 x float> splat (float -8.780000e+01), !dbg !106
  %149 = select <4 x i1> %147, <4 x float> %145, <4 x float> splat (float -8.780000e+01), !dbg !106
  %150 = fcmp ule <4 x float> %148, splat (float 8.880000e+01), !dbg !106
  %151 = fcmp ule <4 x float> %149, splat (float 8.880000e+01), !dbg !106
  %152 = select <4 x i1> %150, <4 x float> %148, <4 x float> splat (float 8.880000e+01), !dbg !106
  %153 = select <4 x i1> %151, <4 x float> %149, <4 x float> splat (float 8.880000e+01), !dbg !106
  %154 = call <4 x float> @llvm.fma.v4f32(<4 x float> %152, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !106
  %155 = call <4 x float> @llvm.fma.v4f32(<4 x float> %153, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !106
  %156 = call <4 x float> @llvm.floor.v4f32(<4 x float> %154), !dbg !106
  %157 = call <4 x float> @llvm.floor.v4f32(<4 x float> %155), !dbg !106
  %158 = fcmp uge <4 x float> %156, splat (float -1.270000e+02), !dbg !106
  %159 = fcmp uge <4 x float> %157, splat (float -1.270000e+02), !dbg !106
  %160 = select <4 x i1> %158, <4 x float> %156, <4 x float> splat (float -1.270000e+02), !dbg !106
  %161 = select <4 x i1> %159, <4 x float> %157, <4 x float> splat (float -1.270000e+02), !dbg !106
  %162 = fcmp ule <4 x float> %160, splat (float 1.270000e+02), !dbg !106
  %163 = fcmp ule <4 x float> %161, splat (float 1.270000e+02), !dbg !106
  %164 = select <4 x i1> %162, <4 x float> %160, <4 x float> splat (float 1.270000e+02), !dbg !106
  %165 = select <4 x i1> %163, <4 x float> %161, <4 x float> splat (float 1.270000e+02), !dbg !106
  %166 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %164, <4 x float> %152), !dbg !106
  %167 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %165, <4 x float> %153), !dbg !106
  %168 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %164, <4 x float> %166), !dbg !106
  %169 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %165, <4 x float> %167), !dbg !106
  %170 = call <4 x float> @llvm.fma.v4f32(<4 x float> %168, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !106
  %171 = call <4 x float> @llvm.fma.v4f32(<4 x float> %169, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !106
  %172 = call <4 x float> @llvm.fma.v4f32(<4 x float> %170, <4 x float> %168, <4 x float> splat (float f0x3C088908)), !dbg !106
  %173 = call <4 x float> @llvm.fma.v4f32(<4 x float> %171, <4 x float> %169, <4 x float> splat (float f0x3C088908)), !dbg !106
  %174 = call <4 x float> @llvm.fma.v4f32(<4 x float> %172, <4 x float> %168, <4 x float> splat (float f0x3D2AA9C1)), !dbg !106
  %175 = call <4 x float> @llvm.fma.v4f32(<4 x float> %173, <4 x float> %169, <4 x float> splat (float f0x3D2AA9C1)), !dbg !106
  %176 = call <4 x float> @llvm.fma.v4f32(<4 x float> %174, <4 x float> %168, <4 x float> splat (float f0x3E2AAAAA)), !dbg !106
  %177 = call <4 x float> @llvm.fma.v4f32(<4 x float> %175, <4 x float> %169, <4 x float> splat (float f0x3E2AAAAA)), !dbg !106
  %178 = call <4 x float> @llvm.fma.v4f32(<4 x float> %176, <4 x float> %168, <4 x float> splat (float 5.000000e-01)), !dbg !106
  %179 = call <4 x float> @llvm.fma.v4f32(<4 x float> %177, <4 x float> %169, <4 x float> splat (float 5.000000e-01)), !dbg !106
  %180 = fmul contract <4 x float> %168, %168, !dbg !106
  %181 = fmul contract <4 x float> %169, %169, !dbg !106
  %182 = call <4 x float> @llvm.fma.v4f32(<4 x float> %178, <4 x float> %180, <4 x float> %168), !dbg !106
  %183 = call <4 x float> @llvm.fma.v4f32(<4 x float> %179, <4 x float> %181, <4 x float> %169), !dbg !106
  %184 = fadd contract <4 x float> %182, splat (float 1.000000e+00), !dbg !106
  %185 = fadd contract <4 x float> %183, splat (float 1.000000e+00), !dbg !106
  %186 = fptosi <4 x float> %164 to <4 x i32>, !dbg !106
  %187 = fptosi <4 x float> %165 to <4 x i32>, !dbg !106
  %188 = add <4 x i32> %186, splat (i32 127), !dbg !106
  %189 = add <4 x i32> %187, splat (i32 127), !dbg !106
  %190 = shl <4 x i32> %188, splat (i32 23), !dbg !106
  %191 = shl <4 x i32> %189, splat (i32 23), !dbg !106
  %192 = bitcast <4 x i32> %190 to <4 x float>, !dbg !106
  %193 = bitcast <4 x i32> %191 to <4 x float>, !dbg !106
  %194 = fmul contract <4 x float> %184, %192, !dbg !106
  %195 = fmul contract <4 x float> %185, %193, !dbg !106
  %196 = fadd contract <4 x float> %194, splat (float 1.000000e+00), !dbg !107
  %197 = fadd contract <4 x float> %195, splat (float 1.000000e+00), !dbg !107
  %198 = fdiv <4 x float> splat (float 1.000000e+00), %196, !dbg !108
  %199 = fdiv <4 x float> splat (float 1.000000e+00), %197, !dbg !108
  %200 = fmul contract <4 x float> %141, %198, !dbg !109
  %201 = fmul contract <4 x float> %143, %199, !dbg !109
  %202 = add i64 0, %18, !dbg !101
  %203 = getelementptr float, ptr %16, i64 %202, !dbg !101
  store <4 x float> %200, ptr %203, align 4, !dbg !101
  %204 = add i64 32, %18, !dbg !101
  %205 = getelementptr float, ptr %16, i64 %204, !dbg !101
  store <4 x float> %201, ptr %205, align 4, !dbg !101
  %206 = add i64 %18, 4, !dbg !101
  br label %17, !dbg !101

207:                                              ; preds = %17
  ret i32 0, !dbg !102
}

define internal i32 @main_dispatch_2_matmul_2x8x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !83 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !111
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !111
  %6 = load ptr, ptr %5, align 8, !dbg !111
  %7 = getelementptr i8, ptr %6, i32 256, !dbg !111
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !111
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !112
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !112
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !112
  %11 = load ptr, ptr %10, align 8, !dbg !112
  %12 = getelementptr i8, ptr %11, i32 6144, !dbg !112
  call void @llvm.assume(i1 true) [ "align"(ptr %12, i64 64) ], !dbg !112
  %13 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !113
  %14 = extractvalue %iree_hal_executable_dispatch_state_v0_t %13, 10, !dbg !113
  %15 = getelementptr ptr, ptr %14, i32 2, !dbg !113
  %16 = load ptr, ptr %15, align 8, !dbg !113
  call void @llvm.assume(i1 true) [ "align"(ptr %16, i64 64) ], !dbg !113
  br label %17, !dbg !114

17:                                               ; preds = %137, %3
  %18 = phi i64 [ %148, %137 ], [ 0, %3 ], !dbg !114
  %19 = icmp slt i64 %18, 8, !dbg !114
  br i1 %19, label %20, label %149, !dbg !114

20:                                               ; preds = %24, %17
  %21 = phi i64 [ %136, %24 ], [ 0, %17 ], !dbg !114
  %22 = phi [2 x <4 x float>] [ %135, %24 ], [ zeroinitializer, %17 ], !dbg !114
  %23 = icmp slt i64 %21, 32, !dbg !114
  br i1 %23, label %24, label %137, !dbg !114

24:                                               ; preds = %20
  %25 = mul i64 %18, 32, !dbg !114
  %26 = add i64 %25, %21, !dbg !114
  %27 = getelementptr float, ptr %12, i64 %26, !dbg !114
  %28 = load <4 x float>, ptr %27, align 4, !dbg !114
  %29 = add i64 %18, 1, !dbg !114
  %30 = mul i64 %29, 32, !dbg !114
  %31 = add i64 %30, %21, !dbg !114
  %32 = getelementptr float, ptr %12, i64 %31, !dbg !114
  %33 = load <4 x float>, ptr %32, align 4, !dbg !114
  %34 = add i64 %18, 2, !dbg !114
  %35 = mul i64 %34, 32, !dbg !114
  %36 = add i64 %35, %21, !dbg !114
  %37 = getelementptr float, ptr %12, i64 %36, !dbg !114
  %38 = load <4 x float>, ptr %37, align 4, !dbg !114
  %39 = add i64 %18, 3, !dbg !114
  %40 = mul i64 %39, 32, !dbg !114
  %41 = add i64 %40, %21, !dbg !114
  %42 = getelementptr float, ptr %12, i64 %41, !dbg !114
  %43 = load <4 x float>, ptr %42, align 4, !dbg !114
  %44 = extractelement <4 x float> %28, i64 0, !dbg !114
  %45 = extractelement <4 x float> %28, i64 1, !dbg !114
  %46 = extractelement <4 x float> %28, i64 2, !dbg !114
  %47 = extractelement <4 x float> %28, i64 3, !dbg !114
  %48 = extractelement <4 x float> %33, i64 0, !dbg !114
  %49 = extractelement <4 x float> %33, i64 1, !dbg !114
  %50 = extractelement <4 x float> %33, i64 2, !dbg !114
  %51 = extractelement <4 x float> %33, i64 3, !dbg !114
  %52 = extractelement <4 x float> %38, i64 0, !dbg !114
  %53 = extractelement <4 x float> %38, i64 1, !dbg !114
  %54 = extractelement <4 x float> %38, i64 2, !dbg !114
  %55 = extractelement <4 x float> %38, i64 3, !dbg !114
  %56 = extractelement <4 x float> %43, i64 0, !dbg !114
  %57 = extractelement <4 x float> %43, i64 1, !dbg !114
  %58 = extractelement <4 x float> %43, i64 2, !dbg !114
  %59 = extractelement <4 x float> %43, i64 3, !dbg !114
  %60 = insertelement <16 x float> poison, float %44, i64 0
  %61 = insertelement <16 x float> %60, float %45, i64 1
  %62 = insertelement <16 x float> %61, float %46, i64 2
  %63 = insertelement <16 x float> %62, float %47, i64 3
  %64 = insertelement <16 x float> %63, float %48, i64 4
  %65 = insertelement <16 x float> %64, float %49, i64 5
  %66 = insertelement <16 x float> %65, float %50, i64 6
  %67 = insertelement <16 x float> %66, float %51, i64 7
  %68 = insertelement <16 x float> %67, float %52, i64 8
  %69 = insertelement <16 x float> %68, float %53, i64 9
  %70 = insertelement <16 x float> %69, float %54, i64 10
  %71 = insertelement <16 x float> %70, float %55, i64 11
  %72 = insertelement <16 x float> %71, float %56, i64 12
  %73 = insertelement <16 x float> %72, float %57, i64 13
  %74 = insertelement <16 x float> %73, float %58, i64 14
  %75 = insertelement <16 x float> %74, float %59, i64 15
  %76 = shufflevector <16 x float> %75, <16 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  %77 = shufflevector <16 x float> %76, <16 x float> %76, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %78 = shufflevector <16 x float> %76, <16 x float> %76, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %79 = shufflevector <16 x float> %76, <16 x float> %76, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %80 = shufflevector <16 x float> %76, <16 x float> %76, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %81 = add nuw nsw i64 0, %21
  %82 = getelementptr inbounds nuw float, ptr %7, i64 %81
  %83 = load float, ptr %82, align 4
  %84 = insertelement <4 x float> poison, float %83, i32 0
  %85 = shufflevector <4 x float> %84, <4 x float> poison, <4 x i32> zeroinitializer
  %86 = extractvalue [2 x <4 x float>] %22, 0
  %87 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %85, <4 x float> %77, <4 x float> %86)
  %88 = add nuw nsw i64 32, %21
  %89 = getelementptr inbounds nuw float, ptr %7, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = insertelement <4 x float> poison, float %90, i32 0
  %92 = shufflevector <4 x float> %91, <4 x float> poison, <4 x i32> zeroinitializer
  %93 = extractvalue [2 x <4 x float>] %22, 1
  %94 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %92, <4 x float> %77, <4 x float> %93)
  %95 = add i64 %21, 1
  %96 = add nuw nsw i64 0, %95
  %97 = getelementptr inbounds nuw float, ptr %7, i64 %96
  %98 = load float, ptr %97, align 4
  %99 = insertelement <4 x float> poison, float %98, i32 0
  %100 = shufflevector <4 x float> %99, <4 x float> poison, <4 x i32> zeroinitializer
  %101 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %100, <4 x float> %78, <4 x float> %87)
  %102 = add nuw nsw i64 32, %95
  %103 = getelementptr inbounds nuw float, ptr %7, i64 %102
  %104 = load float, ptr %103, align 4
  %105 = insertelement <4 x float> poison, float %104, i32 0
  %106 = shufflevector <4 x float> %105, <4 x float> poison, <4 x i32> zeroinitializer
  %107 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %106, <4 x float> %78, <4 x float> %94)
  %108 = add i64 %21, 2
  %109 = add nuw nsw i64 0, %108
  %110 = getelementptr inbounds nuw float, ptr %7, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = insertelement <4 x float> poison, float %111, i32 0
  %113 = shufflevector <4 x float> %112, <4 x float> poison, <4 x i32> zeroinitializer
  %114 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %113, <4 x float> %79, <4 x float> %101)
  %115 = add nuw nsw i64 32, %108
  %116 = getelementptr inbounds nuw float, ptr %7, i64 %115
  %117 = load float, ptr %116, align 4
  %118 = insertelement <4 x float> poison, float %117, i32 0
  %119 = shufflevector <4 x float> %118, <4 x float> poison, <4 x i32> zeroinitializer
  %120 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %119, <4 x float> %79, <4 x float> %107)
  %121 = add i64 %21, 3
  %122 = add nuw nsw i64 0, %121
  %123 = getelementptr inbounds nuw float, ptr %7, i64 %122
  %124 = load float, ptr %123, align 4
  %125 = insertelement <4 x float> poison, float %124, i32 0
  %126 = shufflevector <4 x float> %125, <4 x float> poison, <4 x i32> zeroinitializer
  %127 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %126, <4 x float> %80, <4 x float> %114)
  %128 = add nuw nsw i64 32, %121
  %129 = getelementptr inbounds nuw float, ptr %7, i64 %128
  %130 = load float, ptr %129, align 4
  %131 = insertelement <4 x float> poison, float %130, i32 0
  %132 = shufflevector <4 x float> %131, <4 x float> poison, <4 x i32> zeroinitializer
  %133 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %132, <4 x float> %80, <4 x float> %120)
  %134 = insertvalue [2 x <4 x float>] poison, <4 x float> %127, 0
  %135 = insertvalue [2 x <4 x float>] %134, <4 x float> %133, 1
  %136 = add i64 %21, 4, !dbg !114
  br label %20, !dbg !114

137:                                              ; preds = %20
  %138 = getelementptr float, ptr @__constant_8xf32, i64 %18, !dbg !116
  %139 = load <4 x float>, ptr %138, align 4, !dbg !116
  %140 = extractvalue [2 x <4 x float>] %22, 0, !dbg !117
  %141 = fadd contract <4 x float> %140, %139, !dbg !117
  %142 = extractvalue [2 x <4 x float>] %22, 1, !dbg !117
  %143 = fadd contract <4 x float> %142, %139, !dbg !117
  %144 = add i64 0, %18, !dbg !114
  %145 = getelementptr float, ptr %16, i64 %144, !dbg !114
  store <4 x float> %141, ptr %145, align 4, !dbg !114
  %146 = add i64 8, %18, !dbg !114
  %147 = getelementptr float, ptr %16, i64 %146, !dbg !114
  store <4 x float> %143, ptr %147, align 4, !dbg !114
  %148 = add i64 %18, 4, !dbg !114
  br label %17, !dbg !114

149:                                              ; preds = %17
  ret i32 0, !dbg !115
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.floor.v4f32(<4 x float>) #2

; Function Attrs: uwtable
define dso_local dllexport ptr @iree_hal_executable_library_query(i32 %0, ptr %1) #3 {
entry:
  %2 = icmp eq i32 %0, 6
  %3 = select i1 %2, ptr @iree_hal_executable_library_query_v0, ptr null
  ret ptr %3
}

attributes #0 = { "frame-pointer"="all" "hot" "no-builtins" "nonlazybind" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) "frame-pointer"="all" "hot" "no-builtins" "nonlazybind" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) "frame-pointer"="all" "hot" "no-builtins" "nonlazybind" }
attributes #3 = { uwtable "nonlazybind" }

!llvm.dbg.cu = !{!76, !79, !82}
!llvm.module.flags = !{!118, !119}

!0 = !DIFile(filename: "configured_module_main_dispatch_0.mlir", directory: "files")
!1 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!2 = !DIFile(filename: "runtime/src/iree/hal/local/executable_library.h", directory: ".")
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", baseType: !3)
!5 = !DISubrange(count: 64)
!6 = !{!5}
!7 = !DICompositeType(tag: DW_TAG_array_type, scope: !2, file: !2, line: 227, baseType: !4, size: 2048, elements: !6)
!8 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "constants", baseType: !9, size: 64)
!11 = !DIBasicType(name: "void", encoding: DW_ATE_address)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "import_thunk", baseType: !12, size: 64, offset: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "import_funcs", baseType: !15, size: 64, offset: 128)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "import_contexts", baseType: !17, size: 64, offset: 192)
!19 = !DIBasicType(name: "long long unsigned int", size: 64, encoding: DW_ATE_unsigned)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", baseType: !19)
!21 = !DISubrange(count: 8)
!22 = !{!21}
!23 = !DICompositeType(tag: DW_TAG_array_type, scope: !2, file: !2, line: 227, baseType: !20, size: 512, elements: !22)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "data", baseType: !23)
!25 = !{!24}
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iree_hal_processor_v0_t", scope: !2, file: !2, line: 227, size: 512, elements: !25)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "processor", baseType: !26, offset: 256)
!28 = !{!10, !13, !16, !18, !27}
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iree_hal_executable_environment_v0_t", scope: !2, file: !2, line: 246, size: 768, elements: !28)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "iree_hal_executable_environment_v0_t", baseType: !29)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "workgroup_size_x", baseType: !4, size: 32)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "workgroup_size_y", baseType: !4, size: 32, offset: 32)
!35 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", baseType: !35)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "workgroup_size_z", baseType: !36, size: 16, offset: 64)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "constant_count", baseType: !36, size: 16, offset: 80)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "workgroup_count_x", baseType: !4, size: 32, offset: 96)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "workgroup_count_y", baseType: !4, size: 32, offset: 128)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "workgroup_count_z", baseType: !36, size: 16, offset: 160)
!42 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", baseType: !42)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "max_concurrency", baseType: !43, size: 8, offset: 176)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "binding_count", baseType: !43, size: 8, offset: 184)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "constants", baseType: !9, size: 64, offset: 192)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!48 = !DICompositeType(tag: DW_TAG_array_type, scope: !2, file: !2, line: 227, baseType: !47, size: 4096, elements: !6)
!49 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "binding_ptrs", baseType: !50, size: 64, offset: 256)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", baseType: !20)
!53 = !DICompositeType(tag: DW_TAG_array_type, scope: !2, file: !2, line: 227, baseType: !52, size: 4096, elements: !6)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !53)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "binding_lengths", baseType: !55, size: 64, offset: 320)
!57 = !{!33, !34, !37, !38, !39, !40, !41, !44, !45, !46, !51, !56}
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iree_hal_executable_dispatch_state_v0_t", scope: !2, file: !2, line: 275, size: 384, elements: !57)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "iree_hal_executable_dispatch_state_v0_t", baseType: !58)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !59)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "workgroup_id_x", baseType: !4, size: 32)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "workgroup_id_y", baseType: !4, size: 32, offset: 32)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "workgroup_id_z", baseType: !36, size: 16, offset: 64)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "reserved", baseType: !36, size: 16, offset: 80)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "processor_id", baseType: !4, size: 32, offset: 96)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "local_memory", baseType: !12, size: 64, offset: 128)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "local_memory_size", baseType: !4, size: 32, offset: 192)
!69 = !{!62, !63, !64, !65, !66, !67, !68}
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iree_hal_executable_workgroup_state_v0_t", scope: !2, file: !2, line: 321, size: 256, elements: !69)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "iree_hal_executable_workgroup_state_v0_t", baseType: !70)
!72 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !71)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!74 = !{!1, !32, !61, !73}
!75 = !DISubroutineType(cc: DW_CC_normal, types: !74)
!76 = distinct !DICompileUnit(language: DW_LANG_C17, file: !0, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!77 = distinct !DISubprogram(name: "main_dispatch_0_matmul_2x32x16_f32", linkageName: "main_dispatch_0_matmul_2x32x16_f32", scope: !0, file: !0, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76)
!78 = !DIFile(filename: "configured_module_main_dispatch_1.mlir", directory: "files")
!79 = distinct !DICompileUnit(language: DW_LANG_C17, file: !78, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!80 = distinct !DISubprogram(name: "main_dispatch_1_matmul_2x32x32_f32", linkageName: "main_dispatch_1_matmul_2x32x32_f32", scope: !78, file: !78, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !79)
!81 = !DIFile(filename: "configured_module_main_dispatch_2.mlir", directory: "files")
!82 = distinct !DICompileUnit(language: DW_LANG_C17, file: !81, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!83 = distinct !DISubprogram(name: "main_dispatch_2_matmul_2x8x32_f32", linkageName: "main_dispatch_2_matmul_2x8x32_f32", scope: !81, file: !81, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !82)
!85 = !DILocation(line: 15, column: 8, scope: !77)
!86 = !DILocation(line: 16, column: 8, scope: !77)
!87 = !DILocation(line: 17, column: 8, scope: !77)
!88 = !DILocation(line: 22, column: 8, scope: !77)
!89 = !DILocation(line: 34, column: 8, scope: !77)
!90 = !DILocation(line: 23, column: 8, scope: !77)
!91 = !DILocation(line: 25, column: 10, scope: !77)
!92 = !DILocation(line: 26, column: 10, scope: !77)
!93 = !DILocation(line: 27, column: 10, scope: !77)
!94 = !DILocation(line: 28, column: 10, scope: !77)
!95 = !DILocation(line: 29, column: 10, scope: !77)
!96 = !DILocation(line: 30, column: 10, scope: !77)
!98 = !DILocation(line: 15, column: 8, scope: !80)
!99 = !DILocation(line: 16, column: 8, scope: !80)
!100 = !DILocation(line: 17, column: 8, scope: !80)
!101 = !DILocation(line: 22, column: 8, scope: !80)
!102 = !DILocation(line: 34, column: 8, scope: !80)
!103 = !DILocation(line: 23, column: 8, scope: !80)
!104 = !DILocation(line: 25, column: 10, scope: !80)
!105 = !DILocation(line: 26, column: 10, scope: !80)
!106 = !DILocation(line: 27, column: 10, scope: !80)
!107 = !DILocation(line: 28, column: 10, scope: !80)
!108 = !DILocation(line: 29, column: 10, scope: !80)
!109 = !DILocation(line: 30, column: 10, scope: !80)
!111 = !DILocation(line: 14, column: 8, scope: !83)
!112 = !DILocation(line: 15, column: 8, scope: !83)
!113 = !DILocation(line: 16, column: 8, scope: !83)
!114 = !DILocation(line: 21, column: 8, scope: !83)
!115 = !DILocation(line: 28, column: 8, scope: !83)
!116 = !DILocation(line: 22, column: 8, scope: !83)
!117 = !DILocation(line: 24, column: 10, scope: !83)
!118 = !{i32 2, !"Debug Info Version", i32 3}
!119 = !{i32 1, !"float-abi", !"hard"}
; irlower-stages: fx_graph=f7ad5df53030 torch_mlir=6aa7dd31cd1c linalg_on_tensors_mlir=e70f92738717 iree_input=a6afdb45ef2b iree_abi=07a985c48513 iree_preprocessing=231b7e9b7259 iree_global_optimization=d06103319f87 iree_dispatch_creation=edd575a4672a iree_flow=687c21336031 iree_stream=28ac6b2d5b07 iree_executable_sources=69cc368e288b iree_executable_targets=a5b83f883921
