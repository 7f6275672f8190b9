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
@iree_hal_executable_library_query_v0_funcs = private constant [9 x ptr] [ptr @main_dispatch_0_matmul_8x32x32_f32, ptr @main_dispatch_1_matmul_8x32x32_f32, ptr @main_dispatch_2_matmul_8x32x32_f32, ptr @main_dispatch_3_batch_matmul_1x8x8x32_f32, ptr @main_dispatch_4_softmax_8x8xf32_dispatch_tensor_store, ptr @main_dispatch_5_batch_matmul_1x8x32x8_f32, ptr @main_dispatch_6_reduction_8x32_f32, ptr @main_dispatch_7_reduction_8x32_f32, ptr @main_dispatch_8_reduction_8x32_f32]
@iree_hal_executable_library_query_v0_attrs = private constant [9 x %iree_hal_executable_dispatch_attrs_v0_t] zeroinitializer ; 117 elements elided
@1 = private constant [35 x i8] zeroinitializer, align 1 ; 37 elements elided
@2 = private constant [35 x i8] zeroinitializer, align 1 ; 37 elements elided
@3 = private constant [35 x i8] zeroinitializer, align 1 ; 37 elements elided
@4 = private constant [42 x i8] zeroinitializer, align 1 ; 44 elements elided
@5 = private constant [54 x i8] zeroinitializer, align 1 ; 56 elements elided
@6 = private constant [42 x i8] zeroinitializer, align 1 ; 44 elements elided
@7 = private constant [35 x i8] zeroinitializer, align 1 ; 37 elements elided
@8 = private constant [35 x i8] zeroinitializer, align 1 ; 37 elements elided
@9 = private constant [35 x i8] zeroinitializer, align 1 ; 37 elements elided
@iree_hal_executable_library_query_v0_names = private constant [9 x ptr] [ptr @1, ptr @2, ptr @3, ptr @4, ptr @5, ptr @6, ptr @7, ptr @8, ptr @9]
@10 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@11 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@12 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@13 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@14 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@15 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@16 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@17 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@18 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@iree_hal_executable_library_query_v0_source_locations = private constant [9 x %iree_hal_executable_source_location_v0_t] zeroinitializer ; 18 elements elided
@iree_hal_executable_library_query_v0_main_dispatch_0_matmul_8x32x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_0_matmul_8x32x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_1_matmul_8x32x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_1_matmul_8x32x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_2_matmul_8x32x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_2_matmul_8x32x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_3_batch_matmul_1x8x8x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_3_batch_matmul_1x8x8x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_4_softmax_8x8xf32_dispatch_tensor_store_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_4_softmax_8x8xf32_dispatch_tensor_store_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_5_batch_matmul_1x8x32x8_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_5_batch_matmul_1x8x32x8_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_6_reduction_8x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_6_reduction_8x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_7_reduction_8x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_7_reduction_8x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_8_reduction_8x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_8_reduction_8x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_stage_location_tables = private constant [9 x %iree_hal_executable_stage_location_table_v0_t] [%iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_0_matmul_8x32x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_0_matmul_8x32x32_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_1_matmul_8x32x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_1_matmul_8x32x32_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_2_matmul_8x32x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_2_matmul_8x32x32_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_3_batch_matmul_1x8x8x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_3_batch_matmul_1x8x8x32_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_4_softmax_8x8xf32_dispatch_tensor_store_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_4_softmax_8x8xf32_dispatch_tensor_store_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_5_batch_matmul_1x8x32x8_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_5_batch_matmul_1x8x32x8_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_6_reduction_8x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_6_reduction_8x32_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_7_reduction_8x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_7_reduction_8x32_f32_stage_source_locations }, %iree_hal_executable_stage_location_table_v0_t { i32 0, ptr @iree_hal_executable_library_query_v0_main_dispatch_8_reduction_8x32_f32_stage_names, ptr @iree_hal_executable_library_query_v0_main_dispatch_8_reduction_8x32_f32_stage_source_locations }]
@iree_hal_executable_library_query_v0 = private constant %iree_hal_executable_library_v0_t { ptr @iree_hal_executable_library_query_v0_header, %iree_hal_executable_import_table_v0_t zeroinitializer, %iree_hal_executable_export_table_v0_t { i32 9, ptr @iree_hal_executable_library_query_v0_funcs, ptr @iree_hal_executable_library_query_v0_attrs, ptr null, ptr null, ptr @iree_hal_executable_library_query_v0_names, ptr null, ptr null, ptr @iree_hal_executable_library_query_v0_source_locations, ptr @iree_hal_executable_library_query_v0_stage_location_tables }, %iree_hal_executable_constant_table_v0_t zeroinitializer, %iree_hal_executable_source_file_table_v0_t zeroinitializer }

define internal i32 @main_dispatch_0_matmul_8x32x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !77 {
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
  br label %15, !dbg !106

15:                                               ; preds = %291, %3
  %16 = phi i64 [ %326, %291 ], [ 0, %3 ], !dbg !106
  %17 = icmp slt i64 %16, 32, !dbg !106
  br i1 %17, label %18, label %327, !dbg !106

18:                                               ; preds = %22, %15
  %19 = phi i64 [ %290, %22 ], [ 0, %15 ], !dbg !106
  %20 = phi [8 x <4 x float>] [ %289, %22 ], [ zeroinitializer, %15 ], !dbg !106
  %21 = icmp slt i64 %19, 32, !dbg !106
  br i1 %21, label %22, label %291, !dbg !106

22:                                               ; preds = %18
  %23 = mul i64 %16, 32, !dbg !106
  %24 = add i64 %23, %19, !dbg !106
  %25 = getelementptr float, ptr %10, i64 %24, !dbg !106
  %26 = load <4 x float>, ptr %25, align 4, !dbg !106
  %27 = add i64 %16, 1, !dbg !106
  %28 = mul i64 %27, 32, !dbg !106
  %29 = add i64 %28, %19, !dbg !106
  %30 = getelementptr float, ptr %10, i64 %29, !dbg !106
  %31 = load <4 x float>, ptr %30, align 4, !dbg !106
  %32 = add i64 %16, 2, !dbg !106
  %33 = mul i64 %32, 32, !dbg !106
  %34 = add i64 %33, %19, !dbg !106
  %35 = getelementptr float, ptr %10, i64 %34, !dbg !106
  %36 = load <4 x float>, ptr %35, align 4, !dbg !106
  %37 = add i64 %16, 3, !dbg !106
  %38 = mul i64 %37, 32, !dbg !106
  %39 = add i64 %38, %19, !dbg !106
  %40 = getelementptr float, ptr %10, i64 %39, !dbg !106
  %41 = load <4 x float>, ptr %40, align 4, !dbg !106
  %42 = extractelement <4 x float> %26, i64 0, !dbg !106
  %43 = extractelement <4 x float> %26, i64 1, !dbg !106
  %44 = extractelement <4 x float> %26, i64 2, !dbg !106
  %45 = extractelement <4 x float> %26, i64 3, !dbg !106
  %46 = extractelement <4 x float> %31, i64 0, !dbg !106
  %47 = extractelement <4 x float> %31, i64 1, !dbg !106
  %48 = extractelement <4 x float> %31, i64 2, !dbg !106
  %49 = extractelement <4 x float> %31, i64 3, !dbg !106
  %50 = extractelement <4 x float> %36, i64 0, !dbg !106
  %51 = extractelement <4 x float> %36, i64 1, !dbg !106
  %52 = extractelement <4 x float> %36, i64 2, !dbg !106
  %53 = extractelement <4 x float> %36, i64 3, !dbg !106
  %54 = extractelement <4 x float> %41, i64 0, !dbg !106
  %55 = extractelement <4 x float> %41, i64 1, !dbg !106
  %56 = extractelement <4 x float> %41, i64 2, !dbg !106
  %57 = extractelement <4 x float> %41, i64 3, !dbg !106
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
  %290 = add i64 %19, 4, !dbg !106
  br label %18, !dbg !106

291:                                              ; preds = %18
  %292 = getelementptr float, ptr @__constant_32xf32, i64 %16, !dbg !108
  %293 = load <4 x float>, ptr %292, align 4, !dbg !108
  %294 = extractvalue [8 x <4 x float>] %20, 0, !dbg !109
  %295 = fadd contract <4 x float> %294, %293, !dbg !109
  %296 = extractvalue [8 x <4 x float>] %20, 1, !dbg !109
  %297 = fadd contract <4 x float> %296, %293, !dbg !109
  %298 = extractvalue [8 x <4 x float>] %20, 2, !dbg !109
  %299 = fadd contract <4 x float> %298, %293, !dbg !109
  %300 = extractvalue [8 x <4 x float>] %20, 3, !dbg !109
  %301 = fadd contract <4 x float> %300, %293, !dbg !109
  %302 = extractvalue [8 x <4 x float>] %20, 4, !dbg !109
  %303 = fadd contract <4 x float> %302, %293, !dbg !109
  %304 = extractvalue [8 x <4 x float>] %20, 5, !dbg !109
  %305 = fadd contract <4 x float> %304, %293, !dbg !109
  %306 = extractvalue [8 x <4 x float>] %20, 6, !dbg !109
  %307 = fadd contract <4 x float> %306, %293, !dbg !109
  %308 = extractvalue [8 x <4 x float>] %20, 7, !dbg !109
  %309 = fadd contract <4 x float> %308, %293, !dbg !109
  %310 = add i64 0, %16, !dbg !106
  %311 = getelementptr float, ptr %14, i64 %310, !dbg !106
  store <4 x float> %295, ptr %311, align 4, !dbg !106
  %312 = add i64 32, %16, !dbg !106
  %313 = getelementptr float, ptr %14, i64 %312, !dbg !106
  store <4 x float> %297, ptr %313, align 4, !dbg !106
  %314 = add i64 64, %16, !dbg !106
  %315 = getelementptr float, ptr %14, i64 %314, !dbg !106
  store <4 x float> %299, ptr %315, align 4, !dbg !106
  %316 = add i64 96, %16, !dbg !106
  %317 = getelementptr float, ptr %14, i64 %316, !dbg !106
  store <4 x float> %301, ptr %317, align 4, !dbg !106
  %318 = add i64 128, %16, !dbg !106
  %319 = getelementptr float, ptr %14, i64 %318, !dbg !106
  store <4 x float> %303, ptr %319, align 4, !dbg !106
  %320 = add i64 160, %16, !dbg !106
  %321 = getelementptr float, ptr %14, i64 %320, !dbg !106
  store <4 x float> %305, ptr %321, align 4, !dbg !106
  %322 = add i64 192, %16, !dbg !106
  %323 = getelementptr float, ptr %14, i64 %322, !dbg !106
  store <4 x float> %307, ptr %323, align 4, !dbg !106
  %324 = add i64 224, %16, !dbg !106
  %325 = getelementptr float, ptr %14, i64 %324, !dbg !106
  store <4 x float> %309, ptr %325, align 4, !dbg !106
  %326 = add i64 %16, 4, !dbg !106
  br label %15, !dbg !106

327:                                              ; preds = %15
  ret i32 0, !dbg !107
}

define internal i32 @main_dispatch_1_matmul_8x32x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !80 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !111
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !111
  %6 = load ptr, ptr %5, align 8, !dbg !111
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !111
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !112
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !112
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !112
  %10 = load ptr, ptr %9, align 8, !dbg !112
  %11 = getelementptr i8, ptr %10, i32 4096, !dbg !112
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !112
  %12 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !113
  %13 = extractvalue %iree_hal_executable_dispatch_state_v0_t %12, 10, !dbg !113
  %14 = getelementptr ptr, ptr %13, i32 2, !dbg !113
  %15 = load ptr, ptr %14, align 8, !dbg !113
  %16 = getelementptr i8, ptr %15, i32 1024, !dbg !113
  call void @llvm.assume(i1 true) [ "align"(ptr %16, i64 64) ], !dbg !113
  br label %17, !dbg !114

17:                                               ; preds = %293, %3
  %18 = phi i64 [ %348, %293 ], [ 0, %3 ], !dbg !114
  %19 = icmp slt i64 %18, 32, !dbg !114
  br i1 %19, label %20, label %349, !dbg !114

20:                                               ; preds = %24, %17
  %21 = phi i64 [ %292, %24 ], [ 0, %17 ], !dbg !114
  %22 = phi [8 x <4 x float>] [ %291, %24 ], [ zeroinitializer, %17 ], !dbg !114
  %23 = icmp slt i64 %21, 32, !dbg !114
  br i1 %23, label %24, label %293, !dbg !114

24:                                               ; preds = %20
  %25 = mul i64 %18, 32, !dbg !114
  %26 = add i64 %25, %21, !dbg !114
  %27 = getelementptr float, ptr %11, i64 %26, !dbg !114
  %28 = load <4 x float>, ptr %27, align 4, !dbg !114
  %29 = add i64 %18, 1, !dbg !114
  %30 = mul i64 %29, 32, !dbg !114
  %31 = add i64 %30, %21, !dbg !114
  %32 = getelementptr float, ptr %11, i64 %31, !dbg !114
  %33 = load <4 x float>, ptr %32, align 4, !dbg !114
  %34 = add i64 %18, 2, !dbg !114
  %35 = mul i64 %34, 32, !dbg !114
  %36 = add i64 %35, %21, !dbg !114
  %37 = getelementptr float, ptr %11, i64 %36, !dbg !114
  %38 = load <4 x float>, ptr %37, align 4, !dbg !114
  %39 = add i64 %18, 3, !dbg !114
  %40 = mul i64 %39, 32, !dbg !114
  %41 = add i64 %40, %21, !dbg !114
  %42 = getelementptr float, ptr %11, i64 %41, !dbg !114
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
  %292 = add i64 %21, 4, !dbg !114
  br label %20, !dbg !114

293:                                              ; preds = %20
  %294 = getelementptr float, ptr @__constant_32xf32_0, i64 %18, !dbg !116
  %295 = load <4 x float>, ptr %294, align 4, !dbg !116
  %296 = extractvalue [8 x <4 x float>] %22, 0, !dbg !117
  %297 = fadd contract <4 x float> %296, %295, !dbg !117
  %298 = extractvalue [8 x <4 x float>] %22, 1, !dbg !117
  %299 = fadd contract <4 x float> %298, %295, !dbg !117
  %300 = extractvalue [8 x <4 x float>] %22, 2, !dbg !117
  %301 = fadd contract <4 x float> %300, %295, !dbg !117
  %302 = extractvalue [8 x <4 x float>] %22, 3, !dbg !117
  %303 = fadd contract <4 x float> %302, %295, !dbg !117
  %304 = extractvalue [8 x <4 x float>] %22, 4, !dbg !117
  %305 = fadd contract <4 x float> %304, %295, !dbg !117
  %306 = extractvalue [8 x <4 x float>] %22, 5, !dbg !117
  %307 = fadd contract <4 x float> %306, %295, !dbg !117
  %308 = extractvalue [8 x <4 x float>] %22, 6, !dbg !117
  %309 = fadd contract <4 x float> %308, %295, !dbg !117
  %310 = extractvalue [8 x <4 x float>] %22, 7, !dbg !117
  %311 = fadd contract <4 x float> %310, %295, !dbg !117
  %312 = shufflevector <4 x float> %297, <4 x float> %297, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !117
  %313 = shufflevector <32 x float> %312, <32 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !117
  %314 = shufflevector <4 x float> %299, <4 x float> %299, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !117
  %315 = shufflevector <32 x float> %314, <32 x float> %313, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 0, i32 1, i32 2, i32 3, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>, !dbg !117
  %316 = shufflevector <4 x float> %301, <4 x float> %301, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !117
  %317 = shufflevector <32 x float> %316, <32 x float> %315, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 0, i32 1, i32 2, i32 3, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>, !dbg !117
  %318 = shufflevector <4 x float> %303, <4 x float> %303, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !117
  %319 = shufflevector <32 x float> %318, <32 x float> %317, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 0, i32 1, i32 2, i32 3, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>, !dbg !117
  %320 = shufflevector <4 x float> %305, <4 x float> %305, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !117
  %321 = shufflevector <32 x float> %320, <32 x float> %319, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 0, i32 1, i32 2, i32 3, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>, !dbg !117
  %322 = shufflevector <4 x float> %307, <4 x float> %307, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !117
  %323 = shufflevector <32 x float> %322, <32 x float> %321, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 0, i32 1, i32 2, i32 3, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>, !dbg !117
  %324 = shufflevector <4 x float> %309, <4 x float> %309, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !117
  %325 = shufflevector <32 x float> %324, <32 x float> %323, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 0, i32 1, i32 2, i32 3, i32 60, i32 61, i32 62, i32 63>, !dbg !117
  %326 = shufflevector <4 x float> %311, <4 x float> %311, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !117
  %327 = shufflevector <32 x float> %326, <32 x float> %325, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 0, i32 1, i32 2, i32 3>, !dbg !117
  %328 = shufflevector <32 x float> %327, <32 x float> poison, <32 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>, !dbg !117
  %329 = shufflevector <32 x float> %328, <32 x float> %328, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !117
  %330 = shufflevector <32 x float> %328, <32 x float> %328, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !117
  %331 = shufflevector <32 x float> %328, <32 x float> %328, <8 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>, !dbg !117
  %332 = shufflevector <32 x float> %328, <32 x float> %328, <8 x i32> <i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>, !dbg !117
  %333 = mul i64 %18, 8, !dbg !114
  %334 = add i64 %333, 0, !dbg !114
  %335 = getelementptr float, ptr %16, i64 %334, !dbg !114
  store <8 x float> %329, ptr %335, align 4, !dbg !114
  %336 = add i64 %18, 1, !dbg !114
  %337 = mul i64 %336, 8, !dbg !114
  %338 = add i64 %337, 0, !dbg !114
  %339 = getelementptr float, ptr %16, i64 %338, !dbg !114
  store <8 x float> %330, ptr %339, align 4, !dbg !114
  %340 = add i64 %18, 2, !dbg !114
  %341 = mul i64 %340, 8, !dbg !114
  %342 = add i64 %341, 0, !dbg !114
  %343 = getelementptr float, ptr %16, i64 %342, !dbg !114
  store <8 x float> %331, ptr %343, align 4, !dbg !114
  %344 = add i64 %18, 3, !dbg !114
  %345 = mul i64 %344, 8, !dbg !114
  %346 = add i64 %345, 0, !dbg !114
  %347 = getelementptr float, ptr %16, i64 %346, !dbg !114
  store <8 x float> %332, ptr %347, align 4, !dbg !114
  %348 = add i64 %18, 4, !dbg !114
  br label %17, !dbg !114

349:                                              ; preds = %17
  ret i32 0, !dbg !115
}

define internal i32 @main_dispatch_2_matmul_8x32x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !83 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !119
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !119
  %6 = load ptr, ptr %5, align 8, !dbg !119
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !119
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !120
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !120
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !120
  %10 = load ptr, ptr %9, align 8, !dbg !120
  %11 = getelementptr i8, ptr %10, i32 8192, !dbg !120
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !120
  %12 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !121
  %13 = extractvalue %iree_hal_executable_dispatch_state_v0_t %12, 10, !dbg !121
  %14 = getelementptr ptr, ptr %13, i32 2, !dbg !121
  %15 = load ptr, ptr %14, align 8, !dbg !121
  %16 = getelementptr i8, ptr %15, i32 2048, !dbg !121
  call void @llvm.assume(i1 true) [ "align"(ptr %16, i64 64) ], !dbg !121
  br label %17, !dbg !122

17:                                               ; preds = %293, %3
  %18 = phi i64 [ %328, %293 ], [ 0, %3 ], !dbg !122
  %19 = icmp slt i64 %18, 32, !dbg !122
  br i1 %19, label %20, label %329, !dbg !122

20:                                               ; preds = %24, %17
  %21 = phi i64 [ %292, %24 ], [ 0, %17 ], !dbg !122
  %22 = phi [8 x <4 x float>] [ %291, %24 ], [ zeroinitializer, %17 ], !dbg !122
  %23 = icmp slt i64 %21, 32, !dbg !122
  br i1 %23, label %24, label %293, !dbg !122

24:                                               ; preds = %20
  %25 = mul i64 %18, 32, !dbg !122
  %26 = add i64 %25, %21, !dbg !122
  %27 = getelementptr float, ptr %11, i64 %26, !dbg !122
  %28 = load <4 x float>, ptr %27, align 4, !dbg !122
  %29 = add i64 %18, 1, !dbg !122
  %30 = mul i64 %29, 32, !dbg !122
  %31 = add i64 %30, %21, !dbg !122
  %32 = getelementptr float, ptr %11, i64 %31, !dbg !122
  %33 = load <4 x float>, ptr %32, align 4, !dbg !122
  %34 = add i64 %18, 2, !dbg !122
  %35 = mul i64 %34, 32, !dbg !122
  %36 = add i64 %35, %21, !dbg !122
  %37 = getelementptr float, ptr %11, i64 %36, !dbg !122
  %38 = load <4 x float>, ptr %37, align 4, !dbg !122
  %39 = add i64 %18, 3, !dbg !122
  %40 = mul i64 %39, 32, !dbg !122
  %41 = add i64 %40, %21, !dbg !122
  %42 = getelementptr float, ptr %11, i64 %41, !dbg !122
  %43 = load <4 x float>, ptr %42, align 4, !dbg !122
  %44 = extractelement <4 x float> %28, i64 0, !dbg !122
  %45 = extractelement <4 x float> %28, i64 1, !dbg !122
  %46 = extractelement <4 x float> %28, i64 2, !dbg !122
  %47 = extractelement <4 x float> %28, i64 3, !dbg !122
  %48 = extractelement <4 x float> %33, i64 0, !dbg !122
  %49 = extractelement <4 x float> %33, i64 1, !dbg !122
  %50 = extractelement <4 x float> %33, i64 2, !dbg !122
  %51 = extractelement <4 x float> %33, i64 3, !dbg !122
  %52 = extractelement <4 x float> %38, i64 0, !dbg !122
  %53 = extractelement <4 x float> %38, i64 1, !dbg !122
  %54 = extractelement <4 x float> %38, i64 2, !dbg !122
  %55 = extractelement <4 x float> %38, i64 3, !dbg !122
  %56 = extractelement <4 x float> %43, i64 0, !dbg !122
  %57 = extractelement <4 x float> %43, i64 1, !dbg !122
  %58 = extractelement <4 x float> %43, i64 2, !dbg !122
  %59 = extractelement <4 x float> %43, i64 3, !dbg !122
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
  %292 = add i64 %21, 4, !dbg !122
  br label %20, !dbg !122

293:                                              ; preds = %20
  %294 = getelementptr float, ptr @__constant_32xf32_1, i64 %18, !dbg !124
  %295 = load <4 x float>, ptr %294, align 4, !dbg !124
  %296 = extractvalue [8 x <4 x float>] %22, 0, !dbg !125
  %297 = fadd contract <4 x float> %296, %295, !dbg !125
  %298 = extractvalue [8 x <4 x float>] %22, 1, !dbg !125
  %299 = fadd contract <4 x float> %298, %295, !dbg !125
  %300 = extractvalue [8 x <4 x float>] %22, 2, !dbg !125
  %301 = fadd contract <4 x float> %300, %295, !dbg !125
  %302 = extractvalue [8 x <4 x float>] %22, 3, !dbg !125
  %303 = fadd contract <4 x float> %302, %295, !dbg !125
  %304 = extractvalue [8 x <4 x float>] %22, 4, !dbg !125
  %305 = fadd contract <4 x float> %304, %295, !dbg !125
  %306 = extractvalue [8 x <4 x float>] %22, 5, !dbg !125
  %307 = fadd contract <4 x float> %306, %295, !dbg !125
  %308 = extractvalue [8 x <4 x float>] %22, 6, !dbg !125
  %309 = fadd contract <4 x float> %308, %295, !dbg !125
  %310 = extractvalue [8 x <4 x float>] %22, 7, !dbg !125
  %311 = fadd contract <4 x float> %310, %295, !dbg !125
  %312 = add i64 0, %18, !dbg !122
  %313 = getelementptr float, ptr %16, i64 %312, !dbg !122
  store <4 x float> %297, ptr %313, align 4, !dbg !122
  %314 = add i64 32, %18, !dbg !122
  %315 = getelementptr float, ptr %16, i64 %314, !dbg !122
  store <4 x float> %299, ptr %315, align 4, !dbg !122
  %316 = add i64 64, %18, !dbg !122
  %317 = getelementptr float, ptr %16, i64 %316, !dbg !122
  store <4 x float> %301, ptr %317, align 4, !dbg !122
  %318 = add i64 96, %18, !dbg !122
  %319 = getelementptr float, ptr %16, i64 %318, !dbg !122
  store <4 x float> %303, ptr %319, align 4, !dbg !122
  %320 = add i64 128, %18, !dbg !122
  %321 = getelementptr float, ptr %16, i64 %320, !dbg !122
  store <4 x float> %305, ptr %321, align 4, !dbg !122
  %322 = add i64 160, %18, !dbg !122
  %323 = getelementptr float, ptr %16, i64 %322, !dbg !122
  store <4 x float> %307, ptr %323, align 4, !dbg !122
  %324 = add i64 192, %18, !dbg !122
  %325 = getelementptr float, ptr %16, i64 %324, !dbg !122
  store <4 x float> %309, ptr %325, align 4, !dbg !122
  %326 = add i64 224, %18, !dbg !122
  %327 = getelementptr float, ptr %16, i64 %326, !dbg !122
  store <4 x float> %311, ptr %327, align 4, !dbg !122
  %328 = add i64 %18, 4, !dbg !122
  br label %17, !dbg !122

329:                                              ; preds = %17
  ret i32 0, !dbg !123
}

define internal i32 @main_dispatch_3_batch_matmul_1x8x8x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !86 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !126
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !126
  %6 = load ptr, ptr %5, align 8, !dbg !126
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !126
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !127
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !127
  %9 = load ptr, ptr %8, align 8, !dbg !127
  %10 = getelementptr i8, ptr %9, i32 1024, !dbg !127
  call void @llvm.assume(i1 true) [ "align"(ptr %10, i64 64) ], !dbg !127
  %11 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !128
  %12 = extractvalue %iree_hal_executable_dispatch_state_v0_t %11, 10, !dbg !128
  %13 = getelementptr ptr, ptr %12, i32 1, !dbg !128
  %14 = load ptr, ptr %13, align 8, !dbg !128
  %15 = getelementptr i8, ptr %14, i32 3072, !dbg !128
  call void @llvm.assume(i1 true) [ "align"(ptr %15, i64 64) ], !dbg !128
  br label %16, !dbg !129

16:                                               ; preds = %256, %3
  %17 = phi i64 [ %289, %256 ], [ 0, %3 ], !dbg !129
  %18 = icmp slt i64 %17, 8, !dbg !129
  br i1 %18, label %19, label %290, !dbg !129

19:                                               ; preds = %23, %16
  %20 = phi i64 [ %255, %23 ], [ 0, %16 ], !dbg !129
  %21 = phi [8 x <4 x float>] [ %254, %23 ], [ zeroinitializer, %16 ], !dbg !129
  %22 = icmp slt i64 %20, 32, !dbg !129
  br i1 %22, label %23, label %256, !dbg !129

23:                                               ; preds = %19
  %24 = mul i64 %20, 8, !dbg !129
  %25 = add i64 0, %24, !dbg !129
  %26 = add i64 %25, %17, !dbg !129
  %27 = getelementptr float, ptr %10, i64 %26, !dbg !129
  %28 = load <4 x float>, ptr %27, align 4, !dbg !129
  %29 = add i64 %20, 1, !dbg !129
  %30 = mul i64 %29, 8, !dbg !129
  %31 = add i64 0, %30, !dbg !129
  %32 = add i64 %31, %17, !dbg !129
  %33 = getelementptr float, ptr %10, i64 %32, !dbg !129
  %34 = load <4 x float>, ptr %33, align 4, !dbg !129
  %35 = add i64 %20, 2, !dbg !129
  %36 = mul i64 %35, 8, !dbg !129
  %37 = add i64 0, %36, !dbg !129
  %38 = add i64 %37, %17, !dbg !129
  %39 = getelementptr float, ptr %10, i64 %38, !dbg !129
  %40 = load <4 x float>, ptr %39, align 4, !dbg !129
  %41 = add i64 %20, 3, !dbg !129
  %42 = mul i64 %41, 8, !dbg !129
  %43 = add i64 0, %42, !dbg !129
  %44 = add i64 %43, %17, !dbg !129
  %45 = getelementptr float, ptr %10, i64 %44, !dbg !129
  %46 = load <4 x float>, ptr %45, align 4, !dbg !129
  %47 = add nuw nsw i64 0, %20, !dbg !132
  %48 = getelementptr inbounds nuw float, ptr %6, i64 %47, !dbg !132
  %49 = load float, ptr %48, align 4, !dbg !132
  %50 = insertelement <4 x float> poison, float %49, i32 0, !dbg !132
  %51 = shufflevector <4 x float> %50, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %52 = extractvalue [8 x <4 x float>] %21, 0, !dbg !132
  %53 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %51, <4 x float> %28, <4 x float> %52), !dbg !132
  %54 = add nuw nsw i64 32, %20, !dbg !132
  %55 = getelementptr inbounds nuw float, ptr %6, i64 %54, !dbg !132
  %56 = load float, ptr %55, align 4, !dbg !132
  %57 = insertelement <4 x float> poison, float %56, i32 0, !dbg !132
  %58 = shufflevector <4 x float> %57, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %59 = extractvalue [8 x <4 x float>] %21, 1, !dbg !132
  %60 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %58, <4 x float> %28, <4 x float> %59), !dbg !132
  %61 = add nuw nsw i64 64, %20, !dbg !132
  %62 = getelementptr inbounds nuw float, ptr %6, i64 %61, !dbg !132
  %63 = load float, ptr %62, align 4, !dbg !132
  %64 = insertelement <4 x float> poison, float %63, i32 0, !dbg !132
  %65 = shufflevector <4 x float> %64, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %66 = extractvalue [8 x <4 x float>] %21, 2, !dbg !132
  %67 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %65, <4 x float> %28, <4 x float> %66), !dbg !132
  %68 = add nuw nsw i64 96, %20, !dbg !132
  %69 = getelementptr inbounds nuw float, ptr %6, i64 %68, !dbg !132
  %70 = load float, ptr %69, align 4, !dbg !132
  %71 = insertelement <4 x float> poison, float %70, i32 0, !dbg !132
  %72 = shufflevector <4 x float> %71, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %73 = extractvalue [8 x <4 x float>] %21, 3, !dbg !132
  %74 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %72, <4 x float> %28, <4 x float> %73), !dbg !132
  %75 = add nuw nsw i64 128, %20, !dbg !132
  %76 = getelementptr inbounds nuw float, ptr %6, i64 %75, !dbg !132
  %77 = load float, ptr %76, align 4, !dbg !132
  %78 = insertelement <4 x float> poison, float %77, i32 0, !dbg !132
  %79 = shufflevector <4 x float> %78, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %80 = extractvalue [8 x <4 x float>] %21, 4, !dbg !132
  %81 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %79, <4 x float> %28, <4 x float> %80), !dbg !132
  %82 = add nuw nsw i64 160, %20, !dbg !132
  %83 = getelementptr inbounds nuw float, ptr %6, i64 %82, !dbg !132
  %84 = load float, ptr %83, align 4, !dbg !132
  %85 = insertelement <4 x float> poison, float %84, i32 0, !dbg !132
  %86 = shufflevector <4 x float> %85, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %87 = extractvalue [8 x <4 x float>] %21, 5, !dbg !132
  %88 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %86, <4 x float> %28, <4 x float> %87), !dbg !132
  %89 = add nuw nsw i64 192, %20, !dbg !132
  %90 = getelementptr inbounds nuw float, ptr %6, i64 %89, !dbg !132
  %91 = load float, ptr %90, align 4, !dbg !132
  %92 = insertelement <4 x float> poison, float %91, i32 0, !dbg !132
  %93 = shufflevector <4 x float> %92, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %94 = extractvalue [8 x <4 x float>] %21, 6, !dbg !132
  %95 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %93, <4 x float> %28, <4 x float> %94), !dbg !132
  %96 = add nuw nsw i64 224, %20, !dbg !132
  %97 = getelementptr inbounds nuw float, ptr %6, i64 %96, !dbg !132
  %98 = load float, ptr %97, align 4, !dbg !132
  %99 = insertelement <4 x float> poison, float %98, i32 0, !dbg !132
  %100 = shufflevector <4 x float> %99, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %101 = extractvalue [8 x <4 x float>] %21, 7, !dbg !132
  %102 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %100, <4 x float> %28, <4 x float> %101), !dbg !132
  %103 = add nuw nsw i64 0, %29, !dbg !132
  %104 = getelementptr inbounds nuw float, ptr %6, i64 %103, !dbg !132
  %105 = load float, ptr %104, align 4, !dbg !132
  %106 = insertelement <4 x float> poison, float %105, i32 0, !dbg !132
  %107 = shufflevector <4 x float> %106, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %108 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %107, <4 x float> %34, <4 x float> %53), !dbg !132
  %109 = add nuw nsw i64 32, %29, !dbg !132
  %110 = getelementptr inbounds nuw float, ptr %6, i64 %109, !dbg !132
  %111 = load float, ptr %110, align 4, !dbg !132
  %112 = insertelement <4 x float> poison, float %111, i32 0, !dbg !132
  %113 = shufflevector <4 x float> %112, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %114 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %113, <4 x float> %34, <4 x float> %60), !dbg !132
  %115 = add nuw nsw i64 64, %29, !dbg !132
  %116 = getelementptr inbounds nuw float, ptr %6, i64 %115, !dbg !132
  %117 = load float, ptr %116, align 4, !dbg !132
  %118 = insertelement <4 x float> poison, float %117, i32 0, !dbg !132
  %119 = shufflevector <4 x float> %118, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %120 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %119, <4 x float> %34, <4 x float> %67), !dbg !132
  %121 = add nuw nsw i64 96, %29, !dbg !132
  %122 = getelementptr inbounds nuw float, ptr %6, i64 %121, !dbg !132
  %123 = load float, ptr %122, align 4, !dbg !132
  %124 = insertelement <4 x float> poison, float %123, i32 0, !dbg !132
  %125 = shufflevector <4 x float> %124, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %126 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %125, <4 x float> %34, <4 x float> %74), !dbg !132
  %127 = add nuw nsw i64 128, %29, !dbg !132
  %128 = getelementptr inbounds nuw float, ptr %6, i64 %127, !dbg !132
  %129 = load float, ptr %128, align 4, !dbg !132
  %130 = insertelement <4 x float> poison, float %129, i32 0, !dbg !132
  %131 = shufflevector <4 x float> %130, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %132 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %131, <4 x float> %34, <4 x float> %81), !dbg !132
  %133 = add nuw nsw i64 160, %29, !dbg !132
  %134 = getelementptr inbounds nuw float, ptr %6, i64 %133, !dbg !132
  %135 = load float, ptr %134, align 4, !dbg !132
  %136 = insertelement <4 x float> poison, float %135, i32 0, !dbg !132
  %137 = shufflevector <4 x float> %136, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %138 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %137, <4 x float> %34, <4 x float> %88), !dbg !132
  %139 = add nuw nsw i64 192, %29, !dbg !132
  %140 = getelementptr inbounds nuw float, ptr %6, i64 %139, !dbg !132
  %141 = load float, ptr %140, align 4, !dbg !132
  %142 = insertelement <4 x float> poison, float %141, i32 0, !dbg !132
  %143 = shufflevector <4 x float> %142, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %144 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %143, <4 x float> %34, <4 x float> %95), !dbg !132
  %145 = add nuw nsw i64 224, %29, !dbg !132
  %146 = getelementptr inbounds nuw float, ptr %6, i64 %145, !dbg !132
  %147 = load float, ptr %146, align 4, !dbg !132
  %148 = insertelement <4 x float> poison, float %147, i32 0, !dbg !132
  %149 = shufflevector <4 x float> %148, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %150 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %149, <4 x float> %34, <4 x float> %102), !dbg !132
  %151 = add nuw nsw i64 0, %35, !dbg !132
  %152 = getelementptr inbounds nuw float, ptr %6, i64 %151, !dbg !132
  %153 = load float, ptr %152, align 4, !dbg !132
  %154 = insertelement <4 x float> poison, float %153, i32 0, !dbg !132
  %155 = shufflevector <4 x float> %154, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %156 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %155, <4 x float> %40, <4 x float> %108), !dbg !132
  %157 = add nuw nsw i64 32, %35, !dbg !132
  %158 = getelementptr inbounds nuw float, ptr %6, i64 %157, !dbg !132
  %159 = load float, ptr %158, align 4, !dbg !132
  %160 = insertelement <4 x float> poison, float %159, i32 0, !dbg !132
  %161 = shufflevector <4 x float> %160, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %162 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %161, <4 x float> %40, <4 x float> %114), !dbg !132
  %163 = add nuw nsw i64 64, %35, !dbg !132
  %164 = getelementptr inbounds nuw float, ptr %6, i64 %163, !dbg !132
  %165 = load float, ptr %164, align 4, !dbg !132
  %166 = insertelement <4 x float> poison, float %165, i32 0, !dbg !132
  %167 = shufflevector <4 x float> %166, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %168 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %167, <4 x float> %40, <4 x float> %120), !dbg !132
  %169 = add nuw nsw i64 96, %35, !dbg !132
  %170 = getelementptr inbounds nuw float, ptr %6, i64 %169, !dbg !132
  %171 = load float, ptr %170, align 4, !dbg !132
  %172 = insertelement <4 x float> poison, float %171, i32 0, !dbg !132
  %173 = shufflevector <4 x float> %172, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %174 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %173, <4 x float> %40, <4 x float> %126), !dbg !132
  %175 = add nuw nsw i64 128, %35, !dbg !132
  %176 = getelementptr inbounds nuw float, ptr %6, i64 %175, !dbg !132
  %177 = load float, ptr %176, align 4, !dbg !132
  %178 = insertelement <4 x float> poison, float %177, i32 0, !dbg !132
  %179 = shufflevector <4 x float> %178, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %180 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %179, <4 x float> %40, <4 x float> %132), !dbg !132
  %181 = add nuw nsw i64 160, %35, !dbg !132
  %182 = getelementptr inbounds nuw float, ptr %6, i64 %181, !dbg !132
  %183 = load float, ptr %182, align 4, !dbg !132
  %184 = insertelement <4 x float> poison, float %183, i32 0, !dbg !132
  %185 = shufflevector <4 x float> %184, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %186 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %185, <4 x float> %40, <4 x float> %138), !dbg !132
  %187 = add nuw nsw i64 192, %35, !dbg !132
  %188 = getelementptr inbounds nuw float, ptr %6, i64 %187, !dbg !132
  %189 = load float, ptr %188, align 4, !dbg !132
  %190 = insertelement <4 x float> poison, float %189, i32 0, !dbg !132
  %191 = shufflevector <4 x float> %190, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %192 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %191, <4 x float> %40, <4 x float> %144), !dbg !132
  %193 = add nuw nsw i64 224, %35, !dbg !132
  %194 = getelementptr inbounds nuw float, ptr %6, i64 %193, !dbg !132
  %195 = load float, ptr %194, align 4, !dbg !132
  %196 = insertelement <4 x float> poison, float %195, i32 0, !dbg !132
  %197 = shufflevector <4 x float> %196, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %198 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %197, <4 x float> %40, <4 x float> %150), !dbg !132
  %199 = add nuw nsw i64 0, %41, !dbg !132
  %200 = getelementptr inbounds nuw float, ptr %6, i64 %199, !dbg !132
  %201 = load float, ptr %200, align 4, !dbg !132
  %202 = insertelement <4 x float> poison, float %201, i32 0, !dbg !132
  %203 = shufflevector <4 x float> %202, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %204 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %203, <4 x float> %46, <4 x float> %156), !dbg !132
  %205 = add nuw nsw i64 32, %41, !dbg !132
  %206 = getelementptr inbounds nuw float, ptr %6, i64 %205, !dbg !132
  %207 = load float, ptr %206, align 4, !dbg !132
  %208 = insertelement <4 x float> poison, float %207, i32 0, !dbg !132
  %209 = shufflevector <4 x float> %208, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %210 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %209, <4 x float> %46, <4 x float> %162), !dbg !132
  %211 = add nuw nsw i64 64, %41, !dbg !132
  %212 = getelementptr inbounds nuw float, ptr %6, i64 %211, !dbg !132
  %213 = load float, ptr %212, align 4, !dbg !132
  %214 = insertelement <4 x float> poison, float %213, i32 0, !dbg !132
  %215 = shufflevector <4 x float> %214, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %216 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %215, <4 x float> %46, <4 x float> %168), !dbg !132
  %217 = add nuw nsw i64 96, %41, !dbg !132
  %218 = getelementptr inbounds nuw float, ptr %6, i64 %217, !dbg !132
  %219 = load float, ptr %218, align 4, !dbg !132
  %220 = insertelement <4 x float> poison, float %219, i32 0, !dbg !132
  %221 = shufflevector <4 x float> %220, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %222 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %221, <4 x float> %46, <4 x float> %174), !dbg !132
  %223 = add nuw nsw i64 128, %41, !dbg !132
  %224 = getelementptr inbounds nuw float, ptr %6, i64 %223, !dbg !132
  %225 = load float, ptr %224, align 4, !dbg !132
  %226 = insertelement <4 x float> poison, float %225, i32 0, !dbg !132
  %227 = shufflevector <4 x float> %226, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %228 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %227, <4 x float> %46, <4 x float> %180), !dbg !132
  %229 = add nuw nsw i64 160, %41, !dbg !132
  %230 = getelementptr inbounds nuw float, ptr %6, i64 %229, !dbg !132
  %231 = load float, ptr %230, align 4, !dbg !132
  %232 = insertelement <4 x float> poison, float %231, i32 0, !dbg !132
  %233 = shufflevector <4 x float> %232, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %234 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %233, <4 x float> %46, <4 x float> %186), !dbg !132
  %235 = add nuw nsw i64 192, %41, !dbg !132
  %236 = getelementptr inbounds nuw float, ptr %6, i64 %235, !dbg !132
  %237 = load float, ptr %236, align 4, !dbg !132
  %238 = insertelement <4 x float> poison, float %237, i32 0, !dbg !132
  %239 = shufflevector <4 x float> %238, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %240 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %239, <4 x float> %46, <4 x float> %192), !dbg !132
  %241 = add nuw nsw i64 224, %41, !dbg !132
  %242 = getelementptr inbounds nuw float, ptr %6, i64 %241, !dbg !132
  %243 = load float, ptr %242, align 4, !dbg !132
  %244 = insertelement <4 x float> poison, float %243, i32 0, !dbg !132
  %245 = shufflevector <4 x float> %244, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !132
  %246 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %245, <4 x float> %46, <4 x float> %198), !dbg !132
  %247 = insertvalue [8 x <4 x float>] poison, <4 x float> %204, 0, !dbg !132
  %248 = insertvalue [8 x <4 x float>] %247, <4 x float> %210, 1, !dbg !132
  %249 = insertvalue [8 x <4 x float>] %248, <4 x float> %216, 2, !dbg !132
  %250 = insertvalue [8 x <4 x float>] %249, <4 x float> %222, 3, !dbg !132
  %251 = insertvalue [8 x <4 x float>] %250, <4 x float> %228, 4, !dbg !132
  %252 = insertvalue [8 x <4 x float>] %251, <4 x float> %234, 5, !dbg !132
  %253 = insertvalue [8 x <4 x float>] %252, <4 x float> %240, 6, !dbg !132
  %254 = insertvalue [8 x <4 x float>] %253, <4 x float> %246, 7, !dbg !132
  %255 = add i64 %20, 4, !dbg !129
  br label %19, !dbg !129

256:                                              ; preds = %19
  %257 = extractvalue [8 x <4 x float>] %21, 0, !dbg !131
  %258 = fmul contract <4 x float> %257, splat (float f0x3E3504F3), !dbg !131
  %259 = extractvalue [8 x <4 x float>] %21, 1, !dbg !131
  %260 = fmul contract <4 x float> %259, splat (float f0x3E3504F3), !dbg !131
  %261 = extractvalue [8 x <4 x float>] %21, 2, !dbg !131
  %262 = fmul contract <4 x float> %261, splat (float f0x3E3504F3), !dbg !131
  %263 = extractvalue [8 x <4 x float>] %21, 3, !dbg !131
  %264 = fmul contract <4 x float> %263, splat (float f0x3E3504F3), !dbg !131
  %265 = extractvalue [8 x <4 x float>] %21, 4, !dbg !131
  %266 = fmul contract <4 x float> %265, splat (float f0x3E3504F3), !dbg !131
  %267 = extractvalue [8 x <4 x float>] %21, 5, !dbg !131
  %268 = fmul contract <4 x float> %267, splat (float f0x3E3504F3), !dbg !131
  %269 = extractvalue [8 x <4 x float>] %21, 6, !dbg !131
  %270 = fmul contract <4 x float> %269, splat (float f0x3E3504F3), !dbg !131
  %271 = extractvalue [8 x <4 x float>] %21, 7, !dbg !131
  %272 = fmul contract <4 x float> %271, splat (float f0x3E3504F3), !dbg !131
  %273 = add i64 0, %17, !dbg !129
  %274 = getelementptr float, ptr %15, i64 %273, !dbg !129
  store <4 x float> %258, ptr %274, align 4, !dbg !129
  %275 = add i64 8, %17, !dbg !129
  %276 = getelementptr float, ptr %15, i64 %275, !dbg !129
  store <4 x float> %260, ptr %276, align 4, !dbg !129
  %277 = add i64 16, %17, !dbg !129
  %278 = getelementptr float, ptr %15, i64 %277, !dbg !129
  store <4 x float> %262, ptr %278, align 4, !dbg !129
  %279 = add i64 24, %17, !dbg !129
  %280 = getelementptr float, ptr %15, i64 %279, !dbg !129
  store <4 x float> %264, ptr %280, align 4, !dbg !129
  %281 = add i64 32, %17, !dbg !129
  %282 = getelementptr float, ptr %15, i64 %281, !dbg !129
  store <4 x float> %266, ptr %282, align 4, !dbg !129
  %283 = add i64 40, %17, !dbg !129
  %284 = getelementptr float, ptr %15, i64 %283, !dbg !129
  store <4 x float> %268, ptr %284, align 4, !dbg !129
  %285 = add i64 48, %17, !dbg !129
  %286 = getelementptr float, ptr %15, i64 %285, !dbg !129
  store <4 x float> %270, ptr %286, align 4, !dbg !129
  %287 = add i64 56, %17, !dbg !129
  %288 = getelementptr float, ptr %15, i64 %287, !dbg !129
  store <4 x float> %272, ptr %288, align 4, !dbg !129
  %289 = add i64 %17, 4, !dbg !129
  br label %16, !dbg !129

290:                                              ; preds = %16
  ret i32 0, !dbg !130
}

define internal i32 @main_dispatch_4_softmax_8x8xf32_dispatch_tensor_store(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !89 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !133
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !133
  %6 = load ptr, ptr %5, align 8, !dbg !133
  %7 = getelementptr i8, ptr %6, i32 3072, !dbg !133
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !133
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !134
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !134
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !134
  %11 = load ptr, ptr %10, align 8, !dbg !134
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !134
  %12 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !135
  %13 = extractvalue %iree_hal_executable_workgroup_state_v0_t %12, 0, !dbg !135
  %14 = zext i32 %13 to i64, !dbg !135
  br label %15, !dbg !136

15:                                               ; preds = %19, %3
  %16 = phi i64 [ %28, %19 ], [ 0, %3 ], !dbg !136
  %17 = phi <1 x float> [ %27, %19 ], [ splat (float -qnan), %3 ], !dbg !136
  %18 = icmp slt i64 %16, 8, !dbg !136
  br i1 %18, label %19, label %29, !dbg !136

19:                                               ; preds = %15
  %20 = mul i64 %14, 8, !dbg !136
  %21 = add i64 %20, %16, !dbg !136
  %22 = getelementptr float, ptr %7, i64 %21, !dbg !136
  %23 = load <4 x float>, ptr %22, align 4, !dbg !136
  %24 = extractelement <1 x float> %17, i64 0, !dbg !145
  %25 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %23), !dbg !145
  %26 = call float @llvm.maxnum.f32(float %25, float %24), !dbg !145
  %27 = insertelement <1 x float> poison, float %26, i32 0, !dbg !145
  %28 = add i64 %16, 4, !dbg !136
  br label %15, !dbg !136

29:                                               ; preds = %33, %15
  %30 = phi i64 [ %70, %33 ], [ 0, %15 ], !dbg !135
  %31 = phi <1 x float> [ %69, %33 ], [ zeroinitializer, %15 ], !dbg !135
  %32 = icmp slt i64 %30, 8, !dbg !135
  br i1 %32, label %33, label %71, !dbg !135

33:                                               ; preds = %29
  %34 = mul i64 %14, 8, !dbg !135
  %35 = add i64 %34, %30, !dbg !135
  %36 = getelementptr float, ptr %7, i64 %35, !dbg !135
  %37 = load <4 x float>, ptr %36, align 4, !dbg !135
  %38 = extractelement <1 x float> %17, i64 0, !dbg !142
  %39 = insertelement <4 x float> poison, float %38, i32 0, !dbg !142
  %40 = shufflevector <4 x float> %39, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !142
  %41 = fsub contract <4 x float> %37, %40, !dbg !142
  %42 = fcmp uge <4 x float> %41, splat (float -8.780000e+01), !dbg !143
  %43 = select <4 x i1> %42, <4 x float> %41, <4 x float> splat (float -8.780000e+01), !dbg !143
  %44 = fcmp ule <4 x float> %43, splat (float 8.880000e+01), !dbg !143
  %45 = select <4 x i1> %44, <4 x float> %43, <4 x float> splat (float 8.880000e+01), !dbg !143
  %46 = call <4 x float> @llvm.fma.v4f32(<4 x float> %45, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !143
  %47 = call <4 x float> @llvm.floor.v4f32(<4 x float> %46), !dbg !143
  %48 = fcmp uge <4 x float> %47, splat (float -1.270000e+02), !dbg !143
  %49 = select <4 x i1> %48, <4 x float> %47, <4 x float> splat (float -1.270000e+02), !dbg !143
  %50 = fcmp ule <4 x float> %49, splat (float 1.270000e+02), !dbg !143
  %51 = select <4 x i1> %50, <4 x float> %49, <4 x float> splat (float 1.270000e+02), !dbg !143
  %52 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %51, <4 x float> %45), !dbg !143
  %53 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %51, <4 x float> %52), !dbg !143
  %54 = call <4 x float> @llvm.fma.v4f32(<4 x float> %53, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !143
  %55 = call <4 x float> @llvm.fma.v4f32(<4 x float> %54, <4 x float> %53, <4 x float> splat (float f0x3C088908)), !dbg !143
  %56 = call <4 x float> @llvm.fma.v4f32(<4 x float> %55, <4 x float> %53, <4 x float> splat (float f0x3D2AA9C1)), !dbg !143
  %57 = call <4 x float> @llvm.fma.v4f32(<4 x float> %56, <4 x float> %53, <4 x float> splat (float f0x3E2AAAAA)), !dbg !143
  %58 = call <4 x float> @llvm.fma.v4f32(<4 x float> %57, <4 x float> %53, <4 x float> splat (float 5.000000e-01)), !dbg !143
  %59 = fmul contract <4 x float> %53, %53, !dbg !143
  %60 = call <4 x float> @llvm.fma.v4f32(<4 x float> %58, <4 x float> %59, <4 x float> %53), !dbg !143
  %61 = fadd contract <4 x float> %60, splat (float 1.000000e+00), !dbg !143
  %62 = fptosi <4 x float> %51 to <4 x i32>, !dbg !143
  %63 = add <4 x i32> %62, splat (i32 127), !dbg !143
  %64 = shl <4 x i32> %63, splat (i32 23), !dbg !143
  %65 = bitcast <4 x i32> %64 to <4 x float>, !dbg !143
  %66 = fmul contract <4 x float> %61, %65, !dbg !143
  %67 = extractelement <1 x float> %31, i64 0, !dbg !144
  %68 = call float @llvm.vector.reduce.fadd.v4f32(float %67, <4 x float> %66), !dbg !144
  %69 = insertelement <1 x float> poison, float %68, i32 0, !dbg !144
  %70 = add i64 %30, 4, !dbg !135
  br label %29, !dbg !135

71:                                               ; preds = %74, %29
  %72 = phi i64 [ %113, %74 ], [ 0, %29 ], !dbg !137
  %73 = icmp slt i64 %72, 8, !dbg !137
  br i1 %73, label %74, label %114, !dbg !137

74:                                               ; preds = %71
  %75 = mul i64 %14, 8, !dbg !137
  %76 = add i64 %75, %72, !dbg !137
  %77 = getelementptr float, ptr %7, i64 %76, !dbg !137
  %78 = load <4 x float>, ptr %77, align 4, !dbg !137
  %79 = extractelement <1 x float> %17, i64 0, !dbg !139
  %80 = insertelement <4 x float> poison, float %79, i32 0, !dbg !139
  %81 = shufflevector <4 x float> %80, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !139
  %82 = fsub contract <4 x float> %78, %81, !dbg !139
  %83 = fcmp uge <4 x float> %82, splat (float -8.780000e+01), !dbg !140
  %84 = select <4 x i1> %83, <4 x float> %82, <4 x float> splat (float -8.780000e+01), !dbg !140
  %85 = fcmp ule <4 x float> %84, splat (float 8.880000e+01), !dbg !140
  %86 = select <4 x i1> %85, <4 x float> %84, <4 x float> splat (float 8.880000e+01), !dbg !140
  %87 = call <4 x float> @llvm.fma.v4f32(<4 x float> %86, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !140
  %88 = call <4 x float> @llvm.floor.v4f32(<4 x float> %87), !dbg !140
  %89 = fcmp uge <4 x float> %88, splat (float -1.270000e+02), !dbg !140
  %90 = select <4 x i1> %89, <4 x float> %88, <4 x float> splat (float -1.270000e+02), !dbg !140
  %91 = fcmp ule <4 x float> %90, splat (float 1.270000e+02), !dbg !140
  %92 = select <4 x i1> %91, <4 x float> %90, <4 x float> splat (float 1.270000e+02), !dbg !140
  %93 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %92, <4 x float> %86), !dbg !140
  %94 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %92, <4 x float> %93), !dbg !140
  %95 = call <4 x float> @llvm.fma.v4f32(<4 x float> %94, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !140
  %96 = call <4 x float> @llvm.fma.v4f32(<4 x float> %95, <4 x float> %94, <4 x float> splat (float f0x3C088908)), !dbg !140
  %97 = call <4 x float> @llvm.fma.v4f32(<4 x float> %96, <4 x float> %94, <4 x float> splat (float f0x3D2AA9C1)), !dbg !140
  %98 = call <4 x float> @llvm.fma.v4f32(<4 x float> %97, <4 x float> %94, <4 x float> splat (float f0x3E2AAAAA)), !dbg !140
  %99 = call <4 x float> @llvm.fma.v4f32(<4 x float> %98, <4 x float> %94, <4 x float> splat (float 5.000000e-01)), !dbg !140
  %100 = fmul contract <4 x float> %94, %94, !dbg !140
  %101 = call <4 x float> @llvm.fma.v4f32(<4 x float> %99, <4 x float> %100, <4 x float> %94), !dbg !140
  %102 = fadd contract <4 x float> %101, splat (float 1.000000e+00), !dbg !140
  %103 = fptosi <4 x float> %92 to <4 x i32>, !dbg !140
  %104 = add <4 x i32> %103, splat (i32 127), !dbg !140
  %105 = shl <4 x i32> %104, splat (i32 23), !dbg !140
  %106 = bitcast <4 x i32> %105 to <4 x float>, !dbg !140
  %107 = fmul contract <4 x float> %102, %106, !dbg !140
  %108 = extractelement <1 x float> %31, i64 0, !dbg !141
  %109 = insertelement <4 x float> poison, float %108, i32 0, !dbg !141
  %110 = shufflevector <4 x float> %109, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !141
  %111 = fdiv <4 x float> %107, %110, !dbg !141
  %112 = getelementptr float, ptr %11, i64 %76, !dbg !137
  store <4 x float> %111, ptr %112, align 4, !dbg !137
  %113 = add i64 %72, 4, !dbg !137
  br label %71, !dbg !137

114:                                              ; preds = %71
  ret i32 0, !dbg !138
}

define internal i32 @main_dispatch_5_batch_matmul_1x8x32x8_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !92 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !146
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !146
  %6 = load ptr, ptr %5, align 8, !dbg !146
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !146
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !147
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !147
  %9 = load ptr, ptr %8, align 8, !dbg !147
  %10 = getelementptr i8, ptr %9, i32 2048, !dbg !147
  call void @llvm.assume(i1 true) [ "align"(ptr %10, i64 64) ], !dbg !147
  %11 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !148
  %12 = extractvalue %iree_hal_executable_dispatch_state_v0_t %11, 10, !dbg !148
  %13 = getelementptr ptr, ptr %12, i32 1, !dbg !148
  %14 = load ptr, ptr %13, align 8, !dbg !148
  call void @llvm.assume(i1 true) [ "align"(ptr %14, i64 64) ], !dbg !148
  %15 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !149
  %16 = extractvalue %iree_hal_executable_dispatch_state_v0_t %15, 10, !dbg !149
  %17 = getelementptr ptr, ptr %16, i32 2, !dbg !149
  %18 = load ptr, ptr %17, align 8, !dbg !149
  %19 = getelementptr i8, ptr %18, i32 256, !dbg !149
  call void @llvm.assume(i1 true) [ "align"(ptr %19, i64 64) ], !dbg !149
  br label %20, !dbg !150

20:                                               ; preds = %260, %3
  %21 = phi i64 [ %309, %260 ], [ 0, %3 ], !dbg !150
  %22 = icmp slt i64 %21, 32, !dbg !150
  br i1 %22, label %23, label %310, !dbg !150

23:                                               ; preds = %27, %20
  %24 = phi i64 [ %259, %27 ], [ 0, %20 ], !dbg !150
  %25 = phi [8 x <4 x float>] [ %258, %27 ], [ zeroinitializer, %20 ], !dbg !150
  %26 = icmp slt i64 %24, 8, !dbg !150
  br i1 %26, label %27, label %260, !dbg !150

27:                                               ; preds = %23
  %28 = mul i64 %24, 32, !dbg !150
  %29 = add i64 0, %28, !dbg !150
  %30 = add i64 %29, %21, !dbg !150
  %31 = getelementptr float, ptr %10, i64 %30, !dbg !150
  %32 = load <4 x float>, ptr %31, align 4, !dbg !150
  %33 = add i64 %24, 1, !dbg !150
  %34 = mul i64 %33, 32, !dbg !150
  %35 = add i64 0, %34, !dbg !150
  %36 = add i64 %35, %21, !dbg !150
  %37 = getelementptr float, ptr %10, i64 %36, !dbg !150
  %38 = load <4 x float>, ptr %37, align 4, !dbg !150
  %39 = add i64 %24, 2, !dbg !150
  %40 = mul i64 %39, 32, !dbg !150
  %41 = add i64 0, %40, !dbg !150
  %42 = add i64 %41, %21, !dbg !150
  %43 = getelementptr float, ptr %10, i64 %42, !dbg !150
  %44 = load <4 x float>, ptr %43, align 4, !dbg !150
  %45 = add i64 %24, 3, !dbg !150
  %46 = mul i64 %45, 32, !dbg !150
  %47 = add i64 0, %46, !dbg !150
  %48 = add i64 %47, %21, !dbg !150
  %49 = getelementptr float, ptr %10, i64 %48, !dbg !150
  %50 = load <4 x float>, ptr %49, align 4, !dbg !150
  %51 = add nuw nsw i64 0, %24, !dbg !154
  %52 = getelementptr inbounds nuw float, ptr %6, i64 %51, !dbg !154
  %53 = load float, ptr %52, align 4, !dbg !154
  %54 = insertelement <4 x float> poison, float %53, i32 0, !dbg !154
  %55 = shufflevector <4 x float> %54, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %56 = extractvalue [8 x <4 x float>] %25, 0, !dbg !154
  %57 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %55, <4 x float> %32, <4 x float> %56), !dbg !154
  %58 = add nuw nsw i64 8, %24, !dbg !154
  %59 = getelementptr inbounds nuw float, ptr %6, i64 %58, !dbg !154
  %60 = load float, ptr %59, align 4, !dbg !154
  %61 = insertelement <4 x float> poison, float %60, i32 0, !dbg !154
  %62 = shufflevector <4 x float> %61, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %63 = extractvalue [8 x <4 x float>] %25, 1, !dbg !154
  %64 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %62, <4 x float> %32, <4 x float> %63), !dbg !154
  %65 = add nuw nsw i64 16, %24, !dbg !154
  %66 = getelementptr inbounds nuw float, ptr %6, i64 %65, !dbg !154
  %67 = load float, ptr %66, align 4, !dbg !154
  %68 = insertelement <4 x float> poison, float %67, i32 0, !dbg !154
  %69 = shufflevector <4 x float> %68, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %70 = extractvalue [8 x <4 x float>] %25, 2, !dbg !154
  %71 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %69, <4 x float> %32, <4 x float> %70), !dbg !154
  %72 = add nuw nsw i64 24, %24, !dbg !154
  %73 = getelementptr inbounds nuw float, ptr %6, i64 %72, !dbg !154
  %74 = load float, ptr %73, align 4, !dbg !154
  %75 = insertelement <4 x float> poison, float %74, i32 0, !dbg !154
  %76 = shufflevector <4 x float> %75, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %77 = extractvalue [8 x <4 x float>] %25, 3, !dbg !154
  %78 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %76, <4 x float> %32, <4 x float> %77), !dbg !154
  %79 = add nuw nsw i64 32, %24, !dbg !154
  %80 = getelementptr inbounds nuw float, ptr %6, i64 %79, !dbg !154
  %81 = load float, ptr %80, align 4, !dbg !154
  %82 = insertelement <4 x float> poison, float %81, i32 0, !dbg !154
  %83 = shufflevector <4 x float> %82, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %84 = extractvalue [8 x <4 x float>] %25, 4, !dbg !154
  %85 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %83, <4 x float> %32, <4 x float> %84), !dbg !154
  %86 = add nuw nsw i64 40, %24, !dbg !154
  %87 = getelementptr inbounds nuw float, ptr %6, i64 %86, !dbg !154
  %88 = load float, ptr %87, align 4, !dbg !154
  %89 = insertelement <4 x float> poison, float %88, i32 0, !dbg !154
  %90 = shufflevector <4 x float> %89, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %91 = extractvalue [8 x <4 x float>] %25, 5, !dbg !154
  %92 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %90, <4 x float> %32, <4 x float> %91), !dbg !154
  %93 = add nuw nsw i64 48, %24, !dbg !154
  %94 = getelementptr inbounds nuw float, ptr %6, i64 %93, !dbg !154
  %95 = load float, ptr %94, align 4, !dbg !154
  %96 = insertelement <4 x float> poison, float %95, i32 0, !dbg !154
  %97 = shufflevector <4 x float> %96, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %98 = extractvalue [8 x <4 x float>] %25, 6, !dbg !154
  %99 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %97, <4 x float> %32, <4 x float> %98), !dbg !154
  %100 = add nuw nsw i64 56, %24, !dbg !154
  %101 = getelementptr inbounds nuw float, ptr %6, i64 %100, !dbg !154
  %102 = load float, ptr %101, align 4, !dbg !154
  %103 = insertelement <4 x float> poison, float %102, i32 0, !dbg !154
  %104 = shufflevector <4 x float> %103, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %105 = extractvalue [8 x <4 x float>] %25, 7, !dbg !154
  %106 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %104, <4 x float> %32, <4 x float> %105), !dbg !154
  %107 = add nuw nsw i64 0, %33, !dbg !154
  %108 = getelementptr inbounds nuw float, ptr %6, i64 %107, !dbg !154
  %109 = load float, ptr %108, align 4, !dbg !154
  %110 = insertelement <4 x float> poison, float %109, i32 0, !dbg !154
  %111 = shufflevector <4 x float> %110, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %112 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %111, <4 x float> %38, <4 x float> %57), !dbg !154
  %113 = add nuw nsw i64 8, %33, !dbg !154
  %114 = getelementptr inbounds nuw float, ptr %6, i64 %113, !dbg !154
  %115 = load float, ptr %114, align 4, !dbg !154
  %116 = insertelement <4 x float> poison, float %115, i32 0, !dbg !154
  %117 = shufflevector <4 x float> %116, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %118 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %117, <4 x float> %38, <4 x float> %64), !dbg !154
  %119 = add nuw nsw i64 16, %33, !dbg !154
  %120 = getelementptr inbounds nuw float, ptr %6, i64 %119, !dbg !154
  %121 = load float, ptr %120, align 4, !dbg !154
  %122 = insertelement <4 x float> poison, float %121, i32 0, !dbg !154
  %123 = shufflevector <4 x float> %122, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %124 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %123, <4 x float> %38, <4 x float> %71), !dbg !154
  %125 = add nuw nsw i64 24, %33, !dbg !154
  %126 = getelementptr inbounds nuw float, ptr %6, i64 %125, !dbg !154
  %127 = load float, ptr %126, align 4, !dbg !154
  %128 = insertelement <4 x float> poison, float %127, i32 0, !dbg !154
  %129 = shufflevector <4 x float> %128, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %130 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %129, <4 x float> %38, <4 x float> %78), !dbg !154
  %131 = add nuw nsw i64 32, %33, !dbg !154
  %132 = getelementptr inbounds nuw float, ptr %6, i64 %131, !dbg !154
  %133 = load float, ptr %132, align 4, !dbg !154
  %134 = insertelement <4 x float> poison, float %133, i32 0, !dbg !154
  %135 = shufflevector <4 x float> %134, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %136 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %135, <4 x float> %38, <4 x float> %85), !dbg !154
  %137 = add nuw nsw i64 40, %33, !dbg !154
  %138 = getelementptr inbounds nuw float, ptr %6, i64 %137, !dbg !154
  %139 = load float, ptr %138, align 4, !dbg !154
  %140 = insertelement <4 x float> poison, float %139, i32 0, !dbg !154
  %141 = shufflevector <4 x float> %140, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %142 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %141, <4 x float> %38, <4 x float> %92), !dbg !154
  %143 = add nuw nsw i64 48, %33, !dbg !154
  %144 = getelementptr inbounds nuw float, ptr %6, i64 %143, !dbg !154
  %145 = load float, ptr %144, align 4, !dbg !154
  %146 = insertelement <4 x float> poison, float %145, i32 0, !dbg !154
  %147 = shufflevector <4 x float> %146, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %148 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %147, <4 x float> %38, <4 x float> %99), !dbg !154
  %149 = add nuw nsw i64 56, %33, !dbg !154
  %150 = getelementptr inbounds nuw float, ptr %6, i64 %149, !dbg !154
  %151 = load float, ptr %150, align 4, !dbg !154
  %152 = insertelement <4 x float> poison, float %151, i32 0, !dbg !154
  %153 = shufflevector <4 x float> %152, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %154 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %153, <4 x float> %38, <4 x float> %106), !dbg !154
  %155 = add nuw nsw i64 0, %39, !dbg !154
  %156 = getelementptr inbounds nuw float, ptr %6, i64 %155, !dbg !154
  %157 = load float, ptr %156, align 4, !dbg !154
  %158 = insertelement <4 x float> poison, float %157, i32 0, !dbg !154
  %159 = shufflevector <4 x float> %158, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %160 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %159, <4 x float> %44, <4 x float> %112), !dbg !154
  %161 = add nuw nsw i64 8, %39, !dbg !154
  %162 = getelementptr inbounds nuw float, ptr %6, i64 %161, !dbg !154
  %163 = load float, ptr %162, align 4, !dbg !154
  %164 = insertelement <4 x float> poison, float %163, i32 0, !dbg !154
  %165 = shufflevector <4 x float> %164, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %166 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %165, <4 x float> %44, <4 x float> %118), !dbg !154
  %167 = add nuw nsw i64 16, %39, !dbg !154
  %168 = getelementptr inbounds nuw float, ptr %6, i64 %167, !dbg !154
  %169 = load float, ptr %168, align 4, !dbg !154
  %170 = insertelement <4 x float> poison, float %169, i32 0, !dbg !154
  %171 = shufflevector <4 x float> %170, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %172 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %171, <4 x float> %44, <4 x float> %124), !dbg !154
  %173 = add nuw nsw i64 24, %39, !dbg !154
  %174 = getelementptr inbounds nuw float, ptr %6, i64 %173, !dbg !154
  %175 = load float, ptr %174, align 4, !dbg !154
  %176 = insertelement <4 x float> poison, float %175, i32 0, !dbg !154
  %177 = shufflevector <4 x float> %176, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %178 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %177, <4 x float> %44, <4 x float> %130), !dbg !154
  %179 = add nuw nsw i64 32, %39, !dbg !154
  %180 = getelementptr inbounds nuw float, ptr %6, i64 %179, !dbg !154
  %181 = load float, ptr %180, align 4, !dbg !154
  %182 = insertelement <4 x float> poison, float %181, i32 0, !dbg !154
  %183 = shufflevector <4 x float> %182, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %184 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %183, <4 x float> %44, <4 x float> %136), !dbg !154
  %185 = add nuw nsw i64 40, %39, !dbg !154
  %186 = getelementptr inbounds nuw float, ptr %6, i64 %185, !dbg !154
  %187 = load float, ptr %186, align 4, !dbg !154
  %188 = insertelement <4 x float> poison, float %187, i32 0, !dbg !154
  %189 = shufflevector <4 x float> %188, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %190 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %189, <4 x float> %44, <4 x float> %142), !dbg !154
  %191 = add nuw nsw i64 48, %39, !dbg !154
  %192 = getelementptr inbounds nuw float, ptr %6, i64 %191, !dbg !154
  %193 = load float, ptr %192, align 4, !dbg !154
  %194 = insertelement <4 x float> poison, float %193, i32 0, !dbg !154
  %195 = shufflevector <4 x float> %194, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %196 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %195, <4 x float> %44, <4 x float> %148), !dbg !154
  %197 = add nuw nsw i64 56, %39, !dbg !154
  %198 = getelementptr inbounds nuw float, ptr %6, i64 %197, !dbg !154
  %199 = load float, ptr %198, align 4, !dbg !154
  %200 = insertelement <4 x float> poison, float %199, i32 0, !dbg !154
  %201 = shufflevector <4 x float> %200, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %202 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %201, <4 x float> %44, <4 x float> %154), !dbg !154
  %203 = add nuw nsw i64 0, %45, !dbg !154
  %204 = getelementptr inbounds nuw float, ptr %6, i64 %203, !dbg !154
  %205 = load float, ptr %204, align 4, !dbg !154
  %206 = insertelement <4 x float> poison, float %205, i32 0, !dbg !154
  %207 = shufflevector <4 x float> %206, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %208 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %207, <4 x float> %50, <4 x float> %160), !dbg !154
  %209 = add nuw nsw i64 8, %45, !dbg !154
  %210 = getelementptr inbounds nuw float, ptr %6, i64 %209, !dbg !154
  %211 = load float, ptr %210, align 4, !dbg !154
  %212 = insertelement <4 x float> poison, float %211, i32 0, !dbg !154
  %213 = shufflevector <4 x float> %212, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %214 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %213, <4 x float> %50, <4 x float> %166), !dbg !154
  %215 = add nuw nsw i64 16, %45, !dbg !154
  %216 = getelementptr inbounds nuw float, ptr %6, i64 %215, !dbg !154
  %217 = load float, ptr %216, align 4, !dbg !154
  %218 = insertelement <4 x float> poison, float %217, i32 0, !dbg !154
  %219 = shufflevector <4 x float> %218, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %220 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %219, <4 x float> %50, <4 x float> %172), !dbg !154
  %221 = add nuw nsw i64 24, %45, !dbg !154
  %222 = getelementptr inbounds nuw float, ptr %6, i64 %221, !dbg !154
  %223 = load float, ptr %222, align 4, !dbg !154
  %224 = insertelement <4 x float> poison, float %223, i32 0, !dbg !154
  %225 = shufflevector <4 x float> %224, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %226 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %225, <4 x float> %50, <4 x float> %178), !dbg !154
  %227 = add nuw nsw i64 32, %45, !dbg !154
  %228 = getelementptr inbounds nuw float, ptr %6, i64 %227, !dbg !154
  %229 = load float, ptr %228, align 4, !dbg !154
  %230 = insertelement <4 x float> poison, float %229, i32 0, !dbg !154
  %231 = shufflevector <4 x float> %230, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %232 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %231, <4 x float> %50, <4 x float> %184), !dbg !154
  %233 = add nuw nsw i64 40, %45, !dbg !154
  %234 = getelementptr inbounds nuw float, ptr %6, i64 %233, !dbg !154
  %235 = load float, ptr %234, align 4, !dbg !154
  %236 = insertelement <4 x float> poison, float %235, i32 0, !dbg !154
  %237 = shufflevector <4 x float> %236, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %238 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %237, <4 x float> %50, <4 x float> %190), !dbg !154
  %239 = add nuw nsw i64 48, %45, !dbg !154
  %240 = getelementptr inbounds nuw float, ptr %6, i64 %239, !dbg !154
  %241 = load float, ptr %240, align 4, !dbg !154
  %242 = insertelement <4 x float> poison, float %241, i32 0, !dbg !154
  %243 = shufflevector <4 x float> %242, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %244 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %243, <4 x float> %50, <4 x float> %196), !dbg !154
  %245 = add nuw nsw i64 56, %45, !dbg !154
  %246 = getelementptr inbounds nuw float, ptr %6, i64 %245, !dbg !154
  %247 = load float, ptr %246, align 4, !dbg !154
  %248 = insertelement <4 x float> poison, float %247, i32 0, !dbg !154
  %249 = shufflevector <4 x float> %248, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !154
  %250 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %249, <4 x float> %50, <4 x float> %202), !dbg !154
  %251 = insertvalue [8 x <4 x float>] poison, <4 x float> %208, 0, !dbg !154
  %252 = insertvalue [8 x <4 x float>] %251, <4 x float> %214, 1, !dbg !154
  %253 = insertvalue [8 x <4 x float>] %252, <4 x float> %220, 2, !dbg !154
  %254 = insertvalue [8 x <4 x float>] %253, <4 x float> %226, 3, !dbg !154
  %255 = insertvalue [8 x <4 x float>] %254, <4 x float> %232, 4, !dbg !154
  %256 = insertvalue [8 x <4 x float>] %255, <4 x float> %238, 5, !dbg !154
  %257 = insertvalue [8 x <4 x float>] %256, <4 x float> %244, 6, !dbg !154
  %258 = insertvalue [8 x <4 x float>] %257, <4 x float> %250, 7, !dbg !154
  %259 = add i64 %24, 4, !dbg !150
  br label %23, !dbg !150

260:                                              ; preds = %23
  %261 = add i64 0, %21, !dbg !152
  %262 = getelementptr float, ptr %14, i64 %261, !dbg !152
  %263 = load <4 x float>, ptr %262, align 4, !dbg !152
  %264 = add i64 32, %21, !dbg !152
  %265 = getelementptr float, ptr %14, i64 %264, !dbg !152
  %266 = load <4 x float>, ptr %265, align 4, !dbg !152
  %267 = add i64 64, %21, !dbg !152
  %268 = getelementptr float, ptr %14, i64 %267, !dbg !152
  %269 = load <4 x float>, ptr %268, align 4, !dbg !152
  %270 = add i64 96, %21, !dbg !152
  %271 = getelementptr float, ptr %14, i64 %270, !dbg !152
  %272 = load <4 x float>, ptr %271, align 4, !dbg !152
  %273 = add i64 128, %21, !dbg !152
  %274 = getelementptr float, ptr %14, i64 %273, !dbg !152
  %275 = load <4 x float>, ptr %274, align 4, !dbg !152
  %276 = add i64 160, %21, !dbg !152
  %277 = getelementptr float, ptr %14, i64 %276, !dbg !152
  %278 = load <4 x float>, ptr %277, align 4, !dbg !152
  %279 = add i64 192, %21, !dbg !152
  %280 = getelementptr float, ptr %14, i64 %279, !dbg !152
  %281 = load <4 x float>, ptr %280, align 4, !dbg !152
  %282 = add i64 224, %21, !dbg !152
  %283 = getelementptr float, ptr %14, i64 %282, !dbg !152
  %284 = load <4 x float>, ptr %283, align 4, !dbg !152
  %285 = extractvalue [8 x <4 x float>] %25, 0, !dbg !153
  %286 = fadd contract <4 x float> %285, %263, !dbg !153
  %287 = extractvalue [8 x <4 x float>] %25, 1, !dbg !153
  %288 = fadd contract <4 x float> %287, %266, !dbg !153
  %289 = extractvalue [8 x <4 x float>] %25, 2, !dbg !153
  %290 = fadd contract <4 x float> %289, %269, !dbg !153
  %291 = extractvalue [8 x <4 x float>] %25, 3, !dbg !153
  %292 = fadd contract <4 x float> %291, %272, !dbg !153
  %293 = extractvalue [8 x <4 x float>] %25, 4, !dbg !153
  %294 = fadd contract <4 x float> %293, %275, !dbg !153
  %295 = extractvalue [8 x <4 x float>] %25, 5, !dbg !153
  %296 = fadd contract <4 x float> %295, %278, !dbg !153
  %297 = extractvalue [8 x <4 x float>] %25, 6, !dbg !153
  %298 = fadd contract <4 x float> %297, %281, !dbg !153
  %299 = extractvalue [8 x <4 x float>] %25, 7, !dbg !153
  %300 = fadd contract <4 x float> %299, %284, !dbg !153
  %301 = getelementptr float, ptr %19, i64 %261, !dbg !150
  store <4 x float> %286, ptr %301, align 4, !dbg !150
  %302 = getelementptr float, ptr %19, i64 %264, !dbg !150
  store <4 x float> %288, ptr %302, align 4, !dbg !150
  %303 = getelementptr float, ptr %19, i64 %267, !dbg !150
  store <4 x float> %290, ptr %303, align 4, !dbg !150
  %304 = getelementptr float, ptr %19, i64 %270, !dbg !150
  store <4 x float> %292, ptr %304, align 4, !dbg !150
  %305 = getelementptr float, ptr %19, i64 %273, !dbg !150
  store <4 x float> %294, ptr %305, align 4, !dbg !150
  %306 = getelementptr float, ptr %19, i64 %276, !dbg !150
  store <4 x float> %296, ptr %306, align 4, !dbg !150
  %307 = getelementptr float, ptr %19, i64 %279, !dbg !150
  store <4 x float> %298, ptr %307, align 4, !dbg !150
  %308 = getelementptr float, ptr %19, i64 %282, !dbg !150
  store <4 x float> %300, ptr %308, align 4, !dbg !150
  %309 = add i64 %21, 4, !dbg !150
  br label %20, !dbg !150

310:                                              ; preds = %20
  ret i32 0, !dbg !151
}

define internal i32 @main_dispatch_6_reduction_8x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !95 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !155
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !155
  %6 = load ptr, ptr %5, align 8, !dbg !155
  %7 = getelementptr i8, ptr %6, i32 256, !dbg !155
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !155
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !156
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !156
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !156
  %11 = load ptr, ptr %10, align 8, !dbg !156
  %12 = getelementptr i8, ptr %11, i32 1280, !dbg !156
  call void @llvm.assume(i1 true) [ "align"(ptr %12, i64 64) ], !dbg !156
  %13 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !157
  %14 = extractvalue %iree_hal_executable_workgroup_state_v0_t %13, 0, !dbg !157
  %15 = zext i32 %14 to i64, !dbg !157
  br label %16, !dbg !157

16:                                               ; preds = %20, %3
  %17 = phi i64 [ %28, %20 ], [ 0, %3 ], !dbg !157
  %18 = phi <1 x float> [ %27, %20 ], [ zeroinitializer, %3 ], !dbg !157
  %19 = icmp slt i64 %17, 32, !dbg !157
  br i1 %19, label %20, label %29, !dbg !157

20:                                               ; preds = %16
  %21 = mul i64 %15, 32, !dbg !157
  %22 = add i64 %21, %17, !dbg !157
  %23 = getelementptr float, ptr %7, i64 %22, !dbg !157
  %24 = load <4 x float>, ptr %23, align 4, !dbg !157
  %25 = extractelement <1 x float> %18, i64 0, !dbg !162
  %26 = call float @llvm.vector.reduce.fadd.v4f32(float %25, <4 x float> %24), !dbg !162
  %27 = insertelement <1 x float> poison, float %26, i32 0, !dbg !162
  %28 = add i64 %17, 4, !dbg !157
  br label %16, !dbg !157

29:                                               ; preds = %16
  %30 = fdiv <1 x float> %18, splat (float 3.200000e+01), !dbg !158
  br label %31, !dbg !159

31:                                               ; preds = %34, %29
  %32 = phi i64 [ %44, %34 ], [ 0, %29 ], !dbg !159
  %33 = icmp slt i64 %32, 32, !dbg !159
  br i1 %33, label %34, label %45, !dbg !159

34:                                               ; preds = %31
  %35 = mul i64 %15, 32, !dbg !159
  %36 = add i64 %35, %32, !dbg !159
  %37 = getelementptr float, ptr %7, i64 %36, !dbg !159
  %38 = load <4 x float>, ptr %37, align 4, !dbg !159
  %39 = extractelement <1 x float> %30, i64 0, !dbg !161
  %40 = insertelement <4 x float> poison, float %39, i32 0, !dbg !161
  %41 = shufflevector <4 x float> %40, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !161
  %42 = fsub contract <4 x float> %38, %41, !dbg !161
  %43 = getelementptr float, ptr %12, i64 %36, !dbg !159
  store <4 x float> %42, ptr %43, align 4, !dbg !159
  %44 = add i64 %32, 4, !dbg !159
  br label %31, !dbg !159

45:                                               ; preds = %31
  ret i32 0, !dbg !160
}

define internal i32 @main_dispatch_7_reduction_8x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !98 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !163
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !163
  %6 = load ptr, ptr %5, align 8, !dbg !163
  %7 = getelementptr i8, ptr %6, i32 1280, !dbg !163
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !163
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !164
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !164
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !164
  %11 = load ptr, ptr %10, align 8, !dbg !164
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !164
  %12 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !165
  %13 = extractvalue %iree_hal_executable_workgroup_state_v0_t %12, 0, !dbg !165
  %14 = zext i32 %13 to i64, !dbg !165
  br label %15, !dbg !165

15:                                               ; preds = %19, %3
  %16 = phi i64 [ %28, %19 ], [ 0, %3 ], !dbg !165
  %17 = phi <1 x float> [ %27, %19 ], [ zeroinitializer, %3 ], !dbg !165
  %18 = icmp slt i64 %16, 32, !dbg !165
  br i1 %18, label %19, label %29, !dbg !165

19:                                               ; preds = %15
  %20 = mul i64 %14, 32, !dbg !165
  %21 = add i64 %20, %16, !dbg !165
  %22 = getelementptr float, ptr %7, i64 %21, !dbg !165
  %23 = load <4 x float>, ptr %22, align 4, !dbg !165
  %24 = extractelement <1 x float> %17, i64 0, !dbg !174
  %25 = fmul contract <4 x float> %23, %23, !dbg !174
  %26 = call float @llvm.vector.reduce.fadd.v4f32(float %24, <4 x float> %25), !dbg !174
  %27 = insertelement <1 x float> poison, float %26, i32 0, !dbg !174
  %28 = add i64 %16, 4, !dbg !165
  br label %15, !dbg !165

29:                                               ; preds = %15
  %30 = fdiv <1 x float> %17, splat (float 3.200000e+01), !dbg !166
  %31 = fadd contract <1 x float> %30, splat (float f0x3727C5AC), !dbg !167
  %32 = call <1 x float> @llvm.sqrt.v1f32(<1 x float> %31), !dbg !168
  %33 = fdiv <1 x float> splat (float 1.000000e+00), %32, !dbg !168
  br label %34, !dbg !169

34:                                               ; preds = %37, %29
  %35 = phi i64 [ %53, %37 ], [ 0, %29 ], !dbg !169
  %36 = icmp slt i64 %35, 32, !dbg !169
  br i1 %36, label %37, label %54, !dbg !169

37:                                               ; preds = %34
  %38 = mul i64 %14, 32, !dbg !169
  %39 = add i64 %38, %35, !dbg !169
  %40 = getelementptr float, ptr %7, i64 %39, !dbg !169
  %41 = load <4 x float>, ptr %40, align 4, !dbg !169
  %42 = getelementptr float, ptr @__constant_32xf32_0_0, i64 %35, !dbg !169
  %43 = load <4 x float>, ptr %42, align 4, !dbg !169
  %44 = getelementptr float, ptr @__constant_32xf32_2, i64 %35, !dbg !169
  %45 = load <4 x float>, ptr %44, align 4, !dbg !169
  %46 = extractelement <1 x float> %33, i64 0, !dbg !171
  %47 = insertelement <4 x float> poison, float %46, i32 0, !dbg !171
  %48 = shufflevector <4 x float> %47, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !171
  %49 = fmul contract <4 x float> %41, %48, !dbg !171
  %50 = fmul contract <4 x float> %49, %43, !dbg !172
  %51 = fadd contract <4 x float> %50, %45, !dbg !173
  %52 = getelementptr float, ptr %11, i64 %39, !dbg !169
  store <4 x float> %51, ptr %52, align 4, !dbg !169
  %53 = add i64 %35, 4, !dbg !169
  br label %34, !dbg !169

54:                                               ; preds = %34
  ret i32 0, !dbg !170
}

define internal i32 @main_dispatch_8_reduction_8x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !101 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !175
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !175
  %6 = load ptr, ptr %5, align 8, !dbg !175
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !175
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !176
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !176
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !176
  %10 = load ptr, ptr %9, align 8, !dbg !176
  call void @llvm.assume(i1 true) [ "align"(ptr %10, i64 64) ], !dbg !176
  %11 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !177
  %12 = extractvalue %iree_hal_executable_workgroup_state_v0_t %11, 0, !dbg !177
  %13 = zext i32 %12 to i64, !dbg !177
  br label %14, !dbg !177

14:                                               ; preds = %18, %3
  %15 = phi i64 [ %27, %18 ], [ 0, %3 ], !dbg !177
  %16 = phi <1 x float> [ %26, %18 ], [ zeroinitializer, %3 ], !dbg !177
  %17 = icmp slt i64 %15, 32, !dbg !177
  br i1 %17, label %18, label %28, !dbg !177

18:                                               ; preds = %14
  %19 = mul i64 %13, 32, !dbg !177
  %20 = add i64 %19, %15, !dbg !177
  %21 = getelementptr float, ptr %6, i64 %20, !dbg !177
  %22 = load <4 x float>, ptr %21, align 4, !dbg !177
  %23 = fmul contract <4 x float> %22, %22, !dbg !185
  %24 = extractelement <1 x float> %16, i64 0, !dbg !186
  %25 = call float @llvm.vector.reduce.fadd.v4f32(float %24, <4 x float> %23), !dbg !186
  %26 = insertelement <1 x float> poison, float %25, i32 0, !dbg !186
  %27 = add i64 %15, 4, !dbg !177
  br label %14, !dbg !177

28:                                               ; preds = %14
  %29 = fdiv <1 x float> %16, splat (float 3.200000e+01), !dbg !178
  %30 = fadd contract <1 x float> %29, splat (float f0x358637BD), !dbg !179
  %31 = call <1 x float> @llvm.sqrt.v1f32(<1 x float> %30), !dbg !180
  %32 = fdiv <1 x float> splat (float 1.000000e+00), %31, !dbg !180
  br label %33, !dbg !181

33:                                               ; preds = %36, %28
  %34 = phi i64 [ %65, %36 ], [ 0, %28 ], !dbg !181
  %35 = icmp slt i64 %34, 32, !dbg !181
  br i1 %35, label %36, label %66, !dbg !181

36:                                               ; preds = %33
  %37 = mul i64 %13, 32, !dbg !181
  %38 = add i64 %37, %34, !dbg !181
  %39 = getelementptr float, ptr %6, i64 %38, !dbg !181
  %40 = load <4 x float>, ptr %39, align 4, !dbg !181
  %41 = extractelement <1 x float> %32, i64 0, !dbg !183
  %42 = insertelement <4 x float> poison, float %41, i32 0, !dbg !183
  %43 = shufflevector <4 x float> %42, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !183
  %44 = fmul contract <4 x float> %40, %43, !dbg !183
  %45 = fcmp ult <4 x float> %44, splat (float f0x40FFF644), !dbg !184
  %46 = select <4 x i1> %45, <4 x float> %44, <4 x float> splat (float f0x40FFF644), !dbg !184
  %47 = fcmp ugt <4 x float> %46, splat (float f0xC0FFF644), !dbg !184
  %48 = select <4 x i1> %47, <4 x float> %46, <4 x float> splat (float f0xC0FFF644), !dbg !184
  %49 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %44), !dbg !184
  %50 = fcmp olt <4 x float> %49, splat (float 4.000000e-04), !dbg !184
  %51 = fmul contract <4 x float> %48, %48, !dbg !184
  %52 = call <4 x float> @llvm.fma.v4f32(<4 x float> %51, <4 x float> splat (float f0xA59F25C0), <4 x float> splat (float f0x2A61337E)), !dbg !184
  %53 = call <4 x float> @llvm.fma.v4f32(<4 x float> %51, <4 x float> %52, <4 x float> splat (float f0xAEBD37FF)), !dbg !184
  %54 = call <4 x float> @llvm.fma.v4f32(<4 x float> %51, <4 x float> %53, <4 x float> splat (float f0x335C0041)), !dbg !184
  %55 = call <4 x float> @llvm.fma.v4f32(<4 x float> %51, <4 x float> %54, <4 x float> splat (float f0x3779434A)), !dbg !184
  %56 = call <4 x float> @llvm.fma.v4f32(<4 x float> %51, <4 x float> %55, <4 x float> splat (float f0x3A270DED)), !dbg !184
  %57 = call <4 x float> @llvm.fma.v4f32(<4 x float> %51, <4 x float> %56, <4 x float> splat (float f0x3BA059DC)), !dbg !184
  %58 = fmul contract <4 x float> %48, %57, !dbg !184
  %59 = call <4 x float> @llvm.fma.v4f32(<4 x float> %51, <4 x float> splat (float f0x35A0D3D8), <4 x float> splat (float f0x38F895D6)), !dbg !184
  %60 = call <4 x float> @llvm.fma.v4f32(<4 x float> %51, <4 x float> %59, <4 x float> splat (float f0x3B14AA05)), !dbg !184
  %61 = call <4 x float> @llvm.fma.v4f32(<4 x float> %51, <4 x float> %60, <4 x float> splat (float f0x3BA059DD)), !dbg !184
  %62 = fdiv <4 x float> %58, %61, !dbg !184
  %63 = select <4 x i1> %50, <4 x float> %48, <4 x float> %62, !dbg !184
  %64 = getelementptr float, ptr %10, i64 %38, !dbg !181
  store <4 x float> %63, ptr %64, align 4, !dbg !181
  %65 = add i64 %34, 4, !dbg !181
  br label %33, !dbg !181

66:                                               ; preds = %33
  ret i32 0, !dbg !182
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

!llvm.dbg.cu = !{!76, !79, !82, !85, !88, !91, !94, !97, !100}
!llvm.module.flags = !{!187, !188}

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
!89 = distinct !DISubprogram(name: "main_dispatch_4_softmax_8x8xf32_dispatch_tensor_store", linkageName: "main_dispatch_4_softmax_8x8xf32_dispatch_tensor_store", scope: !87, file: !87, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !88)
!90 = !DIFile(filename: "configured_module_main_dispatch_5.mlir", directory: "files")
!91 = distinct !DICompileUnit(language: DW_LANG_C17, file: !90, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!92 = distinct !DISubprogram(name: "main_dispatch_5_batch_matmul_1x8x32x8_f32", linkageName: "main_dispatch_5_batch_matmul_1x8x32x8_f32", scope: !90, file: !90, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !91)
!93 = !DIFile(filename: "configured_module_main_dispatch_6.mlir", directory: "files")
!94 = distinct !DICompileUnit(language: DW_LANG_C17, file: !93, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!95 = distinct !DISubprogram(name: "main_dispatch_6_reduction_8x32_f32", linkageName: "main_dispatch_6_reduction_8x32_f32", scope: !93, file: !93, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !94)
!96 = !DIFile(filename: "configured_module_main_dispatch_7.mlir", directory: "files")
!97 = distinct !DICompileUnit(language: DW_LANG_C17, file: !96, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!98 = distinct !DISubprogram(name: "main_dispatch_7_reduction_8x32_f32", linkageName: "main_dispatch_7_reduction_8x32_f32", scope: !96, file: !96, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !97)
!99 = !DIFile(filename: "configured_module_main_dispatch_8.mlir", directory: "files")
!100 = distinct !DICompileUnit(language: DW_LANG_C17, file: !99, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!101 = distinct !DISubprogram(name: "main_dispatch_8_reduction_8x32_f32", linkageName: "main_dispatch_8_reduction_8x32_f32", scope: !99, file: !99, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !100)
!103 = !DILocation(line: 12, column: 8, scope: !77)
!104 = !DILocation(line: 13, column: 8, scope: !77)
!105 = !DILocation(line: 14, column: 8, scope: !77)
!106 = !DILocation(line: 19, column: 8, scope: !77)
!107 = !DILocation(line: 26, column: 8, scope: !77)
!108 = !DILocation(line: 20, column: 8, scope: !77)
!109 = !DILocation(line: 22, column: 10, scope: !77)
!111 = !DILocation(line: 14, column: 8, scope: !80)
!112 = !DILocation(line: 15, column: 8, scope: !80)
!113 = !DILocation(line: 16, column: 8, scope: !80)
!114 = !DILocation(line: 22, column: 8, scope: !80)
!115 = !DILocation(line: 29, column: 8, scope: !80)
!116 = !DILocation(line: 23, column: 8, scope: !80)
!117 = !DILocation(line: 25, column: 10, scope: !80)
!119 = !DILocation(line: 14, column: 8, scope: !83)
!120 = !DILocation(line: 15, column: 8, scope: !83)
!121 = !DILocation(line: 16, column: 8, scope: !83)
!122 = !DILocation(line: 21, column: 8, scope: !83)
!123 = !DILocation(line: 28, column: 8, scope: !83)
!124 = !DILocation(line: 22, column: 8, scope: !83)
!125 = !DILocation(line: 24, column: 10, scope: !83)
!126 = !DILocation(line: 14, column: 8, scope: !86)
!127 = !DILocation(line: 15, column: 8, scope: !86)
!128 = !DILocation(line: 16, column: 8, scope: !86)
!129 = !DILocation(line: 21, column: 8, scope: !86)
!130 = !DILocation(line: 28, column: 8, scope: !86)
!131 = !DILocation(line: 24, column: 10, scope: !86)
!132 = !DILocation(line: 8, column: 3, scope: !86)
!133 = !DILocation(line: 13, column: 8, scope: !89)
!134 = !DILocation(line: 14, column: 8, scope: !89)
!135 = !DILocation(line: 25, column: 8, scope: !89)
!136 = !DILocation(line: 19, column: 8, scope: !89)
!137 = !DILocation(line: 32, column: 8, scope: !89)
!138 = !DILocation(line: 40, column: 8, scope: !89)
!139 = !DILocation(line: 34, column: 10, scope: !89)
!140 = !DILocation(line: 35, column: 10, scope: !89)
!141 = !DILocation(line: 36, column: 10, scope: !89)
!142 = !DILocation(line: 27, column: 10, scope: !89)
!143 = !DILocation(line: 28, column: 10, scope: !89)
!144 = !DILocation(line: 29, column: 10, scope: !89)
!145 = !DILocation(line: 21, column: 10, scope: !89)
!146 = !DILocation(line: 13, column: 8, scope: !92)
!147 = !DILocation(line: 14, column: 8, scope: !92)
!148 = !DILocation(line: 15, column: 8, scope: !92)
!149 = !DILocation(line: 16, column: 8, scope: !92)
!150 = !DILocation(line: 22, column: 8, scope: !92)
!151 = !DILocation(line: 29, column: 8, scope: !92)
!152 = !DILocation(line: 23, column: 8, scope: !92)
!153 = !DILocation(line: 25, column: 10, scope: !92)
!154 = !DILocation(line: 8, column: 3, scope: !92)
!155 = !DILocation(line: 13, column: 8, scope: !95)
!156 = !DILocation(line: 14, column: 8, scope: !95)
!157 = !DILocation(line: 19, column: 8, scope: !95)
!158 = !DILocation(line: 26, column: 10, scope: !95)
!159 = !DILocation(line: 24, column: 8, scope: !95)
!160 = !DILocation(line: 31, column: 8, scope: !95)
!161 = !DILocation(line: 27, column: 10, scope: !95)
!162 = !DILocation(line: 21, column: 10, scope: !95)
!163 = !DILocation(line: 16, column: 8, scope: !98)
!164 = !DILocation(line: 17, column: 8, scope: !98)
!165 = !DILocation(line: 22, column: 8, scope: !98)
!166 = !DILocation(line: 30, column: 10, scope: !98)
!167 = !DILocation(line: 31, column: 10, scope: !98)
!168 = !DILocation(line: 32, column: 10, scope: !98)
!169 = !DILocation(line: 28, column: 8, scope: !98)
!170 = !DILocation(line: 39, column: 8, scope: !98)
!171 = !DILocation(line: 33, column: 10, scope: !98)
!172 = !DILocation(line: 34, column: 10, scope: !98)
!173 = !DILocation(line: 35, column: 10, scope: !98)
!174 = !DILocation(line: 25, column: 10, scope: !98)
!175 = !DILocation(line: 14, column: 8, scope: !101)
!176 = !DILocation(line: 15, column: 8, scope: !101)
!177 = !DILocation(line: 20, column: 8, scope: !101)
!178 = !DILocation(line: 28, column: 10, scope: !101)
!179 = !DILocation(line: 29, column: 10, scope: !101)
!180 = !DILocation(line: 30, column: 10, scope: !101)
!181 = !DILocation(line: 26, column: 8, scope: !101)
!182 = !DILocation(line: 36, column: 8, scope: !101)
!183 = !DILocation(line: 31, column: 10, scope: !101)
!184 = !DILocation(line: 32, column: 10, scope: !101)
!185 = !DILocation(line: 22, column: 10, scope: !101)
!186 = !DILocation(line: 23, column: 10, scope: !101)
!187 = !{i32 2, !"Debug Info Version", i32 3}
!188 = !{i32 1, !"float-abi", !"hard"}
; irlower-stages: fx_graph=8e61057b8a82 torch_mlir=43a6a598ed0e linalg_on_tensors_mlir=c5ba5b247171 iree_input=7f5b5330cf62 iree_abi=cf597a3cf9a3 iree_preprocessing=112730382d48 iree_global_optimization=4c82cde38a55 iree_dispatch_creation=c0346c8161ae iree_flow=cd6dfb9963e3 iree_stream=81a031bee9f4 iree_executable_sources=d5f07771a7a0 iree_executable_targets=8c5052a0d771
