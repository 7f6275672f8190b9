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

@__constant_32xf32 = private constant [32 x float] zeroinitializer, align 64
@__constant_32xf32_0 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_1 = private constant [32 x float] zeroinitializer, align 64
@__constant_64xf32 = private constant [64 x float] zeroinitializer, align 64 ; 64 elements elided
@__constant_32xf32_2 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_0_0 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_3 = private constant [32 x float] zeroinitializer, align 64
@0 = private constant [13 x i8] c"model_linked\00", align 1
@iree_hal_executable_library_query_v0_header = private constant %iree_hal_executable_library_header_t { i32 6, ptr @0, i32 0, i32 0 }
@iree_hal_executable_library_query_v0_funcs = private constant [15 x ptr] [ptr @main_dispatch_0_matmul_8x96x32_f32, ptr @main_dispatch_1_elementwise_transpose_8x3x32_f32, ptr @main_dispatch_2_transpose_8x4x8_f32, ptr @main_dispatch_3_elementwise_transpose_8x4x8_f32, ptr @main_dispatch_4_elementwise_transpose_8x4x8_f32, ptr @main_dispatch_5_batch_matmul_4x8x8x8_f32, ptr @main_dispatch_6_reduction_32x8_f32xi1, ptr @main_dispatch_7_softmax_4x8x8xf32_generic, ptr @main_dispatch_8_batch_matmul_4x8x8x8_f32, ptr @main_dispatch_9_matmul_8x32x32_f32, ptr @main_dispatch_10_reduction_8x32_f32, ptr @main_dispatch_11_reduction_8x32_f32, ptr @main_dispatch_12_matmul_8x64x32_f32, ptr @main_dispatch_13_matmul_8x32x64_f32, ptr @main_dispatch_15_reduction_8x32_f32]
@iree_hal_executable_library_query_v0_attrs = private constant [15 x %iree_hal_executable_dispatch_attrs_v0_t] zeroinitializer ; 195 elements elided
@1 = private constant [35 x i8] zeroinitializer, align 1 ; 37 elements elided
@2 = private constant [49 x i8] zeroinitializer, align 1 ; 51 elements elided
@3 = private constant [36 x i8] zeroinitializer, align 1 ; 38 elements elided
@4 = private constant [48 x i8] zeroinitializer, align 1 ; 50 elements elided
@5 = private constant [48 x i8] zeroinitializer, align 1 ; 50 elements elided
@6 = private constant [41 x i8] zeroinitializer, align 1 ; 43 elements elided
@7 = private constant [38 x i8] zeroinitializer, align 1 ; 40 elements elided
@8 = private constant [42 x i8] zeroinitializer, align 1 ; 44 elements elided
@9 = private constant [41 x i8] zeroinitializer, align 1 ; 43 elements elided
@10 = private constant [35 x i8] zeroinitializer, align 1 ; 37 elements elided
@11 = private constant [36 x i8] zeroinitializer, align 1 ; 38 elements elided
@12 = private constant [36 x i8] zeroinitializer, align 1 ; 38 elements elided
@13 = private constant [36 x i8] zeroinitializer, align 1 ; 38 elements elided
@14 = private constant [36 x i8] zeroinitializer, align 1 ; 38 elements elided
@15 = private constant [36 x i8] zeroinitializer, align 1 ; 38 elements elided
@iree_hal_executable_library_query_v0_names = private constant [15 x ptr] [ptr @1, ptr @2, ptr @3, ptr @4, ptr @5, ptr @6, ptr @7, ptr @8, ptr @9, ptr @10, ptr @11, ptr @12, ptr @13, ptr @14, ptr @15]
@16 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@17 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@18 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@19 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@20 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@21 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@22 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@23 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@24 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@25 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@26 = private constant [46 x i8] zeroinitializer, align 1 ; 48 elements elided
@27 = private constant [46 x i8] zeroinitializer, align 1 ; 48 elements elided
@28 = private constant [46 x i8] zeroinitializer, align 1 ; 48 elements elided
@29 = private constant [46 x i8] zeroinitializer, align 1 ; 48 elements elided
@30 = private constant [46 x i8] zeroinitializer, align 1 ; 48 elements elided
@iree_hal_executable_library_query_v0_source_locations = private constant [15 x %iree_hal_executable_source_location_v0_t] zeroinitializer ; 30 elements elided
@iree_hal_executable_library_query_v0_main_dispatch_0_matmul_8x96x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_0_matmul_8x96x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_1_elementwise_transpose_8x3x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_1_elementwise_transpose_8x3x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_2_transpose_8x4x8_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_2_transpose_8x4x8_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_3_elementwise_transpose_8x4x8_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_3_elementwise_transpose_8x4x8_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_4_elementwise_transpose_8x4x8_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_4_elementwise_transpose_8x4x8_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_5_batch_matmul_4x8x8x8_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_5_batch_matmul_4x8x8x8_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_6_reduction_32x8_f32xi1_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_6_reduction_32x8_f32xi1_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_7_softmax_4x8x8xf32_generic_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_7_softmax_4x8x8xf32_generic_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_8_batch_matmul_4x8x8x8_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_8_batch_matmul_4x8x8x8_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_9_matmul_8x32x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_9_matmul_8x32x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_10_reduction_8x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_10_reduction_8x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_11_reduction_8x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_11_reduction_8x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_12_matmul_8x64x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_12_matmul_8x64x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_13_matmul_8x32x64_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_13_matmul_8x32x64_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_15_reduction_8x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_15_reduction_8x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_stage_location_tables = private constant [15 x %iree_hal_executable_stage_location_table_v0_t] [%iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_0_matmul_8x96x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_0_matmul_8x96x32_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_1_elementwise_transpose_8x3x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_1_elementwise_transpose_8x3x32_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_2_transpose_8x4x8_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_2_transpose_8x4x8_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_3_elementwise_transpose_8x4x8_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_3_elementwise_transpose_8x4x8_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_4_elementwise_transpose_8x4x8_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_4_elementwise_transpose_8x4x8_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_5_batch_matmul_4x8x8x8_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_5_batch_matmul_4x8x8x8_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_6_reduction_32x8_f32xi1_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_6_reduction_32x8_f32xi1_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_7_softmax_4x8x8xf32_generic_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_7_softmax_4x8x8xf32_generic_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_8_batch_matmul_4x8x8x8_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_8_batch_matmul_4x8x8x8_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_9_matmul_8x32x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_9_matmul_8x32x32_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_10_reduction_8x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_10_reduction_8x32_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_11_reduction_8x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_11_reduction_8x32_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_12_matmul_8x64x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_12_matmul_8x64x32_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_13_matmul_8x32x64_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_13_matmul_8x32x64_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_15_reduction_8x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_15_reduction_8x32_f32_stage_source_locations }]
@iree_hal_executable_library_query_v0 = private constant %iree_hal_executable_library_v0_t { ptr @iree_hal_executable_library_query_v0_header, %iree_hal_executable_import_table_v0_t zeroinitializer, %iree_hal_executable_export_table_v0_t { i32 15, ptr @iree_hal_executable_library_query_v0_funcs, ptr @iree_hal_executable_library_query_v0_attrs, ptr null, ptr null, ptr @iree_hal_executable_library_query_v0_names, ptr null, ptr null, ptr @iree_hal_executable_library_query_v0_source_locations, ptr @iree_hal_executable_library_query_v0_stage_location_tables }, %iree_hal_executable_constant_table_v0_t zeroinitializer, %iree_hal_executable_source_file_table_v0_t zeroinitializer }

define internal i32 @main_dispatch_0_matmul_8x96x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !77 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !120
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !120
  %6 = load ptr, ptr %5, align 8, !dbg !120
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !120
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !121
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !121
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !121
  %10 = load ptr, ptr %9, align 8, !dbg !121
  call void @llvm.assume(i1 true) [ "align"(ptr %10, i64 64) ], !dbg !121
  %11 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !122
  %12 = extractvalue %iree_hal_executable_dispatch_state_v0_t %11, 10, !dbg !122
  %13 = getelementptr ptr, ptr %12, i32 2, !dbg !122
  %14 = load ptr, ptr %13, align 8, !dbg !122
  call void @llvm.assume(i1 true) [ "align"(ptr %14, i64 64) ], !dbg !122
  %15 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !123
  %16 = extractvalue %iree_hal_executable_workgroup_state_v0_t %15, 0, !dbg !123
  %17 = zext i32 %16 to i64, !dbg !123
  %18 = mul nsw i64 %17, 48, !dbg !123
  br label %19, !dbg !123

19:                                               ; preds = %296, %3
  %20 = phi i64 [ %322, %296 ], [ 0, %3 ], !dbg !123
  %21 = icmp slt i64 %20, 48, !dbg !123
  br i1 %21, label %22, label %323, !dbg !123

22:                                               ; preds = %26, %19
  %23 = phi i64 [ %295, %26 ], [ 0, %19 ], !dbg !123
  %24 = phi [8 x <4 x float>] [ %294, %26 ], [ zeroinitializer, %19 ], !dbg !123
  %25 = icmp slt i64 %23, 32, !dbg !123
  br i1 %25, label %26, label %296, !dbg !123

26:                                               ; preds = %22
  %27 = add i64 %20, %18, !dbg !123
  %28 = mul i64 %27, 32, !dbg !123
  %29 = add i64 %28, %23, !dbg !123
  %30 = getelementptr float, ptr %10, i64 %29, !dbg !123
  %31 = load <4 x float>, ptr %30, align 4, !dbg !123
  %32 = add i64 %27, 1, !dbg !123
  %33 = mul i64 %32, 32, !dbg !123
  %34 = add i64 %33, %23, !dbg !123
  %35 = getelementptr float, ptr %10, i64 %34, !dbg !123
  %36 = load <4 x float>, ptr %35, align 4, !dbg !123
  %37 = add i64 %27, 2, !dbg !123
  %38 = mul i64 %37, 32, !dbg !123
  %39 = add i64 %38, %23, !dbg !123
  %40 = getelementptr float, ptr %10, i64 %39, !dbg !123
  %41 = load <4 x float>, ptr %40, align 4, !dbg !123
  %42 = add i64 %27, 3, !dbg !123
  %43 = mul i64 %42, 32, !dbg !123
  %44 = add i64 %43, %23, !dbg !123
  %45 = getelementptr float, ptr %10, i64 %44, !dbg !123
  %46 = load <4 x float>, ptr %45, align 4, !dbg !123
  %47 = extractelement <4 x float> %31, i64 0, !dbg !123
  %48 = extractelement <4 x float> %31, i64 1, !dbg !123
  %49 = extractelement <4 x float> %31, i64 2, !dbg !123
  %50 = extractelement <4 x float> %31, i64 3, !dbg !123
  %51 = extractelement <4 x float> %36, i64 0, !dbg !123
  %52 = extractelement <4 x float> %36, i64 1, !dbg !123
  %53 = extractelement <4 x float> %36, i64 2, !dbg !123
  %54 = extractelement <4 x float> %36, i64 3, !dbg !123
  %55 = extractelement <4 x float> %41, i64 0, !dbg !123
  %56 = extractelement <4 x float> %41, i64 1, !dbg !123
  %57 = extractelement <4 x float> %41, i64 2, !dbg !123
  %58 = extractelement <4 x float> %41, i64 3, !dbg !123
  %59 = extractelement <4 x float> %46, i64 0, !dbg !123
  %60 = extractelement <4 x float> %46, i64 1, !dbg !123
  %61 = extractelement <4 x float> %46, i64 2, !dbg !123
  %62 = extractelement <4 x float> %46, i64 3, !dbg !123
  %63 = insertelement <16 x float> poison, float %47, i64 0
  %64 = insertelement <16 x float> %63, float %48, i64 1
  %65 = insertelement <16 x float> %64, float %49, i64 2
  %66 = insertelement <16 x float> %65, float %50, i64 3
  %67 = insertelement <16 x float> %66, float %51, i64 4
  %68 = insertelement <16 x float> %67, float %52, i64 5
  %69 = insertelement <16 x float> %68, float %53, i64 6
  %70 = insertelement <16 x float> %69, float %54, i64 7
  %71 = insertelement <16 x float> %70, float %55, i64 8
  %72 = insertelement <16 x float> %71, float %56, i64 9
  %73 = insertelement <16 x float> %72, float %57, i64 10
  %74 = insertelement <16 x float> %73, float %58, i64 11
  %75 = insertelement <16 x float> %74, float %59, i64 12
  %76 = insertelement <16 x float> %75, float %60, i64 13
  %77 = insertelement <16 x float> %76, float %61, i64 14
  %78 = insertelement <16 x float> %77, float %62, i64 15
  %79 = shufflevector <16 x float> %78, <16 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  %80 = shufflevector <16 x float> %79, <16 x float> %79, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %81 = shufflevector <16 x float> %79, <16 x float> %79, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %82 = shufflevector <16 x float> %79, <16 x float> %79, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %83 = shufflevector <16 x float> %79, <16 x float> %79, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %84 = add nuw nsw i64 0, %23
  %85 = getelementptr inbounds nuw float, ptr %6, i64 %84
  %86 = load float, ptr %85, align 4
  %87 = insertelement <4 x float> poison, float %86, i32 0
  %88 = shufflevector <4 x float> %87, <4 x float> poison, <4 x i32> zeroinitializer
  %89 = extractvalue [8 x <4 x float>] %24, 0
  %90 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %88, <4 x float> %80, <4 x float> %89)
  %91 = add nuw nsw i64 32, %23
  %92 = getelementptr inbounds nuw float, ptr %6, i64 %91
  %93 = load float, ptr %92, align 4
  %94 = insertelement <4 x float> poison, float %93, i32 0
  %95 = shufflevector <4 x float> %94, <4 x float> poison, <4 x i32> zeroinitializer
  %96 = extractvalue [8 x <4 x float>] %24, 1
  %97 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %95, <4 x float> %80, <4 x float> %96)
  %98 = add nuw nsw i64 64, %23
  %99 = getelementptr inbounds nuw float, ptr %6, i64 %98
  %100 = load float, ptr %99, align 4
  %101 = insertelement <4 x float> poison, float %100, i32 0
  %102 = shufflevector <4 x float> %101, <4 x float> poison, <4 x i32> zeroinitializer
  %103 = extractvalue [8 x <4 x float>] %24, 2
  %104 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %102, <4 x float> %80, <4 x float> %103)
  %105 = add nuw nsw i64 96, %23
  %106 = getelementptr inbounds nuw float, ptr %6, i64 %105
  %107 = load float, ptr %106, align 4
  %108 = insertelement <4 x float> poison, float %107, i32 0
  %109 = shufflevector <4 x float> %108, <4 x float> poison, <4 x i32> zeroinitializer
  %110 = extractvalue [8 x <4 x float>] %24, 3
  %111 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %109, <4 x float> %80, <4 x float> %110)
  %112 = add nuw nsw i64 128, %23
  %113 = getelementptr inbounds nuw float, ptr %6, i64 %112
  %114 = load float, ptr %113, align 4
  %115 = insertelement <4 x float> poison, float %114, i32 0
  %116 = shufflevector <4 x float> %115, <4 x float> poison, <4 x i32> zeroinitializer
  %117 = extractvalue [8 x <4 x float>] %24, 4
  %118 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %116, <4 x float> %80, <4 x float> %117)
  %119 = add nuw nsw i64 160, %23
  %120 = getelementptr inbounds nuw float, ptr %6, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = insertelement <4 x float> poison, float %121, i32 0
  %123 = shufflevector <4 x float> %122, <4 x float> poison, <4 x i32> zeroinitializer
  %124 = extractvalue [8 x <4 x float>] %24, 5
  %125 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %123, <4 x float> %80, <4 x float> %124)
  %126 = add nuw nsw i64 192, %23
  %127 = getelementptr inbounds nuw float, ptr %6, i64 %126
  %128 = load float, ptr %127, align 4
  %129 = insertelement <4 x float> poison, float %128, i32 0
  %130 = shufflevector <4 x float> %129, <4 x float> poison, <4 x i32> zeroinitializer
  %131 = extractvalue [8 x <4 x float>] %24, 6
  %132 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %130, <4 x float> %80, <4 x float> %131)
  %133 = add nuw nsw i64 224, %23
  %134 = getelementptr inbounds nuw float, ptr %6, i64 %133
  %135 = load float, ptr %134, align 4
  %136 = insertelement <4 x float> poison, float %135, i32 0
  %137 = shufflevector <4 x float> %136, <4 x float> poison, <4 x i32> zeroinitializer
  %138 = extractvalue [8 x <4 x float>] %24, 7
  %139 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %137, <4 x float> %80, <4 x float> %138)
  %140 = add i64 %23, 1
  %141 = add nuw nsw i64 0, %140
  %142 = getelementptr inbounds nuw float, ptr %6, i64 %141
  %143 = load float, ptr %142, align 4
  %144 = insertelement <4 x float> poison, float %143, i32 0
  %145 = shufflevector <4 x float> %144, <4 x float> poison, <4 x i32> zeroinitializer
  %146 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %145, <4 x float> %81, <4 x float> %90)
  %147 = add nuw nsw i64 32, %140
  %148 = getelementptr inbounds nuw float, ptr %6, i64 %147
  %149 = load float, ptr %148, align 4
  %150 = insertelement <4 x float> poison, float %149, i32 0
  %151 = shufflevector <4 x float> %150, <4 x float> poison, <4 x i32> zeroinitializer
  %152 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %151, <4 x float> %81, <4 x float> %97)
  %153 = add nuw nsw i64 64, %140
  %154 = getelementptr inbounds nuw float, ptr %6, i64 %153
  %155 = load float, ptr %154, align 4
  %156 = insertelement <4 x float> poison, float %155, i32 0
  %157 = shufflevector <4 x float> %156, <4 x float> poison, <4 x i32> zeroinitializer
  %158 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %157, <4 x float> %81, <4 x float> %104)
  %159 = add nuw nsw i64 96, %140
  %160 = getelementptr inbounds nuw float, ptr %6, i64 %159
  %161 = load float, ptr %160, align 4
  %162 = insertelement <4 x float> poison, float %161, i32 0
  %163 = shufflevector <4 x float> %162, <4 x float> poison, <4 x i32> zeroinitializer
  %164 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %163, <4 x float> %81, <4 x float> %111)
  %165 = add nuw nsw i64 128, %140
  %166 = getelementptr inbounds nuw float, ptr %6, i64 %165
  %167 = load float, ptr %166, align 4
  %168 = insertelement <4 x float> poison, float %167, i32 0
  %169 = shufflevector <4 x float> %168, <4 x float> poison, <4 x i32> zeroinitializer
  %170 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %169, <4 x float> %81, <4 x float> %118)
  %171 = add nuw nsw i64 160, %140
  %172 = getelementptr inbounds nuw float, ptr %6, i64 %171
  %173 = load float, ptr %172, align 4
  %174 = insertelement <4 x float> poison, float %173, i32 0
  %175 = shufflevector <4 x float> %174, <4 x float> poison, <4 x i32> zeroinitializer
  %176 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %175, <4 x float> %81, <4 x float> %125)
  %177 = add nuw nsw i64 192, %140
  %178 = getelementptr inbounds nuw float, ptr %6, i64 %177
  %179 = load float, ptr %178, align 4
  %180 = insertelement <4 x float> poison, float %179, i32 0
  %181 = shufflevector <4 x float> %180, <4 x float> poison, <4 x i32> zeroinitializer
  %182 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %181, <4 x float> %81, <4 x float> %132)
  %183 = add nuw nsw i64 224, %140
  %184 = getelementptr inbounds nuw float, ptr %6, i64 %183
  %185 = load float, ptr %184, align 4
  %186 = insertelement <4 x float> poison, float %185, i32 0
  %187 = shufflevector <4 x float> %186, <4 x float> poison, <4 x i32> zeroinitializer
  %188 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %187, <4 x float> %81, <4 x float> %139)
  %189 = add i64 %23, 2
  %190 = add nuw nsw i64 0, %189
  %191 = getelementptr inbounds nuw float, ptr %6, i64 %190
  %192 = load float, ptr %191, align 4
  %193 = insertelement <4 x float> poison, float %192, i32 0
  %194 = shufflevector <4 x float> %193, <4 x float> poison, <4 x i32> zeroinitializer
  %195 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %194, <4 x float> %82, <4 x float> %146)
  %196 = add nuw nsw i64 32, %189
  %197 = getelementptr inbounds nuw float, ptr %6, i64 %196
  %198 = load float, ptr %197, align 4
  %199 = insertelement <4 x float> poison, float %198, i32 0
  %200 = shufflevector <4 x float> %199, <4 x float> poison, <4 x i32> zeroinitializer
  %201 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %200, <4 x float> %82, <4 x float> %152)
  %202 = add nuw nsw i64 64, %189
  %203 = getelementptr inbounds nuw float, ptr %6, i64 %202
  %204 = load float, ptr %203, align 4
  %205 = insertelement <4 x float> poison, float %204, i32 0
  %206 = shufflevector <4 x float> %205, <4 x float> poison, <4 x i32> zeroinitializer
  %207 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %206, <4 x float> %82, <4 x float> %158)
  %208 = add nuw nsw i64 96, %189
  %209 = getelementptr inbounds nuw float, ptr %6, i64 %208
  %210 = load float, ptr %209, align 4
  %211 = insertelement <4 x float> poison, float %210, i32 0
  %212 = shufflevector <4 x float> %211, <4 x float> poison, <4 x i32> zeroinitializer
  %213 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %212, <4 x float> %82, <4 x float> %164)
  %214 = add nuw nsw i64 128, %189
  %215 = getelementptr inbounds nuw float, ptr %6, i64 %214
  %216 = load float, ptr %215, align 4
  %217 = insertelement <4 x float> poison, float %216, i32 0
  %218 = shufflevector <4 x float> %217, <4 x float> poison, <4 x i32> zeroinitializer
  %219 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %218, <4 x float> %82, <4 x float> %170)
  %220 = add nuw nsw i64 160, %189
  %221 = getelementptr inbounds nuw float, ptr %6, i64 %220
  %222 = load float, ptr %221, align 4
  %223 = insertelement <4 x float> poison, float %222, i32 0
  %224 = shufflevector <4 x float> %223, <4 x float> poison, <4 x i32> zeroinitializer
  %225 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %224, <4 x float> %82, <4 x float> %176)
  %226 = add nuw nsw i64 192, %189
  %227 = getelementptr inbounds nuw float, ptr %6, i64 %226
  %228 = load float, ptr %227, align 4
  %229 = insertelement <4 x float> poison, float %228, i32 0
  %230 = shufflevector <4 x float> %229, <4 x float> poison, <4 x i32> zeroinitializer
  %231 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %230, <4 x float> %82, <4 x float> %182)
  %232 = add nuw nsw i64 224, %189
  %233 = getelementptr inbounds nuw float, ptr %6, i64 %232
  %234 = load float, ptr %233, align 4
  %235 = insertelement <4 x float> poison, float %234, i32 0
  %236 = shufflevector <4 x float> %235, <4 x float> poison, <4 x i32> zeroinitializer
  %237 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %236, <4 x float> %82, <4 x float> %188)
  %238 = add i64 %23, 3
  %239 = add nuw nsw i64 0, %238
  %240 = getelementptr inbounds nuw float, ptr %6, i64 %239
  %241 = load float, ptr %240, align 4
  %242 = insertelement <4 x float> poison, float %241, i32 0
  %243 = shufflevector <4 x float> %242, <4 x float> poison, <4 x i32> zeroinitializer
  %244 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %243, <4 x float> %83, <4 x float> %195)
  %245 = add nuw nsw i64 32, %238
  %246 = getelementptr inbounds nuw float, ptr %6, i64 %245
  %247 = load float, ptr %246, align 4
  %248 = insertelement <4 x float> poison, float %247, i32 0
  %249 = shufflevector <4 x float> %248, <4 x float> poison, <4 x i32> zeroinitializer
  %250 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %249, <4 x float> %83, <4 x float> %201)
  %251 = add nuw nsw i64 64, %238
  %252 = getelementptr inbounds nuw float, ptr %6, i64 %251
  %253 = load float, ptr %252, align 4
  %254 = insertelement <4 x float> poison, float %253, i32 0
  %255 = shufflevector <4 x float> %254, <4 x float> poison, <4 x i32> zeroinitializer
  %256 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %255, <4 x float> %83, <4 x float> %207)
  %257 = add nuw nsw i64 96, %238
  %258 = getelementptr inbounds nuw float, ptr %6, i64 %257
  %259 = load float, ptr %258, align 4
  %260 = insertelement <4 x float> poison, float %259, i32 0
  %261 = shufflevector <4 x float> %260, <4 x float> poison, <4 x i32> zeroinitializer
  %262 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %261, <4 x float> %83, <4 x float> %213)
  %263 = add nuw nsw i64 128, %238
  %264 = getelementptr inbounds nuw float, ptr %6, i64 %263
  %265 = load float, ptr %264, align 4
  %266 = insertelement <4 x float> poison, float %265, i32 0
  %267 = shufflevector <4 x float> %266, <4 x float> poison, <4 x i32> zeroinitializer
  %268 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %267, <4 x float> %83, <4 x float> %219)
  %269 = add nuw nsw i64 160, %238
  %270 = getelementptr inbounds nuw float, ptr %6, i64 %269
  %271 = load float, ptr %270, align 4
  %272 = insertelement <4 x float> poison, float %271, i32 0
  %273 = shufflevector <4 x float> %272, <4 x float> poison, <4 x i32> zeroinitializer
  %274 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %273, <4 x float> %83, <4 x float> %225)
  %275 = add nuw nsw i64 192, %238
  %276 = getelementptr inbounds nuw float, ptr %6, i64 %275
  %277 = load float, ptr %276, align 4
  %278 = insertelement <4 x float> poison, float %277, i32 0
  %279 = shufflevector <4 x float> %278, <4 x float> poison, <4 x i32> zeroinitializer
  %280 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %279, <4 x float> %83, <4 x float> %231)
  %281 = add nuw nsw i64 224, %238
  %282 = getelementptr inbounds nuw float, ptr %6, i64 %281
  %283 = load float, ptr %282, align 4
  %284 = insertelement <4 x float> poison, float %283, i32 0
  %285 = shufflevector <4 x float> %284, <4 x float> poison, <4 x i32> zeroinitializer
  %286 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %285, <4 x float> %83, <4 x float> %237)
  %287 = insertvalue [8 x <4 x float>] poison, <4 x float> %244, 0
  %288 = insertvalue [8 x <4 x float>] %287, <4 x float> %250, 1
  %289 = insertvalue [8 x <4 x float>] %288, <4 x float> %256, 2
  %290 = insertvalue [8 x <4 x float>] %289, <4 x float> %262, 3
  %291 = insertvalue [8 x <4 x float>] %290, <4 x float> %268, 4
  %292 = insertvalue [8 x <4 x float>] %291, <4 x float> %274, 5
  %293 = insertvalue [8 x <4 x float>] %292, <4 x float> %280, 6
  %294 = insertvalue [8 x <4 x float>] %293, <4 x float> %286, 7
  %295 = add i64 %23, 4, !dbg !123
  br label %22, !dbg !123

296:                                              ; preds = %22
  %297 = extractvalue [8 x <4 x float>] %24, 0, !dbg !123
  %298 = add i64 %18, %20, !dbg !123
  %299 = add i64 0, %298, !dbg !123
  %300 = getelementptr float, ptr %14, i64 %299, !dbg !123
  store <4 x float> %297, ptr %300, align 4, !dbg !123
  %301 = extractvalue [8 x <4 x float>] %24, 1, !dbg !123
  %302 = add i64 96, %298, !dbg !123
  %303 = getelementptr float, ptr %14, i64 %302, !dbg !123
  store <4 x float> %301, ptr %303, align 4, !dbg !123
  %304 = extractvalue [8 x <4 x float>] %24, 2, !dbg !123
  %305 = add i64 192, %298, !dbg !123
  %306 = getelementptr float, ptr %14, i64 %305, !dbg !123
  store <4 x float> %304, ptr %306, align 4, !dbg !123
  %307 = extractvalue [8 x <4 x float>] %24, 3, !dbg !123
  %308 = add i64 288, %298, !dbg !123
  %309 = getelementptr float, ptr %14, i64 %308, !dbg !123
  store <4 x float> %307, ptr %309, align 4, !dbg !123
  %310 = extractvalue [8 x <4 x float>] %24, 4, !dbg !123
  %311 = add i64 384, %298, !dbg !123
  %312 = getelementptr float, ptr %14, i64 %311, !dbg !123
  store <4 x float> %310, ptr %312, align 4, !dbg !123
  %313 = extractvalue [8 x <4 x float>] %24, 5, !dbg !123
  %314 = add i64 480, %298, !dbg !123
  %315 = getelementptr float, ptr %14, i64 %314, !dbg !123
  store <4 x float> %313, ptr %315, align 4, !dbg !123
  %316 = extractvalue [8 x <4 x float>] %24, 6, !dbg !123
  %317 = add i64 576, %298, !dbg !123
  %318 = getelementptr float, ptr %14, i64 %317, !dbg !123
  store <4 x float> %316, ptr %318, align 4, !dbg !123
  %319 = extractvalue [8 x <4 x float>] %24, 7, !dbg !123
  %320 = add i64 672, %298, !dbg !123
  %321 = getelementptr float, ptr %14, i64 %320, !dbg !123
  store <4 x float> %319, ptr %321, align 4, !dbg !123
  %322 = add i64 %20, 4, !dbg !123
  br label %19, !dbg !123

323:                                              ; preds = %19
  ret i32 0, !dbg !124
}

define internal i32 @main_dispatch_1_elementwise_transpose_8x3x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !80 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !125
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !125
  %6 = load ptr, ptr %5, align 8, !dbg !125
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !125
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !126
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !126
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !126
  %10 = load ptr, ptr %9, align 8, !dbg !126
  %11 = getelementptr i8, ptr %10, i32 12288, !dbg !126
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !126
  %12 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !127
  %13 = extractvalue %iree_hal_executable_dispatch_state_v0_t %12, 10, !dbg !127
  %14 = getelementptr ptr, ptr %13, i32 2, !dbg !127
  %15 = load ptr, ptr %14, align 8, !dbg !127
  %16 = getelementptr i8, ptr %15, i32 3072, !dbg !127
  call void @llvm.assume(i1 true) [ "align"(ptr %16, i64 64) ], !dbg !127
  br label %17, !dbg !128

17:                                               ; preds = %45, %3
  %18 = phi i64 [ %46, %45 ], [ 0, %3 ], !dbg !128
  %19 = icmp slt i64 %18, 8, !dbg !128
  br i1 %19, label %20, label %47, !dbg !128

20:                                               ; preds = %43, %17
  %21 = phi i64 [ %44, %43 ], [ 0, %17 ], !dbg !128
  %22 = icmp slt i64 %21, 3, !dbg !128
  br i1 %22, label %23, label %45, !dbg !128

23:                                               ; preds = %26, %20
  %24 = phi i64 [ %42, %26 ], [ 0, %20 ], !dbg !128
  %25 = icmp slt i64 %24, 32, !dbg !128
  br i1 %25, label %26, label %43, !dbg !128

26:                                               ; preds = %23
  %27 = mul i64 %18, 96, !dbg !128
  %28 = mul i64 %21, 32, !dbg !128
  %29 = add i64 %27, %28, !dbg !128
  %30 = add i64 %29, %24, !dbg !128
  %31 = getelementptr float, ptr %6, i64 %30, !dbg !128
  %32 = load <4 x float>, ptr %31, align 4, !dbg !128
  %33 = add i64 %28, %24, !dbg !128
  %34 = getelementptr float, ptr %11, i64 %33, !dbg !128
  %35 = load <4 x float>, ptr %34, align 4, !dbg !128
  %36 = fadd contract <4 x float> %32, %35, !dbg !130
  %37 = mul i64 %21, 256, !dbg !128
  %38 = mul i64 %18, 32, !dbg !128
  %39 = add i64 %37, %38, !dbg !128
  %40 = add i64 %39, %24, !dbg !128
  %41 = getelementptr float, ptr %16, i64 %40, !dbg !128
  store <4 x float> %36, ptr %41, align 4, !dbg !128
  %42 = add i64 %24, 4, !dbg !128
  br label %23, !dbg !128

43:                                               ; preds = %23
  %44 = add i64 %21, 1, !dbg !128
  br label %20, !dbg !128

45:                                               ; preds = %20
  %46 = add i64 %18, 1, !dbg !128
  br label %17, !dbg !128

47:                                               ; preds = %17
  ret i32 0, !dbg !129
}

define internal i32 @main_dispatch_2_transpose_8x4x8_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !83 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !131
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !131
  %6 = load ptr, ptr %5, align 8, !dbg !131
  %7 = getelementptr i8, ptr %6, i32 3072, !dbg !131
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !131
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !132
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !132
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !132
  %11 = load ptr, ptr %10, align 8, !dbg !132
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !132
  br label %12, !dbg !133

12:                                               ; preds = %44, %3
  %13 = phi i64 [ %45, %44 ], [ 0, %3 ], !dbg !133
  %14 = icmp slt i64 %13, 8, !dbg !133
  br i1 %14, label %15, label %46, !dbg !133

15:                                               ; preds = %42, %12
  %16 = phi i64 [ %43, %42 ], [ 0, %12 ], !dbg !133
  %17 = icmp slt i64 %16, 4, !dbg !133
  br i1 %17, label %18, label %44, !dbg !133

18:                                               ; preds = %40, %15
  %19 = phi i64 [ %41, %40 ], [ 0, %15 ], !dbg !133
  %20 = icmp slt i64 %19, 8, !dbg !133
  br i1 %20, label %21, label %42, !dbg !133

21:                                               ; preds = %24, %18
  %22 = phi i64 [ %39, %24 ], [ 0, %18 ], !dbg !133
  %23 = icmp slt i64 %22, 4, !dbg !133
  br i1 %23, label %24, label %40, !dbg !133

24:                                               ; preds = %21
  %25 = add i64 %19, %22, !dbg !133
  %26 = mul nuw nsw i64 %13, 32, !dbg !133
  %27 = add nuw nsw i64 512, %26, !dbg !133
  %28 = add nuw nsw i64 %27, 0, !dbg !133
  %29 = mul nuw nsw i64 %16, 8, !dbg !133
  %30 = add nuw nsw i64 %28, %29, !dbg !133
  %31 = add nuw nsw i64 %30, %25, !dbg !133
  %32 = getelementptr inbounds nuw float, ptr %7, i64 %31, !dbg !133
  %33 = load float, ptr %32, align 4, !dbg !133
  %34 = mul nuw nsw i64 %16, 64, !dbg !133
  %35 = mul nuw nsw i64 %13, 8, !dbg !133
  %36 = add nuw nsw i64 %34, %35, !dbg !133
  %37 = add nuw nsw i64 %36, %25, !dbg !133
  %38 = getelementptr inbounds nuw float, ptr %11, i64 %37, !dbg !133
  store float %33, ptr %38, align 4, !dbg !133
  %39 = add i64 %22, 1, !dbg !133
  br label %21, !dbg !133

40:                                               ; preds = %21
  %41 = add i64 %19, 4, !dbg !133
  br label %18, !dbg !133

42:                                               ; preds = %18
  %43 = add i64 %16, 1, !dbg !133
  br label %15, !dbg !133

44:                                               ; preds = %15
  %45 = add i64 %13, 1, !dbg !133
  br label %12, !dbg !133

46:                                               ; preds = %12
  ret i32 0, !dbg !134
}

define internal i32 @main_dispatch_3_elementwise_transpose_8x4x8_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !86 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !135
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !135
  %6 = load ptr, ptr %5, align 8, !dbg !135
  %7 = getelementptr i8, ptr %6, i32 3072, !dbg !135
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !135
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !136
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !136
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !136
  %11 = load ptr, ptr %10, align 8, !dbg !136
  %12 = getelementptr i8, ptr %11, i32 1024, !dbg !136
  call void @llvm.assume(i1 true) [ "align"(ptr %12, i64 64) ], !dbg !136
  br label %13, !dbg !137

13:                                               ; preds = %40, %3
  %14 = phi i64 [ %41, %40 ], [ 0, %3 ], !dbg !137
  %15 = icmp slt i64 %14, 8, !dbg !137
  br i1 %15, label %16, label %42, !dbg !137

16:                                               ; preds = %38, %13
  %17 = phi i64 [ %39, %38 ], [ 0, %13 ], !dbg !137
  %18 = icmp slt i64 %17, 4, !dbg !137
  br i1 %18, label %19, label %40, !dbg !137

19:                                               ; preds = %22, %16
  %20 = phi i64 [ %37, %22 ], [ 0, %16 ], !dbg !137
  %21 = icmp slt i64 %20, 8, !dbg !137
  br i1 %21, label %22, label %38, !dbg !137

22:                                               ; preds = %19
  %23 = mul i64 %14, 32, !dbg !137
  %24 = add i64 0, %23, !dbg !137
  %25 = add i64 %24, 0, !dbg !137
  %26 = mul i64 %17, 8, !dbg !137
  %27 = add i64 %25, %26, !dbg !137
  %28 = add i64 %27, %20, !dbg !137
  %29 = getelementptr float, ptr %7, i64 %28, !dbg !137
  %30 = load <4 x float>, ptr %29, align 4, !dbg !137
  %31 = fmul contract <4 x float> %30, splat (float f0x3F1837F0), !dbg !139
  %32 = mul i64 %17, 64, !dbg !137
  %33 = mul i64 %14, 8, !dbg !137
  %34 = add i64 %32, %33, !dbg !137
  %35 = add i64 %34, %20, !dbg !137
  %36 = getelementptr float, ptr %12, i64 %35, !dbg !137
  store <4 x float> %31, ptr %36, align 4, !dbg !137
  %37 = add i64 %20, 4, !dbg !137
  br label %19, !dbg !137

38:                                               ; preds = %19
  %39 = add i64 %17, 1, !dbg !137
  br label %16, !dbg !137

40:                                               ; preds = %16
  %41 = add i64 %14, 1, !dbg !137
  br label %13, !dbg !137

42:                                               ; preds = %13
  ret i32 0, !dbg !138
}

define internal i32 @main_dispatch_4_elementwise_transpose_8x4x8_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !89 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !140
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !140
  %6 = load ptr, ptr %5, align 8, !dbg !140
  %7 = getelementptr i8, ptr %6, i32 3072, !dbg !140
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !140
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !141
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !141
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !141
  %11 = load ptr, ptr %10, align 8, !dbg !141
  %12 = getelementptr i8, ptr %11, i32 2048, !dbg !141
  call void @llvm.assume(i1 true) [ "align"(ptr %12, i64 64) ], !dbg !141
  br label %13, !dbg !142

13:                                               ; preds = %40, %3
  %14 = phi i64 [ %41, %40 ], [ 0, %3 ], !dbg !142
  %15 = icmp slt i64 %14, 8, !dbg !142
  br i1 %15, label %16, label %42, !dbg !142

16:                                               ; preds = %38, %13
  %17 = phi i64 [ %39, %38 ], [ 0, %13 ], !dbg !142
  %18 = icmp slt i64 %17, 4, !dbg !142
  br i1 %18, label %19, label %40, !dbg !142

19:                                               ; preds = %22, %16
  %20 = phi i64 [ %37, %22 ], [ 0, %16 ], !dbg !142
  %21 = icmp slt i64 %20, 8, !dbg !142
  br i1 %21, label %22, label %38, !dbg !142

22:                                               ; preds = %19
  %23 = mul i64 %14, 32, !dbg !142
  %24 = add i64 256, %23, !dbg !142
  %25 = add i64 %24, 0, !dbg !142
  %26 = mul i64 %17, 8, !dbg !142
  %27 = add i64 %25, %26, !dbg !142
  %28 = add i64 %27, %20, !dbg !142
  %29 = getelementptr float, ptr %7, i64 %28, !dbg !142
  %30 = load <4 x float>, ptr %29, align 4, !dbg !142
  %31 = fmul contract <4 x float> %30, splat (float f0x3F1837F0), !dbg !144
  %32 = mul i64 %17, 64, !dbg !142
  %33 = mul i64 %14, 8, !dbg !142
  %34 = add i64 %32, %33, !dbg !142
  %35 = add i64 %34, %20, !dbg !142
  %36 = getelementptr float, ptr %12, i64 %35, !dbg !142
  store <4 x float> %31, ptr %36, align 4, !dbg !142
  %37 = add i64 %20, 4, !dbg !142
  br label %19, !dbg !142

38:                                               ; preds = %19
  %39 = add i64 %17, 1, !dbg !142
  br label %16, !dbg !142

40:                                               ; preds = %16
  %41 = add i64 %14, 1, !dbg !142
  br label %13, !dbg !142

42:                                               ; preds = %13
  ret i32 0, !dbg !143
}

define internal i32 @main_dispatch_5_batch_matmul_4x8x8x8_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !92 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !145
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !145
  %6 = load ptr, ptr %5, align 8, !dbg !145
  %7 = getelementptr i8, ptr %6, i32 1024, !dbg !145
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !145
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !146
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !146
  %10 = load ptr, ptr %9, align 8, !dbg !146
  %11 = getelementptr i8, ptr %10, i32 2048, !dbg !146
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !146
  %12 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !147
  %13 = extractvalue %iree_hal_executable_dispatch_state_v0_t %12, 10, !dbg !147
  %14 = getelementptr ptr, ptr %13, i32 1, !dbg !147
  %15 = load ptr, ptr %14, align 8, !dbg !147
  %16 = getelementptr i8, ptr %15, i32 3072, !dbg !147
  call void @llvm.assume(i1 true) [ "align"(ptr %16, i64 64) ], !dbg !147
  %17 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !148
  %18 = extractvalue %iree_hal_executable_workgroup_state_v0_t %17, 0, !dbg !148
  %19 = zext i32 %18 to i64, !dbg !148
  br label %20, !dbg !148

20:                                               ; preds = %310, %3
  %21 = phi i64 [ %344, %310 ], [ 0, %3 ], !dbg !148
  %22 = icmp slt i64 %21, 8, !dbg !148
  br i1 %22, label %23, label %345, !dbg !148

23:                                               ; preds = %27, %20
  %24 = phi i64 [ %309, %27 ], [ 0, %20 ], !dbg !148
  %25 = phi [8 x <4 x float>] [ %308, %27 ], [ zeroinitializer, %20 ], !dbg !148
  %26 = icmp slt i64 %24, 8, !dbg !148
  br i1 %26, label %27, label %310, !dbg !148

27:                                               ; preds = %23
  %28 = mul i64 %19, 64, !dbg !148
  %29 = mul i64 %21, 8, !dbg !148
  %30 = add i64 %28, %29, !dbg !148
  %31 = add i64 %30, %24, !dbg !148
  %32 = getelementptr float, ptr %11, i64 %31, !dbg !148
  %33 = load <4 x float>, ptr %32, align 4, !dbg !148
  %34 = add i64 %21, 1, !dbg !148
  %35 = mul i64 %34, 8, !dbg !148
  %36 = add i64 %28, %35, !dbg !148
  %37 = add i64 %36, %24, !dbg !148
  %38 = getelementptr float, ptr %11, i64 %37, !dbg !148
  %39 = load <4 x float>, ptr %38, align 4, !dbg !148
  %40 = add i64 %21, 2, !dbg !148
  %41 = mul i64 %40, 8, !dbg !148
  %42 = add i64 %28, %41, !dbg !148
  %43 = add i64 %42, %24, !dbg !148
  %44 = getelementptr float, ptr %11, i64 %43, !dbg !148
  %45 = load <4 x float>, ptr %44, align 4, !dbg !148
  %46 = add i64 %21, 3, !dbg !148
  %47 = mul i64 %46, 8, !dbg !148
  %48 = add i64 %28, %47, !dbg !148
  %49 = add i64 %48, %24, !dbg !148
  %50 = getelementptr float, ptr %11, i64 %49, !dbg !148
  %51 = load <4 x float>, ptr %50, align 4, !dbg !148
  %52 = extractelement <4 x float> %33, i64 0, !dbg !148
  %53 = extractelement <4 x float> %33, i64 1, !dbg !148
  %54 = extractelement <4 x float> %33, i64 2, !dbg !148
  %55 = extractelement <4 x float> %33, i64 3, !dbg !148
  %56 = extractelement <4 x float> %39, i64 0, !dbg !148
  %57 = extractelement <4 x float> %39, i64 1, !dbg !148
  %58 = extractelement <4 x float> %39, i64 2, !dbg !148
  %59 = extractelement <4 x float> %39, i64 3, !dbg !148
  %60 = extractelement <4 x float> %45, i64 0, !dbg !148
  %61 = extractelement <4 x float> %45, i64 1, !dbg !148
  %62 = extractelement <4 x float> %45, i64 2, !dbg !148
  %63 = extractelement <4 x float> %45, i64 3, !dbg !148
  %64 = extractelement <4 x float> %51, i64 0, !dbg !148
  %65 = extractelement <4 x float> %51, i64 1, !dbg !148
  %66 = extractelement <4 x float> %51, i64 2, !dbg !148
  %67 = extractelement <4 x float> %51, i64 3, !dbg !148
  %68 = insertelement <16 x float> poison, float %52, i64 0
  %69 = insertelement <16 x float> %68, float %53, i64 1
  %70 = insertelement <16 x float> %69, float %54, i64 2
  %71 = insertelement <16 x float> %70, float %55, i64 3
  %72 = insertelement <16 x float> %71, float %56, i64 4
  %73 = insertelement <16 x float> %72, float %57, i64 5
  %74 = insertelement <16 x float> %73, float %58, i64 6
  %75 = insertelement <16 x float> %74, float %59, i64 7
  %76 = insertelement <16 x float> %75, float %60, i64 8
  %77 = insertelement <16 x float> %76, float %61, i64 9
  %78 = insertelement <16 x float> %77, float %62, i64 10
  %79 = insertelement <16 x float> %78, float %63, i64 11
  %80 = insertelement <16 x float> %79, float %64, i64 12
  %81 = insertelement <16 x float> %80, float %65, i64 13
  %82 = insertelement <16 x float> %81, float %66, i64 14
  %83 = insertelement <16 x float> %82, float %67, i64 15
  %84 = shufflevector <16 x float> %83, <16 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  %85 = shufflevector <16 x float> %84, <16 x float> %84, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %86 = shufflevector <16 x float> %84, <16 x float> %84, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %87 = shufflevector <16 x float> %84, <16 x float> %84, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %88 = shufflevector <16 x float> %84, <16 x float> %84, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %89 = mul nuw nsw i64 %19, 64
  %90 = add nuw nsw i64 %89, 0
  %91 = add nuw nsw i64 %90, %24
  %92 = getelementptr inbounds nuw float, ptr %7, i64 %91
  %93 = load float, ptr %92, align 4
  %94 = insertelement <4 x float> poison, float %93, i32 0
  %95 = shufflevector <4 x float> %94, <4 x float> poison, <4 x i32> zeroinitializer
  %96 = extractvalue [8 x <4 x float>] %25, 0
  %97 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %95, <4 x float> %85, <4 x float> %96)
  %98 = add nuw nsw i64 %89, 8
  %99 = add nuw nsw i64 %98, %24
  %100 = getelementptr inbounds nuw float, ptr %7, i64 %99
  %101 = load float, ptr %100, align 4
  %102 = insertelement <4 x float> poison, float %101, i32 0
  %103 = shufflevector <4 x float> %102, <4 x float> poison, <4 x i32> zeroinitializer
  %104 = extractvalue [8 x <4 x float>] %25, 1
  %105 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %103, <4 x float> %85, <4 x float> %104)
  %106 = add nuw nsw i64 %89, 16
  %107 = add nuw nsw i64 %106, %24
  %108 = getelementptr inbounds nuw float, ptr %7, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = insertelement <4 x float> poison, float %109, i32 0
  %111 = shufflevector <4 x float> %110, <4 x float> poison, <4 x i32> zeroinitializer
  %112 = extractvalue [8 x <4 x float>] %25, 2
  %113 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %111, <4 x float> %85, <4 x float> %112)
  %114 = add nuw nsw i64 %89, 24
  %115 = add nuw nsw i64 %114, %24
  %116 = getelementptr inbounds nuw float, ptr %7, i64 %115
  %117 = load float, ptr %116, align 4
  %118 = insertelement <4 x float> poison, float %117, i32 0
  %119 = shufflevector <4 x float> %118, <4 x float> poison, <4 x i32> zeroinitializer
  %120 = extractvalue [8 x <4 x float>] %25, 3
  %121 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %119, <4 x float> %85, <4 x float> %120)
  %122 = add nuw nsw i64 %89, 32
  %123 = add nuw nsw i64 %122, %24
  %124 = getelementptr inbounds nuw float, ptr %7, i64 %123
  %125 = load float, ptr %124, align 4
  %126 = insertelement <4 x float> poison, float %125, i32 0
  %127 = shufflevector <4 x float> %126, <4 x float> poison, <4 x i32> zeroinitializer
  %128 = extractvalue [8 x <4 x float>] %25, 4
  %129 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %127, <4 x float> %85, <4 x float> %128)
  %130 = add nuw nsw i64 %89, 40
  %131 = add nuw nsw i64 %130, %24
  %132 = getelementptr inbounds nuw float, ptr %7, i64 %131
  %133 = load float, ptr %132, align 4
  %134 = insertelement <4 x float> poison, float %133, i32 0
  %135 = shufflevector <4 x float> %134, <4 x float> poison, <4 x i32> zeroinitializer
  %136 = extractvalue [8 x <4 x float>] %25, 5
  %137 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %135, <4 x float> %85, <4 x float> %136)
  %138 = add nuw nsw i64 %89, 48
  %139 = add nuw nsw i64 %138, %24
  %140 = getelementptr inbounds nuw float, ptr %7, i64 %139
  %141 = load float, ptr %140, align 4
  %142 = insertelement <4 x float> poison, float %141, i32 0
  %143 = shufflevector <4 x float> %142, <4 x float> poison, <4 x i32> zeroinitializer
  %144 = extractvalue [8 x <4 x float>] %25, 6
  %145 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %143, <4 x float> %85, <4 x float> %144)
  %146 = add nuw nsw i64 %89, 56
  %147 = add nuw nsw i64 %146, %24
  %148 = getelementptr inbounds nuw float, ptr %7, i64 %147
  %149 = load float, ptr %148, align 4
  %150 = insertelement <4 x float> poison, float %149, i32 0
  %151 = shufflevector <4 x float> %150, <4 x float> poison, <4 x i32> zeroinitializer
  %152 = extractvalue [8 x <4 x float>] %25, 7
  %153 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %151, <4 x float> %85, <4 x float> %152)
  %154 = add i64 %24, 1
  %155 = add nuw nsw i64 %90, %154
  %156 = getelementptr inbounds nuw float, ptr %7, i64 %155
  %157 = load float, ptr %156, align 4
  %158 = insertelement <4 x float> poison, float %157, i32 0
  %159 = shufflevector <4 x float> %158, <4 x float> poison, <4 x i32> zeroinitializer
  %160 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %159, <4 x float> %86, <4 x float> %97)
  %161 = add nuw nsw i64 %98, %154
  %162 = getelementptr inbounds nuw float, ptr %7, i64 %161
  %163 = load float, ptr %162, align 4
  %164 = insertelement <4 x float> poison, float %163, i32 0
  %165 = shufflevector <4 x float> %164, <4 x float> poison, <4 x i32> zeroinitializer
  %166 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %165, <4 x float> %86, <4 x float> %105)
  %167 = add nuw nsw i64 %106, %154
  %168 = getelementptr inbounds nuw float, ptr %7, i64 %167
  %169 = load float, ptr %168, align 4
  %170 = insertelement <4 x float> poison, float %169, i32 0
  %171 = shufflevector <4 x float> %170, <4 x float> poison, <4 x i32> zeroinitializer
  %172 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %171, <4 x float> %86, <4 x float> %113)
  %173 = add nuw nsw i64 %114, %154
  %174 = getelementptr inbounds nuw float, ptr %7, i64 %173
  %175 = load float, ptr %174, align 4
  %176 = insertelement <4 x float> poison, float %175, i32 0
  %177 = shufflevector <4 x float> %176, <4 x float> poison, <4 x i32> zeroinitializer
  %178 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %177, <4 x float> %86, <4 x float> %121)
  %179 = add nuw nsw i64 %122, %154
  %180 = getelementptr inbounds nuw float, ptr %7, i64 %179
  %181 = load float, ptr %180, align 4
  %182 = insertelement <4 x float> poison, float %181, i32 0
  %183 = shufflevector <4 x float> %182, <4 x float> poison, <4 x i32> zeroinitializer
  %184 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %183, <4 x float> %86, <4 x float> %129)
  %185 = add nuw nsw i64 %130, %154
  %186 = getelementptr inbounds nuw float, ptr %7, i64 %185
  %187 = load float, ptr %186, align 4
  %188 = insertelement <4 x float> poison, float %187, i32 0
  %189 = shufflevector <4 x float> %188, <4 x float> poison, <4 x i32> zeroinitializer
  %190 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %189, <4 x float> %86, <4 x float> %137)
  %191 = add nuw nsw i64 %138, %154
  %192 = getelementptr inbounds nuw float, ptr %7, i64 %191
  %193 = load float, ptr %192, align 4
  %194 = insertelement <4 x float> poison, float %193, i32 0
  %195 = shufflevector <4 x float> %194, <4 x float> poison, <4 x i32> zeroinitializer
  %196 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %195, <4 x float> %86, <4 x float> %145)
  %197 = add nuw nsw i64 %146, %154
  %198 = getelementptr inbounds nuw float, ptr %7, i64 %197
  %199 = load float, ptr %198, align 4
  %200 = insertelement <4 x float> poison, float %199, i32 0
  %201 = shufflevector <4 x float> %200, <4 x float> poison, <4 x i32> zeroinitializer
  %202 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %201, <4 x float> %86, <4 x float> %153)
  %203 = add i64 %24, 2
  %204 = add nuw nsw i64 %90, %203
  %205 = getelementptr inbounds nuw float, ptr %7, i64 %204
  %206 = load float, ptr %205, align 4
  %207 = insertelement <4 x float> poison, float %206, i32 0
  %208 = shufflevector <4 x float> %207, <4 x float> poison, <4 x i32> zeroinitializer
  %209 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %208, <4 x float> %87, <4 x float> %160)
  %210 = add nuw nsw i64 %98, %203
  %211 = getelementptr inbounds nuw float, ptr %7, i64 %210
  %212 = load float, ptr %211, align 4
  %213 = insertelement <4 x float> poison, float %212, i32 0
  %214 = shufflevector <4 x float> %213, <4 x float> poison, <4 x i32> zeroinitializer
  %215 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %214, <4 x float> %87, <4 x float> %166)
  %216 = add nuw nsw i64 %106, %203
  %217 = getelementptr inbounds nuw float, ptr %7, i64 %216
  %218 = load float, ptr %217, align 4
  %219 = insertelement <4 x float> poison, float %218, i32 0
  %220 = shufflevector <4 x float> %219, <4 x float> poison, <4 x i32> zeroinitializer
  %221 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %220, <4 x float> %87, <4 x float> %172)
  %222 = add nuw nsw i64 %114, %203
  %223 = getelementptr inbounds nuw float, ptr %7, i64 %222
  %224 = load float, ptr %223, align 4
  %225 = insertelement <4 x float> poison, float %224, i32 0
  %226 = shufflevector <4 x float> %225, <4 x float> poison, <4 x i32> zeroinitializer
  %227 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %226, <4 x float> %87, <4 x float> %178)
  %228 = add nuw nsw i64 %122, %203
  %229 = getelementptr inbounds nuw float, ptr %7, i64 %228
  %230 = load float, ptr %229, align 4
  %231 = insertelement <4 x float> poison, float %230, i32 0
  %232 = shufflevector <4 x float> %231, <4 x float> poison, <4 x i32> zeroinitializer
  %233 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %232, <4 x float> %87, <4 x float> %184)
  %234 = add nuw nsw i64 %130, %203
  %235 = getelementptr inbounds nuw float, ptr %7, i64 %234
  %236 = load float, ptr %235, align 4
  %237 = insertelement <4 x float> poison, float %236, i32 0
  %238 = shufflevector <4 x float> %237, <4 x float> poison, <4 x i32> zeroinitializer
  %239 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %238, <4 x float> %87, <4 x float> %190)
  %240 = add nuw nsw i64 %138, %203
  %241 = getelementptr inbounds nuw float, ptr %7, i64 %240
  %242 = load float, ptr %241, align 4
  %243 = insertelement <4 x float> poison, float %242, i32 0
  %244 = shufflevector <4 x float> %243, <4 x float> poison, <4 x i32> zeroinitializer
  %245 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %244, <4 x float> %87, <4 x float> %196)
  %246 = add nuw nsw i64 %146, %203
  %247 = getelementptr inbounds nuw float, ptr %7, i64 %246
  %248 = load float, ptr %247, align 4
  %249 = insertelement <4 x float> poison, float %248, i32 0
  %250 = shufflevector <4 x float> %249, <4 x float> poison, <4 x i32> zeroinitializer
  %251 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %250, <4 x float> %87, <4 x float> %202)
  %252 = add i64 %24, 3
  %253 = add nuw nsw i64 %90, %252
  %254 = getelementptr inbounds nuw float, ptr %7, i64 %253
  %255 = load float, ptr %254, align 4
  %256 = insertelement <4 x float> poison, float %255, i32 0
  %257 = shufflevector <4 x float> %256, <4 x float> poison, <4 x i32> zeroinitializer
  %258 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %257, <4 x float> %88, <4 x float> %209)
  %259 = add nuw nsw i64 %98, %252
  %260 = getelementptr inbounds nuw float, ptr %7, i64 %259
  %261 = load float, ptr %260, align 4
  %262 = insertelement <4 x float> poison, float %261, i32 0
  %263 = shufflevector <4 x float> %262, <4 x float> poison, <4 x i32> zeroinitializer
  %264 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %263, <4 x float> %88, <4 x float> %215)
  %265 = add nuw nsw i64 %106, %252
  %266 = getelementptr inbounds nuw float, ptr %7, i64 %265
  %267 = load float, ptr %266, align 4
  %268 = insertelement <4 x float> poison, float %267, i32 0
  %269 = shufflevector <4 x float> %268, <4 x float> poison, <4 x i32> zeroinitializer
  %270 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %269, <4 x float> %88, <4 x float> %221)
  %271 = add nuw nsw i64 %114, %252
  %272 = getelementptr inbounds nuw float, ptr %7, i64 %271
  %273 = load float, ptr %272, align 4
  %274 = insertelement <4 x float> poison, float %273, i32 0
  %275 = shufflevector <4 x float> %274, <4 x float> poison, <4 x i32> zeroinitializer
  %276 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %275, <4 x float> %88, <4 x float> %227)
  %277 = add nuw nsw i64 %122, %252
  %278 = getelementptr inbounds nuw float, ptr %7, i64 %277
  %279 = load float, ptr %278, align 4
  %280 = insertelement <4 x float> poison, float %279, i32 0
  %281 = shufflevector <4 x float> %280, <4 x float> poison, <4 x i32> zeroinitializer
  %282 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %281, <4 x float> %88, <4 x float> %233)
  %283 = add nuw nsw i64 %130, %252
  %284 = getelementptr inbounds nuw float, ptr %7, i64 %283
  %285 = load float, ptr %284, align 4
  %286 = insertelement <4 x float> poison, float %285, i32 0
  %287 = shufflevector <4 x float> %286, <4 x float> poison, <4 x i32> zeroinitializer
  %288 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %287, <4 x float> %88, <4 x float> %239)
  %289 = add nuw nsw i64 %138, %252
  %290 = getelementptr inbounds nuw float, ptr %7, i64 %289
  %291 = load float, ptr %290, align 4
  %292 = insertelement <4 x float> poison, float %291, i32 0
  %293 = shufflevector <4 x float> %292, <4 x float> poison, <4 x i32> zeroinitializer
  %294 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %293, <4 x float> %88, <4 x float> %245)
  %295 = add nuw nsw i64 %146, %252
  %296 = getelementptr inbounds nuw float, ptr %7, i64 %295
  %297 = load float, ptr %296, align 4
  %298 = insertelement <4 x float> poison, float %297, i32 0
  %299 = shufflevector <4 x float> %298, <4 x float> poison, <4 x i32> zeroinitializer
  %300 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %299, <4 x float> %88, <4 x float> %251)
  %301 = insertvalue [8 x <4 x float>] poison, <4 x float> %258, 0
  %302 = insertvalue [8 x <4 x float>] %301, <4 x float> %264, 1
  %303 = insertvalue [8 x <4 x float>] %302, <4 x float> %270, 2
  %304 = insertvalue [8 x <4 x float>] %303, <4 x float> %276, 3
  %305 = insertvalue [8 x <4 x float>] %304, <4 x float> %282, 4
  %306 = insertvalue [8 x <4 x float>] %305, <4 x float> %288, 5
  %307 = insertvalue [8 x <4 x float>] %306, <4 x float> %294, 6
  %308 = insertvalue [8 x <4 x float>] %307, <4 x float> %300, 7
  %309 = add i64 %24, 4, !dbg !148
  br label %23, !dbg !148

310:                                              ; preds = %23
  %311 = extractvalue [8 x <4 x float>] %25, 0, !dbg !148
  %312 = mul i64 %19, 64, !dbg !148
  %313 = add i64 %312, 0, !dbg !148
  %314 = add i64 %313, %21, !dbg !148
  %315 = getelementptr float, ptr %16, i64 %314, !dbg !148
  store <4 x float> %311, ptr %315, align 4, !dbg !148
  %316 = extractvalue [8 x <4 x float>] %25, 1, !dbg !148
  %317 = add i64 %312, 8, !dbg !148
  %318 = add i64 %317, %21, !dbg !148
  %319 = getelementptr float, ptr %16, i64 %318, !dbg !148
  store <4 x float> %316, ptr %319, align 4, !dbg !148
  %320 = extractvalue [8 x <4 x float>] %25, 2, !dbg !148
  %321 = add i64 %312, 16, !dbg !148
  %322 = add i64 %321, %21, !dbg !148
  %323 = getelementptr float, ptr %16, i64 %322, !dbg !148
  store <4 x float> %320, ptr %323, align 4, !dbg !148
  %324 = extractvalue [8 x <4 x float>] %25, 3, !dbg !148
  %325 = add i64 %312, 24, !dbg !148
  %326 = add i64 %325, %21, !dbg !148
  %327 = getelementptr float, ptr %16, i64 %326, !dbg !148
  store <4 x float> %324, ptr %327, align 4, !dbg !148
  %328 = extractvalue [8 x <4 x float>] %25, 4, !dbg !148
  %329 = add i64 %312, 32, !dbg !148
  %330 = add i64 %329, %21, !dbg !148
  %331 = getelementptr float, ptr %16, i64 %330, !dbg !148
  store <4 x float> %328, ptr %331, align 4, !dbg !148
  %332 = extractvalue [8 x <4 x float>] %25, 5, !dbg !148
  %333 = add i64 %312, 40, !dbg !148
  %334 = add i64 %333, %21, !dbg !148
  %335 = getelementptr float, ptr %16, i64 %334, !dbg !148
  store <4 x float> %332, ptr %335, align 4, !dbg !148
  %336 = extractvalue [8 x <4 x float>] %25, 6, !dbg !148
  %337 = add i64 %312, 48, !dbg !148
  %338 = add i64 %337, %21, !dbg !148
  %339 = getelementptr float, ptr %16, i64 %338, !dbg !148
  store <4 x float> %336, ptr %339, align 4, !dbg !148
  %340 = extractvalue [8 x <4 x float>] %25, 7, !dbg !148
  %341 = add i64 %312, 56, !dbg !148
  %342 = add i64 %341, %21, !dbg !148
  %343 = getelementptr float, ptr %16, i64 %342, !dbg !148
  store <4 x float> %340, ptr %343, align 4, !dbg !148
  %344 = add i64 %21, 4, !dbg !148
  br label %20, !dbg !148

345:                                              ; preds = %20
  ret i32 0, !dbg !149
}

define internal i32 @main_dispatch_6_reduction_32x8_f32xi1(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !95 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !151
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !151
  %6 = load ptr, ptr %5, align 8, !dbg !151
  %7 = getelementptr i8, ptr %6, i32 3072, !dbg !151
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !151
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !152
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !152
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !152
  %11 = load ptr, ptr %10, align 8, !dbg !152
  %12 = getelementptr i8, ptr %11, i32 1024, !dbg !152
  call void @llvm.assume(i1 true) [ "align"(ptr %12, i64 64) ], !dbg !152
  %13 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !153
  %14 = extractvalue %iree_hal_executable_workgroup_state_v0_t %13, 0, !dbg !153
  %15 = zext i32 %14 to i64, !dbg !153
  %16 = mul nsw i64 %15, 4, !dbg !153
  %17 = getelementptr i8, ptr %12, i64 %16, !dbg !154
  store <4 x i8> splat (i8 1), ptr %17, align 1, !dbg !154
  br label %18, !dbg !153

18:                                               ; preds = %43, %3
  %19 = phi i64 [ %44, %43 ], [ 0, %3 ], !dbg !153
  %20 = icmp slt i64 %19, 8, !dbg !153
  br i1 %20, label %21, label %45, !dbg !153

21:                                               ; preds = %41, %18
  %22 = phi i64 [ %42, %41 ], [ 0, %18 ], !dbg !153
  %23 = icmp slt i64 %22, 4, !dbg !153
  br i1 %23, label %24, label %43, !dbg !153

24:                                               ; preds = %27, %21
  %25 = phi i64 [ %40, %27 ], [ 0, %21 ], !dbg !153
  %26 = icmp slt i64 %25, 4, !dbg !153
  br i1 %26, label %27, label %41, !dbg !153

27:                                               ; preds = %24
  %28 = add i64 %16, %22, !dbg !153
  %29 = add i64 %19, %25, !dbg !153
  %30 = mul nuw nsw i64 %28, 8, !dbg !153
  %31 = add nuw nsw i64 %30, %29, !dbg !153
  %32 = getelementptr inbounds nuw float, ptr %7, i64 %31, !dbg !153
  %33 = load float, ptr %32, align 4, !dbg !153
  %34 = getelementptr inbounds nuw i8, ptr %12, i64 %28, !dbg !153
  %35 = load i8, ptr %34, align 1, !dbg !153
  %36 = trunc i8 %35 to i1, !dbg !156
  %37 = fcmp oeq float %33, -inf, !dbg !157
  %38 = and i1 %37, %36, !dbg !158
  %39 = zext i1 %38 to i8, !dbg !159
  store i8 %39, ptr %34, align 1, !dbg !153
  %40 = add i64 %25, 1, !dbg !153
  br label %24, !dbg !153

41:                                               ; preds = %24
  %42 = add i64 %22, 1, !dbg !153
  br label %21, !dbg !153

43:                                               ; preds = %21
  %44 = add i64 %19, 4, !dbg !153
  br label %18, !dbg !153

45:                                               ; preds = %18
  ret i32 0, !dbg !155
}

define internal i32 @main_dispatch_7_softmax_4x8x8xf32_generic(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !98 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !161
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !161
  %6 = load ptr, ptr %5, align 8, !dbg !161
  %7 = getelementptr i8, ptr %6, i32 3072, !dbg !161
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !161
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !162
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !162
  %10 = load ptr, ptr %9, align 8, !dbg !162
  %11 = getelementptr i8, ptr %10, i32 1024, !dbg !162
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !162
  %12 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !163
  %13 = extractvalue %iree_hal_executable_dispatch_state_v0_t %12, 10, !dbg !163
  %14 = getelementptr ptr, ptr %13, i32 1, !dbg !163
  %15 = load ptr, ptr %14, align 8, !dbg !163
  %16 = getelementptr i8, ptr %15, i32 1088, !dbg !163
  call void @llvm.assume(i1 true) [ "align"(ptr %16, i64 64) ], !dbg !163
  %17 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !160
  %18 = extractvalue %iree_hal_executable_workgroup_state_v0_t %17, 0, !dbg !160
  %19 = zext i32 %18 to i64, !dbg !160
  %20 = sdiv i64 %19, 2, !dbg !160
  %21 = mul i64 %20, 2, !dbg !160
  %22 = icmp ne i64 %19, %21, !dbg !160
  %23 = icmp slt i64 %19, 0, !dbg !160
  %24 = and i1 %22, %23, !dbg !160
  %25 = add i64 %20, -1, !dbg !160
  %26 = select i1 %24, i64 %25, i64 %20, !dbg !160
  %27 = srem i64 %19, 2, !dbg !160
  %28 = icmp slt i64 %27, 0, !dbg !160
  %29 = add nsw i64 %27, 2, !dbg !160
  %30 = select i1 %28, i64 %29, i64 %27, !dbg !160
  %31 = mul nsw i64 %30, 4, !dbg !160
  br label %32, !dbg !164

32:                                               ; preds = %36, %3
  %33 = phi i64 [ %77, %36 ], [ 0, %3 ], !dbg !164
  %34 = phi <4 x float> [ %76, %36 ], [ splat (float -qnan), %3 ], !dbg !164
  %35 = icmp slt i64 %33, 8, !dbg !164
  br i1 %35, label %36, label %78, !dbg !164

36:                                               ; preds = %32
  %37 = mul i64 %26, 64, !dbg !164
  %38 = mul i64 %31, 8, !dbg !164
  %39 = add i64 %37, %38, !dbg !164
  %40 = add i64 %39, %33, !dbg !164
  %41 = getelementptr float, ptr %7, i64 %40, !dbg !164
  %42 = load <4 x float>, ptr %41, align 4, !dbg !164
  %43 = add i64 %31, 1, !dbg !164
  %44 = mul i64 %43, 8, !dbg !164
  %45 = add i64 %37, %44, !dbg !164
  %46 = add i64 %45, %33, !dbg !164
  %47 = getelementptr float, ptr %7, i64 %46, !dbg !164
  %48 = load <4 x float>, ptr %47, align 4, !dbg !164
  %49 = add i64 %31, 2, !dbg !164
  %50 = mul i64 %49, 8, !dbg !164
  %51 = add i64 %37, %50, !dbg !164
  %52 = add i64 %51, %33, !dbg !164
  %53 = getelementptr float, ptr %7, i64 %52, !dbg !164
  %54 = load <4 x float>, ptr %53, align 4, !dbg !164
  %55 = add i64 %31, 3, !dbg !164
  %56 = mul i64 %55, 8, !dbg !164
  %57 = add i64 %37, %56, !dbg !164
  %58 = add i64 %57, %33, !dbg !164
  %59 = getelementptr float, ptr %7, i64 %58, !dbg !164
  %60 = load <4 x float>, ptr %59, align 4, !dbg !164
  %61 = extractelement <4 x float> %34, i64 0, !dbg !175
  %62 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %42), !dbg !175
  %63 = call float @llvm.maxnum.f32(float %62, float %61), !dbg !175
  %64 = extractelement <4 x float> %34, i64 1, !dbg !175
  %65 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %48), !dbg !175
  %66 = call float @llvm.maxnum.f32(float %65, float %64), !dbg !175
  %67 = extractelement <4 x float> %34, i64 2, !dbg !175
  %68 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %54), !dbg !175
  %69 = call float @llvm.maxnum.f32(float %68, float %67), !dbg !175
  %70 = extractelement <4 x float> %34, i64 3, !dbg !175
  %71 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %60), !dbg !175
  %72 = call float @llvm.maxnum.f32(float %71, float %70), !dbg !175
  %73 = insertelement <4 x float> poison, float %63, i64 0, !dbg !175
  %74 = insertelement <4 x float> %73, float %66, i64 1, !dbg !175
  %75 = insertelement <4 x float> %74, float %69, i64 2, !dbg !175
  %76 = insertelement <4 x float> %75, float %72, i64 3, !dbg !175
  %77 = add i64 %33, 4, !dbg !164
  br label %32, !dbg !164

78:                                               ; preds = %32
  %79 = shufflevector <4 x float> %34, <4 x float> %34, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !160
  %80 = shufflevector <16 x float> %79, <16 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !160
  %81 = shufflevector <16 x float> %79, <16 x float> %80, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 0, i32 1, i32 2, i32 3, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>, !dbg !160
  %82 = shufflevector <16 x float> %79, <16 x float> %81, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 0, i32 1, i32 2, i32 3, i32 28, i32 29, i32 30, i32 31>, !dbg !160
  %83 = shufflevector <16 x float> %79, <16 x float> %82, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 0, i32 1, i32 2, i32 3>, !dbg !160
  %84 = shufflevector <16 x float> %83, <16 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>, !dbg !160
  %85 = shufflevector <16 x float> %84, <16 x float> %84, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !160
  %86 = shufflevector <16 x float> %84, <16 x float> %84, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !160
  %87 = shufflevector <16 x float> %84, <16 x float> %84, <4 x i32> <i32 8, i32 9, i32 10, i32 11>, !dbg !160
  %88 = shufflevector <16 x float> %84, <16 x float> %84, <4 x i32> <i32 12, i32 13, i32 14, i32 15>, !dbg !160
  br label %89, !dbg !160

89:                                               ; preds = %93, %78
  %90 = phi i64 [ %234, %93 ], [ 0, %78 ], !dbg !160
  %91 = phi <4 x float> [ %233, %93 ], [ zeroinitializer, %78 ], !dbg !160
  %92 = icmp slt i64 %90, 8, !dbg !160
  br i1 %92, label %93, label %235, !dbg !160

93:                                               ; preds = %89
  %94 = mul i64 %26, 64, !dbg !160
  %95 = mul i64 %31, 8, !dbg !160
  %96 = add i64 %94, %95, !dbg !160
  %97 = add i64 %96, %90, !dbg !160
  %98 = getelementptr float, ptr %7, i64 %97, !dbg !160
  %99 = load <4 x float>, ptr %98, align 4, !dbg !160
  %100 = add i64 %31, 1, !dbg !160
  %101 = mul i64 %100, 8, !dbg !160
  %102 = add i64 %94, %101, !dbg !160
  %103 = add i64 %102, %90, !dbg !160
  %104 = getelementptr float, ptr %7, i64 %103, !dbg !160
  %105 = load <4 x float>, ptr %104, align 4, !dbg !160
  %106 = add i64 %31, 2, !dbg !160
  %107 = mul i64 %106, 8, !dbg !160
  %108 = add i64 %94, %107, !dbg !160
  %109 = add i64 %108, %90, !dbg !160
  %110 = getelementptr float, ptr %7, i64 %109, !dbg !160
  %111 = load <4 x float>, ptr %110, align 4, !dbg !160
  %112 = add i64 %31, 3, !dbg !160
  %113 = mul i64 %112, 8, !dbg !160
  %114 = add i64 %94, %113, !dbg !160
  %115 = add i64 %114, %90, !dbg !160
  %116 = getelementptr float, ptr %7, i64 %115, !dbg !160
  %117 = load <4 x float>, ptr %116, align 4, !dbg !160
  %118 = fsub contract <4 x float> %99, %85, !dbg !172
  %119 = fsub contract <4 x float> %105, %86, !dbg !172
  %120 = fsub contract <4 x float> %111, %87, !dbg !172
  %121 = fsub contract <4 x float> %117, %88, !dbg !172
  %122 = fcmp uge <4 x float> %118, splat (float -8.780000e+01), !dbg !173
  %123 = fcmp uge <4 x float> %119, splat (float -8.780000e+01), !dbg !173
  %124 = fcmp uge <4 x float> %120, splat (float -8.780000e+01), !dbg !173
  %125 = fcmp uge <4 x float> %121, splat (float -8.780000e+01), !dbg !173
  %126 = select <4 x i1> %122, <4 x float> %118, <4 x float> splat (float -8.780000e+01), !dbg !173
  %127 = select <4 x i1> %123, <4 x float> %119, <4 x float> splat (float -8.780000e+01), !dbg !173
  %128 = select <4 x i1> %124, <4 x float> %120, <4 x float> splat (float -8.780000e+01), !dbg !173
  %129 = select <4 x i1> %125, <4 x float> %121, <4 x float> splat (float -8.780000e+01), !dbg !173
  %130 = fcmp ule <4 x float> %126, splat (float 8.880000e+01), !dbg !173
  %131 = fcmp ule <4 x float> %127, splat (float 8.880000e+01), !dbg !173
  %132 = fcmp ule <4 x float> %128, splat (float 8.880000e+01), !dbg !173
  %133 = fcmp ule <4 x float> %129, splat (float 8.880000e+01), !dbg !173
  %134 = select <4 x i1> %130, <4 x float> %126, <4 x float> splat (float 8.880000e+01), !dbg !173
  %135 = select <4 x i1> %131, <4 x float> %127, <4 x float> splat (float 8.880000e+01), !dbg !173
  %136 = select <4 x i1> %132, <4 x float> %128, <4 x float> splat (float 8.880000e+01), !dbg !173
  %137 = select <4 x i1> %133, <4 x float> %129, <4 x float> splat (float 8.880000e+01), !dbg !173
  %138 = call <4 x float> @llvm.fma.v4f32(<4 x float> %134, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !173
  %139 = call <4 x float> @llvm.fma.v4f32(<4 x float> %135, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !173
  %140 = call <4 x float> @llvm.fma.v4f32(<4 x float> %136, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !173
  %141 = call <4 x float> @llvm.fma.v4f32(<4 x float> %137, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !173
  %142 = call <4 x float> @llvm.floor.v4f32(<4 x float> %138), !dbg !173
  %143 = call <4 x float> @llvm.floor.v4f32(<4 x float> %139), !dbg !173
  %144 = call <4 x float> @llvm.floor.v4f32(<4 x float> %140), !dbg !173
  %145 = call <4 x float> @llvm.floor.v4f32(<4 x float> %141), !dbg !173
  %146 = fcmp uge <4 x float> %142, splat (float -1.270000e+02), !dbg !173
  %147 = fcmp uge <4 x float> %143, splat (float -1.270000e+02), !dbg !173
  %148 = fcmp uge <4 x float> %144, splat (float -1.270000e+02), !dbg !173
  %149 = fcmp uge <4 x float> %145, splat (float -1.270000e+02), !dbg !173
  %150 = select <4 x i1> %146, <4 x float> %142, <4 x float> splat (float -1.270000e+02), !dbg !173
  %151 = select <4 x i1> %147, <4 x float> %143, <4 x float> splat (float -1.270000e+02), !dbg !173
  %152 = select <4 x i1> %148, <4 x float> %144, <4 x float> splat (float -1.270000e+02), !dbg !173
  %153 = select <4 x i1> %149, <4 x float> %145, <4 x float> splat (float -1.270000e+02), !dbg !173
  %154 = fcmp ule <4 x float> %150, splat (float 1.270000e+02), !dbg !173
  %155 = fcmp ule <4 x float> %151, splat (float 1.270000e+02), !dbg !173
  %156 = fcmp ule <4 x float> %152, splat (float 1.270000e+02), !dbg !173
  %157 = fcmp ule <4 x float> %153, splat (float 1.270000e+02), !dbg !173
  %158 = select <4 x i1> %154, <4 x float> %150, <4 x float> splat (float 1.270000e+02), !dbg !173
  %159 = select <4 x i1> %155, <4 x float> %151, <4 x float> splat (float 1.270000e+02), !dbg !173
  %160 = select <4 x i1> %156, <4 x float> %152, <4 x float> splat (float 1.270000e+02), !dbg !173
  %161 = select <4 x i1> %157, <4 x float> %153, <4 x float> splat (float 1.270000e+02), !dbg !173
  %162 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %158, <4 x float> %134), !dbg !173
  %163 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %159, <4 x float> %135), !dbg !173
  %164 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %160, <4 x float> %136), !dbg !173
  %165 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %161, <4 x float> %137), !dbg !173
  %166 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %158, <4 x float> %162), !dbg !173
  %167 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %159, <4 x float> %163), !dbg !173
  %168 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %160, <4 x float> %164), !dbg !173
  %169 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %161, <4 x float> %165), !dbg !173
  %170 = call <4 x float> @llvm.fma.v4f32(<4 x float> %166, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !173
  %171 = call <4 x float> @llvm.fma.v4f32(<4 x float> %167, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !173
  %172 = call <4 x float> @llvm.fma.v4f32(<4 x float> %168, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !173
  %173 = call <4 x float> @llvm.fma.v4f32(<4 x float> %169, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !173
  %174 = call <4 x float> @llvm.fma.v4f32(<4 x float> %170, <4 x float> %166, <4 x float> splat (float f0x3C088908)), !dbg !173
  %175 = call <4 x float> @llvm.fma.v4f32(<4 x float> %171, <4 x float> %167, <4 x float> splat (float f0x3C088908)), !dbg !173
  %176 = call <4 x float> @llvm.fma.v4f32(<4 x float> %172, <4 x float> %168, <4 x float> splat (float f0x3C088908)), !dbg !173
  %177 = call <4 x float> @llvm.fma.v4f32(<4 x float> %173, <4 x float> %169, <4 x float> splat (float f0x3C088908)), !dbg !173
  %178 = call <4 x float> @llvm.fma.v4f32(<4 x float> %174, <4 x float> %166, <4 x float> splat (float f0x3D2AA9C1)), !dbg !173
  %179 = call <4 x float> @llvm.fma.v4f32(<4 x float> %175, <4 x float> %167, <4 x float> splat (float f0x3D2AA9C1)), !dbg !173
  %180 = call <4 x float> @llvm.fma.v4f32(<4 x float> %176, <4 x float> %168, <4 x float> splat (float f0x3D2AA9C1)), !dbg !173
  %181 = call <4 x float> @llvm.fma.v4f32(<4 x float> %177, <4 x float> %169, <4 x float> splat (float f0x3D2AA9C1)), !dbg !173
  %182 = call <4 x float> @llvm.fma.v4f32(<4 x float> %178, <4 x float> %166, <4 x float> splat (float f0x3E2AAAAA)), !dbg !173
  %183 = call <4 x float> @llvm.fma.v4f32(<4 x float> %179, <4 x float> %167, <4 x float> splat (float f0x3E2AAAAA)), !dbg !173
  %184 = call <4 x float> @llvm.fma.v4f32(<4 x float> %180, <4 x float> %168, <4 x float> splat (float f0x3E2AAAAA)), !dbg !173
  %185 = call <4 x float> @llvm.fma.v4f32(<4 x float> %181, <4 x float> %169, <4 x float> splat (float f0x3E2AAAAA)), !dbg !173
  %186 = call <4 x float> @llvm.fma.v4f32(<4 x float> %182, <4 x float> %166, <4 x float> splat (float 5.000000e-01)), !dbg !173
  %187 = call <4 x float> @llvm.fma.v4f32(<4 x float> %183, <4 x float> %167, <4 x float> splat (float 5.000000e-01)), !dbg !173
  %188 = call <4 x float> @llvm.fma.v4f32(<4 x float> %184, <4 x float> %168, <4 x float> splat (float 5.000000e-01)), !dbg !173
  %189 = call <4 x float> @llvm.fma.v4f32(<4 x float> %185, <4 x float> %169, <4 x float> splat (float 5.000000e-01)), !dbg !173
  %190 = fmul contract <4 x float> %166, %166, !dbg !173
  %191 = fmul contract <4 x float> %167, %167, !dbg !173
  %192 = fmul contract <4 x float> %168, %168, !dbg !173
  %193 = fmul contract <4 x float> %169, %169, !dbg !173
  %194 = call <4 x float> @llvm.fma.v4f32(<4 x float> %186, <4 x float> %190, <4 x float> %166), !dbg !173
  %195 = call <4 x float> @llvm.fma.v4f32(<4 x float> %187, <4 x float> %191, <4 x float> %167), !dbg !173
  %196 = call <4 x float> @llvm.fma.v4f32(<4 x float> %188, <4 x float> %192, <4 x float> %168), !dbg !173
  %197 = call <4 x float> @llvm.fma.v4f32(<4 x float> %189, <4 x float> %193, <4 x float> %169), !dbg !173
  %198 = fadd contract <4 x float> %194, splat (float 1.000000e+00), !dbg !173
  %199 = fadd contract <4 x float> %195, splat (float 1.000000e+00), !dbg !173
  %200 = fadd contract <4 x float> %196, splat (float 1.000000e+00), !dbg !173
  %201 = fadd contract <4 x float> %197, splat (float 1.000000e+00), !dbg !173
  %202 = fptosi <4 x float> %158 to <4 x i32>, !dbg !173
  %203 = fptosi <4 x float> %159 to <4 x i32>, !dbg !173
  %204 = fptosi <4 x float> %160 to <4 x i32>, !dbg !173
  %205 = fptosi <4 x float> %161 to <4 x i32>, !dbg !173
  %206 = add <4 x i32> %202, splat (i32 127), !dbg !173
  %207 = add <4 x i32> %203, splat (i32 127), !dbg !173
  %208 = add <4 x i32> %204, splat (i32 127), !dbg !173
  %209 = add <4 x i32> %205, splat (i32 127), !dbg !173
  %210 = shl <4 x i32> %206, splat (i32 23), !dbg !173
  %211 = shl <4 x i32> %207, splat (i32 23), !dbg !173
  %212 = shl <4 x i32> %208, splat (i32 23), !dbg !173
  %213 = shl <4 x i32> %209, splat (i32 23), !dbg !173
  %214 = bitcast <4 x i32> %210 to <4 x float>, !dbg !173
  %215 = bitcast <4 x i32> %211 to <4 x float>, !dbg !173
  %216 = bitcast <4 x i32> %212 to <4 x float>, !dbg !173
  %217 = bitcast <4 x i32> %213 to <4 x float>, !dbg !173
  %218 = fmul contract <4 x float> %198, %214, !dbg !173
  %219 = fmul contract <4 x float> %199, %215, !dbg !173
  %220 = fmul contract <4 x float> %200, %216, !dbg !173
  %221 = fmul contract <4 x float> %201, %217, !dbg !173
  %222 = extractelement <4 x float> %91, i64 0, !dbg !174
  %223 = call float @llvm.vector.reduce.fadd.v4f32(float %222, <4 x float> %218), !dbg !174
  %224 = extractelement <4 x float> %91, i64 1, !dbg !174
  %225 = call float @llvm.vector.reduce.fadd.v4f32(float %224, <4 x float> %219), !dbg !174
  %226 = extractelement <4 x float> %91, i64 2, !dbg !174
  %227 = call float @llvm.vector.reduce.fadd.v4f32(float %226, <4 x float> %220), !dbg !174
  %228 = extractelement <4 x float> %91, i64 3, !dbg !174
  %229 = call float @llvm.vector.reduce.fadd.v4f32(float %228, <4 x float> %221), !dbg !174
  %230 = insertelement <4 x float> poison, float %223, i64 0, !dbg !174
  %231 = insertelement <4 x float> %230, float %225, i64 1, !dbg !174
  %232 = insertelement <4 x float> %231, float %227, i64 2, !dbg !174
  %233 = insertelement <4 x float> %232, float %229, i64 3, !dbg !174
  %234 = add i64 %90, 4, !dbg !160
  br label %89, !dbg !160

235:                                              ; preds = %89
  %236 = mul i64 %26, 8, !dbg !165
  %237 = add i64 %236, %31, !dbg !165
  %238 = getelementptr i8, ptr %11, i64 %237, !dbg !165
  %239 = load <4 x i8>, ptr %238, align 1, !dbg !165
  %240 = shufflevector <4 x float> %91, <4 x float> %91, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !165
  %241 = shufflevector <16 x float> %240, <16 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !165
  %242 = shufflevector <16 x float> %240, <16 x float> %241, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 0, i32 1, i32 2, i32 3, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>, !dbg !165
  %243 = shufflevector <16 x float> %240, <16 x float> %242, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 0, i32 1, i32 2, i32 3, i32 28, i32 29, i32 30, i32 31>, !dbg !165
  %244 = shufflevector <16 x float> %240, <16 x float> %243, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 0, i32 1, i32 2, i32 3>, !dbg !165
  %245 = shufflevector <16 x float> %244, <16 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>, !dbg !165
  %246 = shufflevector <16 x float> %245, <16 x float> %245, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !165
  %247 = shufflevector <16 x float> %245, <16 x float> %245, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !165
  %248 = shufflevector <16 x float> %245, <16 x float> %245, <4 x i32> <i32 8, i32 9, i32 10, i32 11>, !dbg !165
  %249 = shufflevector <16 x float> %245, <16 x float> %245, <4 x i32> <i32 12, i32 13, i32 14, i32 15>, !dbg !165
  %250 = trunc <4 x i8> %239 to <4 x i1>, !dbg !166
  %251 = sext <4 x i1> %250 to <4 x i8>, !dbg !166
  %252 = shufflevector <4 x i8> %251, <4 x i8> %251, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !166
  %253 = shufflevector <16 x i8> %252, <16 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !166
  %254 = shufflevector <16 x i8> %252, <16 x i8> %253, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 0, i32 1, i32 2, i32 3, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>, !dbg !166
  %255 = shufflevector <16 x i8> %252, <16 x i8> %254, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 0, i32 1, i32 2, i32 3, i32 28, i32 29, i32 30, i32 31>, !dbg !166
  %256 = shufflevector <16 x i8> %252, <16 x i8> %255, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 0, i32 1, i32 2, i32 3>, !dbg !166
  %257 = shufflevector <16 x i8> %256, <16 x i8> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>, !dbg !166
  %258 = shufflevector <16 x i8> %257, <16 x i8> %257, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !166
  %259 = shufflevector <16 x i8> %257, <16 x i8> %257, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !166
  %260 = shufflevector <16 x i8> %257, <16 x i8> %257, <4 x i32> <i32 8, i32 9, i32 10, i32 11>, !dbg !166
  %261 = shufflevector <16 x i8> %257, <16 x i8> %257, <4 x i32> <i32 12, i32 13, i32 14, i32 15>, !dbg !166
  %262 = trunc <4 x i8> %258 to <4 x i1>, !dbg !166
  %263 = trunc <4 x i8> %259 to <4 x i1>, !dbg !166
  %264 = trunc <4 x i8> %260 to <4 x i1>, !dbg !166
  %265 = trunc <4 x i8> %261 to <4 x i1>, !dbg !166
  br label %266, !dbg !165

266:                                              ; preds = %269, %235
  %267 = phi i64 [ %410, %269 ], [ 0, %235 ], !dbg !165
  %268 = icmp slt i64 %267, 8, !dbg !165
  br i1 %268, label %269, label %411, !dbg !165

269:                                              ; preds = %266
  %270 = mul i64 %26, 64, !dbg !165
  %271 = mul i64 %31, 8, !dbg !165
  %272 = add i64 %270, %271, !dbg !165
  %273 = add i64 %272, %267, !dbg !165
  %274 = getelementptr float, ptr %7, i64 %273, !dbg !165
  %275 = load <4 x float>, ptr %274, align 4, !dbg !165
  %276 = add i64 %31, 1, !dbg !165
  %277 = mul i64 %276, 8, !dbg !165
  %278 = add i64 %270, %277, !dbg !165
  %279 = add i64 %278, %267, !dbg !165
  %280 = getelementptr float, ptr %7, i64 %279, !dbg !165
  %281 = load <4 x float>, ptr %280, align 4, !dbg !165
  %282 = add i64 %31, 2, !dbg !165
  %283 = mul i64 %282, 8, !dbg !165
  %284 = add i64 %270, %283, !dbg !165
  %285 = add i64 %284, %267, !dbg !165
  %286 = getelementptr float, ptr %7, i64 %285, !dbg !165
  %287 = load <4 x float>, ptr %286, align 4, !dbg !165
  %288 = add i64 %31, 3, !dbg !165
  %289 = mul i64 %288, 8, !dbg !165
  %290 = add i64 %270, %289, !dbg !165
  %291 = add i64 %290, %267, !dbg !165
  %292 = getelementptr float, ptr %7, i64 %291, !dbg !165
  %293 = load <4 x float>, ptr %292, align 4, !dbg !165
  %294 = fsub contract <4 x float> %275, %85, !dbg !168
  %295 = fsub contract <4 x float> %281, %86, !dbg !168
  %296 = fsub contract <4 x float> %287, %87, !dbg !168
  %297 = fsub contract <4 x float> %293, %88, !dbg !168
  %298 = fcmp uge <4 x float> %294, splat (float -8.780000e+01), !dbg !169
  %299 = fcmp uge <4 x float> %295, splat (float -8.780000e+01), !dbg !169
  %300 = fcmp uge <4 x float> %296, splat (float -8.780000e+01), !dbg !169
  %301 = fcmp uge <4 x float> %297, splat (float -8.780000e+01), !dbg !169
  %302 = select <4 x i1> %298, <4 x float> %294, <4 x float> splat (float -8.780000e+01), !dbg !169
  %303 = select <4 x i1> %299, <4 x float> %295, <4 x float> splat (float -8.780000e+01), !dbg !169
  %304 = select <4 x i1> %300, <4 x float> %296, <4 x float> splat (float -8.780000e+01), !dbg !169
  %305 = select <4 x i1> %301, <4 x float> %297, <4 x float> splat (float -8.780000e+01), !dbg !169
  %306 = fcmp ule <4 x float> %302, splat (float 8.880000e+01), !dbg !169
  %307 = fcmp ule <4 x float> %303, splat (float 8.880000e+01), !dbg !169
  %308 = fcmp ule <4 x float> %304, splat (float 8.880000e+01), !dbg !169
  %309 = fcmp ule <4 x float> %305, splat (float 8.880000e+01), !dbg !169
  %310 = select <4 x i1> %306, <4 x float> %302, <4 x float> splat (float 8.880000e+01), !dbg !169
  %311 = select <4 x i1> %307, <4 x float> %303, <4 x float> splat (float 8.880000e+01), !dbg !169
  %312 = select <4 x i1> %308, <4 x float> %304, <4 x float> splat (float 8.880000e+01), !dbg !169
  %313 = select <4 x i1> %309, <4 x float> %305, <4 x float> splat (float 8.880000e+01), !dbg !169
  %314 = call <4 x float> @llvm.fma.v4f32(<4 x float> %310, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !169
  %315 = call <4 x float> @llvm.fma.v4f32(<4 x float> %311, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !169
  %316 = call <4 x float> @llvm.fma.v4f32(<4 x float> %312, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !169
  %317 = call <4 x float> @llvm.fma.v4f32(<4 x float> %313, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !169
  %318 = call <4 x float> @llvm.floor.v4f32(<4 x float> %314), !dbg !169
  %319 = call <4 x float> @llvm.floor.v4f32(<4 x float> %315), !dbg !169
  %320 = call <4 x float> @llvm.floor.v4f32(<4 x float> %316), !dbg !169
  %321 = call <4 x float> @llvm.floor.v4f32(<4 x float> %317), !dbg !169
  %322 = fcmp uge <4 x float> %318, splat (float -1.270000e+02), !dbg !169
  %323 = fcmp uge <4 x float> %319, splat (float -1.270000e+02), !dbg !169
  %324 = fcmp uge <4 x float> %320, splat (float -1.270000e+02), !dbg !169
  %325 = fcmp uge <4 x float> %321, splat (float -1.270000e+02), !dbg !169
  %326 = select <4 x i1> %322, <4 x float> %318, <4 x float> splat (float -1.270000e+02), !dbg !169
  %327 = select <4 x i1> %323, <4 x float> %319, <4 x float> splat (float -1.270000e+02), !dbg !169
  %328 = select <4 x i1> %324, <4 x float> %320, <4 x float> splat (float -1.270000e+02), !dbg !169
  %329 = select <4 x i1> %325, <4 x float> %321, <4 x float> splat (float -1.270000e+02), !dbg !169
  %330 = fcmp ule <4 x float> %326, splat (float 1.270000e+02), !dbg !169
  %331 = fcmp ule <4 x float> %327, splat (float 1.270000e+02), !dbg !169
  %332 = fcmp ule <4 x float> %328, splat (float 1.270000e+02), !dbg !169
  %333 = fcmp ule <4 x float> %329, splat (float 1.270000e+02), !dbg !169
  %334 = select <4 x i1> %330, <4 x float> %326, <4 x float> splat (float 1.270000e+02), !dbg !169
  %335 = select <4 x i1> %331, <4 x float> %327, <4 x float> splat (float 1.270000e+02), !dbg !169
  %336 = select <4 x i1> %332, <4 x float> %328, <4 x float> splat (float 1.270000e+02), !dbg !169
  %337 = select <4 x i1> %333, <4 x float> %329, <4 x float> splat (float 1.270000e+02), !dbg !169
  %338 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %334, <4 x float> %310), !dbg !169
  %339 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %335, <4 x float> %311), !dbg !169
  %340 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %336, <4 x float> %312), !dbg !169
  %341 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %337, <4 x float> %313), !dbg !169
  %342 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %334, <4 x float> %338), !dbg !169
  %343 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %335, <4 x float> %339), !dbg !169
  %344 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %336, <4 x float> %340), !dbg !169
  %345 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %337, <4 x float> %341), !dbg !169
  %346 = call <4 x float> @llvm.fma.v4f32(<4 x float> %342, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !169
  %347 = call <4 x float> @llvm.fma.v4f32(<4 x float> %343, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !169
  %348 = call <4 x float> @llvm.fma.v4f32(<4 x float> %344, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !169
  %349 = call <4 x float> @llvm.fma.v4f32(<4 x float> %345, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !169
  %350 = call <4 x float> @llvm.fma.v4f32(<4 x float> %346, <4 x float> %342, <4 x float> splat (float f0x3C088908)), !dbg !169
  %351 = call <4 x float> @llvm.fma.v4f32(<4 x float> %347, <4 x float> %343, <4 x float> splat (float f0x3C088908)), !dbg !169
  %352 = call <4 x float> @llvm.fma.v4f32(<4 x float> %348, <4 x float> %344, <4 x float> splat (float f0x3C088908)), !dbg !169
  %353 = call <4 x float> @llvm.fma.v4f32(<4 x float> %349, <4 x float> %345, <4 x float> splat (float f0x3C088908)), !dbg !169
  %354 = call <4 x float> @llvm.fma.v4f32(<4 x float> %350, <4 x float> %342, <4 x float> splat (float f0x3D2AA9C1)), !dbg !169
  %355 = call <4 x float> @llvm.fma.v4f32(<4 x float> %351, <4 x float> %343, <4 x float> splat (float f0x3D2AA9C1)), !dbg !169
  %356 = call <4 x float> @llvm.fma.v4f32(<4 x float> %352, <4 x float> %344, <4 x float> splat (float f0x3D2AA9C1)), !dbg !169
  %357 = call <4 x float> @llvm.fma.v4f32(<4 x float> %353, <4 x float> %345, <4 x float> splat (float f0x3D2AA9C1)), !dbg !169
  %358 = call <4 x float> @llvm.fma.v4f32(<4 x float> %354, <4 x float> %342, <4 x float> splat (float f0x3E2AAAAA)), !dbg !169
  %359 = call <4 x float> @llvm.fma.v4f32(<4 x float> %355, <4 x float> %343, <4 x float> splat (float f0x3E2AAAAA)), !dbg !169
  %360 = call <4 x float> @llvm.fma.v4f32(<4 x float> %356, <4 x float> %344, <4 x float> splat (float f0x3E2AAAAA)), !dbg !169
  %361 = call <4 x float> @llvm.fma.v4f32(<4 x float> %357, <4 x float> %345, <4 x float> splat (float f0x3E2AAAAA)), !dbg !169
  %362 = call <4 x float> @llvm.fma.v4f32(<4 x float> %358, <4 x float> %342, <4 x float> splat (float 5.000000e-01)), !dbg !169
  %363 = call <4 x float> @llvm.fma.v4f32(<4 x float> %359, <4 x float> %343, <4 x float> splat (float 5.000000e-01)), !dbg !169
  %364 = call <4 x float> @llvm.fma.v4f32(<4 x float> %360, <4 x float> %344, <4 x float> splat (float 5.000000e-01)), !dbg !169
  %365 = call <4 x float> @llvm.fma.v4f32(<4 x float> %361, <4 x float> %345, <4 x float> splat (float 5.000000e-01)), !dbg !169
  %366 = fmul contract <4 x float> %342, %342, !dbg !169
  %367 = fmul contract <4 x float> %343, %343, !dbg !169
  %368 = fmul contract <4 x float> %344, %344, !dbg !169
  %369 = fmul contract <4 x float> %345, %345, !dbg !169
  %370 = call <4 x float> @llvm.fma.v4f32(<4 x float> %362, <4 x float> %366, <4 x float> %342), !dbg !169
  %371 = call <4 x float> @llvm.fma.v4f32(<4 x float> %363, <4 x float> %367, <4 x float> %343), !dbg !169
  %372 = call <4 x float> @llvm.fma.v4f32(<4 x float> %364, <4 x float> %368, <4 x float> %344), !dbg !169
  %373 = call <4 x float> @llvm.fma.v4f32(<4 x float> %365, <4 x float> %369, <4 x float> %345), !dbg !169
  %374 = fadd contract <4 x float> %370, splat (float 1.000000e+00), !dbg !169
  %375 = fadd contract <4 x float> %371, splat (float 1.000000e+00), !dbg !169
  %376 = fadd contract <4 x float> %372, splat (float 1.000000e+00), !dbg !169
  %377 = fadd contract <4 x float> %373, splat (float 1.000000e+00), !dbg !169
  %378 = fptosi <4 x float> %334 to <4 x i32>, !dbg !169
  %379 = fptosi <4 x float> %335 to <4 x i32>, !dbg !169
  %380 = fptosi <4 x float> %336 to <4 x i32>, !dbg !169
  %381 = fptosi <4 x float> %337 to <4 x i32>, !dbg !169
  %382 = add <4 x i32> %378, splat (i32 127), !dbg !169
  %383 = add <4 x i32> %379, splat (i32 127), !dbg !169
  %384 = add <4 x i32> %380, splat (i32 127), !dbg !169
  %385 = add <4 x i32> %381, splat (i32 127), !dbg !169
  %386 = shl <4 x i32> %382, splat (i32 23), !dbg !169
  %387 = shl <4 x i32> %383, splat (i32 23), !dbg !169
  %388 = shl <4 x i32> %384, splat (i32 23), !dbg !169
  %389 = shl <4 x i32> %385, splat (i32 23), !dbg !169
  %390 = bitcast <4 x i32> %386 to <4 x float>, !dbg !169
  %391 = bitcast <4 x i32> %387 to <4 x float>, !dbg !169
  %392 = bitcast <4 x i32> %388 to <4 x float>, !dbg !169
  %393 = bitcast <4 x i32> %389 to <4 x float>, !dbg !169
  %394 = fmul contract <4 x float> %374, %390, !dbg !169
  %395 = fmul contract <4 x float> %375, %391, !dbg !169
  %396 = fmul contract <4 x float> %376, %392, !dbg !169
  %397 = fmul contract <4 x float> %377, %393, !dbg !169
  %398 = fdiv <4 x float> %394, %246, !dbg !170
  %399 = fdiv <4 x float> %395, %247, !dbg !170
  %400 = fdiv <4 x float> %396, %248, !dbg !170
  %401 = fdiv <4 x float> %397, %249, !dbg !170
  %402 = select <4 x i1> %262, <4 x float> zeroinitializer, <4 x float> %398, !dbg !171
  %403 = select <4 x i1> %263, <4 x float> zeroinitializer, <4 x float> %399, !dbg !171
  %404 = select <4 x i1> %264, <4 x float> zeroinitializer, <4 x float> %400, !dbg !171
  %405 = select <4 x i1> %265, <4 x float> zeroinitializer, <4 x float> %401, !dbg !171
  %406 = getelementptr float, ptr %16, i64 %273, !dbg !165
  store <4 x float> %402, ptr %406, align 4, !dbg !165
  %407 = getelementptr float, ptr %16, i64 %279, !dbg !165
  store <4 x float> %403, ptr %407, align 4, !dbg !165
  %408 = getelementptr float, ptr %16, i64 %285, !dbg !165
  store <4 x float> %404, ptr %408, align 4, !dbg !165
  %409 = getelementptr float, ptr %16, i64 %291, !dbg !165
  store <4 x float> %405, ptr %409, align 4, !dbg !165
  %410 = add i64 %267, 4, !dbg !165
  br label %266, !dbg !165

411:                                              ; preds = %266
  ret i32 0, !dbg !167
}

define internal i32 @main_dispatch_8_batch_matmul_4x8x8x8_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !101 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !176
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !176
  %6 = load ptr, ptr %5, align 8, !dbg !176
  %7 = getelementptr i8, ptr %6, i32 1088, !dbg !176
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !176
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !177
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !177
  %10 = load ptr, ptr %9, align 8, !dbg !177
  call void @llvm.assume(i1 true) [ "align"(ptr %10, i64 64) ], !dbg !177
  %11 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !178
  %12 = extractvalue %iree_hal_executable_dispatch_state_v0_t %11, 10, !dbg !178
  %13 = getelementptr ptr, ptr %12, i32 1, !dbg !178
  %14 = load ptr, ptr %13, align 8, !dbg !178
  %15 = getelementptr i8, ptr %14, i32 2112, !dbg !178
  call void @llvm.assume(i1 true) [ "align"(ptr %15, i64 64) ], !dbg !178
  %16 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !179
  %17 = extractvalue %iree_hal_executable_workgroup_state_v0_t %16, 0, !dbg !179
  %18 = zext i32 %17 to i64, !dbg !179
  br label %19, !dbg !179

19:                                               ; preds = %269, %3
  %20 = phi i64 [ %303, %269 ], [ 0, %3 ], !dbg !179
  %21 = icmp slt i64 %20, 8, !dbg !179
  br i1 %21, label %22, label %304, !dbg !179

22:                                               ; preds = %26, %19
  %23 = phi i64 [ %268, %26 ], [ 0, %19 ], !dbg !179
  %24 = phi [8 x <4 x float>] [ %267, %26 ], [ zeroinitializer, %19 ], !dbg !179
  %25 = icmp slt i64 %23, 8, !dbg !179
  br i1 %25, label %26, label %269, !dbg !179

26:                                               ; preds = %22
  %27 = mul i64 %18, 64, !dbg !179
  %28 = mul i64 %23, 8, !dbg !179
  %29 = add i64 %27, %28, !dbg !179
  %30 = add i64 %29, %20, !dbg !179
  %31 = getelementptr float, ptr %10, i64 %30, !dbg !179
  %32 = load <4 x float>, ptr %31, align 4, !dbg !179
  %33 = add i64 %23, 1, !dbg !179
  %34 = mul i64 %33, 8, !dbg !179
  %35 = add i64 %27, %34, !dbg !179
  %36 = add i64 %35, %20, !dbg !179
  %37 = getelementptr float, ptr %10, i64 %36, !dbg !179
  %38 = load <4 x float>, ptr %37, align 4, !dbg !179
  %39 = add i64 %23, 2, !dbg !179
  %40 = mul i64 %39, 8, !dbg !179
  %41 = add i64 %27, %40, !dbg !179
  %42 = add i64 %41, %20, !dbg !179
  %43 = getelementptr float, ptr %10, i64 %42, !dbg !179
  %44 = load <4 x float>, ptr %43, align 4, !dbg !179
  %45 = add i64 %23, 3, !dbg !179
  %46 = mul i64 %45, 8, !dbg !179
  %47 = add i64 %27, %46, !dbg !179
  %48 = add i64 %47, %20, !dbg !179
  %49 = getelementptr float, ptr %10, i64 %48, !dbg !179
  %50 = load <4 x float>, ptr %49, align 4, !dbg !179
  %51 = mul nuw nsw i64 %18, 64, !dbg !181
  %52 = add nuw nsw i64 %51, 0, !dbg !181
  %53 = add nuw nsw i64 %52, %23, !dbg !181
  %54 = getelementptr inbounds nuw float, ptr %7, i64 %53, !dbg !181
  %55 = load float, ptr %54, align 4, !dbg !181
  %56 = insertelement <4 x float> poison, float %55, i32 0, !dbg !181
  %57 = shufflevector <4 x float> %56, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %58 = extractvalue [8 x <4 x float>] %24, 0, !dbg !181
  %59 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %57, <4 x float> %32, <4 x float> %58), !dbg !181
  %60 = add nuw nsw i64 %51, 8, !dbg !181
  %61 = add nuw nsw i64 %60, %23, !dbg !181
  %62 = getelementptr inbounds nuw float, ptr %7, i64 %61, !dbg !181
  %63 = load float, ptr %62, align 4, !dbg !181
  %64 = insertelement <4 x float> poison, float %63, i32 0, !dbg !181
  %65 = shufflevector <4 x float> %64, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %66 = extractvalue [8 x <4 x float>] %24, 1, !dbg !181
  %67 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %65, <4 x float> %32, <4 x float> %66), !dbg !181
  %68 = add nuw nsw i64 %51, 16, !dbg !181
  %69 = add nuw nsw i64 %68, %23, !dbg !181
  %70 = getelementptr inbounds nuw float, ptr %7, i64 %69, !dbg !181
  %71 = load float, ptr %70, align 4, !dbg !181
  %72 = insertelement <4 x float> poison, float %71, i32 0, !dbg !181
  %73 = shufflevector <4 x float> %72, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %74 = extractvalue [8 x <4 x float>] %24, 2, !dbg !181
  %75 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %73, <4 x float> %32, <4 x float> %74), !dbg !181
  %76 = add nuw nsw i64 %51, 24, !dbg !181
  %77 = add nuw nsw i64 %76, %23, !dbg !181
  %78 = getelementptr inbounds nuw float, ptr %7, i64 %77, !dbg !181
  %79 = load float, ptr %78, align 4, !dbg !181
  %80 = insertelement <4 x float> poison, float %79, i32 0, !dbg !181
  %81 = shufflevector <4 x float> %80, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %82 = extractvalue [8 x <4 x float>] %24, 3, !dbg !181
  %83 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %81, <4 x float> %32, <4 x float> %82), !dbg !181
  %84 = add nuw nsw i64 %51, 32, !dbg !181
  %85 = add nuw nsw i64 %84, %23, !dbg !181
  %86 = getelementptr inbounds nuw float, ptr %7, i64 %85, !dbg !181
  %87 = load float, ptr %86, align 4, !dbg !181
  %88 = insertelement <4 x float> poison, float %87, i32 0, !dbg !181
  %89 = shufflevector <4 x float> %88, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %90 = extractvalue [8 x <4 x float>] %24, 4, !dbg !181
  %91 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %89, <4 x float> %32, <4 x float> %90), !dbg !181
  %92 = add nuw nsw i64 %51, 40, !dbg !181
  %93 = add nuw nsw i64 %92, %23, !dbg !181
  %94 = getelementptr inbounds nuw float, ptr %7, i64 %93, !dbg !181
  %95 = load float, ptr %94, align 4, !dbg !181
  %96 = insertelement <4 x float> poison, float %95, i32 0, !dbg !181
  %97 = shufflevector <4 x float> %96, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %98 = extractvalue [8 x <4 x float>] %24, 5, !dbg !181
  %99 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %97, <4 x float> %32, <4 x float> %98), !dbg !181
  %100 = add nuw nsw i64 %51, 48, !dbg !181
  %101 = add nuw nsw i64 %100, %23, !dbg !181
  %102 = getelementptr inbounds nuw float, ptr %7, i64 %101, !dbg !181
  %103 = load float, ptr %102, align 4, !dbg !181
  %104 = insertelement <4 x float> poison, float %103, i32 0, !dbg !181
  %105 = shufflevector <4 x float> %104, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %106 = extractvalue [8 x <4 x float>] %24, 6, !dbg !181
  %107 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %105, <4 x float> %32, <4 x float> %106), !dbg !181
  %108 = add nuw nsw i64 %51, 56, !dbg !181
  %109 = add nuw nsw i64 %108, %23, !dbg !181
  %110 = getelementptr inbounds nuw float, ptr %7, i64 %109, !dbg !181
  %111 = load float, ptr %110, align 4, !dbg !181
  %112 = insertelement <4 x float> poison, float %111, i32 0, !dbg !181
  %113 = shufflevector <4 x float> %112, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %114 = extractvalue [8 x <4 x float>] %24, 7, !dbg !181
  %115 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %113, <4 x float> %32, <4 x float> %114), !dbg !181
  %116 = add nuw nsw i64 %52, %33, !dbg !181
  %117 = getelementptr inbounds nuw float, ptr %7, i64 %116, !dbg !181
  %118 = load float, ptr %117, align 4, !dbg !181
  %119 = insertelement <4 x float> poison, float %118, i32 0, !dbg !181
  %120 = shufflevector <4 x float> %119, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %121 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %120, <4 x float> %38, <4 x float> %59), !dbg !181
  %122 = add nuw nsw i64 %60, %33, !dbg !181
  %123 = getelementptr inbounds nuw float, ptr %7, i64 %122, !dbg !181
  %124 = load float, ptr %123, align 4, !dbg !181
  %125 = insertelement <4 x float> poison, float %124, i32 0, !dbg !181
  %126 = shufflevector <4 x float> %125, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %127 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %126, <4 x float> %38, <4 x float> %67), !dbg !181
  %128 = add nuw nsw i64 %68, %33, !dbg !181
  %129 = getelementptr inbounds nuw float, ptr %7, i64 %128, !dbg !181
  %130 = load float, ptr %129, align 4, !dbg !181
  %131 = insertelement <4 x float> poison, float %130, i32 0, !dbg !181
  %132 = shufflevector <4 x float> %131, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %133 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %132, <4 x float> %38, <4 x float> %75), !dbg !181
  %134 = add nuw nsw i64 %76, %33, !dbg !181
  %135 = getelementptr inbounds nuw float, ptr %7, i64 %134, !dbg !181
  %136 = load float, ptr %135, align 4, !dbg !181
  %137 = insertelement <4 x float> poison, float %136, i32 0, !dbg !181
  %138 = shufflevector <4 x float> %137, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %139 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %138, <4 x float> %38, <4 x float> %83), !dbg !181
  %140 = add nuw nsw i64 %84, %33, !dbg !181
  %141 = getelementptr inbounds nuw float, ptr %7, i64 %140, !dbg !181
  %142 = load float, ptr %141, align 4, !dbg !181
  %143 = insertelement <4 x float> poison, float %142, i32 0, !dbg !181
  %144 = shufflevector <4 x float> %143, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %145 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %144, <4 x float> %38, <4 x float> %91), !dbg !181
  %146 = add nuw nsw i64 %92, %33, !dbg !181
  %147 = getelementptr inbounds nuw float, ptr %7, i64 %146, !dbg !181
  %148 = load float, ptr %147, align 4, !dbg !181
  %149 = insertelement <4 x float> poison, float %148, i32 0, !dbg !181
  %150 = shufflevector <4 x float> %149, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %151 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %150, <4 x float> %38, <4 x float> %99), !dbg !181
  %152 = add nuw nsw i64 %100, %33, !dbg !181
  %153 = getelementptr inbounds nuw float, ptr %7, i64 %152, !dbg !181
  %154 = load float, ptr %153, align 4, !dbg !181
  %155 = insertelement <4 x float> poison, float %154, i32 0, !dbg !181
  %156 = shufflevector <4 x float> %155, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %157 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %156, <4 x float> %38, <4 x float> %107), !dbg !181
  %158 = add nuw nsw i64 %108, %33, !dbg !181
  %159 = getelementptr inbounds nuw float, ptr %7, i64 %158, !dbg !181
  %160 = load float, ptr %159, align 4, !dbg !181
  %161 = insertelement <4 x float> poison, float %160, i32 0, !dbg !181
  %162 = shufflevector <4 x float> %161, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %163 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %162, <4 x float> %38, <4 x float> %115), !dbg !181
  %164 = add nuw nsw i64 %52, %39, !dbg !181
  %165 = getelementptr inbounds nuw float, ptr %7, i64 %164, !dbg !181
  %166 = load float, ptr %165, align 4, !dbg !181
  %167 = insertelement <4 x float> poison, float %166, i32 0, !dbg !181
  %168 = shufflevector <4 x float> %167, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %169 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %168, <4 x float> %44, <4 x float> %121), !dbg !181
  %170 = add nuw nsw i64 %60, %39, !dbg !181
  %171 = getelementptr inbounds nuw float, ptr %7, i64 %170, !dbg !181
  %172 = load float, ptr %171, align 4, !dbg !181
  %173 = insertelement <4 x float> poison, float %172, i32 0, !dbg !181
  %174 = shufflevector <4 x float> %173, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %175 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %174, <4 x float> %44, <4 x float> %127), !dbg !181
  %176 = add nuw nsw i64 %68, %39, !dbg !181
  %177 = getelementptr inbounds nuw float, ptr %7, i64 %176, !dbg !181
  %178 = load float, ptr %177, align 4, !dbg !181
  %179 = insertelement <4 x float> poison, float %178, i32 0, !dbg !181
  %180 = shufflevector <4 x float> %179, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %181 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %180, <4 x float> %44, <4 x float> %133), !dbg !181
  %182 = add nuw nsw i64 %76, %39, !dbg !181
  %183 = getelementptr inbounds nuw float, ptr %7, i64 %182, !dbg !181
  %184 = load float, ptr %183, align 4, !dbg !181
  %185 = insertelement <4 x float> poison, float %184, i32 0, !dbg !181
  %186 = shufflevector <4 x float> %185, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %187 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %186, <4 x float> %44, <4 x float> %139), !dbg !181
  %188 = add nuw nsw i64 %84, %39, !dbg !181
  %189 = getelementptr inbounds nuw float, ptr %7, i64 %188, !dbg !181
  %190 = load float, ptr %189, align 4, !dbg !181
  %191 = insertelement <4 x float> poison, float %190, i32 0, !dbg !181
  %192 = shufflevector <4 x float> %191, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %193 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %192, <4 x float> %44, <4 x float> %145), !dbg !181
  %194 = add nuw nsw i64 %92, %39, !dbg !181
  %195 = getelementptr inbounds nuw float, ptr %7, i64 %194, !dbg !181
  %196 = load float, ptr %195, align 4, !dbg !181
  %197 = insertelement <4 x float> poison, float %196, i32 0, !dbg !181
  %198 = shufflevector <4 x float> %197, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %199 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %198, <4 x float> %44, <4 x float> %151), !dbg !181
  %200 = add nuw nsw i64 %100, %39, !dbg !181
  %201 = getelementptr inbounds nuw float, ptr %7, i64 %200, !dbg !181
  %202 = load float, ptr %201, align 4, !dbg !181
  %203 = insertelement <4 x float> poison, float %202, i32 0, !dbg !181
  %204 = shufflevector <4 x float> %203, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %205 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %204, <4 x float> %44, <4 x float> %157), !dbg !181
  %206 = add nuw nsw i64 %108, %39, !dbg !181
  %207 = getelementptr inbounds nuw float, ptr %7, i64 %206, !dbg !181
  %208 = load float, ptr %207, align 4, !dbg !181
  %209 = insertelement <4 x float> poison, float %208, i32 0, !dbg !181
  %210 = shufflevector <4 x float> %209, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %211 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %210, <4 x float> %44, <4 x float> %163), !dbg !181
  %212 = add nuw nsw i64 %52, %45, !dbg !181
  %213 = getelementptr inbounds nuw float, ptr %7, i64 %212, !dbg !181
  %214 = load float, ptr %213, align 4, !dbg !181
  %215 = insertelement <4 x float> poison, float %214, i32 0, !dbg !181
  %216 = shufflevector <4 x float> %215, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %217 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %216, <4 x float> %50, <4 x float> %169), !dbg !181
  %218 = add nuw nsw i64 %60, %45, !dbg !181
  %219 = getelementptr inbounds nuw float, ptr %7, i64 %218, !dbg !181
  %220 = load float, ptr %219, align 4, !dbg !181
  %221 = insertelement <4 x float> poison, float %220, i32 0, !dbg !181
  %222 = shufflevector <4 x float> %221, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %223 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %222, <4 x float> %50, <4 x float> %175), !dbg !181
  %224 = add nuw nsw i64 %68, %45, !dbg !181
  %225 = getelementptr inbounds nuw float, ptr %7, i64 %224, !dbg !181
  %226 = load float, ptr %225, align 4, !dbg !181
  %227 = insertelement <4 x float> poison, float %226, i32 0, !dbg !181
  %228 = shufflevector <4 x float> %227, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %229 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %228, <4 x float> %50, <4 x float> %181), !dbg !181
  %230 = add nuw nsw i64 %76, %45, !dbg !181
  %231 = getelementptr inbounds nuw float, ptr %7, i64 %230, !dbg !181
  %232 = load float, ptr %231, align 4, !dbg !181
  %233 = insertelement <4 x float> poison, float %232, i32 0, !dbg !181
  %234 = shufflevector <4 x float> %233, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %235 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %234, <4 x float> %50, <4 x float> %187), !dbg !181
  %236 = add nuw nsw i64 %84, %45, !dbg !181
  %237 = getelementptr inbounds nuw float, ptr %7, i64 %236, !dbg !181
  %238 = load float, ptr %237, align 4, !dbg !181
  %239 = insertelement <4 x float> poison, float %238, i32 0, !dbg !181
  %240 = shufflevector <4 x float> %239, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %241 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %240, <4 x float> %50, <4 x float> %193), !dbg !181
  %242 = add nuw nsw i64 %92, %45, !dbg !181
  %243 = getelementptr inbounds nuw float, ptr %7, i64 %242, !dbg !181
  %244 = load float, ptr %243, align 4, !dbg !181
  %245 = insertelement <4 x float> poison, float %244, i32 0, !dbg !181
  %246 = shufflevector <4 x float> %245, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %247 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %246, <4 x float> %50, <4 x float> %199), !dbg !181
  %248 = add nuw nsw i64 %100, %45, !dbg !181
  %249 = getelementptr inbounds nuw float, ptr %7, i64 %248, !dbg !181
  %250 = load float, ptr %249, align 4, !dbg !181
  %251 = insertelement <4 x float> poison, float %250, i32 0, !dbg !181
  %252 = shufflevector <4 x float> %251, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %253 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %252, <4 x float> %50, <4 x float> %205), !dbg !181
  %254 = add nuw nsw i64 %108, %45, !dbg !181
  %255 = getelementptr inbounds nuw float, ptr %7, i64 %254, !dbg !181
  %256 = load float, ptr %255, align 4, !dbg !181
  %257 = insertelement <4 x float> poison, float %256, i32 0, !dbg !181
  %258 = shufflevector <4 x float> %257, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !181
  %259 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %258, <4 x float> %50, <4 x float> %211), !dbg !181
  %260 = insertvalue [8 x <4 x float>] poison, <4 x float> %217, 0, !dbg !181
  %261 = insertvalue [8 x <4 x float>] %260, <4 x float> %223, 1, !dbg !181
  %262 = insertvalue [8 x <4 x float>] %261, <4 x float> %229, 2, !dbg !181
  %263 = insertvalue [8 x <4 x float>] %262, <4 x float> %235, 3, !dbg !181
  %264 = insertvalue [8 x <4 x float>] %263, <4 x float> %241, 4, !dbg !181
  %265 = insertvalue [8 x <4 x float>] %264, <4 x float> %247, 5, !dbg !181
  %266 = insertvalue [8 x <4 x float>] %265, <4 x float> %253, 6, !dbg !181
  %267 = insertvalue [8 x <4 x float>] %266, <4 x float> %259, 7, !dbg !181
  %268 = add i64 %23, 4, !dbg !179
  br label %22, !dbg !179

269:                                              ; preds = %22
  %270 = extractvalue [8 x <4 x float>] %24, 0, !dbg !179
  %271 = mul i64 %18, 8, !dbg !179
  %272 = add i64 0, %271, !dbg !179
  %273 = add i64 %272, %20, !dbg !179
  %274 = getelementptr float, ptr %15, i64 %273, !dbg !179
  store <4 x float> %270, ptr %274, align 4, !dbg !179
  %275 = extractvalue [8 x <4 x float>] %24, 1, !dbg !179
  %276 = add i64 32, %271, !dbg !179
  %277 = add i64 %276, %20, !dbg !179
  %278 = getelementptr float, ptr %15, i64 %277, !dbg !179
  store <4 x float> %275, ptr %278, align 4, !dbg !179
  %279 = extractvalue [8 x <4 x float>] %24, 2, !dbg !179
  %280 = add i64 64, %271, !dbg !179
  %281 = add i64 %280, %20, !dbg !179
  %282 = getelementptr float, ptr %15, i64 %281, !dbg !179
  store <4 x float> %279, ptr %282, align 4, !dbg !179
  %283 = extractvalue [8 x <4 x float>] %24, 3, !dbg !179
  %284 = add i64 96, %271, !dbg !179
  %285 = add i64 %284, %20, !dbg !179
  %286 = getelementptr float, ptr %15, i64 %285, !dbg !179
  store <4 x float> %283, ptr %286, align 4, !dbg !179
  %287 = extractvalue [8 x <4 x float>] %24, 4, !dbg !179
  %288 = add i64 128, %271, !dbg !179
  %289 = add i64 %288, %20, !dbg !179
  %290 = getelementptr float, ptr %15, i64 %289, !dbg !179
  store <4 x float> %287, ptr %290, align 4, !dbg !179
  %291 = extractvalue [8 x <4 x float>] %24, 5, !dbg !179
  %292 = add i64 160, %271, !dbg !179
  %293 = add i64 %292, %20, !dbg !179
  %294 = getelementptr float, ptr %15, i64 %293, !dbg !179
  store <4 x float> %291, ptr %294, align 4, !dbg !179
  %295 = extractvalue [8 x <4 x float>] %24, 6, !dbg !179
  %296 = add i64 192, %271, !dbg !179
  %297 = add i64 %296, %20, !dbg !179
  %298 = getelementptr float, ptr %15, i64 %297, !dbg !179
  store <4 x float> %295, ptr %298, align 4, !dbg !179
  %299 = extractvalue [8 x <4 x float>] %24, 7, !dbg !179
  %300 = add i64 224, %271, !dbg !179
  %301 = add i64 %300, %20, !dbg !179
  %302 = getelementptr float, ptr %15, i64 %301, !dbg !179
  store <4 x float> %299, ptr %302, align 4, !dbg !179
  %303 = add i64 %20, 4, !dbg !179
  br label %19, !dbg !179

304:                                              ; preds = %19
  ret i32 0, !dbg !180
}

define internal i32 @main_dispatch_9_matmul_8x32x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !104 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !183
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !183
  %6 = load ptr, ptr %5, align 8, !dbg !183
  %7 = getelementptr i8, ptr %6, i32 2112, !dbg !183
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !183
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !184
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !184
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !184
  %11 = load ptr, ptr %10, align 8, !dbg !184
  %12 = getelementptr i8, ptr %11, i32 12672, !dbg !184
  call void @llvm.assume(i1 true) [ "align"(ptr %12, i64 64) ], !dbg !184
  %13 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !185
  %14 = extractvalue %iree_hal_executable_dispatch_state_v0_t %13, 10, !dbg !185
  %15 = getelementptr ptr, ptr %14, i32 2, !dbg !185
  %16 = load ptr, ptr %15, align 8, !dbg !185
  call void @llvm.assume(i1 true) [ "align"(ptr %16, i64 64) ], !dbg !185
  %17 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !186
  %18 = extractvalue %iree_hal_executable_dispatch_state_v0_t %17, 10, !dbg !186
  %19 = getelementptr ptr, ptr %18, i32 3, !dbg !186
  %20 = load ptr, ptr %19, align 8, !dbg !186
  call void @llvm.assume(i1 true) [ "align"(ptr %20, i64 64) ], !dbg !186
  br label %21, !dbg !187

21:                                               ; preds = %297, %3
  %22 = phi i64 [ %356, %297 ], [ 0, %3 ], !dbg !187
  %23 = icmp slt i64 %22, 32, !dbg !187
  br i1 %23, label %24, label %357, !dbg !187

24:                                               ; preds = %28, %21
  %25 = phi i64 [ %296, %28 ], [ 0, %21 ], !dbg !187
  %26 = phi [8 x <4 x float>] [ %295, %28 ], [ zeroinitializer, %21 ], !dbg !187
  %27 = icmp slt i64 %25, 32, !dbg !187
  br i1 %27, label %28, label %297, !dbg !187

28:                                               ; preds = %24
  %29 = mul i64 %22, 32, !dbg !187
  %30 = add i64 %29, %25, !dbg !187
  %31 = getelementptr float, ptr %12, i64 %30, !dbg !187
  %32 = load <4 x float>, ptr %31, align 4, !dbg !187
  %33 = add i64 %22, 1, !dbg !187
  %34 = mul i64 %33, 32, !dbg !187
  %35 = add i64 %34, %25, !dbg !187
  %36 = getelementptr float, ptr %12, i64 %35, !dbg !187
  %37 = load <4 x float>, ptr %36, align 4, !dbg !187
  %38 = add i64 %22, 2, !dbg !187
  %39 = mul i64 %38, 32, !dbg !187
  %40 = add i64 %39, %25, !dbg !187
  %41 = getelementptr float, ptr %12, i64 %40, !dbg !187
  %42 = load <4 x float>, ptr %41, align 4, !dbg !187
  %43 = add i64 %22, 3, !dbg !187
  %44 = mul i64 %43, 32, !dbg !187
  %45 = add i64 %44, %25, !dbg !187
  %46 = getelementptr float, ptr %12, i64 %45, !dbg !187
  %47 = load <4 x float>, ptr %46, align 4, !dbg !187
  %48 = extractelement <4 x float> %32, i64 0, !dbg !187
  %49 = extractelement <4 x float> %32, i64 1, !dbg !187
  %50 = extractelement <4 x float> %32, i64 2, !dbg !187
  %51 = extractelement <4 x float> %32, i64 3, !dbg !187
  %52 = extractelement <4 x float> %37, i64 0, !dbg !187
  %53 = extractelement <4 x float> %37, i64 1, !dbg !187
  %54 = extractelement <4 x float> %37, i64 2, !dbg !187
  %55 = extractelement <4 x float> %37, i64 3, !dbg !187
  %56 = extractelement <4 x float> %42, i64 0, !dbg !187
  %57 = extractelement <4 x float> %42, i64 1, !dbg !187
  %58 = extractelement <4 x float> %42, i64 2, !dbg !187
  %59 = extractelement <4 x float> %42, i64 3, !dbg !187
  %60 = extractelement <4 x float> %47, i64 0, !dbg !187
  %61 = extractelement <4 x float> %47, i64 1, !dbg !187
  %62 = extractelement <4 x float> %47, i64 2, !dbg !187
  %63 = extractelement <4 x float> %47, i64 3, !dbg !187
  %64 = insertelement <16 x float> poison, float %48, i64 0
  %65 = insertelement <16 x float> %64, float %49, i64 1
  %66 = insertelement <16 x float> %65, float %50, i64 2
  %67 = insertelement <16 x float> %66, float %51, i64 3
  %68 = insertelement <16 x float> %67, float %52, i64 4
  %69 = insertelement <16 x float> %68, float %53, i64 5
  %70 = insertelement <16 x float> %69, float %54, i64 6
  %71 = insertelement <16 x float> %70, float %55, i64 7
  %72 = insertelement <16 x float> %71, float %56, i64 8
  %73 = insertelement <16 x float> %72, float %57, i64 9
  %74 = insertelement <16 x float> %73, float %58, i64 10
  %75 = insertelement <16 x float> %74, float %59, i64 11
  %76 = insertelement <16 x float> %75, float %60, i64 12
  %77 = insertelement <16 x float> %76, float %61, i64 13
  %78 = insertelement <16 x float> %77, float %62, i64 14
  %79 = insertelement <16 x float> %78, float %63, i64 15
  %80 = shufflevector <16 x float> %79, <16 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  %81 = shufflevector <16 x float> %80, <16 x float> %80, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %82 = shufflevector <16 x float> %80, <16 x float> %80, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %83 = shufflevector <16 x float> %80, <16 x float> %80, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %84 = shufflevector <16 x float> %80, <16 x float> %80, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %85 = add nuw nsw i64 0, %25
  %86 = getelementptr inbounds nuw float, ptr %7, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = insertelement <4 x float> poison, float %87, i32 0
  %89 = shufflevector <4 x float> %88, <4 x float> poison, <4 x i32> zeroinitializer
  %90 = extractvalue [8 x <4 x float>] %26, 0
  %91 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %89, <4 x float> %81, <4 x float> %90)
  %92 = add nuw nsw i64 32, %25
  %93 = getelementptr inbounds nuw float, ptr %7, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = insertelement <4 x float> poison, float %94, i32 0
  %96 = shufflevector <4 x float> %95, <4 x float> poison, <4 x i32> zeroinitializer
  %97 = extractvalue [8 x <4 x float>] %26, 1
  %98 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %96, <4 x float> %81, <4 x float> %97)
  %99 = add nuw nsw i64 64, %25
  %100 = getelementptr inbounds nuw float, ptr %7, i64 %99
  %101 = load float, ptr %100, align 4
  %102 = insertelement <4 x float> poison, float %101, i32 0
  %103 = shufflevector <4 x float> %102, <4 x float> poison, <4 x i32> zeroinitializer
  %104 = extractvalue [8 x <4 x float>] %26, 2
  %105 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %103, <4 x float> %81, <4 x float> %104)
  %106 = add nuw nsw i64 96, %25
  %107 = getelementptr inbounds nuw float, ptr %7, i64 %106
  %108 = load float, ptr %107, align 4
  %109 = insertelement <4 x float> poison, float %108, i32 0
  %110 = shufflevector <4 x float> %109, <4 x float> poison, <4 x i32> zeroinitializer
  %111 = extractvalue [8 x <4 x float>] %26, 3
  %112 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %110, <4 x float> %81, <4 x float> %111)
  %113 = add nuw nsw i64 128, %25
  %114 = getelementptr inbounds nuw float, ptr %7, i64 %113
  %115 = load float, ptr %114, align 4
  %116 = insertelement <4 x float> poison, float %115, i32 0
  %117 = shufflevector <4 x float> %116, <4 x float> poison, <4 x i32> zeroinitializer
  %118 = extractvalue [8 x <4 x float>] %26, 4
  %119 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %117, <4 x float> %81, <4 x float> %118)
  %120 = add nuw nsw i64 160, %25
  %121 = getelementptr inbounds nuw float, ptr %7, i64 %120
  %122 = load float, ptr %121, align 4
  %123 = insertelement <4 x float> poison, float %122, i32 0
  %124 = shufflevector <4 x float> %123, <4 x float> poison, <4 x i32> zeroinitializer
  %125 = extractvalue [8 x <4 x float>] %26, 5
  %126 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %124, <4 x float> %81, <4 x float> %125)
  %127 = add nuw nsw i64 192, %25
  %128 = getelementptr inbounds nuw float, ptr %7, i64 %127
  %129 = load float, ptr %128, align 4
  %130 = insertelement <4 x float> poison, float %129, i32 0
  %131 = shufflevector <4 x float> %130, <4 x float> poison, <4 x i32> zeroinitializer
  %132 = extractvalue [8 x <4 x float>] %26, 6
  %133 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %131, <4 x float> %81, <4 x float> %132)
  %134 = add nuw nsw i64 224, %25
  %135 = getelementptr inbounds nuw float, ptr %7, i64 %134
  %136 = load float, ptr %135, align 4
  %137 = insertelement <4 x float> poison, float %136, i32 0
  %138 = shufflevector <4 x float> %137, <4 x float> poison, <4 x i32> zeroinitializer
  %139 = extractvalue [8 x <4 x float>] %26, 7
  %140 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %138, <4 x float> %81, <4 x float> %139)
  %141 = add i64 %25, 1
  %142 = add nuw nsw i64 0, %141
  %143 = getelementptr inbounds nuw float, ptr %7, i64 %142
  %144 = load float, ptr %143, align 4
  %145 = insertelement <4 x float> poison, float %144, i32 0
  %146 = shufflevector <4 x float> %145, <4 x float> poison, <4 x i32> zeroinitializer
  %147 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %146, <4 x float> %82, <4 x float> %91)
  %148 = add nuw nsw i64 32, %141
  %149 = getelementptr inbounds nuw float, ptr %7, i64 %148
  %150 = load float, ptr %149, align 4
  %151 = insertelement <4 x float> poison, float %150, i32 0
  %152 = shufflevector <4 x float> %151, <4 x float> poison, <4 x i32> zeroinitializer
  %153 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %152, <4 x float> %82, <4 x float> %98)
  %154 = add nuw nsw i64 64, %141
  %155 = getelementptr inbounds nuw float, ptr %7, i64 %154
  %156 = load float, ptr %155, align 4
  %157 = insertelement <4 x float> poison, float %156, i32 0
  %158 = shufflevector <4 x float> %157, <4 x float> poison, <4 x i32> zeroinitializer
  %159 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %158, <4 x float> %82, <4 x float> %105)
  %160 = add nuw nsw i64 96, %141
  %161 = getelementptr inbounds nuw float, ptr %7, i64 %160
  %162 = load float, ptr %161, align 4
  %163 = insertelement <4 x float> poison, float %162, i32 0
  %164 = shufflevector <4 x float> %163, <4 x float> poison, <4 x i32> zeroinitializer
  %165 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %164, <4 x float> %82, <4 x float> %112)
  %166 = add nuw nsw i64 128, %141
  %167 = getelementptr inbounds nuw float, ptr %7, i64 %166
  %168 = load float, ptr %167, align 4
  %169 = insertelement <4 x float> poison, float %168, i32 0
  %170 = shufflevector <4 x float> %169, <4 x float> poison, <4 x i32> zeroinitializer
  %171 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %170, <4 x float> %82, <4 x float> %119)
  %172 = add nuw nsw i64 160, %141
  %173 = getelementptr inbounds nuw float, ptr %7, i64 %172
  %174 = load float, ptr %173, align 4
  %175 = insertelement <4 x float> poison, float %174, i32 0
  %176 = shufflevector <4 x float> %175, <4 x float> poison, <4 x i32> zeroinitializer
  %177 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %176, <4 x float> %82, <4 x float> %126)
  %178 = add nuw nsw i64 192, %141
  %179 = getelementptr inbounds nuw float, ptr %7, i64 %178
  %180 = load float, ptr %179, align 4
  %181 = insertelement <4 x float> poison, float %180, i32 0
  %182 = shufflevector <4 x float> %181, <4 x float> poison, <4 x i32> zeroinitializer
  %183 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %182, <4 x float> %82, <4 x float> %133)
  %184 = add nuw nsw i64 224, %141
  %185 = getelementptr inbounds nuw float, ptr %7, i64 %184
  %186 = load float, ptr %185, align 4
  %187 = insertelement <4 x float> poison, float %186, i32 0
  %188 = shufflevector <4 x float> %187, <4 x float> poison, <4 x i32> zeroinitializer
  %189 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %188, <4 x float> %82, <4 x float> %140)
  %190 = add i64 %25, 2
  %191 = add nuw nsw i64 0, %190
  %192 = getelementptr inbounds nuw float, ptr %7, i64 %191
  %193 = load float, ptr %192, align 4
  %194 = insertelement <4 x float> poison, float %193, i32 0
  %195 = shufflevector <4 x float> %194, <4 x float> poison, <4 x i32> zeroinitializer
  %196 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %195, <4 x float> %83, <4 x float> %147)
  %197 = add nuw nsw i64 32, %190
  %198 = getelementptr inbounds nuw float, ptr %7, i64 %197
  %199 = load float, ptr %198, align 4
  %200 = insertelement <4 x float> poison, float %199, i32 0
  %201 = shufflevector <4 x float> %200, <4 x float> poison, <4 x i32> zeroinitializer
  %202 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %201, <4 x float> %83, <4 x float> %153)
  %203 = add nuw nsw i64 64, %190
  %204 = getelementptr inbounds nuw float, ptr %7, i64 %203
  %205 = load float, ptr %204, align 4
  %206 = insertelement <4 x float> poison, float %205, i32 0
  %207 = shufflevector <4 x float> %206, <4 x float> poison, <4 x i32> zeroinitializer
  %208 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %207, <4 x float> %83, <4 x float> %159)
  %209 = add nuw nsw i64 96, %190
  %210 = getelementptr inbounds nuw float, ptr %7, i64 %209
  %211 = load float, ptr %210, align 4
  %212 = insertelement <4 x float> poison, float %211, i32 0
  %213 = shufflevector <4 x float> %212, <4 x float> poison, <4 x i32> zeroinitializer
  %214 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %213, <4 x float> %83, <4 x float> %165)
  %215 = add nuw nsw i64 128, %190
  %216 = getelementptr inbounds nuw float, ptr %7, i64 %215
  %217 = load float, ptr %216, align 4
  %218 = insertelement <4 x float> poison, float %217, i32 0
  %219 = shufflevector <4 x float> %218, <4 x float> poison, <4 x i32> zeroinitializer
  %220 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %219, <4 x float> %83, <4 x float> %171)
  %221 = add nuw nsw i64 160, %190
  %222 = getelementptr inbounds nuw float, ptr %7, i64 %221
  %223 = load float, ptr %222, align 4
  %224 = insertelement <4 x float> poison, float %223, i32 0
  %225 = shufflevector <4 x float> %224, <4 x float> poison, <4 x i32> zeroinitializer
  %226 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %225, <4 x float> %83, <4 x float> %177)
  %227 = add nuw nsw i64 192, %190
  %228 = getelementptr inbounds nuw float, ptr %7, i64 %227
  %229 = load float, ptr %228, align 4
  %230 = insertelement <4 x float> poison, float %229, i32 0
  %231 = shufflevector <4 x float> %230, <4 x float> poison, <4 x i32> zeroinitializer
  %232 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %231, <4 x float> %83, <4 x float> %183)
  %233 = add nuw nsw i64 224, %190
  %234 = getelementptr inbounds nuw float, ptr %7, i64 %233
  %235 = load float, ptr %234, align 4
  %236 = insertelement <4 x float> poison, float %235, i32 0
  %237 = shufflevector <4 x float> %236, <4 x float> poison, <4 x i32> zeroinitializer
  %238 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %237, <4 x float> %83, <4 x float> %189)
  %239 = add i64 %25, 3
  %240 = add nuw nsw i64 0, %239
  %241 = getelementptr inbounds nuw float, ptr %7, i64 %240
  %242 = load float, ptr %241, align 4
  %243 = insertelement <4 x float> poison, float %242, i32 0
  %244 = shufflevector <4 x float> %243, <4 x float> poison, <4 x i32> zeroinitializer
  %245 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %244, <4 x float> %84, <4 x float> %196)
  %246 = add nuw nsw i64 32, %239
  %247 = getelementptr inbounds nuw float, ptr %7, i64 %246
  %248 = load float, ptr %247, align 4
  %249 = insertelement <4 x float> poison, float %248, i32 0
  %250 = shufflevector <4 x float> %249, <4 x float> poison, <4 x i32> zeroinitializer
  %251 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %250, <4 x float> %84, <4 x float> %202)
  %252 = add nuw nsw i64 64, %239
  %253 = getelementptr inbounds nuw float, ptr %7, i64 %252
  %254 = load float, ptr %253, align 4
  %255 = insertelement <4 x float> poison, float %254, i32 0
  %256 = shufflevector <4 x float> %255, <4 x float> poison, <4 x i32> zeroinitializer
  %257 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %256, <4 x float> %84, <4 x float> %208)
  %258 = add nuw nsw i64 96, %239
  %259 = getelementptr inbounds nuw float, ptr %7, i64 %258
  %260 = load float, ptr %259, align 4
  %261 = insertelement <4 x float> poison, float %260, i32 0
  %262 = shufflevector <4 x float> %261, <4 x float> poison, <4 x i32> zeroinitializer
  %263 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %262, <4 x float> %84, <4 x float> %214)
  %264 = add nuw nsw i64 128, %239
  %265 = getelementptr inbounds nuw float, ptr %7, i64 %264
  %266 = load float, ptr %265, align 4
  %267 = insertelement <4 x float> poison, float %266, i32 0
  %268 = shufflevector <4 x float> %267, <4 x float> poison, <4 x i32> zeroinitializer
  %269 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %268, <4 x float> %84, <4 x float> %220)
  %270 = add nuw nsw i64 160, %239
  %271 = getelementptr inbounds nuw float, ptr %7, i64 %270
  %272 = load float, ptr %271, align 4
  %273 = insertelement <4 x float> poison, float %272, i32 0
  %274 = shufflevector <4 x float> %273, <4 x float> poison, <4 x i32> zeroinitializer
  %275 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %274, <4 x float> %84, <4 x float> %226)
  %276 = add nuw nsw i64 192, %239
  %277 = getelementptr inbounds nuw float, ptr %7, i64 %276
  %278 = load float, ptr %277, align 4
  %279 = insertelement <4 x float> poison, float %278, i32 0
  %280 = shufflevector <4 x float> %279, <4 x float> poison, <4 x i32> zeroinitializer
  %281 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %280, <4 x float> %84, <4 x float> %232)
  %282 = add nuw nsw i64 224, %239
  %283 = getelementptr inbounds nuw float, ptr %7, i64 %282
  %284 = load float, ptr %283, align 4
  %285 = insertelement <4 x float> poison, float %284, i32 0
  %286 = shufflevector <4 x float> %285, <4 x float> poison, <4 x i32> zeroinitializer
  %287 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %286, <4 x float> %84, <4 x float> %238)
  %288 = insertvalue [8 x <4 x float>] poison, <4 x float> %245, 0
  %289 = insertvalue [8 x <4 x float>] %288, <4 x float> %251, 1
  %290 = insertvalue [8 x <4 x float>] %289, <4 x float> %257, 2
  %291 = insertvalue [8 x <4 x float>] %290, <4 x float> %263, 3
  %292 = insertvalue [8 x <4 x float>] %291, <4 x float> %269, 4
  %293 = insertvalue [8 x <4 x float>] %292, <4 x float> %275, 5
  %294 = insertvalue [8 x <4 x float>] %293, <4 x float> %281, 6
  %295 = insertvalue [8 x <4 x float>] %294, <4 x float> %287, 7
  %296 = add i64 %25, 4, !dbg !187
  br label %24, !dbg !187

297:                                              ; preds = %24
  %298 = add i64 0, %22, !dbg !189
  %299 = getelementptr float, ptr %16, i64 %298, !dbg !189
  %300 = load <4 x float>, ptr %299, align 4, !dbg !189
  %301 = add i64 32, %22, !dbg !189
  %302 = getelementptr float, ptr %16, i64 %301, !dbg !189
  %303 = load <4 x float>, ptr %302, align 4, !dbg !189
  %304 = add i64 64, %22, !dbg !189
  %305 = getelementptr float, ptr %16, i64 %304, !dbg !189
  %306 = load <4 x float>, ptr %305, align 4, !dbg !189
  %307 = add i64 96, %22, !dbg !189
  %308 = getelementptr float, ptr %16, i64 %307, !dbg !189
  %309 = load <4 x float>, ptr %308, align 4, !dbg !189
  %310 = add i64 128, %22, !dbg !189
  %311 = getelementptr float, ptr %16, i64 %310, !dbg !189
  %312 = load <4 x float>, ptr %311, align 4, !dbg !189
  %313 = add i64 160, %22, !dbg !189
  %314 = getelementptr float, ptr %16, i64 %313, !dbg !189
  %315 = load <4 x float>, ptr %314, align 4, !dbg !189
  %316 = add i64 192, %22, !dbg !189
  %317 = getelementptr float, ptr %16, i64 %316, !dbg !189
  %318 = load <4 x float>, ptr %317, align 4, !dbg !189
  %319 = add i64 224, %22, !dbg !189
  %320 = getelementptr float, ptr %16, i64 %319, !dbg !189
  %321 = load <4 x float>, ptr %320, align 4, !dbg !189
  %322 = getelementptr float, ptr @__constant_32xf32, i64 %22, !dbg !189
  %323 = load <4 x float>, ptr %322, align 4, !dbg !189
  %324 = extractvalue [8 x <4 x float>] %26, 0, !dbg !190
  %325 = fadd contract <4 x float> %324, %323, !dbg !190
  %326 = extractvalue [8 x <4 x float>] %26, 1, !dbg !190
  %327 = fadd contract <4 x float> %326, %323, !dbg !190
  %328 = extractvalue [8 x <4 x float>] %26, 2, !dbg !190
  %329 = fadd contract <4 x float> %328, %323, !dbg !190
  %330 = extractvalue [8 x <4 x float>] %26, 3, !dbg !190
  %331 = fadd contract <4 x float> %330, %323, !dbg !190
  %332 = extractvalue [8 x <4 x float>] %26, 4, !dbg !190
  %333 = fadd contract <4 x float> %332, %323, !dbg !190
  %334 = extractvalue [8 x <4 x float>] %26, 5, !dbg !190
  %335 = fadd contract <4 x float> %334, %323, !dbg !190
  %336 = extractvalue [8 x <4 x float>] %26, 6, !dbg !190
  %337 = fadd contract <4 x float> %336, %323, !dbg !190
  %338 = extractvalue [8 x <4 x float>] %26, 7, !dbg !190
  %339 = fadd contract <4 x float> %338, %323, !dbg !190
  %340 = fadd contract <4 x float> %300, %325, !dbg !191
  %341 = fadd contract <4 x float> %303, %327, !dbg !191
  %342 = fadd contract <4 x float> %306, %329, !dbg !191
  %343 = fadd contract <4 x float> %309, %331, !dbg !191
  %344 = fadd contract <4 x float> %312, %333, !dbg !191
  %345 = fadd contract <4 x float> %315, %335, !dbg !191
  %346 = fadd contract <4 x float> %318, %337, !dbg !191
  %347 = fadd contract <4 x float> %321, %339, !dbg !191
  %348 = getelementptr float, ptr %20, i64 %298, !dbg !187
  store <4 x float> %340, ptr %348, align 4, !dbg !187
  %349 = getelementptr float, ptr %20, i64 %301, !dbg !187
  store <4 x float> %341, ptr %349, align 4, !dbg !187
  %350 = getelementptr float, ptr %20, i64 %304, !dbg !187
  store <4 x float> %342, ptr %350, align 4, !dbg !187
  %351 = getelementptr float, ptr %20, i64 %307, !dbg !187
  store <4 x float> %343, ptr %351, align 4, !dbg !187
  %352 = getelementptr float, ptr %20, i64 %310, !dbg !187
  store <4 x float> %344, ptr %352, align 4, !dbg !187
  %353 = getelementptr float, ptr %20, i64 %313, !dbg !187
  store <4 x float> %345, ptr %353, align 4, !dbg !187
  %354 = getelementptr float, ptr %20, i64 %316, !dbg !187
  store <4 x float> %346, ptr %354, align 4, !dbg !187
  %355 = getelementptr float, ptr %20, i64 %319, !dbg !187
  store <4 x float> %347, ptr %355, align 4, !dbg !187
  %356 = add i64 %22, 4, !dbg !187
  br label %21, !dbg !187

357:                                              ; preds = %21
  ret i32 0, !dbg !188
}

define internal i32 @main_dispatch_10_reduction_8x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !107 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !192
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 9, !dbg !192
  %6 = load i32, ptr %5, align 4, !dbg !192
  %7 = getelementptr i32, ptr %5, i32 1, !dbg !193
  %8 = load i32, ptr %7, align 4, !dbg !193
  %9 = zext i32 %6 to i64, !dbg !194
  %10 = zext i32 %8 to i64, !dbg !195
  %11 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !196
  %12 = load ptr, ptr %11, align 8, !dbg !196
  %13 = getelementptr i8, ptr %12, i64 %9, !dbg !196
  call void @llvm.assume(i1 true) [ "align"(ptr %13, i64 64) ], !dbg !196
  %14 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !197
  %15 = extractvalue %iree_hal_executable_dispatch_state_v0_t %14, 10, !dbg !197
  %16 = getelementptr ptr, ptr %15, i32 1, !dbg !197
  %17 = load ptr, ptr %16, align 8, !dbg !197
  %18 = getelementptr i8, ptr %17, i64 %10, !dbg !197
  call void @llvm.assume(i1 true) [ "align"(ptr %18, i64 64) ], !dbg !197
  %19 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !198
  %20 = extractvalue %iree_hal_executable_workgroup_state_v0_t %19, 0, !dbg !198
  %21 = zext i32 %20 to i64, !dbg !198
  br label %22, !dbg !198

22:                                               ; preds = %26, %3
  %23 = phi i64 [ %34, %26 ], [ 0, %3 ], !dbg !198
  %24 = phi <1 x float> [ %33, %26 ], [ zeroinitializer, %3 ], !dbg !198
  %25 = icmp slt i64 %23, 32, !dbg !198
  br i1 %25, label %26, label %35, !dbg !198

26:                                               ; preds = %22
  %27 = mul i64 %21, 32, !dbg !198
  %28 = add i64 %27, %23, !dbg !198
  %29 = getelementptr float, ptr %13, i64 %28, !dbg !198
  %30 = load <4 x float>, ptr %29, align 4, !dbg !198
  %31 = extractelement <1 x float> %24, i64 0, !dbg !203
  %32 = call float @llvm.vector.reduce.fadd.v4f32(float %31, <4 x float> %30), !dbg !203
  %33 = insertelement <1 x float> poison, float %32, i32 0, !dbg !203
  %34 = add i64 %23, 4, !dbg !198
  br label %22, !dbg !198

35:                                               ; preds = %22
  %36 = fdiv <1 x float> %24, splat (float 3.200000e+01), !dbg !199
  br label %37, !dbg !200

37:                                               ; preds = %40, %35
  %38 = phi i64 [ %50, %40 ], [ 0, %35 ], !dbg !200
  %39 = icmp slt i64 %38, 32, !dbg !200
  br i1 %39, label %40, label %51, !dbg !200

40:                                               ; preds = %37
  %41 = mul i64 %21, 32, !dbg !200
  %42 = add i64 %41, %38, !dbg !200
  %43 = getelementptr float, ptr %13, i64 %42, !dbg !200
  %44 = load <4 x float>, ptr %43, align 4, !dbg !200
  %45 = extractelement <1 x float> %36, i64 0, !dbg !202
  %46 = insertelement <4 x float> poison, float %45, i32 0, !dbg !202
  %47 = shufflevector <4 x float> %46, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !202
  %48 = fsub contract <4 x float> %44, %47, !dbg !202
  %49 = getelementptr float, ptr %18, i64 %42, !dbg !200
  store <4 x float> %48, ptr %49, align 4, !dbg !200
  %50 = add i64 %38, 4, !dbg !200
  br label %37, !dbg !200

51:                                               ; preds = %37
  ret i32 0, !dbg !201
}

define internal i32 @main_dispatch_11_reduction_8x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !110 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !204
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !204
  %6 = load ptr, ptr %5, align 8, !dbg !204
  %7 = getelementptr i8, ptr %6, i32 1024, !dbg !204
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !204
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !205
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !205
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !205
  %11 = load ptr, ptr %10, align 8, !dbg !205
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !205
  %12 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !206
  %13 = extractvalue %iree_hal_executable_workgroup_state_v0_t %12, 0, !dbg !206
  %14 = zext i32 %13 to i64, !dbg !206
  br label %15, !dbg !206

15:                                               ; preds = %19, %3
  %16 = phi i64 [ %28, %19 ], [ 0, %3 ], !dbg !206
  %17 = phi <1 x float> [ %27, %19 ], [ zeroinitializer, %3 ], !dbg !206
  %18 = icmp slt i64 %16, 32, !dbg !206
  br i1 %18, label %19, label %29, !dbg !206

19:                                               ; preds = %15
  %20 = mul i64 %14, 32, !dbg !206
  %21 = add i64 %20, %16, !dbg !206
  %22 = getelementptr float, ptr %7, i64 %21, !dbg !206
  %23 = load <4 x float>, ptr %22, align 4, !dbg !206
  %24 = extractelement <1 x float> %17, i64 0, !dbg !215
  %25 = fmul contract <4 x float> %23, %23, !dbg !215
  %26 = call float @llvm.vector.reduce.fadd.v4f32(float %24, <4 x float> %25), !dbg !215
  %27 = insertelement <1 x float> poison, float %26, i32 0, !dbg !215
  %28 = add i64 %16, 4, !dbg !206
  br label %15, !dbg !206

29:                                               ; preds = %15
  %30 = fdiv <1 x float> %17, splat (float 3.200000e+01), !dbg !207
  %31 = fadd contract <1 x float> %30, splat (float f0x3727C5AC), !dbg !208
  %32 = call <1 x float> @llvm.sqrt.v1f32(<1 x float> %31), !dbg !209
  %33 = fdiv <1 x float> splat (float 1.000000e+00), %32, !dbg !209
  br label %34, !dbg !210

34:                                               ; preds = %37, %29
  %35 = phi i64 [ %53, %37 ], [ 0, %29 ], !dbg !210
  %36 = icmp slt i64 %35, 32, !dbg !210
  br i1 %36, label %37, label %54, !dbg !210

37:                                               ; preds = %34
  %38 = mul i64 %14, 32, !dbg !210
  %39 = add i64 %38, %35, !dbg !210
  %40 = getelementptr float, ptr %7, i64 %39, !dbg !210
  %41 = load <4 x float>, ptr %40, align 4, !dbg !210
  %42 = getelementptr float, ptr @__constant_32xf32_0, i64 %35, !dbg !210
  %43 = load <4 x float>, ptr %42, align 4, !dbg !210
  %44 = getelementptr float, ptr @__constant_32xf32_1, i64 %35, !dbg !210
  %45 = load <4 x float>, ptr %44, align 4, !dbg !210
  %46 = extractelement <1 x float> %33, i64 0, !dbg !212
  %47 = insertelement <4 x float> poison, float %46, i32 0, !dbg !212
  %48 = shufflevector <4 x float> %47, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !212
  %49 = fmul contract <4 x float> %41, %48, !dbg !212
  %50 = fmul contract <4 x float> %49, %43, !dbg !213
  %51 = fadd contract <4 x float> %50, %45, !dbg !214
  %52 = getelementptr float, ptr %11, i64 %39, !dbg !210
  store <4 x float> %51, ptr %52, align 4, !dbg !210
  %53 = add i64 %35, 4, !dbg !210
  br label %34, !dbg !210

54:                                               ; preds = %34
  ret i32 0, !dbg !211
}

define internal i32 @main_dispatch_12_matmul_8x64x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !113 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !217
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !217
  %6 = load ptr, ptr %5, align 8, !dbg !217
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !217
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !218
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !218
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !218
  %10 = load ptr, ptr %9, align 8, !dbg !218
  %11 = getelementptr i8, ptr %10, i32 16768, !dbg !218
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !218
  %12 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !219
  %13 = extractvalue %iree_hal_executable_dispatch_state_v0_t %12, 10, !dbg !219
  %14 = getelementptr ptr, ptr %13, i32 2, !dbg !219
  %15 = load ptr, ptr %14, align 8, !dbg !219
  %16 = getelementptr i8, ptr %15, i32 1024, !dbg !219
  call void @llvm.assume(i1 true) [ "align"(ptr %16, i64 64) ], !dbg !219
  br label %17, !dbg !220

17:                                               ; preds = %293, %3
  %18 = phi i64 [ %344, %293 ], [ 0, %3 ], !dbg !220
  %19 = icmp slt i64 %18, 64, !dbg !220
  br i1 %19, label %20, label %345, !dbg !220

20:                                               ; preds = %24, %17
  %21 = phi i64 [ %292, %24 ], [ 0, %17 ], !dbg !220
  %22 = phi [8 x <4 x float>] [ %291, %24 ], [ zeroinitializer, %17 ], !dbg !220
  %23 = icmp slt i64 %21, 32, !dbg !220
  br i1 %23, label %24, label %293, !dbg !220

24:                                               ; preds = %20
  %25 = mul i64 %18, 32, !dbg !220
  %26 = add i64 %25, %21, !dbg !220
  %27 = getelementptr float, ptr %11, i64 %26, !dbg !220
  %28 = load <4 x float>, ptr %27, align 4, !dbg !220
  %29 = add i64 %18, 1, !dbg !220
  %30 = mul i64 %29, 32, !dbg !220
  %31 = add i64 %30, %21, !dbg !220
  %32 = getelementptr float, ptr %11, i64 %31, !dbg !220
  %33 = load <4 x float>, ptr %32, align 4, !dbg !220
  %34 = add i64 %18, 2, !dbg !220
  %35 = mul i64 %34, 32, !dbg !220
  %36 = add i64 %35, %21, !dbg !220
  %37 = getelementptr float, ptr %11, i64 %36, !dbg !220
  %38 = load <4 x float>, ptr %37, align 4, !dbg !220
  %39 = add i64 %18, 3, !dbg !220
  %40 = mul i64 %39, 32, !dbg !220
  %41 = add i64 %40, %21, !dbg !220
  %42 = getelementptr float, ptr %11, i64 %41, !dbg !220
  %43 = load <4 x float>, ptr %42, align 4, !dbg !220
  %44 = extractelement <4 x float> %28, i64 0, !dbg !220
  %45 = extractelement <4 x float> %28, i64 1, !dbg !220
  %46 = extractelement <4 x float> %28, i64 2, !dbg !220
  %47 = extractelement <4 x float> %28, i64 3, !dbg !220
  %48 = extractelement <4 x float> %33, i64 0, !dbg !220
  %49 = extractelement <4 x float> %33, i64 1, !dbg !220
  %50 = extractelement <4 x float> %33, i64 2, !dbg !220
  %51 = extractelement <4 x float> %33, i64 3, !dbg !220
  %52 = extractelement <4 x float> %38, i64 0, !dbg !220
  %53 = extractelement <4 x float> %38, i64 1, !dbg !220
  %54 = extractelement <4 x float> %38, i64 2, !dbg !220
  %55 = extractelement <4 x float> %38, i64 3, !dbg !220
  %56 = extractelement <4 x float> %43, i64 0, !dbg !220
  %57 = extractelement <4 x float> %43, i64 1, !dbg !220
  %58 = extractelement <4 x float> %43, i64 2, !dbg !220
  %59 = extractelement <4 x float> %43, i64 3, !dbg !220
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
  %86 = extractvalue [8 x <4 x float>] %22, 0
  %87 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %85, <4 x float> %77, <4 x float> %86)
  %88 = add nuw nsw i64 32, %21
  %89 = getelementptr inbounds nuw float, ptr %6, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = insertelement <4 x float> poison, float %90, i32 0
  %92 = shufflevector <4 x float> %91, <4 x float> poison, <4 x i32> zeroinitializer
  %93 = extractvalue [8 x <4 x float>] %22, 1
  %94 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %92, <4 x float> %77, <4 x float> %93)
  %95 = add nuw nsw i64 64, %21
  %96 = getelementptr inbounds nuw float, ptr %6, i64 %95
  %97 = load float, ptr %96, align 4
  %98 = insertelement <4 x float> poison, float %97, i32 0
  %99 = shufflevector <4 x float> %98, <4 x float> poison, <4 x i32> zeroinitializer
  %100 = extractvalue [8 x <4 x float>] %22, 2
  %101 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %99, <4 x float> %77, <4 x float> %100)
  %102 = add nuw nsw i64 96, %21
  %103 = getelementptr inbounds nuw float, ptr %6, i64 %102
  %104 = load float, ptr %103, align 4
  %105 = insertelement <4 x float> poison, float %104, i32 0
  %106 = shufflevector <4 x float> %105, <4 x float> poison, <4 x i32> zeroinitializer
  %107 = extractvalue [8 x <4 x float>] %22, 3
  %108 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %106, <4 x float> %77, <4 x float> %107)
  %109 = add nuw nsw i64 128, %21
  %110 = getelementptr inbounds nuw float, ptr %6, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = insertelement <4 x float> poison, float %111, i32 0
  %113 = shufflevector <4 x float> %112, <4 x float> poison, <4 x i32> zeroinitializer
  %114 = extractvalue [8 x <4 x float>] %22, 4
  %115 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %113, <4 x float> %77, <4 x float> %114)
  %116 = add nuw nsw i64 160, %21
  %117 = getelementptr inbounds nuw float, ptr %6, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = insertelement <4 x float> poison, float %118, i32 0
  %120 = shufflevector <4 x float> %119, <4 x float> poison, <4 x i32> zeroinitializer
  %121 = extractvalue [8 x <4 x float>] %22, 5
  %122 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %120, <4 x float> %77, <4 x float> %121)
  %123 = add nuw nsw i64 192, %21
  %124 = getelementptr inbounds nuw float, ptr %6, i64 %123
  %125 = load float, ptr %124, align 4
  %126 = insertelement <4 x float> poison, float %125, i32 0
  %127 = shufflevector <4 x float> %126, <4 x float> poison, <4 x i32> zeroinitializer
  %128 = extractvalue [8 x <4 x float>] %22, 6
  %129 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %127, <4 x float> %77, <4 x float> %128)
  %130 = add nuw nsw i64 224, %21
  %131 = getelementptr inbounds nuw float, ptr %6, i64 %130
  %132 = load float, ptr %131, align 4
  %133 = insertelement <4 x float> poison, float %132, i32 0
  %134 = shufflevector <4 x float> %133, <4 x float> poison, <4 x i32> zeroinitializer
  %135 = extractvalue [8 x <4 x float>] %22, 7
  %136 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %134, <4 x float> %77, <4 x float> %135)
  %137 = add i64 %21, 1
  %138 = add nuw nsw i64 0, %137
  %139 = getelementptr inbounds nuw float, ptr %6, i64 %138
  %140 = load float, ptr %139, align 4
  %141 = insertelement <4 x float> poison, float %140, i32 0
  %142 = shufflevector <4 x float> %141, <4 x float> poison, <4 x i32> zeroinitializer
  %143 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %142, <4 x float> %78, <4 x float> %87)
  %144 = add nuw nsw i64 32, %137
  %145 = getelementptr inbounds nuw float, ptr %6, i64 %144
  %146 = load float, ptr %145, align 4
  %147 = insertelement <4 x float> poison, float %146, i32 0
  %148 = shufflevector <4 x float> %147, <4 x float> poison, <4 x i32> zeroinitializer
  %149 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %148, <4 x float> %78, <4 x float> %94)
  %150 = add nuw nsw i64 64, %137
  %151 = getelementptr inbounds nuw float, ptr %6, i64 %150
  %152 = load float, ptr %151, align 4
  %153 = insertelement <4 x float> poison, float %152, i32 0
  %154 = shufflevector <4 x float> %153, <4 x float> poison, <4 x i32> zeroinitializer
  %155 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %154, <4 x float> %78, <4 x float> %101)
  %156 = add nuw nsw i64 96, %137
  %157 = getelementptr inbounds nuw float, ptr %6, i64 %156
  %158 = load float, ptr %157, align 4
  %159 = insertelement <4 x float> poison, float %158, i32 0
  %160 = shufflevector <4 x float> %159, <4 x float> poison, <4 x i32> zeroinitializer
  %161 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %160, <4 x float> %78, <4 x float> %108)
  %162 = add nuw nsw i64 128, %137
  %163 = getelementptr inbounds nuw float, ptr %6, i64 %162
  %164 = load float, ptr %163, align 4
  %165 = insertelement <4 x float> poison, float %164, i32 0
  %166 = shufflevector <4 x float> %165, <4 x float> poison, <4 x i32> zeroinitializer
  %167 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %166, <4 x float> %78, <4 x float> %115)
  %168 = add nuw nsw i64 160, %137
  %169 = getelementptr inbounds nuw float, ptr %6, i64 %168
  %170 = load float, ptr %169, align 4
  %171 = insertelement <4 x float> poison, float %170, i32 0
  %172 = shufflevector <4 x float> %171, <4 x float> poison, <4 x i32> zeroinitializer
  %173 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %172, <4 x float> %78, <4 x float> %122)
  %174 = add nuw nsw i64 192, %137
  %175 = getelementptr inbounds nuw float, ptr %6, i64 %174
  %176 = load float, ptr %175, align 4
  %177 = insertelement <4 x float> poison, float %176, i32 0
  %178 = shufflevector <4 x float> %177, <4 x float> poison, <4 x i32> zeroinitializer
  %179 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %178, <4 x float> %78, <4 x float> %129)
  %180 = add nuw nsw i64 224, %137
  %181 = getelementptr inbounds nuw float, ptr %6, i64 %180
  %182 = load float, ptr %181, align 4
  %183 = insertelement <4 x float> poison, float %182, i32 0
  %184 = shufflevector <4 x float> %183, <4 x float> poison, <4 x i32> zeroinitializer
  %185 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %184, <4 x float> %78, <4 x float> %136)
  %186 = add i64 %21, 2
  %187 = add nuw nsw i64 0, %186
  %188 = getelementptr inbounds nuw float, ptr %6, i64 %187
  %189 = load float, ptr %188, align 4
  %190 = insertelement <4 x float> poison, float %189, i32 0
  %191 = shufflevector <4 x float> %190, <4 x float> poison, <4 x i32> zeroinitializer
  %192 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %191, <4 x float> %79, <4 x float> %143)
  %193 = add nuw nsw i64 32, %186
  %194 = getelementptr inbounds nuw float, ptr %6, i64 %193
  %195 = load float, ptr %194, align 4
  %196 = insertelement <4 x float> poison, float %195, i32 0
  %197 = shufflevector <4 x float> %196, <4 x float> poison, <4 x i32> zeroinitializer
  %198 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %197, <4 x float> %79, <4 x float> %149)
  %199 = add nuw nsw i64 64, %186
  %200 = getelementptr inbounds nuw float, ptr %6, i64 %199
  %201 = load float, ptr %200, align 4
  %202 = insertelement <4 x float> poison, float %201, i32 0
  %203 = shufflevector <4 x float> %202, <4 x float> poison, <4 x i32> zeroinitializer
  %204 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %203, <4 x float> %79, <4 x float> %155)
  %205 = add nuw nsw i64 96, %186
  %206 = getelementptr inbounds nuw float, ptr %6, i64 %205
  %207 = load float, ptr %206, align 4
  %208 = insertelement <4 x float> poison, float %207, i32 0
  %209 = shufflevector <4 x float> %208, <4 x float> poison, <4 x i32> zeroinitializer
  %210 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %209, <4 x float> %79, <4 x float> %161)
  %211 = add nuw nsw i64 128, %186
  %212 = getelementptr inbounds nuw float, ptr %6, i64 %211
  %213 = load float, ptr %212, align 4
  %214 = insertelement <4 x float> poison, float %213, i32 0
  %215 = shufflevector <4 x float> %214, <4 x float> poison, <4 x i32> zeroinitializer
  %216 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %215, <4 x float> %79, <4 x float> %167)
  %217 = add nuw nsw i64 160, %186
  %218 = getelementptr inbounds nuw float, ptr %6, i64 %217
  %219 = load float, ptr %218, align 4
  %220 = insertelement <4 x float> poison, float %219, i32 0
  %221 = shufflevector <4 x float> %220, <4 x float> poison, <4 x i32> zeroinitializer
  %222 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %221, <4 x float> %79, <4 x float> %173)
  %223 = add nuw nsw i64 192, %186
  %224 = getelementptr inbounds nuw float, ptr %6, i64 %223
  %225 = load float, ptr %224, align 4
  %226 = insertelement <4 x float> poison, float %225, i32 0
  %227 = shufflevector <4 x float> %226, <4 x float> poison, <4 x i32> zeroinitializer
  %228 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %227, <4 x float> %79, <4 x float> %179)
  %229 = add nuw nsw i64 224, %186
  %230 = getelementptr inbounds nuw float, ptr %6, i64 %229
  %231 = load float, ptr %230, align 4
  %232 = insertelement <4 x float> poison, float %231, i32 0
  %233 = shufflevector <4 x float> %232, <4 x float> poison, <4 x i32> zeroinitializer
  %234 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %233, <4 x float> %79, <4 x float> %185)
  %235 = add i64 %21, 3
  %236 = add nuw nsw i64 0, %235
  %237 = getelementptr inbounds nuw float, ptr %6, i64 %236
  %238 = load float, ptr %237, align 4
  %239 = insertelement <4 x float> poison, float %238, i32 0
  %240 = shufflevector <4 x float> %239, <4 x float> poison, <4 x i32> zeroinitializer
  %241 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %240, <4 x float> %80, <4 x float> %192)
  %242 = add nuw nsw i64 32, %235
  %243 = getelementptr inbounds nuw float, ptr %6, i64 %242
  %244 = load float, ptr %243, align 4
  %245 = insertelement <4 x float> poison, float %244, i32 0
  %246 = shufflevector <4 x float> %245, <4 x float> poison, <4 x i32> zeroinitializer
  %247 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %246, <4 x float> %80, <4 x float> %198)
  %248 = add nuw nsw i64 64, %235
  %249 = getelementptr inbounds nuw float, ptr %6, i64 %248
  %250 = load float, ptr %249, align 4
  %251 = insertelement <4 x float> poison, float %250, i32 0
  %252 = shufflevector <4 x float> %251, <4 x float> poison, <4 x i32> zeroinitializer
  %253 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %252, <4 x float> %80, <4 x float> %204)
  %254 = add nuw nsw i64 96, %235
  %255 = getelementptr inbounds nuw float, ptr %6, i64 %254
  %256 = load float, ptr %255, align 4
  %257 = insertelement <4 x float> poison, float %256, i32 0
  %258 = shufflevector <4 x float> %257, <4 x float> poison, <4 x i32> zeroinitializer
  %259 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %258, <4 x float> %80, <4 x float> %210)
  %260 = add nuw nsw i64 128, %235
  %261 = getelementptr inbounds nuw float, ptr %6, i64 %260
  %262 = load float, ptr %261, align 4
  %263 = insertelement <4 x float> poison, float %262, i32 0
  %264 = shufflevector <4 x float> %263, <4 x float> poison, <4 x i32> zeroinitializer
  %265 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %264, <4 x float> %80, <4 x float> %216)
  %266 = add nuw nsw i64 160, %235
  %267 = getelementptr inbounds nuw float, ptr %6, i64 %266
  %268 = load float, ptr %267, align 4
  %269 = insertelement <4 x float> poison, float %268, i32 0
  %270 = shufflevector <4 x float> %269, <4 x float> poison, <4 x i32> zeroinitializer
  %271 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %270, <4 x float> %80, <4 x float> %222)
  %272 = add nuw nsw i64 192, %235
  %273 = getelementptr inbounds nuw float, ptr %6, i64 %272
  %274 = load float, ptr %273, align 4
  %275 = insertelement <4 x float> poison, float %274, i32 0
  %276 = shufflevector <4 x float> %275, <4 x float> poison, <4 x i32> zeroinitializer
  %277 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %276, <4 x float> %80, <4 x float> %228)
  %278 = add nuw nsw i64 224, %235
  %279 = getelementptr inbounds nuw float, ptr %6, i64 %278
  %280 = load float, ptr %279, align 4
  %281 = insertelement <4 x float> poison, float %280, i32 0
  %282 = shufflevector <4 x float> %281, <4 x float> poison, <4 x i32> zeroinitializer
  %283 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %282, <4 x float> %80, <4 x float> %234)
  %284 = insertvalue [8 x <4 x float>] poison, <4 x float> %241, 0
  %285 = insertvalue [8 x <4 x float>] %284, <4 x float> %247, 1
  %286 = insertvalue [8 x <4 x float>] %285, <4 x float> %253, 2
  %287 = insertvalue [8 x <4 x float>] %286, <4 x float> %259, 3
  %288 = insertvalue [8 x <4 x float>] %287, <4 x float> %265, 4
  %289 = insertvalue [8 x <4 x float>] %288, <4 x float> %271, 5
  %290 = insertvalue [8 x <4 x float>] %289, <4 x float> %277, 6
  %291 = insertvalue [8 x <4 x float>] %290, <4 x float> %283, 7
  %292 = add i64 %21, 4, !dbg !220
  br label %20, !dbg !220

293:                                              ; preds = %20
  %294 = getelementptr float, ptr @__constant_64xf32, i64 %18, !dbg !222
  %295 = load <4 x float>, ptr %294, align 4, !dbg !222
  %296 = extractvalue [8 x <4 x float>] %22, 0, !dbg !223
  %297 = fadd contract <4 x float> %296, %295, !dbg !223
  %298 = extractvalue [8 x <4 x float>] %22, 1, !dbg !223
  %299 = fadd contract <4 x float> %298, %295, !dbg !223
  %300 = extractvalue [8 x <4 x float>] %22, 2, !dbg !223
  %301 = fadd contract <4 x float> %300, %295, !dbg !223
  %302 = extractvalue [8 x <4 x float>] %22, 3, !dbg !223
  %303 = fadd contract <4 x float> %302, %295, !dbg !223
  %304 = extractvalue [8 x <4 x float>] %22, 4, !dbg !223
  %305 = fadd contract <4 x float> %304, %295, !dbg !223
  %306 = extractvalue [8 x <4 x float>] %22, 5, !dbg !223
  %307 = fadd contract <4 x float> %306, %295, !dbg !223
  %308 = extractvalue [8 x <4 x float>] %22, 6, !dbg !223
  %309 = fadd contract <4 x float> %308, %295, !dbg !223
  %310 = extractvalue [8 x <4 x float>] %22, 7, !dbg !223
  %311 = fadd contract <4 x float> %310, %295, !dbg !223
  %312 = fcmp ugt <4 x float> %297, zeroinitializer, !dbg !224
  %313 = fcmp ugt <4 x float> %299, zeroinitializer, !dbg !224
  %314 = fcmp ugt <4 x float> %301, zeroinitializer, !dbg !224
  %315 = fcmp ugt <4 x float> %303, zeroinitializer, !dbg !224
  %316 = fcmp ugt <4 x float> %305, zeroinitializer, !dbg !224
  %317 = fcmp ugt <4 x float> %307, zeroinitializer, !dbg !224
  %318 = fcmp ugt <4 x float> %309, zeroinitializer, !dbg !224
  %319 = fcmp ugt <4 x float> %311, zeroinitializer, !dbg !224
  %320 = select <4 x i1> %312, <4 x float> %297, <4 x float> zeroinitializer, !dbg !225
  %321 = select <4 x i1> %313, <4 x float> %299, <4 x float> zeroinitializer, !dbg !225
  %322 = select <4 x i1> %314, <4 x float> %301, <4 x float> zeroinitializer, !dbg !225
  %323 = select <4 x i1> %315, <4 x float> %303, <4 x float> zeroinitializer, !dbg !225
  %324 = select <4 x i1> %316, <4 x float> %305, <4 x float> zeroinitializer, !dbg !225
  %325 = select <4 x i1> %317, <4 x float> %307, <4 x float> zeroinitializer, !dbg !225
  %326 = select <4 x i1> %318, <4 x float> %309, <4 x float> zeroinitializer, !dbg !225
  %327 = select <4 x i1> %319, <4 x float> %311, <4 x float> zeroinitializer, !dbg !225
  %328 = add i64 0, %18, !dbg !220
  %329 = getelementptr float, ptr %16, i64 %328, !dbg !220
  store <4 x float> %320, ptr %329, align 4, !dbg !220
  %330 = add i64 64, %18, !dbg !220
  %331 = getelementptr float, ptr %16, i64 %330, !dbg !220
  store <4 x float> %321, ptr %331, align 4, !dbg !220
  %332 = add i64 128, %18, !dbg !220
  %333 = getelementptr float, ptr %16, i64 %332, !dbg !220
  store <4 x float> %322, ptr %333, align 4, !dbg !220
  %334 = add i64 192, %18, !dbg !220
  %335 = getelementptr float, ptr %16, i64 %334, !dbg !220
  store <4 x float> %323, ptr %335, align 4, !dbg !220
  %336 = add i64 256, %18, !dbg !220
  %337 = getelementptr float, ptr %16, i64 %336, !dbg !220
  store <4 x float> %324, ptr %337, align 4, !dbg !220
  %338 = add i64 320, %18, !dbg !220
  %339 = getelementptr float, ptr %16, i64 %338, !dbg !220
  store <4 x float> %325, ptr %339, align 4, !dbg !220
  %340 = add i64 384, %18, !dbg !220
  %341 = getelementptr float, ptr %16, i64 %340, !dbg !220
  store <4 x float> %326, ptr %341, align 4, !dbg !220
  %342 = add i64 448, %18, !dbg !220
  %343 = getelementptr float, ptr %16, i64 %342, !dbg !220
  store <4 x float> %327, ptr %343, align 4, !dbg !220
  %344 = add i64 %18, 4, !dbg !220
  br label %17, !dbg !220

345:                                              ; preds = %17
  ret i32 0, !dbg !221
}

define internal i32 @main_dispatch_13_matmul_8x32x64_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !116 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !227
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !227
  %6 = load ptr, ptr %5, align 8, !dbg !227
  %7 = getelementptr i8, ptr %6, i32 1024, !dbg !227
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !227
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !228
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !228
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !228
  %11 = load ptr, ptr %10, align 8, !dbg !228
  %12 = getelementptr i8, ptr %11, i32 24960, !dbg !228
  call void @llvm.assume(i1 true) [ "align"(ptr %12, i64 64) ], !dbg !228
  %13 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !229
  %14 = extractvalue %iree_hal_executable_dispatch_state_v0_t %13, 10, !dbg !229
  %15 = load ptr, ptr %14, align 8, !dbg !229
  call void @llvm.assume(i1 true) [ "align"(ptr %15, i64 64) ], !dbg !229
  %16 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !230
  %17 = extractvalue %iree_hal_executable_dispatch_state_v0_t %16, 10, !dbg !230
  %18 = getelementptr ptr, ptr %17, i32 2, !dbg !230
  %19 = load ptr, ptr %18, align 8, !dbg !230
  %20 = getelementptr i8, ptr %19, i32 3072, !dbg !230
  call void @llvm.assume(i1 true) [ "align"(ptr %20, i64 64) ], !dbg !230
  br label %21, !dbg !231

21:                                               ; preds = %297, %3
  %22 = phi i64 [ %356, %297 ], [ 0, %3 ], !dbg !231
  %23 = icmp slt i64 %22, 32, !dbg !231
  br i1 %23, label %24, label %357, !dbg !231

24:                                               ; preds = %28, %21
  %25 = phi i64 [ %296, %28 ], [ 0, %21 ], !dbg !231
  %26 = phi [8 x <4 x float>] [ %295, %28 ], [ zeroinitializer, %21 ], !dbg !231
  %27 = icmp slt i64 %25, 64, !dbg !231
  br i1 %27, label %28, label %297, !dbg !231

28:                                               ; preds = %24
  %29 = mul i64 %22, 64, !dbg !231
  %30 = add i64 %29, %25, !dbg !231
  %31 = getelementptr float, ptr %12, i64 %30, !dbg !231
  %32 = load <4 x float>, ptr %31, align 4, !dbg !231
  %33 = add i64 %22, 1, !dbg !231
  %34 = mul i64 %33, 64, !dbg !231
  %35 = add i64 %34, %25, !dbg !231
  %36 = getelementptr float, ptr %12, i64 %35, !dbg !231
  %37 = load <4 x float>, ptr %36, align 4, !dbg !231
  %38 = add i64 %22, 2, !dbg !231
  %39 = mul i64 %38, 64, !dbg !231
  %40 = add i64 %39, %25, !dbg !231
  %41 = getelementptr float, ptr %12, i64 %40, !dbg !231
  %42 = load <4 x float>, ptr %41, align 4, !dbg !231
  %43 = add i64 %22, 3, !dbg !231
  %44 = mul i64 %43, 64, !dbg !231
  %45 = add i64 %44, %25, !dbg !231
  %46 = getelementptr float, ptr %12, i64 %45, !dbg !231
  %47 = load <4 x float>, ptr %46, align 4, !dbg !231
  %48 = extractelement <4 x float> %32, i64 0, !dbg !231
  %49 = extractelement <4 x float> %32, i64 1, !dbg !231
  %50 = extractelement <4 x float> %32, i64 2, !dbg !231
  %51 = extractelement <4 x float> %32, i64 3, !dbg !231
  %52 = extractelement <4 x float> %37, i64 0, !dbg !231
  %53 = extractelement <4 x float> %37, i64 1, !dbg !231
  %54 = extractelement <4 x float> %37, i64 2, !dbg !231
  %55 = extractelement <4 x float> %37, i64 3, !dbg !231
  %56 = extractelement <4 x float> %42, i64 0, !dbg !231
  %57 = extractelement <4 x float> %42, i64 1, !dbg !231
  %58 = extractelement <4 x float> %42, i64 2, !dbg !231
  %59 = extractelement <4 x float> %42, i64 3, !dbg !231
  %60 = extractelement <4 x float> %47, i64 0, !dbg !231
  %61 = extractelement <4 x float> %47, i64 1, !dbg !231
  %62 = extractelement <4 x float> %47, i64 2, !dbg !231
  %63 = extractelement <4 x float> %47, i64 3, !dbg !231
  %64 = insertelement <16 x float> poison, float %48, i64 0
  %65 = insertelement <16 x float> %64, float %49, i64 1
  %66 = insertelement <16 x float> %65, float %50, i64 2
  %67 = insertelement <16 x float> %66, float %51, i64 3
  %68 = insertelement <16 x float> %67, float %52, i64 4
  %69 = insertelement <16 x float> %68, float %53, i64 5
  %70 = insertelement <16 x float> %69, float %54, i64 6
  %71 = insertelement <16 x float> %70, float %55, i64 7
  %72 = insertelement <16 x float> %71, float %56, i64 8
  %73 = insertelement <16 x float> %72, float %57, i64 9
  %74 = insertelement <16 x float> %73, float %58, i64 10
  %75 = insertelement <16 x float> %74, float %59, i64 11
  %76 = insertelement <16 x float> %75, float %60, i64 12
  %77 = insertelement <16 x float> %76, float %61, i64 13
  %78 = insertelement <16 x float> %77, float %62, i64 14
  %79 = insertelement <16 x float> %78, float %63, i64 15
  %80 = shufflevector <16 x float> %79, <16 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  %81 = shufflevector <16 x float> %80, <16 x float> %80, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %82 = shufflevector <16 x float> %80, <16 x float> %80, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %83 = shufflevector <16 x float> %80, <16 x float> %80, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %84 = shufflevector <16 x float> %80, <16 x float> %80, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %85 = add nuw nsw i64 0, %25
  %86 = getelementptr inbounds nuw float, ptr %7, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = insertelement <4 x float> poison, float %87, i32 0
  %89 = shufflevector <4 x float> %88, <4 x float> poison, <4 x i32> zeroinitializer
  %90 = extractvalue [8 x <4 x float>] %26, 0
  %91 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %89, <4 x float> %81, <4 x float> %90)
  %92 = add nuw nsw i64 64, %25
  %93 = getelementptr inbounds nuw float, ptr %7, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = insertelement <4 x float> poison, float %94, i32 0
  %96 = shufflevector <4 x float> %95, <4 x float> poison, <4 x i32> zeroinitializer
  %97 = extractvalue [8 x <4 x float>] %26, 1
  %98 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %96, <4 x float> %81, <4 x float> %97)
  %99 = add nuw nsw i64 128, %25
  %100 = getelementptr inbounds nuw float, ptr %7, i64 %99
  %101 = load float, ptr %100, align 4
  %102 = insertelement <4 x float> poison, float %101, i32 0
  %103 = shufflevector <4 x float> %102, <4 x float> poison, <4 x i32> zeroinitializer
  %104 = extractvalue [8 x <4 x float>] %26, 2
  %105 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %103, <4 x float> %81, <4 x float> %104)
  %106 = add nuw nsw i64 192, %25
  %107 = getelementptr inbounds nuw float, ptr %7, i64 %106
  %108 = load float, ptr %107, align 4
  %109 = insertelement <4 x float> poison, float %108, i32 0
  %110 = shufflevector <4 x float> %109, <4 x float> poison, <4 x i32> zeroinitializer
  %111 = extractvalue [8 x <4 x float>] %26, 3
  %112 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %110, <4 x float> %81, <4 x float> %111)
  %113 = add nuw nsw i64 256, %25
  %114 = getelementptr inbounds nuw float, ptr %7, i64 %113
  %115 = load float, ptr %114, align 4
  %116 = insertelement <4 x float> poison, float %115, i32 0
  %117 = shufflevector <4 x float> %116, <4 x float> poison, <4 x i32> zeroinitializer
  %118 = extractvalue [8 x <4 x float>] %26, 4
  %119 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %117, <4 x float> %81, <4 x float> %118)
  %120 = add nuw nsw i64 320, %25
  %121 = getelementptr inbounds nuw float, ptr %7, i64 %120
  %122 = load float, ptr %121, align 4
  %123 = insertelement <4 x float> poison, float %122, i32 0
  %124 = shufflevector <4 x float> %123, <4 x float> poison, <4 x i32> zeroinitializer
  %125 = extractvalue [8 x <4 x float>] %26, 5
  %126 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %124, <4 x float> %81, <4 x float> %125)
  %127 = add nuw nsw i64 384, %25
  %128 = getelementptr inbounds nuw float, ptr %7, i64 %127
  %129 = load float, ptr %128, align 4
  %130 = insertelement <4 x float> poison, float %129, i32 0
  %131 = shufflevector <4 x float> %130, <4 x float> poison, <4 x i32> zeroinitializer
  %132 = extractvalue [8 x <4 x float>] %26, 6
  %133 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %131, <4 x float> %81, <4 x float> %132)
  %134 = add nuw nsw i64 448, %25
  %135 = getelementptr inbounds nuw float, ptr %7, i64 %134
  %136 = load float, ptr %135, align 4
  %137 = insertelement <4 x float> poison, float %136, i32 0
  %138 = shufflevector <4 x float> %137, <4 x float> poison, <4 x i32> zeroinitializer
  %139 = extractvalue [8 x <4 x float>] %26, 7
  %140 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %138, <4 x float> %81, <4 x float> %139)
  %141 = add i64 %25, 1
  %142 = add nuw nsw i64 0, %141
  %143 = getelementptr inbounds nuw float, ptr %7, i64 %142
  %144 = load float, ptr %143, align 4
  %145 = insertelement <4 x float> poison, float %144, i32 0
  %146 = shufflevector <4 x float> %145, <4 x float> poison, <4 x i32> zeroinitializer
  %147 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %146, <4 x float> %82, <4 x float> %91)
  %148 = add nuw nsw i64 64, %141
  %149 = getelementptr inbounds nuw float, ptr %7, i64 %148
  %150 = load float, ptr %149, align 4
  %151 = insertelement <4 x float> poison, float %150, i32 0
  %152 = shufflevector <4 x float> %151, <4 x float> poison, <4 x i32> zeroinitializer
  %153 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %152, <4 x float> %82, <4 x float> %98)
  %154 = add nuw nsw i64 128, %141
  %155 = getelementptr inbounds nuw float, ptr %7, i64 %154
  %156 = load float, ptr %155, align 4
  %157 = insertelement <4 x float> poison, float %156, i32 0
  %158 = shufflevector <4 x float> %157, <4 x float> poison, <4 x i32> zeroinitializer
  %159 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %158, <4 x float> %82, <4 x float> %105)
  %160 = add nuw nsw i64 192, %141
  %161 = getelementptr inbounds nuw float, ptr %7, i64 %160
  %162 = load float, ptr %161, align 4
  %163 = insertelement <4 x float> poison, float %162, i32 0
  %164 = shufflevector <4 x float> %163, <4 x float> poison, <4 x i32> zeroinitializer
  %165 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %164, <4 x float> %82, <4 x float> %112)
  %166 = add nuw nsw i64 256, %141
  %167 = getelementptr inbounds nuw float, ptr %7, i64 %166
  %168 = load float, ptr %167, align 4
  %169 = insertelement <4 x float> poison, float %168, i32 0
  %170 = shufflevector <4 x float> %169, <4 x float> poison, <4 x i32> zeroinitializer
  %171 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %170, <4 x float> %82, <4 x float> %119)
  %172 = add nuw nsw i64 320, %141
  %173 = getelementptr inbounds nuw float, ptr %7, i64 %172
  %174 = load float, ptr %173, align 4
  %175 = insertelement <4 x float> poison, float %174, i32 0
  %176 = shufflevector <4 x float> %175, <4 x float> poison, <4 x i32> zeroinitializer
  %177 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %176, <4 x float> %82, <4 x float> %126)
  %178 = add nuw nsw i64 384, %141
  %179 = getelementptr inbounds nuw float, ptr %7, i64 %178
  %180 = load float, ptr %179, align 4
  %181 = insertelement <4 x float> poison, float %180, i32 0
  %182 = shufflevector <4 x float> %181, <4 x float> poison, <4 x i32> zeroinitializer
  %183 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %182, <4 x float> %82, <4 x float> %133)
  %184 = add nuw nsw i64 448, %141
  %185 = getelementptr inbounds nuw float, ptr %7, i64 %184
  %186 = load float, ptr %185, align 4
  %187 = insertelement <4 x float> poison, float %186, i32 0
  %188 = shufflevector <4 x float> %187, <4 x float> poison, <4 x i32> zeroinitializer
  %189 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %188, <4 x float> %82, <4 x float> %140)
  %190 = add i64 %25, 2
  %191 = add nuw nsw i64 0, %190
  %192 = getelementptr inbounds nuw float, ptr %7, i64 %191
  %193 = load float, ptr %192, align 4
  %194 = insertelement <4 x float> poison, float %193, i32 0
  %195 = shufflevector <4 x float> %194, <4 x float> poison, <4 x i32> zeroinitializer
  %196 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %195, <4 x float> %83, <4 x float> %147)
  %197 = add nuw nsw i64 64, %190
  %198 = getelementptr inbounds nuw float, ptr %7, i64 %197
  %199 = load float, ptr %198, align 4
  %200 = insertelement <4 x float> poison, float %199, i32 0
  %201 = shufflevector <4 x float> %200, <4 x float> poison, <4 x i32> zeroinitializer
  %202 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %201, <4 x float> %83, <4 x float> %153)
  %203 = add nuw nsw i64 128, %190
  %204 = getelementptr inbounds nuw float, ptr %7, i64 %203
  %205 = load float, ptr %204, align 4
  %206 = insertelement <4 x float> poison, float %205, i32 0
  %207 = shufflevector <4 x float> %206, <4 x float> poison, <4 x i32> zeroinitializer
  %208 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %207, <4 x float> %83, <4 x float> %159)
  %209 = add nuw nsw i64 192, %190
  %210 = getelementptr inbounds nuw float, ptr %7, i64 %209
  %211 = load float, ptr %210, align 4
  %212 = insertelement <4 x float> poison, float %211, i32 0
  %213 = shufflevector <4 x float> %212, <4 x float> poison, <4 x i32> zeroinitializer
  %214 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %213, <4 x float> %83, <4 x float> %165)
  %215 = add nuw nsw i64 256, %190
  %216 = getelementptr inbounds nuw float, ptr %7, i64 %215
  %217 = load float, ptr %216, align 4
  %218 = insertelement <4 x float> poison, float %217, i32 0
  %219 = shufflevector <4 x float> %218, <4 x float> poison, <4 x i32> zeroinitializer
  %220 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %219, <4 x float> %83, <4 x float> %171)
  %221 = add nuw nsw i64 320, %190
  %222 = getelementptr inbounds nuw float, ptr %7, i64 %221
  %223 = load float, ptr %222, align 4
  %224 = insertelement <4 x float> poison, float %223, i32 0
  %225 = shufflevector <4 x float> %224, <4 x float> poison, <4 x i32> zeroinitializer
  %226 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %225, <4 x float> %83, <4 x float> %177)
  %227 = add nuw nsw i64 384, %190
  %228 = getelementptr inbounds nuw float, ptr %7, i64 %227
  %229 = load float, ptr %228, align 4
  %230 = insertelement <4 x float> poison, float %229, i32 0
  %231 = shufflevector <4 x float> %230, <4 x float> poison, <4 x i32> zeroinitializer
  %232 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %231, <4 x float> %83, <4 x float> %183)
  %233 = add nuw nsw i64 448, %190
  %234 = getelementptr inbounds nuw float, ptr %7, i64 %233
  %235 = load float, ptr %234, align 4
  %236 = insertelement <4 x float> poison, float %235, i32 0
  %237 = shufflevector <4 x float> %236, <4 x float> poison, <4 x i32> zeroinitializer
  %238 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %237, <4 x float> %83, <4 x float> %189)
  %239 = add i64 %25, 3
  %240 = add nuw nsw i64 0, %239
  %241 = getelementptr inbounds nuw float, ptr %7, i64 %240
  %242 = load float, ptr %241, align 4
  %243 = insertelement <4 x float> poison, float %242, i32 0
  %244 = shufflevector <4 x float> %243, <4 x float> poison, <4 x i32> zeroinitializer
  %245 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %244, <4 x float> %84, <4 x float> %196)
  %246 = add nuw nsw i64 64, %239
  %247 = getelementptr inbounds nuw float, ptr %7, i64 %246
  %248 = load float, ptr %247, align 4
  %249 = insertelement <4 x float> poison, float %248, i32 0
  %250 = shufflevector <4 x float> %249, <4 x float> poison, <4 x i32> zeroinitializer
  %251 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %250, <4 x float> %84, <4 x float> %202)
  %252 = add nuw nsw i64 128, %239
  %253 = getelementptr inbounds nuw float, ptr %7, i64 %252
  %254 = load float, ptr %253, align 4
  %255 = insertelement <4 x float> poison, float %254, i32 0
  %256 = shufflevector <4 x float> %255, <4 x float> poison, <4 x i32> zeroinitializer
  %257 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %256, <4 x float> %84, <4 x float> %208)
  %258 = add nuw nsw i64 192, %239
  %259 = getelementptr inbounds nuw float, ptr %7, i64 %258
  %260 = load float, ptr %259, align 4
  %261 = insertelement <4 x float> poison, float %260, i32 0
  %262 = shufflevector <4 x float> %261, <4 x float> poison, <4 x i32> zeroinitializer
  %263 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %262, <4 x float> %84, <4 x float> %214)
  %264 = add nuw nsw i64 256, %239
  %265 = getelementptr inbounds nuw float, ptr %7, i64 %264
  %266 = load float, ptr %265, align 4
  %267 = insertelement <4 x float> poison, float %266, i32 0
  %268 = shufflevector <4 x float> %267, <4 x float> poison, <4 x i32> zeroinitializer
  %269 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %268, <4 x float> %84, <4 x float> %220)
  %270 = add nuw nsw i64 320, %239
  %271 = getelementptr inbounds nuw float, ptr %7, i64 %270
  %272 = load float, ptr %271, align 4
  %273 = insertelement <4 x float> poison, float %272, i32 0
  %274 = shufflevector <4 x float> %273, <4 x float> poison, <4 x i32> zeroinitializer
  %275 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %274, <4 x float> %84, <4 x float> %226)
  %276 = add nuw nsw i64 384, %239
  %277 = getelementptr inbounds nuw float, ptr %7, i64 %276
  %278 = load float, ptr %277, align 4
  %279 = insertelement <4 x float> poison, float %278, i32 0
  %280 = shufflevector <4 x float> %279, <4 x float> poison, <4 x i32> zeroinitializer
  %281 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %280, <4 x float> %84, <4 x float> %232)
  %282 = add nuw nsw i64 448, %239
  %283 = getelementptr inbounds nuw float, ptr %7, i64 %282
  %284 = load float, ptr %283, align 4
  %285 = insertelement <4 x float> poison, float %284, i32 0
  %286 = shufflevector <4 x float> %285, <4 x float> poison, <4 x i32> zeroinitializer
  %287 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %286, <4 x float> %84, <4 x float> %238)
  %288 = insertvalue [8 x <4 x float>] poison, <4 x float> %245, 0
  %289 = insertvalue [8 x <4 x float>] %288, <4 x float> %251, 1
  %290 = insertvalue [8 x <4 x float>] %289, <4 x float> %257, 2
  %291 = insertvalue [8 x <4 x float>] %290, <4 x float> %263, 3
  %292 = insertvalue [8 x <4 x float>] %291, <4 x float> %269, 4
  %293 = insertvalue [8 x <4 x float>] %292, <4 x float> %275, 5
  %294 = insertvalue [8 x <4 x float>] %293, <4 x float> %281, 6
  %295 = insertvalue [8 x <4 x float>] %294, <4 x float> %287, 7
  %296 = add i64 %25, 4, !dbg !231
  br label %24, !dbg !231

297:                                              ; preds = %24
  %298 = add i64 0, %22, !dbg !233
  %299 = getelementptr float, ptr %15, i64 %298, !dbg !233
  %300 = load <4 x float>, ptr %299, align 4, !dbg !233
  %301 = add i64 32, %22, !dbg !233
  %302 = getelementptr float, ptr %15, i64 %301, !dbg !233
  %303 = load <4 x float>, ptr %302, align 4, !dbg !233
  %304 = add i64 64, %22, !dbg !233
  %305 = getelementptr float, ptr %15, i64 %304, !dbg !233
  %306 = load <4 x float>, ptr %305, align 4, !dbg !233
  %307 = add i64 96, %22, !dbg !233
  %308 = getelementptr float, ptr %15, i64 %307, !dbg !233
  %309 = load <4 x float>, ptr %308, align 4, !dbg !233
  %310 = add i64 128, %22, !dbg !233
  %311 = getelementptr float, ptr %15, i64 %310, !dbg !233
  %312 = load <4 x float>, ptr %311, align 4, !dbg !233
  %313 = add i64 160, %22, !dbg !233
  %314 = getelementptr float, ptr %15, i64 %313, !dbg !233
  %315 = load <4 x float>, ptr %314, align 4, !dbg !233
  %316 = add i64 192, %22, !dbg !233
  %317 = getelementptr float, ptr %15, i64 %316, !dbg !233
  %318 = load <4 x float>, ptr %317, align 4, !dbg !233
  %319 = add i64 224, %22, !dbg !233
  %320 = getelementptr float, ptr %15, i64 %319, !dbg !233
  %321 = load <4 x float>, ptr %320, align 4, !dbg !233
  %322 = getelementptr float, ptr @__constant_32xf32_2, i64 %22, !dbg !233
  %323 = load <4 x float>, ptr %322, align 4, !dbg !233
  %324 = extractvalue [8 x <4 x float>] %26, 0, !dbg !234
  %325 = fadd contract <4 x float> %324, %323, !dbg !234
  %326 = extractvalue [8 x <4 x float>] %26, 1, !dbg !234
  %327 = fadd contract <4 x float> %326, %323, !dbg !234
  %328 = extractvalue [8 x <4 x float>] %26, 2, !dbg !234
  %329 = fadd contract <4 x float> %328, %323, !dbg !234
  %330 = extractvalue [8 x <4 x float>] %26, 3, !dbg !234
  %331 = fadd contract <4 x float> %330, %323, !dbg !234
  %332 = extractvalue [8 x <4 x float>] %26, 4, !dbg !234
  %333 = fadd contract <4 x float> %332, %323, !dbg !234
  %334 = extractvalue [8 x <4 x float>] %26, 5, !dbg !234
  %335 = fadd contract <4 x float> %334, %323, !dbg !234
  %336 = extractvalue [8 x <4 x float>] %26, 6, !dbg !234
  %337 = fadd contract <4 x float> %336, %323, !dbg !234
  %338 = extractvalue [8 x <4 x float>] %26, 7, !dbg !234
  %339 = fadd contract <4 x float> %338, %323, !dbg !234
  %340 = fadd contract <4 x float> %300, %325, !dbg !235
  %341 = fadd contract <4 x float> %303, %327, !dbg !235
  %342 = fadd contract <4 x float> %306, %329, !dbg !235
  %343 = fadd contract <4 x float> %309, %331, !dbg !235
  %344 = fadd contract <4 x float> %312, %333, !dbg !235
  %345 = fadd contract <4 x float> %315, %335, !dbg !235
  %346 = fadd contract <4 x float> %318, %337, !dbg !235
  %347 = fadd contract <4 x float> %321, %339, !dbg !235
  %348 = getelementptr float, ptr %20, i64 %298, !dbg !231
  store <4 x float> %340, ptr %348, align 4, !dbg !231
  %349 = getelementptr float, ptr %20, i64 %301, !dbg !231
  store <4 x float> %341, ptr %349, align 4, !dbg !231
  %350 = getelementptr float, ptr %20, i64 %304, !dbg !231
  store <4 x float> %342, ptr %350, align 4, !dbg !231
  %351 = getelementptr float, ptr %20, i64 %307, !dbg !231
  store <4 x float> %343, ptr %351, align 4, !dbg !231
  %352 = getelementptr float, ptr %20, i64 %310, !dbg !231
  store <4 x float> %344, ptr %352, align 4, !dbg !231
  %353 = getelementptr float, ptr %20, i64 %313, !dbg !231
  store <4 x float> %345, ptr %353, align 4, !dbg !231
  %354 = getelementptr float, ptr %20, i64 %316, !dbg !231
  store <4 x float> %346, ptr %354, align 4, !dbg !231
  %355 = getelementptr float, ptr %20, i64 %319, !dbg !231
  store <4 x float> %347, ptr %355, align 4, !dbg !231
  %356 = add i64 %22, 4, !dbg !231
  br label %21, !dbg !231

357:                                              ; preds = %21
  ret i32 0, !dbg !232
}

define internal i32 @main_dispatch_15_reduction_8x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !119 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !236
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !236
  %6 = load ptr, ptr %5, align 8, !dbg !236
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !236
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !237
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !237
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !237
  %10 = load ptr, ptr %9, align 8, !dbg !237
  call void @llvm.assume(i1 true) [ "align"(ptr %10, i64 64) ], !dbg !237
  %11 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !238
  %12 = extractvalue %iree_hal_executable_workgroup_state_v0_t %11, 0, !dbg !238
  %13 = zext i32 %12 to i64, !dbg !238
  br label %14, !dbg !238

14:                                               ; preds = %18, %3
  %15 = phi i64 [ %27, %18 ], [ 0, %3 ], !dbg !238
  %16 = phi <1 x float> [ %26, %18 ], [ zeroinitializer, %3 ], !dbg !238
  %17 = icmp slt i64 %15, 32, !dbg !238
  br i1 %17, label %18, label %28, !dbg !238

18:                                               ; preds = %14
  %19 = mul i64 %13, 32, !dbg !238
  %20 = add i64 %19, %15, !dbg !238
  %21 = getelementptr float, ptr %6, i64 %20, !dbg !238
  %22 = load <4 x float>, ptr %21, align 4, !dbg !238
  %23 = extractelement <1 x float> %16, i64 0, !dbg !247
  %24 = fmul contract <4 x float> %22, %22, !dbg !247
  %25 = call float @llvm.vector.reduce.fadd.v4f32(float %23, <4 x float> %24), !dbg !247
  %26 = insertelement <1 x float> poison, float %25, i32 0, !dbg !247
  %27 = add i64 %15, 4, !dbg !238
  br label %14, !dbg !238

28:                                               ; preds = %14
  %29 = fdiv <1 x float> %16, splat (float 3.200000e+01), !dbg !239
  %30 = fadd contract <1 x float> %29, splat (float f0x3727C5AC), !dbg !240
  %31 = call <1 x float> @llvm.sqrt.v1f32(<1 x float> %30), !dbg !241
  %32 = fdiv <1 x float> splat (float 1.000000e+00), %31, !dbg !241
  br label %33, !dbg !242

33:                                               ; preds = %36, %28
  %34 = phi i64 [ %52, %36 ], [ 0, %28 ], !dbg !242
  %35 = icmp slt i64 %34, 32, !dbg !242
  br i1 %35, label %36, label %53, !dbg !242

36:                                               ; preds = %33
  %37 = mul i64 %13, 32, !dbg !242
  %38 = add i64 %37, %34, !dbg !242
  %39 = getelementptr float, ptr %6, i64 %38, !dbg !242
  %40 = load <4 x float>, ptr %39, align 4, !dbg !242
  %41 = getelementptr float, ptr @__constant_32xf32_0_0, i64 %34, !dbg !242
  %42 = load <4 x float>, ptr %41, align 4, !dbg !242
  %43 = getelementptr float, ptr @__constant_32xf32_3, i64 %34, !dbg !242
  %44 = load <4 x float>, ptr %43, align 4, !dbg !242
  %45 = extractelement <1 x float> %32, i64 0, !dbg !244
  %46 = insertelement <4 x float> poison, float %45, i32 0, !dbg !244
  %47 = shufflevector <4 x float> %46, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !244
  %48 = fmul contract <4 x float> %40, %47, !dbg !244
  %49 = fmul contract <4 x float> %48, %42, !dbg !245
  %50 = fadd contract <4 x float> %49, %44, !dbg !246
  %51 = getelementptr float, ptr %10, i64 %38, !dbg !242
  store <4 x float> %50, ptr %51, align 4, !dbg !242
  %52 = add i64 %34, 4, !dbg !242
  br label %33, !dbg !242

53:                                               ; preds = %33
  ret i32 0, !dbg !243
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.floor.v4f32(<4 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <1 x float> @llvm.sqrt.v1f32(<1 x float>) #2

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

!llvm.dbg.cu = !{!76, !79, !82, !85, !88, !91, !94, !97, !100, !103, !106, !109, !112, !115, !118}
!llvm.module.flags = !{!248, !249}

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
!77 = distinct !DISubprogram(name: "main_dispatch_0_matmul_8x96x32_f32", linkageName: "main_dispatch_0_matmul_8x96x32_f32", scope: !0, file: !0, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76)
!78 = !DIFile(filename: "configured_module_main_dispatch_1.mlir", directory: "files")
!79 = distinct !DICompileUnit(language: DW_LANG_C17, file: !78, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!80 = distinct !DISubprogram(name: "main_dispatch_1_elementwise_transpose_8x3x32_f32", linkageName: "main_dispatch_1_elementwise_transpose_8x3x32_f32", scope: !78, file: !78, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !79)
!81 = !DIFile(filename: "configured_module_main_dispatch_2.mlir", directory: "files")
!82 = distinct !DICompileUnit(language: DW_LANG_C17, file: !81, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!83 = distinct !DISubprogram(name: "main_dispatch_2_transpose_8x4x8_f32", linkageName: "main_dispatch_2_transpose_8x4x8_f32", scope: !81, file: !81, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !82)
!84 = !DIFile(filename: "configured_module_main_dispatch_3.mlir", directory: "files")
!85 = distinct !DICompileUnit(language: DW_LANG_C17, file: !84, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!86 = distinct !DISubprogram(name: "main_dispatch_3_elementwise_transpose_8x4x8_f32", linkageName: "main_dispatch_3_elementwise_transpose_8x4x8_f32", scope: !84, file: !84, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !85)
!87 = !DIFile(filename: "configured_module_main_dispatch_4.mlir", directory: "files")
!88 = distinct !DICompileUnit(language: DW_LANG_C17, file: !87, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!89 = distinct !DISubprogram(name: "main_dispatch_4_elementwise_transpose_8x4x8_f32", linkageName: "main_dispatch_4_elementwise_transpose_8x4x8_f32", scope: !87, file: !87, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !88)
!90 = !DIFile(filename: "configured_module_main_dispatch_5.mlir", directory: "files")
!91 = distinct !DICompileUnit(language: DW_LANG_C17, file: !90, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!92 = distinct !DISubprogram(name: "main_dispatch_5_batch_matmul_4x8x8x8_f32", linkageName: "main_dispatch_5_batch_matmul_4x8x8x8_f32", scope: !90, file: !90, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !91)
!93 = !DIFile(filename: "configured_module_main_dispatch_6.mlir", directory: "files")
!94 = distinct !DICompileUnit(language: DW_LANG_C17, file: !93, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!95 = distinct !DISubprogram(name: "main_dispatch_6_reduction_32x8_f32xi1", linkageName: "main_dispatch_6_reduction_32x8_f32xi1", scope: !93, file: !93, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !94)
!96 = !DIFile(filename: "configured_module_main_dispatch_7.mlir", directory: "files")
!97 = distinct !DICompileUnit(language: DW_LANG_C17, file: !96, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!98 = distinct !DISubprogram(name: "main_dispatch_7_softmax_4x8x8xf32_generic", linkageName: "main_dispatch_7_softmax_4x8x8xf32_generic", scope: !96, file: !96, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !97)
!99 = !DIFile(filename: "configured_module_main_dispatch_8.mlir", directory: "files")
!100 = distinct !DICompileUnit(language: DW_LANG_C17, file: !99, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!101 = distinct !DISubprogram(name: "main_dispatch_8_batch_matmul_4x8x8x8_f32", linkageName: "main_dispatch_8_batch_matmul_4x8x8x8_f32", scope: !99, file: !99, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !100)
!102 = !DIFile(filename: "configured_module_main_dispatch_9.mlir", directory: "files")
!103 = distinct !DICompileUnit(language: DW_LANG_C17, file: !102, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!104 = distinct !DISubprogram(name: "main_dispatch_9_matmul_8x32x32_f32", linkageName: "main_dispatch_9_matmul_8x32x32_f32", scope: !102, file: !102, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !103)
!105 = !DIFile(filename: "configured_module_main_dispatch_10.mlir", directory: "files")
!106 = distinct !DICompileUnit(language: DW_LANG_C17, file: !105, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!107 = distinct !DISubprogram(name: "main_dispatch_10_reduction_8x32_f32", linkageName: "main_dispatch_10_reduction_8x32_f32", scope: !105, file: !105, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106)
!108 = !DIFile(filename: "configured_module_main_dispatch_11.mlir", directory: "files")
!109 = distinct !DICompileUnit(language: DW_LANG_C17, file: !108, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!110 = distinct !DISubprogram(name: "main_dispatch_11_reduction_8x32_f32", linkageName: "main_dispatch_11_reduction_8x32_f32", scope: !108, file: !108, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !109)
!111 = !DIFile(filename: "configured_module_main_dispatch_12.mlir", directory: "files")
!112 = distinct !DICompileUnit(language: DW_LANG_C17, file: !111, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!113 = distinct !DISubprogram(name: "main_dispatch_12_matmul_8x64x32_f32", linkageName: "main_dispatch_12_matmul_8x64x32_f32", scope: !111, file: !111, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !112)
!114 = !DIFile(filename: "configured_module_main_dispatch_13.mlir", directory: "files")
!115 = distinct !DICompileUnit(language: DW_LANG_C17, file: !114, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!116 = distinct !DISubprogram(name: "main_dispatch_13_matmul_8x32x64_f32", linkageName: "main_dispatch_13_matmul_8x32x64_f32", scope: !114, file: !114, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !115)
!117 = !DIFile(filename: "configured_module_main_dispatch_15.mlir", directory: "files")
!118 = distinct !DICompileUnit(language: DW_LANG_C17, file: !117, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!119 = distinct !DISubprogram(name: "main_dispatch_15_reduction_8x32_f32", linkageName: "main_dispatch_15_reduction_8x32_f32", scope: !117, file: !117, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118)
!120 = !DILocation(line: 11, column: 8, scope: !77)
!121 = !DILocation(line: 12, column: 8, scope: !77)
!122 = !DILocation(line: 13, column: 8, scope: !77)
!123 = !DILocation(line: 18, column: 8, scope: !77)
!124 = !DILocation(line: 20, column: 8, scope: !77)
!125 = !DILocation(line: 12, column: 8, scope: !80)
!126 = !DILocation(line: 13, column: 8, scope: !80)
!127 = !DILocation(line: 14, column: 8, scope: !80)
!128 = !DILocation(line: 18, column: 8, scope: !80)
!129 = !DILocation(line: 24, column: 8, scope: !80)
!130 = !DILocation(line: 20, column: 10, scope: !80)
!131 = !DILocation(line: 11, column: 8, scope: !83)
!132 = !DILocation(line: 12, column: 8, scope: !83)
!133 = !DILocation(line: 16, column: 8, scope: !83)
!134 = !DILocation(line: 21, column: 8, scope: !83)
!135 = !DILocation(line: 12, column: 8, scope: !86)
!136 = !DILocation(line: 13, column: 8, scope: !86)
!137 = !DILocation(line: 17, column: 8, scope: !86)
!138 = !DILocation(line: 23, column: 8, scope: !86)
!139 = !DILocation(line: 19, column: 10, scope: !86)
!140 = !DILocation(line: 12, column: 8, scope: !89)
!141 = !DILocation(line: 13, column: 8, scope: !89)
!142 = !DILocation(line: 17, column: 8, scope: !89)
!143 = !DILocation(line: 23, column: 8, scope: !89)
!144 = !DILocation(line: 19, column: 10, scope: !89)
!145 = !DILocation(line: 13, column: 8, scope: !92)
!146 = !DILocation(line: 14, column: 8, scope: !92)
!147 = !DILocation(line: 15, column: 8, scope: !92)
!148 = !DILocation(line: 20, column: 8, scope: !92)
!149 = !DILocation(line: 22, column: 8, scope: !92)
!151 = !DILocation(line: 13, column: 8, scope: !95)
!152 = !DILocation(line: 14, column: 8, scope: !95)
!153 = !DILocation(line: 18, column: 8, scope: !95)
!154 = !DILocation(line: 9, column: 8, scope: !95)
!155 = !DILocation(line: 27, column: 8, scope: !95)
!156 = !DILocation(line: 20, column: 10, scope: !95)
!157 = !DILocation(line: 21, column: 10, scope: !95)
!158 = !DILocation(line: 22, column: 10, scope: !95)
!159 = !DILocation(line: 23, column: 10, scope: !95)
!160 = !DILocation(line: 28, column: 8, scope: !98)
!161 = !DILocation(line: 14, column: 8, scope: !98)
!162 = !DILocation(line: 15, column: 8, scope: !98)
!163 = !DILocation(line: 16, column: 8, scope: !98)
!164 = !DILocation(line: 22, column: 8, scope: !98)
!165 = !DILocation(line: 35, column: 8, scope: !98)
!166 = !DILocation(line: 40, column: 10, scope: !98)
!167 = !DILocation(line: 45, column: 8, scope: !98)
!168 = !DILocation(line: 37, column: 10, scope: !98)
!169 = !DILocation(line: 38, column: 10, scope: !98)
!170 = !DILocation(line: 39, column: 10, scope: !98)
!171 = !DILocation(line: 41, column: 10, scope: !98)
!172 = !DILocation(line: 30, column: 10, scope: !98)
!173 = !DILocation(line: 31, column: 10, scope: !98)
!174 = !DILocation(line: 32, column: 10, scope: !98)
!175 = !DILocation(line: 24, column: 10, scope: !98)
!176 = !DILocation(line: 13, column: 8, scope: !101)
!177 = !DILocation(line: 14, column: 8, scope: !101)
!178 = !DILocation(line: 15, column: 8, scope: !101)
!179 = !DILocation(line: 21, column: 8, scope: !101)
!180 = !DILocation(line: 27, column: 8, scope: !101)
!181 = !DILocation(line: 10, column: 3, scope: !101)
!183 = !DILocation(line: 14, column: 8, scope: !104)
!184 = !DILocation(line: 15, column: 8, scope: !104)
!185 = !DILocation(line: 16, column: 8, scope: !104)
!186 = !DILocation(line: 17, column: 8, scope: !104)
!187 = !DILocation(line: 23, column: 8, scope: !104)
!188 = !DILocation(line: 31, column: 8, scope: !104)
!189 = !DILocation(line: 24, column: 8, scope: !104)
!190 = !DILocation(line: 26, column: 10, scope: !104)
!191 = !DILocation(line: 27, column: 10, scope: !104)
!192 = !DILocation(line: 11, column: 8, scope: !107)
!193 = !DILocation(line: 12, column: 8, scope: !107)
!194 = !DILocation(line: 13, column: 8, scope: !107)
!195 = !DILocation(line: 14, column: 8, scope: !107)
!196 = !DILocation(line: 19, column: 8, scope: !107)
!197 = !DILocation(line: 20, column: 8, scope: !107)
!198 = !DILocation(line: 25, column: 8, scope: !107)
!199 = !DILocation(line: 32, column: 10, scope: !107)
!200 = !DILocation(line: 30, column: 8, scope: !107)
!201 = !DILocation(line: 37, column: 8, scope: !107)
!202 = !DILocation(line: 33, column: 10, scope: !107)
!203 = !DILocation(line: 27, column: 10, scope: !107)
!204 = !DILocation(line: 16, column: 8, scope: !110)
!205 = !DILocation(line: 17, column: 8, scope: !110)
!206 = !DILocation(line: 22, column: 8, scope: !110)
!207 = !DILocation(line: 30, column: 10, scope: !110)
!208 = !DILocation(line: 31, column: 10, scope: !110)
!209 = !DILocation(line: 32, column: 10, scope: !110)
!210 = !DILocation(line: 28, column: 8, scope: !110)
!211 = !DILocation(line: 39, column: 8, scope: !110)
!212 = !DILocation(line: 33, column: 10, scope: !110)
!213 = !DILocation(line: 34, column: 10, scope: !110)
!214 = !DILocation(line: 35, column: 10, scope: !110)
!215 = !DILocation(line: 25, column: 10, scope: !110)
!217 = !DILocation(line: 14, column: 8, scope: !113)
!218 = !DILocation(line: 15, column: 8, scope: !113)
!219 = !DILocation(line: 16, column: 8, scope: !113)
!220 = !DILocation(line: 21, column: 8, scope: !113)
!221 = !DILocation(line: 30, column: 8, scope: !113)
!222 = !DILocation(line: 22, column: 8, scope: !113)
!223 = !DILocation(line: 24, column: 10, scope: !113)
!224 = !DILocation(line: 25, column: 10, scope: !113)
!225 = !DILocation(line: 26, column: 10, scope: !113)
!227 = !DILocation(line: 15, column: 8, scope: !116)
!228 = !DILocation(line: 16, column: 8, scope: !116)
!229 = !DILocation(line: 17, column: 8, scope: !116)
!230 = !DILocation(line: 18, column: 8, scope: !116)
!231 = !DILocation(line: 24, column: 8, scope: !116)
!232 = !DILocation(line: 32, column: 8, scope: !116)
!233 = !DILocation(line: 25, column: 8, scope: !116)
!234 = !DILocation(line: 27, column: 10, scope: !116)
!235 = !DILocation(line: 28, column: 10, scope: !116)
!236 = !DILocation(line: 15, column: 8, scope: !119)
!237 = !DILocation(line: 16, column: 8, scope: !119)
!238 = !DILocation(line: 21, column: 8, scope: !119)
!239 = !DILocation(line: 29, column: 10, scope: !119)
!240 = !DILocation(line: 30, column: 10, scope: !119)
!241 = !DILocation(line: 31, column: 10, scope: !119)
!242 = !DILocation(line: 27, column: 8, scope: !119)
!243 = !DILocation(line: 38, column: 8, scope: !119)
!244 = !DILocation(line: 32, column: 10, scope: !119)
!245 = !DILocation(line: 33, column: 10, scope: !119)
!246 = !DILocation(line: 34, column: 10, scope: !119)
!247 = !DILocation(line: 24, column: 10, scope: !119)
!248 = !{i32 2, !"Debug Info Version", i32 3}
!249 = !{i32 1, !"float-abi", !"hard"}
; irlower-stages: fx_graph=403c138b08c3 torch_mlir=f839db6a1054 linalg_on_tensors_mlir=894d706d5170 iree_input=54fd35a16a17 iree_abi=3f2c06b87528 iree_preprocessing=01700ec8c513 iree_global_optimization=4483a2292ab7 iree_dispatch_creation=10ac633422e8 iree_flow=8282dd4dba1c iree_stream=0972a640d373 iree_executable_sources=5b516f0b89c2 iree_executable_targets=74d5ca96e43f
