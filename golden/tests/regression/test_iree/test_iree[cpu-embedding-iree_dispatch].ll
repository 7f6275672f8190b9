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

@__constant_8xf32 = private constant [8 x float] [float f0x3D9E3390, float f0xBE4DBF90, float f0x3D20C8A8, float f0x3E52E54E, float f0x3E2C9DD4, float f0x3E5B3A94, float f0x3E0A943A, float f0xBCA970F0], align 64
@0 = private constant [13 x i8] c"model_linked\00", align 1
@iree_hal_executable_library_query_v0_header = private constant %iree_hal_executable_library_header_t { i32 6, ptr @0, i32 0, i32 0 }
@iree_hal_executable_library_query_v0_funcs = private constant [2 x ptr] [ptr @main_dispatch_0_elementwise_broadcast_4x16_i64xf32, ptr @main_dispatch_1_matmul_4x8x16_f32]
@iree_hal_executable_library_query_v0_attrs = private constant [2 x %iree_hal_executable_dispatch_attrs_v0_t] zeroinitializer ; 26 elements elided
@1 = private constant [51 x i8] zeroinitializer, align 1 ; 53 elements elided
@2 = private constant [34 x i8] zeroinitializer, align 1 ; 36 elements elided
@iree_hal_executable_library_query_v0_names = private constant [2 x ptr] [ptr @1, ptr @2]
@3 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@4 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@iree_hal_executable_library_query_v0_source_locations = private constant [2 x %iree_hal_executable_source_location_v0_t] [%iree_hal_executable_source_location_v0_t { i32 3, i32 44, ptr @3 }, %iree_hal_executable_source_location_v0_t { i32 3, i32 44, ptr @4 }]
@iree_hal_executable_library_query_v0_main_dispatch_0_elementwise_broadcast_4x16_i64xf32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_0_elementwise_broadcast_4x16_i64xf32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_1_matmul_4x8x16_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_1_matmul_4x8x16_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_stage_location_tables = private constant [2 x %iree_hal_executable_stage_location_table_v0_t] [%iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_0_elementwise_broadcast_4x16_i64xf32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_0_elementwise_broadcast_4x16_i64xf32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_1_matmul_4x8x16_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_1_matmul_4x8x16_f32_stage_source_locations }]
@iree_hal_executable_library_query_v0 = private constant %iree_hal_executable_library_v0_t { ptr @iree_hal_executable_library_query_v0_header, %iree_hal_executable_import_table_v0_t zeroinitializer, %iree_hal_executable_export_table_v0_t { i32 2, ptr @iree_hal_executable_library_query_v0_funcs, ptr @iree_hal_executable_library_query_v0_attrs, ptr null, ptr null, ptr @iree_hal_executable_library_query_v0_names, ptr null, ptr null, ptr @iree_hal_executable_library_query_v0_source_locations, ptr @iree_hal_executable_library_query_v0_stage_location_tables }, %iree_hal_executable_constant_table_v0_t zeroinitializer, %iree_hal_executable_source_file_table_v0_t zeroinitializer }

define internal i32 @main_dispatch_0_elementwise_broadcast_4x16_i64xf32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !77 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !81
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !81
  %6 = load ptr, ptr %5, align 8, !dbg !81
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !81
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !82
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !82
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !82
  %10 = load ptr, ptr %9, align 8, !dbg !82
  call void @llvm.assume(i1 true) [ "align"(ptr %10, i64 64) ], !dbg !82
  %11 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !83
  %12 = extractvalue %iree_hal_executable_dispatch_state_v0_t %11, 10, !dbg !83
  %13 = getelementptr ptr, ptr %12, i32 2, !dbg !83
  %14 = load ptr, ptr %13, align 8, !dbg !83
  call void @llvm.assume(i1 true) [ "align"(ptr %14, i64 64) ], !dbg !83
  %15 = call <4 x i64> @llvm.stepvector.v4i64(), !dbg !84
  br label %16, !dbg !85

16:                                               ; preds = %62, %3
  %17 = phi i64 [ %63, %62 ], [ 0, %3 ], !dbg !85
  %18 = icmp slt i64 %17, 4, !dbg !85
  br i1 %18, label %19, label %64, !dbg !85

19:                                               ; preds = %16
  %20 = getelementptr i64, ptr %10, i64 %17, !dbg !85
  %21 = load <1 x i64>, ptr %20, align 8, !dbg !85
  %22 = mul <1 x i64> %21, splat (i64 16), !dbg !87
  br label %23, !dbg !85

23:                                               ; preds = %26, %19
  %24 = phi i64 [ %61, %26 ], [ 0, %19 ], !dbg !85
  %25 = icmp slt i64 %24, 16, !dbg !85
  br i1 %25, label %26, label %62, !dbg !85

26:                                               ; preds = %23
  %27 = insertelement <4 x i64> poison, i64 %24, i32 0, !dbg !85
  %28 = shufflevector <4 x i64> %27, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !85
  %29 = add <4 x i64> %28, %15, !dbg !84
  %30 = extractelement <1 x i64> %22, i64 0, !dbg !87
  %31 = insertelement <4 x i64> poison, i64 %30, i32 0, !dbg !87
  %32 = shufflevector <4 x i64> %31, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !87
  %33 = add <4 x i64> %29, %32, !dbg !87
  %34 = extractelement <4 x i64> %33, i64 0, !dbg !87
  %35 = add i64 0, %34, !dbg !87
  %36 = getelementptr float, ptr %6, i64 %35, !dbg !87
  %37 = load <1 x float>, ptr %36, align 4, !dbg !87
  %38 = extractelement <1 x float> %37, i64 0, !dbg !87
  %39 = extractelement <4 x i64> %33, i64 1, !dbg !87
  %40 = add i64 0, %39, !dbg !87
  %41 = getelementptr float, ptr %6, i64 %40, !dbg !87
  %42 = load <1 x float>, ptr %41, align 4, !dbg !87
  %43 = extractelement <1 x float> %42, i64 0, !dbg !87
  %44 = extractelement <4 x i64> %33, i64 2, !dbg !87
  %45 = add i64 0, %44, !dbg !87
  %46 = getelementptr float, ptr %6, i64 %45, !dbg !87
  %47 = load <1 x float>, ptr %46, align 4, !dbg !87
  %48 = extractelement <1 x float> %47, i64 0, !dbg !87
  %49 = extractelement <4 x i64> %33, i64 3, !dbg !87
  %50 = add i64 0, %49, !dbg !87
  %51 = getelementptr float, ptr %6, i64 %50, !dbg !87
  %52 = load <1 x float>, ptr %51, align 4, !dbg !87
  %53 = extractelement <1 x float> %52, i64 0, !dbg !87
  %54 = insertelement <4 x float> poison, float %38, i64 0, !dbg !87
  %55 = insertelement <4 x float> %54, float %43, i64 1, !dbg !87
  %56 = insertelement <4 x float> %55, float %48, i64 2, !dbg !87
  %57 = insertelement <4 x float> %56, float %53, i64 3, !dbg !87
  %58 = mul i64 %17, 16, !dbg !85
  %59 = add i64 %58, %24, !dbg !85
  %60 = getelementptr float, ptr %14, i64 %59, !dbg !85
  store <4 x float> %57, ptr %60, align 4, !dbg !85
  %61 = add i64 %24, 4, !dbg !85
  br label %23, !dbg !85

62:                                               ; preds = %23
  %63 = add i64 %17, 1, !dbg !85
  br label %16, !dbg !85

64:                                               ; preds = %16
  ret i32 0, !dbg !86
}

define internal i32 @main_dispatch_1_matmul_4x8x16_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !80 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !89
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !89
  %6 = load ptr, ptr %5, align 8, !dbg !89
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !89
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !90
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !90
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !90
  %10 = load ptr, ptr %9, align 8, !dbg !90
  %11 = getelementptr i8, ptr %10, i32 6400, !dbg !90
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !90
  %12 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !91
  %13 = extractvalue %iree_hal_executable_dispatch_state_v0_t %12, 10, !dbg !91
  %14 = getelementptr ptr, ptr %13, i32 2, !dbg !91
  %15 = load ptr, ptr %14, align 8, !dbg !91
  call void @llvm.assume(i1 true) [ "align"(ptr %15, i64 64) ], !dbg !91
  br label %16, !dbg !92

16:                                               ; preds = %188, %3
  %17 = phi i64 [ %307, %188 ], [ 0, %3 ], !dbg !92
  %18 = icmp slt i64 %17, 8, !dbg !92
  br i1 %18, label %19, label %308, !dbg !92

19:                                               ; preds = %23, %16
  %20 = phi i64 [ %187, %23 ], [ 0, %16 ], !dbg !92
  %21 = phi [4 x <4 x float>] [ %186, %23 ], [ zeroinitializer, %16 ], !dbg !92
  %22 = icmp slt i64 %20, 16, !dbg !92
  br i1 %22, label %23, label %188, !dbg !92

23:                                               ; preds = %19
  %24 = mul i64 %17, 16, !dbg !92
  %25 = add i64 %24, %20, !dbg !92
  %26 = getelementptr float, ptr %11, i64 %25, !dbg !92
  %27 = load <4 x float>, ptr %26, align 4, !dbg !92
  %28 = add i64 %17, 1, !dbg !92
  %29 = mul i64 %28, 16, !dbg !92
  %30 = add i64 %29, %20, !dbg !92
  %31 = getelementptr float, ptr %11, i64 %30, !dbg !92
  %32 = load <4 x float>, ptr %31, align 4, !dbg !92
  %33 = add i64 %17, 2, !dbg !92
  %34 = mul i64 %33, 16, !dbg !92
  %35 = add i64 %34, %20, !dbg !92
  %36 = getelementptr float, ptr %11, i64 %35, !dbg !92
  %37 = load <4 x float>, ptr %36, align 4, !dbg !92
  %38 = add i64 %17, 3, !dbg !92
  %39 = mul i64 %38, 16, !dbg !92
  %40 = add i64 %39, %20, !dbg !92
  %41 = getelementptr float, ptr %11, i64 %40, !dbg !92
  %42 = load <4 x float>, ptr %41, align 4, !dbg !92
  %43 = extractelement <4 x float> %27, i64 0, !dbg !92
  %44 = extractelement <4 x float> %27, i64 1, !dbg !92
  %45 = extractelement <4 x float> %27, i64 2, !dbg !92
  %46 = extractelement <4 x float> %27, i64 3, !dbg !92
  %47 = extractelement <4 x float> %32, i64 0, !dbg !92
  %48 = extractelement <4 x float> %32, i64 1, !dbg !92
  %49 = extractelement <4 x float> %32, i64 2, !dbg !92
  %50 = extractelement <4 x float> %32, i64 3, !dbg !92
  %51 = extractelement <4 x float> %37, i64 0, !dbg !92
  %52 = extractelement <4 x float> %37, i64 1, !dbg !92
  %53 = extractelement <4 x float> %37, i64 2, !dbg !92
  %54 = extractelement <4 x float> %37, i64 3, !dbg !92
  %55 = extractelement <4 x float> %42, i64 0, !dbg !92
  %56 = extractelement <4 x float> %42, i64 1, !dbg !92
  %57 = extractelement <4 x float> %42, i64 2, !dbg !92
  %58 = extractelement <4 x float> %42, i64 3, !dbg !92
  %59 = insertelement <16 x float> poison, float %43, i64 0
  %60 = insertelement <16 x float> %59, float %44, i64 1
  %61 = insertelement <16 x float> %60, float %45, i64 2
  %62 = insertelement <16 x float> %61, float %46, i64 3
  %63 = insertelement <16 x float> %62, float %47, i64 4
  %64 = insertelement <16 x float> %63, float %48, i64 5
  %65 = insertelement <16 x float> %64, float %49, i64 6
  %66 = insertelement <16 x float> %65, float %50, i64 7
  %67 = insertelement <16 x float> %66, float %51, i64 8
  %68 = insertelement <16 x float> %67, float %52, i64 9
  %69 = insertelement <16 x float> %68, float %53, i64 10
  %70 = insertelement <16 x float> %69, float %54, i64 11
  %71 = insertelement <16 x float> %70, float %55, i64 12
  %72 = insertelement <16 x float> %71, float %56, i64 13
  %73 = insertelement <16 x float> %72, float %57, i64 14
  %74 = insertelement <16 x float> %73, float %58, i64 15
  %75 = shufflevector <16 x float> %74, <16 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  %76 = shufflevector <16 x float> %75, <16 x float> %75, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %77 = shufflevector <16 x float> %75, <16 x float> %75, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %78 = shufflevector <16 x float> %75, <16 x float> %75, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %79 = shufflevector <16 x float> %75, <16 x float> %75, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %80 = add nuw nsw i64 0, %20
  %81 = getelementptr inbounds nuw float, ptr %6, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = insertelement <4 x float> poison, float %82, i32 0
  %84 = shufflevector <4 x float> %83, <4 x float> poison, <4 x i32> zeroinitializer
  %85 = extractvalue [4 x <4 x float>] %21, 0
  %86 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %84, <4 x float> %76, <4 x float> %85)
  %87 = add nuw nsw i64 16, %20
  %88 = getelementptr inbounds nuw float, ptr %6, i64 %87
  %89 = load float, ptr %88, align 4
  %90 = insertelement <4 x float> poison, float %89, i32 0
  %91 = shufflevector <4 x float> %90, <4 x float> poison, <4 x i32> zeroinitializer
  %92 = extractvalue [4 x <4 x float>] %21, 1
  %93 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %91, <4 x float> %76, <4 x float> %92)
  %94 = add nuw nsw i64 32, %20
  %95 = getelementptr inbounds nuw float, ptr %6, i64 %94
  %96 = load float, ptr %95, align 4
  %97 = insertelement <4 x float> poison, float %96, i32 0
  %98 = shufflevector <4 x float> %97, <4 x float> poison, <4 x i32> zeroinitializer
  %99 = extractvalue [4 x <4 x float>] %21, 2
  %100 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %98, <4 x float> %76, <4 x float> %99)
  %101 = add nuw nsw i64 48, %20
  %102 = getelementptr inbounds nuw float, ptr %6, i64 %101
  %103 = load float, ptr %102, align 4
  %104 = insertelement <4 x float> poison, float %103, i32 0
  %105 = shufflevector <4 x float> %104, <4 x float> poison, <4 x i32> zeroinitializer
  %106 = extractvalue [4 x <4 x float>] %21, 3
  %107 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %105, <4 x float> %76, <4 x float> %106)
  %108 = add i64 %20, 1
  %109 = add nuw nsw i64 0, %108
  %110 = getelementptr inbounds nuw float, ptr %6, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = insertelement <4 x float> poison, float %111, i32 0
  %113 = shufflevector <4 x float> %112, <4 x float> poison, <4 x i32> zeroinitializer
  %114 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %113, <4 x float> %77, <4 x float> %86)
  %115 = add nuw nsw i64 16, %108
  %116 = getelementptr inbounds nuw float, ptr %6, i64 %115
  %117 = load float, ptr %116, align 4
  %118 = insertelement <4 x float> poison, float %117, i32 0
  %119 = shufflevector <4 x float> %118, <4 x float> poison, <4 x i32> zeroinitializer
  %120 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %119, <4 x float> %77, <4 x float> %93)
  %121 = add nuw nsw i64 32, %108
  %122 = getelementptr inbounds nuw float, ptr %6, i64 %121
  %123 = load float, ptr %122, align 4
  %124 = insertelement <4 x float> poison, float %123, i32 0
  %125 = shufflevector <4 x float> %124, <4 x float> poison, <4 x i32> zeroinitializer
  %126 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %125, <4 x float> %77, <4 x float> %100)
  %127 = add nuw nsw i64 48, %108
  %128 = getelementptr inbounds nuw float, ptr %6, i64 %127
  %129 = load float, ptr %128, align 4
  %130 = insertelement <4 x float> poison, float %129, i32 0
  %131 = shufflevector <4 x float> %130, <4 x float> poison, <4 x i32> zeroinitializer
  %132 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %131, <4 x float> %77, <4 x float> %107)
  %133 = add i64 %20, 2
  %134 = add nuw nsw i64 0, %133
  %135 = getelementptr inbounds nuw float, ptr %6, i64 %134
  %136 = load float, ptr %135, align 4
  %137 = insertelement <4 x float> poison, float %136, i32 0
  %138 = shufflevector <4 x float> %137, <4 x float> poison, <4 x i32> zeroinitializer
  %139 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %138, <4 x float> %78, <4 x float> %114)
  %140 = add nuw nsw i64 16, %133
  %141 = getelementptr inbounds nuw float, ptr %6, i64 %140
  %142 = load float, ptr %141, align 4
  %143 = insertelement <4 x float> poison, float %142, i32 0
  %144 = shufflevector <4 x float> %143, <4 x float> poison, <4 x i32> zeroinitializer
  %145 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %144, <4 x float> %78, <4 x float> %120)
  %146 = add nuw nsw i64 32, %133
  %147 = getelementptr inbounds nuw float, ptr %6, i64 %146
  %148 = load float, ptr %147, align 4
  %149 = insertelement <4 x float> poison, float %148, i32 0
  %150 = shufflevector <4 x float> %149, <4 x float> poison, <4 x i32> zeroinitializer
  %151 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %150, <4 x float> %78, <4 x float> %126)
  %152 = add nuw nsw i64 48, %133
  %153 = getelementptr inbounds nuw float, ptr %6, i64 %152
  %154 = load float, ptr %153, align 4
  %155 = insertelement <4 x float> poison, float %154, i32 0
  %156 = shufflevector <4 x float> %155, <4 x float> poison, <4 x i32> zeroinitializer
  %157 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %156, <4 x float> %78, <4 x float> %132)
  %158 = add i64 %20, 3
  %159 = add nuw nsw i64 0, %158
  %160 = getelementptr inbounds nuw float, ptr %6, i64 %159
  %161 = load float, ptr %160, align 4
  %162 = insertelement <4 x float> poison, float %161, i32 0
  %163 = shufflevector <4 x float> %162, <4 x float> poison, <4 x i32> zeroinitializer
  %164 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %163, <4 x float> %79, <4 x float> %139)
  %165 = add nuw nsw i64 16, %158
  %166 = getelementptr inbounds nuw float, ptr %6, i64 %165
  %167 = load float, ptr %166, align 4
  %168 = insertelement <4 x float> poison, float %167, i32 0
  %169 = shufflevector <4 x float> %168, <4 x float> poison, <4 x i32> zeroinitializer
  %170 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %169, <4 x float> %79, <4 x float> %145)
  %171 = add nuw nsw i64 32, %158
  %172 = getelementptr inbounds nuw float, ptr %6, i64 %171
  %173 = load float, ptr %172, align 4
  %174 = insertelement <4 x float> poison, float %173, i32 0
  %175 = shufflevector <4 x float> %174, <4 x float> poison, <4 x i32> zeroinitializer
  %176 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %175, <4 x float> %79, <4 x float> %151)
  %177 = add nuw nsw i64 48, %158
  %178 = getelementptr inbounds nuw float, ptr %6, i64 %177
  %179 = load float, ptr %178, align 4
  %180 = insertelement <4 x float> poison, float %179, i32 0
  %181 = shufflevector <4 x float> %180, <4 x float> poison, <4 x i32> zeroinitializer
  %182 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %181, <4 x float> %79, <4 x float> %157)
  %183 = insertvalue [4 x <4 x float>] poison, <4 x float> %164, 0
  %184 = insertvalue [4 x <4 x float>] %183, <4 x float> %170, 1
  %185 = insertvalue [4 x <4 x float>] %184, <4 x float> %176, 2
  %186 = insertvalue [4 x <4 x float>] %185, <4 x float> %182, 3
  %187 = add i64 %20, 4, !dbg !92
  br label %19, !dbg !92

188:                                              ; preds = %19
  %189 = getelementptr float, ptr @__constant_8xf32, i64 %17, !dbg !94
  %190 = load <4 x float>, ptr %189, align 4, !dbg !94
  %191 = extractvalue [4 x <4 x float>] %21, 0, !dbg !95
  %192 = fadd contract <4 x float> %191, %190, !dbg !95
  %193 = extractvalue [4 x <4 x float>] %21, 1, !dbg !95
  %194 = fadd contract <4 x float> %193, %190, !dbg !95
  %195 = extractvalue [4 x <4 x float>] %21, 2, !dbg !95
  %196 = fadd contract <4 x float> %195, %190, !dbg !95
  %197 = extractvalue [4 x <4 x float>] %21, 3, !dbg !95
  %198 = fadd contract <4 x float> %197, %190, !dbg !95
  %199 = fcmp uge <4 x float> %192, splat (float -8.780000e+01), !dbg !96
  %200 = fcmp uge <4 x float> %194, splat (float -8.780000e+01), !dbg !96
  %201 = fcmp uge <4 x float> %196, splat (float -8.780000e+01), !dbg !96
  %202 = fcmp uge <4 x float> %198, splat (float -8.780000e+01), !dbg !96
  %203 = select <4 x i1> %199, <4 x float> %192, <4 x float> splat (float -8.780000e+01), !dbg !96
  %204 = select <4 x i1> %200, <4 x float> %194, <4 x float> splat (float -8.780000e+01), !dbg !96
  %205 = select <4 x i1> %201, <4 x float> %196, <4 x float> splat (float -8.780000e+01), !dbg !96
  %206 = select <4 x i1> %202, <4 x float> %198, <4 x float> splat (float -8.780000e+01), !dbg !96
  %207 = fcmp ule <4 x float> %203, splat (float 8.880000e+01), !dbg !96
  %208 = fcmp ule <4 x float> %204, splat (float 8.880000e+01), !dbg !96
  %209 = fcmp ule <4 x float> %205, splat (float 8.880000e+01), !dbg !96
  %210 = fcmp ule <4 x float> %206, splat (float 8.880000e+01), !dbg !96
  %211 = select <4 x i1> %207, <4 x float> %203, <4 x float> splat (float 8.880000e+01), !dbg !96
  %212 = select <4 x i1> %208, <4 x float> %204, <4 x float> splat (float 8.880000e+01), !dbg !96
  %213 = select <4 x i1> %209, <4 x float> %205, <4 x float> splat (float 8.880000e+01), !dbg !96
  %214 = select <4 x i1> %210, <4 x float> %206, <4 x float> splat (float 8.880000e+01), !dbg !96
  %215 = call <4 x float> @llvm.fma.v4f32(<4 x float> %211, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !96
  %216 = call <4 x float> @llvm.fma.v4f32(<4 x float> %212, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !96
  %217 = call <4 x float> @llvm.fma.v4f32(<4 x float> %213, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !96
  %218 = call <4 x float> @llvm.fma.v4f32(<4 x float> %214, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !96
  %219 = call <4 x float> @llvm.floor.v4f32(<4 x float> %215), !dbg !96
  %220 = call <4 x float> @llvm.floor.v4f32(<4 x float> %216), !dbg !96
  %221 = call <4 x float> @llvm.floor.v4f32(<4 x float> %217), !dbg !96
  %222 = call <4 x float> @llvm.floor.v4f32(<4 x float> %218), !dbg !96
  %223 = fcmp uge <4 x float> %219, splat (float -1.270000e+02), !dbg !96
  %224 = fcmp uge <4 x float> %220, splat (float -1.270000e+02), !dbg !96
  %225 = fcmp uge <4 x float> %221, splat (float -1.270000e+02), !dbg !96
  %226 = fcmp uge <4 x float> %222, splat (float -1.270000e+02), !dbg !96
  %227 = select <4 x i1> %223, <4 x float> %219, <4 x float> splat (float -1.270000e+02), !dbg !96
  %228 = select <4 x i1> %224, <4 x float> %220, <4 x float> splat (float -1.270000e+02), !dbg !96
  %229 = select <4 x i1> %225, <4 x float> %221, <4 x float> splat (float -1.270000e+02), !dbg !96
  %230 = select <4 x i1> %226, <4 x float> %222, <4 x float> splat (float -1.270000e+02), !dbg !96
  %231 = fcmp ule <4 x float> %227, splat (float 1.270000e+02), !dbg !96
  %232 = fcmp ule <4 x float> %228, splat (float 1.270000e+02), !dbg !96
  %233 = fcmp ule <4 x float> %229, splat (float 1.270000e+02), !dbg !96
  %234 = fcmp ule <4 x float> %230, splat (float 1.270000e+02), !dbg !96
  %235 = select <4 x i1> %231, <4 x float> %227, <4 x float> splat (float 1.270000e+02), !dbg !96
  %236 = select <4 x i1> %232, <4 x float> %228, <4 x float> splat (float 1.270000e+02), !dbg !96
  %237 = select <4 x i1> %233, <4 x float> %229, <4 x float> splat (float 1.270000e+02), !dbg !96
  %238 = select <4 x i1> %234, <4 x float> %230, <4 x float> splat (float 1.270000e+02), !dbg !96
  %239 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %235, <4 x float> %211), !dbg !96
  %240 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %236, <4 x float> %212), !dbg !96
  %241 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %237, <4 x float> %213), !dbg !96
  %242 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %238, <4 x float> %214), !dbg !96
  %243 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %235, <4 x float> %239), !dbg !96
  %244 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %236, <4 x float> %240), !dbg !96
  %245 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %237, <4 x float> %241), !dbg !96
  %246 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %238, <4 x float> %242), !dbg !96
  %247 = call <4 x float> @llvm.fma.v4f32(<4 x float> %243, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !96
  %248 = call <4 x float> @llvm.fma.v4f32(<4 x float> %244, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !96
  %249 = call <4 x float> @llvm.fma.v4f32(<4 x float> %245, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !96
  %250 = call <4 x float> @llvm.fma.v4f32(<4 x float> %246, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !96
  %251 = call <4 x float> @llvm.fma.v4f32(<4 x float> %247, <4 x float> %243, <4 x float> splat (float f0x3C088908)), !dbg !96
  %252 = call <4 x float> @llvm.fma.v4f32(<4 x float> %248, <4 x float> %244, <4 x float> splat (float f0x3C088908)), !dbg !96
  %253 = call <4 x float> @llvm.fma.v4f32(<4 x float> %249, <4 x float> %245, <4 x float> splat (float f0x3C088908)), !dbg !96
  %254 = call <4 x float> @llvm.fma.v4f32(<4 x float> %250, <4 x float> %246, <4 x float> splat (float f0x3C088908)), !dbg !96
  %255 = call <4 x float> @llvm.fma.v4f32(<4 x float> %251, <4 x float> %243, <4 x float> splat (float f0x3D2AA9C1)), !dbg !96
  %256 = call <4 x float> @llvm.fma.v4f32(<4 x float> %252, <4 x float> %244, <4 x float> splat (float f0x3D2AA9C1)), !dbg !96
  %257 = call <4 x float> @llvm.fma.v4f32(<4 x float> %253, <4 x float> %245, <4 x float> splat (float f0x3D2AA9C1)), !dbg !96
  %258 = call <4 x float> @llvm.fma.v4f32(<4 x float> %254, <4 x float> %246, <4 x float> splat (float f0x3D2AA9C1)), !dbg !96
  %259 = call <4 x float> @llvm.fma.v4f32(<4 x float> %255, <4 x float> %243, <4 x float> splat (float f0x3E2AAAAA)), !dbg !96
  %260 = call <4 x float> @llvm.fma.v4f32(<4 x float> %256, <4 x float> %244, <4 x float> splat (float f0x3E2AAAAA)), !dbg !96
  %261 = call <4 x float> @llvm.fma.v4f32(<4 x float> %257, <4 x float> %245, <4 x float> splat (float f0x3E2AAAAA)), !dbg !96
  %262 = call <4 x float> @llvm.fma.v4f32(<4 x float> %258, <4 x float> %246, <4 x float> splat (float f0x3E2AAAAA)), !dbg !96
  %263 = call <4 x float> @llvm.fma.v4f32(<4 x float> %259, <4 x float> %243, <4 x float> splat (float 5.000000e-01)), !dbg !96
  %264 = call <4 x float> @llvm.fma.v4f32(<4 x float> %260, <4 x float> %244, <4 x float> splat (float 5.000000e-01)), !dbg !96
  %265 = call <4 x float> @llvm.fma.v4f32(<4 x float> %261, <4 x float> %245, <4 x float> splat (float 5.000000e-01)), !dbg !96
  %266 = call <4 x float> @llvm.fma.v4f32(<4 x float> %262, <4 x float> %246, <4 x float> splat (float 5.000000e-01)), !dbg !96
  %267 = fmul contract <4 x float> %243, %243, !dbg !96
  %268 = fmul contract <4 x float> %244, %244, !dbg !96
  %269 = fmul contract <4 x float> %245, %245, !dbg !96
  %270 = fmul contract <4 x float> %246, %246, !dbg !96
  %271 = call <4 x float> @llvm.fma.v4f32(<4 x float> %263, <4 x float> %267, <4 x float> %243), !dbg !96
  %272 = call <4 x float> @llvm.fma.v4f32(<4 x float> %264, <4 x float> %268, <4 x float> %244), !dbg !96
  %273 = call <4 x float> @llvm.fma.v4f32(<4 x float> %265, <4 x float> %269, <4 x float> %245), !dbg !96
  %274 = call <4 x float> @llvm.fma.v4f32(<4 x float> %266, <4 x float> %270, <4 x float> %246), !dbg !96
  %275 = fadd contract <4 x float> %271, splat (float 1.000000e+00), !dbg !96
  %276 = fadd contract <4 x float> %272, splat (float 1.000000e+00), !dbg !96
  %277 = fadd contract <4 x float> %273, splat (float 1.000000e+00), !dbg !96
  %278 = fadd contract <4 x float> %274, splat (float 1.000000e+00), !dbg !96
  %279 = fptosi <4 x float> %235 to <4 x i32>, !dbg !96
  %280 = fptosi <4 x float> %236 to <4 x i32>, !dbg !96
  %281 = fptosi <4 x float> %237 to <4 x i32>, !dbg !96
  %282 = fptosi <4 x float> %238 to <4 x i32>, !dbg !96
  %283 = add <4 x i32> %279, splat (i32 127), !dbg !96
  %284 = add <4 x i32> %280, splat (i32 127), !dbg !96
  %285 = add <4 x i32> %281, splat (i32 127), !dbg !96
  %286 = add <4 x i32> %282, splat (i32 127), !dbg !96
  %287 = shl <4 x i32> %283, splat (i32 23), !dbg !96
  %288 = shl <4 x i32> %284, splat (i32 23), !dbg !96
  %289 = shl <4 x i32> %285, splat (i32 23), !dbg !96
  %290 = shl <4 x i32> %286, splat (i32 23), !dbg !96
  %291 = bitcast <4 x i32> %287 to <4 x float>, !dbg !96
  %292 = bitcast <4 x i32> %288 to <4 x float>, !dbg !96
  %293 = bitcast <4 x i32> %289 to <4 x float>, !dbg !96
  %294 = bitcast <4 x i32> %290 to <4 x float>, !dbg !96
  %295 = fmul contract <4 x float> %275, %291, !dbg !96
  %296 = fmul contract <4 x float> %276, %292, !dbg !96
  %297 = fmul contract <4 x float> %277, %293, !dbg !96
  %298 = fmul contract <4 x float> %278, %294, !dbg !96
  %299 = add i64 0, %17, !dbg !92
  %300 = getelementptr float, ptr %15, i64 %299, !dbg !92
  store <4 x float> %295, ptr %300, align 4, !dbg !92
  %301 = add i64 8, %17, !dbg !92
  %302 = getelementptr float, ptr %15, i64 %301, !dbg !92
  store <4 x float> %296, ptr %302, align 4, !dbg !92
  %303 = add i64 16, %17, !dbg !92
  %304 = getelementptr float, ptr %15, i64 %303, !dbg !92
  store <4 x float> %297, ptr %304, align 4, !dbg !92
  %305 = add i64 24, %17, !dbg !92
  %306 = getelementptr float, ptr %15, i64 %305, !dbg !92
  store <4 x float> %298, ptr %306, align 4, !dbg !92
  %307 = add i64 %17, 4, !dbg !92
  br label %16, !dbg !92

308:                                              ; preds = %16
  ret i32 0, !dbg !93
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i64> @llvm.stepvector.v4i64() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.floor.v4f32(<4 x float>) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: uwtable
define dso_local dllexport ptr @iree_hal_executable_library_query(i32 %0, ptr %1) #4 {
entry:
  %2 = icmp eq i32 %0, 6
  %3 = select i1 %2, ptr @iree_hal_executable_library_query_v0, ptr null
  ret ptr %3
}

attributes #0 = { "frame-pointer"="all" "hot" "no-builtins" "nonlazybind" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) "frame-pointer"="all" "hot" "no-builtins" "nonlazybind" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) "frame-pointer"="all" "hot" "no-builtins" "nonlazybind" }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) "frame-pointer"="all" "hot" "no-builtins" "nonlazybind" }
attributes #4 = { uwtable "nonlazybind" }

!llvm.dbg.cu = !{!76, !79}
!llvm.module.flags = !{!97, !98}

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
!77 = distinct !DISubprogram(name: "main_dispatch_0_elementwise_broadcast_4x16_i64xf32", linkageName: "main_dispatch_0_elementwise_broadcast_4x16_i64xf32", scope: !0, file: !0, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76)
!78 = !DIFile(filename: "configured_module_main_dispatch_1.mlir", directory: "files")
!79 = distinct !DICompileUnit(language: DW_LANG_C17, file: !78, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!80 = distinct !DISubprogram(name: "main_dispatch_1_matmul_4x8x16_f32", linkageName: "main_dispatch_1_matmul_4x8x16_f32", scope: !78, file: !78, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !79)
!81 = !DILocation(line: 10, column: 8, scope: !77)
!82 = !DILocation(line: 11, column: 8, scope: !77)
!83 = !DILocation(line: 12, column: 8, scope: !77)
!84 = !DILocation(line: 19, column: 10, scope: !77)
!85 = !DILocation(line: 16, column: 8, scope: !77)
!86 = !DILocation(line: 24, column: 8, scope: !77)
!87 = !DILocation(line: 20, column: 10, scope: !77)
!89 = !DILocation(line: 13, column: 8, scope: !80)
!90 = !DILocation(line: 14, column: 8, scope: !80)
!91 = !DILocation(line: 15, column: 8, scope: !80)
!92 = !DILocation(line: 20, column: 8, scope: !80)
!93 = !DILocation(line: 28, column: 8, scope: !80)
!94 = !DILocation(line: 21, column: 8, scope: !80)
!95 = !DILocation(line: 23, column: 10, scope: !80)
!96 = !DILocation(line: 24, column: 10, scope: !80)
!97 = !{i32 2, !"Debug Info Version", i32 3}
!98 = !{i32 1, !"float-abi", !"hard"}
; irlower-stages: fx_graph=0caa291afdd6 torch_mlir=f6d807ce8e50 linalg_on_tensors_mlir=d61416fa6ac5 iree_input=05595767806a iree_abi=7cd716b2c08f iree_preprocessing=3f3bc7bcb88f iree_global_optimization=6e241153ece8 iree_dispatch_creation=7557c3ee1e8d iree_flow=6e3262cefae3 iree_stream=6e40f8a4a267 iree_executable_sources=019e3e04be2e iree_executable_targets=a05416bda6b0
