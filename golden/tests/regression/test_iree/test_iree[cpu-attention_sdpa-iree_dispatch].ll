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

@__constant_32xf32 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_0 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_1 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_0_0 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_2 = private constant [32 x float] zeroinitializer, align 64
@0 = private constant [13 x i8] c"model_linked\00", align 1
@iree_hal_executable_library_query_v0_header = private constant %iree_hal_executable_library_header_t { i32 6, ptr @0, i32 0, i32 0 }
@iree_hal_executable_library_query_v0_funcs = private constant [10 x ptr] [ptr @main_dispatch_0_matmul_8x32x32_f32, ptr @main_dispatch_1_matmul_8x32x32_f32, ptr @main_dispatch_2_matmul_8x32x32_f32, ptr @main_dispatch_3_batch_matmul_1x8x8x32_f32, ptr @main_dispatch_4_reduction_8x8_f32xi1, ptr @main_dispatch_5_softmax_8x8xf32_generic, ptr @main_dispatch_6_batch_matmul_1x8x32x8_f32, ptr @main_dispatch_7_reduction_8x32_f32, ptr @main_dispatch_8_reduction_8x32_f32, ptr @main_dispatch_9_reduction_8x32_f32]
@iree_hal_executable_library_query_v0_attrs = private constant [10 x %iree_hal_executable_dispatch_attrs_v0_t] zeroinitializer ; 130 elements elided
@1 = private constant [35 x i8] zeroinitializer, align 1 ; 37 elements elided
@2 = private constant [35 x i8] zeroinitializer, align 1 ; 37 elements elided
@3 = private constant [35 x i8] zeroinitializer, align 1 ; 37 elements elided
@4 = private constant [42 x i8] zeroinitializer, align 1 ; 44 elements elided
@5 = private constant [37 x i8] zeroinitializer, align 1 ; 39 elements elided
@6 = private constant [40 x i8] zeroinitializer, align 1 ; 42 elements elided
@7 = private constant [42 x i8] zeroinitializer, align 1 ; 44 elements elided
@8 = private constant [35 x i8] zeroinitializer, align 1 ; 37 elements elided
@9 = private constant [35 x i8] zeroinitializer, align 1 ; 37 elements elided
@10 = private constant [35 x i8] zeroinitializer, align 1 ; 37 elements elided
@iree_hal_executable_library_query_v0_names = private constant [10 x ptr] [ptr @1, ptr @2, ptr @3, ptr @4, ptr @5, ptr @6, ptr @7, ptr @8, ptr @9, ptr @10]
@11 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@12 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@13 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@14 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@15 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@16 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@17 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@18 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@19 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@20 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@iree_hal_executable_library_query_v0_source_locations = private constant [10 x %iree_hal_executable_source_location_v0_t] zeroinitializer ; 20 elements elided
@iree_hal_executable_library_query_v0_main_dispatch_0_matmul_8x32x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_0_matmul_8x32x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_1_matmul_8x32x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_1_matmul_8x32x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_2_matmul_8x32x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_2_matmul_8x32x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_3_batch_matmul_1x8x8x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_3_batch_matmul_1x8x8x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_4_reduction_8x8_f32xi1_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_4_reduction_8x8_f32xi1_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_5_softmax_8x8xf32_generic_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_5_softmax_8x8xf32_generic_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_6_batch_matmul_1x8x32x8_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_6_batch_matmul_1x8x32x8_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_7_reduction_8x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_7_reduction_8x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_8_reduction_8x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_8_reduction_8x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_9_reduction_8x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_9_reduction_8x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_stage_location_tables = private constant [10 x %iree_hal_executable_stage_location_table_v0_t] [%iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_0_matmul_8x32x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_0_matmul_8x32x32_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_1_matmul_8x32x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_1_matmul_8x32x32_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_2_matmul_8x32x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_2_matmul_8x32x32_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_3_batch_matmul_1x8x8x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_3_batch_matmul_1x8x8x32_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_4_reduction_8x8_f32xi1_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_4_reduction_8x8_f32xi1_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_5_softmax_8x8xf32_generic_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_5_softmax_8x8xf32_generic_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_6_batch_matmul_1x8x32x8_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_6_batch_matmul_1x8x32x8_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_7_reduction_8x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_7_reduction_8x32_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_8_reduction_8x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_8_reduction_8x32_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_9_reduction_8x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_9_reduction_8x32_f32_stage_source_locations }]
@iree_hal_executable_library_query_v0 = private constant %iree_hal_executable_library_v0_t { ptr @iree_hal_executable_library_query_v0_header, %iree_hal_executable_import_table_v0_t zeroinitializer, %iree_hal_executable_export_table_v0_t { i32 10, ptr @iree_hal_executable_library_query_v0_funcs, ptr @iree_hal_executable_library_query_v0_attrs, ptr null, ptr null, ptr @iree_hal_executable_library_query_v0_names, ptr null, ptr null, ptr @iree_hal_executable_library_query_v0_source_locations, ptr @iree_hal_executable_library_query_v0_stage_location_tables }, %iree_hal_executable_constant_table_v0_t zeroinitializer, %iree_hal_executable_source_file_table_v0_t zeroinitializer }

define internal i32 @main_dispatch_0_matmul_8x32x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !77 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !106
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !106
  %6 = load ptr, ptr %5, align 8, !dbg !106
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !106
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !107
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !107
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !107
  %10 = load ptr, ptr %9, align 8, !dbg !107
  call void @llvm.assume(i1 true) [ "align"(ptr %10, i64 64) ], !dbg !107
  %11 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !108
  %12 = extractvalue %iree_hal_executable_dispatch_state_v0_t %11, 10, !dbg !108
  %13 = getelementptr ptr, ptr %12, i32 2, !dbg !108
  %14 = load ptr, ptr %13, align 8, !dbg !108
  call void @llvm.assume(i1 true) [ "align"(ptr %14, i64 64) ], !dbg !108
  br label %15, !dbg !109

15:                                               ; preds = %291, %3
  %16 = phi i64 [ %334, %291 ], [ 0, %3 ], !dbg !109
  %17 = icmp slt i64 %16, 32, !dbg !109
  br i1 %17, label %18, label %335, !dbg !109

18:                                               ; preds = %22, %15
  %19 = phi i64 [ %290, %22 ], [ 0, %15 ], !dbg !109
  %20 = phi [8 x <4 x float>] [ %289, %22 ], [ zeroinitializer, %15 ], !dbg !109
  %21 = icmp slt i64 %19, 32, !dbg !109
  br i1 %21, label %22, label %291, !dbg !109

22:                                               ; preds = %18
  %23 = mul i64 %16, 32, !dbg !109
  %24 = add i64 %23, %19, !dbg !109
  %25 = getelementptr float, ptr %10, i64 %24, !dbg !109
  %26 = load <4 x float>, ptr %25, align 4, !dbg !109
  %27 = add i64 %16, 1, !dbg !109
  %28 = mul i64 %27, 32, !dbg !109
  %29 = add i64 %28, %19, !dbg !109
  %30 = getelementptr float, ptr %10, i64 %29, !dbg !109
  %31 = load <4 x float>, ptr %30, align 4, !dbg !109
  %32 = add i64 %16, 2, !dbg !109
  %33 = mul i64 %32, 32, !dbg !109
  %34 = add i64 %33, %19, !dbg !109
  %35 = getelementptr float, ptr %10, i64 %34, !dbg !109
  %36 = load <4 x float>, ptr %35, align 4, !dbg !109
  %37 = add i64 %16, 3, !dbg !109
  %38 = mul i64 %37, 32, !dbg !109
  %39 = add i64 %38, %19, !dbg !109
  %40 = getelementptr float, ptr %10, i64 %39, !dbg !109
  %41 = load <4 x float>, ptr %40, align 4, !dbg !109
  %42 = extractelement <4 x float> %26, i64 0, !dbg !109
  %43 = extractelement <4 x float> %26, i64 1, !dbg !109
  %44 = extractelement <4 x float> %26, i64 2, !dbg !109
  %45 = extractelement <4 x float> %26, i64 3, !dbg !109
  %46 = extractelement <4 x float> %31, i64 0, !dbg !109
  %47 = extractelement <4 x float> %31, i64 1, !dbg !109
  %48 = extractelement <4 x float> %31, i64 2, !dbg !109
  %49 = extractelement <4 x float> %31, i64 3, !dbg !109
  %50 = extractelement <4 x float> %36, i64 0, !dbg !109
  %51 = extractelement <4 x float> %36, i64 1, !dbg !109
  %52 = extractelement <4 x float> %36, i64 2, !dbg !109
  %53 = extractelement <4 x float> %36, i64 3, !dbg !109
  %54 = extractelement <4 x float> %41, i64 0, !dbg !109
  %55 = extractelement <4 x float> %41, i64 1, !dbg !109
  %56 = extractelement <4 x float> %41, i64 2, !dbg !109
  %57 = extractelement <4 x float> %41, i64 3, !dbg !109
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
  %84 = extractvalue [8 x <4 x float>] %20, 0
  %85 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %83, <4 x float> %75, <4 x float> %84)
  %86 = add nuw nsw i64 32, %19
  %87 = getelementptr inbounds nuw float, ptr %6, i64 %86
  %88 = load float, ptr %87, align 4
  %89 = insertelement <4 x float> poison, float %88, i32 0
  %90 = shufflevector <4 x float> %89, <4 x float> poison, <4 x i32> zeroinitializer
  %91 = extractvalue [8 x <4 x float>] %20, 1
  %92 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %90, <4 x float> %75, <4 x float> %91)
  %93 = add nuw nsw i64 64, %19
  %94 = getelementptr inbounds nuw float, ptr %6, i64 %93
  %95 = load float, ptr %94, align 4
  %96 = insertelement <4 x float> poison, float %95, i32 0
  %97 = shufflevector <4 x float> %96, <4 x float> poison, <4 x i32> zeroinitializer
  %98 = extractvalue [8 x <4 x float>] %20, 2
  %99 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %97, <4 x float> %75, <4 x float> %98)
  %100 = add nuw nsw i64 96, %19
  %101 = getelementptr inbounds nuw float, ptr %6, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = insertelement <4 x float> poison, float %102, i32 0
  %104 = shufflevector <4 x float> %103, <4 x float> poison, <4 x i32> zeroinitializer
  %105 = extractvalue [8 x <4 x float>] %20, 3
  %106 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %104, <4 x float> %75, <4 x float> %105)
  %107 = add nuw nsw i64 128, %19
  %108 = getelementptr inbounds nuw float, ptr %6, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = insertelement <4 x float> poison, float %109, i32 0
  %111 = shufflevector <4 x float> %110, <4 x float> poison, <4 x i32> zeroinitializer
  %112 = extractvalue [8 x <4 x float>] %20, 4
  %113 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %111, <4 x float> %75, <4 x float> %112)
  %114 = add nuw nsw i64 160, %19
  %115 = getelementptr inbounds nuw float, ptr %6, i64 %114
  %116 = load float, ptr %115, align 4
  %117 = insertelement <4 x float> poison, float %116, i32 0
  %118 = shufflevector <4 x float> %117, <4 x float> poison, <4 x i32> zeroinitializer
  %119 = extractvalue [8 x <4 x float>] %20, 5
  %120 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %118, <4 x float> %75, <4 x float> %119)
  %121 = add nuw nsw i64 192, %19
  %122 = getelementptr inbounds nuw float, ptr %6, i64 %121
  %123 = load float, ptr %122, align 4
  %124 = insertelement <4 x float> poison, float %123, i32 0
  %125 = shufflevector <4 x float> %124, <4 x float> poison, <4 x i32> zeroinitializer
  %126 = extractvalue [8 x <4 x float>] %20, 6
  %127 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %125, <4 x float> %75, <4 x float> %126)
  %128 = add nuw nsw i64 224, %19
  %129 = getelementptr inbounds nuw float, ptr %6, i64 %128
  %130 = load float, ptr %129, align 4
  %131 = insertelement <4 x float> poison, float %130, i32 0
  %132 = shufflevector <4 x float> %131, <4 x float> poison, <4 x i32> zeroinitializer
  %133 = extractvalue [8 x <4 x float>] %20, 7
  %134 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %132, <4 x float> %75, <4 x float> %133)
  %135 = add i64 %19, 1
  %136 = add nuw nsw i64 0, %135
  %137 = getelementptr inbounds nuw float, ptr %6, i64 %136
  %138 = load float, ptr %137, align 4
  %139 = insertelement <4 x float> poison, float %138, i32 0
  %140 = shufflevector <4 x float> %139, <4 x float> poison, <4 x i32> zeroinitializer
  %141 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %140, <4 x float> %76, <4 x float> %85)
  %142 = add nuw nsw i64 32, %135
  %143 = getelementptr inbounds nuw float, ptr %6, i64 %142
  %144 = load float, ptr %143, align 4
  %145 = insertelement <4 x float> poison, float %144, i32 0
  %146 = shufflevector <4 x float> %145, <4 x float> poison, <4 x i32> zeroinitializer
  %147 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %146, <4 x float> %76, <4 x float> %92)
  %148 = add nuw nsw i64 64, %135
  %149 = getelementptr inbounds nuw float, ptr %6, i64 %148
  %150 = load float, ptr %149, align 4
  %151 = insertelement <4 x float> poison, float %150, i32 0
  %152 = shufflevector <4 x float> %151, <4 x float> poison, <4 x i32> zeroinitializer
  %153 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %152, <4 x float> %76, <4 x float> %99)
  %154 = add nuw nsw i64 96, %135
  %155 = getelementptr inbounds nuw float, ptr %6, i64 %154
  %156 = load float, ptr %155, align 4
  %157 = insertelement <4 x float> poison, float %156, i32 0
  %158 = shufflevector <4 x float> %157, <4 x float> poison, <4 x i32> zeroinitializer
  %159 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %158, <4 x float> %76, <4 x float> %106)
  %160 = add nuw nsw i64 128, %135
  %161 = getelementptr inbounds nuw float, ptr %6, i64 %160
  %162 = load float, ptr %161, align 4
  %163 = insertelement <4 x float> poison, float %162, i32 0
  %164 = shufflevector <4 x float> %163, <4 x float> poison, <4 x i32> zeroinitializer
  %165 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %164, <4 x float> %76, <4 x float> %113)
  %166 = add nuw nsw i64 160, %135
  %167 = getelementptr inbounds nuw float, ptr %6, i64 %166
  %168 = load float, ptr %167, align 4
  %169 = insertelement <4 x float> poison, float %168, i32 0
  %170 = shufflevector <4 x float> %169, <4 x float> poison, <4 x i32> zeroinitializer
  %171 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %170, <4 x float> %76, <4 x float> %120)
  %172 = add nuw nsw i64 192, %135
  %173 = getelementptr inbounds nuw float, ptr %6, i64 %172
  %174 = load float, ptr %173, align 4
  %175 = insertelement <4 x float> poison, float %174, i32 0
  %176 = shufflevector <4 x float> %175, <4 x float> poison, <4 x i32> zeroinitializer
  %177 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %176, <4 x float> %76, <4 x float> %127)
  %178 = add nuw nsw i64 224, %135
  %179 = getelementptr inbounds nuw float, ptr %6, i64 %178
  %180 = load float, ptr %179, align 4
  %181 = insertelement <4 x float> poison, float %180, i32 0
  %182 = shufflevector <4 x float> %181, <4 x float> poison, <4 x i32> zeroinitializer
  %183 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %182, <4 x float> %76, <4 x float> %134)
  %184 = add i64 %19, 2
  %185 = add nuw nsw i64 0, %184
  %186 = getelementptr inbounds nuw float, ptr %6, i64 %185
  %187 = load float, ptr %186, align 4
  %188 = insertelement <4 x float> poison, float %187, i32 0
  %189 = shufflevector <4 x float> %188, <4 x float> poison, <4 x i32> zeroinitializer
  %190 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %189, <4 x float> %77, <4 x float> %141)
  %191 = add nuw nsw i64 32, %184
  %192 = getelementptr inbounds nuw float, ptr %6, i64 %191
  %193 = load float, ptr %192, align 4
  %194 = insertelement <4 x float> poison, float %193, i32 0
  %195 = shufflevector <4 x float> %194, <4 x float> poison, <4 x i32> zeroinitializer
  %196 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %195, <4 x float> %77, <4 x float> %147)
  %197 = add nuw nsw i64 64, %184
  %198 = getelementptr inbounds nuw float, ptr %6, i64 %197
  %199 = load float, ptr %198, align 4
  %200 = insertelement <4 x float> poison, float %199, i32 0
  %201 = shufflevector <4 x float> %200, <4 x float> poison, <4 x i32> zeroinitializer
  %202 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %201, <4 x float> %77, <4 x float> %153)
  %203 = add nuw nsw i64 96, %184
  %204 = getelementptr inbounds nuw float, ptr %6, i64 %203
  %205 = load float, ptr %204, align 4
  %206 = insertelement <4 x float> poison, float %205, i32 0
  %207 = shufflevector <4 x float> %206, <4 x float> poison, <4 x i32> zeroinitializer
  %208 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %207, <4 x float> %77, <4 x float> %159)
  %209 = add nuw nsw i64 128, %184
  %210 = getelementptr inbounds nuw float, ptr %6, i64 %209
  %211 = load float, ptr %210, align 4
  %212 = insertelement <4 x float> poison, float %211, i32 0
  %213 = shufflevector <4 x float> %212, <4 x float> poison, <4 x i32> zeroinitializer
  %214 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %213, <4 x float> %77, <4 x float> %165)
  %215 = add nuw nsw i64 160, %184
  %216 = getelementptr inbounds nuw float, ptr %6, i64 %215
  %217 = load float, ptr %216, align 4
  %218 = insertelement <4 x float> poison, float %217, i32 0
  %219 = shufflevector <4 x float> %218, <4 x float> poison, <4 x i32> zeroinitializer
  %220 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %219, <4 x float> %77, <4 x float> %171)
  %221 = add nuw nsw i64 192, %184
  %222 = getelementptr inbounds nuw float, ptr %6, i64 %221
  %223 = load float, ptr %222, align 4
  %224 = insertelement <4 x float> poison, float %223, i32 0
  %225 = shufflevector <4 x float> %224, <4 x float> poison, <4 x i32> zeroinitializer
  %226 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %225, <4 x float> %77, <4 x float> %177)
  %227 = add nuw nsw i64 224, %184
  %228 = getelementptr inbounds nuw float, ptr %6, i64 %227
  %229 = load float, ptr %228, align 4
  %230 = insertelement <4 x float> poison, float %229, i32 0
  %231 = shufflevector <4 x float> %230, <4 x float> poison, <4 x i32> zeroinitializer
  %232 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %231, <4 x float> %77, <4 x float> %183)
  %233 = add i64 %19, 3
  %234 = add nuw nsw i64 0, %233
  %235 = getelementptr inbounds nuw float, ptr %6, i64 %234
  %236 = load float, ptr %235, align 4
  %237 = insertelement <4 x float> poison, float %236, i32 0
  %238 = shufflevector <4 x float> %237, <4 x float> poison, <4 x i32> zeroinitializer
  %239 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %238, <4 x float> %78, <4 x float> %190)
  %240 = add nuw nsw i64 32, %233
  %241 = getelementptr inbounds nuw float, ptr %6, i64 %240
  %242 = load float, ptr %241, align 4
  %243 = insertelement <4 x float> poison, float %242, i32 0
  %244 = shufflevector <4 x float> %243, <4 x float> poison, <4 x i32> zeroinitializer
  %245 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %244, <4 x float> %78, <4 x float> %196)
  %246 = add nuw nsw i64 64, %233
  %247 = getelementptr inbounds nuw float, ptr %6, i64 %246
  %248 = load float, ptr %247, align 4
  %249 = insertelement <4 x float> poison, float %248, i32 0
  %250 = shufflevector <4 x float> %249, <4 x float> poison, <4 x i32> zeroinitializer
  %251 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %250, <4 x float> %78, <4 x float> %202)
  %252 = add nuw nsw i64 96, %233
  %253 = getelementptr inbounds nuw float, ptr %6, i64 %252
  %254 = load float, ptr %253, align 4
  %255 = insertelement <4 x float> poison, float %254, i32 0
  %256 = shufflevector <4 x float> %255, <4 x float> poison, <4 x i32> zeroinitializer
  %257 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %256, <4 x float> %78, <4 x float> %208)
  %258 = add nuw nsw i64 128, %233
  %259 = getelementptr inbounds nuw float, ptr %6, i64 %258
  %260 = load float, ptr %259, align 4
  %261 = insertelement <4 x float> poison, float %260, i32 0
  %262 = shufflevector <4 x float> %261, <4 x float> poison, <4 x i32> zeroinitializer
  %263 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %262, <4 x float> %78, <4 x float> %214)
  %264 = add nuw nsw i64 160, %233
  %265 = getelementptr inbounds nuw float, ptr %6, i64 %264
  %266 = load float, ptr %265, align 4
  %267 = insertelement <4 x float> poison, float %266, i32 0
  %268 = shufflevector <4 x float> %267, <4 x float> poison, <4 x i32> zeroinitializer
  %269 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %268, <4 x float> %78, <4 x float> %220)
  %270 = add nuw nsw i64 192, %233
  %271 = getelementptr inbounds nuw float, ptr %6, i64 %270
  %272 = load float, ptr %271, align 4
  %273 = insertelement <4 x float> poison, float %272, i32 0
  %274 = shufflevector <4 x float> %273, <4 x float> poison, <4 x i32> zeroinitializer
  %275 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %274, <4 x float> %78, <4 x float> %226)
  %276 = add nuw nsw i64 224, %233
  %277 = getelementptr inbounds nuw float, ptr %6, i64 %276
  %278 = load float, ptr %277, align 4
  %279 = insertelement <4 x float> poison, float %278, i32 0
  %280 = shufflevector <4 x float> %279, <4 x float> poison, <4 x i32> zeroinitializer
  %281 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %280, <4 x float> %78, <4 x float> %232)
  %282 = insertvalue [8 x <4 x float>] poison, <4 x float> %239, 0
  %283 = insertvalue [8 x <4 x float>] %282, <4 x float> %245, 1
  %284 = insertvalue [8 x <4 x float>] %283, <4 x float> %251, 2
  %285 = insertvalue [8 x <4 x float>] %284, <4 x float> %257, 3
  %286 = insertvalue [8 x <4 x float>] %285, <4 x float> %263, 4
  %287 = insertvalue [8 x <4 x float>] %286, <4 x float> %269, 5
  %288 = insertvalue [8 x <4 x float>] %287, <4 x float> %275, 6
  %289 = insertvalue [8 x <4 x float>] %288, <4 x float> %281, 7
  %290 = add i64 %19, 4, !dbg !109
  br label %18, !dbg !109

291:                                              ; preds = %18
  %292 = getelementptr float, ptr @__constant_32xf32, i64 %16, !dbg !111
  %293 = load <4 x float>, ptr %292, align 4, !dbg !111
  %294 = extractvalue [8 x <4 x float>] %20, 0, !dbg !112
  %295 = fadd contract <4 x float> %294, %293, !dbg !112
  %296 = extractvalue [8 x <4 x float>] %20, 1, !dbg !112
  %297 = fadd contract <4 x float> %296, %293, !dbg !112
  %298 = extractvalue [8 x <4 x float>] %20, 2, !dbg !112
  %299 = fadd contract <4 x float> %298, %293, !dbg !112
  %300 = extractvalue [8 x <4 x float>] %20, 3, !dbg !112
  %301 = fadd contract <4 x float> %300, %293, !dbg !112
  %302 = extractvalue [8 x <4 x float>] %20, 4, !dbg !112
  %303 = fadd contract <4 x float> %302, %293, !dbg !112
  %304 = extractvalue [8 x <4 x float>] %20, 5, !dbg !112
  %305 = fadd contract <4 x float> %304, %293, !dbg !112
  %306 = extractvalue [8 x <4 x float>] %20, 6, !dbg !112
  %307 = fadd contract <4 x float> %306, %293, !dbg !112
  %308 = extractvalue [8 x <4 x float>] %20, 7, !dbg !112
  %309 = fadd contract <4 x float> %308, %293, !dbg !112
  %310 = fmul contract <4 x float> %295, splat (float f0x3ED744FC), !dbg !113
  %311 = fmul contract <4 x float> %297, splat (float f0x3ED744FC), !dbg !113
  %312 = fmul contract <4 x float> %299, splat (float f0x3ED744FC), !dbg !113
  %313 = fmul contract <4 x float> %301, splat (float f0x3ED744FC), !dbg !113
  %314 = fmul contract <4 x float> %303, splat (float f0x3ED744FC), !dbg !113
  %315 = fmul contract <4 x float> %305, splat (float f0x3ED744FC), !dbg !113
  %316 = fmul contract <4 x float> %307, splat (float f0x3ED744FC), !dbg !113
  %317 = fmul contract <4 x float> %309, splat (float f0x3ED744FC), !dbg !113
  %318 = add i64 0, %16, !dbg !109
  %319 = getelementptr float, ptr %14, i64 %318, !dbg !109
  store <4 x float> %310, ptr %319, align 4, !dbg !109
  %320 = add i64 32, %16, !dbg !109
  %321 = getelementptr float, ptr %14, i64 %320, !dbg !109
  store <4 x float> %311, ptr %321, align 4, !dbg !109
  %322 = add i64 64, %16, !dbg !109
  %323 = getelementptr float, ptr %14, i64 %322, !dbg !109
  store <4 x float> %312, ptr %323, align 4, !dbg !109
  %324 = add i64 96, %16, !dbg !109
  %325 = getelementptr float, ptr %14, i64 %324, !dbg !109
  store <4 x float> %313, ptr %325, align 4, !dbg !109
  %326 = add i64 128, %16, !dbg !109
  %327 = getelementptr float, ptr %14, i64 %326, !dbg !109
  store <4 x float> %314, ptr %327, align 4, !dbg !109
  %328 = add i64 160, %16, !dbg !109
  %329 = getelementptr float, ptr %14, i64 %328, !dbg !109
  store <4 x float> %315, ptr %329, align 4, !dbg !109
  %330 = add i64 192, %16, !dbg !109
  %331 = getelementptr float, ptr %14, i64 %330, !dbg !109
  store <4 x float> %316, ptr %331, align 4, !dbg !109
  %332 = add i64 224, %16, !dbg !109
  %333 = getelementptr float, ptr %14, i64 %332, !dbg !109
  store <4 x float> %317, ptr %333, align 4, !dbg !109
  %334 = add i64 %16, 4, !dbg !109
  br label %15, !dbg !109

335:                                              ; preds = %15
  ret i32 0, !dbg !110
}

define internal i32 @main_dispatch_1_matmul_8x32x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !80 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !115
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !115
  %6 = load ptr, ptr %5, align 8, !dbg !115
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !115
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !116
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !116
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !116
  %10 = load ptr, ptr %9, align 8, !dbg !116
  %11 = getelementptr i8, ptr %10, i32 4096, !dbg !116
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !116
  %12 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !117
  %13 = extractvalue %iree_hal_executable_dispatch_state_v0_t %12, 10, !dbg !117
  %14 = getelementptr ptr, ptr %13, i32 2, !dbg !117
  %15 = load ptr, ptr %14, align 8, !dbg !117
  %16 = getelementptr i8, ptr %15, i32 1024, !dbg !117
  call void @llvm.assume(i1 true) [ "align"(ptr %16, i64 64) ], !dbg !117
  br label %17, !dbg !118

17:                                               ; preds = %293, %3
  %18 = phi i64 [ %356, %293 ], [ 0, %3 ], !dbg !118
  %19 = icmp slt i64 %18, 32, !dbg !118
  br i1 %19, label %20, label %357, !dbg !118

20:                                               ; preds = %24, %17
  %21 = phi i64 [ %292, %24 ], [ 0, %17 ], !dbg !118
  %22 = phi [8 x <4 x float>] [ %291, %24 ], [ zeroinitializer, %17 ], !dbg !118
  %23 = icmp slt i64 %21, 32, !dbg !118
  br i1 %23, label %24, label %293, !dbg !118

24:                                               ; preds = %20
  %25 = mul i64 %18, 32, !dbg !118
  %26 = add i64 %25, %21, !dbg !118
  %27 = getelementptr float, ptr %11, i64 %26, !dbg !118
  %28 = load <4 x float>, ptr %27, align 4, !dbg !118
  %29 = add i64 %18, 1, !dbg !118
  %30 = mul i64 %29, 32, !dbg !118
  %31 = add i64 %30, %21, !dbg !118
  %32 = getelementptr float, ptr %11, i64 %31, !dbg !118
  %33 = load <4 x float>, ptr %32, align 4, !dbg !118
  %34 = add i64 %18, 2, !dbg !118
  %35 = mul i64 %34, 32, !dbg !118
  %36 = add i64 %35, %21, !dbg !118
  %37 = getelementptr float, ptr %11, i64 %36, !dbg !118
  %38 = load <4 x float>, ptr %37, align 4, !dbg !118
  %39 = add i64 %18, 3, !dbg !118
  %40 = mul i64 %39, 32, !dbg !118
  %41 = add i64 %40, %21, !dbg !118
  %42 = getelementptr float, ptr %11, i64 %41, !dbg !118
  %43 = load <4 x float>, ptr %42, align 4, !dbg !118
  %44 = extractelement <4 x float> %28, i64 0, !dbg !118
  %45 = extractelement <4 x float> %28, i64 1, !dbg !118
  %46 = extractelement <4 x float> %28, i64 2, !dbg !118
  %47 = extractelement <4 x float> %28, i64 3, !dbg !118
  %48 = extractelement <4 x float> %33, i64 0, !dbg !118
  %49 = extractelement <4 x float> %33, i64 1, !dbg !118
  %50 = extractelement <4 x float> %33, i64 2, !dbg !118
  %51 = extractelement <4 x float> %33, i64 3, !dbg !118
  %52 = extractelement <4 x float> %38, i64 0, !dbg !118
  %53 = extractelement <4 x float> %38, i64 1, !dbg !118
  %54 = extractelement <4 x float> %38, i64 2, !dbg !118
  %55 = extractelement <4 x float> %38, i64 3, !dbg !118
  %56 = extractelement <4 x float> %43, i64 0, !dbg !118
  %57 = extractelement <4 x float> %43, i64 1, !dbg !118
  %58 = extractelement <4 x float> %43, i64 2, !dbg !118
  %59 = extractelement <4 x float> %43, i64 3, !dbg !118
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
  %292 = add i64 %21, 4, !dbg !118
  br label %20, !dbg !118

293:                                              ; preds = %20
  %294 = getelementptr float, ptr @__constant_32xf32_0, i64 %18, !dbg !120
  %295 = load <4 x float>, ptr %294, align 4, !dbg !120
  %296 = extractvalue [8 x <4 x float>] %22, 0, !dbg !121
  %297 = fadd contract <4 x float> %296, %295, !dbg !121
  %298 = extractvalue [8 x <4 x float>] %22, 1, !dbg !121
  %299 = fadd contract <4 x float> %298, %295, !dbg !121
  %300 = extractvalue [8 x <4 x float>] %22, 2, !dbg !121
  %301 = fadd contract <4 x float> %300, %295, !dbg !121
  %302 = extractvalue [8 x <4 x float>] %22, 3, !dbg !121
  %303 = fadd contract <4 x float> %302, %295, !dbg !121
  %304 = extractvalue [8 x <4 x float>] %22, 4, !dbg !121
  %305 = fadd contract <4 x float> %304, %295, !dbg !121
  %306 = extractvalue [8 x <4 x float>] %22, 5, !dbg !121
  %307 = fadd contract <4 x float> %306, %295, !dbg !121
  %308 = extractvalue [8 x <4 x float>] %22, 6, !dbg !121
  %309 = fadd contract <4 x float> %308, %295, !dbg !121
  %310 = extractvalue [8 x <4 x float>] %22, 7, !dbg !121
  %311 = fadd contract <4 x float> %310, %295, !dbg !121
  %312 = fmul contract <4 x float> %297, splat (float f0x3ED744FC), !dbg !122
  %313 = fmul contract <4 x float> %299, splat (float f0x3ED744FC), !dbg !122
  %314 = fmul contract <4 x float> %301, splat (float f0x3ED744FC), !dbg !122
  %315 = fmul contract <4 x float> %303, splat (float f0x3ED744FC), !dbg !122
  %316 = fmul contract <4 x float> %305, splat (float f0x3ED744FC), !dbg !122
  %317 = fmul contract <4 x float> %307, splat (float f0x3ED744FC), !dbg !122
  %318 = fmul contract <4 x float> %309, splat (float f0x3ED744FC), !dbg !122
  %319 = fmul contract <4 x float> %311, splat (float f0x3ED744FC), !dbg !122
  %320 = shufflevector <4 x float> %312, <4 x float> %312, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !122
  %321 = shufflevector <32 x float> %320, <32 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !122
  %322 = shufflevector <4 x float> %313, <4 x float> %313, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !122
  %323 = shufflevector <32 x float> %322, <32 x float> %321, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 0, i32 1, i32 2, i32 3, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>, !dbg !122
  %324 = shufflevector <4 x float> %314, <4 x float> %314, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !122
  %325 = shufflevector <32 x float> %324, <32 x float> %323, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 0, i32 1, i32 2, i32 3, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>, !dbg !122
  %326 = shufflevector <4 x float> %315, <4 x float> %315, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !122
  %327 = shufflevector <32 x float> %326, <32 x float> %325, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 0, i32 1, i32 2, i32 3, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>, !dbg !122
  %328 = shufflevector <4 x float> %316, <4 x float> %316, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !122
  %329 = shufflevector <32 x float> %328, <32 x float> %327, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 0, i32 1, i32 2, i32 3, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>, !dbg !122
  %330 = shufflevector <4 x float> %317, <4 x float> %317, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !122
  %331 = shufflevector <32 x float> %330, <32 x float> %329, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 0, i32 1, i32 2, i32 3, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>, !dbg !122
  %332 = shufflevector <4 x float> %318, <4 x float> %318, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !122
  %333 = shufflevector <32 x float> %332, <32 x float> %331, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 0, i32 1, i32 2, i32 3, i32 60, i32 61, i32 62, i32 63>, !dbg !122
  %334 = shufflevector <4 x float> %319, <4 x float> %319, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !122
  %335 = shufflevector <32 x float> %334, <32 x float> %333, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 0, i32 1, i32 2, i32 3>, !dbg !122
  %336 = shufflevector <32 x float> %335, <32 x float> poison, <32 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>, !dbg !122
  %337 = shufflevector <32 x float> %336, <32 x float> %336, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !122
  %338 = shufflevector <32 x float> %336, <32 x float> %336, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !122
  %339 = shufflevector <32 x float> %336, <32 x float> %336, <8 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>, !dbg !122
  %340 = shufflevector <32 x float> %336, <32 x float> %336, <8 x i32> <i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>, !dbg !122
  %341 = mul i64 %18, 8, !dbg !118
  %342 = add i64 %341, 0, !dbg !118
  %343 = getelementptr float, ptr %16, i64 %342, !dbg !118
  store <8 x float> %337, ptr %343, align 4, !dbg !118
  %344 = add i64 %18, 1, !dbg !118
  %345 = mul i64 %344, 8, !dbg !118
  %346 = add i64 %345, 0, !dbg !118
  %347 = getelementptr float, ptr %16, i64 %346, !dbg !118
  store <8 x float> %338, ptr %347, align 4, !dbg !118
  %348 = add i64 %18, 2, !dbg !118
  %349 = mul i64 %348, 8, !dbg !118
  %350 = add i64 %349, 0, !dbg !118
  %351 = getelementptr float, ptr %16, i64 %350, !dbg !118
  store <8 x float> %339, ptr %351, align 4, !dbg !118
  %352 = add i64 %18, 3, !dbg !118
  %353 = mul i64 %352, 8, !dbg !118
  %354 = add i64 %353, 0, !dbg !118
  %355 = getelementptr float, ptr %16, i64 %354, !dbg !118
  store <8 x float> %340, ptr %355, align 4, !dbg !118
  %356 = add i64 %18, 4, !dbg !118
  br label %17, !dbg !118

357:                                              ; preds = %17
  ret i32 0, !dbg !119
}

define internal i32 @main_dispatch_2_matmul_8x32x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !83 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !124
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !124
  %6 = load ptr, ptr %5, align 8, !dbg !124
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !124
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !125
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !125
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !125
  %10 = load ptr, ptr %9, align 8, !dbg !125
  %11 = getelementptr i8, ptr %10, i32 8192, !dbg !125
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !125
  %12 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !126
  %13 = extractvalue %iree_hal_executable_dispatch_state_v0_t %12, 10, !dbg !126
  %14 = getelementptr ptr, ptr %13, i32 2, !dbg !126
  %15 = load ptr, ptr %14, align 8, !dbg !126
  %16 = getelementptr i8, ptr %15, i32 2048, !dbg !126
  call void @llvm.assume(i1 true) [ "align"(ptr %16, i64 64) ], !dbg !126
  br label %17, !dbg !127

17:                                               ; preds = %293, %3
  %18 = phi i64 [ %328, %293 ], [ 0, %3 ], !dbg !127
  %19 = icmp slt i64 %18, 32, !dbg !127
  br i1 %19, label %20, label %329, !dbg !127

20:                                               ; preds = %24, %17
  %21 = phi i64 [ %292, %24 ], [ 0, %17 ], !dbg !127
  %22 = phi [8 x <4 x float>] [ %291, %24 ], [ zeroinitializer, %17 ], !dbg !127
  %23 = icmp slt i64 %21, 32, !dbg !127
  br i1 %23, label %24, label %293, !dbg !127

24:                                               ; preds = %20
  %25 = mul i64 %18, 32, !dbg !127
  %26 = add i64 %25, %21, !dbg !127
  %27 = getelementptr float, ptr %11, i64 %26, !dbg !127
  %28 = load <4 x float>, ptr %27, align 4, !dbg !127
  %29 = add i64 %18, 1, !dbg !127
  %30 = mul i64 %29, 32, !dbg !127
  %31 = add i64 %30, %21, !dbg !127
  %32 = getelementptr float, ptr %11, i64 %31, !dbg !127
  %33 = load <4 x float>, ptr %32, align 4, !dbg !127
  %34 = add i64 %18, 2, !dbg !127
  %35 = mul i64 %34, 32, !dbg !127
  %36 = add i64 %35, %21, !dbg !127
  %37 = getelementptr float, ptr %11, i64 %36, !dbg !127
  %38 = load <4 x float>, ptr %37, align 4, !dbg !127
  %39 = add i64 %18, 3, !dbg !127
  %40 = mul i64 %39, 32, !dbg !127
  %41 = add i64 %40, %21, !dbg !127
  %42 = getelementptr float, ptr %11, i64 %41, !dbg !127
  %43 = load <4 x float>, ptr %42, align 4, !dbg !127
  %44 = extractelement <4 x float> %28, i64 0, !dbg !127
  %45 = extractelement <4 x float> %28, i64 1, !dbg !127
  %46 = extractelement <4 x float> %28, i64 2, !dbg !127
  %47 = extractelement <4 x float> %28, i64 3, !dbg !127
  %48 = extractelement <4 x float> %33, i64 0, !dbg !127
  %49 = extractelement <4 x float> %33, i64 1, !dbg !127
  %50 = extractelement <4 x float> %33, i64 2, !dbg !127
  %51 = extractelement <4 x float> %33, i64 3, !dbg !127
  %52 = extractelement <4 x float> %38, i64 0, !dbg !127
  %53 = extractelement <4 x float> %38, i64 1, !dbg !127
  %54 = extractelement <4 x float> %38, i64 2, !dbg !127
  %55 = extractelement <4 x float> %38, i64 3, !dbg !127
  %56 = extractelement <4 x float> %43, i64 0, !dbg !127
  %57 = extractelement <4 x float> %43, i64 1, !dbg !127
  %58 = extractelement <4 x float> %43, i64 2, !dbg !127
  %59 = extractelement <4 x float> %43, i64 3, !dbg !127
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
  %292 = add i64 %21, 4, !dbg !127
  br label %20, !dbg !127

293:                                              ; preds = %20
  %294 = getelementptr float, ptr @__constant_32xf32_1, i64 %18, !dbg !129
  %295 = load <4 x float>, ptr %294, align 4, !dbg !129
  %296 = extractvalue [8 x <4 x float>] %22, 0, !dbg !130
  %297 = fadd contract <4 x float> %296, %295, !dbg !130
  %298 = extractvalue [8 x <4 x float>] %22, 1, !dbg !130
  %299 = fadd contract <4 x float> %298, %295, !dbg !130
  %300 = extractvalue [8 x <4 x float>] %22, 2, !dbg !130
  %301 = fadd contract <4 x float> %300, %295, !dbg !130
  %302 = extractvalue [8 x <4 x float>] %22, 3, !dbg !130
  %303 = fadd contract <4 x float> %302, %295, !dbg !130
  %304 = extractvalue [8 x <4 x float>] %22, 4, !dbg !130
  %305 = fadd contract <4 x float> %304, %295, !dbg !130
  %306 = extractvalue [8 x <4 x float>] %22, 5, !dbg !130
  %307 = fadd contract <4 x float> %306, %295, !dbg !130
  %308 = extractvalue [8 x <4 x float>] %22, 6, !dbg !130
  %309 = fadd contract <4 x float> %308, %295, !dbg !130
  %310 = extractvalue [8 x <4 x float>] %22, 7, !dbg !130
  %311 = fadd contract <4 x float> %310, %295, !dbg !130
  %312 = add i64 0, %18, !dbg !127
  %313 = getelementptr float, ptr %16, i64 %312, !dbg !127
  store <4 x float> %297, ptr %313, align 4, !dbg !127
  %314 = add i64 32, %18, !dbg !127
  %315 = getelementptr float, ptr %16, i64 %314, !dbg !127
  store <4 x float> %299, ptr %315, align 4, !dbg !127
  %316 = add i64 64, %18, !dbg !127
  %317 = getelementptr float, ptr %16, i64 %316, !dbg !127
  store <4 x float> %301, ptr %317, align 4, !dbg !127
  %318 = add i64 96, %18, !dbg !127
  %319 = getelementptr float, ptr %16, i64 %318, !dbg !127
  store <4 x float> %303, ptr %319, align 4, !dbg !127
  %320 = add i64 128, %18, !dbg !127
  %321 = getelementptr float, ptr %16, i64 %320, !dbg !127
  store <4 x float> %305, ptr %321, align 4, !dbg !127
  %322 = add i64 160, %18, !dbg !127
  %323 = getelementptr float, ptr %16, i64 %322, !dbg !127
  store <4 x float> %307, ptr %323, align 4, !dbg !127
  %324 = add i64 192, %18, !dbg !127
  %325 = getelementptr float, ptr %16, i64 %324, !dbg !127
  store <4 x float> %309, ptr %325, align 4, !dbg !127
  %326 = add i64 224, %18, !dbg !127
  %327 = getelementptr float, ptr %16, i64 %326, !dbg !127
  store <4 x float> %311, ptr %327, align 4, !dbg !127
  %328 = add i64 %18, 4, !dbg !127
  br label %17, !dbg !127

329:                                              ; preds = %17
  ret i32 0, !dbg !128
}

define internal i32 @main_dispatch_3_batch_matmul_1x8x8x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !86 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !131
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !131
  %6 = load ptr, ptr %5, align 8, !dbg !131
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !131
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !132
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !132
  %9 = load ptr, ptr %8, align 8, !dbg !132
  %10 = getelementptr i8, ptr %9, i32 1024, !dbg !132
  call void @llvm.assume(i1 true) [ "align"(ptr %10, i64 64) ], !dbg !132
  %11 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !133
  %12 = extractvalue %iree_hal_executable_dispatch_state_v0_t %11, 10, !dbg !133
  %13 = getelementptr ptr, ptr %12, i32 1, !dbg !133
  %14 = load ptr, ptr %13, align 8, !dbg !133
  %15 = getelementptr i8, ptr %14, i32 3072, !dbg !133
  call void @llvm.assume(i1 true) [ "align"(ptr %15, i64 64) ], !dbg !133
  br label %16, !dbg !134

16:                                               ; preds = %256, %3
  %17 = phi i64 [ %281, %256 ], [ 0, %3 ], !dbg !134
  %18 = icmp slt i64 %17, 8, !dbg !134
  br i1 %18, label %19, label %282, !dbg !134

19:                                               ; preds = %23, %16
  %20 = phi i64 [ %255, %23 ], [ 0, %16 ], !dbg !134
  %21 = phi [8 x <4 x float>] [ %254, %23 ], [ zeroinitializer, %16 ], !dbg !134
  %22 = icmp slt i64 %20, 32, !dbg !134
  br i1 %22, label %23, label %256, !dbg !134

23:                                               ; preds = %19
  %24 = mul i64 %20, 8, !dbg !134
  %25 = add i64 0, %24, !dbg !134
  %26 = add i64 %25, %17, !dbg !134
  %27 = getelementptr float, ptr %10, i64 %26, !dbg !134
  %28 = load <4 x float>, ptr %27, align 4, !dbg !134
  %29 = add i64 %20, 1, !dbg !134
  %30 = mul i64 %29, 8, !dbg !134
  %31 = add i64 0, %30, !dbg !134
  %32 = add i64 %31, %17, !dbg !134
  %33 = getelementptr float, ptr %10, i64 %32, !dbg !134
  %34 = load <4 x float>, ptr %33, align 4, !dbg !134
  %35 = add i64 %20, 2, !dbg !134
  %36 = mul i64 %35, 8, !dbg !134
  %37 = add i64 0, %36, !dbg !134
  %38 = add i64 %37, %17, !dbg !134
  %39 = getelementptr float, ptr %10, i64 %38, !dbg !134
  %40 = load <4 x float>, ptr %39, align 4, !dbg !134
  %41 = add i64 %20, 3, !dbg !134
  %42 = mul i64 %41, 8, !dbg !134
  %43 = add i64 0, %42, !dbg !134
  %44 = add i64 %43, %17, !dbg !134
  %45 = getelementptr float, ptr %10, i64 %44, !dbg !134
  %46 = load <4 x float>, ptr %45, align 4, !dbg !134
  %47 = add nuw nsw i64 0, %20, !dbg !136
  %48 = getelementptr inbounds nuw float, ptr %6, i64 %47, !dbg !136
  %49 = load float, ptr %48, align 4, !dbg !136
  %50 = insertelement <4 x float> poison, float %49, i32 0, !dbg !136
  %51 = shufflevector <4 x float> %50, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %52 = extractvalue [8 x <4 x float>] %21, 0, !dbg !136
  %53 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %51, <4 x float> %28, <4 x float> %52), !dbg !136
  %54 = add nuw nsw i64 32, %20, !dbg !136
  %55 = getelementptr inbounds nuw float, ptr %6, i64 %54, !dbg !136
  %56 = load float, ptr %55, align 4, !dbg !136
  %57 = insertelement <4 x float> poison, float %56, i32 0, !dbg !136
  %58 = shufflevector <4 x float> %57, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %59 = extractvalue [8 x <4 x float>] %21, 1, !dbg !136
  %60 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %58, <4 x float> %28, <4 x float> %59), !dbg !136
  %61 = add nuw nsw i64 64, %20, !dbg !136
  %62 = getelementptr inbounds nuw float, ptr %6, i64 %61, !dbg !136
  %63 = load float, ptr %62, align 4, !dbg !136
  %64 = insertelement <4 x float> poison, float %63, i32 0, !dbg !136
  %65 = shufflevector <4 x float> %64, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %66 = extractvalue [8 x <4 x float>] %21, 2, !dbg !136
  %67 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %65, <4 x float> %28, <4 x float> %66), !dbg !136
  %68 = add nuw nsw i64 96, %20, !dbg !136
  %69 = getelementptr inbounds nuw float, ptr %6, i64 %68, !dbg !136
  %70 = load float, ptr %69, align 4, !dbg !136
  %71 = insertelement <4 x float> poison, float %70, i32 0, !dbg !136
  %72 = shufflevector <4 x float> %71, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %73 = extractvalue [8 x <4 x float>] %21, 3, !dbg !136
  %74 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %72, <4 x float> %28, <4 x float> %73), !dbg !136
  %75 = add nuw nsw i64 128, %20, !dbg !136
  %76 = getelementptr inbounds nuw float, ptr %6, i64 %75, !dbg !136
  %77 = load float, ptr %76, align 4, !dbg !136
  %78 = insertelement <4 x float> poison, float %77, i32 0, !dbg !136
  %79 = shufflevector <4 x float> %78, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %80 = extractvalue [8 x <4 x float>] %21, 4, !dbg !136
  %81 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %79, <4 x float> %28, <4 x float> %80), !dbg !136
  %82 = add nuw nsw i64 160, %20, !dbg !136
  %83 = getelementptr inbounds nuw float, ptr %6, i64 %82, !dbg !136
  %84 = load float, ptr %83, align 4, !dbg !136
  %85 = insertelement <4 x float> poison, float %84, i32 0, !dbg !136
  %86 = shufflevector <4 x float> %85, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %87 = extractvalue [8 x <4 x float>] %21, 5, !dbg !136
  %88 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %86, <4 x float> %28, <4 x float> %87), !dbg !136
  %89 = add nuw nsw i64 192, %20, !dbg !136
  %90 = getelementptr inbounds nuw float, ptr %6, i64 %89, !dbg !136
  %91 = load float, ptr %90, align 4, !dbg !136
  %92 = insertelement <4 x float> poison, float %91, i32 0, !dbg !136
  %93 = shufflevector <4 x float> %92, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %94 = extractvalue [8 x <4 x float>] %21, 6, !dbg !136
  %95 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %93, <4 x float> %28, <4 x float> %94), !dbg !136
  %96 = add nuw nsw i64 224, %20, !dbg !136
  %97 = getelementptr inbounds nuw float, ptr %6, i64 %96, !dbg !136
  %98 = load float, ptr %97, align 4, !dbg !136
  %99 = insertelement <4 x float> poison, float %98, i32 0, !dbg !136
  %100 = shufflevector <4 x float> %99, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %101 = extractvalue [8 x <4 x float>] %21, 7, !dbg !136
  %102 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %100, <4 x float> %28, <4 x float> %101), !dbg !136
  %103 = add nuw nsw i64 0, %29, !dbg !136
  %104 = getelementptr inbounds nuw float, ptr %6, i64 %103, !dbg !136
  %105 = load float, ptr %104, align 4, !dbg !136
  %106 = insertelement <4 x float> poison, float %105, i32 0, !dbg !136
  %107 = shufflevector <4 x float> %106, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %108 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %107, <4 x float> %34, <4 x float> %53), !dbg !136
  %109 = add nuw nsw i64 32, %29, !dbg !136
  %110 = getelementptr inbounds nuw float, ptr %6, i64 %109, !dbg !136
  %111 = load float, ptr %110, align 4, !dbg !136
  %112 = insertelement <4 x float> poison, float %111, i32 0, !dbg !136
  %113 = shufflevector <4 x float> %112, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %114 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %113, <4 x float> %34, <4 x float> %60), !dbg !136
  %115 = add nuw nsw i64 64, %29, !dbg !136
  %116 = getelementptr inbounds nuw float, ptr %6, i64 %115, !dbg !136
  %117 = load float, ptr %116, align 4, !dbg !136
  %118 = insertelement <4 x float> poison, float %117, i32 0, !dbg !136
  %119 = shufflevector <4 x float> %118, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %120 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %119, <4 x float> %34, <4 x float> %67), !dbg !136
  %121 = add nuw nsw i64 96, %29, !dbg !136
  %122 = getelementptr inbounds nuw float, ptr %6, i64 %121, !dbg !136
  %123 = load float, ptr %122, align 4, !dbg !136
  %124 = insertelement <4 x float> poison, float %123, i32 0, !dbg !136
  %125 = shufflevector <4 x float> %124, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %126 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %125, <4 x float> %34, <4 x float> %74), !dbg !136
  %127 = add nuw nsw i64 128, %29, !dbg !136
  %128 = getelementptr inbounds nuw float, ptr %6, i64 %127, !dbg !136
  %129 = load float, ptr %128, align 4, !dbg !136
  %130 = insertelement <4 x float> poison, float %129, i32 0, !dbg !136
  %131 = shufflevector <4 x float> %130, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %132 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %131, <4 x float> %34, <4 x float> %81), !dbg !136
  %133 = add nuw nsw i64 160, %29, !dbg !136
  %134 = getelementptr inbounds nuw float, ptr %6, i64 %133, !dbg !136
  %135 = load float, ptr %134, align 4, !dbg !136
  %136 = insertelement <4 x float> poison, float %135, i32 0, !dbg !136
  %137 = shufflevector <4 x float> %136, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %138 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %137, <4 x float> %34, <4 x float> %88), !dbg !136
  %139 = add nuw nsw i64 192, %29, !dbg !136
  %140 = getelementptr inbounds nuw float, ptr %6, i64 %139, !dbg !136
  %141 = load float, ptr %140, align 4, !dbg !136
  %142 = insertelement <4 x float> poison, float %141, i32 0, !dbg !136
  %143 = shufflevector <4 x float> %142, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %144 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %143, <4 x float> %34, <4 x float> %95), !dbg !136
  %145 = add nuw nsw i64 224, %29, !dbg !136
  %146 = getelementptr inbounds nuw float, ptr %6, i64 %145, !dbg !136
  %147 = load float, ptr %146, align 4, !dbg !136
  %148 = insertelement <4 x float> poison, float %147, i32 0, !dbg !136
  %149 = shufflevector <4 x float> %148, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %150 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %149, <4 x float> %34, <4 x float> %102), !dbg !136
  %151 = add nuw nsw i64 0, %35, !dbg !136
  %152 = getelementptr inbounds nuw float, ptr %6, i64 %151, !dbg !136
  %153 = load float, ptr %152, align 4, !dbg !136
  %154 = insertelement <4 x float> poison, float %153, i32 0, !dbg !136
  %155 = shufflevector <4 x float> %154, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %156 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %155, <4 x float> %40, <4 x float> %108), !dbg !136
  %157 = add nuw nsw i64 32, %35, !dbg !136
  %158 = getelementptr inbounds nuw float, ptr %6, i64 %157, !dbg !136
  %159 = load float, ptr %158, align 4, !dbg !136
  %160 = insertelement <4 x float> poison, float %159, i32 0, !dbg !136
  %161 = shufflevector <4 x float> %160, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %162 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %161, <4 x float> %40, <4 x float> %114), !dbg !136
  %163 = add nuw nsw i64 64, %35, !dbg !136
  %164 = getelementptr inbounds nuw float, ptr %6, i64 %163, !dbg !136
  %165 = load float, ptr %164, align 4, !dbg !136
  %166 = insertelement <4 x float> poison, float %165, i32 0, !dbg !136
  %167 = shufflevector <4 x float> %166, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %168 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %167, <4 x float> %40, <4 x float> %120), !dbg !136
  %169 = add nuw nsw i64 96, %35, !dbg !136
  %170 = getelementptr inbounds nuw float, ptr %6, i64 %169, !dbg !136
  %171 = load float, ptr %170, align 4, !dbg !136
  %172 = insertelement <4 x float> poison, float %171, i32 0, !dbg !136
  %173 = shufflevector <4 x float> %172, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %174 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %173, <4 x float> %40, <4 x float> %126), !dbg !136
  %175 = add nuw nsw i64 128, %35, !dbg !136
  %176 = getelementptr inbounds nuw float, ptr %6, i64 %175, !dbg !136
  %177 = load float, ptr %176, align 4, !dbg !136
  %178 = insertelement <4 x float> poison, float %177, i32 0, !dbg !136
  %179 = shufflevector <4 x float> %178, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %180 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %179, <4 x float> %40, <4 x float> %132), !dbg !136
  %181 = add nuw nsw i64 160, %35, !dbg !136
  %182 = getelementptr inbounds nuw float, ptr %6, i64 %181, !dbg !136
  %183 = load float, ptr %182, align 4, !dbg !136
  %184 = insertelement <4 x float> poison, float %183, i32 0, !dbg !136
  %185 = shufflevector <4 x float> %184, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %186 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %185, <4 x float> %40, <4 x float> %138), !dbg !136
  %187 = add nuw nsw i64 192, %35, !dbg !136
  %188 = getelementptr inbounds nuw float, ptr %6, i64 %187, !dbg !136
  %189 = load float, ptr %188, align 4, !dbg !136
  %190 = insertelement <4 x float> poison, float %189, i32 0, !dbg !136
  %191 = shufflevector <4 x float> %190, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %192 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %191, <4 x float> %40, <4 x float> %144), !dbg !136
  %193 = add nuw nsw i64 224, %35, !dbg !136
  %194 = getelementptr inbounds nuw float, ptr %6, i64 %193, !dbg !136
  %195 = load float, ptr %194, align 4, !dbg !136
  %196 = insertelement <4 x float> poison, float %195, i32 0, !dbg !136
  %197 = shufflevector <4 x float> %196, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %198 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %197, <4 x float> %40, <4 x float> %150), !dbg !136
  %199 = add nuw nsw i64 0, %41, !dbg !136
  %200 = getelementptr inbounds nuw float, ptr %6, i64 %199, !dbg !136
  %201 = load float, ptr %200, align 4, !dbg !136
  %202 = insertelement <4 x float> poison, float %201, i32 0, !dbg !136
  %203 = shufflevector <4 x float> %202, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %204 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %203, <4 x float> %46, <4 x float> %156), !dbg !136
  %205 = add nuw nsw i64 32, %41, !dbg !136
  %206 = getelementptr inbounds nuw float, ptr %6, i64 %205, !dbg !136
  %207 = load float, ptr %206, align 4, !dbg !136
  %208 = insertelement <4 x float> poison, float %207, i32 0, !dbg !136
  %209 = shufflevector <4 x float> %208, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %210 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %209, <4 x float> %46, <4 x float> %162), !dbg !136
  %211 = add nuw nsw i64 64, %41, !dbg !136
  %212 = getelementptr inbounds nuw float, ptr %6, i64 %211, !dbg !136
  %213 = load float, ptr %212, align 4, !dbg !136
  %214 = insertelement <4 x float> poison, float %213, i32 0, !dbg !136
  %215 = shufflevector <4 x float> %214, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %216 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %215, <4 x float> %46, <4 x float> %168), !dbg !136
  %217 = add nuw nsw i64 96, %41, !dbg !136
  %218 = getelementptr inbounds nuw float, ptr %6, i64 %217, !dbg !136
  %219 = load float, ptr %218, align 4, !dbg !136
  %220 = insertelement <4 x float> poison, float %219, i32 0, !dbg !136
  %221 = shufflevector <4 x float> %220, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %222 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %221, <4 x float> %46, <4 x float> %174), !dbg !136
  %223 = add nuw nsw i64 128, %41, !dbg !136
  %224 = getelementptr inbounds nuw float, ptr %6, i64 %223, !dbg !136
  %225 = load float, ptr %224, align 4, !dbg !136
  %226 = insertelement <4 x float> poison, float %225, i32 0, !dbg !136
  %227 = shufflevector <4 x float> %226, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %228 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %227, <4 x float> %46, <4 x float> %180), !dbg !136
  %229 = add nuw nsw i64 160, %41, !dbg !136
  %230 = getelementptr inbounds nuw float, ptr %6, i64 %229, !dbg !136
  %231 = load float, ptr %230, align 4, !dbg !136
  %232 = insertelement <4 x float> poison, float %231, i32 0, !dbg !136
  %233 = shufflevector <4 x float> %232, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %234 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %233, <4 x float> %46, <4 x float> %186), !dbg !136
  %235 = add nuw nsw i64 192, %41, !dbg !136
  %236 = getelementptr inbounds nuw float, ptr %6, i64 %235, !dbg !136
  %237 = load float, ptr %236, align 4, !dbg !136
  %238 = insertelement <4 x float> poison, float %237, i32 0, !dbg !136
  %239 = shufflevector <4 x float> %238, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %240 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %239, <4 x float> %46, <4 x float> %192), !dbg !136
  %241 = add nuw nsw i64 224, %41, !dbg !136
  %242 = getelementptr inbounds nuw float, ptr %6, i64 %241, !dbg !136
  %243 = load float, ptr %242, align 4, !dbg !136
  %244 = insertelement <4 x float> poison, float %243, i32 0, !dbg !136
  %245 = shufflevector <4 x float> %244, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !136
  %246 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %245, <4 x float> %46, <4 x float> %198), !dbg !136
  %247 = insertvalue [8 x <4 x float>] poison, <4 x float> %204, 0, !dbg !136
  %248 = insertvalue [8 x <4 x float>] %247, <4 x float> %210, 1, !dbg !136
  %249 = insertvalue [8 x <4 x float>] %248, <4 x float> %216, 2, !dbg !136
  %250 = insertvalue [8 x <4 x float>] %249, <4 x float> %222, 3, !dbg !136
  %251 = insertvalue [8 x <4 x float>] %250, <4 x float> %228, 4, !dbg !136
  %252 = insertvalue [8 x <4 x float>] %251, <4 x float> %234, 5, !dbg !136
  %253 = insertvalue [8 x <4 x float>] %252, <4 x float> %240, 6, !dbg !136
  %254 = insertvalue [8 x <4 x float>] %253, <4 x float> %246, 7, !dbg !136
  %255 = add i64 %20, 4, !dbg !134
  br label %19, !dbg !134

256:                                              ; preds = %19
  %257 = extractvalue [8 x <4 x float>] %21, 0, !dbg !134
  %258 = add i64 0, %17, !dbg !134
  %259 = getelementptr float, ptr %15, i64 %258, !dbg !134
  store <4 x float> %257, ptr %259, align 4, !dbg !134
  %260 = extractvalue [8 x <4 x float>] %21, 1, !dbg !134
  %261 = add i64 8, %17, !dbg !134
  %262 = getelementptr float, ptr %15, i64 %261, !dbg !134
  store <4 x float> %260, ptr %262, align 4, !dbg !134
  %263 = extractvalue [8 x <4 x float>] %21, 2, !dbg !134
  %264 = add i64 16, %17, !dbg !134
  %265 = getelementptr float, ptr %15, i64 %264, !dbg !134
  store <4 x float> %263, ptr %265, align 4, !dbg !134
  %266 = extractvalue [8 x <4 x float>] %21, 3, !dbg !134
  %267 = add i64 24, %17, !dbg !134
  %268 = getelementptr float, ptr %15, i64 %267, !dbg !134
  store <4 x float> %266, ptr %268, align 4, !dbg !134
  %269 = extractvalue [8 x <4 x float>] %21, 4, !dbg !134
  %270 = add i64 32, %17, !dbg !134
  %271 = getelementptr float, ptr %15, i64 %270, !dbg !134
  store <4 x float> %269, ptr %271, align 4, !dbg !134
  %272 = extractvalue [8 x <4 x float>] %21, 5, !dbg !134
  %273 = add i64 40, %17, !dbg !134
  %274 = getelementptr float, ptr %15, i64 %273, !dbg !134
  store <4 x float> %272, ptr %274, align 4, !dbg !134
  %275 = extractvalue [8 x <4 x float>] %21, 6, !dbg !134
  %276 = add i64 48, %17, !dbg !134
  %277 = getelementptr float, ptr %15, i64 %276, !dbg !134
  store <4 x float> %275, ptr %277, align 4, !dbg !134
  %278 = extractvalue [8 x <4 x float>] %21, 7, !dbg !134
  %279 = add i64 56, %17, !dbg !134
  %280 = getelementptr float, ptr %15, i64 %279, !dbg !134
  store <4 x float> %278, ptr %280, align 4, !dbg !134
  %281 = add i64 %17, 4, !dbg !134
  br label %16, !dbg !134

282:                                              ; preds = %16
  ret i32 0, !dbg !135
}

define internal i32 @main_dispatch_4_reduction_8x8_f32xi1(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !89 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !138
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !138
  %6 = load ptr, ptr %5, align 8, !dbg !138
  %7 = getelementptr i8, ptr %6, i32 3072, !dbg !138
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !138
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !139
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !139
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !139
  %11 = load ptr, ptr %10, align 8, !dbg !139
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !139
  %12 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !140
  %13 = extractvalue %iree_hal_executable_workgroup_state_v0_t %12, 0, !dbg !140
  %14 = zext i32 %13 to i64, !dbg !140
  %15 = getelementptr inbounds nuw i8, ptr %11, i64 %14, !dbg !141
  store i8 1, ptr %15, align 1, !dbg !141
  br label %16, !dbg !140

16:                                               ; preds = %34, %3
  %17 = phi i64 [ %35, %34 ], [ 0, %3 ], !dbg !140
  %18 = icmp slt i64 %17, 8, !dbg !140
  br i1 %18, label %19, label %36, !dbg !140

19:                                               ; preds = %22, %16
  %20 = phi i64 [ %33, %22 ], [ 0, %16 ], !dbg !140
  %21 = icmp slt i64 %20, 4, !dbg !140
  br i1 %21, label %22, label %34, !dbg !140

22:                                               ; preds = %19
  %23 = add i64 %17, %20, !dbg !140
  %24 = mul nuw nsw i64 %14, 8, !dbg !140
  %25 = add nuw nsw i64 %24, %23, !dbg !140
  %26 = getelementptr inbounds nuw float, ptr %7, i64 %25, !dbg !140
  %27 = load float, ptr %26, align 4, !dbg !140
  %28 = load i8, ptr %15, align 1, !dbg !140
  %29 = trunc i8 %28 to i1, !dbg !143
  %30 = fcmp oeq float %27, -inf, !dbg !144
  %31 = and i1 %30, %29, !dbg !145
  %32 = zext i1 %31 to i8, !dbg !146
  store i8 %32, ptr %15, align 1, !dbg !140
  %33 = add i64 %20, 1, !dbg !140
  br label %19, !dbg !140

34:                                               ; preds = %19
  %35 = add i64 %17, 4, !dbg !140
  br label %16, !dbg !140

36:                                               ; preds = %16
  ret i32 0, !dbg !142
}

define internal i32 @main_dispatch_5_softmax_8x8xf32_generic(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !92 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !147
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !147
  %6 = load ptr, ptr %5, align 8, !dbg !147
  %7 = getelementptr i8, ptr %6, i32 3072, !dbg !147
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !147
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !148
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !148
  %10 = load ptr, ptr %9, align 8, !dbg !148
  call void @llvm.assume(i1 true) [ "align"(ptr %10, i64 64) ], !dbg !148
  %11 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !149
  %12 = extractvalue %iree_hal_executable_dispatch_state_v0_t %11, 10, !dbg !149
  %13 = getelementptr ptr, ptr %12, i32 1, !dbg !149
  %14 = load ptr, ptr %13, align 8, !dbg !149
  %15 = getelementptr i8, ptr %14, i32 64, !dbg !149
  call void @llvm.assume(i1 true) [ "align"(ptr %15, i64 64) ], !dbg !149
  %16 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !150
  %17 = extractvalue %iree_hal_executable_workgroup_state_v0_t %16, 0, !dbg !150
  %18 = zext i32 %17 to i64, !dbg !150
  br label %19, !dbg !151

19:                                               ; preds = %23, %3
  %20 = phi i64 [ %32, %23 ], [ 0, %3 ], !dbg !151
  %21 = phi <1 x float> [ %31, %23 ], [ splat (float -qnan), %3 ], !dbg !151
  %22 = icmp slt i64 %20, 8, !dbg !151
  br i1 %22, label %23, label %33, !dbg !151

23:                                               ; preds = %19
  %24 = mul i64 %18, 8, !dbg !151
  %25 = add i64 %24, %20, !dbg !151
  %26 = getelementptr float, ptr %7, i64 %25, !dbg !151
  %27 = load <4 x float>, ptr %26, align 4, !dbg !151
  %28 = extractelement <1 x float> %21, i64 0, !dbg !162
  %29 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %27), !dbg !162
  %30 = call float @llvm.maxnum.f32(float %29, float %28), !dbg !162
  %31 = insertelement <1 x float> poison, float %30, i32 0, !dbg !162
  %32 = add i64 %20, 4, !dbg !151
  br label %19, !dbg !151

33:                                               ; preds = %37, %19
  %34 = phi i64 [ %74, %37 ], [ 0, %19 ], !dbg !150
  %35 = phi <1 x float> [ %73, %37 ], [ zeroinitializer, %19 ], !dbg !150
  %36 = icmp slt i64 %34, 8, !dbg !150
  br i1 %36, label %37, label %75, !dbg !150

37:                                               ; preds = %33
  %38 = mul i64 %18, 8, !dbg !150
  %39 = add i64 %38, %34, !dbg !150
  %40 = getelementptr float, ptr %7, i64 %39, !dbg !150
  %41 = load <4 x float>, ptr %40, align 4, !dbg !150
  %42 = extractelement <1 x float> %21, i64 0, !dbg !159
  %43 = insertelement <4 x float> poison, float %42, i32 0, !dbg !159
  %44 = shufflevector <4 x float> %43, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !159
  %45 = fsub contract <4 x float> %41, %44, !dbg !159
  %46 = fcmp uge <4 x float> %45, splat (float -8.780000e+01), !dbg !160
  %47 = select <4 x i1> %46, <4 x float> %45, <4 x float> splat (float -8.780000e+01), !dbg !160
  %48 = fcmp ule <4 x float> %47, splat (float 8.880000e+01), !dbg !160
  %49 = select <4 x i1> %48, <4 x float> %47, <4 x float> splat (float 8.880000e+01), !dbg !160
  %50 = call <4 x float> @llvm.fma.v4f32(<4 x float> %49, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !160
  %51 = call <4 x float> @llvm.floor.v4f32(<4 x float> %50), !dbg !160
  %52 = fcmp uge <4 x float> %51, splat (float -1.270000e+02), !dbg !160
  %53 = select <4 x i1> %52, <4 x float> %51, <4 x float> splat (float -1.270000e+02), !dbg !160
  %54 = fcmp ule <4 x float> %53, splat (float 1.270000e+02), !dbg !160
  %55 = select <4 x i1> %54, <4 x float> %53, <4 x float> splat (float 1.270000e+02), !dbg !160
  %56 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %55, <4 x float> %49), !dbg !160
  %57 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %55, <4 x float> %56), !dbg !160
  %58 = call <4 x float> @llvm.fma.v4f32(<4 x float> %57, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !160
  %59 = call <4 x float> @llvm.fma.v4f32(<4 x float> %58, <4 x float> %57, <4 x float> splat (float f0x3C088908)), !dbg !160
  %60 = call <4 x float> @llvm.fma.v4f32(<4 x float> %59, <4 x float> %57, <4 x float> splat (float f0x3D2AA9C1)), !dbg !160
  %61 = call <4 x float> @llvm.fma.v4f32(<4 x float> %60, <4 x float> %57, <4 x float> splat (float f0x3E2AAAAA)), !dbg !160
  %62 = call <4 x float> @llvm.fma.v4f32(<4 x float> %61, <4 x float> %57, <4 x float> splat (float 5.000000e-01)), !dbg !160
  %63 = fmul contract <4 x float> %57, %57, !dbg !160
  %64 = call <4 x float> @llvm.fma.v4f32(<4 x float> %62, <4 x float> %63, <4 x float> %57), !dbg !160
  %65 = fadd contract <4 x float> %64, splat (float 1.000000e+00), !dbg !160
  %66 = fptosi <4 x float> %55 to <4 x i32>, !dbg !160
  %67 = add <4 x i32> %66, splat (i32 127), !dbg !160
  %68 = shl <4 x i32> %67, splat (i32 23), !dbg !160
  %69 = bitcast <4 x i32> %68 to <4 x float>, !dbg !160
  %70 = fmul contract <4 x float> %65, %69, !dbg !160
  %71 = extractelement <1 x float> %35, i64 0, !dbg !161
  %72 = call float @llvm.vector.reduce.fadd.v4f32(float %71, <4 x float> %70), !dbg !161
  %73 = insertelement <1 x float> poison, float %72, i32 0, !dbg !161
  %74 = add i64 %34, 4, !dbg !150
  br label %33, !dbg !150

75:                                               ; preds = %33
  %76 = getelementptr i8, ptr %10, i64 %18, !dbg !152
  %77 = load <1 x i8>, ptr %76, align 1, !dbg !152
  %78 = trunc <1 x i8> %77 to <1 x i1>, !dbg !153
  br label %79, !dbg !152

79:                                               ; preds = %82, %75
  %80 = phi i64 [ %125, %82 ], [ 0, %75 ], !dbg !152
  %81 = icmp slt i64 %80, 8, !dbg !152
  br i1 %81, label %82, label %126, !dbg !152

82:                                               ; preds = %79
  %83 = mul i64 %18, 8, !dbg !152
  %84 = add i64 %83, %80, !dbg !152
  %85 = getelementptr float, ptr %7, i64 %84, !dbg !152
  %86 = load <4 x float>, ptr %85, align 4, !dbg !152
  %87 = extractelement <1 x float> %21, i64 0, !dbg !155
  %88 = insertelement <4 x float> poison, float %87, i32 0, !dbg !155
  %89 = shufflevector <4 x float> %88, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !155
  %90 = fsub contract <4 x float> %86, %89, !dbg !155
  %91 = fcmp uge <4 x float> %90, splat (float -8.780000e+01), !dbg !156
  %92 = select <4 x i1> %91, <4 x float> %90, <4 x float> splat (float -8.780000e+01), !dbg !156
  %93 = fcmp ule <4 x float> %92, splat (float 8.880000e+01), !dbg !156
  %94 = select <4 x i1> %93, <4 x float> %92, <4 x float> splat (float 8.880000e+01), !dbg !156
  %95 = call <4 x float> @llvm.fma.v4f32(<4 x float> %94, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !156
  %96 = call <4 x float> @llvm.floor.v4f32(<4 x float> %95), !dbg !156
  %97 = fcmp uge <4 x float> %96, splat (float -1.270000e+02), !dbg !156
  %98 = select <4 x i1> %97, <4 x float> %96, <4 x float> splat (float -1.270000e+02), !dbg !156
  %99 = fcmp ule <4 x float> %98, splat (float 1.270000e+02), !dbg !156
  %100 = select <4 x i1> %99, <4 x float> %98, <4 x float> splat (float 1.270000e+02), !dbg !156
  %101 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %100, <4 x float> %94), !dbg !156
  %102 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %100, <4 x float> %101), !dbg !156
  %103 = call <4 x float> @llvm.fma.v4f32(<4 x float> %102, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !156
  %104 = call <4 x float> @llvm.fma.v4f32(<4 x float> %103, <4 x float> %102, <4 x float> splat (float f0x3C088908)), !dbg !156
  %105 = call <4 x float> @llvm.fma.v4f32(<4 x float> %104, <4 x float> %102, <4 x float> splat (float f0x3D2AA9C1)), !dbg !156
  %106 = call <4 x float> @llvm.fma.v4f32(<4 x float> %105, <4 x float> %102, <4 x float> splat (float f0x3E2AAAAA)), !dbg !156
  %107 = call <4 x float> @llvm.fma.v4f32(<4 x float> %106, <4 x float> %102, <4 x float> splat (float 5.000000e-01)), !dbg !156
  %108 = fmul contract <4 x float> %102, %102, !dbg !156
  %109 = call <4 x float> @llvm.fma.v4f32(<4 x float> %107, <4 x float> %108, <4 x float> %102), !dbg !156
  %110 = fadd contract <4 x float> %109, splat (float 1.000000e+00), !dbg !156
  %111 = fptosi <4 x float> %100 to <4 x i32>, !dbg !156
  %112 = add <4 x i32> %111, splat (i32 127), !dbg !156
  %113 = shl <4 x i32> %112, splat (i32 23), !dbg !156
  %114 = bitcast <4 x i32> %113 to <4 x float>, !dbg !156
  %115 = fmul contract <4 x float> %110, %114, !dbg !156
  %116 = extractelement <1 x float> %35, i64 0, !dbg !157
  %117 = insertelement <4 x float> poison, float %116, i32 0, !dbg !157
  %118 = shufflevector <4 x float> %117, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !157
  %119 = fdiv <4 x float> %115, %118, !dbg !157
  %120 = extractelement <1 x i1> %78, i64 0, !dbg !158
  %121 = insertelement <4 x i1> poison, i1 %120, i32 0, !dbg !158
  %122 = shufflevector <4 x i1> %121, <4 x i1> poison, <4 x i32> zeroinitializer, !dbg !158
  %123 = select <4 x i1> %122, <4 x float> zeroinitializer, <4 x float> %119, !dbg !158
  %124 = getelementptr float, ptr %15, i64 %84, !dbg !152
  store <4 x float> %123, ptr %124, align 4, !dbg !152
  %125 = add i64 %80, 4, !dbg !152
  br label %79, !dbg !152

126:                                              ; preds = %79
  ret i32 0, !dbg !154
}

define internal i32 @main_dispatch_6_batch_matmul_1x8x32x8_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !95 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !163
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !163
  %6 = load ptr, ptr %5, align 8, !dbg !163
  %7 = getelementptr i8, ptr %6, i32 64, !dbg !163
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !163
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !164
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !164
  %10 = load ptr, ptr %9, align 8, !dbg !164
  %11 = getelementptr i8, ptr %10, i32 2048, !dbg !164
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !164
  %12 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !165
  %13 = extractvalue %iree_hal_executable_dispatch_state_v0_t %12, 10, !dbg !165
  %14 = getelementptr ptr, ptr %13, i32 1, !dbg !165
  %15 = load ptr, ptr %14, align 8, !dbg !165
  call void @llvm.assume(i1 true) [ "align"(ptr %15, i64 64) ], !dbg !165
  %16 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !166
  %17 = extractvalue %iree_hal_executable_dispatch_state_v0_t %16, 10, !dbg !166
  %18 = getelementptr ptr, ptr %17, i32 2, !dbg !166
  %19 = load ptr, ptr %18, align 8, !dbg !166
  %20 = getelementptr i8, ptr %19, i32 320, !dbg !166
  call void @llvm.assume(i1 true) [ "align"(ptr %20, i64 64) ], !dbg !166
  br label %21, !dbg !167

21:                                               ; preds = %261, %3
  %22 = phi i64 [ %310, %261 ], [ 0, %3 ], !dbg !167
  %23 = icmp slt i64 %22, 32, !dbg !167
  br i1 %23, label %24, label %311, !dbg !167

24:                                               ; preds = %28, %21
  %25 = phi i64 [ %260, %28 ], [ 0, %21 ], !dbg !167
  %26 = phi [8 x <4 x float>] [ %259, %28 ], [ zeroinitializer, %21 ], !dbg !167
  %27 = icmp slt i64 %25, 8, !dbg !167
  br i1 %27, label %28, label %261, !dbg !167

28:                                               ; preds = %24
  %29 = mul i64 %25, 32, !dbg !167
  %30 = add i64 0, %29, !dbg !167
  %31 = add i64 %30, %22, !dbg !167
  %32 = getelementptr float, ptr %11, i64 %31, !dbg !167
  %33 = load <4 x float>, ptr %32, align 4, !dbg !167
  %34 = add i64 %25, 1, !dbg !167
  %35 = mul i64 %34, 32, !dbg !167
  %36 = add i64 0, %35, !dbg !167
  %37 = add i64 %36, %22, !dbg !167
  %38 = getelementptr float, ptr %11, i64 %37, !dbg !167
  %39 = load <4 x float>, ptr %38, align 4, !dbg !167
  %40 = add i64 %25, 2, !dbg !167
  %41 = mul i64 %40, 32, !dbg !167
  %42 = add i64 0, %41, !dbg !167
  %43 = add i64 %42, %22, !dbg !167
  %44 = getelementptr float, ptr %11, i64 %43, !dbg !167
  %45 = load <4 x float>, ptr %44, align 4, !dbg !167
  %46 = add i64 %25, 3, !dbg !167
  %47 = mul i64 %46, 32, !dbg !167
  %48 = add i64 0, %47, !dbg !167
  %49 = add i64 %48, %22, !dbg !167
  %50 = getelementptr float, ptr %11, i64 %49, !dbg !167
  %51 = load <4 x float>, ptr %50, align 4, !dbg !167
  %52 = add nuw nsw i64 0, %25, !dbg !171
  %53 = getelementptr inbounds nuw float, ptr %7, i64 %52, !dbg !171
  %54 = load float, ptr %53, align 4, !dbg !171
  %55 = insertelement <4 x float> poison, float %54, i32 0, !dbg !171
  %56 = shufflevector <4 x float> %55, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %57 = extractvalue [8 x <4 x float>] %26, 0, !dbg !171
  %58 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %56, <4 x float> %33, <4 x float> %57), !dbg !171
  %59 = add nuw nsw i64 8, %25, !dbg !171
  %60 = getelementptr inbounds nuw float, ptr %7, i64 %59, !dbg !171
  %61 = load float, ptr %60, align 4, !dbg !171
  %62 = insertelement <4 x float> poison, float %61, i32 0, !dbg !171
  %63 = shufflevector <4 x float> %62, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %64 = extractvalue [8 x <4 x float>] %26, 1, !dbg !171
  %65 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %63, <4 x float> %33, <4 x float> %64), !dbg !171
  %66 = add nuw nsw i64 16, %25, !dbg !171
  %67 = getelementptr inbounds nuw float, ptr %7, i64 %66, !dbg !171
  %68 = load float, ptr %67, align 4, !dbg !171
  %69 = insertelement <4 x float> poison, float %68, i32 0, !dbg !171
  %70 = shufflevector <4 x float> %69, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %71 = extractvalue [8 x <4 x float>] %26, 2, !dbg !171
  %72 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %70, <4 x float> %33, <4 x float> %71), !dbg !171
  %73 = add nuw nsw i64 24, %25, !dbg !171
  %74 = getelementptr inbounds nuw float, ptr %7, i64 %73, !dbg !171
  %75 = load float, ptr %74, align 4, !dbg !171
  %76 = insertelement <4 x float> poison, float %75, i32 0, !dbg !171
  %77 = shufflevector <4 x float> %76, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %78 = extractvalue [8 x <4 x float>] %26, 3, !dbg !171
  %79 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %77, <4 x float> %33, <4 x float> %78), !dbg !171
  %80 = add nuw nsw i64 32, %25, !dbg !171
  %81 = getelementptr inbounds nuw float, ptr %7, i64 %80, !dbg !171
  %82 = load float, ptr %81, align 4, !dbg !171
  %83 = insertelement <4 x float> poison, float %82, i32 0, !dbg !171
  %84 = shufflevector <4 x float> %83, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %85 = extractvalue [8 x <4 x float>] %26, 4, !dbg !171
  %86 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %84, <4 x float> %33, <4 x float> %85), !dbg !171
  %87 = add nuw nsw i64 40, %25, !dbg !171
  %88 = getelementptr inbounds nuw float, ptr %7, i64 %87, !dbg !171
  %89 = load float, ptr %88, align 4, !dbg !171
  %90 = insertelement <4 x float> poison, float %89, i32 0, !dbg !171
  %91 = shufflevector <4 x float> %90, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %92 = extractvalue [8 x <4 x float>] %26, 5, !dbg !171
  %93 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %91, <4 x float> %33, <4 x float> %92), !dbg !171
  %94 = add nuw nsw i64 48, %25, !dbg !171
  %95 = getelementptr inbounds nuw float, ptr %7, i64 %94, !dbg !171
  %96 = load float, ptr %95, align 4, !dbg !171
  %97 = insertelement <4 x float> poison, float %96, i32 0, !dbg !171
  %98 = shufflevector <4 x float> %97, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %99 = extractvalue [8 x <4 x float>] %26, 6, !dbg !171
  %100 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %98, <4 x float> %33, <4 x float> %99), !dbg !171
  %101 = add nuw nsw i64 56, %25, !dbg !171
  %102 = getelementptr inbounds nuw float, ptr %7, i64 %101, !dbg !171
  %103 = load float, ptr %102, align 4, !dbg !171
  %104 = insertelement <4 x float> poison, float %103, i32 0, !dbg !171
  %105 = shufflevector <4 x float> %104, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %106 = extractvalue [8 x <4 x float>] %26, 7, !dbg !171
  %107 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %105, <4 x float> %33, <4 x float> %106), !dbg !171
  %108 = add nuw nsw i64 0, %34, !dbg !171
  %109 = getelementptr inbounds nuw float, ptr %7, i64 %108, !dbg !171
  %110 = load float, ptr %109, align 4, !dbg !171
  %111 = insertelement <4 x float> poison, float %110, i32 0, !dbg !171
  %112 = shufflevector <4 x float> %111, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %113 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %112, <4 x float> %39, <4 x float> %58), !dbg !171
  %114 = add nuw nsw i64 8, %34, !dbg !171
  %115 = getelementptr inbounds nuw float, ptr %7, i64 %114, !dbg !171
  %116 = load float, ptr %115, align 4, !dbg !171
  %117 = insertelement <4 x float> poison, float %116, i32 0, !dbg !171
  %118 = shufflevector <4 x float> %117, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %119 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %118, <4 x float> %39, <4 x float> %65), !dbg !171
  %120 = add nuw nsw i64 16, %34, !dbg !171
  %121 = getelementptr inbounds nuw float, ptr %7, i64 %120, !dbg !171
  %122 = load float, ptr %121, align 4, !dbg !171
  %123 = insertelement <4 x float> poison, float %122, i32 0, !dbg !171
  %124 = shufflevector <4 x float> %123, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %125 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %124, <4 x float> %39, <4 x float> %72), !dbg !171
  %126 = add nuw nsw i64 24, %34, !dbg !171
  %127 = getelementptr inbounds nuw float, ptr %7, i64 %126, !dbg !171
  %128 = load float, ptr %127, align 4, !dbg !171
  %129 = insertelement <4 x float> poison, float %128, i32 0, !dbg !171
  %130 = shufflevector <4 x float> %129, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %131 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %130, <4 x float> %39, <4 x float> %79), !dbg !171
  %132 = add nuw nsw i64 32, %34, !dbg !171
  %133 = getelementptr inbounds nuw float, ptr %7, i64 %132, !dbg !171
  %134 = load float, ptr %133, align 4, !dbg !171
  %135 = insertelement <4 x float> poison, float %134, i32 0, !dbg !171
  %136 = shufflevector <4 x float> %135, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %137 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %136, <4 x float> %39, <4 x float> %86), !dbg !171
  %138 = add nuw nsw i64 40, %34, !dbg !171
  %139 = getelementptr inbounds nuw float, ptr %7, i64 %138, !dbg !171
  %140 = load float, ptr %139, align 4, !dbg !171
  %141 = insertelement <4 x float> poison, float %140, i32 0, !dbg !171
  %142 = shufflevector <4 x float> %141, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %143 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %142, <4 x float> %39, <4 x float> %93), !dbg !171
  %144 = add nuw nsw i64 48, %34, !dbg !171
  %145 = getelementptr inbounds nuw float, ptr %7, i64 %144, !dbg !171
  %146 = load float, ptr %145, align 4, !dbg !171
  %147 = insertelement <4 x float> poison, float %146, i32 0, !dbg !171
  %148 = shufflevector <4 x float> %147, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %149 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %148, <4 x float> %39, <4 x float> %100), !dbg !171
  %150 = add nuw nsw i64 56, %34, !dbg !171
  %151 = getelementptr inbounds nuw float, ptr %7, i64 %150, !dbg !171
  %152 = load float, ptr %151, align 4, !dbg !171
  %153 = insertelement <4 x float> poison, float %152, i32 0, !dbg !171
  %154 = shufflevector <4 x float> %153, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %155 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %154, <4 x float> %39, <4 x float> %107), !dbg !171
  %156 = add nuw nsw i64 0, %40, !dbg !171
  %157 = getelementptr inbounds nuw float, ptr %7, i64 %156, !dbg !171
  %158 = load float, ptr %157, align 4, !dbg !171
  %159 = insertelement <4 x float> poison, float %158, i32 0, !dbg !171
  %160 = shufflevector <4 x float> %159, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %161 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %160, <4 x float> %45, <4 x float> %113), !dbg !171
  %162 = add nuw nsw i64 8, %40, !dbg !171
  %163 = getelementptr inbounds nuw float, ptr %7, i64 %162, !dbg !171
  %164 = load float, ptr %163, align 4, !dbg !171
  %165 = insertelement <4 x float> poison, float %164, i32 0, !dbg !171
  %166 = shufflevector <4 x float> %165, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %167 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %166, <4 x float> %45, <4 x float> %119), !dbg !171
  %168 = add nuw nsw i64 16, %40, !dbg !171
  %169 = getelementptr inbounds nuw float, ptr %7, i64 %168, !dbg !171
  %170 = load float, ptr %169, align 4, !dbg !171
  %171 = insertelement <4 x float> poison, float %170, i32 0, !dbg !171
  %172 = shufflevector <4 x float> %171, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %173 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %172, <4 x float> %45, <4 x float> %125), !dbg !171
  %174 = add nuw nsw i64 24, %40, !dbg !171
  %175 = getelementptr inbounds nuw float, ptr %7, i64 %174, !dbg !171
  %176 = load float, ptr %175, align 4, !dbg !171
  %177 = insertelement <4 x float> poison, float %176, i32 0, !dbg !171
  %178 = shufflevector <4 x float> %177, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %179 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %178, <4 x float> %45, <4 x float> %131), !dbg !171
  %180 = add nuw nsw i64 32, %40, !dbg !171
  %181 = getelementptr inbounds nuw float, ptr %7, i64 %180, !dbg !171
  %182 = load float, ptr %181, align 4, !dbg !171
  %183 = insertelement <4 x float> poison, float %182, i32 0, !dbg !171
  %184 = shufflevector <4 x float> %183, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %185 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %184, <4 x float> %45, <4 x float> %137), !dbg !171
  %186 = add nuw nsw i64 40, %40, !dbg !171
  %187 = getelementptr inbounds nuw float, ptr %7, i64 %186, !dbg !171
  %188 = load float, ptr %187, align 4, !dbg !171
  %189 = insertelement <4 x float> poison, float %188, i32 0, !dbg !171
  %190 = shufflevector <4 x float> %189, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %191 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %190, <4 x float> %45, <4 x float> %143), !dbg !171
  %192 = add nuw nsw i64 48, %40, !dbg !171
  %193 = getelementptr inbounds nuw float, ptr %7, i64 %192, !dbg !171
  %194 = load float, ptr %193, align 4, !dbg !171
  %195 = insertelement <4 x float> poison, float %194, i32 0, !dbg !171
  %196 = shufflevector <4 x float> %195, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %197 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %196, <4 x float> %45, <4 x float> %149), !dbg !171
  %198 = add nuw nsw i64 56, %40, !dbg !171
  %199 = getelementptr inbounds nuw float, ptr %7, i64 %198, !dbg !171
  %200 = load float, ptr %199, align 4, !dbg !171
  %201 = insertelement <4 x float> poison, float %200, i32 0, !dbg !171
  %202 = shufflevector <4 x float> %201, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %203 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %202, <4 x float> %45, <4 x float> %155), !dbg !171
  %204 = add nuw nsw i64 0, %46, !dbg !171
  %205 = getelementptr inbounds nuw float, ptr %7, i64 %204, !dbg !171
  %206 = load float, ptr %205, align 4, !dbg !171
  %207 = insertelement <4 x float> poison, float %206, i32 0, !dbg !171
  %208 = shufflevector <4 x float> %207, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %209 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %208, <4 x float> %51, <4 x float> %161), !dbg !171
  %210 = add nuw nsw i64 8, %46, !dbg !171
  %211 = getelementptr inbounds nuw float, ptr %7, i64 %210, !dbg !171
  %212 = load float, ptr %211, align 4, !dbg !171
  %213 = insertelement <4 x float> poison, float %212, i32 0, !dbg !171
  %214 = shufflevector <4 x float> %213, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %215 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %214, <4 x float> %51, <4 x float> %167), !dbg !171
  %216 = add nuw nsw i64 16, %46, !dbg !171
  %217 = getelementptr inbounds nuw float, ptr %7, i64 %216, !dbg !171
  %218 = load float, ptr %217, align 4, !dbg !171
  %219 = insertelement <4 x float> poison, float %218, i32 0, !dbg !171
  %220 = shufflevector <4 x float> %219, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %221 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %220, <4 x float> %51, <4 x float> %173), !dbg !171
  %222 = add nuw nsw i64 24, %46, !dbg !171
  %223 = getelementptr inbounds nuw float, ptr %7, i64 %222, !dbg !171
  %224 = load float, ptr %223, align 4, !dbg !171
  %225 = insertelement <4 x float> poison, float %224, i32 0, !dbg !171
  %226 = shufflevector <4 x float> %225, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %227 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %226, <4 x float> %51, <4 x float> %179), !dbg !171
  %228 = add nuw nsw i64 32, %46, !dbg !171
  %229 = getelementptr inbounds nuw float, ptr %7, i64 %228, !dbg !171
  %230 = load float, ptr %229, align 4, !dbg !171
  %231 = insertelement <4 x float> poison, float %230, i32 0, !dbg !171
  %232 = shufflevector <4 x float> %231, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %233 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %232, <4 x float> %51, <4 x float> %185), !dbg !171
  %234 = add nuw nsw i64 40, %46, !dbg !171
  %235 = getelementptr inbounds nuw float, ptr %7, i64 %234, !dbg !171
  %236 = load float, ptr %235, align 4, !dbg !171
  %237 = insertelement <4 x float> poison, float %236, i32 0, !dbg !171
  %238 = shufflevector <4 x float> %237, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %239 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %238, <4 x float> %51, <4 x float> %191), !dbg !171
  %240 = add nuw nsw i64 48, %46, !dbg !171
  %241 = getelementptr inbounds nuw float, ptr %7, i64 %240, !dbg !171
  %242 = load float, ptr %241, align 4, !dbg !171
  %243 = insertelement <4 x float> poison, float %242, i32 0, !dbg !171
  %244 = shufflevector <4 x float> %243, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %245 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %244, <4 x float> %51, <4 x float> %197), !dbg !171
  %246 = add nuw nsw i64 56, %46, !dbg !171
  %247 = getelementptr inbounds nuw float, ptr %7, i64 %246, !dbg !171
  %248 = load float, ptr %247, align 4, !dbg !171
  %249 = insertelement <4 x float> poison, float %248, i32 0, !dbg !171
  %250 = shufflevector <4 x float> %249, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %251 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %250, <4 x float> %51, <4 x float> %203), !dbg !171
  %252 = insertvalue [8 x <4 x float>] poison, <4 x float> %209, 0, !dbg !171
  %253 = insertvalue [8 x <4 x float>] %252, <4 x float> %215, 1, !dbg !171
  %254 = insertvalue [8 x <4 x float>] %253, <4 x float> %221, 2, !dbg !171
  %255 = insertvalue [8 x <4 x float>] %254, <4 x float> %227, 3, !dbg !171
  %256 = insertvalue [8 x <4 x float>] %255, <4 x float> %233, 4, !dbg !171
  %257 = insertvalue [8 x <4 x float>] %256, <4 x float> %239, 5, !dbg !171
  %258 = insertvalue [8 x <4 x float>] %257, <4 x float> %245, 6, !dbg !171
  %259 = insertvalue [8 x <4 x float>] %258, <4 x float> %251, 7, !dbg !171
  %260 = add i64 %25, 4, !dbg !167
  br label %24, !dbg !167

261:                                              ; preds = %24
  %262 = add i64 0, %22, !dbg !169
  %263 = getelementptr float, ptr %15, i64 %262, !dbg !169
  %264 = load <4 x float>, ptr %263, align 4, !dbg !169
  %265 = add i64 32, %22, !dbg !169
  %266 = getelementptr float, ptr %15, i64 %265, !dbg !169
  %267 = load <4 x float>, ptr %266, align 4, !dbg !169
  %268 = add i64 64, %22, !dbg !169
  %269 = getelementptr float, ptr %15, i64 %268, !dbg !169
  %270 = load <4 x float>, ptr %269, align 4, !dbg !169
  %271 = add i64 96, %22, !dbg !169
  %272 = getelementptr float, ptr %15, i64 %271, !dbg !169
  %273 = load <4 x float>, ptr %272, align 4, !dbg !169
  %274 = add i64 128, %22, !dbg !169
  %275 = getelementptr float, ptr %15, i64 %274, !dbg !169
  %276 = load <4 x float>, ptr %275, align 4, !dbg !169
  %277 = add i64 160, %22, !dbg !169
  %278 = getelementptr float, ptr %15, i64 %277, !dbg !169
  %279 = load <4 x float>, ptr %278, align 4, !dbg !169
  %280 = add i64 192, %22, !dbg !169
  %281 = getelementptr float, ptr %15, i64 %280, !dbg !169
  %282 = load <4 x float>, ptr %281, align 4, !dbg !169
  %283 = add i64 224, %22, !dbg !169
  %284 = getelementptr float, ptr %15, i64 %283, !dbg !169
  %285 = load <4 x float>, ptr %284, align 4, !dbg !169
  %286 = extractvalue [8 x <4 x float>] %26, 0, !dbg !170
  %287 = fadd contract <4 x float> %286, %264, !dbg !170
  %288 = extractvalue [8 x <4 x float>] %26, 1, !dbg !170
  %289 = fadd contract <4 x float> %288, %267, !dbg !170
  %290 = extractvalue [8 x <4 x float>] %26, 2, !dbg !170
  %291 = fadd contract <4 x float> %290, %270, !dbg !170
  %292 = extractvalue [8 x <4 x float>] %26, 3, !dbg !170
  %293 = fadd contract <4 x float> %292, %273, !dbg !170
  %294 = extractvalue [8 x <4 x float>] %26, 4, !dbg !170
  %295 = fadd contract <4 x float> %294, %276, !dbg !170
  %296 = extractvalue [8 x <4 x float>] %26, 5, !dbg !170
  %297 = fadd contract <4 x float> %296, %279, !dbg !170
  %298 = extractvalue [8 x <4 x float>] %26, 6, !dbg !170
  %299 = fadd contract <4 x float> %298, %282, !dbg !170
  %300 = extractvalue [8 x <4 x float>] %26, 7, !dbg !170
  %301 = fadd contract <4 x float> %300, %285, !dbg !170
  %302 = getelementptr float, ptr %20, i64 %262, !dbg !167
  store <4 x float> %287, ptr %302, align 4, !dbg !167
  %303 = getelementptr float, ptr %20, i64 %265, !dbg !167
  store <4 x float> %289, ptr %303, align 4, !dbg !167
  %304 = getelementptr float, ptr %20, i64 %268, !dbg !167
  store <4 x float> %291, ptr %304, align 4, !dbg !167
  %305 = getelementptr float, ptr %20, i64 %271, !dbg !167
  store <4 x float> %293, ptr %305, align 4, !dbg !167
  %306 = getelementptr float, ptr %20, i64 %274, !dbg !167
  store <4 x float> %295, ptr %306, align 4, !dbg !167
  %307 = getelementptr float, ptr %20, i64 %277, !dbg !167
  store <4 x float> %297, ptr %307, align 4, !dbg !167
  %308 = getelementptr float, ptr %20, i64 %280, !dbg !167
  store <4 x float> %299, ptr %308, align 4, !dbg !167
  %309 = getelementptr float, ptr %20, i64 %283, !dbg !167
  store <4 x float> %301, ptr %309, align 4, !dbg !167
  %310 = add i64 %22, 4, !dbg !167
  br label %21, !dbg !167

311:                                              ; preds = %21
  ret i32 0, !dbg !168
}

define internal i32 @main_dispatch_7_reduction_8x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !98 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !172
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !172
  %6 = load ptr, ptr %5, align 8, !dbg !172
  %7 = getelementptr i8, ptr %6, i32 320, !dbg !172
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !172
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !173
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !173
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !173
  %11 = load ptr, ptr %10, align 8, !dbg !173
  %12 = getelementptr i8, ptr %11, i32 1344, !dbg !173
  call void @llvm.assume(i1 true) [ "align"(ptr %12, i64 64) ], !dbg !173
  %13 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !174
  %14 = extractvalue %iree_hal_executable_workgroup_state_v0_t %13, 0, !dbg !174
  %15 = zext i32 %14 to i64, !dbg !174
  br label %16, !dbg !174

16:                                               ; preds = %20, %3
  %17 = phi i64 [ %28, %20 ], [ 0, %3 ], !dbg !174
  %18 = phi <1 x float> [ %27, %20 ], [ zeroinitializer, %3 ], !dbg !174
  %19 = icmp slt i64 %17, 32, !dbg !174
  br i1 %19, label %20, label %29, !dbg !174

20:                                               ; preds = %16
  %21 = mul i64 %15, 32, !dbg !174
  %22 = add i64 %21, %17, !dbg !174
  %23 = getelementptr float, ptr %7, i64 %22, !dbg !174
  %24 = load <4 x float>, ptr %23, align 4, !dbg !174
  %25 = extractelement <1 x float> %18, i64 0, !dbg !179
  %26 = call float @llvm.vector.reduce.fadd.v4f32(float %25, <4 x float> %24), !dbg !179
  %27 = insertelement <1 x float> poison, float %26, i32 0, !dbg !179
  %28 = add i64 %17, 4, !dbg !174
  br label %16, !dbg !174

29:                                               ; preds = %16
  %30 = fdiv <1 x float> %18, splat (float 3.200000e+01), !dbg !175
  br label %31, !dbg !176

31:                                               ; preds = %34, %29
  %32 = phi i64 [ %44, %34 ], [ 0, %29 ], !dbg !176
  %33 = icmp slt i64 %32, 32, !dbg !176
  br i1 %33, label %34, label %45, !dbg !176

34:                                               ; preds = %31
  %35 = mul i64 %15, 32, !dbg !176
  %36 = add i64 %35, %32, !dbg !176
  %37 = getelementptr float, ptr %7, i64 %36, !dbg !176
  %38 = load <4 x float>, ptr %37, align 4, !dbg !176
  %39 = extractelement <1 x float> %30, i64 0, !dbg !178
  %40 = insertelement <4 x float> poison, float %39, i32 0, !dbg !178
  %41 = shufflevector <4 x float> %40, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !178
  %42 = fsub contract <4 x float> %38, %41, !dbg !178
  %43 = getelementptr float, ptr %12, i64 %36, !dbg !176
  store <4 x float> %42, ptr %43, align 4, !dbg !176
  %44 = add i64 %32, 4, !dbg !176
  br label %31, !dbg !176

45:                                               ; preds = %31
  ret i32 0, !dbg !177
}

define internal i32 @main_dispatch_8_reduction_8x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !101 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !180
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !180
  %6 = load ptr, ptr %5, align 8, !dbg !180
  %7 = getelementptr i8, ptr %6, i32 1344, !dbg !180
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !180
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !181
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !181
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !181
  %11 = load ptr, ptr %10, align 8, !dbg !181
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !181
  %12 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !182
  %13 = extractvalue %iree_hal_executable_workgroup_state_v0_t %12, 0, !dbg !182
  %14 = zext i32 %13 to i64, !dbg !182
  br label %15, !dbg !182

15:                                               ; preds = %19, %3
  %16 = phi i64 [ %28, %19 ], [ 0, %3 ], !dbg !182
  %17 = phi <1 x float> [ %27, %19 ], [ zeroinitializer, %3 ], !dbg !182
  %18 = icmp slt i64 %16, 32, !dbg !182
  br i1 %18, label %19, label %29, !dbg !182

19:                                               ; preds = %15
  %20 = mul i64 %14, 32, !dbg !182
  %21 = add i64 %20, %16, !dbg !182
  %22 = getelementptr float, ptr %7, i64 %21, !dbg !182
  %23 = load <4 x float>, ptr %22, align 4, !dbg !182
  %24 = extractelement <1 x float> %17, i64 0, !dbg !191
  %25 = fmul contract <4 x float> %23, %23, !dbg !191
  %26 = call float @llvm.vector.reduce.fadd.v4f32(float %24, <4 x float> %25), !dbg !191
  %27 = insertelement <1 x float> poison, float %26, i32 0, !dbg !191
  %28 = add i64 %16, 4, !dbg !182
  br label %15, !dbg !182

29:                                               ; preds = %15
  %30 = fdiv <1 x float> %17, splat (float 3.200000e+01), !dbg !183
  %31 = fadd contract <1 x float> %30, splat (float f0x3727C5AC), !dbg !184
  %32 = call <1 x float> @llvm.sqrt.v1f32(<1 x float> %31), !dbg !185
  %33 = fdiv <1 x float> splat (float 1.000000e+00), %32, !dbg !185
  br label %34, !dbg !186

34:                                               ; preds = %37, %29
  %35 = phi i64 [ %53, %37 ], [ 0, %29 ], !dbg !186
  %36 = icmp slt i64 %35, 32, !dbg !186
  br i1 %36, label %37, label %54, !dbg !186

37:                                               ; preds = %34
  %38 = mul i64 %14, 32, !dbg !186
  %39 = add i64 %38, %35, !dbg !186
  %40 = getelementptr float, ptr %7, i64 %39, !dbg !186
  %41 = load <4 x float>, ptr %40, align 4, !dbg !186
  %42 = getelementptr float, ptr @__constant_32xf32_0_0, i64 %35, !dbg !186
  %43 = load <4 x float>, ptr %42, align 4, !dbg !186
  %44 = getelementptr float, ptr @__constant_32xf32_2, i64 %35, !dbg !186
  %45 = load <4 x float>, ptr %44, align 4, !dbg !186
  %46 = extractelement <1 x float> %33, i64 0, !dbg !188
  %47 = insertelement <4 x float> poison, float %46, i32 0, !dbg !188
  %48 = shufflevector <4 x float> %47, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !188
  %49 = fmul contract <4 x float> %41, %48, !dbg !188
  %50 = fmul contract <4 x float> %49, %43, !dbg !189
  %51 = fadd contract <4 x float> %50, %45, !dbg !190
  %52 = getelementptr float, ptr %11, i64 %39, !dbg !186
  store <4 x float> %51, ptr %52, align 4, !dbg !186
  %53 = add i64 %35, 4, !dbg !186
  br label %34, !dbg !186

54:                                               ; preds = %34
  ret i32 0, !dbg !187
}

define internal i32 @main_dispatch_9_reduction_8x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !104 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !192
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !192
  %6 = load ptr, ptr %5, align 8, !dbg !192
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !192
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !193
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !193
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !193
  %10 = load ptr, ptr %9, align 8, !dbg !193
  call void @llvm.assume(i1 true) [ "align"(ptr %10, i64 64) ], !dbg !193
  %11 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !194
  %12 = extractvalue %iree_hal_executable_workgroup_state_v0_t %11, 0, !dbg !194
  %13 = zext i32 %12 to i64, !dbg !194
  br label %14, !dbg !194

14:                                               ; preds = %18, %3
  %15 = phi i64 [ %27, %18 ], [ 0, %3 ], !dbg !194
  %16 = phi <1 x float> [ %26, %18 ], [ zeroinitializer, %3 ], !dbg !194
  %17 = icmp slt i64 %15, 32, !dbg !194
  br i1 %17, label %18, label %28, !dbg !194

18:                                               ; preds = %14
  %19 = mul i64 %13, 32, !dbg !194
  %20 = add i64 %19, %15, !dbg !194
  %21 = getelementptr float, ptr %6, i64 %20, !dbg !194
  %22 = load <4 x float>, ptr %21, align 4, !dbg !194
  %23 = fmul contract <4 x float> %22, %22, !dbg !202
  %24 = extractelement <1 x float> %16, i64 0, !dbg !203
  %25 = call float @llvm.vector.reduce.fadd.v4f32(float %24, <4 x float> %23), !dbg !203
  %26 = insertelement <1 x float> poison, float %25, i32 0, !dbg !203
  %27 = add i64 %15, 4, !dbg !194
  br label %14, !dbg !194

28:                                               ; preds = %14
  %29 = fdiv <1 x float> %16, splat (float 3.200000e+01), !dbg !195
  %30 = fadd contract <1 x float> %29, splat (float f0x358637BD), !dbg !196
  %31 = call <1 x float> @llvm.sqrt.v1f32(<1 x float> %30), !dbg !197
  %32 = fdiv <1 x float> splat (float 1.000000e+00), %31, !dbg !197
  br label %33, !dbg !198

33:                                               ; preds = %36, %28
  %34 = phi i64 [ %65, %36 ], [ 0, %28 ], !dbg !198
  %35 = icmp slt i64 %34, 32, !dbg !198
  br i1 %35, label %36, label %66, !dbg !198

36:                                               ; preds = %33
  %37 = mul i64 %13, 32, !dbg !198
  %38 = add i64 %37, %34, !dbg !198
  %39 = getelementptr float, ptr %6, i64 %38, !dbg !198
  %40 = load <4 x float>, ptr %39, align 4, !dbg !198
  %41 = extractelement <1 x float> %32, i64 0, !dbg !200
  %42 = insertelement <4 x float> poison, float %41, i32 0, !dbg !200
  %43 = shufflevector <4 x float> %42, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !200
  %44 = fmul contract <4 x float> %40, %43, !dbg !200
  %45 = fcmp ult <4 x float> %44, splat (float f0x40FFF644), !dbg !201
  %46 = select <4 x i1> %45, <4 x float> %44, <4 x float> splat (float f0x40FFF644), !dbg !201
  %47 = fcmp ugt <4 x float> %46, splat (float f0xC0FFF644), !dbg !201
  %48 = select <4 x i1> %47, <4 x float> %46, <4 x float> splat (float f0xC0FFF644), !dbg !201
  %49 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %44), !dbg !201
  %50 = fcmp olt <4 x float> %49, splat (float 4.000000e-04), !dbg !201
  %51 = fmul contract <4 x float> %48, %48, !dbg !201
  %52 = call <4 x float> @llvm.fma.v4f32(<4 x float> %51, <4 x float> splat (float f0xA59F25C0), <4 x float> splat (float f0x2A61337E)), !dbg !201
  %53 = call <4 x float> @llvm.fma.v4f32(<4 x float> %51, <4 x float> %52, <4 x float> splat (float f0xAEBD37FF)), !dbg !201
  %54 = call <4 x float> @llvm.fma.v4f32(<4 x float> %51, <4 x float> %53, <4 x float> splat (float f0x335C0041)), !dbg !201
  %55 = call <4 x float> @llvm.fma.v4f32(<4 x float> %51, <4 x float> %54, <4 x float> splat (float f0x3779434A)), !dbg !201
  %56 = call <4 x float> @llvm.fma.v4f32(<4 x float> %51, <4 x float> %55, <4 x float> splat (float f0x3A270DED)), !dbg !201
  %57 = call <4 x float> @llvm.fma.v4f32(<4 x float> %51, <4 x float> %56, <4 x float> splat (float f0x3BA059DC)), !dbg !201
  %58 = fmul contract <4 x float> %48, %57, !dbg !201
  %59 = call <4 x float> @llvm.fma.v4f32(<4 x float> %51, <4 x float> splat (float f0x35A0D3D8), <4 x float> splat (float f0x38F895D6)), !dbg !201
  %60 = call <4 x float> @llvm.fma.v4f32(<4 x float> %51, <4 x float> %59, <4 x float> splat (float f0x3B14AA05)), !dbg !201
  %61 = call <4 x float> @llvm.fma.v4f32(<4 x float> %51, <4 x float> %60, <4 x float> splat (float f0x3BA059DD)), !dbg !201
  %62 = fdiv <4 x float> %58, %61, !dbg !201
  %63 = select <4 x i1> %50, <4 x float> %48, <4 x float> %62, !dbg !201
  %64 = getelementptr float, ptr %10, i64 %38, !dbg !198
  store <4 x float> %63, ptr %64, align 4, !dbg !198
  %65 = add i64 %34, 4, !dbg !198
  br label %33, !dbg !198

66:                                               ; preds = %33
  ret i32 0, !dbg !199
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #2

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

!llvm.dbg.cu = !{!76, !79, !82, !85, !88, !91, !94, !97, !100, !103}
!llvm.module.flags = !{!204, !205}

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
!77 = distinct !DISubprogram(name: "main_dispatch_0_matmul_8x32x32_f32", linkageName: "main_dispatch_0_matmul_8x32x32_f32", scope: !0, file: !0, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76)
!78 = !DIFile(filename: "configured_module_main_dispatch_1.mlir", directory: "files")
!79 = distinct !DICompileUnit(language: DW_LANG_C17, file: !78, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!80 = distinct !DISubprogram(name: "main_dispatch_1_matmul_8x32x32_f32", linkageName: "main_dispatch_1_matmul_8x32x32_f32", scope: !78, file: !78, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !79)
!81 = !DIFile(filename: "configured_module_main_dispatch_2.mlir", directory: "files")
!82 = distinct !DICompileUnit(language: DW_LANG_C17, file: !81, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!83 = distinct !DISubprogram(name: "main_dispatch_2_matmul_8x32x32_f32", linkageName: "main_dispatch_2_matmul_8x32x32_f32", scope: !81, file: !81, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !82)
!84 = !DIFile(filename: "configured_module_main_dispatch_3.mlir", directory: "files")
!85 = distinct !DICompileUnit(language: DW_LANG_C17, file: !84, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!86 = distinct !DISubprogram(name: "main_dispatch_3_batch_matmul_1x8x8x32_f32", linkageName: "main_dispatch_3_batch_matmul_1x8x8x32_f32", scope: !84, file: !84, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !85)
!87 = !DIFile(filename: "configured_module_main_dispatch_4.mlir", directory: "files")
!88 = distinct !DICompileUnit(language: DW_LANG_C17, file: !87, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!89 = distinct !DISubprogram(name: "main_dispatch_4_reduction_8x8_f32xi1", linkageName: "main_dispatch_4_reduction_8x8_f32xi1", scope: !87, file: !87, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !88)
!90 = !DIFile(filename: "configured_module_main_dispatch_5.mlir", directory: "files")
!91 = distinct !DICompileUnit(language: DW_LANG_C17, file: !90, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!92 = distinct !DISubprogram(name: "main_dispatch_5_softmax_8x8xf32_generic", linkageName: "main_dispatch_5_softmax_8x8xf32_generic", scope: !90, file: !90, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !91)
!93 = !DIFile(filename: "configured_module_main_dispatch_6.mlir", directory: "files")
!94 = distinct !DICompileUnit(language: DW_LANG_C17, file: !93, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!95 = distinct !DISubprogram(name: "main_dispatch_6_batch_matmul_1x8x32x8_f32", linkageName: "main_dispatch_6_batch_matmul_1x8x32x8_f32", scope: !93, file: !93, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !94)
!96 = !DIFile(filename: "configured_module_main_dispatch_7.mlir", directory: "files")
!97 = distinct !DICompileUnit(language: DW_LANG_C17, file: !96, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!98 = distinct !DISubprogram(name: "main_dispatch_7_reduction_8x32_f32", linkageName: "main_dispatch_7_reduction_8x32_f32", scope: !96, file: !96, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !97)
!99 = !DIFile(filename: "configured_module_main_dispatch_8.mlir", directory: "files")
!100 = distinct !DICompileUnit(language: DW_LANG_C17, file: !99, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!101 = distinct !DISubprogram(name: "main_dispatch_8_reduction_8x32_f32", linkageName: "main_dispatch_8_reduction_8x32_f32", scope: !99, file: !99, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !100)
!102 = !DIFile(filename: "configured_module_main_dispatch_9.mlir", directory: "files")
!103 = distinct !DICompileUnit(language: DW_LANG_C17, file: !102, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!104 = distinct !DISubprogram(name: "main_dispatch_9_reduction_8x32_f32", linkageName: "main_dispatch_9_reduction_8x32_f32", scope: !102, file: !102, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !103)
!106 = !DILocation(line: 13, column: 8, scope: !77)
!107 = !DILocation(line: 14, column: 8, scope: !77)
!108 = !DILocation(line: 15, column: 8, scope: !77)
!109 = !DILocation(line: 20, column: 8, scope: !77)
!110 = !DILocation(line: 28, column: 8, scope: !77)
!111 = !DILocation(line: 21, column: 8, scope: !77)
!112 = !DILocation(line: 23, column: 10, scope: !77)
!113 = !DILocation(line: 24, column: 10, scope: !77)
!115 = !DILocation(line: 15, column: 8, scope: !80)
!116 = !DILocation(line: 16, column: 8, scope: !80)
!117 = !DILocation(line: 17, column: 8, scope: !80)
!118 = !DILocation(line: 23, column: 8, scope: !80)
!119 = !DILocation(line: 31, column: 8, scope: !80)
!120 = !DILocation(line: 24, column: 8, scope: !80)
!121 = !DILocation(line: 26, column: 10, scope: !80)
!122 = !DILocation(line: 27, column: 10, scope: !80)
!124 = !DILocation(line: 14, column: 8, scope: !83)
!125 = !DILocation(line: 15, column: 8, scope: !83)
!126 = !DILocation(line: 16, column: 8, scope: !83)
!127 = !DILocation(line: 21, column: 8, scope: !83)
!128 = !DILocation(line: 28, column: 8, scope: !83)
!129 = !DILocation(line: 22, column: 8, scope: !83)
!130 = !DILocation(line: 24, column: 10, scope: !83)
!131 = !DILocation(line: 13, column: 8, scope: !86)
!132 = !DILocation(line: 14, column: 8, scope: !86)
!133 = !DILocation(line: 15, column: 8, scope: !86)
!134 = !DILocation(line: 20, column: 8, scope: !86)
!135 = !DILocation(line: 22, column: 8, scope: !86)
!136 = !DILocation(line: 8, column: 3, scope: !86)
!138 = !DILocation(line: 13, column: 8, scope: !89)
!139 = !DILocation(line: 14, column: 8, scope: !89)
!140 = !DILocation(line: 18, column: 8, scope: !89)
!141 = !DILocation(line: 9, column: 8, scope: !89)
!142 = !DILocation(line: 27, column: 8, scope: !89)
!143 = !DILocation(line: 20, column: 10, scope: !89)
!144 = !DILocation(line: 21, column: 10, scope: !89)
!145 = !DILocation(line: 22, column: 10, scope: !89)
!146 = !DILocation(line: 23, column: 10, scope: !89)
!147 = !DILocation(line: 14, column: 8, scope: !92)
!148 = !DILocation(line: 15, column: 8, scope: !92)
!149 = !DILocation(line: 16, column: 8, scope: !92)
!150 = !DILocation(line: 28, column: 8, scope: !92)
!151 = !DILocation(line: 22, column: 8, scope: !92)
!152 = !DILocation(line: 35, column: 8, scope: !92)
!153 = !DILocation(line: 40, column: 10, scope: !92)
!154 = !DILocation(line: 45, column: 8, scope: !92)
!155 = !DILocation(line: 37, column: 10, scope: !92)
!156 = !DILocation(line: 38, column: 10, scope: !92)
!157 = !DILocation(line: 39, column: 10, scope: !92)
!158 = !DILocation(line: 41, column: 10, scope: !92)
!159 = !DILocation(line: 30, column: 10, scope: !92)
!160 = !DILocation(line: 31, column: 10, scope: !92)
!161 = !DILocation(line: 32, column: 10, scope: !92)
!162 = !DILocation(line: 24, column: 10, scope: !92)
!163 = !DILocation(line: 14, column: 8, scope: !95)
!164 = !DILocation(line: 15, column: 8, scope: !95)
!165 = !DILocation(line: 16, column: 8, scope: !95)
!166 = !DILocation(line: 17, column: 8, scope: !95)
!167 = !DILocation(line: 23, column: 8, scope: !95)
!168 = !DILocation(line: 30, column: 8, scope: !95)
!169 = !DILocation(line: 24, column: 8, scope: !95)
!170 = !DILocation(line: 26, column: 10, scope: !95)
!171 = !DILocation(line: 8, column: 3, scope: !95)
!172 = !DILocation(line: 13, column: 8, scope: !98)
!173 = !DILocation(line: 14, column: 8, scope: !98)
!174 = !DILocation(line: 19, column: 8, scope: !98)
!175 = !DILocation(line: 26, column: 10, scope: !98)
!176 = !DILocation(line: 24, column: 8, scope: !98)
!177 = !DILocation(line: 31, column: 8, scope: !98)
!178 = !DILocation(line: 27, column: 10, scope: !98)
!179 = !DILocation(line: 21, column: 10, scope: !98)
!180 = !DILocation(line: 16, column: 8, scope: !101)
!181 = !DILocation(line: 17, column: 8, scope: !101)
!182 = !DILocation(line: 22, column: 8, scope: !101)
!183 = !DILocation(line: 30, column: 10, scope: !101)
!184 = !DILocation(line: 31, column: 10, scope: !101)
!185 = !DILocation(line: 32, column: 10, scope: !101)
!186 = !DILocation(line: 28, column: 8, scope: !101)
!187 = !DILocation(line: 39, column: 8, scope: !101)
!188 = !DILocation(line: 33, column: 10, scope: !101)
!189 = !DILocation(line: 34, column: 10, scope: !101)
!190 = !DILocation(line: 35, column: 10, scope: !101)
!191 = !DILocation(line: 25, column: 10, scope: !101)
!192 = !DILocation(line: 14, column: 8, scope: !104)
!193 = !DILocation(line: 15, column: 8, scope: !104)
!194 = !DILocation(line: 20, column: 8, scope: !104)
!195 = !DILocation(line: 28, column: 10, scope: !104)
!196 = !DILocation(line: 29, column: 10, scope: !104)
!197 = !DILocation(line: 30, column: 10, scope: !104)
!198 = !DILocation(line: 26, column: 8, scope: !104)
!199 = !DILocation(line: 36, column: 8, scope: !104)
!200 = !DILocation(line: 31, column: 10, scope: !104)
!201 = !DILocation(line: 32, column: 10, scope: !104)
!202 = !DILocation(line: 22, column: 10, scope: !104)
!203 = !DILocation(line: 23, column: 10, scope: !104)
!204 = !{i32 2, !"Debug Info Version", i32 3}
!205 = !{i32 1, !"float-abi", !"hard"}
; irlower-stages: fx_graph=44fa9db92603 torch_mlir=ea2bd53a2937 linalg_on_tensors_mlir=7f7e54a39b04 iree_input=62afc1103520 iree_abi=8687d62f83a4 iree_preprocessing=4677bf4f9821 iree_global_optimization=287564ff7e2f iree_dispatch_creation=ace433f42c20 iree_flow=e37bbb847a0c iree_stream=77968271d28d iree_executable_sources=b623d25042a2 iree_executable_targets=900115025faf
