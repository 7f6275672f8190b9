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
%iree_hal_executable_workgroup_state_v0_t = type { i32, i32, i16, i16, i32, ptr, i32 }

@__constant_8xf32_2 = private constant [8 x float] [float f0xBE1A25F7, float f0xBDCE947B, float f0x3E1F21B7, float f0xBE1FEE3C, float f0xBC62698B, float f0x3E42F2BC, float 6.952010e-02, float f0x3BB28C3E], align 64
@__constant_8xf32_1 = private constant [8 x float] zeroinitializer, align 64
@__constant_8xf32_0 = private constant [8 x float] [float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00], align 64
@__constant_8xf32 = private constant [8 x float] zeroinitializer, align 64
@__constant_8xf32_3 = private constant [8 x float] [float f0x3D56BE44, float f0xBD4E54E0, float f0x3DC06991, float -8.269380e-02, float f0x39AF9CE8, float f0x3DD8F668, float f0x3DF00101, float f0xBD8BCF6B], align 64
@__constant_4x8xf32 = private constant [4 x [8 x float]] zeroinitializer, align 64 ; 32 elements elided
@0 = private constant [13 x i8] c"model_linked\00", align 1
@iree_hal_executable_library_query_v0_header = private constant %iree_hal_executable_library_header_t { i32 6, ptr @0, i32 0, i32 0 }
@iree_hal_executable_library_query_v0_funcs = private constant [6 x ptr] [ptr @main_dispatch_0_slow_memcpy, ptr @main_dispatch_1_conv_8x16x16x3x3x3_f32, ptr @main_dispatch_2_conv_8x8x8x2x2_f32, ptr @main_dispatch_3_conv_8x6x6x8x3x3_f32, ptr @main_dispatch_4_reduction_8x36_f32, ptr @main_dispatch_5_matmul_1x4x8_f32]
@iree_hal_executable_library_query_v0_attrs = private constant [6 x %iree_hal_executable_dispatch_attrs_v0_t] zeroinitializer ; 78 elements elided
@1 = private constant [28 x i8] zeroinitializer, align 1 ; 30 elements elided
@2 = private constant [39 x i8] zeroinitializer, align 1 ; 41 elements elided
@3 = private constant [35 x i8] zeroinitializer, align 1 ; 37 elements elided
@4 = private constant [37 x i8] zeroinitializer, align 1 ; 39 elements elided
@5 = private constant [35 x i8] zeroinitializer, align 1 ; 37 elements elided
@6 = private constant [33 x i8] zeroinitializer, align 1 ; 35 elements elided
@iree_hal_executable_library_query_v0_names = private constant [6 x ptr] [ptr @1, ptr @2, ptr @3, ptr @4, ptr @5, ptr @6]
@7 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@8 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@9 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@10 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@11 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@12 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@iree_hal_executable_library_query_v0_source_locations = private constant [6 x %iree_hal_executable_source_location_v0_t] [%iree_hal_executable_source_location_v0_t { i32 3, i32 44, ptr @7 }, %iree_hal_executable_source_location_v0_t { i32 3, i32 44, ptr @8 }, %iree_hal_executable_source_location_v0_t { i32 3, i32 44, ptr @9 }, %iree_hal_executable_source_location_v0_t { i32 3, i32 44, ptr @10 }, %iree_hal_executable_source_location_v0_t { i32 3, i32 44, ptr @11 }, %iree_hal_executable_source_location_v0_t { i32 3, i32 44, ptr @12 }]
@iree_hal_executable_library_query_v0_main_dispatch_0_slow_memcpy_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_0_slow_memcpy_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_1_conv_8x16x16x3x3x3_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_1_conv_8x16x16x3x3x3_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_2_conv_8x8x8x2x2_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_2_conv_8x8x8x2x2_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_3_conv_8x6x6x8x3x3_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_3_conv_8x6x6x8x3x3_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_4_reduction_8x36_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_4_reduction_8x36_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_5_matmul_1x4x8_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_5_matmul_1x4x8_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_stage_location_tables = private constant [6 x %iree_hal_executable_stage_location_table_v0_t] [%iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_0_slow_memcpy_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_0_slow_memcpy_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_1_conv_8x16x16x3x3x3_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_1_conv_8x16x16x3x3x3_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_2_conv_8x8x8x2x2_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_2_conv_8x8x8x2x2_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_3_conv_8x6x6x8x3x3_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_3_conv_8x6x6x8x3x3_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_4_reduction_8x36_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_4_reduction_8x36_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_5_matmul_1x4x8_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_5_matmul_1x4x8_f32_stage_source_locations }]
@iree_hal_executable_library_query_v0 = private constant %iree_hal_executable_library_v0_t { ptr @iree_hal_executable_library_query_v0_header, %iree_hal_executable_import_table_v0_t zeroinitializer, %iree_hal_executable_export_table_v0_t { i32 6, ptr @iree_hal_executable_library_query_v0_funcs, ptr @iree_hal_executable_library_query_v0_attrs, ptr null, ptr null, ptr @iree_hal_executable_library_query_v0_names, ptr null, ptr null, ptr @iree_hal_executable_library_query_v0_source_locations, ptr @iree_hal_executable_library_query_v0_stage_location_tables }, %iree_hal_executable_constant_table_v0_t zeroinitializer, %iree_hal_executable_source_file_table_v0_t zeroinitializer }

define internal i32 @main_dispatch_0_slow_memcpy(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !77 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !93
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !93
  %6 = load ptr, ptr %5, align 8, !dbg !93
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !94
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !95
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !95
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !95
  %10 = load ptr, ptr %9, align 8, !dbg !95
  call void @llvm.assume(i1 true) [ "align"(ptr %10, i64 64) ], !dbg !96
  br label %11, !dbg !97

11:                                               ; preds = %37, %3
  %12 = phi i64 [ %38, %37 ], [ 0, %3 ], !dbg !97
  %13 = icmp slt i64 %12, 3, !dbg !97
  br i1 %13, label %14, label %39, !dbg !97

14:                                               ; preds = %35, %11
  %15 = phi i64 [ %36, %35 ], [ 0, %11 ], !dbg !97
  %16 = icmp slt i64 %15, 16, !dbg !97
  br i1 %16, label %17, label %37, !dbg !97

17:                                               ; preds = %20, %14
  %18 = phi i64 [ %34, %20 ], [ 0, %14 ], !dbg !97
  %19 = icmp slt i64 %18, 16, !dbg !97
  br i1 %19, label %20, label %35, !dbg !97

20:                                               ; preds = %17
  %21 = mul i64 %12, 256, !dbg !97
  %22 = mul i64 %15, 16, !dbg !97
  %23 = add i64 %21, %22, !dbg !97
  %24 = add i64 %23, %18, !dbg !97
  %25 = getelementptr float, ptr %6, i64 %24, !dbg !97
  %26 = load <4 x float>, ptr %25, align 4, !dbg !97
  %27 = add i64 %15, 1, !dbg !97
  %28 = add i64 %18, 1, !dbg !97
  %29 = mul i64 %12, 324, !dbg !97
  %30 = mul i64 %27, 18, !dbg !97
  %31 = add i64 %29, %30, !dbg !97
  %32 = add i64 %31, %28, !dbg !97
  %33 = getelementptr float, ptr %10, i64 %32, !dbg !97
  store <4 x float> %26, ptr %33, align 4, !dbg !97
  %34 = add i64 %18, 4, !dbg !97
  br label %17, !dbg !97

35:                                               ; preds = %17
  %36 = add i64 %15, 1, !dbg !97
  br label %14, !dbg !97

37:                                               ; preds = %14
  %38 = add i64 %12, 1, !dbg !97
  br label %11, !dbg !97

39:                                               ; preds = %11
  ret i32 0, !dbg !98
}

define internal i32 @main_dispatch_1_conv_8x16x16x3x3x3_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !80 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !103
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !103
  %6 = load ptr, ptr %5, align 8, !dbg !103
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !103
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !104
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !104
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !104
  %10 = load ptr, ptr %9, align 8, !dbg !104
  call void @llvm.assume(i1 true) [ "align"(ptr %10, i64 64) ], !dbg !104
  %11 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !105
  %12 = extractvalue %iree_hal_executable_dispatch_state_v0_t %11, 10, !dbg !105
  %13 = getelementptr ptr, ptr %12, i32 2, !dbg !105
  %14 = load ptr, ptr %13, align 8, !dbg !105
  call void @llvm.assume(i1 true) [ "align"(ptr %14, i64 64) ], !dbg !105
  %15 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !106
  %16 = extractvalue %iree_hal_executable_dispatch_state_v0_t %15, 10, !dbg !106
  %17 = getelementptr ptr, ptr %16, i32 3, !dbg !106
  %18 = load ptr, ptr %17, align 8, !dbg !106
  %19 = getelementptr i8, ptr %18, i32 3904, !dbg !106
  call void @llvm.assume(i1 true) [ "align"(ptr %19, i64 64) ], !dbg !106
  %20 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !107
  %21 = extractvalue %iree_hal_executable_workgroup_state_v0_t %20, 0, !dbg !107
  %22 = zext i32 %21 to i64, !dbg !107
  %23 = getelementptr float, ptr @__constant_8xf32_2, i64 %22, !dbg !108
  %24 = load <1 x float>, ptr %23, align 4, !dbg !108
  %25 = getelementptr float, ptr @__constant_8xf32_1, i64 %22, !dbg !108
  %26 = load <1 x float>, ptr %25, align 4, !dbg !108
  %27 = add i64 0, %22, !dbg !108
  %28 = getelementptr float, ptr %14, i64 %27, !dbg !108
  %29 = load <1 x float>, ptr %28, align 4, !dbg !108
  %30 = getelementptr float, ptr @__constant_8xf32_0, i64 %22, !dbg !108
  %31 = load <1 x float>, ptr %30, align 4, !dbg !108
  %32 = getelementptr float, ptr @__constant_8xf32, i64 %22, !dbg !108
  %33 = load <1 x float>, ptr %32, align 4, !dbg !108
  %34 = extractelement <1 x float> %24, i64 0, !dbg !109
  %35 = insertelement <8 x float> poison, float %34, i32 0, !dbg !109
  %36 = shufflevector <8 x float> %35, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !109
  %37 = extractelement <1 x float> %26, i64 0, !dbg !110
  %38 = insertelement <8 x float> poison, float %37, i32 0, !dbg !110
  %39 = shufflevector <8 x float> %38, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !110
  %40 = extractelement <1 x float> %29, i64 0, !dbg !111
  %41 = insertelement <8 x float> poison, float %40, i32 0, !dbg !111
  %42 = shufflevector <8 x float> %41, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !111
  %43 = extractelement <1 x float> %31, i64 0, !dbg !112
  %44 = insertelement <8 x float> poison, float %43, i32 0, !dbg !112
  %45 = shufflevector <8 x float> %44, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !112
  %46 = extractelement <1 x float> %33, i64 0, !dbg !113
  %47 = insertelement <8 x float> poison, float %46, i32 0, !dbg !113
  %48 = shufflevector <8 x float> %47, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !113
  br label %49, !dbg !107

49:                                               ; preds = %124, %3
  %50 = phi i64 [ %125, %124 ], [ 0, %3 ], !dbg !107
  %51 = icmp slt i64 %50, 16, !dbg !107
  br i1 %51, label %52, label %126, !dbg !107

52:                                               ; preds = %109, %49
  %53 = phi i64 [ %123, %109 ], [ 0, %49 ], !dbg !107
  %54 = icmp slt i64 %53, 16, !dbg !107
  br i1 %54, label %55, label %124, !dbg !107

55:                                               ; preds = %107, %52
  %56 = phi i64 [ %108, %107 ], [ 0, %52 ], !dbg !107
  %57 = phi <8 x float> [ %63, %107 ], [ zeroinitializer, %52 ], !dbg !107
  %58 = icmp slt i64 %56, 3, !dbg !107
  br i1 %58, label %59, label %109, !dbg !107

59:                                               ; preds = %55
  %60 = add i64 %56, %50, !dbg !107
  br label %61, !dbg !107

61:                                               ; preds = %65, %59
  %62 = phi i64 [ %106, %65 ], [ 0, %59 ], !dbg !107
  %63 = phi <8 x float> [ %105, %65 ], [ %57, %59 ], !dbg !107
  %64 = icmp slt i64 %62, 3, !dbg !107
  br i1 %64, label %65, label %107, !dbg !107

65:                                               ; preds = %61
  %66 = add i64 %62, %53, !dbg !107
  %67 = mul i64 %60, 18, !dbg !107
  %68 = add i64 0, %67, !dbg !107
  %69 = add i64 %68, %66, !dbg !107
  %70 = getelementptr float, ptr %6, i64 %69, !dbg !107
  %71 = load <8 x float>, ptr %70, align 4, !dbg !107
  %72 = add i64 324, %67, !dbg !107
  %73 = add i64 %72, %66, !dbg !107
  %74 = getelementptr float, ptr %6, i64 %73, !dbg !107
  %75 = load <8 x float>, ptr %74, align 4, !dbg !107
  %76 = add i64 648, %67, !dbg !107
  %77 = add i64 %76, %66, !dbg !107
  %78 = getelementptr float, ptr %6, i64 %77, !dbg !107
  %79 = load <8 x float>, ptr %78, align 4, !dbg !107
  %80 = mul nuw nsw i64 %22, 27, !dbg !107
  %81 = add nuw nsw i64 %80, 0, !dbg !107
  %82 = mul nuw nsw i64 %56, 3, !dbg !107
  %83 = add nuw nsw i64 %81, %82, !dbg !107
  %84 = add nuw nsw i64 %83, %62, !dbg !107
  %85 = getelementptr inbounds nuw float, ptr %10, i64 %84, !dbg !107
  %86 = load float, ptr %85, align 4, !dbg !107
  %87 = insertelement <8 x float> poison, float %86, i32 0, !dbg !107
  %88 = shufflevector <8 x float> %87, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !107
  %89 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %71, <8 x float> %88, <8 x float> %63), !dbg !107
  %90 = add nuw nsw i64 %80, 9, !dbg !107
  %91 = add nuw nsw i64 %90, %82, !dbg !107
  %92 = add nuw nsw i64 %91, %62, !dbg !107
  %93 = getelementptr inbounds nuw float, ptr %10, i64 %92, !dbg !107
  %94 = load float, ptr %93, align 4, !dbg !107
  %95 = insertelement <8 x float> poison, float %94, i32 0, !dbg !107
  %96 = shufflevector <8 x float> %95, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !107
  %97 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %75, <8 x float> %96, <8 x float> %89), !dbg !107
  %98 = add nuw nsw i64 %80, 18, !dbg !107
  %99 = add nuw nsw i64 %98, %82, !dbg !107
  %100 = add nuw nsw i64 %99, %62, !dbg !107
  %101 = getelementptr inbounds nuw float, ptr %10, i64 %100, !dbg !107
  %102 = load float, ptr %101, align 4, !dbg !107
  %103 = insertelement <8 x float> poison, float %102, i32 0, !dbg !107
  %104 = shufflevector <8 x float> %103, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !107
  %105 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %79, <8 x float> %104, <8 x float> %97), !dbg !107
  %106 = add i64 %62, 1, !dbg !107
  br label %61, !dbg !107

107:                                              ; preds = %61
  %108 = add i64 %56, 1, !dbg !107
  br label %55, !dbg !107

109:                                              ; preds = %55
  %110 = fadd contract <8 x float> %57, %36, !dbg !109
  %111 = fsub contract <8 x float> %110, %39, !dbg !110
  %112 = fmul contract <8 x float> %111, %42, !dbg !111
  %113 = fmul contract <8 x float> %112, %45, !dbg !112
  %114 = fadd contract <8 x float> %113, %48, !dbg !113
  %115 = fcmp ugt <8 x float> %114, zeroinitializer, !dbg !115
  %116 = select <8 x i1> %115, <8 x float> %114, <8 x float> zeroinitializer, !dbg !116
  %117 = mul i64 %22, 256, !dbg !107
  %118 = add i64 0, %117, !dbg !107
  %119 = mul i64 %50, 16, !dbg !107
  %120 = add i64 %118, %119, !dbg !107
  %121 = add i64 %120, %53, !dbg !107
  %122 = getelementptr float, ptr %19, i64 %121, !dbg !107
  store <8 x float> %116, ptr %122, align 4, !dbg !107
  %123 = add i64 %53, 8, !dbg !107
  br label %52, !dbg !107

124:                                              ; preds = %52
  %125 = add i64 %50, 1, !dbg !107
  br label %49, !dbg !107

126:                                              ; preds = %49
  ret i32 0, !dbg !114
}

define internal i32 @main_dispatch_2_conv_8x8x8x2x2_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !83 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !117
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !117
  %6 = load ptr, ptr %5, align 8, !dbg !117
  %7 = getelementptr i8, ptr %6, i32 3904, !dbg !117
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !117
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !118
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !118
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !118
  %11 = load ptr, ptr %10, align 8, !dbg !118
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !118
  %12 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !119
  %13 = extractvalue %iree_hal_executable_workgroup_state_v0_t %12, 0, !dbg !119
  %14 = zext i32 %13 to i64, !dbg !119
  br label %15, !dbg !119

15:                                               ; preds = %81, %3
  %16 = phi i64 [ %88, %81 ], [ 0, %3 ], !dbg !119
  %17 = icmp slt i64 %16, 8, !dbg !119
  br i1 %17, label %18, label %89, !dbg !119

18:                                               ; preds = %22, %15
  %19 = phi i64 [ %80, %22 ], [ 0, %15 ], !dbg !119
  %20 = phi <8 x float> [ %79, %22 ], [ splat (float -inf), %15 ], !dbg !119
  %21 = icmp slt i64 %19, 2, !dbg !119
  br i1 %21, label %22, label %81, !dbg !119

22:                                               ; preds = %18
  %23 = mul nsw i64 %16, 2, !dbg !119
  %24 = add i64 %23, %19, !dbg !119
  %25 = mul i64 %14, 256, !dbg !119
  %26 = add i64 0, %25, !dbg !119
  %27 = mul i64 %24, 16, !dbg !119
  %28 = add i64 %26, %27, !dbg !119
  %29 = add i64 %28, 0, !dbg !119
  %30 = getelementptr float, ptr %7, i64 %29, !dbg !119
  %31 = load <16 x float>, ptr %30, align 4, !dbg !119
  %32 = extractelement <16 x float> %31, i64 0, !dbg !119
  %33 = extractelement <8 x float> %20, i64 0, !dbg !119
  %34 = call float @llvm.maximum.f32(float %32, float %33), !dbg !119
  %35 = extractelement <16 x float> %31, i64 2, !dbg !119
  %36 = extractelement <8 x float> %20, i64 1, !dbg !119
  %37 = call float @llvm.maximum.f32(float %35, float %36), !dbg !119
  %38 = extractelement <16 x float> %31, i64 4, !dbg !119
  %39 = extractelement <8 x float> %20, i64 2, !dbg !119
  %40 = call float @llvm.maximum.f32(float %38, float %39), !dbg !119
  %41 = extractelement <16 x float> %31, i64 6, !dbg !119
  %42 = extractelement <8 x float> %20, i64 3, !dbg !119
  %43 = call float @llvm.maximum.f32(float %41, float %42), !dbg !119
  %44 = extractelement <16 x float> %31, i64 8, !dbg !119
  %45 = extractelement <8 x float> %20, i64 4, !dbg !119
  %46 = call float @llvm.maximum.f32(float %44, float %45), !dbg !119
  %47 = extractelement <16 x float> %31, i64 10, !dbg !119
  %48 = extractelement <8 x float> %20, i64 5, !dbg !119
  %49 = call float @llvm.maximum.f32(float %47, float %48), !dbg !119
  %50 = extractelement <16 x float> %31, i64 12, !dbg !119
  %51 = extractelement <8 x float> %20, i64 6, !dbg !119
  %52 = call float @llvm.maximum.f32(float %50, float %51), !dbg !119
  %53 = extractelement <16 x float> %31, i64 14, !dbg !119
  %54 = extractelement <8 x float> %20, i64 7, !dbg !119
  %55 = call float @llvm.maximum.f32(float %53, float %54), !dbg !119
  %56 = extractelement <16 x float> %31, i64 1, !dbg !119
  %57 = call float @llvm.maximum.f32(float %56, float %34), !dbg !119
  %58 = extractelement <16 x float> %31, i64 3, !dbg !119
  %59 = call float @llvm.maximum.f32(float %58, float %37), !dbg !119
  %60 = extractelement <16 x float> %31, i64 5, !dbg !119
  %61 = call float @llvm.maximum.f32(float %60, float %40), !dbg !119
  %62 = extractelement <16 x float> %31, i64 7, !dbg !119
  %63 = call float @llvm.maximum.f32(float %62, float %43), !dbg !119
  %64 = extractelement <16 x float> %31, i64 9, !dbg !119
  %65 = call float @llvm.maximum.f32(float %64, float %46), !dbg !119
  %66 = extractelement <16 x float> %31, i64 11, !dbg !119
  %67 = call float @llvm.maximum.f32(float %66, float %49), !dbg !119
  %68 = extractelement <16 x float> %31, i64 13, !dbg !119
  %69 = call float @llvm.maximum.f32(float %68, float %52), !dbg !119
  %70 = extractelement <16 x float> %31, i64 15, !dbg !119
  %71 = call float @llvm.maximum.f32(float %70, float %55), !dbg !119
  %72 = insertelement <8 x float> poison, float %57, i64 0, !dbg !119
  %73 = insertelement <8 x float> %72, float %59, i64 1, !dbg !119
  %74 = insertelement <8 x float> %73, float %61, i64 2, !dbg !119
  %75 = insertelement <8 x float> %74, float %63, i64 3, !dbg !119
  %76 = insertelement <8 x float> %75, float %65, i64 4, !dbg !119
  %77 = insertelement <8 x float> %76, float %67, i64 5, !dbg !119
  %78 = insertelement <8 x float> %77, float %69, i64 6, !dbg !119
  %79 = insertelement <8 x float> %78, float %71, i64 7, !dbg !119
  %80 = add i64 %19, 1, !dbg !119
  br label %18, !dbg !119

81:                                               ; preds = %18
  %82 = mul i64 %14, 64, !dbg !119
  %83 = add i64 0, %82, !dbg !119
  %84 = mul i64 %16, 8, !dbg !119
  %85 = add i64 %83, %84, !dbg !119
  %86 = add i64 %85, 0, !dbg !119
  %87 = getelementptr float, ptr %11, i64 %86, !dbg !119
  store <8 x float> %20, ptr %87, align 4, !dbg !119
  %88 = add i64 %16, 1, !dbg !119
  br label %15, !dbg !119

89:                                               ; preds = %15
  ret i32 0, !dbg !120
}

define internal i32 @main_dispatch_3_conv_8x6x6x8x3x3_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !86 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !122
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !122
  %6 = load ptr, ptr %5, align 8, !dbg !122
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !122
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !123
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !123
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !123
  %10 = load ptr, ptr %9, align 8, !dbg !123
  %11 = getelementptr i8, ptr %10, i32 896, !dbg !123
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !123
  %12 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !124
  %13 = extractvalue %iree_hal_executable_dispatch_state_v0_t %12, 10, !dbg !124
  %14 = getelementptr ptr, ptr %13, i32 2, !dbg !124
  %15 = load ptr, ptr %14, align 8, !dbg !124
  %16 = getelementptr i8, ptr %15, i32 2048, !dbg !124
  call void @llvm.assume(i1 true) [ "align"(ptr %16, i64 64) ], !dbg !124
  %17 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !121
  %18 = extractvalue %iree_hal_executable_workgroup_state_v0_t %17, 0, !dbg !121
  %19 = zext i32 %18 to i64, !dbg !121
  %20 = sdiv i64 %19, 2, !dbg !121
  %21 = mul i64 %20, 2, !dbg !121
  %22 = icmp ne i64 %19, %21, !dbg !121
  %23 = icmp slt i64 %19, 0, !dbg !121
  %24 = and i1 %22, %23, !dbg !121
  %25 = add i64 %20, -1, !dbg !121
  %26 = select i1 %24, i64 %25, i64 %20, !dbg !121
  %27 = srem i64 %19, 2, !dbg !121
  %28 = icmp slt i64 %27, 0, !dbg !121
  %29 = add nsw i64 %27, 2, !dbg !121
  %30 = select i1 %28, i64 %29, i64 %27, !dbg !121
  %31 = mul nsw i64 %30, 3, !dbg !121
  br label %32, !dbg !121

32:                                               ; preds = %149, %3
  %33 = phi i64 [ %157, %149 ], [ 0, %3 ], !dbg !121
  %34 = icmp slt i64 %33, 3, !dbg !121
  br i1 %34, label %35, label %158, !dbg !121

35:                                               ; preds = %147, %32
  %36 = phi i64 [ %148, %147 ], [ 0, %32 ], !dbg !121
  %37 = phi <6 x float> [ %44, %147 ], [ zeroinitializer, %32 ], !dbg !121
  %38 = icmp slt i64 %36, 3, !dbg !121
  br i1 %38, label %39, label %149, !dbg !121

39:                                               ; preds = %35
  %40 = add i64 %36, %33, !dbg !121
  %41 = add i64 %40, %31, !dbg !121
  br label %42, !dbg !121

42:                                               ; preds = %46, %39
  %43 = phi i64 [ %146, %46 ], [ 0, %39 ], !dbg !121
  %44 = phi <6 x float> [ %145, %46 ], [ %37, %39 ], !dbg !121
  %45 = icmp slt i64 %43, 3, !dbg !121
  br i1 %45, label %46, label %147, !dbg !121

46:                                               ; preds = %42
  %47 = mul i64 %41, 8, !dbg !121
  %48 = add i64 0, %47, !dbg !121
  %49 = add i64 %48, %43, !dbg !121
  %50 = getelementptr float, ptr %6, i64 %49, !dbg !121
  %51 = load <6 x float>, ptr %50, align 4, !dbg !121
  %52 = add i64 64, %47, !dbg !121
  %53 = add i64 %52, %43, !dbg !121
  %54 = getelementptr float, ptr %6, i64 %53, !dbg !121
  %55 = load <6 x float>, ptr %54, align 4, !dbg !121
  %56 = add i64 128, %47, !dbg !121
  %57 = add i64 %56, %43, !dbg !121
  %58 = getelementptr float, ptr %6, i64 %57, !dbg !121
  %59 = load <6 x float>, ptr %58, align 4, !dbg !121
  %60 = add i64 192, %47, !dbg !121
  %61 = add i64 %60, %43, !dbg !121
  %62 = getelementptr float, ptr %6, i64 %61, !dbg !121
  %63 = load <6 x float>, ptr %62, align 4, !dbg !121
  %64 = add i64 256, %47, !dbg !121
  %65 = add i64 %64, %43, !dbg !121
  %66 = getelementptr float, ptr %6, i64 %65, !dbg !121
  %67 = load <6 x float>, ptr %66, align 4, !dbg !121
  %68 = add i64 320, %47, !dbg !121
  %69 = add i64 %68, %43, !dbg !121
  %70 = getelementptr float, ptr %6, i64 %69, !dbg !121
  %71 = load <6 x float>, ptr %70, align 4, !dbg !121
  %72 = add i64 384, %47, !dbg !121
  %73 = add i64 %72, %43, !dbg !121
  %74 = getelementptr float, ptr %6, i64 %73, !dbg !121
  %75 = load <6 x float>, ptr %74, align 4, !dbg !121
  %76 = add i64 448, %47, !dbg !121
  %77 = add i64 %76, %43, !dbg !121
  %78 = getelementptr float, ptr %6, i64 %77, !dbg !121
  %79 = load <6 x float>, ptr %78, align 4, !dbg !121
  %80 = mul nuw nsw i64 %26, 72, !dbg !121
  %81 = add nuw nsw i64 %80, 0, !dbg !121
  %82 = mul nuw nsw i64 %36, 3, !dbg !121
  %83 = add nuw nsw i64 %81, %82, !dbg !121
  %84 = add nuw nsw i64 %83, %43, !dbg !121
  %85 = getelementptr inbounds nuw float, ptr %11, i64 %84, !dbg !121
  %86 = load float, ptr %85, align 4, !dbg !121
  %87 = insertelement <6 x float> poison, float %86, i32 0, !dbg !121
  %88 = shufflevector <6 x float> %87, <6 x float> poison, <6 x i32> zeroinitializer, !dbg !121
  %89 = call <6 x float> @llvm.fmuladd.v6f32(<6 x float> %51, <6 x float> %88, <6 x float> %44), !dbg !121
  %90 = add nuw nsw i64 %80, 9, !dbg !121
  %91 = add nuw nsw i64 %90, %82, !dbg !121
  %92 = add nuw nsw i64 %91, %43, !dbg !121
  %93 = getelementptr inbounds nuw float, ptr %11, i64 %92, !dbg !121
  %94 = load float, ptr %93, align 4, !dbg !121
  %95 = insertelement <6 x float> poison, float %94, i32 0, !dbg !121
  %96 = shufflevector <6 x float> %95, <6 x float> poison, <6 x i32> zeroinitializer, !dbg !121
  %97 = call <6 x float> @llvm.fmuladd.v6f32(<6 x float> %55, <6 x float> %96, <6 x float> %89), !dbg !121
  %98 = add nuw nsw i64 %80, 18, !dbg !121
  %99 = add nuw nsw i64 %98, %82, !dbg !121
  %100 = add nuw nsw i64 %99, %43, !dbg !121
  %101 = getelementptr inbounds nuw float, ptr %11, i64 %100, !dbg !121
  %102 = load float, ptr %101, align 4, !dbg !121
  %103 = insertelement <6 x float> poison, float %102, i32 0, !dbg !121
  %104 = shufflevector <6 x float> %103, <6 x float> poison, <6 x i32> zeroinitializer, !dbg !121
  %105 = call <6 x float> @llvm.fmuladd.v6f32(<6 x float> %59, <6 x float> %104, <6 x float> %97), !dbg !121
  %106 = add nuw nsw i64 %80, 27, !dbg !121
  %107 = add nuw nsw i64 %106, %82, !dbg !121
  %108 = add nuw nsw i64 %107, %43, !dbg !121
  %109 = getelementptr inbounds nuw float, ptr %11, i64 %108, !dbg !121
  %110 = load float, ptr %109, align 4, !dbg !121
  %111 = insertelement <6 x float> poison, float %110, i32 0, !dbg !121
  %112 = shufflevector <6 x float> %111, <6 x float> poison, <6 x i32> zeroinitializer, !dbg !121
  %113 = call <6 x float> @llvm.fmuladd.v6f32(<6 x float> %63, <6 x float> %112, <6 x float> %105), !dbg !121
  %114 = add nuw nsw i64 %80, 36, !dbg !121
  %115 = add nuw nsw i64 %114, %82, !dbg !121
  %116 = add nuw nsw i64 %115, %43, !dbg !121
  %117 = getelementptr inbounds nuw float, ptr %11, i64 %116, !dbg !121
  %118 = load float, ptr %117, align 4, !dbg !121
  %119 = insertelement <6 x float> poison, float %118, i32 0, !dbg !121
  %120 = shufflevector <6 x float> %119, <6 x float> poison, <6 x i32> zeroinitializer, !dbg !121
  %121 = call <6 x float> @llvm.fmuladd.v6f32(<6 x float> %67, <6 x float> %120, <6 x float> %113), !dbg !121
  %122 = add nuw nsw i64 %80, 45, !dbg !121
  %123 = add nuw nsw i64 %122, %82, !dbg !121
  %124 = add nuw nsw i64 %123, %43, !dbg !121
  %125 = getelementptr inbounds nuw float, ptr %11, i64 %124, !dbg !121
  %126 = load float, ptr %125, align 4, !dbg !121
  %127 = insertelement <6 x float> poison, float %126, i32 0, !dbg !121
  %128 = shufflevector <6 x float> %127, <6 x float> poison, <6 x i32> zeroinitializer, !dbg !121
  %129 = call <6 x float> @llvm.fmuladd.v6f32(<6 x float> %71, <6 x float> %128, <6 x float> %121), !dbg !121
  %130 = add nuw nsw i64 %80, 54, !dbg !121
  %131 = add nuw nsw i64 %130, %82, !dbg !121
  %132 = add nuw nsw i64 %131, %43, !dbg !121
  %133 = getelementptr inbounds nuw float, ptr %11, i64 %132, !dbg !121
  %134 = load float, ptr %133, align 4, !dbg !121
  %135 = insertelement <6 x float> poison, float %134, i32 0, !dbg !121
  %136 = shufflevector <6 x float> %135, <6 x float> poison, <6 x i32> zeroinitializer, !dbg !121
  %137 = call <6 x float> @llvm.fmuladd.v6f32(<6 x float> %75, <6 x float> %136, <6 x float> %129), !dbg !121
  %138 = add nuw nsw i64 %80, 63, !dbg !121
  %139 = add nuw nsw i64 %138, %82, !dbg !121
  %140 = add nuw nsw i64 %139, %43, !dbg !121
  %141 = getelementptr inbounds nuw float, ptr %11, i64 %140, !dbg !121
  %142 = load float, ptr %141, align 4, !dbg !121
  %143 = insertelement <6 x float> poison, float %142, i32 0, !dbg !121
  %144 = shufflevector <6 x float> %143, <6 x float> poison, <6 x i32> zeroinitializer, !dbg !121
  %145 = call <6 x float> @llvm.fmuladd.v6f32(<6 x float> %79, <6 x float> %144, <6 x float> %137), !dbg !121
  %146 = add i64 %43, 1, !dbg !121
  br label %42, !dbg !121

147:                                              ; preds = %42
  %148 = add i64 %36, 1, !dbg !121
  br label %35, !dbg !121

149:                                              ; preds = %35
  %150 = add i64 %31, %33, !dbg !121
  %151 = mul i64 %26, 36, !dbg !121
  %152 = add i64 0, %151, !dbg !121
  %153 = mul i64 %150, 6, !dbg !121
  %154 = add i64 %152, %153, !dbg !121
  %155 = add i64 %154, 0, !dbg !121
  %156 = getelementptr float, ptr %16, i64 %155, !dbg !121
  store <6 x float> %37, ptr %156, align 4, !dbg !121
  %157 = add i64 %33, 1, !dbg !121
  br label %32, !dbg !121

158:                                              ; preds = %32
  ret i32 0, !dbg !125
}

define internal i32 @main_dispatch_4_reduction_8x36_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !89 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !126
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !126
  %6 = load ptr, ptr %5, align 8, !dbg !126
  %7 = getelementptr i8, ptr %6, i32 2048, !dbg !126
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !126
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !127
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !127
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !127
  %11 = load ptr, ptr %10, align 8, !dbg !127
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !127
  %12 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !128
  %13 = extractvalue %iree_hal_executable_workgroup_state_v0_t %12, 0, !dbg !128
  %14 = zext i32 %13 to i64, !dbg !128
  %15 = getelementptr float, ptr @__constant_8xf32_3, i64 %14, !dbg !128
  %16 = load <1 x float>, ptr %15, align 4, !dbg !128
  br label %17, !dbg !128

17:                                               ; preds = %21, %3
  %18 = phi i64 [ %33, %21 ], [ 0, %3 ], !dbg !128
  %19 = phi <1 x float> [ %32, %21 ], [ zeroinitializer, %3 ], !dbg !128
  %20 = icmp slt i64 %18, 36, !dbg !128
  br i1 %20, label %21, label %34, !dbg !128

21:                                               ; preds = %17
  %22 = mul i64 %14, 36, !dbg !128
  %23 = add i64 %22, %18, !dbg !128
  %24 = getelementptr float, ptr %7, i64 %23, !dbg !128
  %25 = load <4 x float>, ptr %24, align 4, !dbg !128
  %26 = extractelement <1 x float> %16, i64 0, !dbg !131
  %27 = insertelement <4 x float> poison, float %26, i32 0, !dbg !131
  %28 = shufflevector <4 x float> %27, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !131
  %29 = fadd contract <4 x float> %25, %28, !dbg !131
  %30 = extractelement <1 x float> %19, i64 0, !dbg !132
  %31 = call float @llvm.vector.reduce.fadd.v4f32(float %30, <4 x float> %29), !dbg !132
  %32 = insertelement <1 x float> poison, float %31, i32 0, !dbg !132
  %33 = add i64 %18, 4, !dbg !128
  br label %17, !dbg !128

34:                                               ; preds = %17
  %35 = extractelement <1 x float> %19, i64 0, !dbg !129
  %36 = fdiv float %35, 3.600000e+01, !dbg !129
  %37 = getelementptr inbounds nuw float, ptr %11, i64 %14, !dbg !129
  store float %36, ptr %37, align 4, !dbg !129
  ret i32 0, !dbg !130
}

define internal i32 @main_dispatch_5_matmul_1x4x8_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !92 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !133
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !133
  %6 = load ptr, ptr %5, align 8, !dbg !133
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !133
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !134
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !134
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !134
  %10 = load ptr, ptr %9, align 8, !dbg !134
  %11 = getelementptr i8, ptr %10, i32 3200, !dbg !134
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !134
  %12 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !135
  %13 = extractvalue %iree_hal_executable_dispatch_state_v0_t %12, 10, !dbg !135
  %14 = getelementptr ptr, ptr %13, i32 2, !dbg !135
  %15 = load ptr, ptr %14, align 8, !dbg !135
  call void @llvm.assume(i1 true) [ "align"(ptr %15, i64 64) ], !dbg !135
  br label %16, !dbg !136

16:                                               ; preds = %20, %3
  %17 = phi i64 [ %97, %20 ], [ 0, %3 ], !dbg !136
  %18 = phi <4 x float> [ %96, %20 ], [ zeroinitializer, %3 ], !dbg !136
  %19 = icmp slt i64 %17, 8, !dbg !136
  br i1 %19, label %20, label %98, !dbg !136

20:                                               ; preds = %16
  %21 = add i64 0, %17, !dbg !136
  %22 = getelementptr float, ptr @__constant_4x8xf32, i64 %21, !dbg !136
  %23 = load <4 x float>, ptr %22, align 4, !dbg !136
  %24 = add i64 8, %17, !dbg !136
  %25 = getelementptr float, ptr @__constant_4x8xf32, i64 %24, !dbg !136
  %26 = load <4 x float>, ptr %25, align 4, !dbg !136
  %27 = add i64 16, %17, !dbg !136
  %28 = getelementptr float, ptr @__constant_4x8xf32, i64 %27, !dbg !136
  %29 = load <4 x float>, ptr %28, align 4, !dbg !136
  %30 = add i64 24, %17, !dbg !136
  %31 = getelementptr float, ptr @__constant_4x8xf32, i64 %30, !dbg !136
  %32 = load <4 x float>, ptr %31, align 4, !dbg !136
  %33 = extractelement <4 x float> %23, i64 0, !dbg !136
  %34 = extractelement <4 x float> %23, i64 1, !dbg !136
  %35 = extractelement <4 x float> %23, i64 2, !dbg !136
  %36 = extractelement <4 x float> %23, i64 3, !dbg !136
  %37 = extractelement <4 x float> %26, i64 0, !dbg !136
  %38 = extractelement <4 x float> %26, i64 1, !dbg !136
  %39 = extractelement <4 x float> %26, i64 2, !dbg !136
  %40 = extractelement <4 x float> %26, i64 3, !dbg !136
  %41 = extractelement <4 x float> %29, i64 0, !dbg !136
  %42 = extractelement <4 x float> %29, i64 1, !dbg !136
  %43 = extractelement <4 x float> %29, i64 2, !dbg !136
  %44 = extractelement <4 x float> %29, i64 3, !dbg !136
  %45 = extractelement <4 x float> %32, i64 0, !dbg !136
  %46 = extractelement <4 x float> %32, i64 1, !dbg !136
  %47 = extractelement <4 x float> %32, i64 2, !dbg !136
  %48 = extractelement <4 x float> %32, i64 3, !dbg !136
  %49 = insertelement <16 x float> poison, float %33, i64 0
  %50 = insertelement <16 x float> %49, float %34, i64 1
  %51 = insertelement <16 x float> %50, float %35, i64 2
  %52 = insertelement <16 x float> %51, float %36, i64 3
  %53 = insertelement <16 x float> %52, float %37, i64 4
  %54 = insertelement <16 x float> %53, float %38, i64 5
  %55 = insertelement <16 x float> %54, float %39, i64 6
  %56 = insertelement <16 x float> %55, float %40, i64 7
  %57 = insertelement <16 x float> %56, float %41, i64 8
  %58 = insertelement <16 x float> %57, float %42, i64 9
  %59 = insertelement <16 x float> %58, float %43, i64 10
  %60 = insertelement <16 x float> %59, float %44, i64 11
  %61 = insertelement <16 x float> %60, float %45, i64 12
  %62 = insertelement <16 x float> %61, float %46, i64 13
  %63 = insertelement <16 x float> %62, float %47, i64 14
  %64 = insertelement <16 x float> %63, float %48, i64 15
  %65 = shufflevector <16 x float> %64, <16 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  %66 = shufflevector <16 x float> %65, <16 x float> %65, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %67 = shufflevector <16 x float> %65, <16 x float> %65, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %68 = shufflevector <16 x float> %65, <16 x float> %65, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %69 = shufflevector <16 x float> %65, <16 x float> %65, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %70 = add nuw nsw i64 0, %17
  %71 = getelementptr inbounds nuw float, ptr %6, i64 %70
  %72 = load float, ptr %71, align 4
  %73 = insertelement <4 x float> poison, float %72, i32 0
  %74 = shufflevector <4 x float> %73, <4 x float> poison, <4 x i32> zeroinitializer
  %75 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %66, <4 x float> %74, <4 x float> %18)
  %76 = add i64 %17, 1
  %77 = add nuw nsw i64 0, %76
  %78 = getelementptr inbounds nuw float, ptr %6, i64 %77
  %79 = load float, ptr %78, align 4
  %80 = insertelement <4 x float> poison, float %79, i32 0
  %81 = shufflevector <4 x float> %80, <4 x float> poison, <4 x i32> zeroinitializer
  %82 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %67, <4 x float> %81, <4 x float> %75)
  %83 = add i64 %17, 2
  %84 = add nuw nsw i64 0, %83
  %85 = getelementptr inbounds nuw float, ptr %6, i64 %84
  %86 = load float, ptr %85, align 4
  %87 = insertelement <4 x float> poison, float %86, i32 0
  %88 = shufflevector <4 x float> %87, <4 x float> poison, <4 x i32> zeroinitializer
  %89 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %68, <4 x float> %88, <4 x float> %82)
  %90 = add i64 %17, 3
  %91 = add nuw nsw i64 0, %90
  %92 = getelementptr inbounds nuw float, ptr %6, i64 %91
  %93 = load float, ptr %92, align 4
  %94 = insertelement <4 x float> poison, float %93, i32 0
  %95 = shufflevector <4 x float> %94, <4 x float> poison, <4 x i32> zeroinitializer
  %96 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %69, <4 x float> %95, <4 x float> %89)
  %97 = add i64 %17, 4, !dbg !136
  br label %16, !dbg !136

98:                                               ; preds = %16
  %99 = getelementptr float, ptr %11, i64 0, !dbg !137
  %100 = load <4 x float>, ptr %99, align 4, !dbg !137
  %101 = fadd contract <4 x float> %18, %100, !dbg !138
  %102 = getelementptr float, ptr %15, i64 0, !dbg !138
  store <4 x float> %101, ptr %102, align 4, !dbg !138
  ret i32 0, !dbg !139
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <6 x float> @llvm.fmuladd.v6f32(<6 x float>, <6 x float>, <6 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

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

!llvm.dbg.cu = !{!76, !79, !82, !85, !88, !91}
!llvm.module.flags = !{!140, !141}

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
!77 = distinct !DISubprogram(name: "main_dispatch_0_slow_memcpy", linkageName: "main_dispatch_0_slow_memcpy", scope: !0, file: !0, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76)
!78 = !DIFile(filename: "configured_module_main_dispatch_1.mlir", directory: "files")
!79 = distinct !DICompileUnit(language: DW_LANG_C17, file: !78, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!80 = distinct !DISubprogram(name: "main_dispatch_1_conv_8x16x16x3x3x3_f32", linkageName: "main_dispatch_1_conv_8x16x16x3x3x3_f32", scope: !78, file: !78, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !79)
!81 = !DIFile(filename: "configured_module_main_dispatch_2.mlir", directory: "files")
!82 = distinct !DICompileUnit(language: DW_LANG_C17, file: !81, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!83 = distinct !DISubprogram(name: "main_dispatch_2_conv_8x8x8x2x2_f32", linkageName: "main_dispatch_2_conv_8x8x8x2x2_f32", scope: !81, file: !81, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !82)
!84 = !DIFile(filename: "configured_module_main_dispatch_3.mlir", directory: "files")
!85 = distinct !DICompileUnit(language: DW_LANG_C17, file: !84, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!86 = distinct !DISubprogram(name: "main_dispatch_3_conv_8x6x6x8x3x3_f32", linkageName: "main_dispatch_3_conv_8x6x6x8x3x3_f32", scope: !84, file: !84, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !85)
!87 = !DIFile(filename: "configured_module_main_dispatch_4.mlir", directory: "files")
!88 = distinct !DICompileUnit(language: DW_LANG_C17, file: !87, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!89 = distinct !DISubprogram(name: "main_dispatch_4_reduction_8x36_f32", linkageName: "main_dispatch_4_reduction_8x36_f32", scope: !87, file: !87, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !88)
!90 = !DIFile(filename: "configured_module_main_dispatch_5.mlir", directory: "files")
!91 = distinct !DICompileUnit(language: DW_LANG_C17, file: !90, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!92 = distinct !DISubprogram(name: "main_dispatch_5_matmul_1x4x8_f32", linkageName: "main_dispatch_5_matmul_1x4x8_f32", scope: !90, file: !90, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !91)
!93 = !DILocation(line: 10, column: 8, scope: !77)
!94 = !DILocation(line: 11, column: 8, scope: !77)
!95 = !DILocation(line: 12, column: 8, scope: !77)
!96 = !DILocation(line: 13, column: 8, scope: !77)
!97 = !DILocation(line: 15, column: 8, scope: !77)
!98 = !DILocation(line: 19, column: 8, scope: !77)
!103 = !DILocation(line: 16, column: 8, scope: !80)
!104 = !DILocation(line: 17, column: 8, scope: !80)
!105 = !DILocation(line: 18, column: 8, scope: !80)
!106 = !DILocation(line: 19, column: 8, scope: !80)
!107 = !DILocation(line: 24, column: 8, scope: !80)
!108 = !DILocation(line: 36, column: 8, scope: !80)
!109 = !DILocation(line: 38, column: 10, scope: !80)
!110 = !DILocation(line: 39, column: 10, scope: !80)
!111 = !DILocation(line: 40, column: 10, scope: !80)
!112 = !DILocation(line: 41, column: 10, scope: !80)
!113 = !DILocation(line: 42, column: 10, scope: !80)
!114 = !DILocation(line: 48, column: 8, scope: !80)
!115 = !DILocation(line: 43, column: 10, scope: !80)
!116 = !DILocation(line: 44, column: 10, scope: !80)
!117 = !DILocation(line: 12, column: 8, scope: !83)
!118 = !DILocation(line: 13, column: 8, scope: !83)
!119 = !DILocation(line: 18, column: 8, scope: !83)
!120 = !DILocation(line: 24, column: 8, scope: !83)
!121 = !DILocation(line: 20, column: 8, scope: !86)
!122 = !DILocation(line: 13, column: 8, scope: !86)
!123 = !DILocation(line: 14, column: 8, scope: !86)
!124 = !DILocation(line: 15, column: 8, scope: !86)
!125 = !DILocation(line: 27, column: 8, scope: !86)
!126 = !DILocation(line: 14, column: 8, scope: !89)
!127 = !DILocation(line: 15, column: 8, scope: !89)
!128 = !DILocation(line: 19, column: 8, scope: !89)
!129 = !DILocation(line: 27, column: 10, scope: !89)
!130 = !DILocation(line: 31, column: 8, scope: !89)
!131 = !DILocation(line: 21, column: 10, scope: !89)
!132 = !DILocation(line: 22, column: 10, scope: !89)
!133 = !DILocation(line: 13, column: 8, scope: !92)
!134 = !DILocation(line: 14, column: 8, scope: !92)
!135 = !DILocation(line: 15, column: 8, scope: !92)
!136 = !DILocation(line: 20, column: 8, scope: !92)
!137 = !DILocation(line: 21, column: 8, scope: !92)
!138 = !DILocation(line: 23, column: 10, scope: !92)
!139 = !DILocation(line: 27, column: 8, scope: !92)
!140 = !{i32 2, !"Debug Info Version", i32 3}
!141 = !{i32 1, !"float-abi", !"hard"}
; irlower-stages: fx_graph=f1590a9bd845 torch_mlir=a9e53efeb770 linalg_on_tensors_mlir=8d3f80bcf4b5 iree_input=d0eed248788c iree_abi=01214e8d79ed iree_preprocessing=acb46723b4f8 iree_global_optimization=e36e379d3768 iree_dispatch_creation=4e3812f669e7 iree_flow=71c1ba5f16cd iree_stream=831e42bf15ff iree_executable_sources=75f89818fa25 iree_executable_targets=559c0b01049f
